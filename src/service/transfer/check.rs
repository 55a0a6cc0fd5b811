//! The checks an imported document must pass before anything is stored: it is a Herald
//! document of a kind this server plays, its seats and seed are in order, its terms within
//! the server's limits, its times in order, its log replays, and its status and result are
//! the ones the log reaches.

use serde_json::Value;

use super::{FORMAT, GameDocument, refused_document};
use crate::domain::{GameId, GameStatus, Millis, Seq};
use crate::engine::Seed;
use crate::engine::auto::By;
use crate::engine::game::Game;
use crate::engine::kind::Kind;
use crate::games::kind as find_kind;
use crate::msg;
use crate::service::ServiceError;
use crate::service::game::ending::Ending;
use crate::service::replay::{first_unforced_auto, replay};
use crate::service::result::result_json;
use crate::service::terms::Terms;
use crate::store::games::{GameRow, MoveRow};

/// Moves may be stamped this far past the importing server's clock (another server's
/// clock may run a little ahead).
const CLOCK_SKEW_MS: i64 = 10 * 60 * 1000;

/// A document that checked out, ready to store.
pub(super) struct CheckedDocument {
    /// The kind.
    pub(super) kind: &'static dyn Kind,
    /// The rules' options, normalized.
    pub(super) options: Value,
    /// The terms.
    pub(super) terms: Terms,
    /// The log, as rows to store.
    pub(super) log: Vec<MoveRow>,
    /// The game as its log leaves it.
    pub(super) game: Box<dyn Game>,
    /// The result, if the game is finished.
    pub(super) finished_with: Option<Value>,
    /// When the game was created.
    pub(super) created_at: Millis,
    /// The seed, which matches the document's hash.
    pub(super) seed: Seed,
}

impl CheckedDocument {
    /// Finished when it has a result, else active (it continues from its last move).
    pub(super) fn status(&self) -> GameStatus {
        if self.finished_with.is_some() {
            GameStatus::Finished
        } else {
            GameStatus::Active
        }
    }
}

/// Checks everything a document says against what the server allows, replaying its log.
pub(super) fn check_document(
    doc: &GameDocument,
    now: Millis,
) -> Result<CheckedDocument, ServiceError> {
    if doc.format != FORMAT {
        return Err(refused_document(msg!(
            "import-refused-format",
            format = doc.format.as_str(),
            expected = FORMAT
        )));
    }
    let kind = find_kind(&doc.kind).ok_or_else(|| {
        refused_document(msg!(
            "import-refused-kind",
            kind = doc.kind.as_str(),
            kinds = crate::games::kinds()
                .iter()
                .map(|k| k.kind())
                .collect::<Vec<_>>()
                .join(", ")
        ))
    })?;
    check_seats(doc, kind)?;
    let seed = check_seed(doc)?;
    let options = kind
        .normalize_options(&doc.options)
        .map_err(|e| refused_document(msg!("import-refused-options", why = e.msg)))?;
    let terms = Terms::from_json(&doc.terms)
        .map_err(|why| refused_document(msg!("import-refused-terms", why = why)))?;
    let latest = now + CLOCK_SKEW_MS;
    let created_at = check_created_at(doc, latest)?;
    let log = check_log(doc, kind, created_at, latest)?;
    let probe = probe_row(doc, kind, &options, &terms, created_at);
    let game = replay_checking_auto(&probe, kind, &seed, &log, terms.auto_forced)?;
    let finished_with = check_result(doc, kind, game.as_ref())?;
    Ok(CheckedDocument {
        kind,
        options,
        terms,
        log,
        game,
        finished_with,
        created_at,
        seed,
    })
}

/// The kind's seats in its order, and one seat per player.
fn check_seats(doc: &GameDocument, kind: &dyn Kind) -> Result<(), ServiceError> {
    if doc.seats.len() != kind.seats().len()
        || doc
            .seats
            .iter()
            .zip(kind.seats())
            .any(|(a, b)| a.seat != *b)
    {
        return Err(refused_document(msg!(
            "import-refused-seats",
            seats = kind.seats().join(", ")
        )));
    }
    for (i, a) in doc.seats.iter().enumerate() {
        let Some(name) = &a.player else { continue };
        if let Some(b) = doc.seats[i + 1..].iter().find(|b| {
            b.player
                .as_deref()
                .is_some_and(|p| p.eq_ignore_ascii_case(name))
        }) {
            return Err(refused_document(msg!(
                "import-refused-seated-twice",
                name = name.as_str(),
                first = a.seat.as_str(),
                second = b.seat.as_str()
            )));
        }
    }
    Ok(())
}

/// The seed, which must match its hash.
fn check_seed(doc: &GameDocument) -> Result<Seed, ServiceError> {
    let seed =
        Seed::from_hex(&doc.seed).map_err(|_| refused_document(msg!("import-refused-seed")))?;
    if seed.hash_hex() != doc.seed_hash {
        return Err(refused_document(msg!("import-refused-seed-hash")));
    }
    Ok(seed)
}

/// When the game was created, no later than `latest`.
fn check_created_at(doc: &GameDocument, latest: Millis) -> Result<Millis, ServiceError> {
    let created_at = parse_time(&doc.created_at).ok_or_else(|| {
        refused_document(msg!(
            "import-refused-created-at",
            written = doc.created_at.as_str()
        ))
    })?;
    if created_at > latest {
        return Err(refused_document(msg!(
            "import-refused-created-later",
            written = doc.created_at.as_str()
        )));
    }
    Ok(created_at)
}

