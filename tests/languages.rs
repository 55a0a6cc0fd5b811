//! Issue 30, languages: a player's `language` setting (API and settings page), a visitor's
//! language from the switch's cookie or the browser's `Accept-Language`, and pages worded in
//! it, with `<html lang>` and `Vary`.

use serde_json::json;

use crate::common;
use common::*;

/// The `lang` of a page's `<html>`.
fn html_lang(page: &str) -> &str {
    let at = page.find("<html lang=\"").expect("an html element") + "<html lang=\"".len();
    &page[at..at + page[at..].find('"').expect("the attribute ends")]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_language_setting_is_one_herald_speaks_or_nothing_changes() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let alice = player(&api, "alice").await;
    let settings = api.get("/api/me/settings", alice.auth()).await.expect(200);
    assert_eq!(
        settings["language"], "en",
        "an account made by the API: {settings}"
    );

    let changed = api
        .put(
            "/api/me/settings",
            alice.auth(),
            &json!({ "language": "ru" }),
        )
        .await
        .expect(200);
    assert_eq!(changed["language"], "ru");
    for refused in [
        json!("de"),
        json!("RU"),
        json!("ru-RU"),
        json!(1),
        json!(null),
    ] {
        let body = json!({ "language": refused, "timezone": "Asia/Tokyo" });
        let reply = api.put("/api/me/settings", alice.auth(), &body).await;
        let error = reply.expect_error(422);
        assert!(
            error.contains("\"en\", \"ru\" or \"ja\""),
            "{refused}: {error}"
        );
    }
    let kept = api.get("/api/me/settings", alice.auth()).await.expect(200);
    assert_eq!(kept["language"], "ru", "nothing changed: {kept}");
    assert_eq!(kept["timezone"], "UTC", "nothing changed: {kept}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_visitor_reads_the_browser_s_language_until_the_switch_chooses_one() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let visitor = FormClient::new(&server.base);

    let english = visitor.get("/").await;
    assert_eq!(html_lang(&english.body), "en");
    assert!(english.body.contains(">Lobby</a>"), "{}", english.body);
    let vary = english
        .headers
        .get("vary")
        .expect("pages vary")
        .to_str()
        .unwrap();
    assert!(
        vary.contains("Accept-Language") && vary.contains("Cookie"),
        "{vary}"
    );

    let russian = visitor
        .get_with("/", ("accept-language", "ru-RU,ru;q=0.9,en;q=0.8"))
        .await;
    assert_eq!(html_lang(&russian.body), "ru");
    assert!(russian.body.contains(">Лобби</a>"), "{}", russian.body);
    assert!(
        russian.body.contains("Ричард III: Война Роз"),
        "{}",
        russian.body
    );
    let japanese = visitor.get_with("/", ("accept-language", "ja")).await;
    assert_eq!(html_lang(&japanese.body), "ja");
    assert!(japanese.body.contains(">ロビー</a>"), "{}", japanese.body);

    // The switch: Japanese chosen, kept in a cookie, before the browser's Russian.
    let csrf = visitor.csrf("/").await;
    let switched = visitor
        .post(
            "/language",
            &[("csrf", &csrf), ("language", "ja"), ("back", "/lobby")],
        )
        .await;
    assert_eq!(switched.status, 303, "{}", switched.body);
    assert_eq!(switched.headers["location"], "/lobby");
    let cookie = switched.headers["set-cookie"].to_str().unwrap();
    assert!(cookie.starts_with("herald_lang=ja;"), "{cookie}");
    let after = visitor.get_with("/", ("accept-language", "ru")).await;
    assert_eq!(html_lang(&after.body), "ja", "the choice comes first");

    // The switch goes back only to this site, and takes only a language Herald speaks.
    let elsewhere = visitor
        .post(
            "/language",
            &[
                ("csrf", &csrf),
                ("language", "ru"),
                ("back", "https://evil.test/"),
            ],
        )
        .await;
    assert_eq!(elsewhere.headers["location"], "/");
    let unknown = visitor
        .post(
            "/language",
            &[("csrf", &csrf), ("language", "de"), ("back", "/lobby")],
        )
        .await;
    assert_eq!(unknown.status, 303);
    let location = unknown.headers["location"].to_str().unwrap();
    assert!(location.starts_with("/lobby?error="), "{location}");
    assert_eq!(
        html_lang(&visitor.get("/").await.body),
        "ru",
        "still Russian"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_signs_up_in_the_page_s_language_and_the_switch_changes_the_account() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let browser = FormClient::new(&server.base);
    let japanese = ("accept-language", "ja-JP,ja;q=0.9");
    let page = browser.get_with("/signup", japanese).await;
    let csrf = csrf_field(&page.body);
    let fields = [
        ("csrf", csrf.as_str()),
        ("name", "kenji"),
        ("email", &email_of("kenji")),
        ("password", PASSWORD),
    ];
    let signed_up = browser.post_with("/signup", japanese, &fields).await;
    assert_eq!(signed_up.status, 303, "{}", signed_up.body);
    let token = api.token("kenji", PASSWORD).await.expect(201)["token"]
        .as_str()
        .expect("a token")
        .to_string();
    let settings = api.get("/api/me/settings", Some(&token)).await.expect(200);
    assert_eq!(settings["language"], "ja", "{settings}");

    // Signed in, the account's language comes before the browser's.
    let page = browser
        .get_with("/settings", ("accept-language", "en"))
        .await;
    assert_eq!(html_lang(&page.body), "ja");
    assert!(page.body.contains("言語を保存"), "{}", page.body);
    // The token just made is listed with its time in Japanese words, in UTC (the account
    // chose no zone), which the browser's English script leaves alone.
    let made = page.body.find("<time datetime=").expect("the token's time");
    let tag = &page.body[made..made + page.body[made..].find("</time>").unwrap()];
    assert!(tag.contains("今（") || tag.contains("前（"), "{tag}");
    assert!(
        tag.contains(" UTC）") && !tag.contains("data-local"),
        "{tag}"
    );
    let csrf = csrf_field(&page.body);
    let saved = browser
        .post(
            "/language",
            &[
                ("csrf", &csrf),
                ("language", "ru"),
                ("back", "/settings#language"),
            ],
        )
        .await;
    assert_eq!(saved.status, 303, "{}", saved.body);
    assert_eq!(saved.headers["location"], "/settings#language");
    assert!(
        saved
            .headers
            .get("set-cookie")
            .is_none_or(|c| { !c.to_str().unwrap().contains("herald_lang") })
    );
    let settings = api.get("/api/me/settings", Some(&token)).await.expect(200);
    assert_eq!(settings["language"], "ru", "{settings}");
    let page = browser.get("/settings").await;
    assert_eq!(html_lang(&page.body), "ru");
    assert!(page.body.contains("Сохранить язык"), "{}", page.body);
}
