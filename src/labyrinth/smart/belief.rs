//! What the smart player believes about the labyrinth, derived from what it
//! has felt, kept as a blind level keeps it ([`Fragments`]: every move's
//! touch, a fragment per frame). Every wormhole fall starts a new frame
//! whose origin is the hole it landed on; frames known to be the same place
//! are united into regions. Some unions are proven (falling through one hole always lands on
//! the same hole, and only one hole leads to each; a region spanning the whole
//! width and height has a known place on the map); others are guesses from
//! matching shapes, undone when something contradicts them.

use super::anchor::{self, OnMap};
use super::region::{Contradiction, Known, Region};
use super::scan::{FallIndex, Side};
use crate::game::{Coordinates, FastMap, Felt, Fragments, Touch};
use crate::labyrinth::player::Move;
use std::collections::BTreeSet;

/// The origin of every frame: where the player started or landed.
pub(super) const ORIGIN: Coordinates = Coordinates::new(0, 0);

/// Cells two regions must both know, agreeing, before a shape match is believed.
const MIN_SUPPORT: usize = 4;
/// Moves after a landing that, repeating an earlier landing move for move,
/// make the player believe it landed on the same hole.
const MIN_REPEAT: usize = 2;
/// Cells of support more than it had when refuted that let a guess be tried
/// again.
const RETRY_MARGIN: usize = 8;

/// A fall through a wormhole: from the hole at `hole` in frame `from` to the
/// origin of the new frame `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Fall {
    from: usize,
    hole: Coordinates,
    to: usize,
}

/// A guess that cell `a_pos` of frame `a` is cell `b_pos` of frame `b`,
/// made on `support` agreeing cells. It names the frames the two landmarks
/// were seen in, so it stays meaningful when other guesses fall.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Guess {
    a: usize,
    a_pos: Coordinates,
    b: usize,
    b_pos: Coordinates,
    support: usize,
}

/// A landmark (wormhole, exit, entrance) of a region: where it is in the
/// region, and the frame and cell it was seen as.
#[derive(Clone, Copy, Debug)]
struct Landmark {
    at: Coordinates,
    what: Known,
    frame: usize,
    pos: Coordinates,
}

/// The player's knowledge: the facts as felt, frame by frame (never
/// changed), and the regions derived from them and the guesses.
#[derive(Clone, Debug)]
pub(super) struct Belief {
    width: i32,
    height: i32,
    /// Every touch, a fragment per frame: the first touch of each is its
    /// origin, and the ones after it are the moves made in it, in order.
    memory: Fragments,
    /// The frame the player is in, and its cell there.
    here: (usize, Coordinates),
    landmarks: Vec<Vec<(Coordinates, Known)>>,
    falls: Vec<Fall>,
    root: Vec<usize>,
    shift: Vec<Coordinates>,
    members: Vec<Vec<usize>>,
    regions: Vec<Option<Region>>,
    guesses: Vec<Guess>,
    refuted: Vec<Guess>,
    wall_hints: Vec<Coordinates>,
    last_guess: Option<(usize, Coordinates, usize, usize, usize)>,
    anchor: Option<Coordinates>,
    on_map: Option<OnMap>,
    /// The falls by hole and by landing as the frames lie now, kept between
    /// scans: a union re-files only the falls of the frames it moved (a
    /// scan that walked every fall after every union made a long game's
    /// cost grow with the cube of its moves).
    index: FallIndex,
    /// The regions whose place on the map is known, by root: kept as they
    /// change, so that [`Belief::close`] does not walk every region.
    placed: BTreeSet<usize>,
    /// Falls filed, re-filed or united by the scans so far: the work the
    /// tests bound.
    fall_visits: usize,
}

/// The refuted guesses, by the two regions they name and the shift between
/// them as the frames lie now, with the most support any of them had: what
/// [`Belief::is_refuted`] asks, without a pass over every refuted guess for
/// every placement weighed.
type RefutedIndex = FastMap<(usize, usize, Coordinates), usize>;

