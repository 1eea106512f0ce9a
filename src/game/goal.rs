//! Goals: what a world asks of the player, with Dungeon Mania's grammar
//! (seed 004, §3.7). Leaves: `exit` (stand on an exit), `enemies` (every
//! creature gone, or `enemies N`: at least N killed — and every spawner
//! destroyed), `treasure` (carry treasure: `treasure N` for at least N),
//! `boulders` (every switch pressed). Composites: `A AND B`, `A OR B`,
//! nested with parentheses; mixing AND and OR needs parentheses. A goal is
//! evaluated afresh after every turn, so a subgoal met once can become
//! undone. The exit counts on the turn the player steps onto it, so in a
//! conjunction it must be reached last: standing on the exit while the rest
//! comes true does not win; stepping onto it afterwards does.

use crate::locale::{Locale, Words};
use serde::{Serialize, Serializer};
use std::fmt;

/// The most leaves a goal may have (a file cannot make evaluation costly).
pub const MAX_GOAL_LEAVES: usize = 64;

/// A goal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Stand on an exit.
    Exit,
    /// With `None`, every creature gone; with `Some(n)`, at least `n` killed.
    /// Every spawner destroyed either way.
    Enemies(Option<u32>),
    /// Carry at least this many treasures.
    Treasure(u32),
    /// Every switch pressed.
    Boulders,
    /// Both.
    And(Box<Goal>, Box<Goal>),
    /// Either.
    Or(Box<Goal>, Box<Goal>),
}

/// What a goal is measured against: counts the game keeps.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    /// The player stepped onto an exit this turn.
    pub on_exit: bool,
    /// Creatures killed this run.
    pub kills: u32,
    /// Creatures still alive, on every level.
    pub creatures_left: u32,
    /// Spawners still standing, on every level.
    pub spawners_left: u32,
    /// Treasures the player carries.
    pub treasure: u32,
    /// Switches without a boulder, on every level.
    pub switches_open: u32,
}

impl Goal {
    /// Whether the goal is met.
    pub fn is_met(&self, p: &Progress) -> bool {
        match self {
            Goal::Exit => p.on_exit,
            Goal::Enemies(None) => p.creatures_left == 0 && p.spawners_left == 0,
            Goal::Enemies(Some(n)) => p.kills >= *n && p.spawners_left == 0,
            Goal::Treasure(n) => p.treasure >= *n,
            Goal::Boulders => p.switches_open == 0,
            Goal::And(a, b) => a.is_met(p) && b.is_met(p),
            Goal::Or(a, b) => a.is_met(p) || b.is_met(p),
        }
    }

    /// What is left to do, in short words for the HUD (`""` when met).
    pub fn remaining(&self, p: &Progress) -> String {
        if self.is_met(p) {
            return String::new();
        }
        match self {
            Goal::Exit => "reach the exit".into(),
            Goal::Enemies(None) => {
                format!("defeat every creature ({} left)", p.creatures_left + p.spawners_left)
            }
            Goal::Enemies(Some(n)) => format!("defeat {} more", n.saturating_sub(p.kills).max(1)),
            Goal::Treasure(n) => format!("treasure {}/{n}", p.treasure),
            Goal::Boulders => format!("{} switches open", p.switches_open),
            Goal::And(a, b) => {
                let (a, b) = (a.remaining(p), b.remaining(p));
                match (a.is_empty(), b.is_empty()) {
                    (false, false) => format!("{a}, then {b}"),
                    (true, _) => b,
                    (_, true) => a,
                }
            }
            Goal::Or(a, b) => format!("{} or {}", a.remaining(p), b.remaining(p)),
        }
    }

    fn leaves(&self) -> usize {
        match self {
            Goal::And(a, b) | Goal::Or(a, b) => a.leaves() + b.leaves(),
            _ => 1,
        }
    }
}

/// Prints the goal in the grammar it is parsed from, with parentheses only
/// where a composite sits inside a composite of the other kind.
impl fmt::Display for Goal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fn side(f: &mut fmt::Formatter<'_>, g: &Goal, parent_and: bool) -> fmt::Result {
            match g {
                Goal::And(..) if !parent_and => write!(f, "({g})"),
                Goal::Or(..) if parent_and => write!(f, "({g})"),
                // The right side of a chain is bracketed: `a AND (b AND c)`
                // reads back as the same tree.
                _ => write!(f, "{g}"),
            }
        }
        match self {
            Goal::Exit => f.write_str("exit"),
            Goal::Enemies(None) => f.write_str("enemies"),
            Goal::Enemies(Some(n)) => write!(f, "enemies {n}"),
            Goal::Treasure(1) => f.write_str("treasure"),
            Goal::Treasure(n) => write!(f, "treasure {n}"),
            Goal::Boulders => f.write_str("boulders"),
            Goal::And(a, b) | Goal::Or(a, b) => {
                let and = matches!(self, Goal::And(..));
                side(f, a, and)?;
                f.write_str(if and { " AND " } else { " OR " })?;
                match b.as_ref() {
                    Goal::And(..) | Goal::Or(..) => write!(f, "({b})"),
                    _ => side(f, b, and),
                }
            }
        }
    }
}

