//! Export and import: a game as one JSON document (kind, engine version, options, terms,
//! seats, the full log and the seed), so a game can be kept, studied, or continued on
//! another server. A finished game's document is its players' to download; an unfinished
//! game's holds the secret seed, so only the operator exports it (`herald export`).
//! Import replays and checks every move before anything is stored.

mod check;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use sqlx::SqliteConnection;

use self::check::{CheckedDocument, check_document};
use super::game::start::first_clocks;
use super::game::table::GameTable;
use super::history::shown_by;
use super::loaders::{may_see, no_such_game};
use super::mail_out::notify::{self, MailEvent, MailGame};
use super::replay::kind_of;
use super::terms::Terms;
use super::{Herald, ServiceError, User};
use crate::clock::rfc3339;
use crate::domain::{GameId, GameStatus, Millis, Seq};
use crate::engine::Seat;
use crate::engine::auto::By;
use crate::games::kind as find_kind;
use crate::store;
use crate::store::users::UserRow;

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
    pub seq: Seq,
    /// The seat that moved.
    pub seat: String,
    /// The notation.
    pub action: String,
    /// When (RFC 3339).
    pub at: String,
    /// Who decided it: `"player"`, `"mail"` (the player, in a reply to a turn mail), `"auto"` (the server: the seat's only legal action) or
    /// `"orders"` (the server: the seat's standing orders). Before a game's end an
    /// `orders` move is exported as `"player"`, so that orders never show. Documents
    /// written before it existed have none: `"player"`.
    #[serde(default = "by_player")]
    pub by: String,
}

fn by_player() -> String {
    By::Player.as_str().to_string()
}

/// Who asks for an export or import: a player through the API, or the operator's CLI.
#[derive(Clone, Copy, Debug)]
pub enum Requester<'a> {
    /// A signed-in player.
    Player(&'a User),
    /// The operator (the CLI): may export unfinished games and import for anyone.
    Operator,
}

