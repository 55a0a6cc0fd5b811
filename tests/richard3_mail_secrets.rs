//! Hidden information in the Richard III mails (issue 12, §10): random games played through
//! the server (real SQLite, real SMTP) until at least 200 turn and game-over mails were
//! delivered; for each, neither its HTML part, nor its plain part, nor the board's SVG the
//! mail's PNG was rendered from (the outbox row's `board_svg`) names a block the reader may
//! not see: its id, its name, or (on a block's back) its steps or rating.
//!
//! A mail tells the moves after the reader's previous move up to the mail's move, so it may
//! name a block the reader saw face up at any position in between (their own blocks, the
//! public ones, the battle's, per their view); the board shows the mail's position, so only
//! what the reader sees there. What the reader saw is rebuilt engine-side by replaying the
//! game's exported log with its seed. (Spectators get no mail: the page test covers them.)

use crate::common;

use std::collections::{BTreeMap, BTreeSet};

use serde_json::{Value, json};

use common::richard3::{has_word, may_see, values, without_faces, without_map};
use common::*;
use herald::engine::Seat;
use herald::engine::board::{Mark, merge_marks};
use herald::engine::dice::Seed;
use herald::engine::game::Game;
use herald::engine::kind::Kind;
use herald::games::richard3::{AreaId, BlockId, CATALOG};
use herald::i18n::Lang;
use herald::service::mail_out::notify::board_of;
use herald::store::outbox::BoardToDraw;

/// Turn and game-over mails to check, at least.
const MAILS: usize = 200;
/// How long the mail worker may take to deliver them all.
const DELIVERY: std::time::Duration = std::time::Duration::from_secs(240);
const SCENARIOS: [&str; 3] = ["kingmaker", "richard_iii", "wars_of_the_roses"];

fn kind() -> &'static dyn Kind {
    herald::games::kind("richard3").expect("richard3 is registered")
}

/// A turn or game-over mail, with what its Message-ID says: `turn.{seq}.{seat}.game{id}…`
/// or `over.{seat}.game{id}…`.
struct GameMail {
    mail: Mail,
    game: i64,
    reader: Seat,
    /// The move it follows; none for "game over" (the last move).
    seq: Option<usize>,
}

impl GameMail {
    fn of(mail: &Mail) -> Option<GameMail> {
        let mut parts = mail.message_id.split('.');
        let (seq, seat) = match parts.next()? {
            "turn" => (Some(parts.next()?.parse().ok()?), parts.next()?),
            "over" => (None, parts.next()?),
            _ => return None,
        };
        let game = parts.next()?.strip_prefix("game")?.parse().ok()?;
        Some(GameMail {
            mail: mail.clone(),
            game,
            reader: kind().seat(seat).expect("a Richard III seat"),
            seq,
        })
    }
}

/// A finished game replayed from its export: every position, from the start to the end.
struct Replayed {
    positions: Vec<Box<dyn Game>>,
    /// The seat that made each move (move `seq` is `movers[seq - 1]`).
    movers: Vec<Seat>,
    /// What each move marked on the board for each seat (`marks[seq - 1][seat]`).
    marks: Vec<Vec<Vec<Mark>>>,
}

impl Replayed {
    fn of(export: &Value) -> Replayed {
        let kind = kind();
        let seed =
            Seed::from_hex(export["seed"].as_str().expect("the seed, once over")).expect("a seed");
        let mut live = kind.start(&export["options"], &seed).expect("starts");
        let (mut positions, mut movers, mut marks) =
            (vec![live.clone_game()], Vec::new(), Vec::new());
        let seats = [Some(Seat(0)), Some(Seat(1))];
        for (i, m) in export["moves"]
            .as_array()
            .expect("moves")
            .iter()
            .enumerate()
        {
            assert_eq!(m["seq"].as_u64(), Some(i as u64 + 1), "moves in order");
            let seat = kind
                .seat(m["seat"].as_str().expect("a seat"))
                .expect("a seat");
            let action = m["action"].as_str().expect("an action");
            let told = live
                .play(seat, action, &seed, i as u64 + 1, &seats)
                .expect("the logged move replays");
            positions.push(live.clone_game());
            movers.push(seat);
            marks.push(told.into_iter().map(|t| t.marks).collect());
        }
        Replayed {
            positions,
            movers,
            marks,
        }
    }

