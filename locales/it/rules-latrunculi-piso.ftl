## Pagine /rules: Latrunculi, variante di Pisone (latrunculi-piso)

rules-latrunculi-piso-board-title = Il tavoliere e il piazzamento
rules-latrunculi-piso-board =
    Il *ludus latrunculorum*, «il gioco dei soldatini», ricostruito da Ulrich Schädler; questa variante prende il nome dal poema *Laus Pisonis*, che descrive i pezzi sparsi sul tavoliere vuoto. Un tavoliere di 8 × 8 case e 20 pezzi per giocatore, bianchi e neri. All'inizio il tavoliere è vuoto.
    Fase 1, il piazzamento (i pezzi sono *vagi*): a turno, ogni giocatore piazza un pezzo su una casa libera qualsiasi. Scrivi la casa, per esempio `d4`. Nello schema: il primo pezzo bianco su 1, la risposta dei neri su 2.
    Durante il piazzamento non si cattura nulla, nemmeno con l'ultimo pezzo.
    La fase 2 inizia quando tutti i 40 pezzi sono sul tavoliere: ora sono *ordinarii* e si muovono.
    Scelta di Tabula (il testo tace): i bianchi piazzano per primi e fanno la prima mossa; chi lancia la sfida sceglie chi ha i bianchi.

rules-latrunculi-piso-moves-title = Il movimento
rules-latrunculi-piso-moves =
    Al tuo turno, muovi uno dei tuoi pezzi di una casa in verticale o in orizzontale, su una casa libera, come `f2-f3` nello schema. Niente diagonali e niente salti: `c3-c5` sopra c4 è rifiutata.
    Un pezzo non può andare avanti e indietro più volte di seguito. In Tabula, un pezzo non può tornare sulla casa che ha lasciato al tuo turno precedente (i bianchi hanno appena giocato g4-g5, quindi `g5-g4` è rifiutata); vale solo per quel pezzo e solo per il tuo turno successivo.
    Chi non può muovere è bloccato, e la partita finisce.
    Scelte di Tabula: questa lettura di «avanti e indietro»; non si può passare.

rules-latrunculi-piso-captures-title = La cattura
rules-latrunculi-piso-captures =
    Circonda un pezzo nemico tra due dei tuoi, su una traversa o una colonna: è catturato (*incitus*) e lascia subito il tavoliere. Nello schema, `e3-e4` cattura e5, chiuso tra e4 ed e6.
    Un pezzo in un angolo è catturato da due nemici sui suoi due lati, ad angolo retto: `h3-h2` cattura h1, insieme a g1.
    Scelte di Tabula (il testo tace): cattura solo il pezzo che ha appena mosso, come uno dei due che circondano; mai in diagonale; il bordo del tavoliere non aiuta mai, quindi un pezzo sul bordo (non in un angolo) è catturato solo da due nemici lungo quel bordo.

rules-latrunculi-piso-special-title = Catture doppie e mosse sicure
rules-latrunculi-piso-special =
    Una mossa può catturare più pezzi: lasciano tutti il tavoliere subito. Nello schema, `d3-d4` cattura c4 (con b4) e d5 (con d6).
    Puoi muovere tra due pezzi nemici: non sei catturato, il «suicidio» è impossibile. Qui `g3-g4`, tra f4 e h4, è sicura. Una mossa così può anche catturare.
    Scelte di Tabula: si circonda un solo pezzo, quindi due nemici in fila tra i tuoi pezzi non sono catturati. Un pezzo che sta già tra due nemici non viene catturato più tardi da un'altra mossa: uno dei due deve andarsene e un nemico rientrare.

rules-latrunculi-piso-end-title = Fine della partita
rules-latrunculi-piso-end =
    La partita finisce quando un giocatore ha un solo pezzo, o quando chi deve muovere è bloccato e non ha mosse legali (anche se lo blocca solo la regola dell'avanti e indietro). Vince chi ha catturato più pezzi, anche se bloccato; a parità è patta. Nello schema, i bianchi hanno appena catturato due pezzi: 2 catture a 0.
    Scelte di Tabula (le fonti tacciono): anche 50 mosse a testa (100 in tutto) nella fase 2 senza catture chiudono la partita, allo stesso modo; ogni cattura fa ripartire il conto. Puoi abbandonare in qualsiasi momento.
    Tutto il gioco è una ricostruzione moderna: i testi antichi parlano del tavoliere vuoto, dei pezzi erranti e della cattura circondando, non di come si muovevano i pezzi.
