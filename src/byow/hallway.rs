//! Hallways of the seed's **connect** and **rasterise** steps: one pivot per
//! inner BSP node joins its two children, straight when their bounding boxes
//! face each other, bent at a corner pivot when they do not; digging extends
//! each arm from the pivot until it just touches its child's floor.

use super::bsp::BspNode;
use super::grid::TileGrid;
use super::rect::{Axis, Rect};
use super::tile::Tile;
use crate::game::GameRng;
use crate::game::{Coordinates, Direction};

/// Where a hallway starts and where its two arms go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HallwayPlan {
    /// The cell both arms start from, outside both children.
    pub pivot: Coordinates,
    /// Towards the lower child, then towards the upper one.
    pub arms: [Arm; 2],
}

/// One arm of a hallway: a straight run from the pivot towards a child.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arm {
    /// The way the arm runs.
    pub direction: Direction,
    /// The bounding box of the child the arm joins.
    pub target: Rect,
}

/// A dug hallway: the pivot and every cell the arms turned into floor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hallway {
    /// The pivot.
    pub pivot: Coordinates,
    /// The pivot first, then each arm's cells from the pivot outwards.
    pub cells: Vec<Coordinates>,
}

impl Hallway {
    /// Whether the hallway bends: its cells are neither all in one row nor all in
    /// one column.
    pub fn turns(&self) -> bool {
        let p = self.pivot;
        self.cells.iter().any(|c| c.x != p.x) && self.cells.iter().any(|c| c.y != p.y)
    }
}

/// One plan per inner node, children before parents, so that when a hallway is
/// dug every floor below it (rooms and lower hallways) is already there.
pub fn plan_hallways(root: &BspNode, rng: &mut GameRng) -> Vec<HallwayPlan> {
    let mut plans = Vec::new();
    plan_below(root, rng, &mut plans);
    plans
}

fn plan_below(node: &BspNode, rng: &mut GameRng, plans: &mut Vec<HallwayPlan>) {
    if let BspNode::Split { axis, children, .. } = node {
        plan_below(&children[0], rng, plans);
        plan_below(&children[1], rng, plans);
        plans.push(connect(children[0].bounds(), children[1].bounds(), *axis, rng));
    }
}

/// The hallway between `lower` and `upper`, which lie apart along `axis`.
///
/// Facing (their ranges across `axis` overlap): the pivot is in the gap between
/// them, within the overlap, and the arms run along `axis`. Not facing: the
/// pivot is in a corner, in line with one child along `axis` and with the
/// other across it, so one arm runs along `axis` and the other across.
pub fn connect(lower: Rect, upper: Rect, axis: Axis, rng: &mut GameRng) -> HallwayPlan {
    let across = axis.other();
    let (lower_low, lower_high) = lower.span(axis);
    let (upper_low, upper_high) = upper.span(axis);
    if let Some((overlap_low, overlap_high)) = lower.overlap(upper, across) {
        let along = rng.range_inclusive(lower_high + 1, upper_low - 1);
        let side = rng.range_inclusive(overlap_low, overlap_high);
        return HallwayPlan {
            pivot: point(axis, along, side),
            arms: [
                Arm { direction: heading(axis, false), target: lower },
                Arm { direction: heading(axis, true), target: upper },
            ],
        };
    }
    if rng.chance(0.5) {
        // In line with `lower` along the axis, level with `upper` across it.
        let (side_low, side_high) = upper.span(across);
        let along = rng.range_inclusive(lower_low, lower_high);
        let side = rng.range_inclusive(side_low, side_high);
        let towards_lower = lower.span(across).0 > side;
        HallwayPlan {
            pivot: point(axis, along, side),
            arms: [
                Arm { direction: heading(across, towards_lower), target: lower },
                Arm { direction: heading(axis, true), target: upper },
            ],
        }
    } else {
        let (side_low, side_high) = lower.span(across);
        let along = rng.range_inclusive(upper_low, upper_high);
        let side = rng.range_inclusive(side_low, side_high);
        let towards_upper = upper.span(across).0 > side;
        HallwayPlan {
            pivot: point(axis, along, side),
            arms: [
                Arm { direction: heading(axis, false), target: lower },
                Arm { direction: heading(across, towards_upper), target: upper },
            ],
        }
    }
}

/// The cell at `along` on `axis` and `side` on the other axis.
fn point(axis: Axis, along: i32, side: i32) -> Coordinates {
    match axis {
        Axis::X => Coordinates::new(along, side),
        Axis::Y => Coordinates::new(side, along),
    }
}

/// The direction along `axis`, towards larger coordinates when `increasing`
/// (a larger row is [`Direction::Down`], whichever way up the floor is shown).
fn heading(axis: Axis, increasing: bool) -> Direction {
    match (axis, increasing) {
        (Axis::X, true) => Direction::Right,
        (Axis::X, false) => Direction::Left,
        (Axis::Y, true) => Direction::Down,
        (Axis::Y, false) => Direction::Up,
    }
}

/// The two directions at right angles to `direction`.
fn sideways(direction: Direction) -> [Direction; 2] {
    match direction {
        Direction::Up | Direction::Down => [Direction::Left, Direction::Right],
        Direction::Left | Direction::Right => [Direction::Up, Direction::Down],
    }
}

