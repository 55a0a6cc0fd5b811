//! Who sent a reply, as the mail exchanger in front of Herald says (issue 26 §4): the
//! `Authentication-Results` header (RFC 8601) that the MX with the trusted authserv-id
//! (`HERALD_INBOUND_AUTHSERV_ID`) added, and whether it proves the `From:` domain: DMARC
//! passed, or a DKIM signature passed whose domain is aligned with it. Pure.
//!
//! Only the topmost header with the trusted authserv-id counts: the MX adds its own on
//! top, and a header with the same authserv-id lower down is one the sender wrote (a
//! forgery) or one an earlier hop added. Headers of other authserv-ids are ignored.

use mail_parser::MessageParser;

/// What a check found: proven, and how; or not, and why (for the log).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Proof {
    /// The sender is who the `From:` header says.
    Proven(String),
    /// It could not be shown.
    NotProven(String),
}

impl Proof {
    /// Whether the sender was proven.
    pub fn is_proven(&self) -> bool {
        matches!(self, Proof::Proven(_))
    }
}

/// One result of an `Authentication-Results` header: `dkim=pass header.d=example.org`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AuthResult {
    /// The method, lower case, without its version: `dkim`, `spf`, `dmarc`, …
    pub method: String,
    /// The result, lower case: `pass`, `fail`, `none`, …
    pub result: String,
    /// The properties, their names in lower case (`header.d`, `smtp.mailfrom`), with
    /// their values as written (quotes removed).
    pub properties: Vec<(String, String)>,
}

