//! A received mail as Herald reads it (issue 14): who sent it, which reply address it was
//! sent to, which mail it answers, whether a machine sent it, and its text. MIME is
//! mail-parser's: quoted-printable, base64, charsets (Windows-1252 among them), and an
//! HTML-only reply turned into text. Pure.

use mail_parser::decoders::html::html_to_text;
use mail_parser::{HeaderValue, MessageParser, PartType};
use sha2::{Digest, Sha256};

use super::token::{LOCAL_PREFIX, ReplyTo};

/// The envelope of a received mail, as the SMTP receiver (or the MTA piping it) gives it.
#[derive(Clone, Debug, Default)]
pub struct Envelope {
    /// The reverse path (`MAIL FROM`); `Some("")` for the null sender of a bounce, `None`
    /// when unknown (a piped mail: its `Return-Path` header says).
    pub mail_from: Option<String>,
    /// The recipients (`RCPT TO`); empty when unknown (the headers say).
    pub rcpt_to: Vec<String>,
    /// The client's address, when known (the receiver's peer, or `herald inbound
    /// --client-ip`): SPF checks it.
    pub client_ip: Option<std::net::IpAddr>,
    /// The name the client gave in `HELO`/`EHLO`, when known.
    pub helo: Option<String>,
}

/// A received mail, read.
#[derive(Clone, Debug)]
pub struct Incoming {
    /// Its Message-ID without angle brackets; for a mail without one, `sha256:` and the
    /// hash of its bytes (the same mail delivered twice still has one key).
    pub message_id: String,
    /// The `From` address, in lower case.
    pub from: Option<String>,
    /// The token of the reply address it was sent to (`move+<token>@<domain>`), not yet
    /// checked.
    pub token: Option<String>,
    /// The Message-IDs it says it answers (`In-Reply-To`), without angle brackets.
    pub in_reply_to: Vec<String>,
    /// Why it is automatic mail (a bounce, an auto-reply, list mail), if it is.
    pub automatic: Option<&'static str>,
    /// Its text: the plain part, else the HTML part as text.
    pub text: String,
}

/// `raw` read as a mail sent to a reply address at `domain`; `None` for bytes that are no
/// mail at all.
pub fn read(raw: &[u8], envelope: &Envelope, domain: &str) -> Option<Incoming> {
    let message = MessageParser::default().parse(raw)?;
    if message.headers().is_empty() {
        return None;
    }
    let message_id = match message.message_id() {
        Some(id) if !id.trim().is_empty() => id.trim().to_string(),
        _ => format!("sha256:{}", hex::encode(Sha256::digest(raw))),
    };
    let from = message
        .from()
        .and_then(|a| a.first())
        .and_then(|a| a.address())
        .map(|a| a.trim().to_lowercase());
    let header_text = |name: &str| {
        message
            .header_raw(name)
            .map(|v| v.trim().to_ascii_lowercase())
    };
    let mut addresses: Vec<String> = envelope.rcpt_to.clone();
    if addresses.is_empty() {
        for name in ["Delivered-To", "X-Original-To", "Envelope-To"] {
            addresses.extend(header_text(name));
        }
        for list in [message.to(), message.cc()].into_iter().flatten() {
            addresses.extend(list.iter().filter_map(|a| a.address()).map(str::to_string));
        }
    }
    let token = addresses
        .iter()
        .filter(|a| is_reply_address(a, domain))
        .find_map(|a| ReplyTo::token_of_address(a))
        .map(str::to_string);
    let in_reply_to = ids_of(message.in_reply_to());
    let null_sender = match &envelope.mail_from {
        Some(path) => path.trim().trim_matches(['<', '>']).is_empty(),
        None => header_text("Return-Path").is_some_and(|p| p.trim_matches(['<', '>']).is_empty()),
    };
    let content_type = header_text("Content-Type").unwrap_or_default();
    let automatic = why_automatic(
        null_sender,
        from.as_deref(),
        &content_type,
        &|name| header_text(name),
        message.subject().unwrap_or(""),
    );
    let has_plain = message
        .text_bodies()
        .any(|part| matches!(part.body, PartType::Text(_)));
    let text = match (has_plain, message.body_html(0)) {
        // HTML only: the part before the quoted original, as text, a block a line.
        (false, Some(html)) => html_to_text(&blocks_as_lines(before_the_quote(&html))),
        _ => message
            .body_text(0)
            .map(|t| t.into_owned())
            .unwrap_or_default(),
    };
    Some(Incoming {
        message_id,
        from,
        token,
        in_reply_to,
        automatic,
        text,
    })
}

