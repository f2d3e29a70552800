## games: sides, phases, endings, refusals

# Le parti sono i bianchi e i neri (maschile plurale, come in francese): "ai bianchi",
# "dei neri". I testi che le usano sono scritti per questa forma.
side-white = bianchi
side-black = neri
phase-placement = piazzamento (vagi)
phase-movement = movimento (ordinarii)
end-one-piece-left = ai { $side } resta un solo pezzo
end-blocked = i { $side } sono bloccati
end-no-capture-limit = 50 mosse a testa senza catture
end-own = secondo le regole del gioco
illegal-game-over = La partita è finita.
illegal-chance-to-act = Prima bisogna tirare i dadi.
illegal-not-chance-to-act = Si attendeva la mossa di un giocatore, non un tiro di dadi.
illegal-placement-phase = I pezzi si stanno ancora piazzando: indica una casa libera, per esempio `d4`.
illegal-movement-phase = Tutti i pezzi sono piazzati: muovine uno con partenza-arrivo, per esempio `d4-d5`.
illegal-occupied = Quella casa è occupata.
illegal-not-your-piece = Non hai nessun pezzo su quella casa.
illegal-not-a-step = Un pezzo si muove di una casa in verticale o in orizzontale.
illegal-back-and-forth = Un pezzo non può tornare subito sulla casa che ha appena lasciato.
parse-empty = Scrivi una mossa: le mosse legali vengono suggerite mentre scrivi (nella console, `legal` le elenca).
parse-not-a-square = `{ $text }` non è una casa: scrivi una lettera e poi un numero, per esempio `d4`.
parse-off-board = `{ $text }` è fuori dal tavoliere.
parse-unrecognised = `{ $text }` non è una mossa di questo gioco.

## games: latrunculi-seneca

service-variant-latrunculi-seneca = Latrunculi (variante di Seneca)
latrunculi-seneca-illegal-removal-due = Prima togli uno dei pezzi avversari che tieni (incitus), per esempio `xd5`; poi muovi.
latrunculi-seneca-illegal-no-removal-due = Nessun pezzo tenuto aspetta di essere tolto: fai una mossa.
latrunculi-seneca-illegal-not-held = Su quella casa non c'è nessun pezzo avversario che tieni.
latrunculi-seneca-illegal-piece-held = Quel pezzo è tenuto (incitus): non può muoversi finché non viene liberato.
latrunculi-seneca-illegal-not-a-jump = Un pezzo avanza di una casa, oppure salta in linea retta sopra un pezzo del suo colore fino alla casa libera dietro, per esempio `d4-d6-f6`.
latrunculi-seneca-illegal-jump-revisits = Una serie di salti non può atterrare due volte sulla stessa casa, né sulla casa di partenza.
latrunculi-seneca-render-holding = Tenuti: { $count }
latrunculi-seneca-render-to-remove = Tocca ai { $side } togliere un pezzo tenuto, poi muovere — { $name }
latrunculi-seneca-render-to-remove-side = Tocca ai { $side } togliere un pezzo tenuto, poi muovere
latrunculi-seneca-mark-white-held = b
latrunculi-seneca-mark-black-held = n
latrunculi-seneca-legend-held = { $white_mark }, { $black_mark } pezzi tenuti (incitus), capovolti
latrunculi-seneca-side-holding = , pezzi avversari tenuti { $count }
latrunculi-seneca-last-removal = Ultima azione: { $mv }, un pezzo tenuto tolto dal tavoliere
latrunculi-seneca-freed = , liberando { $squares }
latrunculi-seneca-text-to-remove = I { $side } devono prima togliere un pezzo tenuto ({ $moves }), poi muovere

## games: latroncules

