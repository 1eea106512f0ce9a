//! §3.13 logic circuits: each rule with its truth table on a bulb, `co_and`
//! with activations on the same and on different ticks, current through
//! wires (and not through bulbs or doors), switch doors that open, shut and
//! wait for their doorway to clear, logical bombs, the student team's two
//! circuit dungeons, and circuit state through saves and replays.

use super::support::*;
use crate::content::Content;
use crate::core::{DUNGEONS, DUNGEON_CONFIG};
use crate::dungeon::{open_replay, open_save, Dungeon, Opened};
use crate::game::{write_replay, write_save, Coordinates, DungeonSource, Figure, FileText};

/// A JSON entity.
fn e(kind: &str, x: i32, y: i32) -> String {
    format!(r#"{{"type": "{kind}", "x": {x}, "y": {y}}}"#)
}

/// A JSON entity with a rule.
fn logical(kind: &str, x: i32, y: i32, logic: &str) -> String {
    format!(r#"{{"type": "{kind}", "x": {x}, "y": {y}, "logic": "{logic}"}}"#)
}

fn list(entities: &[String]) -> String {
    format!("[{}]", entities.join(", "))
}

/// Whether the bulb on `cell` is lit (it must be there, lit or not).
fn lit(d: &Dungeon, cell: (i64, i64)) -> bool {
    let types = types_at(d, cell.0, cell.1);
    let on = types.iter().any(|t| t == "light_bulb_on");
    assert!(on || types.iter().any(|t| t == "light_bulb_off"), "no bulb on {cell:?}: {types:?}");
    on
}

/// Whether the switch door on `cell` is open (it must be there).
fn open(d: &Dungeon, cell: (i64, i64)) -> bool {
    let types = types_at(d, cell.0, cell.1);
    let open = types.iter().any(|t| t == "switch_door_open");
    assert!(open || types.iter().any(|t| t == "switch_door"), "no door on {cell:?}: {types:?}");
    open
}

/// A bulb of `logic` at the origin with a switch on each cell of `sides`
/// (of left, right, up, down), boulders on those `pressed` at the start,
/// after one tick of the player's far away.
fn bulb_after_a_tick(logic: &str, sides: usize, pressed: &[bool]) -> bool {
    let cells = [(-1, 0), (1, 0), (0, -1), (0, 1)];
    let mut entities = vec![logical("light_bulb_off", 0, 0, logic), e("player", 10, 10)];
    for (i, &(x, y)) in cells.iter().take(sides).enumerate() {
        entities.push(e("switch", x, y));
        if pressed[i] {
            entities.push(e("boulder", x, y));
        }
    }
    let mut d = dungeon(&list(&entities));
    assert!(!lit(&d, (0, 0)), "bulbs are made off");
    play(&mut d, "down");
    lit(&d, (0, 0))
}

/// Every combination of `n` switches pressed or not.
fn combinations(n: usize) -> Vec<Vec<bool>> {
    (0..1u32 << n).map(|bits| (0..n).map(|i| bits >> i & 1 == 1).collect()).collect()
}

#[test]
fn or_xor_and_bulbs_follow_their_truth_tables() {
    for sides in 1..=3 {
        for pressed in combinations(sides) {
            let on = pressed.iter().filter(|&&p| p).count();
            let all = on == sides;
            assert_eq!(bulb_after_a_tick("or", sides, &pressed), on >= 1, "or {pressed:?}");
            assert_eq!(bulb_after_a_tick("xor", sides, &pressed), on == 1, "xor {pressed:?}");
            assert_eq!(
                bulb_after_a_tick("and", sides, &pressed),
                on >= 2 && all,
                "and {pressed:?}"
            );
        }
    }
}

#[test]
fn co_and_lights_for_switches_pressed_together() {
    // Boulders resting on both switches from the start count as pressed on
    // the same (the first) tick.
    assert!(bulb_after_a_tick("co_and", 2, &[true, true]));
    assert!(!bulb_after_a_tick("co_and", 2, &[true, false]));
    assert!(!bulb_after_a_tick("co_and", 2, &[false, false]));
}

/// A `co_and` bulb at the origin fed by two wires from one switch below,
/// whose boulder the player pushes up on the first tick; and a second
/// switch on its right, pressed on the third tick.
const CO_AND_RIG: &str = r#"[
    {"type": "light_bulb_off", "x": 0, "y": 0, "logic": "co_and"},
    {"type": "wire", "x": -1, "y": 0}, {"type": "wire", "x": -1, "y": 1},
    {"type": "wire", "x": -1, "y": 2}, {"type": "wire", "x": 0, "y": 2},
    {"type": "wire", "x": 1, "y": 2}, {"type": "wire", "x": 1, "y": 1},
    {"type": "wire", "x": 1, "y": 0},
    {"type": "switch", "x": 0, "y": 3}, {"type": "boulder", "x": 0, "y": 4},
    {"type": "player", "x": 0, "y": 5}
]"#;

#[test]
fn co_and_lights_when_two_sides_are_activated_on_the_same_tick() {
    let mut d = dungeon(CO_AND_RIG);
    play(&mut d, "up");
    assert!(lit(&d, (0, 0)), "one switch live in both wires at once");
    assert_eq!(cells_of(&d, "wire").len(), 7);
    play(&mut d, "down, down, up");
    assert!(lit(&d, (0, 0)), "it stays lit while both stay live");
}

#[test]
fn co_and_stays_dark_for_sides_activated_on_different_ticks() {
    let entities = list(&[
        logical("light_bulb_off", 0, 0, "co_and"),
        e("switch", -1, 0),
        e("boulder", -1, 0),
        e("switch", 1, 0),
        e("boulder", 2, 0),
        e("player", 3, 0),
    ]);
    let mut co_and = dungeon(&entities);
    play(&mut co_and, "right, left");
    assert!(!lit(&co_and, (0, 0)), "the left switch was pressed on tick 1");
    play(&mut co_and, "left");
    assert_eq!(types_at(&co_and, 1, 0), ["switch", "boulder"]);
    assert!(!lit(&co_and, (0, 0)), "pressed on ticks 1 and 3: not together");
    // The same presses light an `and` bulb.
    let mut and = dungeon(&entities.replace("co_and", "and"));
    play(&mut and, "right, left, left");
    assert!(lit(&and, (0, 0)));
}

#[test]
fn a_lit_co_and_goes_out_when_fewer_than_two_stay_live() {
    let mut d = dungeon(CO_AND_RIG);
    play(&mut d, "up");
    assert!(lit(&d, (0, 0)));
    // Round to the boulder's far side and push it off the switch.
    play(&mut d, "right, right, up, up, left, left, down");
    assert_eq!(types_at(&d, 0, 4), ["boulder"]);
    assert!(!lit(&d, (0, 0)), "neither wire is live");
}

#[test]
fn current_runs_along_joined_wires_but_not_through_bulbs_or_doors() {
    let mut d = dungeon(&list(&[
        e("switch", 0, 0),
        e("boulder", 0, 1),
        e("player", 0, 2),
        e("wire", 1, 0),
        e("wire", 2, 0),
        e("wire", 3, 0),
        logical("light_bulb_off", 4, 0, "or"),
        // Beyond the bulb: a wire and a bulb it would feed if bulbs conducted.
        e("wire", 5, 0),
        e("light_bulb_off", 6, 0),
        // Beyond a door on the wire's other side, likewise.
        e("switch_door", 3, -1),
        e("wire", 3, -2),
        e("light_bulb_off", 4, -2),
    ]));
    play(&mut d, "up");
    assert!(lit(&d, (4, 0)), "the wire carries current three cells on");
    assert!(open(&d, (3, -1)), "a door without logic opens as `or`");
    assert!(!lit(&d, (6, 0)), "a bulb does not conduct");
    assert!(!lit(&d, (4, -2)), "a door does not conduct");
}

/// A switch door at the origin beside a switch on its right, the boulder
/// beyond, the player beyond that (the student team's d_basicSwitchdoorTest,
/// moved to the origin).
fn door_rig(logic: &str) -> Dungeon {
    dungeon(&list(&[
        logical("switch_door", 0, 0, logic),
        e("switch", 1, 0),
        e("boulder", 2, 0),
        e("player", 3, 0),
    ]))
}

#[test]
fn a_switch_door_opens_while_its_rule_holds_and_shuts_when_it_stops() {
    let mut d = door_rig("or");
    assert!(!open(&d, (0, 0)));
    play(&mut d, "left");
    assert!(open(&d, (0, 0)), "the boulder is on the switch");
    // Walk round and into it from above.
    play(&mut d, "up, left, left, down");
    assert_eq!(player_at(&d), (0, 0), "the player walks into the open door");
    // Push the boulder off the switch from above: the door shuts.
    play(&mut d, "up, right, down");
    assert_eq!(types_at(&d, 1, 1), ["boulder"], "pushed off the switch");
    assert_eq!(player_at(&d), (1, 0));
    assert!(!open(&d, (0, 0)), "no current: it shuts");
    play(&mut d, "left");
    assert_eq!(player_at(&d), (1, 0), "a shut switch door stops the player");
}

#[test]
fn a_switch_door_does_not_shut_on_what_stands_in_its_doorway() {
    let mut d = door_rig("or");
    play(&mut d, "left");
    assert!(open(&d, (0, 0)));
    // The boulder is pushed off the switch into the doorway itself.
    play(&mut d, "left");
    assert_eq!(types_at(&d, 0, 0), ["switch_door_open", "boulder"], "the door waits");
    // The player pushes it on and stands in the doorway: still open.
    play(&mut d, "left");
    assert_eq!(player_at(&d), (0, 0));
    assert!(open(&d, (0, 0)), "the player is in the doorway");
    play(&mut d, "left");
    assert_eq!(player_at(&d), (-1, 0));
    assert!(!open(&d, (0, 0)), "the doorway is clear: it shuts");
}

#[test]
fn a_spider_in_the_doorway_holds_a_switch_door_open_until_it_moves_on() {
    // The spider circles its start: up to (0,-1), then into the doorway on
    // (1,-1) on the second tick, and out to (1,0) on the third.
    let mut d = dungeon(&list(&[
        e("spider", 0, 0),
        e("switch_door", 1, -1),
        e("switch", 2, -1),
        e("boulder", 2, -1),
        e("player", 2, 0),
    ]));
    play(&mut d, "right, left");
    assert!(open(&d, (1, -1)));
    assert_eq!(cells_of(&d, "spider"), [(1, -1)]);
    play(&mut d, "up");
    assert_eq!(types_at(&d, 2, -2), ["boulder"], "pushed off the switch");
    assert!(open(&d, (1, -1)), "the spider stood in the doorway");
    play(&mut d, "down");
    assert!(!open(&d, (1, -1)), "it moved on: the door shuts");
}

#[test]
fn a_switch_doors_key_opens_it_for_good() {
    let mut d = dungeon(&list(&[
        e("player", 0, 0),
        r#"{"type": "key", "x": 1, "y": 0, "key": 7}"#.to_owned(),
        r#"{"type": "switch_door", "x": 2, "y": 0, "key": 7, "logic": "and"}"#.to_owned(),
    ]));
    play(&mut d, "right");
    assert_eq!(inventory(&d), ["key"]);
    play(&mut d, "right");
    assert_eq!(player_at(&d), (2, 0), "the key opened it");
    assert!(inventory(&d).is_empty(), "the key is used up");
    play(&mut d, "right, left");
    assert!(open(&d, (2, 0)), "unpowered, it stays open");
}

#[test]
fn an_and_switch_door_wants_every_side_live() {
    let mut d = door_rig("and");
    play(&mut d, "left");
    assert!(!open(&d, (0, 0)), "one switch is not two");
    let mut xor = door_rig("xor");
    play(&mut xor, "left");
    assert!(open(&xor, (0, 0)));
}

/// A logical bomb on the player's path, set down next to a wire a boulder
/// push will make live.
fn bomb_rig(logic: &str) -> Dungeon {
    dungeon(&list(&[
        e("player", 0, 0),
        logical("bomb", 1, 0, logic),
        e("wire", 2, 1),
        e("wire", 2, 2),
        e("switch", 3, 2),
        e("boulder", 4, 2),
        e("wall", 2, -1),
        e("treasure", 3, 0),
    ]))
}

#[test]
fn a_logical_bomb_goes_off_when_its_rule_holds() {
    let mut d = bomb_rig("or");
    play(&mut d, "right, down, use:bomb");
    assert_eq!(cells_of(&d, "bomb"), [(1, 1)], "set down, not gone off");
    // Round to the boulder and push it onto the switch: the wires go live.
    play(&mut d, "down, down, right, right, right, right, up, left");
    assert_eq!(types_at(&d, 3, 2), ["switch", "boulder"]);
    assert!(cells_of(&d, "bomb").is_empty(), "it went off");
    assert!(cells_of(&d, "wire").is_empty(), "and took the wires beside it");
    assert_eq!(cells_of(&d, "wall"), [(2, -1)], "outside its radius");
}

#[test]
fn a_logical_bomb_whose_rule_does_not_hold_stays() {
    let mut d = bomb_rig("and");
    play(&mut d, "right, down, use:bomb, down, down, right, right, right, right, up, left");
    assert_eq!(types_at(&d, 3, 2), ["switch", "boulder"]);
    assert_eq!(cells_of(&d, "bomb"), [(1, 1)], "one live wire is not two");
}

#[test]
fn a_bomb_without_logic_keeps_milestone_2s_rule_and_ignores_wires() {
    // The rig with a plain bomb: a live wire beside it does nothing.
    let mut d = dungeon(&list(&[
        e("player", 0, 0),
        e("bomb", 1, 0),
        e("wire", 2, 1),
        e("wire", 2, 2),
        e("switch", 3, 2),
        e("boulder", 4, 2),
    ]));
    play(&mut d, "right, down, use:bomb, down, down, right, right, right, right, up, left");
    assert_eq!(types_at(&d, 3, 2), ["switch", "boulder"]);
    assert_eq!(cells_of(&d, "bomb"), [(1, 1)], "only a switch sets a plain bomb off");
}

#[test]
fn a_bad_rule_is_a_located_error_and_a_rule_on_a_wall_is_unknown() {
    let text = r#"{"entities": [{"type": "player", "x": 0, "y": 0},
        {"type": "light_bulb_off", "x": 1, "y": 0, "logic": "nand"},
        {"type": "wall", "x": 2, "y": 0, "logic": "or"}],
        "goal-condition": {"goal": "exit"}}"#;
    let errors: Vec<String> = match Dungeon::load(text, &config(&[]), 0) {
        Ok(_) => panic!("refused"),
        Err(errors) => errors.iter().map(ToString::to_string).collect(),
    };
    assert_eq!(errors.len(), 2, "{errors:?}");
    assert!(errors[0].starts_with("2:61: entities[1].logic:"), "{errors:?}");
    assert_eq!(errors[1], "3:51: entities[2].logic: unknown field", "{errors:?}");
}

