//! Every decision of RULES §12 as one small action, and its notation: a verb, then the
//! ids of `blocks.toml`, `map.toml` or `cards.toml`, single-spaced, e.g. `play 7`,
//! `activate kent`, `move Y_warwick sussex`, `fire Y_warwick`, `retreat Y_kent middlesex`.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::data::{AreaId, BlockId, CardId};

/// One decision (§12).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// 5.1 `redeal`: show this hand (13 AP or less) and ask for a redeal.
    Redeal,
    /// 5.1 `keep`: keep this hand (no request; or, answering a request, keep it).
    Keep,
    /// 5.1 `redraw`: answering a request, give up this hand too.
    Redraw,
    /// 1.1 `play 7`: the card for this game turn (by `cards.toml` id).
    Play(CardId),
    /// 5.2 `activate kent`: 1 AP; the blocks there may now move.
    Activate(AreaId),
    /// 5.2 `move Y_kent sussex`: one step of a land move into an adjacent area. The same
    /// block may go on with another `move` while it has steps left.
    Move(BlockId, AreaId),
    /// 5.3 `sea Y_warwick kent`: a sea move (also a Piracy attack).
    Sea(BlockId, AreaId),
    /// 5.4 `recruit Y_norfolk east_anglia`: from the pool into an area.
    Recruit(BlockId, AreaId),
    /// 5.1 Muster `muster kent`: the muster area.
    Muster(AreaId),
    /// 5.1 Plague `plague middlesex`: the enemy city area struck.
    Plague(AreaId),
    /// 6.1 `battle kent`: Player 1 picks the next battle.
    Battle(AreaId),
    /// 6.9 Treason `treason L_rivers`: the target of the Treason roll.
    Treason(BlockId),
    /// 6.2 `fire Y_warwick`.
    Fire(BlockId),
    /// 6.6 `retreat Y_kent middlesex`.
    Retreat(BlockId, AreaId),
    /// 6.2 `pass Y_kent`.
    Pass(BlockId),
    /// 6.5 `charge Y_york L_rivers`: the heir charges the target.
    Charge(BlockId, BlockId),
    /// 6.9 `treachery Y_warwick L_rivers`: the roller and the target.
    Treachery(BlockId, BlockId),
    /// 6.4 `hit L_rivers`: this one of the equally strongest blocks takes the hit.
    Hit(BlockId),
    /// 6.7 `regroup Y_kent middlesex`.
    Regroup(BlockId, AreaId),
    /// 9.1 `execute L_clarence`.
    Execute(BlockId),
    /// 9.1 `spare L_clarence`.
    Spare(BlockId),
    /// 6.82 `enter L_prince_edward france`: where the minor heir enters.
    Enter(BlockId, AreaId),
    /// 7.1 `lose L_oxford`: this block takes the supply step loss.
    Lose(BlockId),
    /// 8.3, 8.4 `home L_oxford essex`: where the block goes home.
    Home(BlockId, AreaId),
    /// 8.3 `surplus L_oxford`: this exile surplus block goes to the pool.
    Surplus(BlockId),
    /// 6.9 Treason `decline`: no roll before this battle.
    Decline,
    /// `done`: end the action phase (also declines Plague), or end the regroup.
    Done,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Action::*;
        match self {
            Redeal => f.write_str("redeal"),
            Keep => f.write_str("keep"),
            Redraw => f.write_str("redraw"),
            Decline => f.write_str("decline"),
            Done => f.write_str("done"),
            Play(c) => write!(f, "play {c}"),
            Activate(a) => write!(f, "activate {a}"),
            Muster(a) => write!(f, "muster {a}"),
            Plague(a) => write!(f, "plague {a}"),
            Battle(a) => write!(f, "battle {a}"),
            Move(b, a) => write!(f, "move {b} {a}"),
            Sea(b, a) => write!(f, "sea {b} {a}"),
            Recruit(b, a) => write!(f, "recruit {b} {a}"),
            Retreat(b, a) => write!(f, "retreat {b} {a}"),
            Regroup(b, a) => write!(f, "regroup {b} {a}"),
            Enter(b, a) => write!(f, "enter {b} {a}"),
            Home(b, a) => write!(f, "home {b} {a}"),
            Treason(b) => write!(f, "treason {b}"),
            Fire(b) => write!(f, "fire {b}"),
            Pass(b) => write!(f, "pass {b}"),
            Hit(b) => write!(f, "hit {b}"),
            Execute(b) => write!(f, "execute {b}"),
            Spare(b) => write!(f, "spare {b}"),
            Lose(b) => write!(f, "lose {b}"),
            Surplus(b) => write!(f, "surplus {b}"),
            Charge(b, t) => write!(f, "charge {b} {t}"),
            Treachery(b, t) => write!(f, "treachery {b} {t}"),
        }
    }
}

/// Text that is not a Richard III action.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "\"{0}\" is not a Richard III action; write e.g. \"play 7\", \"move Y_kent sussex\" or \"done\""
)]
pub struct ParseActionError(String);

impl FromStr for Action {
    type Err = ParseActionError;