/// The moves as rows: each by a seat of the kind, numbered 1, 2, 3, …, and stamped in
/// order from the game's creation to no later than `latest`.
fn check_log(
    doc: &GameDocument,
    kind: &dyn Kind,
    created_at: Millis,
    latest: Millis,
) -> Result<Vec<MoveRow>, ServiceError> {
    let mut log = Vec::with_capacity(doc.moves.len());
    let mut previous = created_at;
    for (i, m) in doc.moves.iter().enumerate() {
        let seat = kind.seat(&m.seat).ok_or_else(|| {
            refused_document(msg!(
                "import-refused-move-seat",
                seq = m.seq.0,
                seat = m.seat.as_str(),
                seats = kind.seats().join(", ")
            ))
        })?;
        if m.seq != Seq::last_of(i + 1) {
            return Err(refused_document(msg!(
                "import-refused-move-number",
                seq = m.seq.0,
                expected = i64::try_from(i + 1).unwrap_or(i64::MAX)
            )));
        }
        let at = parse_time(&m.at).ok_or_else(|| {
            refused_document(msg!(
                "import-refused-move-time",
                seq = m.seq.0,
                written = m.at.as_str()
            ))
        })?;
        if at < previous || at > latest {
            return Err(refused_document(msg!(
                "import-refused-move-stamp",
                seq = m.seq.0,
                written = m.at.as_str()
            )));
        }
        previous = at;
        let made_by = By::parse(&m.by).ok_or_else(|| {
            refused_document(msg!(
                "import-refused-move-by",
                seq = m.seq.0,
                by = m.by.as_str()
            ))
        })?;
        log.push(MoveRow {
            seq: m.seq,
            seat_index: seat,
            action: m.action.clone(),
            at,
            made_by,
        });
    }
    Ok(log)
}

/// The game as `log` leaves it, replayed from the setup; each move the document says the
/// server played as forced (`auto`) must have been its seat's only legal action then, in
/// a game whose terms play forced moves.
///
/// # Errors
/// 422 naming the move that does not replay or is no forced move.
fn replay_checking_auto(
    probe: &GameRow,
    kind: &dyn Kind,
    seed: &Seed,
    log: &[MoveRow],
    auto_forced: bool,
) -> Result<Box<dyn Game>, ServiceError> {
    let game = replay(probe, kind, seed, log, Seq::NEVER, &[])?
        .map_err(|e| {
            refused_document(msg!(
                "import-refused-replay",
                seq = e.seq.0,
                action = e.action.as_str(),
                why = e.error.msg()
            ))
        })?
        .game;
    let forged = if auto_forced {
        first_unforced_auto(probe, kind, seed, log)?
    } else {
        log.iter().find(|m| m.made_by == By::Auto).map(|m| m.seq)
    };
    if let Some(seq) = forged {
        let m = &log[seq.0 as usize - 1];
        return Err(refused_document(msg!(
            "import-refused-auto",
            seq = seq.0,
            action = m.action.as_str(),
            terms_forced = if auto_forced { "yes" } else { "no" }
        )));
    }
    Ok(game)
}

/// The row the document's game would have, unsaved, to replay its log against.
fn probe_row(
    doc: &GameDocument,
    kind: &dyn Kind,
    options: &Value,
    terms: &Terms,
    created_at: Millis,
) -> GameRow {
    GameRow {
        id: GameId::UNSTORED,
        kind: doc.kind.clone(),
        engine_version: i64::from(kind.version()),
        options: options.to_string(),
        seed: doc.seed.clone(),
        seed_hash: doc.seed_hash.clone(),
        status: GameStatus::Active,
        result: None,
        seq: Seq::SETUP,
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
    }
}

/// The result the game has: the one its log reaches, or for a game its log does not end
/// but the document calls finished, one of the endings the server records outside the
/// log. The status and the result come from the log; the document only has to agree.
fn check_result(
    doc: &GameDocument,
    kind: &dyn Kind,
    game: &dyn Game,
) -> Result<Option<Value>, ServiceError> {
    let stated = || {
        doc.result
            .as_ref()
            .map_or_else(|| "none".to_string(), Value::to_string)
    };
    match game.outcome() {
        Some(outcome) => {
            let reached = result_json(kind, &outcome);
            if doc.status != "finished" || doc.result.as_ref() != Some(&reached) {
                return Err(refused_document(msg!(
                    "import-refused-result",
                    result = stated(),
                    status = doc.status.as_str(),
                    reached = reached.to_string()
                )));
            }
            Ok(Some(reached))
        }
        None if doc.status == "finished" => {
            let ending = doc
                .result
                .as_ref()
                .and_then(|result| Ending::of_result(kind, game, result))
                .ok_or_else(|| {
                    refused_document(msg!(
                        "import-refused-ending",
                        result = stated(),
                        example = Ending::Resigned { seat: 0 }.result(kind, game).to_string()
                    ))
                })?;
            Ok(Some(ending.result(kind, game)))
        }
        None => {
            if doc.result.is_some() {
                return Err(refused_document(msg!(
                    "import-refused-result-unfinished",
                    status = doc.status.as_str(),
                    result = stated()
                )));
            }
            Ok(None)
        }
    }
}

/// Unix milliseconds of an RFC 3339 time.
fn parse_time(text: &str) -> Option<Millis> {
    let t =
        time::OffsetDateTime::parse(text, &time::format_description::well_known::Rfc3339).ok()?;
    Some(Millis((t.unix_timestamp_nanos() / 1_000_000) as i64))
}
