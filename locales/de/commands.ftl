# Befehle: siehe locales/en/commands.ftl (Namen klein, ohne Leerzeichen, höchstens 32 Zeichen).

## /challenge

challenge = herausfordern
challenge-description = Jemanden zu einer Partie herausfordern
challenge-opponent = gegner
challenge-opponent-description = Gegen wen du spielen willst (alle hier, wenn nicht angegeben)
challenge-variant = spiel
challenge-variant-description = Welches Spiel
challenge-first = beginnt
challenge-first-description = Wer zuerst zieht (ausgelost, wenn nicht angegeben)
challenge-first-me = ich
challenge-first-them = mein Gegner
challenge-first-random = zufällig
challenge-rated = gewertet
challenge-rated-description = Ob das Ergebnis deine Wertungen ändert (ja, wenn nicht angegeben)

## /accept

accept = annehmen
accept-description = Eine Herausforderung annehmen
accept-game = partie
accept-game-description = Die Nummer der Herausforderung (die einzige offene, wenn nicht angegeben)

## /decline

decline = ablehnen
decline-description = Eine Herausforderung ablehnen
decline-game = partie
decline-game-description = Die Nummer der Herausforderung (die einzige offene, wenn nicht angegeben)

## /cancel

cancel = zurückziehen
cancel-description = Eine eigene Herausforderung zurückziehen
cancel-game = partie
cancel-game-description = Die Nummer der Herausforderung (die einzige offene, wenn nicht angegeben)

## /move

move = ziehen
move-description = Einen Zug spielen
move-move = zug
move-move-description = Dein Zug: die erlaubten Züge werden beim Tippen vorgeschlagen
move-game = partie
move-game-description = Welche Partie (die einzige hier, wenn nicht angegeben)

## /board

board = brett
board-description = Das Brett einer Partie zeigen
board-game = partie
board-game-description = Welche Partie (die einzige hier, wenn nicht angegeben)
board-square = feld
board-square-description = Privat zeigen, wohin dein Stein auf diesem Feld in diesem Zug ziehen kann

## /resign

resign = aufgeben
resign-description = Eine Partie aufgeben
resign-game = partie
resign-game-description = Welche Partie (die einzige hier, wenn nicht angegeben)

## /games

games = partien
games-description = Deine Partien und Herausforderungen auflisten

## /leaderboard

leaderboard = rangliste
leaderboard-description = Beste Spieler eines Spiels
leaderboard-variant = spiel
leaderboard-variant-description = Welches Spiel
leaderboard-scope = bereich
leaderboard-scope-description = Die Spieler dieses Servers (Standard) oder aller Server
leaderboard-scope-this-server = dieser Server
leaderboard-scope-all-servers = alle Server
leaderboard-page = seite
leaderboard-page-description = Seitennummer (10 Spieler pro Seite)
leaderboard-provisional = vorläufig
leaderboard-provisional-description = Auch vorläufige Wertungen auflisten (nach den anderen)

## /rating

rating = wertung
rating-description = Die Wertungen einer Person zeigen
rating-user = spieler
rating-user-description = Wessen Wertungen (deine, wenn nicht angegeben)

## /history

history = verlauf
history-description = Beendete Partien einer Person
history-user = spieler
history-user-description = Wessen Partien (deine, wenn nicht angegeben)
history-variant = spiel
history-variant-description = Nur dieses Spiel
history-page = seite
history-page-description = Seitennummer (10 Partien pro Seite)

## /replay

replay = nachspielen
replay-description = Eine Partie als animiertes Bild ansehen
replay-game = partie
replay-game-description = Die Nummer der Partie (deine einzige hier, wenn nicht angegeben)

## /export

export = exportieren
export-description = Züge einer Partie als Text
export-game = partie
export-game-description = Die Nummer der Partie (deine einzige hier, wenn nicht angegeben)

## /help

help = hilfe
help-description = Was Tabula ist, seine Befehle und seine Spiele

## /rules

rules = regeln
rules-description = Die Regeln eines Spiels mit Diagrammen
rules-game = spiel
rules-game-description = Welches Spiel
rules-topic = thema
rules-topic-description = Welche Seite (sonst die erste)

notify = hinweise
notify-description = Zug-Hinweise als Direktnachricht
notify-mode = art
notify-mode-description = Welche Nachrichten (zeigt deine Wahl, wenn nicht angegeben)
notify-mode-off = aus
notify-mode-turn = zug
notify-mode-digest = übersicht
notify-hour = stunde
notify-hour-description = Die Stunde der Übersicht, 0 bis 23 (UTC)
