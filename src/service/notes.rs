//! Private notes per seat (issue 16.2): a player's notepad on a game, kept with it, that
//! only they read. Once the game has ended they may reveal it; revealed notes show on the
//! finished game's page and in its API answer. Until then a note is in no view, page,
//! history, mail or export: everything here answers its author alone.

use super::loaders::{NotThere, read_visible_game, seat_of_user};
use super::{Herald, ServiceError, User};
use crate::domain::{GameId, GameStatus, Millis};
use crate::engine::Seat;
use crate::i18n::Msg;
use crate::msg;
use crate::store::{self, games::SeatRow};

/// The longest note, in characters.
pub const MOST_NOTE_CHARS: usize = 10_000;

/// A player's own note, as they read it.
#[derive(Clone, Debug, Default)]
pub struct OwnNote {
    /// The text (empty before they write any).
    pub text: String,
    /// When it was last written; none before they write any.
    pub updated_at: Option<Millis>,
    /// Whether they revealed it.
    pub revealed: bool,
}

/// A note its author revealed after the game ended.
#[derive(Clone, Debug)]
pub struct RevealedNote {
    /// The author's seat.
    pub seat: &'static str,
    /// The author's name.
    pub name: String,
    /// The text.
    pub text: String,
}

/// Why a note is not read, written or revealed, in the notes' words. Nothing was changed.
#[derive(Debug)]
pub enum NoteRefused {
    /// The one answer for anyone but a note's author, whatever the game and whether a
    /// note exists: it tells nothing about the note.
    NotTheAuthor {
        /// The game.
        game: GameId,
    },
    /// The note is over [`MOST_NOTE_CHARS`] characters.
    TooLong {
        /// Its length, in characters.
        chars: usize,
    },
    /// The game has not ended: notes are revealed only after the end.
    StillGoing {
        /// The game.
        game: GameId,
    },
    /// The author wrote no note in the game.
    NothingToReveal {
        /// The game.
        game: GameId,
    },
}

/// The seat `user` plays in game `id`, or the one [`NoteRefused::NotTheAuthor`] (also for
/// a game they may not see, or none: a note's existence is never told by "no such game").
async fn author_seat(
    herald: &Herald,
    user: &User,
    id: GameId,
) -> Result<(GameStatus, Seat), ServiceError> {
    let (row, seats): (_, Vec<SeatRow>) = match read_visible_game(&herald.db, id, Some(user)).await
    {
        Ok(found) => found,
        Err(ServiceError::NotThere(NotThere::Game { .. })) => {
            return Err(NoteRefused::NotTheAuthor { game: id }.into());
        }
        Err(err) => return Err(err),
    };
    let seat = seat_of_user(&seats, Some(user)).ok_or(NoteRefused::NotTheAuthor { game: id })?;
    Ok((row.status, seat))
}

impl Herald {
    /// `user`'s own note in game `id` (empty before they write one).
    ///
    /// # Errors
    /// [`NoteRefused::NotTheAuthor`] for anyone but a player of the game (the same answer
    /// whether or not the game or a note exists).
    pub async fn own_note(&self, user: &User, id: GameId) -> Result<OwnNote, ServiceError> {
        author_seat(self, user, id).await?;
        let note = self
            .db
            .read(|c| store::notes::read_note_of(c, id, user.id))?;
        Ok(note.map_or_else(OwnNote::default, |n| OwnNote {
            text: n.text,
            updated_at: Some(n.updated_at),
            revealed: n.revealed_at.is_some(),
        }))
    }

    /// Writes `user`'s note in game `id`, replacing it.
    ///
    /// # Errors
    /// [`NoteRefused::NotTheAuthor`] for anyone but a player of the game;
    /// [`NoteRefused::TooLong`] for a note over [`MOST_NOTE_CHARS`] characters.
    pub async fn write_note(
        &self,
        user: &User,
        id: GameId,
        text: &str,
    ) -> Result<(), ServiceError> {
        let (_, seat) = author_seat(self, user, id).await?;
        let text = text.replace("\r\n", "\n");
        let chars = text.chars().count();
        if chars > MOST_NOTE_CHARS {
            return Err(NoteRefused::TooLong { chars }.into());
        }
        let now = self.clock.now_ms();
        let mut tx = self.db.begin_write().await?;
        store::notes::put(&mut tx, id, user.id, seat, &text, now).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Reveals `user`'s note in game `id`, which has ended: it then shows on the game's
    /// page and in its API answer, to everyone who may see the game.
    ///
    /// # Errors
    /// [`NoteRefused::NotTheAuthor`] for anyone but a player of the game;
    /// [`NoteRefused::StillGoing`] while the game has not ended;
    /// [`NoteRefused::NothingToReveal`] when they wrote no note.
    pub async fn reveal_note(&self, user: &User, id: GameId) -> Result<(), ServiceError> {
        let (status, _) = author_seat(self, user, id).await?;
        if status != GameStatus::Finished {
            return Err(NoteRefused::StillGoing { game: id }.into());
        }
        let mut tx = self.db.begin_write().await?;
        if !store::notes::reveal(&mut tx, id, user.id, self.clock.now_ms()).await? {
            return Err(NoteRefused::NothingToReveal { game: id }.into());
        }
        tx.commit().await?;
        Ok(())
    }

    /// The notes revealed in game `id`, in seat order, with seat names from `seats`; none
    /// while the game is not finished (a note is revealed only after the end).
    ///
    /// # Errors
    /// Database errors.
    pub fn revealed_notes(
        &self,
        id: GameId,
        status: GameStatus,
        seats: &[&'static str],
    ) -> Result<Vec<RevealedNote>, ServiceError> {
        if status != GameStatus::Finished {
            return Ok(Vec::new());
        }
        let notes = self.db.read(|c| store::notes::read_revealed(c, id))?;
        Ok(notes
            .into_iter()
            .map(|n| RevealedNote {
                seat: seats.get(n.seat_index.index()).copied().unwrap_or("?"),
                name: n.name,
                text: n.text,
            })
            .collect())
    }
}

impl NoteRefused {
    /// The refusal as a message of the reader's language (`src/i18n/refusals/`).
    pub fn msg(&self) -> Msg {
        match self {
            NoteRefused::NotTheAuthor { game } => {
                msg!("note-refused-not-the-author", game = game.get())
            }
            NoteRefused::TooLong { chars } => msg!(
                "note-refused-too-long",
                chars = *chars,
                most_note_chars = MOST_NOTE_CHARS
            ),
            NoteRefused::StillGoing { game } => msg!("note-refused-still-going", game = game.get()),
            NoteRefused::NothingToReveal { game } => {
                msg!("note-refused-nothing-to-reveal", game = game.get())
            }
        }
    }
}

crate::worded_error!(NoteRefused);
