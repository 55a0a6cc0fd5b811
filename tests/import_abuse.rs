//! Import is not a weapon (hardening issue, item 1). Through the API a player imports only
//! a finished game, as a record that every other seated player must accept before it
//! shows anywhere but the importer's own list; terms are checked exactly as
//! `POST /api/games` checks them; the result comes from the log; a stored value that
//! cannot be read is answered for its game alone and reported by `herald verify`.

use crate::common;

use common::*;
use serde_json::{Value, json};

async fn two_players(api: &Api) -> (Player, Player) {
    let mut both = players(api, &["alice", "bob"]).await;
    let bob = both.pop().unwrap();
    (both.pop().unwrap(), bob)
}

/// A game played to its end by the rules, and its document as alice downloads it.
async fn finished_by_the_rules(api: &Api, alice: &Player, bob: &Player) -> (i64, Value) {
    let id = start_game(api, alice, &[bob]).await;
    let mut table = Table::new(api, id, &[alice, bob]).await;
    table.play_to_end(&mut Rng::new(21), |_| {}).await;
    let doc = api
        .get(&format!("/api/games/{id}/export"), alice.auth())
        .await
        .expect(200);
    (id, doc)
}

/// A game bob resigned after a few moves: its log does not end it.
async fn resigned_by_bob(api: &Api, alice: &Player, bob: &Player) -> (i64, Value) {
    let id = start_game(api, alice, &[bob]).await;
    let mut table = Table::new(api, id, &[alice, bob]).await;
    let mut rng = Rng::new(3);
    for _ in 0..4 {
        table.step(&mut rng).await;
    }
    api.post(&format!("/api/games/{id}/resign"), bob.auth(), &json!({}))
        .await
        .expect(200);
    let doc = api
        .get(&format!("/api/games/{id}/export"), alice.auth())
        .await
        .expect(200);
    assert!(
        doc["result"]["reason"]
            .as_str()
            .unwrap()
            .contains("resigned"),
        "{doc}"
    );
    (id, doc)
}

/// The ids of `player`'s games.
async fn ids_of(api: &Api, player: &Player) -> Vec<i64> {
    api.get("/api/games", player.auth())
        .await
        .expect(200)
        .as_array()
        .expect("a list")
        .iter()
        .map(|g| g["id"].as_i64().unwrap())
        .collect()
}

