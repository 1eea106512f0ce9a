//! Judges the dungeon's goal against the game (spec §3.7, §3.8): goals count
//! only from the first tick on, and are judged afresh every time, so a goal can
//! become unmet again.

use super::entity::EntityKind;
use super::goal::GoalFacts;
use super::state::Dungeon;

impl Dungeon {
    /// The facts the goal is judged on now.
    pub fn goal_facts(&self) -> GoalFacts {
        let config = &self.state.config;
        let on_exit = self
            .player_pos()
            .is_some_and(|pos| self.find_at(pos, |k| *k == EntityKind::Exit).is_some());
        let spawners_left = self.actor_ids().into_iter().any(|id| {
            matches!(self.entity(id).map(|e| &e.kind), Some(EntityKind::ZombieToastSpawner))
        });
        let boulders = self
            .switch_ids()
            .all(|id| self.entity(id).is_some_and(|switch| self.is_active_switch(switch.pos)));
        GoalFacts {
            on_exit,
            enemies: self.state.kills >= u64::from(config.enemy_goal) && !spawners_left,
            treasure: self.state.treasure_collected >= u64::from(config.treasure_goal),
            boulders,
        }
    }

    /// What is left of the goal, as the spec writes it; empty once won.
    pub fn goals_text(&self) -> String {
        if self.state.tick == 0 {
            self.state.goal.text()
        } else {
            self.state.goal.remaining(&self.goal_facts())
        }
    }

    /// Whether the game is won now.
    pub fn is_won(&self) -> bool {
        self.state.tick > 0 && self.state.goal.is_met(&self.goal_facts())
    }
}