impl AuthResult {
    /// The value of property `name` (lower case), if given.
    pub fn property(&self, name: &str) -> Option<&str> {
        self.properties
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// An `Authentication-Results` header, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AuthResults {
    /// Who added it (the authserv-id), as written.
    pub authserv_id: String,
    /// Its results, in order (none for `none`).
    pub results: Vec<AuthResult>,
}

/// The value of an `Authentication-Results` header read (RFC 8601 §2.2): comments in
/// parentheses (nested, with `\` escapes) are skipped, values may be quoted strings,
/// names are compared without regard to case. `None` when it names no authserv-id.
pub fn parse_authentication_results(value: &str) -> Option<AuthResults> {
    let text = without_comments(value);
    let mut parts = split_outside_quotes(&text, ';').into_iter();
    let head = parts.next()?;
    let authserv_id = words(&head).into_iter().next()?;
    let authserv_id = unquote(&authserv_id);
    if authserv_id.is_empty() {
        return None;
    }
    let results = parts.filter_map(|part| result_of(&part)).collect();
    Some(AuthResults {
        authserv_id,
        results,
    })
}

/// Whether the topmost `Authentication-Results` header of `authserv_id` in `raw` (a mail,
/// its headers in the order they arrived: topmost first) proves the `From:` domain.
pub fn proof_by_authserv(raw: &[u8], authserv_id: &str, from_domain: &str) -> Proof {
    let Some(message) = MessageParser::default().parse_headers(raw) else {
        return Proof::NotProven("not a mail".into());
    };
    let values = message
        .headers()
        .iter()
        .filter(|h| h.name().eq_ignore_ascii_case("Authentication-Results"))
        .filter_map(|h| {
            let offset = (h.offset_start() as usize, h.offset_end() as usize);
            raw.get(offset.0..offset.1)
                .map(|v| String::from_utf8_lossy(v).into_owned())
        });
    proof_of_headers(values, authserv_id, from_domain)
}

/// [`proof_by_authserv`] on the header values, topmost first.
pub fn proof_of_headers(
    values: impl IntoIterator<Item = String>,
    authserv_id: &str,
    from_domain: &str,
) -> Proof {
    let Some(ours) = values
        .into_iter()
        .filter_map(|v| parse_authentication_results(&v))
        .find(|r| r.authserv_id.eq_ignore_ascii_case(authserv_id.trim()))
    else {
        return Proof::NotProven(format!("no Authentication-Results header of {authserv_id}"));
    };
    proof_of_results(&ours.results, from_domain)
}

/// Whether `results` prove `from_domain`: `dmarc=pass` (for that domain, when the result
/// names it), or `dkim=pass` whose signing domain (`header.d`, else the domain of
/// `header.i`) is aligned with it.
pub fn proof_of_results(results: &[AuthResult], from_domain: &str) -> Proof {
    for result in results.iter().filter(|r| r.result == "pass") {
        match result.method.as_str() {
            "dmarc" => {
                let domain = result.property("header.from");
                if domain.is_none_or(|d| d.eq_ignore_ascii_case(from_domain)) {
                    return Proof::Proven(format!("dmarc=pass for {from_domain}"));
                }
            }
            "dkim" => {
                let signer = result.property("header.d").map(str::to_string).or_else(|| {
                    result
                        .property("header.i")
                        .and_then(|i| i.rsplit_once('@').map(|(_, d)| d.to_string()))
                });
                if let Some(signer) = signer
                    && is_aligned(&signer, from_domain)
                {
                    return Proof::Proven(format!("dkim=pass by {signer}"));
                }
            }
            _ => {}
        }
    }
    let said: Vec<String> = results
        .iter()
        .map(|r| format!("{}={}", r.method, r.result))
        .collect();
    Proof::NotProven(format!(
        "no dmarc=pass nor aligned dkim=pass for {from_domain} (said: {})",
        if said.is_empty() {
            "none".to_string()
        } else {
            said.join(", ")
        }
    ))
}

/// Relaxed alignment, simplified: the two domains are equal, or one is a subdomain of the
/// other (`mail.example.org` and `example.org`), ignoring case and a final dot. DMARC
/// proper compares organizational domains, which needs the public suffix list; this rule
/// is narrower (two sibling subdomains are not aligned) and never wider, as long as
/// the shorter domain is not a public suffix: one of a single label (`org`) never aligns.
pub fn is_aligned(signer: &str, from_domain: &str) -> bool {
    let a = signer.trim().trim_end_matches('.').to_ascii_lowercase();
    let b = from_domain
        .trim()
        .trim_end_matches('.')
        .to_ascii_lowercase();
    if a.is_empty() || b.is_empty() {
        return false;
    }
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    if !short.contains('.') {
        return false;
    }
    long == short || long.ends_with(&format!(".{short}"))
}

/// One `method[/version]=result [reason=…] [ptype.property=value …]`.
fn result_of(part: &str) -> Option<AuthResult> {
    let mut pairs = words(&joined_at_equals(part)).into_iter().filter_map(|w| {
        let (name, value) = w.split_once('=')?;
        Some((name.to_ascii_lowercase(), unquote(value)))
    });
    let (method, result) = pairs.next()?;
    let method = method.split('/').next().unwrap_or("").trim().to_string();
    if method.is_empty() {
        return None;
    }
    Some(AuthResult {
        method,
        result: result.to_ascii_lowercase(),
        properties: pairs.filter(|(name, _)| name.contains('.')).collect(),
    })
}

/// `text` with its comments (parentheses outside quoted strings, nested) as spaces.
fn without_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let (mut depth, mut quoted, mut escaped) = (0usize, false, false);
    for c in text.chars() {
        if escaped {
            escaped = false;
            if depth == 0 {
                out.push(c);
            }
            continue;
        }
        match c {
            '\\' if quoted || depth > 0 => {
                escaped = true;
                if depth == 0 {
                    out.push(c);
                }
            }
            '"' if depth == 0 => {
                quoted = !quoted;
                out.push(c);
            }
            '(' if !quoted => depth += 1,
            ')' if !quoted && depth > 0 => {
                depth -= 1;
                out.push(' ');
            }
            _ if depth > 0 => {}
            _ => out.push(c),
        }
    }
    out
}

