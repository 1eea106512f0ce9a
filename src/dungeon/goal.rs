//! `Goal`: what wins a dungeon (spec §3.7), an expression of basic goals joined
//! by AND and OR, evaluated against the facts of the moment. An exit in a
//! conjunction counts only once the rest of the conjunction is met, so it has
//! to be reached last, and a goal met once can become unmet again.

use serde::{Deserialize, Serialize};

/// A goal expression.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Goal {
    /// Stand on an exit.
    Exit,
    /// Kill `enemy_goal` enemies and destroy every spawner.
    Enemies,
    /// Collect `treasure_goal` treasure.
    Treasure,
    /// Have a boulder on every floor switch.
    Boulders,
    /// Both subgoals.
    And(Box<Goal>, Box<Goal>),
    /// Either subgoal.
    Or(Box<Goal>, Box<Goal>),
}

/// The facts a goal is judged on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GoalFacts {
    /// The player stands on an exit.
    pub on_exit: bool,
    /// Enough enemies are dead and no spawner is left.
    pub enemies: bool,
    /// Enough treasure has been collected.
    pub treasure: bool,
    /// Every switch has a boulder on it.
    pub boulders: bool,
}

impl Goal {
    /// The name of a basic goal in files and goal strings.
    pub fn leaf_name(&self) -> Option<&'static str> {
        match self {
            Goal::Exit => Some("exit"),
            Goal::Enemies => Some("enemies"),
            Goal::Treasure => Some("treasure"),
            Goal::Boulders => Some("boulders"),
            Goal::And(..) | Goal::Or(..) => None,
        }
    }

    /// Whether the goal is met.
    pub fn is_met(&self, facts: &GoalFacts) -> bool {
        self.holds(facts, true)
    }

    /// What is left to do, as the spec writes it (`:exit AND (:treasure OR
    /// :enemies)`); empty when the goal is met.
    pub fn remaining(&self, facts: &GoalFacts) -> String {
        self.unmet(facts, true).map(|(text, _)| text).unwrap_or_default()
    }

    /// The whole goal as text, judged on nothing (before the first tick).
    pub fn text(&self) -> String {
        self.remaining(&GoalFacts::default())
    }

    /// Whether the goal holds, where an exit counts only if `exit_counts`.
    fn holds(&self, facts: &GoalFacts, exit_counts: bool) -> bool {
        match self {
            Goal::Exit => facts.on_exit && exit_counts,
            Goal::Enemies => facts.enemies,
            Goal::Treasure => facts.treasure,
            Goal::Boulders => facts.boulders,
            Goal::And(a, b) => {
                a.holds(facts, exit_counts && b.holds_but_exit(facts))
                    && b.holds(facts, exit_counts && a.holds_but_exit(facts))
            }
            Goal::Or(a, b) => a.holds(facts, exit_counts) || b.holds(facts, exit_counts),
        }
    }

    /// Whether the goal holds if every exit were reached: the test of "the rest
    /// of the conjunction is done".
    fn holds_but_exit(&self, facts: &GoalFacts) -> bool {
        match self {
            Goal::Exit => true,
            Goal::And(a, b) => a.holds_but_exit(facts) && b.holds_but_exit(facts),
            Goal::Or(a, b) => a.holds_but_exit(facts) || b.holds_but_exit(facts),
            leaf => leaf.holds(facts, true),
        }
    }

    /// The unmet part as text, and whether that text is compound (so needs
    /// brackets inside another compound).
    fn unmet(&self, facts: &GoalFacts, exit_counts: bool) -> Option<(String, bool)> {
        if self.holds(facts, exit_counts) {
            return None;
        }
        let (a, b, word, a_counts, b_counts) = match self {
            Goal::And(a, b) => (
                a,
                b,
                "AND",
                exit_counts && b.holds_but_exit(facts),
                exit_counts && a.holds_but_exit(facts),
            ),
            Goal::Or(a, b) => (a, b, "OR", exit_counts, exit_counts),
            leaf => return Some((format!(":{}", leaf.leaf_name().unwrap_or_default()), false)),
        };
        match (a.unmet(facts, a_counts), b.unmet(facts, b_counts)) {
            (Some(left), Some(right)) => {
                Some((format!("{} {word} {}", bracketed(left), bracketed(right)), true))
            }
            (Some(one), None) | (None, Some(one)) => Some(one),
            (None, None) => None,
        }
    }
}

fn bracketed((text, compound): (String, bool)) -> String {
    if compound {
        format!("({text})")
    } else {
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn and(a: Goal, b: Goal) -> Goal {
        Goal::And(Box::new(a), Box::new(b))
    }

    fn or(a: Goal, b: Goal) -> Goal {
        Goal::Or(Box::new(a), Box::new(b))
    }

    #[test]
    fn goals_print_as_the_spec_writes_them() {
        let goal = and(Goal::Exit, or(Goal::Treasure, Goal::Enemies));
        assert_eq!(goal.text(), ":exit AND (:treasure OR :enemies)");
        let four = and(and(Goal::Exit, Goal::Treasure), and(Goal::Boulders, Goal::Enemies));
        assert_eq!(four.text(), "(:exit AND :treasure) AND (:boulders AND :enemies)");
    }

    #[test]
    fn met_parts_drop_out_and_an_exit_in_a_conjunction_waits_for_the_rest() {
        let goal = and(Goal::Exit, or(Goal::Treasure, Goal::Enemies));
        let on_exit = GoalFacts { on_exit: true, ..GoalFacts::default() };
        assert_eq!(goal.remaining(&on_exit), ":exit AND (:treasure OR :enemies)");
        assert!(!goal.is_met(&on_exit));
        let treasure = GoalFacts { treasure: true, ..GoalFacts::default() };
        assert_eq!(goal.remaining(&treasure), ":exit");
        let both = GoalFacts { treasure: true, on_exit: true, ..GoalFacts::default() };
        assert_eq!(goal.remaining(&both), "");
        assert!(goal.is_met(&both));
    }

    #[test]
    fn an_exit_on_its_own_or_in_a_disjunction_counts_at_once() {
        let on_exit = GoalFacts { on_exit: true, ..GoalFacts::default() };
        assert!(Goal::Exit.is_met(&on_exit));
        assert!(or(Goal::Exit, Goal::Boulders).is_met(&on_exit));
    }
}
