//! Herald's words in the languages it speaks. A text a reader sees is a [`Msg`]: a message
//! id and its arguments, worded by a [`Catalog`] in the reader's [`Lang`] from Project
//! Fluent message files. Plurals, counters and word order come from each language's
//! rules (CLDR's plural categories), not from the code. The core's files (pages, mails,
//! refusals) are here; each game's are in its own folder (`src/games/<kind>/i18n/`), and
//! `crate::words` puts them together.
//!
//! This layer is pure and sits at the bottom: it imports no other part of Herald, so the
//! rules engines can say what happened as a [`Msg`].

mod catalog;
pub mod dates;
mod msg;
#[cfg(test)]
mod tests;

pub use catalog::{Catalog, Source};
pub use msg::{Arg, Msg};

use std::sync::LazyLock;

use unic_langid::LanguageIdentifier;

/// A language Herald speaks; stored and serialized by its code (`"ru"`).
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    serde::Serialize,
    serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English, the language of the code, the logs and anyone who asks for none of ours.
    #[default]
    En,
    /// Russian.
    Ru,
    /// Japanese.
    Ja,
}

impl Lang {
    /// Every language Herald speaks, English first.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Ru, Lang::Ja];

    /// The language's code (BCP 47): `en`, `ru`, `ja`, as stored, sent in the API and
    /// written in `<html lang>`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ru => "ru",
            Lang::Ja => "ja",
        }
    }

    /// The language's name in itself, for the language switch: a reader finds their
    /// own language by its own name.
    pub fn endonym(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ru => "Русский",
            Lang::Ja => "日本語",
        }
    }

    /// The language with this exact code (`en`, `ru`, `ja`); none for any other text.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The language a browser's `Accept-Language` header asks for most, of those Herald
    /// speaks (`ru-RU,ru;q=0.9,en;q=0.8` → Russian); English when it names none of them
    /// or cannot be read.
    pub fn negotiate(accept_language: &str) -> Lang {
        let asked = fluent_langneg::accepted_languages::parse(accept_language);
        let ours: Vec<LanguageIdentifier> = Lang::ALL.iter().map(|l| l.langid()).collect();
        let english = Lang::En.langid();
        fluent_langneg::negotiate_languages(
            &asked,
            &ours,
            Some(&english),
            fluent_langneg::NegotiationStrategy::Lookup,
        )
        .first()
        .and_then(|id| Lang::from_code(id.language.as_str()))
        .unwrap_or_default()
    }

    /// The language as Fluent's locale, for its plural rules.
    fn langid(self) -> LanguageIdentifier {
        self.code().parse().expect("a language code is a locale")
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

/// The core's message files: pages, mails and refusals, in every language.
pub const CORE: [Source; 6] = [
    Source::new(Lang::En, "src/i18n/en.ftl", include_str!("en.ftl")),
    Source::new(Lang::Ru, "src/i18n/ru.ftl", include_str!("ru.ftl")),
    Source::new(Lang::Ja, "src/i18n/ja.ftl", include_str!("ja.ftl")),
    Source::new(
        Lang::En,
        "src/i18n/refusals/en.ftl",
        include_str!("refusals/en.ftl"),
    ),
    Source::new(
        Lang::Ru,
        "src/i18n/refusals/ru.ftl",
        include_str!("refusals/ru.ftl"),
    ),
    Source::new(
        Lang::Ja,
        "src/i18n/refusals/ja.ftl",
        include_str!("refusals/ja.ftl"),
    ),
];

/// The catalog of the core's files alone, for the layers below the games (the clock's
/// spans of time); everything above reads `crate::words::catalog`, which holds these too.
pub fn core() -> &'static Catalog {
    static CORE_CATALOG: LazyLock<Catalog> =
        LazyLock::new(|| Catalog::new(&CORE).expect("the core's files read (see words::tests)"));
    &CORE_CATALOG
}

/// `Display` and `Error` for a refusal that has a `msg()`: its message in English, for
/// logs and for callers that want a sentence; a reader gets the message in their own
/// language (`web::error::public_message`).
#[macro_export]
macro_rules! worded_error {
    ($refusal:ty) => {
        $crate::worded_error!($refusal, $crate::i18n::core());
    };
    // A refusal that may carry a game's words (an engine's reason) names the catalog
    // that holds them too: `worded_error!(MoveRefused, crate::words::catalog())`.
    ($refusal:ty, $catalog:expr) => {
        impl std::fmt::Display for $refusal {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                let english = $catalog.say($crate::i18n::Lang::En, &self.msg());
                f.write_str(&english)
            }
        }

        impl std::error::Error for $refusal {}
    };
}
