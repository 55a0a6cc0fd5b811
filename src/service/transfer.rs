//! Export and import: a game as one JSON document (kind, engine version, options, terms,
//! seats, the full log and the seed), so a game can be kept, studied, or continued on
//! another server. A finished game's document is its players' to download; an unfinished
//! game's holds the secret seed, so only the operator exports it (`herald export`).
//! Import replays and checks every move before anything is stored.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::ending::Ending;
use super::notify::{self, MailEvent, MailGame};
use super::replay::{kind_of, replay};
use super::result::result_json;
use super::table::{GameTable, may_see, no_such_game};
use super::terms::{self, SeatClock, Terms};
use super::{Herald, ServiceError, User};
use crate::clock::rfc3339;
use crate::domain::GameStatus;
use crate::engine::Seed;
use crate::engine::registry::{Game, Kind};
use crate::games::kind as find_kind;
use crate::store;
use crate::store::games::ClockWrite;

/// The format's name and version, first in every document.
pub const FORMAT: &str = "herald-game/1";

/// A game as a document.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct GameDocument {
    /// Always [`FORMAT`].
    pub format: String,
    /// The kind.
    pub kind: String,
    /// The rules engine version the game was played on.
    pub engine_version: u32,
    /// The rules' options, normalized.
    pub options: Value,
    /// The terms (clock, time-out, vacation).
    pub terms: Value,
    /// Seats in order with their players' names.
    pub seats: Vec<DocumentSeat>,
    /// open | active | finished | abandoned.
    pub status: String,
    /// The result once finished.
    pub result: Option<Value>,
    /// The secret seed, hex.
    pub seed: String,
    /// Its SHA-256, hex.
    pub seed_hash: String,
    /// When the game was created.
    pub created_at: String,
    /// The log.
    pub moves: Vec<DocumentMove>,
}

/// A seat in a document.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct DocumentSeat {
    /// The seat's name.
    pub seat: String,
    /// Its player's name, if taken.
    pub player: Option<String>,
}

/// A move in a document.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct DocumentMove {
    /// 1-based number.
    pub seq: i64,
    /// The seat that moved.
    pub seat: String,
    /// The notation.
    pub action: String,
    /// When (RFC 3339).
    pub at: String,
}

/// Who asks for an export or import: a player through the API, or the operator's CLI.
#[derive(Clone, Copy, Debug)]
pub enum Requester<'a> {
    /// A signed-in player.
    Player(&'a User),
    /// The operator (the CLI): may export unfinished games and import for anyone.
    Operator,
}

fn parse_time(text: &str) -> Option<i64> {
    let t =
        time::OffsetDateTime::parse(text, &time::format_description::well_known::Rfc3339).ok()?;
    Some((t.unix_timestamp_nanos() / 1_000_000) as i64)
}

fn unprocessable(message: String) -> ServiceError {
    ServiceError::Unprocessable(message)
}

impl Herald {
    /// Game `id` as a document.
    ///
    /// # Errors
    /// 404 no game; 403 a player's export of a game they do not play; 409 a player's
    /// export of an unfinished game.
    pub async fn export_game(
        &self,
        who: Requester<'_>,
        id: i64,
    ) -> Result<GameDocument, ServiceError> {
        let mut conn = self.db.acquire().await?;
        let GameTable { row, seats, .. } = GameTable::load(&mut conn, id).await?;
        if let Requester::Player(user) = who {
            if !may_see(&row, &seats, Some(user)) {
                return Err(no_such_game(id));
            }
            if !seats.iter().any(|s| s.user_id == Some(user.id)) {
                return Err(ServiceError::Forbidden(format!(
                    "only the players of game {id} may download it"
                )));
            }
            if row.status != GameStatus::Finished {
                return Err(ServiceError::Conflict(format!(
                    "game {id} is not finished: an unfinished game holds its secret seed, so only the server's operator can export it (herald export {id})"
                )));
            }
        }
        let moves = store::games::moves_of(&mut conn, id).await?;
        let kind = kind_of(&row)?;
        Ok(GameDocument {
            format: FORMAT.to_string(),
            kind: row.kind.clone(),
            engine_version: u32::try_from(row.engine_version).unwrap_or(0),
            options: serde_json::from_str(&row.options).unwrap_or(Value::Null),
            terms: Terms::from_stored(&row.terms).to_json(),
            seats: seats
                .iter()
                .map(|s| DocumentSeat {
                    seat: s.seat.clone(),
                    player: s.player.clone(),
                })
                .collect(),
            status: row.status.to_string(),
            result: row
                .result
                .as_deref()
                .and_then(|r| serde_json::from_str(r).ok()),
            seed: row.seed.clone(),
            seed_hash: row.seed_hash.clone(),
            created_at: rfc3339(row.created_at),
            moves: moves
                .iter()
                .map(|m| DocumentMove {
                    seq: m.seq,
                    seat: kind.seats()[m.seat_index as usize].to_string(),
                    action: m.action.clone(),
                    at: rfc3339(m.at),
                })
                .collect(),
        })
    }

