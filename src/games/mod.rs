//! The games Herald plays, one folder each: pure rules, no I/O. [`kinds`] lists them for
//! the server, each behind the engine's type-erased [`Kind`].

pub mod richard3;
pub mod rosenkonig;
pub mod tara;
pub mod westeros;

use crate::engine::kind::Kind;

/// Every kind this server plays.
pub fn kinds() -> &'static [&'static dyn Kind] {
    static KINDS: &[&dyn Kind] = &[
        &rosenkonig::KIND,
        &richard3::KIND,
        &tara::KIND,
        &westeros::KIND,
    ];
    KINDS
}

/// The kind with this name.
pub fn kind(name: &str) -> Option<&'static dyn Kind> {
    kinds().iter().copied().find(|k| k.kind() == name)
}

#[cfg(test)]
mod tests {
    use serde_json::Value;

    use super::{kind, kinds};
    use crate::engine::auto::{By, Standing, next_step};
    use crate::engine::selfplay::{Chooser, Conduct, Policy, game_seed, play, play_random};

    #[test]
    fn a_random_rose_king_game_ends_and_the_same_seeds_play_it_again() {
        let rk = kind("rosenkonig").expect("registered");
        let options = rk.normalize_options(&Value::Null).expect("the defaults");
        let play = |s| {
            play_random(rk, &options, game_seed(s, 0), &mut Chooser::new(s), 2_000).expect("ends")
        };
        let (a, b) = (play(5), play(5));
        assert_eq!(a.log, b.log);
        assert_eq!(a.outcome, b.outcome);
        assert_ne!(play(6).log, a.log);
    }

    /// Self-play's waits are the service's turn mails: replaying a game's log, a wait is
    /// each seat that is to act after a decision (and the server's steps after it) but was
    /// not before it; the server's steps are exactly those `next_step` decides; and with
    /// forced steps played for them, players are never asked a question with one answer.
    #[test]
    fn self_play_counts_each_new_wait_once_and_forced_steps_are_never_asked() {
        for k in kinds() {
            let options = k.normalize_options(&Value::Null).expect("the defaults");
            for (auto_forced, policy) in [(false, Policy::Uniform), (true, Policy::BattleSeeking)] {
                let standing = Standing {
                    auto_forced,
                    orders: &[],
                    ahead: &[],
                };
                let conduct = Conduct {
                    policy,
                    standing,
                    ahead: false,
                };
                let seed = game_seed(3, 1);
                let (playout, waits) =
                    play(*k, &options, seed, &mut Chooser::new(3), conduct, 50_000).expect("ends");
                // Replay: a move is the server's when next_step would play exactly it.
                let mut game = k.start(&options, &seed).expect("starts");
                let (mut counted, mut forced) = (0u64, 0u64);
                let mut before: Vec<crate::engine::Seat> = Vec::new();
                for (i, (seat, action)) in playout.log.iter().enumerate() {
                    let step = next_step(game.as_ref(), standing);
                    let by_server = step
                        .as_ref()
                        .is_some_and(|s| &s.action == action && s.seat == *seat);
                    if !by_server {
                        // A player's decision: the waits before it are settled.
                        let now = game.to_act();
                        counted += now.iter().filter(|s| !before.contains(*s)).count() as u64;
                        before = now;
                        assert!(
                            !auto_forced || game.actions(*seat).len() > 1,
                            "{}: move {} had one answer yet was asked",
                            k.kind(),
                            i + 1
                        );
                    } else {
                        assert_eq!(step.map(|s| s.by), Some(By::Auto));
                        forced += 1;
                    }
                    game.play(*seat, action, &seed, i as u64 + 1, &[])
                        .expect("replays");
                }
                assert_eq!(waits.total(), counted, "{} auto {auto_forced}", k.kind());
                assert_eq!(waits.auto, forced, "{}", k.kind());
                assert_eq!(auto_forced, forced > 0, "{}: forced {forced}", k.kind());
            }
        }
    }

