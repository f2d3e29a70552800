//! Puzzles from the server's own games: a reviewed game's candidates verified by the job.

use std::sync::{Arc, Mutex};

use super::*;
use crate::games::Variant;
use crate::jobs::tests::person;
use crate::jobs::Stop;
use crate::service::reviews::{ReviewAsked, ReviewJob};
use crate::service::ButtonId;
use crate::service::{ChallengeOptions, Challenged, First, GameId, Service};
use crate::store::puzzles::PuzzleSource;

/// Alice (first) and bob play `moves` in turn in a game of `variant`; its id.
fn played(service: &Service, variant: Variant, moves: &[&str]) -> GameId {
    let (alice, bob) = (person("alice"), person("bob"));
    let offered = service
        .challenge(
            &alice,
            Challenged::Player(&bob.user),
            variant,
            ChallengeOptions {
                first: First::Me,
                ..ChallengeOptions::default()
            },
        )
        .unwrap();
    let id = offered
        .buttons
        .iter()
        .find_map(|b| match b.id {
            ButtonId::Accept(id) => Some(id),
            _ => None,
        })
        .unwrap();
    service.accept(&bob, Some(id)).unwrap();
    for (i, mv) in moves.iter().enumerate() {
        let who = if i % 2 == 0 { &alice } else { &bob };
        service
            .play(who, mv, Some(id))
            .unwrap_or_else(|e| panic!("{mv}: {e:?}"));
    }
    id
}

/// Reviews game `id` at the smallest budget, as the review job does, and stores the review.
fn reviewed(service: &Service, id: GameId) {
    service.set_review_budget(100);
    let job: ReviewJob = match service.ask_review(&person("alice"), Some(id)).unwrap() {
        ReviewAsked::Pending(job) => job,
        ReviewAsked::Ready(_) => panic!("a new review is computed"),
    };
    let mut reviewer = service.reviewer(&job).unwrap();
    while reviewer.step() {}
    service.store_review(&job, &reviewer.finish()).unwrap();
}

/// Ergo: alice builds c4-d4-e4-f4 against bob's b4; bob's blunder (h6) leaves g4 open, and
/// alice makes five there.
const BLUNDER: [&str; 9] = ["c4", "b4", "d4", "h8", "e4", "h7", "f4", "h6", "g4"];

#[tokio::test]
async fn a_finished_game_with_a_blunder_gives_a_puzzle_from_that_game_verified_between_searches() {
    let service = Service::in_memory().unwrap();
    let id = played(&service, Variant::Ergo, &BLUNDER);
    assert_eq!(
        service.store().record(id).unwrap().unwrap().status,
        crate::store::Status::Finished
    );
    reviewed(&service, id);
    let queued = service.store().puzzle_candidates(id).unwrap();
    assert!(
        queued.iter().any(|c| c.ply == 8 && c.status == "queued"),
        "the position after bob's blunder is a candidate: {queued:?}"
    );
    // The job, with one search thread: after its first decision, a computer's search asked for
    // meanwhile is served before the round ends (the job pauses between decisions, as a review
    // does, and runs each decision as a job of its own on the search threads).
    let gate = Arc::new(Gate::new(Arc::new(service), 2, 1, Stop::new()));
    let (tell, mut told) = tokio::sync::mpsc::unbounded_channel();
    let steps = Arc::new(Mutex::new(0usize));
    let round = {
        let gate = Arc::clone(&gate);
        let steps = Arc::clone(&steps);
        tokio::spawn(async move {
            let judged = verify(&gate, true, || {
                *steps.lock().unwrap() += 1;
                let _ = tell.send(());
            })
            .await;
            (judged, tokio::time::Instant::now())
        })
    };
    told.recv().await.unwrap();
    let answered = gate.search(|_| tokio::time::Instant::now()).await.unwrap();
    let (judged, ended) = round.await.unwrap();
    assert!(answered < ended, "the search waited for the whole round");
    assert_eq!(judged, queued.len(), "every candidate judged once");
    assert!(*steps.lock().unwrap() >= judged);
    let after = gate.quick(|s| s.store().puzzle_candidates(id)).unwrap();
    let kept = after
        .iter()
        .find(|c| c.ply == 8)
        .unwrap_or_else(|| panic!("{after:?}"));
    assert_eq!(kept.status, "kept", "{after:?}");
    let puzzle = gate
        .quick(|s| s.store().puzzle(kept.puzzle.unwrap()))
        .unwrap()
        .unwrap();
    assert_eq!(puzzle.source, PuzzleSource::Game(id));
    assert_eq!(puzzle.line, ["g4"]);
    assert_eq!(puzzle.theme, "five-in-a-row");
    assert!(after
        .iter()
        .all(|c| c.status == "kept" || c.status == "refused"));
    // Judged once: another round finds nothing to do.
    assert_eq!(verify(&gate, true, || {}).await, 0);
}

#[tokio::test]
async fn a_game_without_a_mistake_gives_no_candidate_and_no_puzzle() {
    let service = Service::in_memory().unwrap();
    let id = played(&service, Variant::LatrunculiPiso, &["a1", "h8", "b1", "g8"]);
    service.resign(&person("bob"), Some(id)).unwrap();
    reviewed(&service, id);
    assert_eq!(service.store().puzzle_candidates(id).unwrap(), []);
    let gate = Gate::new(Arc::new(service), 2, 1, Stop::new());
    assert_eq!(verify(&gate, false, || {}).await, 0);
    let counts = gate.quick(|s| s.store().puzzle_counts()).unwrap();
    assert!(counts.is_empty(), "{counts:?}");
}
