//! What a blind player has touched, as maps a person can read: a fragment per
//! stretch of the labyrinth known to be one place. The moves are the level's
//! own memory of what the player felt ([`Fragments`]); they are folded here
//! into the smart player's [`Belief`] with its proven unions only (no
//! guesses), so two fragments are joined only when the moves made prove they
//! are the same place.

use super::belief::{Belief, ORIGIN};
use super::region::Known;
use crate::game::{Coordinates, Felt, Fragments, Touch};

/// The moves `memory` holds, in order: each move's touch, and whether it was
/// a fall (the touch is then the hole, the last of its fragment; the next
/// fragment begins on the landing).
pub(super) fn moves_of(memory: &Fragments) -> impl Iterator<Item = (Touch, bool)> + '_ {
    let last = memory.len().saturating_sub(1);
    memory.fragments().iter().enumerate().flat_map(move |(index, fragment)| {
        let count = fragment.touches().len();
        let fell = move |i: usize| index < last && i + 1 == count;
        fragment.touches().iter().enumerate().skip(1).map(move |(i, &touch)| (touch, fell(i)))
    })
}

/// The blind player's map: the level's memory of every move, folded into
/// fragments. Fragments are numbered from 0 in the order they were first
/// entered; the numbers shift down when two are joined.
#[derive(Clone, Debug)]
pub struct FragmentMap {
    belief: Belief,
    /// Moves folded in so far.
    moves: usize,
}

impl FragmentMap {
    /// The map at the start of a game in a `width` × `height` labyrinth: one
    /// fragment, holding the entrance the player stands on at its origin.
    pub fn new(width: usize, height: usize) -> Self {
        FragmentMap { belief: Belief::new(width, height), moves: 0 }
    }

    /// Folds in the moves of `felt` (a blind level's memory, of which what
    /// was folded in before is the beginning) not folded in yet. A fall
    /// through a wormhole starts a new fragment, whose origin is the hole
    /// landed on.
    pub fn sync(&mut self, felt: &Fragments) {
        for (touch, fell) in moves_of(felt).skip(self.moves) {
            let (frame, _) = self.belief.here();
            if fell {
                self.belief.fall(frame, touch.at);
            } else {
                self.belief.learn(frame, touch.at, touch.felt);
            }
            self.moves += 1;
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
        let root = self.root_of(self.belief.here().0);
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
    /// coordinates, with what it was felt to be (where treasure was taken,
    /// as treasure).
    pub fn cells(&self, fragment: usize) -> Vec<(Coordinates, Felt)> {
        let roots = self.roots();
        let Some(&root) = roots.get(fragment) else { return Vec::new() };
        let memory = self.belief.memory();
        let treasures: Vec<Coordinates> = (0..memory.len())
            .flat_map(|frame| {
                let touches = memory.fragments()[frame].touches();
                touches.iter().filter(|t| t.felt == Felt::Treasure).map(move |t| (frame, t.at))
            })
            .map(|(frame, at)| self.belief.locate(frame, at))
            .filter(|&(r, _)| r == root)
            .map(|(_, at)| at)
            .collect();
        self.belief
            .region(root)
            .known()
            .iter()
            .map(|&(pos, known)| {
                let felt = match known {
                    Known::Wall => Felt::Wall,
                    Known::Floor if treasures.contains(&pos) => Felt::Treasure,
                    Known::Floor => Felt::Floor,
                    Known::Entrance => Felt::Entrance,
                    Known::Exit => Felt::Exit,
                    Known::Hole => Felt::Wormhole,
                };
                (pos, felt)
            })
            .collect()
    }

    /// Where the player stands in fragment `fragment`, if it is there.
    pub fn player(&self, fragment: usize) -> Option<Coordinates> {
        let (frame, pos) = self.belief.here();
        let (root, at) = self.belief.locate(frame, pos);
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
    use crate::labyrinth::{parse_labyrinth, Labyrinth, Move};

    fn walk(text: &str, moves: &[Move]) -> (Labyrinth, FragmentMap) {
        let map = parse_labyrinth(text).expect("valid");
        let mut game = Labyrinth::from_entrance(map, 0).expect("an entrance");
        let (width, height) = game.size();
        let mut memory = FragmentMap::new(width, height);
        for &mv in moves {
            game.step(mv).expect("playing");
            memory.sync(game.engine().fragments());
        }
        (game, memory)
    }

    #[test]
    fn only_what_was_touched_is_remembered() {
        let (_, memory) = walk("#####\n#T E#\n# # #\n#S  #\n#####", &[Move::Down, Move::Right]);
        let mut cells = memory.cells(0);
        crate::order::sort_by_key(&mut cells, |c| (c.0.y, c.0.x));
        assert_eq!(
            cells,
            [
                (Coordinates::new(0, 0), Felt::Entrance),
                (Coordinates::new(1, 0), Felt::Floor),
                (Coordinates::new(0, 1), Felt::Wall),
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
        assert_eq!(memory.cells(1), [(ORIGIN, Felt::Wormhole)]);
        assert!(memory.cells(0).contains(&(Coordinates::new(1, 0), Felt::Wormhole)));
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
        let entrance = at(Felt::Entrance);
        let player = memory.player(0).expect("the player is in the one fragment");
        assert_eq!(player - entrance, Coordinates::new(1, 0));
        assert_eq!(at(Felt::Wormhole) - entrance, Coordinates::new(1, 0));
        assert!(cells.contains(&(entrance + Coordinates::new(0, 1), Felt::Wormhole)));
        assert!(cells.contains(&(entrance + Coordinates::new(2, 2), Felt::Floor)));
    }

    #[test]
    fn the_treasure_is_remembered_where_it_was_found() {
        let text = "#####\n#T E#\n# # #\n#S  #\n#####";
        let (game, memory) = walk(text, &[Move::Up, Move::Up]);
        assert!(game.condition().has_treasure);
        assert!(memory.cells(0).contains(&(Coordinates::new(0, -2), Felt::Treasure)));
    }

    #[test]
    fn syncing_late_folds_in_every_move_made_since() {
        let text = "#######\n#S0 1T#\n#E    #\n#######";
        let map = parse_labyrinth(text).expect("valid");
        let mut game = Labyrinth::from_entrance(map, 0).expect("an entrance");
        for mv in [Move::Up, Move::Right, Move::Right, Move::Left] {
            game.step(mv).expect("playing");
        }
        let mut late = FragmentMap::new(5, 2);
        late.sync(game.engine().fragments());
        let (_, step_by_step) = walk(text, &[Move::Up, Move::Right, Move::Right, Move::Left]);
        assert_eq!(late.fragment_count(), step_by_step.fragment_count());
        for fragment in 0..late.fragment_count() {
            assert_eq!(late.cells(fragment), step_by_step.cells(fragment));
        }
        assert_eq!(late.player(late.current()), step_by_step.player(step_by_step.current()));
    }
}
