//! The supply phase (7.0–7.2) with the crowning of a new King (6.81) and the entry of
//! minor heirs (6.82): EC-27 (the minor entry), EC-29, EC-45; and the helpers the
//! `political` and `victory` tests share. Positions start at the supply phase with the
//! `supply` step of [`Position`].

use super::position::PositionPhase;
use super::*;

/// The supply phase of game turn `turn` in position `p` (the battles are over).
pub(super) fn supply_at(mut p: Position, turn: u8) -> State {
    p.turn = turn;
    p.hands = hands(7 - usize::from(turn), &[]);
    p.phase = PositionPhase::Supply;
    p.to_state(&mut dice()).unwrap_or_else(|e| panic!("{e}"))
}

/// The political turn after game turn 7 of position `p`'s campaign.
pub(super) fn political_at(mut p: Position) -> State {
    p.turn = 7;
    p.hands = BySide::default();
    p.phase = PositionPhase::Political;
    p.to_state(&mut dice()).unwrap_or_else(|e| panic!("{e}"))
}

/// The legal actions of `house` now, as notation.
pub(super) fn choices(state: &State, house: House) -> Vec<String> {
    Richard3::actions(state, seat_of(house))
        .iter()
        .map(Action::to_string)
        .collect()
}

/// Where `id` is.
pub(super) fn loc(state: &State, id: &str) -> Location {
    state.loc[block(id)]
}

/// The place `id` stands on the map.
pub(super) fn on(id: &str) -> Location {
    Location::Area(area(id))
}

/// Plays the rest of the game turn from a card phase (or a redeal question) without
/// moving anything: both keep their hands, play their first card and end their action
/// phases. The supply phase of the turn follows. Returns the state before the last
/// `done` and who played it.
pub(super) fn quiet_turn(state: &mut State) -> (State, House) {
    if let Phase::RedealAsk { pending, .. } = state.phase {
        for h in House::BOTH {
            if *pending.get(h) {
                run(state, h, &["keep"]);
            }
        }
    }
    for h in House::BOTH {
        let card = state.hands.get(h).iter().next().expect("a card in hand");
        run(state, h, &[&format!("play {card}")]);
    }
    let p1 = state.p1;
    run(state, p1, &["done"]);
    let before = state.clone();
    run(state, p1.other(), &["done"]);
    (before, p1.other())
}

/// Answers every going-home and exile-surplus question of the political turn with the
/// first legal choice.
pub(super) fn settle(state: &mut State) {
    while let Phase::GoHome { house, .. } | Phase::ExileSurplus { house, .. } = state.phase {
        let first = Richard3::actions(state, seat_of(house))[0];
        run(state, house, &[&first.to_string()]);
    }
}

#[test]
fn rule_6_81_a_dead_king_is_crowned_at_the_next_supply_phase_a_minor_at_once() {
    // Arrange: Henry VI died in this turn's battles; Prince Edward is still a minor.
    let mut p = base();
    p.king = None;
    p.royal = Some(L);
    p.put("L_henry_vi", "dead");
    p.minors_owed = BySide::new(1, 0);
    // Act
    let mut state = supply_at(p, 3);
    // Assert: the minor is King at once, still off the map; he enters in step 4 in a
    // friendly or vacant crown area.
    assert_eq!(state.king, Some(block("L_prince_edward")));
    assert_eq!(loc(&state, "L_prince_edward"), Location::Minor);
    assert_eq!(
        state.phase,
        Phase::MinorEntry {
            house: L,
            heir: block("L_prince_edward")
        }
    );
    assert!(can(&state, L, "enter L_prince_edward middlesex"));
    assert!(can(&state, L, "enter L_prince_edward cornwall"));
    run(&mut state, L, &["enter L_prince_edward middlesex"]);
    assert_eq!(loc(&state, "L_prince_edward"), on("middlesex"));
    assert_eq!(state.minors_owed.lancaster, 0);
    assert_eq!((state.phase.clone(), state.turn), (Phase::Cards, 4));
}

#[test]
fn rule_6_81_the_senior_surviving_heir_is_crowned_where_he_stands_exile_included() {
    let mut p = base();
    p.king = None;
    p.royal = Some(L);
    p.put("L_henry_vi", "dead")
        .put("L_prince_edward", "dead")
        .put_steps("L_exeter", "france", 2);
    let state = supply_at(p, 2);
    assert_eq!(state.king, Some(block("L_exeter")));
    assert_eq!(loc(&state, "L_exeter"), on("france"));
    assert_eq!(state.steps[block("L_exeter")], 2);
    assert_eq!(state.royal, L);
}

