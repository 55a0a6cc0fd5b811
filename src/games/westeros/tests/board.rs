//! The board (§3.1–§3.5, §3.7) and the §18 edge cases 1–3, which are about the board only.

use super::*;
use crate::games::westeros::board::{
    AttackKind, Cube, HEXES, NEIGHBOUR_STEPS, row_length, terrain_dice,
};
use crate::games::westeros::data::{CATALOG, Side, Terrain, UnitId};

// 3.1: 9 rows of 13, 12, 13 … hexes; M2, M4, M6, M8 do not exist.
#[test]
fn rule_3_1_the_board_has_113_hexes_in_rows_of_13_and_12() {
    assert_eq!(Hex::all().count(), HEXES);
    assert_eq!(HEXES, 113);
    for row in 1..=9 {
        let count = Hex::all().filter(|x| x.row() == row).count() as i8;
        assert_eq!(count, if row % 2 == 1 { 13 } else { 12 }, "row {row}");
        assert_eq!(count, row_length(row));
    }
    for missing in [
        "M2", "M4", "M6", "M8", "N1", "A0", "A10", "a1", "E", "", "E55", "5E",
    ] {
        assert!(missing.parse::<Hex>().is_err(), "{missing}");
    }
    assert!(Hex::at(12, 2).is_none() && Hex::at(-1, 1).is_none() && Hex::at(0, 10).is_none());
}

// 3.1: a hex is its column letter and row number; the names round-trip.
#[test]
fn rule_3_1_hex_names_round_trip() {
    let e5 = h("E5");
    assert_eq!((e5.column(), e5.row()), (4, 5));
    assert_eq!(Hex::at(4, 5), Some(e5));
    for hex in Hex::all() {
        assert_eq!(h(&hex.to_string()), hex);
        assert_eq!(Hex::at(hex.column(), hex.row()), Some(hex));
    }
    let names: Vec<String> = Hex::all().map(|x| x.to_string()).collect();
    assert_eq!(
        (names[0].as_str(), names[13].as_str(), names[112].as_str()),
        ("A1", "A2", "M9")
    );
    assert_eq!(serde_json::to_string(&e5).expect("serialises"), "\"E5\"");
}

// 3.1: the drawing centre, x = √3·(c + ½·[r even]), y = 1.5·(r − 1).
#[test]
fn rule_3_1_drawing_centres() {
    let (x, y) = h("A1").drawing_centre();
    assert_eq!((x, y), (0.0, 0.0));
    let (x, y) = h("B2").drawing_centre();
    assert!((x - 1.5 * 3f64.sqrt()).abs() < 1e-12 && y == 1.5);
}

// 3.2: the examples.
#[test]
fn rule_3_2_neighbour_examples() {
    assert_eq!(h("D4").neighbours(), hexes("C4 E4 D3 E3 D5 E5"));
    assert_eq!(h("D3").neighbours(), hexes("C3 E3 C2 D2 C4 D4"));
    assert_eq!(h("A1").neighbours(), hexes("B1 A2"));
    assert!(h("D4").is_adjacent(h("E5")) && !h("D4").is_adjacent(h("C5")));
}

// 3.2, §18 1: L2 has five neighbours; M2 is no hex.
#[test]
fn ec_18_1_neighbours_at_the_ragged_edge() {
    assert_eq!(h("L2").neighbours(), hexes("K2 L1 M1 L3 M3"));
    assert!("M2".parse::<Hex>().is_err());
}

// 3.2: the neighbour relation is symmetric and is exactly distance 1 (the cube steps).
#[test]
fn rule_3_2_neighbours_are_symmetric_and_are_the_six_cube_steps() {
    for a in Hex::all() {
        let by_steps: HexSet = NEIGHBOUR_STEPS
            .iter()
            .filter_map(|step| Hex::from_cube(a.cube() + *step))
            .collect();
        assert_eq!(a.neighbours(), by_steps, "{a}");
        for b in Hex::all() {
            assert_eq!(
                a.neighbours().contains(b),
                b.neighbours().contains(a),
                "{a} {b}"
            );
            assert_eq!(a.neighbours().contains(b), a.distance(b) == 1, "{a} {b}");
        }
    }
}

// 3.3: the example and the coordinates' invariants.
#[test]
fn rule_3_3_cube_coordinates_and_the_example_distance() {
    assert_eq!(h("D4").cube(), Cube { x: 2, y: -5, z: 3 });
    assert_eq!(h("G5").cube(), Cube { x: 4, y: -8, z: 4 });
    assert_eq!(h("D4").distance(h("G5")), 3);
    for hex in Hex::all() {
        let c = hex.cube();
        assert_eq!(c.x + c.y + c.z, 0);
        assert_eq!(Hex::from_cube(c), Some(hex));
    }
    assert_eq!(Hex::from_cube(Cube::new(12, 1)), None, "M2");
    assert_eq!(NEIGHBOUR_STEPS.iter().map(|s| s.length()).sum::<i32>(), 6);
}

