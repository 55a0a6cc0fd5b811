//! The board (§2) and the notation (§16).

use super::*;

#[test]
fn rule_2_the_board_has_45_hills_without_the_corners() {
    assert_eq!(ALL.len(), 45);
    for corner in ["A1", "G1", "A7", "G7"] {
        assert!(corner.parse::<Hill>().is_err(), "{corner}");
    }
    assert_eq!(h("D4").to_string(), "D4");
}

#[test]
fn rule_2_neighbour_counts_25_12_8() {
    let count = |n: usize| ALL.iter().filter(|x| x.neighbours().len() == n).count();
    assert_eq!((count(4), count(3), count(2)), (25, 12, 8));
    let twos: Vec<String> = ALL
        .iter()
        .filter(|x| x.neighbours().len() == 2)
        .map(|x| x.to_string())
        .collect();
    assert_eq!(twos, ["B1", "F1", "A2", "G2", "A6", "G6", "B7", "F7"]);
}

#[test]
fn ec_02_non_existent_hills_are_no_knight_targets() {
    assert_eq!(h("B3").knight_moves(), hills("A5 C1 C5 D2 D4"));
    assert_eq!(h("G6").knight_moves(), hills("E5 E7 F4"));
}

#[test]
fn rule_16_the_notation_round_trips() {
    for text in ["place C3", "move D3 E5", "back D3 E5", "take D3 E5", "pass"] {
        assert_eq!(act(text).to_string(), text);
    }
    for bad in [
        "place A1",
        "move D3",
        "jump D3 E5",
        "place c3",
        "pass now",
        "move D3  E5",
    ] {
        assert!(bad.parse::<Action>().is_err(), "{bad}");
    }
}

#[test]
fn rule_4_kingdoms_are_orthogonal_groups() {
    assert_eq!(kingdoms(hills("C3 C4 D4 F6 E5")), 3);
    assert_eq!(kingdoms(Hills::EMPTY), 0);
}

#[test]
fn rule_16_options_take_numbers_or_text_and_the_documented_opening_plays() {
    use crate::engine::kind::Kind;
    let kind = &crate::games::tara::KIND;
    for games in [serde_json::json!(1), serde_json::json!("1")] {
        let options = kind
            .normalize_options(&serde_json::json!({ "games": games }))
            .unwrap();
        assert_eq!(options["games"], 1);
    }
    assert!(
        kind.normalize_options(&serde_json::json!({ "games": 3 }))
            .is_err()
    );
    // docs/tara.md's opening.
    let mut state = new_game(Options::default(), 1, R);
    for text in [
        "place C3",
        "place E5",
        "place F2",
        "place B6",
        "place D6",
        "place F4",
        "move C3 B5",
    ] {
        play(&mut state, text);
    }
    assert_eq!(state.to_move, B);
}
