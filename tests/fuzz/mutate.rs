//! Mutations of JSON documents, each a path and what happens there, so a
//! failing case can be replayed with fewer of them (minimised) and printed.
//! Generic mutations pick a field name at random (every name equally, so
//! rare fields are hit as often as wall rows), then one of its places;
//! targeted ones aim at what a save or replay holds: ids, behaviour trees,
//! levels, stairs, the player's numbers, commands, world text.

use roguelike::game::limits::{MAX_COORDINATE, MAX_LEVEL, MAX_STAT};
use roguelike::game::GameRng;
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;
use std::fmt;

/// One step of a path into a document.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seg {
    /// A field of an object.
    Key(String),
    /// An element of an array.
    Index(usize),
}

/// Where a mutation happens.
pub type Path = Vec<Seg>;

/// What happens there.
#[derive(Clone, Debug)]
pub enum Op {
    /// The value is replaced.
    Set(Value),
    /// The value is taken out of its object or array.
    Remove,
    /// The object gains a field.
    AddField(String, Value),
    /// The array gains an element at its end.
    Push(Value),
    /// The array is followed by a copy of itself.
    Double,
    /// The array keeps its first elements only.
    Truncate(usize),
}

/// One mutation.
#[derive(Clone, Debug)]
pub struct Mutation {
    /// Where.
    pub path: Path,
    /// What.
    pub op: Op,
}

impl fmt::Display for Mutation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let short = |v: &Value| {
            let text = v.to_string();
            if text.len() > 160 {
                let cut = (0..=160).rev().find(|&i| text.is_char_boundary(i)).unwrap_or(0);
                format!("{}… ({} bytes)", &text[..cut], text.len())
            } else {
                text
            }
        };
        write!(f, "{}: ", show(&self.path))?;
        match &self.op {
            Op::Set(v) => write!(f, "set to {}", short(v)),
            Op::Remove => f.write_str("removed"),
            Op::AddField(k, v) => write!(f, "add field {k:?} = {}", short(v)),
            Op::Push(v) => write!(f, "push {}", short(v)),
            Op::Double => f.write_str("doubled"),
            Op::Truncate(n) => write!(f, "cut to {n} elements"),
        }
    }
}

/// A path as `/game/levels/0/objects/3/health`.
pub fn show(path: &[Seg]) -> String {
    if path.is_empty() {
        return "(the whole file)".into();
    }
    path.iter()
        .map(|s| match s {
            Seg::Key(k) => format!("/{k}"),
            Seg::Index(i) => format!("/{i}"),
        })
        .collect()
}

fn get<'a>(doc: &'a Value, path: &[Seg]) -> Option<&'a Value> {
    path.iter().try_fold(doc, |v, seg| match seg {
        Seg::Key(k) => v.get(k.as_str()),
        Seg::Index(i) => v.get(*i),
    })
}

fn get_mut<'a>(doc: &'a mut Value, path: &[Seg]) -> Option<&'a mut Value> {
    path.iter().try_fold(doc, |v, seg| match seg {
        Seg::Key(k) => v.get_mut(k.as_str()),
        Seg::Index(i) => v.get_mut(*i),
    })
}

impl Mutation {
    /// Applies the mutation; false when its place no longer exists (an
    /// earlier mutation was left out while minimising).
    pub fn apply(&self, doc: &mut Value) -> bool {
        if let Op::Remove = self.op {
            let Some((last, parent)) = self.path.split_last() else { return false };
            return match (get_mut(doc, parent), last) {
                (Some(Value::Object(map)), Seg::Key(k)) => map.remove(k).is_some(),
                (Some(Value::Array(items)), Seg::Index(i)) if *i < items.len() => {
                    items.remove(*i);
                    true
                }
                _ => false,
            };
        }
        let Some(target) = get_mut(doc, &self.path) else { return false };
        match (&self.op, target) {
            (Op::Set(v), target) => *target = v.clone(),
            (Op::AddField(k, v), Value::Object(map)) => {
                map.insert(k.clone(), v.clone());
            }
            (Op::Push(v), Value::Array(items)) => items.push(v.clone()),
            (Op::Double, Value::Array(items)) => items.extend(items.clone()),
            (Op::Truncate(n), Value::Array(items)) => items.truncate(*n),
            _ => return false,
        }
        true
    }
}

