//! The Richard III map for a person to look at: writes `target/richard3-map.svg` (open it in
//! a browser, or `chromium --headless --screenshot=/tmp/map.png --window-size=900,1100
//! file://$PWD/target/richard3-map.svg`). The rules it is held to are the unit tests in
//! `src/games/richard3/drawing/tests.rs`.

use std::path::Path;

use herald::games::richard3::{AreaId, drawing};

#[test]
fn the_map_is_written_for_a_person_to_look_at() {
    let svg = drawing::map_document(herald::i18n::Lang::En);
    assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
    assert_eq!(svg.matches("data-area=").count(), AreaId::all().count());
    let out = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/richard3-map.svg");
    std::fs::create_dir_all(out.parent().expect("target/")).expect("create target/");
    std::fs::write(&out, &svg).expect("write target/richard3-map.svg");
}
