## /rules pages: XII Scripta (duodecim)

rules-duodecim-board-title = The track and the pieces
rules-duodecim-board =
    XII Scripta, the *Ludus duodecim scriptorum* ("game of twelve lines"), is a Roman race game with three dice, an ancestor of backgammon. The track has 36 points, spelled by six words: HOSTES (1–6), VINCTI (7–12), IMPERI (13–18), VIRTUS (19–24), LUDANT (25–30), ROMANI (31–36).
    Each player has 15 pieces, white or black, all in reserve at the start. Both sides run the same track the same way, from 1 to 36. White rolls first; the bot rolls the dice for you at the start of each turn.
    Three phases: enter your pieces on HOSTES (the dots), race them to ROMANI, then bear them off. The first to bear off all 15 wins.

rules-duodecim-entering-title = The dice and entering
rules-duodecim-entering =
    Each die moves one piece by its value. The same piece may use several dice, and you choose the order.
    While you have pieces in reserve, you must enter them before moving any other: a 3 puts a piece on point 3, written `3:enter`.
    The diagram is the old rules' own example: white rolled 1, 3 and 4 and entered on 1, 3 and 4. Black rolled 2, 3 and 5 and enters on the dotted points: `3:enter` lands on the lone white piece on 3, which is hit and goes back to white's reserve.
    As soon as your reserve is empty, the dice left in that turn move your pieces.

rules-duodecim-moving-title = Moving, hitting, protecting
rules-duodecim-moving =
    A piece moves forward exactly its die: `6:2-8` uses a 6 from point 2 to point 8. Type a die's value in `/move` to list its uses.
    • Your pieces may share a point. Two or more protect it: the enemy can neither land nor enter there.
    • Landing on a lone enemy piece hits it: it goes back to its reserve, and its owner must enter it and run the whole track again.
    In the diagram, black plays 1, 3 and 6: `6:2-8` hits the white piece on 8, but `3:3-6` is refused, as five white pieces protect point 6.
    You must use a die if you can. When no die left has a use, they are lost and the bot passes the turn.

rules-duodecim-bonus-title = Blocked dice and the bonus
rules-duodecim-bonus =
    A die is blocked when a piece could use it but every use lands on a protected point. It is lost, and your opponent profits: before their own roll, they may play that value once with one of their pieces (entering, moving or bearing off). Such moves start with `bonus:`; `pass` declines the rest.
    In the diagram, white had to enter a piece with 2, 3 and 5, but black protects the dotted points. White lost all three dice, so black has a bonus 2, 3 and 5: `bonus:3:8-11` hits the white piece on 11.
    A die that is simply too small to bear off a piece is lost with no bonus.

rules-duodecim-off-title = Bearing off and winning
rules-duodecim-off =
    Once all your pieces still on the board are in ROMANI (31–36), you may only bear them off. A piece on point p leaves with a die greater than 36 − p: on 34, a 3 or more (`3:34-off`), not a 2.
    A lone piece is not safe, even then. In the diagram white is bearing off; black, with 4, 5 and 6, can hit the lone white pieces on 32, 33 or 34, like `5:28-33`. White must then enter the hit piece and bring it back to ROMANI before bearing off again.
    The first to bear off all 15 pieces wins.
    Where the old text is silent, Tabula chose: 15 pieces, white first, one track for both, dice in any order, how dice are lost and bonuses owed, the bearing-off count, and after 500 turns each the side further ahead wins.
