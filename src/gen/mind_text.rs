//! What a creature has in mind, as the world file format writes it after
//! `mind=` on a `Mob` filler: its behaviour model with the model's state, in
//! the names the snapshot and the debug overlay use. `clever:calm(hunter:
//! visible@4,2)` is a Robot chasing a player last seen at column 4, row 2;
//! `confused:1(passive)` a Mimic that moves at random for one more turn.
//!
//! ```text
//! mind     = simple | wrapper "(" mind ")" | hunter | temporal
//! simple   = "aggressive" | "chaotic" | "cowardly" | "passive"
//! wrapper  = "avoid-walls" | "clever:calm" | "clever:fleeing"
//! hunter   = ("hunter:unaware" | "hunter:visible" | "hunter:heard"
//!            | "hunter:was-visible") ["@" X "," Y]
//! temporal = "confused:" TURNS "(" mind ")"
//!          | "temporal:" TURNS "(" mind "," mind ")"
//! ```
//!
//! `confused:N(m)` is `temporal:N(chaotic,m)`, the one temporary model play
//! makes. Places are cells of the file's field (column and row from 0, which
//! may lie outside it).

use crate::game::limits::{check_cell, MAX_TEMPORARY_TURNS};
use crate::game::{BehaviourRecord, CleverState, Coordinates, HuntState};
use crate::game::{Invalid, Thing};
use crate::locale::{Locale, Words};
use std::fmt;

/// How deeply models may nest in a file: far more than play makes (a
/// confusion on a confusion on a Robot's three), few enough that reading one
/// stays cheap on a crafted line.
pub const MAX_MIND_DEPTH: usize = 32;

/// A behaviour record in the text of the world file format.
#[derive(Clone, Copy, Debug)]
pub struct MindText<'a>(pub &'a BehaviourRecord);

impl fmt::Display for MindText<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            BehaviourRecord::Aggressive => f.write_str("aggressive"),
            BehaviourRecord::Chaotic => f.write_str("chaotic"),
            BehaviourRecord::Cowardly => f.write_str("cowardly"),
            BehaviourRecord::Passive => f.write_str("passive"),
            BehaviourRecord::AvoidWalls { inner } => write!(f, "avoid-walls({})", MindText(inner)),
            BehaviourRecord::Clever { state, inner } => {
                write!(f, "{}({})", clever_name(*state), MindText(inner))
            }
            BehaviourRecord::EnhancedAggressive { state, last_known } => {
                f.write_str(state.name())?;
                match last_known {
                    Some(c) => write!(f, "@{},{}", c.x, c.y),
                    None => Ok(()),
                }
            }
            BehaviourRecord::Temporal { temporary, turns_left, underlying } => {
                if **temporary == BehaviourRecord::Chaotic {
                    write!(f, "confused:{turns_left}({})", MindText(underlying))
                } else {
                    let (now, then) = (MindText(temporary), MindText(underlying));
                    write!(f, "temporal:{turns_left}({now},{then})")
                }
            }
        }
    }
}

const fn clever_name(state: CleverState) -> &'static str {
    match state {
        CleverState::Calm => "clever:calm",
        CleverState::Fleeing => "clever:fleeing",
    }
}

const HUNT_STATES: [HuntState; 4] = [
    HuntState::Unaware,
    HuntState::PlayerVisible,
    HuntState::PlayerNearly,
    HuntState::PlayerWasVisible,
];

/// What is wrong with a mind's text, and where: a byte offset into it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MindError {
    /// Byte offset into the text where it goes wrong.
    pub at: usize,
    /// What is wrong there.
    pub message: MindProblem,
}

/// Which number a mind's text wants.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MindNumber {
    /// A remembered place's column.
    Column,
    /// A remembered place's row.
    Row,
    /// A temporary model's turns left.
    TurnsLeft,
}

/// What is wrong in a mind's text (the models' names, which the player
/// types, stay as they are in every language).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MindProblem {
    /// Text after a whole mind.
    Trailing {
        /// The text.
        found: String,
    },
    /// Another character, or the end, where `wanted` belongs.
    Expected {
        /// The character wanted.
        wanted: char,
        /// What stands there; `None` at the end.
        found: Option<char>,
    },
    /// Something other than a whole number where one belongs.
    Number {
        /// Which number.
        what: MindNumber,
    },
    /// A temporary model lasting longer than any may.
    Turns {
        /// Its turns.
        turns: i64,
        /// The most it may last.
        max: u32,
    },
    /// Models nested deeper than [`MAX_MIND_DEPTH`].
    TooDeep {
        /// The deepest they may nest.
        max: usize,
    },
    /// A model's name the game does not know.
    UnknownModel {
        /// The name.
        found: String,
    },
    /// A number the checks of a save refuse (a place beyond the world).
    Record(Invalid),
}

