# Operación: partidas dañadas (ver docs/reliability.md).

ops-damaged-notice = { $players }: la partida #{ $id } está dañada (sus jugadas y su posición guardadas no coinciden) y no puede continuar. Su reloj está detenido; el problema ha quedado registrado.
