//! `Voice`: one layer of a sound effect — the classic "sfxr" idea, written
//! here: an oscillator (square with a duty cycle, saw, triangle, sine or
//! pitched noise), an envelope (attack, sustain with an optional punch,
//! decay), a pitch that slides, jumps (arpeggio steps) and wobbles
//! (vibrato), a repeat that restarts the pitch, and a one-pole low-pass
//! (which may sweep) and high-pass filter. Times are seconds, pitches Hz
//! and slides octaves per second, so the table reads as what it sounds like.

use super::json::Problems;
use super::math::{exp, exp2, sine, Noise};
use serde_json::Value;

/// Samples per second of every buffer rendered here. Web Audio resamples
/// to the device's rate; a fixed rate keeps the samples the same everywhere.
pub const SAMPLE_RATE: u32 = 22_050;

/// The shape of an oscillator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wave {
    /// High for `duty` of each cycle, low for the rest: hollow, buzzy.
    Square,
    /// A ramp up each cycle: bright, brassy.
    Saw,
    /// Soft and flute-like.
    Triangle,
    /// Pure.
    Sine,
    /// A new random level sixteen times a cycle: hiss at high pitches,
    /// rumble at low ones.
    Noise,
}

/// One layer of an effect.
#[derive(Clone, Debug, PartialEq)]
pub struct Voice {
    /// The oscillator.
    pub wave: Wave,
    /// Seconds after the effect starts that this layer starts.
    pub delay: f64,
    /// Seconds from silence to full level (at least a millisecond: an
    /// instant start clicks).
    pub attack: f64,
    /// Seconds at full level.
    pub sustain: f64,
    /// Extra level at the start of the sustain, fading to none by its end
    /// (0.5: half as loud again).
    pub punch: f64,
    /// Seconds from full level back to silence.
    pub decay: f64,
    /// The starting pitch, Hz.
    pub freq: f64,
    /// Pitch slide, octaves per second (negative falls).
    pub slide: f64,
    /// Change of the slide, octaves per second per second.
    pub slide_accel: f64,
    /// Pitch jumps: from each `[seconds, semitones]` on, the pitch is that
    /// many semitones off the slid pitch.
    pub steps: Vec<[f64; 2]>,
    /// Vibrato depth, semitones.
    pub vibrato: f64,
    /// Vibrato rate, Hz.
    pub vibrato_rate: f64,
    /// The square's share of each cycle spent high (0.5: even).
    pub duty: f64,
    /// Change of the duty, per second.
    pub duty_slide: f64,
    /// Seconds after which the slide and the steps start again (0: never).
    pub repeat: f64,
    /// Low-pass cutoff, Hz (none: open).
    pub lowpass: Option<f64>,
    /// Low-pass sweep, octaves per second.
    pub lowpass_slide: f64,
    /// High-pass cutoff, Hz (none: open).
    pub highpass: Option<f64>,
    /// Level, 0 to 1.
    pub volume: f64,
}

impl Wave {
    /// The wave named `name` in the tables (`square`, `saw`, `triangle`,
    /// `sine`, `noise`).
    pub fn from_name(name: &str) -> Option<Wave> {
        Some(match name {
            "square" => Wave::Square,
            "saw" => Wave::Saw,
            "triangle" => Wave::Triangle,
            "sine" => Wave::Sine,
            "noise" => Wave::Noise,
            _ => return None,
        })
    }

    /// The wave named by the field `wave` of `fields`, or a problem (and a
    /// sine).
    pub fn read(
        fields: &serde_json::Map<String, Value>,
        at: &str,
        problems: &mut Problems,
    ) -> Wave {
        let name = problems.text(fields, at, "wave");
        Wave::from_name(name).unwrap_or_else(|| {
            problems
                .add(format!("{at}.wave: no wave `{name}` (square, saw, triangle, sine, noise)"));
            Wave::Sine
        })
    }
}

