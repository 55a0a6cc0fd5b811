//! Use-cases: sign up, create, join, move, read. Each write is one transaction; this layer
//! sits between the web (which only parses and renders) and the store and engine.
//!
//! Beside the game at the table (`table` and the files around it), each resource has its
//! folder or file: [`accounts`] (sign-up, sign-in, API tokens, mailed links, settings),
//! [`lobby`] (lists, new games, profiles), [`mail_in`] (moves by mail), [`mail_out`]
//! (game mails, the digest, account mails), [`operator`] (the operator's commands and
//! `verify`), [`notes`] and [`live`].

pub mod accounts;
pub mod ahead;
pub mod chat;
pub mod checked;
pub mod detail;
pub mod game;
pub mod history;
pub mod live;
mod loaders;
pub use loaders::NotThere;
pub mod lobby;
pub mod looks;
pub mod mail_in;
pub mod mail_out;
pub mod notes;
pub mod operator;
pub mod orders;
pub mod proven;
pub mod replay;
pub mod result;
pub mod terms;
pub mod timekeeper;
pub mod transfer;

use crate::domain::GameId;
use std::sync::Arc;

use tokio::sync::Notify;

pub use crate::clock::{Clock, OffsetClock, SystemClock};
use crate::config::Settings;
use crate::i18n::{Lang, Msg};
use crate::msg;

/// The games' handle: what every change to a game needs (the database, the settings, the
/// clock, the bell that wakes the mail worker when mail was queued, and the checked states
/// kept between moves). The page and the API, the timekeeper and the operator's commands
/// change games through it. What changes no game has a handle of its own, made from this
/// one and holding only what it uses: [`Herald::accounts`], [`Herald::lobby`],
/// [`Herald::digests`], [`Herald::held_boards`] and mail in's
/// [`MailIn`](mail_in::MailIn), which adds the checks of a reply's sender.
#[derive(Clone)]
pub struct Herald {
    /// The database.
    pub db: crate::store::Db,
    /// The settings.
    pub settings: Arc<Settings>,
    /// The notion of "now".
    pub clock: Arc<dyn Clock>,
    /// Rung after a commit that queued mail.
    pub mail_bell: Arc<Notify>,
    /// Active games' checked states, kept between moves.
    pub checked: Arc<checked::CheckedStates>,
}

impl Herald {
    /// The service on `db`, with `settings` and `clock`; no game kept, no mail queued.
    pub fn new(db: crate::store::Db, settings: Arc<Settings>, clock: Arc<dyn Clock>) -> Herald {
        let mail_bell = Arc::new(Notify::new());
        Herald {
            db,
            settings,
            clock,
            mail_bell,
            checked: Default::default(),
        }
    }

    /// The accounts' handle (sign-up, sign-in, tokens, mailed links, a player's settings)
    /// on the same database, settings, clock and mail bell. Make it once and share it:
    /// it keeps the bearer tokens it has checked.
    pub fn accounts(&self) -> accounts::Accounts {
        accounts::Accounts::new(
            self.db.clone(),
            self.settings.clone(),
            self.clock.clone(),
            self.mail_bell.clone(),
        )
    }

    /// The lobby's handle (the lists of games, the players' profiles) on the same database.
    pub fn lobby(&self) -> lobby::Lobby {
        lobby::Lobby::new(self.db.clone())
    }
}

