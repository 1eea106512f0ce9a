//! Auto-explore: the first step towards the nearest place the player has not
//! explored, worked out from what the player has seen and remembers (never
//! from the world itself), and the stops a careful player would make — a
//! creature in view, a new item in view, nothing left to reach.

use super::appearance::{Figure, Visibility};
use super::coordinates::{Coordinates, Direction};
use super::game::Game;
use super::kind::{ItemKind, MobKind};
use super::rules::SightModel;
use std::collections::{HashSet, VecDeque};

/// Why auto-explore stops, or will not start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExploreStop {
    /// A creature is in view: the player decides what to do about it.
    Creature(MobKind),
    /// An item came into view that this exploration had not seen.
    Item(ItemKind),
    /// Every place the player can reach by what it remembers is explored.
    Explored,
    /// The game is over.
    Over,
}

impl ExploreStop {
    /// The phrase key (in the locale's `phrases`) that says why, and the
    /// name of the kind it fills in as `{name}`.
    pub fn phrase(self) -> (&'static str, Option<&'static str>) {
        match self {
            ExploreStop::Creature(kind) => ("explore_creature", Some(kind.name())),
            ExploreStop::Item(kind) => ("explore_item", Some(kind.name())),
            ExploreStop::Explored => ("explore_done", None),
            ExploreStop::Over => ("explore_over", None),
        }
    }
}

/// One exploration, from the key press that starts it to its stop: the items
/// it has already stopped for (or saw when it began), and the cells it found
/// it cannot enter although memory shows nothing there (a wall in the dark).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Explorer {
    items_seen: HashSet<(usize, Coordinates)>,
    blocked: HashSet<(usize, Coordinates)>,
    last: Option<(usize, Coordinates, Direction)>,
}

impl Explorer {
    /// An exploration starting now: items already in view do not stop it.
    pub fn new(game: &Game) -> Explorer {
        let depth = game.depth();
        let items_seen = game.items_in_view().into_iter().map(|(c, _)| (depth, c)).collect();
        Explorer { items_seen, ..Explorer::default() }
    }

    /// The next step, or why to stop. Call it before each step and carry the
    /// step out as a move; it notices on the next call if the move failed.
    pub fn next(&mut self, game: &Game) -> Result<Direction, ExploreStop> {
        if game.is_over() {
            return Err(ExploreStop::Over);
        }
        let depth = game.depth();
        let here = game.player.coordinates;
        if let Some((last_depth, from, direction)) = self.last.take() {
            if last_depth == depth && from == here {
                self.blocked.insert((depth, here.step(direction)));
            }
        }
        if let Some(kind) = game.creature_in_view() {
            return Err(ExploreStop::Creature(kind));
        }
        for (cell, kind) in game.items_in_view() {
            if self.items_seen.insert((depth, cell)) {
                return Err(ExploreStop::Item(kind));
            }
        }
        let blocked = &self.blocked;
        let step = game
            .explore_step(|cell| blocked.contains(&(depth, cell)))
            .ok_or(ExploreStop::Explored)?;
        self.last = Some((depth, here, step));
        Ok(step)
    }
}

impl Game {
    /// A creature in view, if any (the nearest).
    pub fn creature_in_view(&self) -> Option<MobKind> {
        let me = self.player.coordinates;
        self.figures_in_view()
            .filter_map(|(cell, figure)| match figure {
                Figure::Mob(kind) => Some((cell.manhattan(me), kind)),
                _ => None,
            })
            .min_by_key(|&(distance, _)| distance)
            .map(|(_, kind)| kind)
    }

    /// The items in view, nearest first, by where they lie.
    pub fn items_in_view(&self) -> Vec<(Coordinates, ItemKind)> {
        let me = self.player.coordinates;
        let mut items: Vec<(Coordinates, ItemKind)> = self
            .figures_in_view()
            .filter_map(|(cell, figure)| match figure {
                Figure::Item(kind) => Some((cell, kind)),
                _ => None,
            })
            .collect();
        crate::order::sort_by_key(&mut items, |&(cell, _)| (cell.manhattan(me), cell.y, cell.x));
        items
    }

