//! Which HTTP status each refusal is answered with: the web layer's own
//! ([`WebRefused`]) and every typed refusal of the service, each an exhaustive match, so
//! that a new refusal cannot go out without its status being chosen.

use axum::http::StatusCode;

use super::{Refusal, WebRefused};
use crate::engine::game::MoveError;
use crate::service::ServiceError;
use crate::service::accounts::refusal::AccountRefused;
use crate::service::chat::ChatRefused;
use crate::service::game::agreements::AgreementRefused;
use crate::service::game::ending::EndRefused;
use crate::service::game::new_game::NewGameRefused;
use crate::service::game::record::RecordRefused;
use crate::service::game::seat_refusal::SeatRefused;
use crate::service::game::table::MoveRefused;
use crate::service::notes::NoteRefused;
use crate::service::operator::OperatorRefused;
use crate::service::orders::OrdersRefused;
use crate::service::transfer::ExportRefused;

/// The status of a refusal.
pub fn status_of(refused: &Refusal) -> StatusCode {
    match refused {
        Refusal::Service(err) => service_status(err),
        Refusal::Web(WebRefused::Unreadable(_)) => StatusCode::BAD_REQUEST,
        Refusal::Web(WebRefused::NotSignedIn(_)) => StatusCode::UNAUTHORIZED,
        Refusal::Web(WebRefused::FormExpired) => StatusCode::FORBIDDEN,
        Refusal::Web(WebRefused::NotHere(_)) => StatusCode::NOT_FOUND,
    }
}

/// The status of a service error.
fn service_status(err: &ServiceError) -> StatusCode {
    match err {
        ServiceError::Move(refused) => move_status(refused),
        // Each refusal of a take-back is the game as it stands now: nothing (or not that
        // much) to take back.
        ServiceError::TakeBack(_) => StatusCode::CONFLICT,
        ServiceError::Agreement(refused) => agreement_status(refused),
        ServiceError::End(EndRefused::NotAPlayer { .. }) => StatusCode::FORBIDDEN,
        // The game as it stands: not in play, or nobody to claim from.
        ServiceError::End(_) => StatusCode::CONFLICT,
        ServiceError::Record(refused) => record_status(refused),
        ServiceError::NotThere(_) => StatusCode::NOT_FOUND,
        ServiceError::NewGame(refused) => new_game_status(refused),
        ServiceError::Export(ExportRefused::NotAPlayer { .. }) => StatusCode::FORBIDDEN,
        ServiceError::Export(ExportRefused::Unfinished { .. }) => StatusCode::CONFLICT,
        ServiceError::Operator(refused) => operator_status(refused),
        // The game as it stands: another change came first, each time it was decided.
        ServiceError::KeptChanging(_) | ServiceError::NoLongerDue(_) => StatusCode::CONFLICT,
        ServiceError::Seat(refused) => seat_status(refused),
        ServiceError::Account(refused) => account_status(refused),
        ServiceError::Chat(refused) => chat_status(refused),
        ServiceError::Note(refused) => note_status(refused),
        ServiceError::Orders(refused) => orders_status(refused),
        ServiceError::Damaged { .. } | ServiceError::Unexpected(_) => {
            StatusCode::INTERNAL_SERVER_ERROR
        }
    }
}

/// The status of a refused move: 403 for a player who is not at the table or not to act,
/// 409 for a game not ready for it (not started, paused) or one that moved on since the
/// player saw it, 422 for what the rules or the game's end refuse.
fn move_status(refused: &MoveRefused) -> StatusCode {
    match refused {
        MoveRefused::NotAPlayer { .. } | MoveRefused::Rules(MoveError::NotYourTurn { .. }) => {
            StatusCode::FORBIDDEN
        }
        MoveRefused::NotStarted { .. }
        | MoveRefused::Paused { .. }
        | MoveRefused::MovedOn { .. }
        | MoveRefused::KeptChanging { .. } => StatusCode::CONFLICT,
        MoveRefused::Over { .. }
        | MoveRefused::Rules(_)
        | MoveRefused::Line(_)
        | MoveRefused::NothingToPlay => StatusCode::UNPROCESSABLE_ENTITY,
    }
}

