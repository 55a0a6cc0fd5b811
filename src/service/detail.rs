//! A game as one viewer may see it: its seats, clocks, the viewer's view and legal
//! actions, a standing proposal, and whether it is a record waiting to be accepted.

use serde_json::Value;

use super::game::table::StandingOrders;
use super::loaders::{read_visible_game, seat_of_user};
use super::replay::{kind_of, seed_of};
use super::terms::{self, SeatClock, Terms, Timeout};
use super::{Herald, ServiceError, User};
use crate::domain::{GameId, GameStatus, Millis, Proposal, Seq};
use crate::engine::Seat;
use crate::engine::auto::{Commitment, commitment};
use crate::engine::kind::{Kind, options_in_words};
use crate::i18n::{Lang, Msg};
use crate::msg;
use crate::store::games::SeatRow;
use crate::words::{say, seat_name};

/// One seat as shown to anyone.
#[derive(Clone, Debug)]
pub struct SeatInfo {
    /// Seat name.
    pub seat: &'static str,
    /// The player, if taken.
    pub player: Option<String>,
    /// The invited player, while reserved.
    pub invited: Option<String>,
    /// Whether the seat may act now.
    pub to_act: bool,
    /// When the seat's time runs out, while it is to act under a clock.
    pub deadline: Option<Millis>,
    /// The seat's time left: to its deadline while it acts, its bank (or the time per
    /// move) while it waits; `None` without a clock.
    pub time_left_ms: Option<i64>,
    /// Whether the seat ran out of time (the others may claim the win).
    pub timed_out: bool,
}

impl SeatInfo {
    /// Seat `s` as shown to anyone at `now`; its clock counts only while `playing`.
    fn of(
        s: &SeatRow,
        kind: &dyn Kind,
        to_act: &[Seat],
        playing: bool,
        terms: Terms,
        now: Millis,
    ) -> SeatInfo {
        SeatInfo {
            seat: kind.seats()[s.seat_index.index()],
            player: s.player.clone(),
            invited: s.invited.clone(),
            to_act: to_act.contains(&s.seat_index),
            deadline: s.deadline.filter(|_| playing),
            time_left_ms: playing
                .then(|| {
                    let clock = SeatClock {
                        deadline: s.deadline,
                        bank_ms: s.bank_ms,
                    };
                    terms::time_left(terms, clock, now)
                })
                .flatten(),
            timed_out: playing && s.timed_out_at.is_some(),
        }
    }

    /// The seat's time left in `lang`'s words, if it has a clock.
    pub fn time_left(&self, lang: crate::i18n::Lang) -> Option<String> {
        self.time_left_ms.map(|ms| terms::duration_words(lang, ms))
    }
}

/// A game as one viewer may see it.
pub struct GameDetail {
    /// While the game is a record a player imported that waits for the other players.
    pub record: Option<RecordWaitingState>,
    /// Id.
    pub id: GameId,
    /// The kind.
    pub kind: &'static dyn Kind,
    /// Where the game stands.
    pub status: GameStatus,
    /// Seats in order.
    pub seats: Vec<SeatInfo>,
    /// Moves stored.
    pub seq: Seq,
    /// Seats that may act now.
    pub to_act: Vec<&'static str>,
    /// The viewer's seat.
    pub you: Option<Seat>,
    /// The viewer's view.
    pub view: Value,
    /// The viewer's legal actions now.
    pub actions: Vec<String>,
    /// Each of them in words, in the same order (see `Game::actions_in_words`): the board's
    /// links are titled with them.
    pub action_words: Vec<Option<Msg>>,
    /// The viewer's deadline, if any.
    pub deadline: Option<Millis>,
    /// The result JSON once finished.
    pub result: Option<Value>,
    /// Why the game ended, when its rules ended it (the engine's words; the stored
    /// result's reason is English).
    pub outcome: Option<Msg>,
    /// Public seed hash.
    pub seed_hash: String,
    /// The seed, once finished.
    pub seed: Option<String>,
    /// Since when the turn is with the seats to act.
    pub turn_since: Option<Millis>,
    /// Last change.
    pub updated_at: Millis,
    /// The terms: clock, time-out, vacation.
    pub terms: Terms,
    /// The rules' options as stored (normalized).
    pub options: Value,
    /// Whether the viewer may claim the win now (an opponent ran out of time).
    pub can_claim: bool,
    /// A standing proposal: what, and the proposing seat.
    pub proposal: Option<(Proposal, &'static str)>,
    /// Whether the game is paused by agreement.
    pub paused: bool,
    /// Whether the viewer muted this game's mail.
    pub muted: bool,
    /// The earliest move the viewer may take the game back to, while they may take back
    /// their own latest actions (see [`super::game::take_back`]).
    pub undo_to: Option<Seq>,
    /// Whether that take-back takes back a turn the viewer handed over, which nobody it
    /// went to has seen yet (a look by them ends it).
    pub undo_handed_over: bool,
    /// The notes their authors revealed after the game ended (see [`super::notes`]);
    /// empty until then.
    pub notes: Vec<super::notes::RevealedNote>,
}

impl GameDetail {
    /// The seats to act, in `lang`'s words, joined: "Красная роза".
    pub fn to_act_in(&self, lang: Lang) -> String {
        let seat = |name: &&str| say(lang, &Msg::seat(self.kind.kind(), name));
        self.to_act.iter().map(seat).collect::<Vec<_>>().join(", ")
    }

