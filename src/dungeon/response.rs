//! The DungeonResponse of spec §6.1 as JSON: the tick, entities, inventory,
//! buildables, every battle so far, the goal left and the player's health.

use super::battle::{Battle, GearUsed};
use super::entity::EntityId;
use super::state::Dungeon;
use crate::game::Coordinates;
use serde_json::{json, Value};

impl Dungeon {
    /// The response after the latest action.
    pub fn response(&self) -> Value {
        let player = self.state.player.as_ref();
        let row = |id: EntityId, type_name: &str, pos: Coordinates, interactable: bool| {
            let row = json!({"id": id.to_string(), "type": type_name, "x": pos.x, "y": pos.y,
                             "interactable": interactable});
            (id, row)
        };
        let mut rows: Vec<(EntityId, Value)> = self
            .entities()
            .map(|(id, e)| row(id, e.kind.type_name(), e.pos, e.kind.is_interactable()))
            .collect();
        rows.extend(player.map(|p| row(p.id, "player", p.pos, false)));
        rows.sort_by_key(|(id, _)| *id);
        let entities: Vec<Value> = rows.into_iter().map(|(_, row)| row).collect();
        let inventory: Vec<Value> = self
            .inventory()
            .iter()
            .map(|i| json!({"id": i.id.to_string(), "type": i.item.item_type().name()}))
            .collect();
        let buildables: Vec<&str> = self.buildables().into_iter().map(|t| t.name()).collect();
        let battles: Vec<Value> = self.state.battles.iter().map(battle_json).collect();
        json!({
            "tick": self.state.tick,
            "entities": entities,
            "inventory": inventory,
            "buildables": buildables,
            "battles": battles,
            "goals": self.goals_text(),
            "player": player.map(|p| json!({"health": p.health.to_json()})),
        })
    }
}

fn battle_json(battle: &Battle) -> Value {
    let gear = |g: &GearUsed| json!({"id": g.id.to_string(), "type": g.item.name()});
    let rounds: Vec<Value> = battle
        .rounds
        .iter()
        .map(|r| {
            json!({
                "delta_player_health": r.delta_player_health.to_json(),
                "delta_enemy_health": r.delta_enemy_health.to_json(),
                "weapons": r.weapons.iter().map(gear).collect::<Vec<_>>(),
            })
        })
        .collect();
    json!({
        "enemy": battle.enemy.name(),
        "initial_player_health": battle.initial_player_health.to_json(),
        "initial_enemy_health": battle.initial_enemy_health.to_json(),
        "rounds": rounds,
    })
}
