//! Chat per game (issue 16.1) through the real server: players write, anyone who may see
//! the game reads; the limits (length, control characters, rate) with their answers; the
//! chat on the game page, escaped, with its form; muting; and the "your turn" mail that
//! carries the messages its reader has not seen, in their time zone, and only those.

use crate::common;

use common::*;
use serde_json::{Value, json};

/// The messages of game `id` as `token`'s holder reads them.
async fn chat_of(api: &Api, token: Option<&str>, id: i64) -> Value {
    api.get(&format!("/api/games/{id}/chat"), token)
        .await
        .expect(200)
}

/// Posts `text` to game `id`'s chat.
async fn say(api: &Api, who: &Player, id: i64, text: &str) -> Reply {
    api.post(
        &format!("/api/games/{id}/chat"),
        who.auth(),
        &json!({ "text": text }),
    )
    .await
}

/// The player to act in game `id` plays their first offered action; answers the new seq.
async fn move_by(api: &Api, who: &Player, id: i64) -> i64 {
    let mine = api.game(who.auth(), id).await.expect(200);
    let action = strings(&mine["actions"])
        .into_iter()
        .next()
        .unwrap_or_else(|| panic!("{} is not to act: {mine}", who.name));
    let answer = api
        .play(who.auth(), id, seq_of(&mine), &action)
        .await
        .expect(200);
    seq_of(&answer)
}

/// The "your turn" mail of game `id` at move `seq` to `who`, once it came.
async fn turn_mail(smtp: &SmtpServer, who: &Player, id: i64, seq: i64) -> Mail {
    let (tag, game) = (format!("turn.{seq}."), format!(".game{id}."));
    let found = |smtp: &SmtpServer| {
        smtp.messages().into_iter().find(|m| {
            m.to == who.email && m.message_id.starts_with(&tag) && m.message_id.contains(&game)
        })
    };
    smtp.wait_until(
        &format!("{}'s turn mail at move {seq}", who.name),
        PATIENCE,
        |s| found(s).is_some(),
    )
    .await;
    found(smtp).expect("found")
}

