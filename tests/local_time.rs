//! Local time everywhere (issue 16, part 4): a deadline on a page and in a mail is written
//! in the reader's time zone, named (issue 27: "in 2 days 23 hours (Thu 26 Nov, 20:29
//! JST)"); the settings page offers the zones as a list in a section and form of their own
//! (issue 27), keeps what was typed when a change is refused, and declares and cancels an
//! absence ahead.

use crate::common;

use common::*;
use serde_json::json;

async fn set_zone(api: &Api, player: &Player, zone: &str) {
    let settings = api
        .put(
            "/api/me/settings",
            player.auth(),
            &json!({ "timezone": zone }),
        )
        .await
        .expect(200);
    assert_eq!(settings["timezone"], zone);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deadline_reads_in_each_players_zone_on_the_page_and_in_the_turn_mail() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let mut both = players(&api, &["alice", "bob"]).await;
    let bob = both.pop().unwrap();
    let alice = both.pop().unwrap();
    set_zone(&api, &alice, "Asia/Tokyo").await;
    set_zone(&api, &bob, "America/New_York").await;
    let options = json!({ "clock": { "per_move": { "days": 3 } }, "vacation": false });
    let id = start_game_of(&api, KIND, &options, &alice, &[&bob]).await;
    let mut table = Table::new(&api, id, &[&alice, &bob]).await;
    let game = table.refresh().await.clone();
    let seat = strings(&game["to_act"])[0].clone();
    let mover = table.player_in(&game, &seat).clone();
    let deadline = seat_entry(&game, &seat)["deadline"]
        .as_str()
        .expect("a running clock has a deadline")
        .to_string();
    let zone_of = |p: &Player| {
        if p.name == alice.name {
            "Asia/Tokyo"
        } else {
            "America/New_York"
        }
    };
    let (tokyo, new_york) = (
        wall_time(&deadline, "Asia/Tokyo"),
        wall_time(&deadline, "America/New_York"),
    );
    assert_ne!(tokyo, new_york);

    // "My games" of each player: the same deadline, each in their own zone, three days off.
    for (player, wall, other) in [(&alice, &tokyo, &new_york), (&bob, &new_york, &tokyo)] {
        let browser = FormClient::new(&server.api().base);
        browser.sign_in(&player.name, PASSWORD).await;
        let page = html_unescape(&browser.get("/games").await.body);
        let expected = format!("<time datetime=\"{deadline}\">in 2 days 23 hours ({wall})</time>");
        assert!(page.contains(&expected), "{expected} in {page}");
        assert!(!page.contains(other.as_str()), "{page}");
        // The game page's seat clock too.
        let page = html_unescape(&browser.get(&format!("/games/{id}")).await.body);
        assert!(
            page.contains(&format!(
                "runs out <time datetime=\"{deadline}\">in 2 days 23 hours ({wall})</time>"
            )),
            "{page}"
        );
    }

    // The turn mail of the player to act: the deadline at their local wall time.
    smtp.wait_for(2, PATIENCE).await;
    let turn = smtp
        .messages()
        .into_iter()
        .find(|m| m.to == email_of(&mover.name) && m.subject.starts_with("Your turn"))
        .expect("a turn mail");
    let wall = wall_time(&deadline, zone_of(&mover));
    let line = format!("Your time runs out at {wall}, in 3 days.");
    assert!(turn.text.contains(&line), "{line} in {}", turn.text);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_visitor_reads_utc_named_and_the_browser_script_is_offered() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let mut both = players(&api, &["alice", "bob"]).await;
    let bob = both.pop().unwrap();
    let alice = both.pop().unwrap();
    let options = json!({ "clock": { "per_move": { "days": 3 } }, "vacation": false });
    let id = start_game_of(&api, KIND, &options, &alice, &[&bob]).await;
    let game = api.game(None, id).await.expect(200);
    let seat = strings(&game["to_act"])[0].clone();
    let deadline = seat_entry(&game, &seat)["deadline"]
        .as_str()
        .unwrap()
        .to_string();
    let visitor = FormClient::new(&server.api().base);
    let page = html_unescape(&visitor.get(&format!("/games/{id}")).await.body);
    let wall = wall_time(&deadline, "UTC");
    assert!(wall.ends_with(" UTC"), "{wall}");
    let expected =
        format!("<time datetime=\"{deadline}\" data-local>in 2 days 23 hours ({wall})</time>");
    assert!(page.contains(&expected), "{expected} in {page}");
    assert!(page.contains("<script src=\"/static/when.js\" defer></script>"));
    let script = visitor.get("/static/when.js").await;
    assert_eq!(script.status, 200);
    assert!(script.body.contains("time[data-local][datetime]"));
}

