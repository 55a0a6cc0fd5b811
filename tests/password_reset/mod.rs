//! Issue 16.6, the account's mailed links: the password reset (a single-use link that
//! expires, sent only to an address with an account, within a rate limit, that signs the
//! account out everywhere), the password change, and the address change confirmed from
//! the new address — through the API and the pages, with a real SMTP server.
//!
//! The parts: [`reset`] (the reset link), [`changes`] (the password and address changes)
//! and [`voided_links`] (links voided by a later change).

use crate::common;

mod changes;
mod reset;
mod voided_links;

use common::mailbox::count;
use common::*;
use serde_json::json;

const HOUR: i64 = 3_600_000;
const NEW_PASSWORD: &str = "quiet herons fold paper lanterns";
const DEAD_LINK: &str =
    "This reset link has expired or was already used; ask for a new one at /reset";

/// Waits for the `n`th mail to `address` with `subject` and returns the token of the
/// link under `path` ("/reset/") in it.
async fn link_token(
    smtp: &SmtpServer,
    address: &str,
    subject: &str,
    path: &str,
    n: usize,
) -> String {
    smtp.wait_until(subject, PATIENCE, |s| {
        s.messages_to(address, subject).len() >= n
    })
    .await;
    let mail = &smtp.messages_to(address, subject)[n - 1];
    let prefix = format!("{BASE_URL}{path}");
    let at = mail
        .text
        .find(&prefix)
        .unwrap_or_else(|| panic!("no link in:\n{}", mail.text));
    let token: String = mail.text[at + prefix.len()..]
        .chars()
        .take_while(char::is_ascii_alphanumeric)
        .collect();
    assert_eq!(token.len(), 64, "32 random bytes in hex: {token}");
    assert!(
        mail.html.contains(&format!("{prefix}{token}")),
        "{}",
        mail.html
    );
    token
}

/// Asks for a password reset link to `email`, as a signed-out visitor does.
async fn ask_reset(api: &Api, email: &str) -> Reply {
    api.post("/api/password-reset", None, &json!({ "email": email }))
        .await
}

/// Waits for the `n`th reset mail to `address` and returns its link's token.
async fn reset_token(smtp: &SmtpServer, address: &str, n: usize) -> String {
    link_token(smtp, address, "Reset your Herald password", "/reset/", n).await
}

/// Asks for a reset link to `address` and returns the `n`th such link's token.
async fn ask_reset_link(api: &Api, smtp: &SmtpServer, address: &str, n: usize) -> String {
    ask_reset(api, address).await.expect(202);
    reset_token(smtp, address, n).await
}

fn reset_links_queued(server: &Server) -> i64 {
    count(
        server,
        "SELECT count(*) FROM outbox WHERE message_id LIKE 'reset.%'",
    )
}
