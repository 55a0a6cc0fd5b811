//! §19.3: the notation, every form parsed and written back, and what is not an action.

use crate::games::westeros::action::Action;

/// Every form of §19.3's table, and the example turn.
const EVERY_FORM: &[&str] = &[
    "pass",
    "token green N1",
    "token blue N4",
    "token red W3",
    "token valor N2",
    "pair green N4",
    "pair blue W1",
    "pair red N1",
    "pair morale W5",
    "morale up",
    "morale rally N2",
    "card march N3",
    "card rally W4",
    "improvise charge N3",
    "improvise muster W3",
    "order N5",
    "move N5 E4",
    "move N6 G5",
    "attack N5 W2",
    "reroll blue",
    "reroll morale",
    "keep",
    "retreat W2 D8",
    "advance N1 E6",
    "stay",
    "done",
    "discard token green",
    "discard token morale",
    "discard card march",
    "discard card steady",
];

#[test]
fn every_form_of_the_notation_reads_and_writes_back_the_same() {
    // 19.3
    for text in EVERY_FORM {
        let action = Action::parse(text).unwrap_or_else(|| panic!("{text:?} is an action"));
        assert_eq!(action.to_string(), *text);
    }
}

#[test]
fn what_is_not_an_action_is_refused() {
    // 19.3: exact form; 10.2: no valor pair, no morale token as an order; 4.4: commanders
    // are N3 N4 W3 W4; 3.1: M2 is no hex.
    for text in [
        "",
        "Pass",
        "pass ",
        " pass",
        "token  green N1",
        "token morale N1",
        "pair valor N1",
        "card march N1",
        "improvise march W5",
        "card fireball N3",
        "move N1 M2",
        "move N1 N1",
        "move N7 E4",
        "attack N5 X2",
        "reroll purple",
        "retreat W2",
        "discard token",
        "discard card",
        "morale down",
        "order n5",
    ] {
        assert_eq!(Action::parse(text), None, "{text:?}");
    }
}
