//! One decision in words, per viewer (§10), naming blocks, areas, seas and cards as
//! printed (`York's Warwick sailed from Calais to Kent (North Sea)`, `Lancaster played
//! card 10 (2 AP)`), never by their data ids: the owner reads his own blocks by name; the
//! opponent and spectators read moves as origin, destination and counts, recruits by
//! area, supply and plague losses as steps per area, the political turn as counts per
//! area; everything public is named: cards once both are revealed, the blocks of the
//! battle being fought with their dice and hits, defections, dead heirs, new Kings and
//! where they stand, minors entering, the Kingmaker prisoner's rescue, usurpations.

use std::collections::BTreeMap;

use super::super::action::Action;
use super::super::board::Status;
use super::super::data::{AreaId, BlockId, BlockSet, CATALOG, House};
use super::super::phase::battle::firepower;
use super::super::state::{Location, Phase, State, VictoryReason};
use super::{battle_shown, revealed};
use crate::i18n::Msg;
use crate::msg;

mod battle;
use battle::battle_words;

/// Dice as the notation writes them, the same in every language: `6 3 1`.
fn dice_words(faces: &[u8]) -> Msg {
    let words: Vec<String> = faces.iter().map(u8::to_string).collect();
    msg!("richard3-notation", text = words.join(" "))
}

/// `items` joined by `id` (`richard3-comma`, `-and`, `-or`), left to right; none for an
/// empty list.
fn joined(id: &'static str, items: impl IntoIterator<Item = Msg>) -> Option<Msg> {
    items
        .into_iter()
        .reduce(|first, then| Msg::new(id).with("first", first).with("then", then))
}

/// A list in words: `card 3 (2 AP), card 10 (1 AP)`.
fn listed(items: impl IntoIterator<Item = Msg>) -> Msg {
    joined("richard3-comma", items).unwrap_or_else(|| msg!("richard3-notation", text = ""))
}

/// The sea zones shared by two areas, by their printed names: `North Sea or English
/// Channel`.
pub(super) fn zones_between(from: AreaId, to: AreaId) -> Msg {
    let shared = from.info().seas & to.info().seas;
    let names = CATALOG
        .seas
        .iter()
        .enumerate()
        .filter(|(i, _)| shared & (1 << i) != 0)
        .map(|(_, s)| s.msg());
    joined("richard3-or", names).unwrap_or_else(|| msg!("richard3-notation", text = ""))
}

/// A block with its colour, as printed: `York's Warwick` (twins share a name), `the
/// Rebel` (who fights for the Pretender, 3.26).
pub(super) fn named(b: BlockId) -> Msg {
    match b.info().owner {
        Some(house) => msg!("richard3-named", house = house.title_msg(), block = b.msg()),
        None => msg!("richard3-named-rebel"),
    }
}

/// Where `b` stands before a decision, for a move from it: its area, or `off the map`.
pub(super) fn at(state: &State, b: BlockId) -> Msg {
    state
        .area_of(b)
        .map_or_else(|| msg!("richard3-location-off-map"), AreaId::msg)
}

/// A volley in words: `firepower 3: 6 3 1, 1 hit`.
fn volley(state: &State, block: BlockId, faces: &[u8]) -> Msg {
    let Some(battle) = &state.battle else {
        return dice_words(faces);
    };
    let fp = firepower(state, battle, block);
    let hits = faces.iter().filter(|f| **f <= fp).count();
    msg!(
        "richard3-volley",
        firepower = fp,
        dice = dice_words(faces),
        hits = hits
    )
}

/// The block a move-like action moves itself (left out of the consequences).
fn moved_block(action: &Action) -> Option<BlockId> {
    match *action {
        Action::Move(b, _)
        | Action::Sea(b, _)
        | Action::Recruit(b, _)
        | Action::Retreat(b, _)
        | Action::Regroup(b, _)
        | Action::Home(b, _)
        | Action::Surplus(b)
        | Action::Enter(b, _)
        | Action::Execute(b) => Some(b),
        _ => None,
    }
}

/// Whether the viewer reads `b` by name in `house`'s decision: his own, or the Rebel.
fn shown(b: BlockId, own: bool) -> bool {
    own || b.info().owner.is_none()
}