/// Applies `mutations` to a copy of `base`, skipping those whose place is gone.
pub fn apply_all(base: &Value, mutations: &[Mutation]) -> Value {
    let mut doc = base.clone();
    for m in mutations {
        m.apply(&mut doc);
    }
    doc
}

/// Which kind of file is mutated: some mutations fit only one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// A save.
    Save,
    /// A replay.
    Replay,
}

/// Between one and five mutations of `base`, whose places are `places`,
/// most often one (a single fault gets furthest into the engine). Later
/// mutations choose among the base's places too; one whose place an earlier
/// mutation took away is left out.
pub fn mutations(
    base: &Value,
    places: &Places,
    kind: FileKind,
    rng: &mut GameRng,
) -> Vec<Mutation> {
    let count = match rng.below(10) {
        0..=4 => 1,
        5..=7 => 2,
        _ => 3 + rng.below(3) as usize,
    };
    let mut doc = base.clone();
    let mut out = Vec::new();
    for _ in 0..count {
        let batch = match rng.below(100) {
            0..=59 => generic(&doc, places, rng),
            _ => targeted(&doc, places, kind, rng),
        };
        for m in batch {
            if m.apply(&mut doc) {
                out.push(m);
            }
        }
    }
    out
}

/// Every place in a document by the name of its field (`objects[]` for an
/// element of `objects`), in a fixed order.
#[derive(Clone, Debug, Default)]
pub struct Places(BTreeMap<String, Vec<Path>>);

impl Places {
    /// The places of `doc`.
    pub fn of(doc: &Value) -> Places {
        Places(walk_places(doc))
    }

    /// Places whose name is `name`.
    fn named(&self, name: &str) -> &[Path] {
        self.0.get(name).map_or(&[], Vec::as_slice)
    }
}

fn walk_places(doc: &Value) -> BTreeMap<String, Vec<Path>> {
    fn walk(v: &Value, name: String, path: &mut Path, out: &mut BTreeMap<String, Vec<Path>>) {
        match v {
            Value::Object(map) => {
                for (k, child) in map {
                    path.push(Seg::Key(k.clone()));
                    walk(child, k.clone(), path, out);
                    path.pop();
                }
            }
            Value::Array(items) => {
                for (i, child) in items.iter().enumerate() {
                    path.push(Seg::Index(i));
                    walk(child, format!("{name}[]"), path, out);
                    path.pop();
                }
            }
            _ => {}
        }
        out.entry(name).or_default().push(path.clone());
    }
    let mut out = BTreeMap::new();
    walk(doc, "(root)".into(), &mut Vec::new(), &mut out);
    out
}

fn pick<'a, T>(rng: &mut GameRng, items: &'a [T]) -> &'a T {
    rng.choose(items).expect("never empty")
}

const WORDS: &[&str] = &[
    "",
    "Dragon",
    "dragon",
    "Robot",
    "Wizard",
    "Ghost",
    "Mimic",
    "Sword",
    "GoldenApple",
    "Shield",
    "mob",
    "wall",
    "item",
    "stairs",
    "wait",
    "move",
    "select",
    "cycle",
    "use_selected",
    "drop_selected",
    "travel",
    "Up",
    "Down",
    "Left",
    "Right",
    "up",
    "down",
    "field_of_view",
    "blind",
    "exchange",
    "temporal",
    "clever",
    "chaotic",
    "aggressive",
    "passive",
    "cowardly",
    "avoid_walls",
    "enhanced_aggressive",
    "fleeing",
    "calm",
    "player_visible",
    "random",
    "builtin",
    "file",
    "menagerie",
    "labyrinth",
    "demo",
    "nowhere",
    "roguelike-save",
    "roguelike-replay",
    "ffffffffffffffff",
    "0000000000000000",
    "-1",
    "1e9",
    "#",
    ".",
    "##..##",
    "\u{0}",
    "ü",
    "𝄞",
    "text",
    "hit",
    "level_reached",
    "descended",
    "weapon",
    "armor",
    "null",
    "NaN",
];

