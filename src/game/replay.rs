//! Replays: every command of a game with a checksum of the state it led to,
//! so a game can be played again from its start and any drift is caught at
//! the step where it happens; and the replay file, versioned JSON like saves.

use super::appearance::Leads;
use super::coordinates::{Coordinates, Diagonal, Direction, Step};
use super::damage::Damage;
use super::envelope::{self, EnvelopeError, FileKind};
use super::game::{Command, Game, TurnReport};
use super::kind::ItemKind;
use super::source::SourceRecord;
use crate::json::FromJson;
use crate::locale::{Locale, Words};
use serde::{Serialize, Serializer};
use std::fmt;

/// The `format` every replay file names.
pub const REPLAY_FORMAT: &str = "roguelike-replay";

/// The replay version this game writes. It reads versions 1 and 2 too, whose
/// checksums are checked as those versions computed them; games of versions
/// 1 to 3 replay with the fights of then ([`Replay::legacy_fights`]).
pub const REPLAY_VERSION: u32 = 4;

/// A command as saved: [`Command`] with fixed-width numbers.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
#[serde(tag = "command", rename_all = "snake_case")]
pub enum CommandRecord {
    /// [`Command::Move`].
    Move {
        /// The direction.
        direction: Direction,
    },
    /// [`Command::Wait`].
    Wait,
    /// [`Command::Select`].
    Select {
        /// The slot, from 0.
        slot: u32,
    },
    /// [`Command::Cycle`].
    Cycle {
        /// Slots to move by.
        delta: i32,
    },
    /// [`Command::UseSelected`].
    UseSelected,
    /// [`Command::DropSelected`].
    DropSelected,
    /// [`Command::Travel`].
    Travel {
        /// Which way.
        leads: Leads,
    },
    /// [`Command::Strike`].
    Strike,
    /// [`Command::BackOff`].
    BackOff,
    /// [`Command::Use`].
    Use {
        /// The kind of item.
        item: ItemKind,
    },
    /// [`Command::Build`].
    Build {
        /// The kind of item.
        item: ItemKind,
    },
    /// [`Command::Interact`].
    Interact {
        /// The cell.
        at: Coordinates,
    },
    /// [`Command::Diagonal`].
    Diagonal {
        /// The diagonal.
        diagonal: Diagonal,
    },
    /// [`Command::Rewind`].
    Rewind {
        /// Ticks back.
        ticks: u32,
    },
    /// [`Command::Fire`] up, down, left or right.
    Fire {
        /// The direction.
        direction: Direction,
    },
    /// [`Command::Fire`] diagonally.
    FireDiagonal {
        /// The diagonal.
        diagonal: Diagonal,
    },
}

impl From<Command> for CommandRecord {
    fn from(command: Command) -> CommandRecord {
        match command {
            Command::Move(direction) => CommandRecord::Move { direction },
            Command::Wait => CommandRecord::Wait,
            // A slot past u32 is out of range either way, and selecting out of
            // range does nothing.
            Command::Select(slot) => {
                CommandRecord::Select { slot: u32::try_from(slot).unwrap_or(u32::MAX) }
            }
            Command::Cycle(delta) => CommandRecord::Cycle { delta },
            Command::UseSelected => CommandRecord::UseSelected,
            Command::DropSelected => CommandRecord::DropSelected,
            Command::Travel(leads) => CommandRecord::Travel { leads },
            Command::Strike => CommandRecord::Strike,
            Command::BackOff => CommandRecord::BackOff,
            Command::Use(item) => CommandRecord::Use { item },
            Command::Build(item) => CommandRecord::Build { item },
            Command::Interact(at) => CommandRecord::Interact { at },
            Command::Diagonal(diagonal) => CommandRecord::Diagonal { diagonal },
            Command::Rewind(ticks) => CommandRecord::Rewind { ticks },
            Command::Fire(Step::Straight(direction)) => CommandRecord::Fire { direction },
            Command::Fire(Step::Diagonal(diagonal)) => CommandRecord::FireDiagonal { diagonal },
        }
    }
}