/// Digs `plan` into `grid`: the pivot, then each arm cell by cell until the
/// arm's last cell touches (ahead or to either side) a floor of its target.
/// Stopping at the first touch, not at the target's bounds and not at its
/// floor, is what keeps the hallway from cutting holes into the child.
pub fn dig(grid: &mut TileGrid, plan: &HallwayPlan) -> Hallway {
    let mut cells = vec![plan.pivot];
    grid.set(plan.pivot, Tile::Floor);
    // Every line through a child's box crosses its connected floor, so an arm
    // stops within the grid; the bound only guards against a broken plan.
    let longest = grid.width() + grid.height();
    for arm in &plan.arms {
        let mut at = plan.pivot;
        for _ in 0..longest {
            if touches_target(grid, at, arm) || !grid.contains(at.step(arm.direction)) {
                break;
            }
            at = at.step(arm.direction);
            grid.set(at, Tile::Floor);
            cells.push(at);
        }
    }
    Hallway { pivot: plan.pivot, cells }
}

fn touches_target(grid: &TileGrid, at: Coordinates, arm: &Arm) -> bool {
    let [left, right] = sideways(arm.direction);
    [arm.direction, left, right]
        .into_iter()
        .map(|d| at.step(d))
        .any(|n| arm.target.contains(n) && grid.get(n) == Tile::Floor)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A grid with floor at the `F` of `rows` (top row first).
    fn grid_of(rows: &[&str]) -> TileGrid {
        let height = rows.len() as i32;
        let mut grid = TileGrid::new(rows[0].len() as i32, height);
        for (r, row) in rows.iter().enumerate() {
            for (x, c) in row.chars().enumerate() {
                if c == 'F' {
                    grid.set(Coordinates::new(x as i32, height - 1 - r as i32), Tile::Floor);
                }
            }
        }
        grid
    }

    fn floor_rows(grid: &TileGrid) -> Vec<String> {
        (0..grid.height())
            .rev()
            .map(|y| {
                (0..grid.width())
                    .map(
                        |x| if grid.get(Coordinates::new(x, y)) == Tile::Floor { 'F' } else { '+' },
                    )
                    .collect()
            })
            .collect()
    }

    /// The seed's own example: extending left from the pivot stops as soon as a
    /// floor of the child is beside the arm, not at the bounding box and not at
    /// the far floor.
    #[test]
    fn an_arm_stops_where_it_first_touches_the_floor_as_in_the_seed() {
        let mut grid = grid_of(&[
            "+++++FF++++++FF+++",
            "FFFFFFFFFFFFFFF+++",
            "FFF++++++FF++++++F",
            "FFF++++++++++++++F",
        ]);
        let child = Rect::new(0, 0, 14, 3);
        let right = Rect::new(17, 0, 17, 1);
        let plan = HallwayPlan {
            pivot: Coordinates::new(16, 0),
            arms: [
                Arm { direction: Direction::Left, target: child },
                Arm { direction: Direction::Right, target: right },
            ],
        };
        let hallway = dig(&mut grid, &plan);
        assert_eq!(
            floor_rows(&grid),
            [
                "+++++FF++++++FF+++",
                "FFFFFFFFFFFFFFF+++",
                "FFF++++++FF++++++F",
                "FFF+++++++FFFFFFFF",
            ]
        );
        assert_eq!(hallway.cells.len(), 7);
        assert!(!hallway.turns());
    }

    #[test]
    fn facing_children_get_a_straight_hallway_in_the_gap() {
        let lower = Rect::new(0, 0, 2, 3);
        let upper = Rect::new(6, 2, 9, 4);
        for seed in 0..50 {
            let plan = connect(lower, upper, Axis::X, &mut GameRng::new(seed, 0));
            assert!((3..=5).contains(&plan.pivot.x) && (2..=3).contains(&plan.pivot.y));
            assert_eq!(plan.arms.map(|a| a.direction), [Direction::Left, Direction::Right]);
        }
    }

    #[test]
    fn children_that_do_not_face_get_a_corner_pivot_and_a_bent_hallway() {
        // Lower child bottom left, upper child top right: the pivot is top left
        // or bottom right of the gap, outside both.
        let lower = Rect::new(1, 1, 2, 2);
        let upper = Rect::new(6, 5, 7, 6);
        let mut bent = 0;
        for seed in 0..50 {
            let plan = connect(lower, upper, Axis::X, &mut GameRng::new(seed, 0));
            assert!(!lower.contains(plan.pivot) && !upper.contains(plan.pivot));
            let mut grid = TileGrid::new(10, 9);
            for p in lower.cells().chain(upper.cells()) {
                grid.set(p, Tile::Floor);
            }
            let hallway = dig(&mut grid, &plan);
            bent += usize::from(hallway.turns());
            let seen = grid.flood(&[Coordinates::new(1, 1)], |t| t == Tile::Floor);
            assert!(seen[grid.index(Coordinates::new(7, 6)).expect("inside")], "seed {seed}");
        }
        assert_eq!(bent, 50);
    }
}
