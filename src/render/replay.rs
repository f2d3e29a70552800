//! A whole game as an animated GIF (`/replay`): the start, then one frame per action.
//!
//! Board pictures are already drawn in palette indices with one fixed palette (see [`super::canvas`]),
//! which is exactly what GIF stores, so a replay needs no colour quantisation: each position is
//! drawn with the game's own renderer ([`super::draw`]) and only the rectangle that changed since the
//! previous frame is LZW-encoded (the `gif` crate), over a frame that is kept ("do not dispose").
//! A move changes a few squares and the players' band, so after the first frame each frame is a
//! small fraction of the picture (lila-gif does the same for lichess's game GIFs).

use std::borrow::Cow;

use super::canvas::Canvas;
use super::palette::{self, palette};
use super::{draw, RenderInfo};
use crate::games::{AnyGame, ToAct};

/// The palette index that means "as in the previous frame" (beyond the palette's used entries).
const UNCHANGED: u8 = 255;
const _: () = assert!(palette::USED <= UNCHANGED as usize);

/// How long each position is shown, in hundredths of a second.
pub const FRAME_DELAY: u16 = 80;
/// The final position stays longer before the animation loops.
pub const LAST_FRAME_DELAY: u16 = 300;

/// The bounding box of the pixels that differ between two canvases of the same size:
/// (left, top, width, height), or `None` if they are identical.
fn changed_rect(before: &Canvas, after: &Canvas) -> Option<(usize, usize, usize, usize)> {
    let w = after.width;
    let rows_differ =
        |y: usize| before.pixels[y * w..(y + 1) * w] != after.pixels[y * w..(y + 1) * w];
    let top = (0..after.height).find(|&y| rows_differ(y))?;
    let bottom = (top..after.height).rev().find(|&y| rows_differ(y))?;
    let mut left = w;
    let mut right = 0;
    for y in top..=bottom {
        let a = &before.pixels[y * w..(y + 1) * w];
        let b = &after.pixels[y * w..(y + 1) * w];
        if let Some(l) = (0..left).find(|&x| a[x] != b[x]) {
            left = l;
        }
        if let Some(r) = (right..w).rev().find(|&x| a[x] != b[x]) {
            right = right.max(r);
        }
    }
    Some((left, top, right + 1 - left, bottom + 1 - top))
}

/// GIF's LZW (8-bit symbols, variable-width codes packed LSB first) with a directly indexed
/// dictionary: one array lookup per pixel. The `gif` crate's own encoder (weezl) costs about
/// 6 ns a pixel here, and a replay frame is mostly long runs of the "unchanged" index, which this
/// dictionary follows from the cache. The `gif` crate still writes the file, the frames and the
/// sub-blocks (`write_lzw_pre_encoded_frame`), and its decoder checks every frame in the tests.
struct Lzw {
    /// `table[byte * 4096 + prefix]`: the code of that string, 0 when absent. Byte-major, so the
    /// strings that extend a run of one index sit together (8 KiB per index, in the cache).
    table: Vec<u16>,
    /// Entries set since the last reset (cleared one by one rather than the whole table).
    used: Vec<u32>,
    /// Codes of runs of the "unchanged" index, by length (see `encode`).
    runs: Vec<u16>,
}

/// The byte whose runs are followed without the dictionary.
const RUN: u8 = UNCHANGED;

const MIN_CODE_SIZE: u8 = 8;
const CLEAR: u16 = 1 << MIN_CODE_SIZE;
const END: u16 = CLEAR + 1;
const MAX_CODES: u16 = 4096;

impl Lzw {
    fn new() -> Lzw {
        Lzw {
            table: vec![0; MAX_CODES as usize * 256],
            used: Vec::with_capacity(MAX_CODES as usize),
            runs: vec![0; MAX_CODES as usize + 2],
        }
    }

    fn reset(&mut self) {
        for &i in &self.used {
            self.table[i as usize] = 0;
        }
        self.used.clear();
    }

