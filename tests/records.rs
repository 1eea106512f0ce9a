//! Saves, checksums and `snapshot()` all derive from each kind's one record:
//! every field of every record appears in the save and in the snapshot with
//! the same value, and changing any field of an object that can change
//! changes the checksum. A field added to a kind is covered here without a
//! line of this test changing.
#![cfg(not(target_arch = "wasm32"))]

use roguelike::game::{
    Boulder, Coordinates, Creature, Door, DroppedItem, Exit, FloorSwitch, Game, GameWorld,
    ItemKind, KeyId, Leads, Level, LightBulb, LitBomb, LockedDoor, Logic, Mercenary, MobKind,
    ObjectRecord, Player, Points, Portal, Rules, SavedObject, Spawner, Spider, Spirit, Stairs,
    SwampTile, SwitchDoor, Wall, Wire, ZombieToast,
};
use serde_json::{json, Value};

/// Two levels holding one object of every kind.
fn every_kind() -> Game {
    let mut top = GameWorld::new();
    top.add(Box::new(Wall::from_rows(Coordinates::new(-1, -1), &["#####", "#...#", "#...#"])))
        .expect("wall");
    top.add(Box::new(DroppedItem::new(Coordinates::new(1, 0), ItemKind::Shield))).expect("item");
    for (k, kind) in MobKind::ALL.into_iter().enumerate() {
        let at = Coordinates::new(k as i32, 1);
        top.add(Box::new(Creature::new(kind, at, Some(ItemKind::Sword)))).expect("mob");
    }
    top.add(Box::new(Stairs::new(Coordinates::new(2, 0), Leads::Down, 1, Coordinates::ZERO)))
        .expect("stairs");
    top.add(Box::new(Exit::new(Coordinates::new(3, 0)))).expect("exit");
    top.add(Box::new(LockedDoor::new(Coordinates::new(3, -1)))).expect("locked door");
    let spirit = |x| Spirit::new(Coordinates::new(x, 2), 3, Coordinates::new(0, 1));
    for spirit in [spirit(0), spirit(1).fighting(2), spirit(2).beaten(5).fighting(0)] {
        top.add(Box::new(spirit)).expect("spirit");
    }
    // Dungeon Mania's kinds, each in a state a game reaches.
    let at = |x: i32| Coordinates::new(x, 3);
    let health = Points::whole(5) - Points::whole(3).divided_by(10);
    let mut portal = Portal::new(at(5), "RED".into());
    portal.link(at(6));
    let mut door = Door::new(at(3), KeyId("7".into()));
    door.open();
    let mut ally = Mercenary::new(at(10), health);
    ally.befriend();
    let mut spider = Spider::new(at(11), Points::whole(4));
    let (_, walked) = spider.path().step(|_| false);
    spider.set_path(walked);
    // A circuit: a pressed logical switch, a live wire, a lit bulb, a switch
    // door held open and one opened with its key, a logical bomb.
    let mut switch = FloorSwitch::with_logic(at(12), Some(Logic::Or));
    switch.set_pressed(true, 4);
    let mut wire = Wire::new(at(13), Some(Logic::Or));
    wire.set_live(true, 4);
    let mut bulb = LightBulb::new(at(14), Some(Logic::Xor));
    bulb.set_lit(true);
    let mut powered = SwitchDoor::new(at(15), Some(KeyId("2".into())), Some(Logic::And));
    powered.set_powered_open(true);
    let mut unlocked = SwitchDoor::new(at(16), Some(KeyId("3".into())), None);
    unlocked.unlock();
    let dungeon: Vec<Box<dyn roguelike::game::GameObject>> = vec![
        Box::new(Exit::new(at(0))),
        Box::new(Boulder::new(at(1))),
        Box::new(FloorSwitch::new(at(2))),
        Box::new(door),
        Box::new(DroppedItem::key(at(4), KeyId("7".into()))),
        Box::new(portal),
        Box::new(Spawner::new(at(7))),
        Box::new(LitBomb::new(at(8))),
        Box::new(ZombieToast::new(at(9), health)),
        Box::new(ally),
        Box::new(spider),
        Box::new(SwampTile::new(at(12), 4)),
        Box::new(switch),
        Box::new(wire),
        Box::new(bulb),
        Box::new(powered),
        Box::new(unlocked),
        Box::new(LitBomb::with_logic(at(17), Some(Logic::CoAnd))),
        Box::new(DroppedItem::logical(at(18), ItemKind::Bomb, Logic::And)),
    ];
    for object in dungeon {
        top.add(object).expect("one of Dungeon Mania's kinds");
    }
    let mut below = GameWorld::new();
    below
        .add(Box::new(Stairs::new(Coordinates::ZERO, Leads::Up, 0, Coordinates::new(2, 0))))
        .expect("stairs up");
    let levels = vec![Level::new(top, Rules::classic()), Level::new(below, Rules::classic())];
    Game::with_levels(levels, 0, Player::new(Coordinates::ZERO), 1)
}

