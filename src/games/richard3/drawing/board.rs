//! The Richard III board a player clicks: the map with the blocks as the viewer sees them
//! (§10), the status of the turn, the buttons, the cards, the boxes off the map and, while
//! a battle is on, the battle board; one `<svg>`. Every legal action is at most two clicks
//! away (see [`super::clicks`]).

use std::collections::BTreeSet;

use serde_json::Value;

use super::blocks::{self, Seen, house_title};
use super::clicks::{self, Clicks};
use super::places::Places;
use super::{HEIGHT, WIDTH, battle, cards, map_layer, marks};
use crate::engine::board::{BoardLinks, Mark, Svg, esc};
use crate::games::richard3::data::{AreaId, BlockId, House};

/// The height of the status banner over the top of the map.
const BANNER: i32 = 26;
/// The height of the legend at the foot of the sheet.
const LEGEND_HEIGHT: i32 = 62;

/// The board of a `richard3` view: `actions` are the viewer's legal actions, `links` where
/// clicks lead, `marks` what recent moves changed.
pub fn board(view: &Value, actions: &[String], links: &BoardLinks<'_>, marks: &[Mark]) -> String {
    let seen = Seen::of(view);
    let in_battle: BTreeSet<&str> = view["battle"]["blocks"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|b| b["id"].as_str().and_then(BlockId::parse).map(BlockId::id))
        .collect();
    let hand: Vec<u8> = view["hand"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|n| n.as_u64().map(|n| n as u8))
        .collect();
    let clicks = Clicks::sort(actions, links.selected, &hand, &seen.face_ids(), &in_battle);
    let boxes = blocks::place_boxes(view, &seen);
    // The sections below the map, top to bottom.
    let buttons_top = HEIGHT + 10;
    let battle_top = buttons_top + clicks::row_height(&clicks);
    let cards_top = battle_top + battle::height(view) + 4;
    let boxes_top = cards_top + cards::HEIGHT + 8;
    let legend_top = boxes_top + blocks::boxes_height(&boxes, WIDTH) + 10;
    let mut svg = Svg::open(WIDTH, legend_top + LEGEND_HEIGHT, "Richard III board");
    let places = Places::of(view);
    map_layer(&mut svg, &places);
    if let Some(area) = view["battle"]["area"].as_str().and_then(AreaId::parse) {
        clicks::battle_ring(&mut svg, area, &places);
    }
    clicks::area_overlays(&mut svg, &clicks, links, &places);
    marks::arrows(&mut svg, marks);
    blocks::on_map(&mut svg, view, &seen, &clicks, links);
    marks::badges(&mut svg, &places, marks);
    clicks::area_badges(&mut svg, &clicks, links, &places);
    status(&mut svg, view);
    svg.add(format_args!(
        r##"<rect y="{HEIGHT}" width="{WIDTH}" height="{}" fill="#faf6ec"/>"##,
        legend_top + LEGEND_HEIGHT - HEIGHT
    ));
    clicks::button_row(&mut svg, &clicks, links, buttons_top);
    battle::battle_board(&mut svg, view, &seen, &clicks, links, battle_top);
    cards::cards(&mut svg, view, &clicks, links, cards_top);
    blocks::draw_boxes(&mut svg, &boxes, (WIDTH, boxes_top), &seen, &clicks, links);
    legend(&mut svg, legend_top);
    svg.close()
}

/// A house's name from the view.
fn house(value: &Value) -> Option<House> {
    match value.as_str() {
        Some("lancaster") => Some(House::Lancaster),
        Some("york") => Some(House::York),
        _ => None,
    }
}

