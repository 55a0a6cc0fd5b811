//! A new game, written whole by the one writer in one transaction: its row, its seats,
//! and its first change — the setup's snapshot and the invitations of a game created
//! here, or the log of a game imported with where it leaves the game and its mails.
//!
//! The game's id is chosen when the game is decided ([`next_game_id`]), because its mails
//! name it (links, threads); a game created by another request in between takes that id
//! first, and this one is then stale and decided again, as a change of a game is.

use super::change::{GameChange, apply_change};
use super::games::{GameRow, SeatRow};
use super::sql::{self, Conn};
use super::write_error::{WriteError, refusal};
use crate::domain::{GameId, GameStatus, Millis, Seq};
use crate::engine::Seat;

/// A game to be written for the first time.
#[derive(Debug)]
pub struct NewGame {
    /// The id it is decided under (see [`next_game_id`]).
    pub id: GameId,
    /// The kind's name.
    pub kind: &'static str,
    /// The rules engine version it starts on.
    pub engine_version: i64,
    /// Normalized options, JSON.
    pub options: String,
    /// The terms (clock, time-out, vacation), JSON.
    pub terms: String,
    /// The secret seed, hex.
    pub seed: String,
    /// Its public SHA-256, hex.
    pub seed_hash: String,
    /// Open (created here, seats to fill) or active (an imported log goes in next; its
    /// first change sets where the log leaves the game).
    pub status: GameStatus,
    /// Who created it.
    pub created_by: i64,
    /// When it was created.
    pub created_at: Millis,
    /// Its last change once written, when not its first change's time: an imported game's
    /// last move (or its creation).
    pub last_change_at: Option<Millis>,
    /// The importer, for a record that waits for its other players to accept it.
    pub record_of: Option<i64>,
    /// Its seats, in seat order.
    pub seats: Vec<NewSeat>,
    /// What is written right after the rows, with no version to check: the snapshot, the
    /// log and turn of an imported game, the mails.
    pub first: GameChange,
}

/// A seat of a new game: empty, taken, or kept for an invited player.
#[derive(Clone, Debug)]
pub struct NewSeat {
    /// The seat's name.
    pub name: &'static str,
    /// Its player.
    pub user_id: Option<i64>,
    /// The player it is kept for.
    pub invited_id: Option<i64>,
    /// The time bank the terms give.
    pub bank_ms: Option<i64>,
}

#[cfg(test)]
impl NewGame {
    /// A game of `kind` and `id` created by `created_by` at `at`, in `status`: no options,
    /// terms or seats, the seed `00`, and a first change that writes nothing. Tests build
    /// theirs from it, naming only what they are about.
    pub(crate) fn blank(
        id: GameId,
        kind: &'static str,
        created_by: i64,
        status: GameStatus,
        at: Millis,
    ) -> NewGame {
        NewGame {
            id,
            kind,
            engine_version: 1,
            options: "{}".into(),
            terms: "{}".into(),
            seed: "00".into(),
            seed_hash: "11".into(),
            status,
            created_by,
            created_at: at,
            last_change_at: None,
            record_of: None,
            seats: Vec::new(),
            first: GameChange::of(id, 0, at),
        }
    }
}

impl NewGame {
    /// The game's row and seats as they stand once written, before its first change, and
    /// without what the seats' reads join from the players' accounts (names, addresses).
    pub fn rows(&self) -> (GameRow, Vec<SeatRow>) {
        let row = GameRow {
            id: self.id,
            kind: self.kind.to_string(),
            engine_version: self.engine_version,
            options: self.options.clone(),
            seed: self.seed.clone(),
            seed_hash: self.seed_hash.clone(),
            status: self.status,
            result: None,
            seq: Seq::SETUP,
            created_at: self.created_at,
            updated_at: self.created_at,
            turn_since: None,
            terms: self.terms.clone(),
            proposal: None,
            proposed_by: None,
            paused_at: None,
            record_of: self.record_of,
            version: 0,
            snapshot_seq: None,
            snapshot: None,
        };
        let seats = Seat::all(self.seats.len())
            .zip(&self.seats)
            .map(|(index, seat)| SeatRow {
                seat_index: index,
                seat: seat.name.to_string(),
                user_id: seat.user_id,
                invited_id: seat.invited_id,
                bank_ms: seat.bank_ms,
                ..SeatRow::empty()
            })
            .collect();
        (row, seats)
    }
}

