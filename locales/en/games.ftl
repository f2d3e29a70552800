## games: sides, phases, endings, refusals

side-white = white
side-black = black
phase-placement = placement (vagi)
phase-movement = movement (ordinarii)
end-one-piece-left = { $side } have a single piece left
end-blocked = { $side } cannot move
end-no-capture-limit = 50 moves each without a capture
end-own = by the rules of the game
illegal-game-over = The game is over.
illegal-chance-to-act = The dice must be rolled first.
illegal-not-chance-to-act = A player's move was expected, not a dice roll.
illegal-placement-phase = Pieces are still being placed: name an empty square, like `d4`.
illegal-movement-phase = All pieces are placed: move one with from-to, like `d4-d5`.
illegal-occupied = That square is occupied.
illegal-not-your-piece = There is no piece of yours on that square.
illegal-not-a-step = A piece moves one square up, down, left or right.
illegal-back-and-forth = A piece may not go straight back to the square it just left.
parse-empty = Write a move: the legal moves are suggested as you type (in the console, `legal` lists them).
parse-not-a-square = `{ $text }` is not a square: write a letter then a number, like `d4`.
parse-off-board = `{ $text }` is off the board.
parse-unrecognised = `{ $text }` is not a move of this game.

## games: latrunculi-seneca

service-variant-latrunculi-seneca = Latrunculi (Seneca)
latrunculi-seneca-illegal-removal-due = First remove one of the enemy pieces you hold (incitus), like `xd5`; then move.
latrunculi-seneca-illegal-no-removal-due = No held piece is waiting to be removed: make a move.
latrunculi-seneca-illegal-not-held = There is no enemy piece you hold on that square.
latrunculi-seneca-illegal-piece-held = That piece is held (incitus): it cannot move until it is freed.
latrunculi-seneca-illegal-not-a-jump = A piece steps one square, or jumps straight over one of its own pieces to the empty square beyond, like `d4-d6-f6`.
latrunculi-seneca-illegal-jump-revisits = A chain of jumps may not land twice on the same square, nor on its start.
latrunculi-seneca-render-holding = Holding: { $count }
latrunculi-seneca-render-to-remove = { $side } to remove a held piece, then move — { $name }
latrunculi-seneca-render-to-remove-side = { $side } to remove a held piece, then move
latrunculi-seneca-mark-white-held = w
latrunculi-seneca-mark-black-held = b
latrunculi-seneca-legend-held = { $white_mark }, { $black_mark } held pieces (incitus), turned over
latrunculi-seneca-side-holding = , holding { $count } of the other side
latrunculi-seneca-last-removal = Last action: { $mv }, a held piece taken off the board
latrunculi-seneca-freed = , freeing { $squares }
latrunculi-seneca-text-to-remove = { $side } must first remove a held piece ({ $moves }), then move

## games: latroncules

service-variant-latroncules = Latroncules (infantry and cavalry)
latroncules-end-all-taken = { $side } have no piece left: Imperator!
latroncules-end-only-into-capture = { $side } could only move into a capture
latroncules-end-no-capture-limit = 40 moves each without a capture
latroncules-illegal-infantry-forward-only = Infantry steps one square straight forward, to an empty square.
latroncules-illegal-cavalry-wrong-way = Cavalry steps one square: any way from a light square, only straight (up, down, left, right) from a dark one; or it jumps over an adjacent enemy the same way.
latroncules-illegal-jump-needs-enemy = A jump must pass over an adjacent enemy piece.
latroncules-illegal-moves-into-capture = You may not put a piece between two enemies unless that move takes a piece.
latroncules-render-details = Captures: { $count } · ♞ to free: { $prisoners }
latroncules-mark-white-infantry = I
latroncules-mark-white-cavalry = C
latroncules-mark-black-infantry = i
latroncules-mark-black-cavalry = c
latroncules-legend = { $wi } { $white } infantry, { $wc } { $white } cavalry, { $bi } { $black } infantry, { $bc } { $black } cavalry; . light square, + dark square (cavalry moves only straight there)
latroncules-side-line = { $side }: captures { $captures }, infantry { $infantry }, cavalry { $cavalry }, cavalry to free { $prisoners }
latroncules-promoted = The infantry on { $square } freed a captive cavalry.

## games: bastonus

service-variant-bastonus = Bastonus Romanus
bastonus-end-field-victory = { $side } have taken every enemy piece on the field (victory on the field)
bastonus-end-camp-conquered = { $side } fill the enemy camp (conquest of the camp)
bastonus-end-camp-annexed = the empress of { $side } entered the enemy camp (annexation)
bastonus-end-legion-lost = { $side } have no legionary left (loss of the legion)
bastonus-end-command-lost = { $side } have no chief on the field (loss of command)
bastonus-end-empress-taken = the empress of { $side } was taken
bastonus-end-no-capture = { $count ->
        [one] one move
       *[other] { $count } moves
    } each without a capture
