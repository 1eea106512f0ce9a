//! `SeenCells`: every cell the player has seen, as bits in 16 × 16 chunks, so
//! memory grows with what was explored, not with the world.

use super::coordinates::Coordinates;
use super::fast_hash::FastMap;
use super::invalid::Invalid;
use super::limits::{MAX_COORDINATE, MAX_SIGHT_RADIUS};
use super::sight::FieldOfView;
use super::spatial::CHUNK;
use serde::Serialize;

/// A set of cells, chunked.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SeenCells {
    chunks: FastMap<(i32, i32), [u16; CHUNK as usize]>,
    /// How many cells are remembered, kept as cells are added (checksums
    /// read it every turn).
    count: usize,
}

fn split(cell: Coordinates) -> ((i32, i32), usize, u16) {
    let key = (cell.x.div_euclid(CHUNK), cell.y.div_euclid(CHUNK));
    (key, cell.y.rem_euclid(CHUNK) as usize, 1 << cell.x.rem_euclid(CHUNK))
}

impl SeenCells {
    /// Remembers `cell` (the game remembers whole views, through
    /// [`SeenCells::insert_view`]; a mapped level its map).
    pub fn insert(&mut self, cell: Coordinates) {
        let (key, row, bit) = split(cell);
        self.insert_bits(key, row, bit);
    }

    /// Remembers every cell of `view`, one chunk row at a time.
    pub fn insert_view(&mut self, view: &FieldOfView) {
        let (min, side) = view.square();
        for dy in 0..side {
            let y = min.y + dy;
            let mut dx = 0;
            while dx < side {
                let x = min.x + dx;
                let (key, row, first) = split(Coordinates::new(x, y));
                let run = (CHUNK - x.rem_euclid(CHUNK)).min(side - dx);
                let mut bits = 0u16;
                for k in 0..run {
                    if view.contains_local(dx + k, dy) {
                        bits |= first << k;
                    }
                }
                if bits != 0 {
                    self.insert_bits(key, row, bits);
                }
                dx += run;
            }
        }
    }

    fn insert_bits(&mut self, key: (i32, i32), row: usize, bits: u16) {
        let rows = self.chunks.entry(key).or_insert([0; CHUNK as usize]);
        self.count += (bits & !rows[row]).count_ones() as usize;
        rows[row] |= bits;
    }

    /// True when `cell` was seen.
    pub fn contains(&self, cell: Coordinates) -> bool {
        let (key, row, bit) = split(cell);
        self.chunks.get(&key).is_some_and(|c| c[row] & bit != 0)
    }

    /// Every remembered cell, in no particular order.
    pub fn cells(&self) -> impl Iterator<Item = Coordinates> + '_ {
        self.chunks.iter().flat_map(|(&(cx, cy), rows)| {
            rows.iter().enumerate().flat_map(move |(row, &bits)| {
                (0..CHUNK)
                    .filter(move |x| bits & (1 << x) != 0)
                    .map(move |x| Coordinates::new(cx * CHUNK + x, cy * CHUNK + row as i32))
            })
        })
    }

    /// Number of cells remembered.
    pub fn len(&self) -> usize {
        self.count
    }

    /// The chunks as sorted records, for saving.
    pub fn to_records(&self) -> Vec<SeenChunk> {
        let mut out: Vec<SeenChunk> = self
            .chunks
            .iter()
            .map(|(&(x, y), rows)| SeenChunk { x, y, rows: rows.to_vec() })
            .collect();
        crate::order::sort_by_key(&mut out, |c| (c.y, c.x));
        out
    }

    /// Rebuilds from saved records, or says which one is malformed: not
    /// sixteen rows, or a chunk no one could have seen (beyond the world's
    /// edge and the widest sight from it).
    pub fn from_records(records: &[SeenChunk]) -> Result<SeenCells, Invalid> {
        let far = (MAX_COORDINATE + MAX_SIGHT_RADIUS) / CHUNK + 1;
        let mut chunks = FastMap::default();
        for r in records {
            if r.x.unsigned_abs() > far.unsigned_abs() || r.y.unsigned_abs() > far.unsigned_abs() {
                return Err(Invalid::ChunkOutside { x: r.x, y: r.y, far });
            }
            let rows: [u16; CHUNK as usize] = r.rows.as_slice().try_into().map_err(|_| {
                Invalid::ChunkRows { x: r.x, y: r.y, rows: r.rows.len(), want: CHUNK as usize }
            })?;
            chunks.insert((r.x, r.y), rows);
        }
        let count = chunks.values().flatten().map(|r| r.count_ones() as usize).sum();
        Ok(SeenCells { chunks, count })
    }
}

/// One chunk of remembered cells, as saved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson)]
pub struct SeenChunk {
    /// Chunk column.
    pub x: i32,
    /// Chunk row.
    pub y: i32,
    /// Sixteen rows of sixteen bits.
    pub rows: Vec<u16>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn remembers_cells_anywhere_and_round_trips() {
        let mut s = SeenCells::default();
        for c in [Coordinates::new(-1, -1), Coordinates::new(0, 0), Coordinates::new(33, -70)] {
            s.insert(c);
            assert!(s.contains(c));
        }
        assert!(!s.contains(Coordinates::new(1, 0)));
        assert_eq!(s.len(), 3);
        s.insert(Coordinates::new(0, 0));
        assert_eq!(s.len(), 3, "a cell seen again counts once");
        assert_eq!(SeenCells::from_records(&s.to_records()), Ok(s));
    }

    #[test]
    fn seen_chunks_beyond_the_world_or_of_the_wrong_size_are_refused() {
        let chunk = |x, rows: usize| SeenChunk { x, y: 0, rows: vec![1; rows] };
        use crate::locale::Words;
        let e = SeenCells::from_records(&[chunk(i32::MIN, 16)]).expect_err("far").english();
        assert!(e.starts_with("a chunk of seen cells at (-2147483648, 0) is outside"), "{e}");
        let e = SeenCells::from_records(&[chunk(2, 3)]).expect_err("short").english();
        assert_eq!(e, "the chunk of seen cells at (2, 0) has 3 rows, not 16");
        assert!(SeenCells::from_records(&[chunk(-1_048_580, 16)]).is_ok(), "seen from the edge");
    }

    #[test]
    fn a_whole_view_is_remembered_as_its_cells_one_by_one() {
        let mut rng = crate::game::GameRng::new(8, 8);
        let mut map = crate::game::CharMap::default();
        for y in -30..30 {
            for x in -30..30 {
                if rng.chance(0.25) {
                    map.set_wall(Coordinates::new(x, y), true);
                }
            }
        }
        let (mut whole, mut single) = (SeenCells::default(), SeenCells::default());
        for (origin, radius) in [((-7, -9), 10), ((5, 3), 4), ((-1, 20), 25), ((-7, -9), 3)] {
            let view =
                crate::game::field_of_view(&map, Coordinates::new(origin.0, origin.1), radius);
            whole.insert_view(&view);
            for c in view.iter() {
                single.insert(c);
            }
            assert_eq!(whole, single, "after the view from {origin:?}");
            assert_eq!(whole.len(), single.len());
        }
        assert!(whole.len() > 200, "the views saw {} cells", whole.len());
    }
}
