//! Random self-play through the type-erased [`Kind`] and [`Game`]: the same path the
//! service takes on every move (`Game::play` with a seed and a move number). Used by
//! `herald selfplay`, the benchmarks and the playout tests of every kind. Pure: the choices
//! come from a small deterministic generator, the game's randomness from its own
//! [`Dice`](super::Dice).

use serde_json::Value;

use super::auto::{By, MOST_STEPS_IN_A_ROW, Standing, next_step, settle_ahead};
use super::game::{Game, MoveError};
use super::kind::Kind;
use super::{Intent, Outcome, Seat, Seed};

/// A small deterministic generator (SplitMix64) that picks among offered actions.
#[derive(Clone, Debug)]
pub struct Chooser(u64);

impl Chooser {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> Self {
        Chooser(seed)
    }

    /// A number in `0..n` (`n >= 1`).
    pub fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % n as u64) as usize
    }
}

/// The secret seed of self-play game `game` of a run started with `run_seed`.
pub fn game_seed(run_seed: u64, game: u64) -> Seed {
    let mut bytes = [0u8; 32];
    bytes[..8].copy_from_slice(&run_seed.to_le_bytes());
    bytes[8..16].copy_from_slice(&game.to_le_bytes());
    Seed(bytes)
}

/// One finished random game.
#[derive(Clone, Debug)]
pub struct Playout {
    /// The game's secret seed.
    pub seed: Seed,
    /// Every move as (seat, notation), in order.
    pub log: Vec<(Seat, String)>,
    /// How it ended.
    pub outcome: Outcome,
}

/// Why a random game could not be played to its end.
#[derive(Debug, thiserror::Error)]
pub enum PlayoutError {
    /// The options do not make a game.
    #[error("the game cannot start: {0}")]
    Start(String),
    /// Someone must act but no seat has an action.
    #[error("stuck after {moves} moves: {to_act:?} must act but none has an action")]
    Stuck {
        /// Moves played.
        moves: usize,
        /// The seats to act.
        to_act: Vec<Seat>,
    },
    /// Nobody may act, yet the game has no outcome.
    #[error("after {moves} moves nobody may act but the game has no result")]
    NoResult {
        /// Moves played.
        moves: usize,
    },
    /// An offered action was refused.
    #[error("move {moves}: the offered action {action:?} was refused: {error}")]
    Refused {
        /// Moves played before.
        moves: usize,
        /// The action.
        action: String,
        /// Why.
        error: String,
    },
    /// The game went on longer than any legal game can.
    #[error("no end after {0} moves")]
    TooLong(usize),
}

/// How self-play chooses among a seat's offered actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Policy {
    /// Uniformly.
    Uniform,
    /// Like a player who seeks battle (issue 13's measure): an attack (see
    /// [`Intent::Attack`]) when one is offered, with probability 0.9; otherwise any action
    /// but one that only ends a phase ([`Intent::Wait`]) with probability 0.6; else
    /// uniformly.
    BattleSeeking,
}

impl Policy {
    /// The index of the action `chooser` picks among `actions` of `seat` in `game`.
    pub fn pick(
        self,
        game: &dyn Game,
        seat: Seat,
        actions: &[String],
        chooser: &mut Chooser,
    ) -> usize {
        if self == Policy::BattleSeeking {
            let with = |intent: Intent, wanted: bool| -> Vec<usize> {
                (0..actions.len())
                    .filter(|&i| (game.intent(seat, &actions[i]) == intent) == wanted)
                    .collect()
            };
            let attacks = with(Intent::Attack, true);
            if !attacks.is_empty() && chooser.below(10) < 9 {
                return attacks[chooser.below(attacks.len())];
            }
            let busy = with(Intent::Wait, false);
            if !busy.is_empty() && chooser.below(10) < 6 {
                return busy[chooser.below(busy.len())];
            }
        }
        chooser.below(actions.len())
    }
}

/// How a self-play game is played: who chooses how, and what the server decides for the
/// seats (forced steps and standing orders, as on the service).
#[derive(Clone, Copy, Debug)]
pub struct Conduct<'a> {
    /// How the players choose.
    pub policy: Policy,
    /// What the server plays for them (its `ahead` is self-play's own: see `ahead`).
    pub standing: Standing<'a>,
    /// Whether the players give a decision ahead whenever the rules let them (issue 27),
    /// chosen by their policy; the server plays it when its decision comes.
    pub ahead: bool,
}

impl Conduct<'_> {
    /// Uniform choices; the server decides nothing.
    pub const RANDOM: Conduct<'static> = Conduct {
        policy: Policy::Uniform,
        standing: Standing::NONE,
        ahead: false,
    };
}

/// The waits of one game: each time a seat newly became one that must act after a
/// player's decision and the server's steps that followed it (exactly when the service
/// sends a turn mail, and at the start), split by whether the game was in a battle then
/// (see [`Rules::fighting`](super::Rules::fighting)).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Waits {
    /// Waits that began inside a battle.
    pub in_battle: u64,
    /// All the others.
    pub other: u64,
    /// Moves the server played for a seat: forced ones.
    pub auto: u64,
    /// Moves the server played for a seat: by its standing orders.
    pub orders: u64,
    /// Moves the server played for a seat: given ahead by its player.
    pub ahead: u64,
}

impl Waits {
    /// Every wait.
    pub fn total(&self) -> u64 {
        self.in_battle + self.other
    }

    /// Adds another game's.
    pub fn add(&mut self, other: &Waits) {
        self.in_battle += other.in_battle;
        self.other += other.other;
        self.auto += other.auto;
        self.orders += other.orders;
        self.ahead += other.ahead;
    }