    /// Creates a game from a document after replaying and checking every move. Returns
    /// the new game's id.
    ///
    /// The document is held to what the server would have allowed: its terms to the
    /// limits of `POST /api/games`, its times in order, one seat per player, and its
    /// result to the one its log reaches (or, for a game its log does not end, to one of
    /// the endings the server records outside the log, in the server's own words).
    ///
    /// A player imports only a finished game, and only as a record: the other seated
    /// players with an account here are invited to accept it (a mail tells them), and
    /// until each has, the game is seen by the importer and them alone. The operator
    /// imports any game for its players (an unfinished one continues from its last move
    /// with the same seed, so the same dice, and its seats to act get their turn mail).
    ///
    /// # Errors
    /// 422 for a document that does not check out (each message names what is wrong);
    /// 403 when a player imports a game they are not named in.
    pub async fn import_game(
        &self,
        who: Requester<'_>,
        doc: &GameDocument,
    ) -> Result<i64, ServiceError> {
        let now = self.clock.now_ms();
        let checked = check_document(doc, now)?;
        let CheckedDocument {
            kind,
            options,
            terms,
            log,
            game,
            finished_with,
            created_at,
        } = checked;
        if let Requester::Player(user) = who {
            if !doc.seats.iter().any(|s| {
                s.player
                    .as_deref()
                    .is_some_and(|p| p.eq_ignore_ascii_case(&user.name))
            }) {
                return Err(ServiceError::Forbidden(
                    "you can import only a game you played in: your name is in none of its seats"
                        .into(),
                ));
            }
            if finished_with.is_none() {
                return Err(unprocessable(
                    "only a finished game can be imported here, as a record of it: an unfinished game holds its secret seed and moves between servers with the operator's `herald import`".into(),
                ));
            }
        }
        let status = if finished_with.is_some() {
            GameStatus::Finished
        } else {
            GameStatus::Active
        };
        let last_at = log.last().map_or(created_at, |m| m.at);

        let mut tx = self.db.begin_write().await?;
        // The players, by name; an unfinished game needs every one of them here.
        let mut players = Vec::with_capacity(doc.seats.len());
        for s in &doc.seats {
            let user = match &s.player {
                Some(name) => store::users::by_name(&mut tx, name).await?,
                None => None,
            };
            if user.is_none() && status != GameStatus::Finished {
                return Err(unprocessable(format!(
                    "the {} seat's player ({}) has no account here; every player of an unfinished game must sign up first",
                    s.seat,
                    s.player.as_deref().unwrap_or("nobody")
                )));
            }
            players.push(user);
        }
        let (creator, record_of) = match who {
            Requester::Player(user) => (user.id, Some(user.id)),
            Requester::Operator => (
                players
                    .iter()
                    .flatten()
                    .map(|u| u.id)
                    .next()
                    .ok_or_else(|| {
                        unprocessable("none of the document's players has an account here".into())
                    })?,
                None,
            ),
        };
        let options_text = options.to_string();
        let terms_text = terms.to_json().to_string();
        let id = store::games::insert(
            &mut tx,
            &store::games::NewGame {
                kind: kind.kind(),
                engine_version: kind.version(),
                options: &options_text,
                terms: &terms_text,
                seed: &doc.seed,
                seed_hash: &doc.seed_hash,
                created_by: creator,
                now: created_at,
            },
        )
        .await?;
        // A player's record seats the importer; every other player is invited to accept it.
        let mut invited = Vec::new();
        for (index, (name, user)) in kind.seats().iter().zip(&players).enumerate() {
            let (user_id, invited_id) = match (user, record_of) {
                (Some(u), Some(importer)) if u.id != importer => {
                    invited.push((index, u.clone()));
                    (None, Some(u.id))
                }
                (user, _) => (user.as_ref().map(|u| u.id), None),
            };
            store::games::insert_seat(
                &mut tx,
                id,
                index,
                name,
                user_id,
                invited_id,
                terms.initial_bank(),
            )
            .await?;
        }
        store::games::update_progress(&mut tx, id, 0, GameStatus::Active, None, None, created_at)
            .await?;
        store::games::import_log(&mut tx, id, &log).await?;
        let to_act: Vec<usize> = if status == GameStatus::Active {
            game.to_act().iter().map(|s| s.index()).collect()
        } else {
            Vec::new()
        };
        let mover = log.last().map(|m| (m.seat_index as usize, m.seq));
        store::games::set_turn(&mut tx, id, &to_act, mover).await?;
        let clocks: Vec<ClockWrite> = (0..kind.seats().len())
            .map(|index| {
                let clock = SeatClock {
                    deadline: None,
                    bank_ms: terms.initial_bank(),
                };
                let next = terms::next_clock(terms, clock, false, to_act.contains(&index), now);
                ClockWrite {
                    deadline: next.deadline,
                    bank_ms: next.bank_ms,
                }
            })
            .collect();
        store::clocks::set_clocks(&mut tx, id, &clocks).await?;
        let result_text = finished_with.as_ref().map(Value::to_string);
        let turn_since = (status == GameStatus::Active).then_some(now);
        store::games::update_progress(
            &mut tx,
            id,
            log.len() as i64,
            status,
            result_text.as_deref(),
            turn_since,
            last_at.max(created_at),
        )
        .await?;
        store::games::put_snapshot(&mut tx, id, log.len() as i64, &game.snapshot()).await?;
        if record_of.is_some() && !invited.is_empty() {
            store::games::set_record_of(&mut tx, id, record_of).await?;
        }
        let mut queued = false;
        let GameTable { row, seats, .. } = GameTable::load(&mut tx, id).await?;
        let about = MailGame {
            row: &row,
            kind,
            seats: &seats,
        };
        let mut mails = Vec::new();
        if status == GameStatus::Active {
            for index in &to_act {
                let event = MailEvent::Turn { since: Vec::new() };
                mails.extend(notify::render(&self.settings, &about, *index, event)?);
            }
        }
        if let Requester::Player(importer) = who {
            for (index, to) in &invited {
                let event = MailEvent::Record {
                    by: &importer.name,
                    to,
                };
                mails.extend(notify::render(&self.settings, &about, *index, event)?);
            }
        }
        for mail in &mails {
            store::outbox::queue(&mut tx, mail, now).await?;
            queued = true;
        }
        tx.commit().await?;
        if queued {
            self.mail_bell.notify_one();
        }
        tracing::info!(
            game = id,
            kind = kind.kind(),
            moves = log.len(),
            record = record_of.is_some(),
            "game imported"
        );
        Ok(id)
    }

