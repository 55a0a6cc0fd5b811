//! Moves by mail (issue 14): a mail received at a reply address is read, checked and played
//! exactly as a move from the page ([`Herald::submit`]), or answered with why not. Mail
//! that is automatic, forged, or from anyone but the seat's player is dropped with a log
//! line and never answered (no backscatter). Every mail read is recorded by its
//! Message-ID (`inbound_mails`), in the same transaction as what it caused, so the same
//! mail delivered twice is read once.

use sha2::{Digest, Sha256};

use super::notify::{self, MailEvent};
use super::table::{GameTable, LineRefused, Refused, Submission, load_state};
use super::{Herald, ServiceError, User};
use crate::domain::{GameId, GameStatus, Seq};
use crate::engine::auto::By;
use crate::inbound::auth::Proof;
use crate::inbound::message::{self, Envelope, Incoming};
use crate::inbound::reply::moves_written;
use crate::inbound::token::ReplyTo;
use crate::store;

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

impl Herald {
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
        let received = self.read_mail(raw, envelope).await?;
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

    async fn read_mail(&self, raw: &[u8], envelope: &Envelope) -> Result<Received, ServiceError> {
        let Some(domain) = self.settings.inbound_domain.as_deref() else {
            return Ok(dropped(
                "Herald receives no mail (HERALD_INBOUND_DOMAIN is unset)",
            ));
        };
        let Some(mail) = message::read(raw, envelope, domain) else {
            return Ok(dropped("not a mail"));
        };
        if self.already_read(&mail.message_id).await? {
            return Ok(Received::Again);
        }
        let what = format!("<{}> from {:?}", mail.message_id, mail.from);
        if let Some(why) = mail.automatic {
            return self.drop_mail(&mail, None, &format!("{what}: {why}")).await;
        }
        let Some(token) = &mail.token else {
            return Ok(dropped(&format!("{what}: not sent to a reply address")));
        };
        let key = self.server_secret("reply").await?;
        let Some(reply) = ReplyTo::from_token(token, &key) else {
            return Ok(dropped(&format!(
                "{what}: reply address move+{token} is not one Herald made (a forged or cut token)"
            )));
        };
        let table = match GameTable::read(&self.db, reply.game).await {
            Ok(table) => table,
            Err(ServiceError::NotFound(_)) => {
                return Ok(dropped(&format!(
                    "{what}: game {} does not exist",
                    reply.game
                )));
            }
            Err(err) => return Err(err),
        };
        let player = table.seats.get(reply.seat).and_then(|s| {
            Some(User {
                id: s.user_id?,
                name: s.player.clone()?,
                email: s.email.clone()?,
            })
        });
        let Some(player) = player else {
            return Ok(dropped(&format!(
                "{what}: game {} has no player in seat {}",
                reply.game, reply.seat
            )));
        };
        if table.seat_of(Some(&player)).map(|s| s.index()) != Some(reply.seat) {
            // A player in two seats of one game: a move by mail could not say whose it is.
            return Ok(dropped(&format!(
                "{what}: {} plays more than one seat of game {}",
                player.name, reply.game
            )));
        }
        if mail.from.as_deref() != Some(player.email.to_lowercase().as_str()) {
            return self
                .drop_mail(
                    &mail,
                    Some(reply.game),
                    &format!(
                        "{what}: game {} seat {} is played by another address",
                        reply.game, reply.seat
                    ),
                )
                .await;
        }
        let thread = format!(
            "game{}.{}@{}",
            table.row.id,
            &table.row.seed_hash[..12],
            self.settings.mail_domain()
        )
        .to_lowercase();
        if let Some(other) = mail
            .in_reply_to
            .iter()
            .find(|id| !id.to_lowercase().ends_with(&thread))
        {
            return self
                .drop_mail(
                    &mail,
                    Some(reply.game),
                    &format!(
                        "{what}: it answers <{other}>, not a mail of game {}",
                        reply.game
                    ),
                )
                .await;
        }
        // Issue 26 §4 (`super::proven`): the sender must be proven before anything is played.
        if let Proof::NotProven(why) = self.sender_proven(&mail, raw, envelope).await {
            let why = format!("{what}: {why}");
            return self
                .answer_unproven(&mail, token, reply.seat, reply.game, &why)
                .await;
        }
        self.play_mailed(&mail, &player, reply, table).await
    }

    /// Plays the moves of `mail` from `player` for `reply`'s seat, or answers why not.
    async fn play_mailed(
        &self,
        mail: &Incoming,
        player: &User,
        reply: ReplyTo,
        table: GameTable,
    ) -> Result<Received, ServiceError> {
        let lines = moves_written(&mail.text);
        let id = table.row.id;
        if table.row.status != GameStatus::Active || table.row.paused_at.is_some() {
            let why = match table.row.status {
                GameStatus::Finished => "the game is over; no more moves can be made".to_string(),
                _ if table.row.paused_at.is_some() => {
                    "the game is paused by agreement; resume it on the game page first".into()
                }
                _ => "the game is not in play: it starts when every seat is taken".into(),
            };
            return self
                .answer(mail, reply.seat, id, "Not played", &why, None)
                .await;
        }
        if reply.seq != table.row.seq {
            let why = format!(
                "the game has moved on since the mail you answered (move {}; it is now at move {}). Nothing was played; here is the position now.",
                reply.seq, table.row.seq
            );
            return self
                .answer(mail, reply.seat, id, "The game has moved on", &why, None)
                .await;
        }
        if lines.is_empty() {
            let why = "no move was found in your reply: write one action a line above the quoted text (or the number of one from the list)";
            return self
                .answer(mail, reply.seat, id, "No move found", why, None)
                .await;
        }
        let confirm = self.confirms_mailed(player.id).await?;
        let submission = Submission::Mailed {
            lines: &lines,
            message_id: &mail.message_id,
            confirm,
        };
        match self.submit(player, id, reply.seq, submission).await {
            Ok(seq) => Ok(Received::Played { game: id, seq }),
            Err(Refused::Line(refused)) => {
                let why = line_refused(&refused);
                self.answer(mail, reply.seat, id, "Move refused", &why, Some(refused))
                    .await
            }
            Err(Refused::Table(ServiceError::Unexpected(err))) => {
                Err(ServiceError::Unexpected(err))
            }
            Err(Refused::Table(err)) => {
                if self.already_read(&mail.message_id).await? {
                    return Ok(Received::Again);
                }
                self.answer(mail, reply.seat, id, "Not played", &err.to_string(), None)
                    .await
            }
        }
    }