/// The HTML a player wrote above the quoted original: mail clients quote in a
/// `<blockquote>` or a marked block (Gmail's `gmail_quote`, Outlook's `divRplyFwdMsg`,
/// Apple Mail's `AppleOriginalContents`, Thunderbird's `moz-cite-prefix`).
fn before_the_quote(html: &str) -> &str {
    let lower = html.to_ascii_lowercase();
    let cut = [
        "<blockquote",
        "gmail_quote",
        "divrplyfwdmsg",
        "appleoriginalcontents",
        "moz-cite-prefix",
        "<hr",
    ]
    .iter()
    .filter_map(|mark| lower.find(mark))
    .min()
    .unwrap_or(html.len());
    // Back to the start of the tag the mark is in.
    let start = html[..cut]
        .rfind('<')
        .filter(|_| !lower[cut..].starts_with('<'))
        .unwrap_or(cut);
    &html[..start]
}

/// `html` with the end of each block (`</div>`, `</li>`, `</tr>`) as a line break, which
/// is how a mail client shows it: one action a line.
fn blocks_as_lines(html: &str) -> String {
    let lower = html.to_ascii_lowercase();
    let mut out = String::with_capacity(html.len() + 16);
    let mut at = 0;
    while let Some(found) = ["</div", "</li", "</tr"]
        .iter()
        .filter_map(|end| lower[at..].find(end).map(|i| at + i))
        .min()
    {
        out.push_str(&html[at..found]);
        out.push_str("<br>");
        at = found
            + lower[found..]
                .find('>')
                .map_or(lower.len() - found, |i| i + 1);
    }
    out.push_str(&html[at..]);
    out
}

/// Whether `address` is a reply address at `domain`: that domain (ignoring case) and a
/// reply token's local part (`move+…`). The receiver accepts only such recipients.
pub fn is_reply_address(address: &str, domain: &str) -> bool {
    let address = address.trim().trim_matches(['<', '>']);
    match address.rsplit_once('@') {
        Some((local, at)) => {
            at.eq_ignore_ascii_case(domain) && local.to_ascii_lowercase().starts_with(LOCAL_PREFIX)
        }
        None => false,
    }
}

/// The Message-IDs in an `In-Reply-To` header.
fn ids_of(value: &HeaderValue<'_>) -> Vec<String> {
    match value {
        HeaderValue::Text(id) => vec![id.trim().to_string()],
        HeaderValue::TextList(ids) => ids.iter().map(|id| id.trim().to_string()).collect(),
        _ => Vec::new(),
    }
}