/// Steps from `start` to every hex through neighbours (breadth first).
fn steps_from(start: Hex) -> Vec<i32> {
    let mut steps = vec![-1; HEXES];
    steps[start.index()] = 0;
    let mut frontier = vec![start];
    while !frontier.is_empty() {
        let mut next = Vec::new();
        for hex in frontier {
            for n in hex.neighbours().iter() {
                if steps[n.index()] < 0 {
                    steps[n.index()] = steps[hex.index()] + 1;
                    next.push(n);
                }
            }
        }
        frontier = next;
    }
    steps
}

// 3.3: the distance is the number of steps through neighbours, for every pair, and a metric.
#[test]
fn rule_3_3_distance_is_the_breadth_first_steps_and_a_metric() {
    for a in Hex::all() {
        let steps = steps_from(a);
        for b in Hex::all() {
            assert_eq!(a.distance(b), steps[b.index()], "{a} → {b}");
            assert_eq!(a.distance(b), b.distance(a));
            assert_eq!(a.distance(b) == 0, a == b);
        }
    }
    for a in Hex::all().step_by(3) {
        for b in Hex::all() {
            for c in Hex::all().step_by(5) {
                assert!(
                    a.distance(c) <= a.distance(b) + b.distance(c),
                    "{a} {b} {c}"
                );
            }
        }
    }
}

// 3.4: the examples.
#[test]
fn rule_3_4_retreat_pair_examples() {
    assert_eq!(h("D4").retreat_pair(Side::North), hexes("D3 E3"));
    assert_eq!(h("D4").retreat_pair(Side::West), hexes("D5 E5"));
    assert_eq!(h("A3").retreat_pair(Side::North), hexes("A2"));
    assert_eq!(h("M7").retreat_pair(Side::West), hexes("L8"));
    assert_eq!(h("A1").retreat_pair(Side::North), HexSet::EMPTY);
    assert_eq!(
        (Side::North.home_edge_row(), Side::West.home_edge_row()),
        (1, 9)
    );
}

// 3.4: the offset formulas for every hex and side; none on the own edge row; one at a
// ragged end (column A or M of an odd row), two elsewhere.
#[test]
fn rule_3_4_retreat_pairs_follow_the_offset_formulas() {
    for hex in Hex::all() {
        let (c, r) = (hex.column(), hex.row());
        let shift = if r % 2 == 1 { -1 } else { 0 };
        for (side, toward, edge) in [(Side::North, r - 1, 1), (Side::West, r + 1, 9)] {
            let expected: HexSet = [Hex::at(c + shift, toward), Hex::at(c + shift + 1, toward)]
                .into_iter()
                .flatten()
                .collect();
            let pair = hex.retreat_pair(side);
            assert_eq!(pair, expected, "{side:?} on {hex}");
            let ragged = r % 2 == 1 && (c == 0 || c == 12);
            let size = if r == edge {
                0
            } else if ragged {
                1
            } else {
                2
            };
            assert_eq!(pair.len(), size, "{side:?} on {hex}");
        }
    }
}

// 3.4, §18 2: short retreat pairs.
#[test]
fn ec_18_2_short_retreat_pairs() {
    assert_eq!(
        h("M7").retreat_pair(Side::West),
        hexes("L8"),
        "M8 does not exist"
    );
    assert_eq!(h("A3").retreat_pair(Side::North), hexes("A2"));
}

// 3.4, 3.5, §18 3: W1 on D4's pair is the ford D5 and the river E5: only D5 can be entered.
#[test]
fn ec_18_3_no_retreat_into_the_river() {
    let pair = h("D4").retreat_pair(Side::West);
    assert_eq!(pair, hexes("D5 E5"));
    assert_eq!(pair.filter(|x| x.is_enterable()), hexes("D5"));
}

// 3.5: the terrain of every hex and its effects.
#[test]
fn rule_3_5_terrain_and_its_effects() {
    let of = |t: Terrain| -> HexSet { Hex::all().filter(|x| x.terrain() == t).collect() };
    assert_eq!(of(Terrain::River), hexes("A5 B5 C5 E5 F5 H5 I5 K5 L5 M5"));
    assert_eq!(of(Terrain::Ford), hexes("D5 G5 J5"));
    assert_eq!(of(Terrain::Hill), hexes("E4 H6"));
    assert_eq!(of(Terrain::Forest), hexes("B4 I3 E7 K6"));
    assert_eq!(of(Terrain::Open).len(), 113 - 19);
    for hex in Hex::all() {
        let t = hex.terrain();
        assert_eq!(hex.is_enterable(), t != Terrain::River, "{hex}");
        let stops = matches!(t, Terrain::Ford | Terrain::Forest);
        assert_eq!(hex.ends_a_move(false), stops, "{hex}");
        assert_eq!(hex.ends_a_move(true), t == Terrain::Ford, "{hex}: woodland");
        assert_eq!(
            hex.blocks_line_of_sight(),
            matches!(t, Terrain::Hill | Terrain::Forest)
        );
        assert_eq!(hex.is_objective(), t == Terrain::Ford, "{hex}");
    }
}

