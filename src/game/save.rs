//! Saved games: `GameRecord`, the whole game as plain serde data (every
//! level's objects at their ids, the arenas' slot generations and free lists,
//! the random generator mid-stream), so a loaded game continues exactly where
//! it stopped; and the save file around it, versioned JSON with its own error
//! messages. Version 1 (one level, messages as sentences) is migrated on
//! reading. Restoring checks every number against [`limits`](super::limits):
//! a crafted save is refused with a message, never a panic or a hang.

use super::arena::ObjectId;
use super::coordinates::Coordinates;
use super::damage::Damage;
use super::envelope::{self, EnvelopeError, FileKind};
use super::fragments::Fragments;
use super::game::{CommandBuffer, Ending, Game};
use super::invalid::{Field, Invalid, Thing};
use super::inventory::{stacks, Inventory, MAX_STACK};
use super::item::new_item;
use super::kind::ItemKind;
use super::level::Level;
use super::limits::{self, MAX_LEVEL, MAX_LEVELS, MAX_MESSAGES, MAX_SLOTS, MAX_STAT, MAX_TEXT};
use super::memory::{SeenCells, SeenChunk};
use super::message::{Entry, Message};
use super::message_log::MessageLog;
use super::object::GameObject;
use super::player::Player;
use super::record::SavedObject;
use super::replay::Replay;
use super::rng::GameRng;
use super::rules::Rules;
use super::run::RunStats;
use super::sight::field_of_view;
use super::source::SourceRecord;
use super::world::{GameWorld, WorldPartsError};
use crate::content::{Content, Growth};
use crate::json::FromJson;
use crate::locale::{Locale, Words};
use serde::Serialize;
use serde_json::Value;
use std::fmt;

/// The `format` every save file names.
pub const SAVE_FORMAT: &str = "roguelike-save";

/// The save version this game writes. It reads versions 1 and 2 too (their
/// replays' checksums are checked as those versions computed them), and 3,
/// whose games go on fighting as they did before issue 27.
pub const SAVE_VERSION: u32 = 4;

/// A whole game as plain data.
#[derive(Serialize, crate::json::ToJson, crate::json::FromJson, Debug, Clone, PartialEq)]
pub struct GameRecord {
    /// Turns taken so far.
    pub turn: u64,
    /// The seed the game started from.
    pub seed: u64,
    /// The game's random generator, mid-stream.
    pub rng: GameRng,
    /// Everything that was said.
    pub log: MessageLog,
    /// The player.
    pub player: PlayerRecord,
    /// The level the player is on, from 0.
    pub depth: u32,
    /// Every level, from the top.
    pub levels: Vec<LevelRecord>,
    /// The objects that acted during the last turn.
    pub acted: Vec<ObjectId>,
    /// The run's tally.
    #[serde(default)]
    pub run: RunStats,
    /// How the game ended, when an action ended it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended: Option<Ending>,
    /// Steps in a row that went nowhere, on a level that limits them.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub failed_steps: u32,
}

fn is_zero(count: &u32) -> bool {
    *count == 0
}

/// One level as saved.
#[derive(Serialize, crate::json::ToJson, crate::json::FromJson, Debug, Clone, PartialEq)]
pub struct LevelRecord {
    /// What the level plays by.
    pub rules: Rules,
    /// The generation of every arena slot, live or free.
    pub arena_generations: Vec<u32>,
    /// The free slots, in the order they will be reused.
    pub free_slots: Vec<u32>,
    /// Every object, walls included, in slot order.
    pub objects: Vec<SavedObject>,
    /// Every cell of the level the player has seen.
    pub seen: Vec<SeenChunk>,
    /// What the level's rule set keeps beside the objects (absent for seed
    /// 000's, which keeps nothing).
    #[serde(default, skip_serializing_if = "Value::is_null")]
    pub state: Value,
    /// What the player felt of the level in the dark (blind levels only).
    #[serde(default, skip_serializing_if = "Fragments::is_empty")]
    pub fragments: Fragments,
}

