//! The daily digest: one mail at the player's chosen local hour listing every game waiting
//! on them, with its deadline and what happened since their last move (from their view).

use super::MailWords;
use super::notify::opponents_in_words;
use crate::domain::{Millis, Seq};
use crate::i18n::Msg;
use crate::msg;
use crate::words::{game_title_and_number, say};
use askama::Template;

use crate::clock::Reader;
use crate::engine::Seat;
use crate::engine::kind::Kind;
use crate::service::replay::{kind_of, replay, seed_of};
use crate::service::terms::DAY_MS;
use std::sync::Arc;

use tokio::sync::Notify;

use crate::clock::Clock;
use crate::config::Settings;
use crate::service::{Herald, ServiceError};
use crate::store::games::{GameRow, MoveRow};
use crate::store::outbox::NewMail;
use crate::store::users::DigestDue;
use crate::store::{self, Db};

/// The next time it is `hour` o'clock in `timezone` after `now` (Unix ms).
///
/// # Errors
/// A message for an unknown time zone.
pub fn next_digest_at(now: Millis, hour: i64, timezone: &str) -> Result<Millis, String> {
    let tz = jiff::tz::TimeZone::get(timezone).map_err(|_| {
        format!(
            "\"{timezone}\" is not a time zone; use a name such as \"Europe/Berlin\" or \"UTC\""
        )
    })?;
    let hour = i8::try_from(hour)
        .ok()
        .filter(|h| (0..24).contains(h))
        .ok_or_else(|| format!("digest_hour {hour} is not an hour; choose 0 to 23"))?;
    let now_ts = jiff::Timestamp::from_millisecond(now.0).map_err(|e| e.to_string())?;
    let local = now_ts.to_zoned(tz.clone());
    let mut day = local.date();
    loop {
        let at = day
            .at(hour, 0, 0, 0)
            .to_zoned(tz.clone())
            .map_err(|e| e.to_string())?;
        if at.timestamp() > now_ts {
            return Ok(Millis(at.timestamp().as_millisecond()));
        }
        day = day.tomorrow().map_err(|e| e.to_string())?;
    }
}

/// One game in a digest.
pub struct DigestGame {
    /// "The Rose King #3 against bob (white)".
    pub title: String,
    /// The deadline in the reader's words ("Thu 26 Nov, 20:29, in 2 days 23 hours").
    pub deadline: Option<String>,
    /// What happened since the reader's last move.
    pub since: Vec<String>,
    /// Link.
    pub link: String,
}

#[derive(Template)]
#[template(path = "mail/digest.txt")]
struct DigestText<'a> {
    w: MailWords,
    reader: &'a str,
    games: &'a [DigestGame],
    unsubscribe: Option<String>,
}

#[derive(Template)]
#[template(path = "mail/digest.html")]
struct DigestHtml<'a> {
    w: MailWords,
    reader: &'a str,
    games: &'a [DigestGame],
    unsubscribe: Option<String>,
}

/// What the daily digests read and write: the players' waiting games and the outbox. It
/// changes no game, so it holds neither the games' kept states nor the writer's handle.
pub struct Digests {
    db: Db,
    settings: Arc<Settings>,
    clock: Arc<dyn Clock>,
    mail_bell: Arc<Notify>,
}

impl Herald {
    /// The daily digests, for the timekeeper.
    pub fn digests(&self) -> Digests {
        Digests {
            db: self.db.clone(),
            settings: self.settings.clone(),
            clock: self.clock.clone(),
            mail_bell: self.mail_bell.clone(),
        }
    }
}

impl Digests {
    /// Queues the digests due at the clock's now; returns how many were queued.
    ///
    /// # Errors
    /// Database and template errors.
    pub async fn send(&self) -> Result<usize, ServiceError> {
        let now = self.clock.now_ms();
        let due = {
            let mut conn = self.db.acquire().await?;
            store::users::digests_due(&mut conn, now).await?
        };
        let mut queued = 0;
        for user in due {
            if self.send_digest(&user, now).await? {
                queued += 1;
            }
        }
        if queued > 0 {
            self.mail_bell.notify_one();
        }
        Ok(queued)
    }

    async fn send_digest(&self, user: &DigestDue, now: Millis) -> Result<bool, ServiceError> {
        let reader = Reader::new(Some(&user.timezone), now).in_lang(user.lang());
        let games = self.games_waiting_on(user.id, &reader).await?;
        let next = next_digest_at(now, user.digest_hour, &user.timezone).unwrap_or(now + DAY_MS);
        let mut tx = self.db.begin_write().await?;
        let sent = if games.is_empty() {
            false
        } else {
            let mail = self.digest_mail(user, &games)?;
            store::outbox::queue(&mut tx, &mail, now).await?;
            true
        };
        store::users::set_next_digest(&mut tx, user.id, next).await?;
        tx.commit().await?;
        Ok(sent)
    }

