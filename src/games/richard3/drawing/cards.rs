//! The cards (1.1, 5.1): the viewer's hand as cards (the card's number in a corner, as
//! the words name it; action points; an event's name and what it does, in a line of our
//! own), the cards played this turn once both are on the
//! table, a shown hand (5.1), the opponent's hand size and the undealt cards.

use serde_json::Value;

use super::clicks::Clicks;
use crate::engine::KindWords;
use crate::engine::board::{BoardLinks, Svg, esc};
use crate::games::richard3::data::{CardId, House};
use crate::i18n::Msg;
use crate::msg;

const CARD_WIDTH: i32 = 66;
const CARD_HEIGHT: i32 = 88;
/// The height of the cards section.
pub(super) const HEIGHT: i32 = CARD_HEIGHT + 26;

/// Cards dealt to each house in a campaign (1.1).
const HAND: u64 = 7;

/// One card, its top-left at (`x`, `y`); an event card says what it does in three short
/// lines of our own words (5.1, RULES.md: `richard3-effect-<event>`).
fn card(number: u8, x: i32, y: i32, w: KindWords) -> String {
    let Some(info) = CardId::parse(&number.to_string()).map(CardId::info) else {
        return String::new();
    };
    let (fill, ink) = if info.event.is_some() {
        ("#f3e2b3", "#5b1f1f")
    } else {
        ("#fbf8ef", "#222")
    };
    // The card's number, as the words and the mail's choices name it (`card 10 (2 AP)`).
    let mut text = format!(
        r##"<text x="{}" y="{}" font-size="9" fill="#555">{}</text><text x="{}" y="{}" font-size="28" font-weight="bold" text-anchor="middle" fill="{ink}">{}</text>"##,
        x + 5,
        y + 11,
        info.number,
        x + CARD_WIDTH / 2,
        y + 34,
        info.ap
    );
    if let Some(event) = &info.event_id {
        text.push_str(&format!(
            r##"<text x="{}" y="{}" font-size="10" font-weight="bold" text-anchor="middle" fill="{ink}">{}</text>"##,
            x + CARD_WIDTH / 2,
            y + 50,
            esc(&w.say(&Msg::keyed("richard3-event", event)))
        ));
        let effect = w.say(&Msg::keyed("richard3-effect", event));
        for (i, line) in effect.lines().take(3).enumerate() {
            text.push_str(&format!(
                r##"<text x="{}" y="{}" font-size="7.5" text-anchor="middle" fill="#333">{}</text>"##,
                x + CARD_WIDTH / 2,
                y + 62 + i as i32 * 9,
                esc(line)
            ));
        }
    } else {
        text.push_str(&format!(
            r##"<text x="{}" y="{}" font-size="9" text-anchor="middle" fill="#555">{}</text>"##,
            x + CARD_WIDTH / 2,
            y + 50,
            esc(&w.say(&msg!("richard3-card-points")))
        ));
    }
    format!(
        r##"<g data-card="{number}"><rect x="{x}" y="{y}" width="{CARD_WIDTH}" height="{CARD_HEIGHT}" rx="6" fill="{fill}" stroke="#6e6552" stroke-width="1.5"/>{text}</g>"##
    )
}

/// A card lying face-down.
fn card_back(x: i32, y: i32) -> String {
    format!(
        r##"<rect x="{x}" y="{y}" width="{CARD_WIDTH}" height="{CARD_HEIGHT}" rx="6" fill="#4a3f6b" stroke="#2a2240" stroke-width="1.5"/>"##
    )
}