/// A goal that cannot be read, with the column (from 1, in characters) of
/// the problem in the goal's text.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GoalError {
    /// Column of the problem, from 1.
    pub col: usize,
    /// What is wrong.
    pub kind: GoalErrorKind,
}

/// What is wrong with a goal's text; worded by the locale tables
/// (`goal_error_*` phrases). The column is on [`GoalError`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum GoalErrorKind {
    /// At 1: the text has no word.
    Empty,
    /// At the word: parentheses nested deeper than [`MAX_GOAL_LEAVES`].
    NestedTooDeeply,
    /// At the word: `and` or `or` not in capitals.
    NotInCapitals {
        /// The word as it must be written (`AND`, `OR`).
        upper: String,
    },
    /// At the second operator: AND and OR side by side without parentheses.
    MixedOperators,
    /// Where a goal should start: the text ends, or a `)` comes, first.
    MissingGoal,
    /// Where the `)` should be: a `(` that is never closed.
    Unclosed,
    /// At the `)`: a `)` without its `(`.
    Unopened,
    /// At the word: not a goal; `lower` tells a case slip apart.
    UnknownGoal {
        /// The word, as written.
        found: String,
    },
    /// At the number: a count that is not a whole number that fits.
    BadCount {
        /// What was written.
        found: String,
    },
    /// At the word: a word after a complete goal.
    Unexpected {
        /// The word.
        found: String,
    },
    /// At 1: more leaves than [`MAX_GOAL_LEAVES`].
    TooManyParts,
}

/// The goals a text may name, as written.
const LEAVES: [&str; 4] = ["exit", "enemies", "treasure", "boulders"];

impl Words for GoalErrorKind {
    fn words(&self, locale: &Locale) -> String {
        use GoalErrorKind as K;
        match self {
            K::Empty => locale.phrase("goal_error_empty", &[]),
            K::NestedTooDeeply => locale.phrase("goal_error_nested", &[]),
            K::NotInCapitals { upper } => locale.phrase("goal_error_capitals", &[("upper", upper)]),
            K::MixedOperators => locale.phrase("goal_error_mixed", &[]),
            K::MissingGoal => locale.phrase("goal_error_missing", &[]),
            K::Unclosed => locale.phrase("goal_error_unclosed", &[]),
            K::Unopened => locale.phrase("goal_error_unopened", &[]),
            K::UnknownGoal { found } => {
                let lower = found.to_ascii_lowercase();
                let hint = if LEAVES.contains(&lower.as_str()) {
                    locale.phrase("diag_did_you_mean", &[("name", &lower)])
                } else {
                    String::new()
                };
                locale.phrase("goal_error_unknown", &[("found", found), ("hint", &hint)])
            }
            K::BadCount { found } => locale.phrase_with(
                "goal_error_bad_count",
                &[("found", found.into()), ("max", u32::MAX.to_string().into())],
            ),
            K::Unexpected { found } => locale.phrase("goal_error_unexpected", &[("found", found)]),
            K::TooManyParts => locale
                .phrase_with("goal_error_too_many_parts", &[("limit", MAX_GOAL_LEAVES.into())]),
        }
    }
}

/// The problem in the current language.
impl fmt::Display for GoalErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localized())
    }
}

impl Words for GoalError {
    fn words(&self, locale: &Locale) -> String {
        format!("{}: {}", self.col, self.kind.words(locale))
    }
}

/// `COL: message`, the message in the current language.
impl fmt::Display for GoalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localized())
    }
}

impl std::error::Error for GoalError {}

/// A word of a goal and the column it starts at.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Token {
    text: String,
    col: usize,
}

fn tokens(text: &str) -> Vec<Token> {
    let mut out = Vec::new();
    let mut current: Option<Token> = None;
    for (i, c) in text.chars().enumerate() {
        let col = i + 1;
        if c == '(' || c == ')' || c.is_whitespace() {
            out.extend(current.take());
            if !c.is_whitespace() {
                out.push(Token { text: c.to_string(), col });
            }
        } else {
            current.get_or_insert_with(|| Token { text: String::new(), col }).text.push(c);
        }
    }
    out.extend(current);
    out
}

struct Parser {
    tokens: Vec<Token>,
    at: usize,
    end: usize,
}

