//! What the player can see of the current level, cell by cell: the world
//! composes each cell's [`CellView`] from the objects' appearances, and
//! every front end draws from that alone.

use super::appearance::{Appearance, CellView, Figure, Layer, Visibility};
use super::coordinates::Coordinates;
use super::game::Game;

impl Game {
    /// What the player knows of `cell`: `None` when it was never seen. In
    /// view, everything on it; remembered, everything but creatures (which
    /// move). A thing inside a wall is seen through it, translucent.
    pub fn cell_view(&self, cell: Coordinates) -> Option<CellView> {
        self.cell_view_with(cell, pile)
    }

    /// [`Game::cell_view`] as a canvas draws it: the bottom thing and the
    /// `top` topmost, and a switch a boulder presses (what shows the plate
    /// round it), found in one pass without gathering the rest. A pile of
    /// 100,000 items on one cell costs a frame a walk over it, not a list of
    /// 100,000 appearances sorted (issue 29).
    pub fn cell_view_drawn(&self, cell: Coordinates, top: usize) -> Option<CellView> {
        self.cell_view_with(cell, |seen| pile_top(seen, top))
    }

    fn cell_view_with(
        &self,
        cell: Coordinates,
        gather: impl FnOnce(&mut dyn Iterator<Item = Appearance>) -> Vec<Appearance>,
    ) -> Option<CellView> {
        let visibility = match self.visibility(cell)? {
            true => Visibility::InView,
            false => Visibility::Remembered,
        };
        let world = self.world();
        let wall = world.is_wall(cell);
        let mut seen = world
            .ids_at(cell)
            .iter()
            .filter_map(|&id| world.get(id))
            .filter(|o| !o.is_hidden())
            .map(|o| o.appearance())
            .filter(|a| visibility == Visibility::InView || !a.transient)
            .map(|a| Appearance { translucent: a.translucent || wall, ..a });
        let things = gather(&mut seen);
        Some(CellView { visibility, wall, things, player: cell == self.player.coordinates })
    }
}

/// A cell's things bottom layer first (one layer in the order they lie),
/// its switches pressed when a boulder rests there: read from the cell,
/// as the rules read it, never stored.
pub(crate) fn pile(seen: &mut dyn Iterator<Item = Appearance>) -> Vec<Appearance> {
    let mut things: Vec<Appearance> = seen.collect();
    crate::order::sort_by_key(&mut things, |a| a.layer);
    let boulder = things.iter().any(|a| a.figure == Figure::Boulder);
    press_switches(&mut things, boulder);
    things
}

fn press_switches(things: &mut [Appearance], boulder: bool) {
    if boulder {
        for thing in things {
            if let Figure::Switch { .. } = thing.figure {
                thing.figure = Figure::Switch { pressed: true };
            }
        }
    }
}

/// Of what [`pile`] gives, the bottom one, the `top` topmost and, when a
/// boulder presses one, the lowest switch (in that order, so a drawing of the
/// bottom one and the topmost few is the same as of the whole pile); the
/// whole pile when it holds no more than those. One pass, holding `top + 2`.
pub(crate) fn pile_top(seen: &mut dyn Iterator<Item = Appearance>, top: usize) -> Vec<Appearance> {
    // Each thing's place in the pile is (layer, order seen): the sort is stable.
    type Placed = (Layer, usize, Appearance);
    let mut first: Vec<Appearance> = Vec::with_capacity(top + 2);
    let mut bottom: Option<Placed> = None;
    let mut switch: Option<Placed> = None;
    let mut highest: Vec<Placed> = Vec::with_capacity(top + 1);
    let mut boulder = false;
    let mut count = 0;
    for (i, a) in seen.enumerate() {
        count += 1;
        if first.len() < top + 2 {
            first.push(a);
        }
        boulder |= a.figure == Figure::Boulder;
        if matches!(a.figure, Figure::Switch { .. }) && switch.map_or(true, |s| a.layer < s.0) {
            switch = Some((a.layer, i, a));
        }
        if bottom.map_or(true, |b| a.layer < b.0) {
            bottom = Some((a.layer, i, a));
        }
        // Seen last, it lies above every thing of its layer seen before.
        let at = highest.partition_point(|h| h.0 <= a.layer);
        if highest.len() < top || at > 0 {
            highest.insert(at, (a.layer, i, a));
            if highest.len() > top {
                highest.remove(0);
            }
        }
    }
    if count <= top + 2 {
        return pile(&mut first.into_iter());
    }
    let mut things = Vec::with_capacity(top + 2);
    things.extend(bottom.map(|b| b.2));
    if let Some(s) = switch.filter(|s| {
        boulder && bottom.is_some_and(|b| b.1 != s.1) && !highest.iter().any(|h| h.1 == s.1)
    }) {
        things.push(s.2);
    }
    things.extend(highest.into_iter().map(|h| h.2));
    // The boulder that presses them may lie among the things left out.
    press_switches(&mut things, boulder);
    things
}