impl Belief {
    /// Knowledge at the start: a `width` × `height` labyrinth, standing on an
    /// entrance at the origin of frame 0.
    pub(super) fn new(width: usize, height: usize) -> Self {
        let mut belief = Belief {
            width: width.max(1) as i32,
            height: height.max(1) as i32,
            memory: Fragments::default(),
            here: (0, ORIGIN),
            landmarks: Vec::new(),
            falls: Vec::new(),
            root: Vec::new(),
            shift: Vec::new(),
            members: Vec::new(),
            regions: Vec::new(),
            guesses: Vec::new(),
            refuted: Vec::new(),
            wall_hints: Vec::new(),
            last_guess: None,
            anchor: None,
            on_map: None,
            index: FallIndex::default(),
            placed: BTreeSet::new(),
            fall_visits: 0,
        };
        belief.new_frame(Felt::Entrance);
        belief
    }

    fn new_frame(&mut self, felt: Felt) -> usize {
        let frame = self.memory.len();
        let origin = Known::of(felt);
        let mut region = Region::new(self.width, self.height);
        region.insert(ORIGIN, origin).expect("an empty region takes its origin");
        self.memory.land(ORIGIN, felt);
        self.here = (frame, ORIGIN);
        self.landmarks.push(vec![(ORIGIN, origin)]);
        self.root.push(frame);
        self.shift.push(ORIGIN);
        self.members.push(vec![frame]);
        self.regions.push(Some(region));
        self.index.add_region(frame);
        self.note_placed(frame);
        frame
    }

    /// Files region `root` among the placed ones if its place on the map is
    /// known (a region's place, once known, stays so: it only gains cells).
    fn note_placed(&mut self, root: usize) {
        if self.regions[root].as_ref().and_then(Region::absolute_origin).is_some() {
            self.placed.insert(root);
        } else {
            self.placed.remove(&root);
        }
    }

    /// Files fall `fall` under where its hole and landing lie now.
    fn file_fall(&mut self, fall: usize) {
        self.fall_visits += 1;
        let Fall { from, hole, to } = self.falls[fall];
        let (source, landing) = (self.locate(from, hole), self.locate(to, ORIGIN));
        self.index.set(fall, source, landing);
    }

    /// Learns where frame 0's origin (the start) is on the map.
    pub(super) fn anchor(&mut self, start: Coordinates) {
        self.anchor = Some(start);
    }

    /// The region holding the start, and the map cell of its cell `q`'s
    /// origin: cell `q` is map cell `q + base`.
    fn anchored(&self) -> Option<(usize, Coordinates)> {
        let (root, at) = self.locate(0, ORIGIN);
        Some((root, self.anchor? - at))
    }

    /// How many placements of region `root` lay its cell `pos` on new ground,
    /// of how many lay it on the map.
    pub(super) fn share_new(&self, root: usize, pos: Coordinates) -> Option<(usize, usize)> {
        let on_map = self.on_map.as_ref().filter(|m| m.root == root)?;
        let (anchored, base) = self.anchored()?;
        (anchored == on_map.anchored && !on_map.shifts.is_empty()).then(|| {
            anchor::share_new(
                self.region(anchored),
                base,
                &on_map.shifts,
                pos,
                self.width,
                self.height,
            )
        })
    }

    /// Works out where region `root` can lie over the anchored region, for
    /// the planner; when only one place is left, that is a guess to unite
    /// the two (undone, like any guess, if something contradicts it).
    fn place_on_map(&mut self, root: usize, refuted: &RefutedIndex) -> Option<Guess> {
        self.on_map = None;
        let (anchored, base) = self.anchored()?;
        if anchored == root {
            return None;
        }
        let shifts = anchor::placements(
            self.region(anchored),
            base,
            self.region(root),
            self.width,
            self.height,
        );
        let only = match shifts[..] {
            [only] => Some(only),
            _ => None,
        };
        self.on_map = Some(OnMap { root, anchored, shifts });
        let shift = only?;
        let support = self.fit(root, anchored, shift)?;
        (!Belief::is_refuted(refuted, root, anchored, shift, support)).then_some(Guess {
            a: root,
            a_pos: ORIGIN,
            b: anchored,
            b_pos: shift,
            support,
        })
    }

