//! Diagnostics of the world file parser: where (1-based line and column), how bad
//! (error or warning) and what (a documented `DiagnosticKind`), shown as
//! `LINE:COL: error: MESSAGE`.

use crate::game::{ItemKind, Leads, MobKind};
use std::fmt;

/// How bad a problem is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Severity {
    /// The file cannot be used.
    Error,
    /// The file can be used, but probably does not say what its author meant.
    Warning,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
        })
    }
}

/// One of the two numbers of the size line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dimension {
    /// The first number.
    Width,
    /// The second number.
    Height,
}

impl fmt::Display for Dimension {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Dimension::Width => "width",
            Dimension::Height => "height",
        })
    }
}

/// Every problem the parser reports. The position of each is documented on the
/// variant; the message is the `Display` text.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DiagnosticKind {
    /// Error, at 1:1: the first line, which must give the size, is empty or missing.
    MissingHeader,
    /// Error, at the token: a size that is not a whole number.
    HeaderNotANumber {
        /// Which number.
        dimension: Dimension,
        /// What was written instead.
        found: String,
    },
    /// Error, just after the width: the height is missing.
    MissingHeight,
    /// Error, at the token: more than two numbers on the size line.
    ExtraHeaderText {
        /// The first extra token.
        found: String,
    },
    /// Error, at the number: a size of zero.
    ZeroSize {
        /// Which number.
        dimension: Dimension,
    },
    /// Error, at the number: a size above [`MAX_SIDE`](super::MAX_SIDE).
    SizeTooLarge {
        /// Which number.
        dimension: Dimension,
        /// What was written.
        found: String,
    },
    /// Error, on the line just after the last row: fewer rows than the height.
    TooFewRows {
        /// The height.
        expected: usize,
        /// Rows found.
        found: usize,
    },
    /// Error, at the first extra row: more rows than the height (reported once).
    TooManyRows {
        /// The height.
        expected: usize,
        /// Rows found.
        found: usize,
    },
    /// Error, just after the row's last cell: fewer cells than the width.
    TooFewCells {
        /// Which row of the field (1-based).
        row: usize,
        /// The width.
        expected: usize,
        /// Cells found.
        found: usize,
    },
    /// Error, at the first extra cell: more cells than the width.
    TooManyCells {
        /// Which row of the field (1-based).
        row: usize,
        /// The width.
        expected: usize,
        /// Cells found.
        found: usize,
    },
    /// Error, at the cell: neither `W`, `.` nor a hole number.
    UnknownCell {
        /// What was written.
        found: String,
    },
    /// Error, at the cell: a hole number above 4294967295.
    HoleNumberTooLarge {
        /// What was written.
        found: String,
    },
    /// Warning, at the later cell: a hole number used twice on the field; the
    /// last one counts and the earlier cell is plain floor.
    DuplicateHole {
        /// The hole number.
        number: u32,
        /// Line of the earlier cell.
        first_line: usize,
        /// Column of the earlier cell.
        first_col: usize,
    },
    /// Warning, at the blank line: a blank line between two rows of the field is
    /// skipped.
    BlankLineInField,
    /// Error, at the line's first character: a line after the field that is
    /// neither a filler nor blank.
    MalformedFiller {
        /// The line, trimmed.
        found: String,
    },
    /// Error, just after the dot: `N.` with nothing after it.
    MissingFillerName,
    /// Error, at the name: a filler other than `Player`, `Item`, `Mob` or
    /// `Stairs`.
    UnknownFiller {
        /// The name written.
        found: String,
    },
    /// Error, just after `Item`: the item kind is missing.
    MissingItemKind,
    /// Error, at the kind: not an item kind.
    UnknownItemKind {
        /// What was written.
        found: String,
    },
    /// Error, just after `Mob`: the mob kind is missing.
    MissingMobKind,
    /// Error, at the kind: not a mob kind.
    UnknownMobKind {
        /// What was written.
        found: String,
    },
    /// Error, at the item: an item look given to a mob other than a Mimic.
    DisguiseNotMimic {
        /// The mob.
        mob: MobKind,
    },
    /// Error, at the number: a creature's `hp=` that is not a whole number
    /// from 1 to the limit.
    BadHealth {
        /// The text after `hp=`.
        found: String,
        /// The highest health allowed.
        max: i32,
    },
    /// Error, where it goes wrong: a creature's `mind=` that is not a
    /// behaviour model (an unknown model, a missing bracket, numbers that do
    /// not fit), or a second `hp=` or `mind=` on one filler.
    BadMind {
        /// What is wrong.
        message: String,
    },
    /// Error, where it goes wrong: a `Player:` line that is not a player's
    /// state (bad JSON, an unknown field, numbers that do not fit).
    BadPlayerState {
        /// What is wrong.
        message: String,
    },
    /// Error, at the line: a second `Player:` line.
    SecondPlayerState {
        /// The line of the first.
        first_line: usize,
    },
    /// Error, at the text: something after a complete filler.
    UnexpectedFillerText {
        /// The first unexpected token.
        found: String,
    },
    /// Error, at the number: a filler for a hole number that is not on the field.
    HoleNotOnField {
        /// The number as written.
        number: String,
    },
    /// Warning, at an earlier `Player` filler: a later one overrides it.
    PlayerPlacedAgain {
        /// The line of the `Player` filler that counts.
        last_line: usize,
    },
    /// Error, at the top-left cell: no `Player` filler, so the player would start
    /// at (0, 0), and that cell is a wall.
    PlayerInWall,
    /// Error, just after `Stairs`: the direction is missing.
    MissingStairsDirection,
    /// Error, at the word: a direction other than `Down` or `Up`.
    UnknownStairsDirection {
        /// What was written.
        found: String,
    },
    /// Error, at the later filler: a second staircase of one direction on a
    /// level (the stairs of the next level arrive on the one).
    SeveralStairs {
        /// Which way both lead.
        leads: Leads,
        /// The line of the first.
        first_line: usize,
    },
    /// Error, at the filler: stairs down on the last level, which lead nowhere.
    StairsDownOnLastLevel,
    /// Error, at the filler: stairs up on the first level, which lead nowhere.
    StairsUpOnFirstLevel,
    /// Error, at the `Level` line of the level after it: a level without
    /// stairs down, though a level follows it.
    MissingStairsDown {
        /// The level without them (1-based).
        level: usize,
    },
    /// Error, at its `Level` line: a level after the first without stairs up,
    /// where the stairs down of the level before arrive.
    MissingStairsUp {
        /// The level without them (1-based).
        level: usize,
    },
    /// Error, in a `Goal:` line: the goal cannot be read (the column points
    /// into the goal).
    BadGoal {
        /// What is wrong.
        message: String,
    },
    /// Error, at a second `Goal:` line.
    SecondGoal {
        /// The line of the first one.
        first_line: usize,
    },
    /// Error, just after `Level`: the file ends, or another `Level` line
    /// comes, before the level's size line.
    MissingLevelSize {
        /// The level (1-based).
        level: usize,
    },
    /// Error, at the `Level` line that starts one level too many (reported
    /// once).
    TooManyLevels {
        /// The most levels a world may have.
        limit: usize,
    },
    /// At the last problem not listed: a file with more problems than
    /// anyone would read gets the first ones and a count of the rest (an
    /// error if any of the rest is one).
    TooManyProblems {
        /// Problems not listed.
        more: usize,
    },
}

