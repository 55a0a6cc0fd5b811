//! A submission: what one player sends at one move of a game. From the page or the API it
//! is one action, exactly as sent; from a reply to a turn mail it is the reply's lines, in
//! order (issue 14), each matched against the legal actions of the position it is played
//! in. Either way it is played whole or not at all: each decision, then the steps the
//! server plays at once after it, and a refusal of any line refuses the whole submission.

use std::collections::VecDeque;

use crate::domain::Seq;
use crate::engine::auto::{By, Standing};
use crate::engine::game::{Barrier, Game, MoveError, Told};
use crate::engine::{Seat, Seed};
use crate::i18n::{Lang, Msg};
use crate::inbound::reply::{MOST_LISTED, Wrote, chosen, named};
use crate::service::checked::Described;
use crate::store::change::LogEntry;
use crate::words::say;

use super::MoveRefused;
use super::refusal::{LineError, LineRefused, Refused};
use super::steps::play_steps;

/// What a player sends at one move.
#[derive(Clone, Copy, Debug)]
pub enum Submission<'a> {
    /// One action in notation, exactly as the page or the API sent it.
    Move(&'a str),
    /// The lines of a reply to a turn mail, in order, and the reply's Message-ID.
    Mailed {
        /// The lines, in order.
        lines: &'a [Wrote],
        /// The reply's Message-ID, recorded with the moves.
        message_id: &'a str,
        /// Whether the player asked for a confirmation of their mailed moves.
        confirm: bool,
    },
}

impl Submission<'_> {
    /// Who decided the moves it makes.
    fn by(self) -> By {
        match self {
            Submission::Move(_) => By::Player,
            Submission::Mailed { .. } => By::Mail,
        }
    }

    /// The Message-ID of the reply it came in.
    pub fn message_id(self) -> Option<String> {
        match self {
            Submission::Move(_) => None,
            Submission::Mailed { message_id, .. } => Some(message_id.to_string()),
        }
    }

    /// Its lines: one for a move.
    fn lines(self) -> Vec<Wrote> {
        match self {
            Submission::Move(action) => vec![Wrote::Action(action.to_string())],
            Submission::Mailed { lines, .. } => lines.to_vec(),
        }
    }
}

/// What a submission is played with: the seats' standing orders, the game's seed, and
/// the seats its moves are described for.
pub struct Playing<'a> {
    pub standing: Standing<'a>,
    pub seed: &'a Seed,
    pub viewers: &'a [Option<Seat>],
}

/// Plays `submission` for `seat` on `game`, after move `after`: each line, then every step
/// the server plays at once after it. A line that names (ignoring case) a step the server
/// just played for the same seat counts as that step: a player who writes out a whole
/// phase, ending with a `done` that was the only action left, is not refused for it.
/// Returns the log entries; `described` gets each move as every seat reads it; `ahead`
/// (each seat's decision given ahead) loses what the steps played or left behind. Pure.
///
/// # Errors
/// [`Refused::Line`] for the first line the rules refuse; the state is then partly
/// played and must be dropped.
pub fn play_submission(
    game: &mut dyn Game,
    seat: Seat,
    submission: Submission<'_>,
    with: &Playing<'_>,
    ahead: &mut [Option<String>],
    after: Seq,
    described: &mut Vec<Described>,
) -> Result<Vec<LogEntry>, Refused> {
    let by = submission.by();
    let mut entries: Vec<LogEntry> = Vec::new();
    let mut seq = after;
    let mut played_for_seat: VecDeque<String> = VecDeque::new();
    let lines = submission.lines();
    for (index, wrote) in lines.iter().enumerate() {
        if let (Wrote::Action(text), Some(step)) = (wrote, played_for_seat.front())
            && step.eq_ignore_ascii_case(text)
        {
            played_for_seat.pop_front();
            continue;
        }
        played_for_seat.clear();
        // Before the move: what follows a move that sees chance must not be tried on it
        // (a refused reply would show the dice, or what was hidden, for nothing).
        let probe = (index + 1 < lines.len()).then(|| game.clone_game());
        seq = seq + 1;
        let (action, told) = play_line(game, seat, submission, (index, wrote), seq, with)?;
        described.push((seq, seat.index(), told));
        entries.push(LogEntry {
            seq,
            seat_index: seat,
            action: action.clone(),
            made_by: by,
            at: None,
        });
        let first_step = entries.len();
        play_steps(
            game,
            with.standing,
            ahead,
            with.seed,
            with.viewers,
            seq,
            &mut entries,
            described,
        )?;
        if let Some(barrier) =
            probe.and_then(|probe| chance_seen(probe, &entries[first_step - 1..], with.seed))
        {
            return Err(Refused::Line(Box::new(LineRefused {
                line: index + 2,
                written: written_as(&lines[index + 1]),
                error: LineError::AfterChance {
                    after: index + 1,
                    barrier,
                },
                legal: Vec::new(),
                in_words: Vec::new(),
            })));
        }
        seq = entries.last().map_or(seq, |e| e.seq);
        played_for_seat.extend(
            entries[first_step..]
                .iter()
                .filter(|e| e.seat_index == seat)
                .map(|e| e.action.clone()),
        );
    }
    if entries.is_empty() {
        return Err(MoveRefused::NothingToPlay.into());
    }
    Ok(entries)
}

