//! `BoxedWorldGenerator`: a world of equal rectangular rooms joined by doors,
//! grown breadth-first from the room at (0, 0) exactly as the seed's
//! `generateBoxes` pseudocode describes, then laid out as walls and placements.

use super::generator::{Generator, ThemedMobGenerator, UniformItemGenerator};
use super::plan::{Placement, Thing, WallMatrix, WorldPlan};
use crate::content::Content;
use crate::game::{Coordinates, Direction, GameRng, ItemKind};
use crate::locale::{Locale, Words};
use std::collections::{HashSet, VecDeque};
use std::fmt;

/// Smallest room side, walls included: anything smaller has no floor.
pub const MIN_ROOM_SIDE: i32 = 3;
/// Largest room side, walls included; keeps coordinates far from overflow.
pub const MAX_ROOM_SIDE: i32 = 256;
/// The most rooms a configuration may be able to make, so that a typo such as
/// `--depth 100000` is refused instead of exhausting memory.
pub const MAX_ROOMS: u64 = 1_000_000;

/// The shape of a boxed world.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoxedParams {
    /// Room pitch along x: a room and one of its side walls. Neighbours share
    /// their walls, so the floor is `room_width − 1` cells wide.
    pub room_width: i32,
    /// Room pitch along y; the floor is `room_height − 1` cells high.
    pub room_height: i32,
    /// Rooms at this depth of the breadth-first walk open no more doors; depth 0
    /// makes a single room.
    pub max_depth: u32,
    /// Each room gets a uniform `0..=max_items` items.
    pub max_items: u32,
    /// Each room gets a uniform `0..=max_mobs` mobs.
    pub max_mobs: u32,
    /// If set, no more than this many rooms: once that many are made or queued,
    /// doors towards new rooms are not opened (so no door leads nowhere).
    pub max_rooms: Option<u32>,
}

impl BoxedParams {
    /// The defaults of a content table, without a room cap.
    pub fn from_content(content: &Content) -> Self {
        let boxed = content.boxed;
        BoxedParams {
            room_width: boxed.room_width,
            room_height: boxed.room_height,
            max_depth: boxed.max_depth,
            max_items: boxed.max_items,
            max_mobs: boxed.max_mobs,
            max_rooms: None,
        }
    }

    /// Checks that rooms have floor, that the items and mobs always fit, and that
    /// the world cannot grow beyond [`MAX_ROOMS`].
    pub fn validate(&self) -> Result<(), BoxedParamsError> {
        let sides = MIN_ROOM_SIDE..=MAX_ROOM_SIDE;
        if !sides.contains(&self.room_width) || !sides.contains(&self.room_height) {
            return Err(BoxedParamsError::RoomSize {
                width: self.room_width,
                height: self.room_height,
            });
        }
        // The player's room loses one floor cell to the player.
        let free = (self.room_width - 1) * (self.room_height - 1) - 1;
        if u64::from(self.max_items) + u64::from(self.max_mobs) > free as u64 {
            return Err(BoxedParamsError::TooManyThings {
                items: self.max_items,
                mobs: self.max_mobs,
                free: free as u32,
            });
        }
        if self.max_rooms == Some(0) {
            return Err(BoxedParamsError::NoRooms);
        }
        let worst = self.worst_case_rooms();
        if worst > MAX_ROOMS {
            return Err(BoxedParamsError::TooManyRooms { worst_case: worst });
        }
        Ok(())
    }

    /// The most rooms these parameters could make: every cell of the diamond of
    /// radius `max_depth` (2d² + 2d + 1), or the cap if lower.
    pub fn worst_case_rooms(&self) -> u64 {
        let d = u64::from(self.max_depth);
        let diamond = 2 * d * d + 2 * d + 1;
        self.max_rooms.map_or(diamond, |cap| diamond.min(u64::from(cap)))
    }
}

impl Default for BoxedParams {
    /// The embedded content table's defaults (6×5 rooms, depth 5, 3 items, 2 mobs).
    fn default() -> Self {
        Self::from_content(Content::get())
    }
}