/// 5.2: whether `b` goes on with its move (a second step of the same move).
fn going_on(before: &State, b: BlockId) -> bool {
    matches!(&before.phase, Phase::Actions(p) if p.moving.is_some_and(|m| m.block == b))
}

/// A decision the opponent reads without the block's name: `York moved a block from Kent
/// to Sussex`. Its `repeats` is 1: a mail tells a run of equal ones once, with their count
/// (`York moved 3 blocks …`).
fn hidden(id: &'static str, house: House) -> Msg {
    Msg::new(id)
        .with("house", house.title_msg())
        .with("repeats", 1)
}

/// A land or sea move in words: `York's Warwick sailed from Calais to Kent (North Sea)`,
/// `York moved a block on from Kent to Sussex`.
fn move_words(before: &State, house: House, b: BlockId, to: AreaId, own: bool, sea: bool) -> Msg {
    let from = before.area_of(b).expect("a moving block is on the map");
    let id = match (shown(b, own), sea, going_on(before, b)) {
        (true, false, false) => "richard3-moved",
        (true, false, true) => "richard3-moved-on",
        (true, true, false) => "richard3-sailed",
        (true, true, true) => "richard3-sailed-on",
        (false, false, false) => "richard3-moved-hidden",
        (false, false, true) => "richard3-moved-on-hidden",
        (false, true, false) => "richard3-sailed-hidden",
        (false, true, true) => "richard3-sailed-on-hidden",
    };
    let text = if shown(b, own) {
        Msg::new(id).with("block", named(b))
    } else {
        hidden(id, house)
    };
    let text = text.with("from", from.msg()).with("to", to.msg());
    if sea {
        text.with("seas", zones_between(from, to))
    } else {
        text
    }
}

/// The decision itself in words; none for what the viewer may not read at all (another
/// house's supply loss, told per area by [`block_words`]).
#[allow(clippy::too_many_lines)] // a table: one sentence an action
fn action_words(
    before: &State,
    house: House,
    action: &Action,
    after: &State,
    own: bool,
) -> Option<Msg> {
    let at = |b: BlockId| at(before, b);
    let faces = after.rolls.faces();
    let h = house.title_msg();
    let by_house = |id: &'static str| Msg::new(id).with("house", house.title_msg());
    Some(match *action {
        Action::Redeal if own => by_house("richard3-asked-redeal"),
        Action::Keep if own && matches!(before.phase, Phase::RedealAsk { .. }) => {
            by_house("richard3-kept-hand")
        }
        Action::Redeal | Action::Keep if matches!(before.phase, Phase::RedealAsk { .. }) => {
            by_house("richard3-answered-redeal")
        }
        Action::Keep => by_house("richard3-keeps-hand"),
        Action::Redraw => by_house("richard3-redraws"),
        Action::Play(c) if own => msg!("richard3-played", house = h, card = c.msg()),
        Action::Play(_) => by_house("richard3-played-hidden"),
        Action::Activate(a) => msg!("richard3-activated", house = h, area = a.msg()),
        Action::Muster(a) => msg!("richard3-mustered", house = h, area = a.msg()),
        Action::Plague(a) => msg!("richard3-plague", house = h, area = a.msg()),
        Action::Move(b, to) => move_words(before, house, b, to, own, false),
        Action::Sea(b, to) => move_words(before, house, b, to, own, true),
        Action::Recruit(b, a) if shown(b, own) => msg!(
            "richard3-recruited",
            house = h,
            block = b.msg(),
            area = a.msg()
        ),
        Action::Recruit(_, a) => hidden("richard3-recruited-hidden", house).with("area", a.msg()),
        Action::Done if matches!(before.phase, Phase::Regroup { .. }) => {
            by_house("richard3-regroup-ended")
        }
        Action::Done => by_house("richard3-actions-ended"),
        Action::Battle(a) => msg!("richard3-battle-chosen", house = h, area = a.msg()),
        Action::Treason(t) => msg!(
            "richard3-treason",
            house = h,
            target = named(t),
            dice = dice_words(faces),
            result = defection(after, t)
        ),
        Action::Decline => by_house("richard3-declined"),
        Action::Fire(b) => msg!(
            "richard3-fires",
            block = named(b),
            volley = volley(before, b, faces)
        ),
        Action::Pass(b) => msg!("richard3-passes", block = named(b)),
        Action::Charge(c, t) => charge_words(before, c, t, faces),
        Action::Treachery(b, t) => msg!(
            "richard3-treachery",
            block = named(b),
            target = named(t),
            dice = dice_words(faces),
            result = defection(after, t)
        ),
        Action::Hit(b) => msg!("richard3-hit-on", house = h, block = b.msg()),
        Action::Retreat(b, a) if own => {
            msg!("richard3-retreats", block = named(b), area = a.msg())
        }
        Action::Retreat(b, a) => hidden("richard3-retreated-hidden", house)
            .with("from", at(b))
            .with("to", a.msg()),
        Action::Regroup(b, a) if own => {
            msg!("richard3-regroups", block = named(b), area = a.msg())
        }
        Action::Regroup(b, a) => hidden("richard3-regrouped-hidden", house)
            .with("from", at(b))
            .with("to", a.msg()),
        Action::Execute(b) => msg!("richard3-executed", house = h, block = named(b)),
        Action::Spare(b) => msg!("richard3-spared", house = h, block = named(b)),
        Action::Enter(b, a) => msg!("richard3-entered", block = named(b), area = a.msg()),
        Action::Lose(b) if own => msg!("richard3-supply-loss", block = named(b), area = at(b)),
        Action::Lose(_) => return None,
        Action::Home(b, a) if own => {
            msg!("richard3-goes-home", block = named(b), area = a.msg())
        }
        Action::Home(b, a) => hidden("richard3-sent-home-hidden", house)
            .with("from", at(b))
            .with("to", a.msg()),
        Action::Surplus(b) if own => msg!("richard3-to-pool", block = named(b), area = at(b)),
        Action::Surplus(b) => hidden("richard3-to-pool-hidden", house).with("area", at(b)),
        Action::Redeal => by_house("richard3-asked-redeal"),
    })
}

