//! The answer to a move made by mail (issue 27.4) through the service on a real SQLite
//! file: it tells what the mail played and what followed it up to the next decision (the
//! steps the server played by themselves, with their dice), as the mover's history tells
//! them, and nothing the mover may not see.

use serde_json::json;

use super::Bench;
use crate::domain::{GameId, GameStatus, Seq};
use crate::inbound::reply::Wrote;
use crate::service::game::table::Submission;

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

impl Bench {
    /// The plain text of the newest answer mail in the outbox.
    async fn newest_answer(&self) -> String {
        let mut conn = self.herald.db.acquire().await.expect("conn");
        crate::store::access::each_engine!(&mut conn, c => sqlx::query_scalar::<_, String>(
            "SELECT body_text FROM outbox WHERE message_id LIKE 'answer.%' ORDER BY id DESC LIMIT 1",
        )
        .fetch_one(c).await)
        .expect("an answer mail")
    }
}

/// Plays game `id` by mail (each move one reply, confirmations asked) until `wanted`
/// replies were followed by steps the server played; checks each answer against the
/// mover's history. Returns how many were checked.
async fn mailed_answers_tell_what_followed(bench: &Bench, id: GameId, wanted: usize) -> usize {
    let mut rng = Lcg(27);
    let mut checked = 0;
    for n in 0..600 {
        let mut movers = Vec::new();
        for user in [&bench.ann, &bench.ben] {
            let detail = bench
                .herald
                .game_detail(Some(user), id)
                .await
                .expect("detail");
            if detail.status == GameStatus::Finished {
                return checked;
            }
            if !detail.actions.is_empty() {
                movers.push((user, detail));
            }
        }
        let (user, detail) = &movers[rng.below(movers.len())];
        let action = detail.actions[rng.below(detail.actions.len())].clone();
        let lines = [Wrote::Action(action.clone())];
        let message_id = format!("reply{n}@client.test");
        let submission = Submission::Mailed {
            lines: &lines,
            message_id: &message_id,
            confirm: true,
        };
        let after = match bench.herald.submit(user, id, detail.seq, submission).await {
            Ok(seq) => seq,
            Err(err) => panic!("{action} at {}: {err:?}", detail.seq),
        };
        if after.0 == detail.seq.0 + 1 {
            continue;
        }
        // The server played steps after the mailed move: the answer tells them all, as
        // the mover's history does (the mover's view: nothing hidden from them).
        let answer = bench.newest_answer().await;
        let history = bench.herald.history(Some(user), id).await.expect("history");
        let told: Vec<String> = history
            .iter()
            .filter(|e| e.seq > detail.seq && e.seq <= after)
            .map(|e| crate::words::say(crate::i18n::Lang::En, &e.text))
            .filter(|t| !t.is_empty())
            .collect();
        assert!(told.len() > 1, "{told:?}");
        assert!(
            answer.contains("What your mail played, and what followed:"),
            "{answer}"
        );
        for text in &told {
            assert!(answer.contains(text), "{text:?} is not told in:\n{answer}");
        }
        checked += 1;
        if checked == wanted {
            return checked;
        }
        assert!(after > Seq(0));
    }
    checked
}

#[tokio::test]
async fn the_answer_to_a_mailed_move_tells_the_steps_that_followed_it() {
    let bench = Bench::new().await;
    for kind in ["rosenkonig", "richard3"] {
        let id = bench.game_of(kind, json!({})).await;
        let checked = mailed_answers_tell_what_followed(&bench, id, 3).await;
        assert_eq!(
            checked, 3,
            "{kind}: too few mailed moves with steps after them"
        );
    }
}
