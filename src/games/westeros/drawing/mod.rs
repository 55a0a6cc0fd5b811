//! The Three Fords' board as inline SVG, drawn from the view (§19.4) alone: the 113 hexes
//! with their terrain (§3.5), the fords and who controls them, the units (rank colour,
//! figures, banner active or not, lone commanders) and their engagements, and beside the
//! map the round track (§7) and both morale tracks (§12). Row 1, north's edge, is at the
//! top (§3.1). The viewer's hand ([`hand`]) lies on the viewer's side of the map: north's
//! above it, west's under it. Under all that, the panel ([`panel`]) holds the tracks, the
//! command boards, the latest dice and the buttons. Every legal action of the viewer is a
//! click on the board ([`clicks`]), titled with the engine's explanation of it
//! (`BoardLinks::title`). Every label is worded in the reader's language (`BoardLinks::lang`)
//! from the game's message files; unit ids and hex names are notation, the same in all.

mod clicks;
mod hand;
mod panel;

use serde_json::Value;

use super::Westeros;
use super::board::Hex;
use super::data::{Rank, Side, Terrain, UnitId, UnitType};
use super::words::commander_name;
use crate::engine::KindWords;
use crate::engine::board::{BoardLinks, Mark, MarkKind, Svg, esc};
use crate::i18n::Msg;
use crate::msg;
use clicks::{Click, Clicks};
use hand::Hand;

/// The hex's circumradius on screen.
const R: f64 = 28.0;
/// The map's top-left margin.
const MARGIN: f64 = 34.0;

/// A hex's centre on screen.
fn centre(hex: Hex) -> (f64, f64) {
    let (x, y) = hex.drawing_centre();
    (MARGIN + R * 3f64.sqrt() / 2.0 + x * R, MARGIN + R + y * R)
}

