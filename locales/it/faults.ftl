# Quando Discord o il bot hanno un problema: un arresto in corso, una risposta inviata in ritardo.

faults-restarting = Tabula si sta riavviando: non è stato giocato nulla. Riprova tra un minuto.
faults-sent-late = (Inviato in ritardo: Discord non era raggiungibile per un momento.)