/// Plays line `index` of `submission`, `wrote`, for `seat` as move `seq`: the action it
/// names and how each viewer reads it, or why the line is refused (with the seat's legal
/// actions where it stood).
fn play_line(
    game: &mut dyn Game,
    seat: Seat,
    submission: Submission<'_>,
    (index, wrote): (usize, &Wrote),
    seq: Seq,
    with: &Playing<'_>,
) -> Result<(String, Vec<Told>), Refused> {
    let refused = |error: LineError, game: &dyn Game| {
        Refused::Line(Box::new(LineRefused {
            line: index + 1,
            written: written_as(wrote),
            error,
            legal: game.actions(seat),
            in_words: game.actions_in_words(seat),
        }))
    };
    if index > 0 && !game.to_act().contains(&seat) {
        return Err(refused(LineError::TurnOver, game));
    }
    let mut action = match submission {
        Submission::Move(action) => action.to_string(),
        Submission::Mailed { .. } => {
            resolve(wrote, index, game, seat).map_err(|e| refused(e, game))?
        }
    };
    match play_action(game, seat, &mut action, submission, seq, with) {
        Ok(told) => Ok((action, told)),
        Err(MoveError::Unparseable { .. }) if matches!(submission, Submission::Mailed { .. }) => {
            Err(refused(LineError::NotAnAction, game))
        }
        Err(err) => Err(refused(LineError::Move(err), game)),
    }
}

/// Plays `action` for `seat` as move `seq`, returning it as each viewer reads it. A mailed line that is no action as written
/// is tried in lower case (most notation is): if it is one, `action` becomes that, and
/// if it is not legal the engine says which rule forbids it.
fn play_action(
    game: &mut dyn Game,
    seat: Seat,
    action: &mut String,
    submission: Submission<'_>,
    seq: Seq,
    with: &Playing<'_>,
) -> Result<Vec<Told>, MoveError> {
    let played = game.play(seat, action, with.seed, seq.0 as u64, with.viewers);
    let mailed = matches!(submission, Submission::Mailed { .. });
    if !(mailed && matches!(played, Err(MoveError::Unparseable { .. }))) {
        return played;
    }
    let lower = action.to_lowercase();
    if lower == *action {
        return played;
    }
    match game.play(seat, &lower, with.seed, seq.0 as u64, with.viewers) {
        Err(MoveError::Unparseable { .. }) => played,
        again => {
            *action = lower;
            again
        }
    }
}

/// Whether `moves` (a decision and the steps the server played after it), played again on
/// `probe` (the game before them), draw dice or show something hidden: what a later line
/// must not be tried on.
fn chance_seen(mut probe: Box<dyn Game>, moves: &[LogEntry], seed: &Seed) -> Option<Barrier> {
    moves.iter().find_map(|m| {
        probe
            .play_noting_barrier(m.seat_index, &m.action, seed, m.seq.0 as u64)
            .ok()
            .flatten()
    })
}

/// A line as the player wrote it.
fn written_as(wrote: &Wrote) -> String {
    match wrote {
        Wrote::Action(text) => text.clone(),
        Wrote::Numbered(n) => n.to_string(),
        Wrote::Ahead(text) => format!("next {text}"),
    }
}

