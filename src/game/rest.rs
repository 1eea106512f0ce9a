//! Rest: waiting, a turn at a time, until the player is healed — or until
//! something comes into view, a blow lands or anything is said ([`Watch`]),
//! so resting never sleeps through what a player would wake for.

use super::game::{Command, Game};
use super::watch::{Interruption, Watch};

/// Why resting stops, or will not start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RestStop {
    /// The player is at full health.
    Healed,
    /// Something a player wakes for (a creature already in view refuses
    /// the rest before it starts).
    Interrupted(Interruption),
    /// The player does not heal by waiting here (a world whose player has
    /// no regeneration).
    NoHealing,
    /// The game is over.
    Over,
}

/// One rest, from the key press that starts it to its stop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rester {
    watch: Watch,
}

impl Rester {
    /// A rest from now, or why there is none: already healed, a creature in
    /// view, no healing by waiting.
    pub fn new(game: &Game) -> Result<Rester, RestStop> {
        let player = &game.player;
        if game.is_over() {
            return Err(RestStop::Over);
        }
        if player.health >= player.max_health {
            return Err(RestStop::Healed);
        }
        if let Some(kind) = game.creature_kinds_in_view().first() {
            return Err(RestStop::Interrupted(Interruption::Creature(*kind)));
        }
        if !player.growth.is_some_and(|g| g.regeneration_turns > 0) {
            return Err(RestStop::NoHealing);
        }
        Ok(Rester { watch: Watch::new(game, true) })
    }

    /// The next wait, or why to stop. Call it before each turn and play the
    /// command it gives.
    pub fn next(&mut self, game: &Game) -> Result<Command, RestStop> {
        if game.is_over() {
            return Err(RestStop::Over);
        }
        self.watch.look(game).map_err(RestStop::Interrupted)?;
        if game.player.health >= game.player.max_health {
            return Err(RestStop::Healed);
        }
        Ok(Command::Wait)
    }
}
