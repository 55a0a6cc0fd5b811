//! The catalog (`skirmish.toml`): the numbers of §2, §4, §5, §7–§14 as the rules print
//! them, and the load checks that refuse a broken file.

use crate::games::westeros::data::*;

/// One row of §4.1's unit table, in the file's order.
struct Row(
    &'static str,
    UnitType,
    Rank,
    u8,
    u8,
    u8,
    u8,
    u8,
    &'static [Keyword],
    &'static str,
);

// 4.1: the unit table.
#[test]
fn rule_4_1_the_unit_table() {
    use Keyword::*;
    use Rank::{Blue, Green, Red};
    use UnitType::*;
    #[rustfmt::skip]
    let table = [
        Row("N1", Infantry, Green, 4, 2, 2, 2, 0, &[Advance], "C2"),
        Row("N2", Infantry, Green, 4, 2, 2, 2, 0, &[Advance], "I2"),
        Row("N3", Infantry, Red, 4, 2, 2, 4, 0, &[Advance], "F2"),
        Row("N4", Cavalry, Blue, 3, 1, 3, 3, 0, &[Pursue], "K2"),
        Row("N5", Ranged, Green, 3, 1, 2, 1, 2, &[], "E3"),
        Row("N6", Special, Blue, 3, 1, 2, 3, 0, &[Advance, Woodland], "H3"),
        Row("W1", Infantry, Green, 4, 2, 2, 2, 0, &[Advance], "J8"),
        Row("W2", Infantry, Green, 4, 2, 2, 2, 0, &[Advance], "D8"),
        Row("W3", Infantry, Red, 4, 2, 2, 4, 0, &[Advance], "G8"),
        Row("W4", Cavalry, Blue, 3, 1, 3, 3, 0, &[Pursue], "B8"),
        Row("W5", Ranged, Green, 3, 1, 2, 1, 2, &[], "I7"),
        Row("W6", Special, Blue, 4, 2, 1, 4, 0, &[Advance, Stalwart], "F7"),
    ];
    assert_eq!(UnitId::all().count(), table.len());
    for (unit, row) in UnitId::all().zip(table) {
        let Row(id, kind, rank, figures, reduced_at, movement, melee, ranged, keywords, start) =
            row;
        let info = unit.info();
        assert_eq!(unit.to_string(), id);
        assert_eq!(UnitId::parse(id), Some(unit));
        let side = if id.starts_with('N') {
            Side::North
        } else {
            Side::West
        };
        assert_eq!(unit.side(), side, "{id}");
        assert_eq!((info.kind, info.rank), (kind, rank), "{id}");
        assert_eq!(
            (info.figures, info.reduced_at),
            (figures, reduced_at),
            "{id}"
        );
        assert_eq!(
            (info.movement, info.melee, info.ranged_dice),
            (movement, melee, ranged)
        );
        assert_eq!(
            info.range,
            if ranged > 0 { 4 } else { 0 },
            "{id}: range 2–4"
        );
        assert_eq!(info.keywords, keywords, "{id}");
        assert_eq!(info.start.to_string(), start, "{id}");
        assert_eq!(info.can_shoot(), ranged > 0);
    }
    assert_eq!(UnitId::parse("N7"), None);
    assert_eq!(RANGED_MIN_DISTANCE, 2);
}

// 4.1: reduced strength at 2 figures (4-figure units) or 1 (3-figure units).
#[test]
fn rule_4_1_reduced_strength() {
    let n1 = UnitId::parse("N1").expect("N1").info();
    assert!(!n1.is_reduced(3) && n1.is_reduced(2));
    let n4 = UnitId::parse("N4").expect("N4").info();
    assert!(!n4.is_reduced(2) && n4.is_reduced(1));
    assert!(n4.has(Keyword::Pursue) && !n4.has(Keyword::Advance));
}

