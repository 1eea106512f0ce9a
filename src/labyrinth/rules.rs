//! The rules of one game, as the original controller plays them: where the
//! player stands, what a step or a wait does and reports, and when the game is
//! won or lost.

use super::map::{Cell, LabyrinthMap};
use crate::game::Coordinates;
use crate::game::GameRng;
use crate::locale::{Locale, Words};
use std::fmt;

/// Moves a game allows unless told otherwise (the original's tests use 500).
pub const DEFAULT_MOVE_LIMIT: u32 = 500;
/// Failed steps in a row after which the game is lost, as in the original.
pub const FAILED_STEPS_LIMIT: u32 = 100;
/// The `GameRng` stream that picks the entrance.
pub const ENTRANCE_STREAM: u64 = 0x1ab_0002;

/// What the player asks for on its turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// A step north (towards the first line of the file).
    Up,
    /// A step south.
    Down,
    /// A step west.
    Left,
    /// A step east.
    Right,
    /// Stay; counts as a move and reports the cell the player stands on.
    Wait,
}

impl Move {
    /// The four steps, clockwise from north (the original's direction order).
    pub const STEPS: [Move; 4] = [Move::Up, Move::Right, Move::Down, Move::Left];

    /// How a step changes the position; nothing for `Wait`.
    pub fn delta(self) -> Coordinates {
        match self {
            Move::Up => Coordinates::new(0, -1),
            Move::Down => Coordinates::new(0, 1),
            Move::Left => Coordinates::new(-1, 0),
            Move::Right => Coordinates::new(1, 0),
            Move::Wait => Coordinates::new(0, 0),
        }
    }

    /// The step back; `Wait` stays `Wait`.
    pub fn opposite(self) -> Move {
        match self {
            Move::Up => Move::Down,
            Move::Down => Move::Up,
            Move::Left => Move::Right,
            Move::Right => Move::Left,
            Move::Wait => Move::Wait,
        }
    }

    /// The step a quarter turn clockwise; `Wait` stays `Wait`.
    pub fn turn_right(self) -> Move {
        match self {
            Move::Up => Move::Right,
            Move::Right => Move::Down,
            Move::Down => Move::Left,
            Move::Left => Move::Up,
            Move::Wait => Move::Wait,
        }
    }

    /// The step a quarter turn anticlockwise; `Wait` stays `Wait`.
    pub fn turn_left(self) -> Move {
        self.turn_right().opposite()
    }
}

/// What the cell a move went to (or, for a wait, the cell the player is on)
/// held. A wormhole does not say its number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Room {
    /// A free cell (also where a treasure was taken).
    Empty,
    /// A wall, or the outside of the map.
    Wall,
    /// A free cell marked as an entrance.
    Entrance,
    /// An exit.
    Exit,
    /// A treasure, now the player's.
    Treasure,
    /// A wormhole; the player is now somewhere else.
    Wormhole,
}

impl Room {
    fn of(cell: Cell) -> Room {
        match cell {
            Cell::Empty => Room::Empty,
            Cell::Wall => Room::Wall,
            Cell::Entrance => Room::Entrance,
            Cell::Exit => Room::Exit,
            Cell::Treasure => Room::Treasure,
            Cell::Wormhole(_) => Room::Wormhole,
        }
    }
}

/// The status of a move; `Display` gives the original game's message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// A wait: "Nothing changes".
    NothingChanges,
    /// A step onto a free cell or an entrance: "Empty room appears".
    EmptyRoom,
    /// A step into a wall or off the map: "Wall prevents from moving".
    WallPrevents,
    /// A step onto a treasure: "Treasure found".
    TreasureFound,
    /// A step onto an exit with the treasure: "Exit reached, you won".
    ExitWon,
    /// A step onto an exit without it: "Exit reached but you do not have a treasure".
    ExitWithoutTreasure,
    /// A step into a wormhole: "Fall into wormhole!".
    FellIntoWormhole,
}

