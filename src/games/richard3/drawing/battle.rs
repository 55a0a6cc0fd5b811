//! The battle board (§6, §10) while a battle is fought or regrouped: each house's revealed
//! blocks with their letter and steps, as large as on the map, its hidden reserves as
//! backs (a count only), the round and the initiative slot acting; a block's battle turn,
//! hit, treason and charge are buttons beside it, in words. Under them, the battle's dice
//! log (see [`super::dice_log`]).

use serde_json::Value;

use super::WIDTH;
use super::blocks::{Face, SIZE, Seen, Wood, back, can_act, face};
use super::clicks::Clicks;
use super::dice_log;
use crate::engine::KindWords;
use crate::engine::board::{BoardLinks, Svg, esc, font_to_fit};
use crate::games::richard3::data::{AreaId, BlockId, House};
use crate::i18n::Msg;
use crate::msg;

/// A block and its buttons.
const CELL_WIDTH: i32 = 205;
const CELL_HEIGHT: i32 = 68;
/// Cells in a row of one house's half.
const COLUMNS: usize = 2;
/// A button beside a block: its size and text.
const BUTTON_WIDTH: i32 = 80;
const BUTTON_HEIGHT: i32 = 18;
const BUTTON_FONT: i32 = 11;

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
    44 + most * CELL_HEIGHT + dice_log::height(battle) + 8
}

/// Draws the battle board from `top`.
pub(super) fn battle_board(
    svg: &mut Svg,
    view: &Value,
    seen: &Seen,
    clicks: &Clicks<'_>,
    links: &BoardLinks<'_>,
    top: i32,
    w: KindWords,
) {
    let battle = &view["battle"];
    if battle.is_null() {
        return;
    }
    let area = battle["area"].as_str().unwrap_or("");
    let area_name = AreaId::parse(area).map_or_else(|| area.to_string(), |a| w.say(&a.msg()));
    let state = if battle["over"].as_bool() == Some(true) {
        msg!("richard3-battle-over")
    } else if battle["round"].as_u64() == Some(0) {
        msg!("richard3-battle-before")
    } else {
        msg!(
            "richard3-battle-round",
            round = battle["round"].as_u64().unwrap_or(0),
            slot = slot_words(battle["slot"].as_str().unwrap_or(""))
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
            r#"<tspan font-weight="bold">{}</tspan> · {}"#,
            esc(&w.say(&msg!("richard3-battle-title", area = area_name))),
            esc(&w.say(&state))
        ),
    );
    let attacker = battle["attacker"].as_str();
    for (i, house) in House::BOTH.into_iter().enumerate() {
        let left = 20 + i as i32 * (WIDTH - 40) / 2;
        let role = if attacker == Some(house.name()) {
            "richard3-battle-attacker"
        } else {
            "richard3-battle-defender"
        };
        let role = Msg::new(role).with("house", house.title_msg());
        svg.line(left, top + 36, &esc(&w.say(&role)));
        half(
            svg,
            battle,
            house,
            (left, top + 42),
            seen,
            (clicks, links),
            w,
        );
    }
    let most = House::BOTH
        .iter()
        .map(|h| cells(battle, *h).div_ceil(COLUMNS))
        .max()
        .unwrap_or(0)
        .max(1) as i32;
    dice_log::draw(svg, battle, (20, top + 44 + most * CELL_HEIGHT), w);
    svg.add(format_args!("</g>"));
}