// 4.4: the commanders, named by the unit they ride with.
#[test]
fn rule_4_4_the_commanders() {
    let table = [
        ("N3", "Northern lord", 3, 2),
        ("N4", "Northern captain", 2, 1),
        ("W3", "Western lord", 3, 2),
        ("W4", "Western captain", 2, 1),
    ];
    for (id, name, limit, rating) in table {
        let c = UnitId::parse(id)
            .and_then(UnitId::commander)
            .expect("a commander");
        assert_eq!((c.unit.as_str(), c.name.as_str()), (id, name));
        assert_eq!(
            (c.command_limit, c.capture_rating, c.lone_move),
            (limit, rating, 2)
        );
    }
    let with: Vec<String> = UnitId::all()
        .filter(|u| u.commander().is_some())
        .map(|u| u.to_string())
        .collect();
    assert_eq!(with, ["N3", "N4", "W3", "W4"]);
    assert_eq!(CATALOG.meta.zoc_range, 2);
}

// 5: die values 1–3 green, 4–5 blue, 6 red, 7 morale, 8 valor; hits 4/3/2 of 8.
#[test]
fn rule_5_the_combat_die() {
    use Face::*;
    let faces: Vec<Face> = (1..=8).map(|v| CATALOG.dice.face(v)).collect();
    assert_eq!(faces, [Green, Green, Green, Blue, Blue, Red, Morale, Valor]);
    let hits = |rank: Rank| faces.iter().filter(|f| rank.is_hit_by(**f)).count();
    assert_eq!(
        (hits(Rank::Green), hits(Rank::Blue), hits(Rank::Red)),
        (4, 3, 2)
    );
    assert!(!Rank::Red.is_hit_by(Morale) && Rank::Red.is_hit_by(Valor));
}

// 12: bands 10–8 / 7–4 / 3–1, break points 10 / 7 / 3, end VP 0 / 1 / 2; losses.
#[test]
fn rule_12_the_morale_track() {
    let morale = &CATALOG.morale;
    assert_eq!((morale.start, morale.max, morale.rout), (10, 10, 0));
    let band = |v| {
        morale
            .band(v)
            .map(|b| (b.name, b.break_point, b.end_vp_to_opponent))
    };
    for v in 8..=10 {
        assert_eq!(band(v), Some((BandColour::Green, 10, 0)), "{v}");
    }
    for v in 4..=7 {
        assert_eq!(band(v), Some((BandColour::Yellow, 7, 1)), "{v}");
    }
    for v in 1..=3 {
        assert_eq!(band(v), Some((BandColour::Red, 3, 2)), "{v}");
    }
    assert!(morale.band(0).is_none(), "rout");
    let loss = &morale.loss_unit_eliminated;
    assert_eq!(
        (
            loss.of(Rank::Green),
            loss.of(Rank::Blue),
            loss.of(Rank::Red)
        ),
        (1, 2, 3)
    );
    assert_eq!(morale.loss_commander_captured, 2);
    assert_eq!((morale.morale_token_up, morale.morale_token_rally), (1, -1));
}

// 7, 9, 10.3, 11, 13, 19.2: the per-round numbers and the VP.
#[test]
fn rule_7_to_13_the_numbers_of_a_round_and_the_vp() {
    let meta = &CATALOG.meta;
    assert_eq!(
        (meta.kind.as_str(), meta.seats),
        ("westeros", [Side::North, Side::West])
    );
    assert_eq!(meta.title, "The Three Fords (after Battles of Westeros)");
    assert_eq!((meta.round_limit, meta.round_track_spaces), (6, 10));
    assert_eq!(
        (meta.order_dice_per_round, meta.leadership_draw_per_round),
        (3, 2)
    );
    assert_eq!(meta.command_tokens, 4);
    assert_eq!(
        (meta.carry_over_order_tokens, meta.carry_over_cards),
        (2, 2)
    );
    assert_eq!(meta.momentum_default, Momentum::Random);
    let vp = &CATALOG.vp;
    assert_eq!(
        (
            vp.unit_eliminated,
            vp.commander_captured,
            vp.ford_per_regroup
        ),
        (1, 1, 1)
    );
    assert_eq!(Side::North.opponent(), Side::West);
}

