# Parties jouées dans des fils : `/challenge … thread:True` (et les parties de tournoi).

challenge-thread = fil
challenge-thread-description = Jouer la partie dans un fil de ce salon (non par défaut)

threads-moved = La partie #{ $id } se joue dans son fil : { $thread }.
threads-not-allowed = (Tabula n'a pas le droit de créer des fils dans ce salon : la partie #{ $id } se joue ici.)
threads-failed = (Discord n'a pas pu ouvrir de fil : la partie #{ $id } se joue ici.)
threads-error-another-game = Ce fil est celui d'une autre partie : jouez la partie #{ $id } là où elle se joue.
