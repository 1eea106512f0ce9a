//! The `Mob` trait: a hostile creature, movable and a trigger (the fight), with
//! the statistics the seed lists.

use super::combat::Combatant;

/// A hostile creature.
pub trait Mob: Combatant {
    /// Maximum health.
    fn max_health(&self) -> i32;
    /// Health regained each turn.
    fn regeneration(&self) -> i32;
    /// The name of its behaviour's current state, for snapshots and debugging.
    fn behaviour_state(&self) -> String;
    /// Whether it is running from the player for its life.
    fn is_fleeing(&self) -> bool {
        false
    }
    /// Whether it healed on its last turn.
    fn is_healing(&self) -> bool {
        false
    }
    /// Whether it is on the player's side (bribed).
    fn is_ally(&self) -> bool {
        false
    }
    /// Whether it is a copy made by splitting, worth no experience.
    fn is_copy(&self) -> bool {
        false
    }
}