    fn figures_in_view(&self) -> impl Iterator<Item = (Coordinates, Figure)> + '_ {
        self.view.iter().filter_map(move |cell| self.cell_view(cell).map(|v| (cell, v))).flat_map(
            |(cell, view)| {
                let in_view = view.visibility == Visibility::InView;
                // An ally is company, not a creature to stop for.
                view.things
                    .into_iter()
                    .filter(move |a| in_view && !a.ally)
                    .map(move |a| (cell, a.figure))
            },
        )
    }

    /// The first step of the shortest way, through cells the player knows
    /// are open, to the nearest known open cell next to one it has never
    /// seen; `None` when there is none. Exits are never walked through (a
    /// step onto one may end the game), nor cells `blocked` says no to.
    pub fn explore_step(&self, blocked: impl Fn(Coordinates) -> bool) -> Option<Direction> {
        let start = self.player.coordinates;
        let open = |cell: Coordinates| match self.cell_view(cell) {
            Some(view) => {
                !view.wall
                    && !blocked(cell)
                    && !view
                        .things
                        .iter()
                        .any(|a| matches!(a.figure, Figure::Exit | Figure::LockedDoor))
            }
            None => false,
        };
        let unknown = |cell: Coordinates| self.cell_view(cell).is_none() && !blocked(cell);
        // In the dark (blind rules) the unknown neighbour itself is the goal.
        if let Some(direction) = Direction::ALL.into_iter().find(|&d| unknown(start.step(d))) {
            if self.rules().sight == SightModel::Blind {
                return Some(direction);
            }
        }
        let mut seen: HashSet<Coordinates> = HashSet::from([start]);
        let mut queue: VecDeque<(Coordinates, Option<Direction>)> = VecDeque::from([(start, None)]);
        while let Some((cell, step)) = queue.pop_front() {
            if let Some(step) = step {
                if cell.neighbours().into_iter().any(unknown) {
                    return Some(step);
                }
            }
            for direction in Direction::ALL {
                let next = cell.step(direction);
                if seen.insert(next) && open(next) {
                    queue.push_back((next, Some(step.unwrap_or(direction))));
                }
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{
        Command, Creature, DroppedItem, GameWorld, Level, LockedDoor, Player, Rules, SightModel,
        Wall,
    };

    fn corridor(rows: &[&str]) -> Game {
        let mut world = GameWorld::new();
        world.add(Box::new(Wall::from_rows(Coordinates::ZERO, rows))).expect("walls");
        Game::new(world, Player::new(Coordinates::new(1, 1)), 7)
    }

    fn explore(game: &mut Game) -> (u32, ExploreStop) {
        let mut explorer = Explorer::new(game);
        let mut steps = 0;
        loop {
            match explorer.next(game) {
                Ok(direction) => {
                    game.apply(Command::Move(direction));
                    steps += 1;
                    assert!(steps < 10_000, "explores forever");
                }
                Err(stop) => return (steps, stop),
            }
        }
    }

    #[test]
    fn walks_until_everything_reachable_is_seen() {
        let row = format!("#{}#", " ".repeat(40));
        let wall = "#".repeat(42);
        let mut game = corridor(&[&wall, &row, &wall]);
        let (steps, stop) = explore(&mut game);
        assert_eq!(stop, ExploreStop::Explored);
        assert!(steps > 20 && steps < 40, "{steps}");
        assert!(game.player.coordinates.x > 20, "{:?}", game.player.coordinates);
        assert_eq!(game.cell_view(Coordinates::new(40, 1)).map(|v| v.wall), Some(false));
    }

    #[test]
    fn stops_for_a_creature_and_for_each_new_item_once() {
        let row = format!("#{}#", " ".repeat(60));
        let wall = "#".repeat(62);
        let mut game = corridor(&[&wall, &row, &wall]);
        let world = game.world_mut();
        world.add(Box::new(DroppedItem::new(Coordinates::new(30, 1), ItemKind::Sword))).unwrap();
        world.add(Box::new(Creature::new(MobKind::Robot, Coordinates::new(55, 1), None))).unwrap();
        let (_, stop) = explore(&mut game);
        assert_eq!(stop, ExploreStop::Item(ItemKind::Sword));
        let (_, stop) = explore(&mut game);
        assert_eq!(stop, ExploreStop::Creature(MobKind::Robot));
        let (steps, stop) = explore(&mut game);
        assert_eq!((steps, stop), (0, ExploreStop::Creature(MobKind::Robot)), "will not start");
    }

    #[test]
    fn a_lit_map_has_nothing_left_to_explore_and_its_locked_door_is_left_alone() {
        // A room whose map is known, its locked door in the gap of its east
        // wall; beyond it, what no one has seen.
        let mut world = GameWorld::new();
        let rows = ["#######", "#      ", "#######"];
        world.add(Box::new(Wall::from_rows(Coordinates::ZERO, &rows))).expect("walls");
        world.add(Box::new(LockedDoor::new(Coordinates::new(6, 1)))).expect("door");
        let mut level = Level::new(world, Rules { sight: SightModel::Lit, ..Rules::classic() });
        level.reveal((0..7).flat_map(|x| (0..3).map(move |y| Coordinates::new(x, y))));
        let mut game = Game::with_levels(vec![level], 0, Player::new(Coordinates::new(1, 1)), 7);
        assert_eq!(game.explore_step(|_| false), None, "the door is no way to the unknown");
        assert_eq!(explore(&mut game), (0, ExploreStop::Explored));
    }

    #[test]
    fn in_the_dark_it_feels_its_way_and_never_bumps_twice() {
        let mut game = corridor(&["######", "#    #", "## ###", "######"]);
        game.levels[0].rules = Rules { sight: SightModel::Blind, ..Rules::classic() };
        game.look_around();
        let (steps, stop) = explore(&mut game);
        assert_eq!(stop, ExploreStop::Explored);
        assert!(steps <= 8, "{steps}");
    }
}
