# Orologi, sconfitta per tempo, promemoria, annullamento, sfide aperte e scadute, patta
# proposta, rivincita. Le parti sono "i bianchi", "i neri" (vedi games.ftl).

## Durate ("2 giorni 4 h", "3 h 20 min", "4 min 10 s")

clock-days-hours = { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    } { $hours } h
clock-days = { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    }
clock-hours = { $hours } h
clock-minutes = { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minuti
    }
clock-hours-minutes = { $hours } h { $minutes } min
clock-minutes-seconds = { $minutes } min { $seconds } s
clock-left = restano { $time }

## Sfide e partite

clock-challenge = Orologio: { $clock } per mossa. La sfida scade senza risposta dopo { $lapse }.
clock-games-line = { $line }, { $left }
clock-status-line = { $turn }, { $left }
clock-reminder = { $player }, tocca a te nella partita #{ $id } ({ $variant }): ti restano { $left }.
clock-result-time = { $loser } ha esaurito il tempo nella partita #{ $id }: vince per tempo { $winner } ({ $side }).
clock-render-time = { $name } vince per tempo
clock-how-time = per tempo
clock-aborted = { $player } ha annullato la partita #{ $id }: nessun risultato, i punteggi non cambiano.
clock-aborted-time = La partita #{ $id } è annullata: { $player } non ha mosso in tempo prima che la partita cominciasse davvero. Nessun risultato, i punteggi non cambiano.
clock-lapsed = La sfida #{ $id } di { $challenger } a { $challenged } è scaduta senza risposta.
clock-error-abort-too-late = La partita #{ $id } è avviata (ogni parte ha fatto due mosse): non si può più annullare. Abbandona o proponi la patta.

## Patta proposta

clock-draw-offered = { $player } propone la patta nella partita #{ $id }. { $opponent }, accetti?
clock-draw-accepted = { $player } ha accettato la patta.
clock-draw-declined = { $player } ha rifiutato la patta nella partita #{ $id }.
clock-result-agreed = La partita #{ $id } è finita: patta di comune accordo.
clock-render-agreed = Patta di comune accordo
clock-how-agreement = di comune accordo
clock-error-draw-again = Hai già proposto la patta nella partita #{ $id }: potrai riproporla dopo una mossa.
clock-error-no-draw-offer = Nessuna proposta di patta in attesa nella partita #{ $id }.
clock-error-not-your-offer = Solo { $player } può rispondere a questa proposta di patta.
clock-button-draw-accept = Accetta la patta
clock-button-draw-decline = Rifiuta

## Rivincita e sfide aperte

clock-button-rematch = Rivincita
clock-error-rematch-not-finished = La partita #{ $id } non è ancora finita.
clock-open-anyone = chiunque
clock-open-challenge = { $challenger } cerca un avversario: { $variant }, partita #{ $id }. Chiunque in questo canale può accettare; { $challenger } gioca con i { $challenger_side }.
clock-open-lapse = La sfida scade se nessuno la accetta entro { $lapse }.
clock-error-open-taken = Qualcun altro ha accettato per primo la sfida #{ $id }.
clock-button-withdraw = Ritira
clock-open-clock = Orologio: { $clock } per mossa.
clock-error-open-exists = Hai già una sfida aperta per { $variant } (#{ $id }): ritirala prima, o aspetta che qualcuno la accetti.
clock-error-withdraw-not-yours = La sfida #{ $id } è di { $player }: non puoi ritirarla.
clock-console-open-usage = Aperta a tutti: /challenge <gioco> [{ console-word-me }|{ console-word-them }|{ console-word-random }] [{ console-word-rated }|{ console-word-casual }] [5m|15m|1d|3d|7d|14d]
clock-console-open-help = {"  "}/challenge <gioco> [{ console-word-me }|{ console-word-them }|{ console-word-random }] [{ console-word-rated }|{ console-word-casual }] [orologio]   una sfida aperta: chiunque può accettarla (`as <nome>`, poi /accept); /withdraw [#id] la ritira

## Console

clock-console-now = L'orologio della console segna ora { $time } (avanti di { $moved }).
clock-console-usage = Uso: `clock +2d` (o +30m, +1h, +1w): manda avanti l'orologio della console.
clock-console-too-far = L'orologio della console avanza al massimo di 10 anni alla volta, e non oltre l'anno 9999.

## Comandi

challenge-clock = orologio
challenge-clock-description = Tempo per mossa (3 giorni se non indicato)
challenge-clock-5-minutes = 5 minuti
challenge-clock-15-minutes = 15 minuti
challenge-clock-1-day = 1 giorno
challenge-clock-3-days = 3 giorni
challenge-clock-7-days = 7 giorni
challenge-clock-14-days = 14 giorni
abort = interrompi
abort-description = Annulla una partita appena iniziata
abort-game = partita
abort-game-description = Quale partita (l'unica qui se non indicata)
draw = patta
draw-description = Proponi la patta
draw-game = partita
draw-game-description = Quale partita (l'unica qui se non indicata)
