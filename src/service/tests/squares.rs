//! `/board square:`: where a piece can go, privately, and the autocomplete of squares.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::{both_services, challenged, dump, en, fr, refused, user};
use crate::games::{AnyGame, ToAct, Variant};
use crate::i18n::Lang;
use crate::render::{render_png_dotted, RenderInfo};
use crate::service::challenge::{ChallengeOptions, Challenged};
use crate::service::replies::Refusal;
use crate::service::{First, GameId, Service};
use crate::store::Status;

/// A started game of `variant` between alice (first) and bob.
fn start_variant(svc: &Service, variant: Variant) -> GameId {
    let id = challenged(svc.challenge(
        &en("alice"),
        Challenged::Player(&user("bob")),
        variant,
        ChallengeOptions {
            first: First::Me,
            ..ChallengeOptions::default()
        },
    ));
    svc.accept(&en("bob"), Some(id)).unwrap();
    id
}

/// Plays seeded random legal moves through the service until `wanted` holds for the position
/// (a player to act); returns the position and the name of the player to act.
fn play_until(
    svc: &Service,
    id: GameId,
    seed: u64,
    wanted: impl Fn(&AnyGame) -> bool,
) -> (AnyGame, String) {
    let mut rng = SmallRng::seed_from_u64(seed);
    for _ in 0..2000 {
        let (record, game) = svc.store().load(id).unwrap().unwrap();
        assert_eq!(record.status, Status::Active, "the game ended first");
        let ToAct::Side(side) = game.to_act() else {
            panic!("an active game with nobody to act")
        };
        let mover = record.player(side).name.clone();
        if wanted(&game) {
            return (game, mover);
        }
        let legal = game.legal_move_texts();
        let pick = &legal[rng.random_range(0..legal.len())];
        svc.play(&en(&mover), pick, Some(id)).unwrap();
    }
    panic!("no such position in 2000 moves")
}

/// The legal moves of `game` whose route starts at `from`, and the set of their landing spots,
/// read from the move texts themselves (the last part of the text, after the die in XII
/// Scripta): what the reply must list and dot.
fn expected(game: &AnyGame, from: &str) -> (Vec<String>, Vec<String>) {
    let moves = game.moves_from(from);
    let texts: Vec<String> = moves.iter().map(|(t, _)| t.clone()).collect();
    let mut dots: Vec<String> = moves.iter().map(|(_, r)| r.to.clone()).collect();
    dots.sort();
    dots.dedup();
    (texts, dots)
}

/// Asks for `square` and checks the reply: private, the moves from there in the text, and the
/// picture with exactly `dots` dotted.
fn check_square(
    svc: &Service,
    id: GameId,
    mover: &str,
    square: &str,
    texts: &[String],
    dots: &[String],
) {
    let reply = svc.board_square(&en(mover), Some(id), square).unwrap();
    assert!(reply.is_private(), "a private answer");
    assert!(reply.mentions.is_empty());
    assert!(!texts.is_empty());
    let listed = texts
        .iter()
        .map(|t| format!("`{t}`"))
        .collect::<Vec<_>>()
        .join(", ");
    assert!(
        reply.text.ends_with(&listed),
        "{} lists {listed}",
        reply.text
    );
    let (record, game) = svc.store().load(id).unwrap().unwrap();
    let info = RenderInfo {
        names: [&record.players[0].name, &record.players[1].name],
        lang: Lang::En,
        resigned: None,
        extra: crate::render::StatusExtra::None,
    };
    assert_eq!(
        reply.png.as_deref(),
        Some(&render_png_dotted(&game, &info, dots)[..]),
        "the picture dots exactly {dots:?}"
    );
    assert!(reply.png.unwrap().len() <= 40 * 1024);
}

both_services! {
    fn piso_shows_the_steps_of_a_piece(svc) {
        let id = start_variant(&svc, Variant::LatrunculiPiso);
        let (game, mover) = play_until(&svc, id, 1, |g| !g.routes().is_empty());
        let from = game.routes()[0].1.from.clone();
        let (texts, dots) = expected(&game, &from);
        // Independently of routes: the legal moves that start with the square and a dash.
        let legal: Vec<String> = game
            .legal_move_texts()
            .into_iter()
            .filter(|m| m.starts_with(&format!("{from}-")))
            .collect();
        assert_eq!(texts, legal);
        for (text, dot) in texts.iter().zip(&dots) {
            assert!(text.ends_with(dot.as_str()));
        }
        check_square(&svc, id, &mover, &from.to_uppercase(), &texts, &dots);
        // The autocomplete offers that square, and nothing to the player who waits.
        assert!(svc
            .suggest_squares(&en(&mover), "", Some(id))
            .contains(&from));
        let waiter = if mover == "alice" { "bob" } else { "alice" };
        assert!(svc.suggest_squares(&en(waiter), "", Some(id)).is_empty());
    }
}

