//! Hidden information as a property (§10, §13): in every state of random games of every
//! scenario, no view and no move description names a block of the other house (both
//! houses, for a spectator) that §10 does not reveal at that moment, shows a strength
//! outside the battle, or shows a card of the other hand; refusals name nothing hidden
//! either. What a viewer may know is rebuilt here from the state and the game so far,
//! apart from the view code: the battle's blocks as they were shown while it was fought,
//! minors, dead heirs, the King and Pretender, the prisoner, the Rebel, face-down
//! mercenaries at home, turned heirs.

use super::playout::{SCENARIOS, random_game};
use super::*;
use crate::games::richard3::view::View;

/// Games played, spread over the scenarios.
const GAMES: u32 = 200;

/// Whether `text` names `id` as a whole word (`Y_york` is not in `Y_york_church`).
pub(super) fn mentions(text: &str, id: &str) -> bool {
    text.match_indices(id).any(|(i, _)| {
        let next = text[i + id.len()..].chars().next();
        let prev = text[..i].chars().next_back();
        !next.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
            && !prev.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
    })
}

/// The blocks of the battle being fought that §10 shows now: every block in the area
/// that is not a hidden reserve; a block that defected is shown as it changes sides.
fn fighting_shown(state: &State) -> BlockSet {
    let fighting = matches!(
        state.phase,
        Phase::Treason { .. } | Phase::BattleTurn { .. } | Phase::TakeHit { .. }
    );
    let mut set = BlockSet::EMPTY;
    if let (true, Some(battle)) = (fighting, &state.battle) {
        for b in BlockId::all() {
            let visible = !state.reserve.contains(b) || battle.defected.contains(b);
            if state.loc[b] == Location::Area(battle.area) && visible {
                set.insert(b);
            }
        }
    }
    set
}

/// What has been shown of the current battle so far (kept across its decisions).
#[derive(Default)]
struct Memory {
    area: Option<AreaId>,
    seen: BlockSet,
}

impl Memory {
    /// Takes in the state after a decision.
    fn update(&mut self, before: &State, state: &State) {
        let area = state.battle.as_ref().map(|b| b.area);
        if area != self.area {
            self.seen = BlockSet::EMPTY;
            self.area = area;
        }
        self.seen.0 |= fighting_shown(state).0;
        // The Kingmaker prisoner's rescue is announced where he stands.
        for b in BlockId::all() {
            if matches!(before.loc[b], Location::Prisoner(_))
                && matches!(state.loc[b], Location::Area(_))
            {
                self.seen.insert(b);
            }
        }
        // A block seen defecting is replaced in the open by its twin (6.9).
        for b in self.seen.iter() {
            if let (Location::Offmap, Some(twin)) = (state.loc[b], b.info().twin) {
                self.seen.insert(twin);
            }
        }
    }

    /// The battle blocks a viewer may see now: while fought, as shown; during the
    /// regroup, those shown during the battle that are still there.
    fn battle_known(&self, state: &State) -> BlockSet {
        match (&state.phase, &state.battle) {
            (Phase::Regroup { .. }, Some(b)) => BlockSet(self.seen.0 & state.blocks_in(b.area).0),
            _ => fighting_shown(state),
        }
    }
}

/// The blocks whose identity is public in `state` apart from the battle (§10).
fn public_ids(state: &State) -> BlockSet {
    let mut set = BlockSet::EMPTY;
    for b in BlockId::all() {
        let info = b.info();
        let turned_heir = info.twin.is_some_and(|t| t.info().is_heir());
        let public = match state.loc[b] {
            Location::Minor | Location::HomeDown | Location::Prisoner(_) => true,
            Location::Dead => info.is_heir() || turned_heir,
            Location::Offmap => false,
            // The Rebel is a black block; a turned heir's defection was public (9.1).
            _ => info.owner.is_none() || turned_heir,
        };
        if public || state.king == Some(b) || state.pretender() == Some(b) {
            set.insert(b);
        }
    }
    set
}

