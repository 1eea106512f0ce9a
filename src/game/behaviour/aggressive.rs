//! `Aggressive`: chases the player while it sees them.

use super::{Action, BehaviourModel, BehaviourRecord, Senses, PATH_RADIUS};
use crate::game::pathing::step_toward;
use crate::game::rng::GameRng;

/// Chases the player along a shortest path while it sees them (stepping onto the
/// player attacks); otherwise stays put, having no idea where to go.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Aggressive;

impl BehaviourModel for Aggressive {
    fn on_move(&mut self, senses: &Senses<'_>, _rng: &mut GameRng) -> Action {
        if !senses.sees_player {
            return Action::Stay;
        }
        step_toward(senses.map, senses.me, senses.player, senses.passes_walls, PATH_RADIUS).into()
    }

    fn clone_model(&self) -> Box<dyn BehaviourModel> {
        Box::new(*self)
    }

    fn state_name(&self) -> String {
        "aggressive".to_owned()
    }

    fn to_record(&self) -> BehaviourRecord {
        BehaviourRecord::Aggressive
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::behaviour::test_support::{apply, marks, senses};
    use crate::game::{CharMap, Direction};

    #[test]
    fn closes_the_distance_around_a_wall() {
        let map = CharMap::parse(
            "\
.#...
.#...
g#.@.
.....",
        );
        let (mut me, player) = marks(&map);
        let mut rng = GameRng::new(1, 1);
        let mut model = Aggressive;
        let mut distances = vec![];
        // The chase only needs sight to start; the test keeps it on throughout.
        for _ in 0..4 {
            let now = senses(&map, me, player, true);
            let action = model.on_move(&now, &mut rng);
            me = apply(&now, action);
            distances.push(me.manhattan(player));
        }
        assert_eq!(distances, vec![4, 3, 2, 1]);
        let last = model.on_move(&senses(&map, me, player, true), &mut rng);
        assert_eq!(last, Action::Step(Direction::Right), "adjacent: attacks");
    }

    #[test]
    fn stays_without_sight() {
        let map = CharMap::parse("g..@");
        let (me, player) = marks(&map);
        let mut rng = GameRng::new(1, 1);
        assert_eq!(Aggressive.on_move(&senses(&map, me, player, false), &mut rng), Action::Stay);
        assert_eq!(Aggressive.state_name(), "aggressive");
    }
}
