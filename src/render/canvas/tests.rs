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

/// The IDAT stream of `bytes`, a PNG of one IDAT chunk, inflated with its checksum checked.
fn inflated_idat(bytes: &[u8]) -> Vec<u8> {
    use std::io::Read;
    let at = bytes
        .windows(4)
        .position(|w| w == b"IDAT")
        .expect("an IDAT chunk");
    let len = u32::from_be_bytes(bytes[at - 4..at].try_into().unwrap()) as usize;
    let mut out = Vec::new();
    flate2::read::ZlibDecoder::new(&bytes[at + 4..at + 4 + len])
        .read_to_end(&mut out)
        .expect("a valid zlib stream, Adler-32 included");
    out
}

/// A canvas of many bands with something in each (a ramp), so that none compresses to nothing.
fn tall_canvas() -> Canvas {
    let (w, h) = (50, bands::BAND_ROWS * 5 + 7);
    let mut canvas = Canvas::new(w, h, 0);
    for y in 0..h {
        for x in 0..w {
            canvas.set(x, y, ((x * 3 + y * 7) % 251) as u8);
        }
    }
    canvas
}

#[test]
fn a_picture_of_kept_bands_decodes_and_equals_one_compressed_afresh() {
    let canvas = tall_canvas();
    let kept = bands::Bands::new(bands::BUDGET);
    let mut scratch = Scratch::new();
    let first = scratch.compress(&canvas, &kept).unwrap();
    assert_eq!(
        kept.counts(),
        (0, 6),
        "six bands, the last one short, all new"
    );
    let again = scratch.compress(&canvas, &kept).unwrap();
    assert_eq!(kept.counts(), (6, 6), "every band found");
    assert_eq!(first, again);
    // The whole PNG: its stream inflates (checksum checked) to the filtered rows, and a PNG
    // reader gives back the canvas.
    let bytes = canvas.encode_png();
    let rows = inflated_idat(&bytes);
    assert_eq!(rows.len(), (canvas.width + 1) * canvas.height);
    let decoder = png::Decoder::new(std::io::Cursor::new(&bytes));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    reader.next_frame(&mut buf).unwrap();
    assert_eq!(buf, canvas.pixels);
}

#[test]
fn a_change_recompresses_only_its_bands() {
    let mut canvas = tall_canvas();
    let kept = bands::Bands::new(bands::BUDGET);
    let mut scratch = Scratch::new();
    scratch.compress(&canvas, &kept).unwrap();
    // One pixel in the second band changes that band; the "up" filter carries the change to
    // the row below it too, still in the same band.
    canvas.set(3, bands::BAND_ROWS + 2, 9);
    let idat = scratch.compress(&canvas, &kept).unwrap();
    assert_eq!(kept.counts(), (5, 6 + 1));
    let mut png = Vec::new();
    canvas.write_idat(&mut png, &idat).unwrap();
    let decoder = png::Decoder::new(std::io::Cursor::new(&png));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    reader.next_frame(&mut buf).unwrap();
    assert_eq!(buf, canvas.pixels);
    // A change on the band's last row also changes the next band's first (filtered) row.
    canvas.set(3, 2 * bands::BAND_ROWS - 1, 10);
    scratch.compress(&canvas, &kept).unwrap();
    assert_eq!(kept.counts(), (5 + 4, 7 + 2));
}

#[test]
fn kept_bands_stay_within_their_budget_and_the_used_ones_last() {
    let kept = bands::Bands::new(10_000);
    let blocks = |n: u8| -> std::sync::Arc<[u8]> { vec![n; 1_000].into() };
    kept.put(0, blocks(0));
    for key in 1..100u128 {
        kept.put(key, blocks(key as u8));
        // Band 0 is used all along: it moves to the young generation each time it is found in
        // the old one, and so is never dropped.
        assert_eq!(kept.get(0).as_deref(), Some(&blocks(0)[..]));
        assert!(kept.bytes() <= 10_000, "{} bytes kept", kept.bytes());
    }
    assert!(kept.get(1).is_none(), "an old band unused is dropped");
    assert!(kept.get(99).is_some());
    kept.clear();
    assert_eq!((kept.bytes(), kept.get(99)), (0, None));
}
