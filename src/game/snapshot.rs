//! The game's part of `snapshot()`: a plain JSON description for tests,
//! tools and the debug overlay (schema in ARCHITECTURE.md). Each object's
//! entry is its record (every saved field) plus its id, `x`, `y` and, for
//! creatures, `hp`, `max_hp` and `state`.

use super::game::Game;
use crate::locale;
use serde_json::Value;

/// How far around the player `snapshot().map` reaches.
const MAP_RADIUS: i32 = 30;

impl Game {
    /// The game as plain JSON.
    pub fn snapshot(&self) -> Value {
        let mut snapshot = self.snapshot_but_objects();
        snapshot["objects"] = self.snapshot_objects_value();
        snapshot
    }

    /// `snapshot().objects`: the text [`Game::write_snapshot_objects`]
    /// writes, as a tree (whose members sort by name).
    pub fn snapshot_objects_value(&self) -> Value {
        let mut w = crate::json::Writer::compact();
        self.write_snapshot_objects(&mut w);
        // Our writer writes only what our parser reads.
        crate::json::parse(&w.finish())
            .map_or(Value::Array(Vec::new()), |node| crate::json::value_of(&node))
    }

    /// The objects `snapshot().objects` lists: every one but walls.
    fn snapshot_objects(&self) -> impl Iterator<Item = (super::ObjectId, &dyn super::GameObject)> {
        self.world().objects().filter(|(_, o)| o.wall_cells().is_none())
    }

    /// `snapshot().objects` written straight into `w`, the same members
    /// (the record's, then `id`, `x`, `y` and a creature's `hp`, `max_hp`
    /// and `state`) in another order: the page's `snapshot()` of 100,000
    /// objects built a tree of each first, several hundred megabytes for a
    /// moment (issue 29).
    pub fn write_snapshot_objects(&self, w: &mut crate::json::Writer) {
        use crate::json::to_string;
        w.begin_array();
        for (id, o) in self.snapshot_objects() {
            let c = o.coordinates();
            let mut text = to_string(&o.record());
            // A record is a JSON object; its closing brace comes last.
            if text.pop() != Some('}') {
                continue;
            }
            if text.len() > 1 {
                text.push(',');
            }
            text.push_str(&format!("\"id\":{},\"x\":{},\"y\":{}", id.as_u64(), c.x, c.y));
            if let Some(mob) = o.as_mob() {
                text.push_str(&format!(
                    ",\"hp\":{},\"max_hp\":{},\"state\":{}",
                    to_string(&mob.health()),
                    to_string(&mob.max_health()),
                    to_string(&mob.behaviour_state())
                ));
            }
            text.push('}');
            w.element();
            w.raw(&text);
        }
        w.end_array();
    }

    /// [`Game::snapshot`] without its `objects`.
    pub fn snapshot_but_objects(&self) -> Value {
        let player = &self.player;
        // A pack that stacks gives each slot's count; one that does not
        // (older runs) is described as it always was.
        let stacking = player.inventory.is_stacking();
        let slots: Vec<Value> = (0..player.inventory.size())
            .map(|i| match player.inventory.get(i) {
                Some(item) if stacking => {
                    crate::json_value!({ "kind": item.kind().name(), "count": player.inventory.count(i) })
                }
                Some(item) => crate::json_value!({ "kind": item.kind().name() }),
                None => Value::Null,
            })
            .collect();
        let equipment: Vec<Value> = player
            .equipment_kinds()
            .into_iter()
            .map(|(slot, kind, bonus)| crate::json_value!({ "kind": kind.name(), "type": slot.name(), "bonus": bonus }))
            .collect();
        let (corner, rows) = self.known_map(MAP_RADIUS);
        let map = crate::json_value!({ "x": corner.x, "y": corner.y, "rows": rows });
        crate::json_value!({
            "turn": self.turn,
            "seed": self.seed,
            "depth": self.depth + 1,
            "levels": self.levels.len(),
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
            "messages": self.log.all().iter().map(|m| locale::text(&m.message)).collect::<Vec<_>>(),
            "map": map,
            "goal": self.goal_status().map_or(Value::Null, |(text, done, left)| {
                crate::json_value!({ "text": text, "done": done, "left": left })
            }),
        })
    }

    /// Lines for the debug overlay: what acted last turn and how. Only
    /// creatures the player knows are listed ([`Game::knows_creature`])
    /// unless `reveal_hidden` (the overlay's cheat mode).
    pub fn debug_lines(&self, reveal_hidden: bool) -> Vec<String> {
        let world = self.world();
        // Counting the hidden would give them away as surely as naming them.
        let shown: Vec<_> =
            self.acted.iter().filter(|&&id| reveal_hidden || self.knows_creature(id)).collect();
        let mut lines = vec![
            locale::phrase_with(
                "debug_turn",
                &[
                    ("turn", self.turn.into()),
                    ("depth", (self.depth + 1).into()),
                    ("objects", world.len().into()),
                ],
            ),
            locale::phrase_with("debug_acted", &[("count", shown.len().into())]),
        ];
        for &&id in shown.iter().take(8) {
            let Some(object) = world.get(id) else { continue };
            if let Some(mob) = object.as_mob() {
                // The behaviour's state stays its id, as `snapshot()` has it.
                let (at, state) = (object.coordinates().to_string(), mob.behaviour_state());
                lines.push(locale::phrase_with(
                    "debug_creature",
                    &[
                        ("kind", locale::Arg::Name(mob.mob_kind().name())),
                        ("at", at.into()),
                        ("state", state.into()),
                        ("hp", mob.health().into()),
                    ],
                ));
            }
        }
        lines
    }
}
