//! A board drawn as SVG, rendered to PNG for a mail: mail clients show no inline SVG, so a
//! turn mail carries the board as an image, rendered when the mail is sent (not when the
//! move is made) with the fonts built into the binary (no system fonts).

use std::sync::{Arc, OnceLock};

use anyhow::Context;
use resvg::{tiny_skia, usvg};

/// The fonts the boards are drawn with: DejaVu Serif (Latin and Cyrillic, see
/// `static/fonts/DejaVu-LICENSE.txt`), standing in for every family the SVG names, then
/// Noto Sans CJK JP for the characters DejaVu lacks (Japanese: kana, the kanji of the
/// message files and the games' data; subset by `tools/subset-fonts`, 169 KB a weight,
/// see `static/fonts/NotoSansCJK-LICENSE.txt`).
pub const FONTS: [&[u8]; 4] = [
    include_bytes!("../../static/fonts/DejaVuSerif.ttf"),
    include_bytes!("../../static/fonts/DejaVuSerif-Bold.ttf"),
    include_bytes!("../../static/fonts/NotoSansJP-Herald.otf"),
    include_bytes!("../../static/fonts/NotoSansJP-Herald-Bold.otf"),
];
/// The family of [`FONTS`].
const FAMILY: &str = "DejaVu Serif";
/// Pixels per SVG unit: sharp on a phone's screen...
const SCALE: f32 = 1.5;
/// ...within this many pixels in all, so that a large board (Richard III's map) stays
/// quick to draw and small in the mail.
const MOST_PIXELS: f32 = 800_000.0;

/// The parsing options, with the font database loaded once per process.
fn options() -> &'static usvg::Options<'static> {
    static OPTIONS: OnceLock<usvg::Options<'static>> = OnceLock::new();
    OPTIONS.get_or_init(|| {
        let mut fonts = usvg::fontdb::Database::new();
        for font in FONTS {
            fonts.load_font_data(font.to_vec());
        }
        fonts.set_serif_family(FAMILY);
        fonts.set_sans_serif_family(FAMILY);
        fonts.set_monospace_family(FAMILY);
        let mut options = usvg::Options {
            font_family: FAMILY.to_string(),
            font_resolver: usvg::FontResolver {
                select_font: usvg::FontResolver::default_font_selector(),
                select_fallback: Box::new(fallback),
            },
            ..usvg::Options::default()
        };
        options.fontdb = Arc::new(fonts);
        options
    })
}

/// The font for a character the font in use lacks (a kanji in DejaVu Serif): the first of
/// the other fonts that has it, of the same weight if one does (usvg's own choice takes
/// the first of any weight, and logs a warning for every character).
fn fallback(
    c: char,
    used: &[usvg::fontdb::ID],
    fonts: &mut Arc<usvg::fontdb::Database>,
) -> Option<usvg::fontdb::ID> {
    let weight = fonts.face(*used.first()?)?.weight;
    let with_char: Vec<&usvg::fontdb::FaceInfo> = fonts
        .faces()
        .filter(|face| !used.contains(&face.id) && has_char(fonts, face.id, c))
        .collect();
    with_char
        .iter()
        .find(|face| face.weight == weight)
        .or(with_char.first())
        .map(|face| face.id)
}

/// Whether font `id` of `fonts` draws `c` (its character map has it).
pub fn has_char(fonts: &usvg::fontdb::Database, id: usvg::fontdb::ID, c: char) -> bool {
    fonts
        .with_face_data(id, |data, index| {
            let font = skrifa::FontRef::from_index(data, index).ok()?;
            skrifa::charmap::Charmap::new(&font).map(c)
        })
        .flatten()
        .is_some()
}

