//! Diagnostics of the world file parser: where (1-based line and column), how bad
//! (error or warning) and what (a documented `DiagnosticKind`), shown as
//! `LINE:COL: error: MESSAGE`.

use super::mind_text::MindProblem;
use crate::game::{Damage, GoalErrorKind, Invalid, ItemKind, Leads, MobKind};
use crate::locale::{list_or, Arg, Locale, Words};
use std::fmt;

/// How bad a problem is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Severity {
    /// The file cannot be used.
    Error,
    /// The file can be used, but probably does not say what its author meant.
    Warning,
}

/// The keyword of `LINE:COL: error: MESSAGE` lines, the same in every
/// language so tools can read them; [`Words`] gives the word a player reads.
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

/// The word in the current language.
impl fmt::Display for Dimension {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localized())
    }
}

/// Every problem the parser reports. The position of each is documented on the
/// variant; the message is worded by the locale tables (`diag_*` phrases),
/// and `Display` shows it in the current language.
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
    /// Error, just after `Portal`: the colour that pairs it is missing.
    MissingPortalColour,
    /// Error, at the word: `ally` on a creature no bribe buys (only a
    /// Mercenary may start on the player's side).
    AllyNotBribable {
        /// The creature.
        mob: MobKind,
    },
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
        message: MindProblem,
    },
    /// Error, where it goes wrong: a `Player:` line that is not a player's
    /// state (bad JSON, an unknown field, numbers that do not fit).
    BadPlayerState {
        /// What is wrong.
        message: PlayerStateProblem,
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
        message: GoalProblem,
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

/// What is wrong with a `Player:` line: serde's own words for JSON that is
/// not a player's state, or what the checks of a save's player found in the
/// numbers, worded in the language shown.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum PlayerStateProblem {
    /// serde's description, without its position.
    Json(String),
    /// A number or cell that does not fit.
    Record(Damage),
}

impl From<Damage> for PlayerStateProblem {
    fn from(damage: Damage) -> Self {
        PlayerStateProblem::Record(damage)
    }
}

impl From<Invalid> for PlayerStateProblem {
    fn from(problem: Invalid) -> Self {
        PlayerStateProblem::Record(problem.into())
    }
}

impl From<&str> for PlayerStateProblem {
    fn from(detail: &str) -> Self {
        PlayerStateProblem::Json(detail.to_owned())
    }
}

impl From<String> for PlayerStateProblem {
    fn from(detail: String) -> Self {
        PlayerStateProblem::Json(detail)
    }
}

impl Words for PlayerStateProblem {
    fn words(&self, locale: &Locale) -> String {
        match self {
            PlayerStateProblem::Json(detail) => detail.clone(),
            PlayerStateProblem::Record(damage) => damage.words(locale),
        }
    }
}

/// What is wrong with a `Goal:` line: the goal parser's typed kind, worded
/// in the language shown; or words as they are, for a value built from text
/// (`"…".into()`), which every language shows unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum GoalProblem {
    /// What the goal parser found.
    Parsed(GoalErrorKind),
    /// Words given as they are.
    Text(String),
}

impl From<GoalErrorKind> for GoalProblem {
    fn from(kind: GoalErrorKind) -> Self {
        GoalProblem::Parsed(kind)
    }
}

impl From<&str> for GoalProblem {
    fn from(text: &str) -> Self {
        GoalProblem::Text(text.to_owned())
    }
}

impl From<String> for GoalProblem {
    fn from(text: String) -> Self {
        GoalProblem::Text(text)
    }
}

impl Words for GoalProblem {
    fn words(&self, locale: &Locale) -> String {
        match self {
            GoalProblem::Parsed(kind) => kind.words(locale),
            GoalProblem::Text(text) => text.clone(),
        }
    }
}

/// The hint " (did you mean `X`?)" when `found` differs from a known name
/// only by letter case; nothing otherwise.
fn suggestion<'a>(
    locale: &Locale,
    found: &str,
    names: impl IntoIterator<Item = &'a str>,
) -> String {
    names
        .into_iter()
        .find(|name| name.eq_ignore_ascii_case(found))
        .map(|name| locale.phrase("diag_did_you_mean", &[("name", name)]))
        .unwrap_or_default()
}

fn item_names() -> impl Iterator<Item = &'static str> {
    ItemKind::ALL.into_iter().map(ItemKind::name)
}

fn mob_names() -> impl Iterator<Item = &'static str> {
    MobKind::ALL.into_iter().map(MobKind::name)
}

/// The kinds a file may name, as the file writes them: `A, B or C`.
fn alternatives(locale: &Locale, names: impl Iterator<Item = &'static str>) -> String {
    let names: Vec<&str> = names.collect();
    list_or(locale, &names)
}

