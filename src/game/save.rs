//! Saved games: `GameRecord`, the whole game as plain serde data (every object
//! at its id, the arena's slot generations and free list, the random
//! generator mid-stream), so a loaded game continues exactly where it stopped;
//! and the save file around it, versioned JSON with its own error messages.

use super::arena::ObjectId;
use super::behaviour::{self, BehaviourRecord};
use super::coordinates::Coordinates;
use super::creature::Creature;
use super::dropped_item::DroppedItem;
use super::envelope::{self, EnvelopeError, FileKind};
use super::game::{CommandBuffer, Game};
use super::inventory::Inventory;
use super::item::new_item;
use super::kind::{ItemKind, MobKind};
use super::memory::{SeenCells, SeenChunk};
use super::message_log::MessageLog;
use super::object::{GameObject, ObjectKind};
use super::player::Player;
use super::replay::Replay;
use super::rng::GameRng;
use super::sight::field_of_view;
use super::source::SourceRecord;
use super::wall::Wall;
use super::world::GameWorld;
use crate::content::Content;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The `format` every save file names.
pub const SAVE_FORMAT: &str = "roguelike-save";

/// The save version this game writes and reads.
pub const SAVE_VERSION: u32 = 1;

/// A whole game as plain data.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
pub struct GameRecord {
    /// Turns taken so far.
    pub turn: u64,
    /// The seed the game started from.
    pub seed: u64,
    /// The game's random generator, mid-stream.
    pub rng: GameRng,
    /// How far from the player objects act.
    pub update_radius: i32,
    /// Everything that was said.
    pub log: MessageLog,
    /// The player.
    pub player: PlayerRecord,
    /// The generation of every arena slot, live or free.
    pub arena_generations: Vec<u32>,
    /// The free slots, in the order they will be reused.
    pub free_slots: Vec<u32>,
    /// Every object, walls included, in slot order.
    pub objects: Vec<ObjectRecord>,
    /// Every cell the player has seen.
    pub seen: Vec<SeenChunk>,
    /// The objects that acted during the last turn.
    pub acted: Vec<ObjectId>,
}

/// The player as saved.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
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
    /// Every inventory slot: the kind of item in it, or `null`.
    pub inventory: Vec<Option<ItemKind>>,
    /// The selected slot, from 0.
    pub selected: u32,
    /// The equipped items; each kind's slot comes from the content table.
    pub equipment: Vec<ItemKind>,
}

/// One object as saved, with its id.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ObjectRecord {
    /// A block of wall.
    Wall {
        /// Its id.
        id: ObjectId,
        /// Its top-left corner.
        origin: Coordinates,
        /// Width of its matrix.
        width: i32,
        /// The matrix, one string per row: `#` for wall, `.` for none.
        rows: Vec<String>,
    },
    /// An item lying on the floor.
    Item {
        /// Its id.
        id: ObjectId,
        /// Where it lies.
        at: Coordinates,
        /// Which item.
        kind: ItemKind,
    },
    /// A creature.
    Mob {
        /// Its id.
        id: ObjectId,
        /// Where it stands.
        at: Coordinates,
        /// Which creature.
        kind: MobKind,
        /// Its health now.
        health: i32,
        /// The item a Mimic still pretends to be.
        disguise: Option<ItemKind>,
        /// Its behaviour model, with every state and counter.
        behaviour: BehaviourRecord,
    },
}

impl ObjectRecord {
    /// The object's id.
    pub fn id(&self) -> ObjectId {
        match self {
            ObjectRecord::Wall { id, .. }
            | ObjectRecord::Item { id, .. }
            | ObjectRecord::Mob { id, .. } => *id,
        }
    }
}

/// A save file: the game, where its world came from, and every command played
/// so far (so the game can also be watched again).
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
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
        Game::from_record(&self.game)
    }
}

/// Why a save could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// The file is not a save this game reads: empty, not JSON, cut off, or
    /// another format or version.
    File(EnvelopeError),
    /// A save whose contents do not fit together (unknown kinds, clashing
    /// ids, malformed walls …); what is wrong.
    Inconsistent(String),
}

/// What save files are called, and the format and version they carry.
const SAVE_FILE: FileKind = FileKind { noun: "save", format: SAVE_FORMAT, version: SAVE_VERSION };

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::File(e) => e.write(f, &SAVE_FILE),
            SaveError::Inconsistent(what) => write!(f, "the save is damaged: {what}"),
        }
    }
}

impl std::error::Error for SaveError {}

impl From<EnvelopeError> for SaveError {
    fn from(e: EnvelopeError) -> SaveError {
        SaveError::File(e)
    }
}