impl Words for MindProblem {
    fn words(&self, locale: &Locale) -> String {
        match self {
            MindProblem::Trailing { found } => locale.phrase("mind_trailing", &[("found", found)]),
            MindProblem::Expected { wanted, found: Some(found) } => locale.phrase(
                "mind_expected",
                &[("wanted", &wanted.to_string()), ("found", &found.to_string())],
            ),
            MindProblem::Expected { wanted, found: None } => {
                locale.phrase("mind_expected_end", &[("wanted", &wanted.to_string())])
            }
            MindProblem::Number { what } => {
                let what = locale.phrase(
                    match what {
                        MindNumber::Column => "mind_number_column",
                        MindNumber::Row => "mind_number_row",
                        MindNumber::TurnsLeft => "mind_number_turns_left",
                    },
                    &[],
                );
                locale.phrase("mind_number", &[("what", &what)])
            }
            MindProblem::Turns { turns, max } => locale.phrase_with(
                "invalid_temporary_turns",
                &[("turns", (*turns).into()), ("max", (*max).into())],
            ),
            MindProblem::TooDeep { max } => {
                locale.phrase_with("mind_too_deep", &[("max", (*max).into())])
            }
            MindProblem::UnknownModel { found } => {
                locale.phrase("mind_unknown_model", &[("found", found)])
            }
            MindProblem::Record(problem) => problem.words(locale),
        }
    }
}

/// The problem in the current language.
impl fmt::Display for MindProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localized())
    }
}

/// Reads a mind written as [`MindText`] writes it, checking its numbers as a
/// save's are: temporary models last at most [`MAX_TEMPORARY_TURNS`] turns,
/// places lie inside the world, models nest at most [`MAX_MIND_DEPTH`] deep.
pub fn parse_mind(text: &str) -> Result<BehaviourRecord, MindError> {
    let mut reader = Reader { text, at: 0 };
    let record = reader.mind(1)?;
    if reader.at < text.len() {
        return Err(reader.error(MindProblem::Trailing { found: reader.rest().to_owned() }));
    }
    Ok(record)
}

struct Reader<'a> {
    text: &'a str,
    at: usize,
}

