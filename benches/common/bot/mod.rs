//! Players of the real bot: the `tabula run` process against the fake Discord
//! (`tests/fake_discord`), people opening and playing games, players against the computer, and
//! the store checked against what the bot acknowledged. Shared by the load benches `e2e_load` and
//! `soak` and by the end-to-end test's soak smoke (`tests/discord_bot/soak.rs`), which include it
//! with `#[path]` beside their own copy of `fake_discord`.
#![allow(dead_code)] // each includer uses a different part

pub(crate) mod computer;
pub(crate) mod measure;
pub(crate) mod people;

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use rusqlite::{Connection, OpenFlags};
use tabula::games::{AnyGame, ToAct, Variant};

use crate::fake_discord::{self, FakeDiscord, Opt, TestUser};

/// How long a player waits for one answer of the bot before giving up.
pub(crate) const STEP: Duration = Duration::from_secs(30);
