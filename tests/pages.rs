//! The browser flow through the HTML forms, without JavaScript: sign up, start a game,
//! join it from the lobby, move with the action buttons; CSRF, cookies and the sign-in
//! rate limit.

mod common;

use std::time::Duration;

use common::*;
use reqwest::header::{LOCATION, SET_COOKIE};
use serde_json::json;

/// A page as the browser got it.
#[derive(Debug)]
struct Page {
    status: u16,
    location: Option<String>,
    cookies: Vec<String>,
    body: String,
}

/// A cookie-keeping client that does not follow redirects (so they can be checked).
#[derive(Clone)]
struct Browser {
    http: reqwest::Client,
    base: String,
}

impl Browser {
    fn new(base: &str) -> Browser {
        Browser {
            http: reqwest::Client::builder()
                .cookie_store(true)
                .redirect(reqwest::redirect::Policy::none())
                .timeout(Duration::from_secs(60))
                .build()
                .expect("a client"),
            base: base.to_string(),
        }
    }

    async fn page(response: reqwest::Response) -> Page {
        Page {
            status: response.status().as_u16(),
            location: response
                .headers()
                .get(LOCATION)
                .and_then(|v| v.to_str().ok())
                .map(str::to_string),
            cookies: response
                .headers()
                .get_all(SET_COOKIE)
                .iter()
                .filter_map(|v| v.to_str().ok())
                .map(str::to_string)
                .collect(),
            body: response.text().await.expect("a body"),
        }
    }

    async fn get(&self, path: &str) -> Page {
        let response = self
            .http
            .get(format!("{}{path}", self.base))
            .send()
            .await
            .expect("the server answers");
        Browser::page(response).await
    }

    async fn post(&self, path: &str, fields: &[(String, String)]) -> Page {
        let response = self
            .http
            .post(format!("{}{path}", self.base))
            .form(fields)
            .send()
            .await
            .expect("the server answers");
        Browser::page(response).await
    }

    /// GET a page, checking it is a 200.
    async fn open(&self, path: &str) -> String {
        let page = self.get(path).await;
        assert_eq!(page.status, 200, "GET {path}: {}", page.body);
        page.body
    }
}

