//! The ladder through the service: rating changes in the end message, rated and casual
//! challenges, leaderboards, ratings, histories with their buttons, replays and exports.

use std::sync::{Arc, Barrier};

use super::{accept_id, both_services, caller_in, challenged, service, user};
use crate::games::{AnyGame, ToAct, Variant};
use crate::i18n::Lang;
use crate::service::buttons::ButtonId;
use crate::service::challenge::{ChallengeOptions, Challenged};
use crate::service::errors::Failure;
use crate::service::ratings::{mebibytes, parse_export, BoardScope, MAX_PAGE};
use crate::service::replies::{Refusal, Reply, Shown};
use crate::service::{Caller, First, GameId, Service};

/// `name` in the channel of server `guild` (each server has its own leaderboard).
fn caller(name: &str, guild: &str) -> Caller {
    Caller {
        guild: Some(guild.to_string()),
        ..caller_in(name, &format!("chan-{guild}"), Lang::En)
    }
}

/// `a` (first) challenges `b`, who accepts; returns the game id.
fn start(svc: &Service, a: &str, b: &str, guild: &str, rated: bool) -> GameId {
    let id = challenged(svc.challenge(
        &caller(a, guild),
        Challenged::Player(&user(b)),
        Variant::LatrunculiPiso,
        ChallengeOptions {
            first: First::Me,
            rated,
            ..ChallengeOptions::default()
        },
    ));
    svc.accept(&caller(b, guild), Some(id)).unwrap();
    id
}

/// A rated game `winner` wins by the loser's resignation.
fn win(svc: &Service, winner: &str, loser: &str, guild: &str) -> Reply {
    let id = start(svc, winner, loser, guild, true);
    svc.resign(&caller(loser, guild), Some(id)).unwrap()
}

/// Plays `n` legal moves (always the first legal one), alternating as the rules say.
fn play_moves(svc: &Service, id: GameId, n: usize, guild: &str) {
    for _ in 0..n {
        let (record, game) = svc.store().load(id).unwrap().unwrap();
        let ToAct::Side(side) = game.to_act() else {
            return;
        };
        let mover = record.player(side).name.clone();
        let pick = game.legal_move_texts()[0].clone();
        svc.play(&caller(&mover, guild), &pick, Some(id)).unwrap();
    }
}

both_services! {
    fn a_resignation_counts_and_the_end_message_shows_each_rating_change(svc) {
        let reply = win(&svc, "alice", "bob", "rome");
        assert!(reply.text.contains("@bob resigned"), "{}", reply.text);
        // Both fresh at 1500 (deviation 500, so provisional "?"): the winner goes up as much as the
        // loser goes down.
        let line = reply.text.lines().last().unwrap();
        assert!(line.starts_with("Ratings: alice 1500? → "), "{line}");
        let up: Vec<&str> = line.split(['(', ')']).collect();
        assert!(up[1].starts_with('+') && up[3].starts_with('-'), "{line}");
        assert_eq!(up[1][1..], up[3][1..], "{line}");
    }
}

both_services! {
    fn a_casual_game_says_so_and_changes_no_rating(svc) {
        let challenge = svc
            .challenge(
                &caller("alice", "rome"),
                Challenged::Player(&user("bob")),
                Variant::LatrunculiPiso,
                ChallengeOptions {
                    first: First::Me,
                    rated: false,
                    ..ChallengeOptions::default()
                },
            )
            .unwrap();
        assert!(challenge.text.contains("Casual game"), "{}", challenge.text);
        let id = accept_id(&challenge);
        svc.accept(&caller("bob", "rome"), Some(id)).unwrap();
        let reply = svc.resign(&caller("bob", "rome"), Some(id)).unwrap();
        assert!(
            reply.text.ends_with("Casual game: ratings unchanged."),
            "{}",
            reply.text
        );
        let rating = svc.rating(&caller("alice", "rome"), None).unwrap();
        assert!(rating.text.contains("no rating yet"), "{}", rating.text);
        // A challenge is rated unless said otherwise.
        let rated = svc
            .challenge(
                &caller("alice", "rome"),
                Challenged::Player(&user("carol")),
                Variant::LatrunculiPiso,
                ChallengeOptions {
                    first: First::Me,
                    ..ChallengeOptions::default()
                },
            )
            .unwrap();
        assert!(rated.text.contains("Rated game."), "{}", rated.text);
    }
}