/// The id the next game created takes, unless another is created first.
///
/// # Errors
/// Database errors.
pub fn next_game_id(conn: Conn<'_>) -> sql::Result<GameId> {
    conn.query_row("SELECT coalesce(max(id), 0) + 1 FROM games", &[], |r| {
        r.get(0)
    })
}

/// Writes `game`: its row (stale if its id was taken meanwhile), its seats, its first
/// change (which writes when the game last changed: an imported game's own time).
pub(super) fn write_new_game(conn: Conn<'_>, game: &NewGame) -> Result<(), WriteError> {
    let inserted = conn
        .query_opt(
            "INSERT INTO games (id, kind, engine_version, options, terms, seed, seed_hash, status,
                                created_by, created_at, updated_at, record_of)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?10, ?11)
             ON CONFLICT (id) DO NOTHING RETURNING id",
            &[
                &game.id,
                &game.kind,
                &game.engine_version,
                &game.options,
                &game.terms,
                &game.seed,
                &game.seed_hash,
                &game.status,
                &game.created_by,
                &game.created_at,
                &game.record_of,
            ],
            |r| r.get::<GameId>(0),
        )
        .map_err(refusal)?;
    if inserted.is_none() {
        return Err(WriteError::Stale);
    }
    for (index, s) in game.seats.iter().enumerate() {
        conn.execute(
            "INSERT INTO seats (game_id, seat_index, seat, user_id, invited_id, bank_ms)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            &[
                &game.id,
                &(index as i64),
                &s.name,
                &s.user_id,
                &s.invited_id,
                &s.bank_ms,
            ],
        )
        .map_err(refusal)?;
    }
    // Nothing was there before the game to go stale: a refusal of its first change is
    // the database's (an imported log out of sequence, say), not a reason to decide again.
    let open = game.status == GameStatus::Open;
    let updated_at = game.last_change_at.unwrap_or(game.first.at);
    apply_change(conn, &game.first, open, updated_at).map_err(|err| match err {
        WriteError::Stale => WriteError::from(sqlx::Error::Protocol(format!(
            "the first change of new game {} was refused: its log is out of sequence",
            game.id
        ))),
        err => err,
    })
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::engine::auto::By;
    use crate::store::Db;
    use crate::store::access::on_both_engines;
    use crate::store::change::{LogChange, LogEntry, TurnWrite};
    use crate::store::games::tests::one_game_on;
    use crate::store::games_read::read_with_seats;
    use crate::store::outbox::NewMail;

    /// The two players `one_game` signs up.
    pub(in crate::store) async fn players(db: &Db) -> (i64, i64) {
        let mut conn = db.acquire().await.expect("conn");
        let ids: Vec<(i64,)> = crate::store::access::each_engine!(&mut conn, c => sqlx::query_as("SELECT id FROM users ORDER BY id")
            .fetch_all(c).await)
            .expect("users");
        (ids[0].0, ids[1].0)
    }

    /// An open game of `id`: `a` in red, white kept for `b`, who gets a mail.
    pub(in crate::store) fn open_game(id: GameId, a: i64, b: i64) -> NewGame {
        let mut first = GameChange::of(id, 0, Millis(500));
        first.log = LogChange::Append {
            entries: Vec::new(),
            snapshot: "set up".into(),
        };
        first.mails.push(NewMail {
            game_id: Some(id),
            to_addr: "ben@example.org".into(),
            to_name: "ben".into(),
            subject: "Invited".into(),
            body_text: "Come and play".into(),
            body_html: String::new(),
            message_id: format!("invited.{id}@x"),
            thread_id: None,
            unsubscribe_url: None,
            board: None,
            hold: None,
            reply: None,
        });
        NewGame {
            seats: vec![
                NewSeat {
                    name: "red",
                    user_id: Some(a),
                    invited_id: None,
                    bank_ms: Some(7),
                },
                NewSeat {
                    name: "white",
                    user_id: None,
                    invited_id: Some(b),
                    bank_ms: Some(7),
                },
            ],
            first,
            ..NewGame::blank(id, "rosenkonig", a, GameStatus::Open, Millis(500))
        }
    }

    pub(in crate::store) async fn count(db: &Db, table: &str) -> i64 {
        let mut conn = db.acquire().await.expect("conn");
        let (n,): (i64,) =
            crate::store::access::each_engine!(&mut conn, c => sqlx::query_as(sqlx::AssertSqlSafe(format!("SELECT count(*) FROM {table}")))
                .fetch_one(c).await)
                .expect("a count");
        n
    }

    on_both_engines! {
        async fn a_new_game_is_written_whole_and_reads_back_as_its_rows(engine) {
            let Some((_kept, db, _)) = one_game_on(engine).await else {
                return;
            };
            let (a, b) = players(&db).await;
            let id = db.read(next_game_id).expect("an id");
            let new = open_game(id, a, b);
            let (row, seats) = new.rows();
            db.writer.write_new_game(new).await.expect("written");
            let (read, read_seats) = db
                .read(|c| read_with_seats(c, id))
                .expect("a read")
                .expect("the game");
            assert_eq!(
                (read.id, read.status, read.seq, &read.kind, read.created_at),
                (row.id, row.status, row.seq, &row.kind, row.created_at)
            );
            assert_eq!(read.snapshot.as_deref(), Some("set up"));
            assert_eq!(read.updated_at, Millis(500));
            let shape = |s: &SeatRow| (s.seat.clone(), s.user_id, s.invited_id, s.bank_ms);
            assert_eq!(
                read_seats.iter().map(shape).collect::<Vec<_>>(),
                seats.iter().map(shape).collect::<Vec<_>>()
            );
            assert_eq!(
                count(&db, "outbox").await,
                1,
                "its mail, in the same transaction"
            );
        }
    }

    on_both_engines! {
        async fn a_new_game_whose_id_another_took_meanwhile_is_stale_and_writes_nothing(engine) {
            let Some((_kept, db, _)) = one_game_on(engine).await else {
                return;
            };
            let (a, b) = players(&db).await;
            let id = db.read(next_game_id).expect("an id");
            db.writer
                .write_new_game(open_game(id, a, b))
                .await
                .expect("the first");
            let (games, seats, mails) = (
                count(&db, "games").await,
                count(&db, "seats").await,
                count(&db, "outbox").await,
            );
            let mut late = open_game(id, a, b);
            late.first.mails[0].message_id = "invited.late@x".into();
            assert!(matches!(
                db.writer.write_new_game(late).await,
                Err(WriteError::Stale)
            ));
            assert_eq!(
                (
                    count(&db, "games").await,
                    count(&db, "seats").await,
                    count(&db, "outbox").await
                ),
                (games, seats, mails)
            );
            assert_eq!(Some(db.read(next_game_id).expect("an id")), id.next());
        }
    }

    on_both_engines! {
        async fn games_decided_at_once_in_one_process_take_an_id_each_and_are_all_written(engine) {
            let Some((_kept, db, _)) = one_game_on(engine).await else {
                return;
            };
            let (a, b) = players(&db).await;
            let stored = db.read(next_game_id).expect("the next stored id");
            // Three games decided before any is written: three ids, one after the other.
            let mut ids = Vec::new();
            for _ in 0..3 {
                ids.push(db.next_game_id().await.expect("an id"));
            }
            assert_eq!(ids[0], stored);
            assert_eq!((Some(ids[1]), Some(ids[2])), (ids[0].next(), ids[1].next()));
            for (n, id) in ids.iter().enumerate() {
                let mut new = open_game(*id, a, b);
                new.first.mails[0].message_id = format!("invited.{n}@x");
                db.writer
                    .write_new_game(new)
                    .await
                    .expect("each is written");
            }
            // Once written, the next id follows the stored games again.
            assert_eq!(Some(db.next_game_id().await.expect("an id")), ids[2].next());
        }
    }

    /// An imported game of `id` whose log is `seqs`, played by red and white in turn at
    /// 1,000 ms apart, finished by its first change.
    fn imported(id: GameId, a: i64, b: i64, seqs: &[i64]) -> NewGame {
        let mut new = open_game(id, a, b);
        new.status = GameStatus::Active;
        new.seats[1].user_id = Some(b);
        new.seats[1].invited_id = None;
        new.last_change_at = Some(Millis(9_000));
        new.first.mails.clear();
        new.first.log = LogChange::Append {
            entries: seqs
                .iter()
                .map(|seq| LogEntry {
                    seq: Seq(*seq),
                    seat_index: Seat((*seq as u8 + 1) % 2),
                    action: format!("m{seq}"),
                    made_by: By::Player,
                    at: Some(Millis(1_000 * seq)),
                })
                .collect(),
            snapshot: "the end".into(),
        };
        new.first.turn = Some(TurnWrite {
            status: GameStatus::Finished,
            result: Some("{\"winner\":\"red\"}".into()),
            turn_since: None,
            to_act: Vec::new(),
            clocks: Vec::new(),
        });
        new
    }

    on_both_engines! {
        async fn an_imported_log_goes_in_move_by_move_at_its_own_times_and_its_first_change_ends_it(engine) {
            let Some((_kept, db, _)) = one_game_on(engine).await else {
                return;
            };
            let (a, b) = players(&db).await;
            let id = db.read(next_game_id).expect("an id");
            db.writer
                .write_new_game(imported(id, a, b, &[1, 2, 3]))
                .await
                .expect("written");
            let (row, seats) = db
                .read(|c| read_with_seats(c, id))
                .expect("a read")
                .expect("the game");
            assert_eq!((row.status, row.seq), (GameStatus::Finished, Seq(3)));
            assert_eq!(
                row.updated_at,
                Millis(9_000),
                "its last change is its log's"
            );
            let last: Vec<Seq> = seats.iter().map(|s| s.last_seq).collect();
            assert_eq!(last, [Seq(3), Seq(2)], "each seat's own last move");
            let mut conn = db.acquire().await.expect("conn");
            let times: Vec<(i64, i64)> =
                crate::store::access::each_engine!(&mut conn, c => sqlx::query_as("SELECT seq, at FROM moves WHERE game_id = $1 ORDER BY seq")
                    .bind(id)
                    .fetch_all(c).await)
                    .expect("moves");
            assert_eq!(times, [(1, 1_000), (2, 2_000), (3, 3_000)]);
        }
    }

    on_both_engines! {
        async fn an_imported_log_out_of_sequence_is_refused_by_the_database_and_writes_nothing(engine) {
            let Some((_kept, db, _)) = one_game_on(engine).await else {
                return;
            };
            let (a, b) = players(&db).await;
            let games = count(&db, "games").await;
            let id = db.read(next_game_id).expect("an id");
            let refused = db.writer.write_new_game(imported(id, a, b, &[1, 3])).await;
            assert!(
                matches!(refused, Err(ref e) if !matches!(e, WriteError::Stale)),
                "{refused:?}"
            );
            assert_eq!(count(&db, "games").await, games);
            assert_eq!(count(&db, "moves").await, 0);
        }
    }
}
