//! `LoadError`: a problem in a dungeon or config file, with the JSON path and
//! the line and column where it is. Readers collect every problem they find.

use super::json_locate::{locate, TextPosition};
use super::json_path::JsonPath;
use std::fmt;

/// What is wrong at a place in a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadErrorKind {
    /// The text is not JSON (serde_json's message).
    Syntax(String),
    /// A required member is absent.
    Missing(&'static str),
    /// The value has the wrong JSON type or shape; says what was expected.
    Expected(&'static str),
    /// A whole number outside the accepted range.
    OutOfRange {
        /// Smallest accepted value.
        min: i64,
        /// Largest accepted value.
        max: i64,
    },
    /// An entity type no version of the game knows.
    UnknownEntity(String),
    /// A type or field of Milestone 3 (💀) that this version cannot play yet.
    NotSupportedYet(String),
    /// A buildable item (`bow`, `shield`) placed in the map.
    BuiltOnly(String),
    /// A member the format does not have (the path names it).
    UnknownField(String),
    /// A goal name other than exit, enemies, treasure, boulders, AND, OR.
    UnknownGoal(String),
    /// A compound goal without exactly two subgoals.
    SubgoalCount(usize),
    /// A portal colour that does not have exactly two portals.
    UnpairedPortal {
        /// The colour.
        colour: String,
        /// How many portals have it.
        count: usize,
    },
    /// A dungeon with no player or more than one.
    PlayerCount(usize),
    /// More entities than a dungeon may hold.
    TooManyEntities(usize),
    /// A config key this game does not know (the path names it).
    UnknownConfigKey(String),
}

impl fmt::Display for LoadErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use LoadErrorKind::*;
        match self {
            Syntax(message) => write!(f, "not valid JSON: {message}"),
            Missing(member) => write!(f, "`{member}` is missing"),
            Expected(what) => write!(f, "expected {what}"),
            OutOfRange { min, max } => write!(f, "must be from {min} to {max}"),
            UnknownEntity(name) => write!(f, "unknown entity `{name}`"),
            NotSupportedYet(name) => {
                write!(f, "`{name}` is a Milestone 3 feature, not supported yet")
            }
            BuiltOnly(name) => {
                write!(f, "`{name}` cannot be placed in a dungeon: the player builds it")
            }
            UnknownField(_) => write!(f, "unknown field"),
            UnknownGoal(name) => write!(
                f,
                "unknown goal `{name}` (expected exit, enemies, treasure, boulders, AND or OR)"
            ),
            SubgoalCount(n) => write!(f, "a compound goal has exactly 2 subgoals, not {n}"),
            UnpairedPortal { colour, count } => {
                write!(f, "portal colour `{colour}` has {count} portal(s); portals come in pairs")
            }
            PlayerCount(0) => write!(f, "the dungeon has no player"),
            PlayerCount(n) => write!(f, "the dungeon has {n} players; it needs exactly one"),
            TooManyEntities(max) => write!(f, "more than {max} entities"),
            UnknownConfigKey(_) => write!(f, "unknown config key"),
        }
    }
}

/// A problem found while reading, before its line and column are known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// Where in the document.
    pub path: JsonPath,
    /// What is wrong.
    pub kind: LoadErrorKind,
}

impl Problem {
    /// A problem at `path`.
    pub fn at(path: JsonPath, kind: LoadErrorKind) -> Problem {
        Problem { path, kind }
    }
}

/// A problem in a file, located: `Display` gives `LINE:COL: PATH: MESSAGE`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadError {
    /// Line, from 1.
    pub line: usize,
    /// Column in characters, from 1.
    pub col: usize,
    /// Where in the document (the root for syntax errors).
    pub path: JsonPath,
    /// What is wrong.
    pub kind: LoadErrorKind,
}

impl LoadError {
    /// Gives each problem the line and column of its path in `text`, in the
    /// order they appear in the file.
    pub fn locate_all(text: &str, problems: Vec<Problem>) -> Vec<LoadError> {
        let paths: Vec<JsonPath> = problems.iter().map(|p| p.path.clone()).collect();
        let positions = locate(text, &paths);
        let mut errors: Vec<LoadError> = problems
            .into_iter()
            .zip(positions)
            .map(|(problem, TextPosition { line, col })| LoadError {
                line,
                col,
                path: problem.path,
                kind: problem.kind,
            })
            .collect();
        errors.sort_by_key(|e| (e.line, e.col));
        errors
    }

    /// The line a tool or the page shows: `FILE:LINE:COL: error: PATH: MESSAGE`.
    pub fn located(&self, file: &str) -> String {
        let what = if self.path.is_root() {
            self.kind.to_string()
        } else {
            format!("{}: {}", self.path, self.kind)
        };
        format!("{file}:{}:{}: error: {what}", self.line, self.col)
    }

    /// A JSON syntax error from serde_json, without its "at line … column …" tail.
    pub fn syntax(error: &serde_json::Error) -> LoadError {
        let full = error.to_string();
        let message = full.split(" at line ").next().unwrap_or(&full).to_owned();
        LoadError {
            line: error.line().max(1),
            col: error.column().max(1),
            path: JsonPath::root(),
            kind: LoadErrorKind::Syntax(message),
        }
    }
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: ", self.line, self.col)?;
        if !self.path.is_root() {
            write!(f, "{}: ", self.path)?;
        }
        write!(f, "{}", self.kind)
    }
}

impl std::error::Error for LoadError {}
