use std::sync::{Arc, Barrier};

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::*;
use crate::games::Illegal;

fn user(name: &str) -> User {
    User {
        id: format!("console:{name}"),
        name: name.to_string(),
        mention: format!("@{name}"),
    }
}

fn caller_in(name: &str, channel: &str, lang: Lang) -> Caller {
    Caller {
        user: user(name),
        channel: channel.to_string(),
        guild: Some("guild".to_string()),
        lang,
    }
}

fn en(name: &str) -> Caller {
    caller_in(name, "chan", Lang::En)
}

fn fr(name: &str) -> Caller {
    caller_in(name, "chan", Lang::Fr)
}

fn service() -> Service {
    Service::with_seed(Store::open_in_memory().unwrap(), 7)
}

/// Every row of every table, to prove a refusal changed nothing.
fn dump(svc: &Service) -> String {
    svc.store().with_conn(|c| {
        let mut out = String::new();
        for table in ["players", "games", "actions"] {
            let mut stmt = c.prepare(&format!("SELECT * FROM {table}")).unwrap();
            let columns = stmt.column_count();
            let rows = stmt
                .query_map([], |r| {
                    (0..columns)
                        .map(|i| r.get::<_, rusqlite::types::Value>(i))
                        .collect::<rusqlite::Result<Vec<_>>>()
                })
                .unwrap();
            for row in rows {
                out.push_str(&format!("{table}: {:?}\n", row.unwrap()));
            }
        }
        out
    })
}

/// Asserts `attempt` is refused with `expected` and leaves every table as it was.
fn refused(svc: &Service, expected: UserError, attempt: impl FnOnce() -> Result<Reply, UserError>) {
    let before = dump(svc);
    let result = attempt();
    assert_eq!(result, Err(expected));
    assert_eq!(dump(svc), before, "a refusal changed the store");
}

/// Alice challenges bob with alice first; returns the challenge id.
fn challenge(svc: &Service) -> GameId {
    svc.challenge(
        &en("alice"),
        &user("bob"),
        Variant::LatrunculiPiso,
        First::Me,
    )
    .unwrap();
    last_game(svc)
}

fn last_game(svc: &Service) -> GameId {
    svc.store()
        .with_conn(|c| c.query_row("SELECT MAX(id) FROM games", [], |r| r.get(0)))
        .unwrap()
}

/// A started game between alice (white, to move) and bob (black).
fn start(svc: &Service) -> GameId {
    let id = challenge(svc);
    svc.accept(&en("bob"), Some(id)).unwrap();
    id
}

fn status(svc: &Service, id: GameId) -> Status {
    svc.store().record(id).unwrap().unwrap().status
}

fn history(svc: &Service, id: GameId) -> Vec<String> {
    svc.store()
        .actions(id)
        .unwrap()
        .into_iter()
        .map(|a| a.text)
        .collect()
}

// --- challenges ----------------------------------------------------------------------------------

#[test]
fn a_challenge_pings_the_opponent_with_accept_and_decline_buttons() {
    let svc = service();
    let reply = svc
        .challenge(
            &en("alice"),
            &user("bob"),
            Variant::LatrunculiPiso,
            First::Me,
        )
        .unwrap();
    let id = last_game(&svc);
    assert_eq!(
        reply.text,
        format!(
            "Game #{id}: @bob, @alice challenges you to a game of Latrunculi (Piso). \
             @alice would play white, you black. Rated game."
        )
    );
    assert!(!reply.ephemeral);
    assert_eq!(reply.mentions, ["console:bob"]);
    let ids: Vec<_> = reply.buttons.iter().map(|b| b.id.as_str()).collect();
    assert_eq!(
        ids,
        [
            format!("tabula:accept:{id}").as_str(),
            format!("tabula:decline:{id}").as_str()
        ]
    );
    assert_eq!(reply.buttons[0].style, ButtonStyle::Success);
    assert_eq!(reply.buttons[0].label, "Accept");
    assert_eq!(reply.buttons[1].label, "Decline");
    let record = svc.store().record(id).unwrap().unwrap();
    assert_eq!(record.status, Status::Challenge);
    assert_eq!(record.players[0].name, "alice");
    assert_eq!(record.channel, "chan");
}

#[test]
fn a_challenge_in_french_reads_naturally() {
    let svc = service();
    let reply = svc
        .challenge(
            &fr("alice"),
            &user("bob"),
            Variant::LatrunculiPiso,
            First::Them,
        )
        .unwrap();
    let id = last_game(&svc);
    assert_eq!(
        reply.text,
        format!(
            "Partie #{id} : @bob, @alice vous défie à une partie de Latrunculi \
             (variante de Pison). @alice aurait les noirs, vous les blancs. Partie classée."
        )
    );
    assert_eq!(reply.buttons[0].label, "Accepter");
    assert_eq!(reply.buttons[1].label, "Refuser");
    // bob plays first.
    let record = svc.store().record(id).unwrap().unwrap();
    assert_eq!(record.players[0].name, "bob");
    assert_eq!(record.challenger().name, "alice");
}

#[test]
fn random_first_player_draws_both_ways_and_says_so() {
    let mut firsts = std::collections::BTreeSet::new();
    for seed in 0..16 {
        let svc = Service::with_seed(Store::open_in_memory().unwrap(), seed);
        let reply = svc
            .challenge(
                &en("alice"),
                &user("bob"),
                Variant::LatrunculiPiso,
                First::Random,
            )
            .unwrap();
        assert!(
            reply.text.ends_with("Sides were drawn by lot. Rated game."),
            "{}",
            reply.text
        );
        let record = svc.store().record(last_game(&svc)).unwrap().unwrap();
        firsts.insert(record.players[0].name.clone());
    }
    assert_eq!(
        firsts.len(),
        2,
        "alice and bob both drew white at least once"
    );
}

#[test]
fn nobody_challenges_themselves() {
    let svc = service();
    refused(&svc, UserError::ChallengeYourself, || {
        svc.challenge(
            &en("alice"),
            &user("alice"),
            Variant::LatrunculiPiso,
            First::Me,
        )
    });
    assert_eq!(dump(&svc), "");
}

