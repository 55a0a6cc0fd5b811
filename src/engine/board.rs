//! The drawn board, as each game draws it: inline SVG from a viewer's view and the legal
//! actions, with every clickable place a link the web layer chooses. A game draws its
//! board in its own folder; the web layer knows no game.
//!
//! The contract for pages and checks: an element that submits a complete action carries
//! `data-action="<notation>"`; one that picks a piece first (for actions that name two
//! places) carries `data-select="<piece>"` and leads to the same page with that piece's
//! actions as `data-action` elements. Marks of recent moves (arrows, battles, losses) are
//! drawn in an element carrying `data-mark="<what>"`. The game page around the board adds
//! one more: the button that answers the question asked in place before an action that
//! cannot be taken back carries `data-confirm="<notation>"`.
//!
//! Every link works as a link (a confirm page, the page with a piece chosen); with script
//! on, `/static/board.js` takes the same clicks in place (see `web::pages::game`).

use std::fmt::Write;

use serde_json::Value;

use crate::i18n::Lang;

/// Draws the board of one kind: `view` as the viewer sees it, `actions` the viewer's legal
/// actions (none on a page that only shows), `links` where clicks lead, `marks` what recent
/// moves changed (as the viewer may see it), drawn over the board.
pub type DrawBoard =
    fn(view: &Value, actions: &[String], links: &BoardLinks<'_>, marks: &[Mark]) -> String;

/// After `played`, the piece a board shows chosen next, from the viewer's `actions` now:
/// another piece that can do the same (the rest of a group that moves together), so each
/// of them is one click; `None` leaves nothing chosen.
pub type NextPick = fn(played: &str, actions: &[String]) -> Option<String>;

/// What a move changed on the board, as one viewer may see it: drawn over the board so a
/// player sees at a glance what happened since they last looked. Places are the game's own
/// names for them (squares, areas), as in its notation.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct Mark {
    /// What happened.
    pub what: MarkKind,
    /// Where a move began; none for what happened in one place.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from: Option<String>,
    /// Where it happened, or where a move ended.
    pub at: String,
}

/// The kinds of [`Mark`].
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum MarkKind {
    /// A piece moved over land (or across the board) from `from` to `at`.
    Move,
    /// A piece moved by sea.
    Sea,
    /// A piece retreated or fell back from `from` to `at`.
    Retreat,
    /// A piece came onto the board at `at` (recruited, placed, entered).
    Arrived,
    /// A battle was fought at `at`.
    Battle,
    /// Pieces at `at` lost strength or were eliminated.
    Loss,
}

impl MarkKind {
    /// The word for it, in `data-mark` attributes and legends.
    pub fn word(self) -> &'static str {
        match self {
            MarkKind::Move => "move",
            MarkKind::Sea => "sea",
            MarkKind::Retreat => "retreat",
            MarkKind::Arrived => "arrived",
            MarkKind::Battle => "battle",
            MarkKind::Loss => "loss",
        }
    }
}

impl Mark {
    /// A move (of `what` kind) from `from` to `at`.
    pub fn travel(what: MarkKind, from: impl ToString, at: impl ToString) -> Mark {
        Mark {
            what,
            from: Some(from.to_string()),
            at: at.to_string(),
        }
    }

    /// Something that happened at `at`.
    pub fn at(what: MarkKind, at: impl ToString) -> Mark {
        Mark {
            what,
            from: None,
            at: at.to_string(),
        }
    }
}

/// The marks of several moves as one set: sorted, each once.
pub fn merge_marks<'a>(marks: impl IntoIterator<Item = &'a Mark>) -> Vec<Mark> {
    let set: std::collections::BTreeSet<&Mark> = marks.into_iter().collect();
    set.into_iter().cloned().collect()
}

/// Where a board's clickable places lead.
pub struct BoardLinks<'a> {
    /// The page confirming an action (its notation).
    pub confirm: &'a dyn Fn(&str) -> String,
    /// The game page with a piece selected (for actions that name two places).
    pub select: &'a dyn Fn(&str) -> String,
    /// The piece selected now, if any.
    pub selected: Option<&'a str>,
    /// An action's title (shown on hover): its words, else its notation.
    pub title: &'a dyn Fn(&str) -> String,
    /// The reader's language, which the board's labels are in (see [`super::KindWords`]).
    pub lang: Lang,
}

impl BoardLinks<'_> {
    /// Links nowhere: for a board that is only looked at (the history viewer, a mail), by
    /// a reader of `lang`.
    pub fn none(lang: Lang) -> BoardLinks<'static> {
        fn nowhere(_: &str) -> String {
            String::new()
        }
        BoardLinks {
            confirm: &nowhere,
            select: &nowhere,
            selected: None,
            title: &in_notation,
            lang,
        }
    }
}

/// An action titled by its notation (where no words are at hand).
pub fn in_notation(notation: &str) -> String {
    notation.to_string()
}

/// How much room `text` takes on a board, in half-width units: a kanji, kana or other
/// full-width character counts two, a Latin or Cyrillic letter one (Unicode's East Asian
/// Width, UAX #11). Labels are fitted by it, so a Japanese one gets the room it needs.
pub fn text_units(text: &str) -> usize {
    unicode_width::UnicodeWidthStr::width(text)
}

/// The font size, at most `largest`, at which `text` fits in `room` units across: a
/// half-width character is taken as 0.55 of the size, a full-width one as 1.1, and no
/// size goes below 7.
pub fn font_to_fit(text: &str, room: i32, largest: i32) -> i32 {
    let units = text_units(text).max(1) as f64;
    let fits = (f64::from(room) / (units * 0.55)).floor() as i32;
    fits.clamp(7, largest)
}

