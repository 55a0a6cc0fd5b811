//! The battle board (§6, §10) while a battle is fought or regrouped: each house's revealed
//! blocks with their letter and steps, its hidden reserves as backs (a count only), the
//! round and the initiative slot acting; a block's battle turn, hit, treason and charge
//! are buttons beside it.

use serde_json::Value;

use super::WIDTH;
use super::blocks::{Face, SIZE, Seen, Wood, back, face, house_title};
use super::clicks::Clicks;
use crate::engine::board::{BoardLinks, Svg, esc};
use crate::games::richard3::data::{AreaId, BlockId, House};

/// A block and its buttons.
const CELL_WIDTH: i32 = 140;
const CELL_HEIGHT: i32 = 50;
/// Cells in a row of one house's half.
const COLUMNS: usize = 3;

/// The revealed blocks of `house` in the battle, with their steps and whether they acted.
fn revealed(battle: &Value, house: House) -> Vec<(BlockId, u8, bool)> {
    battle["blocks"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|b| b["house"].as_str() == Some(house.name()))
        .filter_map(|b| {
            Some((
                BlockId::parse(b["id"].as_str()?)?,
                b["steps"].as_u64()? as u8,
                b["acted"].as_bool() == Some(true),
            ))
        })
        .collect()
}

/// Cells of one house's half: its blocks, and one for its reserves if it has any.
fn cells(battle: &Value, house: House) -> usize {
    let reserves = battle["reserves"][house.name()].as_u64().unwrap_or(0);
    revealed(battle, house).len() + usize::from(reserves > 0)
}

/// The height of the battle board, none when no battle is on.
pub(super) fn height(view: &Value) -> i32 {
    let battle = &view["battle"];
    if battle.is_null() {
        return 0;
    }
    let most = House::BOTH
        .iter()
        .map(|h| cells(battle, *h).div_ceil(COLUMNS))
        .max()
        .unwrap_or(0)
        .max(1) as i32;
    44 + most * CELL_HEIGHT + 8
}

/// Draws the battle board from `top`.
pub(super) fn battle_board(
    svg: &mut Svg,
    view: &Value,
    seen: &Seen,
    clicks: &Clicks<'_>,
    links: &BoardLinks<'_>,
    top: i32,
) {
    let battle = &view["battle"];
    if battle.is_null() {
        return;
    }
    let area = battle["area"].as_str().unwrap_or("");
    let area_name = AreaId::parse(area).map_or(area, |a| a.info().name.as_str());
    let state = if battle["over"].as_bool() == Some(true) {
        "over: the winner regroups".to_string()
    } else if battle["round"].as_u64() == Some(0) {
        "before round 1: treason".to_string()
    } else {
        format!(
            "round {} of 4 · {} acts",
            battle["round"].as_u64().unwrap_or(0),
            esc(battle["slot"].as_str().unwrap_or(""))
        )
    };
    svg.add(format_args!(
        r##"<g data-battle="{area}"><rect x="10" y="{top}" width="{}" height="{}" rx="6" fill="#f4ede0" stroke="#8a1c1c" stroke-width="2"/>"##,
        WIDTH - 20,
        height(view) - 6
    ));
    svg.line(
        20,
        top + 18,
        &format!(
            r#"<tspan font-weight="bold">Battle in {}</tspan> · {state}"#,
            esc(area_name)
        ),
    );
    let attacker = battle["attacker"].as_str();
    for (i, house) in House::BOTH.into_iter().enumerate() {
        let left = 20 + i as i32 * (WIDTH - 40) / 2;
        let role = if attacker == Some(house.name()) {
            "attacker"
        } else {
            "defender"
        };
        svg.line(left, top + 36, &format!("{} ({role})", house_title(house)));
        half(svg, battle, house, (left, top + 42), seen, clicks, links);
    }
    svg.add(format_args!("</g>"));
}

/// One house's half: each revealed block with its buttons, then its reserves' backs.
fn half(
    svg: &mut Svg,
    battle: &Value,
    house: House,
    (left, top): (i32, i32),
    seen: &Seen,
    clicks: &Clicks<'_>,
    links: &BoardLinks<'_>,
) {
    let place = |i: usize| {
        (
            left + (i % COLUMNS) as i32 * CELL_WIDTH,
            top + (i / COLUMNS) as i32 * CELL_HEIGHT,
        )
    };
    let blocks = revealed(battle, house);
    for (i, (block, steps, acted)) in blocks.iter().enumerate() {
        let (x, y) = place(i);
        let shown = Face {
            block: *block,
            at: String::new(),
            steps: Some(*steps),
            moved: false,
            reserve: false,
        };
        let id = block.id();
        svg.add(format_args!(
            "{}",
            face(&shown, seen, x, y + 4, links.selected == Some(id))
        ));
        if *acted {
            svg.add(format_args!(
                r##"<text x="{x}" y="{}" font-size="8" fill="#777">acted</text>"##,
                y + SIZE + 13
            ));
        }
        buttons(svg, id, (x + SIZE + 6, y + 2), clicks, links);
    }
    let reserves = battle["reserves"][house.name()].as_u64().unwrap_or(0);
    if reserves > 0 {
        let (x, y) = place(blocks.len());
        let wood = if house == House::Lancaster {
            Wood::Red
        } else {
            Wood::White
        };
        svg.add(format_args!(
            r##"{}<text x="{}" y="{}" font-size="11">{reserves} in reserve</text>"##,
            back(wood, x, y + 4),
            x + SIZE + 6,
            y + 21
        ));
    }
}

/// The buttons beside a battle block: its actions, the actions of the chosen block on it,
/// and "choose" when it acts on another block (a charge, a treachery roll).
fn buttons(
    svg: &mut Svg,
    block: &str,
    (x, y): (i32, i32),
    clicks: &Clicks<'_>,
    links: &BoardLinks<'_>,
) {
    let mut n = 0;
    let next = |n: &mut i32| {
        let at = (x + (*n % 2) * 52, y + (*n / 2) * 16);
        *n += 1;
        at
    };
    for (_, verb, notation) in clicks.on_battle.iter().filter(|(b, _, _)| *b == block) {
        let (bx, by) = next(&mut n);
        svg.action(links, notation, &small_button(bx, by, verb, "#8a1c1c"));
    }
    if clicks.picks.contains(block) {
        let (bx, by) = next(&mut n);
        let shape = small_button(bx, by, "choose", "#3a5a40");
        svg.select(links, block, &shape, "choose this block, then its target");
    }
}

/// A small button for the battle board.
fn small_button(x: i32, y: i32, text: &str, colour: &str) -> String {
    format!(
        r##"<rect x="{x}" y="{y}" width="48" height="14" rx="3" fill="{colour}"/><text x="{}" y="{}" font-size="9" text-anchor="middle" fill="#fff">{}</text>"##,
        x + 24,
        y + 10,
        esc(text)
    )
}
