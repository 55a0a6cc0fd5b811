//! A whole game through the JSON API, with every mail it sends.

use crate::common;

use std::collections::BTreeSet;

use common::*;
use serde_json::{Value, json};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_play_a_whole_game_through_the_api_and_get_every_mail() {
    play_a_whole_game(KIND, json!({}), 1).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_of_richard3_through_the_api_with_every_mail() {
    // The full 1460 game: three campaigns, simultaneous card choices, battles.
    let moves = play_a_whole_game("richard3", json!({ "scenario": "wars_of_the_roses" }), 2).await;
    assert!(moves > 21, "at least one card a turn: {moves} moves");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_match_of_tara_through_the_api_with_every_mail() {
    // High Kings of Tara: a match of two games, red starting the first, blue the second.
    let moves = play_a_whole_game("tara", json!({}), 3).await;
    assert!(
        moves >= 12,
        "at least the placements of both games: {moves} moves"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_battle_of_the_three_fords_through_the_api_with_every_mail() {
    // The Three Fords: six rounds at most, cards, dice, retreat choices by the other seat.
    let moves = play_a_whole_game("westeros", json!({ "momentum": "random" }), 4).await;
    assert!(moves >= 12, "at least a pass a round each: {moves} moves");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_through_the_api_on_postgresql() {
    // The same game, every check the same, with the games kept in PostgreSQL (issue 29).
    let smtp = SmtpServer::start();
    let Some(server) = Server::start_on_postgres(&smtp) else {
        return;
    };
    play_a_whole_game_on(&smtp, &server, KIND, json!({}), 1).await;
    assert!(
        !server.made_a_sqlite_file(),
        "no SQLite file was made: the games were kept in PostgreSQL"
    );
}

/// Plays one game of `kind` with `options` to its end through the API with random offered
/// actions (`rng_seed` picks them), checking every answer, the history, the result, the
/// revealed seed, `herald verify` and every mail. Returns the number of moves.
pub async fn play_a_whole_game(kind: &str, options: Value, rng_seed: u64) -> usize {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    play_a_whole_game_on(&smtp, &server, kind, options, rng_seed).await
}

/// [`play_a_whole_game`] on a server already started, its mail going to `smtp`.
pub async fn play_a_whole_game_on(
    smtp: &SmtpServer,
    server: &Server,
    kind: &str,
    options: Value,
    rng_seed: u64,
) -> usize {
    // Arrange
    let api = server.api();
    let seats = seats_of(&api, kind).await;
    let [alice, bob] = <[Player; 2]>::try_from(players(&api, &["alice", "bob"]).await).unwrap();

    // The test follows the game move by move (one seq and one mail per hand-off): no
    // forced move is played for anyone (issue 13).
    let mut options = options;
    if let Some(map) = options.as_object_mut() {
        map.entry("auto_forced").or_insert(json!(false));
    }
    // alice creates a game and invites bob, who is mailed a link to it.
    let id = api
        .create_game(
            alice.auth(),
            &json!({ "kind": kind, "seat": seats[0], "options": options, "invite": ["bob"] }),
        )
        .await
        .expect(201)["id"]
        .as_i64()
        .expect("an id");
    let link = format!("{BASE_URL}/games/{id}");
    let invitation = smtp.wait_for(1, PATIENCE).await.remove(0);
    assert_eq!(invitation.to, bob.email);
    assert!(invitation.text.contains(&link), "{}", invitation.text);
    assert!(invitation.html.contains(&link), "{}", invitation.html);
    assert!(
        invitation.text.contains("alice"),
        "names who invites: {}",
        invitation.text
    );

    let open = api.game(bob.auth(), id).await.expect(200);
    assert_eq!(open["status"], "open");
    assert_eq!(open["kind"], kind);
    assert!(open["seed"].is_null(), "the seed is secret: {open}");
    assert_eq!(strings(&open["actions"]), Vec::<String>::new());
    let title = open["title"].as_str().expect("a title").to_string();

    // bob joins the seat kept for him; the game starts.
    let joined = api.join(bob.auth(), id, None).await.expect(200);
    assert_eq!(joined["seat"], seats[1].as_str());
    let mut table = Table::new(&api, id, &[&alice, &bob]).await;
    assert_eq!(table.last["status"], "active");
    assert_eq!(seq_of(&table.last), 0);
    assert!(
        table.last["seed"].is_null(),
        "the seed stays secret in play"
    );
    let seed_hash_shown = table.last["seed_hash"]
        .as_str()
        .expect("seed_hash")
        .to_string();
    let mut ledger = MailLedger::default();
    ledger.add("bob"); // the invitation
    ledger.started(&table);

    // Act: play to the end with random offered actions.
    let mut rng = Rng::new(rng_seed);
    let mut played = Vec::new();
    let mut moves = 0;
    while !table.finished() {
        assert!(
            moves < MAX_MOVES,
            "the game did not end within {MAX_MOVES} moves"
        );
        let moved = table.step(&mut rng).await;
        assert_eq!(moved.seq, moves as i64 + 1);
        assert_eq!(
            moved.after["seed_hash"], seed_hash_shown,
            "the seed hash never changes"
        );
        ledger.moved(&table, &moved);
        played.push(moved);
        moves += 1;
    }
    let n = moves as i64;

    // Assert: the result and the seed.
    let end = api.game(alice.auth(), id).await.expect(200);
    assert_eq!(end["status"], "finished");
    assert_eq!(seq_of(&end), n);
    assert_eq!(strings(&end["to_act"]), Vec::<String>::new());
    assert_eq!(strings(&end["actions"]), Vec::<String>::new());
    let result = &end["result"];
    assert!(result.is_object(), "a finished game has a result: {end}");
    assert!(
        result["winner"].is_null() || seats.iter().any(|s| result["winner"] == s.as_str()),
        "the winner is a seat or null: {result}"
    );
    let scores = result["scores"].as_object().expect("scores");
    for seat in &seats {
        assert!(scores[seat].is_number(), "a score for {seat}: {result}");
    }
    let reason = result["reason"].as_str().expect("a reason");
    assert!(!reason.trim().is_empty(), "the reason says why it ended");
    let seed = end["seed"]
        .as_str()
        .expect("the seed is revealed at the end");
    assert_eq!(
        seed_hash(seed),
        seed_hash_shown,
        "sha256(seed) == seed_hash"
    );

    // The history: one entry per move, in order, by the seat that moved.
    let history = api.history(bob.auth(), id).await.expect(200);
    let history = history.as_array().expect("a list");
    assert_eq!(history.len(), played.len());
    for (entry, moved) in history.iter().zip(&played) {
        assert_eq!(entry["seq"], moved.seq);
        assert_eq!(entry["seat"], moved.seat.as_str());
        assert!(
            entry["text"].as_str().is_some_and(|t| !t.is_empty()),
            "{entry}"
        );
        assert!(entry["at"].is_string(), "{entry}");
    }
    let setup = api.history_at(alice.auth(), id, 0).await.expect(200);
    assert_eq!(setup["seq"], 0);
    assert!(!setup["view"].is_null());
    let last = api.history_at(alice.auth(), id, n).await.expect(200);
    assert_eq!(last["seq"], n);
    assert_eq!(
        last["view"], end["view"],
        "the view after the last move is the view now"
    );
    api.history_at(alice.auth(), id, n + 1)
        .await
        .expect_error(404);

    // No move after the end.
    let offered_last = played.last().expect("a move").action.clone();
    api.play(alice.auth(), id, n, &offered_last)
        .await
        .expect_error(422);
    api.play(bob.auth(), id, n, &offered_last)
        .await
        .expect_error(422);
    assert_eq!(current_seq(&api, id).await, n, "nothing changed");

    // The mails: every turn passed, and the result, to the right player, in one thread.
    let mails = smtp.wait_for(ledger.total(), PATIENCE).await;
    assert_eq!(
        mails.len(),
        ledger.total(),
        "exactly the mails expected: {ledger:?}"
    );
    assert_no_duplicates(&mails);
    // Hidden information: the secret seed appeared nowhere while the game was played, not
    // in any state a player or spectator was shown, nor in any mail.
    for moved in &played {
        if moved.after["status"] != "finished" {
            assert!(
                !moved.after.to_string().contains(seed),
                "the seed leaked at move {}",
                moved.seq
            );
        }
    }
    for mail in &mails {
        assert!(
            !mail.text.contains(seed) && !mail.html.contains(seed),
            "a mail holds the seed: {}",
            mail.subject
        );
    }
    let per = by_recipient(&mails);
    for p in [&alice, &bob] {
        let got = per.get(&p.email).map_or(0, Vec::len);
        assert_eq!(
            got, ledger.expected[&p.name],
            "{} should get {} mails ({} turns), got {got}",
            p.name, ledger.expected[&p.name], ledger.turns[&p.name]
        );
        // Mail goes out in the order it was queued: each "your turn" mail tells the move
        // that gave the turn, as the reader's history tells it, and the last gives the result.
        let history = api.history(p.auth(), id).await.expect(200);
        for (mail, cause) in per[&p.email].iter().zip(ledger.of(&p.name)) {
            match cause {
                Cause::Turn(seq) => {
                    let text = history[(seq - 1) as usize]["text"]
                        .as_str()
                        .expect("a text");
                    assert!(
                        tells(&mail.text, text),
                        "the turn mail after move {seq} tells {text:?}:\n{}",
                        mail.text
                    );
                }
                Cause::Over => assert!(
                    mail.text.contains(reason),
                    "the result mail gives the reason {reason:?}: {}",
                    mail.text
                ),
                Cause::Start | Cause::Other => {}
            }
        }
        assert_eq!(ledger.of(&p.name).last(), Some(&Cause::Over));
    }
    let root = &mails[0].references;
    assert_eq!(root.len(), 1, "one thread root: {:?}", mails[0]);
    let ids: BTreeSet<&str> = mails.iter().map(|m| m.message_id.as_str()).collect();
    assert!(
        !ids.contains(root[0].as_str()),
        "the root is not one of the mails"
    );
    for m in &mails {
        assert_eq!(&m.references, root, "one thread: {m:?}");
        assert_eq!(&m.in_reply_to, root, "one thread: {m:?}");
        assert!(m.text.contains(&link), "links to the game: {}", m.text);
        assert!(m.html.contains(&link), "links to the game: {}", m.html);
        assert!(
            m.subject.contains(&title) && m.subject.contains(&format!("#{id}")),
            "names the game: {}",
            m.subject
        );
        let opponent = if m.to == alice.email {
            &bob.name
        } else {
            &alice.name
        };
        assert!(
            m.text.contains(opponent.as_str()),
            "names the opponent {opponent}: {}",
            m.text
        );
    }

    // The stored log replays to the stored state.
    server.assert_verified();
    played.len()
}

/// Whether a mail tells a move whose history text is `text`: as written, or within a run
/// of equal hidden moves told once with its count ("york sent 2 blocks from calais to the
/// pool" tells "york sent a block from calais to the pool").
fn tells(mail: &str, text: &str) -> bool {
    if mail.contains(text) {
        return true;
    }
    let Some((before, after)) = text.split_once(" a block ") else {
        return false;
    };
    mail.lines().any(|line| {
        line.split_once(before).is_some_and(|(_, rest)| {
            rest.strip_prefix(' ')
                .and_then(|rest| rest.split_once(" blocks "))
                .is_some_and(|(count, tail)| {
                    count.parse::<u32>().is_ok_and(|n| n > 1) && tail.starts_with(after)
                })
        })
    })
}

#[test]
fn a_move_told_in_a_run_of_equal_moves_counts_as_told() {
    let mail = "Since your last move:\n  - york sent a block from warwick home to calais\n  - york sent 2 blocks from calais to the pool\n";
    assert!(tells(mail, "york sent a block from calais to the pool"));
    assert!(tells(mail, "york sent a block from warwick home to calais"));
    assert!(!tells(mail, "york sent a block from kent to the pool"));
    assert!(!tells(
        mail,
        "lancaster sent a block from calais to the pool"
    ));
}
