//! The password reset: a single-use link that expires, sent only to an address with an
//! account and within a rate limit, that signs the account out everywhere; through the API
//! and through the pages.

use serde_json::json;

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reset_link_works_once_and_signs_the_account_out_everywhere() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let alice = player(&api, "alice").await;
    let browser = FormClient::new(&server.base);
    browser.sign_in("alice", PASSWORD).await;
    assert_eq!(browser.get("/settings").await.status, 200);

    // An address without an account: the same answer, and nothing is sent.
    ask_reset(&api, "nobody@example.org").await.expect(202);
    assert_eq!(reset_links_queued(&server), 0);
    ask_reset(&api, "not an address").await.expect_error(422);

    // Two requests (the address in another case): two mails; the first link is void.
    for _ in 0..2 {
        ask_reset(&api, "ALICE@example.org").await.expect(202);
    }
    let first = reset_token(&smtp, &alice.email, 1).await;
    let second = reset_token(&smtp, &alice.email, 2).await;
    assert_ne!(first, second);
    assert_eq!(
        count(
            &server,
            &format!("SELECT count(*) FROM account_tokens WHERE hash = '{second}'")
        ),
        0,
        "only the hash is stored"
    );
    let confirm = |token: &str, password: &str| {
        let body = json!({ "token": token, "password": password });
        let api = api.clone();
        async move { api.post("/api/password-reset/confirm", None, &body).await }
    };
    assert_eq!(
        confirm(&first, NEW_PASSWORD).await.expect_error(422),
        DEAD_LINK
    );
    // A weak password is refused as at sign-up, and the link still works.
    let weak = confirm(&second, "password1").await.expect_error(422);
    assert!(weak.contains("password"), "{weak}");
    let page = browser.get(&format!("/reset/{second}")).await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(
        page.body.contains("Choose a new password for alice"),
        "{}",
        page.body
    );

    confirm(&second, NEW_PASSWORD).await.expect(204);
    assert_eq!(
        confirm(&second, NEW_PASSWORD).await.expect_error(422),
        DEAD_LINK
    );
    assert_eq!(browser.get(&format!("/reset/{second}")).await.status, 422);

    // Every session and token of the account is gone; the new password works, the old not.
    api.get("/api/games", alice.auth()).await.expect_error(401);
    let settings = browser.get("/settings").await;
    assert_eq!(settings.status, 303, "signed out: {}", settings.body);
    api.token("alice", PASSWORD).await.expect_error(401);
    api.token("alice", NEW_PASSWORD).await.expect(201);

    // Rate limit: three links an hour; the fourth request is answered alike, sends nothing.
    ask_reset(&api, &alice.email).await.expect(202);
    assert_eq!(reset_links_queued(&server), 3);
    ask_reset(&api, &alice.email).await.expect(202);
    assert_eq!(reset_links_queued(&server), 3, "over the limit: no mail");
    server.advance(HOUR + 60_000);
    ask_reset(&api, &alice.email).await.expect(202);
    assert_eq!(reset_links_queued(&server), 4, "an hour later: one more");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reset_link_expires_after_an_hour() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let bob = player(&api, "bob").await;
    let token = ask_reset_link(&api, &smtp, &bob.email, 1).await;
    server.advance(HOUR + 1_000);
    let body = json!({ "token": token, "password": NEW_PASSWORD });
    let refused = api
        .post("/api/password-reset/confirm", None, &body)
        .await
        .expect_error(422);
    assert_eq!(refused, DEAD_LINK);
    api.token("bob", PASSWORD).await.expect(201);
    let unknown = json!({ "token": "0".repeat(64), "password": NEW_PASSWORD });
    api.post("/api/password-reset/confirm", None, &unknown)
        .await
        .expect_error(422);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_pages_lead_from_forgotten_to_a_new_password() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let carol = player(&api, "carol").await;
    let browser = FormClient::new(&server.base);
    let signin = browser.get("/signin").await;
    assert!(
        signin
            .body
            .contains("<a href=\"/reset\">Forgot your password?</a>"),
        "{}",
        signin.body
    );
    let csrf = browser.csrf("/reset").await;
    let asked = browser
        .post("/reset", &[("csrf", &csrf), ("email", &carol.email)])
        .await;
    assert_eq!(asked.status, 303);
    let told = browser.get(&asked.header("location")).await;
    assert!(
        told.body.contains("If that address belongs to an account"),
        "{}",
        told.body
    );

    let token = reset_token(&smtp, &carol.email, 1).await;
    let path = format!("/reset/{token}");
    let csrf = browser.csrf(&path).await;
    let differ = browser
        .post(
            &path,
            &[
                ("csrf", &csrf),
                ("password", NEW_PASSWORD),
                ("again", "something else"),
            ],
        )
        .await;
    assert_eq!(differ.status, 303);
    assert!(
        differ.header("location").contains("error="),
        "{}",
        differ.header("location")
    );
    let done = browser
        .post(
            &path,
            &[
                ("csrf", &csrf),
                ("password", NEW_PASSWORD),
                ("again", NEW_PASSWORD),
            ],
        )
        .await;
    assert_eq!(done.status, 303);
    assert!(
        done.header("location").starts_with("/signin"),
        "{}",
        done.header("location")
    );
    browser.sign_in("carol", NEW_PASSWORD).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_postgresql_a_reset_signs_the_account_out_of_its_browser_sessions_too() {
    // Issue 29: sessions, account links and the sign-out everywhere on the second engine.
    let smtp = SmtpServer::start();
    let Some(server) = Server::start_on_postgres(&smtp) else {
        return;
    };
    let api = server.api();
    let alice = player(&api, "alice").await;
    let bob = player(&api, "bob").await;
    let (alices_browser, bobs_browser) =
        (FormClient::new(&server.base), FormClient::new(&server.base));
    alices_browser.sign_in("alice", PASSWORD).await;
    bobs_browser.sign_in("bob", PASSWORD).await;
    assert_eq!(alices_browser.get("/settings").await.status, 200);

    ask_reset(&api, &alice.email).await.expect(202);
    let token = reset_token(&smtp, &alice.email, 1).await;
    let body = json!({ "token": token, "password": NEW_PASSWORD });
    api.post("/api/password-reset/confirm", None, &body)
        .await
        .expect(204);
    api.post("/api/password-reset/confirm", None, &body)
        .await
        .expect_error(422);

    let settings = alices_browser.get("/settings").await;
    assert_eq!(settings.status, 303, "signed out: {}", settings.body);
    api.get("/api/games", alice.auth()).await.expect_error(401);
    assert_eq!(
        bobs_browser.get("/settings").await.status,
        200,
        "another account's session stays"
    );
    api.get("/api/games", bob.auth()).await.expect(200);
    api.token("alice", NEW_PASSWORD).await.expect(201);
    assert!(!server.made_a_sqlite_file(), "kept in PostgreSQL");
}
