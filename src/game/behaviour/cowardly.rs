//! `Cowardly`: runs from the player while it sees them.

use super::{Action, BehaviourModel, BehaviourRecord, Senses, FLEE_LOOKAHEAD};
use crate::game::pathing::step_away;
use crate::game::rng::GameRng;

/// Flees towards the safest reachable place while it sees the player (see
/// [`step_away`]); otherwise stays put.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Cowardly;

impl BehaviourModel for Cowardly {
    fn on_move(&mut self, senses: &Senses<'_>, _rng: &mut GameRng) -> Action {
        if !senses.sees_player {
            return Action::Stay;
        }
        step_away(senses.map, senses.me, senses.player, senses.passes_walls, FLEE_LOOKAHEAD).into()
    }

    fn clone_model(&self) -> Box<dyn BehaviourModel> {
        Box::new(*self)
    }

    fn state_name(&self) -> String {
        "cowardly".to_owned()
    }

    fn to_record(&self) -> BehaviourRecord {
        BehaviourRecord::Cowardly
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::behaviour::test_support::{apply, marks, senses};
    use crate::game::CharMap;

    #[test]
    fn increases_the_distance_while_it_sees_the_player() {
        let map = CharMap::parse(
            "\
.........
..@.g....
.........",
        );
        let (mut me, player) = marks(&map);
        let mut rng = GameRng::new(2, 2);
        let mut distance = me.manhattan(player);
        for _ in 0..4 {
            let now = senses(&map, me, player, true);
            let action = Cowardly.on_move(&now, &mut rng);
            me = apply(&now, action);
            assert!(me.manhattan(player) > distance, "ran to {me}");
            distance = me.manhattan(player);
        }
    }

    #[test]
    fn stays_when_it_does_not_see_the_player() {
        let map = CharMap::parse("@.g");
        let (me, player) = marks(&map);
        let mut rng = GameRng::new(2, 2);
        assert_eq!(Cowardly.on_move(&senses(&map, me, player, false), &mut rng), Action::Stay);
    }
}
