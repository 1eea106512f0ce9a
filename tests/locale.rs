//! The game in Russian: each screen drawn with `ru` shows Russian words and
//! none of the English phrases the tables hold, and the language can change
//! while the game runs (the next frame is reworded).
#![cfg(not(target_arch = "wasm32"))]

use roguelike::core::{App, Event, Key, Modifiers, WorldSource};
use roguelike::locale::{self, Locale};
use roguelike::render::RecordingPainter;

const ROOM: &str =
    "7 5\nW W W W W W W\nW 1 . . . . W\nW . . W . . W\nW . . . . . W\nW W W W W W W\n1. Player\n";

fn key(code: Key) -> Event {
    Event::KeyDown { code, repeat: false, modifiers: Modifiers::default(), typed: None }
}

fn shifted(code: Key) -> Event {
    let modifiers = Modifiers { shift: true, ..Modifiers::default() };
    Event::KeyDown { code, repeat: false, modifiers, typed: None }
}

/// The English words of every phrase Russian words differently: the runs
/// of text between fields, long enough to be told apart, that no Russian
/// phrase also holds (names like "Terra Incognita" stay in both).
fn english_leftovers() -> Vec<String> {
    let en = Locale::english();
    let ru = Locale::from_json(include_str!("../assets/locale/ru.json")).expect("ru.json");
    let russian: Vec<&String> = ru.phrases.values().collect();
    let mut out = Vec::new();
    for (key, english) in &en.phrases {
        if ru.phrases.get(key) == Some(english) {
            continue;
        }
        for run in english.split(['{', '}']) {
            let run = run.trim();
            let wordy = run.split(|c: char| !c.is_ascii_alphabetic()).any(|w| w.len() >= 4);
            if run.len() >= 8 && wordy && !russian.iter().any(|r| r.contains(run)) {
                out.push(run.to_owned());
            }
        }
    }
    out
}

/// Draws a frame and returns its text, checked for English leftovers.
fn frame(app: &mut App, p: &mut RecordingPainter, now_ms: f64, screen: &str) -> String {
    p.reset();
    app.dispatch(Event::Tick { now_ms }, p);
    let text = p.texts().join("\n");
    for english in english_leftovers() {
        assert!(!text.contains(&english), "{screen} shows English `{english}`:\n{text}");
    }
    text
}

#[test]
fn every_screen_reads_in_russian() {
    assert!(locale::set_language("ru"));
    let mut app = App::new(5);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    app.dispatch(
        Event::Load { css_width: 1280.0, css_height: 720.0, device_pixel_ratio: 1.0 },
        &mut p,
    );
    let menu = frame(&mut app, &mut p, 100.0, "the main menu");
    assert!(menu.contains("Новый случайный мир"), "{menu}");
    assert_eq!(app.snapshot()["lang"], "ru");

    app.dispatch(key(Key::Digit(2)), &mut p);
    let seed = frame(&mut app, &mut p, 200.0, "the seed entry");
    assert!(seed.contains("Сид: _"), "{seed}");
    app.dispatch(key(Key::Escape), &mut p);

    app.start(WorldSource::File { name: "room.txt".into(), text: ROOM.into() }, 5).expect("room");
    app.dispatch(key(Key::D), &mut p);
    let hud = frame(&mut app, &mut p, 300.0, "the play screen");
    assert!(hud.contains("Ход 1 · файл room.txt"), "{hud}");
    app.dispatch(shifted(Key::Slash), &mut p);
    let help = frame(&mut app, &mut p, 400.0, "the help");
    assert!(help.contains("Клавиши") && help.contains("Справочник"), "{help}");
    assert!(help.contains("Робот: здоровье"), "{help}");
    app.dispatch(shifted(Key::Slash), &mut p);
    app.dispatch(key(Key::H), &mut p);
    let history = frame(&mut app, &mut p, 500.0, "the message history");
    assert!(history.contains("Сообщения · 0 за 1 ход"), "{history}");
    app.dispatch(key(Key::Escape), &mut p);
    app.dispatch(key(Key::L), &mut p);
    let look = frame(&mut app, &mut p, 600.0, "the look screen");
    assert!(look.contains("Вы здесь."), "{look}");
    app.dispatch(key(Key::Escape), &mut p);

    app.dispatch(key(Key::Escape), &mut p);
    let paused = frame(&mut app, &mut p, 700.0, "the menu of a game under way");
    assert!(paused.contains("Продолжить"), "{paused}");
    // 1, a new random run, whatever else the menu shows: it asks first.
    app.dispatch(key(Key::Digit(1)), &mut p);
    let confirm = frame(&mut app, &mut p, 800.0, "the confirm dialog");
    assert!(confirm.contains("Заменить вашу игру (файл room.txt, ход 1)"), "{confirm}");
    app.dispatch(key(Key::Escape), &mut p);

    let bad = Event::WorldFileLoaded { name: "bad.txt".into(), text: "3 3\nW W\n".into() };
    app.dispatch(bad, &mut p);
    let errors = frame(&mut app, &mut p, 900.0, "the world errors");
    assert!(errors.contains("В этом файле мира есть ошибки"), "{errors}");
    locale::set_language("en");
}

