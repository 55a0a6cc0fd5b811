//! A game's history as one viewer may read it, and the position after any move.

use crate::domain::{GameId, GameStatus, Millis, Seq};
use serde_json::Value;

use crate::engine::Seat;
use crate::engine::auto::By;
use crate::engine::board::Mark;
use crate::engine::kind::Kind;
use crate::i18n::Msg;

use super::game::ending::Ending;
use super::loaders::{NotThere, read_visible_game_with_log, seat_of_user};
use super::replay::{kind_of, replay, seed_of};
use super::{Herald, ServiceError, User};

/// One line of a game's history, as one viewer may read it.
#[derive(Clone, Debug)]
pub struct HistoryEntry {
    /// The move's number.
    pub seq: Seq,
    /// Who moved.
    pub seat: &'static str,
    /// What it did, for this viewer.
    pub text: Msg,
    /// What it changed on the board, for this viewer.
    pub marks: Vec<Mark>,
    /// When, Unix ms.
    pub at: Millis,
    /// Who decided it, as this viewer may know (see [`shown_by`]).
    pub by: By,
    /// How the history line marks it, as the key of its words (`history-note-<key>`):
    /// `forced`, `your-orders`, `by-orders`, `by-mail`, `given-ahead`, or empty for a
    /// player's own move.
    pub note: &'static str,
}

/// The last entry of a finished game's history when the game ended outside its log: a
/// resignation, a time-out, a claim or an agreement (see [`Ending`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EndingEntry {
    /// The seat whose act ended the game; none for an agreement.
    pub seat: Option<&'static str>,
    /// How it ended: `resignation`, `time-out`, `claim` or `agreement`.
    pub by: &'static str,
    /// Why, in words: "white resigned".
    pub text: Msg,
    /// When, Unix ms.
    pub at: Millis,
}

impl EndingEntry {
    /// The entry of `ending` in a game of `kind` finished at `at`.
    pub fn of(ending: Ending, kind: &dyn Kind, at: Millis) -> Self {
        EndingEntry {
            seat: ending.seat().map(|s| kind.seats()[s]),
            by: ending.by(),
            text: ending.msg(kind),
            at,
        }
    }
}

/// Who made a move of `seat` as `viewer` may know it: a move the seat's standing orders
/// made reads as the player's own to everyone but that seat until the game is over (the
/// orders' existence never shows to the opponent), and one given ahead always does (issue
/// 27: that a decision was given ahead is the seat's secret); forced moves show to all.
pub fn shown_by(made_by: By, seat: Seat, viewer: Option<Seat>, over: bool) -> By {
    match made_by {
        By::Orders if !over && viewer != Some(seat) => By::Player,
        By::Ahead if viewer != Some(seat) => By::Player,
        by => by,
    }
}

/// How a history line marks a move `by` (as shown) of `seat` for `viewer`.
fn note_of(by: By, seat: Seat, viewer: Option<Seat>) -> &'static str {
    match by {
        By::Player => "",
        By::Mail => "by-mail",
        By::Auto => "forced",
        By::Orders if viewer == Some(seat) => "your-orders",
        By::Orders => "by-orders",
        By::Ahead => "given-ahead",
    }
}