    /// The games waiting on player `user_id`, as their digest lists them (times as
    /// `reader` reads them).
    async fn games_waiting_on(
        &self,
        user_id: i64,
        reader: &Reader,
    ) -> Result<Vec<DigestGame>, ServiceError> {
        let base = self.settings.base_url();
        let mut games = Vec::new();
        let mut conn = self.db.acquire().await?;
        for (id, seat) in store::users::waiting_games(&mut conn, user_id).await? {
            let Some((row, seats, moves)) = store::games::with_seats_and_log(&mut conn, id).await?
            else {
                continue;
            };
            let kind = kind_of(&row)?;
            let me = &seats[seat.index()];
            let since = since_last_move(&row, kind, &moves, seat, me.last_seq)?
                .iter()
                .map(|told| say(reader.lang(), told))
                .collect();
            let opponents = opponents_in_words(kind.kind(), &seats, seat, reader.lang());
            let game = game_title_and_number(kind, id);
            let words = MailWords(reader.lang());
            games.push(DigestGame {
                title: words.say(msg!("digest-game", game = game, opponents = opponents)),
                deadline: me.deadline.map(|at| reader.at(at)),
                since,
                link: format!("{base}/games/{id}"),
            });
        }
        Ok(games)
    }

    /// The digest mail to `user` listing `games`.
    fn digest_mail(&self, user: &DigestDue, games: &[DigestGame]) -> Result<NewMail, ServiceError> {
        let base = self.settings.base_url();
        let unsubscribe = user
            .unsubscribe_key
            .as_ref()
            .map(|k| format!("{base}/unsubscribe/{k}"));
        let w = MailWords(user.lang());
        let text = DigestText {
            w,
            reader: &user.name,
            games,
            unsubscribe: unsubscribe.clone(),
        }
        .render()
        .map_err(anyhow::Error::new)?;
        let html = DigestHtml {
            w,
            reader: &user.name,
            games,
            unsubscribe: unsubscribe.clone(),
        }
        .render()
        .map_err(anyhow::Error::new)?;
        let domain = self.settings.mail_domain();
        Ok(NewMail {
            game_id: None,
            to_addr: user.email.clone(),
            to_name: user.name.clone(),
            subject: w.t1("digest-subject", "count", games.len()),
            body_text: text,
            body_html: html,
            message_id: format!("digest.u{}.{}@{domain}", user.id, user.next_digest_at),
            thread_id: None,
            unsubscribe_url: unsubscribe,
            board: None,
            hold: None,
            reply: None,
        })
    }
}

/// What happened in a game since the reader in `seat` last moved (move `last_seq`), from
/// their view; nothing if the log does not replay.
fn since_last_move(
    row: &GameRow,
    kind: &dyn Kind,
    moves: &[MoveRow],
    seat: Seat,
    last_seq: Seq,
) -> Result<Vec<Msg>, ServiceError> {
    let viewer = [Some(seat)];
    let since = match replay(row, kind, &seed_of(row)?, moves, last_seq.next(), &viewer)? {
        Ok(replayed) => replayed
            .described
            .into_iter()
            .map(|(_, _, told)| told[0].text.clone())
            .collect(),
        Err(_) => Vec::new(),
    };
    Ok(since)
}

#[cfg(test)]
mod tests {
    use super::next_digest_at;
    use crate::domain::Millis;

    #[test]
    fn the_next_digest_is_the_next_local_hour() {
        // 2026-11-23 06:30 UTC; 8 o'clock UTC is 90 minutes later.
        let now = Millis(1_795_415_400_000);
        assert_eq!(next_digest_at(now, 8, "UTC").unwrap(), now + 90 * 60_000);
        // 7 o'clock in Berlin (UTC+1 in November) was 06:00 UTC: tomorrow's then.
        assert_eq!(
            next_digest_at(now, 7, "Europe/Berlin").unwrap(),
            now - 30 * 60_000 + 24 * 3_600_000
        );
        assert!(
            next_digest_at(now, 7, "Mars/Olympus")
                .unwrap_err()
                .contains("time zone")
        );
        assert!(
            next_digest_at(now, 24, "UTC")
                .unwrap_err()
                .contains("0 to 23")
        );
    }
}
