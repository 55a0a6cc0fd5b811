//! What a page shows once, carried in its address by the redirect that led there:
//! `?error=<sentence>` (a refusal), or `?notice=<key>` with the notice's arguments
//! (`?notice=taken-back&number=12`). A notice is a key of the message files
//! (`notice-<key>`), worded in the reader's language when the page is drawn; an address
//! naming no notice shows none, so a link from elsewhere cannot make Herald say words of
//! its own choosing.

use serde::Deserialize;

use super::urlencode;
use crate::i18n::{Lang, Msg};
use crate::web::error::Refusal;
use crate::words::{catalog, say};

/// The longest argument of a notice that is shown (a mail address is at most 254).
const LONGEST_ARGUMENT: usize = 254;

/// A message for the page, from its address.
#[derive(Deserialize, Default)]
pub struct Flash {
    /// What went wrong.
    pub error: Option<String>,
    /// What went right: the key of a notice.
    pub notice: Option<String>,
    /// The notice's seat, if it names one.
    pub seat: Option<String>,
    /// The notice's game number, if it names one.
    pub game: Option<String>,
    /// The notice's move number, if it names one.
    pub number: Option<String>,
    /// The notice's mail address, if it names one.
    pub email: Option<String>,
}

impl Flash {
    /// A flash showing what went wrong.
    pub fn error(error: &Refusal) -> Self {
        Flash {
            error: Some(super::super::error::public_message(error)),
            ..Flash::default()
        }
    }

    /// The notice in `lang`'s words; none when the address names no notice.
    pub fn notice_in(&self, lang: Lang) -> Option<String> {
        let key = self.notice.as_deref()?;
        let is_key = !key.is_empty() && key.bytes().all(|b| b.is_ascii_lowercase() || b == b'-');
        let mut msg = Msg::keyed("notice", key);
        if !is_key || !catalog().has(Lang::En, msg.id()) {
            return None;
        }
        let arguments = [
            ("seat", &self.seat),
            ("game", &self.game),
            ("number", &self.number),
            ("email", &self.email),
        ];
        for (name, value) in arguments {
            if let Some(value) = value {
                if value.chars().count() > LONGEST_ARGUMENT {
                    return None;
                }
                msg = match value.parse::<i64>() {
                    Ok(number) => msg.with(name, number),
                    Err(_) => msg.with(name, value.as_str()),
                };
            }
        }
        Some(say(lang, &msg))
    }
}

/// The address `path` showing notice `key` with `arguments`, then `#fragment` if any:
/// `notice_to("/games/7", "taken-back", &[("number", "12")], "board")`.
pub fn notice_to(path: &str, key: &str, arguments: &[(&str, &str)], fragment: &str) -> String {
    let mut to = format!("{path}?notice={key}");
    for (name, value) in arguments {
        to.push_str(&format!("&{name}={}", urlencode(value)));
    }
    if !fragment.is_empty() {
        to.push('#');
        to.push_str(fragment);
    }
    to
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flash(query: &str) -> Flash {
        let uri: axum::http::Uri = format!("/?{query}").parse().expect("an address");
        axum::extract::Query::try_from_uri(&uri).expect("a query").0
    }

    #[test]
    fn a_notice_is_worded_in_the_readers_language() {
        let to = notice_to("/games/7", "taken-back", &[("number", "12")], "board");
        assert_eq!(to, "/games/7?notice=taken-back&number=12#board");
        let query = to.split_once('?').unwrap().1.split_once('#').unwrap().0;
        assert_eq!(
            flash(query).notice_in(Lang::En).as_deref(),
            Some("Taken back: the game is at move 12.")
        );
        let russian = flash(query).notice_in(Lang::Ru).unwrap();
        assert!(
            russian.contains("12") && !russian.contains("Taken"),
            "{russian}"
        );
    }

    #[test]
    fn an_address_cannot_make_herald_say_its_own_words() {
        for query in [
            "notice=Your%20account%20is%20locked%3B%20mail%20evil%40example.org",
            "notice=no-such-notice",
            "notice=",
            "notice=title",
        ] {
            assert_eq!(flash(query).notice_in(Lang::En), None, "{query}");
        }
        let long = format!("notice=address-link-sent&email={}", "a".repeat(300));
        assert_eq!(flash(&long).notice_in(Lang::En), None);
    }
}
