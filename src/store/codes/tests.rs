//! The ending codes: every reason round-trips through serde's form, and the codes databases
//! already hold (and a database written before serde codes) read back the same.

use super::*;
use crate::store::{GameId, Store};

/// The names of `EndReason`'s variants, as its derived `Deserialize` declares them to serde, so
/// the tests below cover a new reason without being edited.
fn end_reason_names() -> &'static [&'static str] {
    use serde::de::{value::Error, Error as _, Visitor};

    /// A deserializer that only records the variant list an enum asks for.
    struct Spy(&'static [&'static str]);

    impl<'de> serde::Deserializer<'de> for &mut Spy {
        type Error = Error;

        fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, Error> {
            Err(Error::custom("not an enum"))
        }

        fn deserialize_enum<V: Visitor<'de>>(
            self,
            _name: &'static str,
            variants: &'static [&'static str],
            _: V,
        ) -> Result<V::Value, Error> {
            self.0 = variants;
            Err(Error::custom("variants recorded"))
        }

        serde::forward_to_deserialize_any! {
            bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
            option unit unit_struct newtype_struct seq tuple tuple_struct map struct identifier
            ignored_any
        }
    }

    let mut spy = Spy(&[]);
    let _ = <EndReason as serde::Deserialize>::deserialize(&mut spy);
    assert!(!spy.0.is_empty(), "EndReason is no longer a serde enum");
    spy.0
}

/// Every `EndReason` value with each payload serde accepts among both sides and a number.
fn every_end_reason() -> Vec<EndReason> {
    let mut out = Vec::new();
    for name in end_reason_names() {
        let samples = [
            serde_json::json!(name),
            serde_json::json!({ *name: "First" }),
            serde_json::json!({ *name: "Second" }),
            serde_json::json!({ *name: 40 }),
            serde_json::json!({ *name: [2, "First"] }),
            serde_json::json!({ *name: [3, null] }),
        ];
        let before = out.len();
        out.extend(
            samples
                .into_iter()
                .filter_map(|v| serde_json::from_value::<EndReason>(v).ok()),
        );
        assert!(
            out.len() > before,
            "EndReason::{name} has a payload this test cannot make up: add a sample"
        );
    }
    out
}

#[test]
fn every_end_cause_round_trips_through_its_code() {
    let reasons = every_end_reason();
    // Today's 18 reasons: 12 with a side (both ways), 4 plain, 1 with a number, and a game's
    // own ending (a number and maybe a side).
    assert!(reasons.len() >= 31, "{} reasons", reasons.len());
    assert!(reasons.contains(&EndReason::Own(2, Some(Side::First))));
    assert_eq!(
        EndCause::Rules(EndReason::Own(2, Some(Side::First))).code(),
        "own:2:first"
    );
    assert_eq!(
        EndCause::Rules(EndReason::Own(3, None)).code(),
        "own:3:none"
    );
    let causes = reasons.into_iter().map(EndCause::Rules).chain([
        EndCause::Resignation,
        EndCause::Time,
        EndCause::Agreement,
    ]);
    let mut codes = std::collections::HashSet::new();
    for cause in causes {
        let code = cause.code();
        assert_eq!(EndCause::parse(&code), Some(cause), "{code}");
        assert!(
            code.bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b':'),
            "{code}"
        );
        assert!(codes.insert(code.clone()), "{code} twice");
    }
    for bad in [
        "",
        "blocked",
        "resignation:first",
        "blocked:third",
        "Blocked:first",
        "blocked:First",
        "one-piece-left:1",
        "no-capture-limit:first",
        "no-capture-moves-each",
        "no-capture-moves-each:first",
        "no-capture-moves-each:+40",
        "no-capture-moves-each:-1",
        "no-capture-moves-each:70000",
        "nocapturelimit",
        "no-capture-limit-",
        "no--capture-limit",
        "checkmate",
        "own:2",
        "own:2:third",
        "own:2:first:first",
    ] {
        assert_eq!(EndCause::parse(bad), None, "{bad:?}");
    }
}

