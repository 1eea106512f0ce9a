//! `Dungeon`: the whole state of a game as data (`DungeonState`, which serde
//! saves and restores), plus the derived cell index. Entities change place
//! only through the methods here, which keep the index in step.

use super::battle::Battle;
use super::cell_index::CellIndex;
use super::config::Config;
use super::entity::{Entity, EntityId, EntityKind};
use super::goal::Goal;
use super::item::InventoryItem;
use super::pathing::MAX_SEARCH_CELLS_PER_TICK;
use super::potion::PotionQueue;
use crate::game::Points;
use crate::game::{Coordinates, GameRng};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::collections::BTreeMap;

/// The player: where it is and its health. Its items are the dungeon's inventory.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Its id in responses.
    pub id: EntityId,
    /// Its cell.
    pub pos: Coordinates,
    /// Health left.
    pub health: Points,
}

/// A rectangle of cells, corners included.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Area {
    /// Top-left corner.
    pub min: Coordinates,
    /// Bottom-right corner.
    pub max: Coordinates,
}

impl Area {
    /// The smallest area holding every point (a single cell at the origin if none).
    pub fn around(points: impl IntoIterator<Item = Coordinates>) -> Area {
        let mut points = points.into_iter();
        let first = points.next().unwrap_or(Coordinates::ZERO);
        points.fold(Area { min: first, max: first }, |area, p| Area {
            min: Coordinates::new(area.min.x.min(p.x), area.min.y.min(p.y)),
            max: Coordinates::new(area.max.x.max(p.x), area.max.y.max(p.y)),
        })
    }
}

/// Everything that decides how a game goes on. Serialised field by field in a
/// fixed order (maps are sorted), so its JSON is canonical.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DungeonState {
    /// The game's numbers.
    pub config: Config,
    /// What wins the game.
    pub goal: Goal,
    /// Ticks played.
    pub tick: u64,
    /// The id the next new entity or item gets.
    pub next_id: u64,
    /// The player; `None` once dead.
    pub player: Option<Player>,
    /// Everything on the map but the player (change only through `Dungeon`).
    pub entities: BTreeMap<EntityId, Entity>,
    /// The player's items, in the order collected.
    pub inventory: Vec<InventoryItem>,
    /// Potions drunk and not yet worn off, the active one first.
    pub effects: PotionQueue,
    /// Enemies killed, in battles or by bombs.
    pub kills: u64,
    /// Treasure ever collected.
    pub treasure_collected: u64,
    /// Every battle so far, oldest first.
    pub battles: Vec<Battle>,
    /// Where spiders spawn: the box around the dungeon as loaded.
    pub spawn_area: Area,
    /// The source of every random choice.
    pub rng: GameRng,
}

/// A game of Dungeon Mania: its state and the index derived from it.
#[derive(Clone, Debug)]
pub struct Dungeon {
    pub(super) state: DungeonState,
    cells: CellIndex,
    /// Cells the path searches of this tick may still visit (not state: it is
    /// refilled at the start of every tick).
    pub(super) search_budget: usize,
}

impl PartialEq for Dungeon {
    fn eq(&self, other: &Dungeon) -> bool {
        self.state == other.state
    }
}

impl Serialize for Dungeon {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.state.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Dungeon {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        DungeonState::deserialize(deserializer).map(Dungeon::from_state)
    }
}

impl Dungeon {
    /// A dungeon with this state, its index built.
    pub fn from_state(state: DungeonState) -> Dungeon {
        let mut cells = CellIndex::default();
        for (&id, entity) in &state.entities {
            cells.insert(id, entity.pos, &entity.kind);
        }
        Dungeon { state, cells, search_budget: MAX_SEARCH_CELLS_PER_TICK }
    }

    /// The state, for saving or inspection.
    pub fn state(&self) -> &DungeonState {
        &self.state
    }

    /// The config the game plays by.
    pub fn config(&self) -> &Config {
        &self.state.config
    }

    /// Ticks played.
    pub fn tick(&self) -> u64 {
        self.state.tick
    }

    /// The player's cell, while it lives.
    pub fn player_pos(&self) -> Option<Coordinates> {
        self.state.player.as_ref().map(|p| p.pos)
    }

    /// A fresh id for an entity or item.
    pub(super) fn new_id(&mut self) -> EntityId {
        let id = EntityId(self.state.next_id);
        self.state.next_id += 1;
        id
    }

    /// The entity with this id, if it is on the map.
    pub fn entity(&self, id: EntityId) -> Option<&Entity> {
        self.state.entities.get(&id)
    }

    /// Every entity on the map, in order of creation.
    pub fn entities(&self) -> impl Iterator<Item = (EntityId, &Entity)> {
        self.state.entities.iter().map(|(&id, e)| (id, e))
    }

    /// The entities on `pos`, in order of creation.
    pub fn at(&self, pos: Coordinates) -> impl Iterator<Item = (EntityId, &Entity)> {
        self.cells.at(pos).iter().filter_map(|&id| self.state.entities.get(&id).map(|e| (id, e)))
    }

    /// The first entity on `pos` whose kind passes `test`.
    pub fn find_at(
        &self,
        pos: Coordinates,
        test: impl Fn(&EntityKind) -> bool,
    ) -> Option<(EntityId, &Entity)> {
        self.at(pos).find(|(_, e)| test(&e.kind))
    }

    /// The ids within Chebyshev `radius` of `centre`.
    pub(super) fn ids_in_square(&self, centre: Coordinates, radius: u32) -> Vec<EntityId> {
        self.cells.in_square(centre, radius)
    }

    /// Creatures and spawners, in order of creation.
    pub(super) fn actor_ids(&self) -> Vec<EntityId> {
        self.cells.actors().collect()
    }

    /// Floor switches, in order of creation.
    pub(super) fn switch_ids(&self) -> impl Iterator<Item = EntityId> + '_ {
        self.cells.switches()
    }

    /// Puts a new entity on the map with an explicit id (loading) or a fresh one.
    pub(super) fn add_entity(&mut self, pos: Coordinates, kind: EntityKind) -> EntityId {
        let id = self.new_id();
        self.insert_entity(id, pos, kind);
        id
    }

    /// Puts an entity with a known id on the map.
    pub(super) fn insert_entity(&mut self, id: EntityId, pos: Coordinates, kind: EntityKind) {
        self.cells.insert(id, pos, &kind);
        self.state.entities.insert(id, Entity { pos, kind });
    }

    /// Takes an entity off the map.
    pub(super) fn remove_entity(&mut self, id: EntityId) -> Option<Entity> {
        let entity = self.state.entities.remove(&id)?;
        self.cells.remove(id, entity.pos);
        Some(entity)
    }

    /// Moves an entity to another cell.
    pub(super) fn move_entity(&mut self, id: EntityId, to: Coordinates) {
        if let Some(entity) = self.state.entities.get_mut(&id) {
            let from = entity.pos;
            entity.pos = to;
            self.cells.relocate(id, from, to);
        }
    }

    /// The kind of an entity, to change its state (not its place).
    pub(super) fn kind_mut(&mut self, id: EntityId) -> Option<&mut EntityKind> {
        self.state.entities.get_mut(&id).map(|e| &mut e.kind)
    }
}
