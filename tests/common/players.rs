//! Players and games: signing players up, starting games, and a [`Table`] that plays a
//! game to its end through the API with random offered actions.

use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use super::api::Api;
use super::smtp::{Mail, SmtpServer};

/// An upper bound on the moves of any game, so a broken engine cannot hang a test.
pub const MAX_MOVES: usize = 20_000;

/// The password every test player uses.
pub const PASSWORD: &str = "correct horse battery";

/// A signed-up player with an API token.
#[derive(Clone, Debug)]
pub struct Player {
    /// Name.
    pub name: String,
    /// Mail address.
    pub email: String,
    /// Bearer token.
    pub token: String,
}

impl Player {
    /// The token, as the client methods take it.
    pub fn auth(&self) -> Option<&str> {
        Some(&self.token)
    }
}

/// The address a test player signs up with.
pub fn email_of(name: &str) -> String {
    format!("{}@example.org", name.to_lowercase())
}

/// The mails to player `name` whose subject starts with `subject`.
pub fn mails_to(smtp: &SmtpServer, name: &str, subject: &str) -> Vec<Mail> {
    smtp.messages_to(&email_of(name), subject)
}

/// `proposer` proposes to pause game `id` and `accepter` accepts: every clock stops.
pub async fn pause(api: &Api, id: i64, proposer: &Player, accepter: &Player) {
    let at = |what: &str| format!("/api/games/{id}/{what}");
    api.post(&at("propose"), proposer.auth(), &json!({ "what": "pause" }))
        .await
        .expect(200);
    api.post(&at("accept"), accepter.auth(), &json!({}))
        .await
        .expect(200);
}

/// [`player`] who reads Herald in `lang` (`en`, `ru`, `ja`), set through the API.
pub async fn player_reading(api: &Api, name: &str, lang: &str) -> Player {
    let reader = player(api, name).await;
    api.put(
        "/api/me/settings",
        reader.auth(),
        &serde_json::json!({ "language": lang }),
    )
    .await
    .expect(200);
    reader
}

/// Signs up `name` and gets a token.
pub async fn player(api: &Api, name: &str) -> Player {
    let email = email_of(name);
    api.sign_up(name, &email, PASSWORD).await.expect(201);
    let token = api.token(name, PASSWORD).await.expect(201)["token"]
        .as_str()
        .expect("a token")
        .to_string();
    Player {
        name: name.to_string(),
        email,
        token,
    }
}

/// Signs up several players at once.
pub async fn players(api: &Api, names: &[&str]) -> Vec<Player> {
    let mut tasks = Vec::new();
    for name in names {
        let api = api.clone();
        let name = name.to_string();
        tasks.push(tokio::spawn(async move { player(&api, &name).await }));
    }
    let mut out = Vec::new();
    for task in tasks {
        out.push(task.await.expect("sign-up task"));
    }
    out
}

/// The kind every test plays, and its seats as the server lists them.
pub const KIND: &str = "rosenkonig";

/// The seats of [`KIND`] from `GET /api/kinds`.
pub async fn seats_of_kind(api: &Api) -> Vec<String> {
    seats_of(api, KIND).await
}

/// The seats of `kind` from `GET /api/kinds`.
pub async fn seats_of(api: &Api, kind: &str) -> Vec<String> {
    let kinds = api.kinds().await.expect(200);
    let kind = kinds
        .as_array()
        .expect("kinds are a list")
        .iter()
        .find(|k| k["kind"] == kind)
        .unwrap_or_else(|| panic!("{kind} is not listed: {kinds}"));
    kind["seats"]
        .as_array()
        .expect("seats")
        .iter()
        .map(|s| s.as_str().expect("a seat name").to_string())
        .collect()
}

/// `creator` starts a game taking the first seat and inviting `others`, who then join;
/// returns the id of the now active game.
pub async fn start_game(api: &Api, creator: &Player, others: &[&Player]) -> i64 {
    start_game_of(api, KIND, &json!({}), creator, others).await
}

