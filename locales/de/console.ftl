## console

console-welcome = Tabula-Konsole. Du bist { $name }. Tippe `help` für die Befehle, `quit` zum Beenden.
console-help =
    Befehle:
    {"  "}as <Name>                          als anderer Benutzer handeln
    {"  "}/challenge <Name> <Spiel> [me|them|random] [rated|casual]   jemanden herausfordern (Anfang ausgelost, standardmäßig gewertet)
    {"  "}/accept [#id]  /decline [#id]  /cancel [#id]
    {"  "}/move <Zug> [#id]                  einen Zug spielen, so geschrieben wie `/legal` ihn zeigt (z. B. d4-d5)
    {"  "}/legal [#id]                       deine erlaubten Züge auflisten
    {"  "}/rules <spiel> [seite]             die Regeln, Seite für Seite, mit Diagrammen
    {"  "}/board [#id]   /resign [#id]   /games
    {"  "}/abort [#id]   /draw [#id]   clock +2d
    {"  "}/leaderboard <Spiel> [server|global] [Seite] [provisional]
    {"  "}/rating [Name]   /history [Name] [Spiel] [Seite]
    {"  "}/replay [#id]  (animiertes GIF)   /export [#id]  (Zugliste)
    {"  "}quit
console-now = Du bist jetzt { $name }.
console-bad-name = Ein Name ist ein Wort aus Buchstaben, Ziffern, `_`, `-` oder `.` (höchstens 32).
console-usage-challenge = Aufruf: /challenge <Name> <Spiel> [me|them|random] [rated|casual] [5m|15m|1d|3d|7d|14d]
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