#[test]
fn rule_6_81_the_new_kings_location_is_announced() {
    // Arrange: Henry VI and Prince Edward died in this turn's battles; Exeter is in France.
    let mut p = base();
    p.king = None;
    p.royal = Some(L);
    p.put("L_henry_vi", "dead")
        .put("L_prince_edward", "dead")
        .put("L_exeter", "france");
    p.hands = hands(6, &[20, 7]);
    p.phase = PositionPhase::Actions {
        played: BySide::new(20, 7),
    };
    let mut state = p.to_state(&mut dice()).unwrap_or_else(|e| panic!("{e}"));
    let p1 = state.p1;
    run(&mut state, p1, &["done"]);
    // Act: Player 2 ends his phase; no battle; the supply phase crowns Exeter.
    let before = state.clone();
    run(&mut state, p1.other(), &["done"]);
    // Assert: both players and spectators read who and where.
    assert_eq!(state.king, Some(block("L_exeter")));
    for viewer in [None, Some(Seat(0)), Some(Seat(1))] {
        let text = said(&Richard3::describe(
            &before,
            seat_of(p1.other()),
            &act("done"),
            &state,
            viewer,
        ));
        assert!(
            text.contains("Lancaster's Exeter is King, in France"),
            "{text}"
        );
    }
}

#[test]
fn rule_6_81_a_minor_king_with_no_open_crown_waits_and_enters_later() {
    // Arrange: every crown area is held by York when Henry's heir is crowned.
    let mut p = base();
    p.king = None;
    p.royal = Some(L);
    p.minors_owed = BySide::new(1, 0);
    p.put("L_henry_vi", "dead");
    for b in ["L_exeter", "L_devon", "L_pembroke"] {
        p.put(b, "pool");
    }
    for (b, a) in [
        ("Y_march", "cumbria"),
        ("Y_warwick", "south_yorks"),
        ("Y_salisbury", "caernarvon"),
        ("Y_kent", "chester"),
        ("Y_norfolk", "derby"),
        ("Y_suffolk", "pembroke"),
        ("Y_arundel", "warwick"),
        ("Y_essex", "gloucester"),
        ("Y_worcester", "middlesex"),
        ("Y_hastings", "sussex"),
        ("Y_herbert", "cornwall"),
    ] {
        p.put(b, a);
    }
    // Act
    let mut state = supply_at(p, 1);
    // Assert: King at once, but he stays off the map; the entry is owed again.
    assert_eq!(state.king, Some(block("L_prince_edward")));
    assert_eq!(loc(&state, "L_prince_edward"), Location::Minor);
    assert_eq!(state.minors_owed.lancaster, 1);
    assert_eq!(state.phase, Phase::Cards);
    // The next supply phase finds Cornwall vacant: the only choice, so he enters there.
    state.loc[block("Y_herbert")] = Location::Pool;
    let (before, house) = quiet_turn(&mut state);
    assert_eq!(loc(&state, "L_prince_edward"), on("cornwall"));
    // The entry, made without a choice, is announced (§10).
    let text = said(&Richard3::describe(
        &before,
        seat_of(house),
        &act("done"),
        &state,
        None,
    ));
    assert!(
        text.contains("Lancaster's Prince Edward entered play in Cornwall"),
        "{text}"
    );
    assert_eq!(state.minors_owed.lancaster, 0);
    assert_eq!((state.turn, state.phase.clone()), (3, Phase::Cards));
}

#[test]
fn rule_6_82_each_dead_heir_brings_one_minor_pretender_minors_to_exile() {
    // Arrange: York (Pretender) lost York and Rutland in the battles: two minors owed.
    let mut p = base();
    p.put("Y_york", "dead").put("Y_rutland", "dead");
    p.minors_owed = BySide::new(0, 2);
    // Act
    let mut state = supply_at(p, 4);
    // Assert: the senior minor first, into either York exile area only.
    assert_eq!(
        choices(&state, Y),
        ["enter Y_clarence ireland", "enter Y_clarence calais"]
    );
    run(&mut state, Y, &["enter Y_clarence ireland"]);
    assert_eq!(
        choices(&state, Y),
        ["enter Y_gloucester ireland", "enter Y_gloucester calais"]
    );
    run(&mut state, Y, &["enter Y_gloucester ireland"]);
    assert_eq!(state.minors_owed.york, 0);
    // Then York's limits: Ireland holds the Irish and two heirs (limit 2 + the Irish).
    assert_eq!(state.phase, Phase::Cards);
    assert_eq!(state.count_in(area("ireland")).york, 3);
}

