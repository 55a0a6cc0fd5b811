//! A game's chat (issue 16.1): its players write short messages, anyone who may see the
//! game reads them; a player may mute it. What a player has seen is kept on their seat, so
//! that their mails carry only the messages they have not read (see [`UnseenChat`]).
//!
//! The rate limit is counted in the store (the writer's messages in the game in the last
//! minute and day), not in memory: it holds across restarts and reads the server's clock.

use super::loaders::{read_visible_game, seat_of_user};
use super::{Herald, ServiceError, User};
use crate::domain::{GameId, Millis};
use crate::engine::Seat;
use crate::i18n::Msg;
use crate::msg;
use crate::store::seat_wishes::SeatWish;
use crate::store::users::Muting;
use crate::store::{self, chat::ChatRow};

/// The longest message, in characters.
pub const MOST_CHARS: usize = 500;

/// How many messages a player may write in one game within each window: (window in ms,
/// messages, the window in words).
const RATE_LIMITS: [(i64, usize, &str); 2] = [(60_000, 5, "a minute"), (86_400_000, 60, "a day")];

/// A chat message as anyone reads it.
#[derive(Clone, Debug)]
pub struct ChatMessage {
    /// Id: newer messages have greater ids.
    pub id: i64,
    /// The writer's seat when they wrote.
    pub seat: &'static str,
    /// The writer's name.
    pub name: String,
    /// The text.
    pub text: String,
    /// When it was written.
    pub at: Millis,
}

/// A game's chat as one reader reads it.
#[derive(Clone, Debug)]
pub struct ChatLog {
    /// The messages, oldest first.
    pub messages: Vec<ChatMessage>,
    /// Whether the reader muted the chat; `None` for a reader who does not play the game.
    pub muted: Option<bool>,
}

/// A message refused by the rate limit: the sentence, and when to try again.
#[derive(Clone, Debug)]
pub struct RateLimited {
    /// What went wrong and when to try again, in a sentence.
    pub sentence: String,
    /// Seconds until the writer may write again (`Retry-After`).
    pub retry_after_s: i64,
}

/// Why a message was not posted, or the chat not muted, in the chat's words. Nothing was
/// changed.
#[derive(Debug)]
pub enum ChatRefused {
    /// The message, once trimmed, holds nothing.
    Empty,
    /// The message is over [`MOST_CHARS`] characters.
    TooLong {
        /// Its length, in characters.
        chars: usize,
    },
    /// The message holds a control character other than a line end.
    ControlCharacter,
    /// The writer has no seat at the game: only its players write in its chat.
    NotAPlayerWriting {
        /// The game.
        game: GameId,
    },
    /// The player muting (or unmuting) the chat has no seat at the game.
    NotAPlayerMuting {
        /// The game.
        game: GameId,
    },
    /// The writer wrote as many messages in the game lately as may be written (its
    /// sentence says when to write again).
    TooMany(RateLimited),
}

