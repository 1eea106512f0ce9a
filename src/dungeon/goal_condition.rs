//! The `goal-condition` of a dungeon file (spec §4.2), read into the
//! engine's [`Goal`] and written back. The file names the basic goals; how
//! many enemies and how much treasure they ask for are the config's
//! `enemy_goal` and `treasure_goal`.

use super::config::Config;
use super::json_path::JsonPath;
use super::load_error::{LoadErrorKind, Problem};
use crate::game::Goal;
use crate::json::Node;
use serde_json::Value;

/// The deepest a goal may nest (the top goal at depth 1): real dungeons nest
/// a few levels; deeper trees only cost time to read, check and draw.
pub const MAX_GOAL_DEPTH: usize = 64;

/// The most goals, basic and compound, one goal condition may hold: a
/// complete tree of depth 19 (a million goals) took seconds and most of a
/// gigabyte to play.
pub const MAX_GOALS: usize = 1_024;

/// How far a reading has gone down and across the tree.
struct Reach {
    depth: usize,
    goals: usize,
}

/// The goal at `path`, its counts from `config`, or the problems that keep
/// it from being one.
pub fn goal_from_value(
    value: &Node,
    path: &JsonPath,
    config: &Config,
) -> Result<Goal, Vec<Problem>> {
    let mut problems = Vec::new();
    let mut reach = Reach { depth: 0, goals: 0 };
    let goal = read_goal(value, path, config, &mut problems, &mut reach);
    match goal {
        Some(goal) if problems.is_empty() => Ok(goal),
        _ => Err(problems),
    }
}

/// The goal as a file writes it.
pub fn goal_to_value(goal: &Goal) -> Value {
    match goal {
        Goal::And(a, b) => {
            crate::json_value!({"goal": "AND", "subgoals": [goal_to_value(a), goal_to_value(b)]})
        }
        Goal::Or(a, b) => {
            crate::json_value!({"goal": "OR", "subgoals": [goal_to_value(a), goal_to_value(b)]})
        }
        leaf => crate::json_value!({"goal": leaf_name(leaf).unwrap_or_default()}),
    }
}

/// The name of a basic goal in files and goal strings.
pub fn leaf_name(goal: &Goal) -> Option<&'static str> {
    match goal {
        Goal::Exit => Some("exit"),
        Goal::Enemies(_) => Some("enemies"),
        Goal::Treasure(_) => Some("treasure"),
        Goal::Boulders => Some("boulders"),
        Goal::And(..) | Goal::Or(..) => None,
    }
}

