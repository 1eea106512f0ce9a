//! `Action`: what a bound key does while playing. The binding table maps the
//! keys a player types to these; screens ask for actions, not letters.

use serde::{Deserialize, Serialize};

/// One thing a player can bind a key to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Step (or attack) up; also moves cursors up.
    MoveUp,
    /// Step (or attack) down; also moves cursors down.
    MoveDown,
    /// Step (or attack) left.
    MoveLeft,
    /// Step (or attack) right.
    MoveRight,
    /// Let a turn pass.
    Wait,
    /// Take the stairs down.
    StairsDown,
    /// Take the stairs up.
    StairsUp,
    /// Use or equip the selected item.
    Use,
    /// Drop the selected item.
    Drop,
    /// Select the previous inventory slot.
    PreviousSlot,
    /// Select the next inventory slot.
    NextSlot,
    /// Select inventory slot N (1–9).
    Slot1,
    /// Slot 2.
    Slot2,
    /// Slot 3.
    Slot3,
    /// Slot 4.
    Slot4,
    /// Slot 5.
    Slot5,
    /// Slot 6.
    Slot6,
    /// Slot 7.
    Slot7,
    /// Slot 8.
    Slot8,
    /// Slot 9.
    Slot9,
    /// Explore on its own until something comes into view.
    Explore,
    /// The look cursor.
    Look,
    /// The message history.
    History,
    /// The help overlay with every key and the guide.
    Help,
    /// Export the current world as a world file.
    ExportWorld,
    /// Copy a link to this seed.
    CopyLink,
    /// Tell the surroundings in words (for screen readers); takes no turn.
    Surroundings,
    /// On an end screen: a new game.
    NewGame,
    /// On an end screen: the main menu.
    MainMenu,
    /// On an end screen: watch the replay.
    WatchReplay,
}

impl Action {
    /// Every action, in the order the options screen lists them.
    pub const ALL: [Action; 30] = [
        Action::MoveUp,
        Action::MoveDown,
        Action::MoveLeft,
        Action::MoveRight,
        Action::Wait,
        Action::StairsDown,
        Action::StairsUp,
        Action::Use,
        Action::Drop,
        Action::PreviousSlot,
        Action::NextSlot,
        Action::Slot1,
        Action::Slot2,
        Action::Slot3,
        Action::Slot4,
        Action::Slot5,
        Action::Slot6,
        Action::Slot7,
        Action::Slot8,
        Action::Slot9,
        Action::Explore,
        Action::Look,
        Action::History,
        Action::Help,
        Action::ExportWorld,
        Action::CopyLink,
        Action::Surroundings,
        Action::NewGame,
        Action::MainMenu,
        Action::WatchReplay,
    ];

    /// The keys bound to this action until the player changes them, by the
    /// names [`key_name`](super::key_name) gives.
    pub fn default_keys(self) -> &'static [&'static str] {
        match self {
            Action::MoveUp => &["w"],
            Action::MoveDown => &["s"],
            Action::MoveLeft => &["a"],
            Action::MoveRight => &["d"],
            Action::Wait => &[".", "Space"],
            Action::StairsDown => &[">"],
            Action::StairsUp => &["<"],
            Action::Use => &["e", "Enter"],
            Action::Drop => &["q", "Backspace"],
            Action::PreviousSlot => &["ArrowLeft"],
            Action::NextSlot => &["ArrowRight"],
            Action::Slot1 => &["1"],
            Action::Slot2 => &["2"],
            Action::Slot3 => &["3"],
            Action::Slot4 => &["4"],
            Action::Slot5 => &["5"],
            Action::Slot6 => &["6"],
            Action::Slot7 => &["7"],
            Action::Slot8 => &["8"],
            Action::Slot9 => &["9"],
            Action::Explore => &["o"],
            Action::Look => &["l"],
            Action::History => &["h"],
            Action::Help => &["?"],
            Action::ExportWorld => &["x"],
            Action::CopyLink => &["c"],
            Action::Surroundings => &["t"],
            Action::NewGame => &["n"],
            Action::MainMenu => &["m"],
            Action::WatchReplay => &["r"],
        }
    }

    /// The inventory slot (0-based) a slot action selects.
    pub fn slot(self) -> Option<usize> {
        let slots = &Action::ALL[11..20];
        slots.iter().position(|&a| a == self)
    }

    /// The key of its name in the locale's phrases (`action_move_up` …).
    pub fn phrase_key(self) -> String {
        format!("action_{}", self.id())
    }

    /// Its stable name in stored options (`move_up` …).
    pub fn id(self) -> String {
        serde_json::to_value(self)
            .ok()
            .and_then(|v| v.as_str().map(str::to_owned))
            .expect("an action serialises as its name")
    }

    /// The player-facing name of the action, in the current language.
    pub fn label(self) -> String {
        crate::locale::phrase(&self.phrase_key(), &[])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_are_the_nine_slot_actions() {
        assert_eq!(Action::Slot1.slot(), Some(0));
        assert_eq!(Action::Slot9.slot(), Some(8));
        assert_eq!(Action::Use.slot(), None);
        assert_eq!(Action::MoveUp.id(), "move_up");
        assert_eq!(Action::PreviousSlot.phrase_key(), "action_previous_slot");
    }
}
