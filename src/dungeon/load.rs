//! Reads a dungeon file (spec §4) into a new game: the entities in file order
//! (their index is their id), portals paired by colour, the goal, and the
//! config's numbers. Every problem is reported, with its line and column.

use super::config::Config;
use super::entity::{EntityId, EntityKind};
use super::entity_parse::{read_entity, Placed};
use super::goal_parse::goal_from_value;
use super::json_path::JsonPath;
use super::load_error::{LoadError, LoadErrorKind, Problem};
use super::potion::PotionQueue;
use super::state::{Area, Dungeon, DungeonState, Player};
use crate::game::{Coordinates, GameRng};
use serde_json::Value;
use std::collections::BTreeMap;

/// The most entities a dungeon file may hold.
pub const MAX_ENTITIES: usize = 100_000;

/// The random stream of Dungeon Mania games (see [`GameRng::new`]).
const RNG_STREAM: u64 = 4;

impl Dungeon {
    /// A new game of the dungeon in `text`, played with `config`; `seed` drives
    /// every random choice.
    pub fn load(text: &str, config: &Config, seed: u64) -> Result<Dungeon, Vec<LoadError>> {
        let value: Value = serde_json::from_str(text).map_err(|e| vec![LoadError::syntax(&e)])?;
        Dungeon::from_value(&value, config, seed)
            .map_err(|problems| LoadError::locate_all(text, problems))
    }

    /// A new game from parsed JSON; on failure every problem, unlocated.
    pub fn from_value(value: &Value, config: &Config, seed: u64) -> Result<Dungeon, Vec<Problem>> {
        let root = JsonPath::root();
        let Some(members) = value.as_object() else {
            return Err(vec![Problem::at(root, LoadErrorKind::Expected("a dungeon object"))]);
        };
        let mut problems = Vec::new();
        for key in members.keys().filter(|k| !matches!(k.as_str(), "entities" | "goal-condition")) {
            problems.push(Problem::at(root.key(key), LoadErrorKind::UnknownField(key.clone())));
        }
        let goal = match members.get("goal-condition") {
            Some(goal) => goal_from_value(goal, &root.key("goal-condition"))
                .map_err(|found| problems.extend(found))
                .ok(),
            None => {
                problems.push(Problem::at(root.clone(), LoadErrorKind::Missing("goal-condition")));
                None
            }
        };
        let placed = read_entities(members.get("entities"), &root, config, &mut problems);
        match (goal, placed) {
            (Some(goal), Some((player, entities))) if problems.is_empty() => {
                let area = Area::around(
                    entities.iter().map(|(_, pos, _)| *pos).chain(std::iter::once(player.pos)),
                );
                let next_id = entities.len() as u64 + 1;
                let state = DungeonState {
                    config: config.clone(),
                    goal,
                    tick: 0,
                    next_id,
                    player: Some(player),
                    entities: BTreeMap::new(),
                    inventory: Vec::new(),
                    effects: PotionQueue::default(),
                    kills: 0,
                    treasure_collected: 0,
                    battles: Vec::new(),
                    spawn_area: area,
                    rng: GameRng::new(seed, RNG_STREAM),
                };
                let mut dungeon = Dungeon::from_state(state);
                for (id, pos, kind) in entities {
                    dungeon.insert_entity(id, pos, kind);
                }
                Ok(dungeon)
            }
            _ => Err(problems),
        }
    }
}

/// The entities of a dungeon file: the player and the rest, with their ids.
type Entities = (Player, Vec<(EntityId, Coordinates, EntityKind)>);

fn read_entities(
    value: Option<&Value>,
    root: &JsonPath,
    config: &Config,
    problems: &mut Vec<Problem>,
) -> Option<Entities> {
    let path = root.key("entities");
    let Some(value) = value else {
        problems.push(Problem::at(root.clone(), LoadErrorKind::Missing("entities")));
        return None;
    };
    let Some(list) = value.as_array() else {
        problems.push(Problem::at(path, LoadErrorKind::Expected("an array of entities")));
        return None;
    };
    if list.len() > MAX_ENTITIES {
        problems.push(Problem::at(path, LoadErrorKind::TooManyEntities(MAX_ENTITIES)));
        return None;
    }
    let mut players = Vec::new();
    let mut entities = Vec::new();
    for (index, entry) in list.iter().enumerate() {
        let id = EntityId(index as u64);
        match read_entity(entry, &path.index(index), config) {
            Ok(Placed::Player(pos)) => {
                players.push((index, Player { id, pos, health: config.player_health }))
            }
            Ok(Placed::Entity(pos, kind)) => entities.push((id, pos, kind)),
            Err(found) => problems.extend(found),
        }
    }
    pair_portals(&mut entities, &path, problems);
    if players.len() != 1 {
        let count = players.len();
        let at = players.get(1).map_or(path.clone(), |(i, _)| path.index(*i).key("type"));
        problems.push(Problem::at(at, LoadErrorKind::PlayerCount(count)));
    }
    let player = players.into_iter().next().map(|(_, p)| p)?;
    Some((player, entities))
}

/// Links the two portals of each colour; a colour with another count is an error.
fn pair_portals(
    entities: &mut [(EntityId, Coordinates, EntityKind)],
    path: &JsonPath,
    problems: &mut Vec<Problem>,
) {
    let mut by_colour: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    for (at, (_, _, kind)) in entities.iter().enumerate() {
        if let EntityKind::Portal { colour, .. } = kind {
            by_colour.entry(colour.clone()).or_default().push(at);
        }
    }
    for (colour, ats) in by_colour {
        if let [a, b] = ats[..] {
            let (id_a, id_b) = (entities[a].0, entities[b].0);
            for (at, partner_id) in [(a, id_b), (b, id_a)] {
                if let EntityKind::Portal { partner, .. } = &mut entities[at].2 {
                    *partner = Some(partner_id);
                }
            }
            continue;
        }
        for &at in &ats {
            let kind = LoadErrorKind::UnpairedPortal { colour: colour.clone(), count: ats.len() };
            problems.push(Problem::at(path.index(entities[at].0 .0 as usize).key("colour"), kind));
        }
    }
}
