//! The bot end to end: the real `tabula run` process, a temporary SQLite file and the fake
//! Discord, with users clicking and typing as they would in a Discord client.
//!
//! The fake checks Discord's rules on every request (answers within 3 s, no reply that could ping
//! @everyone or a role, at most 25 autocomplete choices); these tests check what the users see.
//! Moves are chosen with the rules library (`AnyGame`), the test's own copy of the game, so every
//! answer can be compared with what the rules say.

mod challenges;
mod clocks;
mod computer;
mod daily;
mod events;
mod faults;
mod help;
mod hostile;
#[cfg(feature = "postgres")]
mod hosts;
pub mod kill;
mod ladder;
mod notices;
mod open_challenges;
mod ops;
mod private;
pub mod process;
mod puzzles;
mod resilience;
mod reviews;
mod rules;
mod shards;
mod signals;
// Its probe reads PostgreSQL too (benches/common/soak/sample.rs).
#[cfg(feature = "postgres")]
mod soak;
mod squares;
mod threads;
mod tournaments;
mod turns;
mod whole_game;

use std::path::Path;
use std::time::Duration;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use tabula::games::{AnyGame, EndReason, Side, Square, ToAct, Variant};
use tabula::i18n::{self, Lang};

use crate::fake_discord::{Answer, FakeDiscord, FilePart, Opt, Sent, TestUser, GUILD_ID};
use process::BotProcess;

/// How long a test waits for one step. The 3 s rule is the fake's to enforce; this only stops a
/// test from hanging.
const STEP: Duration = Duration::from_secs(10);
/// How long a bot may take to start, connect and register its commands.
const START: Duration = Duration::from_secs(30);

fn bot_binary() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_tabula"))
}

/// Ends a test: the fake saw no protocol problem, the bot stops cleanly on SIGTERM, and its log
/// holds no error, panic or unreadable event. Then, the bot being gone (it finishes every
/// interaction under way before it exits, so nothing more can come), no private answer was
/// followed by anything: a refusal is the whole answer.
fn stop_clean(fake: &FakeDiscord, bot: &mut BotProcess) {
    fake.assert_no_problems();
    let status = bot.stop(STEP);
    assert!(status.success(), "the bot stops cleanly: {status}");
    let problems = bot.log_problems();
    assert!(
        problems.is_empty(),
        "the bot logged problems: {problems:#?}"
    );
    fake.assert_no_problems();
    let state = fake.state();
    for (id, interaction) in &state.interactions {
        let private = interaction
            .answer
            .as_ref()
            .is_some_and(|a| a.kind == 4 && a.ephemeral());
        let followups = state.followups_of(*id);
        assert!(
            !private || followups.is_empty(),
            "interaction {id} was answered privately, then followed by {followups:#?}"
        );
    }
}

fn start_bot(fake: &FakeDiscord, database: &Path) -> BotProcess {
    BotProcess::start(
        bot_binary(),
        &fake.api_url(),
        database,
        Some(GUILD_ID),
        true,
    )
}

fn alice() -> TestUser {
    TestUser::new(900_000_000_000_000_011, "alice", "en-US").with_global_name("Alice")
}

fn bruno() -> TestUser {
    TestUser::new(900_000_000_000_000_012, "bruno", "fr").with_nick("Bruno le Gaulois")
}

fn carol() -> TestUser {
    TestUser::new(900_000_000_000_000_013, "carol", "en-GB")
}

/// Someone in the channel with no game, who only types: see [`caught_up`].
fn bystander() -> TestUser {
    TestUser::new(900_000_000_000_000_099, "bystander", "en-US")
}

/// Returns once the bot has gone past what it was sent before: a marker interaction (the
/// bystander typing in `/move`'s autocomplete, which changes nothing, posts nothing and is not
/// rate limited) is sent and answered. It takes the same road as every interaction (the
/// gateway, the service's queue, a callback), so by the time it is answered what an earlier,
/// already answered interaction was still to send (a second reply, a follow-up) has most
/// likely been sent; and unlike a fixed sleep, it takes longer when the machine is slower.
/// A check of "nothing more happened" comes after this. The bot handles interactions
/// concurrently, so this is a likely bound, not a certain one (a check after it can pass
/// wrongly, never fail wrongly): the certain one is the bot's exit, after which
/// [`stop_clean`] checks every private answer again.
async fn caught_up(fake: &FakeDiscord) {
    let sent = fake.autocomplete(
        &bystander(),
        "move",
        vec![Opt::Focused("move", String::new())],
    );
    let answer = fake.answer(&sent, STEP).await;
    assert_eq!(answer.kind, 8, "the marker is an autocomplete: {answer:?}");
}

fn lang_of(user: &TestUser) -> Lang {
    Lang::from_locale(&user.locale)
}

/// The value of the registered choice of `option` in `command` named `name`.
fn choice(fake: &FakeDiscord, command: &str, option: &str, name: &str) -> i64 {
    fake.state()
        .choice(command, option, name)
        .unwrap_or_else(|| panic!("/{command} {option} has no choice {name}"))
}

