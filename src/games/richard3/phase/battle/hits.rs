//! Where a volley's hits land (6.4), a heir's charge and its answer (6.5), and what a
//! treachery roll leads to (6.9): each settles the battle as blocks fall or change sides.

use super::*;

/// Rule 6.4: places `hits` from `firer` on `victim`'s strongest blocks in the fight, one
/// block at a time, the surplus moving on; the owner picks among equally strong blocks
/// ([`Phase::TakeHit`]). Hits left when the enemy has no block in the fight, or when its
/// reserves deploy (6.3: they take hits only from blocks that have not fired yet), are
/// lost. Returns whether play stopped here (a choice is pending or the battle is over).
pub(super) fn place_hits(
    state: &mut State,
    victim: House,
    mut hits: u8,
    firer: BlockId,
    dice: &mut Dice,
) -> bool {
    while hits > 0 {
        let top = strongest(state, current(state), victim);
        let target = match top.len() {
            0 => break,
            1 => top.iter().next().expect("one block"),
            _ => {
                state.phase = Phase::TakeHit {
                    house: victim,
                    hits,
                    firer,
                    charge: false,
                };
                return true;
            }
        };
        let (left, dead) = hit_block(state, target, hits);
        hits = left;
        if dead {
            match settle(state, dice) {
                Settle::Ended => return true,
                Settle::Deployed => break,
                Settle::Going => {}
            }
        }
    }
    false
}

/// Rule 6.5: `heir` charges `target`: his hits go to the target only, surplus lost; a
/// surviving target fires one bonus volley at the heir only (not its battle turn).
pub(super) fn charge(state: &mut State, heir: BlockId, target: BlockId, dice: &mut Dice) -> Settle {
    let hits = roll_hits(state, heir, (VolleyKind::Charge, Some(target)), dice);
    let (_, dead) = hit_block(state, target, hits);
    if dead {
        return settle(state, dice);
    }
    let back = roll_hits(state, target, (VolleyKind::FireBack, Some(heir)), dice);
    let (_, dead) = hit_block(state, heir, back);
    if dead {
        return settle(state, dice);
    }
    Settle::Going
}

/// Logs a treachery or Treason roll (its dice are all of [`State::rolls`]: the roll is
/// the action's only one).
pub(super) fn log_roll(
    state: &mut State,
    kind: VolleyKind,
    house: House,
    (by, target): (Option<BlockId>, BlockId),
    turned: bool,
) {
    let faces = state.rolls.faces().to_vec();
    log_volley(
        state,
        kind,
        house,
        (by, Some(target)),
        faces,
        u8::from(turned),
    );
}

/// Rule 6.9: `target` defects to the roller's side as a reserve at its current strength;
/// it may not be won back in this battle.
pub(super) fn turn(state: &mut State, target: BlockId, dice: &mut Dice) -> Settle {
    let twin = state.defect(target);
    current_mut(state).defected.insert(twin);
    settle(state, dice)
}
