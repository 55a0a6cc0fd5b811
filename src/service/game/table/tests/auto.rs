//! Moves the server plays at once (issue 13) through the service on a real SQLite file:
//! forced steps in all three games (chains of them in one write), the switch off,
//! take-back over them, `by` in the history for the seat and its opponent, imports of a
//! log with a forged `auto` move, and replay of such a game equal to the live one.

use serde_json::{Value, json};

use super::Bench;
use crate::domain::{GameId, GameStatus, Seq};
use crate::engine::auto::By;
use crate::i18n::Lang;
use crate::service::ServiceError;
use crate::service::User;
use crate::service::game::new_game::NewGameRefused;
use crate::service::game::new_game::NewGameRequest;
use crate::service::operator::verify::Finding;
use crate::service::replay::{first_unforced_auto, kind_of, seed_of};
use crate::service::transfer::Requester;
use crate::store::change::LogChange;
use crate::store::{self, games::MoveRow};
use crate::words::say;

const KINDS: [&str; 3] = ["rosenkonig", "richard3", "tara"];

/// A small deterministic random source, for choosing among the offered actions.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

/// What a random game through the service showed.
#[derive(Default, Debug)]
struct Played {
    /// For each player's move: how many steps the server played at once after it.
    chains: Vec<i64>,
    /// Take-backs over the server's steps that went through.
    taken_back: usize,
}

impl Bench {
    /// A game of `kind` between ann (first seat) and ben, with `options`.
    pub(super) async fn game_of(&self, kind: &str, options: Value) -> GameId {
        let request = NewGameRequest {
            kind: kind.into(),
            seat: None,
            options,
            invite: Vec::new(),
        };
        let id = self
            .herald
            .create_game(&self.ann, request)
            .await
            .expect("create");
        self.herald
            .join_game(&self.ben, id, None)
            .await
            .expect("join");
        id
    }

    async fn log(&self, id: GameId) -> Vec<MoveRow> {
        self.herald
            .db
            .read(|c| store::games::read_moves_of(c, id))
            .expect("log")
    }

    /// Plays random offered actions for whichever player may act, up to `most` moves or
    /// the game's end; after each checks that no seat waits on a forced move (with
    /// `auto_forced`) or that the game moved on by exactly one (without). With
    /// `take_back`, tries a take-back over the server's steps whenever one is possible.
    async fn play_randomly(
        &self,
        id: GameId,
        auto_forced: bool,
        most: usize,
        seed: u64,
        take_back: bool,
    ) -> Played {
        let mut rng = Lcg(seed);
        let mut played = Played::default();
        for _ in 0..most {
            let mut movers = Vec::new();
            for user in [&self.ann, &self.ben] {
                let detail = self
                    .herald
                    .game_detail(Some(user), id)
                    .await
                    .expect("detail");
                if detail.status == GameStatus::Finished {
                    return played;
                }
                if auto_forced {
                    assert_ne!(
                        detail.actions.len(),
                        1,
                        "game {id} at move {}: {} waits on a forced move: {:?}",
                        detail.seq,
                        user.name,
                        detail.actions
                    );
                }
                if !detail.actions.is_empty() {
                    movers.push((user, detail));
                }
            }
            let Some((user, detail)) = movers.get(rng.below(movers.len())) else {
                return played;
            };
            let action = &detail.actions[rng.below(detail.actions.len())];
            let after = self
                .herald
                .play_move(user, id, detail.seq, action)
                .await
                .expect("an offered move");
            let steps = after.0 - detail.seq.0 - 1;
            if !auto_forced {
                assert_eq!(
                    steps, 0,
                    "nothing is played for anyone with auto_forced off"
                );
            }
            played.chains.push(steps);
            if take_back && steps > 0 && self.takes_back_the_steps(id, user, after).await {
                played.taken_back += 1;
            }
        }
        played
    }

