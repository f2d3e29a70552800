//! An indexed-colour canvas, sprites, and the PNG encoder.
//!
//! Everything a board picture is made of is drawn *once* into a cached canvas or sprite (the stone,
//! the grooves, the coordinates, each kind of piece); a render copies those bytes around and draws a
//! line or two of text. This module is the part every game shares: it knows nothing of boards.

use super::palette::{self, palette};

/// A picture in palette indices, one byte a pixel, row after row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Canvas {
    pub width: usize,
    pub height: usize,
    pub pixels: Vec<u8>,
}

impl Canvas {
    pub fn new(width: usize, height: usize, fill: u8) -> Canvas {
        Canvas {
            width,
            height,
            pixels: vec![fill; width * height],
        }
    }

    #[inline]
    pub fn get(&self, x: usize, y: usize) -> u8 {
        self.pixels[y * self.width + x]
    }

    #[inline]
    pub fn set(&mut self, x: usize, y: usize, index: u8) {
        self.pixels[y * self.width + x] = index;
    }

    /// The part of the rectangle `(x, y, w, h)` that lies on the canvas, as `(x0, y0, x1, y1)`.
    fn clip(&self, x: i32, y: i32, w: i32, h: i32) -> Option<(usize, usize, usize, usize)> {
        let x0 = x.max(0);
        let y0 = y.max(0);
        let x1 = (x + w).min(self.width as i32);
        let y1 = (y + h).min(self.height as i32);
        (x0 < x1 && y0 < y1).then_some((x0 as usize, y0 as usize, x1 as usize, y1 as usize))
    }

    pub fn fill_rect(&mut self, x: i32, y: i32, w: i32, h: i32, index: u8) {
        if let Some((x0, y0, x1, y1)) = self.clip(x, y, w, h) {
            for row in y0..y1 {
                self.pixels[row * self.width + x0..row * self.width + x1].fill(index);
            }
        }
    }

    /// Replaces each pixel of the rectangle by `f(pixel)`.
    pub fn map_rect(&mut self, x: i32, y: i32, w: i32, h: i32, f: impl Fn(u8) -> u8) {
        if let Some((x0, y0, x1, y1)) = self.clip(x, y, w, h) {
            for row in y0..y1 {
                for p in &mut self.pixels[row * self.width + x0..row * self.width + x1] {
                    *p = f(*p);
                }
            }
        }
    }

    /// Copies the rectangle `(x, y, w, h)` of `src` to the same place on this canvas (both
    /// canvases must have the same width): how cached layers are laid over a picture.
    pub fn copy_rect_from(&mut self, src: &Canvas, x: i32, y: i32, w: i32, h: i32) {
        debug_assert_eq!(self.width, src.width);
        if let Some((x0, y0, x1, y1)) = self.clip(x, y, w, h) {
            let y1 = y1.min(src.height);
            for row in y0..y1 {
                let span = row * self.width + x0..row * self.width + x1;
                self.pixels[span.clone()].copy_from_slice(&src.pixels[span]);
            }
        }
    }

    /// Draws a sprite with its top-left corner at `(x, y)`: painted runs are block copies,
    /// shadow runs shade what is under them.
    pub fn draw_sprite(&mut self, sprite: &Sprite, x: i32, y: i32) {
        for (row, runs) in sprite.rows.iter().enumerate() {
            let cy = y + row as i32;
            if cy < 0 || cy >= self.height as i32 {
                continue;
            }
            let line = cy as usize * self.width;
            for run in runs {
                // Clip the run to the canvas.
                let start = x + run.x as i32;
                let end = start + run.len as i32;
                let (cx0, cx1) = (start.max(0), end.min(self.width as i32));
                if cx0 >= cx1 {
                    continue;
                }
                let skip = (cx0 - start) as usize;
                let dest = &mut self.pixels[line + cx0 as usize..line + cx1 as usize];
                match run.kind {
                    RunKind::Paint(from) => {
                        let from = from as usize + skip;
                        dest.copy_from_slice(&sprite.paint[from..from + dest.len()]);
                    }
                    RunKind::Darken(steps) => {
                        for p in dest {
                            *p = palette::shade(*p, -(steps as i32));
                        }
                    }
                }
            }
        }
    }

