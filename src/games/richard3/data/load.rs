//! Parsing the four TOML files into the [`Catalog`], once, and the checks of the data
//! against the counts in the files' headers.

use super::*;

mod raw {
    use serde::Deserialize;

    #[derive(Deserialize)]
    pub struct Map {
        pub area: Vec<Area>,
        pub border: Vec<Border>,
    }
    #[derive(Deserialize)]
    pub struct Area {
        pub id: String,
        pub name: String,
        pub kind: String,
        pub exile_of: Option<String>,
        pub city_side: Option<String>,
        pub cathedral: Option<String>,
        #[serde(default)]
        pub crown: bool,
        #[serde(default)]
        pub shields: Vec<String>,
        #[serde(default)]
        pub seas: Vec<String>,
        #[serde(default)]
        pub major_port: bool,
        #[serde(default)]
        pub wales: bool,
        #[serde(default)]
        pub adjacent: Vec<String>,
    }
    #[derive(Deserialize)]
    pub struct Border {
        pub a: String,
        pub b: String,
        #[serde(rename = "type")]
        pub kind: String,
    }
    #[derive(Deserialize)]
    pub struct Blocks {
        pub block: Vec<Block>,
    }
    #[derive(Deserialize)]
    pub struct Block {
        pub id: String,
        pub owner: String,
        #[serde(rename = "type")]
        pub kind: String,
        pub name: String,
        pub steps: u8,
        pub rating: String,
        pub rating_round1: Option<String>,
        pub loyalty: u8,
        #[serde(default)]
        pub heir_rank: u8,
        #[serde(default)]
        pub rose: bool,
        #[serde(default)]
        pub neville: bool,
        #[serde(default)]
        pub neville_badge: bool,
        pub shield: Option<String>,
        #[serde(default)]
        pub shield_keys: Vec<String>,
        pub own_shield: Option<String>,
        #[serde(default)]
        pub home_areas: Vec<String>,
        pub home: Option<String>,
        pub twin: String,
        pub sea_move: bool,
    }
    #[derive(Deserialize)]
    pub struct Cards {
        pub card: Vec<Card>,
    }
    #[derive(Deserialize)]
    pub struct Card {
        pub id: u8,
        pub event: Option<String>,
        pub name: String,
        pub ap: u8,
    }
    #[derive(Deserialize)]
    pub struct Scenarios {
        pub scenario: Vec<Scenario>,
    }
    #[derive(Deserialize)]
    pub struct Scenario {
        pub id: String,
        pub first_campaign: u8,
        pub last_campaign: u8,
        pub king: String,
        pub pretender: String,
        pub deploy: Vec<Deploy>,
        pub pool_lancaster: Vec<String>,
        pub pool_york: Vec<String>,
        pub minor: Vec<String>,
        pub offmap_twin: Vec<String>,
        pub eliminated: Vec<String>,
    }
    #[derive(Deserialize)]
    pub struct Deploy {
        pub block: String,
        pub area: String,
        #[serde(default)]
        pub prisoner: bool,
    }
}

fn sorted_index<'a>(ids: impl Iterator<Item = &'a String>) -> Vec<(String, u8)> {
    let mut index: Vec<(String, u8)> = ids.enumerate().map(|(i, s)| (s.clone(), i as u8)).collect();
    index.sort();
    index
}

impl Catalog {
    pub(super) fn load() -> Catalog {
        let map: raw::Map = toml::from_str(files::MAP).expect("map.toml parses");
        let blocks: raw::Blocks = toml::from_str(files::BLOCKS).expect("blocks.toml parses");
        let cards: raw::Cards = toml::from_str(files::CARDS).expect("cards.toml parses");
        let scenarios: raw::Scenarios =
            toml::from_str(files::SCENARIOS).expect("scenarios.toml parses");

        let ids = Ids {
            areas: sorted_index(map.area.iter().map(|a| &a.id)),
            blocks: sorted_index(blocks.block.iter().map(|b| &b.id)),
        };
        let seas: Vec<AreaId> = map
            .area
            .iter()
            .enumerate()
            .filter(|(_, a)| a.kind == "sea")
            .map(|(i, _)| AreaId(i as u8))
            .collect();
        let seas: [AreaId; SEAS] = seas.try_into().expect("three sea zones");
        let borders: Vec<Border> = map.border.iter().map(|b| ids.read_border(b)).collect();
        let mut shields: Vec<String> = Vec::new();
        let areas: Vec<Area> = (0..)
            .map(AreaId)
            .zip(&map.area)
            .map(|(me, a)| ids.read_area(me, a, &borders, &seas, &mut shields))
            .collect();
        let shielded = Shielded {
            areas: &areas,
            shields: &shields,
        };
        let blocks = blocks
            .block
            .iter()
            .map(|b| ids.read_block(b, &shielded))
            .collect();
        let cards = cards.card.iter().map(read_card).collect();
        let scenarios = scenarios
            .scenario
            .iter()
            .map(|s| ids.read_scenario(s))
            .collect();
        Catalog {
            areas,
            borders,
            blocks,
            cards,
            scenarios,
            seas,
            shields,
            area_index: ids.areas,
            block_index: ids.blocks,
        }
    }
}

