//! Every word Herald says, in one [`Catalog`]: the core's message files (`src/i18n/`) and
//! each game's (`src/games/<kind>/i18n/`), so that a new game brings its words with it.
//! The service, the mails and the pages word a [`Msg`] for its reader with [`say`].

#[cfg(test)]
mod tests;

use std::sync::LazyLock;

use crate::engine::kind::Kind;
use crate::games::kinds;
use crate::i18n::{CORE, Catalog, Lang, Msg, Source};

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
