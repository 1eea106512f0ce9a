//! Milestone 3's bosses and the sun stone's kin (spec §3.3.1, §3.4.1,
//! §3.5.1): the assassin (its bribe, its attack, its sight of an invisible
//! player), the hydra (its regrowth, its movement, its spawning), the sun
//! stone (treasure, doors, never a bribe), the sceptre (recipes, mind
//! control for a while) and midnight armour (recipe, bonuses, no wear),
//! each on a tiny dungeon written here; mind control survives a save.

use super::support::*;
use crate::dungeon::Dungeon;
use crate::game::{Game, GameRecord};

/// A corridor: the player at 0, treasure at 1, an assassin at 5, walls
/// around.
const ASSASSIN: &str = r#"[{"type": "player", "x": 0, "y": 0}, {"type": "treasure", "x": 1, "y": 0},
    {"type": "assassin", "x": 5, "y": 0}, {"type": "wall", "x": -1, "y": 0}, {"type": "wall", "x": 6, "y": 0},
    {"type": "wall", "x": 0, "y": 1}, {"type": "wall", "x": 1, "y": 1}, {"type": "wall", "x": 2, "y": 1},
    {"type": "wall", "x": 3, "y": 1}, {"type": "wall", "x": 4, "y": 1}, {"type": "wall", "x": 5, "y": 1},
    {"type": "wall", "x": 0, "y": -1}, {"type": "wall", "x": 1, "y": -1}, {"type": "wall", "x": 2, "y": -1},
    {"type": "wall", "x": 3, "y": -1}, {"type": "wall", "x": 4, "y": -1}, {"type": "wall", "x": 5, "y": -1}]"#;

fn interactable(d: &Dungeon, type_name: &str) -> bool {
    let response = d.response();
    let all = response["entities"].as_array().cloned().unwrap_or_default();
    all.iter().any(|e| e["type"] == type_name && e["interactable"] == true)
}

/// The game through its saved record and back.
fn round_trip(d: &Dungeon) -> Dungeon {
    let json = serde_json::to_string(&d.game().to_record()).expect("the record serialises");
    let record: GameRecord = crate::json::from_str(&json).expect("the record deserialises");
    Dungeon::of_game(Game::from_record(&record).expect("it restores")).expect("a dungeon")
}