/// The status of a refused agreement: 403 for a player who is not at the table, 422 for
/// what the game or Herald does not know how to agree, 409 for what the game's state
/// refuses now.
fn agreement_status(refused: &AgreementRefused) -> StatusCode {
    match refused {
        AgreementRefused::NotAPlayer { .. } => StatusCode::FORBIDDEN,
        AgreementRefused::Unknown { .. } | AgreementRefused::NoDraw { .. } => {
            StatusCode::UNPROCESSABLE_ENTITY
        }
        AgreementRefused::NotStarted { .. }
        | AgreementRefused::Over { .. }
        | AgreementRefused::AlreadyProposed { .. }
        | AgreementRefused::AlreadyPaused { .. }
        | AgreementRefused::NothingProposed { .. }
        | AgreementRefused::OwnProposal
        | AgreementRefused::Changed { .. }
        | AgreementRefused::NotPaused { .. }
        | AgreementRefused::NobodyToNudge { .. }
        | AgreementRefused::NudgedToday => StatusCode::CONFLICT,
    }
}

/// The status of a refused answer to a record: 404 for a record the player may not see or
/// that is none, 403 for the importer's own, 409 for one accepted already or changing.
fn record_status(refused: &RecordRefused) -> StatusCode {
    match refused {
        RecordRefused::Hidden { .. } | RecordRefused::NotARecord { .. } => StatusCode::NOT_FOUND,
        RecordRefused::OwnImport { .. } => StatusCode::FORBIDDEN,
        RecordRefused::AlreadyAccepted { .. } | RecordRefused::KeptChanging { .. } => {
            StatusCode::CONFLICT
        }
    }
}

/// The status of a seat that does not change hands: 404 for an account or a game the
/// player may not see, 403 for what only a player or the creator may do, 422 for a seat
/// the game does not have, 409 for what the game's seats refuse as they stand.
fn seat_status(refused: &SeatRefused) -> StatusCode {
    match refused {
        SeatRefused::AccountGone | SeatRefused::Hidden { .. } => StatusCode::NOT_FOUND,
        SeatRefused::NotAPlayer { .. } | SeatRefused::NotTheCreator { .. } => StatusCode::FORBIDDEN,
        SeatRefused::NoSuchSeat { .. } => StatusCode::UNPROCESSABLE_ENTITY,
        SeatRefused::AlreadyPlaying { .. }
        | SeatRefused::NotOpen { .. }
        | SeatRefused::NoFreeSeat { .. }
        | SeatRefused::Taken { .. }
        | SeatRefused::KeptForAnother { .. }
        | SeatRefused::JoinedMeanwhile
        | SeatRefused::NotUnderWay { .. }
        | SeatRefused::NotVacant { .. }
        | SeatRefused::NoVacantSeat { .. }
        | SeatRefused::TakenMeanwhile
        | SeatRefused::Over { .. }
        | SeatRefused::NoInvitation { .. }
        | SeatRefused::NoLongerOpen { .. }
        | SeatRefused::NothingToWithdraw { .. }
        | SeatRefused::InvitationChanged { .. } => StatusCode::CONFLICT,
    }
}

/// The status of a game not created or imported: 404 for a kind there is not, 403 for a
/// player importing a game not theirs, 404 for an account gone meanwhile, 409 for games
/// created at the same moment, 422 for what the request or document asks that cannot be.
fn new_game_status(refused: &NewGameRefused) -> StatusCode {
    match refused {
        NewGameRefused::NoSuchKind { .. } | NewGameRefused::AccountGone { .. } => {
            StatusCode::NOT_FOUND
        }
        NewGameRefused::NotYourGame => StatusCode::FORBIDDEN,
        NewGameRefused::KeptColliding => StatusCode::CONFLICT,
        NewGameRefused::Terms(_)
        | NewGameRefused::Options(_)
        | NewGameRefused::NoSuchPlayer { .. }
        | NewGameRefused::InvitesSelf
        | NewGameRefused::TooManyInvited { .. }
        | NewGameRefused::Document(_) => StatusCode::UNPROCESSABLE_ENTITY,
    }
}

