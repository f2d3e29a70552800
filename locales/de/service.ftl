## service

service-variant-latrunculi-piso = Latrunculi (nach Piso)
service-button-accept = Annehmen
service-button-decline = Ablehnen
service-challenge = Partie #{ $id }: { $opponent }, { $challenger } fordert dich zu einer Partie { $variant } heraus. { $challenger } würde { $challenger_side } spielen, du { $opponent_side }.
service-sides-drawn = Die Seiten wurden ausgelost.
service-started = { $challenged } nimmt an: Partie #{ $id } { $variant } beginnt. { $first } spielt { $first_side }, { $second } spielt { $second_side }.
service-declined = { $challenged } hat die Herausforderung von { $challenger } abgelehnt (#{ $id }).
service-cancelled = { $challenger } hat die Herausforderung an { $challenged } zurückgezogen (#{ $id }).
service-your-turn = { $player }, du bist am Zug ({ $side }).
service-played = { $player } hat `{ $move }` gespielt.
service-played-took-one = { $player } hat `{ $move }` gespielt und einen Stein geschlagen.
service-played-took-many = { $player } hat `{ $move }` gespielt und { $count ->
        [one] { $count } Stein
       *[other] { $count } Steine
    } geschlagen.
service-rolled = Würfel: `{ $roll }`.
service-result-win = Partie #{ $id } ist beendet: { $winner } ({ $side }) gewinnt, { $reason }.
service-result-draw = Partie #{ $id } ist beendet: Remis, { $reason }.
service-result-resigned = { $loser } hat Partie #{ $id } aufgegeben: { $winner } ({ $side }) gewinnt.
service-captures = Geschlagen: { $first } { $first_count }, { $second } { $second_count }.
service-board = Partie #{ $id }, { $variant }: { $first } ({ $first_side }) gegen { $second } ({ $second_side }).
service-board-to-play = { $player } ist am Zug ({ $side }).
service-board-dice = Gleich wird gewürfelt.
service-board-challenge = Warten darauf, dass { $challenged } die Herausforderung annimmt.
service-board-declined = { $challenged } hat diese Herausforderung abgelehnt.
service-board-cancelled = { $challenger } hat diese Herausforderung zurückgezogen.
service-games-title = Deine Partien:
service-games-none = Du hast keine laufende Partie und keine offene Herausforderung.
service-games-your-turn = `#{ $id }` { $variant } gegen { $opponent }: du bist am Zug ({ $side })
service-games-their-turn = `#{ $id }` { $variant } gegen { $opponent }: der Gegner ist am Zug (du spielst { $side })
service-games-challenge-sent = `#{ $id }` { $variant }: deine Herausforderung an { $opponent }, wartet auf Antwort
service-games-challenge-received = `#{ $id }` { $variant }: Herausforderung von { $opponent }, annehmen oder ablehnen
service-games-elsewhere = (anderer Kanal)
service-suggest-game = #{ $id } { $variant } gegen { $opponent }
service-error-not-your-challenge = Diese Herausforderung (#{ $id }) richtet sich nicht an dich.
service-error-own-challenge = Du kannst deine eigene Herausforderung (#{ $id }) nicht annehmen: warte auf die Antwort deines Gegners.
service-error-not-your-game = Du spielst nicht in Partie #{ $id } mit.
service-error-not-your-turn = Du bist in Partie #{ $id } nicht am Zug.
service-error-challenge-yourself = Du kannst dich nicht selbst herausfordern: wähle einen Gegner.
service-error-challenge-exists = Du hast mit diesem Spieler für dieses Spiel schon eine offene Herausforderung (#{ $id }).
service-error-no-such-game = Es gibt keine Partie #{ $id }.
service-error-not-in-this-channel = Partie #{ $id } wird nicht in diesem Kanal gespielt.
service-error-no-game-here = Du hast in diesem Kanal keine laufende Partie.
service-error-no-challenge-here = Du hast in diesem Kanal keine offene Herausforderung.
service-error-several-games = Du hast hier mehrere Partien: { $games }. Sag, welche.
service-error-not-started = Partie #{ $id } hat noch nicht begonnen: die Herausforderung wurde noch nicht angenommen.
service-error-game-over = Partie #{ $id } ist beendet.
service-error-challenge-closed = Herausforderung #{ $id } ist nicht mehr offen.
service-error-conflict = Das Brett hat sich inzwischen geändert: sieh es dir noch einmal an und versuche es erneut.
service-error-unavailable = Die Datenbank der Partien ist gerade nicht erreichbar: nichts wurde geändert. Versuche es gleich noch einmal.
service-error-bad-button = Diese Schaltfläche ist unbekannt; vielleicht stammt sie aus einer älteren Version des Bots.
service-error-damaged = Partie #{ $id } kann nicht geladen werden: ihre gespeicherten Daten sind beschädigt. Das Problem wurde protokolliert.
service-error-internal = Entschuldigung, bei uns ist etwas schiefgelaufen. Das Problem wurde protokolliert.
# Ein ganzer Zug als mehrere Aktionen in einem Befehl: welche Aktion abgelehnt wurde (nichts wurde gespielt).
service-error-bad-action = Aktion { $index } von { $count }, `{ $action }`: { $reason } Es wurde nichts gespielt.
service-turn-cut = Aktion { $index } von { $count }, `{ $action }`: { $reason } Die davor geworfenen Würfel gelten, mit den Aktionen davor; der Rest wurde nicht gespielt.
service-error-turn-passed = dein Zug ist schon vorher zu Ende (der Rest ist Sache deines Gegners).
service-error-turn-game-over = die Partie ist schon vorher zu Ende.

## service: /rules

rules-header = **{ $game } — { $title }** · Seite { $page }/{ $pages }
rules-levels = **Der Computer in diesem Spiel** (Elo, der Zufallsspieler bei 0): { $levels }.
rules-button-previous = ◀ Zurück
rules-button-next = Weiter ▶
rules-button-show = Allen zeigen
service-error-no-topic = { $game } hat keine Seite „{ $topic }“. Seine Seiten: { $topics }.

notify-now-off = keine Nachrichten
notify-now-turn = eine Direktnachricht, wenn du in einer Fernpartie am Zug bist
notify-now-digest = eine tägliche Übersicht um { $hour }:00 Uhr UTC
notify-current = Deine Nachrichten: { $choice }. Ändere sie mit `/hinweise`.
notify-set-off = Nachrichten aus: Der Bot schickt dir keine Direktnachrichten zu deinen Partien.
notify-set-turn = Erledigt: Der Bot schickt dir eine Direktnachricht, wenn du in einer Fernpartie am Zug bist (höchstens eine pro Partie und Stunde).
notify-set-digest = Erledigt: Jeden Tag um { $hour }:00 Uhr UTC schickt dir der Bot eine Direktnachricht mit den Partien, die auf deinen Zug warten.
notify-turn = Du bist am Zug in Partie Nr. { $id } ({ $game }) gegen { $opponent }.
notify-digest = { $count ->
    [one] Eine Partie wartet auf deinen Zug:
   *[other] { $count } Partien warten auf deinen Zug:
}
notify-digest-game = • Nr. { $id } { $game }, gegen { $opponent }
notify-refused = Deine Nachrichten sind jetzt aus: Discord hat dem Bot keine Direktnachricht an dich erlaubt (deine Privatsphäre-Einstellungen schließen sie). Öffne sie und wähle dann erneut mit `/hinweise`.
notify-error-hour = Eine Übersicht braucht eine Stunde von 0 bis 23 (UTC), zum Beispiel `/hinweise übersicht 8`.

## Mit den Knöpfen unter dem Brett spielen (außerhalb von Servern, wo nicht alle die Befehle haben)
pick-button-move = Zug…
pick-button-draw = Remis anbieten
pick-button-resign = Aufgeben
pick-button-resign-sure = Ja, aufgeben
pick-list = Partie #{ $id }: Sie sind am Zug. Wählen Sie Ihren Zug (die Punkte fassen Züge mit gleichem Anfang zusammen).
pick-list-narrowed = Partie #{ $id }: Ihre Züge, die mit { $start } beginnen
pick-moved-on = Partie #{ $id } ist seit dieser Liste weitergegangen: Es wurde nichts gespielt. Drücken Sie **Zug…** unter dem neuesten Brett.
pick-resign-sure = Partie #{ $id } aufgeben? Das lässt sich nicht rückgängig machen.
