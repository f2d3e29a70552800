## Pagine /rules: XII Scripta (duodecim)

rules-duodecim-board-title = Il percorso e i pezzi
rules-duodecim-board =
    Il XII Scripta, o *Ludus duodecim scriptorum* («gioco delle dodici linee»), è un gioco di corsa romano con tre dadi, antenato del backgammon. Il percorso ha 36 punti, formati da sei parole: HOSTES (1–6), VINCTI (7–12), IMPERI (13–18), VIRTUS (19–24), LUDANT (25–30), ROMANI (31–36).
    Ogni giocatore ha 15 pezzi, bianchi o neri, tutti di riserva all'inizio. I due giocatori percorrono lo stesso percorso nello stesso senso, da 1 a 36. I bianchi tirano per primi; il bot tira i dadi per te all'inizio di ogni turno.
    Tre fasi: far entrare i pezzi in HOSTES (i punti segnati), portarli fino a ROMANI, poi portarli fuori. Vince chi porta fuori per primo tutti i 15 pezzi.

rules-duodecim-entering-title = I dadi e l'entrata
rules-duodecim-entering =
    Ogni dado fa avanzare un pezzo del suo valore. Lo stesso pezzo può usare più dadi, nell'ordine che scegli tu.
    Finché hai pezzi di riserva, devi farli entrare prima di muoverne altri: un 3 mette un pezzo sul punto 3, e si scrive `3:enter`.
    Lo schema è l'esempio del regolamento: i bianchi hanno fatto 1, 3 e 4 e sono entrati su 1, 3 e 4. I neri hanno fatto 2, 3 e 5 ed entrano sui punti segnati: `3:enter` arriva sul pezzo bianco solo in 3, che è catturato e torna nella riserva dei bianchi.
    Appena la tua riserva è vuota, i dadi rimasti nel turno muovono i tuoi pezzi.

rules-duodecim-moving-title = Avanzare, catturare, proteggere
rules-duodecim-moving =
    Un pezzo avanza esattamente del valore del suo dado: `6:2-8` usa un 6 dal punto 2 al punto 8. Scrivi il valore di un dado in `/move` per vederne gli usi.
    • I tuoi pezzi possono stare sullo stesso punto. In due o più lo proteggono: l'avversario non può né arrivarci né entrarci.
    • Arrivare su un pezzo avversario solo lo cattura: torna nella sua riserva, e il suo giocatore deve farlo rientrare e rifare tutto il percorso.
    Nello schema i neri giocano 1, 3 e 6: `6:2-8` cattura il pezzo bianco in 8, ma `3:3-6` è rifiutato, perché cinque pezzi bianchi proteggono il punto 6.
    Devi usare un dado se puoi. Quando nessun dado rimasto ha un uso, sono persi e il bot passa il turno.

rules-duodecim-bonus-title = Dadi bloccati e mossa bonus
rules-duodecim-bonus =
    Un dado è bloccato quando un pezzo potrebbe usarlo, ma ogni uso finisce su un punto protetto. Il dado è perso e l'avversario ne approfitta: prima del suo tiro può giocare quel valore una volta con uno dei suoi pezzi (entrando, muovendo o uscendo). Queste mosse iniziano con `bonus:`; `pass` rifiuta il resto.
    Nello schema i bianchi dovevano far entrare un pezzo con 2, 3 e 5, ma i neri proteggono i punti segnati. I bianchi hanno perso i tre dadi: i neri hanno un bonus di 2, 3 e 5, e `bonus:3:8-11` cattura il pezzo bianco in 11.
    Un dado semplicemente troppo piccolo per far uscire un pezzo è perso, senza bonus.

rules-duodecim-off-title = Uscita e vittoria
rules-duodecim-off =
    Quando tutti i tuoi pezzi ancora sul tavoliere sono in ROMANI (31–36), puoi solo portarli fuori. Un pezzo sul punto p esce con un dado maggiore di 36 − p: in 34, con un 3 o più (`3:34-off`), non con un 2.
    Un pezzo solo non è al sicuro, neanche allora. Nello schema i bianchi stanno uscendo; con 4, 5 e 6 i neri possono catturare i pezzi bianchi soli in 32, 33 o 34, per esempio `5:28-33`. I bianchi devono allora far rientrare quel pezzo e riportarlo in ROMANI prima di uscire di nuovo.
    Vince chi porta fuori per primo tutti i 15 pezzi.
    Dove il testo antico tace, Tabula ha scelto: 15 pezzi, prima i bianchi, un solo percorso, i dadi in qualsiasi ordine, i dadi persi e i bonus, il conto per uscire, e dopo 500 turni a testa vince chi è più avanti.
