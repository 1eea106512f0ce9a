//! The spatial index: which objects stand on each cell, which objects are in
//! each 16 × 16 chunk (for "everything near the player"), and the wall grid,
//! walls rasterised into chunks of cells. Every place / move / remove keeps
//! these in step, so no question about a cell ever scans all objects.

use super::arena::ObjectId;
use super::coordinates::Coordinates;
use super::fast_hash::FastMap;
use super::map::set_bit;
use super::object::Blocking;

/// Side of a chunk, in cells.
pub const CHUNK: i32 = 16;

/// The chunk holding `cell`, and the cell's index inside it.
fn chunk_of(cell: Coordinates) -> ((i32, i32), usize) {
    let cx = cell.x.div_euclid(CHUNK);
    let cy = cell.y.div_euclid(CHUNK);
    let lx = cell.x.rem_euclid(CHUNK);
    let ly = cell.y.rem_euclid(CHUNK);
    ((cx, cy), (ly * CHUNK + lx) as usize)
}

/// What stands on one cell: the objects by id, and how many of them block
/// sight, movement, or are creatures, so "is this cell blocked" is O(1).
#[derive(Debug, Default)]
struct CellEntry {
    ids: Vec<ObjectId>,
    sight: u32,
    movement: u32,
    occupants: u32,
}

/// Cell → occupants (objects that are not walls) with their blocking, and
/// chunk → actors (the objects that take turns), for "every actor near the
/// player" without visiting anything that does not act.
#[derive(Debug, Default)]
pub struct SpatialIndex {
    cells: FastMap<Coordinates, CellEntry>,
    actors: FastMap<(i32, i32), Vec<ObjectId>>,
    /// Objects that block sight, anywhere: while there are none, sight asks
    /// only the wall grid (the hot path of every field of view).
    sight_blockers: usize,
}

impl SpatialIndex {
    /// Records that `id` stands on `cell`, blocking what `blocking` says, and
    /// among the actors when `actor`. Lists stay sorted by id, so every order
    /// the game follows (drawing, pick-up, who acts first) depends only on
    /// ids and positions — which a saved game restores exactly.
    pub fn insert(&mut self, id: ObjectId, cell: Coordinates, blocking: Blocking, actor: bool) {
        let entry = self.cells.entry(cell).or_default();
        if insert_sorted(&mut entry.ids, id) {
            self.sight_blockers += usize::from(blocking.sight);
            entry.sight += u32::from(blocking.sight);
            entry.movement += u32::from(blocking.movement);
            entry.occupants += u32::from(blocking.occupant);
        }
        if actor {
            insert_sorted(self.actors.entry(chunk_of(cell).0).or_default(), id);
        }
    }

    /// Forgets that `id` stands on `cell`; false if it was not recorded there.
    pub fn remove(&mut self, id: ObjectId, cell: Coordinates, blocking: Blocking) -> bool {
        let Some(entry) = self.cells.get_mut(&cell) else { return false };
        let Ok(pos) = entry.ids.binary_search(&id) else { return false };
        entry.ids.remove(pos);
        self.sight_blockers -= usize::from(blocking.sight);
        entry.sight -= u32::from(blocking.sight);
        entry.movement -= u32::from(blocking.movement);
        entry.occupants -= u32::from(blocking.occupant);
        if entry.ids.is_empty() {
            self.cells.remove(&cell);
        }
        let key = chunk_of(cell).0;
        if let Some(chunk) = self.actors.get_mut(&key) {
            if let Ok(p) = chunk.binary_search(&id) {
                chunk.remove(p);
            }
            if chunk.is_empty() {
                self.actors.remove(&key);
            }
        }
        true
    }

    /// The objects on `cell`, by id.
    pub fn at(&self, cell: Coordinates) -> &[ObjectId] {
        self.cells.get(&cell).map_or(&[], |e| e.ids.as_slice())
    }

    /// Whether something on `cell` blocks sight.
    pub fn has_sight_blockers(&self) -> bool {
        self.sight_blockers > 0
    }

    pub fn blocks_sight(&self, cell: Coordinates) -> bool {
        self.sight_blockers > 0 && self.cells.get(&cell).is_some_and(|e| e.sight > 0)
    }

    /// Whether something on `cell` stops movement or is a creature.
    pub fn is_occupied(&self, cell: Coordinates) -> bool {
        self.cells.get(&cell).is_some_and(|e| e.movement > 0 || e.occupants > 0)
    }

