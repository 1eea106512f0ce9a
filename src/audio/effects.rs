//! `Effects`: what every [`Sound`] sounds like — a few [`Voice`]s each, from
//! `assets/sound/effects.json` (embedded) — and rendering them into sample
//! buffers, the same natively and in the page.

use super::sound::Sound;
use super::voice::{Voice, SAMPLE_RATE};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// The table as built in.
const EMBEDDED: &str = include_str!("../../assets/sound/effects.json");

/// The longest an effect may last, seconds.
pub const MAX_EFFECT_SECONDS: f64 = 3.0;

/// One sound effect: its layers, played together.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Effect {
    /// The layers.
    pub voices: Vec<Voice>,
    /// How much it matters when many sounds come at once (0 to 3): the least
    /// give way first (see [`super::Mixer`]).
    #[serde(default = "one")]
    pub priority: u8,
    /// The terminal rings its bell for it (the few that matter most).
    #[serde(default)]
    pub bell: bool,
}

fn one() -> u8 {
    1
}

impl Effect {
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

/// Every sound's effect.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Effects {
    by_sound: BTreeMap<Sound, Effect>,
}

impl Effects {
    /// The table in `text`, or every problem in it (a sound unknown or
    /// missing, a number out of range), each naming where.
    pub fn parse(text: &str) -> Result<Effects, Vec<String>> {
        let named: BTreeMap<String, Effect> =
            serde_json::from_str(text).map_err(|e| vec![format!("effects.json: {e}")])?;
        let mut problems = Vec::new();
        let mut by_sound = BTreeMap::new();
        for (name, effect) in named {
            let Some(sound) = Sound::from_name(&name) else {
                problems.push(format!("effects.json: {name}: no such sound"));
                continue;
            };
            if effect.voices.is_empty() {
                problems.push(format!("effects.json: {name}: no voices"));
            }
            if effect.seconds() > MAX_EFFECT_SECONDS || effect.priority > 3 {
                problems.push(format!(
                    "effects.json: {name}: {} s and priority {} (at most {MAX_EFFECT_SECONDS} s and 3)",
                    effect.seconds(),
                    effect.priority
                ));
            }
            for (i, voice) in effect.voices.iter().enumerate() {
                for problem in voice.problems() {
                    problems.push(format!("effects.json: {name}.voices[{i}].{problem}"));
                }
            }
            by_sound.insert(sound, effect);
        }
        for sound in Sound::ALL {
            if !by_sound.contains_key(&sound) {
                problems.push(format!("effects.json: {sound}: missing"));
            }
        }
        if problems.is_empty() {
            Ok(Effects { by_sound })
        } else {
            Err(problems)
        }
    }

    /// The built-in table (a test holds it to be whole; were it broken,
    /// every sound would be silent rather than the game stop).
    pub fn get() -> &'static Effects {
        static EFFECTS: OnceLock<Effects> = OnceLock::new();
        EFFECTS.get_or_init(|| Effects::parse(EMBEDDED).unwrap_or_default())
    }

    /// The effect of `sound`.
    pub fn effect(&self, sound: Sound) -> Option<&Effect> {
        self.by_sound.get(&sound)
    }

    /// The samples of `sound` (none for a sound without an effect).
    pub fn render(&self, sound: Sound) -> Vec<f32> {
        let seed = Sound::ALL.iter().position(|&s| s == sound).unwrap_or(0) as u32;
        self.effect(sound).map_or_else(Vec::new, |e| e.render(seed))
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
        assert_eq!(table().by_sound.len(), Sound::ALL.len());
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
        assert_eq!(problems[0], "effects.json: hit.voices[0].attack: 0 is not within 0.001..=2");
        assert_eq!(problems[1], "effects.json: hitt: no such sound");
        assert!(problems.iter().any(|p| p == "effects.json: step: missing"));
        let bad = Effects::parse(r#"{"hit": {"voices": [{"wave": "kazoo"}]}}"#).expect_err("bad");
        assert!(bad[0].starts_with("effects.json: unknown variant `kazoo`"), "{bad:?}");
    }
}
