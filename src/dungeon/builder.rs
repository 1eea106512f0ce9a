//! The dungeon builder (spec §3.12): a maze by randomized Prim's, exactly as
//! the spec gives it, inside a border of walls, with the player at the start,
//! an exit at the end and the exit goal. The maze fills the box the start and
//! the end span; the border is the ring of cells just outside it, so the
//! spec's "not on the boundary" means "inside the box". The same corners and
//! seed always give the same dungeon: every random choice is drawn from one
//! `GameRng` stream of the seed.

use crate::game::{Coordinates, Direction, GameRng};
use std::fmt;

/// The most cells a side of the maze's box may have: a 200 × 200 maze is far
/// larger than a screen, and its walls stay well under the loader's limit on
/// entities.
pub const MAX_MAZE_SIDE: i64 = 200;

/// The random stream the builder draws from (apart from the game's own).
const BUILDER_STREAM: u64 = 3_12;

/// The box the page's "Generate a dungeon" builds in: start (1, 1), end
/// (21, 13), a maze that fits the screen with its border.
pub const PAGE_MAZE: (Coordinates, Coordinates) =
    (Coordinates::new(1, 1), Coordinates::new(21, 13));

/// Why no dungeon can be built between two corners.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildError {
    /// The start and the end are one cell: there is no way to walk.
    SameCell,
    /// A side of the box is longer than [`MAX_MAZE_SIDE`] cells.
    TooLarge {
        /// The box's width in cells.
        width: i64,
        /// The box's height in cells.
        height: i64,
    },
    /// A corner lies so far out that the border would leave the map.
    TooFar,
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            BuildError::SameCell => crate::locale::phrase("dungeon_build_same_cell", &[]),
            BuildError::TooLarge { width, height } => crate::locale::phrase(
                "dungeon_build_too_large",
                &[
                    ("width", &width.to_string()),
                    ("height", &height.to_string()),
                    ("max", &MAX_MAZE_SIDE.to_string()),
                ],
            ),
            BuildError::TooFar => crate::locale::phrase(
                "dungeon_build_too_far",
                &[("max", &(super::MAX_COORDINATE - 1).to_string())],
            ),
        };
        f.write_str(&text)
    }
}

impl std::error::Error for BuildError {}

/// A maze built between two cells: which cells of its box and border are open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Maze {
    /// The border's top-left cell.
    origin: Coordinates,
    /// The border's width and height.
    width: i32,
    height: i32,
    /// Row by row from `origin`: open (true) or wall.
    open: Vec<bool>,
    /// Where the player starts.
    pub start: Coordinates,
    /// Where the exit stands.
    pub end: Coordinates,
}

impl Maze {
    /// The maze between `start` and `end` for `seed`, by the spec's
    /// randomized Prim's.
    pub fn build(start: Coordinates, end: Coordinates, seed: u64) -> Result<Maze, BuildError> {
        if start == end {
            return Err(BuildError::SameCell);
        }
        let far = |c: Coordinates| {
            i64::from(c.x).abs() >= super::MAX_COORDINATE
                || i64::from(c.y).abs() >= super::MAX_COORDINATE
        };
        if far(start) || far(end) {
            return Err(BuildError::TooFar);
        }
        let width = i64::from(start.x.abs_diff(end.x)) + 1;
        let height = i64::from(start.y.abs_diff(end.y)) + 1;
        if width > MAX_MAZE_SIDE || height > MAX_MAZE_SIDE {
            return Err(BuildError::TooLarge { width, height });
        }
        let origin = Coordinates::new(start.x.min(end.x) - 1, start.y.min(end.y) - 1);
        let (width, height) = (width as i32 + 2, height as i32 + 2);
        let open = vec![false; (width * height) as usize];
        let mut maze = Maze { origin, width, height, open, start, end };
        maze.carve(&mut GameRng::new(seed, BUILDER_STREAM));
        Ok(maze)
    }

