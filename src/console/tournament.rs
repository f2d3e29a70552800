//! The console's `tournament` commands, the same as Discord's `/tournament` and `/tournaments`:
//!
//! ```text
//! tournament create GAME swiss|round-robin|double-round-robin [rounds=N] [clock=1d] [casual] [starts=in 2h]
//! tournament join|leave|start|cancel|show|standings [T3]
//! tournament list
//! ```
//!
//! `starts=` takes the rest of the line (`starts=2026-12-01 20:00 +01:00`). The console's user
//! may start and cancel any tournament (it is their own server).

use crate::games::Variant;
use crate::service::{ClockChoice, TournamentId, TournamentOptions};
use crate::tournament::Format;

/// A `tournament` command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentCommand {
    Create(TournamentOptions),
    Join(Option<TournamentId>),
    Leave(Option<TournamentId>),
    Start(Option<TournamentId>),
    Cancel(Option<TournamentId>),
    Show(Option<TournamentId>),
    Standings(Option<TournamentId>),
    List,
}

/// A tournament's number as typed: `T3`, `t3`, `#3` or `3`.
fn tournament_id(word: &str) -> Option<TournamentId> {
    let digits = word.strip_prefix(['T', 't', '#']).unwrap_or(word);
    digits.parse().ok().filter(|id| *id > 0)
}

/// Reads the words after `tournament`; `None`: not a tournament command as the usage shows it.
pub fn parse(args: &[&str]) -> Option<TournamentCommand> {
    use TournamentCommand as T;
    let (first, rest) = args.split_first()?;
    let id = |rest: &[&str]| -> Option<Option<TournamentId>> {
        match rest {
            [] => Some(None),
            [word] => tournament_id(word).map(Some),
            _ => None,
        }
    };
    Some(match first.to_lowercase().as_str() {
        "create" => {
            let [variant, format, options @ ..] = rest else {
                return None;
            };
            let variant: Variant = variant.parse().ok()?;
            let format = Format::parse(&format.to_lowercase())?;
            let mut created = TournamentOptions {
                variant,
                format,
                rounds: None,
                clock: ClockChoice::default(),
                starts: None,
                rated: true,
            };
            let mut words = options.iter().enumerate();
            while let Some((at, word)) = words.next() {
                let lower = word.to_lowercase();
                if let Some(value) = lower.strip_prefix("rounds=") {
                    created.rounds = Some(value.parse().ok()?);
                } else if let Some(value) = lower.strip_prefix("clock=") {
                    created.clock = ClockChoice::parse(value)?;
                } else if lower == "casual" {
                    created.rated = false;
                } else if lower == "rated" {
                    created.rated = true;
                } else if let Some(value) = word.strip_prefix("starts=") {
                    let mut typed = vec![value];
                    typed.extend(&options[at + 1..]);
                    created.starts = Some(typed.join(" "));
                    break;
                } else {
                    return None;
                }
                let _ = &mut words;
            }
            T::Create(created)
        }
        "join" => T::Join(id(rest)?),
        "leave" => T::Leave(id(rest)?),
        "start" => T::Start(id(rest)?),
        "cancel" => T::Cancel(id(rest)?),
        "show" => T::Show(id(rest)?),
        "standings" => T::Standings(id(rest)?),
        "list" if rest.is_empty() => T::List,
        _ => return None,
    })
}

#[cfg(test)]
mod tests;
