# Input ostili e consegne ripetute (service::guard, discord::guard).

guard-replayed = È già stato fatto.
guard-rate-limited = Piano: hai inviato { $count } comandi in { $window } s. Riprova tra { $wait } s.
