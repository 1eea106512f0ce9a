//! `Session`: one world in play, as a game of the engine, and the referee
//! between it and the input-string game. Keys become engine commands (W A S
//! D [`Command::Move`], F [`Command::Strike`], B [`Command::BackOff`]); what
//! the game shows — the world as tiles, the avatar's health, the open fight,
//! the save — is read back from the engine's state.

use super::config::WorldSize;
use super::encounter::{spirit_strength, MAX_HEALTH};
use super::event::ByowEvent;
use super::generator::{generate_world, GeneratedWorld};
use super::grid::TileGrid;
use super::save::{parse_with_spans, SaveSpans, SaveState, SavedScreen};
use super::save_error::{SaveError, SaveErrorKind, SaveErrors};
use super::source::{tile_of, world_game};
use super::tile::Tile;
use super::world::World;
use crate::game::{Command, Coordinates, Direction, Game, GameObject, ObjectRecord, Spirit};
use std::fmt;
use std::sync::Arc;

/// The open fight, as the game shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Fight {
    /// The tile of the spirit (where the avatar stands).
    pub at: Coordinates,
    /// The spirit's full strength.
    pub strength: u8,
    /// The spirit's strength left; 0 once it is beaten.
    pub spirit_health: u8,
}

impl Fight {
    /// Whether the spirit is beaten.
    pub fn is_won(&self) -> bool {
        self.spirit_health == 0
    }
}

/// What the session is showing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// Walking with W A S D.
    Exploring,
    /// In a fight on an encounter tile: F strikes, B goes back.
    Encounter(Fight),
    /// On the locked door: the game is won; moves do nothing.
    Won,
}

/// A world in play: the engine's game of the world of a seed.
pub struct Session {
    seed: u64,
    /// The world as generated, which a save of the same seed is checked
    /// against and rebuilt from without generating it again.
    generated: Arc<GeneratedWorld>,
    game: Game,
}

/// The world every session plays in.
const SIZE: WorldSize = WorldSize::DEFAULT;

impl Session {
    /// A new game in the default-size world of `seed`.
    pub fn new(seed: u64) -> Session {
        let generated = Arc::new(generate_world(seed, SIZE));
        let avatar = (generated.world.avatar, i32::from(MAX_HEALTH));
        let game = world_game(seed, SIZE, &generated, avatar, |spirit| spirit);
        Session { seed, generated, game }
    }

    /// The world's seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The engine's game (to draw it).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The engine's game, given up (to play it on as a world of the
    /// engine).
    pub fn into_game(self) -> Game {
        self.game
    }

    /// Where the avatar stands.
    pub fn avatar(&self) -> Coordinates {
        self.game.player.coordinates
    }

    /// The tile at `at` as the game shows it (beaten encounters are floor).
    pub fn tile(&self, at: Coordinates) -> Tile {
        tile_of(self.game.cell_view(at))
    }

    /// The tiles as the game shows them, and the avatar ([`world_of`]).
    pub fn world(&self) -> World {
        world_of(&self.game)
    }

    /// The avatar's health, 1 to [`MAX_HEALTH`].
    pub fn health(&self) -> u8 {
        health_of(&self.game)
    }

    /// What the session is showing.
    pub fn mode(&self) -> Mode {
        mode_of(&self.game)
    }

    /// The tiles of beaten spirits, in the order they were beaten.
    pub fn cleared(&self) -> Vec<Coordinates> {
        cleared_of(&self.game)
    }

    /// One step, in the exploring mode only: into a wall or nothing it bumps;
    /// onto an encounter it opens the fight; onto the locked door it wins.
    pub fn walk(&mut self, direction: Direction) -> ByowEvent {
        self.play(Command::Move(direction))
    }

    /// F in a fight: one exchange of blows (see [`Spirit`]).
    pub fn strike(&mut self) -> ByowEvent {
        self.play(Command::Strike)
    }

    /// B in a fight: back to exploring, on the encounter's tile.
    pub fn leave_encounter(&mut self) -> ByowEvent {
        self.play(Command::BackOff)
    }

    /// Plays a command as the referee judges it.
    fn play(&mut self, command: Command) -> ByowEvent {
        let Some(judged) = Judged::before(&self.game, command) else { return ByowEvent::Ignored };
        let report = self.game.apply(command);
        judged.after(&self.game, &report)
    }

