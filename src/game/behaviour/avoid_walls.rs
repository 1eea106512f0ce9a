//! `AvoidWalls`: a decorator that wanders out of walls (the ghost's outer model).

use super::{random_step, Action, BehaviourModel, BehaviourRecord, Senses};
use crate::game::rng::GameRng;

/// While the mob stands inside an obstacle (an opaque cell, which only a
/// wall-walker can be in) it steps in a random direction; otherwise the inner model
/// decides. This keeps ghosts from settling inside walls where the player cannot
/// reach them.
#[derive(Clone, Debug)]
pub struct AvoidWalls {
    inner: Box<dyn BehaviourModel>,
}

impl AvoidWalls {
    /// Wraps `inner`.
    pub fn new(inner: Box<dyn BehaviourModel>) -> AvoidWalls {
        AvoidWalls { inner }
    }

    /// The model used outside walls.
    pub fn inner(&self) -> &dyn BehaviourModel {
        self.inner.as_ref()
    }
}

impl BehaviourModel for AvoidWalls {
    fn on_move(&mut self, senses: &Senses<'_>, rng: &mut GameRng) -> Action {
        if senses.map.is_opaque(senses.me) {
            random_step(senses, rng)
        } else {
            self.inner.on_move(senses, rng)
        }
    }

    fn clone_model(&self) -> Box<dyn BehaviourModel> {
        Box::new(self.clone())
    }

    fn expired(&mut self) -> Option<Box<dyn BehaviourModel>> {
        if let Some(resumed) = self.inner.expired() {
            self.inner = resumed;
        }
        None
    }

    fn is_fleeing(&self) -> bool {
        self.inner.is_fleeing()
    }

    /// The inner model's name: wandering out of a wall is a passing moment, not a
    /// state worth showing.
    fn state_name(&self) -> String {
        self.inner.state_name()
    }

    fn to_record(&self) -> BehaviourRecord {
        BehaviourRecord::AvoidWalls { inner: Box::new(self.inner.to_record()) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::behaviour::test_support::{apply, marks, senses};
    use crate::game::behaviour::{ghost_model, take_turn};
    use crate::game::{CharMap, GridMap};
    use std::collections::HashSet;

    #[test]
    fn a_ghost_flees_into_a_wall_then_wanders_while_inside() {
        let map = CharMap::parse(
            "\
#####
#@g##
#####",
        );
        let (me, player) = marks(&map);
        let mut rng = GameRng::new(8, 8);
        let mut ghost = ghost_model();
        let outside = Senses { passes_walls: true, ..senses(&map, me, player, true) };
        let flee = take_turn(&mut ghost, &outside, &mut rng);
        let inside_cell = apply(&outside, flee);
        assert!(map.is_opaque(inside_cell), "every way out is through a wall: {flee:?}");
        assert!(inside_cell.manhattan(player) > me.manhattan(player));

        // Inside the wall the ghost moves every turn, whatever it sees.
        let mut directions = HashSet::new();
        for sees in [true, false].into_iter().cycle().take(40) {
            let inside = Senses { passes_walls: true, ..senses(&map, inside_cell, player, sees) };
            match take_turn(&mut ghost, &inside, &mut rng) {
                Action::Step(d) => directions.insert(d),
                Action::Stay => panic!("a ghost inside a wall must move"),
            };
        }
        assert_eq!(directions.len(), 4, "moves at random: {directions:?}");
        assert_eq!(ghost.state_name(), "cowardly");
    }

    #[test]
    fn outside_walls_the_inner_model_decides() {
        let map = CharMap::parse("@.g..");
        let (me, player) = marks(&map);
        let mut rng = GameRng::new(8, 8);
        let mut ghost = ghost_model();
        let unseen = Senses { passes_walls: true, ..senses(&map, me, player, false) };
        assert_eq!(ghost.on_move(&unseen, &mut rng), Action::Stay);
        let seen = Senses { sees_player: true, ..unseen };
        let Action::Step(d) = ghost.on_move(&seen, &mut rng) else { panic!("flees on sight") };
        assert!(me.step(d).manhattan(player) > me.manhattan(player));
    }
}
