//! The Rose King through its type-erased face (`Kind`, `Game`): options, notation strings, errors and
//! snapshots, as the service sees it (§14).

use serde_json::{Value, json};

use super::*;
use crate::engine::game::{Game, MoveError};
use crate::engine::kind::Kind;
use crate::games::kind;

fn rose_king() -> &'static dyn Kind {
    kind("rosenkonig").expect("the rose king is registered")
}

fn seed() -> Seed {
    Seed([42; 32])
}

fn start() -> Box<dyn Game> {
    rose_king().start(&json!({}), &seed()).unwrap()
}

#[test]
fn the_kind_is_registered_with_its_title_seats_and_options() {
    // §14
    let k = rose_king();
    assert_eq!(
        (k.kind(), k.title(), k.seats(), k.version()),
        ("rosenkonig", "The Rose King", &["red", "white"][..], 1)
    );
    let options: Vec<(&str, Vec<&str>)> =
        k.options().iter().map(|o| (o.name, o.values())).collect();
    assert_eq!(
        options,
        [
            ("tiebreak", vec!["largest", "stones"]),
            ("first", vec!["red", "random"])
        ]
    );
    assert_eq!((k.seat("white"), k.seat_name(RED)), (Some(WHITE), "red"));
    assert_eq!(k.data()["cards"].as_array().map(Vec::len), Some(24));
}

#[test]
fn options_are_normalized_with_their_defaults() {
    // §14
    let k = rose_king();
    let defaults = json!({"tiebreak": "largest", "first": "red"});
    assert_eq!(k.normalize_options(&Value::Null).unwrap(), defaults);
    assert_eq!(k.normalize_options(&json!({})).unwrap(), defaults);
    assert_eq!(
        k.normalize_options(&json!({"tiebreak": "stones"})).unwrap(),
        json!({"tiebreak": "stones", "first": "red"})
    );
    assert_eq!(
        k.normalize_options(&json!({"first": "random", "tiebreak": "largest"}))
            .unwrap(),
        json!({"tiebreak": "largest", "first": "random"})
    );
}

#[test]
fn unknown_or_bad_options_are_refused_with_the_allowed_ones() {
    let k = rose_king();
    let unknown = k
        .normalize_options(&json!({"colour": "red"}))
        .unwrap_err()
        .to_string();
    assert!(
        unknown.contains("no option \"colour\"") && unknown.contains("tiebreak, first"),
        "{unknown}"
    );
    let bad = k
        .normalize_options(&json!({"tiebreak": "biggest"}))
        .unwrap_err()
        .to_string();
    assert_eq!(bad, "option \"tiebreak\" must be one of: largest, stones");
    assert!(k.normalize_options(&json!({"first": 1})).is_err());
    assert!(k.normalize_options(&json!(["stones"])).is_err());
    assert!(k.start(&json!({"tiebreak": "biggest"}), &seed()).is_err());
}

