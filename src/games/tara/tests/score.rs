//! Scoring (§10), the worked example of §14 and the match (§5, A-13).

use super::super::score::score;
use super::*;

/// The §14 board, row 7 first.
const EXAMPLE: [&str; 7] = [
    "# R R R B B #",
    "R R B B B R B",
    "R B B R R R R",
    "R R B B B B B",
    "B R R R B R B",
    "B B R B B R B",
    "# B R R R R #",
];

fn example() -> State {
    let mut state = position("", "", "", "", Phase::Battle, R);
    for (i, line) in EXAMPLE.iter().enumerate() {
        let row = 7 - i;
        for (col, cell) in line.split(' ').enumerate() {
            let name = format!("{}{row}", (b'A' + col as u8) as char);
            match cell {
                "R" => state.forts.red.insert(h(&name)),
                "B" => state.forts.blue.insert(h(&name)),
                _ => {}
            }
        }
    }
    state.captured.red = 1;
    state
}

#[test]
fn rule_14_the_worked_example_red_4_blue_0() {
    let state = example();
    assert_eq!((state.forts.red.len(), state.forts.blue.len()), (23, 22));
    assert_eq!(rules::kingdoms_of(&state, R), 2);
    assert_eq!(rules::kingdoms_of(&state, B), 3);
    let (points, award) = score(&state, End::LastHill);
    assert_eq!(points, BySide { red: 4, blue: 0 });
    assert_eq!(award, Award::Kingdoms);
}

#[test]
fn rule_14_the_variant_with_g6_taken_red_6() {
    let mut state = example();
    state.forts.blue.remove(h("G6"));
    state.forts.red.insert(h("G6"));
    assert_eq!(rules::kingdoms_of(&state, B), 2);
    let (points, award) = score(&state, End::LastHill);
    assert_eq!(points, BySide { red: 6, blue: 0 });
    assert_eq!(award, Award::Territory);
}

#[test]
fn ec_22_territory_tie_gives_one_each() {
    let rows = |r: &[u8]| {
        let mut set = Hills::EMPTY;
        for hill in ALL.iter() {
            if r.contains(&(hill.row() as u8 + 1)) {
                set.insert(hill);
            }
        }
        set
    };
    let mut red = rows(&[1, 2, 3]);
    let mut blue = rows(&[5, 6, 7]);
    for hill in ["B2", "F2"] {
        red.remove(h(hill));
        blue.insert(h(hill));
    }
    for hill in ["B6", "F6"] {
        blue.remove(h(hill));
        red.insert(h(hill));
    }
    red = red.union(hills("A4 B4"));
    blue = blue.union(hills("F4 G4"));
    let mut state = position("", "", "", "", Phase::Battle, R);
    state.forts = BySide { red, blue };
    state.passed = BySide {
        red: true,
        blue: true,
    };
    assert_eq!((red.len(), blue.len()), (21, 21));
    assert_eq!(45 - red.len() - blue.len(), 3);
    assert_eq!((kingdoms(red), kingdoms(blue)), (3, 3));
    let (points, award) = score(&state, End::BothPassed);
    assert_eq!(points, BySide { red: 1, blue: 1 });
    assert_eq!(award, Award::Tie);
}

#[test]
fn ec_23_a_full_board_cannot_tie_on_territory() {
    let state = example();
    assert_eq!(state.forts.red.len() + state.forts.blue.len(), 45);
    assert_ne!(state.forts.red.len(), state.forts.blue.len(), "45 is odd");
}

#[test]
fn rule_5_the_match_adds_both_games_and_a_13_a_tie_is_a_draw() {
    let mut state = new_game(Options::default(), 1, R);
    state.played = vec![
        Played {
            starter: R,
            points: BySide { red: 4, blue: 0 },
            end: End::LastHill,
            award: Award::Kingdoms,
        },
        Played {
            starter: B,
            points: BySide { red: 1, blue: 3 },
            end: End::LastHill,
            award: Award::Kingdoms,
        },
    ];
    state.over = true;
    let outcome = Tara::outcome(&state).expect("over");
    assert_eq!(outcome.winner, Some(Seat(0)));
    assert_eq!(outcome.scores, vec![5, 3]);
    assert_eq!(
        said(&outcome.reason),
        "red wins the match 5–3 (game 1: red 4–0 by kingdoms; game 2: blue 3–1 by kingdoms)"
    );
    state.played[1].points = BySide { red: 0, blue: 4 };
    let drawn = Tara::outcome(&state).expect("over");
    assert_eq!(drawn.winner, None);
    assert!(said(&drawn.reason).contains("drawn"));
}

#[test]
fn rule_16_one_game_matches_end_after_the_first_game() {
    let options = Options {
        games: Games(1),
        ..Options::default()
    };
    let mut state = rules::new_game(options, 1, R);
    state.forts.red = ALL;
    state.forts.red.remove(h("B4"));
    state.kings.red.insert(h("C2"));
    state.placed = BySide { red: 3, blue: 3 };
    state.phase = BySide {
        red: Phase::Battle,
        blue: Phase::Battle,
    };
    play(&mut state, "move C2 B4");
    assert!(state.over);
    assert!(Tara::outcome(&state).is_some());
}
