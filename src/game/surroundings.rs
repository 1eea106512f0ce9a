//! The player's surroundings as data, for the key that reads them aloud:
//! what lies underfoot, what is in view nearby (creatures first, nearest
//! first) and which neighbouring cells are walls. Built from
//! [`Game::describe`] alone, so it tells no more than the screen shows: a
//! disguised Mimic is its item, a remembered cell adds nothing.

use super::coordinates::{Coordinates, Direction};
use super::game::Game;
use super::look::{Description, SeenThing};

/// How far, in cells each way, the surroundings look.
pub const SURROUNDINGS_RADIUS: i32 = 8;

/// At most this many things in view are listed; the rest are counted.
pub const MAX_NEARBY: usize = 10;

/// What the player knows of the cells around them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Surroundings {
    /// The player's own cell (what lies underfoot).
    pub here: Option<Description>,
    /// The player's health now.
    pub health: i32,
    /// The player's maximum health.
    pub max_health: i32,
    /// Things in view within [`SURROUNDINGS_RADIUS`]: creatures first, then
    /// the rest, each group nearest first; at most [`MAX_NEARBY`].
    pub nearby: Vec<Nearby>,
    /// Things in view within the radius left out of `nearby`.
    pub more: usize,
    /// The neighbouring cells that are walls, in [`Direction::ALL`] order.
    pub walls: Vec<Direction>,
    /// The level's goal: its text, whether it is met, what is left.
    pub goal: Option<(String, bool, String)>,
}

/// One thing in view and where it is from the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Nearby {
    /// Cells east (negative: west) of the player.
    pub dx: i32,
    /// Cells south (negative: north) of the player.
    pub dy: i32,
    /// What is there.
    pub thing: SeenThing,
}

impl Nearby {
    /// How far: moves are orthogonal, so steps first, then the farther axis.
    fn distance(&self) -> (i32, i32) {
        (self.dx.abs() + self.dy.abs(), self.dx.abs().max(self.dy.abs()))
    }
}

impl Game {
    /// What the player knows of the cells around them now.
    pub fn surroundings(&self) -> Surroundings {
        let at = self.player.coordinates;
        let mut creatures = Vec::new();
        let mut others = Vec::new();
        let r = SURROUNDINGS_RADIUS;
        for dy in -r..=r {
            for dx in -r..=r {
                if dx == 0 && dy == 0 {
                    continue;
                }
                let Some(d) = self.describe(Coordinates::new(at.x + dx, at.y + dy)) else {
                    continue;
                };
                if !d.in_view {
                    continue;
                }
                for thing in d.things {
                    let near = Nearby { dx, dy, thing };
                    match near.thing {
                        SeenThing::Creature(_) => creatures.push(near),
                        _ => others.push(near),
                    }
                }
            }
        }
        crate::order::sort_by_key(&mut creatures, |n| (n.distance(), n.dy, n.dx));
        crate::order::sort_by_key(&mut others, |n| (n.distance(), n.dy, n.dx));
        let mut nearby = creatures;
        nearby.extend(others);
        let more = nearby.len().saturating_sub(MAX_NEARBY);
        nearby.truncate(MAX_NEARBY);
        let walls = Direction::ALL
            .into_iter()
            .filter(|&d| self.describe(at.step(d)).is_some_and(|cell| cell.wall))
            .collect();
        Surroundings {
            here: self.describe(at),
            health: self.player.health,
            max_health: self.player.max_health,
            nearby,
            more,
            walls,
            goal: self.goal_status(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Creature, DroppedItem, GameWorld, ItemKind, MobKind, Player, Wall};

    fn room() -> Game {
        let mut world = GameWorld::new();
        let rows = ["#######", "#.....#", "#.....#", "#######"];
        world.add(Box::new(Wall::from_rows(Coordinates::ZERO, &rows))).expect("walls");
        let mimic = Creature::new(MobKind::Mimic, Coordinates::new(2, 2), Some(ItemKind::Sword));
        world.add(Box::new(mimic)).expect("mimic");
        world
            .add(Box::new(DroppedItem::new(Coordinates::new(1, 2), ItemKind::Shield)))
            .expect("item");
        world
            .add(Box::new(DroppedItem::new(Coordinates::new(1, 1), ItemKind::Sword)))
            .expect("item");
        world
            .add(Box::new(Creature::new(MobKind::Robot, Coordinates::new(4, 1), None)))
            .expect("robot");
        Game::new(world, Player::new(Coordinates::new(1, 1)), 3)
    }

    #[test]
    fn creatures_come_first_and_a_mimic_is_its_item() {
        let s = room().surroundings();
        let here = s.here.as_ref().expect("the player's cell is seen");
        assert_eq!(here.things, vec![SeenThing::Item { kind: ItemKind::Sword }]);
        let places: Vec<(i32, i32)> = s.nearby.iter().map(|n| (n.dx, n.dy)).collect();
        assert_eq!(places, [(3, 0), (0, 1), (1, 1)], "the Robot, the Shield, the 'Sword'");
        assert!(matches!(s.nearby[0].thing, SeenThing::Creature(f) if f.kind == MobKind::Robot));
        assert_eq!(s.nearby[2].thing, SeenThing::Item { kind: ItemKind::Sword }, "the Mimic hides");
        assert_eq!(s.walls, [Direction::Up, Direction::Left]);
        assert_eq!(s.more, 0);
    }
}
