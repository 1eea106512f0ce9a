//! Using an item (spec §3.4): only bombs and potions can be used; a potion's
//! effect joins the queue, a bomb is set down.

use super::action_error::ActionError;
use super::names::{item_name, name_key};
use super::potion::Potion;
use super::state::DungeonState;
use super::tick::Tick;
use crate::game::ItemKind;

/// Refuses what cannot be used now, before the tick starts.
pub fn check_use(state: &DungeonState, item: ItemKind) -> Result<(), ActionError> {
    match item {
        ItemKind::Bomb | ItemKind::InvincibilityPotion | ItemKind::InvisibilityPotion => {
            if state.count(item) == 0 {
                let name = name_key(item_name(item));
                Err(ActionError::invalid(crate::locale::phrase_with(
                    "dungeon_refused_not_held",
                    &[("item", crate::locale::Arg::Name(&name))],
                )))
            } else {
                Ok(())
            }
        }
        _ => Err(ActionError::illegal(crate::locale::phrase(
            "dungeon_refused_not_usable",
            &[("item", item_name(item))],
        ))),
    }
}

impl Tick<'_> {
    /// Uses the first item of this kind (already checked by [`check_use`]).
    pub(super) fn use_item(&mut self, item: ItemKind) {
        let config = self.config;
        let (potion, duration) = match item {
            ItemKind::Bomb => return self.place_bomb(),
            ItemKind::InvincibilityPotion => {
                (Potion::Invincibility, config.invincibility_potion_duration)
            }
            ItemKind::InvisibilityPotion => {
                (Potion::Invisibility, config.invisibility_potion_duration)
            }
            _ => return,
        };
        if self.state.take_first(item).is_some() {
            self.state.effects.drink(potion, duration);
        }
    }
}
