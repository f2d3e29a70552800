## games: sides, phases, endings, refusals

# Die Parteien heißen wie im Schach Weiß und Schwarz (Neutrum Singular, ohne Artikel): "Weiß
# ist am Zug", "Sieg für Schwarz". Die Texte, die sie einsetzen, sind für diese Form geschrieben.
side-white = Weiß
side-black = Schwarz
phase-placement = Einsetzen (vagi)
phase-movement = Ziehen (ordinarii)
end-one-piece-left = { $side } hat nur noch einen Stein
end-blocked = { $side } kann nicht mehr ziehen
end-no-capture-limit = 50 Züge je Seite ohne Schlagen
end-own = nach den Regeln des Spiels
illegal-game-over = Die Partie ist beendet.
illegal-chance-to-act = Zuerst muss gewürfelt werden.
illegal-not-chance-to-act = Erwartet war der Zug eines Spielers, kein Würfelwurf.
illegal-placement-phase = Die Steine werden noch eingesetzt: nenne ein freies Feld, zum Beispiel `d4`.
illegal-movement-phase = Alle Steine sind eingesetzt: ziehe einen mit Start-Ziel, zum Beispiel `d4-d5`.
illegal-occupied = Dieses Feld ist besetzt.
illegal-not-your-piece = Auf diesem Feld steht kein Stein von dir.
illegal-not-a-step = Ein Stein zieht ein Feld nach oben, unten, links oder rechts.
illegal-back-and-forth = Ein Stein darf nicht sofort auf das Feld zurück, das er gerade verlassen hat.
parse-empty = Schreibe einen Zug: die erlaubten Züge werden beim Tippen vorgeschlagen (in der Konsole listet `legal` sie auf).
parse-not-a-square = `{ $text }` ist kein Feld: schreibe einen Buchstaben und dann eine Zahl, zum Beispiel `d4`.
parse-off-board = `{ $text }` liegt außerhalb des Bretts.
parse-unrecognised = `{ $text }` ist kein Zug dieses Spiels.

## games: latrunculi-seneca

service-variant-latrunculi-seneca = Latrunculi (nach Seneca)
latrunculi-seneca-illegal-removal-due = Nimm zuerst einen der gegnerischen Steine vom Brett, die du festhältst (incitus), zum Beispiel `xd5`; dann ziehe.
latrunculi-seneca-illegal-no-removal-due = Kein festgehaltener Stein wartet darauf, entfernt zu werden: mach einen Zug.
latrunculi-seneca-illegal-not-held = Auf diesem Feld steht kein gegnerischer Stein, den du festhältst.
latrunculi-seneca-illegal-piece-held = Dieser Stein wird festgehalten (incitus): er kann nicht ziehen, bis er befreit ist.
latrunculi-seneca-illegal-not-a-jump = Ein Stein zieht ein Feld weit oder springt geradeaus über einen eigenen Stein auf das freie Feld dahinter, zum Beispiel `d4-d6-f6`.
latrunculi-seneca-illegal-jump-revisits = Eine Sprungfolge darf nicht zweimal auf demselben Feld landen, auch nicht auf ihrem Startfeld.
latrunculi-seneca-render-holding = Festgehalten: { $count }
latrunculi-seneca-render-to-remove = { $side }: Stein entfernen, dann ziehen — { $name }
latrunculi-seneca-render-to-remove-side = { $side }: Stein entfernen, dann ziehen
latrunculi-seneca-mark-white-held = w
latrunculi-seneca-mark-black-held = s
latrunculi-seneca-legend-held = { $white_mark }, { $black_mark } festgehaltene Steine (incitus), umgedreht
latrunculi-seneca-side-holding = , hält { $count } gegnerische fest
latrunculi-seneca-last-removal = Letzte Aktion: { $mv }, ein festgehaltener Stein vom Brett genommen
latrunculi-seneca-freed = , befreit { $squares }
latrunculi-seneca-text-to-remove = { $side } muss zuerst einen festgehaltenen Stein entfernen ({ $moves }), dann ziehen

## games: latroncules

