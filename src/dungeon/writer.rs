//! Writes a dungeon's map back in the dungeon file format (spec §4): every
//! entity in id order, the player among them, and the goal. A freshly loaded
//! dungeon reads back equal; a played one becomes a new dungeon of its map as
//! it stands (opened doors are written closed, lit bulbs off, lit bombs as
//! bombs, spiders circle where they are, and the inventory, health, battles
//! and older selves — a time travel's, which a file cannot place — are not
//! kept). Entities of a circuit keep their `logic`.

use super::goal_condition::goal_to_value;
use super::referee::Dungeon;
use super::response::type_name;
use super::state::EntityId;
use crate::game::{KindRef, Logic};
use serde_json::{Map, Value};

impl Dungeon {
    /// The map as a dungeon file.
    pub fn to_dungeon_json(&self) -> Value {
        let scene = self.scene();
        let mut rows: Vec<(EntityId, Value)> = self
            .entities()
            .into_iter()
            .filter(|(_, kind)| !matches!(kind, KindRef::OlderPlayer(_)))
            .filter_map(|(id, kind)| {
                let pos = scene.pos(id)?;
                let mut row = Map::new();
                let file_type = match kind {
                    KindRef::Door(_) => "door",
                    KindRef::SwitchDoor(_) => "switch_door",
                    KindRef::LightBulb(_) => "light_bulb_off",
                    other => type_name(other),
                };
                row.insert("type".into(), crate::json_value!(file_type));
                row.insert("x".into(), crate::json_value!(pos.x));
                row.insert("y".into(), crate::json_value!(pos.y));
                match kind {
                    KindRef::Door(door) => {
                        row.insert("key".into(), crate::json_value!(door.key().0));
                    }
                    KindRef::Item(item) => {
                        if let Some(key) = item.key_id() {
                            row.insert("key".into(), crate::json_value!(key.0));
                        }
                    }
                    KindRef::SwitchDoor(door) => {
                        if let Some(key) = door.key() {
                            row.insert("key".into(), crate::json_value!(key.0));
                        }
                    }
                    KindRef::Portal(portal) => {
                        row.insert("colour".into(), crate::json_value!(portal.colour()));
                    }
                    KindRef::Swamp(swamp) => {
                        row.insert(
                            "movement_factor".into(),
                            crate::json_value!(swamp.movement_factor()),
                        );
                    }
                    _ => {}
                }
                if let Some(logic) = logic_of(kind) {
                    row.insert("logic".into(), crate::json_value!(logic.name()));
                }
                Some((id, Value::Object(row)))
            })
            .collect();
        if let Some(pos) = self.player_pos() {
            let row = crate::json_value!({"type": "player", "x": pos.x, "y": pos.y});
            rows.push((self.state().player_id, row));
        }
        crate::order::sort_by_key(&mut rows, |(id, _)| *id);
        let goal = self.game().rules().goal.as_ref().map_or(Value::Null, goal_to_value);
        crate::json_value!({
            "entities": rows.into_iter().map(|(_, row)| row).collect::<Vec<_>>(),
            "goal-condition": goal,
        })
    }
}

/// The rule an entity of a circuit was given in its file.
fn logic_of(kind: KindRef<'_>) -> Option<Logic> {
    match kind {
        KindRef::Switch(switch) => switch.logic(),
        KindRef::Wire(wire) => wire.logic(),
        KindRef::LightBulb(bulb) => bulb.logic(),
        KindRef::SwitchDoor(door) => door.logic(),
        KindRef::Item(item) => item.logic(),
        KindRef::LitBomb(bomb) => bomb.logic(),
        _ => None,
    }
}
