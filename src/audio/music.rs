//! `Music`: the short looping pieces, written as note data in
//! `assets/sound/music.json` (instruments, then each piece's tempo, metre
//! and voices) and rendered by the synthesiser into one loop each. A note's
//! tail that runs past the loop's end wraps round to its start, so the loop
//! joins without a click: its last sample leads into its first as any two
//! samples inside it do.

use super::json::Problems;
use super::math::{exp, sine, Noise};
use super::score::{parse_notes, Note};
use super::voice::{Wave, SAMPLE_RATE};
use serde_json::{Map, Value};
use std::fmt;
use std::sync::OnceLock;

/// The pieces as built in.
const EMBEDDED: &str = include_str!("../../assets/sound/music.json");

/// Samples per second of the music: half the effects' rate. The music is
/// soft and filtered, so nothing is lost, and a loop costs half the time
/// and memory.
pub const MUSIC_RATE: u32 = SAMPLE_RATE / 2;

/// The longest a loop may be, seconds.
pub const MAX_LOOP_SECONDS: f64 = 60.0;

/// One piece of music.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Music {
    /// The main menu: calm, A minor.
    Menu,
    /// The first depths of a run: D dorian, light and curious.
    Shallows,
    /// The middle depths: E phrygian, slower and darker.
    Depths,
    /// The deepest levels: a low drone, a heartbeat, far-off bells.
    Abyss,
    /// Terra Incognita labyrinths: a G minor ostinato.
    Labyrinth,
    /// Dungeon Mania: a marching C mixolydian.
    Dungeon,
    /// Build Your Own World: an F pentatonic wander.
    Byow,
}

impl Music {
    /// Every piece.
    pub const ALL: [Music; 7] = [
        Music::Menu,
        Music::Shallows,
        Music::Depths,
        Music::Abyss,
        Music::Labyrinth,
        Music::Dungeon,
        Music::Byow,
    ];

    /// Its name in the tables and in `snapshot().audio.music`.
    pub fn name(self) -> &'static str {
        match self {
            Music::Menu => "menu",
            Music::Shallows => "shallows",
            Music::Depths => "depths",
            Music::Abyss => "abyss",
            Music::Labyrinth => "labyrinth",
            Music::Dungeon => "dungeon",
            Music::Byow => "byow",
        }
    }

    /// The piece named `name`, if any.
    pub fn from_name(name: &str) -> Option<Music> {
        Music::ALL.into_iter().find(|m| m.name() == name)
    }
}

impl fmt::Display for Music {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How a voice sounds.
#[derive(Clone, Debug, PartialEq)]
pub struct Instrument {
    /// The oscillator.
    pub wave: Wave,
    /// Seconds to full level.
    pub attack: f64,
    /// Seconds from full level down to `level`.
    pub decay: f64,
    /// The level held while the note lasts (0: a struck sound that dies away).
    pub level: f64,
    /// Seconds from the note's end to silence.
    pub release: f64,
    /// The share of a note's length it is held before its release.
    pub gate: f64,
    /// Loudness, 0 to 1.
    pub volume: f64,
    /// The square's duty.
    pub duty: f64,
    /// Vibrato depth, semitones.
    pub vibrato: f64,
    /// Vibrato rate, Hz.
    pub vibrato_rate: f64,
    /// Low-pass cutoff, Hz.
    pub lowpass: Option<f64>,
    /// High-pass cutoff, Hz.
    pub highpass: Option<f64>,
}

/// The fields an instrument may have.
const INSTRUMENT_FIELDS: [&str; 12] = [
    "wave",
    "attack",
    "decay",
    "level",
    "release",
    "gate",
    "volume",
    "duty",
    "vibrato",
    "vibrato_rate",
    "lowpass",
    "highpass",
];

impl Instrument {
    /// The instrument written as `value`; what is wrong goes to `problems`.
    fn read(value: &Value, at: &str, problems: &mut Problems) -> Instrument {
        let empty = Map::new();
        let fields = problems.object(value, at).unwrap_or(&empty);
        problems.only(fields, at, &INSTRUMENT_FIELDS);
        let wave = Wave::read(fields, at, problems);
        let mut number =
            |name: &str, default: Option<f64>| problems.number(fields, at, name, default);
        Instrument {
            wave,
            attack: number("attack", None),
            decay: number("decay", None),
            level: number("level", None),
            release: number("release", None),
            gate: number("gate", Some(0.9)),
            volume: number("volume", None),
            duty: number("duty", Some(0.5)),
            vibrato: number("vibrato", Some(0.0)),
            vibrato_rate: number("vibrato_rate", Some(0.0)),
            lowpass: fields.get("lowpass").and_then(Value::as_f64),
            highpass: fields.get("highpass").and_then(Value::as_f64),
        }
    }