impl Parser {
    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.at)
    }

    fn error(&self, col: usize, kind: GoalErrorKind) -> GoalError {
        GoalError { col, kind }
    }

    fn here(&self) -> usize {
        self.peek().map_or(self.end, |t| t.col)
    }

    /// `side (OP side)*`, all one OP.
    fn expression(&mut self, depth: usize) -> Result<Goal, GoalError> {
        if depth > MAX_GOAL_LEAVES {
            return Err(self.error(self.here(), GoalErrorKind::NestedTooDeeply));
        }
        let mut goal = self.side(depth)?;
        let mut op: Option<String> = None;
        while let Some(token) = self.peek() {
            let word = token.text.as_str();
            let upper = word.to_ascii_uppercase();
            if upper != "AND" && upper != "OR" {
                break;
            }
            let col = token.col;
            if word != upper {
                return Err(self.error(col, GoalErrorKind::NotInCapitals { upper }));
            }
            if let Some(previous) = &op {
                if *previous != upper {
                    return Err(self.error(col, GoalErrorKind::MixedOperators));
                }
            }
            op = Some(upper.clone());
            self.at += 1;
            let right = self.side(depth)?;
            goal = if upper == "AND" {
                Goal::And(Box::new(goal), Box::new(right))
            } else {
                Goal::Or(Box::new(goal), Box::new(right))
            };
        }
        Ok(goal)
    }

    fn side(&mut self, depth: usize) -> Result<Goal, GoalError> {
        let Some(token) = self.peek().cloned() else {
            return Err(self.error(self.end, GoalErrorKind::MissingGoal));
        };
        self.at += 1;
        match token.text.as_str() {
            "(" => {
                let inner = self.expression(depth + 1)?;
                match self.peek() {
                    Some(t) if t.text == ")" => {
                        self.at += 1;
                        Ok(inner)
                    }
                    _ => Err(self.error(self.here(), GoalErrorKind::Unclosed)),
                }
            }
            ")" => Err(self.error(token.col, GoalErrorKind::Unopened)),
            "exit" => Ok(Goal::Exit),
            "boulders" => Ok(Goal::Boulders),
            "enemies" => Ok(Goal::Enemies(self.count()?)),
            "treasure" => Ok(Goal::Treasure(self.count()?.unwrap_or(1))),
            other => {
                Err(self.error(token.col, GoalErrorKind::UnknownGoal { found: other.to_owned() }))
            }
        }
    }

    /// An optional count after `enemies` or `treasure`.
    fn count(&mut self) -> Result<Option<u32>, GoalError> {
        let Some(token) = self.peek() else { return Ok(None) };
        if !token.text.starts_with(|c: char| c.is_ascii_digit() || c == '-') {
            return Ok(None);
        }
        let col = token.col;
        let n = token
            .text
            .parse::<u32>()
            .map_err(|_| self.error(col, GoalErrorKind::BadCount { found: token.text.clone() }))?;
        self.at += 1;
        Ok(Some(n))
    }
}

/// Reads a goal: `treasure AND exit`, `exit AND (enemies 3 OR treasure)`.
pub fn parse_goal(text: &str) -> Result<Goal, GoalError> {
    let mut parser = Parser { tokens: tokens(text), at: 0, end: text.chars().count() + 1 };
    if parser.tokens.is_empty() {
        return Err(GoalError { col: 1, kind: GoalErrorKind::Empty });
    }
    let goal = parser.expression(0)?;
    if let Some(extra) = parser.peek() {
        let kind = if extra.text == ")" {
            GoalErrorKind::Unopened
        } else {
            GoalErrorKind::Unexpected { found: extra.text.clone() }
        };
        return Err(GoalError { col: extra.col, kind });
    }
    if goal.leaves() > MAX_GOAL_LEAVES {
        return Err(GoalError { col: 1, kind: GoalErrorKind::TooManyParts });
    }
    Ok(goal)
}

impl Serialize for Goal {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.to_string())
    }
}

impl crate::json::ToJson for Goal {
    fn to_json(&self, w: &mut crate::json::Writer) {
        w.str(&self.to_string());
    }
}

