//! The board in the turn mail (issue 12, item 9): every turn mail of a game that draws a
//! board carries it as an inline PNG (`cid:board`) that the HTML part shows, rendered from
//! the board as the reader sees it; the plain part keeps the text; a mail stays small.

use crate::common;

use common::*;
use serde_json::json;

/// The width and height a PNG's header gives.
fn png_size(png: &[u8]) -> (u32, u32) {
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n", "a PNG");
    let number = |at: usize| u32::from_be_bytes(png[at..at + 4].try_into().unwrap());
    (number(16), number(20))
}

/// The `width` and `height` of the first `<svg>` in a page.
fn svg_size(html: &str) -> (u32, u32) {
    let svg = &html[html.find("<svg").expect("the page draws a board")..];
    let svg = &svg[..svg.find('>').unwrap()];
    let number = |name: &str| -> u32 {
        let at = svg.find(&format!(" {name}=\"")).unwrap() + name.len() + 3;
        svg[at..].split('"').next().unwrap().parse().unwrap()
    };
    (number("width"), number("height"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_mail_shows_the_board_as_the_reader_sees_it_as_an_inline_png() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let [alice, bob] = <[Player; 2]>::try_from(players(&api, &["alice", "bob"]).await).unwrap();
    for kind in ["rosenkonig", "tara", "richard3", "westeros"] {
        let id = start_game_of(&api, kind, &json!({}), &alice, &[&bob]).await;
        let title = api.game(None, id).await.expect(200)["title"]
            .as_str()
            .expect("a title")
            .to_string();
        let before = smtp.count();
        let mut table = Table::new(&api, id, &[&alice, &bob]).await;
        let mut rng = Rng::new(3);
        // Play until a turn passes to the other player (a turn mail goes out).
        let turn_mail = |mails: &[Mail]| {
            mails[before..]
                .iter()
                .find(|m| m.subject.starts_with(&format!("Your turn: {title} #{id} ")))
                .cloned()
        };
        for _ in 0..4 {
            table.step(&mut rng).await;
        }
        let mail = loop {
            if let Some(mail) = turn_mail(&smtp.messages()) {
                break mail;
            }
            smtp.wait_for(smtp.count() + 1, PATIENCE).await;
        };
        let (cid, content_type, png) = mail
            .images
            .iter()
            .find(|(cid, _, _)| cid == "board")
            .unwrap_or_else(|| panic!("{kind}: no board picture in {}", mail.subject))
            .clone();
        assert_eq!(
            (cid.as_str(), content_type.as_str()),
            ("board", "image/png")
        );
        assert!(mail.html.contains("cid:board"), "{kind}: the HTML shows it");
        assert!(
            !mail.text.contains("cid:"),
            "{kind}: the plain part keeps the text"
        );
        let reader = if mail.to == alice.email { &alice } else { &bob };
        let page = FormClient::new(&server.base);
        page.sign_in(&reader.name, PASSWORD).await;
        let (width, height) = svg_size(&page.get(&format!("/games/{id}")).await.body);
        // 1.5 pixels a unit, or fewer for a board that would take over 800,000 pixels.
        // (The page's board may be taller than the mail's: it adds the reader's action
        // buttons. Its width is the same.)
        let (w, h) = png_size(&png);
        let scale = f64::from(w) / f64::from(width);
        assert!(
            scale <= 1.51 && w * h <= 808_000 && (scale >= 1.49 || w * h >= 780_000),
            "{kind}: the picture ({w} x {h}) is the board ({width} x {height}) at {scale:.2} px a unit"
        );
        assert!(
            f64::from(h) <= f64::from(height) * scale + 1.0,
            "{kind}: {h} px high"
        );
        assert!(
            mail.size < 300_000,
            "{kind}: the mail is {} bytes",
            mail.size
        );
    }
}
