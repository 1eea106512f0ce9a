//! Spiders (spec §3.3): a first step up from the spawn cell, then round and
//! round the eight cells about it, clockwise; a boulder in the way turns the
//! spider back, and boulders on both sides hold it still. Nothing else stops it.

use super::entity::{EntityId, EntityKind};
use super::state::Dungeon;
use crate::game::Coordinates;
use serde::{Deserialize, Serialize};

/// The ring about the spawn cell, clockwise from the cell above it (y grows down).
const RING: [(i32, i32); 8] =
    [(0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1)];

/// Where a spider is on its round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpiderPath {
    /// The cell it circles.
    pub spawn: Coordinates,
    /// Its place on the ring; `None` before its first step up.
    pub ring: Option<u8>,
    /// Whether it goes clockwise (it turns back at boulders).
    pub clockwise: bool,
}

impl SpiderPath {
    /// A spider just spawned at `spawn`.
    pub fn new(spawn: Coordinates) -> SpiderPath {
        SpiderPath { spawn, ring: None, clockwise: true }
    }

    fn cell(&self, index: u8) -> Coordinates {
        let (dx, dy) = RING[usize::from(index % 8)];
        Coordinates::new(self.spawn.x + dx, self.spawn.y + dy)
    }

    /// The spider's next cell (`None`: it stays) and its path afterwards.
    pub fn step(&self, has_boulder: impl Fn(Coordinates) -> bool) -> (Option<Coordinates>, Self) {
        let Some(at) = self.ring else {
            let up = self.cell(0);
            return if has_boulder(up) {
                (None, *self)
            } else {
                (Some(up), SpiderPath { ring: Some(0), ..*self })
            };
        };
        let ahead = |clockwise: bool| if clockwise { (at + 1) % 8 } else { (at + 7) % 8 };
        for clockwise in [self.clockwise, !self.clockwise] {
            let next = ahead(clockwise);
            if !has_boulder(self.cell(next)) {
                return (
                    Some(self.cell(next)),
                    SpiderPath { ring: Some(next), clockwise, ..*self },
                );
            }
        }
        (None, *self)
    }
}

impl Dungeon {
    /// Moves the spider `id` one step along its round.
    pub(super) fn move_spider(&mut self, id: EntityId) {
        let Some(EntityKind::Spider { path, .. }) = self.entity(id).map(|e| &e.kind) else {
            return;
        };
        let (next, after) =
            path.step(|cell| self.find_at(cell, |k| matches!(k, EntityKind::Boulder)).is_some());
        if let Some(EntityKind::Spider { path, .. }) = self.kind_mut(id) {
            *path = after;
        }
        if let Some(next) = next {
            self.move_entity(id, next);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn walk(path: SpiderPath, steps: usize, boulders: &[Coordinates]) -> Vec<Coordinates> {
        let mut path = path;
        let mut cells = Vec::new();
        for _ in 0..steps {
            let (next, after) = path.step(|c| boulders.contains(&c));
            path = after;
            if let Some(next) = next {
                cells.push(next);
            }
        }
        cells
    }

    #[test]
    fn a_spider_goes_up_then_round_clockwise() {
        let at = Coordinates::new;
        let cells = walk(SpiderPath::new(at(5, 5)), 10, &[]);
        let expected = [
            at(5, 4),
            at(6, 4),
            at(6, 5),
            at(6, 6),
            at(5, 6),
            at(4, 6),
            at(4, 5),
            at(4, 4),
            at(5, 4),
            at(6, 4),
        ];
        assert_eq!(cells, expected);
    }

    #[test]
    fn a_boulder_turns_it_back_and_two_hold_it() {
        let at = Coordinates::new;
        let cells = walk(SpiderPath::new(at(0, 0)), 4, &[at(1, 0)]);
        assert_eq!(cells, [at(0, -1), at(1, -1), at(0, -1), at(-1, -1)]);
        let cells = walk(SpiderPath::new(at(0, 0)), 4, &[at(1, -1), at(-1, -1)]);
        assert_eq!(cells, [at(0, -1)]);
    }
}