/// The player as saved.
#[derive(Serialize, crate::json::ToJson, crate::json::FromJson, Debug, Clone, PartialEq, Eq)]
pub struct PlayerRecord {
    /// Where the player stands.
    pub at: Coordinates,
    /// Current health.
    pub health: i32,
    /// Maximum health.
    pub max_health: i32,
    /// Attack per level, before equipment.
    pub base_attack: i32,
    /// Armor per level, before equipment.
    pub base_armor: i32,
    /// Experience towards the next level.
    pub experience: i32,
    /// Level, from 1.
    pub level: i32,
    /// Experience cost factor.
    pub level_cost: i32,
    /// What each level adds; absent for seed 000's rule.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub growth: Option<Growth>,
    /// Every inventory slot: the kind of item in it, or `null`.
    pub inventory: Vec<Option<ItemKind>>,
    /// The selected slot, from 0.
    pub selected: u32,
    /// The equipped items; each kind's slot comes from the content table.
    pub equipment: Vec<ItemKind>,
    /// How many items each slot holds (0 for an empty one) when the
    /// inventory stacks; absent for one that holds an item a slot (every
    /// save before stacks, whose checksums are unchanged).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stacks: Option<Vec<u32>>,
    /// Turns left of an Invisibility Potion.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub invisible: u32,
    /// Turns left of an Invincibility Potion.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub invincible: u32,
}

/// A save file: the game, where its world came from, and every command played
/// so far (so the game can also be watched again). A member it does not
/// have is an error: our own files hold nothing we do not read.
#[derive(Serialize, crate::json::ToJson, crate::json::FromJson, Debug, Clone, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct SaveFile {
    /// Always [`SAVE_FORMAT`].
    pub format: String,
    /// Always [`SAVE_VERSION`] when written by this game.
    pub version: u32,
    /// Where the world came from.
    pub source: SourceRecord,
    /// The game.
    pub game: GameRecord,
    /// The commands that led here from the start.
    pub replay: Replay,
}

impl SaveFile {
    /// A save of `game`, at this version.
    pub fn new(source: SourceRecord, game: &Game, replay: Replay) -> SaveFile {
        SaveFile {
            format: SAVE_FORMAT.to_owned(),
            version: SAVE_VERSION,
            source,
            game: game.to_record(),
            replay,
        }
    }

    /// The saved game, ready to continue.
    pub fn restore(&self) -> Result<Game, SaveError> {
        let mut game = Game::from_record(&self.game)?;
        if self.replay.legacy_fights {
            game.use_legacy_fights();
        }
        Ok(game)
    }
}

/// Why a save could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// The file is not a save this game reads: empty, not JSON, cut off, or
    /// another format or version.
    File(EnvelopeError),
    /// A save whose contents do not fit together (unknown kinds, clashing
    /// ids, malformed walls, numbers out of bounds …); what is wrong.
    Inconsistent(Damage),
}

/// What save files are called, and the format and versions they carry.
const SAVE_FILE: FileKind =
    FileKind { noun: "save", format: SAVE_FORMAT, version: SAVE_VERSION, oldest: 1 };

impl Words for SaveError {
    fn words(&self, locale: &Locale) -> String {
        match self {
            SaveError::File(e) => e.words(locale, &SAVE_FILE),
            SaveError::Inconsistent(what) => {
                locale.phrase("save_error_damaged", &[("what", &what.words(locale))])
            }
        }
    }
}

/// The message in the current language.
impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localized())
    }
}

impl std::error::Error for SaveError {}

impl From<EnvelopeError> for SaveError {
    fn from(e: EnvelopeError) -> SaveError {
        SaveError::File(e)
    }
}

/// Reads a save file, migrating versions 1 and 2. The file and its world's name are
/// checked here; [`SaveFile::restore`] checks that the game in it fits
/// together.
pub fn parse_save(text: &str) -> Result<SaveFile, SaveError> {
    let version = envelope::check(text, &SAVE_FILE)?;
    let inconsistent = |e: crate::json::Error| SaveError::Inconsistent(Damage::from_json(&e));
    let node = crate::json::parse(text).map_err(inconsistent)?;
    let mut file = if version == 1 {
        v1::SaveFile::from_json(&node).map_err(inconsistent)?.migrate()
    } else {
        let file = SaveFile::from_json(&node).map_err(inconsistent)?;
        envelope::check_members(text, &file).map_err(SaveError::Inconsistent)?;
        file
    };
    if version == 2 {
        file.replay.recorded_by_v2();
    }
    if version <= 3 {
        // Saved before fights were made fair: the game goes on as it began,
        // so its replay still holds.
        file.replay.legacy_fights = true;
    }
    file.replay.clamp_versions();
    file.version = SAVE_VERSION;
    file.source.validate().map_err(SaveError::Inconsistent)?;
    file.replay.source.validate().map_err(|e| damaged(Damage::InReplay(Box::new(e))))?;
    Ok(file)
}

