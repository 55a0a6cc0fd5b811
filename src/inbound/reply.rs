//! What a player wrote in a reply to a turn mail (issue 14): the lines before the quoted
//! original and before any signature, one action a line (or the number of an action from
//! the mail's numbered list), blank lines ignored. Pure: the text is the reply's plain
//! body (an HTML-only reply is turned into text before it comes here).

use crate::i18n::Msg;

/// The most lines read as moves: a whole Richard III action phase fits many times over;
/// a reply longer than this is not a list of moves.
pub const MOST_LINES: usize = 200;

/// The most legal actions a turn mail lists, numbered; with more it names the kinds of
/// action and the notation help instead, and a number in a reply names nothing.
pub const MOST_LISTED: usize = 30;

/// One line of a reply, as the player meant it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wrote {
    /// An action in the game's notation, as written (case is matched later, against the
    /// legal actions).
    Action(String),
    /// The number of an action in the mail's numbered list (1-based).
    Numbered(usize),
    /// A decision given ahead (issue 27), in the game's notation: a line `next <action>`,
    /// or `next card <n>` for `play <n>` (Richard III's card for next turn).
    Ahead(String),
}

/// The moves written in `body`, in order: the lines before the quoted original (a line
/// starting with `>`, an "On … wrote:" line in English, Russian or Japanese, an
/// "-----Original Message-----" line or a mail client's "From: " header block) and before
/// a signature (`--`), trimmed, blank ones skipped; at most [`MOST_LINES`]. Each line is
/// read in Unicode's compatibility form (NFKC), so full-width letters, digits and spaces,
/// as a Japanese keyboard types them ("ｐｌａｙ　１０"), read as the notation's own.
pub fn moves_written(body: &str) -> Vec<Wrote> {
    let mut moves = Vec::new();
    for line in body.lines() {
        let line = compatible(line);
        let line = line.trim_matches(|c: char| c.is_whitespace() || c == '\u{feff}');
        if ends_what_was_written(line) {
            break;
        }
        if line.is_empty() {
            continue;
        }
        if moves.len() == MOST_LINES {
            break;
        }
        if let Some(ahead) = given_ahead(line) {
            moves.push(Wrote::Ahead(ahead));
            continue;
        }
        moves.push(
            match line
                .strip_prefix('#')
                .unwrap_or(line)
                .trim_end_matches(['.', ')'])
                .parse::<usize>()
            {
                Ok(n) if n >= 1 => Wrote::Numbered(n),
                _ => Wrote::Action(collapse_spaces(line)),
            },
        );
    }
    moves
}

/// The lines of a reply that are moves, and the decision its last `next …` line gives
/// ahead, if any (issue 27).
pub fn split_ahead(lines: Vec<Wrote>) -> (Vec<Wrote>, Option<String>) {
    let mut ahead = None;
    let moves = lines
        .into_iter()
        .filter(|line| match line {
            Wrote::Ahead(action) => {
                ahead = Some(action.clone());
                false
            }
            _ => true,
        })
        .collect();
    (moves, ahead)
}

/// The action a line `next <action>` (or `next card <n>`, for `play <n>`) gives ahead, in
/// notation with single spaces; none for any other line.
fn given_ahead(line: &str) -> Option<String> {
    let mut words = line.split_whitespace();
    if !words.next()?.eq_ignore_ascii_case("next") {
        return None;
    }
    let rest: Vec<&str> = words.collect();
    match rest.as_slice() {
        [] => None,
        [card, n] if card.eq_ignore_ascii_case("card") => Some(format!("play {n}")),
        action => Some(action.join(" ")),
    }
}

