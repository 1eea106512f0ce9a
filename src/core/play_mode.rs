//! `PlayMode`: what a kind of world adds to the one play screen
//! ([`CommonGame`](super::screens::CommonGame)). Every mode's game is the
//! app's [`Session`] and gets the common screen's camera, drawing, look,
//! history, surroundings, auto-explore, help, menu and end screens; a mode
//! says only what is its own: the keys that play its commands (refused ones
//! say why and record nothing), how its game ends, the panels drawn over
//! the world, a card a turn may open (a battle's rounds), its part of
//! `snapshot()` and its exports. [`play_mode`] picks the mode by where the
//! session's world came from: one line per kind of world.

use super::app_state::{AppState, Session, WorldSource};
use super::hud;
use super::key::Key;
use super::options::{Action, Bindings, Mode, Options};
use super::screens::{export_world, inventory_command, world_command, DungeonPanels};
use crate::audio::Cue;
use crate::game::{Command, Ending, Game, TurnReport};
use crate::render::Painter;
use serde_json::Value;

/// What one command did: the engine's report, the sounds of the mode's own
/// happenings (`None`: the screen hears a step or a bump as it does for
/// every game), and the card it opens (a mode's own mark, given back to
/// [`PlayMode::draw_card`]).
#[derive(Debug, Default)]
pub struct Played {
    /// The turn's report.
    pub report: TurnReport,
    /// The mode's own sounds of it, if it has any.
    pub cues: Option<Vec<Cue>>,
    /// A card to show until the next key.
    pub card: Option<usize>,
}

/// A kind of world as the play screen plays it. The defaults are seed
/// 000's game.
pub trait PlayMode: Sync {
    /// Whose key bindings the play screen reads.
    fn key_mode(&self) -> Mode {
        Mode::Game
    }

    /// The command a key (and the action it is bound to) plays here: `None` when the action is no
    /// command of this mode (look, history … are the screen's),
    /// `Some(Err(why))` when the rules refuse it now (nothing is played or
    /// recorded).
    fn command(
        &self,
        action: Option<Action>,
        _key: Key,
        _game: &Game,
    ) -> Option<Result<Command, String>> {
        let action = action?;
        world_command(action).or_else(|| inventory_command(action)).map(Ok)
    }

    /// Plays a command the mode accepted, recording it in the replay.
    fn play(&self, session: &mut Session, command: Command) -> Played {
        Played { report: session.apply(command), ..Played::default() }
    }

    /// How the game ended, by the mode's rules.
    fn ending(&self, game: &Game) -> Option<Ending> {
        game.ending()
    }

    /// The panels over the world: stats, inventory (the messages are every
    /// mode's).
    fn draw_panels(&self, session: &Session, options: &Options, p: &mut dyn Painter) {
        hud::draw_stats(p, session, options);
        hud::draw_inventory(p, &session.game.player, options);
    }

    /// The card `card` (a mark [`PlayMode::play`] gave), over the world.
    fn draw_card(&self, _game: &Game, _card: usize, _p: &mut dyn Painter) {}

    /// The keys the help lists, by the player's bindings.
    fn help_keys(&self, bindings: &Bindings) -> Vec<(String, String)> {
        hud::help_keys(bindings)
    }

    /// The line of `cues.json`'s `screens` whose music the mode's game
    /// plays (`None`: the music of the depth, as seed 000's).
    fn music(&self) -> Option<&'static str> {
        None
    }

    /// The mode's own fields of `snapshot()`.
    fn describe(&self, _session: &Session, _snapshot: &mut Value) {}

    /// X: offers the game for download (seed 000's: its world as a world
    /// file).
    fn export(&self, app: &mut AppState) {
        export_world(app);
    }

    /// The mode's second export (a Dungeon Mania replay), if it has one.
    fn export_replay(&self, _app: &mut AppState) {}
}

/// Seed 000's game, and every world file's.
#[derive(Debug)]
pub struct Classic;

impl PlayMode for Classic {}

/// The mode a session from `source` is played in.
pub fn play_mode(source: &WorldSource) -> &'static dyn PlayMode {
    match source {
        WorldSource::Dungeon(_) => &DungeonPanels,
        WorldSource::Descent { .. }
        | WorldSource::Random { .. }
        | WorldSource::Builtin { .. }
        | WorldSource::File { .. } => &Classic,
        // A labyrinth's rules travel with its level (blind sight, its
        // limits), so the classic turn plays it; the page still gives a
        // labyrinth its own screen, with its status line and smart player.
        WorldSource::Labyrinth { .. } => &Classic,
        // A BYOW save opens BYOW's own screen (its input-string game); a
        // session of it would play its level's rules (lit, won at the door,
        // spirits fought with Strike) by the classic turn.
        WorldSource::Byow { .. } => &Classic,
    }
}

impl Session {
    /// The mode this session is played in.
    pub fn mode(&self) -> &'static dyn PlayMode {
        play_mode(&self.source)
    }

    /// How the game ended, by its mode's rules (a Dungeon Mania game is won
    /// when its goal is met, which the engine's game does not record).
    pub fn ending(&self) -> Option<Ending> {
        self.mode().ending(&self.game)
    }

    /// True once the game has ended.
    pub fn is_over(&self) -> bool {
        self.ending().is_some()
    }
}