impl Status {
    /// Every status, in the order of the variants.
    pub const ALL: [Status; 7] = [
        Status::NothingChanges,
        Status::EmptyRoom,
        Status::WallPrevents,
        Status::TreasureFound,
        Status::ExitWon,
        Status::ExitWithoutTreasure,
        Status::FellIntoWormhole,
    ];
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Status::NothingChanges => "Nothing changes",
            Status::EmptyRoom => "Empty room appears",
            Status::WallPrevents => "Wall prevents from moving",
            Status::TreasureFound => "Treasure found",
            Status::ExitWon => "Exit reached, you won",
            Status::ExitWithoutTreasure => "Exit reached but you do not have a treasure",
            Status::FellIntoWormhole => "Fall into wormhole!",
        })
    }
}

/// The player's condition after a move, as the original reports it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Condition {
    /// The player carries a treasure.
    pub has_treasure: bool,
    /// The player has stood on an exit without the treasure.
    pub exit_found: bool,
    /// The player reached an exit with the treasure: the game is won.
    pub exit_reached: bool,
}

/// Why a game was lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LossReason {
    /// The move limit (the number) was used up.
    MoveLimit(u32),
    /// This many steps in a row failed.
    FailedSteps(u32),
    /// The player gave up, saying there was nothing left to explore.
    GaveUp,
}

impl Words for LossReason {
    fn words(&self, locale: &Locale) -> String {
        match self {
            LossReason::MoveLimit(limit) => {
                locale.phrase_with("lab_reason_limit", &[("limit", (*limit).into())])
            }
            LossReason::FailedSteps(count) => {
                locale.phrase_with("lab_reason_failed", &[("count", (*count).into())])
            }
            LossReason::GaveUp => locale.phrase("lab_reason_gave_up", &[]),
        }
    }
}

/// In English: what `--json` and logs print.
impl fmt::Display for LossReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english())
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The player left through an exit with the treasure.
    Won,
    /// The game is lost, and why.
    Lost(LossReason),
}

/// Everything one move reports. It holds no position: this is what players see.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StepResult {
    /// What the target cell held (the player's own cell for a wait).
    pub room: Room,
    /// Whether the move happened (and counted); false only for a wall.
    pub moved: bool,
    /// Treasure and exit flags after the move.
    pub condition: Condition,
    /// The original's status message, typed.
    pub status: Status,
    /// How the game ended, if this move ended it.
    pub outcome: Option<Outcome>,
}

/// Why a game cannot start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StartError {
    /// The map has no entrance.
    NoEntrance,
    /// The map has fewer entrances than the index asked for.
    NoSuchEntrance(usize),
}

impl fmt::Display for StartError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StartError::NoEntrance => f.write_str("the labyrinth has no entrance"),
            StartError::NoSuchEntrance(i) => write!(f, "the labyrinth has no entrance number {i}"),
        }
    }
}

impl std::error::Error for StartError {}

/// A move asked of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameOver(pub Outcome);

/// One game in a labyrinth: the map (with taken treasures removed), the
/// player's position, and the counters.
#[derive(Clone, Debug)]
pub struct Labyrinth {
    map: LabyrinthMap,
    wormhole_exits: Vec<(Coordinates, Coordinates)>,
    player: Coordinates,
    condition: Condition,
    moves: u32,
    failed_in_row: u32,
    move_limit: u32,
    outcome: Option<Outcome>,
}

impl Labyrinth {
    /// A game on an entrance chosen by `seed`, as the original picks one at random.
    pub fn new(map: LabyrinthMap, seed: u64) -> Result<Self, StartError> {
        let count = map.entrances().len() as u32;
        let index = GameRng::new(seed, ENTRANCE_STREAM).below(count);
        Self::from_entrance(map, index as usize)
    }

    /// A game on entrance number `index` (row by row, from 0).
    pub fn from_entrance(map: LabyrinthMap, index: usize) -> Result<Self, StartError> {
        let entrances = map.entrances();
        if entrances.is_empty() {
            return Err(StartError::NoEntrance);
        }
        let &player = entrances.get(index).ok_or(StartError::NoSuchEntrance(index))?;
        Ok(Labyrinth {
            wormhole_exits: map.wormhole_exits(),
            map,
            player,
            condition: Condition::default(),
            moves: 0,
            failed_in_row: 0,
            move_limit: DEFAULT_MOVE_LIMIT,
            outcome: None,
        })
    }

