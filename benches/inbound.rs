//! Reading a received mail (issue 26 §1): how long Herald takes to turn a mail's body into
//! the text its moves are read from, for HTML bodies of hostile shapes (`</div>` repeated,
//! `<li>` nested, `<` repeated, one giant tag, deep nesting, entities, an unclosed
//! comment) and plain bodies in every transfer encoding, at 240 KB, 1 MiB and 4 MiB. Each
//! mail is read whole (mail-parser's MIME parse, the HTML cut above the quote, blocks as
//! lines, HTML to text), as the receiver does it for a reply with a valid token.
//!
//! The headers alone (what every mail costs before any check: many headers, one long `To`)
//! are timed too (`-- headers`).
//!
//! `cargo bench --bench inbound` (or `-- SHAPE` for one shape; `INBOUND_BENCH_SIZES=61440,122880`
//! for other sizes, in bytes). The target: every 4 MiB body in under 0.5 s.

use std::time::{Duration, Instant};

use herald::inbound::message;

/// Body sizes measured unless `INBOUND_BENCH_SIZES` says others.
const SIZES: [usize; 3] = [240 * 1024, 1024 * 1024, 4 * 1024 * 1024];
/// Runs of each case; the figure is their median.
const RUNS: usize = 5;

/// A shape of body: its name, its Content-Type and how to fill `size` bytes with it.
struct Shape {
    name: &'static str,
    content_type: &'static str,
    body: fn(usize) -> String,
}

/// `unit` repeated to about `size` bytes.
fn repeated(unit: &str, size: usize) -> String {
    unit.repeat(size / unit.len())
}

const HTML: &str = "text/html; charset=utf-8";
const PLAIN: &str = "text/plain; charset=utf-8";

fn shapes() -> Vec<Shape> {
    vec![
        Shape {
            name: "close-div",
            content_type: HTML,
            body: |n| format!("<div>play NE2</div>{}", repeated("</div>", n)),
        },
        Shape {
            name: "nested-li",
            content_type: HTML,
            body: |n| format!("<ul>{}play NE2", repeated("<li>", n)),
        },
        Shape {
            name: "lt",
            content_type: HTML,
            body: |n| repeated("<", n),
        },
        Shape {
            name: "one-tag",
            content_type: HTML,
            body: |n| format!("<div title=\"{}\">play NE2</div>", "a".repeat(n)),
        },
        Shape {
            name: "deep",
            content_type: HTML,
            body: |n| {
                let half = repeated("<div>", n / 2);
                format!("{half}play NE2{}", repeated("</div>", n / 2 * 6 / 5))
            },
        },
        Shape {
            name: "close-tags-unended",
            content_type: HTML,
            body: |n| repeated("</tr</li</div", n),
        },
        Shape {
            name: "words-and-entities",
            content_type: HTML,
            body: |n| repeated("play &amp; &#x1F600; &bogus; a<br>", n),
        },
        Shape {
            name: "unclosed-comment",
            content_type: HTML,
            body: |n| format!("play NE2<!--{}", repeated("- > --", n)),
        },
        Shape {
            name: "quote-marks",
            content_type: HTML,
            body: |n| format!("<div>play NE2</div>{}", repeated("<hr<blockquote", n)),
        },
        Shape {
            name: "plain",
            content_type: PLAIN,
            body: |n| repeated("play NE2\r\n", n),
        },
        Shape {
            name: "plain-qp",
            content_type: "text/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable",
            body: |n| repeated("play=20NE2 =C3=A9=\r\n", n),
        },
    ]
}

/// A reply with `body` as its one part.
fn mail(content_type: &str, body: &str) -> Vec<u8> {
    format!(
        "From: <ann@example.org>\r\nTo: <move+g1s0n2.abc@play.example.org>\r\nSubject: Re: your turn\r\nMessage-ID: <r1@example.org>\r\nMIME-Version: 1.0\r\nContent-Type: {content_type}\r\n\r\n{body}\r\n"
    )
    .into_bytes()
}

/// The text Herald reads moves from.
fn text_of(raw: &[u8]) -> String {
    message::text_of(raw)
}

