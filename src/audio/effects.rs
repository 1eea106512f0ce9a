//! `Effects`: what every [`Sound`] sounds like — a few [`Voice`]s each, from
//! `assets/sound/effects.json` (embedded) — and rendering them into sample
//! buffers, the same natively and in the page.

use super::json::Problems;
use super::sound::Sound;
use super::voice::{Voice, SAMPLE_RATE};
use serde_json::Value;
use std::sync::OnceLock;

/// The table as built in.
const EMBEDDED: &str = include_str!("../../assets/sound/effects.json");

/// The longest an effect may last, seconds.
pub const MAX_EFFECT_SECONDS: f64 = 3.0;

/// One sound effect: its layers, played together.
#[derive(Clone, Debug, PartialEq)]
pub struct Effect {
    /// The layers.
    pub voices: Vec<Voice>,
    /// How much it matters when many sounds come at once (0 to 3): the least
    /// give way first (see [`super::Mixer`]).
    pub priority: u8,
    /// The terminal rings its bell for it (the few that matter most).
    pub bell: bool,
}

impl Effect {
    /// The effect written as `value` (`{"voices": [...], "priority": 2,
    /// "bell": true}`); what is wrong goes to `problems`.
    fn read(value: &Value, at: &str, problems: &mut Problems) -> Effect {
        let empty = serde_json::Map::new();
        let fields = problems.object(value, at).unwrap_or(&empty);
        problems.only(fields, at, &["voices", "priority", "bell"]);
        let voices = match fields.get("voices").and_then(Value::as_array) {
            Some(voices) => voices
                .iter()
                .enumerate()
                .map(|(i, v)| Voice::read(v, &format!("{at}.voices[{i}]"), problems))
                .collect(),
            None => {
                problems.add(format!("{at}.voices: missing, or not a list"));
                Vec::new()
            }
        };
        let priority = problems.number(fields, at, "priority", Some(1.0));
        let bell = fields.get("bell").and_then(Value::as_bool).unwrap_or(false);
        Effect { voices, priority: priority.clamp(0.0, 255.0) as u8, bell }
    }

    /// How long it lasts, seconds: until its last layer ends.
    pub fn seconds(&self) -> f64 {
        self.voices.iter().map(Voice::end).fold(0.0, f64::max)
    }

    /// How many samples its buffer has.
    pub fn samples(&self) -> usize {
        (self.seconds() * f64::from(SAMPLE_RATE)).ceil() as usize
    }

    /// Its samples at [`SAMPLE_RATE`]; `seed` starts the noise of its layers.
    pub fn render(&self, seed: u32) -> Vec<f32> {
        let mut out = vec![0.0; self.samples()];
        for (i, voice) in self.voices.iter().enumerate() {
            voice.render_into(&mut out, seed.wrapping_mul(16).wrapping_add(i as u32 + 1));
        }
        out
    }
}

/// Every sound's effect, in the order of [`Sound::ALL`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Effects {
    by_sound: Vec<Option<Effect>>,
}

impl Effects {
    /// The table in `text`, read as well as it can be: an effect that
    /// cannot be read is left out (silent). What was wrong goes to
    /// `problems`, each saying where.
    fn read(text: &str, problems: &mut Problems) -> Effects {
        let mut by_sound = vec![None; Sound::ALL.len()];
        let top = match crate::json::value_from_str(text) {
            Ok(top) => top,
            Err(error) => {
                problems.add(format!("effects.json: {error}"));
                return Effects { by_sound };
            }
        };
        let empty = serde_json::Map::new();
        for (name, value) in problems.object(&top, "effects.json").unwrap_or(&empty) {
            let at = format!("effects.json: {name}");
            let Some(sound) = Sound::from_name(name) else {
                problems.add(format!("{at}: no such sound"));
                continue;
            };
            by_sound[sound as usize] = Some(Effect::read(value, &at, problems));
        }
        Effects { by_sound }
    }