#[test]
fn a_second_open_challenge_between_the_same_pair_is_refused_anywhere_either_way() {
    let svc = service();
    let id = challenge(&svc);
    refused(&svc, UserError::ChallengeExists(id), || {
        svc.challenge(
            &en("alice"),
            &user("bob"),
            Variant::LatrunculiPiso,
            First::Them,
        )
    });
    refused(&svc, UserError::ChallengeExists(id), || {
        svc.challenge(
            &caller_in("bob", "other", Lang::En),
            &user("alice"),
            Variant::LatrunculiPiso,
            First::Me,
        )
    });
    // Another opponent is fine, and so is the same pair once the challenge is answered.
    svc.challenge(
        &en("alice"),
        &user("carol"),
        Variant::LatrunculiPiso,
        First::Me,
    )
    .unwrap();
    svc.accept(&en("bob"), Some(id)).unwrap();
    svc.challenge(
        &en("bob"),
        &user("alice"),
        Variant::LatrunculiPiso,
        First::Me,
    )
    .unwrap();
}

#[test]
fn a_stranger_pressing_accept_or_decline_is_refused_and_nothing_changes() {
    let svc = service();
    let id = challenge(&svc);
    let carol = en("carol");
    refused(&svc, UserError::NotYourChallenge(id), || {
        svc.press(&carol, &format!("tabula:accept:{id}"))
    });
    refused(&svc, UserError::NotYourChallenge(id), || {
        svc.press(&carol, &format!("tabula:decline:{id}"))
    });
    refused(&svc, UserError::NotYourChallenge(id), || {
        svc.cancel(&carol, Some(id))
    });
    // A stranger who is known to the store (has played before) is refused as well.
    svc.challenge(
        &en("carol"),
        &user("dave"),
        Variant::LatrunculiPiso,
        First::Me,
    )
    .unwrap();
    refused(&svc, UserError::NotYourChallenge(id), || {
        svc.accept(&carol, Some(id))
    });
    let reply = UserError::NotYourChallenge(id).reply(Lang::Fr);
    assert!(reply.ephemeral);
    assert_eq!(
        reply.text,
        format!("Ce défi (#{id}) ne vous est pas adressé.")
    );
    assert_eq!(status(&svc, id), Status::Challenge);
}

#[test]
fn the_challenger_cannot_accept_their_own_challenge() {
    let svc = service();
    let id = challenge(&svc);
    refused(&svc, UserError::OwnChallenge(id), || {
        svc.press(&en("alice"), &format!("tabula:accept:{id}"))
    });
    refused(&svc, UserError::NoChallengeHere, || {
        svc.accept(&en("alice"), None)
    });
}

#[test]
fn the_challenged_player_accepts_and_the_game_starts_with_the_board() {
    let svc = service();
    let id = challenge(&svc);
    let reply = svc
        .press(&en("bob"), &format!("tabula:accept:{id}"))
        .unwrap();
    assert_eq!(
        reply.text,
        format!(
            "@bob accepted: game #{id} of Latrunculi (Piso) begins. @alice plays white, \
             @bob plays black.\n@alice, your turn (white)."
        )
    );
    assert!(reply.png.is_some());
    assert!(!reply.ephemeral);
    assert_eq!(reply.mentions, ["console:alice"]);
    let record = svc.store().record(id).unwrap().unwrap();
    assert_eq!(record.status, Status::Active);
    assert_eq!(record.to_act, ToAct::Side(Side::First));
    // Accepting again: the challenge is closed.
    refused(&svc, UserError::ChallengeClosed(id), || {
        svc.accept(&en("bob"), Some(id))
    });
}

#[test]
fn accepting_without_an_id_takes_the_only_challenge_here() {
    let svc = service();
    let id = challenge(&svc);
    refused(&svc, UserError::NoChallengeHere, || {
        svc.accept(&caller_in("bob", "other", Lang::En), None)
    });
    let reply = svc.accept(&fr("bob"), None).unwrap();
    assert!(reply.text.starts_with(&format!(
        "@bob accepte : la partie #{id} de Latrunculi (variante de Pison) commence."
    )));
    assert!(reply.text.ends_with("@alice, à vous de jouer (blancs)."));
    assert_eq!(status(&svc, id), Status::Active);
}

#[test]
fn several_challenges_without_an_id_are_listed() {
    let svc = service();
    let a = challenge(&svc);
    svc.challenge(
        &en("carol"),
        &user("bob"),
        Variant::LatrunculiPiso,
        First::Me,
    )
    .unwrap();
    let c = last_game(&svc);
    refused(&svc, UserError::SeveralGames(vec![a, c]), || {
        svc.accept(&en("bob"), None)
    });
    assert_eq!(
        UserError::SeveralGames(vec![a, c]).reply(Lang::En).text,
        format!("You have several games here: `game:#{a}`, `game:#{c}`. Say which one.")
    );
}

#[test]
fn the_challenged_player_declines() {
    let svc = service();
    let id = challenge(&svc);
    let reply = svc
        .press(&en("bob"), &format!("tabula:decline:{id}"))
        .unwrap();
    assert_eq!(
        reply.text,
        format!("@bob declined the challenge from @alice (#{id}).")
    );
    assert_eq!(reply.mentions, ["console:alice"]);
    assert_eq!(status(&svc, id), Status::Declined);
    refused(&svc, UserError::ChallengeClosed(id), || {
        svc.accept(&en("bob"), Some(id))
    });
    refused(&svc, UserError::ChallengeClosed(id), || {
        svc.play(&en("alice"), "d4", Some(id))
    });
    refused(&svc, UserError::ChallengeClosed(id), || {
        svc.resign(&en("bob"), Some(id))
    });
}

#[test]
fn the_challenger_pressing_decline_or_cancelling_withdraws() {
    let svc = service();
    let id = challenge(&svc);
    let reply = svc
        .press(&en("alice"), &format!("tabula:decline:{id}"))
        .unwrap();
    assert_eq!(
        reply.text,
        format!("@alice withdrew the challenge to @bob (#{id}).")
    );
    assert!(reply.mentions.is_empty());
    assert_eq!(status(&svc, id), Status::Cancelled);

    let svc = service();
    let id = challenge(&svc);
    refused(&svc, UserError::NoChallengeHere, || {
        svc.cancel(&en("bob"), None)
    });
    let reply = svc.cancel(&fr("alice"), None).unwrap();
    assert_eq!(
        reply.text,
        format!("@alice a retiré son défi à @bob (#{id}).")
    );
    assert_eq!(status(&svc, id), Status::Cancelled);
    refused(&svc, UserError::ChallengeClosed(id), || {
        svc.cancel(&en("alice"), Some(id))
    });
}

