//! The contract of a game kind, type-erased: [`Kind`] lets the service handle any kind
//! through JSON options, standing orders and notation strings, and start or load its
//! games; [`KindOf`] is that face over one kind's [`Rules`]; [`OptionSpec`] publishes a
//! kind's options. The games module lists the kinds the server plays (`games::kinds`);
//! this one knows none of them.

use serde_json::Value;

use crate::i18n::{Lang, Msg, Source};
use crate::msg;

use super::board::{BoardLinks, DrawBoard, Mark, NextPick};
use super::game::{Game, GameOf};
use super::{Dice, OrderField, Rules, Seat, Seed};

/// One option of a kind: its name and its allowed values, the first being the default.
/// Its words are the kind's messages (`src/games/<kind>/i18n/`): `<kind>-option-<name>`
/// says what it decides ("Scenario"), `<kind>-option-<name>-help` what it changes, naming
/// the rule it comes from, and `<kind>-option-<name>-<value>` each value.
#[derive(Clone, Copy, Debug)]
pub struct OptionSpec {
    /// The key in the options object.
    pub name: &'static str,
    /// Allowed values (`"kingmaker"`, `"2"`); the first is the default.
    pub choices: &'static [&'static str],
}

impl OptionSpec {
    /// The default value: the first choice.
    pub fn default_value(&self) -> &'static str {
        self.choices[0]
    }

    /// The allowed values, the default first.
    pub fn values(&self) -> Vec<&'static str> {
        self.choices.to_vec()
    }

    /// The choice a stored or sent value names: a string, or a number for numeric choices
    /// (`{"games": 1}`).
    pub fn choice(&self, value: &Value) -> Option<&'static str> {
        let text = match value {
            Value::String(v) => v.clone(),
            Value::Number(n) => n.to_string(),
            _ => return None,
        };
        self.choices.iter().copied().find(|c| *c == text)
    }

    /// What the option decides, in a few words, as kind `kind` words it ("Scenario").
    pub fn label(&self, kind: &str) -> Msg {
        Msg::keyed(kind, &format!("option-{}", self.name))
    }

    /// One sentence on what the option changes, naming the rule it comes from.
    pub fn help(&self, kind: &str) -> Msg {
        Msg::keyed(kind, &format!("option-{}-help", self.name))
    }

    /// The allowed `value` in words ("Kingmaker: 1470, campaign 2 only…").
    pub fn choice_words(&self, kind: &str, value: &str) -> Msg {
        Msg::keyed(kind, &format!("option-{}-{value}", self.name))
    }
}

/// A game's options in words, in the kind's order: (label, chosen value's words). An
/// option the stored object leaves out reads as its default.
pub fn options_in_words(kind: &dyn Kind, options: &Value) -> Vec<(Msg, Msg)> {
    kind.options()
        .iter()
        .map(|spec| {
            let chosen = options
                .get(spec.name)
                .and_then(|v| spec.choice(v))
                .unwrap_or(spec.choices[0]);
            (
                spec.label(kind.kind()),
                spec.choice_words(kind.kind(), chosen),
            )
        })
        .collect()
}

/// Options (or standing orders) that do not fit the kind: why, as a message of the
/// core's refusals for the reader, and in English for logs and documents.
#[derive(Debug, thiserror::Error)]
#[error("{english}")]
pub struct OptionsError {
    /// Why, in no language yet.
    pub msg: Msg,
    /// Why, in English.
    pub english: String,
}

impl OptionsError {
    /// `msg` about kind `R`'s options.
    fn of<R: Rules>(msg: Msg) -> OptionsError {
        let english = super::in_english::<R>(&msg);
        OptionsError { msg, english }
    }
}

/// A stored state that no longer loads (a rules change or a corrupt cache).
#[derive(Debug, thiserror::Error)]
#[error("cannot load the stored state: {0}")]
pub struct LoadError(pub String);

