## /rules-Seiten: Latroncules (latroncules)

rules-latroncules-board-title = Brett und Steine
rules-latroncules-board =
    Latroncules ist eine französische Schulfassung des römischen Soldatenspiels. Das Brett (die *tabula*) hat 8 × 8 helle und dunkle Felder. Jeder Spieler hat 16 Steine: 8 Fußsoldaten (rund) und 8 Reiter (eckig, mit Pferdekopf).
    Jede Seite füllt die zwei Reihen vor sich: Reiter auf die dunklen Felder, Fußsoldaten auf die hellen. Weiß auf den Reihen 1–2, Schwarz auf 7–8.
    Ziel: so viele gegnerische Steine wie möglich schlagen; wer alle schlägt, gewinnt.
    Es wird abwechselnd gezogen, ein Zug pro Spieler, immer auf ein freies Feld, ohne Passen. Weiß beginnt, und anfangs kann nur die zweite Reihe ziehen: Im Bild zieht der weiße Reiter von d2 nach d3 (`d2-d3`).
    Tabulas Wahl: a1 ist dunkel, die rechte Ecke jedes Spielers also hell; wer herausfordert, bestimmt, wer Weiß spielt.

rules-latroncules-moves-title = Fußvolk und Reiter
rules-latroncules-moves =
    Ein Fußsoldat zieht ein Feld geradeaus nach vorn, zum Gegner hin: `c2-c3` im Bild. Nie seitwärts, rückwärts oder diagonal, und er springt nie.
    Ein Reiter zieht ein Feld weit, und sein Feld bestimmt wohin. Von einem hellen Feld darf er auf jedes der 8 Nachbarfelder (Punkte um e4). Von einem dunklen Feld folgt er nur dem eingeritzten Kreuz: gerade nach oben, unten, links oder rechts (Punkte um b4).
    Stattdessen darf ein Reiter über einen benachbarten gegnerischen Stein springen, in einer von seinem Feld erlaubten Richtung, auf das freie Feld direkt dahinter: `e4-e6` springt über e5. Der Sprung allein schlägt nichts.
    Tabulas Wahl (die Abbildung der Quelle fehlt): der Zug des Fußsoldaten; die Linien eines dunklen Feldes als gerades Kreuz gelesen; ein Sprung geht über genau einen Gegner.

rules-latroncules-captures-title = Schlagen
rules-latroncules-captures =
    Ein gegnerischer Stein ist geschlagen, wenn dein gerade gezogener Stein so endet, dass der Gegner in einer Reihe oder Linie zwischen ihm und einem anderen deiner Steine steht. Im Bild schlägt `h1-h2` den Stein h3, mit h4. In der Ecke wird ein Stein von Gegnern auf seinen beiden Nachbarfeldern geschlagen. Geschlagene Steine verlassen das Spiel; ein geschlagener Reiter bleibt beim Gegner gefangen.
    Achtung: Du darfst keinen Stein so stellen, dass er geschlagen werden kann, also zwischen zwei Gegner oder in eine Ecke zwischen sie, außer dieser Zug schlägt selbst. Hier wird `d5-c6` abgelehnt: c6 liegt zwischen b6 und d6. Auch ein Sprung dorthin wird abgelehnt.
    Tabulas Wahl: dieses Einschließen wie in den anderen Römerspielen; nie diagonal; nur der gezogene Stein schlägt.

rules-latroncules-promotion-title = Beförderung: einen Reiter befreien
rules-latroncules-promotion =
    Erreicht ein Fußsoldat von dir die letzte Reihe auf der gegnerischen Seite, befreit er einen deiner vom Gegner geschlagenen Reiter: Der Fußsoldat verlässt das Spiel, und der Reiter nimmt seinen Platz auf diesem Feld ein.
    Im Bild hält Schwarz 4 weiße Reiter gefangen („♞ zu befreien“ im Kopf): `a7-a8` bringt einen auf a8 zurück.
    Hält der Gegner keinen deiner Reiter, bleibt der Fußsoldat auf der letzten Reihe stehen und kann nicht mehr ziehen.
    Tabulas Wahl: Der Tausch geschieht automatisch im selben Zug, ohne besonderes Zeichen; ohne Reiter zum Befreien bleibt der Fußsoldat stehen; befördert wird nur beim Ankommen, ein dort schon wartender Fußsoldat wird später nicht getauscht.

rules-latroncules-end-title = Ende der Partie
rules-latroncules-end =
    Wer alle gegnerischen Steine schlägt, gewinnt und wird zum *Imperator* ausgerufen.
    Bleibt dem Spieler am Zug nichts anderes übrig, als einen Stein so zu stellen, dass er geschlagen werden kann, endet die Partie remis. Im Bild wird `c5-c6` abgelehnt (zwischen b6 und d6), aber Weiß hat noch andere Züge.
    Schafft es keiner, alle gegnerischen Steine zu schlagen, endet die Partie remis.
    Tabulas Wahl: Auch wer gar keinen Zug hat, spielt remis; nach 40 Zügen je Seite (80 insgesamt) ohne Schlagen ist die Partie remis, und jeder Schlag startet die Zählung neu.