/// Why a set of [`BoxedParams`] cannot make a world.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoxedParamsError {
    /// A room side outside `MIN_ROOM_SIDE..=MAX_ROOM_SIDE`.
    RoomSize {
        /// The width asked for.
        width: i32,
        /// The height asked for.
        height: i32,
    },
    /// The most items plus the most mobs exceed the free floor of the player's room.
    TooManyThings {
        /// `max_items`.
        items: u32,
        /// `max_mobs`.
        mobs: u32,
        /// Free floor cells of the player's room.
        free: u32,
    },
    /// A room cap of zero.
    NoRooms,
    /// The depth could make more than [`MAX_ROOMS`] rooms and no cap stops it.
    TooManyRooms {
        /// How many rooms the depth allows.
        worst_case: u64,
    },
}

impl Words for BoxedParamsError {
    fn words(&self, locale: &Locale) -> String {
        match self {
            BoxedParamsError::RoomSize { width, height } => locale.phrase_with(
                "boxed_error_room_size",
                &[
                    ("width", (*width).into()),
                    ("height", (*height).into()),
                    ("min", MIN_ROOM_SIDE.into()),
                    ("max", MAX_ROOM_SIDE.into()),
                ],
            ),
            BoxedParamsError::TooManyThings { items, mobs, free } => locale.phrase_with(
                "boxed_error_too_many_things",
                &[("items", (*items).into()), ("mobs", (*mobs).into()), ("free", (*free).into())],
            ),
            BoxedParamsError::NoRooms => locale.phrase("boxed_error_no_rooms", &[]),
            BoxedParamsError::TooManyRooms { worst_case } => locale.phrase_with(
                "boxed_error_too_many_rooms",
                &[("worst_case", (*worst_case).into()), ("max", MAX_ROOMS.into())],
            ),
        }
    }
}

/// The reason in the current language.
impl fmt::Display for BoxedParamsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localized())
    }
}

impl std::error::Error for BoxedParamsError {}

/// Phase one's record of one room: where it is on the room grid and what it holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct BoxedRoom {
    /// Room-grid coordinates; the room's top-left wall cell is `at × pitch`.
    pub(crate) at: Coordinates,
    pub(crate) items: Vec<ItemKind>,
    pub(crate) mobs: Vec<Thing>,
    /// Walls of this room with a door in them.
    pub(crate) doors: Vec<Direction>,
}

/// Generates boxed worlds; `I` makes the items and `M` the mobs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoxedWorldGenerator<I = UniformItemGenerator, M = ThemedMobGenerator> {
    params: BoxedParams,
    items: I,
    mobs: M,
}

impl BoxedWorldGenerator {
    /// A generator with the content table's item and mob generators.
    pub fn new(params: BoxedParams) -> Result<Self, BoxedParamsError> {
        Self::with_generators(
            params,
            UniformItemGenerator::default(),
            ThemedMobGenerator::default(),
        )
    }
}

impl<I, M> BoxedWorldGenerator<I, M> {
    /// A generator with the given item and mob generators.
    pub fn with_generators(
        params: BoxedParams,
        items: I,
        mobs: M,
    ) -> Result<Self, BoxedParamsError> {
        params.validate()?;
        Ok(BoxedWorldGenerator { params, items, mobs })
    }

    /// The parameters, already validated.
    pub fn params(&self) -> &BoxedParams {
        &self.params
    }
}

