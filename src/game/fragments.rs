//! `Fragments`: what a player in the dark has felt of a level — every cell
//! it stood on or bumped into, with what the cell held — kept as the player
//! itself could keep it: in fragments, a new one wherever the level drops
//! the player somewhere it cannot tell (a wormhole), each in its own terms
//! from the cell it began on. A blind level keeps them
//! ([`SightModel::Blind`](super::SightModel)); a player told only what it
//! felt keeps its own in the same form, cell for cell the same.

use super::appearance::Figure;
use super::coordinates::Coordinates;
use super::game::{Command, Game};
use super::invalid::{Invalid, Thing};
use super::limits;
use super::rules::SightModel;
use super::world::GameWorld;
use crate::content::Content;
use serde::Serialize;

/// What a player in the dark felt on a cell, in the order that names a cell
/// holding several things (the last wins: a wall, then a wormhole, an exit,
/// an entrance, treasure, bare ground).
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
pub enum Felt {
    /// Bare ground.
    Floor,
    /// Treasure, which it took (bare ground since).
    Treasure,
    /// An entrance.
    Entrance,
    /// An exit.
    Exit,
    /// A wormhole.
    Wormhole,
    /// Something it could not step into: a wall, the edge of the map.
    Wall,
}

/// One cell felt: where, in its fragment's terms, and what it held.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
pub struct Touch {
    /// The cell, from the first cell of its fragment.
    pub at: Coordinates,
    /// What it held.
    pub felt: Felt,
}

/// The cells felt since the player began on one cell, or landed on it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson)]
pub struct Fragment {
    /// Where its first cell lies on the level. The game knows it; a player in
    /// the dark is never told.
    origin: Coordinates,
    /// Every touch in order, the first on the fragment's first cell, (0, 0).
    touches: Vec<Touch>,
}

impl Fragment {
    /// Every touch in order: the first is the cell the fragment began on,
    /// and each one after it is one move's (a step, a wait, a bump).
    pub fn touches(&self) -> &[Touch] {
        &self.touches
    }

    /// Where its first cell lies on the level. For a front end that shows
    /// the level as it is (once a game is over); a player in the dark must
    /// not read it.
    pub fn origin(&self) -> Coordinates {
        self.origin
    }
}

/// Every fragment, in the order the player entered them: the first where it
/// began, and each next one where it was dropped from the last cell it
/// touched in the one before (a fall, so the last touch of every fragment
/// but the last is the hole it fell through).
#[derive(
    Clone, Debug, Default, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
#[serde(transparent)]
pub struct Fragments {
    fragments: Vec<Fragment>,
}

impl Fragments {
    /// Nothing felt yet.
    pub fn is_empty(&self) -> bool {
        self.fragments.is_empty()
    }

    /// How many fragments there are.
    pub fn len(&self) -> usize {
        self.fragments.len()
    }

    /// Every fragment, in the order entered.
    pub fn fragments(&self) -> &[Fragment] {
        &self.fragments
    }

    /// How many touches all the fragments hold.
    pub fn touches(&self) -> usize {
        self.fragments.iter().map(|f| f.touches.len()).sum()
    }

    /// The player felt `felt` at `at` (a cell of the level, or of whatever
    /// plane the caller keeps its own fragments on): a cell it stands on now
    /// unless it is a wall. The first touch begins the first fragment.
    pub fn touch(&mut self, at: Coordinates, felt: Felt) {
        match self.fragments.last_mut() {
            Some(fragment) => fragment.touches.push(Touch { at: at - fragment.origin, felt }),
            None => self.land(at, felt),
        }
    }

    /// The player was dropped onto `at`, which felt like `felt`, from the
    /// last cell it touched (a fall it cannot follow): a new fragment begins
    /// there.
    pub fn land(&mut self, at: Coordinates, felt: Felt) {
        let touches = vec![Touch { at: Coordinates::ZERO, felt }];
        self.fragments.push(Fragment { origin: at, touches });
    }