#[test]
fn a_game_starts_and_plays_notation_strings() {
    let mut game = start();
    assert_eq!(game.to_act(), [RED]);
    assert!(game.actions(WHITE).is_empty());
    let offered = game.actions(RED);
    assert!(
        offered.iter().any(|a| a.starts_with("play ")),
        "{offered:?}"
    );
    // The confirm page's words: where the crown goes from the centre (§5 A).
    let words = super::said(
        &game
            .explain(RED, &offered[0])
            .expect("words for a legal play"),
    );
    assert!(
        words.starts_with("Play ") && words.contains("from e5 to "),
        "{words}"
    );
    assert_eq!(game.explain(WHITE, &offered[0]), None, "not White's turn");
    let texts = game
        .play(RED, &offered[0], &seed(), 1, &[None, Some(RED)])
        .unwrap();
    assert_eq!(texts.len(), 2);
    assert!(
        super::said(&texts[0].text).starts_with("red played "),
        "{texts:?}"
    );
    // The crown's move from the centre is marked for every viewer (§5 A).
    assert_eq!(texts[0].marks, texts[1].marks);
    let moved = &texts[0].marks[0];
    assert_eq!(
        (moved.what, moved.from.as_deref()),
        (crate::engine::board::MarkKind::Move, Some("e5")),
        "{texts:?}"
    );
    // Drawn over the board: the crown's arrow and the new stone.
    let links = crate::engine::board::BoardLinks::none(crate::i18n::Lang::En);
    let svg = rose_king().board(&game.view(None), &[], &links, &texts[0].marks);
    let arrow = format!(r#"data-mark="move" data-from="e5" data-at="{}""#, moved.at);
    assert!(svg.contains(&arrow), "{svg}");
    assert!(svg.contains(&format!(r#"data-mark="arrived" data-at="{}""#, moved.at)));
    assert_eq!(game.to_act(), [WHITE]);
    assert!(
        game.play(WHITE, &game.actions(WHITE)[0], &seed(), 2, &[])
            .unwrap()
            .is_empty()
    );
    assert_eq!(game.view(None)["supply"], json!(50));
}

#[test]
fn moving_out_of_turn_is_refused() {
    let mut game = start();
    let err = game.play(WHITE, "draw", &seed(), 1, &[]).unwrap_err();
    assert!(
        matches!(
            err,
            MoveError::NotYourTurn {
                kind: "rosenkonig",
                seat: "white"
            }
        ),
        "{err:?}"
    );
}

#[test]
fn unparseable_notation_is_refused_with_an_example() {
    let mut game = start();
    let first = game.actions(RED)[0].clone();
    for junk in ["Play NE2", "play NE4", "hero", "", "pass"] {
        let err = game.play(RED, junk, &seed(), 1, &[]).unwrap_err();
        let MoveError::Unparseable {
            notation, example, ..
        } = err
        else {
            panic!("{junk:?}: {err:?}")
        };
        assert_eq!(
            (notation.as_str(), example.as_str()),
            (junk, first.as_str())
        );
    }
}

#[test]
fn an_illegal_action_names_its_rule_and_changes_nothing() {
    let mut game = start();
    let before = game.snapshot();
    let err = game.play(RED, "draw", &seed(), 1, &[]).unwrap_err();
    let MoveError::Illegal(illegal) = err else {
        panic!("{err:?}")
    };
    assert_eq!(
        (illegal.rule, super::said(&illegal.reason).as_str()),
        (
            "5B",
            "you hold 5 cards and cannot draw; play a card instead"
        )
    );
    let hand = game.view(None)["hands"]["red"].clone();
    let not_held = Card::ALL
        .iter()
        .map(ToString::to_string)
        .find(|c| !hand.as_array().unwrap().contains(&json!(c)))
        .unwrap();
    let err = game
        .play(RED, &format!("play {not_held}"), &seed(), 1, &[])
        .unwrap_err();
    let MoveError::Illegal(illegal) = err else {
        panic!("{err:?}")
    };
    assert_eq!(
        (illegal.rule, super::said(&illegal.reason)),
        ("5A", format!("card {not_held} is not in your hand"))
    );
    assert_eq!(game.snapshot(), before);
}

#[test]
fn a_snapshot_loads_back_to_the_same_game() {
    let mut game = start();
    for seq in 1..=6 {
        let seat = game.to_act()[0];
        let action = game.actions(seat)[0].clone();
        game.play(seat, &action, &seed(), seq, &[]).unwrap();
    }
    let snapshot = game.snapshot();
    let loaded = rose_king().load(&snapshot).unwrap();
    assert_eq!(loaded.snapshot(), snapshot);
    assert_eq!(loaded.view(None), game.view(None));
    assert_eq!(loaded.to_act(), game.to_act());
    assert!(rose_king().load("{\"stones\": 3}").is_err());
}

#[test]
fn a_finished_game_takes_no_more_moves_and_has_a_result() {
    // §8
    let state = pos("red=a1,a2 white=c1 crown=c1 supply=0");
    let mut game = rose_king()
        .load(&serde_json::to_string(&state).unwrap())
        .unwrap();
    assert!(game.to_act().is_empty());
    assert!(matches!(
        game.play(RED, "draw", &seed(), 1, &[]),
        Err(MoveError::Finished)
    ));
    let outcome = game.outcome().unwrap();
    assert_eq!((outcome.winner, outcome.scores), (Some(RED), vec![4, 1]));
}