impl<I: Generator<ItemKind>, M: Generator<Thing>> BoxedWorldGenerator<I, M> {
    /// Phase one, the seed's `generateBoxes`: a breadth-first walk from room
    /// (0, 0) deciding each room's contents and doors. Rooms come back in the
    /// order they were made, which keeps phase two deterministic.
    pub(crate) fn plan_rooms(&self, rng: &mut GameRng) -> Vec<BoxedRoom> {
        let p = &self.params;
        let cap = p.max_rooms.map_or(usize::MAX, |cap| cap as usize);
        let mut rooms = Vec::new();
        // "Made or queued": every room in here is generated sooner or later, so a
        // door towards one of them always has a room behind it.
        let mut scheduled = HashSet::from([Coordinates::ZERO]);
        let mut queue = VecDeque::from([(Coordinates::ZERO, 0u32)]);
        while let Some((at, depth)) = queue.pop_front() {
            let item_count = rng.range_inclusive(0, p.max_items as i32);
            let items = (0..item_count).map(|_| self.items.generate(rng)).collect();
            let mob_count = rng.range_inclusive(0, p.max_mobs as i32);
            let mobs = (0..mob_count).map(|_| self.mobs.generate(rng)).collect();
            let mut doors = Vec::new();
            if depth < p.max_depth {
                let door_count = rng.range_inclusive(0, 4) as usize;
                for direction in rng.sample(&Direction::ALL, door_count) {
                    let next = at.step(direction);
                    if !scheduled.contains(&next) {
                        if scheduled.len() >= cap {
                            // Behind this door there would be no room.
                            continue;
                        }
                        scheduled.insert(next);
                        queue.push_back((next, depth + 1));
                    }
                    doors.push(direction);
                }
            }
            rooms.push(BoxedRoom { at, items, mobs, doors });
        }
        rooms
    }

    /// Phase two: the whole bounding box starts as rock; each room's floor and
    /// each door is carved out of it, so the walls between neighbours are shared
    /// and no floor lies outside a room. Then things go on distinct free floor
    /// cells and the player in the middle of room (0, 0). The result is moved so
    /// that its top-left corner is (0, 0).
    pub(crate) fn lay_out(&self, rooms: &[BoxedRoom], rng: &mut GameRng) -> WorldPlan {
        let (w, h) = (self.params.room_width, self.params.room_height);
        let low_room = rooms.iter().fold(Coordinates::ZERO, |low, r| {
            Coordinates::new(low.x.min(r.at.x), low.y.min(r.at.y))
        });
        let high_room = rooms.iter().fold(Coordinates::ZERO, |high, r| {
            Coordinates::new(high.x.max(r.at.x), high.y.max(r.at.y))
        });
        let span = high_room - low_room + Coordinates::new(1, 1);
        let mut cells = WallMatrix::from_cells(
            Coordinates::ZERO,
            span.x * w + 1,
            span.y * h + 1,
            vec![true; (span.x * w + 1) as usize * (span.y * h + 1) as usize],
        )
        .expect("the cell count is width × height by construction");
        let corner = |room: Coordinates| {
            let local = room - low_room;
            Coordinates::new(local.x * w, local.y * h)
        };
        let floor: Vec<Coordinates> =
            (1..h).flat_map(|y| (1..w).map(move |x| Coordinates::new(x, y))).collect();
        let middle = Coordinates::new(w / 2, h / 2);
        let player = corner(Coordinates::ZERO) + middle;
        let mut things = Vec::new();
        for room in rooms {
            let top_left = corner(room.at);
            for &offset in &floor {
                cells.set(top_left + offset, false);
            }
            for &direction in &room.doors {
                cells.set(top_left + door_offset(direction, w, h), false);
            }
            let free: Vec<Coordinates> = if room.at == Coordinates::ZERO {
                floor.iter().copied().filter(|&c| c != middle).collect()
            } else {
                floor.clone()
            };
            let contents =
                room.items.iter().map(|&kind| Thing::Item(kind)).chain(room.mobs.iter().cloned());
            let count = room.items.len() + room.mobs.len();
            // Validation guarantees `count <= free.len()`, so every thing gets a cell.
            for (offset, thing) in rng.sample(&free, count).into_iter().zip(contents) {
                things.push(Placement { at: top_left + offset, thing });
            }
        }
        WorldPlan { walls: cells, player, things }
    }
}

