//! `TileGrid`: a width × height array of tiles (the seed's `TETile[][]`),
//! with the neighbour queries the generator asks. The generator lays it out
//! in the seed's frame, row 0 at the bottom, and turns it the engine's way
//! up ([`TileGrid::flipped`]) when the world is done.

use super::tile::Tile;
use crate::game::{Coordinates, Direction, Edge, GridMap, Search};

/// A rectangle of tiles from `(0, 0)`. Cells outside read as
/// [`Tile::Nothing`], so neighbour checks need no bounds tests.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TileGrid {
    width: i32,
    height: i32,
    tiles: Vec<Tile>,
}

impl TileGrid {
    /// A grid of `Nothing`. Sizes are checked by the caller ([`WorldSize`](super::WorldSize)).
    pub(crate) fn new(width: i32, height: i32) -> Self {
        let cells = usize::try_from(width.max(0) * height.max(0)).unwrap_or(0);
        TileGrid { width, height, tiles: vec![Tile::Nothing; cells] }
    }

    /// Number of columns.
    pub fn width(&self) -> i32 {
        self.width
    }

    /// Number of rows.
    pub fn height(&self) -> i32 {
        self.height
    }

    /// The index of `p` in `tiles`, or `None` outside.
    pub fn index(&self, p: Coordinates) -> Option<usize> {
        if p.x >= 0 && p.x < self.width && p.y >= 0 && p.y < self.height {
            Some((p.y * self.width + p.x) as usize)
        } else {
            None
        }
    }

    /// Whether `p` is inside the grid.
    pub fn contains(&self, p: Coordinates) -> bool {
        self.index(p).is_some()
    }

    /// Whether `p` is on the outermost ring of cells.
    pub fn is_edge(&self, p: Coordinates) -> bool {
        p.x == 0 || p.y == 0 || p.x == self.width - 1 || p.y == self.height - 1
    }

    /// The tile at `p`; `Nothing` outside the grid.
    pub fn get(&self, p: Coordinates) -> Tile {
        match self.index(p) {
            Some(i) => self.tiles[i],
            None => Tile::Nothing,
        }
    }

    /// Sets the tile at `p`; a position outside is ignored.
    pub fn set(&mut self, p: Coordinates, tile: Tile) {
        if let Some(i) = self.index(p) {
            self.tiles[i] = tile;
        }
    }

    /// The position of tile index `i`.
    pub fn position(&self, i: usize) -> Coordinates {
        let i = i as i32;
        Coordinates::new(i % self.width, i / self.width)
    }

    /// Every cell with its tile, row 0 first.
    pub fn cells(&self) -> impl Iterator<Item = (Coordinates, Tile)> + '_ {
        self.tiles.iter().enumerate().map(|(i, &t)| (self.position(i), t))
    }

    /// The positions of every cell holding `tile`, row 0 first.
    pub fn positions_of(&self, tile: Tile) -> Vec<Coordinates> {
        // Plain loops: the generator calls this a few times a world, and the
        // property tests generate worlds by the ten thousand in debug builds.
        let mut out = Vec::new();
        let mut i = 0;
        for y in 0..self.height {
            for x in 0..self.width {
                if self.tiles[i] == tile {
                    out.push(Coordinates::new(x, y));
                }
                i += 1;
            }
        }
        out
    }

    /// The positions of the outermost ring of cells.
    pub fn edge(&self) -> Vec<Coordinates> {
        let (w, h) = (self.width, self.height);
        let mut out: Vec<Coordinates> =
            (0..w).flat_map(|x| [Coordinates::new(x, 0), Coordinates::new(x, h - 1)]).collect();
        out.extend((1..h - 1).flat_map(|y| [Coordinates::new(0, y), Coordinates::new(w - 1, y)]));
        out
    }

    /// Row by row, whether no one may walk on each cell (a wall or nothing):
    /// the rock an engine world of these tiles is carved from, as Build Your
    /// Own World's levels and the descent's halls are.
    pub fn rock(&self) -> Vec<bool> {
        self.tiles.iter().map(|tile| !tile.is_walkable()).collect()
    }

    /// The same tiles the other way up: row `y` becomes row `height - 1 - y`
    /// (see [`WorldSize::flip`](super::WorldSize::flip)).
    pub fn flipped(&self) -> TileGrid {
        let width = self.width.max(0) as usize;
        let tiles = self.tiles.chunks(width.max(1)).rev().flatten().copied().collect();
        TileGrid { width: self.width, height: self.height, tiles }
    }

    /// Cells reachable from `starts` by orthogonal steps through cells for which
    /// `passable` holds (the starts must pass too), as a mask indexed like `tiles`.
    pub fn flood(&self, starts: &[Coordinates], passable: impl Fn(Tile) -> bool) -> Vec<bool> {
        let mut seen = vec![false; self.tiles.len()];
        let map = TileMap { grid: self, open: &passable, goal: None, order: Direction::ALL };
        for &start in starts {
            let Some(i) = self.index(start) else { continue };
            if seen[i] || !passable(self.tiles[i]) {
                continue;
            }
            let search = Search::breadth_first(&map, start, self.tiles.len(), |_| false);
            for (cell, _) in search.costs() {
                if let Some(i) = self.index(cell) {
                    seen[i] = true;
                }
            }
        }
        seen
    }

    /// The steps of a shortest walk from `from` to `to` through cells whose
    /// tiles `open` lets through (`to` itself may be any tile), trying the
    /// directions in `order`; empty when there is none.
    pub fn path(
        &self,
        from: Coordinates,
        to: Coordinates,
        open: impl Fn(Tile) -> bool,
        order: [Direction; 4],
    ) -> Vec<Direction> {
        let map = TileMap { grid: self, open: &open, goal: Some(to), order };
        let search = Search::breadth_first(&map, from, self.tiles.len(), |cell| cell == to);
        let mut at = from;
        let mut steps = Vec::new();
        for cell in search.path_to(to) {
            let step = Direction::ALL.into_iter().find(|&d| at.step(d) == cell);
            steps.extend(step);
            at = cell;
        }
        steps
    }
}