/// The settings page a refused form leads back to (a redirect carrying the error and the
/// values typed).
async fn after_refusal(browser: &FormClient, refused: &Fetched) -> String {
    assert_eq!(refused.status, 303, "{}", refused.body);
    let location = refused.header("location");
    assert!(location.starts_with("/settings?error="), "{location}");
    let page = browser.get(&location).await;
    assert_eq!(page.status, 200, "{}", page.body);
    page.body
}

/// The settings page of a signed-in `name`, and a form client signed in as them.
async fn settings_of(server: &Server, name: &str) -> (FormClient, String) {
    let browser = FormClient::new(&server.api().base);
    browser.sign_in(name, PASSWORD).await;
    let page = browser.get("/settings").await;
    assert_eq!(page.status, 200, "{}", page.body);
    (browser, page.body)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_time_zone_has_its_own_form_and_each_form_keeps_what_was_typed_on_an_error() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let alice = player(&api, "alice").await;
    let (browser, page) = settings_of(&server, "alice").await;
    // The zone is its own section, with its own form and button, apart from the mail's.
    let zone_form = page
        .split("<form method=\"post\" action=\"/settings/timezone\">")
        .nth(1)
        .map(|rest| &rest[..rest.find("</form>").unwrap()])
        .unwrap_or_else(|| panic!("a time zone form in {page}"));
    assert!(
        zone_form.contains("<select name=\"timezone\">"),
        "{zone_form}"
    );
    assert!(
        zone_form.contains("Save the time zone</button>"),
        "{zone_form}"
    );
    assert!(
        page.contains("<h2 id=\"timezone\">Time zone</h2>"),
        "{page}"
    );
    let mail_form = page
        .split("<form method=\"post\" action=\"/settings/mail\">")
        .nth(1)
        .map(|rest| &rest[..rest.find("</form>").unwrap()])
        .expect("a mail form");
    assert!(!mail_form.contains("timezone"), "{mail_form}");
    assert!(page.contains("<option>Asia/Tokyo</option>"), "{page}");
    assert!(
        page.contains("<option value=\"UTC\" selected>UTC</option>"),
        "{page}"
    );
    let csrf = csrf_field(&page);

    // An hour that is not one: refused, and the page shows the mail form as it was typed.
    let refused = browser
        .post(
            "/settings/mail",
            &[
                ("csrf", &csrf),
                ("mail", "digest"),
                ("digest_hour", "25"),
                ("confirm_mailed_moves", "on"),
            ],
        )
        .await;
    let body = html_unescape(&after_refusal(&browser, &refused).await);
    assert!(body.contains("digest_hour 25 is not an hour"), "{body}");
    assert!(
        body.contains("name=\"digest_hour\" min=\"0\" max=\"23\" value=\"25\""),
        "{body}"
    );
    assert!(body.contains("value=\"digest\" checked"), "{body}");
    assert!(
        body.contains("name=\"confirm_mailed_moves\" checked"),
        "{body}"
    );
    // A zone that is not one: refused, and the zone form shows it as typed.
    let refused = browser
        .post(
            "/settings/timezone",
            &[("csrf", &csrf), ("timezone", "Mars/Olympus")],
        )
        .await;
    let body = html_unescape(&after_refusal(&browser, &refused).await);
    assert!(body.contains("is not a time zone"), "{body}");
    assert!(
        body.contains("<option value=\"Mars/Olympus\" selected>Mars/Olympus</option>"),
        "{body}"
    );
    // Nothing changed.
    let settings = api.get("/api/me/settings", alice.auth()).await.expect(200);
    assert_eq!(settings["timezone"], "UTC");
    assert_eq!(settings["mail"], "turn");

    // The mail form saves the mail alone; the zone form the zone alone.
    let saved = browser
        .post(
            "/settings/mail",
            &[("csrf", &csrf), ("mail", "digest"), ("digest_hour", "7")],
        )
        .await;
    assert_eq!(saved.status, 303, "{}", saved.body);
    let saved = browser
        .post(
            "/settings/timezone",
            &[("csrf", &csrf), ("timezone", "Asia/Tokyo")],
        )
        .await;
    assert_eq!(saved.status, 303, "{}", saved.body);
    assert!(saved.header("location").contains("notice="), "{saved:?}");
    let settings = api.get("/api/me/settings", alice.auth()).await.expect(200);
    assert_eq!(settings["timezone"], "Asia/Tokyo");
    assert_eq!(settings["mail"], "digest");
    assert_eq!(settings["digest_hour"], 7);
    let page = html_unescape(&browser.get("/settings").await.body);
    assert!(
        page.contains("<option value=\"Asia/Tokyo\" selected>Asia/Tokyo</option>"),
        "{page}"
    );
    // The tokens' times on the page name the zone now.
    let made = browser.post("/settings/tokens", &[("csrf", &csrf)]).await;
    assert!(made.status == 200 || made.status == 303, "{}", made.body);
    let page = html_unescape(&browser.get("/settings").await.body);
    assert!(page.contains(" JST)</time>"), "{page}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_absence_is_declared_and_cancelled_through_the_settings_page() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let alice = player(&api, "alice").await;
    set_zone(&api, &alice, "Asia/Tokyo").await;
    let (browser, page) = settings_of(&server, "alice").await;
    let csrf = csrf_field(&page);
    let today = jiff::Zoned::now()
        .with_time_zone(jiff::tz::TimeZone::get("Asia/Tokyo").unwrap())
        .date();
    let from = today.checked_add(jiff::Span::new().days(3)).unwrap();
    let to = today.checked_add(jiff::Span::new().days(5)).unwrap();

    // Backwards dates are refused, and the dates typed stay in the form.
    let refused = browser
        .post(
            "/settings/away",
            &[
                ("csrf", &csrf),
                ("from", &to.to_string()),
                ("to", &from.to_string()),
            ],
        )
        .await;
    let body = html_unescape(&after_refusal(&browser, &refused).await);
    assert!(body.contains("ends before it begins"), "{body}");
    assert!(
        body.contains(&format!("name=\"from\" value=\"{to}\"")),
        "{body}"
    );
    assert!(
        body.contains(&format!("name=\"to\" value=\"{from}\"")),
        "{body}"
    );

    let declared = browser
        .post(
            "/settings/away",
            &[
                ("csrf", &csrf),
                ("from", &from.to_string()),
                ("to", &to.to_string()),
            ],
        )
        .await;
    assert_eq!(declared.status, 303, "{}", declared.body);
    let settings = api.get("/api/me/settings", alice.auth()).await.expect(200);
    assert_eq!(
        settings["away"],
        json!({ "from": from.to_string(), "to": to.to_string() })
    );
    let page = html_unescape(&browser.get("/settings").await.body);
    let day = |d: jiff::civil::Date| d.strftime("%a %-d %b %Y").to_string();
    assert!(
        page.contains(&format!(
            "You are away from {} to {} (whole days in Asia/Tokyo)",
            day(from),
            day(to)
        )),
        "{page}"
    );

    let cancelled = browser
        .post("/settings/away/cancel", &[("csrf", &csrf)])
        .await;
    assert_eq!(cancelled.status, 303, "{}", cancelled.body);
    let settings = api.get("/api/me/settings", alice.auth()).await.expect(200);
    assert!(settings["away"].is_null(), "{settings}");
    let page = browser.get("/settings").await.body;
    assert!(page.contains("Declare the absence"), "{page}");
}
