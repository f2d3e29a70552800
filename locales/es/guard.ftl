# Entradas hostiles y entregas repetidas (service::guard, discord::guard).

guard-replayed = Eso ya está hecho.
guard-rate-limited = Más despacio: enviaste { $count } comandos en { $window } s. Inténtalo de nuevo dentro de { $wait } s.
