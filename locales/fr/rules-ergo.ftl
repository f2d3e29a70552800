## Pages /rules : Ergo (ergo)

rules-ergo-board-title = Le plateau et le but du jeu
rules-ergo-board =
    Ergo, « le jeu des anciens Romains », a été publié par Invicta en 1977. Le plateau a deux zones : l'arène, les 56 cases claires du milieu (de b2 à i8), et le chemin extérieur, l'anneau de 34 cases plus sombres qui l'entoure.
    Chaque joueur a 12 pièces en réserve, sous le plateau. Chaque pièce a deux faces : une face lion et une face creuse.
    Le plateau est vide au départ. Noir commence toujours ; puis chaque joueur à son tour joue un coup, exactement (on ne passe jamais). Rien n'est jamais pris.
    Le vainqueur est le premier à aligner 5 de ses pièces en ligne continue, horizontale, verticale ou diagonale, n'importe où sur le plateau, chemin extérieur compris ; les faces ne comptent pas. Les points montrent une telle ligne, de a1 à e5.

rules-ergo-drops-title = Mettre en jeu
rules-ergo-drops =
    Tant qu'il vous reste des pièces en réserve, votre coup peut être une mise en jeu, sur n'importe quelle case libre :
    • dans l'arène, la pièce est posée face creuse en haut ;
    • sur le chemin extérieur, elle est posée face lion en haut.
    Écrivez la case seule. Sur le schéma, les noirs peuvent jouer `e4` (une pièce creuse dans l'arène) ou `a1` (un lion sur le chemin extérieur) : la face dépend de la case, on ne la nomme jamais.
    On peut mettre en jeu à tout moment, quoi qu'il y ait déjà sur le plateau. On n'empile jamais : tout coup va sur une case vide. Réserve épuisée, il ne reste que les déplacements.

rules-ergo-moves-title = Se déplacer dans l'arène
rules-ergo-moves =
    Les déplacements s'écrivent `départ-arrivée`, d'une case à la fois dans l'arène :
    • Une pièce face creuse avance d'une case horizontalement ou verticalement, jamais en diagonale. La pièce creuse noire en d4 peut aller sur ses cases pointées ; `d4-e5` est refusé.
    • Un lion avance d'une case dans les 8 directions. Le lion noir en i4 a huit cases pointées, dont trois sur le chemin extérieur : un lion peut sortir de l'arène ainsi, et reste lion.
    Une pièce ne se retourne que de creuse à lion, jamais l'inverse : un lion le reste jusqu'à la fin.

rules-ergo-path-title = Le chemin extérieur
rules-ergo-path =
    Sur le chemin extérieur, il n'y a que des lions.
    • Un lion du chemin glisse le long de celui-ci aussi loin que vous voulez, en passant les coins, dans un sens ou dans l'autre, sur des cases libres : les sauts ne sont pas permis. Sur le schéma, `a3-d1` passe le coin a1 ; `a3-a8` est refusé, les lions blancs en a7 et e1 barrant les deux sens.
    • Un lion du chemin peut revenir dans l'arène d'une case, dans n'importe quelle direction, par exemple `a3-b4`.
    • Une pièce creuse sort de l'arène d'une case en ligne droite, pas en diagonale, et elle est retournée face lion : la flèche `b5-a5`.

rules-ergo-end-title = Victoire et parties nulles
rules-ergo-end =
    Sur le schéma, les noirs gagnent par `f5-e5` : cinq en ligne de a1 à e5, à cheval sur le chemin extérieur et l'arène (la mise en jeu `e5` gagnerait aussi). Six ou plus gagnent aussi ; un trou ou une pièce adverse coupe la ligne. On vérifie après chaque coup.
    La partie est nulle si :
    • le joueur au trait n'a aucun coup possible ;
    • la même position (pièces, faces, réserves, joueur au trait) revient une troisième fois ;
    • chaque joueur a joué 100 coups (une ligne faite au dernier coup gagne encore).
    Le texte d'origine donne le plateau, le but et les huit coups ; les nulles, la limite de coups et les faces qui ne comptent pas viennent de la règle publiée. Choix de Tabula : les lignes sur le chemin extérieur, les glissements qui passent les coins, la mise en jeu à tout moment.
