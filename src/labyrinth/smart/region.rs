//! A region: what the smart player knows of one stretch of the labyrinth, in
//! one frame of its own, as a dense grid around the frame's origin.

use crate::game::Coordinates;
use crate::game::Felt;

/// What the player knows of a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Known {
    /// A wall or the outside.
    Wall,
    /// A free cell (empty, or where a treasure was).
    Floor,
    /// An entrance.
    Entrance,
    /// An exit.
    Exit,
    /// A wormhole.
    Hole,
}

impl Known {
    /// The knowledge a cell felt like `felt` gives.
    pub(super) fn of(felt: Felt) -> Known {
        match felt {
            Felt::Floor | Felt::Treasure => Known::Floor,
            Felt::Wall => Known::Wall,
            Felt::Entrance => Known::Entrance,
            Felt::Exit => Known::Exit,
            Felt::Wormhole => Known::Hole,
        }
    }

    /// Rare cells, good for telling places apart.
    pub(super) fn is_landmark(self) -> bool {
        matches!(self, Known::Entrance | Known::Exit | Known::Hole)
    }
}

/// Two things known of one place disagree, or a region grew larger than the
/// labyrinth: some guess that led here was wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Contradiction;

/// The known cells of one region. Frames reach at most a labyrinth's size
/// from their origin (which is a free cell), so a grid of (2W+1) × (2H+1)
/// around it holds every free cell and the walls next to them.
#[derive(Clone, Debug)]
pub(super) struct Region {
    width: i32,
    height: i32,
    cells: Vec<Option<Known>>,
    known: Vec<(Coordinates, Known)>,
    low: Coordinates,
    high: Coordinates,
}

impl Region {
    /// An empty region for a `width` × `height` labyrinth.
    pub(super) fn new(width: i32, height: i32) -> Self {
        let cells = vec![None; ((2 * width + 1) * (2 * height + 1)) as usize];
        Region {
            width,
            height,
            cells,
            known: Vec::new(),
            low: Coordinates::new(i32::MAX, i32::MAX),
            high: Coordinates::new(i32::MIN, i32::MIN),
        }
    }

    /// Index of `pos` in the grid, if it is inside.
    fn index(&self, pos: Coordinates) -> Option<usize> {
        let (x, y) = (pos.x + self.width, pos.y + self.height);
        (x >= 0 && y >= 0 && x <= 2 * self.width && y <= 2 * self.height)
            .then(|| (y * (2 * self.width + 1) + x) as usize)
    }

    /// What is known at `pos`.
    pub(super) fn get(&self, pos: Coordinates) -> Option<Known> {
        self.index(pos).and_then(|i| self.cells[i])
    }

    /// Every known cell, in the order learnt.
    pub(super) fn known(&self) -> &[(Coordinates, Known)] {
        &self.known
    }

    /// Smallest and largest corner of the free cells.
    pub(super) fn bounds(&self) -> Option<(Coordinates, Coordinates)> {
        (self.low.x <= self.high.x).then_some((self.low, self.high))
    }

    /// Whether a free cell at `pos` would still fit the labyrinth's size.
    pub(super) fn could_be_free(&self, pos: Coordinates) -> bool {
        match self.bounds() {
            None => true,
            Some((low, high)) => {
                high.x.max(pos.x) - low.x.min(pos.x) < self.width
                    && high.y.max(pos.y) - low.y.min(pos.y) < self.height
            }
        }
    }

    /// Where the frame's origin is on the map, once the free cells span the
    /// whole width and the whole height.
    pub(super) fn absolute_origin(&self) -> Option<Coordinates> {
        let (low, high) = self.bounds()?;
        (high.x - low.x == self.width - 1 && high.y - low.y == self.height - 1)
            .then(|| Coordinates::new(-low.x, -low.y))
    }

    /// Learns that `pos` holds `what`.
    pub(super) fn insert(&mut self, pos: Coordinates, what: Known) -> Result<(), Contradiction> {
        if what != Known::Wall && !self.could_be_free(pos) {
            return Err(Contradiction);
        }
        let i = self.index(pos).ok_or(Contradiction)?;
        match self.cells[i] {
            Some(old) if old == what => return Ok(()),
            Some(_) => return Err(Contradiction),
            None => {}
        }
        self.cells[i] = Some(what);
        self.known.push((pos, what));
        if what != Known::Wall {
            self.low = Coordinates::new(self.low.x.min(pos.x), self.low.y.min(pos.y));
            self.high = Coordinates::new(self.high.x.max(pos.x), self.high.y.max(pos.y));
        }
        Ok(())
    }

    /// How well `other`, moved by `shift`, fits over this region: the number of
    /// cells both know (which agree), or `None` if any disagree or together
    /// they would not fit the labyrinth.
    pub(super) fn overlap(&self, other: &Region, shift: Coordinates) -> Option<usize> {
        if let (Some((low, high)), Some((other_low, other_high))) = (self.bounds(), other.bounds())
        {
            let low = Coordinates::new(
                low.x.min(other_low.x + shift.x),
                low.y.min(other_low.y + shift.y),
            );
            let high = Coordinates::new(
                high.x.max(other_high.x + shift.x),
                high.y.max(other_high.y + shift.y),
            );
            if high.x - low.x >= self.width || high.y - low.y >= self.height {
                return None;
            }
        }
        let mut agree = 0;
        // Newest first: they are near the player, where a wrong shift shows.
        for &(pos, what) in other.known.iter().rev() {
            match self.get(pos + shift) {
                Some(mine) if mine == what => agree += 1,
                Some(_) => return None,
                None => {}
            }
        }
        Some(agree)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_region_cannot_grow_past_the_labyrinth() {
        let mut region = Region::new(3, 2);
        assert_eq!(region.insert(Coordinates::new(0, 0), Known::Floor), Ok(()));
        assert_eq!(region.insert(Coordinates::new(2, 0), Known::Floor), Ok(()));
        assert!(!region.could_be_free(Coordinates::new(3, 0)));
        assert!(region.could_be_free(Coordinates::new(-0, 1)));
        assert_eq!(region.insert(Coordinates::new(-1, 0), Known::Floor), Err(Contradiction));
        assert_eq!(region.insert(Coordinates::new(-1, 0), Known::Wall), Ok(()));
        assert_eq!(region.absolute_origin(), None);
        assert_eq!(region.insert(Coordinates::new(1, -1), Known::Floor), Ok(()));
        assert_eq!(region.absolute_origin(), Some(Coordinates::new(0, 1)));
    }

    #[test]
    fn disagreement_is_a_contradiction() {
        let mut region = Region::new(5, 5);
        region.insert(Coordinates::new(1, 0), Known::Wall).expect("new");
        assert_eq!(region.insert(Coordinates::new(1, 0), Known::Wall), Ok(()));
        assert_eq!(region.insert(Coordinates::new(1, 0), Known::Floor), Err(Contradiction));
    }

    #[test]
    fn overlap_counts_agreeing_cells() {
        let mut a = Region::new(5, 5);
        let mut b = Region::new(5, 5);
        for (x, what) in [(0, Known::Hole), (1, Known::Floor), (2, Known::Wall)] {
            a.insert(Coordinates::new(x, 0), what).expect("new");
            b.insert(Coordinates::new(x - 1, 0), what).expect("new");
        }
        assert_eq!(a.overlap(&b, Coordinates::new(1, 0)), Some(3));
        assert_eq!(a.overlap(&b, Coordinates::new(0, 0)), None);
    }
}
