//! `GridMap`: the small view of a map that sight, path finding and behaviour
//! models need, and `CharMap`, a map drawn as text for tests and tools.

use super::coordinates::{Coordinates, Direction};
use super::pathing::DistanceField;
use std::collections::HashSet;

/// One move a path search may make from a cell: a step in `direction`,
/// landing on `to` (the next cell, or where a passage there leads: a portal,
/// a wormhole), at `cost` (1 for a plain step; more for slow ground).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Edge {
    /// The step taken.
    pub direction: Direction,
    /// Where it lands.
    pub to: Coordinates,
    /// What it costs (at least 1).
    pub cost: u32,
}

/// What algorithms over the grid ask of a map.
pub trait GridMap {
    /// Sight cannot pass through this cell, and only wall-walkers (ghosts) can
    /// enter it: a wall.
    fn is_opaque(&self, cell: Coordinates) -> bool;
    /// A creature other than the player stands on this cell, so no other creature
    /// may step there. The player's own cell is never reported occupied: stepping
    /// onto the player is an attack, which behaviour models aim for.
    fn is_occupied(&self, cell: Coordinates) -> bool;
    /// A creature that does not pass through walls cannot enter this cell.
    fn is_blocked(&self, cell: Coordinates) -> bool {
        self.is_opaque(cell) || self.is_occupied(cell)
    }
    /// Ors the opacity of the `side`×`side` square whose top-left cell is
    /// `min` into `out`, row-major: cell `i` is bit `i % 64` of word `i / 64`
    /// (bits past `out` are dropped). The default asks
    /// [`GridMap::is_opaque`] cell by cell; maps kept in chunks answer a
    /// chunk's row at a time.
    fn opacity_bits(&self, min: Coordinates, side: i32, out: &mut [u64]) {
        let mut i = 0usize;
        for y in min.y..min.y.saturating_add(side) {
            for x in min.x..min.x.saturating_add(side) {
                if self.is_opaque(Coordinates::new(x, y)) {
                    set_bit(out, i);
                }
                i += 1;
            }
        }
    }
    /// The moves a walker that does not pass walls can make from `cell`, in
    /// the order searches try them (appended to `out`). The default: each
    /// of the four steps, in the order of [`Direction::ALL`], onto a cell
    /// that is not blocked, at cost 1. Maps with passages send a step onto a
    /// passage to where it leads; maps with slow ground raise its cost.
    fn neighbours(&self, cell: Coordinates, out: &mut Vec<Edge>) {
        for direction in Direction::ALL {
            let to = cell.step(direction);
            if !self.is_blocked(to) {
                out.push(Edge { direction, to, cost: 1 });
            }
        }
    }
    /// Walking distances from `origin` computed once and shared by everyone
    /// who asks this turn (fleeing creatures all measure the player's reach).
    fn distance_field_from(&self, _origin: Coordinates) -> Option<&DistanceField> {
        None
    }
}

/// Sets bit `i` of a row-major bit set, if it has one.
#[inline]
pub(crate) fn set_bit(bits: &mut [u64], i: usize) {
    if let Some(word) = bits.get_mut(i / 64) {
        *word |= 1 << (i % 64);
    }
}

/// A map drawn as text: `#` is a wall, `m` an occupied (blocked but transparent)
/// cell, anything else floor. Row 0 is the first line; cells outside the drawing
/// are floor.
#[derive(Clone, Debug, Default)]
pub struct CharMap {
    walls: HashSet<Coordinates>,
    occupied: HashSet<Coordinates>,
    marks: Vec<(char, Coordinates)>,
}

impl CharMap {
    /// Reads a drawing; letters other than `m` (such as `@` or `g`) are floor and are
    /// remembered as marks for [`CharMap::find`].
    pub fn parse(drawing: &str) -> CharMap {
        let mut map = CharMap::default();
        for (y, line) in drawing.lines().enumerate() {
            for (x, ch) in line.chars().enumerate() {
                let cell = Coordinates::new(x as i32, y as i32);
                match ch {
                    '#' => {
                        map.walls.insert(cell);
                    }
                    'm' => {
                        map.occupied.insert(cell);
                    }
                    '.' | ' ' => {}
                    other => map.marks.push((other, cell)),
                }
            }
        }
        map
    }

    /// The first cell marked with `mark`.
    pub fn find(&self, mark: char) -> Option<Coordinates> {
        self.marks.iter().find(|(m, _)| *m == mark).map(|&(_, c)| c)
    }

    /// Makes `cell` a wall (or floor again).
    pub fn set_wall(&mut self, cell: Coordinates, wall: bool) {
        if wall {
            self.walls.insert(cell);
        } else {
            self.walls.remove(&cell);
        }
    }
}

impl GridMap for CharMap {
    fn is_opaque(&self, cell: Coordinates) -> bool {
        self.walls.contains(&cell)
    }

    fn is_occupied(&self, cell: Coordinates) -> bool {
        self.occupied.contains(&cell)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_walls_marks_and_occupants() {
        let map = CharMap::parse("#.@\n.m#");
        assert!(map.is_opaque(Coordinates::new(0, 0)));
        assert!(!map.is_opaque(Coordinates::new(1, 1)));
        assert!(map.is_blocked(Coordinates::new(1, 1)));
        assert!(map.is_blocked(Coordinates::new(2, 1)));
        assert!(!map.is_blocked(Coordinates::new(-5, 9)));
        assert_eq!(map.find('@'), Some(Coordinates::new(2, 0)));
        assert_eq!(map.find('z'), None);
    }
}
