//! The table against a real SQLite file: a move decided and then written after any other
//! change to its game is refused as stale, and a written outcome reads back as the game
//! its log replays to.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use clap::Parser;
use serde_json::json;

use super::{GameTable, Mailing, Submission};
use crate::config::Settings;
use crate::domain::{Email, GameId, GameStatus, Millis, Seq};
use crate::engine::Seat;
use crate::service::chat::UnseenChat;
use crate::service::game::new_game::NewGameRequest;
use crate::service::replay::{replay, seed_of};
use crate::service::{Clock, Herald, User};
use crate::store::seat_wishes::SeatWish;
use crate::store::{
    self,
    change::{LogChange, WriteError},
};

const DAY_MS: i64 = 24 * 60 * 60 * 1000;
const START: i64 = 1_800_000_000_000;

/// A clock the test moves by hand.
struct HandClock(AtomicI64);

impl Clock for HandClock {
    fn now_ms(&self) -> Millis {
        Millis(self.0.load(Ordering::SeqCst))
    }
}

#[derive(Parser)]
struct Cli {
    #[command(flatten)]
    settings: Settings,
}

/// A service on a fresh database file, its clock and two players.
struct Bench {
    _dir: tempfile::TempDir,
    herald: Herald,
    clock: Arc<HandClock>,
    ann: User,
    ben: User,
}

impl Bench {
    async fn new() -> Bench {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("table.db");
        let settings = Cli::parse_from(["herald", "--db", path.to_str().expect("utf-8")]).settings;
        let db = store::open(&path).await.expect("open");
        let clock = Arc::new(HandClock(AtomicI64::new(START)));
        let herald = Herald::new(db, Arc::new(settings), clock.clone());
        let mut users = Vec::new();
        for name in ["ann", "ben"] {
            let email = Email::parse(&format!("{name}@example.org")).expect("an address");
            let mut tx = herald.db.begin_write().await.expect("begin");
            let id = store::users::insert(
                &mut tx,
                name,
                &email,
                "hash",
                &format!("k-{name}"),
                "en",
                Millis(START),
            )
            .await
            .expect("user");
            tx.commit().await.expect("commit");
            users.push(User {
                id,
                name: name.into(),
                email: email.to_string(),
                language: crate::i18n::Lang::En,
            });
        }
        let ben = users.pop().expect("ben");
        let ann = users.pop().expect("ann");
        Bench {
            _dir: dir,
            herald,
            clock,
            ann,
            ben,
        }
    }

    /// A Rose King game between ann (red) and ben (white) under a 3-day clock.
    async fn game(&self, mut terms: serde_json::Value) -> GameId {
        // These tests follow a game move by move: no forced move is played for anyone.
        if let Some(map) = terms.as_object_mut() {
            map.entry("auto_forced").or_insert(json!(false));
        }
        let id = self
            .herald
            .create_game(
                &self.ann,
                NewGameRequest {
                    kind: "rosenkonig".into(),
                    seat: None,
                    options: terms,
                    invite: Vec::new(),
                },
            )
            .await
            .expect("create");
        self.herald
            .join_game(&self.ben, id, None)
            .await
            .expect("join");
        id
    }

    /// The user to act in game `id`, and the other.
    async fn mover(&self, id: GameId) -> (&User, &User) {
        let detail = self
            .herald
            .game_detail(Some(&self.ann), id)
            .await
            .expect("detail");
        if detail.to_act.contains(&"red") {
            (&self.ann, &self.ben)
        } else {
            (&self.ben, &self.ann)
        }
    }

    /// A move decided by the table now, not yet written.
    async fn decided(&self, id: GameId, by: &User) -> super::MoveOutcome {
        let mut conn = self.herald.db.acquire().await.expect("conn");
        let (table, log) = GameTable::load_with_log(&mut conn, id).await.expect("load");
        let seat = table.player_seat(by).expect("a player");
        let checked = table.checked_from_log(&log).expect("replays");
        let action = checked.game.actions(seat).remove(0);
        table
            .play(
                checked,
                seat,
                table.row.seq,
                Submission::Move(&action),
                self.clock.now_ms(),
                Mailing::new(&self.herald.settings, &UnseenChat::default()),
                &[],
            )
            .expect("a legal move")
            .0
    }

    async fn seq(&self, id: GameId) -> Seq {
        let mut conn = self.herald.db.acquire().await.expect("conn");
        GameTable::load(&mut conn, id).await.expect("load").row.seq
    }
}

