//! The marks of moves on the map (§10, issue 12 items 7 and 8): what each decision drew
//! over the map, the same for every viewer, naming areas and never a block, and never
//! more than the words tell the opponent.

use super::hidden::mentions;
use super::playout::{SCENARIOS, random_game};
use super::*;
use crate::engine::board::{Mark, MarkKind};

/// The printed name of the area a mark names by id.
fn printed(id: &str) -> &'static str {
    AreaId::parse(id).map_or("", AreaId::name)
}

fn marks_of(state: &State, house: House, text: &str) -> Vec<Mark> {
    let mut after = state.clone();
    run(&mut after, house, &[text]);
    Richard3::marks(state, seat_of(house), &act(text), &after, None)
}

#[test]
fn a_land_move_is_an_arrow_from_area_to_area_5_2() {
    // Lancaster Player 1 (card 7 against 20), Oxford in Middlesex.
    let mut p = base();
    p.put("L_oxford", "middlesex");
    let mut state = actions(p, 7, 20);
    // Activating marks nothing.
    assert!(marks_of(&state, L, "activate middlesex").is_empty());
    run(&mut state, L, &["activate middlesex"]);
    assert_eq!(
        marks_of(&state, L, "move L_oxford oxford"),
        [Mark::travel(MarkKind::Move, "middlesex", "oxford")]
    );
}

#[test]
fn a_sea_move_is_a_sea_arrow_5_3() {
    let mut p = base();
    p.put("L_oxford", "lincoln").put("L_devon", "kent");
    let state = actions(p, 20, 7);
    let from = at(&state, "Y_warwick").expect("on the map");
    let marks = marks_of(&state, Y, "sea Y_warwick east_anglia");
    assert_eq!(
        marks,
        [Mark::travel(MarkKind::Sea, from, "east_anglia")],
        "the sea move from {from}"
    );
}

#[test]
fn a_recruit_arrives_where_it_stands_4_2() {
    let state = actions(base(), 20, 7);
    let recruit = Richard3::actions(&state, seat_of(Y))
        .into_iter()
        .find(|a| matches!(a, Action::Recruit(..)))
        .expect("York may recruit");
    let Action::Recruit(_, area) = recruit else {
        unreachable!()
    };
    let marks = marks_of(&state, Y, &recruit.to_string());
    assert_eq!(marks, [Mark::at(MarkKind::Arrived, area)]);
}

#[test]
fn marks_are_public_name_areas_only_and_no_arrow_says_more_than_the_words_10() {
    let (mut arrows, mut battles, mut losses) = (0, 0, 0);
    for (n, scenario) in SCENARIOS.iter().enumerate() {
        random_game(*scenario, n as u32 + 40, |before, seat, action, after| {
            let seen: Vec<Vec<Mark>> = [None, Some(L), Some(Y)]
                .into_iter()
                .map(|v| Richard3::marks(before, seat, action, after, v.map(seat_of)))
                .collect();
            assert!(seen.iter().all(|m| *m == seen[0]), "marks differ by viewer");
            let opponent = house_of_seat(seat).map(House::other);
            let words = said(&Richard3::describe(
                before,
                seat,
                action,
                after,
                opponent.map(seat_of),
            ));
            for mark in &seen[0] {
                for place in mark.from.iter().chain([&mark.at]) {
                    assert!(AreaId::parse(place).is_some(), "not an area: {mark:?}");
                }
                match (mark.what, &mark.from) {
                    (MarkKind::Battle, _) => battles += 1,
                    (MarkKind::Loss, _) => losses += 1,
                    (_, Some(from)) => {
                        arrows += 1;
                        assert!(
                            mentions(&words, printed(from)) && mentions(&words, printed(&mark.at)),
                            "{mark:?} drawn, but the opponent reads: {words}"
                        );
                    }
                    _ => {}
                }
            }
        });
    }
    assert!(
        arrows > 100 && battles > 10 && losses > 10,
        "{arrows} {battles} {losses}"
    );
}
