//! Interacting (spec §3.2, §3.3): bribing a hostile mercenary within the
//! square `bribe_radius` for `bribe_amount` treasure, or destroying a zombie
//! toast spawner from a cardinally adjacent cell while holding a weapon.

use super::action_error::ActionError;
use super::config::Config;
use super::map::Scene;
use super::tick::Tick;
use crate::game::{Coordinates, ItemKind, KindMut, KindRef};

/// Whether the player can interact with an entity of this kind now: hostile
/// mercenaries (to bribe) and spawners (to destroy).
pub fn is_interactable(kind: KindRef<'_>) -> bool {
    match kind {
        KindRef::Spawner(_) => true,
        KindRef::Mercenary(m) => !m.is_ally(),
        _ => false,
    }
}

/// Refuses interacting with `cell` if nothing there can be, or it is out of
/// reach, or the player lacks what it takes.
pub fn check_interact(
    scene: &Scene<'_>,
    config: &Config,
    player: Coordinates,
    cell: Coordinates,
) -> Result<(), ActionError> {
    let Some(id) = scene.find_at(cell, is_interactable) else {
        return Err(ActionError::illegal(crate::locale::phrase(
            "dungeon_refused_nothing_there",
            &[("x", &cell.x.to_string()), ("y", &cell.y.to_string())],
        )));
    };
    if let Some(KindRef::Mercenary(_)) = scene.kind(id) {
        let (radius, amount) = (config.bribe_radius, config.bribe_amount as usize);
        if cell.chebyshev(player) as u32 > radius {
            return Err(ActionError::invalid(crate::locale::phrase(
                "dungeon_refused_too_far",
                &[
                    ("x", &cell.x.to_string()),
                    ("y", &cell.y.to_string()),
                    ("radius", &radius.to_string()),
                ],
            )));
        }
        let held = scene.state.count(ItemKind::Treasure);
        if held < amount {
            return Err(ActionError::invalid(crate::locale::phrase_with(
                "dungeon_refused_bribe",
                &[("amount", amount.into()), ("held", held.into())],
            )));
        }
        return Ok(());
    }
    if cell.manhattan(player) != 1 {
        return Err(ActionError::invalid(crate::locale::phrase(
            "dungeon_refused_spawner_adjacent",
            &[],
        )));
    }
    if !scene.state.has_weapon() {
        return Err(ActionError::invalid(crate::locale::phrase(
            "dungeon_refused_spawner_weapon",
            &[],
        )));
    }
    Ok(())
}

impl Tick<'_> {
    /// Bribes the mercenary or destroys the spawner first on `cell` (already
    /// checked by [`check_interact`]).
    pub(super) fn interact(&mut self, cell: Coordinates) {
        let Some(id) = self.scene().find_at(cell, is_interactable) else {
            return;
        };
        if let Some(KindRef::Mercenary(_)) = self.scene().kind(id) {
            let amount = self.config.bribe_amount as usize;
            self.state.take_many(ItemKind::Treasure, amount);
            if let Some(KindMut::Mercenary(m)) = self.kind_mut(id) {
                m.befriend();
            }
        } else {
            self.state.remove(self.world, id);
        }
    }
}
