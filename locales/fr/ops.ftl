# Exploitation : parties endommagées (voir docs/reliability.md).

ops-damaged-notice = { $players } : la partie #{ $id } est endommagée (ses coups et sa position enregistrés ne concordent pas) et ne peut pas continuer. Sa pendule est arrêtée ; le problème a été consigné.
