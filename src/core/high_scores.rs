//! The high-score table: the best finished runs, best first (won runs, then
//! the deepest, then the fewest turns), kept in the browser's storage under
//! its own key. What is read back is hostile until checked: the text and the
//! number of runs are bounded, each run is checked on its own, and a table
//! that cannot be read is ignored with a reason instead of stopping anything.

use super::run_summary::{RunSummary, MAX_WORLD_CHARS};
use crate::locale::{Locale, Words};
use serde::Serialize;

use std::cmp::Reverse;
use std::fmt;

/// How many runs the table keeps.
pub const MAX_RUNS: usize = 20;
/// The longest stored table read, in bytes (a full table is a few KiB).
pub const MAX_TABLE_BYTES: usize = 64 * 1024;
/// The `format` field of a stored table.
pub const HIGH_SCORES_FORMAT: &str = "roguelike-high-scores";
/// The version written.
pub const HIGH_SCORES_VERSION: u32 = 1;

/// The table: at most [`MAX_RUNS`] runs, best first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HighScores {
    runs: Vec<RunSummary>,
}

/// The table as stored.
#[derive(Serialize, crate::json::ToJson, crate::json::FromJson)]
struct Stored<R> {
    format: String,
    version: u32,
    runs: Vec<R>,
}

/// Why a stored table could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HighScoresError {
    /// Larger than [`MAX_TABLE_BYTES`].
    TooLarge(usize),
    /// Not JSON of the table's shape.
    Malformed(String),
    /// Another format or a version this game does not know.
    NotATable,
}

impl Words for HighScoresError {
    fn words(&self, locale: &Locale) -> String {
        match self {
            HighScoresError::TooLarge(n) => locale.phrase_with(
                "scores_error_too_large",
                &[("size", (*n).into()), ("max", MAX_TABLE_BYTES.into())],
            ),
            HighScoresError::Malformed(e) => {
                locale.phrase("scores_error_malformed", &[("error", e)])
            }
            HighScoresError::NotATable => locale.phrase("scores_error_not_a_table", &[]),
        }
    }
}

/// The reason in the current language.
impl fmt::Display for HighScoresError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localized())
    }
}

impl std::error::Error for HighScoresError {}

/// A table read back, and how many of its runs were left out as unreadable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadTable {
    /// The runs that passed the checks (the best [`MAX_RUNS`]).
    pub table: HighScores,
    /// Runs left out: unreadable, implausible, or past [`MAX_RUNS`].
    pub dropped: usize,
}

impl HighScores {
    /// The runs, best first.
    pub fn runs(&self) -> &[RunSummary] {
        &self.runs
    }

    /// Adds a finished run, keeping the best [`MAX_RUNS`]; its place in the
    /// table (from 0), if it made it.
    pub fn record(&mut self, run: RunSummary) -> Option<usize> {
        // After every run ranked the same or better: among equals the older
        // run stays ahead.
        let place = self.runs.partition_point(|r| rank(r) <= rank(&run));
        self.runs.insert(place, run);
        self.runs.truncate(MAX_RUNS);
        (place < MAX_RUNS).then_some(place)
    }

    /// The table as the text stored.
    pub fn to_text(&self) -> String {
        let stored = Stored {
            format: HIGH_SCORES_FORMAT.to_owned(),
            version: HIGH_SCORES_VERSION,
            runs: self.runs.clone(),
        };
        crate::json::to_string(&stored)
    }

    /// Reads a stored table, checking everything: see the module docs.
    pub fn parse(text: &str) -> Result<ReadTable, HighScoresError> {
        if text.len() > MAX_TABLE_BYTES {
            return Err(HighScoresError::TooLarge(text.len()));
        }
        let stored: Stored<crate::json::Node> =
            crate::json::from_str(text).map_err(|e| HighScoresError::Malformed(e.to_string()))?;
        if stored.format != HIGH_SCORES_FORMAT || stored.version != HIGH_SCORES_VERSION {
            return Err(HighScoresError::NotATable);
        }
        let total = stored.runs.len();
        let mut table = HighScores::default();
        for value in stored.runs {
            if let Some(run) =
                <RunSummary as crate::json::FromJson>::from_json(&value).ok().filter(plausible)
            {
                table.record(run);
            }
        }
        let dropped = total - table.runs.len();
        Ok(ReadTable { table, dropped })
    }
}

