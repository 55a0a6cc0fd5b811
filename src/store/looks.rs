//! A player's look at a game (its page, its API answer, the history, an export): what the
//! seat has seen (`seats.seen_seq`, migration 0021) and the held turn mails the look makes
//! needless (see `store::outbox::Hold`).

use sqlx::SqliteConnection;

use crate::domain::{GameId, Millis, Seq};

/// A game's place as a look read it: its move and version, and the least move the
/// looker's seats have seen (none when the looker plays no seat).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    /// The game's move.
    pub seq: Seq,
    /// The game's version (see migration 0009).
    pub version: i64,
    /// The least `seen_seq` of the looker's seats, if they play one.
    pub seen: Option<Seq>,
    /// Whether a turn mail held for the looker tells of this move or an earlier one.
    pub held: bool,
}

/// Where game `game` stands for user `user` (the cheap read on a read connection, see
/// `Db::read`); none when there is no such game.
///
/// # Errors
/// Database errors.
pub fn place(
    conn: &rusqlite::Connection,
    game: GameId,
    user: i64,
) -> rusqlite::Result<Option<Place>> {
    let mut statement = conn.prepare_cached(
        "SELECT g.seq, g.version,
                (SELECT min(seen_seq) FROM seats WHERE game_id = g.id AND user_id = ?2),
                EXISTS (SELECT 1 FROM outbox WHERE game_id = g.id AND held_for = ?2
                                               AND held_seq <= g.seq AND status = 'pending')
         FROM games g WHERE g.id = ?1",
    )?;
    let mut rows = statement.query(rusqlite::params![game, user])?;
    let Some(row) = rows.next()? else {
        return Ok(None);
    };
    Ok(Some(Place {
        seq: row.get(0)?,
        version: row.get(1)?,
        seen: row.get(2)?,
        held: row.get(3)?,
    }))
}

/// Records that `user` has seen game `game` as it stood at `place`, if the game is still
/// at its version: their seats have seen its move, and the held mails telling them of it
/// or an earlier one are not sent. False (and nothing written) when the game has changed
/// since: what was read may no longer be the game (a take-back), so it is read again.
///
/// # Errors
/// Database errors.
pub async fn record(
    conn: &mut SqliteConnection,
    game: GameId,
    user: i64,
    place: Place,
    now: Millis,
) -> sqlx::Result<(bool, u64)> {
    let version: Option<i64> = sqlx::query_scalar("SELECT version FROM games WHERE id = ?")
        .bind(game)
        .fetch_optional(&mut *conn)
        .await?;
    if version != Some(place.version) {
        return Ok((false, 0));
    }
    sqlx::query("UPDATE seats SET seen_seq = max(seen_seq, ?) WHERE game_id = ? AND user_id = ?")
        .bind(place.seq)
        .bind(game)
        .bind(user)
        .execute(&mut *conn)
        .await?;
    let held = super::outbox::mark_seen(conn, game, user, place.seq, now).await?;
    Ok((true, held))
}