#[test]
fn unknown_or_malformed_buttons_are_refused_without_panicking() {
    let svc = service();
    let id = challenge(&svc);
    for button in [
        "",
        "tabula",
        "tabula:",
        "tabula:accept",
        "tabula:accept:",
        "tabula:accept:abc",
        "tabula:accept:-1",
        "tabula:accept:0",
        "tabula:accept:1:2",
        "tabula:accept:99999999999999999999999",
        "tabula:resign:1",
        "other:accept:1",
        "TABULA:accept:1",
        "tabula:accept: 1",
    ] {
        refused(&svc, UserError::BadButton, || svc.press(&en("bob"), button));
    }
    refused(&svc, UserError::NoSuchGame(id + 1), || {
        svc.press(&en("bob"), &format!("tabula:accept:{}", id + 1))
    });
    assert_eq!(
        UserError::BadButton.reply(Lang::En).text,
        "This button is not recognised; it may come from an older version of the bot."
    );
}

// --- moves ---------------------------------------------------------------------------------------

#[test]
fn a_move_is_announced_and_pings_the_player_to_act() {
    let svc = service();
    let id = start(&svc);
    let reply = svc.play(&en("alice"), "D4", None).unwrap();
    assert_eq!(reply.text, "@alice played `d4`.\n@bob, your turn (black).");
    assert_eq!(reply.mentions, ["console:bob"]);
    assert!(reply.png.is_some());
    assert!(!reply.ephemeral);
    let reply = svc.play(&fr("bob"), "e5", Some(id)).unwrap();
    assert_eq!(
        reply.text,
        "@bob a joué `e5`.\n@alice, à vous de jouer (blancs)."
    );
    assert_eq!(reply.mentions, ["console:alice"]);
    assert_eq!(history(&svc, id), ["d4", "e5"]);
    let actions = svc.store().actions(id).unwrap();
    assert!(actions.iter().all(|a| a.kind == ActionKind::Move));
    let record = svc.store().record(id).unwrap().unwrap();
    assert_eq!(actions[0].actor, Some(record.players[0].id));
    assert_eq!(actions[1].actor, Some(record.players[1].id));
}

#[test]
fn a_move_out_of_turn_is_refused() {
    let svc = service();
    let id = start(&svc);
    refused(&svc, UserError::NotYourTurn(id), || {
        svc.play(&en("bob"), "d4", None)
    });
    svc.play(&en("alice"), "d4", None).unwrap();
    refused(&svc, UserError::NotYourTurn(id), || {
        svc.play(&en("alice"), "d5", Some(id))
    });
    assert_eq!(
        UserError::NotYourTurn(id).reply(Lang::Fr).text,
        format!("Ce n'est pas à vous de jouer dans la partie #{id}.")
    );
}

#[test]
fn a_non_player_cannot_move() {
    let svc = service();
    let id = start(&svc);
    refused(&svc, UserError::NotYourGame(id), || {
        svc.play(&en("carol"), "d4", Some(id))
    });
    refused(&svc, UserError::NoGameHere, || {
        svc.play(&en("carol"), "d4", None)
    });
    refused(&svc, UserError::NoSuchGame(id + 7), || {
        svc.play(&en("alice"), "d4", Some(id + 7))
    });
    assert_eq!(
        UserError::NotYourGame(id).reply(Lang::En).text,
        format!("You are not playing in game #{id}.")
    );
}

#[test]
fn no_move_before_the_challenge_is_accepted() {
    let svc = service();
    let id = challenge(&svc);
    refused(&svc, UserError::NotStarted(id), || {
        svc.play(&en("alice"), "d4", Some(id))
    });
    refused(&svc, UserError::NoGameHere, || {
        svc.play(&en("alice"), "d4", None)
    });
}

#[test]
fn malformed_and_illegal_moves_are_refused_with_the_localised_reason() {
    let svc = service();
    let id = start(&svc);
    svc.play(&en("alice"), "a1", None).unwrap();
    let cases: [(&str, MoveError, &str, &str); 5] = [
        (
            "a1",
            Illegal::Occupied.into(),
            "That square is occupied.",
            "Cette case est occupée.",
        ),
        (
            "b2-b3",
            Illegal::PlacementPhase.into(),
            "Pieces are still being placed: name an empty square, like `d4`.",
            "Les pions sont encore en cours de placement : indiquez une case libre, par exemple `d4`.",
        ),
        (
            "dd",
            ParseError::NotASquare("dd".into()).into(),
            "`dd` is not a square: write a letter then a number, like `d4`.",
            "`dd` n'est pas une case : écrivez une lettre puis un chiffre, par exemple `d4`.",
        ),
        (
            "I1",
            ParseError::OffBoard("i1".into()).into(),
            "`i1` is off the board.",
            "`i1` est hors du plateau.",
        ),
        (
            "  ",
            ParseError::Empty.into(),
            "Write a move: the legal moves are suggested as you type (in the console, `legal` lists them).",
            "Écrivez un coup : les coups légaux sont proposés pendant la saisie (dans la console, `legal` les liste).",
        ),
    ];
    for (text, error, english, french) in cases {
        let expected = UserError::BadMove(error);
        refused(&svc, expected.clone(), || svc.play(&en("bob"), text, None));
        refused(&svc, expected.clone(), || {
            svc.play(&fr("bob"), text, Some(id))
        });
        let reply = expected.reply(Lang::En);
        assert!(reply.ephemeral);
        assert_eq!(reply.text, english);
        assert_eq!(expected.reply(Lang::Fr).text, french);
    }
    assert_eq!(history(&svc, id), ["a1"]);
}

#[test]
fn a_long_or_odd_move_text_is_quoted_back_short_and_harmless() {
    let svc = service();
    start(&svc);
    let text = format!("`{}", "x".repeat(3000));
    let err = svc.play(&en("alice"), &text, None).unwrap_err();
    let reply = err.reply(Lang::En);
    assert!(reply.text.chars().count() < 120, "{}", reply.text);
    // The user's backtick is neutralised: only the quote and the example's remain.
    assert!(reply.text.starts_with("`'xxx"), "{}", reply.text);
    assert_eq!(reply.text.matches('`').count(), 4, "{}", reply.text);
    assert!(svc.play(&en("alice"), "a1-b1-c1", None).is_err());
    assert!(svc.play(&en("alice"), "\u{0}\u{7f}é", None).is_err());
}

