//! The rules are pure: nothing under `src/engine/` or `src/games/` may reach HTTP, SQL,
//! mail, the async runtime, the clock or the operating system's randomness (DESIGN.md).

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

#[test]
fn rules_engines_use_no_io_clock_or_global_randomness() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&root.join("engine"), &mut files);
    rust_files(&root.join("games"), &mut files);
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
