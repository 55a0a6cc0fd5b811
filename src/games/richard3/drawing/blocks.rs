//! The blocks as the viewer sees them (§3, §10): his own face-up (name, rating, steps,
//! moved and reserve marks), public ones face-up without steps, every other block as a
//! bare back in its colour. On the map they stand in a small grid at their area's anchor;
//! pools, minors, prisoners, the dead and the face-down blocks at home are labelled boxes
//! below the map.

use std::collections::BTreeSet;

use serde_json::Value;

use super::clicks::Clicks;
pub(super) use super::places::SIZE;
use super::places::{CELL, Grid};
use crate::engine::KindWords;
use crate::engine::board::{BoardLinks, Svg, esc, text_units};
use crate::games::richard3::data::{AreaId, BlockId, House};
use crate::i18n::Msg;
use crate::msg;

/// Blocks in a row of a box below the map.
const BOX_COLUMNS: usize = 8;
/// The ring around a block the viewer may click to choose (the same on the map, in the
/// exile boxes and in the boxes below the map).
pub(super) const CAN_ACT: &str = "#f2a900";

/// The colour of a block's wood: Lancaster red, York white, the Rebel black (3.0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Wood {
    /// Lancaster.
    Red,
    /// York.
    White,
    /// The Rebel.
    Black,
}

impl Wood {
    /// The wood of a block (its printed owner).
    pub fn of(block: BlockId) -> Wood {
        match block.info().owner {
            Some(House::Lancaster) => Wood::Red,
            Some(House::York) => Wood::White,
            None => Wood::Black,
        }
    }

    /// Fill, edge and ink.
    pub fn colours(self) -> (&'static str, &'static str, &'static str) {
        match self {
            Wood::Red => ("#b3202a", "#5e0d12", "#fff"),
            Wood::White => ("#f6f2e6", "#5a5040", "#222"),
            Wood::Black => ("#262626", "#000", "#fff"),
        }
    }

    /// The name the data attribute of a back carries.
    fn house(self) -> &'static str {
        match self {
            Wood::Red => "lancaster",
            Wood::White => "york",
            Wood::Black => "rebel",
        }
    }
}

/// A block the viewer sees face-up, with what he may know of it.
#[derive(Clone, Debug)]
pub(super) struct Face {
    /// The block.
    pub block: BlockId,
    /// Where it is (view notation: an area id, `pool`, `minor`, `prisoner:<area>` …).
    pub at: String,
    /// Current steps, for his own blocks only (§10: strength stays hidden).
    pub steps: Option<u8>,
    /// Moved or recruited this turn.
    pub moved: bool,
    /// A battle reserve.
    pub reserve: bool,
}

/// What the viewer sees of the blocks, read from the view.
pub(super) struct Seen {
    /// The viewer's house, none for a spectator.
    pub you: Option<House>,
    /// His own blocks, then the public ones (§10).
    pub faces: Vec<Face>,
    /// The King and the Pretender (public).
    pub king: Option<BlockId>,
    /// The Pretender.
    pub pretender: Option<BlockId>,
}

impl Seen {
    /// Reads the blocks of `view`.
    pub fn of(view: &Value) -> Seen {
        let block = |v: &Value| v.as_str().and_then(BlockId::parse);
        let mut faces: Vec<Face> = Vec::new();
        for own in view["blocks"].as_array().into_iter().flatten() {
            if let Some(id) = block(&own["id"]) {
                faces.push(Face {
                    block: id,
                    at: own["at"].as_str().unwrap_or("").to_string(),
                    steps: own["steps"].as_u64().map(|s| s as u8),
                    moved: own["moved"].as_bool() == Some(true),
                    reserve: own["reserve"].as_bool() == Some(true),
                });
            }
        }
        for public in view["public"].as_array().into_iter().flatten() {
            if let Some(id) = block(&public["id"]) {
                faces.push(Face {
                    block: id,
                    at: public["at"].as_str().unwrap_or("").to_string(),
                    steps: None,
                    moved: false,
                    reserve: false,
                });
            }
        }
        let you = match view["you"].as_str() {
            Some("lancaster") => Some(House::Lancaster),
            Some("york") => Some(House::York),
            _ => None,
        };
        Seen {
            you,
            faces,
            king: block(&view["king"]),
            pretender: block(&view["pretender"]),
        }
    }