// 3.5: rows 4 and 6 are never adjacent: row 5 is river except the fords.
#[test]
fn rule_3_5_across_the_river_only_a_ford_gives_contact() {
    for a in Hex::all().filter(|x| x.row() == 4) {
        assert!(a.neighbours().iter().all(|b| b.row() != 6), "{a}");
    }
    for c in 0..13 {
        let hex = Hex::at(c, 5).expect("row 5");
        assert!(
            matches!(hex.terrain(), Terrain::River | Terrain::Ford),
            "{hex}"
        );
    }
}

// 3.5 "Other effects" (the terrain lines of 10.8), including §18 5 and §18 31.
#[test]
fn rule_3_5_hill_and_forest_dice_effects() {
    use AttackKind::{Melee, Ranged};
    let dice = |kind, from: &str, to: &str, woodland| terrain_dice(kind, h(from), h(to), woodland);
    assert_eq!(dice(Ranged, "E4", "G5", false), 1, "§18 5: from the hill");
    assert_eq!(
        dice(Ranged, "E4", "E7", false),
        0,
        "§18 31: hill +1, forest −1"
    );
    assert_eq!(dice(Ranged, "D4", "E7", false), -1, "§18 31: forest −1");
    assert_eq!(
        dice(Melee, "G6", "H6", false),
        -1,
        "against a hill from off it"
    );
    assert_eq!(
        dice(Melee, "E4", "D4", false),
        0,
        "melee from a hill: no line"
    );
    assert_eq!(dice(Melee, "E6", "E7", false), -1, "against a forest");
    assert_eq!(
        dice(Melee, "E6", "E7", true),
        0,
        "woodland melee ignores the forest"
    );
    assert_eq!(
        dice(Ranged, "E5", "E7", true),
        -1,
        "woodland does not help a shot"
    );
    assert_eq!(
        dice(Melee, "D4", "D5", false),
        0,
        "a ford has no dice effect"
    );
    for t in [Terrain::Open, Terrain::River, Terrain::Ford] {
        assert_eq!(t.dice(), crate::games::westeros::board::TerrainDice::NONE);
    }
}

/// The map of §3.7, as printed in the rules, except row 8: RULES.md prints 11 marks there
/// (L8's `.` is missing); the unit table of §4.1 puts W1 on J8, so the last mark is L8.
const MAP: &str = "
  1     .    .    .    .    .    .    .    .    .    .    .    .    .      north edge
  2        .    .   .N1   .    .   .N3   .    .   .N2   .   .N4   .
  3     .    .    .    .   .N5   .    .   .N6   T    .    .    .    .
  4        .    T    .    .    ^    .    .    .    .    .    .    .
  5     ~    ~    ~    =    ~    ~    =    ~    ~    =    ~    ~    ~
  6        .    .    .    .    .    .    .    ^    .    .    T    .
  7     .    .    .    .    T   .W6   .    .   .W5   .    .    .    .
  8        .   .W4   .   .W2   .    .   .W3   .    .   .W1   .    .
  9     .    .    .    .    .    .    .    .    .    .    .    .    .      west edge
";

// 3.7: the terrain of every hex and the setup hexes are the map's.
#[test]
fn rule_3_7_the_map_gives_every_hex_its_terrain_and_every_unit_its_start() {
    let mut seen = 0;
    for line in MAP.lines().filter(|l| !l.trim().is_empty()) {
        let mut words = line.split_whitespace();
        let row: i8 = words.next().expect("a row number").parse().expect("a row");
        let marks: Vec<&str> = words.take(row_length(row) as usize).collect();
        assert_eq!(marks.len() as i8, row_length(row), "row {row}");
        for (c, mark) in marks.into_iter().enumerate() {
            let hex = Hex::at(c as i8, row).expect("on the board");
            let terrain = match &mark[..1] {
                "~" => Terrain::River,
                "=" => Terrain::Ford,
                "^" => Terrain::Hill,
                "T" => Terrain::Forest,
                _ => Terrain::Open,
            };
            assert_eq!(hex.terrain(), terrain, "{hex}");
            if mark.len() > 1 {
                let unit = UnitId::parse(&mark[1..]).expect("a unit id");
                assert_eq!(unit.info().start, hex, "{unit}");
            }
            seen += 1;
        }
    }
    assert_eq!(seen, 113);
}

// 3.7: turning the board 180° maps terrain to the same terrain and Nk's start to Wk's.
#[test]
fn rule_3_7_the_layout_is_point_symmetric() {
    assert_eq!(h("A1").turned(), h("M9"));
    assert_eq!(h("A2").turned(), h("L8"));
    assert_eq!(h("G5").turned(), h("G5"));
    for hex in Hex::all() {
        assert_eq!(hex.turned().turned(), hex);
        assert_eq!(hex.turned().terrain(), hex.terrain(), "{hex}");
    }
    for k in 1..=6 {
        let north = UnitId::parse(&format!("N{k}")).expect("Nk");
        let west = UnitId::parse(&format!("W{k}")).expect("Wk");
        assert_eq!(north.info().start.turned(), west.info().start, "N{k}/W{k}");
    }
    assert_eq!(CATALOG.units.len(), 12);
}
