//! The dice log of the battle being fought, under its battle board: round by round, each
//! roll (who rolled, the dice, the hits and on whom) from the view's `battle.log`, which
//! shows what both players have seen (§10: the dice of a battle are public once rolled).
//! The dice that hit are bold.

use serde_json::Value;

use super::WIDTH;
use super::blocks::house_title;
use crate::engine::board::{Svg, esc};
use crate::games::richard3::data::{BlockId, House};

/// A line of the log.
const LINE: i32 = 16;
/// Its text size.
const FONT: i32 = 11;
/// Room over the lines for the log's title.
const TITLE: i32 = 20;

/// A block's printed name.
fn name(value: &Value) -> String {
    value
        .as_str()
        .and_then(BlockId::parse)
        .map_or_else(|| "a block".to_string(), |b| b.info().name.clone())
}

/// The house that rolled.
fn house(value: &Value) -> &'static str {
    match value.as_str() {
        Some("lancaster") => house_title(House::Lancaster),
        _ => house_title(House::York),
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

/// One roll in words (markup: the dice in tspans).
pub(super) fn volley_line(volley: &Value) -> String {
    let dice: Vec<u64> = volley["dice"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_u64)
        .collect();
    let hits = volley["hits"].as_u64().unwrap_or(0);
    let by = esc(&name(&volley["by"]));
    let target = esc(&name(&volley["target"]));
    let who = house(&volley["house"]);
    let kind = volley["kind"].as_str().unwrap_or("");
    if matches!(kind, "treachery" | "treason") {
        let rolled = faces(&dice, &|d| d % 2 == 0);
        let result = if hits > 0 {
            "all even: it turns"
        } else {
            "not all even: it stays"
        };
        let roller = if kind == "treason" {
            "the Treason roll".to_string()
        } else {
            format!("{by}'s treachery roll")
        };
        return format!("{who}: {roller} on {target}: {rolled}, {result}");
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
    let what = match kind {
        "charge" => format!("{by} charges {target}"),
        "fire_back" => format!("{by} fires back at {target}"),
        _ => format!("{by} fires"),
    };
    let plural = if hits == 1 { "" } else { "s" };
    let mut line = format!("{who}: {what}: {rolled} → {hits} hit{plural}");
    let on: Vec<String> = volley["on"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|hit| {
            format!(
                "{} −{}",
                esc(&name(&hit["block"])),
                hit["steps"].as_u64().unwrap_or(0)
            )
        })
        .collect();
    if !on.is_empty() {
        line.push_str(&format!(" on {}", on.join(", ")));
    }
    line
}

/// The log's lines: a heading per round, then its rolls.
fn lines(battle: &Value) -> Vec<String> {
    let mut out = Vec::new();
    let mut round = None;
    for volley in battle["log"].as_array().into_iter().flatten() {
        let this = volley["round"].as_u64().unwrap_or(0);
        if round != Some(this) {
            round = Some(this);
            out.push(if this == 0 {
                r#"<tspan font-weight="bold">Before round 1</tspan>"#.to_string()
            } else {
                format!(r#"<tspan font-weight="bold">Round {this}</tspan>"#)
            });
        }
        out.push(volley_line(volley));
    }
    out
}

/// Lines in each of the log's two columns.
fn per_column(battle: &Value) -> usize {
    lines(battle).len().div_ceil(2)
}

/// The height the log takes under the battle board.
pub(super) fn height(battle: &Value) -> i32 {
    TITLE + per_column(battle).max(1) as i32 * LINE + 4
}

/// Draws the log from (`x`, `top`), in two columns across the sheet.
pub(super) fn draw(svg: &mut Svg, battle: &Value, (x, top): (i32, i32)) {
    svg.add(format_args!(
        r##"<g class="dice-log"><line x1="{x}" y1="{}" x2="{}" y2="{}" stroke="#8a1c1c" stroke-width="0.8"/><text x="{x}" y="{}" font-size="13" font-weight="bold" fill="#3a3226">Dice, round by round</text>"##,
        top - 2,
        WIDTH - 20,
        top - 2,
        top + 14
    ));
    let lines = lines(battle);
    if lines.is_empty() {
        svg.add(format_args!(
            r##"<text x="{x}" y="{}" font-size="{FONT}" fill="#555">No die rolled yet.</text>"##,
            top + TITLE + 11
        ));
    }
    let rows = per_column(battle).max(1);
    let column_width = (WIDTH - 40) / 2;
    for (i, line) in lines.iter().enumerate() {
        let (column, row) = (i / rows, i % rows);
        svg.add(format_args!(
            r##"<text x="{}" y="{}" font-size="{FONT}" fill="#222">{line}</text>"##,
            x + column as i32 * column_width,
            top + TITLE + 11 + row as i32 * LINE
        ));
    }
    svg.add(format_args!("</g>"));
}
