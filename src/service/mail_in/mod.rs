//! Mail in: moves by mail (issue 14). A mail received at a reply address is read, checked
//! and played exactly as a move from the page ([`Herald::submit`]), or answered with why
//! not. Mail that is automatic, forged, or from anyone but the seat's player is dropped
//! with a log line and never answered (no backscatter).
//!
//! What the envelope and headers can prove is checked first, in order of cost (issue 26):
//! the reply token's MAC, then whether the mail was read before, whether a machine sent
//! it, the game, seat and sender, then whether the sender is proven (DKIM, SPF, DMARC or
//! the MX's `Authentication-Results`: `super::proven`; an unproven reply is answered once
//! per reply address). Only a mail that passed them has its body read, off the
//! async worker threads and with a deadline ([`READING_DEADLINE`]). Nothing is written for
//! a mail without a valid token; every other mail is recorded by its Message-ID
//! (`inbound_mails`), in the same transaction as what it caused, so the same mail
//! delivered twice is read once. A reply address that can no longer be played (the game
//! moved on, is over or paused) is answered at most once an hour
//! (`store::inbound::ANSWER_HOLDS_MS`).

mod answer;

use crate::i18n::Lang;
use crate::msg;
use crate::words::say;
use answer::{Answer, line_refused, moved_on, not_in_play};
use std::sync::Arc;
use std::time::Duration;

use super::game::table::{GameTable, Refused, Submission};
use super::loaders::{NotThere, load_state};
use super::mail_out::notify::{self, MailEvent};
use super::{Herald, ServiceError, User};
use crate::domain::{GameId, GameStatus, Seq};
use crate::engine::Seat;
use crate::inbound::auth::Proof;
use crate::inbound::message::{self, Envelope, Incoming};
use crate::inbound::reply::{moves_written, split_ahead};
use crate::inbound::token::ReplyTo;
use crate::mail::senders::SenderChecks;
use crate::store;

/// How long reading a mail (its headers, or its body into text) may take. Both are linear
/// in the mail's size and take a fraction of this for the largest mail taken; a body not
/// read by then is one with no readable text (answered "no move found", not retried).
pub const READING_DEADLINE: Duration = Duration::from_secs(2);

/// What became of a received mail.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Received {
    /// Its moves were played; the game is at `seq`.
    Played {
        /// The game.
        game: GameId,
        /// The game's move after them.
        seq: Seq,
    },
    /// Nothing was played and its sender was told why.
    Answered {
        /// The game.
        game: GameId,
        /// Why, as the answer says.
        why: String,
    },
    /// Dropped without an answer: why, for the log.
    Dropped(String),
    /// The same mail (by Message-ID) was read before.
    Again,
}

/// Mail in's handle: the game aggregate a reply plays through (a reply is played exactly
/// as a move from the page), and the checks that prove a reply's sender, whose resolver is
/// made on first use and shared by every clone of the handle.
#[derive(Clone)]
pub struct MailIn {
    pub(super) games: Herald,
    pub(super) senders: Arc<SenderChecks>,
}

impl MailIn {
    /// Mail in for the games of `herald`, with sender checks not yet used.
    pub fn new(herald: Herald) -> MailIn {
        MailIn {
            games: herald,
            senders: Arc::default(),
        }
    }

    /// The settings mail in reads (the reply domain, the inbound limits).
    pub fn settings(&self) -> &crate::config::Settings {
        &self.games.settings
    }

    /// Reads a mail received for a reply address (`raw`, as delivered, with its
    /// `envelope`) and plays its moves, answers it, or drops it (see the module).
    ///
    /// # Errors
    /// Only what should make the sending server try again later: the database failed.
    pub async fn receive_mail(
        &self,
        raw: &[u8],
        envelope: &Envelope,
    ) -> Result<Received, ServiceError> {
        let received = self.read_mail(Arc::from(raw), envelope).await?;
        match &received {
            Received::Dropped(why) => tracing::warn!("inbound mail dropped: {why}"),
            Received::Again => tracing::info!("inbound mail: a copy of a mail already read"),
            Received::Answered { game, why } => {
                tracing::info!(game = %game, "inbound mail answered: {why}");
            }
            Received::Played { game, seq } => {
                tracing::info!(game = %game, "inbound mail played, the game is at move {seq}");
            }
        }
        Ok(received)
    }

