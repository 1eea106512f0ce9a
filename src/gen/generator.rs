//! The `Generator` trait and the generators of things: random items, and random
//! mobs of the magical and techno themes, all weighted by the content table.

use super::plan::Thing;
use super::uniform::{UniformGenerator, WeightTableError};
use crate::content::Content;
use crate::game::{GameRng, ItemKind, MobKind};
use std::collections::BTreeMap;

/// Makes a `T` from random numbers; the generator passed in is the only source of
/// randomness, so the same seed makes the same `T`.
pub trait Generator<T> {
    /// One new value.
    fn generate(&self, rng: &mut GameRng) -> T;
}

impl<T, G: Generator<T> + ?Sized> Generator<T> for &G {
    fn generate(&self, rng: &mut GameRng) -> T {
        (**self).generate(rng)
    }
}

impl<T, G: Generator<T> + ?Sized> Generator<T> for Box<G> {
    fn generate(&self, rng: &mut GameRng) -> T {
        (**self).generate(rng)
    }
}

/// The embedded content table is checked by tests to hold usable weights, so
/// the `Default` generators built from it cannot fail.
const CONTENT_WEIGHTS_CHECKED: &str = "the embedded content table's weights are checked by tests";

/// Random item kinds, weighted by `generators.items` of the content table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UniformItemGenerator {
    kinds: UniformGenerator<ItemKind>,
}

impl UniformItemGenerator {
    /// Items weighted by `weights`.
    pub fn new(weights: &BTreeMap<ItemKind, u32>) -> Result<Self, WeightTableError> {
        Ok(UniformItemGenerator { kinds: UniformGenerator::new(copied(weights))? })
    }

    /// Items weighted as `content` says.
    pub fn from_content(content: &Content) -> Result<Self, WeightTableError> {
        Self::new(&content.generators.items)
    }
}

impl Default for UniformItemGenerator {
    /// Items weighted as the embedded content table says.
    fn default() -> Self {
        Self::from_content(Content::get()).expect(CONTENT_WEIGHTS_CHECKED)
    }
}

impl Generator<ItemKind> for UniformItemGenerator {
    fn generate(&self, rng: &mut GameRng) -> ItemKind {
        self.kinds.generate(rng)
    }
}

/// Random mobs from a weight table. A Mimic gets a disguise from the item
/// generator, so it looks like an item that could really lie there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UniformMobGenerator {
    kinds: UniformGenerator<MobKind>,
    disguises: UniformItemGenerator,
}

impl UniformMobGenerator {
    /// Mobs weighted by `weights`; Mimics look like items from `disguises`.
    pub fn new(
        weights: &BTreeMap<MobKind, u32>,
        disguises: UniformItemGenerator,
    ) -> Result<Self, WeightTableError> {
        Ok(UniformMobGenerator { kinds: UniformGenerator::new(copied(weights))?, disguises })
    }
}

impl Generator<Thing> for UniformMobGenerator {
    fn generate(&self, rng: &mut GameRng) -> Thing {
        match self.kinds.generate(rng) {
            MobKind::Mimic => Thing::mimic(self.disguises.generate(rng)),
            kind => Thing::mob(kind),
        }
    }
}

/// Mobs of the magical theme (`generators.magical_mobs`: Mimic, Ghost, Wizard).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MagicalMobGenerator(UniformMobGenerator);

impl MagicalMobGenerator {
    /// Weighted as `content` says.
    pub fn from_content(content: &Content) -> Result<Self, WeightTableError> {
        let disguises = UniformItemGenerator::from_content(content)?;
        Ok(MagicalMobGenerator(UniformMobGenerator::new(
            &content.generators.magical_mobs,
            disguises,
        )?))
    }
}

impl Default for MagicalMobGenerator {
    /// Weighted as the embedded content table says.
    fn default() -> Self {
        Self::from_content(Content::get()).expect(CONTENT_WEIGHTS_CHECKED)
    }
}

impl Generator<Thing> for MagicalMobGenerator {
    fn generate(&self, rng: &mut GameRng) -> Thing {
        self.0.generate(rng)
    }
}

/// Mobs of the techno theme (`generators.techno_mobs`: Robot).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TechnoMobGenerator(UniformMobGenerator);

impl TechnoMobGenerator {
    /// Weighted as `content` says.
    pub fn from_content(content: &Content) -> Result<Self, WeightTableError> {
        let disguises = UniformItemGenerator::from_content(content)?;
        Ok(TechnoMobGenerator(UniformMobGenerator::new(
            &content.generators.techno_mobs,
            disguises,
        )?))
    }
}

impl Default for TechnoMobGenerator {
    /// Weighted as the embedded content table says.
    fn default() -> Self {
        Self::from_content(Content::get()).expect(CONTENT_WEIGHTS_CHECKED)
    }
}

impl Generator<Thing> for TechnoMobGenerator {
    fn generate(&self, rng: &mut GameRng) -> Thing {
        self.0.generate(rng)
    }
}

/// The two mob themes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum MobTheme {
    Magical,
    Techno,
}

/// Random mobs of either theme: first the theme is drawn (`generators.mob_themes`,
/// magical 7 : techno 2), then a mob of that theme.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThemedMobGenerator {
    themes: UniformGenerator<MobTheme>,
    magical: MagicalMobGenerator,
    techno: TechnoMobGenerator,
}