/// Why a message was not posted.
#[derive(Debug, thiserror::Error)]
pub enum PostChatError {
    /// The writer wrote too many messages lately (with when to try again, for
    /// `Retry-After`).
    #[error("{}", .0.sentence)]
    TooMany(RateLimited),
    /// Any other refusal.
    #[error(transparent)]
    Service(#[from] ServiceError),
}

impl From<sqlx::Error> for PostChatError {
    fn from(err: sqlx::Error) -> Self {
        PostChatError::Service(err.into())
    }
}

impl From<PostChatError> for ServiceError {
    fn from(err: PostChatError) -> Self {
        match err {
            PostChatError::TooMany(limited) => ChatRefused::TooMany(limited).into(),
            PostChatError::Service(err) => err,
        }
    }
}

/// The text of a message as written: trimmed, line ends as `\n`, 1 to [`MOST_CHARS`]
/// characters, no control character but the line end.
///
/// # Errors
/// [`ChatRefused::Empty`], [`ChatRefused::TooLong`] or [`ChatRefused::ControlCharacter`],
/// each saying the limit.
pub fn chat_text(raw: &str) -> Result<String, ChatRefused> {
    let text = raw.replace("\r\n", "\n").trim().to_string();
    let chars = text.chars().count();
    if chars == 0 {
        return Err(ChatRefused::Empty);
    }
    if chars > MOST_CHARS {
        return Err(ChatRefused::TooLong { chars });
    }
    if text.chars().any(|c| c.is_control() && c != '\n') {
        return Err(ChatRefused::ControlCharacter);
    }
    Ok(text)
}

/// Whether a writer who wrote at `written` (oldest first) may write again at `now`; if
/// not, when.
fn rate_limited(written: &[Millis], now: Millis) -> Option<RateLimited> {
    RATE_LIMITS
        .iter()
        .filter_map(|&(window, most, words)| {
            let recent: Vec<Millis> = written
                .iter()
                .copied()
                .filter(|at| at.0 > now.0 - window)
                .collect();
            // The writer may write again when the oldest message that counts leaves
            // the window.
            let free_at = recent.len().checked_sub(most)?;
            let wait_ms = recent[free_at].0 + window - now.0;
            let retry_after_s = (wait_ms + 999) / 1000;
            Some(RateLimited {
                sentence: format!(
                    "you wrote {most} messages in this game within {words}, as many as may be written; write again in {}",
                    wait_words(retry_after_s)
                ),
                retry_after_s: retry_after_s.max(1),
            })
        })
        .max_by_key(|limited| limited.retry_after_s)
}

/// A wait in words: "40 seconds", "3 hours 12 minutes".
fn wait_words(seconds: i64) -> String {
    if seconds < 60 {
        format!("{} seconds", seconds.max(1))
    } else {
        crate::clock::span_words(u64::try_from(seconds * 1000 + 59_999).unwrap_or(0))
    }
}

/// The messages each player has not seen, read before a mail is written: the mail to seat
/// `s` carries [`UnseenChat::for_seat`]`(s)`, and once it is queued the player has seen
/// them (the change that queues it marks them seen: `GameChange::chat_seen`).
#[derive(Clone, Debug, Default)]
pub struct UnseenChat {
    by_seat: Vec<(Seat, ChatRow)>,
}

impl UnseenChat {
    /// The messages the player in seat `seat` has not seen, oldest first (none for a
    /// player who muted the chat, and never their own).
    pub fn for_seat(&self, seat: Seat) -> Vec<ChatRow> {
        self.by_seat
            .iter()
            .filter(|(reader, _)| *reader == seat)
            .map(|(_, row)| row.clone())
            .collect()
    }
}

impl Herald {
    /// Posts `text` to game `id`'s chat as `user`, a player of it.
    ///
    /// # Errors
    /// The writer does not play the game; no game; an empty or too long message or one
    /// with control characters (see [`chat_text`]); too many messages lately
    /// ([`PostChatError::TooMany`], with when to write again).
    pub async fn post_chat(
        &self,
        user: &User,
        id: GameId,
        text: &str,
    ) -> Result<ChatMessage, PostChatError> {
        let (row, seats) = read_visible_game(&self.db, id, Some(user)).await?;
        let Some(seat) = seat_of_user(&seats, Some(user)) else {
            return Err(ServiceError::from(ChatRefused::NotAPlayerWriting { game: id }).into());
        };
        let text = chat_text(text).map_err(ServiceError::from)?;
        let now = self.clock.now_ms();
        let day_ago = Millis(now.0 - RATE_LIMITS[1].0);
        let written = self
            .db
            .read(|c| store::chat::read_written_since(c, id, user.id, day_ago))?;
        if let Some(limited) = rate_limited(&written, now) {
            return Err(PostChatError::TooMany(limited));
        }
        // Written, and read by its writer: a player's own message is never unseen by them.
        let written = SeatWish::ChatWritten {
            game: id,
            user_id: user.id,
            seat,
            text: text.clone(),
            at: now,
        };
        let message = self
            .wish(written)
            .await?
            .and_then(|id| i64::try_from(id).ok())
            .ok_or_else(|| anyhow::anyhow!("a chat message written without an id"))
            .map_err(ServiceError::from)?;
        Ok(ChatMessage {
            id: message,
            seat: super::replay::kind_of(&row)?.seats()[seat.index()],
            name: user.name.clone(),
            text,
            at: now,
        })
    }

    /// Game `id`'s chat after message `after` (0: all) as `viewer` reads it (anyone who may
    /// see the game). A player has now seen the messages they read.
    ///
    /// # Errors
    /// No game (or one the viewer may not see).
    pub async fn chat(
        &self,
        viewer: Option<&User>,
        id: GameId,
        after: i64,
    ) -> Result<ChatLog, ServiceError> {
        let (row, _) = read_visible_game(&self.db, id, viewer).await?;
        let kind = super::replay::kind_of(&row)?;
        let (rows, seat) = self.db.read(|c| {
            let rows = store::chat::read_messages(c, id, after)?;
            let seat = match viewer {
                Some(user) => store::chat::read_chat_seat(c, id, user.id)?,
                None => None,
            };
            Ok((rows, seat))
        })?;
        if let (Some(user), Some(seat), Some(last)) = (viewer, seat, rows.last())
            && !seat.muted
            && last.id > seat.seen_id
        {
            let read = SeatWish::ChatRead {
                game: id,
                user_id: user.id,
                last_id: last.id,
            };
            self.wish(read).await?;
        }
        let seat_names = kind.seats();
        Ok(ChatLog {
            messages: rows
                .into_iter()
                .map(|r| ChatMessage {
                    id: r.id,
                    seat: seat_names.get(r.seat_index.index()).copied().unwrap_or("?"),
                    name: r.name,
                    text: r.text,
                    at: r.at,
                })
                .collect(),
            muted: seat.map(|s| s.muted),
        })
    }

