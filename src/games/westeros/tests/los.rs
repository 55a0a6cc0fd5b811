//! Line of sight (§3.6) and the §18 edge cases 5–8, which are about the board only.

use super::*;
use crate::games::westeros::board::{SightLine, has_line_of_sight, is_blocking_hex};

/// The edge pairs of a line as sets of the hexes that exist, in line order.
fn pairs(line: &SightLine) -> Vec<HexSet> {
    let set = |pair: &[Option<Hex>; 2]| pair.iter().flatten().copied().collect();
    line.edge_pairs.iter().map(|p| set(&p.0)).collect()
}

/// Whether LOS from `from` to `to` is clear with units on `units`.
fn clear(from: &str, to: &str, units: &str) -> bool {
    has_line_of_sight(h(from), h(to), hexes(units))
}

// 3.6: the test vectors, the whole answer for each line.
#[test]
fn rule_3_6_the_fourteen_test_vectors_cross_exactly_these_hexes_and_edge_pairs() {
    #[rustfmt::skip]
    let vectors: [(&str, &str, i32, &str, &[&str]); 14] = [
        ("E4", "G5", 2, "", &["F4 F5"]),
        ("D3", "D5", 2, "", &["C4 D4"]),
        ("D3", "D7", 4, "D5", &["C4 D4", "C6 D6"]),
        ("G3", "G7", 4, "G5", &["F4 G4", "F6 G6"]),
        ("C2", "E3", 2, "", &["D2 D3"]),
        ("E3", "H4", 4, "F3 G3 F4 G4", &[]),
        ("A1", "D2", 4, "B1 C1 B2 C2", &[]),
        ("E3", "G6", 4, "E4 F4 F5 G5", &[]),
        ("I7", "G5", 3, "G6 H6", &[]),
        ("E4", "D6", 2, "E5", &[]),
        ("E4", "C6", 3, "D5 E5", &[]),
        ("H6", "J4", 3, "I5 J5", &[]),
        ("F2", "G4", 2, "G3", &[]),
        ("E4", "I3", 4, "G3 H3 F4 G4", &[]),
    ];
    for (from, to, distance, crossed, edge_pairs) in vectors {
        let line = SightLine::between(h(from), h(to));
        assert_eq!(h(from).distance(h(to)), distance, "{from} → {to}");
        assert_eq!(
            line.crossed,
            hexes(crossed),
            "{from} → {to}: {}",
            line.crossed
        );
        let expected: Vec<HexSet> = edge_pairs.iter().map(|p| hexes(p)).collect();
        assert_eq!(pairs(&line), expected, "{from} → {to}");
        assert!(
            line.edge_pairs
                .iter()
                .all(|p| p.0.iter().all(Option::is_some))
        );
    }
}

// 3.6 rule 2: the two ends are never crossed; a line is the same both ways; a hex of an
// edge pair is only grazed, never crossed; neighbours see each other over nothing.
#[test]
fn rule_3_6_lines_are_symmetric_and_edge_pair_hexes_are_never_crossed() {
    for a in Hex::all() {
        for b in Hex::all() {
            let (ab, ba) = (SightLine::between(a, b), SightLine::between(b, a));
            assert!(
                !ab.crossed.contains(a) && !ab.crossed.contains(b),
                "{a} → {b}"
            );
            assert_eq!(ab.crossed, ba.crossed, "{a} ↔ {b}");
            let (mut p, mut q) = (pairs(&ab), pairs(&ba));
            q.reverse();
            assert_eq!(p.len(), q.len(), "{a} ↔ {b}");
            p.iter_mut()
                .zip(&q)
                .for_each(|(x, y)| assert_eq!(x, y, "{a} ↔ {b}"));
            for pair in &p {
                assert!(
                    pair.iter().all(|x| !ab.crossed.contains(x)),
                    "{a} → {b}: {pair}"
                );
            }
            if a.distance(b) <= 1 {
                assert!(
                    ab.crossed.is_empty() && ab.edge_pairs.is_empty(),
                    "{a} → {b}"
                );
            }
        }
    }
}

// 3.6: along a row the line passes through the centres of every hex in between.
#[test]
fn rule_3_6_a_line_along_a_row_crosses_every_hex_between() {
    let line = SightLine::between(h("A3"), h("E3"));
    assert_eq!(line.crossed, hexes("B3 C3 D3"));
    assert!(line.edge_pairs.is_empty());
}

// 3.6 rule 3, §18 7: a unit on any crossed hex blocks, on another hex it does not.
#[test]
fn ec_18_7_a_line_through_the_middle_of_a_side_is_blocked_by_a_unit_on_either_hex() {
    assert!(clear("E3", "H4", ""));
    for blocker in ["F3", "G3", "F4", "G4"] {
        assert!(!clear("E3", "H4", blocker), "a unit on {blocker}");
    }
    assert!(clear("E3", "H4", "H3"));
    assert!(clear("E3", "H4", "E3 H4"), "the two ends never block");
}

