## render

render-to-play = Aux { $side } de jouer — { $name }
render-to-play-side = Aux { $side } de jouer
render-wins = Victoire des { $side } — { $name }
render-wins-side = Victoire des { $side }
render-draw = Partie nulle
render-resigned = Abandon des { $side } — victoire de { $name }
render-result-reason = { $result } · { $reason }
render-captures = Prises : { $count }
render-in-hand = En main : { $count }
render-mark-white = B
render-mark-black = N
render-legend = { $white_mark } { $white }, { $black_mark } { $black }, . vide
render-phase = Phase : { $phase }
render-side-line = { $side } : prises { $captures }, en main { $in_hand }, sur le plateau { $on_board }
render-last-move = Dernier coup : { $mv }
render-last-move-took = Dernier coup : { $mv }, prise en { $squares }
render-game-over = Partie terminée : { $result }

## /board square: où une pièce peut aller (réponse privée)

render-square-moves = Depuis `{ $square }` dans la partie #{ $id }, { $count ->
    [one] un coup
   *[other] { $count } coups
} : { $moves }
render-square-none = Rien à vous sur `{ $square }` ne peut jouer ce tour-ci dans la partie #{ $id }.
render-square-unknown = `{ $square }` n'est pas une case de ce plateau (une case comme `d4` ; aux XII Scripta, un numéro de point ou `enter`).

## Les images de l'analyse d'une partie (la courbe des chances de gain, et son texte pour la console)

render-review-chance = Chances de gain
render-review-percent = { $value } %
render-review-dice = dés
render-review-move = coup
render-review-turning = tournants
render-review-text-title = Chances de gain de { $first } contre { $second } (▁ 0 % … █ 100 %)
