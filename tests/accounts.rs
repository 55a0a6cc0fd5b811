//! Accounts: which passwords and mail addresses are accepted (through the API and the
//! sign-up form), and the sign-in rate limit (through `POST /api/tokens` and the form).

use crate::common;

use std::time::{Duration, Instant};

use common::*;
use serde_json::json;

/// `POST /api/tokens` as sent through a proxy that says the client is `forwarded_for`.
async fn token_via(
    server: &Server,
    forwarded_for: Option<&str>,
    name: &str,
    password: &str,
) -> Reply {
    let mut request = reqwest::Client::new()
        .post(format!("{}/api/tokens", server.base))
        .json(&json!({ "name": name, "password": password }));
    if let Some(value) = forwarded_for {
        request = request.header("x-forwarded-for", value);
    }
    reply_of(request.send().await.expect("an answer")).await
}

/// Checks that `name` is free: nothing was stored by a refused sign-up. (It looks in
/// the database: a sign-in to find out would count as a failed attempt.)
async fn assert_name_free(server: &Server, name: &str) {
    let url = format!("sqlite://{}", server.db_path().display());
    let pool = sqlx::SqlitePool::connect(&url)
        .await
        .expect("open the file");
    let (count,): (i64,) = sqlx::query_as("SELECT count(*) FROM users WHERE name_key = lower($1)")
        .bind(name)
        .fetch_one(&pool)
        .await
        .expect("count the users");
    pool.close().await;
    assert_eq!(count, 0, "no account {name} was stored");
}

// ----- passwords -----

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn weak_passwords_are_refused_with_the_reason_and_nothing_is_stored() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();

    let long = "Tr0ub4dor&3 ".repeat(5000); // 60,000 characters
    let cases: Vec<(&str, String, &str)> = vec![
        ("digits", "12345678".into(), "guess"),
        ("the commonest word", "password".into(), "guess"),
        ("spaces", " ".repeat(8), "guess"),
        ("NUL characters", "\0".repeat(8), "control"),
        (
            "a bell inside",
            "correct horse\u{7}battery staple".into(),
            "control",
        ),
        (
            "a line break inside",
            "correct horse\nbattery staple".into(),
            "control",
        ),
        ("the name", "margaret1".into(), "name"),
        ("the name twice", "Margaret1Margaret1".into(), "guess"),
        ("the address", "margaret1@example.org".into(), "address"),
        ("too short", "k3#Rq!".into(), "8"),
        ("60,000 characters", long, "256"),
        (
            "257 characters",
            "qX7#vL2$".repeat(33)[..257].to_string(),
            "256",
        ),
    ];
    for (what, password, reason) in &cases {
        let started = Instant::now();
        let reply = api
            .sign_up("margaret1", "margaret1@example.org", password)
            .await;
        let message = reply.expect_error(422);
        assert!(
            message.contains("password") && message.to_lowercase().contains(reason),
            "{what}: the message says why ({reason}): {message}"
        );
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "{what}: refused at once"
        );
        assert_name_free(&server, "margaret1").await;
    }

    // Strong ones pass: the harness's, a long passphrase with spaces, 256 characters.
    api.sign_up("margaret1", "margaret1@example.org", PASSWORD)
        .await
        .expect(201);
    api.token("margaret1", PASSWORD).await.expect(201);
    let passphrase = "ships sail on the Vltava at dawn 1987";
    api.sign_up("walter", &email_of("walter"), passphrase)
        .await
        .expect(201);
    api.token("walter", passphrase).await.expect(201);
    let longest: String = "qX7#vL2$ wander Otter Mjolnir ".repeat(9)[..256].to_string();
    assert_eq!(longest.chars().count(), 256);
    api.sign_up("zelda", &email_of("zelda"), &longest)
        .await
        .expect(201);
    api.token("zelda", &longest).await.expect(201);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_sign_up_form_says_why_a_password_or_address_is_refused_and_keeps_the_rest() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let browser = FormClient::new(&server.base);

    let refused = browser
        .sign_up("dora", "dora@example.org", "password")
        .await;
    assert_eq!(refused.status, 422, "{}", refused.body);
    assert!(refused.body.contains("class=\"error\""), "{}", refused.body);
    assert!(
        refused.body.contains("too easy to guess"),
        "{}",
        refused.body
    );
    assert!(refused.body.contains("value=\"dora\""), "the name is kept");
    assert!(
        refused.body.contains("value=\"dora@example.org\""),
        "the address is kept"
    );
    assert!(
        !refused.body.contains("value=\"password\""),
        "the password is not sent back"
    );
    assert_name_free(&server, "dora").await;

    let refused = browser
        .sign_up("dora", "\"a b\"@example.org", PASSWORD)
        .await;
    assert_eq!(refused.status, 422, "{}", refused.body);
    assert!(refused.body.contains("class=\"error\""), "{}", refused.body);
    assert!(refused.body.contains("value=\"dora\""), "the name is kept");
    assert_name_free(&server, "dora").await;

    api.sign_up("erin", "erin@example.org", PASSWORD)
        .await
        .expect(201);
    let refused = browser.sign_up("dora", "Erin@Example.org", PASSWORD).await;
    assert_eq!(refused.status, 409, "{}", refused.body);
    assert!(refused.body.contains("class=\"error\""), "{}", refused.body);
    assert_name_free(&server, "dora").await;

    assert_eq!(
        browser
            .sign_up("dora", "dora@example.org", PASSWORD)
            .await
            .status,
        303
    );
}

