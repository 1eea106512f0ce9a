//! `Action`: what the player does in one call: a move, using an item, building,
//! or interacting with the entity on a cell. Written `up`, `use:bomb`,
//! `build:bow`, `interact:3,4`.

use super::action_error::ActionError;
use super::item::ItemType;
use crate::game::{Coordinates, Direction};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// One action of the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Move one cell (a tick).
    Move(Direction),
    /// Use the first item of this type (a tick).
    Use(ItemType),
    /// Build an item (not a tick).
    Build(ItemType),
    /// Bribe the mercenary or destroy the spawner on this cell (not a tick).
    Interact(Coordinates),
}

impl FromStr for Action {
    type Err = ActionError;

    fn from_str(text: &str) -> Result<Action, ActionError> {
        let item = |name: &str| {
            ItemType::from_name(name).ok_or_else(|| {
                ActionError::illegal(crate::locale::phrase(
                    "dungeon_refused_not_item",
                    &[("name", name)],
                ))
            })
        };
        match text {
            "up" => return Ok(Action::Move(Direction::Up)),
            "down" => return Ok(Action::Move(Direction::Down)),
            "left" => return Ok(Action::Move(Direction::Left)),
            "right" => return Ok(Action::Move(Direction::Right)),
            _ => {}
        }
        match text.split_once(':') {
            Some(("use", name)) => item(name).map(Action::Use),
            Some(("build", name)) => item(name).map(Action::Build),
            Some(("interact", cell)) => {
                let parsed = cell.split_once(',').and_then(|(x, y)| {
                    Some(Coordinates::new(x.trim().parse().ok()?, y.trim().parse().ok()?))
                });
                parsed.map(Action::Interact).ok_or_else(|| {
                    ActionError::illegal(crate::locale::phrase(
                        "dungeon_refused_bad_cell",
                        &[("cell", cell)],
                    ))
                })
            }
            _ => Err(ActionError::illegal(crate::locale::phrase(
                "dungeon_refused_unknown_action",
                &[("text", text)],
            ))),
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Move(Direction::Up) => f.write_str("up"),
            Action::Move(Direction::Down) => f.write_str("down"),
            Action::Move(Direction::Left) => f.write_str("left"),
            Action::Move(Direction::Right) => f.write_str("right"),
            Action::Use(item) => write!(f, "use:{item}"),
            Action::Build(item) => write!(f, "build:{item}"),
            Action::Interact(cell) => write!(f, "interact:{},{}", cell.x, cell.y),
        }
    }
}

/// The longest action text a file may hold: `interact:` and two numbers.
const MAX_ACTION_TEXT: usize = 40;

/// Saves and replays write an action as its text (`"interact:3,4"`).
impl Serialize for Action {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Action {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Action, D::Error> {
        let text = String::deserialize(deserializer)?;
        if text.len() > MAX_ACTION_TEXT {
            return Err(serde::de::Error::custom(format!(
                "an action of {} bytes (at most {MAX_ACTION_TEXT})",
                text.len()
            )));
        }
        text.parse().map_err(|e: ActionError| serde::de::Error::custom(e.message))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_read_and_write_back() {
        for text in ["up", "down", "left", "right", "use:bomb", "build:shield", "interact:-3,4"] {
            let action: Action = text.parse().expect(text);
            assert_eq!(action.to_string(), text);
        }
    }

    #[test]
    fn malformed_actions_are_illegal_arguments() {
        for text in ["jump", "use:lava", "interact:3", "interact:a,b", "Up"] {
            let error = text.parse::<Action>().expect_err(text);
            assert_eq!(error.kind, super::super::action_error::ActionErrorKind::IllegalArgument);
        }
    }
}