/// The blocks `viewer` must not see named: the other house's (both for a spectator),
/// in play or not, less those in `known`.
fn forbidden(state: &State, viewer: Option<House>, known: BlockSet) -> Vec<BlockId> {
    BlockId::all()
        .filter(|b| {
            let colour = b.info().owner.unwrap_or(state.pretender_house());
            viewer != Some(colour) && !known.contains(*b)
        })
        .collect()
}

/// The checks of one view.
fn check_view(state: &State, viewer: Option<House>, battle: BlockSet) {
    let view: View = view::view(state, viewer);
    let json = serde_json::to_string(&view).unwrap();
    let known = BlockSet(public_ids(state).0 | battle.0);
    for b in forbidden(state, viewer, known) {
        assert!(
            !mentions(&json, b.id()),
            "{viewer:?} sees {b} in {:?}: {json}",
            state.phase
        );
    }
    // Own blocks only in `blocks`; strengths of others only in the battle.
    for own in &view.blocks {
        assert_eq!(Some(state.house_of(block(own.id))), viewer);
    }
    for p in &view.public {
        let b = block(p.id);
        if let Some(area) = AreaId::parse(&p.at) {
            // On the map only the Rebel is shown outside the battle, without steps.
            assert!(b.info().owner.is_none(), "{viewer:?} sees {b} in {area}");
        }
    }
    if let Some(bv) = &view.battle {
        for shown in &bv.blocks {
            let b = block(shown.id);
            assert!(
                Some(shown.house) == viewer || battle.contains(b),
                "{viewer:?} sees {b} in the battle: {:?} loc {:?} reserve {} battle {:?}",
                state.phase,
                state.loc[b],
                state.reserve.contains(b),
                state.battle
            );
        }
    }
    // Cards: own hand; the other's only as a count, his card once both are in.
    let hand: Vec<u8> = viewer
        .map(|h| state.hands.get(h).iter().map(|c| c.info().number).collect())
        .unwrap_or_default();
    assert_eq!(view.hand, hand);
    for h in House::BOTH {
        if Some(h) != viewer && !(state.played.lancaster.is_some() && state.played.york.is_some()) {
            assert_eq!(*view.played.get(h), None);
        }
    }
    if let Some((shower, cards)) = &view.shown_hand {
        assert!(matches!(state.phase, Phase::RedealAnswer { house } if house == shower.other()));
        assert_eq!(cards.len(), state.hands.get(*shower).len());
    }
}

/// The cards of the other hand(s) that `viewer` may not read in a description.
fn hidden_cards(
    before: &State,
    house: House,
    action: &Action,
    after: &State,
    viewer: Option<House>,
) -> Vec<u8> {
    let mut shown = Vec::new();
    if let Phase::RedealAsk { mut requested, .. } = before.phase
        && !matches!(after.phase, Phase::RedealAsk { .. })
    {
        // 5.1: the requesters' hands are shown.
        *requested.get_mut(house) = *action == Action::Redeal;
        for h in House::BOTH.into_iter().filter(|h| *requested.get(*h)) {
            shown.extend(before.hands.get(h).iter().map(|c| c.info().number));
        }
    }
    if after.played.lancaster.is_some() && after.played.york.is_some() {
        for h in House::BOTH {
            shown.extend(after.played.get(h).map(|c| c.info().number));
        }
    }
    let mut hidden = Vec::new();
    for h in House::BOTH.into_iter().filter(|h| Some(*h) != viewer) {
        for s in [before, after] {
            let cards = s.hands.get(h).iter().chain(*s.played.get(h));
            hidden.extend(
                cards
                    .map(|c| c.info().number)
                    .filter(|n| !shown.contains(n)),
            );
        }
    }
    hidden
}