/// One code per reason (and resignation) exactly as the hand-written `code()` of bc0af31 wrote
/// them: databases hold these, so they must keep reading, and writing, the same.
const LEGACY_CODES: &[(&str, EndCause)] = &[
    ("resignation", EndCause::Resignation),
    (
        "one-piece-left:first",
        EndCause::Rules(EndReason::OnePieceLeft(Side::First)),
    ),
    (
        "one-piece-left:second",
        EndCause::Rules(EndReason::OnePieceLeft(Side::Second)),
    ),
    (
        "blocked:first",
        EndCause::Rules(EndReason::Blocked(Side::First)),
    ),
    (
        "blocked:second",
        EndCause::Rules(EndReason::Blocked(Side::Second)),
    ),
    (
        "no-capture-limit",
        EndCause::Rules(EndReason::NoCaptureLimit),
    ),
    (
        "five-in-a-row:first",
        EndCause::Rules(EndReason::FiveInARow(Side::First)),
    ),
    (
        "third-repetition",
        EndCause::Rules(EndReason::ThirdRepetition),
    ),
    ("move-limit", EndCause::Rules(EndReason::MoveLimit)),
    (
        "field-victory:second",
        EndCause::Rules(EndReason::FieldVictory(Side::Second)),
    ),
    (
        "camp-conquered:first",
        EndCause::Rules(EndReason::CampConquered(Side::First)),
    ),
    (
        "camp-annexed:second",
        EndCause::Rules(EndReason::CampAnnexed(Side::Second)),
    ),
    (
        "legion-lost:first",
        EndCause::Rules(EndReason::LegionLost(Side::First)),
    ),
    (
        "command-lost:second",
        EndCause::Rules(EndReason::CommandLost(Side::Second)),
    ),
    (
        "empress-taken:first",
        EndCause::Rules(EndReason::EmpressTaken(Side::First)),
    ),
    (
        "no-capture-moves-each:60",
        EndCause::Rules(EndReason::NoCaptureMovesEach(60)),
    ),
    (
        "no-capture-moves-each:40",
        EndCause::Rules(EndReason::NoCaptureMovesEach(40)),
    ),
    (
        "all-pieces-taken:second",
        EndCause::Rules(EndReason::AllPiecesTaken(Side::Second)),
    ),
    (
        "only-moves-into-capture:first",
        EndCause::Rules(EndReason::OnlyMovesIntoCapture(Side::First)),
    ),
    (
        "all-borne-off:second",
        EndCause::Rules(EndReason::AllBorneOff(Side::Second)),
    ),
    ("turn-limit", EndCause::Rules(EndReason::TurnLimit)),
];

#[test]
fn legacy_end_codes_read_and_write_back_the_same() {
    for (code, cause) in LEGACY_CODES {
        assert_eq!(EndCause::parse(code), Some(*cause), "{code}");
        assert_eq!(cause.code(), *code);
    }
}

#[test]
fn a_database_written_before_serde_codes_reads_its_endings() {
    // tests/data/legacy-endings.db was written by the store of bc0af31 (hand-written codes):
    // games 1-7 played to their real end (7 resigned), 8-24 one row per other code.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("legacy.db");
    std::fs::copy(
        concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/legacy-endings.db"),
        &path,
    )
    .unwrap();
    let store = Store::open(&path).unwrap();
    let rules = EndCause::Rules;
    let (first, second) = (Some(Side::First), Some(Side::Second));
    let expected: &[(GameId, Option<Side>, EndCause)] = &[
        (1, second, rules(EndReason::NoCaptureLimit)),
        (2, first, rules(EndReason::NoCaptureLimit)),
        (3, None, rules(EndReason::NoCaptureLimit)),
        (4, None, rules(EndReason::NoCaptureMovesEach(60))),
        (5, None, rules(EndReason::MoveLimit)),
        (6, second, rules(EndReason::AllBorneOff(Side::Second))),
        (7, first, EndCause::Resignation),
        (8, None, rules(EndReason::OnePieceLeft(Side::First))),
        (9, None, rules(EndReason::OnePieceLeft(Side::Second))),
        (10, None, rules(EndReason::Blocked(Side::First))),
        (11, None, rules(EndReason::Blocked(Side::Second))),
        (12, None, rules(EndReason::FiveInARow(Side::First))),
        (13, None, rules(EndReason::FiveInARow(Side::Second))),
        (14, None, rules(EndReason::ThirdRepetition)),
        (15, None, rules(EndReason::FieldVictory(Side::First))),
        (16, None, rules(EndReason::CampConquered(Side::Second))),
        (17, None, rules(EndReason::CampAnnexed(Side::First))),
        (18, None, rules(EndReason::LegionLost(Side::Second))),
        (19, None, rules(EndReason::CommandLost(Side::First))),
        (20, None, rules(EndReason::EmpressTaken(Side::Second))),
        (21, None, rules(EndReason::AllPiecesTaken(Side::First))),
        (
            22,
            None,
            rules(EndReason::OnlyMovesIntoCapture(Side::Second)),
        ),
        (23, None, rules(EndReason::AllBorneOff(Side::First))),
        (24, None, rules(EndReason::TurnLimit)),
    ];
    for &(id, winner, cause) in expected {
        let record = store.record(id).unwrap().unwrap();
        assert_eq!(record.status, Status::Finished, "#{id}");
        assert_eq!(record.ending, Some(Ending { winner, cause }), "#{id}");
        // The code reads back and writes back byte for byte.
        let stored: String = store.with_conn(|c| {
            c.query_row("SELECT end_reason FROM games WHERE id = ?1", [id], |r| {
                r.get(0)
            })
            .unwrap()
        });
        assert_eq!(cause.code(), stored, "#{id}");
    }
    // The played games: the stored ending is the one their position and history give.
    for id in 1..=6 {
        let (record, game) = store.load(id).unwrap().unwrap();
        let outcome = game.outcome().unwrap();
        let ending = record.ending.unwrap();
        assert_eq!(ending.cause, EndCause::Rules(outcome.reason), "#{id}");
        assert_eq!(ending.winner, outcome.winner, "#{id}");
        assert_eq!(store.replay(id).unwrap().unwrap().outcome(), Some(outcome));
    }
    let resigned = store.actions(7).unwrap();
    assert_eq!(resigned.last().unwrap().kind, ActionKind::Resign);
    // Nothing in the file was damaged or skipped.
    let alice = store.find_player("console:alice").unwrap().unwrap();
    assert_eq!(
        store
            .games_of(alice.id, None, &[Status::Finished])
            .unwrap()
            .len(),
        expected.len()
    );
}
