//! The operator's command line (issue 4): list, show, reassign a seat, back up, and check
//! games started on an older engine; each command leaves an audit entry.

use crate::common;

use common::*;
use serde_json::json;

fn stdout(output: &std::process::Output) -> String {
    assert!(output.status.success(), "{output:?}");
    String::from_utf8_lossy(&output.stdout).to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_operator_lists_shows_reassigns_and_backs_up() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let all = players(&api, &["alice", "bob", "carol"]).await;
    let (alice, bob, carol) = (&all[0], &all[1], &all[2]);
    let id = start_game(&api, alice, &[bob]).await;
    let other = start_game(&api, bob, &[alice]).await;
    api.post(
        &format!("/api/games/{other}/resign"),
        bob.auth(),
        &json!({}),
    )
    .await
    .expect(200);

    let listed = stdout(&server.cli(&["games"]));
    assert!(listed.contains(&format!("{id:>6}  {KIND}")), "{listed}");
    assert!(listed.contains("red=alice, white=bob"), "{listed}");
    let finished = stdout(&server.cli(&["games", "--status", "finished"]));
    assert!(finished.contains(&format!("{other:>6}")), "{finished}");
    assert!(!finished.contains(&format!("{id:>6}  ")), "{finished}");

    // bob vanished: the operator gives white to carol, who then plays it.
    let mut table = Table::new(&api, id, &[alice, bob]).await;
    table.step(&mut Rng::new(1)).await;
    let moved = stdout(&server.cli(&["seat", &id.to_string(), "white", "carol"]));
    assert!(moved.contains("carol"), "{moved}");
    let game = api.game(carol.auth(), id).await.expect(200);
    assert_eq!(game["you"], "white");
    assert!(
        !strings(&game["actions"]).is_empty(),
        "carol may move: {game}"
    );
    let refused = server.cli(&["seat", &id.to_string(), "black", "carol"]);
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("red, white"));

    // show: seats, the log in notation, and the audit trail (the seat change, the show).
    let shown = stdout(&server.cli(&["show", &id.to_string()]));
    assert!(shown.contains("carol"), "{shown}");
    assert!(shown.contains("seat white: bob -> carol"), "{shown}");
    assert!(shown.contains("show: showed the game"), "{shown}");
    let first_action = api.history(None, id).await.expect(200)[0]["seq"].clone();
    assert_eq!(first_action, 1);

    // backup: a consistent SQLite file, never over an existing one.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("copy.db");
    let path = file.to_str().unwrap();
    stdout(&server.cli(&["backup", path]));
    let bytes = std::fs::read(&file).expect("the backup");
    assert!(bytes.starts_with(b"SQLite format 3\0"));
    let again = server.cli(&["backup", path]);
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("exists already"));
}

/// A game of alice and bob with its first step played (by a generator seeded with
/// `seed`): its players and id.
async fn under_way(api: &Api, seed: u64) -> (Vec<Player>, i64) {
    let all = players(api, &["alice", "bob"]).await;
    let id = start_game(api, &all[0], &[&all[1]]).await;
    let mut table = Table::new(api, id, &[&all[0], &all[1]]).await;
    table.step(&mut Rng::new(seed)).await;
    (all, id)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn verify_lists_games_started_on_an_older_engine() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let (_, id) = under_way(&api, 3).await;
    // As if the game had started before a rules change.
    let pool = sqlx::SqlitePool::connect(&format!("sqlite://{}", server.db_path().display()))
        .await
        .expect("the database");
    sqlx::query("UPDATE games SET engine_version = 0 WHERE id = $1")
        .bind(id)
        .execute(&pool)
        .await
        .expect("an older version");
    pool.close().await;
    let verified = stdout(&server.verify());
    assert!(
        verified.contains(&format!(
            "game {id}: started on engine v0, replays on the current v"
        )),
        "{verified}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn verify_repair_rebuilds_a_snapshot_that_differs_from_the_log() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let (all, id) = under_way(&api, 5).await;
    let before = api.game(all[0].auth(), id).await.expect(200);
    // A snapshot that is not what the log replays to (a disk's bit flip, say).
    let conn = rusqlite::Connection::open(server.db_path()).expect("the database");
    let snapshot = |conn: &rusqlite::Connection| -> String {
        conn.query_row(
            "SELECT state FROM snapshots WHERE game_id = ?1",
            [id],
            |r| r.get(0),
        )
        .expect("a snapshot")
    };
    let good = snapshot(&conn);
    let version = |conn: &rusqlite::Connection| -> i64 {
        conn.query_row("SELECT version FROM games WHERE id = ?1", [id], |r| {
            r.get(0)
        })
        .expect("a version")
    };
    let version_before = version(&conn);
    conn.execute("UPDATE snapshots SET state = '{}' WHERE game_id = ?1", [id])
        .expect("a damaged snapshot");

    let found = server.cli(&["verify"]);
    let found_text = String::from_utf8_lossy(&found.stdout).to_string();
    assert!(!found.status.success(), "{found_text}");
    assert!(
        found_text.contains(&format!("game {id}: snapshot differs from the log\n")),
        "{found_text}"
    );
    assert_eq!(snapshot(&conn), "{}", "verify alone changes nothing");

    let repaired = server.cli(&["verify", "--repair"]);
    let repaired_text = String::from_utf8_lossy(&repaired.stdout).to_string();
    assert!(
        repaired_text.contains(&format!(
            "game {id}: snapshot differs from the log (rebuilt)"
        )),
        "{repaired_text}"
    );
    assert_eq!(snapshot(&conn), good, "the state the log replays to");
    assert_eq!(
        version(&conn),
        version_before,
        "a repair is not a change of the game"
    );
    drop(conn);
    server.assert_verified();
    let after = api.game(all[0].auth(), id).await.expect(200);
    for field in ["seq", "view", "to_act", "seats"] {
        assert_eq!(after[field], before[field], "{field}");
    }
}

/// A `postgres://` URL in `HERALD_DB` is read as a PostgreSQL server, never as a file's
/// path: a server that cannot be reached is an error within the connection's deadline that
/// names the server without its password, and creates nothing (issue 29).
#[test]
fn an_unreachable_postgres_server_is_a_plain_error_and_creates_nothing() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_herald"))
        .arg("migrate")
        .current_dir(dir.path())
        .env("HERALD_DB", "postgres://herald:s3cret@127.0.0.1:9/herald")
        .output()
        .expect("herald runs");
    assert!(!output.status.success(), "{output:?}");
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(said.contains("connect to PostgreSQL"), "{said}");
    assert!(
        said.contains("127.0.0.1:9/herald"),
        "names the server: {said}"
    );
    assert!(
        !said.contains("s3cret"),
        "the password is never shown: {said}"
    );
    let left: Vec<_> = std::fs::read_dir(dir.path()).expect("the folder").collect();
    assert!(left.is_empty(), "nothing is created: {left:?}");
}
