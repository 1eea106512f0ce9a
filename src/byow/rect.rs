//! `Rect` and `Axis`: the inclusive rectangles the BSP partitions, shrinks and
//! connects (the seed's `left`, `right`, `bottom`, `top`).

use super::position::Position;

/// The axis a BSP node is cut along.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Axis {
    /// Cut across the x axis: the children lie left and right of each other.
    X,
    /// Cut across the y axis: the children lie below and above each other.
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

/// A rectangle of cells, every bound inclusive; never empty
/// (`left <= right`, `bottom <= top`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rect {
    /// The leftmost column.
    pub left: i32,
    /// The bottom row.
    pub bottom: i32,
    /// The rightmost column.
    pub right: i32,
    /// The top row.
    pub top: i32,
}

impl Rect {
    /// The rectangle with these inclusive bounds.
    pub const fn new(left: i32, bottom: i32, right: i32, top: i32) -> Self {
        Rect { left, bottom, right, top }
    }

    /// Number of columns.
    pub const fn width(self) -> i32 {
        self.right - self.left + 1
    }

    /// Number of rows.
    pub const fn height(self) -> i32 {
        self.top - self.bottom + 1
    }

    /// Whether `p` is inside (bounds included).
    pub const fn contains(self, p: Position) -> bool {
        self.left <= p.x && p.x <= self.right && self.bottom <= p.y && p.y <= self.top
    }

    /// The inclusive range the rectangle covers along `axis`.
    pub const fn span(self, axis: Axis) -> (i32, i32) {
        match axis {
            Axis::X => (self.left, self.right),
            Axis::Y => (self.bottom, self.top),
        }
    }

    /// This rectangle with its range along `axis` replaced by `low..=high`.
    pub const fn with_span(self, axis: Axis, low: i32, high: i32) -> Rect {
        match axis {
            Axis::X => Rect { left: low, right: high, ..self },
            Axis::Y => Rect { bottom: low, top: high, ..self },
        }
    }

    /// The smallest rectangle holding both.
    pub fn hull(self, other: Rect) -> Rect {
        Rect {
            left: self.left.min(other.left),
            bottom: self.bottom.min(other.bottom),
            right: self.right.max(other.right),
            top: self.top.max(other.top),
        }
    }

    /// The range along `axis` both rectangles cover, if any.
    pub fn overlap(self, other: Rect, axis: Axis) -> Option<(i32, i32)> {
        let (a_low, a_high) = self.span(axis);
        let (b_low, b_high) = other.span(axis);
        let (low, high) = (a_low.max(b_low), a_high.min(b_high));
        (low <= high).then_some((low, high))
    }

    /// Every cell, bottom row first, left to right.
    pub fn cells(self) -> impl Iterator<Item = Position> {
        (self.bottom..=self.top)
            .flat_map(move |y| (self.left..=self.right).map(move |x| Position::new(x, y)))
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
        assert!(a.contains(Position::new(4, 2)) && !a.contains(Position::new(5, 2)));
    }
}
