//! Field of view by table: every Bresenham line from the centre of a view
//! square to each cell within the radius, and back, traced once per radius and
//! kept as bit masks over the square. A view is then the square's opacity
//! captured as bits and, per cell, a few word-wide `AND`s instead of a walk —
//! the same answer as tracing (see [`super::sight`]), several times faster,
//! and with no per-step bounds checks or branches for wasm to pay for.

use super::coordinates::Coordinates;
use super::map::GridMap;
use std::sync::OnceLock;

/// The largest radius served by a table; wider views trace line by line. A
/// radius-16 table holds about 25,000 words; the game's views are 10 or less.
pub(crate) const MAX_TABLE_RADIUS: i32 = 16;

/// Words of a view square's bit set at the largest table radius.
const MAX_WORDS: usize =
    (((2 * MAX_TABLE_RADIUS + 1) * (2 * MAX_TABLE_RADIUS + 1)) as usize).div_ceil(64);

/// The cells strictly between the two ends of a line, as bits over the square:
/// `len` words of the table's pool from `pool`, standing for the square's words
/// from `first`.
#[derive(Clone, Copy, Debug)]
struct Mask {
    first: u16,
    len: u16,
    pool: u32,
}

/// One cell within the radius: its bit in the square, and the lines that let
/// the centre see it (either one clear is enough).
#[derive(Clone, Copy, Debug)]
struct Target {
    bit: u16,
    outward: Mask,
    inward: Mask,
}

/// The lines of one radius.
#[derive(Debug)]
pub(crate) struct LineTable {
    side: i32,
    targets: Vec<Target>,
    pool: Vec<u64>,
}

impl LineTable {
    /// The table of `radius` (0 to [`MAX_TABLE_RADIUS`]), built on first use.
    pub(crate) fn get(radius: i32) -> &'static LineTable {
        static TABLES: [OnceLock<LineTable>; MAX_TABLE_RADIUS as usize + 1] =
            [const { OnceLock::new() }; MAX_TABLE_RADIUS as usize + 1];
        let radius = radius.clamp(0, MAX_TABLE_RADIUS);
        TABLES[radius as usize].get_or_init(|| LineTable::build(radius))
    }

    fn build(radius: i32) -> LineTable {
        let side = 2 * radius + 1;
        let mut table = LineTable { side, targets: Vec::new(), pool: Vec::new() };
        let centre = Coordinates::new(radius, radius);
        for y in 0..side {
            for x in 0..side {
                if !super::sight::within_radius(x - radius, y - radius, radius) {
                    continue;
                }
                let cell = Coordinates::new(x, y);
                let outward = table.mask(centre, cell);
                let inward = table.mask(cell, centre);
                let bit = u16::try_from(y * side + x).expect("a table square has < 2^16 cells");
                table.targets.push(Target { bit, outward, inward });
            }
        }
        table
    }

    /// The mask of the cells strictly between `from` and `to`, appended to
    /// the pool.
    fn mask(&mut self, from: Coordinates, to: Coordinates) -> Mask {
        let mut bits: Vec<usize> = Vec::new();
        super::sight::trace_cells(from, to, |c| bits.push((c.y * self.side + c.x) as usize));
        let pool = u32::try_from(self.pool.len()).expect("a table is small");
        let (Some(&lo), Some(&hi)) = (bits.iter().min(), bits.iter().max()) else {
            return Mask { first: 0, len: 0, pool };
        };
        let (first, last) = (lo / 64, hi / 64);
        let start = self.pool.len();
        self.pool.resize(start + last - first + 1, 0);
        for b in bits {
            self.pool[start + b / 64 - first] |= 1 << (b % 64);
        }
        let narrow = |n: usize| u16::try_from(n).expect("a table square has < 2^16 words");
        Mask { first: narrow(first), len: narrow(last - first + 1), pool }
    }

    /// Whether no opaque cell lies on the line `mask`.
    #[inline]
    fn clear(&self, mask: Mask, opaque: &[u64; MAX_WORDS]) -> bool {
        let (first, len, pool) = (mask.first as usize, mask.len as usize, mask.pool as usize);
        let (Some(seen), Some(line)) =
            (opaque.get(first..first + len), self.pool.get(pool..pool + len))
        else {
            return false;
        };
        seen.iter().zip(line).fold(0, |acc, (o, l)| acc | (o & l)) == 0
    }

    /// The visibility bits, row-major over the square around `origin`, of
    /// what `origin` sees on `map` within this table's radius.
    pub(crate) fn view(&self, map: &dyn GridMap, origin: Coordinates) -> Vec<u64> {
        let side = self.side;
        let radius = side / 2;
        let mut opaque = [0u64; MAX_WORDS];
        map.opacity_bits(Coordinates::new(origin.x - radius, origin.y - radius), side, &mut opaque);
        let cells = (side as usize) * (side as usize);
        let mut seen = vec![0u64; cells.div_ceil(64)];
        for t in &self.targets {
            if self.clear(t.outward, &opaque) || self.clear(t.inward, &opaque) {
                let b = t.bit as usize;
                if let Some(word) = seen.get_mut(b / 64) {
                    *word |= 1 << (b % 64);
                }
            }
        }
        seen
    }
}
