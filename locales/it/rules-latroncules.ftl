## Pagine /rules: Latroncules (latroncules)

rules-latroncules-board-title = Il tavoliere e i pezzi
rules-latroncules-board =
    Latroncules è una versione scolastica francese del gioco dei soldati romani. Il tavoliere (la *tabula*) ha 8 × 8 case chiare e scure. Ogni giocatore ha 16 pezzi: 8 fanti (rotondi) e 8 cavalieri (quadrati, con una testa di cavallo).
    Ognuno riempie le due traverse davanti a sé: i cavalieri sulle case scure, i fanti sulle case chiare. I bianchi sulle traverse 1-2, i neri sulle 7-8.
    Scopo: catturare più pezzi nemici possibile; chi li cattura tutti vince.
    Si gioca a turno, una mossa a testa, sempre verso una casa vuota, senza passare. Iniziano i bianchi, e all'inizio può muovere solo la seconda traversa: nello schema, il cavaliere bianco in d2 avanza in d3 (`d2-d3`).
    Scelte di Tabula: a1 è scura, quindi l'angolo destro di ogni giocatore è chiaro; chi lancia la sfida sceglie chi ha i bianchi.

rules-latroncules-moves-title = Fanti e cavalieri
rules-latroncules-moves =
    Il fante avanza di una casa dritto in avanti, verso il nemico: `c2-c3` nello schema. Mai di lato, indietro o in diagonale, e non salta mai.
    Il cavaliere si muove di una casa alla volta, secondo la sua casa. Da una casa chiara può andare su una qualsiasi delle 8 case intorno (punti attorno a e4). Da una casa scura segue solo la croce incisa sulla casa: dritto in su, in giù, a sinistra o a destra (punti attorno a b4).
    In alternativa il cavaliere può saltare un pezzo nemico vicino, in una direzione permessa dalla sua casa, sulla casa vuota subito dietro: `e4-e6` salta e5. Il salto da solo non cattura nulla.
    Scelte di Tabula (la figura della fonte è perduta): il passo del fante; le linee di una casa scura lette come una croce dritta; un salto passa sopra un solo pezzo nemico.

rules-latroncules-captures-title = La cattura
rules-latroncules-captures =
    Un pezzo nemico è catturato quando il pezzo che hai appena mosso si ferma in modo che il nemico resti tra esso e un altro tuo pezzo, su una traversa o una colonna. Nello schema, `h1-h2` cattura h3, con h4. In un angolo, un pezzo è catturato da due nemici sulle due case accanto. I pezzi catturati escono dal gioco; un cavaliere catturato resta al nemico come prigioniero.
    Attenzione: non puoi metterti in presa, tra due nemici o in un angolo tra loro, a meno che quella stessa mossa catturi un pezzo. Qui `d5-c6` è rifiutata: c6 è tra b6 e d6. Anche arrivarci saltando è rifiutato.
    Scelte di Tabula: questa cattura per accerchiamento, come negli altri giochi romani; mai in diagonale; cattura solo il pezzo che ha mosso.

rules-latroncules-promotion-title = Promozione: liberare un cavaliere
rules-latroncules-promotion =
    Quando un tuo fante raggiunge l'ultima traversa del campo nemico, libera un tuo cavaliere catturato dal nemico: il fante esce dal gioco e quel cavaliere prende il suo posto su quella casa.
    Nello schema, i neri tengono 4 cavalieri bianchi («♞ da liberare» nella fascia): `a7-a8` ne riporta uno in a8.
    Se il nemico non tiene nessun tuo cavaliere, il fante resta sull'ultima traversa e non può più muovere.
    Scelte di Tabula: lo scambio è automatico, nella stessa mossa, senza segni particolari; senza cavalieri da liberare il fante resta; la promozione avviene solo all'arrivo, quindi un fante che aspetta già lì non viene scambiato più tardi.

rules-latroncules-end-title = Fine della partita
rules-latroncules-end =
    Se catturi tutti i pezzi nemici, vinci e sei proclamato *Imperator*.
    Se chi deve muovere non ha altra scelta che mettere un suo pezzo in presa, la partita è patta. Nello schema, `c5-c6` è rifiutata (tra b6 e d6), ma i bianchi hanno altre mosse.
    Se nessuno riesce a catturare tutti i pezzi nemici, la partita è patta.
    Scelte di Tabula: è patta anche per chi non ha nessuna mossa; dopo 40 mosse a testa (80 in tutto) senza catture la partita è patta, e ogni cattura fa ripartire il conto.