/// 6.9: whether the Treason or treachery roll on `target` won it over (it is off the
/// map once its twin came in).
fn defection(after: &State, target: BlockId) -> Msg {
    if after.loc[target] == Location::Offmap {
        msg!("richard3-roll-succeeds")
    } else {
        msg!("richard3-roll-fails")
    }
}

/// 6.5: an heir's charge on `target` with the dice `faces`: the charge's volley, then the
/// target's fire back, if it lives to fire.
fn charge_words(before: &State, heir: BlockId, target: BlockId, faces: &[u8]) -> Msg {
    let first = usize::from(before.steps[heir]).min(faces.len());
    let charge = msg!(
        "richard3-charges",
        heir = named(heir),
        target = named(target),
        volley = volley(before, heir, &faces[..first])
    );
    if faces.len() > first {
        msg!(
            "richard3-fires-back",
            charge = charge,
            target = target.msg(),
            volley = volley(before, target, &faces[first..])
        )
    } else {
        charge
    }
}

/// 6.3: a move into a battle area tells the entry (the move's origin, or the sea zones)
/// and whether the block is main force or reserve.
fn attack_words(before: &State, house: House, action: &Action, after: &State, told: Msg) -> Msg {
    let (Action::Move(b, to) | Action::Sea(b, to)) = *action else {
        return told;
    };
    let status = before.status(to, house);
    if matches!(status, Status::Friendly | Status::Vacant) {
        return told;
    }
    let role = if after.reserve.contains(b) {
        "richard3-reserve"
    } else {
        "richard3-main-force"
    };
    Msg::new(role).with("move", told).with("area", to.msg())
}

/// 5.1: the redeal questions and answers.
fn redeal_words(before: &State, house: House, action: &Action, after: &State, out: &mut Vec<Msg>) {
    match &before.phase {
        Phase::RedealAsk { requested, .. } if !matches!(after.phase, Phase::RedealAsk { .. }) => {
            let mut asked = *requested;
            *asked.get_mut(house) = *action == Action::Redeal;
            let askers: Vec<House> = House::BOTH.into_iter().filter(|h| *asked.get(*h)).collect();
            if askers.is_empty() {
                out.push(msg!("richard3-no-redeal"));
            }
            for h in &askers {
                let hand = listed(before.hands.get(*h).iter().map(|c| c.msg()));
                out.push(msg!(
                    "richard3-asks-redeal-showing",
                    house = h.title_msg(),
                    hand = hand
                ));
            }
            if askers.len() == 2 {
                out.push(msg!("richard3-both-dealt-again"));
            }
        }
        Phase::RedealAnswer { house: answering } => out.push(if *action == Action::Redraw {
            msg!("richard3-both-dealt-again")
        } else {
            msg!(
                "richard3-hand-dealt-again",
                house = answering.other().title_msg()
            )
        }),
        _ => {}
    }
}

