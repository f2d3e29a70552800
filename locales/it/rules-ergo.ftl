## Pagine /rules: Ergo (ergo)

rules-ergo-board-title = Il tavoliere e lo scopo
rules-ergo-board =
    Ergo, «il gioco degli antichi Romani», fu pubblicato da Invicta nel 1977. Il tavoliere ha due zone: l'arena, le 56 case chiare al centro (da b2 a i8), e il percorso esterno, l'anello di 34 case più scure che la circonda.
    Ogni giocatore ha 12 pezzi di riserva, sotto il tavoliere. Ogni pezzo ha due facce: un leone e una faccia cava.
    Il tavoliere è vuoto all'inizio. Comincia sempre il nero; poi ogni giocatore, a turno, gioca esattamente una mossa (non si passa mai). Non si cattura mai nulla.
    Vince chi per primo allinea cinque dei suoi pezzi in una linea continua, orizzontale, verticale o diagonale, in qualunque punto del tavoliere, percorso esterno compreso; le facce non contano. I punti mostrano una di queste linee, da a1 a e5.

rules-ergo-drops-title = Mettere in gioco
rules-ergo-drops =
    Finché hai pezzi di riserva, la tua mossa può essere metterne uno in gioco, su una casa libera qualsiasi:
    • nell'arena il pezzo va a faccia cava in su;
    • sul percorso esterno va a faccia leone in su.
    Scrivi solo la casa. Nello schema il nero può giocare `e4` (un pezzo cavo nell'arena) o `a1` (un leone sul percorso esterno): la faccia dipende dalla casa, non la scrivi mai.
    Puoi mettere in gioco in qualsiasi momento, qualunque cosa ci sia sul tavoliere. I pezzi non si impilano mai: ogni mossa va su una casa vuota. Finita la riserva, restano solo gli spostamenti.

rules-ergo-moves-title = Muoversi nell'arena
rules-ergo-moves =
    Gli spostamenti si scrivono `partenza-arrivo`, una casa alla volta nell'arena:
    • Un pezzo a faccia cava si sposta di una casa in verticale o in orizzontale, mai in diagonale. Il pezzo cavo nero in d4 può andare sulle case segnate; `d4-e5` è rifiutato.
    • Un leone si sposta di una casa in una delle 8 direzioni. Il leone nero in i4 ha otto case segnate, tre sul percorso esterno: così un leone può uscire dall'arena, e resta leone.
    I pezzi si girano solo da cavo a leone, mai al contrario: un leone resta leone fino alla fine.

rules-ergo-path-title = Il percorso esterno
rules-ergo-path =
    Sul percorso esterno stanno solo leoni.
    • Un leone del percorso scivola lungo di esso fin dove vuoi, girando gli angoli, in un senso o nell'altro, solo su case libere: niente salti. Nello schema `a3-d1` gira l'angolo in a1; `a3-a8` è rifiutato, perché i leoni bianchi in a7 ed e1 bloccano i due sensi.
    • Un leone del percorso può rientrare nell'arena di una casa, in qualsiasi direzione, per esempio `a3-b4`.
    • Un pezzo cavo esce dall'arena di una casa in linea retta, non in diagonale, e viene girato sul leone: la freccia `b5-a5`.

rules-ergo-end-title = Vittoria e patta
rules-ergo-end =
    Nello schema il nero vince con `f5-e5`: cinque in fila da a1 a e5, tra percorso esterno e arena (anche mettere in gioco `e5` vincerebbe). Anche sei o più in fila vincono; un vuoto o un pezzo avversario interrompe la linea. Si controlla dopo ogni mossa.
    La partita è patta se:
    • chi deve giocare non ha mosse legali;
    • la stessa posizione (pezzi, facce, riserve, giocatore di turno) si ripete per la terza volta;
    • ognuno ha giocato 100 mosse (una linea fatta all'ultima mossa vince ancora).
    Il testo antico dà il tavoliere, lo scopo e le otto mosse; patte, limite di mosse e facce che non contano vengono dal regolamento pubblicato. Scelte di Tabula: le linee sul percorso esterno, gli scivolamenti oltre gli angoli, la messa in gioco in ogni momento.