/// The status of an operator's command refused (the command line tells it as its exit):
/// as the API would answer it.
fn operator_status(refused: &OperatorRefused) -> StatusCode {
    match refused {
        OperatorRefused::NoSuchSeat { .. } => StatusCode::UNPROCESSABLE_ENTITY,
        OperatorRefused::NoSuchPlayer { .. } => StatusCode::NOT_FOUND,
        OperatorRefused::AlreadyPlays { .. } | OperatorRefused::BackupExists { .. } => {
            StatusCode::CONFLICT
        }
    }
}

/// The status of a refused chat message or mute: 403 for a player who is not at the table,
/// 422 for a message that is empty, too long or holds a control character, 429 for a
/// writer who wrote too many messages lately.
fn chat_status(refused: &ChatRefused) -> StatusCode {
    match refused {
        ChatRefused::NotAPlayerWriting { .. } | ChatRefused::NotAPlayerMuting { .. } => {
            StatusCode::FORBIDDEN
        }
        ChatRefused::Empty | ChatRefused::TooLong { .. } | ChatRefused::ControlCharacter => {
            StatusCode::UNPROCESSABLE_ENTITY
        }
        ChatRefused::TooMany(_) => StatusCode::TOO_MANY_REQUESTS,
    }
}

/// The status of a refused note: 403 for anyone but its author (also for a game that is
/// not there), 422 for a note too long, 409 for a reveal the game's state refuses now
/// (still going, or no note written).
fn note_status(refused: &NoteRefused) -> StatusCode {
    match refused {
        NoteRefused::NotTheAuthor { .. } => StatusCode::FORBIDDEN,
        NoteRefused::TooLong { .. } => StatusCode::UNPROCESSABLE_ENTITY,
        NoteRefused::StillGoing { .. } | NoteRefused::NothingToReveal { .. } => {
            StatusCode::CONFLICT
        }
    }
}

/// The status of refused standing orders or a decision given ahead: 403 for a player who
/// is not at the table, 409 for a game not in play (over, or not under way), 422 for what
/// the game's kind or its rules refuse (no standing orders, orders not the kind's, a
/// decision that cannot be given ahead now).
fn orders_status(refused: &OrdersRefused) -> StatusCode {
    match refused {
        OrdersRefused::NotAPlayer { .. } => StatusCode::FORBIDDEN,
        OrdersRefused::Over { .. } | OrdersRefused::NotInPlay { .. } => StatusCode::CONFLICT,
        OrdersRefused::NoStandingOrders { .. }
        | OrdersRefused::NotTheKinds(_)
        | OrdersRefused::NothingAhead { .. }
        | OrdersRefused::NotAhead { .. } => StatusCode::UNPROCESSABLE_ENTITY,
    }
}

