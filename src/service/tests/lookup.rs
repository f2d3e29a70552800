//! Looking at games: boards, the games list and the autocompletes.

use super::{
    both_clocked, both_services, caller_in, challenge, challenged, en, fr, refused, start, user, T0,
};
use crate::games::Variant;
use crate::i18n::Lang;
use crate::service::challenge::{ChallengeOptions, Challenged};
use crate::service::replies::Refusal;
use crate::service::First;

both_services! {
    fn anyone_in_the_channel_may_look_at_a_game_without_pinging_anyone(svc) {
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
        refused(&svc, Refusal::NotInThisChannel(id), || {
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
        refused(&svc, Refusal::NoGameHere, || svc.board(&en("carol"), None));
        refused(&svc, Refusal::NoSuchGame(id + 1), || {
            svc.board(&en("carol"), Some(id + 1))
        });
    }
}

both_services! {
    fn the_board_of_a_challenge_or_a_finished_game_says_so(svc) {
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
}

// On a fake clock: the time left is read twice, and a second passing between the start and the
// list would make it "2 days 23 h".
both_clocked! {
    fn the_games_list_shows_turns_and_challenges_both_ways(svc, _clock) {
        let playing = start(&svc);
        let sent = challenged(svc.challenge(
            &en("alice"),
            Challenged::Player(&user("carol")),
            Variant::LatrunculiPiso,
            ChallengeOptions {
                first: First::Me,
                ..ChallengeOptions::default()
            },
        ));
        let received = challenged(svc.challenge(
            &caller_in("dave", "other", Lang::En),
            Challenged::Player(&user("alice")),
            Variant::LatrunculiPiso,
            ChallengeOptions {
                first: First::Me,
                ..ChallengeOptions::default()
            },
        ));
        let reply = svc.games(&en("alice")).unwrap();
        assert!(reply.is_private());
        assert!(reply.mentions.is_empty());
        assert_eq!(
            reply.text,
            format!(
                "Your games:\n\
                 - `#{playing}` Latrunculi (Piso) against bob: your turn (white), 3 days left\n\
                 - `#{sent}` Latrunculi (Piso): your challenge to carol, waiting for an answer\n\
                 - `#{received}` Latrunculi (Piso): challenge from dave, to accept or decline (another channel)"
            )
        );
        let reply = svc.games(&fr("bob")).unwrap();
        assert_eq!(
            reply.text,
            format!(
                "Vos parties :\n- `#{playing}` Latrunculi (variante de Pison) contre alice : \
                 à l'adversaire de jouer (vous avez les noirs), il reste 3 jours"
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
}

both_services! {
    fn move_suggestions_are_the_callers_legal_moves_by_prefix(svc) {
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
}

both_services! {
    fn game_suggestions_list_the_callers_games_here(svc) {
        let with_bob = start(&svc);
        let with_carol = challenged(svc.challenge(
            &en("carol"),
            Challenged::Player(&user("alice")),
            Variant::LatrunculiPiso,
            ChallengeOptions {
                first: First::Me,
                ..ChallengeOptions::default()
            },
        ));
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
}
