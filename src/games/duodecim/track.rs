//! One side's pieces on the XII Scripta track, as counts per point with the masks kept beside
//! them, and its stored form (the list of 36 counts).

use serde::{Deserialize, Serialize};

use super::POINTS;

/// One side's pieces on the track: the count on each point (index `point - 1`), with two masks
/// kept beside it (bit `point - 1`): the points it holds and the points it protects (two or
/// more pieces). Stored as the list of 36 counts, exactly as before the masks existed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Track {
    pub(super) counts: [u8; POINTS as usize],
    pub(super) held: u64,
    pub(super) guarded: u64,
}

impl Track {
    pub(super) const EMPTY: Track = Track {
        counts: [0; POINTS as usize],
        held: 0,
        guarded: 0,
    };

    /// Pieces on `point` (0 off the track).
    #[inline]
    pub(super) fn get(&self, point: u8) -> u8 {
        match point {
            1..=POINTS => self.counts[usize::from(point - 1)],
            _ => 0,
        }
    }

    /// Sets the count on `point` (1..=36) and the masks with it.
    #[inline]
    pub(super) fn set(&mut self, point: u8, n: u8) {
        let i = usize::from(point - 1);
        self.counts[i] = n;
        // Without a branch: the bit cleared, then set again from the count.
        let b = 1u64 << i;
        self.held = self.held & !b | u64::from(n > 0) << i;
        self.guarded = self.guarded & !b | u64::from(n > 1) << i;
    }

    pub(super) fn from_counts(counts: [u8; POINTS as usize]) -> Track {
        let mut track = Track::EMPTY;
        for (i, &n) in counts.iter().enumerate() {
            track.set(i as u8 + 1, n);
        }
        track
    }
}

impl Serialize for Track {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.counts.iter())
    }
}

impl<'de> Deserialize<'de> for Track {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Track, D::Error> {
        let counts: Vec<u8> = Vec::deserialize(deserializer)?;
        let counts: [u8; POINTS as usize] = counts
            .try_into()
            .map_err(|_| serde::de::Error::custom(format_args!("a track has {POINTS} points")))?;
        Ok(Track::from_counts(counts))
    }
}
