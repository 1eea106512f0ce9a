//! Reads a config file (spec §5). The Milestone 2 keys are expected: one
//! left out keeps the template's value (0) and is warned of, not refused
//! (later offerings of the course left some out); the Milestone 3 keys are
//! optional (§5.1.2): one left out plays with its default
//! ([`MILESTONE_3_DEFAULTS`]), silently in a config that names none of them
//! (a Milestone 2 config, as the spec says every one is), with a warning in
//! one that names some (a Milestone 3 config names them all). Later offerings' names are read too
//! (`spider_spawn_interval`, `zombie_spawn_interval`). Unknown keys and bad
//! values are errors with their line and column.

use super::config::{Config, Slot, MILESTONE_3_DEFAULTS, OPTIONAL_KEYS, REQUIRED_KEYS};
use super::json_path::JsonPath;
use super::load_error::{LoadError, LoadErrorKind, Problem};
use crate::game::Points;
use crate::json::Node;

/// The names later offerings of the course give some numbers, with the
/// name this game reads them by.
const LATER_NAMES: [(&str, &str); 2] = [
    ("spider_spawn_interval", "spider_spawn_rate"),
    ("zombie_spawn_interval", "zombie_spawn_rate"),
];

/// A config as read: its numbers, and the keys it left out (warnings).
#[derive(Clone, Debug, PartialEq)]
pub struct ConfigRead {
    /// The numbers.
    pub config: Config,
    /// A `MissingKey` warning for each expected key left out, located.
    pub warnings: Vec<LoadError>,
}

/// Parses a config file; on failure every problem, located. What it left
/// out is not an error ([`read_config`] says what).
pub fn parse_config(text: &str) -> Result<Config, Vec<LoadError>> {
    read_config(text).map(|read| read.config)
}

/// Parses a config file with its warnings; on failure every problem, located.
pub fn read_config(text: &str) -> Result<ConfigRead, Vec<LoadError>> {
    let document = crate::json::parse_document(text).map_err(|e| vec![LoadError::syntax(&e)])?;
    read_config_from(text, &document)
}

/// [`read_config`] of `text` already parsed into `document` (the one
/// parse a file gets, issue 29).
pub fn read_config_from(
    text: &str,
    document: &crate::json::Document,
) -> Result<ConfigRead, Vec<LoadError>> {
    if let Some(twice) = LoadError::duplicate_in(text, document) {
        return Err(vec![twice]);
    }
    let root = &document.root;
    let (config, warnings) =
        config_from_value(root).map_err(|problems| LoadError::locate_all(text, root, problems))?;
    Ok(ConfigRead { config, warnings: LoadError::locate_all(text, root, warnings) })
}

/// Builds a config from parsed JSON, with a warning for each expected key
/// left out; on failure every problem, unlocated.
pub fn config_from_value(value: &Node) -> Result<(Config, Vec<Problem>), Vec<Problem>> {
    let root = JsonPath::root();
    let Some(members) = value.as_object() else {
        return Err(vec![Problem::at(root, LoadErrorKind::Expected("a JSON object of numbers"))]);
    };
    let mut config = Config::TEMPLATE;
    let mut problems = Vec::new();
    for (key, value) in members.iter() {
        let path = root.key(key);
        let name = LATER_NAMES.iter().find(|(later, _)| later == key).map_or(key.as_str(), |n| n.1);
        match config.slot(name) {
            None => problems.push(Problem::at(path, LoadErrorKind::UnknownConfigKey(key.clone()))),
            Some(slot) => {
                if let Err(kind) = set(slot, value.as_f64()) {
                    problems.push(Problem::at(path, kind));
                }
            }
        }
    }
    let mut warnings = Vec::new();
    for key in REQUIRED_KEYS {
        let later = LATER_NAMES.iter().find(|(_, name)| *name == key).map(|(later, _)| *later);
        match (members.contains_key(key), later.filter(|l| members.contains_key(l))) {
            (true, Some(later)) => {
                let kind = LoadErrorKind::SameNumber { key: later.to_owned(), other: key };
                problems.push(Problem::at(root.key(later), kind));
            }
            (false, None) => {
                warnings.push(Problem::at(root.clone(), LoadErrorKind::MissingKey(key)))
            }
            _ => {}
        }
    }
    debug_assert!(OPTIONAL_KEYS.iter().all(|k| !REQUIRED_KEYS.contains(k)));
    let milestone_3 = OPTIONAL_KEYS.iter().any(|key| members.contains_key(key));
    for (key, default) in MILESTONE_3_DEFAULTS {
        if members.contains_key(key) {
            continue;
        }
        if let Some(slot) = config.slot(key) {
            // The defaults are checked to fit their fields by a test.
            let _ = set(slot, Some(default));
        }
        if milestone_3 {
            let kind = LoadErrorKind::MissingLaterKey { key, default: default.to_string() };
            warnings.push(Problem::at(root.clone(), kind));
        }
    }
    if problems.is_empty() {
        Ok((config, warnings))
    } else {
        Err(problems)
    }
}

