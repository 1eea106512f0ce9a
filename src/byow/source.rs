//! A Build Your Own World world as a level of the engine: the world source
//! of the format. The generated tiles become one wall of rock (walls and
//! nothing alike: no one can walk there), the locked door an engine
//! [`LockedDoor`], each encounter tile an engine [`Spirit`] of the seed's
//! strength; the level plays by BYOW's rules (lit, its map known from the
//! start, won at the door) and the player has BYOW's health. Reading the
//! level back as BYOW's tiles ([`tile_of`]) goes through what the player
//! sees ([`Game::cell_view`]): the rock beyond the walls was never seen, so
//! it reads as nothing, as the canvas leaves it dark.

use super::config::WorldSize;
use super::encounter::{spirit_strength, MAX_HEALTH};
use super::generator::GeneratedWorld;
use super::tile::Tile;
use crate::content::PlayerStats;
use crate::game::{
    CellView, Coordinates, Figure, Game, GameWorld, Goal, Level, LockedDoor, Player, Rules,
    SightModel, Spirit, Wall,
};

/// BYOW's avatar: 5 health, blows of 1, no armour, no growth.
const AVATAR: PlayerStats = PlayerStats {
    health: MAX_HEALTH as i32,
    attack: 1,
    armor: 0,
    level_cost: 1,
    inventory_slots: 1,
    growth: None,
};

/// The game of `world` (the world of `seed`, of `size`), its avatar at
/// `avatar` with `health`; each spirit as `spirit` leaves it (a save's
/// beaten spirits and open fight; unchanged for a new game).
pub(crate) fn world_game(
    seed: u64,
    size: WorldSize,
    world: &GeneratedWorld,
    (avatar, health): (Coordinates, i32),
    spirit: impl Fn(Spirit) -> Spirit,
) -> Game {
    let tiles = &world.world.tiles;
    let mut objects = GameWorld::new();
    let rock = Wall::new(Coordinates::ZERO, tiles.width(), tiles.height(), tiles.rock());
    // One matrix never overlaps itself, and the door and spirits are no walls.
    let _ = objects.add(Box::new(rock));
    let _ = objects.add(Box::new(LockedDoor::new(world.door)));
    for &at in &world.encounters {
        let strength = spirit_strength(seed, size, at);
        let _ = objects.add(Box::new(spirit(Spirit::new(at, strength, world.world.avatar))));
    }
    let rules = Rules { sight: SightModel::Lit, goal: Some(Goal::Exit), ..Rules::classic() };
    let mut level = Level::new(objects, rules);
    level.reveal(tiles.cells().filter(|&(_, tile)| tile != Tile::Nothing).map(|(at, _)| at));
    let mut player = Player::with_stats(avatar, &AVATAR);
    player.health = health;
    Game::with_levels(vec![level], 0, player, seed)
}

/// The tile BYOW names for what the player sees of a cell: nothing where
/// nothing is known, else wall, the locked door, an encounter (a spirit
/// standing) or floor.
pub(crate) fn tile_of(view: Option<CellView>) -> Tile {
    let Some(view) = view else { return Tile::Nothing };
    if view.wall {
        return Tile::Wall;
    }
    view.things
        .iter()
        .find_map(|thing| match thing.figure {
            Figure::LockedDoor => Some(Tile::LockedDoor),
            Figure::Spirit => Some(Tile::Encounter),
            _ => None,
        })
        .unwrap_or(Tile::Floor)
}