/// Whether `line` begins what the player did not write: the quoted mail or a signature.
fn ends_what_was_written(line: &str) -> bool {
    let lower = line.to_lowercase();
    line.starts_with('>')
        || line == "--"
        || line.starts_with("-- ")
        || line.starts_with("__")
        || lower.contains("original message")
        || (lower.starts_with("on ") && lower.contains(" wrote"))
        || (lower.starts_with("le ") && lower.ends_with("a écrit :"))
        || (lower.starts_with("am ") && lower.ends_with("schrieb:"))
        || lower.starts_with("from: ")
        || lower.starts_with("sent from my ")
        || quotes_in_russian_or_japanese(&lower)
        || names_a_sender(&lower)
}

/// The lines Russian and Japanese mail clients put over a quoted mail: "… Herald
/// написал(а):", "… пишет:", "-----Исходное сообщение-----", "От: …", "… さんは書きました:",
/// "…のメール:", "-----元のメッセージ-----", "差出人: …", "送信者: …", "送信元: …".
fn quotes_in_russian_or_japanese(lower: &str) -> bool {
    const ENDINGS: [&str; 6] = [
        "написал:",
        "написала:",
        "написал(а):",
        "пишет:",
        "書きました:",
        "のメール:",
    ];
    const HEADERS: [&str; 5] = ["от: ", "差出人:", "送信者:", "送信元:", "отправлено с "];
    ENDINGS.iter().any(|e| lower.ends_with(e))
        || HEADERS.iter().any(|h| lower.starts_with(h))
        || lower.contains("исходное сообщение")
        || lower.contains("元のメッセージ")
}

/// A line naming a sender by address and ending in a colon, in any language: the line
/// Gmail, Yandex or Mail.ru put over a quote ("пн, 30 нояб. 2026 г. в 01:09, Herald
/// <move+…@…>:", "2026年11月30日(月) 1:09 Herald <move+…@…>:"). No move holds an address.
fn names_a_sender(lower: &str) -> bool {
    lower.ends_with(':')
        && lower
            .find('<')
            .is_some_and(|at| lower[at..].contains('@') && lower[at..].contains('>'))
}

/// `line` in Unicode's compatibility composition (NFKC): full-width Latin letters, digits,
/// punctuation and the ideographic space as their plain forms.
fn compatible(line: &str) -> std::borrow::Cow<'_, str> {
    icu_normalizer::ComposingNormalizerBorrowed::new_nfkc().normalize(line)
}

/// `line` with every run of white space as one space (`move  Y_kent   sussex`).
fn collapse_spaces(line: &str) -> String {
    line.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The action among `legal` that `wrote` names, ignoring case (and, for a number, the
/// `n`th of the mail's list, which lists `legal` in order).
pub fn chosen<'a>(wrote: &Wrote, legal: &'a [String]) -> Option<&'a String> {
    match wrote {
        Wrote::Numbered(n) => legal.get(n - 1),
        Wrote::Action(text) | Wrote::Ahead(text) => {
            legal.iter().find(|a| a.eq_ignore_ascii_case(text))
        }
    }
}

/// The action among `legal` that `text` names in words: the game's words for each action
/// (`words`, in the order of `legal`; none where the game has no words for one), compared
/// in NFKC, ignoring case, runs of white space and a closing full stop (`.` or `。`). A line copied whole from
/// the mail's list (`3. Play card 10 (2 AP)`, or `3. play 10` where the list shows the
/// notation) counts without its number, which may be stale on a line after the first.
///
/// # Errors
/// How many actions the words name, when they name more than one: the player must then
/// write the action's number or its notation.
pub fn named<'a>(
    text: &str,
    legal: &'a [String],
    words: &[Option<String>],
) -> Result<Option<&'a String>, usize> {
    // Both sides in NFKC (once each), one space a run, lower case, no closing full stop.
    let read = |t: &str| {
        let t = collapse_spaces(t).to_lowercase();
        t.strip_suffix(['.', '。']).map(str::to_string).unwrap_or(t)
    };
    let worded: Vec<Option<String>> = words
        .iter()
        .map(|w| w.as_deref().map(|w| read(&compatible(w))))
        .collect();
    let text = compatible(text);
    for candidate in [Some(text.as_ref()), without_list_number(&text)]
        .into_iter()
        .flatten()
    {
        let wanted = read(candidate);
        if let Some(action) = legal.iter().find(|a| a.eq_ignore_ascii_case(&wanted)) {
            return Ok(Some(action));
        }
        let matching: Vec<&String> = legal
            .iter()
            .zip(&worded)
            .filter(|(_, w)| w.as_deref() == Some(wanted.as_str()))
            .map(|(action, _)| action)
            .collect();
        match matching.as_slice() {
            [] => continue,
            [one] => return Ok(Some(one)),
            many => return Err(many.len()),
        }
    }
    Ok(None)
}

