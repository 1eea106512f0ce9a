//! Many runs of the bot, and the figures they come to: runs won, depth
//! reached, deaths before turn 30, median turns, causes of death, and the
//! player's level at each depth — what `roguelike bot` prints.

use super::player::{outcome, BotPlayer, Persona, RunOutcome};
use crate::game::{Game, Hazard, Killer, MobKind};
use crate::locale::{Locale, Words};
use serde_json::Value;
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

/// Plays one run of the game `build` makes for `seed`, as `persona`.
pub fn play_run(seed: u64, game: &mut Game, persona: Persona) -> RunRecord {
    let mut bot = BotPlayer::with_persona(persona);
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

/// Plays the runs of `seeds` as the careful bot, each game made by `build`.
pub fn play_runs(
    seeds: impl IntoIterator<Item = u64>,
    build: impl Fn(u64) -> Option<Game> + Sync,
) -> BotReport {
    play_runs_as(Persona::Careful, seeds, build)
}

/// Plays the runs of `seeds` as `persona`, each game made by `build`. The
/// runs are independent, so natively they are shared among the machine's
/// cores (each thread takes every n-th seed, as long runs and short ones
/// mix along the seeds); the report is the same, in seed order.
pub fn play_runs_as(
    persona: Persona,
    seeds: impl IntoIterator<Item = u64>,
    build: impl Fn(u64) -> Option<Game> + Sync,
) -> BotReport {
    let seeds: Vec<u64> = seeds.into_iter().collect();
    let play = |seed: u64| build(seed).map(|mut game| play_run(seed, &mut game, persona));
    BotReport { runs: in_parallel(&seeds, play).into_iter().flatten().collect() }
}

/// `each` of every item, in order, on as many threads as the machine has
/// cores (one on wasm, which has no threads): each thread takes every n-th
/// item. A panic in one is the caller's.
pub fn in_parallel<R: Send>(items: &[u64], each: impl Fn(u64) -> R + Sync) -> Vec<R> {
    #[cfg(not(target_arch = "wasm32"))]
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(items.len());
    #[cfg(target_arch = "wasm32")]
    let threads = 1;
    if threads <= 1 {
        return items.iter().map(|&item| each(item)).collect();
    }
    let each = &each;
    let mut shares: Vec<std::vec::IntoIter<R>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|first| {
                scope.spawn(move || {
                    items.iter().skip(first).step_by(threads).map(|&item| each(item)).collect()
                })
            })
            .collect();
        // A panic in a run is the caller's, as if it had run here.
        handles
            .into_iter()
            .map(|handle| match handle.join() {
                Ok(share) => Vec::into_iter(share),
                Err(panic) => std::panic::resume_unwind(panic),
            })
            .collect()
    });
    (0..items.len()).filter_map(|i| shares[i % threads].next()).collect()
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

    /// Runs by what ended them, when they were not won, by the cause's
    /// English name (the `--json` keys).
    pub fn causes_of_death(&self) -> BTreeMap<String, usize> {
        self.causes().into_iter().map(|(name, (_, count))| (name, count)).collect()
    }

    /// Each cause by its English name, with the runs it ended.
    fn causes(&self) -> BTreeMap<String, (Cause, usize)> {
        let mut out: BTreeMap<String, (Cause, usize)> = BTreeMap::new();
        for run in &self.runs {
            let cause = match run.outcome {
                RunOutcome::Won => continue,
                RunOutcome::Died(Some(Killer::Creature(kind))) => Cause::Mob(kind),
                RunOutcome::Died(Some(Killer::Hazard(hazard))) => Cause::Hazard(hazard),
                RunOutcome::Died(None) => Cause::Unknown,
                RunOutcome::OutOfMoves => Cause::OutOfMoves,
                RunOutcome::GaveUp => Cause::GaveUp,
            };
            out.entry(cause.english()).or_insert((cause, 0)).1 += 1;
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
        crate::json_value!({
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

    /// The figures as a table for people, in the current language.
    pub fn to_table(&self) -> String {
        crate::locale::with_current(|locale| self.table(locale))
    }

    /// The table in `locale`'s words: a label column as wide as the longest
    /// label and three spaces, then the figures.
    fn table(&self, locale: &Locale) -> String {
        let n = self.runs.len().max(1);
        let share = |k: usize| format!("{k} ({:.1}%)", 100.0 * k as f64 / n as f64);
        let depths: Vec<String> =
            self.depth_reached().iter().map(|(d, k)| format!("{d}: {k}")).collect();
        let causes: Vec<String> = self
            .causes()
            .values()
            .map(|(cause, k)| format!("{}: {k}", cause.words(locale)))
            .collect();
        let armor = self.armor_by_depth();
        let levels: Vec<String> = self
            .level_by_depth()
            .iter()
            .map(|(d, l)| {
                let armor = armor.get(d).copied().unwrap_or(0);
                let words = locale.phrase_with(
                    "bot_level_and_armor",
                    &[("level", (*l).into()), ("armor", armor.into())],
                );
                format!("{d}: {words}")
            })
            .collect();
        let rows = [
            ("bot_runs", self.runs.len().to_string()),
            ("bot_won", share(self.won())),
            ("bot_early_deaths", share(self.early_deaths())),
            ("bot_median_turns", self.median_turns().to_string()),
            ("bot_depth_reached", depths.join(", ")),
            (
                "bot_causes_of_death",
                if causes.is_empty() {
                    locale.phrase("bot_no_deaths", &[])
                } else {
                    causes.join(", ")
                },
            ),
            ("bot_level_on_arrival", levels.join("; ")),
        ];
        let labels: Vec<String> = rows.iter().map(|(key, _)| locale.phrase(key, &[])).collect();
        let width = labels.iter().map(|l| l.chars().count()).max().unwrap_or(0) + 3;
        let mut out = String::new();
        for (label, (_, figures)) in labels.iter().zip(&rows) {
            let pad = width - label.chars().count();
            out.push_str(&format!("{label}{:pad$}{figures}\n", ""));
        }
        out
    }
}

/// What ended a run that was not won.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cause {
    /// Killed by this kind of creature.
    Mob(MobKind),
    /// Killed by something that is no creature (the player's own bomb).
    Hazard(Hazard),
    /// Killed by something unnamed.
    Unknown,
    /// The level's move limit ran out.
    OutOfMoves,
    /// The bot gave up.
    GaveUp,
}

impl Words for Cause {
    fn words(&self, locale: &Locale) -> String {
        match self {
            Cause::Mob(kind) => locale.name(kind.name()).to_owned(),
            Cause::Hazard(Hazard::OwnBomb) => locale.phrase("bot_cause_own_bomb", &[]),
            Cause::Unknown => locale.phrase("bot_cause_unknown", &[]),
            Cause::OutOfMoves => locale.phrase("bot_cause_out_of_moves", &[]),
            Cause::GaveUp => locale.phrase("bot_cause_gave_up", &[]),
        }
    }

    /// The JSON's name of the cause: the kind's file name, or the English
    /// words.
    fn english(&self) -> String {
        match self {
            Cause::Mob(kind) => kind.name().to_owned(),
            _ => self.words(Locale::english()),
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn work_shared_among_threads_comes_back_in_order() {
        let items: Vec<u64> = (0..101).collect();
        let squares: Vec<u64> = items.iter().map(|i| i * i).collect();
        assert_eq!(in_parallel(&items, |i| i * i), squares);
        assert_eq!(in_parallel(&[], |i| i), Vec::<u64>::new());
        assert_eq!(in_parallel(&[7], |i| i + 1), vec![8]);
    }

    fn report() -> BotReport {
        let run = |seed, outcome, turns, depth| RunRecord {
            seed,
            outcome,
            turns,
            depth,
            levels_on_arrival: vec![1, 3],
            armor_on_arrival: vec![0, 2],
        };
        BotReport {
            runs: vec![
                run(1, RunOutcome::Won, 400, 2),
                run(2, RunOutcome::Died(Some(Killer::Creature(MobKind::Robot))), 20, 1),
                run(3, RunOutcome::Died(Some(Killer::Creature(MobKind::Robot))), 300, 2),
                run(4, RunOutcome::GaveUp, 900, 2),
            ],
        }
    }

    #[test]
    fn the_table_reads_as_it_always_did_in_english() {
        let table = report().table(Locale::english());
        assert_eq!(
            table,
            "runs                    4\n\
             won                     1 (25.0%)\n\
             deaths before turn 30   1 (25.0%)\n\
             median turns            400\n\
             depth reached           1: 1, 2: 3\n\
             causes of death         Robot: 2, gave up: 1\n\
             level on arrival        1: level 1, armor 0; 2: level 3, armor 2\n"
        );
        let none = BotReport { runs: vec![] }.table(Locale::english());
        assert!(none.contains("\ncauses of death         none\n"), "{none}");
    }

    #[test]
    fn the_table_speaks_russian_and_the_json_stays_english() {
        assert!(crate::locale::set_language("ru"));
        let table = report().to_table();
        assert!(crate::locale::set_language("en"));
        assert_eq!(
            table,
            "забеги                4\n\
             выиграно              1 (25.0%)\n\
             смертей до хода 30    1 (25.0%)\n\
             медиана ходов         400\n\
             достигнутая глубина   1: 1, 2: 3\n\
             причины смерти        Робот: 2, сдался: 1\n\
             уровень по прибытии   1: уровень 1, броня 0; 2: уровень 3, броня 2\n"
        );
        let json = report().to_json();
        assert_eq!(json["causes_of_death"], crate::json_value!({"Robot": 2, "gave up": 1}));
    }
}
