//! `Session`: one world in play (the seed's world, the avatar's health, the
//! beaten spirits and the open fight), how keys move it on, and how it becomes
//! a save and comes back from one.

use super::config::WorldSize;
use super::encounter::{Exchange, Fight, MAX_HEALTH};
use super::event::ByowEvent;
use super::generator::generate_world;
use super::save::{parse_with_spans, SaveSpans, SaveState, SavedScreen};
use super::save_error::{SaveError, SaveErrorKind, SaveErrors};
use super::tile::Tile;
use super::world::World;
use crate::game::{Coordinates, Direction};

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

/// A world in play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    seed: u64,
    world: World,
    start: Coordinates,
    health: u8,
    /// Beaten spirits' tiles, in the order they were beaten.
    cleared: Vec<Coordinates>,
    mode: Mode,
}

impl Session {
    /// A new game in the default-size world of `seed`.
    pub fn new(seed: u64) -> Session {
        let generated = generate_world(seed, WorldSize::DEFAULT);
        Session {
            seed,
            start: generated.world.avatar,
            world: generated.world,
            health: MAX_HEALTH,
            cleared: Vec::new(),
            mode: Mode::Exploring,
        }
    }

    /// The world's seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The tiles (beaten encounters are floor) and the avatar.
    pub fn world(&self) -> &World {
        &self.world
    }

    /// The world, given up.
    pub fn into_world(self) -> World {
        self.world
    }

    /// The avatar's health, 1 to [`MAX_HEALTH`].
    pub fn health(&self) -> u8 {
        self.health
    }

    /// What the session is showing.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The tiles of beaten spirits, in the order they were beaten.
    pub fn cleared(&self) -> &[Coordinates] {
        &self.cleared
    }

    /// One step, in the exploring mode only: into a wall or nothing it bumps;
    /// onto an encounter it opens the fight; onto the locked door it wins.
    pub fn walk(&mut self, direction: Direction) -> ByowEvent {
        if self.mode != Mode::Exploring {
            return ByowEvent::Ignored;
        }
        let to = self.world.avatar.step(direction);
        let tile = self.world.tiles.get(to);
        if !tile.is_walkable() {
            return ByowEvent::Bumped { into: tile };
        }
        self.world.avatar = to;
        match tile {
            Tile::Encounter => {
                let fight = Fight::new(self.seed, WorldSize::DEFAULT, to);
                self.mode = Mode::Encounter(fight);
                ByowEvent::EncounterOpened { strength: fight.strength }
            }
            Tile::LockedDoor => {
                self.mode = Mode::Won;
                ByowEvent::Won
            }
            _ => ByowEvent::Moved { to },
        }
    }

    /// F in a fight: one exchange of blows (see [`Fight::strike`]).
    pub fn strike(&mut self) -> ByowEvent {
        let Mode::Encounter(mut fight) = self.mode else { return ByowEvent::Ignored };
        let exchange = fight.strike(&mut self.health);
        self.mode = Mode::Encounter(fight);
        match exchange {
            Exchange::Traded => {
                ByowEvent::Struck { spirit_health: fight.spirit_health, health: self.health }
            }
            Exchange::SpiritBeaten => {
                self.world.tiles.set(fight.at, Tile::Floor);
                self.cleared.push(fight.at);
                self.health = (self.health + 1).min(MAX_HEALTH);
                ByowEvent::SpiritBeaten { health: self.health }
            }
            Exchange::AvatarFainted => {
                self.world.avatar = self.start;
                self.health = MAX_HEALTH;
                self.mode = Mode::Exploring;
                ByowEvent::Fainted { woke_at: self.start }
            }
            Exchange::Over => ByowEvent::Ignored,
        }
    }

    /// B in a fight: back to exploring, on the encounter's tile.
    pub fn leave_encounter(&mut self) -> ByowEvent {
        if !matches!(self.mode, Mode::Encounter(_)) {
            return ByowEvent::Ignored;
        }
        self.mode = Mode::Exploring;
        ByowEvent::EncounterLeft
    }

