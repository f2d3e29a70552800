## discord

discord-guild-only = Tabula-Partien werden in einem Serverkanal gespielt, nicht in Direktnachrichten.
discord-bad-options = Discord hat Optionen geschickt, die Tabula nicht versteht; die Befehle werden wohl gerade aktualisiert. Versuche es in einer Minute erneut.
discord-opponent-bot = { $name } ist ein Bot: fordere einen Menschen heraus.
discord-late-ping = { $players }: Die Antwort von Tabula steht direkt darüber.
discord-answered-privately = Tabula hat privat geantwortet.

## /help, und der Hinweis auf die Regeln bei der ersten Partie eines Spiels (Issue #14)

help-about = **Tabula**: die Brettspiele des alten Rom auf Discord. Fordere jemanden heraus, zieht abwechselnd; Tabula wacht über die Regeln, zeichnet das Brett, führt die Rangliste.
help-commands = **Befehle**
help-command = `{ $command }` — { $description }
help-games = **Spiele**
help-game = **{ $name }** — { $description }
help-rules = Ein Spiel lernen: `{ $command } <spiel>`.
help-levels = **Stufen** (Elo): { $levels }.
help-game-latrunculi-piso = das Spiel der kleinen Soldaten: Steine einsetzen, dann durch Einschließen schlagen.
help-game-latrunculi-seneca = dieselben Soldaten, aber ein geschlagener Stein kann befreit werden.
help-game-latroncules = zwei Arten Soldaten auf 8 × 8 Feldern: Schlage möglichst viele Steine.
help-game-bastonus = zwei Legionen mit Dux, Colosse und Impératrice kämpfen um zwei Lager.
help-game-ergo = bringe fünf deiner Steine in eine Reihe, irgendwo.
help-game-duodecim = ein Rennen mit drei Würfeln, Vorfahr des Backgammon: Spiele zuerst alle 15 Steine hinaus.
help-first-game = { $player }, deine erste Partie { $variant }? Die Regeln: `{ $command } { $game }`.
