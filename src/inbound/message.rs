//! A received mail as Herald reads it (issue 14): who sent it, which reply address it was
//! sent to, which mail it answers, whether a machine sent it ([`read`], from the headers
//! alone), and its text ([`text_of`], only for a mail that passed the checks the headers
//! allow: issue 26). MIME is mail-parser's: quoted-printable, base64, charsets
//! (Windows-1252 among them), and an HTML-only reply turned into text. Both steps take
//! time linear in the mail's size. Pure.

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

/// A received mail, as its envelope and headers tell (its body is not read here).
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
}

/// `raw` read as a mail sent to a reply address at `domain`, from its envelope and headers
/// only (the body is neither decoded nor converted); `None` for bytes that are no mail at
/// all.
pub fn read(raw: &[u8], envelope: &Envelope, domain: &str) -> Option<Incoming> {
    let message = MessageParser::default().parse_headers(raw)?;
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
    Some(Incoming {
        message_id,
        from,
        token,
        in_reply_to,
        automatic,
    })
}

/// The text of the mail `raw`, which moves are read from: its plain part, else its HTML
/// part as text (the part above the quoted original, a block a line); empty for bytes
/// that are no mail. Linear in the mail's size (4 MiB of any HTML in well under a second:
/// benches/inbound.rs).
pub fn text_of(raw: &[u8]) -> String {
    let Some(message) = MessageParser::default().parse(raw) else {
        return String::new();
    };
    let has_plain = message
        .text_bodies()
        .any(|part| matches!(part.body, PartType::Text(_)));
    if !has_plain && let Some(html) = message.body_html(0) {
        return html_as_text(&html);
    }
    message
        .body_text(0)
        .map(|t| t.into_owned())
        .unwrap_or_default()
}

/// An HTML reply as text: the part before the quoted original, a block a line.
pub fn html_as_text(html: &str) -> String {
    html_to_text(&blocks_as_lines(before_the_quote(html)))
}

