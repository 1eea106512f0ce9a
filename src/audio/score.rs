//! Note data as written in `assets/sound/music.json`: a voice's notes are
//! words like `a3:2` (A in octave 3, two beats), `c#5:0.5`, `bb2` (B flat,
//! as long as the note before) and `-:1` (a beat's rest); `|` marks a bar
//! line, where the beats so far must fill whole bars. Errors say which word.

use std::fmt;

/// One note or rest of a voice.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Note {
    /// Its pitch in Hz; `None` for a rest.
    pub hz: Option<f64>,
    /// Its length in beats.
    pub beats: f64,
}

/// A word of note data that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoreError {
    /// Which word, from 1.
    pub word: usize,
    /// The word.
    pub text: String,
    /// What is wrong.
    pub problem: String,
}

impl fmt::Display for ScoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "word {} `{}`: {}", self.word, self.text, self.problem)
    }
}

impl std::error::Error for ScoreError {}

/// The pitch of a note name (`a4` is 440 Hz, `c#3`, `eb5`), equal temperament.
pub fn pitch(name: &str) -> Option<f64> {
    let mut chars = name.chars();
    let semitone = match chars.next()? {
        'c' => 0,
        'd' => 2,
        'e' => 4,
        'f' => 5,
        'g' => 7,
        'a' => 9,
        'b' => 11,
        _ => return None,
    };
    let rest = chars.as_str();
    let (shift, octave) = if let Some(octave) = rest.strip_prefix('#') {
        (1, octave)
    } else if let Some(octave) = rest.strip_prefix('b') {
        (-1, octave)
    } else {
        (0, rest)
    };
    let octave: i32 = match octave.as_bytes() {
        [digit @ b'0'..=b'8'] => i32::from(digit - b'0'),
        _ => return None,
    };
    let from_a4 = (octave - 4) * 12 + semitone + shift - 9;
    Some(440.0 * super::math::exp2(f64::from(from_a4) / 12.0))
}

/// The notes of one voice, every bar line checked against `meter` beats
/// to the bar; every word that cannot be read, otherwise.
pub fn parse_notes(text: &str, meter: f64) -> Result<Vec<Note>, Vec<ScoreError>> {
    let mut notes = Vec::new();
    let mut errors = Vec::new();
    let mut beats = 1.0;
    let mut total = 0.0;
    for (i, word) in text.split_whitespace().enumerate() {
        let error = |problem: String| ScoreError { word: i + 1, text: word.to_owned(), problem };
        if word == "|" {
            let bars = total / meter;
            if (bars - bars.round()).abs() > 1e-9 {
                errors.push(error(format!("{total} beats are not whole bars of {meter}")));
            }
            continue;
        }
        let (name, length) = match word.split_once(':') {
            Some((name, length)) => (name, Some(length)),
            None => (word, None),
        };
        if let Some(length) = length {
            match super::json::decimal(length) {
                Some(b) if b > 0.0 && b <= 64.0 => beats = b,
                _ => {
                    errors.push(error("the length is not a number of beats from 0 to 64".into()));
                    continue;
                }
            }
        }
        let hz = if name == "-" {
            None
        } else {
            match pitch(name) {
                Some(hz) => Some(hz),
                None => {
                    errors.push(error("not a note (a to g, # or b, an octave 0 to 8) or -".into()));
                    continue;
                }
            }
        };
        notes.push(Note { hz, beats });
        total += beats;
    }
    if errors.is_empty() {
        Ok(notes)
    } else {
        Err(errors)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_equal_tempered_from_a440() {
        assert_eq!(pitch("a4"), Some(440.0));
        assert!((pitch("a3").unwrap_or(0.0) - 220.0).abs() < 1e-9);
        assert!((pitch("c4").unwrap_or(0.0) - 261.6256).abs() < 1e-3);
        assert_eq!(pitch("c#4"), pitch("db4"));
        assert_eq!(pitch("h4"), None);
        assert_eq!(pitch("a9"), None);
        assert_eq!(pitch("a"), None);
    }

    #[test]
    fn lengths_carry_on_and_rests_are_silent() {
        let notes = parse_notes("a3:2 c4 | -:0.5 e4:3.5 |", 4.0).expect("valid");
        let beats: Vec<f64> = notes.iter().map(|n| n.beats).collect();
        assert_eq!(beats, [2.0, 2.0, 0.5, 3.5]);
        assert_eq!(notes[2].hz, None);
    }

    #[test]
    fn every_bad_word_is_named() {
        let errors = parse_notes("a3:3 | x4 c4:0 c4:1", 4.0).expect_err("bad");
        let shown: Vec<String> = errors.iter().map(ToString::to_string).collect();
        assert_eq!(
            shown,
            [
                "word 2 `|`: 3 beats are not whole bars of 4",
                "word 3 `x4`: not a note (a to g, # or b, an octave 0 to 8) or -",
                "word 4 `c4:0`: the length is not a number of beats from 0 to 64",
            ]
        );
    }
}