fn number(rng: &mut GameRng) -> Value {
    let n = |v: i64| json!(v);
    match rng.below(30) {
        0 => n(0),
        1 => n(-1),
        2 => n(1),
        3 => n(2),
        4 => n(i64::from(i32::MAX)),
        5 => n(i64::from(i32::MIN)),
        6 => n(i64::MAX),
        7 => n(i64::MIN),
        8 => json!(u64::MAX),
        9 => n(i64::from(u32::MAX)),
        10 => n(1 << 31),
        11 => n(1 << 32),
        12 => n(1 << 53),
        13 => n(i64::from(MAX_COORDINATE)),
        14 => n(i64::from(MAX_COORDINATE) + 1),
        15 => n(-i64::from(MAX_COORDINATE) - 1),
        16 => n(i64::from(MAX_STAT)),
        17 => n(i64::from(MAX_STAT) + 1),
        18 => n(i64::from(MAX_LEVEL)),
        19 => n(i64::from(MAX_LEVEL) + 1),
        20 => n(64),
        21 => n(65),
        22 => n(1 << 22),
        23 => json!(1e300),
        24 => json!(-0.5),
        25 => json!(2.5),
        26 => n(i64::from(i32::MIN / 2)),
        27 => n(i64::from(i32::MIN / 2) - 1),
        _ => n(i64::from(rng.range_inclusive(-20, 100))),
    }
}

fn long_string(rng: &mut GameRng) -> String {
    const CHARS: &[char] = &['#', '.', 'a', ' ', '\n', 'é', '𝄞', '"', '\\', '7', 'W', '\t'];
    let len = 1 + rng.below(4096) as usize;
    match rng.below(3) {
        0 => "#".repeat(len),
        1 => ".".repeat(len),
        _ => (0..len).map(|_| *pick(rng, CHARS)).collect(),
    }
}

fn string(rng: &mut GameRng) -> Value {
    match rng.below(4) {
        0 => json!(long_string(rng)),
        _ => json!(*pick(rng, WORDS)),
    }
}

/// A value of any type.
fn anything(rng: &mut GameRng) -> Value {
    match rng.below(8) {
        0..=2 => number(rng),
        3 | 4 => string(rng),
        5 => Value::Null,
        6 => json!({}),
        _ => json!([]),
    }
}

/// The same value under another type.
fn confused(v: &Value, rng: &mut GameRng) -> Value {
    match (v, rng.below(4)) {
        (Value::Number(n), 0) => json!(n.to_string()),
        (Value::String(s), 0) => s.parse::<f64>().map_or(json!(s.len()), |f| json!(f)),
        (_, 1) => Value::Null,
        (_, 2) => json!({ "value": v }),
        (_, _) => json!([v]),
    }
}