    /// Issue 30, step 9: every kind's rules in brief and notation are written in every
    /// language, and the translations keep the notation as it is: each `code` span of the
    /// English sections (an action's notation, a view's key) is in each language's, as
    /// often, and the tables have as many rows.
    #[test]
    fn every_kind_has_its_rules_and_notation_in_every_language_with_the_same_notation() {
        use crate::i18n::Lang;
        fn spans(text: &str) -> Vec<&str> {
            let mut spans: Vec<&str> = text.split('`').skip(1).step_by(2).collect();
            spans.sort_unstable();
            spans
        }
        fn rows(text: &str) -> usize {
            text.lines()
                .filter(|l| l.trim_start().starts_with('|'))
                .count()
        }
        for k in kinds() {
            let sections = |lang: Lang| [k.rules(lang), k.notation(lang)];
            for lang in [Lang::Ru, Lang::Ja] {
                for (english, theirs) in sections(Lang::En).into_iter().zip(sections(lang)) {
                    let (english, theirs) = (english.expect("English"), theirs.expect("some"));
                    assert_ne!(english, theirs, "{} has no {lang} text", k.kind());
                    assert_eq!(spans(english), spans(theirs), "{} ({lang})", k.kind());
                    assert_eq!(rows(english), rows(theirs), "{} ({lang})", k.kind());
                }
            }
        }
    }

    /// Every option is explained in every language: a label, a help line, words for each
    /// choice; its values are distinct and its default normalizes to itself; every kind
    /// has its rules in brief.
    #[test]
    fn every_option_has_its_words_and_every_kind_its_rules_in_brief() {
        use crate::i18n::{CORE, Catalog, Lang};
        for k in kinds() {
            assert!(
                k.rules(Lang::En).is_some_and(|r| r.len() > 1_000),
                "{}",
                k.kind()
            );
            let words = Catalog::new(CORE.iter().chain(k.words())).expect("the files read");
            let defaults = k.normalize_options(&Value::Null).expect("the defaults");
            for o in k.options() {
                let mut messages = vec![o.label(k.kind()), o.help(k.kind())];
                messages.extend(o.choices.iter().map(|c| o.choice_words(k.kind(), c)));
                for (msg, lang) in messages.iter().flat_map(|m| Lang::ALL.map(|l| (m, l))) {
                    assert!(words.has(lang, msg.id()), "{} ({lang})", msg.id());
                }
                let help = words.say(Lang::En, &o.help(k.kind()));
                assert!(help.ends_with('.'), "{}: {help}", o.name);
                let mut values = o.values();
                values.sort_unstable();
                values.dedup();
                assert_eq!(values.len(), o.choices.len(), "{}", o.name);
                assert_eq!(o.choice(&defaults[o.name]), Some(o.default_value()));
            }
        }
    }

    /// A game's standing is the score its result states: every kind, played at random to
    /// its end, ends with `standing` equal to the outcome's scores, and gives one score per
    /// seat, never negative, all the way. Rose King: points of §9; Richard III: the crown
    /// of 9.0 (1 for the house that would win now); Tara: the match points of A-13; The
    /// Three Fords: VP of §12 and §19.5.
    #[test]
    fn the_standing_is_the_score_the_result_states() {
        for k in kinds() {
            let options = k.normalize_options(&Value::Null).expect("the defaults");
            let seed = game_seed(21, 0);
            let playout =
                play_random(*k, &options, seed, &mut Chooser::new(21), 50_000).expect("ends");
            let mut game = k.start(&options, &seed).expect("starts");
            for (i, (seat, action)) in playout.log.iter().enumerate() {
                let standing = game.standing();
                assert_eq!(standing.len(), k.seats().len(), "{}", k.kind());
                assert!(
                    standing.iter().all(|s| *s >= 0),
                    "{}: {standing:?}",
                    k.kind()
                );
                game.play(*seat, action, &seed, i as u64 + 1, &[])
                    .expect("replays");
            }
            let outcome = game.outcome().expect("over");
            assert_eq!(game.standing(), outcome.scores, "{}", k.kind());
        }
    }
}