    /// When `user` may take back their move and the server's steps after it, does so
    /// (checking that it may not stop between them) and plays the same move again.
    async fn takes_back_the_steps(&self, id: GameId, user: &User, seq: Seq) -> bool {
        let log = self.log(id).await;
        let Some(own) = log.iter().rev().find(|m| m.made_by.is_players()) else {
            return false;
        };
        let after_own = &log[own.seq.0 as usize..];
        if after_own.iter().any(|m| m.seat_index != own.seat_index) {
            return false;
        }
        // Never back to a state where the server would play again at once.
        let middle = self
            .herald
            .take_back(user, id, seq, Some(own.seq))
            .await
            .expect_err("not between a move and the server's steps after it");
        let said = match &middle {
            ServiceError::TakeBack(refused) => refused.to_string(),
            ServiceError::Move(refused) => refused.to_string(),
            _ => panic!("{middle:?}"),
        };
        let Ok(back) = self.herald.take_back(user, id, seq, None).await else {
            return false;
        };
        assert!(
            said.contains("played move") || said.contains("nothing can be taken back"),
            "{said}"
        );
        assert_eq!(back, own.seq - 1, "the move goes with the steps after it");
        assert_eq!(self.log(id).await.len() as i64, back.0);
        let detail = self
            .herald
            .game_detail(Some(user), id)
            .await
            .expect("detail");
        assert_ne!(detail.actions.len(), 1, "a take-back stops at a decision");
        let again = self
            .herald
            .play_move(user, id, back, &own.action)
            .await
            .expect("the same move again");
        assert_eq!(again, seq, "the same steps follow it again");
        true
    }
}

#[tokio::test]
async fn forced_moves_play_themselves_in_every_game_and_replay_to_the_live_game() {
    let bench = Bench::new().await;
    let mut taken_back = 0;
    // Each game's seed is random: a few games of each kind show what one might not.
    for (n, kind) in KINDS.into_iter().enumerate() {
        let (mut auto, mut longest) = (0, 0);
        for round in 0..6u64 {
            let id = bench.game_of(kind, json!({})).await;
            let seed = 7 + 10 * round + n as u64;
            let played = bench
                .play_randomly(id, true, 160, seed, taken_back == 0)
                .await;
            taken_back += played.taken_back;
            let log = bench.log(id).await;
            let forced = log.iter().filter(|m| m.made_by == By::Auto).count() as i64;
            // Each step is in the log as `auto`, written with the move that caused it.
            assert_eq!(forced, played.chains.iter().sum::<i64>(), "{kind}");
            assert_every_auto_move_was_forced(&bench, id, &log).await;
            auto += forced;
            longest = longest.max(played.chains.iter().copied().max().unwrap_or(0));
            if auto > 0 && longest >= 2 && taken_back > 0 {
                break;
            }
        }
        assert!(auto > 0, "{kind}: forced moves were played");
        assert!(
            longest >= 2,
            "{kind}: a chain of forced steps after one move"
        );
    }
    assert!(
        taken_back > 0,
        "a move was taken back with the steps after it"
    );
    // The logs, with their auto moves, replay to exactly the live games.
    let findings = bench.herald.verify_all(false).await.expect("verify");
    assert!(findings.len() >= KINDS.len());
    for (id, finding) in findings {
        assert!(matches!(finding, Finding::Ok), "game {id}: {finding:?}");
    }
}

async fn assert_every_auto_move_was_forced(bench: &Bench, id: GameId, log: &[MoveRow]) {
    let mut conn = bench.herald.db.acquire().await.expect("conn");
    let row = store::games::by_id(&mut conn, id)
        .await
        .expect("read")
        .expect("game");
    let (kind, seed) = (kind_of(&row).expect("kind"), seed_of(&row).expect("seed"));
    assert_eq!(
        first_unforced_auto(&row, kind, &seed, log).expect("replays"),
        None,
        "game {id}: every auto move was its seat's only legal action"
    );
}

