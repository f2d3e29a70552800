## Pagine /rules: Latrunculi, variante di Seneca (latrunculi-seneca)

rules-latrunculi-seneca-board-title = Il tavoliere e il piazzamento
rules-latrunculi-seneca-board =
    Il *ludus latrunculorum*, «il gioco dei soldatini», ricostruito da Ulrich Schädler. Un tavoliere di 8 × 8 case e 20 pezzi per giocatore, bianchi e neri. All'inizio il tavoliere è vuoto: non c'è una posizione di partenza.
    Fase 1, il piazzamento (i pezzi sono *vagi*): a turno, ogni giocatore piazza un pezzo su una casa libera qualsiasi. Scrivi la casa, per esempio `d4`. Nello schema, il primo pezzo bianco va su 1 (d4), la risposta dei neri su 2 (e5).
    Durante il piazzamento non si cattura nulla, nemmeno con l'ultimo pezzo.
    La fase 2 inizia quando tutti i 40 pezzi sono sul tavoliere: ora sono *ordinarii* e si muovono.
    Scelta di Tabula (il testo tace): i bianchi piazzano per primi e fanno la prima mossa; chi lancia la sfida sceglie chi ha i bianchi.

rules-latrunculi-seneca-moves-title = Muovere e saltare
rules-latrunculi-seneca-moves =
    Al tuo turno, muovi un pezzo di una casa in verticale o in orizzontale, su una casa libera: `f2-f3`. Niente diagonali.
    In alternativa un pezzo può saltare un pezzo del proprio colore, se la casa dietro è libera, e continuare a saltare nella stessa mossa, come a dama. Scrivi ogni casa d'arrivo: `c3-c5-e5` salta c4, poi d5. Mai sopra un pezzo nemico o una casa vuota. Saltare non è mai obbligatorio e puoi fermarti dopo qualsiasi salto.
    Un pezzo non può tornare sulla casa che ha lasciato al tuo turno precedente: i bianchi hanno appena giocato g4-g5, quindi `g5-g4` è rifiutata.
    Scelte di Tabula: si salta solo in linea retta; una serie di salti non atterra mai due volte sulla stessa casa né sulla partenza; «non avanti e indietro» si legge come sopra.

rules-latrunculi-seneca-captures-title = La cattura: l'incitus
rules-latrunculi-seneca-captures =
    Circonda un pezzo nemico tra due dei tuoi, su una traversa o una colonna: è catturato. Nello schema, `e3-e4` circonda e5 tra e4 ed e6. Un pezzo in un angolo è catturato da due nemici sui suoi due lati: `h3-h2` cattura h1, insieme a g1.
    Il pezzo catturato non viene tolto subito: diventa *incitus*, tenuto. Si capovolge e resta sul tavoliere, ma non può muoversi né aiutare i suoi a catturare. I tuoi pezzi possono saltarlo, quelli dell'avversario no.
    Puoi muovere tra due pezzi nemici: `c3-c4`, tra b4 e d4, è sicura (niente suicidio).
    Scelte di Tabula: cattura solo il pezzo che ha mosso, dove finisce la mossa (le case saltate non catturano); mai in diagonale; un pezzo tenuto resta solo della prima coppia che lo ha chiuso.

rules-latrunculi-seneca-held-title = Togliere o liberare
rules-latrunculi-seneca-held =
    Nello schema, i bianchi hanno appena giocato `e3-e4`: il pezzo nero su e5 (A) è tenuto.
    All'inizio del loro turno successivo, prima di muovere, i bianchi devono toglierlo dal tavoliere con `xe5`, poi fare una mossa nello stesso turno.
    I neri possono ancora salvarlo: se circondano uno dei due pezzi che lo tengono, il pezzo tenuto è liberato subito e può di nuovo muoversi e catturare. Qui `d7-d6` cattura e6 (tra d6 e f6), quindi e5 è libero.
    Se tieni più pezzi, togli quello che preferisci, poi un altro a ciascuno dei tuoi turni successivi.
    Scelte di Tabula: un pezzo tenuto è liberato anche appena uno dei suoi carcerieri si sposta, e un carceriere catturato libera tutti i pezzi che teneva.

rules-latrunculi-seneca-end-title = Fine della partita
rules-latrunculi-seneca-end =
    Qui i neri non hanno liberato e5: i bianchi devono prima giocare `xe5`; ogni mossa, come `c3-c4`, è rifiutata fino ad allora.
    La partita finisce quando un giocatore ha un solo pezzo, o quando chi deve muovere è bloccato e non ha mosse legali. Vince chi ha catturato più pezzi; a parità è patta.
    Scelte di Tabula (le fonti tacciono): le tue catture sono i pezzi tolti più quelli che tieni ancora; i pezzi tenuti contano come presenti finché non sono tolti; anche 50 mosse a testa senza catture chiudono la partita (togliere un pezzo non è una mossa).
    Da Seneca (*Lettere* 117, 30) viene solo l'idea che un pezzo catturato possa essere liberato; i dettagli di salti, rimozione e liberazione sono una ricostruzione moderna.
