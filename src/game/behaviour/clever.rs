//! `Clever`: a state machine around another model that runs away when the player's
//! next strike would kill the mob (robots and wizards use it).

use super::FLEE_LOOKAHEAD;
use super::{Action, BehaviourModel, BehaviourRecord, Senses, StateMachine, Stated};
use crate::game::pathing::step_away;
use crate::game::rng::GameRng;
use serde::Serialize;

/// The states of [`Clever`].
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    crate::json::ToJson,
    crate::json::FromJson,
)]
#[serde(rename_all = "snake_case")]
pub enum CleverState {
    /// The next strike would not kill: the wrapped model decides.
    Calm,
    /// The next strike would kill: run.
    Fleeing,
}

/// The rules of [`Clever`]: flee while `max(0, player_attack − armor) >= health`,
/// otherwise let the wrapped model act. While fleeing the wrapped model is not
/// consulted at all, so its own state (a hunter's memory, say) waits unchanged.
/// A cornered mob (no step improves its safety) stays put rather than fight.
#[derive(Clone, Debug)]
pub struct CleverMachine {
    inner: Box<dyn BehaviourModel>,
}

impl CleverMachine {
    /// The model used while calm.
    pub fn inner(&self) -> &dyn BehaviourModel {
        self.inner.as_ref()
    }
}

/// Flees when the next strike would be deadly, otherwise acts as the model it wraps.
pub type Clever = Stated<CleverMachine>;

impl Stated<CleverMachine> {
    /// Wraps `inner`, starting calm.
    pub fn wrapping(inner: Box<dyn BehaviourModel>) -> Clever {
        Clever::wrapping_in_state(inner, CleverState::Calm)
    }

    /// Wraps `inner`, starting in `state` (for loading saved games).
    pub fn wrapping_in_state(inner: Box<dyn BehaviourModel>, state: CleverState) -> Clever {
        Stated::from_parts(CleverMachine { inner }, state, ())
    }
}

impl StateMachine for CleverMachine {
    type State = CleverState;
    type Memory = ();

    fn next(&self, _state: CleverState, senses: &Senses<'_>, _memory: &mut ()) -> CleverState {
        if senses.next_strike_is_deadly() {
            CleverState::Fleeing
        } else {
            CleverState::Calm
        }
    }

    fn act(
        &mut self,
        state: CleverState,
        senses: &Senses<'_>,
        _memory: &mut (),
        rng: &mut GameRng,
    ) -> Action {
        match state {
            CleverState::Calm => self.inner.on_move(senses, rng),
            CleverState::Fleeing => {
                step_away(senses.map, senses.me, senses.player, senses.passes_walls, FLEE_LOOKAHEAD)
                    .into()
            }
        }
    }

    /// "clever:fleeing", or "clever:calm/" and the wrapped model's name, so the
    /// overlay still shows what a calm robot is up to.
    fn state_name(&self, state: CleverState, _memory: &()) -> String {
        match state {
            CleverState::Calm => format!("clever:calm/{}", self.inner.state_name()),
            CleverState::Fleeing => "clever:fleeing".to_owned(),
        }
    }

    fn to_record(&self, state: CleverState, _memory: &()) -> BehaviourRecord {
        BehaviourRecord::Clever { state, inner: Box::new(self.inner.to_record()) }
    }

    fn is_fleeing(&self, state: CleverState) -> bool {
        state == CleverState::Fleeing
    }

    fn forward_expired(&mut self) {
        if let Some(resumed) = self.inner.expired() {
            self.inner = resumed;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::behaviour::test_support::{apply, marks, senses};
    use crate::game::behaviour::wizard_model;
    use crate::game::{CharMap, Direction};

    const ROOM: &str = "\
..........
..........
...@.g....
..........
..........";

    #[test]
    fn flees_at_low_health_and_fights_otherwise() {
        let map = CharMap::parse(ROOM);
        let (me, player) = marks(&map);
        let mut rng = GameRng::new(6, 6);
        let mut wizard = wizard_model();

        // Attack 10 against armor 2 deals 8: lethal at health 8, not at 9.
        let strong =
            Senses { health: 9, armor: 2, player_attack: 10, ..senses(&map, me, player, true) };
        let action = wizard.on_move(&strong, &mut rng);
        assert_eq!(wizard.state_name(), "clever:calm/aggressive");
        assert!(apply(&strong, action).manhattan(player) < me.manhattan(player), "closes in");

        let weak = Senses { health: 8, ..strong };
        let action = wizard.on_move(&weak, &mut rng);
        assert_eq!(wizard.state_name(), "clever:fleeing");
        assert!(apply(&weak, action).manhattan(player) > me.manhattan(player), "runs");

        // Healed (regeneration): fights again.
        let action = wizard.on_move(&strong, &mut rng);
        assert_eq!(wizard.state_name(), "clever:calm/aggressive");
        assert!(apply(&strong, action).manhattan(player) < me.manhattan(player));
    }

    #[test]
    fn attacks_when_adjacent_and_healthy_but_not_when_about_to_die() {
        let map = CharMap::parse("......\n..g@..\n......");
        let (me, player) = marks(&map);
        let mut rng = GameRng::new(6, 6);
        let mut wizard = wizard_model();
        let healthy = Senses { health: 20, player_attack: 5, ..senses(&map, me, player, true) };
        assert_eq!(wizard.on_move(&healthy, &mut rng), Action::Step(Direction::Right));
        let dying = Senses { health: 5, ..healthy };
        let action = wizard.on_move(&dying, &mut rng);
        assert_ne!(action, Action::Step(Direction::Right));
        assert!(apply(&dying, action).manhattan(player) > 1);
    }

    #[test]
    fn armor_that_stops_all_damage_keeps_it_calm() {
        let map = CharMap::parse(ROOM);
        let (me, player) = marks(&map);
        let mut rng = GameRng::new(6, 6);
        let mut wizard = wizard_model();
        let armored =
            Senses { health: 1, armor: 5, player_attack: 4, ..senses(&map, me, player, true) };
        wizard.on_move(&armored, &mut rng);
        assert_eq!(wizard.state_name(), "clever:calm/aggressive");
    }
}
