//! `Coordinates`: an integer point or vector on the unbounded grid, the four
//! directions a step can take, and the four diagonals the player may also
//! step along.

use serde::Serialize;
use std::fmt;
use std::ops::{Add, AddAssign, Mul, Neg, Sub};

/// A point (or a vector) on the integer grid. `y` grows downwards, as on screen.
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    crate::json::ToJson,
    crate::json::FromJson,
)]
pub struct Coordinates {
    /// Column.
    pub x: i32,
    /// Row; grows downwards.
    pub y: i32,
}

impl Coordinates {
    /// The origin.
    pub const ZERO: Coordinates = Coordinates { x: 0, y: 0 };

    /// A point at `(x, y)`.
    pub const fn new(x: i32, y: i32) -> Self {
        Coordinates { x, y }
    }

    /// Chebyshev (king-move) distance: the radius of the square that reaches `other`.
    pub fn chebyshev(self, other: Coordinates) -> i32 {
        (self.x - other.x).abs().max((self.y - other.y).abs())
    }

    /// Manhattan distance: the number of orthogonal steps between the points.
    pub fn manhattan(self, other: Coordinates) -> i32 {
        (self.x - other.x).abs() + (self.y - other.y).abs()
    }

    /// Squared Euclidean distance, exact in integers.
    pub fn distance_squared(self, other: Coordinates) -> i64 {
        let dx = i64::from(self.x - other.x);
        let dy = i64::from(self.y - other.y);
        dx * dx + dy * dy
    }

    /// The point one step away in `direction`.
    pub fn step(self, direction: Direction) -> Coordinates {
        self + direction.delta()
    }

    /// The four orthogonal neighbours, in the fixed order of [`Direction::ALL`].
    pub fn neighbours(self) -> [Coordinates; 4] {
        Direction::ALL.map(|d| self.step(d))
    }
}

impl fmt::Display for Coordinates {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.x, self.y)
    }
}

impl Add for Coordinates {
    type Output = Coordinates;
    fn add(self, rhs: Coordinates) -> Coordinates {
        Coordinates::new(self.x + rhs.x, self.y + rhs.y)
    }
}

impl AddAssign for Coordinates {
    fn add_assign(&mut self, rhs: Coordinates) {
        *self = *self + rhs;
    }
}

impl Sub for Coordinates {
    type Output = Coordinates;
    fn sub(self, rhs: Coordinates) -> Coordinates {
        Coordinates::new(self.x - rhs.x, self.y - rhs.y)
    }
}

impl Neg for Coordinates {
    type Output = Coordinates;
    fn neg(self) -> Coordinates {
        Coordinates::new(-self.x, -self.y)
    }
}

impl Mul<i32> for Coordinates {
    type Output = Coordinates;
    fn mul(self, k: i32) -> Coordinates {
        Coordinates::new(self.x * k, self.y * k)
    }
}

/// One of the four orthogonal directions a step can take.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
pub enum Direction {
    /// Towards negative `y` (W key).
    Up,
    /// Towards positive `y` (S key).
    Down,
    /// Towards negative `x` (A key).
    Left,
    /// Towards positive `x` (D key).
    Right,
}

impl Direction {
    /// Every direction, in the order used wherever a fixed order matters.
    pub const ALL: [Direction; 4] =
        [Direction::Up, Direction::Down, Direction::Left, Direction::Right];

    /// Every direction clockwise from up: the order Dungeon Mania and the
    /// labyrinths break ties in.
    pub const CLOCKWISE: [Direction; 4] =
        [Direction::Up, Direction::Right, Direction::Down, Direction::Left];

    /// The unit vector of this direction.
    pub const fn delta(self) -> Coordinates {
        match self {
            Direction::Up => Coordinates::new(0, -1),
            Direction::Down => Coordinates::new(0, 1),
            Direction::Left => Coordinates::new(-1, 0),
            Direction::Right => Coordinates::new(1, 0),
        }
    }

    /// The direction pointing the other way.
    pub const fn opposite(self) -> Direction {
        match self {
            Direction::Up => Direction::Down,
            Direction::Down => Direction::Up,
            Direction::Left => Direction::Right,
            Direction::Right => Direction::Left,
        }
    }
}

/// One of the four diagonal steps, between two [`Direction`]s. Only the
/// player steps diagonally (Y U B N, the keypad); creatures keep to the four
/// directions, so seed 000's creatures, saves and replays are unchanged.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
#[serde(rename_all = "snake_case")]
pub enum Diagonal {
    /// Up and left (Y, keypad 7).
    UpLeft,
    /// Up and right (U, keypad 9).
    UpRight,
    /// Down and left (B, keypad 1).
    DownLeft,
    /// Down and right (N, keypad 3).
    DownRight,
}

