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

## Texte alternatif : ce que montre une image, lu par les lecteurs d'écran (la description d'une pièce jointe sur Discord)
alt-board-title = { $game }, partie n° { $id }
alt-rules-title = Règles de { $game } : { $title }
alt-players = { $first } joue les { $first_side }, { $second } joue les { $second_side }.
alt-last-move = Dernier coup, { $side } : { $mv }
alt-no-move = Aucun coup joué.
alt-position = Position dans la notation du jeu : { $text }
alt-dots = Des points marquent où la pièce de { $square } peut aller : { $squares }.
alt-more-rows = … et { $count ->
    [one] 1 ligne de plus
   *[other] { $count } lignes de plus
}.
alt-chart-title = Courbe des chances de gain : { $first } contre { $second }
alt-chart-start = le départ
alt-chart-points = Chances de gain de { $name } sur { $count } actions : { $start } au départ, { $end } à la fin ; au plus bas { $low } après { $low_after }, au plus haut { $high } après { $high_after }.
alt-chart-turning = Tournants : { $moves }.
alt-turning-played = Coup joué : { $played }, aussi le choix de l'ordinateur.
alt-turning-better = Coup joué (flèche rouge) : { $played } ; choix de l'ordinateur (flèche verte) : { $best }.
alt-replay = Rediffusion animée de { $count ->
    [one] 1 action
   *[other] { $count } actions
}, qui finit sur cette position :
alt-export = Liste des coups de la partie n° { $id } en texte ({ $file }), une action par ligne, lisible par tabula show --file.