// 14: the leadership deck.
#[test]
fn rule_14_the_leadership_deck() {
    use CardUnits::*;
    #[rustfmt::skip]
    let table = [
        ("march", 3, 2, Any, (0, 0, 0), false, true, Tactic::None, false),
        ("assault", 2, 2, Foot, (0, 1, 0), false, true, Tactic::None, true),
        ("charge", 1, 1, Cavalry, (1, 1, 0), false, true, Tactic::None, true),
        ("volley", 1, 1, Ranged, (0, 0, 1), true, true, Tactic::None, true),
        ("muster", 1, 3, Any, (0, 0, 0), false, false, Tactic::None, true),
        ("rally", 1, 1, Any, (0, 0, 0), false, true, Tactic::RallyZoc, false),
        ("steady", 1, 1, Any, (0, 0, 0), false, true, Tactic::Steady, false),
    ];
    assert_eq!(CardId::all().count(), table.len());
    for (card, row) in CardId::all().zip(table) {
        let (id, copies, commands, units, bonus, ignore_moved, may_attack, tactic, improvise) = row;
        let c = card.info();
        assert_eq!(
            (card.to_string().as_str(), CardId::parse(id)),
            (id, Some(card))
        );
        assert_eq!(
            (c.copies, c.commands, c.units),
            (copies, commands, units),
            "{id}"
        );
        assert_eq!((c.move_bonus, c.melee_bonus, c.ranged_bonus), bonus, "{id}");
        assert_eq!(
            (c.ignore_moved_penalty, c.may_attack),
            (ignore_moved, may_attack),
            "{id}"
        );
        assert_eq!((c.tactic, c.improvise), (tactic, improvise), "{id}");
    }
    let deck: u8 = CardId::all().map(|c| c.info().copies).sum();
    assert_eq!(deck, DECK_SIZE);
    assert!(Foot.allows(UnitType::Special) && !Foot.allows(UnitType::Cavalry));
    assert!(Any.allows(UnitType::Commander) && !Ranged.allows(UnitType::Commander));
    assert_eq!(CardId::parse("feint"), None);
}

/// The shipped file with `from` replaced by `to` (exactly once).
fn broken(from: &str, to: &str) -> String {
    assert_eq!(SKIRMISH.matches(from).count(), 1, "{from}");
    SKIRMISH.replace(from, to)
}

#[test]
fn the_shipped_file_loads_and_passes_its_checks() {
    let catalog = Catalog::from_toml(SKIRMISH);
    assert_eq!(catalog.units.len(), UNITS);
    assert_eq!(catalog.commanders.len(), 4);
    assert_eq!(catalog.cards.len(), 7);
}

#[test]
#[should_panic(expected = "cannot be entered")]
fn a_unit_starting_in_the_river_is_refused() {
    Catalog::from_toml(&broken("start = \"C2\"", "start = \"C5\""));
}

#[test]
#[should_panic(expected = "repeats an id or a start hex")]
fn two_units_on_one_start_hex_are_refused() {
    Catalog::from_toml(&broken("start = \"I2\"", "start = \"C2\""));
}

#[test]
#[should_panic(expected = "113 hexes")]
fn a_wrong_hex_count_is_refused() {
    Catalog::from_toml(&broken("hex_count = 113", "hex_count = 112"));
}

#[test]
#[should_panic(expected = "is not a hex")]
fn a_hex_that_does_not_exist_is_refused() {
    Catalog::from_toml(&broken("start = \"K2\"", "start = \"M2\""));
}

#[test]
#[should_panic(expected = "card id march is not unique")]
fn a_repeated_card_id_is_refused() {
    Catalog::from_toml(&broken("id = \"steady\"", "id = \"march\""));
}

#[test]
#[should_panic(expected = "a deck holds 10 cards")]
fn a_deck_of_eleven_is_refused() {
    Catalog::from_toml(&broken("copies = 3", "copies = 4"));
}

#[test]
#[should_panic(expected = "6 North units")]
fn a_unit_on_the_wrong_side_is_refused() {
    Catalog::from_toml(&broken(
        "id = \"N1\"\nside = \"north\"",
        "id = \"N1\"\nside = \"west\"",
    ));
}

#[test]
#[should_panic(expected = "unknown field")]
fn a_field_the_catalog_does_not_know_is_refused() {
    Catalog::from_toml(&broken("zoc_range = 2", "zoc_range = 2\nzoc_ranges = 3"));
}

#[test]
#[should_panic(expected = "is River and Ford")]
fn a_hex_of_two_terrains_is_refused() {
    Catalog::from_toml(&broken("ford   = [\"D5\"", "ford   = [\"E5\""));
}
