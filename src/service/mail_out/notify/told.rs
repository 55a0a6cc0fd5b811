//! How a mail tells the moves since its reader's last move: grouped under their chapters
//! (a battle round by round), a run of equal lines told once with its count.

use crate::engine::game::Told;
use crate::i18n::{Lang, Msg};
use crate::msg;
use crate::words::say;

/// The moves told in a mail, in the reader's `lang`, with a run of equal lines told once
/// with its count: a game of small steps (Richard III moves block by block) reads "York
/// moved 3 blocks from Kent to Sussex" rather than the same line three times, through the
/// message's own `repeats` count ([`Msg::repeated`]); other lines get "(3 times)".
pub(super) fn collapse_repeats(lines: &[Msg], lang: Lang) -> Vec<String> {
    let mut out: Vec<String> = Vec::with_capacity(lines.len());
    let mut run = 0;
    for (i, line) in lines.iter().enumerate() {
        run += 1;
        if lines.get(i + 1) != Some(line) {
            out.push(match (run, line.repeated(run)) {
                (1, _) => say(lang, line),
                (_, Some(counted)) => say(lang, &counted),
                (n, None) => say(lang, &msg!("told-times", line = say(lang, line), times = n)),
            });
            run = 0;
        }
    }
    out
}

/// One move told in a mail, as the reader sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ToldMove {
    /// The part of the game it was played in (e.g. `Battle of Kent, round 2`), if the
    /// game tells its moves in chapters.
    pub chapter: Option<Msg>,
    /// The move in words (with its dice, if it rolled any).
    pub text: Msg,
}

impl From<&Told> for ToldMove {
    fn from(told: &Told) -> Self {
        ToldMove {
            chapter: told.chapter.clone(),
            text: told.text.clone(),
        }
    }
}

/// Moves told together under one heading: consecutive moves of the same chapter.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct Chapter {
    /// The chapter's heading; none for moves told as they come (no chapter).
    pub(super) heading: Option<String>,
    /// Its moves in words, a run of equal ones told once (see [`collapse_repeats`]).
    pub(super) lines: Vec<String>,
}

/// `moves` grouped for a mail in the reader's `lang`: each run of consecutive moves of one
/// chapter under its heading ("Battle of Kent, round 1", then "… round 2"), moves without
/// one as they come.
pub(super) fn chapters(moves: &[ToldMove], lang: Lang) -> Vec<Chapter> {
    let mut out: Vec<Chapter> = Vec::new();
    let mut start = 0;
    for (i, told) in moves.iter().enumerate() {
        if moves.get(i + 1).map(|next| &next.chapter) != Some(&told.chapter) {
            let texts: Vec<Msg> = moves[start..=i].iter().map(|m| m.text.clone()).collect();
            out.push(Chapter {
                heading: told.chapter.as_ref().map(|c| say(lang, c)),
                lines: collapse_repeats(&texts, lang),
            });
            start = i + 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{Chapter, ToldMove, chapters, collapse_repeats};
    use crate::i18n::{Lang, Msg};
    use crate::msg;

    /// A line of text as a mail tells it.
    fn line(text: &str) -> Msg {
        msg!("mail-text", text = text)
    }

    /// Richard III's "York moved a block from Kent to Sussex", which counts its repeats.
    fn hidden_move() -> Msg {
        msg!(
            "richard3-moved-hidden",
            house = Msg::keyed("richard3-house", "york"),
            repeats = 1,
            from = Msg::keyed("richard3-area", "kent"),
            to = Msg::keyed("richard3-area", "sussex")
        )
    }

    #[test]
    fn a_run_of_equal_moves_is_told_once_with_its_count() {
        let lines: Vec<Msg> = ["a", "b", "b", "b", "a", "c", "c"]
            .into_iter()
            .map(line)
            .collect();
        assert_eq!(
            collapse_repeats(&lines, Lang::En),
            ["a", "b (3 times)", "a", "c (2 times)"]
        );
        assert!(collapse_repeats(&[], Lang::En).is_empty());
        // Russian counts its times by its own plural rules.
        assert_eq!(
            collapse_repeats(&lines, Lang::Ru),
            ["a", "b (3 раза)", "a", "c (2 раза)"]
        );
        let five = vec![line("b"); 5];
        assert_eq!(collapse_repeats(&five, Lang::Ru), ["b (5 раз)"]);
        assert_eq!(collapse_repeats(&five, Lang::Ja), ["b（5回）"]);
    }

    #[test]
    fn like_hidden_moves_are_counted_by_their_own_words_in_every_language() {
        let one = collapse_repeats(&[hidden_move()], Lang::En);
        assert_eq!(one, ["York moved a block from Kent to Sussex"]);
        let moves = vec![hidden_move(); 3];
        assert_eq!(
            collapse_repeats(&moves, Lang::En),
            ["York moved 3 blocks from Kent to Sussex"]
        );
        // Russian and Japanese count blocks by their own rules, not with "(3 times)".
        for (lang, times) in [(Lang::Ru, "раза"), (Lang::Ja, "回")] {
            let told = collapse_repeats(&moves, lang);
            assert_eq!(told.len(), 1);
            assert!(
                told[0].contains('3') && !told[0].contains(times),
                "{told:?}"
            );
        }
        // Russian: 3 блока, 5 блоков.
        let three = collapse_repeats(&moves, Lang::Ru);
        let five = collapse_repeats(&vec![hidden_move(); 5], Lang::Ru);
        assert_ne!(five[0].replace('5', "3"), three[0], "{five:?} {three:?}");
    }

    fn told(chapter: Option<&str>, text: &str) -> ToldMove {
        ToldMove {
            chapter: chapter.map(line),
            text: line(text),
        }
    }
    fn chapter(heading: Option<&str>, lines: &[&str]) -> Chapter {
        Chapter {
            heading: heading.map(str::to_string),
            lines: lines.iter().map(ToString::to_string).collect(),
        }
    }

    #[test]
    fn moves_of_one_chapter_are_told_under_its_heading_in_turn() {
        let round1 = Some("Battle of Kent, round 1");
        let round2 = Some("Battle of Kent, round 2");
        let moves = [
            told(None, "york moved a block from sussex to kent"),
            told(round1, "lancaster's Henry VI fires: 6, 2 (1 hit)"),
            told(round1, "york's Warwick fires: 5 (1 hit)"),
            told(round2, "lancaster's Henry VI fires: 1, 1 (no hit)"),
            told(round2, "york's Warwick fires: 6 (1 hit)"),
            told(None, "lancaster ended their action phase"),
            told(None, "lancaster ended their action phase"),
            told(round1, "a later battle's first shot"),
        ];
        assert_eq!(
            chapters(&moves, Lang::En),
            [
                chapter(None, &["york moved a block from sussex to kent"]),
                chapter(
                    round1,
                    &[
                        "lancaster's Henry VI fires: 6, 2 (1 hit)",
                        "york's Warwick fires: 5 (1 hit)"
                    ]
                ),
                chapter(
                    round2,
                    &[
                        "lancaster's Henry VI fires: 1, 1 (no hit)",
                        "york's Warwick fires: 6 (1 hit)"
                    ]
                ),
                chapter(None, &["lancaster ended their action phase (2 times)"]),
                chapter(round1, &["a later battle's first shot"]),
            ]
        );
        assert!(chapters(&[], Lang::En).is_empty());
    }
}
