//! Boards as inline SVG, drawn from a viewer's view. Screen coordinates live here, not in
//! the rules. A kind without a drawing gets none; its page still shows the view as data.

use std::fmt::Write;
use std::str::FromStr;

use serde_json::Value;

use crate::games::rosenkonig::{Action, Square};

/// The board of `kind` as SVG; squares that a legal action targets link to `link(action)`.
pub fn render(kind: &str, view: &Value, actions: &[String], links: &Links<'_>) -> String {
    match kind {
        "rosenkonig" => rose_king(view, actions, links.confirm),
        "tara" => super::tara_board::tara(view, actions, links),
        _ => String::new(),
    }
}

/// Where a board's clickable places lead.
pub struct Links<'a> {
    /// The page confirming an action (its notation).
    pub confirm: &'a dyn Fn(&str) -> String,
    /// The game page with a piece selected (for actions that name two places).
    pub select: &'a dyn Fn(&str) -> String,
    /// The piece selected now, if any.
    pub selected: Option<&'a str>,
}

/// Escapes text for SVG/HTML.
pub(super) fn esc(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

const CELL: i32 = 44;
const LEFT: i32 = 24;
const TOP: i32 = 12;

/// The top-left corner of a square: rank 9 (White's, crown edge) at the top.
fn corner(square: Square) -> (i32, i32) {
    (
        LEFT + i32::from(square.file()) * CELL,
        TOP + (8 - i32::from(square.rank())) * CELL,
    )
}

fn rose_king(view: &Value, actions: &[String], link: &dyn Fn(&str) -> String) -> String {
    let mut svg = String::new();
    let width = LEFT + 9 * CELL + 12;
    let height = TOP + 9 * CELL + 24 + 96;
    let _ = write!(
        svg,
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" height="{height}" role="img" aria-label="The Rose King board" font-family="Georgia, serif">"##
    );
    let _ = write!(
        svg,
        r##"<rect x="{LEFT}" y="{TOP}" width="{}" height="{}" fill="#efe2c0" stroke="#6b4f2a" stroke-width="2"/>"##,
        9 * CELL,
        9 * CELL
    );
    for square in Square::all() {
        let (x, y) = corner(square);
        let _ = write!(
            svg,
            r##"<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="none" stroke="#b59b6b"><title>{}</title></rect>"##,
            square.name()
        );
    }
    // The centre (sun) square, e5.
    if let Ok(centre) = Square::from_str("e5") {
        let (x, y) = corner(centre);
        let _ = write!(
            svg,
            r##"<circle cx="{}" cy="{}" r="14" fill="none" stroke="#c9a227" stroke-dasharray="3 3"/>"##,
            x + CELL / 2,
            y + CELL / 2
        );
    }
    for (i, file) in "abcdefghi".chars().enumerate() {
        let _ = write!(
            svg,
            r##"<text x="{}" y="{}" font-size="12" text-anchor="middle" fill="#555">{file}</text>"##,
            LEFT + i as i32 * CELL + CELL / 2,
            TOP + 9 * CELL + 14
        );
    }
    for rank in 1..=9 {
        let _ = write!(
            svg,
            r##"<text x="{}" y="{}" font-size="12" text-anchor="middle" fill="#555">{rank}</text>"##,
            LEFT / 2,
            TOP + (9 - rank) * CELL + CELL / 2 + 4
        );
    }
    // Stones.
    if let Some(stones) = view["stones"].as_object() {
        for (name, colour) in stones {
            let Ok(square) = Square::from_str(name) else {
                continue;
            };
            let (x, y) = corner(square);
            let (fill, stroke) = if colour == "red" {
                ("#b3202a", "#6d0f15")
            } else {
                ("#fbfbf7", "#555")
            };
            let _ = write!(
                svg,
                r##"<circle cx="{}" cy="{}" r="16" fill="{fill}" stroke="{stroke}" stroke-width="2"><title>{} stone on {name}</title></circle>"##,
                x + CELL / 2,
                y + CELL / 2,
                esc(colour.as_str().unwrap_or(""))
            );
        }
    }
    // The crown.
    let crown = view["crown"]
        .as_str()
        .and_then(|c| Square::from_str(c).ok());
    if let Some(square) = crown {
        let (x, y) = corner(square);
        let (cx, cy) = (x + CELL / 2, y + CELL / 2);
        let _ = write!(
            svg,
            r##"<path d="M{} {} l4 -12 l5 7 l5 -9 l5 9 l5 -7 l4 12 z" fill="#e0b526" stroke="#7a5c00" stroke-width="1.5"><title>the crown on {}</title></path>"##,
            cx - 14,
            cy + 6,
            square.name()
        );
    }
    // Squares a legal action reaches: links (each to a confirmation form).
    if let Some(from) = crown {
        for notation in actions {
            let Ok(action) = Action::from_str(notation) else {
                continue;
            };
            let card = match action {
                Action::Play(card) | Action::Hero(card) => card,
                Action::Draw => continue,
            };
            let Ok(target) = card.target(from) else {
                continue;
            };
            let (x, y) = corner(target);
            let colour = if matches!(action, Action::Hero(_)) {
                "#7b2cbf"
            } else {
                "#1f7a3a"
            };
            let _ = write!(
                svg,
                r##"<a href="{}"><rect class="target" x="{}" y="{}" width="{}" height="{}" fill="{colour}" fill-opacity="0.18" stroke="{colour}" stroke-width="3"/><text x="{}" y="{}" font-size="10" text-anchor="middle" fill="{colour}">{}</text><title>{}</title></a>"##,
                esc(&link(notation)),
                x + 2,
                y + 2,
                CELL - 4,
                CELL - 4,
                x + CELL / 2,
                y + CELL - 5,
                esc(card.name()),
                esc(notation)
            );
        }
    }
    // Hands, heroes and the piles below the board.
    let mut line_y = TOP + 9 * CELL + 36;
    for side in ["white", "red"] {
        let hand: Vec<String> = view["hands"][side]
            .as_array()
            .map(|h| h.iter().filter_map(|c| c.as_str()).map(esc).collect())
            .unwrap_or_default();
        let heroes = view["heroes"][side].as_i64().unwrap_or(0);
        let _ = write!(
            svg,
            r##"<text x="{LEFT}" y="{line_y}" font-size="13"><tspan font-weight="bold">{side}</tspan>: {} · heroes {heroes}</text>"##,
            if hand.is_empty() {
                "(no cards)".to_string()
            } else {
                hand.join(" ")
            }
        );
        line_y += 20;
    }
    let _ = write!(
        svg,
        r##"<text x="{LEFT}" y="{line_y}" font-size="13">stones in supply {} · draw pile {} · discard {}</text>"##,
        view["supply"].as_i64().unwrap_or(0),
        view["draw_pile"].as_i64().unwrap_or(0),
        view["discard"].as_array().map(|d| d.len()).unwrap_or(0)
    );
    if let Some(last) = view["last"].as_str() {
        line_y += 20;
        let _ = write!(
            svg,
            r##"<text x="{LEFT}" y="{line_y}" font-size="13" fill="#555">last: {}</text>"##,
            esc(last)
        );
    }
    svg.push_str("</svg>");
    svg
}