/// `line` without the number the mail's list puts before each action (`3. `, `3) `).
fn without_list_number(line: &str) -> Option<&str> {
    let digits = line.len() - line.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if digits == 0 {
        return None;
    }
    let rest = line[digits..].strip_prefix(['.', ')'])?;
    rest.starts_with(char::is_whitespace)
        .then(|| rest.trim_start())
}

/// What a mail offers its reader to reply with: the legal actions numbered, when there
/// are at most [`MOST_LISTED`]; else the kinds of action (the first word of each) with how
/// many there are of each.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Choices {
    /// The legal actions, numbered from 1 in this order; empty when there are too many.
    pub listed: Vec<String>,
    /// The listed actions in the game's words where it has them (`Play card 10 (2 AP)`),
    /// else in notation, in the same order: as one reader reads them (see
    /// [`Choices::worded`]).
    pub words: Vec<String>,
    /// The listed actions in the game's words, in no language yet, where it has them
    /// (see [`Choices::explained`]), in the same order.
    pub explained: Vec<Option<Msg>>,
    /// The kinds of action and their counts, in the order they first come; empty when
    /// every action is listed.
    pub kinds: Vec<(String, usize)>,
    /// How many legal actions there are.
    pub total: usize,
}

impl Choices {
    /// The choices among `legal` (the engine's order, which a number in a reply follows).
    pub fn of(legal: Vec<String>) -> Choices {
        let total = legal.len();
        if total <= MOST_LISTED {
            return Choices {
                words: legal.clone(),
                explained: Vec::new(),
                listed: legal,
                kinds: Vec::new(),
                total,
            };
        }
        let mut kinds: Vec<(String, usize)> = Vec::new();
        for action in &legal {
            let kind = action.split_whitespace().next().unwrap_or("");
            match kinds.iter_mut().find(|(k, _)| k == kind) {
                Some((_, n)) => *n += 1,
                None => kinds.push((kind.to_string(), 1)),
            }
        }
        Choices {
            listed: Vec::new(),
            words: Vec::new(),
            explained: Vec::new(),
            kinds,
            total,
        }
    }

    /// The same choices shown in `words`: each listed action in the game's words, where
    /// `words` has them for it.
    pub fn worded(mut self, words: impl Fn(&str) -> Option<String>) -> Choices {
        self.words = self
            .listed
            .iter()
            .map(|action| words(action).unwrap_or_else(|| action.clone()))
            .collect();
        self
    }

    /// The same choices with the game's words for each listed action, in no language yet
    /// (`Rules::explain`), to be worded for each reader by [`Choices::worded`].
    pub fn explained(mut self, words: impl Fn(&str) -> Option<Msg>) -> Choices {
        self.explained = self.listed.iter().map(|action| words(action)).collect();
        self
    }

    /// The game's words for listed `action`, if it has them (see [`Choices::explained`]).
    pub fn explanation(&self, action: &str) -> Option<&Msg> {
        let at = self.listed.iter().position(|a| a == action)?;
        self.explained.get(at)?.as_ref()
    }