    /// Everything a save needs to rebuild this session, in BYOW's own frame
    /// (rows counted from the bottom) ([`save_of`]).
    pub fn to_save(&self) -> SaveState {
        save_of(&self.game)
    }

    /// The session a save text describes: its syntax checked, then its world
    /// regenerated and every value checked against it.
    pub fn from_save_text(text: &str) -> Result<Session, SaveErrors> {
        Session::from_save_text_after(text, None)
    }

    /// [`Session::from_save_text`], taking the world of `known` instead of
    /// generating it again when the save is of its seed (`L` after `:Q`).
    pub fn from_save_text_after(
        text: &str,
        known: Option<&Session>,
    ) -> Result<Session, SaveErrors> {
        let (state, spans) = parse_with_spans(text)?;
        let generated = match known {
            Some(known) if known.seed == state.seed => Arc::clone(&known.generated),
            _ => Arc::new(generate_world(state.seed, SIZE)),
        };
        Session::restore(&state, &spans, generated)
    }

    /// The session `state` describes in the `generated` world of its seed;
    /// `spans` place its errors.
    fn restore(
        state: &SaveState,
        spans: &SaveSpans,
        generated: Arc<GeneratedWorld>,
    ) -> Result<Session, SaveErrors> {
        let world = &*generated;
        let tiles = &world.world.tiles;
        let mut errors = Vec::new();
        let mut error = |(line, col): (usize, usize), kind| {
            errors.push(SaveError { line, col, kind });
        };
        let mut cleared: Vec<Coordinates> = Vec::new();
        for (i, &at) in state.cleared.iter().enumerate() {
            let here = spans.cleared.get(i).copied().unwrap_or((0, 0));
            let first = state.cleared[..i].iter().position(|&c| c == at);
            match (first, tiles.get(SIZE.flip(at))) {
                (Some(j), _) => {
                    let first_line = spans.cleared.get(j).map_or(0, |&(line, _)| line);
                    error(here, SaveErrorKind::ClearedTwice { at, first_line });
                }
                (None, Tile::Encounter) => cleared.push(SIZE.flip(at)),
                (None, tile) => error(here, SaveErrorKind::NotAnEncounter { at, tile }),
            }
        }
        let at = state.avatar;
        let avatar = SIZE.flip(at);
        let mut fight = None;
        match tiles.get(avatar) {
            _ if !tiles.contains(avatar) => {
                error(spans.avatar, SaveErrorKind::AvatarOutside { at });
            }
            tile if !tile.is_walkable() => {
                error(spans.avatar, SaveErrorKind::AvatarBlocked { at, tile });
            }
            tile => match screen_fits(state, tile, cleared.contains(&avatar)) {
                Ok(left) => fight = left,
                Err(kind) => error(spans.screen, kind),
            },
        }
        if !errors.is_empty() {
            crate::order::sort_by_key(&mut errors, |e| (e.line, e.col));
            errors.truncate(SaveErrors::MAX_REPORTED);
            return Err(SaveErrors(errors));
        }
        // The beaten spirits fell on turns 1, 2, … in the order the save
        // lists them; later ones fall after.
        let spirit = |spirit: Spirit| {
            let here = spirit.coordinates();
            let spirit = match cleared.iter().position(|&c| c == here) {
                Some(i) => spirit.beaten(i as u64 + 1),
                None => spirit,
            };
            match fight {
                Some(left) if here == avatar => spirit.fighting(left),
                _ => spirit,
            }
        };
        let mut game =
            world_game(state.seed, SIZE, world, (avatar, i32::from(state.health)), spirit);
        game.turn = cleared.len() as u64;
        Ok(Session { seed: state.seed, generated, game })
    }
}

/// The avatar's health in an engine game of a BYOW world, 1 to
/// [`MAX_HEALTH`].
pub fn health_of(game: &Game) -> u8 {
    u8::try_from(game.player.health).unwrap_or(0)
}

/// The spirit whose tile is `at`, as the engine keeps it.
fn spirit_at(game: &Game, at: Coordinates) -> Option<Spirit> {
    let world = game.world();
    world.ids_at(at).iter().find_map(|&id| match world.get(id)?.record() {
        ObjectRecord::Spirit(spirit) => Some(spirit),
        _ => None,
    })
}

