//! Standing orders (issue 13, item 2): `GET`/`PUT /api/games/{id}/orders`, the game page's
//! form, and their secrecy: the orders of a seat reach its own player and nobody else —
//! not the opponent, not a spectator, not a replacement, in no answer, page, export or mail.

use crate::common;

use common::richard3::has_word;
use common::*;
use serde_json::{Value, json};

/// Words that would give the orders away, or that they exist.
const TELLTALES: [&str; 5] = [
    "QUOKKA",
    "zebra_secret",
    "at_steps",
    "orders",
    "Standing battle orders",
];

/// Stored orders with a marker no game ever prints.
const MARKED: &str = r#"{"fire":"always","retreat":{"at_steps":1},"charge":"never","treachery":"always","hits":"auto","regroup":"stay","zebra_secret":"QUOKKA-ORDERS-7"}"#;

/// The orders every test gives Richard III's Lancaster (issue 13's measured orders, minus
/// the defaults).
fn lancaster_orders() -> Value {
    json!({"fire": "always", "retreat": {"at_steps": 1}, "treachery": "always"})
}

async fn richard3_game(api: &Api, creator: &Player, other: &Player) -> i64 {
    let options = json!({ "scenario": "wars_of_the_roses", "redeal": "auto" });
    start_game_of(api, "richard3", &options, creator, &[other]).await
}

/// Writes `orders` into seat `seat_index` of game `id` behind the server's back, as the
/// move path would find them.
fn store_orders(server: &Server, id: i64, seat_index: i64, orders: &str) {
    let conn = rusqlite::Connection::open(server.db_path()).expect("open the database");
    conn.busy_timeout(std::time::Duration::from_secs(10))
        .expect("a busy timeout");
    let changed = conn
        .execute(
            "UPDATE seats SET orders = ?1 WHERE game_id = ?2 AND seat_index = ?3",
            (orders, id, seat_index),
        )
        .expect("store the orders");
    assert_eq!(changed, 1, "game {id} has seat {seat_index}");
}

/// The orders stored for seat `seat_index` of game `id`.
fn stored_orders(server: &Server, id: i64, seat_index: i64) -> Option<String> {
    let conn = rusqlite::Connection::open(server.db_path()).expect("open the database");
    conn.query_row(
        "SELECT orders FROM seats WHERE game_id = ?1 AND seat_index = ?2",
        (id, seat_index),
        |row| row.get(0),
    )
    .expect("the seat")
}

/// Fails if `text` (what `whom` got as `what`) holds a word of [`TELLTALES`].
#[track_caller]
fn assert_no_trace(whom: &str, what: &str, text: &str) {
    for word in TELLTALES {
        assert!(
            !has_word(text, word) && !text.contains(word),
            "{whom}'s {what} says {word:?}:\n{text}"
        );
    }
}

/// `page` without the viewer's own orders form (a player's page offers every answer to
/// every question, whatever anyone chose), after checking that the form shows the viewer's
/// own orders, which are none: every question stands at "ask".
#[track_caller]
fn without_own_form(whom: &str, page: &str) -> String {
    let Some(start) = page.find("<section id=\"orders\">") else {
        return page.to_string();
    };
    let end = start + page[start..].find("</section>").expect("the form ends") + "</section>".len();
    let form = &page[start..end];
    let selected: Vec<&str> = form
        .split("<option ")
        .filter(|o| o.contains(" selected>"))
        .collect();
    assert!(
        !selected.is_empty()
            && selected
                .iter()
                .all(|o| o.starts_with("value=\"&#34;ask&#34;\"")),
        "{whom}'s own form shows answers they never gave: {form}"
    );
    format!("{}{}", &page[..start], &page[end..])
}