    /// Replaces `out` with the minimum code size byte and the LZW codes of `data`.
    fn encode(&mut self, data: &[u8], out: &mut Vec<u8>) {
        out.clear();
        out.push(MIN_CODE_SIZE);
        self.reset();
        let mut bits = Bits {
            out,
            acc: 0,
            count: 0,
        };
        let mut width = u32::from(MIN_CODE_SIZE) + 1;
        let mut next = END + 1;
        bits.put(CLEAR, width);
        let Some((&first, rest)) = data.split_first() else {
            bits.put(END, width);
            bits.finish();
            return;
        };
        let mut prefix = u16::from(first);
        // Runs of `RUN` (the "unchanged" index) skip the dictionary: `runs[k]` is the code of `RUN`
        // repeated k times, for every k up to `max_run` (such strings are added in order), and
        // `run_len` is k while the current string is such a run (0 otherwise).
        let mut max_run = 1;
        let mut run_len = usize::from(first == RUN);
        self.runs[1] = u16::from(RUN);
        let mut i = 0;
        while i < rest.len() {
            let byte = rest[i];
            if run_len > 0 && byte == RUN && run_len < max_run {
                let room = max_run - run_len;
                let ahead = rest[i..]
                    .iter()
                    .take(room)
                    .take_while(|&&b| b == RUN)
                    .count();
                let reach = run_len + ahead;
                i += reach - run_len;
                run_len = reach;
                prefix = self.runs[run_len];
                continue;
            }
            i += 1;
            let at = (usize::from(byte) << 12) | usize::from(prefix);
            let code = self.table[at];
            if code != 0 {
                prefix = code;
                run_len = 0;
                continue;
            }
            bits.put(prefix, width);
            // The decoder learns this entry one code later; widths change in step with it.
            self.table[at] = next;
            self.used.push(at as u32);
            if run_len > 0 && byte == RUN && run_len == max_run && max_run + 1 < self.runs.len() {
                max_run += 1;
                self.runs[max_run] = next;
            }
            next += 1;
            if u32::from(next) > (1 << width) && width < 12 {
                width += 1;
            }
            if next > MAX_CODES {
                bits.put(CLEAR, width);
                self.reset();
                width = u32::from(MIN_CODE_SIZE) + 1;
                next = END + 1;
                max_run = 1;
            }
            prefix = u16::from(byte);
            run_len = usize::from(byte == RUN);
        }
        bits.put(prefix, width);
        bits.put(END, width);
        bits.finish();
    }
}

/// Codes packed least significant bit first.
struct Bits<'a> {
    out: &'a mut Vec<u8>,
    acc: u64,
    count: u32,
}

impl Bits<'_> {
    #[inline]
    fn put(&mut self, code: u16, width: u32) {
        self.acc |= u64::from(code) << self.count;
        self.count += width;
        while self.count >= 8 {
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.count -= 8;
        }
    }

    fn finish(&mut self) {
        if self.count > 0 {
            self.out.push(self.acc as u8);
        }
    }
}

/// Encodes the positions as an animated GIF that loops, one frame per position.
///
/// `positions` is the start and the position after each action; an empty sequence gives an
/// empty vector. Drawing or encoding never panics: a failure is logged and yields what was written.
pub fn replay_gif<'a>(
    positions: impl IntoIterator<Item = &'a AnyGame>,
    info: &RenderInfo,
) -> Vec<u8> {
    let positions: Vec<&AnyGame> = positions.into_iter().collect();
    let mut out = Vec::new();
    if positions.is_empty() {
        return out;
    }
    if let Err(error) = encode(&positions, info, &mut out) {
        tracing::error!(%error, "replay GIF encoding failed");
    }
    out
}

/// A replay GIF made to fit a size limit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FittedReplay {
    pub gif: Vec<u8>,
    /// The actions whose position has a frame (after the start's); all of them unless frames had
    /// to go. The last action's always has one.
    pub shown: usize,
    /// Whether the GIF fits the limit (only a limit smaller than a frame or two is missed).
    pub fits: bool,
}

/// Like [`replay_gif`], but at most `max_bytes` long: if every position does not fit, frames go,
/// in two steps, each tried only if the previous one is still too big:
///
/// 1. a side's consecutive actions become one frame, and so do the dice rolled for them
///    (XII Scripta's three dice and the moves they allow): a frame per turn;
/// 2. of those, every k-th is kept, k as small as fits (estimated from the last try's size, then
///    raised until it fits); the start and the final position are always kept.
///
/// Encoding is what measures the size, so a long game over the limit is encoded a few times.
pub fn replay_gif_within(
    positions: &[AnyGame],
    info: &RenderInfo,
    max_bytes: usize,
) -> FittedReplay {
    let all: Vec<usize> = (0..positions.len()).collect();
    let attempt = |picked: &[usize]| {
        let frames: Vec<&AnyGame> = picked.iter().map(|&i| &positions[i]).collect();
        FittedReplay {
            gif: replay_gif(frames, info),
            shown: picked.len().saturating_sub(1),
            fits: false,
        }
    };
    let fits = |r: &FittedReplay| r.gif.len() <= max_bytes;
    let mut best = attempt(&all);
    if fits(&best) || positions.len() <= 1 {
        best.fits = fits(&best);
        return best;
    }
    let turns = turn_ends(positions);
    let mut tried = best.shown + 1;
    if turns.len() < tried {
        tried = turns.len();
        best = attempt(&turns);
        if fits(&best) {
            best.fits = true;
            return best;
        }
    }
    let mut step = 1;
    while tried > 2 {
        // Frames cost about the same whatever they show: aim 10% under the limit.
        let want = (tried as f64 * max_bytes as f64 / best.gif.len() as f64 * 0.9) as usize;
        step = turns.len().div_ceil(want.max(2)).max(step + 1);
        let picked = every_kth(&turns, step);
        tried = picked.len();
        best = attempt(&picked);
        if fits(&best) {
            best.fits = true;
            return best;
        }
    }
    // Even the start and the end are too big: the end alone, if that fits.
    let end = attempt(&[positions.len() - 1]);
    if end.gif.len() < best.gif.len() {
        best = FittedReplay { shown: 1, ..end };
    }
    best.fits = fits(&best);
    best
}

