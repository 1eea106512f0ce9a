//! JSON text to a tree of [`Node`]s, each knowing where it stands. The
//! places are serde_json's: a line from 1 and a column counting the bytes
//! from the start of that line to where the reader stood, so that an error
//! read from the tree is placed where serde_json placed it.

use super::Error;

/// A place in the text: line from 1, and serde_json's column there (the
/// bytes before it on its line; the 1-based column of the byte before).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pos {
    /// Line, from 1.
    pub line: u32,
    /// Bytes before this place on its line.
    pub column: u32,
}

impl Pos {
    /// The place one byte on (serde_json's place for an error found by
    /// looking at the next byte without taking it).
    pub fn next(self) -> Pos {
        Pos { line: self.line, column: self.column + 1 }
    }
}

/// A number as serde_json keeps one: unsigned when it is a non-negative
/// integer, signed when a negative one, otherwise (fractions, exponents,
/// integers too big) a float.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Number {
    /// A non-negative integer.
    U64(u64),
    /// A negative integer.
    I64(i64),
    /// Anything else.
    F64(f64),
}

/// A JSON value; arrays and objects hold [`Node`]s.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number.
    Number(Number),
    /// A string, unescaped.
    String(String),
    /// An array.
    Array(Vec<Node>),
    /// An object's members, in the order written.
    Object(Vec<Member>),
}

/// A value and where it stands.
#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    /// The value.
    pub value: Value,
    /// Where it begins (at its first byte).
    pub start: Pos,
    /// Just after its last byte.
    pub end: Pos,
    /// Where serde_json stands when the array or object around the value
    /// places an error raised while reading it: past the white space after
    /// the value, and past the `]` or `}` that closes its container (past
    /// a `,` and the white space after it too, in an array).
    pub after: Pos,
}

/// One member of an object.
#[derive(Clone, Debug, PartialEq)]
pub struct Member {
    /// Its name, unescaped.
    pub name: String,
    /// Where its name begins (its opening quote).
    pub name_at: Pos,
    /// Just after its name and the white space before the `:`.
    pub after_name: Pos,
    /// Its value.
    pub value: Node,
}

impl Node {
    /// The members of an object, or `None` for any other value.
    pub fn as_object(&self) -> Option<Members<'_>> {
        match &self.value {
            Value::Object(members) => Some(Members(members)),
            _ => None,
        }
    }

    /// The items of an array, or `None` for any other value.
    pub fn as_array(&self) -> Option<&[Node]> {
        match &self.value {
            Value::Array(items) => Some(items),
            _ => None,
        }
    }

    /// The text of a string, or `None` for any other value.
    pub fn as_str(&self) -> Option<&str> {
        match &self.value {
            Value::String(text) => Some(text),
            _ => None,
        }
    }

    /// A number as a float (as serde_json's `as_f64` gives it), or `None`
    /// for any other value.
    pub fn as_f64(&self) -> Option<f64> {
        match self.value {
            Value::Number(Number::U64(n)) => Some(n as f64),
            Value::Number(Number::I64(n)) => Some(n as f64),
            Value::Number(Number::F64(n)) => Some(n),
            _ => None,
        }
    }

    /// The node `steps` below this one (names and list places), or `None`
    /// when the tree has no such node; the first member of a name written
    /// twice is the one followed.
    pub fn find<'a>(&self, steps: impl IntoIterator<Item = Step<'a>>) -> Option<&Node> {
        steps.into_iter().try_fold(self, |node, step| match (step, &node.value) {
            (Step::Name(name), Value::Object(members)) => {
                members.iter().find(|member| member.name == name).map(|member| &member.value)
            }
            (Step::Index(index), Value::Array(items)) => items.get(index),
            _ => None,
        })
    }
}

/// One step down a tree, for [`Node::find`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step<'a> {
    /// The member of this name.
    Name(&'a str),
    /// The item at this place.
    Index(usize),
}

/// An object's members, looked up as serde_json's map is: by name, the
/// last member of a name written twice standing (readers refuse those
/// first).
#[derive(Clone, Copy, Debug)]
pub struct Members<'a>(&'a [Member]);

