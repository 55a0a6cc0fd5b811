//! Issue 16.6, invitations: the invited player declines one (the seat is free for anyone,
//! the creator is mailed), the creator withdraws one (the invited player is mailed); anyone
//! else is refused; the lobby and the game page offer both as buttons.

use crate::common;

use common::*;
use serde_json::json;

/// `creator` opens a game inviting `invited`; returns its id and the invited seat.
async fn invite(api: &Api, creator: &Player, invited: &Player) -> (i64, String) {
    let body = json!({ "kind": KIND, "invite": [invited.name] });
    let id = api.create_game(creator.auth(), &body).await.expect(201)["id"]
        .as_i64()
        .expect("a game id");
    let game = api.game(None, id).await.expect(200);
    let seat = game["seats"]
        .as_array()
        .expect("seats")
        .iter()
        .find(|s| s["invited"] == invited.name.as_str())
        .expect("the invited seat")["seat"]
        .as_str()
        .expect("a seat name")
        .to_string();
    (id, seat)
}

fn open_ids(lobby: &serde_json::Value, list: &str) -> Vec<i64> {
    lobby[list]
        .as_array()
        .expect("a list")
        .iter()
        .filter_map(|g| g["id"].as_i64())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_invited_player_declines_and_the_seat_is_free_for_anyone() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let all = players(&api, &["alice", "bob", "carol"]).await;
    let (alice, bob, carol) = (&all[0], &all[1], &all[2]);
    let (id, seat) = invite(&api, alice, bob).await;
    let path = format!("/api/games/{id}/invitation/decline");
    assert!(!open_ids(&api.get("/api/lobby", None).await.expect(200), "open").contains(&id));

    let refused = api
        .post(&path, carol.auth(), &json!({}))
        .await
        .expect_error(409);
    assert!(refused.contains("no invitation"), "{refused}");
    api.post(&path, alice.auth(), &json!({}))
        .await
        .expect_error(409);
    api.post(&path, None, &json!({})).await.expect_error(401);
    api.post(
        "/api/games/99999/invitation/decline",
        bob.auth(),
        &json!({}),
    )
    .await
    .expect_error(404);

    let reply = api.post(&path, bob.auth(), &json!({})).await;
    assert_eq!(reply.status, 204, "{:?}", reply.body);
    let game = api.game(None, id).await.expect(200);
    assert_eq!(game["status"], "open");
    let freed = game["seats"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["seat"] == seat.as_str())
        .unwrap();
    assert_eq!(freed["invited"], json!(null), "{game}");
    assert!(open_ids(&api.get("/api/lobby", None).await.expect(200), "open").contains(&id));
    assert!(
        open_ids(
            &api.get("/api/lobby", bob.auth()).await.expect(200),
            "invitations"
        )
        .is_empty()
    );
    smtp.wait_until("the creator's mail", PATIENCE, |s| {
        !mails_to(s, "alice", "bob declined your invitation to").is_empty()
    })
    .await;
    let mail = &mails_to(&smtp, "alice", "bob declined your invitation to")[0];
    assert!(mail.subject.contains(&format!("#{id}")), "{}", mail.subject);
    assert!(
        mail.text.contains("stays open in the lobby"),
        "{}",
        mail.text
    );
    api.post(&path, bob.auth(), &json!({}))
        .await
        .expect_error(409);

    // Anyone may take the seat now.
    api.join(carol.auth(), id, Some(&seat)).await.expect(200);
    assert_eq!(api.game(None, id).await.expect(200)["status"], "active");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_the_creator_withdraws_an_invitation_while_the_game_is_open() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let all = players(&api, &["alice", "bob", "carol"]).await;
    let (alice, bob, carol) = (&all[0], &all[1], &all[2]);
    let (id, seat) = invite(&api, alice, carol).await;
    let path = format!("/api/games/{id}/invitation/withdraw");
    for who in [bob, carol] {
        let refused = api
            .post(&path, who.auth(), &json!({ "seat": seat }))
            .await
            .expect_error(403);
        assert!(refused.contains("created"), "{refused}");
    }
    api.post(&path, alice.auth(), &json!({ "seat": "purple" }))
        .await
        .expect_error(422);
    api.post(&path, alice.auth(), &json!({}))
        .await
        .expect_error(400);
    let reply = api
        .post(&path, alice.auth(), &json!({ "seat": seat }))
        .await;
    assert_eq!(reply.status, 204, "{:?}", reply.body);
    assert!(
        open_ids(
            &api.get("/api/lobby", carol.auth()).await.expect(200),
            "invitations"
        )
        .is_empty()
    );
    smtp.wait_until("the invited player's mail", PATIENCE, |s| {
        !mails_to(s, "carol", "alice withdrew the invitation").is_empty()
    })
    .await;
    api.post(&path, alice.auth(), &json!({ "seat": seat }))
        .await
        .expect_error(409);
    api.post(
        &format!("/api/games/{id}/invitation/decline"),
        carol.auth(),
        &json!({}),
    )
    .await
    .expect_error(409);

    // Once the game is under way, nothing is left to withdraw.
    let started = start_game(&api, alice, &[bob]).await;
    let game = api.game(None, started).await.expect(200);
    let bobs = game["seats"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["player"] == "bob")
        .unwrap()["seat"]
        .clone();
    api.post(
        &format!("/api/games/{started}/invitation/withdraw"),
        alice.auth(),
        &json!({ "seat": bobs }),
    )
    .await
    .expect_error(409);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_and_the_game_page_offer_decline_and_withdraw() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let all = players(&api, &["alice", "bob", "carol"]).await;
    let (alice, bob, carol) = (&all[0], &all[1], &all[2]);
    let (declined, _) = invite(&api, alice, bob).await;
    let (withdrawn, seat) = invite(&api, alice, carol).await;

    let bobs = FormClient::new(&server.base);
    bobs.sign_in("bob", PASSWORD).await;
    let lobby = bobs.get("/lobby").await;
    let action = format!("action=\"/games/{declined}/invitation/decline\"");
    assert!(lobby.body.contains(&action), "{}", lobby.body);
    assert!(
        lobby.body.contains("Decline the invitation to"),
        "{}",
        lobby.body
    );
    let csrf = csrf_field(&lobby.body);
    let done = bobs
        .post(
            &format!("/games/{declined}/invitation/decline"),
            &[("csrf", &csrf)],
        )
        .await;
    assert_eq!(done.status, 303);
    assert!(
        done.header("location").contains("notice="),
        "{}",
        done.header("location")
    );
    assert!(!bobs.get("/lobby").await.body.contains(&action));
    smtp.wait_until("the creator's mail", PATIENCE, |s| {
        !mails_to(s, "alice", "bob declined").is_empty()
    })
    .await;

    // The creator sees the withdraw button; nobody else does.
    let page = format!("/games/{withdrawn}");
    assert!(
        !bobs
            .get(&page)
            .await
            .body
            .contains("Withdraw the invitation")
    );
    assert!(
        !FormClient::new(&server.base)
            .get(&page)
            .await
            .body
            .contains("Withdraw the invitation")
    );
    let alices = FormClient::new(&server.base);
    alices.sign_in("alice", PASSWORD).await;
    let shown = alices.get(&page).await;
    assert!(
        shown.body.contains("Withdraw the invitation to carol"),
        "{}",
        shown.body
    );
    let csrf = csrf_field(&shown.body);
    let done = alices
        .post(
            &format!("/games/{withdrawn}/invitation/withdraw"),
            &[("csrf", &csrf), ("seat", &seat)],
        )
        .await;
    assert_eq!(done.status, 303);
    assert!(
        done.header("location").starts_with(&page),
        "{}",
        done.header("location")
    );
    assert!(
        !alices
            .get(&page)
            .await
            .body
            .contains("Withdraw the invitation")
    );
    smtp.wait_until("carol's mail", PATIENCE, |s| {
        !mails_to(s, "carol", "alice withdrew").is_empty()
    })
    .await;
    let _ = api.get("/api/lobby", carol.auth()).await.expect(200);
}

