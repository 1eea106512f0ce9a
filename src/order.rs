//! One sort for the whole game.
//!
//! The standard library's slice sorts are generic: every element type and
//! every comparison gets its own copy of the sort's whole machinery (about
//! 5 KB of wasm for a stable sort, 2 KB for an unstable one), and the page
//! sorted some thirty different things (issue 30). Here the sorting itself
//! is one function that orders *positions* through a comparison it is
//! handed as a trait object; what stays generic per type is a short
//! closure and the moving of elements into the order found.
//!
//! Every sort here is stable (equal elements keep their order), so it also
//! serves where an unstable sort was enough. It is a bottom-up merge sort:
//! `n log n` comparisons, `2n` words of scratch, but `n - 1` comparisons and
//! nothing allocated for a list already in order.

use std::cmp::Ordering;
use std::collections::BTreeMap;

/// Sorts `items` in ascending order, stably.
pub fn sort<T: Ord>(items: &mut [T]) {
    sort_by(items, T::cmp);
}

/// Sorts `items` by the order `compare` gives, stably.
pub fn sort_by<T>(items: &mut [T], mut compare: impl FnMut(&T, &T) -> Ordering) {
    if items.len() < 2 {
        return;
    }
    if let Some(mut order) =
        positions_in_order(items.len(), &mut |a, b| compare(&items[a], &items[b]))
    {
        permute(items, &mut order);
    }
}

/// Sorts `items` by the key `key` gives each, stably.
pub fn sort_by_key<T, K: Ord>(items: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(items, |a, b| key(a).cmp(&key(b)));
}

/// A map of `pairs`, the last value of a key kept, as `collect` would give
/// but built by insertion: `collect` into a `BTreeMap` sorts the pairs first
/// with its own copy of the standard sort.
pub fn map_of<K: Ord, V>(pairs: impl IntoIterator<Item = (K, V)>) -> BTreeMap<K, V> {
    let mut map = BTreeMap::new();
    for (key, value) in pairs {
        map.insert(key, value);
    }
    map
}

/// The positions `0..n` in the order `compare` puts them, equal positions
/// in their first order: position `order[k]` holds what belongs at `k`.
/// `None` when they are in order already, found in `n - 1` comparisons and
/// without allocating: the game sorts many lists that are (a cell's things
/// by layer, drawn every frame, are mostly of one layer: issue 29's hoard of
/// 100,000 items on one cell).
fn positions_in_order(
    n: usize,
    compare: &mut dyn FnMut(usize, usize) -> Ordering,
) -> Option<Vec<usize>> {
    if (1..n).all(|k| compare(k - 1, k) != Ordering::Greater) {
        return None;
    }
    let mut order: Vec<usize> = (0..n).collect();
    let mut scratch = vec![0usize; n];
    let mut width = 1;
    while width < n {
        let mut start = 0;
        while start < n {
            let middle = (start + width).min(n);
            let end = (start + 2 * width).min(n);
            let (mut left, mut right) = (start, middle);
            for slot in &mut scratch[start..end] {
                // Take from the right run only when it is strictly smaller:
                // that keeps equal elements in their first order.
                let take_right = right < end
                    && (left >= middle || compare(order[right], order[left]) == Ordering::Less);
                if take_right {
                    *slot = order[right];
                    right += 1;
                } else {
                    *slot = order[left];
                    left += 1;
                }
            }
            start = end;
        }
        std::mem::swap(&mut order, &mut scratch);
        width *= 2;
    }
    Some(order)
}

/// Moves `items` so that position `k` holds what was at `order[k]`,
/// following each cycle of the permutation with swaps (`order` is used up).
fn permute<T>(items: &mut [T], order: &mut [usize]) {
    for start in 0..items.len() {
        let mut at = start;
        loop {
            let from = order[at];
            order[at] = at;
            if from == start || from == at {
                break;
            }
            items.swap(at, from);
            at = from;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::GameRng;

    /// A little random stream for the tests' inputs.
    fn numbers(seed: u64, n: usize, range: u32) -> Vec<u32> {
        let mut rng = GameRng::new(seed, 0);
        (0..n).map(|_| rng.below(range)).collect()
    }

    #[test]
    fn it_sorts_as_the_standard_sort_does_on_random_input() {
        for (seed, n, range) in
            [(1, 0, 5), (2, 1, 5), (3, 2, 5), (4, 17, 3), (5, 1000, 50), (6, 4097, 1 << 30)]
        {
            let mut ours = numbers(seed, n, range);
            let mut theirs = ours.clone();
            sort(&mut ours);
            theirs.sort_unstable();
            assert_eq!(ours, theirs, "seed {seed}, {n} numbers below {range}");
        }
    }

    #[test]
    fn equal_keys_keep_their_first_order() {
        let keys = numbers(7, 500, 8);
        let mut tagged: Vec<(u32, usize)> = keys.iter().copied().zip(0..).collect();
        sort_by_key(&mut tagged, |&(key, _)| key);
        for pair in tagged.windows(2) {
            assert!(
                pair[0].0 < pair[1].0 || (pair[0].0 == pair[1].0 && pair[0].1 < pair[1].1),
                "{pair:?}"
            );
        }
    }

    #[test]
    fn a_map_built_by_insertion_keeps_the_last_value_of_a_key() {
        let map = map_of([(2, "b"), (1, "a"), (2, "c")]);
        assert_eq!(map.into_iter().collect::<Vec<_>>(), [(1, "a"), (2, "c")]);
    }

    #[test]
    fn a_descending_comparison_sorts_descending() {
        let mut words = vec!["b", "a", "d", "c", "a"];
        sort_by(&mut words, |x, y| y.cmp(x));
        assert_eq!(words, ["d", "c", "b", "a", "a"]);
    }

    #[test]
    fn elements_that_own_memory_are_moved_not_copied() {
        let mut names: Vec<String> =
            numbers(8, 300, 40).iter().map(|n| format!("n{n:03}")).collect();
        let mut expected = names.clone();
        expected.sort();
        sort(&mut names);
        assert_eq!(names, expected);
    }

    /// Issue 29's hoard: the things on a cell of 100,000 items, all of one
    /// layer, were merge-sorted each frame (1.7 million comparisons).
    #[test]
    fn a_list_in_order_costs_one_comparison_a_neighbour() {
        for n in [2, 3, 100_000] {
            let mut layers = vec![1u8; n];
            let mut compared = 0;
            sort_by(&mut layers, |a, b| {
                compared += 1;
                a.cmp(b)
            });
            assert_eq!(compared, n - 1, "{n} equal keys");
        }
        let mut almost: Vec<u32> = (0..1000).collect();
        almost.swap(500, 501);
        let mut compared = 0;
        sort_by(&mut almost, |a, b| {
            compared += 1;
            a.cmp(b)
        });
        assert_eq!(almost, (0..1000).collect::<Vec<_>>());
        assert!(compared > 999, "one pair out of order is sorted fully");
    }
}