    /// The viewer's seat name.
    pub fn you_name(&self) -> Option<&'static str> {
        self.you.map(|s| self.kind.seat_name(s))
    }

    /// The rules' options in words, as a sentence for the game page: "Scenario: Kingmaker:
    /// …; Weak hands: …."; none for a kind without options.
    pub fn options_in_words(&self) -> Option<Msg> {
        options_in_words(self.kind, &self.options)
            .into_iter()
            .map(|(label, chosen)| msg!("option-chosen", option = label, chosen = chosen))
            .reduce(|first, then| msg!("options-and", first = first, then = then))
            .map(|options| msg!("sentence", text = options))
    }
}

/// A record's state while it waits for its players to accept it.
#[derive(Clone, Debug)]
pub struct RecordWaitingState {
    /// Who imported it.
    pub imported_by: String,
    /// Whether the viewer is one of those asked to accept it.
    pub yours_to_answer: bool,
}

/// What a player reads before confirming an action.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BeforePlaying {
    /// The action in words, when the game has words for it.
    pub words: Option<Msg>,
    /// What the game asks the player to confirm about it.
    pub warning: Option<Msg>,
    /// What playing it binds the player to, in words, when the take-back of their turn
    /// could not undo it (dice, something revealed, the turn handed over, the end).
    pub binds: Option<Msg>,
}

impl GameDetail {
    /// An action's title (a board link's hover) in `lang`: its words, else its notation.
    pub fn action_title(&self, notation: &str, lang: Lang) -> String {
        self.actions
            .iter()
            .position(|a| a == notation)
            .and_then(|i| self.action_words.get(i)?.as_ref())
            .map_or_else(|| notation.to_string(), |words| say(lang, words))
    }
}

impl BeforePlaying {
    /// Whether the player is asked before the action is played: it binds them to
    /// something, or the game asks about it.
    pub fn asks(&self) -> bool {
        self.binds.is_some() || self.warning.is_some()
    }
}

/// What `commitment` means to a player of `kind`, in words; none when it binds them to
/// nothing (the action can be taken back).
fn commitment_in_words(kind: &dyn Kind, commitment: &Commitment) -> Option<Msg> {
    let names: Option<Vec<Msg>> = commitment
        .hands_over_to
        .as_ref()
        .map(|to| to.iter().map(|s| seat_name(kind, s.index())).collect());
    let handed_over = names.as_deref().map(|names| match names {
        [] => msg!("binds-ends-turn"),
        [one] => msg!("binds-ends-turn-next", next = one.clone()),
        [first, rest @ ..] => {
            let all = rest.iter().fold(first.clone(), |list, next| {
                msg!("binds-seats-and", first = list, second = next.clone())
            });
            msg!("binds-ends-turn-many", next = all)
        }
    });
    let why = if commitment.rolls_dice {
        Some(msg!("binds-dice"))
    } else if commitment.ends_the_game {
        Some(msg!("binds-ends-game"))
    } else if commitment.stays && handed_over.is_none() {
        Some(msg!("binds-shows-hidden"))
    } else if commitment.stays {
        Some(msg!("binds-stays"))
    } else {
        // A turn handed over may be taken back until it is seen (see `super::game::take_back`).
        names.as_deref().map(|names| match names {
            [one] => msg!("binds-until-seen-by", seat = one.clone()),
            _ => msg!("binds-until-seen"),
        })
    };
    match (handed_over, why) {
        (Some(first), Some(then)) => Some(msg!("binds-both", first = first, then = then)),
        (one, other) => one.or(other),
    }
}