/// The HTML a player wrote above the quoted original: mail clients quote in a
/// `<blockquote>` or a marked block (Gmail's `gmail_quote`, Outlook's `divRplyFwdMsg`,
/// Apple Mail's `AppleOriginalContents`, Thunderbird's `moz-cite-prefix`).
pub fn before_the_quote(html: &str) -> &str {
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

/// The tags whose end is a line break, as a mail client shows them: one action a line.
const BLOCKS: [&[u8]; 3] = [b"div", b"li", b"tr"];

/// `html` with the end of each block (`</div>`, `</li>`, `</tr>`, any case) as a line
/// break. One pass: each byte is looked at a bounded number of times, so the time is
/// linear in the size whatever the HTML's shape (issue 26: a rescan of the rest of the
/// text at every closing tag made 240 KB of `</div>` take seconds).
fn blocks_as_lines(html: &str) -> String {
    let bytes = html.as_bytes();
    let mut out = String::with_capacity(html.len() + 16);
    // `html[..copied]` is in `out`; closing tags are looked for from `at` on.
    let (mut copied, mut at) = (0, 0);
    while let Some(found) = html[at..].find("</").map(|i| at + i) {
        let name = &bytes[found + 2..];
        let is_block = BLOCKS.iter().any(|block| {
            name.get(..block.len())
                .is_some_and(|n| n.eq_ignore_ascii_case(block))
        });
        if !is_block {
            at = found + 2;
            continue;
        }
        out.push_str(&html[copied..found]);
        out.push_str("<br>");
        // Past the tag's end; a tag never closed runs to the end of the text.
        copied = html[found..]
            .find('>')
            .map_or(html.len(), |i| found + i + 1);
        at = copied;
    }
    out.push_str(&html[copied..]);
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
        let raw = mail("", "play NE2\r\n");
        let m = read(&raw, &Envelope::default(), DOMAIN).expect("a mail");
        assert_eq!(m.from.as_deref(), Some("ann@example.org"));
        assert_eq!(m.token.as_deref(), Some("g1s0n2.abc"));
        assert_eq!(m.message_id, "r1@example.org");
        assert_eq!(m.in_reply_to, ["turn.2.red.game1.abc@herald"]);
        assert_eq!(m.automatic, None);
        let text = text_of(&raw);
        assert!(text.starts_with("play NE2"), "{text:?}");
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
        let text = text_of(&qp);
        assert!(text.starts_with("move L_henry_vi leicester"), "{text:?}");
        let b64 = mail(
            "Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n",
            "cGxheSBORTIK\r\n",
        );
        let text = text_of(&b64);
        assert!(text.starts_with("play NE2"), "{text:?}");
        let mut cp1252 = mail(
            "Content-Type: text/plain; charset=windows-1252\r\nContent-Transfer-Encoding: 8bit\r\n",
            "",
        );
        cp1252.extend(b"pass\r\n\r\n\x93Thanks\x94 \x96 Ren\xe9\r\n");
        let text = text_of(&cp1252);
        assert!(
            text.contains("\u{201c}Thanks\u{201d} \u{2013} René"),
            "{text:?}"
        );
        let html = mail(
            "Content-Type: text/html; charset=utf-8\r\n",
            "<html><body><div>play NE2</div><div class=\"gmail_quote\"><div>On Wed, Herald wrote:</div><blockquote>1. pass</blockquote></div></body></html>\r\n",
        );
        let text = text_of(&html);
        assert!(text.trim_start().starts_with("play NE2"), "{text:?}");
        assert!(!text.contains("pass"), "the quote is cut: {text:?}");
        assert_eq!(text_of(b""), "", "no mail, no text");
    }

    #[test]
    fn the_headers_are_read_without_the_body() {
        // A body mail-parser could not even decode is no obstacle to reading the headers.
        let raw = mail(
            "Content-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n",
            "!!! not base64 !!!\r\n",
        );
        let m = read(&raw, &Envelope::default(), DOMAIN).expect("a mail");
        assert_eq!(m.token.as_deref(), Some("g1s0n2.abc"));
        assert_eq!(m.message_id, "r1@example.org");
    }

    /// `blocks_as_lines` as it was before issue 26: it rescanned the rest of the text for
    /// each of the three tags at every closing tag (quadratic). The reference the single
    /// pass must agree with.
    fn blocks_as_lines_by_rescanning(html: &str) -> String {
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

    #[test]
    fn blocks_become_lines_as_before_in_one_pass() {
        let mut cases: Vec<String> = [
            "",
            "play NE2",
            "<div>play NE2</div><div>pass</div>",
            "<DIV>move a b</DIV ><Li>1</LI><tr><td>x</td></TR>",
            "<ul><li>one</li><li>two</ul>",
            "</div",
            "</tr</li</div",
            "a</li b</link c</trx> d</ d</>e",
            "<div>é</div>ü</li>日本</tr>",
            "</div>>>></div",
            "<<</</</div></div></",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        // Every string of up to 6 pieces from an alphabet of tag fragments.
        let pieces = ["</", "div", "LI", "tr", ">", "<", "x", "é"];
        for n in 0..(pieces.len().pow(5)) {
            let mut case = String::new();
            let mut k = n;
            for _ in 0..5 {
                case.push_str(pieces[k % pieces.len()]);
                k /= pieces.len();
            }
            cases.push(case);
        }
        for case in &cases {
            assert_eq!(
                blocks_as_lines(case),
                blocks_as_lines_by_rescanning(case),
                "{case:?}"
            );
        }
        // The text a reply's HTML gives is what it gave before.
        let reply = "<html><body><div dir=\"ltr\">move Y_kent sussex</div><div>pass</div><br><div class=\"gmail_quote\">On Wed wrote:<blockquote>1. pass</blockquote></div></body></html>";
        assert!(html_as_text(reply).starts_with("move Y_kent sussex\npass"));
        assert_eq!(
            html_as_text(reply),
            html_to_text(&blocks_as_lines_by_rescanning(before_the_quote(reply)))
        );
    }

    #[test]
    fn hostile_html_of_every_shape_is_read() {
        // Shapes that made the old conversion quadratic; each is read (the bench times
        // them at 4 MiB: benches/inbound.rs).
        for unit in ["</div>", "<li>", "<", "</tr</li</div", "<div>", "&amp;"] {
            let html = unit.repeat(50_000);
            let text = html_as_text(&html);
            assert!(text.len() <= html.len() * 2, "{unit}");
        }
        let giant = format!("<div title=\"{}\">play NE2</div>", "a".repeat(200_000));
        assert_eq!(html_as_text(&giant).trim(), "play NE2");
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
