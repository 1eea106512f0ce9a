//! `Cue`: one happening, as the sound table looks it up — its section (what
//! kind of thing it is: a game message, a game event, a labyrinth status …),
//! its variant's serde name (the key in that section) and its plain fields.
//! `Audible` says which types are heard and how their variants are named;
//! [`variants`] lists a type's variants as serde itself knows them, so a
//! test sees every kind without a hand-kept list.

use super::capture::capture;
use crate::byow::ByowEvent;
use crate::dungeon::Happening;
use crate::game::{GameEvent, Message};
use crate::labyrinth::Status;
use serde::Serialize;
use serde_json::Value;

/// A type whose values may make a sound: each variant is a kind in one
/// section of the sound table (`assets/sound/cues.json`).
pub trait Audible: crate::json::ToJson + crate::json::FromJson {
    /// The section of the table its kinds are in.
    const SECTION: &'static str;
    /// The field that names the variant, for an internally tagged enum
    /// (`#[serde(tag = "…")]`); `None` for an externally tagged one.
    const TAG: Option<&'static str>;
}

impl Audible for Message {
    const SECTION: &'static str = "message";
    const TAG: Option<&'static str> = Some("says");
}

impl Audible for GameEvent {
    const SECTION: &'static str = "game_event";
    const TAG: Option<&'static str> = Some("event");
}

impl Audible for ShellEvent {
    const SECTION: &'static str = "shell";
    const TAG: Option<&'static str> = None;
}

impl Audible for Status {
    const SECTION: &'static str = "labyrinth";
    const TAG: Option<&'static str> = None;
}

impl Audible for ByowEvent {
    const SECTION: &'static str = "byow";
    const TAG: Option<&'static str> = None;
}

impl Audible for Happening {
    const SECTION: &'static str = "dungeon";
    const TAG: Option<&'static str> = Some("happened");
}

/// What the app shell itself notices, beyond what the game and the modes
/// say: the steps and bumps it sees (the engine tells no message for them),
/// menus, notices, storage, and a mode's game lost without a word of its own.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
#[serde(rename_all = "snake_case")]
pub enum ShellEvent {
    /// The player moved one cell.
    Step,
    /// A move key changed nothing: something was in the way.
    Bump,
    /// A menu's cursor moved.
    MenuMove,
    /// A menu line was chosen (the screen changed) or a setting changed.
    MenuSelect,
    /// A notice appeared.
    Notice,
    /// Storage refused to keep the game.
    StorageFailed,
    /// A mode's game was lost (a labyrinth's limit reached).
    Lost,
    /// A mode refused what was asked (a Build Your Own World save that
    /// cannot be loaded).
    Refused,
}

/// One happening, to look up in the sound table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cue {
    /// Its section of the table.
    pub section: &'static str,
    /// Its variant's name.
    kind: Option<String>,
    /// Its plain fields (numbers, text, unit variants), as text.
    fields: Vec<(String, String)>,
}

impl Cue {
    /// The cue of `happening`.
    pub fn of<T: Audible>(happening: &T) -> Cue {
        let captured = capture(happening, T::TAG);
        Cue { section: T::SECTION, kind: captured.kind, fields: captured.fields }
    }

    /// Its kind: the variant's name (`hit`, `fell_into_wormhole`).
    pub fn kind(&self) -> Option<&str> {
        self.kind.as_deref()
    }

    /// A field of its data, as the table's cases name it: numbers as
    /// written in JSON, text and unit variants as their names.
    pub fn field(&self, name: &str) -> Option<&str> {
        self.fields.iter().find(|(key, _)| key == name).map(|(_, value)| value.as_str())
    }
}

/// What a screen lets be heard: the happenings of its latest step, heard
/// once while `key` holds (as a screen's news is said once).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Heard {
    /// Changes with every step (a move count).
    pub key: u64,
    /// What the step did.
    pub cues: Vec<Cue>,
}

/// Every variant name of the serde enum `T`, as serde lists them when it
/// meets an unknown one ("unknown variant `…`, expected one of `a`, `b`"):
/// the derive's own list, so a variant added to the type is in it at once.
/// `tag` is the field of an internally tagged enum.
pub fn variants<T: crate::json::FromJson>(tag: Option<&str>) -> Vec<String> {
    const PROBE: &str = "\u{1}no such variant";
    let probe = match tag {
        Some(tag) => crate::json_value!({ tag: PROBE }),
        None => Value::String(PROBE.to_owned()),
    };
    let Err(message) = crate::json::from_value::<T>(&probe) else { return Vec::new() };
    let Some((_, expected)) = message.split_once(", expected ") else { return Vec::new() };
    expected.split('`').skip(1).step_by(2).map(str::to_owned).collect()
}

/// Every kind of the audible type `T`.
pub fn kinds<T: Audible>() -> Vec<String> {
    variants::<T>(T::TAG)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{ItemKind, MobKind};

    #[test]
    fn serde_lists_every_variant_of_each_kind_of_enum() {
        let messages = kinds::<Message>();
        assert_eq!(messages.first().map(String::as_str), Some("hit"));
        assert!(messages.contains(&"text".to_owned()), "{messages:?}");
        assert_eq!(kinds::<Status>().len(), Status::ALL.len());
        let byow = kinds::<ByowEvent>();
        assert!(byow.contains(&"save_wanted".to_owned()), "{byow:?}");
        assert!(kinds::<GameEvent>().contains(&"level_up".to_owned()));
        assert!(kinds::<ShellEvent>().contains(&"menu_move".to_owned()));
        assert!(kinds::<Happening>().contains(&"battle".to_owned()));
    }

    #[test]
    fn a_cue_names_its_kind_and_fields_however_its_type_is_tagged() {
        let hit = Cue::of(&Message::Hit { target: MobKind::Robot, damage: 0 });
        assert_eq!((hit.section, hit.kind()), ("message", Some("hit")));
        assert_eq!(hit.field("damage"), Some("0"));
        assert_eq!(hit.field("target"), Some("Robot"));
        let picked = Cue::of(&Message::PickedUp { item: ItemKind::Amulet });
        assert_eq!(picked.field("item"), Some("Amulet"));
        let wall = Cue::of(&Status::WallPrevents);
        assert_eq!((wall.kind(), wall.field("x")), (Some("wall_prevents"), None));
        let save = Cue::of(&ByowEvent::SaveWanted("text".into()));
        assert_eq!(save.kind(), Some("save_wanted"));
        let struck = Cue::of(&ByowEvent::Struck { spirit_health: 2, health: 5 });
        assert_eq!((struck.kind(), struck.field("health")), (Some("struck"), Some("5")));
        assert_eq!(Cue::of(&GameEvent::Won).kind(), Some("won"));
    }
}
