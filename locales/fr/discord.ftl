## discord

discord-internal-error = Un problème est survenu du côté de Tabula. Réessayez dans un instant.
discord-guild-only = Les parties Tabula se jouent dans un salon de serveur, pas en message privé.
discord-bad-options = Discord a envoyé des options que Tabula ne comprend pas ; les commandes sont sans doute en cours de mise à jour. Réessayez dans une minute.
discord-opponent-bot = { $name } est un bot : défiez une personne.