/// `text` split at `sep` outside quoted strings.
fn split_outside_quotes(text: &str, sep: char) -> Vec<String> {
    let mut parts = vec![String::new()];
    let (mut quoted, mut escaped) = (false, false);
    for c in text.chars() {
        let last = parts.last_mut().expect("one part at least");
        if escaped {
            escaped = false;
            last.push(c);
            continue;
        }
        match c {
            '\\' if quoted => {
                escaped = true;
                last.push(c);
            }
            '"' => {
                quoted = !quoted;
                last.push(c);
            }
            _ if c == sep && !quoted => parts.push(String::new()),
            _ => last.push(c),
        }
    }
    parts
}

/// `text` with the white space around each `=` (outside quotes) taken out, so that
/// `dkim = pass` reads as one word.
fn joined_at_equals(text: &str) -> String {
    let parts = split_outside_quotes(text, '=');
    parts.iter().map(|p| p.trim()).collect::<Vec<_>>().join("=")
}

/// The words of `text`, split at white space outside quoted strings.
fn words(text: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let (mut quoted, mut escaped) = (false, false);
    for c in text.chars() {
        if escaped {
            escaped = false;
            word.push(c);
            continue;
        }
        match c {
            '\\' if quoted => {
                escaped = true;
                word.push(c);
            }
            '"' => {
                quoted = !quoted;
                word.push(c);
            }
            c if c.is_whitespace() && !quoted => {
                if !word.is_empty() {
                    words.push(std::mem::take(&mut word));
                }
            }
            _ => word.push(c),
        }
    }
    if !word.is_empty() {
        words.push(word);
    }
    words
}