    /// The checks of the module's order: the token, a copy, automatic mail, the seat and
    /// its player, the thread, the proof of the sender; then the body.
    async fn read_mail(
        &self,
        raw: Arc<[u8]>,
        envelope: &Envelope,
    ) -> Result<Received, ServiceError> {
        let Some(domain) = self.games.settings.inbound_domain.clone() else {
            return Ok(dropped(
                "Herald receives no mail (HERALD_INBOUND_DOMAIN is unset)",
            ));
        };
        let headers = {
            let (raw, envelope) = (raw.clone(), envelope.clone());
            off_the_workers(move || message::read(&raw, &envelope, &domain)).await
        };
        let Some(Some(mail)) = headers else {
            return Ok(dropped("not a mail (or its headers not read in time)"));
        };
        let what = format!("<{}> from {:?}", mail.message_id, mail.from);
        let reply = match self.reply_address_of(&mail).await? {
            Ok(reply) => reply,
            Err(why) => return Ok(dropped(&format!("{what}: {why}"))),
        };
        if self.already_read(&mail.message_id).await? {
            return Ok(Received::Again);
        }
        if let Some(why) = mail.automatic {
            // Recorded without its game: a token can outlive a deleted game.
            let why = format!("{what}: {why}");
            return self.drop_mail(&mail, None, &why).await;
        }
        let (player, table) = match self.seat_and_sender(&mail, reply).await? {
            Ok(found) => found,
            Err(received) => return Ok(received),
        };
        // The mail is from the seat's player as far as its headers tell; it must prove
        // it (DKIM, SPF, DMARC or the MX's word: `super::proven`) before its body is read.
        if let Proof::NotProven(why) = self.sender_proven(&mail, &raw, envelope).await {
            let why = format!("{what}: {why}");
            let token = mail.token.as_deref().unwrap_or_default();
            return self
                .answer_unproven(&mail, token, reply.seat, reply.game, &why)
                .await;
        }
        self.play_mailed(&mail, &raw, &player, reply, table).await
    }

    /// What the mail's reply address names, if Herald made it (its MAC is right); else
    /// why not. Reads the "reply" secret without making it: no secret, no address of
    /// Herald's, and nothing is written for such a mail.
    async fn reply_address_of(
        &self,
        mail: &Incoming,
    ) -> Result<Result<ReplyTo, String>, ServiceError> {
        let Some(token) = &mail.token else {
            return Ok(Err("not sent to a reply address".into()));
        };
        let forged = || {
            Err(format!(
                "reply address move+{token} is not one Herald made (a forged or cut token)"
            ))
        };
        let Some(key) = store::sessions::stored_server_secret(&self.games.db.pool, "reply").await?
        else {
            return Ok(forged());
        };
        let Ok(key) = hex::decode(key.trim()) else {
            return Ok(forged());
        };
        Ok(ReplyTo::from_token(token, &key).map_or_else(forged, Ok))
    }

    /// The seat's game and player, if the mail comes from them in a thread of that game's
    /// mails; else what became of it (dropped, and recorded when the game is real).
    async fn seat_and_sender(
        &self,
        mail: &Incoming,
        reply: ReplyTo,
    ) -> Result<Result<(User, GameTable), Received>, ServiceError> {
        let what = format!("<{}> from {:?}", mail.message_id, mail.from);
        let table = match GameTable::read(&self.games.db, reply.game).await {
            Ok(table) => table,
            Err(ServiceError::NotThere(NotThere::Game { .. })) => {
                return Ok(Err(dropped(&format!(
                    "{what}: game {} does not exist",
                    reply.game
                ))));
            }
            Err(err) => return Err(err),
        };
        let player = table.seats.get(reply.seat.index()).and_then(|s| {
            Some(User {
                id: s.user_id?,
                name: s.player.clone()?,
                email: s.email.clone()?,
                language: s.lang(),
            })
        });
        let Some(player) = player else {
            return Ok(Err(dropped(&format!(
                "{what}: game {} has no player in seat {}",
                reply.game, reply.seat.0
            ))));
        };
        if table.seat_of(Some(&player)) != Some(reply.seat) {
            // A player in two seats of one game: a move by mail could not say whose it is.
            return Ok(Err(dropped(&format!(
                "{what}: {} plays more than one seat of game {}",
                player.name, reply.game
            ))));
        }
        let why = if mail.from.as_deref() != Some(player.email.to_lowercase().as_str()) {
            format!(
                "{what}: game {} seat {} is played by another address",
                reply.game, reply.seat.0
            )
        } else if let Some(other) = self.outside_the_thread(mail, &table) {
            format!(
                "{what}: it answers <{other}>, not a mail of game {}",
                reply.game
            )
        } else {
            return Ok(Ok((player, table)));
        };
        Ok(Err(self.drop_mail(mail, Some(reply.game), &why).await?))
    }

