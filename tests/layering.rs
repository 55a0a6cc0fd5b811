//! The layers of the crate, checked from its source text:
//! - the rules are pure: nothing under `src/engine/` or `src/games/` may reach HTTP, SQL,
//!   mail, the async runtime, the clock or the operating system's randomness (DESIGN.md);
//! - the imports between the folders under `src/` run one way only, from the web down to
//!   the engine: a `crate::…` path in a lower layer never names a higher one;
//! - no file under `src/` is over 600 lines (a file holds one responsibility; clippy
//!   holds the functions to 80 lines, see `clippy.toml`).

use std::path::Path;

const FORBIDDEN: &[&str] = &[
    "sqlx",
    "axum",
    "lettre",
    "tokio",
    "askama",
    "reqwest",
    "std::fs",
    "std::net",
    "std::time",
    "SystemTime",
    "Instant",
    "getrandom",
    "thread_rng",
    "OsRng",
    "crate::service",
    "crate::store",
    "crate::web",
    "crate::mail",
];

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("read the source folder") {
        let path = entry.expect("entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The most lines a file under `src/` may have.
const MOST_LINES: usize = 600;

#[test]
fn no_source_file_is_over_600_lines() {
    let mut files = Vec::new();
    rust_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    assert!(files.len() > 100, "the sources were found");
    let long: Vec<String> = files
        .iter()
        .filter_map(|file| {
            let lines = std::fs::read_to_string(file).expect("read").lines().count();
            (lines > MOST_LINES).then(|| format!("{} ({lines} lines)", file.display()))
        })
        .collect();
    assert!(
        long.is_empty(),
        "over {MOST_LINES} lines: split by responsibility, not by size: {long:?}"
    );
}

#[test]
fn rules_engines_use_no_io_clock_or_global_randomness() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&root.join("engine"), &mut files);
    rust_files(&root.join("games"), &mut files);
    rust_files(&root.join("i18n"), &mut files);
    assert!(
        files.len() >= 3,
        "the engine and games folders hold the rules"
    );
    let mut offences = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("read a source file");
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            for word in FORBIDDEN {
                if code.contains(word) {
                    offences.push(format!("{}:{}: {word}", file.display(), n + 1));
                }
            }
        }
    }
    assert!(
        offences.is_empty(),
        "pure rules must not use:\n{}",
        offences.join("\n")
    );
}

/// Each layer (a folder under `src/`, or a file for the small ones) and the layers it
/// must not import: the arrows run from `web` down through `service`, `mail` and `store`
/// to `games` and `engine`; `domain` (the service's words as types) and `clock` (now)
/// sit at the bottom and import no layer.
const FORBIDDEN_LAYERS: &[(&str, &[&str])] = &[
    (
        "engine",
        &["games", "service", "store", "web", "mail", "clock", "words"],
    ),
    (
        "games",
        &["service", "store", "web", "mail", "clock", "words"],
    ),
    ("store", &["service", "web", "mail"]),
    ("mail", &["service", "web"]),
    // Reading a mail and its reply address is pure: the service and the mail worker use it.
    ("inbound", &["service", "store", "web", "mail", "clock"]),
    // The SMTP receiver hands mail to the service, as the web layer hands requests.
    ("receiver", &["web"]),
    ("service", &["web"]),
    // The languages' machinery is pure and at the bottom: the engines word through it.
    (
        "i18n",
        &[
            "engine", "games", "service", "store", "web", "mail", "clock", "config", "words",
            "domain",
        ],
    ),
    // Every message file in one catalog: the core's and each game's.
    ("words", &["service", "store", "web", "mail", "clock"]),
    (
        "domain",
        &[
            "engine", "games", "service", "store", "web", "mail", "clock", "config",
        ],
    ),
    (
        "clock",
        &[
            "engine", "games", "service", "store", "web", "mail", "config",
        ],
    ),
];

/// Backward arrows known today, each as (layer, the full path it imports), to be removed
/// from here when fixed. None: the last one (mail took the service's `Clock`) went when
/// the clock moved to `src/clock.rs`.
const KNOWN_BACKWARD: &[(&str, &str)] = &[];

/// One `crate::…` path in a source text: its line, the top-level module it names and the
/// path as written (without spaces), e.g. `(24, "service", "crate::service::Clock")`.
type CratePath = (usize, String, String);