service-variant-latroncules = Latroncules (Fußvolk und Reiter)
latroncules-end-all-taken = { $side } hat keinen Stein mehr: Imperator!
latroncules-end-only-into-capture = { $side } konnte nur noch ins Schlagen ziehen
latroncules-end-no-capture-limit = 40 Züge je Seite ohne Schlagen
latroncules-illegal-infantry-forward-only = Ein Fußsoldat zieht ein Feld geradeaus nach vorn, auf ein freies Feld.
latroncules-illegal-cavalry-wrong-way = Ein Reiter zieht ein Feld: von einem hellen Feld in jede Richtung, von einem dunklen nur gerade (hoch, runter, links, rechts); oder er springt ebenso über einen benachbarten Gegner.
latroncules-illegal-jump-needs-enemy = Ein Sprung muss über einen benachbarten gegnerischen Stein gehen.
latroncules-illegal-moves-into-capture = Du darfst keinen Stein zwischen zwei Gegner stellen, außer der Zug schlägt einen Stein.
latroncules-render-details = Geschlagen: { $count } · ♞ zu befreien: { $prisoners }
latroncules-mark-white-infantry = F
latroncules-mark-white-cavalry = R
latroncules-mark-black-infantry = f
latroncules-mark-black-cavalry = r
latroncules-legend = { $wi } Fußsoldat von { $white }, { $wc } Reiter von { $white }, { $bi } Fußsoldat von { $black }, { $bc } Reiter von { $black }; . helles Feld, + dunkles Feld (Reiter ziehen dort nur gerade)
latroncules-side-line = { $side }: geschlagen { $captures }, Fußvolk { $infantry }, Reiter { $cavalry }, Reiter zu befreien { $prisoners }
latroncules-promoted = Der Fußsoldat auf { $square } hat einen gefangenen Reiter befreit.

## games: bastonus

service-variant-bastonus = Bastonus Romanus
bastonus-end-field-victory = { $side } hat alle gegnerischen Figuren auf dem Feld geschlagen (Sieg auf dem Feld)
bastonus-end-camp-conquered = { $side } besetzt das gegnerische Lager (Eroberung des Lagers)
bastonus-end-camp-annexed = die Impératrice von { $side } hat das gegnerische Lager betreten (Annexion)
bastonus-end-legion-lost = { $side } hat keinen Legionär mehr (Verlust der Legion)
bastonus-end-command-lost = { $side } hat keinen Anführer mehr auf dem Feld (Verlust des Kommandos)
bastonus-end-empress-taken = die Impératrice von { $side } wurde geschlagen
bastonus-end-no-capture = { $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    } je Seite ohne Schlagen
bastonus-illegal-nothing-to-jump = Der Dux springt nur über eine benachbarte Figur, auf das freie Feld dahinter.
bastonus-illegal-not-a-rank = Das ist keine gerade Reihe deiner Legionäre: eine Reihe schreibt man zum Beispiel `c2:e2-c3:e3`.
bastonus-illegal-nothing-to-push = Dort gibt es keine gegnerische Figur zu schieben (der Colosse schiebt jede benachbarte Figur).
bastonus-illegal-push-blocked = Das Schieben ist blockiert: das Feld hinter der geschobenen Reihe ist von einer eigenen Figur besetzt.
bastonus-illegal-push-too-few = Eine Reihe Legionäre schiebt höchstens so viele Figuren, wie sie Legionäre hat.
bastonus-illegal-exhausted = Alle Legionäre dieser Reihe haben schon geschoben: jeder schiebt nur einmal pro Partie.
bastonus-illegal-no-push-back = Eine gerade geschobene Figur darf in diesem Zug nicht in die Gegenrichtung zurückschieben.
bastonus-illegal-nothing-to-pass = `pass` beendet nur eine Folge von Schlägen.
bastonus-illegal-capture-or-pass = Nach einem Schlag darfst du nur weiter schlagen oder `pass` spielen.
bastonus-render-details = Geschlagen: { $count } · Legionäre: { $legion }
bastonus-render-chain = { $side } hat geschlagen: weiter schlagen oder pass
bastonus-legend = Großbuchstaben { $white }, Kleinbuchstaben { $black }: L Legionär, E erschöpfter Legionär, D Dux, C Colosse, I Impératrice; + leeres Lagerfeld, . leer
bastonus-side-line = { $side }: geschlagen { $captures }, Figuren { $on_board }
bastonus-last-ejected = { $square } vom Brett geschoben

## games: ergo

