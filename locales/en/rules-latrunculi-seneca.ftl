## /rules pages: Latrunculi, Seneca variant (latrunculi-seneca)

rules-latrunculi-seneca-board-title = The board and the placement
rules-latrunculi-seneca-board =
    The *ludus latrunculorum*, "the game of little soldiers", as reconstructed by Ulrich Schädler. A board of 8 × 8 squares and 20 pieces each, white and black. The board starts empty: there is no starting position.
    Phase 1, placement (the pieces are *vagi*): taking turns, each player places one piece on any empty square. Type the square, like `d4`. In the diagram, white's first piece goes on 1 (d4), black's answer on 2 (e5).
    Nothing is captured during placement, not even by the last piece.
    Phase 2 starts when all 40 pieces are down: the pieces are now *ordinarii* and they move.
    Tabula's choice (the text is silent): white places first and makes the first move; the challenger picks who plays white.

rules-latrunculi-seneca-moves-title = Moving and jumping
rules-latrunculi-seneca-moves =
    On your turn, move one piece one square up, down, left or right to an empty square: `f2-f3`. No diagonals.
    Instead, a piece may jump over one of its own pieces to the empty square just behind it, and go on jumping in the same move, as in draughts. Type every landing square: `c3-c5-e5` jumps over c4, then over d5. Never over an enemy piece or an empty square. Jumping is never forced and you may stop after any jump.
    A piece may not go straight back to the square it left on your previous turn: white has just played g4-g5, so `g5-g4` is refused.
    Tabula's choices: jumps go straight only; a chain never lands twice on the same square nor back on its start; "not forth and back" is read as above.

rules-latrunculi-seneca-captures-title = Capture: the incitus
rules-latrunculi-seneca-captures =
    Enclose an enemy piece between two of yours, on a rank or a file, and it is taken. In the diagram, `e3-e4` traps e5 between e4 and e6. A piece in a corner is taken by enemies on its two neighbours: `h3-h2` takes h1, with g1.
    A taken piece is not removed at once: it becomes *incitus*, held. It is turned over and stays on the board, but it cannot move nor help its side capture. Your own pieces may jump over it, the enemy's may not.
    You may move between two enemy pieces: `c3-c4`, between b4 and d4, is safe (no suicide).
    Tabula's choices: only the piece that moved captures, checked where its move ends (squares crossed by jumps take nothing); diagonals never capture; a held piece stays held by its first pair only.

rules-latrunculi-seneca-held-title = Removing or freeing
rules-latrunculi-seneca-held =
    In the diagram, white has just played `e3-e4`: the black piece on e5 (A) is held.
    At the start of white's next turn, before moving, white must take it off the board with `xe5`, then make a move in the same turn.
    Black can still save it. If black encloses one of its two captors, the held piece is freed at once and may move and capture again. Here `d7-d6` takes e6 (between d6 and f6), so e5 is free.
    If you hold several pieces at once, remove the one you choose, then one more at each of your next turns.
    Tabula's choices: a held piece is also freed as soon as one of its captors moves away, and a captor that is taken frees every piece it held.

rules-latrunculi-seneca-end-title = End of the game
rules-latrunculi-seneca-end =
    Here black did not free e5: white must play `xe5` first; any move, like `c3-c4`, is refused until then.
    The game ends when a player has only one piece left, or when the player to move is blocked and has no legal move. Whoever captured more pieces wins; equal captures is a draw.
    Tabula's choices (the sources are silent): your captures are the pieces you removed plus those you still hold; held pieces count as on the board until removed; 50 moves each without a capture also end the game (a removal is not a move).
    Only the idea that a taken piece can be freed comes from Seneca (*Letters* 117, 30); how jumps, removal and release work is a modern reconstruction.