    /// The same game with another move limit.
    pub fn with_move_limit(mut self, limit: u32) -> Self {
        self.move_limit = limit;
        self
    }

    /// Width and height of the map.
    pub fn size(&self) -> (usize, usize) {
        (self.map.width(), self.map.height())
    }

    /// The map as it is now (taken treasures are empty cells).
    pub fn map(&self) -> &LabyrinthMap {
        &self.map
    }

    /// Where the player stands (for referees and tests, never for players).
    pub fn position(&self) -> Coordinates {
        self.player
    }

    /// Successful moves so far.
    pub fn moves(&self) -> u32 {
        self.moves
    }

    /// The move limit.
    pub fn move_limit(&self) -> u32 {
        self.move_limit
    }

    /// The player's condition.
    pub fn condition(&self) -> Condition {
        self.condition
    }

    /// How the game ended, once it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The player gives up; the game is lost (if it was not over already).
    pub fn give_up(&mut self) {
        self.outcome.get_or_insert(Outcome::Lost(LossReason::GaveUp));
    }

    /// Plays one move. A step into a wall or off the map fails and does not
    /// count; anything else counts one move. Errs once the game is over.
    pub fn step(&mut self, mv: Move) -> Result<StepResult, GameOver> {
        if let Some(outcome) = self.outcome {
            return Err(GameOver(outcome));
        }
        let (room, moved, status) = match mv {
            Move::Wait => (Room::of(self.map.get(self.player)), true, Status::NothingChanges),
            _ => self.walk(self.player + mv.delta()),
        };
        if moved {
            self.moves += 1;
            self.failed_in_row = 0;
        } else {
            self.failed_in_row += 1;
        }
        self.outcome = if self.condition.exit_reached {
            Some(Outcome::Won)
        } else if self.failed_in_row >= FAILED_STEPS_LIMIT {
            Some(Outcome::Lost(LossReason::FailedSteps(self.failed_in_row)))
        } else if self.moves >= self.move_limit {
            Some(Outcome::Lost(LossReason::MoveLimit(self.move_limit)))
        } else {
            None
        };
        Ok(StepResult { room, moved, condition: self.condition, status, outcome: self.outcome })
    }

    /// A step to `target`: what was there, whether the player moved, the status.
    fn walk(&mut self, target: Coordinates) -> (Room, bool, Status) {
        let cell = self.map.get(target);
        let status = match cell {
            Cell::Wall => return (Room::Wall, false, Status::WallPrevents),
            Cell::Empty | Cell::Entrance => Status::EmptyRoom,
            Cell::Treasure => {
                self.condition.has_treasure = true;
                self.map.set(target, Cell::Empty);
                Status::TreasureFound
            }
            Cell::Exit if self.condition.has_treasure => {
                self.condition.exit_reached = true;
                Status::ExitWon
            }
            Cell::Exit => {
                self.condition.exit_found = true;
                Status::ExitWithoutTreasure
            }
            Cell::Wormhole(_) => Status::FellIntoWormhole,
        };
        self.player = match cell {
            Cell::Wormhole(_) => self
                .wormhole_exits
                .iter()
                .find(|(from, _)| *from == target)
                .map_or(target, |&(_, to)| to),
            _ => target,
        };
        (Room::of(cell), true, status)
    }
}

#[cfg(test)]
mod tests {
    use super::super::format::parse_labyrinth;
    use super::*;

    fn game(text: &str) -> Labyrinth {
        Labyrinth::from_entrance(parse_labyrinth(text).expect("valid"), 0).expect("an entrance")
    }

    /// `#T E#` over `# # #` over `#S  #`.
    const LAB1: &str = "#####\n#T E#\n# # #\n#S  #\n#####";