/// The `<form>` of `html` posting to `action`, up to its end.
fn form_to<'a>(html: &'a str, action: &str) -> Option<&'a str> {
    let start = html.find(&format!("action=\"{action}\""))?;
    let rest = &html[start..];
    Some(&rest[..rest.find("</form>")?])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn my_games_shows_an_invitation_to_accept_or_decline_and_lists_show_the_seat_reserved() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let all = players(&api, &["alice", "bob"]).await;
    let (alice, bob) = (&all[0], &all[1]);
    let (accepted, seat) = invite(&api, alice, bob).await;
    let (declined, _) = invite(&api, alice, bob).await;

    // bob plays nothing yet, but "My games" shows both invitations with both answers.
    let bobs = FormClient::new(&server.base);
    bobs.sign_in("bob", PASSWORD).await;
    let mine = html_unescape(&bobs.get("/games").await.body);
    assert!(!mine.contains("You play no game yet"), "{mine}");
    assert!(
        mine.contains("Invitations waiting for your answer"),
        "{mine}"
    );
    for id in [accepted, declined] {
        let accept = form_to(&mine, &format!("/games/{id}/join"))
            .unwrap_or_else(|| panic!("an accept button for {id} in {mine}"));
        assert!(
            accept.contains(&format!("name=\"seat\" value=\"{seat}\""))
                && accept.contains(&format!("Accept: play {seat}</button>")),
            "{accept}"
        );
        let decline = form_to(&mine, &format!("/games/{id}/invitation/decline"))
            .unwrap_or_else(|| panic!("a decline button for {id} in {mine}"));
        assert!(decline.contains("Decline</button>"), "{decline}");
    }
    // The seat is shown as kept for bob, in his lobby and in the creator's list; never
    // as free.
    let reserved = "reserved for <a href=\"/players/bob\">bob</a>";
    let lobby = html_unescape(&bobs.get("/lobby").await.body);
    assert!(lobby.contains(&format!("{seat}: {reserved}")), "{lobby}");
    assert!(!lobby.contains("(free)"), "{lobby}");
    let alices = FormClient::new(&server.base);
    alices.sign_in("alice", PASSWORD).await;
    let theirs = html_unescape(&alices.get("/games").await.body);
    assert!(theirs.contains(&format!("{seat}: {reserved}")), "{theirs}");
    assert!(!theirs.contains("(free)"), "{theirs}");
    let listed = api.get("/api/lobby", bob.auth()).await.expect(200);
    let invitation = &listed["invitations"][0]["seats"];
    assert!(
        invitation
            .as_array()
            .unwrap()
            .iter()
            .any(|s| s["seat"] == seat.as_str() && s["invited"] == "bob"),
        "{invitation}"
    );

    // Accepting takes the seat and starts the game; declining frees the other seat.
    let csrf = csrf_field(&mine);
    let done = bobs
        .post(
            &format!("/games/{accepted}/join"),
            &[("csrf", &csrf), ("seat", &seat)],
        )
        .await;
    assert_eq!(done.status, 303, "{}", done.body);
    let game = api.game(None, accepted).await.expect(200);
    assert_eq!(game["status"], "active", "{game}");
    let done = bobs
        .post(
            &format!("/games/{declined}/invitation/decline"),
            &[("csrf", &csrf)],
        )
        .await;
    assert_eq!(done.status, 303, "{}", done.body);
    let mine = html_unescape(&bobs.get("/games").await.body);
    assert!(
        !mine.contains("Invitations waiting for your answer"),
        "{mine}"
    );
    assert!(mine.contains(&format!("/games/{accepted}\"")), "{mine}");
    let lobby = html_unescape(&bobs.get("/lobby").await.body);
    assert!(lobby.contains(&format!("/games/{declined}\"")), "{lobby}");
    assert!(
        lobby.contains("(free)"),
        "the declined seat is free: {lobby}"
    );
}
