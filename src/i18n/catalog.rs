//! [`Catalog`]: every message in every language, read from Fluent files compiled into
//! the binary.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use super::{Arg, Lang, Msg};

/// One message file: its language, its path (for errors) and its text, compiled in with
/// `include_str!`.
#[derive(Clone, Copy, Debug)]
pub struct Source {
    /// The language its messages are in.
    pub lang: Lang,
    /// Where it is in the repository, e.g. `src/i18n/ru.ftl`.
    pub file: &'static str,
    /// Its Fluent text.
    pub text: &'static str,
}

/// The messages of every language Herald speaks. A message a language lacks is worded in
/// English; one English lacks too is shown as its id. The check of the message files
/// (`i18n::tests`) keeps either from reaching a reader.
pub struct Catalog {
    /// One bundle a language, in [`Lang::ALL`]'s order.
    bundles: Vec<FluentBundle<FluentResource>>,
}

impl Source {
    /// The file at `file` in the repository, in `lang`, with `text`.
    pub const fn new(lang: Lang, file: &'static str, text: &'static str) -> Source {
        Source { lang, file, text }
    }
}

impl Catalog {
    /// The catalog of `sources`. A file that is not valid Fluent, or that words a message
    /// another file of its language already words, is refused with what to mend.
    pub fn new<'a>(sources: impl IntoIterator<Item = &'a Source>) -> Result<Catalog, String> {
        let mut bundles: Vec<FluentBundle<FluentResource>> = Lang::ALL
            .iter()
            .map(|lang| {
                let mut bundle = FluentBundle::new_concurrent(vec![lang.langid()]);
                // Fluent's default isolation marks (U+2068, U+2069) around each argument
                // would reach subjects, plain-text mail and notation copied from a page.
                bundle.set_use_isolating(false);
                bundle
                    .add_function("CAPITAL", capital)
                    .expect("one function CAPITAL a bundle");
                bundle
            })
            .collect();
        for source in sources {
            let resource = FluentResource::try_new(source.text.to_string())
                .map_err(|(_, errors)| format!("{}: not valid Fluent: {errors:?}", source.file))?;
            bundles[source.lang as usize]
                .add_resource(resource)
                .map_err(|errors| format!("{}: {errors:?}", source.file))?;
        }
        Ok(Catalog { bundles })
    }

    /// `msg` in `lang`: in English if `lang` lacks it, and as its id if English does too.
    pub fn say(&self, lang: Lang, msg: &Msg) -> String {
        [lang, Lang::En]
            .into_iter()
            .find_map(|lang| self.word(lang, msg))
            .unwrap_or_else(|| msg.id().to_string())
    }

    /// Whether `lang` has a message `id`.
    pub fn has(&self, lang: Lang, id: &str) -> bool {
        self.bundles[lang as usize].has_message(id)
    }

    /// `msg` worded by `lang`'s bundle; none if the bundle lacks it.
    fn word(&self, lang: Lang, msg: &Msg) -> Option<String> {
        let bundle = &self.bundles[lang as usize];
        let pattern = bundle.get_message(msg.id())?.value()?;
        let mut args = FluentArgs::new();
        for (name, arg) in msg.args() {
            let value = match arg {
                Arg::Text(text) => FluentValue::from(text.as_str()),
                Arg::Number(n) => FluentValue::from(*n),
                Arg::Msg(inner) => FluentValue::from(self.say(lang, inner)),
            };
            args.set(*name, value);
        }
        // A missing argument is worded as its name in braces; the files' check finds it.
        let mut errors = Vec::new();
        Some(
            bundle
                .format_pattern(pattern, Some(&args), &mut errors)
                .into_owned(),
        )
    }
}

/// Fluent's `CAPITAL($name)`: the text with its first letter a capital, for a word the
/// code passes (a seat's name, "york") that begins a sentence or a clause in a language
/// that writes capitals ("York acts next"). Anything but text is left as it is.
fn capital<'a>(positional: &[FluentValue<'a>], _named: &FluentArgs) -> FluentValue<'a> {
    match positional.first() {
        Some(FluentValue::String(text)) => {
            let mut letters = text.chars();
            let capitalized: String = letters
                .next()
                .map(|first| first.to_uppercase().chain(letters).collect())
                .unwrap_or_default();
            FluentValue::from(capitalized)
        }
        Some(other) => other.clone(),
        None => FluentValue::Error,
    }
}