    /// Whether something on `cell` stops movement outright (not a creature).
    pub fn blocks_movement(&self, cell: Coordinates) -> bool {
        self.cells.get(&cell).is_some_and(|e| e.movement > 0)
    }

    /// The actors in every chunk touching the square of `radius` around
    /// `center` (a superset of the square; callers filter by distance). Chunks
    /// are visited row by row, so the order is deterministic.
    pub fn actors_near(
        &self,
        center: Coordinates,
        radius: i32,
    ) -> impl Iterator<Item = ObjectId> + '_ {
        let (lo, _) = chunk_of(center - Coordinates::new(radius, radius));
        let (hi, _) = chunk_of(center + Coordinates::new(radius, radius));
        (lo.1..=hi.1)
            .flat_map(move |cy| (lo.0..=hi.0).map(move |cx| (cx, cy)))
            .filter_map(|key| self.actors.get(&key))
            .flat_map(|ids| ids.iter().copied())
    }

    /// Every actor, wherever it is, in no particular order (rules that move
    /// every creature of a level, near the player or not, sort them).
    pub fn all_actors(&self) -> impl Iterator<Item = ObjectId> + '_ {
        self.actors.values().flat_map(|ids| ids.iter().copied())
    }

    /// Every entry with its cell's blocking counts, sorted, for comparing two
    /// indexes in tests.
    pub fn entries(&self) -> Vec<(Coordinates, ObjectId, [u32; 3])> {
        let mut all: Vec<_> = self
            .cells
            .iter()
            .flat_map(|(&c, e)| {
                e.ids.iter().map(move |&id| (c, id, [e.sight, e.movement, e.occupants]))
            })
            .collect();
        crate::order::sort(&mut all);
        all
    }

    /// Every actor by chunk, sorted, for comparing two indexes in tests.
    pub fn actor_entries(&self) -> Vec<((i32, i32), ObjectId)> {
        let mut all: Vec<_> =
            self.actors.iter().flat_map(|(&k, ids)| ids.iter().map(move |&id| (k, id))).collect();
        crate::order::sort(&mut all);
        all
    }
}

/// Inserts `id` in order; false when it was already there.
fn insert_sorted(list: &mut Vec<ObjectId>, id: ObjectId) -> bool {
    match list.binary_search(&id) {
        Ok(_) => false,
        Err(pos) => {
            list.insert(pos, id);
            true
        }
    }
}

/// One chunk of the wall grid: the slot index + 1 of the wall owning each
/// cell, 0 for none.
type WallChunk = Box<[u32; (CHUNK * CHUNK) as usize]>;

/// Walls rasterised into chunks: O(1) "is this cell a wall, and whose".
#[derive(Debug, Default)]
pub struct WallGrid {
    chunks: FastMap<(i32, i32), WallChunk>,
    cells: usize,
}

impl WallGrid {
    /// The slot index of the wall covering `cell`.
    pub fn owner(&self, cell: Coordinates) -> Option<u32> {
        let (key, i) = chunk_of(cell);
        let v = self.chunks.get(&key)?[i];
        v.checked_sub(1)
    }

    /// True when a wall covers `cell`.
    pub fn is_wall(&self, cell: Coordinates) -> bool {
        self.owner(cell).is_some()
    }

    /// Marks `cell` as covered by the wall in slot `index`; false (and no
    /// change) when another wall already covers it.
    pub fn set(&mut self, cell: Coordinates, index: u32) -> bool {
        let (key, i) = chunk_of(cell);
        let chunk =
            self.chunks.entry(key).or_insert_with(|| Box::new([0; (CHUNK * CHUNK) as usize]));
        if chunk[i] != 0 {
            return false;
        }
        chunk[i] = index + 1;
        self.cells += 1;
        true
    }

    /// Clears `cell` if the wall in slot `index` covers it.
    pub fn clear(&mut self, cell: Coordinates, index: u32) {
        let (key, i) = chunk_of(cell);
        if let Some(chunk) = self.chunks.get_mut(&key) {
            if chunk[i] == index + 1 {
                chunk[i] = 0;
                self.cells -= 1;
                if chunk.iter().all(|&v| v == 0) {
                    self.chunks.remove(&key);
                }
            }
        }
    }

    /// Number of wall cells.
    pub fn len(&self) -> usize {
        self.cells
    }

