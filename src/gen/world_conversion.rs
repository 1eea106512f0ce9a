//! Between the plain plans and the live game: building a world from a
//! `WorldPlan` (file or generator) and the levels of a game from a
//! `DungeonPlan`, and describing a game's levels as a plan again, so they can
//! be written back as a world file.

use super::dungeon_plan::DungeonPlan;
use super::plan::{Placement, Thing, WallMatrix, WorldPlan};
use super::player_state::PlayerState;
use crate::game::{
    from_record, Boulder, Coordinates, Creature, Door, DroppedItem, Exit, FloorSwitch, Game,
    GameObject, GameWorld, KeyId, Leads, Level, ObjectRecord, Player, Portal, Rules, Spawner,
    Stairs, SwitchDoor, Wall,
};
use std::collections::BTreeMap;

/// The number a world file's doors are built with: under seed 000's turn any
/// key opens any door, so one number serves them all.
const VAULT_KEY: &str = "vault";

/// The world a plan describes: one `Wall` for the whole wall matrix, an item
/// on the floor or a creature for every placement. The player stands at
/// `plan.player`. Stairs are left out: a lone level has nowhere for them to
/// lead (build a [`DungeonPlan`] with [`build_levels`]).
pub fn build_world(plan: &WorldPlan) -> GameWorld {
    build_level(plan, |_| None)
}

/// The levels a dungeon describes, each under seed 000's rules, with every
/// staircase leading where [`DungeonPlan::destination`] says. Stairs that lead
/// past the first or last level are left out. The player belongs on level
/// `dungeon.start()`, at `dungeon.player()`.
pub fn build_levels(dungeon: &DungeonPlan) -> Vec<Level> {
    dungeon
        .levels()
        .iter()
        .enumerate()
        .map(|(index, plan)| {
            let world = build_level(plan, |leads| dungeon.destination(index, leads));
            Level::new(world, Rules { goal: dungeon.goal.clone(), ..Rules::classic() })
        })
        .collect()
}

/// A world of `plan`, its stairs leading where `destination` says (level and
/// arrival cell), or left out where it says nothing.
fn build_level(
    plan: &WorldPlan,
    destination: impl Fn(Leads) -> Option<(usize, Coordinates)>,
) -> GameWorld {
    let mut world = GameWorld::new();
    let walls = &plan.walls;
    if walls.wall_count() > 0 {
        let cells: Vec<bool> =
            (0..walls.height).flat_map(|y| walls.row(y).iter().copied()).collect();
        // One matrix never overlaps itself, so the only error cannot happen.
        let _ = world.add(Box::new(Wall::new(walls.origin, walls.width, walls.height, cells)));
    }
    let mut portals: BTreeMap<&str, Vec<Coordinates>> = BTreeMap::new();
    for placement in &plan.things {
        if let Thing::Portal { colour } = &placement.thing {
            portals.entry(colour.as_str()).or_default().push(placement.at);
        }
    }
    for placement in &plan.things {
        let at = placement.at;
        let object: Box<dyn GameObject> = match &placement.thing {
            &Thing::Item(kind) => Box::new(DroppedItem::new(at, kind)),
            &Thing::Mob { kind, disguise, health, ref mind, ally } => {
                let creature = Creature::new(kind, at, disguise);
                // A creature of a disguising kind without a look was found
                // out already (`Mob Mimic Revealed`): it stays so.
                let creature = if disguise.is_none() { creature.revealed() } else { creature };
                let creature = match health {
                    Some(health) => creature.with_health(health),
                    None => creature,
                };
                let creature = if ally { creature.allied() } else { creature };
                Box::new(match mind {
                    Some(mind) => creature.with_behaviour(from_record(mind)),
                    None => creature,
                })
            }
            &Thing::Stairs(leads) => {
                let Some((level, arrival)) = destination(leads) else { continue };
                let level = u32::try_from(level).unwrap_or(u32::MAX);
                Box::new(Stairs::new(at, leads, level, arrival))
            }
            Thing::Exit => Box::new(Exit::new(at)),
            &Thing::Door { open } => {
                // The descent's doors open to any key (see `Door`): the
                // number only matters to Dungeon Mania's rule set.
                let mut door = Door::new(at, KeyId(VAULT_KEY.to_owned()));
                if open {
                    door.open();
                }
                Box::new(door)
            }
            Thing::Boulder => Box::new(Boulder::new(at)),
            Thing::Spawner => Box::new(Spawner::new(at)),
            Thing::Switch => Box::new(FloorSwitch::new(at)),
            &Thing::SwitchDoor { open } => {
                let mut door = SwitchDoor::new(at, None, None);
                if open {
                    door.unlock();
                }
                Box::new(door)
            }
            Thing::Portal { colour } => {
                // Two portals of a colour lead to each other; a colour with
                // one portal, or more than two, leads nowhere.
                let mut portal = Portal::new(at, colour.clone());
                let pair: Vec<Coordinates> =
                    portals.get(colour.as_str()).cloned().unwrap_or_default();
                if let [a, b] = pair[..] {
                    portal.link(if a == at { b } else { a });
                }
                Box::new(portal)
            }
        };
        // Only walls can fail to place.
        let _ = world.add(object);
    }
    world
}