fn read_goal(
    value: &Node,
    path: &JsonPath,
    config: &Config,
    problems: &mut Vec<Problem>,
    reach: &mut Reach,
) -> Option<Goal> {
    reach.goals += 1;
    if reach.goals > MAX_GOALS {
        // Said once, where the count is passed; the rest is not read.
        if reach.goals == MAX_GOALS + 1 {
            problems.push(Problem::at(path.clone(), LoadErrorKind::TooManyGoals(MAX_GOALS)));
        }
        return None;
    }
    if reach.depth >= MAX_GOAL_DEPTH {
        problems.push(Problem::at(path.clone(), LoadErrorKind::GoalTooDeep(MAX_GOAL_DEPTH)));
        return None;
    }
    let Some(members) = value.as_object() else {
        problems.push(Problem::at(path.clone(), LoadErrorKind::Expected("a goal object")));
        return None;
    };
    for key in members.keys().filter(|k| !matches!(k.as_str(), "goal" | "subgoals")) {
        problems.push(Problem::at(path.key(key), LoadErrorKind::UnknownField(key.clone())));
    }
    let Some(name) = members.get("goal") else {
        problems.push(Problem::at(path.clone(), LoadErrorKind::Missing("goal")));
        return None;
    };
    let name_path = path.key("goal");
    let Some(name) = name.as_str() else {
        problems.push(Problem::at(name_path, LoadErrorKind::Expected("a goal name")));
        return None;
    };
    let leaf = match name {
        "exit" => Some(Goal::Exit),
        "enemies" => Some(Goal::Enemies(Some(config.enemy_goal))),
        "treasure" => Some(Goal::Treasure(config.treasure_goal)),
        "boulders" => Some(Goal::Boulders),
        "AND" | "OR" => None,
        other => {
            problems.push(Problem::at(name_path, LoadErrorKind::UnknownGoal(other.to_owned())));
            return None;
        }
    };
    if let Some(leaf) = leaf {
        if members.contains_key("subgoals") {
            let kind = LoadErrorKind::UnknownField("subgoals".into());
            problems.push(Problem::at(path.key("subgoals"), kind));
        }
        return Some(leaf);
    }
    let subgoals_path = path.key("subgoals");
    let Some(subgoals) = members.get("subgoals") else {
        problems.push(Problem::at(path.clone(), LoadErrorKind::Missing("subgoals")));
        return None;
    };
    let Some(subgoals) = subgoals.as_array() else {
        problems.push(Problem::at(subgoals_path, LoadErrorKind::Expected("an array of 2 goals")));
        return None;
    };
    if subgoals.len() != 2 {
        problems.push(Problem::at(subgoals_path, LoadErrorKind::SubgoalCount(subgoals.len())));
        return None;
    }
    reach.depth += 1;
    let a = read_goal(&subgoals[0], &subgoals_path.index(0), config, problems, reach);
    let b = read_goal(&subgoals[1], &subgoals_path.index(1), config, problems, reach);
    reach.depth -= 1;
    let (a, b) = (Box::new(a?), Box::new(b?));
    Some(if name == "AND" { Goal::And(a, b) } else { Goal::Or(a, b) })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json::node_of;

    fn parse(text: &str) -> Result<Goal, Vec<String>> {
        let value = crate::json::parse(text).expect("test JSON");
        let path = JsonPath::root().key("goal-condition");
        goal_from_value(&value, &path, &Config::TEMPLATE).map_err(|problems| {
            problems.iter().map(|p| format!("{}: {}", p.path, p.kind)).collect()
        })
    }

    #[test]
    fn nested_goals_read_in_order() {
        let goal = parse(
            r#"{"goal": "AND", "subgoals": [{"goal": "exit"},
                {"goal": "OR", "subgoals": [{"goal": "treasure"}, {"goal": "enemies"}]}]}"#,
        )
        .expect("valid goal");
        assert_eq!(super::super::response::goal_text(&goal), ":exit AND (:treasure OR :enemies)");
        assert_eq!(goal_to_value(&goal)["subgoals"][1]["subgoals"][0]["goal"], "treasure");
    }

    /// Nested `depth` deep: AND goals whose first subgoal nests on (built
    /// as a value: serde_json's reader stops at 128 levels of JSON, which
    /// is 63 of goals, so only a value built otherwise reaches the cap).
    fn nested(depth: usize) -> Value {
        let mut goal = crate::json_value!({"goal": "exit"});
        for _ in 1..depth {
            goal = crate::json_value!({"goal": "AND", "subgoals": [goal, {"goal": "exit"}]});
        }
        goal
    }

    /// Issue 29: goal trees deeper than a sane cap are refused where they
    /// pass it, not read, checked and drawn.
    #[test]
    fn a_goal_tree_deeper_than_64_is_refused_at_its_path() {
        let root = JsonPath::root().key("goal-condition");
        let config = Config::TEMPLATE;
        let (deepest, too_deep) =
            (node_of(&nested(MAX_GOAL_DEPTH)), node_of(&nested(MAX_GOAL_DEPTH + 1)));
        assert!(goal_from_value(&deepest, &root, &config).is_ok());
        let problems = goal_from_value(&too_deep, &root, &config).expect_err("too deep");
        let errors: Vec<String> =
            problems.iter().map(|p| format!("{}: {}", p.path, p.kind)).collect();
        let path = format!("goal-condition{}", ".subgoals[0]".repeat(MAX_GOAL_DEPTH));
        // The two goals one level too deep, each where it is.
        assert_eq!(errors.len(), 2);
        assert_eq!(errors[0], format!("{path}: goals nest more than 64 deep"));
    }

    /// Issue 29: a complete binary goal tree of depth 19 took 3.8 s and 871
    /// MB; a tree of more than [`MAX_GOALS`] goals is refused once, where the
    /// count is passed, and the rest is not read.
    #[test]
    fn a_complete_goal_tree_of_a_million_goals_is_refused_after_1024() {
        fn complete(depth: usize) -> Value {
            if depth == 1 {
                return crate::json_value!({"goal": "exit"});
            }
            crate::json_value!({"goal": "OR", "subgoals": [complete(depth - 1), complete(depth - 1)]})
        }
        let path = JsonPath::root().key("goal-condition");
        let config = Config::TEMPLATE;
        assert!(goal_from_value(&node_of(&complete(10)), &path, &config).is_ok(), "1,023 goals");
        let problems =
            goal_from_value(&node_of(&complete(14)), &path, &config).expect_err("16,383 goals");
        assert_eq!(problems.len(), 1);
        assert_eq!(problems[0].kind.to_string(), "more than 1024 goals");
    }

    #[test]
    fn bad_goals_name_their_path() {
        let errors =
            parse(r#"{"goal": "AND", "subgoals": [{"goal": "gold"}, {"goal": "exit"}, {}]}"#)
                .expect_err("three subgoals");
        assert_eq!(
            errors,
            ["goal-condition.subgoals: a compound goal has exactly 2 subgoals, not 3"]
        );
        let errors = parse(r#"{"goal": "OR", "subgoals": [{"goal": "gold"}, {"goal": 3}]}"#)
            .expect_err("bad leaves");
        assert_eq!(
            errors,
            [
                "goal-condition.subgoals[0].goal: unknown goal `gold` (expected exit, enemies, \
                 treasure, boulders, AND or OR)",
                "goal-condition.subgoals[1].goal: expected a goal name",
            ]
        );
    }
}
