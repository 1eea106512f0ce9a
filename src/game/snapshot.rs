//! The game's part of `snapshot()`: a plain JSON description for tests,
//! tools and the debug overlay (schema in ARCHITECTURE.md).

use super::game::Game;
use super::object::ObjectKind;
use serde_json::{json, Value};

impl Game {
    /// The game as plain JSON.
    pub fn snapshot(&self) -> Value {
        let player = &self.world.player;
        let slots: Vec<Value> = player
            .inventory
            .kinds()
            .into_iter()
            .map(|k| k.map_or(Value::Null, |k| json!({ "kind": k.name() })))
            .collect();
        let equipment: Vec<Value> = player
            .equipment_kinds()
            .into_iter()
            .map(|(slot, kind, bonus)| json!({ "kind": kind.name(), "type": slot.name(), "bonus": bonus }))
            .collect();
        let objects: Vec<Value> = self
            .world
            .objects()
            .filter(|(_, o)| o.kind() != ObjectKind::Wall)
            .map(|(id, o)| {
                let c = o.coordinates();
                let mut v = json!({ "id": id.as_u64(), "x": c.x, "y": c.y });
                match o.kind() {
                    ObjectKind::Item(k) => {
                        v["kind"] = json!(k.name());
                        v["type"] = json!("item");
                    }
                    ObjectKind::Mob(k) => {
                        v["kind"] = json!(k.name());
                        v["type"] = json!("mob");
                    }
                    ObjectKind::Wall => {}
                }
                if let Some(mob) = o.as_mob() {
                    v["hp"] = json!(mob.health());
                    v["max_hp"] = json!(mob.max_health());
                    v["state"] = json!(mob.behaviour_state());
                }
                v
            })
            .collect();
        json!({
            "turn": self.turn,
            "seed": self.seed,
            "player": {
                "x": player.coordinates.x,
                "y": player.coordinates.y,
                "hp": player.health,
                "max_hp": player.max_health,
                "attack": player.attack(),
                "armor": player.armor(),
                "xp": player.experience,
                "level": player.level,
                "next_level_xp": player.next_level_experience(),
            },
            "inventory": { "selected": player.inventory.selected(), "slots": slots },
            "equipment": equipment,
            "objects": objects,
            "messages": self.log.all().iter().map(|m| m.text.as_str()).collect::<Vec<_>>(),
        })
    }

    /// Lines for the debug overlay: what acted last turn and how.
    pub fn debug_lines(&self) -> Vec<String> {
        let mut lines = vec![
            format!("turn {} · objects {}", self.turn, self.world.len()),
            format!("acted last turn: {}", self.acted.len()),
        ];
        for &id in self.acted.iter().take(8) {
            if let Some(mob) = self.world.get(id).and_then(|o| o.as_mob()) {
                let c = self.world.get(id).map(|o| o.coordinates()).unwrap_or_default();
                lines.push(format!(
                    "  {} {} {} hp {}",
                    mob.mob_kind(),
                    c,
                    mob.behaviour_state(),
                    mob.health()
                ));
            }
        }
        lines
    }
}
