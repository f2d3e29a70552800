## Pages /rules : Latrunculi, variante de Sénèque (latrunculi-seneca)

rules-latrunculi-seneca-board-title = Le plateau et la mise en place
rules-latrunculi-seneca-board =
    Le *ludus latrunculorum*, « le jeu des petits soldats », reconstitué par Ulrich Schädler. Un plateau de 8 x 8 cases et 20 pions par joueur, blancs et noirs. Le plateau est vide au début : il n'y a pas de position de départ.
    Phase 1, la mise en place (les pions sont des *vagi*) : chacun son tour, les joueurs placent un pion sur une case libre. Tapez la case, par exemple `d4`. Sur le schéma, le premier pion blanc va en 1 (d4), la réponse des noirs en 2 (e5).
    Aucun pion n'est capturé pendant cette phase, même par le dernier pion placé.
    La phase 2 commence quand les 40 pions sont posés : ce sont alors des *ordinarii*, et ils se déplacent.
    Choix de Tabula (le texte ne dit rien) : les blancs placent en premier et jouent le premier coup ; celui qui lance le défi choisit qui a les blancs.

rules-latrunculi-seneca-moves-title = Déplacements et sauts
rules-latrunculi-seneca-moves =
    À votre tour, déplacez un pion d'une case, verticalement ou horizontalement, vers une case libre : `f2-f3`. Pas de diagonale.
    Un pion peut aussi sauter par-dessus un pion de sa couleur si la case derrière est libre, et enchaîner plusieurs sauts en un seul coup, comme aux dames. Tapez chaque case d'arrivée : `c3-c5-e5` saute par-dessus c4, puis par-dessus d5. Jamais par-dessus un pion adverse ni une case vide. Le saut n'est jamais obligatoire et vous pouvez vous arrêter après n'importe quel saut.
    Un pion ne peut pas revenir sur la case qu'il a quittée à votre tour précédent : les blancs viennent de jouer g4-g5, donc `g5-g4` est refusé.
    Choix de Tabula : sauts en ligne droite seulement ; une suite de sauts ne repasse jamais par une case, ni par son départ ; « pas d'aller-retour » est lu comme ci-dessus.

rules-latrunculi-seneca-captures-title = La capture : l'incitus
rules-latrunculi-seneca-captures =
    Encerclez un pion adverse entre deux des vôtres, sur une ligne ou une colonne : il est capturé. Sur le schéma, `e3-e4` encercle e5 entre e4 et e6. Dans un coin, un pion est pris par un adversaire de chaque côté, à angle droit : `h3-h2` prend h1, avec g1.
    Le pion pris n'est pas retiré tout de suite : il devient *incitus*, tenu. Il est retourné et reste sur le plateau, mais ne peut ni bouger ni aider les siens à capturer. Vos pions peuvent sauter par-dessus, ceux de l'adversaire non.
    Vous pouvez aller entre deux pions adverses : `c3-c4`, entre b4 et d4, ne risque rien (le « suicide » est impossible).
    Choix de Tabula : seul le pion qui a bougé capture, là où son coup s'arrête (les cases survolées ne prennent rien) ; pas de prise en diagonale ; un pion tenu ne l'est que par sa première paire.

rules-latrunculi-seneca-held-title = Retirer ou libérer
rules-latrunculi-seneca-held =
    Sur le schéma, les blancs viennent de jouer `e3-e4` : le pion noir en e5 (A) est tenu.
    Au début de leur prochain tour, avant de déplacer un pion, les blancs doivent le retirer du plateau avec `xe5`, puis jouer un coup dans le même tour.
    Les noirs peuvent encore le sauver : s'ils encerclent l'un des deux pions qui le tiennent, le pion tenu est immédiatement libéré et peut de nouveau bouger et aider à capturer. Ici, `d7-d6` prend e6 (entre d6 et f6) : e5 est libre.
    Si vous tenez plusieurs pions, retirez celui de votre choix, puis un autre à chacun de vos tours suivants.
    Choix de Tabula : un pion tenu est aussi libéré dès qu'un de ses deux gardiens s'en va, et un gardien capturé libère tous les pions qu'il tenait.

rules-latrunculi-seneca-end-title = Fin de la partie
rules-latrunculi-seneca-end =
    Ici, les noirs n'ont pas libéré e5 : les blancs doivent d'abord jouer `xe5` ; tout déplacement, comme `c3-c4`, est refusé d'ici là.
    La partie se termine quand un joueur n'a plus qu'un seul pion, ou quand le joueur au trait est bloqué et ne peut plus faire de coup autorisé. Celui qui a capturé le plus de pions gagne ; à égalité, la partie est nulle.
    Choix de Tabula (les sources ne disent rien) : vos prises sont les pions retirés plus ceux que vous tenez encore ; un pion tenu compte comme présent sur le plateau jusqu'à son retrait ; 50 coups chacun sans prise terminent aussi la partie (un retrait n'est pas un coup).
    Seule l'idée qu'un pion pris peut être libéré vient de Sénèque (*Lettres* 117, 30) ; le détail des sauts, du retrait et de la libération est une reconstitution moderne.
