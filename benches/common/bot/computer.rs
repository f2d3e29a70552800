//! `--computer`: players each playing the computer through the whole run.

use super::*;

/// The value of choice `name` of option `option` of `/command`, as the bot registered it.
pub(crate) fn choice_value(fake: &FakeDiscord, command: &str, option: &str, name: &str) -> i64 {
    fake.state()
        .choice(command, option, name)
        .unwrap_or_else(|| panic!("/{command} {option} has no choice {name}"))
}

/// What a game against the computer came to: answers shown, their times, and what went wrong.
#[derive(Default)]
pub(crate) struct ComputerGame {
    pub(crate) answers: usize,
    pub(crate) latencies: Vec<Duration>,
    pub(crate) problems: Vec<String>,
}

/// The text a reply ends up showing: the answer itself, or a deferred answer once it replaces
/// its placeholder; with the time from the interaction sent to that moment.
pub(crate) async fn shown(
    fake: &FakeDiscord,
    sent: &fake_discord::Sent,
) -> Result<(String, Duration), String> {
    let answer = fake.answer(sent, STEP).await;
    match answer.kind {
        4 => Ok((answer.content().to_string(), answer.latency)),
        5 => {
            let shown = super::people::deferred(fake, sent, STEP * 4).await;
            Ok((shown.content, sent.sent_at.elapsed()))
        }
        kind => Err(format!("answer of kind {kind}: {}", answer.content())),
    }
}

/// One player against the computer in its own channel, sending random legal moves until `stop`
/// is set or the game ends: every move waits for the computer's answer, then `think`.
pub(crate) async fn play_computer(
    fake: Arc<FakeDiscord>,
    channel: u64,
    player: TestUser,
    level: i64,
    seed: u64,
    stop: Arc<std::sync::atomic::AtomicBool>,
    think: Duration,
) -> ComputerGame {
    let mut out = ComputerGame::default();
    let mut rng = SmallRng::seed_from_u64(seed);
    let variant = Variant::ALL
        .iter()
        .position(|v| *v == Variant::LatrunculiPiso)
        .unwrap() as i64;
    let me = choice_value(&fake, "play", "first", "me");
    let sent = fake.slash_in(
        channel,
        &player,
        "play",
        vec![
            Opt::Int("variant", variant),
            Opt::Int("level", level),
            Opt::Int("first", me),
        ],
    );
    if let Err(e) = shown(&fake, &sent).await {
        out.problems.push(format!("/play: {e}"));
        return out;
    }
    let mut game = AnyGame::new(Variant::LatrunculiPiso);
    while !stop.load(std::sync::atomic::Ordering::Relaxed) && game.outcome().is_none() {
        if !think.is_zero() {
            tokio::time::sleep(think).await;
        }
        let legal = game.legal_move_texts();
        let text = legal[rng.random_range(0..legal.len())].clone();
        game.play_text(&text).expect("a legal move");
        let sent = fake.slash_in(
            channel,
            &player,
            "move",
            vec![Opt::Str("move", text.clone())],
        );
        let (reply, latency) = match shown(&fake, &sent).await {
            Ok(shown) => shown,
            Err(e) => {
                out.problems.push(format!("{text}: {e}"));
                break;
            }
        };
        out.latencies.push(latency);
        let Some(answer) = reply
            .split("answered `")
            .nth(1)
            .and_then(|rest| rest.split('`').next())
        else {
            if game.outcome().is_none() {
                out.problems.push(format!("{text}: no answer in {reply:?}"));
            }
            break;
        };
        out.answers += 1;
        for action in answer.split_whitespace() {
            if let Err(e) = game.play_text(action) {
                out.problems
                    .push(format!("the computer's {action} does not play: {e:?}"));
                return out;
            }
        }
    }
    out
}
