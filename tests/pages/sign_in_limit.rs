//! The sign-in rate limit, on the form and on API tokens.

use super::browser::*;
use super::common::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn too_many_sign_in_attempts_are_refused_with_429() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    signed_up(&server.base, "alice").await;
    api.sign_up("bob", &email_of("bob"), PASSWORD)
        .await
        .expect(201);

    // The sign-in form: eight wrong passwords at once.
    let browser = Browser::new(&server.base);
    let csrf = csrf_of(&browser.open("/signin").await);
    let attempt = |password: &str| {
        let browser = browser.clone();
        let form = fields(&[("csrf", &csrf), ("name", "alice"), ("password", password)]);
        async move { browser.post("/signin", &form).await }
    };
    let mut tasks = Vec::new();
    for _ in 0..8 {
        tasks.push(tokio::spawn(attempt("wrong password")));
    }
    let mut statuses = Vec::new();
    for task in tasks {
        statuses.push(task.await.expect("an attempt").status);
    }
    assert_some_limited(&statuses);
    // Now even the right password must wait.
    let limited = attempt(PASSWORD).await;
    assert_eq!(limited.status, 429, "{limited:?}");
    assert!(limited.body.contains("class=\"error\""), "says why");

    // The same for API tokens.
    let mut tasks = Vec::new();
    for _ in 0..8 {
        let api = api.clone();
        tasks.push(tokio::spawn(async move {
            api.token("bob", "wrong password").await
        }));
    }
    let mut statuses = Vec::new();
    for task in tasks {
        let reply = task.await.expect("an attempt");
        assert_error_shape(&reply);
        statuses.push(reply.status);
    }
    assert_some_limited(&statuses);
    api.token("bob", PASSWORD).await.expect_error(429);
    // Other names are not locked out.
    let erin = player(&api, "erin").await;
    assert!(!erin.token.is_empty());
}

/// Of a burst of sign-ins with a wrong password, some are refused as too many (429) and
/// the others as wrong (401).
fn assert_some_limited(statuses: &[u16]) {
    assert!(
        statuses.contains(&429),
        "some attempts are refused: {statuses:?}"
    );
    assert!(
        statuses.iter().all(|s| *s == 401 || *s == 429),
        "wrong passwords are 401 or 429: {statuses:?}"
    );
}