    /// Encodes the canvas as an 8-bit indexed PNG in the shared palette.
    ///
    /// The pixel data is filtered ("up") and compressed by zlib (level 2) in bands of 32 rows,
    /// and a band an earlier picture already had is not compressed again ([`bands`]): a board a
    /// move after the last one recompresses its header and the two or three ranks the move
    /// touched. The png crate writes the header, the palette and the chunk framing around the
    /// one `IDAT` chunk. Measured on Latrunculi Piso (`benches/render.rs`, 2 cores): a
    /// midgame board is ~34 KiB; every band new it takes ~1.2 ms; drawn move after move as the
    /// bot draws them, 0.45 ms a picture for one game, 0.58 ms with 200 games in turn (0.83 ms
    /// when the picture was compressed whole). png's own `Fast` mode (fdeflate, which has no
    /// back-references) gives ~55 KiB, because every piece is encoded afresh; zlib level 2
    /// finds the copies of a piece along a rank; level 1 is twice as fast but ~47 KiB, level
    /// 3 ~33 KiB for 1.6 times the time.
    pub fn encode_png(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(48 * 1024);
        // Writing into a Vec cannot fail, and the header (size, depth, palette) is valid by
        // construction; an error here would be a bug in this function, so it yields an empty
        // picture rather than a panic in a bot.
        if let Err(error) = self.write_png(&mut out) {
            tracing::error!(%error, "PNG encoding failed");
            out.clear();
        }
        out
    }

    /// The picture as a PNG compressed for size rather than speed: a higher zlib level
    /// ([`SMALL_ZLIB_LEVEL`]), and rows left unfiltered (text on flat colour, as a table is,
    /// repeats along a row far more than down a column). A quarter smaller than
    /// [`Canvas::encode_png`] for a table, and slower to write: for pictures drawn now and then
    /// (a tournament's standings), not per move.
    pub fn encode_png_small(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(48 * 1024);
        let written = Scratch::small(self).and_then(|idat| {
            self.write_idat(&mut out, &idat)
                .map_err(std::io::Error::other)
        });
        if let Err(error) = written {
            tracing::error!(%error, "PNG encoding failed");
            out.clear();
        }
        out
    }

    fn write_png(&self, out: &mut Vec<u8>) -> Result<(), png::EncodingError> {
        let idat = SCRATCH.with(Scratch::new, |scratch| {
            scratch.compress(self, &bands::BANDS)
        })?;
        self.write_idat(out, &idat)
    }

    /// A PNG of this canvas's size and palette around the compressed picture data `idat`.
    fn write_idat(&self, out: &mut Vec<u8>, idat: &[u8]) -> Result<(), png::EncodingError> {
        let mut encoder = png::Encoder::new(&mut *out, self.width as u32, self.height as u32);
        encoder.set_color(png::ColorType::Indexed);
        encoder.set_depth(png::BitDepth::Eight);
        encoder.set_palette(palette().plte());
        let mut writer = encoder.write_header()?;
        writer.write_chunk(png::chunk::IDAT, idat)?;
        writer.finish()
    }

    /// Makes this canvas a copy of `other`, reusing its memory.
    pub fn copy_from(&mut self, other: &Canvas) {
        self.width = other.width;
        self.height = other.height;
        self.pixels.clear();
        self.pixels.extend_from_slice(&other.pixels);
    }
}

/// Buffers kept from one encoding to the next: the scanlines and zlib's own state (about a
/// megabyte together). Allocating them afresh for every picture costs more than the compression
/// itself on a small VM, where each new page is a fault.
struct Scratch {
    scanlines: Vec<u8>,
    zlib: flate2::Compress,
}

/// The encoders' spare buffers (see [`Spares`]).
static SCRATCH: Spares<Scratch> = Spares::new();

/// Buffers lent to one picture at a time and handed back afterwards, so that drawing and
/// encoding reuse memory that is already mapped instead of faulting in fresh pages.
///
/// Not one set per thread: pictures are drawn on tokio's blocking pool, which under load grows to
/// a dozen threads or more, and a megabyte and a half kept by each of them was most of the bot's
/// heap (a heap profile of `benches/e2e_load/`). Lent out, there are only as many sets as
/// pictures drawn at once, and at most one per core is kept ([`Spares::keep`]): more pictures
/// than cores are not drawn any faster, and a set kept for every peak of calls at once made the
/// memory of a steady bot climb for an hour (a set more with each new peak: heap profiles of
/// `benches/soak/` at minutes 3 and 13). A set lent beyond those is dropped when handed back;
/// its buffers are above glibc's mapping threshold (see `discord::memory`), so their pages go
/// back to the system at once.
pub(crate) struct Spares<T> {
    free: std::sync::Mutex<Vec<T>>,
}

impl<T> Spares<T> {
    /// Sets kept for later, one per core (at least two); more are dropped when handed back.
    fn keep() -> usize {
        static KEEP: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
        *KEEP.get_or_init(|| {
            std::thread::available_parallelism()
                .map_or(2, std::num::NonZeroUsize::get)
                .max(2)
        })
    }