/// `at` (RFC 3339) as a reader in `zone` reads it in a mail: "Thu 26 Nov, 20:29 JST".
fn wall_time(at: &str, zone: &str) -> String {
    let ts: jiff::Timestamp = at.parse().expect("an RFC 3339 time");
    let zone = jiff::tz::TimeZone::get(zone).expect("a zone");
    ts.to_zoned(zone)
        .strftime("%a %-d %b, %H:%M %Z")
        .to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_turn_mail_carries_the_chat_its_reader_has_not_seen_and_only_that() {
    // Arrange: ann sits in the second seat and writes before the game starts; ben, who
    // reads Tokyo time, takes the first seat.
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let ps = players(&api, &["Ann", "Ben"]).await;
    let (ann, ben) = (&ps[0], &ps[1]);
    api.put(
        "/api/me/settings",
        ben.auth(),
        &json!({ "timezone": "Asia/Tokyo" }),
    )
    .await
    .expect(200);
    let seats = seats_of(&api, KIND).await;
    let id = api
        .create_game(
            ann.auth(),
            &json!({ "kind": KIND, "seat": seats[1], "invite": ["Ben"],
                     "options": { "auto_forced": false } }),
        )
        .await
        .expect(201)["id"]
        .as_i64()
        .expect("id");
    let first = say(&api, ann, id, "before the start <b>&</b>")
        .await
        .expect(201);

    // Act + Assert: the game starts with ben to act; his first turn mail carries ann's
    // message, at its time in Tokyo, escaped in the HTML part.
    api.join(ben.auth(), id, Some(&seats[0])).await.expect(200);
    let game = api.game(None, id).await.expect(200);
    assert_eq!(strings(&game["to_act"]), vec![seats[0].clone()], "{game}");
    let mail = turn_mail(&smtp, ben, id, 0).await;
    let wall = wall_time(first["at"].as_str().expect("at"), "Asia/Tokyo");
    let line = format!("Ann wrote ({wall}): before the start <b>&</b>");
    assert!(mail.text.contains(&line), "{line:?} in:\n{}", mail.text);
    assert!(
        mail.html
            .contains("before the start &#60;b&#62;&#38;&#60;/b&#62;")
            && !mail.html.contains("<b>&"),
        "{}",
        mail.html
    );

    // Ben writes and moves: ann's mail carries his message, never her own.
    say(&api, ben, id, "ben says hi").await.expect(201);
    let seq = move_by(&api, ben, id).await;
    let mail = turn_mail(&smtp, ann, id, seq).await;
    assert!(mail.text.contains("Ben wrote ("), "{}", mail.text);
    assert!(mail.text.contains("): ben says hi"), "{}", mail.text);
    assert!(!mail.text.contains("before the start"), "{}", mail.text);

    // Ann writes; ben reads it on the game page: it is seen, her next move's mail to him
    // does not carry it, nor the message the first mail carried.
    say(&api, ann, id, "third words").await.expect(201);
    let page = FormClient::new(&server.base);
    page.sign_in(&ben.name, PASSWORD).await;
    let shown = page.get(&format!("/games/{id}")).await;
    assert!(shown.body.contains("third words"), "{}", shown.body);
    let seq = move_by(&api, ann, id).await;
    let mail = turn_mail(&smtp, ben, id, seq).await;
    assert!(!mail.text.contains("In the chat"), "{}", mail.text);

    // Ben writes; ann reads the chat API: seen, so her next mail carries nothing.
    say(&api, ben, id, "fourth words").await.expect(201);
    chat_of(&api, ann.auth(), id).await;
    let seq = move_by(&api, ben, id).await;
    let mail = turn_mail(&smtp, ann, id, seq).await;
    assert!(!mail.text.contains("In the chat"), "{}", mail.text);

    // Ben mutes the chat: ann's message reaches neither his page nor his mail.
    let mute = api
        .request(
            reqwest::Method::POST,
            &format!("/api/games/{id}/chat/mute"),
            ben.auth(),
        )
        .await;
    assert_eq!(mute.status, 204, "{}", mute.body);
    say(&api, ann, id, "muted words").await.expect(201);
    let seq = move_by(&api, ann, id).await;
    let mail = turn_mail(&smtp, ben, id, seq).await;
    assert!(!mail.text.contains("muted words"), "{}", mail.text);
    let shown = page.get(&format!("/games/{id}")).await;
    assert!(shown.body.contains("chat muted — "), "{}", shown.body);
    assert!(!shown.body.contains("muted words"), "{}", shown.body);
    let read = chat_of(&api, ben.auth(), id).await;
    assert_eq!(read["muted"], true, "{read}");
    assert_eq!(chat_of(&api, None, id).await["muted"], Value::Null);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn players_write_anyone_reads_and_bad_messages_are_refused_with_the_limit() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let ps = players(&api, &["Ann", "Ben", "Cat"]).await;
    let (ann, ben, cat) = (&ps[0], &ps[1], &ps[2]);
    let id = start_game(&api, ann, &[ben]).await;

    let posted = say(&api, ann, id, "  hello\r\nthere  ").await.expect(201);
    assert_eq!(posted["text"], "hello\nthere", "{posted}");
    assert_eq!(posted["name"], "Ann");
    assert!(
        posted["seat"].is_string() && posted["at"].is_string(),
        "{posted}"
    );
    let first = posted["id"].as_i64().expect("id");

    // A spectator, signed in or not, reads; only players write.
    for token in [cat.auth(), None] {
        let read = chat_of(&api, token, id).await;
        assert_eq!(read["messages"][0]["text"], "hello\nthere", "{read}");
        assert_eq!(read["muted"], Value::Null, "{read}");
    }
    assert_eq!(chat_of(&api, ben.auth(), id).await["muted"], false);
    let read = api
        .get(&format!("/api/games/{id}/chat?after={first}"), None)
        .await
        .expect(200);
    assert_eq!(read["messages"], json!([]), "{read}");
    say(&api, cat, id, "let me in").await.expect_error(403);
    api.post(
        &format!("/api/games/{id}/chat"),
        None,
        &json!({ "text": "x" }),
    )
    .await
    .expect_error(401);
    say(&api, ann, 9999, "anyone?").await.expect_error(404);
    api.get("/api/games/9999/chat", None)
        .await
        .expect_error(404);
    api.get(&format!("/api/games/{id}/chat?after=last"), None)
        .await
        .expect_error(400);
    let mute_path = format!("/api/games/{id}/chat/mute");
    let refused = api
        .request(reqwest::Method::POST, &mute_path, cat.auth())
        .await;
    refused.expect_error(403);

    // Empty, too long, control characters: 422 saying the limit.
    let empty = say(&api, ann, id, " \n ").await.expect_error(422);
    assert!(empty.contains("1 to 500 characters"), "{empty}");
    let long = say(&api, ann, id, &"x".repeat(501)).await.expect_error(422);
    assert!(long.contains("at most 500"), "{long}");
    say(&api, ann, id, &"é".repeat(500)).await.expect(201);
    say(&api, ann, id, "ring\u{7}").await.expect_error(422);

    // The chat goes on after the end.
    api.post(&format!("/api/games/{id}/resign"), ben.auth(), &json!({}))
        .await
        .expect(200);
    say(&api, ben, id, "good game").await.expect(201);
    let read = chat_of(&api, None, id).await;
    assert_eq!(
        read["messages"].as_array().expect("list").len(),
        3,
        "{read}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sixth_message_in_a_minute_and_a_sixty_first_in_a_day_wait() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let ps = players(&api, &["Ann", "Ben"]).await;
    let (ann, ben) = (&ps[0], &ps[1]);
    let id = start_game(&api, ann, &[ben]).await;
    let path = format!("/api/games/{id}/chat");
    let post = |text: String| {
        let request = api.post_request(&path, ann.auth(), &json!({ "text": text }));
        async move { request.send().await.expect("the server answers") }
    };

    for n in 0..5 {
        say(&api, ann, id, &format!("message {n}"))
            .await
            .expect(201);
    }
    let refused = post("one too many".into()).await;
    assert_eq!(refused.status(), 429);
    let wait: i64 = refused.headers()["retry-after"]
        .to_str()
        .expect("ascii")
        .parse()
        .expect("seconds");
    assert!((1..=60).contains(&wait), "{wait}");
    let body: Value = refused.json().await.expect("JSON");
    let sentence = body["error"].as_str().expect("a sentence");
    assert!(
        sentence.contains("5 messages") && sentence.contains("minute"),
        "{sentence}"
    );
    assert_sentence(sentence);
    // Another player is not held back by ann's messages.
    say(&api, ben, id, "my turn to talk").await.expect(201);

    // A minute later she may write again, up to 60 in a day.
    let mut written = 5;
    while written < 60 {
        server.advance(61_000);
        for _ in 0..5.min(60 - written) {
            say(&api, ann, id, &format!("message {written}"))
                .await
                .expect(201);
            written += 1;
        }
    }
    server.advance(61_000);
    let refused = post("the sixty-first".into()).await;
    assert_eq!(refused.status(), 429);
    let wait: i64 = refused.headers()["retry-after"]
        .to_str()
        .expect("ascii")
        .parse()
        .expect("seconds");
    assert!(wait > 3600, "{wait}");
    let body: Value = refused.json().await.expect("JSON");
    assert!(
        body["error"].as_str().expect("text").contains("a day"),
        "{body}"
    );
    server.advance(wait * 1000);
    say(&api, ann, id, "a new day").await.expect(201);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_game_page_shows_the_chat_escaped_and_its_form_posts_back_to_it() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let ps = players(&api, &["Ann", "Ben"]).await;
    let (ann, ben) = (&ps[0], &ps[1]);
    let id = start_game(&api, ann, &[ben]).await;
    let game_path = format!("/games/{id}");
    let page = FormClient::new(&server.base);
    page.sign_in(&ann.name, PASSWORD).await;
    let csrf = page.csrf(&game_path).await;

    // A message from the form, without JavaScript: back to the chat panel.
    let sent = page
        .post(
            &format!("/games/{id}/chat"),
            &[("csrf", &csrf), ("text", "<script>alert(1)</script> & hi")],
        )
        .await;
    assert_eq!(sent.status, 303, "{}", sent.body);
    assert_eq!(sent.header("location"), format!("/games/{id}#chat"));
    let empty = page
        .post(
            &format!("/games/{id}/chat"),
            &[("csrf", &csrf), ("text", "  ")],
        )
        .await;
    assert_eq!(empty.status, 303);
    assert!(
        empty.header("location").contains("error="),
        "{:?}",
        empty.headers
    );
    let forged = page
        .post(
            &format!("/games/{id}/chat"),
            &[("csrf", "forged"), ("text", "hi")],
        )
        .await;
    // A forged form is refused (back with an error): nothing is posted.
    assert!(
        forged.status >= 400 || forged.header("location").contains("error="),
        "{} {:?}",
        forged.status,
        forged.headers
    );
    let read = chat_of(&api, None, id).await;
    assert_eq!(
        read["messages"].as_array().expect("list").len(),
        1,
        "{read}"
    );

    // Everyone reads it escaped, with its time; only players get the form.
    let spectator = FormClient::new(&server.base);
    let watched = spectator.get(&game_path).await;
    assert!(
        watched
            .body
            .contains("&#60;script&#62;alert(1)&#60;/script&#62; &#38; hi"),
        "{}",
        watched.body
    );
    assert!(!watched.body.contains("<script>alert"), "{}", watched.body);
    let chat = &watched.body[watched.body.find("id=\"chat\"").expect("a chat panel")..];
    assert!(chat.contains("<time datetime="), "{chat}");
    assert!(
        !chat.contains(&format!("action=\"/games/{id}/chat\"")),
        "{chat}"
    );
    let mine = page.get(&game_path).await;
    assert!(
        mine.body.contains(&format!("action=\"/games/{id}/chat\"")),
        "{}",
        mine.body
    );

    // Muting from the page leaves a line to unmute.
    let muted = page
        .post(
            &format!("/games/{id}/chat/mute"),
            &[("csrf", &csrf), ("muted", "yes")],
        )
        .await;
    assert_eq!(muted.status, 303);
    let mine = page.get(&game_path).await;
    assert!(mine.body.contains("chat muted — "), "{}", mine.body);
    assert!(!mine.body.contains("alert(1)"), "{}", mine.body);
    page.post(
        &format!("/games/{id}/chat/mute"),
        &[("csrf", &csrf), ("muted", "no")],
    )
    .await;
    let mine = page.get(&game_path).await;
    assert!(mine.body.contains("alert(1)"), "{}", mine.body);
    let unmute = api
        .request(
            reqwest::Method::POST,
            &format!("/api/games/{id}/chat/unmute"),
            ben.auth(),
        )
        .await;
    assert_eq!(unmute.status, 204);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn at_390_pixels_the_chat_stacks_under_the_board_and_nothing_scrolls_sideways() {
    let Some(chrome) = Chrome::start(390, 844).await else {
        return;
    };
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let ps = players(&api, &["Ann", "Ben"]).await;
    let (ann, ben) = (&ps[0], &ps[1]);
    let id = start_game(&api, ann, &[ben]).await;
    let long_word = "w".repeat(200);
    say(&api, ben, id, &format!("a long word: {long_word}"))
        .await
        .expect(201);
    chrome.sign_in(&server.base, &ann.name, PASSWORD).await;
    chrome
        .client
        .goto(&format!("{}/games/{id}", server.base))
        .await
        .expect("open the game page");
    let sizes = chrome
        .eval(
            "const d = document.documentElement; \
             const board = document.getElementById('board').getBoundingClientRect(); \
             const chat = document.getElementById('chat').getBoundingClientRect(); \
             const notes = document.getElementById('notes').getBoundingClientRect(); \
             return [d.scrollWidth, d.clientWidth, Math.floor(board.bottom), \
                     Math.ceil(chat.top), Math.ceil(chat.right), Math.ceil(notes.right)];",
        )
        .await;
    let [
        scroll,
        client,
        board_bottom,
        chat_top,
        chat_right,
        notes_right,
    ] = [0, 1, 2, 3, 4, 5].map(|i| sizes[i].as_u64().expect("a number"));
    assert!(
        scroll <= client,
        "the page scrolls sideways: {scroll} px in {client} px"
    );
    assert!(
        chat_top >= board_bottom,
        "the chat (top {chat_top}) is not under the board (bottom {board_bottom})"
    );
    assert!(
        chat_right <= client && notes_right <= client,
        "the panels reach {chat_right} and {notes_right} px of {client} px"
    );
    chrome.close().await;
}
