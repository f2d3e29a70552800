//! Games played in threads: the start that asks for a thread, the move into it, and the rule
//! that a game's thread is for that game only.

use super::{both_services, caller_in, challenge, challenged, en, refused, user};
use crate::games::Variant;
use crate::i18n::Lang;
use crate::service::challenge::{ChallengeOptions, Challenged};
use crate::service::replies::{Refusal, Reply};
use crate::service::{First, Service};

/// Alice challenges bob (alice first) to `variant`, in a thread or not; bob accepts: the reply.
fn accepted(svc: &Service, variant: Variant, thread: bool) -> Reply {
    let id = challenged(svc.challenge(
        &en("alice"),
        Challenged::Player(&user("bob")),
        variant,
        ChallengeOptions {
            first: First::Me,
            thread,
            ..ChallengeOptions::default()
        },
    ));
    svc.accept(&en("bob"), Some(id)).unwrap()
}

both_services! {
    fn a_challenge_made_for_a_thread_starts_asking_for_one_named_after_the_players_and_the_game(svc) {
        let reply = accepted(&svc, Variant::LatrunculiPiso, true);
        let start = reply.thread.clone().expect("a thread is asked for");
        assert_eq!(start.name, "alice – bob · Latrunculi (Piso)");
        assert_eq!(start.players, ["console:alice", "console:bob"]);
        assert!(!reply.is_private());
        // Once moved, the game is played in the thread: a move there needs no game id, and the
        // channel it came from no longer has it.
        svc.moved_to_thread(start.game, "thread-1").unwrap();
        let record = svc.store().record(start.game).unwrap().unwrap();
        assert_eq!(record.channel, "thread-1");
        svc.play(&caller_in("alice", "thread-1", Lang::En), "d4", None)
            .unwrap();
        refused(&svc, Refusal::NoGameHere, || {
            svc.play(&en("bob"), "d5", None)
        });
        // Moving it again changes nothing.
        svc.moved_to_thread(start.game, "thread-2").unwrap();
        assert_eq!(
            svc.store().record(start.game).unwrap().unwrap().channel,
            "thread-1"
        );
    }
}

both_services! {
    fn a_challenge_not_made_for_a_thread_starts_in_its_channel(svc) {
        let id = challenge(&svc);
        let reply = svc.accept(&en("bob"), Some(id)).unwrap();
        assert_eq!(reply.thread, None);
        svc.moved_to_thread(id, "thread-1").unwrap();
        assert_eq!(svc.store().record(id).unwrap().unwrap().channel, "chan");
    }
}

both_services! {
    fn in_a_games_thread_a_command_naming_another_game_is_refused_in_one_line(svc) {
        let first = accepted(&svc, Variant::LatrunculiPiso, true)
            .thread
            .unwrap();
        let second = accepted(&svc, Variant::LatrunculiPiso, true)
            .thread
            .unwrap();
        svc.moved_to_thread(first.game, "thread-1").unwrap();
        svc.moved_to_thread(second.game, "thread-2").unwrap();
        let in_first = caller_in("alice", "thread-1", Lang::En);
        refused(&svc, Refusal::InAnotherThread(second.game), || {
            svc.play(&in_first, "d4", Some(second.game))
        });
        // Its board too (named by a player of both, or by a spectator), as every command.
        refused(&svc, Refusal::InAnotherThread(second.game), || {
            svc.board(&in_first, Some(second.game))
        });
        refused(&svc, Refusal::InAnotherThread(second.game), || {
            svc.board(&caller_in("carol", "thread-1", Lang::En), Some(second.game))
        });
        svc.board(&in_first, Some(first.game)).unwrap();
        let text = Refusal::InAnotherThread(second.game).reply(Lang::En);
        assert!(text.is_private());
        assert_eq!(
            text.text,
            format!(
                "This thread belongs to another game: play game #{} where it is played.",
                second.game
            )
        );
        // Its own game, named or not, is played there; the other game from the channel as before.
        svc.play(&in_first, "d4", Some(first.game)).unwrap();
        svc.play(
            &caller_in("alice", "chan", Lang::En),
            "d4",
            Some(second.game),
        )
        .unwrap();
    }
}
