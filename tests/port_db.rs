//! `herald port-db --to postgres://…` (issue 29): a whole SQLite database, with players,
//! tokens, a finished and an active game, chat and mail, copied into an empty PostgreSQL
//! database; each table's rows counted side by side; every game verified on the copy; a
//! Herald serving the copy goes on where the SQLite one stopped. Skipped, loudly, without
//! a PostgreSQL test server (`HERALD_TEST_POSTGRES`); under CI it must run.

use crate::common;

use std::time::Duration;

use common::postgres::TestDatabase;
use common::*;
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn port_db_copies_a_whole_sqlite_database_and_herald_goes_on_from_the_copy() {
    // Arrange: a SQLite Herald with a finished game, an active one, a chat line and mail.
    let smtp = SmtpServer::start();
    // The SQLite Herald to copy, whichever engine the other tests' servers use.
    let mut source = Server::start_with(&smtp.url(), &[("HERALD_DB", "herald.db")]);
    let api = source.api();
    let [alice, bob] =
        <[Player; 2]>::try_from(players(&api, &["alice", "bob"]).await).expect("two players");
    let finished = start_game_of(&api, KIND, &json!({}), &alice, &[&bob]).await;
    let mut rng = Rng::new(29);
    Table::new(&api, finished, &[&alice, &bob])
        .await
        .play_to_end(&mut rng, |_| {})
        .await;
    let active = start_game_of(&api, KIND, &json!({}), &bob, &[&alice]).await;
    let mut table = Table::new(&api, active, &[&alice, &bob]).await;
    for _ in 0..3 {
        table.step(&mut rng).await;
    }
    api.post(
        &format!("/api/games/{active}/chat"),
        alice.auth(),
        &json!({ "text": "Good luck" }),
    )
    .await
    .expect(201);
    let seq = current_seq(&api, active).await;
    let history = history_len(&api, finished).await;
    source.signal(libc::SIGTERM);
    assert!(
        source
            .wait_exit(Duration::from_secs(15))
            .is_some_and(|s| s.success()),
        "Herald stops cleanly before the copy"
    );
    let Some(database) = TestDatabase::new() else {
        return;
    };

    // Act
    let copied = source.cli(&["port-db", "--to", database.url()]);

    // Assert: every table counted in both, the same; every game verified.
    let out = String::from_utf8_lossy(&copied.stdout);
    let err = String::from_utf8_lossy(&copied.stderr);
    assert!(copied.status.success(), "port-db failed:\n{out}\n{err}");
    let counts: Vec<(&str, i64, i64)> = out
        .lines()
        .skip_while(|line| !line.starts_with("table"))
        .skip(1)
        .map_while(
            |line| match line.split_whitespace().collect::<Vec<_>>()[..] {
                [table, sqlite, postgres] => {
                    Some((table, sqlite.parse().ok()?, postgres.parse().ok()?))
                }
                _ => None,
            },
        )
        .collect();
    for table in [
        "users",
        "tokens",
        "games",
        "seats",
        "moves",
        "chat_messages",
        "outbox",
    ] {
        let (_, sqlite, postgres) = counts
            .iter()
            .find(|(name, ..)| *name == table)
            .unwrap_or_else(|| panic!("{table} is counted:\n{out}"));
        assert!(*sqlite > 0, "{table} has rows to copy:\n{out}");
        assert_eq!(sqlite, postgres, "{table}:\n{out}");
    }
    assert!(out.contains("every count matches"), "{out}");
    assert!(
        out.contains("2 games verified, 2 ok, 0 with problems"),
        "{out}"
    );

    // A copy is made into an empty database only: a second one changes nothing.
    let again = source.cli(&["port-db", "--to", database.url()]);
    let err = String::from_utf8_lossy(&again.stderr);
    assert!(
        !again.status.success(),
        "a second copy into the same database is refused"
    );
    assert!(err.contains("is not empty"), "{err}");

    // Herald on the copy: the same tokens, games, moves and chat; play goes on, and a new
    // game takes a new id.
    let copy = Server::start_on_database(&smtp, database);
    let api = copy.api();
    let game = api.game(alice.auth(), active).await.expect(200);
    assert_eq!(seq_of(&game), seq);
    assert_eq!(history_len(&api, finished).await, history);
    let chat = api
        .get(&format!("/api/games/{active}/chat"), bob.auth())
        .await
        .expect(200);
    assert!(chat.to_string().contains("Good luck"), "{chat}");
    let mut table = Table::new(&api, active, &[&alice, &bob]).await;
    table.step(&mut rng).await;
    let newer = start_game_of(&api, KIND, &json!({}), &alice, &[&bob]).await;
    assert!(newer > active, "a new game's id follows the copied ones");
    copy.assert_verified();
}
