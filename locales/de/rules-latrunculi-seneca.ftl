## /rules-Seiten: Latrunculi nach Seneca (latrunculi-seneca)

rules-latrunculi-seneca-board-title = Brett und Einsetzen
rules-latrunculi-seneca-board =
    Der *ludus latrunculorum*, „das Spiel der kleinen Soldaten“, nach der Rekonstruktion von Ulrich Schädler. Ein Brett mit 8 × 8 Feldern und je 20 Steinen, Weiß und Schwarz. Das Brett ist zu Beginn leer: Es gibt keine Startaufstellung.
    Phase 1, das Einsetzen (die Steine sind *vagi*): Abwechselnd setzt jeder einen Stein auf ein beliebiges freies Feld. Gib das Feld ein, etwa `d4`. Im Bild kommt der erste weiße Stein auf 1 (d4), die schwarze Antwort auf 2 (e5).
    Beim Einsetzen wird nichts geschlagen, auch nicht mit dem letzten Stein.
    Phase 2 beginnt, wenn alle 40 Steine stehen: Sie sind jetzt *ordinarii* und ziehen.
    Tabulas Wahl (der Text schweigt): Weiß setzt zuerst ein und macht den ersten Zug; wer herausfordert, bestimmt, wer Weiß spielt.

rules-latrunculi-seneca-moves-title = Ziehen und Springen
rules-latrunculi-seneca-moves =
    Ziehe in deinem Zug einen Stein ein Feld nach oben, unten, links oder rechts auf ein freies Feld: `f2-f3`. Keine Diagonalen.
    Stattdessen darf ein Stein über einen eigenen Stein auf das freie Feld direkt dahinter springen und im selben Zug weiterspringen, wie bei Dame. Gib jedes Landefeld an: `c3-c5-e5` springt über c4, dann über d5. Nie über einen gegnerischen Stein oder ein leeres Feld. Springen ist nie Pflicht, du darfst nach jedem Sprung aufhören.
    Ein Stein darf nicht auf das Feld zurück, das er in deinem vorigen Zug verlassen hat: Weiß hat gerade g4-g5 gespielt, also wird `g5-g4` abgelehnt.
    Tabulas Wahl: Sprünge nur gerade; eine Sprungfolge landet nie zweimal auf demselben Feld und nie auf ihrem Start; „nicht hin und her“ gilt wie oben.

rules-latrunculi-seneca-captures-title = Schlagen: der incitus
rules-latrunculi-seneca-captures =
    Schließe einen gegnerischen Stein in einer Reihe oder Linie zwischen zwei eigenen ein: Er ist geschlagen. Im Bild schließt `e3-e4` e5 zwischen e4 und e6 ein. Ein Stein in der Ecke wird von zwei Gegnern auf seinen beiden Nachbarfeldern geschlagen: `h3-h2` schlägt h1, mit g1.
    Der geschlagene Stein verlässt das Brett nicht sofort: Er wird *incitus*, festgehalten. Er wird umgedreht und bleibt stehen, kann aber weder ziehen noch beim Schlagen helfen. Deine Steine dürfen über ihn springen, die gegnerischen nicht.
    Du darfst zwischen zwei gegnerische Steine ziehen: `c3-c4`, zwischen b4 und d4, ist sicher (kein Selbstmord).
    Tabulas Wahl: Nur der gezogene Stein schlägt, dort wo sein Zug endet (übersprungene Felder schlagen nichts); nie diagonal; ein festgehaltener Stein bleibt nur vom ersten Paar gehalten, ein zweites ändert nichts.

rules-latrunculi-seneca-held-title = Entfernen oder befreien
rules-latrunculi-seneca-held =
    Im Bild hat Weiß gerade `e3-e4` gespielt: Der schwarze Stein auf e5 (A) ist festgehalten.
    Zu Beginn seines nächsten Zuges muss Weiß ihn vor dem Ziehen mit `xe5` vom Brett nehmen und zieht dann im selben Zug.
    Schwarz kann ihn noch retten: Schließt Schwarz einen der beiden Wächter ein, ist der festgehaltene Stein sofort frei und darf wieder ziehen und schlagen. Hier schlägt `d7-d6` den Stein e6 (zwischen d6 und f6), also ist e5 frei.
    Hältst du mehrere Steine fest, entferne einen nach deiner Wahl, dann einen weiteren in jedem deiner nächsten Züge.
    Tabulas Wahl: Ein festgehaltener Stein wird auch frei, sobald einer seiner Wächter wegzieht, und ein geschlagener Wächter befreit alle Steine, die er hielt.

rules-latrunculi-seneca-end-title = Ende der Partie
rules-latrunculi-seneca-end =
    Hier hat Schwarz e5 nicht befreit: Weiß muss zuerst `xe5` spielen; jeder Zug, etwa `c3-c4`, wird bis dahin abgelehnt.
    Die Partie endet, wenn ein Spieler nur noch einen Stein hat oder wenn der Spieler am Zug blockiert ist und keinen erlaubten Zug hat. Wer mehr Steine geschlagen hat, gewinnt; bei Gleichstand ist es remis.
    Tabulas Wahl (die Quellen schweigen): Deine Schläge sind die entfernten Steine plus die, die du noch festhältst; festgehaltene Steine zählen bis zum Entfernen als auf dem Brett; auch 50 Züge je Seite ohne Schlagen beenden die Partie (Entfernen ist kein Zug).
    Von Seneca (*Briefe* 117, 30) stammt nur die Idee, dass ein geschlagener Stein befreit werden kann; wie Sprünge, Entfernen und Befreien genau gehen, ist eine moderne Rekonstruktion.