#[test]
fn a_bulb_named_on_in_a_file_is_still_made_off_and_writes_back_off() {
    let mut d = dungeon(&list(&[e("light_bulb_on", 0, 0), e("player", 3, 3)]));
    assert!(!lit(&d, (0, 0)));
    play(&mut d, "up");
    assert!(!lit(&d, (0, 0)));
    let written = d.to_dungeon_json();
    assert_eq!(written["entities"][0]["type"], "light_bulb_off");
}

#[test]
fn a_circuit_dungeon_writes_back_to_an_equal_one() {
    let text = format!(
        r#"{{"entities": {}, "goal-condition": {{"goal": "exit"}}}}"#,
        list(&[
            e("player", 0, 0),
            logical("switch", 1, 0, "or"),
            logical("wire", 2, 0, "or"),
            logical("light_bulb_off", 3, 0, "xor"),
            r#"{"type": "switch_door", "x": 4, "y": 0, "key": 2, "logic": "co_and"}"#.to_owned(),
            e("switch_door", 5, 0),
            logical("bomb", 6, 0, "and"),
        ])
    );
    let config = config(&[]);
    let d = Dungeon::load(&text, &config, 3).expect("valid");
    let again = Dungeon::load(&d.to_dungeon_json().to_string(), &config, 3).expect("loads");
    assert_eq!(again, d);
}

