//! The locale: the words for typed messages and names, read from a table per
//! language (`assets/locale/*.json`, embedded). A message becomes text only
//! when it is shown, so rewording one never changes a save or a replay.
//! Phrases word what is not a message: a looked-at cell (`look`), the guide
//! to creatures and items (`guide`), the end of a run.

mod guide;
mod look;

pub use guide::{guide, GuideEntry};
pub use look::describe;

use crate::game::Message;
use serde::Deserialize;
use serde_json::Value;
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// One language's table.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct Locale {
    /// The language's own name for itself.
    pub language: String,
    /// Message templates by the message's tag; `{field}` is replaced by the
    /// message's field of that name.
    pub messages: BTreeMap<String, String>,
    /// Display names of kinds and statistics, by their file names.
    pub names: BTreeMap<String, String>,
    /// The interface's phrases by key; `{field}` is replaced by the argument
    /// of that name.
    #[serde(default)]
    pub phrases: BTreeMap<String, String>,
}

const ENGLISH: &str = include_str!("../../assets/locale/en.json");

impl Locale {
    /// The English table, parsed once.
    pub fn english() -> &'static Locale {
        static EN: OnceLock<Locale> = OnceLock::new();
        EN.get_or_init(|| {
            serde_json::from_str(ENGLISH).expect("assets/locale/en.json is checked by tests")
        })
    }

    /// A table from its JSON text (tests reword messages with this).
    pub fn from_json(text: &str) -> Result<Locale, serde_json::Error> {
        serde_json::from_str(text)
    }

    /// The display name of a kind or statistic (`GoldenApple` → "Golden
    /// Apple"); unknown names are shown as they are.
    pub fn name<'a>(&'a self, name: &'a str) -> &'a str {
        self.names.get(name).map_or(name, String::as_str)
    }

    /// The message in words. The template is the one named by the message's
    /// tag, with `_FIELD` appended for each optional field present (so
    /// `equipped` with a `swapped` item uses `equipped_swapped`).
    pub fn message(&self, message: &Message) -> String {
        let value = serde_json::to_value(message).unwrap_or(Value::Null);
        let Some(fields) = value.as_object() else { return String::new() };
        let tag = fields.get("says").and_then(Value::as_str).unwrap_or_default();
        let mut key = tag.to_owned();
        for optional in OPTIONAL_FIELDS {
            if fields.contains_key(*optional) {
                key.push('_');
                key.push_str(optional);
            }
        }
        let Some(template) = self.messages.get(&key) else { return key };
        fill(template, |field| match fields.get(field) {
            Some(Value::String(s)) if field == "text" => s.clone(),
            Some(Value::String(s)) => self.name(s).to_owned(),
            Some(Value::Number(n)) => n.to_string(),
            Some(other) => other.to_string(),
            None => format!("{{{field}}}"),
        })
    }

    /// The phrase `key` with its `{field}`s filled from `args`; a missing
    /// phrase is shown as its key, so a gap in a table is seen, not hidden.
    pub fn phrase(&self, key: &str, args: &[(&str, &str)]) -> String {
        let Some(template) = self.phrases.get(key) else { return key.to_owned() };
        fill(template, |field| match args.iter().find(|(name, _)| *name == field) {
            Some((_, value)) => (*value).to_owned(),
            None => format!("{{{field}}}"),
        })
    }

    /// Every template key a message can need; tests check each table has them.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.messages.keys().map(String::as_str)
    }
}

/// Fields that are left out of a message when absent, and pick a template.
const OPTIONAL_FIELDS: &[&str] = &["swapped"];

