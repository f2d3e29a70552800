use super::*;

fn shape() -> DiscShape {
    DiscShape {
        tile: 40,
        radius: 15.0,
        shadow: Some(Shadow {
            offset: 2.0,
            depth: 8,
        }),
    }
}

#[test]
fn a_disc_is_its_ramp_inside_blended_at_the_rim_and_a_shadow_outside() {
    let sprite = disc(&side_style(0, palette::PIECE_EDGE), &shape());
    let ramp = palette::IVORY..palette::IVORY + palette::PIECE_LEN;
    for (x, y) in [(20, 20), (12, 20), (20, 28)] {
        match sprite.op(x, y) {
            Op::Paint(i) => assert!(ramp.contains(&i), "({x},{y}) painted {i}"),
            other => panic!("({x},{y}) is {other:?}"),
        }
    }
    assert_eq!(sprite.op(0, 0), Op::Keep);
    // Down-right of the disc, just outside: shadow.
    assert!(
        matches!(sprite.op(31, 31), Op::Darken(8)),
        "{:?}",
        sprite.op(31, 31)
    );
    // Up-left of the disc, just outside: no shadow.
    assert_eq!(sprite.op(7, 7), Op::Keep);
    // Somewhere on the rim the blend entries appear.
    let blended = (0..40).flat_map(|y| (0..40).map(move |x| (x, y))).any(|(x, y)| {
        matches!(sprite.op(x, y), Op::Paint(i) if (palette::PIECE_EDGE..palette::PIECE_EDGE + 3).contains(&i))
    });
    assert!(blended);
}

#[test]
fn the_turned_rings_show_as_darker_circles_on_bone() {
    let sprite = disc(&side_style(0, palette::PIECE_EDGE), &shape());
    let tone = |x: usize, y: usize| match sprite.op(x, y) {
        Op::Paint(i) => i,
        other => panic!("{other:?}"),
    };
    // Ring at 0.64 * 15 = 9.6 px from the centre (pixel 29 is at 9.5); flat face at 7.5 px.
    assert!(tone(29, 20) < tone(27, 20));
    assert_eq!(tone(27, 20), palette::IVORY + side_style(0, 0).face);
}

#[test]
fn the_capture_mark_is_red_and_crossed() {
    let mark = capture_mark(40, 12.0, 4.0);
    assert_eq!(
        mark.op(20, 20),
        Op::Paint(palette::RED + palette::RED_LEVELS - 1)
    );
    assert_eq!(mark.op(20, 10), Op::Keep);
    assert!(matches!(mark.op(12, 12), Op::Paint(_)));
}
