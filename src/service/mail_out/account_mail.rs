//! Plain mails outside a game's thread: a greeting, a few paragraphs, perhaps a link. The
//! account's links and changes send them (`accounts::links`), and so do the seats when an
//! invitation is declined or withdrawn (`game::seats`).

use super::MailWords;
use crate::i18n::{Lang, Msg};
use crate::store::access::Access;
use askama::Template;

use crate::config::Settings;

use crate::domain::{Email, GameId, MailPref, Millis};
use crate::service::ServiceError;
use crate::store;
use crate::store::WriteTx;
use crate::store::outbox::NewMail;
use crate::store::users::UserRow;
use tokio::sync::Notify;

/// A plain account mail: a greeting, a few paragraphs, perhaps a link.
pub struct AccountMail<'a> {
    /// The recipient's name.
    pub to_name: &'a str,
    /// The recipient's address.
    pub to_addr: &'a Email,
    /// The language the recipient reads Herald in.
    pub lang: Lang,
    /// What sets it apart in its Message-ID (stable for the same event).
    pub tag: String,
    /// The subject line.
    pub subject: Msg,
    /// The paragraphs of the body.
    pub paragraphs: Vec<Msg>,
    /// The link the mail is about, if any.
    pub link: Option<String>,
    /// The game it is about, if any.
    pub game_id: Option<GameId>,
}

#[derive(Template)]
#[template(path = "mail/account.txt")]
struct AccountText<'a> {
    w: MailWords,
    reader: &'a str,
    paragraphs: &'a [String],
    link: Option<&'a str>,
}

#[derive(Template)]
#[template(path = "mail/account.html")]
struct AccountHtml<'a> {
    w: MailWords,
    reader: &'a str,
    paragraphs: &'a [String],
    link: Option<&'a str>,
}

impl AccountMail<'_> {
    /// Queues the mail as the last write of `tx`, commits it, and wakes the mail worker.
    ///
    /// # Errors
    /// As [`AccountMail::queue`], and the commit's.
    pub async fn send_with(
        &self,
        settings: &Settings,
        mail_bell: &Notify,
        mut tx: WriteTx,
        now: Millis,
    ) -> Result<(), ServiceError> {
        self.queue(settings, &mut tx, now).await?;
        tx.commit().await?;
        mail_bell.notify_one();
        Ok(())
    }

    /// Renders the mail and queues it in the outbox, in the caller's transaction.
    ///
    /// # Errors
    /// Template and database errors.
    pub async fn queue(
        &self,
        settings: &Settings,
        conn: &mut impl Access,
        now: Millis,
    ) -> Result<(), ServiceError> {
        let mail = self.render(settings)?;
        store::outbox::queue(conn, &mail, now).await?;
        Ok(())
    }

    /// The mail as the outbox keeps it.
    ///
    /// # Errors
    /// Template errors.
    pub fn render(&self, settings: &Settings) -> Result<NewMail, ServiceError> {
        let w = MailWords(self.lang);
        let paragraphs: Vec<String> = self.paragraphs.iter().map(|p| w.say(p)).collect();
        let text = AccountText {
            w,
            reader: self.to_name,
            paragraphs: &paragraphs,
            link: self.link.as_deref(),
        }
        .render()
        .map_err(anyhow::Error::new)?;
        let html = AccountHtml {
            w,
            reader: self.to_name,
            paragraphs: &paragraphs,
            link: self.link.as_deref(),
        }
        .render()
        .map_err(anyhow::Error::new)?;
        let mail = NewMail {
            game_id: self.game_id,
            to_addr: self.to_addr.to_string(),
            to_name: self.to_name.to_string(),
            subject: w.say(&self.subject),
            body_text: text,
            body_html: html,
            message_id: format!("{}@{}", self.tag, settings.mail_domain()),
            thread_id: None,
            unsubscribe_url: None,
            board: None,
            hold: None,
            reply: None,
        };
        Ok(mail)
    }
}

/// Whether a player wants mail about their games (not about their account, which is
/// always sent): not when they turned mail off.
pub fn wants_game_notices(user: &UserRow) -> bool {
    user.mail != MailPref::Off
}
