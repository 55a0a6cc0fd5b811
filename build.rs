//! Says loudly, at build time, when the PostgreSQL tests will be skipped because no server
//! is named, and when the browser tests (`tests/browser.rs`, and the
//! WebDriver ones such as `tests/phone.rs`) will be skipped because no Chromium or no
//! chromedriver is installed: a skipped test otherwise looks like a passed one.
//! The Chromium check is only for debug builds (what `cargo test` builds); a release build
//! is for deployment. In every build a new migration file rebuilds the crate, which
//! embeds the migrations.

use std::path::PathBuf;

/// The names the browser test runs.
const BROWSERS: [&str; 3] = ["chromium", "chromium-browser", "google-chrome"];
/// The WebDriver the WebDriver tests run.
const DRIVERS: [&str; 1] = ["chromedriver"];

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-env-changed=PATH");
    // The migrations are embedded by `sqlx::migrate!`; a new file there must rebuild.
    println!("cargo::rerun-if-changed=migrations");
    if std::env::var("PROFILE").as_deref() == Ok("release") {
        return;
    }
    // The PostgreSQL tests (issue 29) need a server; without one they are skipped.
    println!("cargo::rerun-if-env-changed=HERALD_TEST_POSTGRES");
    if std::env::var_os("HERALD_TEST_POSTGRES").is_none_or(|url| url.is_empty()) {
        println!(
            "cargo::warning=HERALD_TEST_POSTGRES is not set: the PostgreSQL tests \
             (src/store/writer_pg_tests.rs and others) will be SKIPPED by `cargo test`. \
             Start a throw-away server with `tools/pg-test-cluster start DIR` and set \
             HERALD_TEST_POSTGRES to the URL it prints."
        );
    }
    let dirs: Vec<PathBuf> = std::env::var_os("PATH")
        .map(|path| std::env::split_paths(&path).collect())
        .unwrap_or_default();
    for (names, what, tests, package) in [
        (&BROWSERS[..], "Chromium", "tests/browser.rs", "chromium"),
        (
            &DRIVERS[..],
            "chromedriver",
            "tests/phone.rs",
            "chromium-driver",
        ),
    ] {
        let found = dirs
            .iter()
            .chain(std::iter::once(&PathBuf::from("/usr/bin")))
            .flat_map(|dir| names.iter().map(move |name| dir.join(name)))
            .find(|bin| bin.is_file());
        match found {
            // Look again if it goes away.
            Some(bin) => println!("cargo::rerun-if-changed={}", bin.display()),
            None => {
                // Look again when a program is installed (only existing folders: a missing
                // path would make Cargo rebuild Herald every time).
                for dir in dirs.iter().filter(|dir| dir.is_dir()) {
                    println!("cargo::rerun-if-changed={}", dir.display());
                }
                println!(
                    "cargo::warning=no {what} found (on PATH or in /usr/bin): the browser \
                     tests ({tests} and others) will be SKIPPED by `cargo test`. Install it \
                     with `sudo apt-get install {package}` (Debian, Ubuntu) and build again."
                );
            }
        }
    }
}
