## /rules pages: Bastonus Romanus (bastonus)

rules-bastonus-board-title = The board and the armies
rules-bastonus-board =
    Bastonus Romanus is a modern game by Fred Darevil (revised by Cyril Billard), inspired by the Roman *Ludus latrunculorum*. The 8 × 8 board has two camps of four squares, framed in gold: c1–f1 for white, c8–f8 for black.
    Each side has 11 pieces: 8 legionaries on rank 2 (black: rank 7), the Dux (plumed helmet) on d1, the Colosse (horse's head) on b1 and the Empress (crown) on e1.
    White moves first; you play one move a turn. Every piece steps one square up, down, left or right to an empty square: in the diagram, `d2-d3`.
    Camps are ordinary squares for moving: you enter, leave and move inside them freely.

rules-bastonus-moves-title = The Dux and the ranks
rules-bastonus-moves =
    Only the Dux moves diagonally. It may also jump over one adjacent piece, yours or the enemy's, in any of the 8 directions, to the empty square just beyond; the jumped piece is not taken. The dots show where the white Dux can go: c1, e2 (diagonally), b3, d3 and f1 (by jumping).
    Legionaries may move in ranks: a straight line of two or more of your legionaries (no chief in it) steps one square in any straight direction, as one move. You choose how many take part. Write the two ends, then where they go: the arrow is `f2:h2-f3:h3` (f2, g2 and h2 step forward together).
    Any other diagonal move is refused, like `h2-g3`.

rules-bastonus-pushes-title = Pushing
rules-bastonus-pushes =
    • Once in the game, a legionary may push an adjacent enemy piece: it takes its square and the enemy moves one square on, like `d4>d5`. The effort exhausts it: it is drawn lying down.
    • A line of your legionaries pushes a line of as many enemies or fewer; the first fresh legionary from the front is exhausted. In the diagram, `c4:c5>c6` pushes c6 and c7 back (`c5>c6` alone is refused).
    • A push is blocked by your own piece right behind the enemy line. A piece pushed off the board is captured.
    • A piece just pushed may not push back the other way on its next turn.
    • The Colosse never tires: it pushes one adjacent piece of either colour one square, straight into an empty square or off the board, and takes its place: `b1>b2`.

rules-bastonus-captures-title = Captures
rules-bastonus-captures =
    Take an enemy piece by enclosing it between two of yours on a rank or a file (not diagonally). In the diagram, `f4-f5` takes the black piece on e5, between d5 and f5. The Dux and the Colosse are taken the same way.
    • In a corner, a piece is taken by two enemies on its two neighbours; on a camp square, by two enemies on two neighbours at right angles.
    • Only a move captures: stepping between two enemies is safe. In a rank or a push, every piece that moved can capture.
    • The Empress never helps to capture. A piece inside a camp cannot help to take a piece outside it.
    • After a capture you play again, but only another capture; type `pass` to stop.

rules-bastonus-end-title = How the game ends
rules-bastonus-end =
    Six endings, the most glorious first. You win at once with:
    • **victory on the field**: no enemy piece left outside the camps;
    • **conquest of the camp**: four of your pieces fill the enemy camp;
    • **annexation**: your Empress enters the enemy camp (in the diagram, `f7-f8` wins).
    You lose at the start of your turn if you have no legionary left (loss of the legion), no chief (Dux, Colosse, Empress) outside the camps (loss of command), or no Empress.
    The rules' photos are lost, so Tabula chose: the setup and camps, how pushes work, the Dux's jumps in 8 directions, captures in camps, capture chains. Also: no legal move loses; 60 moves each without a capture is a draw.