#[test]
fn rule_6_82_royal_minors_enter_a_friendly_or_vacant_crown_area() {
    let mut p = base();
    p.put("L_exeter", "dead").put("Y_arundel", "sussex");
    p.minors_owed = BySide::new(1, 0);
    let mut state = supply_at(p, 5);
    let offered = choices(&state, L);
    let crowns: Vec<String> = AreaId::all()
        .filter(|a| a.info().crown && *a != area("sussex"))
        .map(|a| format!("enter L_prince_edward {a}"))
        .collect();
    assert_eq!(offered, crowns, "sussex is held by York");
    run(&mut state, L, &["enter L_prince_edward derby"]);
    // One minor per heir killed: Richmond stays a minor.
    assert_eq!(loc(&state, "L_richmond"), Location::Minor);
    assert_eq!(state.phase, Phase::Cards);
}

#[test]
fn rule_6_82_no_minor_left_clears_the_debt() {
    let mut p = base();
    p.put("Y_rutland", "dead")
        .put("Y_march", "dead")
        .put("Y_clarence", "calais")
        .put("Y_gloucester", "ireland")
        .put("Y_kent", "pool")
        .put("Y_irish", "home_down");
    p.minors_owed = BySide::new(0, 2);
    let state = supply_at(p, 2);
    assert_eq!(state.minors_owed.york, 0);
    assert_eq!(state.phase, Phase::Cards);
}

#[test]
fn ec_27_the_pretender_dies_and_the_senior_york_minor_enters_in_exile() {
    // Arrange: the Duke of York dies in a battle of this turn.
    let mut state = actions(base(), 20, 7);
    state.eliminate(block("Y_york"));
    // The Pretender is replaced at once (6.81, Ref).
    assert_eq!(state.pretender(), Some(block("Y_march")));
    assert_eq!(state.minors_owed.york, 1);
    // Act: the supply phase.
    phase::supply::enter_supply(&mut state, &mut dice());
    // Assert: Clarence, the senior York minor, enters in Calais or Ireland.
    assert_eq!(
        choices(&state, Y),
        ["enter Y_clarence ireland", "enter Y_clarence calais"]
    );
    run(&mut state, Y, &["enter Y_clarence ireland"]);
    assert_eq!(loc(&state, "Y_clarence"), on("ireland"));
    assert_eq!(loc(&state, "Y_gloucester"), Location::Minor);
}

#[test]
fn rule_7_0_the_steps_run_in_the_engine_order() {
    // Arrange: Henry VI died in battle; each house holds the other's turned heir; York
    // owes a minor for Rutland, Lancaster one for Henry; Lancaster is over-stacked in Essex.
    let mut p = base();
    p.king = None;
    p.royal = Some(L);
    p.put("L_henry_vi", "dead")
        .put("L_exeter", "offmap")
        .put("Y_exeter", "kent")
        .put("Y_rutland", "dead")
        .put("Y_clarence", "offmap")
        .put("L_clarence", "north_yorks");
    for b in ["L_wiltshire", "L_beaumont", "L_clifford", "L_pembroke"] {
        p.put(b, "essex");
    }
    p.minors_owed = BySide::new(1, 1);
    let mut state = supply_at(p, 6);
    // Step 1: the new King, a minor.
    assert_eq!(state.king, Some(block("L_prince_edward")));
    // Step 2: executions, Lancaster first, then York.
    assert_eq!(
        choices(&state, L),
        ["execute L_clarence", "spare L_clarence"]
    );
    run(&mut state, L, &["spare L_clarence"]);
    assert_eq!(choices(&state, Y), ["execute Y_exeter", "spare Y_exeter"]);
    run(&mut state, Y, &["spare Y_exeter"]);
    // Step 3: the Pretender's minor, then his limits (Calais now holds five).
    assert!(matches!(state.phase, Phase::MinorEntry { house: Y, .. }));
    run(&mut state, Y, &["enter Y_gloucester calais"]);
    assert!(matches!(
        state.phase,
        Phase::SupplyLoss {
            house: Y,
            left: 1,
            ..
        }
    ));
    run(&mut state, Y, &["lose Y_kent"]);
    assert_eq!(state.steps[block("Y_kent")], 2);
    // Step 4: the King's house: the minor King enters, then the limits.
    assert!(matches!(state.phase, Phase::MinorEntry { house: L, .. }));
    run(&mut state, L, &["enter L_prince_edward middlesex"]);
    assert_eq!(
        state.phase,
        Phase::SupplyLoss {
            house: L,
            area: area("essex"),
            left: 1,
            hit: BlockSet::EMPTY
        }
    );
    run(&mut state, L, &["lose L_oxford"]);
    // Step 5: the next game turn.
    assert_eq!((state.turn, state.phase.clone()), (7, Phase::Cards));
}