// ----- mail addresses -----

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn addresses_that_cannot_be_mailed_or_are_taken_are_refused() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();

    let long_local = format!("{}@example.org", "a".repeat(64));
    let too_long = format!("{}@{}.example.org", "a".repeat(60), "b".repeat(190));
    assert!(too_long.len() > 254);
    for address in [
        "\"<script>alert(1)</script>\"@example.org",
        "\"a b\"@example.org",
        "\"quoted\"@example.org",
        "a b@example.org",
        "a\tb@example.org",
        "a\u{0}b@example.org",
        "alice@exa mple.org",
        "alice@",
        "@example.org",
        "alice",
        "alice@example.org, bob@example.org",
        "Alice <alice@example.org>",
        too_long.as_str(),
    ] {
        let message = api
            .sign_up("dora", address, PASSWORD)
            .await
            .expect_error(422);
        assert!(
            message.contains("address"),
            "{address:?}: the message is about the address: {message}"
        );
        assert_name_free(&server, "dora").await;
    }
    // A plain long local part is fine.
    api.sign_up("carl", &long_local, PASSWORD).await.expect(201);

    // One account per address, compared ignoring case.
    api.sign_up("alice", "Alice@Example.org", PASSWORD)
        .await
        .expect(201);
    for address in [
        "alice@example.org",
        "ALICE@EXAMPLE.ORG",
        " alice@example.org ",
    ] {
        let message = api
            .sign_up("bob", address, PASSWORD)
            .await
            .expect_error(409);
        assert!(
            message.contains("address") && !message.contains("name \""),
            "{address}: the message says the address is taken: {message}"
        );
        assert_name_free(&server, "bob").await;
    }
    // A taken name still says so.
    let message = api
        .sign_up("ALICE", "other@example.org", PASSWORD)
        .await
        .expect_error(409);
    assert!(message.contains("name"), "{message}");
    api.sign_up("bob", &email_of("bob"), PASSWORD)
        .await
        .expect(201);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_with_one_address_on_two_accounts_still_migrates() {
    // A database from before the rule, with alice's address on two accounts: undo
    // migration 0010 on a fresh file and plant the duplicate, as an old database has it.
    let smtp = SmtpServer::start();
    let mut server = Server::start(&smtp);
    server.kill();
    let url = format!("sqlite://{}", server.db_path().display());
    {
        let pool = sqlx::SqlitePool::connect(&url)
            .await
            .expect("open the file");
        for sql in [
            "DROP INDEX users_by_email_key",
            "ALTER TABLE users DROP COLUMN email_key",
            "DROP TABLE server_secrets",
            "DELETE FROM _sqlx_migrations WHERE version = 10",
            "INSERT INTO users (name, name_key, email, password_hash, created_at) VALUES ('old1', 'old1', 'Twice@example.org', 'x', 1), ('old2', 'old2', 'twice@example.org', 'x', 2), ('old3', 'old3', 'once@example.org', 'x', 3)",
        ] {
            sqlx::query(sqlx::AssertSqlSafe(sql))
                .execute(&pool)
                .await
                .unwrap_or_else(|e| panic!("{sql}: {e}"));
        }
        pool.close().await;
    }

    server.restart();
    let api = server.api();
    // Both old addresses are now taken; new accounts get their own.
    for address in ["twice@example.org", "ONCE@example.org"] {
        api.sign_up("newbie", address, PASSWORD)
            .await
            .expect_error(409);
    }
    api.sign_up("newbie", &email_of("newbie"), PASSWORD)
        .await
        .expect(201);
    let pool = sqlx::SqlitePool::connect(&url)
        .await
        .expect("open the file");
    let keys: Vec<(String, Option<String>)> =
        sqlx::query_as("SELECT name, email_key FROM users ORDER BY id")
            .fetch_all(&pool)
            .await
            .unwrap();
    assert_eq!(
        keys,
        [
            ("old1".to_string(), Some("twice@example.org".to_string())),
            ("old2".to_string(), None),
            ("old3".to_string(), Some("once@example.org".to_string())),
            ("newbie".to_string(), Some("newbie@example.org".to_string())),
        ]
    );
}