/// One kind of game, type-erased.
pub trait Kind: Send + Sync {
    /// The kind's name, e.g. `rosenkonig`.
    fn kind(&self) -> &'static str;
    /// The title shown to players.
    fn title(&self) -> &'static str;
    /// The kind's message files, one a language (see [`Rules::WORDS`]).
    fn words(&self) -> &'static [Source];
    /// How actions are written, for a reader of `lang` (Markdown: the "Notation" section of
    /// the kind's docs in that language, else in English); none when the kind has no docs.
    fn notation(&self, lang: Lang) -> Option<&'static str>;
    /// The rules summed up for a player reading `lang` (Markdown: the "Rules in brief"
    /// section, as [`Kind::notation`]); none when the kind has no docs.
    fn rules(&self, lang: Lang) -> Option<&'static str>;
    /// What the rules page adds after the rules in brief, made from the kind's data in
    /// `lang` (Markdown: e.g. every card and what it does); none when it adds nothing.
    fn reference(&self, lang: Lang) -> Option<String>;
    /// Seat names in seat order.
    fn seats(&self) -> &'static [&'static str];
    /// The rules engine's version.
    fn version(&self) -> u32;
    /// Whether the players may agree to a draw.
    fn draw_by_agreement(&self) -> bool;
    /// The options and their choices, as published by `GET /api/kinds`.
    fn options(&self) -> &'static [OptionSpec];
    /// The public catalog (map, pieces, cards) served by `GET /api/kinds/{kind}/data`.
    fn data(&self) -> Value;
    /// The board drawn as SVG for a viewer's `view`, with `actions` (the viewer's legal
    /// actions) as links (see [`super::board`]) and `marks` of recent moves over it; empty
    /// for a kind without a drawing.
    fn board(
        &self,
        view: &Value,
        actions: &[String],
        links: &BoardLinks<'_>,
        marks: &[Mark],
    ) -> String;
    /// Whether the kind draws a board at all (see [`Kind::board`]).
    fn draws_board(&self) -> bool;
    /// The piece to show chosen after `played`, given the viewer's `actions` now (see
    /// [`NextPick`]); none for a kind that chooses none.
    fn next_pick(&self, played: &str, actions: &[String]) -> Option<String>;
    /// Checks options and fills in defaults, giving the options the game is stored with.
    ///
    /// # Errors
    /// Unknown keys or values, with the allowed ones.
    fn normalize_options(&self, options: &Value) -> Result<Value, OptionsError>;
    /// The questions this kind's standing orders answer (empty: the kind has none).
    fn orders_form(&self) -> Vec<OrderField>;
    /// Checks a seat's standing orders, filling in `"ask"` for what they leave out: the
    /// orders as stored.
    ///
    /// # Errors
    /// Unknown keys or values, saying what is allowed.
    fn normalize_orders(&self, orders: &Value) -> Result<Value, OptionsError>;
    /// A new game before its first move.
    ///
    /// # Errors
    /// Options that do not make a game.
    fn start(&self, options: &Value, seed: &Seed) -> Result<Box<dyn Game>, OptionsError>;
    /// A game from a stored snapshot.
    ///
    /// # Errors
    /// A snapshot that does not deserialize.
    fn load(&self, snapshot: &str) -> Result<Box<dyn Game>, LoadError>;
    /// The seat with this name.
    fn seat(&self, name: &str) -> Option<Seat> {
        Seat::all(self.seats().len()).find(|seat| self.seats()[seat.index()] == name)
    }
    /// The name of a seat.
    fn seat_name(&self, seat: Seat) -> &'static str {
        self.seats()[seat.index()]
    }
}

/// The erased wrapper around one kind's [`Rules`].
pub struct KindOf<R: Rules> {
    options: &'static [OptionSpec],
    data: fn() -> Value,
    draw: Option<DrawBoard>,
    next_pick: Option<NextPick>,
    reference: Option<fn(Lang) -> String>,
    _rules: std::marker::PhantomData<fn() -> R>,
}

impl<R: Rules> KindOf<R> {
    /// Wraps `R` with its option specs and catalog.
    pub const fn new(options: &'static [OptionSpec], data: fn() -> Value) -> Self {
        KindOf {
            options,
            data,
            draw: None,
            next_pick: None,
            reference: None,
            _rules: std::marker::PhantomData,
        }
    }

    /// The same, with its board drawn by `draw`.
    pub const fn drawn_by(self, draw: DrawBoard) -> Self {
        KindOf {
            draw: Some(draw),
            ..self
        }
    }

    /// The same, choosing the next piece on its board after a move by `next_pick`.
    pub const fn picking_next(self, next_pick: NextPick) -> Self {
        KindOf {
            next_pick: Some(next_pick),
            ..self
        }
    }

    /// The same, with `made` adding the Markdown of [`Kind::reference`] to its rules page.
    pub const fn with_reference(self, made: fn(Lang) -> String) -> Self {
        KindOf {
            reference: Some(made),
            ..self
        }
    }
}

