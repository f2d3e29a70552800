//! Challenges: who may propose, accept, decline or withdraw, and the buttons.

use super::{
    accept_id, both_services, caller_in, challenge, challenged, dump, en, fr, refused, service,
    status, user,
};
use crate::games::{Side, ToAct, Variant};
use crate::i18n::Lang;
use crate::service::buttons::ButtonId;
use crate::service::challenge::{ChallengeOptions, Challenged};
use crate::service::replies::{ButtonStyle, Refusal};
use crate::service::{Caller, First, Service};
use crate::store::{Status, Store};

both_services! {
    fn a_challenge_pings_the_opponent_with_accept_and_decline_buttons(svc) {
        let reply = svc
            .challenge(
                &en("alice"),
                Challenged::Player(&user("bob")),
                Variant::LatrunculiPiso,
                ChallengeOptions {
                    first: First::Me,
                    ..ChallengeOptions::default()
                },
            )
            .unwrap();
        let id = accept_id(&reply);
        assert_eq!(
            reply.text,
            format!(
                "Game #{id}: @bob, @alice challenges you to a game of Latrunculi (Piso). \
                 @alice would play white, you black. Rated game. Clock: 3 days per move. \
                 The challenge lapses if unanswered within 7 days."
            )
        );
        assert!(!reply.is_private());
        assert_eq!(reply.mentions, ["console:bob"]);
        let ids: Vec<_> = reply.buttons.iter().map(|b| b.id.clone()).collect();
        assert_eq!(ids, [ButtonId::Accept(id), ButtonId::Decline(id)]);
        assert_eq!(reply.buttons[0].style, ButtonStyle::Success);
        assert_eq!(reply.buttons[0].label, "Accept");
        assert_eq!(reply.buttons[1].label, "Decline");
        let record = svc.store().record(id).unwrap().unwrap();
        assert_eq!(record.status, Status::Challenge);
        assert_eq!(record.players[0].name, "alice");
        assert_eq!(record.channel, "chan");
    }
}

both_services! {
    fn a_challenge_in_french_reads_naturally(svc) {
        let reply = svc
            .challenge(
                &fr("alice"),
                Challenged::Player(&user("bob")),
                Variant::LatrunculiPiso,
                ChallengeOptions {
                    first: First::Them,
                    ..ChallengeOptions::default()
                },
            )
            .unwrap();
        let id = accept_id(&reply);
        assert_eq!(
            reply.text,
            format!(
                "Partie #{id} : @bob, @alice vous défie à une partie de Latrunculi \
                 (variante de Pison). @alice aurait les noirs, vous les blancs. Partie classée. \
                 Pendule : 3 jours par coup. Le défi expire sans réponse au bout de 7 jours."
            )
        );
        assert_eq!(reply.buttons[0].label, "Accepter");
        assert_eq!(reply.buttons[1].label, "Refuser");
        // bob plays first.
        let record = svc.store().record(id).unwrap().unwrap();
        assert_eq!(record.players[0].name, "bob");
        assert_eq!(record.challenger().name, "alice");
    }
}

#[test]
fn random_first_player_draws_both_ways_and_says_so() {
    let mut firsts = std::collections::BTreeSet::new();
    for seed in 0..16 {
        let svc = Service::with_seed(Store::open_in_memory().unwrap(), seed);
        let reply = svc
            .challenge(
                &en("alice"),
                Challenged::Player(&user("bob")),
                Variant::LatrunculiPiso,
                ChallengeOptions {
                    first: First::Random,
                    ..ChallengeOptions::default()
                },
            )
            .unwrap();
        assert!(
            reply.text.ends_with(
                "Sides were drawn by lot. Rated game. Clock: 3 days per move. \
                 The challenge lapses if unanswered within 7 days."
            ),
            "{}",
            reply.text
        );
        let record = svc.store().record(accept_id(&reply)).unwrap().unwrap();
        firsts.insert(record.players[0].name.clone());
    }
    assert_eq!(
        firsts.len(),
        2,
        "alice and bob both drew white at least once"
    );
}

