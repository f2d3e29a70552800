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
mod faults;
mod help;
mod hostile;
pub mod kill;
mod ladder;
mod open_challenges;
mod ops;
pub mod process;
mod resilience;
mod rules;
mod shards;
mod signals;
mod squares;
mod turns;

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
/// holds no error, panic or unreadable event.
fn stop_clean(fake: &FakeDiscord, bot: &mut BotProcess) {
    fake.assert_no_problems();
    let status = bot.stop(STEP);
    assert!(status.success(), "the bot stops cleanly: {status}");
    let problems = bot.log_problems();
    assert!(
        problems.is_empty(),
        "the bot logged problems: {problems:#?}"
    );
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
/// gateway, the service's queue, a callback), so by the time it is answered anything an
/// earlier, already answered interaction was still to send (a second reply, a follow-up) has
/// been sent; and unlike a fixed sleep, it takes longer exactly when the machine is slower.
/// A check of "nothing more happened" comes after this.
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
    let state = fake.state();
    let cmd = state.command(command).expect("registered");
    let opt = cmd["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == option)
        .unwrap_or_else(|| panic!("/{command} has no option {option}"));
    opt["choices"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == name)
        .and_then(|c| c["value"].as_i64())
        .unwrap_or_else(|| panic!("/{command} {option} has no choice {name}: {opt}"))
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

/// The number of frames of a GIF that decodes.
fn gif_frames(bytes: &[u8]) -> usize {
    let mut decoder = gif::DecodeOptions::new()
        .read_info(bytes)
        .expect("a GIF header");
    let mut frames = 0;
    while decoder.read_next_frame().expect("a frame").is_some() {
        frames += 1;
    }
    frames
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

/// Waits for the bot to log that it ignored the second delivery of `sent`: the only trace a
/// replay leaves (Discord takes one answer per interaction, so it gets none), and the proof the
/// bot is done with it.
async fn replay_ignored(bot: &BotProcess, sent: &Sent) {
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

/// Autocomplete offers the legal moves only, filtered by the typed prefix, at most 25.
async fn check_autocomplete(
    fake: &FakeDiscord,
    game: &AnyGame,
    mover: &TestUser,
    other: &TestUser,
) {
    let legal = game.legal_move_texts();
    let all = due_suggestions(fake, mover, "").await;
    assert_eq!(
        all.len(),
        legal.len().min(25),
        "as many choices as legal moves, at most 25"
    );
    assert!(
        all.iter().all(|m| legal.contains(m)),
        "only legal moves: {all:?}"
    );

    // A prefix typed in upper case filters case-insensitively.
    let prefix: String = legal[legal.len() / 2].chars().take(2).collect();
    let wanted: Vec<&String> = legal.iter().filter(|m| m.starts_with(&prefix)).collect();
    let offered = due_suggestions(fake, mover, &prefix.to_uppercase()).await;
    assert_eq!(
        offered.len(),
        wanted.len().min(25),
        "typed {prefix}: {offered:?}"
    );
    assert!(
        offered
            .iter()
            .all(|m| m.starts_with(&prefix) && legal.contains(m)),
        "typed {prefix}: {offered:?}"
    );

    assert!(
        suggestions(fake, other, "").await.is_empty(),
        "the player who must wait is offered nothing"
    );
}

/// Picks a move: the first side takes when it can, the second side offers pieces, so that the
/// game ends in a few hundred moves rather than a thousand.
fn pick_move(game: &AnyGame, rng: &mut SmallRng) -> String {
    fn on_board(game: &AnyGame) -> u32 {
        let g = game.as_latrunculi().expect("a Latrunculi game");
        g.on_board(Side::First) + g.on_board(Side::Second)
    }
    let takes = |g: &AnyGame, m: &str| {
        let mut after = g.clone();
        after.play_text(m).expect("a legal move");
        on_board(&after) + u32::from(m.contains('-')) <= on_board(g)
    };
    let legal = game.legal_move_texts();
    let preferred: Vec<&String> = if game.to_act() == ToAct::Side(Side::First) {
        legal.iter().filter(|m| takes(game, m)).collect()
    } else {
        legal
            .iter()
            .filter(|m| {
                let mut after = game.clone();
                after.play_text(m).expect("a legal move");
                after.outcome().is_none()
                    && after.legal_move_texts().iter().any(|r| takes(&after, r))
            })
            .collect()
    };
    let pool: Vec<&String> = if preferred.is_empty() {
        legal.iter().collect()
    } else {
        preferred
    };
    pool[rng.random_range(0..pool.len())].clone()
}

/// A square of the board holding a piece, for an illegal placement.
fn occupied_square(game: &AnyGame) -> String {
    let g = game.as_latrunculi().expect("a Latrunculi game");
    for rank in 0..8 {
        for file in 0..8 {
            let square = Square::new(file, rank);
            if g.piece_at(square).is_some() {
                return square.to_string();
            }
        }
    }
    panic!("no piece on the board yet");
}

/// The one game of this test: alice (English) against bruno (French), stopped and restarted
/// halfway, played to its end by the rules.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_of_latrunculi_survives_a_restart_of_the_bot() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("tabula.db");
    let fake = FakeDiscord::start().await;
    let mut bot = start_bot(&fake, &database);
    fake.wait_ready(1, START).await;

    // Registration: in the test guild, every command with its French name, no privileged intent.
    {
        let state = fake.state();
        assert_eq!(state.registered_in, Some(Some(GUILD_ID)));
        let names: Vec<&str> = state
            .commands
            .iter()
            .filter_map(|c| c["name"].as_str())
            .collect();
        for name in [
            "challenge",
            "move",
            "board",
            "resign",
            "games",
            "accept",
            "decline",
            "cancel",
        ] {
            assert!(names.contains(&name), "/{name} is registered: {names:?}");
        }
        assert_eq!(
            state.command("move").unwrap()["name_localizations"]["fr"],
            "jouer"
        );
        assert_eq!(
            state.command("challenge").unwrap()["name_localizations"]["fr"],
            "défier"
        );
        let intents = state.identifies[0]["intents"].as_u64().unwrap();
        let privileged = (1 << 1) | (1 << 8) | (1 << 15);
        assert_eq!(
            intents & privileged,
            0,
            "no privileged intent: {intents:#b}"
        );
    }

    let (alice, bruno, carol) = (alice(), bruno(), carol());
    let piso = variant_choice(&fake, Variant::LatrunculiPiso);
    let me = choice(&fake, "challenge", "first", "me");

    // alice challenges bruno: a public message with Accept and Decline that pings bruno only.
    let (challenge, answer) = command(
        &fake,
        &alice,
        "challenge",
        vec![
            Opt::User("opponent", bruno.clone()),
            Opt::Int("variant", piso),
            Opt::Int("first", me),
        ],
    )
    .await;
    assert_eq!(answer.kind, 4);
    assert!(!answer.ephemeral(), "a challenge is public");
    assert_eq!(
        answer.pings(),
        vec![bruno.id],
        "the challenge pings bruno only"
    );
    let buttons = answer.buttons();
    let accept = buttons
        .iter()
        .find(|(id, _)| id.starts_with("tabula:accept:"))
        .unwrap_or_else(|| panic!("an Accept button: {buttons:?}"))
        .0
        .clone();
    assert!(
        buttons
            .iter()
            .any(|(id, _)| id.starts_with("tabula:decline:")),
        "a Decline button: {buttons:?}"
    );
    let game_id: i64 = accept.rsplit(':').next().unwrap().parse().unwrap();
    let challenge_message = fake.original(&challenge).expect("the challenge message").id;

    // carol is not invited, and alice cannot accept her own challenge: private refusals, and
    // the challenge stays as it was.
    for intruder in [&carol, &alice] {
        let (sent, answer) = click(&fake, intruder, challenge_message, &accept).await;
        assert_refusal(&answer, &format!("{} presses Accept", intruder.username));
        caught_up(&fake).await;
        assert!(
            fake.state().followups_of(sent.id).is_empty(),
            "nothing else is posted"
        );
        let message = fake.message(challenge_message).unwrap();
        assert_eq!(
            message.buttons().len(),
            buttons.len(),
            "the buttons are still there"
        );
        assert_eq!(message.edits, 0, "the challenge message is unchanged");
    }

    // bruno accepts: the buttons go, and a public message shows the board and pings alice, who
    // plays first.
    let (sent, answer) = click(&fake, &bruno, challenge_message, &accept).await;
    assert_eq!(
        answer.kind, 7,
        "the challenge message is updated: {answer:?}"
    );
    assert!(fake
        .message(challenge_message)
        .unwrap()
        .buttons()
        .is_empty());
    let started = fake.followups(&sent, 1, STEP).await.remove(0);
    assert!(started.public(), "the game starts in public");
    assert!(
        started.pings.contains(&alice.id),
        "alice is told it is her turn"
    );
    assert!(
        started.content.contains(&format!("#{game_id}")),
        "{}",
        started.content
    );
    assert_board(&started.files, "the start of the game");

    let players = [alice.clone(), bruno.clone()];
    let mut game = AnyGame::new(Variant::LatrunculiPiso);
    let mut rng = SmallRng::seed_from_u64(7);
    let mut restarted = false;
    let mut moves = 0;
    while game.outcome().is_none() {
        let ToAct::Side(side) = game.to_act() else {
            panic!("Latrunculi has no dice");
        };
        let mover = &players[side.index()];
        let waiting = &players[side.other().index()];
        let lang = lang_of(mover);

        if moves < 3 || moves % 25 == 0 {
            check_autocomplete(&fake, &game, mover, waiting).await;
        }

        if moves == 3 || moves == 4 {
            let before = (
                board(&fake, waiting).await,
                due_suggestions(&fake, mover, "").await,
            );
            if moves == 3 {
                // An illegal placement (an occupied square) and a malformed move: private,
                // localised with the rules' own reason (bruno moves: in French).
                assert_eq!(mover.id, bruno.id);
                let square = occupied_square(&game);
                let reason = game.clone().play_text(&square).unwrap_err();
                let (_, answer) =
                    command(&fake, mover, "move", vec![Opt::Str("move", square)]).await;
                assert_refusal(&answer, "an illegal move");
                let expected = i18n::move_error(lang, &reason);
                assert!(
                    answer.content().contains(&expected),
                    "{:?} should say {expected:?}",
                    answer.content()
                );
                let (_, answer) =
                    command(&fake, mover, "move", vec![Opt::Str("move", "z9".into())]).await;
                assert_refusal(&answer, "a malformed move");
            } else {
                // bruno (French) plays out of turn: refused in French.
                assert_eq!(mover.id, alice.id);
                let text = game.legal_move_texts()[0].clone();
                let (_, answer) =
                    command(&fake, &bruno, "move", vec![Opt::Str("move", text)]).await;
                assert_refusal(&answer, "a move out of turn");
                let french = i18n::tf(Lang::Fr, "service-error-not-your-turn", &[("id", &game_id)]);
                assert!(
                    answer.content().contains(&french),
                    "{:?} should say {french:?}",
                    answer.content()
                );
            }
            // Nothing changed: the same board, picture included, and the same moves offered.
            let after = (
                board(&fake, waiting).await,
                due_suggestions(&fake, mover, "").await,
            );
            assert!(before == after, "a refused move changed the game");
        }

        if moves == 60 && !restarted {
            // Stop the bot mid-game (SIGTERM), start it again on the same database.
            let status = bot.stop(STEP);
            assert!(
                status.success(),
                "the bot stops cleanly on SIGTERM: {status}"
            );
            assert!(
                bot.log_problems().is_empty(),
                "bot log: {:?}",
                bot.log_problems()
            );
            bot = start_bot(&fake, &database);
            fake.wait_ready(2, START).await;
            restarted = true;
            let (_, answer) = command(&fake, waiting, "board", vec![]).await;
            assert_eq!(answer.kind, 4);
            assert!(
                answer.content().contains(&format!("#{game_id}")),
                "{}",
                answer.content()
            );
            assert_board(&answer.files, "the board after the restart");
            check_autocomplete(&fake, &game, mover, waiting).await;
        }

        let text = pick_move(&game, &mut rng);
        // Players type in any case, and sometimes name the game.
        let typed = if moves % 7 == 1 {
            text.to_uppercase()
        } else {
            text.clone()
        };
        let mut options = vec![Opt::Str("move", typed)];
        if moves % 5 == 2 {
            options.push(Opt::Int("game", game_id));
        }
        let (sent, answer) = command(&fake, mover, "move", options).await;
        let what = format!("move {moves} `{text}` by {}", mover.username);
        assert_eq!(answer.kind, 4, "{what}: {answer:?}");
        assert!(
            !answer.ephemeral(),
            "{what} is public: {}",
            answer.content()
        );
        assert!(
            answer.content().contains(&text),
            "{what}: {}",
            answer.content()
        );
        assert_board(&answer.files, &what);
        assert!(
            fake.state().followups_of(sent.id).is_empty(),
            "{what}: one message"
        );
        game.play_text(&text).unwrap();
        moves += 1;
        if game.outcome().is_none() {
            let ToAct::Side(next) = game.to_act() else {
                unreachable!()
            };
            let next = &players[next.index()];
            assert!(
                answer.pings().contains(&next.id),
                "{what}: the next player is pinged"
            );
        } else {
            let outcome = game.outcome().unwrap();
            let reason = i18n::end_reason(lang, Variant::LatrunculiPiso, &outcome.reason);
            assert!(
                answer.content().contains(&reason),
                "{what}: the result {:?} should say {reason:?}",
                answer.content()
            );
            if let Some(winner) = outcome.winner {
                let winner = &players[winner.index()];
                assert!(
                    answer.content().contains(&winner.mention())
                        || answer.content().contains(winner.display_name()),
                    "{what}: the winner is named"
                );
            }
            assert!(matches!(
                outcome.reason,
                EndReason::OnePieceLeft(_) | EndReason::Blocked(_) | EndReason::NoCaptureLimit
            ));
        }
    }
    assert!(
        restarted,
        "the game lasted past the restart ({moves} moves)"
    );

    // The game is over: nothing to suggest, and a move is refused.
    assert!(suggestions(&fake, &alice, "").await.is_empty());
    assert!(suggestions(&fake, &bruno, "").await.is_empty());
    let (_, answer) = command(&fake, &bruno, "move", vec![Opt::Str("move", "a1".into())]).await;
    assert_refusal(&answer, "a move after the end");

    // /replay: the whole game under Discord's usual limit; under a limit a third of its size, a
    // GIF that fits (the fake checks every answer's files against the interaction's limit), and
    // the reply says how many actions it shows.
    let replay = |limit: Option<u64>| {
        fake.state().attachment_size_limit = limit;
        command(&fake, &alice, "replay", vec![Opt::Int("game", game_id)])
    };
    let (_, answer) = replay(None).await;
    assert_eq!(answer.files.len(), 1, "{answer:?}");
    let whole = answer.files[0].bytes.clone();
    assert_eq!(gif_frames(&whole), moves + 1);
    assert_eq!(
        answer.content(),
        format!("Replay of game #{game_id} ({moves} actions).")
    );
    let limit = whole.len() as u64 / 3;
    let (_, answer) = replay(Some(limit)).await;
    assert_eq!(answer.files.len(), 1, "{answer:?}");
    let gif = &answer.files[0].bytes;
    assert!(gif.len() as u64 <= limit, "{} > {limit}", gif.len());
    let shown = gif_frames(gif) - 1;
    assert!(shown < moves, "{shown} of {moves}");
    assert!(
        answer
            .content()
            .contains(&format!("Shown: {shown} of {moves} actions")),
        "{}",
        answer.content()
    );
    fake.state().attachment_size_limit = None;

    stop_clean(&fake, &mut bot);
    let slowest = fake
        .state()
        .interactions
        .values()
        .filter_map(|i| i.answer.as_ref())
        .map(|a| a.latency)
        .max();
    eprintln!("{moves} moves played; slowest answer {slowest:?}");
}