/// A form client signed in as `name`.
async fn signed_in(server: &Server, name: &str) -> FormClient {
    let client = FormClient::new(&server.api().base);
    client.sign_in(name, PASSWORD).await;
    client
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_without_orders_says_so_and_strangers_are_refused() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let all = players(&api, &["alice", "bob", "carol"]).await;
    let (alice, bob, carol) = (&all[0], &all[1], &all[2]);
    let id = start_game_of(&api, "rosenkonig", &json!({}), alice, &[bob]).await;
    let path = format!("/api/games/{id}/orders");

    for player in [alice, bob] {
        let message = api.get(&path, player.auth()).await.expect_error(422);
        assert!(message.contains("has no standing orders"), "{message}");
        let message = api
            .put(&path, player.auth(), &json!({"fire": "always"}))
            .await
            .expect_error(422);
        assert!(message.contains("has no standing orders"), "{message}");
    }
    // Someone who does not play it, nobody, an unknown game.
    for answer in [
        api.get(&path, carol.auth()).await,
        api.put(&path, carol.auth(), &json!({})).await,
    ] {
        let message = answer.expect_error(403);
        assert!(message.contains("you do not play game"), "{message}");
    }
    api.get(&path, None).await.expect_error(401);
    api.put(&path, None, &json!({})).await.expect_error(401);
    api.get("/api/games/987654/orders", alice.auth())
        .await
        .expect_error(404);
    api.get("/api/games/abc/orders", alice.auth())
        .await
        .expect_error(404);

    // The page offers no form, and the page route refuses as the API does.
    let page = signed_in(&server, "alice").await;
    let game_page = page.get(&format!("/games/{id}")).await;
    assert_eq!(game_page.status, 200);
    assert!(!game_page.body.contains("Standing battle orders"));
    let csrf = csrf_field(&game_page.body);
    let posted = page
        .post(
            &format!("/games/{id}/orders"),
            &[("csrf", &csrf), ("fire", "\"always\"")],
        )
        .await;
    assert_eq!(posted.status, 303, "{}", posted.body);
    let to = posted.header("location");
    assert!(
        to.starts_with(&format!("/games/{id}?error=")) && to.contains("standing%20orders"),
        "{to}"
    );
    // Without the form's token nothing is done.
    let forged = page
        .post(&format!("/games/{id}/orders"), &[("fire", "\"always\"")])
        .await;
    assert_ne!(forged.status, 200);
    assert_eq!(stored_orders(&server, id, 0), None);
}

/// Everything `viewer` (a token, or none for a visitor) gets from the API about game `id`.
async fn api_answers(api: &Api, token: Option<&str>, id: i64, seq: i64) -> Vec<(String, String)> {
    let mut answers = Vec::new();
    for path in [
        format!("/api/games/{id}"),
        format!("/api/games/{id}/history"),
        format!("/api/games/{id}/history/{seq}"),
        format!("/api/games/{id}/export"),
        "/api/lobby".to_string(),
        "/api/games".to_string(),
    ] {
        answers.push((path.clone(), api.get(&path, token).await.body));
    }
    answers
}

/// Every page `client` gets about game `id`.
async fn pages(client: &FormClient, id: i64, seq: i64) -> Vec<(String, String)> {
    let mut answers = Vec::new();
    for path in [
        format!("/games/{id}"),
        format!("/games/{id}/history/{seq}"),
        format!("/games/{id}/export"),
        "/lobby".to_string(),
        "/games".to_string(),
    ] {
        answers.push((path.clone(), client.get(&path).await.body));
    }
    answers
}

/// The opponent's and a spectator's answers, pages and mails, and the operator's export,
/// while the game is under way and once it is over, never carry a seat's orders or a word
/// of them (orders stored behind the server's back, so this holds whatever the kind).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seats_orders_reach_nobody_else() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let all = players(&api, &["alice", "bob", "carol"]).await;
    let (alice, bob, carol) = (&all[0], &all[1], &all[2]);
    let id = richard3_game(&api, alice, bob).await;
    store_orders(&server, id, 0, MARKED);

    let mut table = Table::new(&api, id, &[alice, bob]).await;
    let mut rng = Rng::new(13);
    for _ in 0..40 {
        if table.finished() {
            break;
        }
        table.step(&mut rng).await;
    }
    let clients = [
        ("bob", signed_in(&server, "bob").await),
        ("carol", signed_in(&server, "carol").await),
        ("a visitor", FormClient::new(&api.base)),
    ];
    for over in [false, true] {
        if over && !table.finished() {
            api.post(&format!("/api/games/{id}/resign"), alice.auth(), &json!({}))
                .await
                .expect(200);
        }
        let seq = current_seq(&api, id).await;
        for (whom, token) in [
            ("bob", bob.auth()),
            ("carol", carol.auth()),
            ("a visitor", None),
        ] {
            for (path, body) in api_answers(&api, token, id, seq).await {
                assert_no_trace(whom, &path, &body);
            }
        }
        for (whom, client) in &clients {
            for (path, body) in pages(client, id, seq).await {
                assert_no_trace(whom, &path, &without_own_form(whom, &body));
            }
        }
        let export = server.cli(&["export", &id.to_string()]);
        assert_no_trace(
            "the operator",
            "export",
            &String::from_utf8_lossy(&export.stdout),
        );
    }
    // The game-over mails are the last; every mail is checked, alice's own too (mails
    // never tell orders).
    // The game-over mails come after every turn mail of the game (each with its board
    // drawn): on a busy 2-core machine that queue took just under a minute to drain.
    smtp.wait_until("the game-over mails", 3 * PATIENCE, |s| {
        s.messages()
            .iter()
            .filter(|m| m.subject.starts_with("Game over"))
            .count()
            == 2
    })
    .await;
    let mails = smtp.messages();
    assert!(mails.len() > 3, "turn mails were sent: {}", mails.len());
    for mail in mails {
        let what = format!("mail {:?}", mail.subject);
        assert_no_trace(&mail.to, &what, &format!("{}\n{}", mail.text, mail.html));
    }
    // The orders are still there, for alice alone.
    assert_eq!(stored_orders(&server, id, 0).as_deref(), Some(MARKED));
}