/// `svg` as a PNG at 1.5 pixels a unit, or fewer for a board so large that it would take
/// more than 800,000 pixels: (the PNG, its width, its height).
///
/// # Errors
/// When the SVG does not parse or the image cannot be made.
pub fn render(svg: &str) -> anyhow::Result<(Vec<u8>, u32, u32)> {
    let tree = usvg::Tree::from_str(svg, options()).context("read the board's SVG")?;
    let units = tree.size();
    let scale = SCALE.min((MOST_PIXELS / (units.width() * units.height())).sqrt());
    let size = units
        .to_int_size()
        .scale_by(scale)
        .context("size the board")?;
    let (width, height) = (size.width(), size.height());
    BUFFERS.with_borrow_mut(|buffers| {
        // The pixels are drawn into this thread's buffer of the last picture: a picture is
        // megabytes, and a new one each time was mapped from the system and faulted in
        // page by page (a sixth of the painter's time, issue 28).
        let pixels = &mut buffers.rgba;
        pixels.clear();
        pixels.resize(width as usize * height as usize * 4, 0);
        let mut pixmap = tiny_skia::PixmapMut::from_bytes(pixels, width, height)
            .context("make room for the board's pixels")?;
        pixmap.fill(tiny_skia::Color::WHITE);
        resvg::render(
            &tree,
            tiny_skia::Transform::from_scale(scale, scale),
            &mut pixmap,
        );
        let png = opaque_png(&buffers.rgba, &mut buffers.rgb, width, height)
            .context("encode the board as PNG")?;
        Ok((png, width, height))
    })
}

/// A drawing thread's buffers, kept from one picture to the next.
#[derive(Default)]
struct Buffers {
    /// The pixels as drawn (RGBA).
    rgba: Vec<u8>,
    /// The same as RGB, to encode.
    rgb: Vec<u8>,
}

thread_local! {
    static BUFFERS: std::cell::RefCell<Buffers> = std::cell::RefCell::default();
}

/// Opaque pixels (`rgba`, drawn over white) as an RGB PNG, converted in `rgb`: a quarter
/// fewer bytes to compress than tiny-skia's RGBA, each row filtered against the one above
/// (a board is mostly flat colour; trying every filter per row costs more than it saves).
/// Richard III: 60 → 54 ms, 213 → 198 KB.
fn opaque_png(
    rgba: &[u8],
    rgb: &mut Vec<u8>,
    width: u32,
    height: u32,
) -> Result<Vec<u8>, png::EncodingError> {
    rgb.clear();
    rgb.extend(rgba.chunks_exact(4).flat_map(|px| [px[0], px[1], px[2]]));
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, width, height);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(compression_for(width * height));
    encoder.set_filter(png::Filter::Up);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(rgb)?;
    writer.finish()?;
    Ok(out)
}

/// How hard a picture of `pixels` pixels is compressed. `Fast` (fdeflate) draws a Richard
/// III board in 35 ms instead of 54, but at 293 KB instead of 198 the mail would pass
/// 300 KB: the large boards (near the 800,000-pixel budget) are compressed harder. The
/// smaller ones (Rose King: some 550,000 pixels) stay far under the mail budget either
/// way, and `Balanced`'s deflate was some 40 % of their painting's CPU (issue 28).
fn compression_for(pixels: u32) -> png::Compression {
    if pixels <= FAST_UP_TO_PIXELS {
        png::Compression::Fast
    } else {
        png::Compression::Balanced
    }
}

/// The largest picture compressed `Fast` (see [`compression_for`]).
const FAST_UP_TO_PIXELS: u32 = 600_000;

