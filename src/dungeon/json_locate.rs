//! Finds the line and column where values start in a JSON text, for error
//! messages: one linear scan that tracks the path of every value it passes.
//! The text has already been parsed by serde_json, so the scan may trust its
//! syntax and stays small.

use super::json_path::{JsonPath, PathStep};
use std::collections::{HashMap, HashSet};

/// A 1-based line and column (columns count characters).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct TextPosition {
    /// Line, from 1.
    pub line: usize,
    /// Column in characters, from 1.
    pub col: usize,
}

/// What the scan is inside of. `wanted` says whether the container's own
/// path begins a wanted path: below one that does not, no value can, so the
/// scan works out neither the paths nor the keys there (a file of a million
/// values and one error cloned a path a value, issue 29).
#[derive(Debug)]
enum Frame {
    Object { key: Option<String>, expecting_key: bool, wanted: bool },
    Array { index: usize, wanted: bool },
}

impl Frame {
    fn wanted(&self) -> bool {
        match self {
            Frame::Object { wanted, .. } | Frame::Array { wanted, .. } => *wanted,
        }
    }
}

/// The position where each wanted path's value starts; a path the text does not
/// hold gets the position of its nearest existing ancestor.
pub fn locate(text: &str, wanted: &[JsonPath]) -> Vec<TextPosition> {
    let mut wanted_prefixes: HashSet<Vec<PathStep>> = HashSet::new();
    for path in wanted {
        for len in 0..=path.steps().len() {
            wanted_prefixes.insert(path.steps()[..len].to_vec());
        }
    }
    let mut starts: HashMap<Vec<PathStep>, TextPosition> = HashMap::new();
    let mut stack: Vec<Frame> = Vec::new();
    let (mut line, mut col) = (1, 1);
    let mut chars = text.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        let here = TextPosition { line, col };
        let mut advance = |c: char| {
            if c == '\n' {
                line += 1;
                col = 1;
            } else {
                col += 1;
            }
        };
        advance(c);
        let expecting_key = matches!(stack.last(), Some(Frame::Object { expecting_key: true, .. }));
        match c {
            '{' | '[' | '"' | '-' | '0'..='9' | 't' | 'f' | 'n' if !expecting_key => {
                let wanted = stack.last().map_or(true, Frame::wanted) && {
                    let path = current_path(&stack);
                    let wanted = wanted_prefixes.contains(&path);
                    if wanted {
                        starts.entry(path).or_insert(here);
                    }
                    wanted
                };
                match c {
                    '{' => stack.push(Frame::Object { key: None, expecting_key: true, wanted }),
                    '[' => stack.push(Frame::Array { index: 0, wanted }),
                    '"' => {
                        skip_string(&mut chars, &mut advance);
                    }
                    _ => {
                        while let Some(&(_, next)) = chars.peek() {
                            if matches!(next, ',' | '}' | ']') || next.is_whitespace() {
                                break;
                            }
                            advance(next);
                            chars.next();
                        }
                    }
                }
            }
            '"' => {
                let end = skip_string(&mut chars, &mut advance);
                if let Some(Frame::Object { key: slot, expecting_key, wanted }) = stack.last_mut() {
                    if *wanted {
                        *slot = Some(serde_json::from_str(&text[at..end]).unwrap_or_default());
                    }
                    *expecting_key = false;
                }
            }
            '}' | ']' => {
                stack.pop();
            }
            ',' => match stack.last_mut() {
                Some(Frame::Array { index, .. }) => *index += 1,
                Some(Frame::Object { expecting_key, .. }) => *expecting_key = true,
                None => {}
            },
            _ => {}
        }
    }
    wanted
        .iter()
        .map(|path| {
            let steps = path.steps();
            (0..=steps.len())
                .rev()
                .find_map(|len| starts.get(&steps[..len]).copied())
                .unwrap_or(TextPosition { line: 1, col: 1 })
        })
        .collect()
}

/// The path of the value that starts next, from the frames around it.
fn current_path(stack: &[Frame]) -> Vec<PathStep> {
    stack
        .iter()
        .map(|frame| match frame {
            Frame::Object { key, .. } => PathStep::Key(key.clone().unwrap_or_default()),
            Frame::Array { index, .. } => PathStep::Index(*index),
        })
        .collect()
}

/// Skips the rest of a string whose opening quote was just read; returns the
/// byte offset just past the closing quote.
fn skip_string(
    chars: &mut std::iter::Peekable<std::str::CharIndices<'_>>,
    advance: &mut impl FnMut(char),
) -> usize {
    let mut escaped = false;
    for (at, c) in chars.by_ref() {
        advance(c);
        if escaped {
            escaped = false;
        } else if c == '\\' {
            escaped = true;
        } else if c == '"' {
            return at + 1;
        }
    }
    usize::MAX
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let at = locate(text, &wanted);
        assert_eq!(at[0], TextPosition { line: 4, col: 14 });
        assert_eq!(at[1], TextPosition { line: 3, col: 27 });
        assert_eq!(at[2], TextPosition { line: 4, col: 5 }, "missing: its object");
        assert_eq!(at[3], TextPosition { line: 1, col: 1 });
    }

    /// The scan skips what lies below a path no wanted one begins with (issue
    /// 29); the keys and indices it still counts there keep their places.
    #[test]
    fn a_value_past_unwanted_siblings_of_the_same_names_is_found() {
        let text = r#"{"g": {"s": [{"s": [{"g": 1}]}, {"s": [{"g": 2}, {"g": 3}]}]}}"#;
        let s = JsonPath::root().key("g").key("s");
        let at = locate(text, &[s.index(1).key("s").index(1).key("g"), s.index(0).key("x")]);
        assert_eq!(at[0], TextPosition { line: 1, col: 56 });
        assert_eq!(at[1], TextPosition { line: 1, col: 14 }, "missing: its object");
    }

    #[test]
    fn escaped_quotes_and_keys_do_not_confuse_the_scan() {
        let text = r#"{"a\"b": "x\"y", "c": [1, "]", {"d": 2}]}"#;
        let root = JsonPath::root();
        let at = locate(text, &[root.key("c").index(2).key("d"), root.key("a\"b")]);
        assert_eq!(at[0], TextPosition { line: 1, col: 38 });
        assert_eq!(at[1], TextPosition { line: 1, col: 10 });
    }
}