impl Reader<'_> {
    fn rest(&self) -> &str {
        &self.text[self.at..]
    }

    fn error(&self, message: MindProblem) -> MindError {
        MindError { at: self.at, message }
    }

    /// The name at the reader: letters, `-` and `:` up to anything else.
    fn name(&mut self) -> &str {
        let rest = self.rest();
        let length = rest
            .bytes()
            .take_while(|b| b.is_ascii_alphabetic() || *b == b'-' || *b == b':')
            .count();
        let name = &self.text[self.at..self.at + length];
        self.at += length;
        name
    }

    fn expect(&mut self, byte: u8) -> Result<(), MindError> {
        if self.rest().as_bytes().first() == Some(&byte) {
            self.at += 1;
            return Ok(());
        }
        let found = self.rest().chars().next();
        Err(self.error(MindProblem::Expected { wanted: byte as char, found }))
    }

    /// A whole number (with a `-` if `signed`), up to the first other byte.
    fn number(&mut self, what: MindNumber, signed: bool) -> Result<i64, MindError> {
        let rest = self.rest().as_bytes();
        let sign = usize::from(signed && rest.first() == Some(&b'-'));
        let digits = rest[sign..].iter().take_while(|b| b.is_ascii_digit()).count();
        let text = &self.rest()[..sign + digits];
        // Eleven digits already pass every limit below.
        match text.parse::<i64>() {
            Ok(value) if digits <= 11 => {
                self.at += sign + digits;
                Ok(value)
            }
            _ => Err(self.error(MindProblem::Number { what })),
        }
    }

    fn inner(&mut self, depth: usize) -> Result<Box<BehaviourRecord>, MindError> {
        self.expect(b'(')?;
        let inner = self.mind(depth + 1)?;
        self.expect(b')')?;
        Ok(Box::new(inner))
    }

    fn turns(&mut self) -> Result<u32, MindError> {
        let start = self.at;
        let turns = self.number(MindNumber::TurnsLeft, false)?;
        match u32::try_from(turns) {
            Ok(turns) if turns <= MAX_TEMPORARY_TURNS => Ok(turns),
            _ => Err(MindError {
                at: start,
                message: MindProblem::Turns { turns, max: MAX_TEMPORARY_TURNS },
            }),
        }
    }

    fn place(&mut self) -> Result<Option<Coordinates>, MindError> {
        if self.rest().as_bytes().first() != Some(&b'@') {
            return Ok(None);
        }
        self.at += 1;
        let start = self.at;
        let x = self.number(MindNumber::Column, true)?;
        self.expect(b',')?;
        let y = self.number(MindNumber::Row, true)?;
        let fits = |v: i64| i32::try_from(v).unwrap_or(i32::MAX);
        let place = Coordinates::new(fits(x), fits(y));
        check_cell(Thing::RememberedPlace, place)
            .map_err(|problem| MindError { at: start, message: MindProblem::Record(problem) })?;
        Ok(Some(place))
    }

    fn mind(&mut self, depth: usize) -> Result<BehaviourRecord, MindError> {
        if depth > MAX_MIND_DEPTH {
            return Err(self.error(MindProblem::TooDeep { max: MAX_MIND_DEPTH }));
        }
        let start = self.at;
        let name = self.name().to_owned();
        let record = match name.as_str() {
            "aggressive" => BehaviourRecord::Aggressive,
            "chaotic" => BehaviourRecord::Chaotic,
            "cowardly" => BehaviourRecord::Cowardly,
            "passive" => BehaviourRecord::Passive,
            "avoid-walls" => BehaviourRecord::AvoidWalls { inner: self.inner(depth)? },
            "clever:calm" | "clever:fleeing" => {
                let state =
                    if name == "clever:calm" { CleverState::Calm } else { CleverState::Fleeing };
                BehaviourRecord::Clever { state, inner: self.inner(depth)? }
            }
            "confused:" => {
                let turns_left = self.turns()?;
                let underlying = self.inner(depth)?;
                let temporary = Box::new(BehaviourRecord::Chaotic);
                BehaviourRecord::Temporal { temporary, turns_left, underlying }
            }
            "temporal:" => {
                let turns_left = self.turns()?;
                self.expect(b'(')?;
                let temporary = Box::new(self.mind(depth + 1)?);
                self.expect(b',')?;
                let underlying = Box::new(self.mind(depth + 1)?);
                self.expect(b')')?;
                BehaviourRecord::Temporal { temporary, turns_left, underlying }
            }
            hunter => match HUNT_STATES.into_iter().find(|s| s.name() == hunter) {
                Some(state) => {
                    BehaviourRecord::EnhancedAggressive { state, last_known: self.place()? }
                }
                None => {
                    return Err(MindError {
                        at: start,
                        message: MindProblem::UnknownModel { found: name },
                    })
                }
            },
        };
        Ok(record)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{confuse, robot_model};

    fn round_trip(record: &BehaviourRecord) {
        let text = MindText(record).to_string();
        assert_eq!(parse_mind(&text).as_ref(), Ok(record), "{text}");
    }

    #[test]
    fn every_model_reads_back_as_it_was_written() {
        let hunter = |state, last_known| BehaviourRecord::EnhancedAggressive { state, last_known };
        let place = Some(Coordinates::new(-3, 12));
        for state in HUNT_STATES {
            round_trip(&hunter(state, None));
            round_trip(&hunter(state, place));
        }
        let simple = [
            BehaviourRecord::Aggressive,
            BehaviourRecord::Chaotic,
            BehaviourRecord::Cowardly,
            BehaviourRecord::Passive,
        ];
        for inner in simple {
            let inner = Box::new(inner);
            round_trip(&BehaviourRecord::AvoidWalls { inner: inner.clone() });
            for state in [CleverState::Calm, CleverState::Fleeing] {
                round_trip(&BehaviourRecord::Clever { state, inner: inner.clone() });
            }
        }
        let robot = robot_model();
        let twice = confuse(confuse(robot.clone(), 3), 1).to_record();
        round_trip(&twice);
        let other = BehaviourRecord::Temporal {
            temporary: Box::new(hunter(HuntState::PlayerNearly, place)),
            turns_left: 0,
            underlying: Box::new(robot.to_record()),
        };
        round_trip(&other);
    }

    #[test]
    fn play_writes_the_names_the_snapshot_shows() {
        let confused = confuse(robot_model(), 1).to_record();
        assert_eq!(MindText(&confused).to_string(), "confused:1(clever:calm(hunter:unaware))");
        let text = "clever:fleeing(hunter:was-visible@4,2)";
        assert_eq!(MindText(&parse_mind(text).expect("valid")).to_string(), text);
    }

    #[test]
    fn a_bad_mind_says_where() {
        let error = |text: &str| parse_mind(text).expect_err(text);
        let words = |text: &str| error(text).message.english();
        let e = error("clever:calm(hunter:seen)");
        assert_eq!(e.at, 12, "{e:?}");
        assert!(e.message.english().starts_with("unknown model `hunter:seen`"), "{e:?}");
        assert_eq!(words("avoid-walls(cowardly"), "expected `)`, found the end");
        assert_eq!(error("avoid-walls(cowardly").at, 20);
        let e = error("confused:9999999(passive)");
        assert_eq!(
            (e.at, e.message.english().as_str()),
            (9, "a temporary behaviour lasts 9999999 turns (at most 1000000)"),
            "{e:?}"
        );
        let e = error("hunter:heard@99999999999,0");
        assert_eq!(e.at, 13, "{e:?}");
        let e = error("hunter:heard@4;2");
        assert_eq!((e.at, e.message.english().as_str()), (14, "expected `,`, found `;`"));
        assert_eq!(words("passive)"), "unexpected `)` after the mind");
        assert_eq!(error("").at, 0);
        assert!(words("confused:(passive)").contains("turns left"));
    }

    #[test]
    fn deep_nesting_is_refused_not_a_stack_overflow() {
        let deep = "avoid-walls(".repeat(100_000) + "passive" + &")".repeat(100_000);
        let e = parse_mind(&deep).expect_err("too deep");
        assert!(e.message.english().contains("nest more than 32"), "{e:?}");
        let fine = "avoid-walls(".repeat(31) + "passive" + &")".repeat(31);
        assert!(parse_mind(&fine).is_ok());
    }
}