/// A course dungeon's text, or `None` (said) when the course's files are absent.
fn peer(path: &str) -> Option<String> {
    let full = format!("{}/../shared/peers/dungeon-mania/{path}", env!("CARGO_MANIFEST_DIR"));
    match std::fs::read_to_string(&full) {
        Ok(text) => Some(text),
        Err(_) => {
            println!("skipped: {full} is absent");
            None
        }
    }
}

fn peer_dungeon(name: &str) -> Option<Dungeon> {
    let text = peer(&format!("dungeons_m3_student/{name}"))?;
    let config = crate::dungeon::parse_config(&peer("configs/M3_config.json")?).ok()?;
    Some(Dungeon::load(&text, &config, 0).expect("the student dungeon loads"))
}

#[test]
fn the_student_xor_light_bulb_lights_for_one_switch_and_goes_out_for_two() {
    let Some(mut d) = peer_dungeon("d_XORLightbulb.json") else { return };
    assert_eq!(cells_of(&d, "light_bulb_off"), [(1, 1)], "created off");
    play(&mut d, "left");
    assert!(lit(&d, (1, 1)), "the switch beside it is pressed: one of one");
    // Round to below the second boulder and push it up onto its switch:
    // the wire beside the bulb goes live too, two active, and xor fails.
    play(&mut d, "down, down, down, down, left, left");
    assert_eq!(player_at(&d), (1, 5));
    assert!(lit(&d, (1, 1)));
    play(&mut d, "up");
    assert_eq!(types_at(&d, 1, 3), ["switch", "boulder"]);
    assert!(!lit(&d, (1, 1)), "two active: xor is off");
}