impl Words for Severity {
    fn words(&self, locale: &Locale) -> String {
        let key = match self {
            Severity::Error => "severity_error",
            Severity::Warning => "severity_warning",
        };
        locale.phrase(key, &[])
    }
}

impl Words for Dimension {
    fn words(&self, locale: &Locale) -> String {
        let key = match self {
            Dimension::Width => "dimension_width",
            Dimension::Height => "dimension_height",
        };
        locale.phrase(key, &[])
    }
}

impl DiagnosticKind {
    /// The phrase that words this problem and its arguments, hints
    /// already worded.
    fn phrase<'a>(&'a self, locale: &Locale) -> (&'static str, Vec<(&'static str, Arg<'a>)>) {
        use DiagnosticKind as K;
        let text = |s: &'a String| Arg::from(s);
        let hint = |key: &str, when: bool| {
            Arg::from(if when { locale.phrase(key, &[]) } else { String::new() })
        };
        match self {
            K::MissingHeader => ("diag_missing_header", vec![]),
            K::HeaderNotANumber { dimension, found } => (
                "diag_header_not_a_number",
                vec![
                    ("dimension", dimension.words(locale).into()),
                    ("found", text(found)),
                    ("hint", hint("diag_hint_size_separator", found.contains(['x', 'X', '×']))),
                ],
            ),
            K::MissingHeight => ("diag_missing_height", vec![]),
            K::ExtraHeaderText { found } => {
                ("diag_extra_header_text", vec![("found", text(found))])
            }
            K::ZeroSize { dimension } => {
                ("diag_zero_size", vec![("dimension", dimension.words(locale).into())])
            }
            K::SizeTooLarge { dimension, found } => (
                "diag_size_too_large",
                vec![
                    ("dimension", dimension.words(locale).into()),
                    ("found", text(found)),
                    ("limit", super::MAX_SIDE.into()),
                ],
            ),
            K::TooFewRows { expected, found } => (
                "diag_too_few_rows",
                vec![("expected", (*expected).into()), ("found", (*found).into())],
            ),
            K::TooManyRows { expected, found } => (
                "diag_too_many_rows",
                vec![("expected", (*expected).into()), ("found", (*found).into())],
            ),
            K::TooFewCells { row, expected, found } => (
                "diag_too_few_cells",
                vec![
                    ("row", (*row).into()),
                    ("expected", (*expected).into()),
                    ("found", (*found).into()),
                ],
            ),
            K::TooManyCells { row, expected, found } => (
                "diag_too_many_cells",
                vec![
                    ("row", (*row).into()),
                    ("expected", (*expected).into()),
                    ("found", (*found).into()),
                ],
            ),
            K::UnknownCell { found } => (
                "diag_unknown_cell",
                vec![("found", text(found)), ("hint", hint("diag_hint_capital_w", found == "w"))],
            ),
            K::HoleNumberTooLarge { found } => (
                "diag_hole_number_too_large",
                vec![("found", text(found)), ("max", u32::MAX.to_string().into())],
            ),
            K::DuplicateHole { number, first_line, first_col } => (
                "diag_duplicate_hole",
                vec![
                    ("number", number.to_string().into()),
                    ("first_line", (*first_line).into()),
                    ("first_col", (*first_col).into()),
                ],
            ),
            K::BlankLineInField => ("diag_blank_line_in_field", vec![]),
            K::MalformedFiller { found } => {
                let first = found.split([' ', '\t']).next().unwrap_or_default();
                let level = first.eq_ignore_ascii_case("Level");
                (
                    "diag_malformed_filler",
                    vec![("found", text(found)), ("hint", hint("diag_hint_level_line", level))],
                )
            }
            K::MissingFillerName => ("diag_missing_filler_name", vec![]),
            K::UnknownFiller { found } => (
                "diag_unknown_filler",
                vec![("found", text(found)), ("hint", suggestion(locale, found, FILLERS).into())],
            ),
            K::MissingPortalColour => ("diag_missing_portal_colour", vec![]),
            K::AllyNotBribable { mob } => {
                ("diag_ally_not_bribable", vec![("mob", Arg::Name(mob.name()))])
            }
            K::MissingItemKind => (
                "diag_missing_item_kind",
                vec![("expected", alternatives(locale, item_names()).into())],
            ),
            K::UnknownItemKind { found } => (
                "diag_unknown_item_kind",
                vec![
                    ("found", text(found)),
                    ("expected", alternatives(locale, item_names()).into()),
                    ("hint", suggestion(locale, found, item_names()).into()),
                ],
            ),
            K::MissingMobKind => (
                "diag_missing_mob_kind",
                vec![("expected", alternatives(locale, mob_names()).into())],
            ),
            K::UnknownMobKind { found } => (
                "diag_unknown_mob_kind",
                vec![
                    ("found", text(found)),
                    ("expected", alternatives(locale, mob_names()).into()),
                    ("hint", suggestion(locale, found, mob_names()).into()),
                ],
            ),
            K::DisguiseNotMimic { mob } => {
                ("diag_disguise_not_mimic", vec![("mob", Arg::Name(mob.name()))])
            }
            K::BadPlayerState { message } => {
                ("diag_bad_player_state", vec![("message", message.words(locale).into())])
            }
            K::SecondPlayerState { first_line } => {
                ("diag_second_player_state", vec![("first_line", (*first_line).into())])
            }
            K::BadMind { message } => {
                ("diag_bad_mind", vec![("message", message.words(locale).into())])
            }
            K::BadHealth { found, max } => {
                ("diag_bad_health", vec![("found", text(found)), ("max", (*max).into())])
            }
            K::UnexpectedFillerText { found } => {
                ("diag_unexpected_filler_text", vec![("found", text(found))])
            }
            K::HoleNotOnField { number } => {
                ("diag_hole_not_on_field", vec![("number", text(number))])
            }
            K::PlayerPlacedAgain { last_line } => {
                ("diag_player_placed_again", vec![("last_line", (*last_line).into())])
            }
            K::PlayerInWall => ("diag_player_in_wall", vec![]),
            K::MissingStairsDirection => ("diag_missing_stairs_direction", vec![]),
            K::UnknownStairsDirection { found } => (
                "diag_unknown_stairs_direction",
                vec![
                    ("found", text(found)),
                    ("hint", suggestion(locale, found, ["Down", "Up"]).into()),
                ],
            ),
            K::SeveralStairs { leads, first_line } => (
                match leads {
                    Leads::Down => "diag_several_stairs_down",
                    Leads::Up => "diag_several_stairs_up",
                },
                vec![("first_line", (*first_line).into())],
            ),
            K::StairsDownOnLastLevel => ("diag_stairs_down_on_last_level", vec![]),
            K::StairsUpOnFirstLevel => ("diag_stairs_up_on_first_level", vec![]),
            K::MissingStairsDown { level } => {
                ("diag_missing_stairs_down", vec![("level", (*level).into())])
            }
            K::MissingStairsUp { level } => (
                "diag_missing_stairs_up",
                vec![("level", (*level).into()), ("above", level.saturating_sub(1).into())],
            ),
            K::BadGoal { message } => {
                ("diag_bad_goal", vec![("message", message.words(locale).into())])
            }
            K::SecondGoal { first_line } => {
                ("diag_second_goal", vec![("first_line", (*first_line).into())])
            }
            K::MissingLevelSize { level } => {
                ("diag_missing_level_size", vec![("level", (*level).into())])
            }
            K::TooManyLevels { limit } => {
                ("diag_too_many_levels", vec![("limit", (*limit).into())])
            }
            K::TooManyProblems { more } => {
                ("diag_too_many_problems", vec![("more", (*more).into())])
            }
        }
    }
}