/// The action a mailed line names among the legal actions of `seat` where the line stands
/// (the `index`th line, from 0): its notation or its words as the mail lists them (see
/// [`named`]), ignoring case, or the number of an action of the mail's list (the first
/// line's only). A line that names no legal action is returned as written, for the engine
/// to say why it is not one.
fn resolve(wrote: &Wrote, index: usize, game: &dyn Game, seat: Seat) -> Result<String, LineError> {
    let legal = game.actions(seat);
    match wrote {
        Wrote::Ahead(text) => Ok(chosen(wrote, &legal).unwrap_or(text).clone()),
        Wrote::Action(text) => match named_in_words(text, &legal, &game.actions_in_words(seat)) {
            Ok(action) => Ok(action.unwrap_or(text).clone()),
            Err(actions) => Err(LineError::Ambiguous { actions }),
        },
        Wrote::Numbered(_) if index > 0 => Err(LineError::NumberAfterFirstLine),
        &Wrote::Numbered(number) if legal.len() > MOST_LISTED => {
            Err(LineError::NoSuchNumber { number, listed: 0 })
        }
        &Wrote::Numbered(number) => chosen(wrote, &legal)
            .cloned()
            .ok_or(LineError::NoSuchNumber {
                number,
                listed: legal.len(),
            }),
    }
}