    /// The table in `text`, or every problem in it (a sound unknown or
    /// missing, a field unknown or of the wrong kind, a number out of
    /// range), each naming where.
    pub fn parse(text: &str) -> Result<Effects, Vec<String>> {
        let mut problems = Problems::default();
        let effects = Effects::read(text, &mut problems);
        for sound in Sound::ALL {
            let Some(effect) = effects.effect(sound) else {
                problems.add(format!("effects.json: {sound}: missing"));
                continue;
            };
            if effect.voices.is_empty() {
                problems.add(format!("effects.json: {sound}: no voices"));
            }
            if effect.seconds() > MAX_EFFECT_SECONDS || effect.priority > 3 {
                problems.add(format!(
                    "effects.json: {sound}: {} s and priority {} (at most {MAX_EFFECT_SECONDS} s and 3)",
                    effect.seconds(),
                    effect.priority
                ));
            }
            for (i, voice) in effect.voices.iter().enumerate() {
                for problem in voice.problems() {
                    problems.add(format!("effects.json: {sound}.voices[{i}].{problem}"));
                }
            }
        }
        if problems.0.is_empty() {
            Ok(effects)
        } else {
            crate::order::sort(&mut problems.0);
            Err(problems.0)
        }
    }

    /// The built-in table, read once (a test holds it whole; were part of
    /// it broken, that part would be silent rather than the game stop).
    pub fn get() -> &'static Effects {
        static EFFECTS: OnceLock<Effects> = OnceLock::new();
        EFFECTS.get_or_init(|| Effects::read(EMBEDDED, &mut Problems::default()))
    }

    /// The effect of `sound`.
    pub fn effect(&self, sound: Sound) -> Option<&Effect> {
        self.by_sound.get(sound as usize)?.as_ref()
    }

    /// The samples of `sound` (none for a sound without an effect).
    pub fn render(&self, sound: Sound) -> Vec<f32> {
        self.effect(sound).map_or_else(Vec::new, |e| e.render(sound as u32))
    }

    /// How much `sound` matters (see [`Effect::priority`]).
    pub fn priority(&self, sound: Sound) -> u8 {
        self.effect(sound).map_or(0, |e| e.priority)
    }

    /// Whether the terminal rings its bell for `sound`.
    pub fn rings_bell(&self, sound: Sound) -> bool {
        self.effect(sound).is_some_and(|e| e.bell)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table() -> Effects {
        Effects::parse(EMBEDDED).unwrap_or_else(|problems| panic!("{}", problems.join("\n")))
    }

    #[test]
    fn the_built_in_table_has_every_sound_with_sane_numbers() {
        assert!(table().by_sound.iter().all(Option::is_some));
        assert_eq!(Effects::get(), &table());
    }

    /// Deterministic, non-silent, never clipping, as long as the table says.
    #[test]
    fn every_effect_renders_the_same_audible_unclipped_buffer_of_its_length() {
        let effects = table();
        for sound in Sound::ALL {
            let effect = effects.effect(sound).expect("every sound");
            let samples = effects.render(sound);
            assert_eq!(samples.len(), effect.samples(), "{sound}");
            assert_eq!(samples, effects.render(sound), "{sound} renders the same twice");
            let peak = samples.iter().fold(0.0_f32, |m, s| m.max(s.abs()));
            assert!(peak <= 1.0, "{sound} clips: peak {peak}");
            let rms = (samples.iter().map(|s| f64::from(*s).powi(2)).sum::<f64>()
                / samples.len() as f64)
                .sqrt();
            assert!(rms > 0.005, "{sound} is all but silent: rms {rms}");
            assert!(samples[0].abs() < 0.05, "{sound} starts with a click");
            assert!(samples[samples.len() - 1].abs() < 0.02, "{sound} ends with a click");
        }
    }

    #[test]
    fn problems_are_named_and_nothing_is_half_read() {
        let text = r#"{"hitt": {"voices": []}, "hit": {"voices": [{"wave": "sine",
            "attack": 0.0, "sustain": 0.1, "decay": 0.1, "freq": 440}]}}"#;
        let problems = Effects::parse(text).expect_err("broken");
        assert_eq!(problems[0], "effects.json: alarm: missing");
        assert!(problems
            .contains(&"effects.json: hit.voices[0].attack: 0 is not within 0.001..=2".into()));
        assert!(problems.contains(&"effects.json: hitt: no such sound".into()), "{problems:?}");
        let bad = Effects::parse(r#"{"hit": {"voices": [{"wave": "kazoo", "pitch": 3}]}}"#)
            .expect_err("bad");
        for expected in [
            "effects.json: hit.voices[0].wave: no wave `kazoo` (square, saw, triangle, sine, noise)",
            "effects.json: hit.voices[0]: unknown field `pitch`",
            "effects.json: hit.voices[0].attack: missing",
        ] {
            assert!(bad.contains(&expected.to_owned()), "{expected} not in {bad:#?}");
        }
    }
}
