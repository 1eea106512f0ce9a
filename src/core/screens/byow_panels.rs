//! ByowPanels: a Build Your Own World world on the common play screen.
//! The game is the app's session (its source the save text of where it
//! started), so BYOW gets the camera, look, history, surroundings, the
//! menu that keeps the game, saves and replays like every mode. What is
//! BYOW's own is its referee ([`Judged`]): W A S D walk while exploring, F
//! strikes and B backs off in a fight, `:Q` writes BYOW's own save (the
//! text `roguelike byow` reads) and goes back to BYOW's welcome screen;
//! every command played is a character of the session's input string, so
//! the tool prints the same world for it. Its panels are BYOW's HUD (seed,
//! health, the tile ahead) and the fight.

use super::byow_mode::{ByowMode, Said};
use super::byow_view::{self, direction_name};
use crate::audio::Cue;
use crate::byow::{self, mode_of, ByowEvent, Judged, Mode as ByowScreen, Tile};
use crate::core::app_state::{AppState, Session};
use crate::core::hud;
use crate::core::key::Key;
use crate::core::options::{Action, Bindings, Mode, Options};
use crate::core::play_mode::{PlayMode, Played};
use crate::core::screens::world_command;
use crate::core::state::State;
use crate::game::{Command, Direction, Game};
use crate::locale::phrase;
use crate::render::Painter;
use serde_json::Value;

/// BYOW's mode of the play screen.
#[derive(Debug)]
pub struct ByowPanels;

/// The character of the input string a command is typed as.
fn letter(command: Command) -> Option<char> {
    Some(match command {
        Command::Move(Direction::Up) => 'W',
        Command::Move(Direction::Left) => 'A',
        Command::Move(Direction::Down) => 'S',
        Command::Move(Direction::Right) => 'D',
        Command::Strike => 'F',
        Command::BackOff => 'B',
        _ => return None,
    })
}

/// The way the avatar last tried to step: the last walking letter typed
/// (up before any, and after a reload, as a new world starts).
pub fn facing(typed: &str) -> Direction {
    typed.chars().rev().find_map(byow::direction_of_key).unwrap_or(Direction::Up)
}

/// The tile in front of the avatar, while exploring.
fn ahead(game: &Game, facing: Direction) -> Option<Tile> {
    (mode_of(game) == ByowScreen::Exploring)
        .then(|| byow::world_of(game).tiles.get(game.player.coordinates.step(facing)))
}

