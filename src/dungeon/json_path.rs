//! `JsonPath`: where a value sits inside a JSON document, written the way the
//! error messages show it (`entities[12].type`).

use std::fmt;

/// One step into a JSON value: an object member or an array element.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum PathStep {
    /// The member with this key.
    Key(String),
    /// The element at this index.
    Index(usize),
}

/// A path from the document's root; the empty path is the root itself.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct JsonPath(Vec<PathStep>);

impl JsonPath {
    /// The root of the document.
    pub fn root() -> JsonPath {
        JsonPath(Vec::new())
    }

    /// This path followed by the member `key`.
    pub fn key(&self, key: &str) -> JsonPath {
        let mut steps = self.0.clone();
        steps.push(PathStep::Key(key.to_owned()));
        JsonPath(steps)
    }

    /// This path followed by the element `index`.
    pub fn index(&self, index: usize) -> JsonPath {
        let mut steps = self.0.clone();
        steps.push(PathStep::Index(index));
        JsonPath(steps)
    }

    /// The steps, outermost first.
    pub fn steps(&self) -> &[PathStep] {
        &self.0
    }

    /// Whether this is the root.
    pub fn is_root(&self) -> bool {
        self.0.is_empty()
    }
}

impl From<Vec<PathStep>> for JsonPath {
    fn from(steps: Vec<PathStep>) -> Self {
        JsonPath(steps)
    }
}

impl fmt::Display for JsonPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, step) in self.0.iter().enumerate() {
            match step {
                PathStep::Key(key) if i == 0 => f.write_str(key)?,
                PathStep::Key(key) => write!(f, ".{key}")?,
                PathStep::Index(index) => write!(f, "[{index}]")?,
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_print_like_the_messages() {
        let path = JsonPath::root().key("entities").index(12).key("type");
        assert_eq!(path.to_string(), "entities[12].type");
        assert_eq!(JsonPath::root().to_string(), "");
    }
}