/// Every `crate::…` path in `text`, comments left out. A group such as
/// `crate::{service::Clock, store}` gives one path per member, even over several lines.
fn crate_paths(text: &str) -> Vec<CratePath> {
    let code: String = text
        .lines()
        .map(|line| line.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n");
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut out = Vec::new();
    for (at, _) in code.match_indices("crate::") {
        if code[..at].ends_with(|c: char| ident(c) || c == '$') {
            continue; // another word ending in `crate`, or `$crate` in a macro
        }
        let line = code[..at].matches('\n').count() + 1;
        let rest = &code[at + "crate::".len()..];
        let members = match rest.strip_prefix('{') {
            Some(group) => top_level_members(group),
            None => vec![rest],
        };
        for member in members {
            let path = path_text(member);
            let path = path.trim_end_matches("::");
            let layer = path.split("::").next().unwrap_or("").to_string();
            if !layer.is_empty() {
                out.push((line, layer, format!("crate::{path}")));
            }
        }
    }
    out
}

/// The path at the start of `text` (`games::kind`), with a nested group and without its
/// spaces (`service::{Clock,Herald}`) if it ends in one.
fn path_text(text: &str) -> String {
    let mut path = String::new();
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => break,
            '}' if depth == 1 => {
                path.push(c);
                break;
            }
            '}' => depth -= 1,
            _ if depth == 0 && !(c.is_alphanumeric() || c == '_' || c == ':') => break,
            _ => {}
        }
        if !c.is_whitespace() {
            path.push(c);
        }
    }
    path
}

/// The members of a `{…}` group (the text after its `{`), split at its top-level commas.
fn top_level_members(group: &str) -> Vec<&str> {
    let mut members = Vec::new();
    let (mut depth, mut start) = (0usize, 0);
    for (i, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => {
                members.push(group[start..i].trim_start());
                break;
            }
            '}' => depth -= 1,
            ',' if depth == 0 => {
                members.push(group[start..i].trim_start());
                start = i + 1;
            }
            _ => {}
        }
    }
    members
}

/// Every import in `src/` that runs against the direction of [`FORBIDDEN_LAYERS`], less
/// the [`KNOWN_BACKWARD`] ones, as `file:line: layer imports path`.
fn backward_arrows(src: &Path) -> Vec<String> {
    let mut offences = Vec::new();
    for (layer, forbidden) in FORBIDDEN_LAYERS {
        let mut files = Vec::new();
        let folder = src.join(layer);
        if folder.is_dir() {
            rust_files(&folder, &mut files);
        } else {
            files.push(src.join(format!("{layer}.rs")));
        }
        assert!(
            files.iter().all(|f| f.exists()) && !files.is_empty(),
            "src/{layer} holds code"
        );
        for file in &files {
            let text = std::fs::read_to_string(file).expect("read a source file");
            for (line, target, path) in crate_paths(&text) {
                let known = KNOWN_BACKWARD.contains(&(*layer, path.as_str()));
                if forbidden.contains(&target.as_str()) && !known {
                    offences.push(format!("{}:{line}: {layer} imports {path}", file.display()));
                }
            }
        }
    }
    offences
}

#[test]
fn imports_run_from_the_web_down_to_the_engine_only() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let offences = backward_arrows(&root);
    assert!(
        offences.is_empty(),
        "a lower layer must not import a higher one (see FORBIDDEN_LAYERS):\n{}",
        offences.join("\n")
    );
}

#[test]
fn crate_paths_are_found_alone_in_groups_and_over_lines_but_not_in_comments() {
    let text = "use crate::engine::Seat;\n\
                use crate::{\n    service::Clock,\n    store::{self, Db},\n};\n\
                // crate::web in a comment\n\
                let k = crate::games::kind(\"tara\");\n\
                $crate::mail::x; my_crate::web::y;\n";
    let expected = [
        (1, "engine", "crate::engine::Seat"),
        (2, "service", "crate::service::Clock"),
        (2, "store", "crate::store::{self,Db}"),
        (7, "games", "crate::games::kind"),
    ];
    let expected: Vec<CratePath> = expected
        .iter()
        .map(|(line, layer, path)| (*line, layer.to_string(), path.to_string()))
        .collect();
    assert_eq!(crate_paths(text), expected);
}

/// The games' registry: all the web layer may take from `src/games`.
const GAMES_REGISTRY: &[&str] = &["crate::games::kinds", "crate::games::kind"];

#[test]
fn the_web_knows_no_game_only_the_registry_of_kinds() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&root.join("web"), &mut files);
    let registry = |path: &str| {
        let members = path
            .strip_prefix("crate::games::{")
            .and_then(|group| group.strip_suffix('}'))
            .map(|group| {
                group
                    .split(',')
                    .map(|m| format!("crate::games::{m}"))
                    .collect()
            })
            .unwrap_or_else(|| vec![path.to_string()]);
        // Paths come without spaces: `kind as k` reads `kindask`.
        members.iter().all(|m| {
            GAMES_REGISTRY
                .iter()
                .any(|r| m == r || m.starts_with(&format!("{r}as")))
        })
    };
    let mut offences = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("read a source file");
        for (line, layer, path) in crate_paths(&text) {
            if layer == "games" && !registry(&path) {
                offences.push(format!("{}:{line}: {path}", file.display()));
            }
        }
        for kind in ["rosenkonig", "richard3", "tara", "westeros"] {
            if text.contains(&format!("\"{kind}\"")) {
                offences.push(format!("{}: names the kind \"{kind}\"", file.display()));
            }
        }
    }
    assert!(
        offences.is_empty(),
        "src/web must reach games only through the registry (a game draws its own board):\n{}",
        offences.join("\n")
    );
}