/// Where, relative to a room's top-left wall cell, the door in its `direction`
/// wall is: the middle of that wall segment.
fn door_offset(direction: Direction, w: i32, h: i32) -> Coordinates {
    match direction {
        Direction::Up => Coordinates::new(w / 2, 0),
        Direction::Down => Coordinates::new(w / 2, h),
        Direction::Left => Coordinates::new(0, h / 2),
        Direction::Right => Coordinates::new(w, h / 2),
    }
}

impl<I: Generator<ItemKind>, M: Generator<Thing>> Generator<WorldPlan>
    for BoxedWorldGenerator<I, M>
{
    fn generate(&self, rng: &mut GameRng) -> WorldPlan {
        let rooms = self.plan_rooms(rng);
        self.lay_out(&rooms, rng)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    fn generator(params: BoxedParams) -> BoxedWorldGenerator {
        BoxedWorldGenerator::new(params).expect("valid parameters")
    }

    /// Every non-wall cell reachable from the player, or the first cell at which a
    /// walk left the wall matrix (a hole in the outer wall).
    fn flood(plan: &WorldPlan) -> Result<HashSet<Coordinates>, Coordinates> {
        let mut seen = HashSet::from([plan.player]);
        let mut stack = vec![plan.player];
        while let Some(cell) = stack.pop() {
            for next in cell.neighbours() {
                if !plan.walls.contains(next) {
                    return Err(next);
                }
                if !plan.walls.get(next) && seen.insert(next) {
                    stack.push(next);
                }
            }
        }
        Ok(seen)
    }

    fn check_world(plan: &WorldPlan, seed: u64) {
        assert_eq!(plan.walls.origin, Coordinates::ZERO, "seed {seed}: not at the origin");
        let reachable = flood(plan).unwrap_or_else(|c| panic!("seed {seed}: escapes at {c}"));
        let floor_cells = (plan.walls.width * plan.walls.height) as usize - plan.walls.wall_count();
        assert_eq!(reachable.len(), floor_cells, "seed {seed}: unreachable floor");
        assert!(!plan.walls.get(plan.player), "seed {seed}: player in a wall");
        let mut taken = HashSet::from([plan.player]);
        for placement in &plan.things {
            assert!(!plan.walls.get(placement.at), "seed {seed}: {placement:?} in a wall");
            assert!(taken.insert(placement.at), "seed {seed}: {placement:?} shares a cell");
        }
    }

    #[test]
    fn a_thousand_seeds_make_connected_worlds_without_overlaps() {
        let g = generator(BoxedParams::default());
        let mut largest = 0;
        for seed in 0..1000 {
            let plan = g.generate(&mut GameRng::new(seed, 0));
            check_world(&plan, seed);
            largest = largest.max(plan.walls.width * plan.walls.height);
        }
        assert!(largest > 30 * 5, "some seed grows beyond a few rooms");
    }

    #[test]
    fn odd_and_even_room_sizes_connect_too() {
        for (w, h) in [(3, 3), (4, 7), (9, 4), (5, 5)] {
            let params = BoxedParams {
                room_width: w,
                room_height: h,
                max_depth: 6,
                max_items: 1,
                max_mobs: 0,
                max_rooms: None,
            };
            let g = generator(params);
            for seed in 0..100 {
                check_world(&g.generate(&mut GameRng::new(seed, 0)), seed);
            }
        }
    }

    #[test]
    fn every_door_joins_two_generated_rooms() {
        for cap in [None, Some(7)] {
            let params = BoxedParams { max_rooms: cap, ..BoxedParams::default() };
            let g = generator(params);
            for seed in 0..300 {
                let rooms = g.plan_rooms(&mut GameRng::new(seed, 0));
                let made: HashSet<_> = rooms.iter().map(|r| r.at).collect();
                assert_eq!(made.len(), rooms.len(), "seed {seed}: a room made twice");
                for room in &rooms {
                    for &d in &room.doors {
                        assert!(made.contains(&room.at.step(d)), "seed {seed}: door to nowhere");
                    }
                }
                if let Some(cap) = cap {
                    assert!(rooms.len() <= cap as usize);
                }
            }
        }
    }

    #[test]
    fn rooms_hold_at_most_the_maximum_of_things() {
        let g = generator(BoxedParams::default());
        for seed in 0..200 {
            for room in g.plan_rooms(&mut GameRng::new(seed, 0)) {
                assert!(room.items.len() <= 3 && room.mobs.len() <= 2);
                assert!(room.mobs.iter().all(Thing::is_mob));
            }
        }
    }

    #[test]
    fn same_seed_same_plan() {
        let g = generator(BoxedParams::default());
        for seed in [0, 1, 99, u64::MAX] {
            assert_eq!(
                g.generate(&mut GameRng::new(seed, 0)),
                g.generate(&mut GameRng::new(seed, 0))
            );
        }
        assert_ne!(g.generate(&mut GameRng::new(1, 0)), g.generate(&mut GameRng::new(2, 0)));
    }

    #[test]
    fn depth_zero_makes_one_room_with_the_player_in_the_middle() {
        let g = generator(BoxedParams { max_depth: 0, ..BoxedParams::default() });
        for seed in 0..50 {
            let plan = g.generate(&mut GameRng::new(seed, 0));
            assert_eq!((plan.walls.width, plan.walls.height), (7, 6));
            assert_eq!(plan.walls.wall_count(), 2 * 7 + 2 * 4, "a closed ring of walls");
            assert_eq!(plan.player, Coordinates::new(3, 2));
            check_world(&plan, seed);
        }
    }

    #[test]
    fn doors_sit_in_the_middle_of_shared_walls() {
        // Find a seed whose first room opens a door to the right, and look at it.
        let g = generator(BoxedParams::default());
        let seed = (0..)
            .find(|&s| {
                let rooms = g.plan_rooms(&mut GameRng::new(s, 0));
                rooms.len() == 2 && rooms[0].doors == [Direction::Right]
            })
            .expect("some seed makes exactly two rooms side by side");
        let plan = g.generate(&mut GameRng::new(seed, 0));
        assert_eq!((plan.walls.width, plan.walls.height), (13, 6));
        let gaps: Vec<_> = (0..plan.walls.height)
            .map(|y| Coordinates::new(6, y))
            .filter(|&c| !plan.walls.get(c))
            .collect();
        assert_eq!(gaps, vec![Coordinates::new(6, 2)]);
    }

    #[test]
    fn a_room_cap_limits_the_world() {
        let params = BoxedParams { max_depth: 200, max_rooms: Some(500), ..BoxedParams::default() };
        let g = generator(params);
        let rooms = g.plan_rooms(&mut GameRng::new(1, 0));
        assert!(rooms.len() <= 500);
        check_world(&g.generate(&mut GameRng::new(1, 0)), 1);
    }

    #[test]
    fn bad_parameters_are_refused() {
        let base = BoxedParams::default();
        assert_eq!(
            BoxedParams { room_width: 2, ..base }.validate(),
            Err(BoxedParamsError::RoomSize { width: 2, height: 5 })
        );
        assert_eq!(
            BoxedParams { max_items: 10, max_mobs: 10, ..base }.validate(),
            Err(BoxedParamsError::TooManyThings { items: 10, mobs: 10, free: 19 })
        );
        assert_eq!(
            BoxedParams { max_rooms: Some(0), ..base }.validate(),
            Err(BoxedParamsError::NoRooms)
        );
        assert!(matches!(
            BoxedParams { max_depth: 100_000, ..base }.validate(),
            Err(BoxedParamsError::TooManyRooms { .. })
        ));
        assert_eq!(
            BoxedParams { max_depth: 100_000, max_rooms: Some(10_000), ..base }.validate(),
            Ok(())
        );
        let message = BoxedParamsError::RoomSize { width: 2, height: 5 }.to_string();
        assert_eq!(
            message,
            "a 2x5 room is not allowed: each side must be 3 to 256 cells, walls included"
        );
    }
}
