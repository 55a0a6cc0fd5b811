//! A reply proves who sent it (issue 26 §4). A valid reply token and a `From:` naming the
//! seat's player are not enough: anyone holding a forwarded turn mail has the token, and
//! anyone can write any `From:`. So before a reply is played its sender is proven:
//!
//! - behind a mail exchanger that checks mail (`HERALD_INBOUND_AUTHSERV_ID` set): by the
//!   topmost `Authentication-Results` header with that authserv-id
//!   ([`crate::inbound::auth`]);
//! - otherwise by Herald's own DKIM, SPF and DMARC checks ([`crate::mail::senders`]).
//!
//! A reply not proven plays nothing and is answered once per reply address (to the
//! seat's player, whose address the `From:` named: never to a third party), saying why;
//! a repeat to the same address is dropped without an answer.

use crate::i18n::Lang;
use crate::msg;
use crate::words::say;
use sha2::{Digest, Sha256};

use super::ServiceError;
use super::game::table::GameTable;
use super::mail_in::{MailIn, Received};
use super::mail_out::notify::{self, MailEvent};
use crate::domain::GameId;
use crate::engine::Seat;
use crate::inbound::auth::{Proof, proof_by_authserv};
use crate::inbound::message::{Envelope, Incoming};
use crate::mail::senders::Sender;
use crate::store;

impl MailIn {
    /// Whether `mail` (received as `raw`, with `envelope`) comes from its `From:` address.
    pub(super) async fn sender_proven(
        &self,
        mail: &Incoming,
        raw: &[u8],
        envelope: &Envelope,
    ) -> Proof {
        let from_domain = mail
            .from
            .as_deref()
            .and_then(|from| from.rsplit_once('@'))
            .map_or("", |(_, domain)| domain);
        if from_domain.is_empty() {
            return Proof::NotProven("no From: address".into());
        }
        let authserv_id = self.games.settings.inbound_authserv_id.as_deref();
        match authserv_id.filter(|id| !id.trim().is_empty()) {
            Some(authserv_id) => proof_by_authserv(raw, authserv_id, from_domain),
            None => {
                let sender = Sender {
                    raw,
                    from_domain,
                    mail_from: envelope.mail_from.as_deref(),
                    client_ip: envelope.client_ip,
                    helo: envelope.helo.as_deref(),
                    host_domain: self.games.settings.inbound_domain.as_deref().unwrap_or(""),
                };
                self.senders
                    .prove(self.games.settings.inbound_dns, sender)
                    .await
            }
        }
    }

    /// Answers `mail`, a reply to `token` for seat `seat` of game `id` whose sender was
    /// not proven (`why`, for the log), if it is the first such reply to that address;
    /// drops it otherwise. Recorded as read in the same transaction.
    pub(super) async fn answer_unproven(
        &self,
        mail: &Incoming,
        token: &str,
        seat: Seat,
        id: GameId,
        why: &str,
    ) -> Result<Received, ServiceError> {
        let now = self.games.clock.now_ms();
        let mut tx = self.games.db.begin_write().await?;
        if !store::unproven::answer_first(&mut tx, token, id, now).await? {
            store::inbound::record(&mut tx, &mail.message_id, Some(id), "dropped", now).await?;
            tx.commit().await?;
            return Ok(Received::Dropped(format!(
                "<{}>: sender not proven ({why}); this reply address was answered once already",
                mail.message_id
            )));
        }
        let table = GameTable::load(&mut tx, id).await?;
        // In the words of the seat's player, as every answer to a mailed move.
        let lang = table.seats.get(seat.index()).map_or(Lang::En, |s| s.lang());
        let unproven = msg!("mail-answer-why-unproven");
        let event = MailEvent::Answer {
            key: hex::encode(&Sha256::digest(mail.message_id.as_bytes())[..8]),
            subject: msg!("mail-answer-unverified"),
            headline: msg!("mail-answer-nothing-played"),
            reason: Some(say(lang, &unproven)),
            choices: None,
            board: None,
            since: Vec::new(),
        };
        if let Some(answer) = notify::render(&self.games.settings, &table.about(), seat, event)? {
            store::outbox::queue(&mut tx, &answer, now).await?;
        }
        store::inbound::record(&mut tx, &mail.message_id, Some(id), "answered", now).await?;
        tx.commit().await?;
        self.games.mail_bell.notify_one();
        Ok(Received::Answered {
            game: id,
            why: format!("{} ({why})", say(Lang::En, &unproven)),
        })
    }
}
