# Cuando Discord o el bot tienen problemas: un reinicio en curso, una respuesta enviada con retraso.

faults-restarting = Tabula se está reiniciando: no se ha jugado nada. Inténtalo de nuevo en un minuto.
faults-sent-late = (Enviado con retraso: no se pudo contactar con Discord durante un momento.)
