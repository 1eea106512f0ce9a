//! `Creature`: the game's mobs — Ghost, Mimic, Robot, Wizard — each a
//! `GameObject` that moves by its behaviour model, fights through the combat
//! code, and regenerates. Their numbers come from the content table.

use super::behaviour::{self, Action, BehaviourModel, Senses};
use super::combat::{fight, Combatant};
use super::coordinates::Coordinates;
use super::item::new_item;
use super::kind::{ItemKind, MobKind};
use super::mob::Mob;
use super::object::{
    Cloneable, Collider, Drawable, GameObject, Look, ObjectKind, Spawn, TouchContext, TouchOutcome,
    Trigger,
};
use super::rng::GameRng;
use crate::content::{Content, MobStats};
use crate::render::{theme, Color, Fill, Painter, Rect, Texture};

/// A hostile creature.
#[derive(Debug)]
pub struct Creature {
    kind: MobKind,
    at: Coordinates,
    health: i32,
    stats: MobStats,
    behaviour: Box<dyn BehaviourModel>,
    disguise: Option<ItemKind>,
}

impl Creature {
    /// A new creature of `kind` at `at`, with its kind's behaviour. A Mimic
    /// looks like `disguise` (a Golden Apple if none is given) until it is hit.
    pub fn new(kind: MobKind, at: Coordinates, disguise: Option<ItemKind>) -> Creature {
        let behaviour = match kind {
            MobKind::Ghost => behaviour::ghost_model(),
            MobKind::Mimic => behaviour::mimic_model(),
            MobKind::Robot => behaviour::robot_model(),
            MobKind::Wizard => behaviour::wizard_model(),
        };
        let stats = Content::get().mob(kind);
        let disguise = (kind == MobKind::Mimic).then(|| disguise.unwrap_or(ItemKind::GoldenApple));
        Creature { kind, at, health: stats.health, stats, behaviour, disguise }
    }

    /// Rebuilds a creature from saved parts.
    pub fn restore(
        kind: MobKind,
        at: Coordinates,
        health: i32,
        behaviour: Box<dyn BehaviourModel>,
        disguise: Option<ItemKind>,
    ) -> Creature {
        Creature { kind, at, health, stats: Content::get().mob(kind), behaviour, disguise }
    }

    /// The item a Mimic still pretends to be; `None` once it was hit.
    pub fn disguise(&self) -> Option<ItemKind> {
        self.disguise
    }

    /// The behaviour model (for saves and the debug overlay).
    pub fn behaviour(&self) -> &dyn BehaviourModel {
        self.behaviour.as_ref()
    }

    /// Ghosts pass through walls.
    pub fn passes_walls(&self) -> bool {
        self.kind == MobKind::Ghost
    }

    /// Regains health, up to the maximum.
    pub fn regenerate(&mut self) {
        self.health = (self.health + self.stats.regeneration).min(self.stats.health);
    }

    /// Decides this turn's action; a temporal model whose time is up gives
    /// way to the model it wrapped.
    pub fn decide(&mut self, senses: &Senses<'_>, rng: &mut GameRng) -> Action {
        behaviour::take_turn(&mut self.behaviour, senses, rng)
    }

    /// Wraps the behaviour in a temporal chaotic model for `turns` turns.
    pub fn confuse(&mut self, turns: u32) {
        let current = std::mem::replace(&mut self.behaviour, behaviour::mimic_model());
        self.behaviour = behaviour::confuse(current, turns);
    }

    fn texture(&self) -> Texture {
        match self.kind {
            MobKind::Ghost => Texture::Ghost,
            MobKind::Mimic => Texture::Mimic,
            MobKind::Robot => Texture::Robot,
            MobKind::Wizard => Texture::Wizard,
        }
    }
}

impl Combatant for Creature {
    fn combat_name(&self) -> &str {
        self.kind.name()
    }

    fn health(&self) -> i32 {
        self.health
    }

    fn set_health(&mut self, health: i32) {
        self.health = health;
    }

    fn attack(&self) -> i32 {
        self.stats.attack
    }

    fn armor(&self) -> i32 {
        self.stats.armor
    }

    fn experience(&self) -> i32 {
        self.stats.experience
    }
}

impl Trigger for Creature {
    /// The fight, by the combat rules; afterwards a surviving mob is confused,
    /// a Mimic is unmasked, and a Wizard may clone itself.
    fn on_touch(&mut self, ctx: &mut TouchContext<'_>) -> TouchOutcome {
        if let Some(item) = self.disguise.take() {
            ctx.log.push(ctx.turn, format!("The {} was a Mimic!", item.display_name()));
        }
        let report = fight(ctx.player, self, ctx.turn, ctx.log);
        ctx.events.extend(report.events.iter().cloned());
        if report.mob_died {
            return TouchOutcome::Remove;
        }
        if report.both_survived() {
            self.confuse(Content::get().world.confusion_turns);
            if self.kind == MobKind::Wizard {
                let p = 1.0 - f64::from(self.health) / f64::from(self.stats.health);
                if ctx.rng.chance(p) {
                    ctx.log.push(ctx.turn, "The Wizard splits in two!");
                    ctx.spawns.push(Spawn { object: self.clone_object(), near: self.at });
                }
            }
        }
        TouchOutcome::Stay
    }
}

impl Mob for Creature {
    fn mob_kind(&self) -> MobKind {
        self.kind
    }

    fn max_health(&self) -> i32 {
        self.stats.health
    }

    fn regeneration(&self) -> i32 {
        self.stats.regeneration
    }

    fn behaviour_state(&self) -> String {
        self.behaviour.state_name()
    }

    fn as_creature(&self) -> Option<&Creature> {
        Some(self)
    }
}