/// The fields a voice may have.
const FIELDS: [&str; 19] = [
    "wave",
    "delay",
    "attack",
    "sustain",
    "punch",
    "decay",
    "freq",
    "slide",
    "slide_accel",
    "steps",
    "vibrato",
    "vibrato_rate",
    "duty",
    "duty_slide",
    "repeat",
    "lowpass",
    "lowpass_slide",
    "highpass",
    "volume",
];

/// The lowest and highest pitch an oscillator or filter is held within.
const MIN_HZ: f64 = 20.0;
const MAX_HZ: f64 = SAMPLE_RATE as f64 / 2.0;

/// Samples between two updates of the pitch and the filter.
const CONTROL_EVERY: usize = 8;

impl Voice {
    /// The voice written as `value` (a JSON object); what is wrong with it
    /// goes to `problems`, saying `at` where.
    pub fn read(value: &Value, at: &str, problems: &mut Problems) -> Voice {
        let empty = serde_json::Map::new();
        let fields = problems.object(value, at).unwrap_or(&empty);
        problems.only(fields, at, &FIELDS);
        let mut number =
            |name: &str, default: Option<f64>| problems.number(fields, at, name, default);
        let optional = |name: &str| fields.get(name).and_then(Value::as_f64);
        let steps = fields.get("steps").and_then(Value::as_array).map_or_else(Vec::new, |steps| {
            steps
                .iter()
                .filter_map(|step| match step.as_array().map(Vec::as_slice) {
                    Some([at, semitones]) => Some([at.as_f64()?, semitones.as_f64()?]),
                    _ => None,
                })
                .collect()
        });
        let voice = Voice {
            wave: Wave::Sine,
            delay: number("delay", Some(0.0)),
            attack: number("attack", None),
            sustain: number("sustain", None),
            punch: number("punch", Some(0.0)),
            decay: number("decay", None),
            freq: number("freq", None),
            slide: number("slide", Some(0.0)),
            slide_accel: number("slide_accel", Some(0.0)),
            steps,
            vibrato: number("vibrato", Some(0.0)),
            vibrato_rate: number("vibrato_rate", Some(0.0)),
            duty: number("duty", Some(0.5)),
            duty_slide: number("duty_slide", Some(0.0)),
            repeat: number("repeat", Some(0.0)),
            lowpass: optional("lowpass"),
            lowpass_slide: number("lowpass_slide", Some(0.0)),
            highpass: optional("highpass"),
            volume: number("volume", Some(1.0)),
        };
        let written_steps = fields.get("steps").and_then(Value::as_array).map_or(0, Vec::len);
        if voice.steps.len() != written_steps || fields.get("steps").is_some_and(|s| !s.is_array())
        {
            problems.add(format!("{at}.steps: a list of [seconds, semitones]"));
        }
        Voice { wave: Wave::read(fields, at, problems), ..voice }
    }

    /// Seconds from the effect's start to this layer's end.
    pub fn end(&self) -> f64 {
        self.delay + self.attack + self.sustain + self.decay
    }

    /// What is wrong with its numbers, each as `field: problem`.
    pub fn problems(&self) -> Vec<String> {
        let mut problems = Vec::new();
        let mut check = |field: &str, value: f64, min: f64, max: f64| {
            if !(min..=max).contains(&value) {
                problems.push(format!("{field}: {value} is not within {min}..={max}"));
            }
        };
        check("delay", self.delay, 0.0, 2.0);
        check("attack", self.attack, 0.001, 2.0);
        check("sustain", self.sustain, 0.0, 2.0);
        check("decay", self.decay, 0.001, 3.0);
        check("punch", self.punch, 0.0, 2.0);
        check("freq", self.freq, MIN_HZ, 8000.0);
        check("slide", self.slide, -40.0, 40.0);
        check("slide_accel", self.slide_accel, -200.0, 200.0);
        check("vibrato", self.vibrato, 0.0, 12.0);
        check("vibrato_rate", self.vibrato_rate, 0.0, 60.0);
        check("duty", self.duty, 0.05, 0.95);
        check("duty_slide", self.duty_slide, -4.0, 4.0);
        check("repeat", self.repeat, 0.0, 2.0);
        check("lowpass", self.lowpass.unwrap_or(MAX_HZ), MIN_HZ, MAX_HZ);
        check("lowpass_slide", self.lowpass_slide, -20.0, 20.0);
        check("highpass", self.highpass.unwrap_or(MIN_HZ), MIN_HZ, MAX_HZ);
        check("volume", self.volume, 0.0, 1.0);
        for (i, [at, semitones]) in self.steps.iter().enumerate() {
            check(&format!("steps[{i}] time"), *at, 0.0, 4.0);
            check(&format!("steps[{i}] semitones"), *semitones, -48.0, 48.0);
        }
        problems
    }

