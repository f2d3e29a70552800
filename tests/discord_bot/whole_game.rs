//! The one whole game: alice (English) against bruno (French), challenged, accepted, played to
//! its end by the rules with the bot stopped (SIGTERM) and started again on the same database
//! halfway, then replayed as a GIF. The scenario is [`a_whole_game_of_latrunculi_survives_a_restart_of_the_bot`]:
//! a list of named steps, each a method of [`WholeGame`] that makes its own checks.

use super::*;

/// How many moves are played before the bot is restarted.
const RESTART_AT: usize = 60;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_of_latrunculi_survives_a_restart_of_the_bot() {
    whole_game(WholeGame::start_bot().await).await;
}

/// The same game with the bot on PostgreSQL (a server of the test's own, see
/// `tabula::store::pg::cluster`): every move a transaction there, the restart reading it back,
/// the result rated in the transaction that ends the game.
#[cfg(feature = "postgres")]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_on_postgresql_survives_a_restart_of_the_bot() {
    // The server is driven by a blocking client: off the test's runtime.
    let url = tokio::task::spawn_blocking(|| {
        tabula::store::pg::cluster::Cluster::shared().map(|c| c.database())
    })
    .await
    .unwrap();
    let Some(url) = url else {
        return;
    };
    let database = std::path::PathBuf::from(url);
    whole_game(WholeGame::start_bot_on(database).await).await;
}

async fn whole_game(mut t: WholeGame) {
    t.commands_are_registered_in_the_guild_in_french_without_privileged_intents();
    let challenge = t.alice_challenges_bruno().await;
    t.nobody_else_can_accept(&challenge).await;
    t.bruno_accepts(&challenge).await;
    while t.game.outcome().is_none() {
        if t.moves < 3 || t.moves % 25 == 0 {
            t.autocomplete_offers_the_legal_moves_to_the_mover_only()
                .await;
        }
        match t.moves {
            3 => {
                t.an_illegal_and_a_malformed_move_are_refused_in_french()
                    .await
            }
            4 => t.a_move_out_of_turn_is_refused_in_french().await,
            RESTART_AT => t.restart_the_bot_mid_game().await,
            _ => {}
        }
        t.play_the_next_move().await;
    }
    assert!(
        t.restarted,
        "the game lasted past the restart ({} moves)",
        t.moves
    );
    t.nothing_is_playable_after_the_end().await;
    t.the_replay_fits_the_attachment_limit().await;
    t.stop();
}

/// The scenario's world: the fake Discord, the bot on its database, the players, and the
/// test's own copy of the game.
struct WholeGame {
    _dir: tempfile::TempDir,
    database: std::path::PathBuf,
    fake: FakeDiscord,
    bot: BotProcess,
    alice: TestUser,
    bruno: TestUser,
    carol: TestUser,
    /// The game's number, once challenged.
    id: i64,
    game: AnyGame,
    rng: SmallRng,
    moves: usize,
    restarted: bool,
}

/// alice's challenge as posted: its message and its Accept button.
struct Challenge {
    message: u64,
    accept: String,
    buttons: usize,
}

impl WholeGame {
    /// The fake, and the bot on a new database, connected with its commands registered.
    async fn start_bot() -> WholeGame {
        let dir = tempfile::tempdir().unwrap();
        let database = dir.path().join("tabula.db");
        Self::start_bot_in(dir, database).await
    }

    /// As [`WholeGame::start_bot`], on the database `database` names (a PostgreSQL URL).
    #[cfg(feature = "postgres")]
    async fn start_bot_on(database: std::path::PathBuf) -> WholeGame {
        Self::start_bot_in(tempfile::tempdir().unwrap(), database).await
    }

    async fn start_bot_in(dir: tempfile::TempDir, database: std::path::PathBuf) -> WholeGame {
        let fake = FakeDiscord::start().await;
        let bot = start_bot(&fake, &database);
        fake.wait_ready(1, START).await;
        WholeGame {
            _dir: dir,
            database,
            fake,
            bot,
            alice: alice(),
            bruno: bruno(),
            carol: carol(),
            id: 0,
            game: AnyGame::new(Variant::LatrunculiPiso),
            rng: SmallRng::seed_from_u64(7),
            moves: 0,
            restarted: false,
        }
    }

