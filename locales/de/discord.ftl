## discord

discord-internal-error = Bei Tabula ist etwas schiefgelaufen. Bitte versuche es gleich noch einmal.
discord-guild-only = Tabula-Partien werden in einem Serverkanal gespielt, nicht in Direktnachrichten.
discord-bad-options = Discord hat Optionen geschickt, die Tabula nicht versteht; die Befehle werden wohl gerade aktualisiert. Versuche es in einer Minute erneut.
discord-opponent-bot = { $name } ist ein Bot: fordere einen Menschen heraus.
