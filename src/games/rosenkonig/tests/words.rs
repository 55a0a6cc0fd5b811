//! The Rose King in every language Herald speaks (issue 30): the game's own message files
//! word every move, question and refusal, with the seeds' terms (RU: фишки, карты героев,
//! Корона; JA: パワーストーン, 騎士カード, 王冠マーカー).

use super::*;
use crate::engine::words_check::{assert_in_every_language, check_words};
use crate::i18n::{CORE, Catalog, Lang, Msg};

// §5, §7, §8, §9, §14: every text of a random game is worded in English, Russian and
// Japanese, with no English left in the other two
#[test]
fn every_move_question_refusal_and_end_is_worded_in_every_language() {
    check_words::<RoseKing>(&Options::default(), 24, 300);
    let japanese_rules = Options {
        tiebreak: Tiebreak::Stones,
        first: First::Random,
    };
    check_words::<RoseKing>(&japanese_rules, 8, 300);
}

// §2, §9: the words the code names by a key (the eight directions, the two roses, the two
// ends and the two measures of a tie) are in every language
#[test]
fn every_direction_side_end_and_measure_has_its_words() {
    let keyed = Direction::ALL
        .iter()
        .map(|d| d.msg())
        .chain([Side::Red.msg(), Side::White.msg()])
        .chain([End::SupplyExhausted.msg(), End::MutualBlock.msg()])
        .chain(["largest", "stones"].map(|m| Msg::keyed("rosenkonig-measure", m)));
    assert_in_every_language::<RoseKing>(keyed);
}

// §5: a refusal and a move read in Russian and Japanese as the seeds word them
#[test]
fn a_move_and_a_refusal_read_in_the_seeds_terms() {
    let catalog = Catalog::new(CORE.iter().chain(RoseKing::WORDS)).unwrap();
    let state = pos("red=e6 crown=e5 hands=N1,E1/S1");
    let refused = RoseKing::why_illegal(&state, RED, &act("play N1"));
    assert_eq!(
        catalog.say(Lang::Ru, &refused.reason),
        "на e6 ваша фишка: Корона никогда не может встать на неё, даже с картой героя"
    );
    let mut after = state.clone();
    let before = state.clone();
    RoseKing::apply(&mut after, RED, &act("play E1"), &mut dice()).unwrap();
    let told = RoseKing::describe(&before, RED, &act("play E1"), &after, None);
    assert_eq!(
        catalog.say(Lang::Ru, &told),
        "Красная роза сыграла E1 и поставила Корону на f5"
    );
    assert_eq!(
        catalog.say(Lang::Ja, &told),
        "赤薔薇がE1を出し、王冠マーカーをf5へ進めた"
    );
    assert_eq!(catalog.say(Lang::En, &told), "red played E1 to f5");
}
