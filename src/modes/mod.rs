//! The registries of what each kind of world brings to the one engine,
//! found by name: its rule set, which a saved level names ([`rule_set`]),
//! and its kind of source ([`world_kind`]: files told by content, the
//! record saves keep, how a game starts). A new kind of world adds its line
//! to each.

use crate::dungeon::DungeonMania;
use crate::game::{Classic, RuleSetRecord, RuleSetRef};
use std::fmt;

mod classic;
mod world_kind;

pub use world_kind::{
    start_world, world_kind, world_kind_of, world_kind_of_source, Started, WorldFile, WorldKind,
    WORLD_KINDS,
};

/// A saved rule set's name that no kind of world here plays by.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownRuleSet(pub String);

impl fmt::Display for UnknownRuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown rule set `{}`", self.0)
    }
}

impl std::error::Error for UnknownRuleSet {}

/// Makes a rule set from its numbers, or says what is wrong with them.
type MakeRuleSet = fn(&serde_json::Value) -> Result<RuleSetRef, String>;

/// Every rule set by name.
const RULE_SETS: &[(&str, MakeRuleSet)] = &[
    (Classic::NAME, |_| Ok(RuleSetRef::classic())),
    (DungeonMania::NAME, |numbers| DungeonMania::from_numbers(numbers).map(RuleSetRef::new)),
];

/// The rule set a saved level names, with its numbers.
pub fn rule_set(record: &RuleSetRecord) -> Result<RuleSetRef, String> {
    let (_, make) = RULE_SETS
        .iter()
        .find(|(name, _)| *name == record.name)
        .ok_or_else(|| UnknownRuleSet(record.name.clone()).to_string())?;
    make(&record.numbers)
}