/// [`start_game`] for a game of `kind` with `options`.
pub async fn start_game_of(
    api: &Api,
    kind: &str,
    options: &Value,
    creator: &Player,
    others: &[&Player],
) -> i64 {
    let invite: Vec<&str> = others.iter().map(|p| p.name.as_str()).collect();
    // These tests follow a game move by move (one seq per move, one mail per hand-off):
    // the server plays no forced move for anyone unless the test asks for it (issue 13).
    let mut options = options.clone();
    if let Some(map) = options.as_object_mut() {
        map.entry("auto_forced").or_insert(json!(false));
    }
    let id = api
        .create_game(
            creator.auth(),
            &json!({ "kind": kind, "options": options, "invite": invite }),
        )
        .await
        .expect(201)["id"]
        .as_i64()
        .expect("a game id");
    for other in others {
        api.join(other.auth(), id, None).await.expect(200);
    }
    let game = api.game(None, id).await.expect(200);
    assert_eq!(game["status"], "active", "all seats taken: {game}");
    id
}

/// A small deterministic random generator (xorshift64*), so a failing game can be replayed.
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// One item of a non-empty slice.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        assert!(!items.is_empty(), "nothing to pick from");
        &items[(self.next_u64() % items.len() as u64) as usize]
    }
}

/// The strings of a JSON array.
pub fn strings(value: &Value) -> Vec<String> {
    value
        .as_array()
        .unwrap_or_else(|| panic!("not a list: {value}"))
        .iter()
        .map(|v| {
            v.as_str()
                .unwrap_or_else(|| panic!("not a string: {v}"))
                .to_string()
        })
        .collect()
}

/// The seat entry of `seat` in a game answer.
pub fn seat_entry<'a>(game: &'a Value, seat: &str) -> &'a Value {
    game["seats"]
        .as_array()
        .expect("seats")
        .iter()
        .find(|s| s["seat"] == seat)
        .unwrap_or_else(|| panic!("no seat {seat}: {game}"))
}

/// The `seq` of a game (or of a move answer).
pub fn seq_of(game: &Value) -> i64 {
    game["seq"]
        .as_i64()
        .unwrap_or_else(|| panic!("no seq in {game}"))
}

/// One move made by [`Table::step`].
#[derive(Clone, Debug)]
pub struct Moved {
    /// The seat that moved.
    pub seat: String,
    /// The player who moved.
    pub player: String,
    /// The notation played.
    pub action: String,
    /// The `seq` after the move.
    pub seq: i64,
    /// The game after the move, as a spectator sees it.
    pub after: Value,
}

/// A game being played through the API by its players, choosing random offered actions.
pub struct Table {
    /// The client.
    pub api: Api,
    /// The game.
    pub id: i64,
    /// Its players.
    pub players: Vec<Player>,
    /// The game as last seen by a spectator.
    pub last: Value,
}

impl Table {
    /// A table for game `id`.
    pub async fn new(api: &Api, id: i64, players: &[&Player]) -> Table {
        let last = api.game(None, id).await.expect(200);
        Table {
            api: api.clone(),
            id,
            players: players.iter().map(|p| (*p).clone()).collect(),
            last,
        }
    }

    /// Reads the game again.
    pub async fn refresh(&mut self) -> &Value {
        self.last = self.api.game(None, self.id).await.expect(200);
        &self.last
    }

    /// Whether the game is over.
    pub fn finished(&self) -> bool {
        self.last["status"] == "finished"
    }

    /// The player in `seat`.
    pub fn player_in(&self, game: &Value, seat: &str) -> &Player {
        let name = game["seats"]
            .as_array()
            .expect("seats")
            .iter()
            .find(|s| s["seat"] == seat)
            .and_then(|s| s["player"].as_str())
            .unwrap_or_else(|| panic!("nobody sits in {seat}: {game}"));
        self.players
            .iter()
            .find(|p| p.name == name)
            .unwrap_or_else(|| panic!("{name} is not one of this table's players"))
    }

