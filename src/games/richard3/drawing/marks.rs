//! What changed on the map, drawn over it (issue 12, items 7 and 8): each move as an arrow
//! from area to area (see [`Svg::arrow`]), under the blocks so both ends stay readable;
//! battles, losses and arrivals as badges beside the grid of the area's blocks. Each mark
//! is one element carrying `data-mark="<what>"`; none takes a click from what lies under it.

use serde_json::Value;

use super::anchor;
use super::blocks::grid_half_size;
use crate::engine::board::{Mark, MarkKind, Svg};
use crate::games::richard3::data::AreaId;

/// How far an arrow stops short of an area's anchor, so the blocks there stay clear.
const SHORT: f64 = 24.0;

/// The arrows of `marks` (drawn before the blocks).
pub(super) fn arrows(svg: &mut Svg, marks: &[Mark]) {
    for mark in marks {
        let (Some(from), Some(to)) = (
            mark.from.as_deref().and_then(AreaId::parse),
            AreaId::parse(&mark.at),
        ) else {
            continue;
        };
        let title = format!(
            "{} from {} to {}",
            mark.what.word(),
            from.info().name,
            to.info().name
        );
        svg.arrow(mark, anchor(from), anchor(to), SHORT, &title);
    }
}

/// The badges of `marks` (drawn after the blocks), beside the grid of the area's blocks
/// in `view`: a battle's burst at its top left corner, a loss at its top right, an
/// arrival at its bottom right.
pub(super) fn badges(svg: &mut Svg, view: &Value, marks: &[Mark]) {
    for mark in marks.iter().filter(|m| m.from.is_none()) {
        let Some(area) = AreaId::parse(&mark.at) else {
            continue;
        };
        let (ax, ay) = anchor(area);
        let (half_width, half_height) = grid_half_size(view, area);
        let (left, right) = (ax - half_width - 8, ax + half_width + 8);
        let (top, bottom) = (ay - 4 - half_height, ay - 4 + half_height);
        let name = &area.info().name;
        let (at, title) = match mark.what {
            MarkKind::Battle => ((left, top), format!("a battle in {name}")),
            MarkKind::Loss => ((right, top), format!("losses in {name}")),
            MarkKind::Arrived => ((right, bottom), format!("blocks came to {name}")),
            _ => continue,
        };
        svg.badge(mark, at, &title);
    }
}

/// The legend line for the marks.
pub(super) const LEGEND: &str = "what changed: arrows moves (dashed blue by sea, dotted orange retreats) · gold burst a battle · red minus losses · green plus blocks arrived";