/// Reads a save file. Only the file is checked here; [`SaveFile::restore`]
/// checks that the game in it fits together.
pub fn parse_save(text: &str) -> Result<SaveFile, SaveError> {
    envelope::check(text, &SAVE_FILE)?;
    serde_json::from_str(text).map_err(|e| SaveError::Inconsistent(envelope::describe(&e)))
}

/// Writes a save file as pretty JSON.
pub fn write_save(save: &SaveFile) -> String {
    serde_json::to_string_pretty(save).expect("a save holds only strings, numbers and maps")
}

fn damaged(what: impl Into<String>) -> SaveError {
    SaveError::Inconsistent(what.into())
}

impl Game {
    /// The whole game as plain data.
    pub fn to_record(&self) -> GameRecord {
        let (arena_generations, free_slots) = self.world.slot_parts();
        GameRecord {
            turn: self.turn,
            seed: self.seed,
            rng: self.rng.clone(),
            update_radius: self.tuning.update_radius,
            log: self.log.clone(),
            player: player_record(&self.world.player),
            arena_generations,
            free_slots,
            objects: self.world.objects().map(|(id, o)| object_record(id, o)).collect(),
            seen: self.seen.to_records(),
            acted: self.acted.clone(),
        }
    }

    /// The game a record describes, or what in the record does not fit.
    pub fn from_record(record: &GameRecord) -> Result<Game, SaveError> {
        let player = restore_player(&record.player)?;
        let mut ids: Vec<ObjectId> = record.objects.iter().map(ObjectRecord::id).collect();
        ids.sort();
        if let Some(pair) = ids.windows(2).find(|pair| pair[0] == pair[1]) {
            return Err(damaged(format!("two objects share the id {}", pair[0])));
        }
        let objects = record
            .objects
            .iter()
            .map(|r| Ok((r.id(), restore_object(r)?)))
            .collect::<Result<Vec<(ObjectId, Box<dyn GameObject>)>, SaveError>>()?;
        let world = GameWorld::from_parts(
            player,
            record.arena_generations.clone(),
            objects,
            record.free_slots.clone(),
        )
        .map_err(|e| damaged(e.to_string()))?;
        let seen = SeenCells::from_records(&record.seen)
            .ok_or_else(|| damaged("a chunk of seen cells does not have 16 rows"))?;
        let mut tuning = Content::get().world;
        tuning.update_radius = record.update_radius.max(0);
        let view = field_of_view(&world, world.player.coordinates, tuning.sight_radius);
        Ok(Game {
            world,
            log: record.log.clone(),
            turn: record.turn,
            seed: record.seed,
            rng: record.rng.clone(),
            tuning,
            buffer: CommandBuffer::default(),
            acted: record.acted.clone(),
            view,
            seen,
        })
    }
}

fn player_record(player: &Player) -> PlayerRecord {
    PlayerRecord {
        at: player.coordinates,
        health: player.health,
        max_health: player.max_health,
        base_attack: player.base_attack,
        base_armor: player.base_armor,
        experience: player.experience,
        level: player.level,
        level_cost: player.level_cost,
        inventory: player.inventory.kinds(),
        selected: u32::try_from(player.inventory.selected()).unwrap_or(u32::MAX),
        equipment: player.equipment().map(|(_, item)| item.kind()).collect(),
    }
}

fn restore_player(record: &PlayerRecord) -> Result<Player, SaveError> {
    if record.inventory.is_empty() {
        return Err(damaged("the player's inventory has no slots"));
    }
    if record.level < 1 {
        return Err(damaged(format!("the player is at level {}", record.level)));
    }
    let mut player = Player::new(record.at);
    player.health = record.health;
    player.max_health = record.max_health;
    player.base_attack = record.base_attack;
    player.base_armor = record.base_armor;
    player.experience = record.experience;
    player.level = record.level;
    player.level_cost = record.level_cost;
    player.inventory = Inventory::new(record.inventory.len());
    for (slot, kind) in record.inventory.iter().enumerate() {
        if let Some(kind) = kind {
            player.inventory.put(slot, new_item(*kind));
        }
    }
    let selected = record.selected as usize;
    if selected >= record.inventory.len() {
        return Err(damaged(format!(
            "slot {selected} is selected but the inventory has {} slots",
            record.inventory.len()
        )));
    }
    player.inventory.select(selected);
    for &kind in &record.equipment {
        match player.equip(new_item(kind)) {
            Ok(None) => {}
            Ok(Some(_)) => {
                return Err(damaged(format!("two items are equipped in the {kind}'s slot")))
            }
            Err(_) => return Err(damaged(format!("a {kind} cannot be equipped"))),
        }
    }
    Ok(player)
}

