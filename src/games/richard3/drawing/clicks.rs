//! Where each legal action is clicked (§12): a card for `play`, an area for the area
//! decisions, a block then an area (or a block then its target) for the decisions that
//! name two things, a button on the battle board for a block's battle turn, and a row of
//! labelled buttons for everything else. Whatever has no place on the board falls back to
//! the row, so every action is at most two clicks away.

use std::collections::BTreeSet;

use super::places::Places;
use super::shapes::{SHAPES, path_data};
use super::{WIDTH, anchor};
use crate::engine::KindWords;
use crate::engine::board::{BoardLinks, Svg, esc, text_units};
use crate::games::richard3::data::{AreaId, BlockId};
use crate::i18n::Msg;
use crate::msg;

/// A button of the row: an action, or a block to choose first.
pub(super) enum Button<'a> {
    /// Submits the notation.
    Action(&'a str),
    /// Chooses the block (its actions then show on the board).
    Pick(&'a str),
}

/// The legal actions sorted by where they are clicked.
pub(super) struct Clicks<'a> {
    /// Blocks to choose first (not the one chosen now).
    pub picks: BTreeSet<&'a str>,
    /// What each block to choose would then do: the verbs of its actions.
    pub pick_verbs: Vec<(&'a str, &'a str)>,
    /// `play N`: the card number and the notation.
    pub plays: Vec<(u8, &'a str)>,
    /// Clicks on an area: the area, the verb, the notation (the chosen block's
    /// destinations among them).
    pub areas: Vec<(AreaId, &'a str, &'a str)>,
    /// Buttons on a block of the battle board: the block, the verb, the notation.
    pub on_battle: Vec<(&'a str, &'a str, &'a str)>,
    /// The row of buttons.
    pub row: Vec<Button<'a>>,
}

/// Verbs naming a block, then an area.
const BLOCK_AREA: [&str; 7] = [
    "move", "sea", "recruit", "retreat", "regroup", "enter", "home",
];
/// Verbs naming an area alone.
const AREA: [&str; 4] = ["activate", "muster", "plague", "battle"];
/// A block's battle turn and the choices made in the battle (6.2, 6.4, 6.9).
const BATTLE: [&str; 4] = ["fire", "pass", "hit", "treason"];

impl<'a> Clicks<'a> {
    /// Sorts `actions` for a board where `selected` is chosen, the viewer holds `hand`,
    /// `faces` are drawn face-up off the battle board and `battle` on it.
    pub fn sort(
        actions: &'a [String],
        selected: Option<&str>,
        hand: &[u8],
        faces: &BTreeSet<&str>,
        battle: &BTreeSet<&str>,
    ) -> Clicks<'a> {
        let mut clicks = Clicks {
            picks: BTreeSet::new(),
            pick_verbs: Vec::new(),
            plays: Vec::new(),
            areas: Vec::new(),
            on_battle: Vec::new(),
            row: Vec::new(),
        };
        for notation in actions {
            let words: Vec<&'a str> = notation.split(' ').collect();
            let placed = match words.as_slice() {
                ["play", n] => n
                    .parse()
                    .ok()
                    .filter(|n| hand.contains(n))
                    .map(|n| clicks.plays.push((n, notation))),
                [verb, area] if AREA.contains(verb) => {
                    AreaId::parse(area).map(|a| clicks.areas.push((a, verb, notation)))
                }
                [verb, block] if BATTLE.contains(verb) && battle.contains(block) => {
                    clicks.on_battle.push((block, verb, notation));
                    Some(())
                }
                [verb, block, to] if selected == Some(*block) => {
                    if BLOCK_AREA.contains(verb) {
                        AreaId::parse(to).map(|a| clicks.areas.push((a, verb, notation)))
                    } else {
                        battle
                            .contains(to)
                            .then(|| clicks.on_battle.push((to, verb, notation)))
                    }
                }
                [verb, block, _] => {
                    clicks.picks.insert(block);
                    if !clicks.pick_verbs.contains(&(*block, *verb)) {
                        clicks.pick_verbs.push((block, verb));
                    }
                    Some(())
                }
                _ => None,
            };
            if placed.is_none() {
                clicks.row.push(Button::Action(notation));
            }
        }
        for pick in &clicks.picks {
            if !faces.contains(pick) && !battle.contains(pick) {
                clicks.row.push(Button::Pick(pick));
            }
        }
        clicks
    }
}

/// After `played` (`sea Y_york isle_of_man`), the block to show chosen next: the same
/// block while it can go on (a march's next area), else another block that can do the same
/// to the same area (the rest of a group sailing together, a second recruit into the same
/// area), so that each of them is one click on the area; else none.
pub fn next_pick(played: &str, actions: &[String]) -> Option<String> {
    let [verb, block, to] = played.split(' ').collect::<Vec<_>>()[..] else {
        return None;
    };
    if !BLOCK_AREA.contains(&verb) {
        return None;
    }
    let triples =
        actions
            .iter()
            .filter_map(|action| match action.split(' ').collect::<Vec<_>>()[..] {
                [v, b, t] if BLOCK_AREA.contains(&v) => Some((v, b, t)),
                _ => None,
            });
    if triples.clone().any(|(_, b, _)| b == block) {
        return Some(block.to_string());
    }
    triples
        .filter(|(v, b, t)| *v == verb && *t == to && *b != block)
        .map(|(_, b, _)| b.to_string())
        .next()
}

/// The colour and the badge letter of an area verb, and the key of its title
/// (`richard3-badge-<key>`). The letters are the notation's, the same in every language.
fn verb_style(verb: &str) -> (&'static str, &'static str, &'static str) {
    match verb {
        "activate" => ("#1f7a3a", "A", "activate"),
        "muster" => ("#7b2cbf", "M", "muster"),
        "plague" => ("#6b4f00", "P", "plague"),
        "battle" => ("#b3202a", "B", "battle"),
        "move" => ("#1f7a3a", "M", "move"),
        "sea" => ("#1f63b8", "S", "sea"),
        "recruit" => ("#a86c00", "R", "recruit"),
        "retreat" => ("#8a1c1c", "R", "retreat"),
        "regroup" => ("#555555", "G", "regroup"),
        "enter" => ("#7b2cbf", "E", "enter"),
        _ => ("#a86c00", "H", "home"),
    }
}

/// An area's outline (land, exile box or sea zone) as a shape filled with `colour`.
fn outline(area: AreaId, colour: &str, places: &Places) -> String {
    let paint = format!(r#"fill="{colour}" fill-opacity="0.3" stroke="{colour}" stroke-width="3""#);
    shape(area, &paint, places)
}

/// The battle area ringed in red, not clickable (6.0).
pub(super) fn battle_ring(svg: &mut Svg, area: AreaId, places: &Places) {
    let paint = r##"fill="none" stroke="#b3202a" stroke-width="4" stroke-dasharray="9 4""##;
    svg.add(format_args!("{}", shape(area, paint, places)));
}

/// An area's outline with `paint` (its fill and stroke attributes); an exile box as
/// `places` grows it.
fn shape(area: AreaId, paint: &str, places: &Places) -> String {
    let id = area.id();
    if let Some(region) = SHAPES.regions.get(id).or_else(|| SHAPES.seas.get(id)) {
        format!(r#"<path d="{}" {paint}/>"#, path_data(&region.rings))
    } else if let Some([x, y, w, h]) = places.exile_box(area) {
        format!(r#"<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="6" {paint}/>"#)
    } else {
        let (x, y) = anchor(area);
        format!(r#"<circle cx="{x}" cy="{y}" r="20" {paint}/>"#)
    }
}

/// The areas to click, under the blocks: each area's first action lights the whole area.
pub(super) fn area_overlays(
    svg: &mut Svg,
    clicks: &Clicks<'_>,
    links: &BoardLinks<'_>,
    places: &Places,
) {
    let mut lit = BTreeSet::new();
    for (area, verb, notation) in &clicks.areas {
        if lit.insert(*area) {
            let (colour, _, _) = verb_style(verb);
            svg.action(links, notation, &outline(*area, colour, places));
        }
    }
}

/// A badge per area action, over the blocks, beside the area's name; several actions on
/// one area (a land and a sea move there) stand side by side, each in its colour.
pub(super) fn area_badges(
    svg: &mut Svg,
    clicks: &Clicks<'_>,
    links: &BoardLinks<'_>,
    places: &Places,
    w: KindWords,
) {
    let mut seen: Vec<AreaId> = Vec::new();
    for (area, verb, notation) in &clicks.areas {
        let nth = seen.iter().filter(|a| *a == area).count() as i32;
        seen.push(*area);
        let (colour, letter, key) = verb_style(verb);
        let (cx, cy) = match places.exile_box(*area) {
            // In an exile box: along its top edge from the right, clear of its name.
            Some([x, y, w, _]) => (x + w - 11 - nth * 20, y + 11),
            None => {
                let (x, y) = anchor(*area);
                (x + 44 + nth * 20, y - 24)
            }
        };
        let title = Msg::keyed("richard3-badge", key).with("area", area.msg());
        svg.add(format_args!(
            r##"<a href="{}" data-action="{}"><circle cx="{cx}" cy="{cy}" r="9" fill="{colour}" stroke="#fff" stroke-width="1.5"/><text x="{cx}" y="{}" font-size="11" font-weight="bold" text-anchor="middle" fill="#fff">{letter}</text><title>{}</title></a>"##,
            esc(&(links.confirm)(notation)),
            esc(notation),
            cy + 4,
            esc(&w.say(&title))
        ));
    }
}

/// How a row button reads: the verb in words, blocks and areas by name
/// (`richard3-button-<verb>`; a verb without a button of its own as its notation).
pub(super) fn label(notation: &str) -> Msg {
    let mut words = notation.split(' ');
    let verb = words.next().unwrap_or("");
    let what = words
        .map(|w| {
            BlockId::parse(w)
                .map(BlockId::msg)
                .or_else(|| AreaId::parse(w).map(AreaId::msg))
                .unwrap_or_else(|| msg!("richard3-notation", text = w))
        })
        .reduce(|first, then| msg!("richard3-space", first = first, then = then))
        .unwrap_or_else(|| msg!("richard3-notation", text = ""));
    match verb {
        "done" | "keep" | "redeal" | "redraw" | "decline" => Msg::keyed("richard3-button", verb),
        "lose" | "surplus" | "execute" | "spare" => {
            Msg::keyed("richard3-button", verb).with("what", what)
        }
        other => msg!("richard3-button-other", verb = other, what = what),
    }
}

const BUTTON_HEIGHT: i32 = 24;

/// Each button's place in rows from the top-left: x, row, width, label.
fn button_flow(clicks: &Clicks<'_>, w: KindWords) -> Vec<(i32, i32, i32, String)> {
    let (mut x, mut row) = (10, 0);
    let mut out = Vec::new();
    for button in &clicks.row {
        let text = w.say(&match button {
            Button::Action(n) => label(n),
            Button::Pick(b) => msg!("richard3-button-choose", block = label(b)),
        });
        let width = text_units(&text) as i32 * 7 + 16;
        if x + width > WIDTH - 10 && x > 10 {
            x = 10;
            row += 1;
        }
        out.push((x, row, width, text));
        x += width + 6;
    }
    out
}

/// The height the button rows take.
pub(super) fn row_height(clicks: &Clicks<'_>, w: KindWords) -> i32 {
    button_flow(clicks, w)
        .last()
        .map_or(0, |(_, row, _, _)| (row + 1) * (BUTTON_HEIGHT + 6))
}

/// The row of labelled buttons from `top`.
pub(super) fn button_row(
    svg: &mut Svg,
    clicks: &Clicks<'_>,
    links: &BoardLinks<'_>,
    top: i32,
    w: KindWords,
) {
    for ((x, row, width, text), button) in button_flow(clicks, w).into_iter().zip(&clicks.row) {
        let y = top + row * (BUTTON_HEIGHT + 6);
        let shape = button_shape(x, y, width, &text, "#3a5a40");
        match button {
            Button::Action(n) => svg.action(links, n, &shape),
            Button::Pick(b) => svg.select(links, b, &shape, &text),
        }
    }
}

/// A rounded button with its label.
pub(super) fn button_shape(x: i32, y: i32, width: i32, text: &str, colour: &str) -> String {
    format!(
        r##"<rect x="{x}" y="{y}" width="{width}" height="{BUTTON_HEIGHT}" rx="5" fill="{colour}"/><text x="{}" y="{}" font-size="12" text-anchor="middle" fill="#fff">{}</text>"##,
        x + width / 2,
        y + 16,
        esc(text)
    )
}

#[cfg(test)]
mod next_pick_tests {
    use super::next_pick;

    fn actions(list: &[&str]) -> Vec<String> {
        list.iter().map(|a| (*a).to_string()).collect()
    }

    #[test]
    fn the_rest_of_a_group_sailing_to_the_same_port_is_chosen_next() {
        // 5.3: a sea move; the other blocks that can sail there are one click each.
        let now = actions(&[
            "sea Y_rutland kent",
            "sea Y_irish kent",
            "move Y_irish calais",
            "done",
        ]);
        assert_eq!(next_pick("sea Y_york kent", &now), Some("Y_rutland".into()));
        // A block that can go on stays chosen (a march's next step).
        let on = actions(&["move Y_york sussex", "sea Y_rutland kent"]);
        assert_eq!(next_pick("move Y_york kent", &on), Some("Y_york".into()));
        // 5.4: a second recruit into the same area.
        let recruits = actions(&["recruit Y_norfolk kent", "recruit Y_suffolk essex"]);
        assert_eq!(
            next_pick("recruit Y_essex kent", &recruits),
            Some("Y_norfolk".into())
        );
        // Nothing of the kind left, or not a block's move: nothing chosen.
        assert_eq!(next_pick("sea Y_york kent", &actions(&["done"])), None);
        assert_eq!(next_pick("activate kent", &now), None);
    }
}
