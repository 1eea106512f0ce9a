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
use super::screens::{
    export_world, inventory_command, world_command, ByowPanels, DungeonPanels, LabyrinthPanels,
};
use super::state::State;
use crate::audio::Cue;
use crate::content::{Content, Tileset};
use crate::game::{
    CellView, Command, Coordinates, Ending, ExploreStop, Explorer, Game, TurnReport,
};
use crate::locale;
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

/// What plays on by itself when the player presses O, a step per
/// [`Stepper::interval_ms`], until a key hands the game back: seed 000's
/// auto-explore, a labyrinth's smart player; rest and travel too
/// (`super::errands`).
pub trait Stepper: crate::native_debug::NativeDebug {
    /// The next command, or why it stops (words for the player, if any).
    fn next(&mut self, game: &Game) -> Result<Command, Option<String>>;

    /// Milliseconds between two steps.
    fn interval_ms(&self) -> f64 {
        70.0
    }

    /// Steps played together in one frame once the interval has passed
    /// (rest waits many turns a frame; walking shows every step).
    fn steps_per_frame(&self) -> u32 {
        1
    }
}

crate::debug_as_trait_name!(Stepper);

/// Auto-explore as a [`Stepper`]: on until something comes into view.
#[derive(Debug)]
struct Exploring(Explorer);

/// Tells why auto-explore stopped.
fn explain(stop: ExploreStop) -> String {
    let (key, kind) = stop.phrase();
    let name = kind.map_or(locale::Arg::from(""), locale::Arg::Name);
    locale::phrase_with(key, &[("name", name)])
}

impl Stepper for Exploring {
    fn next(&mut self, game: &Game) -> Result<Command, Option<String>> {
        self.0.next(game).map(Command::Move).map_err(|stop| Some(explain(stop)))
    }
}

/// What a mode keeps beside its game while it is played, for every screen
/// over the game (not saved: a reload starts it afresh).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ModeState {
    /// The part of the player's map on screen when it is not the player's
    /// own (a labyrinth's fragment, by a mark of the mode's).
    pub shown: Option<usize>,
    /// A stepper (O) is playing.
    pub stepping: bool,
    /// Moves a stepper made that counted.
    pub stepped: u64,
    /// The keys played, as the mode's own referee spells them (BYOW's input
    /// string, which `roguelike byow` plays to the same world).
    pub typed: String,
    /// What the mode's referee said of the last command, in its words
    /// (drawn over the messages and read aloud).
    pub said: Option<String>,
}

/// A map a mode shows instead of the level as the engine remembers it (a
/// labyrinth's felt fragment, in its own terms; the whole labyrinth at the
/// end): what each cell shows, the cell the camera follows, and a mark on
/// some cells (a wormhole's number).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ShownMap {
    /// The cells shown, each as the common drawing shows a cell.
    pub cells: Vec<(Coordinates, CellView)>,
    /// Where the camera looks.
    pub focus: Coordinates,
    /// Which map it is: the camera jumps instead of gliding when it changes.
    pub part: usize,
    /// Words drawn over cells.
    pub labels: Vec<(Coordinates, String)>,
}

/// A kind of world as the play screen plays it. The defaults are seed
/// 000's game.
pub trait PlayMode: Sync {
    /// O: what plays on by itself (seed 000's auto-explore), or why it
    /// cannot start.
    fn stepper(&self, session: &Session) -> Result<Box<dyn Stepper>, Option<String>> {
        let explorer = Explorer::new(&session.game);
        // A first look: a creature already in view, or nothing to explore,
        // stops it before it starts.
        explorer.clone().next(&session.game).map_err(|stop| Some(explain(stop)))?;
        Ok(Box::new(Exploring(explorer)))
    }

    /// A key of the mode's own that is no command of the game, taken before
    /// anything else: `Some(next)` when the mode took it, `next` the screen
    /// it opens, if any (BYOW's `:Q` saves to its own slot and goes back to
    /// its welcome screen).
    fn own_key(&self, _key: Key, _app: &mut AppState) -> Option<Option<State>> {
        None
    }

    /// A key of the mode's own that changes only what is shown (a
    /// labyrinth's F, the next fragment): true when the mode took it.
    fn view_key(&self, _action: Action, _session: &mut Session) -> bool {
        false
    }

    /// The map drawn instead of the level as the engine remembers it.
    fn shown_map(&self, _session: &Session) -> Option<ShownMap> {
        None
    }

    /// The band of depths whose floor, walls, doors and light the current
    /// level takes: seed 000's game changes its look as it goes down; a
    /// mode whose kinds keep their own look (Dungeon Mania's, the
    /// labyrinths', BYOW's) says `None`.
    fn tileset(&self, game: &Game) -> Option<&'static Tileset> {
        Some(Content::get().tileset(game.depth() + 1))
    }

    /// The mode's own lines at the top of the end screens (why it ended,
    /// in its words).
    fn end_lines(&self, _session: &Session) -> Vec<String> {
        Vec::new()
    }

    /// What a screen reader is told of the game beside its messages (a
    /// labyrinth's status line), once each time it changes.
    fn news(&self, _session: &Session) -> Vec<String> {
        Vec::new()
    }

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

    /// The guide the help shows beside the keys: what the game's world
    /// holds (seed 000's creatures and items, from the content table).
    fn guide(&self, _session: &Session) -> Vec<locale::GuideEntry> {
        locale::guide()
    }

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
        WorldSource::Labyrinth { .. } => &LabyrinthPanels,
        WorldSource::Descent { .. }
        | WorldSource::Random { .. }
        | WorldSource::Builtin { .. }
        | WorldSource::File { .. } => &Classic,
        WorldSource::Byow { .. } => &ByowPanels,
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
