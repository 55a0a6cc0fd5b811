//! A player's look at a game (its page, its API answer, the history, an export): what the
//! seat has seen (`seats.seen_seq`, migration 0021) and the held turn mails the look makes
//! needless (see `store::outbox::Hold`). A look is read here ([`place`]) and written by
//! the one writer with the moves waiting at the same moment ([`LookWrite`], see
//! `store::writer`): it costs no transaction of its own.

use super::change::WriteError;
use super::sql::{self, Conn, EachEngine};
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
    /// The move before the game's last change, when that change handed the turn over
    /// (`games.handed_over`, still the game's last change): it may be taken back until a
    /// player it went to has seen it.
    pub handed_over_from: Option<Seq>,
}

impl Place {
    /// Whether recording a look at the game as it stands here changes anything: a turn
    /// mail held for the looker is then not sent, or a turn handed over that the looker
    /// has not seen can no longer be taken back. A look that changes nothing is not
    /// written (what a seat saw before the last hand-over never decides anything: a
    /// take-back asks only whether someone saw a move after it).
    pub fn matters(&self) -> bool {
        let Some(seen) = self.seen else { return false };
        self.held || self.handed_over_from.is_some_and(|from| seen <= from)
    }
}

/// Where game `game` stands for user `user` (the cheap read on a read connection, see
/// `Db::read`); none when there is no such game.
///
/// # Errors
/// Database errors.
pub fn place(conn: Conn<'_>, game: GameId, user: i64) -> sql::Result<Option<Place>> {
    conn.query_opt(PLACE.on(conn), &[&game, &user], |row| {
        Ok(Place {
            seq: row.get(0)?,
            version: row.get(1)?,
            seen: row.get(2)?,
            held: row.get(3)?,
            handed_over_from: row.get(4)?,
        })
    })
}

/// Where game `?1` stands for user `?2`, as [`place`] reads it (the JSON of
/// `handed_over` read in each engine's words).
const PLACE: EachEngine = EachEngine {
    sqlite: "SELECT g.seq, g.version,
        (SELECT min(seen_seq) FROM seats WHERE game_id = g.id AND user_id = ?2),
        EXISTS (SELECT 1 FROM outbox WHERE game_id = g.id AND held_for = ?2
                                       AND held_seq <= g.seq AND status = 'pending'),
        CASE WHEN json_extract(g.handed_over, '$.version') = g.version
             THEN json_extract(g.handed_over, '$.from') END
    FROM games g WHERE g.id = ?1",
    postgres: "SELECT g.seq, g.version,
        (SELECT min(seen_seq) FROM seats WHERE game_id = g.id AND user_id = ?2),
        EXISTS (SELECT 1 FROM outbox WHERE game_id = g.id AND held_for = ?2
                                       AND held_seq <= g.seq AND status = 'pending'),
        CASE WHEN (g.handed_over::jsonb ->> 'version')::bigint = g.version
             THEN (g.handed_over::jsonb ->> 'from')::bigint END
    FROM games g WHERE g.id = ?1",
};

/// A look to record: `user` has seen game `game` as it stood at `place`.
#[derive(Clone, Copy, Debug)]
pub struct LookWrite {
    /// The game.
    pub game_id: GameId,
    /// The player who looked.
    pub user_id: i64,
    /// The game as the look read it.
    pub place: Place,
    /// When.
    pub at: Millis,
}

/// Records `look` (on the writer's connection, inside its transaction): if the game is
/// still at the version the look read, the looker's seats have seen its move, and the
/// held mails telling them of it or an earlier one are not sent (`seen`; a mail already
/// leased to a sender goes out); the number of those mails. A mail that will never be sent
/// needs no picture: its board's SVG (some 11 KB, most of the row) is dropped with it, so
/// that marking it rewrites a small row instead of the board's overflow pages, and those
/// pages are free for the next mails. [`WriteError::Stale`] (and nothing written) when the game has changed
/// since: what was read may no longer be the game (a take-back), so it is read again.
///
/// # Errors
/// Stale, or database errors.
pub(super) fn write(conn: Conn<'_>, look: &LookWrite) -> Result<u64, WriteError> {
    let refusal = super::write_error::refusal;
    let version: Option<i64> = conn
        .query_opt(
            super::change::VERSION_FOR_WRITE.on(conn),
            &[&look.game_id],
            |r| r.get(0),
        )
        .map_err(refusal)?;
    if version != Some(look.place.version) {
        return Err(WriteError::Stale);
    }
    conn.execute(
        "UPDATE seats SET seen_seq = CASE WHEN seen_seq > ?1 THEN seen_seq ELSE ?1 END
         WHERE game_id = ?2 AND user_id = ?3",
        &[&look.place.seq, &look.game_id, &look.user_id],
    )
    .map_err(refusal)?;
    let cancelled = conn
        .execute(
            "UPDATE outbox SET status = 'seen', seen_at = ?1, board_svg = NULL
             WHERE game_id = ?2 AND held_for = ?3 AND held_seq <= ?4 AND status = 'pending'
               AND (leased_until IS NULL OR leased_until <= ?1)",
            &[&look.at, &look.game_id, &look.user_id, &look.place.seq],
        )
        .map_err(refusal)?;
    Ok(cancelled)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(seen: i64, held: bool, handed_over_from: Option<i64>) -> Place {
        Place {
            seq: Seq(5),
            version: 9,
            seen: Some(Seq(seen)),
            held,
            handed_over_from: handed_over_from.map(Seq),
        }
    }

    #[test]
    fn a_look_matters_for_a_held_mail_or_a_hand_over_the_looker_has_not_seen() {
        assert!(at(5, true, None).matters(), "a held mail");
        assert!(
            at(3, false, Some(4)).matters(),
            "a hand-over after what they saw"
        );
        assert!(
            at(4, false, Some(4)).matters(),
            "the hand-over of move 5, unseen"
        );
        assert!(
            !at(5, false, Some(4)).matters(),
            "the hand-over already seen"
        );
        assert!(!at(3, false, None).matters(), "nothing depends on it");
        let spectator = Place {
            seen: None,
            ..at(0, true, Some(4))
        };
        assert!(!spectator.matters(), "no seat: nothing to record");
    }
}