#[test]
fn switching_the_language_rewords_the_next_frame() {
    assert!(locale::set_language("en"));
    let mut app = App::new(5);
    let mut p = RecordingPainter::new(1280.0, 720.0);
    app.dispatch(
        Event::Load { css_width: 1280.0, css_height: 720.0, device_pixel_ratio: 1.0 },
        &mut p,
    );
    app.dispatch(Event::Tick { now_ms: 100.0 }, &mut p);
    assert!(p.texts().contains(&"New random world"));
    assert!(app.state_mut().set_language("ru"));
    assert!(!app.state_mut().set_language("xx"), "an unknown code is refused");
    let asked = app.take_requests();
    assert!(asked.iter().any(|r| format!("{r:?}").contains("StoreLanguage")), "{asked:?}");
    p.reset();
    app.dispatch(Event::Tick { now_ms: 200.0 }, &mut p);
    assert!(p.texts().contains(&"Новый случайный мир"), "{:?}", p.texts());
    assert_eq!(app.snapshot()["lang"], "ru");
    locale::set_language("en");
}

#[test]
fn russian_messages_take_case_gender_and_plural() {
    use roguelike::game::{ItemKind, Message, MobKind};
    assert!(locale::set_language("ru"));
    let said = |m: Message| locale::text(&m);
    assert_eq!(
        said(Message::Hit { target: MobKind::Robot, damage: 2 }),
        "Вы бьёте Робота: урон 2."
    );
    assert_eq!(said(Message::KilledBy { attacker: MobKind::Troll }), "Тролль убивает вас.");
    assert_eq!(said(Message::MimicRevealed { disguise: ItemKind::Sword }), "Меч оказался Мимиком!");
    assert_eq!(
        said(Message::OutOfMoves { limit: 21 }),
        "Ходы кончились: здесь можно сделать не больше 21 хода."
    );
    let blows: Vec<String> = [1, 2, 5, 21, 11, 12, 111, 0]
        .iter()
        .map(|n| locale::phrase_with("blows", &[("n", locale::Arg::Number(*n))]))
        .collect();
    assert_eq!(
        blows,
        [
            "1 удар",
            "2 удара",
            "5 ударов",
            "21 удар",
            "11 ударов",
            "12 ударов",
            "111 ударов",
            "0 ударов"
        ]
    );
    locale::set_language("en");
}

/// Every phrase of a refused Dungeon Mania action.
const REFUSALS: [&str; 18] = [
    "dungeon_illegal_argument",
    "dungeon_invalid_action",
    "dungeon_cli_refused",
    "dungeon_refused_dead_over",
    "dungeon_refused_dead",
    "dungeon_refused_not_item",
    "dungeon_refused_bad_cell",
    "dungeon_refused_unknown_action",
    "dungeon_refused_not_buildable",
    "dungeon_refused_bow_materials",
    "dungeon_refused_shield_materials",
    "dungeon_refused_nothing_there",
    "dungeon_refused_too_far",
    "dungeon_refused_bribe",
    "dungeon_refused_spawner_adjacent",
    "dungeon_refused_spawner_weapon",
    "dungeon_refused_not_held",
    "dungeon_refused_not_usable",
];

