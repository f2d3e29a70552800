use super::*;
use crate::games::Variant;
use crate::i18n::Lang;

fn decode(png: &[u8]) -> (usize, Vec<u8>) {
    let decoder = png::Decoder::new(std::io::Cursor::new(png));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    buf.truncate(info.buffer_size());
    (info.width as usize, buf)
}

fn route(from: &str, to: &str) -> Option<Route> {
    Some(Route {
        from: from.to_string(),
        to: to.to_string(),
    })
}

#[test]
fn a_player_s_actions_become_arrows_and_rings() {
    let s = |x: &str| x.to_string();
    let board = AnyGame::new(Variant::LatrunculiSeneca);
    let marks = trace_marks(
        &board,
        &[
            (s("d4"), None),
            (s("xe5"), None),
            (s("c3-c4"), route("c3", "c4")),
            (s("d4-d6-f6"), route("d4", "f6")),
            (s("pass"), None),
        ],
    );
    assert_eq!(
        marks,
        [
            Mark::Ring(s("d4")),
            Mark::Ring(s("e5")),
            Mark::Arrow(vec![s("c3"), s("c4")]),
            Mark::Arrow(vec![s("d4"), s("d6"), s("f6")]),
        ]
    );
    // On the track: entering and bearing off ring the one point the board has.
    let track = AnyGame::new(Variant::Duodecim);
    let marks = trace_marks(
        &track,
        &[
            (s("3:enter"), route("enter", "3")),
            (s("2:34-off"), route("34", "off")),
            (s("5:7-12"), route("7", "12")),
        ],
    );
    assert_eq!(
        marks,
        [
            Mark::Ring(s("3")),
            Mark::Ring(s("34")),
            Mark::Arrow(vec![s("7"), s("12")]),
        ]
    );
    let png = render_diagram(&track, &RenderInfo::unnamed(Lang::En), &marks).unwrap();
    assert_ne!(
        png,
        super::super::render_png(&track, &RenderInfo::unnamed(Lang::En))
    );
}

#[test]
fn marks_change_the_picture_only_near_their_spots() {
    let game = AnyGame::new(Variant::LatrunculiPiso);
    let info = RenderInfo::unnamed(Lang::En);
    let plain = render_diagram(&game, &info, &[]).unwrap();
    assert_eq!(plain, super::super::render_png(&game, &info));
    let marked = render_diagram(
        &game,
        &info,
        &[
            Mark::Arrow(vec!["a1".into(), "a3".into()]),
            Mark::Forbidden(vec!["h1".into(), "h3".into()]),
            Mark::Cross("d5".into()),
            Mark::Label("f6".into(), "A".into()),
            Mark::Dot("b7".into()),
        ],
    )
    .unwrap();
    let (width, before) = decode(&plain);
    let (_, after) = decode(&marked);
    let changed = |spot: &str| {
        let (cx, cy) = spot_centre(&game, spot).unwrap();
        let mut n = 0;
        for y in cy - 30..cy + 30 {
            for x in cx - 30..cx + 30 {
                let i = y as usize * width + x as usize;
                n += usize::from(before[i] != after[i]);
            }
        }
        n
    };
    for spot in ["a2", "h2", "d5", "f6", "b7"] {
        assert!(changed(spot) > 100, "{spot}: {}", changed(spot));
    }
    for spot in ["e2", "c7", "h8", "a8"] {
        assert_eq!(changed(spot), 0, "{spot}");
    }
    // The forbidden arrow is red, the legal one green.
    let count = |index: u8| after.iter().filter(|&&p| p == index).count();
    assert!(count(palette::GREEN) > 300);
    assert!(count(palette::RED + palette::RED_LEVELS - 1) > 300);
}

/// A diagram has no players: its band names the two sides (capitalised, in the game's own
/// words) where a board's band names its players; never `?`. Set `TABULA_DIAGRAM_DIR` to
/// keep each game's diagram there as PNG.
#[test]
fn a_diagram_names_both_sides_in_its_band() {
    let dir = std::env::var("TABULA_DIAGRAM_DIR").ok();
    let mut wrong = Vec::new();
    for &variant in Variant::ALL {
        for lang in [Lang::En, Lang::Fr] {
            let game = AnyGame::new(variant);
            let unnamed = RenderInfo::unnamed(lang);
            let png = render_diagram(&game, &unnamed, &[]).unwrap();
            if let Some(dir) = &dir {
                std::fs::write(format!("{dir}/{variant}-{}.png", lang.code()), &png).unwrap();
            }
            // The names, their details and the pieces: the band above the status line.
            let band = |png: &[u8]| {
                let (width, pixels) = decode(png);
                pixels[..width * 86].to_vec()
            };
            let named = |names: [&str; 2]| {
                let info = RenderInfo {
                    names,
                    ..RenderInfo::unnamed(lang)
                };
                band(&super::super::render_png(&game, &info))
            };
            let sides = crate::games::Side::BOTH
                .map(|s| text::capitalise(crate::i18n::side_name(lang, variant, s)));
            let drawn = band(&png);
            if drawn != named([&sides[0], &sides[1]]) || drawn == named(["?", "?"]) {
                wrong.push(format!("{variant} {}", lang.code()));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "a band that does not name both sides: {wrong:?}"
    );
}

#[test]
fn a_mark_on_a_spot_the_board_lacks_is_refused() {
    let game = AnyGame::new(Variant::Ergo);
    let info = RenderInfo::unnamed(Lang::En);
    assert_eq!(
        render_diagram(&game, &info, &[Mark::Cross("z9".into())]),
        Err(UnknownSpot("z9".into()))
    );
}