/// The areas' and blocks' ids in the files, sorted, to name them by number.
struct Ids {
    areas: Vec<(String, u8)>,
    blocks: Vec<(String, u8)>,
}

/// The areas and the shield keys they carry, for the blocks' shield areas.
struct Shielded<'a> {
    areas: &'a [Area],
    shields: &'a [String],
}

impl Shielded<'_> {
    /// The areas that carry shield `key`.
    fn with_key(&self, key: &str) -> AreaSet {
        let mut set = AreaSet::EMPTY;
        if let Some(k) = self.shields.iter().position(|s| s == key) {
            for (i, a) in self.areas.iter().enumerate() {
                if a.shields.contains(&(k as u8)) {
                    set.insert(AreaId(i as u8));
                }
            }
        }
        set
    }
}

/// The number of shield `key`, numbered as first met.
fn shield_number(shields: &mut Vec<String>, key: &str) -> u8 {
    match shields.iter().position(|s| s == key) {
        Some(i) => i as u8,
        None => {
            shields.push(key.to_string());
            (shields.len() - 1) as u8
        }
    }
}

impl Ids {
    fn area(&self, id: &str) -> AreaId {
        AreaId(lookup(&self.areas, id).unwrap_or_else(|| panic!("area {id}")))
    }

    fn block(&self, id: &str) -> BlockId {
        BlockId(lookup(&self.blocks, id).unwrap_or_else(|| panic!("block {id}")))
    }

    fn blocks(&self, ids: &[String]) -> Vec<BlockId> {
        ids.iter().map(|b| self.block(b)).collect()
    }

    fn read_border(&self, b: &raw::Border) -> Border {
        Border {
            a: self.area(&b.a),
            b: self.area(&b.b),
            kind: match b.kind.as_str() {
                "major" => BorderKind::Major,
                "river" => BorderKind::River,
                "minor" => BorderKind::Minor,
                other => panic!("border type {other}"),
            },
        }
    }

    /// Area `me` as the map file gives it (`a`), its shield keys numbered into `shields`.
    fn read_area(
        &self,
        me: AreaId,
        a: &raw::Area,
        borders: &[Border],
        seas: &[AreaId; SEAS],
        shields: &mut Vec<String>,
    ) -> Area {
        let neighbours = a
            .adjacent
            .iter()
            .map(|n| {
                let n = self.area(n);
                let border = borders
                    .iter()
                    .position(|b| (b.a == me && b.b == n) || (b.b == me && b.a == n))
                    .expect("every neighbour has a border");
                (n, BorderId(border as u8))
            })
            .collect();
        let sea_bit = |id: &String| {
            let a = self.area(id);
            1u8 << seas.iter().position(|s| *s == a).expect("a sea zone")
        };
        Area {
            id: a.id.clone(),
            name: a.name.clone(),
            kind: match a.kind.as_str() {
                "land" => AreaKind::Land,
                "island" => AreaKind::Island,
                "exile" => AreaKind::Exile,
                "sea" => AreaKind::Sea,
                other => panic!("area kind {other}"),
            },
            exile_of: a.exile_of.as_deref().map(House::parse_data),
            city: a.city_side.as_deref().map(House::parse_data),
            cathedral: a.cathedral.is_some(),
            crown: a.crown,
            shields: a
                .shields
                .iter()
                .map(|s| shield_number(shields, s))
                .collect(),
            seas: a.seas.iter().map(sea_bit).fold(0, |x, y| x | y),
            major_port: a.major_port,
            wales: a.wales,
            neighbours,
        }
    }

