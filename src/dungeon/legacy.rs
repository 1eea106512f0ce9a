//! The dungeon saves and replays this game wrote before Dungeon Mania moved
//! onto the engine (`roguelike-dungeon-save` and `roguelike-dungeon-replay`,
//! version 1): a start (the dungeon's and config's texts, the seed), the
//! actions, and checksums of the whole state as it was then kept. Reading
//! one plays its actions again under the rules it was played by (building
//! and interacting took no tick) and checks each checksum against that
//! state, written again from the engine's game in its old canonical JSON;
//! the game continues in the engine's files.

use super::action::Action;
use super::config::{Config, Slot, OPTIONAL_KEYS, REQUIRED_KEYS};
use super::file_error::{DungeonFile, DungeonFileError, MAX_ACTIONS, MAX_CHECKSUM_BYTES};
use super::goal_condition::leaf_name;
use super::map::Scene;
use super::names::item_name;
use super::potion::PotionQueue;
use super::referee::Dungeon;
use super::restore::{Checks, Restore};
use super::saves::{check_work, start, Opened};
use super::state::Area;
use crate::game::{
    envelope, fnv1a, Battle, Coordinates, Damage, DungeonSource, FileText, Foe, GameRng, Goal,
    KeyId, KindRef, Points, SpiderPath,
};
use serde::Serialize;
use std::collections::BTreeMap;

/// The `format` older dungeon saves name.
pub const DUNGEON_SAVE_FORMAT: &str = "roguelike-dungeon-save";

/// The `format` older dungeon replays name.
pub const DUNGEON_REPLAY_FORMAT: &str = "roguelike-dungeon-replay";

/// The one version of the older formats.
pub const LEGACY_VERSION: u32 = 1;

/// Where an older file's game began. Below the top level (whose members
/// older versions wrote more of than are read) a member it does not have
/// is an error: these files are our own.
#[derive(crate::json::FromJson)]
#[json(deny_unknown_fields)]
struct Start {
    name: String,
    dungeon: String,
    config: Option<FileText>,
    seed: u64,
}

/// An older dungeon save.
#[derive(crate::json::FromJson)]
struct Save {
    start: Start,
    actions: Vec<Action>,
    #[json(read = "read_hex")]
    checksum: u64,
}

/// One step of an older dungeon replay.
#[derive(crate::json::FromJson)]
#[json(deny_unknown_fields)]
struct Step {
    action: Action,
    #[json(read = "read_hex")]
    checksum: u64,
    /// The tick the action led to: the older format wrote it, and the
    /// play back counts ticks itself, so it is read only to be allowed.
    #[json(default, rename = "tick")]
    _tick: Option<u64>,
}

/// An older dungeon replay.
#[derive(crate::json::FromJson)]
struct ReplayFile {
    start: Start,
    steps: Vec<Step>,
}

/// Reads an older dungeon save, to be played into the engine's files.
pub fn begin_save(text: &str) -> Result<Restore, DungeonFileError> {
    let file = DungeonFile::Save;
    let save: Save = read(text, file)?;
    check_count(file, save.actions.len())?;
    let mut sums = vec![None; save.actions.len() + 1];
    sums[save.actions.len()] = Some(save.checksum);
    begin(file, save.start, save.actions, sums)
}

/// Reads an older dungeon replay, to be played into the engine's files,
/// checking every step.
pub fn begin_replay(text: &str) -> Result<Restore, DungeonFileError> {
    let file = DungeonFile::Replay;
    let replay: ReplayFile = read(text, file)?;
    check_count(file, replay.steps.len())?;
    let actions: Vec<Action> = replay.steps.iter().map(|s| s.action).collect();
    let sums = std::iter::once(None).chain(replay.steps.iter().map(|s| Some(s.checksum))).collect();
    begin(file, replay.start, actions, sums)
}

fn read<T: crate::json::FromJson>(text: &str, file: DungeonFile) -> Result<T, DungeonFileError> {
    envelope::check(text, &file.kind()).map_err(|e| DungeonFileError::File(file, e))?;
    crate::json::from_str(text).map_err(|e| DungeonFileError::Damaged(file, Damage::from_json(&e)))
}

/// Refuses more actions than a file may hold.
fn check_count(file: DungeonFile, actions: usize) -> Result<(), DungeonFileError> {
    if actions > MAX_ACTIONS {
        let what = Damage::TooManyActions { actions, max: MAX_ACTIONS };
        return Err(DungeonFileError::Damaged(file, what));
    }
    Ok(())
}