    /// `user` accepts (or declines) the record of game `id` that another player imported
    /// with them in a seat. Accepted by every player, the record is a game like any other;
    /// declined by one, it is deleted, for the importer too.
    ///
    /// # Errors
    /// 404 no such game, or one `user` may not see; 403 the importer answering their own
    /// record; 409 nothing to answer (already accepted, or not a record).
    pub async fn answer_record(
        &self,
        user: &User,
        id: i64,
        accept: bool,
    ) -> Result<(), ServiceError> {
        let mut tx = self.db.begin_write().await?;
        let GameTable { row, seats, .. } = GameTable::load(&mut tx, id).await?;
        let mine = seats.iter().find(|s| s.invited_id == Some(user.id));
        match (row.record_of, mine) {
            (Some(_), Some(seat)) => {
                if accept {
                    store::games::accept_record_seat(&mut tx, id, seat.seat_index).await?;
                } else {
                    store::games::delete_game(&mut tx, id).await?;
                }
            }
            (Some(importer), None) if importer == user.id => {
                return Err(ServiceError::Forbidden(format!(
                    "you imported game {id}; the other players accept or decline the record, not you"
                )));
            }
            (Some(_), None) => return Err(no_such_game(id)),
            (None, _) if seats.iter().any(|s| s.user_id == Some(user.id)) => {
                return Err(ServiceError::Conflict(format!(
                    "the record of game {id} is already in your games; there is nothing to accept"
                )));
            }
            (None, _) => {
                return Err(ServiceError::NotFound(format!(
                    "game {id} is not a record waiting for you; see GET /api/records for those that are"
                )));
            }
        }
        tx.commit().await?;
        tracing::info!(game = id, by = %user.name, accept, "record answered");
        Ok(())
    }