impl From<CommandRecord> for Command {
    fn from(record: CommandRecord) -> Command {
        match record {
            CommandRecord::Move { direction } => Command::Move(direction),
            CommandRecord::Wait => Command::Wait,
            CommandRecord::Select { slot } => Command::Select(slot as usize),
            CommandRecord::Cycle { delta } => Command::Cycle(delta),
            CommandRecord::UseSelected => Command::UseSelected,
            CommandRecord::DropSelected => Command::DropSelected,
            CommandRecord::Travel { leads } => Command::Travel(leads),
            CommandRecord::Strike => Command::Strike,
            CommandRecord::BackOff => Command::BackOff,
            CommandRecord::Use { item } => Command::Use(item),
            CommandRecord::Build { item } => Command::Build(item),
            CommandRecord::Interact { at } => Command::Interact(at),
            CommandRecord::Diagonal { diagonal } => Command::Diagonal(diagonal),
            CommandRecord::Rewind { ticks } => Command::Rewind(ticks),
            CommandRecord::Fire { direction } => Command::Fire(Step::Straight(direction)),
            CommandRecord::FireDiagonal { diagonal } => Command::Fire(Step::Diagonal(diagonal)),
        }
    }
}

/// One command and the checksum of the game right after it.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
pub struct ReplayStep {
    /// The command.
    #[serde(flatten)]
    pub command: CommandRecord,
    /// [`Game::checksum`] after the command, written as 16 hex digits.
    #[serde(serialize_with = "write_hex")]
    #[to_json(write = "write_hex_json")]
    #[json(read = "read_hex_json")]
    pub checksum: u64,
}

fn write_hex<S: Serializer>(value: &u64, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(&format!("{value:016x}"))
}

fn write_hex_json(value: &u64, w: &mut crate::json::Writer) {
    w.str(&format!("{value:016x}"));
}

fn read_hex_json(node: &crate::json::Node) -> Result<u64, crate::json::Error> {
    let text = <String as crate::json::FromJson>::from_json(node)?;
    u64::from_str_radix(&text, 16).map_err(|_| {
        crate::json::Error::custom(format!("checksum `{text}` is not 16 hexadecimal digits"))
    })
}

/// A game's start and every command played in it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson)]
pub struct Replay {
    /// Where the world came from.
    pub source: SourceRecord,
    /// The seed of the game's randomness.
    pub seed: u64,
    /// The commands, in order.
    pub steps: Vec<ReplayStep>,
    /// How many of the first steps carry version-1 checksums
    /// ([`Game::checksum_v1`]): a game recorded before messages became data
    /// and continued since.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub legacy_checksums: usize,
    /// How many steps after those carry version-2 checksums
    /// ([`Game::checksum_v2`]): a game recorded before the objects' share of
    /// the checksum was kept incrementally, and continued since.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub v2_checksums: usize,
    /// The game was recorded before fights were made fair (issue 27;
    /// replays of version 3 and older): it replays by those fights
    /// ([`Rules::legacy_fights`](super::Rules)), and so does a game continued
    /// from it.
    #[serde(default, skip_serializing_if = "is_false")]
    pub legacy_fights: bool,
}

