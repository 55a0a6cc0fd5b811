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

/// The text a reader sees on a page: tags left out, and the values of the attributes a
/// reader is shown (`title`, `aria-label`, `data-label`, `placeholder`).
fn visible_text(page: &str) -> String {
    let mut text = String::new();
    let mut rest = page;
    while let Some(open) = rest.find('<') {
        text.push_str(&rest[..open]);
        text.push(' ');
        let close = rest[open..].find('>').map_or(rest.len(), |c| open + c + 1);
        let tag = &rest[open..close];
        for attribute in [
            "title=\"",
            "aria-label=\"",
            "data-label=\"",
            "placeholder=\"",
        ] {
            if let Some(at) = tag.find(attribute) {
                let value = &tag[at + attribute.len()..];
                text.push_str(&value[..value.find('"').unwrap_or(value.len())]);
                text.push(' ');
            }
        }
        rest = &rest[close..];
    }
    text.push_str(rest);
    // Scripts' and styles' own text is not shown.
    text
}

/// The English words of the pages worded so far (issue 30, steps 2-4): none may be left
/// on a Russian or Japanese page. A word is matched whole, with its case.
const ENGLISH_UI_WORDS: &[&str] = &[
    "Lobby",
    "My games",
    "New game",
    "Sign out",
    "Sign in",
    "Sign up",
    "Password",
    "Mail address",
    "Forgot your password",
    "Open games",
    "Seats to take over",
    "No open game",
    "Start one",
    "The rules in brief",
    "Game",
    "Players",
    "Status",
    "Turn",
    "Since",
    "Deadline",
    "Rules",
    "Join as",
    "You play no game yet",
    "Board games",
    "Programs can do everything",
    "Language",
    "Save language",
];

/// English UI words left in `page`'s visible text.
fn english_left(page: &str) -> Vec<&'static str> {
    let text = visible_text(page);
    let words: Vec<&str> = text
        .split(|c: char| !c.is_alphanumeric() && c != '\'')
        .filter(|w| !w.is_empty())
        .collect();
    ENGLISH_UI_WORDS
        .iter()
        .copied()
        .filter(|phrase| {
            let phrase_words: Vec<&str> = phrase.split(' ').collect();
            words
                .windows(phrase_words.len())
                .any(|w| w == phrase_words.as_slice())
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_worded_pages_leave_no_english_for_russian_and_japanese_readers() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let alice = player(&api, "alice").await;
    // An open game in the lobby, so that its list and buttons are shown.
    api.create_game(alice.auth(), &json!({ "kind": "rosenkonig" }))
        .await
        .expect(201);
    let expected = [
        ("ru", ["Открытые партии", "набор игроков", "ждёт игроков"]),
        ("ja", ["募集中の対局", "募集中", "参加者待ち"]),
    ];
    for (lang, words) in expected {
        let visitor = FormClient::new(&server.base);
        let csrf = visitor.csrf("/").await;
        let chose = [("csrf", csrf.as_str()), ("language", lang), ("back", "/")];
        assert_eq!(visitor.post("/language", &chose).await.status, 303);
        let name = format!("reader_{lang}");
        let fields_page = visitor.get("/signup").await;
        let csrf = csrf_field(&fields_page.body);
        let email = email_of(&name);
        let signed_up = visitor
            .post(
                "/signup",
                &[
                    ("csrf", csrf.as_str()),
                    ("name", &name),
                    ("email", &email),
                    ("password", PASSWORD),
                ],
            )
            .await;
        assert_eq!(signed_up.status, 303, "{}", signed_up.body);
        let lobby = visitor.get("/lobby").await;
        for word in words {
            assert!(lobby.body.contains(word), "{lang} {word}: {}", lobby.body);
        }
        for path in ["/", "/lobby", "/games", "/nowhere"] {
            let page = visitor.get(path).await;
            assert_eq!(html_lang(&page.body), lang, "{path}");
            let left = english_left(&page.body);
            assert!(left.is_empty(), "{lang} {path}: English left: {left:?}");
        }
        let anonymous = FormClient::new(&server.base);
        for path in ["/signin", "/signup"] {
            let page = anonymous.get_with(path, ("accept-language", lang)).await;
            let left = english_left(&page.body);
            assert!(left.is_empty(), "{lang} {path}: English left: {left:?}");
            // A sentence ending with a link ends as the language ends one.
            let end = if lang == "ja" {
                "</a>。</p>"
            } else {
                "</a>.</p>"
            };
            assert!(page.body.contains(end), "{lang} {path}: {}", page.body);
        }
    }
    // The check sees English where it is.
    let english = FormClient::new(&server.base).get("/lobby").await;
    assert!(english_left(&english.body).contains(&"Open games"));
}