/// What the pending decision (§12) asks, in words.
fn decision(prompt: &Value) -> String {
    let block = prompt["block"]
        .as_str()
        .and_then(BlockId::parse)
        .map(|b| b.info().name.as_str());
    let area = prompt["area"]
        .as_str()
        .and_then(AreaId::parse)
        .map(|a| a.info().name.as_str());
    let count = prompt["count"].as_u64();
    match prompt["kind"].as_str().unwrap_or("") {
        "redeal_ask" => "keep the hand or ask for a redeal".into(),
        "redeal_answer" => "answer the redeal request".into(),
        "cards" => "play a card".into(),
        "actions" => "actions".into(),
        "pick_battle" => "choose the next battle".into(),
        "treason" => "treason roll or not".into(),
        "battle_turn" => "battle turn".into(),
        "take_hit" => format!("take {} hit(s)", count.unwrap_or(1)),
        "regroup" => "regroup".into(),
        "execute" => format!("execute or spare {}", block.unwrap_or("the heir")),
        "minor_entry" => format!("where {} enters", block.unwrap_or("the minor heir")),
        "supply_loss" => format!(
            "{} step loss(es) in {}",
            count.unwrap_or(1),
            area.unwrap_or("an area")
        ),
        "go_home" => format!("where {} goes home", block.unwrap_or("a block")),
        "exile_surplus" => "send exile surplus to the pool".into(),
        "over" => "the game is over".into(),
        other => other.into(),
    }
}

/// The status banner over the top of the map: campaign, turn, King, who decides what,
/// action points left and the event in force.
fn status(svg: &mut Svg, view: &Value) {
    let royal = house(&view["royal"]).map_or("", house_title);
    let name = |v: &Value| {
        v.as_str()
            .and_then(BlockId::parse)
            .map(|b| b.info().name.as_str())
    };
    // The King and the Pretender are public (the view names them).
    let crown = match (name(&view["king"]), name(&view["pretender"])) {
        (Some(king), Some(pretender)) => {
            format!("King {king} ({royal}) · Pretender {pretender}")
        }
        (Some(king), None) => format!("King {king} ({royal})"),
        _ => format!("{royal} holds the crown"),
    };
    let to_act: Vec<&str> = view["prompt"]["houses"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(house)
        .map(house_title)
        .collect();
    let mut text = format!(
        "Campaign {} of {} · turn {} of 7 · {crown}",
        view["campaign"].as_u64().unwrap_or(1),
        view["last_campaign"].as_u64().unwrap_or(3),
        view["turn"].as_u64().unwrap_or(1),
    );
    if to_act.is_empty() {
        text.push_str(" · ");
    } else {
        text.push_str(&format!(" · {} to act: ", to_act.join(" and ")));
    }
    text.push_str(&decision(&view["prompt"]));
    if let Some(ap) = view["ap"].as_u64() {
        text.push_str(&format!(" · {ap} AP left"));
    }
    if let Some(event) = view["event"].as_str() {
        text.push_str(&format!(" · {}", event.replace('_', " ")));
    }
    if let Some(winner) = house(&view["outcome"]["winner"]) {
        text.push_str(&format!(" · {} wins", house_title(winner)));
    }
    svg.add(format_args!(
        r##"<rect width="{WIDTH}" height="{BANNER}" fill="#faf6ec" fill-opacity="0.9"/><text x="10" y="18" font-size="13" fill="#222">{}</text>"##,
        esc(&text)
    ));
}

/// A short legend: what the marks on the blocks and the area badges mean.
fn legend(svg: &mut Svg, top: i32) {
    let you = r#"<tspan font-weight="bold">Legend</tspan>: block = name, letter+firepower, steps now/most · gold crown King, white crown Pretender · grey corner moved · dashed edge, R: reserve"#;
    svg.add(format_args!(
        r##"<text x="10" y="{}" font-size="11" fill="#333">{you}</text><text x="10" y="{}" font-size="11" fill="#333">plain blocks: the enemy's, unseen (§10) · area badges: A activate, M move / muster, S sea move, R recruit / retreat, G regroup, B battle, P plague</text><text x="10" y="{}" font-size="11" fill="#333">{}</text>"##,
        top + 14,
        top + 32,
        top + 50,
        marks::LEGEND
    ));
}
