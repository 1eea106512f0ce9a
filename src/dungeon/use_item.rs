//! Using an item (spec §3.4): only bombs and potions can be used; a potion's
//! effect joins the queue, a bomb is placed.

use super::action_error::ActionError;
use super::item::ItemType;
use super::potion::Potion;
use super::state::Dungeon;

impl Dungeon {
    /// Refuses what cannot be used now, before the tick starts.
    pub(super) fn check_usable(&self, item: ItemType) -> Result<(), ActionError> {
        match item {
            ItemType::Bomb | ItemType::InvincibilityPotion | ItemType::InvisibilityPotion => {
                if self.count(item) == 0 {
                    let name = super::names::name_key(&item.to_string());
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
                &[("item", &item.to_string())],
            ))),
        }
    }

    /// Uses the first item of this type (already checked by [`Self::check_usable`]).
    pub(super) fn use_item(&mut self, item: ItemType) {
        let config = &self.state.config;
        let (potion, duration) = match item {
            ItemType::Bomb => return self.place_bomb(),
            ItemType::InvincibilityPotion => {
                (Potion::Invincibility, config.invincibility_potion_duration)
            }
            ItemType::InvisibilityPotion => {
                (Potion::Invisibility, config.invisibility_potion_duration)
            }
            _ => return,
        };
        if self.take_first(item).is_some() {
            self.state.effects.drink(potion, duration);
        }
    }
}
