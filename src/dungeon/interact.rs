//! Interacting (spec §3.2, §3.3): bribing a hostile mercenary within the
//! square `bribe_radius` for `bribe_amount` treasure, or destroying a zombie
//! toast spawner from a cardinally adjacent cell while holding a weapon.

use super::action_error::ActionError;
use super::entity::{EntityId, EntityKind};
use super::item::ItemType;
use super::state::Dungeon;
use crate::game::Coordinates;

impl Dungeon {
    /// Interacts with the first interactable entity on `cell` (not a tick).
    pub(super) fn interact(&mut self, cell: Coordinates) -> Result<(), ActionError> {
        let Some(player) = self.player_pos() else {
            return Err(ActionError::invalid(crate::locale::phrase("dungeon_refused_dead", &[])));
        };
        let Some((id, kind)) =
            self.find_at(cell, EntityKind::is_interactable).map(|(id, e)| (id, e.kind.clone()))
        else {
            return Err(ActionError::illegal(crate::locale::phrase(
                "dungeon_refused_nothing_there",
                &[("x", &cell.x.to_string()), ("y", &cell.y.to_string())],
            )));
        };
        match kind {
            EntityKind::Mercenary { .. } => self.bribe(id, cell, player),
            _ => self.destroy_spawner(id, cell, player),
        }
    }

    fn bribe(
        &mut self,
        id: EntityId,
        cell: Coordinates,
        player: Coordinates,
    ) -> Result<(), ActionError> {
        let config = &self.state.config;
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
        let held = self.count(ItemType::Treasure);
        if held < amount {
            return Err(ActionError::invalid(crate::locale::phrase_with(
                "dungeon_refused_bribe",
                &[("amount", amount.into()), ("held", held.into())],
            )));
        }
        self.take_many(ItemType::Treasure, amount);
        if let Some(EntityKind::Mercenary { ally, following, .. }) = self.kind_mut(id) {
            *ally = true;
            *following = false;
        }
        Ok(())
    }

    fn destroy_spawner(
        &mut self,
        id: EntityId,
        cell: Coordinates,
        player: Coordinates,
    ) -> Result<(), ActionError> {
        if cell.manhattan(player) != 1 {
            return Err(ActionError::invalid(crate::locale::phrase(
                "dungeon_refused_spawner_adjacent",
                &[],
            )));
        }
        if !self.has_weapon() {
            return Err(ActionError::invalid(crate::locale::phrase(
                "dungeon_refused_spawner_weapon",
                &[],
            )));
        }
        self.remove_entity(id);
        Ok(())
    }
}
