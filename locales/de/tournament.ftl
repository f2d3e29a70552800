# Turniere: /tournament (create, start, cancel) und /tournaments (list, show, standings, join,
# leave), die Ankündigung, die Runden und die Tabelle. Siehe locales/en/tournament.ftl.

## Die Befehle

tournament = turnier
tournament-description = Ein Turnier ausrichten
tournament-create = erstellen
tournament-create-description = Ein Turnier ankündigen, dem Mitglieder per Schaltfläche beitreten
tournament-create-variant = spiel
tournament-create-variant-description = Welches Spiel
tournament-create-format = modus
tournament-create-format-description = Schweizer System oder Rundenturnier
tournament-create-format-swiss = Schweizer System
tournament-create-format-round-robin = Rundenturnier
tournament-create-format-double-round-robin = doppeltes Rundenturnier
tournament-create-rounds = runden
tournament-create-rounds-description = Schweizer System: Anzahl der Runden (Standard: nach Anzahl der Spieler)
tournament-create-clock = bedenkzeit
tournament-create-clock-description = Zeit pro Zug (3 Tage, wenn nicht angegeben)
tournament-create-clock-5-minutes = 5 Minuten
tournament-create-clock-15-minutes = 15 Minuten
tournament-create-clock-1-day = 1 Tag
tournament-create-clock-3-days = 3 Tage
tournament-create-clock-7-days = 7 Tage
tournament-create-clock-14-days = 14 Tage
tournament-create-starts = beginn
tournament-create-starts-description = Beginn: "2h", "2026-12-01 20:00 +01:00" (sonst: sobald du auf Starten drückst)
tournament-create-rated = gewertet
tournament-create-rated-description = Ob die Ergebnisse die Wertungen ändern (ja, wenn nicht angegeben)
tournament-start = starten
tournament-start-description = Ein Turnier jetzt starten (sein Ersteller oder ein Serververwalter)
tournament-start-id = turnier
tournament-start-id-description = Welches Turnier (das einzige offene hier, wenn nicht angegeben)
tournament-cancel = absagen
tournament-cancel-description = Ein Turnier absagen (sein Ersteller oder ein Serververwalter)
tournament-cancel-id = turnier
tournament-cancel-id-description = Welches Turnier (das einzige hier, wenn nicht angegeben)
tournaments = turniere
tournaments-description = Die Turniere des Servers
tournaments-list = liste
tournaments-list-description = Die offenen, laufenden und zuletzt beendeten Turniere hier
tournaments-show = zeigen
tournaments-show-description = Die Spieler und die aktuelle Runde eines Turniers
tournaments-show-id = turnier
tournaments-show-id-description = Welches Turnier (das einzige hier, wenn nicht angegeben)
tournaments-standings = tabelle
tournaments-standings-description = Die Tabelle eines Turniers, als Bild
tournaments-standings-id = turnier
tournaments-standings-id-description = Welches Turnier (das einzige hier, wenn nicht angegeben)
tournaments-join = beitreten
tournaments-join-description = Einem Turnier beitreten
tournaments-join-id = turnier
tournaments-join-id-description = Welches Turnier (das einzige offene hier, wenn nicht angegeben)
tournaments-leave = verlassen
tournaments-leave-description = Ein Turnier verlassen (nach dem Start behältst du deine Ergebnisse)
tournaments-leave-id = turnier
tournaments-leave-id-description = Welches Turnier (deins hier, wenn nicht angegeben)

## Modi und Bedingungen

tournament-format-swiss = Schweizer System
tournament-format-round-robin = Rundenturnier
tournament-format-double-round-robin = doppeltes Rundenturnier
tournament-rounds = { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
}
tournament-rounds-default = Runden nach Anzahl der Spieler
tournament-rounds-everyone = jeder gegen jeden
tournament-rated = gewertet
tournament-casual = ungewertet
tournament-terms = { $rounds } · { $clock } pro Zug · { $rated } · erstellt von { $creator }
tournament-starts-at = Beginn: { $at } ({ $in }).
tournament-starts-on-start = Beginnt, sobald { $creator } auf **Starten** drückt.
tournament-running = Runde { $round } von { $rounds } läuft.
tournament-running-late-entries = Runde { $round } von { $rounds } läuft; Nachzügler sind bis Runde 2 willkommen (sie beginnen ohne Punkte).
tournament-finished = Beendet: **{ $winner }** hat gewonnen.
tournament-is-cancelled = Abgesagt.
tournament-entrants = **Spieler ({ $count }):** { $list }
tournament-more = { $count ->
    [one] + { $count } weiterer
   *[other] + { $count } weitere
}

## Schaltflächen

tournament-button-join = Beitreten
tournament-button-leave = Verlassen
tournament-button-start = Starten
tournament-button-cancel = Absagen
tournament-button-standings = Tabelle

## Antworten

