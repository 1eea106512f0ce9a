//! `LoadError`: a problem in a dungeon or config file, with the JSON path and
//! the line and column where it is. Readers collect every problem they find.

use super::json_locate::locate;
use super::json_path::JsonPath;
use crate::locale::{Locale, Words};
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
    /// A member name written twice in one object (the name).
    DuplicateMember(String),
    /// Goals nested deeper than a goal condition may (the most).
    GoalTooDeep(usize),
    /// More goals than a goal condition may hold (the most).
    TooManyGoals(usize),
    /// A config key this game does not know (the path names it).
    UnknownConfigKey(String),
    /// A config key the file leaves out: the template's value (0) is used
    /// (a warning, not an error).
    MissingKey(&'static str),
    /// A config number given under both of its names (`spider_spawn_rate`
    /// and, as later offerings write it, `spider_spawn_interval`).
    SameNumber {
        /// The name given second, in the table's order.
        key: String,
        /// The other name of the same number.
        other: &'static str,
    },
    /// A second wall on a cell (a cell holds one wall).
    WallOverlap {
        /// The cell's column.
        x: i32,
        /// The cell's row.
        y: i32,
    },
    /// A Milestone 3 config key left out of a config that names others: its
    /// default is used (a warning, not an error).
    MissingLaterKey {
        /// The key.
        key: &'static str,
        /// The default used, as written.
        default: String,
    },
    /// An entity that appears only when the player travels in time
    /// (`older_player`) placed in the map.
    TimeTravelOnly(String),
}

/// What each [`LoadErrorKind::Expected`] can say, and the phrase that
/// words it (`dungeon_expected_*`).
pub const EXPECTED: &[(&str, &str)] = &[
    ("a JSON object of numbers", "dungeon_expected_json_object_of_numbers"),
    ("a number", "dungeon_expected_number"),
    ("a number from 0 to 1000000 with at most 3 decimals", "dungeon_expected_config_amount"),
    ("a whole number", "dungeon_expected_whole_number"),
    ("a chance from 0 to 1", "dungeon_expected_chance"),
    ("a colour name", "dungeon_expected_colour_name"),
    ("a dungeon object", "dungeon_expected_dungeon_object"),
    ("a goal name", "dungeon_expected_goal_name"),
    ("a goal object", "dungeon_expected_goal_object"),
    ("a key number or name", "dungeon_expected_key_number_or_name"),
    ("a type name", "dungeon_expected_type_name"),
    ("an array of 2 goals", "dungeon_expected_array_of_2_goals"),
    ("an array of entities", "dungeon_expected_array_of_entities"),
    ("an entity object", "dungeon_expected_entity_object"),
    ("one of and, or, xor, co_and", "dungeon_expected_logic"),
];

/// Each kind worded by the `dungeon_load_*` phrases; names of members, types
/// and goals are the file's own words and stay as they are.
impl Words for LoadErrorKind {
    fn words(&self, locale: &Locale) -> String {
        use LoadErrorKind::*;
        match self {
            Syntax(message) => locale.phrase("dungeon_load_syntax", &[("message", message)]),
            Missing(member) => locale.phrase("dungeon_load_missing", &[("member", member)]),
            Expected(what) => {
                let what = EXPECTED
                    .iter()
                    .find(|(english, _)| english == what)
                    .map_or_else(|| (*what).to_owned(), |(_, key)| locale.phrase(key, &[]));
                locale.phrase("dungeon_load_expected", &[("what", &what)])
            }
            OutOfRange { min, max } => locale.phrase(
                "dungeon_load_out_of_range",
                &[("min", &min.to_string()), ("max", &max.to_string())],
            ),
            UnknownEntity(name) => locale.phrase("dungeon_load_unknown_entity", &[("name", name)]),
            NotSupportedYet(name) => {
                locale.phrase("dungeon_load_not_supported_yet", &[("name", name)])
            }
            BuiltOnly(name) => locale.phrase("dungeon_load_built_only", &[("name", name)]),
            UnknownField(_) => locale.phrase("dungeon_load_unknown_field", &[]),
            UnknownGoal(name) => locale.phrase("dungeon_load_unknown_goal", &[("name", name)]),
            SubgoalCount(n) => {
                locale.phrase_with("dungeon_load_subgoal_count", &[("n", (*n).into())])
            }
            UnpairedPortal { colour, count } => locale.phrase_with(
                "dungeon_load_unpaired_portal",
                &[("colour", colour.into()), ("count", (*count).into())],
            ),
            PlayerCount(0) => locale.phrase("dungeon_load_no_player", &[]),
            PlayerCount(n) => {
                locale.phrase_with("dungeon_load_player_count", &[("n", (*n).into())])
            }
            TooManyEntities(max) => {
                locale.phrase_with("dungeon_load_too_many_entities", &[("max", (*max).into())])
            }
            DuplicateMember(name) => {
                locale.phrase("dungeon_load_duplicate_member", &[("name", name)])
            }
            GoalTooDeep(max) => {
                locale.phrase_with("dungeon_load_goal_too_deep", &[("max", (*max).into())])
            }
            TooManyGoals(max) => {
                locale.phrase_with("dungeon_load_too_many_goals", &[("max", (*max).into())])
            }
            UnknownConfigKey(_) => locale.phrase("dungeon_load_unknown_config_key", &[]),
            MissingKey(key) => locale.phrase("dungeon_load_missing_key", &[("key", key)]),
            SameNumber { key, other } => {
                locale.phrase("dungeon_load_same_number", &[("key", key), ("other", other)])
            }
            WallOverlap { x, y } => locale.phrase(
                "dungeon_load_wall_overlap",
                &[("x", &x.to_string()), ("y", &y.to_string())],
            ),
            MissingLaterKey { key, default } => locale
                .phrase("dungeon_load_missing_later_key", &[("key", key), ("default", default)]),
            TimeTravelOnly(name) => {
                locale.phrase("dungeon_load_time_travel_only", &[("name", name)])
            }
        }
    }
}

