//! `Rect` and `Axis`: the inclusive rectangles the BSP partitions, shrinks and
//! connects (the seed's `left`, `right`, `bottom`, `top`: its least and
//! greatest column and row).

use crate::game::Coordinates;

/// The axis a BSP node is cut along.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Axis {
    /// Cut across the x axis: the children lie left and right of each other.
    X,
    /// Cut across the y axis: the children lie in rows apart.
    Y,
}

impl Axis {
    /// The other axis.
    pub const fn other(self) -> Axis {
        match self {
            Axis::X => Axis::Y,
            Axis::Y => Axis::X,
        }
    }
}

/// A rectangle of cells, both corners inclusive; never empty
/// (`min.x <= max.x`, `min.y <= max.y`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rect {
    /// The least column and row.
    pub min: Coordinates,
    /// The greatest column and row.
    pub max: Coordinates,
}

impl Rect {
    /// The rectangle from `(x0, y0)` to `(x1, y1)`, inclusive.
    pub const fn new(x0: i32, y0: i32, x1: i32, y1: i32) -> Self {
        Rect { min: Coordinates::new(x0, y0), max: Coordinates::new(x1, y1) }
    }

    /// Number of columns.
    pub const fn width(self) -> i32 {
        self.max.x - self.min.x + 1
    }

    /// Number of rows.
    pub const fn height(self) -> i32 {
        self.max.y - self.min.y + 1
    }

    /// Whether `p` is inside (bounds included).
    pub const fn contains(self, p: Coordinates) -> bool {
        self.min.x <= p.x && p.x <= self.max.x && self.min.y <= p.y && p.y <= self.max.y
    }

    /// The inclusive range the rectangle covers along `axis`.
    pub const fn span(self, axis: Axis) -> (i32, i32) {
        match axis {
            Axis::X => (self.min.x, self.max.x),
            Axis::Y => (self.min.y, self.max.y),
        }
    }

    /// This rectangle with its range along `axis` replaced by `low..=high`.
    pub const fn with_span(self, axis: Axis, low: i32, high: i32) -> Rect {
        match axis {
            Axis::X => Rect::new(low, self.min.y, high, self.max.y),
            Axis::Y => Rect::new(self.min.x, low, self.max.x, high),
        }
    }

    /// The smallest rectangle holding both.
    pub fn hull(self, other: Rect) -> Rect {
        Rect::new(
            self.min.x.min(other.min.x),
            self.min.y.min(other.min.y),
            self.max.x.max(other.max.x),
            self.max.y.max(other.max.y),
        )
    }

    /// The range along `axis` both rectangles cover, if any.
    pub fn overlap(self, other: Rect, axis: Axis) -> Option<(i32, i32)> {
        let (a_low, a_high) = self.span(axis);
        let (b_low, b_high) = other.span(axis);
        let (low, high) = (a_low.max(b_low), a_high.min(b_high));
        (low <= high).then_some((low, high))
    }

    /// Every cell, row by row from the least, left to right.
    pub fn cells(self) -> impl Iterator<Item = Coordinates> {
        (self.min.y..=self.max.y)
            .flat_map(move |y| (self.min.x..=self.max.x).map(move |x| Coordinates::new(x, y)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_and_overlaps() {
        let a = Rect::new(0, 0, 4, 2);
        let b = Rect::new(6, 2, 9, 5);
        assert_eq!(a.width(), 5);
        assert_eq!(a.height(), 3);
        assert_eq!(a.overlap(b, Axis::Y), Some((2, 2)));
        assert_eq!(a.overlap(b, Axis::X), None);
        assert_eq!(a.hull(b), Rect::new(0, 0, 9, 5));
        assert_eq!(a.with_span(Axis::X, 1, 2), Rect::new(1, 0, 2, 2));
        assert_eq!(a.cells().count(), 15);
        assert!(a.contains(Coordinates::new(4, 2)) && !a.contains(Coordinates::new(5, 2)));
    }
}
