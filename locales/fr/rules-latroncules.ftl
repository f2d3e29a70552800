## Pages /rules : Latroncules (latroncules)

rules-latroncules-board-title = Le plateau et les pions
rules-latroncules-board =
    Les Latroncules sont une version scolaire française du jeu des soldats romains. Le plateau (la *tabula*) a 8 x 8 cases claires et sombres. Chaque joueur a 16 pions : 8 fantassins (ronds) et 8 cavaliers (carrés, avec une tête de cheval).
    Chacun remplit les deux premières lignes face à lui : les cavaliers sur les cases sombres, les fantassins sur les cases claires. Blancs sur les lignes 1-2, noirs sur les lignes 7-8.
    But du jeu : capturer le plus grand nombre de pions adverses ; qui les prend tous gagne.
    On joue chacun son tour, un coup à la fois, toujours vers une case vide, sans passer. Les blancs commencent, et au début seule la deuxième ligne peut bouger : sur le schéma, le cavalier blanc de d2 avance en d3 (`d2-d3`).
    Choix de Tabula : a1 est sombre, donc le coin droit de chaque joueur est clair ; celui qui lance le défi choisit qui a les blancs.

rules-latroncules-moves-title = Fantassins et cavaliers
rules-latroncules-moves =
    Le fantassin avance d'une case tout droit, vers l'adversaire : `c2-c3` sur le schéma. Jamais de côté, en arrière ou en diagonale, et il ne saute jamais.
    Le cavalier se déplace d'une case à la fois, selon sa case. Sur une case claire, il peut aller sur n'importe laquelle des 8 cases qui touchent la sienne (points autour de e4). Sur une case sombre, il ne suit que les directions tracées sur sa case : tout droit en haut, en bas, à gauche ou à droite (points autour de b4).
    Le cavalier peut aussi sauter par-dessus un pion adverse voisin, dans une direction permise depuis sa case, vers la case vide juste derrière : `e4-e6` saute par-dessus e5. Le saut ne prend rien.
    Choix de Tabula (la figure de la source est perdue) : le pas du fantassin ; les traits d'une case sombre lus comme une croix droite ; un saut passe par-dessus un seul pion adverse.

rules-latroncules-captures-title = La capture
rules-latroncules-captures =
    Un pion adverse est capturé quand le pion que vous venez de jouer l'encadre avec un autre de vos pions, sur une ligne ou une colonne. Sur le schéma, `h1-h2` prend h3, avec h4. Dans un angle, un pion est capturé en occupant les deux cases de côté. Un pion capturé est retiré du jeu ; un cavalier capturé est gardé par l'adversaire comme prisonnier.
    Attention : vous ne pouvez pas vous mettre en situation d'être capturé, entre deux pions adverses ou dans un angle entre eux, sauf si ce coup-là capture un pion. Ici `d5-c6` est refusé : c6 est entre b6 et d6. Y arriver par un saut est aussi refusé.
    Choix de Tabula : cette prise par encadrement, comme dans les autres jeux romains ; jamais en diagonale ; seul le pion qui vient de bouger capture.

rules-latroncules-promotion-title = Promotion : délivrer un cavalier
rules-latroncules-promotion =
    Quand un de vos fantassins atteint la dernière ligne du camp adverse, il délivre un cavalier de votre camp déjà capturé par l'adversaire : le fantassin est retiré du jeu et remplacé sur cette case par ce cavalier.
    Sur le schéma, les noirs détiennent 4 cavaliers blancs (« ♞ à délivrer » dans le bandeau) : `a7-a8` en ramène un en a8.
    Si l'adversaire ne détient aucun de vos cavaliers, le fantassin reste sur la dernière ligne et ne peut plus bouger.
    Choix de Tabula : l'échange est automatique, dans le même coup, sans notation spéciale ; sans cavalier à délivrer, le fantassin reste ; la promotion n'a lieu qu'à l'arrivée, un fantassin qui attend déjà là n'est pas échangé plus tard.

rules-latroncules-end-title = Fin de la partie
rules-latroncules-end =
    Si vous capturez tous les pions de votre adversaire, vous gagnez la partie et êtes proclamé *Imperator*.
    Si le joueur au trait n'a d'autre solution que de mettre un de ses pions en situation d'être capturé, la partie est déclarée nulle. Sur le schéma, `c5-c6` est refusé (entre b6 et d6), mais les blancs ont d'autres coups.
    Si aucun des joueurs ne parvient à capturer tous les pions adverses, la partie est nulle.
    Choix de Tabula : un joueur qui ne peut plus bouger du tout fait aussi partie nulle ; après 40 coups chacun (80 en tout) sans prise, la partie est nulle, et chaque prise remet le compte à zéro.
