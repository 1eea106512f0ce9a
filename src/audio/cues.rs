//! `CueTable`: the one table (`assets/sound/cues.json`, embedded, like the
//! locale's) that says which sound each happening makes — every kind of
//! every [`Audible`](super::Audible) type, a sound or `null` for silence on
//! purpose — and which music each screen plays. A kind may choose its sound
//! by one field of its data: `{"by": "damage", "cases": {"0": "miss"},
//! "else": "hit"}`. A test fails for a kind the table leaves out.

use super::cue::Cue;
use super::json::Problems;
use super::music::Music;
use super::sound::Sound;
use serde_json::Value;
use std::sync::OnceLock;

/// The table as built in.
const EMBEDDED: &str = include_str!("../../assets/sound/cues.json");

/// The sections of the table: one per audible type.
pub const SECTIONS: [&str; 6] = ["message", "game_event", "shell", "labyrinth", "byow", "dungeon"];

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

/// The whole table, as written: looked up as it is (it is small, and read
/// as JSON it costs the page no code of its own); [`CueTable::parse`]
/// checks every line of it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CueTable {
    table: Value,
}

/// The sound `value` names (`null`: none).
fn named_sound(value: &Value) -> Option<Sound> {
    value.as_str().and_then(Sound::from_name)
}

/// Checks that `value` is a sound's name or `null`.
fn check_sound(value: &Value, at: &str, problems: &mut Problems) {
    match value {
        Value::Null => {}
        Value::String(name) if Sound::from_name(name).is_some() => {}
        Value::String(name) => problems.add(format!("cues.json: {at}: no sound `{name}`")),
        other => problems.add(format!(
            "cues.json: {at}: {} is not a sound's name or null",
            crate::json::to_string(other)
        )),
    }
}

/// Checks one kind's rule: a sound, `null`, or a choice by a field.
fn check_rule(value: &Value, at: &str, problems: &mut Problems) {
    let Value::Object(fields) = value else { return check_sound(value, at, problems) };
    let cases = fields.get("cases").and_then(Value::as_object);
    let by = fields.get("by").and_then(Value::as_str);
    let (Some(_), Some(cases), Some(otherwise), 3) = (by, cases, fields.get("else"), fields.len())
    else {
        return problems
            .add(format!("cues.json: {at}: a choice is {{\"by\", \"cases\", \"else\"}}"));
    };
    for (case, value) in cases {
        check_sound(value, &format!("{at}.{case}"), problems);
    }
    check_sound(otherwise, &format!("{at}.else"), problems);
}

/// What a screen's line says of the music.
fn music_choice(value: &Value) -> Option<MusicChoice> {
    match value {
        Value::Null => Some(MusicChoice::Play(None)),
        Value::String(name) if name == "keep" => Some(MusicChoice::Keep),
        Value::String(name) if name == "by_depth" => Some(MusicChoice::ByDepth),
        Value::String(name) => Music::from_name(name).map(|m| MusicChoice::Play(Some(m))),
        _ => None,
    }
}

impl CueTable {
    /// The table in `text`; an unreadable one is empty (silence), its
    /// problem written down.
    fn read(text: &str, problems: &mut Problems) -> CueTable {
        match crate::json::value_from_str(text) {
            Ok(table) => CueTable { table },
            Err(error) => {
                problems.add(format!("cues.json: {error}"));
                CueTable::default()
            }
        }
    }

    /// The table in `text`, or every problem in it, each saying where.
    pub fn parse(text: &str) -> Result<CueTable, Vec<String>> {
        let mut problems = Problems::default();
        let table = CueTable::read(text, &mut problems);
        if problems.0.is_empty() {
            table.check(&mut problems);
        }
        if problems.0.is_empty() {
            Ok(table)
        } else {
            Err(problems.0)
        }
    }

    /// Writes down everything wrong with the table.
    fn check(&self, problems: &mut Problems) {
        let Some(top) = problems.object(&self.table, "cues.json") else { return };
        for key in top.keys().filter(|k| !["sounds", "screens", "depths"].contains(&k.as_str())) {
            problems.add(format!("cues.json: unknown part \"{key}\""));
        }
        let sounds = top.get("sounds").unwrap_or(&Value::Null);
        for (section, kinds) in
            problems.object(sounds, "cues.json: sounds").cloned().unwrap_or_default()
        {
            if !SECTIONS.contains(&section.as_str()) {
                problems.add(format!("cues.json: sounds.{section}: no such section"));
            }
            let at = format!("cues.json: sounds.{section}");
            for (kind, rule) in problems.object(&kinds, &at).cloned().unwrap_or_default() {
                check_rule(&rule, &format!("sounds.{section}.{kind}"), problems);
            }
        }
        let screens = top.get("screens").unwrap_or(&Value::Null);
        for (name, line) in
            problems.object(screens, "cues.json: screens").cloned().unwrap_or_default()
        {
            let at = format!("screens.{name}");
            let music = match &line {
                Value::Object(fields) => {
                    if fields.keys().any(|k| k != "music" && k != "enter") {
                        problems
                            .add(format!("cues.json: {at}: a screen has \"music\" and \"enter\""));
                    }
                    check_sound(
                        fields.get("enter").unwrap_or(&Value::Null),
                        &format!("{at}.enter"),
                        problems,
                    );
                    fields.get("music").unwrap_or(&Value::Null)
                }
                music => music,
            };
            if music_choice(music).is_none() {
                problems.add(format!(
                    "cues.json: {at}: no music `{}`",
                    music.as_str().unwrap_or_default()
                ));
            }
        }
        let depths = top.get("depths").and_then(Value::as_array).cloned().unwrap_or_default();
        let mut last = 0;
        for (i, band) in depths.iter().enumerate() {
            let from = band.get(0).and_then(Value::as_u64).unwrap_or(0);
            let music = band.get(1).and_then(Value::as_str).and_then(Music::from_name);
            if music.is_none() || from <= last || (last == 0 && from != 1) {
                problems
                    .add(format!("cues.json: depths[{i}]: {band} (from depth 1, rising, a piece)"));
            }
            last = from;
        }
        if depths.is_empty() {
            problems.add("cues.json: \"depths\" is a list of [from depth, piece]".into());
        }
    }

