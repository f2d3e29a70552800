## /rules pages: Ergo (ergo)

rules-ergo-board-title = The board and the aim
rules-ergo-board =
    Ergo, "the game of the ancient Romans", was published by Invicta in 1977. The board has two zones: the arena, the 56 light squares in the middle (b2 to i8), and the outer path, the ring of 34 darker squares around it.
    Each player has 12 pieces in reserve, shown under the board. Every piece has two faces: a lion and a hollow face.
    The board starts empty. Black always starts; then each player in turn plays exactly one move (you may never pass). Nothing is ever captured.
    To win, be the first to line up five of your pieces in an unbroken line, across, up or diagonally, anywhere on the board, outer path included; the faces do not matter. The dots show one such line, from a1 to e5.

rules-ergo-drops-title = Bringing pieces in
rules-ergo-drops =
    While you have pieces in reserve, your move may be a drop, on any empty square:
    • in the arena, the piece goes hollow face up;
    • on the outer path, it goes lion face up.
    Write the square alone. In the diagram, black may drop `e4` (a hollow piece in the arena) or `a1` (a lion on the outer path): the face follows from the square, you never name it.
    You may drop at any time, whatever is already on the board. Pieces are never stacked: every move goes to an empty square. Once your reserve is empty, you can only move pieces on the board.

rules-ergo-moves-title = Moving in the arena
rules-ergo-moves =
    Moves on the board are written `from-to`, one square at a time in the arena:
    • A hollow piece steps one square up, down, left or right, never diagonally. The black hollow piece on d4 can go to its dotted squares; `d4-e5` is refused.
    • A lion steps one square in any of the 8 directions. The black lion on i4 has eight dotted squares, three of them on the outer path: a lion may step out of the arena that way and stays a lion.
    Pieces only ever turn from hollow to lion, never back: a lion stays a lion for the rest of the game.

rules-ergo-path-title = The outer path
rules-ergo-path =
    Only lions stand on the outer path.
    • A lion on the path slides along it as far as you like, round the corners, either way, over empty squares only: no jumping. In the diagram, `a3-d1` turns the corner at a1; `a3-a8` is refused, as the white lions on a7 and e1 block both ways.
    • A lion on the path may step back into the arena, one square in any direction, like `a3-b4`.
    • A hollow piece leaves the arena one square straight, not diagonally, and is turned over, lion face up: the arrow `b5-a5`.

rules-ergo-end-title = Winning and draws
rules-ergo-end =
    In the diagram, black wins with `f5-e5`: five in a row from a1 to e5, across the outer path and the arena (the drop `e5` would win too). Six or more in a row also win; a gap or an enemy piece breaks a line. The line is checked after every move.
    The game is drawn if:
    • the side to play has no legal move;
    • the same position (pieces, faces, reserves, side to play) occurs a third time;
    • both sides have played 100 moves (a line made on the last move still wins).
    The old rule text gives the board, the aim and the eight moves; the draws, the move limit and the faces not counting follow the published rules. Tabula's choices: lines may run along the outer path, lions slide round its corners, and you may drop at any time.
