//! A text to be worded: [`Msg`], a message id with named arguments.

use std::borrow::Cow;

/// A text in no language yet: a message id of the catalog and its arguments, worded for
/// each reader by [`super::Catalog::say`]. Write one with [`crate::msg!`], so that the
/// message files' check (`i18n::tests`) can see which arguments the code passes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Msg {
    /// The message's id, e.g. `nav-lobby`.
    id: Cow<'static, str>,
    /// The arguments by name, in the order given.
    args: Vec<(&'static str, Arg)>,
}

/// One argument of a [`Msg`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// Text shown as it is: a player's name, a notation string.
    Text(String),
    /// A number, which selects the plural form (`{ $days -> [one] … }`).
    Number(i64),
    /// Another message, worded in the same language first: a block's name inside a
    /// sentence.
    Msg(Box<Msg>),
}

impl Msg {
    /// The message `id`, without arguments yet.
    pub fn new(id: &'static str) -> Msg {
        Msg {
            id: Cow::Borrowed(id),
            args: Vec::new(),
        }
    }

    /// The message named by `prefix` and a key from a game's data, e.g. the name of area
    /// `kent` as `area-kent`. Every key of the data has its message: the game's tests
    /// check that, since the code cannot name each one.
    pub fn keyed(prefix: &str, key: &str) -> Msg {
        Msg {
            id: Cow::Owned(format!("{prefix}-{key}")),
            args: Vec::new(),
        }
    }

    /// The name of seat `seat` (`red`) of the game kind `kind`: its message
    /// `<kind>-seat-<seat>` ("Красная роза"), one key for every place that names a seat.
    pub fn seat(kind: &str, seat: &str) -> Msg {
        Msg::keyed(kind, &format!("seat-{seat}"))
    }

    /// This message with argument `name` set to `value`.
    #[must_use]
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Msg {
        self.args.push((name, value.into()));
        self
    }

    /// This message told for `n` like moves at once: a copy with its `repeats` argument
    /// (searched through the messages inside it too) set to `n` — "York moved 3 blocks
    /// from Kent to Sussex" for three "York moved a block …" — or none if it counts no
    /// repeats (a mail then says "(3 times)").
    pub fn repeated(&self, n: usize) -> Option<Msg> {
        let mut copy = self.clone();
        copy.set_repeats(n).then_some(copy)
    }

    fn set_repeats(&mut self, n: usize) -> bool {
        let count = |(name, arg): &&mut (&'static str, Arg)| {
            *name == "repeats" && matches!(arg, Arg::Number(_))
        };
        if let Some((_, arg)) = self.args.iter_mut().find(count) {
            *arg = Arg::Number(i64::try_from(n).unwrap_or(i64::MAX));
            return true;
        }
        self.args.iter_mut().any(|(_, arg)| match arg {
            Arg::Msg(inner) => inner.set_repeats(n),
            _ => false,
        })
    }

    /// The message's id.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// The arguments by name.
    pub fn args(&self) -> &[(&'static str, Arg)] {
        &self.args
    }
}

/// The message for a log or an error's `Display`: worded in English when it is one of
/// the core's (`i18n::core`), else its id and arguments, `rosenkonig-played(side: red)`
/// (a game's files are read only above the games, `crate::words`). A reader never sees
/// this: pages, mails and answers word a message in the reader's language.
impl std::fmt::Display for Msg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let core = super::core();
        if core.has(super::Lang::En, self.id()) {
            return f.write_str(&core.say(super::Lang::En, self));
        }
        f.write_str(self.id())?;
        if !self.args.is_empty() {
            let args: Vec<String> = self
                .args
                .iter()
                .map(|(name, arg)| match arg {
                    Arg::Text(text) => format!("{name}: {text}"),
                    Arg::Number(n) => format!("{name}: {n}"),
                    Arg::Msg(inner) => format!("{name}: {inner}"),
                })
                .collect();
            write!(f, "({})", args.join(", "))?;
        }
        Ok(())
    }
}

/// A message with arguments: `msg!("turn-subject", game = id, seat = seat_name)`.
#[macro_export]
macro_rules! msg {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::Msg::new($id)$(.with(stringify!($name), $value))*
    };
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_string())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Arg {
        Arg::Text(text.clone())
    }
}

impl From<Msg> for Arg {
    fn from(msg: Msg) -> Arg {
        Arg::Msg(Box::new(msg))
    }
}

/// Numbers of every width the code counts in.
macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}

number_arg!(i64, i32, i16, u64, u32, u16, u8, usize);

/// Numbers the code holds by reference.
macro_rules! number_ref_arg {
    ($($t:ty),*) => {$(
        impl From<&$t> for Arg {
            fn from(n: &$t) -> Arg {
                <Arg as From<$t>>::from(*n)
            }
        }
    )*};
}

number_ref_arg!(i64, u16, usize, u32);

/// What a template passes: its values come by reference, often twice over.
impl<T: ?Sized> From<&&T> for Arg
where
    for<'a> &'a T: Into<Arg>,
{
    fn from(value: &&T) -> Arg {
        (*value).into()
    }
}