    /// The spec's pseudocode, line by line: `options` is a list (a cell may
    /// be in it more than once, and is processed each time), every choice
    /// uniform.
    fn carve(&mut self, rng: &mut GameRng) {
        self.set_open(self.start);
        let mut options = self.walls_two_away(self.start);
        while !options.is_empty() {
            let next = options.swap_remove(rng.below(options.len() as u32) as usize);
            let neighbours: Vec<Coordinates> = Direction::CLOCKWISE
                .into_iter()
                .map(|d| next.step(d).step(d))
                .filter(|&c| self.is_inside(c) && self.is_open(c))
                .collect();
            if let Some(&neighbour) = rng.choose(&neighbours) {
                let between = Coordinates::new(
                    (next.x + neighbour.x).div_euclid(2),
                    (next.y + neighbour.y).div_euclid(2),
                );
                for cell in [next, between, neighbour] {
                    self.set_open(cell);
                }
            }
            options.extend(self.walls_two_away(next));
        }
        if !self.is_open(self.end) {
            self.set_open(self.end);
            let neighbours: Vec<Coordinates> = Direction::CLOCKWISE
                .into_iter()
                .map(|d| self.end.step(d))
                .filter(|&c| self.is_inside(c))
                .collect();
            if !neighbours.iter().any(|&c| self.is_open(c)) {
                if let Some(&neighbour) = rng.choose(&neighbours) {
                    self.set_open(neighbour);
                }
            }
        }
    }

    /// The cells two steps from `cell`, inside the box, that are walls.
    fn walls_two_away(&self, cell: Coordinates) -> Vec<Coordinates> {
        Direction::CLOCKWISE
            .into_iter()
            .map(|d| cell.step(d).step(d))
            .filter(|&c| self.is_inside(c) && !self.is_open(c))
            .collect()
    }

    fn index(&self, cell: Coordinates) -> Option<usize> {
        let (x, y) = (cell.x - self.origin.x, cell.y - self.origin.y);
        ((0..self.width).contains(&x) && (0..self.height).contains(&y))
            .then(|| (y * self.width + x) as usize)
    }

    /// Whether `cell` is inside the box (not on the border, not beyond it).
    pub fn is_inside(&self, cell: Coordinates) -> bool {
        let (x, y) = (cell.x - self.origin.x, cell.y - self.origin.y);
        x > 0 && y > 0 && x < self.width - 1 && y < self.height - 1
    }

    /// Whether `cell` is open floor (cells beyond the border are not).
    pub fn is_open(&self, cell: Coordinates) -> bool {
        self.index(cell).is_some_and(|i| self.open[i])
    }

    fn set_open(&mut self, cell: Coordinates) {
        if let Some(i) = self.index(cell) {
            self.open[i] = true;
        }
    }