    /// The seats newly to act in `game` that were not in `before`, counted.
    fn count(&mut self, game: &dyn Game, before: &[Seat]) {
        let new = game.to_act().iter().filter(|s| !before.contains(s)).count() as u64;
        if game.fighting() {
            self.in_battle += new;
        } else {
            self.other += new;
        }
    }
}

/// Plays one game of `kind` with `options` and `seed` to its end, choosing uniformly among
/// the offered actions of a seat drawn among those to act.
///
/// # Errors
/// [`PlayoutError`] when the game cannot start, gets stuck, refuses an offered action or
/// does not end within `max_moves`.
pub fn play_random(
    kind: &dyn Kind,
    options: &Value,
    seed: Seed,
    chooser: &mut Chooser,
    max_moves: usize,
) -> Result<Playout, PlayoutError> {
    play(kind, options, seed, chooser, Conduct::RANDOM, max_moves).map(|(playout, _)| playout)
}

/// Plays one game of `kind` with `options` and `seed` to its end as `conduct` says: a seat
/// drawn among those to act chooses by its policy, then the server plays what it decides
/// for the seats ([`next_step`]), as the service does after every move. Returns the game
/// and its waits.
///
/// # Errors
/// [`PlayoutError`] when the game cannot start, gets stuck, refuses an offered action or
/// does not end within `max_moves`.
pub fn play(
    kind: &dyn Kind,
    options: &Value,
    seed: Seed,
    chooser: &mut Chooser,
    conduct: Conduct<'_>,
    max_moves: usize,
) -> Result<(Playout, Waits), PlayoutError> {
    let mut game = kind
        .start(options, &seed)
        .map_err(|e| PlayoutError::Start(e.to_string()))?;
    let mut log = Vec::new();
    let mut waits = Waits::default();
    let mut ahead: Vec<Option<String>> = vec![None; kind.seats().len()];
    server_steps(
        game.as_mut(),
        &seed,
        conduct,
        &mut ahead,
        &mut log,
        &mut waits,
    )?;
    waits.count(game.as_ref(), &[]);
    loop {
        let to_act = game.to_act();
        if to_act.is_empty() {
            let outcome = game
                .outcome()
                .ok_or(PlayoutError::NoResult { moves: log.len() })?;
            return Ok((Playout { seed, log, outcome }, waits));
        }
        if log.len() >= max_moves {
            return Err(PlayoutError::TooLong(log.len()));
        }
        let offers: Vec<(Seat, Vec<String>)> = to_act
            .iter()
            .map(|&seat| (seat, game.actions(seat)))
            .filter(|(_, actions)| !actions.is_empty())
            .collect();
        if offers.is_empty() {
            return Err(PlayoutError::Stuck {
                moves: log.len(),
                to_act,
            });
        }
        let (seat, actions) = &offers[chooser.below(offers.len())];
        let action = actions[conduct.policy.pick(game.as_ref(), *seat, actions, chooser)].clone();
        play_one(game.as_mut(), &seed, *seat, action, &mut log)?;
        server_steps(
            game.as_mut(),
            &seed,
            conduct,
            &mut ahead,
            &mut log,
            &mut waits,
        )?;
        waits.count(game.as_ref(), &to_act);
        if conduct.ahead {
            give_ahead(game.as_ref(), conduct.policy, &mut ahead, chooser);
        }
    }
}

/// Plays `action` for `seat` as the next move of the log.
fn play_one(
    game: &mut dyn Game,
    seed: &Seed,
    seat: Seat,
    action: String,
    log: &mut Vec<(Seat, String)>,
) -> Result<(), PlayoutError> {
    let seq = log.len() as u64 + 1;
    game.play(seat, &action, seed, seq, &[])
        .map_err(|e: MoveError| PlayoutError::Refused {
            moves: log.len(),
            action: action.clone(),
            error: e.to_string(),
        })?;
    log.push((seat, action));
    Ok(())
}

/// Each seat that has given nothing ahead gives, when the rules let it, one of the
/// decisions it may give ahead, chosen by `policy`.
fn give_ahead(
    game: &dyn Game,
    policy: Policy,
    ahead: &mut [Option<String>],
    chooser: &mut Chooser,
) {
    for (seat, given) in Seat::all(ahead.len()).zip(ahead.iter_mut()) {
        let may = game.ahead(seat);
        if given.is_none() && !may.is_empty() {
            *given = Some(may[policy.pick(game, seat, &may, chooser)].clone());
        }
    }
}

/// The moves the server plays for the seats now, one after another, as the service does
/// (with each seat's decision given ahead in `ahead`, used up as it is played).
fn server_steps(
    game: &mut dyn Game,
    seed: &Seed,
    conduct: Conduct<'_>,
    ahead: &mut [Option<String>],
    log: &mut Vec<(Seat, String)>,
    waits: &mut Waits,
) -> Result<(), PlayoutError> {
    settle_ahead(game, None, ahead);
    for _ in 0..MOST_STEPS_IN_A_ROW {
        let standing = Standing {
            ahead: &*ahead,
            ..conduct.standing
        };
        let Some(step) = next_step(game, standing) else {
            return Ok(());
        };
        match step.by {
            By::Auto => waits.auto += 1,
            By::Ahead => waits.ahead += 1,
            _ => waits.orders += 1,
        }
        play_one(game, seed, step.seat, step.action.clone(), log)?;
        settle_ahead(game, Some(&step), ahead);
    }
    Ok(())
}