    /// What is wrong with its numbers.
    fn problems(&self) -> Vec<String> {
        let checks = [
            ("attack", self.attack, 0.001, 4.0),
            ("decay", self.decay, 0.001, 8.0),
            ("level", self.level, 0.0, 1.0),
            ("release", self.release, 0.001, 8.0),
            ("gate", self.gate, 0.05, 1.0),
            ("volume", self.volume, 0.0, 1.0),
            ("duty", self.duty, 0.05, 0.95),
            ("lowpass", self.lowpass.unwrap_or(20.0), 20.0, f64::from(MUSIC_RATE) / 2.0),
            ("highpass", self.highpass.unwrap_or(20.0), 20.0, f64::from(MUSIC_RATE) / 2.0),
        ];
        checks
            .iter()
            .filter(|(_, v, min, max)| !(min..=max).contains(&v))
            .map(|(name, v, min, max)| format!("{name}: {v} is not within {min}..={max}"))
            .collect()
    }
}

/// A piece, read: its tempo and voices.
#[derive(Clone, Debug, PartialEq)]
pub struct Piece {
    /// Beats per minute.
    pub tempo: f64,
    /// The loop's length in beats.
    pub beats: f64,
    /// Each voice: its instrument and notes.
    pub voices: Vec<(Instrument, Vec<Note>)>,
}

impl Piece {
    /// The piece written as `value` (`{"tempo", "meter", "voices": [{"instrument",
    /// "notes"}]}`), its voices played on `instruments`; `None`, with the
    /// problems, when it cannot be played.
    fn read(
        value: &Value,
        at: &str,
        instruments: &[(&str, Instrument)],
        problems: &mut Problems,
    ) -> Option<Piece> {
        let fields = problems.object(value, at)?;
        problems.only(fields, at, &["tempo", "meter", "voices"]);
        let tempo = problems.number(fields, at, "tempo", None);
        let meter = problems.number(fields, at, "meter", None);
        if !(30.0..=240.0).contains(&tempo) || !(1.0..=12.0).contains(&meter) {
            problems.add(format!("{at}: tempo 30 to 240, meter 1 to 12"));
            return None;
        }
        let Some(written) = fields.get("voices").and_then(Value::as_array) else {
            problems.add(format!("{at}.voices: missing, or not a list"));
            return None;
        };
        let before = problems.0.len();
        let mut voices = Vec::new();
        for (i, voice) in written.iter().enumerate() {
            let at = format!("{at}.voices[{i}]");
            let Some(voice) = problems.object(voice, &at) else { continue };
            problems.only(voice, &at, &["instrument", "notes"]);
            let name = problems.text(voice, &at, "instrument");
            let notes = problems.text(voice, &at, "notes");
            let Some((_, instrument)) = instruments.iter().find(|(n, _)| *n == name) else {
                problems.add(format!("{at}: no instrument `{name}`"));
                continue;
            };
            match parse_notes(notes, meter) {
                Ok(notes) => voices.push((instrument.clone(), notes)),
                Err(errors) => {
                    for error in errors {
                        problems.add(format!("{at}: {error}"));
                    }
                }
            }
        }
        let lengths: Vec<f64> =
            voices.iter().map(|(_, notes)| notes.iter().map(|n| n.beats).sum()).collect();
        let beats = lengths.first().copied().unwrap_or(0.0);
        let seconds = beats * 60.0 / tempo;
        if lengths.iter().any(|&l| (l - beats).abs() > 1e-9) {
            problems.add(format!("{at}: voices of {lengths:?} beats differ"));
        } else if beats <= 0.0 || seconds > MAX_LOOP_SECONDS {
            problems.add(format!("{at}: {seconds} s is not a loop of 0 to 60 s"));
        } else if ((beats / meter) - (beats / meter).round()).abs() > 1e-9 {
            problems.add(format!("{at}: {beats} beats are not whole bars"));
        }
        (problems.0.len() == before).then_some(Piece { tempo, beats, voices })
    }

    /// How many samples one loop has.
    pub fn samples(&self) -> usize {
        (self.beats * 60.0 / self.tempo * f64::from(MUSIC_RATE)).round() as usize
    }

