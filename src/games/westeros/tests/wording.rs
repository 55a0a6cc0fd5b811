//! The Three Fords in every language Herald speaks (issue 30): the game's own message files
//! word every move, question, refusal and end, the units, commanders and cards by their
//! ids in `data/skirmish.toml`, with the Russian seed's terms (жетоны приказов, мораль,
//! отряд, зона контроля, жетон преимущества).

use super::super::Westeros;
use super::super::data::{CardId, Momentum, UnitId};
use super::super::{OPTIONS, Options};
use crate::engine::words_check::{assert_in_every_language, check_words};
use crate::i18n::Msg;

// §15, §16, §19: every text of random battles is worded in English, Russian and
// Japanese, with no English left in the other two
#[test]
fn every_move_question_refusal_and_end_is_worded_in_every_language() {
    check_words::<Westeros>(&Options::default(), 10, 600);
    let north = Options {
        momentum: Momentum::North,
    };
    check_words::<Westeros>(&north, 4, 600);
}

// §19.3: every unit, commander and card of the catalog has its name in every language
#[test]
fn every_unit_commander_and_card_has_its_name() {
    let units = UnitId::all().map(|u| Msg::keyed("westeros-unit", &u.to_string()));
    let commanders = UnitId::all()
        .filter(|u| u.commander().is_some())
        .map(|u| Msg::keyed("westeros-commander", &u.to_string()));
    let cards = CardId::all().map(|c| Msg::keyed("westeros-card", &c.info().id));
    let faces = ["green", "blue", "red", "morale", "valor"].map(|f| Msg::keyed("westeros-face", f));
    let bands = ["green", "yellow", "red", "rout"].map(|b| Msg::keyed("westeros-band", b));
    assert_in_every_language::<Westeros>(
        units
            .chain(commanders)
            .chain(cards)
            .chain(faces)
            .chain(bands)
            .chain(OPTIONS.iter().map(|o| o.label("westeros"))),
    );
}