/// What an engine game of a BYOW world is showing: won on the locked door,
/// a fight on an open spirit's tile, else exploring.
pub fn mode_of(game: &Game) -> Mode {
    let at = game.player.coordinates;
    if tile_of(game.cell_view(at)) == Tile::LockedDoor {
        return Mode::Won;
    }
    match spirit_at(game, at).and_then(|spirit| Some((spirit.strength(), spirit.left()?))) {
        Some((strength, left)) => Mode::Encounter(Fight { at, strength, spirit_health: left }),
        None => Mode::Exploring,
    }
}

/// The tiles of beaten spirits, in the order they were beaten.
pub fn cleared_of(game: &Game) -> Vec<Coordinates> {
    let mut beaten: Vec<(u64, Coordinates)> = game
        .world()
        .objects()
        .filter_map(|(_, object)| match object.record() {
            ObjectRecord::Spirit(spirit) => Some((spirit.beaten_on()?, object.coordinates())),
            _ => None,
        })
        .collect();
    crate::order::sort(&mut beaten);
    beaten.into_iter().map(|(_, at)| at).collect()
}

/// Everything a save needs to rebuild an engine game of a BYOW world, in
/// BYOW's own frame (rows counted from the bottom).
pub fn save_of(game: &Game) -> SaveState {
    let screen = match mode_of(game) {
        Mode::Exploring => SavedScreen::Exploring,
        Mode::Encounter(fight) => SavedScreen::Encounter { spirit_health: fight.spirit_health },
        Mode::Won => SavedScreen::Won,
    };
    SaveState {
        seed: game.seed,
        avatar: SIZE.flip(game.player.coordinates),
        health: health_of(game),
        screen,
        cleared: cleared_of(game).into_iter().map(|at| SIZE.flip(at)).collect(),
    }
}

/// The tiles of an engine game of a BYOW world as it shows them, and the
/// avatar: what [`Session::tile`]
/// says of each cell, read a whole map at a time (the few things that
/// stand on the floor laid over the known cells).
pub fn world_of(game: &Game) -> World {
    let objects = game.world();
    let mut tiles = TileGrid::new(SIZE.width(), SIZE.height());
    for y in 0..SIZE.height() {
        for x in 0..SIZE.width() {
            let at = Coordinates::new(x, y);
            let tile = match game.visibility(at) {
                None => Tile::Nothing,
                Some(_) if objects.is_wall(at) => Tile::Wall,
                Some(_) => Tile::Floor,
            };
            tiles.set(at, tile);
        }
    }
    for (_, object) in objects.objects() {
        let at = object.coordinates();
        if object.wall_cells().is_none() && tiles.get(at) == Tile::Floor {
            let shown = tile_of(game.cell_view(at));
            tiles.set(at, shown);
        }
    }
    World { tiles, avatar: game.player.coordinates }
}

/// The referee's view of one command before it is played: what the game
/// showed and what lay ahead, to say afterwards what the command did.
#[derive(Clone, Copy, Debug)]
pub struct Judged {
    command: Command,
    ahead: Tile,
}

impl Judged {
    /// The command judged on the game as it is, or `None` when it means
    /// nothing now and is not to be played: a step only while exploring, a
    /// blow or backing off only in a fight.
    pub fn before(game: &Game, command: Command) -> Option<Judged> {
        let mode = mode_of(game);
        let at = game.player.coordinates;
        let ahead = match (command, mode) {
            (Command::Move(direction), Mode::Exploring) => {
                tile_of(game.cell_view(at.step(direction)))
            }
            (Command::Strike | Command::BackOff, Mode::Encounter(_)) => Tile::Encounter,
            _ => return None,
        };
        Some(Judged { command, ahead })
    }

    /// What the command did, now that `report` says it was played.
    pub fn after(self, game: &Game, report: &crate::game::TurnReport) -> ByowEvent {
        match self.command {
            Command::Move(_) if !report.took_turn => ByowEvent::Bumped { into: self.ahead },
            Command::Move(_) => match mode_of(game) {
                Mode::Won => ByowEvent::Won,
                Mode::Encounter(fight) => ByowEvent::EncounterOpened { strength: fight.strength },
                Mode::Exploring => ByowEvent::Moved { to: game.player.coordinates },
            },
            Command::Strike if !report.took_turn => ByowEvent::Ignored,
            Command::Strike => {
                let health = health_of(game);
                match mode_of(game) {
                    Mode::Encounter(fight) if fight.is_won() => ByowEvent::SpiritBeaten { health },
                    Mode::Encounter(fight) => {
                        ByowEvent::Struck { spirit_health: fight.spirit_health, health }
                    }
                    Mode::Exploring | Mode::Won => {
                        ByowEvent::Fainted { woke_at: game.player.coordinates }
                    }
                }
            }
            Command::BackOff => ByowEvent::EncounterLeft,
            _ => ByowEvent::Ignored,
        }
    }
}

