## games: sides, phases, endings, refusals

side-white = blancs
side-black = noirs
phase-placement = placement (vagi)
phase-movement = déplacement (ordinarii)
end-one-piece-left = il ne reste qu'un pion aux { $side }
end-blocked = les { $side } sont bloqués
end-no-capture-limit = 50 coups chacun sans prise
end-own = selon les règles du jeu
illegal-game-over = La partie est terminée.
illegal-chance-to-act = Il faut d'abord lancer les dés.
illegal-not-chance-to-act = Un coup de joueur était attendu, pas un lancer de dés.
illegal-placement-phase = Les pions sont encore en cours de placement : indiquez une case libre, par exemple `d4`.
illegal-movement-phase = Tous les pions sont placés : déplacez-en un avec départ-arrivée, par exemple `d4-d5`.
illegal-occupied = Cette case est occupée.
illegal-not-your-piece = Vous n'avez pas de pion sur cette case.
illegal-not-a-step = Un pion se déplace d'une case verticalement ou horizontalement.
illegal-back-and-forth = Un pion ne peut pas revenir aussitôt sur la case qu'il vient de quitter.
parse-empty = Écrivez un coup : les coups légaux sont proposés pendant la saisie (dans la console, `legal` les liste).
parse-not-a-square = `{ $text }` n'est pas une case : écrivez une lettre puis un chiffre, par exemple `d4`.
parse-off-board = `{ $text }` est hors du plateau.
parse-unrecognised = `{ $text }` n'est pas un coup de ce jeu.

## games: latrunculi-seneca

service-variant-latrunculi-seneca = Latrunculi (variante de Sénèque)
latrunculi-seneca-illegal-removal-due = Retirez d'abord un des pions adverses que vous tenez (incitus), par exemple `xd5` ; puis jouez.
latrunculi-seneca-illegal-no-removal-due = Aucun pion tenu n'attend d'être retiré : jouez un coup.
latrunculi-seneca-illegal-not-held = Il n'y a pas de pion adverse tenu sur cette case.
latrunculi-seneca-illegal-piece-held = Ce pion est tenu (incitus) : il ne peut pas bouger tant qu'il n'est pas libéré.
latrunculi-seneca-illegal-not-a-jump = Un pion avance d'une case, ou saute tout droit par-dessus un pion de sa couleur vers la case libre derrière, par exemple `d4-d6-f6`.
latrunculi-seneca-illegal-jump-revisits = Une suite de sauts ne peut pas revenir sur une case déjà atteinte, ni sur sa case de départ.
latrunculi-seneca-render-holding = Tenus : { $count }
latrunculi-seneca-render-to-remove = Aux { $side } de retirer un pion tenu, puis de jouer — { $name }
latrunculi-seneca-render-to-remove-side = Aux { $side } de retirer un pion tenu, puis de jouer
latrunculi-seneca-mark-white-held = b
latrunculi-seneca-mark-black-held = n
latrunculi-seneca-legend-held = { $white_mark }, { $black_mark } pions tenus (incitus), retournés
latrunculi-seneca-side-holding = , pions adverses tenus { $count }
latrunculi-seneca-last-removal = Dernière action : { $mv }, un pion tenu retiré du plateau
latrunculi-seneca-freed = , libérant { $squares }
latrunculi-seneca-text-to-remove = Les { $side } doivent d'abord retirer un pion tenu ({ $moves }), puis jouer

## games: latroncules

