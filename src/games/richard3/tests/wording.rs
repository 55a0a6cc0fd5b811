//! Richard III in every language Herald speaks (issue 30, step 7), so far for its
//! refusals, its chapters (battle rounds, game turns), its question before ending an
//! action phase with points left, the end of the game and the map's names; its moves told
//! and its actions explained still come in English (`engine::english`) until their turn.

use super::*;
use crate::engine::words_check::{Parts, assert_in_every_language, check_parts};
use crate::i18n::Msg;

// 1.0, 5.x, 6.x, 9.0: every refusal, chapter, question and end of random games is worded
// in English, Russian and Japanese, with no English left in the other two
#[test]
fn every_refusal_chapter_question_and_end_is_worded_in_every_language() {
    let so_far = Parts {
        told: false,
        explained: false,
        the_rest: true,
    };
    check_parts::<Richard3>(&Options::default(), 3, 1_500, so_far);
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