tournament-joined = Du bist bei Turnier T{ $id } dabei. Viel Glück!
tournament-left = Du hast Turnier T{ $id } verlassen.
tournament-left-resigned = { $player } hat Turnier T{ $id } verlassen: die laufende Partie gilt als aufgegeben.
tournament-starting = Turnier T{ $id } beginnt: es folgen die Paarungen der 1. Runde.
tournament-cancelled = Turnier T{ $id } wurde von { $player } abgesagt. Laufende Partien gehen als normale Partien weiter.
tournament-start-failed = Turnier T{ $id } konnte nicht starten und ist abgesagt: { $why }
tournament-no-threads = Ich darf in diesem Kanal keine Threads erstellen, daher werden die Partien hier gespielt (gib mir "Öffentliche Threads erstellen" und "Nachrichten in Threads senden" für die nächsten Runden).
tournament-list-none = Auf diesem Server gibt es noch kein Turnier. Ein Serververwalter kann mit `{ $command }` eines starten.
tournament-list-line = **{ $title }** · { $players } Spieler · { $state }
tournament-list-open = Anmeldung offen
tournament-list-open-at = beginnt { $at }
tournament-list-running = Runde { $round } von { $rounds }
tournament-list-finished = beendet
tournament-won = Gewonnene Turniere: { $count } ({ $list })
tournament-won-item = T{ $id } ({ $format }, { $game }, { $players } Spieler)

## Runden, Partien, Tabelle

tournament-pairings-heading = **{ $title }: Runde { $round } von { $rounds }**
tournament-pairings-subtitle = Runde { $round } von { $rounds } · Paarungen
tournament-pairing-bye = spielfrei: { $player } (Punkte wie für einen Sieg)
tournament-game = **T{ $id } · Runde { $round } · Brett { $board }** (Partie #{ $game }): { $first } ({ $first_side }) gegen { $second } ({ $second_side }).
tournament-standings-after = { $title }: Tabelle nach Runde { $round } von { $rounds }
tournament-standings-final = { $title }: Abschlusstabelle
tournament-podium = 🏆 **{ $title } ist beendet.** { $podium }
tournament-tb-buchholz = Bh-1
tournament-tb-sb = SB
tournament-tb-wins = Siege
tournament-left-mark = ausgeschieden

## Ablehnungen

tournament-error-no-such = Auf diesem Server gibt es kein Turnier T{ $id }.
tournament-error-none-here = Hier passt kein Turnier: nenne eines mit seiner Nummer (`{ $command }`).
tournament-error-several = Mehrere Turniere passen: { $ids }. Nenne eines mit seiner Nummer.
tournament-error-already-in = Du bist schon bei Turnier T{ $id } dabei.
tournament-error-not-in = Du bist nicht bei Turnier T{ $id } dabei.
tournament-error-full = Turnier T{ $id } ist voll ({ $max } Spieler).
tournament-error-entries-closed = Turnier T{ $id } hat begonnen und nimmt keine Spieler mehr auf.
tournament-error-over = Turnier T{ $id } ist beendet.
tournament-error-started = Turnier T{ $id } hat schon begonnen.
tournament-error-not-started = Turnier T{ $id } hat noch nicht begonnen: die Tabelle gibt es ab Runde 1.
tournament-error-left = Du hast Turnier T{ $id } verlassen, nachdem du dort gespielt hast: wer es verlässt, kommt nicht zurück.
tournament-error-not-director = Nur der Ersteller von Turnier T{ $id } oder ein Serververwalter darf das.
tournament-error-bad-time = Ich kann "{ $typed }" nicht als Zeitpunkt lesen: schreib "2h", "3d" oder "2026-12-01 20:00" (UTC, oder mit Zeitversatz wie "+01:00").
tournament-error-past-time = Dieser Zeitpunkt ist schon vorbei.
tournament-error-too-far = Ein Turnier kann höchstens 90 Tage im Voraus angesetzt werden.
tournament-error-too-few = Turnier T{ $id } hat { $players } { $players ->
    [one] Spieler
   *[other] Spieler
}; es braucht mindestens { $needed }.
tournament-error-rr-rounds = Ein Rundenturnier hat keine Option "runden": jeder spielt gegen jeden.
tournament-error-bad-rounds = Ein Turnier im Schweizer System hat 1 bis { $max } Runden.
tournament-error-no-abort = Partie #{ $id } ist eine Turnierpartie: sie kann nicht abgebrochen werden (gib sie stattdessen auf).
tournament-history = T{ $id }, Runde { $round }

# Das geplante Event eines Turniers im Event-Reiter des Servers (jobs::events).
tournament-event-about = Anmeldung: der Beitreten-Knopf der Ankündigung im Kanal des Turniers. Das Ende ist geschätzt ({ $rounds ->
    [one] 1 Runde
   *[other] { $rounds } Runden
} zu je etwa zehn Zügen Bedenkzeit).
tournament-event-refused = T{ $id } steht nicht im Event-Reiter des Servers: Ich darf hier keine Events erstellen (gib mir "Events erstellen" für die nächsten Turniere). Das Turnier läuft wie gewohnt.
tournament-event-started = T{ $id } hat begonnen: Runde 1 ist ausgelost. { $mentions }
tournament-event-started-late-entries = T{ $id } hat begonnen: Runde 1 ist ausgelost, und die Anmeldung bleibt bis Runde 2 offen. { $mentions }
