//! Issue 30: every mail a player gets is in their language, not the turn mail alone: the
//! invitation, the turn, the reminder before a deadline, the daily digest, the end of a
//! game lost on time, and the account's links and notices (a password reset, a password
//! changed, an address to confirm). A Russian and a Japanese reader each get all of them;
//! each is checked for the reader's script, English phrases of Herald's files and message
//! ids.

use crate::common;
use crate::languages::{core_english_left, english_phrases, in_script};

use common::*;
use serde_json::json;

const HOUR: i64 = 3_600_000;

/// The server's clock now: the real one plus what the test advanced it by.
fn server_now_ms(advanced: i64) -> i64 {
    let real = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("after 1970")
        .as_millis();
    i64::try_from(real).expect("a time") + advanced
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_kind_of_mail_reaches_a_russian_and_a_japanese_reader_in_their_words() {
    // Arrange: each reader in a game with a three-day clock, to act.
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let phrases = english_phrases();
    // Out of time loses: the late reader is told the game is over, and why.
    let options = json!({
        "clock": { "per_move": { "days": 3 } }, "timeout": "lose", "vacation": false
    });
    let mut readers = Vec::new();
    for lang in ["ru", "ja"] {
        let reader = player_reading(&api, &format!("late_{lang}"), lang).await;
        let opponent = player(&api, &format!("opp_{lang}")).await;
        let id = start_game_of(&api, "rosenkonig", &options, &opponent, &[&reader]).await;
        let mut table = Table::new(&api, id, &[&opponent, &reader]).await;
        let mut rng = Rng::new(11);
        for _ in 0..6 {
            let game = table.refresh().await.clone();
            let to_act = strings(&game["to_act"]);
            if to_act
                .iter()
                .any(|s| table.player_in(&game, s).name == reader.name)
            {
                break;
            }
            table.step(&mut rng).await;
        }
        readers.push((lang, reader));
    }

    // Act: the account's mails; two days and an hour on (a reminder); then a digest.
    for (lang, reader) in &readers {
        api.post(
            "/api/password-reset",
            None,
            &json!({ "email": reader.email }),
        )
        .await
        .expect(202);
        let new_password = "another horse battery staple";
        api.post(
            "/api/me/password",
            reader.auth(),
            &json!({ "old": PASSWORD, "new": new_password }),
        )
        .await
        .expect(204);
        api.post(
            "/api/me/email",
            reader.auth(),
            &json!({ "email": format!("moved_{lang}@example.org"), "password": new_password }),
        )
        .await
        .expect(202);
    }
    let advanced = 2 * 24 * HOUR + HOUR;
    server.advance(advanced);
    smtp.wait_until("the reminders", PATIENCE, |smtp| {
        readers.iter().all(|(_, r)| {
            smtp.messages_to(&r.email, "")
                .iter()
                .any(|m| m.message_id.starts_with("remind."))
        })
    })
    .await;
    // A digest at the next hour but one, three hours on (before the deadline).
    let digest_hour = (server_now_ms(advanced) / HOUR + 2) % 24;
    for (_, reader) in &readers {
        api.put(
            "/api/me/settings",
            reader.auth(),
            &json!({ "mail": "digest", "digest_hour": digest_hour }),
        )
        .await
        .expect(200);
    }
    server.advance(3 * HOUR); // 2 days 4 hours in all: before the deadline
    smtp.wait_until("the digests", PATIENCE, |smtp| {
        readers.iter().all(|(_, r)| {
            smtp.messages_to(&r.email, "")
                .iter()
                .any(|m| m.message_id.starts_with("digest."))
        })
    })
    .await;
    // Past the deadline: the game is lost on time.
    server.advance(21 * HOUR); // 3 days 1 hour in all
    let kinds = [
        "invite.",
        "turn.",
        "remind.",
        "reset.",
        "password.",
        "digest.",
        "over.",
    ];
    smtp.wait_until("every kind of mail", PATIENCE, |smtp| {
        readers.iter().all(|(lang, r)| {
            let mails = smtp.messages_to(&r.email, "");
            kinds
                .iter()
                .all(|k| mails.iter().any(|m| m.message_id.starts_with(k)))
                && !smtp
                    .messages_to(&format!("moved_{lang}@example.org"), "")
                    .is_empty()
        })
    })
    .await;

    // Assert: each in the reader's script, with no English phrase and no message id.
    for (lang, reader) in &readers {
        let mut mails = smtp.messages_to(&reader.email, "");
        mails.extend(smtp.messages_to(&format!("moved_{lang}@example.org"), ""));
        for mail in &mails {
            let about = format!("{lang} {}", mail.message_id);
            assert!(in_script(lang, &mail.subject), "{about}: {}", mail.subject);
            assert!(in_script(lang, &mail.text), "{about}: {}", mail.text);
            for part in [&mail.subject, &mail.text, &mail.html] {
                let left = core_english_left(part, &phrases);
                assert!(left.is_empty(), "{about}: English {left:?} in {part}");
                for id in ["mail-", "digest-", "account-", "rosenkonig-"] {
                    assert!(!part.contains(id), "{about}: a message id in {part}");
                }
            }
        }
        eprintln!("{lang}: {} mails checked", mails.len());
    }
}