/// `found` as written, plus "; did you mean `X`?" when it differs from a known
/// name only by letter case.
fn suggestion<'a>(found: &str, names: impl IntoIterator<Item = &'a str>) -> String {
    names
        .into_iter()
        .find(|name| name.eq_ignore_ascii_case(found))
        .map(|name| format!(" (did you mean `{name}`?)"))
        .unwrap_or_default()
}

fn item_names() -> impl Iterator<Item = &'static str> {
    ItemKind::ALL.into_iter().map(ItemKind::name)
}

fn mob_names() -> impl Iterator<Item = &'static str> {
    MobKind::ALL.into_iter().map(MobKind::name)
}

/// `down` or `up`, for sentences.
fn direction(leads: Leads) -> &'static str {
    match leads {
        Leads::Down => "down",
        Leads::Up => "up",
    }
}

/// `A, B or C`.
fn alternatives(names: impl Iterator<Item = &'static str>) -> String {
    let names: Vec<_> = names.collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        Some((last, _)) => (*last).to_owned(),
        None => String::new(),
    }
}

impl fmt::Display for DiagnosticKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use DiagnosticKind as K;
        match self {
            K::MissingHeader => {
                f.write_str("expected the world size `WIDTH HEIGHT` on the first line, such as `40 20`")
            }
            K::HeaderNotANumber { dimension, found } => {
                write!(f, "the world {dimension} must be a whole number, found `{found}`")?;
                if found.contains(['x', 'X', '×']) {
                    f.write_str(" (separate the width and height with a space, such as `40 20`)")?;
                }
                Ok(())
            }
            K::MissingHeight => f.write_str("expected the world height after the width"),
            K::ExtraHeaderText { found } => {
                write!(f, "unexpected `{found}` after the world size `WIDTH HEIGHT`")
            }
            K::ZeroSize { dimension } => write!(f, "the world {dimension} must be at least 1"),
            K::SizeTooLarge { dimension, found } => {
                write!(f, "the world {dimension} {found} is larger than the limit {}", super::MAX_SIDE)
            }
            K::TooFewRows { expected, found } => {
                write!(f, "too few rows: the size line says {expected}, the field has {found}")
            }
            K::TooManyRows { expected, found } => {
                write!(f, "too many rows: the size line says {expected}, the field has {found}")
            }
            K::TooFewCells { row, expected, found } => write!(
                f,
                "too few cells in row {row}: the size line says {expected}, the row has {found}"
            ),
            K::TooManyCells { row, expected, found } => write!(
                f,
                "too many cells in row {row}: the size line says {expected}, the row has {found}"
            ),
            K::UnknownCell { found } => {
                write!(f, "unknown cell `{found}`: expected `W` (wall), `.` (floor) or a hole number")?;
                if found == "w" {
                    f.write_str(" (walls are a capital `W`)")?;
                }
                Ok(())
            }
            K::HoleNumberTooLarge { found } => {
                write!(f, "hole number {found} is too large (at most {})", u32::MAX)
            }
            K::DuplicateHole { number, first_line, first_col } => write!(
                f,
                "hole {number} is already on the field at {first_line}:{first_col}; \
                 only this last one counts"
            ),
            K::BlankLineInField => f.write_str("blank line inside the field is skipped"),
            K::MalformedFiller { found } => {
                write!(
                    f,
                    "expected a filler such as `1. Player`, `2. Item Sword` or `3. Mob Ghost`, \
                     found `{found}`"
                )?;
                let first = found.split([' ', '\t']).next().unwrap_or_default();
                if first.eq_ignore_ascii_case("Level") {
                    f.write_str(" (a new level starts with a line of its own: `Level`)")?;
                }
                Ok(())
            }
            K::MissingFillerName => {
                f.write_str("expected `Player`, `Item`, `Mob` or `Stairs` after the hole number")
            }
            K::UnknownFiller { found } => write!(
                f,
                "unknown filler `{found}`: expected `Player`, `Item`, `Mob` or `Stairs`{}",
                suggestion(found, ["Player", "Item", "Mob", "Stairs"])
            ),
            K::MissingItemKind => {
                write!(f, "`Item` needs an item kind: {}", alternatives(item_names()))
            }
            K::UnknownItemKind { found } => write!(
                f,
                "unknown item kind `{found}`: expected {}{}",
                alternatives(item_names()),
                suggestion(found, item_names())
            ),
            K::MissingMobKind => write!(f, "`Mob` needs a mob kind: {}", alternatives(mob_names())),
            K::UnknownMobKind { found } => write!(
                f,
                "unknown mob kind `{found}`: expected {}{}",
                alternatives(mob_names()),
                suggestion(found, mob_names())
            ),
            K::DisguiseNotMimic { mob } => write!(
                f,
                "only a Mimic can look like an item; a {mob} takes only `hp=N` and `mind=…` after its kind"
            ),
            K::BadMind { message } => write!(f, "the creature's mind is wrong: {message}"),
            K::BadPlayerState { message } => write!(f, "the player's state is wrong: {message}"),
            K::SecondPlayerState { first_line } => write!(
                f,
                "the player's state was already given on line {first_line}; a world has one"
            ),
            K::BadHealth { found, max } => {
                write!(f, "a creature's health must be a whole number from 1 to {max}, found `{found}`")
            }
            K::UnexpectedFillerText { found } => {
                write!(f, "unexpected `{found}` after a complete filler")
            }
            K::HoleNotOnField { number } => write!(f, "hole {number} is not on the field"),
            K::PlayerPlacedAgain { last_line } => write!(
                f,
                "the player is placed again on line {last_line}; only the last `Player` filler counts"
            ),
            K::PlayerInWall => f.write_str(
                "without a `Player` filler the player starts in the top-left cell, \
                 which is a wall; add a filler such as `1. Player`",
            ),
            K::MissingStairsDirection => f.write_str("`Stairs` needs a direction: Down or Up"),
            K::UnknownStairsDirection { found } => write!(
                f,
                "unknown stairs direction `{found}`: expected Down or Up{}",
                suggestion(found, ["Down", "Up"])
            ),
            K::SeveralStairs { leads, first_line } => write!(
                f,
                "this level already has stairs {} on line {first_line}; \
                 a level has at most one of each",
                direction(*leads)
            ),
            K::StairsDownOnLastLevel => f.write_str(
                "stairs down on the last level lead nowhere; \
                 start the next level with a `Level` line after this one",
            ),
            K::StairsUpOnFirstLevel => {
                f.write_str("stairs up on the first level lead nowhere: no level is above it")
            }
            K::MissingStairsDown { level } => write!(
                f,
                "level {level} has no stairs down to this level; \
                 add a filler such as `1. Stairs Down` to it"
            ),
            K::MissingStairsUp { level } => write!(
                f,
                "level {level} has no stairs up for the stairs down of level {} to arrive on; \
                 add a filler such as `1. Stairs Up`",
                level.saturating_sub(1)
            ),
            K::BadGoal { message } => write!(f, "{message}"),
            K::SecondGoal { first_line } => write!(
                f,
                "the goal was already given on line {first_line}; a world has one goal"
            ),
            K::MissingLevelSize { level } => write!(
                f,
                "expected the size `WIDTH HEIGHT` of level {level} after `Level`, such as `40 20`"
            ),
            K::TooManyLevels { limit } => {
                write!(f, "too many levels: a world has at most {limit}")
            }
            K::TooManyProblems { more } => write!(
                f,
                "{more} more problems are not listed; mend the ones above and check again"
            ),
        }
    }
}

