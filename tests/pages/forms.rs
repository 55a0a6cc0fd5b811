//! Sign up, start a game, join it from the lobby and move with the action buttons, with
//! CSRF and cookies checked on the way; the game page's clocks, settings, mute and resign
//! forms.

use serde_json::json;

use super::browser::*;
use super::common::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_browser_signs_up_starts_a_game_joins_and_moves_through_forms() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let seats = seats_of_kind(&api).await;
    let alice = Browser::new(&server.base);
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
    let bob = signed_up(&server.base, "bob").await;

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
        refused.status == 403 || refused.leads_to("error="),
        "refused without csrf: {refused:?}"
    );
    let lobby_json = api.get("/api/lobby", None).await.expect(200);
    assert_eq!(lobby_json["open"], json!([]), "no game was created");
    let created = alice.post("/games/new", &form.fields).await;
    assert_eq!(created.status, 303, "{created:?}");
    let id = game_of(&created.location.expect("to the game"));

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
            refused.status == 403 || refused.leads_to("error="),
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
    assert!(again.leads_to("error="), "{again:?}");
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
async fn the_game_page_shows_the_clocks_and_resigning_needs_a_confirmation() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let alice = signed_up(&server.base, "alice").await;
    let bob = signed_up(&server.base, "bob").await;
    let terms = [
        ("clock", "bank_fast"),
        ("timeout", "lose"),
        ("vacation", "no"),
        ("auto_forced", "no"),
    ];
    let id = start_through_forms(&alice, &bob, KIND, &terms).await;
    let game = api.game(None, id).await.expect(200);
    assert_eq!(game["terms"]["timeout"], "lose");
    assert_eq!(game["terms"]["vacation"], false);
    assert_eq!(game["terms"]["auto_forced"], false);

    // Both clocks on the page: the seat to act counts down, the other holds its bank.
    let page = unescape(&alice.open(&format!("/games/{id}")).await);
    assert!(
        page.contains("Clock: a bank of 1 day, 4 hours added after each turn, at most 3 days; out of time loses; no vacation days. Every move waits for its player, even one that is the only move allowed."),
        "{page}"
    );
    // (Counting down: "runs out in 23 hours 59 minutes (Fri 27 Nov, 03:42 UTC)", said once.)
    assert!(
        page.contains("runs out <time") && !page.contains("left)"),
        "{page}"
    );
    assert!(page.contains("(1 day in hand)"), "{page}");

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
    assert!(saved.leads_to("notice="), "{saved:?}");
    let saved = alice
        .post(
            "/settings/timezone",
            &zone_form[0].clone().with("timezone", "Europe/Paris").fields,
        )
        .await;
    assert!(saved.leads_to("notice=time-zone-saved"), "{saved:?}");
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
    assert!(bad.leads_to("error="), "{bad:?}");
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
    assert!(unconfirmed.leads_to("error="), "{unconfirmed:?}");
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