fn object_record(id: ObjectId, object: &dyn GameObject) -> ObjectRecord {
    let at = object.coordinates();
    match object.kind() {
        ObjectKind::Wall => {
            let wall = object.as_wall().expect("every object of kind Wall is a Wall");
            let width = wall.width().max(1) as usize;
            let rows = wall
                .matrix()
                .chunks(width)
                .map(|row| row.iter().map(|&w| if w { '#' } else { '.' }).collect())
                .collect();
            ObjectRecord::Wall { id, origin: at, width: wall.width(), rows }
        }
        ObjectKind::Item(kind) => ObjectRecord::Item { id, at, kind },
        ObjectKind::Mob(kind) => {
            let mob = object.as_mob().expect("every object of a mob kind is a Mob");
            // Every mob in the game is a `Creature`; one that was not would
            // be saved with its kind's fresh behaviour.
            let creature = mob.as_creature();
            ObjectRecord::Mob {
                id,
                at,
                kind,
                health: mob.health(),
                disguise: creature.and_then(Creature::disguise),
                behaviour: creature.map_or_else(
                    || Creature::new(kind, at, None).behaviour().to_record(),
                    |c| c.behaviour().to_record(),
                ),
            }
        }
    }
}

fn restore_object(record: &ObjectRecord) -> Result<Box<dyn GameObject>, SaveError> {
    match record {
        ObjectRecord::Wall { id, origin, width, rows } => {
            let wall = restore_wall(*origin, *width, rows)
                .map_err(|what| damaged(format!("wall {id}: {what}")))?;
            Ok(Box::new(wall))
        }
        ObjectRecord::Item { at, kind, .. } => Ok(Box::new(DroppedItem::new(*at, new_item(*kind)))),
        ObjectRecord::Mob { id, at, kind, health, disguise, behaviour } => {
            let max = Content::get().mob(*kind).health;
            if !(1..=max).contains(health) {
                return Err(damaged(format!(
                    "mob {id}: a {kind} with {health} health (it has at most {max})"
                )));
            }
            if disguise.is_some() && *kind != MobKind::Mimic {
                return Err(damaged(format!("mob {id}: only a Mimic wears a disguise")));
            }
            let model = behaviour::from_record(behaviour);
            Ok(Box::new(Creature::restore(*kind, *at, *health, model, *disguise)))
        }
    }
}

fn restore_wall(origin: Coordinates, width: i32, rows: &[String]) -> Result<Wall, String> {
    if width < 1 || rows.is_empty() {
        return Err(format!("a {width} × {} matrix is empty", rows.len()));
    }
    let mut cells = Vec::with_capacity(width as usize * rows.len());
    for (y, row) in rows.iter().enumerate() {
        let before = cells.len();
        for (x, ch) in row.chars().enumerate() {
            match ch {
                '#' => cells.push(true),
                '.' => cells.push(false),
                other => return Err(format!("row {y} has `{other}` at column {x}")),
            }
        }
        let len = cells.len() - before;
        if len != width as usize {
            return Err(format!("row {y} is {len} cells wide, not {width}"));
        }
    }
    let height = i32::try_from(rows.len()).map_err(|_| "too many rows".to_owned())?;
    Ok(Wall::new(origin, width, height, cells))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Command, Direction};

    fn small_game() -> Game {
        let mut world = GameWorld::new(Coordinates::new(2, 2));
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
            .add(Box::new(DroppedItem::new(Coordinates::new(1, 2), new_item(ItemKind::Sword))))
            .expect("item");
        Game::new(world, 7)
    }

    #[test]
    fn a_record_round_trips_through_json() {
        let mut game = small_game();
        game.apply(Command::Move(Direction::Left));
        let record = game.to_record();
        let json = serde_json::to_string(&record).expect("serialises");
        let back: GameRecord = serde_json::from_str(&json).expect("deserialises");
        assert_eq!(back, record);
        let loaded = Game::from_record(&back).expect("consistent");
        assert_eq!(loaded.snapshot(), game.snapshot());
        assert_eq!(loaded.to_record(), record);
    }

    #[test]
    fn clashing_ids_and_bad_walls_are_damage_not_panics() {
        let game = small_game();
        let mut record = game.to_record();
        let first = record.objects[0].id();
        if let ObjectRecord::Mob { id, .. } = &mut record.objects[1] {
            *id = first;
        }
        assert_eq!(
            Game::from_record(&record).expect_err("clash").to_string(),
            "the save is damaged: two objects share the id #0v0"
        );
        let mut record = game.to_record();
        if let ObjectRecord::Wall { rows, .. } = &mut record.objects[0] {
            rows[1] = "#.x.#".into();
        }
        assert_eq!(
            Game::from_record(&record).expect_err("bad row").to_string(),
            "the save is damaged: wall #0v0: row 1 has `x` at column 2"
        );
        let mut record = game.to_record();
        record.free_slots.push(0);
        assert!(Game::from_record(&record).is_err());
        let mut record = game.to_record();
        record.player.selected = 9;
        assert!(Game::from_record(&record).is_err());
    }
}
