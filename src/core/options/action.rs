//! `Action`: what a bound key does while playing. The binding table maps the
//! keys a player types to these; screens ask for actions, not letters. Each
//! action has the [`Mode`]s where it means something: a key may stand for
//! two actions only if no mode has both.

use serde::Serialize;

/// One thing a player can bind a key to.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    crate::json::ToJson,
    crate::json::FromJson,
)]
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
    /// In a labyrinth: show the next fragment of the map.
    NextFragment,
    /// In Dungeon Mania: set a bomb.
    UseBomb,
    /// In Dungeon Mania: drink an invincibility potion.
    UseInvincibility,
    /// In Dungeon Mania: drink an invisibility potion.
    UseInvisibility,
    /// In Dungeon Mania: build a bow.
    BuildBow,
    /// In Dungeon Mania: build a shield.
    BuildShield,
    /// In Dungeon Mania: export the replay of the game so far.
    ExportReplay,
    /// In the replay viewer: play or pause.
    ReplayPlayPause,
    /// In the replay viewer: one step forward (and pause).
    ReplayStep,
    /// In the replay viewer: one step back (and pause).
    ReplayBack,
    /// In the replay viewer: play faster.
    ReplayFaster,
    /// In the replay viewer: play slower.
    ReplaySlower,
    /// Everywhere: sound off, or back on.
    ToggleMute,
    /// In Dungeon Mania: build a sceptre.
    BuildSceptre,
    /// In Dungeon Mania: build midnight armour.
    BuildMidnightArmour,
    /// Step (or attack) up and to the left.
    MoveUpLeft,
    /// Step (or attack) up and to the right.
    MoveUpRight,
    /// Step (or attack) down and to the left.
    MoveDownLeft,
    /// Step (or attack) down and to the right.
    MoveDownRight,
    /// Wait until healed, or until something comes into view or is said.
    Rest,
    /// The whole remembered level, fitted to the screen.
    Overview,
    /// In Dungeon Mania, with a time turner: go back one tick.
    RewindOne,
    /// In Dungeon Mania, with a time turner: go back five ticks.
    RewindFive,
    /// Shoot an arrow with a bow (then a direction key).
    Fire,
    /// Build a bow or a shield from what the pack holds.
    Build,
}

/// Where keys are read: each screen reads the actions of its mode only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// The game (playing, its end screens and the menus).
    Game,
    /// Terra Incognita labyrinths.
    Labyrinth,
    /// Dungeon Mania.
    Dungeon,
    /// Build Your Own World (only walking and help: its other keys are the
    /// letters of its input string).
    Byow,
    /// The replay viewer.
    Replay,
    /// The death and win screens: their keys (a new game, the menu, the
    /// replay) may share letters with moves (N steps down-right while
    /// playing and starts a new game at the end).
    End,
}

impl Action {
    /// Every action, in the order the options screen lists them.
    pub const ALL: [Action; 55] = [
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
        Action::NextFragment,
        Action::UseBomb,
        Action::UseInvincibility,
        Action::UseInvisibility,
        Action::BuildBow,
        Action::BuildShield,
        Action::ExportReplay,
        Action::ReplayPlayPause,
        Action::ReplayStep,
        Action::ReplayBack,
        Action::ReplayFaster,
        Action::ReplaySlower,
        Action::ToggleMute,
        Action::BuildSceptre,
        Action::BuildMidnightArmour,
        Action::MoveUpLeft,
        Action::MoveUpRight,
        Action::MoveDownLeft,
        Action::MoveDownRight,
        Action::Rest,
        Action::Overview,
        Action::RewindOne,
        Action::RewindFive,
        Action::Fire,
        Action::Build,
    ];

