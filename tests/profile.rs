//! Issue 16.6, profiles: `GET /api/players/{name}` and `/players/{name}` show when a
//! player joined, the games they play now and the games they finished with who won; only
//! what a spectator may see.

use crate::common;

use common::*;
use serde_json::json;

fn ids(list: &serde_json::Value) -> Vec<i64> {
    list.as_array()
        .expect("a list")
        .iter()
        .filter_map(|g| g["id"].as_i64())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_profile_lists_current_and_finished_games_with_results() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let all = players(&api, &["alice", "bob", "carol"]).await;
    let (alice, bob, carol) = (&all[0], &all[1], &all[2]);
    let finished = start_game(&api, alice, &[bob]).await;
    api.post(
        &format!("/api/games/{finished}/resign"),
        bob.auth(),
        &json!({}),
    )
    .await
    .expect(200);
    let playing = start_game(&api, alice, &[carol]).await;
    let open = api
        .create_game(alice.auth(), &json!({ "kind": KIND }))
        .await
        .expect(201)["id"]
        .as_i64()
        .unwrap();

    // Anyone may read it, without a token, the name in any case.
    let profile = api.get("/api/players/ALICE", None).await.expect(200);
    assert_eq!(profile["name"], "alice");
    let since = profile["member_since"].as_str().expect("a time");
    assert!(since.ends_with('Z') && since.contains('T'), "{since}");
    let current = ids(&profile["current"]);
    assert!(
        current.contains(&playing) && current.contains(&open),
        "{profile}"
    );
    assert!(!current.contains(&finished));
    assert_eq!(ids(&profile["finished"]), vec![finished]);
    let done = &profile["finished"][0];
    assert_eq!(done["status"], "finished");
    let result = done["result"].as_str().expect("a result in words");
    assert!(
        result.contains("wins") && result.contains("resigned"),
        "{result}"
    );
    // The same game objects as the lists.
    for key in [
        "id", "kind", "title", "status", "seats", "seq", "to_act", "updated",
    ] {
        assert!(done.get(key).is_some(), "{key} in {done}");
    }
    let bobs = api.get("/api/players/bob", None).await.expect(200);
    assert!(ids(&bobs["current"]).is_empty(), "{bobs}");
    assert_eq!(ids(&bobs["finished"]), vec![finished]);
    api.get("/api/players/nobody", None).await.expect_error(404);
    api.get("/api/players/%3Cscript%3E", None)
        .await
        .expect_error(404);

    // The page: member since, both lists, who won, names linked to their profiles.
    let page = FormClient::new(&server.base).get("/players/alice").await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(page.body.contains("Member since <time"), "{}", page.body);
    assert!(page.body.contains("Playing now") && page.body.contains("Finished games"));
    assert!(
        page.body.contains(&format!("href=\"/games/{playing}\"")),
        "{}",
        page.body
    );
    assert!(page.body.contains("resigned"), "{}", page.body);
    assert!(
        page.body.contains("<a href=\"/players/bob\">bob</a>"),
        "{}",
        page.body
    );
    let missing = FormClient::new(&server.base).get("/players/nobody").await;
    assert_eq!(missing.status, 404);

    // Players' names on a game page and in the lobby lead to their profiles.
    let game = FormClient::new(&server.base)
        .get(&format!("/games/{playing}"))
        .await;
    for name in ["alice", "carol"] {
        let link = format!("<a href=\"/players/{name}\">{name}</a>");
        assert!(game.body.contains(&link), "{link} in {}", game.body);
    }
    let lobby = FormClient::new(&server.base).get("/lobby").await;
    assert!(
        lobby.body.contains(&format!("/games/{open}\"")),
        "{}",
        lobby.body
    );
    assert!(
        lobby.body.contains("<a href=\"/players/alice\">alice</a>"),
        "{}",
        lobby.body
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_profile_shows_times_in_the_readers_zone() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let reader = player(&api, "reader").await;
    api.put(
        "/api/me/settings",
        reader.auth(),
        &json!({ "timezone": "Asia/Tokyo" }),
    )
    .await
    .expect(200);
    let browser = FormClient::new(&server.base);
    let utc = browser.get("/players/reader").await;
    assert!(utc.body.contains("UTC"), "{}", utc.body);
    browser.sign_in("reader", PASSWORD).await;
    let tokyo = browser.get("/players/reader").await;
    assert!(!tokyo.body.contains(" UTC"), "{}", tokyo.body);
    assert!(
        tokyo.body.contains("Member since <time datetime="),
        "{}",
        tokyo.body
    );
}