/// The legal action `text` names (see [`named`]), reading the game's words for the
/// actions (`explained`) in every language Herald speaks: the mail listed them in its
/// reader's, and notation is the same in all. Words that name several actions in one
/// language are refused only when no language names one action by them.
fn named_in_words<'a>(
    text: &str,
    legal: &'a [String],
    explained: &[Option<Msg>],
) -> Result<Option<&'a String>, usize> {
    let mut ambiguous = None;
    for lang in Lang::ALL {
        let words: Vec<Option<String>> = explained
            .iter()
            .map(|m| m.as_ref().map(|m| say(lang, m)))
            .collect();
        match named(text, legal, &words) {
            Ok(Some(action)) => return Ok(Some(action)),
            Ok(None) => {}
            Err(actions) => {
                ambiguous.get_or_insert(actions);
            }
        }
    }
    ambiguous.map_or(Ok(None), Err)
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::games::kind;
    use crate::service::ServiceError;

    const SEED: Seed = Seed([7; 32]);

    fn rose_king() -> Box<dyn Game> {
        kind("rosenkonig")
            .expect("the kind")
            .start(&json!({}), &SEED)
            .expect("a game")
    }

    fn mailed(game: &mut dyn Game, lines: &[Wrote]) -> Result<Vec<LogEntry>, Refused> {
        let seat = game.to_act()[0];
        let viewers = [Some(Seat(0)), Some(Seat(1))];
        let with = Playing {
            standing: Standing::NONE,
            seed: &SEED,
            viewers: &viewers,
        };
        let mut described = Vec::new();
        let submission = Submission::Mailed {
            lines,
            message_id: "m@test",
            confirm: false,
        };
        play_submission(
            game,
            seat,
            submission,
            &with,
            &mut [],
            Seq(0),
            &mut described,
        )
    }

    fn refused_line(result: Result<Vec<LogEntry>, Refused>) -> LineRefused {
        match result {
            Err(Refused::Line(line)) => *line,
            other => panic!("a refused line, not {other:?}"),
        }
    }

    #[test]
    fn a_line_matches_a_legal_action_in_any_case_and_is_played_by_mail() {
        let mut game = rose_king();
        let seat = game.to_act()[0];
        let legal = game.actions(seat);
        let wrote = Wrote::Action(legal[0].to_uppercase());
        let entries = mailed(game.as_mut(), &[wrote]).expect("played");
        assert_eq!(entries.len(), 1);
        assert_eq!(
            (entries[0].action.as_str(), entries[0].made_by),
            (legal[0].as_str(), By::Mail)
        );
    }

    #[test]
    fn lines_in_the_words_of_the_list_are_played_each_where_it_stands() {
        // Issue 27.4: the mail lists the choices in words only, and a reply of several lines
        // writes them back: each line is matched against its own position's actions.
        let mut game = kind("richard3")
            .expect("the kind")
            .start(&json!({}), &SEED)
            .expect("a game");
        let mut seq = 0u64;
        let (before, lines, wanted) = loop {
            let seat = game.to_act()[0];
            let before = game.clone_game();
            let (first, first_words) = in_words(game.as_ref(), seat, 0);
            seq += 1;
            let barrier = game.play_noting_barrier(seat, &first, &SEED, seq);
            if barrier.expect("legal").is_none()
                && game.to_act() == [seat]
                && let Some(first_words) = first_words
                && let (second, Some(second_words)) = in_words(game.as_ref(), seat, 1)
            {
                let lines = [first_words, format!("2. {second_words}")].map(Wrote::Action);
                break (before, lines, [first, second]);
            }
            assert!(seq < 500, "no two worded actions in a row");
        };
        let mut game = before;
        let entries = mailed(game.as_mut(), &lines).expect("played");
        let written: Vec<&str> = entries
            .iter()
            .filter(|e| e.made_by == By::Mail)
            .map(|e| e.action.as_str())
            .collect();
        assert_eq!(written, wanted, "{lines:?}");
    }

    /// The `n`th legal action of `seat` (or its last) and its words.
    fn in_words(game: &dyn Game, seat: Seat, n: usize) -> (String, Option<String>) {
        let actions = game.actions(seat);
        let n = n.min(actions.len() - 1);
        let words = game.actions_in_words(seat)[n]
            .as_ref()
            .map(|m| say(Lang::En, m));
        (actions[n].clone(), words)
    }

    #[test]
    fn a_number_names_the_mails_list_on_the_first_line_only() {
        let mut game = rose_king();
        let legal = game.actions(game.to_act()[0]);
        let entries = mailed(game.clone_game().as_mut(), &[Wrote::Numbered(2)]).expect("played");
        assert_eq!(entries[0].action, legal[1]);
        let too_far = refused_line(mailed(game.as_mut(), &[Wrote::Numbered(legal.len() + 1)]));
        assert!(
            matches!(too_far.error, LineError::NoSuchNumber { listed, .. } if listed == legal.len())
        );
        assert_eq!((too_far.line, too_far.legal.len()), (1, legal.len()));
    }

    #[test]
    fn a_line_after_the_turn_ended_refuses_the_whole_reply() {
        // The Rose King: one action a turn, so a second line comes after the turn ended.
        let mut game = rose_king();
        let before = game.snapshot();
        let seat = game.to_act()[0];
        let first = Wrote::Action(game.actions(seat)[0].clone());
        let refused = refused_line(mailed(game.as_mut(), &[first.clone(), first.clone()]));
        assert_eq!(refused.line, 2);
        assert!(
            matches!(refused.error, LineError::TurnOver),
            "{:?}",
            refused.error
        );
        assert!(
            refused.legal.is_empty(),
            "not the seat's turn: nothing is legal for it"
        );
        let mut fresh = kind("rosenkonig").unwrap().load(&before).unwrap();
        let numbered = refused_line(mailed(fresh.as_mut(), &[first, Wrote::Numbered(1)]));
        assert!(matches!(
            numbered.error,
            LineError::TurnOver | LineError::NumberAfterFirstLine
        ));
    }

    #[test]
    fn an_illegal_line_is_refused_with_the_engines_reason_and_the_legal_actions() {
        let mut game = rose_king();
        let legal = game.actions(game.to_act()[0]);
        let refused = refused_line(mailed(game.as_mut(), &[Wrote::Action("play XX9".into())]));
        assert_eq!((refused.line, refused.written.as_str()), (1, "play XX9"));
        assert!(
            matches!(refused.error, LineError::NotAnAction),
            "no action at all: the mail's words, not the engine's notation example"
        );
        assert_eq!(refused.legal, legal);
        // Rose King 5.B: a full hand (five cards at the start) draws no card: the rule says so.
        let full = refused_line(mailed(
            rose_king().as_mut(),
            &[Wrote::Action("draw".into())],
        ));
        assert!(matches!(full.error, LineError::Move(_)), "{:?}", full.error);
        let empty = mailed(rose_king().as_mut(), &[]);
        assert!(matches!(
            empty,
            Err(Refused::Table(ServiceError::Move(
                MoveRefused::NothingToPlay
            )))
        ));
    }

    #[test]
    fn nothing_is_tried_after_a_move_that_sees_chance() {
        // The Rose King: `draw` shows a hidden card; play on until a seat may draw.
        let mut game = rose_king();
        let mut seq = 0u64;
        let seat = loop {
            let seat = game.to_act()[0];
            let actions = game.actions(seat);
            if actions.iter().any(|a| a == "draw") {
                break seat;
            }
            seq += 1;
            game.play(seat, &actions[0], &SEED, seq, &[])
                .expect("legal");
        };
        let before = game.snapshot();
        let refused = refused_line(mailed(
            game.as_mut(),
            &[Wrote::Action("draw".into()), Wrote::Action("pass".into())],
        ));
        assert_eq!((refused.line, refused.written.as_str()), (2, "pass"));
        assert!(
            matches!(
                refused.error,
                LineError::AfterChance {
                    after: 1,
                    barrier: Barrier::Reveal
                }
            ),
            "{:?}",
            refused.error
        );
        assert!(
            refused.legal.is_empty(),
            "nothing seen past the card is told"
        );
        let _ = seat;
        // Alone, or last, the draw plays.
        let mut fresh = kind("rosenkonig").unwrap().load(&before).unwrap();
        assert!(mailed(fresh.as_mut(), &[Wrote::Action("draw".into())]).is_ok());
    }
}