    /// Every cell of the level felt, in no particular order and perhaps more
    /// than once. For a front end showing the level (see [`Fragment::origin`]).
    pub fn cells_on_level(&self) -> impl Iterator<Item = Coordinates> + '_ {
        self.fragments.iter().flat_map(|f| f.touches.iter().map(move |t| f.origin + t.at))
    }

    /// Checks restored fragments: each begins on its first cell, and every
    /// cell felt lies within the world.
    pub fn validate(&self) -> Result<(), Invalid> {
        for (index, fragment) in self.fragments.iter().enumerate() {
            if fragment.touches.first().map(|t| t.at) != Some(Coordinates::ZERO) {
                return Err(Invalid::FragmentStart { fragment: index + 1 });
            }
            limits::check_cell(Thing::FeltCell, fragment.origin)?;
            for touch in &fragment.touches {
                let at = Coordinates::new(
                    fragment.origin.x.saturating_add(touch.at.x),
                    fragment.origin.y.saturating_add(touch.at.y),
                );
                limits::check_cell(Thing::FeltCell, at)?;
            }
        }
        Ok(())
    }
}

impl GameWorld {
    /// What a player in the dark feels on `cell`: a wall, a wormhole, an
    /// exit, an entrance, treasure, or bare ground (the first of them a
    /// cell holds).
    pub fn felt(&self, cell: Coordinates) -> Felt {
        if self.is_wall(cell) || self.blocks_walking(cell) {
            return Felt::Wall;
        }
        let content = Content::get();
        let mut felt = Felt::Floor;
        for &id in self.ids_at(cell) {
            let Some(object) = self.get(id) else { continue };
            let this = match object.appearance().figure {
                Figure::Wormhole => Felt::Wormhole,
                Figure::Exit => Felt::Exit,
                Figure::Entrance => Felt::Entrance,
                Figure::Item(kind) if content.item(kind).treasure => Felt::Treasure,
                _ => Felt::Floor,
            };
            felt = felt.max(this);
        }
        felt
    }
}

/// A touch a blind level remembers once the command that makes it is played.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PendingTouch {
    /// The cell stepped into, or stood on for a wait.
    cell: Coordinates,
    /// What it held before the command.
    felt: Felt,
    /// A step (as against a wait).
    step: bool,
    /// The fragments before the command: a fall remembers itself as it
    /// happens, and the touch is then not remembered again.
    fragments: usize,
}

impl Game {
    /// The level's fragments: what the player felt of it in the dark (empty
    /// unless the level is blind).
    pub fn fragments(&self) -> &Fragments {
        &self.levels[self.depth].memory
    }

    /// On a blind level, the touch `command` will make: the cell a step goes
    /// into or a wait stands on, and what it holds now.
    pub(crate) fn touch_ahead(&self, command: Command) -> Option<PendingTouch> {
        if self.rules().sight != SightModel::Blind {
            return None;
        }
        let here = self.player.coordinates;
        let (cell, step) = match command {
            Command::Move(direction) => (here.step(direction), true),
            Command::Wait => (here, false),
            _ => return None,
        };
        let felt = self.world().felt(cell);
        Some(PendingTouch { cell, felt, step, fragments: self.fragments().len() })
    }

    /// Remembers the touch once its command is played: a step the player did
    /// not take felt like a wall.
    pub(crate) fn remember_touch(&mut self, touch: Option<PendingTouch>) {
        let Some(touch) = touch else { return };
        let moved = !touch.step || self.player.coordinates == touch.cell;
        let memory = &mut self.levels[self.depth].memory;
        if memory.len() != touch.fragments {
            return;
        }
        memory.touch(touch.cell, if moved { touch.felt } else { Felt::Wall });
    }

    /// On a blind level whose memory is empty, the player begins it on the
    /// cell it stands on.
    pub(crate) fn remember_start(&mut self) {
        if self.rules().sight == SightModel::Blind && self.fragments().is_empty() {
            let at = self.player.coordinates;
            let felt = self.world().felt(at);
            self.levels[self.depth].memory.touch(at, felt);
        }
    }