/// A value without its quotes and escapes, if quoted.
fn unquote(value: &str) -> String {
    let value = value.trim();
    let Some(inner) = value.strip_prefix('"').and_then(|v| v.strip_suffix('"')) else {
        return value.to_string();
    };
    let mut out = String::with_capacity(inner.len());
    let mut escaped = false;
    for c in inner.chars() {
        if escaped || c != '\\' {
            out.push(c);
            escaped = false;
        } else {
            escaped = true;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(value: &str) -> AuthResults {
        parse_authentication_results(value).expect("a header")
    }

    #[test]
    fn a_plain_header_names_its_authserv_id_and_results() {
        let r = parsed(
            "mx.example.net; spf=pass smtp.mailfrom=ann@example.org; dkim=pass header.d=example.org header.s=sel; dmarc=pass header.from=example.org",
        );
        assert_eq!(r.authserv_id, "mx.example.net");
        let methods: Vec<(&str, &str)> = r
            .results
            .iter()
            .map(|x| (x.method.as_str(), x.result.as_str()))
            .collect();
        assert_eq!(
            methods,
            [("spf", "pass"), ("dkim", "pass"), ("dmarc", "pass")]
        );
        assert_eq!(r.results[1].property("header.d"), Some("example.org"));
        assert_eq!(
            r.results[0].property("smtp.mailfrom"),
            Some("ann@example.org")
        );
    }

    #[test]
    fn comments_quotes_case_versions_and_spaces_are_read() {
        let r = parsed(
            "MX.Example.NET 1 (the MX; it says \"hi\" (nested)); DKIM/1 = PASS (good signature; really) reason=\"sig ok; fine\" Header.D=\"example.org\" header.b=abc ; SPF=Fail (x=y) smtp.mailfrom=x@y.z",
        );
        assert_eq!(r.authserv_id, "MX.Example.NET");
        assert_eq!(r.results.len(), 2, "{r:?}");
        assert_eq!(r.results[0].method, "dkim");
        assert_eq!(r.results[0].result, "pass");
        assert_eq!(r.results[0].property("header.d"), Some("example.org"));
        assert_eq!(r.results[0].property("header.b"), Some("abc"));
        assert_eq!(r.results[1].method, "spf");
        assert_eq!(r.results[1].result, "fail");
        let none = parsed("mx.example.net; none");
        assert!(none.results.is_empty());
        let quoted = parsed("\"mx.example.net\"; dmarc=pass");
        assert_eq!(quoted.authserv_id, "mx.example.net");
        assert!(parse_authentication_results("  (only a comment) ").is_none());
        assert!(parse_authentication_results("").is_none());
    }

    #[test]
    fn folded_headers_read_as_one() {
        let r = parsed("mx.example.net;\r\n\tdkim=pass\r\n header.d=example.org;\r\n\tdmarc=none");
        assert_eq!(r.results[0].property("header.d"), Some("example.org"));
        assert_eq!(r.results[1].result, "none");
    }

    #[test]
    fn alignment_is_equal_or_a_subdomain_never_a_bare_suffix() {
        assert!(is_aligned("example.org", "example.org"));
        assert!(is_aligned("Example.ORG.", "example.org"));
        assert!(is_aligned("mail.example.org", "example.org"));
        assert!(is_aligned("example.org", "eu.mail.example.org"));
        assert!(!is_aligned("a.example.org", "b.example.org"));
        assert!(!is_aligned("org", "example.org"));
        assert!(!is_aligned("badexample.org", "example.org"));
        assert!(!is_aligned("", "example.org"));
    }

    #[test]
    fn dmarc_pass_or_aligned_dkim_pass_proves_nothing_else_does() {
        let proof = |value: &str| proof_of_headers([value.to_string()], "mx", "example.org");
        assert!(proof("mx; dmarc=pass header.from=example.org").is_proven());
        assert!(proof("mx; dmarc=pass").is_proven());
        assert!(!proof("mx; dmarc=pass header.from=other.org").is_proven());
        assert!(proof("mx; dkim=pass header.d=mail.example.org").is_proven());
        assert!(proof("mx; dkim=pass header.i=@example.org").is_proven());
        assert!(!proof("mx; dkim=pass header.d=evil.test").is_proven());
        assert!(!proof("mx; dkim=fail header.d=example.org").is_proven());
        assert!(!proof("mx; spf=pass smtp.mailfrom=ann@example.org").is_proven());
        assert!(!proof("mx; dmarc=fail; dkim=none").is_proven());
        assert!(!proof("mx; none").is_proven());
    }

    #[test]
    fn only_the_topmost_header_of_the_trusted_authserv_id_counts() {
        let headers = |values: &[&str]| values.iter().map(|v| v.to_string()).collect::<Vec<_>>();
        // The MX said fail on top; the sender's forged copy below says pass.
        let forged_below = headers(&["mx; dmarc=fail", "mx; dmarc=pass"]);
        assert!(!proof_of_headers(forged_below, "mx", "example.org").is_proven());
        // Another authserv-id's pass is not ours; ours, further down, is read.
        let others = headers(&["other; dmarc=pass", "MX; dkim=pass header.d=example.org"]);
        assert!(proof_of_headers(others, "mx", "example.org").is_proven());
        let only_others = headers(&["other; dmarc=pass", "relay; dkim=pass header.d=example.org"]);
        let proof = proof_of_headers(only_others, "mx", "example.org");
        assert!(!proof.is_proven(), "{proof:?}");
    }

    #[test]
    fn the_headers_of_a_mail_are_read_topmost_first() {
        let raw = b"Authentication-Results: mx.herald.test; dmarc=fail (p=reject)\r\nReceived: from x\r\nAuthentication-Results: mx.herald.test;\r\n dmarc=pass header.from=example.org\r\nFrom: ann@example.org\r\n\r\nplay\r\n";
        let proof = proof_by_authserv(raw, "mx.herald.test", "example.org");
        assert!(!proof.is_proven(), "{proof:?}");
        let passed = b"Authentication-Results: mx.herald.test;\r\n dmarc=pass header.from=example.org\r\nFrom: ann@example.org\r\n\r\nplay\r\n";
        let proof = proof_by_authserv(passed, "mx.herald.test", "example.org");
        assert!(proof.is_proven(), "{proof:?}");
    }
}
