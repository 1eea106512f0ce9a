//! `CueTable`: the one table (`assets/sound/cues.json`, embedded, like the
//! locale's) that says which sound each happening makes — every kind of
//! every [`Audible`](super::Audible) type, a sound or `null` for silence on
//! purpose — and which music each screen plays. A kind may choose its sound
//! by one field of its data: `{"by": "damage", "cases": {"0": "miss"},
//! "else": "hit"}`. A test fails for a kind the table leaves out.

use super::cue::Cue;
use super::music::Music;
use super::sound::Sound;
use serde_json::{Map, Value};
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// The table as built in.
const EMBEDDED: &str = include_str!("../../assets/sound/cues.json");

/// The sections of the table: one per audible type.
pub const SECTIONS: [&str; 6] = ["message", "game_event", "shell", "labyrinth", "byow", "dungeon"];

/// Which sound one kind makes.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Rule {
    /// Always this sound, or silence.
    Always(Option<Sound>),
    /// Chosen by the field `by`: its case, or `otherwise`.
    Choose { by: String, cases: BTreeMap<String, Option<Sound>>, otherwise: Option<Sound> },
}

/// What a screen does to the music.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MusicChoice {
    /// Plays this piece, or silence.
    Play(Option<Music>),
    /// Plays the piece of the depth the player is at.
    ByDepth,
    /// Leaves whatever plays (an overlay: the options, the high scores).
    Keep,
}

/// A screen's line of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScreenSound {
    /// Its music.
    pub music: MusicChoice,
    /// A sound when it opens.
    pub enter: Option<Sound>,
}

/// The whole table.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CueTable {
    sections: BTreeMap<String, BTreeMap<String, Rule>>,
    screens: BTreeMap<String, ScreenSound>,
    /// From which depth (1 is the first) each piece plays, deepest last.
    depths: Vec<(u32, Music)>,
}

/// A sound's name, or `null`, read from `value`.
fn sound(value: &Value, at: &str, problems: &mut Vec<String>) -> Option<Sound> {
    match value {
        Value::Null => None,
        Value::String(name) => Sound::from_name(name).or_else(|| {
            problems.push(format!("cues.json: {at}: no sound `{name}`"));
            None
        }),
        other => {
            problems.push(format!("cues.json: {at}: {other} is not a sound's name or null"));
            None
        }
    }
}

fn rule(value: &Value, at: &str, problems: &mut Vec<String>) -> Rule {
    let Value::Object(fields) = value else { return Rule::Always(sound(value, at, problems)) };
    let by = fields.get("by").and_then(Value::as_str);
    let cases = fields.get("cases").and_then(Value::as_object);
    let (Some(by), Some(cases), Some(otherwise), 3) = (by, cases, fields.get("else"), fields.len())
    else {
        problems.push(format!("cues.json: {at}: a choice is {{\"by\", \"cases\", \"else\"}}"));
        return Rule::Always(None);
    };
    let cases =
        cases.iter().map(|(k, v)| (k.clone(), sound(v, &format!("{at}.{k}"), problems))).collect();
    let otherwise = sound(otherwise, &format!("{at}.else"), problems);
    Rule::Choose { by: by.to_owned(), cases, otherwise }
}

fn screen(value: &Value, at: &str, problems: &mut Vec<String>) -> ScreenSound {
    let (music, enter) = match value {
        Value::Object(fields) => {
            if fields.keys().any(|k| k != "music" && k != "enter") {
                problems.push(format!("cues.json: {at}: a screen has \"music\" and \"enter\""));
            }
            let enter =
                fields.get("enter").and_then(|v| sound(v, &format!("{at}.enter"), problems));
            (fields.get("music").unwrap_or(&Value::Null), enter)
        }
        music => (music, None),
    };
    let music = match music {
        Value::Null => MusicChoice::Play(None),
        Value::String(name) if name == "keep" => MusicChoice::Keep,
        Value::String(name) if name == "by_depth" => MusicChoice::ByDepth,
        Value::String(name) => match Music::from_name(name) {
            Some(music) => MusicChoice::Play(Some(music)),
            None => {
                problems.push(format!("cues.json: {at}: no music `{name}`"));
                MusicChoice::Keep
            }
        },
        other => {
            problems
                .push(format!("cues.json: {at}: {other} is not a piece, keep, by_depth or null"));
            MusicChoice::Keep
        }
    };
    ScreenSound { music, enter }
}

fn object<'a>(
    top: &'a Map<String, Value>,
    name: &str,
    problems: &mut Vec<String>,
) -> Option<&'a Map<String, Value>> {
    let found = top.get(name).and_then(Value::as_object);
    if found.is_none() {
        problems.push(format!("cues.json: no \"{name}\" object"));
    }
    found
}