#[test]
fn an_assassins_bribe_fails_at_rate_1_spending_the_gold_and_succeeds_at_rate_0() {
    for (rate, becomes_ally) in [(1.0, false), (0.0, true)] {
        let numbers = [
            ("assassin_bribe_fail_rate", rate),
            ("assassin_bribe_amount", 1.0),
            ("bribe_radius", 3.0),
        ];
        let mut d = dungeon_with(ASSASSIN, r#"{"goal": "exit"}"#, &config(&numbers));
        play(&mut d, "right");
        assert_eq!(inventory(&d), ["treasure"]);
        assert_eq!(cells_of(&d, "assassin"), [(4, 0)]);
        play(&mut d, "interact:4;0");
        assert!(inventory(&d).is_empty(), "rate {rate}: the gold is spent either way");
        assert_eq!(interactable(&d, "assassin"), !becomes_ally, "rate {rate}");
    }
}

#[test]
fn an_assassins_bribe_costs_its_own_amount_and_the_sun_stone_never_pays() {
    let numbers = [("assassin_bribe_amount", 2.0), ("bribe_amount", 1.0), ("bribe_radius", 3.0)];
    let mut d = dungeon_with(ASSASSIN, r#"{"goal": "exit"}"#, &config(&numbers));
    play(&mut d, "right");
    let error = refused(&mut d, "interact:4,0");
    assert!(error.to_string().contains('2'), "{error}");
    let stones = ASSASSIN.replace(r#""treasure""#, r#""sun_stone""#);
    let mut d = dungeon_with(&stones, r#"{"goal": "exit"}"#, &config(&numbers[2..]));
    play(&mut d, "right");
    assert_eq!(inventory(&d), ["sun_stone"]);
    refused(&mut d, "interact:4,0");
}

#[test]
fn an_assassin_hits_with_its_own_attack() {
    let numbers = [("assassin_attack", 20.0), ("assassin_health", 1.0), ("player_health", 10.0)];
    let mut d = dungeon_with(ASSASSIN, r#"{"goal": "exit"}"#, &config(&numbers));
    play(&mut d, "right, right");
    assert!(battles(&d).is_empty());
    play(&mut d, "right");
    let fought = battles(&d);
    assert_eq!(fought.len(), 1);
    assert_eq!(fought[0]["enemy"], "assassin");
    assert_eq!(fought[0]["rounds"][0]["delta_player_health"], -2, "20 / 10");
}

#[test]
fn an_assassin_sees_an_invisible_player_within_its_recon_radius_only() {
    // Open ground: the boss 3 cells right of the player, who drinks (the
    // boss keeps pace, 3 away, while the player fetches the potion).
    let open = r#"{"entities": [{"type": "player", "x": 0, "y": 0},
        {"type": "invisibility_potion", "x": 0, "y": 0}, {"type": "assassin", "x": 3, "y": 0}],
        "goal-condition": {"goal": "exit"}}"#;
    let run = |radius: f64, seed: u64| {
        let numbers = [("assassin_recon_radius", radius), ("invisibility_potion_duration", 9.0)];
        let mut d = Dungeon::load(open, &config(&numbers), seed).expect("it loads");
        play(&mut d, "up, down");
        assert_eq!(inventory(&d), ["invisibility_potion"]);
        assert_eq!(cells_of(&d, "assassin"), [(3, 0)]);
        play(&mut d, "use:invisibility_potion");
        cells_of(&d, "assassin")[0]
    };
    for seed in 0..8 {
        assert_eq!(run(3.0, seed), (2, 0), "within the radius it hunts the unseen player");
    }
    let wandered: Vec<(i64, i64)> = (0..8).map(|seed| run(2.0, seed)).collect();
    assert!(wandered.iter().all(|&(x, y)| (x - 3).abs() + y.abs() == 1), "{wandered:?}");
    assert!(wandered.iter().any(|&cell| cell != (2, 0)), "beyond it, it wanders: {wandered:?}");
}

/// A hydra boxed in on one cell beside the player's.
const HYDRA: &str = r#"[{"type": "player", "x": 0, "y": 0}, {"type": "hydra", "x": 1, "y": 0},
    {"type": "wall", "x": 2, "y": 0}, {"type": "wall", "x": 1, "y": 1}, {"type": "wall", "x": 1, "y": -1},
    {"type": "wall", "x": -1, "y": 0}, {"type": "wall", "x": 0, "y": 1}, {"type": "wall", "x": 0, "y": -1}]"#;

#[test]
fn a_hydra_always_grows_at_rate_1_and_never_at_rate_0() {
    let base = [
        ("hydra_health", 4.0),
        ("hydra_attack", 10.0),
        ("hydra_health_increase_amount", 3.0),
        ("player_attack", 10.0),
        ("player_health", 5.0),
    ];
    let with = |rate: f64| {
        let mut numbers = base.to_vec();
        numbers.push(("hydra_health_increase_rate", rate));
        let mut d = dungeon_with(HYDRA, r#"{"goal": "exit"}"#, &config(&numbers));
        play(&mut d, "right");
        battles(&d)
    };
    let grows = with(1.0);
    assert_eq!(grows[0]["enemy"], "hydra");
    let rounds = grows[0]["rounds"].as_array().cloned().unwrap_or_default();
    assert_eq!(rounds.len(), 5, "the player, losing 1 a round, dies in 5");
    assert!(rounds.iter().all(|r| r["delta_enemy_health"] == 3), "{rounds:?}");
    let falls = with(0.0);
    let rounds = falls[0]["rounds"].as_array().cloned().unwrap_or_default();
    assert_eq!(rounds.len(), 2, "4 health, 2 a blow");
    assert!(rounds.iter().all(|r| r["delta_enemy_health"] == -2), "{rounds:?}");
}

#[test]
fn a_hydra_wanders_like_a_zombie_and_spawns_only_when_the_config_asks() {
    let room = r#"[{"type": "player", "x": 0, "y": 0}, {"type": "hydra", "x": 5, "y": 5}]"#;
    let mut d = dungeon_with(room, r#"{"goal": "exit"}"#, &config(&[]));
    play(&mut d, "up");
    let at = cells_of(&d, "hydra")[0];
    assert_eq!((at.0 - 5).abs() + (at.1 - 5).abs(), 1, "one random step: {at:?}");
    let walls = r#"[{"type": "player", "x": 0, "y": 0}, {"type": "wall", "x": 4, "y": 4}]"#;
    let mut never = dungeon_with(walls, r#"{"goal": "exit"}"#, &config(&[]));
    let mut every_2 =
        dungeon_with(walls, r#"{"goal": "exit"}"#, &config(&[("hydra_spawn_rate", 2.0)]));
    for d in [&mut never, &mut every_2] {
        play(d, "up, down, up, down");
    }
    assert!(cells_of(&never, "hydra").is_empty());
    assert_eq!(cells_of(&every_2, "hydra").len(), 2, "on ticks 2 and 4");
}

#[test]
fn a_sun_stone_is_treasure_opens_any_door_and_is_kept() {
    let doors = r#"[{"type": "player", "x": 0, "y": 0}, {"type": "sun_stone", "x": 1, "y": 0},
        {"type": "door", "x": 2, "y": 0, "key": 7}, {"type": "door", "x": 3, "y": 0, "key": 8},
        {"type": "exit", "x": 4, "y": 0}]"#;
    let goal = r#"{"goal": "AND", "subgoals": [{"goal": "treasure"}, {"goal": "exit"}]}"#;
    let mut d = dungeon_with(doors, goal, &config(&[("treasure_goal", 1.0)]));
    play(&mut d, "right");
    assert_eq!(d.goals_text(), ":exit", "the sun stone counts as treasure");
    play(&mut d, "right, right");
    assert_eq!(player_at(&d), (3, 0), "both doors open");
    assert_eq!(types_at(&d, 2, 0), ["door_open"]);
    assert_eq!(inventory(&d), ["sun_stone"], "kept after every door");
    play(&mut d, "right");
    assert!(d.is_won());
}

#[test]
fn a_key_that_fits_is_used_before_a_sun_stone() {
    let doors = r#"[{"type": "player", "x": 0, "y": 0}, {"type": "sun_stone", "x": 1, "y": 0},
        {"type": "key", "x": 2, "y": 0, "key": 1}, {"type": "door", "x": 3, "y": 0, "key": 1}]"#;
    let mut d = dungeon(doors);
    play(&mut d, "right, right, right");
    assert_eq!(inventory(&d), ["sun_stone"]);
}

/// Materials on the player's cell, picked up by a step away and back.
fn holding(items: &[&str], extra: &str) -> Dungeon {
    let mut entities = vec![r#"{"type": "player", "x": 0, "y": 0}"#.to_owned()];
    for item in items {
        let key = if *item == "key" { r#", "key": 1"# } else { "" };
        entities.push(format!(r#"{{"type": "{item}", "x": 0, "y": 1{key}}}"#));
    }
    if !extra.is_empty() {
        entities.push(extra.to_owned());
    }
    let mut d = dungeon(&format!("[{}]", entities.join(", ")));
    play(&mut d, "down");
    d
}

#[test]
fn a_sceptre_takes_wood_or_arrows_treasure_or_a_key_and_a_sun_stone() {
    let d = holding(&["wood", "treasure"], "");
    assert!(d.buildables().is_empty(), "no sun stone");
    let mut d = holding(&["wood", "treasure", "sun_stone"], "");
    assert_eq!(d.response()["buildables"], crate::json_value!(["sceptre"]));
    play(&mut d, "build:sceptre");
    assert_eq!(inventory(&d), ["sceptre"]);
    let mut d = holding(&["arrow", "arrow", "key", "sun_stone"], "");
    play(&mut d, "build:sceptre");
    assert_eq!(inventory(&d), ["sceptre"]);
    let mut d = holding(&["arrow", "sun_stone"], "");
    let error = refused(&mut d, "build:sceptre");
    assert!(error.to_string().contains("sceptre"), "{error}");
}

#[test]
fn a_sun_stone_standing_in_for_treasure_or_a_key_is_kept() {
    let mut d = holding(&["wood", "sun_stone", "sun_stone"], "");
    play(&mut d, "build:sceptre");
    assert_eq!(inventory(&d), ["sun_stone", "sceptre"], "one used, one stood in");
    let mut d = holding(&["wood", "wood", "sun_stone"], "");
    play(&mut d, "build:shield");
    assert_eq!(inventory(&d), ["sun_stone", "shield"]);
}

#[test]
fn midnight_armour_needs_a_sword_a_sun_stone_and_no_zombie() {
    let zombie = r#"{"type": "zombie_toast", "x": 9, "y": 9}"#;
    let mut d = holding(&["sword", "sun_stone"], zombie);
    assert!(d.buildables().is_empty());
    let error = refused(&mut d, "build:midnight_armour");
    assert!(error.to_string().contains("zombie"), "{error}");
    let hydra = r#"{"type": "hydra", "x": 9, "y": 9}"#;
    let mut d = holding(&["sword", "sun_stone"], hydra);
    play(&mut d, "build:midnight_armour");
    assert_eq!(inventory(&d), ["midnight_armour"], "a hydra is no zombie");
}

#[test]
fn midnight_armour_adds_attack_and_defence_and_never_wears_out() {
    let spiders = r#"{"type": "spider", "x": 1, "y": 1}"#;
    let numbers = [
        ("midnight_armour_attack", 5.0),
        ("midnight_armour_defence", 3.0),
        ("spider_attack", 5.0),
        ("spider_health", 100.0),
        ("player_attack", 5.0),
        ("player_health", 100.0),
    ];
    // The spider circles its cell (1, 1), through the player's (0, 1),
    // where the player stays by walking into a wall.
    let text = format!(
        r#"[{{"type": "player", "x": 0, "y": 0}}, {{"type": "sword", "x": 0, "y": 1}},
            {{"type": "sun_stone", "x": 0, "y": 1}}, {{"type": "wall", "x": -1, "y": 1}}, {spiders}]"#
    );
    let mut d = dungeon_with(&text, r#"{"goal": "exit"}"#, &config(&numbers));
    play(&mut d, "down, build:midnight_armour");
    assert_eq!(inventory(&d), ["midnight_armour"]);
    for _ in 0..8 {
        if battles(&d).is_empty() {
            play(&mut d, "left");
        }
    }
    let fought = battles(&d);
    assert!(!fought.is_empty(), "the spider was met");
    let round = &fought[0]["rounds"][0];
    assert_eq!(round["delta_enemy_health"], -2, "(5 + 5) / 5");
    assert_eq!(round["delta_player_health"], -0.2, "(5 - 3) / 10");
    assert_eq!(round["weapons"][0]["type"], "midnight_armour");
    assert_eq!(inventory(&d), ["midnight_armour"], "it never wears out");
}

/// A mercenary far down a corridor; a sceptre's materials on the player's cell.
const CONTROL: &str = r#"[{"type": "player", "x": 0, "y": 0}, {"type": "wood", "x": 0, "y": 0},
    {"type": "treasure", "x": 0, "y": 0}, {"type": "treasure", "x": 0, "y": 0},
    {"type": "sun_stone", "x": 0, "y": 0}, {"type": "mercenary", "x": 9, "y": 0}, {"type": "wall", "x": -1, "y": 0}]"#;

#[test]
fn a_sceptre_takes_a_mercenarys_mind_at_any_distance_for_its_duration() {
    let mut d =
        dungeon_with(CONTROL, r#"{"goal": "exit"}"#, &config(&[("mind_control_duration", 3.0)]));
    play(&mut d, "right, left, build:sceptre");
    let (x, y) = cells_of(&d, "mercenary")[0];
    assert!(x > 2, "out of the bribe's reach from 0: {x}");
    play(&mut d, &format!("interact:{x};{y}"));
    assert!(!interactable(&d, "mercenary"), "an ally for now");
    assert_eq!(inventory(&d), ["treasure", "sceptre"], "the sceptre is kept, no treasure spent");
    play(&mut d, "up");
    assert!(!interactable(&d, "mercenary"), "the second tick of three");
    play(&mut d, "down");
    assert!(interactable(&d, "mercenary"), "hostile again after the third");
}

#[test]
fn mind_control_left_survives_a_save_and_goes_on_the_same() {
    let mut d =
        dungeon_with(CONTROL, r#"{"goal": "exit"}"#, &config(&[("mind_control_duration", 4.0)]));
    play(&mut d, "right, left, build:sceptre");
    let (x, y) = cells_of(&d, "mercenary")[0];
    play(&mut d, &format!("interact:{x};{y}, up"));
    let mut back = round_trip(&d);
    assert_eq!(back.checksum(), d.checksum());
    for action in ["down", "up", "down", "up"] {
        play(&mut d, action);
        play(&mut back, action);
        assert_eq!(back.response(), d.response());
        assert_eq!(back.checksum(), d.checksum());
    }
    assert!(interactable(&back, "mercenary"), "the control ran out in the copy too");
}

/// What the page hears of `actions` played on `d`: the happenings of each.
fn heard(d: &mut Dungeon, actions: &str) -> Vec<crate::dungeon::Happening> {
    let mut all = Vec::new();
    for text in actions.split(',') {
        let action: crate::dungeon::Action =
            text.trim().replace(';', ",").parse().expect("well formed");
        let before = crate::dungeon::Tally::of(d);
        d.apply(action).expect("accepted");
        all.extend(crate::dungeon::happenings(action, &before, d));
    }
    all
}

#[test]
fn a_failed_bribe_and_a_mind_taken_are_heard_as_such() {
    use crate::dungeon::Happening as H;
    for (rate, expected) in [(1.0, H::BribeFailed), (0.0, H::Bribed)] {
        let numbers = [
            ("assassin_bribe_fail_rate", rate),
            ("assassin_bribe_amount", 1.0),
            ("bribe_radius", 3.0),
        ];
        let mut d = dungeon_with(ASSASSIN, r#"{"goal": "exit"}"#, &config(&numbers));
        play(&mut d, "right");
        assert_eq!(heard(&mut d, "interact:4;0"), [expected], "rate {rate}");
    }
    let mut d =
        dungeon_with(CONTROL, r#"{"goal": "exit"}"#, &config(&[("mind_control_duration", 3.0)]));
    play(&mut d, "right, left, build:sceptre");
    let (x, y) = cells_of(&d, "mercenary")[0];
    assert_eq!(heard(&mut d, &format!("interact:{x};{y}")), [H::MindTaken]);
}