    /// The kinds in words: "move (42), activate (6), done (1)".
    pub fn kinds_in_words(&self) -> String {
        self.kinds
            .iter()
            .map(|(kind, n)| format!("{kind} ({n})"))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn actions(text: &str) -> Vec<Wrote> {
        moves_written(text)
    }

    #[test]
    fn the_lines_before_the_quote_are_the_moves() {
        let reply = "play NE2\r\n\r\nOn Tue, 24 Nov 2026 at 19:29, Herald <move+x@h.org> wrote:\r\n> Your turn\r\n> 1. play NE2\r\n";
        assert_eq!(actions(reply), [Wrote::Action("play NE2".into())]);
    }

    #[test]
    fn a_whole_action_phase_blank_lines_and_a_signature() {
        let reply =
            "\n  activate oxford \n\nmove   L_henry_vi leicester\n\ndone\n-- \nAnn\nplay 3\n";
        assert_eq!(
            actions(reply),
            [
                Wrote::Action("activate oxford".into()),
                Wrote::Action("move L_henry_vi leicester".into()),
                Wrote::Action("done".into()),
            ]
        );
    }

    #[test]
    fn numbers_name_the_mails_list_and_quotes_of_other_clients_end_the_reply() {
        assert_eq!(
            actions("3\n#4\n0\n"),
            [
                Wrote::Numbered(3),
                Wrote::Numbered(4),
                Wrote::Action("0".into())
            ]
        );
        for quoted in [
            "-----Original Message-----\nplay 1",
            "From: Herald <herald@h.org>\nplay 1",
            "> play 1",
            "Sent from my phone\nplay 1",
            "Le mar. 24 nov. 2026 à 19:29, Herald a écrit :\nplay 1",
            // Russian clients: Gmail, Yandex, Mail.ru, Thunderbird, Apple Mail, Outlook.
            "пн, 30 нояб. 2026 г. в 01:09, Herald <move+x@h.org>:\nplay 1",
            "30.11.2026, 01:09, \"Herald\" <move+x@h.org>:\nplay 1",
            "Понедельник, 30 ноября 2026, 1:09 +03:00 от Herald <move+x@h.org>:\nplay 1",
            "30.11.2026 01:09, Herald пишет:\nplay 1",
            "30 нояб. 2026 г., в 01:09, Herald <move+x@h.org> написал(а):\nplay 1",
            "-----Исходное сообщение-----\nplay 1",
            "От: Herald <move+x@h.org>\nplay 1",
            // Japanese clients: Gmail, Apple Mail, Thunderbird, Outlook; full-width quotes.
            "2026年11月30日(月) 1:09 Herald <move+x@h.org>:\nplay 1",
            "2026/11/30 1:09、Herald <move+x@h.org>のメール：\nplay 1",
            "Herald さんは書きました：\nplay 1",
            "-----元のメッセージ-----\nplay 1",
            "差出人: Herald <move+x@h.org>\nplay 1",
            "＞ play 1",
        ] {
            assert_eq!(
                actions(&format!("pass\n{quoted}")),
                [Wrote::Action("pass".into())]
            );
        }
        let long = "pass\n".repeat(MOST_LINES + 5);
        assert_eq!(actions(&long).len(), MOST_LINES);
    }

    #[test]
    fn full_width_letters_digits_and_spaces_read_as_the_notation() {
        // Issue 30: what a Japanese keyboard types.
        assert_eq!(
            actions("ｐｌａｙ　１０\n３\nｍｏｖｅ　Ｙ＿ｋｅｎｔ　ｓｕｓｓｅｘ\n"),
            [
                Wrote::Action("play 10".into()),
                Wrote::Numbered(3),
                Wrote::Action("move Y_kent sussex".into()),
            ]
        );
        // The list's words, copied with a full-width number or a Japanese full stop.
        let legal = ["play 10".to_string(), "done".to_string()];
        let words = [Some("カード10を出す".to_string()), None];
        assert_eq!(
            named("１. カード10を出す。", &legal, &words),
            Ok(Some(&legal[0]))
        );
    }

    #[test]
    fn a_next_line_gives_a_decision_ahead() {
        // Issue 27 (Richard III rule 1.1): next turn's card, chosen ahead.
        assert_eq!(
            actions("play 5\nNext card 3\n> quoted"),
            [
                Wrote::Action("play 5".into()),
                Wrote::Ahead("play 3".into())
            ]
        );
        assert_eq!(actions("next  play 12"), [Wrote::Ahead("play 12".into())]);
        // `next` alone, or inside a line, is not one.
        assert_eq!(
            actions("next\nnextcard 3"),
            [
                Wrote::Action("next".into()),
                Wrote::Action("nextcard 3".into())
            ]
        );
        let legal = vec!["play 3".to_string()];
        assert_eq!(
            chosen(&Wrote::Ahead("PLAY 3".into()), &legal),
            Some(&legal[0])
        );
    }

    #[test]
    fn case_is_ignored_against_the_legal_actions_and_a_number_picks_from_the_list() {
        let legal = vec!["move L_henry_vi leicester".to_string(), "done".to_string()];
        let wrote = Wrote::Action("MOVE l_henry_vi LEICESTER".into());
        assert_eq!(chosen(&wrote, &legal), Some(&legal[0]));
        assert_eq!(chosen(&Wrote::Numbered(2), &legal), Some(&legal[1]));
        assert_eq!(chosen(&Wrote::Numbered(3), &legal), None);
        assert_eq!(chosen(&Wrote::Action("retreat".into()), &legal), None);
    }

    #[test]
    fn up_to_thirty_actions_are_listed_more_are_told_by_kind() {
        let few: Vec<String> = (1..=MOST_LISTED).map(|n| format!("play {n}")).collect();
        let choices = Choices::of(few.clone());
        assert_eq!((choices.listed, choices.total), (few, MOST_LISTED));
        let mut many: Vec<String> = (0..40).map(|n| format!("move b{n} kent")).collect();
        many.extend(["activate oxford".to_string(), "done".to_string()]);
        let choices = Choices::of(many);
        assert!(choices.listed.is_empty());
        assert_eq!(choices.total, 42);
        assert_eq!(
            choices.kinds_in_words(),
            "move (40), activate (1), done (1)"
        );
    }

    #[test]
    fn an_action_is_named_by_its_words_as_listed_or_by_the_whole_listed_line() {
        let legal: Vec<String> = ["play 10", "fire Y_warwick", "done"]
            .map(String::from)
            .into();
        let words = [
            Some("Play card 10 (2 AP)".to_string()),
            Some("Fire with Warwick".to_string()),
            None,
        ];
        let named = |text: &str| named(text, &legal, &words);
        assert_eq!(named("Fire with Warwick"), Ok(Some(&legal[1])));
        assert_eq!(named("fire  WITH warwick."), Ok(Some(&legal[1])));
        assert_eq!(
            named("2. Fire with Warwick"),
            Ok(Some(&legal[1])),
            "copied from the list"
        );
        assert_eq!(named("1) play card 10 (2 ap)"), Ok(Some(&legal[0])));
        assert_eq!(named("3. done"), Ok(Some(&legal[2])), "a listed notation");
        assert_eq!(
            named("FIRE y_warwick"),
            Ok(Some(&legal[1])),
            "notation still counts"
        );
        assert_eq!(named("Fire with Oxford"), Ok(None));
        assert_eq!(
            named("2.Fire with Warwick"),
            Ok(None),
            "a number needs its space"
        );
        let twice = [Some("Pass".to_string()), Some("pass".to_string()), None];
        assert_eq!(
            super::named("pass", &legal, &twice),
            Err(2),
            "words of two actions"
        );
    }

    #[test]
    fn a_number_with_the_lists_stop_is_a_number() {
        assert_eq!(
            actions("3.\n4)\n#5\n"),
            [Wrote::Numbered(3), Wrote::Numbered(4), Wrote::Numbered(5)]
        );
    }
}
