//! The dungeon as the rules see it: who may enter which cell (the movement
//! constraints of spec §3.2–§3.3 in one table), where a step lands (portals
//! carry the player and mercenaries on), and the map path searches walk —
//! a [`GridMap`] whose neighbours are those landings, so `game::Search` goes
//! through portals, each weighed by the ticks it takes (swamps hold creatures). Queries that depend on the order of entities on a cell
//! take them in order of creation.

use super::state::{DungeonState, EntityId};
use crate::game::{Coordinates, Direction, Edge, GameWorld, GridMap, KindRef};

/// The most portals one step passes through; a longer chain counts as blocked,
/// which keeps hostile dungeons of chained portals cheap.
pub const MAX_PORTAL_HOPS: usize = 64;

/// Something that moves, for the question of what stops it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mover {
    /// The player (doors with a key and boulders are handled before asking).
    Player,
    /// A zombie toast.
    ZombieToast,
    /// A mercenary, hostile or allied.
    Mercenary,
    /// A spider (stopped by boulders only).
    Spider,
    /// A boulder being pushed.
    Boulder,
}

impl Mover {
    /// Whether portals carry this mover to their partner (player and mercenaries).
    pub fn uses_portals(self) -> bool {
        matches!(self, Mover::Player | Mover::Mercenary)
    }
}

/// Whether an entity of this kind keeps `mover` out of its cell.
pub fn blocks(kind: KindRef<'_>, mover: Mover) -> bool {
    match kind {
        KindRef::Wall(_) | KindRef::Spawner(_) => mover != Mover::Spider,
        KindRef::Door(door) => !door.is_open() && mover != Mover::Spider,
        KindRef::SwitchDoor(door) => !door.is_open() && mover != Mover::Spider,
        // A bulb's post stops walkers as a wall does; spiders climb it.
        KindRef::LightBulb(_) => mover != Mover::Spider,
        KindRef::Boulder(_) | KindRef::LockedDoor(_) => true,
        KindRef::Portal(_)
        | KindRef::TimeTravellingPortal(_)
        | KindRef::OlderPlayer(_)
        | KindRef::Spider(_)
        | KindRef::ZombieToast(_)
        | KindRef::Mercenary(_)
        | KindRef::Hydra(_) => mover == Mover::Boulder,
        KindRef::Exit(_)
        | KindRef::Switch(_)
        | KindRef::Item(_)
        | KindRef::LitBomb(_)
        | KindRef::Mob(_)
        | KindRef::Stairs(_)
        | KindRef::Entrance(_)
        | KindRef::Wormhole(_)
        | KindRef::Spirit(_)
        | KindRef::Swamp(_)
        | KindRef::Wire(_) => false,
    }
}

/// The world and the rule state, read together.
#[derive(Clone, Copy, Debug)]
pub struct Scene<'a> {
    /// The level's objects.
    pub world: &'a GameWorld,
    /// Ids, the player's health and items.
    pub state: &'a DungeonState,
}

