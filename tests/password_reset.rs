//! Issue 16.6, the account's mailed links: the password reset (a single-use link that
//! expires, sent only to an address with an account, within a rate limit, that signs the
//! account out everywhere), the password change, and the address change confirmed from
//! the new address — through the API and the pages, with a real SMTP server.

mod common;

use common::mailbox::count;
use common::*;
use serde_json::json;

const HOUR: i64 = 3_600_000;
const NEW_PASSWORD: &str = "quiet herons fold paper lanterns";
const DEAD_LINK: &str =
    "This reset link has expired or was already used; ask for a new one at /reset";

/// The mails to `address` whose subject starts with `subject`.
fn mails(smtp: &SmtpServer, address: &str, subject: &str) -> Vec<Mail> {
    smtp.messages()
        .into_iter()
        .filter(|m| m.to == address && m.subject.starts_with(subject))
        .collect()
}

/// Waits for the `n`th mail to `address` with `subject` and returns the token of the
/// link under `path` ("/reset/") in it.
async fn link_token(
    smtp: &SmtpServer,
    address: &str,
    subject: &str,
    path: &str,
    n: usize,
) -> String {
    smtp.wait_until(subject, PATIENCE, |s| mails(s, address, subject).len() >= n)
        .await;
    let mail = &mails(smtp, address, subject)[n - 1];
    let prefix = format!("{BASE_URL}{path}");
    let at = mail
        .text
        .find(&prefix)
        .unwrap_or_else(|| panic!("no link in:\n{}", mail.text));
    let token: String = mail.text[at + prefix.len()..]
        .chars()
        .take_while(char::is_ascii_alphanumeric)
        .collect();
    assert_eq!(token.len(), 64, "32 random bytes in hex: {token}");
    assert!(
        mail.html.contains(&format!("{prefix}{token}")),
        "{}",
        mail.html
    );
    token
}

fn reset_links_queued(server: &Server) -> i64 {
    count(
        server,
        "SELECT count(*) FROM outbox WHERE message_id LIKE 'reset.%'",
    )
}

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
    api.post(
        "/api/password-reset",
        None,
        &json!({ "email": "nobody@example.org" }),
    )
    .await
    .expect(202);
    assert_eq!(reset_links_queued(&server), 0);
    api.post(
        "/api/password-reset",
        None,
        &json!({ "email": "not an address" }),
    )
    .await
    .expect_error(422);

    // Two requests (the address in another case): two mails; the first link is void.
    for _ in 0..2 {
        api.post(
            "/api/password-reset",
            None,
            &json!({ "email": "ALICE@example.org" }),
        )
        .await
        .expect(202);
    }
    let first = link_token(
        &smtp,
        &alice.email,
        "Reset your Herald password",
        "/reset/",
        1,
    )
    .await;
    let second = link_token(
        &smtp,
        &alice.email,
        "Reset your Herald password",
        "/reset/",
        2,
    )
    .await;
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
    api.post(
        "/api/password-reset",
        None,
        &json!({ "email": alice.email }),
    )
    .await
    .expect(202);
    assert_eq!(reset_links_queued(&server), 3);
    api.post(
        "/api/password-reset",
        None,
        &json!({ "email": alice.email }),
    )
    .await
    .expect(202);
    assert_eq!(reset_links_queued(&server), 3, "over the limit: no mail");
    server.advance(HOUR + 60_000);
    api.post(
        "/api/password-reset",
        None,
        &json!({ "email": alice.email }),
    )
    .await
    .expect(202);
    assert_eq!(reset_links_queued(&server), 4, "an hour later: one more");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reset_link_expires_after_an_hour() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let bob = player(&api, "bob").await;
    api.post("/api/password-reset", None, &json!({ "email": bob.email }))
        .await
        .expect(202);
    let token = link_token(
        &smtp,
        &bob.email,
        "Reset your Herald password",
        "/reset/",
        1,
    )
    .await;
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

    let token = link_token(
        &smtp,
        &carol.email,
        "Reset your Herald password",
        "/reset/",
        1,
    )
    .await;
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
        !mails(s, &dave.email, "Your Herald password was changed").is_empty()
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
        !mails(s, &erin.email, "Your Herald mail address was changed").is_empty()
    })
    .await;
    // Single use.
    assert_eq!(browser.post(&path, &[("csrf", &csrf)]).await.status, 422);
    assert_eq!(browser.get(&path).await.status, 422);
    // A reset now goes to the new address.
    api.post(
        "/api/password-reset",
        None,
        &json!({ "email": new_address }),
    )
    .await
    .expect(202);
    link_token(
        &smtp,
        new_address,
        "Reset your Herald password",
        "/reset/",
        1,
    )
    .await;

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

/// Asks for a reset link to `address` and returns the `n`th such link's token.
async fn ask_reset_link(api: &Api, smtp: &SmtpServer, address: &str, n: usize) -> String {
    api.post("/api/password-reset", None, &json!({ "email": address }))
        .await
        .expect(202);
    link_token(smtp, address, "Reset your Herald password", "/reset/", n).await
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
