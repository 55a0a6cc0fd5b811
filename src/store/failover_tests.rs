//! Herald follows PostgreSQL's primary when it moves (issue 29). A URL names two hosts:
//! two TCP forwarders made here, in front of one test server. The first forwarder dies
//! the way a killed primary does: its connections drop and it stops answering. The second
//! stands for the promoted standby, holding the same data. The writer, the readers and the
//! pool must connect through it by themselves, and every acknowledged write must be there.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use sqlx::postgres::PgConnectOptions;
use tokio::net::{TcpListener, TcpStream};
use tokio::task::AbortHandle;

use super::games::tests::{new_active_game, two_players_and_a_game};
use super::test_postgres::TestDatabase;
use crate::domain::GameId;

/// A TCP forwarder to `upstream` that can be killed: every connection through it dropped
/// and its port closed.
struct Forwarder {
    addr: SocketAddr,
    tasks: Arc<Mutex<Vec<AbortHandle>>>,
}

impl Forwarder {
    async fn start(upstream: String) -> Forwarder {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("a port");
        let addr = listener.local_addr().expect("its address");
        let tasks: Arc<Mutex<Vec<AbortHandle>>> = Arc::default();
        let each = tasks.clone();
        let accepting = tokio::spawn(async move {
            while let Ok((mut client, _)) = listener.accept().await {
                let upstream = upstream.clone();
                let forwarding = tokio::spawn(async move {
                    if let Ok(mut server) = TcpStream::connect(&upstream).await {
                        let _ = tokio::io::copy_bidirectional(&mut client, &mut server).await;
                    }
                });
                each.lock().expect("tasks").push(forwarding.abort_handle());
            }
        });
        tasks.lock().expect("tasks").push(accepting.abort_handle());
        Forwarder { addr, tasks }
    }

    /// Drops every connection and stops listening, as a killed server's host does.
    fn kill(&self) {
        for task in self.tasks.lock().expect("tasks").drain(..) {
            task.abort();
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn when_the_first_host_dies_the_writer_readers_and_pool_go_on_through_the_next() {
    let Some(database) = TestDatabase::new() else {
        return;
    };
    let options: PgConnectOptions = database.url().parse().expect("the test URL");
    let upstream = format!("{}:{}", options.get_host(), options.get_port());
    let (first, second) = (
        Forwarder::start(upstream.clone()).await,
        Forwarder::start(upstream.clone()).await,
    );
    let hosts = format!("{},{}", first.addr, second.addr);
    let url = database.url().replacen(&upstream, &hosts, 1);
    let url = format!(
        "{url}{}target_session_attrs=read-write",
        if url.contains('?') { '&' } else { '?' }
    );
    let db = super::open_postgres(&url)
        .await
        .expect("open through the first host");
    two_players_and_a_game(&db).await;
    let players: Vec<i64> = {
        let mut conn = db.acquire().await.expect("a connection");
        super::access::each_engine!(&mut conn, c => sqlx::query_scalar("SELECT id FROM users ORDER BY id").fetch_all(c).await)
            .expect("the players")
    };
    let new_game = || async {
        let id: GameId = db.next_game_id().await.map_err(|e| e.to_string())?;
        db.writer
            .write_new_game(new_active_game(id, players[0], players[1]))
            .await
            .map_err(|e| e.to_string())?;
        Ok::<GameId, String>(id)
    };
    let mut acknowledged = vec![new_game().await.expect("a game through the first host")];

    first.kill();
    let killed = Instant::now();
    // The readers find the second host first (before the pool's watcher looks, each
    // second), as a storm of page loads does: the pool must follow all the same.
    let read = || -> sqlx::Result<Vec<GameId>> {
        db.read(|c| c.query_map("SELECT id FROM games", &[], |r| r.get(0)))
    };
    // (An idle link through the dead host fails its read, and is closed.)
    if read().is_err() {
        read().expect("the next read connects through the second host");
    }
    let mut refused = 0;
    while acknowledged.len() < 6 {
        assert!(
            killed.elapsed() < Duration::from_secs(30),
            "no write went through the second host in 30 s ({refused} refused)"
        );
        match new_game().await {
            Ok(id) => acknowledged.push(id),
            Err(_) => {
                refused += 1;
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
    }

    // Every acknowledged game is there, read by the readers through the second host.
    let stored: Vec<GameId> = db
        .read(|c| c.query_map("SELECT id FROM games ORDER BY id", &[], |r| r.get(0)))
        .expect("the readers read again");
    for id in &acknowledged {
        assert!(
            stored.contains(id),
            "game {id} was acknowledged and lost: {stored:?}"
        );
    }
    assert_eq!(stored.len(), acknowledged.len() + 1, "{stored:?}");
    second.kill();
}