/// Stores `number` (`None` for a value that is no number) in the field,
/// if it is a number of the field's kind.
fn set(slot: Slot<'_>, number: Option<f64>) -> Result<(), LoadErrorKind> {
    let max = Points::MAX_CONFIG;
    let number = number.ok_or(LoadErrorKind::Expected("a number"))?;
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
    fn a_milestone_2_config_gets_milestone_3_defaults_without_a_warning() {
        let read = read_config(&milestone_2_config()).expect("valid config");
        let config = read.config;
        assert_eq!(config.player_health, Points::whole(1));
        assert_eq!(config.hydra_spawn_rate, 0, "hydras spawn only when a config asks");
        assert_eq!(config.assassin_bribe_fail_rate, 0.3);
        assert_eq!(config.assassin_health, Points::whole(10));
        assert_eq!(config.mind_control_duration, 3);
        assert!(read.warnings.is_empty(), "{:?}", read.warnings);
    }

    /// A config that names some Milestone 3 keys is a Milestone 3 config,
    /// which names them all: each one left out is warned of, with the
    /// default it plays with.
    #[test]
    fn a_milestone_3_config_that_leaves_keys_out_is_warned_of_them() {
        let text = milestone_2_config()
            .replace("\n}", ",\n  \"hydra_health\": 7,\n  \"assassin_bribe_fail_rate\": 1\n}");
        let read = read_config(&text).expect("it loads");
        assert_eq!(read.config.hydra_health, Points::whole(7));
        assert_eq!(read.config.assassin_bribe_fail_rate, 1.0);
        assert_eq!(read.config.hydra_health_increase_rate, 0.5);
        let warnings: Vec<String> =
            read.warnings.iter().map(|w| w.located_warning("c.json")).collect();
        assert_eq!(warnings.len(), 11, "{warnings:?}");
        assert_eq!(
            warnings[0],
            "c.json:1:1: warning: `assassin_attack` is missing: its default 10 is used"
        );
        assert!(warnings.iter().all(|w| !w.contains("hydra_health`")));
    }

    /// A chance outside 0–1 is an error at the value, for both chances.
    #[test]
    fn a_chance_outside_0_to_1_is_a_located_error() {
        let text = milestone_2_config().replace(
            "\n}",
            ",\n  \"assassin_bribe_fail_rate\": -0.5,\n  \"hydra_health_increase_rate\": 1.01\n}",
        );
        let errors: Vec<String> =
            parse_config(&text).expect_err("bad chances").iter().map(ToString::to_string).collect();
        assert_eq!(
            errors,
            [
                "26:31: assassin_bribe_fail_rate: expected a chance from 0 to 1",
                "27:33: hydra_health_increase_rate: expected a chance from 0 to 1",
            ]
        );
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
                "6:18: bomb_radius: expected a whole number",
                "8:20: player_health: expected a number",
                "22:20: treasure_gaol: unknown config key",
            ]
        );
    }

    /// Later offerings of the course name the spawn rates intervals, and
    /// leave keys out: an interval is its rate, a key left out is the
    /// template's 0 with a warning that names it. Both names of one number
    /// are an error.
    #[test]
    fn later_offerings_configs_load_with_warnings_for_what_they_leave_out() {
        let text = milestone_2_config()
            .replace("\"spider_spawn_rate\": 1", "\"spider_spawn_interval\": 7")
            .replace("  \"treasure_goal\": 1,\n", "");
        let read = read_config(&text).expect("a later offering's config loads");
        assert_eq!(read.config.spider_spawn_rate, 7);
        assert_eq!(read.config.treasure_goal, 0);
        let warnings: Vec<String> =
            read.warnings.iter().map(|w| w.located_warning("c.json")).collect();
        assert_eq!(
            warnings,
            ["c.json:1:1: warning: `treasure_goal` is missing: the template's 0 is used"]
        );
        let both = milestone_2_config().replace("\n}", ",\n  \"zombie_spawn_interval\": 3\n}");
        let errors: Vec<String> =
            parse_config(&both).expect_err("both").iter().map(ToString::to_string).collect();
        assert_eq!(
            errors,
            ["26:28: zombie_spawn_interval: `zombie_spawn_interval` and `zombie_spawn_rate` name one number: give it once"]
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
