//! What the player protocol reports, read off an engine game that a host
//! keeps (the page's session, a save): the last move's [`StepResult`] and the
//! game's [`Outcome`], from the blind level's memory of what the player felt
//! and the game's ending alone. So a labyrinth played on the common play
//! screen, saved and restored, says what the referee said when the move was
//! made, without the referee having been there.

use super::player::{Condition, Status, StepResult};
use super::referee::{LossReason, Outcome};
use super::rules::DEFAULT_MOVE_LIMIT;
use crate::game::{Ending, Felt, Game, Touch};

/// The move limit of `game`'s level.
pub fn move_limit_of(game: &Game) -> u32 {
    let limit = game.rules().move_limit.unwrap_or(u64::from(DEFAULT_MOVE_LIMIT));
    u32::try_from(limit).unwrap_or(u32::MAX)
}

/// How `game` ended by the labyrinth's rules, once it has (a game a player
/// gave up is the referee's to say).
pub fn outcome_of(game: &Game) -> Option<Outcome> {
    Some(match game.ending()? {
        Ending::Won => Outcome::Won,
        Ending::Stuck => Outcome::Lost(LossReason::FailedSteps(game.failed_steps())),
        // A labyrinth holds no creature, so the player cannot die: only the
        // move limit is left.
        Ending::OutOfMoves | Ending::Died => {
            Outcome::Lost(LossReason::MoveLimit(move_limit_of(game)))
        }
    })
}

/// Whether the player has stood on an exit without the treasure (each
/// touch of an exit is such a step, or a wait there, but the one that won).
pub fn exit_found(game: &Game) -> bool {
    let fragments = game.fragments().fragments();
    let exits =
        fragments.iter().flat_map(|f| f.touches().iter()).filter(|t| t.felt == Felt::Exit).count();
    exits > usize::from(game.ending() == Some(Ending::Won))
}

/// The player's condition in `game`.
pub fn condition_of(game: &Game) -> Condition {
    Condition {
        has_treasure: game.progress().treasure > 0,
        exit_found: exit_found(game),
        exit_reached: game.ending() == Some(Ending::Won),
    }
}

/// What the last move of `game` did, as the referee reported it; `None`
/// before the first move. Every move leaves one touch: a fall ends its
/// fragment on the hole and begins the next on the landing; a bump touches
/// a wall; a wait touches the cell the player stood on.
pub fn last_step(game: &Game) -> Option<StepResult> {
    let fragments = game.fragments().fragments();
    let last = fragments.last()?;
    let report = |room: Felt, moved: bool, status: Status| StepResult {
        room,
        moved,
        condition: condition_of(game),
        status,
        outcome: outcome_of(game),
    };
    if last.touches().len() == 1 {
        // The landing of a fall, or the start.
        return (fragments.len() > 1)
            .then(|| report(Felt::Wormhole, true, Status::FellIntoWormhole));
    }
    let (touch, earlier) = last.touches().split_last()?;
    // Where the player stood before the move: the last cell it did not bump.
    let before = earlier.iter().rev().find(|t| t.felt != Felt::Wall).map(|t: &Touch| t.at);
    let status = match touch.felt {
        Felt::Wall => return Some(report(Felt::Wall, false, Status::WallPrevents)),
        _ if Some(touch.at) == before => Status::NothingChanges,
        Felt::Treasure => Status::TreasureFound,
        Felt::Exit if game.ending() == Some(Ending::Won) => Status::ExitWon,
        Felt::Exit => Status::ExitWithoutTreasure,
        Felt::Wormhole => Status::FellIntoWormhole,
        Felt::Floor | Felt::Entrance => Status::EmptyRoom,
    };
    Some(report(touch.felt, true, status))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::GameRng;
    use crate::labyrinth::{generate_labyrinth, GenerateOptions, Labyrinth, Move};

    /// Random moves in generated labyrinths: after each, what is read off
    /// the game is what the referee reported.
    #[test]
    fn the_game_tells_what_the_referee_said() {
        let options =
            GenerateOptions { max_width: 12, max_height: 8, max_wormholes: 4, layout: None };
        for seed in 0..30 {
            let mut game =
                Labyrinth::new(generate_labyrinth(seed, &options), seed).expect("entrance");
            assert_eq!(last_step(game.engine()), None);
            let mut rng = GameRng::new(seed, 3);
            for _ in 0..200 {
                let mv = [Move::Up, Move::Down, Move::Left, Move::Right, Move::Wait]
                    [rng.below(5) as usize];
                let Ok(said) = game.step(mv) else { break };
                assert_eq!(last_step(game.engine()), Some(said), "seed {seed}, {mv:?}");
                assert_eq!(outcome_of(game.engine()), game.outcome());
            }
        }
    }
}
