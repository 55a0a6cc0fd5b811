//! The drawn board in the reader's language (issue 30, step 8): every label the drawing
//! writes — hexes, units, marks, the hand's cards, the panel, the buttons and the titles
//! of clicks (the engine's explanations) — comes from the game's message files, so a
//! Russian or a Japanese reader finds no English on it. Unit ids and hex names are
//! notation, the same in every language.

use std::collections::BTreeSet;

use resvg::usvg;
use serde_json::Value;

use super::super::Westeros;
use super::super::action::Action;
use super::super::data::{Momentum, Side};
use super::super::drawing::drawn;
use super::super::rules::{actor, apply, legal, step_name};
use super::super::state::{State, setup};
use super::super::victory::seat_of;
use super::super::view::view;
use super::super::words::explain;
use crate::engine::board::{BoardLinks, Mark, text_units};
use crate::engine::{Dice, KindWords, Rules, Seed};
use crate::i18n::Lang;

/// Lower-case letters and single spaces between runs of them: `"Done moving: N1"` →
/// `" done moving n "`, so that phrases are matched as whole words.
fn letters(text: &str) -> String {
    let words: Vec<String> = text
        .to_lowercase()
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect();
    format!(" {} ", words.join(" "))
}

/// The English phrases of `en.ftl`'s section of the drawn board's labels: each message's
/// literal text between its arguments, as [`letters`], of one word of four letters or
/// more or of several words ("open ground", "done moving", "infantry").
fn board_phrases() -> Vec<String> {
    let english = include_str!("../i18n/en.ftl");
    let section = &english[english
        .find("## The drawn board's labels")
        .expect("the board's section")..];
    let mut phrases = BTreeSet::new();
    for line in section.lines().filter(|l| !l.starts_with('#')) {
        // A message's value, or a variant of a selector.
        let value = match line.split_once(" = ") {
            Some((_, value)) => value,
            None => line.trim_start().split_once(']').map_or("", |(_, v)| v),
        };
        let mut text = String::new();
        let mut depth = 0;
        for c in value.chars() {
            match c {
                '{' => {
                    depth += 1;
                    text.push('|');
                }
                '}' => depth -= 1,
                _ if depth == 0 => text.push(c),
                _ => {}
            }
        }
        for part in text.split(['|', ';', ':', '(', ')', '.', ',']) {
            let phrase = letters(part);
            let words = phrase.split_whitespace().count();
            if words >= 2 || phrase.trim().len() >= 4 {
                phrases.insert(phrase);
            }
        }
    }
    phrases.into_iter().collect()
}

/// The texts a reader sees in `svg`: each element's text (labels, titles) and the
/// picture's `aria-label`, unescaped.
fn texts(svg: &str) -> Vec<String> {
    let unescape = |t: &str| {
        t.replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&quot;", "\"")
            .replace("&amp;", "&")
    };
    let mut texts: Vec<String> = svg
        .split('>')
        .filter_map(|part| part.split('<').next())
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(unescape)
        .collect();
    let label = svg.split("aria-label=\"").nth(1).expect("an aria-label");
    texts.push(unescape(&label[..label.find('"').expect("its end")]));
    texts
}

