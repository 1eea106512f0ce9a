//! `Chaotic`: wanders at random (the confused model).

use super::{random_step, Action, BehaviourModel, BehaviourRecord, Senses};
use crate::game::rng::GameRng;

/// Steps in a random direction among those it may enter (walls count only for
/// creatures that do not pass them), or stays when boxed in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Chaotic;

impl BehaviourModel for Chaotic {
    fn on_move(&mut self, senses: &Senses<'_>, rng: &mut GameRng) -> Action {
        random_step(senses, rng)
    }

    fn clone_model(&self) -> Box<dyn BehaviourModel> {
        Box::new(*self)
    }

    fn state_name(&self) -> String {
        "chaotic".to_owned()
    }

    fn to_record(&self) -> BehaviourRecord {
        BehaviourRecord::Chaotic
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::behaviour::test_support::{marks, senses};
    use crate::game::{CharMap, Direction};
    use std::collections::HashSet;

    #[test]
    fn picks_only_free_directions_and_all_of_them() {
        let map = CharMap::parse(
            "\
#.#
#g.
#m#
...@",
        );
        let (me, player) = marks(&map);
        let mut rng = GameRng::new(11, 0);
        let mut seen = HashSet::new();
        for _ in 0..200 {
            seen.insert(Chaotic.on_move(&senses(&map, me, player, false), &mut rng));
        }
        let expected: HashSet<Action> =
            [Action::Step(Direction::Up), Action::Step(Direction::Right)].into();
        assert_eq!(seen, expected);
    }

    #[test]
    fn stays_when_boxed_in_but_a_ghost_walks_into_walls() {
        let map = CharMap::parse(
            "\
.#.
#gm
.#.
@",
        );
        let (me, player) = marks(&map);
        let mut rng = GameRng::new(11, 0);
        let walker = senses(&map, me, player, false);
        assert_eq!(Chaotic.on_move(&walker, &mut rng), Action::Stay);
        let ghost = Senses { passes_walls: true, ..walker };
        for _ in 0..50 {
            let action = Chaotic.on_move(&ghost, &mut rng);
            assert!(
                matches!(action, Action::Step(d) if d != Direction::Right),
                "a ghost still may not enter an occupied cell: {action:?}"
            );
        }
    }
}