service-variant-latroncules = Latroncules (fantassins et cavaliers)
latroncules-end-all-taken = les { $side } n'ont plus aucun pion : Imperator !
latroncules-end-only-into-capture = les { $side } ne pouvaient que se mettre en prise
latroncules-end-no-capture-limit = 40 coups chacun sans prise
latroncules-illegal-infantry-forward-only = Un fantassin avance d'une case droit devant lui, vers une case libre.
latroncules-illegal-cavalry-wrong-way = Un cavalier avance d'une case : dans les 8 directions depuis une case claire, seulement en ligne droite (haut, bas, gauche, droite) depuis une case sombre ; ou il saute de la même façon par-dessus un pion adverse voisin.
latroncules-illegal-jump-needs-enemy = Un saut doit passer par-dessus un pion adverse voisin.
latroncules-illegal-moves-into-capture = Vous ne pouvez pas vous mettre en prise entre deux pions adverses, sauf si ce coup capture un pion.
latroncules-render-details = Prises : { $count } · ♞ à délivrer : { $prisoners }
latroncules-mark-white-infantry = F
latroncules-mark-white-cavalry = C
latroncules-mark-black-infantry = f
latroncules-mark-black-cavalry = c
latroncules-legend = { $wi } fantassin des { $white }, { $wc } cavalier des { $white }, { $bi } fantassin des { $black }, { $bc } cavalier des { $black } ; . case claire, + case sombre (le cavalier n'y va qu'en ligne droite)
latroncules-side-line = { $side } : prises { $captures }, fantassins { $infantry }, cavaliers { $cavalry }, cavaliers à délivrer { $prisoners }
latroncules-promoted = Le fantassin en { $square } a délivré un cavalier captif.

## games: bastonus

service-variant-bastonus = Bastonus Romanus
bastonus-end-field-victory = les { $side } ont pris toutes les pièces adverses sur le terrain (victoire sur le terrain)
bastonus-end-camp-conquered = les { $side } occupent le camp adverse (conquête du camp)
bastonus-end-camp-annexed = l'impératrice des { $side } est entrée dans le camp adverse (camp annexé)
bastonus-end-legion-lost = les { $side } n'ont plus de légionnaire (perte de la Légion)
bastonus-end-command-lost = les { $side } n'ont plus de chef sur le terrain (perte du commandement)
bastonus-end-empress-taken = l'impératrice des { $side } a été capturée
bastonus-end-no-capture = { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    } chacun sans prise
bastonus-illegal-nothing-to-jump = Le Dux ne saute que par-dessus une pièce voisine, vers la case libre derrière elle.
bastonus-illegal-not-a-rank = Ce n'est pas une ligne droite de vos légionnaires : un rang s'écrit par exemple `c2:e2-c3:e3`.
bastonus-illegal-nothing-to-push = Il n'y a pas de pièce adverse à pousser là (le Colosse pousse toute pièce voisine).
bastonus-illegal-push-blocked = La poussée est bloquée : la case derrière la ligne poussée est occupée par une de vos pièces.
bastonus-illegal-push-too-few = Une ligne de légionnaires pousse au plus autant de pièces qu'elle compte de légionnaires.
bastonus-illegal-exhausted = Tous les légionnaires de cette ligne ont déjà poussé : chacun ne pousse qu'une fois par partie.
bastonus-illegal-no-push-back = Une pièce qui vient d'être poussée ne peut pas repousser dans l'autre sens à ce tour.
bastonus-illegal-nothing-to-pass = `pass` ne sert qu'à finir une suite de prises.
bastonus-illegal-capture-or-pass = Après une prise, vous ne pouvez que prendre encore, ou `pass`.
bastonus-render-details = Prises : { $count } · Légionnaires : { $legion }
bastonus-render-chain = Les { $side } ont pris : nouvelle prise ou pass
bastonus-legend = Majuscules { $white }, minuscules { $black } : L légionnaire, E légionnaire épuisé, D Dux, C Colosse, I Impératrice ; + case de camp vide, . vide
bastonus-side-line = { $side } : prises { $captures }, pièces { $on_board }
bastonus-last-ejected = { $square } poussé hors du plateau

## games: ergo