    /// The first mail `mail` says it answers that is not one of `table`'s game.
    fn outside_the_thread<'m>(&self, mail: &'m Incoming, table: &GameTable) -> Option<&'m str> {
        let thread = format!(
            "game{}.{}@{}",
            table.row.id,
            &table.row.seed_hash[..12],
            self.games.settings.mail_domain()
        )
        .to_lowercase();
        mail.in_reply_to
            .iter()
            .find(|id| !id.to_lowercase().ends_with(&thread))
            .map(String::as_str)
    }

    /// Plays the moves of `mail` (`raw`) from `player` for `reply`'s seat, or answers why
    /// not. What the game's state alone decides comes first; then the body is read.
    async fn play_mailed(
        &self,
        mail: &Incoming,
        raw: &Arc<[u8]>,
        player: &User,
        reply: ReplyTo,
        table: GameTable,
    ) -> Result<Received, ServiceError> {
        let id = table.row.id;
        if let Some(why) = not_in_play(&table) {
            let answer = Answer {
                about_the_address: true,
                ..Answer::new("mail-answer-not-played", why)
            };
            return self.answer(mail, reply, answer).await;
        }
        if reply.seq != table.row.seq && !self.sees_the_same(&table, reply.seat, reply.seq)? {
            let answer = moved_on(&table, &reply);
            return self.answer(mail, reply, answer).await;
        }
        let text = {
            let raw = raw.clone();
            off_the_workers(move || message::text_of(&raw)).await
        };
        let text = text.unwrap_or_else(|| {
            tracing::warn!(
                "inbound mail <{}>: its text was not read within {READING_DEADLINE:?}; read as empty",
                mail.message_id
            );
            String::new()
        });
        let (lines, ahead) = split_ahead(moves_written(&text));
        if lines.is_empty() && ahead.is_some() {
            return self.give_ahead_by_mail(mail, player, reply, ahead).await;
        }
        if lines.is_empty() {
            let why = msg!("mail-answer-why-no-move");
            return self
                .answer(mail, reply, Answer::new("mail-answer-no-move", why))
                .await;
        }
        let confirm = self.confirms_mailed(player.id).await?;
        let submission = Submission::Mailed {
            lines: &lines,
            message_id: &mail.message_id,
            confirm,
        };
        match self.games.submit(player, id, reply.seq, submission).await {
            Ok(seq) if ahead.is_some() => {
                self.give_ahead_by_mail(mail, player, reply, ahead).await?;
                Ok(Received::Played { game: id, seq })
            }
            Ok(seq) => Ok(Received::Played { game: id, seq }),
            Err(Refused::Line(refused)) => {
                let why = line_refused(&refused);
                let answer = Answer {
                    refused: Some(*refused),
                    ..Answer::new("mail-answer-refused", why)
                };
                self.answer(mail, reply, answer).await
            }
            Err(Refused::Table(ServiceError::Unexpected(err))) => {
                Err(ServiceError::Unexpected(err))
            }
            Err(Refused::Table(err)) => {
                if self.already_read(&mail.message_id).await? {
                    return Ok(Received::Again);
                }
                self.answer(
                    mail,
                    reply,
                    Answer::new("mail-answer-not-played", err.msg()),
                )
                .await
            }
        }
    }

    /// Whether the seat of a reply sent at move `seq` sees now what it saw then (see
    /// `GameTable::sees_the_same`): its moves are then played although others moved since.
    fn sees_the_same(&self, table: &GameTable, seat: Seat, seq: Seq) -> Result<bool, ServiceError> {
        let log = self
            .games
            .db
            .read(|c| store::games::read_moves_of(c, table.row.id))?;
        let now = table.checked_from_log(&log)?;
        Ok(table
            .sees_the_same(seat, seq, now.game.as_ref(), &log)
            .is_ok())
    }

    /// Gives ahead the decision a mail's `next …` line names (issue 27), after the mail's
    /// moves if it had any, and answers the player (only them: it is secret) with what is
    /// given, or why it could not be.
    async fn give_ahead_by_mail(
        &self,
        mail: &Incoming,
        player: &User,
        reply: ReplyTo,
        ahead: Option<String>,
    ) -> Result<Received, ServiceError> {
        let Some(action) = ahead else {
            return Ok(Received::Again);
        };
        let answer = match self.games.give_ahead(player, reply.game, &action).await {
            Ok(given) => Answer::new(
                "mail-answer-chosen-ahead",
                msg!("mail-answer-why-chosen-ahead", action = given),
            ),
            Err(ServiceError::Unexpected(err)) => return Err(ServiceError::Unexpected(err)),
            Err(err) => Answer::new("mail-answer-not-chosen-ahead", err.msg()),
        };
        let answer = Answer {
            ahead: true,
            ..answer
        };
        self.answer(mail, reply, answer).await
    }

    /// Answers `mail` (from the player of `reply`'s seat): why nothing was played, the
    /// position as it stands and, while it is their turn, what they may reply with (the
    /// answer can be answered again). Recorded as read in the same transaction. An answer
    /// about the address is not sent again within `store::inbound::ANSWER_HOLDS_MS`: the
    /// mail is recorded as read and dropped.
    async fn answer(
        &self,
        mail: &Incoming,
        reply: ReplyTo,
        answer: Answer,
    ) -> Result<Received, ServiceError> {
        let (id, seat) = (reply.game, reply.seat);
        let now = self.games.clock.now_ms();
        let mut tx = self.games.db.begin_write().await?;
        if answer.about_the_address {
            let lately = store::inbound::answered_lately(&mut tx, id, seat, reply.seq, now).await?;
            if let Some(at) = lately {
                store::inbound::record(&mut tx, &mail.message_id, Some(id), "dropped", now).await?;
                tx.commit().await?;
                return Ok(dropped(&format!(
                    "<{}>: its reply address (game {id} seat {} move {}) was answered {} s ago ({}); not answered again within the hour",
                    mail.message_id,
                    seat.0,
                    reply.seq,
                    now.since(at) / 1000,
                    say(Lang::En, &answer.why)
                )));
            }
            store::inbound::record_answered(&mut tx, id, seat, reply.seq, now).await?;
        }
        let table = GameTable::load(&mut tx, id).await?;
        let game = load_state(&mut tx, &table.row, table.kind).await?;
        let in_play = table.row.status == GameStatus::Active && table.row.paused_at.is_none();
        let choices = if in_play {
            notify::choices_of(&self.games.settings, game.as_ref(), seat)
        } else {
            None
        };
        // In the words of the seat's player, as every mail to them.
        let lang = table.seats.get(seat.index()).map_or(Lang::En, |s| s.lang());
        let reason = answer.reason(lang);
        let key = if answer.ahead {
            notify::answer_key(&format!("{}/ahead", mail.message_id))
        } else {
            notify::answer_key(&mail.message_id)
        };
        let event = MailEvent::Answer {
            key,
            subject: answer.subject.clone(),
            headline: answer.headline(),
            reason: Some(reason),
            choices,
            board: Some(notify::Position::unmarked(game.as_ref())),
            since: Vec::new(),
        };
        if let Some(sent) = notify::render(&self.games.settings, &table.about(), seat, event)? {
            store::outbox::queue(&mut tx, &sent, now).await?;
        }
        store::inbound::record(&mut tx, &mail.message_id, Some(id), "answered", now).await?;
        tx.commit().await?;
        self.games.mail_bell.notify_one();
        Ok(Received::Answered {
            game: id,
            why: say(Lang::En, &answer.why),
        })
    }

    /// Drops `mail`, recording it so that a copy is not read again.
    async fn drop_mail(
        &self,
        mail: &Incoming,
        game: Option<GameId>,
        why: &str,
    ) -> Result<Received, ServiceError> {
        let mut tx = self.games.db.begin_write().await?;
        store::inbound::record(
            &mut tx,
            &mail.message_id,
            game,
            "dropped",
            self.games.clock.now_ms(),
        )
        .await?;
        tx.commit().await?;
        Ok(dropped(why))
    }

    /// Whether a mail with this Message-ID was read before.
    async fn already_read(&self, message_id: &str) -> Result<bool, ServiceError> {
        let mut conn = self.games.db.acquire().await?;
        Ok(store::inbound::already_read(&mut conn, message_id).await?)
    }

    /// Whether the player asked for a confirmation of each move they mail.
    async fn confirms_mailed(&self, user: i64) -> Result<bool, ServiceError> {
        let mut conn = self.games.db.acquire().await?;
        Ok(store::users::mail_settings(&mut conn, user)
            .await?
            .confirm_mailed)
    }
}

fn dropped(why: &str) -> Received {
    Received::Dropped(why.to_string())
}

/// Runs `work` (reading a mail: CPU only) on a blocking thread, off the async worker
/// threads, so that a large or hostile mail never holds up the web pages. `None` when it
/// took longer than [`READING_DEADLINE`] (it runs on to its end, unwatched) or panicked.
async fn off_the_workers<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
) -> Option<T> {
    let task = tokio::task::spawn_blocking(work);
    match tokio::time::timeout(READING_DEADLINE, task).await {
        Ok(Ok(done)) => Some(done),
        Ok(Err(panicked)) => {
            tracing::error!("reading a mail failed: {panicked}");
            None
        }
        Err(_) => None,
    }
}
