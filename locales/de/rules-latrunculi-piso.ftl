## /rules-Seiten: Latrunculi nach Piso (latrunculi-piso)

rules-latrunculi-piso-board-title = Brett und Einsetzen
rules-latrunculi-piso-board =
    Der *ludus latrunculorum*, „das Spiel der kleinen Soldaten“, nach Ulrich Schädler; diese Variante ist nach dem Gedicht *Laus Pisonis* benannt, das die Steine auf dem leeren Brett verteilt zeigt. Ein Brett mit 8 × 8 Feldern und je 20 Steinen, Weiß und Schwarz. Das Brett ist zu Beginn leer.
    Phase 1, das Einsetzen (die Steine sind *vagi*): Abwechselnd setzt jeder einen Stein auf ein beliebiges freies Feld. Gib das Feld ein, etwa `d4`. Im Bild: der erste weiße Stein auf 1, die schwarze Antwort auf 2.
    Beim Einsetzen wird nichts geschlagen, auch nicht mit dem letzten Stein.
    Phase 2 beginnt, wenn alle 40 Steine stehen: Sie sind jetzt *ordinarii* und ziehen.
    Tabulas Wahl (der Text schweigt): Weiß setzt zuerst ein und macht den ersten Zug; wer herausfordert, bestimmt, wer Weiß spielt.

rules-latrunculi-piso-moves-title = Ziehen
rules-latrunculi-piso-moves =
    Ziehe in deinem Zug einen deiner Steine ein Feld nach oben, unten, links oder rechts auf ein freies Feld, wie `f2-f3` im Bild. Keine Diagonalen, keine Sprünge: `c3-c5` über c4 wird abgelehnt.
    Ein Stein darf nicht mehrmals hintereinander hin und her ziehen. In Tabula darf ein Stein nicht auf das Feld zurück, das er in deinem vorigen Zug verlassen hat (Weiß hat gerade g4-g5 gespielt, also wird `g5-g4` abgelehnt); das gilt nur für diesen Stein und nur für deinen nächsten Zug.
    Wer nicht ziehen kann, ist blockiert, und die Partie endet.
    Tabulas Wahl: diese Lesart von „hin und her“; Passen ist nicht erlaubt.

rules-latrunculi-piso-captures-title = Schlagen
rules-latrunculi-piso-captures =
    Schließe einen gegnerischen Stein in einer Reihe oder Linie zwischen zwei eigenen ein: Er ist geschlagen (*incitus*) und verlässt sofort das Brett. Im Bild schlägt `e3-e4` den Stein e5, eingeschlossen zwischen e4 und e6.
    Ein Stein in der Ecke wird von je einem Gegner auf beiden Seiten im rechten Winkel geschlagen: `h3-h2` schlägt h1, mit g1.
    Tabulas Wahl (der Text schweigt): Nur der gerade gezogene Stein schlägt, als einer der beiden Einschließenden; nie diagonal; der Brettrand hilft nie, ein Stein am Rand (nicht in der Ecke) wird also nur von zwei Gegnern entlang dieses Randes geschlagen.

rules-latrunculi-piso-special-title = Doppelschlag und sichere Züge
rules-latrunculi-piso-special =
    Ein Zug kann mehrere Steine schlagen: Alle verlassen sofort das Brett. Im Bild schlägt `d3-d4` c4 (mit b4) und d5 (mit d6).
    Du darfst zwischen zwei gegnerische Steine ziehen: Du wirst nicht geschlagen, „Selbstmord“ gibt es nicht. Hier ist `g3-g4`, zwischen f4 und h4, sicher. Ein solcher Zug kann selbst schlagen.
    Tabulas Wahl: Eingeschlossen wird nur ein einzelner Stein, zwei Gegner nebeneinander zwischen deinen Steinen sind also sicher. Ein Stein, der schon zwischen zwei Gegnern steht, wird nicht später durch einen anderen Zug geschlagen: Einer der beiden muss wegziehen und ein Gegner wieder hineinziehen.

rules-latrunculi-piso-end-title = Ende der Partie
rules-latrunculi-piso-end =
    Die Partie endet, wenn ein Spieler nur noch einen Stein hat oder wenn der Spieler am Zug blockiert ist und keinen erlaubten Zug hat (auch wenn ihn nur die Hin-und-her-Regel blockiert). Wer mehr Steine geschlagen hat, gewinnt, auch wenn er blockiert ist; bei Gleichstand ist es remis. Im Bild hat Weiß gerade zwei Steine geschlagen: 2 zu 0.
    Tabulas Wahl (die Quellen schweigen): Auch 50 Züge je Seite (100 insgesamt) in Phase 2 ohne Schlagen beenden die Partie, ebenso gewertet; jeder Schlag startet die Zählung neu. Du kannst jederzeit aufgeben.
    Das ganze Spiel ist eine moderne Rekonstruktion: Die antiken Texte erzählen vom leeren Brett, den umherirrenden Steinen und dem Schlagen durch Einschließen, nicht davon, wie die Steine zogen.