    /// The blocks standing face-up at `at`.
    fn at<'s>(&'s self, at: &'s str) -> impl Iterator<Item = &'s Face> + 's {
        self.faces.iter().filter(move |f| f.at == at)
    }

    /// The ids drawn face-up somewhere (own and public blocks).
    pub fn face_ids(&self) -> BTreeSet<&'static str> {
        self.faces.iter().map(|f| f.block.id()).collect()
    }
}

/// A block's name as its face has room for, in the reader's words: `richard3-face-<key>`
/// (`York (church)` → `York`, `Irish Mercenary` → `Irish`, `Northumberland` →
/// `Northum.`).
pub(super) fn short_name(block: BlockId) -> Msg {
    let key = block
        .msg()
        .id()
        .trim_start_matches("richard3-block-")
        .to_string();
    Msg::keyed("richard3-face", &key)
}

/// The initiative letter and firepower printed on a block, e.g. `B3` (3.12).
pub(super) fn rating(block: BlockId) -> String {
    let r = block.info().rating;
    format!("{:?}{}", r.initiative, r.firepower)
}

/// A face-up block with its top-left corner at (`x`, `y`): name, rating, steps now and at
/// most, and the marks of the King, the Pretender, a moved block and a reserve.
pub(super) fn face(face: &Face, seen: &Seen, x: i32, y: i32, chosen: bool, w: KindWords) -> String {
    let b = face.block;
    let (fill, edge, ink) = Wood::of(b).colours();
    let dash = if face.reserve {
        r#" stroke-dasharray="3 2""#
    } else {
        ""
    };
    let (stroke, width) = if chosen { ("#0a7d2c", 3) } else { (edge, 1) };
    let steps = face
        .steps
        .map(|s| format!("{s}/{}", b.info().steps))
        .unwrap_or_default();
    let mut marks = String::new();
    if seen.king == Some(b) {
        marks.push_str(&crown(x + SIZE / 2, y - 1, "#e0b000"));
    } else if seen.pretender == Some(b) {
        marks.push_str(&crown(x + SIZE / 2, y - 1, "#fff"));
    }
    if face.moved {
        marks.push_str(&format!(
            r##"<path d="M{} {}h-8l8-8z" fill="#777"/>"##,
            x + SIZE,
            y + SIZE
        ));
    }
    if face.reserve {
        marks.push_str(&format!(
            r##"<text x="{}" y="{}" font-size="8" fill="{ink}">R</text>"##,
            x + 2,
            y + SIZE - 2
        ));
    }
    let title = match (face.moved, face.reserve) {
        (true, true) => "richard3-face-title-moved-reserve",
        (true, false) => "richard3-face-title-moved",
        (false, true) => "richard3-face-title-reserve",
        _ => "richard3-face-title",
    };
    let title = Msg::new(title)
        .with("block", b.msg())
        .with("rating", rating(b))
        .with("steps", steps.clone());
    format!(
        r##"<g data-block="{id}"><rect x="{x}" y="{y}" width="{SIZE}" height="{SIZE}" rx="3" fill="{fill}" stroke="{stroke}" stroke-width="{width}"{dash}/><text x="{cx}" y="{}" font-size="7.5" text-anchor="middle" fill="{ink}">{name}<tspan x="{cx}" dy="10" font-size="10" font-weight="bold">{rating}</tspan><tspan x="{cx}" dy="9" font-size="8">{steps}</tspan></text>{marks}<title>{}</title></g>"##,
        y + 9,
        esc(&w.say(&title)),
        id = b.id(),
        cx = x + SIZE / 2,
        name = esc(&w.say(&short_name(b))),
        rating = rating(b),
    )
}

