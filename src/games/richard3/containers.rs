//! The state's compact containers: a fixed table with one entry per block or border
//! ([`PerIndex`], [`PerBlock`], [`PerBorder`]), and a set of cards as a bit mask ([`CardSet`]).

use std::ops::{Index, IndexMut};

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::data::{BLOCKS, BORDERS, BlockId, BorderId, CARDS, CardId};

/// A fixed table with one entry per index (block, border…), serialized as a list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PerIndex<T, const N: usize>(pub [T; N]);

/// One entry per block.
pub type PerBlock<T> = PerIndex<T, BLOCKS>;
/// One entry per land border.
pub type PerBorder<T> = PerIndex<T, BORDERS>;

impl<T: Copy, const N: usize> PerIndex<T, N> {
    /// Every entry `value`.
    pub fn filled(value: T) -> Self {
        PerIndex([value; N])
    }
}

impl<T: Serialize, const N: usize> Serialize for PerIndex<T, N> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.iter())
    }
}

impl<'de, T: Deserialize<'de>, const N: usize> Deserialize<'de> for PerIndex<T, N> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let items = Vec::<T>::deserialize(deserializer)?;
        let len = items.len();
        items
            .try_into()
            .map(PerIndex)
            .map_err(|_| D::Error::custom(format!("expected {N} entries, found {len}")))
    }
}

impl<T, const N: usize> Index<BlockId> for PerIndex<T, N> {
    type Output = T;
    fn index(&self, index: BlockId) -> &T {
        &self.0[index.index()]
    }
}
impl<T, const N: usize> IndexMut<BlockId> for PerIndex<T, N> {
    fn index_mut(&mut self, index: BlockId) -> &mut T {
        &mut self.0[index.index()]
    }
}
impl<T, const N: usize> Index<BorderId> for PerIndex<T, N> {
    type Output = T;
    fn index(&self, index: BorderId) -> &T {
        &self.0[index.index()]
    }
}
impl<T, const N: usize> IndexMut<BorderId> for PerIndex<T, N> {
    fn index_mut(&mut self, index: BorderId) -> &mut T {
        &mut self.0[index.index()]
    }
}

/// A set of cards as a bit mask (bit = card index).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CardSet(pub u32);

impl CardSet {
    /// The whole deck.
    pub const ALL: CardSet = CardSet((1 << CARDS) - 1);
    /// Whether `card` is in the set.
    pub fn contains(self, card: CardId) -> bool {
        self.0 & (1 << card.0) != 0
    }
    /// Adds `card`.
    pub fn insert(&mut self, card: CardId) {
        self.0 |= 1 << card.0;
    }
    /// Removes `card`.
    pub fn remove(&mut self, card: CardId) {
        self.0 &= !(1 << card.0);
    }
    /// The number of cards.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }
    /// Whether there is no card.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The cards in id order.
    pub fn iter(self) -> impl Iterator<Item = CardId> {
        CardId::all().filter(move |c| self.contains(*c))
    }
    /// Rule 5.1: the hand's AP total, events at their printed AP.
    pub fn ap_total(self) -> u32 {
        self.iter().map(|c| u32::from(c.info().ap)).sum()
    }
}
