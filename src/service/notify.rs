//! The mails a game sends: the invitation, "your turn", and the final result. Each is
//! rendered from templates (plain text + HTML); the caller queues it in the outbox inside
//! the transaction of the change that causes it.

use askama::Template;

use super::ServiceError;
use crate::config::Settings;
use crate::domain::MailPref;
use crate::engine::registry::Kind;
use crate::store::{games::GameRow, games::SeatRow, outbox::NewMail, users::UserRow};

/// Why a mail is sent.
pub enum MailEvent<'a> {
    /// `by` invited `to` to the game.
    Invited {
        /// Who invited.
        by: &'a str,
        /// The invited player.
        to: &'a UserRow,
    },
    /// `by` imported a record of a finished game with `to` in a seat, for `to` to accept
    /// or decline.
    Record {
        /// Who imported it.
        by: &'a str,
        /// The player asked to accept it.
        to: &'a UserRow,
    },
    /// It became the reader's turn; `since` is what happened since their last move.
    Turn {
        /// The moves since the reader's last move, from the reader's view.
        since: Vec<String>,
    },
    /// The game ended.
    Over {
        /// The moves since the reader's last move, from the reader's view.
        since: Vec<String>,
    },
    /// The reader's deadline is near and they have not moved.
    Reminder {
        /// The deadline.
        deadline: i64,
    },
    /// Seat `late` ran out of time; the reader may claim the win or keep waiting.
    TimedOut {
        /// The seat out of time.
        late: usize,
    },
    /// Seat `seat` is vacant: its player left, or ran out of time under `handover`.
    Vacant {
        /// The vacant seat.
        seat: usize,
        /// Why, in words ("alice left the game").
        why: String,
        /// When (keeps the Message-ID unique).
        at: i64,
    },
    /// The reader took over their seat; `since` briefs them on the latest moves from the
    /// seat's view.
    TookOver {
        /// The latest moves from the seat's view.
        since: Vec<String>,
        /// When.
        at: i64,
    },
    /// Something the players agreed on or proposed (a draw, a pause…), in words.
    Notice {
        /// Keeps the Message-ID unique and stable: what and when.
        tag: String,
        /// The subject, before " #id".
        subject: String,
        /// The headline.
        headline: String,
    },
    /// `name` took over seat `seat` (to the other players).
    Replaced {
        /// The seat taken over.
        seat: usize,
        /// The new player.
        name: String,
        /// When.
        at: i64,
    },
}

/// The parts every game mail shares.
struct MailContext<'a> {
    reader: &'a str,
    title: &'a str,
    game_id: i64,
    seat: &'a str,
    link: String,
    since: &'a [String],
    headline: String,
    since_title: &'static str,
    result: Option<String>,
    deadline: Option<String>,
    unsubscribe: Option<String>,
}

#[derive(Template)]
#[template(path = "mail/game.txt")]
struct GameText<'a> {
    m: &'a MailContext<'a>,
}

#[derive(Template)]
#[template(path = "mail/game.html")]
struct GameHtml<'a> {
    m: &'a MailContext<'a>,
}

fn result_line(row: &GameRow) -> Option<String> {
    let result: serde_json::Value = serde_json::from_str(row.result.as_deref()?).ok()?;
    Some(super::result::result_in_words(&result))
}

/// The moves told in a mail, with a run of equal lines told once with its count: a game
/// of small steps (Richard III moves block by block) reads "york moved 3 blocks from kent
/// to sussex" rather than the same line three times; other lines get "(3 times)".
fn collapse_repeats(lines: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::with_capacity(lines.len());
    let mut run = 0;
    for (i, line) in lines.iter().enumerate() {
        run += 1;
        if lines.get(i + 1) != Some(line) {
            out.push(match run {
                1 => line.clone(),
                // Richard III tells hidden blocks as "a block": "york moved 3 blocks …".
                n if line.contains(" a block ") => {
                    line.replacen(" a block ", &format!(" {n} blocks "), 1)
                }
                n => format!("{line} ({n} times)"),
            });
            run = 0;
        }
    }
    out
}

