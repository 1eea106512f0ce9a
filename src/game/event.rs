//! Game events: what the game logic announces through the event bus.

/// Something that happened in the game, sent as a follow-up event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameEvent {
    /// The player's health reached zero.
    PlayerDie,
    /// The player gained one or more levels.
    LevelUp {
        /// Level before.
        previous_level: i32,
        /// Level now.
        level: i32,
        /// Attack before.
        previous_attack: i32,
        /// Attack now.
        attack: i32,
        /// Armor before.
        previous_armor: i32,
        /// Armor now.
        armor: i32,
    },
}
