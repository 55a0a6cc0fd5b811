//! A game's history as one viewer may read it, and the position after any move.

use crate::domain::{GameId, Millis, Seq};
use serde_json::Value;

use crate::engine::board::Mark;

use super::replay::{kind_of, replay, seed_of};
use super::table::{read_visible_game_with_log, seat_of_user};
use super::{Herald, ServiceError, User};

/// One line of a game's history, as one viewer may read it.
#[derive(Clone, Debug)]
pub struct HistoryEntry {
    /// The move's number.
    pub seq: Seq,
    /// Who moved.
    pub seat: &'static str,
    /// What it did, for this viewer.
    pub text: String,
    /// What it changed on the board, for this viewer.
    pub marks: Vec<Mark>,
    /// When, Unix ms.
    pub at: Millis,
}

/// What changed since `seat`'s last turn, newest first: the other seats' moves since the
/// seat last moved; while the seat is still at its turn (`to_act`, having moved already),
/// the others' moves that led to it. Nothing when the seat moved last and waits. For a
/// spectator (`seat` none), the latest move.
pub fn since_last_turn<'h>(
    history: &'h [HistoryEntry],
    seat: Option<&str>,
    to_act: bool,
) -> Vec<&'h HistoryEntry> {
    let Some(seat) = seat else {
        return history.last().into_iter().collect();
    };
    let own = |e: &&HistoryEntry| e.seat == seat;
    let mut newest_first = history.iter().rev().peekable();
    if newest_first.peek().is_some_and(own) {
        if !to_act {
            return Vec::new();
        }
        while newest_first.next_if(own).is_some() {}
    }
    newest_first.take_while(|e| !own(e)).collect()
}

impl Herald {
    /// What each stored move did, described for `viewer`: (seq, seat, text, at).
    ///
    /// # Errors
    /// 404 no game.
    pub async fn history(
        &self,
        viewer: Option<&User>,
        id: GameId,
    ) -> Result<Vec<HistoryEntry>, ServiceError> {
        let (row, seats, moves) = read_visible_game_with_log(&self.db, id, viewer).await?;
        let kind = kind_of(&row)?;
        let you = seat_of_user(&seats, viewer);
        let replayed = replay(&row, kind, &seed_of(&row)?, &moves, Seq(1), &[you])?
            .map_err(anyhow::Error::new)?;
        Ok(replayed
            .described
            .into_iter()
            .zip(&moves)
            .map(|((seq, seat, mut told), m)| {
                let told = told.pop().unwrap_or_default();
                HistoryEntry {
                    seq,
                    seat: kind.seats()[seat],
                    text: told.text,
                    marks: told.marks,
                    at: m.at,
                }
            })
            .collect())
    }

    /// `viewer`'s view just after move `seq` (0: the setup), with the move count.
    ///
    /// # Errors
    /// 404 no game or no such move.
    pub async fn view_at(
        &self,
        viewer: Option<&User>,
        id: GameId,
        seq: Seq,
    ) -> Result<(Value, Seq), ServiceError> {
        let (row, seats, moves) = read_visible_game_with_log(&self.db, id, viewer).await?;
        let kind = kind_of(&row)?;
        if seq < Seq::SETUP || seq > row.seq {
            return Err(ServiceError::NotFound(format!(
                "game {id} has no move {seq}: it has moves 0 (the setup) to {}",
                row.seq
            )));
        }
        let upto: Vec<_> = moves.into_iter().take(seq.0 as usize).collect();
        let replayed = replay(&row, kind, &seed_of(&row)?, &upto, Seq::NEVER, &[])?
            .map_err(anyhow::Error::new)?;
        Ok((replayed.game.view(seat_of_user(&seats, viewer)), row.seq))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(seq: i64, seat: &'static str) -> HistoryEntry {
        HistoryEntry {
            seq: Seq(seq),
            seat,
            text: format!("{seat} {seq}"),
            marks: Vec::new(),
            at: Millis(0),
        }
    }

    fn seqs(entries: &[&HistoryEntry]) -> Vec<i64> {
        entries.iter().map(|e| e.seq.0).collect()
    }

    #[test]
    fn what_changed_since_your_last_turn_is_the_others_moves_newest_first() {
        let history: Vec<HistoryEntry> =
            [(1, "york"), (2, "york"), (3, "lancaster"), (4, "lancaster")]
                .into_iter()
                .map(|(seq, seat)| entry(seq, seat))
                .collect();
        // York moved last at 2: Lancaster's 4 and 3 since.
        assert_eq!(seqs(&since_last_turn(&history, Some("york"), true)), [4, 3]);
        // Lancaster, still at his turn, sees York's moves that led to it.
        assert_eq!(
            seqs(&since_last_turn(&history, Some("lancaster"), true)),
            [2, 1]
        );
        // Lancaster, his turn handed over, has nothing new.
        assert!(since_last_turn(&history, Some("lancaster"), false).is_empty());
        // A spectator sees the latest move.
        assert_eq!(seqs(&since_last_turn(&history, None, false)), [4]);
        assert!(since_last_turn(&[], Some("york"), true).is_empty());
    }
}
