//! `ActionError`: why an action was refused (spec §6.5), in the player's
//! language. The game is left as it was.

use std::fmt;

/// The two refusals of the spec's controller.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActionErrorKind {
    /// The action names something that cannot be used, built or interacted
    /// with (the spec's `IllegalArgumentException`).
    IllegalArgument,
    /// The action is well formed but not possible now: the item is not held,
    /// materials are missing, the target is out of reach (`InvalidActionException`).
    InvalidAction,
}

/// A refused action, with a message for the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActionError {
    /// Which refusal.
    pub kind: ActionErrorKind,
    /// What was wrong.
    pub message: String,
}

impl ActionError {
    /// An illegal argument.
    pub fn illegal(message: impl Into<String>) -> ActionError {
        ActionError { kind: ActionErrorKind::IllegalArgument, message: message.into() }
    }

    /// An invalid action.
    pub fn invalid(message: impl Into<String>) -> ActionError {
        ActionError { kind: ActionErrorKind::InvalidAction, message: message.into() }
    }
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = crate::locale::phrase(
            match self.kind {
                ActionErrorKind::IllegalArgument => "dungeon_illegal_argument",
                ActionErrorKind::InvalidAction => "dungeon_invalid_action",
            },
            &[],
        );
        write!(f, "{kind}: {}", self.message)
    }
}

impl std::error::Error for ActionError {}
