use super::*;
use crate::render::palette;

#[test]
fn a_block_counts_body_and_shadow_and_keeps_the_main_colour() {
    let mut layer = Layer::new(4, 4);
    layer.rect((0.0, 0.0), (5.0, 5.0), SHADOW);
    layer.rect((0.0, 0.0), (2.0, 2.0), paint(palette::IVORY + 3));
    layer.rect((0.0, 0.0), (0.25, 1.0), paint(palette::IVORY + 9));
    let b = layer.block(0, 0);
    assert_eq!((b.body, b.shadow), (1.0, 0.0));
    assert_eq!(b.colour, Some(paint(palette::IVORY + 3)));
    let b = layer.block(3, 3);
    assert_eq!((b.body, b.shadow, b.colour), (0.0, 1.0, None));
    assert_eq!(
        nearest(
            paint(palette::BASALT + 7),
            palette::IVORY..palette::BASALT + 32
        ),
        palette::BASALT + 7
    );
}

#[test]
fn a_circle_covers_about_its_area() {
    let mut layer = Layer::new(40, 40);
    layer.circle(20.0, 20.0, 10.0, paint(palette::IVORY));
    let area: f32 = layer.coverage().iter().sum();
    let expected = std::f32::consts::PI * 100.0;
    assert!((area - expected).abs() < expected * 0.03, "{area}");
    let mut ring = Layer::new(40, 40);
    ring.polygon(
        &arc((20.0, 20.0), (10.0, 10.0), 0.0, std::f32::consts::TAU, 0.05),
        paint(palette::IVORY),
    );
    let polygon: f32 = ring.coverage().iter().sum();
    assert!((polygon - expected).abs() < expected * 0.03, "{polygon}");
}
