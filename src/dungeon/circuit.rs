//! Logic circuits (spec §3.13), evaluated once a tick right after the
//! player's turn, the only moment a boulder can move: first the conductors
//! (a floor switch is pressed while a boulder rests on it; current then
//! flows from each pressed switch into the wires beside it and on through
//! every wire joined to them), then the logical entities, each by its rule
//! over the conductors on its four sides (light bulbs light, switch doors
//! open or shut, logical bombs go off). A bomb's blast may cut the circuit,
//! so the evaluation runs again until no bomb goes off. Bulbs, doors and
//! bombs do not conduct. Only a dungeon that has a circuit evaluates one.

use super::state::EntityId;
use super::tick::Tick;
use crate::game::{Coordinates, KindMut, KindRef, Logic};
use std::collections::{BTreeMap, BTreeSet};

/// The parts of the circuit, read off the map once per evaluation.
#[derive(Debug, Default)]
struct Parts {
    switches: Vec<(EntityId, Coordinates)>,
    wires: BTreeMap<Coordinates, Vec<EntityId>>,
    bulbs: Vec<(EntityId, Coordinates)>,
    doors: Vec<(EntityId, Coordinates)>,
    bombs: Vec<(EntityId, Coordinates, Logic)>,
}

impl Tick<'_> {
    /// Evaluates the circuit, if the dungeon has one.
    pub(super) fn update_circuit(&mut self) {
        if !self.state.circuit {
            return;
        }
        // Every round that goes on has blown up at least one bomb, so the
        // bombs there are bound it; the cap only guards that reasoning.
        for _ in 0..=self.state.entity_count() {
            let parts = self.circuit_parts();
            self.power_conductors(&parts);
            if !self.drive_logical_entities(&parts) {
                return;
            }
        }
    }

    fn circuit_parts(&self) -> Parts {
        let scene = self.scene();
        let mut parts = Parts::default();
        for (id, _) in self.state.entities() {
            let (Some(kind), Some(pos)) = (scene.kind(id), scene.pos(id)) else { continue };
            match kind {
                KindRef::Switch(_) => parts.switches.push((id, pos)),
                KindRef::Wire(_) => parts.wires.entry(pos).or_default().push(id),
                KindRef::LightBulb(_) => parts.bulbs.push((id, pos)),
                KindRef::SwitchDoor(_) => parts.doors.push((id, pos)),
                KindRef::LitBomb(bomb) => {
                    if let Some(logic) = bomb.logic() {
                        parts.bombs.push((id, pos, logic));
                    }
                }
                _ => {}
            }
        }
        parts
    }

    /// Presses the switches boulders rest on and lets current into the
    /// wires joined to them, each keeping the tick it became active on.
    fn power_conductors(&mut self, parts: &Parts) {
        let tick = *self.turn;
        let mut live: BTreeSet<Coordinates> = BTreeSet::new();
        let mut frontier = Vec::new();
        for &(id, pos) in &parts.switches {
            let pressed = self.scene().has_boulder(pos);
            if let Some(KindMut::Switch(switch)) = self.kind_mut(id) {
                switch.set_pressed(pressed, tick);
            }
            if pressed {
                frontier.extend(pos.neighbours());
            }
        }
        while let Some(cell) = frontier.pop() {
            if parts.wires.contains_key(&cell) && live.insert(cell) {
                frontier.extend(cell.neighbours());
            }
        }
        for (cell, wires) in &parts.wires {
            for &id in wires {
                if let Some(KindMut::Wire(wire)) = self.kind_mut(id) {
                    wire.set_live(live.contains(cell), tick);
                }
            }
        }
    }

    /// For each conductor on the four sides of `cell`, the tick it became
    /// active on (`None`: inactive).
    fn inputs(&self, cell: Coordinates) -> Vec<Option<u64>> {
        let scene = self.scene();
        cell.neighbours()
            .into_iter()
            .flat_map(|n| scene.at(n))
            .filter_map(|(_, kind)| match kind {
                KindRef::Switch(switch) => Some(switch.pressed_since()),
                KindRef::Wire(wire) => Some(wire.live_since()),
                _ => None,
            })
            .collect()
    }

    /// Lights the bulbs, opens and shuts the switch doors and sets off the
    /// logical bombs whose rules hold; whether a bomb went off.
    fn drive_logical_entities(&mut self, parts: &Parts) -> bool {
        for &(id, pos) in &parts.bulbs {
            let inputs = self.inputs(pos);
            if let Some(KindMut::LightBulb(bulb)) = self.kind_mut(id) {
                let lit = bulb.logic().unwrap_or(Logic::Or).holds(&inputs, bulb.is_lit());
                bulb.set_lit(lit);
            }
        }
        for &(id, pos) in &parts.doors {
            self.drive_door(id, pos);
        }
        let due: Vec<EntityId> = parts
            .bombs
            .iter()
            .filter(|&&(_, pos, logic)| logic.holds(&self.inputs(pos), false))
            .map(|&(id, _, _)| id)
            .collect();
        for &bomb in &due {
            self.explode(bomb);
        }
        !due.is_empty()
    }

    /// Opens or shuts the switch door `id` on `pos` by its rule; it does not
    /// shut on the player, a creature or a boulder in its doorway.
    fn drive_door(&mut self, id: EntityId, pos: Coordinates) {
        let inputs = self.inputs(pos);
        let occupied = self.is_occupied(pos);
        let Some(object) = self.state.object(id) else { return };
        let Some(before) = self.world.get(object).map(|o| o.blocking()) else { return };
        if let Some(KindMut::SwitchDoor(door)) = self.kind_mut(id) {
            let was_open = door.is_powered_open();
            let holds = door.logic().unwrap_or(Logic::Or).holds(&inputs, was_open);
            door.set_powered_open(holds || (was_open && occupied));
        }
        self.world.refresh_blocking(object, before);
    }

    /// Whether the player, a creature or a boulder is on `cell`.
    fn is_occupied(&self, cell: Coordinates) -> bool {
        self.player_pos() == Some(cell)
            || self.scene().has_boulder(cell)
            || self
                .world
                .ids_at(cell)
                .iter()
                .any(|&object| self.world.get(object).is_some_and(|o| o.blocking().occupant))
    }
}
