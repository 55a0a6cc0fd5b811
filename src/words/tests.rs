//! The message files' check: every message in every language, and every argument a
//! message uses passed by the code that names it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

use super::{catalog, say, sources};
use crate::i18n::{Lang, Source};
use crate::msg;

/// What one message of one language needs: the variables it uses itself and the messages
/// it names (whose variables it needs too).
#[derive(Default)]
struct Needs {
    variables: BTreeSet<String>,
    messages: BTreeSet<String>,
}

fn inline_needs(expression: &InlineExpression<&str>, needs: &mut Needs) {
    match expression {
        InlineExpression::VariableReference { id } => {
            needs.variables.insert(id.name.to_string());
        }
        InlineExpression::MessageReference { id, .. } => {
            needs.messages.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_needs(argument, needs);
            }
            for named in &arguments.named {
                inline_needs(&named.value, needs);
            }
        }
        InlineExpression::Placeable { expression } => expression_needs(expression, needs),
        // A term's variables are its own (given in the reference's arguments).
        InlineExpression::TermReference { .. }
        | InlineExpression::StringLiteral { .. }
        | InlineExpression::NumberLiteral { .. } => {}
    }
}

fn expression_needs(expression: &Expression<&str>, needs: &mut Needs) {
    match expression {
        Expression::Inline(inline) => inline_needs(inline, needs),
        Expression::Select { selector, variants } => {
            inline_needs(selector, needs);
            for variant in variants {
                pattern_needs(&variant.value, needs);
            }
        }
    }
}

fn pattern_needs(pattern: &Pattern<&str>, needs: &mut Needs) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_needs(expression, needs);
        }
    }
}

/// Each language's messages and what each needs, read from every message file.
fn messages_by_language(sources: &[Source]) -> BTreeMap<Lang, BTreeMap<String, Needs>> {
    let mut by_language: BTreeMap<Lang, BTreeMap<String, Needs>> = BTreeMap::new();
    for source in sources {
        let resource = fluent_syntax::parser::parse(source.text)
            .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", source.file));
        for entry in &resource.body {
            if let Entry::Message(message) = entry {
                let mut needs = Needs::default();
                if let Some(value) = &message.value {
                    pattern_needs(value, &mut needs);
                }
                for attribute in &message.attributes {
                    pattern_needs(&attribute.value, &mut needs);
                }
                let name = message.id.name.to_string();
                let messages = by_language.entry(source.lang).or_default();
                assert!(
                    messages.insert(name.clone(), needs).is_none(),
                    "{}: `{name}` is worded twice in {}",
                    source.file,
                    source.lang
                );
            }
        }
    }
    by_language
}

/// The variables `id` uses in one language, with those of the messages it names.
fn variables_of(messages: &BTreeMap<String, Needs>, id: &str) -> BTreeSet<String> {
    let mut variables = BTreeSet::new();
    let mut seen = BTreeSet::new();
    let mut to_visit = vec![id.to_string()];
    while let Some(next) = to_visit.pop() {
        if !seen.insert(next.clone()) {
            continue;
        }
        if let Some(needs) = messages.get(&next) {
            variables.extend(needs.variables.iter().cloned());
            to_visit.extend(needs.messages.iter().cloned());
        }
    }
    variables
}

fn files_under(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("read a source folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            files_under(&path, out);
        } else {
            out.push(path);
        }
    }
}

/// The text from `at` up to its matching closing parenthesis (string literals skipped),
/// split at the commas outside any brackets.
fn call_arguments(text: &str) -> Vec<String> {
    let (mut depth, mut in_string, mut escaped) = (0usize, false, false);
    let (mut parts, mut part) = (Vec::new(), String::new());
    for c in text.chars() {
        if in_string {
            in_string = c != '"' || escaped;
            escaped = c == '\\' && !escaped;
            part.push(c);
            continue;
        }
        match c {
            '"' => in_string = true,
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' if depth == 0 => break,
            ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(std::mem::take(&mut part));
                continue;
            }
            _ => {}
        }
        part.push(c);
    }
    parts.push(part);
    parts.into_iter().map(|p| p.trim().to_string()).collect()
}

/// A string literal's text: `"nav-lobby"` → `nav-lobby`.
fn literal(text: &str) -> Option<String> {
    let inner = text.strip_prefix('"')?.strip_suffix('"')?;
    (!inner.contains('"')).then(|| inner.to_string())
}

