# Partidas jugadas en hilos: `/challenge … thread:True` (y las partidas de torneo).

challenge-thread = hilo
challenge-thread-description = Jugar la partida en un hilo de este canal (no si no se indica)

threads-moved = La partida #{ $id } se juega en su hilo: { $thread }.
threads-not-allowed = (Tabula no puede crear hilos en este canal, así que la partida #{ $id } se juega aquí.)
threads-failed = (Discord no pudo abrir un hilo, así que la partida #{ $id } se juega aquí.)
threads-error-another-game = Este hilo es de otra partida: juega la partida #{ $id } donde se juega.