    /// The other player of a two-player table.
    pub fn other(&self, player: &Player) -> &Player {
        self.players
            .iter()
            .find(|p| p.name != player.name)
            .expect("two players")
    }

    /// The seat of `player`.
    pub fn seat_of(&self, player: &Player) -> String {
        self.last["seats"]
            .as_array()
            .expect("seats")
            .iter()
            .find(|s| s["player"] == player.name.as_str())
            .and_then(|s| s["seat"].as_str())
            .unwrap_or_else(|| panic!("{} has no seat", player.name))
            .to_string()
    }

    /// Each player's view of the game now, checking that exactly the seats in `to_act` are
    /// offered actions. Returns (player, their game JSON) for each seat to act.
    pub async fn look(&self) -> Vec<(Player, Value)> {
        let to_act = strings(&self.last["to_act"]);
        let mut acting = Vec::new();
        for p in &self.players {
            let mine = self.api.game(p.auth(), self.id).await.expect(200);
            assert_eq!(seq_of(&mine), seq_of(&self.last), "the game moved under us");
            let you = mine["you"]
                .as_str()
                .expect("a player has a seat")
                .to_string();
            let actions = strings(&mine["actions"]);
            if to_act.contains(&you) {
                assert!(
                    !actions.is_empty(),
                    "{} ({you}) is to act but is offered no action: {mine}",
                    p.name
                );
                acting.push((p.clone(), mine));
            } else {
                assert!(
                    actions.is_empty(),
                    "{} ({you}) is not to act ({to_act:?}) but is offered {actions:?}",
                    p.name
                );
            }
        }
        acting
    }

    /// Plays one random offered action of one seat to act, checking who is offered what
    /// and that `seq` goes up by one.
    pub async fn step(&mut self, rng: &mut Rng) -> Moved {
        assert_eq!(self.last["status"], "active", "{}", self.last);
        let to_act = strings(&self.last["to_act"]);
        assert!(
            !to_act.is_empty(),
            "an active game has a seat to act: {}",
            self.last
        );
        let acting = self.look().await;
        assert_eq!(
            acting.len(),
            to_act.len(),
            "one acting player per seat in {to_act:?}"
        );
        let (player, mine) = rng.pick(&acting).clone();
        let action = rng.pick(&strings(&mine["actions"])).clone();
        let seq = seq_of(&self.last);
        let answer = self
            .api
            .play(player.auth(), self.id, seq, &action)
            .await
            .expect(200);
        assert_eq!(seq_of(&answer), seq + 1, "a move adds one to seq");
        self.refresh().await;
        assert_eq!(seq_of(&self.last), seq + 1, "the game shows the new seq");
        Moved {
            seat: mine["you"].as_str().expect("seat").to_string(),
            player: player.name.clone(),
            action,
            seq: seq + 1,
            after: self.last.clone(),
        }
    }

    /// Plays until the game is over; calls `each` after every move.
    pub async fn play_to_end(&mut self, rng: &mut Rng, mut each: impl FnMut(&Moved)) -> usize {
        let mut moves = 0;
        while !self.finished() {
            assert!(
                moves < MAX_MOVES,
                "the game did not end within {MAX_MOVES} moves"
            );
            let moved = self.step(rng).await;
            each(&moved);
            moves += 1;
        }
        moves
    }
}

/// `sha256(hex-decoded seed)` in hex.
pub fn seed_hash(seed_hex: &str) -> String {
    let seed = hex::decode(seed_hex).expect("the seed is hex");
    hex::encode(Sha256::digest(&seed))
}

/// The `seq` of a game now.
pub async fn current_seq(api: &Api, id: i64) -> i64 {
    seq_of(&api.game(None, id).await.expect(200))
}

/// The number of history entries of a game now.
pub async fn history_len(api: &Api, id: i64) -> usize {
    api.history(None, id)
        .await
        .expect(200)
        .as_array()
        .expect("history is a list")
        .len()
}
