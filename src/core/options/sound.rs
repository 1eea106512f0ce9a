//! `SoundOptions`: how loud the game is — a master volume, the effects'
//! and the music's share of it, mute, and whether steps make a sound —
//! kept with the other options. Never loud on a first start: the defaults
//! are moderate. Reduced motion does not touch them; only mute silences.

use serde_json::Value;

/// The volumes on offer, percent, in steps of ten.
pub const VOLUME_STEP: u8 = 10;

/// The sound options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SoundOptions {
    /// Everything, percent (0–100).
    pub volume: u8,
    /// Sound effects, percent of the master volume.
    pub effects: u8,
    /// Music, percent of the master volume.
    pub music: u8,
    /// Nothing sounds (the volumes are kept for unmuting).
    pub muted: bool,
    /// Each step makes a soft sound.
    pub footsteps: bool,
}

impl Default for SoundOptions {
    fn default() -> Self {
        SoundOptions { volume: 60, effects: 80, music: 50, muted: false, footsteps: false }
    }
}

/// Which of the three volumes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Volume {
    /// The master volume.
    Master,
    /// The effects' share.
    Effects,
    /// The music's share.
    Music,
}

impl SoundOptions {
    /// The gain of sound effects, 0 when muted.
    pub fn effects_gain(&self) -> f32 {
        self.gain(self.effects)
    }

    /// The gain of the music, 0 when muted.
    pub fn music_gain(&self) -> f32 {
        self.gain(self.music)
    }

    fn gain(&self, share: u8) -> f32 {
        if self.muted {
            return 0.0;
        }
        f32::from(self.volume) * f32::from(share) / 10_000.0
    }

    /// One of the volumes, percent.
    pub fn get(&self, which: Volume) -> u8 {
        match which {
            Volume::Master => self.volume,
            Volume::Effects => self.effects,
            Volume::Music => self.music,
        }
    }

    /// Moves a volume one step up (`step` > 0) or down, within 0–100; up
    /// from 100 goes round to 0 (so Enter alone reaches every volume, and
    /// going round never jumps from quiet to loud).
    pub fn step(&mut self, which: Volume, step: isize) {
        let now = self.get(which);
        let next = if step > 0 {
            if now >= 100 {
                0
            } else {
                now.saturating_add(VOLUME_STEP).min(100)
            }
        } else {
            now.saturating_sub(VOLUME_STEP)
        };
        match which {
            Volume::Master => self.volume = next,
            Volume::Effects => self.effects = next,
            Volume::Music => self.music = next,
        }
    }

    /// Whether `volume` is one this game offers.
    pub fn offered(volume: u8) -> bool {
        volume <= 100 && volume % VOLUME_STEP == 0
    }

    /// The stored and `snapshot().options` fields.
    pub fn fields(&self) -> [(&'static str, Value); 5] {
        [
            ("volume", crate::json_value!(self.volume)),
            ("effects_volume", crate::json_value!(self.effects)),
            ("music_volume", crate::json_value!(self.music)),
            ("muted", crate::json_value!(self.muted)),
            ("footsteps", crate::json_value!(self.footsteps)),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gains_are_moderate_by_default_and_nothing_when_muted() {
        let mut sound = SoundOptions::default();
        assert!((0.3..=0.6).contains(&sound.effects_gain()), "{}", sound.effects_gain());
        assert!(sound.music_gain() < sound.effects_gain());
        sound.muted = true;
        assert_eq!((sound.effects_gain(), sound.music_gain()), (0.0, 0.0));
    }

    #[test]
    fn volumes_step_by_ten_within_bounds() {
        let mut sound = SoundOptions { volume: 90, music: 0, ..SoundOptions::default() };
        sound.step(Volume::Master, 1);
        sound.step(Volume::Music, -1);
        assert_eq!((sound.volume, sound.music), (100, 0));
        sound.step(Volume::Master, 1);
        assert_eq!(sound.volume, 0, "round from the top to silence");
        assert!(
            SoundOptions::offered(30) && !SoundOptions::offered(35) && !SoundOptions::offered(110)
        );
    }
}
