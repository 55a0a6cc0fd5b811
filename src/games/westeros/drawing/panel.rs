//! The panel under the map: the round track (§7), each side's morale track (§12), VP,
//! command board, commanders' cards, order tokens, hand and deck sizes and discard pile;
//! the step waiting and who acts; the latest dice (§19.4 `rolls`); and the buttons for
//! actions that name no place, in words.

use serde_json::Value;

use super::clicks::{Click, Clicks};
use super::{clickable, side_colour};
use crate::engine::KindWords;
use crate::engine::board::{BoardLinks, Svg, cut_to, esc, text_units};
use crate::games::westeros::data::{CATALOG, CardId};
use crate::games::westeros::victory::Reason;
use crate::games::westeros::words::card_name;
use crate::i18n::Msg;
use crate::msg;

/// Where the buttons start below the panel's top.
const BUTTONS: i32 = 248;
/// A button's size, and the step from one to the next.
const BUTTON_WIDTH: i32 = 222;
const BUTTON_HEIGHT: i32 = 28;
const BUTTON_STEP: i32 = 34;
/// The room for the status line at its full size (14), in half-width units: the longest
/// English one takes 77; a longer one is set smaller.
const STATUS_ROOM: usize = 80;
/// The room for a button's label, in half-width units ([`text_units`]): at the smallest
/// size (9), a half-width unit takes about 4.5 of the button's 222.
const BUTTON_ROOM: usize = 48;

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

/// Draws the panel from `top` down, `width` wide, labelled in `words`.
pub fn draw(
    svg: &mut Svg,
    view: &Value,
    clicks: &Clicks,
    links: &BoardLinks<'_>,
    words: KindWords,
    (top, width): (i32, i32),
) {
    status(svg, view, top, words);
    round_track(svg, view, top + 26, words);
    for (i, side) in ["north", "west"].into_iter().enumerate() {
        side_board(
            svg,
            view,
            side,
            (8 + i as i32 * (width / 2), top + 70),
            words,
        );
    }
    rolls(svg, view, 8, top + 184, words);
    buttons(svg, clicks, links, (top + BUTTONS, width), words);
}

/// A side of the view (`north`, `west`) by its seat's name.
fn seat(side: &str) -> Msg {
    Msg::seat("westeros", side)
}