    /// The envelope's level `t` seconds into the layer.
    fn level(&self, t: f64) -> f64 {
        if t < self.attack {
            return t / self.attack;
        }
        let t = t - self.attack;
        if t < self.sustain {
            return 1.0 + self.punch * (1.0 - t / self.sustain);
        }
        let left = 1.0 - (t - self.sustain) / self.decay;
        // Falling on a curve, as a struck thing does, to silence at the end.
        left.max(0.0) * left.max(0.0)
    }

    /// The pitch offset in octaves `t` seconds into the layer.
    fn octaves(&self, t: f64) -> f64 {
        let t = if self.repeat > 0.0 { t - (t / self.repeat).floor() * self.repeat } else { t };
        let step = self.steps.iter().rev().find(|[at, _]| *at <= t).map_or(0.0, |s| s[1]);
        self.slide * t + 0.5 * self.slide_accel * t * t + step / 12.0
    }

    /// Adds this layer, rendered, into `out` (an effect's buffer); `seed`
    /// starts its noise.
    pub fn render_into(&self, out: &mut [f32], seed: u32) {
        let rate = f64::from(SAMPLE_RATE);
        let start = (self.delay * rate).round() as usize;
        let length = ((self.attack + self.sustain + self.decay) * rate).ceil() as usize;
        let mut noise = Noise::new(seed);
        let mut held = noise.next();
        let mut phase = 0.0_f64;
        let (mut low, mut high_base) = (0.0_f64, 0.0_f64);
        let high_coefficient =
            self.highpass.map(|hz| 1.0 - exp(-std::f64::consts::TAU * hz / rate));
        let (mut hz, mut low_coefficient) = (self.freq, 1.0);
        for (i, sample) in out.iter_mut().skip(start).take(length).enumerate() {
            let t = i as f64 / rate;
            // Pitch and cutoff move at a control rate of 1/8 of the samples'
            // (2.7 kHz): smooth to the ear, an eighth of the work.
            if i % CONTROL_EVERY == 0 {
                let vibrato = self.vibrato * sine(self.vibrato_rate * t) / 12.0;
                hz = (self.freq * exp2(self.octaves(t) + vibrato)).clamp(MIN_HZ, MAX_HZ);
                if let Some(cutoff) = self.lowpass {
                    let cutoff = (cutoff * exp2(self.lowpass_slide * t)).clamp(MIN_HZ, MAX_HZ);
                    low_coefficient = 1.0 - exp(-std::f64::consts::TAU * cutoff / rate);
                }
            }
            let before = phase;
            phase += hz / rate;
            let cycle = phase - phase.floor();
            let raw = match self.wave {
                Wave::Square => {
                    let duty = (self.duty + self.duty_slide * t).clamp(0.05, 0.95);
                    if cycle < duty {
                        0.7
                    } else {
                        -0.7
                    }
                }
                Wave::Saw => 1.4 * cycle - 0.7,
                Wave::Triangle => 1.0 - 4.0 * (cycle - 0.5).abs(),
                Wave::Sine => sine(phase),
                Wave::Noise => {
                    if (phase * 16.0).floor() != (before * 16.0).floor() {
                        held = noise.next();
                    }
                    held
                }
            };
            let mut x = raw * self.level(t);
            if self.lowpass.is_some() {
                low += low_coefficient * (x - low);
                x = low;
            }
            if let Some(coefficient) = high_coefficient {
                high_base += coefficient * (x - high_base);
                x -= high_base;
            }
            *sample += (x * self.volume) as f32;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn voice(wave: Wave) -> Voice {
        Voice {
            wave,
            delay: 0.0,
            attack: 0.01,
            sustain: 0.1,
            punch: 0.0,
            decay: 0.1,
            freq: 440.0,
            slide: 0.0,
            slide_accel: 0.0,
            steps: Vec::new(),
            vibrato: 0.0,
            vibrato_rate: 0.0,
            duty: 0.5,
            duty_slide: 0.0,
            repeat: 0.0,
            lowpass: None,
            lowpass_slide: 0.0,
            highpass: None,
            volume: 1.0,
        }
    }

    fn rendered(v: &Voice) -> Vec<f32> {
        let mut out = vec![0.0; (v.end() * f64::from(SAMPLE_RATE)).ceil() as usize];
        v.render_into(&mut out, 1);
        out
    }

    /// Zero crossings upwards per second: the pitch heard.
    fn pitch(samples: &[f32]) -> f64 {
        let ups = samples.windows(2).filter(|w| w[0] < 0.0 && w[1] >= 0.0).count();
        ups as f64 * f64::from(SAMPLE_RATE) / samples.len() as f64
    }

    #[test]
    fn a_sine_sounds_at_its_pitch_and_starts_and_ends_in_silence() {
        let out = rendered(&voice(Wave::Sine));
        let middle = &out[300..2400];
        assert!((pitch(middle) - 440.0).abs() < 12.0, "{}", pitch(middle));
        assert_eq!(out[0], 0.0);
        assert!(out.last().is_some_and(|s| s.abs() < 1e-3));
        let peak = out.iter().fold(0.0_f32, |m, s| m.max(s.abs()));
        assert!((0.95..=1.0).contains(&peak), "{peak}");
    }

    #[test]
    fn a_slide_of_one_octave_a_second_doubles_the_pitch_in_a_second() {
        let mut v = voice(Wave::Square);
        (v.sustain, v.slide) = (1.2, 1.0);
        let out = rendered(&v);
        let rate = SAMPLE_RATE as usize;
        let early = pitch(&out[rate / 20..rate / 5]);
        let late = pitch(&out[rate + rate / 20..rate + rate / 5]);
        assert!((late / early - 2.0).abs() < 0.15, "{early} → {late}");
    }

    #[test]
    fn a_step_jumps_by_its_semitones_and_repeat_starts_it_over() {
        let mut v = voice(Wave::Triangle);
        (v.sustain, v.steps, v.repeat) = (0.8, vec![[0.2, 12.0]], 0.4);
        let out = rendered(&v);
        let at = |from: f64, to: f64| {
            let r = f64::from(SAMPLE_RATE);
            pitch(&out[(from * r) as usize..(to * r) as usize])
        };
        assert!((at(0.05, 0.19) - 440.0).abs() < 20.0);
        assert!((at(0.21, 0.39) - 880.0).abs() < 30.0);
        assert!((at(0.45, 0.59) - 440.0).abs() < 20.0, "repeated");
    }

    #[test]
    fn a_low_pass_softens_and_a_high_pass_thins() {
        let plain = rendered(&voice(Wave::Noise));
        let energy = |s: &[f32]| s.iter().map(|x| f64::from(*x).powi(2)).sum::<f64>();
        let mut low = voice(Wave::Noise);
        low.lowpass = Some(300.0);
        let mut high = voice(Wave::Sine);
        high.freq = 100.0;
        high.highpass = Some(2000.0);
        assert!(energy(&rendered(&low)) < energy(&plain) / 4.0);
        assert!(
            energy(&rendered(&high))
                < energy(&rendered(&{
                    let mut v = voice(Wave::Sine);
                    v.freq = 100.0;
                    v
                })) / 4.0
        );
    }

    #[test]
    fn numbers_out_of_range_are_named() {
        let mut v = voice(Wave::Saw);
        (v.attack, v.freq) = (0.0, 90_000.0);
        let problems = v.problems();
        assert_eq!(problems.len(), 2, "{problems:?}");
        assert!(problems[0].starts_with("attack: 0 is not within"));
        assert!(voice(Wave::Saw).problems().is_empty());
    }
}
