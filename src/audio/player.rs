//! The players behind the interface (the article's `SoundPlayer` and
//! `MusicPlayer`): each front end plays sounds its own way — the page
//! through Web Audio (`crate::web`), the terminal with its bell for the few
//! that matter most (`crate::tui`), tests by writing down what was asked.

use super::music::Music;
use super::sound::Sound;

/// Plays sound effects.
pub trait SoundPlayer {
    /// Plays `sound` once, `delay` seconds from now, at `gain` (0 to 1,
    /// the player's volumes already applied).
    fn play(&mut self, sound: Sound, gain: f32, delay: f32);
}

/// Plays music, one looping piece at a time.
pub trait MusicPlayer {
    /// Loops `music` at `gain`; asked for the piece already playing, it only
    /// changes the gain (the piece does not start over).
    fn play(&mut self, music: Music, gain: f32);
    /// Stops the music.
    fn stop(&mut self);
}

/// Plays nothing (a host without sound: the command-line tool).
#[derive(Clone, Copy, Debug, Default)]
pub struct Silence;

impl SoundPlayer for Silence {
    fn play(&mut self, _: Sound, _: f32, _: f32) {}
}

impl MusicPlayer for Silence {
    fn play(&mut self, _: Music, _: f32) {}
    fn stop(&mut self) {}
}

/// What a player was asked to do, in order.
#[derive(Clone, Debug, PartialEq)]
pub enum Played {
    /// A sound, its gain and delay.
    Sound(Sound, f32, f32),
    /// A piece looped at a gain.
    Music(Music, f32),
    /// The music stopped.
    Stop,
}

/// Writes down everything it is asked to play (tests).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RecordingPlayer {
    /// What was asked, in order.
    pub log: Vec<Played>,
}

impl RecordingPlayer {
    /// The sounds played, in order.
    pub fn sounds(&self) -> Vec<Sound> {
        self.log
            .iter()
            .filter_map(|p| match p {
                Played::Sound(sound, ..) => Some(*sound),
                _ => None,
            })
            .collect()
    }

    /// The piece playing now, if any.
    pub fn music(&self) -> Option<Music> {
        self.log.iter().rev().find_map(|p| match p {
            Played::Music(music, _) => Some(Some(*music)),
            Played::Stop => Some(None),
            Played::Sound(..) => None,
        })?
    }
}

impl SoundPlayer for RecordingPlayer {
    fn play(&mut self, sound: Sound, gain: f32, delay: f32) {
        self.log.push(Played::Sound(sound, gain, delay));
    }
}

impl MusicPlayer for RecordingPlayer {
    fn play(&mut self, music: Music, gain: f32) {
        self.log.push(Played::Music(music, gain));
    }

    fn stop(&mut self) {
        self.log.push(Played::Stop);
    }
}