/// A generic mutation of a place chosen by name.
fn generic(doc: &Value, places: &Places, rng: &mut GameRng) -> Vec<Mutation> {
    let names: Vec<&String> = places.0.keys().collect();
    let name = *pick(rng, &names);
    let path = pick(rng, &places.0[name]).clone();
    let Some(here) = get(doc, &path).cloned() else { return Vec::new() };
    let op = match (&here, rng.below(10)) {
        (_, 0) if !path.is_empty() => Op::Remove,
        (_, 1) => Op::Set(confused(&here, rng)),
        (_, 2) => Op::Set(anything(rng)),
        (_, 3) => {
            // Something from elsewhere in the file, in the wrong place.
            let other = pick(rng, &names);
            let from = pick(rng, &places.0[*other]);
            Op::Set(get(doc, from).cloned().unwrap_or(Value::Null))
        }
        (Value::Number(_), _) => Op::Set(number(rng)),
        (Value::String(s), _) if s.contains('\n') && rng.below(2) == 0 => {
            Op::Set(json!(mutate_text(s, rng)))
        }
        (Value::String(_), _) => Op::Set(string(rng)),
        (Value::Array(items), n) => match n {
            4 => Op::Set(json!([])),
            5 => Op::Double,
            6 if !items.is_empty() => Op::Truncate(rng.below(items.len() as u32) as usize),
            7 if !items.is_empty() => Op::Push(pick(rng, items).clone()),
            _ => Op::Push(anything(rng)),
        },
        (Value::Object(map), n) => {
            let keys: Vec<&String> = map.keys().collect();
            match n {
                4..=6 if !keys.is_empty() => {
                    let mut inner = path.clone();
                    inner.push(Seg::Key(pick(rng, &keys).to_string()));
                    return vec![Mutation { path: inner, op: Op::Remove }];
                }
                7 => {
                    const KEYS: &[&str] = &[
                        "health",
                        "type",
                        "model",
                        "kind",
                        "id",
                        "turns_left",
                        "inner",
                        "extra",
                        "version",
                        "levels",
                        "depth",
                        "legacy_checksums",
                        "v2_checksums",
                        "says",
                        "command",
                    ];
                    Op::AddField((*pick(rng, KEYS)).to_owned(), anything(rng))
                }
                _ => Op::AddField(long_string(rng), anything(rng)),
            }
        }
        (Value::Bool(b), _) => Op::Set(json!(!b)),
        (Value::Null, _) => Op::Set(anything(rng)),
    };
    vec![Mutation { path, op }]
}

/// A world file's text, changed line by line: sizes, cells, fillers.
fn mutate_text(text: &str, rng: &mut GameRng) -> String {
    let mut lines: Vec<String> = text.split('\n').map(str::to_owned).collect();
    let at = rng.below(lines.len() as u32) as usize;
    match rng.below(7) {
        6 => {
            // A size line claiming far more than the rows hold.
            let rows = 1 + rng.below(3000) as usize;
            return format!("100000 {rows}\n{}", "W\n".repeat(rows));
        }
        0 => {
            let sizes = ["0 0", "1 1", "100000 100000", "100001 3", "4294967296 2", "-3 5", "7"];
            lines[0] = (*pick(rng, &sizes)).to_owned();
        }
        1 => {
            lines.remove(at);
        }
        2 => {
            let copy = lines[at].clone();
            lines.insert(at, copy);
        }
        3 => {
            let fillers = [
                "1. Mob Dragon",
                "1. Player",
                "99. Item Sword",
                "4294967297. Mob Robot",
                "2. Mob Mimic Sword",
                "2. Stairs down 9 0 0",
            ];
            lines.insert(at, (*pick(rng, &fillers)).to_owned());
        }
        4 => lines[at] = long_string(rng),
        _ => lines[at] = lines[at].replace('.', "W"),
    }
    lines.join("\n")
}

/// Paths of the arrays of objects (`levels/N/objects`, or `game/objects` in
/// version 1), with the arena generations beside each.
fn object_lists(doc: &Value, places: &Places) -> Vec<Path> {
    places
        .named("objects")
        .iter()
        .filter(|p| get(doc, p).is_some_and(Value::is_array))
        .cloned()
        .collect()
}

fn sibling(path: &[Seg], name: &str) -> Path {
    let mut p = path[..path.len().saturating_sub(1)].to_vec();
    p.push(Seg::Key(name.into()));
    p
}

fn child(path: &[Seg], seg: Seg) -> Path {
    let mut p = path.to_vec();
    p.push(seg);
    p
}

/// The player's cell in a save, or the origin.
fn player_cell(doc: &Value) -> (i64, i64) {
    let at = &doc["game"]["player"]["at"];
    (at["x"].as_i64().unwrap_or(0), at["y"].as_i64().unwrap_or(0))
}

