//! Scoring (§9): a territory is a set of one side's stones connected through shared edges
//! (corners do not connect) and scores its size squared. Equal scores are broken per the
//! `tiebreak` option: by the largest territory and then the stone count (RU/EN texts), or
//! by the stone count alone (JA text); still equal is a draw (§13).

use super::Tiebreak;
use super::board::{Board, BySide, Side, Square};
use super::rules::State;
use crate::engine::Outcome;
use crate::i18n::Msg;
use crate::msg;

/// One side's count at the end (§9).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// The score: the sum of the squares of the territories' sizes.
    pub points: u32,
    /// The size of the largest territory (first tie-break of the RU/EN texts).
    pub largest: u32,
    /// The side's stones on the board (last tie-break).
    pub stones: u32,
}

/// The sizes of `side`'s territories, largest first (§9: orthogonal connection only,
/// §11.21: diagonal contact does not join two territories).
pub fn territories(board: &Board, side: Side) -> Vec<u32> {
    let mut seen = [false; Square::COUNT];
    let mut stack: Vec<Square> = Vec::with_capacity(Square::COUNT);
    let mut sizes = Vec::new();
    for start in Square::all() {
        if seen[start.index()] || board.get(start) != Some(side) {
            continue;
        }
        seen[start.index()] = true;
        stack.push(start);
        let mut size = 0;
        while let Some(square) = stack.pop() {
            size += 1;
            for next in square.orthogonal_neighbours() {
                if !seen[next.index()] && board.get(next) == Some(side) {
                    seen[next.index()] = true;
                    stack.push(next);
                }
            }
        }
        sizes.push(size);
    }
    sizes.sort_unstable_by(|a, b| b.cmp(a));
    sizes
}

/// `side`'s score, largest territory and stones (§9). Only stones on the board count:
/// heroes, cards and the supply score nothing (§11.24).
pub fn tally(board: &Board, side: Side) -> Tally {
    let sizes = territories(board, side);
    Tally {
        points: sizes.iter().map(|s| s * s).sum(),
        largest: sizes.first().copied().unwrap_or(0),
        stones: sizes.iter().sum(),
    }
}

/// The winner (`None`: a draw) and, when the scores were equal, the tie-break in words,
/// e.g. "tie on 50 points broken by the largest territory (7 vs 5)" (§9, §11.22, §11.23).
pub fn decide(tallies: &BySide<Tally>, tiebreak: Tiebreak) -> (Option<Side>, Option<Msg>) {
    let (red, white) = (tallies.red, tallies.white);
    let leader = |a: u32, b: u32| if a > b { Side::Red } else { Side::White };
    if red.points != white.points {
        return (Some(leader(red.points, white.points)), None);
    }
    type Measure = fn(&Tally) -> u32;
    let largest: (&str, Measure) = ("largest", |t| t.largest);
    let stones: (&str, Measure) = ("stones", |t| t.stones);
    let steps = match tiebreak {
        Tiebreak::Largest => vec![largest, stones],
        Tiebreak::Stones => vec![stones],
    };
    let mut tied = msg!("rosenkonig-tie", points = red.points);
    for (name, measure) in steps {
        let (a, b) = (measure(&red), measure(&white));
        let measure_words = Msg::keyed("rosenkonig-measure", name);
        if a != b {
            let clause = msg!(
                "rosenkonig-tie-broken",
                tie = tied,
                measure = measure_words,
                more = a.max(b),
                fewer = a.min(b)
            );
            return (Some(leader(a, b)), Some(clause));
        }
        tied = msg!(
            "rosenkonig-tie-and",
            tie = tied,
            measure = measure_words,
            count = a
        );
    }
    (None, Some(msg!("rosenkonig-tie-draw", tie = tied)))
}