fn fields(value: &Value) -> &serde_json::Map<String, Value> {
    value.as_object().expect("a record is a JSON object")
}

#[test]
fn every_record_field_is_in_the_save_and_the_snapshot() {
    let game = every_kind();
    let snapshot = game.snapshot();
    let save = serde_json::to_value(game.to_record()).expect("record");
    let saved = save["levels"][0]["objects"].as_array().expect("objects");
    let shown = snapshot["objects"].as_array().expect("objects");
    let mut kinds_seen = std::collections::BTreeSet::new();
    for (id, object) in game.world().objects() {
        let record = object.record().to_json();
        kinds_seen.insert(record["type"].as_str().expect("tagged").to_owned());
        let in_save = saved
            .iter()
            .find(|o| roguelike::json::from_value::<SavedObject>(o).expect("saved").id == id)
            .expect("every object is saved");
        for (field, value) in fields(&record) {
            assert_eq!(in_save.get(field), Some(value), "save of {id}: `{field}`");
        }
        if object.wall_cells().is_some() {
            continue; // Walls are the map, not objects on it.
        }
        let in_snapshot = shown
            .iter()
            .find(|o| o["id"] == json!(id.as_u64()))
            .expect("every object but walls is in the snapshot");
        for (field, value) in fields(&record) {
            assert_eq!(in_snapshot.get(field), Some(value), "snapshot of {id}: `{field}`");
        }
    }
    assert_eq!(
        kinds_seen.into_iter().collect::<Vec<_>>(),
        [
            "boulder",
            "door",
            "exit",
            "item",
            "light_bulb",
            "lit_bomb",
            "locked_door",
            "mercenary",
            "mob",
            "portal",
            "spawner",
            "spider",
            "spirit",
            "stairs",
            "swamp",
            "switch",
            "switch_door",
            "wall",
            "wire",
            "zombie_toast"
        ],
        "the scene holds every kind"
    );
}

/// Other values for a field, of the same type.
fn variations(field: &str, value: &Value) -> Vec<Value> {
    match value {
        Value::Number(n) => {
            let n = n.as_i64().expect("whole numbers");
            vec![json!(n - 1), json!(n + 1)]
        }
        Value::Object(o) if o.contains_key("x") => {
            let (x, y) = (o["x"].as_i64().unwrap_or(0), o["y"].as_i64().unwrap_or(0));
            vec![json!({"x": x + 1, "y": y}), json!({"x": x, "y": y + 1})]
        }
        Value::Object(o) if o.contains_key("spawn") => {
            vec![json!({"spawn": o["spawn"], "ring": 5, "clockwise": false})]
        }
        Value::Object(_) => vec![json!({"model": "chaotic"}), json!({"model": "passive"})],
        Value::Bool(b) => vec![json!(!b)],
        Value::Null => vec![json!("Sword"), json!("Shield")],
        Value::String(s) => {
            ["Sword", "Shield", "GoldenApple", "Ghost", "Robot", "Wizard", "Mimic", "or", "and"]
                .into_iter()
                .filter(|other| other != s)
                .map(|other| json!(other))
                .chain(std::iter::once(json!(null)).filter(|_| field == "disguise"))
                .collect()
        }
        other => panic!("no variation for `{field}` = {other}"),
    }
}

#[test]
fn changing_any_field_of_a_changing_object_changes_the_checksum() {
    let game = every_kind();
    let before = game.checksum();
    // Each field must be changeable on some object (a Ghost's disguise cannot
    // change, a Mimic's can), and every change must show in the checksum.
    let mut seen = std::collections::BTreeSet::new();
    let mut changed = std::collections::BTreeSet::new();
    for (id, object) in game.world().objects() {
        if object.is_static() {
            continue;
        }
        let record = object.record().to_json();
        for (field, value) in fields(&record) {
            if field == "type" {
                continue;
            }
            seen.insert(field.clone());
            for variant in variations(field, value).into_iter().filter(|v| v != value) {
                let mut edited = game.to_record();
                let entry = edited.levels[0]
                    .objects
                    .iter_mut()
                    .find(|o| o.id == id)
                    .expect("the object is saved");
                let mut json = serde_json::to_value(&entry.record).expect("record");
                json[field.as_str()] = variant;
                let Ok(record) = roguelike::json::from_value::<ObjectRecord>(&json) else {
                    continue;
                };
                entry.record = record;
                let Ok(restored) = Game::from_record(&edited) else { continue };
                assert_ne!(restored.checksum(), before, "{id}: `{field}` is not in the checksum");
                changed.insert(field.clone());
            }
        }
    }
    assert_eq!(seen, changed, "every field was changed on some object");
    assert!(seen.len() >= 5, "the creatures' fields: {seen:?}");
}