/// Every level of `game` as a plan, the player starting on the current level
/// where they stand now. Each level is translated on its own so its bounding
/// box starts at (0, 0) (the world file format has no negative coordinates).
/// Each object is described from its record; creatures keep their kind, a
/// disguise while they still wear one, their health and what they have in
/// mind when these differ from a fresh creature's, stairs their direction
/// (where they lead follows from the levels around them).
pub fn plan_of(game: &Game) -> DungeonPlan {
    let levels = game
        .levels()
        .iter()
        .enumerate()
        .map(|(index, level)| {
            let player = (index == game.depth()).then_some(game.player.coordinates);
            level_plan_of(&level.world, player)
        })
        .collect();
    let mut dungeon = DungeonPlan::new(levels, game.depth())
        .expect("a game has a level, and the player stands on one of them")
        .canonical();
    dungeon.goal = game.levels()[0].rules.goal.clone();
    dungeon.player_state = player_state_of(game);
    dungeon
}

/// The player's state when it is not that of a fresh player of the world file
/// format (who is built when a file has no `Player:` line), else `None`.
fn player_state_of(game: &Game) -> Option<PlayerState> {
    let state = PlayerState::of(&game.player_record());
    let fresh = Game::new(GameWorld::new(), Player::new(game.player.coordinates), 0);
    (state != PlayerState::of(&fresh.player_record())).then_some(state)
}

/// The player a plan starts with: its `Player:` state at its start cell, or a
/// fresh player there (also when the state does not fit, which a parsed file
/// has already been checked for).
pub fn player_of(dungeon: &DungeonPlan) -> Player {
    let at = dungeon.player();
    dungeon
        .player_state
        .as_ref()
        .and_then(|state| state.player_at(at).ok())
        .unwrap_or_else(|| Player::new(at))
}

