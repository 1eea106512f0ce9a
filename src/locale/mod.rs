//! The locale: the words for typed messages and names, read from a table per
//! language (`assets/locale/*.json`; the page's wasm carries none: it
//! fetches English at start and another language when shown). A message becomes text only
//! when it is shown, so rewording one never changes a save or a replay.
//! Phrases word what is not a message: a looked-at cell (`look`), the guide
//! to creatures and items (`guide`), the end of a run, the surroundings
//! read aloud (`read_surroundings`) and what a screen reader is told.

mod goal;
mod guide;
mod languages;
mod look;
mod plural;
mod surroundings;
mod template;
mod words;

pub use goal::{goal_left, goal_status, goal_text};
pub use guide::{guide, guide_line, GuideEntry};
pub use languages::{
    choose_language, current_language, languages, missing_table, missing_tables, provide,
    set_language, table_is_in, table_unavailable, Language, LanguageChoice, ProvideError,
    STORAGE_KEY,
};
pub use look::describe;
pub use plural::{PluralCategory, PluralRule};
pub use surroundings::read_surroundings;
pub use template::Arg;
pub use words::{list_or, Words};

use crate::game::Message;
use serde_json::Value;
use std::collections::BTreeMap;
use template::Fill;

/// One language's table.
#[derive(Clone, Debug, PartialEq, Eq, crate::json::FromJson)]
pub struct Locale {
    /// The language's own name for itself.
    pub language: String,
    /// How the language picks a plural form (`"one_other"` when left out).
    #[json(default)]
    pub plurals: PluralRule,
    /// Message templates by the message's tag; `{field}` is replaced by the
    /// message's field of that name (the template language is described in
    /// `template.rs`).
    pub messages: BTreeMap<String, String>,
    /// Display names of kinds and statistics, by their file names: a plain
    /// string, or the forms a sentence may ask for (`{"nom": …, "acc": …,
    /// "gender": "m"}`).
    pub names: BTreeMap<String, Name>,
    /// The interface's phrases by key; `{field}` is replaced by the argument
    /// of that name.
    #[json(default)]
    pub phrases: BTreeMap<String, String>,
}

/// A display name: one string, or its grammatical forms by name (`nom`,
/// `acc`, `gen`, `dat`, `ins`, `pre`, `gen_pl`…) with an optional `gender`
/// (`m`, `f`, `n`) that `select` templates read.
#[derive(Clone, Debug, PartialEq, Eq, crate::json::FromJson)]
#[json(untagged)]
pub enum Name {
    /// The same word in every sentence.
    Plain(String),
    /// Forms by name; `nom` is the one shown when no form is asked for.
    Forms(BTreeMap<String, String>),
}

impl Name {
    /// The form `form` (the basic form when `form` is empty or missing).
    pub fn form(&self, form: &str) -> &str {
        match self {
            Name::Plain(word) => word,
            Name::Forms(forms) => {
                forms.get(form).or_else(|| forms.get("nom")).map_or("", String::as_str)
            }
        }
    }

    /// The grammatical gender, when the table gives one.
    pub fn gender(&self) -> Option<&str> {
        match self {
            Name::Plain(_) => None,
            Name::Forms(forms) => forms.get("gender").map(String::as_str),
        }
    }
}

