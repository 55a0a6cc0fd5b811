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
        // Alice reads Russian now: her refusals are in Russian.
        assert!(
            error.contains("\"en\", \"ru\" или \"ja\""),
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
            // Japanese sets no space between words and a link; Russian does.
            let joined = if lang == "ja" {
                "方は<a href=\"/sign"
            } else {
                "? <a href=\"/sign"
            };
            assert!(page.body.contains(joined), "{lang} {path}: {}", page.body);
        }
    }
    // The check sees English where it is.
    let english = FormClient::new(&server.base).get("/lobby").await;
    assert!(english_left(&english.body).contains(&"Open games"));
}

/// The phrases of Herald's own English messages (`src/i18n/en.ftl` and the refusals,
/// `src/i18n/refusals/en.ftl`): each message's text
/// between its arguments, where the Russian and the Japanese messages do not keep it
/// ("JSON API", "UTC" stay). A phrase of one word counts when it is a capitalized label
/// of four letters or more, so that "or" and "to" are not taken for English left over.
pub(crate) fn english_phrases() -> Vec<String> {
    // The core's words and each game's (step 7: the engines word through their files).
    let others = [
        [
            include_str!("../src/i18n/ru.ftl"),
            include_str!("../src/i18n/refusals/ru.ftl"),
            include_str!("../src/games/rosenkonig/i18n/ru.ftl"),
            include_str!("../src/games/tara/i18n/ru.ftl"),
            include_str!("../src/games/westeros/i18n/ru.ftl"),
            include_str!("../src/games/richard3/i18n/ru.ftl"),
        ]
        .join("\n"),
        [
            include_str!("../src/i18n/ja.ftl"),
            include_str!("../src/i18n/refusals/ja.ftl"),
            include_str!("../src/games/rosenkonig/i18n/ja.ftl"),
            include_str!("../src/games/tara/i18n/ja.ftl"),
            include_str!("../src/games/westeros/i18n/ja.ftl"),
            include_str!("../src/games/richard3/i18n/ja.ftl"),
        ]
        .join("\n"),
    ];
    let value_in = |file: &str, id: &str| -> String {
        let start = format!("\n{id} =");
        file.find(&start).map_or_else(String::new, |at| {
            let rest = &file[at + start.len()..];
            let end = rest.find("\n\n").unwrap_or(rest.len());
            let next = rest[..end]
                .char_indices()
                .find(|(i, c)| *c == '\n' && !rest[i + 1..].starts_with(' '))
                .map_or(end, |(i, _)| i);
            rest[..next].to_string()
        })
    };
    let mut phrases = Vec::new();
    let english = [
        include_str!("../src/i18n/en.ftl"),
        include_str!("../src/i18n/refusals/en.ftl"),
        include_str!("../src/games/rosenkonig/i18n/en.ftl"),
        include_str!("../src/games/tara/i18n/en.ftl"),
        include_str!("../src/games/westeros/i18n/en.ftl"),
        include_str!("../src/games/richard3/i18n/en.ftl"),
    ]
    .join("\n");
    for line in english.lines() {
        let Some((id, value)) = line.split_once(" = ") else {
            continue;
        };
        if id.starts_with('#') || id.starts_with(' ') || value.trim_start().starts_with('{') {
            continue; // a comment, a variant, or a message that only selects
        }
        let mut text = String::new();
        let mut depth = 0;
        for c in value.chars() {
            match c {
                '{' => {
                    depth += 1;
                    text.push('|');
                }
                '}' => depth -= 1,
                _ if depth == 0 => text.push(c),
                _ => {}
            }
        }
        for part in text.split([
            '|', ';', ':', '(', ')', '.', '?', ',', '—', '◀', '▶', '"', '·',
        ]) {
            let phrase = part.trim().to_string();
            let letters = phrase.chars().filter(char::is_ascii_alphabetic).count();
            let words = phrase
                .split_whitespace()
                .filter(|w| w.chars().any(char::is_alphabetic))
                .count();
            // One word counts when it is a label of its own ("Lobby", "Accept"); a lone
            // lower-case word ("next", "move") is as likely a game's own word, which the
            // engines word (step 7).
            let label = phrase
                .chars()
                .next()
                .is_some_and(|c| c.is_ascii_uppercase());
            if letters == 0 || (words == 1 && (letters < 4 || !label)) {
                continue;
            }
            if others
                .iter()
                .any(|file| value_in(file, id).contains(&phrase))
            {
                continue;
            }
            phrases.push(phrase);
        }
    }
    phrases.sort();
    phrases.dedup();
    phrases
}

