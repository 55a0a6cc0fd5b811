//! The panel under the map: the round track (§7), each side's morale track (§12), VP,
//! command board, commanders' cards, order tokens, hand and deck sizes and discard pile;
//! the step waiting and who acts; the latest dice (§19.4 `rolls`); and the buttons for
//! actions that name no place, in words.

use serde_json::Value;

use super::clicks::{Click, Clicks};
use super::{clickable, side_colour};
use crate::engine::board::{BoardLinks, Svg, esc};
use crate::games::westeros::data::{CATALOG, CardId};

/// Where the buttons start below the panel's top.
const BUTTONS: i32 = 248;
/// A button's size, and the step from one to the next.
const BUTTON_WIDTH: i32 = 222;
const BUTTON_HEIGHT: i32 = 28;
const BUTTON_STEP: i32 = 34;

/// Buttons in one row of `width`.
fn buttons_per_row(width: i32) -> i32 {
    ((width - 8) / (BUTTON_WIDTH + 8)).max(1)
}

/// The panel's height for the buttons of `clicks`, `width` wide.
pub fn height(clicks: &Clicks, width: i32) -> i32 {
    let rows = clicks
        .buttons
        .len()
        .div_ceil(buttons_per_row(width) as usize) as i32;
    (BUTTONS + rows * BUTTON_STEP + 8).max(330)
}

/// Draws the panel from `top` down, `width` wide.
pub fn draw(
    svg: &mut Svg,
    view: &Value,
    clicks: &Clicks,
    links: &BoardLinks<'_>,
    top: i32,
    width: i32,
) {
    status(svg, view, top);
    round_track(svg, view, top + 26);
    for (i, side) in ["north", "west"].into_iter().enumerate() {
        side_board(svg, view, side, 8 + i as i32 * (width / 2), top + 70);
    }
    rolls(svg, view, 8, top + 184);
    buttons(svg, clicks, links, top + BUTTONS, width);
}

fn face_colour(face: &str) -> (&'static str, &'static str) {
    match face {
        "green" => ("#4f9d3a", "#fff"),
        "blue" => ("#2f6fb5", "#fff"),
        "red" => ("#c0392b", "#fff"),
        "morale" => ("#f4f1e6", "#222"),
        _ => ("#d4a017", "#222"),
    }
}

/// The step waiting and who acts, in words.
fn status(svg: &mut Svg, view: &Value, top: i32) {
    let step = view["pending"]["step"].as_str().unwrap_or("");
    let text = match (view["phase"].as_str(), view["turn"].as_str()) {
        (Some("over"), _) => {
            let result = &view["result"];
            format!(
                "The battle is over: {} wins ({}).",
                result["winner"].as_str().unwrap_or("?"),
                result["reason"].as_str().unwrap_or("")
            )
        }
        (_, Some(turn)) => format!(
            "Command phase: {turn}'s turn, {step} step. First player {}, momentum {}.",
            view["first"].as_str().unwrap_or("?"),
            view["momentum"].as_str().unwrap_or("?")
        ),
        _ if step == "discard" => format!(
            "Regroup: {} discards down to 2 order tokens and 2 cards.",
            view["pending"]["seat"].as_str().unwrap_or("?")
        ),
        _ => String::new(),
    };
    svg.add(format_args!(
        r##"<text x="8" y="{}" font-size="14" fill="#222" data-status="{}">{}</text>"##,
        top + 18,
        esc(step),
        esc(&text)
    ));
}

/// The round track: 10 spaces in the box, 6 played; white on odd, black on even (§7).
fn round_track(svg: &mut Svg, view: &Value, top: i32) {
    let round = view["round"].as_i64().unwrap_or(1);
    let limit = i64::from(CATALOG.meta.round_limit);
    svg.add(format_args!(
        r##"<text x="8" y="{}" font-size="13" fill="#222">Round {round} of {limit}</text>"##,
        top + 16
    ));
    for space in 1..=limit {
        let x = 110 + (space as i32 - 1) * 26;
        let (fill, ink) = if space % 2 == 1 {
            ("#fdfdfd", "#222")
        } else {
            ("#222", "#fdfdfd")
        };
        let stroke = if space == round { "#d4a017" } else { "#888" };
        svg.add(format_args!(
            r##"<rect x="{x}" y="{top}" width="22" height="22" fill="{fill}" stroke="{stroke}" stroke-width="3"/><text x="{}" y="{}" font-size="11" text-anchor="middle" fill="{ink}">{space}</text>"##,
            x + 11,
            top + 15
        ));
    }
}

