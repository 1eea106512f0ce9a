//! `Spider`: a creature that steps up from where it appeared, then circles
//! that cell clockwise for ever (y grows down): up, right, down, down, left,
//! left, up, up, right… A boulder in its way turns it round; boulders on
//! both sides hold it still. Walls and everything else it passes. Its health
//! is exact ([`Points`]).

use super::appearance::{Appearance, Figure, Layer};
use super::coordinates::Coordinates;
use super::invalid::{Invalid, Thing};
use super::limits;
use super::object::{Blocking, GameObject};
use super::points::Points;
use super::record::{KindMut, KindRef, ObjectRecord};
use serde::Serialize;

/// The ring about the spawn cell, clockwise from the cell above it.
const RING: [(i32, i32); 8] =
    [(0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1)];

/// Where a spider is on its round.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
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

    /// The spider's next cell (`None`: it stays) and its path afterwards,
    /// given where boulders are.
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

/// A spider.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
pub struct Spider {
    at: Coordinates,
    health: Points,
    path: SpiderPath,
}

impl Spider {
    /// A spider appearing at `at` with `health`, about to circle there.
    pub fn new(at: Coordinates, health: Points) -> Spider {
        Spider { at, health, path: SpiderPath::new(at) }
    }

    /// Health left.
    pub fn health(&self) -> Points {
        self.health
    }

    /// Sets the health left.
    pub fn set_health(&mut self, health: Points) {
        self.health = health;
    }

    /// Where it is on its round.
    pub fn path(&self) -> SpiderPath {
        self.path
    }

    /// Moves it on along its round (the world moves it to the new cell).
    pub fn set_path(&mut self, path: SpiderPath) {
        self.path = path;
    }
}

impl GameObject for Spider {
    fn coordinates(&self) -> Coordinates {
        self.at
    }

    fn relocate(&mut self, to: Coordinates) -> bool {
        self.at = to;
        true
    }

    fn blocking(&self) -> Blocking {
        Blocking::CREATURE
    }

    fn appearance(&self) -> Appearance {
        Appearance { transient: true, ..Appearance::new(Figure::Spider, Layer::Creature) }
    }

    fn record(&self) -> ObjectRecord {
        (*self).into()
    }

    /// It acts under rules that move it (Dungeon Mania's); the classic turn
    /// finds no actor in it and passes it by.
    fn is_actor(&self) -> bool {
        true
    }

    fn kind(&self) -> Option<KindRef<'_>> {
        Some(KindRef::Spider(self))
    }

    fn kind_mut(&mut self) -> Option<KindMut<'_>> {
        Some(KindMut::Spider(self))
    }

    fn validate(&self) -> Result<(), Invalid> {
        let name = "dungeon_spider";
        limits::check_cell(Thing::Named(name), self.at)?;
        limits::check_cell(Thing::Named(name), self.path.spawn)?;
        limits::check_exact_health(name, self.health)
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