impl<'a> Members<'a> {
    /// The value of the member `name`.
    pub fn get(&self, name: &str) -> Option<&'a Node> {
        self.0.iter().rev().find(|member| member.name == name).map(|member| &member.value)
    }

    /// Whether there is a member `name`.
    pub fn contains_key(&self, name: &str) -> bool {
        self.0.iter().any(|member| member.name == name)
    }

    /// The members' names, in the order written.
    pub fn keys(&self) -> impl Iterator<Item = &'a String> {
        self.0.iter().map(|member| &member.name)
    }

    /// The members' names and values, in the order written.
    pub fn iter(&self) -> impl Iterator<Item = (&'a String, &'a Node)> {
        self.0.iter().map(|member| (&member.name, &member.value))
    }

    /// How many members there are.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// serde_json's way of writing a number (a key's number in a message
/// reads as serde_json printed it).
impl std::fmt::Display for Number {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Number::U64(n) => write!(f, "{n}"),
            Number::I64(n) => write!(f, "{n}"),
            Number::F64(n) => match serde_json::Number::from_f64(n) {
                Some(number) => write!(f, "{number}"),
                None => write!(f, "{n}"),
            },
        }
    }
}

/// serde_json's limit on arrays and objects inside one another: deeper
/// text is refused rather than read on the stack.
const MAX_DEPTH: usize = 128;

/// Parses one JSON value filling the whole `text` (white space around it
/// aside), with serde_json's words for what is wrong and where.
pub fn parse(text: &str) -> Result<Node, Error> {
    Parser::new(text, KEEP_ALL).whole()
}

/// A JSON text parsed once for everything its readers ask of it: its tree,
/// and the first member name written twice in one object (which the tree
/// keeps both of, as serde_json's reader would see them).
#[derive(Clone, Debug, PartialEq)]
pub struct Document {
    /// The value filling the text.
    pub root: Node,
    /// The first name written twice in one object, in the order of the
    /// text, and where its second writing begins (its opening quote).
    pub duplicate: Option<(String, Pos)>,
}

/// Parses like [`parse`], noting the first member name written twice in
/// one object on the way: one reading of a file answers both whether it is
/// JSON and whether it says something twice (issue 29).
pub fn parse_document(text: &str) -> Result<Document, Error> {
    let mut parser = Parser::new(text, KEEP_ALL);
    let root = parser.whole()?;
    Ok(Document { root, duplicate: parser.duplicate.take() })
}

/// Parses like [`parse`] but keeps only the containers `depth` deep (the
/// top-level value is 1 deep): the rest is checked and dropped as it is
/// read, so telling a file's kind by its top-level members costs no tree
/// the size of the file (issue 29). A container below the kept depth
/// stands in the tree empty.
pub fn parse_shallow(text: &str, depth: usize) -> Result<Node, Error> {
    Parser::new(text, depth).whole()
}

/// What [`parse_unique`] refuses.
#[derive(Clone, Debug, PartialEq)]
pub enum UniqueError {
    /// The text is not JSON.
    NotJson(Error),
    /// A member name is written twice in one object (which serde_json
    /// takes silently, keeping the last: a file that says two things must
    /// say which it means): the second one's name, and where it begins.
    Duplicate {
        /// The name, unescaped.
        name: String,
        /// Its opening quote.
        at: Pos,
    },
}

/// Parses like [`parse`], and a member name written twice in one object is
/// an error too, at the second one; whichever comes first in the text is
/// the one told.
pub fn parse_unique(text: &str) -> Result<Node, UniqueError> {
    let mut parser = Parser::new(text, KEEP_ALL);
    let whole = parser.whole();
    match (parser.duplicate.take(), whole) {
        (Some((name, at)), _) => Err(UniqueError::Duplicate { name, at }),
        (None, Ok(node)) => Ok(node),
        (None, Err(e)) => Err(UniqueError::NotJson(e)),
    }
}

