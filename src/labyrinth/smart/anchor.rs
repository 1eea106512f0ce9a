//! Where an unplaced region can still lie on the map. The protocol tells the
//! player where it starts, so the region holding the start is anchored to
//! the map; any other region (a stretch walked after a fall) can lie only
//! where its free cells fit inside the map, its walls and free cells agree
//! with what the anchored region knows, and its cells outside the map are
//! walls. The placements left say which unknown cells would be new ground
//! and which would only walk over ground already explored.

use super::region::{Known, Region};
use crate::game::Coordinates;

/// The placements of one region over the anchored one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct OnMap {
    /// The region placed.
    pub(super) root: usize,
    /// The anchored region it is placed over.
    pub(super) anchored: usize,
    /// Every shift that lays cell `p` of the region on cell `p + shift` of
    /// the anchored region consistently.
    pub(super) shifts: Vec<Coordinates>,
}

/// Every shift that lays `region` consistently over `anchored`, whose cell
/// `q` is map cell `q + base`, in a `width` × `height` map.
pub(super) fn placements(
    anchored: &Region,
    base: Coordinates,
    region: &Region,
    width: i32,
    height: i32,
) -> Vec<Coordinates> {
    let Some((low, high)) = region.bounds() else { return Vec::new() };
    let mut shifts = Vec::new();
    for y in (-base.y - low.y)..=(height - 1 - base.y - high.y) {
        'shift: for x in (-base.x - low.x)..=(width - 1 - base.x - high.x) {
            let shift = Coordinates::new(x, y);
            for &(pos, what) in region.known().iter().rev() {
                let there = pos + shift;
                let on_map = there + base;
                if on_map.x < 0 || on_map.y < 0 || on_map.x >= width || on_map.y >= height {
                    if what != Known::Wall {
                        continue 'shift;
                    }
                    continue;
                }
                if anchored.get(there).is_some_and(|known| known != what) {
                    continue 'shift;
                }
            }
            shifts.push(shift);
        }
    }
    shifts
}

/// How many of the placements `shifts` (over `anchored`, whose cell `q` is
/// map cell `q + base`, in a `width` × `height` map) lay cell `pos` on
/// ground nobody has seen, of how many lay it on the map.
pub(super) fn share_new(
    anchored: &Region,
    base: Coordinates,
    shifts: &[Coordinates],
    pos: Coordinates,
    width: i32,
    height: i32,
) -> (usize, usize) {
    let (mut new, mut all) = (0, 0);
    for &shift in shifts {
        let there = pos + shift;
        let on_map = there + base;
        if on_map.x < 0 || on_map.y < 0 || on_map.x >= width || on_map.y >= height {
            continue;
        }
        all += 1;
        new += usize::from(anchored.get(there).is_none());
    }
    (new, all)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn region(width: i32, height: i32, cells: &[(i32, i32, Known)]) -> Region {
        let mut region = Region::new(width, height);
        for &(x, y, what) in cells {
            region.insert(Coordinates::new(x, y), what).expect("consistent");
        }
        region
    }

    #[test]
    fn a_region_lies_only_where_it_fits_the_map_and_agrees() {
        // A 4×1 map; the anchored region knows its left two cells.
        let anchored = region(4, 1, &[(0, 0, Known::Entrance), (1, 0, Known::Floor)]);
        // A region of two free cells side by side, the left one a hole.
        let two = region(4, 1, &[(0, 0, Known::Hole), (1, 0, Known::Floor)]);
        // Only on the right two cells: the left ones are an entrance and a floor.
        assert_eq!(
            placements(&anchored, Coordinates::new(0, 0), &two, 4, 1),
            [Coordinates::new(2, 0)]
        );
        // Its left neighbour is then the known floor; its right is off the map.
        let share = |shifts: &[Coordinates], x| {
            share_new(&anchored, Coordinates::new(0, 0), shifts, Coordinates::new(x, 0), 4, 1)
        };
        assert_eq!(share(&[Coordinates::new(2, 0)], -1), (0, 1));
        assert_eq!(share(&[Coordinates::new(2, 0)], 2), (0, 0));
        // A lone floor could be the known floor or either unknown cell.
        let one = region(4, 1, &[(0, 0, Known::Floor)]);
        let shifts = placements(&anchored, Coordinates::new(0, 0), &one, 4, 1);
        assert_eq!(
            shifts,
            [Coordinates::new(1, 0), Coordinates::new(2, 0), Coordinates::new(3, 0)]
        );
        // Its left neighbour is new ground in one of the three (the other
        // two lay it on the entrance and the floor).
        assert_eq!(share(&shifts, -1), (1, 3));
    }
}