    fn read_block(&self, b: &raw::Block, shielded: &Shielded<'_>) -> Block {
        let mut home_areas = AreaSet::EMPTY;
        for a in &b.home_areas {
            home_areas.insert(self.area(a));
        }
        let mut shield_areas = AreaSet::EMPTY;
        for key in b.shield.iter().chain(b.shield_keys.iter()) {
            shield_areas.0 |= shielded.with_key(key).0;
        }
        let kind = match b.kind.as_str() {
            "heir" => BlockType::Heir,
            "noble" => BlockType::Noble,
            "church" => BlockType::Church,
            "levy" => BlockType::Levy,
            "bombard" => BlockType::Bombard,
            "mercenary" => BlockType::Mercenary,
            "rebel" => BlockType::Rebel,
            other => panic!("block type {other}"),
        };
        Block {
            id: b.id.clone(),
            name: b.name.clone(),
            owner: match b.owner.as_str() {
                "Rebel" => None,
                other => Some(House::parse_data(other)),
            },
            kind,
            steps: b.steps,
            rating: Rating::parse(&b.rating),
            loyalty: b.loyalty,
            heir_rank: b.heir_rank,
            rose: b.rose,
            neville: b.neville,
            neville_badge: b.neville_badge,
            twin: (!b.twin.is_empty()).then(|| self.block(&b.twin)),
            sea_move: b.sea_move,
            home_areas,
            shield_areas,
            own_shield_areas: b
                .own_shield
                .as_deref()
                .map(|key| shielded.with_key(key))
                .unwrap_or_default(),
            merc_home: match (kind, b.home.as_deref()) {
                (BlockType::Mercenary, Some("pool")) => Some(MercHome::Pool),
                (BlockType::Mercenary, Some(a)) => Some(MercHome::Area(self.area(a))),
                _ => None,
            },
            round1_a: b.rating_round1.is_some(),
        }
    }

    fn read_scenario(&self, s: &raw::Scenario) -> Scenario {
        Scenario {
            id: s.id.clone(),
            first_campaign: s.first_campaign,
            last_campaign: s.last_campaign,
            king: self.block(&s.king),
            pretender: self.block(&s.pretender),
            deploy: s
                .deploy
                .iter()
                .map(|d| Deploy {
                    block: self.block(&d.block),
                    area: self.area(&d.area),
                    prisoner: d.prisoner,
                })
                .collect(),
            pool_lancaster: self.blocks(&s.pool_lancaster),
            pool_york: self.blocks(&s.pool_york),
            minor: self.blocks(&s.minor),
            offmap_twin: self.blocks(&s.offmap_twin),
            eliminated: self.blocks(&s.eliminated),
        }
    }
}