    /// The region holding cell `pos` of `frame`, and the cell in its frame.
    pub(super) fn locate(&self, frame: usize, pos: Coordinates) -> (usize, Coordinates) {
        (self.root[frame], pos + self.shift[frame])
    }

    /// The region whose frame is `root`.
    pub(super) fn region(&self, root: usize) -> &Region {
        self.regions[root].as_ref().expect("roots have regions")
    }

    /// Cells of every frame's grid: more than any search over the regions
    /// can reach.
    pub(super) fn cells(&self) -> usize {
        self.frames() * ((2 * self.width + 1) * (2 * self.height + 1)) as usize
    }

    /// Frames so far (region roots are among them).
    pub(super) fn frames(&self) -> usize {
        self.memory.len()
    }

    /// What was felt, a fragment per frame.
    pub(super) fn memory(&self) -> &Fragments {
        &self.memory
    }

    /// The frame the player is in, and its cell there.
    pub(super) fn here(&self) -> (usize, Coordinates) {
        self.here
    }

    /// The moves made in `frame` so far: its touches after its origin.
    fn history(&self, frame: usize) -> &[Touch] {
        &self.memory.fragments()[frame].touches()[1..]
    }

    /// Where each known wormhole leads, as (region, cell) to (region, cell).
    pub(super) fn jumps(&self) -> FastMap<(usize, Coordinates), (usize, Coordinates)> {
        self.falls
            .iter()
            .map(|f| (self.locate(f.from, f.hole), self.locate(f.to, ORIGIN)))
            .collect()
    }

    /// An earlier frame in which the same moves met the same rooms as in
    /// `frame` so far (the same touches: every frame starts at its origin):
    /// the player has been here before and is repeating itself, unless it is
    /// told so.
    fn repeated(&self, frame: usize) -> Option<usize> {
        let history = self.history(frame);
        if frame == 0 || history.len() < MIN_REPEAT {
            return None;
        }
        (1..frame).rev().find(|&earlier| self.history(earlier).starts_with(history))
    }

    /// Moves that, after what `frame` has seen so far, did in an earlier frame
    /// just the same and then fell into a wormhole: taking one again likely
    /// repeats a loop, so the planner tries something new first.
    pub(super) fn stale_moves(&self, frame: usize) -> Vec<Move> {
        let history = self.history(frame);
        let mut stale = Vec::new();
        if self.members[self.root[frame]].len() > 1 {
            // The frame is placed: the planner knows where it is.
            return stale;
        }
        // After the same moves the earlier frame stood where this one does.
        let at = if self.here.0 == frame { self.here.1 } else { ORIGIN };
        for earlier in 1..frame {
            let seen = self.history(earlier);
            if seen.len() > history.len() && seen.starts_with(history) {
                let next = seen[history.len()];
                let mv = Move::STEPS
                    .into_iter()
                    .find(|mv| at + mv.delta() == next.at)
                    .unwrap_or(Move::Wait);
                if next.felt == Felt::Wormhole && !stale.contains(&mv) {
                    stale.push(mv);
                }
            }
        }
        stale
    }

    /// Learns that cell `pos` of `frame`, the player's, felt like `felt`: a
    /// move's touch (the player stands there now unless it is a wall).
    pub(super) fn learn(&mut self, frame: usize, pos: Coordinates, felt: Felt) {
        self.memory.touch(pos, felt);
        if felt != Felt::Wall {
            self.here = (frame, pos);
        }
        let what = Known::of(felt);
        if what.is_landmark() && !self.landmarks[frame].contains(&(pos, what)) {
            self.landmarks[frame].push((pos, what));
        }
        let (root, at) = self.locate(frame, pos);
        let learnt = self.regions[root].as_mut().expect("roots have regions").insert(at, what);
        self.note_placed(root);
        if learnt.and_then(|()| self.close()).is_err() {
            self.contradicted();
        }
    }

