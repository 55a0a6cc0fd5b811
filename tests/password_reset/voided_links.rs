//! Issue 26.2: a mailed link does not outlive a change of what it was sent for: a password
//! reset or change voids a pending address link, an address change voids a reset link sent
//! to the old address.

use serde_json::json;

use super::*;

const DEAD_ADDRESS_LINK: &str = "This confirmation link has expired or was already used; ask for a new one on the settings page";

/// Asks for `player`'s address to become `email` (their password is `password`) and
/// returns the mailed link's token.
async fn ask_address_link(
    api: &Api,
    smtp: &SmtpServer,
    (player, password): (&Player, &str),
    email: &str,
) -> String {
    api.post(
        "/api/me/email",
        player.auth(),
        &json!({ "email": email, "password": password }),
    )
    .await
    .expect(202);
    link_token(
        smtp,
        email,
        "Confirm your new Herald mail address",
        "/confirm-email/",
        1,
    )
    .await
}

/// What an address link's page and its confirmation answer: (status, page) of the GET
/// and the status of the POST (with a form token from a live page of the same browser).
async fn address_link_answers(browser: &FormClient, token: &str, csrf: &str) -> (u16, String, u16) {
    let path = format!("/confirm-email/{token}");
    let page = browser.get(&path).await;
    let post = browser.post(&path, &[("csrf", csrf)]).await;
    (page.status, page.body, post.status)
}

/// Issue 26.2: an address link asked for by whoever knew the old password must not
/// outlive a password reset, and answers then as an expired link does.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_password_reset_voids_a_pending_address_link() {
    // Arrange: an address link waits (asked for, say, by someone who knew the password).
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let gina = player(&api, "gina").await;
    let browser = FormClient::new(&server.base);
    let csrf = browser.csrf("/reset").await;
    let pending = ask_address_link(&api, &smtp, (&gina, PASSWORD), "thief@example.net").await;

    // Act: the owner resets the password by mail.
    let reset = ask_reset_link(&api, &smtp, &gina.email, 1).await;
    api.post(
        "/api/password-reset/confirm",
        None,
        &json!({ "token": reset, "password": NEW_PASSWORD }),
    )
    .await
    .expect(204);

    // Assert: the address link is dead, and says so as an expired one does.
    let (status, void_page, post) = address_link_answers(&browser, &pending, &csrf).await;
    assert_eq!((status, post), (422, 422), "{void_page}");
    assert!(void_page.contains(DEAD_ADDRESS_LINK), "{void_page}");
    assert_eq!(
        count(
            &server,
            "SELECT count(*) FROM users WHERE email = 'thief@example.net'"
        ),
        0
    );
    let gina = Player {
        token: api.token("gina", NEW_PASSWORD).await.expect(201)["token"]
            .as_str()
            .expect("a token")
            .to_string(),
        ..gina
    };
    let expired =
        ask_address_link(&api, &smtp, (&gina, NEW_PASSWORD), "gina.later@example.net").await;
    server.advance(24 * HOUR + 1_000);
    let (status, expired_page, post) = address_link_answers(&browser, &expired, &csrf).await;
    assert_eq!((status, post), (422, 422));
    assert_eq!(
        void_page, expired_page,
        "a void link answers as an expired one"
    );
}

/// Issue 26.2: a password change voids a pending address link too.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_password_change_voids_a_pending_address_link() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let hal = player(&api, "hal").await;
    let browser = FormClient::new(&server.base);
    let csrf = browser.csrf("/reset").await;
    let pending = ask_address_link(&api, &smtp, (&hal, PASSWORD), "thief@example.net").await;
    assert_eq!(
        browser
            .get(&format!("/confirm-email/{pending}"))
            .await
            .status,
        200,
        "the link works before the change"
    );

    api.post(
        "/api/me/password",
        hal.auth(),
        &json!({ "old": PASSWORD, "new": NEW_PASSWORD }),
    )
    .await
    .expect(204);

    let (status, page, post) = address_link_answers(&browser, &pending, &csrf).await;
    assert_eq!((status, post), (422, 422), "{page}");
    assert!(page.contains(DEAD_ADDRESS_LINK), "{page}");
    assert_eq!(
        count(
            &server,
            "SELECT count(*) FROM users WHERE email = 'thief@example.net'"
        ),
        0
    );
}

/// Issue 26.2: a reset link mailed to the old address is void once the address changed,
/// and answers as an expired one does.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_confirmed_address_change_voids_a_reset_link_sent_to_the_old_address() {
    // Arrange: a reset link went to the old address.
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let ivy = player(&api, "ivy").await;
    let browser = FormClient::new(&server.base);
    let old_link = ask_reset_link(&api, &smtp, &ivy.email, 1).await;
    assert_eq!(browser.get(&format!("/reset/{old_link}")).await.status, 200);

    // Act: the address changes (asked for and confirmed).
    let new_address = "ivy.new@example.net";
    let confirm = ask_address_link(&api, &smtp, (&ivy, PASSWORD), new_address).await;
    let path = format!("/confirm-email/{confirm}");
    let page = browser.get(&path).await;
    let done = browser
        .post(&path, &[("csrf", &csrf_field(&page.body))])
        .await;
    assert_eq!(done.status, 200, "{}", done.body);

    // Assert: the old link is refused with the expired link's words; the password stays.
    let body = json!({ "token": old_link, "password": NEW_PASSWORD });
    let refused = api
        .post("/api/password-reset/confirm", None, &body)
        .await
        .expect_error(422);
    assert_eq!(refused, DEAD_LINK);
    let void_page = browser.get(&format!("/reset/{old_link}")).await;
    assert_eq!(void_page.status, 422);
    api.token("ivy", PASSWORD).await.expect(201);
    // An expired link's page reads the same.
    let late = ask_reset_link(&api, &smtp, new_address, 1).await;
    server.advance(HOUR + 1_000);
    let expired_page = browser.get(&format!("/reset/{late}")).await;
    assert_eq!(expired_page.status, 422);
    assert_eq!(void_page.body, expired_page.body);
}
