## Pagine /rules: Bastonus Romanus (bastonus)

rules-bastonus-board-title = Il tavoliere e gli eserciti
rules-bastonus-board =
    Il Bastonus Romanus è un gioco moderno di Fred Darevil (rivisto da Cyril Billard), ispirato al *Ludus latrunculorum* romano. Il tavoliere di 8 × 8 case ha due campi di quattro case, incorniciati d'oro: c1–f1 per i bianchi, c8–f8 per i neri.
    Ogni giocatore ha 11 pezzi: 8 legionari sulla traversa 2 (neri: traversa 7), il Dux (elmo piumato) in d1, il Colosse (testa di cavallo) in b1 e l'Imperatrice (corona) in e1.
    Iniziano i bianchi; si gioca una mossa per turno. Ogni pezzo si sposta di una casa in avanti, indietro o di lato, su una casa libera: nello schema, `d2-d3`.
    Nei campi ci si muove come altrove: si entra, si esce e ci si sposta liberamente.

rules-bastonus-moves-title = Il Dux e le file
rules-bastonus-moves =
    Solo il Dux si muove in diagonale. Può anche saltare sopra un pezzo vicino, tuo o avversario, in una delle 8 direzioni, fino alla casa libera subito dietro; il pezzo saltato non è catturato. I punti mostrano dove può andare il Dux bianco: c1, e2 (in diagonale), b3, d3 e f1 (saltando).
    I legionari possono avanzare in file: una linea retta di almeno due tuoi legionari (senza capi) si sposta di una casa in una direzione diritta, con una sola mossa. Scegli tu quanti ne fanno parte. Scrivi le due estremità, poi dove arrivano: la freccia è `f2:h2-f3:h3` (f2, g2 e h2 avanzano insieme).
    Ogni altra mossa in diagonale è rifiutata, come `h2-g3`.

rules-bastonus-pushes-title = Spingere
rules-bastonus-pushes =
    • Una sola volta nella partita, un legionario può spingere un pezzo avversario vicino: ne prende la casa e il pezzo arretra di una casa, per esempio `d4>d5`. Lo sforzo lo rende esausto: è disegnato sdraiato.
    • Una linea di tuoi legionari spinge altrettanti pezzi avversari, o meno; il primo legionario non esausto, contando dal davanti, diventa esausto. Nello schema, `c4:c5>c6` respinge c6 e c7 (`c5>c6` da solo è rifiutato).
    • Un tuo pezzo subito dietro la linea spinta blocca la spinta. Un pezzo spinto fuori dal tavoliere è catturato.
    • Un pezzo appena spinto non può respingere nell'altro senso al turno seguente.
    • Il Colosse non si stanca mai: spinge di una casa un pezzo vicino, amico o avversario, in linea retta su una casa libera o fuori dal tavoliere, e ne prende il posto: `b1>b2`.

rules-bastonus-captures-title = Le catture
rules-bastonus-captures =
    Si cattura un pezzo avversario chiudendolo tra due dei propri su una traversa o una colonna (non in diagonale). Nello schema, `f4-f5` cattura il pezzo nero in e5, tra d5 e f5. Il Dux e il Colosse si catturano allo stesso modo.
    • In un angolo, un pezzo è catturato da due nemici sulle sue due case vicine; in un campo, da due nemici su due vicine ad angolo retto.
    • Solo una mossa cattura: mettersi tra due nemici non è pericoloso. In una fila o in una spinta, ogni pezzo che si è spostato può catturare.
    • L'Imperatrice non partecipa mai a una cattura. Un pezzo dentro un campo non può aiutare a catturare un pezzo fuori.
    • Dopo una cattura giochi ancora, ma solo un'altra cattura; scrivi `pass` per fermarti.

rules-bastonus-end-title = Fine della partita
rules-bastonus-end =
    Sei finali, dal più glorioso. Vinci subito con:
    • **vittoria sul campo**: nessun pezzo avversario fuori dai campi;
    • **conquista del campo**: quattro tuoi pezzi occupano il campo avversario;
    • **annessione**: la tua Imperatrice entra nel campo avversario (nello schema, `f7-f8` vince).
    Perdi all'inizio del tuo turno se non hai più legionari (perdita della Legione), nessun capo (Dux, Colosse, Imperatrice) fuori dai campi (perdita del comando), o se hai perso l'Imperatrice.
    Le foto del regolamento sono perdute; scelte di Tabula: la disposizione e i campi, i dettagli delle spinte, i salti del Dux in 8 direzioni, le catture nei campi, le catture a catena. Inoltre: chi non ha mosse perde; 60 mosse a testa senza catture, patta.
