## Pages /rules : Bastonus Romanus (bastonus)

rules-bastonus-board-title = Le plateau et les armées
rules-bastonus-board =
    Le Bastonus Romanus est un jeu moderne de Fred Darevil (revu par Cyril Billard), inspiré du *Ludus latrunculorum* romain. Le plateau de 8 × 8 cases compte deux campements de quatre cases, encadrés d'or : c1–f1 pour les blancs, c8–f8 pour les noirs.
    Chaque joueur a 11 pièces : 8 légionnaires sur la rangée 2 (noirs : rangée 7), le Dux (casque à plume) en d1, le Colosse (tête de cheval) en b1 et l'Impératrice (couronne) en e1.
    Les blancs commencent ; on joue un déplacement par tour. Toute pièce se déplace d'une case en avant, en arrière ou sur le côté, vers une case libre : sur le schéma, `d2-d3`.
    Dans les campements, on se déplace comme ailleurs : on y entre, on en sort et on y circule librement.

rules-bastonus-moves-title = Le Dux et les rangs
rules-bastonus-moves =
    Seul le Dux se déplace en diagonale. Il peut aussi sauter par-dessus une pièce voisine, amie ou ennemie, dans les 8 directions, vers la case libre juste derrière ; cela ne constitue pas une prise. Les points montrent où va le Dux blanc : c1, e2 (en diagonale), b3, d3 et f1 (en sautant).
    Les légionnaires peuvent avancer en rangs : une ligne droite d'au moins deux de vos légionnaires (sans chef) se déplace d'une case dans une direction droite, en un seul coup. Vous choisissez combien y participent. Écrivez les deux bouts, puis leur arrivée : la flèche est `f2:h2-f3:h3` (f2, g2 et h2 avancent ensemble).
    Tout autre coup en diagonale est refusé, comme `h2-g3`.

rules-bastonus-pushes-title = Pousser
rules-bastonus-pushes =
    • Une seule fois dans la partie, un légionnaire peut pousser une pièce adverse voisine : il prend sa case et la pièce recule d'une case, par exemple `d4>d5`. Cet effort l'épuise : il est dessiné couché.
    • Une ligne de vos légionnaires pousse autant de pièces adverses, ou moins ; le premier légionnaire non épuisé en partant de l'avant s'épuise. Sur le schéma, `c4:c5>c6` repousse c6 et c7 (`c5>c6` seul est refusé).
    • Une de vos pièces juste derrière la ligne poussée bloque la poussée. Une pièce poussée hors du plateau est éjectée : elle est prise.
    • Une pièce qui vient d'être poussée ne peut pas repousser dans l'autre sens au tour suivant.
    • Le Colosse ne s'épuise jamais : il pousse d'une case une pièce voisine, amie ou ennemie, en ligne droite vers une case libre ou hors du plateau, et prend sa place : `b1>b2`.

rules-bastonus-captures-title = Les prises
rules-bastonus-captures =
    On prend une pièce adverse en l'encadrant entre deux des siennes sur une rangée ou une colonne (pas en diagonale). Sur le schéma, `f4-f5` prend la pièce noire en e5, entre d5 et f5. Le Dux et le Colosse se prennent de la même façon.
    • Dans un angle, une pièce est prise par deux ennemis sur ses deux voisines ; dans un campement, par deux ennemis sur deux voisines à angle droit.
    • Seul un déplacement prend : se placer entre deux ennemis ne risque rien. Dans un rang ou une poussée, chaque pièce déplacée peut prendre.
    • L'Impératrice ne participe jamais à une prise. Une pièce dans un campement ne peut pas aider à prendre une pièce à l'extérieur.
    • Après une prise, vous rejouez, mais seulement pour prendre encore ; tapez `pass` pour arrêter.

rules-bastonus-end-title = Fin de la partie
rules-bastonus-end =
    Six fins, par ordre décroissant de gloire. Vous gagnez aussitôt par :
    • **victoire sur le terrain** : plus aucune pièce adverse hors des campements ;
    • **conquête du camp adverse** : quatre de vos pièces occupent le camp adverse ;
    • **annexion** : votre Impératrice entre dans le camp adverse (sur le schéma, `f7-f8` gagne).
    Vous perdez au début de votre tour si vous n'avez plus de légionnaire (perte de la Légion), plus aucun chef (Dux, Colosse, Impératrice) hors des campements (perte du commandement), ou plus d'Impératrice.
    Les photos de la règle sont perdues ; choix de Tabula : le placement et les campements, le détail des poussées, les sauts du Dux dans 8 directions, les prises au campement, les prises en chaîne. Aussi : sans coup possible, on perd ; 60 coups chacun sans prise, partie nulle.