    /// Ors the walls of the `side`×`side` square from `min` into `out` (see
    /// [`GridMap::opacity_bits`](super::map::GridMap::opacity_bits)), looking
    /// each chunk up once per row it crosses.
    pub fn opacity_bits(&self, min: Coordinates, side: i32, out: &mut [u64]) {
        let mut row_start = 0usize;
        for dy in 0..side.max(0) {
            let y = min.y.saturating_add(dy);
            let mut dx = 0;
            while dx < side {
                let x = min.x.saturating_add(dx);
                let (key, first) = chunk_of(Coordinates::new(x, y));
                let run = (CHUNK - x.rem_euclid(CHUNK)).min(side - dx);
                if let Some(chunk) = self.chunks.get(&key) {
                    let cells = chunk.get(first..first + run as usize).unwrap_or_default();
                    for (k, &owner) in cells.iter().enumerate() {
                        if owner != 0 {
                            set_bit(out, row_start + dx as usize + k);
                        }
                    }
                }
                dx += run;
            }
            row_start += side as usize;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::arena::Arena;

    #[test]
    fn chunks_handle_negative_cells() {
        assert_eq!(chunk_of(Coordinates::new(-1, -1)), ((-1, -1), 255));
        assert_eq!(chunk_of(Coordinates::new(16, 0)), ((1, 0), 0));
        let mut g = WallGrid::default();
        assert!(g.set(Coordinates::new(-17, 3), 4));
        assert!(!g.set(Coordinates::new(-17, 3), 5));
        assert_eq!(g.owner(Coordinates::new(-17, 3)), Some(4));
        g.clear(Coordinates::new(-17, 3), 5);
        assert!(g.is_wall(Coordinates::new(-17, 3)));
        g.clear(Coordinates::new(-17, 3), 4);
        assert!(!g.is_wall(Coordinates::new(-17, 3)));
        assert_eq!(g.len(), 0);
    }

    #[test]
    fn actors_near_finds_actors_in_touching_chunks_only() {
        let mut arena = Arena::new();
        let mut idx = SpatialIndex::default();
        let a = arena.insert(());
        let b = arena.insert(());
        let item = arena.insert(());
        idx.insert(a, Coordinates::new(3, 3), Blocking::CREATURE, true);
        idx.insert(b, Coordinates::new(300, 3), Blocking::CREATURE, true);
        idx.insert(item, Coordinates::new(4, 4), Blocking::NONE, false);
        let near: Vec<_> = idx.actors_near(Coordinates::new(0, 0), 10).collect();
        assert_eq!(near, vec![a], "items are never visited");
        idx.remove(b, Coordinates::new(300, 3), Blocking::CREATURE);
        idx.insert(b, Coordinates::new(-5, -5), Blocking::CREATURE, true);
        let mut near: Vec<_> = idx.actors_near(Coordinates::new(0, 0), 10).collect();
        crate::order::sort(&mut near);
        assert_eq!(near, vec![a, b]);
    }

    #[test]
    fn blocking_is_counted_per_cell() {
        let mut arena = Arena::new();
        let mut idx = SpatialIndex::default();
        let (a, b) = (arena.insert(()), arena.insert(()));
        let at = Coordinates::new(1, 1);
        let door = Blocking { sight: true, movement: true, occupant: false };
        idx.insert(a, at, door, false);
        idx.insert(b, at, Blocking::CREATURE, true);
        assert!(idx.blocks_sight(at) && idx.is_occupied(at) && idx.blocks_movement(at));
        idx.remove(a, at, door);
        assert!(!idx.blocks_sight(at) && idx.is_occupied(at) && !idx.blocks_movement(at));
        idx.remove(b, at, Blocking::CREATURE);
        assert!(!idx.is_occupied(at));
        assert!(idx.entries().is_empty());
    }

    #[test]
    fn wall_bits_of_a_square_match_the_walls_cell_by_cell() {
        let mut rng = crate::game::GameRng::new(3, 4);
        let mut g = WallGrid::default();
        for y in -40..40 {
            for x in -40..40 {
                if rng.chance(0.3) {
                    g.set(Coordinates::new(x, y), 1);
                }
            }
        }
        for (min, side) in [((-37, -20), 21), ((-16, -16), 16), ((5, 9), 33), ((30, 30), 7)] {
            let min = Coordinates::new(min.0, min.1);
            let mut bits = vec![0u64; ((side * side) as usize).div_ceil(64)];
            g.opacity_bits(min, side, &mut bits);
            for dy in 0..side {
                for dx in 0..side {
                    let i = (dy * side + dx) as usize;
                    let set = bits[i / 64] & (1 << (i % 64)) != 0;
                    let cell = min + Coordinates::new(dx, dy);
                    assert_eq!(set, g.is_wall(cell), "{cell} in the square from {min}");
                }
            }
        }
    }
}