    /// Learns a fall into the hole at `hole` of `frame`; returns the new frame,
    /// whose origin is the hole landed on.
    pub(super) fn fall(&mut self, frame: usize, hole: Coordinates) -> usize {
        self.learn(frame, hole, Felt::Wormhole);
        let to = self.new_frame(Felt::Wormhole);
        let fall = self.falls.len();
        self.falls.push(Fall { from: frame, hole, to });
        self.file_fall(fall);
        if self.close().is_err() {
            self.contradicted();
        }
        to
    }

    /// Drops the latest guess for good; false if there was none.
    pub(super) fn drop_guess(&mut self) -> bool {
        match self.guesses.pop() {
            Some(guess) => {
                self.refuted.push(guess);
                self.rebuild();
                true
            }
            None => false,
        }
    }

    /// Unites cell `a_pos` of frame `a` with cell `b_pos` of frame `b`; true if
    /// two regions became one. On a contradiction the regions are left half
    /// merged, and the caller rebuilds.
    fn unite(
        &mut self,
        a: usize,
        a_pos: Coordinates,
        b: usize,
        b_pos: Coordinates,
    ) -> Result<bool, Contradiction> {
        let (a_root, a_at) = self.locate(a, a_pos);
        let (b_root, b_at) = self.locate(b, b_pos);
        if a_root == b_root {
            return if a_at == b_at { Ok(false) } else { Err(Contradiction) };
        }
        let a_size = self.region(a_root).known().len();
        let b_size = self.region(b_root).known().len();
        if a_size <= b_size {
            self.absorb(a_root, b_root, b_at - a_at)?;
        } else {
            self.absorb(b_root, a_root, a_at - b_at)?;
        }
        Ok(true)
    }

    /// Moves region `from` into region `into`; cell `p` of `from` is `p + shift`.
    fn absorb(
        &mut self,
        from: usize,
        into: usize,
        shift: Coordinates,
    ) -> Result<(), Contradiction> {
        let moved = self.regions[from].take().expect("roots have regions");
        for frame in std::mem::take(&mut self.members[from]) {
            self.root[frame] = into;
            self.shift[frame] += shift;
            self.members[into].push(frame);
        }
        // Only the falls filed with the smaller of the two regions' are
        // filed again.
        for fall in self.index.unite(from, into, shift) {
            self.file_fall(fall);
        }
        let target = self.regions[into].as_mut().expect("roots have regions");
        let merged =
            moved.known().iter().try_for_each(|&(pos, what)| target.insert(pos + shift, what));
        self.placed.remove(&from);
        self.note_placed(into);
        merged
    }

    /// Applies the proven rules until nothing changes: one hole always leads to
    /// the same hole, only one hole leads to each hole, and regions with a
    /// known place on the map are one.
    fn close(&mut self) -> Result<(), Contradiction> {
        loop {
            // The pair a walk over the falls in order would unite first:
            // two falls by one hole whose landings lie apart, or two onto
            // one cell whose holes do.
            if let Some((fall, side, earlier)) = self.index.next() {
                self.fall_visits += 1;
                let (earlier, fall) = (self.falls[earlier], self.falls[fall]);
                let united = match side {
                    Side::Source => self.unite(earlier.to, ORIGIN, fall.to, ORIGIN)?,
                    Side::Landing => {
                        self.unite(earlier.from, earlier.hole, fall.from, fall.hole)?
                    }
                };
                if united {
                    continue;
                }
                // The two ends were filed apart, so they lie apart: unless
                // the index is stale, a union or a contradiction follows.
                debug_assert!(false, "a filed pair of falls was already one");
                return Ok(());
            }
            // With two holes or more, each leads to another: once two are
            // known apart, no fall lands on the hole it was entered by.
            let lands_where_entered = self.index.lands_where_entered();
            let mut placed = self.placed.iter().copied();
            if let (Some(first), Some(second)) = (placed.next(), placed.next()) {
                let origin = |root: usize| {
                    self.region(root).absolute_origin().expect("placed regions have a place")
                };
                let (first_origin, second_origin) = (origin(first), origin(second));
                self.unite(first, ORIGIN - first_origin, second, ORIGIN - second_origin)?;
                continue;
            }
            if lands_where_entered && self.holes_apart() {
                return Err(Contradiction);
            }
            return Ok(());
        }
    }

