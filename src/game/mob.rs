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
}
