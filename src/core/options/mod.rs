//! The player's options: key bindings, text and tile scale, the palette,
//! reduced motion, message speed and sound. Plain data the page keeps in storage
//! (`roguelike.options`) and the terminal in its config file, in the same
//! JSON; stored text that cannot be read gives the defaults and says why.

mod action;
mod bindings;
mod sound;

pub use action::{Action, Mode};
pub use bindings::{
    key_label, key_name, BindError, Bindings, MAX_KEYS_PER_ACTION, MAX_KEY_NAME, RESERVED_KEYS,
};
pub use sound::{SoundOptions, Volume, VOLUME_STEP};

use crate::locale::{phrase, phrase_with};
use serde::Serialize;
use serde_json::Value;
use std::collections::BTreeMap;

/// The storage key (the page) of the options.
pub const OPTIONS_STORAGE_KEY: &str = "roguelike.options";
/// The `format` field of stored options.
pub const OPTIONS_FORMAT: &str = "roguelike-options";
/// The version of stored options this build writes and reads.
pub const OPTIONS_VERSION: u32 = 1;
/// Stored options longer than this are not read (a real one is about 1 KB).
pub const MAX_OPTIONS_BYTES: usize = 16 * 1024;
/// The text and tile scales on offer, percent.
pub const SCALES: [u32; 6] = [75, 100, 125, 150, 175, 200];

/// How long messages and notices stay on screen.
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Serialize,
    crate::json::ToJson,
    crate::json::FromJson,
)]
#[serde(rename_all = "snake_case")]
pub enum MessageSpeed {
    /// Half as long: for quick readers.
    Fast,
    /// The usual times (a notice 3.5 s, a message 4 s then a 6 s fade).
    #[default]
    Normal,
    /// Twice as long.
    Slow,
    /// Four times as long.
    Slowest,
}

impl MessageSpeed {
    /// Every speed, fastest first.
    pub const ALL: [MessageSpeed; 4] =
        [MessageSpeed::Fast, MessageSpeed::Normal, MessageSpeed::Slow, MessageSpeed::Slowest];

    /// How many times the usual time a message stays.
    pub fn factor(self) -> f64 {
        match self {
            MessageSpeed::Fast => 0.5,
            MessageSpeed::Normal => 1.0,
            MessageSpeed::Slow => 2.0,
            MessageSpeed::Slowest => 4.0,
        }
    }

    /// Its name in the current language.
    pub fn label(self) -> String {
        let key = match self {
            MessageSpeed::Fast => "options_speed_fast",
            MessageSpeed::Normal => "options_speed_normal",
            MessageSpeed::Slow => "options_speed_slow",
            MessageSpeed::Slowest => "options_speed_slowest",
        };
        crate::locale::phrase(key, &[])
    }

    /// The next speed, wrapping round (the options screen cycles).
    pub fn next(self, step: isize) -> MessageSpeed {
        let i = MessageSpeed::ALL.iter().position(|&s| s == self).unwrap_or(1) as isize;
        let n = MessageSpeed::ALL.len() as isize;
        MessageSpeed::ALL[(i + step).rem_euclid(n) as usize]
    }
}

/// Everything the player chose.
#[derive(Clone, Debug, PartialEq)]
pub struct Options {
    /// Which keys do what.
    pub bindings: Bindings,
    /// Text and tiles, percent of their usual size (one of [`SCALES`]).
    pub scale: u32,
    /// The high-contrast, colour-blind-safe palette: a letter on every
    /// creature and item, plain high-contrast interface colours.
    pub high_contrast: bool,
    /// The camera jumps instead of gliding; nothing fades.
    pub reduced_motion: bool,
    /// How long messages and notices stay.
    pub message_speed: MessageSpeed,
    /// Volumes, mute and footsteps.
    pub sound: SoundOptions,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            bindings: Bindings::default(),
            scale: 100,
            high_contrast: false,
            reduced_motion: false,
            message_speed: MessageSpeed::Normal,
            sound: SoundOptions::default(),
        }
    }
}