    pub(crate) const fn new() -> Spares<T> {
        Spares {
            free: std::sync::Mutex::new(Vec::new()),
        }
    }

    /// Runs `work` with a spare set (or a new one from `make`), then keeps the set for the next.
    pub(crate) fn with<R>(&self, make: impl FnOnce() -> T, work: impl FnOnce(&mut T) -> R) -> R {
        // A poisoned lock only means a panic elsewhere while pushing or popping: the list is
        // still a list of whole sets.
        let spare = self.free.lock().unwrap_or_else(|e| e.into_inner()).pop();
        let mut set = spare.unwrap_or_else(make);
        let out = work(&mut set);
        let mut free = self.free.lock().unwrap_or_else(|e| e.into_inner());
        if free.len() < Self::keep() {
            free.push(set);
        }
        out
    }
}

impl Scratch {
    fn new() -> Scratch {
        Scratch {
            scanlines: Vec::new(),
            // Raw deflate: the zlib framing is written around the bands (see [`bands`]).
            zlib: flate2::Compress::new(flate2::Compression::new(ZLIB_LEVEL), false),
        }
    }

    /// The zlib stream of the canvas's scanlines unfiltered (PNG filter type 0), at zlib's best
    /// level (see [`Canvas::encode_png_small`]).
    fn small(canvas: &Canvas) -> std::io::Result<Vec<u8>> {
        const NONE: u8 = 0;
        let mut scanlines = Vec::with_capacity((canvas.width + 1) * canvas.height);
        for row in canvas.pixels.chunks_exact(canvas.width) {
            scanlines.push(NONE);
            scanlines.extend_from_slice(row);
        }
        let mut zlib = flate2::Compress::new(flate2::Compression::new(SMALL_ZLIB_LEVEL), true);
        let mut idat = Vec::with_capacity(48 * 1024);
        loop {
            let consumed = zlib.total_in() as usize;
            let status = zlib
                .compress_vec(
                    &scanlines[consumed..],
                    &mut idat,
                    flate2::FlushCompress::Finish,
                )
                .map_err(std::io::Error::other)?;
            match status {
                flate2::Status::StreamEnd => return Ok(idat),
                flate2::Status::Ok | flate2::Status::BufError => idat.reserve(idat.capacity()),
            }
        }
    }

    /// The zlib stream of the canvas's scanlines, each one PNG filter type 2 ("up": the
    /// difference with the row above, so an unchanged row is all zeros) then the row, compressed
    /// in bands of [`bands::BAND_ROWS`] rows, each taken from `kept` when an earlier picture had
    /// the same one (see [`bands`]).
    fn compress(&mut self, canvas: &Canvas, kept: &bands::Bands) -> std::io::Result<Vec<u8>> {
        const UP: u8 = 2;
        self.scanlines.clear();
        let mut above: &[u8] = &[];
        for row in canvas.pixels.chunks_exact(canvas.width) {
            self.scanlines.push(UP);
            if above.is_empty() {
                // The row above the first one is all zeros.
                self.scanlines.extend_from_slice(row);
            } else {
                self.scanlines
                    .extend(row.iter().zip(above).map(|(p, q)| p.wrapping_sub(*q)));
            }
            above = row;
        }
        let mut idat = Vec::with_capacity(48 * 1024);
        idat.extend_from_slice(&bands::ZLIB_HEADER);
        let stride = (canvas.width + 1) * bands::BAND_ROWS;
        for band in self.scanlines.chunks(stride.max(1)) {
            let key = bands::key(band);
            if let Some(blocks) = kept.get(key) {
                idat.extend_from_slice(&blocks);
                continue;
            }
            let start = idat.len();
            deflate_band(&mut self.zlib, band, &mut idat)?;
            kept.put(key, idat[start..].into());
        }
        idat.extend_from_slice(&bands::LAST_BLOCK);
        idat.extend_from_slice(&bands::trailer(&self.scanlines));
        Ok(idat)
    }
}

/// Appends `band` to `out` as deflate blocks of their own: the compressor starts afresh, so
/// they refer to nothing before them, and a full flush ends them on a byte boundary, not as the
/// last block, so that any other band's blocks may follow.
fn deflate_band(
    zlib: &mut flate2::Compress,
    band: &[u8],
    out: &mut Vec<u8>,
) -> std::io::Result<()> {
    zlib.reset();
    loop {
        // Room for the whole band uncompressed and the blocks' framing: one call is enough
        // unless the data does not compress at all.
        out.reserve(band.len() + 1024);
        let consumed = zlib.total_in() as usize;
        zlib.compress_vec(&band[consumed..], out, flate2::FlushCompress::Full)
            .map_err(std::io::Error::other)?;
        // The flush is complete when all the input was taken and room was left over.
        if zlib.total_in() as usize == band.len() && out.len() < out.capacity() {
            return Ok(());
        }
    }
}

