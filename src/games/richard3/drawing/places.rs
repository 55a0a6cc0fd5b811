//! Where the blocks of each area stand on the map, sized from how many stand there: a grid
//! centred on a land area's anchor, and in an exile area (Calais, Ireland, France drawn as
//! boxes off the land, Scotland as a region) a grid under the area's name that never covers
//! it. An exile box grows with its blocks, away from the sheet's edges, so that every block
//! stays inside it and inside the sheet; blocks never shrink.

use serde_json::Value;

use super::shapes::{Ring, SHAPES};
use super::{HEIGHT, WIDTH, anchor};
use crate::games::richard3::data::{AREAS, AreaId};

/// A block's side on the board, in SVG units.
pub(super) const SIZE: i32 = 30;
/// From one block to the next in a grid.
pub(super) const CELL: i32 = SIZE + 2;
/// Blocks in a row of a land area's grid.
const AREA_COLUMNS: usize = 4;
/// Room over an exile box's blocks for its name (bold, 12 units).
const BOX_TOP: i32 = 20;
/// Room under them for the line saying whose exile it is.
const BOX_BOTTOM: i32 = 15;
/// Room either side of them.
const BOX_SIDE: i32 = 5;
/// Where an exile box's name stands: its baseline under the box's top.
pub(super) const BOX_NAME_BASELINE: i32 = 15;

/// A grid of blocks: the top-left corner of the first, and blocks per row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Grid {
    /// The first block's top-left corner.
    pub origin: (i32, i32),
    /// Blocks in a row.
    pub columns: usize,
    /// Blocks placed.
    pub count: usize,
}

impl Grid {
    /// The top-left corner of the `i`-th block.
    pub fn place(&self, i: usize) -> (i32, i32) {
        (
            self.origin.0 + (i % self.columns) as i32 * CELL,
            self.origin.1 + (i / self.columns) as i32 * CELL,
        )
    }

    /// Rows used (at least one).
    pub fn rows(&self) -> i32 {
        self.count.div_ceil(self.columns).max(1) as i32
    }

    /// The box around the grid (at least one block's): `[x, y, width, height]`.
    pub fn bounds(&self) -> [i32; 4] {
        let columns = self.count.clamp(1, self.columns) as i32;
        [
            self.origin.0,
            self.origin.1,
            columns * CELL - 2,
            self.rows() * CELL - 2,
        ]
    }
}

/// How many blocks stand in each area of a view (`map` counts, all colours).
#[derive(Clone, Debug)]
pub(super) struct Places {
    counts: [usize; AREAS],
}

impl Places {
    /// No block anywhere: the bare map.
    pub fn empty() -> Places {
        Places { counts: [0; AREAS] }
    }

    /// The counts of `view["map"]`.
    pub fn of(view: &Value) -> Places {
        let mut places = Places::empty();
        for count in view["map"].as_array().into_iter().flatten() {
            let Some(area) = count["area"].as_str().and_then(AreaId::parse) else {
                continue;
            };
            places.counts[area.index()] = ["red", "white", "black"]
                .iter()
                .map(|key| count[*key].as_u64().unwrap_or(0) as usize)
                .sum();
        }
        places
    }

    /// With `n` blocks in `area` (for tests).
    #[cfg(test)]
    pub fn with(mut self, area: AreaId, n: usize) -> Places {
        self.counts[area.index()] = n;
        self
    }

    /// The blocks standing in `area`.
    pub fn count(&self, area: AreaId) -> usize {
        self.counts[area.index()]
    }

    /// Where the blocks of `area` stand.
    pub fn grid(&self, area: AreaId) -> Grid {
        grid(area, self.count(area))
    }

    /// The box of an exile area drawn off the land, grown for its blocks.
    pub fn exile_box(&self, area: AreaId) -> Option<[i32; 4]> {
        exile_box(area, self.count(area))
    }
}

/// Blocks per row in an exile area holding `n`: about as many rows as columns.
fn exile_columns(n: usize) -> usize {
    match n {
        0..=3 => n.max(1),
        4..=6 => 3,
        7..=12 => 4,
        13..=20 => 5,
        _ => 6,
    }
}