/// The sort key: won first, then deeper, then fewer turns.
fn rank(run: &RunSummary) -> (Reverse<bool>, Reverse<u32>, u64) {
    (Reverse(run.won), Reverse(run.depth), run.turns)
}

/// Numbers a real run can have; anything else was not written by the game.
fn plausible(run: &RunSummary) -> bool {
    use crate::game::Ending;
    run.won == (run.ending == Ending::Won)
        && (1..=10_000).contains(&run.depth)
        && run.turns <= 1_000_000_000
        && (1..=100_000).contains(&run.level)
        && run.carried.len() <= 32
        && run.world.chars() <= MAX_WORLD_CHARS
        && !run.world.to_string().chars().any(char::is_control)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::run_summary::WorldLabel;
    use crate::game::{Ending, ItemKind, MobKind};
    use serde_json::Value;

    fn run(won: bool, depth: u32, turns: u64) -> RunSummary {
        RunSummary {
            won,
            ending: if won { Ending::Won } else { Ending::Died },
            depth,
            turns,
            kills: 2,
            killed_by: (!won).then_some(MobKind::Robot),
            died_of: None,
            level: 2,
            seed: Some(7),
            world: WorldLabel::Seed(7),
            carried: vec![ItemKind::Sword],
            treasure: 0,
        }
    }

    #[test]
    fn won_runs_come_first_then_the_deepest_then_the_quickest() {
        let mut table = HighScores::default();
        assert_eq!(table.record(run(false, 2, 50)), Some(0));
        assert_eq!(table.record(run(false, 3, 500)), Some(0));
        assert_eq!(table.record(run(true, 1, 900)), Some(0));
        assert_eq!(table.record(run(false, 3, 100)), Some(1));
        assert_eq!(table.record(run(false, 2, 50)), Some(4), "a tie goes after the older run");
        let order: Vec<(bool, u32, u64)> =
            table.runs().iter().map(|r| (r.won, r.depth, r.turns)).collect();
        assert_eq!(
            order,
            [(true, 1, 900), (false, 3, 100), (false, 3, 500), (false, 2, 50), (false, 2, 50)]
        );
    }

    #[test]
    fn the_table_keeps_the_best_and_says_when_a_run_did_not_make_it() {
        let mut table = HighScores::default();
        for turns in 0..MAX_RUNS as u64 {
            table.record(run(false, 5, turns));
        }
        assert_eq!(table.record(run(false, 1, 1)), None);
        assert_eq!(table.runs().len(), MAX_RUNS);
        assert_eq!(table.record(run(true, 1, 1)), Some(0));
        assert_eq!(table.runs().len(), MAX_RUNS);
    }

    #[test]
    fn a_table_reads_back_as_it_was_written() {
        let mut table = HighScores::default();
        table.record(run(true, 4, 300));
        table.record(run(false, 2, 30));
        let read = HighScores::parse(&table.to_text()).expect("reads");
        assert_eq!(read, ReadTable { table, dropped: 0 });
    }

    #[test]
    fn hostile_tables_are_refused_or_trimmed_never_trusted() {
        assert!(matches!(HighScores::parse("{not json"), Err(HighScoresError::Malformed(_))));
        assert_eq!(
            HighScores::parse(r#"{"format":"roguelike-save","version":1,"runs":[]}"#),
            Err(HighScoresError::NotATable)
        );
        let huge = " ".repeat(MAX_TABLE_BYTES + 1);
        assert_eq!(HighScores::parse(&huge), Err(HighScoresError::TooLarge(MAX_TABLE_BYTES + 1)));

        let good = serde_json::to_value(run(false, 2, 10)).expect("json");
        let mut liar = good.clone();
        liar["won"] = true.into();
        let mut deep = good.clone();
        deep["depth"] = 1_000_000.into();
        let mut escape = good.clone();
        escape["world"] = "seed \u{1b}[2J".into();
        let mut many: Vec<Value> = vec![good.clone(); MAX_RUNS + 5];
        many.extend([liar, deep, escape, crate::json_value!({"won": "yes"}), Value::Null]);
        let text = crate::json_value!({"format": HIGH_SCORES_FORMAT, "version": 1, "runs": many});
        let read = HighScores::parse(&text.to_string()).expect("the table itself is readable");
        assert_eq!(read.table.runs().len(), MAX_RUNS);
        assert_eq!(read.dropped, 10);
    }
}
