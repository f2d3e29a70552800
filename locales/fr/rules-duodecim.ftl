## Pages /rules : XII Scripta (duodecim)

rules-duodecim-board-title = Le parcours et les pions
rules-duodecim-board =
    Le XII Scripta, ou *Ludus duodecim scriptorum* (« jeu des douze lignes »), est un jeu de course romain à trois dés, ancêtre du backgammon. Le parcours compte 36 points (cases), formés par six mots : HOSTES (1–6), VINCTI (7–12), IMPERI (13–18), VIRTUS (19–24), LUDANT (25–30), ROMANI (31–36).
    Chaque joueur a 15 pions, blancs ou noirs, tous en réserve au départ. Les deux camps suivent le même parcours dans le même sens, de 1 à 36. Les blancs lancent en premier ; le bot lance les dés pour vous au début de chaque tour.
    Trois phases : rentrer ses pions dans HOSTES (les points), les amener jusqu'à ROMANI, puis les sortir. Le premier qui sort ses 15 pions gagne.

rules-duodecim-entering-title = Les dés et l'entrée des pions
rules-duodecim-entering =
    Chaque dé fait avancer un pion de sa valeur. Un même pion peut utiliser plusieurs dés, dans l'ordre de votre choix.
    Tant que vous avez des pions en réserve, vous devez les rentrer avant d'en déplacer d'autres : un 3 pose un pion sur le point 3, ce qui s'écrit `3:enter`.
    Le schéma reprend l'exemple de la règle : les blancs ont fait 1, 3 et 4 et ont posé leurs pions sur 1, 3 et 4. Les noirs ont fait 2, 3 et 5 et entrent sur les points marqués : `3:enter` tombe sur le pion blanc seul en 3, qui est expulsé et repart dans la réserve des blancs.
    Dès que votre réserve est vide, les dés restants du tour déplacent vos pions.

rules-duodecim-moving-title = Avancer, expulser, protéger
rules-duodecim-moving =
    Un pion avance exactement de la valeur de son dé : `6:2-8` utilise un 6 du point 2 au point 8. Tapez la valeur d'un dé dans `/move` pour voir ses coups.
    • Vos pions peuvent partager un point. À deux ou plus, ils sont protégés : l'adversaire ne peut ni s'y poser ni y entrer.
    • Tomber sur un pion adverse seul l'expulse : il repart dans sa réserve, et son joueur doit le rentrer et refaire tout le parcours.
    Sur le schéma, les noirs jouent 1, 3 et 6 : `6:2-8` expulse le pion blanc en 8, mais `3:3-6` est refusé, car cinq pions blancs protègent le point 6.
    Vous devez jouer un dé si vous le pouvez. Quand aucun dé restant n'a d'usage, ils sont perdus et le bot passe le tour.

rules-duodecim-bonus-title = Dés bloqués et coup bonus
rules-duodecim-bonus =
    Un dé est bloqué quand un pion pourrait le jouer, mais que chaque usage tombe sur un point protégé. Le coup ne compte pas, et l'adversaire en profite : avant son propre lancer, il peut jouer cette valeur une fois avec un de ses pions (entrée, déplacement ou sortie). Ces coups commencent par `bonus:` ; `pass` refuse le reste.
    Sur le schéma, les blancs devaient rentrer un pion avec 2, 3 et 5, mais les noirs protègent les points marqués. Les blancs ont perdu leurs trois dés : les noirs ont un bonus de 2, 3 et 5, et `bonus:3:8-11` expulse le pion blanc en 11.
    Un dé simplement trop petit pour sortir un pion est perdu, sans bonus.

rules-duodecim-off-title = Sortie et victoire
rules-duodecim-off =
    Quand tous vos pions encore sur le plateau sont dans ROMANI (31–36), vous ne pouvez plus que les sortir. Un pion sur le point p sort avec un dé supérieur à 36 − p : en 34, avec un 3 ou plus (`3:34-off`), pas avec un 2.
    Un pion seul n'est pas à l'abri, même alors. Sur le schéma, les blancs sortent leurs pions ; avec 4, 5 et 6, les noirs peuvent expulser les pions blancs seuls en 32, 33 ou 34, par exemple `5:28-33`. Les blancs doivent alors rentrer ce pion et le ramener dans ROMANI avant de sortir à nouveau.
    Le premier qui sort ses 15 pions gagne.
    Là où le texte ancien se tait, Tabula a choisi : 15 pions, les blancs d'abord, un seul parcours, les dés dans l'ordre voulu, les dés perdus et les bonus, le compte pour sortir, et après 500 tours chacun, le plus avancé gagne.