/// The box of exile area `area` (if drawn as a box) holding `n` blocks: the printed box,
/// grown to hold them, away from the nearest edges of the sheet.
pub(super) fn exile_box(area: AreaId, n: usize) -> Option<[i32; 4]> {
    let [x, y, w, h] = *SHAPES.boxes.get(area.id())?;
    let columns = exile_columns(n) as i32;
    let rows = n.div_ceil(exile_columns(n)) as i32;
    let width = w.max(columns * CELL - 2 + 2 * BOX_SIDE);
    let height = h.max(BOX_TOP + rows * CELL - 2 + BOX_BOTTOM);
    let left = if x + w / 2 > WIDTH / 2 {
        x + w - width
    } else {
        x
    };
    let top = if y + h / 2 > HEIGHT / 2 {
        y + h - height
    } else {
        y
    };
    Some([
        left.clamp(0, WIDTH - width),
        top.clamp(0, HEIGHT - height),
        width,
        height,
    ])
}

/// Where `n` blocks stand in `area`.
pub(super) fn grid(area: AreaId, n: usize) -> Grid {
    if let Some([x, y, w, _]) = exile_box(area, n) {
        let columns = exile_columns(n);
        let used = columns.min(n.max(1)) as i32 * CELL - 2;
        return Grid {
            origin: (x + (w - used) / 2, y + BOX_TOP),
            columns,
            count: n,
        };
    }
    let (ax, ay) = anchor(area);
    if area.info().kind == crate::games::richard3::data::AreaKind::Exile {
        // Scotland: under its name (see `labels`), growing southwards.
        let columns = exile_columns(n);
        let used = columns.min(n.max(1)) as i32 * CELL - 2;
        return Grid {
            origin: (ax - used / 2, ay - 20 + 6),
            columns,
            count: n,
        };
    }
    let columns = n.clamp(1, AREA_COLUMNS);
    let rows = n.div_ceil(columns) as i32;
    Grid {
        origin: (
            ax - columns as i32 * CELL / 2,
            ay - 4 - (rows - 1).max(0) * CELL / 2,
        ),
        columns,
        count: n,
    }
}

/// Whether `p` lies inside `rings` (even-odd rule).
pub(super) fn inside(p: (f64, f64), rings: &[Ring]) -> bool {
    let mut odd = false;
    for ring in rings {
        for i in 0..ring.len() {
            let [ax, ay] = ring[i].map(f64::from);
            let [bx, by] = ring[(i + 1) % ring.len()].map(f64::from);
            if (ay > p.1) != (by > p.1) {
                let x = ax + (p.1 - ay) / (by - ay) * (bx - ax);
                if p.0 < x {
                    odd = !odd;
                }
            }
        }
    }
    odd
}

/// Whether `p` lies on `area` as drawn with `places`: inside its outline, or its box.
pub(super) fn on_area(places: &Places, area: AreaId, p: (f64, f64)) -> bool {
    let id = area.id();
    if let Some(region) = SHAPES.regions.get(id).or_else(|| SHAPES.seas.get(id)) {
        inside(p, &region.rings)
    } else if let Some([x, y, w, h]) = places.exile_box(area) {
        let (x, y, w, h) = (f64::from(x), f64::from(y), f64::from(w), f64::from(h));
        p.0 > x && p.0 < x + w && p.1 > y && p.1 < y + h
    } else {
        false
    }
}

/// The point nearest `wanted` on the way to the area's anchor that lies on the area at
/// least `margin` units inside its edge (the anchor itself at worst): where a mark of the
/// area goes so that it stays on the area.
pub(super) fn on_area_near(
    places: &Places,
    area: AreaId,
    wanted: (i32, i32),
    margin: f64,
) -> (i32, i32) {
    let (ax, ay) = anchor(area);
    let (ax, ay) = match places.exile_box(area) {
        Some([x, y, w, h]) => (x + w / 2, y + h / 2),
        None => (ax, ay),
    };
    let clear = |p: (f64, f64)| {
        on_area(places, area, p)
            && (0..8).all(|k| {
                let angle = f64::from(k) * std::f64::consts::FRAC_PI_4;
                on_area(
                    places,
                    area,
                    (p.0 + margin * angle.cos(), p.1 + margin * angle.sin()),
                )
            })
    };
    let steps = 20;
    for s in 0..steps {
        let t = f64::from(s) / f64::from(steps);
        let x = f64::from(wanted.0) + (f64::from(ax) - f64::from(wanted.0)) * t;
        let y = f64::from(wanted.1) + (f64::from(ay) - f64::from(wanted.1)) * t;
        if clear((x, y)) {
            return (x.round() as i32, y.round() as i32);
        }
    }
    (ax, ay)
}