#[test]
fn both_players_resigning_at_once_rate_the_game_exactly_once() {
    let svc = Arc::new(service());
    let id = start(&svc, "alice", "bob", "rome", true);
    let both_read = Arc::new(Barrier::new(2));
    let hook = Arc::clone(&both_read);
    *svc.before_write.lock().unwrap() = Some(Arc::new(move || {
        hook.wait();
    }));
    let results: Vec<_> = ["alice", "bob"]
        .into_iter()
        .map(|name| {
            let svc = Arc::clone(&svc);
            std::thread::spawn(move || svc.resign(&caller(name, "rome"), Some(id)))
        })
        .collect::<Vec<_>>()
        .into_iter()
        .map(|t| t.join().unwrap())
        .collect();
    *svc.before_write.lock().unwrap() = None;
    assert_eq!(
        results.iter().filter(|r| r.is_ok()).count(),
        1,
        "{results:?}"
    );
    assert!(results.contains(&Err(Failure::Conflict.into())));
    assert_eq!(svc.store().game_rating_changes(id).unwrap().len(), 2);
    let games: i64 = svc
        .store()
        .with_conn(|c| c.query_row("SELECT SUM(games) FROM ratings", [], |r| r.get(0)))
        .unwrap();
    assert_eq!(games, 2);
}

both_services! {
    fn the_server_leaderboard_leaves_out_players_of_other_servers(svc) {
        win(&svc, "alice", "bob", "rome");
        win(&svc, "carol", "dave", "athens");
        let board = |guild: &str, scope| {
            let reply = svc
                .leaderboard(
                    &caller("alice", guild),
                    Variant::LatrunculiPiso,
                    scope,
                    None,
                    true,
                )
                .unwrap();
            assert!(reply.png.is_some(), "the board is a picture too");
            // Its alt text says the same rows as the text board.
            for name in ["alice", "bob", "carol", "dave"] {
                assert_eq!(
                    reply.alt.contains(name),
                    reply.board_text.as_ref().unwrap().contains(name),
                    "{}",
                    reply.alt
                );
            }
            reply.board_text.unwrap()
        };
        let rome = board("rome", BoardScope::Server);
        assert!(rome.contains("alice") && rome.contains("bob"), "{rome}");
        assert!(!rome.contains("carol") && !rome.contains("dave"), "{rome}");
        let global = board("rome", BoardScope::Global);
        for name in ["alice", "bob", "carol", "dave"] {
            assert!(global.contains(name), "{global}");
        }
        // Everyone is provisional after one game: hidden unless asked for, with a hint.
        let hidden = svc
            .leaderboard(
                &caller("alice", "rome"),
                Variant::LatrunculiPiso,
                BoardScope::Server,
                None,
                false,
            )
            .unwrap();
        assert!(hidden.board_text.is_none() && hidden.png.is_none());
        let hidden = hidden.text;
        assert!(!hidden.contains("alice"), "{hidden}");
        assert!(
            hidden.contains("Provisional ratings (?) are not listed"),
            "{hidden}"
        );
    }
}

both_services! {
    fn leaderboard_and_history_pages_hold_ten_and_stop_at_the_last(svc) {
        // 12 players who each finished one rated game: 12 provisional rows, 2 pages.
        for i in 0..6 {
            win(&svc, &format!("w{i:02}"), &format!("l{i:02}"), "rome");
        }
        let page = |n: Option<i64>| {
            svc.leaderboard(
                &caller("w00", "rome"),
                Variant::LatrunculiPiso,
                BoardScope::Server,
                n,
                true,
            )
        };
        let rows = |text: &str| text.lines().filter(|l| l.starts_with("  –")).count();
        let first = page(None).unwrap();
        let table = first.board_text.unwrap();
        assert_eq!(rows(&table), 10, "{table}");
        assert!(first.text.contains("More on page 2."), "{}", first.text);
        let second = page(Some(2)).unwrap();
        assert_eq!(rows(second.board_text.as_ref().unwrap()), 2);
        assert!(!second.text.contains("More on page"), "{}", second.text);
        assert_eq!(page(Some(3)), Err(Refusal::NoSuchPage(3).into()));
        assert_eq!(page(Some(0)), Err(Refusal::NoSuchPage(0).into()));
        assert_eq!(
            page(Some(MAX_PAGE + 1)),
            Err(Refusal::NoSuchPage(MAX_PAGE + 1).into())
        );
        // 12 games of w00's: history pages of 10 with Next, then Previous.
        for i in 1..12 {
            win(&svc, "w00", &format!("x{i:02}"), "rome");
        }
        let me = caller("w00", "rome");
        let one = svc.history(&me, None, None, None).unwrap();
        assert_eq!(
            one.text.lines().filter(|l| l.starts_with("- #")).count(),
            10
        );
        assert!(one.text.contains("(page 1/2, 12 in all)"), "{}", one.text);
        assert_eq!(one.buttons.len(), 1);
        let next = &one.buttons[0].id;
        assert!(
            matches!(next, ButtonId::History { viewer, variant: None, page: 2, .. } if *viewer == me.user.id),
            "{next:?}"
        );
        let two = svc.press(&me, next).unwrap();
        assert_eq!(two.shown, Shown::ReplacePressed);
        assert_eq!(two.text.lines().filter(|l| l.starts_with("- #")).count(), 2);
        assert_eq!(two.buttons.len(), 1, "only Previous on the last page");
        assert_eq!(
            svc.history(&me, None, None, Some(3)),
            Err(Refusal::NoSuchPage(3).into())
        );
        // A stranger pressing the buttons is refused, privately, and nothing changes.
        assert_eq!(
            svc.press(&caller("l00", "rome"), next),
            Err(Refusal::NotYourButtons.into())
        );
        assert!(Refusal::NotYourButtons.reply(Lang::En).is_private());
    }
}