/// The stored form, every field optional so an older file still reads.
#[derive(Debug, crate::json::FromJson)]
#[json(deny_unknown_fields)]
struct Stored {
    format: String,
    version: u32,
    #[json(default)]
    bindings: BTreeMap<String, Vec<String>>,
    #[json(default)]
    scale: Option<u32>,
    #[json(default)]
    high_contrast: Option<bool>,
    #[json(default)]
    reduced_motion: Option<bool>,
    #[json(default)]
    message_speed: Option<MessageSpeed>,
    #[json(default)]
    volume: Option<u8>,
    #[json(default)]
    effects_volume: Option<u8>,
    #[json(default)]
    music_volume: Option<u8>,
    #[json(default)]
    muted: Option<bool>,
    #[json(default)]
    footsteps: Option<bool>,
}

impl Options {
    /// The defaults on a machine whose system asks for reduced motion (the
    /// page's `prefers-reduced-motion`) or not.
    pub fn defaults(prefers_reduced_motion: bool) -> Options {
        Options { reduced_motion: prefers_reduced_motion, ..Options::default() }
    }

    /// The scale as a factor (1.0 at 100%).
    pub fn scale_factor(&self) -> f64 {
        f64::from(self.scale) / 100.0
    }

    /// The options as stored: JSON, one field per option.
    pub fn to_text(&self) -> String {
        let mut value = crate::json_value!({
            "format": OPTIONS_FORMAT,
            "version": OPTIONS_VERSION,
            "bindings": self.bindings.to_map(),
            "scale": self.scale,
            "high_contrast": self.high_contrast,
            "reduced_motion": self.reduced_motion,
            "message_speed": self.message_speed,
        });
        for (field, v) in self.sound.fields() {
            value[field] = v;
        }
        crate::json::to_string_pretty(&value)
    }

    /// Options from stored text; a field left out keeps its value in
    /// `base` (the defaults of this machine). Anything wrong (not JSON,
    /// another format or version, an unknown field, a scale not on offer,
    /// bad bindings) is an error saying what, and nothing is half-read.
    pub fn parse(text: &str, base: &Options) -> Result<Options, String> {
        if text.len() > MAX_OPTIONS_BYTES {
            let args = [("n", text.len().into()), ("max", MAX_OPTIONS_BYTES.into())];
            return Err(phrase_with("options_stored_too_long", &args));
        }
        let stored: Stored = crate::json::from_str(text).map_err(|e| e.to_string())?;
        if stored.format != OPTIONS_FORMAT {
            return Err(phrase("options_stored_format", &[("format", OPTIONS_FORMAT)]));
        }
        if stored.version != OPTIONS_VERSION {
            let args = [("version", stored.version.into()), ("known", OPTIONS_VERSION.into())];
            return Err(phrase_with("options_stored_version", &args));
        }
        let scale = stored.scale.unwrap_or(base.scale);
        if !SCALES.contains(&scale) {
            let offered: Vec<String> = SCALES.iter().map(|s| format!("{s}%")).collect();
            let args = [("scale", &*format!("{scale}%")), ("offered", &*offered.join(", "))];
            return Err(phrase("options_stored_scale", &args));
        }
        let base_sound = base.sound;
        let volumes = [
            ("volume", stored.volume.unwrap_or(base_sound.volume)),
            ("effects_volume", stored.effects_volume.unwrap_or(base_sound.effects)),
            ("music_volume", stored.music_volume.unwrap_or(base_sound.music)),
        ];
        if let Some((field, volume)) = volumes.iter().find(|(_, v)| !SoundOptions::offered(*v)) {
            let args = [("field", (*field).into()), ("volume", (*volume).into())];
            return Err(phrase_with("options_stored_volume", &args));
        }
        let sound = SoundOptions {
            volume: volumes[0].1,
            effects: volumes[1].1,
            music: volumes[2].1,
            muted: stored.muted.unwrap_or(base_sound.muted),
            footsteps: stored.footsteps.unwrap_or(base_sound.footsteps),
        };
        let bindings = if stored.bindings.is_empty() {
            base.bindings.clone()
        } else {
            Bindings::from_map(&stored.bindings)?
        };
        Ok(Options {
            bindings,
            scale,
            high_contrast: stored.high_contrast.unwrap_or(base.high_contrast),
            reduced_motion: stored.reduced_motion.unwrap_or(base.reduced_motion),
            message_speed: stored.message_speed.unwrap_or(base.message_speed),
            sound,
        })
    }