/// The `variant` choice for a game (choices follow `Variant::ALL`).
fn variant_choice(fake: &FakeDiscord, variant: Variant) -> i64 {
    let state = fake.state();
    let choices = state.command("challenge").unwrap()["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "variant")
        .unwrap()["choices"]
        .as_array()
        .unwrap()
        .len();
    assert_eq!(choices, Variant::ALL.len(), "one variant choice per game");
    Variant::ALL.iter().position(|v| *v == variant).unwrap() as i64
}

/// Checks that an answer or message carries exactly one PNG board that decodes.
fn assert_board(files: &[FilePart], what: &str) {
    assert_eq!(
        files.len(),
        1,
        "{what}: expected one attachment, got {files:?}"
    );
    let file = &files[0];
    assert!(file.filename.ends_with(".png"), "{what}: {}", file.filename);
    let image = image::load_from_memory_with_format(&file.bytes, image::ImageFormat::Png)
        .unwrap_or_else(|e| panic!("{what}: the board is not a PNG ({} bytes): {e}", file.size));
    assert!(
        image.width() >= 100 && image.height() >= 100,
        "{what}: tiny board"
    );
}

/// The private refusal every wrong action gets: ephemeral, no buttons, no board, no ping.
fn assert_refusal(answer: &Answer, what: &str) {
    assert_eq!(answer.kind, 4, "{what}: {answer:?}");
    assert!(
        answer.ephemeral(),
        "{what}: a refusal must be private: {answer:?}"
    );
    assert!(answer.buttons().is_empty(), "{what}");
    assert!(answer.files.is_empty(), "{what}");
    assert!(answer.pings().is_empty(), "{what}: a refusal pings nobody");
    assert!(!answer.content().is_empty(), "{what}: a refusal says why");
}

/// Waits for the bot to log that it ignored the second delivery of `sent` (the only trace a
/// replay leaves: Discord takes one answer per interaction, so it gets none), then until it
/// caught up (see [`caught_up`]), so that an answer wrongly sent to the replay after that log
/// line would have arrived.
async fn replay_ignored(fake: &FakeDiscord, bot: &BotProcess, sent: &Sent) {
    let id = sent.id.to_string();
    bot.wait_log("the second delivery to be ignored", STEP, |lines| {
        lines
            .iter()
            .any(|l| {
                l.contains(&id)
                    && (l.contains("an interaction delivered again is ignored")
                        || l.contains("a replayed interaction changed nothing"))
            })
            .then_some(())
    })
    .await;
    caught_up(fake).await;
}

async fn command(
    fake: &FakeDiscord,
    user: &TestUser,
    name: &str,
    options: Vec<Opt>,
) -> (Sent, Answer) {
    let sent = fake.slash(user, name, options);
    let answer = fake.answer(&sent, STEP).await;
    fake.assert_no_problems();
    (sent, answer)
}

async fn click(
    fake: &FakeDiscord,
    user: &TestUser,
    message: u64,
    custom_id: &str,
) -> (Sent, Answer) {
    let sent = fake.click(user, message, custom_id);
    let answer = fake.answer(&sent, STEP).await;
    fake.assert_no_problems();
    (sent, answer)
}

/// `/board` as `user` sees it: the text and the picture's bytes.
async fn board(fake: &FakeDiscord, user: &TestUser) -> (String, Vec<u8>) {
    let (_, answer) = command(fake, user, "board", vec![]).await;
    assert_eq!(answer.kind, 4, "{answer:?}");
    assert!(!answer.ephemeral(), "a board is public");
    assert_board(&answer.files, "/board");
    let png = answer
        .files
        .first()
        .map(|f| f.bytes.clone())
        .unwrap_or_default();
    (answer.content().to_string(), png)
}

/// What `/move` autocomplete offers `user` after typing `typed`.
async fn suggestions(fake: &FakeDiscord, user: &TestUser, typed: &str) -> Vec<String> {
    let sent = fake.autocomplete(user, "move", vec![Opt::Focused("move", typed.to_string())]);
    let answer = fake.answer(&sent, STEP).await;
    fake.assert_no_problems();
    assert_eq!(answer.kind, 8, "autocomplete is answered with choices");
    let choices = answer.choices();
    for (name, value) in &choices {
        assert_eq!(name, value, "a move choice shows the move it plays");
    }
    choices.into_iter().map(|(_, v)| v).collect()
}

/// [`suggestions`] where some are due (the game is on and `user` may move): on a loaded machine
/// the bot answers an autocomplete with nothing rather than miss Discord's deadline (2 s), so
/// an empty answer is asked again, up to five times.
async fn due_suggestions(fake: &FakeDiscord, user: &TestUser, typed: &str) -> Vec<String> {
    for _ in 0..5 {
        let offered = suggestions(fake, user, typed).await;
        if !offered.is_empty() {
            return offered;
        }
    }
    panic!("autocomplete offered nothing five times for {typed:?}");
}