impl Cloneable for Creature {
    fn clone_object(&self) -> Box<dyn GameObject> {
        Box::new(Creature {
            kind: self.kind,
            at: self.at,
            health: self.health,
            stats: self.stats,
            behaviour: self.behaviour.clone_model(),
            disguise: self.disguise,
        })
    }
}

impl Collider for Creature {
    fn collides(&self, point: Coordinates) -> bool {
        point == self.at
    }
}

impl Drawable for Creature {
    fn draw(&self, painter: &mut dyn Painter, cell: Coordinates, dest: Rect, look: &Look) {
        if let Some(item) = self.disguise {
            // Exactly what an item on the floor looks like.
            super::dropped_item::DroppedItem::new(self.at, new_item(item))
                .draw(painter, cell, dest, look);
            return;
        }
        let translucent = look.in_wall;
        if translucent {
            painter.set_alpha(0.45);
        }
        painter.draw_texture(self.texture(), dest);
        if translucent {
            painter.set_alpha(1.0);
        }
        if self.health < self.stats.health {
            let h = (dest.h * 0.08).max(2.0).round();
            let back = Rect::new(dest.x + dest.w * 0.1, dest.y + dest.h * 0.02, dest.w * 0.8, h);
            painter.fill_rect(back, &Fill::Solid(Color::rgba(0, 0, 0, 190)));
            let part = f64::from(self.health.max(0)) / f64::from(self.stats.health.max(1));
            let front = Rect::new(back.x, back.y, (back.w * part).round(), h);
            painter.fill_rect(front, &Fill::Solid(theme::HEALTH));
        }
    }
}

impl GameObject for Creature {
    fn coordinates(&self) -> Coordinates {
        self.at
    }

    fn is_passable(&self) -> bool {
        false
    }

    fn kind(&self) -> ObjectKind {
        ObjectKind::Mob(self.kind)
    }

    fn relocate(&mut self, to: Coordinates) -> bool {
        self.at = to;
        true
    }

    fn as_trigger_mut(&mut self) -> Option<&mut dyn Trigger> {
        Some(self)
    }

    fn as_mob(&self) -> Option<&dyn Mob> {
        Some(self)
    }

    fn as_mob_mut(&mut self) -> Option<&mut dyn Mob> {
        Some(self)
    }

    fn as_creature_mut(&mut self) -> Option<&mut Creature> {
        Some(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{MessageLog, Player};

    fn touch(creature: &mut Creature, player: &mut Player, rng: &mut GameRng) -> TouchOutcome {
        let (mut log, mut events, mut spawns) = (MessageLog::default(), Vec::new(), Vec::new());
        let mut ctx = TouchContext {
            player,
            rng,
            log: &mut log,
            turn: 1,
            events: &mut events,
            spawns: &mut spawns,
        };
        creature.on_touch(&mut ctx)
    }

    #[test]
    fn a_surviving_mob_is_confused_for_one_turn_then_resumes() {
        let mut mimic =
            Creature::new(MobKind::Mimic, Coordinates::new(1, 0), Some(ItemKind::Sword));
        let mut player = Player::new(Coordinates::ZERO);
        let mut rng = GameRng::new(1, 1);
        assert_eq!(touch(&mut mimic, &mut player, &mut rng), TouchOutcome::Stay);
        assert_eq!(mimic.behaviour_state(), "confused");
        assert_eq!(mimic.disguise(), None, "the mimic is unmasked");
        let map = crate::game::CharMap::parse("....");
        let senses = Senses {
            map: &map,
            me: mimic.at,
            player: Coordinates::ZERO,
            sees_player: true,
            passes_walls: false,
            health: 5,
            max_health: 5,
            armor: 1,
            player_attack: 1,
            hearing_radius: 3,
        };
        mimic.decide(&senses, &mut rng);
        assert_eq!(mimic.behaviour_state(), "passive");
    }

    #[test]
    fn regeneration_stops_at_the_maximum() {
        let mut robot = Creature::new(MobKind::Robot, Coordinates::ZERO, None);
        robot.set_health(7);
        robot.regenerate();
        assert_eq!(robot.health(), 9);
        robot.regenerate();
        assert_eq!(robot.health(), 10);
    }

    #[test]
    fn a_ghost_inside_a_wall_is_drawn_translucent() {
        use crate::render::{DrawCall, RecordingPainter};
        let ghost = Creature::new(MobKind::Ghost, Coordinates::ZERO, None);
        let mut p = RecordingPainter::new(64.0, 64.0);
        let look = Look { now_ms: 0.0, remembered: false, wall_face: false, in_wall: true };
        ghost.draw(&mut p, Coordinates::ZERO, Rect::new(0.0, 0.0, 32.0, 32.0), &look);
        assert_eq!(p.calls[0], DrawCall::Alpha(0.45));
        assert!(matches!(p.calls[1], DrawCall::Texture(Texture::Ghost, _)));
    }

    #[test]
    fn an_unhit_mimic_looks_exactly_like_the_item() {
        use crate::render::RecordingPainter;
        let mimic = Creature::new(MobKind::Mimic, Coordinates::new(2, 3), Some(ItemKind::Sword));
        let item = super::super::dropped_item::DroppedItem::new(
            Coordinates::new(2, 3),
            new_item(ItemKind::Sword),
        );
        let look = Look { now_ms: 1234.0, remembered: false, wall_face: false, in_wall: false };
        let dest = Rect::new(10.0, 10.0, 48.0, 48.0);
        let (mut a, mut b) = (RecordingPainter::new(99.0, 99.0), RecordingPainter::new(99.0, 99.0));
        mimic.draw(&mut a, Coordinates::new(2, 3), dest, &look);
        item.draw(&mut b, Coordinates::new(2, 3), dest, &look);
        assert_eq!(a.calls, b.calls);
    }
}