    /// The records other players imported with `user` in a seat, waiting for `user` to
    /// accept or decline them: (game id, importer's name).
    ///
    /// # Errors
    /// Database errors.
    pub async fn records_waiting(&self, user: &User) -> Result<Vec<RecordWaiting>, ServiceError> {
        let mut conn = self.db.acquire().await?;
        let rows = store::games::records_waiting_for(&mut conn, user.id).await?;
        Ok(rows
            .into_iter()
            .filter_map(|(id, kind, importer, result)| {
                let kind = find_kind(&kind)?;
                Some(RecordWaiting {
                    id,
                    kind: kind.kind(),
                    title: kind.title(),
                    imported_by: importer,
                    result: result.and_then(|r| serde_json::from_str(&r).ok()),
                })
            })
            .collect())
    }
}

/// A record waiting for its player's answer.
#[derive(Clone, Debug)]
pub struct RecordWaiting {
    /// The game.
    pub id: i64,
    /// Its kind.
    pub kind: &'static str,
    /// The kind's title.
    pub title: &'static str,
    /// Who imported it.
    pub imported_by: String,
    /// Its result.
    pub result: Option<Value>,
}

/// A document that checked out, ready to store.
struct CheckedDocument {
    kind: &'static dyn Kind,
    options: Value,
    terms: Terms,
    log: Vec<store::games::MoveRow>,
    game: Box<dyn Game>,
    /// The result, if the game is finished.
    finished_with: Option<Value>,
    created_at: i64,
}

/// Moves may be stamped this far past the importing server's clock (another server's
/// clock may run a little ahead).
const CLOCK_SKEW_MS: i64 = 10 * 60 * 1000;