fn import_id(reply: Value) -> i64 {
    reply["id"].as_i64().expect("the new game's id")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hostile_terms_are_refused_as_post_api_games_refuses_them() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let (alice, bob) = two_players(&api).await;
    let (_, doc) = finished_by_the_rules(&api, &alice, &bob).await;
    let hostile = [
        json!({ "clock": { "type": "per_move", "days": -1 }, "timeout": "claim", "vacation": true }),
        json!({ "clock": { "type": "per_move", "days": i64::MAX }, "timeout": "lose", "vacation": true }),
        json!({ "clock": { "type": "per_move", "days": -30 }, "timeout": "claim", "vacation": true }),
        json!({ "clock": { "type": "per_move", "days": 0 }, "timeout": "claim", "vacation": true }),
        json!({ "clock": { "type": "bank", "initial_days": 9, "bonus_hours": -5, "cap_days": 2 }, "timeout": "claim", "vacation": true }),
        json!({ "clock": { "type": "sundial" }, "timeout": "claim", "vacation": true }),
        json!({ "clock": { "type": "none" }, "timeout": "forfeit", "vacation": true }),
        json!({ "clock": { "type": "none" }, "timeout": "claim", "vacation": "yes" }),
        json!({ "clock": { "type": "none" }, "timeout": "claim", "vacation": true, "extra": 1 }),
        json!("3 days"),
    ];
    for terms in hostile {
        let mut bad = doc.clone();
        bad["terms"] = terms.clone();
        let message = api
            .post("/api/games/import", alice.auth(), &bad)
            .await
            .expect_error(422);
        assert!(
            message.contains("terms") || message.contains("clock"),
            "{terms}: {message}"
        );
    }
    // The same terms as POST /api/games takes them are fine.
    let mut fine = doc.clone();
    fine["terms"] = json!({ "clock": { "type": "per_move", "days": 60 }, "timeout": "lose", "vacation": false });
    api.post("/api/games/import", alice.auth(), &fine)
        .await
        .expect(201);
    assert_eq!(ids_of(&api, &bob).await.len(), 1, "bob has only his game");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_imports_no_unfinished_game_and_no_list_breaks() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let (alice, bob) = two_players(&api).await;
    let id = start_game(&api, &alice, &[&bob]).await;
    let mut table = Table::new(&api, id, &[&alice, &bob]).await;
    let mut rng = Rng::new(8);
    for _ in 0..3 {
        table.step(&mut rng).await;
    }
    // The operator's export of the game in play (a player cannot get one).
    let file = tempfile::NamedTempFile::new().expect("a temp file");
    let path = file.path().to_str().unwrap();
    assert!(
        server
            .cli(&["export", &id.to_string(), "--out", path])
            .status
            .success()
    );
    let doc: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    assert_eq!(doc["status"], "active");

    // Every abuse of the issue: a clock that runs out at once, one that overflows, a
    // handover that throws bob out, vacation burnt by a negative clock.
    let abuses = [
        json!({ "clock": { "type": "per_move", "days": -1 }, "timeout": "lose", "vacation": true }),
        json!({ "clock": { "type": "per_move", "days": i64::MAX }, "timeout": "lose", "vacation": true }),
        json!({ "clock": { "type": "per_move", "days": 1 }, "timeout": "handover", "vacation": true }),
        json!({ "clock": { "type": "per_move", "days": -30 }, "timeout": "claim", "vacation": true }),
        doc["terms"].clone(),
    ];
    for terms in abuses {
        let mut bad = doc.clone();
        bad["terms"] = terms.clone();
        let message = api
            .post("/api/games/import", alice.auth(), &bad)
            .await
            .expect_error(422);
        // Refused as unfinished, or for its terms first: either way, refused.
        assert!(
            (message.contains("finished") && message.contains("herald import"))
                || message.contains("terms"),
            "{terms}: {message}"
        );
    }
    // The operator's import checks the terms too: the overflowing clock is refused.
    let mut overflow = doc.clone();
    overflow["terms"] = json!({ "clock": { "type": "per_move", "days": i64::MAX }, "timeout": "claim", "vacation": true });
    std::fs::write(path, overflow.to_string()).unwrap();
    let refused = server.cli(&["import", path]);
    assert!(!refused.status.success(), "{refused:?}");
    assert!(
        String::from_utf8_lossy(&refused.stderr).contains("clock"),
        "{refused:?}"
    );

    // Time passes, vacation days and time-outs come due: every list and page still answers.
    server.advance(3 * 24 * 3600 * 1000);
    tokio::time::sleep(std::time::Duration::from_millis(800)).await;
    for p in [&alice, &bob] {
        assert_eq!(ids_of(&api, p).await, vec![id], "{}", p.name);
        api.game(p.auth(), id).await.expect(200);
        api.get("/api/lobby", p.auth()).await.expect(200);
    }
    server.assert_verified();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_result_comes_from_the_log_never_from_the_document() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let (alice, bob) = two_players(&api).await;
    let (_, doc) = finished_by_the_rules(&api, &alice, &bob).await;
    let seats = seats_of_kind(&api).await;

    let mut reason = doc.clone();
    reason["result"]["reason"] = json!("bob resigned in disgrace");
    let mut winner = doc.clone();
    let other = if doc["result"]["winner"] == json!(seats[0]) {
        json!(seats[1])
    } else {
        json!(seats[0])
    };
    winner["result"]["winner"] = other;
    let mut status = doc.clone();
    status["status"] = json!("active");
    status["result"] = Value::Null;
    for bad in [reason, winner, status] {
        let message = api
            .post("/api/games/import", alice.auth(), &bad)
            .await
            .expect_error(422);
        assert!(message.contains("result"), "{message}");
    }

    // A game ended outside its log (a resignation) states an ending the server records
    // in its own words, and nothing else.
    let (resigned, doc) = resigned_by_bob(&api, &alice, &bob).await;
    for forged in [
        json!("bob resigned in disgrace"),
        json!(format!("{} resigned", seats[0])),
        json!("drawn by agreement"),
    ] {
        let mut bad = doc.clone();
        bad["result"]["reason"] = forged.clone();
        let message = api
            .post("/api/games/import", alice.auth(), &bad)
            .await
            .expect_error(422);
        assert!(message.contains("result"), "{forged}: {message}");
    }
    let mut unfinished_claim = doc.clone();
    unfinished_claim["result"] = Value::Null;
    api.post("/api/games/import", alice.auth(), &unfinished_claim)
        .await
        .expect_error(422);
    let copy = import_id(
        api.post("/api/games/import", alice.auth(), &doc)
            .await
            .expect(201),
    );
    let original = api.game(alice.auth(), resigned).await.expect(200);
    let imported = api.game(alice.auth(), copy).await.expect(200);
    assert_eq!(imported["result"], original["result"]);
    assert_eq!(imported["status"], "finished");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_player_cannot_sit_in_both_seats() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let (alice, bob) = two_players(&api).await;
    let (_, doc) = finished_by_the_rules(&api, &alice, &bob).await;
    let mut both = doc.clone();
    for seat in both["seats"].as_array_mut().unwrap() {
        seat["player"] = json!("alice");
    }
    let message = api
        .post("/api/games/import", alice.auth(), &both)
        .await
        .expect_error(422);
    assert!(message.contains("alice"), "{message}");
    let file = tempfile::NamedTempFile::new().expect("a temp file");
    std::fs::write(file.path(), both.to_string()).unwrap();
    let refused = server.cli(&["import", file.path().to_str().unwrap()]);
    assert!(!refused.status.success(), "{refused:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_imported_record_is_the_importers_alone_until_the_others_accept_it() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let (alice, bob) = two_players(&api).await;
    let carol = player(&api, "carol").await;
    let (original, doc) = finished_by_the_rules(&api, &alice, &bob).await;

    let reply = api
        .post("/api/games/import", alice.auth(), &doc)
        .await
        .expect(201);
    assert_eq!(reply["awaiting"], json!(["bob"]), "{reply}");
    let copy = import_id(reply);

    // Alice's alone: in her list, nowhere else.
    assert!(ids_of(&api, &alice).await.contains(&copy));
    assert_eq!(ids_of(&api, &bob).await, vec![original]);
    api.game(None, copy).await.expect_error(404);
    api.game(carol.auth(), copy).await.expect_error(404);
    api.history(None, copy).await.expect_error(404);
    api.get(&format!("/api/games/{copy}/export"), carol.auth())
        .await
        .expect_error(404);

    // Bob is told, and finds it among the records waiting for him; he may look at it.
    let is_record_mail =
        |m: &Mail| m.to == email_of("bob") && m.subject.contains("imported a record");
    smtp.wait_until("the record mail to bob", PATIENCE, |smtp| {
        smtp.messages().iter().any(is_record_mail)
    })
    .await;
    let mails = smtp.messages();
    let told = mails.iter().find(|m| is_record_mail(m)).unwrap();
    assert!(told.text.contains("alice"), "{}", told.text);
    assert!(
        told.text.contains(&format!("/games/{copy}")),
        "{}",
        told.text
    );
    let waiting = api.get("/api/records", bob.auth()).await.expect(200);
    assert_eq!(waiting[0]["id"], copy, "{waiting}");
    assert_eq!(waiting[0]["imported_by"], "alice", "{waiting}");
    api.game(bob.auth(), copy).await.expect(200);
    assert_eq!(
        api.get("/api/records", carol.auth()).await.expect(200),
        json!([])
    );

    // Nobody else answers for bob; once he accepts, it is a record like any other.
    let accept = format!("/api/games/{copy}/record/accept");
    api.post(&accept, carol.auth(), &json!({}))
        .await
        .expect_error(404);
    api.post(&accept, alice.auth(), &json!({}))
        .await
        .expect_error(403);
    api.post(&accept, bob.auth(), &json!({})).await.expect(200);
    api.post(&accept, bob.auth(), &json!({}))
        .await
        .expect_error(409);
    assert!(ids_of(&api, &bob).await.contains(&copy));
    let seen = api.game(None, copy).await.expect(200);
    assert_eq!(seen["status"], "finished");
    assert_eq!(
        api.get("/api/records", bob.auth()).await.expect(200),
        json!([])
    );

    // A declined record is gone, for the importer too.
    let second = import_id(
        api.post("/api/games/import", alice.auth(), &doc)
            .await
            .expect(201),
    );
    api.post(
        &format!("/api/games/{second}/record/decline"),
        bob.auth(),
        &json!({}),
    )
    .await
    .expect(200);
    api.game(alice.auth(), second).await.expect_error(404);
    assert!(!ids_of(&api, &alice).await.contains(&second));
    server.assert_verified();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stored_value_that_cannot_be_read_is_answered_for_its_game_alone() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let (alice, bob) = two_players(&api).await;
    let sound = start_game(&api, &alice, &[&bob]).await;
    let damaged = start_game(&api, &alice, &[&bob]).await;

    // What an old bug left behind: a deadline past i64 stored as a float, a time as text.
    {
        use sqlx::Connection;
        let url = format!("sqlite://{}", server.db_path().display());
        let mut db = sqlx::SqliteConnection::connect(&url)
            .await
            .expect("open the db");
        sqlx::query("UPDATE seats SET deadline = 9.3e18 WHERE game_id = $1")
            .bind(damaged)
            .execute(&mut db)
            .await
            .unwrap();
        sqlx::query("UPDATE games SET updated_at = 'yesterday' WHERE id = $1")
            .bind(damaged)
            .execute(&mut db)
            .await
            .unwrap();
        db.close().await.unwrap();
    }
    for p in [&alice, &bob] {
        let list = api.get("/api/games", p.auth()).await.expect(200);
        let entry = list
            .as_array()
            .unwrap()
            .iter()
            .find(|g| g["id"] == damaged)
            .unwrap_or_else(|| panic!("the damaged game is listed: {list}"));
        assert_eq!(entry["damaged"], true, "{entry}");
        assert!(
            list.as_array().unwrap().iter().any(|g| g["id"] == sound),
            "{list}"
        );
        api.game(p.auth(), sound).await.expect(200);
        let message = api.game(p.auth(), damaged).await.expect_error(500);
        assert!(message.contains("herald verify"), "{message}");
        let message = api
            .post(
                &format!("/api/games/{damaged}/resign"),
                p.auth(),
                &json!({}),
            )
            .await
            .expect_error(500);
        assert!(message.contains(&format!("game {damaged}")), "{message}");
    }
    // The pages too: the list shows the game as damaged, its page says why.
    let browser = Session::sign_in(&server.base, &alice).await;
    let mine = browser.open("/games").await;
    assert!(mine.contains("damaged"), "{mine}");
    let page = browser
        .http
        .get(format!("{}/games/{damaged}", server.base))
        .send()
        .await
        .unwrap();
    assert_eq!(page.status(), 500);
    assert!(page.text().await.unwrap().contains("herald verify"));
    // The sound game plays on.
    let mut table = Table::new(&api, sound, &[&alice, &bob]).await;
    table.step(&mut Rng::new(1)).await;

    let verified = server.verify();
    assert!(!verified.status.success(), "{verified:?}");
    let said = String::from_utf8_lossy(&verified.stdout);
    assert!(
        said.contains(&format!("game {damaged}")) && said.contains("deadline"),
        "{said}"
    );
}

/// A signed-in browser session (cookies kept, redirects not followed).
struct Session {
    http: reqwest::Client,
    base: String,
}

impl Session {
    async fn sign_in(base: &str, player: &Player) -> Session {
        let session = Session {
            http: reqwest::Client::builder()
                .cookie_store(true)
                .redirect(reqwest::redirect::Policy::none())
                .timeout(PATIENCE)
                .build()
                .expect("a client"),
            base: base.to_string(),
        };
        let form = session.open("/signin").await;
        let answer = session
            .post(
                "/signin",
                &[
                    ("csrf", csrf_in(&form).as_str()),
                    ("name", &player.name),
                    ("password", PASSWORD),
                ],
            )
            .await;
        assert_eq!(answer.0, 303, "signed in: {}", answer.1);
        session
    }

    async fn open(&self, path: &str) -> String {
        let reply = self
            .http
            .get(format!("{}{path}", self.base))
            .send()
            .await
            .expect("the server answers");
        assert_eq!(reply.status(), 200, "GET {path}");
        reply.text().await.expect("a page")
    }

    async fn post(&self, path: &str, form: &[(&str, &str)]) -> (u16, String) {
        let reply = self
            .http
            .post(format!("{}{path}", self.base))
            .form(form)
            .send()
            .await
            .expect("the server answers");
        let status = reply.status().as_u16();
        (status, reply.text().await.unwrap_or_default())
    }
}

fn csrf_in(page: &str) -> String {
    let at = page
        .find("name=\"csrf\" value=\"")
        .unwrap_or_else(|| panic!("no csrf field:\n{page}"));
    let rest = &page[at + "name=\"csrf\" value=\"".len()..];
    rest[..rest.find('"').unwrap()].to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_record_is_accepted_or_declined_on_the_game_page() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let (alice, bob) = two_players(&api).await;
    let (_, doc) = finished_by_the_rules(&api, &alice, &bob).await;
    let first = import_id(
        api.post("/api/games/import", alice.auth(), &doc)
            .await
            .expect(201),
    );
    let second = import_id(
        api.post("/api/games/import", alice.auth(), &doc)
            .await
            .expect(201),
    );
    let browser = Session::sign_in(&server.base, &bob).await;
    let mine = browser.open("/games").await;
    assert!(mine.contains("waiting for your answer"), "{mine}");
    assert!(mine.contains(&format!("/games/{first}\"")), "{mine}");

    // The page says what the record is and offers both answers.
    let page = browser.open(&format!("/games/{first}")).await;
    assert!(page.contains("alice imported"), "{page}");
    let csrf = csrf_in(&page);
    let action = format!("/games/{first}/record");
    let (status, _) = browser
        .post(&action, &[("csrf", &csrf), ("do", "accept")])
        .await;
    assert_eq!(status, 303);
    api.game(None, first).await.expect(200);

    // Declining deletes: it needs the box ticked.
    let page = browser.open(&format!("/games/{second}")).await;
    let csrf = csrf_in(&page);
    let action = format!("/games/{second}/record");
    browser
        .post(&action, &[("csrf", &csrf), ("do", "decline")])
        .await;
    api.game(alice.auth(), second).await.expect(200);
    let (status, _) = browser
        .post(
            &action,
            &[("csrf", &csrf), ("do", "decline"), ("confirm", "yes")],
        )
        .await;
    assert_eq!(status, 303);
    api.game(alice.auth(), second).await.expect_error(404);
    let mine = browser.open("/games").await;
    assert!(!mine.contains("waiting for your answer"), "{mine}");
}
