## service

service-variant-latrunculi-piso = Latrunculi (variante di Pisone)
service-button-accept = Accetta
service-button-decline = Rifiuta
service-challenge = Partita #{ $id }: { $opponent }, { $challenger } ti sfida a una partita di { $variant }. { $challenger } giocherebbe con i { $challenger_side }, tu con i { $opponent_side }.
service-sides-drawn = Le parti sono state sorteggiate.
service-started = { $challenged } accetta: inizia la partita #{ $id } di { $variant }. { $first } gioca con i { $first_side }, { $second } con i { $second_side }.
service-declined = { $challenged } ha rifiutato la sfida di { $challenger } (#{ $id }).
service-cancelled = { $challenger } ha ritirato la sfida a { $challenged } (#{ $id }).
service-your-turn = { $player }, tocca a te ({ $side }).
service-played = { $player } ha giocato `{ $move }`.
service-played-took-one = { $player } ha giocato `{ $move }` e ha catturato un pezzo.
service-played-took-many = { $player } ha giocato `{ $move }` e ha catturato { $count ->
        [one] { $count } pezzo
       *[other] { $count } pezzi
    }.
service-rolled = Dadi: `{ $roll }`.
service-result-win = La partita #{ $id } è finita: vince { $winner } ({ $side }), { $reason }.
service-result-draw = La partita #{ $id } è finita: patta, { $reason }.
service-result-resigned = { $loser } abbandona la partita #{ $id }: vince { $winner } ({ $side }).
service-captures = Catture: { $first } { $first_count }, { $second } { $second_count }.
service-board = Partita #{ $id }, { $variant }: { $first } ({ $first_side }) contro { $second } ({ $second_side }).
service-board-to-play = Tocca a { $player } ({ $side }).
service-board-dice = Stanno per essere tirati i dadi.
service-board-challenge = In attesa che { $challenged } accetti la sfida.
service-board-declined = { $challenged } ha rifiutato questa sfida.
service-board-cancelled = { $challenger } ha ritirato questa sfida.
service-games-title = Le tue partite:
service-games-none = Non hai partite in corso né sfide in attesa.
service-games-your-turn = `#{ $id }` { $variant } contro { $opponent }: tocca a te ({ $side })
service-games-their-turn = `#{ $id }` { $variant } contro { $opponent }: tocca all'avversario (tu giochi con i { $side })
service-games-challenge-sent = `#{ $id }` { $variant }: la tua sfida a { $opponent }, in attesa di risposta
service-games-challenge-received = `#{ $id }` { $variant }: sfida di { $opponent }, da accettare o rifiutare
service-games-elsewhere = (altro canale)
service-suggest-game = #{ $id } { $variant } contro { $opponent }
service-error-not-your-challenge = Questa sfida (#{ $id }) non è rivolta a te.
service-error-own-challenge = Non puoi accettare la tua stessa sfida (#{ $id }): aspetta la risposta del tuo avversario.
service-error-not-your-game = Non stai giocando la partita #{ $id }.
service-error-not-your-turn = Non tocca a te nella partita #{ $id }.
service-error-challenge-yourself = Non puoi sfidare te stesso: scegli un avversario.
service-error-challenge-exists = Hai già una sfida in attesa con questo giocatore per questo gioco (#{ $id }).
service-error-no-such-game = Non esiste la partita #{ $id }.
service-error-not-in-this-channel = La partita #{ $id } non si gioca in questo canale.
service-error-no-game-here = Non hai partite in corso in questo canale.
service-error-no-challenge-here = Non hai sfide in attesa in questo canale.
service-error-several-games = Qui hai più partite: { $games }. Indica quale.
service-error-not-started = La partita #{ $id } non è iniziata: la sfida non è ancora stata accettata.
service-error-game-over = La partita #{ $id } è finita.
service-error-challenge-closed = La sfida #{ $id } non è più aperta.
service-error-conflict = Nel frattempo il tavoliere è cambiato: guardalo di nuovo, poi riprova.
service-error-unavailable = Il database delle partite non è raggiungibile in questo momento: non è cambiato nulla. Riprova tra un attimo.
service-error-bad-button = Questo pulsante non è riconosciuto; forse viene da una versione precedente del bot.
service-error-damaged = La partita #{ $id } non può essere caricata: i suoi dati salvati sono danneggiati. Il problema è stato registrato.
service-error-internal = Spiacenti, qualcosa è andato storto da parte nostra. Il problema è stato registrato.
# Un turno intero dato come più azioni in un comando: l'azione rifiutata (non è stato giocato nulla).
service-error-bad-action = Azione { $index } di { $count }, `{ $action }`: { $reason } Non è stato giocato nulla.
service-turn-cut = Azione { $index } di { $count }, `{ $action }`: { $reason } I dadi tirati prima restano validi, con le azioni che li hanno preceduti; il resto non è stato giocato.
service-error-turn-passed = il tuo turno finisce prima (il resto tocca al tuo avversario).
service-error-turn-game-over = la partita è finita prima.

## service: /rules

rules-header = **{ $game } — { $title }** · pagina { $page }/{ $pages }
rules-levels = **Il computer in questo gioco** (Elo, il giocatore a caso a 0): { $levels }.
rules-button-previous = ◀ Precedente
rules-button-next = Successiva ▶
rules-button-show = Mostra a tutti
service-error-no-topic = { $game } non ha una pagina «{ $topic }». Le sue pagine: { $topics }.

notify-now-off = nessun avviso
notify-now-turn = un messaggio diretto quando tocca a te in una partita per corrispondenza
notify-now-digest = un riepilogo giornaliero alle { $hour }:00 UTC
notify-current = I tuoi avvisi: { $choice }. Cambiali con `/notifiche`.
notify-set-off = Avvisi disattivati: il bot non ti manderà messaggi diretti sulle tue partite.
notify-set-turn = Fatto: il bot ti manderà un messaggio diretto quando tocca a te in una partita per corrispondenza (al massimo uno per partita ogni ora).
notify-set-digest = Fatto: ogni giorno alle { $hour }:00 UTC il bot ti manderà un messaggio diretto con le partite che aspettano la tua mossa.
notify-turn = Tocca a te nella partita n. { $id } ({ $game }) contro { $opponent }.
notify-digest = { $count ->
    [one] Una partita aspetta la tua mossa:
   *[other] { $count } partite aspettano la tua mossa:
}
notify-digest-game = • n. { $id } { $game }, contro { $opponent }
notify-refused = I tuoi avvisi ora sono disattivati: Discord non ha permesso al bot di mandarti un messaggio diretto (le tue impostazioni di privacy li chiudono). Aprili, poi scegli di nuovo con `/notifiche`.
notify-error-hour = Un riepilogo richiede un'ora da 0 a 23 (UTC), per esempio `/notifiche riepilogo 8`.

## Giocare con i pulsanti della scacchiera (fuori dai server, dove non tutti hanno i comandi)
pick-button-move = Muovi…
pick-button-draw = Proponi patta
pick-button-resign = Abbandona
pick-button-resign-sure = Sì, abbandona
pick-list = Partita #{ $id }: tocca a te. Scegli la mossa (i puntini raggruppano le mosse che iniziano allo stesso modo).
pick-list-narrowed = Partita #{ $id }: le tue mosse che iniziano con { $start }
pick-moved-on = La partita #{ $id } è andata avanti da quando è stata fatta questa lista: non è stato giocato nulla. Premi **Muovi…** sotto l'ultima scacchiera.
pick-resign-sure = Abbandonare la partita #{ $id }? Non si può annullare.
