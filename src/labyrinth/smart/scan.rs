//! The falls as the frames lie now, kept between scans: which falls were
//! entered by one hole, which landed on one cell, and the first two that
//! [`super::belief::Belief`]'s scan would unite.
//!
//! The scan it stands for walks the falls in order and, at each, asks
//! whether an earlier fall left by the same hole (then the two landings are
//! one cell) and whether an earlier fall landed on the same cell (then the
//! two holes are one); the first pair that does not already agree is united
//! and the walk begins again. Walked so, a union cost a pass over every fall,
//! and rebuilding the regions (which unites hundreds of frames in a long
//! game) cost a pass per union. Here each group of falls that share a hole
//! (or a landing) is kept with its members sorted into classes by the other
//! end, so the group's first fall that disagrees with its earliest is read
//! off its classes, and the earliest such fall over all groups is the first
//! of a sorted set: the same pair the walk would find.
//!
//! A union moves a region's frames into another region, and with them
//! where its falls lie. The groups are filed under a *shelf* per region
//! rather than the region itself, at the region's cells less the shelf's
//! offset: when a region is absorbed, the smaller of the two shelves (by
//! falls) is re-filed onto the larger, which then serves the united region,
//! so a fall is re-filed only when its shelf at least doubles.

use crate::game::{Coordinates, FastMap};
use std::collections::BTreeSet;

/// A cell of a region as the frames lie now: the region's root frame and
/// the cell in its frame.
pub(super) type Key = (usize, Coordinates);

/// Which end of its fall a group shares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Side {
    /// Falls entered by one hole: their landings must be one cell. The walk
    /// asks this first at each fall.
    Source,
    /// Falls that landed on one cell: their holes must be one.
    Landing,
}

/// Falls sharing one end, in classes by their other end.
#[derive(Clone, Debug, Default)]
struct Group {
    classes: Vec<(Key, BTreeSet<usize>)>,
    /// The fall this group has in [`FallIndex::pending`], if any.
    posted: Option<usize>,
}

impl Group {
    /// The earliest fall of the group and the index of its class.
    fn earliest(&self) -> Option<(usize, usize)> {
        self.classes
            .iter()
            .enumerate()
            .filter_map(|(c, (_, falls))| Some((*falls.first()?, c)))
            .min()
    }

    /// The earliest fall whose other end differs from the earliest fall's:
    /// the first of the group the walk would unite.
    fn first_disagreeing(&self) -> Option<usize> {
        let (_, own) = self.earliest()?;
        self.classes
            .iter()
            .enumerate()
            .filter(|&(c, _)| c != own)
            .filter_map(|(_, (_, falls))| falls.first().copied())
            .min()
    }

    fn add(&mut self, other_end: Key, fall: usize) {
        match self.classes.iter_mut().find(|(key, _)| *key == other_end) {
            Some((_, falls)) => {
                falls.insert(fall);
            }
            None => self.classes.push((other_end, BTreeSet::from([fall]))),
        }
    }

    fn remove(&mut self, other_end: Key, fall: usize) {
        if let Some(c) = self.classes.iter().position(|(key, _)| *key == other_end) {
            self.classes[c].1.remove(&fall);
            if self.classes[c].1.is_empty() {
                self.classes.swap_remove(c);
            }
        }
    }
}

/// Every fall's two ends as the frames lie now, grouped both ways.
#[derive(Clone, Debug, Default)]
pub(super) struct FallIndex {
    /// Each region's shelf and offset, by root: cell `at` of region `root`
    /// is filed as cell `at - offset` of its shelf.
    shelf_of: Vec<(usize, Coordinates)>,
    /// The falls with an end on each shelf (a fall may be listed twice).
    on_shelf: Vec<Vec<usize>>,
    /// Each fall's (hole, landing) as last filed, on their shelves.
    ends: Vec<Option<(Key, Key)>>,
    by_source: FastMap<Key, Group>,
    by_landing: FastMap<Key, Group>,
    /// Each group's first disagreeing fall, with the side of its group: the
    /// first of them is the pair the walk would unite next.
    pending: BTreeSet<(usize, Side)>,
    /// Falls that landed on the hole they were entered by.
    onto_own_hole: usize,
}

