## daily: die Tagesaufgabe eines Servers (/aufgabe täglich, Issue 50)

daily-title = Tagesaufgabe · { $date } · { $game }
daily-from-game = Aus { $first } – { $second }, Partie Nr. { $game }
daily-from-starter = Aus Tabulas Startaufgaben
daily-from-self-play = Aus Partien des Computers gegen sich selbst
daily-how = Drücke Lösen, um zu antworten: Die Aufgabe öffnet sich nur für dich.
daily-solve = Lösen
daily-reveal = Lösung der Tagesaufgabe vom { $date } · { $game }
daily-count = { $tried ->
    [0] Niemand hat sie versucht.
   *[other] { $solved } von { $tried } haben sie gelöst.
}
daily-set = Die Tagesaufgabe wird jeden Tag um { $time } UTC in { $channel } gepostet, die erste am { $date }.
daily-stopped = Die Tagesaufgabe ist beendet.
daily-was-off = Die Tagesaufgabe war nicht eingeschaltet.
daily-opened = Die heutige Aufgabe, nur für dich:
daily-answered = Du hast die heutige Aufgabe schon beantwortet: { $result }.
daily-earlier = Du kanntest diese Aufgabe schon: Deine damalige Antwort ({ $result }) zählt für heute, ohne Wertung.
daily-result-solved = gelöst
daily-result-missed = verfehlt
daily-streak = Serie der Tagesaufgaben: { $current } (Bestwert { $best })
daily-error-no-server = Die Tagesaufgabe gehört zu einem Server: Benutze sie dort.
daily-error-manager = Nur ein Mitglied mit der Berechtigung Server verwalten kann die Tagesaufgabe einstellen.
daily-error-time = „{ $typed }“ ist keine Uhrzeit: Schreibe sie wie 09:30 (UTC).
daily-error-not-today = Diese Tagesaufgabe ist vorbei: Ihre Lösung steht im Beitrag des nächsten Tages.
daily-error-other-open = Beende oder gib zuerst deine offene Aufgabe auf (Aufgabe { $id }) und drücke dann wieder Lösen.
daily-error-channel = Ich kann nicht in { $channel } posten: Wähle einen Textkanal, in dem ich Nachrichten senden und Dateien anhängen darf.

console-usage-puzzle-daily = Aufruf: puzzle daily <Uhrzeit, wie 09:30 UTC>, puzzle daily off, puzzle daily solve, puzzle leaderboard

## /aufgabe täglich, wie Discord es zeigt (siehe commands.ftl)
puzzle-daily = täglich
puzzle-daily-description = Die Tagesaufgabe des Servers (Server verwalten)
puzzle-daily-set = einstellen
puzzle-daily-set-description = Jeden Tag zu einer Uhrzeit (UTC) eine Aufgabe in einem Kanal posten
puzzle-daily-set-channel = kanal
puzzle-daily-set-channel-description = Wo sie gepostet wird
puzzle-daily-set-time = uhrzeit
puzzle-daily-set-time-description = Die Uhrzeit, UTC, wie 09:30
puzzle-daily-off = aus
puzzle-daily-off-description = Die Tagesaufgabe beenden

daily-board-title = Tagesaufgaben
daily-board-subtitle = dieser Server, nach gelösten Tagen
daily-board-columns = #|Spieler|Gelöst|Versucht|Beste Serie
daily-board-empty = Hier hat noch niemand eine Tagesaufgabe beantwortet.
puzzle-leaderboard = rangliste
puzzle-leaderboard-description = Die besten Löser der Tagesaufgabe auf diesem Server
