use super::{CORE, Catalog, Lang, Msg, Source};
use crate::msg;

fn core() -> Catalog {
    Catalog::new(&CORE).expect("the core's files read")
}

/// Russian counts by CLDR's plural rules: one for 1 and 21, few for 2 and 22, many for 5
/// and 11 (11 is not "one", 12 not "few"). Days and hours are tested where they are
/// counted, through the clock's spans (`clock::tests`).
#[test]
fn russian_plurals_of_moves_follow_the_language() {
    let catalog = core();
    let ru = |msg: Msg| catalog.say(Lang::Ru, &msg);
    let moves: Vec<String> = [1, 2, 5, 11, 21, 22]
        .into_iter()
        .map(|n| ru(msg!("count-moves", count = n)))
        .collect();
    assert_eq!(
        moves,
        [
            "1 ход",
            "2 хода",
            "5 ходов",
            "11 ходов",
            "21 ход",
            "22 хода"
        ]
    );
}

/// Japanese has no plural: the counter follows the number, without a space.
#[test]
fn japanese_counts_take_a_counter_and_english_its_plural() {
    let catalog = core();
    assert_eq!(catalog.say(Lang::Ja, &msg!("span-days", count = 1)), "1日");
    assert_eq!(
        catalog.say(Lang::Ja, &msg!("count-moves", count = 21)),
        "21手"
    );
    assert_eq!(
        catalog.say(Lang::En, &msg!("span-days", count = 1)),
        "1 day"
    );
    assert_eq!(
        catalog.say(Lang::En, &msg!("span-days", count = 21)),
        "21 days"
    );
}

/// Arguments go in as they are: no isolation marks (U+2068, U+2069) around them, which
/// would reach subjects and plain-text mail.
#[test]
fn an_argument_is_worded_without_isolation_marks() {
    let said = core().say(
        Lang::En,
        &msg!("settings-language-saved", language = Lang::Ru.endonym()),
    );
    assert_eq!(said, "Pages and mails are now in Русский.");
}

/// A message a language lacks is worded in English; one no language has shows its id.
#[test]
fn a_missing_message_falls_back_to_english_then_to_its_id() {
    let catalog = Catalog::new(&[
        Source::new(Lang::En, "en.ftl", "only-english = Only in English\n"),
        Source::new(Lang::Ru, "ru.ftl", "other = Другое\n"),
    ])
    .expect("reads");
    assert_eq!(
        catalog.say(Lang::Ru, &Msg::keyed("only", "english")),
        "Only in English"
    );
    assert_eq!(catalog.say(Lang::Ja, &Msg::keyed("no", "such")), "no-such");
}

/// A file that is not Fluent, or that words an id twice, is refused with its path.
#[test]
fn a_broken_message_file_is_refused_with_its_path() {
    let broken = Catalog::new(&[Source::new(Lang::Ru, "src/x/ru.ftl", "= no id\n")]);
    assert!(broken.err().is_some_and(|e| e.contains("src/x/ru.ftl")));
    let twice = Catalog::new(&[
        Source::new(Lang::En, "a.ftl", "same = A\n"),
        Source::new(Lang::En, "b.ftl", "same = B\n"),
    ]);
    assert!(twice.err().is_some_and(|e| e.contains("b.ftl")));
}

/// A message inside a message is worded in the reader's language first.
#[test]
fn a_message_argument_is_worded_in_the_same_language() {
    let catalog = core();
    let said = catalog.say(
        Lang::Ja,
        &msg!(
            "settings-language-saved",
            language = msg!("settings-language")
        ),
    );
    assert_eq!(said, "ページとメールは言語になりました。");
}

/// `Accept-Language` picks the first of Herald's languages the browser asks for, by
/// quality; English when it asks for none of them.
#[test]
fn the_browser_s_language_is_negotiated() {
    assert_eq!(
        Lang::negotiate("ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7"),
        Lang::Ru
    );
    assert_eq!(Lang::negotiate("ja"), Lang::Ja);
    assert_eq!(
        Lang::negotiate("de-DE,de;q=0.9,ja;q=0.5,ru;q=0.4"),
        Lang::Ja
    );
    assert_eq!(Lang::negotiate("fr"), Lang::En);
    assert_eq!(Lang::negotiate(""), Lang::En);
    assert_eq!(Lang::negotiate(";;;,q=x"), Lang::En);
    assert_eq!(Lang::from_code("ru"), Some(Lang::Ru));
    assert_eq!(Lang::from_code("RU"), None);
    assert_eq!(Lang::from_code("de"), None);
}