#[test]
fn the_student_switch_door_opens_on_its_switch() {
    let Some(mut d) = peer_dungeon("d_basicSwitchdoorTest.json") else { return };
    assert!(!open(&d, (1, 1)));
    play(&mut d, "left");
    assert!(open(&d, (1, 1)), "its switch is pressed");
    play(&mut d, "up, left, left, down");
    assert_eq!(player_at(&d), (1, 1), "the player walks into it");
}

/// Plays `actions` from `name`, then checks the save and the replay give
/// back the same game, checksum and response, and go on as the original.
fn survives_save_and_replay(name: &str, text: &str, actions: &str) {
    let source = DungeonSource {
        name: name.into(),
        text: text.into(),
        config: Some(FileText { name: "config.json".into(), text: DUNGEON_CONFIG.into() }),
        untimed_build: false,
    };
    let played = |source: &DungeonSource| {
        let mut game = Opened::start(source.clone(), 5).expect("starts");
        for action in actions.split(',') {
            game.play(action.parse().expect("valid")).expect("accepted");
        }
        game
    };
    let game = played(&source);
    let saved = open_save(&write_save(&game.save())).expect("the save opens");
    let replayed = open_replay(&write_replay(&game.replay)).expect("the replay verifies");
    for mut other in [saved, replayed] {
        assert!(other.dungeon == game.dungeon, "{name}: restored");
        assert_eq!(other.dungeon.checksum(), game.dungeon.checksum(), "{name}");
        assert_eq!(other.dungeon.response(), game.dungeon.response(), "{name}");
        let mut original = played(&source);
        for action in ["down", "up", "left"] {
            let action = action.parse().expect("valid");
            assert_eq!(original.play(action).is_ok(), other.play(action).is_ok());
            assert_eq!(original.dungeon.response(), other.dungeon.response(), "{name}");
            assert_eq!(original.dungeon.checksum(), other.dungeon.checksum(), "{name}");
        }
    }
}

