## /rules-Seiten: Ergo (ergo)

rules-ergo-board-title = Das Brett und das Ziel
rules-ergo-board =
    Ergo, „das Spiel der alten Römer“, erschien 1977 bei Invicta. Das Brett hat zwei Zonen: die Arena, die 56 hellen Felder in der Mitte (b2 bis i8), und den Außenpfad, den Ring aus 34 dunkleren Feldern um sie herum.
    Jeder Spieler hat 12 Steine in Reserve, unter dem Brett. Jeder Stein hat zwei Seiten: einen Löwen und eine hohle Seite.
    Das Brett ist anfangs leer. Schwarz beginnt immer; dann spielt jeder abwechselnd genau einen Zug (passen ist nie erlaubt). Geschlagen wird nie.
    Es gewinnt, wer zuerst fünf eigene Steine lückenlos in eine Reihe bringt, waagerecht, senkrecht oder diagonal, irgendwo auf dem Brett, den Außenpfad eingeschlossen; die Seiten zählen nicht. Die Punkte zeigen eine solche Reihe, von a1 bis e5.

rules-ergo-drops-title = Steine einsetzen
rules-ergo-drops =
    Solange du Steine in Reserve hast, darf dein Zug ein Einsetzen sein, auf ein beliebiges freies Feld:
    • in der Arena liegt der Stein mit der hohlen Seite nach oben;
    • auf dem Außenpfad mit dem Löwen nach oben.
    Schreib nur das Feld. Im Bild kann Schwarz `e4` (ein hohler Stein in der Arena) oder `a1` (ein Löwe auf dem Außenpfad) setzen: die Seite ergibt sich aus dem Feld, du nennst sie nie.
    Einsetzen darfst du jederzeit, egal was schon auf dem Brett steht. Gestapelt wird nie: jeder Zug geht auf ein leeres Feld. Ist die Reserve leer, bleiben nur Züge auf dem Brett.

rules-ergo-moves-title = Ziehen in der Arena
rules-ergo-moves =
    Züge auf dem Brett schreibt man `von-nach`, in der Arena ein Feld weit:
    • Ein hohler Stein zieht ein Feld nach oben, unten, links oder rechts, nie diagonal. Der hohle schwarze Stein auf d4 kann auf seine markierten Felder; `d4-e5` wird abgelehnt.
    • Ein Löwe zieht ein Feld in jede der 8 Richtungen. Der schwarze Löwe auf i4 hat acht markierte Felder, drei davon auf dem Außenpfad: so verlässt ein Löwe die Arena und bleibt ein Löwe.
    Steine wenden sich nur von hohl zu Löwe, nie zurück: ein Löwe bleibt bis zum Ende ein Löwe.

rules-ergo-path-title = Der Außenpfad
rules-ergo-path =
    Auf dem Außenpfad stehen nur Löwen.
    • Ein Löwe auf dem Pfad gleitet an ihm entlang, so weit du willst, um die Ecken, in beide Richtungen, nur über freie Felder: Springen ist nicht erlaubt. Im Bild biegt `a3-d1` an der Ecke a1 ab; `a3-a8` wird abgelehnt, weil die weißen Löwen auf a7 und e1 beide Wege sperren.
    • Ein Löwe auf dem Pfad darf ein Feld in jede Richtung zurück in die Arena ziehen, etwa `a3-b4`.
    • Ein hohler Stein verlässt die Arena ein Feld gerade, nicht diagonal, und wird auf den Löwen gewendet: der Pfeil `b5-a5`.

rules-ergo-end-title = Sieg und Remis
rules-ergo-end =
    Im Bild gewinnt Schwarz mit `f5-e5`: fünf in einer Reihe von a1 bis e5, über Außenpfad und Arena (das Einsetzen `e5` gewönne ebenso). Sechs oder mehr gewinnen auch; eine Lücke oder ein gegnerischer Stein unterbricht die Reihe. Geprüft wird nach jedem Zug.
    Remis ist es, wenn:
    • die Seite am Zug keinen legalen Zug hat;
    • dieselbe Stellung (Steine, Seiten, Reserven, Seite am Zug) zum dritten Mal entsteht;
    • jede Seite 100 Züge gespielt hat (eine Reihe im letzten Zug gewinnt noch).
    Der alte Regeltext nennt Brett, Ziel und die acht Züge; Remis, Zuglimit und dass die Seiten nicht zählen, stammen aus der gedruckten Regel. Tabulas Wahl: Reihen auf dem Außenpfad, Gleiten um die Ecken, Einsetzen jederzeit.
