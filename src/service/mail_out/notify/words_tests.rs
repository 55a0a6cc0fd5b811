//! The words test (issue 27.4): random Richard III games (fixed seeds, the engine's
//! self-play chooser, battle-seeking, every forced step played by the server as on the
//! service) read every history entry as each viewer reads it (both seats and a
//! spectator: the move's words and its chapter), and render each turn mail's text and
//! HTML from the mail templates (what happened since the reader's last move, grouped by
//! chapter, and the list of choices in words) whenever a seat newly has to act; none
//! may name a block, area or sea by its data id (`Y_warwick`, `north_yorks`,
//! `english_channel`), nor say "(going on)".
//!
//! The list of choices is read as mailed: it shows each action in words only (a reply
//! may write them back, `inbound::reply::named`). The mail's frame (greeting, headline, the link naming the seat) is the server's and
//! carries no game words: what is read runs from the moves told to the end of the choices.
//!
//! The 200 games run by default: about 13 s in a debug build on a shared
//! two-core machine (some 100,000 entries and 10,000 mails read); run it alone with
//! `cargo test --lib notify::words_tests`.

use std::collections::BTreeSet;

use serde_json::json;

use super::*;
use crate::engine::auto::{Standing, next_step};
use crate::i18n::Lang;

/// `msg` as an English reader reads it.
fn said(msg: &Msg) -> String {
    crate::words::say(Lang::En, msg)
}
use crate::engine::selfplay::{Chooser, Policy, game_seed};
use crate::games::richard3::{AreaId, BlockId};

/// Every id of the game's data a word may not be: blocks, areas and sea zones.
fn data_ids() -> BTreeSet<&'static str> {
    BlockId::all()
        .map(BlockId::id)
        .chain(AreaId::all().map(AreaId::id))
        .collect()
}

/// The ids `text` names: a data id as a whole word (case counts: `Kent` is a name,
/// `kent` an id), any snake_case word, any `Y_`/`L_`/`R_` word; and "(going on)".
fn ids_in(text: &str, ids: &BTreeSet<&str>) -> Vec<String> {
    let mut found: Vec<String> = text
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| ids.contains(w) || w.contains('_'))
        .map(str::to_string)
        .collect();
    if text.contains("(going on)") {
        found.push("(going on)".into());
    }
    found
}

/// The part of a rendered mail that tells the game: from the moves told (`start`) to the
/// end of the list of choices (`end`).
fn game_words<'a>(rendered: &'a str, start: &str, end: &str) -> &'a str {
    let from = rendered.find(start).unwrap_or(0);
    let to = rendered[from..]
        .find(end)
        .map_or(rendered.len(), |i| from + i);
    &rendered[from..to]
}

/// Renders the turn mail of `reader` telling `since`, with `choices`; returns its text and
/// HTML.
fn turn_mail(since: &[ToldMove], choices: Option<&Choices>, seat: &str) -> (String, String) {
    let since = chapters(since, crate::i18n::Lang::En);
    let context = MailContext {
        reader: "ann",
        title: "Richard III: The Wars of the Roses".to_string(),
        words: crate::service::mail_out::MailWords(crate::i18n::Lang::En),
        game_id: "27".parse().expect("a game number"),
        seat: seat.to_string(),
        link: "http://h.test/games/27".into(),
        since: &since,
        headline: "It is your turn.".into(),
        since_title: "Since your last move:".to_string(),
        result: None,
        deadline: None,
        unsubscribe: None,
        board: false,
        reason: None,
        choices: choices.cloned(),
        notation: "http://h.test/kinds/richard3/notation".into(),
        chat: Vec::new(),
    };
    (
        GameText { m: &context }.render().expect("text"),
        GameHtml { m: &context }.render().expect("html"),
    )
}

/// What one run read.
#[derive(Default, Debug)]
struct Read {
    entries: usize,
    mails: usize,
    listed: usize,
}

