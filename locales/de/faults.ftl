# Wenn Discord oder der Bot Probleme hat: ein laufender Neustart, eine verspätete Antwort.

faults-restarting = Tabula startet neu: Es wurde nichts gespielt. Versuche es in einer Minute noch einmal.
faults-sent-late = (Verspätet gesendet: Discord war kurz nicht erreichbar.)