    #[test]
    fn status_texts_are_the_originals() {
        let texts: Vec<String> = Status::ALL.iter().map(ToString::to_string).collect();
        assert_eq!(
            texts,
            [
                "Nothing changes",
                "Empty room appears",
                "Wall prevents from moving",
                "Treasure found",
                "Exit reached, you won",
                "Exit reached but you do not have a treasure",
                "Fall into wormhole!"
            ]
        );
    }

    #[test]
    fn a_wall_step_fails_and_does_not_count() {
        let mut lab = game(LAB1);
        let r = lab.step(Move::Down).expect("playing");
        assert_eq!((r.room, r.moved, r.status), (Room::Wall, false, Status::WallPrevents));
        assert_eq!(r.status.to_string(), "Wall prevents from moving");
        let r = lab.step(Move::Right).expect("playing");
        assert_eq!((r.room, r.moved, r.status), (Room::Empty, true, Status::EmptyRoom));
        let r = lab.step(Move::Up).expect("playing");
        assert_eq!(r.room, Room::Wall);
        assert_eq!(lab.moves(), 1);
        assert_eq!(lab.position(), Coordinates::new(1, 2));
    }

    #[test]
    fn a_step_off_the_map_is_a_wall() {
        let mut lab = game(LAB1);
        let r = lab.step(Move::Left).expect("playing");
        assert_eq!((r.room, r.moved), (Room::Wall, false));
        assert_eq!(lab.position(), Coordinates::new(0, 2));
    }

    #[test]
    fn a_wait_counts_and_reports_the_own_cell() {
        let mut lab = game(LAB1);
        let r = lab.step(Move::Wait).expect("playing");
        assert_eq!((r.room, r.moved, r.status), (Room::Entrance, true, Status::NothingChanges));
        assert_eq!(r.status.to_string(), "Nothing changes");
        assert_eq!(lab.moves(), 1);
    }

    #[test]
    fn stepping_on_an_entrance_is_an_empty_room() {
        let mut lab = game(LAB1);
        lab.step(Move::Right).expect("playing");
        let r = lab.step(Move::Left).expect("playing");
        assert_eq!((r.room, r.status), (Room::Entrance, Status::EmptyRoom));
        assert_eq!(r.status.to_string(), "Empty room appears");
    }

    #[test]
    fn the_treasure_is_picked_up_and_leaves_an_empty_cell() {
        let mut lab = game(LAB1);
        lab.step(Move::Up).expect("playing");
        let r = lab.step(Move::Up).expect("playing");
        assert_eq!((r.room, r.status), (Room::Treasure, Status::TreasureFound));
        assert_eq!(r.status.to_string(), "Treasure found");
        assert!(r.condition.has_treasure);
        lab.step(Move::Down).expect("playing");
        let r = lab.step(Move::Up).expect("playing");
        assert_eq!((r.room, r.status), (Room::Empty, Status::EmptyRoom));
        assert_eq!(lab.map().get(Coordinates::new(0, 0)), Cell::Empty);
    }

    #[test]
    fn the_exit_without_the_treasure_says_so_and_the_game_goes_on() {
        let mut lab = game(LAB1);
        for mv in [Move::Right, Move::Right, Move::Up] {
            lab.step(mv).expect("playing");
        }
        let r = lab.step(Move::Up).expect("playing");
        assert_eq!((r.room, r.moved, r.status), (Room::Exit, true, Status::ExitWithoutTreasure));
        assert_eq!(r.status.to_string(), "Exit reached but you do not have a treasure");
        assert!(r.condition.exit_found && !r.condition.exit_reached);
        assert_eq!(r.outcome, None);
        assert_eq!(lab.position(), Coordinates::new(2, 0));
    }

    #[test]
    fn the_exit_with_the_treasure_wins() {
        let mut lab = game(LAB1);
        for mv in [Move::Up, Move::Up, Move::Right] {
            lab.step(mv).expect("playing");
        }
        let r = lab.step(Move::Right).expect("playing");
        assert_eq!((r.room, r.status), (Room::Exit, Status::ExitWon));
        assert_eq!(r.status.to_string(), "Exit reached, you won");
        assert!(r.condition.exit_reached);
        assert_eq!(r.outcome, Some(Outcome::Won));
        assert_eq!(lab.moves(), 4);
        assert_eq!(lab.step(Move::Wait), Err(GameOver(Outcome::Won)));
    }

