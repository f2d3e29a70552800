## Tournament standings and pairings pictures (src/render/table/tournament.rs)

standings-col-rank = #
standings-col-player = Giocatore
standings-col-rating = Punteggio
standings-col-points = Pt.
standings-col-board = Tavolo
standings-col-result = Risultato
standings-bye = riposo
standings-more = { $count ->
    [one] + { $count } altro
   *[other] + altri { $count }
}
standings-not-started = prima del turno 1
standings-after-round = dopo il turno { $round } di { $rounds }
standings-final = classifica finale
pairings-title = Turno { $round } · abbinamenti
