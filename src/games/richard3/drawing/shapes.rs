//! The map's shapes on the sheet, generated once from Natural Earth by
//! `tools/map/build_map.py` into `map_shapes.json` and parsed here: the land regions, the
//! foreign coasts, the exile boxes, the sea zones, each border's shared edge and each coastal
//! link. Coordinates are whole sheet units, origin top-left, y southwards.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use serde::Deserialize;

/// A point on the sheet.
pub type Point = [i32; 2];

/// A closed ring of points (the last joins the first).
pub type Ring = Vec<Point>;

/// Everything drawn, as the build script wrote it.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Shapes {
    /// Where the coastline comes from.
    pub source: String,
    /// Its licence, and ours.
    pub licence: String,
    /// Sheet width.
    pub width: i32,
    /// Sheet height.
    pub height: i32,
    /// Coasts that are no area (Ireland's, France's): drawn, not played on.
    pub foreign_land: Vec<Ring>,
    /// The land areas, the Isle of Man and Scotland, by `map.toml` id.
    pub regions: BTreeMap<String, Region>,
    /// The exile areas drawn as boxes, by id: `[x, y, width, height]`.
    pub boxes: BTreeMap<String, [i32; 4]>,
    /// The sea zones, by id.
    pub seas: BTreeMap<String, Region>,
    /// Each `map.toml` border (same order) with the edge its two regions share.
    pub borders: Vec<DrawnBorder>,
    /// Each coastal link (area, sea zone) as a short line out from the area's coast.
    pub links: Vec<Link>,
}

/// A drawn area: its outline (one ring per island) and where its blocks stand.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Region {
    /// Where the area's blocks stand (the middle of its largest piece).
    pub anchor: Point,
    /// The outline, one ring per piece of land.
    pub rings: Vec<Ring>,
}

/// A border between two land areas and the line where they meet.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DrawnBorder {
    /// One end (`map.toml` id).
    pub a: String,
    /// The other end.
    pub b: String,
    /// The shared edge, as one or more polylines.
    pub lines: Vec<Vec<Point>>,
}

/// A coastal link: the area touches the sea zone.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Link {
    /// The coastal area (`map.toml` id).
    pub area: String,
    /// The sea zone.
    pub sea: String,
    /// From the area's coast out to sea.
    pub line: [Point; 2],
}

/// The shapes, parsed once.
pub static SHAPES: LazyLock<Shapes> = LazyLock::new(|| {
    serde_json::from_str(include_str!("map_shapes.json")).expect("map_shapes.json parses")
});

/// An SVG path (`M x,y … Z` per ring) for rings.
pub fn path_data(rings: &[Ring]) -> String {
    let mut d = String::new();
    for ring in rings {
        for (i, [x, y]) in ring.iter().enumerate() {
            d.push(if i == 0 { 'M' } else { 'L' });
            d.push_str(&format!("{x} {y}"));
        }
        d.push('Z');
    }
    d
}

/// SVG `points` for a polyline.
pub fn points(line: &[Point]) -> String {
    line.iter()
        .map(|[x, y]| format!("{x},{y}"))
        .collect::<Vec<_>>()
        .join(" ")
}
