//! Sound and music (the article's step eleven): an enumeration of sound
//! effects ([`Sound`]) and pieces of music ([`Music`]); one table that says
//! which sound each happening makes and which music each screen plays
//! ([`CueTable`], `assets/sound/cues.json`); our own synthesiser, which
//! renders every effect and piece from data (`assets/sound/effects.json`,
//! `assets/sound/music.json`) into sample buffers, the same on every
//! platform; and the players behind an interface ([`SoundPlayer`],
//! [`MusicPlayer`]) that each front end implements its own way, fed by the
//! app's [`Mixer`]. No recorded sound is used: every sample is computed here.

mod capture;
mod cue;
mod cues;
mod effects;
mod json;
mod math;
mod mixer;
mod music;
mod player;
mod score;
mod sound;
mod voice;

pub use cue::{kinds, variants, Audible, Cue, Heard, ShellEvent};
pub use cues::{CueTable, MusicChoice, ScreenSound, SECTIONS};
pub use effects::{Effect, Effects, MAX_EFFECT_SECONDS};
pub use mixer::{Mixer, MAX_AT_ONCE, MAX_PLAYED, STAGGER_SECONDS};
pub use music::{Instrument, Music, Piece, Pieces, MAX_LOOP_SECONDS, MUSIC_RATE};
pub use player::{MusicPlayer, Played, RecordingPlayer, Silence, SoundPlayer};
pub use score::{parse_notes, pitch, Note, ScoreError};
pub use sound::Sound;
pub use voice::{Voice, Wave, SAMPLE_RATE};

/// A digest (FNV-1a over the samples' bits) of every effect rendered in
/// the order of [`Sound::ALL`]: the native tests and the browser's check
/// the same number, so the page plays the very samples checked here.
pub fn effects_digest() -> u64 {
    let effects = Effects::get();
    let mut hash = crate::game::Fnv64::default();
    for sound in Sound::ALL {
        for sample in effects.render(sound) {
            hash.bytes(&sample.to_bits().to_le_bytes());
        }
    }
    hash.finish()
}

/// [`effects_digest`] of the built-in effects, as the native tests compute
/// it; the browser's test (`tests/web.rs`) checks the page renders the same.
/// A change to `assets/sound/effects.json` or the synthesiser changes it:
/// the native test names the new value.
pub const EFFECTS_DIGEST: u64 = 0x2a03_a561_7ca7_2c0d;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_effects_digest_is_the_one_the_browser_checks() {
        let digest = effects_digest();
        assert_eq!(
            digest, EFFECTS_DIGEST,
            "the effects changed: EFFECTS_DIGEST is now {digest:#x}"
        );
    }
}
