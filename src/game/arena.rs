//! `Arena`: objects stored by generational id, so a stale id never reaches a
//! new object that reused its slot.

use serde::Serialize;
use std::fmt;

/// A handle to an object in an [`Arena`]: slot index plus the slot's generation
/// at the time the object was put there.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    crate::json::ToJson,
    crate::json::FromJson,
)]
pub struct ObjectId {
    index: u32,
    generation: u32,
}

impl ObjectId {
    /// The slot index (stable while the object lives).
    pub fn index(self) -> u32 {
        self.index
    }

    /// A number unique among the ids an arena has ever given out at this
    /// index, suitable for snapshots.
    pub fn as_u64(self) -> u64 {
        (u64::from(self.generation) << 32) | u64::from(self.index)
    }
}

impl fmt::Display for ObjectId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}v{}", self.index, self.generation)
    }
}

#[derive(Debug)]
struct Slot<T> {
    generation: u32,
    value: Option<T>,
}

/// A slot arena with generational ids and a free list.
#[derive(Debug)]
pub struct Arena<T> {
    slots: Vec<Slot<T>>,
    free: Vec<u32>,
    len: usize,
}

impl<T> Default for Arena<T> {
    fn default() -> Self {
        Arena { slots: Vec::new(), free: Vec::new(), len: 0 }
    }
}

impl<T> Arena<T> {
    /// An empty arena.
    pub fn new() -> Self {
        Self::default()
    }

    /// Stores `value` and returns its id.
    pub fn insert(&mut self, value: T) -> ObjectId {
        self.len += 1;
        if let Some(index) = self.free.pop() {
            let slot = &mut self.slots[index as usize];
            slot.value = Some(value);
            ObjectId { index, generation: slot.generation }
        } else {
            let index = u32::try_from(self.slots.len()).expect("fewer than 2^32 objects");
            self.slots.push(Slot { generation: 0, value: Some(value) });
            ObjectId { index, generation: 0 }
        }
    }

    /// Takes the object out; `None` for a stale or unknown id.
    pub fn remove(&mut self, id: ObjectId) -> Option<T> {
        let slot = self.slots.get_mut(id.index as usize)?;
        if slot.generation != id.generation {
            return None;
        }
        let value = slot.value.take()?;
        slot.generation = slot.generation.wrapping_add(1);
        self.free.push(id.index);
        self.len -= 1;
        Some(value)
    }

    /// The object, if the id is live.
    pub fn get(&self, id: ObjectId) -> Option<&T> {
        let slot = self.slots.get(id.index as usize)?;
        if slot.generation == id.generation {
            slot.value.as_ref()
        } else {
            None
        }
    }

    /// The object, mutably, if the id is live.
    pub fn get_mut(&mut self, id: ObjectId) -> Option<&mut T> {
        let slot = self.slots.get_mut(id.index as usize)?;
        if slot.generation == id.generation {
            slot.value.as_mut()
        } else {
            None
        }
    }

    /// The live id whose slot index is `index`, if any.
    pub fn id_at(&self, index: u32) -> Option<ObjectId> {
        let slot = self.slots.get(index as usize)?;
        slot.value.as_ref().map(|_| ObjectId { index, generation: slot.generation })
    }

    /// Number of live objects.
    pub fn len(&self) -> usize {
        self.len
    }

    /// True when no object lives here.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The free slots, in the order they will be reused (for saving).
    pub fn free_slots(&self) -> &[u32] {
        &self.free
    }

    /// The generation of every slot, live or free (for saving).
    pub fn generations(&self) -> Vec<u32> {
        self.slots.iter().map(|s| s.generation).collect()
    }

    /// Rebuilds an arena exactly: slot generations, the live objects at their
    /// ids, and the free list in reuse order. `None` when the parts disagree
    /// (an id past the slots, a generation mismatch, a slot both live and free).
    pub fn from_parts(
        generations: Vec<u32>,
        objects: Vec<(ObjectId, T)>,
        free: Vec<u32>,
    ) -> Option<Arena<T>> {
        // Every slot is live or free: checked before the slots are built, so
        // parts that disagree cost nothing.
        if free.len().checked_add(objects.len()) != Some(generations.len()) {
            return None;
        }
        let mut slots: Vec<Slot<T>> =
            generations.into_iter().map(|generation| Slot { generation, value: None }).collect();
        let len = objects.len();
        for (id, value) in objects {
            let slot = slots.get_mut(id.index as usize)?;
            if slot.generation != id.generation || slot.value.is_some() {
                return None;
            }
            slot.value = Some(value);
        }
        let mut seen = vec![false; slots.len()];
        for &f in &free {
            let i = f as usize;
            if i >= slots.len() || slots[i].value.is_some() || std::mem::replace(&mut seen[i], true)
            {
                return None;
            }
        }
        Some(Arena { slots, free, len })
    }

    /// Takes the object out of its slot for a moment, keeping the id valid
    /// for [`Arena::put_back`]; meanwhile `get` returns `None` for it.
    pub fn take(&mut self, id: ObjectId) -> Option<T> {
        let slot = self.slots.get_mut(id.index as usize)?;
        if slot.generation != id.generation {
            return None;
        }
        slot.value.take()
    }

    /// Returns an object taken with [`Arena::take`].
    pub fn put_back(&mut self, id: ObjectId, value: T) {
        if let Some(slot) = self.slots.get_mut(id.index as usize) {
            if slot.generation == id.generation && slot.value.is_none() {
                slot.value = Some(value);
            }
        }
    }

    /// Live objects with their ids, in slot order.
    pub fn iter(&self) -> impl Iterator<Item = (ObjectId, &T)> {
        self.slots.iter().enumerate().filter_map(|(i, s)| {
            s.value.as_ref().map(|v| (ObjectId { index: i as u32, generation: s.generation }, v))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stale_ids_miss_reused_slots() {
        let mut a = Arena::new();
        let x = a.insert("x");
        assert_eq!(a.remove(x), Some("x"));
        let y = a.insert("y");
        assert_eq!(x.index(), y.index());
        assert_eq!(a.get(x), None);
        assert_eq!(a.get(y), Some(&"y"));
        assert_eq!(a.remove(x), None);
        assert_eq!(a.len(), 1);
        assert_eq!(a.id_at(y.index()), Some(y));
    }

    #[test]
    fn rebuilds_from_parts_and_refuses_bad_parts() {
        let mut a = Arena::new();
        let x = a.insert(1);
        let y = a.insert(2);
        let z = a.insert(3);
        a.remove(y);
        a.remove(x);
        let objects: Vec<_> = a.iter().map(|(id, v)| (id, *v)).collect();
        let mut b = Arena::from_parts(a.generations(), objects.clone(), a.free_slots().to_vec())
            .expect("consistent parts");
        assert_eq!(b.get(z), Some(&3));
        assert_eq!(a.insert(9), b.insert(9), "the next id is the same");
        assert!(Arena::from_parts(vec![0], objects.clone(), vec![]).is_none());
        assert!(Arena::<i32>::from_parts(vec![0, 0], vec![], vec![1, 1]).is_none());
    }

    #[test]
    fn take_and_put_back_keep_the_id() {
        let mut a = Arena::new();
        let x = a.insert("x");
        let v = a.take(x).expect("live");
        assert_eq!(a.get(x), None);
        a.put_back(x, v);
        assert_eq!(a.get(x), Some(&"x"));
    }
}
