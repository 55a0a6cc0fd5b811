//! Private notes per seat (issue 16.2) through the real server: only their author reads or
//! writes them (everyone else gets one and the same 403); the notepad on the game page; a
//! unique marker word in a note is named nowhere the opponent or a spectator can read
//! during play (API answers, chat, history, lists, pages, mails, the operator's export),
//! nor in any mail at all; after the end the author may reveal them, and then they show.

use crate::common;

use common::*;
use serde_json::{Value, json};

/// A word nothing else on a page or in a mail contains.
const MARKER: &str = "quokkazanzibar";

/// Asserts that `text`, which `who` can read, does not name the marker.
#[track_caller]
fn hides_marker(text: &str, who: &str) {
    assert!(
        !text.to_lowercase().contains(MARKER),
        "{who} reads the private note's marker in:\n{text}"
    );
}

fn notes_path(id: impl std::fmt::Display) -> String {
    format!("/api/games/{id}/notes")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_the_author_reads_and_writes_their_notes() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let ps = players(&api, &["Ann", "Ben", "Cat"]).await;
    let (ann, ben, cat) = (&ps[0], &ps[1], &ps[2]);
    let id = start_game(&api, ann, &[ben]).await;

    let empty = api.get(&notes_path(id), ann.auth()).await.expect(200);
    assert_eq!(
        empty,
        json!({ "text": "", "updated_at": null, "revealed": false })
    );
    let put = api
        .put(
            &notes_path(id),
            ann.auth(),
            &json!({ "text": "watch the corner" }),
        )
        .await;
    assert_eq!(put.status, 204, "{}", put.body);
    let mine = api.get(&notes_path(id), ann.auth()).await.expect(200);
    assert_eq!(mine["text"], "watch the corner");
    assert!(mine["updated_at"].is_string(), "{mine}");
    assert_eq!(mine["revealed"], false);

    // The opponent reads only their own (there is no way to name another seat's); a
    // spectator and a game that does not exist get one and the same 403.
    let bens = api.get(&notes_path(id), ben.auth()).await.expect(200);
    assert_eq!(bens["text"], "", "{bens}");
    let refused = api.get(&notes_path(id), cat.auth()).await.expect_error(403);
    assert!(refused.contains(&format!("game {id}")), "{refused}");
    let missing = api
        .get(&notes_path(9999), cat.auth())
        .await
        .expect_error(403);
    assert_eq!(missing, refused.replace(&format!("game {id}"), "game 9999"));
    api.put(&notes_path(id), cat.auth(), &json!({ "text": "mine now" }))
        .await
        .expect_error(403);
    api.get(&notes_path(id), None).await.expect_error(401);
    // Ben's own notes are his, and leave ann's alone.
    let put = api
        .put(&notes_path(id), ben.auth(), &json!({ "text": "bens plan" }))
        .await;
    assert_eq!(put.status, 204);
    assert_eq!(
        api.get(&notes_path(id), ann.auth()).await.expect(200)["text"],
        "watch the corner"
    );

    // The limit is 10,000 characters, said in the refusal.
    let long = api
        .put(
            &notes_path(id),
            ann.auth(),
            &json!({ "text": "n".repeat(10_001) }),
        )
        .await
        .expect_error(422);
    assert!(long.contains("10000"), "{long}");
    let put = api
        .put(
            &notes_path(id),
            ann.auth(),
            &json!({ "text": "n".repeat(10_000) }),
        )
        .await;
    assert_eq!(put.status, 204);
    let reveal = format!("{}/reveal", notes_path(id));
    let early = api
        .post(&reveal, ann.auth(), &json!({}))
        .await
        .expect_error(409);
    assert!(early.contains("still going"), "{early}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_note_reaches_no_opponent_or_spectator_during_play_and_shows_once_revealed() {
    // Arrange: ann writes a note with the marker from the API, ben from the page.
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let ps = players(&api, &["Ann", "Ben", "Cat"]).await;
    let (ann, ben, cat) = (&ps[0], &ps[1], &ps[2]);
    let id = start_game(&api, ann, &[ben]).await;
    let note = format!("plan: {MARKER} on the left\nthen <b>hold</b>");
    let put = api
        .put(&notes_path(id), ann.auth(), &json!({ "text": note }))
        .await;
    assert_eq!(put.status, 204, "{}", put.body);
    let ben_page = FormClient::new(&server.base);
    ben_page.sign_in(&ben.name, PASSWORD).await;
    let game_path = format!("/games/{id}");
    let csrf = ben_page.csrf(&game_path).await;
    let saved = ben_page
        .post(
            &format!("/games/{id}/notes"),
            &[("csrf", &csrf), ("text", "ben's own thoughts")],
        )
        .await;
    assert_eq!(saved.status, 303, "{}", saved.body);
    assert!(
        saved.header("location").ends_with("#notes"),
        "{:?}",
        saved.headers
    );
    assert_eq!(
        api.get(&notes_path(id), ben.auth()).await.expect(200)["text"],
        "ben's own thoughts"
    );
    let ann_page = FormClient::new(&server.base);
    ann_page.sign_in(&ann.name, PASSWORD).await;
    let own = ann_page.get(&game_path).await;
    assert!(own.body.contains(MARKER), "ann's notepad shows her notes");
    assert!(
        own.body.contains("&#60;b&#62;hold&#60;/b&#62;"),
        "escaped: {}",
        own.body
    );
    let spectator = FormClient::new(&server.base);

    // Act: play some moves, with chat, so that mails and history have something to say.
    let mut table = Table::new(&api, id, &[ann, ben]).await;
    let mut rng = Rng::new(16);
    for n in 0..6 {
        if table.finished() {
            break;
        }
        table.step(&mut rng).await;
        api.post(
            &format!("/api/games/{id}/chat"),
            ps[n % 2].auth(),
            &json!({ "text": format!("move {n} done") }),
        )
        .await
        .expect(201);
    }

    // Assert: nowhere ben or a spectator can read names the marker.
    let mut readable: Vec<(String, String)> = Vec::new();
    for (who, token) in [
        ("ben", ben.auth()),
        ("cat", cat.auth()),
        ("a visitor", None),
    ] {
        for path in [
            format!("/api/games/{id}"),
            format!("/api/games/{id}/history"),
            format!("/api/games/{id}/history/1"),
            format!("/api/games/{id}/chat"),
            "/api/lobby".to_string(),
        ] {
            let answer = api.get(&path, token).await;
            readable.push((format!("{who}: GET {path}"), answer.body));
        }
    }
    readable.push((
        "ben: GET /api/games".into(),
        api.get("/api/games", ben.auth()).await.body,
    ));
    for (who, client) in [("ben", &ben_page), ("a spectator", &spectator)] {
        for path in [
            game_path.clone(),
            format!("/games/{id}/history/1"),
            "/games".into(),
        ] {
            readable.push((format!("{who}'s page {path}"), client.get(&path).await.body));
        }
    }
    let file = tempfile::NamedTempFile::new().expect("a temp file");
    let out = file.path().to_str().expect("a path");
    let exported = server.cli(&["export", &id.to_string(), "--out", out]);
    assert!(exported.status.success(), "{exported:?}");
    readable.push((
        "the operator's export".into(),
        std::fs::read_to_string(out).expect("the export"),
    ));
    // Every mail so far, ann's own included: notes are never mailed.
    for mail in smtp.messages() {
        readable.push((
            format!("the mail to {} <{}>", mail.to, mail.message_id),
            format!("{}\n{}\n{}", mail.subject, mail.text, mail.html),
        ));
    }
    assert!(readable.len() > 20);
    for (who, text) in &readable {
        hides_marker(text, who);
    }
    assert_eq!(api.game(None, id).await.expect(200)["notes"], json!([]));

    // After the end: still hidden until revealed, then on the page and in the answer.
    api.post(&format!("/api/games/{id}/resign"), ben.auth(), &json!({}))
        .await
        .expect(200);
    let over = api.game(cat.auth(), id).await.expect(200);
    assert_eq!(over["notes"], json!([]), "{over}");
    hides_marker(
        &spectator.get(&game_path).await.body,
        "a spectator after the end",
    );
    let export = api
        .get(&format!("/api/games/{id}/export"), ben.auth())
        .await
        .expect(200);
    hides_marker(&export.to_string(), "ben's export after the end");
    let csrf = ann_page.csrf(&game_path).await;
    let revealed = ann_page
        .post(&format!("/games/{id}/notes/reveal"), &[("csrf", &csrf)])
        .await;
    assert_eq!(revealed.status, 303, "{}", revealed.body);
    let shown = api.game(None, id).await.expect(200);
    let seat = api.game(ann.auth(), id).await.expect(200)["you"].clone();
    assert_eq!(
        shown["notes"],
        json!([{ "seat": seat, "name": "Ann", "text": note }]),
        "{shown}"
    );
    let watched = spectator.get(&game_path).await.body;
    assert!(
        watched.contains(MARKER),
        "a spectator reads the revealed note"
    );
    assert!(
        watched.contains("&#60;b&#62;hold&#60;/b&#62;"),
        "escaped: {watched}"
    );
    assert!(
        !watched.contains("ben's own thoughts"),
        "ben did not reveal his"
    );
    assert_eq!(
        api.get(&notes_path(id), ann.auth()).await.expect(200)["revealed"],
        true
    );
    let again: Value = api
        .post(
            &format!("/api/games/{id}/notes/reveal"),
            ann.auth(),
            &json!({}),
        )
        .await
        .json;
    assert_eq!(again, Value::Null, "204 has no body");
}