/// Herald's own English phrases left in `page`'s visible text, each matched as whole
/// words with its case; the boards' inline SVG included (issue 30, step 8).
pub(crate) fn core_english_left(page: &str, phrases: &[String]) -> Vec<String> {
    let mut page = page.to_string();
    for (start, stop) in [
        // The time zones are IANA's names ("Europe/Isle_of_Man"), the same in every
        // language, which a game's place names may match ("Isle of Man").
        ("<select name=\"timezone\">", "</select>"),
        // The position as data: the view's JSON, whose keys ("draw_pile") are the API's,
        // the same in every language; and notation in the rules (`to_act`), the same too.
        ("<pre>{", "</pre>"),
        ("<code>", "</code>"),
    ] {
        while let Some(at) = page.find(start) {
            let end = page[at..].find(stop).map_or(page.len(), |e| at + e);
            page.replace_range(at..end, "");
        }
    }
    let words: Vec<String> = visible_text(&html_unescape(&page))
        .split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '-')
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect();
    phrases
        .iter()
        .filter(|phrase| {
            let phrase_words: Vec<&str> = phrase
                .split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '-')
                .filter(|w| !w.is_empty())
                .collect();
            words
                .windows(phrase_words.len())
                .any(|w| w.iter().zip(&phrase_words).all(|(a, b)| a == b))
        })
        .cloned()
        .collect()
}

