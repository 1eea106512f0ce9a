//! `Mixer`: the app's one place for sound (the article's `Audio` facade,
//! without the singleton: [`AppState`](crate::core::AppState) holds it).
//! Handlers ask it for sounds and music during an event; the host hands
//! what was asked to its player after each dispatch ([`Mixer::flush`]).
//! Sounds of one moment are told apart in time (each a little after the
//! one before), the same sound twice in a moment sounds once, and a busy
//! moment keeps the sounds that matter most.

use super::effects::Effects;
use super::music::Music;
use super::player::{MusicPlayer, SoundPlayer};
use super::sound::Sound;
use serde_json::Value;
use std::collections::VecDeque;

/// At most this many sounds start in one moment (one dispatch).
pub const MAX_AT_ONCE: usize = 4;
/// Seconds between the starts of two sounds of one moment: a hit and the
/// blow back are two sounds, not one smudge.
pub const STAGGER_SECONDS: f32 = 0.08;
/// How many of the last sounds `snapshot().audio.played` lists.
pub const MAX_PLAYED: usize = 8;

/// The sounds and music asked for, waiting for the host.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Mixer {
    /// This moment's sounds, in order, with their gains.
    queued: Vec<(Sound, f32)>,
    /// The piece the screen on show asks for.
    music: Option<Music>,
    /// The piece and gain the player was last told.
    sent: Option<(Music, f32)>,
    /// The last sounds that sounded, oldest first.
    played: VecDeque<Sound>,
}

impl Mixer {
    /// A new moment: sounds a host never took (the command-line tool has
    /// no player) are dropped, not heard late.
    pub fn begin_moment(&mut self) {
        self.queued.clear();
    }

    /// Asks for `sound` at `gain` (0 when muted: nothing sounds). Whether
    /// it will sound.
    pub fn play(&mut self, sound: Sound, gain: f32) -> bool {
        if gain <= 0.0 || self.queued.iter().any(|&(s, _)| s == sound) {
            return false;
        }
        if self.queued.len() >= MAX_AT_ONCE {
            let effects = Effects::get();
            let weakest = (0..self.queued.len())
                .min_by_key(|&i| effects.priority(self.queued[i].0))
                .filter(|&i| effects.priority(self.queued[i].0) < effects.priority(sound));
            let Some(weakest) = weakest else { return false };
            self.queued.remove(weakest);
        }
        self.queued.push((sound, gain));
        if self.played.len() >= MAX_PLAYED {
            self.played.pop_front();
        }
        self.played.push_back(sound);
        true
    }

    /// Asks for `music` (`None`: silence) from now on.
    pub fn set_music(&mut self, music: Option<Music>) {
        self.music = music;
    }

    /// The piece asked for.
    pub fn music(&self) -> Option<Music> {
        self.music
    }

    /// The last sounds that sounded, oldest first.
    pub fn played(&self) -> impl Iterator<Item = Sound> + '_ {
        self.played.iter().copied()
    }

    /// Hands this moment's sounds to `player`, and the music at
    /// `music_gain` (0: stopped) when it changed since last told.
    pub fn flush<P: SoundPlayer + MusicPlayer + ?Sized>(
        &mut self,
        music_gain: f32,
        player: &mut P,
    ) {
        for (i, (sound, gain)) in self.queued.drain(..).enumerate() {
            SoundPlayer::play(player, sound, gain, i as f32 * STAGGER_SECONDS);
        }
        let wanted = self.music.filter(|_| music_gain > 0.0).map(|m| (m, music_gain));
        if wanted != self.sent {
            match wanted {
                Some((music, gain)) => MusicPlayer::play(player, music, gain),
                None => player.stop(),
            }
            self.sent = wanted;
        }
    }

    /// `snapshot().audio` without the options' part.
    pub fn snapshot(&self) -> Value {
        let played: Vec<&str> = self.played.iter().map(|s| s.name()).collect();
        crate::json_value!({ "music": self.music.map(Music::name), "played": played })
    }
}

#[cfg(test)]
mod tests {
    use super::super::player::{Played, RecordingPlayer};
    use super::*;

    #[test]
    fn a_moments_sounds_come_one_after_another_once_each() {
        let mut mixer = Mixer::default();
        assert!(mixer.play(Sound::Hit, 0.5));
        assert!(!mixer.play(Sound::Hit, 0.5), "once a moment");
        assert!(mixer.play(Sound::Hurt, 0.5));
        assert!(!mixer.play(Sound::Kill, 0.0), "muted");
        let mut player = RecordingPlayer::default();
        mixer.flush(0.0, &mut player);
        assert_eq!(
            player.log,
            [Played::Sound(Sound::Hit, 0.5, 0.0), Played::Sound(Sound::Hurt, 0.5, STAGGER_SECONDS)]
        );
        mixer.play(Sound::Hit, 0.5);
        let names: Vec<Sound> = mixer.played().collect();
        assert_eq!(names, [Sound::Hit, Sound::Hurt, Sound::Hit]);
    }

    #[test]
    fn a_busy_moment_keeps_what_matters_most() {
        let mut mixer = Mixer::default();
        for sound in [Sound::Step, Sound::Hit, Sound::Hurt, Sound::Pickup] {
            mixer.play(sound, 1.0);
        }
        assert!(mixer.play(Sound::Death, 1.0), "death makes way");
        assert!(!mixer.play(Sound::MenuMove, 1.0), "a tick does not");
        let mut player = RecordingPlayer::default();
        mixer.flush(0.0, &mut player);
        assert_eq!(player.sounds(), [Sound::Hit, Sound::Hurt, Sound::Pickup, Sound::Death]);
    }

    #[test]
    fn music_is_told_only_when_it_changes() {
        let mut mixer = Mixer::default();
        let mut player = RecordingPlayer::default();
        mixer.set_music(Some(Music::Menu));
        mixer.flush(0.3, &mut player);
        mixer.flush(0.3, &mut player);
        mixer.set_music(Some(Music::Shallows));
        mixer.flush(0.3, &mut player);
        mixer.flush(0.0, &mut player);
        mixer.flush(0.0, &mut player);
        assert_eq!(
            player.log,
            [Played::Music(Music::Menu, 0.3), Played::Music(Music::Shallows, 0.3), Played::Stop]
        );
        mixer.begin_moment();
        assert_eq!(mixer.snapshot(), crate::json_value!({"music": "shallows", "played": []}));
    }
}