/// A problem in a world file, at a 1-based line and column (columns count
/// characters, not bytes).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Diagnostic {
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub col: usize,
    /// Error or warning.
    pub severity: Severity,
    /// What is wrong.
    pub kind: DiagnosticKind,
}

impl Diagnostic {
    /// An error at `line:col`.
    pub fn error(line: usize, col: usize, kind: DiagnosticKind) -> Self {
        Diagnostic { line, col, severity: Severity::Error, kind }
    }

    /// A warning at `line:col`.
    pub fn warning(line: usize, col: usize, kind: DiagnosticKind) -> Self {
        Diagnostic { line, col, severity: Severity::Warning, kind }
    }

    /// Whether this is an error.
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

/// `LINE:COL: error: MESSAGE`.
impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}: {}", self.line, self.col, self.severity, self.kind)
    }
}

impl std::error::Error for Diagnostic {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn displays_with_position_and_severity() {
        let d = Diagnostic::error(3, 7, DiagnosticKind::UnknownCell { found: "#".into() });
        assert_eq!(
            d.to_string(),
            "3:7: error: unknown cell `#`: expected `W` (wall), `.` (floor) or a hole number"
        );
        let w = Diagnostic::warning(9, 1, DiagnosticKind::PlayerPlacedAgain { last_line: 12 });
        assert_eq!(w.to_string(), "9:1: warning: the player is placed again on line 12; only the last `Player` filler counts");
    }

    #[test]
    fn case_slips_get_a_suggestion() {
        let k = DiagnosticKind::UnknownItemKind { found: "sword".into() };
        assert_eq!(
            k.to_string(),
            "unknown item kind `sword`: expected Sword, GoldenApple, Shield or Amulet (did you mean `Sword`?)"
        );
        let k = DiagnosticKind::UnknownMobKind { found: "Dragon".into() };
        assert_eq!(
            k.to_string(),
            "unknown mob kind `Dragon`: expected Ghost, Mimic, Robot, Wizard, Troll or Wraith"
        );
    }
}
