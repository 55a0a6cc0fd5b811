//! The Three Fords' board as inline SVG, drawn from the view (§19.4) alone: the 113 hexes
//! with their terrain (§3.5), the fords and who controls them, the units (rank colour,
//! figures, banner active or not, lone commanders) and their engagements, and beside the
//! map the round track (§7) and both morale tracks (§12). Row 1, north's edge, is at the
//! top (§3.1). Clicking the board to act comes with the Command phase (issue 15, next).

use serde_json::Value;

use super::board::Hex;
use super::data::{CATALOG, CardId, Rank, Terrain, UnitId};
use crate::engine::board::{Svg, esc};

/// The hex's circumradius on screen.
const R: f64 = 28.0;
/// The map's top-left margin.
const MARGIN: f64 = 34.0;
/// The width of the tracks beside the map.
const PANEL: i32 = 180;

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

fn terrain_fill(terrain: Terrain) -> (&'static str, &'static str) {
    match terrain {
        Terrain::Open => ("#e8e2c4", "open ground"),
        Terrain::River => ("#7fa7c9", "river: no unit may enter"),
        Terrain::Ford => ("#b9cfe0", "ford: entering ends a move; an objective"),
        Terrain::Hill => ("#c9a96e", "hill: blocks sight; +1 die shooting from it"),
        Terrain::Forest => ("#6f9a5b", "forest: blocks sight; entering ends a move"),
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

/// The board of a `westeros` view.
pub fn board(view: &Value) -> String {
    let map_width = (MARGIN * 2.0 + R * 3f64.sqrt() * 13.0) as i32;
    let map_height = (MARGIN * 2.0 + R * 2.0 + 12.0 * R) as i32;
    let mut svg = Svg::open(map_width + PANEL, map_height, "The Three Fords: the board");
    hexes(&mut svg, view);
    engagements(&mut svg, view);
    units(&mut svg, view);
    tracks(&mut svg, view, map_width);
    hand(&mut svg, view, map_width);
    svg.close()
}

/// Every hex with its terrain, the fords' control, and the rows' and columns' names.
fn hexes(svg: &mut Svg, view: &Value) {
    for hex in Hex::all() {
        let (cx, cy) = centre(hex);
        let (fill, words) = terrain_fill(hex.terrain());
        let control = view["fords"][hex.to_string()].as_str();
        let owner = control.map_or(String::new(), |s| format!(", held by {s}"));
        svg.add(format_args!(
            r##"<polygon points="{}" fill="{fill}" stroke="#8a8468" stroke-width="1"><title>{hex}: {words}{owner}</title></polygon>"##,
            corners(cx, cy, R - 0.5)
        ));
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
fn engagements(svg: &mut Svg, view: &Value) {
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
                svg.add(format_args!(
                    r##"<line x1="{x1:.1}" y1="{y1:.1}" x2="{x2:.1}" y2="{y2:.1}" stroke="#111" stroke-width="4" stroke-dasharray="6 3"><title>{id} and {other} are engaged</title></line>"##
                ));
            }
        }
    }
}

/// Each unit on the board: a disc of its side with a ring of its rank's colour, its id and
/// figures; an inactive banner dims it; a lone commander is a smaller disc with a crown.
fn units(svg: &mut Svg, view: &Value) {
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
        let banner = if active { "active" } else { "inactive" };
        let what = if lone {
            format!("{id}: the lone commander of {}", esc(&info.name))
        } else {
            format!("{id} {}: {figures} figures", esc(&info.name))
        };
        svg.add(format_args!(
            r##"<g opacity="{opacity}"><circle cx="{cx:.1}" cy="{cy:.1}" r="{radius}" fill="{fill}" stroke="{}" stroke-width="4"/><text x="{cx:.1}" y="{:.1}" font-size="11" text-anchor="middle" fill="#fff">{id}</text><text x="{cx:.1}" y="{:.1}" font-size="10" text-anchor="middle" fill="#fff">{}</text><title>{what}, {banner}</title></g>"##,
            rank_colour(info.rank),
            cy - 1.0,
            cy + 11.0,
            if lone { "♛".to_string() } else { "●".repeat(figures.clamp(0, 6) as usize) },
        ));
    }
}

/// The round track (§7) and both sides' morale, VP and command boards, beside the map.
fn tracks(svg: &mut Svg, view: &Value, left: i32) {
    let round = view["round"].as_i64().unwrap_or(1);
    let limit = CATALOG.meta.round_limit;
    svg.add(format_args!(
        r##"<text x="{}" y="44" font-size="13" fill="#222">Round {round} of {limit}</text>"##,
        left + 8
    ));
    for space in 1..=i64::from(limit) {
        let x = left + 8 + (space as i32 - 1) * 26;
        let (fill, ink) = if space % 2 == 1 {
            ("#fdfdfd", "#222")
        } else {
            ("#222", "#fdfdfd")
        };
        let stroke = if space == round { "#d4a017" } else { "#888" };
        svg.add(format_args!(
            r##"<rect x="{x}" y="52" width="22" height="22" fill="{fill}" stroke="{stroke}" stroke-width="3"/><text x="{}" y="67" font-size="11" text-anchor="middle" fill="{ink}">{space}</text>"##,
            x + 11
        ));
    }
    for (i, side) in ["north", "west"].into_iter().enumerate() {
        let top = 100 + i as i32 * 120;
        let (colour, _) = side_colour(side);
        let morale = view["morale"][side].as_i64().unwrap_or(0);
        svg.add(format_args!(
            r##"<text x="{}" y="{top}" font-size="13" fill="{colour}">{side}: morale {morale} ({}), VP {}</text>"##,
            left + 8,
            esc(view["band"][side].as_str().unwrap_or("")),
            view["vp"][side].as_i64().unwrap_or(0)
        ));
        for value in 0..=10 {
            let x = left + 8 + value * 15;
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
                top + 8
            ));
        }
        svg.add(format_args!(
            r##"<text x="{}" y="{}" font-size="11" fill="#333">command board {}, hand {}, deck {}</text>"##,
            left + 8,
            top + 40,
            view["command_board"][side].as_i64().unwrap_or(0),
            view["hand_size"][side].as_i64().unwrap_or(0),
            view["deck_size"][side].as_i64().unwrap_or(0)
        ));
    }
}

/// The viewer's own hand (§16: only its owner's view has one) as cards, under the tracks.
fn hand(svg: &mut Svg, view: &Value, left: i32) {
    let Some(cards) = view["hand"].as_array() else {
        return;
    };
    svg.add(format_args!(
        r##"<text x="{}" y="350" font-size="13" fill="#222">Your hand</text>"##,
        left + 8
    ));
    for (i, card) in cards.iter().enumerate() {
        let Some(id) = card.as_str().and_then(CardId::parse) else {
            continue;
        };
        let (x, y) = (left + 8 + (i as i32 % 2) * 84, 360 + (i as i32 / 2) * 56);
        svg.add(format_args!(
            r##"<g><rect x="{x}" y="{y}" width="78" height="50" rx="5" fill="#fbf6e6" stroke="#7a6a3a"/><text x="{}" y="{}" font-size="12" text-anchor="middle" fill="#222">{}</text><title>{}</title></g>"##,
            x + 39,
            y + 29,
            esc(&id.info().name),
            esc(&id.to_string())
        ));
    }
}
