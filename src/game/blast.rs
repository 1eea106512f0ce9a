//! Bombs under seed 000's turn (the descent, issue 27). A bomb used from the
//! pack is set down lit on the player's cell ([`Bomb`](super::item::Bomb));
//! its fuse — the content table's `fuse`, 3 — counts down at the end of
//! every later turn, shown on its cell, and at none it goes off: every
//! creature within a cell of it, diagonals included (Dungeon Mania's square
//! blast), and the player too if there, takes the table's `blast`, 10,
//! whatever their armor (an invincible player takes nothing); creatures it
//! kills give their experience as a blow's kill does; a zombie spawner in
//! the square is destroyed. Unlike Dungeon Mania's, it leaves walls,
//! boulders, doors and items be: under the classic turn a blast never opens
//! a way the level's puzzles keep shut. Only bombs of the level the player
//! is on burn (as only that level acts); Dungeon Mania's bombs, which burn
//! no fuse, wait for their switch as before.

use super::arena::ObjectId;
use super::coordinates::Coordinates;
use super::event::GameEvent;
use super::game::Game;
use super::kind::{ItemKind, MobKind};
use super::message::Message;
use super::record::KindMut;
use crate::content::Content;

impl Game {
    /// Burns a turn of every fused bomb on the player's level and sets off
    /// those whose fuse is out, in the order they were set down.
    pub(crate) fn bombs_burn(&mut self, events: &mut Vec<GameEvent>) {
        let world = &mut self.levels[self.depth].world;
        let bombs: Vec<ObjectId> = world
            .objects()
            .filter(|(_, o)| o.appearance().figure == super::appearance::Figure::LitBomb)
            .map(|(id, _)| id)
            .collect();
        let mut going_off = Vec::new();
        for id in bombs {
            let Some(object) = world.get_mut(id) else { continue };
            let before = object.blocking();
            if let Some(KindMut::LitBomb(bomb)) = object.kind_mut() {
                if bomb.fuse().is_some() && bomb.burn() {
                    going_off.push((id, bomb_cell(bomb)));
                }
            }
            world.refresh_blocking(id, before);
        }
        for (id, at) in going_off {
            self.levels[self.depth].world.remove(id);
            self.explode(at, events);
        }
    }

    /// A bomb goes off at `at` (see the module's words).
    fn explode(&mut self, at: Coordinates, events: &mut Vec<GameEvent>) {
        let turn = self.turn;
        let damage = Content::get().item(ItemKind::Bomb).blast.unwrap_or(0);
        self.log.push(turn, Message::BombExplodes);
        let world = &mut self.levels[self.depth].world;
        let mut hit: Vec<ObjectId> = Vec::new();
        for dy in -1..=1 {
            for dx in -1..=1 {
                hit.extend(world.ids_at(at + Coordinates::new(dx, dy)).iter().copied());
            }
        }
        for id in hit {
            let world = &mut self.levels[self.depth].world;
            let Some(object) = world.get_mut(id) else { continue };
            match object.kind_mut() {
                Some(KindMut::Mob(creature)) => {
                    let kind = creature.kind();
                    let left = creature.health_now().saturating_sub(damage);
                    let experience = creature.blast(damage);
                    self.log.push(turn, Message::BlastHits { target: kind, damage });
                    if left <= 0 {
                        self.levels[self.depth].world.remove(id);
                        self.blast_kill(kind, experience, events);
                    }
                }
                Some(KindMut::Spawner(_)) => {
                    world.remove(id);
                    self.log.push(turn, Message::BlastDestroysSpawner);
                }
                _ => {}
            }
        }
        if self.player.coordinates.chebyshev(at) <= 1 && self.player.invincible == 0 {
            self.player.health = self.player.health.saturating_sub(damage);
            self.log.push(turn, Message::BlastHitsYou { damage });
            if self.player.is_dead() {
                self.log.push(turn, Message::KilledByBlast);
                // Only the player sets bombs down under seed 000's turn.
                self.run.died_of = Some(super::run::Hazard::OwnBomb);
                events.push(GameEvent::PlayerDie);
            }
        }
    }

    /// A creature the blast killed: counted, and its experience gained.
    fn blast_kill(&mut self, kind: MobKind, experience: i32, events: &mut Vec<GameEvent>) {
        let turn = self.turn;
        self.run.kills += 1;
        events.push(GameEvent::MobDefeated { kind });
        self.log.push(turn, Message::Defeated { target: kind, experience });
        if let Some(level_up) = self.player.gain_experience(experience) {
            if let GameEvent::LevelUp { level, .. } = level_up {
                self.log.push(turn, Message::LevelReached { level });
            }
            events.push(level_up);
        }
    }
}

/// Where a bomb lies.
fn bomb_cell(bomb: &super::lit_bomb::LitBomb) -> Coordinates {
    use super::object::GameObject;
    bomb.coordinates()
}
