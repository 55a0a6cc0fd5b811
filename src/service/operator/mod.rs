//! The operator's command line (`herald games`, `show`, `seat`, `backup`, `export`,
//! `import`: here; `verify`: [`verify`]): each command that reads a secret or changes
//! something leaves an audit entry.

pub mod verify;

use crate::domain::{GameId, Millis};
use std::fmt::Write as _;

use crate::clock::rfc3339;
use crate::service::game::table::GameTable;
use crate::service::terms::Terms;
use crate::service::transfer::{GameDocument, Requester};
use crate::service::{Herald, ServiceError};
use crate::store;
use crate::store::change::{AuditLine, GameChange, SeatEvent};
use crate::store::users::UserRow;

/// Why an operator's command is refused. Nothing was changed.
#[derive(Debug, thiserror::Error)]
pub enum OperatorRefused {
    /// The game's kind has no seat of that name.
    #[error("{title} has no seat \"{seat}\"; its seats are {seats}")]
    NoSuchSeat {
        /// The kind's title.
        title: &'static str,
        /// The name given.
        seat: String,
        /// The seats there are, listed.
        seats: String,
    },
    /// No player of that name.
    #[error("there is no player named \"{name}\"")]
    NoSuchPlayer {
        /// The name given.
        name: String,
    },
    /// The player plays another seat of the game.
    #[error("{player} already plays {seat} in game {game}")]
    AlreadyPlays {
        /// The player.
        player: String,
        /// Their seat.
        seat: String,
        /// The game.
        game: GameId,
    },
    /// A backup over a file that exists.
    #[error("{path} exists already; choose a new file name")]
    BackupExists {
        /// The file.
        path: String,
    },
}

/// The operator, `actor`, gives seat `seat` of the game of `table` to `user` at `now`,
/// whoever held it (see `SeatEvent::Reassigned`), on record in the audit trail.
///
/// # Errors
/// [`OperatorRefused`]: the kind has no such seat, or `user` plays another seat of it.
pub fn decide_reassign(
    table: &GameTable,
    seat: &str,
    user: &UserRow,
    actor: &str,
    now: Millis,
) -> Result<GameChange, OperatorRefused> {
    let GameTable { row, seats, kind } = table;
    let index = kind
        .seat(seat)
        .ok_or_else(|| OperatorRefused::NoSuchSeat {
            title: kind.title(),
            seat: seat.to_string(),
            seats: kind.seats().join(", "),
        })?
        .index();
    if let Some(other) = seats
        .iter()
        .find(|s| s.user_id == Some(user.id) && s.seat_index.index() != index)
    {
        return Err(OperatorRefused::AlreadyPlays {
            player: user.name.clone(),
            seat: other.seat.clone(),
            game: row.id,
        });
    }
    let before = seats[index].player.as_deref().unwrap_or("nobody");
    let mut change = GameChange::of(row.id, row.version, now);
    change.seat_events.push(SeatEvent::Reassigned {
        seat: seats[index].seat_index,
        user_id: user.id,
    });
    change.audit = Some(AuditLine {
        actor: actor.to_string(),
        action: "seat",
        detail: format!("seat {seat}: {before} -> {}", user.name),
    });
    Ok(change)
}

