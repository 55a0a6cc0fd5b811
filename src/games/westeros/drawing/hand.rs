//! The viewer's own hand (§16: only its owner's view has one), drawn as cards on the
//! viewer's side of the map: north's above it (row 1 is north's edge, at the top), west's
//! under it. Each card shows its name and what it does, and says it again on hover; a
//! card to play or discard is a click.

use serde_json::Value;

use super::clickable;
use super::clicks::{Click, Clicks};
use crate::engine::KindWords;
use crate::engine::board::{BoardLinks, Svg, esc};
use crate::games::westeros::data::{CardId, Side};
use crate::games::westeros::words::{card_effect, card_lines, card_name, side_msg};
use crate::msg;

/// A card's size on screen.
const CARD_WIDTH: i32 = 150;
const CARD_HEIGHT: i32 = 92;
/// The space between two cards.
const GAP: i32 = 8;
/// The hand's label above the cards.
const LABEL: i32 = 22;

/// The viewer's hand: its cards and whose it is; none in a view without a hand (the
/// opponent's, a spectator's).
pub struct Hand {
    /// The cards, in the view's order (copies repeated).
    pub cards: Vec<CardId>,
    /// Whose hand it is.
    pub side: Side,
}

impl Hand {
    /// The hand of `view`, if it has one.
    pub fn of(view: &Value) -> Option<Hand> {
        let cards = view["hand"].as_array()?;
        let side = match view["seat"].as_str() {
            Some("west") => Side::West,
            _ => Side::North,
        };
        Some(Hand {
            cards: cards
                .iter()
                .filter_map(|c| c.as_str().and_then(CardId::parse))
                .collect(),
            side,
        })
    }

    /// Cards in one row of `width`.
    fn per_row(width: i32) -> i32 {
        ((width - GAP) / (CARD_WIDTH + GAP)).max(1)
    }

    /// The height of the strip the hand takes, `width` wide.
    pub fn height(&self, width: i32) -> i32 {
        let rows = (self.cards.len().div_ceil(Self::per_row(width) as usize) as i32).max(1);
        LABEL + rows * (CARD_HEIGHT + GAP) + GAP
    }

    /// Draws the hand from `top` down, `width` wide, in `words`.
    pub fn draw(
        &self,
        svg: &mut Svg,
        clicks: &Clicks,
        links: &BoardLinks<'_>,
        words: KindWords,
        top: i32,
        width: i32,
    ) {
        let label = if self.cards.is_empty() {
            msg!("westeros-board-hand-empty", side = side_msg(self.side))
        } else {
            msg!("westeros-board-hand", side = side_msg(self.side))
        };
        svg.add(format_args!(
            r##"<g data-hand="{}"><text x="{GAP}" y="{}" font-size="13" fill="#222">{}</text>"##,
            self.side.word(),
            top + 16,
            esc(&words.say(&label))
        ));
        let per_row = Self::per_row(width);
        for (i, card) in self.cards.iter().enumerate() {
            let (col, row) = (i as i32 % per_row, i as i32 / per_row);
            let x = GAP + col * (CARD_WIDTH + GAP);
            let y = top + LABEL + row * (CARD_HEIGHT + GAP);
            // Copies of one card are interchangeable (§14): the first copy takes the click.
            let first = self.cards.iter().position(|c| c == card) == Some(i);
            let click = clicks.cards.get(card).filter(|_| first);
            let shape = face(*card, (x, y), links, click, words);
            match click {
                Some(click) => {
                    clickable(svg, links, click, &shape, &words.say(&card_name(*card)));
                }
                None => svg.add(format_args!("{shape}")),
            }
        }
        svg.add(format_args!("</g>"));
    }
}

/// One card's face at `(x, y)`: its name, then what it does in short lines; its title
/// says it in a sentence, after what a click on it does (the engine's explanation).
fn face(
    card: CardId,
    (x, y): (i32, i32),
    links: &BoardLinks<'_>,
    click: Option<&Click>,
    words: KindWords,
) -> String {
    let info = card.info();
    let selected = links.selected == Some(info.id.as_str());
    let (stroke, stroke_width) = if selected {
        ("#d4a017", 4)
    } else {
        ("#7a6a3a", 1)
    };
    let mut lines = String::new();
    for (n, line) in card_lines(card).iter().enumerate() {
        lines.push_str(&format!(
            r##"<text x="{}" y="{}" font-size="11" fill="#333">{}</text>"##,
            x + 8,
            y + 34 + n as i32 * 12,
            esc(&words.say(line))
        ));
    }
    let about = msg!(
        "westeros-board-card",
        card = card_name(card),
        effect = card_effect(card)
    );
    let title = match click {
        Some(Click::Act(notation)) => msg!(
            "westeros-board-card-click",
            action = (links.title)(notation),
            text = about
        ),
        Some(Click::Select(_)) => msg!(
            "westeros-board-card-choose",
            card = card_name(card),
            text = about
        ),
        None => about,
    };
    format!(
        r##"<g data-card="{}"><rect x="{x}" y="{y}" width="{CARD_WIDTH}" height="{CARD_HEIGHT}" rx="6" fill="#fbf6e6" stroke="{stroke}" stroke-width="{stroke_width}"/><text x="{}" y="{}" font-size="14" font-weight="bold" fill="#222">{}</text>{lines}<title>{}</title></g>"##,
        esc(&info.id),
        x + 8,
        y + 18,
        esc(&words.say(&card_name(card))),
        esc(&words.say(&title))
    )
}