    /// Sends the player to `to` on this level. On a blind level the cell it
    /// left is its last touch there and a new fragment begins on `to`: a
    /// player in the dark cannot tell where it landed.
    pub(crate) fn teleport(&mut self, to: Coordinates) {
        if self.rules().sight == SightModel::Blind {
            let from = self.player.coordinates;
            let (left, landed) = (self.world().felt(from), self.world().felt(to));
            let memory = &mut self.levels[self.depth].memory;
            memory.touch(from, left);
            memory.land(to, landed);
        }
        self.player.coordinates = to;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{
        Coordinates, Direction, DroppedItem, Entrance, Exit, GameWorld, ItemKind, Level, Player,
        Rules, Wall, Wormhole,
    };

    /// A blind game on the entrance `S`, in a labyrinth `S 0T.` over
    /// `E#.1.` (hole 0 throws onto hole 1 and back) walled all round.
    fn blind() -> Game {
        let mut world = GameWorld::new();
        let rows = ["#######", "#.....#", "#.#...#", "#######"];
        world.add(Box::new(Wall::from_rows(Coordinates::new(-1, -1), &rows))).expect("walls");
        let at = |x, y| Coordinates::new(x, y);
        world.add(Box::new(Entrance::new(at(0, 0)))).expect("free");
        world.add(Box::new(Exit::new(at(0, 1)))).expect("free");
        world.add(Box::new(DroppedItem::new(at(3, 0), ItemKind::Amulet))).expect("free");
        world.add(Box::new(Wormhole::new(at(2, 0), 0, at(3, 1)))).expect("free");
        world.add(Box::new(Wormhole::new(at(3, 1), 1, at(2, 0)))).expect("free");
        let rules = Rules { sight: SightModel::Blind, ..Rules::classic() };
        Game::with_levels(vec![Level::new(world, rules)], 0, Player::new(at(0, 0)), 1)
    }

    fn touches(game: &Game) -> Vec<Vec<(i32, i32, Felt)>> {
        game.fragments()
            .fragments()
            .iter()
            .map(|f| f.touches().iter().map(|t| (t.at.x, t.at.y, t.felt)).collect())
            .collect()
    }

    #[test]
    fn a_blind_level_remembers_what_was_stood_on_and_bumped_in_its_first_fragment() {
        let mut game = blind();
        assert_eq!(touches(&game), [vec![(0, 0, Felt::Entrance)]]);
        game.apply(Command::Move(Direction::Up));
        game.apply(Command::Move(Direction::Right));
        game.apply(Command::Wait);
        game.apply(Command::Move(Direction::Down));
        assert_eq!(
            touches(&game),
            [vec![
                (0, 0, Felt::Entrance),
                (0, -1, Felt::Wall),
                (1, 0, Felt::Floor),
                (1, 0, Felt::Floor),
                (1, 1, Felt::Wall),
            ]]
        );
        let mut sighted = Game::new(GameWorld::new(), Player::new(Coordinates::ZERO), 1);
        sighted.apply(Command::Wait);
        assert!(sighted.fragments().is_empty(), "only blind levels keep fragments");
    }

    #[test]
    fn a_fall_ends_a_fragment_on_the_hole_and_begins_one_on_the_landing() {
        let mut game = blind();
        for direction in [Direction::Right, Direction::Right] {
            game.apply(Command::Move(direction));
        }
        assert_eq!(game.player.coordinates, Coordinates::new(3, 1));
        assert_eq!(game.log.all().last().map(|e| &e.message), Some(&Message::FellIntoWormhole));
        game.apply(Command::Move(Direction::Up));
        assert_eq!(
            touches(&game),
            [
                vec![(0, 0, Felt::Entrance), (1, 0, Felt::Floor), (2, 0, Felt::Wormhole)],
                vec![(0, 0, Felt::Wormhole), (0, -1, Felt::Treasure)],
            ]
        );
        let fragments = game.fragments().fragments();
        assert_eq!(fragments[1].origin(), Coordinates::new(3, 1));
        let cells: Vec<Coordinates> = game.fragments().cells_on_level().collect();
        assert!(cells.contains(&Coordinates::new(3, 0)) && cells.contains(&Coordinates::new(2, 0)));
        assert_eq!(game.world().felt(Coordinates::new(3, 0)), Felt::Floor, "the treasure is taken");
    }

    #[test]
    fn fragments_are_saved_with_their_level_and_checked_on_restore() {
        let mut game = blind();
        game.apply(Command::Move(Direction::Right));
        game.apply(Command::Move(Direction::Right));
        let record = game.to_record();
        let restored = Game::from_record(&record).expect("a good save");
        assert_eq!(restored.fragments(), game.fragments());
        let mut json = serde_json::to_value(&record).expect("a record");
        json["levels"][0]["fragments"][1]["touches"][0]["at"]["x"] = 1.into();
        let damaged: crate::game::GameRecord = crate::json::from_value(&json).expect("a record");
        assert!(Game::from_record(&damaged).is_err(), "a fragment begins on its first cell");
        let classic = Game::new(GameWorld::new(), Player::new(Coordinates::ZERO), 1);
        let json = serde_json::to_value(classic.to_record()).expect("a record");
        assert!(json["levels"][0].get("fragments").is_none(), "nothing saved when nothing felt");
    }

    use crate::game::Message;
}
