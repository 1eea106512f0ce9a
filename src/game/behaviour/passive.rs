//! `Passive`: never moves (the mimic's model).

use super::{Action, BehaviourModel, BehaviourRecord, Senses};
use crate::game::rng::GameRng;

/// Never moves, whatever happens.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Passive;

impl BehaviourModel for Passive {
    fn on_move(&mut self, _senses: &Senses<'_>, _rng: &mut GameRng) -> Action {
        Action::Stay
    }

    fn clone_model(&self) -> Box<dyn BehaviourModel> {
        Box::new(*self)
    }

    fn state_name(&self) -> String {
        "passive".to_owned()
    }

    fn to_record(&self) -> BehaviourRecord {
        BehaviourRecord::Passive
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::behaviour::mimic_model;
    use crate::game::behaviour::test_support::{marks, senses};
    use crate::game::CharMap;

    #[test]
    fn a_mimic_stays_still_even_next_to_a_visible_player() {
        let map = CharMap::parse("...\n.g@\n...");
        let (me, player) = marks(&map);
        let mut rng = GameRng::new(3, 3);
        let mut mimic = mimic_model();
        for sees in [true, false, true] {
            assert_eq!(mimic.on_move(&senses(&map, me, player, sees), &mut rng), Action::Stay);
        }
        assert_eq!(mimic.state_name(), "passive");
    }
}
