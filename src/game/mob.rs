//! The `Mob` trait: a hostile creature, movable and a trigger (the fight), with
//! the statistics the seed lists.

use super::combat::Combatant;
use super::kind::MobKind;
use super::object::Trigger;

/// A hostile creature.
pub trait Mob: Combatant + Trigger {
    /// Which kind of creature.
    fn mob_kind(&self) -> MobKind;
    /// Maximum health.
    fn max_health(&self) -> i32;
    /// Health regained each turn.
    fn regeneration(&self) -> i32;
    /// The name of its behaviour's current state, for snapshots and debugging.
    fn behaviour_state(&self) -> String;
    /// The mob as the game's creature type (for saves and world files).
    fn as_creature(&self) -> Option<&super::creature::Creature> {
        None
    }
}