both_services! {
    fn nobody_challenges_themselves(svc) {
        refused(&svc, Refusal::ChallengeYourself, || {
            svc.challenge(
                &en("alice"),
                Challenged::Player(&user("alice")),
                Variant::LatrunculiPiso,
                ChallengeOptions {
                    first: First::Me,
                    ..ChallengeOptions::default()
                },
            )
        });
        assert_eq!(dump(&svc), "");
    }
}

both_services! {
    fn a_second_open_challenge_between_the_same_pair_is_refused_anywhere_either_way(svc) {
        let id = challenge(&svc);
        refused(&svc, Refusal::ChallengeExists(id), || {
            svc.challenge(
                &en("alice"),
                Challenged::Player(&user("bob")),
                Variant::LatrunculiPiso,
                ChallengeOptions {
                    first: First::Them,
                    ..ChallengeOptions::default()
                },
            )
        });
        refused(&svc, Refusal::ChallengeExists(id), || {
            svc.challenge(
                &caller_in("bob", "other", Lang::En),
                Challenged::Player(&user("alice")),
                Variant::LatrunculiPiso,
                ChallengeOptions {
                    first: First::Me,
                    ..ChallengeOptions::default()
                },
            )
        });
        // Another opponent is fine, and so is the same pair once the challenge is answered.
        svc.challenge(
            &en("alice"),
            Challenged::Player(&user("carol")),
            Variant::LatrunculiPiso,
            ChallengeOptions {
                first: First::Me,
                ..ChallengeOptions::default()
            },
        )
        .unwrap();
        svc.accept(&en("bob"), Some(id)).unwrap();
        svc.challenge(
            &en("bob"),
            Challenged::Player(&user("alice")),
            Variant::LatrunculiPiso,
            ChallengeOptions {
                first: First::Me,
                ..ChallengeOptions::default()
            },
        )
        .unwrap();
    }
}

both_services! {
    fn a_stranger_pressing_accept_or_decline_is_refused_and_nothing_changes(svc) {
        let id = challenge(&svc);
        let carol = en("carol");
        refused(&svc, Refusal::NotYourChallenge(id), || {
            svc.press(&carol, &ButtonId::Accept(id))
        });
        refused(&svc, Refusal::NotYourChallenge(id), || {
            svc.press(&carol, &ButtonId::Decline(id))
        });
        refused(&svc, Refusal::NotYourChallenge(id), || {
            svc.cancel(&carol, Some(id))
        });
        // A stranger who is known to the store (has played before) is refused as well.
        svc.challenge(
            &en("carol"),
            Challenged::Player(&user("dave")),
            Variant::LatrunculiPiso,
            ChallengeOptions {
                first: First::Me,
                ..ChallengeOptions::default()
            },
        )
        .unwrap();
        refused(&svc, Refusal::NotYourChallenge(id), || {
            svc.accept(&carol, Some(id))
        });
        let reply = Refusal::NotYourChallenge(id).reply(Lang::Fr);
        assert!(reply.is_private());
        assert_eq!(
            reply.text,
            format!("Ce défi (#{id}) ne vous est pas adressé.")
        );
        assert_eq!(status(&svc, id), Status::Challenge);
    }
}

both_services! {
    fn the_challenger_cannot_accept_their_own_challenge(svc) {
        let id = challenge(&svc);
        refused(&svc, Refusal::OwnChallenge(id), || {
            svc.press(&en("alice"), &ButtonId::Accept(id))
        });
        refused(&svc, Refusal::NoChallengeHere, || {
            svc.accept(&en("alice"), None)
        });
    }
}

