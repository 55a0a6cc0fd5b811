//! The Richard III board a player clicks: the map with the blocks as the viewer sees them
//! (§10), the status of the turn, the buttons, the cards, the boxes off the map and, while
//! a battle is on, the battle board; one `<svg>`. Every legal action is at most two clicks
//! away (see [`super::clicks`]).

use std::collections::BTreeSet;

use serde_json::Value;

use super::blocks::{self, Seen};
use super::clicks::{self, Clicks};
use super::places::Places;
use super::{HEIGHT, WIDTH, battle, cards, map_layer, marks};
use crate::engine::KindWords;
use crate::engine::board::{BoardLinks, Mark, Svg, esc};
use crate::games::richard3::Richard3;
use crate::games::richard3::data::{AreaId, BlockId, House};
use crate::i18n::Msg;
use crate::msg;

/// The height of the status banner over the top of the map.
const BANNER: i32 = 26;
/// The height of the legend at the foot of the sheet.
const LEGEND_HEIGHT: i32 = 62;

/// The board of a `richard3` view: `actions` are the viewer's legal actions, `links` where
/// clicks lead and the reader's language, `marks` what recent moves changed.
pub fn board(view: &Value, actions: &[String], links: &BoardLinks<'_>, marks: &[Mark]) -> String {
    let w = KindWords::of::<Richard3>(links.lang);
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
    let boxes = blocks::place_boxes(view, &seen, w);
    // The sections below the map, top to bottom.
    let buttons_top = HEIGHT + 10;
    let battle_top = buttons_top + clicks::row_height(&clicks, w);
    let cards_top = battle_top + battle::height(view) + 4;
    let boxes_top = cards_top + cards::HEIGHT + 8;
    let legend_top = boxes_top + blocks::boxes_height(&boxes, WIDTH) + 10;
    let mut svg = Svg::open(
        WIDTH,
        legend_top + LEGEND_HEIGHT,
        &w.say(&msg!("richard3-board")),
    );
    let places = Places::of(view);
    map_layer(&mut svg, &places, w);
    if let Some(area) = view["battle"]["area"].as_str().and_then(AreaId::parse) {
        clicks::battle_ring(&mut svg, area, &places);
    }
    clicks::area_overlays(&mut svg, &clicks, links, &places);
    marks::arrows(&mut svg, marks, w);
    blocks::on_map(&mut svg, view, &seen, &clicks, links, w);
    marks::badges(&mut svg, &places, marks, w);
    clicks::area_badges(&mut svg, &clicks, links, &places, w);
    status(&mut svg, view, w);
    svg.add(format_args!(
        r##"<rect y="{HEIGHT}" width="{WIDTH}" height="{}" fill="#faf6ec"/>"##,
        legend_top + LEGEND_HEIGHT - HEIGHT
    ));
    clicks::button_row(&mut svg, &clicks, links, buttons_top, w);
    battle::battle_board(&mut svg, view, &seen, &clicks, links, battle_top, w);
    cards::cards(&mut svg, view, &clicks, links, cards_top, w);
    blocks::draw_boxes(
        &mut svg,
        &boxes,
        (WIDTH, boxes_top),
        &seen,
        &clicks,
        links,
        w,
    );
    legend(&mut svg, legend_top, w);
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

/// What the pending decision (§12) asks, in words: `richard3-asks-<kind>`.
fn decision(prompt: &Value) -> Msg {
    let block = prompt["block"].as_str().and_then(BlockId::parse);
    let area = prompt["area"].as_str().and_then(AreaId::parse);
    let count = prompt["count"].as_u64().unwrap_or(1);
    let named = |fallback: &'static str| block.map_or_else(|| Msg::new(fallback), BlockId::msg);
    match prompt["kind"].as_str().unwrap_or("") {
        "take_hit" => msg!("richard3-asks-take_hit", count = count),
        "execute" => msg!(
            "richard3-asks-execute",
            block = named("richard3-asks-the-heir")
        ),
        "minor_entry" => msg!(
            "richard3-asks-minor_entry",
            block = named("richard3-asks-the-minor")
        ),
        "supply_loss" => msg!(
            "richard3-asks-supply_loss",
            count = count,
            area = area.map_or_else(|| msg!("richard3-asks-an-area"), AreaId::msg)
        ),
        "go_home" => msg!(
            "richard3-asks-go_home",
            block = named("richard3-asks-a-block")
        ),
        kind @ ("redeal_ask" | "redeal_answer" | "cards" | "actions" | "pick_battle"
        | "treason" | "battle_turn" | "regroup" | "exile_surplus" | "over") => {
            Msg::keyed("richard3-asks", kind)
        }
        other => msg!("richard3-notation", text = other),
    }
}

/// The status banner over the top of the map: campaign, turn, King, who decides what,
/// action points left and the event in force.
fn status(svg: &mut Svg, view: &Value, w: KindWords) {
    let royal = house(&view["royal"])
        .map_or_else(|| msg!("richard3-notation", text = ""), House::title_msg);
    let name = |v: &Value| v.as_str().and_then(BlockId::parse).map(BlockId::msg);
    // The King and the Pretender are public (the view names them).
    let crown = match (name(&view["king"]), name(&view["pretender"])) {
        (Some(king), Some(pretender)) => msg!(
            "richard3-status-king-pretender",
            king = king,
            royal = royal,
            pretender = pretender
        ),
        (Some(king), None) => msg!("richard3-status-king", king = king, royal = royal),
        _ => msg!("richard3-status-crown", royal = royal),
    };
    let to_act = view["prompt"]["houses"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(house)
        .map(House::title_msg)
        .reduce(|first, then| msg!("richard3-and", first = first, then = then));
    let (campaign, campaigns, turn) = (
        view["campaign"].as_u64().unwrap_or(1),
        view["last_campaign"].as_u64().unwrap_or(3),
        view["turn"].as_u64().unwrap_or(1),
    );
    let asks = decision(&view["prompt"]);
    let mut text = match to_act {
        Some(houses) => msg!(
            "richard3-status-to-act",
            campaign = campaign,
            campaigns = campaigns,
            turn = turn,
            crown = crown,
            houses = houses,
            asks = asks
        ),
        None => msg!(
            "richard3-status",
            campaign = campaign,
            campaigns = campaigns,
            turn = turn,
            crown = crown,
            asks = asks
        ),
    };
    if let Some(ap) = view["ap"].as_u64() {
        text = msg!("richard3-status-ap", status = text, ap = ap);
    }
    if let Some(event) = view["event"].as_str() {
        let event = Msg::keyed("richard3-event", event);
        text = msg!("richard3-status-event", status = text, event = event);
    }
    if let Some(winner) = house(&view["outcome"]["winner"]) {
        text = msg!(
            "richard3-status-wins",
            status = text,
            house = winner.title_msg()
        );
    }
    svg.add(format_args!(
        r##"<rect width="{WIDTH}" height="{BANNER}" fill="#faf6ec" fill-opacity="0.9"/><text x="10" y="18" font-size="13" fill="#222">{}</text>"##,
        esc(&w.say(&text))
    ));
}

/// A short legend: what the marks on the blocks and the area badges mean.
fn legend(svg: &mut Svg, top: i32, w: KindWords) {
    let line = |id: &'static str| esc(&w.say(&Msg::new(id)));
    svg.add(format_args!(
        r##"<text x="10" y="{}" font-size="11" fill="#333"><tspan font-weight="bold">{}</tspan>: {}</text><text x="10" y="{}" font-size="11" fill="#333">{}</text><text x="10" y="{}" font-size="11" fill="#333">{}</text>"##,
        top + 14,
        line("richard3-legend-title"),
        line("richard3-legend-blocks"),
        top + 32,
        line("richard3-legend-badges"),
        top + 50,
        line("richard3-legend-marks")
    ));
}