    /// Registration: in the test guild, every command with its French name, no privileged
    /// intent.
    fn commands_are_registered_in_the_guild_in_french_without_privileged_intents(&self) {
        let state = self.fake.state();
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

    /// alice challenges bruno, she plays first: a public message with Accept and Decline that
    /// pings bruno only.
    async fn alice_challenges_bruno(&mut self) -> Challenge {
        let fake = &self.fake;
        let piso = variant_choice(fake, Variant::LatrunculiPiso);
        let me = choice(fake, "challenge", "first", "me");
        let (challenge, answer) = command(
            fake,
            &self.alice,
            "challenge",
            vec![
                Opt::User("opponent", self.bruno.clone()),
                Opt::Int("variant", piso),
                Opt::Int("first", me),
            ],
        )
        .await;
        assert_eq!(answer.kind, 4);
        assert!(!answer.ephemeral(), "a challenge is public");
        assert_eq!(
            answer.pings(),
            vec![self.bruno.id],
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
        self.id = crate::fake_discord::game_of(&accept);
        Challenge {
            message: fake.original(&challenge).expect("the challenge message").id,
            accept,
            buttons: buttons.len(),
        }
    }

    /// carol is not invited, and alice cannot accept her own challenge: private refusals, and
    /// the challenge stays as it was.
    async fn nobody_else_can_accept(&self, challenge: &Challenge) {
        let fake = &self.fake;
        for intruder in [&self.carol, &self.alice] {
            let (sent, answer) = click(fake, intruder, challenge.message, &challenge.accept).await;
            assert_refusal(&answer, &format!("{} presses Accept", intruder.username));
            caught_up(fake).await;
            assert!(
                fake.state().followups_of(sent.id).is_empty(),
                "nothing else is posted"
            );
            let message = fake.message(challenge.message).unwrap();
            assert_eq!(
                message.buttons().len(),
                challenge.buttons,
                "the buttons are still there"
            );
            assert_eq!(message.edits, 0, "the challenge message is unchanged");
        }
    }

    /// bruno accepts: the buttons go, and a public message shows the board and pings alice,
    /// who plays first.
    async fn bruno_accepts(&self, challenge: &Challenge) {
        let fake = &self.fake;
        let (sent, answer) = click(fake, &self.bruno, challenge.message, &challenge.accept).await;
        assert_eq!(
            answer.kind, 7,
            "the challenge message is updated: {answer:?}"
        );
        assert!(fake
            .message(challenge.message)
            .unwrap()
            .buttons()
            .is_empty());
        let started = fake.followups(&sent, 1, STEP).await.remove(0);
        assert!(started.public(), "the game starts in public");
        assert!(
            started.pings.contains(&self.alice.id),
            "alice is told it is her turn"
        );
        assert!(
            started.content.contains(&format!("#{}", self.id)),
            "{}",
            started.content
        );
        assert_board(&started.files, "the start of the game");
        // Its alt text, in bruno's French (he pressed the button): the game, both players and
        // their sides, whose turn it is, no move yet, and the position's text.
        let alt = &started.files[0].description;
        for expected in [
            format!("partie n° {}", self.id),
            "Alice joue les blancs".to_string(),
            "Bruno le Gaulois joue les noirs".to_string(),
            "Aucun coup joué.".to_string(),
            "Position dans la notation du jeu : board=".to_string(),
        ] {
            assert!(alt.contains(&expected), "{expected:?} not in {alt:?}");
        }
    }

    /// (the player to move, the one who waits).
    fn players(&self) -> (&TestUser, &TestUser) {
        let ToAct::Side(side) = self.game.to_act() else {
            panic!("Latrunculi has no dice");
        };
        let players = [&self.alice, &self.bruno];
        (players[side.index()], players[side.other().index()])
    }

    async fn autocomplete_offers_the_legal_moves_to_the_mover_only(&self) {
        let (mover, waiting) = self.players();
        check_autocomplete(&self.fake, &self.game, mover, waiting).await;
    }

    /// What a refused move must leave as it was: the board (picture included) and the moves
    /// offered.
    /// The picture shows the time left to move in its two largest units, rounded down: "3 days"
    /// in the second of the last move, "2 days 23 h" from the next second on. Waits past that
    /// second, so that a picture taken before a refused move and one after it do not differ by
    /// that tick (seen on a loaded CI machine).
    async fn past_the_clocks_first_tick(&self) {
        tokio::time::sleep(std::time::Duration::from_millis(1_100)).await;
    }

    async fn seen(&self) -> ((String, Vec<u8>), Vec<String>) {
        let (mover, waiting) = self.players();
        (
            board(&self.fake, waiting).await,
            due_suggestions(&self.fake, mover, "").await,
        )
    }

    /// An illegal placement (an occupied square) and a malformed move by bruno: private,
    /// localised with the rules' own reason (in French), and nothing changes.
    async fn an_illegal_and_a_malformed_move_are_refused_in_french(&self) {
        self.past_the_clocks_first_tick().await;
        let before = self.seen().await;
        let (mover, _) = self.players();
        assert_eq!(mover.id, self.bruno.id);
        let square = occupied_square(&self.game);
        let reason = self.game.clone().play_text(&square).unwrap_err();
        let (_, answer) = command(&self.fake, mover, "move", vec![Opt::Str("move", square)]).await;
        assert_refusal(&answer, "an illegal move");
        let expected = i18n::move_error(lang_of(mover), &reason);
        assert!(
            answer.content().contains(&expected),
            "{:?} should say {expected:?}",
            answer.content()
        );
        let (_, answer) = command(
            &self.fake,
            mover,
            "move",
            vec![Opt::Str("move", "z9".into())],
        )
        .await;
        assert_refusal(&answer, "a malformed move");
        let after = self.seen().await;
        // Said part by part (a board's bytes would hide the rest).
        assert_eq!(
            before.0 .0, after.0 .0,
            "a refused move changed the board's text"
        );
        assert!(
            before.0 .1 == after.0 .1,
            "a refused move changed the board's picture"
        );
        assert_eq!(
            before.1, after.1,
            "a refused move changed the moves offered"
        );
    }

    /// bruno (French) plays while alice is to move: refused in French, and nothing changes.
    async fn a_move_out_of_turn_is_refused_in_french(&self) {
        self.past_the_clocks_first_tick().await;
        let before = self.seen().await;
        let (mover, _) = self.players();
        assert_eq!(mover.id, self.alice.id);
        let text = self.game.legal_move_texts()[0].clone();
        let (_, answer) = command(
            &self.fake,
            &self.bruno,
            "move",
            vec![Opt::Str("move", text)],
        )
        .await;
        assert_refusal(&answer, "a move out of turn");
        let french = i18n::tf(Lang::Fr, "service-error-not-your-turn", &[("id", &self.id)]);
        assert!(
            answer.content().contains(&french),
            "{:?} should say {french:?}",
            answer.content()
        );
        let after = self.seen().await;
        // Said part by part (a board's bytes would hide the rest).
        assert_eq!(
            before.0 .0, after.0 .0,
            "a refused move changed the board's text"
        );
        assert!(
            before.0 .1 == after.0 .1,
            "a refused move changed the board's picture"
        );
        assert_eq!(
            before.1, after.1,
            "a refused move changed the moves offered"
        );
    }

    /// The bot stops cleanly on SIGTERM mid-game and starts again on the same database: the
    /// board and the moves offered are as they were.
    async fn restart_the_bot_mid_game(&mut self) {
        let status = self.bot.stop(STEP);
        assert!(
            status.success(),
            "the bot stops cleanly on SIGTERM: {status}"
        );
        assert!(
            self.bot.log_problems().is_empty(),
            "bot log: {:?}",
            self.bot.log_problems()
        );
        self.bot = start_bot(&self.fake, &self.database);
        self.fake.wait_ready(2, START).await;
        self.restarted = true;
        let (mover, waiting) = self.players();
        let (_, answer) = command(&self.fake, waiting, "board", vec![]).await;
        assert_eq!(answer.kind, 4);
        assert!(
            answer.content().contains(&format!("#{}", self.id)),
            "{}",
            answer.content()
        );
        assert_board(&answer.files, "the board after the restart");
        check_autocomplete(&self.fake, &self.game, mover, waiting).await;
    }

    /// The mover plays a move the rules allow (typed in any case, sometimes naming the game):
    /// one public message with the board that pings the next player, or names the result.
    async fn play_the_next_move(&mut self) {
        let text = pick_move(&self.game, &mut self.rng);
        let moves = self.moves;
        let typed = if moves % 7 == 1 {
            text.to_uppercase()
        } else {
            text.clone()
        };
        let mut options = vec![Opt::Str("move", typed)];
        if moves % 5 == 2 {
            options.push(Opt::Int("game", self.id));
        }
        let (mover, _) = self.players();
        let lang = lang_of(mover);
        let what = format!("move {moves} `{text}` by {}", mover.username);
        let (sent, answer) = command(&self.fake, mover, "move", options).await;
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
            self.fake.state().followups_of(sent.id).is_empty(),
            "{what}: one message"
        );
        self.game.play_text(&text).unwrap();
        self.moves += 1;
        match self.game.outcome() {
            None => {
                let (next, _) = self.players();
                assert!(
                    answer.pings().contains(&next.id),
                    "{what}: the next player is pinged"
                );
            }
            Some(_) => self.the_result_is_announced(&answer, lang, &what),
        }
    }

    /// The last move's answer names how the game ended, in the mover's language, and the
    /// winner.
    fn the_result_is_announced(&self, answer: &Answer, lang: Lang, what: &str) {
        let outcome = self.game.outcome().expect("the game is over");
        let reason = i18n::end_reason(lang, Variant::LatrunculiPiso, &outcome.reason);
        assert!(
            answer.content().contains(&reason),
            "{what}: the result {:?} should say {reason:?}",
            answer.content()
        );
        if let Some(winner) = outcome.winner {
            let winner = [&self.alice, &self.bruno][winner.index()];
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

    /// The game is over: nothing to suggest, and a move is refused.
    async fn nothing_is_playable_after_the_end(&self) {
        assert!(suggestions(&self.fake, &self.alice, "").await.is_empty());
        assert!(suggestions(&self.fake, &self.bruno, "").await.is_empty());
        let (_, answer) = command(
            &self.fake,
            &self.bruno,
            "move",
            vec![Opt::Str("move", "a1".into())],
        )
        .await;
        assert_refusal(&answer, "a move after the end");
    }

    /// `/replay`: the whole game under Discord's usual limit; under a limit a third of its
    /// size, a GIF that fits (the fake checks every answer's files against the interaction's
    /// limit), and the reply says how many actions it shows.
    async fn the_replay_fits_the_attachment_limit(&self) {
        let (fake, id, moves) = (&self.fake, self.id, self.moves);
        let replay = |limit: Option<u64>| {
            fake.state().attachment_size_limit = limit;
            command(fake, &self.alice, "replay", vec![Opt::Int("game", id)])
        };
        let (_, answer) = replay(None).await;
        assert_eq!(answer.files.len(), 1, "{answer:?}");
        let whole = answer.files[0].bytes.clone();
        assert_eq!(gif_frames(&whole), moves + 1);
        assert_eq!(
            answer.content(),
            format!("Replay of game #{id} ({moves} actions).")
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
    }

    /// The bot stops cleanly, having broken no rule and logged no problem.
    fn stop(mut self) {
        stop_clean(&self.fake, &mut self.bot);
        let slowest = self
            .fake
            .state()
            .interactions
            .values()
            .filter_map(|i| i.answer.as_ref())
            .map(|a| a.latency)
            .max();
        eprintln!("{} moves played; slowest answer {slowest:?}", self.moves);
    }
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
        let AnyGame::LatrunculiPiso(g) = game else {
            panic!("a Latrunculi game")
        };
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
    let AnyGame::LatrunculiPiso(g) = game else {
        panic!("a Latrunculi game")
    };
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
