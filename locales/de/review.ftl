# Computeranalysen beendeter Partien: /analyse, der Knopf „Analyse“, die Seiten.

## Der Befehl

review = analyse
review-description = Eine beendete Partie analysieren lassen
review-game = partie
review-game-description = Die Nummer der Partie (ohne Angabe deine letzte beendete Partie)

## In Arbeit

review-progress = Partie #{ $id } wird analysiert … { $bar } { $percent } %
review-queued = Partie #{ $id } wartet auf ihre Analyse: { $place ->
    [1] sie ist als Nächste dran.
   *[other] vor ihr liegen noch { $place } Analysen.
}
review-ready = { $mention }, die Analyse von Partie #{ $id } ist fertig.
review-failed = Die Analyse von Partie #{ $id } konnte nicht abgeschlossen werden. Fordere sie mit `/analyse partie:{ $id }` erneut an.

## Die erste Seite: die Übersicht und die Kurve

review-header = **Analyse von Partie #{ $id }** · { $game }: { $first } gegen { $second }
review-side = { $name } ({ $side }): Genauigkeit **{ $accuracy } %** · { $inaccuracies ->
    [one] { $inaccuracies } Ungenauigkeit
   *[other] { $inaccuracies } Ungenauigkeiten
}, { $mistakes ->
    [one] { $mistakes } Fehler
   *[other] { $mistakes } Fehler
}, { $blunders ->
    [one] { $blunders } grober Fehler
   *[other] { $blunders } grobe Fehler
}
review-side-no-decision = { $name } ({ $side }): keine Entscheidung zu analysieren
review-side-luck = Würfelglück von { $name }: { $luck } Punkte Gewinnchance
review-turning-count = { $count ->
    [one] Ein Wendepunkt: ▶ zeigt ihn auf dem Brett.
   *[other] { $count } Wendepunkte: ▶ zeigt sie nacheinander auf dem Brett.
}
review-no-turning = Kein Zug hat viel verschenkt: kein Wendepunkt.
review-legend = -# Gewinnchance laut Computer ({ $budget } Iterationen pro Stellung). Ungenauigkeit: 5 Punkte Gewinnchance verschenkt, Fehler 10, grober Fehler 15; Genauigkeit berechnet wie bei lichess.

## Ein Wendepunkt

review-turning = **Wendepunkt { $n }/{ $count }** · { $move } ({ $name }) — { $label }: Gewinnchance { $before } → { $after }; besser { $best }, { $best_value }
review-label-inaccuracy = Ungenauigkeit
review-label-mistake = Fehler
review-label-blunder = grober Fehler
review-label-none = Verlust an Gewinnchance

## Knöpfe

review-button = Analyse
review-button-previous = ◀
review-button-next = ▶
review-button-show = Allen zeigen

## Ablehnungen

review-error-not-finished = Partie #{ $id } ist nicht beendet: Analysen gibt es nur für beendete Partien (keine Hilfe während des Spiels).
review-error-no-game = Du hast hier keine beendete Partie zum Analysieren: gib eine mit `{ $command }` an.
review-error-no-actions = Partie #{ $id } endete vor dem ersten Zug: es gibt nichts zu analysieren.
review-error-aborted = Partie #{ $id } wurde abgebrochen: sie hat kein Ergebnis, also gibt es nichts zu analysieren.