#[test]
fn with_several_games_here_a_move_goes_to_the_one_where_it_is_the_callers_turn() {
    let svc = service();
    let with_bob = start(&svc);
    svc.challenge(
        &en("carol"),
        &user("alice"),
        Variant::LatrunculiPiso,
        First::Me,
    )
    .unwrap();
    let with_carol = last_game(&svc);
    svc.accept(&en("alice"), Some(with_carol)).unwrap();
    // Alice's turn against bob only (carol plays white in the other game).
    svc.play(&en("alice"), "d4", None).unwrap();
    assert_eq!(history(&svc, with_bob), ["d4"]);
    // Now it is nobody's... alice waits in both: refused, listing both.
    refused(
        &svc,
        UserError::SeveralGames(vec![with_bob, with_carol]),
        || svc.play(&en("alice"), "d5", None),
    );
    svc.play(&en("carol"), "a1", None).unwrap();
    svc.play(&en("bob"), "e5", None).unwrap();
    // Alice's turn in both: still ambiguous.
    refused(
        &svc,
        UserError::SeveralGames(vec![with_bob, with_carol]),
        || svc.play(&en("alice"), "d5", None),
    );
    svc.play(&en("alice"), "h8", Some(with_carol)).unwrap();
    svc.play(&en("alice"), "d5", None).unwrap();
    assert_eq!(history(&svc, with_bob), ["d4", "e5", "d5"]);
    // Looking or resigning needs an id when there are several.
    refused(
        &svc,
        UserError::SeveralGames(vec![with_bob, with_carol]),
        || svc.board(&en("alice"), None),
    );
    refused(
        &svc,
        UserError::SeveralGames(vec![with_bob, with_carol]),
        || svc.resign(&en("alice"), None),
    );
    // Games in another channel do not count here.
    refused(&svc, UserError::NoGameHere, || {
        svc.play(&caller_in("alice", "other", Lang::En), "d6", None)
    });
}

// --- resigning -----------------------------------------------------------------------------------

#[test]
fn resigning_gives_the_game_to_the_opponent() {
    let svc = service();
    let id = start(&svc);
    svc.play(&en("alice"), "d4", None).unwrap();
    refused(&svc, UserError::NotYourGame(id), || {
        svc.resign(&en("carol"), Some(id))
    });
    refused(&svc, UserError::NoGameHere, || {
        svc.resign(&en("carol"), None)
    });
    // Resigning does not need to be your turn.
    let reply = svc.resign(&en("alice"), None).unwrap();
    assert_eq!(
        reply.text,
        format!(
            "@alice resigned game #{id}: @bob (black) wins.\nCaptures: alice 0, bob 0.\n\
             Ratings: alice 1500? → 1258? (-242) · bob 1500? → 1742? (+242)."
        )
    );
    assert_eq!(reply.mentions, ["console:alice", "console:bob"]);
    assert!(reply.png.is_some());
    // The board says who resigned, not whose turn it would have been.
    let board = reply.board_text.clone().unwrap();
    assert!(board.ends_with("\nWhite resigned — bob wins\n"), "{board}");
    assert!(!board.contains("to play"), "{board}");
    let later = svc.board(&en("carol"), Some(id)).unwrap();
    assert_eq!(later.board_text, Some(board));
    assert_eq!(later.png, reply.png);
    let record = svc.store().record(id).unwrap().unwrap();
    assert_eq!(record.status, Status::Finished);
    assert_eq!(
        record.ending,
        Some(Ending {
            winner: Some(Side::Second),
            cause: EndCause::Resignation
        })
    );
    let last = svc.store().actions(id).unwrap().pop().unwrap();
    assert_eq!(
        (last.kind, last.text.as_str()),
        (ActionKind::Resign, "resign")
    );
    assert_eq!(last.actor, Some(record.players[0].id));
    refused(&svc, UserError::GameOver(id), || {
        svc.play(&en("bob"), "e5", Some(id))
    });
    refused(&svc, UserError::GameOver(id), || {
        svc.resign(&en("bob"), Some(id))
    });
    refused(&svc, UserError::NoGameHere, || {
        svc.play(&en("bob"), "e5", None)
    });
}

#[test]
fn resigning_in_french_and_before_the_start() {
    let svc = service();
    let id = challenge(&svc);
    refused(&svc, UserError::NotStarted(id), || {
        svc.resign(&en("alice"), Some(id))
    });
    svc.accept(&en("bob"), Some(id)).unwrap();
    let reply = svc.resign(&fr("bob"), Some(id)).unwrap();
    assert_eq!(
        reply.text,
        format!(
            "@bob abandonne la partie #{id} : victoire de @alice (blancs).\nPrises : alice 0, bob 0.\n\
             Classements : alice 1500? → 1742? (+242) · bob 1500? → 1258? (-242)."
        )
    );
}

// --- looking -------------------------------------------------------------------------------------

#[test]
fn anyone_in_the_channel_may_look_at_a_game_without_pinging_anyone() {
    let svc = service();
    let id = start(&svc);
    svc.play(&en("alice"), "d4", None).unwrap();
    let reply = svc.board(&en("carol"), Some(id)).unwrap();
    assert_eq!(
        reply.text,
        format!(
            "Game #{id}, Latrunculi (Piso): @alice (white) against @bob (black).\n\
             @bob to play (black)."
        )
    );
    assert!(reply.mentions.is_empty());
    assert!(reply.png.is_some());
    // From another channel only the players may look.
    refused(&svc, UserError::NotInThisChannel(id), || {
        svc.board(&caller_in("carol", "other", Lang::En), Some(id))
    });
    assert!(svc
        .board(&caller_in("bob", "other", Lang::En), Some(id))
        .is_ok());
    // Without an id: the caller's game here.
    let reply = svc.board(&fr("bob"), None).unwrap();
    assert_eq!(
        reply.text,
        format!(
            "Partie #{id}, Latrunculi (variante de Pison) : @alice (blancs) contre @bob (noirs).\n\
             Au tour de @bob (noirs)."
        )
    );
    refused(&svc, UserError::NoGameHere, || {
        svc.board(&en("carol"), None)
    });
    refused(&svc, UserError::NoSuchGame(id + 1), || {
        svc.board(&en("carol"), Some(id + 1))
    });
}