impl<'a> Scene<'a> {
    /// The kind of entity `id`, if it is on the map.
    pub fn kind(&self, id: EntityId) -> Option<KindRef<'a>> {
        let world: &'a GameWorld = self.world;
        world.get(self.state.object(id)?)?.kind()
    }

    /// The cell of entity `id`, if it is on the map.
    pub fn pos(&self, id: EntityId) -> Option<Coordinates> {
        Some(self.world.get(self.state.object(id)?)?.coordinates())
    }

    /// The entities on `cell`, in order of creation, with their kinds.
    pub fn at(&self, cell: Coordinates) -> Vec<(EntityId, KindRef<'a>)> {
        let state = self.state;
        state.at(self.world, cell).into_iter().filter_map(|id| Some((id, self.kind(id)?))).collect()
    }

    /// The first entity on `cell`, in order of creation, whose kind passes `test`.
    pub fn find_at(
        &self,
        cell: Coordinates,
        test: impl Fn(KindRef<'a>) -> bool,
    ) -> Option<EntityId> {
        self.at(cell).into_iter().find(|&(_, kind)| test(kind)).map(|(id, _)| id)
    }

    /// Whether anything on `cell` passes `test` (in any order: cheaper).
    pub fn any_at(&self, cell: Coordinates, test: impl Fn(KindRef<'_>) -> bool) -> bool {
        let world = self.world;
        world
            .ids_at(cell)
            .iter()
            .chain(world.wall_at(cell).as_ref())
            .any(|&object| world.get(object).and_then(|o| o.kind()).is_some_and(&test))
    }

    /// Whether anything on `cell` keeps `mover` out.
    pub fn is_blocked(&self, cell: Coordinates, mover: Mover) -> bool {
        (mover != Mover::Spider && self.world.is_wall(cell))
            || self.any_at(cell, |kind| blocks(kind, mover))
    }

    /// Whether `cell` holds a boulder.
    pub fn has_boulder(&self, cell: Coordinates) -> bool {
        self.any_at(cell, |kind| matches!(kind, KindRef::Boulder(_)))
    }

    /// Whether `cell` holds a switch with a boulder on it.
    pub fn is_active_switch(&self, cell: Coordinates) -> bool {
        self.any_at(cell, |kind| matches!(kind, KindRef::Switch(_))) && self.has_boulder(cell)
    }

    /// Where `mover` ends up stepping from `from` towards `direction`: the cell
    /// itself, or where a portal there sends it; `None` if it cannot go.
    pub fn landing(
        &self,
        from: Coordinates,
        direction: Direction,
        mover: Mover,
    ) -> Option<Coordinates> {
        let target = from.step(direction);
        if self.is_blocked(target, mover) {
            return None;
        }
        if mover.uses_portals() {
            if let Some(exit) = self.through_portal(target, direction, mover) {
                return exit;
            }
        }
        Some(target)
    }

    /// `None` if `cell` holds no linked portal; otherwise where a mover entering it
    /// going `direction` comes out (`Some(None)`: nowhere, it stays put).
    fn through_portal(
        &self,
        cell: Coordinates,
        direction: Direction,
        mover: Mover,
    ) -> Option<Option<Coordinates>> {
        self.partner_of(cell)?;
        let mut visited = vec![cell];
        Some(self.exit_from(cell, direction, mover, &mut visited))
    }

    /// The cell of the partner of the first linked portal on `cell`. A partner
    /// is there while a portal of its colour stands on its cell (a colour has
    /// exactly two portals, so that one is the partner).
    pub fn partner_of(&self, cell: Coordinates) -> Option<Coordinates> {
        self.at(cell).into_iter().find_map(|(_, kind)| {
            let KindRef::Portal(portal) = kind else { return None };
            let partner = portal.partner()?;
            let colour = portal.colour();
            self.any_at(partner, |k| matches!(k, KindRef::Portal(p) if p.colour() == colour))
                .then_some(partner)
        })
    }

    /// The first free cell next to the partner of the portal on `entry`, straight
    /// ahead first, then clockwise from up; portals there are followed, each at
    /// most once (`visited`).
    fn exit_from(
        &self,
        entry: Coordinates,
        direction: Direction,
        mover: Mover,
        visited: &mut Vec<Coordinates>,
    ) -> Option<Coordinates> {
        let partner = self.partner_of(entry)?;
        if visited.len() > 2 * MAX_PORTAL_HOPS {
            return None;
        }
        visited.push(partner);
        let order = std::iter::once(direction)
            .chain(Direction::CLOCKWISE.into_iter().filter(|&d| d != direction));
        for out in order {
            let cell = partner.step(out);
            if self.is_blocked(cell, mover) || visited.contains(&cell) {
                continue;
            }
            if self.partner_of(cell).is_some() {
                visited.push(cell);
                if let Some(exit) = self.exit_from(cell, out, mover, visited) {
                    return Some(exit);
                }
                continue;
            }
            return Some(cell);
        }
        None
    }

    /// The map a path search of `mover` walks.
    pub fn walker(self, mover: Mover) -> Walker<'a> {
        Walker { scene: self, mover }
    }
}

/// The dungeon as one kind of mover walks it: its neighbours are the cells
/// its steps land on (through portals), clockwise from up, the order every
/// tie is broken in. A step costs the ticks it takes: 1, and for a creature
/// the ticks a swamp where it lands holds it (the player wades through), so
/// a cheapest path is a quickest one.
#[derive(Clone, Copy, Debug)]
pub struct Walker<'a> {
    scene: Scene<'a>,
    mover: Mover,
}

impl GridMap for Walker<'_> {
    fn is_opaque(&self, cell: Coordinates) -> bool {
        self.scene.world.is_wall(cell)
    }

    fn is_occupied(&self, cell: Coordinates) -> bool {
        self.scene.is_blocked(cell, self.mover)
    }

    fn neighbours(&self, cell: Coordinates, out: &mut Vec<Edge>) {
        for direction in Direction::CLOCKWISE {
            if let Some(to) = self.scene.landing(cell, direction, self.mover) {
                let held = match self.mover {
                    Mover::Player => 0,
                    _ => self.scene.swamp_factor(to),
                };
                out.push(Edge { direction, to, cost: held.saturating_add(1) });
            }
        }
    }
}
