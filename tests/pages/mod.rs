//! The browser flow through the HTML forms, without JavaScript: sign up, start a game,
//! join it from the lobby, move with the action buttons; CSRF, cookies and the sign-in
//! rate limit.
//!
//! The parts: [`browser`] (the client and the forms of a page), [`forms`] (sign-up, lobby,
//! moving and the game page's forms), [`play`] (whole games through the page) and
//! [`sign_in_limit`].

use crate::common;

mod browser;
mod forms;
mod play;
mod sign_in_limit;