/// Refusals of actions not offered name no hidden block of the other house except the
/// ones the action itself names, and no area where such a block stands.
fn check_refusals(state: &State, known: BlockSet, pick: &mut Dice) {
    for house in to_act(state) {
        let offered = legal(state, house);
        let b = BlockId(pick.below(63) as u8);
        let t = BlockId(pick.below(63) as u8);
        let a = AreaId(pick.below(36) as u8);
        for action in [
            Action::Move(b, a),
            Action::Sea(b, a),
            Action::Recruit(b, a),
            Action::Fire(b),
            Action::Retreat(b, a),
            Action::Charge(b, t),
            Action::Treachery(b, t),
            Action::Treason(t),
            Action::Hit(b),
            Action::Lose(b),
            Action::Home(b, a),
            Action::Execute(b),
            Action::Activate(a),
            Action::Battle(a),
        ] {
            if offered.contains(&action) {
                continue;
            }
            let text = action.to_string();
            let reason = said(&why_illegal(state, Some(house), &action).reason);
            for x in forbidden(state, Some(house), known) {
                if mentions(&text, x.id()) {
                    // (The area `lancaster` is also the house's name.)
                    if let Some(at) = state.area_of(x)
                        && !mentions(&text, at.id())
                        && at.id() != "lancaster"
                    {
                        assert!(!mentions(&reason, at.id()), "{text}: {reason}");
                    }
                } else {
                    assert!(!mentions(&reason, x.id()), "{text}: {reason}");
                }
            }
        }
    }
}

#[test]
fn no_view_description_or_refusal_shows_what_10_hides() {
    for n in 0..GAMES {
        let scenario = SCENARIOS[(n % 3) as usize];
        let mut memory = Memory::default();
        let mut pick = Dice::for_move(&Seed([9; 32]), u64::from(n));
        random_game(scenario, n / 3, |before, seat, action, after| {
            let known_before = BlockSet(public_ids(before).0 | memory.battle_known(before).0);
            let seen = memory.seen;
            memory.update(before, after);
            let battle = memory.battle_known(after);
            let known_after = BlockSet(public_ids(after).0 | battle.0 | seen.0);
            let known = BlockSet(known_before.0 | known_after.0);
            let mover = house_of_seat(seat).unwrap();
            for viewer in [None, Some(L), Some(Y)] {
                check_view(after, viewer, battle);
                let text = describe_for(before, seat, action, after, viewer);
                for b in forbidden(after, viewer, known) {
                    assert!(!mentions(&text, b.id()), "{viewer:?} reads {b}: {text}");
                }
                for card in hidden_cards(before, mover, action, after, viewer) {
                    assert!(
                        !text.contains(&format!("card {card} (")),
                        "{viewer:?} reads card {card}: {text}"
                    );
                }
            }
            check_refusals(after, known_after, &mut pick);
        });
    }
}

fn describe_for(
    before: &State,
    seat: Seat,
    action: &Action,
    after: &State,
    viewer: Option<House>,
) -> String {
    said(&Richard3::describe(
        before,
        seat,
        action,
        after,
        viewer.map(seat_of),
    ))
}

#[test]
fn a_keepers_hand_is_never_printed_5_1() {
    // Lancaster (13 AP) asks; York keeps: York's hand is not shown to Lancaster.
    let mut p = base();
    p.hands = BySide::new(vec![7, 13, 20, 21, 1, 5, 2], vec![8, 9, 10, 11, 12, 14, 15]);
    p.phase = PositionPhase::Deal;
    let mut state = p.to_state(&mut dice()).unwrap();
    let before = state.clone();
    run(&mut state, L, &["redeal"]);
    let told = said(&Richard3::describe(
        &before,
        seat_of(L),
        &act("redeal"),
        &state,
        Some(seat_of(Y)),
    ));
    assert!(
        told.contains("Lancaster asks for a redeal, showing card 1 "),
        "{told}"
    );
    for n in [8, 9, 10, 11, 12, 14, 15] {
        assert!(!told.contains(&format!("card {n} (")), "{told}");
    }
    let before = state.clone();
    run(&mut state, Y, &["keep"]);
    let told = said(&Richard3::describe(
        &before,
        seat_of(Y),
        &act("keep"),
        &state,
        Some(seat_of(L)),
    ));
    assert_eq!(told, "York keeps his hand; Lancaster's hand is dealt again");
}