#[tokio::test]
async fn an_orders_move_shows_as_such_only_to_its_own_seat_until_the_end() {
    let bench = Bench::new().await;
    let id = bench.game_of("rosenkonig", json!({})).await;
    let (mover, other) = bench.mover(id).await;
    let (mover, other) = (mover.clone(), other.clone());
    // A move the server played by the mover's standing orders (stored as the move path
    // stores one; Richard III's orders answer in their own change).
    let mut outcome = bench.decided(id, &mover).await;
    if let LogChange::Append { entries, .. } = &mut outcome.write.log {
        entries[0].made_by = By::Orders;
    }
    bench
        .herald
        .db
        .writer
        .write_change(outcome.write)
        .await
        .expect("written");
    let mine = bench
        .herald
        .history(Some(&mover), id)
        .await
        .expect("history");
    let theirs = bench
        .herald
        .history(Some(&other), id)
        .await
        .expect("history");
    let anyone = bench.herald.history(None, id).await.expect("history");
    assert_eq!((mine[0].by, mine[0].note), (By::Orders, "your-orders"));
    assert_eq!((theirs[0].by, theirs[0].note), (By::Player, ""));
    assert_eq!((anyone[0].by, anyone[0].note), (By::Player, ""));
    let doc = bench
        .herald
        .export_game(Requester::Operator, id)
        .await
        .expect("export");
    assert_eq!(
        doc.moves[0].by, "player",
        "exports hide orders before the end"
    );
    let words = serde_json::to_string(&doc).expect("json");
    assert!(!words.contains("orders"), "{words}");
    // Once the game is over, everyone may know.
    bench.herald.resign(&other, id).await.expect("resign");
    let after = bench
        .herald
        .history(Some(&other), id)
        .await
        .expect("history");
    assert_eq!((after[0].by, after[0].note), (By::Orders, "by-orders"));
}

#[tokio::test]
async fn an_import_keeps_real_auto_moves_and_refuses_forged_ones() {
    let bench = Bench::new().await;
    let id = bench.game_of("tara", json!({})).await;
    let mut doc = None;
    for seed in 1..8 {
        bench.play_randomly(id, true, 25, seed, false).await;
        let exported = bench
            .herald
            .export_game(Requester::Operator, id)
            .await
            .expect("export");
        if exported.moves.iter().any(|m| m.by == "auto") {
            doc = Some(exported);
            break;
        }
    }
    let doc = doc.expect("a game with forced moves");
    // Only the players' own moves are taken from the document as theirs.
    let mut forged = doc.clone();
    let first_own = forged
        .moves
        .iter_mut()
        .find(|m| m.by == "player")
        .expect("a move");
    first_own.by = "auto".into();
    let refused = bench.herald.import_game(Requester::Operator, &forged).await;
    let Err(ServiceError::NewGame(NewGameRefused::Document(said))) = &refused else {
        panic!("{:?}", refused.map(|_| ()))
    };
    let said = say(Lang::En, said);
    assert!(said.contains("not its seat's only legal action"), "{said}");
    let mut unknown = doc.clone();
    unknown.moves[0].by = "robot".into();
    let refused = bench
        .herald
        .import_game(Requester::Operator, &unknown)
        .await;
    let Err(ServiceError::NewGame(NewGameRefused::Document(said))) = &refused else {
        panic!("{:?}", refused.map(|_| ()))
    };
    let said = say(Lang::En, said);
    assert!(said.contains("\"robot\""), "{said}");
    let mut off = doc.clone();
    off.terms["auto_forced"] = json!(false);
    let refused = bench.herald.import_game(Requester::Operator, &off).await;
    assert!(
        matches!(
            refused,
            Err(ServiceError::NewGame(NewGameRefused::Document(_)))
        ),
        "{:?}",
        refused.map(|_| ())
    );

    let copy = bench
        .herald
        .import_game(Requester::Operator, &doc)
        .await
        .expect("a genuine document imports");
    let made = |log: Vec<MoveRow>| log.into_iter().map(|m| m.made_by).collect::<Vec<_>>();
    assert_eq!(made(bench.log(copy).await), made(bench.log(id).await));
}

#[tokio::test]
async fn with_auto_forced_off_every_move_waits_for_its_player() {
    let bench = Bench::new().await;
    for (n, kind) in KINDS.into_iter().enumerate() {
        let id = bench.game_of(kind, json!({ "auto_forced": false })).await;
        bench
            .play_randomly(id, false, 120, 7 + n as u64, false)
            .await;
        let log = bench.log(id).await;
        assert!(log.iter().all(|m| m.made_by.is_players()), "{kind}");
        let detail = bench.herald.game_detail(None, id).await.expect("detail");
        assert!(!detail.terms.auto_forced);
    }
}