/// What changed since `seat`'s last turn, newest first: every move since the seat's last
/// decision (its player's own move, on the page, by the API or by mail); while the seat is
/// still at its turn (`to_act`, having decided already), the moves that led to it. A move
/// the server played for the seat (forced, or by its orders) is no turn of its: it is
/// listed with the others'. Nothing when the seat decided last and waits. For a spectator
/// (`seat` none), the latest move.
pub fn since_last_turn<'h>(
    history: &'h [HistoryEntry],
    seat: Option<&str>,
    to_act: bool,
) -> Vec<&'h HistoryEntry> {
    let Some(seat) = seat else {
        return history.last().into_iter().collect();
    };
    let own = |e: &&HistoryEntry| e.seat == seat && e.by.is_players();
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
        Ok(self.history_and_ending(viewer, id).await?.0)
    }

    /// The moves as [`Herald::history`] tells them, and for a game ended outside its log
    /// (a resignation, a time-out, a claim, an agreement) the ending as its last entry.
    ///
    /// # Errors
    /// 404 no game.
    pub async fn history_and_ending(
        &self,
        viewer: Option<&User>,
        id: GameId,
    ) -> Result<(Vec<HistoryEntry>, Option<EndingEntry>), ServiceError> {
        let (row, seats, moves) = read_visible_game_with_log(&self.db, id, viewer).await?;
        let kind = kind_of(&row)?;
        let you = seat_of_user(&seats, viewer);
        let over = row.status == GameStatus::Finished;
        let replayed = replay(&row, kind, &seed_of(&row)?, &moves, Seq(1), &[you])?
            .map_err(anyhow::Error::new)?;
        let ending = over
            .then_some(row.result.as_deref())
            .flatten()
            .filter(|_| replayed.game.outcome().is_none())
            .and_then(|text| serde_json::from_str::<Value>(text).ok())
            .and_then(|result| Ending::of_reason(kind, result["reason"].as_str()?))
            .map(|ending| EndingEntry::of(ending, kind, row.updated_at));
        let entries = replayed
            .described
            .into_iter()
            .zip(&moves)
            .map(|((seq, _, mut told), m)| {
                // Replayed for one viewer: one telling a move.
                let told = told.swap_remove(0);
                let mover = m.seat_index;
                let by = shown_by(m.made_by, mover, you, over);
                HistoryEntry {
                    seq,
                    seat: kind.seats()[mover.index()],
                    text: told.text,
                    marks: told.marks,
                    at: m.at,
                    by,
                    note: note_of(by, mover, you),
                }
            })
            .collect();
        Ok((entries, ending))
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
            return Err(NotThere::Move {
                game: id,
                seq,
                last: row.seq,
            }
            .into());
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
            text: crate::msg!("mail-text", text = format!("{seat} {seq}")),
            marks: Vec::new(),
            at: Millis(0),
            by: By::Player,
            note: "",
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

    #[test]
    fn a_forced_move_of_your_own_is_not_your_turn() {
        // Issue 27: Red played (2), then White's only action was played for him (3).
        let mut history: Vec<HistoryEntry> = [(1, "white"), (2, "red"), (3, "white")]
            .into_iter()
            .map(|(seq, seat)| entry(seq, seat))
            .collect();
        history[2].by = By::Auto;
        // White, to act, reads his forced draw and Red's move before it.
        assert_eq!(
            seqs(&since_last_turn(&history, Some("white"), true)),
            [3, 2]
        );
        // And the same before his turn comes (Red to act again).
        assert_eq!(
            seqs(&since_last_turn(&history, Some("white"), false)),
            [3, 2]
        );
        // Moves by orders are not the player's decisions either.
        history[2].by = By::Orders;
        assert_eq!(
            seqs(&since_last_turn(&history, Some("white"), true)),
            [3, 2]
        );
        // A mailed move is.
        history[2].by = By::Mail;
        assert_eq!(seqs(&since_last_turn(&history, Some("white"), true)), [2]);
        assert!(since_last_turn(&history, Some("white"), false).is_empty());
    }

    #[test]
    fn orders_show_only_to_their_own_seat_until_the_end() {
        let (york, lancaster) = (Seat(0), Seat(1));
        let mine = shown_by(By::Orders, york, Some(york), false);
        assert_eq!(
            (mine, note_of(mine, york, Some(york))),
            (By::Orders, "your-orders")
        );
        for viewer in [Some(lancaster), None] {
            let theirs = shown_by(By::Orders, york, viewer, false);
            assert_eq!((theirs, note_of(theirs, york, viewer)), (By::Player, ""));
        }
        let after = shown_by(By::Orders, york, Some(lancaster), true);
        assert_eq!(after, By::Orders);
        // Issue 27: a decision given ahead reads as a plain move to all but its seat,
        // also once the game is over.
        for over in [false, true] {
            for viewer in [Some(lancaster), None] {
                assert_eq!(shown_by(By::Ahead, york, viewer, over), By::Player);
            }
            let own = shown_by(By::Ahead, york, Some(york), over);
            assert_eq!(note_of(own, york, Some(york)), "given-ahead");
        }
        let forced = shown_by(By::Auto, york, Some(lancaster), false);
        assert_eq!(
            (forced, note_of(forced, york, Some(lancaster))),
            (By::Auto, "forced")
        );
    }
}