service-variant-ergo = Ergo
ergo-illegal-no-piece-in-reserve = Du hast keine Steine mehr in Reserve: ziehe einen Stein auf dem Brett, zum Beispiel `e5-e6`.
ergo-illegal-not-a-lion-step = Ein Löwe zieht ein Feld in jede Richtung (ein Löwe auf dem Außenpfad darf auch an ihm entlanggleiten).
ergo-illegal-ring-path-blocked = Der Weg auf dem Außenpfad ist versperrt: ein Löwe gleitet nur über freie Felder, ohne zu springen.
ergo-illegal-not-a-hollow-step = Ein hohler Stein zieht ein Feld nach oben, unten, links oder rechts; nur Löwen ziehen diagonal.
ergo-end-five-in-a-row = { $side } hat fünf in einer Reihe
ergo-end-third-repetition = dieselbe Stellung kam dreimal vor
ergo-end-move-limit = 100 Züge je Seite
ergo-mark-black-lion = S
ergo-mark-black-hollow = s
ergo-mark-white-lion = W
ergo-mark-white-hollow = w
ergo-legend = { $black_lion }/{ $black_hollow } Löwe/hohl von { $black }, { $white_lion }/{ $white_hollow } Löwe/hohl von { $white }, : Außenpfad, . Arena
ergo-render-details = Reserve: { $reserve } · Auf dem Brett: { $on_board }
ergo-render-side-line = { $side }: Reserve { $reserve }, auf dem Brett { $on_board } (Löwen: { $lions })
ergo-render-move-count = Gespielte Züge: { $plies } (Remis bei { $limit })
ergo-render-last-move-turned = Letzter Zug: { $mv } (zum Löwen gewendet)

## games: duodecim

service-variant-duodecim = XII Scripta (Ludus Duodecim Scriptorum)
duodecim-end-all-off = { $side } hat alle 15 Steine ausgewürfelt
duodecim-end-turn-limit = 500 Runden je Seite: die weiter vorn liegende Seite gewinnt
duodecim-illegal-no-such-die = Kein verbleibender Würfel zeigt diesen Wert: die Zahl vor `:` ist der Würfel, den du nutzt.
duodecim-illegal-must-enter-first = Du hast Steine in Reserve: bring sie zuerst herein, zum Beispiel `3:enter`.
duodecim-illegal-nothing-to-enter = Du hast keinen Stein in Reserve, den du hereinbringen könntest.
duodecim-illegal-protected-point = Dieser Punkt ist durch zwei oder mehr gegnerische Steine geschützt.
duodecim-illegal-no-piece-on-point = Du hast keinen Stein auf diesem Punkt.
duodecim-illegal-wrong-distance = Ein Stein zieht genau um seinen Würfel vor: `4:12-16` nutzt eine 4 ab Punkt 12.
duodecim-illegal-not-all-home = Steine verlassen das Brett erst, wenn alle 15 in ROMANI stehen (Punkte 31 bis 36).
duodecim-illegal-only-bear-off = Alle deine Steine sind in ROMANI: sie können nur noch hinaus, zum Beispiel `5:34-off`.
duodecim-illegal-die-too-small = Dieser Würfel ist zu klein: ein Stein auf Punkt p geht mit einem Würfel größer als 36 − p hinaus.
duodecim-illegal-no-bonus = Dir steht kein Bonuszug zu.
duodecim-illegal-bonus-first = Spiele zuerst deinen Bonuszug (`bonus:…`) oder lehne ihn mit `pass` ab.
duodecim-render-hits = Geschlagen: { $count }
duodecim-render-panel-side = Reserve { $reserve } · Draußen { $off }
duodecim-render-dice-of = Würfel von { $side }
duodecim-service-bonus = Vor deinem Wurf darfst du einen Bonuszug mit { $dice } spielen, einem Würfel, den dein Gegner an einen geschützten Punkt verloren hat: `bonus:…`, oder `pass`, um abzulehnen.
duodecim-render-bonus = Bonus für { $side }: { $dice }
duodecim-render-to-roll = { $side } würfelt
duodecim-render-legend = { $white_mark }2 = zwei Steine von { $white }, { $black_mark }2 = zwei Steine von { $black }, . = leer; die Bahn läuft von 1 bis 36
duodecim-render-side-line = { $side }: Reserve { $reserve }, draußen { $off }, geschlagen { $hits }
duodecim-render-roll-line = Würfel von { $side }: { $dice } ((n) genutzt, n× verloren)
duodecim-render-last-hit = Letzter Zug: { $mv }, mit Schlag
