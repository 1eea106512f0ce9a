//! Many runs of the bot, and the figures they come to: runs won, depth
//! reached, deaths before turn 30, median turns, causes of death, and the
//! player's level at each depth — what `roguelike bot` prints.

use super::player::{outcome, BotPlayer, RunOutcome};
use crate::game::Game;
use serde_json::{json, Value};
use std::collections::BTreeMap;

/// The most turns a run may take before the bot is said to have given up.
pub const TURN_BUDGET: u64 = 6_000;

/// One run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunRecord {
    /// Its seed.
    pub seed: u64,
    /// How it ended.
    pub outcome: RunOutcome,
    /// Turns played.
    pub turns: u64,
    /// The deepest level reached, from 1.
    pub depth: u32,
    /// The player's level on first arriving at each depth (index 0 = depth 1).
    pub levels_on_arrival: Vec<i32>,
    /// The player's armor on first arriving at each depth.
    pub armor_on_arrival: Vec<i32>,
}

/// Plays one run of the game `build` makes for `seed`.
pub fn play_run(seed: u64, game: &mut Game) -> RunRecord {
    let mut bot = BotPlayer::new();
    let mut levels_on_arrival = vec![game.player.level];
    let mut armor_on_arrival = vec![game.player.armor()];
    // Commands that take no turn (a bump into a wall) count too, so a bot
    // that keeps bumping still stops.
    let mut commands = 0;
    while game.turn < TURN_BUDGET && commands < 4 * TURN_BUDGET {
        commands += 1;
        let Some(command) = bot.next_command(game) else { break };
        game.apply(command);
        let depth = game.depth();
        if depth >= levels_on_arrival.len() {
            levels_on_arrival.resize(depth + 1, game.player.level);
            armor_on_arrival.resize(depth + 1, game.player.armor());
        }
    }
    RunRecord {
        seed,
        outcome: outcome(game),
        turns: game.turn,
        depth: game.run.deepest,
        levels_on_arrival,
        armor_on_arrival,
    }
}

/// The figures of many runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BotReport {
    /// Every run, in seed order.
    pub runs: Vec<RunRecord>,
}

/// Plays the runs of `seeds`, each game made by `build`.
pub fn play_runs(
    seeds: impl IntoIterator<Item = u64>,
    build: impl Fn(u64) -> Option<Game>,
) -> BotReport {
    let runs = seeds
        .into_iter()
        .filter_map(|seed| build(seed).map(|mut game| play_run(seed, &mut game)))
        .collect();
    BotReport { runs }
}

impl BotReport {
    /// Runs won.
    pub fn won(&self) -> usize {
        self.runs.iter().filter(|r| r.outcome == RunOutcome::Won).count()
    }

    /// Runs lost before turn 30.
    pub fn early_deaths(&self) -> usize {
        self.runs
            .iter()
            .filter(|r| matches!(r.outcome, RunOutcome::Died(_)) && r.turns < 30)
            .count()
    }

    /// The median number of turns.
    pub fn median_turns(&self) -> u64 {
        let mut turns: Vec<u64> = self.runs.iter().map(|r| r.turns).collect();
        turns.sort_unstable();
        turns.get(turns.len() / 2).copied().unwrap_or(0)
    }

    /// Runs by the deepest level reached.
    pub fn depth_reached(&self) -> BTreeMap<u32, usize> {
        let mut out = BTreeMap::new();
        for run in &self.runs {
            *out.entry(run.depth).or_default() += 1;
        }
        out
    }

    /// Runs by what ended them, when they were not won.
    pub fn causes_of_death(&self) -> BTreeMap<String, usize> {
        let mut out = BTreeMap::new();
        for run in &self.runs {
            let cause = match run.outcome {
                RunOutcome::Won => continue,
                RunOutcome::Died(Some(kind)) => kind.name().to_owned(),
                RunOutcome::Died(None) => "unknown".to_owned(),
                RunOutcome::OutOfMoves => "out of moves".to_owned(),
                RunOutcome::GaveUp => "gave up".to_owned(),
            };
            *out.entry(cause).or_default() += 1;
        }
        out
    }

    /// The player's median level on arriving at each depth (from 1).
    pub fn level_by_depth(&self) -> BTreeMap<u32, i32> {
        median_by_depth(self.runs.iter().map(|r| &r.levels_on_arrival))
    }

    /// The player's median armor on arriving at each depth (from 1).
    pub fn armor_by_depth(&self) -> BTreeMap<u32, i32> {
        median_by_depth(self.runs.iter().map(|r| &r.armor_on_arrival))
    }
    /// The figures as one JSON object (the `--json` shape).
    pub fn to_json(&self) -> Value {
        let depths: BTreeMap<String, usize> =
            self.depth_reached().into_iter().map(|(d, n)| (d.to_string(), n)).collect();
        let levels: BTreeMap<String, i32> =
            self.level_by_depth().into_iter().map(|(d, l)| (d.to_string(), l)).collect();
        json!({
            "runs": self.runs.len(),
            "won": self.won(),
            "deaths_before_turn_30": self.early_deaths(),
            "median_turns": self.median_turns(),
            "depth_reached": depths,
            "causes_of_death": self.causes_of_death(),
            "level_by_depth": levels,
            "armor_by_depth": self.armor_by_depth().into_iter().map(|(d, a)| (d.to_string(), a)).collect::<BTreeMap<_, _>>(),
        })
    }

    /// The figures as a table for people.
    pub fn to_table(&self) -> String {
        let n = self.runs.len().max(1);
        let percent = |k: usize| 100.0 * k as f64 / n as f64;
        let mut out = String::new();
        out.push_str(&format!("runs                    {}\n", self.runs.len()));
        out.push_str(&format!(
            "won                     {} ({:.1}%)\n",
            self.won(),
            percent(self.won())
        ));
        out.push_str(&format!(
            "deaths before turn 30   {} ({:.1}%)\n",
            self.early_deaths(),
            percent(self.early_deaths())
        ));
        out.push_str(&format!("median turns            {}\n", self.median_turns()));
        out.push_str("depth reached           ");
        let depths: Vec<String> =
            self.depth_reached().iter().map(|(d, k)| format!("{d}: {k}")).collect();
        out.push_str(&depths.join(", "));
        out.push('\n');
        out.push_str("causes of death         ");
        let causes: Vec<String> =
            self.causes_of_death().iter().map(|(c, k)| format!("{c}: {k}")).collect();
        out.push_str(if causes.is_empty() { "none" } else { "" });
        out.push_str(&causes.join(", "));
        out.push('\n');
        out.push_str("level on arrival        ");
        let armor = self.armor_by_depth();
        let levels: Vec<String> = self
            .level_by_depth()
            .iter()
            .map(|(d, l)| format!("{d}: level {l}, armor {}", armor.get(d).copied().unwrap_or(0)))
            .collect();
        out.push_str(&levels.join("; "));
        out.push('\n');
        out
    }
}

/// The median of each depth's figures over many runs.
fn median_by_depth<'a>(runs: impl Iterator<Item = &'a Vec<i32>>) -> BTreeMap<u32, i32> {
    let mut by_depth: BTreeMap<u32, Vec<i32>> = BTreeMap::new();
    for figures in runs {
        for (d, &figure) in figures.iter().enumerate() {
            by_depth.entry(d as u32 + 1).or_default().push(figure);
        }
    }
    by_depth
        .into_iter()
        .map(|(d, mut figures)| {
            figures.sort_unstable();
            (d, figures[figures.len() / 2])
        })
        .collect()
}