/// Blocks moved by the political turn per (house, from, to), in the order of the places'
/// English words (as the history has always listed them).
type Moves =
    BTreeMap<(House, &'static str, (bool, &'static str)), (AreaId, Location, Vec<BlockId>)>;

/// Changes outside the battle: step losses and eliminations per area (plague, supply),
/// minors entering, the prisoner's rescue, and blocks moved by the political turn, as
/// counts per area; the viewer's own blocks by id.
fn block_words(
    before: &State,
    action: &Action,
    after: &State,
    viewer: Option<House>,
    supply_ran: bool,
    out: &mut Vec<Msg>,
) {
    let skip = BlockSet(battle_shown(before).0 | battle_shown(after).0);
    let reset = after.campaign != before.campaign;
    let mut losses: BTreeMap<(House, AreaId), (u8, u8, Vec<BlockId>)> = BTreeMap::new();
    let mut moves: Moves = BTreeMap::new();
    for b in BlockId::all() {
        let (was, now) = (before.loc[b], after.loc[b]);
        let in_battle = skip.contains(b) && !(supply_ran && was == now);
        if moved_block(action) == Some(b) || in_battle {
            continue;
        }
        let house = before.house_of(b);
        match (was, now) {
            (Location::Minor, Location::Area(a)) => {
                out.push(msg!("richard3-entered", block = named(b), area = a.msg()));
            }
            (Location::Prisoner(a), Location::Area(_)) => {
                out.push(msg!("richard3-rescued", block = named(b), area = a.msg()));
            }
            (Location::Area(a), Location::Area(c)) if a == c => {
                let lost = before.steps[b].saturating_sub(after.steps[b]);
                if lost > 0 && !reset {
                    let entry = losses.entry((house, a)).or_default();
                    entry.0 += lost;
                    entry.2.push(b);
                }
            }
            (Location::Area(a), Location::Dead | Location::PoolDown | Location::HomeDown)
                if !reset || now == Location::Dead =>
            {
                let entry = losses.entry((house, a)).or_default();
                entry.0 += before.steps[b];
                entry.1 += 1;
                entry.2.push(b);
            }
            (Location::Area(a), Location::Area(_) | Location::Pool) => {
                moves
                    .entry((house, a.name(), destination_order(now)))
                    .or_insert_with(|| (a, now, Vec::new()))
                    .2
                    .push(b);
            }
            _ => {}
        }
    }
    for ((house, area), (steps, dead, blocks)) in losses {
        let text = if dead > 0 {
            msg!(
                "richard3-lost-steps-eliminated",
                house = house.title_msg(),
                steps = steps,
                area = area.msg(),
                dead = dead
            )
        } else {
            msg!(
                "richard3-lost-steps",
                house = house.title_msg(),
                steps = steps,
                area = area.msg()
            )
        };
        out.push(own_ids(text, house, viewer, &blocks));
    }
    for ((house, _, _), (from, to, blocks)) in moves {
        let text = msg!(
            "richard3-blocks-moved",
            house = house.title_msg(),
            count = blocks.len(),
            from = from.msg(),
            to = to.words()
        );
        out.push(own_ids(text, house, viewer, &blocks));
    }
    // Dead heirs are public (6.82), a turned heir's death too (9.1).
    for b in BlockId::all() {
        let info = b.info();
        let heir = info.is_heir() || info.twin.is_some_and(|t| t.info().is_heir());
        if heir && before.loc[b] != Location::Dead && after.loc[b] == Location::Dead {
            out.push(msg!("richard3-dead", block = named(b)));
        }
    }
}

/// Where the political turn's moves go, in the order they are told: areas by name, then
/// the pool.
fn destination_order(place: Location) -> (bool, &'static str) {
    match place {
        Location::Area(a) => (false, a.name()),
        _ => (true, ""),
    }
}