/// Writes a save file as pretty JSON.
pub fn write_save(save: &SaveFile) -> String {
    envelope::to_pretty_json(save)
}

fn damaged(what: impl Into<Damage>) -> SaveError {
    SaveError::Inconsistent(what.into())
}

impl Game {
    /// The player as plain data.
    pub fn player_record(&self) -> PlayerRecord {
        let player = &self.player;
        PlayerRecord {
            at: player.coordinates,
            health: player.health,
            max_health: player.max_health,
            base_attack: player.base_attack,
            base_armor: player.base_armor,
            experience: player.experience,
            level: player.level,
            level_cost: player.level_cost,
            growth: player.growth,
            inventory: player.inventory.kinds(),
            selected: u32::try_from(player.inventory.selected()).unwrap_or(u32::MAX),
            equipment: player.equipment().map(|(_, item)| item.kind()).collect(),
            stacks: player.inventory.counts(),
            invisible: player.invisible,
            invincible: player.invincible,
        }
    }

    /// The whole game as plain data.
    pub fn to_record(&self) -> GameRecord {
        GameRecord {
            turn: self.turn,
            seed: self.seed,
            rng: self.rng.clone(),
            log: self.log.clone(),
            player: self.player_record(),
            depth: u32::try_from(self.depth).unwrap_or(u32::MAX),
            levels: self.levels.iter().map(level_record).collect(),
            acted: self.acted.clone(),
            run: self.run.clone(),
            ended: self.ended,
            failed_steps: self.failed_steps,
        }
    }

    /// The game a record describes, or what in the record does not fit.
    pub fn from_record(record: &GameRecord) -> Result<Game, SaveError> {
        let player = restore_player(&record.player).map_err(SaveError::Inconsistent)?;
        let count = record.levels.len();
        if !(1..=MAX_LEVELS).contains(&count) {
            return Err(damaged(Damage::LevelCount { count }));
        }
        let depth = record.depth as usize;
        if depth >= count {
            return Err(damaged(Damage::DepthOutside {
                level: u64::from(record.depth) + 1,
                count,
            }));
        }
        let levels = record
            .levels
            .iter()
            .enumerate()
            .map(|(n, level)| {
                restore_level(level, count).map_err(|e| {
                    damaged(Damage::OnLevel { level: n + 1, damage: Box::new(e.into()) })
                })
            })
            .collect::<Result<Vec<Level>, SaveError>>()?;
        check_log(&record.log)?;
        if record.acted.len() > MAX_SLOTS {
            return Err(damaged(Damage::ActedTooLong));
        }
        let level = &levels[depth];
        let view = field_of_view(&level.world, player.coordinates, level.rules.sight_radius());
        let mut game = Game {
            levels,
            depth,
            player,
            log: record.log.clone(),
            turn: record.turn,
            seed: record.seed,
            rng: record.rng.clone(),
            tuning: Content::get().world,
            buffer: CommandBuffer::default(),
            acted: record.acted.clone(),
            view,
            run: record.run.clone(),
            ended: record.ended,
            stepped_on_exit: false,
            failed_steps: record.failed_steps,
            last_shot: None,
        };
        game.settle_digests();
        Ok(game)
    }
}

fn level_record(level: &Level) -> LevelRecord {
    let (arena_generations, free_slots) = level.world.slot_parts();
    LevelRecord {
        rules: level.rules.clone(),
        arena_generations,
        free_slots,
        objects: level
            .world
            .objects()
            .map(|(id, object)| SavedObject { id, record: object.record() })
            .collect(),
        seen: level.seen.to_records(),
        state: level.state.as_ref().map_or(Value::Null, |state| state.record()),
        fragments: level.memory.clone(),
    }
}