/// A small crown centred above (`x`, `y`): gold for the King, white for the Pretender.
fn crown(x: i32, y: i32, fill: &str) -> String {
    format!(
        r##"<path d="M{} {y}l1-6 3 3 2-5 2 5 3-3 1 6z" fill="{fill}" stroke="#5a4000" stroke-width="0.8"/>"##,
        x - 6
    )
}

/// A block's back in its colour: nothing on it but the colour (§10).
pub(super) fn back(wood: Wood, x: i32, y: i32) -> String {
    let (fill, edge, _) = wood.colours();
    format!(
        r##"<rect data-back="{}" x="{x}" y="{y}" width="{SIZE}" height="{SIZE}" rx="3" fill="{fill}" stroke="{edge}"/>"##,
        wood.house()
    )
}

/// One face or back placed in a grid.
enum Piece<'s> {
    Face(&'s Face),
    Back(Wood),
}

/// Draws `pieces` in `grid`; faces with a two-click action link to their selection, ringed
/// in [`CAN_ACT`].
fn grid(
    svg: &mut Svg,
    pieces: &[Piece<'_>],
    grid: Grid,
    seen: &Seen,
    (clicks, links): (&Clicks<'_>, &BoardLinks<'_>),
    w: KindWords,
) {
    for (i, piece) in pieces.iter().enumerate() {
        let (px, py) = grid.place(i);
        match piece {
            Piece::Back(wood) => svg.add(format_args!("{}", back(*wood, px, py))),
            Piece::Face(f) => {
                let id = f.block.id();
                let chosen = links.selected == Some(id);
                let shape = face(f, seen, px, py, chosen, w);
                if clicks.picks.contains(id) && !chosen {
                    let ring = can_act(px, py);
                    let title = msg!("richard3-button-choose", block = f.block.msg());
                    svg.select(links, id, &format!("{ring}{shape}"), &w.say(&title));
                } else {
                    svg.add(format_args!("{shape}"));
                }
            }
        }
    }
}

/// The ring around a block at (`x`, `y`) that may be chosen to act.
pub(super) fn can_act(x: i32, y: i32) -> String {
    format!(
        r##"<rect class="can-act" x="{}" y="{}" width="{}" height="{}" rx="5" fill="none" stroke="{CAN_ACT}" stroke-width="3"/>"##,
        x - 2,
        y - 2,
        SIZE + 4,
        SIZE + 4
    )
}

/// The blocks on the map: in each area the viewer's, then the public ones face-up, then
/// one back per other block by the view's counts (§10), each area's in one
/// `<g data-pieces="<area>">`.
pub(super) fn on_map(
    svg: &mut Svg,
    view: &Value,
    seen: &Seen,
    clicks: &Clicks<'_>,
    links: &BoardLinks<'_>,
    w: KindWords,
) {
    for count in view["map"].as_array().into_iter().flatten() {
        let Some(area) = count["area"].as_str().and_then(AreaId::parse) else {
            continue;
        };
        let mut pieces: Vec<Piece<'_>> = seen.at(area.id()).map(Piece::Face).collect();
        for (wood, key) in [
            (Wood::Red, "red"),
            (Wood::White, "white"),
            (Wood::Black, "black"),
        ] {
            let shown = seen
                .at(area.id())
                .filter(|f| Wood::of(f.block) == wood)
                .count();
            let total = count[key].as_u64().unwrap_or(0) as usize;
            pieces.extend((shown..total).map(|_| Piece::Back(wood)));
        }
        let places = super::places::grid(area, pieces.len());
        svg.add(format_args!(r#"<g data-pieces="{}">"#, area.id()));
        grid(svg, &pieces, places, seen, (clicks, links), w);
        svg.add(format_args!("</g>"));
    }
}

/// A labelled box below the map: faces, then backs.
pub(super) struct PlaceBox<'s> {
    label: String,
    pieces: Vec<Piece<'s>>,
}

impl PlaceBox<'_> {
    /// Width and height on the sheet.
    pub fn size(&self) -> (i32, i32) {
        let columns = self.pieces.len().clamp(1, BOX_COLUMNS);
        let rows = self.pieces.len().div_ceil(columns).max(1) as i32;
        let width = (columns as i32 * CELL + 10).max(text_units(&self.label) as i32 * 6 + 12);
        (width, rows * CELL + 24)
    }
}

/// The boxes off the map: pools (the viewer's face-up, the enemy's as backs by count),
/// minors, prisoners, face-down blocks at home, the dead.
pub(super) fn place_boxes<'s>(view: &Value, seen: &'s Seen, w: KindWords) -> Vec<PlaceBox<'s>> {
    let mut boxes = Vec::new();
    for (house, wood) in [(House::Lancaster, Wood::Red), (House::York, Wood::White)] {
        let name = house.name();
        let pieces: Vec<Piece<'_>> = if seen.you == Some(house) {
            seen.faces
                .iter()
                .filter(|f| f.at == "pool" || f.at == "pool_down")
                .map(Piece::Face)
                .collect()
        } else {
            let n = view["pools"][name].as_u64().unwrap_or(0);
            (0..n).map(|_| Piece::Back(wood)).collect()
        };
        boxes.push(PlaceBox {
            label: w.say(&msg!("richard3-box-pool", house = house.title_msg())),
            pieces,
        });
    }
    let mut prisons: Vec<&str> = seen
        .faces
        .iter()
        .filter_map(|f| f.at.strip_prefix("prisoner:"))
        .collect();
    prisons.dedup();
    let mut places: Vec<(String, Msg)> = vec![
        ("minor".into(), msg!("richard3-box-minors")),
        ("home_down".into(), msg!("richard3-box-home-down")),
    ];
    for area in prisons {
        let name =
            AreaId::parse(area).map_or_else(|| msg!("richard3-notation", text = area), AreaId::msg);
        places.push((
            format!("prisoner:{area}"),
            msg!("richard3-box-prisoner", area = name),
        ));
    }
    places.push(("dead".into(), msg!("richard3-box-dead")));
    for (at, label) in places {
        let label = w.say(&label);
        let pieces: Vec<Piece<'_>> = seen
            .faces
            .iter()
            .filter(|f| f.at == at)
            .map(Piece::Face)
            .collect();
        if !pieces.is_empty() || at == "dead" {
            boxes.push(PlaceBox { label, pieces });
        }
    }
    boxes
}

