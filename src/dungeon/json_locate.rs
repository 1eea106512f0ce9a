//! Finds where values start in a JSON file, for error messages: each
//! wanted path is followed down the tree the file was parsed into, whose
//! nodes know their places (issue 29: this was a second scan of the whole
//! text, and the text was parsed five times on its way in).

use super::json_path::{JsonPath, PathStep};
use crate::json::{Node, Pos, Step};
use std::collections::HashMap;

/// The place where each wanted path's value starts in the text `root` was
/// parsed from; a path the tree does not hold gets the place of its nearest
/// existing ancestor. Each costs the steps of its path, not the file: an
/// object of many members is searched once, into an index its other wanted
/// members are then found in (a file of a million unknown members has a
/// million problems, all in one object).
pub fn locate(root: &Node, wanted: &[JsonPath]) -> Vec<Pos> {
    let mut indexes = Indexes::default();
    wanted.iter().map(|path| deepest(root, path.steps(), &mut indexes).start).collect()
}

/// The members of the big objects searched so far, by name (the first of
/// a name written twice), each object known by its address in the tree.
type Indexes<'a> = HashMap<*const Node, HashMap<&'a str, &'a Node>>;

/// Objects with more members than this are searched through an index.
const FEW_MEMBERS: usize = 8;

/// The node at the end of `steps` below `node`, or the deepest one on the
/// way that exists.
fn deepest<'a>(node: &'a Node, steps: &[PathStep], indexes: &mut Indexes<'a>) -> &'a Node {
    let Some((first, rest)) = steps.split_first() else { return node };
    let below = match first {
        PathStep::Key(name) => match node.as_object() {
            Some(members) if members.len() > FEW_MEMBERS => {
                let index = indexes.entry(node as *const Node).or_insert_with(|| {
                    let mut index = HashMap::new();
                    for (key, value) in members.iter() {
                        index.entry(key.as_str()).or_insert(value);
                    }
                    index
                });
                index.get(name.as_str()).copied()
            }
            _ => node.find([Step::Name(name)]),
        },
        PathStep::Index(index) => node.find([Step::Index(*index)]),
    };
    match below {
        Some(below) => deepest(below, rest, indexes),
        None => node,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json::Lines;

    fn located(text: &str, wanted: &[JsonPath]) -> Vec<(usize, usize)> {
        let root = crate::json::parse(text).expect("test JSON");
        let lines = Lines::new(text);
        locate(&root, wanted).into_iter().map(|at| lines.place(at)).collect()
    }

    #[test]
    fn values_are_found_at_their_first_character() {
        let text = "{\n  \"entities\": [\n    {\"type\": \"wall\", \"x\": 1},\n    {\"type\": \"lava\"}\n  ]\n}";
        let root = JsonPath::root();
        let wanted = [
            root.key("entities").index(1).key("type"),
            root.key("entities").index(0).key("x"),
            root.key("entities").index(1).key("x"),
            root.clone(),
        ];
        let at = located(text, &wanted);
        assert_eq!(at[0], (4, 14));
        assert_eq!(at[1], (3, 27));
        assert_eq!(at[2], (4, 5), "missing: its object");
        assert_eq!(at[3], (1, 1));
    }

    /// A path is followed by its names and places, past siblings of the
    /// same names (issue 29).
    #[test]
    fn a_value_past_unwanted_siblings_of_the_same_names_is_found() {
        let text = r#"{"g": {"s": [{"s": [{"g": 1}]}, {"s": [{"g": 2}, {"g": 3}]}]}}"#;
        let s = JsonPath::root().key("g").key("s");
        let at = located(text, &[s.index(1).key("s").index(1).key("g"), s.index(0).key("x")]);
        assert_eq!(at[0], (1, 56));
        assert_eq!(at[1], (1, 14), "missing: its object");
    }

    #[test]
    fn escaped_quotes_and_keys_do_not_confuse_the_scan() {
        let text = r#"{"a\"b": "x\"y", "c": [1, "]", {"d": 2}]}"#;
        let root = JsonPath::root();
        let at = located(text, &[root.key("c").index(2).key("d"), root.key("a\"b")]);
        assert_eq!(at[0], (1, 38));
        assert_eq!(at[1], (1, 10));
    }

    #[test]
    fn columns_count_characters_not_bytes() {
        let text = "{\"é\": 1, \"ж\": [true]}";
        let at = located(text, &[JsonPath::root().key("ж").index(0)]);
        assert_eq!(at[0], (1, 16));
    }

    /// Issue 29: a problem is found by following its path down the tree;
    /// the problems of a million members of one object must not each
    /// search the object again.
    #[test]
    fn many_wanted_members_of_one_big_object_are_all_found() {
        let text: String = format!(
            "{{{}}}",
            (0..2_000).map(|i| format!("\"m{i}\": [{i}]")).collect::<Vec<_>>().join(",\n")
        );
        let root = JsonPath::root();
        let wanted: Vec<JsonPath> =
            (0..2_000).map(|i| root.key(&format!("m{i}")).index(0)).collect();
        let at = located(&text, &wanted);
        assert_eq!(at[0], (1, 9));
        assert_eq!(at[1_999], (2_000, 11));
    }
}