/// A random behaviour tree, `depth` levels deep at most.
fn behaviour(rng: &mut GameRng, depth: u32) -> Value {
    let leaf = |rng: &mut GameRng| {
        let models = ["aggressive", "chaotic", "cowardly", "passive"];
        json!({ "model": *pick(rng, &models) })
    };
    if depth == 0 {
        return leaf(rng);
    }
    match rng.below(6) {
        0 => json!({ "model": "avoid_walls", "inner": behaviour(rng, depth - 1) }),
        1 => json!({
            "model": "clever",
            "state": *pick(rng, &["calm", "fleeing"]),
            "inner": behaviour(rng, depth - 1)
        }),
        2 => json!({
            "model": "temporal",
            "temporary": behaviour(rng, depth - 1),
            "turns_left": number(rng),
            "underlying": behaviour(rng, depth - 1)
        }),
        3 => json!({
            "model": "enhanced_aggressive",
            "state": *pick(rng, &["unaware", "player_visible", "player_nearly", "player_was_visible"]),
            "last_known": if rng.below(2) == 0 { Value::Null } else { json!({ "x": number(rng), "y": number(rng) }) }
        }),
        _ => leaf(rng),
    }
}

/// `inner` wrapped `times` times in decorators. (Built by moving `inner` in:
/// `json!` would copy it each time, quadratic in `times`.)
fn nested(inner: Value, times: usize, rng: &mut GameRng) -> Value {
    (0..times).fold(inner, |v, _| {
        let mut outer = match rng.below(3) {
            0 => json!({ "model": "avoid_walls" }),
            1 => json!({ "model": "clever", "state": "calm" }),
            _ => json!({
                "model": "temporal",
                "temporary": { "model": "chaotic" },
                "turns_left": rng.below(4),
            }),
        };
        let slot = if outer["model"] == "temporal" { "underlying" } else { "inner" };
        outer.as_object_mut().expect("an object").insert(slot.into(), v);
        outer
    })
}

/// A new object near `cell`, sometimes sane and sometimes not.
fn new_object(rng: &mut GameRng, cell: (i64, i64)) -> Value {
    let near = |rng: &mut GameRng| {
        if rng.below(5) == 0 {
            json!({ "x": number(rng), "y": number(rng) })
        } else {
            json!({
                "x": cell.0 + i64::from(rng.range_inclusive(-1, 1)),
                "y": cell.1 + i64::from(rng.range_inclusive(-1, 1))
            })
        }
    };
    let mobs = ["Ghost", "Mimic", "Robot", "Wizard"];
    let items = ["Sword", "GoldenApple", "Shield"];
    match rng.below(4) {
        0 => {
            let health = if rng.below(3) == 0 { number(rng) } else { json!(1 + rng.below(3)) };
            let mut mob = json!({
                "type": "mob",
                "kind": *pick(rng, &mobs),
                "at": near(rng),
                "health": health,
                "behaviour": behaviour(rng, 3),
            });
            if rng.below(3) == 0 {
                mob["disguise"] = json!(*pick(rng, &items));
            }
            mob
        }
        1 => json!({ "type": "item", "kind": *pick(rng, &items), "at": near(rng) }),
        2 => json!({
            "type": "stairs",
            "at": near(rng),
            "leads": *pick(rng, &["down", "up", "Down", "sideways"]),
            "level": if rng.below(3) == 0 { number(rng) } else { json!(rng.below(3)) },
            "arrival": near(rng),
        }),
        _ => {
            let width = if rng.below(3) == 0 { number(rng) } else { json!(1 + rng.below(4)) };
            let rows: Vec<Value> = (0..rng.below(4)).map(|_| string(rng)).collect();
            json!({ "type": "wall", "origin": near(rng), "width": width, "rows": rows })
        }
    }
}