/// Names the viewer's own blocks after a count: `York lost 2 steps in Kent [Warwick,
/// Kent]`.
fn own_ids(text: Msg, house: House, viewer: Option<House>, blocks: &[BlockId]) -> Msg {
    if viewer == Some(house) {
        let names = listed(blocks.iter().map(|b| b.msg()));
        msg!("richard3-own-blocks", text = text, blocks = names)
    } else {
        text
    }
}

/// Whether the supply phase began during this decision (its losses are told per area).
fn supply_began(before: &State, after: &State) -> bool {
    let in_supply = |s: &State| {
        matches!(
            s.phase,
            Phase::Execute { .. }
                | Phase::MinorEntry { .. }
                | Phase::SupplyLoss { .. }
                | Phase::GoHome { .. }
                | Phase::ExileSurplus { .. }
        )
    };
    (in_supply(after) && !in_supply(before))
        || after.turn != before.turn
        || after.campaign != before.campaign
}

/// 6.81, 8.2: a new King and where he stands; the political turn's count and result.
fn crown_words(before: &State, after: &State, out: &mut Vec<Msg>) {
    let political = after.campaign != before.campaign
        || (matches!(
            after.phase,
            Phase::GoHome { .. } | Phase::ExileSurplus { .. }
        ) && !matches!(
            before.phase,
            Phase::GoHome { .. } | Phase::ExileSurplus { .. }
        ))
        || (after
            .outcome
            .is_some_and(|v| v.reason == VictoryReason::Crown)
            && before.outcome.is_none());
    if before.king != after.king
        && let Some(k) = after.king
        && before.royal == after.royal
    {
        out.push(match after.loc[k] {
            Location::Minor => msg!("richard3-king-waiting", block = named(k)),
            Location::Area(a) => msg!("richard3-king-in", block = named(k), area = a.msg()),
            loc => msg!("richard3-king-at", block = named(k), place = loc.words()),
        });
    }
    let pretender = after.pretender();
    if pretender != before.pretender()
        && before.royal == after.royal
        && let Some(p) = pretender
    {
        out.push(msg!("richard3-pretender", block = named(p)));
    }
    if political {
        out.push(msg!(
            "richard3-usurpation-count",
            lancaster = after.usurpation.lancaster,
            york = after.usurpation.york
        ));
        let royal = after.royal.title_msg();
        out.push(match after.king {
            Some(k) if before.royal != after.royal => {
                msg!("richard3-usurps-king", house = royal, king = named(k))
            }
            None if before.royal != after.royal => msg!("richard3-usurps", house = royal),
            _ => msg!("richard3-keeps-crown", house = royal),
        });
    }
}

/// One decision in words as `viewer` may read it (§10): the decision, then what followed
/// it, joined by `richard3-then` ("; ").
pub fn describe(
    before: &State,
    house: House,
    action: &Action,
    after: &State,
    viewer: Option<House>,
) -> Msg {
    let own = viewer == Some(house);
    let mut parts = Vec::new();
    if let Some(told) = action_words(before, house, action, after, own) {
        parts.push(attack_words(before, house, action, after, told));
    }
    redeal_words(before, house, action, after, &mut parts);
    if matches!(before.phase, Phase::Cards)
        && revealed(after)
        && let (Some(l), Some(y)) = (after.played.lancaster, after.played.york)
    {
        parts.push(msg!(
            "richard3-cards-revealed",
            lancaster = l.msg(),
            york = y.msg(),
            first = after.p1.title_msg()
        ));
    }
    let supply_ran = supply_began(before, after);
    battle_words(before, action, after, supply_ran, &mut parts);
    crown_words(before, after, &mut parts);
    block_words(before, action, after, viewer, supply_ran, &mut parts);
    if after.campaign != before.campaign {
        parts.push(msg!("richard3-campaign-begins", campaign = after.campaign));
    } else if after.turn != before.turn {
        parts.push(msg!("richard3-turn-begins", turn = after.turn));
    }
    if let Some(v) = after.outcome
        && before.outcome.is_none()
    {
        parts.push(msg!("richard3-wins", house = v.winner.title_msg()));
    }
    joined("richard3-then", parts).unwrap_or_else(|| msg!("richard3-notation", text = ""))
}
