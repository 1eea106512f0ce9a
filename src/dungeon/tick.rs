//! Playing an action (spec §3, §6): moves and uses are ticks, in the order
//! player, battles on its cell, creatures (each fighting if it reaches the
//! player), spawning, then potions wear; building and interacting take no
//! time. A refused action changes nothing.

use super::action::Action;
use super::action_error::ActionError;
use super::pathing::MAX_SEARCH_CELLS_PER_TICK;
use super::state::Dungeon;

impl Dungeon {
    /// Plays one action, or refuses it and leaves the game as it was.
    pub fn apply(&mut self, action: Action) -> Result<(), ActionError> {
        if self.state.player.is_none() {
            return Err(ActionError::invalid(crate::locale::phrase(
                "dungeon_refused_dead_over",
                &[],
            )));
        }
        match action {
            Action::Move(direction) => self.play_tick(|d| d.move_player(direction)),
            Action::Use(item) => {
                self.check_usable(item)?;
                self.play_tick(|d| d.use_item(item));
            }
            Action::Build(item) => self.build(item)?,
            Action::Interact(cell) => self.interact(cell)?,
        }
        Ok(())
    }

    /// One tick, after the player's own turn `player_turn`.
    fn play_tick(&mut self, player_turn: impl FnOnce(&mut Dungeon)) {
        let Some(before) = self.player_pos() else {
            return;
        };
        self.state.tick += 1;
        self.search_budget = MAX_SEARCH_CELLS_PER_TICK;
        player_turn(self);
        self.battles_on_player_cell();
        self.move_creatures(before);
        self.spawn_creatures();
        self.state.effects.end_tick();
    }
}