/// Whether `name` is one of the names of `members` (an object's members
/// so far); `hashes` are their names' hashes once there are more than a
/// few, so that an object of a million members is not searched a million
/// times. The hashes are keyed (`names`), so that names crafted to collide
/// cannot turn the search into one of every member for every member.
fn written_before(
    members: &[Member],
    hashes: &mut std::collections::HashSet<u64>,
    names: &std::collections::hash_map::RandomState,
    name: &str,
) -> bool {
    let hash_of = |name: &str| std::hash::BuildHasher::hash_one(names, name);
    if members.len() == FEW_MEMBERS {
        hashes.extend(members.iter().map(|member| hash_of(&member.name)));
    }
    let maybe = members.len() < FEW_MEMBERS || !hashes.insert(hash_of(name));
    maybe && members.iter().any(|member| member.name == name)
}

/// Containers kept at every depth: the whole tree.
const KEEP_ALL: usize = usize::MAX;

/// Objects with at most this many members are searched for a name written
/// twice one by one; bigger ones keep a set of their names' hashes.
const FEW_MEMBERS: usize = 8;

#[cfg(test)]
thread_local! {
    /// How many texts this thread has parsed (all parses, shallow or not).
    static PARSES: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// How many texts this thread has parsed so far: tests count the readings
/// of a file (issue 29: a big file was parsed five times on its way in).
#[cfg(test)]
pub fn parses_on_this_thread() -> usize {
    PARSES.with(std::cell::Cell::get)
}

struct Parser<'a> {
    text: &'a str,
    bytes: &'a [u8],
    at: usize,
    line: u32,
    line_start: usize,
    depth: usize,
    /// The deepest containers whose values are kept (see [`parse_shallow`]).
    keep: usize,
    /// The first name written twice in one object, and where it begins.
    duplicate: Option<(String, Pos)>,
    /// The keys of the names' hashes.
    names: std::collections::hash_map::RandomState,
    /// The items of the lists being read, innermost last.
    items: Vec<Node>,
    /// The members of the objects being read, innermost last.
    members: Vec<Member>,
}

impl<'a> Parser<'a> {
    fn new(text: &'a str, keep: usize) -> Self {
        #[cfg(test)]
        PARSES.with(|parses| parses.set(parses.get() + 1));
        let bytes = text.as_bytes();
        let names = std::collections::hash_map::RandomState::new();
        Parser {
            text,
            bytes,
            at: 0,
            line: 1,
            line_start: 0,
            depth: 0,
            keep,
            duplicate: None,
            names,
            items: Vec::new(),
            members: Vec::new(),
        }
    }

    /// Whether the container being read keeps what it holds.
    fn keeping(&self) -> bool {
        self.depth <= self.keep
    }

    /// The one value filling the whole text.
    fn whole(&mut self) -> Result<Node, Error> {
        let mut node = self.value()?;
        node.after = node.end;
        self.skip_space();
        if self.at < self.bytes.len() {
            return Err(self.peek_error("trailing characters"));
        }
        Ok(node)
    }

    fn pos(&self) -> Pos {
        Pos { line: self.line, column: (self.at - self.line_start) as u32 }
    }

    fn error(&self, message: &str) -> Error {
        Error::at(self.pos(), message)
    }