both_services! {
    fn rating_shows_rank_last_change_and_best_win_and_history_the_head_to_head(svc) {
        win(&svc, "alice", "bob", "rome");
        win(&svc, "bob", "alice", "rome");
        let reply = svc
            .rating(&caller("bob", "rome"), Some(&user("alice")))
            .unwrap();
        let text = &reply.text;
        assert!(text.starts_with("**Ratings of alice**"), "{text}");
        assert!(text.contains("Latrunculi"), "{text}");
        assert!(
            text.contains('?') && text.contains("provisional, not ranked yet"),
            "{text}"
        );
        assert!(text.contains("games: 2 (1W 0D 1L)"), "{text}");
        assert!(text.contains("last game -"), "{text}");
        assert!(text.contains("best win: bob (1500), #1"), "{text}");
        let history = svc
            .history(&caller("bob", "rome"), Some(&user("alice")), None, None)
            .unwrap();
        assert!(
            history
                .text
                .contains("You against alice: 1 win, 0 draws, 1 loss."),
            "{}",
            history.text
        );
        assert!(
            history.text.contains("won against bob, by resignation"),
            "{}",
            history.text
        );
        assert!(history.text.contains("1500? → "), "{}", history.text);
    }
}

both_services! {
    fn a_replay_has_the_start_and_one_frame_per_action(svc) {
        let id = start(&svc, "alice", "bob", "rome", true);
        play_moves(&svc, id, 9, "rome");
        let actions = svc
            .store()
            .actions(id)
            .unwrap()
            .iter()
            .filter(|a| a.kind.is_replayed())
            .count();
        assert_eq!(actions, 9);
        let reply = svc
            .replay(&caller("carol", "rome"), Some(id), Some(TEN_MIB))
            .unwrap();
        assert_eq!(reply.text, format!("Replay of game #{id} (9 actions)."));
        let file = reply.file.expect("a GIF");
        assert_eq!(file.name, format!("game-{id}.gif"));
        let mut decoder = gif::DecodeOptions::new()
            .read_info(file.bytes.as_slice())
            .unwrap();
        let mut frames = 0;
        while decoder.read_next_frame().unwrap().is_some() {
            frames += 1;
        }
        assert_eq!(frames, actions + 1);
        // Under the limit, the GIF is the one with no limit at all.
        let unlimited = svc
            .replay(&caller("carol", "rome"), Some(id), None)
            .unwrap();
        assert!(unlimited.file.unwrap().bytes == file.bytes);
        // Someone in another channel who does not play in it may not look.
        let elsewhere = Caller {
            channel: "other".into(),
            ..caller("carol", "rome")
        };
        assert_eq!(
            svc.replay(&elsewhere, Some(id), None),
            Err(Refusal::NotInThisChannel(id).into())
        );
    }
}

const TEN_MIB: u64 = 10 * 1024 * 1024;

/// A XII Scripta game between alice and bob played to its end with seeded random moves (the
/// service rolls the dice); returns its id and number of actions.
fn long_duodecim(svc: &Service) -> (GameId, usize) {
    use rand::{Rng, SeedableRng};
    let id = challenged(svc.challenge(
        &caller("alice", "rome"),
        Challenged::Player(&user("bob")),
        Variant::Duodecim,
        ChallengeOptions {
            first: First::Me,
            rated: false,
            ..ChallengeOptions::default()
        },
    ));
    svc.accept(&caller("bob", "rome"), Some(id)).unwrap();
    let mut rng = rand::rngs::SmallRng::seed_from_u64(3);
    loop {
        let (record, game) = svc.store().load(id).unwrap().unwrap();
        let ToAct::Side(side) = game.to_act() else {
            break;
        };
        let moves = game.legal_move_texts();
        let pick = moves[rng.random_range(0..moves.len())].clone();
        let mover = record.player(side).name.clone();
        svc.play(&caller(&mover, "rome"), &pick, Some(id)).unwrap();
    }
    let actions = svc
        .store()
        .actions(id)
        .unwrap()
        .iter()
        .filter(|a| a.kind.is_replayed())
        .count();
    (id, actions)
}

