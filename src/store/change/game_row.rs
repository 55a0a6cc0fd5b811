//! The game's row as a change writes it: its seq, status, turn, agreement and the turn
//! kept for a take-back, and the version's one step a change (migration 0023), in one
//! statement whose JSON words differ between the engines.

use super::{AgreementWrite, GameChange};
use crate::domain::Millis;
use crate::store::sql::{self, Conn, EachEngine};

/// Which write of the game's row [`write_game`] makes.
#[derive(Clone, Copy, Debug)]
pub(super) enum GameWrite {
    /// The turn of a game the change starts, before its log (see `write_change`).
    TurnFirst,
    /// The change's last statement: everything it changes in the row.
    Last,
}

/// Whether the game's row, written by [`write_game`]'s statement, changes a value a
/// decision is checked against (compared with the row as it stands, as the statement's
/// expressions see it), or the change's seat statements changed a seat's (they marked it
/// with `?12`, see `seats::write_seat_rows`): the version's step, 1 or 0 (a truth cast to a number, as PostgreSQL wants it).
macro_rules! version_step {
    () => {
        "CAST((EXISTS (SELECT 1 FROM seats WHERE game_id = ?13 AND changed_in_version = ?12)
           OR seq IS DISTINCT FROM coalesce(?2, seq)
           OR (?3 AND (status IS DISTINCT FROM ?4 OR result IS DISTINCT FROM ?5 OR turn_since IS DISTINCT FROM ?6))
           OR (?7 AND (proposal IS DISTINCT FROM ?8 OR proposed_by IS DISTINCT FROM ?9 OR paused_at IS DISTINCT FROM ?10))) AS INTEGER)"
    };
}

/// The game's row in one statement: when it changed (`updated_at`); its seq when the change appends to
/// the log; its status, result and since when the turn runs when the change sets them;
/// the proposal and the pause when the change sets them, and none of either once the game
/// is over; the turn kept for a take-back, naming the version this statement gives the
/// game. The version moves on by one when a checked value changed (the triggers of
/// migration 0023 stand still for a statement that moves it itself).
pub(super) fn write_game(
    conn: Conn<'_>,
    m: &GameChange,
    write: GameWrite,
    updated_at: Millis,
) -> sql::Result<()> {
    let over = m.turn.as_ref().is_some_and(|t| !t.status.in_play());
    let agreement = match (m.agreement, over) {
        (_, true) => Some(AgreementWrite {
            proposal: None,
            paused_at: None,
        }),
        (agreement, false) => agreement,
    };
    let proposal = agreement.and_then(|a| a.proposal);
    let (seq, handed_over) = match write {
        GameWrite::TurnFirst => (None, None),
        GameWrite::Last => (
            m.last_seq(),
            m.handed_over
                .as_ref()
                .map(|h| serde_json::to_string(h).expect("a turn serializes")),
        ),
    };
    let turn = m.turn.as_ref();
    conn.execute(
        WRITE_GAME.on(conn),
        &[
            &updated_at,
            &seq,
            &m.turn.is_some(),
            &turn.map(|t| t.status),
            &turn.and_then(|t| t.result.clone()),
            &turn.and_then(|t| t.turn_since),
            &agreement.is_some(),
            &proposal.map(|(what, _)| what),
            &proposal.map(|(_, by)| by),
            &agreement.and_then(|a| a.paused_at),
            &handed_over,
            &(m.version + 1),
            &m.game_id,
            &m.record_accepted,
        ],
    )
    .map(drop)
}

/// The statement of [`write_game`]; `$handed_over_version` is how the engine writes the
/// version into the turn kept for a take-back.
macro_rules! write_game_statement {
    ($($handed_over_version:tt)*) => {
        concat!(
        "UPDATE games SET updated_at = ?1,
                          seq = coalesce(?2, seq),
                          status = CASE WHEN ?3 THEN ?4 ELSE status END,
                          result = CASE WHEN ?3 THEN ?5 ELSE result END,
                          turn_since = CASE WHEN ?3 THEN ?6 ELSE turn_since END,
                          proposal = CASE WHEN ?7 THEN ?8 ELSE proposal END,
                          proposed_by = CASE WHEN ?7 THEN ?9 ELSE proposed_by END,
                          paused_at = CASE WHEN ?7 THEN ?10 ELSE paused_at END,
                          record_of = CASE WHEN ?14 THEN NULL ELSE record_of END,
                          handed_over = CASE WHEN ?11 IS NULL THEN handed_over
                              ELSE ",
        $($handed_over_version)*,
        " END,
                          version = version + ",
        version_step!(),
        "
         WHERE id = ?13"
        )
    };
}

/// [`write_game`]'s statement, the version written into the kept turn in each engine's
/// JSON words.
const WRITE_GAME: EachEngine = EachEngine {
    sqlite: write_game_statement!(concat!(
        "json_set(?11, '$.version', version + ",
        version_step!(),
        ")"
    )),
    postgres: write_game_statement!(concat!(
        "jsonb_set(CAST(?11 AS jsonb), '{version}', to_jsonb(version + ",
        version_step!(),
        "))::text"
    )),
};
