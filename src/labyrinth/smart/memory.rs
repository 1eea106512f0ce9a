//! What a blind player has touched, as maps a person can read: a fragment per
//! stretch of the labyrinth known to be one place, built on the smart player's
//! [`Belief`] with its proven unions only (no guesses), so two fragments are
//! joined only when the moves made prove they are the same place.

use super::belief::{Belief, ORIGIN};
use super::region::Known;
use crate::game::Coordinates;
use crate::labyrinth::player::Start;
use crate::labyrinth::player::{Move, Room, StepResult};

/// What the player remembers of one cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Remembered {
    /// A wall it bumped into (or the edge of the map).
    Wall,
    /// A free cell it stood on.
    Floor,
    /// An entrance it stood on.
    Entrance,
    /// An exit it stood on.
    Exit,
    /// A wormhole it fell into or landed on.
    Wormhole,
    /// Where it found the treasure (a free cell now).
    Treasure,
}

/// The blind player's map: every move's report, folded into fragments.
/// Fragments are numbered from 0 in the order they were first entered; the
/// numbers shift down when two are joined.
#[derive(Clone, Debug)]
pub struct FragmentMap {
    belief: Belief,
    frame: usize,
    pos: Coordinates,
    treasure: Option<(usize, Coordinates)>,
}

impl FragmentMap {
    /// The map at the start of a game: one fragment, holding the entrance
    /// the player stands on at its origin.
    pub fn new(start: &Start) -> Self {
        FragmentMap {
            belief: Belief::new(start.width, start.height),
            frame: 0,
            pos: ORIGIN,
            treasure: None,
        }
    }

    /// Learns what the move `mv` did. A fall through a wormhole starts a new
    /// fragment, whose origin is the hole landed on.
    pub fn record(&mut self, mv: Move, result: &StepResult) {
        let target = self.pos + mv.delta();
        match (mv, result.moved, result.room) {
            (Move::Wait, _, room) => self.belief.learn(self.frame, self.pos, Known::of(room)),
            (_, false, _) => self.belief.learn(self.frame, target, Known::Wall),
            (_, true, Room::Wormhole) => {
                self.frame = self.belief.fall(self.frame, target);
                self.pos = ORIGIN;
            }
            (_, true, room) => {
                self.belief.learn(self.frame, target, Known::of(room));
                self.pos = target;
                if room == Room::Treasure {
                    self.treasure = Some((self.frame, target));
                }
            }
        }
    }

    /// The region roots, in the order of their first frame.
    fn roots(&self) -> Vec<usize> {
        let mut roots = Vec::new();
        for frame in 0..self.belief.frames() {
            let root = self.root_of(frame);
            if !roots.contains(&root) {
                roots.push(root);
            }
        }
        roots
    }

    fn root_of(&self, frame: usize) -> usize {
        self.belief.locate(frame, ORIGIN).0
    }

    /// How many fragments there are.
    pub fn fragment_count(&self) -> usize {
        self.roots().len()
    }

    /// The fragment the player is in.
    pub fn current(&self) -> usize {
        let root = self.root_of(self.frame);
        self.roots().iter().position(|&r| r == root).expect("the player's frame has a region")
    }

    /// The fragment that holds what the player saw in the `frame`-th stretch
    /// it walked (a frame starts at the start and at every fall), to keep
    /// showing one fragment while fragments are joined.
    pub fn fragment_of_frame(&self, frame: usize) -> usize {
        let root = self.root_of(frame.min(self.belief.frames() - 1));
        self.roots().iter().position(|&r| r == root).expect("every frame has a region")
    }

    /// The first frame of fragment `fragment` (see [`Self::fragment_of_frame`]).
    pub fn frame_of_fragment(&self, fragment: usize) -> usize {
        let roots = self.roots();
        let root = roots[fragment.min(roots.len() - 1)];
        (0..self.belief.frames()).find(|&f| self.root_of(f) == root).expect("a root is a frame")
    }

    /// Every cell remembered in fragment `fragment`, in the fragment's own
    /// coordinates.
    pub fn cells(&self, fragment: usize) -> Vec<(Coordinates, Remembered)> {
        let roots = self.roots();
        let Some(&root) = roots.get(fragment) else { return Vec::new() };
        let treasure = self
            .treasure
            .map(|(frame, pos)| self.belief.locate(frame, pos))
            .filter(|&(r, _)| r == root)
            .map(|(_, at)| at);
        self.belief
            .region(root)
            .known()
            .iter()
            .map(|&(pos, known)| {
                let remembered = match known {
                    Known::Wall => Remembered::Wall,
                    Known::Floor if Some(pos) == treasure => Remembered::Treasure,
                    Known::Floor => Remembered::Floor,
                    Known::Entrance => Remembered::Entrance,
                    Known::Exit => Remembered::Exit,
                    Known::Hole => Remembered::Wormhole,
                };
                (pos, remembered)
            })
            .collect()
    }

