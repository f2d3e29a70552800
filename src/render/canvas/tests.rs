use super::*;

#[test]
fn spares_are_reused_lent_to_one_user_at_a_time_and_capped() {
    let spares: Spares<Vec<u8>> = Spares::new();
    // Handed back after use: the next user gets the same buffer, memory and all.
    let first = spares.with(|| Vec::with_capacity(1000), |b| b.as_ptr());
    let again = spares.with(Vec::new, |b| (b.as_ptr(), b.capacity()));
    assert_eq!(again, (first, 1000));
    // Nested users (as two threads at once) get different sets; both are kept after.
    spares.with(Vec::new, |outer| {
        outer.push(1);
        spares.with(Vec::new, |inner| {
            assert!(inner.is_empty(), "not the outer set")
        });
    });
    assert_eq!(spares.free.lock().unwrap().len(), 2);
    // Never more than one a core kept, however many were lent at once.
    fn nest(spares: &Spares<Vec<u8>>, depth: usize) {
        if depth > 0 {
            spares.with(Vec::new, |_| nest(spares, depth - 1));
        }
    }
    let keep = Spares::<Vec<u8>>::keep();
    assert!(keep >= 2);
    nest(&spares, keep + 5);
    assert_eq!(spares.free.lock().unwrap().len(), keep);
}

#[test]
fn sprites_paint_darken_and_keep() {
    let mut canvas = Canvas::new(4, 2, 30);
    let sprite = Sprite::from_ops(
        2,
        2,
        vec![Op::Paint(200), Op::Keep, Op::Darken(5), Op::Darken(40)],
    );
    canvas.draw_sprite(&sprite, 1, 0);
    assert_eq!(canvas.pixels, vec![30, 200, 30, 30, 30, 25, 0, 30]);
    // Partly off the canvas: clipped, no panic.
    canvas.draw_sprite(&sprite, 3, 1);
    canvas.draw_sprite(&sprite, -1, -1);
    assert_eq!(canvas.get(3, 1), 200);
    // Only the sprite's last pixel (darken 40) lands on the canvas, at (0, 0).
    assert_eq!(canvas.get(0, 0), 0);
    assert_eq!(canvas.get(1, 0), 200);
}

#[test]
fn rectangles_are_clipped() {
    let mut canvas = Canvas::new(3, 3, 0);
    canvas.fill_rect(-1, 1, 10, 1, 7);
    assert_eq!(canvas.pixels, vec![0, 0, 0, 7, 7, 7, 0, 0, 0]);
    let source = Canvas::new(3, 3, 9);
    canvas.copy_rect_from(&source, 2, 2, 5, 5);
    assert_eq!(canvas.get(2, 2), 9);
    assert_eq!(canvas.get(1, 2), 0);
}

#[test]
fn the_png_decodes_to_the_same_indices() {
    let mut canvas = Canvas::new(5, 3, 10);
    canvas.set(4, 2, 200);
    let bytes = canvas.encode_png();
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    assert_eq!((info.width, info.height), (5, 3));
    assert_eq!(info.color_type, png::ColorType::Indexed);
    assert_eq!(&buf[..info.buffer_size()], &canvas.pixels[..]);
}