    /// Falls visited by the scans so far (the tests bound the work).
    #[cfg(test)]
    pub(super) fn fall_visits(&self) -> usize {
        self.fall_visits
    }

    /// Whether some region knows two holes (so the labyrinth has two or more).
    fn holes_apart(&self) -> bool {
        self.regions.iter().flatten().any(|region| {
            region.known().iter().filter(|(_, what)| *what == Known::Hole).nth(1).is_some()
        })
    }

    /// Something contradicts the belief: some guess is wrong. Drops (for good)
    /// the least supported guess whose loss makes the rest agree, or failing
    /// that the latest, until the belief agrees with itself.
    fn contradicted(&mut self) {
        loop {
            let mut suspects: Vec<usize> = (0..self.guesses.len()).collect();
            crate::order::sort_by_key(&mut suspects, |&i| {
                (self.guesses[i].support, usize::MAX - i)
            });
            for i in suspects {
                let mut rest = self.guesses.clone();
                let wrong = rest.remove(i);
                if self.build(&rest).is_ok() {
                    self.guesses = rest;
                    self.refuted.push(wrong);
                    return;
                }
            }
            match self.guesses.pop() {
                Some(wrong) => self.refuted.push(wrong),
                None => {
                    debug_assert!(false, "proven facts contradict each other");
                    let _ = self.build(&[]);
                    return;
                }
            }
            if self.build(&self.guesses.clone()).is_ok() {
                return;
            }
        }
    }

    /// Rebuilds the regions from the facts, the falls and the guesses left.
    fn rebuild(&mut self) {
        if self.build(&self.guesses.clone()).is_err() {
            self.contradicted();
        }
    }

    /// Builds the regions from the facts, the falls and `guesses`.
    fn build(&mut self, guesses: &[Guess]) -> Result<(), Contradiction> {
        self.on_map = None;
        self.placed.clear();
        for frame in 0..self.memory.len() {
            let mut region = Region::new(self.width, self.height);
            for touch in self.memory.fragments()[frame].touches() {
                // Facts of one frame are all true of one real place, so agree.
                let _ = region.insert(touch.at, Known::of(touch.felt));
            }
            self.root[frame] = frame;
            self.shift[frame] = ORIGIN;
            self.members[frame] = vec![frame];
            self.regions[frame] = Some(region);
            self.note_placed(frame);
        }
        self.index.clear(self.memory.len());
        for fall in 0..self.falls.len() {
            self.file_fall(fall);
        }
        for g in guesses {
            self.unite(g.a, g.a_pos, g.b, g.b_pos)?;
        }
        self.close()
    }

    /// The landmarks of region `root`, each once.
    fn landmarks_of(&self, root: usize) -> Vec<Landmark> {
        let mut found: Vec<Landmark> = Vec::new();
        for &frame in &self.members[root] {
            for &(pos, what) in &self.landmarks[frame] {
                let at = pos + self.shift[frame];
                if !found.iter().any(|l| l.at == at) {
                    found.push(Landmark { at, what, frame, pos });
                }
            }
        }
        found
    }

    /// Whether the guess "region `a` moved by `shift` is region `b`" was
    /// refuted before (in whatever frames it was made) on about as much
    /// evidence as it has now. A refutation can blame the wrong guess, so one
    /// that has since gained support may be tried again.
    fn is_refuted(
        refuted: &RefutedIndex,
        a: usize,
        b: usize,
        shift: Coordinates,
        support: usize,
    ) -> bool {
        refuted.get(&(a, b, shift)).is_some_and(|&most| support < most + RETRY_MARGIN)
    }

