//! The confirm page's words for a decision (issue 12: nobody reads notation): blocks,
//! areas and cards by their printed names, through the erased game as the service asks.

use super::*;
use crate::engine::kind::Kind;

#[test]
fn a_move_reads_with_the_blocks_and_areas_printed_names_5_2() {
    let mut p = base();
    p.put("L_oxford", "middlesex");
    let mut state = actions(p, 7, 20);
    assert_eq!(
        said(&view::explain(&state, &act("activate middlesex"))),
        "Activate Middlesex"
    );
    run(&mut state, L, &["activate middlesex"]);
    let oxford = block("L_oxford").info().name.clone();
    assert_eq!(
        said(&view::explain(&state, &act("move L_oxford oxford"))),
        format!("Move {oxford} from Middlesex to Oxford")
    );
    assert_eq!(
        said(&view::explain(&state, &act("done"))),
        "End your action phase"
    );
}

#[test]
fn only_a_legal_action_of_the_seat_to_act_is_explained_5_0() {
    let state = actions(base(), 7, 20);
    let game = KIND
        .load(&serde_json::to_string(&state).unwrap())
        .expect("loads");
    let lancaster = seat_of(L);
    let legal = game.actions(lancaster).remove(0);
    assert!(game.explain(lancaster, &legal).is_some(), "{legal}");
    assert_eq!(game.explain(seat_of(Y), &legal), None, "York is not to act");
    assert_eq!(
        game.explain(lancaster, "move L_oxford calais"),
        None,
        "illegal"
    );
    assert_eq!(game.explain(lancaster, "dance"), None, "not notation");
}

#[test]
fn cards_read_with_their_action_points_and_events_1_1() {
    let state = cards_phase(base());
    for card in CardId::all() {
        let words = said(&view::explain(&state, &Action::Play(card)));
        let info = card.info();
        assert!(
            words.starts_with(&format!("Play card {}", info.number)),
            "{words}"
        );
        assert!(words.contains(&info.ap.to_string()), "{words}");
        if info.event.is_some() {
            assert!(words.contains(&info.name), "{words}");
        }
    }
}