impl CueTable {
    /// The table in `text`, or every problem in it, each saying where.
    pub fn parse(text: &str) -> Result<CueTable, Vec<String>> {
        let top: Map<String, Value> =
            serde_json::from_str(text).map_err(|e| vec![format!("cues.json: {e}")])?;
        let mut problems = Vec::new();
        let mut table = CueTable::default();
        for key in top.keys().filter(|k| !["sounds", "screens", "depths"].contains(&k.as_str())) {
            problems.push(format!("cues.json: unknown part \"{key}\""));
        }
        if let Some(sounds) = object(&top, "sounds", &mut problems) {
            for (section, kinds) in sounds {
                if !SECTIONS.contains(&section.as_str()) {
                    problems.push(format!("cues.json: sounds.{section}: no such section"));
                }
                let Some(kinds) = kinds.as_object() else {
                    problems.push(format!("cues.json: sounds.{section}: not an object"));
                    continue;
                };
                let rules = kinds
                    .iter()
                    .map(|(kind, v)| {
                        (kind.clone(), rule(v, &format!("sounds.{section}.{kind}"), &mut problems))
                    })
                    .collect();
                table.sections.insert(section.clone(), rules);
            }
        }
        if let Some(screens) = object(&top, "screens", &mut problems) {
            for (name, value) in screens {
                let line = screen(value, &format!("screens.{name}"), &mut problems);
                table.screens.insert(name.clone(), line);
            }
        }
        let depths: Vec<(u32, String)> = top
            .get("depths")
            .and_then(|d| serde_json::from_value(d.clone()).ok())
            .unwrap_or_default();
        for (i, (from, name)) in depths.into_iter().enumerate() {
            match Music::from_name(&name) {
                Some(music) if table.depths.last().map_or(from == 1, |&(last, _)| from > last) => {
                    table.depths.push((from, music));
                }
                _ => problems.push(format!(
                    "cues.json: depths[{i}]: [{from}, {name}] (from depth 1, rising, a piece)"
                )),
            }
        }
        if table.depths.is_empty() {
            problems.push("cues.json: \"depths\" is a list of [from depth, piece]".into());
        }
        if problems.is_empty() {
            Ok(table)
        } else {
            Err(problems)
        }
    }

    /// The built-in table (a test holds it whole; were it broken, the game
    /// would be silent rather than stop).
    pub fn get() -> &'static CueTable {
        static TABLE: OnceLock<CueTable> = OnceLock::new();
        TABLE.get_or_init(|| CueTable::parse(EMBEDDED).unwrap_or_default())
    }

    /// The sound `cue` makes; `None` for silence (on purpose, or a kind
    /// the table does not know).
    pub fn sound(&self, cue: &Cue) -> Option<Sound> {
        match self.sections.get(cue.section)?.get(cue.kind()?)? {
            Rule::Always(sound) => *sound,
            Rule::Choose { by, cases, otherwise } => {
                cue.field(by).and_then(|value| cases.get(&value).copied()).unwrap_or(*otherwise)
            }
        }
    }

    /// The kinds `section` lists, with a sound or with silence.
    pub fn kinds(&self, section: &str) -> Vec<&str> {
        self.sections.get(section).map_or_else(Vec::new, |s| s.keys().map(String::as_str).collect())
    }

    /// Every sound the table can make.
    pub fn sounds(&self) -> Vec<Sound> {
        let rules = self.sections.values().flat_map(BTreeMap::values);
        let mut sounds: Vec<Sound> = rules
            .flat_map(|rule| match rule {
                Rule::Always(sound) => vec![*sound],
                Rule::Choose { cases, otherwise, .. } => {
                    cases.values().copied().chain([*otherwise]).collect()
                }
            })
            .chain(self.screens.values().map(|s| s.enter))
            .flatten()
            .collect();
        sounds.sort();
        sounds.dedup();
        sounds
    }

    /// The screen named `name`'s line (a screen the table does not know
    /// keeps the music and makes no sound).
    pub fn screen(&self, name: &str) -> ScreenSound {
        self.screens
            .get(name)
            .copied()
            .unwrap_or(ScreenSound { music: MusicChoice::Keep, enter: None })
    }

    /// Whether the table has a line for the screen `name`.
    pub fn has_screen(&self, name: &str) -> bool {
        self.screens.contains_key(name)
    }

    /// The piece of `depth` (1 is the first).
    pub fn depth_music(&self, depth: u32) -> Option<Music> {
        self.depths.iter().rev().find(|&&(from, _)| from <= depth).map(|&(_, music)| music)
    }
}

#[cfg(test)]
mod tests {
    use super::super::cue::{kinds, Audible, ShellEvent};
    use super::*;
    use crate::byow::ByowEvent;
    use crate::dungeon::{Happening, ItemType};
    use crate::game::{GameEvent, ItemKind, Message, MobKind};
    use crate::labyrinth::Status;

    fn table() -> CueTable {
        CueTable::parse(EMBEDDED).unwrap_or_else(|problems| panic!("{}", problems.join("\n")))
    }

    /// The kinds of `T` the table leaves out, and those it lists that `T`
    /// does not have (a kind renamed or gone).
    fn gaps<T: Audible>(table: &CueTable) -> (Vec<String>, Vec<String>) {
        let want = kinds::<T>();
        assert!(!want.is_empty(), "serde lists the kinds of {}", T::SECTION);
        let have = table.kinds(T::SECTION);
        let missing = want.iter().filter(|k| !have.contains(&k.as_str())).cloned().collect();
        let stray =
            have.iter().filter(|k| !want.iter().any(|w| w == *k)).map(|k| k.to_string()).collect();
        (missing, stray)
    }