/// `template` with each `{name}` replaced by `value(name)`; a `{` without
/// its `}` stays as written.
fn fill(template: &str, value: impl Fn(&str) -> String) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close) => {
                out.push_str(&value(&after[..close]));
                rest = &after[close + 1..];
            }
            None => {
                out.push_str(&rest[open..]);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

/// The message in English as this version words it. Version-1 replays
/// hashed these words, so their checksum uses this and nothing else.
pub fn english(message: &Message) -> String {
    Locale::english().message(message)
}

thread_local! {
    /// The table messages are shown in on this thread; `None` is English.
    static CURRENT: RefCell<Option<Locale>> = const { RefCell::new(None) };
}

/// Shows messages on this thread in `locale` from now on (`None`: English).
/// The front end sets it from the player's choice; saves, checksums and
/// replays never read it.
pub fn use_locale(locale: Option<Locale>) {
    CURRENT.with(|current| *current.borrow_mut() = locale);
}

/// The message in the words of this thread's current locale.
pub fn text(message: &Message) -> String {
    CURRENT.with(|current| match current.borrow().as_ref() {
        Some(locale) => locale.message(message),
        None => english(message),
    })
}

/// The phrase `key` in this thread's current locale (see [`Locale::phrase`]).
pub fn phrase(key: &str, args: &[(&str, &str)]) -> String {
    CURRENT.with(|current| match current.borrow().as_ref() {
        Some(locale) => locale.phrase(key, args),
        None => Locale::english().phrase(key, args),
    })
}

/// The display name of a kind or statistic in this thread's current locale.
pub fn name(name: &str) -> String {
    CURRENT.with(|current| match current.borrow().as_ref() {
        Some(locale) => locale.name(name).to_owned(),
        None => Locale::english().name(name).to_owned(),
    })
}

/// Every phrase the interface asks for; a test holds each table to them.
pub const PHRASE_KEYS: &[&str] = &[
    "look_unknown",
    "look_floor",
    "look_wall",
    "look_remembered",
    "look_you",
    "look_item",
    "look_stairs_down",
    "look_stairs_up",
    "look_creature",
    "look_you_kill",
    "look_you_never",
    "look_it_kills",
    "look_it_never",
    "blows_one",
    "blows_many",
    "guide_mob",
    "temperament_skittish",
    "temperament_lurking",
    "temperament_hunter",
    "temperament_chaser",
    "ability_passes_walls",
    "ability_splits_when_hurt",
    "ability_disguise",
    "guide_weapon",
    "guide_armor",
    "guide_food",
    "guide_item",
    "ending_died",
    "ending_out_of_moves",
    "ending_won",
    "killed_by",
    "killed_by_nothing",
    "out_of_moves_reason",
    "won_reason",
    "run_numbers",
    "run_seed",
    "run_world",
    "run_carried",
    "run_carried_nothing",
    "action_move_up",
    "action_move_down",
    "action_move_left",
    "action_move_right",
    "action_wait",
    "action_stairs_down",
    "action_stairs_up",
    "action_use",
    "action_drop",
    "action_previous_slot",
    "action_next_slot",
    "action_slot1",
    "action_slot2",
    "action_slot3",
    "action_slot4",
    "action_slot5",
    "action_slot6",
    "action_slot7",
    "action_slot8",
    "action_slot9",
    "action_explore",
    "action_look",
    "action_history",
    "action_help",
    "action_export_world",
    "action_copy_link",
    "action_new_game",
    "action_main_menu",
    "action_watch_replay",
    "options_title",
    "options_hint",
    "options_hint_capture",
    "options_scale",
    "options_palette",
    "options_palette_standard",
    "options_palette_high_contrast",
    "options_reduced_motion",
    "options_on",
    "options_off",
    "options_message_speed",
    "options_speed_fast",
    "options_speed_normal",
    "options_speed_slow",
    "options_speed_slowest",
    "options_binding",
    "options_press_key",
    "options_reset_keys",
    "options_back",
    "options_bound",
    "options_keys_reset",
    "options_key_taken",
    "options_key_reserved",
    "options_unreadable",
    "menu_options",
    "menu_subtitle",
    "menu_hint",
    "hud_use",
    "hud_equip",
    "hud_drop",
    "hud_inventory_hint",
    "help_move",
    "help_wait",
    "help_slots",
    "help_use",
    "help_drop",
    "help_stairs",
    "help_explore",
    "help_look",
    "help_history",
    "help_escape",
    "help_export",
    "help_copy_link",
    "help_debug",
    "help_fragment",
    "help_close",
    "end_keys",
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::EquipmentSlot;
    use crate::game::{ItemKind, MobKind};

    #[test]
    fn messages_read_as_the_game_always_wrote_them() {
        let cases = [
            (Message::Hit { target: MobKind::Robot, damage: 3 }, "You hit the Robot for 3."),
            (
                Message::Defeated { target: MobKind::Ghost, experience: 10 },
                "You defeat the Ghost. (+10 XP)",
            ),
            (
                Message::MimicRevealed { disguise: ItemKind::GoldenApple },
                "The Golden Apple was a Mimic!",
            ),
            (
                Message::Equipped {
                    item: ItemKind::Sword,
                    bonus: 5,
                    slot: EquipmentSlot::Weapon,
                    swapped: None,
                },
                "You equip the Sword (+5 attack).",
            ),
            (
                Message::Equipped {
                    item: ItemKind::Shield,
                    bonus: 2,
                    slot: EquipmentSlot::Armor,
                    swapped: Some(ItemKind::Shield),
                },
                "You equip the Shield (+2 armor). The Shield goes back in your pack.",
            ),
            (Message::Text { text: "Old {words}".into() }, "Old {words}"),
        ];
        for (message, text) in cases {
            assert_eq!(english(&message), text);
        }
    }

    #[test]
    fn every_message_has_an_english_template() {
        let en = Locale::english();
        for key in en.keys() {
            assert!(!en.messages[key].is_empty(), "{key}");
        }
        let all = [
            "hit",
            "defeated",
            "level_reached",
            "hit_by",
            "killed_by",
            "mimic_revealed",
            "split",
            "picked_up",
            "pack_full",
            "dropped",
            "nothing_to_drop",
            "empty_slot",
            "equipped",
            "equipped_swapped",
            "already_healthy",
            "ate",
            "must_equip",
            "descended",
            "ascended",
            "no_passage",
            "is_treasure",
            "goal_met",
            "out_of_moves",
            "text",
        ];
        for key in all {
            assert!(en.messages.contains_key(key), "en.json lacks `{key}`");
        }
    }

    #[test]
    fn every_phrase_has_english_words() {
        let en = Locale::english();
        for key in PHRASE_KEYS {
            assert!(en.phrases.get(*key).is_some_and(|p| !p.is_empty()), "en.json lacks `{key}`");
        }
        assert_eq!(en.phrase("run_seed", &[("seed", "42")]), "Seed 42");
        assert_eq!(en.phrase("no_such_phrase", &[]), "no_such_phrase");
    }

    #[test]
    fn fill_leaves_unclosed_braces() {
        assert_eq!(fill("a {x} b {y", |n| n.to_uppercase()), "a X b {y");
    }
}