/// zlib level of the pictures written for size ([`Canvas::encode_png_small`]). Measured on a
/// standings table of 32 players and 9 rounds (`cargo bench --bench render -- standings`, release,
/// 2 cores): level 9 gives 33.5 KiB in 30 ms, level 6 35.2 KiB in 8.4 ms, level 4 39.4 KiB in
/// 4.1 ms: the one that kept both of the table's targets (≤ 40 KiB, ≤ 5 ms). Level 5 since
/// issue 51's mended CJK font: the table's 李小龙 had drawn its 龙 as nothing, and with it drawn
/// level 4 gave 40,993 bytes, 33 over; level 5 gives 38,990 (in a timing loop of the test build
/// on the loaded 2-core machine, render and encode 5.81 ms a picture against level 4's 5.22 ms:
/// +11%; the release bench's 5 ms is not measured again).
const SMALL_ZLIB_LEVEL: u32 = 5;

/// zlib level of the picture data (see [`Canvas::encode_png`]).
const ZLIB_LEVEL: u32 = 2;

/// What a sprite does to one pixel under it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    /// Leave the pixel alone.
    Keep,
    /// Paint this palette index.
    Paint(u8),
    /// Move the stone under it this many steps darker (shadows): the texture shows through.
    Darken(u8),
}

/// A small picture drawn over a canvas: opaque pixels, shadow pixels and holes, kept as runs
/// per row so that drawing is block copies and the empty corners of a round piece cost nothing.
#[derive(Clone, Debug)]
pub struct Sprite {
    pub width: usize,
    pub height: usize,
    ops: Vec<Op>,
    rows: Vec<Vec<Run>>,
    /// Indices of the painted runs, back to back.
    paint: Vec<u8>,
}

#[derive(Clone, Copy, Debug)]
struct Run {
    x: u16,
    len: u16,
    kind: RunKind,
}

#[derive(Clone, Copy, Debug)]
enum RunKind {
    /// Copy `len` indices from `paint[offset..]`.
    Paint(u32),
    Darken(u8),
}

impl Sprite {
    /// Builds a sprite from one operation per pixel, row after row.
    pub fn from_ops(width: usize, height: usize, ops: Vec<Op>) -> Sprite {
        assert_eq!(ops.len(), width * height, "sprite size");
        let mut rows = Vec::with_capacity(height);
        let mut paint = Vec::new();
        for line in ops.chunks(width) {
            let mut runs: Vec<Run> = Vec::new();
            for (x, op) in line.iter().enumerate() {
                let extends = |run: &Run| run.x as usize + run.len as usize == x;
                match (*op, runs.last_mut()) {
                    (Op::Keep, _) => {}
                    (Op::Paint(index), Some(run))
                        if extends(run) && matches!(run.kind, RunKind::Paint(_)) =>
                    {
                        run.len += 1;
                        paint.push(index);
                    }
                    (Op::Darken(steps), Some(run))
                        if extends(run) && matches!(run.kind, RunKind::Darken(s) if s == steps) =>
                    {
                        run.len += 1;
                    }
                    (Op::Paint(index), _) => {
                        runs.push(Run {
                            x: x as u16,
                            len: 1,
                            kind: RunKind::Paint(paint.len() as u32),
                        });
                        paint.push(index);
                    }
                    (Op::Darken(steps), _) => runs.push(Run {
                        x: x as u16,
                        len: 1,
                        kind: RunKind::Darken(steps),
                    }),
                }
            }
            rows.push(runs);
        }
        Sprite {
            width,
            height,
            ops,
            rows,
            paint,
        }
    }

    /// The operation at `(x, y)` of the sprite.
    pub fn op(&self, x: usize, y: usize) -> Op {
        self.ops[y * self.width + x]
    }
}

pub(crate) mod bands;

/// Forgets every compressed band kept (see [`bands`]): benchmarks measure a picture none of
/// whose bands was drawn before.
pub fn forget_compressed_bands() {
    bands::BANDS.clear();
}

/// Bytes of compressed bands kept now (at most [`bands::BUDGET`]), and how many bands were
/// found kept and how many compressed since they were last forgotten.
pub fn compressed_bands_kept() -> (usize, u64, u64) {
    let (hits, misses) = bands::BANDS.counts();
    (bands::BANDS.bytes(), hits, misses)
}

#[cfg(test)]
mod tests;
