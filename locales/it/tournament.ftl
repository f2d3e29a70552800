# Tornei: /tournament (create, start, cancel) e /tournaments (list, show, standings, join,
# leave), l'annuncio, i turni e la classifica. Vedi locales/en/tournament.ftl.

## I comandi

tournament = torneo
tournament-description = Organizza un torneo qui
tournament-create = crea
tournament-create-description = Annuncia un torneo a cui i membri si iscrivono con un pulsante
tournament-create-variant = gioco
tournament-create-variant-description = Quale gioco
tournament-create-format = formato
tournament-create-format-description = Svizzero o girone all'italiana
tournament-create-format-swiss = svizzero
tournament-create-format-round-robin = girone all'italiana
tournament-create-format-double-round-robin = doppio girone all'italiana
tournament-create-rounds = turni
tournament-create-rounds-description = Svizzero: numero di turni (predefinito: in base al numero di giocatori)
tournament-create-clock = orologio
tournament-create-clock-description = Tempo per mossa (3 giorni se non indicato)
tournament-create-clock-5-minutes = 5 minuti
tournament-create-clock-15-minutes = 15 minuti
tournament-create-clock-1-day = 1 giorno
tournament-create-clock-3-days = 3 giorni
tournament-create-clock-7-days = 7 giorni
tournament-create-clock-14-days = 14 giorni
tournament-create-starts = inizio
tournament-create-starts-description = Quando inizia: "2h", "2026-12-01 20:00 +01:00" (se non indicato: quando premi Avvia)
tournament-create-rated = classificato
tournament-create-rated-description = Se i risultati cambiano i punteggi (sì se non indicato)
tournament-start = avvia
tournament-start-description = Avvia subito un torneo (il suo creatore o un gestore del server)
tournament-start-id = torneo
tournament-start-id-description = Quale torneo (l'unico aperto qui se non indicato)
tournament-cancel = annulla
tournament-cancel-description = Annulla un torneo (il suo creatore o un gestore del server)
tournament-cancel-id = torneo
tournament-cancel-id-description = Quale torneo (l'unico qui se non indicato)
tournaments = tornei
tournaments-description = I tornei di questo server
tournaments-list = elenco
tournaments-list-description = I tornei aperti, quelli in corso e gli ultimi conclusi qui
tournaments-show = mostra
tournaments-show-description = I giocatori e il turno in corso di un torneo
tournaments-show-id = torneo
tournaments-show-id-description = Quale torneo (l'unico qui se non indicato)
tournaments-standings = classifica
tournaments-standings-description = La classifica di un torneo, come immagine
tournaments-standings-id = torneo
tournaments-standings-id-description = Quale torneo (l'unico qui se non indicato)
tournaments-join = iscriviti
tournaments-join-description = Iscriviti a un torneo
tournaments-join-id = torneo
tournaments-join-id-description = Quale torneo (l'unico aperto qui se non indicato)
tournaments-leave = ritirati
tournaments-leave-description = Ritirati da un torneo (dopo l'inizio i tuoi risultati restano)
tournaments-leave-id = torneo
tournaments-leave-id-description = Quale torneo (il tuo qui se non indicato)

## Formati e condizioni

tournament-format-swiss = svizzero
tournament-format-round-robin = girone all'italiana
tournament-format-double-round-robin = doppio girone all'italiana
tournament-rounds = { $rounds ->
    [one] { $rounds } turno
   *[other] { $rounds } turni
}
tournament-rounds-default = turni in base al numero di giocatori
tournament-rounds-everyone = tutti contro tutti
tournament-rated = classificato
tournament-casual = amichevole
tournament-terms = { $rounds } · { $clock } per mossa · { $rated } · creato da { $creator }
tournament-starts-at = Inizio: { $at } ({ $in }).
tournament-starts-on-start = Inizia quando { $creator } preme **Avvia**.
tournament-running = Si gioca il turno { $round } di { $rounds }.
tournament-running-late-entries = Si gioca il turno { $round } di { $rounds }; ci si può ancora iscrivere fino al turno 2 (partendo da zero punti).
tournament-finished = Concluso: vince **{ $winner }**.
tournament-is-cancelled = Annullato.
tournament-entrants = **Giocatori ({ $count }):** { $list }
tournament-more = { $count ->
    [one] + { $count } altro
   *[other] + altri { $count }
}

## Pulsanti

tournament-button-join = Iscriviti
tournament-button-leave = Ritirati
tournament-button-start = Avvia
tournament-button-cancel = Annulla
tournament-button-standings = Classifica

## Risposte

tournament-joined = Iscrizione al torneo T{ $id } confermata. In bocca al lupo!
tournament-left = Hai lasciato il torneo T{ $id }.
tournament-left-resigned = { $player } ha lasciato il torneo T{ $id }: la sua partita è persa per abbandono.
tournament-starting = Il torneo T{ $id } comincia: seguono gli abbinamenti del turno 1.
tournament-cancelled = Il torneo T{ $id } è stato annullato da { $player }. Le partite in corso proseguono come partite normali.
tournament-start-failed = Il torneo T{ $id } non è potuto partire ed è annullato: { $why }
tournament-no-threads = Non posso creare thread in questo canale, quindi le partite si giocano qui (dammi "Crea thread pubblici" e "Invia messaggi nei thread" per i prossimi turni).
tournament-list-none = Ancora nessun torneo in questo server. Un gestore del server può avviarne uno con `{ $command }`.
tournament-list-line = **{ $title }** · { $players ->
    [one] { $players } giocatore
   *[other] { $players } giocatori
} · { $state }
tournament-list-open = iscrizioni aperte
tournament-list-open-at = inizia { $at }
tournament-list-running = turno { $round } di { $rounds }
tournament-list-finished = concluso
tournament-won = Tornei vinti: { $count } ({ $list })
tournament-won-item = T{ $id } ({ $format }, { $game }, { $players ->
    [one] { $players } giocatore
   *[other] { $players } giocatori
})

## Turni, partite, classifica

tournament-pairings-heading = **{ $title }: turno { $round } di { $rounds }**
tournament-pairings-subtitle = Turno { $round } di { $rounds } · abbinamenti
tournament-pairing-bye = riposo: { $player } (i punti di una vittoria)
tournament-game = **T{ $id } · turno { $round } · tavolo { $board }** (partita #{ $game }): { $first } ({ $first_side }) contro { $second } ({ $second_side }).
tournament-standings-after = { $title }: classifica dopo il turno { $round } di { $rounds }
tournament-standings-final = { $title }: classifica finale
tournament-podium = 🏆 **{ $title } è concluso.** { $podium }
tournament-tb-buchholz = Bh-1
tournament-tb-sb = SB
tournament-tb-wins = Vittorie
tournament-left-mark = ritirato

## Rifiuti

tournament-error-no-such = Non esiste un torneo T{ $id } in questo server.
tournament-error-none-here = Nessun torneo corrisponde qui: indicane uno con il suo numero (`{ $command }`).
tournament-error-several = Corrispondono più tornei: { $ids }. Indicane uno con il suo numero.
tournament-error-already-in = Partecipi già al torneo T{ $id }.
tournament-error-not-in = Non partecipi al torneo T{ $id }.
tournament-error-full = Il torneo T{ $id } è al completo ({ $max } giocatori).
tournament-error-entries-closed = Il torneo T{ $id } è iniziato e non accetta altri giocatori.
tournament-error-over = Il torneo T{ $id } è concluso.
tournament-error-started = Il torneo T{ $id } è già iniziato.
tournament-error-not-started = Il torneo T{ $id } non è ancora iniziato: la classifica arriva con il turno 1.
tournament-error-left = Hai lasciato il torneo T{ $id } dopo averci giocato: chi lo lascia non può rientrare.
tournament-error-not-director = Solo il creatore del torneo T{ $id } o un gestore del server può farlo.
tournament-error-bad-time = Non riesco a leggere "{ $typed }" come orario: scrivi "2h", "3d" o "2026-12-01 20:00" (UTC, oppure aggiungi il fuso orario, ad es. "+01:00").
tournament-error-past-time = Quell'orario è già passato.
tournament-error-too-far = Un torneo può iniziare al massimo fra 90 giorni.
tournament-error-too-few = Il torneo T{ $id } ha { $players } { $players ->
    [one] giocatore
   *[other] giocatori
}; ne servono almeno { $needed }.
tournament-error-rr-rounds = Un girone all'italiana non ha l'opzione "turni": tutti incontrano tutti.
tournament-error-bad-rounds = Un torneo svizzero ha da 1 a { $max } turni.
tournament-error-no-abort = La partita #{ $id } è una partita di torneo: non può essere interrotta (abbandonala, piuttosto).
tournament-history = T{ $id }, turno { $round }

# L'evento programmato di un torneo nella scheda Eventi del server (jobs::events).
tournament-event-about = Iscrizioni: il pulsante Iscriviti dell'annuncio, nel canale del torneo. La fine è una stima ({ $rounds ->
    [one] 1 turno
   *[other] { $rounds } turni
} di circa dieci mosse di orologio ciascuno).
tournament-event-refused = T{ $id } non è nella scheda Eventi del server: non posso creare eventi qui (dammi "Crea eventi" per i prossimi tornei). Il torneo si svolge come sempre.
tournament-event-started = T{ $id } è iniziato: il turno 1 è abbinato. { $mentions }
tournament-event-started-late-entries = T{ $id } è iniziato: il turno 1 è abbinato, e le iscrizioni restano aperte fino al turno 2. { $mentions }
