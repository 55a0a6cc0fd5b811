//! The lists: the lobby shows open games with a free seat and, to an invited player, the
//! games waiting for them; "my games" shows whose turn it is.

use crate::common;

use common::{KIND, Server, SmtpServer, players};
use serde_json::{Value, json};

fn ids(list: &Value) -> Vec<i64> {
    list.as_array()
        .expect("a list")
        .iter()
        .map(|g| g["id"].as_i64().expect("id"))
        .collect()
}

#[tokio::test(flavor = "multi_thread")]
async fn the_lobby_and_my_games_show_open_seats_invitations_and_whose_turn() {
    // Arrange
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let ps = players(&api, &["Margaret", "Henry", "Warwick"]).await;
    let (margaret, henry, warwick) = (&ps[0], &ps[1], &ps[2]);
    let open = api
        .create_game(margaret.auth(), &json!({"kind": KIND, "seat": "white"}))
        .await
        .expect(201)["id"]
        .as_i64()
        .expect("id");
    let invited = api
        .create_game(
            margaret.auth(),
            &json!({"kind": KIND, "seat": "red", "invite": ["Henry"]}),
        )
        .await
        .expect(201)["id"]
        .as_i64()
        .expect("id");

    // Act and assert: the lobby.
    let anyone = api.get("/api/lobby", None).await.expect(200);
    assert!(
        ids(&anyone["open"]).contains(&open),
        "an open game is listed: {anyone}"
    );
    assert!(
        !ids(&anyone["open"]).contains(&invited),
        "a game whose free seat is kept for an invitee is not open"
    );
    assert!(
        anyone["invitations"].as_array().expect("list").is_empty(),
        "nobody signed in, no invitations"
    );
    let listed = anyone["open"]
        .as_array()
        .expect("list")
        .iter()
        .find(|g| g["id"] == open)
        .expect("listed")
        .clone();
    assert_eq!(
        listed["seats"],
        json!([{"seat": "red", "player": null}, {"seat": "white", "player": "Margaret"}])
    );
    assert_eq!(listed["status"], "open");
    let for_henry = api.get("/api/lobby", henry.auth()).await.expect(200);
    assert_eq!(
        ids(&for_henry["invitations"]),
        vec![invited],
        "Henry sees his invitation"
    );
    let for_warwick = api.get("/api/lobby", warwick.auth()).await.expect(200);
    assert!(
        ids(&for_warwick["invitations"]).is_empty(),
        "Warwick was not invited"
    );

    // Act: Henry accepts; the game starts with Red (Margaret) to move.
    api.join(henry.auth(), invited, None).await.expect(200);

    // Assert: my games, with whose turn it is.
    let mine = api.get("/api/games", margaret.auth()).await.expect(200);
    assert_eq!(
        ids(&mine)[0],
        invited,
        "the game waiting on Margaret comes first: {mine}"
    );
    let first = &mine[0];
    assert_eq!(first["your_turn"], true);
    assert_eq!(first["to_act"], json!(["red"]));
    assert!(
        first["since"].as_str().is_some_and(|s| s.ends_with('Z')),
        "since is RFC 3339: {first}"
    );
    let his = api.get("/api/games", henry.auth()).await.expect(200);
    assert_eq!(ids(&his), vec![invited]);
    assert_eq!(his[0]["your_turn"], false);
    api.get("/api/games", None).await.expect_error(401);
    let lobby = api.get("/api/lobby", henry.auth()).await.expect(200);
    assert!(
        ids(&lobby["invitations"]).is_empty(),
        "an accepted invitation leaves the lobby"
    );
}
