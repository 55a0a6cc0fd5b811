//! Issue 30, step 7: the games' own words in their readers' languages. A move told in the
//! history, the rules' refusal of a move and the options of a game come from each game's
//! message files, in the language of whoever reads them (their setting, by token).

use serde_json::json;

use crate::common;
use common::*;

/// The error text of `reply`, refused with `status` (in any language: `expect_error`
/// counts English words).
#[track_caller]
fn refusal(reply: Reply, status: u16) -> String {
    assert_eq!(reply.status, status, "{}", reply.body);
    reply.json["error"].as_str().expect("an error").to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rose_king_move_and_its_refusals_are_told_in_the_readers_language() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    // (language, the refused draw, out of turn, the move told, an option's label, the
    // result once red resigns)
    let expected = [
        (
            "en",
            "(rule 5B)",
            "it is not red's turn",
            "red played ",
            "Tie-break",
            "white wins: red resigned (",
        ),
        (
            "ru",
            "(правило 5B)",
            "сейчас не ход стороны «Красная роза»",
            "Красная роза сыграла ",
            "Равенство очков",
            "победа: Белая роза — сторона «Красная роза» сдалась (Красная роза ",
        ),
        (
            "ja",
            "（ルール 5B）",
            "今は赤薔薇の手番ではありません",
            "赤薔薇が",
            "同点の決着",
            "白薔薇の勝ち：赤薔薇が投了しました（赤薔薇 ",
        ),
    ];
    for (lang, refused, out_of_turn, told, option, result) in expected {
        let reader = player_reading(&api, &format!("words_{lang}"), lang).await;
        let bob = player(&api, &format!("bob_{lang}")).await;
        let id = start_game(&api, &reader, &[&bob]).await;
        let game = api.game(reader.auth(), id).await.expect(200);
        assert_eq!(game["you"], "red", "{game}");
        // 5B: a full hand draws no card; the reason and its rule in the reader's words.
        let error = refusal(api.play(reader.auth(), id, 0, "draw").await, 422);
        assert!(error.contains(refused), "{lang}: {error}");
        let play = game["actions"][0].as_str().expect("an action").to_string();
        assert!(play.starts_with("play "), "{game}");
        api.play(reader.auth(), id, 0, &play).await.expect(200);
        let error = refusal(api.play(reader.auth(), id, 1, &play).await, 403);
        assert!(error.contains(out_of_turn), "{lang}: {error}");
        let history = api.history(reader.auth(), id).await.expect(200);
        let text = history[0]["text"].as_str().expect("a move told");
        assert!(text.starts_with(told), "{lang}: {text}");
        // The same move reads in English to an English reader.
        let theirs = api.history(bob.auth(), id).await.expect(200);
        let english = theirs[0]["text"].as_str().expect("a move told");
        assert!(english.starts_with("red played "), "{english}");
        // The kinds' options, in the reader's language by token.
        let request = api.get_request("/api/kinds", reader.auth());
        let kinds = api.try_send(request).await.expect("an answer");
        let rose = kinds.json.as_array().expect("kinds")[0].clone();
        assert_eq!(
            rose["options"]["tiebreak"]["label"], option,
            "{lang}: {rose}"
        );
        // A finished game's result, on the player's profile, in the reader's words.
        api.post(
            &format!("/api/games/{id}/resign"),
            reader.auth(),
            &json!({}),
        )
        .await
        .expect(200);
        let request = api
            .get_request(&format!("/api/players/{}", reader.name), None)
            .header("accept-language", lang);
        let profile = api.try_send(request).await.expect("an answer").json;
        let words = profile["finished"][0]["result"].as_str().unwrap_or("");
        assert!(words.starts_with(result), "{lang}: {profile}");
        // The game page names the seats and tells the result in the same words.
        let page = FormClient::new(&server.base);
        page.sign_in(&reader.name, PASSWORD).await;
        let body = html_unescape(&page.get(&format!("/games/{id}")).await.body);
        assert!(body.contains(result), "{lang}: {body}");
        let red = match lang {
            "ru" => "Красная роза",
            "ja" => "赤薔薇",
            _ => "red",
        };
        assert!(body.contains(&format!("<strong>{red}")), "{lang}: {body}");
    }
}