    /// One loop, at [`MUSIC_RATE`].
    pub fn render(&self) -> Vec<f32> {
        let mut out = vec![0.0_f32; self.samples()];
        let seconds_per_beat = 60.0 / self.tempo;
        for (v, (instrument, notes)) in self.voices.iter().enumerate() {
            let mut beat = 0.0;
            for (n, note) in notes.iter().enumerate() {
                if let Some(hz) = note.hz {
                    let start = (beat * seconds_per_beat * f64::from(MUSIC_RATE)).round() as usize;
                    let held = note.beats * seconds_per_beat * instrument.gate;
                    let seed = (v as u32 + 1).wrapping_mul(7919).wrapping_add(n as u32);
                    instrument.play(hz, held, start, seed, &mut out);
                }
                beat += note.beats;
            }
        }
        out
    }
}

impl Instrument {
    /// The envelope `t` seconds into a note held `held` seconds.
    fn level_at(&self, t: f64, held: f64) -> f64 {
        let sounding = |t: f64| {
            if t < self.attack {
                t / self.attack
            } else if t < self.attack + self.decay {
                1.0 - (1.0 - self.level) * (t - self.attack) / self.decay
            } else {
                self.level
            }
        };
        if t < held {
            return sounding(t);
        }
        let left = 1.0 - (t - held) / self.release;
        sounding(held) * left.max(0.0) * left.max(0.0)
    }

    /// Adds a note of `hz` held `held` seconds, from sample `start` of the
    /// loop `out`, wrapping round its end.
    fn play(&self, hz: f64, held: f64, start: usize, seed: u32, out: &mut [f32]) {
        let rate = f64::from(MUSIC_RATE);
        let length = ((held + self.release) * rate).ceil() as usize;
        let coefficient = |cutoff: Option<f64>| {
            cutoff.map(|hz| 1.0 - exp(-std::f64::consts::TAU * hz.min(rate / 2.0) / rate))
        };
        let (low, high) = (coefficient(self.lowpass), coefficient(self.highpass));
        let (mut low_state, mut high_state) = (0.0, 0.0);
        let mut noise = Noise::new(seed);
        let mut held_noise = noise.next();
        // A small vibrato as a ratio: 2^(d/12) ≈ 1 + d·ln2/12 for d ≪ 12.
        let depth = self.vibrato * std::f64::consts::LN_2 / 12.0;
        let mut phase = 0.0_f64;
        let loop_length = out.len();
        if loop_length == 0 {
            return;
        }
        let mut at = start % loop_length;
        for i in 0..length {
            let t = i as f64 / rate;
            let before = phase;
            let wobble = if depth > 0.0 { 1.0 + depth * sine(self.vibrato_rate * t) } else { 1.0 };
            phase += hz * wobble / rate;
            let cycle = phase - phase.floor();
            let raw = match self.wave {
                Wave::Square => {
                    if cycle < self.duty {
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
                        held_noise = noise.next();
                    }
                    held_noise
                }
            };
            let mut x = raw * self.level_at(t, held);
            if let Some(a) = low {
                low_state += a * (x - low_state);
                x = low_state;
            }
            if let Some(a) = high {
                high_state += a * (x - high_state);
                x -= high_state;
            }
            out[at] += (x * self.volume) as f32;
            // Round the loop's end to its start.
            at += 1;
            if at == loop_length {
                at = 0;
            }
        }
    }
}

/// Every piece, read, in the order of [`Music::ALL`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Pieces {
    by_music: Vec<Option<Piece>>,
}

impl Pieces {
    /// The pieces in `text`, read as well as they can be: a piece that
    /// cannot be read is left out (silence). What was wrong goes to
    /// `problems`, each saying where.
    fn read(text: &str, problems: &mut Problems) -> Pieces {
        let mut by_music = vec![None; Music::ALL.len()];
        let top = match crate::json::value_from_str(text) {
            Ok(top) => top,
            Err(error) => {
                problems.add(format!("music.json: {error}"));
                return Pieces { by_music };
            }
        };
        let empty = Map::new();
        let top = problems.object(&top, "music.json").unwrap_or(&empty);
        problems.only(top, "music.json", &["instruments", "pieces"]);
        let mut instruments = Vec::new();
        let written = top.get("instruments").unwrap_or(&Value::Null);
        for (name, value) in problems.object(written, "music.json: instruments").unwrap_or(&empty) {
            let at = format!("music.json: instruments.{name}");
            instruments.push((name.as_str(), Instrument::read(value, &at, problems)));
        }
        let written = top.get("pieces").unwrap_or(&Value::Null);
        for (name, value) in problems.object(written, "music.json: pieces").unwrap_or(&empty) {
            let at = format!("music.json: {name}");
            let Some(music) = Music::from_name(name) else {
                problems.add(format!("{at}: no such piece"));
                continue;
            };
            by_music[music as usize] = Piece::read(value, &at, &instruments, problems);
        }
        Pieces { by_music }
    }