fn is_false(flag: &bool) -> bool {
    !*flag
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

impl Replay {
    /// An empty replay of the game that `source` and `seed` start.
    pub fn new(source: SourceRecord, seed: u64) -> Replay {
        Replay {
            source,
            seed,
            steps: Vec::new(),
            legacy_checksums: 0,
            v2_checksums: 0,
            legacy_fights: false,
        }
    }

    /// The checksum step `index` (from 0) was recorded with, of `game`.
    pub fn checksum_for(&self, index: usize, game: &Game) -> u64 {
        if index < self.legacy_checksums {
            game.checksum_v1()
        } else if index - self.legacy_checksums < self.v2_checksums {
            game.checksum_v2()
        } else {
            game.checksum()
        }
    }

    /// Marks every step not of version 1 as of version 2: a replay read
    /// from a version-2 file (or save).
    pub(crate) fn recorded_by_v2(&mut self) {
        self.v2_checksums = self.steps.len().saturating_sub(self.legacy_checksums);
    }

    /// Keeps the counts of older checksums within the steps, so steps
    /// recorded from now on are checked as this version's.
    pub(crate) fn clamp_versions(&mut self) {
        self.legacy_checksums = self.legacy_checksums.min(self.steps.len());
        self.v2_checksums = self.v2_checksums.min(self.steps.len() - self.legacy_checksums);
    }

    /// Records `command`, just applied to `game`. Every command is recorded,
    /// those that take no turn too, so the inventory selection replays.
    pub fn record(&mut self, command: Command, game: &Game) {
        self.steps.push(ReplayStep { command: command.into(), checksum: game.checksum() });
    }
}

/// The replay file: the envelope and the replay, side by side.
#[derive(Serialize, crate::json::ToJson, crate::json::FromJson)]
struct ReplayFile {
    format: String,
    version: u32,
    #[serde(flatten)]
    replay: Replay,
}

/// Reads a replay file, migrating versions 1 and 2 (whose checksums stay
/// theirs, and are checked as such), and checks its world's name.
pub fn parse_replay(text: &str) -> Result<Replay, ReplayError> {
    let version = envelope::check(text, &REPLAY_FILE)?;
    let inconsistent = |e: crate::json::Error| ReplayError::Inconsistent(Damage::from_json(&e));
    let node = crate::json::parse(text).map_err(inconsistent)?;
    let mut replay = if version == 1 {
        v1::ReplayData::from_json(&node).map_err(inconsistent)?.migrate()
    } else {
        let file = ReplayFile::from_json(&node).map_err(inconsistent)?;
        envelope::check_members(text, &file).map_err(ReplayError::Inconsistent)?;
        file.replay
    };
    if version == 2 {
        replay.recorded_by_v2();
    }
    if version <= 3 {
        replay.legacy_fights = true;
    }
    replay.clamp_versions();
    replay.source.validate().map_err(ReplayError::Inconsistent)?;
    Ok(replay)
}

/// Version 1 replays: the same steps, every checksum of version 1.
pub(crate) mod v1 {
    use super::*;

    /// A version-1 replay's contents.
    #[derive(crate::json::FromJson)]
    pub(crate) struct ReplayData {
        source: SourceRecord,
        seed: u64,
        steps: Vec<ReplayStep>,
    }

    impl ReplayData {
        pub(crate) fn migrate(self) -> Replay {
            let legacy_checksums = self.steps.len();
            Replay {
                source: self.source,
                seed: self.seed,
                steps: self.steps,
                legacy_checksums,
                v2_checksums: 0,
                legacy_fights: true,
            }
        }
    }
}

/// Writes a replay file as pretty JSON.
pub fn write_replay(replay: &Replay) -> String {
    let file = ReplayFile {
        format: REPLAY_FORMAT.to_owned(),
        version: REPLAY_VERSION,
        replay: replay.clone(),
    };
    envelope::to_pretty_json(&file)
}

/// What replay files are called, and the format and version they carry.
const REPLAY_FILE: FileKind =
    FileKind { noun: "replay", format: REPLAY_FORMAT, version: REPLAY_VERSION, oldest: 1 };

/// Why a replay could not be read or played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The file is not a replay this game reads: empty, not JSON, cut off, or
    /// another format or version.
    File(EnvelopeError),
    /// A replay whose contents are malformed (an unknown command, a bad
    /// checksum); what is wrong.
    Inconsistent(Damage),
    /// The replay's starting game could not be built; why.
    Start(String),
    /// Replaying led somewhere else than the recorded game went.
    Diverged {
        /// The step whose result differs, from 1.
        step: usize,
        /// The game's turn after that step.
        turn: u64,
        /// The recorded checksum.
        expected: u64,
        /// The checksum replaying gave.
        actual: u64,
    },
}

impl Words for ReplayError {
    fn words(&self, locale: &Locale) -> String {
        match self {
            ReplayError::File(e) => e.words(locale, &REPLAY_FILE),
            ReplayError::Inconsistent(what) => {
                locale.phrase("replay_error_damaged", &[("what", &what.words(locale))])
            }
            ReplayError::Start(why) => locale.phrase("replay_error_start", &[("why", why)]),
            ReplayError::Diverged { step, turn, expected, actual } => locale.phrase_with(
                "replay_error_diverged",
                &[
                    ("step", (*step).into()),
                    ("turn", (*turn).into()),
                    ("expected", format!("{expected:016x}").into()),
                    ("actual", format!("{actual:016x}").into()),
                ],
            ),
        }
    }
}

/// The message in the current language.
impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localized())
    }
}