impl Herald {
    /// A game as `viewer` may see it (`None`: signed out).
    ///
    /// # Errors
    /// 404 when there is no such game.
    pub async fn game_detail(
        &self,
        viewer: Option<&User>,
        id: GameId,
    ) -> Result<GameDetail, ServiceError> {
        let (row, seats) = read_visible_game(&self.db, id, viewer).await?;
        let kind = kind_of(&row)?;
        let game = self.state_of(&row, kind).await?;
        let you = seat_of_user(&seats, viewer);
        let playing = row.status.in_play();
        let to_act: Vec<Seat> = if playing { game.to_act() } else { Vec::new() };
        let (actions, action_words) = match you {
            Some(seat) if to_act.contains(&seat) => {
                (game.actions(seat), game.actions_in_words(seat))
            }
            _ => (Vec::new(), Vec::new()),
        };
        let undo = self.undo_reach_of(&row, &seats, you, &to_act)?;
        let finished = row.status == GameStatus::Finished;
        let terms = Terms::from_stored(&row.terms);
        let now = self.clock.now_ms();
        let can_claim = playing
            && terms.timeout == Timeout::Claim
            && you.is_some_and(|me| {
                seats
                    .iter()
                    .any(|s| s.seat_index != me && s.timed_out_at.is_some())
            });
        Ok(GameDetail {
            id,
            kind,
            status: row.status,
            seats: seats
                .iter()
                .map(|s| SeatInfo::of(s, kind, &to_act, playing, terms, now))
                .collect(),
            seq: row.seq,
            to_act: to_act.iter().map(|s| kind.seat_name(*s)).collect(),
            you,
            view: game.view(you),
            actions,
            action_words,
            deadline: you.and_then(|s| seats[s.index()].deadline),
            result: row
                .result
                .as_deref()
                .and_then(|r| serde_json::from_str(r).ok()),
            outcome: game.outcome().map(|o| o.reason),
            seed_hash: row.seed_hash.clone(),
            seed: finished.then(|| row.seed.clone()),
            turn_since: row.turn_since,
            updated_at: row.updated_at,
            terms,
            options: serde_json::from_str(&row.options)
                .unwrap_or_else(|_| Value::Object(Default::default())),
            can_claim,
            proposal: row
                .proposal
                .zip(row.proposed_by)
                .map(|(what, by)| (what, kind.seats()[by.index()])),
            paused: row.paused_at.is_some(),
            muted: you.is_some_and(|s| seats[s.index()].muted),
            undo_to: undo.map(|(to, _)| to),
            undo_handed_over: undo.is_some_and(|(_, handed)| handed),
            notes: self.revealed_notes(id, row.status, kind.seats())?,
            record: row.record_of.map(|importer| RecordWaitingState {
                imported_by: seats
                    .iter()
                    .find(|s| s.user_id == Some(importer))
                    .and_then(|s| s.player.clone())
                    .unwrap_or_default(),
                yours_to_answer: viewer
                    .is_some_and(|u| seats.iter().any(|s| s.invited_id == Some(u.id))),
            }),
        })
    }

    /// What the confirm page tells `user` before they play `action` in game `id`: the
    /// action in words (see `Rules::explain`) and what the game asks them to confirm (see
    /// `Rules::warn_before`); nothing for a game they do not play or an action they may
    /// not play now.
    ///
    /// # Errors
    /// 404 when there is no such game; 500 when its state cannot be read.
    pub async fn before_playing(
        &self,
        user: &User,
        id: GameId,
        action: &str,
    ) -> Result<BeforePlaying, ServiceError> {
        let (row, seats) = read_visible_game(&self.db, id, Some(user)).await?;
        let Some(you) = seat_of_user(&seats, Some(user)) else {
            return Ok(BeforePlaying::default());
        };
        if !row.status.in_play() {
            return Ok(BeforePlaying::default());
        }
        let kind = kind_of(&row)?;
        let game = self.state_of(&row, kind).await?;
        let seed = seed_of(&row)?;
        let standing = StandingOrders::of(&row.terms, &seats);
        let binds = commitment(
            game.as_ref(),
            you,
            action,
            &seed,
            row.seq.0 as u64 + 1,
            standing.standing(),
        );
        Ok(BeforePlaying {
            words: game.explain(you, action),
            warning: game.warn_before(you, action),
            binds: binds.and_then(|c| commitment_in_words(kind, &c)),
        })
    }
}
