//! A kind's help pages: its rules in brief with its options explained, and how its
//! actions are written (the notation), from the kind's own docs, for players choosing a
//! game, playing one, or replying to turn mails. Game-blind: the kind gives the text.

use crate::i18n::Lang;
use crate::msg;
use crate::words::{kind_title, say};
use askama::Template;
use axum::extract::Path;
use axum::response::Response;

use super::{Chrome, Flash};
use crate::engine::kind::Kind;
use crate::games::kind;
use crate::web::error::PageError;
use crate::web::error::WebRefused;
use crate::web::extract::Visitor;

#[derive(Template)]
#[template(path = "notation.html")]
struct NotationPage {
    chrome: Chrome,
    title: String,
    kind: &'static str,
    /// The notation, rendered from Markdown (the kind's own docs, not user input).
    body: String,
}

/// One option as the rules page explains it and the new-game form offers it, in the
/// reader's words.
pub struct OptionHelp {
    /// The option's key.
    pub name: &'static str,
    /// What it decides.
    pub label: String,
    /// What it changes, naming the rule.
    pub help: String,
    /// (value, words, whether it is the default).
    pub choices: Vec<(&'static str, String, bool)>,
}

impl OptionHelp {
    /// Every option of `kind`, in `lang`.
    pub fn all(kind: &dyn Kind, lang: Lang) -> Vec<OptionHelp> {
        let name = kind.kind();
        kind.options()
            .iter()
            .map(|o| OptionHelp {
                name: o.name,
                label: say(lang, &o.label(name)),
                help: say(lang, &o.help(name)),
                choices: o
                    .choices
                    .iter()
                    .map(|c| {
                        (
                            *c,
                            say(lang, &o.choice_words(name, c)),
                            *c == o.default_value(),
                        )
                    })
                    .collect(),
            })
            .collect()
    }
}

#[derive(Template)]
#[template(path = "rules.html")]
struct RulesPage {
    chrome: Chrome,
    title: String,
    kind: &'static str,
    seats: &'static [&'static str],
    /// The rules in brief, rendered from Markdown (the kind's own docs, not user input).
    rules: String,
    /// What the kind adds from its data (every card …), rendered likewise; may be empty.
    reference: String,
    options: Vec<OptionHelp>,
    /// The notation, rendered likewise; empty when the kind has none.
    notation: String,
}

/// Markdown from the kind's own docs as HTML.
fn rendered(markdown: &str) -> String {
    let mut html = String::new();
    let parser = pulldown_cmark::Parser::new_ext(markdown, pulldown_cmark::Options::ENABLE_TABLES);
    pulldown_cmark::html::push_html(&mut html, parser);
    html
}

/// The kind called `name` if it has the page asked for, else the error page naming the
/// games there are.
fn kind_with<T>(
    visitor: &Visitor,
    name: &str,
    page: &str,
    part: impl Fn(&'static dyn Kind) -> Option<T>,
) -> Result<(&'static dyn Kind, T), PageError> {
    kind(name).and_then(|k| Some((k, part(k)?))).ok_or_else(|| {
        visitor.error_page(WebRefused::NotHere(msg!(
            "web-refused-no-kind-page",
            kind = name,
            page = page
        )))
    })
}

/// `/kinds/{kind}/notation`.
pub(super) async fn notation(
    visitor: Visitor,
    Path(name): Path<String>,
) -> Result<Response, PageError> {
    let (k, markdown) = kind_with(&visitor, &name, "notation", |k| k.notation(visitor.lang))?;
    Ok(visitor.page(&NotationPage {
        chrome: visitor.chrome(Flash::default()),
        title: kind_title(visitor.lang, k),
        kind: k.kind(),
        body: rendered(markdown),
    }))
}

/// `/kinds/{kind}/rules`: the rules in brief, the seats, every option with its choices
/// in words, and the notation.
pub(super) async fn rules(
    visitor: Visitor,
    Path(name): Path<String>,
) -> Result<Response, PageError> {
    let (k, markdown) = kind_with(&visitor, &name, "rules", |k| k.rules(visitor.lang))?;
    let options = OptionHelp::all(k, visitor.lang);
    Ok(visitor.page(&RulesPage {
        chrome: visitor.chrome(Flash::default()),
        title: kind_title(visitor.lang, k),
        kind: k.kind(),
        seats: k.seats(),
        rules: rendered(markdown),
        reference: k
            .reference(visitor.lang)
            .as_deref()
            .map(rendered)
            .unwrap_or_default(),
        options,
        notation: k.notation(visitor.lang).map(rendered).unwrap_or_default(),
    }))
}
