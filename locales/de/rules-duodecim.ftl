## /rules-Seiten: XII Scripta (duodecim)

rules-duodecim-board-title = Die Bahn und die Steine
rules-duodecim-board =
    XII Scripta, der *Ludus duodecim scriptorum* („Spiel der zwölf Linien“), ist ein römisches Laufspiel mit drei Würfeln, ein Vorfahr des Backgammon. Die Bahn hat 36 Punkte, gebildet aus sechs Wörtern: HOSTES (1–6), VINCTI (7–12), IMPERI (13–18), VIRTUS (19–24), LUDANT (25–30), ROMANI (31–36).
    Jeder Spieler hat 15 Steine, weiß oder schwarz, zu Beginn alle in Reserve. Beide laufen dieselbe Bahn in dieselbe Richtung, von 1 bis 36. Weiß würfelt zuerst; der Bot würfelt zu Beginn jedes Zuges für dich.
    Drei Phasen: die Steine in HOSTES hereinbringen (die Punkte), sie bis ROMANI laufen lassen, dann hinauswürfeln. Wer zuerst alle 15 hinausgebracht hat, gewinnt.

rules-duodecim-entering-title = Die Würfel und das Hereinbringen
rules-duodecim-entering =
    Jeder Würfel zieht einen Stein um seinen Wert. Derselbe Stein darf mehrere Würfel nutzen, in der Reihenfolge deiner Wahl.
    Solange du Steine in Reserve hast, musst du sie hereinbringen, bevor du andere ziehst: eine 3 setzt einen Stein auf Punkt 3, geschrieben `3:enter`.
    Das Bild ist das Beispiel der alten Regel: Weiß hat 1, 3 und 4 gewürfelt und auf 1, 3 und 4 eingesetzt. Schwarz hat 2, 3 und 5 gewürfelt und setzt auf die markierten Punkte: `3:enter` trifft den einzelnen weißen Stein auf 3, der geschlagen wird und in die Reserve von Weiß zurückgeht.
    Sobald deine Reserve leer ist, ziehen die übrigen Würfel des Zuges deine Steine.

rules-duodecim-moving-title = Ziehen, schlagen, schützen
rules-duodecim-moving =
    Ein Stein zieht genau um seinen Würfel vor: `6:2-8` nutzt eine 6 von Punkt 2 nach Punkt 8. Tippe einen Würfelwert in `/move`, um seine Züge zu sehen.
    • Deine Steine dürfen sich einen Punkt teilen. Zwei oder mehr schützen ihn: der Gegner kann dort weder ziehen noch hereinkommen.
    • Wer auf einem einzelnen gegnerischen Stein landet, schlägt ihn: er geht in seine Reserve zurück und muss neu herein und die ganze Bahn laufen.
    Im Bild spielt Schwarz 1, 3 und 6: `6:2-8` schlägt den weißen Stein auf 8, aber `3:3-6` wird abgelehnt, denn fünf weiße Steine schützen Punkt 6.
    Du musst einen Würfel nutzen, wenn du kannst. Hat kein übriger Würfel eine Verwendung, verfallen sie und der Bot gibt den Zug weiter.

rules-duodecim-bonus-title = Blockierte Würfel und Bonuszug
rules-duodecim-bonus =
    Ein Würfel ist blockiert, wenn ein Stein ihn nutzen könnte, aber jede Verwendung auf einem geschützten Punkt landet. Er verfällt, und der Gegner profitiert: vor seinem eigenen Wurf darf er diesen Wert einmal mit einem seiner Steine spielen (hereinbringen, ziehen oder hinaus). Diese Züge beginnen mit `bonus:`; `pass` lehnt den Rest ab.
    Im Bild musste Weiß einen Stein mit 2, 3 und 5 hereinbringen, doch Schwarz schützt die markierten Punkte. Weiß hat alle drei Würfel verloren: Schwarz hat einen Bonus von 2, 3 und 5, und `bonus:3:8-11` schlägt den weißen Stein auf 11.
    Ein Würfel, der bloß zu klein zum Hinauswürfeln ist, verfällt ohne Bonus.

rules-duodecim-off-title = Hinauswürfeln und Sieg
rules-duodecim-off =
    Stehen alle deine Steine, die noch auf dem Brett sind, in ROMANI (31–36), darfst du sie nur noch hinausbringen. Ein Stein auf Punkt p geht mit einem Würfel größer als 36 − p hinaus: auf 34 mit einer 3 oder mehr (`3:34-off`), nicht mit einer 2.
    Ein einzelner Stein ist auch dann nicht sicher. Im Bild würfelt Weiß hinaus; Schwarz kann mit 4, 5 und 6 die einzelnen weißen Steine auf 32, 33 oder 34 schlagen, etwa `5:28-33`. Weiß muss den Stein dann neu hereinbringen und nach ROMANI zurückführen, bevor es weiter hinauswürfelt.
    Wer zuerst alle 15 Steine hinausgebracht hat, gewinnt.
    Wo der alte Text schweigt, hat Tabula entschieden: 15 Steine, Weiß zuerst, eine Bahn für beide, Würfel in beliebiger Reihenfolge, verfallene Würfel und Boni, die Regel zum Hinauswürfeln, und nach 500 Zügen je Seite gewinnt, wer weiter vorn liegt.
