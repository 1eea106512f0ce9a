//! A goal in words: the goal's grammar (`treasure AND exit`) with its
//! words from the table, and what is left to do. In English both read
//! exactly as the goal's own `Display` and `Goal::remaining`, which the
//! snapshot keeps (bots read those); the HUD, the terminal and the screen
//! reader show these.

use super::phrase;
use crate::game::{Game, Goal, Progress};

/// The current level's goal in the player's language: its text, whether
/// it is met, and what is left; `None` when the level has no goal.
pub fn goal_status(game: &Game) -> Option<(String, bool, String)> {
    let (_, done, _) = game.goal_status()?;
    let goal = game.rules().goal.as_ref()?;
    let progress = game.progress();
    Some((goal_text(goal), done, if done { String::new() } else { goal_left(goal, &progress) }))
}

/// The goal as its grammar writes it, with the words of the table, and
/// parentheses where a composite sits inside the other kind (as `Display`).
pub fn goal_text(goal: &Goal) -> String {
    fn side(g: &Goal, parent_and: bool) -> String {
        match g {
            Goal::And(..) if !parent_and => format!("({})", goal_text(g)),
            Goal::Or(..) if parent_and => format!("({})", goal_text(g)),
            _ => goal_text(g),
        }
    }
    match goal {
        Goal::Exit => phrase("goal_exit", &[]),
        Goal::Enemies(None) => phrase("goal_enemies", &[]),
        Goal::Enemies(Some(n)) => phrase("goal_enemies_n", &[("n", &n.to_string())]),
        Goal::Treasure(1) => phrase("goal_treasure", &[]),
        Goal::Treasure(n) => phrase("goal_treasure_n", &[("n", &n.to_string())]),
        Goal::Boulders => phrase("goal_boulders", &[]),
        Goal::And(a, b) | Goal::Or(a, b) => {
            let and = matches!(goal, Goal::And(..));
            let right = match b.as_ref() {
                Goal::And(..) | Goal::Or(..) => format!("({})", goal_text(b)),
                _ => side(b, and),
            };
            let key = if and { "goal_and" } else { "goal_or" };
            phrase(key, &[("a", &side(a, and)), ("b", &right)])
        }
    }
}

/// What is left to do, in short words (`""` when met), as
/// `Goal::remaining` says it in English.
pub fn goal_left(goal: &Goal, p: &Progress) -> String {
    if goal.is_met(p) {
        return String::new();
    }
    match goal {
        Goal::Exit => phrase("goal_left_exit", &[]),
        Goal::Enemies(None) => {
            let left = (p.creatures_left + p.spawners_left).to_string();
            phrase("goal_left_enemies", &[("n", &left)])
        }
        Goal::Enemies(Some(n)) => {
            let more = n.saturating_sub(p.kills).max(1).to_string();
            phrase("goal_left_enemies_n", &[("n", &more)])
        }
        Goal::Treasure(n) => phrase(
            "goal_left_treasure",
            &[("have", &p.treasure.to_string()), ("n", &n.to_string())],
        ),
        Goal::Boulders => phrase("goal_left_boulders", &[("n", &p.switches_open.to_string())]),
        Goal::And(a, b) => {
            let (a, b) = (goal_left(a, p), goal_left(b, p));
            match (a.is_empty(), b.is_empty()) {
                (false, false) => phrase("goal_left_then", &[("a", &a), ("b", &b)]),
                (true, _) => b,
                (_, true) => a,
            }
        }
        Goal::Or(a, b) => {
            phrase("goal_left_or", &[("a", &goal_left(a, p)), ("b", &goal_left(b, p))])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::parse_goal;

    #[test]
    fn english_words_are_the_goals_own() {
        let progress =
            Progress { creatures_left: 3, treasure: 1, switches_open: 2, ..Progress::default() };
        for text in [
            "exit",
            "treasure AND exit",
            "treasure 2 AND (enemies OR boulders) AND exit",
            "(enemies 4 OR treasure) AND exit",
            "boulders OR (treasure 3 AND exit)",
        ] {
            let goal = parse_goal(text).expect("a goal");
            assert_eq!(goal_text(&goal), goal.to_string(), "{text}");
            assert_eq!(goal_left(&goal, &progress), goal.remaining(&progress), "{text}");
        }
    }

    #[test]
    fn russian_words_the_goal_and_counts_what_is_left() {
        assert!(crate::locale::set_language("ru"));
        let goal = parse_goal("treasure 2 AND (enemies OR boulders) AND exit").expect("a goal");
        assert_eq!(goal_text(&goal), "сокровища 2 И (враги ИЛИ валуны) И выход");
        let p = Progress { creatures_left: 1, switches_open: 2, ..Progress::default() };
        assert_eq!(
            goal_left(&goal, &p),
            "сокровища 0/2, затем победить всех (осталось 1) или открыто 2 переключателя, затем дойти до выхода"
        );
        let one = Progress { switches_open: 21, ..Progress::default() };
        assert_eq!(goal_left(&Goal::Boulders, &one), "открыт 21 переключатель");
        crate::locale::set_language("en");
    }
}
