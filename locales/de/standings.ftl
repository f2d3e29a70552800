## Tournament standings and pairings pictures (src/render/table/tournament.rs)

standings-col-rank = #
standings-col-player = Spieler
standings-col-rating = Wertung
standings-col-points = Pkt.
standings-col-board = Brett
standings-col-result = Ergebnis
standings-bye = spielfrei
standings-more = { $count ->
    [one] + { $count } weiterer
   *[other] + { $count } weitere
}
standings-not-started = vor Runde 1
standings-after-round = nach Runde { $round } von { $rounds }
standings-final = Endstand
pairings-title = Runde { $round } · Paarungen
