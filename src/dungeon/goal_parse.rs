//! Reads the `goal-condition` of a dungeon file (spec §4.2) into a [`Goal`].

use super::goal::Goal;
use super::json_path::JsonPath;
use super::load_error::{LoadErrorKind, Problem};
use serde_json::Value;

/// The goal at `path`, or the problems that keep it from being one.
pub fn goal_from_value(value: &Value, path: &JsonPath) -> Result<Goal, Vec<Problem>> {
    let mut problems = Vec::new();
    let goal = read_goal(value, path, &mut problems);
    match goal {
        Some(goal) if problems.is_empty() => Ok(goal),
        _ => Err(problems),
    }
}

fn read_goal(value: &Value, path: &JsonPath, problems: &mut Vec<Problem>) -> Option<Goal> {
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
        "enemies" => Some(Goal::Enemies),
        "treasure" => Some(Goal::Treasure),
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
    let a = read_goal(&subgoals[0], &subgoals_path.index(0), problems);
    let b = read_goal(&subgoals[1], &subgoals_path.index(1), problems);
    let (a, b) = (Box::new(a?), Box::new(b?));
    Some(if name == "AND" { Goal::And(a, b) } else { Goal::Or(a, b) })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<Goal, Vec<String>> {
        let value: Value = serde_json::from_str(text).expect("test JSON");
        goal_from_value(&value, &JsonPath::root().key("goal-condition")).map_err(|problems| {
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
        assert_eq!(goal.text(), ":exit AND (:treasure OR :enemies)");
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