fn unescape(text: &str) -> String {
    text.replace("&quot;", "\"")
        .replace("&#x27;", "'")
        .replace("&#39;", "'")
        .replace("&#34;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

/// The value of attribute `name` in a tag's text.
fn attribute(tag: &str, name: &str) -> Option<String> {
    let start = tag.find(&format!(" {name}=\""))? + name.len() + 3;
    let end = tag[start..].find('"')? + start;
    Some(unescape(&tag[start..end]))
}

/// A form: where it posts and its hidden fields.
#[derive(Clone, Debug)]
struct Form {
    action: String,
    fields: Vec<(String, String)>,
}

impl Form {
    fn field(&self, name: &str) -> Option<&str> {
        self.fields
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    fn with(mut self, name: &str, value: &str) -> Form {
        self.fields.retain(|(n, _)| n != name);
        self.fields.push((name.to_string(), value.to_string()));
        self
    }

    fn without(mut self, name: &str) -> Form {
        self.fields.retain(|(n, _)| n != name);
        self
    }
}

/// Every form of a page with its hidden inputs.
fn forms(html: &str) -> Vec<Form> {
    html.split("<form")
        .skip(1)
        .map(|chunk| {
            let open_tag = &chunk[..chunk.find('>').unwrap_or(chunk.len())];
            let inner = &chunk[..chunk.find("</form>").unwrap_or(chunk.len())];
            let fields = inner
                .split("<input")
                .skip(1)
                .filter_map(|input| {
                    let tag = &input[..input.find('>')?];
                    if attribute(tag, "type").as_deref() != Some("hidden") {
                        return None;
                    }
                    Some((attribute(tag, "name")?, attribute(tag, "value")?))
                })
                .collect();
            Form {
                action: attribute(open_tag, "action").unwrap_or_default(),
                fields,
            }
        })
        .collect()
}

fn forms_to(html: &str, action: &str) -> Vec<Form> {
    forms(html)
        .into_iter()
        .filter(|f| f.action == action)
        .collect()
}

fn csrf_of(html: &str) -> String {
    forms(html)
        .iter()
        .find_map(|f| f.field("csrf").map(str::to_string))
        .unwrap_or_else(|| panic!("no csrf field on the page:\n{html}"))
}

fn fields(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

/// Signs up through the form; returns the answer to the POST.
async fn sign_up(browser: &Browser, name: &str) -> Page {
    let form = browser.open("/signup").await;
    let csrf = csrf_of(&form);
    let email = email_of(name);
    browser
        .post(
            "/signup",
            &fields(&[
                ("csrf", &csrf),
                ("name", name),
                ("email", &email),
                ("password", PASSWORD),
            ]),
        )
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_browser_signs_up_starts_a_game_joins_and_moves_through_forms() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let seats = seats_of_kind(&api).await;
    let alice = Browser::new(&server.base);
    let bob = Browser::new(&server.base);
    let spectator = Browser::new(&server.base);

    // A sign-up without the csrf field, or with a wrong one, is refused and stores nothing.
    let signup = alice.open("/signup").await;
    let csrf = csrf_of(&signup);
    let mut form = fields(&[
        ("name", "alice"),
        ("email", "alice@example.org"),
        ("password", PASSWORD),
    ]);
    let refused = alice.post("/signup", &form).await;
    assert_eq!(refused.status, 403, "no csrf: {}", refused.body);
    assert!(
        refused.body.contains("class=\"error\""),
        "says why: {}",
        refused.body
    );
    form.push(("csrf".into(), "d3JvbmcgdG9rZW4=".into()));
    let refused = alice.post("/signup", &form).await;
    assert_eq!(refused.status, 403, "wrong csrf: {}", refused.body);

    // The real sign-up: a redirect and a session cookie that scripts cannot read.
    form.pop();
    form.push(("csrf".into(), csrf));
    let welcome = alice.post("/signup", &form).await;
    assert_eq!(welcome.status, 303, "signed up: {welcome:?}");
    let session = welcome
        .cookies
        .iter()
        .find(|c| c.starts_with("herald_session="))
        .unwrap_or_else(|| panic!("a session cookie: {:?}", welcome.cookies));
    let lower = session.to_lowercase();
    assert!(lower.contains("httponly"), "HttpOnly: {session}");
    assert!(lower.contains("samesite=lax"), "SameSite=Lax: {session}");
    let lobby = alice
        .open(welcome.location.as_deref().expect("a redirect"))
        .await;
    assert!(lobby.contains("alice"), "signed in as alice");
    assert_eq!(sign_up(&bob, "bob").await.status, 303);

    // alice starts a game from the form; without the csrf field nothing is created.
    let new_game = alice.open("/games/new").await;
    let form = forms_to(&new_game, "/games/new")
        .into_iter()
        .find(|f| f.field("kind") == Some(KIND))
        .expect("a form for the kind")
        .with(&format!("{KIND}.seat"), &seats[0])
        .with("invite", "");
    let refused = alice
        .post("/games/new", &form.clone().without("csrf").fields)
        .await;
    assert!(
        refused.status == 403
            || refused
                .location
                .as_deref()
                .is_some_and(|l| l.contains("error=")),
        "refused without csrf: {refused:?}"
    );
    let lobby_json = api.get("/api/lobby", None).await.expect(200);
    assert_eq!(lobby_json["open"], json!([]), "no game was created");
    let created = alice.post("/games/new", &form.fields).await;
    assert_eq!(created.status, 303, "{created:?}");
    let location = created.location.expect("to the game");
    let id: i64 = location
        .trim_start_matches("/games/")
        .split(['?', '#'])
        .next()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("a game page: {location}"));

    // bob joins from the lobby.
    let lobby = bob.open("/lobby").await;
    let join = forms_to(&lobby, &format!("/games/{id}/join"));
    assert!(
        !join.is_empty(),
        "the lobby offers to join game {id}:\n{lobby}"
    );
    let joined = bob.post(&join[0].action, &join[0].fields).await;
    assert_eq!(joined.status, 303, "{joined:?}");
    let game = api.game(None, id).await.expect(200);
    assert_eq!(game["status"], "active");

    // Only the player to act sees action buttons; a spectator sees none.
    let to_act = strings(&game["to_act"]);
    let player_of = |seat: &str| {
        game["seats"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["seat"] == seat)
            .and_then(|s| s["player"].as_str())
            .unwrap()
            .to_string()
    };
    let move_path = format!("/games/{id}/move");
    let mut acting = None;
    for (name, browser) in [("alice", &alice), ("bob", &bob)] {
        let page = browser.open(&format!("/games/{id}")).await;
        let buttons = forms_to(&page, &move_path);
        let seat_acts = to_act.iter().any(|s| player_of(s) == name);
        assert_eq!(
            !buttons.is_empty(),
            seat_acts,
            "{name} sees action buttons only when to act:\n{page}"
        );
        for b in &buttons {
            assert_eq!(b.field("seq"), Some("0"));
            assert!(b.field("action").is_some_and(|a| !a.is_empty()));
            assert!(b.field("csrf").is_some());
        }
        if seat_acts && acting.is_none() {
            acting = Some((browser.clone(), buttons));
        }
    }
    let spectator_page = spectator.open(&format!("/games/{id}")).await;
    assert!(forms_to(&spectator_page, &move_path).is_empty());
    assert!(forms_to(&spectator_page, &format!("/games/{id}/join")).is_empty());
    let (mover, buttons) = acting.expect("someone is to act");

    // A move without the csrf field, or with a wrong one, changes nothing.
    let button = buttons[0].clone();
    for bad in [
        button.clone().without("csrf"),
        button.clone().with("csrf", "d3JvbmcgdG9rZW4="),
    ] {
        let refused = mover.post(&move_path, &bad.fields).await;
        assert!(
            refused.status == 403
                || refused
                    .location
                    .as_deref()
                    .is_some_and(|l| l.contains("error=")),
            "refused: {refused:?}"
        );
        assert_eq!(current_seq(&api, id).await, 0);
    }
    // A signed-out visitor cannot move either.
    let anonymous = spectator.post(&move_path, &button.fields).await;
    assert_eq!(anonymous.status, 303);
    assert_eq!(current_seq(&api, id).await, 0);

    // Pressing a button asks first when the move hands the turn over, above the board;
    // answering yes plays it. A move after which the opponent cannot play (§8: they are
    // skipped) stays in the mover's turn: it is played at once and may be taken back.
    let mut rng = Rng::new(7);
    let (button, question) = loop {
        let button = rng.pick(&buttons).clone();
        let asked = mover.post(&move_path, &button.fields).await;
        assert_eq!(asked.status, 303, "{asked:?}");
        let to = asked.location.clone().expect("to the game");
        if to.contains("?ask=") {
            break (button, to);
        }
        assert_eq!(current_seq(&api, id).await, 1, "played at once: {to}");
        let still = api.game(None, id).await.expect(200);
        assert_eq!(
            still["to_act"], game["to_act"],
            "§8: the opponent is skipped"
        );
        let page = mover.open(&format!("/games/{id}")).await;
        let take_back = forms_to(&page, &format!("/games/{id}/undo"));
        assert!(!take_back.is_empty(), "a take-back is offered:\n{page}");
        mover.post(&take_back[0].action, &take_back[0].fields).await;
        assert_eq!(current_seq(&api, id).await, 0, "taken back");
    };
    assert_eq!(
        current_seq(&api, id).await,
        0,
        "nothing played before the answer"
    );
    let page = mover.open(question.trim_end_matches("#question")).await;
    let yes = forms_to(&page, &move_path);
    assert_eq!(
        yes.len(),
        1 + buttons.len(),
        "the question's form and the buttons"
    );
    let yes = yes[0].clone();
    assert_eq!(yes.field("action"), button.field("action"));
    assert_eq!(yes.field("ask"), None);
    assert!(page.contains("data-confirm="), "{page}");
    let moved = mover.post(&move_path, &yes.fields).await;
    assert_eq!(moved.status, 303, "{moved:?}");
    assert!(
        moved
            .location
            .as_deref()
            .is_some_and(|l| l.starts_with(&format!("/games/{id}")) && !l.contains("error=")),
        "back to the game: {moved:?}"
    );
    assert_eq!(current_seq(&api, id).await, 1);
    let history = api.history(None, id).await.expect(200);
    let text = history[0]["text"]
        .as_str()
        .expect("a move text")
        .to_string();
    let page = spectator.open(&format!("/games/{id}")).await;
    assert!(
        unescape(&page).contains(&text),
        "the game page's history shows {text:?}:\n{page}"
    );
    // The same button again is stale now: refused with a message, nothing changes.
    let again = mover.post(&move_path, &button.fields).await;
    assert!(
        again
            .location
            .as_deref()
            .is_some_and(|l| l.contains("error=")),
        "{again:?}"
    );
    assert_eq!(current_seq(&api, id).await, 1);

    // The history viewer.
    for path in [
        format!("/games/{id}/history/0"),
        format!("/games/{id}/history/1"),
    ] {
        spectator.open(&path).await;
        alice.open(&path).await;
    }
    assert_eq!(
        spectator
            .get(&format!("/games/{id}/history/2"))
            .await
            .status,
        404
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn too_many_sign_in_attempts_are_refused_with_429() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let first = Browser::new(&server.base);
    assert_eq!(sign_up(&first, "alice").await.status, 303);
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
    assert!(
        statuses.contains(&429),
        "some attempts are refused: {statuses:?}"
    );
    assert!(
        statuses.iter().all(|s| *s == 401 || *s == 429),
        "wrong passwords are 401 or 429: {statuses:?}"
    );
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
    assert!(
        statuses.contains(&429),
        "some attempts are refused: {statuses:?}"
    );
    assert!(
        statuses.iter().all(|s| *s == 401 || *s == 429),
        "wrong passwords are 401 or 429: {statuses:?}"
    );
    api.token("bob", PASSWORD).await.expect_error(429);
    // Other names are not locked out.
    let erin = player(&api, "erin").await;
    assert!(!erin.token.is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_richard3_game_is_played_with_the_game_pages_buttons_alone() {
    // Until a map page exists the generic page must be enough: the view as text and
    // every legal action as a button, for both seats, to the end of the game.
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let alice = Browser::new(&server.base);
    let bob = Browser::new(&server.base);
    assert_eq!(sign_up(&alice, "alice").await.status, 303);
    assert_eq!(sign_up(&bob, "bob").await.status, 303);
    let new_game = alice.open("/games/new").await;
    let form = forms_to(&new_game, "/games/new")
        .into_iter()
        .find(|f| f.field("kind") == Some("richard3"))
        .expect("a form for richard3")
        .with("richard3.seat", "lancaster")
        .with("richard3.scenario", "wars_of_the_roses")
        .with("invite", "");
    let created = alice.post("/games/new", &form.fields).await;
    let location = created.location.expect("to the game");
    let id: i64 = location
        .trim_start_matches("/games/")
        .split(['?', '#'])
        .next()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("a game page: {location}"));
    let join = forms_to(&bob.open("/lobby").await, &format!("/games/{id}/join"));
    assert_eq!(bob.post(&join[0].action, &join[0].fields).await.status, 303);
    let game = api.game(None, id).await.expect(200);
    assert_eq!(game["view"]["scenario"], "wars_of_the_roses");

    let move_path = format!("/games/{id}/move");
    let mut rng = Rng::new(11);
    let mut moves = 0;
    loop {
        let game = api.game(None, id).await.expect(200);
        if game["status"] == "finished" {
            break;
        }
        assert!(moves < 5_000, "no end after {moves} moves");
        let to_act = strings(&game["to_act"]);
        let seat = rng.pick(&to_act);
        let browser = if seat == "lancaster" { &alice } else { &bob };
        let page = browser.open(&format!("/games/{id}")).await;
        let buttons = forms_to(&page, &move_path);
        assert!(
            !buttons.is_empty(),
            "{seat} is to act but has no button:\n{page}"
        );
        let button = rng.pick(&buttons);
        let mut moved = browser.post(&move_path, &button.fields).await;
        assert_eq!(moved.status, 303, "{moved:?}");
        // An action that cannot be taken back is asked first: answer yes.
        if let Some(question) = moved.location.clone().filter(|l| l.contains("?ask=")) {
            let page = browser.open(question.trim_end_matches("#question")).await;
            let yes = forms_to(&page, &move_path)
                .into_iter()
                .find(|f| f.field("ask").is_none())
                .unwrap_or_else(|| panic!("the question's form:\n{page}"));
            assert_eq!(yes.field("action"), button.field("action"));
            moved = browser.post(&move_path, &yes.fields).await;
            assert_eq!(moved.status, 303, "{moved:?}");
        }
        assert!(
            moved
                .location
                .as_deref()
                .is_some_and(|l| !l.contains("error=")),
            "{:?} was offered but refused: {moved:?}",
            button.field("action")
        );
        moves += 1;
    }
    let game = api.game(None, id).await.expect(200);
    assert!(game["result"].is_object(), "a result: {game}");
    assert!(game["seed"].is_string(), "the seed is revealed: {game}");
    let page = alice.open(&format!("/games/{id}")).await;
    assert!(
        forms_to(&page, &move_path).is_empty(),
        "no buttons after the end"
    );
    assert!(moves > 7, "at least a card a turn: {moves}");
    eprintln!("richard3 through the pages: {moves} moves");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_game_page_shows_the_clocks_and_resigning_needs_a_confirmation() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let alice = Browser::new(&server.base);
    let bob = Browser::new(&server.base);
    assert_eq!(sign_up(&alice, "alice").await.status, 303);
    assert_eq!(sign_up(&bob, "bob").await.status, 303);
    let new_game = alice.open("/games/new").await;
    let form = forms_to(&new_game, "/games/new")
        .into_iter()
        .find(|f| f.field("kind") == Some(KIND))
        .expect("a form for the kind")
        .with("clock", "bank_fast")
        .with("timeout", "lose")
        .with("vacation", "no")
        .with("auto_forced", "no")
        .with("invite", "");
    let created = alice.post("/games/new", &form.fields).await;
    let location = created.location.expect("to the game");
    let id: i64 = location
        .trim_start_matches("/games/")
        .split(['?', '#'])
        .next()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("a game page: {location}"));
    let join = forms_to(&bob.open("/lobby").await, &format!("/games/{id}/join"));
    assert_eq!(bob.post(&join[0].action, &join[0].fields).await.status, 303);
    let game = api.game(None, id).await.expect(200);
    assert_eq!(game["terms"]["timeout"], "lose");
    assert_eq!(game["terms"]["vacation"], false);
    assert_eq!(game["terms"]["auto_forced"], false);

    // Both clocks on the page: the seat to act counts down, the other holds its bank.
    let page = unescape(&alice.open(&format!("/games/{id}")).await);
    assert!(
        page.contains("Clock: a bank of 1 day(s), 4 hour(s) added after each turn, at most 3 day(s); out of time loses; no vacation days. Every move waits for its player, even one that is the only move allowed."),
        "{page}"
    );
    // (Counting down: "runs out in 23 hours 59 minutes (Fri 27 Nov, 03:42 UTC)", said once.)
    assert!(
        page.contains("runs out <time") && !page.contains("left)"),
        "{page}"
    );
    assert!(page.contains("1 day 0 hours in hand"), "{page}");

    // Mail settings, the time zone (its own form) and the per-game mute from the pages.
    let settings = alice.open("/settings").await;
    let mail_form = forms_to(&settings, "/settings/mail");
    assert_eq!(mail_form.len(), 1, "{settings}");
    assert!(mail_form[0].field("timezone").is_none(), "{settings}");
    let zone_form = forms_to(&settings, "/settings/timezone");
    assert_eq!(zone_form.len(), 1, "{settings}");
    let saved = alice
        .post(
            "/settings/mail",
            &mail_form[0]
                .clone()
                .with("mail", "digest")
                .with("digest_hour", "9")
                .fields,
        )
        .await;
    assert!(
        saved
            .location
            .as_deref()
            .is_some_and(|l| l.contains("notice=")),
        "{saved:?}"
    );
    let saved = alice
        .post(
            "/settings/timezone",
            &zone_form[0].clone().with("timezone", "Europe/Paris").fields,
        )
        .await;
    assert!(
        saved
            .location
            .as_deref()
            .is_some_and(|l| l.contains("notice=Time%20zone%20saved")),
        "{saved:?}"
    );
    let reread = alice.open("/settings").await;
    assert!(
        reread.contains("value=\"Europe/Paris\" selected"),
        "{reread}"
    );
    assert!(reread.contains("value=\"digest\" checked"), "{reread}");
    let bad = alice
        .post(
            "/settings/timezone",
            &zone_form[0].clone().with("timezone", "Atlantis").fields,
        )
        .await;
    assert!(
        bad.location
            .as_deref()
            .is_some_and(|l| l.contains("error=")),
        "{bad:?}"
    );
    let mute = forms_to(&page, &format!("/games/{id}/mute"));
    assert_eq!(mute.len(), 1);
    let muted = alice
        .post(
            &format!("/games/{id}/mute"),
            &mute[0].clone().with("muted", "yes").fields,
        )
        .await;
    assert_eq!(muted.status, 303, "{muted:?}");
    let page = unescape(&alice.open(&format!("/games/{id}")).await);
    assert!(page.contains("Mail me about this game again"), "{page}");

    // Resigning without ticking the confirmation changes nothing.
    let resign_path = format!("/games/{id}/resign");
    let resign = forms_to(&page, &resign_path);
    assert_eq!(resign.len(), 1, "one resign form for a player");
    let unconfirmed = alice
        .post(&resign_path, &resign[0].clone().without("confirm").fields)
        .await;
    assert!(
        unconfirmed
            .location
            .as_deref()
            .is_some_and(|l| l.contains("error=")),
        "{unconfirmed:?}"
    );
    assert_eq!(api.game(None, id).await.expect(200)["status"], "active");
    let confirmed = alice
        .post(
            &resign_path,
            &resign[0].clone().with("confirm", "yes").fields,
        )
        .await;
    assert_eq!(confirmed.status, 303, "{confirmed:?}");
    let over = api.game(None, id).await.expect(200);
    assert_eq!(over["status"], "finished");
    let alice_seat = over["seats"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["player"] == "alice")
        .unwrap()["seat"]
        .clone();
    assert_ne!(over["result"]["winner"], alice_seat, "{over}");
    let page = unescape(&bob.open(&format!("/games/{id}")).await);
    assert!(page.contains("resigned"), "the result is shown: {page}");
    assert!(
        forms_to(&page, &resign_path).is_empty(),
        "no resigning twice"
    );
    // The finished game downloads from its page.
    assert!(page.contains(&format!("/games/{id}/export")), "{page}");
    let doc: serde_json::Value =
        serde_json::from_str(&bob.open(&format!("/games/{id}/export")).await).expect("JSON");
    assert_eq!(doc["format"], "herald-game/1");
    assert_eq!(doc["result"], over["result"]);
}

/// The `href`s of the board's links (inside the SVG) on a game page.
fn board_links(page: &str) -> Vec<String> {
    let Some(start) = page.find("<svg") else {
        return Vec::new();
    };
    let end = page[start..]
        .find("</svg>")
        .map_or(page.len(), |e| start + e);
    page[start..end]
        .split("<a href=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(unescape)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_tara_match_is_played_by_clicking_the_board() {
    // Every legal move is clickable on the SVG board: a placement is one click, a move
    // two (the king, then the hill), each then confirmed; only `pass` is a button.
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let alice = Browser::new(&server.base);
    let bob = Browser::new(&server.base);
    assert_eq!(sign_up(&alice, "alice").await.status, 303);
    assert_eq!(sign_up(&bob, "bob").await.status, 303);
    let new_game = alice.open("/games/new").await;
    let form = forms_to(&new_game, "/games/new")
        .into_iter()
        .find(|f| f.field("kind") == Some("tara"))
        .expect("a form for tara")
        .with("tara.seat", "red")
        .with("invite", "");
    let created = alice.post("/games/new", &form.fields).await;
    let location = created.location.expect("to the game");
    let id: i64 = location
        .trim_start_matches("/games/")
        .split(['?', '#'])
        .next()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("a game page: {location}"));
    let join = forms_to(&bob.open("/lobby").await, &format!("/games/{id}/join"));
    assert_eq!(bob.post(&join[0].action, &join[0].fields).await.status, 303);

    let mut rng = Rng::new(17);
    let mut moves = 0;
    let mut clicked = 0;
    loop {
        let game = api.game(None, id).await.expect(200);
        if game["status"] == "finished" {
            break;
        }
        assert!(moves < 2_000, "no end after {moves} moves");
        let seat = strings(&game["to_act"])[0].clone();
        let browser = if seat == "red" { &alice } else { &bob };
        let page = browser.open(&format!("/games/{id}")).await;
        let mut links = board_links(&page);
        if links.iter().all(|l| !l.contains("/confirm?")) && !links.is_empty() {
            // First click: a king; the page then shows where it may go.
            let chosen = rng.pick(&links).clone();
            assert!(chosen.contains("?from="), "{chosen}");
            links = board_links(&browser.open(&chosen).await);
            assert!(!links.is_empty(), "a chosen king has somewhere to go");
        }
        let confirm_links: Vec<String> = links
            .into_iter()
            .filter(|l| l.contains("/confirm?"))
            .collect();
        if confirm_links.is_empty() {
            // Nothing to click on the board: the only action is a button (pass).
            let buttons = forms_to(&page, &format!("/games/{id}/move"));
            assert_eq!(buttons.len(), 1, "only pass is not on the board:\n{page}");
            assert_eq!(buttons[0].field("action"), Some("pass"));
            let moved = browser
                .post(&format!("/games/{id}/move"), &buttons[0].fields)
                .await;
            assert_eq!(moved.status, 303);
        } else {
            let target = rng.pick(&confirm_links).clone();
            let confirm = browser.open(&target).await;
            let form = forms_to(&confirm, &format!("/games/{id}/move"));
            assert_eq!(form.len(), 1, "{confirm}");
            let moved = browser.post(&form[0].action, &form[0].fields).await;
            assert!(
                moved
                    .location
                    .as_deref()
                    .is_some_and(|l| !l.contains("error=")),
                "{moved:?}"
            );
            clicked += 1;
        }
        moves += 1;
    }
    let over = api.game(None, id).await.expect(200);
    assert!(over["result"]["scores"]["red"].is_number(), "{over}");
    assert!(clicked > 10, "{clicked} moves made on the board");
    eprintln!("tara by clicks: {moves} moves, {clicked} on the board");
}