impl Herald {
    /// Records an operator command that has no audit entry of its own (`verify`, `games`).
    ///
    /// # Errors
    /// Database errors.
    pub async fn record_audit(
        &self,
        actor: &str,
        action: &str,
        detail: &str,
    ) -> Result<(), ServiceError> {
        let mut tx = self.db.begin_write().await?;
        let now = self.clock.now_ms();
        store::operator::audit(&mut tx, now, actor, action, None, detail).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Every game (or those with `status`), one line each.
    ///
    /// # Errors
    /// Database errors.
    pub async fn list_games(&self, status: Option<&str>) -> Result<Vec<String>, ServiceError> {
        let mut conn = self.db.acquire().await?;
        let lines = store::operator::games(&mut conn, status).await?;
        Ok(lines
            .iter()
            .map(|g| {
                format!(
                    "{:>6}  {:<10} {:<9} move {:<5} engine v{}  {}  to act: {}  changed {}",
                    g.id,
                    g.kind,
                    g.status,
                    g.seq,
                    g.engine_version,
                    g.players.as_deref().unwrap_or("-"),
                    g.to_act.as_deref().unwrap_or("-"),
                    rfc3339(g.updated_at)
                )
            })
            .collect())
    }

    /// One game in full for the operator: its seats, clocks, terms, the last moves (in
    /// notation) and its audit trail. Audited: the log shows hidden moves.
    ///
    /// # Errors
    /// 404 no game.
    pub async fn show_game(&self, actor: &str, id: GameId) -> Result<String, ServiceError> {
        let mut tx = self.db.begin_write().await?;
        let GameTable { row, seats, kind } = GameTable::load(&mut tx, id).await?;
        let moves = store::games::moves_of(&mut tx, id).await?;
        let mut out = String::new();
        let _ = writeln!(
            out,
            "game {id}: {} ({}), {}, move {}, engine v{} (current v{})",
            kind.title(),
            row.kind,
            row.status,
            row.seq,
            row.engine_version,
            kind.version()
        );
        let _ = writeln!(out, "options: {}", row.options);
        let _ = writeln!(
            out,
            "{}",
            crate::words::say(
                crate::i18n::Lang::En,
                &Terms::from_stored(&row.terms).in_words()
            )
        );
        for s in &seats {
            let _ = writeln!(
                out,
                "  {:<10} {:<16} {}{}{}",
                s.seat,
                s.player.as_deref().unwrap_or("(free)"),
                if s.to_act { "to act" } else { "waiting" },
                s.deadline
                    .map(|d| format!(", deadline {}", rfc3339(d)))
                    .unwrap_or_default(),
                if s.timed_out_at.is_some() {
                    ", out of time"
                } else {
                    ""
                }
            );
        }
        if let Some(result) = &row.result {
            let _ = writeln!(out, "result: {result}");
        }
        let _ = writeln!(out, "last moves:");
        for m in moves.iter().rev().take(10).rev() {
            let _ = writeln!(
                out,
                "  {:>5}  {:<10} {}  ({})",
                m.seq,
                kind.seats()[m.seat_index.index()],
                m.action,
                rfc3339(m.at)
            );
        }
        let now = self.clock.now_ms();
        store::operator::audit(
            &mut tx,
            now,
            actor,
            "show",
            Some(id),
            "showed the game and its log",
        )
        .await?;
        let trail = store::operator::audit_of(&mut tx, id).await?;
        let _ = writeln!(out, "audit:");
        for a in trail {
            let _ = writeln!(
                out,
                "  {}  {}  {}: {}",
                rfc3339(a.at),
                a.actor,
                a.action,
                a.detail
            );
        }
        tx.commit().await?;
        Ok(out)
    }

    /// Gives a seat to another player (a replacement arranged by the operator; see
    /// [`decide_reassign`]), written by the one writer with its audit line.
    ///
    /// # Errors
    /// No game; [`OperatorRefused`]: no such player or seat, or the player plays another
    /// seat; the game kept changing.
    pub async fn reassign_seat(
        &self,
        actor: &str,
        id: GameId,
        seat: &str,
        player: &str,
    ) -> Result<(), ServiceError> {
        let user = {
            let mut conn = self.db.acquire().await?;
            store::users::by_name(&mut conn, player).await?
        };
        let user = user.ok_or_else(|| OperatorRefused::NoSuchPlayer {
            name: player.to_string(),
        })?;
        self.change_game(id, |table, now| {
            Ok(decide_reassign(table, seat, &user, actor, now)?)
        })
        .await
    }

    /// Writes a consistent copy of the database to `path` while the service runs.
    ///
    /// # Errors
    /// When `path` exists or cannot be written.
    pub async fn backup(&self, actor: &str, path: &str) -> Result<(), ServiceError> {
        if std::path::Path::new(path).exists() {
            return Err(OperatorRefused::BackupExists {
                path: path.to_string(),
            }
            .into());
        }
        let mut conn = self.db.acquire().await?;
        store::operator::backup(&mut conn, path).await?;
        drop(conn);
        let mut tx = self.db.begin_write().await?;
        let now = self.clock.now_ms();
        store::operator::audit(&mut tx, now, actor, "backup", None, &format!("to {path}")).await?;
        tx.commit().await?;
        Ok(())
    }

    /// [`Herald::export_game`] for the operator, audited (the document holds the seed).
    ///
    /// # Errors
    /// 404 no game.
    pub async fn export_as_operator(
        &self,
        actor: &str,
        id: GameId,
    ) -> Result<GameDocument, ServiceError> {
        let doc = self.export_game(Requester::Operator, id).await?;
        let mut tx = self.db.begin_write().await?;
        let now = self.clock.now_ms();
        let detail = format!("exported ({}, seed included)", doc.status);
        store::operator::audit(&mut tx, now, actor, "export", Some(id), &detail).await?;
        tx.commit().await?;
        Ok(doc)
    }

    /// [`Herald::import_game`] for the operator, audited.
    ///
    /// # Errors
    /// As [`Herald::import_game`].
    pub async fn import_as_operator(
        &self,
        actor: &str,
        doc: &GameDocument,
    ) -> Result<GameId, ServiceError> {
        let id = self.import_game(Requester::Operator, doc).await?;
        let mut tx = self.db.begin_write().await?;
        let now = self.clock.now_ms();
        let detail = format!("imported {} moves of a {} game", doc.moves.len(), doc.kind);
        store::operator::audit(&mut tx, now, actor, "import", Some(id), &detail).await?;
        tx.commit().await?;
        Ok(id)
    }
}
