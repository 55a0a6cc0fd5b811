//! The High Kings of Tara board as inline SVG, drawn from the view (RULES §16): the 45
//! hills of the cross-shaped board, forts, the bridges between neighbouring forts of one
//! colour, kings, and every legal action as a link. An action naming two hills (a move, a
//! backtrack, a fort capture) takes two clicks: the king, then where it goes.

use serde_json::Value;

use super::Tara;
use crate::engine::KindWords;
use crate::engine::board::{BoardLinks, Mark, Svg, esc};
use crate::i18n::Msg;
use crate::msg;

const CELL: i32 = 56;
const LEFT: i32 = 28;
const TOP: i32 = 14;
const COLUMNS: &str = "ABCDEFG";

/// The board under the hills (the page's own background, drawn so the contrast below
/// holds wherever the board is shown).
const BOARD: &str = "#f7f3ea";
/// A hill.
const HILL: &str = "#7fae5a";
/// A legal destination's hill is lightened by white at this opacity …
const DESTINATION_GLOW: f64 = 0.35;
/// … and ringed in the colour of what going there does, dark enough to stand out at
/// least 3:1 (WCAG 1.4.11) from the board outside the ring, the plain hill and the
/// lightened hill inside it: a place or a move, a backtrack, a capture.
const DESTINATION_RINGS: [&str; 3] = ["#0e4d22", "#5c4509", "#4b1880"];

/// Whether `col`/`row` (0-based) is one of the 45 hills (the four corners are cut).
fn is_hill(col: i32, row: i32) -> bool {
    (0..7).contains(&col)
        && (0..7).contains(&row)
        && !((col == 0 || col == 6) && (row == 0 || row == 6))
}

/// A hill's name, e.g. `C3`.
fn name(col: i32, row: i32) -> String {
    format!("{}{}", &COLUMNS[col as usize..=col as usize], row + 1)
}

/// A hill's column and row (0-based) from its name.
fn place(hill: &str) -> Option<(i32, i32)> {
    let mut chars = hill.chars();
    let col = COLUMNS.find(chars.next()?)? as i32;
    let row: i32 = chars.as_str().parse().ok()?;
    is_hill(col, row - 1).then_some((col, row - 1))
}

/// The centre of a hill on screen: row 1 (red's edge) at the bottom.
fn centre(col: i32, row: i32) -> (i32, i32) {
    (
        LEFT + col * CELL + CELL / 2,
        TOP + (6 - row) * CELL + CELL / 2,
    )
}

fn colours(side: &str) -> (&'static str, &'static str) {
    if side == "red" {
        ("#b3202a", "#6d0f15")
    } else {
        ("#1f4e9c", "#0f2a57")
    }
}

/// An octagon (a ringfort) around a centre.
fn octagon(cx: i32, cy: i32, r: i32) -> String {
    let k = r * 41 / 100; // tan(22.5°) ≈ 0.41
    format!(
        "{},{} {},{} {},{} {},{} {},{} {},{} {},{} {},{}",
        cx - k,
        cy - r,
        cx + k,
        cy - r,
        cx + r,
        cy - k,
        cx + r,
        cy + k,
        cx + k,
        cy + r,
        cx - k,
        cy + r,
        cx - r,
        cy + k,
        cx - r,
        cy - k
    )
}

/// The board of a `tara` view, with `marks` of recent moves, labelled in the reader's
/// language. The last move is shown by its marks; the history beside the board and the
/// mail's text tell it in words.
pub fn board(view: &Value, actions: &[String], links: &BoardLinks<'_>, marks: &[Mark]) -> String {
    let words = KindWords::of::<Tara>(links.lang);
    let width = LEFT + 7 * CELL + 16;
    let height = TOP + 7 * CELL + 24 + 80;
    let mut svg = Svg::open(width, height, &words.say(&msg!("tara-board")));
    svg.add(format_args!(
        r##"<rect width="{width}" height="{height}" fill="{BOARD}"/>"##
    ));
    let forts = view["forts"].as_object();
    let fort_at = |hill: &str| forts.and_then(|f| f.get(hill)).and_then(Value::as_str);
    hills(&mut svg);
    bridges(&mut svg, &fort_at);
    marks_on(&mut svg, marks, false, words);
    pieces(&mut svg, view, links.selected, words);
    marks_on(&mut svg, marks, true, words);
    targets(&mut svg, actions, links, words);
    below(&mut svg, view, words);
    svg.close()
}

