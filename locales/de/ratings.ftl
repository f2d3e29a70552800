## ratings, leaderboards, history, replays (render, service, discord, console)

ratings-challenge-rated = Gewertete Partie.
ratings-challenge-casual = Freundschaftspartie: die Wertungen ändern sich nicht.
ratings-casual = Freundschaftspartie: Wertungen unverändert.
ratings-changes = Wertungen: { $changes }.
ratings-error-no-such-page = Es gibt keine Seite { $page }.
ratings-error-not-your-buttons = Diese Schaltflächen gehören der Person, die diese Liste angefordert hat: fordere deine eigene an.
ratings-scope-server = dieser Server
ratings-scope-global = alle Server
ratings-board-title = Rangliste — { $variant }
ratings-board-subtitle = { $scope }, Seite { $page }
ratings-board-empty = Hier steht noch niemand: Wertungen entstehen aus beendeten gewerteten Partien.
ratings-board-columns = #|Spieler|Wertung|Partien|S-R-N
ratings-board-provisional-hidden = Vorläufige Wertungen (?) sind nicht aufgeführt: füge `vorläufig: True` hinzu, um sie zu sehen.
ratings-board-more = Weiter auf Seite { $page }.
ratings-none = { $name } hat noch keine Wertung: sie kommt mit der ersten beendeten gewerteten Partie.
ratings-title = **Wertungen von { $name }**
ratings-line = { $variant }: **{ $rating }** ± { $deviation } · Partien: { $games } ({ $wins }S { $draws }R { $losses }N)
ratings-rank = Platz { $rank } auf diesem Server
ratings-rank-provisional = vorläufig, noch nicht platziert
ratings-rank-elsewhere = auf diesem Server nicht platziert
ratings-last-change = letzte Partie { $delta } (#{ $id })
ratings-best-win = bester Sieg: { $opponent } ({ $rating }), #{ $id }
ratings-history-none = { $name } hat noch keine Partie beendet.
ratings-history-title = **Partien von { $name }** (Seite { $page }/{ $pages }, insgesamt { $total })
ratings-history-won = #{ $id } { $variant }: gewonnen gegen { $opponent }, { $how }
ratings-history-lost = #{ $id } { $variant }: verloren gegen { $opponent }, { $how }
ratings-history-draw = #{ $id } { $variant }: Remis gegen { $opponent }, { $how }
ratings-history-casual = freundschaftlich
ratings-how-resignation = durch Aufgabe
ratings-head-to-head =
    Du gegen { $name }: { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    }, { $draws ->
        [one] { $draws } Remis
       *[other] { $draws } Remis
    }, { $losses ->
        [one] { $losses } Niederlage
       *[other] { $losses } Niederlagen
    }.
ratings-button-previous = ◀ Zurück
ratings-button-next = Weiter ▶
ratings-replay = Wiedergabe von Partie #{ $id } ({ $count ->
        [one] { $count } Aktion
       *[other] { $count } Aktionen
    }).
ratings-replay-shown = Gezeigt: { $shown } von { $count } Aktionen, damit die Datei in Discords Upload-Grenze von { $mib } MiB passt.
ratings-export = Zugliste von Partie #{ $id } (`tabula show --file { $file }` liest sie wieder ein).
console-usage-leaderboard = Aufruf: /leaderboard <Spiel> [{ console-word-server }|{ console-word-global }] [Seite] [{ console-word-provisional }]
console-usage-rating = Aufruf: /rating [Name]
console-usage-history = Aufruf: /history [Name] [Spiel] [Seite]
console-file = Datei: { $path }