/// The buttons under the map in `svg` (222 × 28, see `drawing::panel`): the label
/// drawn on each and the label in its title.
fn button_labels(svg: &str) -> Vec<(String, String)> {
    svg.split(r##"width="222" height="28" rx="6""##)
        .skip(1)
        .filter_map(|b| {
            let drawn = b
                .split(r##"fill="#fff">"##)
                .nth(1)?
                .split("</text>")
                .next()?;
            let title = b.split("<title>").nth(1)?.split("</title>").next()?;
            Some((drawn.to_string(), title.to_string()))
        })
        .collect()
}

/// What is wrong with `svg`, drawn for a reader of `lang`: English left, a message id, a
/// button label too long for its button.
fn faults(svg: &str, lang: Lang, phrases: &[String]) -> Vec<String> {
    let mut faults = Vec::new();
    if svg.contains("westeros-") {
        faults.push(format!("{lang}: a message id unworded"));
    }
    for text in texts(svg) {
        let words = letters(&text);
        if let Some(phrase) = phrases.iter().find(|p| words.contains(p.as_str())) {
            faults.push(format!("{lang}: English \"{}\" in: {text}", phrase.trim()));
        }
        // Notation is ids and hexes (N1, C4): no Latin word of three letters or more.
        let latin = text
            .split(|c: char| !c.is_ascii_alphabetic())
            .find(|w| w.len() >= 3);
        if let Some(word) = latin {
            faults.push(format!("{lang}: English \"{word}\" in: {text}"));
        }
    }
    for (drawn, label) in button_labels(svg) {
        // §19.3: a button's label fits in it whole, a kanji taking the room of two
        // letters (set at the smallest size, 48 half-width units do, as in English).
        if drawn != label || text_units(&label) > 48 {
            faults.push(format!("{lang}: the button \"{label}\" is too long"));
        }
    }
    faults
}

/// The board of `state` as `side` sees it, for a reader of `lang`, with `marks` and
/// `selected` chosen; each click titled by the engine's explanation in `lang`, as the
/// web layer titles it.
fn drawn_for(
    state: &State,
    side: Side,
    lang: Lang,
    marks: &[Mark],
    selected: Option<&str>,
) -> String {
    let words = KindWords::of::<Westeros>(lang);
    let actions: Vec<String> = legal(state).iter().map(ToString::to_string).collect();
    let title = |notation: &str| {
        Action::parse(notation).map_or_else(
            || notation.to_string(),
            |action| words.say(&explain(state, side, &action)),
        )
    };
    let confirm = |a: &str| format!("/confirm?{a}");
    let select = |p: &str| format!("/select?{p}");
    let links = BoardLinks {
        confirm: &confirm,
        select: &select,
        selected,
        title: &title,
        lang,
    };
    drawn(&view(state, Some(side)), &actions, &links, marks)
}

/// The values of `data-select` in `svg`: the pieces a click chooses.
fn selections(svg: &str) -> Vec<String> {
    svg.split("data-select=\"")
        .skip(1)
        .map(|s| s[..s.find('"').expect("its end")].to_string())
        .collect()
}

// §15, §16, §19.3, §19.4: a battle's boards for a Russian and a Japanese reader — the
// map, the units, the marks of the last move, the hand (§16), the panel's tracks (§7,
// §12) and dice, the buttons and every piece chosen — leave no English and no message id
#[test]
fn the_board_is_drawn_in_russian_and_in_japanese() {
    let phrases = board_phrases();
    assert!(
        ["open ground", "done moving", "your hand", "infantry"]
            .iter()
            .all(|p| phrases.contains(&format!(" {p} "))),
        "{phrases:?}"
    );
    let mut all_faults = Vec::new();
    let mut steps = BTreeSet::new();
    let mut mid_battle: Option<(State, Side, Vec<Mark>)> = None;
    for game in 0..2u8 {
        let seed = Seed([game + 60; 32]);
        let mut state = setup(Momentum::Random, &mut Dice::for_move(&seed, 0));
        let mut marks = Vec::new();
        let mut n = 0u64;
        while let Some(side) = actor(&state) {
            let step = step_name(&state.pending);
            let fresh = steps.insert(step);
            if n.is_multiple_of(5) || fresh {
                for lang in [Lang::Ru, Lang::Ja] {
                    let top = drawn_for(&state, side, lang, &marks, None);
                    all_faults.extend(faults(&top, lang, &phrases));
                    for piece in selections(&top).into_iter().filter(|p| !p.is_empty()) {
                        let chosen = drawn_for(&state, side, lang, &marks, Some(&piece));
                        all_faults.extend(faults(&chosen, lang, &phrases));
                    }
                }
            }
            let hand = !state.sides[side].hand.is_empty();
            if step == "attack" && hand && !marks.is_empty() && mid_battle.is_none() {
                mid_battle = Some((state.clone(), side, marks.clone()));
            }
            let actions = legal(&state);
            let action = actions[(n as usize * 7 + usize::from(game)) % actions.len()];
            n += 1;
            let before = state.clone();
            apply(&mut state, action, &mut Dice::for_move(&seed, n));
            marks = Westeros::marks(&before, seat_of(side), &action, &state, None);
        }
        // §13, §19.5: the end, as anybody sees it.
        for lang in [Lang::Ru, Lang::Ja] {
            let links = BoardLinks::none(lang);
            let end = drawn(&view(&state, None), &[], &links, &marks);
            all_faults.extend(faults(&end, lang, &phrases));
        }
    }
    all_faults.sort();
    all_faults.dedup();
    assert!(all_faults.is_empty(), "{}", all_faults.join("\n"));
    for step in ["turn", "select", "move", "attack", "discard"] {
        assert!(steps.contains(step), "no {step} step among {steps:?}");
    }

    // §10.6: one board mid-battle, its attacker chosen, read closely.
    let (state, side, marks) = mid_battle.expect("an attack step with a hand and marks");
    let attacker = selections(&drawn_for(&state, side, Lang::En, &marks, None))
        .into_iter()
        .find(|p| !p.is_empty());
    // The check sees English where it is.
    let english = drawn_for(&state, side, Lang::En, &marks, attacker.as_deref());
    assert!(!faults(&english, Lang::En, &phrases).is_empty());
    for (lang, expected) in [
        (
            Lang::Ru,
            &[
                "Три брода: поле",
                "Раунд ",
                "мораль ",
                "Карты на руке",
                "планшет командования",
                "фигур",
                "Завершить атаки и ход",
                "открытая местность",
            ][..],
        ),
        (
            Lang::Ja,
            &[
                "三つの浅瀬：盤面",
                "ラウンド",
                "士気",
                "あなたの手札",
                "指揮ボード",
                "フィギュア",
                "攻撃を終え、手番を終える",
                "平地",
            ][..],
        ),
    ] {
        let svg = drawn_for(&state, side, lang, &marks, attacker.as_deref());
        usvg::Tree::from_str(&svg, &usvg::Options::default()).expect("valid SVG");
        assert!(svg.contains("data-mark="), "the last move is marked");
        assert!(svg.contains("data-card="), "the hand is drawn");
        for words in expected {
            assert!(svg.contains(words), "{lang}: {words} in {svg}");
        }
        let no_faults = faults(&svg, lang, &phrases);
        assert!(no_faults.is_empty(), "{no_faults:?}");
    }
}

// §14: each card in the hand says what it does in the reader's language, on its face and
// in its title, from the catalog's numbers
#[test]
fn the_cards_in_the_hand_say_what_they_do_in_each_language() {
    let mut shown: Value = view(
        &setup(Momentum::North, &mut Dice::for_move(&Seed([3; 32]), 0)),
        Some(Side::West),
    );
    shown["hand"] = serde_json::json!(["assault", "volley", "steady"]);
    for (lang, expected) in [
        (Lang::En, ["melee +1 die", "Assault: Up to 2 commands"]),
        (Lang::Ru, ["ближний бой +1 кубик", "Штурм: До 2 команд"]),
        (Lang::Ja, ["白兵戦ダイス+1", "強襲：指令は最大2回"]),
    ] {
        let svg = drawn(&shown, &[], &BoardLinks::none(lang), &[]);
        for words in expected {
            assert!(svg.contains(words), "{lang}: {words} in {svg}");
        }
    }
}