impl Locale {
    /// The English table, parsed once; in the page, an empty table (its
    /// phrases show as their keys) until English's is fetched.
    pub fn english() -> &'static Locale {
        languages::english()
    }

    /// A table from its JSON text (tests reword messages with this).
    pub fn from_json(text: &str) -> Result<Locale, crate::json::Error> {
        crate::json::from_str(text)
    }

    /// The display name of a kind or statistic (`GoldenApple` → "Golden
    /// Apple"); unknown names are shown as they are.
    pub fn name<'a>(&'a self, name: &'a str) -> &'a str {
        self.names.get(name).map_or(name, |n| n.form(""))
    }

    /// The message in words. The template is the one named by the message's
    /// tag, with `_FIELD` appended for each optional field present (so
    /// `equipped` with a `swapped` item uses `equipped_swapped`). A message's
    /// text fields are names of kinds (only `text` is shown as it is).
    pub fn message(&self, message: &Message) -> String {
        let value = crate::json::to_value(message);
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
        let args: Vec<(&str, Arg<'_>)> = fields
            .iter()
            .filter(|(field, _)| field.as_str() != "says")
            .map(|(field, value)| {
                let arg = match value {
                    Value::String(s) if field == "text" => Arg::from(s),
                    Value::String(s) => Arg::Name(s),
                    Value::Number(n) => {
                        n.as_i64().map_or_else(|| Arg::from(n.to_string()), Arg::Number)
                    }
                    other => Arg::from(crate::json::to_string(other)),
                };
                (field.as_str(), arg)
            })
            .collect();
        self.fill(template, &args)
    }

    /// The phrase `key` with its `{field}`s filled from `args`; a missing
    /// phrase is shown as its key, so a gap in a table is seen, not hidden.
    pub fn phrase(&self, key: &str, args: &[(&str, &str)]) -> String {
        let args: Vec<(&str, Arg<'_>)> = args.iter().map(|(k, v)| (*k, Arg::from(*v))).collect();
        self.phrase_with(key, &args)
    }

    /// The phrase `key` with typed arguments (names that take forms,
    /// numbers that pick plurals).
    pub fn phrase_with(&self, key: &str, args: &[(&str, Arg<'_>)]) -> String {
        match self.phrases.get(key) {
            Some(template) => self.fill(template, args),
            None => key.to_owned(),
        }
    }

    /// `template` in this table's language.
    pub fn fill(&self, template: &str, args: &[(&str, Arg<'_>)]) -> String {
        Fill { plurals: self.plurals, names: &self.names, args }.format(template)
    }

    /// A built-in world's name (`world_name_ID`); a name the table lacks
    /// is shown as it is.
    pub fn world_name(&self, id: &str) -> String {
        let key = format!("world_name_{id}");
        match self.phrases.get(&key) {
            Some(template) => self.fill(template, &[]),
            None => id.to_owned(),
        }
    }

    /// Every template key a message can need; tests check each table has them.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.messages.keys().map(String::as_str)
    }
}

/// Fields that are left out of a message when absent, and pick a template.
const OPTIONAL_FIELDS: &[&str] = &["swapped"];

/// The message in English as this version words it. Version-1 replays
/// hashed these words, so their checksum uses this and nothing else.
pub fn english(message: &Message) -> String {
    Locale::english().message(message)
}

/// Shows text on this thread in `locale` from now on (`None`: the chosen
/// language's own table). Tests reword messages with it; saves, checksums
/// and replays never read it.
pub fn use_locale(locale: Option<Locale>) {
    languages::use_custom(locale);
}

/// Runs `f` with this thread's current table (the words of [`Words`] values
/// built from several pieces).
pub fn with_current<R>(f: impl FnOnce(&Locale) -> R) -> R {
    languages::with_current(f)
}

/// The message in the words of this thread's current language.
pub fn text(message: &Message) -> String {
    languages::with_current(|locale| locale.message(message))
}

/// The phrase `key` in this thread's current language (see
/// [`Locale::phrase`]); a phrase the language lacks is taken from English.
pub fn phrase(key: &str, args: &[(&str, &str)]) -> String {
    let args: Vec<(&str, Arg<'_>)> = args.iter().map(|(k, v)| (*k, Arg::from(*v))).collect();
    phrase_with(key, &args)
}

/// The phrase `key` as [`phrase`] words it, or `None` when no table in has
/// it (the page before English's table is fetched): for words that must
/// not come out as a bare key, a panic's.
pub fn phrase_if_known(key: &str, args: &[(&str, &str)]) -> Option<String> {
    let known = languages::with_current(|locale| locale.phrases.contains_key(key))
        || Locale::english().phrases.contains_key(key);
    known.then(|| phrase(key, args))
}

/// The phrase `key` with typed arguments, in this thread's current language.
pub fn phrase_with(key: &str, args: &[(&str, Arg<'_>)]) -> String {
    languages::with_current(|locale| match locale.phrases.get(key) {
        Some(template) => locale.fill(template, args),
        None => Locale::english().phrase_with(key, args),
    })
}

/// The display name of a kind or statistic in this thread's current language.
pub fn name(name: &str) -> String {
    languages::with_current(|locale| locale.name(name).to_owned())
}

/// A built-in world's name in the current language (`world_name_ID`); a
/// name no table knows is shown as it is, as the id it is.
pub fn world_name(id: &str) -> String {
    languages::with_current(|locale| locale.world_name(id))
}

/// Where a game's world came from, in words ("seed 42", "world demo").
pub fn source(source: &crate::game::SourceRecord) -> String {
    use crate::game::SourceRecord;
    match source {
        SourceRecord::Descent { seed, .. } | SourceRecord::Random { seed } => {
            phrase_with("source_seed", &[("seed", (*seed).into())])
        }
        SourceRecord::Builtin { name } => phrase("source_world", &[("name", &world_name(name))]),
        SourceRecord::File { name, .. } => phrase("source_file", &[("name", name)]),
        SourceRecord::Dungeon(dungeon) => phrase("source_dungeon", &[("name", &dungeon.name)]),
        SourceRecord::Labyrinth { name, .. } => phrase("source_labyrinth", &[("name", name)]),
        SourceRecord::Byow { name, .. } => phrase("source_byow", &[("name", name)]),
    }
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
    "look_fleeing",
    "look_healing",
    "look_heals_when_left",
    "look_copy",
    "hud_on_exit",
    "hud_on_stairs_down",
    "hud_on_stairs_up",
    "blows",
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
    "ending_stuck",
    "ending_won",
    "killed_by",
    "killed_by_nothing",
    "out_of_moves_reason",
    "stuck_reason",
    "won_reason",
    "run_numbers",
    "run_seed",
    "run_world",
    "run_carried",
    "run_carried_several",
    "run_carried_nothing",
    "around_underfoot_floor",
    "around_underfoot",
    "around_health",
    "around_nothing_in_view",
    "around_in_view",
    "around_more",
    "around_walls",
    "around_goal",
    "around_goal_met",
    "around_creature",
    "around_thing",
    "thing_stairs_down",
    "thing_stairs_up",
    "thing_exit",
    "thing_entrance",
    "thing_wormhole",
    "place_both",
    "place_here",
    "place_cells_one",
    "place_cells_many",
    "direction_north",
    "direction_south",
    "direction_east",
    "direction_west",
    "menu_position",
    "news_dungeon_won",
    "news_dungeon_lost",
    "news_dungeon_tick",
    "news_byow_seed",
    "news_byow_health",
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
    "options_language",
    "action_surroundings",
    "tui_quit_hint",
    "help_surroundings",
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
    "killed_by_own_bomb",
    "scores_killed_by_own_bomb",
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::EquipmentSlot;
    use crate::game::{ItemKind, MobKind};
    use std::collections::BTreeSet;

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
            "battle",
            "fell_into_wormhole",
            "stuck",
            "text",
        ];
        for key in all {
            assert!(en.messages.contains_key(key), "en.json lacks `{key}`");
        }
    }

    /// The fields a template fills (`{name}`, `{name:form}`, `{name, …}`),
    /// wherever they stand.
    fn fields(template: &str) -> BTreeSet<&str> {
        let mut out = BTreeSet::new();
        for (at, _) in template.match_indices('{') {
            let rest = &template[at + 1..];
            let end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(0);
            let field = &rest[..end];
            if !field.is_empty() && rest[end..].starts_with(['}', ':', ',']) {
                out.insert(field);
            }
        }
        out
    }

    fn same_keys<V>(what: &str, a: &BTreeMap<String, V>, b: &BTreeMap<String, V>, code: &str) {
        let missing: Vec<&String> = a.keys().filter(|k| !b.contains_key(*k)).collect();
        let extra: Vec<&String> = b.keys().filter(|k| !a.contains_key(*k)).collect();
        assert!(missing.is_empty(), "{code}.json lacks these {what} of en.json: {missing:?}");
        assert!(extra.is_empty(), "{code}.json has {what} en.json lacks: {extra:?}");
    }

    #[test]
    fn every_table_has_every_english_key_with_the_same_fields() {
        let en = Locale::english();
        for language in languages() {
            let table = languages::builtin(language.code).expect("listed");
            let code = language.code;
            same_keys("messages", &en.messages, &table.messages, code);
            same_keys("phrases", &en.phrases, &table.phrases, code);
            same_keys("names", &en.names, &table.names, code);
            let pairs = [(&en.messages, &table.messages), (&en.phrases, &table.phrases)];
            for (english, theirs) in pairs {
                for (key, template) in english {
                    let theirs = &theirs[key];
                    assert_eq!(fields(template), fields(theirs), "{code}.json `{key}`: {theirs}");
                }
            }
        }
    }

    #[test]
    fn russian_names_take_case_and_count() {
        let ru = languages::builtin("ru").expect("Russian is built in");
        let hit = Message::Hit { target: MobKind::Robot, damage: 3 };
        assert_eq!(ru.message(&hit), "Вы бьёте Робота: урон 3.");
        let revealed = Message::MimicRevealed { disguise: ItemKind::GoldenApple };
        assert_eq!(ru.message(&revealed), "Золотое яблоко оказалось Мимиком!");
        let robots = "{n} {n, plural, one {{kind}} few {{kind:gen}} many {{kind:gen_pl}} other {{kind:gen}}}";
        let counted: Vec<String> = [1, 2, 5, 21, 11, 12, 111, 0, 22]
            .iter()
            .map(|n| ru.fill(robots, &[("n", Arg::Number(*n)), ("kind", Arg::Name("Robot"))]))
            .collect();
        assert_eq!(
            counted,
            [
                "1 Робот",
                "2 Робота",
                "5 Роботов",
                "21 Робот",
                "11 Роботов",
                "12 Роботов",
                "111 Роботов",
                "0 Роботов",
                "22 Робота"
            ]
        );
        assert_eq!(ru.phrase_with("blows", &[("n", Arg::Number(3))]), "3 удара");
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
}