impl crate::json::FromJson for Goal {
    fn from_json(node: &crate::json::Node) -> Result<Goal, crate::json::Error> {
        let text = String::from_json(node)?;
        parse_goal(&text).map_err(|e| crate::json::Error::custom(format!("goal `{text}`: {e}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn goal(text: &str) -> Goal {
        parse_goal(text).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    fn error(text: &str) -> String {
        parse_goal(text).expect_err(text).to_string()
    }

    #[test]
    fn leaves_parse_with_and_without_counts() {
        assert_eq!(goal("exit"), Goal::Exit);
        assert_eq!(goal("enemies"), Goal::Enemies(None));
        assert_eq!(goal("enemies 3"), Goal::Enemies(Some(3)));
        assert_eq!(goal("treasure"), Goal::Treasure(1));
        assert_eq!(goal("treasure 5"), Goal::Treasure(5));
        assert_eq!(goal("boulders"), Goal::Boulders);
    }

    #[test]
    fn composites_nest_with_parentheses_and_print_back() {
        let g = goal("exit AND (enemies OR treasure)");
        let either = Goal::Or(Box::new(Goal::Enemies(None)), Box::new(Goal::Treasure(1)));
        assert_eq!(g, Goal::And(Box::new(Goal::Exit), Box::new(either)));
        assert_eq!(g.to_string(), "exit AND (enemies OR treasure)");
        let g = goal("(enemies 2 OR treasure) AND exit");
        assert_eq!(g.to_string(), "(enemies 2 OR treasure) AND exit");
        assert_eq!(goal(&g.to_string()), g);
        let four = goal("treasure AND enemies AND boulders AND exit");
        assert_eq!(four.to_string(), "treasure AND enemies AND boulders AND exit");
        assert_eq!(goal(&four.to_string()), four);
        let nested = goal("boulders OR (treasure 3 AND exit)");
        assert_eq!(goal(&nested.to_string()), nested);
    }

    #[test]
    fn the_exit_counts_only_on_the_turn_it_is_reached() {
        let g = goal("exit AND treasure");
        let arriving = Progress { on_exit: true, treasure: 1, ..Progress::default() };
        assert!(g.is_met(&arriving));
        let standing = Progress { on_exit: false, treasure: 1, ..Progress::default() };
        assert!(!g.is_met(&standing), "treasure found while standing on the exit: step again");
    }

    #[test]
    fn mixing_and_with_or_needs_parentheses() {
        assert_eq!(
            error("exit OR boulders AND treasure"),
            "18: AND and OR together need parentheses: `a AND (b OR c)`"
        );
    }

    #[test]
    fn mistakes_are_located() {
        assert_eq!(error(""), "1: the goal is empty");
        assert_eq!(error("treasure AND"), "13: a goal is missing here");
        assert_eq!(
            error("gold"),
            "1: unknown goal `gold`: expected exit, enemies, treasure or boulders"
        );
        assert!(error("Exit").contains("did you mean `exit`?"));
        assert_eq!(error("exit and boulders"), "6: write `AND` in capitals");
        assert_eq!(error("(exit OR boulders"), "18: `(` is not closed");
        assert_eq!(error("exit)"), "5: `)` without its `(`");
        assert_eq!(error("treasure -1"), "10: `-1` is not a count from 0 to 4294967295");
        assert_eq!(error("exit boulders"), "6: unexpected `boulders`: join goals with AND or OR");
        let deep = format!("{}exit{}", "(".repeat(100), ")".repeat(100));
        assert!(error(&deep).contains("too deeply"));
    }

    #[test]
    fn evaluation_follows_the_counts_and_can_become_undone() {
        let g = goal("treasure 2 AND exit");
        let mut p = Progress { treasure: 2, on_exit: false, ..Progress::default() };
        assert!(!g.is_met(&p));
        assert_eq!(g.remaining(&p), "reach the exit");
        p.on_exit = true;
        assert!(g.is_met(&p));
        p.treasure = 1; // dropped one
        assert!(!g.is_met(&p), "a subgoal met once can become undone");
        assert_eq!(g.remaining(&p), "treasure 1/2");
        let enemies = goal("enemies 2");
        assert!(!enemies.is_met(&Progress { kills: 1, ..Progress::default() }));
        assert!(enemies.is_met(&Progress { kills: 2, ..Progress::default() }));
        assert!(!enemies.is_met(&Progress { kills: 9, spawners_left: 1, ..Progress::default() }));
        assert!(goal("enemies").is_met(&Progress::default()));
        assert!(!goal("enemies").is_met(&Progress { creatures_left: 1, ..Progress::default() }));
        assert!(goal("boulders").is_met(&Progress::default()));
        assert!(!goal("boulders").is_met(&Progress { switches_open: 2, ..Progress::default() }));
        let either = goal("exit OR treasure");
        assert!(either.is_met(&Progress { treasure: 1, ..Progress::default() }));
    }

    #[test]
    fn goals_save_as_their_text() {
        let g = goal("exit OR (treasure AND boulders)");
        let json = serde_json::to_string(&g).expect("serialises");
        assert_eq!(json, "\"exit OR (treasure AND boulders)\"");
        assert_eq!(crate::json::from_str::<Goal>(&json).expect("parses"), g);
        assert!(crate::json::from_str::<Goal>("\"exit AND\"").is_err());
    }
}
