# Partite giocate nei thread: `/challenge … thread:True` (e le partite dei tornei).

challenge-thread = thread
challenge-thread-description = Gioca la partita in un thread di questo canale (no se non indicato)

threads-moved = La partita #{ $id } si gioca nel suo thread: { $thread }.
threads-not-allowed = (Tabula non può creare thread in questo canale, quindi la partita #{ $id } si gioca qui.)
threads-failed = (Discord non è riuscito ad aprire un thread, quindi la partita #{ $id } si gioca qui.)
threads-error-another-game = Questo thread è di un'altra partita: gioca la partita #{ $id } dove si gioca.