fn read_card(c: &raw::Card) -> Card {
    Card {
        number: c.id,
        ap: c.ap,
        name: c.name.clone(),
        event_id: c.event.clone(),
        event: c.event.as_deref().map(|e| match e {
            "force_march" => Event::ForceMarch,
            "muster" => Event::Muster,
            "piracy" => Event::Piracy,
            "plague" => Event::Plague,
            "surprise" => Event::Surprise,
            "treason" => Event::Treason,
            other => panic!("event {other}"),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn map_counts_match_the_file_header_2_1() {
        let c = &*CATALOG;
        assert_eq!(c.areas.len(), AREAS);
        let count = |k| c.areas.iter().filter(|a| a.kind == k).count();
        assert_eq!(count(AreaKind::Land), 28);
        assert_eq!(count(AreaKind::Island), 1);
        assert_eq!(count(AreaKind::Exile), 4);
        assert_eq!(count(AreaKind::Sea), 3);
        assert_eq!(c.borders.len(), BORDERS);
        let borders = |k| c.borders.iter().filter(|b| b.kind == k).count();
        assert_eq!(borders(BorderKind::Major), 24);
        assert_eq!(borders(BorderKind::River), 26);
        assert_eq!(borders(BorderKind::Minor), 12);
        assert_eq!(c.areas.iter().filter(|a| a.major_port).count(), 14);
        let links: u32 = c.areas.iter().map(|a| a.seas.count_ones()).sum();
        assert_eq!(links, 28);
        assert_eq!(c.areas.iter().filter(|a| a.crown).count(), 11);
        assert_eq!(c.areas.iter().filter(|a| a.city.is_some()).count(), 7);
        assert_eq!(c.areas.iter().filter(|a| a.cathedral).count(), 2);
        assert_eq!(c.areas.iter().filter(|a| a.wales).count(), 4);
    }

    #[test]
    fn adjacency_is_symmetric_and_matches_the_borders() {
        for a in AreaId::all() {
            for &(n, border) in &a.info().neighbours {
                let back = CATALOG.border_between(n, a);
                assert_eq!(back, Some(border), "{a} - {n}");
                assert_eq!(border.info().other(a), n);
            }
        }
        let degree: usize = AreaId::all().map(|a| a.info().neighbours.len()).sum();
        assert_eq!(degree, 2 * BORDERS);
    }

    #[test]
    fn estuaries_have_no_land_border_2_8() {
        for (a, b) in [
            ("glamorgan", "somerset"),
            ("east_yorks", "lincoln"),
            ("kent", "essex"),
        ] {
            assert_eq!(CATALOG.border_between(area(a), area(b)), None);
        }
        assert!(!area("hereford").info().is_coastal());
        assert!(area("middlesex").info().major_port);
    }

    #[test]
    fn exile_areas_belong_to_one_house_2_7() {
        assert_eq!(area("france").info().exile_of, Some(House::Lancaster));
        assert_eq!(area("scotland").info().exile_of, Some(House::Lancaster));
        assert_eq!(area("calais").info().exile_of, Some(House::York));
        assert_eq!(area("ireland").info().exile_of, Some(House::York));
        assert_eq!(area("scotland").info().neighbours.len(), 2);
    }

    #[test]
    fn block_counts_and_twins_3_0() {
        let c = &*CATALOG;
        assert_eq!(c.blocks.len(), BLOCKS);
        let of = |h| c.blocks.iter().filter(|b| b.owner == h).count();
        assert_eq!(of(Some(House::York)), 31);
        assert_eq!(of(Some(House::Lancaster)), 31);
        assert_eq!(of(None), 1);
        let twins = c.blocks.iter().filter(|b| b.twin.is_some()).count();
        assert_eq!(twins, 26);
        for b in BlockId::all() {
            if let Some(t) = b.info().twin {
                assert_eq!(t.info().twin, Some(b));
                assert_ne!(t.info().owner, b.info().owner);
            }
        }
        assert_eq!(c.blocks.iter().filter(|b| b.is_heir()).count(), 10);
        assert!(!block("L_scots").info().sea_move);
        assert!(block("Y_bombard").info().round1_a);
        assert_eq!(
            block("Y_burgundian").info().merc_home,
            Some(MercHome::Area(area("calais")))
        );
        assert_eq!(block("L_welsh").info().merc_home, Some(MercHome::Pool));
        assert!(
            block("Y_warwick")
                .info()
                .home_areas
                .contains(area("calais"))
        );
        assert!(
            !block("L_warwick")
                .info()
                .home_areas
                .contains(area("calais"))
        );
        assert!(
            block("L_stanley")
                .info()
                .shield_areas
                .contains(area("isle_of_man"))
        );
        assert!(
            block("L_exeter")
                .info()
                .own_shield_areas
                .contains(area("cornwall"))
        );
        assert!(
            block("Y_march")
                .info()
                .shield_areas
                .contains(area("rutland"))
        );
    }

    #[test]
    fn cards_total_62_ap_5_1() {
        let c = &*CATALOG;
        assert_eq!(c.cards.len(), CARDS);
        assert_eq!(c.cards.iter().map(|c| c.ap as u32).sum::<u32>(), 62);
        assert_eq!(c.cards.iter().filter(|c| c.event.is_some()).count(), 6);
        assert_eq!(CardId::parse("7").map(|c| c.info().ap), Some(4));
        assert_eq!(CardId::parse("26"), None);
    }

    #[test]
    fn every_scenario_lists_63_distinct_blocks_4_0() {
        for s in &CATALOG.scenarios {
            let mut seen = BlockSet::EMPTY;
            let all = s
                .deploy
                .iter()
                .map(|d| d.block)
                .chain(s.pool_lancaster.iter().copied())
                .chain(s.pool_york.iter().copied())
                .chain(s.minor.iter().copied())
                .chain(s.offmap_twin.iter().copied())
                .chain(s.eliminated.iter().copied());
            let mut n = 0;
            for b in all {
                assert!(!seen.contains(b), "{} twice in {}", b, s.id);
                seen.insert(b);
                n += 1;
            }
            assert_eq!(n, BLOCKS, "{}", s.id);
        }
        assert_eq!(CATALOG.scenarios.len(), 3);
    }

    #[test]
    fn lookups_by_id_round_trip() {
        for a in AreaId::all() {
            assert_eq!(AreaId::parse(a.id()), Some(a));
        }
        for b in BlockId::all() {
            assert_eq!(BlockId::parse(b.id()), Some(b));
        }
        assert_eq!(AreaId::parse("atlantis"), None);
    }
}
