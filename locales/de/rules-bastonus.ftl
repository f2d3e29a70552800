## /rules-Seiten: Bastonus Romanus (bastonus)

rules-bastonus-board-title = Das Brett und die Heere
rules-bastonus-board =
    Bastonus Romanus ist ein modernes Spiel von Fred Darevil (überarbeitet von Cyril Billard), angelehnt an den römischen *Ludus latrunculorum*. Das Brett hat 8 × 8 Felder und zwei Lager zu je vier Feldern, golden umrahmt: c1–f1 für Weiß, c8–f8 für Schwarz.
    Jede Seite hat 11 Figuren: 8 Legionäre auf Reihe 2 (Schwarz: Reihe 7), den Dux (Federhelm) auf d1, den Colosse (Pferdekopf) auf b1 und die Impératrice (Krone) auf e1.
    Weiß beginnt; danach zieht jede Seite abwechselnd einmal. Jede Figur zieht ein Feld nach vorn, hinten oder zur Seite auf ein freies Feld: im Bild `d2-d3`.
    In den Lagern zieht man wie sonst auch: hinein, hinaus und darin frei.

rules-bastonus-moves-title = Der Dux und die Reihen
rules-bastonus-moves =
    Nur der Dux zieht diagonal. Er darf auch über eine benachbarte Figur springen, eigene oder gegnerische, in alle 8 Richtungen, auf das freie Feld direkt dahinter; die übersprungene Figur wird nicht geschlagen. Die Punkte zeigen, wohin der weiße Dux kann: c1, e2 (diagonal), b3, d3 und f1 (springend).
    Legionäre dürfen in Reihen ziehen: eine gerade Linie aus mindestens zwei deiner Legionäre (ohne Anführer) zieht als ein Zug ein Feld in eine gerade Richtung. Du wählst, wie viele mitziehen. Schreib die beiden Enden, dann ihr Ziel: der Pfeil ist `f2:h2-f3:h3` (f2, g2 und h2 ziehen gemeinsam vor).
    Jeder andere Diagonalzug wird abgelehnt, etwa `h2-g3`.

rules-bastonus-pushes-title = Schieben
rules-bastonus-pushes =
    • Einmal pro Partie darf ein Legionär eine benachbarte gegnerische Figur schieben: er nimmt ihr Feld ein, sie rückt ein Feld weiter, etwa `d4>d5`. Die Anstrengung erschöpft ihn: er wird liegend gezeichnet.
    • Eine Linie deiner Legionäre schiebt gleich viele gegnerische Figuren oder weniger; der vorderste noch frische Legionär wird erschöpft. Im Bild schiebt `c4:c5>c6` die Figuren auf c6 und c7 zurück (`c5>c6` allein wird abgelehnt).
    • Steht eine eigene Figur direkt hinter der geschobenen Linie, ist das Schieben blockiert. Eine vom Brett geschobene Figur ist geschlagen.
    • Eine gerade geschobene Figur darf im nächsten Zug nicht in die Gegenrichtung zurückschieben.
    • Der Colosse ermüdet nie: er schiebt eine benachbarte Figur beider Farben ein Feld gerade auf ein freies Feld oder vom Brett und nimmt ihren Platz ein: `b1>b2`.

rules-bastonus-captures-title = Schlagen
rules-bastonus-captures =
    Du schlägst eine gegnerische Figur, indem du sie auf einer Reihe oder Linie zwischen zwei deiner Figuren einschließt (nicht diagonal). Im Bild schlägt `f4-f5` die schwarze Figur auf e5, zwischen d5 und f5. Dux und Colosse werden genauso geschlagen.
    • In einer Ecke genügen zwei Gegner auf den beiden Nachbarfeldern; auf einem Lagerfeld zwei Gegner auf zwei Nachbarfeldern im rechten Winkel.
    • Nur ein Zug schlägt: wer zwischen zwei Gegner zieht, ist sicher. Bei einer Reihe oder einem Schieben kann jede bewegte Figur schlagen.
    • Die Impératrice hilft nie beim Schlagen. Eine Figur im Lager kann nicht helfen, eine Figur außerhalb zu schlagen.
    • Nach einem Schlag ziehst du noch einmal, aber nur mit einem weiteren Schlag; `pass` beendet die Folge.

rules-bastonus-end-title = Ende der Partie
rules-bastonus-end =
    Sechs Enden, das ruhmreichste zuerst. Du gewinnst sofort durch:
    • **Sieg auf dem Feld**: keine gegnerische Figur mehr außerhalb der Lager;
    • **Eroberung des Lagers**: vier deiner Figuren besetzen das gegnerische Lager;
    • **Annexion**: deine Impératrice betritt das gegnerische Lager (im Bild gewinnt `f7-f8`).
    Du verlierst zu Beginn deines Zuges ohne Legionär (Verlust der Legion), ohne Anführer (Dux, Colosse, Impératrice) außerhalb der Lager (Verlust des Kommandos) oder ohne Impératrice.
    Die Fotos der Regel fehlen; Tabula hat entschieden: Aufstellung und Lager, die Einzelheiten des Schiebens, Dux-Sprünge in 8 Richtungen, Schlagen im Lager, Schlagfolgen. Außerdem: wer nicht ziehen kann, verliert; 60 Züge je Seite ohne Schlag: Remis.
