//! `ByowGame`: the BYOW game as a pure state machine. Keys go in one at a time
//! ([`ByowGame::press`]); [`ByowEvent`]s come out. It does no input or output:
//! saving and loading are events the caller carries out.
//!
//! ```text
//! Welcome ─N─▸ SeedEntry ─digits, S─▸ Exploring ─step on E─▸ Encounter ─B─▸ Exploring
//!  │  ▴ └L (load)──────────────────────▸ │   ▴                    F: fight
//!  Q  └──────────── :Q (save) ───────────┘   └ step on D ─▸ Won ─Q─▸ Quit
//! ```
//!
//! Keys are case-insensitive. `:` then Q saves (from any in-world screen) and
//! returns to the welcome screen; `:` then any other key forgets the `:` and
//! handles that key as usual, so a stray `:` changes nothing.

use super::event::ByowEvent;
use super::save::write_save;
use super::save_error::SaveErrors;
use super::session::{Mode, Session};
use super::world::World;
use crate::game::Direction;

/// The most seed digits taken; later ones are ignored (19 digits always fit a `u64`).
pub const MAX_SEED_DIGITS: usize = 19;

/// The direction of a movement key (W A S D, any case): W walks up the
/// screen.
pub fn direction_of_key(key: char) -> Option<Direction> {
    match key.to_ascii_lowercase() {
        'w' => Some(Direction::Up),
        's' => Some(Direction::Down),
        'a' => Some(Direction::Left),
        'd' => Some(Direction::Right),
        _ => None,
    }
}

/// Which screen the game shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScreenKind {
    /// N new world, L load, Q quit.
    Welcome,
    /// Digits, then S.
    SeedEntry,
    /// W A S D.
    Exploring,
    /// F fight, B back.
    Encounter,
    /// The door is reached; Q quits.
    Won,
    /// Over: keys do nothing.
    Quit,
}

/// Each screen with the data it owns.
#[derive(Debug, PartialEq, Eq)]
enum Screen {
    Welcome,
    SeedEntry { digits: String },
    InWorld(Box<Session>),
    Quit,
}

/// The game.
#[derive(Debug, PartialEq, Eq)]
pub struct ByowGame {
    screen: Screen,
    colon_pending: bool,
    /// The last session after it was saved or quit, whose world
    /// `interact_with_input_string` returns.
    last: Option<Box<Session>>,
}

impl Default for ByowGame {
    fn default() -> Self {
        ByowGame::new()
    }
}

impl ByowGame {
    /// A game on the welcome screen.
    pub fn new() -> Self {
        ByowGame { screen: Screen::Welcome, colon_pending: false, last: None }
    }

    /// A game playing `session` (a world played on elsewhere, handed back
    /// to the input-string game).
    pub fn in_world(session: Session) -> Self {
        ByowGame { screen: Screen::InWorld(Box::new(session)), colon_pending: false, last: None }
    }

    /// The world in play, taken out to be played on elsewhere (the page's
    /// play screen); the game is back on its welcome screen.
    pub fn take_session(&mut self) -> Option<Session> {
        match std::mem::replace(&mut self.screen, Screen::Welcome) {
            Screen::InWorld(session) => Some(*session),
            other => {
                self.screen = other;
                None
            }
        }
    }

    /// Which screen is showing.
    pub fn screen(&self) -> ScreenKind {
        match &self.screen {
            Screen::Welcome => ScreenKind::Welcome,
            Screen::SeedEntry { .. } => ScreenKind::SeedEntry,
            Screen::InWorld(session) => match session.mode() {
                Mode::Exploring => ScreenKind::Exploring,
                Mode::Encounter(_) => ScreenKind::Encounter,
                Mode::Won => ScreenKind::Won,
            },
            Screen::Quit => ScreenKind::Quit,
        }
    }

    /// The digits typed so far on the seed entry screen.
    pub fn seed_digits(&self) -> Option<&str> {
        match &self.screen {
            Screen::SeedEntry { digits } => Some(digits),
            _ => None,
        }
    }