/// A seat's orders were its player's: whoever takes the seat over starts without them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_that_changes_hands_forgets_its_orders() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let all = players(&api, &["alice", "bob", "carol"]).await;
    let (alice, bob, carol) = (&all[0], &all[1], &all[2]);
    let id = richard3_game(&api, alice, bob).await;
    store_orders(&server, id, 1, MARKED);
    api.post(&format!("/api/games/{id}/leave"), bob.auth(), &json!({}))
        .await
        .expect(200);
    assert_eq!(stored_orders(&server, id, 1), None);
    api.join(carol.auth(), id, Some("york")).await.expect(200);
    assert_eq!(stored_orders(&server, id, 1), None);
    let carols = api
        .get(&format!("/api/games/{id}/orders"), carol.auth())
        .await;
    assert_no_trace("carol", "orders", &carols.body.replace("orders", ""));
    assert!(
        [200, 422].contains(&carols.status),
        "{}: {}",
        carols.status,
        carols.body
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_gives_and_reads_their_own_orders_only() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let all = players(&api, &["alice", "bob", "carol"]).await;
    let (alice, bob, carol) = (&all[0], &all[1], &all[2]);
    let id = richard3_game(&api, alice, bob).await;
    let path = format!("/api/games/{id}/orders");
    let every_ask = json!({"fire": "ask", "retreat": "ask", "charge": "ask",
        "treachery": "ask", "hits": "ask", "regroup": "ask"});
    assert_eq!(api.get(&path, alice.auth()).await.expect(200), every_ask);

    // Partial orders: what is left out asks. The answer and a later read agree.
    let given = api
        .put(&path, alice.auth(), &lancaster_orders())
        .await
        .expect(200);
    let full = json!({"fire": "always", "retreat": {"at_steps": 1}, "charge": "ask",
        "treachery": "always", "hits": "ask", "regroup": "ask"});
    assert_eq!(given, full);
    assert_eq!(api.get(&path, alice.auth()).await.expect(200), full);
    // The opponent's orders are its own; a spectator has none to read.
    assert_eq!(api.get(&path, bob.auth()).await.expect(200), every_ask);
    api.get(&path, carol.auth()).await.expect_error(403);
    api.put(&path, carol.auth(), &lancaster_orders())
        .await
        .expect_error(403);
    assert_eq!(api.get(&path, alice.auth()).await.expect(200), full);

    // Bad orders: the kind's message, nothing changed.
    for (bad, says) in [
        // The order and the answers it takes.
        (
            json!({"fire": "sometimes"}),
            ["\"sometimes\"", "\"ask\", \"always\""],
        ),
        // The orders there are.
        (
            json!({"surrender": "always"}),
            ["\"surrender\"", "fire, retreat"],
        ),
        (json!(["fire"]), ["JSON object", "orders"]),
    ] {
        let message = api.put(&path, alice.auth(), &bad).await.expect_error(422);
        assert!(says.iter().all(|s| message.contains(s)), "{message}");
    }
    assert_eq!(api.get(&path, alice.auth()).await.expect(200), full);

    // Orders are not a move: the game's seq stays and a move checked before still counts.
    let before = api.game(alice.auth(), id).await.expect(200);
    let seq = seq_of(&before);
    api.put(&path, alice.auth(), &json!({"hits": "auto"}))
        .await
        .expect(200);
    assert_eq!(current_seq(&api, id).await, seq);
    let card = strings(&before["actions"])[0].clone();
    api.play(alice.auth(), id, seq, &card).await.expect(200);

    // Once over, the orders can be read but no longer changed.
    api.post(&format!("/api/games/{id}/resign"), bob.auth(), &json!({}))
        .await
        .expect(200);
    let message = api
        .put(&path, alice.auth(), &lancaster_orders())
        .await
        .expect_error(409);
    assert!(message.contains("over"), "{message}");
    assert_eq!(
        api.get(&path, alice.auth()).await.expect(200)["hits"],
        "auto"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_game_page_form_sets_the_orders_for_the_player_alone() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let all = players(&api, &["alice", "bob", "carol"]).await;
    let (alice, bob) = (&all[0], &all[1]);
    let id = richard3_game(&api, alice, bob).await;
    let page = signed_in(&server, "alice").await;
    let game_page = page.get(&format!("/games/{id}")).await;
    assert!(
        game_page.body.contains("Standing battle orders"),
        "{}",
        game_page.body
    );
    assert!(game_page.body.contains("<select name=\"fire\""));
    // The form says what the opponent can tell (issue 26.6): not the orders, but that an
    // answer came at once, with their own move.
    assert!(
        game_page.body.contains(
            "Your opponent cannot read them, nor tell that you have any before one answers."
        ),
        "{}",
        game_page.body
    );
    assert!(html_unescape(&game_page.body).contains("in the same write as your opponent's move"));
    let csrf = csrf_field(&game_page.body);
    let posted = page
        .post(
            &format!("/games/{id}/orders"),
            &[
                ("csrf", &csrf),
                ("fire", "\"always\""),
                ("retreat", "{\"at_steps\":1}"),
                ("treachery", "\"always\""),
            ],
        )
        .await;
    assert_eq!(posted.status, 303, "{}", posted.body);
    assert!(posted.header("location").contains("notice="));
    let orders = api
        .get(&format!("/api/games/{id}/orders"), alice.auth())
        .await
        .expect(200);
    assert_eq!(orders["retreat"], json!({"at_steps": 1}));
    assert_eq!(orders["charge"], "ask");
    // The page shows the answers given.
    let again = page.get(&format!("/games/{id}")).await.body;
    let chosen = again.matches(" selected>").count();
    assert_eq!(chosen, 6, "one answer shown per question:\n{again}");
    // The opponent and a spectator get no form, and no trace of alice's orders.
    for name in ["bob", "carol"] {
        let theirs = signed_in(&server, name)
            .await
            .get(&format!("/games/{id}"))
            .await;
        let body = theirs.body;
        if name == "bob" {
            // bob's form is his own: every question still asks.
            let answers: Vec<&str> = body.split(" selected>").collect();
            assert_eq!(answers.len(), 7, "{body}");
            for before in &answers[..6] {
                let value = &before[before.rfind("value=").expect("an option")..];
                assert!(value.contains("ask"), "bob's form shows {value}");
            }
        } else {
            assert_no_trace(name, "game page", &body);
        }
    }
}

/// The battle round `text` (a turn mail's plain part) tells some moves under, if any: a
/// line `  Battle of …, round N:` followed by at least one `    - <move>`.
fn told_in_chapters(text: &str) -> Option<String> {
    let lines: Vec<&str> = text.lines().collect();
    lines.windows(2).find_map(|pair| {
        let heading = pair[0].strip_prefix("  ")?.strip_suffix(':')?;
        let battle = heading.starts_with("Battle of ") && heading.contains(", round ");
        (battle && pair[1].starts_with("    - ")).then(|| heading.to_string())
    })
}

/// Item 3: random Richard III games until a turn mail tells a battle; its moves stand
/// under the round's heading ("Battle of …, round 1"), with their dice, in both parts.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_battle_is_told_round_by_round_in_one_mail() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let all = players(&api, &["alice", "bob"]).await;
    let (alice, bob) = (&all[0], &all[1]);
    let mut rng = Rng::new(1313);
    for _ in 0..6 {
        let id = richard3_game(&api, alice, bob).await;
        let mut table = Table::new(&api, id, &[alice, bob]).await;
        table.play_to_end(&mut rng, |_| {}).await;
        // The game-over mails come after every turn mail of the game (each with its board
        // drawn): on a busy 2-core machine that queue took just under a minute to drain.
        smtp.wait_until("the game-over mails", 3 * PATIENCE, |s| {
            s.messages()
                .iter()
                .filter(|m| m.subject.starts_with("Game over"))
                .count()
                > 0
        })
        .await;
        let mails = smtp.messages();
        let battle = mails.iter().find_map(|m| {
            let heading = told_in_chapters(&m.text)?;
            m.subject.starts_with("Your turn").then_some((m, heading))
        });
        if let Some((mail, heading)) = battle {
            assert!(heading.contains("Battle of"), "{heading}\n{}", mail.text);
            assert!(heading.contains(", round "), "{heading}");
            let html_heading = heading.replace('\'', "&#39;");
            assert!(
                mail.html
                    .contains(&format!("<li><strong>{html_heading}</strong><ul><li>")),
                "{}",
                mail.html
            );
            // One heading per round: the same heading never stands twice in a row.
            let headings: Vec<&str> = mail
                .text
                .lines()
                .filter(|l| l.starts_with("  ") && !l.starts_with("   ") && l.ends_with(':'))
                .collect();
            assert!(headings.windows(2).all(|w| w[0] != w[1]), "{}", mail.text);
            return;
        }
    }
    panic!("six random games and no turn mail told a battle");
}