/// The six corners of a pointy-topped hex around `(cx, cy)`.
fn corners(cx: f64, cy: f64, r: f64) -> String {
    (0..6)
        .map(|k| {
            let angle = std::f64::consts::PI / 180.0 * (60.0 * f64::from(k) - 90.0);
            format!("{:.1},{:.1}", cx + r * angle.cos(), cy + r * angle.sin())
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// A terrain's colour and what it does, in words (§3.5).
fn terrain_fill(terrain: Terrain) -> (&'static str, Msg) {
    match terrain {
        Terrain::Open => ("#e8e2c4", msg!("westeros-board-open")),
        Terrain::River => ("#7fa7c9", msg!("westeros-board-river")),
        Terrain::Ford => ("#b9cfe0", msg!("westeros-board-ford")),
        Terrain::Hill => ("#c9a96e", msg!("westeros-board-hill")),
        Terrain::Forest => ("#6f9a5b", msg!("westeros-board-forest")),
    }
}

fn side_colour(side: &str) -> (&'static str, &'static str) {
    if side == "north" {
        ("#3d5a80", "#1d2d44")
    } else {
        ("#9b2226", "#4a0f12")
    }
}

fn rank_colour(rank: Rank) -> &'static str {
    match rank {
        Rank::Green => "#4f9d3a",
        Rank::Blue => "#2f6fb5",
        Rank::Red => "#c0392b",
    }
}

/// The board of a `westeros` view, only to look at (no clicks, no marks).
pub fn board(view: &Value) -> String {
    drawn(view, &[], &BoardLinks::none(crate::i18n::Lang::En), &[])
}

/// The board of a `westeros` view as `engine::board::DrawBoard` draws it: `actions` the
/// viewer's legal actions, each reachable by clicks; `marks` what recent moves changed;
/// labelled in the reader's language.
pub fn drawn(view: &Value, actions: &[String], links: &BoardLinks<'_>, marks: &[Mark]) -> String {
    let words = KindWords::of::<Westeros>(links.lang);
    let map_width = (MARGIN * 2.0 + R * 3f64.sqrt() * 13.0) as i32;
    let map_height = (MARGIN * 2.0 + R * 2.0 + 12.0 * R) as i32;
    let clicks = Clicks::of(view, actions, links.selected);
    let hand = Hand::of(view);
    let hand_height = hand.as_ref().map_or(0, |h| h.height(map_width));
    let north_hand = hand.as_ref().is_some_and(|h| h.side == Side::North);
    let map_top = if north_hand { hand_height } else { 0 };
    let panel_top = map_height + hand_height;
    let height = panel_top + panel::height(&clicks, map_width);
    let mut svg = Svg::open(map_width, height, &words.say(&msg!("westeros-board")));
    svg.add(format_args!(
        r##"<g data-map="" transform="translate(0 {map_top})">"##
    ));
    hexes(&mut svg, view, &clicks, links, words);
    zones(&mut svg, view, &clicks, words);
    engagements(&mut svg, view, words);
    units(&mut svg, view, &clicks, links, words);
    marks_on(&mut svg, marks, words);
    svg.add(format_args!("</g>"));
    if let Some(hand) = &hand {
        let top = if north_hand { 0 } else { map_height };
        hand.draw(&mut svg, &clicks, links, words, top, map_width);
    }
    panel::draw(
        &mut svg,
        view,
        &clicks,
        links,
        words,
        (panel_top, map_width),
    );
    svg.close()
}

/// Wraps `shape` in the link of `click`.
fn clickable(svg: &mut Svg, links: &BoardLinks<'_>, click: &Click, shape: &str, title: &str) {
    match click {
        Click::Act(notation) => svg.action(links, notation, shape),
        Click::Select(piece) => svg.select(links, piece, shape, title),
    }
}

/// The marks of recent moves: arrows for moves, retreats and advances, badges for attacks
/// and losses.
fn marks_on(svg: &mut Svg, marks: &[Mark], words: KindWords) {
    let at = |place: &str| {
        place.parse::<Hex>().ok().map(|h| {
            let (x, y) = centre(h);
            (x as i32, y as i32)
        })
    };
    for mark in marks {
        let Some(to) = at(&mark.at) else { continue };
        let what = match mark.what {
            MarkKind::Move => msg!("westeros-board-mark-move"),
            MarkKind::Sea => msg!("westeros-board-mark-sea"),
            MarkKind::Retreat => msg!("westeros-board-mark-retreat"),
            MarkKind::Arrived => msg!("westeros-board-mark-arrived"),
            MarkKind::Battle => msg!("westeros-board-mark-battle"),
            MarkKind::Loss => msg!("westeros-board-mark-loss"),
        };
        let title = words.say(&match &mark.from {
            Some(from) => msg!(
                "westeros-board-mark-travel",
                what = what,
                from = from,
                to = &mark.at
            ),
            None => msg!("westeros-board-mark-at", what = what, hex = &mark.at),
        });
        match (mark.what, mark.from.as_deref().and_then(at)) {
            (MarkKind::Move | MarkKind::Retreat | MarkKind::Sea, Some(from)) => {
                svg.arrow(mark, from, to, R * 0.6, &title)
            }
            _ => svg.badge(mark, (to.0 + 14, to.1 - 16), &title),
        }
    }
}

/// The zones of control shown (§4.4): every hex within 2 of the commander, outlined.
fn zones(svg: &mut Svg, view: &Value, clicks: &Clicks, words: KindWords) {
    for commander in &clicks.zones {
        let Some(at) = view["units"][commander.to_string()]["hex"]
            .as_str()
            .and_then(|h| h.parse::<Hex>().ok())
        else {
            continue;
        };
        svg.add(format_args!(
            r##"<g data-zone="{commander}" pointer-events="none">"##
        ));
        for hex in Hex::all().filter(|h| h.distance(at) <= 2) {
            let (cx, cy) = centre(hex);
            let points = corners(cx, cy, R - 4.0);
            let first = points.split(' ').next().unwrap_or_default();
            svg.add(format_args!(
                r##"<polyline points="{points} {first}" fill="none" stroke="#d4a017" stroke-width="2.5" stroke-dasharray="5 3"/>"##
            ));
        }
        let title = msg!("westeros-board-zone", unit = commander.to_string());
        svg.add(format_args!(
            "<title>{}</title></g>",
            esc(&words.say(&title))
        ));
    }
}

/// Every hex with its terrain, the fords' control, and the rows' and columns' names.
fn hexes(svg: &mut Svg, view: &Value, clicks: &Clicks, links: &BoardLinks<'_>, words: KindWords) {
    for hex in Hex::all() {
        let (cx, cy) = centre(hex);
        let (fill, terrain) = terrain_fill(hex.terrain());
        let about = match view["fords"][hex.to_string()].as_str() {
            Some(side) => msg!(
                "westeros-board-held",
                terrain = terrain,
                side = Msg::seat("westeros", side)
            ),
            None => terrain,
        };
        let points = corners(cx, cy, R - 0.5);
        match clicks.hexes.get(&hex) {
            Some(notation) => {
                let title = msg!(
                    "westeros-board-hex-click",
                    action = (links.title)(notation),
                    hex = hex.to_string(),
                    about = about
                );
                svg.action(
                    links,
                    notation,
                    &format!(
                        r##"<polygon points="{points}" fill="{fill}" stroke="#d4a017" stroke-width="4"><title>{}</title></polygon>"##,
                        esc(&words.say(&title))
                    ),
                );
            }
            None => {
                let title = msg!("westeros-board-hex", hex = hex.to_string(), about = about);
                svg.add(format_args!(
                    r##"<polygon points="{points}" fill="{fill}" stroke="#8a8468" stroke-width="1"><title>{}</title></polygon>"##,
                    esc(&words.say(&title))
                ));
            }
        }
        // A mark for the terrain besides its colour, for eyes that tell colours apart badly.
        let glyph = match hex.terrain() {
            Terrain::Hill => "▲",
            Terrain::Forest => "♣",
            Terrain::Ford => "≈",
            Terrain::Open | Terrain::River => "",
        };
        if !glyph.is_empty() {
            svg.add(format_args!(
                r##"<text x="{:.1}" y="{:.1}" font-size="12" fill="#3d3a2a" opacity="0.7" pointer-events="none">{glyph}</text>"##,
                cx - 17.0,
                cy - 6.0
            ));
        }
    }
    // The fords' control over every hex's edge, so no neighbour hides it.
    for hex in Hex::all() {
        if let Some(side) = view["fords"][hex.to_string()].as_str() {
            let (cx, cy) = centre(hex);
            svg.add(format_args!(
                r##"<polyline points="{} {}" fill="none" stroke="{}" stroke-width="4"/>"##,
                corners(cx, cy, R - 2.5),
                corners(cx, cy, R - 2.5)
                    .split(' ')
                    .next()
                    .unwrap_or_default(),
                side_colour(side).0
            ));
        }
    }
    for hex in Hex::all().filter(|h| h.row() == 1) {
        let (cx, _) = centre(hex);
        let column = hex.to_string();
        svg.add(format_args!(
            r##"<text x="{cx:.1}" y="{:.1}" font-size="11" text-anchor="middle" fill="#555">{}</text>"##,
            MARGIN - 6.0,
            &column[..1]
        ));
    }
    for row in 1..=9 {
        let y = MARGIN + R + 1.5 * R * f64::from(row - 1) + 4.0;
        svg.add(format_args!(
            r##"<text x="12" y="{y:.1}" font-size="11" fill="#555">{row}</text>"##
        ));
    }
}

/// Each engagement as a line between the two units' hexes (drawn under the units).
fn engagements(svg: &mut Svg, view: &Value, words: KindWords) {
    let Some(units) = view["units"].as_object() else {
        return;
    };
    for (id, unit) in units {
        let Some(from) = unit["hex"].as_str().and_then(|h| h.parse::<Hex>().ok()) else {
            continue;
        };
        for other in unit["engaged"].as_array().into_iter().flatten() {
            let other = other.as_str().unwrap_or_default();
            let to = units
                .get(other)
                .and_then(|u| u["hex"].as_str())
                .and_then(|h| h.parse::<Hex>().ok());
            if let Some(to) = to.filter(|_| id.as_str() < other) {
                let ((x1, y1), (x2, y2)) = (centre(from), centre(to));
                let title = msg!("westeros-board-engaged", unit = id, other = other);
                svg.add(format_args!(
                    r##"<line x1="{x1:.1}" y1="{y1:.1}" x2="{x2:.1}" y2="{y2:.1}" stroke="#111" stroke-width="4" stroke-dasharray="6 3"><title>{}</title></line>"##,
                    esc(&words.say(&title))
                ));
            }
        }
    }
}

/// A unit type's letter on its disc, its word in `data-kind`, and its words in the unit's
/// title (§4.1). The letters are the types' marks, the same in every language.
fn kind_mark(kind: UnitType) -> (&'static str, &'static str, Msg) {
    match kind {
        UnitType::Infantry => ("I", "infantry", msg!("westeros-board-infantry")),
        UnitType::Cavalry => ("C", "cavalry", msg!("westeros-board-cavalry")),
        UnitType::Ranged => ("R", "ranged", msg!("westeros-board-ranged")),
        UnitType::Special => ("S", "special foot", msg!("westeros-board-special")),
        UnitType::Commander => ("♛", "lone commander", msg!("westeros-board-lone")),
    }
}

/// A rank in words: the colour of the die faces that hit it (§4.1).
fn rank_msg(rank: Rank) -> Msg {
    let word = match rank {
        Rank::Green => "green",
        Rank::Blue => "blue",
        Rank::Red => "red",
    };
    Msg::keyed("westeros-face", word)
}

/// A unit in words, for its title (§4.1, §7): `N1 Northern host (infantry, green): 4
/// figures, with the Northern lord, active`, or `W4: the lone commander of Western lancers,
/// active`.
fn unit_words(unit_id: UnitId, unit: &Value) -> Msg {
    let (id, info) = (unit_id.to_string(), unit_id.info());
    let lone = unit["lone"].as_bool().unwrap_or(false);
    let name = Msg::keyed("westeros-unit", &id);
    let mut what = if lone {
        msg!("westeros-board-unit-lone", unit = &id, name = name)
    } else {
        msg!(
            "westeros-board-unit",
            unit = &id,
            name = name,
            kind = kind_mark(info.kind).2,
            rank = rank_msg(info.rank),
            figures = unit["figures"].as_i64().unwrap_or(0)
        )
    };
    if let (false, Some(_)) = (lone, unit_id.commander()) {
        what = msg!(
            "westeros-board-unit-with",
            text = what,
            commander = commander_name(unit_id)
        );
    }
    if unit["active"].as_bool().unwrap_or(true) {
        msg!("westeros-board-active", text = what)
    } else {
        msg!("westeros-board-inactive", text = what)
    }
}

/// Each unit on the board: a disc of its side with a ring of its rank's colour, its id and
/// figures, and a badge with its type's letter (I, C, R, S); an inactive banner dims it; a
/// lone commander is a smaller disc with a crown. Its title names it, its type and rank,
/// and what a click on it does.
fn units(svg: &mut Svg, view: &Value, clicks: &Clicks, links: &BoardLinks<'_>, words: KindWords) {
    let Some(units) = view["units"].as_object() else {
        return;
    };
    for (id, unit) in units {
        let (Some(hex), Some(unit_id)) = (
            unit["hex"].as_str().and_then(|h| h.parse::<Hex>().ok()),
            UnitId::parse(id),
        ) else {
            continue;
        };
        let info = unit_id.info();
        let (cx, cy) = centre(hex);
        let (fill, _) = side_colour(if id.starts_with('N') { "north" } else { "west" });
        let lone = unit["lone"].as_bool().unwrap_or(false);
        let active = unit["active"].as_bool().unwrap_or(true);
        let figures = unit["figures"].as_i64().unwrap_or(0);
        let opacity = if active { "1" } else { "0.55" };
        let radius = if lone { 13.0 } else { 19.0 };
        let (letter, kind, _) = kind_mark(if lone { UnitType::Commander } else { info.kind });
        let what = unit_words(unit_id, unit);
        let title = match clicks.units.get(&unit_id) {
            Some(Click::Act(notation)) => msg!(
                "westeros-board-unit-click",
                action = (links.title)(notation),
                text = what.clone()
            ),
            _ => what.clone(),
        };
        let selected = links.selected == Some(id.as_str());
        // A chosen unit is ringed in gold; one that can be clicked, in dashed gold.
        let ring = match (selected, clicks.units.contains_key(&unit_id)) {
            (true, _) => format!(
                r##"<circle cx="{cx:.1}" cy="{cy:.1}" r="{:.1}" fill="none" stroke="#d4a017" stroke-width="4"/>"##,
                radius + 5.0
            ),
            (false, true) => format!(
                r##"<circle cx="{cx:.1}" cy="{cy:.1}" r="{:.1}" fill="none" stroke="#d4a017" stroke-width="2.5" stroke-dasharray="4 3"/>"##,
                radius + 4.0
            ),
            (false, false) => String::new(),
        };
        let badge = if lone {
            String::new()
        } else {
            format!(
                r##"<g data-kind="{kind}"><circle cx="{:.1}" cy="{:.1}" r="7.5" fill="#fff" stroke="{fill}" stroke-width="1.5"/><text x="{:.1}" y="{:.1}" font-size="10" font-weight="bold" text-anchor="middle" fill="#222">{letter}</text></g>"##,
                cx + 15.0,
                cy - 14.0,
                cx + 15.0,
                cy - 10.5
            )
        };
        let shape = format!(
            r##"<g opacity="{opacity}">{ring}<circle cx="{cx:.1}" cy="{cy:.1}" r="{radius}" fill="{fill}" stroke="{}" stroke-width="4"/><text x="{cx:.1}" y="{:.1}" font-size="11" text-anchor="middle" fill="#fff">{id}</text><text x="{cx:.1}" y="{:.1}" font-size="10" text-anchor="middle" fill="#fff">{}</text>{badge}<title>{}</title></g>"##,
            rank_colour(info.rank),
            cy - 1.0,
            cy + 11.0,
            if lone {
                "♛".to_string()
            } else {
                "●".repeat(figures.clamp(0, 6) as usize)
            },
            esc(&words.say(&title))
        );
        match clicks.units.get(&unit_id) {
            Some(click) => clickable(svg, links, click, &shape, &words.say(&what)),
            None => svg.add(format_args!("{shape}")),
        }
    }
}
