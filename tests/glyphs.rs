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