// ----- the sign-in rate limit -----

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn successful_sign_ins_are_never_limited() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    player(&api, "alice").await;
    for i in 0..10 {
        let reply = api.token("alice", PASSWORD).await;
        assert_eq!(reply.status, 201, "sign-in {i}: {}", reply.body);
    }
    // Through the form too.
    let browser = FormClient::new(&server.base);
    for i in 0..8 {
        let csrf = browser.csrf("/signin").await;
        let answer = browser
            .post(
                "/signin",
                &[("csrf", &csrf), ("name", "alice"), ("password", PASSWORD)],
            )
            .await;
        assert_eq!(answer.status, 303, "form sign-in {i}: {}", answer.body);
    }
    // A few failures among them do not add up to a lock either.
    for _ in 0..3 {
        api.token("alice", "wrong password").await.expect_error(401);
        api.token("alice", PASSWORD).await.expect(201);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn failures_lock_one_address_and_name_and_a_trusted_proxy_tells_clients_apart() {
    let smtp = SmtpServer::start();
    let server = Server::start_with(&smtp.url(), &[("HERALD_TRUSTED_PROXY", "127.0.0.1")]);
    let api = server.api();
    player(&api, "alice").await;
    player(&api, "bob").await;

    // From 203.0.113.7: wrong passwords until the limit answers.
    let mut statuses = Vec::new();
    for _ in 0..7 {
        statuses.push(
            token_via(&server, Some("203.0.113.7"), "alice", "wrong password")
                .await
                .status,
        );
    }
    assert_eq!(&statuses[..5], [401; 5], "five tries: {statuses:?}");
    assert_eq!(statuses[6], 429, "then the limit: {statuses:?}");
    // That address and name is locked, whatever the password.
    let locked = token_via(&server, Some("203.0.113.7"), "alice", PASSWORD).await;
    let message = locked.expect_error(429);
    assert!(message.contains("wait"), "{message}");
    // A client can't slip out by writing another address in front: the proxy appends the
    // real one, and the right-most address that is not the proxy is the client.
    token_via(
        &server,
        Some("198.51.100.1, 203.0.113.7"),
        "alice",
        PASSWORD,
    )
    .await
    .expect_error(429);
    // Alice from her own address gets in; so does bob from the locked address.
    token_via(&server, Some("198.51.100.1"), "alice", PASSWORD)
        .await
        .expect(201);
    token_via(
        &server,
        Some("203.0.113.7, 198.51.100.1"),
        "alice",
        PASSWORD,
    )
    .await
    .expect(201);
    token_via(&server, Some("203.0.113.7"), "bob", PASSWORD)
        .await
        .expect(201);

    // The sign-in form counts the same way.
    let browser = FormClient::new(&server.base);
    let csrf = browser.csrf("/signin").await;
    let mut statuses = Vec::new();
    for _ in 0..7 {
        let answer = browser
            .post_with(
                "/signin",
                ("x-forwarded-for", "192.0.2.9"),
                &[("csrf", &csrf), ("name", "bob"), ("password", "wrong one")],
            )
            .await;
        statuses.push(answer.status);
    }
    assert_eq!(&statuses[..5], [401; 5], "{statuses:?}");
    assert_eq!(statuses[6], 429, "{statuses:?}");
    let limited = browser
        .post_with(
            "/signin",
            ("x-forwarded-for", "192.0.2.9"),
            &[("csrf", &csrf), ("name", "bob"), ("password", PASSWORD)],
        )
        .await;
    assert_eq!(limited.status, 429);
    assert!(limited.body.contains("class=\"error\""));
    let other = browser
        .post_with(
            "/signin",
            ("x-forwarded-for", "192.0.2.10"),
            &[("csrf", &csrf), ("name", "bob"), ("password", PASSWORD)],
        )
        .await;
    assert_eq!(other.status, 303, "{}", other.body);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_a_trusted_proxy_a_forwarded_for_header_changes_nothing() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    player(&api, "alice").await;
    for i in 0..7 {
        // A different made-up address each time: ignored, so the lock still comes.
        let reply = token_via(&server, Some(&format!("203.0.113.{i}")), "alice", "wrong").await;
        assert!([401, 429].contains(&reply.status), "{}", reply.body);
    }
    token_via(&server, Some("198.51.100.1"), "alice", PASSWORD)
        .await
        .expect_error(429);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_address_trying_many_names_is_capped() {
    let smtp = SmtpServer::start();
    let server = Server::start_with(&smtp.url(), &[("HERALD_TRUSTED_PROXY", "127.0.0.1")]);
    let api = server.api();
    player(&api, "alice").await;

    // One try each at many names from one address: the address is capped.
    let mut statuses = Vec::new();
    for i in 0..40 {
        let reply = token_via(&server, Some("203.0.113.50"), &format!("user{i}"), PASSWORD).await;
        assert_error_shape(&reply);
        statuses.push(reply.status);
    }
    let first_refusal = statuses.iter().position(|s| *s == 429);
    assert!(
        matches!(first_refusal, Some(n) if (10..=30).contains(&n)),
        "a cap between 10 and 30 failures: {statuses:?}"
    );
    assert_eq!(statuses.last(), Some(&429), "{statuses:?}");
    // While capped, that address gets no try at all, even with a right password…
    token_via(&server, Some("203.0.113.50"), "alice", PASSWORD)
        .await
        .expect_error(429);
    // …and every other address goes on as before.
    token_via(&server, Some("203.0.113.51"), "alice", PASSWORD)
        .await
        .expect(201);
    token_via(&server, Some("203.0.113.51"), "user1", PASSWORD)
        .await
        .expect_error(401);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn wrong_passwords_sent_all_at_once_get_no_extra_tries() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    player(&api, "alice").await;
    let mut tasks = Vec::new();
    for i in 0..30 {
        let api = api.clone();
        tasks.push(tokio::spawn(async move {
            api.token("alice", &format!("guess number {i}")).await
        }));
    }
    let mut checked = 0;
    for task in tasks {
        let reply = task.await.expect("an attempt");
        assert_error_shape(&reply);
        match reply.status {
            401 => checked += 1,
            429 => {}
            other => panic!("{other}: {}", reply.body),
        }
    }
    // Five tries, and at most one more that was being checked at the same moment.
    assert!(
        (5..=6).contains(&checked),
        "{checked} passwords were checked"
    );
}

// ----- tokens -----

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_revoked_token_is_refused_at_once_though_it_was_just_used() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let alice = player(&api, "alice").await;
    let token = alice.auth().expect("a token").to_string();
    let spare = api.token("alice", PASSWORD).await.expect(201)["token"]
        .as_str()
        .expect("a token")
        .to_string();
    // Used twice: the server now knows whose it is without reading it again.
    for _ in 0..2 {
        api.get("/api/me/settings", Some(&token)).await.expect(200);
    }

    let browser = FormClient::new(&server.base);
    let csrf = browser.csrf("/signin").await;
    let signed_in = browser
        .post(
            "/signin",
            &[("csrf", &csrf), ("name", "alice"), ("password", PASSWORD)],
        )
        .await;
    assert_eq!(signed_in.status, 303, "{}", signed_in.body);
    let settings = browser.get("/settings").await;
    // The settings page lists each token by the first digits of its hash; revoke them all
    // but the spare's by posting each form, then check which still work.
    let ids: Vec<String> = settings
        .body
        .match_indices("/settings/tokens/")
        .filter_map(|(at, _)| {
            let rest = &settings.body[at + "/settings/tokens/".len()..];
            let id: String = rest.chars().take_while(char::is_ascii_digit).collect();
            (!id.is_empty() && rest[id.len()..].starts_with("/revoke")).then_some(id)
        })
        .collect();
    assert_eq!(ids.len(), 2, "two tokens listed: {}", settings.body);
    // Revoke the first made (alice's sign-up token).
    let csrf = browser.csrf("/settings").await;
    let first = ids
        .iter()
        .min_by_key(|id| id.parse::<i64>().unwrap())
        .unwrap();
    let revoked = browser
        .post(
            &format!("/settings/tokens/{first}/revoke"),
            &[("csrf", &csrf)],
        )
        .await;
    assert_eq!(revoked.status, 303, "{}", revoked.body);

    let refused = api.get("/api/me/settings", Some(&token)).await;
    assert_eq!(
        refused.status, 401,
        "the revoked token still works: {}",
        refused.body
    );
    api.get("/api/me/settings", Some(&spare)).await.expect(200);
}