    /// What `snapshot().options` shows: every option, and each action's
    /// keys by name.
    pub fn snapshot(&self) -> Value {
        let mut value = crate::json_value!({
            "bindings": self.bindings.to_map(),
            "scale": self.scale,
            "high_contrast": self.high_contrast,
            "reduced_motion": self.reduced_motion,
            "message_speed": self.message_speed,
        });
        for (field, v) in self.sound.fields() {
            value[field] = v;
        }
        value
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_round_trip_through_their_text() {
        let mut options = Options::default();
        options.bindings.rebind(Action::MoveUp, "k").expect("k is free");
        options.scale = 150;
        options.high_contrast = true;
        options.message_speed = MessageSpeed::Slowest;
        options.sound =
            SoundOptions { volume: 30, effects: 100, music: 0, muted: true, footsteps: true };
        let read = Options::parse(&options.to_text(), &Options::default());
        assert_eq!(read, Ok(options));
    }

    #[test]
    fn left_out_fields_keep_the_machines_defaults() {
        let base = Options::defaults(true);
        let text = r#"{"format":"roguelike-options","version":1,"scale":125}"#;
        let read = Options::parse(text, &base).expect("a partial file reads");
        assert!(read.reduced_motion);
        assert_eq!(read.scale, 125);
    }

    /// Every way stored options can be wrong is a sentence saying what, in
    /// the player's language, and nothing is half-read.
    #[test]
    fn spoilt_options_say_what_is_wrong_in_both_languages() {
        let head = r#""format":"roguelike-options","version":1"#;
        let long = format!("{{{head},\"x\":\"{}\"}}", "a".repeat(MAX_OPTIONS_BYTES));
        let cases = [
            (long, "is too long (at most", "слишком длинно"),
            (
                r#"{"format":"other","version":1}"#.into(),
                "the format is not `roguelike-options`",
                "формат не",
            ),
            (
                r#"{"format":"roguelike-options","version":9}"#.into(),
                "version 9 is not one",
                "версию 9",
            ),
            (
                format!("{{{head},\"scale\":130}}"),
                "the scale 130% is not one of 75%, 100%, ",
                "масштаба 130%",
            ),
            (
                format!("{{{head},\"music_volume\":55}}"),
                "`music_volume` is 55, not one of 0, 10, … 100",
                "`music_volume` равно 55",
            ),
            (
                format!("{{{head},\"bindings\":{{\"fly\":[\"f\"]}}}}"),
                "unknown action `fly`",
                "неизвестное действие",
            ),
            (
                format!("{{{head},\"bindings\":{{\"move_up\":[\"\"]}}}}"),
                "that is not a key",
                "которой не бывает",
            ),
            (
                format!("{{{head},\"bindings\":{{\"move_up\":[\"F3\"]}}}}"),
                "the reserved key `F3`",
                "служебную клавишу `F3`",
            ),
            (
                format!("{{{head},\"bindings\":{{\"move_up\":[\"d\"]}}}}"),
                "the key `d` is bound to both `move_right` and `move_up`",
                "клавиша `d` назначена и `move_right`, и `move_up`",
            ),
        ];
        for (text, english, russian) in &cases {
            let e = Options::parse(text, &Options::default()).expect_err(english);
            assert!(e.contains(english), "{e}");
            assert!(crate::locale::set_language("ru"));
            let r = Options::parse(text, &Options::default()).expect_err(russian);
            crate::locale::set_language("en");
            assert!(r.contains(russian), "{r}");
        }
        let many =
            format!("{{{head},\"bindings\":{{\"move_up\":[\"1\",\"2\",\"3\",\"4\",\"5\"]}}}}");
        assert!(crate::locale::set_language("ru"));
        let r = Options::parse(&many, &Options::default());
        crate::locale::set_language("en");
        assert!(r.as_ref().is_err_and(|r| r.contains("5 клавиш (")), "{r:?}");
    }
}