impl Diagonal {
    /// Every diagonal, clockwise from up-left.
    pub const ALL: [Diagonal; 4] =
        [Diagonal::UpLeft, Diagonal::UpRight, Diagonal::DownRight, Diagonal::DownLeft];

    /// The two directions it is made of: the vertical one, then the
    /// horizontal one. Their cells are the corner a diagonal step passes.
    pub const fn parts(self) -> (Direction, Direction) {
        match self {
            Diagonal::UpLeft => (Direction::Up, Direction::Left),
            Diagonal::UpRight => (Direction::Up, Direction::Right),
            Diagonal::DownLeft => (Direction::Down, Direction::Left),
            Diagonal::DownRight => (Direction::Down, Direction::Right),
        }
    }

    /// The vector of this step.
    pub const fn delta(self) -> Coordinates {
        let (vertical, horizontal) = self.parts();
        Coordinates::new(horizontal.delta().x, vertical.delta().y)
    }

    /// The diagonal whose vector is `delta`, if it is one.
    pub fn of_delta(delta: Coordinates) -> Option<Diagonal> {
        Diagonal::ALL.into_iter().find(|d| d.delta() == delta)
    }
}

/// Any of the eight steps to a neighbouring cell: a direction or a diagonal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// Up, down, left or right.
    Straight(Direction),
    /// Between two of them.
    Diagonal(Diagonal),
}

impl Step {
    /// The eight steps: the four directions in [`Direction::ALL`]'s order,
    /// then the diagonals, so a search prefers straight steps among equals.
    pub const ALL: [Step; 8] = [
        Step::Straight(Direction::Up),
        Step::Straight(Direction::Down),
        Step::Straight(Direction::Left),
        Step::Straight(Direction::Right),
        Step::Diagonal(Diagonal::UpLeft),
        Step::Diagonal(Diagonal::UpRight),
        Step::Diagonal(Diagonal::DownRight),
        Step::Diagonal(Diagonal::DownLeft),
    ];

    /// The vector of this step.
    pub const fn delta(self) -> Coordinates {
        match self {
            Step::Straight(direction) => direction.delta(),
            Step::Diagonal(diagonal) => diagonal.delta(),
        }
    }

    /// The step whose vector is `delta`, if it is one (a neighbour's).
    pub fn of_delta(delta: Coordinates) -> Option<Step> {
        Step::ALL.into_iter().find(|s| s.delta() == delta)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic_and_distances() {
        let a = Coordinates::new(2, -3);
        let b = Coordinates::new(-1, 1);
        assert_eq!(a + b, Coordinates::new(1, -2));
        assert_eq!(a - b, Coordinates::new(3, -4));
        assert_eq!(-a, Coordinates::new(-2, 3));
        assert_eq!(a * 3, Coordinates::new(6, -9));
        assert_eq!(a.chebyshev(b), 4);
        assert_eq!(a.manhattan(b), 7);
        assert_eq!(a.distance_squared(b), 25);
    }

    #[test]
    fn steps_and_opposites() {
        let p = Coordinates::new(5, 5);
        for d in Direction::ALL {
            assert_eq!(p.step(d).step(d.opposite()), p);
            assert_eq!(p.step(d).manhattan(p), 1);
        }
        assert_eq!(p.step(Direction::Up), Coordinates::new(5, 4));
    }

    #[test]
    fn diagonals_are_made_of_their_two_directions() {
        let p = Coordinates::new(5, 5);
        for d in Diagonal::ALL {
            let (vertical, horizontal) = d.parts();
            assert_eq!(p + d.delta(), p.step(vertical).step(horizontal));
            assert_eq!((p + d.delta()).chebyshev(p), 1);
            assert_eq!(Diagonal::of_delta(d.delta()), Some(d));
        }
        assert_eq!(Diagonal::UpLeft.delta(), Coordinates::new(-1, -1));
        assert_eq!(Diagonal::DownRight.delta(), Coordinates::new(1, 1));
        assert_eq!(Diagonal::of_delta(Coordinates::new(0, 1)), None);
        let deltas: std::collections::HashSet<Coordinates> =
            Step::ALL.iter().map(|s| s.delta()).collect();
        assert_eq!(deltas.len(), 8, "eight different neighbours");
        assert!(deltas.iter().all(|d| d.chebyshev(Coordinates::ZERO) == 1));
        assert_eq!(Step::of_delta(Coordinates::new(2, 0)), None);
    }
}
