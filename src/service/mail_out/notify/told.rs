//! How a mail tells the moves since its reader's last move: grouped under their chapters
//! (a battle round by round), a run of equal lines told once with its count.

use crate::engine::game::Told;

/// The moves told in a mail, with a run of equal lines told once with its count: a game
/// of small steps (Richard III moves block by block) reads "york moved 3 blocks from kent
/// to sussex" rather than the same line three times; other lines get "(3 times)".
pub(super) fn collapse_repeats(lines: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::with_capacity(lines.len());
    let mut run = 0;
    for (i, line) in lines.iter().enumerate() {
        run += 1;
        if lines.get(i + 1) != Some(line) {
            out.push(match run {
                1 => line.clone(),
                // Richard III tells hidden blocks as "a block": "york moved 3 blocks …".
                n if line.contains(" a block ") => {
                    line.replacen(" a block ", &format!(" {n} blocks "), 1)
                }
                n => format!("{line} ({n} times)"),
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
    pub chapter: Option<String>,
    /// The move in words (with its dice, if it rolled any).
    pub text: String,
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

/// `moves` grouped for a mail: each run of consecutive moves of one chapter under its
/// heading ("Battle of Kent, round 1", then "… round 2"), moves without one as they come.
pub(super) fn chapters(moves: &[ToldMove]) -> Vec<Chapter> {
    let mut out: Vec<Chapter> = Vec::new();
    let mut start = 0;
    for (i, told) in moves.iter().enumerate() {
        if moves.get(i + 1).map(|next| &next.chapter) != Some(&told.chapter) {
            let texts: Vec<String> = moves[start..=i].iter().map(|m| m.text.clone()).collect();
            out.push(Chapter {
                heading: told.chapter.clone(),
                lines: collapse_repeats(&texts),
            });
            start = i + 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{Chapter, ToldMove, chapters, collapse_repeats};

    #[test]
    fn a_run_of_equal_moves_is_told_once_with_its_count() {
        let lines: Vec<String> = ["a", "b", "b", "b", "a", "c", "c"]
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(
            collapse_repeats(&lines),
            ["a", "b (3 times)", "a", "c (2 times)"]
        );
        assert!(collapse_repeats(&[]).is_empty());
        let moves: Vec<String> = vec!["york moved a block from kent to sussex".into(); 3];
        assert_eq!(
            collapse_repeats(&moves),
            ["york moved 3 blocks from kent to sussex"]
        );
    }

    fn told(chapter: Option<&str>, text: &str) -> ToldMove {
        ToldMove {
            chapter: chapter.map(str::to_string),
            text: text.into(),
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
            chapters(&moves),
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
        assert!(chapters(&[]).is_empty());
    }
}
