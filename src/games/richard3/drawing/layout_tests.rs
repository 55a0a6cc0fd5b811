//! The board's layout held to what a player must be able to read (issue 27, section 3):
//! every exile box holds the most blocks the data lets stand there inside itself and the
//! sheet, clear of its labels; the boxes under the map hold theirs; each badge sits on
//! its area; a block that can act is ringed the same way wherever it stands; the battle
//! board is as legible as the map, with its dice log, and its buttons say what they do.

use serde_json::{Value, json};

use super::marks::badge_at;
use super::places::{Places, SIZE, inside, on_area};
use super::shapes::SHAPES;
use super::*;
use crate::engine::board::BoardLinks;
use crate::games::richard3::data::BlockId;

/// `[x, y, width, height]` of an element's `x`, `y`, `width`, `height` attributes.
fn rect_of(element: &str) -> Option<[f64; 4]> {
    let attribute = |name: &str| -> Option<f64> {
        let key = format!(r#" {name}=""#);
        let at = element.find(&key)? + key.len();
        element[at..at + element[at..].find('"')?].parse().ok()
    };
    Some([
        attribute("x")?,
        attribute("y")?,
        attribute("width")?,
        attribute("height")?,
    ])
}

/// The `<g …>` element starting at `start`, up to its own `</g>`.
fn group_at(svg: &str, start: usize) -> &str {
    let mut depth = 0;
    let mut at = start;
    loop {
        let open = svg[at..].find("<g ").map(|i| i + at);
        let close = svg[at..]
            .find("</g>")
            .map(|i| i + at)
            .expect("a closed group");
        match open {
            Some(o) if o < close => {
                depth += 1;
                at = o + 3;
            }
            _ => {
                depth -= 1;
                at = close + 4;
                if depth == 0 {
                    return &svg[start..at];
                }
            }
        }
    }
}

/// The rectangles of the blocks drawn in `<g data-pieces="area">`.
fn pieces_in(svg: &str, area: &str) -> Vec<[f64; 4]> {
    let key = format!(r#"<g data-pieces="{area}">"#);
    let Some(start) = svg.find(&key) else {
        return Vec::new();
    };
    let group = group_at(svg, start);
    group
        .match_indices("<rect ")
        .filter_map(|(i, _)| {
            let element = &group[i..i + group[i..].find("/>")?];
            // The blocks themselves: not the ring around one that can act.
            (!element.contains("can-act"))
                .then(|| rect_of(element))
                .flatten()
        })
        .filter(|[_, _, w, h]| *w == f64::from(SIZE) && *h == f64::from(SIZE))
        .collect()
}

/// Whether two rectangles overlap.
fn overlap([ax, ay, aw, ah]: [f64; 4], [bx, by, bw, bh]: [f64; 4]) -> bool {
    ax < bx + bw && bx < ax + aw && ay < by + bh && by < ay + ah
}

/// Whether `a` lies inside `b`.
fn within([ax, ay, aw, ah]: [f64; 4], [bx, by, bw, bh]: [f64; 4]) -> bool {
    ax >= bx && ay >= by && ax + aw <= bx + bw && ay + ah <= by + bh
}

/// The box a text takes (DejaVu Serif: at most 0.7 em a character, bold included).
fn text_box(svg: &str, text: &str) -> Option<[f64; 4]> {
    let end = svg.find(&format!(">{text}</text>"))?;
    let start = svg[..end].rfind("<text ")?;
    let element = &svg[start..end];
    let attribute = |name: &str| -> Option<f64> {
        let key = format!(r#" {name}=""#);
        let at = element.find(&key)? + key.len();
        element[at..at + element[at..].find('"')?].parse().ok()
    };
    let (x, y, size) = (attribute("x")?, attribute("y")?, attribute("font-size")?);
    let width = text.chars().count() as f64 * size * 0.7;
    let left = if element.contains(r#"text-anchor="middle""#) {
        x - width / 2.0
    } else {
        x
    };
    Some([left, y - size, width, size * 1.25])
}

/// A view with `n` blocks of `house`'s colour in `area`, seen by the other house.
fn crowded(area: AreaId, n: usize, wood: &str) -> Value {
    json!({
        "you": "lancaster", "campaign": 1, "last_campaign": 3, "turn": 1, "royal": "lancaster",
        "prompt": { "kind": "cards", "houses": ["lancaster"] },
        "blocks": [], "public": [], "hand": [], "battle": null,
        "map": [ { "area": area.id(), "red": if wood == "red" { n } else { 0 },
                   "white": if wood == "white" { n } else { 0 }, "black": 0 } ],
        "pools": { "lancaster": 0, "york": 0 }
    })
}

/// The most blocks the data lets stand in an exile area: every block of its house.
fn most_in(area: AreaId) -> (usize, &'static str) {
    let house = area.info().exile_of.expect("an exile area");
    let wood = if house == House::York { "white" } else { "red" };
    let n = BlockId::all()
        .filter(|b| b.info().owner == Some(house))
        .count();
    (n, wood)
}

#[test]
fn every_exile_box_holds_its_blocks_inside_itself_and_clear_of_its_labels() {
    let exiles: Vec<AreaId> = AreaId::all()
        .filter(|a| a.info().kind == AreaKind::Exile)
        .collect();
    assert_eq!(exiles.len(), 4, "Calais, France, Ireland, Scotland");
    let sheet = [0.0, 0.0, f64::from(WIDTH), f64::from(HEIGHT)];
    for area in exiles {
        let (most, wood) = most_in(area);
        assert!(most >= 25, "{most}");
        for n in 1..=most {
            let svg = board(
                &crowded(area, n, wood),
                &[],
                &BoardLinks::none(crate::i18n::Lang::En),
                &[],
            );
            let blocks = pieces_in(&svg, area.id());
            assert_eq!(blocks.len(), n, "{} with {n}", area.id());
            let name = text_box(&svg, &area.info().name).expect("the area's name");
            let frame = Places::empty().with(area, n).exile_box(area);
            if let Some(frame) = frame {
                // The drawn box is the one the layout grew.
                let drawn = &svg[svg
                    .find(&format!(r#"<g data-area="{}">"#, area.id()))
                    .unwrap()..];
                let drawn = rect_of(&drawn[..drawn.find("/>").unwrap()]).unwrap();
                assert_eq!(drawn, frame.map(f64::from));
                let foot = drawn_foot(&svg, area);
                assert!(within(name, drawn), "{}'s name leaves its box", area.id());
                assert!(within(foot, drawn), "{}'s foot leaves its box", area.id());
                for block in &blocks {
                    assert!(
                        within(*block, drawn),
                        "{} with {n}: {block:?} out of {drawn:?}",
                        area.id()
                    );
                    assert!(
                        !overlap(*block, foot),
                        "{} with {n}: {block:?} on its foot",
                        area.id()
                    );
                }
            }
            for block in &blocks {
                assert!(
                    within(*block, sheet),
                    "{} with {n}: {block:?} off the sheet",
                    area.id()
                );
                assert!(
                    !overlap(*block, name),
                    "{} with {n}: {block:?} on its name {name:?}",
                    area.id()
                );
                // Under the status banner.
                assert!(
                    block[1] >= 26.0,
                    "{} with {n}: {block:?} under the banner",
                    area.id()
                );
            }
            for (i, a) in blocks.iter().enumerate() {
                for b in &blocks[i + 1..] {
                    assert!(!overlap(*a, *b), "{} with {n}: blocks overlap", area.id());
                }
            }
        }
    }
}

/// The box of the line at an exile box's foot (whose exile it is).
fn drawn_foot(svg: &str, area: AreaId) -> [f64; 4] {
    let whose = match area.info().exile_of {
        Some(House::York) => "York exile",
        _ => "Lancaster exile",
    };
    let text = whose.to_string();
    let group = group_at(
        svg,
        svg.find(&format!(r#"<g data-area="{}">"#, area.id()))
            .unwrap(),
    );
    text_box(group, &text).unwrap_or_else(|| panic!("{}'s foot: {text}", area.id()))
}

#[test]
fn york_s_six_starting_blocks_stand_inside_calais() {
    let calais = AreaId::parse("calais").unwrap();
    let svg = board(
        &crowded(calais, 6, "white"),
        &[],
        &BoardLinks::none(crate::i18n::Lang::En),
        &[],
    );
    let frame = Places::empty().with(calais, 6).exile_box(calais).unwrap();
    let blocks = pieces_in(&svg, "calais");
    assert_eq!(blocks.len(), 6);
    for block in blocks {
        assert!(
            within(block, frame.map(f64::from)),
            "{block:?} out of {frame:?}"
        );
    }
}

#[test]
fn the_boxes_under_the_map_hold_every_block_clear_of_their_labels() {
    // York sees all its blocks in its pool, Lancaster's as backs, minors and the dead.
    let york: Vec<Value> = BlockId::all()
        .filter(|b| b.info().owner == Some(House::York))
        .map(
            |b| json!({ "id": b.id(), "at": "pool", "steps": 1, "moved": false, "reserve": false }),
        )
        .collect();
    let dead: Vec<Value> = BlockId::all()
        .filter(|b| b.info().owner == Some(House::Lancaster))
        .take(12)
        .map(|b| json!({ "id": b.id(), "at": "dead" }))
        .collect();
    let view = json!({
        "you": "york", "campaign": 1, "last_campaign": 3, "turn": 1, "royal": "lancaster",
        "prompt": { "kind": "cards", "houses": ["york"] },
        "blocks": york, "public": dead, "hand": [], "battle": null, "map": [],
        "pools": { "lancaster": 31, "york": 31 }
    });
    let svg = board(&view, &[], &BoardLinks::none(crate::i18n::Lang::En), &[]);
    let below = &svg[svg.find(MAP_END).unwrap()..];
    let frames: Vec<[f64; 4]> = below
        .match_indices(r##"rx="5" fill="#efe9da""##)
        .filter_map(|(i, _)| {
            let start = below[..i].rfind("<rect ")?;
            rect_of(&below[start..i + 30])
        })
        .collect();
    assert_eq!(frames.len(), 3, "two pools and the dead");
    let blocks: Vec<[f64; 4]> = below
        .match_indices("<rect ")
        .filter_map(|(i, _)| rect_of(&below[i..i + below[i..].find("/>")?]))
        .filter(|r| r[2] == f64::from(SIZE) && r[1] > f64::from(HEIGHT))
        .collect();
    assert_eq!(blocks.len(), 31 + 31 + 12);
    let labels: Vec<[f64; 4]> = ["Lancaster pool", "York pool", "Dead"]
        .iter()
        .map(|l| text_box(below, l).expect("a box's label"))
        .collect();
    for block in blocks {
        assert!(
            frames.iter().any(|f| within(block, *f)),
            "{block:?} in no box"
        );
        assert!(block[0] + block[2] <= f64::from(WIDTH));
        for label in &labels {
            assert!(!overlap(block, *label), "{block:?} on a label");
        }
    }
}

#[test]
fn every_badge_sits_on_its_area_however_many_blocks_stand_there() {
    for area in AreaId::all().filter(|a| a.info().kind != AreaKind::Sea) {
        let most = if area.info().kind == AreaKind::Exile {
            most_in(area).0
        } else {
            16
        };
        for n in 0..=most {
            let places = Places::empty().with(area, n);
            for corner in [(false, false), (true, false), (true, true)] {
                let (x, y) = badge_at(&places, area, corner);
                let p = (f64::from(x), f64::from(y));
                assert!(
                    on_area(&places, area, p),
                    "{} with {n}: a badge at {x},{y} is off it",
                    area.id()
                );
                if let Some(region) = SHAPES.regions.get(area.id()) {
                    assert!(inside(p, &region.rings));
                    for (other, r) in &SHAPES.regions {
                        assert!(
                            other == area.id() || !inside(p, &r.rings),
                            "{} on {other}",
                            area.id()
                        );
                    }
                }
            }
        }
    }
    // On the board: the burst of a battle in Kent with eight blocks there.
    use crate::engine::board::{Mark, MarkKind};
    let kent = AreaId::parse("kent").unwrap();
    let svg = board(
        &crowded(kent, 8, "red"),
        &[],
        &BoardLinks::none(crate::i18n::Lang::En),
        &[Mark::at(MarkKind::Battle, "kent")],
    );
    let mark = &svg[svg.find(r#"data-mark="battle""#).unwrap()..];
    let at = &mark[mark.find("translate(").unwrap() + 10..];
    let at: Vec<f64> = at[..at.find(')').unwrap()]
        .split(' ')
        .map(|v| v.parse().unwrap())
        .collect();
    assert!(inside((at[0], at[1]), &SHAPES.regions["kent"].rings));
}

/// York to act: Warwick in Calais may sail, Kent on the map may move, York in the pool
/// may be recruited.
fn york_to_act() -> (Value, Vec<String>) {
    let view = json!({
        "you": "york", "campaign": 1, "last_campaign": 3, "turn": 1, "royal": "lancaster",
        "prompt": { "kind": "actions", "houses": ["york"] }, "ap": 4,
        "blocks": [
            { "id": "Y_warwick", "at": "calais", "steps": 4, "moved": false, "reserve": false },
            { "id": "Y_salisbury", "at": "calais", "steps": 3, "moved": false, "reserve": false },
            { "id": "Y_kent", "at": "kent", "steps": 2, "moved": false, "reserve": false },
            { "id": "Y_york", "at": "pool", "steps": 4, "moved": false, "reserve": false }
        ],
        "public": [], "hand": [], "battle": null,
        "map": [ { "area": "calais", "red": 0, "white": 2, "black": 0 },
                 { "area": "kent", "red": 0, "white": 1, "black": 0 } ],
        "pools": { "lancaster": 0, "york": 1 }
    });
    let actions = [
        "sea Y_warwick kent",
        "move Y_kent sussex",
        "recruit Y_york kent",
        "done",
    ]
    .map(String::from)
    .to_vec();
    (view, actions)
}

#[test]
fn a_block_that_can_act_is_ringed_the_same_in_a_box_on_the_map_and_in_the_pool() {
    let (view, actions) = york_to_act();
    let svg = board(
        &view,
        &actions,
        &BoardLinks::none(crate::i18n::Lang::En),
        &[],
    );
    let ring = |id: &str| {
        let at = svg
            .find(&format!(r#"data-select="{id}""#))
            .unwrap_or_else(|| panic!("{id} may be chosen"));
        let link = &svg[at..at + svg[at..].find("</a>").unwrap()];
        let ring = &link[link
            .find(r#"<rect class="can-act""#)
            .unwrap_or_else(|| panic!("{id} not ringed"))..];
        // The ring without its place.
        let ring = &ring[..ring.find("/>").unwrap()];
        ring.split(' ')
            .filter(|w| !w.starts_with("x=") && !w.starts_with("y="))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let in_calais = ring("Y_warwick");
    assert_eq!(in_calais, ring("Y_kent"));
    assert_eq!(in_calais, ring("Y_york"));
    // A block that cannot act is not ringed.
    assert_eq!(svg.matches("can-act").count(), 3);
}

/// York fights in Kent, round 2, with a log of the rolls so far.
fn battle_view() -> Value {
    let mut view = york_to_act().0;
    view["prompt"] = json!({ "kind": "battle_turn", "houses": ["york"] });
    view["battle"] = json!({
        "area": "kent", "round": 2, "slot": "attacker A", "attacker": "york",
        "blocks": [
            { "id": "Y_kent", "house": "york", "steps": 2, "acted": false },
            { "id": "Y_march", "house": "york", "steps": 3, "acted": false },
            { "id": "L_rivers", "house": "lancaster", "steps": 2, "acted": true }
        ],
        "reserves": { "lancaster": 1, "york": 0 }, "rolled": { "lancaster": [], "york": [] },
        "over": false,
        "log": [
            { "round": 1, "kind": "fire", "house": "lancaster", "by": "L_rivers", "target": null,
              "dice": [2, 5], "hits": 1, "on": [ { "block": "Y_kent", "steps": 1 } ] },
            { "round": 1, "kind": "charge", "house": "york", "by": "Y_march", "target": "L_rivers",
              "dice": [1, 6, 4], "hits": 1, "on": [ { "block": "L_rivers", "steps": 1 } ] },
            { "round": 2, "kind": "treachery", "house": "york", "by": "Y_march", "target": "L_rivers",
              "dice": [2, 3], "hits": 0, "on": [] }
        ]
    });
    view
}

#[test]
fn the_battle_board_logs_its_dice_round_by_round_and_its_buttons_say_what_they_do() {
    let view = battle_view();
    let actions: Vec<String> = [
        "fire Y_march",
        "pass Y_march",
        "charge Y_march L_rivers",
        "treachery Y_march L_rivers",
    ]
    .map(String::from)
    .to_vec();
    let svg = board(
        &view,
        &actions,
        &BoardLinks::none(crate::i18n::Lang::En),
        &[],
    );
    let battle = &svg[svg.find("data-battle=").unwrap()..];
    let log = &battle[battle.find("Dice, round by round").expect("the log")..];
    let round1 = log.find("Round 1").expect("round 1");
    let round2 = log.find("Round 2").expect("round 2");
    assert!(round1 < round2);
    for words in [
        "Lancaster: Rivers fires:",
        "→ 1 hit on Kent −1",
        "York: March charges Rivers:",
        "treachery roll on Rivers:",
        "it stays",
    ] {
        let at = log
            .find(words)
            .unwrap_or_else(|| panic!("{words} in {log}"));
        assert!(at > round1);
    }
    // The dice that hit are bold: Rivers's 2 (a B2 block), March's 1.
    assert!(log.contains(r#"<tspan font-weight="bold">2</tspan> 5"#));
    // The buttons say what they do; nothing says only "choose".
    assert!(!battle.contains(">choose<"));
    for words in [">fire<", ">pass<", ">charge…<", ">treachery…<"] {
        assert!(battle.contains(words), "{words}");
    }
    // Chosen, March's targets are named by what he would do to them.
    fn nowhere(_: &str) -> String {
        String::new()
    }
    let chosen = BoardLinks {
        confirm: &nowhere,
        select: &nowhere,
        selected: Some("Y_march"),
        title: &crate::engine::board::in_notation,
        lang: crate::i18n::Lang::En,
    };
    let svg = board(&view, &actions, &chosen, &[]);
    let battle = &svg[svg.find("data-battle=").unwrap()..];
    assert!(battle.contains(">charge it<") && battle.contains(">win it over<"));
}

/// The sizes of the text of `svg` (its `font-size` values).
fn font_sizes(svg: &str) -> Vec<f64> {
    svg.match_indices(r#"font-size=""#)
        .map(|(i, _)| {
            let rest = &svg[i + 11..];
            rest[..rest.find('"').unwrap()].parse().unwrap()
        })
        .collect()
}

#[test]
fn the_battle_board_is_as_legible_as_the_map() {
    let svg = board(
        &battle_view(),
        &["fire Y_march".into()],
        &BoardLinks::none(crate::i18n::Lang::En),
        &[],
    );
    let start = svg.find("<g data-battle=").unwrap();
    let (map, battle) = (&svg[..start], group_at(&svg, start));
    let smallest = |text: &str| font_sizes(text).into_iter().fold(f64::MAX, f64::min);
    assert!(
        smallest(battle) >= smallest(map),
        "battle {} map {}",
        smallest(battle),
        smallest(map)
    );
    // Its blocks are the map's size.
    let sizes: Vec<[f64; 4]> = battle
        .match_indices("<rect ")
        .filter_map(|(i, _)| rect_of(&battle[i..i + battle[i..].find("/>")?]))
        .filter(|r| r[2] == r[3] && r[2] < 50.0)
        .collect();
    assert!(sizes.iter().all(|r| r[2] >= f64::from(SIZE)), "{sizes:?}");
    // No text on the whole board smaller than before (7 units, issue 27).
    assert!(smallest(&svg) >= 7.0);
}

// 10.0, 12.0: a board drawn for a Russian or a Japanese reader, mid-battle with its buttons,
// cards, boxes, marks and dice log, names everything in the reader's words: no message id,
// no English phrase of the game's files; the blocks' faces fit their room
#[test]
fn a_board_in_russian_or_japanese_has_no_english_left() {
    use crate::engine::board::{Mark, MarkKind, text_units};
    use crate::engine::words_check::assert_worded;
    use crate::games::richard3::Richard3;
    use crate::i18n::Lang;

    let view = battle_view();
    let actions: Vec<String> = ["fire Y_march", "charge Y_march L_rivers", "done"]
        .map(String::from)
        .to_vec();
    let marks = [
        Mark::travel(MarkKind::Sea, "calais", "kent"),
        Mark::at(MarkKind::Battle, "kent"),
        Mark::at(MarkKind::Loss, "essex"),
    ];
    for lang in Lang::ALL {
        let svg = board(&view, &actions, &BoardLinks::none(lang), &marks);
        assert_worded::<Richard3>(lang, &svg);
        let words = crate::engine::KindWords::of::<Richard3>(lang);
        for block in crate::games::richard3::data::BlockId::all() {
            let face = words.say(&super::blocks::short_name(block));
            assert!(
                text_units(&face) <= 10,
                "{lang}: {face} does not fit a face"
            );
        }
    }
    let russian = board(&view, &actions, &BoardLinks::none(Lang::Ru), &marks);
    let japanese = board(&view, &actions, &BoardLinks::none(Lang::Ja), &marks);
    assert!(russian.contains("Кент") && japanese.contains("ケント"));
}