/// Whether the saved screen fits the avatar standing on `tile` (`beaten`:
/// a spirit beaten there): the open fight's strength left, if one is open.
fn screen_fits(state: &SaveState, tile: Tile, beaten: bool) -> Result<Option<u8>, SaveErrorKind> {
    match state.screen {
        SavedScreen::Won if tile == Tile::LockedDoor => Ok(None),
        SavedScreen::Won => Err(SaveErrorKind::WonAwayFromDoor),
        _ if tile == Tile::LockedDoor => Err(SaveErrorKind::DoorNotWon),
        SavedScreen::Exploring => Ok(None),
        SavedScreen::Encounter { spirit_health } => {
            let spirit_here =
                if spirit_health == 0 { beaten } else { tile == Tile::Encounter && !beaten };
            if !spirit_here {
                return Err(SaveErrorKind::NoSpiritHere { at: state.avatar });
            }
            let strength = spirit_strength(state.seed, SIZE, SIZE.flip(state.avatar));
            if spirit_health > strength {
                return Err(SaveErrorKind::SpiritTooStrong { found: spirit_health, strength });
            }
            Ok(Some(spirit_health))
        }
    }
}

/// Two sessions are the same game when their saves are.
impl PartialEq for Session {
    fn eq(&self, other: &Session) -> bool {
        self.to_save() == other.to_save()
    }
}

impl Eq for Session {}

impl fmt::Debug for Session {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Session").field("save", &self.to_save()).finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::byow::save::write_save;

    /// The steps from the start of `world` to `to` over plain floor.
    fn path_to(world: &GeneratedWorld, to: Coordinates) -> Vec<Direction> {
        let tiles = &world.world.tiles;
        tiles.path(world.world.avatar, to, |tile| tile == Tile::Floor, Direction::ALL)
    }

    #[test]
    fn walking_to_an_encounter_and_beating_its_spirit_clears_it() {
        let seed = 7;
        let mut session = Session::new(seed);
        let world = generate_world(seed, SIZE);
        let target = world.encounters[0];
        let steps = path_to(&world, target);
        assert!(!steps.is_empty());
        let mut last = ByowEvent::Ignored;
        for d in steps {
            last = session.walk(d);
        }
        let strength = spirit_strength(seed, SIZE, target);
        assert_eq!(last, ByowEvent::EncounterOpened { strength });
        assert_eq!(session.walk(Direction::Up), ByowEvent::Ignored, "no walking in a fight");
        for _ in 1..strength {
            assert!(matches!(session.strike(), ByowEvent::Struck { .. }));
        }
        assert_eq!(
            session.strike(),
            ByowEvent::SpiritBeaten { health: (MAX_HEALTH + 2 - strength).min(MAX_HEALTH) }
        );
        assert_eq!(session.world().tiles.get(target), Tile::Floor);
        assert_eq!(session.cleared(), [target]);
        assert_eq!(session.strike(), ByowEvent::Ignored);
        let open = Session::from_save_text(&write_save(&session.to_save())).expect("own save");
        assert_eq!(open, session);
        assert_eq!(open.mode(), session.mode(), "the beaten spirit's fight is still open");
        assert_eq!(session.leave_encounter(), ByowEvent::EncounterLeft);
        assert_eq!(session.mode(), Mode::Exploring);
        let back = Session::from_save_text(&write_save(&session.to_save())).expect("own save");
        assert_eq!(back, session);
    }

    #[test]
    fn walking_to_the_door_wins_and_then_moves_do_nothing() {
        // The first world from seed 11 on whose door is reachable without
        // crossing an encounter.
        let (mut session, path) = (11..)
            .map(|seed| {
                let world = generate_world(seed, SIZE);
                (Session::new(seed), path_to(&world, world.door))
            })
            .find(|(_, path)| !path.is_empty())
            .expect("some world has a clear way to its door");
        let mut last = ByowEvent::Ignored;
        for d in path {
            last = session.walk(d);
        }
        assert_eq!(last, ByowEvent::Won);
        assert_eq!(session.mode(), Mode::Won);
        assert!(session.game().is_over(), "the engine's exit goal is met");
        let at = session.avatar();
        assert_eq!(session.walk(Direction::Down), ByowEvent::Ignored);
        assert_eq!(session.avatar(), at);
        let back = Session::from_save_text(&write_save(&session.to_save())).expect("own save");
        assert_eq!((back.mode(), back.avatar()), (Mode::Won, at));
    }