#[test]
fn the_board_of_a_challenge_or_a_finished_game_says_so() {
    let svc = service();
    let id = challenge(&svc);
    let reply = svc.board(&en("carol"), Some(id)).unwrap();
    assert!(reply
        .text
        .ends_with("\nWaiting for @bob to accept the challenge."));
    svc.decline(&en("bob"), Some(id)).unwrap();
    let reply = svc.board(&en("carol"), Some(id)).unwrap();
    assert!(reply.text.ends_with("\n@bob declined this challenge."));
    let id = start(&svc);
    svc.resign(&en("bob"), Some(id)).unwrap();
    let reply = svc.board(&en("carol"), Some(id)).unwrap();
    assert!(reply.text.ends_with(&format!(
        "\n@bob resigned game #{id}: @alice (white) wins.\nCaptures: alice 0, bob 0.\n\
         Ratings: alice 1500? → 1742? (+242) · bob 1500? → 1258? (-242)."
    )));
    assert!(reply.mentions.is_empty());
}

#[test]
fn the_games_list_shows_turns_and_challenges_both_ways() {
    let svc = service();
    let playing = start(&svc);
    svc.challenge(
        &en("alice"),
        &user("carol"),
        Variant::LatrunculiPiso,
        First::Me,
    )
    .unwrap();
    let sent = last_game(&svc);
    svc.challenge(
        &caller_in("dave", "other", Lang::En),
        &user("alice"),
        Variant::LatrunculiPiso,
        First::Me,
    )
    .unwrap();
    let received = last_game(&svc);
    let reply = svc.games(&en("alice")).unwrap();
    assert!(reply.ephemeral);
    assert!(reply.mentions.is_empty());
    assert_eq!(
        reply.text,
        format!(
            "Your games:\n\
             - `#{playing}` Latrunculi (Piso) against bob: your turn (white)\n\
             - `#{sent}` Latrunculi (Piso): your challenge to carol, waiting for an answer\n\
             - `#{received}` Latrunculi (Piso): challenge from dave, to accept or decline (another channel)"
        )
    );
    let reply = svc.games(&fr("bob")).unwrap();
    assert_eq!(
        reply.text,
        format!(
            "Vos parties :\n- `#{playing}` Latrunculi (variante de Pison) contre alice : \
             à l'adversaire de jouer (vous avez les noirs)"
        )
    );
    let reply = svc.games(&en("erin")).unwrap();
    assert_eq!(
        reply.text,
        "You have no game in progress and no open challenge."
    );
    // Finished games leave the list.
    svc.resign(&en("bob"), Some(playing)).unwrap();
    assert!(!svc
        .games(&en("bob"))
        .unwrap()
        .text
        .contains(&format!("#{playing}")));
}

// --- autocomplete --------------------------------------------------------------------------------

#[test]
fn move_suggestions_are_the_callers_legal_moves_by_prefix() {
    let svc = service();
    let id = start(&svc);
    let d: Vec<String> = (1..=8).map(|r| format!("d{r}")).collect();
    assert_eq!(svc.suggest_moves(&en("alice"), "d", None), d);
    assert_eq!(svc.suggest_moves(&en("alice"), " D", Some(id)), d);
    assert_eq!(svc.suggest_moves(&en("alice"), "", None).len(), 25);
    assert_eq!(svc.suggest_moves(&en("alice"), "d4", None), ["d4"]);
    assert!(svc.suggest_moves(&en("alice"), "z", None).is_empty());
    // Not their turn, not their game, unknown game: nothing.
    assert!(svc.suggest_moves(&en("bob"), "", None).is_empty());
    assert!(svc.suggest_moves(&en("carol"), "", Some(id)).is_empty());
    assert!(svc.suggest_moves(&en("carol"), "", None).is_empty());
    assert!(svc.suggest_moves(&en("alice"), "", Some(id + 1)).is_empty());
    svc.play(&en("alice"), "d4", None).unwrap();
    let bob = svc.suggest_moves(&en("bob"), "d", None);
    assert_eq!(bob, ["d1", "d2", "d3", "d5", "d6", "d7", "d8"]);
}

#[test]
fn game_suggestions_list_the_callers_games_here() {
    let svc = service();
    let with_bob = start(&svc);
    svc.challenge(
        &en("carol"),
        &user("alice"),
        Variant::LatrunculiPiso,
        First::Me,
    )
    .unwrap();
    let with_carol = last_game(&svc);
    svc.accept(&en("alice"), Some(with_carol)).unwrap();
    assert_eq!(
        svc.suggest_games(&en("alice"), ""),
        [
            (with_bob, format!("#{with_bob} latrunculi-piso vs bob")),
            (
                with_carol,
                format!("#{with_carol} latrunculi-piso vs carol")
            ),
        ]
    );
    assert_eq!(
        svc.suggest_games(&fr("alice"), "CAR"),
        [(
            with_carol,
            format!("#{with_carol} latrunculi-piso contre carol")
        )]
    );
    assert_eq!(
        svc.suggest_games(&en("alice"), &format!("#{with_bob}"))
            .into_iter()
            .map(|(id, _)| id)
            .collect::<Vec<_>>(),
        [with_bob]
    );
    assert!(svc.suggest_games(&en("dave"), "").is_empty());
    assert!(svc
        .suggest_games(&caller_in("alice", "other", Lang::En), "")
        .is_empty());
}

// --- races, restarts and damage -----------------------------------------------------------------

#[test]
fn a_move_that_loses_a_race_is_a_conflict_and_writes_nothing() {
    let svc = Arc::new(service());
    let id = start(&svc);
    // Between alice reading the game and writing her move, another d4 lands (as if from a
    // second process on the same database).
    let store_side = Arc::clone(&svc);
    *svc.before_write.lock().unwrap() = Some(Arc::new(move || {
        let (record, mut game) = store_side.store().load(id).unwrap().unwrap();
        let text = game.play_text("a1").unwrap();
        store_side
            .store()
            .apply(
                id,
                record.version,
                &Change {
                    status: Status::Active,
                    state: &game,
                    ending: None,
                    actions: &[NewAction {
                        actor: Some(record.players[0].id),
                        kind: ActionKind::Move,
                        text,
                    }],
                    touch: None,
                },
            )
            .unwrap();
    }));
    let err = svc.play(&en("alice"), "d4", None).unwrap_err();
    assert_eq!(err, UserError::Conflict);
    assert_eq!(history(&svc, id), ["a1"]);
    assert_eq!(
        err.reply(Lang::En).text,
        "The board changed in the meantime: look at it again, then retry."
    );
    assert_eq!(
        err.reply(Lang::Fr).text,
        "Le plateau a changé entre-temps : regardez-le à nouveau, puis réessayez."
    );
}