service-variant-latroncules = Latroncules (fanti e cavalieri)
latroncules-end-all-taken = i { $side } non hanno più pezzi: Imperator!
latroncules-end-only-into-capture = i { $side } potevano solo mettersi in presa
latroncules-end-no-capture-limit = 40 mosse a testa senza catture
latroncules-illegal-infantry-forward-only = Un fante avanza di una casa dritto davanti a sé, su una casa libera.
latroncules-illegal-cavalry-wrong-way = Un cavaliere avanza di una casa: in ogni direzione da una casa chiara, solo in linea retta (su, giù, sinistra, destra) da una scura; oppure salta allo stesso modo sopra un pezzo avversario vicino.
latroncules-illegal-jump-needs-enemy = Un salto deve passare sopra un pezzo avversario vicino.
latroncules-illegal-moves-into-capture = Non puoi mettere un pezzo tra due avversari, a meno che quella mossa catturi un pezzo.
latroncules-render-details = Catture: { $count } · ♞ da liberare: { $prisoners }
latroncules-mark-white-infantry = F
latroncules-mark-white-cavalry = C
latroncules-mark-black-infantry = f
latroncules-mark-black-cavalry = c
latroncules-legend = { $wi } fante dei { $white }, { $wc } cavaliere dei { $white }, { $bi } fante dei { $black }, { $bc } cavaliere dei { $black }; . casa chiara, + casa scura (il cavaliere vi si muove solo in linea retta)
latroncules-side-line = { $side }: catture { $captures }, fanti { $infantry }, cavalieri { $cavalry }, cavalieri da liberare { $prisoners }
latroncules-promoted = Il fante in { $square } ha liberato un cavaliere prigioniero.

## games: bastonus

service-variant-bastonus = Bastonus Romanus
bastonus-end-field-victory = i { $side } hanno preso tutti i pezzi avversari sul campo (vittoria sul campo)
bastonus-end-camp-conquered = i { $side } occupano il campo avversario (conquista del campo)
bastonus-end-camp-annexed = l'Imperatrice dei { $side } è entrata nel campo avversario (annessione)
bastonus-end-legion-lost = i { $side } non hanno più legionari (perdita della Legione)
bastonus-end-command-lost = i { $side } non hanno più un capo sul campo (perdita del comando)
bastonus-end-empress-taken = l'Imperatrice dei { $side } è stata catturata
bastonus-end-no-capture = { $count ->
        [one] { $count } mossa
       *[other] { $count } mosse
    } a testa senza catture
bastonus-illegal-nothing-to-jump = Il Dux salta solo sopra un pezzo vicino, fino alla casa libera dietro di esso.
bastonus-illegal-not-a-rank = Non è una linea retta dei tuoi legionari: una fila si scrive per esempio `c2:e2-c3:e3`.
bastonus-illegal-nothing-to-push = Lì non c'è nessun pezzo avversario da spingere (il Colosse spinge qualunque pezzo vicino).
bastonus-illegal-push-blocked = La spinta è bloccata: la casa dietro la linea spinta è occupata da un tuo pezzo.
bastonus-illegal-push-too-few = Una linea di legionari spinge al massimo tanti pezzi quanti legionari conta.
bastonus-illegal-exhausted = Tutti i legionari di quella linea hanno già spinto: ognuno spinge una sola volta per partita.
bastonus-illegal-no-push-back = Un pezzo appena spinto non può respingere nell'altro senso in questo turno.
bastonus-illegal-nothing-to-pass = `pass` serve solo a chiudere una serie di catture.
bastonus-illegal-capture-or-pass = Dopo una cattura puoi solo catturare ancora, oppure `pass`.
bastonus-render-details = Catture: { $count } · Legionari: { $legion }
bastonus-render-chain = I { $side } hanno catturato: nuova cattura o pass
bastonus-legend = Maiuscole { $white }, minuscole { $black }: L legionario, E legionario esausto, D Dux, C Colosse, I Imperatrice; + casa di campo vuota, . vuota
bastonus-side-line = { $side }: catture { $captures }, pezzi { $on_board }
bastonus-last-ejected = { $square } spinto fuori dal tavoliere

## games: ergo

