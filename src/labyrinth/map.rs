//! The labyrinth as data: a grid of cells holding walls, entrances, exits,
//! treasures and numbered wormholes, with no game state.

use crate::game::Coordinates;

/// What one cell of the map holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cell {
    /// `' '`: a free cell.
    Empty,
    /// `#`: a cell nobody can enter. Everything outside the map is wall too.
    Wall,
    /// `S`: a free cell where a game may start.
    Entrance,
    /// `E`: stepping here with the treasure wins.
    Exit,
    /// `T`: a treasure; taking it leaves an empty cell.
    Treasure,
    /// `0`–`9`: stepping in throws the player to the wormhole with the next
    /// number (the last one to wormhole 0).
    Wormhole(u8),
}

impl Cell {
    /// The file symbol of the cell.
    pub fn symbol(self) -> char {
        match self {
            Cell::Empty => ' ',
            Cell::Wall => '#',
            Cell::Entrance => 'S',
            Cell::Exit => 'E',
            Cell::Treasure => 'T',
            Cell::Wormhole(n) => char::from(b'0' + n.min(9)),
        }
    }

    /// The cell a file symbol stands for, if it stands for one.
    pub fn from_symbol(symbol: char) -> Option<Cell> {
        match symbol {
            ' ' => Some(Cell::Empty),
            '#' => Some(Cell::Wall),
            'S' => Some(Cell::Entrance),
            'E' => Some(Cell::Exit),
            'T' => Some(Cell::Treasure),
            '0'..='9' => Some(Cell::Wormhole(symbol as u8 - b'0')),
            _ => None,
        }
    }

    /// Whether a player can stand here (everything but a wall).
    pub fn is_passable(self) -> bool {
        self != Cell::Wall
    }
}

/// The most wormholes a labyrinth may have (numbers `0`–`9`).
pub const MAX_WORMHOLES: usize = 10;

/// A rectangular grid of cells, `width` × `height`, without its border.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LabyrinthMap {
    width: usize,
    height: usize,
    cells: Vec<Cell>,
}

impl LabyrinthMap {
    /// A `width` × `height` map of empty cells.
    pub fn new(width: usize, height: usize) -> Self {
        LabyrinthMap { width, height, cells: vec![Cell::Empty; width * height] }
    }

    /// Cells in a row.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Rows.
    pub fn height(&self) -> usize {
        self.height
    }

    /// Whether `pos` is inside the map.
    pub fn contains(&self, pos: Coordinates) -> bool {
        pos.x >= 0 && pos.y >= 0 && (pos.x as usize) < self.width && (pos.y as usize) < self.height
    }

    fn index(&self, pos: Coordinates) -> Option<usize> {
        self.contains(pos).then(|| pos.y as usize * self.width + pos.x as usize)
    }

    /// The cell at `pos`; outside the map everything is wall, as in the original.
    pub fn get(&self, pos: Coordinates) -> Cell {
        self.index(pos).map_or(Cell::Wall, |i| self.cells[i])
    }

    /// Puts `cell` at `pos`; returns false (and changes nothing) outside the map.
    pub fn set(&mut self, pos: Coordinates, cell: Cell) -> bool {
        match self.index(pos) {
            Some(i) => {
                self.cells[i] = cell;
                true
            }
            None => false,
        }
    }

    /// Every position, row by row.
    pub fn positions(&self) -> impl Iterator<Item = Coordinates> + '_ {
        let width = self.width as i32;
        (0..self.cells.len() as i32).map(move |i| Coordinates::new(i % width, i / width))
    }

    /// Positions holding `cell`, row by row.
    pub fn find(&self, cell: Cell) -> Vec<Coordinates> {
        self.positions().filter(|&p| self.get(p) == cell).collect()
    }

    /// The entrances, row by row; a game starts on one of them.
    pub fn entrances(&self) -> Vec<Coordinates> {
        self.find(Cell::Entrance)
    }

    /// The wormholes as (number, position), by number then position.
    pub fn wormholes(&self) -> Vec<(u8, Coordinates)> {
        let mut holes: Vec<(u8, Coordinates)> = self
            .positions()
            .filter_map(|p| match self.get(p) {
                Cell::Wormhole(n) => Some((n, p)),
                _ => None,
            })
            .collect();
        crate::order::sort(&mut holes);
        holes
    }

    /// Where falling into each wormhole throws the player: hole N to hole N+1, the
    /// highest to the lowest. On a map with gaps in the numbering (which the
    /// parser rejects) the next higher number stands in for N+1, so this never
    /// fails.
    pub fn wormhole_exits(&self) -> Vec<(Coordinates, Coordinates)> {
        let holes = self.wormholes();
        (0..holes.len()).map(|i| (holes[i].1, holes[(i + 1) % holes.len()].1)).collect()
    }

    /// The same map with the wormholes renumbered: the hole numbered `order[k]`
    /// becomes number `k`, so the player falls through them in the order given.
    /// `None` unless `order` lists each wormhole number exactly once.
    pub fn with_wormhole_order(&self, order: &[u8]) -> Option<LabyrinthMap> {
        let holes = self.wormholes();
        if order.len() != holes.len() {
            return None;
        }
        let mut map = self.clone();
        let mut used = [false; 256];
        for (new_number, &old_number) in order.iter().enumerate() {
            if std::mem::replace(&mut used[usize::from(old_number)], true) {
                return None;
            }
            let &(_, pos) = holes.iter().find(|(n, _)| *n == old_number)?;
            map.set(pos, Cell::Wormhole(new_number as u8));
        }
        Some(map)
    }
}