/// Two threads send two different moves for the player to act at the same moment; returns
/// the refusal of the one that lost. Exactly one move must land.
fn race_one_round(svc: &Arc<Service>, id: GameId, round: usize) -> UserError {
    let before = history(svc, id).len();
    let (record, game) = svc.store().load(id).unwrap().unwrap();
    let ToAct::Side(side) = game.to_act() else {
        unreachable!()
    };
    let mover = record.player(side).name.clone();
    let moves = svc.suggest_moves(&en(&mover), "", None);
    let barrier = Arc::new(Barrier::new(2));
    let handles: Vec<_> = moves[..2]
        .iter()
        .cloned()
        .map(|mv| {
            let svc = Arc::clone(svc);
            let barrier = Arc::clone(&barrier);
            let mover = mover.clone();
            std::thread::spawn(move || {
                barrier.wait();
                svc.play(&en(&mover), &mv, None)
            })
        })
        .collect();
    let results: Vec<_> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    assert_eq!(
        results.iter().filter(|r| r.is_ok()).count(),
        1,
        "round {round}: {results:?}"
    );
    assert_eq!(history(svc, id).len(), before + 1, "round {round}");
    results.into_iter().find_map(Result::err).unwrap()
}

#[test]
fn two_threads_moving_in_one_game_at_once_apply_exactly_one_move() {
    let svc = Arc::new(service());
    let id = start(&svc);
    // Forced: both threads have read the game and passed every check before either writes.
    let both_read = Arc::new(Barrier::new(2));
    let hook_barrier = Arc::clone(&both_read);
    *svc.before_write.lock().unwrap() = Some(Arc::new(move || {
        hook_barrier.wait();
    }));
    for round in 0..6 {
        assert_eq!(race_one_round(&svc, id, round), UserError::Conflict);
    }
    // Free: whichever interleaving the scheduler picks, one move lands and the other is told.
    *svc.before_write.lock().unwrap() = None;
    for round in 6..20 {
        let loser = race_one_round(&svc, id, round);
        assert!(
            loser == UserError::Conflict || loser == UserError::NotYourTurn(id),
            "round {round}: {loser:?}"
        );
    }
    let (_, game) = svc.store().load(id).unwrap().unwrap();
    let replayed = svc.store().replay(id).unwrap().unwrap();
    assert_eq!(
        serde_json::to_string(&game).unwrap(),
        serde_json::to_string(&replayed).unwrap()
    );
    assert_eq!(history(&svc, id).len(), 20);
}

/// Plays random legal moves (seeded) through the service until the game ends; returns the
/// number of moves played and the last reply.
fn play_out(svc: &Service, id: GameId, rng: &mut SmallRng, max: usize) -> (usize, Reply) {
    let mut moves = 0;
    loop {
        let (record, game) = svc.store().load(id).unwrap().unwrap();
        assert_eq!(record.status, Status::Active);
        let ToAct::Side(side) = game.to_act() else {
            panic!("an active game with nobody to act")
        };
        let mover = record.player(side).name.clone();
        let waiter = record.player(side.other()).name.clone();
        let legal = game.legal_move_texts();
        let suggested = svc.suggest_moves(&en(&mover), "", Some(id));
        assert!(!suggested.is_empty());
        assert!(suggested.iter().all(|m| legal.contains(m)));
        assert!(svc.suggest_moves(&en(&waiter), "", Some(id)).is_empty());
        let pick = &legal[rng.random_range(0..legal.len())];
        let reply = svc.play(&en(&mover), pick, Some(id)).unwrap();
        moves += 1;
        assert!(reply.png.is_some());
        if status(svc, id) == Status::Finished {
            return (moves, reply);
        }
        assert_eq!(reply.mentions, [format!("console:{waiter}")]);
        assert!(moves < max, "no end after {moves} moves");
    }
}

/// Checks a finished game: the reply announces the result and pings both, the store agrees
/// with the rules, and the history replays to the snapshot.
fn check_finished(svc: &Service, id: GameId, moves: usize, reply: &Reply) {
    let (record, game) = svc.store().load(id).unwrap().unwrap();
    let outcome = game.outcome().expect("the rules ended the game");
    assert_eq!(record.status, Status::Finished);
    assert_eq!(
        record.ending,
        Some(Ending {
            winner: outcome.winner,
            cause: EndCause::Rules(outcome.reason)
        })
    );
    assert_eq!(reply.mentions, ["console:alice", "console:bob"]);
    let reason = i18n::end_reason(Lang::En, Variant::LatrunculiPiso, &outcome.reason);
    let verdict = match outcome.winner {
        Some(side) => format!(
            "Game #{id} is over: @{} ({}) wins, {reason}.",
            record.player(side).name,
            i18n::side_name(Lang::En, Variant::LatrunculiPiso, side)
        ),
        None => format!("Game #{id} is over: a draw, {reason}."),
    };
    assert!(reply.text.contains(&verdict), "{}", reply.text);
    let g = &game.as_latrunculi().expect("a Latrunculi game");
    assert!(reply.text.contains(&format!(
        "\nCaptures: alice {}, bob {}.\nRatings: alice 1500? → ",
        g.captures(Side::First),
        g.captures(Side::Second)
    )));
    let actions = svc.store().actions(id).unwrap();
    assert_eq!(actions.len(), moves);
    assert!(actions.windows(2).all(|w| w[1].seq == w[0].seq + 1));
    let replayed = svc.store().replay(id).unwrap().unwrap();
    assert_eq!(
        serde_json::to_string(&replayed).unwrap(),
        serde_json::to_string(&game).unwrap()
    );
    assert_eq!(
        svc.play(&en("alice"), "a1", Some(id)),
        Err(UserError::GameOver(id))
    );
}

#[test]
fn a_whole_game_of_piso_played_through_the_service_ends_with_a_result() {
    for seed in 0..3 {
        let svc = service();
        let id = start(&svc);
        let mut rng = SmallRng::seed_from_u64(seed);
        let (moves, reply) = play_out(&svc, id, &mut rng, 5000);
        assert!(moves > 40, "40 placements, then steps: {moves}");
        check_finished(&svc, id, moves, &reply);
    }
}

