//! Richard III in every language Herald speaks (issue 30): its moves told to each
//! viewer, its actions explained, its refusals, chapters (battle rounds, game turns), the
//! question before ending an action phase with points left, the end of the game, and the
//! names of its areas, blocks and event cards.

use super::*;
use crate::engine::words_check::{assert_in_every_language, check_words};
use crate::i18n::Msg;

// 1.0, 5.x, 6.x, 7.x, 8.x, 9.0: every move told, action explained, refusal, chapter,
// question and end of random games is worded in English, Russian and Japanese, with no
// English left in the other two
#[test]
fn every_text_of_random_games_is_worded_in_every_language() {
    check_words::<Richard3>(&Options::default(), 3, 1_500);
}

// 2.0: every area and sea of the map has its name in every language
#[test]
fn every_area_has_its_name() {
    let areas = CATALOG
        .areas
        .iter()
        .map(|a| Msg::keyed("richard3-area", &a.id));
    assert_in_every_language::<Richard3>(areas);
}

// 3.0: every block has its printed name in every language, one for both colours of a
// twin (3.4) and of a church
#[test]
fn every_block_has_its_name() {
    assert_in_every_language::<Richard3>(BlockId::all().map(BlockId::msg));
    for b in BlockId::all() {
        if let Some(twin) = b.info().twin {
            assert_eq!(b.msg(), twin.msg(), "{b} and its twin {twin}");
        }
        assert_eq!(
            said(&b.msg()),
            b.name(),
            "{b}: the English name is the printed one"
        );
    }
}

// 1.1: every card reads with its number and action points, an event with its name
#[test]
fn every_card_has_its_words() {
    assert_in_every_language::<Richard3>(CardId::all().map(CardId::msg));
    for c in CardId::all() {
        assert_eq!(said(&c.msg()), c.printed(), "card {c}");
    }
}

// 10.0, issue 30: blocks are counted by each language's own plural: 1 блок, 2 блока,
// 5 блоков, 11 блоков, 21 блок, 22 блока
#[test]
fn russian_counts_blocks_by_its_plural_forms() {
    use crate::engine::KindWords;
    use crate::i18n::Lang;
    use crate::msg;
    let moved = |lang: Lang, n: i64| {
        let told = msg!(
            "richard3-blocks-moved",
            house = House::York.title_msg(),
            count = n,
            from = Msg::keyed("richard3-area", "kent"),
            to = Msg::keyed("richard3-area", "sussex")
        );
        KindWords::of::<Richard3>(lang).say(&told)
    };
    let russian: Vec<String> = [1, 2, 5, 11, 21, 22].map(|n| moved(Lang::Ru, n)).to_vec();
    for (told, count) in russian.iter().zip([
        "1 блок ",
        "2 блока",
        "5 блоков",
        "11 блоков",
        "21 блок ",
        "22 блока",
    ]) {
        assert!(told.contains(count), "{told}");
    }
    assert_eq!(moved(Lang::En, 1), "York: 1 block from Kent to Sussex");
    assert_eq!(moved(Lang::En, 21), "York: 21 blocks from Kent to Sussex");
    assert!(moved(Lang::Ja, 21).contains("21"));
}
