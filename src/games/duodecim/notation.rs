//! Move text of XII Scripta: `roll:1-3-4` (a roll, dice sorted), `3:enter`, `5:7-12`, `2:34-off`
//! (a die and what it does), `bonus:` before a bonus move, `pass`; French and short words are
//! read too (`entrer`, `in`, `sortie`, `out`, `passe`).

use super::{Action, Move, POINTS};
use crate::games::ParseError;

pub(super) fn parse(text: &str) -> Result<Move, ParseError> {
    let whole = crate::games::notation::trimmed(text)?.to_lowercase();
    let bad = || ParseError::Unrecognised(whole.clone());
    if whole == "pass" || whole == "passe" {
        return Ok(Move::Pass);
    }
    if let Some(rest) = whole.strip_prefix("roll:") {
        let dice: Vec<u8> = rest
            .split('-')
            .map(|d| die(d, &whole))
            .collect::<Result<_, _>>()?;
        let mut dice: [u8; 3] = dice.try_into().map_err(|_| bad())?;
        dice.sort_unstable();
        return Ok(Move::Roll(dice));
    }
    let (bonus, rest) = match whole.strip_prefix("bonus:") {
        Some(rest) => (true, rest),
        None => (false, whole.as_str()),
    };
    let (d, what) = rest.split_once(':').ok_or_else(bad)?;
    let die = die(d, &whole)?;
    let action = match what {
        "enter" | "in" | "entrer" | "entre" => Action::Enter,
        _ => {
            let (from, to) = what.split_once('-').ok_or_else(bad)?;
            let from = point(from, &whole)?;
            match to {
                "off" | "out" | "sortie" | "sort" => Action::BearOff { from },
                _ => Action::Advance {
                    from,
                    to: point(to, &whole)?,
                },
            }
        }
    };
    Ok(Move::Use { bonus, die, action })
}

pub(super) fn format(mv: &Move) -> String {
    match *mv {
        Move::Roll([a, b, c]) => format!("roll:{a}-{b}-{c}"),
        Move::Pass => "pass".to_string(),
        Move::Use { bonus, die, action } => {
            let prefix = if bonus { "bonus:" } else { "" };
            match action {
                Action::Enter => format!("{prefix}{die}:enter"),
                Action::Advance { from, to } => format!("{prefix}{die}:{from}-{to}"),
                Action::BearOff { from } => format!("{prefix}{die}:{from}-off"),
            }
        }
    }
}

fn point(text: &str, whole: &str) -> Result<u8, ParseError> {
    let bad = || ParseError::Unrecognised(whole.to_string());
    if text.is_empty() || text.len() > 2 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    let p: u8 = text.parse().map_err(|_| bad())?;
    if p == 0 || p > POINTS {
        return Err(ParseError::OffBoard(whole.to_string()));
    }
    Ok(p)
}

fn die(text: &str, whole: &str) -> Result<u8, ParseError> {
    match text.parse::<u8>() {
        Ok(d @ 1..=6) if text.len() == 1 => Ok(d),
        _ => Err(ParseError::Unrecognised(whole.to_string())),
    }
}