/// The tiles as a map for [`Search`]: open where `open` says of the tile
/// (and at the goal), the four steps in `order`.
struct TileMap<'a, F> {
    grid: &'a TileGrid,
    open: &'a F,
    goal: Option<Coordinates>,
    order: [Direction; 4],
}

impl<F: Fn(Tile) -> bool> GridMap for TileMap<'_, F> {
    fn is_opaque(&self, cell: Coordinates) -> bool {
        !(self.grid.contains(cell) && (self.open)(self.grid.get(cell)) || self.goal == Some(cell))
    }

    fn is_occupied(&self, _cell: Coordinates) -> bool {
        false
    }

    fn neighbours(&self, cell: Coordinates, out: &mut Vec<Edge>) {
        for direction in self.order {
            let to = cell.step(direction);
            if !self.is_opaque(to) {
                out.push(Edge { direction, to, cost: 1 });
            }
        }
    }
}

/// The eight cells around `cell` (orthogonal and diagonal).
pub fn neighbours8(cell: Coordinates) -> [Coordinates; 8] {
    let Coordinates { x, y } = cell;
    [
        Coordinates::new(x - 1, y - 1),
        Coordinates::new(x, y - 1),
        Coordinates::new(x + 1, y - 1),
        Coordinates::new(x - 1, y),
        Coordinates::new(x + 1, y),
        Coordinates::new(x - 1, y + 1),
        Coordinates::new(x, y + 1),
        Coordinates::new(x + 1, y + 1),
    ]
}

/// Whether two cells touch, diagonals included (a cell does not touch itself).
pub fn touches(a: Coordinates, b: Coordinates) -> bool {
    a != b && a.chebyshev(b) <= 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outside_reads_as_nothing_and_writes_are_ignored() {
        let mut grid = TileGrid::new(3, 2);
        grid.set(Coordinates::new(2, 1), Tile::Floor);
        grid.set(Coordinates::new(3, 1), Tile::Floor);
        assert_eq!(grid.get(Coordinates::new(2, 1)), Tile::Floor);
        assert_eq!(grid.get(Coordinates::new(-1, 0)), Tile::Nothing);
        assert_eq!(grid.positions_of(Tile::Floor), vec![Coordinates::new(2, 1)]);
        assert!(grid.is_edge(Coordinates::new(2, 1)) && grid.is_edge(Coordinates::new(1, 0)));
        let mut edge = grid.edge();
        crate::order::sort(&mut edge);
        let mut expected: Vec<Coordinates> =
            grid.cells().map(|(p, _)| p).filter(|&p| grid.is_edge(p)).collect();
        crate::order::sort(&mut expected);
        assert_eq!(edge, expected);
        let flipped = grid.flipped();
        assert_eq!(flipped.get(Coordinates::new(2, 0)), Tile::Floor);
        assert_eq!(flipped.flipped(), grid);
    }

    #[test]
    fn touching_includes_diagonals_but_not_itself() {
        let p = Coordinates::new(0, 0);
        assert!(neighbours8(p).iter().all(|&n| touches(p, n)));
        assert!(!touches(p, p));
        assert!(!touches(p, Coordinates::new(2, 0)));
    }

    #[test]
    fn flood_stays_inside_what_passes() {
        let mut grid = TileGrid::new(5, 1);
        for x in [0, 1, 3, 4] {
            grid.set(Coordinates::new(x, 0), Tile::Floor);
        }
        let seen = grid.flood(&[Coordinates::new(0, 0)], |t| t == Tile::Floor);
        assert_eq!(seen, vec![true, true, false, false, false]);
    }
}
