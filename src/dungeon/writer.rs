//! Writes a dungeon's map back in the dungeon file format (spec §4): every
//! entity in id order, the player among them, and the goal. A freshly loaded
//! dungeon reads back equal; a played one becomes a new dungeon of its map as
//! it stands (opened doors are written closed, placed bombs as bombs, spiders
//! circle where they are, and the inventory, health and battles are not kept).

use super::entity::{EntityId, EntityKind};
use super::goal::Goal;
use super::item::Item;
use super::state::Dungeon;
use serde_json::{json, Map, Value};

impl Dungeon {
    /// The map as a dungeon file.
    pub fn to_dungeon_json(&self) -> Value {
        let mut rows: Vec<(EntityId, Value)> = self
            .entities()
            .map(|(id, e)| {
                let mut row = Map::new();
                row.insert("type".into(), json!(file_type(&e.kind)));
                row.insert("x".into(), json!(e.pos.x));
                row.insert("y".into(), json!(e.pos.y));
                match &e.kind {
                    EntityKind::Door { key, .. }
                    | EntityKind::Collectable { item: Item::Key { key } } => {
                        row.insert("key".into(), json!(key.0));
                    }
                    EntityKind::Portal { colour, .. } => {
                        row.insert("colour".into(), json!(colour));
                    }
                    _ => {}
                }
                (id, Value::Object(row))
            })
            .collect();
        if let Some(player) = &self.state.player {
            let row = json!({"type": "player", "x": player.pos.x, "y": player.pos.y});
            rows.push((player.id, row));
        }
        rows.sort_by_key(|(id, _)| *id);
        json!({
            "entities": rows.into_iter().map(|(_, row)| row).collect::<Vec<_>>(),
            "goal-condition": goal_json(&self.state.goal),
        })
    }
}

/// The type a file gives the entity (doors are written closed).
fn file_type(kind: &EntityKind) -> &'static str {
    match kind {
        EntityKind::Door { .. } => "door",
        other => other.type_name(),
    }
}

fn goal_json(goal: &Goal) -> Value {
    match goal {
        Goal::And(a, b) => json!({"goal": "AND", "subgoals": [goal_json(a), goal_json(b)]}),
        Goal::Or(a, b) => json!({"goal": "OR", "subgoals": [goal_json(a), goal_json(b)]}),
        leaf => json!({"goal": leaf.leaf_name().unwrap_or_default()}),
    }
}