/// Plays `games` random games of each scenario and reads them all; panics on an id.
fn read_games(games: u64) -> Read {
    let kind = crate::games::kind("richard3").expect("richard3");
    let ids = data_ids();
    let viewers = [Some(Seat(0)), Some(Seat(1)), None];
    let standing = Standing {
        auto_forced: true,
        ..Standing::NONE
    };
    let scenarios = ["wars_of_the_roses", "kingmaker", "richard_iii"];
    let mut read = Read::default();
    for n in 0..games {
        let scenario = scenarios[n as usize % scenarios.len()];
        let seed = game_seed(27, n);
        let mut game = kind
            .start(&json!({ "scenario": scenario }), &seed)
            .expect("starts");
        let mut chooser = Chooser::new(n);
        // Each seat's moves told since its last decision, and whether it was to act.
        let mut since: [Vec<ToldMove>; 2] = Default::default();
        let mut was_to_act = [false, false];
        let mut seq = 0u64;
        while game.outcome().is_none() {
            assert!(seq < 20_000, "game {n} ({scenario}): no end");
            let (seat, action, decided) = match next_step(game.as_ref(), standing) {
                Some(step) => (step.seat, step.action, false),
                None => {
                    let to_act = game.to_act();
                    let seat = to_act[chooser.below(to_act.len())];
                    let actions = game.actions(seat);
                    let i = Policy::BattleSeeking.pick(game.as_ref(), seat, &actions, &mut chooser);
                    (seat, actions[i].clone(), true)
                }
            };
            if let Some(warning) = game.warn_before(seat, &action).map(|m| said(&m)) {
                let found = ids_in(&warning, &ids);
                assert!(found.is_empty(), "{found:?} in the warning {warning:?}");
            }
            seq += 1;
            let told = game
                .play(seat, &action, &seed, seq, &viewers)
                .expect("an offered action plays");
            for t in &told {
                let chapter = t.chapter.as_ref().map(said).unwrap_or_default();
                let words = format!("{chapter} {}", said(&t.text));
                let found = ids_in(&words, &ids);
                assert!(
                    found.is_empty(),
                    "game {n} ({scenario}) move {seq} `{action}`: {found:?} in {words:?}"
                );
                read.entries += 1;
            }
            if decided {
                since[seat.index()].clear();
            }
            for reader in [Seat(0), Seat(1)] {
                if !(decided && reader == seat) {
                    since[reader.index()].push(ToldMove::from(&told[reader.index()]));
                }
            }
            if next_step(game.as_ref(), standing).is_some() {
                continue;
            }
            // A turn mail to each seat newly to act, as the service sends them.
            let to_act = game.to_act();
            for reader in [Seat(0), Seat(1)] {
                let is = to_act.contains(&reader);
                let newly = is && !was_to_act[reader.index()];
                was_to_act[reader.index()] = is;
                if !newly {
                    continue;
                }
                let actions = game.actions(reader);
                let choices =
                    Choices::of(actions).worded(|a| game.explain(reader, a).map(|m| said(&m)));
                read.listed += choices.listed.len();
                let seat_name = kind.seats()[reader.index()];
                let (text, html) = turn_mail(&since[reader.index()], Some(&choices), seat_name);
                for (rendered, start, end) in [
                    (&text, "Since your last move:", "Open the game ("),
                    (&html, "Since your last move:", "<p><a href="),
                ] {
                    let words = game_words(rendered, start, end);
                    let found = ids_in(words, &ids);
                    assert!(
                        found.is_empty(),
                        "game {n} ({scenario}) move {seq}, the mail to {seat_name}: {found:?} in\n{words}"
                    );
                }
                read.mails += 1;
            }
        }
    }
    read
}

#[test]
fn the_words_of_200_random_richard3_games_name_no_id() {
    let read = read_games(200);
    assert!(read.mails > 5_000 && read.listed > 10_000, "{read:?}");
}

#[test]
fn an_id_is_found_and_a_name_is_not() {
    let ids = data_ids();
    assert_eq!(
        ids_in("York moved Y_warwick from kent to Kent (going on)", &ids),
        ["Y_warwick", "kent", "(going on)"]
    );
    assert_eq!(ids_in("by the north_sea", &ids), ["north_sea"]);
    assert!(
        ids_in(
            "York's Warwick sailed from Calais to Kent (North Sea)",
            &ids
        )
        .is_empty()
    );
}