/// The positions that end a turn (with the start and the final position): where the next
/// action is another side's. Chance belongs to the side that acts after the roll.
fn turn_ends(positions: &[AnyGame]) -> Vec<usize> {
    let last = positions.len() - 1;
    // `owner[i]`: the side of action i + 1 (the one played from `positions[i]`).
    let mut owner: Vec<Option<crate::games::Side>> = positions[..last]
        .iter()
        .map(|p| match p.to_act() {
            ToAct::Side(side) => Some(side),
            ToAct::Chance | ToAct::Nobody => None,
        })
        .collect();
    // A roll belongs to the side that plays next (or, at the very end, to the side before).
    for i in (0..owner.len().saturating_sub(1)).rev() {
        if owner[i].is_none() {
            owner[i] = owner[i + 1];
        }
    }
    for i in 1..owner.len() {
        if owner[i].is_none() {
            owner[i] = owner[i - 1];
        }
    }
    let mut out = vec![0];
    out.extend((1..last).filter(|&i| owner[i - 1] != owner[i]));
    out.push(last);
    out
}

/// Every `k`-th of `picks`, always with the first and the last.
fn every_kth(picks: &[usize], k: usize) -> Vec<usize> {
    let last = picks.len() - 1;
    picks
        .iter()
        .enumerate()
        .filter(|&(i, _)| i % k == 0 || i == last)
        .map(|(_, &p)| p)
        .collect()
}

fn encode(
    positions: &[&AnyGame],
    info: &RenderInfo,
    out: &mut Vec<u8>,
) -> Result<(), gif::EncodingError> {
    let mut previous = Canvas::new(0, 0, 0);
    let mut current = Canvas::new(0, 0, 0);
    draw(&mut current, positions[0], info);
    let (width, height) = (current.width as u16, current.height as u16);
    // The GIF palette must have a power-of-two size: pad the used entries with black.
    let mut plte = palette().plte();
    plte.resize(256 * 3, 0);
    let mut encoder = gif::Encoder::new(&mut *out, width, height, &plte)?;
    encoder.set_repeat(gif::Repeat::Infinite)?;
    let mut rect = Vec::new();
    let mut packed = Vec::new();
    let mut lzw = Lzw::new();
    let last = positions.len() - 1;
    for (i, position) in positions.iter().enumerate() {
        if i > 0 {
            std::mem::swap(&mut previous, &mut current);
            draw(&mut current, position, info);
        }
        let full = (0, 0, current.width, current.height);
        let (left, top, w, h) =
            if i == 0 || previous.width != current.width || previous.height != current.height {
                full
            } else {
                // An unchanged position still gets its frame (one per action): one pixel, redrawn.
                changed_rect(&previous, &current).unwrap_or((0, 0, 1, 1))
            };
        rect.clear();
        let diff = i > 0 && (w, h) != (current.width, current.height);
        for y in top..top + h {
            let start = y * current.width + left;
            let now = &current.pixels[start..start + w];
            if diff {
                // Unchanged pixels inside the rectangle are transparent: long runs of one index,
                // which LZW swallows many at a time (smaller and faster to encode).
                let before = &previous.pixels[start..start + w];
                rect.extend(
                    now.iter()
                        .zip(before)
                        .map(|(&n, &b)| if n == b { UNCHANGED } else { n }),
                );
            } else {
                rect.extend_from_slice(now);
            }
        }
        lzw.encode(&rect, &mut packed);
        let frame = gif::Frame {
            delay: if i == last {
                LAST_FRAME_DELAY
            } else {
                FRAME_DELAY
            },
            dispose: gif::DisposalMethod::Keep,
            left: left as u16,
            top: top as u16,
            width: w as u16,
            height: h as u16,
            buffer: Cow::Borrowed(&packed),
            transparent: diff.then_some(UNCHANGED),
            ..gif::Frame::default()
        };
        encoder.write_lzw_pre_encoded_frame(&frame)?;
    }
    drop(encoder);
    Ok(())
}

#[cfg(test)]
mod tests;