    /// The refuted guesses as the frames lie now (see [`RefutedIndex`]):
    /// each under its two regions both ways round.
    fn refuted_index(&self) -> RefutedIndex {
        let mut index = RefutedIndex::default();
        for g in &self.refuted {
            let (ga, ga_at) = self.locate(g.a, g.a_pos);
            let (gb, gb_at) = self.locate(g.b, g.b_pos);
            for key in [(ga, gb, gb_at - ga_at), (gb, ga, ga_at - gb_at)] {
                let most = index.entry(key).or_insert(g.support);
                *most = (*most).max(g.support);
            }
        }
        index
    }

    /// How region `a`, moved by `shift`, fits over region `b`: agreeing cells,
    /// or `None` if they disagree or would not fit the labyrinth together.
    fn fit(&self, a: usize, b: usize, shift: Coordinates) -> Option<usize> {
        let (a_region, b_region) = (self.region(a), self.region(b));
        if a_region.known().len() <= b_region.known().len() {
            b_region.overlap(a_region, shift)
        } else {
            a_region.overlap(b_region, ORIGIN - shift)
        }
    }

    /// Whether region `a` also fits region `b` at some other shift nearly as
    /// well as at `shift`, landmarks or not: in a labyrinth of look-alike
    /// rooms a landmark match can be a coincidence.
    fn has_lookalike(&self, a: usize, b: usize, shift: Coordinates, support: usize) -> bool {
        let (a_region, b_region) = (self.region(a), self.region(b));
        let (Some((a_low, a_high)), Some((b_low, b_high))) = (a_region.bounds(), b_region.bounds())
        else {
            return false;
        };
        // Shifts that keep both within the labyrinth's size together.
        let xs = (b_high.x - self.width + 1 - a_low.x)..=(b_low.x + self.width - 1 - a_high.x);
        let ys = (b_high.y - self.height + 1 - a_low.y)..=(b_low.y + self.height - 1 - a_high.y);
        let enough = support - support / 4;
        for y in ys {
            for x in xs.clone() {
                let other = Coordinates::new(x, y);
                if other != shift && b_region.overlap(a_region, other).is_some_and(|s| s >= enough)
                {
                    return true;
                }
            }
        }
        false
    }

    /// Looks for where the player is, after a move that ended on cell `pos` of
    /// `frame`: first whether it is repeating an earlier landing move for
    /// move, then whether its region matches another one around their
    /// landmarks. Unites the two on a clear match; otherwise notes which
    /// unknown neighbours of `pos` the candidate placements say are walls,
    /// since probing a wall costs no move and tells placements apart.
    pub(super) fn guess(&mut self, frame: usize, pos: Coordinates) {
        let (root, at) = self.locate(frame, pos);
        let state =
            (root, at, self.region(root).known().len(), self.memory.len(), self.guesses.len());
        if self.last_guess == Some(state) {
            return;
        }
        self.last_guess = Some(state);
        self.wall_hints.clear();
        // Nothing below moves a frame or refutes a guess.
        let refuted = self.refuted_index();
        let placed = self.place_on_map(root, &refuted);
        let guess = self.repeat_guess(frame, &refuted).or(placed).or_else(|| {
            let candidates = self.placements(root, &refuted);
            let chosen = self.clear_winner(root, &candidates);
            if chosen.is_none() {
                self.wall_hints = self.walls_foreseen(root, at, &candidates);
            }
            chosen
        });
        if let Some(guess) = guess {
            self.guesses.push(guess);
            if self
                .unite(guess.a, guess.a_pos, guess.b, guess.b_pos)
                .and_then(|_| self.close())
                .is_err()
            {
                self.contradicted();
            }
        }
    }

    /// The guess that `frame` landed where an earlier frame did, when it has
    /// so far met just what that one met (and the two regions fit).
    fn repeat_guess(&self, frame: usize, refuted: &RefutedIndex) -> Option<Guess> {
        let earlier = self.repeated(frame)?;
        let (root, own_at) = self.locate(frame, ORIGIN);
        let (earlier_root, earlier_at) = self.locate(earlier, ORIGIN);
        let shift = earlier_at - own_at;
        if earlier_root == root {
            return None;
        }
        let support = self.fit(root, earlier_root, shift)?;
        (!Belief::is_refuted(refuted, root, earlier_root, shift, support)).then_some(Guess {
            a: frame,
            a_pos: ORIGIN,
            b: earlier,
            b_pos: ORIGIN,
            support,
        })
    }

