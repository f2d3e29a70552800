## Tournament standings and pairings pictures (src/render/table/tournament.rs)

standings-col-rank = #
standings-col-player = Joueur
standings-col-rating = Cote
standings-col-points = Pts
standings-col-board = Table
standings-col-result = Résultat
standings-bye = exempt
standings-more = { $count ->
    [one] + { $count } autre
   *[other] + { $count } autres
}
standings-not-started = avant la ronde 1
standings-after-round = après la ronde { $round } sur { $rounds }
standings-final = classement final
pairings-title = Ronde { $round } · appariements
