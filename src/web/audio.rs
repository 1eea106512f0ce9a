//! `WebAudio`: the page's sound and music player, through Web Audio. The
//! browser lets a page make sound only after the player pressed a key or
//! clicked, so the `AudioContext` is made on the first of them
//! ([`WebAudio::unlock`]); until then sounds are dropped and the music
//! asked for waits. Each effect and piece is rendered by our synthesiser
//! the first time it is needed and kept as an `AudioBuffer`; a piece loops
//! seamlessly (its data wraps round), so the buffer loops as it is.

use crate::audio::SAMPLE_RATE;
use crate::audio::{Effects, Music, MusicPlayer, Pieces, Sound, SoundPlayer, MUSIC_RATE};
use std::collections::hash_map::{Entry, HashMap};
use std::hash::Hash;
use web_sys::{
    AudioBuffer, AudioBufferSourceNode, AudioContext, AudioContextState, AudioScheduledSourceNode,
    GainNode,
};

/// The piece looping now.
#[derive(Debug)]
struct Loop {
    music: Music,
    source: AudioBufferSourceNode,
    gain: GainNode,
}

/// The page's player.
#[derive(Debug, Default)]
pub struct WebAudio {
    context: Option<AudioContext>,
    effects: HashMap<Sound, AudioBuffer>,
    pieces: HashMap<Music, AudioBuffer>,
    playing: Option<Loop>,
    /// The piece the app asks for, and its gain: started on unlocking.
    wanted: Option<(Music, f32)>,
}

impl WebAudio {
    /// A key was pressed or the page clicked: sound may start. Makes the
    /// context (allowed now), or resumes one the browser suspended, and
    /// starts the music waiting.
    pub fn unlock(&mut self) {
        match &self.context {
            None => {
                let Ok(context) = AudioContext::new() else { return };
                self.context = Some(context);
                if let Some((music, gain)) = self.wanted {
                    self.start(music, gain);
                }
            }
            Some(context) if context.state() == AudioContextState::Suspended => {
                let _ = context.resume();
            }
            Some(_) => {}
        }
    }

    /// The context's state as `snapshot().audio.context` shows it:
    /// `running`, `suspended`, `closed`, or `none` before the first key.
    pub fn state(&self) -> &'static str {
        match self.context.as_ref().map(|c| c.state()) {
            None => "none",
            Some(AudioContextState::Running) => "running",
            Some(AudioContextState::Suspended) => "suspended",
            Some(_) => "closed",
        }
    }

    /// A buffer holding `samples` at `rate`.
    fn buffer(context: &AudioContext, samples: &[f32], rate: u32) -> Option<AudioBuffer> {
        let length = u32::try_from(samples.len()).ok().filter(|&n| n > 0)?;
        let buffer = context.create_buffer(1, length, rate as f32).ok()?;
        buffer.copy_to_channel(samples, 0).ok()?;
        Some(buffer)
    }

    /// The buffer of `key` in `cache`, rendered by `render` the first time.
    fn cached<K: Hash + Eq>(
        cache: &mut HashMap<K, AudioBuffer>,
        key: K,
        context: &AudioContext,
        rate: u32,
        render: impl FnOnce() -> Vec<f32>,
    ) -> Option<AudioBuffer> {
        match cache.entry(key) {
            Entry::Occupied(kept) => Some(kept.get().clone()),
            Entry::Vacant(slot) => {
                let buffer = WebAudio::buffer(context, &render(), rate)?;
                Some(slot.insert(buffer).clone())
            }
        }
    }

    /// Starts `buffer` through a gain of `gain`, `delay` seconds from now.
    fn sound(
        context: &AudioContext,
        buffer: &AudioBuffer,
        gain: f32,
        delay: f64,
        looping: bool,
    ) -> Option<(AudioBufferSourceNode, GainNode)> {
        let source = context.create_buffer_source().ok()?;
        source.set_buffer(Some(buffer));
        source.set_loop(looping);
        let node = context.create_gain().ok()?;
        node.gain().set_value(gain);
        source.connect_with_audio_node(&node).ok()?;
        node.connect_with_audio_node(&context.destination()).ok()?;
        let scheduled: &AudioScheduledSourceNode = source.as_ref();
        scheduled.start_with_when(context.current_time() + delay).ok()?;
        Some((source, node))
    }

    /// Loops `music` at `gain` in place of what plays.
    fn start(&mut self, music: Music, gain: f32) {
        self.stop_playing();
        let Some(context) = &self.context else { return };
        let render = || Pieces::get().render(music);
        let Some(buffer) = WebAudio::cached(&mut self.pieces, music, context, MUSIC_RATE, render)
        else {
            return;
        };
        if let Some((source, gain)) = WebAudio::sound(context, &buffer, gain, 0.0, true) {
            self.playing = Some(Loop { music, source, gain });
        }
    }

    fn stop_playing(&mut self) {
        if let Some(playing) = self.playing.take() {
            let scheduled: &AudioScheduledSourceNode = playing.source.as_ref();
            let _ = scheduled.stop();
            let _ = playing.gain.disconnect();
        }
    }
}

impl SoundPlayer for WebAudio {
    fn play(&mut self, sound: Sound, gain: f32, delay: f32) {
        let Some(context) = &self.context else { return };
        let render = || Effects::get().render(sound);
        if let Some(buffer) =
            WebAudio::cached(&mut self.effects, sound, context, SAMPLE_RATE, render)
        {
            // A one-shot source is let go once started: the browser keeps it
            // until it ends.
            let _ = WebAudio::sound(context, &buffer, gain, f64::from(delay), false);
        }
    }
}

impl MusicPlayer for WebAudio {
    fn play(&mut self, music: Music, gain: f32) {
        self.wanted = Some((music, gain));
        match &self.playing {
            Some(playing) if playing.music == music => playing.gain.gain().set_value(gain),
            _ => self.start(music, gain),
        }
    }

    fn stop(&mut self) {
        self.wanted = None;
        self.stop_playing();
    }
}
