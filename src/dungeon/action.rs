//! `Action`: what the player does in one call: a move, using an item, building,
//! or interacting with the entity on a cell; or, with a time turner,
//! rewinding. Written `up`, `use:bomb`, `build:bow`, `interact:3,4`,
//! `rewind:5`. The referee turns each into an engine [`Command`] and back.

use super::action_error::ActionError;
use super::names::{item_from_name, item_name};
use crate::game::{Command, Coordinates, Direction, ItemKind};
use serde::{Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// One action of the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Move one cell (a tick).
    Move(Direction),
    /// Use the first item of this kind (a tick).
    Use(ItemKind),
    /// Build an item (a tick).
    Build(ItemKind),
    /// Bribe the mercenary or destroy the spawner on this cell (a tick).
    Interact(Coordinates),
    /// Go back this many ticks (no tick: time runs back).
    Rewind(u32),
}

impl From<Action> for Command {
    fn from(action: Action) -> Command {
        match action {
            Action::Move(direction) => Command::Move(direction),
            Action::Use(item) => Command::Use(item),
            Action::Build(item) => Command::Build(item),
            Action::Interact(cell) => Command::Interact(cell),
            Action::Rewind(ticks) => Command::Rewind(ticks),
        }
    }
}

impl Action {
    /// The action an engine command stands for; `None` for commands Dungeon
    /// Mania has no action for (waiting, choosing a slot, stairs, diagonal
    /// steps: its moves are the spec's four; shooting: its bow never shoots).
    pub fn of_command(command: Command) -> Option<Action> {
        Some(match command {
            Command::Move(direction) => Action::Move(direction),
            Command::Use(item) => Action::Use(item),
            Command::Build(item) => Action::Build(item),
            Command::Interact(cell) => Action::Interact(cell),
            Command::Rewind(ticks) => Action::Rewind(ticks),
            Command::Wait
            | Command::Select(_)
            | Command::Cycle(_)
            | Command::UseSelected
            | Command::DropSelected
            | Command::Travel(_)
            | Command::Strike
            | Command::BackOff
            | Command::Diagonal(_)
            | Command::Fire(_) => return None,
        })
    }
}

impl FromStr for Action {
    type Err = ActionError;

    fn from_str(text: &str) -> Result<Action, ActionError> {
        let item = |name: &str| {
            item_from_name(name).ok_or_else(|| {
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
            // The spec's interface refuses a rewind of no ticks or fewer as
            // an illegal argument.
            Some(("rewind", ticks)) => match ticks.trim().parse::<u32>() {
                Ok(ticks) if ticks > 0 => Ok(Action::Rewind(ticks)),
                _ => Err(ActionError::illegal(crate::locale::phrase(
                    "dungeon_refused_bad_rewind",
                    &[("ticks", ticks)],
                ))),
            },
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
            Action::Use(item) => write!(f, "use:{}", item_name(*item)),
            Action::Build(item) => write!(f, "build:{}", item_name(*item)),
            Action::Interact(cell) => write!(f, "interact:{},{}", cell.x, cell.y),
            Action::Rewind(ticks) => write!(f, "rewind:{ticks}"),
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

impl crate::json::ToJson for Action {
    fn to_json(&self, w: &mut crate::json::Writer) {
        w.str(&self.to_string());
    }
}

impl crate::json::FromJson for Action {
    fn from_json(node: &crate::json::Node) -> Result<Action, crate::json::Error> {
        let text = String::from_json(node)?;
        if text.len() > MAX_ACTION_TEXT {
            return Err(crate::json::Error::custom(format!(
                "an action of {} bytes (at most {MAX_ACTION_TEXT})",
                text.len()
            )));
        }
        text.parse().map_err(|e: ActionError| crate::json::Error::custom(e.message))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_read_and_write_back() {
        let texts = ["up", "down", "left", "right", "use:bomb", "build:shield", "interact:-3,4"];
        for text in texts.into_iter().chain(["rewind:1", "rewind:5"]) {
            let action: Action = text.parse().expect(text);
            assert_eq!(action.to_string(), text);
        }
    }

    #[test]
    fn malformed_actions_are_illegal_arguments() {
        let texts =
            ["jump", "use:lava", "interact:3", "interact:a,b", "Up", "rewind:0", "rewind:-1"];
        for text in texts.into_iter().chain(["rewind:x", "rewind:"]) {
            let error = text.parse::<Action>().expect_err(text);
            assert_eq!(error.kind, super::super::action_error::ActionErrorKind::IllegalArgument);
        }
    }
}
