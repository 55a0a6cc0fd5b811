//! Every word Herald says, in one [`Catalog`]: the core's message files (`src/i18n/`) and
//! each game's (`src/games/<kind>/i18n/`), so that a new game brings its words with it.
//! The service, the mails and the pages word a [`Msg`] for its reader with [`say`].

/// A game's title and number, as sentences name it ("Rosenkönig #12"), in whatever
/// language the sentence is said.
pub fn game_title_and_number(kind: &dyn Kind, id: GameId) -> Msg {
    crate::msg!(
        "mail-game",
        title = Msg::keyed(kind.kind(), "title"),
        game = id.get()
    )
}

/// The name of `kind`'s seat number `seat` (its message `<kind>-seat-<name>`): "white",
/// "белые", "白".
pub fn seat_name(kind: &dyn Kind, seat: usize) -> Msg {
    Msg::seat(kind.kind(), kind.seats()[seat])
}

/// Words in one language, for a page's or a mail's templates: `{{ chrome.t("nav-lobby") }}`,
/// `{{ w.t1("mail-why", "reason", reason) }}`.
#[derive(Clone, Copy, Debug)]
pub struct Words(pub Lang);

impl Words {
    /// The language (for `<html lang>`).
    pub fn lang(&self) -> Lang {
        self.0
    }

    /// The message `id`, which takes no argument.
    pub fn t(&self, id: &'static str) -> String {
        say(self.0, &Msg::new(id))
    }

    /// The message `id` with its one argument `name` set to `value`.
    pub fn t1(&self, id: &'static str, name: &'static str, value: impl Into<Arg>) -> String {
        say(self.0, &Msg::new(id).with(name, value))
    }

    /// The message `id` with its two arguments set.
    pub fn t2(
        &self,
        id: &'static str,
        name: &'static str,
        value: impl Into<Arg>,
        other: &'static str,
        other_value: impl Into<Arg>,
    ) -> String {
        let msg = Msg::new(id).with(name, value).with(other, other_value);
        say(self.0, &msg)
    }

    /// The message `<prefix>-<key>` for a word the code holds (`status-active`).
    pub fn keyed(&self, prefix: &'static str, key: &str) -> String {
        say(self.0, &Msg::keyed(prefix, key))
    }

    /// Seat `seat` (`red`) of the game kind `kind` in these words: "Красная роза".
    pub fn seat(&self, kind: &str, seat: &str) -> String {
        say(self.0, &Msg::seat(kind, seat))
    }

    /// A game's title.
    pub fn title_of(&self, kind: &dyn Kind) -> String {
        kind_title(self.0, kind)
    }

    /// `msg`, made by the code.
    pub fn say(&self, msg: impl std::borrow::Borrow<Msg>) -> String {
        say(self.0, msg.borrow())
    }
}

#[cfg(test)]
mod tests;

use std::sync::LazyLock;

use crate::domain::GameId;
use crate::engine::kind::Kind;
use crate::games::kinds;
use crate::i18n::{Arg, CORE, Catalog, Lang, Msg, Source};

/// Every message file: the core's, then each kind's.
pub fn sources() -> Vec<Source> {
    let mut sources = CORE.to_vec();
    for kind in kinds() {
        sources.extend_from_slice(kind.words());
    }
    sources
}

/// The catalog of every message file, read once.
pub fn catalog() -> &'static Catalog {
    static CATALOG: LazyLock<Catalog> = LazyLock::new(|| {
        // The files are compiled in, and `words::tests` reads each one: a file that does
        // not read is a bug caught before release, not a reader's problem.
        Catalog::new(&sources()).expect("the message files read (see words::tests)")
    });
    &CATALOG
}

/// `msg` in `lang`.
pub fn say(lang: Lang, msg: &Msg) -> String {
    catalog().say(lang, msg)
}

/// The title of `kind` in `lang` (its message `<kind>-title`).
pub fn kind_title(lang: Lang, kind: &dyn Kind) -> String {
    say(lang, &Msg::keyed(kind.kind(), "title"))
}