service-variant-ergo = Ergo
ergo-illegal-no-piece-in-reserve = Non hai più pezzi di riserva: muovi un pezzo sul tavoliere, per esempio `e5-e6`.
ergo-illegal-not-a-lion-step = Un leone si muove di una casa in qualunque direzione (un leone sul percorso esterno può anche scivolare lungo di esso).
ergo-illegal-ring-path-blocked = Il percorso esterno è bloccato: un leone scivola solo su case libere, senza saltare.
ergo-illegal-not-a-hollow-step = Un pezzo a faccia cava si muove di una casa in verticale o in orizzontale; solo i leoni vanno in diagonale.
ergo-end-five-in-a-row = i { $side } allineano cinque pezzi
ergo-end-third-repetition = la stessa posizione si è ripetuta tre volte
ergo-end-move-limit = 100 mosse a testa
ergo-mark-black-lion = N
ergo-mark-black-hollow = n
ergo-mark-white-lion = B
ergo-mark-white-hollow = b
ergo-legend = { $black_lion }/{ $black_hollow } leone/cavo dei { $black }, { $white_lion }/{ $white_hollow } leone/cavo dei { $white }, : percorso esterno, . arena
ergo-render-details = Riserva: { $reserve } · Sul tavoliere: { $on_board }
ergo-render-side-line = { $side }: riserva { $reserve }, sul tavoliere { $on_board } (leoni: { $lions })
ergo-render-move-count = Mosse giocate: { $plies } (patta a { $limit })
ergo-render-last-move-turned = Ultima mossa: { $mv } (girato sul leone)

## games: duodecim

service-variant-duodecim = XII Scripta (Ludus Duodecim Scriptorum)
duodecim-end-all-off = i { $side } hanno portato fuori tutti i 15 pezzi
duodecim-end-turn-limit = 500 turni a testa: vince chi è più avanti
duodecim-illegal-no-such-die = Nessun dado rimasto mostra quel valore: il numero prima di `:` è il dado che usi.
duodecim-illegal-must-enter-first = Hai pezzi di riserva: prima falli entrare, per esempio `3:enter`.
duodecim-illegal-nothing-to-enter = Non hai nessun pezzo di riserva da far entrare.
duodecim-illegal-protected-point = Quel punto è protetto da due o più pezzi avversari.
duodecim-illegal-no-piece-on-point = Non hai nessun pezzo su quel punto.
duodecim-illegal-wrong-distance = Un pezzo avanza esattamente del valore del suo dado: `4:12-16` usa un 4 dal punto 12.
duodecim-illegal-not-all-home = I pezzi escono dal tavoliere solo quando tutti e 15 sono in ROMANI (punti da 31 a 36).
duodecim-illegal-only-bear-off = Tutti i tuoi pezzi sono in ROMANI: ormai possono solo uscire, per esempio `5:34-off`.
duodecim-illegal-die-too-small = Quel dado è troppo piccolo: un pezzo sul punto p esce con un dado maggiore di 36 − p.
duodecim-illegal-no-bonus = Non ti spetta nessuna mossa bonus.
duodecim-illegal-bonus-first = Gioca prima la tua mossa bonus (`bonus:…`), o rifiutala con `pass`.
duodecim-render-hits = Catture: { $count }
duodecim-render-panel-side = Riserva { $reserve } · Fuori { $off }
duodecim-render-dice-of = dadi dei { $side }
duodecim-service-bonus = Prima del tuo tiro puoi giocare una mossa bonus con { $dice }, un dado che l'avversario ha perso su un punto protetto: `bonus:…`, oppure `pass` per rifiutarla.
duodecim-render-bonus = bonus per i { $side }: { $dice }
duodecim-render-to-roll = Tocca ai { $side } tirare i dadi
duodecim-render-legend = { $white_mark }2 = due pezzi dei { $white }, { $black_mark }2 = due pezzi dei { $black }, . = vuoto; il percorso va da 1 a 36
duodecim-render-side-line = { $side }: riserva { $reserve }, fuori { $off }, catture { $hits }
duodecim-render-roll-line = Dadi dei { $side }: { $dice } ((n) usato, n× perso)
duodecim-render-last-hit = Ultima mossa: { $mv }, con una cattura
