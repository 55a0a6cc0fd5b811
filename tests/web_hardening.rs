//! The web face's hardening: security headers on every answer, API errors always in the
//! JSON shape, page titles that are plain text, and forms that outlive a restart.

use crate::common;

use common::*;
use reqwest::Method;
use serde_json::json;

/// Checks the headers every answer carries, and returns the Content-Security-Policy.
#[track_caller]
fn assert_security_headers(what: &str, got: &Fetched) -> String {
    assert_eq!(got.header("x-content-type-options"), "nosniff", "{what}");
    assert_eq!(got.header("x-frame-options"), "DENY", "{what}");
    let referrer = got.header("referrer-policy");
    assert!(
        ["no-referrer", "same-origin"].contains(&referrer.as_str()),
        "{what}: Referrer-Policy {referrer:?}"
    );
    let csp = got.header("content-security-policy");
    assert!(
        csp.contains("frame-ancestors 'none'"),
        "{what}: the CSP forbids framing: {csp:?}"
    );
    assert!(
        csp.contains("default-src 'none'") || csp.contains("default-src 'self'"),
        "{what}: the CSP has a default: {csp:?}"
    );
    csp
}

/// Checks that nothing on a page needs what its CSP forbids: inline script anywhere (a
/// page may load Herald's own script files, when the CSP allows `script-src 'self'`), and
/// inline style unless the CSP allows it.
#[track_caller]
fn assert_page_fits_its_csp(what: &str, page: &Fetched, csp: &str) {
    let body = page.body.to_lowercase();
    let own_scripts = csp
        .split(';')
        .map(str::trim)
        .any(|d| d == "script-src 'self'");
    let mut rest = body.as_str();
    while let Some(at) = rest.find("<script") {
        let tag = &rest[at..];
        let end = tag.find("</script>").expect("a closed script element");
        let element = &tag[..end];
        assert!(
            own_scripts && element.starts_with("<script src=\"/static/") && element.ends_with('>'),
            "{what}: a script that is not one of Herald's own files under {csp:?}: {element}"
        );
        rest = &tag[end..];
    }
    assert!(
        !body.contains(" onclick=") && !body.contains("javascript:"),
        "{what}: a page with inline script: {}",
        page.body
    );
    let style_src = csp
        .split(';')
        .map(str::trim)
        .find(|d| d.starts_with("style-src"))
        .unwrap_or_default();
    if !style_src.contains("'unsafe-inline'") {
        assert!(
            !body.contains("<style") && !body.contains(" style=\""),
            "{what}: inline style under {csp:?}: {}",
            page.body
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_answer_carries_security_headers_and_secrets_are_not_cached() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let browser = FormClient::signed_up(&server.base, "alice").await;
    let bob = player(&api, "bob").await;
    let id = open_game(&api, &bob).await;

    // Pages, including the confirm page whose one button plays a move.
    for path in [
        "/".to_string(),
        "/lobby".to_string(),
        "/signin".to_string(),
        format!("/games/{id}"),
        format!("/games/{id}/confirm?seq=0&action=pass"),
        "/settings".to_string(),
        "/no/such/page".to_string(),
    ] {
        let page = browser.get(&path).await;
        assert!(
            page.status == 200 || page.status == 404,
            "{path}: {}",
            page.body
        );
        let csp = assert_security_headers(&path, &page);
        assert_page_fits_its_csp(&path, &page, &csp);
        assert!(
            page.header("strict-transport-security").is_empty(),
            "no HSTS over plain http"
        );
    }
    // The stylesheet the pages link is served, under the same headers.
    let css = browser.get("/static/herald.css").await;
    assert_eq!(css.status, 200, "{}", css.body);
    assert!(css.header("content-type").starts_with("text/css"));
    assert_security_headers("the stylesheet", &css);

    // Settings and a new token are never cached.
    assert!(
        browser
            .get("/settings")
            .await
            .header("cache-control")
            .contains("no-store")
    );
    let csrf = browser.csrf("/settings").await;
    let token_page = browser.post("/settings/tokens", &[("csrf", &csrf)]).await;
    assert_eq!(token_page.status, 200, "{}", token_page.body);
    assert!(token_page.body.contains("hr_"), "the page shows the token");
    assert!(token_page.header("cache-control").contains("no-store"));

    // API answers: the same headers; a token answer is never cached.
    let api_client = FormClient::new(&server.base);
    let kinds = api_client.get("/api/kinds").await;
    assert_eq!(kinds.status, 200);
    assert_security_headers("GET /api/kinds", &kinds);
    let token = reqwest::Client::new()
        .post(format!("{}/api/tokens", server.base))
        .json(&json!({ "name": "bob", "password": PASSWORD }))
        .send()
        .await
        .expect("an answer");
    assert_eq!(token.status(), 201);
    let cache = token
        .headers()
        .get("cache-control")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string();
    assert!(cache.contains("no-store"), "POST /api/tokens: {cache:?}");
    assert_eq!(
        token
            .headers()
            .get("x-content-type-options")
            .and_then(|v| v.to_str().ok()),
        Some("nosniff")
    );
    let settings = api_client
        .get_with(
            "/api/me/settings",
            ("authorization", &format!("Bearer {}", bob.token)),
        )
        .await;
    assert_eq!(settings.status, 200, "{}", settings.body);
    assert!(settings.header("cache-control").contains("no-store"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_behind_https_asks_browsers_to_keep_to_https() {
    let smtp = SmtpServer::start();
    let server = Server::start_with(&smtp.url(), &[("HERALD_BASE_URL", "https://herald.test")]);
    let browser = FormClient::new(&server.base);
    for path in ["/", "/api/kinds"] {
        let got = browser.get(path).await;
        let hsts = got.header("strict-transport-security");
        assert!(hsts.starts_with("max-age="), "{path}: HSTS {hsts:?}");
        let age: u64 = hsts["max-age=".len()..]
            .split(';')
            .next()
            .unwrap()
            .trim()
            .parse()
            .expect("a number of seconds");
        assert!(
            age >= 180 * 24 * 3600,
            "{path}: at least half a year: {hsts}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_api_error_is_json_with_a_sentence() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let alice = player(&api, "alice").await;
    let bearer = format!("Bearer {}", alice.token);
    let id = open_game(&api, &alice).await;
    let http = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();

    // Unknown routes, the root of the API, malformed ids.
    for (path, statuses) in [
        ("/api", &[404][..]),
        ("/api/", &[404]),
        ("/api/kinds/", &[404]),
        ("/api/nothing", &[404]),
        ("/api/games/%FF", &[400, 404]),
        ("/api/games/%FF/history", &[400, 404]),
        ("/api/games/1/history/%FF", &[400, 404]),
        ("/api/games/99999999999999999999999", &[400, 404]),
        ("/api/kinds/%FF/data", &[400, 404]),
    ] {
        let reply = api.get(path, alice.auth()).await;
        assert!(
            statuses.contains(&reply.status),
            "GET {path}: {} {}",
            reply.status,
            reply.body
        );
        assert_error_shape(&reply);
    }
    for method in [Method::DELETE, Method::PATCH, Method::POST] {
        for path in ["/api/", "/api/nothing"] {
            let reply = api.request(method.clone(), path, alice.auth()).await;
            assert!(
                [404, 405].contains(&reply.status),
                "{method} {path}: {}",
                reply.body
            );
            assert_error_shape(&reply);
        }
    }
    let reply = api.request(Method::PATCH, "/api/games", alice.auth()).await;
    assert_eq!(reply.status, 405, "{}", reply.body);
    assert_error_shape(&reply);

    // Bad headers: an Authorization that is not text, a Content-Type that is not JSON.
    let garbled = http
        .get(format!("{}/api/games", server.base))
        .header(
            "authorization",
            reqwest::header::HeaderValue::from_bytes(b"Bearer \xff\xfe").unwrap(),
        )
        .send()
        .await
        .unwrap();
    let reply = reply_of(garbled).await;
    reply.expect_error(401);
    for content_type in [
        "text/plain",
        "application/x-www-form-urlencoded",
        "nonsense",
        "",
    ] {
        let reply = api
            .post_raw(
                "/api/tokens",
                None,
                content_type,
                json!({ "name": "alice", "password": PASSWORD }).to_string(),
            )
            .await;
        reply.expect_error(415);
        let reply = api
            .post_raw(
                &format!("/api/games/{id}/moves"),
                Some(&bearer),
                content_type,
                json!({ "seq": 0, "action": "x" }).to_string(),
            )
            .await;
        reply.expect_error(415);
    }
    // A JSON media type with parameters is JSON.
    api.post_raw(
        "/api/tokens",
        None,
        "application/json; charset=utf-8",
        json!({ "name": "alice", "password": PASSWORD }).to_string(),
    )
    .await
    .expect(201);

    // A body too large: 413.
    let big = json!({ "name": "x".repeat(70 * 1024), "password": "y" }).to_string();
    for path in ["/api/users", "/api/tokens"] {
        api.post_raw(path, None, "application/json", big.clone())
            .await
            .expect_error(413);
    }
    api.post_raw(
        &format!("/api/games/{id}/join"),
        Some(&bearer),
        "application/json",
        big.clone(),
    )
    .await
    .expect_error(413);
    // JSON that is not what the route takes: 400 with the shape.
    api.post_raw("/api/tokens", None, "application/json", "[1, 2]")
        .await
        .expect_error(400);

    // Pages keep answering HTML.
    let page = http
        .get(format!("{}/no/such/page", server.base))
        .send()
        .await
        .unwrap();
    assert_eq!(page.status(), 404);
    assert!(
        page.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/html")
    );
}

/// A new game with its creator alone in it: open.
async fn open_game(api: &Api, creator: &Player) -> i64 {
    api.create_game(creator.auth(), &json!({ "kind": KIND }))
        .await
        .expect(201)["id"]
        .as_i64()
        .expect("an id")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_page_title_is_short_plain_text() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let browser = FormClient::signed_up(&server.base, "alice").await;
    // Something to list everywhere: an open game, an invitation, a game under way.
    let bob = player(&api, "bob").await;
    let carol = player(&api, "carol").await;
    let open = open_game(&api, &bob).await;
    let kind = KIND;
    api.create_game(bob.auth(), &json!({ "kind": kind, "invite": ["alice"] }))
        .await
        .expect(201);
    let active = start_game(&api, &bob, &[&carol]).await;
    let csrf = browser.csrf("/lobby").await;

    for path in [
        "/".to_string(),
        "/signin".to_string(),
        "/signup".to_string(),
        "/lobby".to_string(),
        "/games".to_string(),
        "/games/new".to_string(),
        format!("/games/{open}"),
        format!("/games/{active}"),
        format!("/games/{active}/history/0"),
        format!("/games/{open}/confirm?seq=0&action=pass"),
        "/settings".to_string(),
        "/unsubscribe/not-a-key".to_string(),
        "/games/abc".to_string(),
        "/no/such/page".to_string(),
    ] {
        let page = browser.get(&path).await;
        let title = page.title();
        assert!(
            !title.contains('<') && !title.contains('>'),
            "{path}: markup in the title: {title:?}"
        );
        assert!(
            !title.contains(&csrf) && !title.contains("csrf"),
            "{path}: the CSRF token in the title: {title:?}"
        );
        assert!(
            !title.contains('\n') && title.chars().count() <= 80,
            "{path}: a title is one short line: {title:?}"
        );
        assert!(title.contains("Herald"), "{path}: {title:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_form_fetched_before_a_restart_is_accepted_after_it() {
    let smtp = SmtpServer::start();
    let mut server = Server::start(&smtp);
    let mut browser = FormClient::new(&server.base);
    let csrf = browser.csrf("/signup").await;

    server.restart();
    browser.base = server.base.clone();

    let email = email_of("alice");
    let answer = browser
        .post(
            "/signup",
            &[
                ("csrf", &csrf),
                ("name", "alice"),
                ("email", &email),
                ("password", PASSWORD),
            ],
        )
        .await;
    assert_eq!(answer.status, 303, "accepted: {}", answer.body);
    // And a signed-in form across a second restart.
    let csrf = browser.csrf("/settings").await;
    server.restart();
    browser.base = server.base.clone();
    let answer = browser.post("/settings/tokens", &[("csrf", &csrf)]).await;
    assert_eq!(answer.status, 200, "accepted: {}", answer.body);
    assert!(answer.body.contains("hr_"));
}