both_services! {
    fn the_challenged_player_accepts_and_the_game_starts_with_the_board(svc) {
        let id = challenge(&svc);
        let reply = svc.press(&en("bob"), &ButtonId::Accept(id)).unwrap();
        assert_eq!(
            reply.text,
            format!(
                "@bob accepted: game #{id} of Latrunculi (Piso) begins. @alice plays white, \
                 @bob plays black.\n\
                 alice, your first game of Latrunculi (Piso)? The rules: `/rules latrunculi-piso`.\n\
                 bob, your first game of Latrunculi (Piso)? The rules: `/rules latrunculi-piso`.\n\
                 @alice, your turn (white)."
            )
        );
        assert!(reply.png.is_some());
        assert!(!reply.is_private());
        assert_eq!(reply.mentions, ["console:alice"]);
        let record = svc.store().record(id).unwrap().unwrap();
        assert_eq!(record.status, Status::Active);
        assert_eq!(record.to_act, ToAct::Side(Side::First));
        // Accepting again: the challenge is closed.
        refused(&svc, Refusal::ChallengeClosed(id), || {
            svc.accept(&en("bob"), Some(id))
        });
    }
}

both_services! {
    fn accepting_without_an_id_takes_the_only_challenge_here(svc) {
        let id = challenge(&svc);
        refused(&svc, Refusal::NoChallengeHere, || {
            svc.accept(&caller_in("bob", "other", Lang::En), None)
        });
        let reply = svc.accept(&fr("bob"), None).unwrap();
        assert!(reply.text.starts_with(&format!(
            "@bob accepte : la partie #{id} de Latrunculi (variante de Pison) commence."
        )));
        assert!(reply.text.ends_with("@alice, à vous de jouer (blancs)."));
        assert_eq!(status(&svc, id), Status::Active);
    }
}

both_services! {
    fn several_challenges_without_an_id_are_listed(svc) {
        let a = challenge(&svc);
        let c = challenged(svc.challenge(
            &en("carol"),
            Challenged::Player(&user("bob")),
            Variant::LatrunculiPiso,
            ChallengeOptions {
                first: First::Me,
                ..ChallengeOptions::default()
            },
        ));
        refused(&svc, Refusal::SeveralGames(vec![a, c]), || {
            svc.accept(&en("bob"), None)
        });
        assert_eq!(
            Refusal::SeveralGames(vec![a, c]).reply(Lang::En).text,
            format!("You have several games here: `game:#{a}`, `game:#{c}`. Say which one.")
        );
    }
}

both_services! {
    fn the_challenged_player_declines(svc) {
        let id = challenge(&svc);
        let reply = svc.press(&en("bob"), &ButtonId::Decline(id)).unwrap();
        assert_eq!(
            reply.text,
            format!("@bob declined the challenge from @alice (#{id}).")
        );
        assert_eq!(reply.mentions, ["console:alice"]);
        assert_eq!(status(&svc, id), Status::Declined);
        refused(&svc, Refusal::ChallengeClosed(id), || {
            svc.accept(&en("bob"), Some(id))
        });
        refused(&svc, Refusal::ChallengeClosed(id), || {
            svc.play(&en("alice"), "d4", Some(id))
        });
        refused(&svc, Refusal::ChallengeClosed(id), || {
            svc.resign(&en("bob"), Some(id))
        });
    }
}

both_services! {
    fn the_challenger_pressing_decline_or_cancelling_withdraws(svc) {
        let id = challenge(&svc);
        let reply = svc.press(&en("alice"), &ButtonId::Decline(id)).unwrap();
        assert_eq!(
            reply.text,
            format!("@alice withdrew the challenge to @bob (#{id}).")
        );
        assert!(reply.mentions.is_empty());
        assert_eq!(status(&svc, id), Status::Cancelled);

        let svc = service();
        let id = challenge(&svc);
        refused(&svc, Refusal::NoChallengeHere, || {
            svc.cancel(&en("bob"), None)
        });
        let reply = svc.cancel(&fr("alice"), None).unwrap();
        assert_eq!(
            reply.text,
            format!("@alice a retiré son défi à @bob (#{id}).")
        );
        assert_eq!(status(&svc, id), Status::Cancelled);
        refused(&svc, Refusal::ChallengeClosed(id), || {
            svc.cancel(&en("alice"), Some(id))
        });
    }
}