/// The fillers a field's hole may name.
const FILLERS: [&str; 10] =
    ["Player", "Item", "Mob", "Stairs", "Exit", "Door", "Boulder", "Switch", "Portal", "Spawner"];

impl Words for DiagnosticKind {
    fn words(&self, locale: &Locale) -> String {
        let (key, args) = self.phrase(locale);
        locale.phrase_with(key, &args)
    }
}

/// The message in the current language.
impl fmt::Display for DiagnosticKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localized())
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

impl Diagnostic {
    /// `LINE:COL: SEVERITY: MESSAGE` with the severity and the message in
    /// `locale`'s words, for screens a player reads.
    pub fn line_in(&self, locale: &Locale) -> String {
        let (severity, message) = (self.severity.words(locale), self.kind.words(locale));
        format!("{}:{}: {severity}: {message}", self.line, self.col)
    }

    /// [`Diagnostic::line_in`] the current language.
    pub fn localized_line(&self) -> String {
        crate::locale::with_current(|locale| self.line_in(locale))
    }
}

/// `LINE:COL: error: MESSAGE`: the keyword as tools read it (`error`,
/// `warning`), the message in the current language.
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
            "unknown item kind `sword`: expected Sword, GoldenApple, Shield, Amulet, Treasure, Key, Wood, Arrow, Bomb, InvincibilityPotion, InvisibilityPotion, Bow, SunStone, Sceptre, MidnightArmour, TimeTurner, HealingPotion, Dagger, Maul, LeatherArmour or ChainMail (did you mean `Sword`?)"
        );
        let k = DiagnosticKind::UnknownMobKind { found: "Dragon".into() };
        assert_eq!(
            k.to_string(),
            "unknown mob kind `Dragon`: expected Ghost, Mimic, Robot, Wizard, Troll, Wraith, Spider, Zombie or Mercenary"
        );
    }
}
