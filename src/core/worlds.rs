//! Starting games: the built-in worlds, and turning a world source into a
//! game or into the error lines the error screen shows.

use super::app_state::{AppState, WorldSource};
use super::state::{GameState, ReturnTo, State};
use crate::game::{Coordinates, Game, GameWorld, Wall};

/// The built-in worlds: name, text, and a line for the menu.
pub const BUILTIN: &[(&str, &str, &str)] = &[("demo", DEMO, "rooms and corridors to walk")];

const DEMO: &str = "\
##########
#........#
#........#
#...##...#
#........#
##########";

/// Builds the game a source describes, or the error lines to show.
pub fn build_game(source: &WorldSource) -> Result<Game, Vec<String>> {
    let rows: Vec<&str> = DEMO.lines().collect();
    let seed = match source {
        WorldSource::Random { seed } => *seed,
        _ => 0,
    };
    let mut world = GameWorld::new(Coordinates::new(2, 2));
    world
        .add(Box::new(Wall::from_rows(Coordinates::ZERO, &rows)))
        .map_err(|e| vec![e.to_string()])?;
    Ok(Game::new(world, seed))
}

/// Starts the game `source` describes and switches to it; on failure shows
/// the error screen, which returns to where the player was (`from`).
pub fn start_or_report(app: &mut AppState, source: WorldSource, from: State) -> Option<State> {
    match build_game(&source) {
        Ok(game) => {
            app.start_session(game, source);
            Some(State::Game(GameState::CommonGame))
        }
        Err(lines) => {
            app.world_errors = lines;
            let back = match from {
                State::Game(_) => ReturnTo::Game,
                State::WorldErrors { back } => back,
                State::MainMenu => ReturnTo::MainMenu,
            };
            Some(State::WorldErrors { back })
        }
    }
}