    #[test]
    fn fainting_sends_the_avatar_back_to_its_start() {
        // A save with the avatar at 1 health in a fight with a strong spirit.
        let (seed, world, at) = (0..)
            .find_map(|seed| {
                let world = generate_world(seed, SIZE);
                let at = *world.encounters.iter().find(|&&e| spirit_strength(seed, SIZE, e) > 1)?;
                Some((seed, world, at))
            })
            .expect("some world has a spirit stronger than 1");
        let strength = spirit_strength(seed, SIZE, at);
        let saved = SIZE.flip(at);
        let text = format!(
            "byow-save 1\nseed {seed}\navatar {} {}\nhealth 1\nscreen encounter {strength}\n",
            saved.x, saved.y
        );
        let mut session = Session::from_save_text(&text).expect("a fight at 1 health");
        let start = world.world.avatar;
        assert_eq!(session.strike(), ByowEvent::Fainted { woke_at: start });
        assert_eq!(
            (session.avatar(), session.health(), session.mode()),
            (start, MAX_HEALTH, Mode::Exploring)
        );
        assert_eq!(session.tile(at), Tile::Encounter, "the spirit recovers");
    }

    #[test]
    fn spirits_beaten_one_after_another_are_saved_in_that_order() {
        let seed = 5;
        let world = generate_world(seed, SIZE);
        let saved: Vec<Coordinates> =
            world.encounters.iter().rev().map(|&e| SIZE.flip(e)).collect();
        let avatar = SIZE.flip(world.world.avatar);
        let mut text = format!(
            "byow-save 1\nseed {seed}\navatar {} {}\nhealth 5\nscreen exploring\n",
            avatar.x, avatar.y
        );
        for at in &saved {
            text.push_str(&format!("cleared {} {}\n", at.x, at.y));
        }
        let session = Session::from_save_text(&text).expect("a valid save");
        assert_eq!(session.to_save().cleared, saved, "in the save's order, not the world's");
        assert_eq!(write_save(&session.to_save()), text);
    }

    fn restore_errors(text: &str) -> Vec<String> {
        Session::from_save_text(text).expect_err(text).0.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn a_save_that_does_not_fit_its_world_says_where() {
        let g = generate_world(5, SIZE);
        // Saves count rows from the bottom.
        let wall = SIZE.flip(g.world.tiles.positions_of(Tile::Wall)[0]);
        let floor = SIZE.flip(g.world.avatar);
        let text = format!(
            "byow-save 1\nseed 5\navatar {} {}\nhealth 5\nscreen exploring\ncleared {} {}\n",
            wall.x, wall.y, floor.x, floor.y
        );
        assert_eq!(
            restore_errors(&text),
            [
                format!("3:8: the avatar at {wall} stands on a wall"),
                format!("6:9: {floor} is no encounter of this seed's world but floor"),
            ]
        );
        let text =
            format!("byow-save 1\nseed 5\navatar {} {}\nhealth 5\nscreen won\n", floor.x, floor.y);
        assert_eq!(
            restore_errors(&text),
            ["5:8: the screen is `won` but the avatar is not on the door"]
        );
        let text = "byow-save 1\nseed 5\navatar 200 1\nhealth 5\nscreen exploring\n";
        assert_eq!(restore_errors(text), ["3:8: the avatar at (200, 1) is outside the world"]);
        let e = SIZE.flip(g.encounters[0]);
        let text = format!(
            "byow-save 1\nseed 5\navatar {} {}\nhealth 5\nscreen encounter 0\ncleared {} {}\ncleared {} {}\n",
            floor.x, floor.y, e.x, e.y, e.x, e.y
        );
        assert_eq!(
            restore_errors(&text),
            [
                format!("5:8: there is no such spirit at {floor}"),
                format!("7:9: {e} is cleared again (first on line 6)"),
            ]
        );
        let text = format!(
            "byow-save 1\nseed 5\navatar {} {}\nhealth 5\nscreen encounter 1\ncleared {} {}\n",
            e.x, e.y, e.x, e.y
        );
        assert_eq!(restore_errors(&text), [format!("5:8: there is no such spirit at {e}")]);
    }
}
