//! Reading a drawn Richard III board in the hidden-information tests (§10): which blocks a
//! view lets its viewer see, whole-word matches, attribute values, and the board without
//! its map layer (which prints area and shield names that are also block names) or without
//! its face-up blocks.

use std::collections::{BTreeMap, BTreeSet};

use herald::games::richard3::{BlockId, drawing};
use serde_json::Value;

use super::api::Api;

/// The action points of each action card, by the action that plays it (`play 12`).
pub async fn action_points(api: &Api) -> BTreeMap<String, i64> {
    let data = api.kind_data("richard3").await.expect(200);
    data["cards"]["card"]
        .as_array()
        .expect("cards")
        .iter()
        .filter(|c| c["kind"] == "action")
        .map(|c| (format!("play {}", c["id"]), c["ap"].as_i64().unwrap_or(0)))
        .collect()
}

/// The blocks `view` lets its viewer see: his own (wherever they are), the public ones, the
/// battle's, the King, the Pretender and the block a decision names.
pub fn may_see(view: &Value) -> BTreeSet<&'static str> {
    let id = |v: &Value| v.as_str().and_then(BlockId::parse).map(BlockId::id);
    let mut seen = BTreeSet::new();
    for list in [&view["blocks"], &view["public"], &view["battle"]["blocks"]] {
        seen.extend(
            list.as_array()
                .into_iter()
                .flatten()
                .filter_map(|b| id(&b["id"])),
        );
    }
    for one in [&view["king"], &view["pretender"], &view["prompt"]["block"]] {
        seen.extend(id(one));
    }
    // The viewer's own blocks wherever they are, the dead and those beside the map too
    // (the view lists only those in play): naming his own block to him tells him nothing.
    let you = &view["you"];
    if !you.is_null() {
        seen.extend(
            BlockId::all()
                .filter(|b| {
                    b.info()
                        .owner
                        .is_some_and(|h| serde_json::to_value(h).ok().as_ref() == Some(you))
                })
                .map(BlockId::id),
        );
    }
    seen
}

/// Whether `word` stands in `text` as a word of its own (not inside a longer id or name).
pub fn has_word(text: &str, word: &str) -> bool {
    let part = |c: char| c.is_alphanumeric() || c == '_';
    text.match_indices(word).any(|(i, _)| {
        !text[..i].chars().next_back().is_some_and(part)
            && !text[i + word.len()..].chars().next().is_some_and(part)
    })
}

/// The values of `attribute` in `svg`, unescaped enough for ids and notations.
pub fn values(svg: &str, attribute: &str) -> BTreeSet<String> {
    let key = format!(r#"{attribute}=""#);
    svg.match_indices(&key)
        .map(|(i, _)| {
            let rest = &svg[i + key.len()..];
            rest[..rest.find('"').expect("a closed attribute")].to_string()
        })
        .collect()
}

/// The board without the map layer, which it starts with (up to [`drawing::MAP_END`]).
pub fn without_map(svg: &str) -> String {
    let start = svg.find('>').expect("an svg tag") + 1;
    let end = svg
        .find(drawing::MAP_END)
        .expect("the board starts with the map");
    format!("{}{}", &svg[..start], &svg[end + drawing::MAP_END.len()..])
}

/// `svg` without its face-up blocks (`<g data-block>` … `</g>`).
pub fn without_faces(svg: &str) -> String {
    let mut rest = svg;
    let mut out = String::new();
    while let Some(i) = rest.find("<g data-block=") {
        out.push_str(&rest[..i]);
        let end = rest[i..].find("</g>").expect("a closed face") + i + "</g>".len();
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}