impl std::error::Error for ReplayError {}

impl From<EnvelopeError> for ReplayError {
    fn from(e: EnvelopeError) -> ReplayError {
        ReplayError::File(e)
    }
}

/// What one replayed step did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepOutcome {
    /// The step's command was applied and the game matches the recording.
    Applied {
        /// The step, from 1.
        step: usize,
        /// What the command did.
        report: TurnReport,
    },
    /// Every step has been played.
    Finished,
}

/// Plays a replay back, one step at a time, checking each against its
/// recorded checksum.
#[derive(Debug)]
pub struct ReplayPlayer {
    replay: Replay,
    game: Game,
    next: usize,
}

impl ReplayPlayer {
    /// Rebuilds the replay's starting game with `build` (the app passes its
    /// world builder: source and seed to game).
    pub fn new<F>(replay: Replay, build: F) -> Result<ReplayPlayer, ReplayError>
    where
        F: FnOnce(&SourceRecord, u64) -> Result<Game, String>,
    {
        let mut game = build(&replay.source, replay.seed).map_err(ReplayError::Start)?;
        if replay.legacy_fights {
            game.use_legacy_fights();
        }
        Ok(ReplayPlayer { replay, game, next: 0 })
    }

    /// Applies the next command and checks the game against the recording.
    /// After a divergence the player stays at the step that diverged.
    pub fn step(&mut self) -> Result<StepOutcome, ReplayError> {
        let Some(recorded) = self.replay.steps.get(self.next).copied() else {
            return Ok(StepOutcome::Finished);
        };
        let report = self.game.apply(recorded.command.into());
        let actual = self.replay.checksum_for(self.next, &self.game);
        self.next += 1;
        if actual != recorded.checksum {
            return Err(ReplayError::Diverged {
                step: self.next,
                turn: self.game.turn,
                expected: recorded.checksum,
                actual,
            });
        }
        Ok(StepOutcome::Applied { step: self.next, report })
    }

    /// Plays every remaining step, stopping at the first divergence.
    pub fn play_to_end(&mut self) -> Result<(), ReplayError> {
        while let StepOutcome::Applied { .. } = self.step()? {}
        Ok(())
    }

    /// The game as replayed so far.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The game, taken out (to continue playing from here).
    pub fn into_game(self) -> Game {
        self.game
    }

    /// Steps played so far.
    pub fn position(&self) -> usize {
        self.next
    }

    /// The replay being played.
    pub fn replay(&self) -> &Replay {
        &self.replay
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_round_trips_through_its_record() {
        let commands = [
            Command::Move(Direction::Left),
            Command::Wait,
            Command::Select(3),
            Command::Cycle(-2),
            Command::UseSelected,
            Command::DropSelected,
            Command::Travel(Leads::Down),
            Command::Strike,
            Command::BackOff,
            Command::Use(ItemKind::Bomb),
            Command::Build(ItemKind::Bow),
            Command::Interact(Coordinates::new(-3, 4)),
            Command::Diagonal(Diagonal::DownLeft),
        ];
        for command in commands {
            assert_eq!(Command::from(CommandRecord::from(command)), command);
        }
    }

    #[test]
    fn steps_write_flat_with_hex_checksums() {
        let step = ReplayStep {
            command: CommandRecord::Move { direction: Direction::Up },
            checksum: 0xab,
        };
        let json = serde_json::to_string(&step).expect("serialises");
        assert_eq!(json, r#"{"command":"move","direction":"Up","checksum":"00000000000000ab"}"#);
        assert_eq!(crate::json::from_str::<ReplayStep>(&json).expect("parses"), step);
        let bad = r#"{"command":"wait","checksum":"xyz"}"#;
        assert!(crate::json::from_str::<ReplayStep>(bad).is_err());
    }

    #[test]
    fn a_world_file_named_in_kilobytes_is_refused_before_its_errors_repeat_the_name() {
        let name = "n".repeat(4096);
        let source = SourceRecord::File { name, text: "100000 3000\n".into() };
        let text = write_replay(&Replay::new(source, 1));
        assert_eq!(
            parse_replay(&text).expect_err("too long").to_string(),
            "the replay is damaged: the world file's name is 4096 bytes long (at most 255)"
        );
    }
}
