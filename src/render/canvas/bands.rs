//! The pictures' compressed bands, kept and reused.
//!
//! Two pictures of one game a move apart differ in a few squares and the line of text above the
//! board; the rest of their pixels, and so of their compressed data, is the same. So a picture's
//! filtered scanlines are compressed in bands of [`BAND_ROWS`] rows, each band a run of deflate
//! blocks of its own (the compressor starts afresh for each, and ends it with a full flush, so it
//! ends on a byte and refers to nothing before it), and a band already compressed is reused: the
//! zlib stream is the header, the bands' blocks one after the other, an empty last block and the
//! checksum of the whole (RFC 1950/1951), which any PNG reader decodes as one stream.
//!
//! A band is found by the 128-bit XXH3 hash of its bytes (the filter byte of each row and its
//! filtered pixels): the same bytes always compress to the same blocks, whatever the game or
//! picture they came from, so bands are shared between games too (the frame, the empty ranks,
//! the starting position). Kept: at most [`BUDGET`] bytes of compressed bands, in two generations
//! (a band used again moves to the young one; when the young one is full, the old one is dropped
//! and the young one becomes old), so what a quiet bot keeps is what it draws, and a busy bot's
//! memory stays bounded.

use std::collections::HashMap;
use std::sync::Arc;

use parking_lot::Mutex;

/// Rows of pixels in a band. Measured on a midgame board (`benches/render.rs`): 32 rows keep
/// the picture within about 5% of one stream's size, and a move touches three or four bands of
/// a board's twenty-five.
pub(crate) const BAND_ROWS: usize = 32;

/// Bytes of compressed bands kept at most: about 250 board pictures' worth of bands that no
/// other picture shares, more where they share (the soak and `e2e_load` play 200 games at once).
pub(crate) const BUDGET: usize = 8 << 20;

/// Compressed bands by the hash of their bytes.
pub(crate) struct Bands {
    budget: usize,
    kept: Mutex<Generations>,
}

#[derive(Default)]
struct Generations {
    young: HashMap<u128, Arc<[u8]>>,
    young_bytes: usize,
    hits: u64,
    misses: u64,
    old: HashMap<u128, Arc<[u8]>>,
    old_bytes: usize,
}

/// The bands of every picture the bot draws.
pub(crate) static BANDS: std::sync::LazyLock<Bands> =
    std::sync::LazyLock::new(|| Bands::new(BUDGET));

impl Bands {
    pub(crate) fn new(budget: usize) -> Bands {
        Bands {
            budget,
            kept: Mutex::new(Generations::default()),
        }
    }

    /// The compressed blocks of the band whose bytes hash to `key`, if kept.
    pub(crate) fn get(&self, key: u128) -> Option<Arc<[u8]>> {
        let mut kept = self.kept.lock();
        if let Some(found) = kept.young.get(&key) {
            let found = Arc::clone(found);
            kept.hits += 1;
            return Some(found);
        }
        let Some(found) = kept.old.remove(&key) else {
            kept.misses += 1;
            return None;
        };
        kept.hits += 1;
        kept.old_bytes -= found.len();
        self.keep(&mut kept, key, Arc::clone(&found));
        Some(found)
    }

    /// Keeps `blocks`, the compressed band whose bytes hash to `key`.
    pub(crate) fn put(&self, key: u128, blocks: Arc<[u8]>) {
        let mut kept = self.kept.lock();
        self.keep(&mut kept, key, blocks);
    }

    fn keep(&self, kept: &mut Generations, key: u128, blocks: Arc<[u8]>) {
        let len = blocks.len();
        if let Some(before) = kept.young.insert(key, blocks) {
            kept.young_bytes -= before.len();
        }
        kept.young_bytes += len;
        if kept.young_bytes > self.budget / 2 {
            kept.old = std::mem::take(&mut kept.young);
            kept.old_bytes = std::mem::take(&mut kept.young_bytes);
        }
    }

    /// Bytes of compressed bands kept now.
    pub(crate) fn bytes(&self) -> usize {
        let kept = self.kept.lock();
        kept.young_bytes + kept.old_bytes
    }

    /// Bands found and bands compressed since the last [`Bands::clear`].
    pub(crate) fn counts(&self) -> (u64, u64) {
        let kept = self.kept.lock();
        (kept.hits, kept.misses)
    }

    /// Forgets every band (benchmarks measure a picture whose bands are all new).
    pub(crate) fn clear(&self) {
        *self.kept.lock() = Generations::default();
    }
}

/// The zlib header of the stream (deflate, 32 KiB window, "fast" level; RFC 1950).
pub(crate) const ZLIB_HEADER: [u8; 2] = [0x78, 0x5E];

/// The stream's last block: empty, fixed Huffman codes (BFINAL 1, BTYPE 01, then the
/// end-of-block code, seven zero bits).
pub(crate) const LAST_BLOCK: [u8; 2] = [0x03, 0x00];

/// The key of a band: the 128-bit XXH3 hash of its bytes.
pub(crate) fn key(band: &[u8]) -> u128 {
    xxhash_rust::xxh3::xxh3_128(band)
}

/// The zlib trailer: the Adler-32 checksum of the whole uncompressed data, big-endian.
pub(crate) fn trailer(data: &[u8]) -> [u8; 4] {
    simd_adler32::adler32(&data).to_be_bytes()
}
