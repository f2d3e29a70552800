## Tournament standings and pairings pictures (src/render/table/tournament.rs)

standings-col-rank = #
standings-col-player = Jugador
standings-col-rating = Puntuación
standings-col-points = Pts
standings-col-board = Mesa
standings-col-result = Resultado
standings-bye = descanso
standings-more = + { $count } más
standings-not-started = antes de la ronda 1
standings-after-round = tras la ronda { $round } de { $rounds }
standings-final = clasificación final
pairings-title = Ronda { $round } · emparejamientos