    /// The pieces in `text`, or every problem: an unknown instrument or
    /// piece, a piece missing, a bad word of notes, voices of different
    /// lengths, a loop that is not whole bars or too long, a number out of
    /// range.
    pub fn parse(text: &str) -> Result<Pieces, Vec<String>> {
        let mut problems = Problems::default();
        let pieces = Pieces::read(text, &mut problems);
        for music in Music::ALL {
            let Some(piece) = pieces.piece(music) else {
                problems.add(format!("music.json: {music}: missing"));
                continue;
            };
            let mut seen: Vec<&Instrument> = Vec::new();
            for (instrument, _) in &piece.voices {
                if !seen.contains(&instrument) {
                    for problem in instrument.problems() {
                        problems.add(format!("music.json: {music}: an instrument's {problem}"));
                    }
                    seen.push(instrument);
                }
            }
        }
        if problems.0.is_empty() {
            Ok(pieces)
        } else {
            Err(problems.0)
        }
    }

    /// The built-in pieces, read once (a test holds them whole; were one
    /// broken, it would be silence rather than the game stop).
    pub fn get() -> &'static Pieces {
        static PIECES: OnceLock<Pieces> = OnceLock::new();
        PIECES.get_or_init(|| Pieces::read(EMBEDDED, &mut Problems::default()))
    }

    /// The piece of `music`.
    pub fn piece(&self, music: Music) -> Option<&Piece> {
        self.by_music.get(music as usize)?.as_ref()
    }

    /// One loop of `music` (none when it has no piece).
    pub fn render(&self, music: Music) -> Vec<f32> {
        self.piece(music).map_or_else(Vec::new, Piece::render)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pieces() -> Pieces {
        Pieces::parse(EMBEDDED).unwrap_or_else(|problems| panic!("{}", problems.join("\n")))
    }

    #[test]
    fn music_is_listed_in_the_order_of_its_variants() {
        for (i, music) in Music::ALL.iter().enumerate() {
            assert_eq!(*music as usize, i);
            assert_eq!(Music::from_name(music.name()), Some(*music));
        }
    }

    #[test]
    fn every_piece_parses_into_whole_bars() {
        let pieces = pieces();
        for music in Music::ALL {
            let piece = pieces.piece(music).expect("every piece");
            assert!(piece.voices.len() >= 2, "{music} has {} voices", piece.voices.len());
        }
        assert_eq!(Pieces::get(), &pieces);
    }

    /// Each loop is as long as its beats, audible, unclipped, the same every
    /// time, and joins without a click.
    #[test]
    fn every_loop_is_its_length_and_joins_seamlessly() {
        let pieces = pieces();
        for music in Music::ALL {
            let piece = pieces.piece(music).expect("every piece");
            let samples = piece.render();
            let seconds = piece.beats * 60.0 / piece.tempo;
            assert_eq!(samples.len(), (seconds * f64::from(MUSIC_RATE)).round() as usize);
            assert_eq!(samples, piece.render(), "{music} renders the same twice");
            let peak = samples.iter().fold(0.0_f32, |m, s| m.max(s.abs()));
            assert!(peak <= 1.0, "{music} clips: {peak}");
            let rms = (samples.iter().map(|s| f64::from(*s).powi(2)).sum::<f64>()
                / samples.len() as f64)
                .sqrt();
            assert!(rms > 0.01, "{music} is all but silent: rms {rms}");
            let (first, last) = (samples[0], samples[samples.len() - 1]);
            assert!((first - last).abs() < 0.05, "{music} clicks at its loop: {last} → {first}");
        }
    }

    #[test]
    fn problems_are_named() {
        let text = r#"{"instruments": {"pipe": {"wave": "sine", "attack": 0.01, "decay": 0.1,
            "level": 0.5, "release": 0.1, "volume": 0.5}},
            "pieces": {"menu": {"tempo": 90, "meter": 4, "voices": [
                {"instrument": "pipe", "notes": "a4:4 |"}, {"instrument": "pipe", "notes": "a4:3 |"},
                {"instrument": "horn", "notes": "a4:4"}]},
              "polka": {"tempo": 90, "meter": 4, "voices": []}}}"#;
        let problems = Pieces::parse(text).expect_err("broken");
        assert!(
            problems.contains(
                &"music.json: menu.voices[1]: word 2 `|`: 3 beats are not whole bars of 4".into()
            ),
            "{problems:?}"
        );
        assert!(problems.contains(&"music.json: menu.voices[2]: no instrument `horn`".into()));
        assert!(problems.contains(&"music.json: polka: no such piece".into()));
        assert!(problems.contains(&"music.json: abyss: missing".into()));
    }
}
