//! Vacation days spent when a clock runs out, and an absence declared ahead.

use std::time::Duration;

use serde_json::{Value, json};

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn vacation_days_are_spent_when_a_clock_runs_out_twenty_a_year() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let (alice, bob) = two_players(&api).await;
    let settings = api.get("/api/me/settings", alice.auth()).await.expect(200);
    assert_eq!(settings["vacation_days_left"], 20);
    // Two games where alice (red) moves first, a day per move; a third forbids vacation.
    let day = json!({ "clock": { "per_move": { "days": 1 } }, "timeout": "lose" });
    let mut no_vacation = day.clone();
    no_vacation["vacation"] = json!(false);
    let first = start_game_of(&api, KIND, &day, &alice, &[&bob]).await;
    let second = start_game_of(&api, KIND, &day, &alice, &[&bob]).await;
    let strict = start_game_of(&api, KIND, &no_vacation, &alice, &[&bob]).await;
    let deadline_of = |game: &Value| game["deadline"].as_str().map(str::to_string);
    let mut before = Vec::new();
    for id in [first, second] {
        before.push(deadline_of(&api.game(alice.auth(), id).await.expect(200)));
    }

    // The deadlines pass: one vacation day moves both of alice's vacation games by a
    // day; the game without vacation is lost on time.
    server.advance(DAY + 60_000);
    eventually("a vacation day is spent", PATIENCE, || async {
        api.get("/api/me/settings", alice.auth()).await.expect(200)["vacation_days_left"] == 19
    })
    .await;
    eventually("the strict game is lost", PATIENCE, || async {
        api.game(None, strict).await.expect(200)["status"] == "finished"
    })
    .await;
    for (id, before) in [first, second].into_iter().zip(before) {
        let game = api.game(alice.auth(), id).await.expect(200);
        assert_eq!(game["status"], "active", "{game}");
        let moved = |d: Option<String>| {
            d.unwrap()
                .parse::<jiff::Timestamp>()
                .unwrap()
                .as_millisecond()
        };
        assert_eq!(
            moved(deadline_of(&game)) - moved(before.clone()),
            DAY,
            "the deadline moved by a day"
        );
    }
    let strict_game = api.game(None, strict).await.expect(200);
    assert_eq!(strict_game["result"]["reason"], "red ran out of time");

    // Nineteen more days, one a day; then the clock runs out for real.
    for left in (0..19).rev() {
        server.advance(DAY);
        eventually("another vacation day", PATIENCE, || async {
            api.get("/api/me/settings", alice.auth()).await.expect(200)["vacation_days_left"]
                == left
        })
        .await;
    }
    assert_eq!(api.game(None, first).await.expect(200)["status"], "active");
    server.advance(DAY);
    for id in [first, second] {
        eventually("the game is lost on time", PATIENCE, || async {
            api.game(None, id).await.expect(200)["status"] == "finished"
        })
        .await;
    }
    // The counter cannot be set by hand.
    api.put(
        "/api/me/settings",
        alice.auth(),
        &json!({ "vacation_days_left": 20 }),
    )
    .await
    .expect_error(422);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_absence_declared_ahead_stops_the_clocks_and_takes_its_days() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let (alice, bob) = two_players(&api).await;
    let options = json!({ "clock": { "per_move": { "days": 2 } }, "timeout": "lose" });
    let id = start_game_of(&api, KIND, &options, &alice, &[&bob]).await;
    let deadline_ms = |game: &Value| {
        let text = game["seats"][0]["deadline"]
            .as_str()
            .expect("a deadline")
            .to_string();
        text.parse::<jiff::Timestamp>().unwrap().as_millisecond()
    };
    let before = deadline_ms(&api.game(None, id).await.expect(200));
    let today = jiff::Timestamp::now()
        .to_zoned(jiff::tz::TimeZone::UTC)
        .date();
    let day = |n: i64| {
        today
            .checked_add(jiff::Span::new().days(n))
            .unwrap()
            .to_string()
    };
    let path = "/api/me/settings";
    // Not today, not backwards, not more days than are left.
    for (away, hint) in [
        (json!({ "from": day(0), "to": day(2) }), "tomorrow or later"),
        (
            json!({ "from": day(3), "to": day(1) }),
            "ends before it begins",
        ),
        (
            json!({ "from": day(1), "to": day(30) }),
            "vacation days left",
        ),
        (json!({ "from": "soon" }), "YYYY-MM-DD"),
    ] {
        let message = api
            .put(path, alice.auth(), &json!({ "away": away }))
            .await
            .expect_error(422);
        assert!(message.contains(hint), "{away}: {message}");
    }
    // Away for three days from tomorrow.
    let set = api
        .put(
            path,
            alice.auth(),
            &json!({ "away": { "from": day(1), "to": day(3) } }),
        )
        .await
        .expect(200);
    assert_eq!(set["away"], json!({ "from": day(1), "to": day(3) }));
    assert_eq!(
        set["vacation_days_left"], 20,
        "taken when the absence begins"
    );
    // A day and an hour later the absence has begun: three days taken, the clock moved.
    server.advance(DAY + HOUR);
    eventually("the absence begins", PATIENCE, || async {
        api.get(path, alice.auth()).await.expect(200)["vacation_days_left"] == 17
    })
    .await;
    let moved = deadline_ms(&api.game(None, id).await.expect(200));
    assert_eq!(moved - before, 3 * DAY);
    // It cannot be changed once begun.
    api.put(path, alice.auth(), &json!({ "away": null }))
        .await
        .expect_error(409);
    // The original deadline passes: nothing happens.
    server.advance(2 * DAY);
    tokio::time::sleep(Duration::from_millis(400)).await;
    assert_eq!(api.game(None, id).await.expect(200)["status"], "active");
    // After it, the absence is forgotten.
    server.advance(2 * DAY);
    eventually("the absence ends", PATIENCE, || async {
        api.get(path, alice.auth()).await.expect(200)["away"].is_null()
    })
    .await;
}
