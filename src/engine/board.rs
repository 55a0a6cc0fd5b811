//! The drawn board, as each game draws it: inline SVG from a viewer's view and the legal
//! actions, with every clickable place a link the web layer chooses. A game draws its
//! board in its own folder; the web layer knows no game.
//!
//! The contract for pages and checks: an element that submits a complete action carries
//! `data-action="<notation>"`; one that picks a piece first (for actions that name two
//! places) carries `data-select="<piece>"` and leads to the same page with that piece's
//! actions as `data-action` elements.

use std::fmt::Write;

use serde_json::Value;

/// Draws the board of one kind: `view` as the viewer sees it, `actions` the viewer's legal
/// actions (none on a page that only shows), `links` where clicks lead.
pub type DrawBoard = fn(view: &Value, actions: &[String], links: &BoardLinks<'_>) -> String;

/// Where a board's clickable places lead.
pub struct BoardLinks<'a> {
    /// The page confirming an action (its notation).
    pub confirm: &'a dyn Fn(&str) -> String,
    /// The game page with a piece selected (for actions that name two places).
    pub select: &'a dyn Fn(&str) -> String,
    /// The piece selected now, if any.
    pub selected: Option<&'a str>,
}

impl BoardLinks<'_> {
    /// Links nowhere: for a board that is only looked at (the history viewer, a mail).
    pub fn none() -> BoardLinks<'static> {
        fn nowhere(_: &str) -> String {
            String::new()
        }
        BoardLinks {
            confirm: &nowhere,
            select: &nowhere,
            selected: None,
        }
    }
}

/// Escapes text for SVG and HTML (element text and attribute values).
pub fn esc(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// An SVG document being written. `write!` into it never fails.
pub struct Svg(String);

impl Svg {
    /// Opens an `<svg>` of `width` × `height` user units that scales to its container,
    /// described by `label` for screen readers.
    pub fn open(width: i32, height: i32, label: &str) -> Svg {
        let mut svg = Svg(String::new());
        svg.add(format_args!(
            r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" height="{height}" role="img" aria-label="{}" font-family="Georgia, serif">"##,
            esc(label)
        ));
        svg
    }

    /// Appends markup.
    pub fn add(&mut self, markup: std::fmt::Arguments<'_>) {
        let _ = self.0.write_fmt(markup);
    }

    /// A link submitting `notation` (through `links.confirm`) around `shape`, titled with
    /// the notation.
    pub fn action(&mut self, links: &BoardLinks<'_>, notation: &str, shape: &str) {
        self.add(format_args!(
            r##"<a href="{}" data-action="{}">{shape}<title>{}</title></a>"##,
            esc(&(links.confirm)(notation)),
            esc(notation),
            esc(notation)
        ));
    }

    /// A link selecting `piece` (through `links.select`) around `shape`, titled `title`.
    pub fn select(&mut self, links: &BoardLinks<'_>, piece: &str, shape: &str, title: &str) {
        self.add(format_args!(
            r##"<a href="{}" data-select="{}">{shape}<title>{}</title></a>"##,
            esc(&(links.select)(piece)),
            esc(piece),
            esc(title)
        ));
    }

    /// A line of text at (`x`, `y`), 13 units high; `markup` is written as is.
    pub fn line(&mut self, x: i32, y: i32, markup: &str) {
        self.add(format_args!(
            r##"<text x="{x}" y="{y}" font-size="13">{markup}</text>"##
        ));
    }

    /// Closes the document.
    pub fn close(mut self) -> String {
        self.0.push_str("</svg>");
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_and_selections_carry_their_notation_escaped() {
        let confirm = |a: &str| format!("/c?a={a}");
        let select = |p: &str| format!("/s?p={p}");
        let links = BoardLinks {
            confirm: &confirm,
            select: &select,
            selected: None,
        };
        let mut svg = Svg::open(10, 10, "a \"board\"");
        svg.action(&links, "play <x>", "<rect/>");
        svg.select(&links, "C3", "<circle/>", "the king on C3");
        let svg = svg.close();
        assert!(svg.contains(r#"aria-label="a &quot;board&quot;""#));
        assert!(svg.contains(r#"<a href="/c?a=play &lt;x&gt;" data-action="play &lt;x&gt;">"#));
        assert!(svg.contains(r#"data-select="C3""#));
        assert!(svg.ends_with("</svg>"));
    }
}