fn restore_level(record: &LevelRecord, levels: usize) -> Result<Level, Invalid> {
    record.rules.validate()?;
    if record.arena_generations.len() > MAX_SLOTS || record.free_slots.len() > MAX_SLOTS {
        return Err(Invalid::TooManySlots { max: MAX_SLOTS });
    }
    if record.seen.len() > MAX_SLOTS {
        return Err(Invalid::TooManySeenChunks);
    }
    let mut ids: Vec<ObjectId> = record.objects.iter().map(|o| o.id).collect();
    crate::order::sort(&mut ids);
    if let Some(pair) = ids.windows(2).find(|pair| pair[0] == pair[1]) {
        return Err(Invalid::SharedId { id: pair[0] });
    }
    let mut objects: Vec<(ObjectId, Box<dyn GameObject>)> = Vec::with_capacity(ids.len());
    for saved in &record.objects {
        let object = saved.record.clone().into_object();
        let in_object = |problem| Invalid::InObject { id: saved.id, problem: Box::new(problem) };
        object.validate().map_err(in_object)?;
        if let Some(passage) = object.passage() {
            if passage.level >= levels {
                return Err(in_object(Invalid::StairsBeyond {
                    level: passage.level + 1,
                    count: levels,
                }));
            }
        }
        objects.push((saved.id, object));
    }
    let world =
        GameWorld::from_parts(record.arena_generations.clone(), objects, record.free_slots.clone())
            .map_err(|e| match e {
                WorldPartsError::Slots => Invalid::Slots,
                WorldPartsError::WallOverlap(at) => Invalid::WallOverlap { at },
            })?;
    let seen = SeenCells::from_records(&record.seen)?;
    let state = match &record.state {
        Value::Null => None,
        saved => Some(
            record
                .rules
                .set
                .get()
                .restore_state(saved, &world)
                .map_err(|problem| Invalid::RuleState { problem })?,
        ),
    };
    record.fragments.validate()?;
    Ok(Level { world, rules: record.rules.clone(), state, seen, memory: record.fragments.clone() })
}

fn check_log(log: &MessageLog) -> Result<(), SaveError> {
    if log.len() > MAX_MESSAGES {
        return Err(damaged(Damage::LogTooLong { max: MAX_MESSAGES }));
    }
    for entry in log.all() {
        if let Message::Text { text } = &entry.message {
            if text.len() > MAX_TEXT {
                return Err(damaged(Damage::MessageTooLong { max: MAX_TEXT }));
            }
        }
    }
    Ok(())
}

impl Player {
    /// The player a record describes, checked as a save's player is; what
    /// does not fit, if anything.
    pub fn from_record(record: &PlayerRecord) -> Result<Player, Damage> {
        restore_player(record)
    }
}