    /// Mutes (or unmutes) game `id`'s chat for `user`: muted, their page shows no messages
    /// and their mails carry none.
    ///
    /// # Errors
    /// [`ChatRefused::NotAPlayerMuting`] when the user does not play the game; no game.
    pub async fn mute_chat(
        &self,
        user: &User,
        id: GameId,
        muted: bool,
    ) -> Result<(), ServiceError> {
        read_visible_game(&self.db, id, Some(user)).await?;
        let mute = SeatWish::Muted {
            game: id,
            user_id: user.id,
            what: Muting::Chat,
            muted,
        };
        if self.wish(mute).await? != Some(1) {
            return Err(ChatRefused::NotAPlayerMuting { game: id }.into());
        }
        Ok(())
    }

    /// The messages each player of game `id` has not seen, for the mails about to be
    /// written.
    ///
    /// # Errors
    /// Database errors.
    pub fn unseen_chat(&self, id: GameId) -> Result<UnseenChat, ServiceError> {
        self.unseen_chat_seating(id, None)
    }

    /// [`Herald::unseen_chat`] with `seating` (a seat and the player about to take it)
    /// read as seated.
    ///
    /// # Errors
    /// Database errors.
    pub fn unseen_chat_seating(
        &self,
        id: GameId,
        seating: Option<(Seat, i64)>,
    ) -> Result<UnseenChat, ServiceError> {
        let by_seat = self.db.read(|c| store::chat::read_unseen(c, id, seating))?;
        Ok(UnseenChat { by_seat })
    }
}

impl ChatRefused {
    /// The refusal as a message of the reader's language (`src/i18n/refusals/`).
    pub fn msg(&self) -> Msg {
        match self {
            ChatRefused::Empty => msg!("chat-refused-empty", most_chars = MOST_CHARS),
            ChatRefused::TooLong { chars } => msg!(
                "chat-refused-too-long",
                chars = *chars,
                most_chars = MOST_CHARS
            ),
            ChatRefused::ControlCharacter => msg!("chat-refused-control-character"),
            ChatRefused::NotAPlayerWriting { game } => {
                msg!("chat-refused-not-a-player-writing", game = game.get())
            }
            ChatRefused::NotAPlayerMuting { game } => {
                msg!("chat-refused-not-a-player-muting", game = game.get())
            }
            ChatRefused::TooMany(inner) => {
                msg!("chat-refused-too-many", sentence = inner.sentence.as_str())
            }
        }
    }
}

crate::worded_error!(ChatRefused);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_is_trimmed_and_its_line_ends_kept() {
        assert_eq!(chat_text("  hello\r\nthere \n").unwrap(), "hello\nthere");
    }

    #[test]
    fn an_empty_too_long_or_control_message_is_refused_with_the_limit() {
        for raw in ["", "   \n "] {
            let err = chat_text(raw).expect_err(raw);
            assert!(matches!(err, ChatRefused::Empty), "{raw:?}");
        }
        let err = chat_text(&"x".repeat(MOST_CHARS + 1)).expect_err("too long");
        assert!(
            matches!(err, ChatRefused::TooLong { chars: 501 }),
            "{err:?}"
        );
        for raw in ["bell\u{7}", "tab\there"] {
            let err = chat_text(raw).expect_err(raw);
            assert!(matches!(err, ChatRefused::ControlCharacter), "{raw:?}");
        }
        assert!(chat_text(&"é".repeat(MOST_CHARS)).is_ok());
        let long = chat_text(&"x".repeat(501)).unwrap_err().to_string();
        assert!(long.contains("at most 500"), "{long}");
    }

    #[test]
    fn the_sixth_message_in_a_minute_waits_for_the_first_to_leave_it() {
        let now = Millis(10_000_000);
        let five: Vec<Millis> = (0..5).map(|i| Millis(now.0 - 50_000 + i * 1000)).collect();
        let limited = rate_limited(&five, now).expect("limited");
        assert_eq!(limited.retry_after_s, 10);
        assert!(
            limited.sentence.contains("within a minute"),
            "{}",
            limited.sentence
        );
        assert!(rate_limited(&five[1..], now).is_none());
        assert!(rate_limited(&five, Millis(now.0 + 10_000)).is_none());
    }

    #[test]
    fn the_sixty_first_message_in_a_day_waits_for_the_day() {
        let now = Millis(100_000_000);
        let sixty: Vec<Millis> = (0..60)
            .map(|i| Millis(now.0 - 80_000_000 + i * 60_000))
            .collect();
        let limited = rate_limited(&sixty, now).expect("limited");
        assert_eq!(limited.retry_after_s, 6_400);
        assert!(
            limited.sentence.contains("within a day"),
            "{}",
            limited.sentence
        );
    }
}
