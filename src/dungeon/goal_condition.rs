//! The `goal-condition` of a dungeon file (spec §4.2), read into the
//! engine's [`Goal`] and written back. The file names the basic goals; how
//! many enemies and how much treasure they ask for are the config's
//! `enemy_goal` and `treasure_goal`.

use super::config::Config;
use super::json_path::JsonPath;
use super::load_error::{LoadErrorKind, Problem};
use crate::game::Goal;
use serde_json::{json, Value};

/// The goal at `path`, its counts from `config`, or the problems that keep
/// it from being one.
pub fn goal_from_value(
    value: &Value,
    path: &JsonPath,
    config: &Config,
) -> Result<Goal, Vec<Problem>> {
    let mut problems = Vec::new();
    let goal = read_goal(value, path, config, &mut problems);
    match goal {
        Some(goal) if problems.is_empty() => Ok(goal),
        _ => Err(problems),
    }
}

/// The goal as a file writes it.
pub fn goal_to_value(goal: &Goal) -> Value {
    match goal {
        Goal::And(a, b) => json!({"goal": "AND", "subgoals": [goal_to_value(a), goal_to_value(b)]}),
        Goal::Or(a, b) => json!({"goal": "OR", "subgoals": [goal_to_value(a), goal_to_value(b)]}),
        leaf => json!({"goal": leaf_name(leaf).unwrap_or_default()}),
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
    value: &Value,
    path: &JsonPath,
    config: &Config,
    problems: &mut Vec<Problem>,
) -> Option<Goal> {
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
    let a = read_goal(&subgoals[0], &subgoals_path.index(0), config, problems);
    let b = read_goal(&subgoals[1], &subgoals_path.index(1), config, problems);
    let (a, b) = (Box::new(a?), Box::new(b?));
    Some(if name == "AND" { Goal::And(a, b) } else { Goal::Or(a, b) })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<Goal, Vec<String>> {
        let value: Value = serde_json::from_str(text).expect("test JSON");
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