/// Items in words, separated by commas: `N3 2, N4 0`; `none` without any.
fn commas(items: Vec<Msg>) -> Msg {
    items
        .into_iter()
        .reduce(|first, then| msg!("westeros-comma", first = first, then = then))
        .unwrap_or_else(|| msg!("westeros-board-none"))
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
fn status(svg: &mut Svg, view: &Value, top: i32, words: KindWords) {
    let step = view["pending"]["step"].as_str().unwrap_or("");
    let side_of = |value: &Value| seat(value.as_str().unwrap_or("north"));
    let text = match (view["phase"].as_str(), view["turn"].as_str()) {
        (Some("over"), _) => {
            let result = &view["result"];
            let reason = result["reason"].as_str().unwrap_or("");
            let reason = Reason::from_text(reason)
                .map_or_else(|| msg!("westeros-notation", text = reason), Reason::msg);
            Some(msg!(
                "westeros-board-over",
                winner = side_of(&result["winner"]),
                reason = reason
            ))
        }
        (_, Some(turn)) => Some(msg!(
            "westeros-board-turn",
            side = seat(turn),
            step = match step {
                "" => msg!("westeros-notation", text = "?"),
                step => Msg::keyed("westeros-step", step),
            },
            first = side_of(&view["first"]),
            momentum = side_of(&view["momentum"])
        )),
        _ if step == "discard" => Some(msg!(
            "westeros-board-regroup-discard",
            side = side_of(&view["pending"]["seat"]),
            tokens = CATALOG.meta.carry_over_order_tokens,
            cards = CATALOG.meta.carry_over_cards
        )),
        _ => None,
    };
    let text = text.map(|t| words.say(&t)).unwrap_or_default();
    // A long line is set smaller to stay inside the panel (a kanji takes two units).
    let size = (14 * STATUS_ROOM / text_units(&text).max(STATUS_ROOM)).max(10);
    svg.add(format_args!(
        r##"<text x="8" y="{}" font-size="{size}" fill="#222" data-status="{}">{}</text>"##,
        top + 18,
        esc(step),
        esc(&text)
    ));
}

/// The round track: 10 spaces in the box, 6 played; white on odd, black on even (§7).
fn round_track(svg: &mut Svg, view: &Value, top: i32, words: KindWords) {
    let round = view["round"].as_i64().unwrap_or(1);
    let limit = i64::from(CATALOG.meta.round_limit);
    svg.add(format_args!(
        r##"<text x="8" y="{}" font-size="13" fill="#222">{}</text>"##,
        top + 16,
        esc(&words.say(&msg!("westeros-board-round", round = round, limit = limit)))
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

/// One side's morale track, VP, command board and commanders, order tokens and cards,
/// from `(left, top)`.
fn side_board(svg: &mut Svg, view: &Value, side: &str, (left, top): (i32, i32), words: KindWords) {
    let (colour, _) = side_colour(side);
    let morale = view["morale"][side].as_i64().unwrap_or(0);
    let band = Msg::keyed(
        "westeros-band",
        view["band"][side].as_str().unwrap_or("rout"),
    );
    let vp = view["vp"][side].as_i64().unwrap_or(0);
    let line = if view["passed"][side].as_bool() == Some(true) {
        msg!(
            "westeros-board-side-passed",
            side = seat(side),
            morale = morale,
            band = band,
            vp = vp
        )
    } else {
        msg!(
            "westeros-board-side",
            side = seat(side),
            morale = morale,
            band = band,
            vp = vp
        )
    };
    svg.add(format_args!(
        r##"<text x="{left}" y="{top}" font-size="13" fill="{colour}">{}</text>"##,
        esc(&words.say(&line))
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
    svg.add(format_args!(
        r##"<text x="{left}" y="{}" font-size="11" fill="#333">{}</text>"##,
        top + 36,
        esc(&words.say(&command_board(view, side)))
    ));
    tokens(svg, view, side, (left, top + 44), words);
    let discard: Vec<Msg> = view["discard"][side]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|c| c.as_str().and_then(CardId::parse))
        .map(card_name)
        .collect();
    let cards = msg!(
        "westeros-board-cards",
        hand = view["hand_size"][side].as_i64().unwrap_or(0),
        deck = view["deck_size"][side].as_i64().unwrap_or(0),
        discard = commas(discard)
    );
    svg.add(format_args!(
        r##"<text x="{left}" y="{}" font-size="11" fill="#333">{}</text>"##,
        top + 82,
        esc(&words.say(&cards))
    ));
}

/// A side's command board in words (§10.2, §10.3): the command tokens on it, and on each
/// commander's card (or that he is captured).
fn command_board(view: &Value, side: &str) -> Msg {
    let letter = if side == "north" { 'N' } else { 'W' };
    let commanders: Vec<Msg> = view["commanders"]
        .as_object()
        .into_iter()
        .flatten()
        .filter(|(id, _)| id.starts_with(letter))
        .map(|(id, c)| {
            if c["captured"].as_bool() == Some(true) {
                msg!("westeros-board-commander-captured", unit = id)
            } else {
                msg!(
                    "westeros-board-commander",
                    unit = id,
                    tokens = c["tokens"].as_i64().unwrap_or(0)
                )
            }
        })
        .collect();
    msg!(
        "westeros-board-command",
        tokens = view["command_board"][side].as_i64().unwrap_or(0),
        commanders = commas(commanders)
    )
}

/// The order tokens on a command board (§10.2), one disc per kind with its count.
fn tokens(svg: &mut Svg, view: &Value, side: &str, (left, top): (i32, i32), words: KindWords) {
    for (i, kind) in ["green", "blue", "red", "valor", "morale"]
        .into_iter()
        .enumerate()
    {
        let count = view["order_tokens"][side][kind].as_i64().unwrap_or(0);
        let (fill, ink) = face_colour(kind);
        let x = left + 12 + i as i32 * 34;
        let title = msg!(
            "westeros-board-tokens",
            side = seat(side),
            tokens = msg!(
                "westeros-tokens",
                count = count,
                face = Msg::keyed("westeros-face", kind)
            )
        );
        svg.add(format_args!(
            r##"<g data-tokens="{side} {kind}"><circle cx="{x}" cy="{}" r="11" fill="{fill}" stroke="#555"/><text x="{x}" y="{}" font-size="11" text-anchor="middle" fill="{ink}">{count}</text><title>{}</title></g>"##,
            top + 12,
            top + 16,
            esc(&words.say(&title))
        ));
    }
}

/// Who rolled what, in words: `north order dice`, `melee N1 → W2`.
fn roll_words(roll: &Value) -> Option<Msg> {
    let text = |key: &str| roll[key].as_str().unwrap_or("").to_string();
    let kind = match roll["kind"].as_str()? {
        "order_dice" => {
            return Some(msg!(
                "westeros-board-order-dice",
                side = seat(roll["side"].as_str().unwrap_or("north"))
            ));
        }
        "melee" => msg!("westeros-attack-melee"),
        "ranged" => msg!("westeros-attack-ranged"),
        "free" => msg!("westeros-board-roll-free"),
        "reroll" => msg!("westeros-step-reroll"),
        other => msg!("westeros-notation", text = other),
    };
    Some(msg!(
        "westeros-board-roll",
        kind = kind,
        attacker = text("attacker"),
        target = text("target")
    ))
}

/// The latest rolls (§19.4), one line each, the dice as coloured squares, each with the
/// first letter of its face's word.
fn rolls(svg: &mut Svg, view: &Value, left: i32, top: i32, words: KindWords) {
    let mut y = top;
    let rolls = view["rolls"].as_array().into_iter().flatten();
    for roll in rolls.filter(|r| r["dice"].is_array()).take(4) {
        let Some(who) = roll_words(roll) else {
            continue;
        };
        svg.add(format_args!(
            r##"<text x="{left}" y="{}" font-size="11" fill="#333">{}</text>"##,
            y + 10,
            esc(&words.say(&who))
        ));
        for (i, face) in roll["dice"].as_array().into_iter().flatten().enumerate() {
            let face = face.as_str().unwrap_or("");
            let (fill, ink) = face_colour(face);
            let x = left + 150 + i as i32 * 20;
            let word = words.say(&Msg::keyed("westeros-face", face));
            let letter: String = word.chars().take(1).flat_map(char::to_uppercase).collect();
            svg.add(format_args!(
                r##"<g><rect x="{x}" y="{y}" width="16" height="14" rx="3" fill="{fill}" stroke="#555"/><text x="{}" y="{}" font-size="9" text-anchor="middle" fill="{ink}">{}</text><title>{}</title></g>"##,
                x + 8,
                y + 11,
                esc(&letter),
                esc(&word)
            ));
        }
        y += 18;
    }
}

/// The buttons, in rows across the panel from `top`, `width` wide.
fn buttons(
    svg: &mut Svg,
    clicks: &Clicks,
    links: &BoardLinks<'_>,
    (top, width): (i32, i32),
    words: KindWords,
) {
    let per_row = buttons_per_row(width);
    for (i, (label, click)) in clicks.buttons.iter().enumerate() {
        let (col, row) = (i as i32 % per_row, i as i32 / per_row);
        let (x, y) = (8 + col * (BUTTON_WIDTH + 8), top + row * BUTTON_STEP);
        let label = words.say(label);
        // A long label is set smaller to stay inside its button (a kanji takes the room
        // of two letters); one too long even then is cut, and said whole in its title.
        let size = (12 * 32 / text_units(&label).max(32) as i32).max(9);
        let shown = cut_to(&label, BUTTON_ROOM);
        let fill = match click {
            Click::Act(_) => "#3d5a80",
            Click::Select(_) => "#777",
        };
        let shape = format!(
            r##"<g><rect x="{x}" y="{y}" width="{BUTTON_WIDTH}" height="{BUTTON_HEIGHT}" rx="6" fill="{fill}"/><text x="{}" y="{}" font-size="{size}" text-anchor="middle" fill="#fff">{}</text><title>{}</title></g>"##,
            x + BUTTON_WIDTH / 2,
            y + 18,
            esc(&shown),
            esc(&label)
        );
        clickable(svg, links, click, &shape, &label);
    }
}
