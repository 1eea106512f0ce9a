//! Line of sight and field of view over a [`GridMap`]: who can see whom, and which
//! cells a creature sees around itself.
//!
//! The rule, used everywhere: two cells see each other when a Bresenham line
//! traced from either one to the other crosses no opaque cell. The endpoints never
//! block, so a wall cell is itself visible, and a ghost inside a wall can look out of
//! it (and be seen). Accepting either direction makes sight symmetric by
//! construction — a one-way Bresenham line is not, because it breaks ties
//! differently from each end. Bresenham lines take diagonal steps, so sight slips
//! between two walls that touch only at a corner; movement cannot (it is
//! four-directional), which lets a player glimpse, but not reach, what lies beyond
//! such a pinch.

use super::coordinates::Coordinates;
use super::map::GridMap;
use super::sight_table::{LineTable, MAX_TABLE_RADIUS};
use std::ops::Add;

/// The largest radius a view or patch covers: it bounds their memory (a
/// (2·255 + 1)² square) whatever a caller passes.
pub const MAX_VIEW_RADIUS: i32 = 255;

/// The Bresenham line from one cell to another, reduced to what stepping along it
/// needs.
#[derive(Clone, Copy, Debug)]
struct LineShape {
    /// Cells to advance along the longer axis (the line visits `major - 1` cells
    /// strictly between its endpoints).
    major: i32,
    /// Extent along the shorter axis.
    minor: i32,
    /// The unit step along the longer axis, as `(dx, dy)`.
    major_step: (i32, i32),
    /// The extra step along the shorter axis, as `(dx, dy)`.
    minor_step: (i32, i32),
}

impl LineShape {
    fn between(a: Coordinates, b: Coordinates) -> LineShape {
        let (dx, dy) = (b.x - a.x, b.y - a.y);
        let (sx, sy) = (dx.signum(), dy.signum());
        if dx.abs() >= dy.abs() {
            LineShape { major: dx.abs(), minor: dy.abs(), major_step: (sx, 0), minor_step: (0, sy) }
        } else {
            LineShape { major: dy.abs(), minor: dx.abs(), major_step: (0, sy), minor_step: (sx, 0) }
        }
    }
}

/// Walks a Bresenham line and reports whether no cell strictly between its endpoints
/// is opaque. Generic over how a position is written (a cell, or an index into a
/// patch) so the map-backed and patch-backed versions share one walk and agree
/// exactly; `still` is the position type's zero step.
///
/// The classic major-axis form: every step advances one cell along the longer axis
/// and, when the decision term is positive, one along the shorter. An exact tie (the
/// true line passing midway between two cells) takes no minor step, which rounds
/// differently from each end; [`line_of_sight`] traces both ways to make that
/// symmetric.
#[inline]
fn trace_clear<P: Copy + Add<Output = P>>(
    start: P,
    shape: LineShape,
    major_step: P,
    minor_step: P,
    still: P,
    mut opaque: impl FnMut(P) -> bool,
) -> bool {
    let mut decision = 2 * shape.minor - shape.major;
    let mut at = start;
    for _ in 1..shape.major {
        // Select rather than branch: whether the minor axis advances follows no
        // pattern a branch predictor can learn, and the select measured faster.
        let take = decision > 0;
        at = at + major_step + if take { minor_step } else { still };
        decision += 2 * shape.minor - if take { 2 * shape.major } else { 0 };
        if opaque(at) {
            return false;
        }
    }
    true
}

/// Calls `visit` with every cell strictly between `from` and `to` on the line
/// traced from `from`, in order (what [`line_of_sight`] checks one way).
pub(crate) fn trace_cells(from: Coordinates, to: Coordinates, mut visit: impl FnMut(Coordinates)) {
    let shape = LineShape::between(from, to);
    let step = |(dx, dy)| Coordinates::new(dx, dy);
    let (major, minor) = (step(shape.major_step), step(shape.minor_step));
    trace_clear(from, shape, major, minor, Coordinates::ZERO, |c| {
        visit(c);
        false
    });
}