/// Issue 16: the modes' help lines and the new actions' names, in every
/// language, with the player's keys filled in: no `{field}` is left and no
/// phrase key shows instead of words.
#[test]
fn mode_help_lines_and_actions_read_in_every_language() {
    use roguelike::core::options::{Action, Bindings};
    use roguelike::core::screens::{
        byow_help_keys, replay_keys_line, DungeonPanels, LabyrinthPanels,
    };
    use roguelike::core::PlayMode;
    let mut bindings = Bindings::default();
    bindings.rebind(Action::ReplayBack, "z").expect("z is free in the viewer");
    for language in locale::languages() {
        assert!(locale::set_language(language.code));
        let mut texts =
            vec![replay_keys_line(&bindings), locale::phrase("dungeon_nothing_to_interact", &[])];
        let dungeon = DungeonPanels.help_keys(&bindings);
        texts.extend(dungeon.into_iter().flat_map(|(k, what)| [k, what]));
        let labyrinth = LabyrinthPanels.help_keys(&bindings);
        texts.extend(labyrinth.into_iter().flat_map(|(k, what)| [k, what]));
        texts.extend(byow_help_keys(&bindings).into_iter().flat_map(|(k, what)| [k, what]));
        texts.extend(Action::ALL.iter().map(|a| a.label()));
        let args = [
            ("name", locale::Arg::from("x")),
            ("cell", "1".into()),
            ("text", "fly".into()),
            ("item", "bow".into()),
            ("x", "1".into()),
            ("y", "2".into()),
            ("radius", "3".into()),
            ("amount", locale::Arg::Number(5)),
            ("held", locale::Arg::Number(1)),
            ("number", "1".into()),
            ("error", "e".into()),
        ];
        for key in REFUSALS {
            texts.push(locale::phrase_with(key, &args));
        }
        for text in &texts {
            assert!(!text.contains(['{', '}']), "{}: unfilled `{text}`", language.code);
            let key_like = text.contains('_') && !text.contains(' ');
            assert!(!key_like, "{}: a missing phrase `{text}`", language.code);
        }
        assert!(texts[0].contains('Z'), "the rebound key is shown: {}", texts[0]);
    }
    assert!(locale::set_language("ru"));
    let bribe = |n| {
        let args = [("amount", locale::Arg::Number(n)), ("held", locale::Arg::Number(0))];
        locale::phrase_with("dungeon_refused_bribe", &args)
    };
    assert_eq!(bribe(1), "подкуп стоит 1 сокровище, а у игрока 0");
    assert_eq!(bribe(3), "подкуп стоит 3 сокровища, а у игрока 0");
    assert_eq!(bribe(5), "подкуп стоит 5 сокровищ, а у игрока 0");
    locale::set_language("en");
}

/// The goal panel under the stats keeps its Russian lines inside its frame
/// (its second line, "сокровища 0/1, затем дойти до выхода", ran past it).
#[test]
fn the_russian_goal_stays_inside_its_panel() {
    use roguelike::render::DrawCall;
    assert!(locale::set_language("ru"));
    for seed in [524_019_454, 7, 12_345] {
        let mut app = App::new(seed);
        let mut p = RecordingPainter::new(1366.0, 768.0);
        app.start(WorldSource::descent(seed), seed).expect("a run");
        let text = frame(&mut app, &mut p, 100.0, "the play screen");
        let at = p
            .calls
            .iter()
            .position(|c| matches!(c, DrawCall::Text { text, .. } if text.starts_with("Цель:")))
            .unwrap_or_else(|| panic!("seed {seed} has a goal:\n{text}"));
        let panel = p.calls[..at]
            .iter()
            .rev()
            .find_map(|c| match c {
                DrawCall::StrokeRect(rect, ..) => Some(*rect),
                _ => None,
            })
            .expect("the goal's panel is framed");
        for call in &p.calls[at..at + 2] {
            let DrawCall::Text { text, x, style, .. } = call else { panic!("two lines: {call:?}") };
            let right = x + 0.6 * style.size * text.chars().count() as f64;
            assert!(
                right <= panel.x + panel.w,
                "seed {seed}: `{text}` ends at {right:.0}, past {panel:?}"
            );
        }
    }
    locale::set_language("en");
}