/// Each side's points as the board stands now, `[red, white]` (§9): what the game would
/// score if it ended here.
pub fn standing(state: &State) -> Vec<i64> {
    [Side::Red, Side::White]
        .iter()
        .map(|side| i64::from(tally(&state.stones, *side).points))
        .collect()
}

/// The result of a finished game: winner, scores `[red, white]` and the reason naming the
/// end condition (§8) and any tie-break (§9).
pub fn outcome(state: &State) -> Option<Outcome> {
    let end = state.end?;
    let tallies = BySide {
        red: tally(&state.stones, Side::Red),
        white: tally(&state.stones, Side::White),
    };
    let (winner, tiebreak) = decide(&tallies, state.options.tiebreak);
    let reason = match tiebreak {
        Some(clause) => msg!("rosenkonig-end-and-tie", end = end.msg(), tie = clause),
        None => end.msg(),
    };
    Some(Outcome {
        winner: winner.map(Side::seat),
        scores: vec![
            i64::from(tallies.red.points),
            i64::from(tallies.white.points),
        ],
        reason,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// [`decide`], its tie-break as an English reader reads it.
    fn decided(tallies: &BySide<Tally>, tiebreak: Tiebreak) -> (Option<Side>, Option<String>) {
        let (winner, clause) = decide(tallies, tiebreak);
        (
            winner,
            clause.map(|c| crate::engine::in_english::<super::super::RoseKing>(&c)),
        )
    }

    #[test]
    fn a_tie_is_broken_by_the_largest_territory_then_by_stones_in_the_ru_en_text() {
        // §9 RU/EN
        let tally = |points, largest, stones| Tally {
            points,
            largest,
            stones,
        };
        let by_largest = BySide {
            red: tally(50, 5, 10),
            white: tally(50, 7, 8),
        };
        assert_eq!(
            decided(&by_largest, Tiebreak::Largest),
            (
                Some(Side::White),
                Some("tie on 50 points broken by the largest territory (7 vs 5)".into())
            )
        );
        let by_stones = BySide {
            red: tally(50, 5, 10),
            white: tally(50, 5, 12),
        };
        assert_eq!(
            decided(&by_stones, Tiebreak::Largest),
            (
                Some(Side::White),
                Some("tie on 50 points and on the largest territory (5 each) broken by the stone count (12 vs 10)".into())
            )
        );
        let even = BySide {
            red: tally(50, 5, 10),
            white: tally(50, 5, 10),
        };
        assert_eq!(
            decided(&even, Tiebreak::Largest),
            (
                None,
                Some("tie on 50 points and on the largest territory (5 each) and on the stone count (10 each): a draw".into())
            )
        );
    }

    #[test]
    fn a_tie_is_broken_by_stones_alone_in_the_ja_text() {
        // §9 JA
        let tally = |points, largest, stones| Tally {
            points,
            largest,
            stones,
        };
        let tallies = BySide {
            red: tally(50, 5, 10),
            white: tally(50, 7, 8),
        };
        assert_eq!(
            decided(&tallies, Tiebreak::Stones),
            (
                Some(Side::Red),
                Some("tie on 50 points broken by the stone count (10 vs 8)".into())
            )
        );
        let even = BySide {
            red: tally(50, 5, 10),
            white: tally(50, 7, 10),
        };
        assert_eq!(
            decided(&even, Tiebreak::Stones),
            (
                None,
                Some("tie on 50 points and on the stone count (10 each): a draw".into())
            )
        );
    }

    #[test]
    fn the_higher_score_wins_without_a_tie_break() {
        // §9
        let tallies = BySide {
            red: Tally {
                points: 34,
                largest: 5,
                stones: 10,
            },
            white: Tally {
                points: 69,
                largest: 8,
                stones: 11,
            },
        };
        assert_eq!(
            decided(&tallies, Tiebreak::Largest),
            (Some(Side::White), None)
        );
        assert_eq!(
            decided(&tallies, Tiebreak::Stones),
            (Some(Side::White), None)
        );
    }
}