    /// The marks a mail to `reader` after move `seq` draws: those of the moves after the
    /// reader's own previous move.
    fn marks_since(&self, reader: Seat, seq: usize) -> Vec<Mark> {
        let from = *self.covered(reader, seq).start() + 1;
        merge_marks((from..=seq).flat_map(|s| &self.marks[s - 1][reader.index()]))
    }

    /// The positions a mail to `reader` after move `seq` covers: from the reader's own
    /// previous move (or the start) to move `seq`.
    fn covered(&self, reader: Seat, seq: usize) -> std::ops::RangeInclusive<usize> {
        let previous = (1..=seq).rev().find(|&s| self.movers[s - 1] == reader);
        previous.unwrap_or(0)..=seq
    }
}

/// The board without the map layer (it prints area and shield names that are also block
/// names) and without its face-up blocks, which are checked on their own.
fn board_words(svg: &str) -> String {
    without_faces(&without_map(svg))
}

/// How many hidden blocks `text` was checked for; panics if it names one of them (by id
/// anywhere, by name outside area, card and visible blocks' names, which may hold a
/// hidden block's name: Kent, Salisbury (levy)).
fn check_words(
    text: &str,
    words: &str,
    visible: &BTreeSet<&str>,
    what: &dyn Fn() -> String,
) -> usize {
    let visible_names: BTreeSet<&str> = visible
        .iter()
        .filter_map(|id| BlockId::parse(id))
        .map(|b| b.info().name.as_str())
        .collect();
    let mut words = words.to_string();
    for area in AreaId::all() {
        words = words.replace(&area.info().name, "");
    }
    for card in &CATALOG.cards {
        words = words.replace(&card.name, "");
    }
    let mut longest_first: Vec<&str> = visible_names.iter().copied().collect();
    longest_first.sort_by_key(|n| std::cmp::Reverse(n.len()));
    for name in longest_first {
        words = words.replace(name, "");
    }
    let mut checked = 0;
    for block in BlockId::all().filter(|b| !visible.contains(b.id())) {
        assert!(
            !has_word(text, block.id()),
            "{} is named in {}",
            block.id(),
            what()
        );
        let name = block.info().name.as_str();
        if !visible_names.contains(name) {
            assert!(
                !has_word(&words, name),
                "{name} is named in {}: …{}…",
                what(),
                around(&words, name)
            );
        }
        checked += 1;
    }
    checked
}

/// Up to 80 characters of `text` around the first `name` in it, for a failure's message.
fn around(text: &str, name: &str) -> String {
    let at = text.find(name).unwrap_or(0);
    text.chars()
        .skip(text[..at].chars().count().saturating_sub(80))
        .take(160 + name.len())
        .collect()
}

/// Checks the board a mail's picture was drawn from, against what the reader sees at the
/// mail's position; returns how many hidden blocks were checked.
fn check_board(svg: &str, view: &Value, what: &dyn Fn() -> String) -> usize {
    let seen = may_see(view);
    for shown in values(svg, "data-block") {
        assert!(
            seen.contains(shown.as_str()),
            "{shown} is face up in {}",
            what()
        );
    }
    for (i, _) in svg.match_indices("<rect data-back=") {
        let back = &svg[i..i + svg[i..].find("/>").expect("a closed back")];
        assert!(
            !back.contains("<t") && !back.contains("data-block") && !back.contains(" id="),
            "a back says more than its colour in {}: {back}",
            what()
        );
    }
    check_words(svg, &board_words(svg), &seen, what)
}