/// The course's `config_template.json`, every number 0: what an older file
/// without a config was played with.
fn template_file() -> FileText {
    let members: Vec<String> = REQUIRED_KEYS.iter().map(|key| format!("  \"{key}\": 0")).collect();
    FileText {
        name: "config_template.json".to_owned(),
        text: format!("{{\n{}\n}}\n", members.join(",\n")),
    }
}

/// The start of playing `actions` from `older` under the older timing;
/// `sums[n]` is the checksum the state after `n` actions must have, where
/// the file recorded one (the start's is checked here).
fn begin(
    file: DungeonFile,
    older: Start,
    actions: Vec<Action>,
    sums: Vec<Option<u64>>,
) -> Result<Restore, DungeonFileError> {
    let source = DungeonSource {
        name: older.name,
        text: older.dungeon,
        config: Some(older.config.unwrap_or_else(template_file)),
        untimed_build: true,
    };
    source.validate().map_err(|e| DungeonFileError::Damaged(file, e))?;
    let dungeon =
        start(&source, older.seed).map_err(|lines| DungeonFileError::Start(file, lines))?;
    check_work(file, actions.len(), &dungeon)?;
    let then = config_as_then(dungeon.config(), source.config.as_ref());
    let opened = Opened::new(dungeon, source, older.seed);
    let mut hashed: u64 = 0;
    verify(file, 0, sums[0], &opened.dungeon, &then, &mut hashed)?;
    Ok(Restore::new(file, opened, Checks::Older { actions, sums, then, hashed }))
}

/// Checks the state after action `step` against the checksum the file
/// recorded for it, if any; `hashed` counts the bytes hashed so far, which
/// [`MAX_CHECKSUM_BYTES`] bounds.
pub(super) fn verify(
    file: DungeonFile,
    step: usize,
    expected: Option<u64>,
    dungeon: &Dungeon,
    then: &Config,
    hashed: &mut u64,
) -> Result<(), DungeonFileError> {
    let Some(expected) = expected else { return Ok(()) };
    let state = canonical_json(dungeon, then);
    *hashed = hashed.saturating_add(state.len() as u64);
    if *hashed > MAX_CHECKSUM_BYTES {
        let what = Damage::ChecksumWork { action: step, max: MAX_CHECKSUM_BYTES };
        return Err(DungeonFileError::Damaged(file, what));
    }
    let actual = fnv1a(state.as_bytes());
    if actual != expected {
        let tick = dungeon.tick();
        return Err(DungeonFileError::Diverged { file, step, tick, expected, actual });
    }
    Ok(())
}

/// Reads a checksum written as 16 hexadecimal digits.
fn read_hex(node: &crate::json::Node) -> Result<u64, crate::json::Error> {
    let text = <String as crate::json::FromJson>::from_json(node)?;
    if text.len() != 16 {
        return Err(crate::json::Error::custom("a checksum is 16 hexadecimal digits"));
    }
    u64::from_str_radix(&text, 16).map_err(|_| {
        crate::json::Error::custom(format!("checksum `{text}` is not 16 hexadecimal digits"))
    })
}

/// The numbers as the older files kept them: a Milestone 3 key the config
/// left out was 0 then (it has a default now, which the play does not
/// reach: those files hold no Milestone 3 entity).
fn config_as_then(config: &Config, file: Option<&FileText>) -> Config {
    let given: Option<serde_json::Map<String, serde_json::Value>> = file
        .and_then(|f| crate::json::value_from_str(&f.text).ok())
        .and_then(|value| match value {
            serde_json::Value::Object(members) => Some(members),
            _ => None,
        });
    let mut then = config.clone();
    for key in OPTIONAL_KEYS {
        if given.as_ref().is_some_and(|members| members.contains_key(key)) {
            continue;
        }
        match then.slot(key) {
            Some(Slot::Amount(field)) => *field = Points::ZERO,
            Some(Slot::Whole(field)) => *field = 0,
            Some(Slot::Chance(field)) => *field = 0.0,
            None => {}
        }
    }
    then
}

