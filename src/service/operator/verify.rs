//! `herald verify`: replay every game from its log and compare with its snapshot.

use crate::domain::{GameId, Seq};
use crate::service::replay::{first_unforced_auto, kind_of, replay, seed_of};
use crate::service::terms::Terms;
use crate::service::{Herald, ServiceError};
use crate::store;
use crate::store::change::SnapshotRepair;
use crate::store::games::GameRow;

/// What verification found for one game.
#[derive(Debug)]
pub enum Finding {
    /// The log replays to the snapshot.
    Ok,
    /// The log replays, but the snapshot differs: `rebuilt` from the log when repairing
    /// (not when the game moved on meanwhile: its move wrote a snapshot of its own).
    SnapshotDiffers {
        /// Whether it was rebuilt.
        rebuilt: bool,
    },
    /// A stored move is refused by the current engine.
    Broken(String),
}

/// A game played on an older version of its rules engine than the one running now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OlderEngine {
    /// The version the game recorded when it started.
    pub recorded: i64,
    /// The version it was just replayed on.
    pub current: u32,
}

impl Herald {
    /// The games started on an older engine version than the one running now, with what
    /// their replay on the current engine found — to check a rules change before it is
    /// deployed (`herald verify` lists them).
    ///
    /// # Errors
    /// Database errors.
    pub async fn older_engines(
        &self,
        findings: &[(GameId, Finding)],
    ) -> Result<Vec<(GameId, OlderEngine)>, ServiceError> {
        let mut older = Vec::new();
        let mut conn = self.db.acquire().await?;
        for (id, _) in findings {
            // A game whose stored values cannot be read is reported by verify_all.
            let Ok(Some(row)) = store::games::by_id(&mut conn, *id).await else {
                continue;
            };
            let current = kind_of(&row)?.version();
            if row.engine_version != i64::from(current) {
                older.push((
                    *id,
                    OlderEngine {
                        recorded: row.engine_version,
                        current,
                    },
                ));
            }
        }
        Ok(older)
    }

    /// Replays every game; with `repair`, rewrites snapshots that differ from their log.
    ///
    /// # Errors
    /// Database errors.
    pub async fn verify_all(&self, repair: bool) -> Result<Vec<(GameId, Finding)>, ServiceError> {
        let ids = {
            let mut conn = self.db.acquire().await?;
            store::games::all_ids(&mut conn).await?
        };
        let mut findings = Vec::with_capacity(ids.len());
        for id in ids {
            let mut conn = self.db.acquire().await?;
            let damage = store::games::damage(&mut conn, id).await?;
            if !damage.is_empty() {
                findings.push((
                    id,
                    Finding::Broken(format!(
                        "game {id}: stored values cannot be read: {}",
                        damage.join("; ")
                    )),
                ));
                continue;
            }
            let Some(row) = store::games::by_id(&mut conn, id).await? else {
                continue;
            };
            let terms = serde_json::from_str::<serde_json::Value>(&row.terms)
                .map_err(|e| e.to_string())
                .and_then(|value| {
                    Terms::from_json(&value)
                        .map_err(|why| crate::words::say(crate::i18n::Lang::En, &why))
                });
            if let Err(why) = terms {
                findings.push((
                    id,
                    Finding::Broken(format!(
                        "game {id}: its stored terms {} are not allowed ({why}); it is played on the default terms",
                        row.terms
                    )),
                ));
                continue;
            }
            let kind = kind_of(&row)?;
            let moves = store::games::moves_of(&mut conn, id).await?;
            let seed = seed_of(&row)?;
            let finding = match replay(&row, kind, &seed, &moves, Seq::NEVER, &[])? {
                Err(e) => Finding::Broken(e.to_string()),
                Ok(_) if let Some(seq) = first_unforced_auto(&row, kind, &seed, &moves)? => {
                    Finding::Broken(format!(
                        "game {id}: move {seq} is logged as forced (\"auto\") but was not its seat's only legal action there"
                    ))
                }
                Ok(replayed) => {
                    let fresh = replayed.game.snapshot();
                    if row.snapshot_seq == Some(row.seq) && row.snapshot.as_deref() == Some(&fresh)
                    {
                        Finding::Ok
                    } else {
                        let rebuilt = repair && self.repair_snapshot(&row, fresh).await?;
                        Finding::SnapshotDiffers { rebuilt }
                    }
                }
            };
            findings.push((id, finding));
        }
        Ok(findings)
    }
}

impl Herald {
    /// Replaces the snapshot of the game of `row` with `fresh`, the state its log replays
    /// to, by the one writer, unless the game moved on since `row` was read (its move wrote
    /// a snapshot of its own). Answers whether it was replaced.
    ///
    /// # Errors
    /// Database errors.
    async fn repair_snapshot(&self, row: &GameRow, fresh: String) -> Result<bool, ServiceError> {
        let repair = SnapshotRepair {
            game_id: row.id,
            version: row.version,
            seq: row.seq,
            state: fresh,
        };
        let written = self.db.writer.write_snapshot_repair(repair).await;
        let rebuilt = self.rung(written, false, "repair a snapshot")?;
        if !rebuilt {
            tracing::info!(game = %row.id, "not repaired: the game moved on meanwhile");
        }
        Ok(rebuilt)
    }
}