    /// The world in play, if any.
    pub fn session(&self) -> Option<&Session> {
        match &self.screen {
            Screen::InWorld(session) => Some(session),
            _ => None,
        }
    }

    /// The world in play or, after a save or quit, the last one.
    pub fn world(&self) -> Option<World> {
        self.session().or(self.last.as_deref()).map(Session::world)
    }

    /// The world in play or the last one, given up.
    pub fn into_world(self) -> Option<World> {
        match self.screen {
            Screen::InWorld(session) => Some(session.world()),
            _ => self.last.map(|session| session.world()),
        }
    }

    /// Handles one key (any case; anything not meaningful is ignored).
    pub fn press(&mut self, key: char) -> ByowEvent {
        if matches!(self.screen, Screen::Quit) {
            return ByowEvent::Ignored;
        }
        let key = key.to_ascii_lowercase();
        let after_colon = std::mem::take(&mut self.colon_pending);
        if key == ':' {
            self.colon_pending = true;
            return ByowEvent::ColonTyped;
        }
        if after_colon && key == 'q' {
            return self.save_and_leave();
        }
        match &mut self.screen {
            Screen::Welcome => self.welcome_key(key),
            Screen::SeedEntry { digits } => match key {
                '0'..='9' if digits.len() < MAX_SEED_DIGITS => {
                    digits.push(key);
                    ByowEvent::SeedTyped { digits: digits.clone() }
                }
                's' => self.start_world(),
                _ => ByowEvent::Ignored,
            },
            Screen::InWorld(session) => match (session.mode(), key) {
                (Mode::Won, 'q') => self.quit(),
                (Mode::Encounter(_), 'f') => session.strike(),
                (Mode::Encounter(_), 'b') => session.leave_encounter(),
                (Mode::Exploring, _) => direction_of_key(key)
                    .map_or(ByowEvent::Ignored, |direction| session.walk(direction)),
                _ => ByowEvent::Ignored,
            },
            Screen::Quit => ByowEvent::Ignored,
        }
    }

    /// Loads a save (after [`ByowEvent::LoadWanted`]) and starts playing it. On
    /// error nothing changes.
    pub fn load(&mut self, save_text: &str) -> Result<(), SaveErrors> {
        let known = self.session().or(self.last.as_deref());
        let session = Session::from_save_text_after(save_text, known)?;
        self.screen = Screen::InWorld(Box::new(session));
        self.last = None;
        Ok(())
    }

    fn welcome_key(&mut self, key: char) -> ByowEvent {
        match key {
            'n' => {
                self.screen = Screen::SeedEntry { digits: String::new() };
                ByowEvent::SeedEntryOpened
            }
            'l' => ByowEvent::LoadWanted,
            'q' => self.quit(),
            _ => ByowEvent::Ignored,
        }
    }

    fn start_world(&mut self) -> ByowEvent {
        let Screen::SeedEntry { digits } = &self.screen else { return ByowEvent::Ignored };
        // At most MAX_SEED_DIGITS ASCII digits: the parse fails only when none were typed.
        let Ok(seed) = digits.parse::<u64>() else { return ByowEvent::Ignored };
        self.screen = Screen::InWorld(Box::new(Session::new(seed)));
        self.last = None;
        ByowEvent::WorldStarted { seed }
    }

    fn save_and_leave(&mut self) -> ByowEvent {
        if !matches!(self.screen, Screen::InWorld(_)) {
            return ByowEvent::Ignored;
        }
        let Screen::InWorld(session) = std::mem::replace(&mut self.screen, Screen::Welcome) else {
            return ByowEvent::Ignored;
        };
        let text = write_save(&session.to_save());
        self.last = Some(session);
        ByowEvent::SaveWanted(text)
    }

