//! The game-independent engine contract: every kind of game implements [`Rules`];
//! [`kind`] wraps each one as a type-erased [`kind::Kind`] (options, standing orders,
//! starting and loading games) and [`game`] each game in progress as a [`game::Game`]
//! (moves as notation, views as JSON), so the service handles any kind without knowing it.
//! The engine knows no game: the games module lists the kinds (`games::kinds`). Nothing
//! here knows about HTTP, SQL, mail or the clock.

pub mod auto;
pub mod board;
pub mod dice;
pub mod game;
pub mod kind;
pub mod selfplay;
#[cfg(test)]
pub mod words_check;

use std::fmt::{Debug, Display};
use std::str::FromStr;

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::i18n::{Msg, Source};

pub use dice::{Dice, Seed};

/// What an offered action means to a player seeking battle, for self-play's battle-seeking
/// policy (see [`selfplay`]): the rules say which actions attack and which only end a
/// phase doing nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Intent {
    /// The action goes at the enemy: a move into an area holding enemy pieces.
    Attack,
    /// The action gives up what is left of a phase (`done`).
    Wait,
    /// Anything else.
    Other,
}

/// Standing orders of a kind that has none: the only orders are `{}`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NoOrders {}

/// One question a kind's standing orders answer, as the game page's form offers it.
#[derive(Clone, Debug, PartialEq)]
pub struct OrderField {
    /// The key in the orders object, e.g. `retreat`.
    pub name: &'static str,
    /// The question in words, e.g. `When a block of yours could retreat`.
    pub label: Msg,
    /// The rule the question belongs to, e.g. `6.6`.
    pub rule: &'static str,
    /// The allowed answers as (JSON value, words); the first is the default (`"ask"`).
    pub choices: Vec<(serde_json::Value, Msg)>,
}

/// A seat at the table, as an index into the kind's [`Rules::SEATS`].
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, serde::Deserialize,
)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat's position in the kind's seat list.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The first `count` seats, in order: every seat of a table of `count`.
    pub fn all(count: usize) -> impl Iterator<Item = Seat> {
        (0..=u8::MAX).take(count).map(Seat)
    }
}

/// Why an action was refused, naming the rule that forbids it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{reason} (rule {rule})")]
pub struct Illegal {
    /// The rule's number or section in the game's rules, e.g. `5A`.
    pub rule: &'static str,
    /// One sentence a player can act on, as a message of the kind's files.
    pub reason: Msg,
}

impl Illegal {
    /// An action refused by `rule` for `reason`.
    pub fn new(rule: &'static str, reason: Msg) -> Self {
        Illegal { rule, reason }
    }
}

/// `msg` in English, worded by the core's message files and kind `R`'s: for the kind's
/// own tests, which read what a player reads, and its logs.
pub fn in_english<R: Rules>(msg: &Msg) -> String {
    KindWords::of::<R>(crate::i18n::Lang::En).say(msg)
}

/// One kind's words in one reader's language: what a game's own drawing labels its board
/// with. The games sit below `crate::words` (which holds every kind's files), so each
/// kind's catalog (the core's files and its own) is made here, once.
#[derive(Clone, Copy)]
pub struct KindWords {
    lang: crate::i18n::Lang,
    catalog: &'static crate::i18n::Catalog,
}

impl KindWords {
    /// Kind `R`'s words in `lang`.
    pub fn of<R: Rules>(lang: crate::i18n::Lang) -> KindWords {
        use std::collections::HashMap;
        use std::sync::{LazyLock, Mutex};

        use crate::i18n::{CORE, Catalog};

        static CATALOGS: LazyLock<Mutex<HashMap<&'static str, &'static Catalog>>> =
            LazyLock::new(Mutex::default);
        let catalog = *CATALOGS
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .entry(R::KIND)
            .or_insert_with(|| {
                let catalog = Catalog::new(CORE.iter().chain(R::WORDS))
                    .expect("the message files read (see words::tests)");
                Box::leak(Box::new(catalog))
            });
        KindWords { lang, catalog }
    }

    /// `msg` in these words.
    pub fn say(self, msg: &Msg) -> String {
        self.catalog.say(self.lang, msg)
    }

    /// The language they are in.
    pub fn lang(self) -> crate::i18n::Lang {
        self.lang
    }
}

/// A game could not be set up from the given options: why, as a message of the kind's
/// files (worded for the reader like every refusal). No kind refuses a setup yet.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", .0.id())]
pub struct SetupError(pub Msg);

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The winning seat; `None` for a draw.
    pub winner: Option<Seat>,
    /// Each seat's score, in seat order.
    pub scores: Vec<i64>,
    /// The end condition, then `; ` and any detail such as a tie-break used: worded in
    /// each reader's language, and stored in English (`service::result`).
    pub reason: Msg,
}