impl FallIndex {
    /// Forgets every fall: the regions are being rebuilt from `frames`
    /// frames, each its own region.
    pub(super) fn clear(&mut self, frames: usize) {
        self.shelf_of.clear();
        self.on_shelf.clear();
        for frame in 0..frames {
            self.add_region(frame);
        }
        self.ends.clear();
        self.by_source.clear();
        self.by_landing.clear();
        self.pending.clear();
        self.onto_own_hole = 0;
    }

    /// A new region, of the new frame `root`, on a shelf of its own.
    pub(super) fn add_region(&mut self, root: usize) {
        if self.shelf_of.len() <= root {
            self.shelf_of.resize(root + 1, (usize::MAX, Coordinates::new(0, 0)));
            self.on_shelf.resize(root + 1, Vec::new());
        }
        self.shelf_of[root] = (root, Coordinates::new(0, 0));
        self.on_shelf[root].clear();
    }

    /// Region `from` joins region `into`, its cell `p` being `p + shift`
    /// there: the falls to file again (with [`FallIndex::set`], once the
    /// frames lie as united), those of the smaller shelf.
    pub(super) fn unite(&mut self, from: usize, into: usize, shift: Coordinates) -> Vec<usize> {
        let (from_shelf, from_offset) = self.shelf_of[from];
        let (into_shelf, _) = self.shelf_of[into];
        if self.on_shelf[from_shelf].len() > self.on_shelf[into_shelf].len() {
            // The united region keeps the absorbed one's shelf: its cell
            // `p + shift` was filed as `p - from_offset`.
            self.shelf_of[into] = (from_shelf, from_offset + shift);
            std::mem::take(&mut self.on_shelf[into_shelf])
        } else {
            std::mem::take(&mut self.on_shelf[from_shelf])
        }
    }

    /// Files fall `fall` under its hole `source` and its landing `landing`
    /// (as the frames lie now); if it was filed, first takes it out from
    /// where it was.
    pub(super) fn set(&mut self, fall: usize, source: Key, landing: Key) {
        let (source, landing) = (self.shelved(source), self.shelved(landing));
        for shelf in [source.0, landing.0] {
            let listed = &mut self.on_shelf[shelf];
            if listed.last() != Some(&fall) {
                listed.push(fall);
            }
        }
        if self.ends.len() <= fall {
            self.ends.resize(fall + 1, None);
        }
        match self.ends[fall] {
            Some(ends) if ends == (source, landing) => return,
            Some((old_source, old_landing)) => {
                self.group(Side::Source, old_source).remove(old_landing, fall);
                self.refresh(Side::Source, old_source);
                self.group(Side::Landing, old_landing).remove(old_source, fall);
                self.refresh(Side::Landing, old_landing);
                if old_source == old_landing {
                    self.onto_own_hole -= 1;
                }
            }
            None => {}
        }
        self.ends[fall] = Some((source, landing));
        self.group(Side::Source, source).add(landing, fall);
        self.refresh(Side::Source, source);
        self.group(Side::Landing, landing).add(source, fall);
        self.refresh(Side::Landing, landing);
        if source == landing {
            self.onto_own_hole += 1;
        }
    }

    /// The pair the walk would unite next: (`fall`, the side it shares, the
    /// group's earliest fall), or `None` when every group agrees.
    pub(super) fn next(&self) -> Option<(usize, Side, usize)> {
        let &(fall, side) = self.pending.first()?;
        let (source, landing) = self.ends[fall]?;
        let key = if side == Side::Source { source } else { landing };
        let groups = if side == Side::Source { &self.by_source } else { &self.by_landing };
        let (earliest, _) = groups.get(&key)?.earliest()?;
        Some((fall, side, earliest))
    }

