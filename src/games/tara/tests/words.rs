//! High Kings of Tara in every language Herald speaks (issue 30): the game's own message
//! files word every move, question, refusal and score, with the seed's terms in Russian
//! (короли, форты, холмы, маневры, битва, двойной захват).

use super::*;
use crate::engine::words_check::{assert_in_every_language, check_words};
use crate::i18n::{CORE, Catalog, Lang, Msg};

// §5, §7, §10, §16, A-12: every text of a random match is worded in English, Russian and
// Japanese, with no English left in the other two
#[test]
fn every_move_question_refusal_and_score_is_worded_in_every_language() {
    check_words::<Tara>(&Options::default(), 12, 400);
    let one_game = Options {
        games: Games(1),
        battle_entry: BattleEntry::Immediate,
    };
    check_words::<Tara>(&one_game, 6, 400);
}

// §10: the four ways a game is scored have their words in every language
#[test]
fn every_award_has_its_words() {
    let awards = ["kingdoms", "territory", "tie", "double-capture"];
    assert_in_every_language::<Tara>(awards.map(|a| Msg::keyed("tara-award", a)));
}

// §7: a capture reads in Russian with the seed's words
#[test]
fn a_capture_reads_in_russian_and_japanese() {
    let catalog = Catalog::new(CORE.iter().chain(Tara::WORDS)).unwrap();
    let told = crate::msg!(
        "tara-captured",
        move = crate::msg!("tara-moved", side = "red", action = "move C3 D5"),
        enemy = "blue",
        hill = "E4"
    );
    assert_eq!(
        catalog.say(Lang::En, &told),
        "red: move C3 D5, captured the blue king on E4"
    );
    assert_eq!(
        catalog.say(Lang::Ru, &told),
        "красные: move C3 D5, взят король синих на E4"
    );
    assert_eq!(
        catalog.say(Lang::Ja, &told),
        "赤：move C3 D5、E4の青の王を捕らえた"
    );
}