/// The width and height a PNG's header gives.
pub fn png_size(png: &[u8]) -> Option<(u32, u32)> {
    let header = png.get(..24)?;
    if &header[..8] != b"\x89PNG\r\n\x1a\n" || &header[12..16] != b"IHDR" {
        return None;
    }
    let number = |at: usize| {
        u32::from_be_bytes([header[at], header[at + 1], header[at + 2], header[at + 3]])
    };
    Some((number(16), number(20)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_renders_at_its_size_with_its_text() {
        let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100" width="200" height="100" font-family="Georgia, serif"><rect x="10" y="10" width="50" height="50" fill="#b3202a"/><text x="70" y="50" font-size="20">Kent</text></svg>"##;
        let (png, width, height) = render(svg).expect("renders");
        assert_eq!((width, height), (300, 150));
        assert_eq!(png_size(&png), Some((300, 150)));
        let blank = render(r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100" width="200" height="100"><rect x="10" y="10" width="50" height="50" fill="#b3202a"/></svg>"##)
            .expect("renders")
            .0;
        // The text was drawn (with the built-in font): the images differ.
        assert_ne!(png, blank);
    }

    #[test]
    fn a_large_board_is_drawn_within_the_pixel_budget() {
        let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 880 1408" width="880" height="1408"><rect width="880" height="1408" fill="#abc"/></svg>"##;
        let (png, width, height) = render(svg).expect("renders");
        assert!(
            width * height <= 808_000,
            "{width} x {height}: the budget, give or take rounding"
        );
        assert_eq!(png_size(&png), Some((width, height)));
        assert!(width >= 640, "legible: {width} pixels wide");
    }

    #[test]
    fn a_picture_is_the_same_whatever_was_drawn_before_it() {
        let small = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10" width="20" height="10"><rect x="1" y="1" width="5" height="5" fill="#000"/></svg>"##;
        let large = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100" width="200" height="100"><rect width="200" height="100" fill="#b3202a"/></svg>"##;
        let first = render(small).expect("renders");
        render(large).expect("renders");
        assert_eq!(
            render(small).expect("renders"),
            first,
            "after a larger picture"
        );
        assert_eq!(render(small).expect("renders"), first, "after itself");
    }

    /// A line of `text` drawn alone, as a mail's board draws a label.
    fn drawn(text: &str) -> Vec<u8> {
        let svg = format!(
            r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 40" width="200" height="40" font-family="Georgia, serif"><text x="4" y="28" font-size="20">{text}</text><text x="4" y="38" font-size="8" font-weight="bold">{text}</text></svg>"##
        );
        render(&svg).expect("renders").0
    }

    // Issue 30: Japanese and Russian words are drawn with their glyphs, never as the boxes
    // a font draws for a character it lacks (private-use characters no font has).
    #[test]
    fn japanese_and_russian_words_are_drawn_not_boxed() {
        let boxes = drawn("\u{E000}\u{E001}\u{E002}");
        for words in ["王冠マーカー", "ケント", "Кент"] {
            let boxes = if words.chars().count() == 3 {
                boxes.clone()
            } else {
                drawn(&"\u{E000}".repeat(words.chars().count()))
            };
            assert_ne!(drawn(words), boxes, "{words} is drawn as boxes");
        }
    }

    // Issue 30: every character of every message file and of the games' data is drawn by
    // one of the built-in fonts, regular and bold.
    #[test]
    fn every_character_herald_words_has_a_glyph() {
        let fonts = &options().fontdb;
        let data = [
            include_str!("../games/westeros/data/skirmish.toml"),
            include_str!("../games/richard3/data/blocks.toml"),
            include_str!("../games/richard3/data/map.toml"),
            include_str!("../games/richard3/data/cards.toml"),
        ];
        let sources = crate::words::sources();
        let texts = sources.iter().map(|s| s.text).chain(data);
        let mut characters: Vec<char> = texts.flat_map(str::chars).collect();
        characters.sort_unstable();
        characters.dedup();
        for bold in [false, true] {
            let faces: Vec<_> = fonts
                .faces()
                .filter(|f| (f.weight.0 >= 600) == bold)
                .map(|f| f.id)
                .collect();
            assert_eq!(faces.len(), 2, "DejaVu Serif and Noto Sans CJK JP");
            let missing: String = characters
                .iter()
                .filter(|c| !c.is_control())
                .filter(|c| !faces.iter().any(|id| has_char(fonts, *id, **c)))
                .collect();
            assert!(
                missing.is_empty(),
                "bold {bold}: no glyph for {missing:?}: the message files use characters the \
                 subset fonts lack; make them again with tools/subset-fonts (see its header)"
            );
        }
    }

    #[test]
    fn what_is_not_svg_is_refused() {
        assert!(render("<html>").is_err());
        assert_eq!(png_size(b"not a png at all, not at all"), None);
    }
}