#[test]
fn a_file_database_closed_mid_game_resumes_and_finishes() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tabula.db");
    let mut rng = SmallRng::seed_from_u64(11);
    let (id, before) = {
        let svc = Service::open(&path).unwrap();
        let id = start(&svc);
        for _ in 0..45 {
            let (record, game) = svc.store().load(id).unwrap().unwrap();
            let ToAct::Side(side) = game.to_act() else {
                unreachable!()
            };
            let legal = game.legal_move_texts();
            let pick = &legal[rng.random_range(0..legal.len())];
            svc.play(&en(&record.player(side).name), pick, Some(id))
                .unwrap();
        }
        (id, history(&svc, id))
    };
    assert_eq!(before.len(), 45);
    // A new process: nothing in memory, everything from the file.
    let svc = Service::open(&path).unwrap();
    assert_eq!(history(&svc, id), before);
    let (moves, reply) = play_out(&svc, id, &mut rng, 5000);
    check_finished(&svc, id, 45 + moves, &reply);
}

#[test]
fn a_garbage_snapshot_is_rebuilt_and_play_goes_on() {
    let svc = service();
    let id = start(&svc);
    svc.play(&en("alice"), "d4", None).unwrap();
    svc.play(&en("bob"), "e5", None).unwrap();
    svc.store().with_conn(|c| {
        c.execute("UPDATE games SET state = 'not json' WHERE id = ?1", [id])
            .unwrap()
    });
    // The rebuilt position knows d4 and e5 are taken.
    assert_eq!(
        svc.play(&en("alice"), "e5", None),
        Err(UserError::BadMove(Illegal::Occupied.into()))
    );
    svc.play(&en("alice"), "a1", None).unwrap();
    assert_eq!(history(&svc, id), ["d4", "e5", "a1"]);
}

#[test]
fn a_game_whose_snapshot_and_history_are_both_damaged_gets_a_clear_refusal() {
    let svc = service();
    let id = start(&svc);
    svc.play(&en("alice"), "d4", None).unwrap();
    svc.store().with_conn(|c| {
        c.execute("UPDATE games SET state = '{}' WHERE id = ?1", [id])
            .unwrap();
        c.execute("UPDATE actions SET text = 'q0-q0' WHERE game_id = ?1", [id])
            .unwrap();
    });
    refused(&svc, UserError::Damaged(id), || {
        svc.board(&en("alice"), None)
    });
    refused(&svc, UserError::Damaged(id), || {
        svc.play(&en("bob"), "e5", None)
    });
    assert!(svc.suggest_moves(&en("bob"), "", None).is_empty());
    assert_eq!(
        UserError::Damaged(id).reply(Lang::En).text,
        format!(
            "Game #{id} cannot be loaded: its saved data is damaged. The problem has been logged."
        )
    );
    // Reopening a file with such a game logs it and carries on.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("damaged.db");
    {
        let svc = Service::open(&path).unwrap();
        let id = start(&svc);
        svc.store().with_conn(|c| {
            c.execute(
                "UPDATE games SET state = 'x', variant = 'chess' WHERE id = ?1",
                [id],
            )
            .unwrap()
        });
    }
    let svc = Service::open(&path).unwrap();
    assert!(svc.games(&en("alice")).is_ok());
}

// --- the refusals themselves ---------------------------------------------------------------------

#[test]
fn every_refusal_has_a_private_text_in_both_languages() {
    let all = [
        UserError::NotYourChallenge(3),
        UserError::OwnChallenge(3),
        UserError::NotYourGame(3),
        UserError::NotYourTurn(3),
        UserError::ChallengeYourself,
        UserError::ChallengeExists(3),
        UserError::NoSuchGame(3),
        UserError::NotInThisChannel(3),
        UserError::NoGameHere,
        UserError::NoChallengeHere,
        UserError::SeveralGames(vec![3, 4]),
        UserError::NotStarted(3),
        UserError::GameOver(3),
        UserError::ChallengeClosed(3),
        UserError::BadMove(Illegal::NotAStep.into()),
        UserError::Conflict,
        UserError::BadButton,
        UserError::Damaged(3),
        UserError::Internal,
        UserError::NoSuchPage(3),
        UserError::NotYourButtons,
    ];
    for error in &all {
        let en = error.reply(Lang::En);
        let fr = error.reply(Lang::Fr);
        for reply in [&en, &fr] {
            assert!(reply.ephemeral, "{error:?}");
            assert!(reply.mentions.is_empty() && reply.buttons.is_empty() && reply.png.is_none());
            assert!(!reply.text.contains('{'), "{error:?}: {}", reply.text);
            assert!(
                !reply.text.starts_with("service-"),
                "{error:?}: missing key"
            );
        }
        assert_ne!(en.text, fr.text, "{error:?} is not translated");
        let id_shown = !matches!(
            error,
            UserError::ChallengeYourself
                | UserError::NoGameHere
                | UserError::NoChallengeHere
                | UserError::BadMove(_)
                | UserError::Conflict
                | UserError::BadButton
                | UserError::Internal
                | UserError::NoSuchPage(_)
                | UserError::NotYourButtons
        );
        assert_eq!(en.text.contains("#3"), id_shown, "{error:?}: {}", en.text);
    }
    assert_eq!(
        UserError::Internal.reply(Lang::Fr).text,
        "Désolé, une erreur s'est produite de notre côté. Le problème a été consigné."
    );
}

#[test]
fn the_service_can_be_shared_across_threads() {
    fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<Service>();
    assert_send_sync::<Store>();
}

#[test]
fn a_new_name_or_mention_is_used_from_the_next_action_on() {
    let svc = service();
    let id = start(&svc);
    let mut renamed = en("alice");
    renamed.user.name = "Alice B.".into();
    renamed.user.mention = "<@1>".into();
    let reply = svc.play(&renamed, "d4", None).unwrap();
    assert!(reply.text.starts_with("<@1> played `d4`."));
    let reply = svc.board(&en("carol"), Some(id)).unwrap();
    assert!(reply.text.contains("<@1> (white)"), "{}", reply.text);
    let record = svc.store().record(id).unwrap().unwrap();
    assert_eq!(record.players[0].name, "Alice B.");
}

// --- every game ------------------------------------------------------------------------------------

