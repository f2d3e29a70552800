# Bedenkzeit, Zeitverlust, Erinnerungen, Abbruch, offene und verfallene Herausforderungen,
# Remisangebote, Revanche. Die Parteien heißen Weiß und Schwarz (siehe games.ftl).

## Dauern ("2 Tage 4 h", "3 h 20 min", "4 min 10 s")

clock-days-hours = { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } { $hours } h
clock-days = { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    }
clock-hours = { $hours } h
clock-minutes = { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    }
clock-hours-minutes = { $hours } h { $minutes } min
clock-minutes-seconds = { $minutes } min { $seconds } s
clock-left = noch { $time }

## Herausforderungen und Partien

clock-challenge = Bedenkzeit: { $clock } pro Zug. Die Herausforderung verfällt, wenn sie nicht innerhalb von { $lapse } beantwortet wird.
clock-games-line = { $line }, { $left }
clock-status-line = { $turn }, { $left }
clock-reminder = { $player }, du bist in Partie #{ $id } ({ $variant }) am Zug: noch { $left } auf deiner Uhr.
clock-result-time = { $loser } hat in Partie #{ $id } die Zeit überschritten: { $winner } ({ $side }) gewinnt auf Zeit.
clock-render-time = { $name } gewinnt auf Zeit
clock-how-time = auf Zeit
clock-aborted = { $player } hat Partie #{ $id } abgebrochen: kein Ergebnis, die Wertungen ändern sich nicht.
clock-aborted-time = Partie #{ $id } ist abgebrochen: { $player } hat nicht rechtzeitig gezogen, bevor die Partie richtig begann. Kein Ergebnis, die Wertungen ändern sich nicht.
clock-lapsed = Die Herausforderung #{ $id } von { $challenger } an { $challenged } ist unbeantwortet verfallen.
clock-error-abort-too-late = Partie #{ $id } läuft (beide Seiten haben zwei Züge gemacht): sie kann nicht mehr abgebrochen werden. Gib auf oder biete Remis an.

## Remisangebote

clock-draw-offered = { $player } bietet in Partie #{ $id } Remis an. { $opponent }, nimmst du an?
clock-draw-accepted = { $player } hat das Remis angenommen.
clock-draw-declined = { $player } hat das Remisangebot in Partie #{ $id } abgelehnt.
clock-result-agreed = Partie #{ $id } ist beendet: Remis durch Einigung.
clock-render-agreed = Remis durch Einigung
clock-how-agreement = durch Einigung
clock-error-draw-again = Du hast in Partie #{ $id } schon Remis angeboten: nach einem Zug darfst du es wieder.
clock-error-no-draw-offer = In Partie #{ $id } steht kein Remisangebot offen.
clock-error-not-your-offer = Nur { $player } kann auf dieses Remisangebot antworten.
clock-button-draw-accept = Remis annehmen
clock-button-draw-decline = Ablehnen

## Revanche und offene Herausforderungen

clock-button-rematch = Revanche
clock-error-rematch-not-finished = Partie #{ $id } ist noch nicht beendet.
clock-open-anyone = alle
clock-open-challenge = { $challenger } sucht einen Gegner: { $variant }, Partie #{ $id }. Alle in diesem Kanal können annehmen; { $challenger } spielt { $challenger_side }.
clock-open-lapse = Die Herausforderung verfällt, wenn niemand sie innerhalb von { $lapse } annimmt.
clock-error-open-taken = Jemand anderes hat die Herausforderung #{ $id } zuerst angenommen.
clock-button-withdraw = Zurückziehen
clock-open-clock = Bedenkzeit: { $clock } pro Zug.
clock-error-open-exists = Du hast schon eine offene Herausforderung für { $variant } (#{ $id }): zieh sie erst zurück oder warte, bis jemand sie annimmt.
clock-error-withdraw-not-yours = Die Herausforderung #{ $id } ist von { $player }: du kannst sie nicht zurückziehen.
clock-console-open-usage = Offen für alle: /challenge <Spiel> [{ console-word-me }|{ console-word-them }|{ console-word-random }] [{ console-word-rated }|{ console-word-casual }] [5m|15m|1d|3d|7d|14d]
clock-console-open-help = {"  "}/challenge <Spiel> [{ console-word-me }|{ console-word-them }|{ console-word-random }] [{ console-word-rated }|{ console-word-casual }] [Bedenkzeit]   eine offene Herausforderung: alle können sie annehmen (`as <Name>`, dann /accept); /withdraw [#id] zieht sie zurück

## Konsole

clock-console-now = Die Uhr der Konsole zeigt jetzt { $time } (vorgestellt um { $moved }).
clock-console-usage = Verwendung: `clock +2d` (oder +30m, +1h, +1w): stellt die Uhr der Konsole vor.
clock-console-too-far = Die Uhr der Konsole geht höchstens 10 Jahre auf einmal vor, und nicht über das Jahr 9999 hinaus.

## Befehle

challenge-clock = bedenkzeit
challenge-clock-description = Zeit pro Zug (3 Tage, wenn nicht angegeben)
challenge-clock-5-minutes = 5 Minuten
challenge-clock-15-minutes = 15 Minuten
challenge-clock-1-day = 1 Tag
challenge-clock-3-days = 3 Tage
challenge-clock-7-days = 7 Tage
challenge-clock-14-days = 14 Tage
abort = abbrechen
abort-description = Eine kaum begonnene Partie abbrechen (ohne Ergebnis)
abort-game = partie
abort-game-description = Welche Partie (die einzige hier, wenn nicht angegeben)
draw = remis
draw-description = Deinem Gegner Remis anbieten
draw-game = partie
draw-game-description = Welche Partie (die einzige hier, wenn nicht angegeben)