/// A 422 with `message`.
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
        id: GameId,
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
                    // As a spectator sees it: orders show only once the game is over.
                    by: shown_by(
                        m.made_by,
                        Seat(m.seat_index as u8),
                        None,
                        row.status == GameStatus::Finished,
                    )
                    .as_str()
                    .to_string(),
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
    ) -> Result<GameId, ServiceError> {
        let now = self.clock.now_ms();
        let checked = check_document(doc, now)?;
        may_import(who, doc, &checked)?;
        let mut tx = self.db.begin_write().await?;
        let players = accounts_of(&mut tx, doc, checked.status()).await?;
        let (creator, record_of) = creator_of(who, &players)?;
        let id = insert_game(&mut tx, doc, &checked, creator).await?;
        let invited = seat_players(&mut tx, id, &checked, &players, record_of).await?;
        let to_act = write_log(&mut tx, id, &checked, now).await?;
        if record_of.is_some() && !invited.is_empty() {
            store::records::set_record_of(&mut tx, id, record_of).await?;
        }
        let imported = Imported {
            id,
            to_act,
            invited,
        };
        let queued = self
            .queue_import_mails(&mut tx, who, &checked, &imported, now)
            .await?;
        tx.commit().await?;
        if queued {
            self.mail_bell.notify_one();
        }
        tracing::info!(
            game = %id,
            kind = checked.kind.kind(),
            moves = checked.log.len(),
            record = record_of.is_some(),
            "game imported"
        );
        Ok(id)
    }

    /// Queues the mails of an imported game: its seats to act get their turn (an
    /// unfinished game), the players invited to accept a record are asked (a player's
    /// import). Returns whether mail was queued.
    async fn queue_import_mails(
        &self,
        conn: &mut SqliteConnection,
        who: Requester<'_>,
        checked: &CheckedDocument,
        imported: &Imported,
        now: Millis,
    ) -> Result<bool, ServiceError> {
        let GameTable { row, seats, .. } = GameTable::load(conn, imported.id).await?;
        let about = MailGame {
            row: &row,
            kind: checked.kind,
            seats: &seats,
        };
        let mut mails = Vec::new();
        if checked.status() == GameStatus::Active {
            for index in &imported.to_act {
                let event = MailEvent::Turn {
                    since: Vec::new(),
                    board: notify::board_of(checked.kind, checked.game.as_ref(), *index, &[]),
                    choices: notify::choices_of(&self.settings, checked.game.as_ref(), *index),
                };
                mails.extend(notify::render(&self.settings, &about, *index, event)?);
            }
        }
        if let Requester::Player(importer) = who {
            for (index, to) in &imported.invited {
                let event = MailEvent::Record {
                    by: &importer.name,
                    to,
                };
                mails.extend(notify::render(&self.settings, &about, *index, event)?);
            }
        }
        for mail in &mails {
            store::outbox::queue(conn, mail, now).await?;
        }
        Ok(!mails.is_empty())
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
        id: GameId,
        accept: bool,
    ) -> Result<(), ServiceError> {
        let mut tx = self.db.begin_write().await?;
        let GameTable { row, seats, .. } = GameTable::load(&mut tx, id).await?;
        let mine = seats.iter().find(|s| s.invited_id == Some(user.id));
        match (row.record_of, mine) {
            (Some(_), Some(seat)) => {
                if accept {
                    store::records::accept_record_seat(&mut tx, id, seat.seat_index).await?;
                } else {
                    store::records::delete_game(&mut tx, id).await?;
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
        tracing::info!(game = %id, by = %user.name, accept, "record answered");
        Ok(())
    }

    /// The records other players imported with `user` in a seat, waiting for `user` to
    /// accept or decline them: (game id, importer's name).
    ///
    /// # Errors
    /// Database errors.
    pub async fn records_waiting(&self, user: &User) -> Result<Vec<RecordWaiting>, ServiceError> {
        let mut conn = self.db.acquire().await?;
        let rows = store::records::records_waiting_for(&mut conn, user.id).await?;
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
    pub id: GameId,
    /// Its kind.
    pub kind: &'static str,
    /// The kind's title.
    pub title: &'static str,
    /// Who imported it.
    pub imported_by: String,
    /// Its result.
    pub result: Option<Value>,
}

/// A game as just imported: its id, the seats to act, the players invited to accept it.
struct Imported {
    id: GameId,
    to_act: Vec<usize>,
    invited: Vec<(usize, UserRow)>,
}

/// A player imports only a game they played in, and only a finished one, as a record of
/// it; the operator imports any.
fn may_import(
    who: Requester<'_>,
    doc: &GameDocument,
    checked: &CheckedDocument,
) -> Result<(), ServiceError> {
    let Requester::Player(user) = who else {
        return Ok(());
    };
    if !doc.seats.iter().any(|s| {
        s.player
            .as_deref()
            .is_some_and(|p| p.eq_ignore_ascii_case(&user.name))
    }) {
        return Err(ServiceError::Forbidden(
            "you can import only a game you played in: your name is in none of its seats".into(),
        ));
    }
    if checked.finished_with.is_none() {
        return Err(unprocessable(
            "only a finished game can be imported here, as a record of it: an unfinished game holds its secret seed and moves between servers with the operator's `herald import`".into(),
        ));
    }
    Ok(())
}

/// The document's players, by name, seat by seat; an unfinished game needs every one of
/// them here.
async fn accounts_of(
    conn: &mut SqliteConnection,
    doc: &GameDocument,
    status: GameStatus,
) -> Result<Vec<Option<UserRow>>, ServiceError> {
    let mut players = Vec::with_capacity(doc.seats.len());
    for s in &doc.seats {
        let user = match &s.player {
            Some(name) => store::users::by_name(conn, name).await?,
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
    Ok(players)
}

/// Who the imported game is created by, and whose record it is: a player's import is
/// theirs; the operator's is created by the first of its players with an account here.
fn creator_of(
    who: Requester<'_>,
    players: &[Option<UserRow>],
) -> Result<(i64, Option<i64>), ServiceError> {
    match who {
        Requester::Player(user) => Ok((user.id, Some(user.id))),
        Requester::Operator => {
            let first = players.iter().flatten().map(|u| u.id).next();
            let creator = first.ok_or_else(|| {
                unprocessable("none of the document's players has an account here".into())
            })?;
            Ok((creator, None))
        }
    }
}

/// Stores the game itself (kind, options, terms, seed) as created when the document says.
async fn insert_game(
    conn: &mut SqliteConnection,
    doc: &GameDocument,
    checked: &CheckedDocument,
    creator: i64,
) -> Result<GameId, ServiceError> {
    let options_text = checked.options.to_string();
    let terms_text = checked.terms.to_json().to_string();
    let id = store::games::insert(
        conn,
        &store::games::NewGame {
            kind: checked.kind.kind(),
            engine_version: checked.kind.version(),
            options: &options_text,
            terms: &terms_text,
            seed: &doc.seed,
            seed_hash: &doc.seed_hash,
            created_by: creator,
            now: checked.created_at,
        },
    )
    .await?;
    Ok(id)
}

/// Seats the players of game `id`. A player's record (`record_of` the importer) seats the
/// importer; every other player is invited to accept it. Returns those invited, by seat.
async fn seat_players(
    conn: &mut SqliteConnection,
    id: GameId,
    checked: &CheckedDocument,
    players: &[Option<UserRow>],
    record_of: Option<i64>,
) -> Result<Vec<(usize, UserRow)>, ServiceError> {
    let mut invited = Vec::new();
    for (index, (name, user)) in checked.kind.seats().iter().zip(players).enumerate() {
        let (user_id, invited_id) = match (user, record_of) {
            (Some(u), Some(importer)) if u.id != importer => {
                invited.push((index, u.clone()));
                (None, Some(u.id))
            }
            (user, _) => (user.as_ref().map(|u| u.id), None),
        };
        let bank = checked.terms.initial_bank();
        store::games::insert_seat(conn, id, index, name, user_id, invited_id, bank).await?;
    }
    Ok(invited)
}

/// Writes game `id`'s log and where it leaves the game: whose turn it is, fresh clocks,
/// the status and result, and a snapshot. Returns the seats to act.
async fn write_log(
    conn: &mut SqliteConnection,
    id: GameId,
    checked: &CheckedDocument,
    now: Millis,
) -> Result<Vec<usize>, ServiceError> {
    let CheckedDocument {
        kind,
        terms,
        log,
        game,
        finished_with,
        created_at,
        ..
    } = checked;
    let (status, created_at) = (checked.status(), *created_at);
    store::games::update_progress(
        conn,
        id,
        Seq::SETUP,
        GameStatus::Active,
        None,
        None,
        created_at,
    )
    .await?;
    store::games::import_log(conn, id, log).await?;
    let to_act: Vec<usize> = if status == GameStatus::Active {
        game.to_act().iter().map(|s| s.index()).collect()
    } else {
        Vec::new()
    };
    // A seat's last move is its player's own (see `store::commit`).
    let mover = log
        .iter()
        .rev()
        .find(|m| m.made_by.is_players())
        .map(|m| (m.seat_index as usize, m.seq));
    store::games::set_turn(conn, id, &to_act, mover).await?;
    let clocks = first_clocks(*terms, kind.seats().len(), &to_act, now);
    store::clocks::set_clocks(conn, id, &clocks).await?;
    let result_text = finished_with.as_ref().map(Value::to_string);
    let turn_since = (status == GameStatus::Active).then_some(now);
    let last_at = log.last().map_or(created_at, |m| m.at);
    store::games::update_progress(
        conn,
        id,
        Seq::last_of(log.len()),
        status,
        result_text.as_deref(),
        turn_since,
        last_at.max(created_at),
    )
    .await?;
    store::games::put_snapshot(conn, id, Seq::last_of(log.len()), &game.snapshot()).await?;
    Ok(to_act)
}