/// The kings' recent moves as arrows from hill to hill (under the pieces), or the forts
/// they built as badges at the hills' top right (over them).
fn marks_on(svg: &mut Svg, marks: &[Mark], badges: bool, words: KindWords) {
    let at = |hill: &str| place(hill).map(|(col, row)| centre(col, row));
    for mark in marks {
        match (mark.from.as_deref().and_then(at), at(&mark.at)) {
            (Some(from), Some(to)) if !badges => {
                let title = words.say(&msg!(
                    "tara-board-king-moved",
                    from = mark.from.as_deref().unwrap_or_default(),
                    to = &mark.at
                ));
                svg.arrow(mark, from, to, 16.0, &title);
            }
            (None, Some((x, y))) if badges => {
                svg.badge(
                    mark,
                    (x + 18, y - 18),
                    &words.say(&msg!("tara-board-fort-built", hill = &mark.at)),
                );
            }
            _ => {}
        }
    }
}

/// The hills and the columns' and rows' names.
fn hills(svg: &mut Svg) {
    for row in 0..7 {
        for col in 0..7 {
            if !is_hill(col, row) {
                continue;
            }
            let (cx, cy) = centre(col, row);
            svg.add(format_args!(
                r##"<circle cx="{cx}" cy="{cy}" r="22" fill="{HILL}" stroke="#4d7a33" stroke-width="1.5"><title>{}</title></circle>"##,
                name(col, row)
            ));
        }
    }
    for (i, column) in COLUMNS.chars().enumerate() {
        svg.add(format_args!(
            r##"<text x="{}" y="{}" font-size="12" text-anchor="middle" fill="#555">{column}</text>"##,
            LEFT + i as i32 * CELL + CELL / 2,
            TOP + 7 * CELL + 14
        ));
    }
    for row in 1..=7 {
        svg.add(format_args!(
            r##"<text x="{}" y="{}" font-size="12" text-anchor="middle" fill="#555">{row}</text>"##,
            LEFT / 2,
            TOP + (7 - row) * CELL + CELL / 2 + 4
        ));
    }
}

/// Bridges: between orthogonal neighbours holding forts of one colour (§2, §5.3).
fn bridges<'v>(svg: &mut Svg, fort_at: &dyn Fn(&str) -> Option<&'v str>) {
    for row in 0..7 {
        for col in 0..7 {
            let Some(side) = is_hill(col, row)
                .then(|| fort_at(&name(col, row)))
                .flatten()
            else {
                continue;
            };
            for (dc, dr) in [(1, 0), (0, 1)] {
                let (c2, r2) = (col + dc, row + dr);
                if is_hill(c2, r2) && fort_at(&name(c2, r2)) == Some(side) {
                    let (x1, y1) = centre(col, row);
                    let (x2, y2) = centre(c2, r2);
                    svg.add(format_args!(
                        r##"<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{}" stroke-width="9"/>"##,
                        colours(side).1
                    ));
                }
            }
        }
    }
}

/// Forts, then kings on them (the selected king outlined in black).
fn pieces(svg: &mut Svg, view: &Value, selected: Option<&str>, words: KindWords) {
    let on_hills = |key: &str| {
        view[key]
            .as_object()
            .into_iter()
            .flatten()
            .filter_map(|(hill, side)| Some((hill.as_str(), place(hill)?, side.as_str()?)))
            .collect::<Vec<_>>()
    };
    for (hill, (col, row), side) in on_hills("forts") {
        let (cx, cy) = centre(col, row);
        let (fill, stroke) = colours(side);
        let title = msg!(
            "tara-board-fort",
            side = Msg::seat("tara", side),
            hill = hill
        );
        svg.add(format_args!(
            r##"<polygon points="{}" fill="{fill}" stroke="{stroke}" stroke-width="2"><title>{}</title></polygon>"##,
            octagon(cx, cy, 20),
            esc(&words.say(&title))
        ));
    }
    for (hill, (col, row), side) in on_hills("kings") {
        let (cx, cy) = centre(col, row);
        let (_, dark) = colours(side);
        let chosen = selected == Some(hill);
        let title = msg!(
            "tara-board-king",
            side = Msg::seat("tara", side),
            hill = hill
        );
        svg.add(format_args!(
            r##"<path d="M{} {} l3 -13 l6 8 l5 -11 l5 11 l6 -8 l3 13 z" fill="#f1d36b" stroke="{}" stroke-width="{}"><title>{}</title></path>"##,
            cx - 14,
            cy + 7,
            if chosen { "#000" } else { dark },
            if chosen { 3 } else { 2 },
            esc(&words.say(&title))
        ));
    }
}

