//! Tabula: the board games of ancient Rome, played on Discord.
//!
//! Layers point downward only: `discord` and `console` drive `service`, for a command (the bot
//! through `jobs::Gate`) and through `jobs` for the bot's own work (sweeps, rounds, reviews);
//! `service` uses `store`, `render` and `games`; `games` depends on nothing else in the crate;
//! `i18n` is the message catalogue every layer reads.

// First, so that its `each_game!` macro (generated from the list of games) is in scope below.
#[macro_use]
pub mod games;

pub mod ai;
pub mod config;
pub mod console;
pub mod discord;
pub mod i18n;
pub mod jobs;
pub mod render;
pub mod service;
pub mod store;
pub mod tournament;

#[cfg(test)]
mod layers_tests;
#[cfg(test)]
mod proptests;

#[cfg(test)]
mod tests;
