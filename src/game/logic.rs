//! `Logic`: the rule by which a logical entity of a circuit (a light bulb, a
//! switch door, a bomb) is activated by the conductors next to it (Dungeon
//! Mania §3.13). A conductor is seen only as the tick it became active on,
//! or `None` while it carries no current, so the rules are pure functions
//! that tests can hold to their truth tables.

use serde::Serialize;
use std::fmt;

/// How a logical entity reads the conductors on its four sides.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
#[serde(rename_all = "snake_case")]
pub enum Logic {
    /// Two or more active, and every one of them active.
    And,
    /// One or more active.
    Or,
    /// Exactly one active.
    Xor,
    /// Two or more active, two of which became active on the same tick;
    /// once on, it stays on while two or more stay active.
    CoAnd,
}

impl Logic {
    /// Every rule, in the order the spec lists them.
    pub const ALL: [Logic; 4] = [Logic::And, Logic::Or, Logic::Xor, Logic::CoAnd];

    /// Its name in dungeon files (`co_and`).
    pub const fn name(self) -> &'static str {
        match self {
            Logic::And => "and",
            Logic::Or => "or",
            Logic::Xor => "xor",
            Logic::CoAnd => "co_and",
        }
    }

    /// The rule a dungeon file names.
    pub fn from_name(name: &str) -> Option<Logic> {
        Logic::ALL.into_iter().find(|logic| logic.name() == name)
    }

    /// Whether an entity under this rule is activated, given for each
    /// conductor next to it the tick it became active on (`None`: inactive)
    /// and whether the entity was activated after the last evaluation.
    pub fn holds(self, inputs: &[Option<u64>], was_on: bool) -> bool {
        let active = inputs.iter().filter(|since| since.is_some()).count();
        match self {
            Logic::Or => active >= 1,
            Logic::Xor => active == 1,
            Logic::And => active >= 2 && active == inputs.len(),
            Logic::CoAnd => active >= 2 && (was_on || two_share_a_tick(inputs)),
        }
    }
}

/// Whether two of the active inputs became active on the same tick.
fn two_share_a_tick(inputs: &[Option<u64>]) -> bool {
    let mut ticks: Vec<u64> = inputs.iter().flatten().copied().collect();
    crate::order::sort(&mut ticks);
    ticks.windows(2).any(|pair| pair[0] == pair[1])
}

impl fmt::Display for Logic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every combination of `n` inputs, each inactive or active since tick 1.
    fn all_of(n: usize) -> Vec<Vec<Option<u64>>> {
        (0..1u32 << n)
            .map(|bits| (0..n).map(|i| (bits >> i & 1 == 1).then_some(1)).collect())
            .collect()
    }

    #[test]
    fn the_names_read_back() {
        for logic in Logic::ALL {
            assert_eq!(Logic::from_name(logic.name()), Some(logic));
            let json = serde_json::to_string(&logic).expect("a name");
            assert_eq!(json, format!("\"{}\"", logic.name()));
        }
        assert_eq!(Logic::from_name("nand"), None);
        assert_eq!(Logic::from_name("AND"), None, "files write them in lower case");
    }

    #[test]
    fn or_is_one_or_more_active() {
        for n in 0..=4 {
            for inputs in all_of(n) {
                let active = inputs.iter().flatten().count();
                assert_eq!(Logic::Or.holds(&inputs, false), active >= 1, "{inputs:?}");
            }
        }
    }

    #[test]
    fn xor_is_exactly_one_active() {
        for n in 0..=4 {
            for inputs in all_of(n) {
                let active = inputs.iter().flatten().count();
                assert_eq!(Logic::Xor.holds(&inputs, false), active == 1, "{inputs:?}");
            }
        }
    }

    #[test]
    fn and_is_two_or_more_with_none_left_out() {
        let table = [
            (vec![], false),
            (vec![Some(1)], false),
            (vec![None, None], false),
            (vec![Some(1), None], false),
            (vec![None, Some(1)], false),
            (vec![Some(1), Some(2)], true),
            (vec![Some(1), Some(2), None], false),
            (vec![Some(1), Some(2), Some(3)], true),
            (vec![Some(1), None, Some(3), Some(4)], false),
            (vec![Some(1), Some(9), Some(3), Some(4)], true),
        ];
        for (inputs, on) in table {
            assert_eq!(Logic::And.holds(&inputs, false), on, "{inputs:?}");
            assert_eq!(Logic::And.holds(&inputs, true), on, "and has no memory: {inputs:?}");
        }
    }

    #[test]
    fn co_and_needs_two_activated_on_the_same_tick() {
        let table = [
            (vec![Some(4)], false),
            (vec![Some(4), None], false),
            (vec![Some(4), Some(4)], true),
            (vec![Some(3), Some(4)], false),
            (vec![Some(3), Some(4), Some(4)], true),
            (vec![Some(3), Some(4), None], false),
            (vec![Some(4), Some(4), None], true),
        ];
        for (inputs, on) in table {
            assert_eq!(Logic::CoAnd.holds(&inputs, false), on, "{inputs:?}");
        }
    }

    #[test]
    fn co_and_once_on_stays_on_while_two_stay_active() {
        assert!(Logic::CoAnd.holds(&[Some(3), Some(4)], true), "a later activation keeps it");
        assert!(Logic::CoAnd.holds(&[Some(3), Some(4), None], true));
        assert!(!Logic::CoAnd.holds(&[Some(3), None], true), "one active is not enough");
        assert!(!Logic::CoAnd.holds(&[], true));
    }
}
