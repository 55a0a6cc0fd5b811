//! Moves the server plays on a seat's behalf: a forced step (the seat has exactly one legal
//! action) and a decision the seat's standing orders answer. The same function decides them
//! for the service's move path and for self-play, so the waits self-play counts are the
//! waits players get. Pure, like the rest of the engine.

use serde_json::Value;

use super::Seat;
use super::game::{AheadFate, Game};

/// Who decided a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum By {
    /// The seat's player chose it.
    Player,
    /// The server played it: it was the seat's only legal action.
    Auto,
    /// The server played it: the seat's standing orders answered the decision.
    Orders,
    /// The seat's player chose it in a reply to a turn mail.
    Mail,
    /// The server played it: the seat's player gave it ahead (see `Rules::ahead`).
    Ahead,
}

impl By {
    /// The word stored in the log and shown in the history API.
    pub fn as_str(self) -> &'static str {
        match self {
            By::Player => "player",
            By::Auto => "auto",
            By::Orders => "orders",
            By::Mail => "mail",
            By::Ahead => "ahead",
        }
    }

    /// Whether the seat's player decided it (on the page, through the API or by mail),
    /// not the server.
    pub fn is_players(self) -> bool {
        matches!(self, By::Player | By::Mail)
    }

    /// The stored word read back; `None` for a word no version wrote.
    pub fn parse(word: &str) -> Option<By> {
        match word {
            "player" => Some(By::Player),
            "auto" => Some(By::Auto),
            "orders" => Some(By::Orders),
            "mail" => Some(By::Mail),
            "ahead" => Some(By::Ahead),
            _ => None,
        }
    }
}

/// What the server may decide for the seats of one game: the game's `auto_forced` term,
/// each seat's standing orders (in seat order; `None`, or orders that answer nothing, ask)
/// and each seat's decision given ahead (see `Rules::ahead`).
#[derive(Clone, Copy, Debug)]
pub struct Standing<'a> {
    /// Whether a seat's only legal action is played for it.
    pub auto_forced: bool,
    /// Each seat's orders as the kind stores them, in seat order.
    pub orders: &'a [Option<Value>],
    /// Each seat's decision given ahead, in notation, in seat order.
    pub ahead: &'a [Option<String>],
}

impl Standing<'_> {
    /// Nothing is decided for anyone: every decision asks its player.
    pub const NONE: Standing<'static> = Standing {
        auto_forced: false,
        orders: &[],
        ahead: &[],
    };
}

/// One move the server plays for a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The seat it is played for.
    pub seat: Seat,
    /// The action, in notation.
    pub action: String,
    /// Why the server may play it: [`By::Auto`], [`By::Orders`] or [`By::Ahead`].
    pub by: By,
}

/// The most steps played in a row after one decision: far more than any game's forced
/// chain; a kind whose orders would go on for ever stops here and asks.
pub const MOST_STEPS_IN_A_ROW: usize = 2_000;

/// The move the server plays next in `game`, if any: for the first seat to act (in seat
/// order) whose decision given ahead is due, whose only legal action is forced (when
/// `auto_forced`), or whose orders answer the decision. A decision given ahead is the
/// player's own choice and goes first; a forced step is [`By::Auto`] even when orders
/// would give the same action.
pub fn next_step(game: &dyn Game, standing: Standing<'_>) -> Option<Step> {
    for seat in game.to_act() {
        let given = standing.ahead.get(seat.index()).and_then(Option::as_ref);
        if let Some(action) = given.filter(|a| game.ahead_fate(seat, a) == AheadFate::Due) {
            return Some(Step {
                seat,
                action: action.clone(),
                by: By::Ahead,
            });
        }
        if standing.auto_forced {
            let mut actions = game.actions(seat);
            if actions.len() == 1 {
                return Some(Step {
                    seat,
                    action: actions.remove(0),
                    by: By::Auto,
                });
            }
        }
        let orders = standing.orders.get(seat.index()).and_then(Option::as_ref);
        if let Some(action) = orders.and_then(|orders| game.ordered(seat, orders)) {
            return Some(Step {
                seat,
                action,
                by: By::Orders,
            });
        }
    }
    None
}

/// What playing an action binds its player to: what the take-back of their turn could no
/// longer undo once it is played. An action that binds nothing applies at once on the
/// game page; the others ask first (see [`commitment`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Commitment {
    /// The action, or a step the server plays at once after it, draws dice.
    pub rolls_dice: bool,
    /// It shows something that was hidden, or for another reason stays (see
    /// [`crate::engine::Rules::reveals`]).
    pub stays: bool,
    /// The game ends with it.
    pub ends_the_game: bool,
    /// The seat's turn ends with it: these act next (none when the game ends).
    pub hands_over_to: Option<Vec<Seat>>,
}

impl Commitment {
    /// Whether the action binds the player to anything.
    pub fn binds(&self) -> bool {
        self.rolls_dice || self.stays || self.ends_the_game || self.hands_over_to.is_some()
    }
}

/// What `seat` playing `notation` as move `seq` binds them to, counting the steps the
/// server then plays at once under `standing` (a forced battle round rolls dice as surely
/// as the move into the battle); `None` when it is not a legal action (the move itself is
/// then refused, with the rule). Plays on a copy: `game` is unchanged. Pure.
pub fn commitment(
    game: &dyn Game,
    seat: Seat,
    notation: &str,
    seed: &super::Seed,
    seq: u64,
    standing: Standing<'_>,
) -> Option<Commitment> {
    use super::game::Barrier;
    let mut probe = game.clone_game();
    let mut barriers = vec![probe.play_noting_barrier(seat, notation, seed, seq).ok()?];
    let mut at = seq;
    for _ in 0..MOST_STEPS_IN_A_ROW {
        let Some(step) = next_step(probe.as_ref(), standing) else {
            break;
        };
        at += 1;
        barriers.push(
            probe
                .play_noting_barrier(step.seat, &step.action, seed, at)
                .ok()?,
        );
    }
    let ends_the_game = probe.outcome().is_some();
    let to_act = probe.to_act();
    Some(Commitment {
        rolls_dice: barriers.contains(&Some(Barrier::Dice)),
        stays: barriers.contains(&Some(Barrier::Reveal)),
        ends_the_game,
        hands_over_to: (!ends_the_game && !to_act.contains(&seat)).then_some(to_act),
    })
}

/// Each seat's decision given ahead as `game` leaves it: one played by `step` is used up,
/// one whose decision went by is forgotten (see [`AheadFate`]). Answers whether any
/// changed.
pub fn settle_ahead(game: &dyn Game, step: Option<&Step>, ahead: &mut [Option<String>]) -> bool {
    let mut changed = false;
    for (seat, given) in Seat::all(ahead.len()).zip(ahead.iter_mut()) {
        let used = step.is_some_and(|s| s.by == By::Ahead && s.seat == seat);
        if given.is_some()
            && (used || game.ahead_fate(seat, given.as_deref().unwrap_or("")) == AheadFate::Void)
        {
            *given = None;
            changed = true;
        }
    }
    changed
}