    /// Whether some fall landed on the hole it was entered by.
    pub(super) fn lands_where_entered(&self) -> bool {
        self.onto_own_hole > 0
    }

    /// Where cell `at` of region `root` is filed.
    fn shelved(&self, (root, at): Key) -> Key {
        let (shelf, offset) = self.shelf_of[root];
        (shelf, at - offset)
    }

    fn group(&mut self, side: Side, key: Key) -> &mut Group {
        match side {
            Side::Source => self.by_source.entry(key).or_default(),
            Side::Landing => self.by_landing.entry(key).or_default(),
        }
    }

    /// Re-posts group `key`'s first disagreeing fall after it changed, and
    /// drops the group once empty.
    fn refresh(&mut self, side: Side, key: Key) {
        let groups = match side {
            Side::Source => &mut self.by_source,
            Side::Landing => &mut self.by_landing,
        };
        let Some(group) = groups.get_mut(&key) else { return };
        if let Some(posted) = group.posted.take() {
            self.pending.remove(&(posted, side));
        }
        if group.classes.is_empty() {
            groups.remove(&key);
            return;
        }
        group.posted = group.first_disagreeing();
        if let Some(fall) = group.posted {
            self.pending.insert((fall, side));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(root: usize, x: i32) -> Key {
        (root, Coordinates::new(x, 0))
    }

    #[test]
    fn the_next_pair_is_the_one_a_walk_in_order_finds_first() {
        let mut index = FallIndex::default();
        index.clear(7);
        // Falls 0 and 2 leave by one hole but land apart; falls 1 and 3 land
        // on one cell from two holes. The walk meets fall 2's disagreement
        // first (at fall 2, its source side).
        index.set(0, key(0, 1), key(1, 0));
        index.set(1, key(5, 1), key(3, 0));
        index.set(2, key(0, 1), key(2, 0));
        index.set(3, key(6, 1), key(3, 0));
        assert_eq!(index.next(), Some((2, Side::Source, 0)));
        // Once the two landings are one cell, fall 3's holes are next.
        index.set(2, key(0, 1), key(1, 0));
        assert_eq!(index.next(), Some((3, Side::Landing, 1)));
        index.set(3, key(5, 1), key(3, 0));
        assert_eq!(index.next(), None);
        assert!(!index.lands_where_entered());
        index.set(1, key(3, 0), key(3, 0));
        assert!(index.lands_where_entered());
    }

    #[test]
    fn an_earlier_fall_joining_a_group_is_its_new_earliest() {
        let mut index = FallIndex::default();
        index.clear(3);
        index.set(4, key(0, 1), key(1, 0));
        index.set(5, key(0, 1), key(1, 0));
        assert_eq!(index.next(), None);
        // Fall 2 joins with another landing: falls 4 and 5 now disagree with
        // it, and the walk meets fall 4 first.
        index.set(2, key(0, 1), key(2, 0));
        assert_eq!(index.next(), Some((4, Side::Source, 2)));
    }

    #[test]
    fn a_union_refiles_the_smaller_shelf_and_keys_stay_true() {
        let mut index = FallIndex::default();
        index.clear(3);
        // Region 0 has three falls, region 1 one; region 2 is landed on.
        index.set(0, key(0, 1), key(2, 0));
        index.set(1, key(0, 2), key(2, 1));
        index.set(2, key(0, 3), key(2, 2));
        index.set(3, key(1, 5), key(2, 3));
        // Region 0 joins region 1, its cell p being p + 4 there: region 0's
        // shelf is the larger, so region 1's one fall is re-filed.
        assert_eq!(index.unite(0, 1, Coordinates::new(4, 0)), vec![3]);
        index.set(3, key(1, 5), key(2, 3));
        for (fall, x) in [(0, 5), (1, 6), (2, 7)] {
            index.set(fall, key(1, x), key(2, fall as i32));
        }
        // Fall 0's hole is now cell 5 of region 1, as fall 3's is.
        assert_eq!(index.next(), Some((3, Side::Source, 0)));
    }
}
