//! `CellIndex`: what stands on each cell, plus the short lists of entities the
//! rules visit every tick (creatures and spawners, switches), so no rule scans
//! every wall. Derived from the entities: never saved, rebuilt on load.

use super::entity::{EntityId, EntityKind};
use crate::game::Coordinates;
use std::collections::{BTreeMap, BTreeSet};

/// The spatial index and role lists of a dungeon. Ids in a cell stay sorted, so
/// rebuilding gives an equal index however the entities got there.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CellIndex {
    cells: BTreeMap<Coordinates, Vec<EntityId>>,
    actors: BTreeSet<EntityId>,
    switches: BTreeSet<EntityId>,
}

impl CellIndex {
    /// Records `id`, of `kind`, at `pos`.
    pub fn insert(&mut self, id: EntityId, pos: Coordinates, kind: &EntityKind) {
        let ids = self.cells.entry(pos).or_default();
        if let Err(at) = ids.binary_search(&id) {
            ids.insert(at, id);
        }
        if kind.is_creature() || matches!(kind, EntityKind::ZombieToastSpawner) {
            self.actors.insert(id);
        }
        if matches!(kind, EntityKind::Switch) {
            self.switches.insert(id);
        }
    }

    /// Forgets `id` at `pos`.
    pub fn remove(&mut self, id: EntityId, pos: Coordinates) {
        if let Some(ids) = self.cells.get_mut(&pos) {
            ids.retain(|&other| other != id);
            if ids.is_empty() {
                self.cells.remove(&pos);
            }
        }
        self.actors.remove(&id);
        self.switches.remove(&id);
    }

    /// Moves `id` from one cell to another.
    pub fn relocate(&mut self, id: EntityId, from: Coordinates, to: Coordinates) {
        if let Some(ids) = self.cells.get_mut(&from) {
            ids.retain(|&other| other != id);
            if ids.is_empty() {
                self.cells.remove(&from);
            }
        }
        let ids = self.cells.entry(to).or_default();
        if let Err(at) = ids.binary_search(&id) {
            ids.insert(at, id);
        }
    }

    /// The ids on `pos`, in order of creation.
    pub fn at(&self, pos: Coordinates) -> &[EntityId] {
        self.cells.get(&pos).map_or(&[], Vec::as_slice)
    }

    /// The ids within Chebyshev `radius` of `centre`. Visits only the columns
    /// of the square that hold something, so a huge radius costs no more than
    /// the entities there are.
    pub fn in_square(&self, centre: Coordinates, radius: u32) -> Vec<EntityId> {
        let r = i64::from(radius);
        let clamp = |v: i64| v.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32;
        let low = Coordinates::new(clamp(i64::from(centre.x) - r), i32::MIN);
        let high = Coordinates::new(clamp(i64::from(centre.x) + r), i32::MAX);
        let (y_low, y_high) = (i64::from(centre.y) - r, i64::from(centre.y) + r);
        self.cells
            .range(low..=high)
            .filter(|(pos, _)| (y_low..=y_high).contains(&i64::from(pos.y)))
            .flat_map(|(_, ids)| ids.iter().copied())
            .collect()
    }

    /// Creatures and spawners, in order of creation.
    pub fn actors(&self) -> impl Iterator<Item = EntityId> + '_ {
        self.actors.iter().copied()
    }

    /// Floor switches, in order of creation.
    pub fn switches(&self) -> impl Iterator<Item = EntityId> + '_ {
        self.switches.iter().copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_stay_sorted_and_squares_find_their_entities() {
        let mut index = CellIndex::default();
        let at = Coordinates::new;
        index.insert(EntityId(5), at(0, 0), &EntityKind::Wall);
        index.insert(EntityId(2), at(1, 0), &EntityKind::Switch);
        index.relocate(EntityId(2), at(1, 0), at(0, 0));
        assert_eq!(index.at(at(0, 0)), &[EntityId(2), EntityId(5)]);
        assert!(index.at(at(1, 0)).is_empty());
        index.insert(EntityId(7), at(3, -3), &EntityKind::Exit);
        index.insert(EntityId(8), at(4, 0), &EntityKind::Exit);
        assert_eq!(index.in_square(at(1, -1), 2), vec![EntityId(2), EntityId(5), EntityId(7)]);
        assert_eq!(index.in_square(at(0, 0), u32::MAX).len(), 4);
        assert_eq!(index.switches().collect::<Vec<_>>(), vec![EntityId(2)]);
    }
}
