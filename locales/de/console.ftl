## console

console-welcome = Tabula-Konsole. Du bist { $name }. Tippe `help` für die Befehle, `quit` zum Beenden.
console-help =
    Befehle:
    {"  "}as <Name>                          als anderer Benutzer handeln
    {"  "}/challenge <Name> <Spiel> [{ console-word-me }|{ console-word-them }|{ console-word-random }] [{ console-word-rated }|{ console-word-casual }]   jemanden herausfordern (Anfang ausgelost, standardmäßig gewertet)
    {"  "}/accept [#id]  /decline [#id]  /cancel [#id]
    {"  "}/move <Zug> [#id]                  einen Zug spielen, so geschrieben wie `/legal` ihn zeigt (z. B. d4-d5)
    {"  "}/legal [#id]                       deine erlaubten Züge auflisten
    {"  "}/rules <spiel> [seite]             die Regeln, Seite für Seite, mit Diagrammen
    {"  "}/board [#id]   /resign [#id]   /games
    {"  "}/abort [#id]   /draw [#id]   clock +2d
    {"  "}/leaderboard <Spiel> [{ console-word-server }|{ console-word-global }] [Seite] [{ console-word-provisional }]
    {"  "}/rating [Name]   /history [Name] [Spiel] [Seite]
    {"  "}/replay [#id]  (animiertes GIF)   /export [#id]  (Zugliste)
    {"  "}/review [#id]                       der Computer analysiert eine beendete Partie
    {"  "}tournament create <Spiel> swiss|round-robin [rounds=N] [clock=1d] [casual] [starts=in 2h]
    {"  "}tournament join|leave|start|cancel|show|standings [T3]   tournament list
    {"  "}puzzle [Spiel]   puzzle move <Zug>   puzzle giveup   eine Aufgabe: finde die gewinnenden Züge
    {"  "}/notify [{ console-word-off }|{ console-word-turn }|{ console-word-digest } <stunde>]   „Du bist am Zug“ als Direktnachricht
    {"  "}quit
console-now = Du bist jetzt { $name }.
console-bad-name = Ein Name ist ein Wort aus Buchstaben, Ziffern, `_`, `-` oder `.` (höchstens 32).
console-usage-challenge = Aufruf: /challenge <Name> <Spiel> [{ console-word-me }|{ console-word-them }|{ console-word-random }] [{ console-word-rated }|{ console-word-casual }] [5m|15m|1d|3d|7d|14d]
console-usage-move = Aufruf: /move <Zug> [#id], zum Beispiel /move d4 oder /move d4-d5
console-usage-game = Aufruf: /{ $command } [#id]
console-unknown = Unbekannter Befehl. Tippe `help` für die Liste.
console-not-utf8 = Diese Zeile ist kein UTF-8-Text: Sie wurde ignoriert.
console-unknown-game = Unbekanntes Spiel `{ $game }`. Spiele: { $games }.
console-no-legal = Du hast gerade keinen erlaubten Zug.
console-png = Bild des Bretts: { $path }
console-png-failed = Das Bild des Bretts konnte nicht geschrieben werden: { $error }
console-button = [{ $label }] -> { $command }
console-usage-rules = Aufruf: /rules <spiel> [seite], zum Beispiel /rules ergo 2
console-review-no-game = Du hast hier keine beendete Partie zum Analysieren: gib eine mit `/review #nummer` an.
console-tournament-none-here = Hier passt kein Turnier: nenne eines mit seiner Nummer (`tournament list`).
console-tournament-list-none = Hier gibt es noch kein Turnier. Starte eines mit `tournament create <Spiel> swiss`.

## Optionswörter: was die Konsole nach dem Spiel eines Befehls liest (wer beginnt, gewertet oder
## ungewertet, welche Rangliste), in Groß- oder Kleinschreibung. `console-word-*` ist das Wort, das
## die Hilfe und die Aufrufzeilen zeigen; `console-words-*` alle Wörter, die dafür gelesen werden,
## durch Leerzeichen getrennt, das gezeigte zuerst. Eine Konsole liest die Wörter ihrer Sprache und
## dazu die englischen und französischen.
console-word-me = ich
console-words-me = { console-word-me }
console-word-them = gegner
console-words-them = { console-word-them }
console-word-random = zufall
console-words-random = { console-word-random }
console-word-rated = gewertet
console-words-rated = { console-word-rated }
console-word-casual = ungewertet
console-words-casual = { console-word-casual }
console-word-server = server
console-words-server = { console-word-server }
console-word-global = alle
console-words-global = { console-word-global }
console-word-provisional = vorläufig
console-words-provisional = { console-word-provisional } vorlaeufig
console-tournament-usage = Verwendung: tournament create <Spiel> swiss|round-robin|double-round-robin [rounds=N] [clock=1d] [casual] [starts=in 2h], oder tournament join|leave|start|cancel|show|standings [T3], oder tournament list

console-word-off = aus
console-words-off = { console-word-off }
console-word-turn = zug
console-words-turn = { console-word-turn }
console-word-digest = übersicht
console-words-digest = { console-word-digest } uebersicht
console-usage-notify = Aufruf: /notify [{ console-word-off }|{ console-word-turn }|{ console-word-digest } <stunde>]
console-direct = [DN an { $name }]

console-event-created = [Server-Event von T{ $id } erstellt: { $name }, { $start } bis { $end }]
console-event-updated = [Server-Event von T{ $id } geändert: { $name }, { $start } bis { $end }]
console-event-started = [Server-Event von T{ $id } begonnen]
console-event-completed = [Server-Event von T{ $id } beendet]
console-event-cancelled = [Server-Event von T{ $id } abgesagt]
