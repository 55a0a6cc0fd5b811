//! Issue 30, step 8: Japanese on the pages is drawn with Herald's own font (a subset of
//! Noto Sans CJK JP served from `/static/fonts/`, allowed by `font-src 'self'`), so a
//! browser with no Japanese font of its own (CI's Chromium has none) draws every kana and
//! kanji, not boxes, at 1280 and at 390 pixels.

use serde_json::Value;

use crate::common;
use common::*;

/// What the open page's text asks of the web font, once the browser has loaded what it
/// needs: how many of Herald's Japanese faces it loaded, whether they are all loaded, and
/// whether the text has Japanese at all.
async fn japanese_drawn(chrome: &Chrome) -> Value {
    let script = r#"
        const done = arguments[arguments.length - 1];
        const text = document.body.innerText;
        const font = "16px 'Herald JP'";
        document.fonts.load(font, text).then(
            faces => done({
                faces: faces.length,
                loaded: document.fonts.check(font, text),
                japanese: /[\u3040-\u30ff\u4e00-\u9fff]/.test(text),
            }),
            error => done({ error: String(error) }),
        );
    "#;
    chrome
        .client
        .execute_async(script, Vec::new())
        .await
        .expect("the font's state")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn japanese_pages_load_herald_s_own_font_at_1280_and_390_pixels() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let reader = player_reading(&api, "yomite", "ja").await;
    let bob = player(&api, "bob").await;
    let id = start_game(&api, &reader, &[&bob]).await;
    let game = api.game(reader.auth(), id).await.expect(200);
    let play = game["actions"][0].as_str().expect("an action").to_string();
    api.play(reader.auth(), id, 0, &play).await.expect(200);
    // The font is served as a font, cached, from Herald itself.
    let font = FormClient::new(&server.base)
        .get("/static/fonts/NotoSansJP-Herald.woff2")
        .await;
    assert_eq!(font.status, 200);
    assert_eq!(font.header("content-type"), "font/woff2");
    for (width, height) in [(1280, 900), (390, 844)] {
        let Some(chrome) = Chrome::start(width, height).await else {
            return;
        };
        chrome.sign_in(&server.base, &reader.name, PASSWORD).await;
        for path in [
            "/".to_string(),
            format!("/games/{id}"),
            format!("/games/{id}/history/1"),
            "/kinds/rosenkonig/rules".to_string(),
            "/settings".to_string(),
        ] {
            chrome
                .client
                .goto(&format!("{}{path}", server.base))
                .await
                .expect("open the page");
            let drawn = japanese_drawn(&chrome).await;
            assert_eq!(drawn["japanese"], true, "{width} {path}: {drawn}");
            assert!(
                drawn["faces"].as_u64().is_some_and(|n| n >= 1),
                "{width} {path}: Herald's Japanese font was not loaded: {drawn}"
            );
            assert_eq!(drawn["loaded"], true, "{width} {path}: {drawn}");
        }
        chrome.close().await;
    }
}

/// The text of the open page as a browser holds it, what is the same in every language
/// left out: notation (`code`), the position as data (`pre`), the time zones' names.
async fn page_text(chrome: &Chrome) -> String {
    let script = r#"
        const copy = document.body.cloneNode(true);
        copy.querySelectorAll('code, pre, script, style, select[name="timezone"]')
            .forEach(e => e.remove());
        return copy.textContent;
    "#;
    chrome
        .client
        .execute(script, Vec::new())
        .await
        .expect("the page's text")
        .as_str()
        .unwrap_or_default()
        .to_string()
}

// Issue 30, "done when": every page of every game, in a real Chromium at 1280 and 390
// pixels, is in the reader's words: no message id, no English phrase of any message file,
// and Japanese drawn with Herald's font (the game page with its board, a move of the
// history, the rules and the notation of each kind).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_s_pages_are_in_russian_or_japanese_in_chromium_at_1280_and_390_pixels() {
    use crate::languages::{core_english_left, english_phrases};
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let phrases = english_phrases();
    let bob = player(&api, "bob").await;
    let kinds = ["rosenkonig", "tara", "westeros", "richard3"];
    // The check sees English where it is: the rules page of an English visitor.
    let english = FormClient::new(&server.base)
        .get("/kinds/richard3/rules")
        .await;
    assert!(!core_english_left(&english.body, &phrases).is_empty());
    for lang in ["ru", "ja"] {
        let reader = player_reading(&api, &format!("reader_{lang}"), lang).await;
        let mut pages = Vec::new();
        for kind in kinds {
            let id = start_game_of(&api, kind, &serde_json::json!({}), &reader, &[&bob]).await;
            // One move, so the history has a step to show.
            let both = [reader.clone(), bob.clone()];
            let (game, who) = common::mailbox::to_act(&api, id, &both).await;
            let who = who.expect("a player to act");
            let state = api.game(who.auth(), id).await.expect(200);
            let action = state["actions"][0].as_str().expect("an action").to_string();
            api.play(who.auth(), id, seq_of(&game), &action)
                .await
                .expect(200);
            pages.extend([
                format!("/games/{id}"),
                format!("/games/{id}/history/1"),
                format!("/kinds/{kind}/rules"),
                format!("/kinds/{kind}/notation"),
            ]);
        }
        for (width, height) in [(1280, 900), (390, 844)] {
            let Some(chrome) = Chrome::start(width, height).await else {
                return;
            };
            chrome.sign_in(&server.base, &reader.name, PASSWORD).await;
            for path in &pages {
                chrome
                    .client
                    .goto(&format!("{}{path}", server.base))
                    .await
                    .expect("open the page");
                let text = page_text(&chrome).await;
                let ours = |c: char| match lang {
                    "ru" => ('а'..='я').contains(&c),
                    _ => ('\u{3040}'..='\u{30ff}').contains(&c),
                };
                assert!(
                    text.chars().filter(|c| ours(*c)).count() > 20,
                    "{lang} {path}: {text}"
                );
                let left = core_english_left(&text, &phrases);
                assert!(
                    left.is_empty(),
                    "{lang} {width} {path}: English left: {left:?}"
                );
                for kind in kinds {
                    assert!(
                        !text.contains(&format!("{kind}-")),
                        "{lang} {width} {path}: an id"
                    );
                }
                if lang == "ja" {
                    let drawn = japanese_drawn(&chrome).await;
                    assert_eq!(drawn["loaded"], true, "{width} {path}: {drawn}");
                }
            }
            chrome.close().await;
        }
    }
}
