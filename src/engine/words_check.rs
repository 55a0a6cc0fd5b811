//! The check every kind's tests run on its words (issue 30): over random play, each text
//! the engine gives a player (a move told to each viewer, each legal action explained, a
//! question before one, a chapter heading, the outcome and the refusal of actions no
//! longer legal) is worded in every language from the kind's own message files: no
//! message id is left unworded, no argument is missing, and no phrase of the kind's
//! English file is left in the Russian or Japanese text.

use fluent_syntax::ast::{Entry, Expression, Pattern, PatternElement};

use super::{Dice, Rules, Seat, Seed};
use crate::i18n::{Arg, CORE, Catalog, Lang, Msg};

/// What the check found wrong, one line a fault; empty when all is well.
pub type Faults = Vec<String>;

/// Plays `games` random games of `R` with `options`, each of at most `max_moves` moves,
/// and checks every text the engine gives on the way (see the module's comment).
///
/// # Panics
/// With every fault found, when there is one.
pub fn check_words<R: Rules>(options: &R::Options, games: u64, max_moves: usize) {
    let words = Words::of::<R>();
    let mut faults = Faults::new();
    let mut checked = 0usize;
    for game in 0..games {
        let mut dice = Dice::for_move(&Seed([game as u8; 32]), 0);
        let Ok(mut state) = R::setup(options, &mut dice) else {
            panic!("game {game}: no setup");
        };
        let mut pick = game.wrapping_mul(6_364_136_223_846_793_005) | 1;
        let mut offered_before: Vec<R::Action> = Vec::new();
        for seq in 1..=max_moves as u64 {
            let Some(&seat) = R::to_act(&state).first() else {
                break;
            };
            let actions = R::actions(&state, seat);
            if actions.is_empty() {
                break;
            }
            for action in &actions {
                let explained = R::explain(&state, seat, action);
                let warning = R::warn_before(&state, seat, action);
                for msg in explained.into_iter().chain(warning) {
                    words.check(&msg, &format!("game {game} `{action}`"), &mut faults);
                    checked += 1;
                }
            }
            let stale = offered_before.iter().filter(|a| !actions.contains(a));
            for stale in stale.take(3) {
                let illegal = R::why_illegal(&state, seat, stale);
                words.check(
                    &illegal.reason,
                    &format!("game {game} refusing `{stale}`"),
                    &mut faults,
                );
                checked += 1;
            }
            pick = pick
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let action = actions[(pick >> 33) as usize % actions.len()].clone();
            let before = state.clone();
            if R::apply(
                &mut state,
                seat,
                &action,
                &mut Dice::for_move(&Seed([7; 32]), seq),
            )
            .is_err()
            {
                panic!("game {game}: an offered action `{action}` was refused");
            }
            let viewers = std::iter::once(None).chain(Seat::all(R::SEATS.len()).map(Some));
            for viewer in viewers {
                let at = format!("game {game} move {seq} `{action}` for {viewer:?}");
                let told = R::describe(&before, seat, &action, &state, viewer);
                words.check(&told, &at, &mut faults);
                if let Some(chapter) = R::chapter(&before, viewer) {
                    words.check(&chapter, &at, &mut faults);
                }
                checked += 1;
            }
            offered_before = actions;
        }
        if let Some(outcome) = R::outcome(&state) {
            words.check(&outcome.reason, &format!("game {game}'s end"), &mut faults);
        }
        faults.dedup();
        assert!(
            faults.len() < 50,
            "{} faults, the first:\n{}",
            faults.len(),
            faults.join("\n")
        );
    }
    assert!(checked > 0, "random play gave nothing to check");
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

/// Asserts that each of `msgs` (and each message inside one) is in every language's
/// files of `R`: for the words the code names by a key of the game's data (a direction,
/// a seat), which the files' check (`words::tests`) cannot see.
///
/// # Panics
/// Naming each message a language lacks.
pub fn assert_in_every_language<R: Rules>(msgs: impl IntoIterator<Item = Msg>) {
    let words = Words::of::<R>();
    let mut missing = Vec::new();
    for msg in msgs {
        missing_ids(&words.catalog, &msg, &mut missing);
    }
    assert!(missing.is_empty(), "not in every language: {missing:?}");
}

/// Asserts that `text`, something of kind `R` shown to a reader of `lang` (a drawn board,
/// say), holds no message id of the kind and, unless `lang` is English, no phrase of the
/// kind's English file.
///
/// # Panics
/// Naming what was left.
pub fn assert_worded<R: Rules>(lang: Lang, text: &str) {
    let words = Words::of::<R>();
    let id = format!("{}-", words.kind);
    assert!(!text.contains(&id), "{lang}: a message id left in:\n{text}");
    if lang != Lang::En {
        let lower = text.to_lowercase();
        let left: Vec<&String> = words
            .english
            .iter()
            .filter(|p| lower.contains(p.as_str()))
            .collect();
        assert!(left.is_empty(), "{lang}: English left: {left:?}");
    }
}

/// The ids of `msg` and the messages inside it that a language lacks, with the language.
fn missing_ids(catalog: &Catalog, msg: &Msg, missing: &mut Vec<String>) {
    for lang in Lang::ALL {
        if !catalog.has(lang, msg.id()) {
            missing.push(format!("{} ({lang})", msg.id()));
        }
    }
    for (_, arg) in msg.args() {
        if let Arg::Msg(inner) = arg {
            missing_ids(catalog, inner, missing);
        }
    }
}

/// A kind's words: its catalog (the core's files and its own) and the phrases of its
/// English file.
struct Words {
    kind: &'static str,
    catalog: Catalog,
    /// Runs of two words or more of literal English text in the kind's `en.ftl`.
    english: Vec<String>,
}

impl Words {
    fn of<R: Rules>() -> Words {
        let catalog = Catalog::new(CORE.iter().chain(R::WORDS)).expect("the files read");
        let mut english = Vec::new();
        for source in R::WORDS.iter().filter(|s| s.lang == Lang::En) {
            let resource =
                fluent_syntax::parser::parse(source.text).expect("valid Fluent (words::tests)");
            for entry in resource.body {
                if let Entry::Message(message) = entry
                    && let Some(value) = message.value
                {
                    literal_runs(&value, &mut english);
                }
            }
        }
        english.sort();
        english.dedup();
        Words {
            kind: R::KIND,
            catalog,
            english,
        }
    }

    /// Checks `msg`, said at `at`, in every language.
    fn check(&self, msg: &Msg, at: &str, faults: &mut Faults) {
        for lang in Lang::ALL {
            let text = self.catalog.say(lang, msg);
            if text.contains(&format!("{}-", self.kind)) || text.contains("{$") {
                faults.push(format!("{at} ({lang}): an id or argument unworded: {text}"));
            }
            if lang == Lang::En {
                continue;
            }
            let lower = text.to_lowercase();
            if let Some(left) = self.english.iter().find(|p| lower.contains(p.as_str())) {
                faults.push(format!("{at} ({lang}): English \"{left}\" left in: {text}"));
            }
        }
    }
}

/// Every run of literal text in `pattern` (and the variants of its selectors) of two
/// words or more, lower-case: "the draw pile is empty", "is not in your hand".
fn literal_runs(pattern: &Pattern<&str>, runs: &mut Vec<String>) {
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => {
                for line in value.lines() {
                    let run = line.trim().trim_matches(|c: char| !c.is_alphanumeric());
                    let words = run.split_whitespace().filter(|w| w.len() > 1).count();
                    if words >= 2 {
                        runs.push(run.to_lowercase());
                    }
                }
            }
            PatternElement::Placeable { expression } => match expression {
                Expression::Select { variants, .. } => {
                    for variant in variants {
                        literal_runs(&variant.value, runs);
                    }
                }
                Expression::Inline(_) => {}
            },
        }
    }
}
