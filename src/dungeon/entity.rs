//! Entities on the map: their ids, positions and kinds. A new kind of entity
//! (the 💀 ones of Milestone 3) is a new variant here, a name in
//! `entity_parse.rs`, and the rules that concern it.

use super::item::{Item, KeyId};
use super::spider::SpiderPath;
use crate::game::Coordinates;
use crate::game::Points;
use serde::{Deserialize, Serialize};
use std::fmt;

/// An entity's id: given in order of creation and never reused. Responses show
/// it as a string.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct EntityId(pub u64);

impl fmt::Display for EntityId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Something on the map other than the player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entity {
    /// Its cell.
    pub pos: Coordinates,
    /// What it is, and its state.
    pub kind: EntityKind,
}

/// The kinds of entity, with each one's state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum EntityKind {
    /// Blocks everything but spiders.
    Wall,
    /// The exit goal's target.
    Exit,
    /// Pushed by the player; blocks everything else.
    Boulder,
    /// Active while a boulder is on it.
    Switch,
    /// Opened by the player holding its key; stays open.
    Door {
        /// The key that fits.
        key: KeyId,
        /// Whether it has been opened.
        open: bool,
    },
    /// Linked to the other portal of its colour.
    Portal {
        /// The colour that pairs it.
        colour: String,
        /// The other portal of that colour.
        partner: Option<EntityId>,
    },
    /// Spawns zombie toasts next to itself.
    ZombieToastSpawner,
    /// Circles its spawn cell.
    Spider {
        /// Health left.
        health: Points,
        /// Where it circles.
        path: SpiderPath,
    },
    /// Wanders at random.
    ZombieToast {
        /// Health left.
        health: Points,
    },
    /// Chases the player; can be bribed into an ally.
    Mercenary {
        /// Health left.
        health: Points,
        /// Whether it has been bribed.
        ally: bool,
        /// An ally that has reached the player and now follows its steps.
        following: bool,
    },
    /// An item lying on the map, to be collected.
    Collectable {
        /// The item.
        item: Item,
    },
    /// A bomb the player has placed: no longer collectable.
    PlacedBomb,
}

/// The three kinds of enemy, for battles and their records.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EnemyType {
    /// A spider.
    Spider,
    /// A zombie toast.
    ZombieToast,
    /// A mercenary.
    Mercenary,
}

impl EnemyType {
    /// The name in responses.
    pub fn name(self) -> &'static str {
        match self {
            EnemyType::Spider => "spider",
            EnemyType::ZombieToast => "zombie_toast",
            EnemyType::Mercenary => "mercenary",
        }
    }
}

impl EntityKind {
    /// The type shown in responses (`door_open` for an opened door).
    pub fn type_name(&self) -> &'static str {
        match self {
            EntityKind::Wall => "wall",
            EntityKind::Exit => "exit",
            EntityKind::Boulder => "boulder",
            EntityKind::Switch => "switch",
            EntityKind::Door { open: false, .. } => "door",
            EntityKind::Door { open: true, .. } => "door_open",
            EntityKind::Portal { .. } => "portal",
            EntityKind::ZombieToastSpawner => "zombie_toast_spawner",
            EntityKind::Spider { .. } => "spider",
            EntityKind::ZombieToast { .. } => "zombie_toast",
            EntityKind::Mercenary { .. } => "mercenary",
            EntityKind::Collectable { item } => item.item_type().name(),
            EntityKind::PlacedBomb => "bomb",
        }
    }

    /// Whether the player can interact with it now: hostile mercenaries (to
    /// bribe) and spawners (to destroy).
    pub fn is_interactable(&self) -> bool {
        matches!(self, EntityKind::ZombieToastSpawner | EntityKind::Mercenary { ally: false, .. })
    }

    /// The enemy type and health of a hostile creature; `None` for allies and
    /// everything else.
    pub fn as_enemy(&self) -> Option<(EnemyType, Points)> {
        match self {
            EntityKind::Spider { health, .. } => Some((EnemyType::Spider, *health)),
            EntityKind::ZombieToast { health } => Some((EnemyType::ZombieToast, *health)),
            EntityKind::Mercenary { health, ally: false, .. } => {
                Some((EnemyType::Mercenary, *health))
            }
            _ => None,
        }
    }

    /// The health of a creature, to change in battle.
    pub fn health_mut(&mut self) -> Option<&mut Points> {
        match self {
            EntityKind::Spider { health, .. }
            | EntityKind::ZombieToast { health }
            | EntityKind::Mercenary { health, .. } => Some(health),
            _ => None,
        }
    }

    /// Whether it moves in the enemies' phase of a tick.
    pub fn is_creature(&self) -> bool {
        matches!(
            self,
            EntityKind::Spider { .. }
                | EntityKind::ZombieToast { .. }
                | EntityKind::Mercenary { .. }
        )
    }
}