service-variant-ergo = Ergo
ergo-illegal-no-piece-in-reserve = Vous n'avez plus de pièce en réserve : déplacez une pièce du plateau, par exemple `e5-e6`.
ergo-illegal-not-a-lion-step = Un lion se déplace d'une case dans n'importe quelle direction (un lion du chemin extérieur peut aussi glisser le long de celui-ci).
ergo-illegal-ring-path-blocked = Le chemin extérieur est bloqué : un lion ne glisse que sur des cases libres, sans sauter.
ergo-illegal-not-a-hollow-step = Une pièce face creuse se déplace d'une case verticalement ou horizontalement ; seuls les lions vont en diagonale.
ergo-end-five-in-a-row = les { $side } alignent cinq pièces
ergo-end-third-repetition = la même position s'est produite trois fois
ergo-end-move-limit = 100 coups chacun
ergo-mark-black-lion = N
ergo-mark-black-hollow = n
ergo-mark-white-lion = B
ergo-mark-white-hollow = b
ergo-legend = { $black_lion }/{ $black_hollow } { $black } lion/creuse, { $white_lion }/{ $white_hollow } { $white } lion/creuse, : chemin extérieur, . arène
ergo-render-details = Réserve : { $reserve } · Sur le plateau : { $on_board }
ergo-render-side-line = { $side } : réserve { $reserve }, sur le plateau { $on_board } (lions : { $lions })
ergo-render-move-count = Coups joués : { $plies } (nulle à { $limit })
ergo-render-last-move-turned = Dernier coup : { $mv } (retournée face lion)

## games: duodecim

service-variant-duodecim = XII Scripta (jeu des douze lignes)
duodecim-end-all-off = les { $side } ont sorti leurs 15 pions
duodecim-end-turn-limit = 500 tours chacun : le camp le plus avancé l'emporte
duodecim-illegal-no-such-die = Aucun dé restant ne montre cette valeur : le nombre avant `:` est le dé utilisé.
duodecim-illegal-must-enter-first = Vous avez des pions en réserve : faites-les d'abord entrer, par exemple `3:enter`.
duodecim-illegal-nothing-to-enter = Vous n'avez aucun pion en réserve à faire entrer.
duodecim-illegal-protected-point = Ce point est protégé par deux pions adverses ou plus.
duodecim-illegal-no-piece-on-point = Vous n'avez pas de pion sur ce point.
duodecim-illegal-wrong-distance = Un pion avance exactement de la valeur de son dé : `4:12-16` utilise un 4 depuis le point 12.
duodecim-illegal-not-all-home = Les pions ne sortent que lorsque les 15 sont dans ROMANI (points 31 à 36).
duodecim-illegal-only-bear-off = Tous vos pions sont dans ROMANI : ils ne peuvent plus que sortir, par exemple `5:34-off`.
duodecim-illegal-die-too-small = Ce dé est trop petit : un pion sur le point p sort avec un dé supérieur à 36 − p.
duodecim-illegal-no-bonus = Aucun coup bonus ne vous est dû.
duodecim-illegal-bonus-first = Jouez d'abord votre coup bonus (`bonus:…`), ou refusez-le avec `pass`.
duodecim-render-hits = Prises : { $count }
duodecim-render-panel-side = Réserve { $reserve } · Sortis { $off }
duodecim-render-dice-of = dés des { $side }
duodecim-service-bonus = Avant votre lancer, vous pouvez jouer un coup bonus avec { $dice }, un dé perdu par votre adversaire sur une case protégée : `bonus:…`, ou `pass` pour le refuser.
duodecim-render-bonus = bonus pour les { $side } : { $dice }
duodecim-render-to-roll = Aux { $side } de lancer les dés
duodecim-render-legend = { $white_mark }2 = deux pions { $white }, { $black_mark }2 = deux pions { $black }, . = vide ; le parcours va de 1 à 36
duodecim-render-side-line = { $side } : réserve { $reserve }, sortis { $off }, prises { $hits }
duodecim-render-roll-line = Dés des { $side } : { $dice } ((n) joué, n× perdu)
duodecim-render-last-hit = Dernier coup : { $mv }, avec une prise