    /// Everything a save needs to rebuild this session.
    pub fn to_save(&self) -> SaveState {
        let screen = match self.mode {
            Mode::Exploring => SavedScreen::Exploring,
            Mode::Encounter(fight) => SavedScreen::Encounter { spirit_health: fight.spirit_health },
            Mode::Won => SavedScreen::Won,
        };
        let size = WorldSize::DEFAULT;
        SaveState {
            seed: self.seed,
            avatar: size.flip(self.world.avatar),
            health: self.health,
            screen,
            cleared: self.cleared.iter().map(|&at| size.flip(at)).collect(),
        }
    }

    /// The session a save text describes: its syntax checked, then its world
    /// regenerated and every value checked against it.
    pub fn from_save_text(text: &str) -> Result<Session, SaveErrors> {
        let (state, spans) = parse_with_spans(text)?;
        Session::restore(&state, &spans)
    }

    /// The session `state` describes; `spans` place its errors.
    pub(crate) fn restore(state: &SaveState, spans: &SaveSpans) -> Result<Session, SaveErrors> {
        let mut session = Session::new(state.seed);
        let mut errors = Vec::new();
        let mut error = |(line, col): (usize, usize), kind| {
            errors.push(SaveError { line, col, kind });
        };
        let size = WorldSize::DEFAULT;
        for (i, &at) in state.cleared.iter().enumerate() {
            let here = spans.cleared.get(i).copied().unwrap_or((0, 0));
            let first = state.cleared[..i].iter().position(|&c| c == at);
            let cell = size.flip(at);
            match (first, session.world.tiles.get(cell)) {
                (Some(j), _) => {
                    let first_line = spans.cleared.get(j).map_or(0, |&(line, _)| line);
                    error(here, SaveErrorKind::ClearedTwice { at, first_line });
                }
                (None, Tile::Encounter) => {
                    session.world.tiles.set(cell, Tile::Floor);
                    session.cleared.push(cell);
                }
                (None, tile) => error(here, SaveErrorKind::NotAnEncounter { at, tile }),
            }
        }
        let at = state.avatar;
        let cell = size.flip(at);
        let tile = session.world.tiles.get(cell);
        if !session.world.tiles.contains(cell) {
            error(spans.avatar, SaveErrorKind::AvatarOutside { at });
        } else if !tile.is_walkable() {
            error(spans.avatar, SaveErrorKind::AvatarBlocked { at, tile });
        } else {
            session.world.avatar = cell;
            match session.mode_from(state.screen) {
                Ok(mode) => session.mode = mode,
                Err(kind) => error(spans.screen, kind),
            }
        }
        session.health = state.health;
        if errors.is_empty() {
            Ok(session)
        } else {
            errors.sort_by_key(|e| (e.line, e.col));
            errors.truncate(SaveErrors::MAX_REPORTED);
            Err(SaveErrors(errors))
        }
    }