    /// The built-in table (a test holds it whole; were it broken, the game
    /// would be silent rather than stop).
    pub fn get() -> &'static CueTable {
        static TABLE: OnceLock<CueTable> = OnceLock::new();
        TABLE.get_or_init(|| CueTable::read(EMBEDDED, &mut Problems::default()))
    }

    /// The sound `cue` makes; `None` for silence (on purpose, or a kind
    /// the table does not know).
    pub fn sound(&self, cue: &Cue) -> Option<Sound> {
        let rule = self.table.get("sounds")?.get(cue.section)?.get(cue.kind()?)?;
        let Value::Object(choice) = rule else { return named_sound(rule) };
        let by = choice.get("by")?.as_str()?;
        let case = cue.field(by).and_then(|value| choice.get("cases")?.get(value));
        named_sound(case.or_else(|| choice.get("else"))?)
    }

    /// The kinds `section` lists, with a sound or with silence.
    pub fn kinds(&self, section: &str) -> Vec<&str> {
        let kinds =
            self.table.get("sounds").and_then(|s| s.get(section)).and_then(Value::as_object);
        kinds.map_or_else(Vec::new, |k| k.keys().map(String::as_str).collect())
    }

    /// Every sound the table can make.
    pub fn sounds(&self) -> Vec<Sound> {
        let mut names = Vec::new();
        let mut collect = |value: &Value| match value {
            Value::Object(fields) => {
                let cases = fields.get("cases").and_then(Value::as_object);
                names.extend(cases.into_iter().flat_map(|c| c.values()).filter_map(named_sound));
                names.extend(
                    ["else", "enter"].iter().filter_map(|k| fields.get(*k)).filter_map(named_sound),
                );
            }
            other => names.extend(named_sound(other)),
        };
        let sections = self.table.get("sounds").and_then(Value::as_object);
        for kinds in sections.into_iter().flat_map(|s| s.values()).filter_map(Value::as_object) {
            kinds.values().for_each(&mut collect);
        }
        let screens = self.table.get("screens").and_then(Value::as_object);
        screens
            .into_iter()
            .flat_map(|s| s.values())
            .filter(|v| v.is_object())
            .for_each(&mut collect);
        let mut sounds: Vec<Sound> = names;
        crate::order::sort(&mut sounds);
        sounds.dedup();
        sounds
    }

    /// The screen named `name`'s line (a screen the table does not know
    /// keeps the music and makes no sound).
    pub fn screen(&self, name: &str) -> ScreenSound {
        let keep = ScreenSound { music: MusicChoice::Keep, enter: None };
        let Some(line) = self.table.get("screens").and_then(|s| s.get(name)) else { return keep };
        let (music, enter) = match line {
            Value::Object(fields) => (
                fields.get("music").unwrap_or(&Value::Null),
                fields.get("enter").and_then(named_sound),
            ),
            music => (music, None),
        };
        ScreenSound { music: music_choice(music).unwrap_or(MusicChoice::Keep), enter }
    }

    /// Whether the table has a line for the screen `name`.
    pub fn has_screen(&self, name: &str) -> bool {
        self.table.get("screens").and_then(|s| s.get(name)).is_some()
    }

    /// The piece of `depth` (1 is the first).
    pub fn depth_music(&self, depth: u32) -> Option<Music> {
        let bands = self.table.get("depths")?.as_array()?;
        let band = bands.iter().rev().find(|band| {
            band.get(0).and_then(Value::as_u64).is_some_and(|from| from <= u64::from(depth))
        })?;
        band.get(1)?.as_str().and_then(Music::from_name)
    }
}

#[cfg(test)]
mod tests {
    use super::super::cue::{kinds, Audible, ShellEvent};
    use super::*;
    use crate::byow::ByowEvent;
    use crate::dungeon::Happening;
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
        assert_eq!(dm(ItemKind::Treasure), Some(Sound::Treasure));
        assert_eq!(dm(ItemKind::Sword), Some(Sound::Equip));
        assert_eq!(dm(ItemKind::Wood), Some(Sound::Pickup));
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
            "cues.json: depths[0]: [2,\"menu\"] (from depth 1, rising, a piece)",
        ] {
            assert!(problems.iter().any(|p| p == expected), "{expected} not in {problems:#?}");
        }
    }
}
