//! A real headless Chromium driven over WebDriver (`chromedriver` from Debian's
//! `chromium-driver`, through `fantoccini`), for checks a page dump cannot make: layout at
//! a phone's width, clicks. Without the browser a test is skipped, loudly, except where
//! `CI` or `HERALD_REQUIRE_BROWSER` is set (`.ci/run` sets it): there it fails.

use std::net::TcpListener;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder};
use serde_json::{Value, json};

/// A chromedriver process and a browser session on it, with the browser's profile in a
/// folder of its own; all three end when this is dropped.
pub struct Chrome {
    /// The session.
    pub client: Client,
    driver: Child,
    /// Removed after the driver (and its browser) stopped: each run left ~10 MB in the
    /// system's temporary folder before.
    _profile: tempfile::TempDir,
}

impl Drop for Chrome {
    fn drop(&mut self) {
        let _ = self.driver.kill();
        let _ = self.driver.wait();
    }
}

/// The first of `candidates` (names on PATH or paths) that runs `--version`.
pub fn first_runnable(candidates: &[&str]) -> Option<String> {
    candidates
        .iter()
        .find(|bin| {
            Command::new(bin)
                .arg("--version")
                .output()
                .is_ok_and(|o| o.status.success())
        })
        .map(|bin| bin.to_string())
}

/// Says loudly that `what` (looked for as `looked`) is missing: where a browser is
/// required (`CI`, `HERALD_REQUIRE_BROWSER`; `.ci/run` sets it) the test fails, telling how
/// to install it (`install`); elsewhere it says the check was skipped.
///
/// # Panics
/// When a browser is required.
pub fn browser_missing(what: &str, looked: &str, install: &str) {
    for required in ["CI", "HERALD_REQUIRE_BROWSER"] {
        assert!(
            std::env::var_os(required).is_none(),
            "{required} is set, so the browser test must run, but no {what} was found \
             ({looked}): `sudo apt-get install {install}`; .ci/run installs it"
        );
    }
    eprintln!("no {what} here (apt-get install {install}): the browser check was SKIPPED");
}

/// The chromedriver binary, if there is one.
fn chromedriver() -> Option<String> {
    first_runnable(&[
        "chromedriver",
        "/usr/bin/chromedriver",
        "/usr/lib/chromium/chromedriver",
    ])
}

impl Chrome {
    /// Ends the browser's session (its window closes and chromedriver lets it go).
    pub async fn close(&self) {
        self.client
            .clone()
            .close()
            .await
            .expect("close the browser");
    }

    /// A headless Chromium `width` × `height` CSS pixels, or `None` (said loudly) when
    /// there is no browser here and none is required.
    ///
    /// # Panics
    /// When a browser is required (`CI`, `HERALD_REQUIRE_BROWSER`) and missing, or it
    /// does not start.
    pub async fn start(width: u32, height: u32) -> Option<Chrome> {
        Chrome::start_in_zone(width, height, None).await
    }

    /// [`Chrome::start`] with the browser's clock in time zone `zone` (the `TZ` of
    /// chromedriver, which Chromium inherits), or the machine's.
    ///
    /// # Panics
    /// As [`Chrome::start`].
    pub async fn start_in_zone(width: u32, height: u32, zone: Option<&str>) -> Option<Chrome> {
        let Some(bin) = chromedriver() else {
            browser_missing(
                "chromedriver",
                "on PATH, /usr/bin or /usr/lib/chromium",
                "chromium chromium-driver",
            );
            return None;
        };
        let port = TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let mut command = Command::new(bin);
        if let Some(zone) = zone {
            command.env("TZ", zone);
        }
        let driver = command
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start chromedriver");
        let profile = tempfile::Builder::new()
            .prefix("herald-chrome-")
            .tempdir()
            .expect("a folder for the browser's profile");
        let capabilities = json!({
            "goog:chromeOptions": {
                "binary": "/usr/bin/chromium",
                // A desktop window is at least 500 px wide: a phone's screen is emulated.
                "mobileEmulation": {
                    "deviceMetrics": { "width": width, "height": height, "pixelRatio": 3.0 }
                },
                "args": [
                    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                    "--no-first-run", "--disable-background-networking",
                    "--disable-component-update", "--disable-sync",
                    format!("--window-size={width},{height}"),
                    format!("--user-data-dir={}", profile.path().display()),
                ]
            }
        });
        let Value::Object(capabilities) = capabilities else {
            unreachable!()
        };
        let started = Instant::now();
        let client = loop {
            // chromedriver speaks plain HTTP on loopback: no TLS.
            let connector = hyper_util::client::legacy::connect::HttpConnector::new();
            match ClientBuilder::new(connector)
                .capabilities(capabilities.clone())
                .connect(&format!("http://127.0.0.1:{port}"))
                .await
            {
                Ok(client) => break client,
                Err(e) if started.elapsed() < Duration::from_secs(20) => {
                    let _ = e;
                    tokio::time::sleep(Duration::from_millis(200)).await;
                }
                Err(e) => panic!("chromedriver did not start a browser: {e}"),
            }
        };
        Some(Chrome {
            client,
            driver,
            _profile: profile,
        })
    }

    /// Runs `script` in the page and returns its value.
    pub async fn eval(&self, script: &str) -> Value {
        self.client
            .execute(script, Vec::new())
            .await
            .unwrap_or_else(|e| panic!("run {script}: {e}"))
    }

    /// Signs in through the form at `base`.
    pub async fn sign_in(&self, base: &str, name: &str, password: &str) {
        use fantoccini::Locator;
        self.client
            .goto(&format!("{base}/signin"))
            .await
            .expect("open the sign-in page");
        let form = self
            .client
            .form(Locator::Css("main form"))
            .await
            .expect("the sign-in form");
        form.set_by_name("name", name).await.expect("name");
        form.set_by_name("password", password)
            .await
            .expect("password");
        form.submit_direct().await.expect("submit");
    }
}
