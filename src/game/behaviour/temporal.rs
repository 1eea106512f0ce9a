//! `Temporal`: a decorator that puts another model in charge for a few turns (how a
//! mob is confused after a fight).

use super::{Action, BehaviourModel, BehaviourRecord, Passive, Senses};
use crate::game::rng::GameRng;

/// Applies `temporary` for `turns_left` turns, then hands back `underlying` through
/// [`BehaviourModel::expired`] so the owner can put it back in place, which is how
/// this decorator removes itself.
#[derive(Clone, Debug)]
pub struct Temporal {
    temporary: Box<dyn BehaviourModel>,
    turns_left: u32,
    underlying: Box<dyn BehaviourModel>,
}

impl Temporal {
    /// `temporary` for `turns` turns, then `underlying` again.
    pub fn new(
        temporary: Box<dyn BehaviourModel>,
        turns: u32,
        underlying: Box<dyn BehaviourModel>,
    ) -> Temporal {
        Temporal { temporary, turns_left: turns, underlying }
    }

    /// Turns before the underlying model resumes.
    pub fn turns_left(&self) -> u32 {
        self.turns_left
    }

    /// The model that resumes afterwards.
    pub fn underlying(&self) -> &dyn BehaviourModel {
        self.underlying.as_ref()
    }
}

impl BehaviourModel for Temporal {
    fn on_move(&mut self, senses: &Senses<'_>, rng: &mut GameRng) -> Action {
        // An owner that never calls `expired` still gets the right behaviour: once the
        // time is up the underlying model acts.
        if self.turns_left == 0 {
            return self.underlying.on_move(senses, rng);
        }
        self.turns_left -= 1;
        self.temporary.on_move(senses, rng)
    }

    fn clone_model(&self) -> Box<dyn BehaviourModel> {
        Box::new(self.clone())
    }

    /// A confused mob keeps the frame of mind it will return to: a fleeing
    /// one dazed by a blow is still fleeing.
    fn is_fleeing(&self) -> bool {
        self.underlying.is_fleeing()
    }

    fn expired(&mut self) -> Option<Box<dyn BehaviourModel>> {
        if self.turns_left == 0 {
            // The owner drops `self` right after, so the placeholder is never used.
            return Some(std::mem::replace(&mut self.underlying, Box::new(Passive)));
        }
        if let Some(resumed) = self.temporary.expired() {
            self.temporary = resumed;
        }
        None
    }

    /// "confused" for a temporary random walk, the seed's one use of this decorator;
    /// otherwise "temporal:" and the temporary model's name. Once the time is up, the
    /// underlying model's name, as that is what acts.
    fn state_name(&self) -> String {
        if self.turns_left == 0 {
            self.underlying.state_name()
        } else if self.temporary.to_record() == BehaviourRecord::Chaotic {
            "confused".to_owned()
        } else {
            format!("temporal:{}", self.temporary.state_name())
        }
    }

    fn to_record(&self) -> BehaviourRecord {
        BehaviourRecord::Temporal {
            temporary: Box::new(self.temporary.to_record()),
            turns_left: self.turns_left,
            underlying: Box::new(self.underlying.to_record()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::behaviour::test_support::{marks, senses};
    use crate::game::behaviour::{confuse, take_turn, Aggressive, Cowardly};
    use crate::game::{CharMap, Direction};

    #[test]
    fn expires_after_exactly_n_turns_and_the_wrapped_model_resumes() {
        let map = CharMap::parse(".....\n.g..@\n.....");
        let (me, player) = marks(&map);
        let now = senses(&map, me, player, true);
        let mut rng = GameRng::new(4, 4);
        for turns in 0..4 {
            let mut model = confuse(Box::new(Aggressive), turns);
            for turn in 0..turns {
                assert_eq!(model.state_name(), "confused", "turn {turn} of {turns}");
                let action = take_turn(&mut model, &now, &mut rng);
                assert!(matches!(action, Action::Step(_)), "open ground: a confused mob moves");
            }
            assert_eq!(model.state_name(), "aggressive", "after {turns} turns");
            assert_eq!(model.to_record(), BehaviourRecord::Aggressive);
            let resumed = take_turn(&mut model, &now, &mut rng);
            assert_eq!(resumed, Action::Step(Direction::Right), "chases again");
        }
    }

    #[test]
    fn nested_temporaries_unwind_one_at_a_time() {
        let map = CharMap::parse("g.@");
        let (me, player) = marks(&map);
        let now = senses(&map, me, player, true);
        let mut rng = GameRng::new(4, 4);
        let inner = Box::new(Temporal::new(Box::new(Cowardly), 1, Box::new(Aggressive)));
        let mut model = confuse(inner, 1);
        assert_eq!(model.state_name(), "confused");
        take_turn(&mut model, &now, &mut rng);
        assert_eq!(model.state_name(), "temporal:cowardly");
        take_turn(&mut model, &now, &mut rng);
        assert_eq!(model.state_name(), "aggressive");
    }
}