/// Every message the code and templates name, with the arguments each call passes:
/// `msg!("id", name = value)` in Rust, `t("id")` and `t1("id", "name", value)` in templates.
fn named_in_code() -> BTreeMap<String, Vec<BTreeSet<String>>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    files_under(&root.join("src"), &mut files);
    files_under(&root.join("templates"), &mut files);
    let mut named: BTreeMap<String, Vec<BTreeSet<String>>> = BTreeMap::new();
    for file in &files {
        let Ok(text) = std::fs::read_to_string(file) else {
            continue;
        };
        let is_rust = file.extension().is_some_and(|e| e == "rs");
        let markers: &[&str] = if is_rust {
            &["msg!("]
        } else {
            &[".t(", ".t1(", ".t2("]
        };
        for marker in markers {
            for (at, _) in text.match_indices(marker) {
                let line_start = text[..at].rfind('\n').map_or(0, |n| n + 1);
                if text[line_start..at].trim_start().starts_with("//") {
                    continue; // an example in a comment
                }
                let arguments = call_arguments(&text[at + marker.len()..]);
                let Some(id) = arguments.first().and_then(|a| literal(a)) else {
                    continue; // the macro's own definition, or a test's example
                };
                let passed: BTreeSet<String> = if is_rust {
                    arguments[1..]
                        .iter()
                        .filter_map(|a| a.split_once('=').map(|(name, _)| name.trim().into()))
                        .collect()
                } else {
                    // t1/t2("id", "name", value, …): every other argument names one.
                    arguments[1..]
                        .iter()
                        .step_by(2)
                        .filter_map(|a| literal(a))
                        .collect()
                };
                named.entry(id).or_default().push(passed);
            }
        }
    }
    named
}

/// Every message is in every language, every message the code names exists, and every
/// argument a message uses (in any language) is passed by each call that names it.
#[test]
fn every_message_is_in_every_language_and_gets_its_arguments() {
    let by_language = messages_by_language(&sources());
    let english = &by_language[&Lang::En];
    let mut faults = Vec::new();
    for lang in Lang::ALL {
        let messages = by_language.get(&lang).expect("every language has files");
        for id in english.keys().filter(|id| !messages.contains_key(*id)) {
            faults.push(format!("`{id}` is missing in {lang}"));
        }
        for id in messages.keys().filter(|id| !english.contains_key(*id)) {
            faults.push(format!("`{id}` is in {lang} but not in English"));
        }
    }
    let named = named_in_code();
    assert!(
        named.contains_key("nav-lobby") && named.contains_key("span-days"),
        "the code's messages were found"
    );
    for (id, calls) in &named {
        if !english.contains_key(id) {
            faults.push(format!(
                "the code names `{id}`, which no message file words"
            ));
        }
        for (lang, messages) in &by_language {
            let needed = variables_of(messages, id);
            for passed in calls {
                for missing in needed.difference(passed) {
                    faults.push(format!("`{id}` in {lang} uses ${missing}, never passed"));
                }
            }
        }
    }
    // A message the code does not name literally (a name from a game's data, keyed by
    // its id) may use no argument English does not.
    for (id, _) in english.iter().filter(|(id, _)| !named.contains_key(*id)) {
        let english_needs = variables_of(english, id);
        for (lang, messages) in &by_language {
            for extra in variables_of(messages, id).difference(&english_needs) {
                faults.push(format!(
                    "`{id}` in {lang} uses ${extra}, which English does not"
                ));
            }
        }
    }
    assert!(faults.is_empty(), "message files:\n{}", faults.join("\n"));
}

/// The check sees what it must: a message used without its argument is a fault.
#[test]
fn the_check_finds_an_argument_never_passed() {
    let by_language = messages_by_language(&sources());
    let needed = variables_of(&by_language[&Lang::Ru], "settings-language-saved");
    assert!(needed.contains("language"));
    let calls = call_arguments(r#""id", count = n.len(), who = f(a, b)) trailing"#);
    assert_eq!(calls, ["\"id\"", "count = n.len()", "who = f(a, b)"]);
}

/// Every message file reads, and the catalog words from all of them; a game's ids begin
/// with its name, so two games never word one id.
#[test]
fn the_catalog_holds_the_core_and_every_game() {
    for lang in Lang::ALL {
        assert!(!say(lang, &msg!("nav-lobby")).is_empty());
        assert!(catalog().has(lang, "nav-lobby"));
    }
    for kind in crate::games::kinds() {
        let prefix = format!("{}-", kind.kind());
        let files = messages_by_language(kind.words());
        assert_eq!(
            files.len(),
            Lang::ALL.len(),
            "{} has a file a language",
            kind.kind()
        );
        for (lang, messages) in files {
            for id in messages.keys() {
                assert!(id.starts_with(&prefix), "{}: `{id}` ({lang})", kind.kind());
            }
            let title = super::kind_title(lang, *kind);
            assert!(
                !title.contains("-title"),
                "{} has a title in {lang}",
                kind.kind()
            );
            if lang == Lang::En {
                assert_eq!(title, kind.title(), "the English title is the rules' own");
            }
        }
    }
}
