//! The Richard III map as SVG: England and Wales from Natural Earth's coastline, cut into the
//! 28 land areas of `map.toml` (each grown from its county town, so that two areas share an
//! edge exactly where the map lists a border), with the Isle of Man, Scotland north of the
//! border, the other exile areas as boxes and the three sea zones. Borders are drawn in their
//! type's colour (2.2, 5.21), and each area shows its crown, city, cathedral, major port and
//! shields. The shapes come from `map_shapes.json` (see `tools/map/build_map.py`); blocks and
//! cards are placed by the caller at [`anchor`].

mod battle;
mod blocks;
mod board;
#[cfg(test)]
mod board_tests;
mod cards;
mod clicks;
mod dice_log;
#[cfg(test)]
mod layout_tests;
mod marks;
mod places;
mod shapes;
#[cfg(test)]
mod tests;

use std::sync::LazyLock;

use serde::Deserialize;

use super::data::{AreaId, AreaKind, BorderKind, CATALOG, files};
use super::{House, Richard3};
use crate::engine::KindWords;
use crate::engine::board::{Svg, esc, text_units};
use crate::i18n::{Lang, Msg};
use crate::msg;
use places::{BOX_NAME_BASELINE, Places};
use shapes::{SHAPES, path_data, points};

pub use board::board;
pub use clicks::next_pick;

/// Where the map layer ends in a board (a comment): what follows is drawn over the map.
pub const MAP_END: &str = "<!--/map-->";

/// The map sheet's width in SVG user units.
pub const WIDTH: i32 = 880;
/// The map sheet's height in SVG user units.
pub const HEIGHT: i32 = 1100;

const SEA: &str = "#b7cfdc";
const COAST: &str = "#5d6b73";

/// The map layer (sea, land, borders, names and marks, sea links, exile boxes), names in
/// `w`'s language, each exile box grown to hold the blocks `places` counts there. Every
/// area is one element carrying `data-area="<map.toml id>"`.
fn map_layer(svg: &mut Svg, places: &Places, w: KindWords) {
    svg.add(format_args!(
        "<desc>Coastline: {}. {}</desc>",
        esc(&SHAPES.source),
        esc(&SHAPES.licence)
    ));
    seas(svg, w);
    foreign_land(svg);
    regions(svg, w);
    borders(svg);
    links(svg);
    exile_boxes(svg, places, w);
    labels(svg, w);
    svg.add(format_args!("{MAP_END}"));
}

/// The map alone as a whole SVG document, its names in `lang`.
pub fn map_document(lang: Lang) -> String {
    let w = KindWords::of::<Richard3>(lang);
    let mut svg = Svg::open(WIDTH, HEIGHT, &w.say(&msg!("richard3-map")));
    map_layer(&mut svg, &Places::empty(), w);
    svg.close()
}

/// Where an area's blocks stand on the sheet: the middle of a land region (its largest
/// piece), of an exile box or of a sea zone's name.
pub fn anchor(area: AreaId) -> (i32, i32) {
    ANCHORS[area.index()]
}

static ANCHORS: LazyLock<Vec<(i32, i32)>> = LazyLock::new(|| {
    AreaId::all()
        .map(|area| {
            let id = area.id();
            let region = SHAPES.regions.get(id).or_else(|| SHAPES.seas.get(id));
            match (region, SHAPES.boxes.get(id)) {
                (Some(region), _) => (region.anchor[0], region.anchor[1]),
                (None, Some([x, y, w, h])) => (x + w / 2, y + h / 2),
                (None, None) => panic!("area {id} is not drawn"),
            }
        })
        .collect()
});

/// The colour and dash of a border type (map.toml's border_types: yellow, blue, red).
pub fn border_style(kind: BorderKind) -> (&'static str, &'static str) {
    match kind {
        BorderKind::Major => ("#e0b000", "none"),
        BorderKind::River => ("#1f63b8", "none"),
        BorderKind::Minor => ("#c62828", "6 3"),
    }
}

/// The sea, and each sea zone as a tinted, labelled area.
fn seas(svg: &mut Svg, w: KindWords) {
    svg.add(format_args!(
        r##"<rect width="{}" height="{}" fill="{SEA}"/>"##,
        SHAPES.width, SHAPES.height
    ));
    for (id, tint) in [
        ("irish_sea", "#aecbdc"),
        ("north_sea", "#b4cad8"),
        ("english_channel", "#bad3e0"),
    ] {
        let Some(sea) = SHAPES.seas.get(id) else {
            continue;
        };
        let name = AreaId::parse(id).map_or_else(|| id.to_string(), |a| w.say(&a.msg()));
        svg.add(format_args!(
            r##"<g data-area="{id}"><path d="{}" fill="{tint}" stroke="#f4f8fa" stroke-width="1.5" stroke-dasharray="8 6"/><text x="{}" y="{}" font-size="17" font-style="italic" text-anchor="middle" fill="#3f6b86" letter-spacing="2">{}</text></g>"##,
            path_data(&sea.rings),
            sea.anchor[0],
            sea.anchor[1],
            esc(&name)
        ));
    }
}

