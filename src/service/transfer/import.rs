//! Import: a document that checked out becomes a game here, decided pure on the players'
//! accounts and the id it will take ([`decide_import`]) and written whole by the one writer
//! — its rows, its log, where the log leaves it (whose turn, fresh clocks, the result) and
//! its mails — in one transaction.

use super::check::{CheckedDocument, check_document};
use super::{GameDocument, Requester, refused_document};
use crate::config::Settings;
use crate::domain::{GameId, GameStatus, Millis};
use crate::engine::Seat;
use crate::msg;
use crate::service::game::new_game::NewGameRefused;
use crate::service::game::new_game::table_of;
use crate::service::game::start::first_clocks;
use crate::service::game::table::GameTable;
use crate::service::game::until_written;
use crate::service::mail_out::notify::{self, MailEvent};
use crate::service::{Herald, ServiceError};
use crate::store;
use crate::store::access::Access;
use crate::store::change::{GameChange, LogChange, LogEntry, TurnWrite};
use crate::store::games::SeatRow;
use crate::store::new_game::{NewGame, NewSeat};
use crate::store::outbox::NewMail;
use crate::store::users::UserRow;

impl Herald {
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
        let players = {
            let mut conn = self.db.acquire().await?;
            accounts_of(&mut conn, doc, checked.status()).await?
        };
        let (creator, record_of) = creator_of(who, &players)?;
        let seated = |seat: &SeatRow, user_id: i64| {
            self.seated(seat, user_id)?.ok_or_else(|| {
                ServiceError::from(NewGameRefused::AccountGone {
                    seat: seat.seat.clone(),
                })
            })
        };
        let id = until_written(
            || async {
                let importing = Importing {
                    id: self.db.next_game_id().await?,
                    who,
                    checked: &checked,
                    players: &players,
                    creator,
                    record_of,
                };
                let new = decide_import(&self.settings, &importing, seated, now)?;
                let id = new.id;
                Ok(self.write_new_game(new).await?.then_some(id))
            },
            || ServiceError::from(NewGameRefused::KeptColliding),
        )
        .await?;
        tracing::info!(
            game = %id,
            kind = checked.kind.kind(),
            moves = checked.log.len(),
            record = record_of.is_some(),
            "game imported"
        );
        Ok(id)
    }
}

/// A document to import, checked, with what was read for it.
struct Importing<'a> {
    /// The id the game takes.
    id: GameId,
    /// Who imports it.
    who: Requester<'a>,
    /// The document as checked.
    checked: &'a CheckedDocument,
    /// Its players' accounts here, seat by seat.
    players: &'a [Option<UserRow>],
    /// Who the game is created by.
    creator: i64,
    /// The importer, for a player's record.
    record_of: Option<i64>,
}

/// The game `importing` makes at `now`: its seats (a player's record seats the importer
/// and invites every other player with an account here to accept it), its log, where the
/// log leaves it (an unfinished game's seats to act get the turn and fresh clocks from
/// `now`; a finished one its result), and its mails (the turn for an unfinished game's
/// seats to act; the invitations to accept a record).
///
/// # Errors
/// 404 a seated player's account is gone (from `seated`); 500 when a mail cannot be
/// written.
fn decide_import(
    settings: &Settings,
    importing: &Importing<'_>,
    seated: impl Fn(&SeatRow, i64) -> Result<SeatRow, ServiceError>,
    now: Millis,
) -> Result<NewGame, ServiceError> {
    let checked = importing.checked;
    let CheckedDocument {
        kind, terms, log, ..
    } = checked;
    let (seats, invited) = seats_of(importing);
    let created_at = checked.created_at;
    let mut new = NewGame {
        id: importing.id,
        kind: kind.kind(),
        engine_version: i64::from(kind.version()),
        options: checked.options.to_string(),
        terms: terms.to_json().to_string(),
        seed: checked.seed.to_hex(),
        seed_hash: checked.seed.hash_hex(),
        // The log goes in while the game is in play; its first change sets where it ends.
        status: GameStatus::Active,
        created_by: importing.creator,
        created_at,
        last_change_at: Some(log.last().map_or(created_at, |m| m.at).max(created_at)),
        record_of: importing.record_of.filter(|_| !invited.is_empty()),
        seats,
        first: first_change(importing, now),
    };
    let table = table_of(&new, *kind, &invited, new.first.turn.as_ref(), seated)?;
    new.first.mails = mails_of(settings, importing, &table, &invited)?;
    Ok(new)
}

