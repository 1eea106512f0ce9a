//! Reads a config file (spec §5): every Milestone 2 key is required, the
//! Milestone 3 keys are optional (§5.1.2), unknown keys and bad values are
//! errors with their line and column.

use super::config::{Config, Slot, OPTIONAL_KEYS, REQUIRED_KEYS};
use super::json_path::JsonPath;
use super::load_error::{LoadError, LoadErrorKind, Problem};
use crate::game::Points;
use serde_json::Value;

/// Parses a config file; on failure every problem, located.
pub fn parse_config(text: &str) -> Result<Config, Vec<LoadError>> {
    let value: Value = serde_json::from_str(text).map_err(|e| vec![LoadError::syntax(&e)])?;
    config_from_value(&value).map_err(|problems| LoadError::locate_all(text, problems))
}

/// Builds a config from parsed JSON; on failure every problem, unlocated.
pub fn config_from_value(value: &Value) -> Result<Config, Vec<Problem>> {
    let root = JsonPath::root();
    let Some(members) = value.as_object() else {
        return Err(vec![Problem::at(root, LoadErrorKind::Expected("a JSON object of numbers"))]);
    };
    let mut config = Config::TEMPLATE;
    let mut problems = Vec::new();
    for (key, value) in members {
        let path = root.key(key);
        match config.slot(key) {
            None => problems.push(Problem::at(path, LoadErrorKind::UnknownConfigKey(key.clone()))),
            Some(slot) => {
                if let Err(kind) = set(slot, value) {
                    problems.push(Problem::at(path, kind));
                }
            }
        }
    }
    for key in REQUIRED_KEYS {
        if !members.contains_key(key) {
            problems.push(Problem::at(root.clone(), LoadErrorKind::Missing(key)));
        }
    }
    debug_assert!(OPTIONAL_KEYS.iter().all(|k| !REQUIRED_KEYS.contains(k)));
    if problems.is_empty() {
        Ok(config)
    } else {
        Err(problems)
    }
}

/// Stores `value` in the field, if it is a number of the field's kind.
fn set(slot: Slot<'_>, value: &Value) -> Result<(), LoadErrorKind> {
    let max = Points::MAX_CONFIG;
    let number = value.as_f64().ok_or(LoadErrorKind::Expected("a number"))?;
    match slot {
        Slot::Amount(field) => {
            *field = Points::from_config(number).ok_or(LoadErrorKind::Expected(
                "a number from 0 to 1000000 with at most 3 decimals",
            ))?;
        }
        Slot::Whole(field) => {
            if number.fract() != 0.0 {
                return Err(LoadErrorKind::Expected("a whole number"));
            }
            if !(0.0..=max as f64).contains(&number) {
                return Err(LoadErrorKind::OutOfRange { min: 0, max });
            }
            *field = number as u32;
        }
        Slot::Chance(field) => {
            if !(0.0..=1.0).contains(&number) {
                return Err(LoadErrorKind::Expected("a chance from 0 to 1"));
            }
            *field = number;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn milestone_2_config() -> String {
        let body: Vec<String> = REQUIRED_KEYS.iter().map(|k| format!("  \"{k}\": 1")).collect();
        format!("{{\n{}\n}}", body.join(",\n"))
    }

    #[test]
    fn a_milestone_2_config_gets_milestone_3_defaults() {
        let config = parse_config(&milestone_2_config()).expect("valid config");
        assert_eq!(config.player_health, Points::whole(1));
        assert_eq!(config.hydra_spawn_rate, 0);
        assert_eq!(config.assassin_bribe_fail_rate, 0.0);
    }

    #[test]
    fn bad_values_and_keys_say_where() {
        let text = milestone_2_config()
            .replace("\"bomb_radius\": 1", "\"bomb_radius\": 1.5")
            .replace("\"player_health\": 1", "\"player_health\": \"ten\"")
            .replace("\"treasure_goal\": 1", "\"treasure_gaol\": 1");
        let errors: Vec<String> =
            parse_config(&text).expect_err("bad").iter().map(ToString::to_string).collect();
        assert_eq!(
            errors,
            [
                "1:1: `treasure_goal` is missing",
                "6:18: bomb_radius: expected a whole number",
                "8:20: player_health: expected a number",
                "22:20: treasure_gaol: unknown config key",
            ]
        );
    }

    #[test]
    fn chances_and_syntax_errors() {
        let text = milestone_2_config().replace("\n}", ",\n  \"hydra_health_increase_rate\": 2\n}");
        let errors = parse_config(&text).expect_err("bad chance");
        assert_eq!(errors[0].kind, LoadErrorKind::Expected("a chance from 0 to 1"));
        let errors = parse_config("{\"a\": }").expect_err("bad syntax");
        assert_eq!(errors[0].to_string(), "1:7: not valid JSON: expected value");
    }
}
