## Pages /rules : Latrunculi, variante de Pison (latrunculi-piso)

rules-latrunculi-piso-board-title = Le plateau et la mise en place
rules-latrunculi-piso-board =
    Le *ludus latrunculorum*, « le jeu des petits soldats », reconstitué par Ulrich Schädler ; cette variante doit son nom au poème *Laus Pisonis* (éloge de Pison), qui montre les pions répartis sur le plateau vide. Un plateau de 8 x 8 cases et 20 pions par joueur, blancs et noirs. Le plateau est vide au début.
    Phase 1, la mise en place (les pions sont des *vagi*) : chacun son tour, les joueurs placent un pion sur une case libre. Tapez la case, par exemple `d4`. Sur le schéma : le premier pion blanc en 1, la réponse des noirs en 2.
    Aucun pion n'est capturé pendant cette phase, même par le dernier pion placé.
    La phase 2 commence quand les 40 pions sont posés : ce sont alors des *ordinarii*, qui se déplacent.
    Choix de Tabula (le texte ne dit rien) : les blancs placent en premier et jouent le premier coup ; celui qui lance le défi choisit qui a les blancs.

rules-latrunculi-piso-moves-title = Les déplacements
rules-latrunculi-piso-moves =
    À votre tour, déplacez un de vos pions d'une case, verticalement ou horizontalement, vers une case libre, comme `f2-f3` sur le schéma. Pas de diagonale, et pas de saut : `c3-c5` par-dessus c4 est refusé.
    Un pion ne peut pas être déplacé plusieurs fois de suite en avant et en arrière. Dans Tabula, un pion ne peut pas revenir sur la case qu'il a quittée à votre tour précédent (les blancs viennent de jouer g4-g5, donc `g5-g4` est refusé) ; seul ce pion est concerné, et seulement à votre tour suivant.
    Un joueur qui ne peut plus jouer est bloqué, et la partie s'arrête.
    Choix de Tabula : cette lecture de l'« aller-retour » ; on ne peut pas passer son tour.

rules-latrunculi-piso-captures-title = La capture
rules-latrunculi-piso-captures =
    Encerclez un pion adverse entre deux des vôtres, sur une ligne ou une colonne : il est arrêté (*incitus*) et retiré aussitôt du plateau. Sur le schéma, `e3-e4` prend e5, encerclé entre e4 et e6.
    Un pion placé dans un coin est pris par une pièce adverse de chaque côté, à angle droit : `h3-h2` prend h1, avec g1.
    Choix de Tabula (le texte ne dit rien) : seul le pion qui vient de bouger capture, comme l'un des deux pions qui encerclent ; jamais en diagonale ; le bord du plateau n'aide jamais, donc un pion au bord (hors des coins) n'est pris que par deux adversaires le long de ce bord.

rules-latrunculi-piso-special-title = Prises multiples et coups sûrs
rules-latrunculi-piso-special =
    Un coup peut capturer plusieurs pions : ils sont tous retirés immédiatement. Sur le schéma, `d3-d4` prend c4 (avec b4) et d5 (avec d6).
    Vous pouvez aller entre deux pions adverses : vous n'êtes pas pris, le « suicide » est impossible. Ici, `g3-g4`, entre f4 et h4, ne risque rien. Un tel coup peut lui-même capturer.
    Choix de Tabula : on n'encercle qu'un seul pion, donc deux adversaires côte à côte entre vos pions ne sont pas pris. Un pion déjà placé entre deux adversaires n'est pas pris plus tard par un autre coup : il faut qu'un des deux s'en aille et qu'un adversaire revienne.

rules-latrunculi-piso-end-title = Fin de la partie
rules-latrunculi-piso-end =
    La partie se termine quand un joueur n'a plus qu'un seul pion, ou quand le joueur au trait est bloqué et ne peut plus faire de coup autorisé (même si seule la règle de l'aller-retour l'en empêche). Celui qui a capturé le plus de pions gagne, même s'il est bloqué ; à égalité, la partie est nulle. Sur le schéma, les blancs viennent de prendre deux pions : 2 prises à 0.
    Choix de Tabula (les sources ne disent rien) : 50 coups chacun (100 en tout) sans prise en phase 2 terminent aussi la partie, de la même façon ; chaque prise remet le compte à zéro. Vous pouvez abandonner à tout moment.
    Tout le jeu est une reconstitution moderne : les textes anciens parlent du plateau vide, des pions errants et de la prise par encerclement, pas de la façon de déplacer les pions.