/// Coasts that are no area: Ireland's and France's edges.
fn foreign_land(svg: &mut Svg) {
    svg.add(format_args!(
        r##"<path d="{}" fill="#ddd8ca" stroke="{COAST}" stroke-width="0.8"/>"##,
        path_data(&SHAPES.foreign_land)
    ));
}

/// The land areas, Scotland and the Isle of Man, each a `<g data-area>` with its outline.
fn regions(svg: &mut Svg, w: KindWords) {
    for area in AreaId::all() {
        let Some(region) = SHAPES.regions.get(area.id()) else {
            continue;
        };
        let info = area.info();
        let fill = match info.kind {
            AreaKind::Exile => "#dcdcd0",
            _ if info.wales => "#e4e6c6",
            _ => "#f1e7c9",
        };
        svg.add(format_args!(
            r##"<g data-area="{}"><path d="{}" fill="{fill}" stroke="{COAST}" stroke-width="0.8" stroke-linejoin="round"/><title>{}</title></g>"##,
            area.id(),
            path_data(&region.rings),
            esc(&w.say(&area.msg()))
        ));
    }
}

/// Every land border along the edge its two areas share, in its type's colour.
fn borders(svg: &mut Svg) {
    for drawn in &SHAPES.borders {
        let (Some(a), Some(b)) = (AreaId::parse(&drawn.a), AreaId::parse(&drawn.b)) else {
            continue;
        };
        let Some(border) = CATALOG.border_between(a, b).map(|id| id.info()) else {
            continue;
        };
        let (colour, dash) = border_style(border.kind);
        let kind = match border.kind {
            BorderKind::Major => "major",
            BorderKind::River => "river",
            BorderKind::Minor => "minor",
        };
        for line in &drawn.lines {
            svg.add(format_args!(
                r##"<polyline class="border {kind}" data-border="{} {}" points="{}" fill="none" stroke="{colour}" stroke-width="3.5" stroke-dasharray="{dash}" stroke-linecap="round" stroke-linejoin="round"/>"##,
                border.a.id(),
                border.b.id(),
                points(line)
            ));
        }
    }
}

/// Each coastal link: a short dotted line from the area's coast out into the sea zone.
fn links(svg: &mut Svg) {
    for link in &SHAPES.links {
        let [[x1, y1], [x2, y2]] = link.line;
        svg.add(format_args!(
            r##"<line class="sea-link" data-link="{} {}" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="#2c4f66" stroke-width="2" stroke-dasharray="2 3" stroke-linecap="round"/><circle cx="{x2}" cy="{y2}" r="2.5" fill="#2c4f66"/>"##,
            link.area, link.sea
        ));
    }
}

/// The exile areas drawn off the land: a box each (Scotland is a region), grown to hold
/// its blocks, with the area's name and major port at the top and whose exile it is at the
/// foot, clear of the blocks between them (an exile area is never a battle site, 2.7, so
/// Calais's shield is not printed).
fn exile_boxes(svg: &mut Svg, places: &Places, words: KindWords) {
    for id in SHAPES.boxes.keys() {
        let Some(area) = AreaId::parse(id) else {
            continue;
        };
        let Some([x, y, w, h]) = places.exile_box(area) else {
            continue;
        };
        let info = area.info();
        let foot = info.exile_of.map_or_else(String::new, |house: House| {
            words.say(&Msg::keyed("richard3-exile", house.name()))
        });
        svg.add(format_args!(
            r##"<g data-area="{id}"><rect x="{x}" y="{y}" width="{w}" height="{h}" rx="6" fill="#efe9da" stroke="#6e6552" stroke-width="1.5" stroke-dasharray="5 3"/><text x="{}" y="{}" font-size="9" text-anchor="middle" fill="#6e6552">{}</text></g>"##,
            x + w / 2,
            y + h - 4,
            esc(&foot)
        ));
        let name_y = y + BOX_NAME_BASELINE;
        svg.add(format_args!(
            r##"<text x="{}" y="{name_y}" font-size="12" font-weight="bold" text-anchor="middle" fill="#3a3226">{}</text>"##,
            x + w / 2,
            esc(&words.say(&area.msg()))
        ));
        if info.major_port {
            ship(svg, x + 12, name_y - 4);
        }
    }
}

/// Each area's name, and its marks: crown, cathedral, major port, city and shields.
fn labels(svg: &mut Svg, w: KindWords) {
    for area in AreaId::all() {
        let info = area.info();
        if info.kind == AreaKind::Sea {
            continue;
        }
        if SHAPES.boxes.contains_key(area.id()) {
            continue;
        }
        let (x, y) = anchor(area);
        let name_y = y - 20;
        svg.add(format_args!(
            r##"<text x="{x}" y="{name_y}" font-size="12" font-weight="bold" text-anchor="middle" fill="#3a3226" paint-order="stroke" stroke="#f6f0dc" stroke-width="2.5">{}</text>"##,
            esc(&w.say(&area.msg()))
        ));
        marks(svg, area, x, name_y, w);
    }
}

