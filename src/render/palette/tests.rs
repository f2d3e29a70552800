use super::*;

fn luma(c: [u8; 3]) -> u32 {
    299 * c[0] as u32 + 587 * c[1] as u32 + 114 * c[2] as u32
}

#[test]
fn ramps_run_from_dark_to_light() {
    let p = palette();
    for (base, len) in [
        (STONE, STONE_LEN),
        (HILITE, STONE_LEN),
        (IVORY, PIECE_LEN),
        (BASALT, PIECE_LEN),
    ] {
        for i in base..base + len - 1 {
            assert!(
                luma(p.color(i)) <= luma(p.color(i + 1)),
                "entry {i} is lighter than {}",
                i + 1
            );
        }
    }
    for i in INK..INK + INK_LEVELS {
        assert!(luma(p.color(i)) < luma(p.color(i + 1)));
    }
}

#[test]
fn the_palette_fits_a_png_and_the_blocks_do_not_overlap() {
    const { assert!(USED <= 256) };
    assert_eq!(palette().plte().len(), USED * 3);
    let blocks = [
        (STONE as usize, STONE_LEN as usize),
        (HILITE as usize, STONE_LEN as usize),
        (IVORY as usize, PIECE_LEN as usize),
        (BASALT as usize, PIECE_LEN as usize),
        (PIECE_EDGE as usize, 12),
        (INK as usize, INK_LEVELS as usize + 1),
        (GOLD as usize, INK_LEVELS as usize + 1),
        (RED as usize, RED_LEVELS as usize),
        (ICON_EDGE as usize, 6),
        (GREEN as usize, 1),
        (WIN_INK as usize, TONE_LEVELS as usize + 1),
        (LOSS_INK as usize, TONE_LEVELS as usize + 1),
        (SILVER as usize, 1),
        (BRONZE as usize, 1),
    ];
    for pair in blocks.windows(2) {
        assert_eq!(
            pair[0].0 + pair[0].1,
            pair[1].0,
            "blocks must be contiguous"
        );
    }
    assert_eq!(
        blocks[blocks.len() - 1].0 + blocks[blocks.len() - 1].1,
        USED
    );
}

#[test]
fn shading_stays_inside_its_ramp() {
    assert_eq!(shade(STONE + 3, -10), STONE);
    assert_eq!(shade(STONE + 60, 10), STONE + STONE_LEN - 1);
    assert_eq!(shade(HILITE + 2, -5), HILITE);
    assert_eq!(shade(HILITE + 20, -5), HILITE + 15);
    assert_eq!(shade(IVORY + 5, -3), IVORY + 5);
    assert_eq!(shade(INK, 4), INK);
}