impl Game {
    /// Every cell of the current level the player knows, as
    /// [`Game::cell_view`] shows it (the overview map draws them all).
    pub fn remembered(&self) -> Vec<(Coordinates, CellView)> {
        let level = &self.levels[self.depth];
        let mut cells: Vec<(Coordinates, CellView)> =
            level.seen.cells().filter_map(|cell| Some((cell, self.cell_view(cell)?))).collect();
        crate::order::sort_by_key(&mut cells, |&(cell, _)| (cell.y, cell.x));
        cells
    }

    /// How the player looks: as the engine draws them, dressed by the
    /// current level's rule state (Dungeon Mania's invisibility shows them
    /// faint). Every front end draws the player from this.
    pub fn player_appearance(&self) -> Appearance {
        let plain = Appearance::new(Figure::Player, Layer::Creature);
        match &self.levels[self.depth].state {
            Some(state) => state.dress_player(plain),
            None => plain,
        }
    }
}

impl Game {
    /// What the player knows of the cells within `radius` of them, as text
    /// rows from the top-left corner `(x, y)`: `#` wall, `.` floor, `>` `<`
    /// stairs, `=` exit, `"` an item, `m` a creature in view, `@` the
    /// player, a space for the unknown. For bots and tests: it shows nothing
    /// the screen does not.
    pub fn known_map(&self, radius: i32) -> (Coordinates, Vec<String>) {
        let me = self.player.coordinates;
        let corner = Coordinates::new(me.x - radius, me.y - radius);
        let rows = (me.y - radius..=me.y + radius)
            .map(|y| {
                (me.x - radius..=me.x + radius)
                    .map(|x| {
                        let Some(view) = self.cell_view(Coordinates::new(x, y)) else {
                            return ' ';
                        };
                        if view.player {
                            return '@';
                        }
                        match view.things.last().map(|a| a.figure) {
                            Some(super::appearance::Figure::Mob(_)) => 'm',
                            Some(super::appearance::Figure::Item(_)) => '"',
                            Some(super::appearance::Figure::Stairs(
                                super::appearance::Leads::Down,
                            )) => '>',
                            Some(super::appearance::Figure::Stairs(
                                super::appearance::Leads::Up,
                            )) => '<',
                            Some(super::appearance::Figure::Exit) => '=',
                            Some(super::appearance::Figure::Entrance) => '<',
                            Some(super::appearance::Figure::Wormhole) => 'O',
                            _ if view.wall => '#',
                            _ => '.',
                        }
                    })
                    .collect()
            })
            .collect();
        (corner, rows)
    }
}

#[cfg(test)]
mod tests {
    use crate::game::{
        Coordinates, Creature, DroppedItem, Figure, Game, GameWorld, ItemKind, MobKind, Player,
        Visibility, Wall,
    };

    #[test]
    fn creatures_are_not_remembered_and_ghosts_in_walls_are_translucent() {
        let mut world = GameWorld::new();
        world.add(Box::new(Wall::from_rows(Coordinates::new(3, 0), &["#"]))).expect("wall");
        world
            .add(Box::new(Creature::new(MobKind::Ghost, Coordinates::new(3, 0), None)))
            .expect("ghost");
        world
            .add(Box::new(DroppedItem::new(Coordinates::new(1, 0), ItemKind::Sword)))
            .expect("item");
        world
            .add(Box::new(Creature::new(MobKind::Robot, Coordinates::new(1, 0), None)))
            .expect("robot");
        let game = Game::new(world, Player::new(Coordinates::ZERO), 1);
        let ghost = game.cell_view(Coordinates::new(3, 0)).expect("seen");
        assert!(ghost.wall && ghost.things[0].translucent);
        let both = game.cell_view(Coordinates::new(1, 0)).expect("seen");
        assert_eq!(both.visibility, Visibility::InView);
        let figures: Vec<Figure> = both.things.iter().map(|a| a.figure).collect();
        assert_eq!(figures, vec![Figure::Item(ItemKind::Sword), Figure::Mob(MobKind::Robot)]);
        assert!(game.cell_view(Coordinates::new(0, 0)).expect("here").player);
        assert_eq!(game.cell_view(Coordinates::new(500, 500)), None);
    }
}
