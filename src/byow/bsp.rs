//! The BSP tree of the seed's World Floor Generation Algorithm: **partition**
//! the world into zones, then **shrink** every leaf zone into an unaligned room
//! and tighten each inner node's bounds around its rooms.

use super::config::BspConfig;
use super::rect::{Axis, Rect};
use crate::game::GameRng;

/// A node of the partition tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BspNode {
    /// A leaf: its zone after [`partition`], its room after [`shrink_rooms`].
    Leaf(Rect),
    /// Two children cut along `axis`, the one of lesser coordinates first.
    Split {
        /// Which way the zone was cut.
        axis: Axis,
        /// The zone after [`partition`]; after [`shrink_rooms`] the tight
        /// bounding box of the rooms below.
        bounds: Rect,
        /// The lower child, then the upper one.
        children: Box<[BspNode; 2]>,
    },
}

impl BspNode {
    /// The zone, room or bounding box of this node.
    pub fn bounds(&self) -> Rect {
        match self {
            BspNode::Leaf(rect) => *rect,
            BspNode::Split { bounds, .. } => *bounds,
        }
    }

    /// The leaves' rectangles, lower children first.
    pub fn leaves(&self) -> Vec<Rect> {
        let mut out = Vec::new();
        self.collect_leaves(&mut out);
        out
    }

    fn collect_leaves(&self, out: &mut Vec<Rect>) {
        match self {
            BspNode::Leaf(rect) => out.push(*rect),
            BspNode::Split { children, .. } => {
                children[0].collect_leaves(out);
                children[1].collect_leaves(out);
            }
        }
    }
}

/// Splits `zone` recursively. A side shorter than
/// [`least_splittable`](BspConfig::least_splittable) cannot be cut; one of at
/// least [`must_split`](BspConfig::must_split) must be; in between a coin
/// decides. When both sides may be cut a coin picks the axis. Each child keeps
/// at least [`least_zone`](BspConfig::least_zone) cells and the two are
/// [`zone_gap`](BspConfig::zone_gap) cells apart.
pub fn partition(zone: Rect, config: &BspConfig, rng: &mut GameRng) -> BspNode {
    let cut_x = may_split(zone.width(), config, rng);
    let cut_y = may_split(zone.height(), config, rng);
    let axis = match (cut_x, cut_y) {
        (true, true) if rng.chance(0.5) => Axis::X,
        (true, true) => Axis::Y,
        (true, false) => Axis::X,
        (false, true) => Axis::Y,
        (false, false) => return BspNode::Leaf(zone),
    };
    let (low, high) = zone.span(axis);
    let least = config.least_zone();
    let first_len = rng.range_inclusive(least, high - low + 1 - config.zone_gap - least);
    let first_high = low + first_len - 1;
    let second_low = first_high + config.zone_gap + 1;
    let first = partition(zone.with_span(axis, low, first_high), config, rng);
    let second = partition(zone.with_span(axis, second_low, high), config, rng);
    BspNode::Split { axis, bounds: zone, children: Box::new([first, second]) }
}

fn may_split(len: i32, config: &BspConfig, rng: &mut GameRng) -> bool {
    if len >= config.must_split() {
        true
    } else if len >= config.least_splittable() {
        rng.chance(0.5)
    } else {
        false
    }
}

/// Turns every leaf zone into its room, then sets each inner node's bounds to
/// the hull of its children. Each side of a zone first loses the inner margin,
/// all of it on one random end (so neighbouring rooms do not line up), then
/// takes a random length from the least to the largest room side at a random
/// offset.
pub fn shrink_rooms(node: &mut BspNode, config: &BspConfig, rng: &mut GameRng) {
    match node {
        BspNode::Leaf(zone) => {
            let (x0, x1) = shrink_span(zone.span(Axis::X), config, rng);
            let (y0, y1) = shrink_span(zone.span(Axis::Y), config, rng);
            *zone = Rect::new(x0, y0, x1, y1);
        }
        BspNode::Split { bounds, children, .. } => {
            shrink_rooms(&mut children[0], config, rng);
            shrink_rooms(&mut children[1], config, rng);
            *bounds = children[0].bounds().hull(children[1].bounds());
        }
    }
}

fn shrink_span((low, high): (i32, i32), config: &BspConfig, rng: &mut GameRng) -> (i32, i32) {
    let margin = config.zone_inner_margin;
    let (low, high) = if rng.chance(0.5) { (low + margin, high) } else { (low, high - margin) };
    let room_len =
        rng.range_inclusive(config.min_room_side, config.max_room_side.min(high - low + 1));
    let offset = rng.range_inclusive(0, high - low + 1 - room_len);
    (low + offset, low + offset + room_len - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn zones_of(seed: u64, zone: Rect) -> BspNode {
        partition(zone, &BspConfig::DEFAULT, &mut GameRng::new(seed, 0))
    }

    fn disjoint_with_gap(a: Rect, b: Rect, gap: i32) -> bool {
        a.max.x + gap < b.min.x
            || b.max.x + gap < a.min.x
            || a.max.y + gap < b.min.y
            || b.max.y + gap < a.min.y
    }

    #[test]
    fn zones_are_large_enough_and_apart() {
        let config = BspConfig::DEFAULT;
        for seed in 0..200 {
            let root = Rect::new(2, 2, 77, 27);
            let zones = zones_of(seed, root).leaves();
            assert!(zones.len() > 1, "seed {seed}: the default world is always cut");
            for (i, a) in zones.iter().enumerate() {
                assert!(a.width() >= config.least_zone() && a.height() >= config.least_zone());
                assert!(a.width() < config.must_split() && a.height() < config.must_split());
                assert!(root.contains(a.min) && root.contains(a.max));
                for b in &zones[i + 1..] {
                    assert!(disjoint_with_gap(*a, *b, config.zone_gap), "{a:?} {b:?}");
                }
            }
        }
    }

    #[test]
    fn rooms_shrink_inside_their_zones_and_bounds_are_tight() {
        let config = BspConfig::DEFAULT;
        for seed in 0..200 {
            let mut rng = GameRng::new(seed, 0);
            let mut tree = partition(Rect::new(2, 2, 77, 27), &config, &mut rng);
            let zones = tree.leaves();
            shrink_rooms(&mut tree, &config, &mut rng);
            for (zone, room) in zones.iter().zip(tree.leaves()) {
                assert!((2..=6).contains(&room.width()) && (2..=6).contains(&room.height()));
                assert!(zone.contains(room.min) && zone.contains(room.max));
                assert!(room.width() < zone.width() && room.height() < zone.height());
            }
            check_tight(&tree);
        }
    }

    fn check_tight(node: &BspNode) {
        if let BspNode::Split { bounds, children, .. } = node {
            let hull = children[0].bounds().hull(children[1].bounds());
            assert_eq!(*bounds, hull);
            check_tight(&children[0]);
            check_tight(&children[1]);
        }
    }

    #[test]
    fn a_zone_too_small_to_cut_is_one_leaf() {
        assert_eq!(zones_of(1, Rect::new(0, 0, 6, 6)), BspNode::Leaf(Rect::new(0, 0, 6, 6)));
    }
}