    /// The mode a saved screen means with the avatar where it now stands.
    fn mode_from(&self, screen: SavedScreen) -> Result<Mode, SaveErrorKind> {
        let at = self.world.avatar;
        let tile = self.world.tiles.get(at);
        match screen {
            SavedScreen::Won if tile == Tile::LockedDoor => Ok(Mode::Won),
            SavedScreen::Won => Err(SaveErrorKind::WonAwayFromDoor),
            _ if tile == Tile::LockedDoor => Err(SaveErrorKind::DoorNotWon),
            SavedScreen::Exploring => Ok(Mode::Exploring),
            SavedScreen::Encounter { spirit_health } => {
                let spirit_here = if spirit_health == 0 {
                    self.cleared.contains(&at)
                } else {
                    tile == Tile::Encounter
                };
                if !spirit_here {
                    return Err(SaveErrorKind::NoSpiritHere { at: WorldSize::DEFAULT.flip(at) });
                }
                let fight =
                    Fight { spirit_health, ..Fight::new(self.seed, WorldSize::DEFAULT, at) };
                if spirit_health > fight.strength {
                    return Err(SaveErrorKind::SpiritTooStrong {
                        found: spirit_health,
                        strength: fight.strength,
                    });
                }
                Ok(Mode::Encounter(fight))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::byow::generate_world;
    use crate::byow::save::write_save;

    /// Walks from the start towards `to` along the path the flood finds (test helper).
    fn path_to(session: &Session, to: Coordinates) -> Vec<Direction> {
        let tiles = &session.world().tiles;
        let mut came_from = std::collections::HashMap::new();
        let mut queue = std::collections::VecDeque::from([session.world().avatar]);
        came_from.insert(session.world().avatar, None);
        while let Some(p) = queue.pop_front() {
            if p == to {
                break;
            }
            for d in Direction::ALL {
                let n = p.step(d);
                let passable = n == to || tiles.get(n) == Tile::Floor;
                if passable && !came_from.contains_key(&n) {
                    came_from.insert(n, Some((p, d)));
                    queue.push_back(n);
                }
            }
        }
        let mut steps = Vec::new();
        let mut at = to;
        while let Some(Some((from, d))) = came_from.get(&at).copied() {
            steps.push(d);
            at = from;
        }
        steps.reverse();
        steps
    }

    #[test]
    fn walking_to_an_encounter_and_beating_its_spirit_clears_it() {
        let seed = 7;
        let mut session = Session::new(seed);
        let target = generate_world(seed, WorldSize::DEFAULT).encounters[0];
        let steps = path_to(&session, target);
        assert!(!steps.is_empty());
        let mut last = ByowEvent::Ignored;
        for d in steps {
            last = session.walk(d);
        }
        let strength = Fight::new(seed, WorldSize::DEFAULT, target).strength;
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
        assert_eq!(session.strike(), ByowEvent::Ignored);
        assert_eq!(session.leave_encounter(), ByowEvent::EncounterLeft);
        let back = Session::from_save_text(&write_save(&session.to_save())).expect("own save");
        assert_eq!(back, session);
    }

    #[test]
    fn walking_to_the_door_wins_and_then_moves_do_nothing() {
        // The first world from seed 11 on whose door is reachable without
        // crossing an encounter.
        let (mut session, path) = (11..)
            .map(|seed| {
                let session = Session::new(seed);
                let door = generate_world(seed, WorldSize::DEFAULT).door;
                let path = path_to(&session, door);
                (session, path)
            })
            .find(|(_, path)| !path.is_empty())
            .expect("some world has a clear way to its door");
        let mut last = ByowEvent::Ignored;
        for d in path {
            last = session.walk(d);
        }
        assert_eq!(last, ByowEvent::Won);
        assert_eq!(session.mode(), Mode::Won);
        let at = session.world().avatar;
        assert_eq!(session.walk(Direction::Down), ByowEvent::Ignored);
        assert_eq!(session.world().avatar, at);
    }

    #[test]
    fn fainting_sends_the_avatar_back_to_its_start() {
        let seed = 3;
        let mut session = Session::new(seed);
        let start = session.world().avatar;
        let at = generate_world(seed, WorldSize::DEFAULT).encounters[0];
        session.world.avatar = at;
        session.health = 1;
        session.mode = Mode::Encounter(Fight { at, strength: 3, spirit_health: 3 });
        assert_eq!(session.strike(), ByowEvent::Fainted { woke_at: start });
        assert_eq!(
            (session.world().avatar, session.health(), session.mode()),
            (start, MAX_HEALTH, Mode::Exploring)
        );
        assert_eq!(session.world().tiles.get(at), Tile::Encounter, "the spirit recovers");
    }

    fn restore_errors(text: &str) -> Vec<String> {
        Session::from_save_text(text).expect_err(text).0.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn a_save_that_does_not_fit_its_world_says_where() {
        let g = generate_world(5, WorldSize::DEFAULT);
        // Saves count rows from the bottom.
        let size = WorldSize::DEFAULT;
        let wall = size.flip(g.world.tiles.positions_of(Tile::Wall)[0]);
        let floor = size.flip(g.world.avatar);
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
        let e = size.flip(g.encounters[0]);
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
    }
}