/// The status of a refused step of an account: 400 for a change of settings that is not a
/// JSON object; 401 for a sign-in or a bearer token that names no account (a wrong name or
/// password, an unknown or revoked token, an account gone); 403 for a wrong current
/// password, or muting a game the player does not play; 404 for a token or unsubscribe key
/// that is not there; 409 for a name or address another account has, or an absence that
/// has begun; 429 for too many failed sign-ins or address changes; 422 for every other
/// value refused (a name, address or password that will not do, a mailed link that no
/// longer works, a setting that cannot be set or a value not allowed).
fn account_status(refused: &AccountRefused) -> StatusCode {
    match refused {
        AccountRefused::SettingsNotAnObject => StatusCode::BAD_REQUEST,
        AccountRefused::WrongNameOrPassword
        | AccountRefused::UnknownToken
        | AccountRefused::AccountGone => StatusCode::UNAUTHORIZED,
        AccountRefused::WrongPassword | AccountRefused::NotAPlayer { .. } => StatusCode::FORBIDDEN,
        AccountRefused::NoSuchToken | AccountRefused::UnknownUnsubscribe => StatusCode::NOT_FOUND,
        AccountRefused::AddressTaken { .. }
        | AccountRefused::NameTaken { .. }
        | AccountRefused::NewAddressTaken { .. }
        | AccountRefused::AbsenceBegun => StatusCode::CONFLICT,
        AccountRefused::TooManyFailedSignIns | AccountRefused::TooManyAddressChanges => {
            StatusCode::TOO_MANY_REQUESTS
        }
        AccountRefused::BadName
        | AccountRefused::BadAddress { .. }
        | AccountRefused::PasswordTooShort
        | AccountRefused::PasswordTooLong
        | AccountRefused::PasswordControlCharacter
        | AccountRefused::PasswordIsName
        | AccountRefused::PasswordIsAddress
        | AccountRefused::PasswordEasyToGuess { .. }
        | AccountRefused::PasswordsDiffer
        | AccountRefused::ResetLinkExpired
        | AccountRefused::AddressLinkExpired
        | AccountRefused::AlreadyYourAddress { .. }
        | AccountRefused::NoSuchSetting { .. }
        | AccountRefused::VacationDaysCounted
        | AccountRefused::BadMailChoice { .. }
        | AccountRefused::BadDigestHour { .. }
        | AccountRefused::DigestHourNotANumber
        | AccountRefused::TimezoneNotAName
        | AccountRefused::NoDigestTime { .. }
        | AccountRefused::BadConfirmChoice { .. }
        | AccountRefused::BadLanguage { .. }
        | AccountRefused::BadAbsence { .. }
        | AccountRefused::TooFewVacationDays { .. } => StatusCode::UNPROCESSABLE_ENTITY,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Msg;
    use crate::web::error::public_message;

    #[test]
    fn the_web_layers_own_refusals_keep_their_statuses_and_words() {
        let cases = [
            (
                WebRefused::Unreadable(Msg::new("x")),
                StatusCode::BAD_REQUEST,
            ),
            (
                WebRefused::NotSignedIn(Msg::new("x")),
                StatusCode::UNAUTHORIZED,
            ),
            (WebRefused::FormExpired, StatusCode::FORBIDDEN),
            (WebRefused::NotHere(Msg::new("x")), StatusCode::NOT_FOUND),
        ];
        for (refused, status) in cases {
            assert_eq!(status_of(&Refusal::from(refused)), status);
        }
        assert_eq!(
            public_message(&Refusal::from(WebRefused::FormExpired)),
            "this form has expired (or came from another site); reload the page and send it again"
        );
    }

    #[test]
    fn account_refusals_keep_their_statuses() {
        let cases = [
            (AccountRefused::SettingsNotAnObject, StatusCode::BAD_REQUEST),
            (
                AccountRefused::WrongNameOrPassword,
                StatusCode::UNAUTHORIZED,
            ),
            // The signed-in account is no longer there: as if not signed in.
            (AccountRefused::AccountGone, StatusCode::UNAUTHORIZED),
            // Signed in, but the current password given is wrong.
            (AccountRefused::WrongPassword, StatusCode::FORBIDDEN),
            (AccountRefused::UnknownUnsubscribe, StatusCode::NOT_FOUND),
            (AccountRefused::AbsenceBegun, StatusCode::CONFLICT),
            (
                AccountRefused::TooManyAddressChanges,
                StatusCode::TOO_MANY_REQUESTS,
            ),
            // A link that no longer works is a value refused, not a thing not found.
            (
                AccountRefused::ResetLinkExpired,
                StatusCode::UNPROCESSABLE_ENTITY,
            ),
        ];
        for (refused, status) in cases {
            assert_eq!(service_status(&ServiceError::from(refused)), status);
        }
    }
}
