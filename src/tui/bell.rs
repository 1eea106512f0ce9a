//! `TerminalBell`: the terminal's player. A terminal plays no samples, so
//! it rings its bell for the few sounds marked for it in the effects table
//! (a death, a level gained, a win) and plays no music; the binary writes
//! the rings out between frames.

use crate::audio::{Effects, Music, MusicPlayer, Sound, SoundPlayer};

/// Counts the rings asked for since they were last taken.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TerminalBell {
    rings: u32,
}

impl TerminalBell {
    /// The rings waiting, taken (the binary writes one BEL for any number:
    /// a terminal's bell does not count).
    pub fn take(&mut self) -> u32 {
        std::mem::take(&mut self.rings)
    }
}

impl SoundPlayer for TerminalBell {
    fn play(&mut self, sound: Sound, _gain: f32, _delay: f32) {
        if Effects::get().rings_bell(sound) {
            self.rings += 1;
        }
    }
}

impl MusicPlayer for TerminalBell {
    fn play(&mut self, _: Music, _: f32) {}
    fn stop(&mut self) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_sounds_that_matter_most_ring() {
        let mut bell = TerminalBell::default();
        SoundPlayer::play(&mut bell, Sound::Hit, 1.0, 0.0);
        SoundPlayer::play(&mut bell, Sound::MenuMove, 1.0, 0.0);
        assert_eq!(bell.take(), 0);
        SoundPlayer::play(&mut bell, Sound::Death, 1.0, 0.0);
        SoundPlayer::play(&mut bell, Sound::LevelUp, 1.0, 0.0);
        assert_eq!((bell.take(), bell.take()), (2, 0));
    }
}
