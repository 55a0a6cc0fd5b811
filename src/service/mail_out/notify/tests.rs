//! The turn mail's wording, rendered from its templates.

use super::*;

fn turn_mail(choices: &Choices) -> (String, String) {
    let context = MailContext {
        reader: "ann",
        title: "Richard III: The Wars of the Roses".to_string(),
        words: crate::service::mail_out::MailWords(crate::i18n::Lang::En),
        game_id: "7".parse().expect("a game number"),
        seat: "york".to_string(),
        link: "http://h.test/games/7".into(),
        since: &[],
        headline: "It is your turn.".into(),
        since_title: "Since your last move:".to_string(),
        result: None,
        deadline: None,
        unsubscribe: None,
        board: false,
        reason: Some("line 2 (\"move x y\"): no such block"),
        choices: Some(choices.clone()),
        notation: "http://h.test/kinds/richard3/notation".into(),
        chat: Vec::new(),
    };
    (
        GameText { m: &context }.render().expect("text"),
        GameHtml { m: &context }.render().expect("html"),
    )
}

#[test]
fn a_turn_mail_numbers_up_to_thirty_actions_and_names_the_kinds_of_more() {
    let few = Choices::of(vec!["activate kent".into(), "done".into()]);
    let (text, html) = turn_mail(&few);
    assert!(text.contains("  1. activate kent\n  2. done\n"), "{text}");
    assert!(html.contains("<ol><li>activate kent</li>"), "{html}");
    assert!(
        text.contains("Why: line 2 (\"move x y\"): no such block"),
        "{text}"
    );
    let mut many: Vec<String> = (0..40).map(|n| format!("move b{n} kent")).collect();
    many.push("done".into());
    let (text, html) = turn_mail(&Choices::of(many));
    assert!(
        text.contains("41 legal actions: move (40), done (1)"),
        "{text}"
    );
    assert!(
        text.contains("http://h.test/kinds/richard3/notation"),
        "{text}"
    );
    assert!(!text.contains("  1. "), "{text}");
    assert!(
        html.contains("href=\"http://h.test/kinds/richard3/notation\""),
        "{html}"
    );
}

#[test]
fn a_turn_mail_carries_the_unseen_chat_as_text_and_escaped_html() {
    let chat = vec![ChatMailLine {
        name: "ben".into(),
        at: "Thu 26 Nov, 20:29".into(),
        text: "<b>good</b> luck & have fun\nsee you".into(),
    }];
    let context = MailContext {
        reader: "ann",
        title: "Rose King".to_string(),
        words: crate::service::mail_out::MailWords(crate::i18n::Lang::En),
        game_id: "7".parse().expect("a game number"),
        seat: "white".to_string(),
        link: "http://h.test/games/7".into(),
        since: &[],
        headline: "It is your turn.".into(),
        since_title: "Since your last move:".to_string(),
        result: None,
        deadline: None,
        unsubscribe: None,
        board: false,
        reason: None,
        choices: None,
        notation: "http://h.test/kinds/rosenkonig/notation".into(),
        chat,
    };
    let text = GameText { m: &context }.render().expect("text");
    let html = GameHtml { m: &context }.render().expect("html");
    assert!(
        text.contains("ben wrote (Thu 26 Nov, 20:29): <b>good</b> luck & have fun\n    see you\n"),
        "{text}"
    );
    assert!(
        html.contains(
            "ben wrote (Thu 26 Nov, 20:29): &#60;b&#62;good&#60;/b&#62; luck &#38; have fun"
        ),
        "{html}"
    );
    assert!(!html.contains("<b>good"), "{html}");
}

#[test]
fn a_listed_choice_reads_in_words_and_is_written_back_in_them() {
    // Issue 27: "the mail's list of choices names cards with their number and what they
    // are", and no notation: a reply may write the words as listed (`inbound::reply::named`).
    let choices = Choices::of(vec!["play 10".into(), "done".into()])
        .worded(|a| (a == "play 10").then(|| "Play card 10 (2 AP)".to_string()));
    let (text, html) = turn_mail(&choices);
    assert!(
        text.contains("  1. Play card 10 (2 AP)\n  2. done\n"),
        "{text}"
    );
    assert!(
        html.contains("<li>Play card 10 (2 AP)</li><li>done</li>"),
        "{html}"
    );
    assert!(!text.contains("[play 10]") && !html.contains("<code>play 10"));
}