/// A change made between deciding a move and writing it.
#[derive(Clone, Copy, Debug)]
enum Change {
    AnotherMove,
    ProposeDraw,
    DeclineProposal,
    Pause,
    Resume,
    Resign,
    Leave,
    TakeOver,
    TimeOut,
    VacationDay,
}

/// Muting a game's mail is left out on purpose: it is bookkeeping (see the store's test
/// `every_change_to_a_games_state_moves_its_version_on`), and an opponent who mutes must
/// not make the mover's move stale.
const CHANGES: [Change; 10] = [
    Change::AnotherMove,
    Change::ProposeDraw,
    Change::DeclineProposal,
    Change::Pause,
    Change::Resume,
    Change::Resign,
    Change::Leave,
    Change::TakeOver,
    Change::TimeOut,
    Change::VacationDay,
];

impl Change {
    /// The terms the game needs for this change to be possible.
    fn terms(self) -> serde_json::Value {
        match self {
            Change::TimeOut => json!({"clock": {"per_move": {"days": 1}}, "vacation": false}),
            Change::VacationDay => json!({"clock": {"per_move": {"days": 1}}, "vacation": true}),
            _ => json!({"clock": {"per_move": {"days": 3}}}),
        }
    }

    /// Anything that must happen before the move is decided.
    async fn prepare(self, bench: &Bench, id: GameId) {
        let h = &bench.herald;
        match self {
            Change::DeclineProposal => h.propose(&bench.ann, id, "abandon").await.expect("propose"),
            Change::Resume => {
                h.propose(&bench.ann, id, "pause").await.expect("propose");
                h.answer_proposal(&bench.ben, id, true)
                    .await
                    .expect("pause");
                h.resume(&bench.ann, id).await.expect("resume");
            }
            Change::TakeOver => h.leave(&bench.ben, id).await.expect("leave"),
            _ => {}
        }
    }

    /// Makes the change, through the service as a player or the timekeeper would.
    async fn make(self, bench: &Bench, id: GameId, mover: &User, other: &User) {
        let h = &bench.herald;
        match self {
            Change::AnotherMove => {
                let again = bench.decided(id, mover).await;
                h.db.writer
                    .write_change(again.write)
                    .await
                    .expect("the first write");
            }
            Change::ProposeDraw => h.propose(other, id, "abandon").await.expect("propose"),
            Change::DeclineProposal => h
                .answer_proposal(&bench.ben, id, false)
                .await
                .expect("decline"),
            Change::Pause => {
                h.propose(other, id, "pause").await.expect("propose");
                h.answer_proposal(mover, id, true).await.expect("accept");
            }
            Change::Resume => {
                h.propose(other, id, "pause").await.expect("propose");
                h.answer_proposal(mover, id, true).await.expect("accept");
                h.resume(mover, id).await.expect("resume");
            }
            Change::Resign => {
                h.resign(other, id).await.expect("resign");
            }
            Change::Leave => h.leave(other, id).await.expect("leave"),
            Change::TakeOver => {
                let newcomer = bench.ben.clone();
                h.take_over(&newcomer, id, None).await.expect("take over");
            }
            Change::TimeOut | Change::VacationDay => {
                bench.clock.0.fetch_add(2 * DAY_MS, Ordering::SeqCst);
                h.keep_time().await.expect("a pass of the timekeeper");
            }
        }
    }
}

// Every change to a game between the moment a move is decided and the moment it is
// written makes the move stale: nothing of it is written.
#[tokio::test]
async fn every_change_between_deciding_and_writing_a_move_makes_it_stale() {
    for change in CHANGES {
        let bench = Bench::new().await;
        let id = bench.game(change.terms()).await;
        change.prepare(&bench, id).await;
        let (mover, other) = bench.mover(id).await;
        let (mover, other) = (mover.clone(), other.clone());
        let decided = bench.decided(id, &mover).await;
        let before = bench.seq(id).await;
        change.make(&bench, id, &mover, &other).await;
        let after_change = bench.seq(id).await;
        let written = bench.herald.db.writer.write_change(decided.write).await;
        assert!(
            matches!(written, Err(WriteError::Stale)),
            "{change:?}: a move decided before it must be stale, got {written:?}"
        );
        assert_eq!(
            bench.seq(id).await,
            after_change,
            "{change:?}: the stale move wrote nothing"
        );
        assert!(after_change >= before, "{change:?}");
    }
}

