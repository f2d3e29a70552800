## discord

discord-guild-only = Tabula-Partien werden in einem Serverkanal gespielt, nicht in Direktnachrichten.
discord-bad-options = Discord hat Optionen geschickt, die Tabula nicht versteht; die Befehle werden wohl gerade aktualisiert. Versuche es in einer Minute erneut.
discord-opponent-bot = { $name } ist ein Bot: fordere einen Menschen heraus.
discord-late-ping = { $players }: Die Antwort von Tabula steht direkt darüber.
discord-answered-privately = Tabula hat privat geantwortet.

## /help, und der Hinweis auf die Regeln bei der ersten Partie eines Spiels (Issue #14)

help-about = **Tabula** bringt die Brettspiele des alten Rom auf Discord: Fordere jemanden in einem Kanal heraus und zieht abwechselnd; Tabula achtet auf die Regeln, zeichnet das Brett nach jedem Zug und führt eine Rangliste.
help-commands = **Befehle**
help-command = `{ $command }` — { $description }
help-games = **Spiele**
help-game = **{ $name }** — { $description }
help-rules = Ein Spiel lernen: `{ $command } <spiel>`.
help-levels = **Der Computer** (`/play`), seine Stärke in Elo-Punkten, ein Zufallsspieler bei 0: { $levels }.
help-game-latrunculi-piso = das Spiel der kleinen Soldaten: Steine einsetzen, dann durch Einschließen schlagen.
help-game-latrunculi-seneca = dieselben kleinen Soldaten, aber ein geschlagener Stein kann noch befreit werden.
help-game-latroncules = zwei Arten von Soldaten auf 8 × 8 Feldern: Schlage möglichst viele gegnerische Steine.
help-game-bastonus = zwei Legionen mit Dux, Colosse und Impératrice kämpfen um zwei Lager.
help-game-ergo = bringe fünf deiner Steine in eine Reihe, irgendwo auf dem Brett.
help-game-duodecim = ein Rennen mit drei Würfeln, Vorfahr des Backgammon: Wer zuerst alle 15 Steine hinausspielt, gewinnt.
help-first-game = { $player }, deine erste Partie { $variant }? Die Regeln: `{ $command } { $game }`.