/// The imported game's seats, and the players invited to accept a player's record: every
/// player with an account here but the importer.
fn seats_of(importing: &Importing<'_>) -> (Vec<NewSeat>, Vec<(Seat, UserRow)>) {
    let CheckedDocument { kind, terms, .. } = importing.checked;
    let mut invited = Vec::new();
    let mut seats = Vec::with_capacity(kind.seats().len());
    let named = kind.seats().iter().zip(importing.players);
    for (seat, (name, user)) in Seat::all(kind.seats().len()).zip(named) {
        let (user_id, invited_id) = match (user, importing.record_of) {
            (Some(u), Some(importer)) if u.id != importer => {
                invited.push((seat, u.clone()));
                (None, Some(u.id))
            }
            (user, _) => (user.as_ref().map(|u| u.id), None),
        };
        seats.push(NewSeat {
            name,
            user_id,
            invited_id,
            bank_ms: terms.initial_bank(),
        });
    }
    (seats, invited)
}

/// The imported game's first change: its whole log, each move at its own time, and where
/// the log leaves it (an unfinished game's seats to act with fresh clocks from `now`; a
/// finished one's result).
fn first_change(importing: &Importing<'_>, now: Millis) -> GameChange {
    let checked = importing.checked;
    let CheckedDocument {
        kind,
        terms,
        log,
        game,
        ..
    } = checked;
    let status = checked.status();
    let to_act: Vec<Seat> = match status {
        GameStatus::Active => game.to_act(),
        _ => Vec::new(),
    };
    let mut first = GameChange::of(importing.id, 0, now);
    first.log = LogChange::Append {
        entries: log
            .iter()
            .map(|m| LogEntry {
                seq: m.seq,
                seat_index: m.seat_index,
                action: m.action.clone(),
                made_by: m.made_by,
                at: Some(m.at),
            })
            .collect(),
        snapshot: game.snapshot(),
    };
    first.turn = Some(TurnWrite {
        status,
        result: checked.finished_with.as_ref().map(ToString::to_string),
        turn_since: (status == GameStatus::Active).then_some(now),
        clocks: first_clocks(*terms, kind.seats().len(), &to_act, now),
        to_act,
    });
    first
}

/// The imported game's mails: "your turn" to an unfinished game's seats to act, and the
/// invitations to accept a player's record.
fn mails_of(
    settings: &Settings,
    importing: &Importing<'_>,
    table: &GameTable,
    invited: &[(Seat, UserRow)],
) -> Result<Vec<NewMail>, ServiceError> {
    let game = importing.checked.game.as_ref();
    let about = table.about();
    let mut mails = Vec::new();
    if importing.checked.status() == GameStatus::Active {
        let to_act = game.to_act();
        for reader in Seat::all(table.seats.len()).filter(|s| to_act.contains(s)) {
            let event = MailEvent::Turn {
                since: Vec::new(),
                board: Some(notify::Position::unmarked(game)),
                choices: notify::choices_of(settings, game, reader),
            };
            mails.extend(notify::render(settings, &about, reader, event)?);
        }
    }
    if let Requester::Player(importer) = importing.who {
        for (seat, to) in invited {
            let event = MailEvent::Record {
                by: &importer.name,
                to,
            };
            mails.extend(notify::render(settings, &about, *seat, event)?);
        }
    }
    Ok(mails)
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
        return Err(NewGameRefused::NotYourGame.into());
    }
    if checked.finished_with.is_none() {
        return Err(refused_document(msg!("import-refused-unfinished")));
    }
    Ok(())
}

/// The document's players, by name, seat by seat; an unfinished game needs every one of
/// them here.
async fn accounts_of(
    conn: &mut impl Access,
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
            return Err(refused_document(match &s.player {
                Some(name) => msg!(
                    "import-refused-no-account",
                    seat = s.seat.as_str(),
                    name = name.as_str()
                ),
                None => msg!("import-refused-empty-seat", seat = s.seat.as_str()),
            }));
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
            let creator =
                first.ok_or_else(|| refused_document(msg!("import-refused-nobody-here")))?;
            Ok((creator, None))
        }
    }
}