/// The rules of one kind of game: pure, deterministic and synchronous. The same options,
/// seed and action log always reach the same state.
pub trait Rules: 'static {
    /// The kind's name in the API, e.g. `rosenkonig`.
    const KIND: &'static str;
    /// The title shown to players.
    const TITLE: &'static str;
    /// The kind's words in every language Herald speaks: its message files
    /// (`src/games/<kind>/i18n/{en,ru,ja}.ftl`). Every id there begins with the kind's
    /// name (`rosenkonig-title` is its title), so that no two games word one id.
    const WORDS: &'static [Source];
    /// The kind's documentation (Markdown, `docs/<kind>.md`); its "Notation" section is the
    /// notation help page players are pointed to.
    const DOCS: &'static str = "";
    /// The sections of [`Rules::DOCS`] players read ("Rules in brief", "Notation"), in each
    /// other language Herald speaks (`src/games/<kind>/i18n/rules.<lang>.md`, the sections
    /// under their English headings); a language without them reads the English.
    const DOCS_IN: &'static [(crate::i18n::Lang, &'static str)] = &[];
    /// Seat names in seat order, lower-case words.
    const SEATS: &'static [&'static str];
    /// The rules engine's version; a game records the version it started on.
    const VERSION: u32;
    /// Whether the players may agree to end a game as a draw (false for games whose rules
    /// always name a winner).
    const DRAW_BY_AGREEMENT: bool = true;

    /// The options a game is created with.
    type Options: Clone + Default + Serialize + DeserializeOwned + Send + Sync;
    /// The whole state, hidden parts included.
    type State: Clone + PartialEq + Debug + Serialize + DeserializeOwned + Send + Sync;
    /// One decision; `Display` and `FromStr` are its notation and round-trip.
    type Action: Clone + PartialEq + Debug + Display + FromStr + Send + Sync;
    /// What one viewer may see.
    type View: Serialize;
    /// A seat's standing orders: answers given ahead to decisions the seat would otherwise
    /// be asked (see [`Rules::ordered`]); [`NoOrders`] for a kind without them. Read from
    /// JSON with every field optional (an absent one asks).
    type Orders: Clone + Default + PartialEq + Debug + Serialize + DeserializeOwned + Send + Sync;

    /// The state before the first move.
    ///
    /// # Errors
    /// When the options do not make a game.
    fn setup(options: &Self::Options, dice: &mut Dice) -> Result<Self::State, SetupError>;

    /// The seats that may act now: none once the game is over, two for simultaneous choices.
    fn to_act(state: &Self::State) -> Vec<Seat>;

    /// Every legal action of `seat` now; the only source of legality.
    fn actions(state: &Self::State, seat: Seat) -> Vec<Self::Action>;

    /// The rule that forbids `action`; called only for an action not in [`Rules::actions`].
    fn why_illegal(state: &Self::State, seat: Seat, action: &Self::Action) -> Illegal;

    /// Applies an action known to be legal. The server never calls this directly.
    fn apply_unchecked(state: &mut Self::State, seat: Seat, action: &Self::Action, dice: &mut Dice);

    /// Applies `action` if it is in `actions(state, seat)`; otherwise changes nothing.
    ///
    /// # Errors
    /// [`Illegal`] naming the rule that forbids the action.
    fn apply(
        state: &mut Self::State,
        seat: Seat,
        action: &Self::Action,
        dice: &mut Dice,
    ) -> Result<(), Illegal> {
        if Self::actions(state, seat).contains(action) {
            Self::apply_unchecked(state, seat, action, dice);
            Ok(())
        } else {
            Err(Self::why_illegal(state, seat, action))
        }
    }

    /// The state as `viewer` may see it (`None`: a spectator). Never more.
    fn view(state: &Self::State, viewer: Option<Seat>) -> Self::View;

    /// One move in words, as `viewer` may see it.
    fn describe(
        before: &Self::State,
        seat: Seat,
        action: &Self::Action,
        after: &Self::State,
        viewer: Option<Seat>,
    ) -> Msg;

    /// What one move changed on the board, as `viewer` may see it (see
    /// [`board::Mark`]): never more than [`Rules::describe`] tells the same viewer. The
    /// default, for a game without marks: nothing.
    fn marks(
        _before: &Self::State,
        _seat: Seat,
        _action: &Self::Action,
        _after: &Self::State,
        _viewer: Option<Seat>,
    ) -> Vec<board::Mark> {
        Vec::new()
    }

    /// The result once the game is over.
    fn outcome(state: &Self::State) -> Option<Outcome>;

    /// Each seat's score as the game stands now, in seat order, counted the way
    /// [`Rules::outcome`] counts its scores; once the game is over, the outcome's scores.
    /// A game ended outside its log (a resignation, a time-out) states these.
    fn standing(state: &Self::State) -> Vec<i64>;

    /// Whether `seat`'s `action`, which turned `before` into `after`, showed something that
    /// was hidden (a card drawn, cards or blocks revealed). Such an action cannot be taken
    /// back, nor anything before it: the other players have learnt from it, or the actor
    /// has. A move that drew dice is never taken back either, whatever this says. The
    /// default, for a game without hidden information: nothing is revealed.
    fn reveals(
        _before: &Self::State,
        _seat: Seat,
        _action: &Self::Action,
        _after: &Self::State,
    ) -> bool {
        false
    }

    /// The action `orders` give `seat` now, if they answer the decision before it; `None`
    /// asks the player. Only ever one of [`Rules::actions`]. The default: orders answer
    /// nothing.
    fn ordered(_state: &Self::State, _seat: Seat, _orders: &Self::Orders) -> Option<Self::Action> {
        None
    }

    /// The decisions `seat` may give ahead now (issue 27): secret answers to a decision
    /// that will come to the seat later and that no move of another seat can change (in
    /// Richard III, next turn's card once this turn's cards are revealed, 1.1). The server
    /// keeps one given ahead while it is in this list, plays it (`by: ahead`) as soon as
    /// `seat` is to act and it is legal, and forgets it otherwise. Never an action the
    /// seat may play now (that is a move, not one given ahead). Pure. The default: none.
    fn ahead(_state: &Self::State, _seat: Seat) -> Vec<Self::Action> {
        Vec::new()
    }

    /// What `seat` sees of `state` for deciding (issue 27): a decision the seat sent when
    /// it saw one state is played in another when these are equal. The default: the seat's
    /// view. A kind whose seats choose at once leaves out what only says that another seat
    /// has made its own hidden choice meanwhile (Richard III: the opponent's card chosen
    /// face down, 1.1), so that the second to answer is never refused for it.
    fn view_for_deciding(state: &Self::State, seat: Seat) -> Self::View {
        Self::view(state, Some(seat))
    }

    /// The questions [`Rules::Orders`] answer, for the game page's form; empty for a kind
    /// without orders.
    fn orders_form() -> Vec<OrderField> {
        Vec::new()
    }

    /// The part of the game `state` is in, as a heading when several moves are told
    /// together (e.g. `Battle of Kent, round 2`), as `viewer` may see it: moves played in
    /// the same chapter are told under one heading. The default: no chapters.
    fn chapter(_state: &Self::State, _viewer: Option<Seat>) -> Option<Msg> {
        None
    }

    /// Whether `state` is inside a battle (or the kind's like of it): the waits counted by
    /// `herald selfplay --waits` are split by it. The default: never.
    fn fighting(_state: &Self::State) -> bool {
        false
    }

    /// What `seat`'s offered `action` means to a battle-seeking player (self-play only).
    fn intent(_state: &Self::State, _seat: Seat, _action: &Self::Action) -> Intent {
        Intent::Other
    }

    /// `seat`'s `action` in words before it is played, for the player about to play it
    /// (the confirm page): no more than the notation names. The default: none (the
    /// notation is shown).
    fn explain(_state: &Self::State, _seat: Seat, _action: &Self::Action) -> Option<Msg> {
        None
    }

    /// A sentence to ask the player to confirm before `seat` plays `action`, when the
    /// action gives up something the player may not mean to (ending an action phase with
    /// action points unspent, say). The default: nothing to ask.
    fn warn_before(_state: &Self::State, _seat: Seat, _action: &Self::Action) -> Option<Msg> {
        None
    }
}

/// Kind `R`'s section `title` for a reader of `lang`: from its docs in that language
/// ([`Rules::DOCS_IN`]), else from its English docs.
pub fn docs_section_in<R: Rules>(lang: crate::i18n::Lang, title: &str) -> Option<&'static str> {
    R::DOCS_IN
        .iter()
        .filter(|(l, _)| *l == lang)
        .find_map(|(_, docs)| docs_section(docs, title))
        .or_else(|| docs_section(R::DOCS, title))
}

/// The section of Markdown `docs` under the heading `## <title>`, heading left out, up to
/// the next heading of that level; none when there is no such section.
pub fn docs_section(docs: &'static str, title: &str) -> Option<&'static str> {
    let heading = format!("## {title}\n");
    let start = docs.find(&heading)? + heading.len();
    let rest = &docs[start..];
    let end = rest.find("\n## ").map_or(rest.len(), |i| i + 1);
    Some(rest[..end].trim())
}