/// Draws the cards from `top`: the hand (a playable card is a link), then the played
/// cards, then the counts.
pub(super) fn cards(
    svg: &mut Svg,
    view: &Value,
    clicks: &Clicks<'_>,
    links: &BoardLinks<'_>,
    top: i32,
    w: KindWords,
) {
    let numbers = |v: &Value| -> Vec<u8> {
        v.as_array()
            .into_iter()
            .flatten()
            .filter_map(|n| n.as_u64().map(|n| n as u8))
            .collect()
    };
    let you = view["you"].as_str();
    // 5.1: a redeal requester's hand is shown to the other side and to spectators.
    let shown = view["shown_hand"]
        .as_array()
        .filter(|s| s.first().and_then(Value::as_str) != you)
        .map(|s| numbers(&s[1]));
    let (hand, title) = match (&shown, you) {
        (Some(shown), None) => (shown.clone(), msg!("richard3-hand-shown")),
        _ => (numbers(&view["hand"]), msg!("richard3-hand-yours")),
    };
    svg.line(
        10,
        top + 12,
        &format!(
            r#"<tspan font-weight="bold">{}</tspan>"#,
            esc(&w.say(&title))
        ),
    );
    let mut x = 10;
    for number in &hand {
        let shape = card(*number, x, top + 18, w);
        match clicks.plays.iter().find(|(n, _)| n == number) {
            Some((_, notation)) => svg.action(links, notation, &shape),
            None => svg.add(format_args!("{shape}")),
        }
        x += CARD_WIDTH + 6;
    }
    let x = x.max(10 + 3 * (CARD_WIDTH + 6)) + 14;
    played(svg, view, (x, top), shown.filter(|_| you.is_some()), w);
}

/// The cards played this turn from (`x`, `top`), then the counts and a hand shown to the
/// viewer for a redeal (5.1).
fn played(
    svg: &mut Svg,
    view: &Value,
    (mut x, top): (i32, i32),
    shown: Option<Vec<u8>>,
    w: KindWords,
) {
    svg.line(
        x,
        top + 12,
        &format!(
            r#"<tspan font-weight="bold">{}</tspan>"#,
            esc(&w.say(&msg!("richard3-played-this-turn")))
        ),
    );
    for house in House::BOTH {
        let played = view["played"][house.name()].as_u64();
        let committed = view["committed"][house.name()].as_bool() == Some(true);
        let shape = match played {
            Some(n) => card(n as u8, x, top + 18, w),
            None if committed => card_back(x, top + 18),
            None => format!(
                r##"<rect x="{x}" y="{}" width="{CARD_WIDTH}" height="{CARD_HEIGHT}" rx="6" fill="none" stroke="#aaa" stroke-dasharray="4 3"/>"##,
                top + 18
            ),
        };
        svg.add(format_args!(
            r##"{shape}<text x="{}" y="{}" font-size="10" text-anchor="middle" fill="#333">{}</text>"##,
            x + CARD_WIDTH / 2,
            top + CARD_HEIGHT + 30,
            esc(&w.say(&house.title_msg()))
        ));
        x += CARD_WIDTH + 6;
    }
    let counts: Vec<String> = House::BOTH
        .iter()
        .map(|h| {
            let count = msg!(
                "richard3-in-hand",
                house = h.title_msg(),
                cards = view["hand_counts"][h.name()].as_u64().unwrap_or(0)
            );
            esc(&w.say(&count))
        })
        .collect();
    let undealt = msg!("richard3-undealt", cards = 25 - 2 * HAND);
    svg.line(x + 10, top + 40, &counts[0]);
    svg.line(x + 10, top + 58, &counts[1]);
    svg.line(x + 10, top + 76, &esc(&w.say(&undealt)));
    if let Some(shown) = shown {
        let names = shown
            .iter()
            .filter_map(|n| CardId::parse(&n.to_string()))
            .map(|c| match &c.info().event_id {
                Some(event) => Msg::keyed("richard3-event", event),
                None => msg!("richard3-notation", text = c.info().ap.to_string()),
            })
            .reduce(|first, then| msg!("richard3-comma", first = first, then = then))
            .unwrap_or_else(|| msg!("richard3-notation", text = ""));
        let shown = msg!("richard3-shown", cards = names);
        svg.line(x + 10, top + 94, &esc(&w.say(&shown)));
    }
}