impl<R: Rules> Kind for KindOf<R> {
    fn kind(&self) -> &'static str {
        R::KIND
    }
    fn title(&self) -> &'static str {
        R::TITLE
    }
    fn words(&self) -> &'static [Source] {
        R::WORDS
    }
    fn notation(&self, lang: Lang) -> Option<&'static str> {
        super::docs_section_in::<R>(lang, "Notation")
    }
    fn rules(&self, lang: Lang) -> Option<&'static str> {
        super::docs_section_in::<R>(lang, "Rules in brief")
    }
    fn reference(&self, lang: Lang) -> Option<String> {
        self.reference.map(|made| made(lang))
    }
    fn seats(&self) -> &'static [&'static str] {
        R::SEATS
    }
    fn version(&self) -> u32 {
        R::VERSION
    }
    fn draw_by_agreement(&self) -> bool {
        R::DRAW_BY_AGREEMENT
    }
    fn options(&self) -> &'static [OptionSpec] {
        self.options
    }
    fn data(&self) -> Value {
        (self.data)()
    }
    fn board(
        &self,
        view: &Value,
        actions: &[String],
        links: &BoardLinks<'_>,
        marks: &[Mark],
    ) -> String {
        self.draw
            .map(|draw| draw(view, actions, links, marks))
            .unwrap_or_default()
    }

    fn draws_board(&self) -> bool {
        self.draw.is_some()
    }

    fn next_pick(&self, played: &str, actions: &[String]) -> Option<String> {
        self.next_pick.and_then(|pick| pick(played, actions))
    }

    fn normalize_options(&self, options: &Value) -> Result<Value, OptionsError> {
        let object = match options {
            Value::Object(o) if !o.is_empty() => o,
            // `{}` means the defaults too, also for a kind without options (`()` does not
            // deserialize from an empty object).
            Value::Null | Value::Object(_) => {
                return Ok(serde_json::to_value(R::Options::default()).expect("options serialize"));
            }
            _ => return Err(OptionsError::of::<R>(msg!("options-not-object"))),
        };
        for (key, value) in object {
            let Some(spec) = self.options.iter().find(|s| s.name == key) else {
                let known: Vec<&str> = self.options.iter().map(|s| s.name).collect();
                let known = if known.is_empty() {
                    msg!("options-none")
                } else {
                    msg!("options-notation", text = known.join(", "))
                };
                return Err(OptionsError::of::<R>(msg!(
                    "options-no-such",
                    game = Msg::keyed(R::KIND, "title"),
                    key = key.as_str(),
                    known = known
                )));
            };
            // A choice is written as text; a number (`{"games": 1}`) names it as well.
            if spec.choice(value).is_none() {
                return Err(OptionsError::of::<R>(msg!(
                    "options-choice",
                    key = key.as_str(),
                    choices = spec.values().join(", ")
                )));
            }
        }
        let parsed: R::Options = serde_json::from_value(options.clone())
            .map_err(|e| OptionsError::of::<R>(msg!("options-bad", detail = e.to_string())))?;
        Ok(serde_json::to_value(parsed).expect("options serialize"))
    }

    fn orders_form(&self) -> Vec<OrderField> {
        R::orders_form()
    }

    fn normalize_orders(&self, orders: &Value) -> Result<Value, OptionsError> {
        let Some(object) = orders.as_object() else {
            return Err(OptionsError::of::<R>(msg!("orders-not-object")));
        };
        // Each order is one of the form's questions, answered by one of its answers.
        let form = R::orders_form();
        let keys = || form.iter().map(|f| f.name).collect::<Vec<_>>().join(", ");
        for (key, value) in object {
            let Some(field) = form.iter().find(|f| f.name == key) else {
                return Err(OptionsError::of::<R>(if form.is_empty() {
                    msg!("orders-none", game = Msg::keyed(R::KIND, "title"))
                } else {
                    msg!(
                        "orders-no-such",
                        game = Msg::keyed(R::KIND, "title"),
                        key = key.as_str(),
                        keys = keys()
                    )
                }));
            };
            if !field.choices.iter().any(|(choice, _)| choice == value) {
                let choices: Vec<String> =
                    field.choices.iter().map(|(c, _)| c.to_string()).collect();
                return Err(OptionsError::of::<R>(msg!(
                    "orders-choice",
                    key = key.as_str(),
                    value = value.to_string(),
                    choices = choices.join(", ")
                )));
            }
        }
        let parsed: R::Orders = serde_json::from_value(orders.clone()).map_err(|e| {
            OptionsError::of::<R>(msg!("orders-bad", detail = e.to_string(), keys = keys()))
        })?;
        Ok(serde_json::to_value(parsed).expect("orders serialize"))
    }

    fn start(&self, options: &Value, seed: &Seed) -> Result<Box<dyn Game>, OptionsError> {
        let options: R::Options = serde_json::from_value(options.clone())
            .map_err(|e| OptionsError::of::<R>(msg!("options-bad", detail = e.to_string())))?;
        let state = R::setup(&options, &mut Dice::for_move(seed, 0))
            .map_err(|e| OptionsError::of::<R>(e.0))?;
        Ok(Box::new(GameOf::<R> { state }))
    }

    fn load(&self, snapshot: &str) -> Result<Box<dyn Game>, LoadError> {
        let state: R::State =
            serde_json::from_str(snapshot).map_err(|e| LoadError(e.to_string()))?;
        Ok(Box::new(GameOf::<R> { state }))
    }
}
