## /rules pages: Latrunculi, Piso variant (latrunculi-piso)

rules-latrunculi-piso-board-title = The board and the placement
rules-latrunculi-piso-board =
    The *ludus latrunculorum*, "the game of little soldiers", as reconstructed by Ulrich Schädler; this variant is named after the poem *Laus Pisonis*, which tells of pieces spread on an empty board. A board of 8 × 8 squares and 20 pieces each, white and black. The board starts empty.
    Phase 1, placement (the pieces are *vagi*): taking turns, each player places one piece on any empty square. Type the square, like `d4`. In the diagram: white's first piece on 1, black's reply on 2.
    Nothing is captured during placement, not even by the last piece.
    Phase 2 starts when all 40 pieces are down: the pieces are now *ordinarii* and move.
    Tabula's choice (the text is silent): white places first and makes the first move; the challenger picks who plays white.

rules-latrunculi-piso-moves-title = Moving
rules-latrunculi-piso-moves =
    On your turn, move one of your pieces one square up, down, left or right to an empty square, like `f2-f3` in the diagram. No diagonals, and no jumps: `c3-c5` over c4 is refused.
    A piece may not go forth and back several times in a row. In Tabula, a piece may not return to the square it left on your previous turn (white has just played g4-g5, so `g5-g4` is refused); only that piece is bound, and only for your next turn.
    A player who cannot move is blocked, and the game ends.
    Tabula's choices: this reading of "forth and back"; no passing.

rules-latrunculi-piso-captures-title = Capturing
rules-latrunculi-piso-captures =
    Enclose an enemy piece between two of yours, on a rank or a file, and it is taken (*incitus*) and leaves the board at once. In the diagram, `e3-e4` takes e5, trapped between e4 and e6.
    A piece in a corner is taken by enemies on its two neighbours, at a right angle: `h3-h2` takes h1, with g1.
    Tabula's choices (the text is silent): captures are made only by the piece that has just moved, as one of the two captors; diagonals never capture; the edge of the board never helps, so a piece on an edge (not a corner) is only taken by two enemies along that edge.

rules-latrunculi-piso-special-title = Double captures and safe moves
rules-latrunculi-piso-special =
    One move may take several pieces: all of them leave the board at once. In the diagram, `d3-d4` takes c4 (with b4) and d5 (with d6).
    You may move between two enemy pieces: you are not taken, "suicide" is impossible. Here `g3-g4`, between f4 and h4, is safe. Such a move may itself capture.
    Tabula's choices: only a single piece is enclosed, so two enemies in a row between your pieces are not taken. A piece already standing between two enemies is not taken by some later move elsewhere: one captor must leave and an enemy step back in.

rules-latrunculi-piso-end-title = End of the game
rules-latrunculi-piso-end =
    The game ends when a player has only one piece left, or when the player to move is blocked and has no legal move (also when the only moves are forbidden by the back-and-forth rule). Whoever captured more pieces wins, even a blocked player; equal captures is a draw. In the diagram, white has just taken two pieces: 2 captures to 0.
    Tabula's choices (the sources are silent): 50 moves each (100 in all) in phase 2 without a capture also end the game, the same way; every capture restarts the count. You may resign at any time.
    The whole game is a modern reconstruction: the ancient texts tell of the empty board, the wandering pieces and capture by enclosing, not of how pieces moved.
