# Feindliche Eingaben und doppelte Zustellungen (service::guard, discord::guard).

guard-replayed = Das ist schon erledigt.
guard-rate-limited = Langsam: Du hast { $count } Befehle in { $window } s geschickt. Versuch es in { $wait } s wieder.
