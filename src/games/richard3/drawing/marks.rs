//! What changed on the map, drawn over it (issue 12, items 7 and 8): each move as an arrow
//! from area to area (see [`Svg::arrow`]), under the blocks so both ends stay readable;
//! battles, losses and arrivals as badges beside the grid of the area's blocks. Each mark
//! is one element carrying `data-mark="<what>"`; none takes a click from what lies under it.

use super::anchor;
use super::places::{Places, on_area_near};
use crate::engine::KindWords;
use crate::engine::board::{Mark, MarkKind, Svg};
use crate::games::richard3::data::AreaId;
use crate::i18n::Msg;

/// How far an arrow stops short of an area's anchor, so the blocks there stay clear.
const SHORT: f64 = 24.0;

/// The arrows of `marks` (drawn before the blocks).
pub(super) fn arrows(svg: &mut Svg, marks: &[Mark], w: KindWords) {
    for mark in marks {
        let (Some(from), Some(to)) = (
            mark.from.as_deref().and_then(AreaId::parse),
            AreaId::parse(&mark.at),
        ) else {
            continue;
        };
        let title = Msg::keyed("richard3-mark", mark.what.word())
            .with("from", from.msg())
            .with("to", to.msg());
        svg.arrow(mark, anchor(from), anchor(to), SHORT, &w.say(&title));
    }
}

/// How far inside its area's edge a badge's centre stays.
pub(super) const BADGE_MARGIN: f64 = 4.0;

/// The badges of `marks` (drawn after the blocks), beside the grid of the area's blocks
/// as `places` lays them out: a battle's burst at its top left corner, a loss at its top
/// right, an arrival at its bottom right; each pulled towards the area's middle until it
/// sits on the area.
pub(super) fn badges(svg: &mut Svg, places: &Places, marks: &[Mark], w: KindWords) {
    for mark in marks.iter().filter(|m| m.from.is_none()) {
        let Some(area) = AreaId::parse(&mark.at) else {
            continue;
        };
        let corner = match mark.what {
            MarkKind::Battle => (false, false),
            MarkKind::Loss => (true, false),
            MarkKind::Arrived => (true, true),
            _ => continue,
        };
        let title = Msg::keyed("richard3-mark", mark.what.word()).with("area", area.msg());
        svg.badge(mark, badge_at(places, area, corner), &w.say(&title));
    }
}

/// Where a badge of `area` goes: just outside a corner of its grid of blocks (right or
/// left, bottom or top), pulled towards the area's middle until it sits on the area.
pub(super) fn badge_at(places: &Places, area: AreaId, (right, bottom): (bool, bool)) -> (i32, i32) {
    let [x, y, w, h] = places.grid(area).bounds();
    let wanted = (
        if right { x + w + 8 } else { x - 8 },
        if bottom { y + h } else { y },
    );
    on_area_near(places, area, wanted, BADGE_MARGIN)
}