    #[test]
    fn a_wormhole_throws_to_the_next_and_the_landing_does_not_trigger() {
        // 0 at (1,0), 1 at (3,0), 2 at (1,2).
        let mut lab = game("#######\n#S0 1T#\n#E   ##\n# 2   #\n#######");
        let r = lab.step(Move::Right).expect("playing");
        assert_eq!((r.room, r.moved, r.status), (Room::Wormhole, true, Status::FellIntoWormhole));
        assert_eq!(r.status.to_string(), "Fall into wormhole!");
        assert_eq!(lab.position(), Coordinates::new(3, 0));
        let r = lab.step(Move::Wait).expect("playing");
        assert_eq!(r.room, Room::Wormhole);
        assert_eq!(lab.position(), Coordinates::new(3, 0));
        lab.step(Move::Down).expect("playing");
        lab.step(Move::Up).expect("playing");
        assert_eq!(lab.position(), Coordinates::new(1, 2), "hole 1 leads to hole 2");
        lab.step(Move::Right).expect("playing");
        lab.step(Move::Left).expect("playing");
        assert_eq!(lab.position(), Coordinates::new(1, 0), "the last hole leads to hole 0");
        assert_eq!(lab.moves(), 6);
    }

    #[test]
    fn a_lone_wormhole_leads_to_itself() {
        let mut lab = game("######\n#S0TE#\n#    #\n######\n");
        lab.step(Move::Right).expect("playing");
        assert_eq!(lab.position(), Coordinates::new(1, 0));
    }

    #[test]
    fn the_move_limit_loses() {
        let mut lab = game(LAB1).with_move_limit(3);
        lab.step(Move::Wait).expect("playing");
        lab.step(Move::Wait).expect("playing");
        let r = lab.step(Move::Wait).expect("playing");
        assert_eq!(r.outcome, Some(Outcome::Lost(LossReason::MoveLimit(3))));
        assert_eq!(LossReason::MoveLimit(3).to_string(), "move limit of 3 reached");
    }

    #[test]
    fn winning_on_the_last_move_is_a_win() {
        let mut lab = game(LAB1).with_move_limit(4);
        for mv in [Move::Up, Move::Up, Move::Right] {
            lab.step(mv).expect("playing");
        }
        assert_eq!(lab.step(Move::Right).expect("playing").outcome, Some(Outcome::Won));
    }

    #[test]
    fn a_hundred_failed_steps_in_a_row_lose() {
        let mut lab = game(LAB1);
        for _ in 0..99 {
            assert_eq!(lab.step(Move::Down).expect("playing").outcome, None);
        }
        lab.step(Move::Right).expect("playing");
        for _ in 0..99 {
            lab.step(Move::Up).expect("playing");
        }
        let r = lab.step(Move::Up).expect("playing");
        assert_eq!(r.outcome, Some(Outcome::Lost(LossReason::FailedSteps(100))));
        assert_eq!(lab.moves(), 1);
    }

    #[test]
    fn giving_up_loses() {
        let mut lab = game(LAB1);
        lab.give_up();
        assert_eq!(lab.outcome(), Some(Outcome::Lost(LossReason::GaveUp)));
        assert_eq!(LossReason::GaveUp.to_string(), "gave up: nothing left to explore");
    }

    #[test]
    fn the_seed_picks_among_the_entrances() {
        let map = parse_labyrinth("######\n#S  S#\n#T  E#\n######").expect("valid");
        let starts: std::collections::HashSet<Coordinates> = (0..32)
            .map(|seed| Labyrinth::new(map.clone(), seed).expect("entrances").position())
            .collect();
        assert_eq!(starts.len(), 2);
        assert_eq!(Labyrinth::from_entrance(map, 2).err(), Some(StartError::NoSuchEntrance(2)));
    }
}