// 3.6 rule 4, §18 5: the edge pair {F4, F5}: F5 is river, so a unit on F4 does not block.
#[test]
fn ec_18_5_grazing_a_side_next_to_the_river_does_not_block() {
    assert!(clear("E4", "G5", "F4"));
    assert!(!is_blocking_hex(h("F5"), hexes("F4")));
}

// 3.6 rule 4, §18 6: one unit beside the line does not block; units on both hexes do.
#[test]
fn ec_18_6_an_edge_pair_blocks_only_when_both_hexes_block() {
    assert!(clear("D3", "D5", "D4"));
    assert!(clear("D3", "D5", "C4"));
    assert!(!clear("D3", "D5", "C4 D4"));
    // The second pair of D3 → D7 ({C6, D6}) blocks too.
    assert!(!clear("D3", "D7", "C6 D6"));
    assert!(clear("D3", "D7", "C4 D6"));
}

// 3.6 rule 4 with terrain: a hill or forest on one side of the line is one blocking hex
// of the pair; a unit on the other hex completes it.
#[test]
fn rule_3_6_a_hill_or_forest_beside_the_line_blocks_only_with_a_unit_beside_it() {
    // E3 → E5 runs between D4 and the hill E4.
    assert_eq!(
        pairs(&SightLine::between(h("E3"), h("E5"))),
        [hexes("D4 E4")]
    );
    assert!(clear("E3", "E5", ""));
    assert!(!clear("E3", "E5", "D4"));
    // C3 → C5 runs between the forest B4 and C4.
    assert_eq!(
        pairs(&SightLine::between(h("C3"), h("C5"))),
        [hexes("B4 C4")]
    );
    assert!(clear("C3", "C5", ""));
    assert!(!clear("C3", "C5", "C4"));
}

// 3.6 rule 3, §18 8: a crossed hill or forest blocks with no unit anywhere.
#[test]
fn ec_18_8_hills_and_forests_block_when_crossed() {
    assert!(
        SightLine::between(h("E3"), h("G6"))
            .crossed
            .contains(h("E4"))
    );
    assert!(!clear("E3", "G6", ""), "the hill E4");
    assert!(!clear("I7", "G5", ""), "the hill H6");
    assert_eq!(SightLine::between(h("G3"), h("J3")).crossed, hexes("H3 I3"));
    assert!(!clear("G3", "J3", ""), "the forest I3");
    // A shooter on a hill or a target in a forest is an end: it never blocks.
    assert!(clear("E4", "G5", ""));
    assert!(clear("F2", "I3", ""));
}

// 3.6 rule 5: river, ford and open terrain never block.
#[test]
fn rule_3_6_river_and_ford_never_block() {
    assert!(clear("E4", "D6", ""), "the river E5");
    assert!(clear("E4", "C6", ""), "the ford D5 and the river E5");
    assert!(clear("H6", "J4", ""), "the river I5 and the ford J5");
    for hex in Hex::all() {
        let blocks = is_blocking_hex(hex, HexSet::EMPTY);
        assert_eq!(
            blocks,
            matches!(
                hex.to_string().as_str(),
                "E4" | "H6" | "B4" | "I3" | "E7" | "K6"
            ),
            "{hex}"
        );
    }
}

// 3.6 rule 4 and 5: a pair with a hex off the board never blocks. M1 → M3 runs between
// L2 and the hex where M2 would be.
#[test]
fn rule_3_6_hexes_that_do_not_exist_never_block() {
    let line = SightLine::between(h("M1"), h("M3"));
    assert!(line.crossed.is_empty());
    assert_eq!(line.edge_pairs.len(), 1);
    assert!(line.edge_pairs[0].0.contains(&None) && line.edge_pairs[0].0.contains(&Some(h("L2"))));
    assert!(clear("M1", "M3", "L2"));
    assert!(clear("A1", "A3", "A2"));
    assert!(!line.edge_pairs[0].is_blocking(|_| true));
}

// 3.6 rule 2: a segment that only touches a hex at a corner does not cross it. None is
// shorter than 5 on this board (the note under the vectors); A1 → E2 (distance 5) passes
// through two corners, touching B2 and D1 there only.
#[test]
fn rule_3_6_a_hex_touched_only_at_a_corner_is_not_crossed() {
    assert_eq!(h("A1").distance(h("E2")), 5);
    let line = SightLine::between(h("A1"), h("E2"));
    assert_eq!(line.crossed, hexes("B1 C1 C2 D2"), "{}", line.crossed);
    assert!(line.edge_pairs.is_empty());
    assert!(clear("A1", "E2", "B2 D1"));
}
