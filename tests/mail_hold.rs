//! One mail per real wait (issue 13): a turn mail waits `HERALD_MAIL_HOLD_MS` before it is
//! sent; a look at the game at that move (the API answer or the page), or a move, cancels
//! it; no look sends it once, also across a crash of Herald in between.

use crate::common;

use std::time::Duration;

use common::*;
use serde_json::Value;

/// The hold in these tests: long enough to look first, short enough to wait out.
const HOLD_MS: u64 = 1500;
/// Longer than the hold and a mail's trip.
const PAST_HOLD: Duration = Duration::from_millis(HOLD_MS + 2500);

/// The turn mails to `name`, by their Message-ID's move number.
fn turn_mails_to(smtp: &SmtpServer, name: &str) -> Vec<u64> {
    smtp.messages()
        .into_iter()
        .filter(|m| m.to == email_of(name))
        .filter_map(|m| {
            let rest = m.message_id.strip_prefix("turn.")?;
            rest.split('.').next()?.parse().ok()
        })
        .collect()
}

/// The turn mail of move `seq` to `name` shows the board as a picture, drawn as the mail
/// left its hold (issue 28): its outbox row kept no SVG, only what to draw.
fn assert_board_drawn_as_it_went(smtp: &SmtpServer, server: &Server, name: &str, seq: i64) {
    let mail = smtp
        .messages()
        .into_iter()
        .find(|m| m.to == email_of(name) && m.message_id.starts_with(&format!("turn.{seq}.")))
        .expect("the turn mail went");
    let (cid, content_type, png) = mail.images.first().expect("the mail shows the board");
    assert_eq!(
        (cid.as_str(), content_type.as_str()),
        ("board", "image/png")
    );
    assert!(png.starts_with(b"\x89PNG"), "a PNG picture");
    assert!(mail.html.contains("cid:board"), "the HTML shows it");
    let conn = rusqlite::Connection::open(server.db_path()).expect("open the database");
    let (svg, to_draw): (Option<String>, Option<String>) = conn
        .query_row(
            "SELECT board_svg, board_to_draw FROM outbox WHERE message_id = ?1",
            [&mail.message_id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .expect("the mail's row");
    assert_eq!(
        svg, None,
        "a held mail's board is not drawn as it is written"
    );
    let to_draw: Value = serde_json::from_str(&to_draw.expect("what to draw")).expect("JSON");
    assert!(
        to_draw["seat"].is_u64() && to_draw["marks"].is_array(),
        "{to_draw}"
    );
}

/// The player to act in game `id` (as a spectator sees it: no look of a player), and the
/// game.
async fn to_act(api: &Api, id: i64, players: &[Player; 2]) -> (usize, Value) {
    let game = api.game(None, id).await.expect(200);
    let seat = game["to_act"][0]
        .as_str()
        .expect("someone to act")
        .to_string();
    let index = game["seats"]
        .as_array()
        .expect("seats")
        .iter()
        .position(|s| s["seat"] == seat.as_str())
        .expect("the seat");
    let name = game["seats"][index]["player"].as_str().expect("a player");
    let who = players
        .iter()
        .position(|p| p.name == name)
        .expect("a player");
    (who, game)
}

/// The player to act plays the first action they are offered, looking at the game first
/// (as a player does); returns who moved and the seq after the move.
async fn look_and_move(api: &Api, id: i64, players: &[Player; 2]) -> (usize, i64) {
    let (who, _) = to_act(api, id, players).await;
    let mine = api.game(players[who].auth(), id).await.expect(200);
    let action = mine["actions"][0].as_str().expect("an action").to_string();
    let moved = api
        .play(players[who].auth(), id, seq_of(&mine), &action)
        .await
        .expect(200);
    (
        who,
        seq_of(&api.game(None, id).await.expect(200)).max(seq_of(&moved)),
    )
}

/// The held turn mails' status in the database, by move number, for `user_name`'s address.
fn held_status(server: &Server, name: &str) -> Vec<(i64, String)> {
    let conn = rusqlite::Connection::open(server.db_path()).expect("open the database");
    let mut statement = conn
        .prepare(
            "SELECT held_seq, status FROM outbox WHERE to_addr = ?1 AND held_seq IS NOT NULL
             ORDER BY held_seq",
        )
        .expect("prepare");
    statement
        .query_map([email_of(name)], |r| Ok((r.get(0)?, r.get(1)?)))
        .expect("query")
        .collect::<Result<_, _>>()
        .expect("rows")
}

async fn a_game(smtp: &SmtpServer, server: &Server) -> (Api, i64, [Player; 2]) {
    let api = server.api();
    let players = <[Player; 2]>::try_from(players(&api, &["hale", "hart"]).await).unwrap();
    let id = start_game(&api, &players[0], &[&players[1]]).await;
    // The invitation and the start's mails go (or are held) now; let them settle.
    tokio::time::sleep(PAST_HOLD).await;
    let _ = smtp.messages();
    (api, id, players)
}

#[tokio::test]
async fn a_turn_mail_waits_and_goes_once_unless_its_reader_looks_or_moves_first() {
    let smtp = SmtpServer::start();
    let server = Server::start_with(&smtp.url(), &[("HERALD_MAIL_HOLD_MS", "1500")]);
    let (api, id, players) = a_game(&smtp, &server).await;

    // No look: the mail waits for the hold, then goes, once.
    let (mover, seq) = look_and_move(&api, id, &players).await;
    let reader = &players[1 - mover].name;
    tokio::time::sleep(Duration::from_millis(HOLD_MS / 3)).await;
    assert!(
        !turn_mails_to(&smtp, reader).contains(&(seq as u64)),
        "the turn mail of move {seq} went before its hold was over"
    );
    smtp.wait_until("the held turn mail", PAST_HOLD, |smtp| {
        turn_mails_to(smtp, reader).contains(&(seq as u64))
    })
    .await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let sent = turn_mails_to(&smtp, reader);
    assert_eq!(
        sent.iter().filter(|s| **s == seq as u64).count(),
        1,
        "{sent:?}"
    );
    assert_board_drawn_as_it_went(&smtp, &server, reader, seq);

    // A look through the API cancels it: the reader looks at once, and no mail comes.
    let (mover, seq) = look_and_move(&api, id, &players).await;
    let reader = players[1 - mover].clone();
    api.game(reader.auth(), id).await.expect(200);
    tokio::time::sleep(PAST_HOLD).await;
    assert!(
        !turn_mails_to(&smtp, &reader.name).contains(&(seq as u64)),
        "the reader looked, yet the turn mail of move {seq} went"
    );
    assert!(
        held_status(&server, &reader.name).contains(&(seq, "seen".to_string())),
        "{:?}",
        held_status(&server, &reader.name)
    );

    // A look at the game page cancels it too.
    let (mover, seq) = look_and_move(&api, id, &players).await;
    let reader = players[1 - mover].clone();
    let page = FormClient::new(&server.base);
    page.sign_in(&reader.name, PASSWORD).await;
    assert_eq!(page.get(&format!("/games/{id}")).await.status, 200);
    tokio::time::sleep(PAST_HOLD).await;
    assert!(
        !turn_mails_to(&smtp, &reader.name).contains(&(seq as u64)),
        "the reader saw the page, yet the turn mail of move {seq} went"
    );

    // A move cancels it: the reader plays without looking (their action read from the
    // stored state, as a client that keeps its own copy of the game would know it).
    let (mover, seq) = look_and_move(&api, id, &players).await;
    let reader = players[1 - mover].clone();
    let action = first_action_of(&server, id, &reader.name);
    api.play(reader.auth(), id, seq, &action).await.expect(200);
    tokio::time::sleep(PAST_HOLD).await;
    assert!(
        !turn_mails_to(&smtp, &reader.name).contains(&(seq as u64)),
        "the reader moved, yet the turn mail of move {seq} went"
    );
    assert!(
        held_status(&server, &reader.name).contains(&(seq, "seen".to_string())),
        "{:?}",
        held_status(&server, &reader.name)
    );
}

/// The first legal action of player `name` in game `id`, from its
/// stored state: without a look at the game.
fn first_action_of(server: &Server, id: i64, name: &str) -> String {
    let conn = rusqlite::Connection::open(server.db_path()).expect("open the database");
    let (kind, state): (String, String) = conn
        .query_row(
            "SELECT g.kind, s.state FROM games g JOIN snapshots s ON s.game_id = g.id
             WHERE g.id = ?1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .expect("the snapshot");
    let seat: i64 = conn
        .query_row(
            "SELECT s.seat_index FROM seats s JOIN users u ON u.id = s.user_id
             WHERE s.game_id = ?1 AND u.name = ?2",
            rusqlite::params![id, name],
            |r| r.get(0),
        )
        .expect("the seat");
    let game = herald::games::kind(&kind)
        .expect("a kind")
        .load(&state)
        .expect("a state");
    game.actions(herald::engine::Seat(seat as u8))
        .first()
        .expect("an action")
        .clone()
}

#[tokio::test]
async fn a_held_mail_survives_a_crash_and_goes_once_after_the_restart() {
    let smtp = SmtpServer::start();
    let mut server = Server::start_with(&smtp.url(), &[("HERALD_MAIL_HOLD_MS", "1500")]);
    let (api, id, players) = a_game(&smtp, &server).await;
    let (mover, seq) = look_and_move(&api, id, &players).await;
    let reader = players[1 - mover].name.clone();
    // Killed while the mail is held: it is in the database, not in memory.
    server.restart();
    smtp.wait_until(
        "the held turn mail after the restart",
        PAST_HOLD * 2,
        |smtp| turn_mails_to(smtp, &reader).contains(&(seq as u64)),
    )
    .await;
    tokio::time::sleep(Duration::from_millis(800)).await;
    let sent = turn_mails_to(&smtp, &reader);
    assert_eq!(
        sent.iter().filter(|s| **s == seq as u64).count(),
        1,
        "{sent:?}"
    );
    assert_eq!(
        held_status(&server, &reader)
            .iter()
            .find(|(s, _)| *s == seq)
            .map(|(_, status)| status.as_str()),
        Some("sent")
    );
    // Drawn by the new process, which kept no state of the game: replayed from its log.
    assert_board_drawn_as_it_went(&smtp, &server, &reader, seq);
}

#[tokio::test]
async fn a_held_turn_mail_is_not_sent_once_the_turn_is_gone() {
    let smtp = SmtpServer::start();
    let server = Server::start_with(&smtp.url(), &[("HERALD_MAIL_HOLD_MS", "1500")]);
    let (api, id, players) = a_game(&smtp, &server).await;
    let (mover, seq) = look_and_move(&api, id, &players).await;
    let reader = players[1 - mover].name.clone();
    // The mover resigns while the reader's turn mail is held: the game is over, and the
    // reader hears of that, not of a turn that no longer exists.
    api.post(
        &format!("/api/games/{id}/resign"),
        players[mover].auth(),
        &serde_json::json!({}),
    )
    .await
    .expect(200);
    smtp.wait_until("the game-over mail", PAST_HOLD, |smtp| {
        smtp.messages()
            .iter()
            .any(|m| m.to == email_of(&reader) && m.subject.starts_with("Game over"))
    })
    .await;
    tokio::time::sleep(PAST_HOLD).await;
    assert!(
        !turn_mails_to(&smtp, &reader).contains(&(seq as u64)),
        "a turn mail went after the game was over"
    );
    assert!(
        held_status(&server, &reader).contains(&(seq, "seen".to_string())),
        "{:?}",
        held_status(&server, &reader)
    );
}
