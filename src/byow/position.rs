//! `Position` and `Direction`: cells of a BYOW world. As in the seed's renderer,
//! `x` grows rightwards and `y` grows **upwards** (row 0 is the bottom row), so
//! W moves to `y + 1`.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A cell of the world grid; `y` grows upwards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Position {
    /// Column, 0 on the left.
    pub x: i32,
    /// Row, 0 at the bottom.
    pub y: i32,
}

impl Position {
    /// The cell at `(x, y)`.
    pub const fn new(x: i32, y: i32) -> Self {
        Position { x, y }
    }

    /// The cell one step away in `direction`.
    pub fn step(self, direction: Direction) -> Position {
        let (dx, dy) = direction.delta();
        Position { x: self.x + dx, y: self.y + dy }
    }

    /// The four orthogonal neighbours, in the order of [`Direction::ALL`].
    pub fn neighbours4(self) -> [Position; 4] {
        Direction::ALL.map(|d| self.step(d))
    }

    /// The eight neighbours (orthogonal and diagonal).
    pub fn neighbours8(self) -> [Position; 8] {
        let Position { x, y } = self;
        [
            Position::new(x - 1, y - 1),
            Position::new(x, y - 1),
            Position::new(x + 1, y - 1),
            Position::new(x - 1, y),
            Position::new(x + 1, y),
            Position::new(x - 1, y + 1),
            Position::new(x, y + 1),
            Position::new(x + 1, y + 1),
        ]
    }

    /// Squared Euclidean distance, exact in integers.
    pub fn distance_squared(self, other: Position) -> i64 {
        let dx = i64::from(self.x) - i64::from(other.x);
        let dy = i64::from(self.y) - i64::from(other.y);
        dx * dx + dy * dy
    }

    /// Whether the two cells touch, diagonals included (a cell does not touch itself).
    pub fn touches(self, other: Position) -> bool {
        self != other && (self.x - other.x).abs() <= 1 && (self.y - other.y).abs() <= 1
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.x, self.y)
    }
}

/// One of the four steps W A S D take.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// W: towards the top row (`y + 1`).
    Up,
    /// S: towards the bottom row (`y - 1`).
    Down,
    /// A: towards the left (`x - 1`).
    Left,
    /// D: towards the right (`x + 1`).
    Right,
}

impl Direction {
    /// Every direction, in a fixed order.
    pub const ALL: [Direction; 4] =
        [Direction::Up, Direction::Down, Direction::Left, Direction::Right];

    /// The `(dx, dy)` of one step.
    pub const fn delta(self) -> (i32, i32) {
        match self {
            Direction::Up => (0, 1),
            Direction::Down => (0, -1),
            Direction::Left => (-1, 0),
            Direction::Right => (1, 0),
        }
    }

    /// The direction back.
    pub const fn opposite(self) -> Direction {
        match self {
            Direction::Up => Direction::Down,
            Direction::Down => Direction::Up,
            Direction::Left => Direction::Right,
            Direction::Right => Direction::Left,
        }
    }

    /// The two directions at right angles to this one.
    pub const fn sideways(self) -> [Direction; 2] {
        match self {
            Direction::Up | Direction::Down => [Direction::Left, Direction::Right],
            Direction::Left | Direction::Right => [Direction::Down, Direction::Up],
        }
    }

    /// The direction of a movement key (W A S D, any case).
    pub fn from_key(key: char) -> Option<Direction> {
        match key.to_ascii_lowercase() {
            'w' => Some(Direction::Up),
            's' => Some(Direction::Down),
            'a' => Some(Direction::Left),
            'd' => Some(Direction::Right),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_follow_the_y_up_convention() {
        let p = Position::new(3, 3);
        assert_eq!(p.step(Direction::Up), Position::new(3, 4));
        assert_eq!(p.step(Direction::Down), Position::new(3, 2));
        assert_eq!(p.step(Direction::Left), Position::new(2, 3));
        assert_eq!(p.step(Direction::Right), Position::new(4, 3));
        for d in Direction::ALL {
            assert_eq!(p.step(d).step(d.opposite()), p);
        }
    }

    #[test]
    fn keys_map_to_directions_in_any_case() {
        assert_eq!(Direction::from_key('W'), Some(Direction::Up));
        assert_eq!(Direction::from_key('a'), Some(Direction::Left));
        assert_eq!(Direction::from_key('x'), None);
    }

    #[test]
    fn touching_includes_diagonals_but_not_itself() {
        let p = Position::new(0, 0);
        assert!(p.neighbours8().iter().all(|&n| p.touches(n)));
        assert!(!p.touches(p));
        assert!(!p.touches(Position::new(2, 0)));
    }
}