/// The marks of an area under its name (whose baseline is at `y`): crown, cathedral, ship,
/// city name, and the shields on a line below the blocks.
fn marks(svg: &mut Svg, area: AreaId, x: i32, y: i32, w: KindWords) {
    let info = area.info();
    let city = CITY_NAMES[area.index()]
        .as_deref()
        .map(|city| w.say(&Msg::keyed("richard3-city", &city.to_lowercase())));
    let mut icons: Vec<fn(&mut Svg, i32, i32)> = Vec::new();
    if info.crown {
        icons.push(crown);
    }
    if info.cathedral {
        icons.push(cathedral);
    }
    if info.major_port {
        icons.push(ship);
    }
    let city_width = city.as_deref().map_or(0, |c| text_units(c) as i32 * 5 + 4);
    let total = icons.len() as i32 * 14 + city_width;
    let mut left = x - total / 2;
    let row = y + 11;
    for icon in icons {
        icon(svg, left + 6, row);
        left += 14;
    }
    if let Some(city) = city {
        svg.add(format_args!(
            r##"<text class="city" x="{}" y="{}" font-size="9" font-style="italic" fill="#5b1f1f"><tspan font-style="normal">■</tspan> {}</text>"##,
            left,
            row + 3,
            esc(&city)
        ));
    }
    shields(svg, area, x, y + 48, w);
}

/// The shields printed in an area (2.2), as small names under a shield sign: a noble's
/// by its block's name, the houses' by the house's.
fn shields(svg: &mut Svg, area: AreaId, x: i32, y: i32, w: KindWords) {
    let names: Vec<String> = area
        .info()
        .shields
        .iter()
        .map(|&i| w.say(&shield_name(&CATALOG.shields[i as usize])))
        .collect();
    for (row, pair) in names.chunks(2).enumerate() {
        svg.add(format_args!(
            r##"<text class="shields" x="{x}" y="{}" font-size="8" text-anchor="middle" fill="#4a3f2f">{}</text>"##,
            y + row as i32 * 9,
            esc(&pair.join(" · "))
        ));
    }
}

/// A shield's name (`map.toml`'s key): the noble's, by his block's name, or a house's
/// (`Lancaster`, `York`: the royal heirs' shields).
pub(super) fn shield_name(key: &str) -> Msg {
    match key {
        "Lancaster" => House::Lancaster.title_msg(),
        "York" => House::York.title_msg(),
        _ => Msg::keyed("richard3-block", &key.to_lowercase()),
    }
}

/// A small crown (2.3) centred on (`x`, `y`).
fn crown(svg: &mut Svg, x: i32, y: i32) {
    svg.add(format_args!(
        r##"<path class="crown" d="M{} {} l2 -7 l3 4 l2 -6 l2 6 l3 -4 l2 7 z" fill="#d9a400" stroke="#6b5000" stroke-width="0.7"><title>crown</title></path>"##,
        x - 7,
        y + 3
    ));
}

/// A cathedral cross (2.5) centred on (`x`, `y`).
fn cathedral(svg: &mut Svg, x: i32, y: i32) {
    svg.add(format_args!(
        r##"<path class="cathedral" d="M{x} {} v11 M{} {} h8" stroke="#5a2a82" stroke-width="2"><title>cathedral</title></path>"##,
        y - 6,
        x - 4,
        y - 2
    ));
}

/// A ship: a major port (2.83), centred on (`x`, `y`).
fn ship(svg: &mut Svg, x: i32, y: i32) {
    svg.add(format_args!(
        r##"<path class="port" d="M{} {} h14 l-3 4 h-8 z M{x} {} v-9 l5 7 h-5" fill="#2c4f66" stroke="#2c4f66" stroke-width="0.8"><title>major port</title></path>"##,
        x - 7,
        y + 1,
        y + 1
    ));
}

/// The city printed in each area, by area index (map.toml's `city`; the catalog keeps only
/// whose levy it is).
static CITY_NAMES: LazyLock<Vec<Option<String>>> = LazyLock::new(|| {
    #[derive(Deserialize)]
    struct MapFile {
        area: Vec<AreaCity>,
    }
    #[derive(Deserialize)]
    struct AreaCity {
        id: String,
        city: Option<String>,
    }
    let file: MapFile = toml::from_str(files::MAP).expect("map.toml parses");
    AreaId::all()
        .map(|area| {
            file.area
                .iter()
                .find(|a| a.id == area.id())
                .and_then(|a| a.city.clone())
        })
        .collect()
});
