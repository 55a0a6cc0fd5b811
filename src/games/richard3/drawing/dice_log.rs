//! The dice log of the battle being fought, under its battle board: round by round, each
//! roll (who rolled, the dice, the hits and on whom) from the view's `battle.log`, which
//! shows what both players have seen (§10: the dice of a battle are public once rolled).
//! The dice that hit are bold.

use serde_json::Value;

use super::WIDTH;
use crate::engine::KindWords;
use crate::engine::board::{Svg, esc, font_to_fit};
use crate::games::richard3::data::{BlockId, House};
use crate::i18n::Msg;
use crate::msg;

/// A line of the log.
const LINE: i32 = 16;
/// Its text size.
const FONT: i32 = 11;
/// Room over the lines for the log's title.
const TITLE: i32 = 20;

/// A block's printed name, escaped for the markup the line is.
fn name(value: &Value, w: KindWords) -> String {
    let name = value
        .as_str()
        .and_then(BlockId::parse)
        .map_or_else(|| msg!("richard3-log-a-block"), BlockId::msg);
    esc(&w.say(&name))
}

/// The house that rolled.
fn house(value: &Value) -> Msg {
    match value.as_str() {
        Some("lancaster") => House::Lancaster.title_msg(),
        _ => House::York.title_msg(),
    }
}

/// The faces, the hitting ones bold when `hit` says which.
fn faces(dice: &[u64], hit: &dyn Fn(u64) -> bool) -> String {
    dice.iter()
        .map(|d| {
            if hit(*d) {
                format!(r#"<tspan font-weight="bold">{d}</tspan>"#)
            } else {
                d.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// One roll in words, as markup: the names escaped, the dice in tspans (the message
/// files hold no markup characters).
pub(super) fn volley_line(volley: &Value, w: KindWords) -> String {
    let dice: Vec<u64> = volley["dice"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_u64)
        .collect();
    let hits = volley["hits"].as_u64().unwrap_or(0);
    let by = name(&volley["by"], w);
    let target = name(&volley["target"], w);
    let who = house(&volley["house"]);
    let kind = volley["kind"].as_str().unwrap_or("");
    if matches!(kind, "treachery" | "treason") {
        let rolled = faces(&dice, &|d| d % 2 == 0);
        let roller = if kind == "treason" {
            msg!("richard3-log-treason-roll")
        } else {
            msg!("richard3-log-treachery-roll", block = by)
        };
        let id = if hits > 0 {
            "richard3-log-turns"
        } else {
            "richard3-log-stays"
        };
        let line = Msg::new(id)
            .with("house", who)
            .with("roller", roller)
            .with("target", target)
            .with("dice", rolled);
        return w.say(&line);
    }
    // The dice that hit: as many of the lowest as there were hits.
    let mut sorted = dice.clone();
    sorted.sort_unstable();
    let bar = sorted
        .get((hits as usize).saturating_sub(1))
        .copied()
        .filter(|_| hits > 0)
        .unwrap_or(0);
    let rolled = faces(&dice, &|d| d <= bar);
    let id = match kind {
        "charge" => "richard3-log-charges",
        "fire_back" => "richard3-log-fires-back",
        _ => "richard3-log-fires",
    };
    let mut line = Msg::new(id)
        .with("house", who)
        .with("block", by)
        .with("target", target)
        .with("dice", rolled)
        .with("hits", hits);
    let on = volley["on"].as_array().into_iter().flatten().map(|hit| {
        msg!(
            "richard3-log-steps-lost",
            block = name(&hit["block"], w),
            steps = hit["steps"].as_u64().unwrap_or(0)
        )
    });
    if let Some(blocks) =
        on.reduce(|first, then| msg!("richard3-comma", first = first, then = then))
    {
        line = msg!("richard3-log-hits-on", volley = line, blocks = blocks);
    }
    w.say(&line)
}

/// The log's lines: a heading per round, then its rolls.
fn lines(battle: &Value, w: KindWords) -> Vec<String> {
    let mut out = Vec::new();
    let mut round = None;
    for volley in battle["log"].as_array().into_iter().flatten() {
        let this = volley["round"].as_u64().unwrap_or(0);
        if round != Some(this) {
            round = Some(this);
            let heading = if this == 0 {
                msg!("richard3-log-before")
            } else {
                msg!("richard3-log-round", round = this)
            };
            out.push(format!(
                r#"<tspan font-weight="bold">{}</tspan>"#,
                esc(&w.say(&heading))
            ));
        }
        out.push(volley_line(volley, w));
    }
    out
}

/// A line's text as read, its markup (the bold dice's tspans) taken out.
fn visible(markup: &str) -> String {
    let mut text = String::new();
    let mut in_tag = false;
    for c in markup.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            _ if !in_tag => text.push(c),
            _ => {}
        }
    }
    text
}

/// Lines in each of the log's two columns.
fn per_column(battle: &Value) -> usize {
    battle["log"]
        .as_array()
        .map_or(0, |log| {
            let rounds: std::collections::BTreeSet<u64> = log
                .iter()
                .map(|v| v["round"].as_u64().unwrap_or(0))
                .collect();
            log.len() + rounds.len()
        })
        .div_ceil(2)
}

/// The height the log takes under the battle board.
pub(super) fn height(battle: &Value) -> i32 {
    TITLE + per_column(battle).max(1) as i32 * LINE + 4
}

/// Draws the log from (`x`, `top`), in two columns across the sheet.
pub(super) fn draw(svg: &mut Svg, battle: &Value, (x, top): (i32, i32), w: KindWords) {
    svg.add(format_args!(
        r##"<g class="dice-log"><line x1="{x}" y1="{}" x2="{}" y2="{}" stroke="#8a1c1c" stroke-width="0.8"/><text x="{x}" y="{}" font-size="13" font-weight="bold" fill="#3a3226">{}</text>"##,
        top - 2,
        WIDTH - 20,
        top - 2,
        top + 14,
        esc(&w.say(&msg!("richard3-log-title")))
    ));
    let lines = lines(battle, w);
    if lines.is_empty() {
        svg.add(format_args!(
            r##"<text x="{x}" y="{}" font-size="{FONT}" fill="#555">{}</text>"##,
            top + TITLE + 11,
            esc(&w.say(&msg!("richard3-log-none")))
        ));
    }
    let rows = per_column(battle).max(1);
    let column_width = (WIDTH - 40) / 2;
    for (i, line) in lines.iter().enumerate() {
        let (column, row) = (i / rows, i % rows);
        // A long line (a treachery roll in Japanese) is set smaller to stay in its column.
        let size = font_to_fit(&visible(line), column_width - 8, FONT);
        svg.add(format_args!(
            r##"<text x="{}" y="{}" font-size="{size}" fill="#222">{line}</text>"##,
            x + column as i32 * column_width,
            top + TITLE + 11 + row as i32 * LINE
        ));
    }
    svg.add(format_args!("</g>"));
}
