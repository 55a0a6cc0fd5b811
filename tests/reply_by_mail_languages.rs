//! Replies by mail from readers of Russian and Japanese (issue 30, step 10): a reply is
//! read the same in every language (full-width letters and digits as a Japanese keyboard
//! types them, the quote headers of Russian and Japanese mail clients, the list's words in
//! the reader's language), and the answer to a reply that played nothing is in its
//! reader's words. A real SMTP client delivers the replies to Herald's receiver, and the
//! real `herald` binary plays or answers them.

use crate::common;

use common::mailbox::*;
use common::*;

/// A plain-text reply body: `lines`, then a quote under `header` as the reader's client
/// writes it.
fn under(lines: &str, header: &str) -> String {
    format!("{lines}\r\n\r\n{header}\r\n> Your turn\r\n> 1. play NE2\r\n")
}

#[tokio::test]
async fn russian_and_japanese_replies_play_and_are_answered_in_their_words() {
    let smtp = SmtpServer::start();
    let server = mail_server(&smtp);
    let api = server.api();
    let ivan = player_reading(&api, "ivan", "ru").await;
    let yuki = player_reading(&api, "yuki", "ja").await;
    let players = [ivan.clone(), yuki.clone()];
    let id = start_game(&api, &ivan, &[&yuki]).await;
    let inbound = server.inbound_addr();
    let text = "Content-Type: text/plain; charset=utf-8\r\n";
    let mut refused_in_russian = false;
    let mut played_in_full_width = false;
    for n in 0..4 {
        let (game, who) = to_act(&api, id, &players).await;
        let who = who.expect("someone to act").clone();
        let seq = seq_of(&game);
        let mail = answerable(&smtp, &who.name, seq).await;
        let to = mail.reply_to.clone().expect("a reply address");
        let words = listed(&mail);
        assert!(!words.is_empty(), "{}", mail.text);
        if who.name == "ivan" && !refused_in_russian {
            // An illegal move under Gmail's Russian quote header: answered in Russian,
            // naming the line, nothing played.
            let raw = reply(
                &email_of(&who.name),
                &to,
                &mail.message_id,
                &format!("illegal{n}@client.test"),
                text,
                &under(
                    "play XX9",
                    "пн, 30 нояб. 2026 г. в 01:09, Herald <move@play.herald.test>:",
                ),
            );
            deliver_from(&inbound, &who.name, &to, &raw).await;
            smtp.wait_until("the answer", PATIENCE, |smtp| {
                smtp.messages()
                    .iter()
                    .any(|m| m.to == email_of("ivan") && m.subject.contains("Ход отклонён"))
            })
            .await;
            let answer = smtp
                .messages()
                .into_iter()
                .find(|m| m.to == email_of("ivan") && m.subject.contains("Ход отклонён"))
                .expect("the answer");
            for russian in ["Ваше письмо прочитано", "строка 1", "«play XX9»"]
            {
                assert!(answer.text.contains(russian), "{russian}: {}", answer.text);
            }
            for english in [
                "Move refused",
                "Your mail was read",
                "line 1",
                "nothing was played",
            ] {
                assert!(!answer.text.contains(english), "{english}: {}", answer.text);
            }
            assert_eq!(current_seq(&api, id).await, seq, "nothing played");
            refused_in_russian = true;
        }
        // A move: Ivan copies the list's first line in Russian words under Yandex's
        // quote header; Yuki types its number full-width under Gmail's Japanese one.
        let (lines, header) = if who.name == "ivan" {
            (
                format!("1. {}", words[0]),
                "30.11.2026, 01:09, \"Herald\" <move@play.herald.test>:",
            )
        } else {
            played_in_full_width = true;
            (
                "１".to_string(),
                "2026年11月30日(月) 1:09 Herald <move@play.herald.test>:",
            )
        };
        let raw = reply(
            &email_of(&who.name),
            &to,
            &mail.message_id,
            &format!("move{n}@client.test"),
            text,
            &under(&lines, header),
        );
        deliver_from(&inbound, &who.name, &to, &raw).await;
        assert_eq!(
            wait_for_seq_past(&api, id, seq).await,
            seq + 1,
            "{}'s reply {lines:?} plays one move",
            who.name
        );
    }
    assert!(refused_in_russian && played_in_full_width);
}