/// One direction of [`line_of_sight`], asking the map cell by cell.
fn map_trace_clear(map: &dyn GridMap, from: Coordinates, to: Coordinates) -> bool {
    let shape = LineShape::between(from, to);
    let step = |(dx, dy)| Coordinates::new(dx, dy);
    trace_clear(
        from,
        shape,
        step(shape.major_step),
        step(shape.minor_step),
        Coordinates::ZERO,
        |c| map.is_opaque(c),
    )
}

/// Whether `a` and `b` see each other on `map` (see the module docs for the rule).
/// Symmetric: `line_of_sight(map, a, b) == line_of_sight(map, b, a)` always. A cell
/// always sees itself. Unbounded: the caller limits the distance.
pub fn line_of_sight(map: &dyn GridMap, a: Coordinates, b: Coordinates) -> bool {
    a == b || map_trace_clear(map, a, b) || map_trace_clear(map, b, a)
}

/// The opacity of a square of cells, copied out of a map once so that many lines can
/// be traced over it without a trait call per step.
#[derive(Clone, Debug)]
pub struct OpacityPatch {
    /// The top-left cell of the square.
    min: Coordinates,
    /// Side length of the square, in cells.
    side: i32,
    /// Row-major opacity of the square.
    opaque: Vec<bool>,
}

impl OpacityPatch {
    /// Copies the opacity of every cell within Chebyshev `radius` of `centre`
    /// (a negative radius counts as 0; radii beyond [`MAX_VIEW_RADIUS`] are capped).
    pub fn capture(map: &dyn GridMap, centre: Coordinates, radius: i32) -> OpacityPatch {
        let radius = radius.clamp(0, MAX_VIEW_RADIUS);
        let side = 2 * radius + 1;
        let min = Coordinates::new(centre.x - radius, centre.y - radius);
        let mut opaque = Vec::with_capacity((side as usize) * (side as usize));
        for y in min.y..min.y + side {
            for x in min.x..min.x + side {
                opaque.push(map.is_opaque(Coordinates::new(x, y)));
            }
        }
        OpacityPatch { min, side, opaque }
    }

    /// Whether `cell` lies inside the captured square.
    pub fn contains(&self, cell: Coordinates) -> bool {
        let (x, y) = (cell.x - self.min.x, cell.y - self.min.y);
        (0..self.side).contains(&x) && (0..self.side).contains(&y)
    }

    /// The captured opacity of `cell`; cells outside the square report `false`.
    pub fn is_opaque(&self, cell: Coordinates) -> bool {
        self.contains(cell) && self.opaque_local(cell.x - self.min.x, cell.y - self.min.y)
    }

    /// Opacity at local coordinates the caller has already checked to be inside.
    #[inline]
    fn opaque_local(&self, x: i32, y: i32) -> bool {
        self.opaque[(y * self.side + x) as usize]
    }

    /// One direction of a trace between local coordinates inside the patch, walking
    /// row-major indices: a step is an addition, with no per-step multiply.
    #[inline]
    fn trace_clear_local(&self, ax: i32, ay: i32, bx: i32, by: i32) -> bool {
        let shape = LineShape::between(Coordinates::new(ax, ay), Coordinates::new(bx, by));
        let index_step = |(dx, dy): (i32, i32)| dy * self.side + dx;
        let start = ay * self.side + ax;
        // Every index walked lies inside the patch: a Bresenham line stays within its
        // endpoints' bounding box, and both endpoints are inside.
        trace_clear(
            start,
            shape,
            index_step(shape.major_step),
            index_step(shape.minor_step),
            0,
            |i| self.opaque[i as usize],
        )
    }
}

/// [`line_of_sight`] over a captured patch: same rule, same answers, no trait calls.
/// Both endpoints must lie inside the patch (then so does every cell between them,
/// since a Bresenham line stays inside its endpoints' bounding box); otherwise the
/// answer is `false`.
pub fn line_of_sight_in(patch: &OpacityPatch, a: Coordinates, b: Coordinates) -> bool {
    if !patch.contains(a) || !patch.contains(b) {
        return false;
    }
    let (ax, ay) = (a.x - patch.min.x, a.y - patch.min.y);
    let (bx, by) = (b.x - patch.min.x, b.y - patch.min.y);
    los_local(patch, ax, ay, bx, by)
}

