//! `TileGrid`: a width × height array of tiles, with the neighbour queries the
//! generator and the game ask.

use super::position::Position;
use super::tile::Tile;

/// A rectangle of tiles, `(0, 0)` at the bottom left. Cells outside read as
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
    pub fn index(&self, p: Position) -> Option<usize> {
        if p.x >= 0 && p.x < self.width && p.y >= 0 && p.y < self.height {
            Some((p.y * self.width + p.x) as usize)
        } else {
            None
        }
    }

    /// Whether `p` is inside the grid.
    pub fn contains(&self, p: Position) -> bool {
        self.index(p).is_some()
    }

    /// Whether `p` is on the outermost ring of cells.
    pub fn is_edge(&self, p: Position) -> bool {
        p.x == 0 || p.y == 0 || p.x == self.width - 1 || p.y == self.height - 1
    }

    /// The tile at `p`; `Nothing` outside the grid.
    pub fn get(&self, p: Position) -> Tile {
        match self.index(p) {
            Some(i) => self.tiles[i],
            None => Tile::Nothing,
        }
    }

    /// Sets the tile at `p`; a position outside is ignored.
    pub fn set(&mut self, p: Position, tile: Tile) {
        if let Some(i) = self.index(p) {
            self.tiles[i] = tile;
        }
    }

    /// The position of tile index `i`.
    pub fn position(&self, i: usize) -> Position {
        let i = i as i32;
        Position::new(i % self.width, i / self.width)
    }

    /// Every cell with its tile, bottom row first.
    pub fn cells(&self) -> impl Iterator<Item = (Position, Tile)> + '_ {
        self.tiles.iter().enumerate().map(|(i, &t)| (self.position(i), t))
    }

    /// The positions of every cell holding `tile`, bottom row first.
    pub fn positions_of(&self, tile: Tile) -> Vec<Position> {
        // Plain loops: the generator calls this a few times a world, and the
        // property tests generate worlds by the ten thousand in debug builds.
        let mut out = Vec::new();
        let mut i = 0;
        for y in 0..self.height {
            for x in 0..self.width {
                if self.tiles[i] == tile {
                    out.push(Position::new(x, y));
                }
                i += 1;
            }
        }
        out
    }

    /// The positions of the outermost ring of cells.
    pub fn edge(&self) -> Vec<Position> {
        let (w, h) = (self.width, self.height);
        let mut out: Vec<Position> =
            (0..w).flat_map(|x| [Position::new(x, 0), Position::new(x, h - 1)]).collect();
        out.extend((1..h - 1).flat_map(|y| [Position::new(0, y), Position::new(w - 1, y)]));
        out
    }

    /// The tile indices of the orthogonal neighbours of index `i`, left, right,
    /// down, up; `usize::MAX` for a neighbour outside.
    fn neighbour_indices(&self, i: usize) -> [usize; 4] {
        let width = self.width as usize;
        let x = i % width;
        let left = if x > 0 { i - 1 } else { usize::MAX };
        let right = if x + 1 < width { i + 1 } else { usize::MAX };
        let down = i.checked_sub(width).unwrap_or(usize::MAX);
        let up = if i + width < self.tiles.len() { i + width } else { usize::MAX };
        [left, right, down, up]
    }

    /// Cells reachable from `starts` by orthogonal steps through cells for which
    /// `passable` holds (the starts must pass too), as a mask indexed like `tiles`.
    pub fn flood(&self, starts: &[Position], passable: impl Fn(Tile) -> bool) -> Vec<bool> {
        let mut seen = vec![false; self.tiles.len()];
        let mut stack: Vec<usize> = Vec::new();
        for &start in starts {
            if let Some(i) = self.index(start) {
                if !seen[i] && passable(self.tiles[i]) {
                    seen[i] = true;
                    stack.push(i);
                }
            }
        }
        while let Some(i) = stack.pop() {
            for n in self.neighbour_indices(i) {
                if n < seen.len() && !seen[n] && passable(self.tiles[n]) {
                    seen[n] = true;
                    stack.push(n);
                }
            }
        }
        seen
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outside_reads_as_nothing_and_writes_are_ignored() {
        let mut grid = TileGrid::new(3, 2);
        grid.set(Position::new(2, 1), Tile::Floor);
        grid.set(Position::new(3, 1), Tile::Floor);
        assert_eq!(grid.get(Position::new(2, 1)), Tile::Floor);
        assert_eq!(grid.get(Position::new(-1, 0)), Tile::Nothing);
        assert_eq!(grid.positions_of(Tile::Floor), vec![Position::new(2, 1)]);
        assert!(grid.is_edge(Position::new(2, 1)) && grid.is_edge(Position::new(1, 0)));
        let mut edge = grid.edge();
        edge.sort();
        let mut expected: Vec<Position> =
            grid.cells().map(|(p, _)| p).filter(|&p| grid.is_edge(p)).collect();
        expected.sort();
        assert_eq!(edge, expected);
    }

    #[test]
    fn flood_stays_inside_what_passes() {
        let mut grid = TileGrid::new(5, 1);
        for x in [0, 1, 3, 4] {
            grid.set(Position::new(x, 0), Tile::Floor);
        }
        let seen = grid.flood(&[Position::new(0, 0)], |t| t == Tile::Floor);
        assert_eq!(seen, vec![true, true, false, false, false]);
    }
}