impl PlayMode for ByowPanels {
    /// Its kinds keep their own look at every depth.
    fn tileset(&self, _game: &crate::game::Game) -> Option<&'static crate::content::Tileset> {
        None
    }

    fn key_mode(&self) -> Mode {
        Mode::Byow
    }

    fn own_key(&self, key: Key, app: &mut AppState) -> Option<Option<State>> {
        let session = app.session.as_mut()?;
        match key {
            // `:` waits for its Q; any other key forgets it, as in the
            // input string.
            Key::Colon => {
                session.mode_state.typed.push(':');
                Some(None)
            }
            Key::Q if session.mode_state.typed.ends_with(':') => {
                let typed = session.mode_state.typed.clone();
                let save = byow::save_of(&session.game);
                Some(Some(State::Byow(Box::new(ByowMode::after_save(typed, &save, app)))))
            }
            _ => None,
        }
    }

    fn command(
        &self,
        action: Option<Action>,
        key: Key,
        game: &Game,
    ) -> Option<Result<Command, String>> {
        let command = match (action.and_then(world_command), key) {
            (Some(walk @ Command::Move(_)), _) => walk,
            // Arrows walk too, as W A S D, when no action has them.
            (_, Key::Up) => Command::Move(Direction::Up),
            (_, Key::Down) => Command::Move(Direction::Down),
            (_, Key::Left) => Command::Move(Direction::Left),
            (_, Key::Right) => Command::Move(Direction::Right),
            (_, Key::F | Key::Letter(b'F')) => Command::Strike,
            (_, Key::Letter(b'B')) => Command::BackOff,
            _ => return None,
        };
        match (Judged::before(game, command), mode_of(game)) {
            (Some(_), _) => Some(Ok(command)),
            // No walking away from a fight: say which keys end it.
            (None, ByowScreen::Encounter(_)) if matches!(command, Command::Move(_)) => {
                Some(Err(phrase("byow_fight_keys", &[])))
            }
            // Anything else means nothing here, as in the input string.
            (None, _) => None,
        }
    }

    fn play(&self, session: &mut Session, command: Command) -> Played {
        let judged = Judged::before(&session.game, command);
        let report = session.apply(command);
        let event = judged.map_or(ByowEvent::Ignored, |j| j.after(&session.game, &report));
        session.mode_state.typed.extend(letter(command));
        let seed = Some(session.game.seed);
        session.mode_state.said = byow_view::words(&Said::Event(event.clone()), seed).pop();
        Played { report, cues: Some(vec![Cue::of(&event)]), card: None }
    }

    fn draw_panels(&self, session: &Session, options: &Options, p: &mut dyn Painter) {
        let game = &session.game;
        let facing = facing(&session.mode_state.typed);
        let hud = byow_view::Hud {
            seed: game.seed,
            health: byow::health_of(game),
            facing,
            ahead: ahead(game, facing),
            keys: phrase(
                "byow_hud_keys",
                &[
                    ("moves", &hud::move_keys(&options.bindings)),
                    ("help", &options.bindings.label(Action::Help)),
                ],
            ),
        };
        byow_view::draw_hud(&hud, p);
        if let ByowScreen::Encounter(fight) = mode_of(game) {
            byow_view::draw_encounter(&fight, hud.health, session.mode_state.said.as_deref(), p);
        }
    }

    fn end_lines(&self, session: &Session) -> Vec<String> {
        vec![phrase("byow_won_line", &[("seed", &session.game.seed.to_string())])]
    }

    fn news(&self, session: &Session) -> Vec<String> {
        let health = byow::health_of(&session.game).to_string();
        session
            .mode_state
            .said
            .iter()
            .cloned()
            .chain([phrase("news_byow_health", &[("health", &health)])])
            .collect()
    }

    fn guide(&self, _: &Session) -> Vec<crate::locale::GuideEntry> {
        super::mode_guides::byow_guide()
    }

    fn help_keys(&self, bindings: &Bindings) -> Vec<(String, String)> {
        let own = [
            (phrase("byow_walk_keys", &[("moves", &hud::move_keys(bindings))]), "byow_help_walk"),
            ("F".to_owned(), "byow_help_strike"),
            ("B".to_owned(), "byow_help_back"),
            (":Q".to_owned(), "byow_help_save"),
            (bindings.label(Action::ExportWorld), "help_export_byow"),
        ];
        hud::mode_help_keys(own, bindings)
    }

    fn music(&self) -> Option<&'static str> {
        Some("byow")
    }

    fn describe(&self, session: &Session, snapshot: &mut Value) {
        let game = &session.game;
        let screen = match mode_of(game) {
            ByowScreen::Exploring => "play",
            ByowScreen::Encounter(_) => "encounter",
            ByowScreen::Won => "won",
        };
        let spirit = match mode_of(game) {
            ByowScreen::Encounter(fight) => Some(
                crate::json_value!({ "strength": fight.strength, "health": fight.spirit_health }),
            ),
            _ => None,
        };
        let world = byow::world_of(game);
        // In BYOW's own frame, rows counted from the bottom.
        let avatar = byow::WorldSize::DEFAULT.flip(world.avatar);
        let facing = facing(&session.mode_state.typed);
        snapshot["byow"] = crate::json_value!({
            "screen": screen,
            "seed_entry": null,
            "seed": game.seed,
            "input": session.mode_state.typed,
            "avatar": { "x": avatar.x, "y": avatar.y },
            "world": world.render().lines().map(str::to_owned).collect::<Vec<_>>(),
            "health": byow::health_of(game),
            "facing": direction_name(facing),
            "ahead": ahead(game, facing).map(Tile::name),
            "spirit": spirit,
            "message": session.mode_state.said,
        });
    }

    /// X: BYOW's own save of the world as it is now, the text `roguelike
    /// byow --save-file` reads (and the page's file picker opens).
    fn export(&self, app: &mut AppState) {
        let Some(session) = &app.session else { return };
        let text = byow::write_save(&byow::save_of(&session.game));
        let file_name = format!("byow-save-{}.txt", session.game.seed);
        app.export(&phrase("export_byow", &[]), file_name, "text/plain", text);
    }
}
