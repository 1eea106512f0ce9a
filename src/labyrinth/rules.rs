//! The rules of a game in the dark, as an engine level: the labyrinth's
//! walls (and the border, since outside the map everything is wall) are one
//! engine wall; entrances, exits and wormholes are engine kinds, each
//! wormhole throwing onto the next; a treasure is the treasure item lying on
//! the floor. The level plays by the engine's own turn, blind, with a move
//! limit, a limit of failed steps in a row and the goal `treasure AND exit`:
//! a step into a wall takes no move, a wait takes one.

use super::map::{Cell, LabyrinthMap};
use crate::game::{
    Coordinates, DroppedItem, Entrance, Exit, GameWorld, Goal, ItemKind, Level, Rules, SightModel,
    Wall, Wormhole,
};

/// Moves a game allows unless told otherwise (the original's tests use 500).
pub const DEFAULT_MOVE_LIMIT: u32 = 500;
/// Failed steps in a row after which the game is lost, as in the original.
pub const FAILED_STEPS_LIMIT: u32 = 100;
/// The `GameRng` stream that picks the entrance.
pub const ENTRANCE_STREAM: u64 = 0x1ab_0002;
/// The item a labyrinth's treasure is (a treasure of the content table).
pub const TREASURE: ItemKind = ItemKind::Amulet;

/// The labyrinth's world: one wall over the map and the ring around it, an
/// object for every entrance, exit, treasure and wormhole (hole N throws onto
/// hole N+1, the last onto the first; see [`LabyrinthMap::wormhole_exits`]).
pub fn labyrinth_world(map: &LabyrinthMap) -> GameWorld {
    let (width, height) = (map.width() as i32, map.height() as i32);
    let mut cells = Vec::with_capacity(((width + 2) * (height + 2)) as usize);
    for y in -1..=height {
        for x in -1..=width {
            cells.push(map.get(Coordinates::new(x, y)) == Cell::Wall);
        }
    }
    let mut world = GameWorld::new();
    let origin = Coordinates::new(-1, -1);
    // One wall on an empty world cannot overlap anything.
    let _ = world.add(Box::new(Wall::new(origin, width + 2, height + 2, cells)));
    let exits = map.wormhole_exits();
    for at in map.positions() {
        let object: Box<dyn crate::game::GameObject> = match map.get(at) {
            Cell::Empty | Cell::Wall => continue,
            Cell::Entrance => Box::new(Entrance::new(at)),
            Cell::Exit => Box::new(Exit::new(at)),
            Cell::Treasure => Box::new(DroppedItem::new(at, TREASURE)),
            Cell::Wormhole(number) => {
                let to = exits.iter().find(|(from, _)| *from == at).map_or(at, |&(_, to)| to);
                Box::new(Wormhole::new(at, u32::from(number), to))
            }
        };
        // Only walls can fail to place, and none of these is one.
        let _ = world.add(object);
    }
    world
}

/// The rules of a labyrinth allowing `move_limit` moves: blind, at most
/// [`FAILED_STEPS_LIMIT`] failed steps in a row, won by carrying treasure
/// onto an exit.
pub fn labyrinth_rules(move_limit: u32) -> Rules {
    Rules {
        sight: SightModel::Blind,
        move_limit: Some(u64::from(move_limit)),
        failed_steps_limit: Some(FAILED_STEPS_LIMIT),
        goal: Some(Goal::And(Box::new(Goal::Treasure(1)), Box::new(Goal::Exit))),
        ..Rules::classic()
    }
}

/// The labyrinth as an engine level allowing `move_limit` moves.
pub fn labyrinth_level(map: &LabyrinthMap, move_limit: u32) -> Level {
    Level::new(labyrinth_world(map), labyrinth_rules(move_limit))
}

#[cfg(test)]
mod tests {
    use super::super::format::parse_labyrinth;
    use super::*;
    use crate::game::{Felt, GridMap};

    #[test]
    fn the_level_holds_the_labyrinth_and_a_wall_all_round() {
        let map = parse_labyrinth("#######\n#S0 1T#\n#E   ##\n#######").expect("valid");
        let world = labyrinth_world(&map);
        let felt = |x, y| world.felt(Coordinates::new(x, y));
        assert_eq!(
            [felt(0, 0), felt(1, 0), felt(2, 0), felt(4, 0), felt(0, 1), felt(4, 1)],
            [Felt::Entrance, Felt::Wormhole, Felt::Floor, Felt::Treasure, Felt::Exit, Felt::Wall]
        );
        for edge in [(-1, 0), (5, 1), (2, -1), (2, 2)] {
            assert_eq!(felt(edge.0, edge.1), Felt::Wall, "the border at {edge:?}");
        }
        assert_eq!(world.sends_to(Coordinates::new(1, 0)), Some(Coordinates::new(3, 0)));
        assert_eq!(world.sends_to(Coordinates::new(3, 0)), Some(Coordinates::new(1, 0)));
        assert!(world.is_opaque(Coordinates::new(4, 1)));
    }

    #[test]
    fn the_rules_are_blind_limited_and_won_by_treasure_and_exit() {
        let rules = labyrinth_rules(300);
        assert_eq!(rules.sight, SightModel::Blind);
        assert_eq!((rules.move_limit, rules.failed_steps_limit), (Some(300), Some(100)));
        assert_eq!(rules.goal.map(|g| g.to_string()).as_deref(), Some("treasure AND exit"));
        assert!(rules.set.is_classic(), "the engine's own turn");
    }
}