impl ThemedMobGenerator {
    /// Weighted as `content` says; theme names other than `magical` and `techno`
    /// are an error.
    pub fn from_content(content: &Content) -> Result<Self, WeightTableError> {
        let themes = content
            .generators
            .mob_themes
            .iter()
            .map(|(name, &weight)| match name.as_str() {
                "magical" => Ok((MobTheme::Magical, weight)),
                "techno" => Ok((MobTheme::Techno, weight)),
                other => Err(WeightTableError::UnknownTheme(other.to_owned())),
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(ThemedMobGenerator {
            themes: UniformGenerator::new(themes)?,
            magical: MagicalMobGenerator::from_content(content)?,
            techno: TechnoMobGenerator::from_content(content)?,
        })
    }
}

impl Default for ThemedMobGenerator {
    /// Weighted as the embedded content table says.
    fn default() -> Self {
        Self::from_content(Content::get()).expect(CONTENT_WEIGHTS_CHECKED)
    }
}

impl Generator<Thing> for ThemedMobGenerator {
    fn generate(&self, rng: &mut GameRng) -> Thing {
        match self.themes.generate(rng) {
            MobTheme::Magical => self.magical.generate(rng),
            MobTheme::Techno => self.techno.generate(rng),
        }
    }
}

/// A weight map as `(value, weight)` pairs in the map's (sorted, so stable) order.
fn copied<K: Copy>(weights: &BTreeMap<K, u32>) -> impl Iterator<Item = (K, u32)> + '_ {
    weights.iter().map(|(&k, &w)| (k, w))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;
    use std::hash::Hash;

    const DRAWS: u32 = 100_000;

    /// Draws `DRAWS` values and checks each expected frequency within five
    /// standard deviations of a binomial count, and that nothing else was drawn.
    fn assert_frequencies<T: Eq + Hash + std::fmt::Debug>(
        mut draw: impl FnMut() -> T,
        expected: &[(T, f64)],
    ) {
        let mut counts: HashMap<T, u32> = HashMap::new();
        for _ in 0..DRAWS {
            *counts.entry(draw()).or_default() += 1;
        }
        for (value, p) in expected {
            let n = f64::from(DRAWS);
            let got = f64::from(counts.remove(value).unwrap_or(0));
            let bound = 5.0 * (n * p * (1.0 - p)).sqrt();
            assert!(
                (got - n * p).abs() <= bound,
                "{value:?}: {got} draws, expected {} ± {bound}",
                n * p
            );
        }
        assert!(counts.is_empty(), "unexpected values drawn: {counts:?}");
    }

    #[test]
    fn items_follow_content_weights() {
        let g = UniformItemGenerator::default();
        let mut rng = GameRng::new(1, 0);
        assert_frequencies(
            || g.generate(&mut rng),
            &[(ItemKind::Sword, 0.5), (ItemKind::GoldenApple, 0.25), (ItemKind::Shield, 0.25)],
        );
    }

    #[test]
    fn magical_mobs_follow_content_weights() {
        let g = MagicalMobGenerator::default();
        let mut rng = GameRng::new(2, 0);
        let kind = |t: Thing| match t {
            Thing::Mob { kind, .. } => kind,
            other => panic!("a mob generator made {other}"),
        };
        assert_frequencies(
            || kind(g.generate(&mut rng)),
            &[
                (MobKind::Mimic, 3.0 / 7.0),
                (MobKind::Ghost, 2.0 / 7.0),
                (MobKind::Wizard, 2.0 / 7.0),
            ],
        );
    }

    #[test]
    fn techno_mobs_are_robots() {
        let g = TechnoMobGenerator::default();
        let mut rng = GameRng::new(3, 0);
        assert!((0..1000).all(|_| g.generate(&mut rng) == Thing::mob(MobKind::Robot)));
    }

    #[test]
    fn themed_mobs_mix_the_themes_seven_to_two() {
        let g = ThemedMobGenerator::default();
        let mut rng = GameRng::new(4, 0);
        // magical 7/9 × (Mimic 3/7, Ghost 2/7, Wizard 2/7), techno 2/9 × Robot.
        let kind = |t: Thing| match t {
            Thing::Mob { kind, .. } => kind,
            other => panic!("a mob generator made {other}"),
        };
        assert_frequencies(
            || kind(g.generate(&mut rng)),
            &[
                (MobKind::Mimic, 3.0 / 9.0),
                (MobKind::Ghost, 2.0 / 9.0),
                (MobKind::Wizard, 2.0 / 9.0),
                (MobKind::Robot, 2.0 / 9.0),
            ],
        );
    }

    #[test]
    fn only_mimics_are_disguised_and_disguises_follow_item_weights() {
        let g = ThemedMobGenerator::default();
        let mut rng = GameRng::new(5, 0);
        let mut disguises = Vec::new();
        while disguises.len() < DRAWS as usize {
            match g.generate(&mut rng) {
                Thing::Mob { kind: MobKind::Mimic, disguise: Some(look), .. } => {
                    disguises.push(look)
                }
                Thing::Mob { kind: MobKind::Mimic, disguise: None, .. } => panic!("a bare Mimic"),
                Thing::Mob { disguise: Some(_), kind, .. } => panic!("a disguised {kind}"),
                _ => {}
            }
        }
        let mut looks = disguises.into_iter();
        assert_frequencies(
            || looks.next().expect("enough disguises collected"),
            &[(ItemKind::Sword, 0.5), (ItemKind::GoldenApple, 0.25), (ItemKind::Shield, 0.25)],
        );
    }

    #[test]
    fn unknown_themes_and_empty_tables_are_errors() {
        let mut content = Content::get().clone();
        content.generators.mob_themes.insert("steampunk".into(), 1);
        assert_eq!(
            ThemedMobGenerator::from_content(&content),
            Err(WeightTableError::UnknownTheme("steampunk".into()))
        );
        let mut content = Content::get().clone();
        content.generators.techno_mobs.clear();
        assert_eq!(TechnoMobGenerator::from_content(&content), Err(WeightTableError::Empty));
    }
}