/// Checks everything a document says against what the server allows, replaying its log.
fn check_document(doc: &GameDocument, now: i64) -> Result<CheckedDocument, ServiceError> {
    if doc.format != FORMAT {
        return Err(unprocessable(format!(
            "this is not a Herald game document (format \"{}\"; expected \"{FORMAT}\")",
            doc.format
        )));
    }
    let kind = find_kind(&doc.kind)
        .ok_or_else(|| unprocessable(format!("this server does not play \"{}\"", doc.kind)))?;
    if doc.seats.len() != kind.seats().len()
        || doc
            .seats
            .iter()
            .zip(kind.seats())
            .any(|(a, b)| a.seat != *b)
    {
        return Err(unprocessable(format!(
            "the seats must be {} in that order",
            kind.seats().join(", ")
        )));
    }
    for (i, a) in doc.seats.iter().enumerate() {
        let Some(name) = &a.player else { continue };
        if let Some(b) = doc.seats[i + 1..].iter().find(|b| {
            b.player
                .as_deref()
                .is_some_and(|p| p.eq_ignore_ascii_case(name))
        }) {
            return Err(unprocessable(format!(
                "{name} sits in both the {} and the {} seat; a player takes one seat of a game",
                a.seat, b.seat
            )));
        }
    }
    let seed = Seed::from_hex(&doc.seed)
        .map_err(|e| unprocessable(format!("the seed is not valid: {e}")))?;
    if seed.hash_hex() != doc.seed_hash {
        return Err(unprocessable(
            "the seed does not match its seed_hash: the document was changed".into(),
        ));
    }
    let options = kind
        .normalize_options(&doc.options)
        .map_err(|e| unprocessable(format!("options: {e}")))?;
    let terms = Terms::from_json(&doc.terms)
        .map_err(|e| unprocessable(format!("the document's terms are not allowed: {e}")))?;
    let created_at = parse_time(&doc.created_at).ok_or_else(|| {
        unprocessable(format!(
            "created_at \"{}\" is not an RFC 3339 time",
            doc.created_at
        ))
    })?;
    let latest = now.saturating_add(CLOCK_SKEW_MS);
    if created_at > latest {
        return Err(unprocessable(format!(
            "the game was created at {} by the document, which is in the future",
            doc.created_at
        )));
    }
    let mut log = Vec::with_capacity(doc.moves.len());
    let mut previous = created_at;
    for (i, m) in doc.moves.iter().enumerate() {
        let seat = kind.seat(&m.seat).ok_or_else(|| {
            unprocessable(format!("move {}: there is no seat \"{}\"", m.seq, m.seat))
        })?;
        if m.seq != i as i64 + 1 {
            return Err(unprocessable(format!(
                "move {} is out of order: the moves must be numbered 1, 2, 3, …",
                m.seq
            )));
        }
        let at = parse_time(&m.at).ok_or_else(|| {
            unprocessable(format!(
                "move {}: \"{}\" is not an RFC 3339 time",
                m.seq, m.at
            ))
        })?;
        if at < previous || at > latest {
            return Err(unprocessable(format!(
                "move {} is stamped {}, before the move or the game before it or in the future; moves are stamped in order",
                m.seq, m.at
            )));
        }
        previous = at;
        log.push(store::games::MoveRow {
            seq: m.seq,
            seat_index: seat.index() as i64,
            action: m.action.clone(),
            at,
        });
    }
    let probe = store::games::GameRow {
        id: 0,
        kind: doc.kind.clone(),
        engine_version: i64::from(kind.version()),
        options: options.to_string(),
        seed: doc.seed.clone(),
        seed_hash: doc.seed_hash.clone(),
        status: GameStatus::Active,
        result: None,
        seq: 0,
        created_at,
        updated_at: created_at,
        turn_since: None,
        terms: terms.to_json().to_string(),
        proposal: None,
        proposed_by: None,
        paused_at: None,
        record_of: None,
        version: 0,
        snapshot_seq: None,
        snapshot: None,
    };
    let replayed = replay(&probe, kind, &seed, &log, i64::MAX, &[])?.map_err(|e| {
        unprocessable(format!(
            "the log does not replay here: move {} (\"{}\"): {}",
            e.seq, e.action, e.error
        ))
    })?;
    let game = replayed.game;
    let stated = || {
        doc.result
            .as_ref()
            .map_or_else(|| "none".to_string(), Value::to_string)
    };
    // The status and the result come from the log; the document only has to agree.
    let finished_with = match game.outcome() {
        Some(outcome) => {
            let reached = result_json(kind, &outcome);
            if doc.status != "finished" || doc.result.as_ref() != Some(&reached) {
                return Err(unprocessable(format!(
                    "the document's result ({}, status {}) is not the one its log reaches: {reached}, finished",
                    stated(),
                    doc.status
                )));
            }
            Some(reached)
        }
        None if doc.status == "finished" => {
            let ending = doc
                .result
                .as_ref()
                .and_then(|result| Ending::of_result(kind, result))
                .ok_or_else(|| {
                    unprocessable(format!(
                        "the document says the game is finished with the result {}, but its log does not end it and that result is none the server records for a game ended outside its moves (e.g. {})",
                        stated(),
                        Ending::Resigned { seat: 0 }.result(kind)
                    ))
                })?;
            Some(ending.result(kind))
        }
        None => {
            if doc.result.is_some() {
                return Err(unprocessable(format!(
                    "the document's status is {} but it states a result ({}); its log does not end the game",
                    doc.status,
                    stated()
                )));
            }
            None
        }
    };
    Ok(CheckedDocument {
        kind,
        options,
        terms,
        log,
        game,
        finished_with,
        created_at,
    })
}
