## ratings, leaderboards, history, replays (render, service, discord, console)

ratings-challenge-rated = Partita valida per la classifica.
ratings-challenge-casual = Partita amichevole: i punteggi non cambieranno.
ratings-casual = Partita amichevole: punteggi invariati.
ratings-changes = Punteggi: { $changes }.
ratings-error-no-such-page = Non esiste la pagina { $page }.
ratings-error-not-your-buttons = Questi pulsanti appartengono a chi ha chiesto questo elenco: chiedi il tuo.
ratings-scope-server = questo server
ratings-scope-global = tutti i server
ratings-board-title = Classifica — { $variant }
ratings-board-subtitle = { $scope }, pagina { $page }
ratings-board-empty = Qui non c'è ancora nessuno: i punteggi vengono dalle partite classificate concluse.
ratings-board-columns = #|Giocatore|Punti|Partite|V-P-S
ratings-board-provisional-hidden = I punteggi provvisori (?) non sono elencati: aggiungi `provvisori: True` per vederli.
ratings-board-more = Continua a pagina { $page }.
ratings-none = { $name } non ha ancora un punteggio: arriva con la prima partita classificata conclusa.
ratings-title = **Punteggi di { $name }**
ratings-line = { $variant }: **{ $rating }** ± { $deviation } · partite: { $games } ({ $wins }V { $draws }P { $losses }S)
ratings-rank = { $rank }º su questo server
ratings-rank-provisional = provvisorio, non ancora in classifica
ratings-rank-elsewhere = non in classifica su questo server
ratings-last-change = ultima partita { $delta } (#{ $id })
ratings-best-win = vittoria migliore: { $opponent } ({ $rating }), #{ $id }
ratings-history-none = { $name } non ha ancora concluso nessuna partita.
ratings-history-title = **Partite di { $name }** (pagina { $page }/{ $pages }, { $total } in tutto)
ratings-history-won = #{ $id } { $variant }: vinta contro { $opponent }, { $how }
ratings-history-lost = #{ $id } { $variant }: persa contro { $opponent }, { $how }
ratings-history-draw = #{ $id } { $variant }: patta con { $opponent }, { $how }
ratings-history-casual = amichevole
ratings-how-resignation = per abbandono
ratings-head-to-head =
    Tu contro { $name }: { $wins ->
        [one] { $wins } vittoria
       *[other] { $wins } vittorie
    }, { $draws ->
        [one] { $draws } patta
       *[other] { $draws } patte
    }, { $losses ->
        [one] { $losses } sconfitta
       *[other] { $losses } sconfitte
    }.
ratings-button-previous = ◀ Precedente
ratings-button-next = Successiva ▶
ratings-replay = Replay della partita #{ $id } ({ $count ->
        [one] { $count } azione
       *[other] { $count } azioni
    }).
ratings-replay-shown = Mostrate: { $shown } azioni su { $count }, per restare nel limite di caricamento di Discord ({ $mib } MiB).
ratings-export = Elenco delle mosse della partita #{ $id } (`tabula show --file { $file }` lo rilegge).
console-usage-leaderboard = Uso: /leaderboard <gioco> [{ console-word-server }|{ console-word-global }] [pagina] [{ console-word-provisional }]
console-usage-rating = Uso: /rating [nome]
console-usage-history = Uso: /history [nome] [gioco] [pagina]
console-file = File: { $path }