/// The state as the older files hashed it: every field in its old order
/// (maps sorted), health in ten-thousandths, items and entities tagged as
/// they were; `config` is the numbers as they were kept ([`config_as_then`]).
fn canonical_json(dungeon: &Dungeon, config: &Config) -> String {
    let game = dungeon.game();
    let state = dungeon.state();
    let scene = dungeon.scene();
    let entities = crate::order::map_of(state.entities().filter_map(|(id, _)| {
        let kind = kind(&scene, dungeon.config(), id.0)?;
        Some((id.0, Entity { pos: scene.pos(id)?, kind }))
    }));
    let inventory = state
        .inventory
        .iter()
        .map(|held| InventoryItem {
            id: held.id.0,
            item: item(held.kind, held.key.clone(), held.durability),
        })
        .collect();
    let old = State {
        config,
        goal: game.rules().goal.as_ref().map(goal),
        tick: game.turn,
        next_id: state.next_id,
        player: state.health.map(|health| Player {
            id: state.player_id.0,
            pos: game.player.coordinates,
            health,
        }),
        entities,
        inventory,
        effects: &state.effects,
        kills: u64::from(game.run.kills),
        treasure_collected: u64::from(game.run.treasure),
        battles: dungeon.battles().into_iter().map(battle).collect(),
        spawn_area: &state.spawn_area,
        rng: &game.rng,
    };
    crate::json::to_string(&old)
}

#[derive(Serialize, crate::json::ToJson)]
struct State<'a> {
    config: &'a Config,
    goal: Option<OldGoal>,
    tick: u64,
    next_id: u64,
    player: Option<Player>,
    entities: BTreeMap<u64, Entity>,
    inventory: Vec<InventoryItem>,
    effects: &'a PotionQueue,
    kills: u64,
    treasure_collected: u64,
    battles: Vec<OldBattle>,
    spawn_area: &'a Area,
    rng: &'a GameRng,
}

#[derive(Serialize, crate::json::ToJson)]
struct Player {
    id: u64,
    pos: Coordinates,
    health: Points,
}

#[derive(Serialize, crate::json::ToJson)]
struct Entity {
    pos: Coordinates,
    kind: Kind,
}

#[derive(Serialize, crate::json::ToJson)]
#[serde(tag = "kind", rename_all = "snake_case")]
enum Kind {
    Wall,
    Exit,
    Boulder,
    Switch,
    Door { key: KeyId, open: bool },
    Portal { colour: String, partner: Option<u64> },
    ZombieToastSpawner,
    Spider { health: Points, path: SpiderPath },
    ZombieToast { health: Points },
    Mercenary { health: Points, ally: bool, following: bool },
    Collectable { item: Item },
    PlacedBomb,
}

#[derive(Serialize, crate::json::ToJson)]
#[serde(tag = "item", rename_all = "snake_case")]
enum Item {
    Treasure,
    Key { key: KeyId },
    InvincibilityPotion,
    InvisibilityPotion,
    Wood,
    Arrow,
    Bomb,
    Sword { durability: u32 },
    Bow { durability: u32 },
    Shield { durability: u32 },
}

#[derive(Serialize, crate::json::ToJson)]
struct InventoryItem {
    id: u64,
    item: Item,
}

#[derive(Serialize, crate::json::ToJson)]
#[serde(rename_all = "snake_case")]
enum OldGoal {
    Exit,
    Enemies,
    Treasure,
    Boulders,
    And(Box<OldGoal>, Box<OldGoal>),
    Or(Box<OldGoal>, Box<OldGoal>),
}

#[derive(Serialize, crate::json::ToJson)]
struct OldBattle {
    enemy: Foe,
    initial_player_health: Points,
    initial_enemy_health: Points,
    rounds: Vec<OldRound>,
}

#[derive(Serialize, crate::json::ToJson)]
struct OldRound {
    delta_player_health: Points,
    delta_enemy_health: Points,
    weapons: Vec<OldGear>,
}

#[derive(Serialize, crate::json::ToJson)]
struct OldGear {
    id: u64,
    item: &'static str,
}

fn goal(goal: &Goal) -> OldGoal {
    match goal {
        Goal::And(a, b) => OldGoal::And(Box::new(self::goal(a)), Box::new(self::goal(b))),
        Goal::Or(a, b) => OldGoal::Or(Box::new(self::goal(a)), Box::new(self::goal(b))),
        leaf => match leaf_name(leaf) {
            Some("enemies") => OldGoal::Enemies,
            Some("treasure") => OldGoal::Treasure,
            Some("boulders") => OldGoal::Boulders,
            _ => OldGoal::Exit,
        },
    }
}

