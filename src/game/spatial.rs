//! The spatial index: which objects stand on each cell, which objects are in
//! each 16 × 16 chunk (for "everything near the player"), and the wall grid,
//! walls rasterised into chunks of cells. Every place / move / remove keeps
//! these in step, so no question about a cell ever scans all objects.

use super::arena::ObjectId;
use super::coordinates::Coordinates;
use super::fast_hash::FastMap;

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

/// Cell → occupants, and chunk → occupants, for objects that are not walls.
#[derive(Debug, Default)]
pub struct SpatialIndex {
    cells: FastMap<Coordinates, Vec<ObjectId>>,
    chunks: FastMap<(i32, i32), Vec<ObjectId>>,
}

impl SpatialIndex {
    /// Records that `id` stands on `cell`. Lists stay sorted by id, so every
    /// order the game follows (drawing, pick-up, who acts first) depends only
    /// on ids and positions — which a saved game restores exactly.
    pub fn insert(&mut self, id: ObjectId, cell: Coordinates) {
        insert_sorted(self.cells.entry(cell).or_default(), id);
        insert_sorted(self.chunks.entry(chunk_of(cell).0).or_default(), id);
    }

    /// Forgets that `id` stands on `cell`; false if it was not recorded there.
    pub fn remove(&mut self, id: ObjectId, cell: Coordinates) -> bool {
        let Some(list) = self.cells.get_mut(&cell) else { return false };
        let Ok(pos) = list.binary_search(&id) else { return false };
        list.remove(pos);
        if list.is_empty() {
            self.cells.remove(&cell);
        }
        let key = chunk_of(cell).0;
        if let Some(chunk) = self.chunks.get_mut(&key) {
            if let Ok(p) = chunk.binary_search(&id) {
                chunk.remove(p);
            }
            if chunk.is_empty() {
                self.chunks.remove(&key);
            }
        }
        true
    }

    /// Moves `id` from `from` to `to`.
    pub fn relocate(&mut self, id: ObjectId, from: Coordinates, to: Coordinates) {
        if self.remove(id, from) {
            self.insert(id, to);
        }
    }

    /// The objects on `cell`, by id.
    pub fn at(&self, cell: Coordinates) -> &[ObjectId] {
        self.cells.get(&cell).map_or(&[], Vec::as_slice)
    }

    /// The objects in every chunk touching the square of `radius` around
    /// `center` (a superset of the square; callers filter by distance). Chunks
    /// are visited row by row, so the order is deterministic.
    pub fn near(&self, center: Coordinates, radius: i32) -> impl Iterator<Item = ObjectId> + '_ {
        let (lo, _) = chunk_of(center - Coordinates::new(radius, radius));
        let (hi, _) = chunk_of(center + Coordinates::new(radius, radius));
        (lo.1..=hi.1)
            .flat_map(move |cy| (lo.0..=hi.0).map(move |cx| (cx, cy)))
            .filter_map(|key| self.chunks.get(&key))
            .flat_map(|ids| ids.iter().copied())
    }

    /// Every entry, sorted, for comparing two indexes in tests.
    pub fn entries(&self) -> Vec<(Coordinates, ObjectId)> {
        let mut all: Vec<_> =
            self.cells.iter().flat_map(|(&c, ids)| ids.iter().map(move |&id| (c, id))).collect();
        all.sort();
        all
    }

    /// The chunk lists agree with the cell lists (a test aid).
    pub fn chunks_consistent(&self) -> bool {
        let mut from_chunks: Vec<ObjectId> = self.chunks.values().flatten().copied().collect();
        let mut from_cells: Vec<ObjectId> = self.cells.values().flatten().copied().collect();
        from_chunks.sort();
        from_cells.sort();
        from_chunks == from_cells
    }
}

fn insert_sorted(list: &mut Vec<ObjectId>, id: ObjectId) {
    if let Err(pos) = list.binary_search(&id) {
        list.insert(pos, id);
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
    fn near_finds_objects_in_touching_chunks_only() {
        let mut arena = Arena::new();
        let mut idx = SpatialIndex::default();
        let a = arena.insert(());
        let b = arena.insert(());
        idx.insert(a, Coordinates::new(3, 3));
        idx.insert(b, Coordinates::new(300, 3));
        let near: Vec<_> = idx.near(Coordinates::new(0, 0), 10).collect();
        assert_eq!(near, vec![a]);
        idx.relocate(b, Coordinates::new(300, 3), Coordinates::new(-5, -5));
        let mut near: Vec<_> = idx.near(Coordinates::new(0, 0), 10).collect();
        near.sort();
        assert_eq!(near, vec![a, b]);
        assert!(idx.chunks_consistent());
    }
}