/// Two-way trace between local coordinates known to be inside `patch`.
#[inline]
fn los_local(patch: &OpacityPatch, ax: i32, ay: i32, bx: i32, by: i32) -> bool {
    (ax == bx && ay == by)
        || patch.trace_clear_local(ax, ay, bx, by)
        || patch.trace_clear_local(bx, by, ax, ay)
}

/// Whether a cell at offset `(dx, dy)` lies within a sight radius `r`. The `+ r`
/// rounds the disc outwards: with `r²` alone each axis end would be a lone
/// one-cell spike.
#[inline]
pub(crate) fn within_radius(dx: i32, dy: i32, radius: i32) -> bool {
    i64::from(dx) * i64::from(dx) + i64::from(dy) * i64::from(dy)
        <= i64::from(radius) * i64::from(radius) + i64::from(radius)
}

/// The cells seen from one origin: those within Euclidean `radius`
/// (`distance_squared <= r² + r`) that have [`line_of_sight`] to the origin. Stored as
/// a dense bitset over the `(2r + 1)²` square around the origin.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldOfView {
    /// The viewer's cell.
    origin: Coordinates,
    /// The radius the view was computed for.
    radius: i32,
    /// Side of the local square, `2 * radius + 1`.
    side: i32,
    /// Row-major visibility of the square, 64 cells per word.
    bits: Vec<u64>,
}

impl FieldOfView {
    /// The viewer's cell.
    pub fn origin(&self) -> Coordinates {
        self.origin
    }

    /// The radius the view was computed for.
    pub fn radius(&self) -> i32 {
        self.radius
    }

    /// Whether `cell` is seen.
    pub fn contains(&self, cell: Coordinates) -> bool {
        let x = cell.x - self.origin.x + self.radius;
        let y = cell.y - self.origin.y + self.radius;
        if !(0..self.side).contains(&x) || !(0..self.side).contains(&y) {
            return false;
        }
        self.bit((y * self.side + x) as usize)
    }

    /// Every seen cell, row by row from the top.
    pub fn iter(&self) -> impl Iterator<Item = Coordinates> + '_ {
        let side = self.side as usize;
        let min = Coordinates::new(self.origin.x - self.radius, self.origin.y - self.radius);
        (0..side * side)
            .filter(|&i| self.bit(i))
            .map(move |i| Coordinates::new(min.x + (i % side) as i32, min.y + (i / side) as i32))
    }

    /// The square the view covers: its top-left cell and side.
    pub(crate) fn square(&self) -> (Coordinates, i32) {
        (Coordinates::new(self.origin.x - self.radius, self.origin.y - self.radius), self.side)
    }

    /// Whether the cell at `(x, y)` from the square's top-left is seen; the
    /// caller keeps both within the side.
    #[inline]
    pub(crate) fn contains_local(&self, x: i32, y: i32) -> bool {
        self.bit((y * self.side + x) as usize)
    }

    /// The number of seen cells.
    pub fn len(&self) -> usize {
        self.bits.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Whether nothing is seen (never, in practice: the origin always sees itself).
    pub fn is_empty(&self) -> bool {
        self.bits.iter().all(|&w| w == 0)
    }

    fn bit(&self, index: usize) -> bool {
        self.bits.get(index / 64).is_some_and(|w| w & (1 << (index % 64)) != 0)
    }
}

/// What `origin` sees within `radius` (a negative radius counts as 0, which sees only
/// the origin; radii beyond [`MAX_VIEW_RADIUS`] are capped). Views up to
/// radius 16 test precomputed lines against the square's opacity as
/// bits (a radius-10 view takes a few microseconds); wider ones trace every line.
pub fn field_of_view(map: &dyn GridMap, origin: Coordinates, radius: i32) -> FieldOfView {
    let radius = radius.clamp(0, MAX_VIEW_RADIUS);
    let side = 2 * radius + 1;
    let bits = if radius <= MAX_TABLE_RADIUS {
        LineTable::get(radius).view(map, origin)
    } else {
        traced_view(map, origin, radius)
    };
    FieldOfView { origin, radius, side, bits }
}