fn item(kind: crate::game::ItemKind, key: Option<KeyId>, durability: Option<u32>) -> Item {
    use crate::game::ItemKind as K;
    let durability = durability.unwrap_or(0);
    match kind {
        K::Key => Item::Key { key: key.unwrap_or_else(|| KeyId(String::new())) },
        K::InvincibilityPotion => Item::InvincibilityPotion,
        K::InvisibilityPotion => Item::InvisibilityPotion,
        K::Wood => Item::Wood,
        K::Arrow => Item::Arrow,
        K::Bomb => Item::Bomb,
        K::Sword => Item::Sword { durability },
        K::Bow => Item::Bow { durability },
        K::Shield => Item::Shield { durability },
        // Milestone 3's items were refused when these saves were written,
        // so none is in one; they would count as the treasure they are.
        K::Treasure | K::GoldenApple | K::Amulet | K::SunStone => Item::Treasure,
        K::Sceptre | K::MidnightArmour | K::TimeTurner | K::HealingPotion => Item::Treasure,
        K::Dagger | K::Maul | K::LeatherArmour | K::ChainMail => Item::Treasure,
    }
}

/// Entity `id`'s kind as it was kept (a sword on the map with the config's
/// durability); the partner of a portal by its id.
fn kind(scene: &Scene<'_>, config: &Config, id: u64) -> Option<Kind> {
    let id = super::state::EntityId(id);
    Some(match scene.kind(id)? {
        KindRef::Wall(_) => Kind::Wall,
        KindRef::Exit(_) => Kind::Exit,
        KindRef::Boulder(_) => Kind::Boulder,
        KindRef::Switch(_) => Kind::Switch,
        KindRef::Door(door) => Kind::Door { key: door.key().clone(), open: door.is_open() },
        KindRef::Portal(portal) => {
            let partner = portal.partner().and_then(|cell| {
                scene.at(cell).into_iter().find_map(|(other, kind)| match kind {
                    KindRef::Portal(p) if p.colour() == portal.colour() && other != id => {
                        Some(other.0)
                    }
                    _ => None,
                })
            });
            Kind::Portal { colour: portal.colour().to_owned(), partner }
        }
        KindRef::Spawner(_) => Kind::ZombieToastSpawner,
        KindRef::Spider(spider) => Kind::Spider { health: spider.health(), path: spider.path() },
        KindRef::ZombieToast(zombie) => Kind::ZombieToast { health: zombie.health() },
        KindRef::Mercenary(m) => {
            Kind::Mercenary { health: m.health(), ally: m.is_ally(), following: m.is_following() }
        }
        KindRef::Item(dropped) => {
            let kind = dropped.item_kind();
            let durability = Some(config.sword_durability);
            Kind::Collectable { item: item(kind, dropped.key_id().cloned(), durability) }
        }
        KindRef::LitBomb(_) => Kind::PlacedBomb,
        // Hydras were refused when these saves were written.
        KindRef::Hydra(_)
        | KindRef::Mob(_)
        | KindRef::Stairs(_)
        | KindRef::Entrance(_)
        | KindRef::Wormhole(_)
        | KindRef::LockedDoor(_)
        | KindRef::Spirit(_)
        | KindRef::TimeTravellingPortal(_)
        | KindRef::OlderPlayer(_) => return None,
        // The older format had no swamps (Milestone 3).
        KindRef::Swamp(_) => return None,
        // Circuits came after the older format: no game of it holds one.
        KindRef::Wire(_) | KindRef::LightBulb(_) | KindRef::SwitchDoor(_) => return None,
    })
}

fn battle(battle: &Battle) -> OldBattle {
    OldBattle {
        enemy: battle.enemy,
        initial_player_health: battle.initial_player_health,
        initial_enemy_health: battle.initial_enemy_health,
        rounds: battle
            .rounds
            .iter()
            .map(|r| OldRound {
                delta_player_health: r.delta_player_health,
                delta_enemy_health: r.delta_enemy_health,
                weapons: r
                    .weapons
                    .iter()
                    .map(|g| OldGear { id: g.id, item: item_name(g.item) })
                    .collect(),
            })
            .collect(),
    }
}
