//! `EnhancedAggressive` (the seed's "EnchancedAggressiveBehaviourModel"): a hunter
//! that wanders until it sees or hears the player, chases them, and when contact is
//! lost searches the place it last knew of before giving up.

use super::{random_step, Action, BehaviourRecord, Senses, StateMachine, Stated, PATH_RADIUS};
use crate::game::coordinates::Coordinates;
use crate::game::pathing::step_toward;
use crate::game::rng::GameRng;
use serde::Serialize;

/// The states of [`EnhancedAggressive`], in the seed's order.
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
pub enum HuntState {
    /// No idea where the player is: wanders at random.
    Unaware,
    /// Sees the player: chases them.
    PlayerVisible,
    /// Does not see the player but hears them (Manhattan distance within the hearing
    /// radius): chases them.
    PlayerNearly,
    /// Neither sees nor hears the player but did before: heads for the last known
    /// position, and becomes unaware on reaching it without new contact.
    PlayerWasVisible,
}

impl HuntState {
    /// The name shown in snapshots and the debug overlay.
    pub const fn name(self) -> &'static str {
        match self {
            HuntState::Unaware => "hunter:unaware",
            HuntState::PlayerVisible => "hunter:visible",
            HuntState::PlayerNearly => "hunter:heard",
            HuntState::PlayerWasVisible => "hunter:was-visible",
        }
    }
}

/// The rules of [`EnhancedAggressive`]. Its memory is the player's last known
/// position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HunterMachine;

/// The hunter: see [`HuntState`] for what it does in each state.
pub type EnhancedAggressive = Stated<HunterMachine>;

impl Stated<HunterMachine> {
    /// A hunter that knows nothing yet.
    pub fn unaware() -> EnhancedAggressive {
        Stated::from_parts(HunterMachine, HuntState::Unaware, None)
    }

    /// A hunter in `state` remembering `last_known` (for loading saved games).
    pub fn in_state(state: HuntState, last_known: Option<Coordinates>) -> EnhancedAggressive {
        Stated::from_parts(HunterMachine, state, last_known)
    }
}

/// Whether the search for `last_known` is over: the hunter stands on it, or stands
/// next to it and cannot enter it (another creature took it), which is as close as
/// it will get.
fn reached(senses: &Senses<'_>, last_known: Coordinates) -> bool {
    senses.me == last_known
        || (senses.me.manhattan(last_known) == 1 && !senses.can_enter(last_known))
}

impl StateMachine for HunterMachine {
    type State = HuntState;
    type Memory = Option<Coordinates>;

    fn next(
        &self,
        _state: HuntState,
        senses: &Senses<'_>,
        last_known: &mut Option<Coordinates>,
    ) -> HuntState {
        if senses.sees_player {
            *last_known = Some(senses.player);
            HuntState::PlayerVisible
        } else if senses.hears_player() {
            *last_known = Some(senses.player);
            HuntState::PlayerNearly
        } else {
            match *last_known {
                Some(place) if !reached(senses, place) => HuntState::PlayerWasVisible,
                _ => {
                    *last_known = None;
                    HuntState::Unaware
                }
            }
        }
    }

    fn act(
        &mut self,
        state: HuntState,
        senses: &Senses<'_>,
        last_known: &mut Option<Coordinates>,
        rng: &mut GameRng,
    ) -> Action {
        let toward =
            |target| step_toward(senses.map, senses.me, target, senses.passes_walls, PATH_RADIUS);
        match state {
            HuntState::Unaware => random_step(senses, rng),
            HuntState::PlayerVisible | HuntState::PlayerNearly => toward(senses.player).into(),
            HuntState::PlayerWasVisible => match last_known.and_then(toward) {
                Some(direction) => Action::Step(direction),
                None => {
                    // The trail cannot be followed (walled off since, or too far):
                    // forget it, so the next turn starts unaware.
                    *last_known = None;
                    Action::Stay
                }
            },
        }
    }

    fn state_name(&self, state: HuntState, _memory: &Option<Coordinates>) -> String {
        state.name().to_owned()
    }