/// One world as a plan, with the player at `player` if they are on it (else
/// the plan's player cell is a placeholder at the origin).
fn level_plan_of(world: &GameWorld, player: Option<Coordinates>) -> WorldPlan {
    let mut bounds: Option<(Coordinates, Coordinates)> = None;
    let mut grow = |c: Coordinates| {
        let (lo, hi) = bounds.get_or_insert((c, c));
        *lo = Coordinates::new(lo.x.min(c.x), lo.y.min(c.y));
        *hi = Coordinates::new(hi.x.max(c.x), hi.y.max(c.y));
    };
    if let Some(player) = player {
        grow(player);
    }
    let mut things = Vec::new();
    let mut wall_cells = Vec::new();
    for (_, object) in world.objects() {
        let at = object.coordinates();
        let thing = match object.record() {
            ObjectRecord::Wall(wall) => {
                for cell in wall.cells() {
                    grow(cell);
                    wall_cells.push(cell);
                }
                continue;
            }
            ObjectRecord::Item(item) => Thing::Item(item.item_kind()),
            ObjectRecord::Mob(creature) => {
                let fresh = Creature::new(creature.kind(), at, None);
                let hurt = creature.health_now() != fresh.health_now();
                let mind = creature.behaviour().to_record();
                let changed = mind != fresh.behaviour().to_record();
                Thing::Mob {
                    kind: creature.kind(),
                    disguise: creature.disguise(),
                    health: hurt.then(|| creature.health_now()),
                    mind: changed.then(|| Box::new(mind)),
                    ally: creature.is_ally(),
                }
            }
            ObjectRecord::Stairs(stairs) => Thing::Stairs(stairs.leads()),
            ObjectRecord::Door(door) => Thing::Door { open: door.is_open() },
            // World files have no locked doors or spirits: a Build Your Own
            // World level written as a world keeps its door as the way out
            // and leaves its spirits out.
            ObjectRecord::Exit(_) | ObjectRecord::LockedDoor(_) => Thing::Exit,
            ObjectRecord::Spirit(_) => continue,
            // The world file format has no words for Dungeon Mania's kinds
            // yet (the descent will place them: issue 27); a Dungeon Mania
            // map is written in its own format (`dungeon::Dungeon::to_dungeon_json`).
            ObjectRecord::Boulder(_) => Thing::Boulder,
            ObjectRecord::Switch(_) => Thing::Switch,
            ObjectRecord::SwitchDoor(door) => Thing::SwitchDoor { open: door.is_open() },
            ObjectRecord::Portal(portal) => Thing::Portal { colour: portal.colour().to_owned() },
            ObjectRecord::Spawner(_) => Thing::Spawner,
            ObjectRecord::LitBomb(_)
            | ObjectRecord::Spider(_)
            | ObjectRecord::ZombieToast(_)
            | ObjectRecord::Mercenary(_)
            | ObjectRecord::Swamp(_)
            | ObjectRecord::Hydra(_)
            | ObjectRecord::Wire(_)
            | ObjectRecord::LightBulb(_)
            | ObjectRecord::TimeTravellingPortal(_)
            | ObjectRecord::OlderPlayer(_) => continue,
            // The seed's text has no symbol for these: a labyrinth's level
            // is written back in the labyrinth format, never as a world.
            ObjectRecord::Entrance(_) | ObjectRecord::Wormhole(_) => continue,
        };
        grow(at);
        things.push(Placement { at, thing });
    }
    let (lo, hi) = bounds.unwrap_or((Coordinates::ZERO, Coordinates::ZERO));
    let mut matrix = WallMatrix::new(lo, hi.x - lo.x + 1, hi.y - lo.y + 1);
    for cell in wall_cells {
        matrix.set(cell, true);
    }
    let mut plan = WorldPlan { walls: matrix, player: player.unwrap_or(lo), things };
    plan.translate(-lo);
    plan.canonical()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Command;
    use crate::gen::file_format::{parse_world, write_dungeon};

    const TWO_LEVELS: &str = "\
6 3
W W W W W W
W 1 . . 2 W
W W W W W W
1. Player
2. Stairs Down
2. Item Sword
Level
3 3
W W W
1 . 2
W W W
1. Mob Mimic Shield
2. Stairs Up
";

    fn dungeon() -> DungeonPlan {
        parse_world(TWO_LEVELS).expect("a valid world").dungeon
    }

    fn game(dungeon: &DungeonPlan) -> Game {
        let player = Player::new(dungeon.player());
        Game::with_levels(build_levels(dungeon), dungeon.start(), player, 1)
    }

    fn stairs_of(level: &Level) -> Vec<Stairs> {
        level
            .world
            .objects()
            .filter_map(|(_, o)| match o.record() {
                ObjectRecord::Stairs(stairs) => Some(stairs),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn stairs_lead_to_the_matching_stairs_of_the_next_level_and_back() {
        let levels = build_levels(&dungeon());
        assert_eq!(levels.len(), 2);
        let c = Coordinates::new;
        assert_eq!(stairs_of(&levels[0]), vec![Stairs::new(c(4, 1), Leads::Down, 1, c(2, 1))]);
        assert_eq!(stairs_of(&levels[1]), vec![Stairs::new(c(2, 1), Leads::Up, 0, c(4, 1))]);
        assert_eq!(levels[1].world.len(), 3, "a wall, a mimic and the stairs");
    }

    #[test]
    fn a_lone_level_leaves_its_stairs_out() {
        let plan = dungeon().levels()[0].clone();
        let world = build_world(&plan);
        assert_eq!(world.len(), 2, "the wall and the sword");
    }

    #[test]
    fn every_level_is_described_again_with_the_player_where_they_stand() {
        let dungeon = dungeon();
        let mut game = game(&dungeon);
        assert_eq!(plan_of(&game), dungeon.clone().canonical());
        for _ in 0..3 {
            game.apply(Command::Move(crate::game::Direction::Right));
        }
        game.apply(Command::Travel(Leads::Down));
        assert_eq!(game.depth(), 1);
        let exported = plan_of(&game);
        assert_eq!(exported.start(), 1, "the export starts where the player is");
        assert_eq!(exported.player(), game.player.coordinates);
        let text = write_dungeon(&exported);
        let again = parse_world(&text).expect("the export reads back").dungeon;
        assert_eq!(again, exported);
        assert_eq!(stairs_of(&build_levels(&again)[0]), stairs_of(&game.levels()[0]));
    }
}