/// Why the service did not do what it was asked, in the game's and the account's words:
/// a typed refusal of one decision, or a failure (a damaged stored value, an unexpected
/// error). The web layer alone (`web/error/status.rs`) tells each as an HTTP status.
#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    /// 500 for one game: a stored value of it cannot be read (written by an older
    /// version); the message names the game and where the operator finds it.
    #[error("game {game}'s stored record cannot be read ({damage})")]
    Damaged {
        /// The game.
        game: GameId,
        /// What cannot be read, for the operator.
        damage: String,
    },
    /// A move refused: by the game's state, by its rules, or because the game moved on
    /// (see [`MoveRefused`](game::table::MoveRefused)).
    #[error(transparent)]
    Move(#[from] game::table::MoveRefused),
    /// A take-back refused (see
    /// [`TakeBackRefused`](game::take_back::TakeBackRefused)).
    #[error(transparent)]
    TakeBack(#[from] game::take_back::TakeBackRefused),
    /// A proposal, its answer, a pause's end or a nudge refused (see
    /// [`AgreementRefused`](game::agreements::AgreementRefused)).
    #[error(transparent)]
    Agreement(#[from] game::agreements::AgreementRefused),
    /// A resignation or a claim of a win refused (see
    /// [`EndRefused`](game::ending::EndRefused)).
    #[error(transparent)]
    End(#[from] game::ending::EndRefused),
    /// A join, a take-over, leaving, or an invitation declined or withdrawn, refused (see
    /// [`SeatRefused`](game::seat_refusal::SeatRefused)).
    #[error(transparent)]
    Seat(#[from] game::seat_refusal::SeatRefused),
    /// A game not created or imported (see
    /// [`NewGameRefused`](game::new_game::NewGameRefused)).
    #[error(transparent)]
    NewGame(#[from] game::new_game::NewGameRefused),
    /// A game's download refused (see [`ExportRefused`](transfer::ExportRefused)).
    #[error(transparent)]
    Export(#[from] transfer::ExportRefused),
    /// An operator's command refused (see [`OperatorRefused`](operator::OperatorRefused)).
    #[error(transparent)]
    Operator(#[from] operator::OperatorRefused),
    /// What was asked for is not there (see [`NotThere`](loaders::NotThere)).
    #[error(transparent)]
    NotThere(#[from] loaders::NotThere),
    /// A change whose games kept changing under it (see
    /// [`KeptChanging`](game::KeptChanging)).
    #[error(transparent)]
    KeptChanging(#[from] game::KeptChanging),
    /// What the timekeeper found due is no longer so (see
    /// [`NoLongerDue`](game::deadlines::NoLongerDue)).
    #[error(transparent)]
    NoLongerDue(#[from] game::deadlines::NoLongerDue),
    /// An answer to a record refused (see [`RecordRefused`](game::record::RecordRefused)).
    #[error(transparent)]
    Record(#[from] game::record::RecordRefused),
    /// A step of an account refused: sign-up, sign-in, a token, a mailed link, a password
    /// or address change, a setting (see
    /// [`AccountRefused`](accounts::refusal::AccountRefused)).
    #[error(transparent)]
    Account(#[from] accounts::refusal::AccountRefused),
    /// A chat message not posted, or a chat not muted (see
    /// [`ChatRefused`](chat::ChatRefused)).
    #[error(transparent)]
    Chat(#[from] chat::ChatRefused),
    /// A private note not read, written or revealed (see
    /// [`NoteRefused`](notes::NoteRefused)).
    #[error(transparent)]
    Note(#[from] notes::NoteRefused),
    /// Standing orders or a decision given ahead refused (see
    /// [`OrdersRefused`](orders::OrdersRefused)).
    #[error(transparent)]
    Orders(#[from] orders::OrdersRefused),
    /// 500: our fault; the cause is logged, never shown.
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl ServiceError {
    /// The refusal as a message of the reader's language (`src/i18n/refusals/`); a
    /// failure of ours is told as such, its cause never shown.
    pub fn msg(&self) -> Msg {
        match self {
            ServiceError::Damaged { game, damage } => msg!(
                "service-error-damaged",
                game = game.get(),
                damage = damage.as_str()
            ),
            ServiceError::Move(refused) => refused.msg(),
            ServiceError::TakeBack(refused) => refused.msg(),
            ServiceError::Agreement(refused) => refused.msg(),
            ServiceError::End(refused) => refused.msg(),
            ServiceError::Seat(refused) => refused.msg(),
            ServiceError::NewGame(refused) => refused.msg(),
            ServiceError::Export(refused) => refused.msg(),
            ServiceError::NotThere(refused) => refused.msg(),
            ServiceError::KeptChanging(refused) => refused.msg(),
            ServiceError::Record(refused) => refused.msg(),
            ServiceError::Account(refused) => refused.msg(),
            ServiceError::Chat(refused) => refused.msg(),
            ServiceError::Note(refused) => refused.msg(),
            ServiceError::Orders(refused) => refused.msg(),
            // The operator's and the timekeeper's refusals reach no player.
            ServiceError::Operator(refused) => {
                msg!("service-error-text", text = refused.to_string())
            }
            ServiceError::NoLongerDue(refused) => {
                msg!("service-error-text", text = refused.to_string())
            }
            ServiceError::Unexpected(_) => msg!("service-error-unexpected"),
        }
    }
}

impl From<sqlx::Error> for ServiceError {
    fn from(err: sqlx::Error) -> Self {
        ServiceError::Unexpected(anyhow::Error::new(err).context("database"))
    }
}

/// A signed-in user.
#[derive(Clone, Debug)]
pub struct User {
    /// Id.
    pub id: i64,
    /// Name.
    pub name: String,
    /// Mail address.
    pub email: String,
    /// The language they read Herald in.
    pub language: Lang,
}

impl From<crate::store::users::UserRow> for User {
    fn from(row: crate::store::users::UserRow) -> User {
        User {
            id: row.id,
            language: row.lang(),
            name: row.name,
            email: row.email.to_string(),
        }
    }
}

/// `n` random bytes from the operating system.
pub fn random_bytes<const N: usize>() -> [u8; N] {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).expect("the operating system's random source works");
    bytes
}
