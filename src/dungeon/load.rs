//! Reads a dungeon file (spec §4) into a new game of the engine: one level
//! whose objects are the entities in file order (their index is their id),
//! portals paired by colour, the goal as the level's, and the config's numbers
//! as its rule set's. Every problem is reported, with its line and column.

use super::config::Config;
use super::entity_parse::{read_entity, Placed};
use super::goal_condition::goal_from_value;
use super::json_path::JsonPath;
use super::load_error::{LoadError, LoadErrorKind, Problem};
use super::rules::{sync_player, DungeonMania};
use super::state::{Area, DungeonState, EntityId};
use crate::content::Content;
use crate::game::{
    Coordinates, FightModel, Game, GameObject, GameRng, GameWorld, KindMut, KindRef, Level, Player,
    RuleSetRef, Rules, SightModel,
};
use crate::json::{Document, Node};
use std::collections::{BTreeMap, BTreeSet};

/// The most entities a dungeon file may hold.
pub const MAX_ENTITIES: usize = 100_000;

/// The random stream of Dungeon Mania games (see [`GameRng::new`]).
const RNG_STREAM: u64 = 4;

/// A new game of the dungeon in `text`, played by `rules`; `seed` drives
/// every random choice.
pub fn load_game(text: &str, rules: &DungeonMania, seed: u64) -> Result<Game, Vec<LoadError>> {
    let document = crate::json::parse_document(text).map_err(|e| vec![LoadError::syntax(&e)])?;
    load_game_from(text, &document, rules, seed)
}

/// [`load_game`] of `text` already parsed into `document` (the one
/// parse a file gets, issue 29): the tree is read, and a problem located,
/// with the places it already knows.
pub fn load_game_from(
    text: &str,
    document: &Document,
    rules: &DungeonMania,
    seed: u64,
) -> Result<Game, Vec<LoadError>> {
    if let Some(twice) = LoadError::duplicate_in(text, document) {
        return Err(vec![twice]);
    }
    game_from_value(&document.root, rules, seed)
        .map_err(|problems| LoadError::locate_all(text, &document.root, problems))
}

/// A new game from parsed JSON; on failure every problem, unlocated.
pub fn game_from_value(
    value: &Node,
    rules: &DungeonMania,
    seed: u64,
) -> Result<Game, Vec<Problem>> {
    let root = JsonPath::root();
    let config = &rules.config;
    let Some(members) = value.as_object() else {
        return Err(vec![Problem::at(root, LoadErrorKind::Expected("a dungeon object"))]);
    };
    let mut problems = Vec::new();
    for key in members.keys().filter(|k| !matches!(k.as_str(), "entities" | "goal-condition")) {
        problems.push(Problem::at(root.key(key), LoadErrorKind::UnknownField(key.clone())));
    }
    let goal = match members.get("goal-condition") {
        Some(goal) => goal_from_value(goal, &root.key("goal-condition"), config)
            .map_err(|found| problems.extend(found))
            .ok(),
        None => {
            problems.push(Problem::at(root.clone(), LoadErrorKind::Missing("goal-condition")));
            None
        }
    };
    let placed = read_entities(members.get("entities"), &root, config, &mut problems);
    let (Some(goal), Some(((player_id, at), entities))) = (goal, placed) else {
        return Err(problems);
    };
    if !problems.is_empty() {
        return Err(problems);
    }
    let area = Area::around(
        entities.iter().map(|(_, object)| object.coordinates()).chain(std::iter::once(at)),
    );
    let mut world = GameWorld::new();
    let mut state =
        DungeonState::new(player_id, config.player_health, area, entities.len() as u64 + 1);
    state.circuit = entities.iter().any(|(_, object)| is_circuit_part(object.kind()));
    for (id, object) in entities {
        state.insert(&mut world, id, object);
    }
    let rules = Rules {
        fight: FightModel::Rounds,
        sight: SightModel::FieldOfView { radius: Content::get().world.sight_radius },
        move_limit: None,
        failed_steps_limit: None,
        goal: Some(goal),
        set: RuleSetRef::new(rules.clone()),
        legacy_fights: false,
        one_line_piles: false,
    };
    let level = Level::with_state(world, rules, Box::new(state));
    let mut game = Game::with_levels(vec![level], 0, Player::new(at), seed);
    game.rng = GameRng::new(seed, RNG_STREAM);
    sync_player(&mut game, config);
    super::time::begin(&mut game);
    Ok(game)
}

/// Whether an entity makes the dungeon one with a circuit to evaluate: a
/// wire, a bulb, a switch door, or a switch or bomb with a rule.
fn is_circuit_part(kind: Option<KindRef<'_>>) -> bool {
    match kind {
        Some(KindRef::Wire(_) | KindRef::LightBulb(_) | KindRef::SwitchDoor(_)) => true,
        Some(KindRef::Switch(switch)) => switch.logic().is_some(),
        Some(KindRef::Item(item)) => item.logic().is_some(),
        _ => false,
    }
}

/// The entities of a dungeon file: the player's id and cell, and the rest
/// with their ids.
type Entities = ((EntityId, Coordinates), Vec<(EntityId, Box<dyn GameObject>)>);

fn read_entities(
    value: Option<&Node>,
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
    let mut walls = BTreeSet::new();
    for (index, entry) in list.iter().enumerate() {
        let id = EntityId(index as u64);
        match read_entity(entry, &path.index(index), config) {
            Ok(Placed::Player(pos)) => players.push((index, (id, pos))),
            Ok(Placed::Object(object)) => {
                let at = object.coordinates();
                if matches!(object.kind(), Some(KindRef::Wall(_))) && !walls.insert(at) {
                    let kind = LoadErrorKind::WallOverlap { x: at.x, y: at.y };
                    problems.push(Problem::at(path.index(index).key("type"), kind));
                }
                entities.push((id, object));
            }
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
    entities: &mut [(EntityId, Box<dyn GameObject>)],
    path: &JsonPath,
    problems: &mut Vec<Problem>,
) {
    let mut by_colour: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    for (at, (_, object)) in entities.iter().enumerate() {
        if let Some(KindRef::Portal(portal)) = object.kind() {
            by_colour.entry(portal.colour().to_owned()).or_default().push(at);
        }
    }
    for (colour, ats) in by_colour {
        if let [a, b] = ats[..] {
            let (cell_a, cell_b) = (entities[a].1.coordinates(), entities[b].1.coordinates());
            for (at, partner) in [(a, cell_b), (b, cell_a)] {
                if let Some(KindMut::Portal(portal)) = entities[at].1.kind_mut() {
                    portal.link(partner);
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