/// A command as a replay step records it, numbers often extreme.
fn command(rng: &mut GameRng) -> Value {
    let mut step = match rng.below(8) {
        0 => {
            json!({ "command": "move", "direction": *pick(rng, &["Up", "Down", "Left", "Right", "up"]) })
        }
        1 => json!({ "command": "wait" }),
        2 => json!({ "command": "select", "slot": number(rng) }),
        3 => json!({ "command": "cycle", "delta": number(rng) }),
        4 => json!({ "command": "use_selected" }),
        5 => json!({ "command": "drop_selected" }),
        6 => json!({ "command": "travel", "leads": *pick(rng, &["down", "up", "Down"]) }),
        _ => json!({ "command": string(rng) }),
    };
    step["checksum"] = json!(format!("{:016x}", u64::from(rng.next_u32()) << 32));
    step
}

/// A mutation aimed at what saves and replays hold.
fn targeted(doc: &Value, places: &Places, kind: FileKind, rng: &mut GameRng) -> Vec<Mutation> {
    let set = |path: Path, v: Value| Mutation { path, op: Op::Set(v) };
    match (kind, rng.below(9)) {
        (_, 0) => vec![set(vec![Seg::Key("version".into())], json!(1 + rng.below(2)))],
        (FileKind::Replay, _) => {
            let steps = vec![Seg::Key("steps".into())];
            let len = get(doc, &steps).and_then(Value::as_array).map_or(0, Vec::len);
            match rng.below(4) {
                0 if len > 0 => {
                    vec![set(
                        child(&steps, Seg::Index(rng.below(len as u32) as usize)),
                        command(rng),
                    )]
                }
                1 => vec![Mutation { path: steps, op: Op::Push(command(rng)) }],
                2 => {
                    let seed = if rng.below(2) == 0 { number(rng) } else { json!(u64::MAX) };
                    vec![set(vec![Seg::Key("seed".into())], seed)]
                }
                _ => {
                    let sources = [
                        json!({ "kind": "random", "seed": number(rng) }),
                        json!({ "kind": "builtin", "name": string(rng) }),
                        json!({ "kind": "file", "name": "x.txt", "text": long_string(rng) }),
                    ];
                    vec![set(vec![Seg::Key("source".into())], pick(rng, &sources).clone())]
                }
            }
        }
        (FileKind::Save, 1) => {
            // Two objects with one id.
            let lists = object_lists(doc, places);
            let Some(list) = rng.choose(&lists) else { return generic(doc, places, rng) };
            let len = get(doc, list).and_then(Value::as_array).map_or(0, Vec::len) as u32;
            if len < 2 {
                return generic(doc, places, rng);
            }
            let (a, b) = (rng.below(len) as usize, rng.below(len) as usize);
            let id = get(doc, &child(&child(list, Seg::Index(a)), Seg::Key("id".into())))
                .cloned()
                .unwrap_or(Value::Null);
            vec![set(child(&child(list, Seg::Index(b)), Seg::Key("id".into())), id)]
        }
        (FileKind::Save, 2) => {
            // A behaviour nested deep, or replaced by a random tree.
            let mut spots = places.named("behaviour").to_vec();
            spots.extend_from_slice(places.named("inner"));
            let Some(spot) = rng.choose(&spots) else { return generic(doc, places, rng) };
            let inner = get(doc, spot).cloned().unwrap_or(Value::Null);
            let times = *pick(rng, &[1, 2, 3, 8, 40, 60, 126, 127, 128, 200, 1000]);
            let v = if rng.below(3) == 0 { behaviour(rng, 6) } else { nested(inner, times, rng) };
            vec![set(spot.clone(), v)]
        }
        (FileKind::Save, 3 | 4) => {
            // A new object with a fresh id, so the arena accepts it and the
            // object itself is what is tested.
            let lists = object_lists(doc, places);
            let Some(list) = rng.choose(&lists) else { return generic(doc, places, rng) };
            let generations = sibling(list, "arena_generations");
            let index = get(doc, &generations).and_then(Value::as_array).map_or(0, Vec::len);
            let mut object = new_object(rng, player_cell(doc));
            object["id"] = json!({ "index": index, "generation": 0 });
            vec![
                Mutation { path: generations, op: Op::Push(json!(0)) },
                Mutation { path: list.clone(), op: Op::Push(object) },
            ]
        }
        (FileKind::Save, 5) => {
            // More levels, and the player elsewhere among them.
            let levels = vec![Seg::Key("game".into()), Seg::Key("levels".into())];
            let depth = vec![Seg::Key("game".into()), Seg::Key("depth".into())];
            let op = if rng.below(2) == 0 {
                Op::Double
            } else {
                Op::Push(get(doc, &levels).and_then(|l| l.get(0)).cloned().unwrap_or(Value::Null))
            };
            vec![Mutation { path: levels, op }, set(depth, json!(rng.below(4)))]
        }
        (FileKind::Save, 6) => {
            // The player's numbers at or just past their limits.
            let fields = [
                (
                    "health",
                    [json!(i32::MIN / 2), json!(i32::MIN / 2 - 1), json!(0), json!(MAX_STAT)],
                ),
                ("max_health", [json!(MAX_STAT), json!(MAX_STAT + 1), json!(1), json!(0)]),
                ("base_attack", [json!(MAX_STAT), json!(MAX_STAT + 1), json!(0), json!(-1)]),
                ("base_armor", [json!(MAX_STAT), json!(MAX_STAT + 1), json!(0), json!(-1)]),
                (
                    "experience",
                    [json!(MAX_STAT), json!(MAX_STAT + 1), json!(MAX_STAT - 1), json!(-1)],
                ),
                ("level", [json!(MAX_LEVEL), json!(MAX_LEVEL + 1), json!(1), json!(0)]),
                ("level_cost", [json!(MAX_STAT), json!(1), json!(0), json!(MAX_STAT + 1)]),
                ("selected", [json!(0), json!(8), json!(9), json!(u32::MAX)]),
            ];
            let batch = 1 + rng.below(fields.len() as u32) as usize;
            (0..batch)
                .map(|_| {
                    let (name, values) = pick(rng, &fields);
                    let path = vec![
                        Seg::Key("game".into()),
                        Seg::Key("player".into()),
                        Seg::Key((*name).into()),
                    ];
                    set(path, pick(rng, values).clone())
                })
                .collect()
        }
        (FileKind::Save, 7) => {
            // The player far away, a huge turn count, odd level rules.
            let c = |v: i32| json!({ "x": v, "y": -v });
            let choices = [
                (vec!["game", "player", "at"], c(MAX_COORDINATE)),
                (vec!["game", "player", "at"], c(-MAX_COORDINATE)),
                (vec!["game", "turn"], json!(u64::MAX)),
                (vec!["game", "turn"], json!(u64::MAX - 1)),
                (vec!["game", "levels", "0", "rules", "sight"], json!({ "model": "blind" })),
                (
                    vec!["game", "levels", "0", "rules", "sight"],
                    json!({ "model": "field_of_view", "radius": 64 }),
                ),
                (
                    vec!["game", "levels", "0", "rules", "sight"],
                    json!({ "model": "field_of_view", "radius": 0 }),
                ),
                (vec!["game", "levels", "0", "rules", "move_limit"], json!(0)),
                (vec!["game", "levels", "0", "rules", "move_limit"], json!(u64::MAX)),
                (vec!["game", "levels", "0", "rules", "fight"], json!("duel")),
            ];
            let (path, value) = pick(rng, &choices);
            let path = path
                .iter()
                .map(|s| s.parse::<usize>().map_or(Seg::Key((*s).into()), Seg::Index))
                .collect::<Path>();
            vec![set(path, value.clone())]
        }
        (FileKind::Save, _) => {
            // Seen cells far away or malformed.
            let seen = places.named("seen[]");
            let Some(chunk) = rng.choose(seen) else { return generic(doc, places, rng) };
            let v =
                json!({ "x": number(rng), "y": number(rng), "rows": vec![json!(u16::MAX); 16] });
            vec![set(chunk.clone(), v)]
        }
    }
}

/// A JSON object from `pairs` (tests build version-1 files with it).
pub fn object(pairs: Vec<(&str, Value)>) -> Value {
    Value::Object(pairs.into_iter().map(|(k, v)| (k.to_owned(), v)).collect::<Map<_, _>>())
}