/// Why a mail is automatic, if it is (RFC 3834 and the marks mail systems use): a bounce
/// (null sender, a delivery report, a mailer daemon), an auto-reply (`Auto-Submitted`
/// other than `no`, vacation marks and subjects), list or bulk mail (`Precedence`,
/// `List-Id`). Such mail never counts as a move and is never answered.
fn why_automatic(
    null_sender: bool,
    from: Option<&str>,
    content_type: &str,
    header: &dyn Fn(&str) -> Option<String>,
    subject: &str,
) -> Option<&'static str> {
    let local = from.and_then(|f| f.split('@').next()).unwrap_or("");
    let subject = subject.trim().to_lowercase();
    if null_sender {
        Some("a bounce (null sender)")
    } else if content_type.starts_with("multipart/report") {
        Some("a delivery or read report")
    } else if ["mailer-daemon", "postmaster"].contains(&local) {
        Some("a bounce (from a mailer daemon)")
    } else if header("Auto-Submitted").is_some_and(|v| v.split(';').next() != Some("no")) {
        Some("automatic (Auto-Submitted)")
    } else if header("Precedence")
        .is_some_and(|p| ["bulk", "list", "junk", "auto_reply"].contains(&p.as_str()))
    {
        Some("bulk or list mail (Precedence)")
    } else if header("List-Id").is_some() {
        Some("list mail (List-Id)")
    } else if ["X-Autoreply", "X-Autorespond", "X-Auto-Reply"]
        .iter()
        .any(|h| header(h).is_some())
    {
        Some("an auto-reply (X-Autoreply)")
    } else if [
        "out of office",
        "automatic reply",
        "auto:",
        "autoreply",
        "abwesenheit",
    ]
    .iter()
    .any(|s| subject.starts_with(s))
    {
        Some("an auto-reply (its subject)")
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DOMAIN: &str = "play.example.org";

    fn mail(headers: &str, body: &str) -> Vec<u8> {
        format!(
            "From: Ann <Ann@Example.org>\r\nTo: move+g1s0n2.abc@play.example.org\r\nSubject: Re: Your turn\r\nMessage-ID: <r1@example.org>\r\nIn-Reply-To: <turn.2.red.game1.abc@herald>\r\n{headers}\r\n{body}"
        )
        .into_bytes()
    }

    #[test]
    fn a_plain_reply_names_its_sender_token_and_text() {
        let m = read(&mail("", "play NE2\r\n"), &Envelope::default(), DOMAIN).expect("a mail");
        assert_eq!(m.from.as_deref(), Some("ann@example.org"));
        assert_eq!(m.token.as_deref(), Some("g1s0n2.abc"));
        assert_eq!(m.message_id, "r1@example.org");
        assert_eq!(m.in_reply_to, ["turn.2.red.game1.abc@herald"]);
        assert_eq!(m.automatic, None);
        assert!(m.text.starts_with("play NE2"), "{:?}", m.text);
    }

    #[test]
    fn the_envelope_recipient_wins_and_other_domains_name_no_token() {
        let envelope = Envelope {
            mail_from: Some("ann@example.org".into()),
            rcpt_to: vec!["move+g9s1n4.def@PLAY.example.org".into()],
            ..Envelope::default()
        };
        let m = read(&mail("", "pass\r\n"), &envelope, DOMAIN).expect("a mail");
        assert_eq!(m.token.as_deref(), Some("g9s1n4.def"));
        let m = read(&mail("", "pass\r\n"), &Envelope::default(), "other.org").expect("a mail");
        assert_eq!(m.token, None);
    }

    #[test]
    fn quoted_printable_base64_windows_1252_and_html_only_read_as_text() {
        let qp = mail(
            "Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n",
            "move L_henry_vi =\r\nleicester\r\n",
        );
        let m = read(&qp, &Envelope::default(), DOMAIN).expect("qp");
        assert!(
            m.text.starts_with("move L_henry_vi leicester"),
            "{:?}",
            m.text
        );
        let b64 = mail(
            "Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n",
            "cGxheSBORTIK\r\n",
        );
        let m = read(&b64, &Envelope::default(), DOMAIN).expect("base64");
        assert!(m.text.starts_with("play NE2"), "{:?}", m.text);
        let mut cp1252 = mail(
            "Content-Type: text/plain; charset=windows-1252\r\nContent-Transfer-Encoding: 8bit\r\n",
            "",
        );
        cp1252.extend(b"pass\r\n\r\n\x93Thanks\x94 \x96 Ren\xe9\r\n");
        let m = read(&cp1252, &Envelope::default(), DOMAIN).expect("1252");
        assert!(
            m.text.contains("\u{201c}Thanks\u{201d} \u{2013} René"),
            "{:?}",
            m.text
        );
        let html = mail(
            "Content-Type: text/html; charset=utf-8\r\n",
            "<html><body><div>play NE2</div><div class=\"gmail_quote\"><div>On Wed, Herald wrote:</div><blockquote>1. pass</blockquote></div></body></html>\r\n",
        );
        let m = read(&html, &Envelope::default(), DOMAIN).expect("html");
        assert!(m.text.trim_start().starts_with("play NE2"), "{:?}", m.text);
        assert!(!m.text.contains("pass"), "the quote is cut: {:?}", m.text);
    }

    #[test]
    fn bounces_auto_replies_and_list_mail_are_automatic() {
        let cases: [(&str, Option<&str>); 7] = [
            ("Auto-Submitted: auto-replied\r\n", None),
            ("Precedence: bulk\r\n", None),
            ("List-Id: <games.example.org>\r\n", None),
            ("X-Autoreply: yes\r\n", None),
            (
                "Content-Type: multipart/report; report-type=delivery-status; boundary=x\r\n",
                None,
            ),
            ("", Some("")),
            ("Return-Path: <>\r\n", None),
        ];
        for (headers, mail_from) in cases {
            let envelope = Envelope {
                mail_from: mail_from.map(str::to_string),
                ..Envelope::default()
            };
            let m = read(&mail(headers, "pass\r\n"), &envelope, DOMAIN).expect("a mail");
            assert!(m.automatic.is_some(), "{headers:?} {mail_from:?}");
        }
        let vacation = mail("", "I am away").into_iter().collect::<Vec<u8>>();
        let vacation = String::from_utf8(vacation).expect("utf-8").replace(
            "Subject: Re: Your turn",
            "Subject: Out of Office: Your turn",
        );
        let m = read(vacation.as_bytes(), &Envelope::default(), DOMAIN).expect("a mail");
        assert_eq!(m.automatic, Some("an auto-reply (its subject)"));
        let said_no = mail("Auto-Submitted: no\r\n", "pass\r\n");
        let m = read(&said_no, &Envelope::default(), DOMAIN).expect("a mail");
        assert_eq!(m.automatic, None);
    }

    #[test]
    fn a_mail_without_message_id_is_keyed_by_its_bytes_and_garbage_is_no_mail() {
        let raw = b"From: ann@example.org\r\nTo: move+x.y@play.example.org\r\n\r\npass\r\n";
        let m = read(raw, &Envelope::default(), DOMAIN).expect("a mail");
        assert!(m.message_id.starts_with("sha256:"));
        assert_eq!(
            read(raw, &Envelope::default(), DOMAIN)
                .expect("again")
                .message_id,
            m.message_id
        );
        assert!(read(b"", &Envelope::default(), DOMAIN).is_none());
    }
}