// What the store writes for a move, read back, is the game its log replays to: the same
// seq, status, result, snapshot and seats to act.
#[tokio::test]
async fn a_written_outcome_reads_back_as_the_replayed_game() {
    let bench = Bench::new().await;
    let id = bench.game(json!({})).await;
    let mut rng = 0x2545_f491_4f6c_dd1d_u64;
    let mut kept = None;
    for turn in 0..400 {
        let (mover, _) = bench.mover(id).await;
        let mover = mover.clone();
        let mut conn = bench.herald.db.acquire().await.expect("conn");
        let (table, log) = GameTable::load_with_log(&mut conn, id).await.expect("load");
        drop(conn);
        if table.row.status == GameStatus::Finished {
            break;
        }
        let seat = table.player_seat(&mover).expect("seat");
        let seed = seed_of(&table.row).expect("seed");
        // Every other move is played on the state kept from the move before (as the
        // service keeps it), the others on a state replayed from the log.
        let checked = match kept.take() {
            Some(kept) => kept,
            None => table.checked_from_log(&log).expect("replays"),
        };
        let actions = checked.game.actions(seat);
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        let action = &actions[(rng % actions.len() as u64) as usize].clone();
        let (outcome, after) = table
            .play(
                checked,
                seat,
                table.row.seq,
                Submission::Move(action),
                Millis(START),
                Mailing::new(&bench.herald.settings, &UnseenChat::default()),
                &[],
            )
            .expect("legal");
        let LogChange::Append { snapshot, .. } = &outcome.write.log else {
            panic!("a move appends to the log")
        };
        let written = snapshot.clone();
        bench
            .herald
            .db
            .writer
            .write_change(outcome.write)
            .await
            .expect("written");

        let mut conn = bench.herald.db.acquire().await.expect("conn");
        let (stored, log) = GameTable::load_with_log(&mut conn, id).await.expect("load");
        let replayed = replay(&stored.row, stored.kind, &seed, &log, Seq::NEVER, &[])
            .expect("replay")
            .expect("replays")
            .game;
        assert_eq!(stored.row.seq, outcome.seq);
        assert_eq!(after.game.snapshot(), replayed.snapshot(), "the kept state");
        if turn % 2 == 0 {
            kept = Some(after);
        }
        assert_eq!(stored.row.seq, Seq::last_of(log.len()));
        assert_eq!(stored.row.snapshot.as_deref(), Some(written.as_str()));
        assert_eq!(stored.row.snapshot, Some(replayed.snapshot()));
        let finished = replayed.outcome().is_some();
        assert_eq!(stored.row.status == GameStatus::Finished, finished);
        let to_act: Vec<bool> = stored.seats.iter().map(|s| s.to_act).collect();
        let replayed_to_act: Vec<bool> = (0..stored.seats.len())
            .map(|i| replayed.to_act().contains(&Seat(i as u8)))
            .collect();
        assert_eq!(to_act, replayed_to_act);
        assert_eq!(
            stored
                .row
                .result
                .as_deref()
                .map(|r| serde_json::from_str::<serde_json::Value>(r).expect("json")),
            replayed
                .outcome()
                .map(|o| crate::service::result::result_json(stored.kind, &o))
        );
    }
    assert!(
        bench.seq(id).await > Seq(20),
        "the game went on for a while"
    );
}

// A game read before another move was stored and its log read after it: the table takes
// the log up to its own move, and the move it decides is stale, not a failure.
#[tokio::test]
async fn a_log_read_after_a_later_move_is_taken_up_to_the_tables_move() {
    let bench = Bench::new().await;
    let id = bench.game(json!({})).await;
    let (mover, _) = bench.mover(id).await;
    let mover = mover.clone();
    let mut conn = bench.herald.db.acquire().await.expect("conn");
    let table = GameTable::load(&mut conn, id).await.expect("load");
    drop(conn);
    let first = bench.decided(id, &mover).await;
    bench
        .herald
        .db
        .writer
        .write_change(first.write)
        .await
        .expect("written");
    let mut conn = bench.herald.db.acquire().await.expect("conn");
    let log = store::games::moves_of(&mut conn, id).await.expect("log");
    drop(conn);
    assert_eq!(Seq::last_of(log.len()), table.row.seq + 1);
    let checked = table
        .checked_from_log(&log)
        .expect("the log up to the table's move");
    assert_eq!(checked.seq, table.row.seq);
    let seat = table.player_seat(&mover).expect("seat");
    let action = checked.game.actions(seat).remove(0);
    let (late, _) = table
        .play(
            checked,
            seat,
            table.row.seq,
            Submission::Move(&action),
            Millis(START),
            Mailing::new(&bench.herald.settings, &UnseenChat::default()),
            &[],
        )
        .expect("decided");
    let written = bench.herald.db.writer.write_change(late.write).await;
    assert!(matches!(written, Err(WriteError::Stale)), "{written:?}");
}

