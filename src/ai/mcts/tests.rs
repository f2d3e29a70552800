use super::*;
use crate::ai::{Level, BASE};
use crate::games::latroncules::{Kind as Piece, Latroncules};
use crate::games::Square;

fn sq(text: &str) -> Square {
    Square::parse(text, 8, 8).expect("a square")
}

#[test]
fn a_draw_is_worth_less_to_the_searching_side_by_its_contempt() {
    // White to move with only an infantry on the last rank: no move, a draw.
    let drawn = Latroncules::from_pieces(
        &[(sq("h8"), Piece::Infantry)],
        &[(sq("a1"), Piece::Cavalry)],
        Side::First,
    );
    assert!(drawn.outcome().is_some_and(|o| o.winner.is_none()));
    let settings = Settings {
        contempt: 0.1,
        ..BASE
    };
    for (turn, draw) in [(Side::First, 0.4), (Side::Second, 0.6)] {
        let live = Latroncules::from_pieces(
            &[(sq("h8"), Piece::Infantry), (sq("d4"), Piece::Cavalry)],
            &[(sq("a1"), Piece::Cavalry)],
            turn,
        );
        let tree = Tree::new(&live, settings, 1);
        assert!((tree.value(&drawn) - draw).abs() < 1e-6, "{turn:?}");
        // Without contempt a draw is an even game for either side.
        let tree = Tree::new(&live, BASE, 1);
        assert_eq!(tree.value(&drawn), 0.5);
    }
}

#[test]
fn each_node_keeps_the_minimax_of_its_children_for_the_side_to_act() {
    let game = Latroncules::new();
    let settings = Settings {
        minimax_weight: 0.6,
        ..Level::Imperator.spec().settings
    };
    let mut tree = Tree::new(&game, settings, 7);
    tree.run(2_000, None);
    let mut checked = 0;
    for node in &tree.nodes {
        let Kind::Decision { side, values, .. } = &node.kind else {
            continue;
        };
        if node.visits < 2 {
            continue;
        }
        let children: Vec<f32> = node
            .children
            .iter()
            .zip(values)
            .map(|(&c, &v)| {
                if c == NONE {
                    v
                } else {
                    tree.nodes[c as usize].minimax
                }
            })
            .collect();
        assert_eq!(node.minimax, best_for(*side, children));
        checked += 1;
    }
    assert!(checked > 100, "{checked}");
}