    /// Where the player stands in fragment `fragment`, if it is there.
    pub fn player(&self, fragment: usize) -> Option<Coordinates> {
        let (root, at) = self.belief.locate(self.frame, self.pos);
        (self.roots().get(fragment) == Some(&root)).then_some(at)
    }

    /// Where fragment `fragment` lies on the map (the map cell of its
    /// coordinates' origin), once what it holds spans the labyrinth's whole
    /// width and height.
    pub fn placed(&self, fragment: usize) -> Option<Coordinates> {
        let roots = self.roots();
        self.belief.region(*roots.get(fragment)?).absolute_origin()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::labyrinth::{parse_labyrinth, Labyrinth};

    fn walk(text: &str, moves: &[Move]) -> (Labyrinth, FragmentMap) {
        let map = parse_labyrinth(text).expect("valid");
        let mut game = Labyrinth::from_entrance(map, 0).expect("an entrance");
        let (width, height) = game.size();
        let mut memory = FragmentMap::new(&Start { width, height, at: game.position() });
        for &mv in moves {
            let result = game.step(mv).expect("playing");
            memory.record(mv, &result);
        }
        (game, memory)
    }

    #[test]
    fn only_what_was_touched_is_remembered() {
        let (_, memory) = walk("#####\n#T E#\n# # #\n#S  #\n#####", &[Move::Down, Move::Right]);
        let mut cells = memory.cells(0);
        cells.sort_by_key(|c| (c.0.y, c.0.x));
        assert_eq!(
            cells,
            [
                (Coordinates::new(0, 0), Remembered::Entrance),
                (Coordinates::new(1, 0), Remembered::Floor),
                (Coordinates::new(0, 1), Remembered::Wall),
            ]
        );
        assert_eq!(memory.player(0), Some(Coordinates::new(1, 0)));
        assert_eq!((memory.fragment_count(), memory.current()), (1, 0));
    }

    #[test]
    fn a_fall_starts_a_new_fragment_centred_on_the_player() {
        let text = "#######\n#S0 1T#\n#E    #\n#######";
        let (_, memory) = walk(text, &[Move::Right]);
        assert_eq!((memory.fragment_count(), memory.current()), (2, 1));
        assert_eq!(memory.player(1), Some(ORIGIN));
        assert_eq!(memory.player(0), None);
        assert_eq!(memory.cells(1), [(ORIGIN, Remembered::Wormhole)]);
        assert!(memory.cells(0).contains(&(Coordinates::new(1, 0), Remembered::Wormhole)));
        assert_eq!(memory.frame_of_fragment(1), 1);
        assert_eq!(memory.fragment_of_frame(1), 1);
    }

    #[test]
    fn fragments_are_joined_once_the_moves_prove_them_one_place() {
        // Hole 1 (below the entrance) throws to hole 0 and back; a lap from
        // hole 0 back into hole 1 spans the whole labyrinth.
        let text = "#####\n#S0 #\n#1  #\n#TE #\n#####";
        let lap = [Move::Right, Move::Down, Move::Down, Move::Up, Move::Left, Move::Left];
        let first: Vec<Move> = [&[Move::Down][..], &lap].concat();
        let (_, memory) = walk(text, &first);
        // The second fragment spans the whole labyrinth, so it is placed,
        // but nothing says yet where the others are.
        assert_eq!((memory.fragment_count(), memory.current()), (3, 2));
        assert_eq!(memory.placed(1), Some(Coordinates::new(1, 0)));
        assert_eq!(memory.placed(0), None);
        // The same lap from the next landing places that fragment too: it
        // is the second one, so both falls from it were through one hole
        // and landed on one place, and only one hole leads there.
        let (_, memory) = walk(text, &[first.as_slice(), &lap].concat());
        assert_eq!((memory.fragment_count(), memory.current()), (1, 0));
        let cells = memory.cells(0);
        let at = |what| cells.iter().find(|c| c.1 == what).map(|c| c.0).expect("remembered");
        let entrance = at(Remembered::Entrance);
        let player = memory.player(0).expect("the player is in the one fragment");
        assert_eq!(player - entrance, Coordinates::new(1, 0));
        assert_eq!(at(Remembered::Wormhole) - entrance, Coordinates::new(1, 0));
        assert!(cells.contains(&(entrance + Coordinates::new(0, 1), Remembered::Wormhole)));
        assert!(cells.contains(&(entrance + Coordinates::new(2, 2), Remembered::Floor)));
    }

    #[test]
    fn the_treasure_is_remembered_where_it_was_found() {
        let (game, memory) = walk("#####\n#T E#\n# # #\n#S  #\n#####", &[Move::Up, Move::Up]);
        assert!(game.condition().has_treasure);
        assert!(memory.cells(0).contains(&(Coordinates::new(0, -2), Remembered::Treasure)));
    }
}