#[test]
fn the_english_phrases_are_found_where_they_are() {
    let phrases = english_phrases();
    assert!(
        phrases.iter().any(|p| p == "Since your last turn"),
        "{phrases:?}"
    );
    assert!(
        !phrases.iter().any(|p| p == "JSON API" || p == "or"),
        "{phrases:?}"
    );
    let page = "<p>Статус: идёт · <button>Take back your last action</button></p>";
    assert_eq!(
        core_english_left(page, &phrases),
        ["Take back your last action"]
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_page_a_player_opens_is_in_their_language() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let phrases = english_phrases();
    let bob = player(&api, "bob").await;
    for lang in ["ru", "ja"] {
        let name = format!("reader_{lang}");
        let reader = FormClient::signed_up(&server.base, &name).await;
        let csrf = reader.csrf("/settings").await;
        let chose = [("csrf", csrf.as_str()), ("language", lang), ("back", "/")];
        assert_eq!(reader.post("/language", &chose).await.status, 303);
        let me = Player {
            name: name.clone(),
            email: email_of(&name),
            token: api.token(&name, PASSWORD).await.expect(201)["token"]
                .as_str()
                .expect("a token")
                .to_string(),
        };
        // A game under way, with a move played, a chat message and a note.
        let id = start_game(&api, &me, &[&bob]).await;
        let game = api.game(me.auth(), id).await.expect(200);
        let mover = if game["to_act"][0] == game["you"] {
            &me
        } else {
            &bob
        };
        let state = api.game(mover.auth(), id).await.expect(200);
        let action = state["actions"][0].as_str().expect("an action").to_string();
        let seq = state["seq"].as_i64().expect("a seq");
        api.play(mover.auth(), id, seq, &action).await.expect(200);
        let state = api.game(me.auth(), id).await.expect(200);
        let seq = state["seq"].as_i64().expect("a seq");
        let mut pages = vec![
            "/".to_string(),
            "/lobby".to_string(),
            "/games".to_string(),
            "/games/new".to_string(),
            "/settings".to_string(),
            format!("/players/{name}"),
            format!("/games/{id}"),
            format!("/games/{id}/history/0"),
            format!("/games/{id}/history/1"),
            "/kinds/rosenkonig/rules".to_string(),
            "/kinds/rosenkonig/notation".to_string(),
            "/nowhere".to_string(),
        ];
        if let Some(mine) = state["actions"][0].as_str() {
            pages.push(format!("/games/{id}/confirm?seq={seq}&action={mine}"));
        }
        for notice in phrases_ids("notice-") {
            pages.push(format!(
                "/lobby?notice={notice}&seat=red&game=7&number=12&email=a%40example.org"
            ));
        }
        for path in &pages {
            let page = reader.get(path).await;
            assert_eq!(html_lang(&page.body), lang, "{path}");
            let left = core_english_left(&page.body, &phrases);
            assert!(left.is_empty(), "{lang} {path}: English left: {left:?}");
        }
        let visitor = FormClient::new(&server.base);
        for path in [
            "/signin",
            "/signup",
            "/reset",
            "/reset/no-such-link",
            "/unsubscribe/nothing",
        ] {
            let page = visitor.get_with(path, ("accept-language", lang)).await;
            assert_eq!(html_lang(&page.body), lang, "{path}");
            let left = core_english_left(&page.body, &phrases);
            assert!(left.is_empty(), "{lang} {path}: English left: {left:?}");
        }
    }
}

/// The ids of the English messages that start with `prefix`, without it.
fn phrases_ids(prefix: &str) -> Vec<String> {
    include_str!("../src/i18n/en.ftl")
        .lines()
        .filter_map(|line| line.strip_prefix(prefix)?.split_once(" = "))
        .map(|(key, _)| key.to_string())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refusals_are_worded_in_the_callers_language_and_keep_their_status() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let phrases = english_phrases();
    let bad_mail = json!({ "mail": "often" });
    let english = player(&api, "reader_en").await;
    let error = api
        .put("/api/me/settings", english.auth(), &bad_mail)
        .await
        .expect_error(422);
    assert!(
        error.starts_with("mail \"often\" is not allowed"),
        "{error}"
    );
    let bob = player(&api, "bob").await;
    let expected = [
        (
            "ru",
            "недопустимое значение",
            "партии \"abc\" нет",
            "Я сдаю партию",
        ),
        (
            "ja",
            "指定できません",
            "対局 \"abc\" はありません",
            "この対局を投了します",
        ),
    ];
    for (lang, bad_setting, bad_path, untick) in expected {
        // A player's token: their setting.
        let reader = player_reading(&api, &format!("reader_{lang}"), lang).await;
        let error = api
            .put("/api/me/settings", reader.auth(), &bad_mail)
            .await
            .expect_error(422);
        assert!(error.contains(bad_setting), "{lang}: {error}");
        let left = core_english_left(&error, &phrases);
        assert!(
            left.is_empty(),
            "{lang}: English left in {error:?}: {left:?}"
        );
        // No token: the browser's language; the status is the same.
        let request = api
            .get_request("/api/games/abc", None)
            .header("accept-language", lang);
        let reply = api.try_send(request).await.expect("an answer");
        assert_eq!(reply.status, 404, "{}", reply.body);
        let error = reply.json["error"].as_str().expect("an error").to_string();
        assert!(error.contains(bad_path), "{lang}: {error}");
        let request = api
            .get_request("/api/me/settings", Some("hr_nosuchtoken"))
            .header("accept-language", lang);
        let reply = api.try_send(request).await.expect("an answer");
        assert_eq!(reply.status, 401, "{}", reply.body);
        let error = reply.json["error"].as_str().expect("an error").to_string();
        assert!(
            core_english_left(&error, &phrases).is_empty(),
            "{lang}: {error}"
        );
        // A page's refusal comes back to the page in the player's language.
        let id = start_game(&api, &reader, &[&bob]).await;
        let page = FormClient::new(&server.base);
        page.sign_in(&reader.name, PASSWORD).await;
        let csrf = page.csrf(&format!("/games/{id}")).await;
        let refused = page
            .post(&format!("/games/{id}/resign"), &[("csrf", csrf.as_str())])
            .await;
        assert_eq!(refused.status, 303, "{}", refused.body);
        let back = page.get(&refused.header("location")).await;
        assert!(
            html_unescape(&back.body).contains(untick),
            "{lang}: {}",
            back.body
        );
        let left = core_english_left(&back.body, &phrases);
        assert!(left.is_empty(), "{lang}: English left: {left:?}");
        // A settings form refused for its values: the page again, the refusal in the
        // player's language.
        let csrf = page.csrf("/settings").await;
        let fields = [
            ("csrf", csrf.as_str()),
            ("mail", "digest"),
            ("digest_hour", "noon"),
        ];
        let refused = page.post("/settings/mail", &fields).await;
        assert_eq!(refused.status, 303, "{lang}: {}", refused.body);
        let settings = page.get(&refused.header("location")).await;
        let left = core_english_left(&settings.body, &phrases);
        assert!(left.is_empty(), "{lang}: English left: {left:?}");
        assert!(
            settings.body.contains("0")
                && settings.body.contains("23")
                && settings.body.contains("noon"),
            "{lang}: {}",
            settings.body
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_players_mails_are_in_their_language() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let phrases = english_phrases();
    let bob = player(&api, "bob").await;
    let expected = [
        ("ru", "Король роз", "Здравствуйте, mailed_ru!"),
        ("ja", "ローゼンケーニッヒ", "mailed_jaさん"),
    ];
    for (lang, title, hello) in expected {
        let name = format!("mailed_{lang}");
        let reader = player(&api, &name).await;
        api.put(
            "/api/me/settings",
            reader.auth(),
            &json!({ "language": lang }),
        )
        .await
        .expect(200);
        // Bob invites the reader (an invitation mail), they join, and play on until the
        // reader has a turn mail.
        let id = start_game(&api, &bob, &[&reader]).await;
        let both = [bob.clone(), reader.clone()];
        let mut turn = None;
        for _ in 0..4 {
            let (game, who) = common::mailbox::to_act(&api, id, &both).await;
            let who = who.expect("a player to act");
            if who.name == reader.name {
                turn = Some(game["seq"].as_i64().expect("a seq"));
                break;
            }
            let state = api.game(who.auth(), id).await.expect(200);
            let action = state["actions"][0].as_str().expect("an action").to_string();
            let seq = state["seq"].as_i64().expect("a seq");
            api.play(who.auth(), id, seq, &action).await.expect(200);
        }
        assert!(turn.is_some(), "{lang}: the reader's turn came");
        let wanted = |s: &SmtpServer| {
            let mails = s.messages_to(&reader.email, "");
            mails.len() >= 2
        };
        smtp.wait_until("the reader's invitation and turn mails", PATIENCE, wanted)
            .await;
        for mail in smtp.messages_to(&reader.email, "") {
            assert!(mail.subject.contains(title), "{lang}: {}", mail.subject);
            assert!(mail.text.starts_with(hello), "{lang}: {}", mail.text);
            assert!(
                mail.html.contains(&format!("<html lang=\"{lang}\">")),
                "{lang}: {}",
                mail.html
            );
            for part in [&mail.subject, &mail.text, &mail.html] {
                let left = core_english_left(part, &phrases);
                assert!(left.is_empty(), "{lang}: English left: {left:?} in {part}");
            }
        }
    }
}

/// Whether `text` holds a letter of the script of `lang` (Cyrillic, or kana and kanji).
pub(crate) fn in_script(lang: &str, text: &str) -> bool {
    text.chars().any(|c| match lang {
        "ru" => ('а'..='я').contains(&c.to_lowercase().next().unwrap_or(c)),
        _ => ('\u{3040}'..='\u{30ff}').contains(&c) || ('\u{4e00}'..='\u{9fff}').contains(&c),
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_imported_record_and_a_new_games_terms_are_refused_in_the_readers_words() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let phrases = english_phrases();
    for lang in ["ru", "ja"] {
        // A finished game of the reader's to upload again, changed.
        let reader = player_reading(&api, &format!("rec_{lang}"), lang).await;
        let other = player(&api, &format!("opp_{lang}")).await;
        let id = start_game(&api, &reader, &[&other]).await;
        let mut table = Table::new(&api, id, &[&reader, &other]).await;
        let mut rng = Rng::new(5);
        for _ in 0..4 {
            table.step(&mut rng).await;
        }
        api.post(&format!("/api/games/{id}/resign"), other.auth(), &json!({}))
            .await
            .expect(200);
        let doc = api
            .get(&format!("/api/games/{id}/export"), reader.auth())
            .await
            .expect(200);
        let changed = |path: &[&str], value: serde_json::Value| {
            let mut bad = doc.clone();
            let mut at = &mut bad;
            for key in path {
                at = match key.parse::<usize>() {
                    Ok(i) => &mut at[i],
                    Err(_) => &mut at[*key],
                };
            }
            *at = value;
            bad
        };
        let uploads = [
            (changed(&["format"], json!("elsewhere/1")), "elsewhere/1"),
            (changed(&["moves", "0", "seat"], json!("green")), "green"),
            (
                changed(&["moves", "0", "action"], json!("fly away")),
                "fly away",
            ),
            (
                changed(&["moves", "1", "at"], json!("yesterday")),
                "yesterday",
            ),
            (changed(&["seed_hash"], json!("00")), "seed_hash"),
            (
                changed(
                    &["terms", "clock"],
                    json!({ "type": "per_move", "days": 0 }),
                ),
                "bank_standard",
            ),
            (changed(&["terms", "timeout"], json!("forfeit")), "handover"),
            (changed(&["result"], json!({ "winner": "red" })), "winner"),
        ];
        for (upload, kept) in uploads {
            // Act
            let error = api
                .post("/api/games/import", reader.auth(), &upload)
                .await
                .expect_error(422);
            // Assert: in the reader's words, the document's own values as written, no
            // message id, no English sentence.
            assert!(in_script(lang, &error), "{lang}: {error}");
            assert!(error.contains(kept), "{lang}: {kept} in {error}");
            assert!(
                !error.contains("import-refused") && !error.contains("terms-"),
                "{lang}: {error}"
            );
            let left = core_english_left(&error, &phrases);
            assert!(left.is_empty(), "{lang}: English {left:?} in {error}");
        }
        // A time zone Herald does not know, named back as written.
        let error = api
            .put(
                "/api/me/settings",
                reader.auth(),
                &json!({ "timezone": "Mars/Olympus" }),
            )
            .await
            .expect_error(422);
        assert!(
            in_script(lang, &error) && error.contains("\"Mars/Olympus\""),
            "{lang}: {error}"
        );
        let left = core_english_left(&error, &phrases);
        assert!(left.is_empty(), "{lang}: English {left:?} in {error}");
        // A new game's terms are refused the same way, the clocks listed in the reader's
        // words (days and hours counted by the language's rules).
        let error = api
            .create_game(
                reader.auth(),
                &json!({ "kind": "rosenkonig", "options": { "clock": "fast" } }),
            )
            .await
            .expect_error(422);
        assert!(in_script(lang, &error), "{lang}: {error}");
        let counted = if lang == "ru" {
            "36 часов"
        } else {
            "36時間"
        };
        assert!(
            error.contains("\"bank_slow\"") && error.contains(counted),
            "{lang}: {error}"
        );
        let left = core_english_left(&error, &phrases);
        assert!(left.is_empty(), "{lang}: English {left:?} in {error}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_apis_own_answers_are_in_the_callers_language() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let phrases = english_phrases();
    let http = reqwest::Client::new();
    let url = |path: &str| format!("{}{path}", server.base);
    for lang in ["ru", "ja"] {
        // Answers no handler words: a method the route does not take (405), a body that
        // is not JSON (415), a body over the limit (413).
        let requests = [
            (http.delete(url("/api/kinds")), 405),
            (
                http.post(url("/api/users"))
                    .header("content-type", "text/plain")
                    .body("name=x"),
                415,
            ),
            (
                http.post(url("/api/users"))
                    .header("content-type", "application/json")
                    .body(vec![b' '; 70 * 1024]),
                413,
            ),
        ];
        for (request, status) in requests {
            // Act
            let reply = reply_of(
                request
                    .header("accept-language", lang)
                    .send()
                    .await
                    .expect("an answer"),
            )
            .await;
            // Assert: the status as before, the sentence in the caller's language.
            assert_eq!(reply.status, status, "{}", reply.body);
            let error = reply.json["error"].as_str().expect("an error").to_string();
            assert!(in_script(lang, &error), "{lang} {status}: {error}");
            assert!(!error.contains("api-error"), "{lang} {status}: {error}");
            let left = core_english_left(&error, &phrases);
            assert!(
                left.is_empty(),
                "{lang} {status}: English {left:?} in {error}"
            );
        }
    }
}