/// Every distinct cyclic order of `count` wormholes, as arguments for
/// [`LabyrinthMap::with_wormhole_order`]: the (count − 1)! orders that start
/// with 0. Rotating the numbers (0→1→2 into 1→2→0) gives the same cycle and the
/// same game, so rotations are left out.
pub fn wormhole_cycles(count: usize) -> impl Iterator<Item = Vec<u8>> {
    let mut next: Option<Vec<u8>> = Some((0..count as u8).collect());
    std::iter::from_fn(move || {
        let current = next.take()?;
        next = next_permutation_of_tail(&current);
        Some(current)
    })
}

/// The lexicographically next arrangement of `order[1..]`, or `None` after the last.
fn next_permutation_of_tail(order: &[u8]) -> Option<Vec<u8>> {
    let mut next = order.to_vec();
    let tail = next.get_mut(1..)?;
    let pivot = (0..tail.len().saturating_sub(1)).rev().find(|&i| tail[i] < tail[i + 1])?;
    let successor = (pivot + 1..tail.len()).rev().find(|&j| tail[j] > tail[pivot])?;
    tail.swap(pivot, successor);
    tail[pivot + 1..].reverse();
    Some(next)
}

/// The number of distinct cyclic orders of `count` wormholes, (count − 1)!.
pub fn wormhole_cycle_count(count: usize) -> u64 {
    (1..count as u64).product()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outside_the_map_is_wall() {
        let map = LabyrinthMap::new(3, 2);
        assert_eq!(map.get(Coordinates::new(2, 1)), Cell::Empty);
        assert_eq!(map.get(Coordinates::new(3, 0)), Cell::Wall);
        assert_eq!(map.get(Coordinates::new(0, -1)), Cell::Wall);
    }

    #[test]
    fn symbols_round_trip() {
        for symbol in " #SET0123456789".chars() {
            let cell = Cell::from_symbol(symbol).expect("a labyrinth symbol");
            assert_eq!(cell.symbol(), symbol);
        }
        assert_eq!(Cell::from_symbol('x'), None);
    }

    #[test]
    fn wormholes_lead_to_the_next_number_and_the_last_to_zero() {
        let mut map = LabyrinthMap::new(3, 1);
        map.set(Coordinates::new(0, 0), Cell::Wormhole(2));
        map.set(Coordinates::new(1, 0), Cell::Wormhole(0));
        map.set(Coordinates::new(2, 0), Cell::Wormhole(1));
        let exits = map.wormhole_exits();
        assert_eq!(
            exits,
            vec![
                (Coordinates::new(1, 0), Coordinates::new(2, 0)),
                (Coordinates::new(2, 0), Coordinates::new(0, 0)),
                (Coordinates::new(0, 0), Coordinates::new(1, 0))
            ]
        );
    }

    #[test]
    fn cycles_are_all_distinct_orders_starting_with_zero() {
        let cycles: Vec<Vec<u8>> = wormhole_cycles(4).collect();
        assert_eq!(cycles.len() as u64, wormhole_cycle_count(4));
        assert_eq!(cycles.len(), 6);
        assert!(cycles.iter().all(|c| c[0] == 0));
        let mut sorted = cycles.clone();
        sorted.dedup();
        assert_eq!(sorted.len(), 6);
        assert_eq!(wormhole_cycles(0).count(), 1);
        assert_eq!(wormhole_cycles(1).collect::<Vec<_>>(), vec![vec![0]]);
    }

    #[test]
    fn renumbering_follows_the_order() {
        let mut map = LabyrinthMap::new(3, 1);
        for x in 0..3 {
            map.set(Coordinates::new(x, 0), Cell::Wormhole(x as u8));
        }
        let renumbered = map.with_wormhole_order(&[0, 2, 1]).expect("a permutation");
        assert_eq!(renumbered.get(Coordinates::new(2, 0)), Cell::Wormhole(1));
        assert_eq!(renumbered.get(Coordinates::new(1, 0)), Cell::Wormhole(2));
        assert_eq!(map.with_wormhole_order(&[0, 0, 1]), None);
        assert_eq!(map.with_wormhole_order(&[0, 1]), None);
    }
}