/// One house's half: each revealed block with its buttons, then its reserves' backs.
fn half(
    svg: &mut Svg,
    battle: &Value,
    house: House,
    (left, top): (i32, i32),
    seen: &Seen,
    (clicks, links): (&Clicks<'_>, &BoardLinks<'_>),
    w: KindWords,
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
        if clicks.picks.contains(id) && links.selected != Some(id) {
            svg.add(format_args!("{}", can_act(x, y + 4)));
        }
        svg.add(format_args!(
            "{}",
            face(&shown, seen, x, y + 4, links.selected == Some(id), w)
        ));
        if *acted {
            svg.add(format_args!(
                r##"<text x="{x}" y="{}" font-size="11" fill="#555">{}</text>"##,
                y + SIZE + 18,
                esc(&w.say(&msg!("richard3-battle-acted")))
            ));
        }
        buttons(svg, id, (x + SIZE + 8, y + 2), (clicks, links), w);
    }
    let reserves = battle["reserves"][house.name()].as_u64().unwrap_or(0);
    if reserves > 0 {
        let (x, y) = place(blocks.len());
        let wood = if house == House::Lancaster {
            Wood::Red
        } else {
            Wood::White
        };
        let in_reserve = msg!("richard3-battle-in-reserve", count = reserves);
        svg.add(format_args!(
            r##"{}<text x="{}" y="{}" font-size="12">{}</text>"##,
            back(wood, x, y + 4),
            x + SIZE + 6,
            y + 21,
            esc(&w.say(&in_reserve))
        ));
    }
}

/// The buttons beside a battle block: its actions, the actions of the chosen block on it,
/// and, where it acts on another block or an area (a charge, a treachery roll, a
/// retreat), a button per verb that chooses it first.
fn buttons(
    svg: &mut Svg,
    block: &str,
    (x, y): (i32, i32),
    (clicks, links): (&Clicks<'_>, &BoardLinks<'_>),
    w: KindWords,
) {
    let mut n = 0;
    let next = |n: &mut i32| {
        let at = (
            x + (*n % 2) * (BUTTON_WIDTH + 4),
            y + (*n / 2) * (BUTTON_HEIGHT + 3),
        );
        *n += 1;
        at
    };
    for (_, verb, notation) in clicks.on_battle.iter().filter(|(b, _, _)| *b == block) {
        let (bx, by) = next(&mut n);
        svg.action(
            links,
            notation,
            &small_button(bx, by, &w.say(&verb_words(verb)), "#8a1c1c"),
        );
    }
    if clicks.picks.contains(block) {
        for (_, verb) in clicks.pick_verbs.iter().filter(|(b, _)| *b == block) {
            let (bx, by) = next(&mut n);
            let (text, title) = pick_words(verb);
            let shape = small_button(bx, by, &w.say(&text), "#3a5a40");
            svg.select(links, block, &shape, &w.say(&title));
        }
    }
}

/// The initiative slot acting (6.2), from the view's `defender B`, `attacker A` or
/// `retreat`: the side in words, the letter as printed.
fn slot_words(slot: &str) -> Msg {
    match slot.split_once(' ') {
        Some((side @ ("attacker" | "defender"), letter)) => {
            Msg::keyed("richard3-slot", side).with("letter", letter)
        }
        _ if slot == "retreat" => msg!("richard3-slot-retreat"),
        _ => msg!("richard3-notation", text = slot),
    }
}

/// What a button on a battle block does, in a word or two (`richard3-battle-fire`).
pub(super) fn verb_words(verb: &str) -> Msg {
    match verb {
        "fire" | "pass" | "hit" | "treason" | "charge" | "treachery" => {
            Msg::keyed("richard3-battle", verb)
        }
        other => msg!("richard3-notation", text = other),
    }
}

/// A button that chooses a block for an action with a second part, and its title.
pub(super) fn pick_words(verb: &str) -> (Msg, Msg) {
    let verb = match verb {
        "charge" | "treachery" | "retreat" | "regroup" => verb,
        _ => "act",
    };
    (
        Msg::keyed("richard3-pick", verb),
        Msg::keyed("richard3-pick", &format!("{verb}-title")),
    )
}

/// A small button for the battle board, its text set smaller if it needs the room.
fn small_button(x: i32, y: i32, text: &str, colour: &str) -> String {
    let size = font_to_fit(text, BUTTON_WIDTH - 6, BUTTON_FONT);
    format!(
        r##"<rect x="{x}" y="{y}" width="{BUTTON_WIDTH}" height="{BUTTON_HEIGHT}" rx="3" fill="{colour}"/><text x="{}" y="{}" font-size="{size}" text-anchor="middle" fill="#fff">{}</text>"##,
        x + BUTTON_WIDTH / 2,
        y + 13,
        esc(text)
    )
}