/// The text as Herald read it before issue 26, for the "before" figures: the same parse,
/// but each block's end found by rescanning the rest of the text for each of three tags
/// (quadratic). Run only up to [`BEFORE_UP_TO`] bytes.
fn text_before(raw: &[u8]) -> String {
    use mail_parser::{MessageParser, PartType};
    let Some(message) = MessageParser::default().parse(raw) else {
        return String::new();
    };
    let has_plain = message
        .text_bodies()
        .any(|part| matches!(part.body, PartType::Text(_)));
    match (has_plain, message.body_html(0)) {
        (false, Some(html)) => {
            let html = message::before_the_quote(&html);
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
            mail_parser::decoders::html::html_to_text(&out)
        }
        _ => message
            .body_text(0)
            .map(|t| t.into_owned())
            .unwrap_or_default(),
    }
}

/// The largest body the "before" reference is timed on (it is quadratic).
const BEFORE_UP_TO: usize = 240 * 1024;

fn main() {
    if !std::env::args().any(|a| a == "--bench") {
        println!("run with `cargo bench --bench inbound`");
        return;
    }
    let only = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    let sizes: Vec<usize> = std::env::var("INBOUND_BENCH_SIZES")
        .ok()
        .map(|s| s.split(',').filter_map(|n| n.trim().parse().ok()).collect())
        .unwrap_or_else(|| SIZES.to_vec());
    let mut worst = Duration::ZERO;
    for shape in shapes() {
        if only.as_deref().is_some_and(|o| o != shape.name) {
            continue;
        }
        for &size in &sizes {
            let raw = mail(shape.content_type, &(shape.body)(size));
            let mut times = Vec::with_capacity(RUNS);
            let mut chars = 0;
            for _ in 0..RUNS {
                let started = Instant::now();
                chars = text_of(&raw).len();
                times.push(started.elapsed());
            }
            times.sort();
            let median = times[RUNS / 2];
            worst = worst.max(times[RUNS - 1]);
            let before = (size <= BEFORE_UP_TO).then(|| {
                let started = Instant::now();
                let text = text_before(&raw);
                assert_eq!(text.len(), chars, "{}: the same text as before", shape.name);
                format!("; before: {:.2} ms", started.elapsed().as_secs_f64() * 1e3)
            });
            println!(
                "{:<20} {:>8} KB: median {:>9.2} ms, max {:>9.2} ms ({:.0} MB/s), text {} bytes{}",
                shape.name,
                raw.len() / 1024,
                median.as_secs_f64() * 1e3,
                times[RUNS - 1].as_secs_f64() * 1e3,
                raw.len() as f64 / median.as_secs_f64() / 1e6,
                chars,
                before.unwrap_or_default()
            );
        }
    }
    if only.as_deref().is_none_or(|o| o == "headers") {
        for &size in &sizes {
            worst = worst.max(headers(size));
        }
    }
    println!("slowest run: {:.2} ms", worst.as_secs_f64() * 1e3);
}

/// Reading the envelope and headers alone (what every mail costs, before any check) of
/// mails whose headers are `size` bytes: many headers, and one `To` of many addresses.
/// The slowest run.
fn headers(size: usize) -> Duration {
    let many = repeated("X-Junk: a b c d e f g h\r\n", size);
    let to = format!(
        "To: {}move+g1s0n2.abc@play.example.org\r\n",
        repeated("Someone <someone@example.org>,\r\n ", size)
    );
    let mut worst = Duration::ZERO;
    for (name, headers) in [("headers-many", many), ("headers-long-to", to)] {
        let raw = format!(
            "From: <ann@example.org>\r\nSubject: Re: your turn\r\n{headers}Content-Type: text/plain\r\n\r\npass\r\n"
        );
        let mut times = Vec::with_capacity(RUNS);
        let mut token = None;
        for _ in 0..RUNS {
            let started = Instant::now();
            let mail = message::read(
                raw.as_bytes(),
                &message::Envelope::default(),
                "play.example.org",
            );
            times.push(started.elapsed());
            token = mail.and_then(|m| m.token);
        }
        times.sort();
        worst = worst.max(times[RUNS - 1]);
        println!(
            "{:<20} {:>8} KB: median {:>9.2} ms, max {:>9.2} ms, token {:?}",
            name,
            raw.len() / 1024,
            times[RUNS / 2].as_secs_f64() * 1e3,
            times[RUNS - 1].as_secs_f64() * 1e3,
            token
        );
    }
    worst
}