/// One side's morale track, VP, command board and commanders, order tokens and cards.
fn side_board(svg: &mut Svg, view: &Value, side: &str, left: i32, top: i32) {
    let (colour, _) = side_colour(side);
    let morale = view["morale"][side].as_i64().unwrap_or(0);
    let passed = if view["passed"][side].as_bool() == Some(true) {
        ", passed"
    } else {
        ""
    };
    svg.add(format_args!(
        r##"<text x="{left}" y="{top}" font-size="13" fill="{colour}">{side}: morale {morale} ({}), VP {}{passed}</text>"##,
        esc(view["band"][side].as_str().unwrap_or("")),
        view["vp"][side].as_i64().unwrap_or(0)
    ));
    for value in 0..=10 {
        let x = left + value * 15;
        let fill = match value {
            0 => "#222",
            1..=3 => "#c0392b",
            4..=7 => "#d4a017",
            _ => "#4f9d3a",
        };
        let marked = if i64::from(value) == morale {
            "#111"
        } else {
            "none"
        };
        svg.add(format_args!(
            r##"<rect x="{x}" y="{}" width="13" height="13" fill="{fill}" stroke="{marked}" stroke-width="2.5"/>"##,
            top + 6
        ));
    }
    let letter = if side == "north" { 'N' } else { 'W' };
    let cards: Vec<String> = view["commanders"]
        .as_object()
        .into_iter()
        .flatten()
        .filter(|(id, _)| id.starts_with(letter))
        .map(|(id, c)| {
            if c["captured"].as_bool() == Some(true) {
                format!("{id} captured")
            } else {
                format!("{id} {}", c["tokens"].as_i64().unwrap_or(0))
            }
        })
        .collect();
    svg.add(format_args!(
        r##"<text x="{left}" y="{}" font-size="11" fill="#333">command board {}; on commanders: {}</text>"##,
        top + 36,
        view["command_board"][side].as_i64().unwrap_or(0),
        esc(&cards.join(", "))
    ));
    tokens(svg, view, side, left, top + 44);
    let discard: Vec<&str> = view["discard"][side]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|c| c.as_str().and_then(CardId::parse))
        .map(|c| c.info().name.as_str())
        .collect();
    svg.add(format_args!(
        r##"<text x="{left}" y="{}" font-size="11" fill="#333">hand {}, deck {}, discard: {}</text>"##,
        top + 82,
        view["hand_size"][side].as_i64().unwrap_or(0),
        view["deck_size"][side].as_i64().unwrap_or(0),
        esc(&if discard.is_empty() {
            "none".to_string()
        } else {
            discard.join(", ")
        })
    ));
}

/// The order tokens on a command board (§10.2), one disc per kind with its count.
fn tokens(svg: &mut Svg, view: &Value, side: &str, left: i32, top: i32) {
    for (i, kind) in ["green", "blue", "red", "valor", "morale"]
        .into_iter()
        .enumerate()
    {
        let count = view["order_tokens"][side][kind].as_i64().unwrap_or(0);
        let (fill, ink) = face_colour(kind);
        let x = left + 12 + i as i32 * 34;
        svg.add(format_args!(
            r##"<g data-tokens="{side} {kind}"><circle cx="{x}" cy="{}" r="11" fill="{fill}" stroke="#555"/><text x="{x}" y="{}" font-size="11" text-anchor="middle" fill="{ink}">{count}</text><title>{side}: {count} {kind} order tokens</title></g>"##,
            top + 12,
            top + 16
        ));
    }
}

/// The latest rolls (§19.4), one line each, the dice as coloured squares.
fn rolls(svg: &mut Svg, view: &Value, left: i32, top: i32) {
    let mut y = top;
    let rolls = view["rolls"].as_array().into_iter().flatten();
    for roll in rolls.filter(|r| r["dice"].is_array()).take(4) {
        let who = match roll["kind"].as_str() {
            Some("order_dice") => format!("{} order dice", roll["side"].as_str().unwrap_or("")),
            Some(kind) => format!(
                "{kind} {} → {}",
                roll["attacker"].as_str().unwrap_or(""),
                roll["target"].as_str().unwrap_or("")
            ),
            None => continue,
        };
        svg.add(format_args!(
            r##"<text x="{left}" y="{}" font-size="11" fill="#333">{}</text>"##,
            y + 10,
            esc(&who)
        ));
        for (i, face) in roll["dice"].as_array().into_iter().flatten().enumerate() {
            let face = face.as_str().unwrap_or("");
            let (fill, ink) = face_colour(face);
            let x = left + 150 + i as i32 * 20;
            svg.add(format_args!(
                r##"<g><rect x="{x}" y="{y}" width="16" height="14" rx="3" fill="{fill}" stroke="#555"/><text x="{}" y="{}" font-size="9" text-anchor="middle" fill="{ink}">{}</text><title>{face}</title></g>"##,
                x + 8,
                y + 11,
                face.chars().next().unwrap_or(' ').to_ascii_uppercase()
            ));
        }
        y += 18;
    }
}

/// The buttons, in rows across the panel.
fn buttons(svg: &mut Svg, clicks: &Clicks, links: &BoardLinks<'_>, top: i32, width: i32) {
    let per_row = buttons_per_row(width);
    for (i, (label, click)) in clicks.buttons.iter().enumerate() {
        let (col, row) = (i as i32 % per_row, i as i32 / per_row);
        let (x, y) = (8 + col * (BUTTON_WIDTH + 8), top + row * BUTTON_STEP);
        // A long label is set smaller to stay inside its button.
        let size = (12 * 32 / label.chars().count().max(32) as i32).max(9);
        let fill = match click {
            Click::Act(_) => "#3d5a80",
            Click::Select(_) => "#777",
        };
        let shape = format!(
            r##"<g><rect x="{x}" y="{y}" width="{BUTTON_WIDTH}" height="{BUTTON_HEIGHT}" rx="6" fill="{fill}"/><text x="{}" y="{}" font-size="{size}" text-anchor="middle" fill="#fff">{}</text><title>{}</title></g>"##,
            x + BUTTON_WIDTH / 2,
            y + 18,
            esc(label),
            esc(label)
        );
        clickable(svg, links, click, &shape, label);
    }
}