/// Every game on the menu can be challenged, accepted, played to its end with the moves the
/// autocomplete offers (whoever the rules say acts: the same player several times in a row, a
/// bonus move out of turn, dice rolled by the service), and rebuilt from its stored history.
#[test]
fn every_game_plays_to_its_end_through_the_service() {
    for &variant in Variant::ALL {
        for seed in 0..2 {
            let svc = service();
            svc.challenge(&en("alice"), &user("bob"), variant, First::Me)
                .unwrap();
            let id = last_game(&svc);
            svc.accept(&en("bob"), Some(id)).unwrap();
            let mut rng = SmallRng::seed_from_u64(seed);
            let mut moves = 0;
            let last = loop {
                let (record, game) = svc.store().load(id).unwrap().unwrap();
                assert_eq!(record.status, Status::Active, "{variant}");
                let ToAct::Side(side) = game.to_act() else {
                    panic!("{variant}: an active game waits for {:?}", game.to_act())
                };
                let mover = record.player(side).name.clone();
                let other = record.player(side.other()).name.clone();
                let legal = game.legal_move_texts();
                let suggested = svc.suggest_moves(&en(&mover), "", Some(id));
                assert!(!suggested.is_empty(), "{variant}: nothing suggested");
                assert!(suggested.len() <= 25);
                assert!(suggested.iter().all(|m| legal.contains(m)), "{variant}");
                assert!(svc.suggest_moves(&en(&other), "", Some(id)).is_empty());
                let pick = &legal[rng.random_range(0..legal.len())];
                let before = dump(&svc);
                assert!(
                    svc.play(&en(&other), pick, Some(id)).is_err(),
                    "{variant}: the waiting player moved"
                );
                assert_eq!(dump(&svc), before);
                let reply = svc
                    .play(&en(&mover), pick, Some(id))
                    .unwrap_or_else(|e| panic!("{variant}: `{pick}` refused: {e:?}"));
                moves += 1;
                assert!(reply.png.is_some(), "{variant}: every move shows the board");
                if status(&svc, id) == Status::Finished {
                    break reply;
                }
                assert!(moves < 20_000, "{variant}: no end after {moves} moves");
            };
            let (record, game) = svc.store().load(id).unwrap().unwrap();
            let outcome = game.outcome().expect("the rules ended the game");
            assert_eq!(
                record.ending,
                Some(Ending {
                    winner: outcome.winner,
                    cause: EndCause::Rules(outcome.reason)
                })
            );
            assert_eq!(last.mentions, ["console:alice", "console:bob"]);
            let reason = i18n::end_reason(Lang::En, variant, &outcome.reason);
            assert!(last.text.contains(&reason), "{variant}: {}", last.text);
            let actions = svc.store().actions(id).unwrap();
            assert!(actions.len() >= moves, "{variant}: every action is stored");
            let replayed = svc.store().replay(id).unwrap().unwrap();
            assert_eq!(
                serde_json::to_string(&replayed).unwrap(),
                serde_json::to_string(&game).unwrap(),
                "{variant}: the history replays to the stored state"
            );
        }
    }
}

/// XII Scripta: the service rolls the three dice at the start of each turn, records each roll as
/// a chance action, and every reply that follows a roll says what was rolled.
#[test]
fn duodecim_replies_show_each_new_roll_and_the_history_records_it() {
    let svc = service();
    svc.challenge(&en("alice"), &user("bob"), Variant::Duodecim, First::Me)
        .unwrap();
    let id = last_game(&svc);
    let reply = svc.accept(&en("bob"), Some(id)).unwrap();
    let last_roll = |svc: &Service| {
        let actions = svc.store().actions(id).unwrap();
        let roll = actions.last().unwrap();
        (roll.kind, roll.actor, roll.text.clone(), actions.len())
    };
    let (kind, actor, roll, _) = last_roll(&svc);
    assert_eq!((kind, actor), (ActionKind::Chance, None));
    assert!(roll.starts_with("roll:"), "{roll}");
    assert!(reply.text.contains(&format!("`{roll}`")), "{}", reply.text);
    // Alice (white) plays her dice until the turn passes; the reply to the last one shows
    // Bob's roll, and a move that does not end the turn shows none.
    loop {
        let (_, game) = svc.store().load(id).unwrap().unwrap();
        assert_eq!(game.to_act(), ToAct::Side(Side::First));
        let pick = game.legal_move_texts()[0].clone();
        let (_, _, _, before) = last_roll(&svc);
        let reply = svc.play(&en("alice"), &pick, Some(id)).unwrap();
        let (kind, _, roll, after) = last_roll(&svc);
        if after > before + 1 {
            assert_eq!(kind, ActionKind::Chance);
            assert!(reply.text.contains(&format!("`{roll}`")), "{}", reply.text);
            let (_, game) = svc.store().load(id).unwrap().unwrap();
            assert_eq!(game.to_act(), ToAct::Side(Side::Second));
            break;
        }
        assert!(!reply.text.contains("`roll:"), "{}", reply.text);
    }
}

/// XII Scripta: when the opponent lost a die to a protected point, the player about to roll is
/// told they may first play it as a bonus (or pass), rather than just "your turn".
#[test]
fn an_owed_bonus_move_is_explained_to_the_player_who_may_play_it() {
    use crate::games::{Duodecim, Game};
    let svc = service();
    svc.challenge(&en("alice"), &user("bob"), Variant::Duodecim, First::Me)
        .unwrap();
    let id = last_game(&svc);
    svc.accept(&en("bob"), Some(id)).unwrap();
    let (record, _) = svc.store().load(id).unwrap().unwrap();
    let owed = AnyGame::Duodecim(Duodecim::new().with_bonus(&[4, 5]));
    assert_eq!(owed.to_act(), ToAct::Side(Side::First));
    let (lines, mentions) = next_lines(Lang::En, &record, &owed, None);
    assert_eq!(mentions, ["console:alice"]);
    assert_eq!(
        lines,
        [
            "@alice, your turn (white).",
            "Before your roll you may play a bonus move with 4, 5, a die your opponent lost to a \
             protected point: `bonus:…`, or `pass` to decline."
        ]
    );
    let (lines, _) = next_lines(Lang::Fr, &record, &owed, None);
    assert!(lines[1].starts_with("Avant votre lancer"), "{lines:?}");
    // No bonus, no such line.
    let plain = AnyGame::Duodecim(Duodecim::new().with_roll([1, 3, 4]));
    let (lines, _) = next_lines(Lang::En, &record, &plain, None);
    assert_eq!(lines, ["@alice, your turn (white)."]);
}
