# Quand Discord ou le bot a un souci : un arrêt en cours, une réponse envoyée en retard.

faults-restarting = Tabula redémarre : rien n’a été joué. Réessayez dans une minute.
faults-sent-late = (Envoyé en retard : Discord était injoignable un instant.)