    fn peek_error(&self, message: &str) -> Error {
        let pos = self.pos();
        Error::at(if self.at < self.bytes.len() { pos.next() } else { pos }, message)
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn skip_space(&mut self) {
        while let Some(byte) = self.peek() {
            match byte {
                b' ' | b'\t' | b'\r' => self.at += 1,
                b'\n' => {
                    self.at += 1;
                    self.line += 1;
                    self.line_start = self.at;
                }
                _ => break,
            }
        }
    }

    fn node(&self, value: Value, start: Pos) -> Node {
        let end = self.pos();
        Node { value, start, end, after: end }
    }

    fn value(&mut self) -> Result<Node, Error> {
        self.skip_space();
        let start = self.pos();
        let value = match self.peek() {
            None => return Err(self.peek_error("EOF while parsing a value")),
            Some(b'n') => self.word(b"null", Value::Null)?,
            Some(b't') => self.word(b"true", Value::Bool(true))?,
            Some(b'f') => self.word(b"false", Value::Bool(false))?,
            Some(b'"') => Value::String(self.string()?),
            Some(b'-' | b'0'..=b'9') => Value::Number(self.number()?),
            Some(b'[') => return self.array(start),
            Some(b'{') => return self.object(start),
            Some(_) => return Err(self.peek_error("expected value")),
        };
        Ok(self.node(value, start))
    }

    fn word(&mut self, word: &[u8], value: Value) -> Result<Value, Error> {
        for &expected in word {
            match self.peek() {
                None => return Err(self.error("EOF while parsing a value")),
                Some(byte) => {
                    self.at += 1;
                    if byte != expected {
                        return Err(self.error("expected ident"));
                    }
                }
            }
        }
        Ok(value)
    }

    /// A string from its opening quote. One without escapes is sliced from
    /// the text; one with escapes is handed to serde_json's own unescaping,
    /// so `\u` pairs and their errors are exactly its.
    fn string(&mut self) -> Result<String, Error> {
        self.at += 1;
        let first = self.at;
        let mut escaped = false;
        loop {
            match self.peek() {
                None => return Err(self.error("EOF while parsing a string")),
                Some(b'"') => break,
                Some(b'\\') => {
                    escaped = true;
                    self.at += 2;
                    if self.at > self.bytes.len() {
                        self.at = self.bytes.len();
                    }
                }
                Some(byte) if byte < 0x20 => {
                    self.at += 1;
                    return Err(self.error(
                        "control character (\\u0000-\\u001F) found while parsing a string",
                    ));
                }
                Some(_) => self.at += 1,
            }
        }
        let inside = &self.text[first..self.at];
        self.at += 1;
        if !escaped {
            return Ok(inside.to_owned());
        }
        serde_json::from_str::<String>(&self.text[first - 1..self.at]).map_err(|e| {
            let message = crate::game::envelope::without_position(&e);
            Error::at(
                Pos { line: self.line, column: (first - 1 - self.line_start + e.column()) as u32 },
                message,
            )
        })
    }

    fn digits(&mut self) -> usize {
        let from = self.at;
        while let Some(b'0'..=b'9') = self.peek() {
            self.at += 1;
        }
        self.at - from
    }

    /// A number, kept as serde_json keeps it; a float is read by serde_json
    /// itself, so its value is the very one serde_json gave.
    fn number(&mut self) -> Result<Number, Error> {
        let first = self.at;
        let negative = self.peek() == Some(b'-');
        if negative {
            self.at += 1;
        }
        match self.peek() {
            Some(b'0') => {
                self.at += 1;
                if let Some(b'0'..=b'9') = self.peek() {
                    return Err(self.peek_error("invalid number"));
                }
            }
            Some(b'1'..=b'9') => {
                self.digits();
            }
            None => return Err(self.error("EOF while parsing a value")),
            _ => return Err(self.peek_error("invalid number")),
        }
        let mut float = false;
        if self.peek() == Some(b'.') {
            float = true;
            self.at += 1;
            if self.digits() == 0 {
                return Err(self.peek_error("invalid number"));
            }
        }
        if let Some(b'e' | b'E') = self.peek() {
            float = true;
            self.at += 1;
            if let Some(b'+' | b'-') = self.peek() {
                self.at += 1;
            }
            if self.digits() == 0 {
                return Err(self.peek_error("invalid number"));
            }
        }
        let literal = &self.text[first..self.at];
        if !float {
            if negative {
                if let Ok(n @ ..=-1) = literal.parse::<i64>() {
                    return Ok(Number::I64(n));
                }
            } else if let Ok(n) = literal.parse::<u64>() {
                return Ok(Number::U64(n));
            }
        }
        serde_json::from_str::<f64>(literal)
            .map(Number::F64)
            .map_err(|_| self.error("number out of range"))
    }

    fn enter(&mut self) -> Result<(), Error> {
        self.depth += 1;
        if self.depth >= MAX_DEPTH {
            return Err(self.peek_error("recursion limit exceeded"));
        }
        self.at += 1;
        Ok(())
    }

    fn array(&mut self, start: Pos) -> Result<Node, Error> {
        self.enter()?;
        let mark = self.items.len();
        self.skip_space();
        if self.peek() == Some(b']') {
            self.at += 1;
        } else {
            loop {
                let mut item = self.value()?;
                self.skip_space();
                match self.peek() {
                    Some(b',') => {
                        self.at += 1;
                        self.skip_space();
                        item.after = self.pos();
                        if self.keeping() {
                            self.items.push(item);
                        }
                        if self.peek() == Some(b']') {
                            return Err(self.peek_error("trailing comma"));
                        }
                    }
                    Some(b']') => {
                        self.at += 1;
                        item.after = self.pos();
                        if self.keeping() {
                            self.items.push(item);
                        }
                        break;
                    }
                    None => return Err(self.peek_error("EOF while parsing a list")),
                    Some(_) => return Err(self.peek_error("expected `,` or `]`")),
                }
            }
        }
        self.depth -= 1;
        // Taken off the stack at their exact count: a list grown a push at
        // a time keeps room for up to twice its items (issue 29).
        let items = self.items.drain(mark..).collect();
        Ok(self.node(Value::Array(items), start))
    }

    fn object(&mut self, start: Pos) -> Result<Node, Error> {
        self.enter()?;
        let mark = self.members.len();
        let mut hashes = std::collections::HashSet::new();
        self.skip_space();
        if self.peek() == Some(b'}') {
            self.at += 1;
        } else {
            loop {
                self.skip_space();
                match self.peek() {
                    Some(b'"') => {}
                    None => return Err(self.peek_error("EOF while parsing an object")),
                    Some(_) => return Err(self.peek_error("key must be a string")),
                }
                let name_at = self.pos();
                let name = self.string()?;
                if self.duplicate.is_none()
                    && self.keeping()
                    && written_before(&self.members[mark..], &mut hashes, &self.names, &name)
                {
                    self.duplicate = Some((name.clone(), name_at));
                }
                self.skip_space();
                let after_name = self.pos();
                match self.peek() {
                    Some(b':') => self.at += 1,
                    None => return Err(self.peek_error("EOF while parsing an object")),
                    Some(_) => return Err(self.peek_error("expected `:`")),
                }
                let mut value = self.value()?;
                self.skip_space();
                value.after = self.pos();
                match self.peek() {
                    Some(b',') => {
                        if self.keeping() {
                            self.members.push(Member { name, name_at, after_name, value });
                        }
                        self.at += 1;
                        self.skip_space();
                        if self.peek() == Some(b'}') {
                            return Err(self.peek_error("trailing comma"));
                        }
                    }
                    Some(b'}') => {
                        self.at += 1;
                        value.after = self.pos();
                        if self.keeping() {
                            self.members.push(Member { name, name_at, after_name, value });
                        }
                        break;
                    }
                    None => return Err(self.peek_error("EOF while parsing an object")),
                    Some(_) => return Err(self.peek_error("expected `,` or `}`")),
                }
            }
        }
        self.depth -= 1;
        let members = self.members.drain(mark..).collect();
        Ok(self.node(Value::Object(members), start))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_member_knows_where_its_name_begins() {
        let node = parse("{\"a\": 1,\n  \"bb\" : {\"c\": []}}").expect("JSON");
        let Value::Object(members) = &node.value else { panic!("an object") };
        assert_eq!(members[0].name_at, Pos { line: 1, column: 1 });
        assert_eq!(members[1].name_at, Pos { line: 2, column: 2 });
        assert_eq!(members[1].after_name, Pos { line: 2, column: 7 });
    }

    #[test]
    fn a_name_written_twice_in_one_object_stops_a_unique_parse_there() {
        let text = "{\"a\": {\"a\": 1}, \"b\": [{\"b\": 1}, {\"b\": 2}],\n \"a\": 2, \"a\": 3}";
        // The plain parse keeps both, as serde_json's reader would see them.
        assert!(parse(text).is_ok());
        assert_eq!(
            parse_unique(text),
            Err(UniqueError::Duplicate { name: "a".to_owned(), at: Pos { line: 2, column: 1 } })
        );
        assert!(parse_unique("{\"a\": 1, \"b\": {\"a\": 2}}").is_ok());
        let broken = parse_unique("{\"a\": 1, \"a\" 2}");
        assert_eq!(
            broken,
            Err(UniqueError::Duplicate { name: "a".to_owned(), at: Pos { line: 1, column: 9 } })
        );
        assert!(matches!(parse_unique("{\"a\" 1, \"a\": 2}"), Err(UniqueError::NotJson(_))));
    }

    /// One parse tells both where a text stops being JSON and the first
    /// name it writes twice (issue 29: a fourth parse of the file looked
    /// for the name), in objects of a few members and of many.
    #[test]
    fn a_document_notes_the_first_name_written_twice_and_reads_on() {
        let many: String = (0..20).map(|i| format!("\"m{i}\": {i}, ")).collect();
        let text = format!("{{\"a\": {{{many}\"m3\": 0}},\n \"b\": 1, \"b\": 2}}");
        let document = parse_document(&text).expect("JSON");
        assert_eq!(document.duplicate, Some(("m3".to_owned(), Pos { line: 1, column: 207 })));
        let Value::Object(members) = &document.root.value else { panic!("an object") };
        assert_eq!(members.len(), 3, "both `b`s are kept, as serde_json's reader sees them");
        let once = parse_document("{\"a\": [{\"a\": 1}, {\"a\": 2}]}").expect("JSON");
        assert_eq!(once.duplicate, None);
        let broken = parse_document("{\"a\": 1, \"a\": 2, oops}").expect_err("not JSON");
        assert_eq!(broken.message(), "key must be a string");
    }

    /// Telling a file's kind keeps only its top (issue 29): deeper
    /// containers stand empty, and a mistake anywhere is found where the
    /// whole parse finds it.
    #[test]
    fn a_shallow_parse_keeps_the_top_and_checks_the_rest() {
        let text = "{\"source\": {\"kind\": \"dungeon\", \"deep\": [[1]]}, \"list\": [{\"x\": 1}]}";
        let top = parse_shallow(text, 2).expect("JSON");
        let source = top.as_object().and_then(|o| o.get("source")).expect("source");
        assert_eq!(source.as_object().and_then(|o| o.get("kind")?.as_str()), Some("dungeon"));
        let deep = source.as_object().and_then(|o| o.get("deep")).expect("deep");
        assert_eq!(deep.as_array().map(<[Node]>::len), Some(0));
        let list = top.as_object().and_then(|o| o.get("list")).expect("list");
        assert_eq!(list.as_array().map(<[Node]>::len), Some(1));
        let broken = "{\"a\": [[1, {\"b\": tru}]]}";
        assert_eq!(parse_shallow(broken, 1), Err(parse(broken).expect_err("not JSON")));
    }

    /// A list or object holds its values at their exact count (issue 29:
    /// grown a push at a time, a two-goal list kept room for four, and a
    /// file near the size cap took 65 bytes of memory for each of its own).
    #[test]
    fn a_parsed_container_holds_no_spare_room() {
        let node = parse("[[1, 2, 3], {\"a\": 1, \"b\": [true]}, [], {}]").expect("JSON");
        fn spare(node: &Node) -> usize {
            match &node.value {
                Value::Array(items) => {
                    items.capacity() - items.len() + items.iter().map(spare).sum::<usize>()
                }
                Value::Object(members) => {
                    let below: usize = members.iter().map(|m| spare(&m.value)).sum();
                    members.capacity() - members.len() + below
                }
                _ => 0,
            }
        }
        assert_eq!(spare(&node), 0);
    }
}
