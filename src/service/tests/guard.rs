//! Hostile input at the service: interactions delivered twice, games of another server, and
//! names full of markdown.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::{accept_id, both_services, challenged, dump, en, history, start, status, user};
use crate::games::{Side, ToAct, Variant};
use crate::i18n::Lang;
use crate::service::buttons::ButtonId;
use crate::service::challenge::{ChallengeOptions, Challenged};
use crate::service::errors::{Failure, ServiceError};
use crate::service::guard::{display_name, MAX_NAME_CHARS};
use crate::service::replies::{Refusal, Reply};
use crate::service::{Caller, First, Service, User};
use crate::service::{ClockChoice, Rights, TournamentOptions};
use crate::store::{ActionKind, Change, NewAction, Status};
use crate::store::{Claim, Origin};

/// `caller` answering Discord interaction `id`.
fn with_id(caller: Caller, id: &str) -> Caller {
    Caller {
        interaction: Some(Claim::new(id)),
        ..caller
    }
}

/// Every row of every table, including the interactions.
fn everything(svc: &Service) -> String {
    let mut out = dump(svc);
    let rows: Vec<(String, i64)> = svc
        .store()
        .with_db(|db| {
            db.query(
                "SELECT id, game_id FROM interactions ORDER BY id",
                &[],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
        })
        .unwrap();
    for row in rows {
        out.push_str(&format!("interactions: {row:?}\n"));
    }
    out
}

/// Runs `call` twice as interaction `id`: the first succeeds, the second is `Replayed` and
/// changes nothing at all.
fn twice(
    svc: &Service,
    caller: &Caller,
    id: &str,
    call: impl Fn(&Service, &Caller) -> Result<Reply, ServiceError>,
) -> Reply {
    let caller = with_id(caller.clone(), id);
    let first = svc
        .once(&caller, &call)
        .expect("the first delivery is answered");
    let before = everything(svc);
    assert!(
        before.contains(&format!("interactions: (\"{id}\"")),
        "{before}"
    );
    assert_eq!(
        svc.once(&caller, &call),
        Err(Failure::Replayed(id.to_string()).into())
    );
    assert_eq!(everything(svc), before, "a replay changed something");
    first
}

both_services! {
    fn each_command_that_changes_a_game_counts_once_per_interaction(svc) {
        // The challenge, its acceptance, a move, a draw offer refused by button, a resignation, and
        // the rematch button.
        let challenge = twice(&svc, &en("alice"), "1", |s, c| {
            s.challenge(
                c,
                Challenged::Player(&user("bob")),
                Variant::LatrunculiPiso,
                ChallengeOptions {
                    first: First::Me,
                    ..ChallengeOptions::default()
                },
            )
        });
        let id = accept_id(&challenge);
        twice(&svc, &en("bob"), "2", |s, c| s.accept(c, Some(id)));
        twice(&svc, &en("alice"), "3", |s, c| s.play(c, "d4", Some(id)));
        twice(&svc, &en("bob"), "4", |s, c| s.offer_draw(c, Some(id)));
        twice(&svc, &en("alice"), "5", |s, c| {
            s.press(c, &ButtonId::RefuseDraw(id))
        });
        twice(&svc, &en("bob"), "6", |s, c| s.resign(c, Some(id)));
        assert_eq!(status(&svc, id), Status::Finished);
        let rematch = twice(&svc, &en("alice"), "7", |s, c| {
            s.press(c, &ButtonId::Rematch(id))
        });
        let rematch = accept_id(&rematch);
        assert_ne!(rematch, id);
        twice(&svc, &en("bob"), "8", |s, c| {
            s.press(c, &ButtonId::Decline(rematch))
        });
        // Without an id (the console) nothing is recorded and nothing is refused.
        svc.challenge(
            &en("alice"),
            Challenged::Player(&user("bob")),
            Variant::LatrunculiPiso,
            ChallengeOptions {
                first: First::Me,
                ..ChallengeOptions::default()
            },
        )
        .unwrap();
        let rows: i64 = svc.store().with_db(|c| {
            c.query_one("SELECT COUNT(*) FROM interactions", crate::store::args![], |r| r.get(0))
                .unwrap()
        });
        assert_eq!(rows, 8);
    }
}

both_services! {
    fn a_duodecim_die_played_twice_by_one_interaction_is_played_once(svc) {
        let id = challenged(svc.challenge(
            &en("alice"),
            Challenged::Player(&user("bob")),
            Variant::Duodecim,
            ChallengeOptions {
                first: First::Me,
                ..ChallengeOptions::default()
            },
        ));
        svc.accept(&en("bob"), Some(id)).unwrap();
        let (_, game) = svc.store().load(id).unwrap().unwrap();
        // One action of the three dice: the same text is often legal again (another die, the same
        // value), which is exactly what a replay must not play.
        let first = game.legal_move_texts()[0].clone();
        let before = history(&svc, id).len();
        twice(&svc, &en("alice"), "100", |s, c| {
            s.play(c, &first, Some(id))
        });
        assert_eq!(history(&svc, id).len(), before + 1, "one action, no second");
        // A new interaction plays on.
        let (_, game) = svc.store().load(id).unwrap().unwrap();
        if game.to_act() == ToAct::Side(Side::First) {
            let next = game.legal_move_texts()[0].clone();
            svc.once(&with_id(en("alice"), "101"), |s, c| {
                s.play(c, &next, Some(id))
            })
            .unwrap();
        }
    }
}

both_services! {
    /// On PostgreSQL the claim and the move's update are sent with the commit, and the server
    /// finds the taken key: the same error, and nothing written.
    fn a_replay_racing_the_first_delivery_is_stopped_by_the_key(svc) {
        // Both deliveries passed the early check (neither had written yet): the second write finds
        // the id taken and writes nothing.
        let id = start(&svc);
        let (record, state) = svc.store().load(id).unwrap().unwrap();
        let mut after = state.clone();
        after.play_text("d4").unwrap();
        let change = Change {
            status: Status::Active,
            state: &after,
            ending: None,
            actions: &[NewAction {
                actor: Some(record.players[0].id),
                kind: ActionKind::Move,
                text: "d4".into(),
            }],
            touch: None,
        };
        let first = Claim::new("race");
        svc.store()
            .apply(Origin::Interaction(&first), id, record.version, &change)
            .unwrap();
        let before = everything(&svc);
        let second = Claim::new("race");
        let again = svc.store().apply(
            Origin::Interaction(&second),
            id,
            record.version + 1,
            &change,
        );
        assert!(
            matches!(again, Err(crate::store::StoreError::Replayed(ref i)) if i == "race"),
            "{again:?}"
        );
        assert_eq!(everything(&svc), before);
    }
}

both_services! {
    fn a_seneca_removal_replayed_removes_once(svc) {
        let id = challenged(svc.challenge(
            &en("alice"),
            Challenged::Player(&user("bob")),
            Variant::LatrunculiSeneca,
            ChallengeOptions {
                first: First::Me,
                ..ChallengeOptions::default()
            },
        ));
        svc.accept(&en("bob"), Some(id)).unwrap();
        // Play random moves (each its own interaction) until a removal is legal, then send it twice.
        let mut rng = SmallRng::seed_from_u64(5);
        for n in 0..2000 {
            let (record, game) = svc.store().load(id).unwrap().unwrap();
            let ToAct::Side(side) = game.to_act() else {
                panic!("the game ended before any removal")
            };
            let who = en(&record.player(side).name);
            let legal = game.legal_move_texts();
            if let Some(removal) = legal.iter().find(|m| m.starts_with('x')) {
                let before = history(&svc, id).len();
                twice(&svc, &who, "removal", |s, c| s.play(c, removal, Some(id)));
                assert_eq!(history(&svc, id).len(), before + 1);
                return;
            }
            let pick = legal[rng.random_range(0..legal.len())].clone();
            svc.once(&with_id(who, &format!("m{n}")), |s, c| {
                s.play(c, &pick, Some(id))
            })
            .unwrap();
        }
        panic!("no removal came up");
    }
}

both_services! {
    fn games_of_another_server_are_no_such_game(svc) {
        let id = start(&svc);
        svc.play(&en("alice"), "d4", Some(id)).unwrap();
        // The same players, from another server (or from outside any), naming the game.
        for guild in [Some("elsewhere".to_string()), None] {
            let away = |name: &str| Caller {
                guild: guild.clone(),
                ..en(name)
            };
            let gone = Err(Refusal::NoSuchGame(id).into());
            let before = everything(&svc);
            assert_eq!(svc.play(&away("bob"), "d5", Some(id)), gone);
            assert_eq!(svc.board(&away("bob"), Some(id)), gone);
            assert_eq!(svc.board(&away("carol"), Some(id)), gone);
            assert_eq!(svc.replay(&away("bob"), Some(id), None), gone);
            assert_eq!(svc.export(&away("carol"), Some(id)), gone);
            assert_eq!(svc.resign(&away("bob"), Some(id)), gone);
            assert_eq!(svc.offer_draw(&away("bob"), Some(id)), gone);
            assert_eq!(svc.board_square(&away("bob"), Some(id), "d5"), gone);
            assert_eq!(svc.press(&away("bob"), &ButtonId::AgreeDraw(id)), gone);
            assert_eq!(svc.press(&away("bob"), &ButtonId::Rematch(id)), gone);
            assert!(svc.suggest_moves(&away("bob"), "", Some(id)).is_empty());
            assert_eq!(everything(&svc), before);
        }
        // A challenge too.
        let challenge = challenged(svc.challenge(
            &en("alice"),
            Challenged::Player(&user("carol")),
            Variant::Ergo,
            ChallengeOptions {
                first: First::Me,
                ..ChallengeOptions::default()
            },
        ));
        let away = Caller {
            guild: Some("elsewhere".into()),
            ..en("carol")
        };
        let gone = Err(Refusal::NoSuchGame(challenge).into());
        assert_eq!(svc.accept(&away, Some(challenge)), gone);
        assert_eq!(svc.decline(&away, Some(challenge)), gone);
        assert_eq!(svc.press(&away, &ButtonId::Accept(challenge)), gone);
        // At home, all is well.
        assert!(svc.board(&en("carol"), Some(id)).is_ok());
        assert!(svc.accept(&en("carol"), Some(challenge)).is_ok());
    }
}

/// A display name with everything Discord could make something of, plus 2,000 characters.
fn hostile_name(tag: &str) -> String {
    format!(
        "{tag} @everyone <@&123> @here [click](https://evil.example) ||spoiler|| ```code``` \
         *b* _i_ ~~s~~ > quote # head \u{202E}\u{2066}rtl\u{200F} {}",
        "x".repeat(2000)
    )
}

/// Checks that `text` carries no live markdown from a hostile name: outside code blocks nothing
/// is live, and inside them no backtick from a name closes the block early.
fn harmless(text: &str) {
    let parts: Vec<&str> = text.split("```").collect();
    assert!(parts.len() % 2 == 1, "unbalanced code blocks in {text:?}");
    for (i, part) in parts.iter().enumerate() {
        if i % 2 == 1 {
            assert!(!part.contains('`'), "a backtick in a code block: {text:?}");
            assert!(!part.contains('\u{202E}'), "{text:?}");
        } else {
            harmless_outside_code(part);
        }
    }
}

fn harmless_outside_code(text: &str) {
    for ping in ["@everyone", "@here"] {
        for (at, _) in text.match_indices(ping) {
            assert!(text[..at].ends_with('\\'), "a live {ping} in {text:?}");
        }
    }
    for bad in [
        "<@&",
        "](",
        "||",
        "~~",
        "\u{202E}",
        "\u{2066}",
        "\u{200F}",
        &"x".repeat(40),
    ] {
        assert!(!text.contains(bad), "{bad:?} in {text:?}");
    }
}

both_services! {
    fn hostile_names_are_escaped_and_cut_in_every_text(svc) {
        let raw = [hostile_name("ann"), hostile_name("ben")];
        // What the Discord layer passes on: the name cleaned and cut; the mention is Discord's own.
        let person = |i: usize| User {
            id: format!("discord:{}", 1000 + i),
            name: display_name(&raw[i]),
            mention: format!("<@{}>", 1000 + i),
        };
        let caller = |i: usize| Caller {
            user: person(i),
            ..en("unused")
        };
        assert!(person(0).name.chars().count() <= MAX_NAME_CHARS);
        let mut texts = Vec::new();
        let mut keep = |r: Result<Reply, ServiceError>| {
            let reply = r.unwrap_or_else(|e| e.reply(Lang::En));
            // (`board_text` is the console's: it never goes to Discord.)
            texts.push(reply.text.clone());
            // An attached text file is not markdown: only cleaned names there.
            if let Some(file) = &reply.file {
                if file.name.ends_with(".txt") {
                    let file = String::from_utf8_lossy(&file.bytes).to_string();
                    assert!(!file.contains('\u{202E}') && !file.contains(&"x".repeat(40)));
                }
            }
            reply
        };
        let id = accept_id(&keep(svc.challenge(
            &caller(0),
            Challenged::Player(&person(1)),
            Variant::LatrunculiSeneca,
            ChallengeOptions {
                first: First::Me,
                ..ChallengeOptions::default()
            },
        )));
        keep(svc.accept(&caller(1), Some(id)));
        let mut rng = SmallRng::seed_from_u64(9);
        for _ in 0..60 {
            let (record, game) = svc.store().load(id).unwrap().unwrap();
            let ToAct::Side(side) = game.to_act() else {
                break;
            };
            let who = if record.player(side).external_id == person(0).id {
                0
            } else {
                1
            };
            let legal = game.legal_move_texts();
            let pick = legal[rng.random_range(0..legal.len())].clone();
            keep(svc.play(&caller(who), &pick, Some(id)));
        }
        keep(svc.board(&caller(0), Some(id)));
        keep(svc.games(&caller(0)));
        keep(svc.offer_draw(&caller(0), Some(id)));
        keep(svc.press(&caller(0), &ButtonId::AgreeDraw(id)));
        keep(svc.resign(&caller(1), Some(id)));
        keep(svc.rating(&caller(0), Some(&person(1))));
        keep(svc.history(&caller(0), Some(&person(1)), None, None));
        keep(svc.export(&caller(0), Some(id)));
        keep(svc.press(&caller(0), &ButtonId::Rematch(id)));
        keep(svc.leaderboard(
            &caller(0),
            Variant::LatrunculiSeneca,
            crate::service::ratings::BoardScope::Server,
            None,
            true,
        ));
        // A user's own words come back escaped too: a topic and a square that do not exist.
        keep(svc.rules(&caller(0), Variant::Ergo, Some("@everyone ||x||")));
        keep(svc.play(&caller(0), "@everyone [x](https://e.x)", Some(id)));
        assert!(texts.len() > 20);
        for text in &texts {
            harmless(text);
        }
        // The cut names still appear (escaped), so the texts are about the right people.
        assert!(
            texts.iter().any(|t| t.contains("ann \\@everyone")),
            "{texts:#?}"
        );
    }
}

/// The claims of tournaments: (interaction, tournament).
fn tournament_claims(svc: &Service) -> Vec<(String, i64)> {
    svc.store().with_db(|db| {
        db.query(
            "SELECT id, tournament_id FROM tournament_interactions ORDER BY id",
            &[],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap()
    })
}

both_services! {
    /// Leaving a running tournament writes twice in one call: the leave, which claims the
    /// interaction, then the leaver's game resigned, through a clone of the caller that shares
    /// the claim (a claim of its own would be refused as a replay, and the game not resigned).
    /// A second delivery changes nothing.
    fn a_leave_that_resigns_its_game_claims_once(svc) {
        let options = TournamentOptions {
            variant: Variant::LatrunculiPiso,
            format: crate::tournament::Format::Swiss,
            rounds: Some(3),
            clock: ClockChoice::Day1,
            starts: None,
            rated: true,
        };
        let announced = svc.create_tournament(&en("alice"), &options).unwrap();
        let id = announced
            .buttons
            .iter()
            .find_map(|b| match b.id {
                ButtonId::Tournament(_, id) => Some(id),
                _ => None,
            })
            .expect("the announcement's buttons");
        for player in ["bob", "carol", "dave", "erin"] {
            svc.join_tournament(&en(player), Some(id), false).unwrap();
        }
        svc.start_tournament(&en("alice"), Some(id), Rights::default(), false)
            .unwrap();
        svc.decide_tournaments(10).unwrap();
        let bob = svc.store().find_player("console:bob").unwrap().unwrap().id;
        let game = svc
            .store()
            .pairings(id)
            .unwrap()
            .into_iter()
            .find(|p| p.first == bob || p.second == Some(bob))
            .and_then(|p| p.game)
            .expect("bob plays in round 1");
        let leave = with_id(en("bob"), "leave");
        let left = svc
            .once(&leave, |s, c| s.leave_tournament(c, Some(id), false))
            .unwrap();
        assert!(left.text.contains("resigned"), "{}", left.text);
        assert_eq!(status(&svc, game), Status::Finished);
        assert_eq!(tournament_claims(&svc), vec![("leave".to_string(), id)]);
        let before = everything(&svc);
        assert!(!before.contains("interactions: (\"leave\""), "{before}");
        assert_eq!(
            svc.once(&leave, |s, c| s.leave_tournament(c, Some(id), false)),
            Err(Failure::Replayed("leave".to_string()).into())
        );
        assert_eq!(everything(&svc), before, "a replay changed something");
        assert_eq!(tournament_claims(&svc), vec![("leave".to_string(), id)]);
    }
}