    /// Every consistent placement of region `root` over another region that
    /// lays one of its landmarks on a like landmark there, best supported
    /// first, as (support, other region, shift, guess).
    fn placements(
        &self,
        root: usize,
        refuted: &RefutedIndex,
    ) -> Vec<(usize, usize, Coordinates, Guess)> {
        let mine = self.landmarks_of(root);
        let mut candidates: Vec<(usize, usize, Coordinates, Guess)> = Vec::new();
        for other in (0..self.regions.len()).filter(|&r| r != root && self.regions[r].is_some()) {
            for theirs in self.landmarks_of(other) {
                for m in mine.iter().filter(|m| m.what == theirs.what) {
                    let shift = theirs.at - m.at;
                    if candidates.iter().any(|c| c.1 == other && c.2 == shift) {
                        continue;
                    }
                    let Some(support) = self.fit(root, other, shift) else { continue };
                    if Belief::is_refuted(refuted, root, other, shift, support) {
                        continue;
                    }
                    let guess = Guess {
                        a: m.frame,
                        a_pos: m.pos,
                        b: theirs.frame,
                        b_pos: theirs.pos,
                        support,
                    };
                    candidates.push((support, other, shift, guess));
                }
            }
        }
        crate::order::sort_by_key(&mut candidates, |c| usize::MAX - c.0);
        candidates
    }

    /// The best placement if it is clearly the one: enough support, no rival
    /// with half as much (placements in two other regions that could
    /// themselves be one place are not rivals), and no look-alike shift.
    fn clear_winner(
        &self,
        root: usize,
        candidates: &[(usize, usize, Coordinates, Guess)],
    ) -> Option<Guess> {
        let &(support, other, shift, guess) = candidates.first()?;
        if support < MIN_SUPPORT {
            return None;
        }
        let rival = candidates[1..]
            .iter()
            .filter(|c| c.0 * 2 >= support)
            .any(|c| c.1 == other || self.fit(c.1, other, shift - c.2).is_none());
        (!rival && !self.has_lookalike(root, other, shift, support)).then_some(guess)
    }

    /// The steps from cell `at` of region `root` into cells it does not know
    /// that some candidate placement says are walls.
    fn walls_foreseen(
        &self,
        root: usize,
        at: Coordinates,
        candidates: &[(usize, usize, Coordinates, Guess)],
    ) -> Vec<Coordinates> {
        let region = self.region(root);
        [
            Coordinates::new(0, -1),
            Coordinates::new(1, 0),
            Coordinates::new(0, 1),
            Coordinates::new(-1, 0),
        ]
        .into_iter()
        .filter(|&step| {
            region.get(at + step).is_none()
                && candidates
                    .iter()
                    .any(|c| self.region(c.1).get(at + step + c.2) == Some(Known::Wall))
        })
        .collect()
    }

    /// Steps from the position last given to `guess` that some placement
    /// says lead into a wall.
    pub(super) fn wall_hints(&self) -> &[Coordinates] {
        &self.wall_hints
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn with_two_holes_known_no_fall_lands_where_it_was_entered() {
        // Two falls: the second frame knows two holes, where it landed and
        // the one it then fell into.
        let mut belief = Belief::new(10, 10);
        let first = belief.fall(0, Coordinates::new(1, 0));
        let second = belief.fall(first, Coordinates::new(0, 1));
        let landed_on_its_own_hole = belief
            .unite(second, ORIGIN, first, Coordinates::new(0, 1))
            .and_then(|_| belief.close());
        assert_eq!(landed_on_its_own_hole, Err(Contradiction));
        // With one hole known it may be the only one, which leads to itself.
        let mut belief = Belief::new(10, 10);
        let first = belief.fall(0, Coordinates::new(1, 0));
        let lone =
            belief.unite(first, ORIGIN, 0, Coordinates::new(1, 0)).and_then(|_| belief.close());
        assert_eq!(lone, Ok(()));
    }
}