    fn quit(&mut self) -> ByowEvent {
        if let Screen::InWorld(session) = std::mem::replace(&mut self.screen, Screen::Quit) {
            self.last = Some(session);
        }
        ByowEvent::Quit
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn press_all(game: &mut ByowGame, keys: &str) -> Vec<ByowEvent> {
        keys.chars().map(|k| game.press(k)).collect()
    }

    #[test]
    fn the_seed_is_echoed_and_s_starts_the_world() {
        let mut game = ByowGame::new();
        let events = press_all(&mut game, "n4x2");
        assert_eq!(
            events,
            [
                ByowEvent::SeedEntryOpened,
                ByowEvent::SeedTyped { digits: "4".into() },
                ByowEvent::Ignored,
                ByowEvent::SeedTyped { digits: "42".into() },
            ]
        );
        assert_eq!(game.seed_digits(), Some("42"));
        assert_eq!(game.press('S'), ByowEvent::WorldStarted { seed: 42 });
        assert_eq!(game.screen(), ScreenKind::Exploring);
    }

    #[test]
    fn s_without_digits_waits_and_long_seeds_are_cut_at_19_digits() {
        let mut game = ByowGame::new();
        press_all(&mut game, "n");
        assert_eq!(game.press('s'), ByowEvent::Ignored);
        press_all(&mut game, &"9".repeat(40));
        assert_eq!(game.seed_digits().map(str::len), Some(MAX_SEED_DIGITS));
        assert_eq!(game.press('s'), ByowEvent::WorldStarted { seed: 9_999_999_999_999_999_999 });
    }

    #[test]
    fn colon_q_saves_and_returns_to_the_welcome_screen() {
        let mut game = ByowGame::new();
        press_all(&mut game, "n1sd");
        assert_eq!(game.press(':'), ByowEvent::ColonTyped);
        let ByowEvent::SaveWanted(text) = game.press('q') else { panic!("`:q` saves") };
        assert!(text.starts_with("byow-save 1\nseed 1\n"));
        assert_eq!(game.screen(), ScreenKind::Welcome);
        assert!(game.world().is_some(), "the last world is kept");
        assert_eq!(game.press('l'), ByowEvent::LoadWanted);
        game.load(&text).expect("own save loads");
        assert_eq!(game.screen(), ScreenKind::Exploring);
    }

    #[test]
    fn colon_then_another_key_is_that_key_alone() {
        let mut plain = ByowGame::new();
        let mut colons = ByowGame::new();
        press_all(&mut plain, "n77sddwwa");
        press_all(&mut colons, ":n7:7:s:d:dw::wa:");
        assert_eq!(plain.world(), colons.world());
        assert_eq!(plain.session(), colons.session());
    }

    #[test]
    fn welcome_q_quits_and_nothing_happens_after() {
        let mut game = ByowGame::new();
        assert_eq!(game.press('Q'), ByowEvent::Quit);
        assert_eq!(game.press('n'), ByowEvent::Ignored);
        assert_eq!(game.screen(), ScreenKind::Quit);
        assert_eq!(game.into_world(), None);
    }

    #[test]
    fn colon_q_outside_a_world_does_nothing() {
        let mut game = ByowGame::new();
        assert_eq!(press_all(&mut game, ":q"), [ByowEvent::ColonTyped, ByowEvent::Ignored]);
        assert_eq!(game.screen(), ScreenKind::Welcome);
    }

    #[test]
    fn a_bad_save_leaves_the_game_as_it_was() {
        let mut game = ByowGame::new();
        press_all(&mut game, "n5sw:q");
        let before = (game.screen(), game.world());
        assert!(game.load("byow-save 1\nseed x").is_err());
        assert_eq!((game.screen(), game.world()), before);
        press_all(&mut game, "n6sd");
        let before = game.session().map(Session::to_save);
        assert!(game.load("byow-save 1\nseed 6\navatar 0 0\nhealth 5\nscreen won\n").is_err());
        assert_eq!(game.session().map(Session::to_save), before, "still in the world of 6");
    }
}