/// The outbox's board SVG of each mail of the server's database, by Message-ID.
fn boards(db: &std::path::Path) -> BTreeMap<String, Option<String>> {
    let conn =
        rusqlite::Connection::open_with_flags(db, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)
            .expect("open the server's database");
    let mut query = conn
        .prepare("SELECT message_id, board_svg FROM outbox")
        .expect("a query");
    query
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .expect("the outbox")
        .map(|row| row.expect("a row"))
        .collect()
}

/// Plays random Richard III games to their end until at least [`MAILS`] turn and
/// game-over mails were queued; returns the games and, once all are delivered, the mails.
async fn play_until_enough_mail(server: &Server, smtp: &SmtpServer) -> (Vec<i64>, Vec<GameMail>) {
    let api = server.api();
    let [alice, bob] = <[Player; 2]>::try_from(players(&api, &["alice", "bob"]).await).unwrap();
    let mut rng = Rng::new(12);
    let mut games = Vec::new();
    let queued = || {
        boards(&server.db_path())
            .keys()
            .filter(|id| id.starts_with("turn.") || id.starts_with("over."))
            .count()
    };
    while queued() < MAILS {
        let scenario = SCENARIOS[games.len() % SCENARIOS.len()];
        let (creator, other) = if games.len() % 2 == 0 {
            (&alice, &bob)
        } else {
            (&bob, &alice)
        };
        let id = start_game_of(
            &api,
            "richard3",
            &json!({ "scenario": scenario }),
            creator,
            &[other],
        )
        .await;
        Table::new(&api, id, &[&alice, &bob])
            .await
            .play_to_end(&mut rng, |_| {})
            .await;
        games.push(id);
    }
    let all = boards(&server.db_path()).len();
    // One picture at a time, a few a second in a debug build on a busy machine.
    let mails = smtp.wait_for(all, DELIVERY).await;
    (games, mails.iter().filter_map(GameMail::of).collect())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_mail_names_a_block_its_reader_may_not_see_10() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let (games, mails) = play_until_enough_mail(&server, &smtp).await;
    assert!(
        mails.len() >= MAILS,
        "only {} turn and game-over mails",
        mails.len()
    );
    let boards = boards(&server.db_path());
    let alice = api.token("alice", PASSWORD).await.expect(201)["token"]
        .as_str()
        .unwrap()
        .to_string();
    let mut hidden_checked = 0;
    for id in games {
        let export = api
            .get(&format!("/api/games/{id}/export"), Some(&alice))
            .await
            .expect(200);
        let game = Replayed::of(&export);
        let last = game.movers.len();
        for m in mails.iter().filter(|m| m.game == id) {
            let seq = m.seq.unwrap_or(last);
            let what = || format!("{} ({}), after move {seq}", m.mail.subject, m.mail.to);
            // The picture was drawn from the board as the reader saw it after the mail's move.
            let svg = boards[&m.mail.message_id]
                .as_deref()
                .expect("a turn mail shows the board");
            let position = game.positions[seq].as_ref();
            assert_eq!(
                Some(svg),
                board_of(
                    kind(),
                    position,
                    &BoardToDraw {
                        seat: m.reader,
                        marks: game.marks_since(m.reader, seq),
                        lang: Lang::En,
                    }
                )
                .as_deref(),
                "{}",
                what()
            );
            assert!(
                m.mail.images.iter().any(|(cid, _, _)| cid == "board"),
                "a picture in {}",
                what()
            );
            hidden_checked += check_board(svg, &position.view(Some(m.reader)), &what);
            // The words may name what the reader saw at any position they tell of.
            let seen: BTreeSet<&str> = game
                .covered(m.reader, seq)
                .flat_map(|at| may_see(&game.positions[at].view(Some(m.reader))))
                .collect();
            let html = html_unescape(&m.mail.html);
            hidden_checked += check_words(&html, &html, &seen, &what);
            hidden_checked += check_words(&m.mail.text, &m.mail.text, &seen, &what);
        }
    }
    println!(
        "{} mails checked, {hidden_checked} hidden blocks",
        mails.len()
    );
    assert!(
        hidden_checked > 10_000,
        "only {hidden_checked} hidden blocks checked"
    );
}