    /// Reads exactly the notation written by `Display`: case-sensitive, single spaces.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        use Action::*;
        let error = || ParseActionError(text.to_string());
        let mut words = text.split(' ');
        let verb = words.next().ok_or_else(error)?;
        let args: [Option<&str>; 3] = [words.next(), words.next(), words.next()];
        if args[2].is_some() {
            return Err(error());
        }
        let area = |w: Option<&str>| w.and_then(AreaId::parse).ok_or_else(error);
        let block = |w: Option<&str>| w.and_then(BlockId::parse).ok_or_else(error);
        let none = |w: Option<&str>| if w.is_none() { Ok(()) } else { Err(error()) };
        let action = match verb {
            "redeal" | "keep" | "redraw" | "decline" | "done" => {
                none(args[0])?;
                match verb {
                    "redeal" => Redeal,
                    "keep" => Keep,
                    "redraw" => Redraw,
                    "decline" => Decline,
                    _ => Done,
                }
            }
            "play" => {
                none(args[1])?;
                Play(args[0].and_then(CardId::parse).ok_or_else(error)?)
            }
            "activate" | "muster" | "plague" | "battle" => {
                none(args[1])?;
                let a = area(args[0])?;
                match verb {
                    "activate" => Activate(a),
                    "muster" => Muster(a),
                    "plague" => Plague(a),
                    _ => Battle(a),
                }
            }
            "move" | "sea" | "recruit" | "retreat" | "regroup" | "enter" | "home" => {
                let (b, a) = (block(args[0])?, area(args[1])?);
                match verb {
                    "move" => Move(b, a),
                    "sea" => Sea(b, a),
                    "recruit" => Recruit(b, a),
                    "retreat" => Retreat(b, a),
                    "regroup" => Regroup(b, a),
                    "enter" => Enter(b, a),
                    _ => Home(b, a),
                }
            }
            "treason" | "fire" | "pass" | "hit" | "execute" | "spare" | "lose" | "surplus" => {
                none(args[1])?;
                let b = block(args[0])?;
                match verb {
                    "treason" => Treason(b),
                    "fire" => Fire(b),
                    "pass" => Pass(b),
                    "hit" => Hit(b),
                    "execute" => Execute(b),
                    "spare" => Spare(b),
                    "lose" => Lose(b),
                    _ => Surplus(b),
                }
            }
            "charge" | "treachery" => {
                let (b, t) = (block(args[0])?, block(args[1])?);
                if verb == "charge" {
                    Charge(b, t)
                } else {
                    Treachery(b, t)
                }
            }
            _ => return Err(error()),
        };
        Ok(action)
    }
}

impl Serialize for Action {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Action {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::richard3::data::{area, block};

    fn samples() -> Vec<Action> {
        use Action::*;
        let mut all = vec![Redeal, Keep, Redraw, Decline, Done];
        for c in CardId::all() {
            all.push(Play(c));
        }
        for a in AreaId::all() {
            all.extend([Activate(a), Muster(a), Plague(a), Battle(a)]);
        }
        for b in BlockId::all() {
            let a = AreaId(b.0 % 36);
            let t = BlockId((b.0 + 7) % 63);
            all.extend([
                Move(b, a),
                Sea(b, a),
                Recruit(b, a),
                Retreat(b, a),
                Regroup(b, a),
                Enter(b, a),
                Home(b, a),
                Treason(b),
                Fire(b),
                Pass(b),
                Hit(b),
                Execute(b),
                Spare(b),
                Lose(b),
                Surplus(b),
                Charge(b, t),
                Treachery(b, t),
            ]);
        }
        all
    }

    #[test]
    fn every_action_round_trips_through_its_notation_13() {
        for action in samples() {
            let text = action.to_string();
            assert_eq!(text.parse::<Action>(), Ok(action), "{text}");
            let json = serde_json::to_string(&action).unwrap();
            assert_eq!(serde_json::from_str::<Action>(&json).unwrap(), action);
        }
    }

    #[test]
    fn notation_reads_as_in_the_brief() {
        assert_eq!(Action::Play(CardId(6)).to_string(), "play 7");
        assert_eq!(Action::Activate(area("kent")).to_string(), "activate kent");
        assert_eq!(
            Action::Move(block("Y_warwick"), area("sussex")).to_string(),
            "move Y_warwick sussex"
        );
        assert_eq!(
            Action::Fire(block("Y_warwick")).to_string(),
            "fire Y_warwick"
        );
        assert_eq!(
            Action::Retreat(block("Y_kent"), area("middlesex")).to_string(),
            "retreat Y_kent middlesex"
        );
    }

    #[test]
    fn junk_notation_is_refused() {
        for junk in [
            "",
            "play",
            "play 0",
            "play 26",
            "Play 7",
            "play 7 ",
            "move Y_kent",
            "move y_kent sussex",
            "move Y_kent sussex kent",
            "activate",
            "activate Kent",
            "done now",
            "fire",
            "fire kent",
            "charge Y_york",
            "bogus",
            "move  Y_kent sussex",
        ] {
            assert!(junk.parse::<Action>().is_err(), "{junk:?}");
        }
    }
}
