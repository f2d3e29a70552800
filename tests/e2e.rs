//! The one integration-test binary: Tabula run from the outside, as users run it.

mod cli;
mod console;
mod discord_bot;
mod fake_discord;
mod support;
