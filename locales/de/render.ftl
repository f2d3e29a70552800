## render

render-to-play = { $side } ist am Zug — { $name }
render-to-play-side = { $side } ist am Zug
render-wins = { $side } gewinnt — { $name }
render-wins-side = { $side } gewinnt
render-draw = Remis
render-resigned = { $side } gibt auf — { $name } gewinnt
render-result-reason = { $result } · { $reason }
render-captures = Geschlagen: { $count }
render-in-hand = In der Hand: { $count }
render-mark-white = W
render-mark-black = S
render-legend = { $white_mark } { $white }, { $black_mark } { $black }, . leer
render-phase = Phase: { $phase }
render-side-line = { $side }: geschlagen { $captures }, in der Hand { $in_hand }, auf dem Brett { $on_board }
render-last-move = Letzter Zug: { $mv }
render-last-move-took = Letzter Zug: { $mv }, schlägt { $squares }
render-game-over = Partie beendet: { $result }

## /board square: wohin ein Stein ziehen kann (private Antwort)

render-square-moves = Von `{ $square }` in Partie #{ $id }, { $count ->
    [one] ein Zug
   *[other] { $count } Züge
}: { $moves }
render-square-none = Nichts von dir auf `{ $square }` kann in diesem Zug ziehen (Partie #{ $id }).
render-square-unknown = `{ $square }` ist kein Feld dieses Bretts (ein Feld wie `d4`; bei XII Scripta eine Punktnummer oder `enter`).

## Die Bilder einer Partieanalyse (die Kurve der Gewinnchance und ihr Text für die Konsole)

render-review-chance = Gewinnchance
render-review-percent = { $value } %
render-review-dice = Würfel
render-review-move = Zug
render-review-turning = Wendepunkte
render-review-text-title = Gewinnchance von { $first } gegen { $second } (▁ 0 % … █ 100 %)

## Alternativtext: was ein Bild zeigt, für Bildschirmleser (die Beschreibung eines Anhangs bei Discord)
alt-board-title = { $game }, Partie Nr. { $id }
alt-rules-title = Regeln von { $game }: { $title }
alt-players = { $first } spielt { $first_side }, { $second } spielt { $second_side }.
alt-last-move = Letzter Zug, { $side }: { $mv }
alt-no-move = Noch kein Zug.
alt-position = Stellung in der Notation des Spiels: { $text }
alt-dots = Punkte zeigen, wohin der Stein auf { $square } ziehen kann: { $squares }.
alt-more-rows = … und { $count ->
    [one] 1 weitere Zeile
   *[other] { $count } weitere Zeilen
}.
alt-chart-title = Verlauf der Gewinnchance: { $first } gegen { $second }
alt-chart-start = dem Anfang
alt-chart-points = Gewinnchance von { $name } über { $count } Aktionen: { $start } am Anfang, { $end } am Ende; am niedrigsten { $low } nach { $low_after }, am höchsten { $high } nach { $high_after }.
alt-chart-turning = Wendepunkte: { $moves }.
alt-turning-played = Gespielter Zug: { $played }, auch die Wahl des Computers.
alt-turning-better = Gespielter Zug (roter Pfeil): { $played }; Wahl des Computers (grüner Pfeil): { $best }.
alt-replay = Animierte Wiederholung von { $count ->
    [one] 1 Aktion
   *[other] { $count } Aktionen
}, die mit dieser Stellung endet:
alt-export = Zugliste der Partie Nr. { $id } als Text ({ $file }), eine Aktion pro Zeile, lesbar mit tabula show --file.
