# Analyses par l'ordinateur des parties terminées : /analyse, le bouton Analyse, les pages.

## La commande

review = analyse
review-description = L'ordinateur analyse une partie finie
review-game = partie
review-game-description = Le numéro de la partie (par défaut, votre dernière partie terminée)

## En cours

review-progress = Analyse de la partie #{ $id }… { $bar } { $percent } %
review-queued = La partie #{ $id } attend son analyse : { $place ->
    [1] elle est la prochaine.
   *[other] { $place } analyses passent avant elle.
}
review-ready = { $mention }, l'analyse de la partie #{ $id } est prête.
review-failed = L'analyse de la partie #{ $id } n'a pas pu aboutir. Redemandez-la avec `/analyse partie:{ $id }`.

## La première page : le résumé et la courbe

review-header = **Analyse de la partie #{ $id }** · { $game } : { $first } contre { $second }
review-side = { $name } ({ $side }) : précision **{ $accuracy } %** · { $inaccuracies ->
    [one] { $inaccuracies } imprécision
   *[other] { $inaccuracies } imprécisions
}, { $mistakes ->
    [one] { $mistakes } erreur
   *[other] { $mistakes } erreurs
}, { $blunders ->
    [one] { $blunders } gaffe
   *[other] { $blunders } gaffes
}
review-side-no-decision = { $name } ({ $side }) : aucune décision à analyser
review-side-luck = Chance aux dés pour { $name } : { $luck } points de chances de gain
review-turning-count = { $count ->
    [one] Un tournant : ▶ le montre sur le plateau.
   *[other] { $count } tournants : ▶ les montre un à un sur le plateau.
}
review-no-turning = Aucun coup n'a coûté cher : pas de tournant.
review-legend = -# Chances de gain calculées par l'ordinateur ({ $budget } itérations par position). Imprécision : 5 points de chances de gain perdus, erreur : 10, gaffe : 15 ; précision calculée comme sur lichess.

## Un tournant

review-turning = **Tournant { $n }/{ $count }** · { $move } ({ $name }) — { $label } : chances de gain { $before } → { $after } ; mieux : { $best }, { $best_value }
review-label-inaccuracy = imprécision
review-label-mistake = erreur
review-label-blunder = gaffe
review-label-none = perte de chances de gain

## Boutons

review-button = Analyse
review-button-previous = ◀
review-button-next = ▶
review-button-show = Montrer à tous

## Refus

review-error-not-finished = La partie #{ $id } n'est pas terminée : l'analyse est réservée aux parties finies (aucune aide en cours de jeu).
review-error-no-game = Vous n'avez ici aucune partie terminée à analyser : indiquez-en une avec `{ $command }`.
review-error-no-actions = La partie #{ $id } s'est terminée avant le moindre coup : il n'y a rien à analyser.
review-error-aborted = La partie #{ $id } a été annulée : elle n'a pas de résultat, il n'y a donc rien à analyser.
