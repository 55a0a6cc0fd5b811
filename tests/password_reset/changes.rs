//! The password change, which needs the current password, and the address change, which
//! counts once confirmed from the new address.

use serde_json::json;

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_password_change_needs_the_current_one() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let dave = player(&api, "dave").await;
    let change = |old: &str, new: &str| {
        let body = json!({ "old": old, "new": new });
        let api = api.clone();
        let dave = dave.clone();
        async move { api.post("/api/me/password", dave.auth(), &body).await }
    };
    change("not my password at all", NEW_PASSWORD)
        .await
        .expect_error(403);
    change(PASSWORD, "dave").await.expect_error(422);
    change(PASSWORD, NEW_PASSWORD).await.expect(204);
    // The token stays valid (documented); the old password no longer signs in.
    api.get("/api/games", dave.auth()).await.expect(200);
    api.token("dave", PASSWORD).await.expect_error(401);
    api.token("dave", NEW_PASSWORD).await.expect(201);
    smtp.wait_until("the notice", PATIENCE, |s| {
        !s.messages_to(&dave.email, "Your Herald password was changed")
            .is_empty()
    })
    .await;
    api.post(
        "/api/me/password",
        None,
        &json!({ "old": PASSWORD, "new": NEW_PASSWORD }),
    )
    .await
    .expect_error(401);

    // The settings form: the new password twice.
    let browser = FormClient::new(&server.base);
    browser.sign_in("dave", NEW_PASSWORD).await;
    let settings = browser.get("/settings").await;
    assert!(
        settings.body.contains("action=\"/settings/password\""),
        "{}",
        settings.body
    );
    let csrf = csrf_field(&settings.body);
    let fields = [
        ("csrf", csrf.as_str()),
        ("old", NEW_PASSWORD),
        ("new", PASSWORD),
        ("again", PASSWORD),
    ];
    let changed = browser.post("/settings/password", &fields).await;
    assert_eq!(changed.status, 303);
    assert!(
        changed.header("location").contains("notice="),
        "{}",
        changed.header("location")
    );
    api.token("dave", PASSWORD).await.expect(201);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_address_counts_once_confirmed_from_it() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let all = players(&api, &["erin", "frank"]).await;
    let (erin, frank) = (&all[0], &all[1]);
    let new_address = "erin.new@example.net";
    let ask = |email: &str, password: &str| {
        let body = json!({ "email": email, "password": password });
        let api = api.clone();
        let erin = erin.clone();
        async move { api.post("/api/me/email", erin.auth(), &body).await }
    };
    ask(new_address, "wrong wrong wrong")
        .await
        .expect_error(403);
    ask(&frank.email.to_uppercase(), PASSWORD)
        .await
        .expect_error(409);
    ask("nope", PASSWORD).await.expect_error(422);
    ask(&erin.email, PASSWORD).await.expect_error(422);
    ask(new_address, PASSWORD).await.expect(202);
    let has_new = || {
        count(
            &server,
            &format!("SELECT count(*) FROM users WHERE email = '{new_address}'"),
        )
    };
    assert_eq!(has_new(), 0, "nothing changes before the link is opened");

    let token = link_token(
        &smtp,
        new_address,
        "Confirm your new Herald mail address",
        "/confirm-email/",
        1,
    )
    .await;
    // Opening the link only asks; the POST changes the address (no sign-in needed: the
    // link is the authority, and acts on its own account only).
    let browser = FormClient::new(&server.base);
    let path = format!("/confirm-email/{token}");
    let page = browser.get(&path).await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(page.body.contains(new_address), "{}", page.body);
    assert_eq!(has_new(), 0);
    let csrf = csrf_field(&page.body);
    let done = browser.post(&path, &[("csrf", &csrf)]).await;
    assert_eq!(done.status, 200, "{}", done.body);
    assert!(done.body.contains("Address changed"), "{}", done.body);
    assert_eq!(has_new(), 1);
    assert_eq!(
        count(
            &server,
            &format!("SELECT count(*) FROM users WHERE email = '{}'", frank.email)
        ),
        1,
        "frank keeps his"
    );
    smtp.wait_until("the notice to the old address", PATIENCE, |s| {
        !s.messages_to(&erin.email, "Your Herald mail address was changed")
            .is_empty()
    })
    .await;
    // Single use.
    assert_eq!(browser.post(&path, &[("csrf", &csrf)]).await.status, 422);
    assert_eq!(browser.get(&path).await.status, 422);
    // A reset now goes to the new address.
    ask_reset_link(&api, &smtp, new_address, 1).await;

    // An address link expires after 24 hours.
    ask("erin.third@example.net", PASSWORD).await.expect(202);
    let late = link_token(
        &smtp,
        "erin.third@example.net",
        "Confirm your new Herald mail address",
        "/confirm-email/",
        1,
    )
    .await;
    server.advance(24 * HOUR + 1_000);
    assert_eq!(
        browser.get(&format!("/confirm-email/{late}")).await.status,
        422
    );
}
