//! A kind's notation help: how its actions are written, from the kind's own docs (the
//! "Notation" section), for players who reply to turn mails and for anyone reading the
//! move lists. Game-blind: the kind gives the text.

use askama::Template;
use axum::extract::Path;
use axum::response::Response;

use super::{Chrome, Flash};
use crate::games::kind;
use crate::service::ServiceError;
use crate::web::error::PageError;
use crate::web::extract::Visitor;

#[derive(Template)]
#[template(path = "notation.html")]
struct NotationPage {
    chrome: Chrome,
    title: &'static str,
    /// The notation, rendered from Markdown (the kind's own docs, not user input).
    body: String,
}

/// `/kinds/{kind}/notation`.
pub(super) async fn notation(
    visitor: Visitor,
    Path(name): Path<String>,
) -> Result<Response, PageError> {
    let found = kind(&name).and_then(|k| Some((k.title(), k.notation()?)));
    let Some((title, markdown)) = found else {
        return Err(visitor.error_page(ServiceError::NotFound(format!(
            "there is no game called \"{name}\" with a notation page; the games are listed on the new-game page"
        ))));
    };
    let mut body = String::new();
    let parser = pulldown_cmark::Parser::new_ext(markdown, pulldown_cmark::Options::ENABLE_TABLES);
    pulldown_cmark::html::push_html(&mut body, parser);
    Ok(visitor.page(&NotationPage {
        chrome: visitor.chrome(Flash::default()),
        title,
        body,
    }))
}
