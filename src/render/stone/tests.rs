use super::*;

#[test]
fn the_texture_stays_near_the_mean_on_the_stone_ramp() {
    let mut canvas = Canvas::new(200, 120, 255);
    travertine(&mut canvas, 0, 0, 200, 120, 7);
    let mean = palette::STONE + palette::STONE_MEAN;
    let mut distinct = std::collections::BTreeSet::new();
    for &p in &canvas.pixels {
        assert!(palette::is_stone(p));
        assert!(p >= mean - 22 && p <= mean + 9, "{p}");
        distinct.insert(p);
    }
    assert!(distinct.len() >= 5, "a texture, not a flat fill");
}

#[test]
fn grooves_darken_their_centre_and_light_their_lip() {
    let base = palette::STONE + palette::STONE_MEAN;
    let mut canvas = Canvas::new(40, 40, base);
    carve_grid(&mut canvas, &[10, 30], &[10, 30]);
    assert!(canvas.get(10, 20) < base);
    assert!(canvas.get(20, 10) < base);
    assert!(canvas.get(12, 20) > base, "lip of the vertical groove");
    assert_eq!(canvas.get(20, 20), base, "square interior untouched");
    // At a crossing the cut is no deeper than a single groove.
    assert_eq!(canvas.get(10, 10), shade(base, -15));
}