#[test]
fn circuit_states_survive_a_save_and_a_replay() {
    // A co_and bulb lit, its wires live since one tick.
    let co_and = format!(r#"{{"entities": {CO_AND_RIG}, "goal-condition": {{"goal": "exit"}}}}"#);
    survives_save_and_replay("co_and", &co_and, "up,right");
    // The door jammed open by a boulder in its doorway.
    let door = r#"{"entities": [{"type": "switch_door", "x": 0, "y": 0, "logic": "or"},
        {"type": "switch", "x": 1, "y": 0}, {"type": "boulder", "x": 2, "y": 0},
        {"type": "player", "x": 3, "y": 0}], "goal-condition": {"goal": "exit"}}"#;
    survives_save_and_replay("door", door, "left,left");
    // Our circuit dungeon half solved: one side of its door live.
    let (_, powerhouse, _) =
        DUNGEONS.iter().find(|(name, _, _)| *name == "powerhouse").expect("our circuit dungeon");
    survives_save_and_replay("powerhouse", powerhouse, "left,left,down,up,right");
}

#[test]
fn bulbs_wires_and_switch_doors_draw_their_state() {
    let mut d = dungeon(&list(&[
        e("switch", 0, 0),
        e("boulder", 0, 1),
        e("player", 0, 2),
        e("wire", 1, 0),
        e("light_bulb_off", 2, 0),
        e("switch_door", 1, -1),
    ]));
    // The figure the object on a cell shows (every front end draws by it).
    let figure = |d: &Dungeon, x: i32, y: i32| {
        let cell = Coordinates::new(x, y);
        let mut objects = d.game().world().objects();
        let (_, object) = objects.find(|(_, o)| o.coordinates() == cell).expect("an object");
        object.appearance().figure
    };
    let texture = |figure: Figure| Content::get().look(figure).texture.file_stem();
    assert_eq!(figure(&d, 1, 0), Figure::Wire { live: false });
    assert_eq!(figure(&d, 2, 0), Figure::LightBulb { lit: false });
    assert_eq!(figure(&d, 1, -1), Figure::SwitchDoor { open: false });
    play(&mut d, "up");
    let (wire, bulb, door) = (figure(&d, 1, 0), figure(&d, 2, 0), figure(&d, 1, -1));
    assert_eq!(wire, Figure::Wire { live: true });
    assert_eq!(bulb, Figure::LightBulb { lit: true });
    assert_eq!(door, Figure::SwitchDoor { open: true });
    assert_eq!(
        [texture(wire), texture(bulb), texture(door)],
        ["wire_live", "light_bulb_on", "switch_door_open"]
    );
}