both_services! {
    fn seneca_dots_the_end_of_a_jump_chain(svc) {
        let id = start_variant(&svc, Variant::LatrunculiSeneca);
        let chain = |g: &AnyGame| {
            g.legal_move_texts()
                .iter()
                .any(|m| m.split('-').count() >= 3)
        };
        let (game, mover) = play_until(&svc, id, 2, chain);
        let jump = game
            .legal_move_texts()
            .into_iter()
            .find(|m| m.split('-').count() >= 3)
            .unwrap();
        let from = jump.split('-').next().unwrap().to_string();
        let (texts, dots) = expected(&game, &from);
        assert!(texts.contains(&jump));
        let landing = jump.rsplit('-').next().unwrap().to_string();
        assert!(dots.contains(&landing), "the chain's last square is dotted");
        let middle = jump.split('-').nth(1).unwrap().to_string();
        let one_step = texts.iter().any(|t| t.ends_with(&format!("-{middle}")));
        assert_eq!(
            dots.contains(&middle),
            one_step,
            "a square passed over is not a landing"
        );
        check_square(&svc, id, &mover, &from, &texts, &dots);
    }
}

both_services! {
    fn bastonus_dots_where_a_pushing_or_marching_piece_goes(svc) {
        let id = start_variant(&svc, Variant::Bastonus);
        let lines = |g: &AnyGame| {
            g.legal_move_texts()
                .iter()
                .any(|m| m.contains('>') || m.contains(':'))
        };
        let (game, mover) = play_until(&svc, id, 3, lines);
        let from = game
            .legal_move_texts()
            .into_iter()
            .find(|m| m.contains('>') || m.contains(':'))
            .unwrap()[..2]
            .to_string();
        let (texts, dots) = expected(&game, &from);
        let legal: Vec<String> = game
            .legal_move_texts()
            .into_iter()
            .filter(|m| m.starts_with(&from))
            .collect();
        assert_eq!(texts, legal, "every move of a piece starts with its square");
        let sq = crate::games::Square::parse(&from, 8, 8).unwrap();
        for dot in &dots {
            let to = crate::games::Square::parse(dot, 8, 8).unwrap();
            let (df, dr) = (
                (i32::from(to.file) - i32::from(sq.file)).abs(),
                (i32::from(to.rank) - i32::from(sq.rank)).abs(),
            );
            assert!(df.max(dr) >= 1 && df.max(dr) <= 2, "{from} reaches {dot}");
        }
        check_square(&svc, id, &mover, &from, &texts, &dots);
    }
}

both_services! {
    fn xii_scripta_takes_points_and_enter(svc) {
        let id = start_variant(&svc, Variant::Duodecim);
        let entering = |g: &AnyGame| g.routes().iter().any(|(_, r)| r.from == "enter");
        let (game, mover) = play_until(&svc, id, 4, entering);
        let (texts, dots) = expected(&game, "enter");
        for (text, _) in game.moves_from("enter") {
            assert!(text.ends_with(":enter"), "{text}");
        }
        // Entering with a die of n lands on point n.
        let mut dice: Vec<String> = texts
            .iter()
            .map(|t| {
                t.trim_start_matches("bonus:")
                    .split(':')
                    .next()
                    .unwrap()
                    .to_string()
            })
            .collect();
        dice.sort();
        dice.dedup();
        assert_eq!(dots, dice);
        check_square(&svc, id, &mover, "enter", &texts, &dots);
        assert!(svc
            .suggest_squares(&en(&mover), "", Some(id))
            .contains(&"enter".to_string()));

        let on_board = |g: &AnyGame| g.routes().iter().any(|(_, r)| r.from != "enter");
        let (game, mover) = play_until(&svc, id, 5, on_board);
        let (_, route) = game
            .routes()
            .into_iter()
            .find(|(_, r)| r.from != "enter")
            .unwrap();
        let (texts, dots) = expected(&game, &route.from);
        for text in &texts {
            let after_die = text.trim_start_matches("bonus:").split_once(':').unwrap().1;
            assert!(after_die.starts_with(&format!("{}-", route.from)), "{text}");
            let to = after_die.rsplit('-').next().unwrap();
            assert!(dots.iter().any(|d| d == to));
        }
        check_square(&svc, id, &mover, &route.from, &texts, &dots);
    }
}

both_services! {
    fn strangers_empty_squares_and_waiting_players_are_refused(svc) {
        let id = start_variant(&svc, Variant::LatrunculiPiso);
        let (game, mover) = play_until(&svc, id, 1, |g| !g.routes().is_empty());
        let waiter = if mover == "alice" { "bob" } else { "alice" };
        let before = dump(&svc);
        refused(&svc, Refusal::NotYourGame(id), || {
            svc.board_square(&en("carol"), Some(id), "d4")
        });
        refused(&svc, Refusal::NotYourTurn(id), || {
            svc.board_square(&en(waiter), Some(id), "d4")
        });
        // A square with nothing of the mover's that can move: a clear private refusal.
        let stuck = (0..8u8)
            .flat_map(|f| (1..=8u8).map(move |r| format!("{}{r}", (b'a' + f) as char)))
            .find(|sq| game.moves_from(sq).is_empty())
            .unwrap();
        let reply = svc.board_square(&en(&mover), Some(id), &stuck).unwrap();
        assert!(reply.is_private() && reply.png.is_none());
        assert_eq!(
            reply.text,
            format!("Nothing of yours on `{stuck}` can move this turn in game #{id}.")
        );
        let reply = svc.board_square(&fr(&mover), Some(id), "z9").unwrap();
        assert!(reply.is_private() && reply.png.is_none());
        assert!(
            reply.text.starts_with("`z9` n'est pas une case"),
            "{}",
            reply.text
        );
        assert_eq!(dump(&svc), before, "looking changes nothing");
    }
}