// The turn mail's board marks what the mover changed since the reader last moved (issue
// 12, item 7): the Rose King's crown arrow from the centre. The mail is held, so its
// board is drawn only as it leaves its hold (issue 28): at the mail's move, even once the
// game has moved on, replayed from the log when no state of that move is kept.
#[tokio::test]
async fn a_held_turn_mails_board_is_drawn_as_it_goes_with_the_moves_since_the_readers_last() {
    use crate::mail::Boards;
    use crate::store::outbox::MailBoard;
    let bench = Bench::new().await;
    let id = bench.game(json!({})).await;
    let (mover, _) = bench.mover(id).await;
    let mover = mover.clone();
    let outcome = bench.decided(id, &mover).await;
    assert!(
        outcome.write.entries()[0].action.starts_with("play "),
        "a card is played first"
    );
    let held: Vec<_> = outcome
        .write
        .mails
        .iter()
        .filter_map(|m| match (&m.board, m.hold) {
            (Some(MailBoard::Held(to_draw)), Some(hold)) => Some((to_draw.clone(), hold.seq)),
            _ => None,
        })
        .collect();
    assert_eq!(held.len(), 1, "one turn mail, to the other player, held");
    let (to_draw, at) = held[0].clone();
    assert_eq!(at, outcome.seq, "the board of the mail's move");
    assert!(
        to_draw
            .marks
            .iter()
            .any(|m| m.from.as_deref() == Some("e5")),
        "the crown's move from e5 is marked: {:?}",
        to_draw.marks
    );
    bench
        .herald
        .db
        .writer
        .write_change(outcome.write)
        .await
        .expect("written");
    let boards = bench.herald.held_boards();
    let then = boards
        .draw(id, at, &to_draw)
        .expect("drawn")
        .expect("a board");
    assert!(
        then.contains(r#"data-mark="move" data-from="e5""#),
        "the crown's move from e5 is drawn"
    );
    // Two more moves: the mail's board stays the position it told of.
    for _ in 0..2 {
        let (mover, _) = bench.mover(id).await;
        let mover = mover.clone();
        let next = bench.decided(id, &mover).await;
        bench
            .herald
            .db
            .writer
            .write_change(next.write)
            .await
            .expect("written");
    }
    let now = bench.seq(id).await;
    assert!(now > at, "the game moved on");
    assert_eq!(
        boards.draw(id, at, &to_draw).expect("drawn").as_ref(),
        Some(&then)
    );
    let later = boards
        .draw(id, now, &to_draw)
        .expect("drawn")
        .expect("a board");
    assert_ne!(later, then, "the position after the later moves is another");
    // A move the log no longer reaches (taken back) draws nothing.
    assert_eq!(boards.draw(id, now.next(), &to_draw).expect("read"), None);
}

mod auto;

// Issue 27 §2: a decision given ahead after a move was checked makes that move stale, so
// the move is checked again with it and a decision due is never left waiting.
#[tokio::test]
async fn a_decision_given_ahead_after_a_move_was_checked_makes_it_stale() {
    let bench = Bench::new().await;
    let id = bench.game(json!({})).await;
    let (mover, _) = bench.mover(id).await;
    let mover = mover.clone();
    let decided = bench.decided(id, &mover).await;
    let given = SeatWish::AheadGiven {
        game: id,
        version: decided.write.version,
        seat: Seat(0),
        action: "play R1".into(),
        at: Millis(START),
    };
    bench
        .herald
        .db
        .writer
        .write_wish(given)
        .await
        .expect("given");
    let written = bench.herald.db.writer.write_change(decided.write).await;
    assert!(matches!(written, Err(WriteError::Stale)), "{written:?}");
    // Checked again with it, the move is written (the Rose King gives nothing ahead: the
    // stored one is forgotten with it).
    let again = bench.decided(id, &mover).await;
    let mut ahead = bench
        .herald
        .db
        .read(|c| store::ahead::read_all(c, id, 2))
        .expect("read");
    assert!(ahead[0].is_some());
    let mut write = again.write;
    write.ahead = Some(crate::store::change::AheadWrite {
        read: ahead.clone(),
        left: {
            ahead[0] = None;
            ahead
        },
    });
    bench
        .herald
        .db
        .writer
        .write_change(write)
        .await
        .expect("written");
    let left = bench
        .herald
        .db
        .read(|c| store::ahead::read_all(c, id, 2))
        .expect("read");
    assert_eq!(left, vec![None, None]);
}

mod mailed;