    /// Answers `mail` (from the player of seat `seat` of game `id`): why nothing was
    /// played, the position as it stands and, while it is their turn, what they may reply
    /// with (the answer can be answered again). Recorded as read in the same transaction.
    async fn answer(
        &self,
        mail: &Incoming,
        seat: usize,
        id: GameId,
        subject: &str,
        why: &str,
        refused: Option<LineRefused>,
    ) -> Result<Received, ServiceError> {
        let now = self.clock.now_ms();
        let mut tx = self.db.begin_write().await?;
        let table = GameTable::load(&mut tx, id).await?;
        let game = load_state(&mut tx, &table.row, table.kind).await?;
        let in_play = table.row.status == GameStatus::Active && table.row.paused_at.is_none();
        let choices = if in_play {
            notify::choices_of(&self.settings, game.as_ref(), seat)
        } else {
            None
        };
        let mut reason = why.to_string();
        if let Some(refused) = refused.filter(|r| r.line > 1 && !r.legal.is_empty()) {
            let legal = crate::inbound::reply::Choices::of(refused.legal);
            reason.push_str(&match legal.listed.is_empty() {
                true => format!(
                    " After your first {} lines, the legal actions were of these kinds: {}.",
                    refused.line - 1,
                    legal.kinds_in_words()
                ),
                false => format!(
                    " After your first {} lines, the legal actions were: {}.",
                    refused.line - 1,
                    legal.listed.join(", ")
                ),
            });
        }
        let event = MailEvent::Answer {
            key: key_of(&mail.message_id),
            subject: subject.to_string(),
            headline: format!("Your mail was read, and nothing was played. {subject}."),
            reason: Some(reason),
            choices,
            board: notify::board_of(table.kind, game.as_ref(), seat, &[]),
        };
        if let Some(answer) = notify::render(&self.settings, &table.about(), seat, event)? {
            store::outbox::queue(&mut tx, &answer, now).await?;
        }
        store::inbound::record(&mut tx, &mail.message_id, Some(id), "answered", now).await?;
        tx.commit().await?;
        self.mail_bell.notify_one();
        Ok(Received::Answered {
            game: id,
            why: why.to_string(),
        })
    }

    /// Drops `mail`, recording it so that a copy is not read again.
    async fn drop_mail(
        &self,
        mail: &Incoming,
        game: Option<GameId>,
        why: &str,
    ) -> Result<Received, ServiceError> {
        let mut tx = self.db.begin_write().await?;
        store::inbound::record(
            &mut tx,
            &mail.message_id,
            game,
            "dropped",
            self.clock.now_ms(),
        )
        .await?;
        tx.commit().await?;
        Ok(dropped(why))
    }

    /// Whether a mail with this Message-ID was read before.
    async fn already_read(&self, message_id: &str) -> Result<bool, ServiceError> {
        let mut conn = self.db.acquire().await?;
        Ok(store::inbound::already_read(&mut conn, message_id).await?)
    }

    /// Whether the player asked for a confirmation of each move they mail.
    async fn confirms_mailed(&self, user: i64) -> Result<bool, ServiceError> {
        let mut conn = self.db.acquire().await?;
        Ok(store::users::mail_settings(&mut conn, user)
            .await?
            .confirm_mailed)
    }
}

/// The answer to mailed moves that were played: one line naming them and, when the
/// player is to act again (`again`: what they may reply with, and the board), the position
/// with a fresh reply address.
pub fn confirmation(
    message_id: &str,
    entries: &[crate::store::commit::LogEntry],
    again: Option<(Option<crate::inbound::reply::Choices>, Option<String>)>,
) -> MailEvent<'static> {
    let played: Vec<&str> = entries
        .iter()
        .filter(|e| e.made_by == By::Mail)
        .map(|e| e.action.as_str())
        .collect();
    let played = played.join(", ");
    match again {
        Some((choices, board)) => MailEvent::Answer {
            key: key_of(message_id),
            subject: "Played; still your turn".to_string(),
            headline: format!("Played from your mail: {played}. It is still your turn."),
            reason: None,
            choices,
            board,
        },
        None => MailEvent::Answer {
            key: key_of(message_id),
            subject: "Move played".to_string(),
            headline: format!("Played from your mail: {played}."),
            reason: None,
            choices: None,
            board: None,
        },
    }
}

/// Why a line was refused, in a sentence: which line, what it said, and the rule.
fn line_refused(refused: &LineRefused) -> String {
    format!(
        "line {} (\"{}\"): {}",
        refused.line, refused.written, refused.error
    )
}

/// What sets an answer apart in its Message-ID: a short hash of the answered mail's.
fn key_of(message_id: &str) -> String {
    hex::encode(&Sha256::digest(message_id.as_bytes())[..8])
}

fn dropped(why: &str) -> Received {
    Received::Dropped(why.to_string())
}
