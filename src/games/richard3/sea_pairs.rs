//! Rule 5.31 (ports): the free second blocks of paid port-to-port sea moves, open while
//! an action phase lasts. A multiset of (port of origin, port of destination) pairs: each
//! paid move between two major ports opens one free second block for that same pair, and
//! a free move uses one up, so the order of the sea moves never changes what is legal
//! (per pair, n moves cost ⌈n/2⌉ AP however they are interleaved).
//!
//! Stored snapshots hold it as a map from port of origin to destination (areas by index):
//! one destination as a plain index (the only form older snapshots have: `{"7":12}`), two
//! or more as a list (`{"7":[12,20]}`), so old snapshots read, and a state that the older
//! one-pair-per-port rule could hold is written exactly as before.

use std::collections::BTreeMap;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::data::AreaId;

/// The open free second blocks (5.31): per port of origin, the destinations of the paid
/// port-to-port moves whose second block has not sailed, sorted, one entry per open block.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SeaPairs(BTreeMap<AreaId, Vec<AreaId>>);

impl SeaPairs {
    /// None open.
    pub fn new() -> Self {
        SeaPairs(BTreeMap::new())
    }

    /// Whether a free second block from `from` to `to` is open.
    pub fn is_open(&self, from: AreaId, to: AreaId) -> bool {
        self.0.get(&from).is_some_and(|tos| tos.contains(&to))
    }

    /// Opens one free second block from `from` to `to` (a paid port-to-port move sailed).
    pub fn open(&mut self, from: AreaId, to: AreaId) {
        let tos = self.0.entry(from).or_default();
        let at = tos.partition_point(|t| *t <= to);
        tos.insert(at, to);
    }

    /// Uses one free second block from `from` to `to`; false when none was open.
    pub fn use_one(&mut self, from: AreaId, to: AreaId) -> bool {
        let Some(tos) = self.0.get_mut(&from) else {
            return false;
        };
        let Some(at) = tos.iter().position(|t| *t == to) else {
            return false;
        };
        tos.remove(at);
        if tos.is_empty() {
            self.0.remove(&from);
        }
        true
    }

    /// How many free second blocks are open.
    pub fn len(&self) -> usize {
        self.0.values().map(Vec::len).sum()
    }

    /// Whether none is open.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// The stored form of one port's destinations: one name, or a list of two or more.
#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum Destinations {
    One(AreaId),
    Many(Vec<AreaId>),
}

impl Serialize for SeaPairs {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let stored: BTreeMap<AreaId, Destinations> = self
            .0
            .iter()
            .map(|(from, tos)| {
                let tos = match tos.as_slice() {
                    [one] => Destinations::One(*one),
                    many => Destinations::Many(many.to_vec()),
                };
                (*from, tos)
            })
            .collect();
        stored.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for SeaPairs {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let stored = BTreeMap::<AreaId, Destinations>::deserialize(deserializer)?;
        let mut pairs = SeaPairs::new();
        for (from, tos) in stored {
            match tos {
                Destinations::One(to) => pairs.open(from, to),
                Destinations::Many(tos) => tos.into_iter().for_each(|to| pairs.open(from, to)),
            }
        }
        Ok(pairs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn area(name: &str) -> AreaId {
        AreaId::parse(name).expect("an area")
    }

    #[test]
    fn rule_5_31_each_paid_pair_opens_one_free_block() {
        let (calais, kent, sussex) = (area("calais"), area("kent"), area("sussex"));
        let mut pairs = SeaPairs::new();
        pairs.open(calais, kent);
        pairs.open(calais, sussex);
        pairs.open(calais, kent);
        assert_eq!(pairs.len(), 3);
        assert!(pairs.use_one(calais, kent));
        assert!(pairs.use_one(calais, sussex));
        assert!(!pairs.use_one(calais, sussex));
        assert!(pairs.is_open(calais, kent));
        assert!(pairs.use_one(calais, kent));
        assert!(pairs.is_empty());
    }

    #[test]
    fn old_snapshots_read_and_one_pair_per_port_is_written_as_before() {
        let [calais, kent, sussex, ireland, glamorgan] =
            ["calais", "kent", "sussex", "ireland", "glamorgan"].map(|a| area(a).0);
        let mut old_map = BTreeMap::new();
        old_map.insert(AreaId(calais), AreaId(kent));
        old_map.insert(AreaId(ireland), AreaId(glamorgan));
        let old = serde_json::to_string(&old_map).unwrap();
        let pairs: SeaPairs = serde_json::from_str(&old).expect("an old snapshot reads");
        assert!(pairs.is_open(AreaId(calais), AreaId(kent)));
        assert_eq!(
            serde_json::to_string(&pairs).unwrap(),
            old,
            "written as before"
        );
        assert_eq!(serde_json::to_string(&SeaPairs::new()).unwrap(), "{}");

        let mut two = pairs.clone();
        two.open(AreaId(calais), AreaId(sussex));
        let json = serde_json::to_string(&two).unwrap();
        let (low, high) = (kent.min(sussex), kent.max(sussex));
        let mut expected = [
            (calais, format!("[{low},{high}]")),
            (ireland, glamorgan.to_string()),
        ];
        expected.sort();
        let expected = format!(
            "{{\"{}\":{},\"{}\":{}}}",
            expected[0].0, expected[0].1, expected[1].0, expected[1].1
        );
        assert_eq!(json, expected);
        assert_eq!(serde_json::from_str::<SeaPairs>(&json).unwrap(), two);
    }
}
