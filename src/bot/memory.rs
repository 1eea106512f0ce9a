//! What the bot remembers of each level: which cells are floor or wall, and
//! what it last saw on them — learnt only from what the game shows the
//! player (`Game::cell_view`).

use crate::game::{Coordinates, FastMap, Figure, Game, ItemKind, Leads, MobKind, Visibility};

/// What the bot knows of one cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Known {
    /// A wall.
    pub wall: bool,
    /// The item it last saw lying here (which may be a Mimic in disguise).
    pub item: Option<ItemKind>,
    /// Stairs here.
    pub stairs: Option<Leads>,
    /// The exit is here.
    pub exit: bool,
    /// A locked door is here (a vault's): passable only with a key.
    pub door: bool,
}

/// A creature in view now.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Seen {
    /// Where.
    pub at: Coordinates,
    /// What.
    pub kind: MobKind,
    /// Health left as a fraction of the maximum.
    pub health: f64,
}

/// The bot's memory of every level it has been on.
#[derive(Clone, Debug, Default)]
pub struct Memory {
    /// Per level, its known cells (the fast hasher: the bot asks for cells
    /// thousands of times a turn, and SipHash was a fifth of its time).
    levels: FastMap<usize, FastMap<Coordinates, Known>>,
    /// Creatures in view after the last look.
    pub creatures: Vec<Seen>,
    /// Lit bombs in view after the last look (the bot keeps out of their
    /// blast).
    pub bombs: Vec<Coordinates>,
    /// Zombie spawners in view after the last look (a bomb smashes them).
    pub spawners: Vec<Coordinates>,
}

impl Memory {
    /// Looks at everything the game shows within `radius` of the player.
    pub fn look(&mut self, game: &Game, radius: i32) {
        let depth = game.depth();
        let me = game.player.coordinates;
        self.creatures.clear();
        self.bombs.clear();
        self.spawners.clear();
        let level = self.levels.entry(depth).or_default();
        for y in me.y - radius..=me.y + radius {
            for x in me.x - radius..=me.x + radius {
                let cell = Coordinates::new(x, y);
                let Some(view) = game.cell_view(cell) else { continue };
                let mut known =
                    Known { wall: view.wall, item: None, stairs: None, exit: false, door: false };
                for thing in &view.things {
                    match thing.figure {
                        Figure::Item(kind) => known.item = Some(kind),
                        Figure::Stairs(leads) => known.stairs = Some(leads),
                        Figure::Exit | Figure::LockedDoor => known.exit = true,
                        Figure::Door { open: false } => known.door = true,
                        // The bots leave the descent's puzzles alone: a
                        // boulder, a shut switch door and a portal are walls
                        // to them (the level never needs them: see
                        // `gen::descent`).
                        Figure::Boulder | Figure::SwitchDoor { open: false } | Figure::Portal => {
                            known.wall = true;
                        }
                        Figure::Spawner => {
                            known.wall = true;
                            self.spawners.push(cell);
                        }
                        Figure::LitBomb => self.bombs.push(cell),
                        // An ally is no threat and steps aside (a swap).
                        Figure::Mob(kind)
                            if view.visibility == Visibility::InView && !thing.ally =>
                        {
                            let health = thing.hurt.unwrap_or(1.0);
                            self.creatures.push(Seen { at: cell, kind, health });
                        }
                        // The rest shows nothing the bot's plan uses (it
                        // walks seed 000's descent).
                        _ => {}
                    }
                }
                level.insert(cell, known);
            }
        }
    }

    /// What the bot knows of `cell` on level `depth`.
    pub fn get(&self, depth: usize, cell: Coordinates) -> Option<&Known> {
        self.levels.get(&depth)?.get(&cell)
    }

    /// Forgets the item it remembered on `cell` (picked up, or found out).
    pub fn clear_item(&mut self, depth: usize, cell: Coordinates) {
        if let Some(known) = self.levels.get_mut(&depth).and_then(|l| l.get_mut(&cell)) {
            known.item = None;
        }
    }

    /// Every known cell of level `depth`.
    pub fn cells(&self, depth: usize) -> impl Iterator<Item = (&Coordinates, &Known)> {
        self.levels.get(&depth).into_iter().flat_map(|l| l.iter())
    }
}
