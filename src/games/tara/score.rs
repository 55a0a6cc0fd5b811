//! Scoring a game (§10) and the match (§5, A-13).

use super::rules::{Award, BySide, End, Played, Side, State, kingdoms_of};
use crate::i18n::Msg;
use crate::msg;

/// The points of a finished game and what decided them (§10; §7 double capture).
pub fn score(state: &State, end: End) -> (BySide<i64>, Award) {
    let kings = |s: Side| i64::from(*state.captured.get(s));
    if let End::DoubleCapture(_) = end {
        // §7: only captured kings count.
        return (
            BySide {
                red: kings(Side::Red),
                blue: kings(Side::Blue),
            },
            Award::DoubleCapture,
        );
    }
    let k = |s: Side| kingdoms_of(state, s) as i64;
    let t = |s: Side| state.forts.get(s).len() as i64;
    let mut points = BySide {
        red: kings(Side::Red),
        blue: kings(Side::Blue),
    };
    let award = if k(Side::Red) != k(Side::Blue) {
        // §10.1: fewer kingdoms: 2 + the difference.
        let winner = if k(Side::Red) < k(Side::Blue) {
            Side::Red
        } else {
            Side::Blue
        };
        *points.get_mut(winner) += 2 + k(winner.other()) - k(winner);
        Award::Kingdoms
    } else if t(Side::Red) != t(Side::Blue) {
        // §10.2: more forts: 2 + the difference.
        let winner = if t(Side::Red) > t(Side::Blue) {
            Side::Red
        } else {
            Side::Blue
        };
        *points.get_mut(winner) += 2 + t(winner) - t(winner.other());
        Award::Territory
    } else {
        // §10.3.
        points.red += 1;
        points.blue += 1;
        Award::Tie
    };
    (points, award)
}

/// The match totals over the finished games.
pub fn totals(played: &[Played]) -> BySide<i64> {
    played.iter().fold(BySide::default(), |acc, g| BySide {
        red: acc.red + g.points.red,
        blue: acc.blue + g.points.blue,
    })
}

/// A finished game in words: "game 1: red 4–0 by kingdoms".
pub fn game_msg(number: usize, game: &Played) -> Msg {
    let award = match game.award {
        Award::Kingdoms => "kingdoms",
        Award::Territory => "territory",
        Award::Tie => "tie",
        Award::DoubleCapture => "double-capture",
    };
    let (lead, first, second) = if game.points.blue > game.points.red {
        (Side::Blue, game.points.blue, game.points.red)
    } else {
        (Side::Red, game.points.red, game.points.blue)
    };
    msg!(
        "tara-game",
        number = number,
        lead = lead.name(),
        first = first,
        second = second,
        award = Msg::keyed("tara-award", award)
    )
}