/// The visibility bits of a view traced line by line over a captured patch.
fn traced_view(map: &dyn GridMap, origin: Coordinates, radius: i32) -> Vec<u64> {
    let patch = OpacityPatch::capture(map, origin, radius);
    let side = patch.side;
    let cells = (side as usize) * (side as usize);
    let mut bits = vec![0u64; cells.div_ceil(64)];
    // The origin sits at local (radius, radius) of the patch.
    let centre = radius;
    for y in 0..side {
        for x in 0..side {
            if within_radius(x - centre, y - centre, radius)
                && los_local(&patch, centre, centre, x, y)
            {
                let i = (y * side + x) as usize;
                bits[i / 64] |= 1 << (i % 64);
            }
        }
    }
    bits
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{CharMap, GameRng};

    /// A `size`×`size` map whose cells are walls with probability `wall_chance`.
    fn random_map(rng: &mut GameRng, size: i32, wall_chance: f64) -> CharMap {
        let mut map = CharMap::default();
        for y in 0..size {
            for x in 0..size {
                if rng.chance(wall_chance) {
                    map.set_wall(Coordinates::new(x, y), true);
                }
            }
        }
        map
    }

    fn cells(size: i32) -> Vec<Coordinates> {
        (0..size).flat_map(|y| (0..size).map(move |x| Coordinates::new(x, y))).collect()
    }

    #[test]
    fn traced_cells_hug_the_true_line() {
        for dx in -9..=9 {
            for dy in -9..=9 {
                let (a, b) = (Coordinates::new(3, -2), Coordinates::new(3 + dx, -2 + dy));
                let shape = LineShape::between(a, b);
                let step = |(x, y)| Coordinates::new(x, y);
                let mut cells = vec![];
                let (major, minor) = (step(shape.major_step), step(shape.minor_step));
                trace_clear(a, shape, major, minor, Coordinates::ZERO, |c| {
                    cells.push(c);
                    false
                });
                assert_eq!(cells.len() as i32, (shape.major - 1).max(0), "{dx},{dy}");
                for (i, c) in cells.iter().enumerate() {
                    let t = (i + 1) as f64 / f64::from(shape.major);
                    let (ideal_x, ideal_y) =
                        (f64::from(a.x) + t * f64::from(dx), f64::from(a.y) + t * f64::from(dy));
                    let off =
                        (f64::from(c.x) - ideal_x).abs().max((f64::from(c.y) - ideal_y).abs());
                    assert!(off <= 0.5, "({dx},{dy}) step {i}: {c} is {off} off the line");
                }
            }
        }
    }

    #[test]
    fn line_of_sight_is_symmetric_for_every_pair_on_random_maps() {
        let mut rng = GameRng::new(2024, 7);
        let mut blocked_pairs = 0;
        for _ in 0..4 {
            let map = random_map(&mut rng, 12, 0.3);
            let all = cells(12);
            for &a in &all {
                for &b in &all {
                    let ab = line_of_sight(&map, a, b);
                    assert_eq!(ab, line_of_sight(&map, b, a), "asymmetric between {a} and {b}");
                    if !ab {
                        blocked_pairs += 1;
                    }
                }
            }
        }
        // Guards against a vacuous pass where nothing ever blocks.
        assert!(blocked_pairs > 1000, "only {blocked_pairs} blocked pairs");
    }

    #[test]
    fn a_wall_blocks_sight() {
        let map = CharMap::parse(
            "\
.....
..#..
.....",
        );
        let left = Coordinates::new(0, 1);
        let right = Coordinates::new(4, 1);
        assert!(!line_of_sight(&map, left, right));
        assert!(!line_of_sight(&map, right, left));
        // One row up the line misses the wall.
        assert!(line_of_sight(&map, Coordinates::new(0, 0), Coordinates::new(4, 0)));
    }

    #[test]
    fn a_wall_cell_itself_is_visible_and_sees_out() {
        let map = CharMap::parse(
            "\
.....
..###
.....",
        );
        let viewer = Coordinates::new(0, 1);
        let first_wall = Coordinates::new(2, 1);
        let hidden_wall = Coordinates::new(3, 1);
        assert!(line_of_sight(&map, viewer, first_wall));
        assert!(!line_of_sight(&map, viewer, hidden_wall));
        // A ghost inside the wall looks straight out of it.
        assert!(line_of_sight(&map, hidden_wall, Coordinates::new(3, 0)));
        let fov = field_of_view(&map, viewer, 5);
        assert!(fov.contains(first_wall));
        assert!(!fov.contains(hidden_wall));
    }

    #[test]
    fn sight_slips_through_a_diagonal_pinch_as_documented() {
        let map = CharMap::parse(
            "\
....
..#.
.#..
....",
        );
        // The line (0,0)→(3,3) runs along the diagonal between the two walls.
        assert!(line_of_sight(&map, Coordinates::new(0, 0), Coordinates::new(3, 3)));
        // The other diagonal crosses both walls.
        assert!(!line_of_sight(&map, Coordinates::new(3, 0), Coordinates::new(0, 3)));
    }

    #[test]
    fn field_of_view_is_exactly_the_cells_in_radius_with_line_of_sight() {
        let mut rng = GameRng::new(99, 1);
        for radius in [0, 1, 3, 6] {
            let map = random_map(&mut rng, 16, 0.3);
            let origin = Coordinates::new(8, 8);
            let fov = field_of_view(&map, origin, radius);
            let mut expected = Vec::new();
            for y in -radius - 2..=radius + 2 {
                for x in -radius - 2..=radius + 2 {
                    let cell = origin + Coordinates::new(x, y);
                    let inside =
                        cell.distance_squared(origin) <= i64::from(radius * radius + radius);
                    let seen = inside && line_of_sight(&map, origin, cell);
                    assert_eq!(fov.contains(cell), seen, "radius {radius}, cell {cell}");
                    if seen {
                        expected.push(cell);
                    }
                }
            }
            let listed: Vec<Coordinates> = fov.iter().collect();
            assert_eq!(listed, expected, "iter lists the seen cells row by row");
            assert_eq!(fov.len(), expected.len());
            assert!(fov.contains(origin));
        }
    }

    #[test]
    fn radius_bounds_the_view_on_an_open_map() {
        let map = CharMap::default();
        let fov = field_of_view(&map, Coordinates::new(-3, 4), 2);
        // r² + r = 6: the 5×5 square minus its four corners (distance² 8).
        assert_eq!(fov.len(), 21);
        assert!(!fov.contains(Coordinates::new(-1, 6)));
        assert!(fov.contains(Coordinates::new(-1, 5)));
        assert_eq!(field_of_view(&map, Coordinates::ZERO, -4).len(), 1);
    }

    #[test]
    fn patch_and_map_agree_and_outside_the_patch_is_false() {
        let mut rng = GameRng::new(5, 5);
        let map = random_map(&mut rng, 12, 0.3);
        let centre = Coordinates::new(6, 6);
        let patch = OpacityPatch::capture(&map, centre, 5);
        for &a in &cells(12) {
            for &b in &cells(12) {
                if patch.contains(a) && patch.contains(b) {
                    assert_eq!(line_of_sight_in(&patch, a, b), line_of_sight(&map, a, b));
                } else {
                    assert!(!line_of_sight_in(&patch, a, b));
                }
            }
        }
        assert!(!patch.is_opaque(Coordinates::new(100, 100)));
    }

    #[test]
    fn tables_see_exactly_what_tracing_sees_at_every_table_radius() {
        let mut rng = GameRng::new(17, 3);
        let mut hidden = 0;
        for radius in 0..=MAX_TABLE_RADIUS {
            for wall_chance in [0.0, 0.15, 0.4] {
                let map = random_map(&mut rng, 40, wall_chance);
                for origin in [Coordinates::new(20, 20), Coordinates::new(3, 35)] {
                    let table = LineTable::get(radius).view(&map, origin);
                    let traced = traced_view(&map, origin, radius);
                    assert_eq!(table, traced, "radius {radius}, walls {wall_chance}, {origin}");
                    let cells = ((2 * radius + 1) * (2 * radius + 1)) as usize;
                    hidden += cells - traced.iter().map(|w| w.count_ones() as usize).sum::<usize>();
                }
            }
        }
        assert!(hidden > 10_000, "walls hid only {hidden} cells: the comparison is too easy");
    }
}
