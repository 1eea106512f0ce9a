//! The original project's sample players, rewritten from their descriptions
//! for comparison: always north, the turn-right and turn-left walkers, and the
//! forgetful depth-first searcher.

use super::player::{Move, Room, StepResult};
use super::player::{Player, Start, Turn};
use crate::game::Coordinates;
use std::collections::HashMap;

/// Walks north forever.
#[derive(Debug, Default)]
pub struct AlwaysNorth;

impl Player for AlwaysNorth {
    fn name(&self) -> &'static str {
        "north"
    }

    fn start(&mut self, _: &Start) {}

    fn next_turn(&mut self) -> Turn {
        Turn::Play(Move::Up)
    }

    fn observe(&mut self, _: &StepResult) {}
}

/// Goes north after every step that worked; after one that failed, tries the
/// direction a quarter turn from the failed one (clockwise for `TurnRight`,
/// anticlockwise for `TurnLeft`). The original calls them "brain dead".
#[derive(Debug)]
pub struct Turner {
    clockwise: bool,
    last: Move,
    last_moved: bool,
}

impl Turner {
    /// The walker that turns right (clockwise) at a wall.
    pub fn right() -> Self {
        Turner { clockwise: true, last: Move::Up, last_moved: true }
    }

    /// The walker that turns left (anticlockwise) at a wall.
    pub fn left() -> Self {
        Turner { clockwise: false, ..Turner::right() }
    }
}

impl Player for Turner {
    fn name(&self) -> &'static str {
        if self.clockwise {
            "right"
        } else {
            "left"
        }
    }

    fn start(&mut self, _: &Start) {
        self.last = Move::Up;
        self.last_moved = true;
    }

    fn next_turn(&mut self) -> Turn {
        self.last = match (self.last_moved, self.clockwise) {
            (true, _) => Move::Up,
            (false, true) => self.last.turn_right(),
            (false, false) => self.last.turn_left(),
        };
        Turn::Play(self.last)
    }

    fn observe(&mut self, result: &StepResult) {
        self.last_moved = result.moved;
    }
}

/// Depth first: steps to the first neighbour (north, east, south, west) it has
/// not seen, else back along its trail, else waits. After a wormhole it starts
/// a fresh trail in a far-away corner of its own map; on taking the treasure it
/// forgets the whole map. Like the original, it does not move its idea of its
/// position when it steps onto a treasure, so after forgetting it is one cell
/// off; that quirk is kept so the figures compare.
#[derive(Debug, Default)]
pub struct ForgetfulSearch {
    position: Coordinates,
    seen: HashMap<Coordinates, Room>,
    trail: Vec<Move>,
    last: Option<Move>,
    wormholes: i32,
    treasure_found: bool,
}

impl Player for ForgetfulSearch {
    fn name(&self) -> &'static str {
        "dfs"
    }

    fn start(&mut self, _: &Start) {
        *self = ForgetfulSearch::default();
        self.seen.insert(self.position, Room::Entrance);
    }

    fn next_turn(&mut self) -> Turn {
        let unseen =
            Move::STEPS.into_iter().find(|m| !self.seen.contains_key(&(self.position + m.delta())));
        let mv = match unseen {
            Some(mv) => {
                self.trail.push(mv);
                mv
            }
            None => self.trail.pop().map_or(Move::Wait, Move::opposite),
        };
        self.last = Some(mv);
        Turn::Play(mv)
    }

    fn observe(&mut self, result: &StepResult) {
        let mv = self.last.unwrap_or(Move::Wait);
        let target = self.position + mv.delta();
        self.seen.insert(target, result.room);
        if !result.moved {
            self.trail.pop();
            return;
        }
        match result.room {
            Room::Wormhole => {
                self.trail.clear();
                self.wormholes += 1;
                self.position = Coordinates::new(self.wormholes * 1000, self.wormholes * 1000);
                self.seen.insert(self.position, Room::Wormhole);
            }
            Room::Treasure => {
                if !self.treasure_found && result.condition.has_treasure {
                    self.trail.clear();
                    self.seen.clear();
                    self.treasure_found = true;
                }
            }
            _ => self.position = target,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::labyrinth::player::{Condition, Status};

    fn report(room: Room, moved: bool) -> StepResult {
        let status = if moved { Status::EmptyRoom } else { Status::WallPrevents };
        StepResult { room, moved, condition: Condition::default(), status, outcome: None }
    }

    #[test]
    fn turners_go_north_and_turn_their_way_at_walls() {
        let mut right = Turner::right();
        let mut left = Turner::left();
        right.start(&Start { width: 3, height: 3, at: Coordinates::new(0, 0) });
        left.start(&Start { width: 3, height: 3, at: Coordinates::new(0, 0) });
        assert_eq!(right.next_turn(), Turn::Play(Move::Up));
        right.observe(&report(Room::Wall, false));
        assert_eq!(right.next_turn(), Turn::Play(Move::Right));
        right.observe(&report(Room::Wall, false));
        assert_eq!(right.next_turn(), Turn::Play(Move::Down));
        right.observe(&report(Room::Floor, true));
        assert_eq!(right.next_turn(), Turn::Play(Move::Up));
        assert_eq!(left.next_turn(), Turn::Play(Move::Up));
        left.observe(&report(Room::Wall, false));
        assert_eq!(left.next_turn(), Turn::Play(Move::Left));
    }

    #[test]
    fn the_searcher_goes_depth_first_and_back() {
        let mut dfs = ForgetfulSearch::default();
        dfs.start(&Start { width: 3, height: 3, at: Coordinates::new(0, 0) });
        assert_eq!(dfs.next_turn(), Turn::Play(Move::Up));
        dfs.observe(&report(Room::Wall, false));
        assert_eq!(dfs.next_turn(), Turn::Play(Move::Right));
        dfs.observe(&report(Room::Floor, true));
        for _ in 0..4 {
            let Turn::Play(mv) = dfs.next_turn() else { panic!("plays") };
            if mv == Move::Left {
                return;
            }
            dfs.observe(&report(Room::Wall, false));
        }
        panic!("it never stepped back");
    }
}