/// Legal actions: `place X` is one click; the others pick a king (anywhere on its hill),
/// then a hill.
fn targets(svg: &mut Svg, actions: &[String], links: &BoardLinks<'_>, words: KindWords) {
    let mut kings_to_pick: Vec<&str> = Vec::new();
    for notation in actions {
        let words: Vec<&str> = notation.split_whitespace().collect();
        let (target, colour) = match words.as_slice() {
            ["place", hill] => (*hill, DESTINATION_RINGS[0]),
            [verb @ ("move" | "back" | "take"), from, to] => {
                if links.selected != Some(*from) {
                    if !kings_to_pick.contains(from) {
                        kings_to_pick.push(from);
                    }
                    continue;
                }
                let colour = match *verb {
                    "move" => DESTINATION_RINGS[0],
                    "back" => DESTINATION_RINGS[1],
                    _ => DESTINATION_RINGS[2],
                };
                (*to, colour)
            }
            _ => continue,
        };
        let Some((col, row)) = place(target) else {
            continue;
        };
        let (cx, cy) = centre(col, row);
        let shape = format!(
            r##"<circle class="target" cx="{cx}" cy="{cy}" r="25" fill="#fff" fill-opacity="{DESTINATION_GLOW}" stroke="{colour}" stroke-width="4"/>"##
        );
        svg.action(links, notation, &shape);
    }
    for king in kings_to_pick {
        let Some((col, row)) = place(king) else {
            continue;
        };
        let (cx, cy) = centre(col, row);
        // Filled (faintly), so that a click anywhere on the king, not only on the ring,
        // picks it.
        let shape = format!(
            r##"<circle class="target" cx="{cx}" cy="{cy}" r="26" fill="#1f7a3a" fill-opacity="0.12" stroke="#1f7a3a" stroke-width="3" stroke-dasharray="5 3"/>"##
        );
        let title = words.say(&msg!("tara-board-choose-king", hill = king));
        svg.select(links, king, &shape, &title);
    }
}

