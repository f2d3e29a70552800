## /rules pages: Latroncules (latroncules)

rules-latroncules-board-title = The board and the pieces
rules-latroncules-board =
    Latroncules is a French school version of the Roman soldiers' game. The board (the *tabula*) has 8 × 8 light and dark squares. Each player has 16 pieces: 8 infantry (round) and 8 cavalry (square, with a horse).
    Each side fills the two ranks in front of it: cavalry on the dark squares, infantry on the light ones. White holds ranks 1–2, black ranks 7–8.
    Goal: take as many enemy pieces as you can; taking them all wins.
    Players take turns, one move each, always onto an empty square; no passing. White starts, and at first only the second rank can move: in the diagram, the white cavalry on d2 steps to d3 (`d2-d3`).
    Tabula's choices: a1 is dark, so each player's right-hand corner is light; the challenger picks who plays white.

rules-latroncules-moves-title = Infantry and cavalry
rules-latroncules-moves =
    Infantry steps one square straight forward, towards the enemy: `c2-c3` in the diagram. Never sideways, backwards or diagonally, and it never jumps.
    Cavalry moves one square, and its square decides where. From a light square it may go to any of the 8 squares around it (dots of e4). From a dark square it only follows the cross carved on it: straight up, down, left or right (dots of b4).
    Cavalry may instead jump over one adjacent enemy piece, in a direction allowed from its square, to the empty square just behind: `e4-e6` jumps over e5. The jump takes nothing by itself.
    Tabula's choices (the source's figure is lost): the infantry move; the lines of a dark square read as a straight cross; a jump passes over one enemy piece only.

rules-latroncules-captures-title = Capturing
rules-latroncules-captures =
    An enemy piece is taken when the piece you just moved ends so that the enemy stands between it and another of your pieces, on a rank or a file. In the diagram, `h1-h2` takes h3, with h4. In a corner, a piece is taken by enemies on its two neighbouring squares. Taken pieces leave the game; a taken cavalry is kept by the enemy as a captive.
    Beware: you may not put a piece in a position to be taken, between two enemies or in a corner between them, unless that very move takes a piece. Here `d5-c6` is refused: c6 lies between b6 and d6. Jumping there is refused too.
    Tabula's choices: this flanking capture, as in the other Roman games; orthogonal only, never diagonal; made only by the piece that moved.

rules-latroncules-promotion-title = Promotion: freeing a cavalry
rules-latroncules-promotion =
    When your infantry reaches the last rank of the enemy's side, it frees one of your cavalry taken by the enemy: the infantry leaves the game and one of those cavalry takes its place on that square.
    In the diagram, black holds 4 white cavalry ("♞ to free" in the band): `a7-a8` brings one back on a8.
    If the enemy holds none of your cavalry, the infantry stays on the last rank and can no longer move.
    Tabula's choices: the exchange is automatic, in the same move, and needs no mark; with nothing to free the infantry stays; promotion happens only on arrival, so an infantry already waiting there is not exchanged later.

rules-latroncules-end-title = End of the game
rules-latroncules-end =
    If you take every enemy piece, you win and are proclaimed *Imperator*.
    If the player to move has no other choice than to put a piece in a position to be taken, the game is drawn. In the diagram, `c5-c6` is refused (between b6 and d6), but white still has other moves.
    If neither player manages to take every enemy piece, the game is drawn.
    Tabula's choices: a player with no move at all also draws; after 40 moves each (80 in all) without a capture, the game ends in a draw, and each capture starts the count again.