    fn to_record(&self, state: HuntState, last_known: &Option<Coordinates>) -> BehaviourRecord {
        BehaviourRecord::EnhancedAggressive { state, last_known: *last_known }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::behaviour::test_support::{apply, senses};
    use crate::game::behaviour::BehaviourModel;
    use crate::game::sight::line_of_sight;
    use crate::game::CharMap;

    /// A corridor (row 1) starting in a dead end at the hunter, a shaft down at x = 6,
    /// and a second corridor (row 3) whose cell (4, 3) sits right behind the wall
    /// below the first corridor.
    const CORRIDORS: &str = "\
#########
##h.....#
######.##
#.......#
#########";

    const SIGHT_RADIUS: i64 = 8;

    /// Senses as the world computes them: sight needs a clear line within the radius.
    fn world_senses(map: &CharMap, me: Coordinates, player: Coordinates) -> Senses<'_> {
        let sees = me.distance_squared(player) <= SIGHT_RADIUS * SIGHT_RADIUS + SIGHT_RADIUS
            && line_of_sight(map, me, player);
        senses(map, me, player, sees)
    }

    #[test]
    fn walks_through_the_four_states_in_the_seeds_order() {
        let map = CharMap::parse(CORRIDORS);
        let mut me = map.find('h').expect("the map marks the hunter");
        let mut rng = GameRng::new(12, 3);
        let mut hunter = EnhancedAggressive::unaware();
        let far_away = Coordinates::new(30, 30);
        let script = [
            // The player is far away: wander (the dead end leaves one way, right).
            (far_away, "hunter:unaware", Coordinates::new(3, 1)),
            // The player shows up down the corridor: chase.
            (Coordinates::new(7, 1), "hunter:visible", Coordinates::new(4, 1)),
            // The player hides behind the wall, two cells away: heard, so chase round.
            (Coordinates::new(4, 3), "hunter:heard", Coordinates::new(5, 1)),
            // The player is gone: follow the trail to where they were last heard.
            (far_away, "hunter:was-visible", Coordinates::new(6, 1)),
            (far_away, "hunter:was-visible", Coordinates::new(6, 2)),
            (far_away, "hunter:was-visible", Coordinates::new(6, 3)),
            (far_away, "hunter:was-visible", Coordinates::new(5, 3)),
            (far_away, "hunter:was-visible", Coordinates::new(4, 3)),
        ];
        for (turn, (player, state, expected)) in script.into_iter().enumerate() {
            let now = world_senses(&map, me, player);
            let action = hunter.on_move(&now, &mut rng);
            assert_eq!(hunter.state_name(), state, "turn {turn}");
            me = apply(&now, action);
            assert_eq!(me, expected, "turn {turn}");
        }
        // On the last known spot with no new contact: back to wandering.
        let now = world_senses(&map, me, far_away);
        let action = hunter.on_move(&now, &mut rng);
        assert_eq!(hunter.state_name(), "hunter:unaware");
        assert_eq!(
            hunter.to_record(),
            BehaviourRecord::EnhancedAggressive { state: HuntState::Unaware, last_known: None }
        );
        assert!(matches!(action, Action::Step(_)));
    }

    #[test]
    fn attacks_a_visible_adjacent_player() {
        let map = CharMap::parse("..........");
        let me = Coordinates::new(2, 0);
        let mut rng = GameRng::new(1, 2);
        let mut hunter = EnhancedAggressive::unaware();
        let action = hunter.on_move(&senses(&map, me, Coordinates::new(3, 0), true), &mut rng);
        assert_eq!(action, Action::Step(crate::game::Direction::Right));
    }

    #[test]
    fn gives_up_a_trail_it_cannot_follow() {
        let map = CharMap::parse("....#...\n....#...\n....#...");
        let me = Coordinates::new(1, 1);
        let mut rng = GameRng::new(1, 2);
        // Remembers a spot it cannot reach inside its search radius.
        let mut hunter = EnhancedAggressive::in_state(
            HuntState::PlayerWasVisible,
            Some(Coordinates::new(6, -40)),
        );
        let far = Coordinates::new(50, 50);
        assert_eq!(hunter.on_move(&senses(&map, me, far, false), &mut rng), Action::Stay);
        assert_eq!(hunter.memory(), &None);
        hunter.on_move(&senses(&map, me, far, false), &mut rng);
        assert_eq!(hunter.state(), HuntState::Unaware);
    }
}