both_services! {
    fn a_button_of_a_game_that_does_not_exist_is_refused(svc) {
        let id = challenge(&svc);
        refused(&svc, Refusal::NoSuchGame(id + 1), || {
            svc.press(&en("bob"), &ButtonId::Accept(id + 1))
        });
        assert_eq!(
            Refusal::BadButton.reply(Lang::En).text,
            "This button is not recognised; it may come from an older version of the bot."
        );
    }
}

both_services! {
    fn a_first_game_of_a_variant_points_each_newcomer_to_its_rules_once(svc) {
        let rules = |text: &str, who: &str| {
            text.lines().any(|l| {
                l.starts_with(&format!("{who}, your first game of"))
                    && l.contains("`/rules latrunculi-piso`")
            })
        };
        // alice and bob: both new to Piso.
        let first = challenged(svc.challenge(
            &en("alice"),
            Challenged::Player(&user("bob")),
            Variant::LatrunculiPiso,
            ChallengeOptions {
                first: First::Me,
                ..ChallengeOptions::default()
            },
        ));
        let reply = svc.accept(&en("bob"), Some(first)).unwrap();
        assert!(
            rules(&reply.text, "alice") && rules(&reply.text, "bob"),
            "{}",
            reply.text
        );
        assert_eq!(
            reply.text.lines().filter(|l| l.contains("/rules")).count(),
            2,
            "{}",
            reply.text
        );
        svc.resign(&en("bob"), Some(first)).unwrap();
        // Their second game of Piso: no pointer; carol, new to it, gets hers (in French here).
        let second = challenged(svc.challenge(
            &en("alice"),
            Challenged::Player(&user("bob")),
            Variant::LatrunculiPiso,
            ChallengeOptions {
                first: First::Me,
                ..ChallengeOptions::default()
            },
        ));
        let reply = svc.accept(&en("bob"), Some(second)).unwrap();
        assert!(!reply.text.contains("/rules"), "{}", reply.text);
        let third = challenged(svc.challenge(
            &en("carol"),
            Challenged::Player(&user("alice")),
            Variant::LatrunculiPiso,
            ChallengeOptions {
                first: First::Me,
                ..ChallengeOptions::default()
            },
        ));
        let reply = svc.accept(&fr("alice"), Some(third)).unwrap();
        assert_eq!(
            reply
                .text
                .lines()
                .filter(|l| l.contains("/rules"))
                .collect::<Vec<_>>(),
            ["carol, première partie de Latrunculi (variante de Pison) ? Les règles : `/rules latrunculi-piso`."],
            "{}",
            reply.text
        );
        // Through Discord, the pointer names the command and the game as the menu shows them
        // in the game's language.
        let fourth = challenged(svc.challenge(
            &en("dora"),
            Challenged::Player(&user("alice")),
            Variant::LatrunculiPiso,
            ChallengeOptions {
                first: First::Me,
                ..ChallengeOptions::default()
            },
        ));
        let discord = Caller {
            interaction: Some(crate::store::Claim::new("4")),
            ..fr("alice")
        };
        let reply = svc.accept(&discord, Some(fourth)).unwrap();
        assert_eq!(
            reply
                .text
                .lines()
                .filter(|l| l.contains("Les règles"))
                .collect::<Vec<_>>(),
            ["dora, première partie de Latrunculi (variante de Pison) ? Les règles : `/règles jeu:Latrunculi (variante de Pison)`."],
            "{}",
            reply.text
        );
        // Another variant is another first time.
        let ergo = challenged(svc.challenge(
            &en("alice"),
            Challenged::Player(&user("bob")),
            Variant::Ergo,
            ChallengeOptions {
                first: First::Me,
                ..ChallengeOptions::default()
            },
        ));
        let reply = svc.accept(&en("bob"), Some(ergo)).unwrap();
        assert_eq!(
            reply
                .text
                .lines()
                .filter(|l| l.contains("`/rules ergo`"))
                .count(),
            2,
            "{}",
            reply.text
        );
    }
}
