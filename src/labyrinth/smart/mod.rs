//! The smart player: maps what it sees in frames of its own, unites frames it
//! can show (or confidently guess) are the same place, and always heads for the
//! nearest exit once it has the treasure, or else the cheapest unexplored cell
//! or wormhole. When nothing reachable is left it drops its guesses one by
//! one, and gives up only when none is left: then what it has seen proves
//! there is nothing more to find from where it stands.

mod anchor;
mod belief;
mod memory;
mod planner;
mod region;

use super::player::{Move, Room, StepResult};
use super::player::{Player, Start, Turn};
use crate::game::Coordinates;
use belief::{Belief, ORIGIN};
pub use memory::{FragmentMap, Remembered};
use planner::{Planner, Weights};
use region::Known;

/// The smart player. It uses nothing but the protocol.
#[derive(Debug)]
pub struct SmartPlayer {
    belief: Belief,
    planner: Planner,
    weights: Weights,
    frame: usize,
    pos: Coordinates,
    last: Move,
    carrying: bool,
}

impl Default for SmartPlayer {
    fn default() -> Self {
        SmartPlayer {
            belief: Belief::new(1, 1),
            planner: Planner::default(),
            weights: Weights { fall_penalty: 2, seen_penalty: 3 },
            frame: 0,
            pos: ORIGIN,
            last: Move::Wait,
            carrying: false,
        }
    }
}

impl SmartPlayer {
    /// A smart player with the default weights.
    pub fn new() -> Self {
        SmartPlayer::default()
    }

    /// A smart player that reckons a fall into an unexplored wormhole costs
    /// `penalty` moves more than it does (for tuning and experiments).
    pub fn with_fall_penalty(penalty: u32) -> Self {
        let weights = Weights { fall_penalty: penalty, ..SmartPlayer::default().weights };
        SmartPlayer { weights, ..SmartPlayer::default() }
    }

    /// Learns a move someone else made (and what it did) as if it had made
    /// it, so it can take over a game part-played by another player: the
    /// page's blind player hands it the moves made so far.
    pub fn take_over_move(&mut self, mv: Move, result: &StepResult) {
        self.last = mv;
        self.observe(result);
    }
}

impl Player for SmartPlayer {
    fn name(&self) -> &'static str {
        "smart"
    }

    fn start(&mut self, start: &Start) {
        *self = SmartPlayer { weights: self.weights, ..SmartPlayer::default() };
        // The player reasons in frames of its own, the first no different
        // from those after a fall; the entrance's place on the map only
        // anchors the first frame, so that later ones can be told where on
        // the map they can still lie. (Uniting frames by that anchor alone
        // was tried: it saved a few moves on some labyrinths but lost lab4
        // under one wormhole order.)
        self.belief = Belief::new(start.width, start.height);
        self.belief.anchor(start.at);
    }

    fn next_turn(&mut self) -> Turn {
        loop {
            let choice = self.planner.choose(
                &self.belief,
                self.frame,
                self.pos,
                self.carrying,
                self.weights,
            );
            match choice {
                Some(mv) => {
                    self.last = mv;
                    return Turn::Play(mv);
                }
                None if self.belief.drop_guess() => {}
                None => return Turn::GiveUp,
            }
        }
    }

    fn observe(&mut self, result: &StepResult) {
        let target = self.pos + self.last.delta();
        self.belief.note(self.frame, self.last, result.room, result.moved);
        match (self.last, result.moved, result.room) {
            (Move::Wait, _, room) => self.belief.learn(self.frame, self.pos, Known::of(room)),
            (_, false, _) => self.belief.learn(self.frame, target, Known::Wall),
            (_, true, Room::Wormhole) => {
                let from = self.frame;
                self.frame = self.belief.fall(from, target);
                self.pos = ORIGIN;
                // The fall taught the old region where one of its holes is.
                self.belief.guess(from, target);
            }
            (_, true, room) => {
                self.belief.learn(self.frame, target, Known::of(room));
                self.pos = target;
            }
        }
        self.carrying = result.condition.has_treasure;
        self.belief.guess(self.frame, self.pos);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::labyrinth::{parse_labyrinth, play, Labyrinth, LossReason, Outcome};

    fn result(text: &str) -> crate::labyrinth::GameResult {
        let map = parse_labyrinth(text).expect("valid");
        play(Labyrinth::from_entrance(map, 0).expect("an entrance"), &mut SmartPlayer::new())
    }

    #[test]
    fn wins_the_smallest_labyrinth_by_the_shortest_route() {
        let r = result("#####\n#T E#\n# # #\n#S  #\n#####");
        assert_eq!((r.outcome, r.moves), (Outcome::Won, 4));
    }

    #[test]
    fn gives_up_when_the_treasure_is_walled_off() {
        let r = result("######\n#S#T #\n#E#  #\n######");
        assert_eq!(r.outcome, Outcome::Lost(LossReason::GaveUp));
        assert!(r.moves <= 2);
    }

    #[test]
    fn crosses_a_wall_through_wormholes_both_ways() {
        // The treasure is behind the wall, the exit in front of it.
        let r = result("#######\n#S0#1T#\n#E #  #\n#######");
        assert_eq!(r.outcome, Outcome::Won, "{r:?}");
        assert!(r.moves <= 12, "{r:?}");
    }

    #[test]
    fn a_lone_wormhole_that_lands_where_it_was_entered_does_not_loop() {
        let r = result("########\n#S 0  T#\n#    ###\n#E     #\n########");
        assert_eq!(r.outcome, Outcome::Won, "{r:?}");
        assert!(r.moves < 60, "{r:?}");
    }

    #[test]
    fn stepping_twice_into_one_hole_lands_twice_on_one_place() {
        let mut belief = Belief::new(10, 10);
        let first = belief.fall(0, Coordinates::new(1, 0));
        belief.learn(first, Coordinates::new(0, 1), Known::Floor);
        let second = belief.fall(0, Coordinates::new(1, 0));
        assert_eq!(belief.locate(first, ORIGIN), belief.locate(second, ORIGIN));
        assert_eq!(
            belief.region(belief.locate(second, ORIGIN).0).get(Coordinates::new(0, 1)),
            Some(Known::Floor)
        );
    }
}