/// The frames of a GIF as the screen shows them (each composed over the previous).
fn gif_frames(bytes: &[u8]) -> Vec<Vec<u8>> {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(bytes).unwrap();
    let w = decoder.width() as usize;
    let mut screen = vec![0u8; w * decoder.height() as usize];
    let mut frames = Vec::new();
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        for y in 0..frame.height as usize {
            for x in 0..frame.width as usize {
                let px = frame.buffer[y * frame.width as usize + x];
                if frame.transparent != Some(px) {
                    screen[(frame.top as usize + y) * w + frame.left as usize + x] = px;
                }
            }
        }
        frames.push(screen.clone());
    }
    frames
}

both_services! {
    fn a_long_replay_over_the_upload_limit_shows_fewer_frames_and_says_so(svc) {
        let (id, actions) = long_duodecim(&svc);
        assert!(actions > 300, "{actions} actions");
        let whole = svc
            .replay(&caller("carol", "rome"), Some(id), None)
            .unwrap();
        let whole_gif = whole.file.unwrap().bytes;
        assert_eq!(gif_frames(&whole_gif).len(), actions + 1);
        // A limit of a quarter of the whole GIF.
        let limit = whole_gif.len() as u64 / 4;
        let reply = svc
            .replay(&caller("carol", "rome"), Some(id), Some(limit))
            .unwrap();
        let gif = reply.file.unwrap().bytes;
        eprintln!(
            "{actions} actions: {} bytes whole, {} bytes under a {limit}-byte limit",
            whole_gif.len(),
            gif.len()
        );
        assert!((gif.len() as u64) <= limit);
        let frames = gif_frames(&gif);
        assert!(frames.len() < actions / 2, "{} frames", frames.len());
        // The start and the final position are both there.
        let whole_frames = gif_frames(&whole_gif);
        assert!(frames[0] == whole_frames[0]);
        assert!(frames.last() == whole_frames.last());
        let (first, second) = reply.text.split_once('\n').expect("two lines");
        assert_eq!(first, format!("Replay of game #{id} ({actions} actions)."));
        let mib = format!("{:.1}", limit as f64 / (1024.0 * 1024.0));
        let mib = mib.trim_end_matches('0').trim_end_matches('.');
        assert_eq!(
            second,
            format!(
                "Shown: {} of {actions} actions, to fit Discord's {mib} MiB upload limit.",
                frames.len() - 1
            )
        );
        // In French too.
        let french = Caller {
            lang: Lang::Fr,
            ..caller("carol", "rome")
        };
        let reply = svc.replay(&french, Some(id), Some(limit)).unwrap();
        // Its pictures have French words, so a few more or fewer frames may fit.
        let shown = gif_frames(&reply.file.as_ref().unwrap().bytes).len() - 1;
        assert!(
            reply.text.contains(&format!(
                "Affichées : {shown} actions sur {actions}, pour tenir dans la limite d'envoi de {} Mio",
                mib.replace('.', ",")
            )),
            "{}",
            reply.text
        );
    }
}

#[test]
fn upload_limits_read_in_mebibytes() {
    assert_eq!(mebibytes(TEN_MIB, Lang::En), "10");
    assert_eq!(mebibytes(TEN_MIB / 4, Lang::En), "2.5");
    assert_eq!(mebibytes(TEN_MIB / 4, Lang::Fr), "2,5");
    assert_eq!(mebibytes(300 * 1024, Lang::En), "0.3");
}

both_services! {
    fn an_export_replays_to_the_same_position(svc) {
        let id = start(&svc, "alice", "bob", "rome", true);
        play_moves(&svc, id, 14, "rome");
        svc.resign(&caller("bob", "rome"), Some(id)).unwrap();
        let reply = svc.export(&caller("alice", "rome"), Some(id)).unwrap();
        let text = String::from_utf8(reply.file.unwrap().bytes).unwrap();
        assert!(text.starts_with("# tabula latrunculi-piso\n"), "{text}");
        assert!(text.contains("# bob resigned"), "{text}");
        let (variant, actions) = parse_export(&text).unwrap();
        assert_eq!(variant, Variant::LatrunculiPiso);
        assert_eq!(actions.len(), 14);
        let replayed = AnyGame::replay(variant, actions.iter().map(String::as_str)).unwrap();
        let (_, stored) = svc.store().load(id).unwrap().unwrap();
        assert_eq!(
            serde_json::to_string(&replayed).unwrap(),
            serde_json::to_string(&stored).unwrap()
        );
        assert!(parse_export("d4\n").is_err());
        assert!(parse_export("# tabula no-such-game\n").is_err());
    }
}
