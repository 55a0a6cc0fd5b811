//! Reading games for the service: a game and its seats (in a transaction or on a read
//! connection), only as far as the viewer may see it, its engine state, and the answers
//! for a game that is not there or cannot be read.

use super::replay::{replay, seed_of};
use super::{ServiceError, User};
use crate::domain::{GameId, Seq};
use crate::engine::Seat;
use crate::engine::game::Game;
use crate::engine::kind::Kind;
use crate::i18n::Msg;
use crate::msg;
use crate::store::access::Access;
use crate::store::games::{GameRow, MoveRow, SeatRow};
use crate::store::{self, Db};

/// The seat `user` plays among `seats`, if any.
pub(super) fn seat_of_user(seats: &[SeatRow], user: Option<&User>) -> Option<Seat> {
    let user = user?;
    seats
        .iter()
        .find(|s| s.user_id == Some(user.id))
        .map(|s| s.seat_index)
}

/// Game `id` and its seats.
///
/// # Errors
/// 404 no game; 500 for a game whose stored values cannot be read.
pub(super) async fn load_game_and_seats(
    conn: &mut impl Access,
    id: GameId,
) -> Result<(GameRow, Vec<SeatRow>), ServiceError> {
    match store::games::with_seats(conn, id).await {
        Ok(found) => found.ok_or_else(|| no_such_game(id)),
        Err(err) => Err(damaged_or(conn, id, err).await),
    }
}

/// Game `id` and its seats, on a read connection.
///
/// # Errors
/// As [`load_game_and_seats`].
pub(super) async fn read_game_and_seats(
    db: &Db,
    id: GameId,
) -> Result<(GameRow, Vec<SeatRow>), ServiceError> {
    match db.read(|c| store::games::read_with_seats(c, id)) {
        Ok(found) => found.ok_or_else(|| no_such_game(id)),
        Err(err) => Err(damaged_in(db, id, err).await),
    }
}

/// [`damaged_or`] for an error of a read connection.
async fn damaged_in(db: &Db, id: GameId, err: sqlx::Error) -> ServiceError {
    match db.acquire().await {
        Ok(mut conn) => damaged_or(&mut conn, id, err).await,
        Err(_) => err.into(),
    }
}

/// A database error reading game `id`: when it is a stored value that cannot be read,
/// an answer for that game alone that says so (and the log says what); else the error.
pub(super) async fn damaged_or(
    conn: &mut impl Access,
    id: GameId,
    err: sqlx::Error,
) -> ServiceError {
    if matches!(
        err,
        sqlx::Error::ColumnDecode { .. } | sqlx::Error::Decode(_)
    ) && let Ok(damage) = store::games::damage(conn, id).await
        && !damage.is_empty()
    {
        let damage = damage.join("; ");
        tracing::error!(game = %id, "stored values cannot be read: {damage}");
        return ServiceError::Damaged { game: id, damage };
    }
    err.into()
}

/// Whether `viewer` may see a game: anyone may, except a record a player imported that
/// waits for the other players to accept it, which the importer and they alone see.
pub(super) fn may_see(row: &GameRow, seats: &[SeatRow], viewer: Option<&User>) -> bool {
    match row.record_of {
        None => true,
        Some(importer) => viewer.is_some_and(|user| {
            user.id == importer || seats.iter().any(|s| s.invited_id == Some(user.id))
        }),
    }
}

/// Game `id` and its seats, for `viewer`: a game they may not see is not there.
///
/// # Errors
/// 404 no game (or not one `viewer` may see); 500 for a game whose stored values cannot
/// be read.
pub(super) async fn read_visible_game(
    db: &Db,
    id: GameId,
    viewer: Option<&User>,
) -> Result<(GameRow, Vec<SeatRow>), ServiceError> {
    let (row, seats) = read_game_and_seats(db, id).await?;
    if may_see(&row, &seats, viewer) {
        Ok((row, seats))
    } else {
        Err(no_such_game(id))
    }
}

/// [`read_visible_game`] with the game's log, in one consistent read.
///
/// # Errors
/// As [`read_visible_game`].
pub(super) async fn read_visible_game_with_log(
    db: &Db,
    id: GameId,
    viewer: Option<&User>,
) -> Result<(GameRow, Vec<SeatRow>, Vec<MoveRow>), ServiceError> {
    let read = db.read(|c| {
        let Some(game) = store::games::read_with_seats(c, id)? else {
            return Ok(None);
        };
        Ok(Some((game, store::games::read_moves_of(c, id)?)))
    });
    let ((row, seats), log) = match read {
        Ok(found) => found.ok_or_else(|| no_such_game(id))?,
        Err(err) => return Err(damaged_in(db, id, err).await),
    };
    if may_see(&row, &seats, viewer) {
        Ok((row, seats, log))
    } else {
        Err(no_such_game(id))
    }
}

/// What was asked for is not there, or not for the one who asks (a game they may not
/// see is told as one that does not exist).
#[derive(Debug)]
pub enum NotThere {
    /// No game of that number, or none the viewer may see.
    Game {
        /// The number asked for.
        game: GameId,
    },
    /// No move of that number in the game.
    Move {
        /// The game.
        game: GameId,
        /// The move asked for.
        seq: Seq,
        /// Its last move.
        last: Seq,
    },
    /// No player of that name (its first 40 characters, as asked).
    Player {
        /// The name asked for.
        name: String,
    },
}

/// Game `id` is not there (see [`NotThere::Game`]).
pub(super) fn no_such_game(id: GameId) -> ServiceError {
    NotThere::Game { game: id }.into()
}

impl super::Herald {
    /// The engine state of the game of `row` as the row stands (its seq): the state kept
    /// in memory when it is that one, else read from the store ([`load_state`]).
    ///
    /// # Errors
    /// 500 for a game whose stored state and log cannot be read.
    pub(super) async fn state_of(
        &self,
        row: &GameRow,
        kind: &dyn Kind,
    ) -> Result<Box<dyn Game>, ServiceError> {
        match self.checked.game(row.id, &row.seed_hash, row.seq) {
            Some(game) => Ok(game),
            None => load_state(&mut self.db.acquire().await?, row, kind).await,
        }
    }
}

/// The engine state of a game from its snapshot, or from its log when the snapshot is
/// missing or unreadable.
pub(super) async fn load_state(
    conn: &mut impl Access,
    row: &GameRow,
    kind: &dyn Kind,
) -> Result<Box<dyn Game>, ServiceError> {
    if let (Some(seq), Some(state)) = (row.snapshot_seq, &row.snapshot)
        && seq == row.seq
    {
        match kind.load(state) {
            Ok(game) => return Ok(game),
            Err(e) => tracing::error!(
                game = %row.id,
                "snapshot does not load, replaying the log: {e}"
            ),
        }
    }
    let moves = store::games::moves_of(conn, row.id).await?;
    let replayed =
        replay(row, kind, &seed_of(row)?, &moves, Seq::NEVER, &[])?.map_err(anyhow::Error::new)?;
    Ok(replayed.game)
}

impl NotThere {
    /// The refusal as a message of the reader's language (`src/i18n/refusals/`).
    pub fn msg(&self) -> Msg {
        match self {
            NotThere::Game { game } => msg!("not-there-game", game = game.get()),
            NotThere::Move { game, seq, last } => msg!(
                "not-there-move",
                game = game.get(),
                seq = seq.0,
                last = last.0
            ),
            NotThere::Player { name } => msg!("not-there-player", name = name.as_str()),
        }
    }
}

crate::worded_error!(NotThere);