    /// The keys bound to this action until the player changes them, by the
    /// names [`key_name`](super::key_name) gives.
    pub fn default_keys(self) -> &'static [&'static str] {
        match self {
            Action::MoveUp => &["w", "Numpad8"],
            Action::MoveDown => &["s", "Numpad2"],
            Action::MoveLeft => &["a", "Numpad4"],
            Action::MoveRight => &["d", "Numpad6"],
            Action::Wait => &[".", "Space", "Numpad5"],
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
            Action::NextFragment => &["f"],
            Action::UseBomb => &["b"],
            Action::UseInvincibility => &["p"],
            Action::UseInvisibility => &["v"],
            Action::BuildBow => &["1"],
            Action::BuildShield => &["2"],
            Action::BuildSceptre => &["3"],
            Action::BuildMidnightArmour => &["4"],
            Action::ExportReplay => &["r"],
            Action::ReplayPlayPause => &["Space", "Enter"],
            Action::ReplayStep => &["d", "ArrowRight", "."],
            Action::ReplayBack => &["a", "ArrowLeft"],
            Action::ReplayFaster => &["w", "ArrowUp"],
            Action::ReplaySlower => &["s", "ArrowDown"],
            // Not a letter: Build Your Own World types every letter.
            Action::ToggleMute => &["-"],
            Action::MoveUpLeft => &["y", "Numpad7"],
            Action::MoveUpRight => &["u", "Numpad9"],
            Action::MoveDownLeft => &["b", "Numpad1"],
            Action::MoveDownRight => &["n", "Numpad3"],
            Action::Rest => &["z"],
            Action::Overview => &["m"],
            // Y beside the letters of the other keys, 5 for five ticks:
            // neither is a Dungeon Mania key.
            Action::RewindOne => &["y"],
            Action::RewindFive => &["5"],
            // F is a labyrinth's fragment key, never read while playing the
            // descent; I is free there.
            Action::Fire => &["f"],
            Action::Build => &["i"],
        }
    }

    /// The modes where the action means something. Arrows also walk in the
    /// labyrinth, Dungeon Mania and BYOW when no action there has them.
    pub fn modes(self) -> &'static [Mode] {
        use Mode::*;
        match self {
            Action::MoveUp | Action::MoveDown | Action::MoveLeft | Action::MoveRight => {
                &[Game, Labyrinth, Dungeon, Byow]
            }
            Action::Wait => &[Game, Labyrinth],
            // The play screen's own keys, in every mode it plays.
            Action::Explore | Action::Look | Action::Surroundings => {
                &[Game, Labyrinth, Dungeon, Byow]
            }
            Action::History => &[Game, Labyrinth, Dungeon, Byow, End],
            Action::Help => &[Game, Labyrinth, Dungeon, Byow],
            Action::Use => &[Game, Dungeon],
            Action::ExportWorld => &[Game, Dungeon, Byow],
            Action::NewGame | Action::MainMenu | Action::WatchReplay => &[End],
            // The whole level is the engine's memory; a labyrinth's felt
            // fragments are its own map (F).
            Action::Overview => &[Game, Dungeon],
            Action::NextFragment => &[Labyrinth],
            Action::UseBomb
            | Action::UseInvincibility
            | Action::UseInvisibility
            | Action::BuildBow
            | Action::BuildShield
            | Action::BuildSceptre
            | Action::BuildMidnightArmour
            | Action::ExportReplay
            | Action::RewindOne
            | Action::RewindFive => &[Dungeon],
            Action::ReplayPlayPause
            | Action::ReplayStep
            | Action::ReplayBack
            | Action::ReplayFaster
            | Action::ReplaySlower => &[Replay],
            Action::ToggleMute => &[Game, Labyrinth, Dungeon, Byow, Replay, End],
            _ => &[Game],
        }
    }

    /// Whether some mode has both actions (so they may not share a key).
    pub fn meets(self, other: Action) -> bool {
        self.modes().iter().any(|m| other.modes().contains(m))
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
        let mut name = String::new();
        crate::json::ToJsonKey::json_key(&self, &mut name);
        name
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
        assert_eq!(Action::ReplayPlayPause.id(), "replay_play_pause");
    }

    #[test]
    fn actions_of_different_modes_never_meet() {
        assert!(Action::MoveUp.meets(Action::BuildBow), "both walk in Dungeon Mania");
        assert!(!Action::Slot1.meets(Action::BuildBow));
        assert!(!Action::ReplayFaster.meets(Action::MoveUp));
        assert!(!Action::NewGame.meets(Action::MoveDownRight), "N: a new game, a step");
        assert!(Action::History.meets(Action::NewGame), "H lists the messages at the end");
        assert!(Action::ALL.iter().all(|a| a.meets(*a) && !a.modes().is_empty()));
    }
}