/// The message in the current language.
impl fmt::Display for LoadErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localized())
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
    /// Gives each problem the line and column of its path in `text`, found
    /// in `root` (the tree `text` was parsed into), in the order they
    /// appear in the file.
    pub fn locate_all(
        text: &str,
        root: &crate::json::Node,
        problems: Vec<Problem>,
    ) -> Vec<LoadError> {
        if problems.is_empty() {
            return Vec::new();
        }
        let paths: Vec<JsonPath> = problems.iter().map(|p| p.path.clone()).collect();
        let lines = crate::json::Lines::new(text);
        let places = lines.places(&locate(root, &paths));
        let mut errors: Vec<LoadError> = problems
            .into_iter()
            .zip(places)
            .map(|(problem, (line, col))| LoadError {
                line,
                col,
                path: problem.path,
                kind: problem.kind,
            })
            .collect();
        crate::order::sort_by_key(&mut errors, |e| (e.line, e.col));
        errors
    }

    /// The line a tool shows: `FILE:LINE:COL: error: PATH: MESSAGE` (the
    /// message in the current language, the keyword that other programs
    /// read always `error`).
    pub fn located(&self, file: &str) -> String {
        self.line_with(file, "error")
    }

    /// The line the page shows: [`LoadError::located`] with the keyword in
    /// the current language too (`ошибка`), as the page shows a world file's
    /// mistakes.
    pub fn shown(&self, file: &str) -> String {
        self.line_with(file, &crate::locale::phrase("severity_error", &[]))
    }

    /// A warning's line as a tool shows it: `FILE:LINE:COL: warning: …`.
    pub fn located_warning(&self, file: &str) -> String {
        self.line_with(file, "warning")
    }

    /// A warning's line as the page shows it, the keyword in the current
    /// language (`предупреждение`).
    pub fn shown_warning(&self, file: &str) -> String {
        self.line_with(file, &crate::locale::phrase("severity_warning", &[]))
    }

    fn line_with(&self, file: &str, keyword: &str) -> String {
        let what = if self.path.is_root() {
            self.kind.to_string()
        } else {
            format!("{}: {}", self.path, self.kind)
        };
        format!("{file}:{}:{}: {keyword}: {what}", self.line, self.col)
    }

    /// The first member name written twice in one object of `document`
    /// (parsed from `text`), where it is written again.
    pub fn duplicate_in(text: &str, document: &crate::json::Document) -> Option<LoadError> {
        let (name, at) = document.duplicate.clone()?;
        let (line, col) = crate::json::Lines::new(text).place(at);
        let path = JsonPath::root();
        Some(LoadError { line, col, path, kind: LoadErrorKind::DuplicateMember(name) })
    }

    /// A JSON syntax error (serde_json's words), without its "at line …
    /// column …" tail.
    pub fn syntax(error: &crate::json::Error) -> LoadError {
        let message = error.message().to_owned();
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