bastonus-illegal-nothing-to-jump = The Dux jumps only over an adjacent piece, to the empty square beyond.
bastonus-illegal-not-a-rank = That is not a straight line of your legionaries: a rank is written like `c2:e2-c3:e3`.
bastonus-illegal-nothing-to-push = There is no enemy piece to push there (the Colosse pushes any adjacent piece).
bastonus-illegal-push-blocked = The push is blocked: the square behind the pushed line is taken by your own piece.
bastonus-illegal-push-too-few = A line of legionaries pushes at most as many pieces as it has legionaries.
bastonus-illegal-exhausted = Every legionary of that line has already pushed: each pushes once in the game.
bastonus-illegal-no-push-back = A piece that was just pushed may not push back the other way this turn.
bastonus-illegal-nothing-to-pass = `pass` only ends a chain of captures.
bastonus-illegal-capture-or-pass = After a capture you may only capture again, or `pass`.
bastonus-render-details = Captures: { $count } · Legionaries: { $legion }
bastonus-render-chain = { $side } captured: capture again or pass
bastonus-legend = Upper case { $white }, lower case { $black }: L legionary, E exhausted legionary, D Dux, C Colosse, I Empress; + empty camp square, . empty
bastonus-side-line = { $side }: captures { $captures }, pieces { $on_board }
bastonus-last-ejected = { $square } pushed off the board

## games: ergo

service-variant-ergo = Ergo
ergo-illegal-no-piece-in-reserve = You have no piece left in reserve: move a piece on the board, like `e5-e6`.
ergo-illegal-not-a-lion-step = A lion steps one square in any direction (a lion on the outer path may also slide along it).
ergo-illegal-ring-path-blocked = The way along the outer path is blocked: a lion slides over empty squares only.
ergo-illegal-not-a-hollow-step = A hollow piece moves one square up, down, left or right; only lions move diagonally.
ergo-end-five-in-a-row = { $side } have five in a row
ergo-end-third-repetition = the same position occurred three times
ergo-end-move-limit = 100 moves each
ergo-mark-black-lion = B
ergo-mark-black-hollow = b
ergo-mark-white-lion = W
ergo-mark-white-hollow = w
ergo-legend = { $black_lion }/{ $black_hollow } { $black } lion/hollow, { $white_lion }/{ $white_hollow } { $white } lion/hollow, : outer path, . arena
ergo-render-details = Reserve: { $reserve } · On the board: { $on_board }
ergo-render-side-line = { $side }: reserve { $reserve }, on the board { $on_board } (lions: { $lions })
ergo-render-move-count = Moves played: { $plies } (a draw at { $limit })
ergo-render-last-move-turned = Last move: { $mv } (turned lion)

## games: duodecim

service-variant-duodecim = XII Scripta (Ludus Duodecim Scriptorum)
duodecim-end-all-off = { $side } have borne off all 15 pieces
duodecim-end-turn-limit = 500 turns each: the side further ahead wins
duodecim-illegal-no-such-die = No die left shows that value: the number before `:` is the die you use.
duodecim-illegal-must-enter-first = You have pieces in reserve: enter them first, like `3:enter`.
duodecim-illegal-nothing-to-enter = You have no piece in reserve to enter.
duodecim-illegal-protected-point = That point is protected by two or more enemy pieces.
duodecim-illegal-no-piece-on-point = You have no piece on that point.
duodecim-illegal-wrong-distance = A piece moves forward exactly its die: `4:12-16` uses a 4 from point 12.
duodecim-illegal-not-all-home = Pieces leave the board only once all 15 are in ROMANI (points 31 to 36).
duodecim-illegal-only-bear-off = All your pieces are in ROMANI: they may only leave the board, like `5:34-off`.
duodecim-illegal-die-too-small = That die is too small: a piece on point p leaves with a die greater than 36 − p.
duodecim-illegal-no-bonus = No bonus move is owed to you.
duodecim-illegal-bonus-first = Play your bonus move first (`bonus:…`), or decline it with `pass`.
duodecim-render-hits = Hits: { $count }
duodecim-render-panel-side = Reserve { $reserve } · Off { $off }
duodecim-render-dice-of = dice of { $side }
duodecim-service-bonus = Before your roll you may play a bonus move with { $dice }, a die your opponent lost to a protected point: `bonus:…`, or `pass` to decline.
duodecim-render-bonus = bonus for { $side }: { $dice }
duodecim-render-to-roll = { $side } to roll
duodecim-render-legend = { $white_mark }2 = two { $white } pieces, { $black_mark }2 = two { $black } pieces, . = empty; the track runs from 1 to 36
duodecim-render-side-line = { $side }: reserve { $reserve }, borne off { $off }, hits { $hits }
duodecim-render-roll-line = Dice of { $side }: { $dice } ((n) used, n× lost)
duodecim-render-last-hit = Last move: { $mv }, hitting a piece
