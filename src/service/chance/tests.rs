use rand::rngs::SmallRng;
use rand::SeedableRng;

use super::{pick_weighted, roll_while_chance, ChanceError, ChanceGame, MAX_ROLLS};
use crate::games::{AnyGame, Illegal, MoveError, ParseError, Side, ToAct, Variant};

/// A toy dice game: chance rolls `dice` dice one at a time (`roll:N`), then the player
/// moves (`go`), and so on. `weights` are the faces' weights; `refuse` makes the rules
/// refuse every roll; `stuck` keeps chance acting forever.
#[derive(Clone, Debug)]
struct Dice {
    dice: usize,
    pending: usize,
    weights: Vec<u32>,
    history: Vec<String>,
    refuse: bool,
    stuck: bool,
}

impl Dice {
    fn new(dice: usize, weights: Vec<u32>) -> Dice {
        Dice {
            dice,
            pending: dice,
            weights,
            history: Vec::new(),
            refuse: false,
            stuck: false,
        }
    }
}

impl ChanceGame for Dice {
    fn to_act(&self) -> ToAct {
        if self.pending > 0 || self.stuck {
            ToAct::Chance
        } else {
            ToAct::Side(Side::First)
        }
    }

    fn chance_texts(&self) -> Vec<(String, u32)> {
        self.weights
            .iter()
            .enumerate()
            .map(|(face, w)| (format!("roll:{}", face + 1), *w))
            .collect()
    }

    fn play_text(&mut self, text: &str) -> Result<String, MoveError> {
        let text = text.trim().to_lowercase();
        if self.refuse {
            return Err(MoveError::Illegal(Illegal::NotChanceToAct));
        }
        match (self.to_act(), text.strip_prefix("roll:")) {
            (ToAct::Chance, Some(face)) => {
                face.parse::<usize>()
                    .ok()
                    .filter(|f| (1..=self.weights.len()).contains(f))
                    .ok_or_else(|| ParseError::Unrecognised(text.clone()))?;
                self.pending = self.pending.saturating_sub(1);
            }
            (ToAct::Side(_), None) if text == "go" => self.pending = self.dice,
            (ToAct::Chance, None) => return Err(Illegal::ChanceToAct.into()),
            _ => return Err(Illegal::NotChanceToAct.into()),
        }
        self.history.push(text.clone());
        Ok(text)
    }
}

#[test]
fn a_game_without_dice_is_left_alone() {
    let mut game = AnyGame::new(Variant::LatrunculiPiso);
    let before = serde_json::to_string(&game).unwrap();
    let mut rng = SmallRng::seed_from_u64(1);
    assert_eq!(roll_while_chance(&mut game, &mut rng), Ok(vec![]));
    assert_eq!(serde_json::to_string(&game).unwrap(), before);
}

#[test]
fn chance_rolls_until_a_player_acts_and_every_roll_is_played_in_order() {
    let mut game = Dice::new(3, vec![1; 6]);
    let mut rng = SmallRng::seed_from_u64(7);
    let rolls = roll_while_chance(&mut game, &mut rng).unwrap();
    assert_eq!(rolls.len(), 3);
    assert_eq!(game.history, rolls);
    assert_eq!(game.to_act(), ToAct::Side(Side::First));
    // The player moves, chance acts again.
    game.play_text("go").unwrap();
    let again = roll_while_chance(&mut game, &mut rng).unwrap();
    assert_eq!(again.len(), 3);
    assert_eq!(game.history.len(), 7);
}

#[test]
fn the_same_seed_gives_the_same_rolls() {
    let roll = |seed| {
        let mut game = Dice::new(5, vec![1, 2, 3, 4, 5, 6]);
        roll_while_chance(&mut game, &mut SmallRng::seed_from_u64(seed)).unwrap()
    };
    assert_eq!(roll(42), roll(42));
    assert_ne!(
        (0..10).map(roll).collect::<Vec<_>>(),
        vec![roll(0); 10],
        "different seeds roll differently"
    );
}

#[test]
fn rolls_follow_their_weights_and_zero_weights_never_come_up() {
    // Faces 1..4 with weights 0, 1, 3, 0: face 3 should come up about three times as often
    // as face 2, faces 1 and 4 never.
    let options: Vec<(String, u32)> = [0, 1, 3, 0]
        .iter()
        .enumerate()
        .map(|(i, w)| (format!("roll:{}", i + 1), *w))
        .collect();
    let mut rng = SmallRng::seed_from_u64(3);
    let mut counts = [0u32; 4];
    for _ in 0..8000 {
        let pick = pick_weighted(&options, &mut rng).unwrap();
        let face: usize = pick.strip_prefix("roll:").unwrap().parse().unwrap();
        counts[face - 1] += 1;
    }
    assert_eq!((counts[0], counts[3]), (0, 0));
    // Expected 2000 and 6000; a seeded run lands within a few percent.
    assert!((1800..2200).contains(&counts[1]), "{counts:?}");
    assert!((5800..6200).contains(&counts[2]), "{counts:?}");
}

#[test]
fn no_positive_weight_is_an_error_not_a_hang() {
    let mut rng = SmallRng::seed_from_u64(0);
    assert_eq!(pick_weighted(&[], &mut rng), None);
    assert_eq!(pick_weighted(&[("roll:1".into(), 0)], &mut rng), None);
    let mut game = Dice::new(1, vec![0, 0]);
    assert_eq!(
        roll_while_chance(&mut game, &mut rng),
        Err(ChanceError::NoRoll)
    );
}

#[test]
fn a_roll_the_rules_refuse_is_an_error() {
    let mut game = Dice::new(1, vec![1]);
    game.refuse = true;
    let err = roll_while_chance(&mut game, &mut SmallRng::seed_from_u64(0)).unwrap_err();
    assert_eq!(
        err,
        ChanceError::Refused("roll:1".into(), Illegal::NotChanceToAct.into())
    );
}

#[test]
fn a_game_where_chance_never_stops_is_cut_off() {
    let mut game = Dice::new(1, vec![1, 1]);
    game.stuck = true;
    let err = roll_while_chance(&mut game, &mut SmallRng::seed_from_u64(0)).unwrap_err();
    assert_eq!(err, ChanceError::Endless);
    assert_eq!(game.history.len(), MAX_ROLLS);
}
