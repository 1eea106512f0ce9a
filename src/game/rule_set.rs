//! `RuleSet`: how a level plays a turn — who acts in which order and how a
//! command changes the world. Seed 000's turn ([`Classic`]) is the engine's
//! own; a system whose ticks run another way (Dungeon Mania) brings its own
//! set, which a level's [`Rules`](super::Rules) carry and saves name. A saved
//! set is found again by name in the world-kind registry
//! ([`crate::modes::rule_set`]), so a new one is a type and a registry line.
//! What a set keeps from turn to turn beside the level's objects (Dungeon
//! Mania's entity ids, inventory and potions) is its [`RuleState`], saved with
//! the level and covered by the checksum.

use super::appearance::Appearance;
use super::checksum::Fnv64;
use super::game::{Command, Game, TurnReport};
use super::world::GameWorld;
use serde::{Serialize, Serializer};
use serde_json::Value;
use std::any::Any;
use std::fmt;
use std::sync::Arc;

/// How a level plays a turn.
pub trait RuleSet: crate::native_debug::NativeDebug + Send + Sync {
    /// Its name in saves (`classic`, `dungeon-mania`, …).
    fn name(&self) -> &'static str;

    /// Its own numbers, as saved and checksummed (a Dungeon Mania config);
    /// `Value::Null` when the set has none.
    fn numbers(&self) -> Value {
        Value::Null
    }

    /// Plays `command` on `game`, whose current level plays by this set.
    /// Called only while the game is not over; the engine settles the
    /// checksum digests afterwards.
    fn play(&self, game: &mut Game, command: Command) -> TurnReport;

    /// The state a level of this set kept, from its saved record, checked
    /// against the level's restored `world`; what is wrong with the record,
    /// if anything. A set that keeps none refuses one.
    fn restore_state(
        &self,
        _record: &Value,
        _world: &GameWorld,
    ) -> Result<Box<dyn RuleState>, String> {
        Err(format!("the {} rules keep no state of their own", self.name()))
    }
}

crate::debug_as_trait_name!(RuleSet);

/// What a rule set keeps beside a level's objects from turn to turn: saved
/// with the level ([`RuleState::record`]), checksummed with the game, and
/// read back by the set's [`RuleSet::restore_state`]. Only its own set
/// reads it, through [`RuleState::as_any`].
pub trait RuleState: crate::native_debug::NativeDebug {
    /// The state as saved.
    fn record(&self) -> Value;

    /// Feeds the state into a game's checksum (by default, its record).
    fn digest(&self, h: &mut Fnv64) {
        h.record(&self.record());
    }

    /// How the player looks under this state, from how the engine shows
    /// them (`plain`): a potion that hides the player shows them faint.
    fn dress_player(&self, plain: Appearance) -> Appearance {
        plain
    }

    /// The state, for its own set to see as its own type.
    fn as_any(&self) -> &dyn Any;

    /// The state, for its own set to change.
    fn as_any_mut(&mut self) -> &mut dyn Any;
}

crate::debug_as_trait_name!(RuleState);

/// Seed 000's turn: the player's command, the triggers it sets off, then the
/// actors near the player, regeneration, the goal and the move limit.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Classic;

impl Classic {
    /// Its name in saves.
    pub const NAME: &'static str = "classic";
}

impl RuleSet for Classic {
    fn name(&self) -> &'static str {
        Classic::NAME
    }

    fn play(&self, game: &mut Game, command: Command) -> TurnReport {
        game.classic_turn(command)
    }
}

/// A rule set as saved: its name and its numbers.
#[derive(Clone, Debug, PartialEq, Serialize, crate::json::ToJson, crate::json::FromJson)]
pub struct RuleSetRecord {
    /// The set's name.
    pub name: String,
    /// Its numbers, when it has some.
    #[serde(default, skip_serializing_if = "Value::is_null")]
    pub numbers: Value,
}

/// A shared handle on a level's rule set (levels and their copies share
/// one). Compared, saved and checksummed by name and numbers.
#[derive(Clone)]
pub struct RuleSetRef(Arc<dyn RuleSet>);

impl RuleSetRef {
    /// Seed 000's turn.
    pub fn classic() -> RuleSetRef {
        RuleSetRef(Arc::new(Classic))
    }

    /// A handle on `set`.
    pub fn new(set: impl RuleSet + 'static) -> RuleSetRef {
        RuleSetRef(Arc::new(set))
    }

    /// The set.
    pub fn get(&self) -> &dyn RuleSet {
        self.0.as_ref()
    }

    /// Whether this is seed 000's turn (which saves leave unnamed).
    pub fn is_classic(&self) -> bool {
        self.0.name() == Classic::NAME
    }

    /// The set as saved.
    pub fn record(&self) -> RuleSetRecord {
        RuleSetRecord { name: self.0.name().to_owned(), numbers: self.0.numbers() }
    }
}

impl Default for RuleSetRef {
    fn default() -> Self {
        RuleSetRef::classic()
    }
}

impl fmt::Debug for RuleSetRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl PartialEq for RuleSetRef {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0) || self.record() == other.record()
    }
}

impl Eq for RuleSetRef {}

impl Serialize for RuleSetRef {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.record().serialize(serializer)
    }
}

impl crate::json::ToJson for RuleSetRef {
    fn to_json(&self, w: &mut crate::json::Writer) {
        self.record().to_json(w);
    }
}

impl crate::json::FromJson for RuleSetRef {
    fn from_json(node: &crate::json::Node) -> Result<Self, crate::json::Error> {
        let record = RuleSetRecord::from_json(node)?;
        crate::modes::rule_set(&record).map_err(crate::json::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rule_set_is_saved_and_found_again_by_name() {
        let classic = RuleSetRef::classic();
        let text = serde_json::to_string(&classic).expect("serialises");
        assert_eq!(text, r#"{"name":"classic"}"#);
        let back: RuleSetRef = crate::json::from_str(&text).expect("found by name");
        assert!(back.is_classic());
        assert_eq!(back, classic);
        let unknown = crate::json::from_str::<RuleSetRef>(r#"{"name":"chess"}"#);
        let error = unknown.expect_err("no such rule set").to_string();
        assert!(error.contains("chess"), "{error}");
    }
}