/// The state of the match below the board.
fn below(svg: &mut Svg, view: &Value, words: KindWords) {
    let mut y = TOP + 7 * CELL + 36;
    let starter = view["starter"].as_str().unwrap_or("red");
    let state = msg!(
        "tara-board-match",
        game = view["game"].as_i64().unwrap_or(1),
        starter = Msg::seat("tara", starter),
        red = view["points"]["red"].as_i64().unwrap_or(0),
        blue = view["points"]["blue"].as_i64().unwrap_or(0)
    );
    svg.line(LEFT, y, &esc(&words.say(&state)));
    for side in ["red", "blue"] {
        y += 20;
        let phase = view["phase"][side].as_str().unwrap_or("placement");
        let captured = view["captured"][side].as_i64().unwrap_or(0);
        let line = if view["passed"][side].as_bool() == Some(true) {
            msg!(
                "tara-board-side-passed",
                phase = Msg::keyed("tara-phase", phase),
                captured = captured
            )
        } else {
            msg!(
                "tara-board-side",
                phase = Msg::keyed("tara-phase", phase),
                captured = captured
            )
        };
        svg.line(
            LEFT,
            y,
            &format!(
                r#"<tspan font-weight="bold" fill="{}">{}</tspan>: {}"#,
                colours(side).0,
                esc(&words.say(&Msg::seat("tara", side))),
                esc(&words.say(&line))
            ),
        );
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use crate::engine::board::MarkKind;

    use super::*;

    fn links<'a>(
        confirm: &'a dyn Fn(&str) -> String,
        select: &'a dyn Fn(&str) -> String,
        selected: Option<&'a str>,
    ) -> BoardLinks<'a> {
        BoardLinks {
            confirm,
            select,
            selected,
            title: &crate::engine::board::in_notation,
            lang: crate::i18n::Lang::En,
        }
    }

    /// The relative luminance of an sRGB colour `#rrggbb` (WCAG 2.2).
    fn luminance(colour: &str) -> f64 {
        let channel = |i: usize| {
            let c = f64::from(u8::from_str_radix(&colour[i..i + 2], 16).unwrap()) / 255.0;
            if c <= 0.04045 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
    }

    /// The contrast ratio of two colours (WCAG 2.2), 1 to 21.
    fn contrast(a: &str, b: &str) -> f64 {
        let (a, b) = (luminance(a), luminance(b));
        (a.max(b) + 0.05) / (a.min(b) + 0.05)
    }

    /// `over` laid on `under` at `opacity`, as the browser composes them.
    fn blend(under: &str, over: &str, opacity: f64) -> String {
        let at = |c: &str, i: usize| f64::from(u8::from_str_radix(&c[i..i + 2], 16).unwrap());
        let mixed: Vec<String> = [1, 3, 5]
            .iter()
            .map(|i| {
                let v = at(under, *i) * (1.0 - opacity) + at(over, *i) * opacity;
                format!("{:02x}", v.round() as u8)
            })
            .collect();
        format!("#{}", mixed.concat())
    }

    // WCAG 1.4.11 (issue 27): a destination's ring stands out at least 3:1 from every colour
    // beside it: the board outside, the lightened hill inside, and a plain hill.
    #[test]
    fn destination_hills_contrast_with_the_board_at_least_3_to_1() {
        assert!((contrast("#000000", "#ffffff") - 21.0).abs() < 1e-9);
        let lightened = blend(HILL, "#ffffff", DESTINATION_GLOW);
        for ring in DESTINATION_RINGS {
            for (beside, colour) in [("board", BOARD), ("hill", HILL), ("lit hill", &lightened)] {
                let ratio = contrast(ring, colour);
                assert!(
                    ratio >= 3.0,
                    "{ring} on the {beside} {colour}: {ratio:.2}:1"
                );
            }
        }
        // The colours are those drawn.
        let view = json!({"forts": {}, "kings": {"C3": "red"}});
        let confirm = |a: &str| format!("/confirm?action={a}");
        let select = |h: &str| format!("/game?from={h}");
        let actions = ["move C3 D5", "back C3 C2", "take C3 B3"].map(String::from);
        let svg = board(&view, &actions, &links(&confirm, &select, Some("C3")), &[]);
        assert!(svg.contains(&format!(
            r#"<rect width="{}" height="{}" fill="{BOARD}"/>"#,
            LEFT + 7 * CELL + 16,
            TOP + 7 * CELL + 104
        )));
        assert!(svg.contains(&format!(r#"r="22" fill="{HILL}""#)));
        for ring in DESTINATION_RINGS {
            assert!(
                svg.contains(&format!(
                    r##"fill="#fff" fill-opacity="{DESTINATION_GLOW}" stroke="{ring}""##
                )),
                "{ring} in {svg}"
            );
        }
    }

    #[test]
    fn the_cross_board_has_45_hills_and_no_corners() {
        let hills = (0..7)
            .flat_map(|r| (0..7).map(move |c| (c, r)))
            .filter(|(c, r)| is_hill(*c, *r))
            .count();
        assert_eq!(hills, 45);
        assert_eq!(place("A1"), None);
        assert_eq!(place("G6"), Some((6, 5)));
        assert_eq!(place("H3"), None);
    }

    #[test]
    fn placements_are_one_click_and_moves_two() {
        let view = json!({
            "game": 1, "starter": "red",
            "forts": { "C3": "red", "C4": "red", "E5": "blue" },
            "kings": { "C3": "red", "E5": "blue" },
            "phase": { "red": "battle", "blue": "manoeuvres" },
            "captured": { "red": 0, "blue": 1 },
            "passed": { "red": false, "blue": false },
            "points": { "red": 0, "blue": 0 },
            "last": null
        });
        let confirm = |a: &str| format!("/confirm?action={a}");
        let select = |h: &str| format!("/game?from={h}");
        let actions = vec!["move C3 D5".to_string(), "move C3 B5".to_string()];
        // No king chosen: the king on C3 links to its selection, no destination shows.
        let svg = board(&view, &actions, &links(&confirm, &select, None), &[]);
        assert!(svg.contains("/game?from=C3"), "{svg}");
        // The whole king is the link, not only its ring: the shape is filled.
        let pick = &svg[svg.find(r#"data-select="C3""#).unwrap()..];
        let ring = &pick[..pick.find("</a>").unwrap()];
        assert!(
            ring.contains("fill-opacity") && !ring.contains(r#"fill="none""#),
            "{ring}"
        );
        assert!(!svg.contains("/confirm?action=move C3 D5"));
        // A bridge joins C3 and C4 (both red).
        assert_eq!(svg.matches("<line").count(), 1);
        // The king chosen: each destination links to its confirmation.
        let svg = board(&view, &actions, &links(&confirm, &select, Some("C3")), &[]);
        assert!(svg.contains("/confirm?action=move C3 D5"));
        assert!(svg.contains("/confirm?action=move C3 B5"));
        let svg = board(
            &view,
            &["place D4".to_string()],
            &links(&confirm, &select, None),
            &[],
        );
        assert!(svg.contains("/confirm?action=place D4"));
        assert!(svg.contains("enemy kings captured 1"));
        // The last move marked: a king's arrow and the fort it built (§5.2).
        let marks = [
            Mark::travel(MarkKind::Move, "C3", "D5"),
            Mark::at(MarkKind::Arrived, "D5"),
        ];
        let svg = board(&view, &[], &BoardLinks::none(crate::i18n::Lang::En), &marks);
        assert!(svg.contains(r#"data-mark="move" data-from="C3" data-at="D5""#));
        assert!(svg.contains(r#"data-mark="arrived" data-at="D5""#));
    }
}
