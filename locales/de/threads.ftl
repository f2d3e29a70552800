# Partien in Threads: `/challenge … thread:True` (und Turnierpartien).

challenge-thread = thread
challenge-thread-description = Die Partie in einem Thread dieses Kanals spielen (nein, wenn nicht angegeben)

threads-moved = Partie #{ $id } wird in ihrem Thread gespielt: { $thread }.
threads-not-allowed = (Tabula darf in diesem Kanal keine Threads erstellen, daher wird Partie #{ $id } hier gespielt.)
threads-failed = (Discord konnte keinen Thread öffnen, daher wird Partie #{ $id } hier gespielt.)
threads-error-another-game = Dieser Thread gehört zu einer anderen Partie: spiele Partie #{ $id } dort, wo sie gespielt wird.
