//! The referee: a labyrinth game is an engine game of one level (see
//! [`rules`](super::rules)); the referee turns each [`Move`] of the player
//! protocol into an engine command and reads what the protocol reports (what
//! the cell held, whether the move happened, the condition, the status and
//! the outcome) off the engine's state. It also plays one player through
//! one game.

use super::map::LabyrinthMap;
use super::player::{Condition, Move, Player, Room, Start, Status, StepResult, Turn};
use super::rules::{labyrinth_level, DEFAULT_MOVE_LIMIT, ENTRANCE_STREAM};
use crate::game::{Command, Coordinates, Ending, Game, GameRng, Player as Walker};
use crate::locale::{Locale, Words};
use std::fmt;

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

/// One game in a labyrinth: the engine game, and what the protocol keeps
/// that the engine does not (whether an exit was found without the
/// treasure, whether the player gave up).
#[derive(Debug)]
pub struct Labyrinth {
    game: Game,
    width: usize,
    height: usize,
    start: Coordinates,
    exit_found: bool,
    gave_up: bool,
}

impl Labyrinth {
    /// A game on an entrance chosen by `seed`, as the original picks one at random.
    pub fn new(map: LabyrinthMap, seed: u64) -> Result<Self, StartError> {
        let count = map.entrances().len() as u32;
        let index = GameRng::new(seed, ENTRANCE_STREAM).below(count);
        Self::on_entrance(&map, index as usize, seed)
    }

    /// A game on entrance number `index` (row by row, from 0).
    pub fn from_entrance(map: LabyrinthMap, index: usize) -> Result<Self, StartError> {
        Self::on_entrance(&map, index, 0)
    }

    fn on_entrance(map: &LabyrinthMap, index: usize, seed: u64) -> Result<Self, StartError> {
        let entrances = map.entrances();
        if entrances.is_empty() {
            return Err(StartError::NoEntrance);
        }
        let &start = entrances.get(index).ok_or(StartError::NoSuchEntrance(index))?;
        let level = labyrinth_level(map, DEFAULT_MOVE_LIMIT);
        Ok(Labyrinth {
            game: Game::with_levels(vec![level], 0, Walker::new(start), seed),
            width: map.width(),
            height: map.height(),
            start,
            exit_found: false,
            gave_up: false,
        })
    }

    /// The same game with another move limit.
    pub fn with_move_limit(mut self, limit: u32) -> Self {
        self.game.rules_mut().move_limit = Some(u64::from(limit));
        self
    }

    /// Width and height of the map.
    pub fn size(&self) -> (usize, usize) {
        (self.width, self.height)
    }

    /// What a player is told at the start: the size and its entrance.
    pub fn start(&self) -> Start {
        Start { width: self.width, height: self.height, at: self.start }
    }

    /// The engine game (its level remembers what the player felt).
    pub fn engine(&self) -> &Game {
        &self.game
    }

    /// The engine game, for hosts that play it on (the tools, saves and
    /// replays of a labyrinth).
    pub fn into_engine(self) -> Game {
        self.game
    }

    /// Where the player stands (for referees and tests, never for players).
    pub fn position(&self) -> Coordinates {
        self.game.player.coordinates
    }

    /// Successful moves so far.
    pub fn moves(&self) -> u32 {
        u32::try_from(self.game.turn).unwrap_or(u32::MAX)
    }

    /// The move limit.
    pub fn move_limit(&self) -> u32 {
        super::report::move_limit_of(&self.game)
    }

    /// The player's condition.
    pub fn condition(&self) -> Condition {
        Condition {
            has_treasure: self.game.progress().treasure > 0,
            exit_found: self.exit_found,
            exit_reached: self.game.ending() == Some(Ending::Won),
        }
    }

    /// How the game ended, once it has.
    pub fn outcome(&self) -> Option<Outcome> {
        match super::report::outcome_of(&self.game) {
            None if self.gave_up => Some(Outcome::Lost(LossReason::GaveUp)),
            outcome => outcome,
        }
    }

    /// The player gives up; the game is lost (if it was not over already).
    pub fn give_up(&mut self) {
        self.gave_up = true;
    }

    /// Plays one move as the engine's command. A step into a wall or off the
    /// map fails and does not count; anything else counts one move. Errs
    /// once the game is over.
    pub fn step(&mut self, mv: Move) -> Result<StepResult, GameOver> {
        if let Some(outcome) = self.outcome() {
            return Err(GameOver(outcome));
        }
        let here = self.position();
        let (target, command) = match mv.direction() {
            Some(direction) => (here.step(direction), Command::Move(direction)),
            None => (here, Command::Wait),
        };
        let room = self.game.world().felt(target);
        let moved = self.game.apply(command).took_turn;
        let won = self.game.ending() == Some(Ending::Won);
        let status = match (mv, room) {
            (Move::Wait, _) => Status::NothingChanges,
            (_, Room::Wall) => Status::WallPrevents,
            (_, Room::Treasure) => Status::TreasureFound,
            (_, Room::Exit) if won => Status::ExitWon,
            (_, Room::Exit) => {
                self.exit_found = true;
                Status::ExitWithoutTreasure
            }
            (_, Room::Wormhole) => Status::FellIntoWormhole,
            (_, Room::Floor | Room::Entrance) => Status::EmptyRoom,
        };
        let condition = self.condition();
        Ok(StepResult { room, moved, condition, status, outcome: self.outcome() })
    }
}

/// How one game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameResult {
    /// Moves counted (successful steps and waits).
    pub moves: u32,
    /// Won or lost, and why.
    pub outcome: Outcome,
}

impl GameResult {
    /// Whether the player won.
    pub fn won(&self) -> bool {
        self.outcome == Outcome::Won
    }
}

/// Plays `player` in `game` until the game is won or lost; a player that gives
/// up loses at once.
pub fn play(mut game: Labyrinth, player: &mut dyn Player) -> GameResult {
    player.start(&game.start());
    loop {
        match player.next_turn() {
            Turn::GiveUp => game.give_up(),
            Turn::Play(mv) => {
                if let Ok(result) = game.step(mv) {
                    player.observe(&result);
                }
            }
        }
        if let Some(outcome) = game.outcome() {
            return GameResult { moves: game.moves(), outcome };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::format::parse_labyrinth;
    use super::*;
    use crate::game::Felt;

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
        assert_eq!((r.room, r.moved, r.status), (Room::Floor, true, Status::EmptyRoom));
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
        assert_eq!((r.room, r.status), (Room::Floor, Status::EmptyRoom));
        assert_eq!(lab.engine().world().felt(Coordinates::new(0, 0)), Felt::Floor);
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

    #[test]
    fn the_engine_plays_the_labyrinth_and_remembers_what_was_felt() {
        let mut lab = game("#######\n#S0 1T#\n#E   ##\n#######");
        for mv in [Move::Up, Move::Right, Move::Right] {
            lab.step(mv).expect("playing");
        }
        let memory = lab.engine().fragments();
        assert_eq!(memory.len(), 2, "the fall began a second fragment");
        let felt: Vec<Felt> = memory.fragments()[1].touches().iter().map(|t| t.felt).collect();
        assert_eq!(felt, [Felt::Wormhole, Felt::Treasure]);
        assert_eq!(
            lab.engine().rules().goal.as_ref().map(ToString::to_string).as_deref(),
            Some("treasure AND exit")
        );
    }
}