    /// A new kind of message or event fails here until the table gives it
    /// a sound or `null` (silence on purpose).
    #[test]
    fn every_kind_of_every_audible_type_has_a_sound_or_an_explicit_silence() {
        let table = table();
        let all = [
            ("message", gaps::<Message>(&table)),
            ("game_event", gaps::<GameEvent>(&table)),
            ("shell", gaps::<ShellEvent>(&table)),
            ("labyrinth", gaps::<Status>(&table)),
            ("byow", gaps::<ByowEvent>(&table)),
            ("dungeon", gaps::<Happening>(&table)),
        ];
        assert_eq!(all.each_ref().map(|(s, _)| *s), SECTIONS, "one audible type per section");
        for (section, (missing, stray)) in all {
            assert!(missing.is_empty(), "cues.json sounds.{section} has no line for {missing:?}");
            assert!(stray.is_empty(), "cues.json sounds.{section} lists unknown kinds {stray:?}");
        }
    }

    #[test]
    fn every_sound_is_made_by_something() {
        assert_eq!(table().sounds(), Sound::ALL.to_vec());
    }

    /// Every screen (its `name()` in src/core/screens) has a line.
    #[test]
    fn every_screen_names_its_music() {
        let table = table();
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/core/screens");
        let mut names = Vec::new();
        for file in std::fs::read_dir(dir).expect("the screens' folder") {
            let text = std::fs::read_to_string(file.expect("a file").path()).expect("source");
            let mut rest = text.as_str();
            while let Some(at) = rest.find("fn name(&self) -> &'static str {") {
                rest = &rest[at..];
                let name = rest.split('"').nth(1).expect("a literal name");
                names.push(name.to_owned());
                rest = &rest[1..];
            }
        }
        assert!(names.len() >= 12, "{names:?}");
        for name in names {
            assert!(table.has_screen(&name), "cues.json screens has no line for `{name}`");
        }
    }

    #[test]
    fn a_kind_chooses_its_sound_by_a_field() {
        let table = table();
        let hit = |damage| table.sound(&Cue::of(&Message::Hit { target: MobKind::Ghost, damage }));
        assert_eq!((hit(0), hit(3)), (Some(Sound::Miss), Some(Sound::Hit)));
        let hurt =
            |damage| table.sound(&Cue::of(&Message::HitBy { attacker: MobKind::Troll, damage }));
        assert_eq!((hurt(0), hurt(2)), (Some(Sound::Block), Some(Sound::Hurt)));
        let picked = |item| table.sound(&Cue::of(&Message::PickedUp { item }));
        assert_eq!(
            (picked(ItemKind::Amulet), picked(ItemKind::Sword)),
            (Some(Sound::Treasure), Some(Sound::Pickup))
        );
        let dm = |item| table.sound(&Cue::of(&Happening::PickedUp { item }));
        assert_eq!(dm(ItemType::Treasure), Some(Sound::Treasure));
        assert_eq!(table.sound(&Cue::of(&Message::Text { text: "old".into() })), None);
        assert_eq!(table.sound(&Cue::of(&GameEvent::PlayerDie)), Some(Sound::Death));
        assert_eq!(table.sound(&Cue::of(&ShellEvent::MenuMove)), Some(Sound::MenuMove));
    }

    #[test]
    fn screens_and_depths_choose_the_music() {
        let table = table();
        assert_eq!(table.screen("main_menu").music, MusicChoice::Play(Some(Music::Menu)));
        assert_eq!(table.screen("playing").music, MusicChoice::ByDepth);
        assert_eq!(table.screen("options").music, MusicChoice::Keep);
        assert_eq!(
            table.screen("no_such_screen"),
            ScreenSound { music: MusicChoice::Keep, enter: None }
        );
        assert_eq!(table.screen("world_errors").enter, Some(Sound::Error));
        let bands: Vec<Option<Music>> = (1..=9).map(|d| table.depth_music(d)).collect();
        assert_eq!(bands[0], Some(Music::Shallows));
        assert_eq!(bands[8], Some(Music::Abyss));
        assert!(bands.contains(&Some(Music::Depths)));
    }

    #[test]
    fn problems_are_named() {
        let text = r#"{"sounds": {"message": {"hit": "hitt", "dropped": {"by": "item"}},
            "poems": {}}, "screens": {"main_menu": "polka"}, "depths": [[2, "menu"]], "x": 1}"#;
        let problems = CueTable::parse(text).expect_err("broken");
        for expected in [
            "cues.json: unknown part \"x\"",
            "cues.json: sounds.message.hit: no sound `hitt`",
            "cues.json: sounds.message.dropped: a choice is {\"by\", \"cases\", \"else\"}",
            "cues.json: sounds.poems: no such section",
            "cues.json: screens.main_menu: no music `polka`",
            "cues.json: depths[0]: [2, menu] (from depth 1, rising, a piece)",
        ] {
            assert!(problems.iter().any(|p| p == expected), "{expected} not in {problems:#?}");
        }
    }
}
