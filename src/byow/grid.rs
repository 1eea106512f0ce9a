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
        let inside = (0..self.width).contains(&p.x) && (0..self.height).contains(&p.y);
        inside.then(|| (p.y * self.width + p.x) as usize)
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
        self.index(p).map_or(Tile::Nothing, |i| self.tiles[i])
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
        self.cells().filter(|&(_, t)| t == tile).map(|(p, _)| p).collect()
    }

    /// Cells reachable from `starts` by orthogonal steps through cells for which
    /// `passable` holds (the starts must pass too), as a mask indexed like `tiles`.
    pub fn flood(&self, starts: &[Position], passable: impl Fn(Tile) -> bool) -> Vec<bool> {
        let mut seen = vec![false; self.tiles.len()];
        let mut stack = Vec::new();
        for &start in starts {
            if let Some(i) = self.index(start) {
                if passable(self.tiles[i]) && !seen[i] {
                    seen[i] = true;
                    stack.push(start);
                }
            }
        }
        while let Some(p) = stack.pop() {
            for n in p.neighbours4() {
                if let Some(i) = self.index(n) {
                    if !seen[i] && passable(self.tiles[i]) {
                        seen[i] = true;
                        stack.push(n);
                    }
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