/// The height the boxes take in rows `WIDTH` wide, from `x0`.
pub(super) fn boxes_height(boxes: &[PlaceBox<'_>], width: i32) -> i32 {
    flow(boxes, width)
        .iter()
        .map(|(_, y, b)| y + b.size().1)
        .max()
        .unwrap_or(0)
}

/// Where each box goes: left to right, wrapping at `width`.
fn flow<'b, 's>(boxes: &'b [PlaceBox<'s>], width: i32) -> Vec<(i32, i32, &'b PlaceBox<'s>)> {
    let (mut x, mut y, mut row_height) = (10, 0, 0);
    let mut out = Vec::new();
    for b in boxes {
        let (w, h) = b.size();
        if x + w > width - 10 && x > 10 {
            x = 10;
            y += row_height + 8;
            row_height = 0;
        }
        out.push((x, y, b));
        x += w + 8;
        row_height = row_height.max(h);
    }
    out
}

/// Draws the boxes from `top`.
pub(super) fn draw_boxes(
    svg: &mut Svg,
    boxes: &[PlaceBox<'_>],
    (width, top): (i32, i32),
    seen: &Seen,
    clicks: &Clicks<'_>,
    links: &BoardLinks<'_>,
    words: KindWords,
) {
    for (x, y, b) in flow(boxes, width) {
        let (w, h) = b.size();
        let y = top + y;
        svg.add(format_args!(
            r##"<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="5" fill="#efe9da" stroke="#6e6552"/><text x="{}" y="{}" font-size="11" fill="#3a3226">{}</text>"##,
            x + 5,
            y + 13,
            esc(&b.label)
        ));
        let places = Grid {
            origin: (x + 5, y + 18),
            columns: BOX_COLUMNS,
            count: b.pieces.len(),
        };
        grid(svg, &b.pieces, places, seen, (clicks, links), words);
    }
}
