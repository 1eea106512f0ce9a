//! The guides the help (`?`) shows beside the keys in the modes whose
//! worlds are no seed-000 worlds: what a Dungeon Mania dungeon holds, with
//! the numbers of the config it is played with; what a blind labyrinth
//! holds; what a Build Your Own World world holds. Each entry is one phrase
//! of the locale, `TITLE: DETAIL`.

use crate::dungeon::{config_of, Config};
use crate::game::DungeonSource;
use crate::locale::{guide_line, phrase, phrase_with, Arg, GuideEntry};

/// A dungeon's guide, by the numbers of its config (the default config's
/// when its own does not read).
pub fn dungeon_guide(source: &DungeonSource) -> Vec<GuideEntry> {
    let c = config_of(source).unwrap_or_else(|_| Config::default_config());
    let name = |kind: &'static str| Arg::Name(kind);
    let num = |n: u32| Arg::Number(i64::from(n));
    let points = |p: crate::game::Points| Arg::Text(p.to_string().into());
    let lines = [
        phrase_with(
            "guide_dm_spider",
            &[
                ("name", name("dungeon_spider")),
                ("health", points(c.spider_health)),
                ("attack", points(c.spider_attack)),
                ("rate", num(c.spider_spawn_rate)),
            ],
        ),
        phrase_with(
            "guide_dm_zombie_toast",
            &[
                ("name", name("dungeon_zombie_toast")),
                ("health", points(c.zombie_health)),
                ("attack", points(c.zombie_attack)),
                ("rate", num(c.zombie_spawn_rate)),
            ],
        ),
        phrase_with(
            "guide_dm_mercenary",
            &[
                ("name", name("dungeon_mercenary")),
                ("health", points(c.mercenary_health)),
                ("attack", points(c.mercenary_attack)),
                ("amount", num(c.bribe_amount)),
                ("radius", num(c.bribe_radius)),
                ("ally_attack", points(c.ally_attack)),
                ("ally_defence", points(c.ally_defence)),
            ],
        ),
        phrase_with(
            "guide_dm_sword",
            &[
                ("name", name("dungeon_sword")),
                ("attack", points(c.sword_attack)),
                ("durability", num(c.sword_durability)),
            ],
        ),
        phrase_with(
            "guide_dm_bow",
            &[("name", name("dungeon_bow")), ("durability", num(c.bow_durability))],
        ),
        phrase_with(
            "guide_dm_shield",
            &[
                ("name", name("dungeon_shield")),
                ("defence", points(c.shield_defence)),
                ("durability", num(c.shield_durability)),
            ],
        ),
        phrase_with(
            "guide_dm_invincibility_potion",
            &[
                ("name", name("dungeon_invincibility_potion")),
                ("duration", num(c.invincibility_potion_duration)),
            ],
        ),
        phrase_with(
            "guide_dm_invisibility_potion",
            &[
                ("name", name("dungeon_invisibility_potion")),
                ("duration", num(c.invisibility_potion_duration)),
            ],
        ),
        phrase_with(
            "guide_dm_bomb",
            &[("name", name("dungeon_bomb")), ("radius", num(c.bomb_radius))],
        ),
        phrase_with("guide_dm_key", &[("name", name("dungeon_key"))]),
        phrase_with("guide_dm_treasure", &[("name", name("dungeon_treasure"))]),
        phrase_with(
            "guide_dm_materials",
            &[("wood", name("dungeon_wood")), ("arrow", name("dungeon_arrow"))],
        ),
        phrase_with("guide_dm_boulder", &[("name", name("dungeon_boulder"))]),
        phrase_with("guide_dm_switch", &[("name", name("dungeon_switch"))]),
        phrase_with("guide_dm_portal", &[("name", name("dungeon_portal"))]),
        phrase_with("guide_dm_swamp", &[("name", name("dungeon_swamp_tile"))]),
        phrase_with("guide_dm_spawner", &[("name", name("dungeon_zombie_toast_spawner"))]),
    ];
    lines.iter().map(|line| guide_line(line)).collect()
}

/// A blind labyrinth's guide.
pub fn labyrinth_guide() -> Vec<GuideEntry> {
    let keys = [
        "guide_labyrinth_blind",
        "guide_labyrinth_treasure",
        "guide_labyrinth_wormholes",
        "guide_labyrinth_exit",
    ];
    keys.iter().map(|key| guide_line(&phrase(key, &[]))).collect()
}

/// A Build Your Own World world's guide.
pub fn byow_guide() -> Vec<GuideEntry> {
    let keys = ["guide_byow_spirit", "guide_byow_faint", "guide_byow_door"];
    keys.iter().map(|key| guide_line(&phrase(key, &[]))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::FileText;

    #[test]
    fn a_dungeons_guide_has_its_configs_numbers_and_no_seed_000_creature() {
        let config = r#"{"spider_health": 17, "spider_attack": 4, "bomb_radius": 3}"#;
        let source = DungeonSource {
            name: "d.json".into(),
            text: String::new(),
            config: Some(FileText { name: "c.json".into(), text: config.into() }),
            untimed_build: false,
        };
        let guide = dungeon_guide(&source);
        assert_eq!(guide[0].title, "Spider");
        assert!(guide[0].detail.starts_with("health 17, attack 4;"), "{:?}", guide[0]);
        assert!(guide.iter().any(|e| e.title == "Bomb" && e.detail.contains("within 3 cells")));
        let seed_000 = crate::locale::guide();
        assert!(guide.iter().all(|e| !seed_000.iter().any(|s| s.title == e.title)));
        assert!(guide.iter().all(|e| !e.detail.is_empty() && !e.detail.contains('{')));
    }

    #[test]
    fn the_labyrinths_and_byows_guides_have_a_title_and_a_detail_each() {
        for entry in labyrinth_guide().into_iter().chain(byow_guide()) {
            assert!(!entry.title.is_empty() && !entry.detail.is_empty(), "{entry:?}");
            assert!(entry.title.chars().next().is_some_and(char::is_uppercase), "{entry:?}");
        }
    }
}