fn restore_player(record: &PlayerRecord) -> Result<Player, Damage> {
    let check = |field: Field, value: i32, low: i32, high: i32| {
        limits::check_range(field, i64::from(value), i64::from(low)..=i64::from(high))
            .map_err(Damage::from)
    };
    limits::check_cell(Thing::Player, record.at).map_err(Damage::from)?;
    check(Field::MaxHealth, record.max_health, 1, MAX_STAT)?;
    check(Field::Health, record.health, i32::MIN / 2, record.max_health)?;
    check(Field::BaseAttack, record.base_attack, 0, MAX_STAT)?;
    check(Field::BaseArmor, record.base_armor, 0, MAX_STAT)?;
    check(Field::Experience, record.experience, 0, MAX_STAT)?;
    check(Field::Level, record.level, 1, MAX_LEVEL)?;
    check(Field::LevelCost, record.level_cost, 1, MAX_STAT)?;
    let slots = record.inventory.len();
    if !(1..=limits::MAX_INVENTORY).contains(&slots) {
        return Err(Damage::InventorySize { slots, max: limits::MAX_INVENTORY });
    }
    let mut player = Player::new(record.at);
    player.health = record.health;
    player.max_health = record.max_health;
    player.base_attack = record.base_attack;
    player.base_armor = record.base_armor;
    player.experience = record.experience;
    player.level = record.level;
    player.level_cost = record.level_cost;
    if let Some(growth) = record.growth {
        check(Field::AttackGrowth, growth.attack, 0, MAX_STAT)?;
        check(Field::ArmorGrowth, growth.armor, 0, MAX_STAT)?;
        check(Field::HealthGrowth, growth.health, 0, MAX_STAT)?;
    }
    player.growth = record.growth;
    // Any count of turns is safe: it only counts down, one a turn.
    player.invisible = record.invisible;
    player.invincible = record.invincible;
    player.inventory = match &record.stacks {
        Some(_) => Inventory::stacking(slots),
        None => Inventory::new(slots),
    };
    for (slot, kind) in record.inventory.iter().enumerate() {
        let count = record.stacks.as_ref().map_or(1, |c| c.get(slot).copied().unwrap_or(0));
        let fits = match kind {
            Some(kind) => count == 1 || (count > 1 && count <= MAX_STACK && stacks(*kind)),
            None => count == 0 || record.stacks.is_none(),
        };
        if !fits || record.stacks.as_ref().is_some_and(|c| c.len() != slots) {
            return Err(Damage::StackCount { slot, count });
        }
        if let Some(kind) = kind {
            player.inventory.put(slot, new_item(*kind), count);
        }
    }
    let selected = record.selected as usize;
    if selected >= slots {
        return Err(Damage::SelectedOutside { selected, slots });
    }
    player.inventory.select(selected);
    for &kind in &record.equipment {
        match player.equip(new_item(kind)) {
            Ok(None) => {}
            Ok(Some(_)) => return Err(Damage::from(Invalid::TwoEquipped { kind })),
            Err(_) => return Err(Damage::from(Invalid::CannotEquip { kind })),
        }
    }
    Ok(player)
}

/// Version 1 saves: one level, its rules those of seed 000, messages as
/// sentences, the update radius saved (now a content constant, ignored).
mod v1 {
    use super::*;

    #[derive(crate::json::FromJson)]
    pub(super) struct SaveFile {
        source: SourceRecord,
        game: GameRecord,
        replay: super::super::replay::v1::ReplayData,
    }

    #[derive(crate::json::FromJson)]
    struct GameRecord {
        turn: u64,
        seed: u64,
        rng: GameRng,
        log: Log,
        player: PlayerRecord,
        arena_generations: Vec<u32>,
        free_slots: Vec<u32>,
        objects: Vec<SavedObject>,
        seen: Vec<SeenChunk>,
        acted: Vec<ObjectId>,
    }

    #[derive(crate::json::FromJson)]
    struct Log {
        messages: Vec<Sentence>,
    }

    #[derive(crate::json::FromJson)]
    struct Sentence {
        text: String,
        turn: u64,
    }

