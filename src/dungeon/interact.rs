//! Interacting (spec §3.2, §3.3, §3.3.1, §3.5.1): bribing a hostile
//! mercenary within the square `bribe_radius` for `bribe_amount` treasure, or
//! destroying a zombie toast spawner from a cardinally adjacent cell while
//! holding a weapon. An assassin's bribe costs `assassin_bribe_amount` and
//! fails with `assassin_bribe_fail_rate` (the gold is spent, it stays
//! hostile), drawn from the game's random stream. A player holding a sceptre
//! takes a mercenary's or an assassin's mind instead, at any distance and for
//! nothing, for `mind_control_duration` ticks (the sceptre is kept). Sun
//! stones never pay a bribe.

use super::action_error::ActionError;
use super::battle::happens;
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
    if let Some(KindRef::Mercenary(mercenary)) = scene.kind(id) {
        if scene.state.count(ItemKind::Sceptre) > 0 {
            return Ok(());
        }
        let (radius, amount) = (config.bribe_radius, bribe_amount(config, mercenary.is_assassin()));
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
    /// A tick of every mind control passes, at the end of the tick as a
    /// potion's does: a mercenary controlled for `n` ticks moves as an ally
    /// in the tick of the interaction and the `n - 1` after it.
    pub(super) fn wear_mind_control(&mut self) {
        for id in self.state.actors(self.world) {
            if let Some(KindMut::Mercenary(m)) = self.kind_mut(id) {
                m.wear_mind_control();
            }
        }
    }
}

/// The treasure a bribe of a mercenary or an assassin costs.
fn bribe_amount(config: &Config, assassin: bool) -> usize {
    if assassin {
        config.assassin_bribe_amount as usize
    } else {
        config.bribe_amount as usize
    }
}

impl Tick<'_> {
    /// Takes the mind of, or bribes, the mercenary, or destroys the spawner,
    /// first on `cell` (already checked by [`check_interact`]).
    pub(super) fn interact(&mut self, cell: Coordinates) {
        let Some(id) = self.scene().find_at(cell, is_interactable) else {
            return;
        };
        if let Some(KindRef::Mercenary(mercenary)) = self.scene().kind(id) {
            let assassin = mercenary.is_assassin();
            if self.state.count(ItemKind::Sceptre) > 0 {
                let ticks = self.config.mind_control_duration;
                if let Some(KindMut::Mercenary(m)) = self.kind_mut(id) {
                    m.control_mind(ticks);
                }
                return;
            }
            self.state.take_many(ItemKind::Treasure, bribe_amount(self.config, assassin));
            let fails = assassin && happens(self.config.assassin_bribe_fail_rate, self.rng);
            if fails {
                return;
            }
            if let Some(KindMut::Mercenary(m)) = self.kind_mut(id) {
                m.befriend();
            }
        } else {
            self.state.remove(self.world, id);
        }
    }
}
