//! The drawing held to the rules: adjacency re-derived from the region outlines themselves
//! must be exactly `map.toml`'s borders; every area drawn, inside the sheet; every coastal
//! link drawn from its area's coast out to sea; the SVG names every area once.

use std::collections::BTreeSet;

use super::shapes::{Point, Region, Ring, SHAPES};
use super::*;
use crate::games::richard3::data::{AreaKind, CATALOG};

/// Two areas share an edge when their outlines run together for at least this long.
const MIN_SHARED_EDGE: f64 = 8.0;
/// Outlines closer than this are on the same line (coordinates are rounded to whole units).
const ON_LINE: f64 = 1.0;

type Segment = ([f64; 2], [f64; 2]);

fn segments(rings: &[Ring]) -> Vec<Segment> {
    let f = |[x, y]: Point| [f64::from(x), f64::from(y)];
    rings
        .iter()
        .flat_map(|ring| (0..ring.len()).map(|i| (f(ring[i]), f(ring[(i + 1) % ring.len()]))))
        .collect()
}

/// How far `p` is from the segment `s`.
fn distance_to_segment(p: [f64; 2], (a, b): Segment) -> f64 {
    let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
    let len2 = dx * dx + dy * dy;
    let t = if len2 == 0.0 {
        0.0
    } else {
        (((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2).clamp(0.0, 1.0)
    };
    ((p[0] - a[0] - t * dx).powi(2) + (p[1] - a[1] - t * dy).powi(2)).sqrt()
}

/// How long `t` runs along `s` (both ends of `t` on the line of `s`).
fn overlap(s: Segment, t: Segment) -> f64 {
    let (a, b) = s;
    let len = ((b[0] - a[0]).powi(2) + (b[1] - a[1]).powi(2)).sqrt();
    if len == 0.0 {
        return 0.0;
    }
    let u = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
    let along = |p: [f64; 2]| (p[0] - a[0]) * u[0] + (p[1] - a[1]) * u[1];
    let across = |p: [f64; 2]| ((p[0] - a[0]) * u[1] - (p[1] - a[1]) * u[0]).abs();
    if across(t.0) > ON_LINE || across(t.1) > ON_LINE {
        return 0.0;
    }
    let (p0, p1) = (along(t.0), along(t.1));
    (p0.max(p1).min(len) - p0.min(p1).max(0.0)).max(0.0)
}

/// The length of outline two regions have in common, from their rings alone.
fn shared_length(a: &[Ring], b: &[Ring]) -> f64 {
    let near = |s: Segment, t: Segment| {
        (0..2).all(|i| {
            let (s_lo, s_hi) = (s.0[i].min(s.1[i]), s.0[i].max(s.1[i]));
            let (t_lo, t_hi) = (t.0[i].min(t.1[i]), t.0[i].max(t.1[i]));
            s_lo <= t_hi + ON_LINE && t_lo <= s_hi + ON_LINE
        })
    };
    let (sa, sb) = (segments(a), segments(b));
    sa.iter()
        .flat_map(|&s| sb.iter().map(move |&t| (s, t)))
        .filter(|&(s, t)| near(s, t))
        .map(|(s, t)| overlap(s, t))
        .sum()
}

/// Whether `p` is inside the rings (even-odd).
fn inside(p: [f64; 2], rings: &[Ring]) -> bool {
    let mut odd = false;
    for (a, b) in segments(rings) {
        if (a[1] > p[1]) != (b[1] > p[1]) {
            let x = a[0] + (p[1] - a[1]) / (b[1] - a[1]) * (b[0] - a[0]);
            if p[0] < x {
                odd = !odd;
            }
        }
    }
    odd
}

fn on_outline(p: Point, rings: &[Ring], within: f64) -> bool {
    let p = [f64::from(p[0]), f64::from(p[1])];
    segments(rings)
        .into_iter()
        .any(|s| distance_to_segment(p, s) <= within)
}

/// An exile box as a ring.
fn box_ring([x, y, w, h]: [i32; 4]) -> Vec<Ring> {
    vec![vec![[x, y], [x + w, y], [x + w, y + h], [x, y + h]]]
}

/// The drawn region of an area, if it is drawn as land.
fn region(id: &str) -> Option<&'static Region> {
    SHAPES.regions.get(id)
}

fn listed_borders() -> BTreeSet<(String, String)> {
    CATALOG
        .borders
        .iter()
        .map(|b| {
            let (a, b) = (b.a.id().to_string(), b.b.id().to_string());
            if a < b { (a, b) } else { (b, a) }
        })
        .collect()
}

#[test]
fn two_areas_share_an_edge_exactly_when_the_map_lists_a_border_between_them() {
    let listed = listed_borders();
    assert_eq!(listed.len(), 62);
    let ids: Vec<&String> = SHAPES.regions.keys().collect();
    let mut wrong = Vec::new();
    let mut drawn = 0;
    for (i, a) in ids.iter().enumerate() {
        for b in &ids[i + 1..] {
            let length = shared_length(&SHAPES.regions[*a].rings, &SHAPES.regions[*b].rings);
            let is_listed = listed.contains(&((*a).clone(), (*b).clone()));
            if is_listed && length < MIN_SHARED_EDGE {
                wrong.push(format!(
                    "{a}-{b}: a border, but they share only {length:.1}"
                ));
            } else if !is_listed && length > 0.0 {
                wrong.push(format!("{a}-{b}: no border, but they share {length:.1}"));
            }
            drawn += usize::from(length >= MIN_SHARED_EDGE);
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
    assert_eq!(drawn, 62);
}

#[test]
fn every_border_is_drawn_along_the_edge_its_two_areas_share() {
    assert_eq!(SHAPES.borders.len(), CATALOG.borders.len());
    for (border, drawn) in CATALOG.borders.iter().zip(&SHAPES.borders) {
        let (a, b) = (border.a.id(), border.b.id());
        assert_eq!(
            (drawn.a.as_str(), drawn.b.as_str()),
            (a, b),
            "same order as map.toml"
        );
        let (ra, rb) = (region(a).expect("drawn"), region(b).expect("drawn"));
        let mut length = 0.0;
        for line in &drawn.lines {
            for p in line {
                assert!(on_outline(*p, &ra.rings, ON_LINE), "{a}-{b}: {p:?} off {a}");
                assert!(on_outline(*p, &rb.rings, ON_LINE), "{a}-{b}: {p:?} off {b}");
            }
            length += line
                .windows(2)
                .map(|w| f64::from((w[1][0] - w[0][0]).pow(2) + (w[1][1] - w[0][1]).pow(2)).sqrt())
                .sum::<f64>();
        }
        assert!(length >= MIN_SHARED_EDGE, "{a}-{b} drawn {length:.1} long");
    }
}

#[test]
fn every_area_is_drawn_once_inside_the_sheet() {
    assert_eq!((SHAPES.width, SHAPES.height), (WIDTH, HEIGHT));
    for area in AreaId::all() {
        let id = area.id();
        let kinds = [
            SHAPES.regions.contains_key(id),
            SHAPES.boxes.contains_key(id),
            SHAPES.seas.contains_key(id),
        ];
        assert_eq!(kinds.iter().filter(|k| **k).count(), 1, "{id} drawn once");
        let expected = match area.info().kind {
            AreaKind::Land | AreaKind::Island => 0,
            AreaKind::Exile if id == "scotland" => 0,
            AreaKind::Exile => 1,
            AreaKind::Sea => 2,
        };
        assert!(kinds[expected], "{id} drawn as the wrong kind of thing");
    }
    assert_eq!(
        SHAPES.regions.len() + SHAPES.boxes.len() + SHAPES.seas.len(),
        36
    );
    let all_rings = SHAPES
        .regions
        .values()
        .chain(SHAPES.seas.values())
        .flat_map(|r| r.rings.iter())
        .chain(SHAPES.foreign_land.iter());
    for ring in all_rings {
        assert!(ring.len() >= 3);
        for &[x, y] in ring {
            assert!(
                (0..=WIDTH).contains(&x) && (0..=HEIGHT).contains(&y),
                "{x},{y}"
            );
        }
    }
    for [x, y, w, h] in SHAPES.boxes.values() {
        assert!(*x >= 0 && *y >= 0 && x + w <= WIDTH && y + h <= HEIGHT);
    }
}

#[test]
fn each_area_anchor_lies_in_its_own_region_and_no_other() {
    for (id, region) in &SHAPES.regions {
        let p = [f64::from(region.anchor[0]), f64::from(region.anchor[1])];
        assert!(inside(p, &region.rings), "{id}'s anchor outside it");
        for (other, r) in &SHAPES.regions {
            assert!(
                other == id || !inside(p, &r.rings),
                "{id}'s anchor in {other}"
            );
        }
    }
    for area in AreaId::all() {
        let (x, y) = anchor(area);
        assert!((0..WIDTH).contains(&x) && (0..HEIGHT).contains(&y));
    }
}

#[test]
fn every_coastal_link_runs_from_its_area_coast_out_to_sea() {
    let mut listed = BTreeSet::new();
    for area in AreaId::all() {
        for (i, sea) in CATALOG.seas.iter().enumerate() {
            if area.info().seas & (1 << i) != 0 {
                listed.insert((area.id().to_string(), sea.id().to_string()));
            }
        }
    }
    assert_eq!(listed.len(), 28, "map.toml's coastal links");
    let drawn: BTreeSet<_> = SHAPES
        .links
        .iter()
        .map(|l| (l.area.clone(), l.sea.clone()))
        .collect();
    assert_eq!(drawn, listed);
    assert_eq!(SHAPES.links.len(), listed.len());
    for link in &SHAPES.links {
        let rings = match (SHAPES.regions.get(&link.area), SHAPES.boxes.get(&link.area)) {
            (Some(region), _) => region.rings.clone(),
            (None, Some(b)) => box_ring(*b),
            (None, None) => panic!("{} not drawn", link.area),
        };
        let [from, to] = link.line;
        assert!(
            on_outline(from, &rings, 1.5),
            "{link:?} starts off its area"
        );
        let to = [f64::from(to[0]), f64::from(to[1])];
        for (id, region) in &SHAPES.regions {
            assert!(!inside(to, &region.rings), "{link:?} ends on {id}");
        }
    }
}

#[test]
fn the_svg_names_every_area_once_and_colours_every_border_by_type() {
    let svg = map_document(crate::i18n::Lang::En);
    for area in AreaId::all() {
        let attribute = format!(r#"data-area="{}""#, area.id());
        assert_eq!(svg.matches(&attribute).count(), 1, "{attribute}");
    }
    for border in &CATALOG.borders {
        let kind = format!("{:?}", border.kind).to_lowercase();
        let (colour, _) = border_style(border.kind);
        let drawn = format!(
            r#"class="border {kind}" data-border="{} {}""#,
            border.a.id(),
            border.b.id()
        );
        let at = svg
            .find(&drawn)
            .unwrap_or_else(|| panic!("{drawn} missing"));
        let element = &svg[at..at + svg[at..].find("/>").expect("closed")];
        assert!(
            element.contains(&format!(r#"stroke="{colour}""#)),
            "{element}"
        );
    }
    assert_eq!(svg.matches(r#"class="crown""#).count(), 11);
    assert!(svg.contains("York") && svg.contains("London") && svg.contains("Bristol"));
    assert!(svg.len() < 100_000, "the map is {} bytes", svg.len());
    assert!(SHAPES.source.contains("Natural Earth") && SHAPES.licence.contains("public domain"));
}