    /// Every cell of the box and its border, row by row.
    pub fn cells(&self) -> impl Iterator<Item = Coordinates> + '_ {
        (0..self.height).flat_map(move |y| {
            (0..self.width).map(move |x| Coordinates::new(self.origin.x + x, self.origin.y + y))
        })
    }

    /// The dungeon file (spec §4): the player, the exit, then every wall row
    /// by row, and the exit goal; one entity a line.
    pub fn to_dungeon_text(&self) -> String {
        let entity =
            |kind: &str, c: Coordinates| crate::json_value!({"type": kind, "x": c.x, "y": c.y});
        let mut rows = vec![entity("player", self.start), entity("exit", self.end)];
        rows.extend(self.cells().filter(|&c| !self.is_open(c)).map(|c| entity("wall", c)));
        let rows: Vec<String> = rows.iter().map(|row| format!("    {row}")).collect();
        format!(
            "{{\n  \"entities\": [\n{}\n  ],\n  \"goal-condition\": {{\"goal\": \"exit\"}}\n}}\n",
            rows.join(",\n")
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{CharMap, Search};

    fn maze_map(maze: &Maze) -> CharMap {
        let mut text = String::new();
        for y in 0..maze.height {
            for x in 0..maze.width {
                let c = Coordinates::new(maze.origin.x + x, maze.origin.y + y);
                text.push(if maze.is_open(c) { '.' } else { '#' });
            }
            text.push('\n');
        }
        CharMap::parse(&text)
    }

    /// The spec's tests of §3.12, over 1,000 seeds and boxes of every shape:
    /// a whole border of walls, the start and the end open, every open cell
    /// reachable from the start (so the exit is), and the same seed giving
    /// the same maze.
    #[test]
    fn prims_mazes_have_a_border_are_connected_and_are_deterministic() {
        let mut shapes = GameRng::new(7, 1);
        for seed in 0..1_000u64 {
            let start =
                Coordinates::new(shapes.range_inclusive(-5, 5), shapes.range_inclusive(-5, 5));
            let end = Coordinates::new(
                start.x + shapes.range_inclusive(-12, 12),
                start.y + shapes.range_inclusive(-12, 12),
            );
            if start == end {
                continue;
            }
            let maze = Maze::build(start, end, seed).expect("a small box builds");
            assert_eq!(maze, Maze::build(start, end, seed).expect("again"), "seed {seed}");
            for cell in maze.cells() {
                if !maze.is_inside(cell) {
                    assert!(!maze.is_open(cell), "seed {seed}: the border is open at {cell:?}");
                }
            }
            assert!(maze.is_open(start) && maze.is_open(end), "seed {seed}");
            let map = maze_map(&maze);
            let local = |c: Coordinates| Coordinates::new(c.x - maze.origin.x, c.y - maze.origin.y);
            let search = Search::breadth_first(&map, local(start), 100_000, |_| false);
            let open = maze.cells().filter(|&c| maze.is_open(c)).count();
            assert_eq!(search.visited(), open, "seed {seed}: every open cell is reachable");
            assert!(search.cost(local(end)).is_some(), "seed {seed}: the exit is reachable");
        }
    }

    #[test]
    fn different_seeds_give_different_mazes() {
        let (start, end) = PAGE_MAZE;
        let mazes: Vec<Maze> =
            (0..10).map(|seed| Maze::build(start, end, seed).expect("builds")).collect();
        for (i, a) in mazes.iter().enumerate() {
            for b in &mazes[i + 1..] {
                assert_ne!(a.open, b.open);
            }
        }
    }

    #[test]
    fn corners_that_cannot_make_a_maze_say_why() {
        let c = Coordinates::new;
        assert_eq!(Maze::build(c(1, 1), c(1, 1), 0), Err(BuildError::SameCell));
        assert_eq!(
            Maze::build(c(0, 0), c(300, 2), 0),
            Err(BuildError::TooLarge { width: 301, height: 3 })
        );
        assert_eq!(Maze::build(c(0, 0), c(100_000_000, 2), 0), Err(BuildError::TooFar));
        assert_eq!(BuildError::SameCell.to_string(), "the start and the end are one cell");
    }

    /// The file it writes loads as a dungeon with the exit goal, its player
    /// at the start and its exit at the end.
    #[test]
    fn the_written_dungeon_loads_with_its_player_exit_and_goal() {
        let (start, end) = PAGE_MAZE;
        let maze = Maze::build(start, end, 42).expect("builds");
        let text = maze.to_dungeon_text();
        let config = crate::dungeon::Config::default_config();
        let dungeon = crate::dungeon::Dungeon::load(&text, &config, 0).expect("it loads");
        assert_eq!(dungeon.player_pos(), Some(start));
        assert_eq!(dungeon.goals_text(), ":exit");
        let exits: Vec<_> = dungeon
            .entities()
            .into_iter()
            .filter(|(_, k)| matches!(k, crate::game::KindRef::Exit(_)))
            .collect();
        assert_eq!(exits.len(), 1);
        let walls = maze.cells().filter(|&c| !maze.is_open(c)).count();
        assert_eq!(dungeon.entities().len(), walls + 1, "the walls and the exit");
    }
}