/// The game a mail is about, as just written.
pub struct MailGame<'a> {
    /// The game's row.
    pub row: &'a GameRow,
    /// Its kind.
    pub kind: &'a dyn Kind,
    /// Its seats.
    pub seats: &'a [SeatRow],
}

/// Renders the mail for seat `reader` of a game; none when nobody sits there yet.
///
/// # Errors
/// Template errors.
pub fn render(
    settings: &Settings,
    game: &MailGame<'_>,
    reader: usize,
    event: MailEvent<'_>,
) -> Result<Option<NewMail>, ServiceError> {
    let MailGame { row, kind, seats } = *game;
    let (to_name, to_addr, setting, key) = match &event {
        MailEvent::Invited { to, .. } | MailEvent::Record { to, .. } => (
            to.name.as_str(),
            to.email.as_str(),
            Some(&to.mail),
            to.unsubscribe_key.as_ref(),
        ),
        _ => match (&seats[reader].player, &seats[reader].email) {
            (Some(name), Some(email)) => (
                name.as_str(),
                email.as_str(),
                seats[reader].mail.as_ref(),
                seats[reader].unsubscribe_key.as_ref(),
            ),
            _ => return Ok(None),
        },
    };
    let unsubscribe_url = key.map(|key| format!("{}/unsubscribe/{key}", settings.base_url()));
    // A player who turned mail off gets none; one who reads a daily digest gets no
    // turn mails (the digest lists the games waiting on them); a muted game sends none.
    let muted = !matches!(event, MailEvent::Invited { .. } | MailEvent::Record { .. })
        && seats[reader].muted;
    let digest_reader = setting == Some(&MailPref::Digest);
    if setting == Some(&MailPref::Off)
        || muted
        || (digest_reader && matches!(event, MailEvent::Turn { .. }))
    {
        return Ok(None);
    }
    let opponents: Vec<String> = seats
        .iter()
        .filter(|s| s.seat_index as usize != reader)
        .map(|s| match (&s.player, &s.invited) {
            (Some(p), _) => format!("{p} ({})", s.seat),
            (None, Some(i)) => format!("{i} ({}, invited)", s.seat),
            (None, None) => format!("an open seat ({})", s.seat),
        })
        .collect();
    let opponents = opponents.join(" and ");
    let title = kind.title();
    let id = row.id;
    let (tag, subject, headline, since): (String, String, String, &[String]) = match &event {
        MailEvent::Invited { by, to } => (
            format!("invite.u{}", to.id),
            format!("{by} invites you to {title} #{id}"),
            format!(
                "{by} invites you to play {title} (game #{id}), seat {}.",
                kind.seats()[reader]
            ),
            &[],
        ),
        MailEvent::Record { by, to } => (
            format!("record.u{}", to.id),
            format!("{by} imported a record of {title} #{id} with you"),
            format!(
                "{by} imported the record of a finished game of {title} (now game #{id}) in which you played {}. It shows in your games once you accept it on its page; if it is not a game you played, decline it and it is deleted.",
                kind.seats()[reader]
            ),
            &[],
        ),
        MailEvent::Turn { since } => (
            format!("turn.{}.{}", row.seq, kind.seats()[reader]),
            format!("Your turn: {title} #{id} against {opponents}"),
            format!("It is your turn in {title} #{id} against {opponents}."),
            since,
        ),
        MailEvent::Over { since } => (
            format!("over.{}", kind.seats()[reader]),
            format!("Game over: {title} #{id} against {opponents}"),
            format!("{title} #{id} against {opponents} is over."),
            since,
        ),
        MailEvent::Reminder { deadline } => (
            format!("remind.{deadline}.{}", kind.seats()[reader]),
            format!("Time is running out: {title} #{id} against {opponents}"),
            format!(
                "Your time in {title} #{id} against {opponents} runs out at {}; it is still your turn.",
                crate::clock::rfc3339(*deadline)
            ),
            &[],
        ),
        MailEvent::TimedOut { late } => (
            format!(
                "timeout.{}.{}.{}",
                row.seq,
                kind.seats()[*late],
                kind.seats()[reader]
            ),
            format!("Out of time: {title} #{id} against {opponents}"),
            format!(
                "{} ran out of time in {title} #{id}. You may claim the win on the game page, or keep waiting for their move.",
                seats[*late]
                    .player
                    .as_deref()
                    .unwrap_or(kind.seats()[*late])
            ),
            &[],
        ),
        MailEvent::Vacant { seat, why, at } => (
            format!(
                "vacant.{at}.{}.{}",
                kind.seats()[*seat],
                kind.seats()[reader]
            ),
            format!("A seat is free: {title} #{id}"),
            format!(
                "{why}. The {} seat is offered in the lobby to a replacement; the game goes on when someone takes it.",
                kind.seats()[*seat]
            ),
            &[],
        ),
        MailEvent::Notice {
            tag,
            subject,
            headline,
        } => (
            format!("notice.{tag}.{}", kind.seats()[reader]),
            format!("{subject}: {title} #{id}"),
            headline.clone(),
            &[],
        ),
        MailEvent::TookOver { since, at } => (
            format!("tookover.{at}.{}", kind.seats()[reader]),
            format!("You play {title} #{id} against {opponents}"),
            format!(
                "You took over the {} seat of {title} #{id} against {opponents}.",
                kind.seats()[reader]
            ),
            since,
        ),
        MailEvent::Replaced { seat, name, at } => (
            format!(
                "replaced.{at}.{}.{}",
                kind.seats()[*seat],
                kind.seats()[reader]
            ),
            format!("{name} joins {title} #{id}"),
            format!(
                "{name} took over the {} seat of {title} #{id}.",
                kind.seats()[*seat]
            ),
            &[],
        ),
    };
    let since = collapse_repeats(since);
    let context = MailContext {
        reader: to_name,
        title,
        game_id: id,
        seat: kind.seats()[reader],
        link: format!("{}/games/{id}", settings.base_url()),
        since: &since,
        headline,
        result: matches!(event, MailEvent::Over { .. } | MailEvent::Record { .. })
            .then(|| result_line(row))
            .flatten(),
        since_title: match event {
            MailEvent::TookOver { .. } => "The latest moves, as your seat saw them:",
            _ => "Since your last move:",
        },
        unsubscribe: unsubscribe_url.clone(),
        deadline: match event {
            MailEvent::Turn { .. } => seats[reader].deadline.map(crate::clock::rfc3339),
            _ => None,
        },
    };
    let text = GameText { m: &context }
        .render()
        .map_err(anyhow::Error::new)?;
    let html = GameHtml { m: &context }
        .render()
        .map_err(anyhow::Error::new)?;
    let domain = settings.mail_domain();
    // Stable ids: the same event always gets the same Message-ID (a retry is the same
    // mail), and the seed hash keeps ids unique across databases.
    let thread = format!("game{id}.{}@{domain}", &row.seed_hash[..12]);
    let message_id = format!("{tag}.game{id}.{}@{domain}", &row.seed_hash[..12]);
    Ok(Some(NewMail {
        game_id: Some(id),
        to_addr: to_addr.to_string(),
        to_name: to_name.to_string(),
        subject,
        body_text: text,
        body_html: html,
        message_id,
        thread_id: Some(thread),
        unsubscribe_url,
    }))
}

#[cfg(test)]
mod tests {
    use super::collapse_repeats;

    #[test]
    fn a_run_of_equal_moves_is_told_once_with_its_count() {
        let lines: Vec<String> = ["a", "b", "b", "b", "a", "c", "c"]
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(
            collapse_repeats(&lines),
            ["a", "b (3 times)", "a", "c (2 times)"]
        );
        assert!(collapse_repeats(&[]).is_empty());
        let moves: Vec<String> = vec!["york moved a block from kent to sussex".into(); 3];
        assert_eq!(
            collapse_repeats(&moves),
            ["york moved 3 blocks from kent to sussex"]
        );
    }
}