    impl SaveFile {
        pub(super) fn migrate(self) -> super::SaveFile {
            let game = self.game;
            let log = MessageLog::from_entries(
                game.log
                    .messages
                    .into_iter()
                    .map(|s| Entry { message: Message::Text { text: s.text }, turn: s.turn })
                    .collect(),
            );
            let level = LevelRecord {
                rules: Rules::classic(),
                arena_generations: game.arena_generations,
                free_slots: game.free_slots,
                objects: game.objects,
                seen: game.seen,
                state: Value::Null,
                fragments: Fragments::default(),
            };
            super::SaveFile {
                format: SAVE_FORMAT.to_owned(),
                version: SAVE_VERSION,
                source: self.source,
                game: super::GameRecord {
                    turn: game.turn,
                    seed: game.seed,
                    rng: game.rng,
                    log,
                    player: game.player,
                    depth: 0,
                    levels: vec![level],
                    acted: game.acted,
                    run: RunStats { deepest: 1, ..RunStats::default() },
                    ended: None,
                    failed_steps: 0,
                },
                replay: self.replay.migrate(),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::record::ObjectRecord;
    use crate::game::{Command, Creature, Direction, DroppedItem, MobKind, Wall};

    fn small_game() -> Game {
        let mut world = GameWorld::new();
        world
            .add(Box::new(Wall::from_rows(
                Coordinates::ZERO,
                &["#####", "#...#", "#...#", "#####"],
            )))
            .expect("one wall");
        world
            .add(Box::new(Creature::new(MobKind::Robot, Coordinates::new(3, 1), None)))
            .expect("mob");
        world
            .add(Box::new(DroppedItem::new(Coordinates::new(1, 2), ItemKind::Sword)))
            .expect("item");
        Game::new(world, Player::new(Coordinates::new(2, 2)), 7)
    }

    #[test]
    fn a_record_round_trips_through_json() {
        let mut game = small_game();
        game.apply(Command::Move(Direction::Left));
        let record = game.to_record();
        let json = serde_json::to_string(&record).expect("serialises");
        let back: GameRecord = crate::json::from_str(&json).expect("deserialises");
        assert_eq!(back, record);
        let loaded = Game::from_record(&back).expect("consistent");
        assert_eq!(loaded.snapshot(), game.snapshot());
        assert_eq!(loaded.to_record(), record);
        assert_eq!(loaded.checksum(), game.checksum());
    }

    #[test]
    fn clashing_ids_and_bad_walls_are_damage_not_panics() {
        let game = small_game();
        let mut record = game.to_record();
        let first = record.levels[0].objects[0].id;
        record.levels[0].objects[1].id = first;
        assert_eq!(
            Game::from_record(&record).expect_err("clash").to_string(),
            "the save is damaged: level 1: two objects share the id #0v0"
        );
        let mut record = game.to_record();
        record.levels[0].free_slots.push(0);
        assert!(Game::from_record(&record).is_err());
        let mut record = game.to_record();
        record.player.selected = 9;
        assert!(Game::from_record(&record).is_err());
    }

    #[test]
    fn a_save_at_the_last_turn_plays_on_without_overflow() {
        let mut record = small_game().to_record();
        record.turn = u64::MAX;
        let mut game = Game::from_record(&record).expect("any turn count loads");
        game.apply(Command::Wait);
        game.apply(Command::Move(Direction::Left));
        assert_eq!(game.turn, u64::MAX, "the count stops at the last turn");
        assert!(Game::from_record(&game.to_record()).is_ok());
    }

    #[test]
    fn a_mob_at_i32_min_is_refused_not_negated() {
        let mut record = small_game().to_record();
        let mut json = serde_json::to_value(&record.levels[0].objects[1]).expect("json");
        json["at"]["y"] = crate::json_value!(i32::MIN);
        record.levels[0].objects[1] = crate::json::from_value(&json).expect("still a mob");
        assert_eq!(
            Game::from_record(&record).expect_err("far").to_string(),
            "the save is damaged: level 1: object #1v0: a Robot at (3, -2147483648) is outside \
             the world (at most ±16777216)"
        );
    }

    #[test]
    fn a_player_at_the_world_edge_cannot_walk_out_so_the_save_still_loads() {
        let edge = limits::MAX_COORDINATE;
        let mut record = small_game().to_record();
        record.player.at = Coordinates::new(edge, -edge);
        let mut game = Game::from_record(&record).expect("the edge is inside");
        let report = game.apply(Command::Move(Direction::Right));
        assert!(!report.took_turn, "beyond the edge is like a wall");
        game.apply(Command::Move(Direction::Up));
        assert_eq!(game.player.coordinates, Coordinates::new(edge, -edge));
        assert!(Game::from_record(&game.to_record()).is_ok());
    }

    #[test]
    fn a_ghost_at_the_world_edge_cannot_flee_out_of_it() {
        let edge = limits::MAX_COORDINATE;
        let mut world = GameWorld::new();
        world
            .add(Box::new(Creature::new(MobKind::Ghost, Coordinates::new(edge, edge), None)))
            .expect("ghost");
        // In the corner, every step away from the player leads out.
        let player = Player::new(Coordinates::new(edge - 1, edge - 1));
        let mut game = Game::new(world, player, 9);
        for _ in 0..5 {
            game.apply(Command::Wait);
        }
        let (_, ghost) = game.world().objects().next().expect("the ghost stays");
        assert!(limits::in_world(ghost.coordinates()), "{}", ghost.coordinates());
        assert!(Game::from_record(&game.to_record()).is_ok());
    }

    #[test]
    fn a_player_at_the_limits_who_wins_a_fight_still_saves() {
        let mut world = GameWorld::new();
        world
            .add(Box::new(Creature::new(MobKind::Robot, Coordinates::new(1, 0), None)))
            .expect("mob");
        let mut player = Player::new(Coordinates::ZERO);
        player.base_attack = MAX_STAT;
        (player.level, player.level_cost, player.experience) = (MAX_LEVEL, MAX_STAT, MAX_STAT);
        let mut game = Game::new(world, player, 3);
        game.apply(Command::Move(Direction::Right));
        assert!(game.log.all().iter().any(|e| matches!(e.message, Message::Defeated { .. })));
        assert_eq!(game.player.experience, MAX_STAT);
        assert!(Game::from_record(&game.to_record()).is_ok(), "the game's own save loads");
    }

    #[test]
    fn a_kind_given_as_a_number_says_a_name_was_expected_not_just_expected_value() {
        let game = small_game();
        let source = SourceRecord::Random { seed: 7 };
        let save = SaveFile::new(source.clone(), &game, Replay::new(source, 7));
        let mut json = serde_json::to_value(&save).expect("json");
        json["game"]["player"]["inventory"][0] = crate::json_value!(7);
        let text = serde_json::to_string(&json).expect("text");
        let message = parse_save(&text).expect_err("a number for a kind").to_string();
        assert!(message.starts_with("the save is damaged: 1:"), "{message}");
        assert!(message.ends_with(": expected a name in quotes, found another kind of value"));
    }

    #[test]
    fn a_depth_past_the_levels_is_counted_from_1_like_the_levels() {
        let mut record = small_game().to_record();
        record.depth = 4;
        assert_eq!(
            Game::from_record(&record).expect_err("no level 5").to_string(),
            "the save is damaged: the player is on level 5 of a game of 1 level"
        );
        record.depth = u32::MAX;
        assert!(Game::from_record(&record).expect_err("far").to_string().contains("4294967296"));
    }

    #[test]
    fn numbers_out_of_bounds_are_refused() {
        let game = small_game();
        let mut record = game.to_record();
        record.player.at = Coordinates::new(i32::MAX, 0);
        assert!(Game::from_record(&record).expect_err("far").to_string().contains("outside"));
        let mut record = game.to_record();
        record.player.level_cost = 0;
        assert!(Game::from_record(&record).is_err(), "a zero level cost would loop");
        let mut record = game.to_record();
        record.levels[0].rules.sight = crate::game::SightModel::FieldOfView { radius: 1_000_000 };
        assert!(Game::from_record(&record).is_err());
        let mut record = game.to_record();
        if let ObjectRecord::Mob(_) = &record.levels[0].objects[1].record {
            let mut json = serde_json::to_value(&record.levels[0].objects[1]).expect("json");
            json["health"] = crate::json_value!(99);
            record.levels[0].objects[1] = crate::json::from_value(&json).expect("still a mob");
        }
        assert!(Game::from_record(&record).expect_err("hp").to_string().contains("99 health"));
    }

    #[test]
    fn stacks_are_saved_with_their_counts_and_bad_counts_are_refused() {
        let mut game = small_game();
        game.player.inventory = Inventory::stacking(3);
        for _ in 0..8 {
            game.player.inventory.add(new_item(ItemKind::GoldenApple)).expect("room");
        }
        game.player.inventory.add(new_item(ItemKind::Sword)).expect("room");
        let record = game.to_record();
        assert_eq!(record.player.stacks, Some(vec![8, 1, 0]));
        let loaded = Game::from_record(&record).expect("consistent");
        assert_eq!(loaded.player.inventory.count(0), 8);
        assert!(loaded.player.inventory.is_stacking());
        assert_eq!(loaded.checksum(), game.checksum());
        let unstacked = small_game().to_record();
        let json = serde_json::to_string(&unstacked.player).expect("json");
        assert!(!json.contains("stacks"), "an inventory that does not stack saves as before");
        assert!(!Game::from_record(&unstacked).expect("loads").player.inventory.is_stacking());
        for bad in
            [vec![8, 2, 0], vec![8, 1, 1], vec![8, 1], vec![MAX_STACK + 1, 1, 0], vec![8, 0, 0]]
        {
            let mut record = record.clone();
            record.player.stacks = Some(bad.clone());
            let err = Game::from_record(&record).expect_err("a count that does not fit");
            assert!(matches!(err, SaveError::Inconsistent(_)), "{bad:?}: {err}");
        }
    }
}