/// `text` cut to at most `units` ([`text_units`]), marked with `.` where it was cut:
/// `Northumberland` → `Northum.` in 8, `ノーサンバーランド` → `ノーサ.` in 8.
pub fn cut_to(text: &str, units: usize) -> String {
    if text_units(text) <= units {
        return text.to_string();
    }
    let mut out = String::new();
    for c in text.chars() {
        if text_units(&out) + unicode_width::UnicodeWidthChar::width(c).unwrap_or(0) + 1 > units {
            break;
        }
        out.push(c);
    }
    format!("{}.", out.trim_end())
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
            esc(&(links.title)(notation))
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

    /// The arrow of a move `mark` from `from` to `to` (centres on the sheet), stopping
    /// `short` units from each so what stands there stays readable: solid dark over land,
    /// dashed blue by sea, dotted orange in retreat, on a white casing. It takes no clicks.
    /// Too short to draw (the ends under `short`), it is left out.
    pub fn arrow(
        &mut self,
        mark: &Mark,
        from: (i32, i32),
        to: (i32, i32),
        short: f64,
        title: &str,
    ) {
        let (colour, dash) = match mark.what {
            MarkKind::Sea => ("#1d4f91", r#" stroke-dasharray="10 6""#),
            MarkKind::Retreat => ("#c25e00", r#" stroke-dasharray="3 4""#),
            _ => ("#3a2418", ""),
        };
        let (x1, y1) = (f64::from(from.0), f64::from(from.1));
        let (x2, y2) = (f64::from(to.0), f64::from(to.1));
        let length = (x2 - x1).hypot(y2 - y1);
        if length < 2.0 * short + 8.0 {
            return;
        }
        let (ux, uy) = ((x2 - x1) / length, (y2 - y1) / length);
        let (sx, sy) = (x1 + ux * short, y1 + uy * short);
        let (ex, ey) = (x2 - ux * short, y2 - uy * short);
        // The head: a triangle 16 long and 14 wide, its tip at the end.
        let (bx, by) = (ex - ux * 16.0, ey - uy * 16.0);
        let (px, py) = (-uy * 7.0, ux * 7.0);
        self.add(format_args!(
            r##"<g data-mark="{}" data-from="{}" data-at="{}" opacity="0.85" pointer-events="none"><line x1="{sx:.0}" y1="{sy:.0}" x2="{bx:.0}" y2="{by:.0}" stroke="#fff" stroke-width="8" stroke-linecap="round"/><line x1="{sx:.0}" y1="{sy:.0}" x2="{bx:.0}" y2="{by:.0}" stroke="{colour}" stroke-width="4.5"{dash}/><polygon points="{ex:.0},{ey:.0} {:.0},{:.0} {:.0},{:.0}" fill="{colour}" stroke="#fff" stroke-width="1.5"/><title>{}</title></g>"##,
            mark.what.word(),
            esc(mark.from.as_deref().unwrap_or_default()),
            esc(&mark.at),
            bx + px,
            by + py,
            bx - px,
            by - py,
            esc(title)
        ));
    }

    /// The badge of a `mark` in one place, centred at `at`: a battle's gold burst, a
    /// loss's red minus, an arrival's green plus. It takes no clicks.
    pub fn badge(&mut self, mark: &Mark, at: (i32, i32), title: &str) {
        let shape = match mark.what {
            MarkKind::Battle => {
                let points: Vec<String> = (0..16)
                    .map(|i| {
                        let angle = f64::from(i) * std::f64::consts::PI / 8.0;
                        let r = if i % 2 == 0 { 13.0 } else { 6.5 };
                        format!("{:.1},{:.1}", r * angle.sin(), -r * angle.cos())
                    })
                    .collect();
                format!(
                    r##"<polygon points="{}" fill="#f2a900" stroke="#7a1010" stroke-width="2"/>"##,
                    points.join(" ")
                )
            }
            MarkKind::Loss => r##"<circle r="10" fill="#b3202a" stroke="#fff" stroke-width="2"/><path d="M-6 -2h12v4h-12z" fill="#fff"/>"##.to_string(),
            _ => r##"<circle r="10" fill="#2e7d32" stroke="#fff" stroke-width="2"/><path d="M-6 -2h12v4h-12zM-2 -6h4v12h-4z" fill="#fff"/>"##.to_string(),
        };
        self.add(format_args!(
            r##"<g data-mark="{}" data-at="{}" transform="translate({} {})" pointer-events="none">{shape}<title>{}</title></g>"##,
            mark.what.word(),
            esc(&mark.at),
            at.0,
            at.1,
            esc(title)
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
    fn full_width_text_takes_twice_the_room_and_is_cut_to_fit() {
        assert_eq!(text_units("Kent"), 4);
        assert_eq!(text_units("Кент"), 4);
        assert_eq!(text_units("ケント"), 6);
        assert_eq!(cut_to("Northumberland", 8), "Northum.");
        assert_eq!(cut_to("ノーサンバーランド", 8), "ノーサ.");
        assert_eq!(cut_to("Kent", 8), "Kent");
    }

    #[test]
    fn actions_and_selections_carry_their_notation_escaped() {
        let confirm = |a: &str| format!("/c?a={a}");
        let select = |p: &str| format!("/s?p={p}");
        let links = BoardLinks {
            confirm: &confirm,
            select: &select,
            selected: None,
            title: &crate::engine::board::in_notation,
            lang: Lang::En,
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
