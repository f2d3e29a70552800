# Relojes, derrota por tiempo, recordatorios, anulación, desafíos abiertos y caducados, tablas
# ofrecidas, revancha. Los bandos son "las blancas", "las negras" (ver games.ftl).

## Duraciones ("2 días 4 h", "3 h 20 min", "4 min 10 s")

clock-days-hours = { $days ->
        [one] { $days } día
       *[other] { $days } días
    } { $hours } h
clock-days = { $days ->
        [one] { $days } día
       *[other] { $days } días
    }
clock-hours = { $hours } h
clock-minutes = { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    }
clock-hours-minutes = { $hours } h { $minutes } min
clock-minutes-seconds = { $minutes } min { $seconds } s
clock-left = quedan { $time }

## Desafíos y partidas

clock-challenge = Reloj: { $clock } por jugada. El desafío caduca si no se responde en { $lapse }.
clock-games-line = { $line }, { $left }
clock-status-line = { $turn }, { $left }
clock-reminder = { $player }, te toca en la partida #{ $id } ({ $variant }): te quedan { $left }.
clock-result-time = { $loser } agotó su tiempo en la partida #{ $id }: gana por tiempo { $winner } ({ $side }).
clock-render-time = { $name } gana por tiempo
clock-how-time = por tiempo
clock-aborted = { $player } anuló la partida #{ $id }: sin resultado, las puntuaciones no cambian.
clock-aborted-time = La partida #{ $id } queda anulada: { $player } no jugó a tiempo antes de que la partida empezara de verdad. Sin resultado, las puntuaciones no cambian.
clock-lapsed = El desafío #{ $id } de { $challenger } a { $challenged } caducó sin respuesta.
clock-error-abort-too-late = La partida #{ $id } está en marcha (cada bando ha hecho dos jugadas): ya no se puede anular. Abandona u ofrece tablas.

## Tablas ofrecidas

clock-draw-offered = { $player } ofrece tablas en la partida #{ $id }. { $opponent }, ¿aceptas?
clock-draw-accepted = { $player } aceptó las tablas.
clock-draw-declined = { $player } rechazó las tablas en la partida #{ $id }.
clock-result-agreed = La partida #{ $id } ha terminado: tablas de común acuerdo.
clock-render-agreed = Tablas de común acuerdo
clock-how-agreement = de común acuerdo
clock-error-draw-again = Ya ofreciste tablas en la partida #{ $id }: podrás ofrecerlas de nuevo después de una jugada.
clock-error-no-draw-offer = No hay ninguna oferta de tablas pendiente en la partida #{ $id }.
clock-error-not-your-offer = Solo { $player } puede responder a esta oferta de tablas.
clock-button-draw-accept = Aceptar tablas
clock-button-draw-decline = Rechazar

## Revancha y desafíos abiertos

clock-button-rematch = Revancha
clock-error-rematch-not-finished = La partida #{ $id } no ha terminado.
clock-open-anyone = cualquiera
clock-open-challenge = { $challenger } busca rival: { $variant }, partida #{ $id }. Cualquiera en este canal puede aceptar; { $challenger } lleva las { $challenger_side }.
clock-open-lapse = El desafío caduca si nadie lo acepta en { $lapse }.
clock-error-open-taken = Otra persona aceptó primero el desafío #{ $id }.
clock-button-withdraw = Retirar
clock-open-clock = Reloj: { $clock } por jugada.
clock-error-open-exists = Ya tienes un desafío abierto de { $variant } (#{ $id }): retíralo primero o espera a que alguien lo acepte.
clock-error-withdraw-not-yours = El desafío #{ $id } es de { $player }: no puedes retirarlo.
clock-console-open-usage = Abierto a todos: /challenge <juego> [{ console-word-me }|{ console-word-them }|{ console-word-random }] [{ console-word-rated }|{ console-word-casual }] [5m|15m|1d|3d|7d|14d]
clock-console-open-help = {"  "}/challenge <juego> [{ console-word-me }|{ console-word-them }|{ console-word-random }] [{ console-word-rated }|{ console-word-casual }] [reloj]   un desafío abierto: cualquiera puede aceptarlo (`as <nombre>`, luego /accept); /withdraw [#id] lo retira

## Consola

clock-console-now = El reloj de la consola marca ahora { $time } (adelantado { $moved }).
clock-console-usage = Uso: `clock +2d` (o +30m, +1h, +1w): adelanta el reloj de la consola.
clock-console-too-far = El reloj de la consola avanza como mucho 10 años de una vez, y no más allá del año 9999.

## Comandos

challenge-clock = reloj
challenge-clock-description = Tiempo por jugada (3 días si no se indica)
challenge-clock-5-minutes = 5 minutos
challenge-clock-15-minutes = 15 minutos
challenge-clock-1-day = 1 día
challenge-clock-3-days = 3 días
challenge-clock-7-days = 7 días
challenge-clock-14-days = 14 días
abort = anular
abort-description = Anular una partida apenas empezada (sin resultado)
abort-game = partida
abort-game-description = Qué partida (la única aquí si no se indica)
draw = tablas
draw-description = Ofrecer tablas a tu rival
draw-game = partida
draw-game-description = Qué partida (la única aquí si no se indica)
