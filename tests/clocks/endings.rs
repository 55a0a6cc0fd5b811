//! Games that end or stop without a result on the board: resignation, and thirty silent
//! days that abandon a game.

use std::time::Duration;

use serde_json::json;

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_resigns_and_the_other_wins() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let (alice, bob) = two_players(&api).await;
    let carol = player(&api, "carol").await;
    let id = start_game_of(&api, KIND, &json!({ "clock": "none" }), &alice, &[&bob]).await;
    let game = api.game(None, id).await.expect(200);
    assert!(seat_entry(&game, "red")["deadline"].is_null());
    assert!(seat_entry(&game, "red")["time_left_s"].is_null());
    let path = format!("/api/games/{id}/resign");
    // Only a player may resign; a stranger changes nothing.
    api.post(&path, carol.auth(), &json!({}))
        .await
        .expect_error(403);
    api.post(&path, None, &json!({})).await.expect_error(401);
    let alice_seat = seat_entry(&game, "red")["player"] == alice.name.as_str();
    let (resigner, winner) = if alice_seat {
        ("red", "white")
    } else {
        ("white", "red")
    };
    let resigned = api.post(&path, alice.auth(), &json!({})).await.expect(200);
    assert_eq!(resigned["result"]["winner"], winner);
    assert_eq!(
        resigned["result"]["reason"],
        format!("{resigner} resigned").as_str()
    );
    let game = api.game(None, id).await.expect(200);
    assert_eq!(game["status"], "finished");
    assert_eq!(strings(&game["to_act"]), Vec::<String>::new());
    api.post(&path, bob.auth(), &json!({}))
        .await
        .expect_error(409);
    smtp.wait_until("the game-over mails", PATIENCE, |s| {
        !mails_to(s, &alice.name, "Game over").is_empty()
            && !mails_to(s, &bob.name, "Game over").is_empty()
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn thirty_silent_days_abandon_a_game_and_a_move_revives_it() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let (alice, bob) = two_players(&api).await;
    let id = start_game_of(&api, KIND, &json!({ "clock": "none" }), &alice, &[&bob]).await;
    server.advance(29 * DAY);
    tokio::time::sleep(Duration::from_millis(400)).await;
    assert_eq!(api.game(None, id).await.expect(200)["status"], "active");
    server.advance(2 * DAY);
    eventually("the game is abandoned", PATIENCE, || async {
        api.game(None, id).await.expect(200)["status"] == "abandoned"
    })
    .await;
    // The player to act still sees the actions and moves: the game is active again.
    let table = Table::new(&api, id, &[&alice, &bob]).await;
    let seat = strings(&table.last["to_act"])[0].clone();
    let mover = table.player_in(&table.last, &seat);
    let mine = api.game(mover.auth(), id).await.expect(200);
    let action = strings(&mine["actions"])[0].clone();
    api.play(mover.auth(), id, 0, &action).await.expect(200);
    assert_eq!(api.game(None, id).await.expect(200)["status"], "active");
}
