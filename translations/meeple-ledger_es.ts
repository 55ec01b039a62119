<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Meeple Ledger</source>
        <translation>Acerca de Meeple Ledger</translation>
    </message>
    <message>
        <source>Version %1</source>
        <extracomment>%1 is the version number, e.g. 0.1.0</extracomment>
        <translation>Versión %1</translation>
    </message>
    <message>
        <source>A scoring assistant for physical games of Carcassonne: the players keep their tiles and meeples on the table, the app counts and explains every point.</source>
        <translation>Un asistente de puntuación para partidas de Carcassonne en la mesa: los jugadores conservan sus losetas y seguidores sobre la mesa, la aplicación cuenta y explica cada punto.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licencia</translation>
    </message>
    <message>
        <source>Meeple Ledger is free software: you may share and change it under the GNU General Public License, version 3 or any later version (GPL-3.0-or-later). It comes with no warranty.</source>
        <translation>Meeple Ledger es software libre: puedes compartirlo y modificarlo según la GNU General Public License, versión 3 o cualquier versión posterior (GPL-3.0-or-later). Se ofrece sin ninguna garantía.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>The rules follow the publishers&apos; rulebooks (Hans im Glück, and Z-Man Games&apos; English edition where a game option chooses it) and the pages of each expansion on Wikicarpedia (wikicarpedia.com), the community&apos;s rules wiki, with the official answers it collects.</source>
        <translation>Las reglas siguen los reglamentos de las editoriales (Hans im Glück, y la edición inglesa de Z-Man Games donde una opción de partida la elige) y las páginas de cada expansión en Wikicarpedia (wikicarpedia.com), la wiki de reglas de la comunidad, con las respuestas oficiales que recoge.</translation>
    </message>
    <message>
        <source>Carcassonne is a trademark of Hans im Glück Verlags-GmbH. Meeple Ledger is not made or endorsed by the publishers.</source>
        <translation>Carcassonne es una marca de Hans im Glück Verlags-GmbH. Meeple Ledger no está hecho ni avalado por las editoriales.</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Carpeta de datos</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>ActionDialog</name>
    <message>
        <source>Confirm</source>
        <translation>Confirmar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Enter, then end the turn</source>
        <translation>Anotar y terminar el turno</translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <extracomment>the keys that enter the dialog&apos;s action and then end the turn</extracomment>
        <translation>Ctrl+Intro</translation>
    </message>
</context>
<context>
    <name>AdjustDialog</name>
    <message>
        <source>Correct a score</source>
        <translation>Corregir una puntuación</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>Corregir</translation>
    </message>
    <message>
        <source>Points (negative to take away)</source>
        <translation>Puntos (negativos para quitar)</translation>
    </message>
    <message>
        <source>Reason, e.g. forgot to score a road in turn 12</source>
        <translation>Motivo, p. ej. un camino sin puntuar en el turno 12</translation>
    </message>
</context>
<context>
    <name>Animals</name>
    <message>
        <source>flea</source>
        <translation>pulga</translation>
    </message>
    <message>
        <source>monkey</source>
        <translation>mono</translation>
    </message>
    <message>
        <source>seal</source>
        <translation>foca</translation>
    </message>
    <message>
        <source>bear</source>
        <translation>oso</translation>
    </message>
    <message>
        <source>tiger</source>
        <translation>tigre</translation>
    </message>
    <message>
        <source>elephant</source>
        <translation>elefante</translation>
    </message>
    <message>
        <source>Flea</source>
        <translation>Pulga</translation>
    </message>
    <message>
        <source>Monkey</source>
        <translation>Mono</translation>
    </message>
    <message>
        <source>Seal</source>
        <translation>Foca</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Oso</translation>
    </message>
    <message>
        <source>Tiger</source>
        <translation>Tigre</translation>
    </message>
    <message>
        <source>Elephant</source>
        <translation>Elefante</translation>
    </message>
</context>
<context>
    <name>AppState</name>
    <message>
        <source>The game library is not open.</source>
        <translation>La biblioteca de partidas no está abierta.</translation>
    </message>
    <message>
        <source>The game library file was not a game library. It was moved aside, unchanged, to %1, and a new library was started.</source>
        <extracomment>%1 where the damaged file was moved</extracomment>
        <translation>El archivo de la biblioteca de partidas no era una biblioteca. Se apartó sin cambios a %1 y se empezó una biblioteca nueva.</translation>
    </message>
    <message>
        <source>The game library was damaged. It was moved aside, unchanged, to %1, and a new library was started.</source>
        <extracomment>%1 where the damaged file was moved</extracomment>
        <translation>La biblioteca de partidas estaba dañada. Se apartó sin cambios a %1 y se empezó una biblioteca nueva.</translation>
    </message>
    <message>
        <source>Its games could not be recovered: %1</source>
        <extracomment>%1 the reason</extracomment>
        <translation>No se pudieron recuperar sus partidas: %1</translation>
    </message>
    <message>
        <source>Games recovered from it: %1. Games that could not be read or replayed (they stay in the damaged copy): %2.</source>
        <extracomment>%1 how many games were recovered, %2 how many could not be</extracomment>
        <translation>Partidas recuperadas: %1. Partidas que no se pudieron leer ni reproducir (siguen en la copia dañada): %2.</translation>
    </message>
    <message>
        <source>Part of its list of games could not be read either.</source>
        <translation>Tampoco se pudo leer parte de su lista de partidas.</translation>
    </message>
</context>
<context>
    <name>BigTopStep</name>
    <message>
        <source>Big top</source>
        <translation>Carpa</translation>
    </message>
    <message>
        <source>Score the big top (C)…</source>
        <translation>Puntuar la carpa (C)…</translation>
    </message>
</context>
<context>
    <name>BoardPanel</name>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message numerus="yes">
        <source>%n occupied feature(s)</source>
        <extracomment>%n how many features on the board have figures on them</extracomment>
        <translation>
            <numerusform>%n construcción ocupada</numerusform>
            <numerusform>%n construcciones ocupadas</numerusform>
        </translation>
    </message>
    <message>
        <source>No figure on the board yet.</source>
        <translation>Todavía no hay ninguna figura en el tablero.</translation>
    </message>
</context>
<context>
    <name>ChoiceStep</name>
    <message>
        <source>%1&apos;s robber on space %2: whom does it rob?</source>
        <extracomment>%1 the robber&apos;s owner, %2 the track space</extracomment>
        <translation>Ladrón de %1 en la casilla %2: ¿a quién roba?</translation>
    </message>
    <message>
        <source>Suggested: %1 — %2</source>
        <extracomment>%1 the player&apos;s name, %2 the reason (&quot;the most points&quot;)</extracomment>
        <translation>Sugerencia: %1 — %2</translation>
    </message>
    <message>
        <source>Which scoring figure takes the stolen points?</source>
        <translation>¿Qué figura de puntuación se lleva los puntos robados?</translation>
    </message>
    <message numerus="yes">
        <source>Rob %1&apos;s %2: %n point(s), takes %3</source>
        <extracomment>%1 the robbed player&apos;s name, %2 their scoring figure, %n the points it moved, %3 the robber&apos;s share</extracomment>
        <translation>
            <numerusform>Robar a %1 (%2): %n punto, se lleva %3</numerusform>
            <numerusform>Robar a %1 (%2): %n puntos, se lleva %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep the suggestion</source>
        <translation>Mantener la sugerencia</translation>
    </message>
</context>
<context>
    <name>CircusDialog</name>
    <message>
        <source>Score the big top</source>
        <translation>Puntuar la carpa</translation>
    </message>
    <message>
        <source>Which animal token was revealed?</source>
        <translation>¿Qué ficha de animal se ha revelado?</translation>
    </message>
    <message>
        <source>Figures of each player around the big top</source>
        <translation>Figuras de cada jugador alrededor de la carpa</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 (%n left)</source>
        <extracomment>%1 the animal of a big top token, %2 the points it gives each figure (&quot;5 points&quot;), %n the tokens of that animal still face down</extracomment>
        <translation>
            <numerusform>%1 · %2 (queda %n)</numerusform>
            <numerusform>%1 · %2 (quedan %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>the points a big top token gives each figure around the big top</extracomment>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClubAddress</name>
    <message>
        <source>the port &quot;%1&quot; is not a number from 1 to 65535</source>
        <extracomment>%1 what was given as the port</extracomment>
        <translation>el puerto «%1» no es un número de 1 a 65535</translation>
    </message>
    <message>
        <source>the value of %1 may not contain &quot;;&quot;</source>
        <extracomment>%1 a connection keyword such as sslmode</extracomment>
        <translation>el valor de %1 no puede contener «;»</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a connection keyword</source>
        <extracomment>%1 the unknown keyword in the connection string</extracomment>
        <translation>«%1» no es una palabra clave de conexión</translation>
    </message>
    <message>
        <source>the URL cannot be read: %1</source>
        <extracomment>%1 why the URL cannot be read (Qt&apos;s words, about the URL without its user name and password)</extracomment>
        <translation>no se puede leer la URL: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no &quot;=&quot; and value</source>
        <extracomment>%1 a keyword of the connection string</extracomment>
        <translation>«%1» no tiene «=» ni valor</translation>
    </message>
    <message>
        <source>the quoted value of %1 is not closed</source>
        <extracomment>%1 a keyword of the connection string</extracomment>
        <translation>el valor entre comillas de %1 no está cerrado</translation>
    </message>
    <message>
        <source>no server was given</source>
        <translation>no se ha indicado ningún servidor</translation>
    </message>
    <message>
        <source>only postgresql:// URLs and libpq connection strings are understood</source>
        <translation>solo se entienden las URL postgresql:// y las cadenas de conexión de libpq</translation>
    </message>
    <message>
        <source>the database name (dbname) is missing</source>
        <translation>falta el nombre de la base de datos (dbname)</translation>
    </message>
    <message>
        <source>the PostgreSQL driver of Qt Sql is not installed (Debian package libqt6sql6-psql)</source>
        <translation>el controlador PostgreSQL de Qt Sql no está instalado (paquete de Debian libqt6sql6-psql)</translation>
    </message>
    <message>
        <source>the club server %1 refused the connection: %2</source>
        <extracomment>%1 the server&apos;s address (no password), %2 the driver&apos;s reason</extracomment>
        <translation>el servidor del club %1 ha rechazado la conexión: %2</translation>
    </message>
    <message>
        <source>the club server %1 cannot be reached: %2</source>
        <extracomment>%1 the server&apos;s address (no password), %2 the driver&apos;s reason</extracomment>
        <translation>no se puede contactar con el servidor del club %1: %2</translation>
    </message>
    <message>
        <source>the user name, the password or the options after &quot;?&quot; cannot be read: characters such as @, /, ? and # in them must be percent-encoded</source>
        <translation>no se pueden leer el nombre de usuario, la contraseña o las opciones tras «?»: los caracteres como @, /, ? y # deben ir codificados con porcentaje</translation>
    </message>
</context>
<context>
    <name>ClubDialog</name>
    <message>
        <source>Club server</source>
        <translation>Servidor del club</translation>
    </message>
    <message>
        <source>Every game stored here is also sent to the club&apos;s PostgreSQL server when it can be reached. The games stay on this machine either way.</source>
        <translation>Cada partida guardada aquí se envía también al servidor PostgreSQL del club cuando se puede contactar con él. Las partidas se quedan en este equipo de todos modos.</translation>
    </message>
    <message>
        <source>Connection (a postgresql:// URL or a libpq connection string)</source>
        <translation>Conexión (una URL postgresql:// o una cadena de conexión de libpq)</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Conexión</translation>
    </message>
    <message>
        <source>Password (one is kept; leave empty to keep it)</source>
        <translation>Contraseña (hay una guardada; déjala vacía para conservarla)</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Contraseña</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Probar la conexión</translation>
    </message>
    <message>
        <source>Encrypted: yes</source>
        <translation>Cifrada: sí</translation>
    </message>
    <message>
        <source>Encrypted: no</source>
        <translation>Cifrada: no</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>ClubLeague</name>
    <message>
        <source>read the club&apos;s seasons</source>
        <translation>leer las temporadas del club</translation>
    </message>
    <message>
        <source>the club server has no season called &quot;%1&quot;</source>
        <extracomment>%1 the season&apos;s name as given</extracomment>
        <translation>el servidor del club no tiene ninguna temporada llamada «%1»</translation>
    </message>
    <message>
        <source>set the season &quot;%1&quot;</source>
        <extracomment>%1 the season&apos;s name</extracomment>
        <translation>fijar la temporada «%1»</translation>
    </message>
    <message>
        <source>read the club&apos;s games</source>
        <translation>leer las partidas del club</translation>
    </message>
    <message>
        <source>read the club&apos;s results</source>
        <translation>leer los resultados del club</translation>
    </message>
</context>
<context>
    <name>ClubResults</name>
    <message>
        <source>keep the result of game %1</source>
        <extracomment>%1 the game&apos;s UUID</extracomment>
        <translation>guardar el resultado de la partida %1</translation>
    </message>
    <message>
        <source>read the kept results</source>
        <translation>leer los resultados guardados</translation>
    </message>
    <message>
        <source>only an organiser&apos;s role may repair the kept results; without --repair any role may check them</source>
        <translation>solo el rol de un organizador puede reparar los resultados guardados; sin --repair cualquier rol puede comprobarlos</translation>
    </message>
    <message>
        <source>repair the kept results</source>
        <translation>reparar los resultados guardados</translation>
    </message>
</context>
<context>
    <name>ClubSchema</name>
    <message>
        <source>the club server went away while trying to %1: %2</source>
        <extracomment>%1 what was being done (&quot;push game …&quot;), %2 the driver&apos;s reason</extracomment>
        <translation>el servidor del club se perdió durante la operación «%1»: %2</translation>
    </message>
    <message>
        <source>the club server refused to %1: %2</source>
        <extracomment>%1 what was being done (&quot;push game …&quot;), %2 the server&apos;s reason</extracomment>
        <translation>el servidor del club ha rechazado la operación «%1»: %2</translation>
    </message>
    <message>
        <source>read the schema version</source>
        <translation>leer la versión del esquema</translation>
    </message>
    <message>
        <source>the database has no schema &quot;meeple&quot;: run the club&apos;s setup SQL as a superuser first (docs/club.md)</source>
        <translation>la base de datos no tiene el esquema «meeple»: ejecuta primero el SQL de configuración del club como superusuario (docs/club.md)</translation>
    </message>
    <message>
        <source>the club server&apos;s schema is at version %1, newer than this program knows (%2); update Meeple Ledger</source>
        <extracomment>%1 the server&apos;s schema version, %2 the newest this program knows</extracomment>
        <translation>el esquema del servidor del club está en la versión %1, más reciente de la que conoce este programa (%2); actualiza Meeple Ledger</translation>
    </message>
    <message>
        <source>the club server&apos;s schema is at version %1 and this program needs %2: connect once with an organiser&apos;s role to upgrade it</source>
        <extracomment>%1 the server&apos;s schema version, %2 the one this program needs</extracomment>
        <translation>el esquema del servidor del club está en la versión %1 y este programa necesita la %2: conéctate una vez con un rol de organizador para actualizarlo</translation>
    </message>
    <message>
        <source>upgrade the schema</source>
        <translation>actualizar el esquema</translation>
    </message>
    <message>
        <source>the club server&apos;s schema is at version %1, which no upgrade starts from</source>
        <extracomment>%1 the server&apos;s schema version</extracomment>
        <translation>el esquema del servidor del club está en la versión %1, desde la que no parte ninguna actualización</translation>
    </message>
    <message>
        <source>the club server went away while trying to %1: the connection was closed</source>
        <extracomment>%1 what was being done (&quot;push game …&quot;)</extracomment>
        <translation>el servidor del club se perdió durante la operación «%1»: la conexión se cerró</translation>
    </message>
</context>
<context>
    <name>ClubScreen</name>
    <message>
        <source>Club night</source>
        <translation>Noche del club</translation>
    </message>
    <message>
        <source>Live · updated %1</source>
        <extracomment>%1 the time of day the club server was last read</extracomment>
        <translation>En directo · actualizado a las %1</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>En directo</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Sin conexión</translation>
    </message>
    <message>
        <source>%1. Trying again…</source>
        <extracomment>%1 why the club server cannot be read (a sentence without its full stop); the screen keeps trying by itself</extracomment>
        <translation>%1. Volviendo a intentarlo…</translation>
    </message>
    <message>
        <source>No game in progress at any table.</source>
        <translation>No hay ninguna partida en curso en ninguna mesa.</translation>
    </message>
    <message numerus="yes">
        <source>turn %n</source>
        <extracomment>%n how many turns the game at that table has begun</extracomment>
        <translation>
            <numerusform>turno %n</numerusform>
            <numerusform>turno %n</numerusform>
        </translation>
    </message>
    <message>
        <source>to play</source>
        <translation>juega</translation>
    </message>
    <message>
        <source>Standings: %1</source>
        <extracomment>%1 the season&apos;s name</extracomment>
        <translation>Clasificación: %1</translation>
    </message>
    <message>
        <source>Standings: every game</source>
        <translation>Clasificación: todas las partidas</translation>
    </message>
    <message>
        <source>No finished game yet.</source>
        <translation>Todavía no hay ninguna partida terminada.</translation>
    </message>
    <message>
        <source>%1 of %2 won</source>
        <extracomment>%1 wins, %2 games: &quot;2 of 3 won&quot;</extracomment>
        <translation>%1 de %2 ganadas</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) counted.</source>
        <extracomment>%n finished games the standings count</extracomment>
        <translation>
            <numerusform>%n partida terminada contada.</numerusform>
            <numerusform>%n partidas terminadas contadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Another table holds another version of this game: it awaits the organiser.</source>
        <translation>Otra mesa tiene otra versión de esta partida: espera al organizador.</translation>
    </message>
    <message numerus="yes">
        <source>%n version(s) from a table that does not own the game await the organiser; they count for nothing.</source>
        <extracomment>%n versions of games held by tables that do not own them</extracomment>
        <translation>
            <numerusform>%n versión de una mesa a la que no pertenece la partida espera al organizador; no cuenta.</numerusform>
            <numerusform>%n versiones de mesas a las que no pertenece la partida esperan al organizador; no cuentan.</numerusform>
        </translation>
    </message>
    <message>
        <source>Table %1</source>
        <extracomment>%1 the first characters of the device id of a library without a name</extracomment>
        <translation>Mesa %1</translation>
    </message>
</context>
<context>
    <name>ClubSecrets</name>
    <message>
        <source>the folder %1 cannot be created</source>
        <extracomment>%1 a folder</extracomment>
        <translation>no se puede crear la carpeta %1</translation>
    </message>
    <message>
        <source>the password cannot be kept in %1: %2</source>
        <extracomment>%1 a file, %2 the reason</extracomment>
        <translation>no se puede guardar la contraseña en %1: %2</translation>
    </message>
</context>
<context>
    <name>ClubSetup</name>
    <message>
        <source>the club server refused to %1: that needs a superuser&apos;s connection (or a role that may create roles), such as the postgres user&apos;s</source>
        <extracomment>%1 what was being done (&quot;create the login role table_3&quot;)</extracomment>
        <translation>el servidor del club ha rechazado la operación «%1»: hace falta la conexión de un superusuario (o de un rol que pueda crear roles), como la del usuario postgres</translation>
    </message>
    <message>
        <source>create the club&apos;s roles and schema</source>
        <translation>crear los roles y el esquema del club</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a login&apos;s name: use 1 to 63 lower-case letters, digits and _, starting with a letter (table_3)</source>
        <extracomment>%1 the name given for a table&apos;s or an organiser&apos;s login</extracomment>
        <translation>«%1» no puede ser el nombre de un inicio de sesión: usa de 1 a 63 letras minúsculas, dígitos y _, empezando por una letra (table_3)</translation>
    </message>
    <message>
        <source>create the login role %1</source>
        <extracomment>what was being done, inside &quot;the club server refused to …&quot;; %1 a login&apos;s name</extracomment>
        <translation>crear el rol de inicio de sesión %1</translation>
    </message>
</context>
<context>
    <name>ClubSync</name>
    <message>
        <source>register this library</source>
        <translation>registrar esta biblioteca</translation>
    </message>
    <message>
        <source>this library (device %1) is registered on the club server by the role %2; connect with that role</source>
        <extracomment>%1 the library&apos;s device id, %2 the club role that registered it</extracomment>
        <translation>esta biblioteca (dispositivo %1) está registrada en el servidor del club por el rol %2; conéctate con ese rol</translation>
    </message>
    <message>
        <source>push game %1</source>
        <extracomment>%1 the game&apos;s UUID</extracomment>
        <translation>enviar la partida %1</translation>
    </message>
    <message>
        <source>read the club&apos;s games</source>
        <translation>leer las partidas del club</translation>
    </message>
    <message>
        <source>read which games the club server holds</source>
        <translation>leer qué partidas tiene el servidor del club</translation>
    </message>
    <message>
        <source>hand over game %1</source>
        <extracomment>%1 the game&apos;s UUID as given</extracomment>
        <translation>ceder la partida %1</translation>
    </message>
    <message>
        <source>the club server has no game %1 (give its UUID, or at least its first 8 characters)</source>
        <extracomment>%1 the game&apos;s UUID as given</extracomment>
        <translation>el servidor del club no tiene ninguna partida %1 (indica su UUID, o al menos sus 8 primeros caracteres)</translation>
    </message>
    <message>
        <source>more than one game on the club server begins with %1: give more of its UUID</source>
        <extracomment>%1 the beginning of a UUID as given</extracomment>
        <translation>más de una partida del servidor del club empieza por %1: indica más de su UUID</translation>
    </message>
    <message>
        <source>game %1 belongs to %2: only that table or an organiser may hand it over</source>
        <extracomment>%1 the game&apos;s UUID, %2 the table that owns it</extracomment>
        <translation>la partida %1 pertenece a %2: solo esa mesa o un organizador puede cederla</translation>
    </message>
    <message>
        <source>the club server knows no table called %1 (give its library&apos;s name or its device id)</source>
        <extracomment>%1 the device as given</extracomment>
        <translation>el servidor del club no conoce ninguna mesa llamada %1 (indica el nombre de su biblioteca o el id de su dispositivo)</translation>
    </message>
    <message>
        <source>more than one table on the club server is called %1: give its device id</source>
        <extracomment>%1 the device as given</extracomment>
        <translation>más de una mesa del servidor del club se llama %1: indica el id de su dispositivo</translation>
    </message>
    <message>
        <source>the club server cannot be reached now; try again in a moment</source>
        <translation>ahora no se puede acceder al servidor del club; inténtalo de nuevo en un momento</translation>
    </message>
</context>
<context>
    <name>ClubWindow</name>
    <message>
        <source>Meeple Ledger — club night</source>
        <extracomment>the window title of the club&apos;s projector screen</extracomment>
        <translation>Meeple Ledger — noche del club</translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <source>Could not %1 in the game library %2: %3</source>
        <extracomment>%1 what was being done, one of this context&apos;s action phrases (&quot;read the games&quot;), %2 the library file, %3 SQLite&apos;s reason</extracomment>
        <translation>No se pudo %1 en la biblioteca de partidas %2: %3</translation>
    </message>
    <message>
        <source>The game library %1 is not open.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>La biblioteca de partidas %1 no está abierta.</translation>
    </message>
    <message>
        <source>%1 is a SQLite database of another program, not a Meeple Ledger game library; it was left untouched.</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>%1 es una base de datos SQLite de otro programa, no una biblioteca de partidas de Meeple Ledger; no se ha modificado.</translation>
    </message>
    <message>
        <source>%1 has tables but no game library schema version; it was left untouched.</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>%1 tiene tablas pero ninguna versión de esquema de biblioteca de partidas; no se ha modificado.</translation>
    </message>
    <message>
        <source>The game library %1 was written by a newer version of Meeple Ledger (library schema %2; this version reads up to schema %3). It was left untouched: update Meeple Ledger to open it.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>La biblioteca de partidas %1 la escribió una versión más reciente de Meeple Ledger (esquema %2; esta versión lee hasta el esquema %3). No se ha modificado: actualiza Meeple Ledger para abrirla.</translation>
    </message>
    <message>
        <source>The game library %1 is not a SQLite database (%2).</source>
        <extracomment>%1 the library file, %2 SQLite&apos;s reason</extracomment>
        <translation>La biblioteca de partidas %1 no es una base de datos SQLite (%2).</translation>
    </message>
    <message>
        <source>The game library %1 is damaged (%2).</source>
        <extracomment>%1 the library file, %2 SQLite&apos;s reason</extracomment>
        <translation>La biblioteca de partidas %1 está dañada (%2).</translation>
    </message>
    <message>
        <source>It could not be moved aside to %1 (%2), so nothing was changed; move or delete it, then open the library again.</source>
        <extracomment>%1 where the damaged file was to go, %2 the reason</extracomment>
        <translation>No se pudo apartar a %1 (%2), así que no se ha cambiado nada; muévela o bórrala y vuelve a abrir la biblioteca.</translation>
    </message>
    <message>
        <source>It was moved to %1, but %2 could not follow it (%3); move that file too before opening the library again.</source>
        <extracomment>%1 where the damaged file went, %2 a file that belongs with it (its journal), %3 the reason</extracomment>
        <translation>Se movió a %1, pero %2 no pudo acompañarla (%3); mueve también ese archivo antes de volver a abrir la biblioteca.</translation>
    </message>
    <message>
        <source>It was moved aside to %1 without changing it; opening the library again starts a new, empty one.</source>
        <extracomment>%1 where the damaged file went</extracomment>
        <translation>Se apartó a %1 sin modificarla; al volver a abrir la biblioteca se empieza una nueva y vacía.</translation>
    </message>
    <message>
        <source>prepare the backup before upgrading</source>
        <translation>preparar la copia de seguridad antes de actualizar</translation>
    </message>
    <message>
        <source>The game library %1 needs an upgrade, but another program is using it; close that program and open the library again. Nothing was changed.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>La biblioteca de partidas %1 necesita una actualización, pero otro programa la está usando; cierra ese programa y vuelve a abrir la biblioteca. No se ha cambiado nada.</translation>
    </message>
    <message>
        <source>Could not copy the game library %1 to %2 before upgrading it (%3); nothing was changed.</source>
        <extracomment>%1 the library file, %2 the copy&apos;s path, %3 the reason</extracomment>
        <translation>No se pudo copiar la biblioteca de partidas %1 a %2 antes de actualizarla (%3); no se ha cambiado nada.</translation>
    </message>
    <message>
        <source>switch to write-ahead logging</source>
        <translation>activar el registro de escritura anticipada (WAL)</translation>
    </message>
    <message>
        <source>configure the connection</source>
        <translation>configurar la conexión</translation>
    </message>
    <message>
        <source>create the tables</source>
        <translation>crear las tablas</translation>
    </message>
    <message>
        <source>Could not upgrade the game library %1 to schema %2 (%3): %4. The upgrade was rolled back and the library is still at schema %5; a copy made before it is at %6.</source>
        <extracomment>%1 the library file, %2 the schema version the upgrade leads to, %3 what that step changes (&quot;add a summary row to every game&quot;), %4 why it failed, %5 the version the library stays at, %6 the copy made before the upgrade %1 the library file&apos;s path</extracomment>
        <translation>No se pudo actualizar la biblioteca de partidas %1 al esquema %2 (%3): %4. La actualización se ha deshecho y la biblioteca sigue en el esquema %5; hay una copia hecha antes en %6.</translation>
    </message>
    <message>
        <source>No file name was given for the game library.</source>
        <translation>No se indicó ningún nombre de archivo para la biblioteca de partidas.</translation>
    </message>
    <message>
        <source>Could not create the folder %1 for the game library.</source>
        <extracomment>%1 the folder&apos;s path</extracomment>
        <translation>No se pudo crear la carpeta %1 para la biblioteca de partidas.</translation>
    </message>
    <message>
        <source>%1 is not a file; the game library cannot be stored there.</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>%1 no es un archivo; la biblioteca de partidas no se puede guardar ahí.</translation>
    </message>
    <message>
        <source>Could not read the game library %1: %2</source>
        <extracomment>%1 the library file, %2 the reason</extracomment>
        <translation>No se pudo leer la biblioteca de partidas %1: %2</translation>
    </message>
    <message>
        <source>it does not begin with the SQLite header</source>
        <translation>no empieza con la cabecera de SQLite</translation>
    </message>
    <message>
        <source>Could not open the game library %1: %2</source>
        <extracomment>%1 the library file, %2 the reason</extracomment>
        <translation>No se pudo abrir la biblioteca de partidas %1: %2</translation>
    </message>
    <message>
        <source>Could not %1 in the game library %2: the disk is full. Nothing was written; free some space and try again.</source>
        <extracomment>%1 what was being done, one of this context&apos;s action phrases (&quot;read the games&quot;), %2 the library file</extracomment>
        <translation>No se pudo %1 en la biblioteca de partidas %2: el disco está lleno. No se escribió nada; libera espacio y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>the file %1 was replaced by another one</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>el archivo %1 fue sustituido por otro</translation>
    </message>
    <message>
        <source>the file %1 was deleted or renamed</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>el archivo %1 fue borrado o renombrado</translation>
    </message>
    <message>
        <source>its write-ahead log %1 was deleted or replaced</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>su registro de escritura anticipada %1 fue borrado o sustituido</translation>
    </message>
    <message>
        <source>While Meeple Ledger had the game library open, %1, and its games could not be saved back to %2 (%3). Nothing more is stored until that works: free some space or put the file back, then try again.</source>
        <extracomment>%1 what happened to the file (&quot;the file … was deleted or renamed&quot;), %2 the library file, %3 the reason</extracomment>
        <translation>Mientras Meeple Ledger tenía abierta la biblioteca de partidas, %1, y sus partidas no se pudieron volver a guardar en %2 (%3). No se guarda nada más hasta que funcione: libera espacio o vuelve a poner el archivo y reinténtalo.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <source>the copy could not be written to the disk</source>
        <translation>no se pudo escribir la copia en el disco</translation>
    </message>
    <message>
        <source>the file in its place could not be moved to %1</source>
        <extracomment>%1 the path it was to be kept at</extracomment>
        <translation>el archivo que ocupaba su lugar no se pudo mover a %1</translation>
    </message>
    <message>
        <source>%1 could not be moved to %2</source>
        <extracomment>%1 a file that belongs with the library (its journal), %2 where it was to go</extracomment>
        <translation>%1 no se pudo mover a %2</translation>
    </message>
    <message>
        <source>the copy %1 could not be renamed to it</source>
        <extracomment>%1 the copy&apos;s path</extracomment>
        <translation>la copia %1 no se pudo renombrar con ese nombre</translation>
    </message>
    <message>
        <source>While Meeple Ledger had the game library open, %1. Its games were saved back to %2, but opening it again failed: %3</source>
        <extracomment>%1 what happened to the file (&quot;the file … was deleted or renamed&quot;), %2 the library file, %3 why opening it again failed</extracomment>
        <translation>Mientras Meeple Ledger tenía abierta la biblioteca de partidas, %1. Sus partidas se volvieron a guardar en %2, pero no se pudo abrir de nuevo: %3</translation>
    </message>
    <message>
        <source>While Meeple Ledger had the game library open, %1. Every game it held was saved back to %2: nothing entered is lost.</source>
        <extracomment>%1 what happened to the file (&quot;the file … was deleted or renamed&quot;), %2 the library file</extracomment>
        <translation>Mientras Meeple Ledger tenía abierta la biblioteca de partidas, %1. Todas sus partidas se volvieron a guardar en %2: no se ha perdido nada de lo introducido.</translation>
    </message>
    <message>
        <source>What was found in its place was kept as %1.</source>
        <extracomment>%1 the path it was kept at</extracomment>
        <translation>Lo que ocupaba su lugar se conservó como %1.</translation>
    </message>
    <message>
        <source>it is on a read-only file system</source>
        <translation>está en un sistema de archivos de solo lectura</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>el archivo es de solo lectura</translation>
    </message>
    <message>
        <source>its folder %1 is read-only</source>
        <extracomment>%1 the folder of the library file</extracomment>
        <translation>su carpeta %1 es de solo lectura</translation>
    </message>
    <message>
        <source>The game library %1 is read-only (%2): its games can be viewed but not changed.</source>
        <extracomment>%1 the library file, %2 why it is read-only</extracomment>
        <translation>La biblioteca de partidas %1 es de solo lectura (%2): sus partidas se pueden ver, pero no cambiar.</translation>
    </message>
    <message>
        <source>The game library %1 is damaged (%2), and it could not be moved aside because it is read-only (%3). Copy it to a folder you can write to and open it there.</source>
        <extracomment>%1 the library file, %2 SQLite&apos;s reason, %3 why the file is read-only</extracomment>
        <translation>La biblioteca de partidas %1 está dañada (%2) y no se pudo apartar porque es de solo lectura (%3). Cópiala a una carpeta en la que puedas escribir y ábrela allí.</translation>
    </message>
    <message>
        <source>The game library %1 needs to be set up or upgraded before it can be read, but it is read-only (%2); it was left untouched. Make it writable, or copy it to a folder you can write to, and open it again.</source>
        <extracomment>%1 the library file, %2 why it is read-only</extracomment>
        <translation>La biblioteca de partidas %1 debe prepararse o actualizarse antes de poder leerse, pero es de solo lectura (%2); no se ha tocado. Hazla modificable o cópiala a una carpeta en la que puedas escribir y vuelve a abrirla.</translation>
    </message>
    <message>
        <source>There is no game library at %1 yet, and none can be made there (%2).</source>
        <extracomment>%1 the library file, %2 why none can be made there</extracomment>
        <translation>Todavía no hay ninguna biblioteca de partidas en %1 y no se puede crear allí (%2).</translation>
    </message>
    <message>
        <source>Could not copy the game library %1 to %2: %3</source>
        <extracomment>%1 the library file, %2 the copy&apos;s path, %3 the reason</extracomment>
        <translation>No se pudo copiar la biblioteca de partidas %1 a %2: %3</translation>
    </message>
</context>
<context>
    <name>DisputeDialog</name>
    <message>
        <source>Explain a payout</source>
        <translation>Explicar una puntuación</translation>
    </message>
    <message>
        <source>%1 for %2 — %3</source>
        <extracomment>%1 points (signed), %2 player, %3 rule name</extracomment>
        <translation>%1 para %2 — %3</translation>
    </message>
    <message>
        <source>Left language</source>
        <translation>Idioma de la izquierda</translation>
    </message>
    <message>
        <source>Right language</source>
        <translation>Idioma de la derecha</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>Expansions</name>
    <message>
        <source>The Tower</source>
        <translation>La Torre</translation>
    </message>
    <message>
        <source>tower</source>
        <translation>La Torre</translation>
    </message>
    <message>
        <source>The Messengers</source>
        <translation>Los Mensajeros</translation>
    </message>
    <message>
        <source>messengers</source>
        <translation>Los Mensajeros</translation>
    </message>
    <message>
        <source>The Robbers</source>
        <translation>Ladrones</translation>
    </message>
    <message>
        <source>robbers</source>
        <translation>Ladrones</translation>
    </message>
    <message>
        <source>Under the Big Top</source>
        <translation>El Circo</translation>
    </message>
    <message>
        <source>bigtop</source>
        <translation>El Circo</translation>
    </message>
    <message>
        <source>Ghosts, Castles and Cemeteries</source>
        <translation>Fantasmas, Castillos y Cementerios</translation>
    </message>
    <message>
        <source>ghosts</source>
        <translation>Fantasmas, Castillos y Cementerios</translation>
    </message>
    <message>
        <source>The Abbot</source>
        <translation>El Abad</translation>
    </message>
    <message>
        <source>abbot</source>
        <translation>El Abad</translation>
    </message>
    <message>
        <source>Inns and Cathedrals</source>
        <translation>Posadas y Catedrales</translation>
    </message>
    <message>
        <source>inns</source>
        <translation>Posadas y Catedrales</translation>
    </message>
    <message>
        <source>Traders and Builders</source>
        <translation>Constructores y Comerciantes</translation>
    </message>
    <message>
        <source>traders</source>
        <translation>Constructores y Comerciantes</translation>
    </message>
</context>
<context>
    <name>FeatureCard</name>
    <message>
        <source>open</source>
        <translation>abierta</translation>
    </message>
    <message>
        <source>%1&apos;s %2 (%3)</source>
        <extracomment>%1 the player&apos;s name, %2 the kind of figure (meeple, guard meeple…), %3 the figure&apos;s id</extracomment>
        <translation>%2 de %1 (%3)</translation>
    </message>
    <message>
        <source>No figure on top</source>
        <translation>Ninguna figura en lo alto</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Vacío</translation>
    </message>
    <message>
        <source>Score…</source>
        <translation>Puntuar…</translation>
    </message>
    <message>
        <source>Score pyramid…</source>
        <translation>Puntuar la pirámide…</translation>
    </message>
    <message>
        <source>More ▾</source>
        <translation>Más ▾</translation>
    </message>
    <message>
        <source>Add a ghost…</source>
        <translation>Añadir un fantasma…</translation>
    </message>
    <message>
        <source>Capture with a tower floor…</source>
        <translation>Capturar con un segmento de torre…</translation>
    </message>
    <message>
        <source>Take a figure off (correction)…</source>
        <translation>Retirar una figura (corrección)…</translation>
    </message>
    <message>
        <source>Join with another road…</source>
        <translation>Unir con otro camino…</translation>
    </message>
    <message>
        <source>Join with another city…</source>
        <translation>Unir con otra ciudad…</translation>
    </message>
    <message>
        <source>Join with another field…</source>
        <translation>Unir con otro campo…</translation>
    </message>
    <message>
        <source>%1 of %2 acrobats</source>
        <extracomment>%1 the acrobat space&apos;s acrobats, %2 a full pyramid&apos;s</extracomment>
        <translation>%1 de %2 equilibristas</translation>
    </message>
    <message>
        <source>Score %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>Puntuar %1</translation>
    </message>
    <message>
        <source>More actions on %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>Más acciones sobre %1</translation>
    </message>
    <message>
        <source>A name of your own, e.g. the river city</source>
        <extracomment>The field where the players type a feature&apos;s name of their own</extracomment>
        <translation>Un nombre propio, p. ej. la ciudad del río</translation>
    </message>
    <message>
        <source>Name of %1</source>
        <extracomment>%1 the feature as the players see it (&quot;Ana&apos;s city&quot;)</extracomment>
        <translation>Nombre de %1</translation>
    </message>
    <message>
        <source>Name it… (F2)</source>
        <translation>Ponerle nombre… (F2)</translation>
    </message>
    <message>
        <source>Rename… (F2)</source>
        <translation>Cambiar el nombre… (F2)</translation>
    </message>
</context>
<context>
    <name>FeatureMarks</name>
    <message>
        <source>Inn</source>
        <extracomment>the inn by a lake on a road tile (Inns and Cathedrals), as the rulebook names it</extracomment>
        <translation>Posada</translation>
    </message>
    <message>
        <source>Cathedral</source>
        <extracomment>the cathedral in a city (Inns and Cathedrals), as the rulebook names it</extracomment>
        <translation>Catedral</translation>
    </message>
    <message numerus="yes">
        <source>completed: %n point(s) per tile</source>
        <extracomment>what a road with an inn scores once completed; %n points per tile</extracomment>
        <translation>
            <numerusform>al completarse: %n punto por loseta</numerusform>
            <numerusform>al completarse: %n puntos por loseta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>completed: %n point(s) per tile and per coat of arms</source>
        <extracomment>what a city with a cathedral scores once completed; %n points per tile and per coat of arms</extracomment>
        <translation>
            <numerusform>al completarse: %n punto por loseta y por escudo</numerusform>
            <numerusform>al completarse: %n puntos por loseta y por escudo</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · still open at the end: %2</source>
        <extracomment>%1 what the feature scores once completed, %2 what it scores if still open at the end</extracomment>
        <translation>%1 · sin completar al final: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>what a road with an inn or a city with a cathedral still open at the end scores; %n points</extracomment>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FeatureNames</name>
    <message>
        <source>%1 and %2</source>
        <extracomment>The players on one feature: %1 all but the last (joined by &quot;, &quot;), %2 the last</extracomment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>tower %1, height %2</source>
        <extracomment>%1 the tower&apos;s number, %2 its floors</extracomment>
        <translation>torre %1, altura %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A feature nobody stands on: %1 its type, %2 its number</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1&apos;s road</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>camino de %1</translation>
    </message>
    <message>
        <source>%1&apos;s city</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>ciudad de %1</translation>
    </message>
    <message>
        <source>%1&apos;s monastery</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>monasterio de %1</translation>
    </message>
    <message>
        <source>%1&apos;s field</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>campo de %1</translation>
    </message>
    <message>
        <source>%1&apos;s haunted castle</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>castillo encantado de %1</translation>
    </message>
    <message>
        <source>%1&apos;s cemetery</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>cementerio de %1</translation>
    </message>
    <message>
        <source>%1&apos;s acrobat space</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>espacio de equilibristas de %1</translation>
    </message>
    <message>
        <source>%1&apos;s garden</source>
        <extracomment>%1 the player on it (&quot;Ana&quot;)</extracomment>
        <translation>jardín de %1</translation>
    </message>
</context>
<context>
    <name>FeatureNotes</name>
    <message>
        <source>read the feature names of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>leer los nombres de las construcciones de la partida %1</translation>
    </message>
    <message numerus="yes">
        <source>A feature&apos;s name has at most %n character(s); “%1” has %2.</source>
        <extracomment>%1 the name as typed, %2 its length, %n the longest a name may be</extracomment>
        <translation>
            <numerusform>El nombre de una construcción tiene como máximo %n carácter; «%1» tiene %2.</numerusform>
            <numerusform>El nombre de una construcción tiene como máximo %n caracteres; «%1» tiene %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>name a feature of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>poner nombre a una construcción de la partida %1</translation>
    </message>
    <message>
        <source>read the inns and cathedrals noted in game %1</source>
        <extracomment>%1 the game&apos;s number in the library; a mark is an inn or a cathedral the players noted on a feature</extracomment>
        <translation>leer las posadas y catedrales anotadas en la partida %1</translation>
    </message>
    <message>
        <source>note an inn or a cathedral in game %1</source>
        <extracomment>%1 the game&apos;s number in the library; a mark is an inn or a cathedral the players noted on a feature</extracomment>
        <translation>anotar una posada o una catedral en la partida %1</translation>
    </message>
    <message>
        <source>forget the feature names and marks of game %1&apos;s undone events</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>olvidar los nombres y las notas de las construcciones de los eventos deshechos de la partida %1</translation>
    </message>
</context>
<context>
    <name>FeatureTypes</name>
    <message>
        <source>Road</source>
        <translation>Camino</translation>
    </message>
    <message>
        <source>road</source>
        <translation>camino</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Ciudad</translation>
    </message>
    <message>
        <source>city</source>
        <translation>ciudad</translation>
    </message>
    <message>
        <source>Monastery</source>
        <translation>Monasterio</translation>
    </message>
    <message>
        <source>monastery</source>
        <translation>monasterio</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Campo</translation>
    </message>
    <message>
        <source>field</source>
        <translation>campo</translation>
    </message>
    <message>
        <source>Haunted castle</source>
        <translation>Castillo encantado</translation>
    </message>
    <message>
        <source>castle</source>
        <translation>castillo encantado</translation>
    </message>
    <message>
        <source>Cemetery</source>
        <translation>Cementerio</translation>
    </message>
    <message>
        <source>cemetery</source>
        <translation>cementerio</translation>
    </message>
    <message>
        <source>Tower</source>
        <translation>Torre</translation>
    </message>
    <message>
        <source>tower</source>
        <translation>torre</translation>
    </message>
    <message>
        <source>Acrobat space</source>
        <translation>Espacio de equilibristas</translation>
    </message>
    <message>
        <source>acrobats</source>
        <translation>espacio de equilibristas</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>Jardín</translation>
    </message>
    <message>
        <source>garden</source>
        <translation>jardín</translation>
    </message>
</context>
<context>
    <name>FigureKinds</name>
    <message>
        <source>meeple</source>
        <translation>seguidor</translation>
    </message>
    <message>
        <source>guard meeple</source>
        <translation>guardián</translation>
    </message>
    <message>
        <source>guard</source>
        <translation>guardián</translation>
    </message>
    <message>
        <source>ringmaster</source>
        <translation>director de circo</translation>
    </message>
    <message>
        <source>robber</source>
        <translation>ladrón</translation>
    </message>
    <message>
        <source>abbot</source>
        <translation>abad</translation>
    </message>
    <message>
        <source>large meeple</source>
        <translation>seguidor mayor</translation>
    </message>
    <message>
        <source>large</source>
        <translation>seguidor mayor</translation>
    </message>
    <message>
        <source>builder</source>
        <translation>constructor</translation>
    </message>
    <message>
        <source>pig</source>
        <translation>cerdo</translation>
    </message>
</context>
<context>
    <name>FigurePicker</name>
    <message numerus="yes">
        <source>%n ghost(s)</source>
        <extracomment>%n how many ghosts stand on this figure</extracomment>
        <translation>
            <numerusform>%n fantasma</numerusform>
            <numerusform>%n fantasmas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s %2 on %3</source>
        <extracomment>%1 player, %2 figure kind, %3 the feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>%2 de %1 en: %3</translation>
    </message>
</context>
<context>
    <name>FinalScreen</name>
    <message>
        <source>1st</source>
        <translation>1.º</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2.º</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3.º</translation>
    </message>
    <message>
        <source>%1th</source>
        <extracomment>a place in the final ranking: %1 the rank (a number from 4)</extracomment>
        <translation>%1.º</translation>
    </message>
    <message>
        <source>◀ Table</source>
        <translation>◀ Mesa</translation>
    </message>
    <message>
        <source>Final result</source>
        <translation>Resultado final</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Puntuación final</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Biblioteca</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <source>Check and finish</source>
        <translation>Comprobar y terminar</translation>
    </message>
    <message>
        <source>The last big top</source>
        <translation>La última carpa</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 source of points, %2 points</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Check the final payouts</source>
        <translation>Comprueba las puntuaciones finales</translation>
    </message>
    <message>
        <source>Was the big top still standing?</source>
        <translation>¿Seguía montada la carpa?</translation>
    </message>
    <message>
        <source>The monastery&apos;s tile and its neighbours</source>
        <translation>La loseta del monasterio y sus vecinas</translation>
    </message>
    <message>
        <source>No big top at the end</source>
        <translation>Sin carpa al final</translation>
    </message>
    <message>
        <source>%1&apos;s figures around the big top</source>
        <extracomment>%1 the player&apos;s name</extracomment>
        <translation>Figuras de %1 alrededor de la carpa</translation>
    </message>
    <message>
        <source>Nothing is left to score.</source>
        <translation>No queda nada por puntuar.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Back to the table</source>
        <translation>Volver a la mesa</translation>
    </message>
    <message>
        <source>Finish the game</source>
        <translation>Terminar la partida</translation>
    </message>
    <message>
        <source>Next (Enter)</source>
        <translation>Siguiente (Intro)</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Circus and acrobat tiles around %1&apos;s ringmaster</source>
        <extracomment>%1 the ringmaster&apos;s owner</extracomment>
        <translation>Losetas de circo y de equilibristas alrededor del director de circo de %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n point(s)</source>
        <extracomment>%1 the animal of a big top token, %n the points it gives each figure around the big top</extracomment>
        <translation>
            <numerusform>%1 · %n punto</numerusform>
            <numerusform>%1 · %n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — step %2 of %3</source>
        <extracomment>%1 a feature as the players see it (&quot;Ana&apos;s city&quot;), %2 this step&apos;s number, %3 the number of steps</extracomment>
        <translation>%1 — paso %2 de %3</translation>
    </message>
    <message>
        <source>The result was saved to %1.</source>
        <extracomment>%1 the path of the file written</extracomment>
        <translation>El resultado se guardó en %1.</translation>
    </message>
    <message>
        <source>The picture could not be written to %1.</source>
        <extracomment>%1 the path of the picture that could not be written</extracomment>
        <translation>No se pudo escribir la imagen en %1.</translation>
    </message>
    <message>
        <source>Save the record…</source>
        <translation>Guardar el registro…</translation>
    </message>
    <message>
        <source>Results as CSV…</source>
        <extracomment>saves the result, a row per player, as a CSV file for a spreadsheet</extracomment>
        <translation>Resultados en CSV…</translation>
    </message>
    <message>
        <source>Picture…</source>
        <translation>Imagen…</translation>
    </message>
    <message>
        <source>Save a picture of the result</source>
        <translation>Guardar una imagen del resultado</translation>
    </message>
    <message>
        <source>Save the result as CSV</source>
        <translation>Guardar el resultado en CSV</translation>
    </message>
    <message>
        <source>Save the game&apos;s record</source>
        <translation>Guardar el registro de partida</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Registros de partidas (*.json)</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>The button of the save dialog that writes the file</extracomment>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>The garden&apos;s tile and its neighbours</source>
        <translation>La loseta del jardín y sus vecinas</translation>
    </message>
</context>
<context>
    <name>GameLibrary</name>
    <message>
        <source>The game library %1 is not open.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>La biblioteca de partidas %1 no está abierta.</translation>
    </message>
    <message>
        <source>read the games</source>
        <translation>leer las partidas</translation>
    </message>
    <message>
        <source>read the games&apos; events</source>
        <translation>leer los eventos de las partidas</translation>
    </message>
    <message>
        <source>read the games&apos; players</source>
        <translation>leer los jugadores de las partidas</translation>
    </message>
    <message>
        <source>There is no game %1 in the library.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>No hay ninguna partida %1 en la biblioteca.</translation>
    </message>
    <message>
        <source>look up the profile %1</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>buscar el perfil %1</translation>
    </message>
    <message>
        <source>create the profile %1</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>crear el perfil %1</translation>
    </message>
    <message>
        <source>create a game</source>
        <translation>crear una partida</translation>
    </message>
    <message>
        <source>The player in seat %1 has neither a name nor a profile.</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>El jugador del asiento %1 no tiene ni nombre ni perfil.</translation>
    </message>
    <message>
        <source>seat the players of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>sentar a los jugadores de la partida %1</translation>
    </message>
    <message>
        <source>delete game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>borrar la partida %1</translation>
    </message>
    <message>
        <source>A player&apos;s name cannot be empty.</source>
        <translation>El nombre de un jugador no puede estar vacío.</translation>
    </message>
    <message>
        <source>The name &quot;%1&quot; is longer than %2 characters.</source>
        <extracomment>%1 the name as typed, %2 the longest name allowed</extracomment>
        <translation>El nombre «%1» tiene más de %2 caracteres.</translation>
    </message>
    <message>
        <source>The colour of %1 is longer than %2 characters.</source>
        <extracomment>%1 the player&apos;s name, %2 the longest colour allowed</extracomment>
        <translation>El color de %1 tiene más de %2 caracteres.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a language code such as &quot;de&quot; or &quot;pt_BR&quot;.</source>
        <extracomment>%1 the code as given</extracomment>
        <translation>«%1» no es un código de idioma como «de» o «pt_BR».</translation>
    </message>
    <message>
        <source>add the profile %1</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>añadir el perfil %1</translation>
    </message>
    <message>
        <source>A profile named &quot;%1&quot; already exists.</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>Ya existe un perfil llamado «%1».</translation>
    </message>
    <message>
        <source>change the profile %1</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>cambiar el perfil %1</translation>
    </message>
    <message>
        <source>There is no profile %1 in the library.</source>
        <extracomment>%1 the profile&apos;s number in the library</extracomment>
        <translation>No hay ningún perfil %1 en la biblioteca.</translation>
    </message>
    <message>
        <source>remove profile %1</source>
        <extracomment>%1 the profile&apos;s number in the library</extracomment>
        <translation>quitar el perfil %1</translation>
    </message>
    <message>
        <source>read the profiles</source>
        <translation>leer los perfiles</translation>
    </message>
    <message>
        <source>read profile %1</source>
        <extracomment>%1 the profile&apos;s number in the library</extracomment>
        <translation>leer el perfil %1</translation>
    </message>
    <message>
        <source>There is no profile named &quot;%1&quot; in the library.</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>No hay ningún perfil llamado «%1» en la biblioteca.</translation>
    </message>
    <message>
        <source>link a player of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>vincular un jugador de la partida %1</translation>
    </message>
    <message>
        <source>Game %1 has no player &quot;%2&quot;.</source>
        <extracomment>%1 the game&apos;s number in the library, %2 the player&apos;s id</extracomment>
        <translation>La partida %1 no tiene ningún jugador «%2».</translation>
    </message>
    <message>
        <source>import a game</source>
        <translation>importar una partida</translation>
    </message>
    <message>
        <source>import event %1</source>
        <extracomment>%1 the event&apos;s index in the record</extracomment>
        <translation>importar el evento %1</translation>
    </message>
    <message>
        <source>%1 was not imported: %2</source>
        <extracomment>%1 the record file, %2 why it was refused</extracomment>
        <translation>%1 no se ha importado: %2</translation>
    </message>
    <message>
        <source>The record is larger than %1 MiB, the most a game record can be.</source>
        <extracomment>%1 is the largest size of a record in MiB (16) %1 the largest size allowed, in MiB</extracomment>
        <translation>El registro de la partida supera los %1 MiB, el máximo que puede ocupar un registro.</translation>
    </message>
    <message>
        <source>The record is too large to read in the memory available.</source>
        <translation>El registro de la partida es demasiado grande para leerlo con la memoria disponible.</translation>
    </message>
    <message>
        <source>remember the language of %1</source>
        <extracomment>%1 the player&apos;s name</extracomment>
        <translation>recordar el idioma de %1</translation>
    </message>
    <message>
        <source>read the library&apos;s name</source>
        <translation>leer el nombre de la biblioteca</translation>
    </message>
    <message>
        <source>A library&apos;s name must be 1 to %1 characters long.</source>
        <extracomment>%1 is the longest a name may be (40)</extracomment>
        <translation>El nombre de una biblioteca debe tener de 1 a %1 caracteres.</translation>
    </message>
    <message>
        <source>name the library</source>
        <translation>dar nombre a la biblioteca</translation>
    </message>
    <message>
        <source>A backup cannot replace the library %1 itself.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>Una copia de seguridad no puede sustituir a la propia biblioteca %1.</translation>
    </message>
    <message>
        <source>restore the library</source>
        <translation>restaurar la biblioteca</translation>
    </message>
    <message>
        <source>%1 cannot be restored: %2. Nothing was changed.</source>
        <extracomment>%1 is a file name, %2 why it cannot be restored %1 the backup file, %2 why it cannot</extracomment>
        <translation>%1 no se puede restaurar: %2. No se ha cambiado nada.</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>ese archivo no existe</translation>
    </message>
    <message>
        <source>it is not a Meeple Ledger library</source>
        <translation>no es una biblioteca de Meeple Ledger</translation>
    </message>
    <message>
        <source>it was written by a newer version of Meeple Ledger (library schema %1; this version reads up to schema %2)</source>
        <extracomment>%1 the backup&apos;s schema, %2 the newest schema this version reads</extracomment>
        <translation>la escribió una versión más reciente de Meeple Ledger (esquema %1; esta versión lee hasta el esquema %2)</translation>
    </message>
    <message>
        <source>it is damaged</source>
        <translation>está dañada</translation>
    </message>
    <message>
        <source>A name cannot hold control characters or text-direction overrides, which no screen shows as typed: type it again without them.</source>
        <translation>Un nombre no puede contener caracteres de control ni caracteres que cambien la dirección del texto, porque ninguna pantalla los muestra tal como se escribieron: escríbelo de nuevo sin ellos.</translation>
    </message>
    <message>
        <source>The name of the player in seat %1 is longer than %2 characters.</source>
        <extracomment>%1 the seat&apos;s number, from 1, %2 the longest a name may be (40)</extracomment>
        <translation>El nombre del jugador del asiento %1 tiene más de %2 caracteres.</translation>
    </message>
    <message>
        <source>Game %1 was changed outside Meeple Ledger: its event %2 is not as it was stored in %3. The game is kept as it is and cannot be changed; the %2 events before it are intact and can be kept as a new game.</source>
        <extracomment>%1 the game&apos;s number, %2 the event&apos;s index in it (also how many come before it), %3 the library file</extracomment>
        <translation>La partida %1 se ha cambiado fuera de Meeple Ledger: su evento %2 no es como se guardó en %3. La partida se conserva tal cual y no se puede cambiar; los %2 eventos anteriores están intactos y se pueden conservar como una partida nueva.</translation>
    </message>
    <message>
        <source>read event %1</source>
        <extracomment>%1 the event&apos;s index in the record</extracomment>
        <translation>leer el evento %1</translation>
    </message>
    <message>
        <source>check the games&apos; events</source>
        <translation>comprobar los eventos de las partidas</translation>
    </message>
    <message>
        <source>Game %1 is as it was stored: there is nothing to keep apart.</source>
        <extracomment>%1 the game&apos;s number</extracomment>
        <translation>La partida %1 está tal como se guardó: no hay nada que separar.</translation>
    </message>
    <message>
        <source>read game %1</source>
        <extracomment>%1 the game&apos;s number</extracomment>
        <translation>leer la partida %1</translation>
    </message>
</context>
<context>
    <name>GameLibraryModel</name>
    <message>
        <source>The game library is not open.</source>
        <translation>La biblioteca de partidas no está abierta.</translation>
    </message>
    <message>
        <source>%1 is already in the library as game %2: nothing was changed.</source>
        <extracomment>%1 the record file, %2 the number of the game in the library</extracomment>
        <translation>%1 ya está en la biblioteca como partida %2: no se ha cambiado nada.</translation>
    </message>
    <message>
        <source>%1 is a different version of game %3: it differs from it in the events both hold, so both are kept, as game %2 and game %3.</source>
        <extracomment>%1 the record file, %2 the new game&apos;s number, %3 the stored game it differs from</extracomment>
        <translation>%1 es otra versión de la partida %3: difiere de ella en los eventos que ambas contienen, así que se conservan las dos, como partidas %2 y %3.</translation>
    </message>
    <message>
        <source>The picture could not be written to %1.</source>
        <extracomment>%1 the path of the picture that could not be written</extracomment>
        <translation>No se pudo escribir la imagen en %1.</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>This game log belongs to no game library.</source>
        <translation>Este registro de partida no pertenece a ninguna biblioteca de partidas.</translation>
    </message>
    <message>
        <source>Game %1 is no longer in the library.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>La partida %1 ya no está en la biblioteca.</translation>
    </message>
    <message>
        <source>Game %1 was changed in another window or program since it was loaded; reload it and try again.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>La partida %1 se ha cambiado en otra ventana u otro programa desde que se cargó; vuelve a cargarla e inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>update game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>actualizar la partida %1</translation>
    </message>
    <message>
        <source>read game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>leer la partida %1</translation>
    </message>
    <message>
        <source>There is no game %1 in the library.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>No hay ninguna partida %1 en la biblioteca.</translation>
    </message>
    <message>
        <source>Game %1 misses its event %2 in the library %3.</source>
        <extracomment>%1 the game&apos;s number, %2 the event&apos;s index in it, %3 the library file</extracomment>
        <translation>A la partida %1 le falta su evento %2 en la biblioteca %3.</translation>
    </message>
    <message>
        <source>Game %1 should have %2 events in the library %3, but only %4 are stored.</source>
        <extracomment>%1 the game&apos;s number, %2 the events it should have, %3 the library file, %4 the events stored</extracomment>
        <translation>La partida %1 debería tener %2 eventos en la biblioteca %3, pero solo hay %4 guardados.</translation>
    </message>
    <message>
        <source>store event %1 of game %2</source>
        <extracomment>%1 the event&apos;s index in the game, %2 the game&apos;s number in the library</extracomment>
        <translation>guardar el evento %1 de la partida %2</translation>
    </message>
    <message>
        <source>clear the redo history of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>borrar el historial de rehacer de la partida %1</translation>
    </message>
    <message>
        <source>Nothing to undo: game %1 has no event in effect.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Nada que deshacer: la partida %1 no tiene ningún evento vigente.</translation>
    </message>
    <message>
        <source>undo event %1 of game %2</source>
        <extracomment>%1 the event&apos;s index in the game, %2 the game&apos;s number in the library</extracomment>
        <translation>deshacer el evento %1 de la partida %2</translation>
    </message>
    <message>
        <source>Nothing to redo: game %1 has no undone event.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Nada que rehacer: la partida %1 no tiene ningún evento deshecho.</translation>
    </message>
    <message>
        <source>read event %1 of game %2</source>
        <extracomment>%1 the event&apos;s index in the game, %2 the game&apos;s number in the library</extracomment>
        <translation>leer el evento %1 de la partida %2</translation>
    </message>
    <message>
        <source>redo event %1 of game %2</source>
        <extracomment>%1 the event&apos;s index in the game, %2 the game&apos;s number in the library</extracomment>
        <translation>rehacer el evento %1 de la partida %2</translation>
    </message>
    <message>
        <source>Feature %1 is not on the table of game %2.</source>
        <extracomment>%1 the feature&apos;s id in the record, %2 the game&apos;s number in the library</extracomment>
        <translation>La construcción %1 no está en el tablero de la partida %2.</translation>
    </message>
    <message>
        <source>Feature %1 takes no inn or cathedral in this game.</source>
        <extracomment>%1 the feature&apos;s id in the record</extracomment>
        <translation>La construcción %1 no puede tener posada ni catedral en esta partida.</translation>
    </message>
</context>
<context>
    <name>GameRow</name>
    <message>
        <source>Finished</source>
        <translation>Terminada</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>En curso</translation>
    </message>
    <message>
        <source>Last played %1</source>
        <extracomment>%1 date and time the game was last changed</extracomment>
        <translation>Jugada por última vez: %1</translation>
    </message>
    <message>
        <source>Won by %1</source>
        <extracomment>%1 the winners&apos; names, joined by commas</extracomment>
        <translation>Ganada por %1</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <extracomment>%n how many events the unfinished game has recorded</extracomment>
        <translation>
            <numerusform>%n evento</numerusform>
            <numerusform>%n eventos</numerusform>
        </translation>
    </message>
    <message>
        <source>Base game</source>
        <translation>Juego básico</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Borrar…</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>No game is open.</source>
        <translation>No hay ninguna partida abierta.</translation>
    </message>
    <message>
        <source>Choose the feature the figure stands on.</source>
        <translation>Elige la construcción en la que está la figura.</translation>
    </message>
    <message>
        <source>That feature is no longer on the board: nothing was named.</source>
        <translation>Esa construcción ya no está en el tablero: no se ha puesto ningún nombre.</translation>
    </message>
    <message>
        <source>Nothing to enter yet: answer the questions first.</source>
        <translation>Todavía no hay nada que introducir: responde primero a las preguntas.</translation>
    </message>
    <message>
        <source>This was asked in turn %1, which is over; it is turn %2 now, %3&apos;s. Nothing was entered.</source>
        <extracomment>%1 the turn a dialog or button was for, %2 the turn now, %3 the player whose turn it is</extracomment>
        <translation>Esto se preguntó en el turno %1, que ya ha terminado; ahora es el turno %2, el de %3. No se ha introducido nada.</translation>
    </message>
    <message>
        <source>This was asked in another part of %1&apos;s turn (message 4&apos;s extra tile). Nothing was entered.</source>
        <extracomment>%1 the player whose turn it is; message 4 gave them an extra tile, which is a new part of the turn</extracomment>
        <translation>Esto se preguntó en otra parte del turno de %1 (la loseta adicional del mensaje 4). No se ha introducido nada.</translation>
    </message>
    <message>
        <source>That feature is no longer on the board: nothing was noted.</source>
        <translation>Esa construcción ya no está en el tablero: no se ha anotado nada.</translation>
    </message>
</context>
<context>
    <name>GhostBadge</name>
    <message numerus="yes">
        <source>%n ghost(s)</source>
        <extracomment>%n how many ghosts stand on the figure</extracomment>
        <translation>
            <numerusform>%n fantasma</numerusform>
            <numerusform>%n fantasmas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GhostDialog</name>
    <message>
        <source>Add a ghost</source>
        <translation>Añadir un fantasma</translation>
    </message>
    <message>
        <source>Add the ghost</source>
        <translation>Añadir el fantasma</translation>
    </message>
    <message>
        <source>The mist expanded: on another player&apos;s figure</source>
        <translation>La niebla se ha extendido: sobre la figura de otro jugador</translation>
    </message>
    <message>
        <source>The mist was limited: on your own figure</source>
        <translation>La niebla se ha limitado: sobre tu propia figura</translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) left in the supply.</source>
        <extracomment>%n how many ghosts are left in the common supply</extracomment>
        <translation>
            <numerusform>Queda %n fantasma en la reserva.</numerusform>
            <numerusform>Quedan %n fantasmas en la reserva.</numerusform>
        </translation>
    </message>
    <message>
        <source>No figure can take a ghost for this reason.</source>
        <translation>Ninguna figura puede recibir un fantasma por este motivo.</translation>
    </message>
</context>
<context>
    <name>GhostsStep</name>
    <message numerus="yes">
        <source>%n ghost(s) left</source>
        <extracomment>%n how many ghosts are left in the common supply</extracomment>
        <translation>
            <numerusform>queda %n fantasma</numerusform>
            <numerusform>quedan %n fantasmas</numerusform>
        </translation>
    </message>
    <message>
        <source>Ghosts</source>
        <translation>Fantasmas</translation>
    </message>
    <message>
        <source>Add a ghost (G)</source>
        <translation>Añadir un fantasma (G)</translation>
    </message>
</context>
<context>
    <name>Goods</name>
    <message>
        <source>Wine</source>
        <translation>Vino</translation>
    </message>
    <message>
        <source>wine</source>
        <translation>vino</translation>
    </message>
    <message>
        <source>Grain</source>
        <translation>Trigo</translation>
    </message>
    <message>
        <source>grain</source>
        <translation>trigo</translation>
    </message>
    <message>
        <source>Cloth</source>
        <translation>Tela</translation>
    </message>
    <message>
        <source>cloth</source>
        <translation>tela</translation>
    </message>
</context>
<context>
    <name>GoodsDialog</name>
    <message>
        <source>Take the city&apos;s goods</source>
        <translation>Tomar las mercancías de la ciudad</translation>
    </message>
    <message>
        <source>Take the goods</source>
        <translation>Tomar las mercancías</translation>
    </message>
    <message>
        <source>Goods score nothing now: at the end of the game the most tokens of each kind score 10.</source>
        <translation>Las mercancías no puntúan ahora: al final de la partida, la mayoría de cada tipo puntúa 10.</translation>
    </message>
    <message>
        <source>One token for each goods symbol in the city you completed, whoever held it.</source>
        <translation>Una ficha por cada símbolo de mercancía en la ciudad que has completado, fuera de quien fuera.</translation>
    </message>
    <message>
        <source>%1 (%2 left)</source>
        <extracomment>%1 a kind of goods (Wine, Grain, Cloth), %2 how many tokens of it are left in the general supply</extracomment>
        <translation>%1 (quedan %2)</translation>
    </message>
</context>
<context>
    <name>LeagueModel</name>
    <message>
        <source>“%1” is not a day written YYYY-MM-DD, such as 2026-10-01.</source>
        <extracomment>%1 what was typed where a day belongs</extracomment>
        <translation>«%1» no es un día escrito AAAA-MM-DD, como 2026-10-01.</translation>
    </message>
    <message>
        <source>The season&apos;s last day comes before its first day.</source>
        <translation>El último día de la temporada es anterior al primero.</translation>
    </message>
    <message>
        <source>Give the season a name.</source>
        <translation>Ponle un nombre a la temporada.</translation>
    </message>
    <message>
        <source>No club server is set.</source>
        <translation>No hay ningún servidor del club configurado.</translation>
    </message>
    <message>
        <source>A season&apos;s name cannot hold control characters or text-direction overrides: type it again without them.</source>
        <translation>El nombre de una temporada no puede contener caracteres de control ni caracteres que cambien la dirección del texto: escríbelo de nuevo sin ellos.</translation>
    </message>
    <message>
        <source>A season&apos;s name may be at most %1 characters long.</source>
        <extracomment>%1 the longest a name may be (40)</extracomment>
        <translation>El nombre de una temporada puede tener como máximo %1 caracteres.</translation>
    </message>
</context>
<context>
    <name>LeagueScreen</name>
    <message>
        <source>The standings were exported to %1.</source>
        <extracomment>%1 is the path of the file written</extracomment>
        <translation>La clasificación se exportó a %1.</translation>
    </message>
    <message>
        <source>Export the standings</source>
        <translation>Exportar la clasificación</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <extracomment>The button of the export&apos;s file dialog that writes the file</extracomment>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>one source of a player&apos;s points in the league: %1 the source (&quot;Cities&quot;), %2 the points</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <extracomment>Leaves the league for the start screen&apos;s list of games</extracomment>
        <translation>Volver a las partidas</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>League</source>
        <translation>Liga</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Temporada</translation>
    </message>
    <message>
        <source>All finished games</source>
        <translation>Todas las partidas terminadas</translation>
    </message>
    <message>
        <source>A season:</source>
        <translation>Una temporada:</translation>
    </message>
    <message>
        <source>Name, e.g. Autumn 2026</source>
        <extracomment>A placeholder: the kind of name a season is given</extracomment>
        <translation>Nombre, p. ej. Otoño 2026</translation>
    </message>
    <message>
        <source>Season name</source>
        <translation>Nombre de la temporada</translation>
    </message>
    <message>
        <source>From YYYY-MM-DD</source>
        <extracomment>A placeholder for the season&apos;s first day; the letters stand for year, month and day</extracomment>
        <translation>Desde AAAA-MM-DD</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>Primer día</translation>
    </message>
    <message>
        <source>To YYYY-MM-DD</source>
        <extracomment>A placeholder for the season&apos;s last day; the letters stand for year, month and day</extracomment>
        <translation>Hasta AAAA-MM-DD</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>Último día</translation>
    </message>
    <message>
        <source>Show season</source>
        <extracomment>Shows the standings of the season whose name and days were typed</extracomment>
        <translation>Mostrar temporada</translation>
    </message>
    <message>
        <source>%1, %2 to %3</source>
        <extracomment>the standings&apos; title: %1 the season&apos;s name, %2 its first day, %3 its last day</extracomment>
        <translation>%1, del %2 al %3</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s)</source>
        <extracomment>%n how many finished games the standings are made of</extracomment>
        <translation>
            <numerusform>%n partida terminada</numerusform>
            <numerusform>%n partidas terminadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Rating</source>
        <extracomment>column of the league table: the Plackett–Luce rating (mu − 3 sigma)</extracomment>
        <translation>Valoración</translation>
    </message>
    <message>
        <source>Rank</source>
        <extracomment>column of the league table: the position by rating</extracomment>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>column of the league table</extracomment>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>column of the league table: finished games played in the season</extracomment>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>column of the league table</extracomment>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Avg. points</source>
        <extracomment>column of the league table: the mean final score</extracomment>
        <translation>Media de puntos</translation>
    </message>
    <message>
        <source>Avg. place</source>
        <extracomment>column of the league table: the mean place, tied players sharing the better one</extracomment>
        <translation>Puesto medio</translation>
    </message>
    <message>
        <source>Points from</source>
        <extracomment>column of the league table: where the points came from</extracomment>
        <translation>Puntos de</translation>
    </message>
    <message>
        <source>%1: rank %2, rating %3</source>
        <extracomment>read out for a line of the league table: %1 the player, %2 the rank, %3 the rating</extracomment>
        <translation>%1: puesto %2, valoración %3</translation>
    </message>
    <message>
        <source>No finished games in this season yet.</source>
        <translation>Todavía no hay partidas terminadas en esta temporada.</translation>
    </message>
    <message>
        <source>Rating: Weng–Lin Plackett–Luce (as OpenSkill), shown as μ − 3σ; each game updates it once, in the order the games finished. A shared first place is a win for each.</source>
        <extracomment>how the league table is worked out, under it</extracomment>
        <translation>Valoración: Weng–Lin Plackett–Luce (como OpenSkill), mostrada como μ − 3σ; cada partida la actualiza una vez, en el orden en que terminaron las partidas. Un primer puesto compartido es una victoria para cada uno.</translation>
    </message>
    <message>
        <source>This library&apos;s</source>
        <translation>Las de esta biblioteca</translation>
    </message>
    <message>
        <source>Every table&apos;s, from the club server</source>
        <translation>Las de todas las mesas, desde el servidor del club</translation>
    </message>
    <message>
        <source>Not connected: %1</source>
        <extracomment>%1 why the club server cannot be read (a sentence); the screen keeps trying by itself</extracomment>
        <translation>Sin conexión: %1</translation>
    </message>
    <message>
        <source>The picture could not be written to %1.</source>
        <extracomment>%1 the path of the picture that could not be written</extracomment>
        <translation>No se pudo escribir la imagen en %1.</translation>
    </message>
    <message>
        <source>Save a picture of the standings</source>
        <translation>Guardar una imagen de la clasificación</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <source>Picture…</source>
        <translation>Imagen…</translation>
    </message>
    <message>
        <source>Awaiting the organiser</source>
        <translation>Esperan al organizador</translation>
    </message>
    <message>
        <source>%1 holds another version of %2&apos;s game (%3).</source>
        <extracomment>%1 the table holding this version, %2 the table that owns the game, %3 its players</extracomment>
        <translation>%1 tiene otra versión de la partida de %2 (%3).</translation>
    </message>
    <message>
        <source>Count this version</source>
        <translation>Contar esta versión</translation>
    </message>
</context>
<context>
    <name>LedgerExplainer</name>
    <message numerus="yes">
        <source>Incomplete road: %n tile(s) × 1 = %1</source>
        <extracomment>%n the road&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Camino incompleto: %n loseta × 1 = %1</numerusform>
            <numerusform>Camino incompleto: %n losetas × 1 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Road completed: %n tile(s) × 1 = %1</source>
        <extracomment>%n the road&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Camino completado: %n loseta × 1 = %1</numerusform>
            <numerusform>Camino completado: %n losetas × 1 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Incomplete monastery: itself and %n neighbouring tile(s) = %1</source>
        <extracomment>%n the tiles around the monastery, %1 the points</extracomment>
        <translation>
            <numerusform>Monasterio incompleto: él mismo y %n loseta vecina = %1</numerusform>
            <numerusform>Monasterio incompleto: él mismo y %n losetas vecinas = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Monastery completed: itself and 8 neighbouring tiles = 9</source>
        <translation>Monasterio completado: él mismo y 8 losetas vecinas = 9</translation>
    </message>
    <message numerus="yes">
        <source>Field: %n completed cit(y/ies) × 3 = %1</source>
        <extracomment>%n the completed cities bordering the field, %1 the points</extracomment>
        <translation>
            <numerusform>Campo: %n ciudad completada × 3 = %1</numerusform>
            <numerusform>Campo: %n ciudades completadas × 3 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Haunted castle at the end: %n tile(s) with mist × 1 = %1</source>
        <extracomment>%n the tiles with mist around the castle, %1 the points</extracomment>
        <translation>
            <numerusform>Castillo encantado al final: %n loseta con niebla × 1 = %1</numerusform>
            <numerusform>Castillo encantado al final: %n losetas con niebla × 1 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Haunted castle completed: %n tile(s) with mist × 2 = %1</source>
        <extracomment>%n the tiles with mist around the castle, %1 the points</extracomment>
        <translation>
            <numerusform>Castillo encantado completado: %n loseta con niebla × 2 = %1</numerusform>
            <numerusform>Castillo encantado completado: %n losetas con niebla × 2 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Cemetery completed: worth 0; its keeper brings a guard meeple back</source>
        <translation>Cementerio completado: vale 0; quien lo ocupa recupera un guardián</translation>
    </message>
    <message numerus="yes">
        <source>, minus %n ghost(s) × 2 = %1</source>
        <extracomment>added after a feature&apos;s points: %n the ghosts on it, %1 the points left</extracomment>
        <translation>
            <numerusform>, menos %n fantasma × 2 = %1</numerusform>
            <numerusform>, menos %n fantasmas × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (majority with %n figure(s))</source>
        <extracomment>added after a feature&apos;s points: %n the figures that gave the majority</extracomment>
        <translation>
            <numerusform> (mayoría con %n figura)</numerusform>
            <numerusform> (mayoría con %n figuras)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ringmaster bonus: %n circus or acrobat tile(s) × 2 = %1</source>
        <extracomment>%n the circus and acrobat tiles around the ringmaster, %1 the points</extracomment>
        <translation>
            <numerusform>Bonificación del director de circo: %n loseta de circo o de equilibristas × 2 = %1</numerusform>
            <numerusform>Bonificación del director de circo: %n losetas de circo o de equilibristas × 2 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Robber still on the track at the end of the game = 3</source>
        <translation>Ladrón aún en el marcador al final de la partida = 3</translation>
    </message>
    <message>
        <source>Message %1 taken as 2 points</source>
        <extracomment>%1 the number of the message tile (1 to 8)</extracomment>
        <translation>Mensaje %1 tomado como 2 puntos</translation>
    </message>
    <message>
        <source>Message 4: place an extra tile</source>
        <translation>Mensaje 4: coloca una loseta adicional</translation>
    </message>
    <message numerus="yes">
        <source>Message 5: %n coat(s) of arms × 2 = %1</source>
        <extracomment>%n the coats of arms in the player&apos;s cities, %1 the points</extracomment>
        <translation>
            <numerusform>Mensaje 5: %n escudo × 2 = %1</numerusform>
            <numerusform>Mensaje 5: %n escudos × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Message 6: %n knight(s) × 2 = %1</source>
        <extracomment>%n the player&apos;s figures in cities, %1 the points</extracomment>
        <translation>
            <numerusform>Mensaje 6: %n caballero × 2 = %1</numerusform>
            <numerusform>Mensaje 6: %n caballeros × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Message 7: %n farmer(s) × 2 = %1</source>
        <extracomment>%n the player&apos;s figures in fields, %1 the points</extracomment>
        <translation>
            <numerusform>Mensaje 7: %n campesino × 2 = %1</numerusform>
            <numerusform>Mensaje 7: %n campesinos × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Acrobats at the end: %n acrobat(s) × 5 = %1</source>
        <extracomment>%n the player&apos;s acrobats on an unfinished pyramid, %1 the points</extracomment>
        <translation>
            <numerusform>Equilibristas al final: %n equilibrista × 5 = %1</numerusform>
            <numerusform>Equilibristas al final: %n equilibristas × 5 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ghosts at the end: %n ghost(s) × -1 = %1</source>
        <extracomment>%n the ghosts haunting the player&apos;s figures, %1 the points (negative)</extracomment>
        <translation>
            <numerusform>Fantasmas al final: %n fantasma × -1 = %1</numerusform>
            <numerusform>Fantasmas al final: %n fantasmas × -1 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Correction agreed by the table (%1) = %2</source>
        <extracomment>%1 the reason the players typed, %2 the points</extracomment>
        <translation>Corrección acordada en la mesa (%1) = %2</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <extracomment>a rule this version does not know: %1 its id, %2 the points</extracomment>
        <translation>%1 = %2</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <extracomment>a city&apos;s tiles, put in for %1 of &quot;City completed: %1 × 2 + %2 × 2 = %3&quot;</extracomment>
        <translation>
            <numerusform>%n loseta</numerusform>
            <numerusform>%n losetas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coat(s) of arms</source>
        <extracomment>a city&apos;s coats of arms, put in for %2 of &quot;City completed: %1 × 2 + %2 × 2 = %3&quot;</extracomment>
        <translation>
            <numerusform>%n escudo</numerusform>
            <numerusform>%n escudos</numerusform>
        </translation>
    </message>
    <message>
        <source>Incomplete city: %1 × 1 + %2 × 1 = %3</source>
        <extracomment>%1 the city&apos;s tiles (&quot;5 tiles&quot;), %2 its coats of arms (&quot;2 coats of arms&quot;), %3 the points</extracomment>
        <translation>Ciudad incompleta: %1 × 1 + %2 × 1 = %3</translation>
    </message>
    <message numerus="yes">
        <source>Incomplete city: %n tile(s) × 1 = %1</source>
        <extracomment>%n the city&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Ciudad incompleta: %n loseta × 1 = %1</numerusform>
            <numerusform>Ciudad incompleta: %n losetas × 1 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>City completed: %1 × 2 + %2 × 2 = %3</source>
        <extracomment>%1 the city&apos;s tiles (&quot;5 tiles&quot;), %2 its coats of arms (&quot;2 coats of arms&quot;), %3 the points</extracomment>
        <translation>Ciudad completada: %1 × 2 + %2 × 2 = %3</translation>
    </message>
    <message numerus="yes">
        <source>City completed: %n tile(s) × 2 = %1</source>
        <extracomment>%n the city&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Ciudad completada: %n loseta × 2 = %1</numerusform>
            <numerusform>Ciudad completada: %n losetas × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Robber on space %1 steals half of the %n point(s) %2 scored, rounded up = %3</source>
        <extracomment>%1 the number of the robber&apos;s space on the scoring track, %n the points the robbed player scored, %2 the robbed player&apos;s name, %3 the points the robber takes</extracomment>
        <translation>
            <numerusform>Ladrón en la casilla %1: la mitad del %n punto que consiguió %2, redondeando hacia arriba = %3</numerusform>
            <numerusform>Ladrón en la casilla %1: la mitad de los %n puntos que consiguió %2, redondeando hacia arriba = %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Message 1: your road worth the fewest points scores as at the end of the game = %1</source>
        <extracomment>%1 the points</extracomment>
        <translation>Mensaje 1: tu camino que vale menos puntos puntúa como al final de la partida = %1</translation>
    </message>
    <message>
        <source>Message 2: your city worth the fewest points scores as at the end of the game = %1</source>
        <extracomment>%1 the points</extracomment>
        <translation>Mensaje 2: tu ciudad que vale menos puntos puntúa como al final de la partida = %1</translation>
    </message>
    <message>
        <source>Message 3: your monastery worth the fewest points scores as at the end of the game = %1</source>
        <extracomment>%1 the points</extracomment>
        <translation>Mensaje 3: tu monasterio que vale menos puntos puntúa como al final de la partida = %1</translation>
    </message>
    <message>
        <source>Message 8: the meeple has no majority on its feature and returns to the supply = %1</source>
        <extracomment>%1 the points</extracomment>
        <translation>Mensaje 8: el seguidor no tiene la mayoría en su construcción y vuelve a la reserva = %1</translation>
    </message>
    <message>
        <source>Message 8: your meeple&apos;s feature scores for you alone as at the end of the game = %1</source>
        <extracomment>%1 the points of the feature, before any ghost penalty</extracomment>
        <translation>Mensaje 8: la construcción de tu seguidor puntúa solo para ti como al final de la partida = %1</translation>
    </message>
    <message>
        <source>Ransom paid to %1 to free your meeple = -3</source>
        <extracomment>%1 the name of the player who held the meeple prisoner</extracomment>
        <translation>Rescate pagado a %1 para liberar a tu seguidor = -3</translation>
    </message>
    <message>
        <source>Ransom received from %1 for their meeple = 3</source>
        <extracomment>%1 the name of the player whose meeple was held prisoner</extracomment>
        <translation>Rescate recibido de %1 por su seguidor = 3</translation>
    </message>
    <message numerus="yes">
        <source>Acrobat pyramid: %n acrobat(s) × 5 = %1</source>
        <extracomment>%n the player&apos;s acrobats in the pyramid, %1 the points</extracomment>
        <translation>
            <numerusform>Pirámide de equilibristas: %n equilibrista × 5 = %1</numerusform>
            <numerusform>Pirámide de equilibristas: %n equilibristas × 5 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Acrobat pyramid: %1 × 5, minus %2 × 2 = %3</source>
        <extracomment>%1 the player&apos;s acrobats (&quot;3 acrobats&quot;), %2 the ghosts on the pyramid (&quot;1 ghost&quot;), %3 the points</extracomment>
        <translation>Pirámide de equilibristas: %1 × 5, menos %2 × 2 = %3</translation>
    </message>
    <message numerus="yes">
        <source>%n acrobat(s)</source>
        <extracomment>the acrobats of a pyramid, put in for %1 of &quot;Acrobat pyramid: %1 × 5, minus %2 × 2 = %3&quot;</extracomment>
        <translation>
            <numerusform>%n equilibrista</numerusform>
            <numerusform>%n equilibristas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s)</source>
        <extracomment>the ghosts on a pyramid, put in for %2 of &quot;Acrobat pyramid: %1 × 5, minus %2 × 2 = %3&quot;</extracomment>
        <translation>
            <numerusform>%n fantasma</numerusform>
            <numerusform>%n fantasmas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The messenger&apos;s %n point(s) join the scoring meeple</source>
        <extracomment>%n the points the messenger stood on</extracomment>
        <translation>
            <numerusform>El %n punto de la mensajera pasa a la ficha de puntuación</numerusform>
            <numerusform>Los %n puntos de la mensajera pasan a la ficha de puntuación</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big top (%1, worth %2 per meeple): %n meeple(s) around it = %3</source>
        <extracomment>%1 the animal of the big top&apos;s token, %2 the points it gives each figure (a plain number, which is why it is not followed by &quot;points&quot;), %n the player&apos;s figures around the big top, %3 the points</extracomment>
        <translation>
            <numerusform>Carpa (%1, valor %2 por seguidor): %n seguidor alrededor = %3</numerusform>
            <numerusform>Carpa (%1, valor %2 por seguidor): %n seguidores alrededor = %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Field with your pig: %n completed cit(y/ies) × 4 = %1</source>
        <extracomment>%n the completed cities bordering the field, %1 the points; the player&apos;s pig stands in the field</extracomment>
        <translation>
            <numerusform>Campo con tu cerdo: %n ciudad completada × 4 = %1</numerusform>
            <numerusform>Campo con tu cerdo: %n ciudades completadas × 4 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Road with an inn, left incomplete at the end: worth 0</source>
        <translation>Camino con posada, incompleto al final: vale 0</translation>
    </message>
    <message numerus="yes">
        <source>Road with an inn completed: %n tile(s) × 2 = %1</source>
        <extracomment>%n the road&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Camino con posada completado: %n loseta × 2 = %1</numerusform>
            <numerusform>Camino con posada completado: %n losetas × 2 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>City with a cathedral, left incomplete at the end: worth 0</source>
        <translation>Ciudad con catedral, incompleta al final: vale 0</translation>
    </message>
    <message>
        <source>City with a cathedral completed: %1 × 3 + %2 × 3 = %3</source>
        <extracomment>%1 the city&apos;s tiles (&quot;5 tiles&quot;), %2 its coats of arms (&quot;2 coats of arms&quot;), %3 the points</extracomment>
        <translation>Ciudad con catedral completada: %1 × 3 + %2 × 3 = %3</translation>
    </message>
    <message numerus="yes">
        <source>City with a cathedral completed: %n tile(s) × 3 = %1</source>
        <extracomment>%n the city&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Ciudad con catedral completada: %n loseta × 3 = %1</numerusform>
            <numerusform>Ciudad con catedral completada: %n losetas × 3 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Incomplete garden: itself and %n neighbouring tile(s) = %1</source>
        <extracomment>%n the tiles around the garden, %1 the points</extracomment>
        <translation>
            <numerusform>Jardín incompleto: él mismo y %n loseta vecina = %1</numerusform>
            <numerusform>Jardín incompleto: él mismo y %n losetas vecinas = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Garden completed: itself and 8 neighbouring tiles = 9</source>
        <translation>Jardín completado: él mismo y 8 losetas vecinas = 9</translation>
    </message>
    <message numerus="yes">
        <source> (majority with a strength of %n: the large meeple counts 2)</source>
        <extracomment>added after a feature&apos;s points: %n the strength that gave the majority, a large meeple counting 2</extracomment>
        <translation>
            <numerusform> (mayoría con una fuerza de %n: el seguidor mayor cuenta 2)</numerusform>
            <numerusform> (mayoría con una fuerza de %n: el seguidor mayor cuenta 2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Abbot returned early from its garden: itself and %n neighbouring tile(s) = %1</source>
        <extracomment>%n the tiles around the garden, %1 the points before any ghost penalty</extracomment>
        <translation>
            <numerusform>Abad retirado antes de tiempo de su jardín: el jardín y %n loseta vecina = %1</numerusform>
            <numerusform>Abad retirado antes de tiempo de su jardín: el jardín y %n losetas vecinas = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Abbot returned early from its monastery: itself and %n neighbouring tile(s) = %1</source>
        <extracomment>%n the tiles around the monastery, %1 the points before any ghost penalty</extracomment>
        <translation>
            <numerusform>Abad retirado antes de tiempo de su monasterio: el monasterio y %n loseta vecina = %1</numerusform>
            <numerusform>Abad retirado antes de tiempo de su monasterio: el monasterio y %n losetas vecinas = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Most %1 tokens: %n token(s) = 10</source>
        <extracomment>%1 a kind of goods (&quot;Wine&quot;), %n the tokens of it the player holds, the most of anyone (ties all score)</extracomment>
        <translation>
            <numerusform>Mayoría de fichas de %1: %n ficha = 10</numerusform>
            <numerusform>Mayoría de fichas de %1: %n fichas = 10</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LedgerPanel</name>
    <message>
        <source>Ledger</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Todos</translation>
    </message>
    <message>
        <source>Show the payouts of</source>
        <translation>Mostrar las puntuaciones de</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Take back the last event (Ctrl+Z)</source>
        <translation>Deshacer el último evento (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Bring back the undone event (Ctrl+Shift+Z)</source>
        <translation>Rehacer el evento deshecho (Ctrl+Mayús+Z)</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <extracomment>%1 player, %2 rule name, %3 scoring figure</extracomment>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Explain in two languages</source>
        <translation>Explicar en dos idiomas</translation>
    </message>
    <message>
        <source>No points scored yet.</source>
        <translation>Todavía no se ha puntuado nada.</translation>
    </message>
    <message>
        <source>%1 · %2 “%3” · %4</source>
        <extracomment>%1 player, %2 rule name, %3 the name the players gave the feature (&quot;the river city&quot;), %4 scoring figure</extracomment>
        <translation>%1 · %2 «%3» · %4</translation>
    </message>
</context>
<context>
    <name>LibraryBanner</name>
    <message>
        <source>Games cannot be saved: the game library is not open.</source>
        <translation>No se pueden guardar partidas: la biblioteca de partidas no está abierta.</translation>
    </message>
    <message>
        <source>This library is read-only: its games can be viewed but not changed.</source>
        <translation>Esta biblioteca es de solo lectura: sus partidas se pueden ver, pero no cambiar.</translation>
    </message>
    <message>
        <source>%1 Meeple Ledger tries again every few seconds.</source>
        <extracomment>%1 what is wrong with the library, a sentence of its own</extracomment>
        <translation>%1 Meeple Ledger lo vuelve a intentar cada pocos segundos.</translation>
    </message>
    <message>
        <source>Make the file and its folder writable, or copy the library to a folder you can write to, to play new games.</source>
        <translation>Para jugar partidas nuevas, haz que el archivo y su carpeta sean modificables o copia la biblioteca a una carpeta en la que puedas escribir.</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Something happened to the game library&apos;s file.</source>
        <translation>Algo le ha pasado al archivo de la biblioteca de partidas.</translation>
    </message>
</context>
<context>
    <name>LibraryStatistics</name>
    <message>
        <source>The game library is not open.</source>
        <translation>La biblioteca de partidas no está abierta.</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Meeple Ledger</source>
        <translation>Meeple Ledger</translation>
    </message>
    <message>
        <source>Meeple Ledger — turn %1</source>
        <extracomment>the window title: %1 the turn&apos;s number</extracomment>
        <translation>Meeple Ledger — turno %1</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>Join</source>
        <translation>Unir</translation>
    </message>
    <message>
        <source>Which features did the tile join to it?</source>
        <translation>¿Qué construcciones ha unido la loseta a esta?</translation>
    </message>
    <message>
        <source>No other feature of this type is occupied.</source>
        <translation>No hay ninguna otra construcción de este tipo ocupada.</translation>
    </message>
    <message>
        <source>Join with %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>Unir con: %1</translation>
    </message>
</context>
<context>
    <name>MessageDialog</name>
    <message>
        <source>Draw a message</source>
        <translation>Robar un mensaje</translation>
    </message>
    <message>
        <source>Choose a message</source>
        <translation>Elegir un mensaje</translation>
    </message>
    <message>
        <source>Do the action</source>
        <translation>Hacer la acción</translation>
    </message>
    <message>
        <source>Message %1: %2</source>
        <extracomment>%1 the message tile&apos;s number (1 to 8), %2 its name</extracomment>
        <translation>Mensaje %1: %2</translation>
    </message>
    <message>
        <source>Which of your figures is scored?</source>
        <translation>¿Cuál de tus figuras se puntúa?</translation>
    </message>
    <message>
        <source>Which message tile was drawn? (keys 1–%1)</source>
        <extracomment>%1 the number of the last message tile (8)</extracomment>
        <translation>¿Qué loseta de mensaje se ha robado? (teclas 1–%1)</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 figure kind, %2 the feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>%1 en: %2</translation>
    </message>
    <message numerus="yes">
        <source>Take %n point(s)</source>
        <extracomment>%n the points a message taken as points gives (2)</extracomment>
        <translation>
            <numerusform>Tomar %n punto</numerusform>
            <numerusform>Tomar %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n point(s) instead</source>
        <extracomment>%n the points a message taken as points gives (2)</extracomment>
        <translation>
            <numerusform>Tomar %n punto en su lugar</numerusform>
            <numerusform>Tomar %n puntos en su lugar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have nothing on the board this message could score: take the %n point(s).</source>
        <extracomment>%n the points a message taken as points gives (2)</extracomment>
        <translation>
            <numerusform>No tienes nada en el tablero que este mensaje pueda puntuar: toma el %n punto.</numerusform>
            <numerusform>No tienes nada en el tablero que este mensaje pueda puntuar: toma los %n puntos.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MessageStep</name>
    <message>
        <source>✉ %1 landed on a dark space: draw a message tile!</source>
        <extracomment>%1 the active player&apos;s name; their scoring meeple stopped on a dark space of the track</extracomment>
        <translation>✉ %1 ha caído en una casilla oscura: ¡roba una loseta de mensaje!</translation>
    </message>
    <message>
        <source>Resolve the message (M)</source>
        <translation>Resolver el mensaje (M)</translation>
    </message>
</context>
<context>
    <name>MessageTiles</name>
    <message>
        <source>Shortest road</source>
        <translation>Camino más corto</translation>
    </message>
    <message>
        <source>Score your smallest road as at the end of the game; the figures stay.</source>
        <translation>Puntúa tu camino más pequeño como al final de la partida; las figuras se quedan.</translation>
    </message>
    <message>
        <source>Smallest city</source>
        <translation>Ciudad más pequeña</translation>
    </message>
    <message>
        <source>Score your smallest city as at the end of the game; the figures stay.</source>
        <translation>Puntúa tu ciudad más pequeña como al final de la partida; las figuras se quedan.</translation>
    </message>
    <message>
        <source>Smallest monastery</source>
        <translation>Monasterio más pequeño</translation>
    </message>
    <message>
        <source>Score your smallest monastery as at the end of the game; the figure stays.</source>
        <translation>Puntúa tu monasterio más pequeño como al final de la partida; la figura se queda.</translation>
    </message>
    <message>
        <source>Extra tile</source>
        <translation>Loseta adicional</translation>
    </message>
    <message>
        <source>Draw and place another tile: a new part of this turn.</source>
        <translation>Roba y coloca otra loseta: una nueva parte de este turno.</translation>
    </message>
    <message>
        <source>2 points per coat of arms</source>
        <translation>2 puntos por escudo</translation>
    </message>
    <message>
        <source>2 points for each coat of arms in cities where you have a knight.</source>
        <translation>2 puntos por cada escudo en las ciudades donde tengas un caballero.</translation>
    </message>
    <message>
        <source>2 points per knight</source>
        <translation>2 puntos por caballero</translation>
    </message>
    <message>
        <source>2 points for each of your figures in cities.</source>
        <translation>2 puntos por cada una de tus figuras en ciudades.</translation>
    </message>
    <message>
        <source>2 points per farmer</source>
        <translation>2 puntos por campesino</translation>
    </message>
    <message>
        <source>2 points for each of your figures in fields.</source>
        <translation>2 puntos por cada una de tus figuras en campos.</translation>
    </message>
    <message>
        <source>Score a meeple</source>
        <translation>Puntuar un seguidor</translation>
    </message>
    <message>
        <source>Score one of your figures as at the end of the game; it returns to you.</source>
        <translation>Puntúa una de tus figuras como al final de la partida; vuelve a tu reserva.</translation>
    </message>
</context>
<context>
    <name>MoverChooser</name>
    <message>
        <source>Which scoring figure moves?</source>
        <translation>¿Qué figura de puntuación avanza?</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 player name, %2 points (signed)</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Suggested: %1 — %2</source>
        <extracomment>%1 &quot;meeple&quot; or &quot;messenger&quot;, %2 the reason</extracomment>
        <translation>Sugerencia: %1 — %2</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <extracomment>%1 figure name, %2 the track position it would land on</extracomment>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Move %1&apos;s %2</source>
        <extracomment>%1 the player&apos;s name, %2 the scoring figure (scoring meeple or messenger)</extracomment>
        <translation>Mover %2 de %1</translation>
    </message>
    <message>
        <source>The messenger holds too few points to pay.</source>
        <translation>La mensajera tiene muy pocos puntos para pagar.</translation>
    </message>
    <message>
        <source>The meeple holds too few points to pay.</source>
        <translation>La ficha de puntuación tiene muy pocos puntos para pagar.</translation>
    </message>
</context>
<context>
    <name>NumberField</name>
    <message>
        <source>Less</source>
        <translation>Menos</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Más</translation>
    </message>
    <message>
        <source>At most %1: %2</source>
        <extracomment>%1 the largest number the field takes; %2 why (&quot;no more than its tiles&quot;)</extracomment>
        <translation>Como máximo %1: %2</translation>
    </message>
    <message>
        <source>At most %1</source>
        <extracomment>%1 the largest number the field takes</extracomment>
        <translation>Como máximo %1</translation>
    </message>
    <message>
        <source>At least %1</source>
        <extracomment>%1 the smallest number the field takes</extracomment>
        <translation>Como mínimo %1</translation>
    </message>
</context>
<context>
    <name>Outbox</name>
    <message>
        <source>read the library&apos;s device id</source>
        <translation>leer el identificador de dispositivo de la biblioteca</translation>
    </message>
    <message>
        <source>read what the club server is owed</source>
        <translation>leer lo que falta enviar al servidor del club</translation>
    </message>
    <message>
        <source>note what the club server holds</source>
        <translation>anotar lo que tiene el servidor del club</translation>
    </message>
    <message>
        <source>note what the club server is owed</source>
        <translation>anotar lo que el servidor del club aún debe recibir</translation>
    </message>
</context>
<context>
    <name>PayoutList</name>
    <message>
        <source>Nobody scores.</source>
        <translation>Nadie puntúa.</translation>
    </message>
    <message>
        <source>%1 · %2 %3 → %4</source>
        <extracomment>%1 player name, %2 scoring figure name, %3 and %4 track positions</extracomment>
        <translation>%1 · %2 %3 → %4</translation>
    </message>
</context>
<context>
    <name>PlaceStep</name>
    <message>
        <source>Placed this turn</source>
        <translation>Colocado en este turno</translation>
    </message>
    <message>
        <source>Placed: %1 on %2</source>
        <extracomment>%1 a kind of figure (meeple, guard meeple…), %2 the feature as the players see it (&quot;Ana&apos;s city&quot;)</extracomment>
        <translation>Colocado: %1 en %2</translation>
    </message>
    <message>
        <source>Place a figure (P)</source>
        <translation>Colocar una figura (P)</translation>
    </message>
    <message>
        <source>Place another</source>
        <translation>Colocar otra</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <extracomment>%1 a kind of figure (meeple, guard meeple, ringmaster), %2 how many are left in the supply</extracomment>
        <translation>%1 ×%2</translation>
    </message>
    <message numerus="yes">
        <source>Place a %1, %n left</source>
        <extracomment>%1 a kind of figure (meeple, guard meeple, ringmaster), %n how many of them are left in the supply</extracomment>
        <translation>
            <numerusform>Colocar: %1 (queda %n)</numerusform>
            <numerusform>Colocar: %1 (quedan %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Place on a new %1</source>
        <extracomment>%1 a kind of feature (road, city…)</extracomment>
        <translation>Colocar en una nueva construcción: %1</translation>
    </message>
    <message>
        <source>On top of %1</source>
        <extracomment>a tower to place the figure on: %1 the tower as the players see it (&quot;tower 2, height 3&quot;)</extracomment>
        <translation>En lo alto de: %1</translation>
    </message>
    <message>
        <source>Join acrobats %1 (%2 of %3)</source>
        <extracomment>%1 the acrobat space, %2 its acrobats, %3 a full pyramid&apos;s</extracomment>
        <translation>Unirse a los equilibristas %1 (%2 de %3)</translation>
    </message>
    <message>
        <source>Joins %1 (J)</source>
        <extracomment>%1 a feature as the players see it (&quot;Ben&apos;s road&quot;); J is the key</extracomment>
        <translation>Se une con: %1 (J)</translation>
    </message>
    <message>
        <source>Joins %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ben&apos;s road&quot;)</extracomment>
        <translation>Se une con: %1</translation>
    </message>
    <message>
        <source>Tower floor (T)…</source>
        <translation>Segmento de torre (T)…</translation>
    </message>
    <message>
        <source>Score pyramid %1…</source>
        <extracomment>%1 the acrobat space&apos;s number, as its card shows it (&quot;Acrobats 2&quot;)</extracomment>
        <translation>Puntuar la pirámide %1…</translation>
    </message>
    <message>
        <source>Beside your figure on %1</source>
        <extracomment>a builder or a pig joining a feature where its owner has a figure: %1 the feature as the players see it (&quot;Ana&apos;s road&quot;)</extracomment>
        <translation>Junto a tu figura: %1</translation>
    </message>
    <message>
        <source>Return the abbot from the garden (A)…</source>
        <translation>Retirar el abad del jardín (A)…</translation>
    </message>
    <message>
        <source>Return the abbot from the garden…</source>
        <translation>Retirar el abad del jardín…</translation>
    </message>
    <message>
        <source>Return the abbot from the monastery (A)…</source>
        <translation>Retirar el abad del monasterio (A)…</translation>
    </message>
    <message>
        <source>Return the abbot from the monastery…</source>
        <translation>Retirar el abad del monasterio…</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <source>Now playing: </source>
        <translation>Juega ahora: </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n point(s)</source>
        <extracomment>%1 the player&apos;s name, %n the player&apos;s score</extracomment>
        <translation>
            <numerusform>%1, %n punto</numerusform>
            <numerusform>%1, %n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>Now playing</source>
        <translation>Juega ahora</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>%n the player&apos;s score</extracomment>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>Correct %1&apos;s score</source>
        <extracomment>%1 the player&apos;s name</extracomment>
        <translation>Corregir la puntuación de %1</translation>
    </message>
    <message>
        <source>Scoring meeple at %1</source>
        <extracomment>%1 the space of the scoring track (a number)</extracomment>
        <translation>Ficha de puntuación en %1</translation>
    </message>
    <message>
        <source>Messenger at %1</source>
        <extracomment>%1 the space of the scoring track (a number)</extracomment>
        <translation>Mensajera en %1</translation>
    </message>
    <message>
        <source>on %1</source>
        <extracomment>where the robber stands: %1 the space of the scoring track (a number)</extracomment>
        <translation>en %1</translation>
    </message>
    <message>
        <source>in hand</source>
        <translation>en la reserva</translation>
    </message>
    <message>
        <source>Robber on space %1</source>
        <extracomment>%1 the space of the scoring track (a number)</extracomment>
        <translation>Ladrón en la casilla %1</translation>
    </message>
    <message>
        <source>Robber in the supply</source>
        <translation>Ladrón en la reserva</translation>
    </message>
    <message>
        <source>Supply:</source>
        <translation>Reserva:</translation>
    </message>
    <message numerus="yes">
        <source>%n meeple(s) in the supply</source>
        <extracomment>%n how many meeples the player has in their supply</extracomment>
        <translation>
            <numerusform>%n seguidor en la reserva</numerusform>
            <numerusform>%n seguidores en la reserva</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guard(s) in the supply</source>
        <extracomment>%n how many guard meeples the player has in their supply</extracomment>
        <translation>
            <numerusform>%n guardián en la reserva</numerusform>
            <numerusform>%n guardianes en la reserva</numerusform>
        </translation>
    </message>
    <message>
        <source>The ringmaster is in the supply</source>
        <translation>El director de circo está en la reserva</translation>
    </message>
    <message>
        <source>The ringmaster is on the board</source>
        <translation>El director de circo está en el tablero</translation>
    </message>
    <message numerus="yes">
        <source>%n tower floor(s) left</source>
        <extracomment>%n how many tower floors the player has left</extracomment>
        <translation>
            <numerusform>Queda %n segmento de torre</numerusform>
            <numerusform>Quedan %n segmentos de torre</numerusform>
        </translation>
    </message>
    <message>
        <source>Holds: %1</source>
        <extracomment>the prisoners a player holds in their tower: %1 the list (&quot;Ben&apos;s meeple, Cleo&apos;s guard meeple&quot;), or on a card too short for it the owners&apos; names alone (&quot;Ben, Cleo&quot;)</extracomment>
        <translation>Tiene prisioneros: %1</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <extracomment>a prisoner: %1 its owner&apos;s name, %2 the kind of figure (&quot;meeple&quot;, &quot;guard meeple&quot;)</extracomment>
        <translation>%2 de %1</translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) on their figures</source>
        <extracomment>%n how many ghosts stand on the player&apos;s figures</extracomment>
        <translation>
            <numerusform>%n fantasma sobre sus figuras</numerusform>
            <numerusform>%n fantasmas sobre sus figuras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 in the supply</source>
        <extracomment>%1 a kind of figure (abbot, large meeple, builder, pig); %n how many the player has in their supply</extracomment>
        <translation>
            <numerusform>%1: %n en la reserva</numerusform>
            <numerusform>%1: %n en la reserva</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>goods tokens on a player&apos;s card: %1 the kind (Wine, Grain, Cloth), %2 how many</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n %1 token(s), the most at the table</source>
        <extracomment>%1 the kind of goods, %n the tokens</extracomment>
        <translation>
            <numerusform>%1: %n ficha, más que nadie en la mesa</numerusform>
            <numerusform>%1: %n fichas, más que nadie en la mesa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 token(s)</source>
        <extracomment>%1 the kind of goods, %n the tokens</extracomment>
        <translation>
            <numerusform>%1: %n ficha</numerusform>
            <numerusform>%1: %n fichas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerProfiles</name>
    <message>
        <source>The game library is not open.</source>
        <translation>La biblioteca de partidas no está abierta.</translation>
    </message>
</context>
<context>
    <name>PointSources</name>
    <message>
        <source>Roads</source>
        <translation>Caminos</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Ciudades</translation>
    </message>
    <message>
        <source>Monasteries</source>
        <translation>Monasterios</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Campos</translation>
    </message>
    <message>
        <source>Haunted castles</source>
        <translation>Castillos encantados</translation>
    </message>
    <message>
        <source>Cemeteries</source>
        <translation>Cementerios</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Mensajes</translation>
    </message>
    <message>
        <source>Robbers</source>
        <translation>Ladrones</translation>
    </message>
    <message>
        <source>Tower ransoms</source>
        <translation>Rescates (torre)</translation>
    </message>
    <message>
        <source>Big top</source>
        <translation>Carpa</translation>
    </message>
    <message>
        <source>Acrobats</source>
        <translation>Equilibristas</translation>
    </message>
    <message>
        <source>Ringmaster</source>
        <translation>Director de circo</translation>
    </message>
    <message>
        <source>Ghosts</source>
        <translation>Fantasmas</translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation>Correcciones</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Otros</translation>
    </message>
    <message>
        <source>Roads with inns</source>
        <translation>Caminos con posada</translation>
    </message>
    <message>
        <source>Cities with cathedrals</source>
        <translation>Ciudades con catedral</translation>
    </message>
    <message>
        <source>Gardens</source>
        <translation>Jardines</translation>
    </message>
    <message>
        <source>Abbot returned early</source>
        <translation>Abad retirado antes de tiempo</translation>
    </message>
    <message>
        <source>Goods</source>
        <translation>Mercancías</translation>
    </message>
</context>
<context>
    <name>PreviewDialog</name>
    <message>
        <source>Payouts</source>
        <translation>Puntuaciones</translation>
    </message>
</context>
<context>
    <name>PyramidDialog</name>
    <message>
        <source>Score the pyramid %1</source>
        <extracomment>%1 the acrobat space&apos;s number</extracomment>
        <translation>Puntuar la pirámide %1</translation>
    </message>
    <message>
        <source>Score the pyramid</source>
        <translation>Puntuar la pirámide</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Displays help on commandline options.</source>
        <extracomment>The description of --help in the programs&apos; --help (Qt&apos;s own text)</extracomment>
        <translation>Muestra la ayuda sobre las opciones de la línea de órdenes.</translation>
    </message>
    <message>
        <source>Displays help including Qt specific options.</source>
        <extracomment>The description of --help-all in the programs&apos; --help (Qt&apos;s own text)</extracomment>
        <translation>Muestra la ayuda, incluidas las opciones propias de Qt.</translation>
    </message>
</context>
<context>
    <name>RansomDialog</name>
    <message>
        <source>Buy back your %1 from %2</source>
        <extracomment>%1 the kind of the captured figure (meeple, guard meeple, ringmaster), %2 the name of the player holding it prisoner</extracomment>
        <translation>Recuperar tu %1 de manos de %2</translation>
    </message>
    <message>
        <source>The figure returns to your supply; a ransom can be paid once per turn.</source>
        <translation>La figura vuelve a tu reserva; solo se puede pagar un rescate por turno.</translation>
    </message>
    <message>
        <source>Pay the ransom</source>
        <translation>Pagar el rescate</translation>
    </message>
</context>
<context>
    <name>RansomStep</name>
    <message>
        <source>Ransom (B)</source>
        <translation>Rescate (B)</translation>
    </message>
    <message>
        <source>Buy back your %1 from %2…</source>
        <extracomment>%1 the kind of the captured figure (meeple, guard meeple, ringmaster), %2 the name of the player holding it prisoner</extracomment>
        <translation>Recuperar tu %1 de manos de %2…</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>these points land its owner on a dark space: a message</source>
        <translation>estos puntos llevan a su dueño a una casilla oscura: un mensaje</translation>
    </message>
    <message>
        <source>the most points</source>
        <translation>la mayor puntuación</translation>
    </message>
    <message>
        <source>the only scoring figure</source>
        <translation>la única figura de puntuación</translation>
    </message>
    <message>
        <source>the lower figure loses less</source>
        <translation>la figura más atrasada pierde menos</translation>
    </message>
    <message>
        <source>the other figure already earned this turn&apos;s message</source>
        <translation>la otra figura ya ha ganado el mensaje de este turno</translation>
    </message>
    <message>
        <source>it lands on a dark space: a message</source>
        <translation>cae en una casilla oscura: un mensaje</translation>
    </message>
    <message>
        <source>the other figure stands with a robber</source>
        <translation>la otra figura está junto a un ladrón</translation>
    </message>
    <message>
        <source>either figure is as good</source>
        <translation>cualquiera de las dos figuras vale igual</translation>
    </message>
</context>
<context>
    <name>RecallDialog</name>
    <message>
        <source>Return the abbot from the garden</source>
        <translation>Retirar el abad del jardín</translation>
    </message>
    <message>
        <source>Return the abbot from the monastery</source>
        <translation>Retirar el abad del monasterio</translation>
    </message>
    <message>
        <source>Return the abbot</source>
        <translation>Retirar el abad</translation>
    </message>
    <message>
        <source>The garden&apos;s tile and the tiles around it</source>
        <translation>La loseta del jardín y las losetas a su alrededor</translation>
    </message>
    <message>
        <source>The monastery&apos;s tile and the tiles around it</source>
        <translation>La loseta del monasterio y las losetas a su alrededor</translation>
    </message>
    <message numerus="yes">
        <source>The abbot returns to your supply; each of its %n ghost(s) costs 2.</source>
        <extracomment>%n the ghosts on the abbot</extracomment>
        <translation>
            <numerusform>El abad vuelve a tu reserva; su %n fantasma cuesta 2.</numerusform>
            <numerusform>El abad vuelve a tu reserva; cada uno de sus %n fantasmas cuesta 2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The abbot returns to your supply; this takes the place of placing a figure.</source>
        <translation>El abad vuelve a tu reserva; esto sustituye a colocar una figura.</translation>
    </message>
</context>
<context>
    <name>RecordFile</name>
    <message>
        <source>Could not read %1: %2</source>
        <extracomment>%1 the record file, %2 the system&apos;s reason</extracomment>
        <translation>No se pudo leer %1: %2</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1 the record file, %2 the system&apos;s reason</extracomment>
        <translation>No se pudo escribir %1: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB, the most a game record can be.</source>
        <extracomment>%1 is a file name, %2 the largest size of a record in MiB (16) %1 the record file, %2 the largest size allowed, in MiB</extracomment>
        <translation>%1 supera los %2 MiB, el máximo que puede ocupar un registro de partida.</translation>
    </message>
    <message>
        <source>%1 is not a regular file (it is a folder, a device, a pipe or a socket): nothing was written, and it was left as it was. Name a file.</source>
        <extracomment>%1 the output file the user named</extracomment>
        <translation>%1 no es un archivo normal (es una carpeta, un dispositivo, una tubería o un socket): no se ha escrito nada y se ha dejado como estaba. Indica un archivo.</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>a record is one JSON object</source>
        <translation>una partida registrada es un único objeto JSON</translation>
    </message>
    <message>
        <source>an event must be a JSON object</source>
        <translation>un evento debe ser un objeto JSON</translation>
    </message>
    <message>
        <source>`format` must be &quot;meeple-ledger/1&quot;</source>
        <translation>`format` debe ser &quot;meeple-ledger/1&quot;</translation>
    </message>
    <message>
        <source>`players` must be an array of 2 to 6 players</source>
        <translation>`players` debe ser una lista de 2 a 6 jugadores</translation>
    </message>
    <message>
        <source>a game has 2 to 6 players, this record has %1</source>
        <extracomment>%1 the record&apos;s number of players</extracomment>
        <translation>una partida tiene de 2 a 6 jugadores, este registro tiene %1</translation>
    </message>
    <message>
        <source>`players[%1]` must be an object</source>
        <extracomment>%1 the player&apos;s place in the list, from 0</extracomment>
        <translation>`players[%1]` debe ser un objeto</translation>
    </message>
    <message>
        <source>player id &quot;%1&quot; must be 1 to 16 of a-z, 0-9, _ and -</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>el identificador de jugador &quot;%1&quot; debe tener de 1 a 16 caracteres entre a-z, 0-9, _ y -</translation>
    </message>
    <message>
        <source>player id &quot;%1&quot; is used twice</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>el identificador de jugador &quot;%1&quot; se usa dos veces</translation>
    </message>
    <message>
        <source>the name of &quot;%1&quot; is longer than 40 characters</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>el nombre de &quot;%1&quot; tiene más de 40 caracteres</translation>
    </message>
    <message>
        <source>`expansions` must be an array (empty for the base game alone)</source>
        <translation>`expansions` debe ser una lista (vacía para jugar solo con el juego básico)</translation>
    </message>
    <message>
        <source>expansion &quot;%1&quot; is listed twice</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>la expansión «%1» aparece dos veces</translation>
    </message>
    <message>
        <source>`events` must be an array</source>
        <translation>`events` debe ser una lista</translation>
    </message>
    <message>
        <source>`game.id` must be a UUID such as &quot;3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e0f4a61&quot;, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`game.id` debe ser un UUID como &quot;3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e0f4a61&quot;, se encontró &quot;%1&quot;</translation>
    </message>
    <message>
        <source>`game.created` must be a time in UTC such as &quot;2026-12-04T19:30:00Z&quot;, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`game.created` debe ser una hora UTC como &quot;2026-12-04T19:30:00Z&quot;, se encontró &quot;%1&quot;</translation>
    </message>
    <message>
        <source>`%1` is missing</source>
        <extracomment>%1 the name of a field of the record, as written there</extracomment>
        <translation>falta `%1`</translation>
    </message>
    <message>
        <source>`%1` must be a whole number %2, got %3</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 the numbers allowed (&quot;2 or more&quot;, &quot;from 1 to 12&quot;); %3 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` debe ser un número entero %2, se encontró %3</translation>
    </message>
    <message>
        <source>`%1` must be a non-empty string, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` debe ser un texto no vacío, se encontró %2</translation>
    </message>
    <message>
        <source>`%1` must be an object, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` debe ser un objeto, se encontró %2</translation>
    </message>
    <message>
        <source>`%1` must be an array of strings, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` debe ser una lista de textos, se encontró %2</translation>
    </message>
    <message>
        <source>`%1` must hold non-empty strings, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` solo puede contener textos no vacíos, se encontró %2</translation>
    </message>
    <message>
        <source>`%1` (%2) cannot exceed `%3` (%4)</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 its value; %3 the name of a field of the record, as written there; %4 its value</extracomment>
        <translation>`%1` (%2) no puede superar `%3` (%4)</translation>
    </message>
    <message>
        <source>the game has ended: no event may follow `end`</source>
        <translation>la partida ha terminado: ningún evento puede seguir a `end`</translation>
    </message>
    <message>
        <source>unknown event type &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>tipo de evento desconocido &quot;%1&quot;</translation>
    </message>
    <message>
        <source>`%1` events need the %2 expansion, which this record does not enable</source>
        <extracomment>%1 an event type as written in the record (tower, robber…); %2 an expansion&apos;s name</extracomment>
        <translation>los eventos `%1` necesitan la expansión «%2», que este registro no activa</translation>
    </message>
    <message>
        <source>the messenger needs the %1 expansion, which this record does not enable</source>
        <extracomment>%1 an expansion&apos;s name</extracomment>
        <translation>la mensajera necesita la expansión «%1», que este registro no activa</translation>
    </message>
    <message>
        <source>%1 figures need the %2 expansion, which this record does not enable</source>
        <extracomment>%1 a kind of figure (meeple, guard meeple, ringmaster); %2 an expansion&apos;s name</extracomment>
        <translation>las figuras de tipo %1 necesitan la expansión «%2», que este registro no activa</translation>
    </message>
    <message>
        <source>%1 features need the %2 expansion, which this record does not enable</source>
        <extracomment>%1 a kind of feature (road, city, tower…); %2 an expansion&apos;s name</extracomment>
        <translation>las construcciones de tipo %1 necesitan la expansión «%2», que este registro no activa</translation>
    </message>
    <message>
        <source>ringmaster counts need the %1 expansion, which this record does not enable</source>
        <extracomment>%1 an expansion&apos;s name</extracomment>
        <translation>los recuentos del director de circo necesitan la expansión «%1», que este registro no activa</translation>
    </message>
    <message>
        <source>`%1`: &quot;%2&quot; is not a player of this game</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1`: &quot;%2&quot; no juega en esta partida</translation>
    </message>
    <message>
        <source>`%1` must be &quot;meeple&quot; or &quot;messenger&quot;, got &quot;%2&quot;</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1` debe ser &quot;meeple&quot; o &quot;messenger&quot;, se encontró &quot;%2&quot;</translation>
    </message>
    <message>
        <source>no turn has begun: the record must start with a `turn` event</source>
        <translation>no ha empezado ningún turno: el registro debe comenzar con un evento `turn`</translation>
    </message>
    <message>
        <source>it is %1&apos;s turn after %2, not %3</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name; %3 a player&apos;s name</extracomment>
        <translation>después de %2 le toca a %1, no a %3</translation>
    </message>
    <message>
        <source>`%1`: no feature &quot;%2&quot; is on the board</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1`: no hay ninguna construcción &quot;%2&quot; en el tablero</translation>
    </message>
    <message>
        <source>`%1`: no figure &quot;%2&quot; is on the board</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1`: no hay ninguna figura &quot;%2&quot; en el tablero</translation>
    </message>
    <message>
        <source>only the active player (%1) places figures, not %2</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name</extracomment>
        <translation>solo el jugador activo (%1) coloca figuras, no %2</translation>
    </message>
    <message>
        <source>`kind` must be meeple, guard or ringmaster, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`kind` debe ser meeple, guard o ringmaster, se encontró &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 has no %2 left in their supply</source>
        <extracomment>%1 a player&apos;s name; %2 a kind of figure</extracomment>
        <translation>a %1 no le queda ningún %2 en su reserva</translation>
    </message>
    <message>
        <source>figure id &quot;%1&quot; is already on the board or held as a prisoner</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>el identificador de figura &quot;%1&quot; ya está en el tablero o retenido como prisionero</translation>
    </message>
    <message>
        <source>unknown `featureType` &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`featureType` desconocido &quot;%1&quot;</translation>
    </message>
    <message>
        <source>feature &quot;%1&quot; is a %2, not a %3</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure; %3 a kind of feature (road, city…) or of figure</extracomment>
        <translation>la construcción &quot;%1&quot; es de tipo %2, no %3</translation>
    </message>
    <message>
        <source>feature &quot;%1&quot; is new, so `featureType` is required</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>la construcción &quot;%1&quot; es nueva, así que `featureType` es obligatorio</translation>
    </message>
    <message>
        <source>feature &quot;%1&quot; is already occupied; players join features with `merge`</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>la construcción &quot;%1&quot; ya está ocupada; los jugadores unen construcciones con `merge`</translation>
    </message>
    <message>
        <source>tower &quot;%1&quot; has no floor yet: towers are built with `tower` events</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>la torre &quot;%1&quot; aún no tiene segmentos: las torres se construyen con eventos `tower`</translation>
    </message>
    <message>
        <source>`features` must name at least two different features, each once</source>
        <translation>`features` debe nombrar al menos dos construcciones distintas, cada una una vez</translation>
    </message>
    <message>
        <source>only roads, cities and fields are merged; &quot;%1&quot; is a %2</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>solo se unen caminos, ciudades y campos; &quot;%1&quot; es de tipo %2</translation>
    </message>
    <message>
        <source>cannot merge a %1 with a %2</source>
        <extracomment>%1 a kind of feature (road, city…) or of figure; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>no se puede unir una construcción de tipo %1 con una de tipo %2</translation>
    </message>
    <message>
        <source>`into`: &quot;%1&quot; is another feature on the board</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`into`: &quot;%1&quot; es otra construcción del tablero</translation>
    </message>
    <message>
        <source>fields are never scored during the game; they score at `end`</source>
        <translation>los campos nunca puntúan durante la partida; puntúan en `end`</translation>
    </message>
    <message>
        <source>a %1 is not a feature that is completed and scored</source>
        <extracomment>%1 a kind of feature (road, city…) or of figure</extracomment>
        <translation>una construcción de tipo %1 no se completa ni puntúa</translation>
    </message>
    <message>
        <source>an adjustment of 0 points changes nothing</source>
        <translation>una corrección de 0 puntos no cambia nada</translation>
    </message>
    <message>
        <source>`values` has an entry for &quot;%1&quot;, which is not on the board</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`values` tiene una entrada para &quot;%1&quot;, que no está en el tablero</translation>
    </message>
    <message>
        <source>`values.%1`: a %2 is not scored at the end; give `{}` or no entry</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>`values.%1`: una construcción de tipo %2 no puntúa al final; indica `{}` o ninguna entrada</translation>
    </message>
    <message>
        <source>`values` has no entry for %1 &quot;%2&quot;, which has figures on it</source>
        <extracomment>%1 a kind of feature (road, city…); %2 an id or value exactly as written in the record</extracomment>
        <translation>`values` no tiene entrada para la construcción de tipo %1 &quot;%2&quot;, que tiene figuras</translation>
    </message>
    <message>
        <source>`%1`: &quot;%2&quot; is not a ringmaster on %3 &quot;%4&quot; that takes a bonus</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record; %3 a kind of feature (road, city…); %4 an id or value exactly as written in the record</extracomment>
        <translation>`%1`: &quot;%2&quot; no es un director de circo sobre la construcción de tipo %3 &quot;%4&quot; que reciba bonificación</translation>
    </message>
    <message>
        <source>`%1` needs the number of circus and acrobat tiles around ringmaster &quot;%2&quot;</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1` necesita el número de losetas de circo y equilibristas alrededor del director de circo &quot;%2&quot;</translation>
    </message>
    <message>
        <source>`%1`: unknown animal &quot;%2&quot; (flea, monkey, seal, bear, tiger, elephant)</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1`: animal desconocido &quot;%2&quot; (flea, monkey, seal, bear, tiger, elephant)</translation>
    </message>
    <message numerus="yes">
        <source>all %n %1 token(s) have been revealed already</source>
        <extracomment>%n the tokens of that animal in the game; %1 the animal (flea, monkey…)</extracomment>
        <translation>
            <numerusform>la única ficha de %1 (%n) ya se ha revelado</numerusform>
            <numerusform>las %n fichas de %1 ya se han revelado todas</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a %2, not an acrobat space</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>&quot;%1&quot; es de tipo %2, no un espacio de equilibristas</translation>
    </message>
    <message numerus="yes">
        <source>the pyramid on &quot;%1&quot; has %n acrobat(s); it is scored with exactly 3</source>
        <extracomment>%1 the acrobat space&apos;s id as written in the record; %n the acrobats on it</extracomment>
        <translation>
            <numerusform>la pirámide de &quot;%1&quot; tiene %n equilibrista; se puntúa con exactamente 3</numerusform>
            <numerusform>la pirámide de &quot;%1&quot; tiene %n equilibristas; se puntúa con exactamente 3</numerusform>
        </translation>
    </message>
    <message>
        <source>the ringmaster is never an acrobat</source>
        <translation>el director de circo nunca es un equilibrista</translation>
    </message>
    <message>
        <source>the pyramid on &quot;%1&quot; is complete with 3 acrobats</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>la pirámide de &quot;%1&quot; está completa con 3 equilibristas</translation>
    </message>
    <message>
        <source>ghosts are never added to guard meeples; &quot;%1&quot; is a guard</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>nunca se añaden fantasmas a los guardianes; &quot;%1&quot; es un guardián</translation>
    </message>
    <message>
        <source>the general supply has no ghost left</source>
        <translation>no quedan fantasmas en la reserva general</translation>
    </message>
    <message>
        <source>expanding the mist haunts another player&apos;s figure; &quot;%1&quot; is %2&apos;s own</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a player&apos;s name</extracomment>
        <translation>cuando la niebla se extiende, encanta la figura de otro jugador; &quot;%1&quot; es de %2, no de otro jugador</translation>
    </message>
    <message>
        <source>limiting the mist haunts one of the active player&apos;s own figures; &quot;%1&quot; belongs to %2</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a player&apos;s name</extracomment>
        <translation>cuando la niebla se limita, encanta una figura propia del jugador activo; &quot;%1&quot; es de %2</translation>
    </message>
    <message>
        <source>`reason` must be &quot;expand&quot; or &quot;limit&quot;, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`reason` debe ser &quot;expand&quot; o &quot;limit&quot;, se encontró &quot;%1&quot;</translation>
    </message>
    <message>
        <source>`values` has no entry for %1 &quot;%2&quot;, where %3 has a figure</source>
        <extracomment>%1 a kind of feature (road, city…); %2 an id or value exactly as written in the record; %3 a player&apos;s name</extracomment>
        <translation>`values` no tiene entrada para la construcción de tipo %1 &quot;%2&quot;, donde %3 tiene una figura</translation>
    </message>
    <message>
        <source>`values` names &quot;%1&quot;, which is not a %2 with a figure of %3</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure; %3 a player&apos;s name</extracomment>
        <translation>`values` nombra &quot;%1&quot;, que no es una construcción de tipo %2 con una figura de %3</translation>
    </message>
    <message>
        <source>no message is owed: none of %1&apos;s scoring figures ended a forward move from points on a dark space since the last message or the start of the turn</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>no se debe ningún mensaje: ninguna figura de puntuación de %1 ha terminado un avance por puntos en una casilla oscura desde el último mensaje o el inicio del turno</translation>
    </message>
    <message>
        <source>`take` must be &quot;points&quot; or &quot;action&quot;, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`take` debe ser &quot;points&quot; o &quot;action&quot;, se encontró &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 has no figure on a %2: message %3 must be taken as 2 points</source>
        <extracomment>%1 a player&apos;s name; %2 a kind of feature (road, city…) or of figure; %3 the message tile&apos;s number</extracomment>
        <translation>%1 no tiene ninguna figura en una construcción de tipo %2: el mensaje %3 debe tomarse como 2 puntos</translation>
    </message>
    <message>
        <source>message 8 scores one of the active player&apos;s own figures; &quot;%1&quot; belongs to %2</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a player&apos;s name</extracomment>
        <translation>el mensaje 8 puntúa una figura propia del jugador activo; &quot;%1&quot; es de %2</translation>
    </message>
    <message>
        <source>`values.ringmaster` is only for a ringmaster on a road, city, monastery or field</source>
        <translation>`values.ringmaster` solo sirve para un director de circo en un camino, una ciudad, un monasterio o un campo</translation>
    </message>
    <message>
        <source>only the active player may move a robber that is already on the track; %1&apos;s robber stands on space %2</source>
        <extracomment>%1 a player&apos;s name; %2 a space of the scoring track (a number)</extracomment>
        <translation>solo el jugador activo puede mover un ladrón que ya está en el marcador; el ladrón de %1 está en la casilla %2</translation>
    </message>
    <message>
        <source>space %1 holds no scoring figure of another player</source>
        <extracomment>%1 a space of the scoring track (a number)</extracomment>
        <translation>en la casilla %1 no hay ninguna figura de puntuación de otro jugador</translation>
    </message>
    <message>
        <source>a `steal` must follow the scoring it robs</source>
        <translation>un `steal` debe seguir a la puntuación que roba</translation>
    </message>
    <message>
        <source>the robber of %1 already chose whom to rob</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>el ladrón de %1 ya ha elegido a quién robar</translation>
    </message>
    <message>
        <source>the robber of %1 is not on the track when this scoring began</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>el ladrón de %1 no está en el marcador al empezar esta puntuación</translation>
    </message>
    <message>
        <source>the robber of %1 has nothing to steal in this scoring</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>el ladrón de %1 no tiene nada que robar en esta puntuación</translation>
    </message>
    <message>
        <source>the robber of %1 cannot steal from %2: only a first forward movement of a figure that stood on space %3 can be robbed</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name; %3 a space of the scoring track (a number)</extracomment>
        <translation>el ladrón de %1 no puede robar a %2: solo se puede robar el primer avance de una figura que estaba en la casilla %3</translation>
    </message>
    <message>
        <source>the robber of %1 cannot steal from %2&apos;s %3: only a first forward movement of a figure that stood on space %4 can be robbed</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name; %3 the robbed player&apos;s scoring figure (scoring meeple or messenger); %4 a space of the scoring track (a number)</extracomment>
        <translation>el ladrón de %1 no puede robar a %2 (%3): solo se puede robar el primer avance de una figura que estaba en la casilla %4</translation>
    </message>
    <message>
        <source>`exchange`: %1 holds no prisoner &quot;%2&quot; of %3</source>
        <extracomment>%1 a player&apos;s name; %2 an id or value exactly as written in the record; %3 a player&apos;s name</extracomment>
        <translation>`exchange`: %1 no retiene ningún prisionero &quot;%2&quot; de %3</translation>
    </message>
    <message>
        <source>%1 has no tower floor left in their supply</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>a %1 no le queda ningún segmento de torre en su reserva</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a %2, not a tower</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>&quot;%1&quot; es de tipo %2, no una torre</translation>
    </message>
    <message>
        <source>tower &quot;%1&quot; is closed by figure &quot;%2&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 an id or value exactly as written in the record</extracomment>
        <translation>la torre &quot;%1&quot; está cerrada por la figura &quot;%2&quot;</translation>
    </message>
    <message>
        <source>`exchange` without a capture: no prisoners change hands</source>
        <translation>`exchange` sin captura: no se intercambian prisioneros</translation>
    </message>
    <message>
        <source>`exchange` after capturing one&apos;s own figure: no prisoners change hands</source>
        <translation>`exchange` tras capturar una figura propia: no se intercambian prisioneros</translation>
    </message>
    <message>
        <source>`exchange`: no exchange happens, %1 holds no prisoner of %2</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name</extracomment>
        <translation>`exchange`: no hay intercambio, %1 no retiene ningún prisionero de %2</translation>
    </message>
    <message>
        <source>`exchange`: %1 takes no part in this exchange</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>`exchange`: %1 no participa en este intercambio</translation>
    </message>
    <message>
        <source>figure &quot;%1&quot; is not held as a prisoner</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>la figura &quot;%1&quot; no está retenida como prisionera</translation>
    </message>
    <message>
        <source>only its owner (%1) buys back &quot;%2&quot;, during their own turn</source>
        <extracomment>%1 a player&apos;s name; %2 an id or value exactly as written in the record</extracomment>
        <translation>solo su dueño (%1) rescata &quot;%2&quot;, durante su propio turno</translation>
    </message>
    <message>
        <source>a ransom is paid at most once per turn</source>
        <translation>un rescate se paga como mucho una vez por turno</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 holds %n point(s); a ransom of 3 would take it below 0</source>
        <extracomment>%1 the prisoner&apos;s owner&apos;s name; %2 that player&apos;s scoring figure (scoring meeple or messenger); %n its points</extracomment>
        <translation>
            <numerusform>%2 de %1: %n punto; un rescate de 3 dejaría esta figura por debajo de 0</numerusform>
            <numerusform>%2 de %1: %n puntos; un rescate de 3 dejaría esta figura por debajo de 0</numerusform>
        </translation>
    </message>
    <message>
        <source>an array</source>
        <extracomment>What a record has where another kind of value belongs (&quot;`tiles` must be a whole number, got …&quot;).</extracomment>
        <translation>una lista</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <extracomment>The range of a whole number: &quot;`tiles` must be a whole number 2 or more&quot;.</extracomment>
        <translation>de %1 o más</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <extracomment>The range of a whole number: &quot;`tile` must be a whole number from 1 to 12&quot;.</extracomment>
        <translation>de %1 a %2</translation>
    </message>
    <message>
        <source>error: setup: %1</source>
        <extracomment>A refused record&apos;s line on the command line: %1 why the record&apos;s setup (its players and expansions) was refused</extracomment>
        <translation>error: preparación: %1</translation>
    </message>
    <message>
        <source>error: event %1 (%2): %3</source>
        <extracomment>%1 is the event&apos;s index in the record, %2 its type (&quot;place&quot;, &quot;score&quot;), %3 why it was refused.</extracomment>
        <translation>error: evento %1 (%2): %3</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): %4</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text; %4 which mistake it is, as a clause (&quot;the text ends before the record is complete&quot;)</extracomment>
        <translation>JSON no válido en el byte %1 (línea %2, columna %3): %4</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): the text is empty or only white space</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>JSON no válido en el byte %1 (línea %2, columna %3): el texto está vacío o solo contiene espacios</translation>
    </message>
    <message>
        <source>the text is %1 bytes; a record is at most %2 bytes (16 MiB)</source>
        <extracomment>%1 the text&apos;s size in bytes; %2 the largest size allowed in bytes</extracomment>
        <translation>el texto tiene %1 bytes; un registro de partida tiene como máximo %2 bytes (16 MiB)</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): a NUL byte, which JSON text cannot hold</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>JSON no válido en el byte %1 (línea %2, columna %3): un byte NUL, que un texto JSON no puede contener</translation>
    </message>
    <message>
        <source>a U+0000 (\u0000) in a string at byte %1 (line %2, column %3): no name or id can hold it</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>un U+0000 (\u0000) en una cadena en el byte %1 (línea %2, columna %3): ningún nombre ni identificador puede contenerlo</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): invalid UTF-8 in a string</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>JSON no válido en el byte %1 (línea %2, columna %3): UTF-8 no válido en una cadena</translation>
    </message>
    <message>
        <source>invalid Unicode in the string at byte %1 (line %2, column %3)</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>Unicode no válido en la cadena en el byte %1 (línea %2, columna %3)</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): invalid Unicode: a lone high surrogate \u%4</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text; %4 the character&apos;s code in hexadecimal</extracomment>
        <translation>JSON no válido en el byte %1 (línea %2, columna %3): Unicode no válido: un sustituto alto aislado \u%4</translation>
    </message>
    <message>
        <source>invalid Unicode at byte %1 (line %2, column %3): the escape \u%4 is a lone low surrogate</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text; %4 the character&apos;s code in hexadecimal</extracomment>
        <translation>Unicode no válido en el byte %1 (línea %2, columna %3): el escape \u%4 es un sustituto bajo aislado</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): a raw control character (U+%4) in a string; it must be written as an escape</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text; %4 the character&apos;s code in hexadecimal</extracomment>
        <translation>JSON no válido en el byte %1 (línea %2, columna %3): un carácter de control sin escapar (U+%4) en una cadena; debe escribirse como escape</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears twice in one object: at byte %2 (line %3, column %4) and at byte %5 (line %6, column %7)</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 the byte; %3 the line; %4 the column in the record&apos;s text; %5 the byte; %6 the line; %7 the column of its second appearance</extracomment>
        <translation>la clave «%1» aparece dos veces en un mismo objeto: en el byte %2 (línea %3, columna %4) y en el byte %5 (línea %6, columna %7)</translation>
    </message>
    <message>
        <source>nested deeper than %1 arrays and objects at byte %2 (line %3, column %4)</source>
        <extracomment>%1 the deepest nesting allowed (a number); %2 the byte; %3 the line; %4 the column in the record&apos;s text</extracomment>
        <translation>más de %1 listas y objetos anidados en el byte %2 (línea %3, columna %4)</translation>
    </message>
    <message>
        <source>the record is too large to read in the memory available</source>
        <translation>el registro de la partida es demasiado grande para leerlo con la memoria disponible</translation>
    </message>
    <message>
        <source>setup: %1</source>
        <extracomment>Where a refused record went wrong, inside a sentence such as &quot;game.json was not imported: setup: …&quot;.</extracomment>
        <translation>preparación: %1</translation>
    </message>
    <message>
        <source>event %1 (%2): %3</source>
        <extracomment>%1 is the event&apos;s index in the record, %2 its type (&quot;place&quot;, &quot;score&quot;), %3 why it was refused; inside a sentence such as &quot;game.json was not imported: event 3 (place): …&quot;.</extracomment>
        <translation>evento %1 (%2): %3</translation>
    </message>
    <message>
        <source>the text ends before the record is complete (a file cut short?)</source>
        <extracomment>Why a record&apos;s text is not valid JSON, after &quot;not valid JSON at byte 41 (line 2, column 1): &quot;</extracomment>
        <translation>el texto termina antes de que la partida registrada esté completa (¿un archivo cortado?)</translation>
    </message>
    <message>
        <source>more text follows the record&apos;s closing brace</source>
        <translation>hay más texto tras la llave de cierre de la partida registrada</translation>
    </message>
    <message>
        <source>a value is missing, or is not one (text must be in double quotes)</source>
        <translation>falta un valor, o lo que hay no lo es (el texto va entre comillas dobles)</translation>
    </message>
    <message>
        <source>a member&apos;s name is missing (a name is written in double quotes)</source>
        <translation>falta el nombre de un miembro (un nombre va entre comillas dobles)</translation>
    </message>
    <message>
        <source>a member&apos;s name is not followed by a colon</source>
        <translation>el nombre de un miembro no va seguido de dos puntos</translation>
    </message>
    <message>
        <source>a comma or the closing brace is missing after a member</source>
        <translation>falta una coma o la llave de cierre tras un miembro</translation>
    </message>
    <message>
        <source>a comma or the closing bracket is missing after an element</source>
        <translation>falta una coma o el corchete de cierre tras un elemento</translation>
    </message>
    <message>
        <source>a \u escape is not followed by four hexadecimal digits</source>
        <translation>un escape \u no va seguido de cuatro dígitos hexadecimales</translation>
    </message>
    <message>
        <source>a backslash is followed by a character that has no escape</source>
        <translation>una barra invertida va seguida de un carácter que no tiene escape</translation>
    </message>
    <message>
        <source>a string has no closing double quote</source>
        <translation>una cadena no tiene comillas dobles de cierre</translation>
    </message>
    <message>
        <source>a number is too large or incomplete</source>
        <translation>un número es demasiado grande o está incompleto</translation>
    </message>
    <message>
        <source>the text does not follow JSON&apos;s syntax</source>
        <translation>el texto no sigue la sintaxis de JSON</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 holds %n point(s); a correction of %3 would take it below 0</source>
        <extracomment>%1 a player&apos;s name; %2 that player&apos;s scoring figure (scoring meeple or messenger); %n its points; %3 the correction (a negative number)</extracomment>
        <translation>
            <numerusform>%2 de %1: %n punto; una corrección de %3 dejaría esta figura por debajo de 0</numerusform>
            <numerusform>%2 de %1: %n puntos; una corrección de %3 dejaría esta figura por debajo de 0</numerusform>
        </translation>
    </message>
    <message>
        <source>the text begins with a byte order mark (EF BB BF), which some editors add: save the record as UTF-8 without it</source>
        <translation>el texto empieza con una marca de orden de bytes (EF BB BF), que añaden algunos editores: guarda la partida registrada como UTF-8 sin ella</translation>
    </message>
    <message>
        <source>the text is UTF-16 (it begins with FF FE or FE FF): save the record as UTF-8</source>
        <translation>el texto está en UTF-16 (empieza con FF FE o FE FF): guarda la partida registrada como UTF-8</translation>
    </message>
    <message>
        <source>unknown expansion &quot;%1&quot;: the known ones are tower, messengers, robbers, bigtop, ghosts, abbot, inns and traders</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>expansión desconocida &quot;%1&quot;: las conocidas son tower, messengers, robbers, bigtop, ghosts, abbot, inns y traders</translation>
    </message>
    <message>
        <source>unknown expansion (not a string): the known ones are tower, messengers, robbers, bigtop, ghosts, abbot, inns and traders</source>
        <translation>expansión desconocida (no es un texto): las conocidas son tower, messengers, robbers, bigtop, ghosts, abbot, inns y traders</translation>
    </message>
    <message>
        <source>`%1` must be true or false, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` debe ser true o false, se encontró %2</translation>
    </message>
    <message>
        <source>`%1` needs the %2 expansion, which this record does not enable</source>
        <extracomment>%1 the name of a field of the record, as written there (`values.r1.inn`); %2 an expansion&apos;s name</extracomment>
        <translation>`%1` necesita la expansión «%2», que este registro no activa</translation>
    </message>
    <message>
        <source>an abbot stands only on a monastery or a garden, not on a %1</source>
        <extracomment>%1 a kind of feature (road, city…)</extracomment>
        <translation>un abad solo se coloca en un monasterio o en un jardín, no en una construcción de tipo %1</translation>
    </message>
    <message>
        <source>only an abbot stands on a garden, not a %1</source>
        <extracomment>%1 a kind of figure (meeple, large meeple…)</extracomment>
        <translation>en un jardín solo se coloca un abad, no una figura de tipo %1</translation>
    </message>
    <message>
        <source>the large meeple is never an acrobat: a pyramid takes only meeples and guard meeples</source>
        <translation>el seguidor mayor nunca es un equilibrista: una pirámide solo admite seguidores y guardianes</translation>
    </message>
    <message>
        <source>only an abbot is returned early; &quot;%1&quot; is a %2</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of figure (meeple, large meeple…)</extracomment>
        <translation>solo un abad se retira antes de tiempo; &quot;%1&quot; es una figura de tipo %2</translation>
    </message>
    <message>
        <source>abbot &quot;%1&quot; belongs to %2: only its owner returns it, during their own turn</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a player&apos;s name</extracomment>
        <translation>el abad &quot;%1&quot; es de %2: solo su propietario lo retira, durante su propio turno</translation>
    </message>
    <message>
        <source>%1 already returned an abbot in this part of the turn</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>%1 ya ha retirado un abad en esta parte del turno</translation>
    </message>
    <message>
        <source>a %1 cannot stand on a %2: a builder joins a road or a city, a pig a field</source>
        <extracomment>%1 a kind of figure (builder, pig); %2 a kind of feature (road, city…)</extracomment>
        <translation>una figura de tipo %1 no puede estar en una construcción de tipo %2: un constructor se une a un camino o a una ciudad, un cerdo a un campo</translation>
    </message>
    <message>
        <source>a %1 joins only a feature where its owner already has a figure; %3 has none on &quot;%2&quot;</source>
        <extracomment>%1 a kind of figure (builder, pig); %2 an id or value exactly as written in the record; %3 a player&apos;s name</extracomment>
        <translation>una figura de tipo %1 solo se une a una construcción donde su propietario ya tiene una figura; %3 no tiene ninguna en &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%3&apos;s %1 already stands on &quot;%2&quot;</source>
        <extracomment>%1 a kind of figure (builder, pig); %2 an id or value exactly as written in the record; %3 a player&apos;s name</extracomment>
        <translation>la figura de tipo %1 de %3 ya está en &quot;%2&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a %2, which a tower never captures</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of figure (builder, pig)</extracomment>
        <translation>&quot;%1&quot; es una figura de tipo %2, que una torre nunca captura</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a %2, which never takes a ghost</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of figure (builder, pig)</extracomment>
        <translation>&quot;%1&quot; es una figura de tipo %2, que nunca recibe un fantasma</translation>
    </message>
    <message>
        <source>message 8 scores a meeple; &quot;%1&quot; is a %2, which is never scored on its own</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of figure (builder, pig)</extracomment>
        <translation>el mensaje 8 puntúa un seguidor; &quot;%1&quot; es una figura de tipo %2, que nunca puntúa por sí sola</translation>
    </message>
    <message>
        <source>%1&apos;s builder did not stand on the board when this part of the turn began: it earns no second tile</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>el constructor de %1 no estaba en el tablero al empezar esta parte del turno: no da una segunda loseta</translation>
    </message>
    <message>
        <source>%1 already took every builder&apos;s tile this turn earned: a builder&apos;s tile never earns another</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>%1 ya ha tomado todas las segundas losetas que el constructor ha dado en este turno: una segunda loseta nunca da otra</translation>
    </message>
    <message>
        <source>`goods` takes at least one token of wine, grain or cloth</source>
        <translation>`goods` toma al menos una ficha de vino, trigo o tela</translation>
    </message>
    <message>
        <source>unknown goods &quot;%1&quot; (wine, grain, cloth)</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>mercancía desconocida &quot;%1&quot; (wine, grain, cloth)</translation>
    </message>
    <message numerus="yes">
        <source>only %n %1 token(s) left in the general supply; this takes %2</source>
        <extracomment>%1 a kind of goods (wine, grain, cloth); %2 how many tokens the event takes; %n how many are left in the general supply</extracomment>
        <translation>
            <numerusform>solo queda %n ficha de %1 en la reserva general; este evento toma %2</numerusform>
            <numerusform>solo quedan %n fichas de %1 en la reserva general; este evento toma %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RemoveDialog</name>
    <message>
        <source>Take a figure off the board</source>
        <translation>Retirar una figura del tablero</translation>
    </message>
    <message>
        <source>Take it off</source>
        <translation>Retirar</translation>
    </message>
    <message>
        <source>The figure goes back to its owner without scoring.</source>
        <translation>La figura vuelve a su dueño sin puntuar.</translation>
    </message>
    <message>
        <source>Why (optional), e.g. placed by mistake</source>
        <translation>Por qué (opcional), p. ej. colocada por error</translation>
    </message>
</context>
<context>
    <name>RobbersStep</name>
    <message>
        <source>Robbers (R)</source>
        <translation>Ladrones (R)</translation>
    </message>
    <message>
        <source>Place %1&apos;s robber</source>
        <extracomment>%1 the robber&apos;s owner&apos;s name</extracomment>
        <translation>Colocar el ladrón de %1</translation>
    </message>
    <message>
        <source>Move %1&apos;s robber</source>
        <extracomment>%1 the robber&apos;s owner&apos;s name</extracomment>
        <translation>Mover el ladrón de %1</translation>
    </message>
    <message>
        <source>Click a highlighted space on the track (or arrows and Enter); Esc cancels.</source>
        <translation>Haz clic en una casilla resaltada del marcador (o flechas e Intro); Esc cancela.</translation>
    </message>
</context>
<context>
    <name>RuleIds</name>
    <message>
        <source>Road completed</source>
        <translation>Camino completado</translation>
    </message>
    <message>
        <source>City completed</source>
        <translation>Ciudad completada</translation>
    </message>
    <message>
        <source>Monastery completed</source>
        <translation>Monasterio completado</translation>
    </message>
    <message>
        <source>Haunted castle completed</source>
        <translation>Castillo encantado completado</translation>
    </message>
    <message>
        <source>Cemetery completed</source>
        <translation>Cementerio completado</translation>
    </message>
    <message>
        <source>Ringmaster bonus</source>
        <translation>Bonificación del director de circo</translation>
    </message>
    <message>
        <source>Robber steals</source>
        <translation>El ladrón roba</translation>
    </message>
    <message>
        <source>Robber at the end</source>
        <translation>Ladrón al final</translation>
    </message>
    <message>
        <source>Message: 2 points</source>
        <translation>Mensaje: 2 puntos</translation>
    </message>
    <message>
        <source>Message 1: road</source>
        <translation>Mensaje 1: camino</translation>
    </message>
    <message>
        <source>Message 2: city</source>
        <translation>Mensaje 2: ciudad</translation>
    </message>
    <message>
        <source>Message 3: monastery</source>
        <translation>Mensaje 3: monasterio</translation>
    </message>
    <message>
        <source>Message 4: extra tile</source>
        <translation>Mensaje 4: loseta adicional</translation>
    </message>
    <message>
        <source>Message 5: coats of arms</source>
        <translation>Mensaje 5: escudos</translation>
    </message>
    <message>
        <source>Message 6: knights</source>
        <translation>Mensaje 6: caballeros</translation>
    </message>
    <message>
        <source>Message 7: farmers</source>
        <translation>Mensaje 7: campesinos</translation>
    </message>
    <message>
        <source>Message 8: score a meeple</source>
        <translation>Mensaje 8: puntuar un seguidor</translation>
    </message>
    <message>
        <source>Ransom paid</source>
        <translation>Rescate pagado</translation>
    </message>
    <message>
        <source>Ransom received</source>
        <translation>Rescate recibido</translation>
    </message>
    <message>
        <source>Big top</source>
        <translation>Carpa</translation>
    </message>
    <message>
        <source>Big top at the end</source>
        <translation>Carpa al final</translation>
    </message>
    <message>
        <source>Acrobat pyramid</source>
        <translation>Pirámide de equilibristas</translation>
    </message>
    <message>
        <source>Road at the end</source>
        <translation>Camino al final</translation>
    </message>
    <message>
        <source>City at the end</source>
        <translation>Ciudad al final</translation>
    </message>
    <message>
        <source>Monastery at the end</source>
        <translation>Monasterio al final</translation>
    </message>
    <message>
        <source>Field at the end</source>
        <translation>Campo al final</translation>
    </message>
    <message>
        <source>Haunted castle at the end</source>
        <translation>Castillo encantado al final</translation>
    </message>
    <message>
        <source>Acrobats at the end</source>
        <translation>Equilibristas al final</translation>
    </message>
    <message>
        <source>Ringmaster at the end</source>
        <translation>Director de circo al final</translation>
    </message>
    <message>
        <source>Ghosts at the end</source>
        <translation>Fantasmas al final</translation>
    </message>
    <message>
        <source>Messenger joins the scoring meeple</source>
        <translation>La mensajera se une a la ficha de puntuación</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>Corrección</translation>
    </message>
    <message>
        <source>Road with an inn completed</source>
        <translation>Camino con posada completado</translation>
    </message>
    <message>
        <source>City with a cathedral completed</source>
        <translation>Ciudad con catedral completada</translation>
    </message>
    <message>
        <source>Garden completed</source>
        <translation>Jardín completado</translation>
    </message>
    <message>
        <source>Abbot returned early</source>
        <translation>Abad retirado antes de tiempo</translation>
    </message>
    <message>
        <source>Road with an inn at the end</source>
        <translation>Camino con posada al final</translation>
    </message>
    <message>
        <source>City with a cathedral at the end</source>
        <translation>Ciudad con catedral al final</translation>
    </message>
    <message>
        <source>Garden at the end</source>
        <translation>Jardín al final</translation>
    </message>
    <message>
        <source>Most goods</source>
        <translation>Mayoría de mercancías</translation>
    </message>
</context>
<context>
    <name>Schema</name>
    <message>
        <source>add undo/redo state and player profiles</source>
        <translation>añadir el estado de deshacer/rehacer y los perfiles de jugadores</translation>
    </message>
    <message>
        <source>add a summary row to every game</source>
        <translation>añadir una fila de resumen a cada partida</translation>
    </message>
    <message>
        <source>give games, profiles and the library their ids</source>
        <translation>dar sus identificadores a las partidas, los perfiles y la biblioteca</translation>
    </message>
    <message>
        <source>keep what the club server is owed</source>
        <translation>guardar lo que falta enviar al servidor del club</translation>
    </message>
    <message>
        <source>keep the names players give features</source>
        <translation>guardar los nombres que los jugadores ponen a las construcciones</translation>
    </message>
    <message>
        <source>chain each game&apos;s events by their hashes</source>
        <translation>encadenar los eventos de cada partida por sus hashes</translation>
    </message>
    <message>
        <source>keep the inns and cathedrals players note on features</source>
        <translation>guardar las posadas y catedrales que los jugadores anotan en las construcciones</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score over the turns</source>
        <translation>Puntuación a lo largo de los turnos</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
</context>
<context>
    <name>ScoreDialog</name>
    <message numerus="yes">
        <source>Score (%n point(s))</source>
        <extracomment>the button that scores the feature: %n the most points a player gets from it</extracomment>
        <translation>
            <numerusform>Puntuar (%n punto)</numerusform>
            <numerusform>Puntuar (%n puntos)</numerusform>
        </translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuar</translation>
    </message>
    <message>
        <source>Nothing to count: confirm to score it.</source>
        <translation>Nada que contar: confirma para puntuar.</translation>
    </message>
    <message>
        <source>Circus and acrobat tiles around %1&apos;s ringmaster</source>
        <extracomment>%1 player name</extracomment>
        <translation>Losetas de circo y de equilibristas alrededor del director de circo de %1</translation>
    </message>
    <message>
        <source>Score %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>Puntuar %1</translation>
    </message>
    <message>
        <source>no more than its tiles</source>
        <extracomment>why a field bounded by the tiles (the coats of arms) takes no more: a feature has no more than one per tile</extracomment>
        <translation>no más que losetas</translation>
    </message>
</context>
<context>
    <name>ScoreStep</name>
    <message numerus="yes">
        <source>%n feature(s) to score</source>
        <extracomment>%n how many completed features may be scored now</extracomment>
        <translation>
            <numerusform>%n construcción por puntuar</numerusform>
            <numerusform>%n construcciones por puntuar</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to score</source>
        <translation>Nada que puntuar</translation>
    </message>
    <message>
        <source>Completed features (S)</source>
        <translation>Construcciones completadas (S)</translation>
    </message>
    <message>
        <source>No road, city, monastery, castle or cemetery is occupied.</source>
        <translation>No hay ningún camino, ciudad, monasterio, castillo ni cementerio ocupado.</translation>
    </message>
    <message>
        <source>Score %1</source>
        <extracomment>%1 a feature (&quot;road r3&quot;)</extracomment>
        <translation>Puntuar %1</translation>
    </message>
    <message>
        <source>Take the city&apos;s goods (W)…</source>
        <translation>Tomar las mercancías de la ciudad (W)…</translation>
    </message>
</context>
<context>
    <name>ScoringFigures</name>
    <message>
        <source>scoring meeple</source>
        <translation>ficha de puntuación</translation>
    </message>
    <message>
        <source>meeple</source>
        <translation>ficha de puntuación</translation>
    </message>
    <message>
        <source>messenger</source>
        <translation>mensajera</translation>
    </message>
</context>
<context>
    <name>ScoringTrack</name>
    <message>
        <source>%1: %2 on %3</source>
        <extracomment>%1 the player&apos;s name, %2 the figure (scoring meeple, messenger or robber), %3 the space (a number)</extracomment>
        <translation>%1: %2 en %3</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Seat %1</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Asiento %1</translation>
    </message>
    <message>
        <source>Player %1&apos;s name</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Nombre del jugador %1</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Nombre del jugador %1</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Color del jugador %1</translation>
    </message>
    <message>
        <source>(taken)</source>
        <translation>(ocupado)</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Move up (earlier in the turn order)</source>
        <translation>Subir (antes en el orden de turno)</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>Move down (later in the turn order)</source>
        <translation>Bajar (después en el orden de turno)</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Quitar a este jugador</translation>
    </message>
    <message>
        <source>Language of player %1</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Idioma del jugador %1</translation>
    </message>
    <message>
        <source>Language of player %1: %2</source>
        <extracomment>%1 the seat&apos;s number, from 1, %2 the language&apos;s name</extracomment>
        <translation>Idioma del jugador %1: %2</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>A game needs at least 2 players.</source>
        <translation>Una partida necesita al menos 2 jugadores.</translation>
    </message>
    <message>
        <source>Player %1 has no name yet.</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>El jugador %1 todavía no tiene nombre.</translation>
    </message>
    <message>
        <source>Two players are called %1: add a letter to tell them apart.</source>
        <extracomment>%1 the name both players have</extracomment>
        <translation>Dos jugadores se llaman %1: añade una letra para distinguirlos.</translation>
    </message>
    <message>
        <source>◀ Library</source>
        <translation>◀ Biblioteca</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Players in seating order (%1 of 6)</source>
        <extracomment>%1 how many players are seated (2 to 6)</extracomment>
        <translation>Jugadores por orden de asiento (%1 de 6)</translation>
    </message>
    <message>
        <source>+ Add a player</source>
        <translation>+ Añadir un jugador</translation>
    </message>
    <message>
        <source>Regulars — click to seat them:</source>
        <translation>Jugadores habituales — haz clic para sentarlos:</translation>
    </message>
    <message>
        <source>Expansions on the table</source>
        <translation>Expansiones en la mesa</translation>
    </message>
    <message>
        <source>Start the game (Ctrl+Enter)</source>
        <translation>Empezar la partida (Ctrl+Intro)</translation>
    </message>
    <message>
        <source>Player %1&apos;s name holds a control character or a text-direction override: type it again without it.</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>El nombre del jugador %1 contiene un carácter de control o un carácter que cambia la dirección del texto: escríbelo de nuevo sin él.</translation>
    </message>
    <message>
        <source>Big Box</source>
        <extracomment>The preset for the boxed edition &quot;Carcassonne Big Box&quot; (the base game with The Abbot, Inns and Cathedrals and Traders and Builders): use the name it is sold under in your language</extracomment>
        <translation>Carcassonne Plus</translation>
    </message>
    <message>
        <source>Turns on or off together: %1. The other expansions stay as they are.</source>
        <extracomment>%1 the Big Box&apos;s expansions&apos; names, one after the other</extracomment>
        <translation>Activa o desactiva a la vez: %1. Las demás expansiones quedan como están.</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Meeple Ledger</source>
        <translation>Meeple Ledger</translation>
    </message>
    <message>
        <source>Import a record…</source>
        <translation>Importar un registro…</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Partida en curso</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>one player of the game to resume: %1 the name, %2 the score</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Todas</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>En curso</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminada</translation>
    </message>
    <message>
        <source>Delete the game of %1? It cannot be brought back (export it first to keep a copy).</source>
        <extracomment>%1 is the game&apos;s title, or when it has none the players&apos; names joined by commas (never a date)</extracomment>
        <translation>¿Borrar la partida «%1»? No se podrá recuperar (expórtala antes para conservar una copia).</translation>
    </message>
    <message>
        <source>No games here yet</source>
        <translation>Todavía no hay partidas</translation>
    </message>
    <message>
        <source>Start a new game, or import a record file from another table.</source>
        <translation>Empieza una partida nueva o importa un registro de otra mesa.</translation>
    </message>
    <message>
        <source>Import a game record</source>
        <translation>Importar un registro de partida</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Registros de partidas (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Export the game record</source>
        <translation>Exportar el registro de partida</translation>
    </message>
    <message>
        <source>Delete this game?</source>
        <translation>¿Borrar esta partida?</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Acerca de</translation>
    </message>
    <message>
        <source>The game was exported to %1.</source>
        <extracomment>%1 is the path of the file written</extracomment>
        <translation>La partida se exportó a %1.</translation>
    </message>
    <message>
        <source>Export</source>
        <extracomment>The button of the export&apos;s file dialog that writes the file</extracomment>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>League</source>
        <extracomment>Opens the league: the standings of a season over the finished games</extracomment>
        <translation>Liga</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Keep the intact events as a new game</source>
        <translation>Conservar los eventos intactos como una partida nueva</translation>
    </message>
    <message>
        <source>No game in progress</source>
        <translation>Ninguna partida en curso</translation>
    </message>
    <message>
        <source>No finished game yet</source>
        <translation>Aún ninguna partida terminada</translation>
    </message>
    <message>
        <source>Start a new game, or show all games.</source>
        <translation>Empieza una partida nueva o muestra todas las partidas.</translation>
    </message>
</context>
<context>
    <name>StatisticsPanel</name>
    <message>
        <source>Players&apos; statistics</source>
        <translation>Estadísticas de los jugadores</translation>
    </message>
    <message>
        <source>Statistics appear once games with named players are stored.</source>
        <translation>Las estadísticas aparecen cuando hay partidas guardadas con jugadores con nombre.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Games finished</source>
        <translation>Partidas terminadas</translation>
    </message>
    <message>
        <source>Games in progress</source>
        <translation>Partidas en curso</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Puntuación media</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Mejor puntuación</translation>
    </message>
    <message>
        <source>Points by source (finished games)</source>
        <translation>Puntos por origen (partidas terminadas)</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <source>No space holds another player&apos;s scoring figure: %1&apos;s robber cannot be placed now.</source>
        <extracomment>%1 the robber&apos;s owner&apos;s name</extracomment>
        <translation>Ninguna casilla tiene una figura de puntuación de otro jugador: el ladrón de %1 no se puede colocar ahora.</translation>
    </message>
    <message>
        <source>◀ Library</source>
        <translation>◀ Biblioteca</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Mayús+Z</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Puntuación final</translation>
    </message>
    <message>
        <source>Where does %1&apos;s robber go? Click a highlighted space.</source>
        <extracomment>%1 the robber&apos;s owner&apos;s name</extracomment>
        <translation>¿Adónde va el ladrón de %1? Haz clic en una casilla resaltada.</translation>
    </message>
    <message>
        <source>Space %1 takes no robber of %2&apos;s now: choose a highlighted space.</source>
        <extracomment>%1 a track space, %2 the robber&apos;s owner</extracomment>
        <translation>La casilla %1 no admite ahora el ladrón de %2: elige una casilla resaltada.</translation>
    </message>
    <message>
        <source>Language (Ctrl+Shift+L)</source>
        <extracomment>The key that opens the list of languages</extracomment>
        <translation>Idioma (Ctrl+Mayús+L)</translation>
    </message>
    <message>
        <source>Language: %1</source>
        <extracomment>%1 the language the table speaks, in its own words (&quot;Deutsch&quot;)</extracomment>
        <translation>Idioma: %1</translation>
    </message>
    <message>
        <source>Dark</source>
        <extracomment>The theme&apos;s names, as the start screen&apos;s switch calls them</extracomment>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Desktop</source>
        <translation>Como el escritorio</translation>
    </message>
    <message>
        <source>Theme: %1 (Ctrl+Shift+T)</source>
        <extracomment>%1 the theme in use (Light, Dark, Desktop)</extracomment>
        <translation>Tema: %1 (Ctrl+Mayús+T)</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Amarillo</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Morado</translation>
    </message>
</context>
<context>
    <name>ThemeSwitch</name>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>Tema:</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>Desktop</source>
        <extracomment>The theme that follows the desktop&apos;s light or dark look.</extracomment>
        <translation>Como el escritorio</translation>
    </message>
</context>
<context>
    <name>TowerDialog</name>
    <message>
        <source>Add a tower floor</source>
        <translation>Añadir un segmento de torre</translation>
    </message>
    <message>
        <source>Add the floor</source>
        <translation>Añadir el segmento</translation>
    </message>
    <message>
        <source>Add the floor and capture</source>
        <translation>Añadir el segmento y capturar</translation>
    </message>
    <message>
        <source>No tower floors left in the supply.</source>
        <translation>No quedan segmentos de torre en la reserva.</translation>
    </message>
    <message numerus="yes">
        <source>Which tower? (%n floor(s) left)</source>
        <extracomment>%n how many tower floors the active player has left</extracomment>
        <translation>
            <numerusform>¿Qué torre? (queda %n segmento)</numerusform>
            <numerusform>¿Qué torre? (quedan %n segmentos)</numerusform>
        </translation>
    </message>
    <message>
        <source>A new tower</source>
        <translation>Una torre nueva</translation>
    </message>
    <message>
        <source>Capture a figure?</source>
        <translation>¿Capturar una figura?</translation>
    </message>
    <message>
        <source>No capture</source>
        <translation>Sin captura</translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message>
        <source>%1&apos;s turn</source>
        <extracomment>%1 the active player&apos;s name</extracomment>
        <translation>Turno de %1</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <source>No turn yet</source>
        <translation>Todavía no hay turno</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <extracomment>%1 the turn&apos;s number</extracomment>
        <translation>Turno %1</translation>
    </message>
    <message>
        <source>Begin the first turn: %1 (N)</source>
        <extracomment>%1 the name of the player who begins; (N) the key that does it</extracomment>
        <translation>Empezar el primer turno: %1 (N)</translation>
    </message>
    <message>
        <source>End turn → %1 (N)</source>
        <extracomment>%1 the next player&apos;s name; N is the key</extracomment>
        <translation>Terminar turno → %1 (N)</translation>
    </message>
    <message>
        <source>%1&apos;s robber still has to choose whom it robs: choose, then end the turn.</source>
        <extracomment>%1 the robber&apos;s owner</extracomment>
        <translation>El ladrón de %1 aún debe elegir a quién roba: elige y luego termina el turno.</translation>
    </message>
    <message>
        <source>Place another figure this turn?</source>
        <translation>¿Colocar otra figura en este turno?</translation>
    </message>
    <message>
        <source>Place another</source>
        <translation>Colocar otra</translation>
    </message>
    <message>
        <source>The last tile is placed: final scoring (F)…</source>
        <translation>Se ha colocado la última loseta: puntuación final (F)…</translation>
    </message>
    <message>
        <source>Add a tower floor this turn too?</source>
        <translation>¿Añadir también un segmento de torre en este turno?</translation>
    </message>
    <message>
        <source>%1 has already placed a figure or added a tower floor this turn, and a turn takes one of them. Enter another anyway?</source>
        <extracomment>%1 the active player; placing a figure and adding a tower floor are the turn&apos;s one action</extracomment>
        <translation>%1 ya ha colocado una figura o añadido un segmento de torre en este turno, y en un turno solo se hace una de las dos cosas. ¿Introducir otra acción de todos modos?</translation>
    </message>
    <message>
        <source>Add a floor</source>
        <translation>Añadir un segmento</translation>
    </message>
    <message>
        <source>A message is still owed</source>
        <translation>Queda un mensaje pendiente</translation>
    </message>
    <message>
        <source>%1&apos;s scoring figure ended a move on a dark space: %1 draws a message before the turn ends.</source>
        <extracomment>%1 the active player</extracomment>
        <translation>La figura de puntuación de %1 ha terminado un movimiento en una casilla oscura: %1 roba un mensaje antes de que acabe el turno.</translation>
    </message>
    <message>
        <source>Draw the message</source>
        <translation>Robar el mensaje</translation>
    </message>
    <message>
        <source>End the turn without it</source>
        <translation>Terminar el turno sin robarlo</translation>
    </message>
    <message>
        <source>The builder&apos;s second tile: place it and score what it completes.</source>
        <translation>Segunda loseta del constructor: colócala y puntúa lo que complete.</translation>
    </message>
    <message>
        <source>The tile extended my builder&apos;s road or city: second tile (D)</source>
        <translation>La loseta ha ampliado el camino o la ciudad de mi constructor: segunda loseta (D)</translation>
    </message>
</context>
<context>
    <name>ValueFields</name>
    <message>
        <source>Tiles</source>
        <translation>Losetas</translation>
    </message>
    <message>
        <source>Coats of arms</source>
        <translation>Escudos</translation>
    </message>
    <message>
        <source>Tiles with mist</source>
        <translation>Losetas con niebla</translation>
    </message>
    <message>
        <source>Completed cities bordering it</source>
        <translation>Ciudades completadas adyacentes</translation>
    </message>
    <message>
        <source>Circus and acrobat tiles around the ringmaster</source>
        <translation>Losetas de circo y de equilibristas alrededor del director de circo</translation>
    </message>
    <message>
        <source>An inn on the road</source>
        <translation>Una posada en el camino</translation>
    </message>
    <message>
        <source>A cathedral in the city</source>
        <translation>Una catedral en la ciudad</translation>
    </message>
</context>
<context>
    <name>Warnings</name>
    <message>
        <source>%1 owed a message and did not draw one.</source>
        <extracomment>%1 is a player&apos;s name.</extracomment>
        <translation>A %1 le correspondía un mensaje y no lo robó.</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>cannot read %1: %2</source>
        <extracomment>%1 the record file&apos;s path, %2 the system&apos;s reason</extracomment>
        <translation>no se puede leer %1: %2</translation>
    </message>
    <message>
        <source>event %1</source>
        <extracomment>the start of a ledger line: %1 the number of the event in the record</extracomment>
        <translation>evento %1</translation>
    </message>
    <message>
        <source>Scores:</source>
        <translation>Puntuaciones:</translation>
    </message>
    <message>
        <source>Replays a meeple-ledger/1 game record and prints what the table owes, or explains every payout.</source>
        <translation>Reproduce un registro de partida meeple-ledger/1 y muestra los puntos que corresponden, o explica cada puntuación.</translation>
    </message>
    <message>
        <source>the record file, or - for standard input</source>
        <translation>el archivo de registro, o - para la entrada estándar</translation>
    </message>
    <message>
        <source>error: there is no %1 translation; the languages are: %2</source>
        <extracomment>%1 the language code asked for, %2 the codes there are (&quot;en, de, fr…&quot;)</extracomment>
        <translation>error: no hay traducción «%1»; los idiomas son: %2</translation>
    </message>
    <message>
        <source>Explain in this language: %1 (default: the system&apos;s language, else en).</source>
        <extracomment>%1 the language codes (&quot;en, de, fr…&quot;)</extracomment>
        <translation>Idioma de las explicaciones: %1 (por defecto: el del sistema; si no, en).</translation>
    </message>
    <message>
        <source>code</source>
        <translation>código</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli [--lang code] replay|explain FILE (- reads standard input)</source>
        <translation>uso: meeple-ledger-cli [--lang código] replay|explain ARCHIVO (- lee la entrada estándar)</translation>
    </message>
    <message>
        <source>error: %1</source>
        <extracomment>%1 what went wrong, a sentence of its own
----------
%1 why the record could not be read, a sentence of its own</extracomment>
        <translation>error: %1</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>la entrada estándar</translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <extracomment>%1 is the file name, or &quot;standard input&quot;</extracomment>
        <translation>%1 está vacío</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB, the most a game record can be</source>
        <extracomment>%1 is the file name, or &quot;standard input&quot;; %2 the largest size of a record in MiB (16)</extracomment>
        <translation>%1 supera los %2 MiB, el máximo que puede ocupar un registro de partida</translation>
    </message>
    <message>
        <source>error: the record is too large to read in the memory available</source>
        <translation>error: el registro de la partida es demasiado grande para leerlo con la memoria disponible</translation>
    </message>
    <message>
        <source>error: could not write the output: %1</source>
        <extracomment>%1 is the system&apos;s reason, such as &quot;No space left on device&quot;</extracomment>
        <translation>error: no se pudo escribir la salida: %1</translation>
    </message>
    <message>
        <source>error: could not write to standard output</source>
        <translation>error: no se puede escribir en la salida estándar</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminada</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>en curso</translation>
    </message>
    <message>
        <source>imported %1 as game %2</source>
        <extracomment>%1 the record file, %2 the number of the new game in the library</extracomment>
        <translation>%1 importado como partida %2</translation>
    </message>
    <message>
        <source>%1 is not a game number</source>
        <extracomment>%1 what was given where a game&apos;s number belongs</extracomment>
        <translation>%1 no es un número de partida</translation>
    </message>
    <message>
        <source>there is no game library at %1</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>no hay ninguna biblioteca de partidas en %1</translation>
    </message>
    <message>
        <source>fork of game %1</source>
        <extracomment>%1 the number of the game in the library this one is a fork of</extracomment>
        <translation>otra versión de la partida %1</translation>
    </message>
    <message>
        <source>%1 unchanged: game %2 already holds all of it</source>
        <extracomment>%1 the record file, %2 the number of the game in the library that already holds it</extracomment>
        <translation>%1 sin cambios: la partida %2 ya lo contiene todo</translation>
    </message>
    <message>
        <source>imported %1 as game %2, kept as a fork of game %3</source>
        <extracomment>%1 the record file, %2 the number of the new game, %3 the stored game it differs from</extracomment>
        <translation>%1 importado como partida %2, conservado como otra versión de la partida %3</translation>
    </message>
    <message numerus="yes">
        <source>updated game %2 from %1: %n event(s) added</source>
        <extracomment>%1 the record file, %2 the number of the game in the library, %n how many events it gained</extracomment>
        <translation>
            <numerusform>partida %2 actualizada desde %1: %n evento añadido</numerusform>
            <numerusform>partida %2 actualizada desde %1: %n eventos añadidos</numerusform>
        </translation>
    </message>
    <message>
        <source>command</source>
        <extracomment>In --help, the name of the first argument: &quot;meeple-ledger-cli [options] command file&quot;</extracomment>
        <translation>orden</translation>
    </message>
    <message>
        <source>file</source>
        <extracomment>In --help, the value of --library: &quot;--library &lt;file&gt;&quot;
----------
In --help, the name of the second argument, the record file: &quot;meeple-ledger-cli [options] command file&quot;</extracomment>
        <translation>archivo</translation>
    </message>
    <message>
        <source>a season needs --season NAME, --from YYYY-MM-DD and --to YYYY-MM-DD together</source>
        <translation>una temporada necesita --season NOMBRE, --from AAAA-MM-DD y --to AAAA-MM-DD juntos</translation>
    </message>
    <message>
        <source>%1 %2 is not a day written YYYY-MM-DD</source>
        <extracomment>%1 the option (--from or --to), %2 what was given after it</extracomment>
        <translation>%1 %2 no es un día escrito AAAA-MM-DD</translation>
    </message>
    <message>
        <source>--to %1 comes before --from %2</source>
        <extracomment>%1 the season&apos;s last day, %2 its first day, both YYYY-MM-DD</extracomment>
        <translation>--to %1 es anterior a --from %2</translation>
    </message>
    <message>
        <source>the season&apos;s name is empty</source>
        <translation>el nombre de la temporada está vacío</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>puesto</translation>
    </message>
    <message>
        <source>player</source>
        <translation>jugador</translation>
    </message>
    <message>
        <source>games</source>
        <translation>partidas</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>victorias</translation>
    </message>
    <message>
        <source>avg points</source>
        <translation>media de puntos</translation>
    </message>
    <message>
        <source>avg place</source>
        <translation>puesto medio</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>valoración</translation>
    </message>
    <message>
        <source>league takes no %1; %2</source>
        <extracomment>%1 the first word the command does not take, %2 the usage line</extracomment>
        <translation>league no admite %1; %2</translation>
    </message>
    <message>
        <source>no finished games in this season</source>
        <translation>ninguna partida terminada en esta temporada</translation>
    </message>
    <message numerus="yes">
        <source>%1: pushed revision %2 (%n event(s))</source>
        <extracomment>%1 the game&apos;s UUID, %2 its revision number, %n its events</extracomment>
        <translation>
            <numerusform>%1: revisión %2 enviada (%n evento)</numerusform>
            <numerusform>%1: revisión %2 enviada (%n eventos)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: unchanged (the server holds revision %2)</source>
        <extracomment>%1 the game&apos;s UUID, %2 its revision number</extracomment>
        <translation>%1: sin cambios (el servidor tiene la revisión %2)</translation>
    </message>
    <message>
        <source>%1: deleted on the server</source>
        <extracomment>%1 the game&apos;s UUID</extracomment>
        <translation>%1: eliminada en el servidor</translation>
    </message>
    <message>
        <source>the server&apos;s address: %1</source>
        <extracomment>%1 why the server&apos;s address cannot be read</extracomment>
        <translation>la dirección del servidor: %1</translation>
    </message>
    <message>
        <source>the connection to the club server was encrypted (TLS)</source>
        <translation>la conexión con el servidor del club estaba cifrada (TLS)</translation>
    </message>
    <message>
        <source>the connection to the club server was not encrypted</source>
        <translation>la conexión con el servidor del club no estaba cifrada</translation>
    </message>
    <message>
        <source>--save-season needs --server and a whole season; %1</source>
        <extracomment>%1 the usage line</extracomment>
        <translation>--save-season necesita --server y una temporada completa; %1</translation>
    </message>
    <message>
        <source>The game library file (default: the app&apos;s own, %1).</source>
        <extracomment>%1 the path of the app&apos;s own game library</extracomment>
        <translation>El archivo de la biblioteca de partidas (por defecto: el de la aplicación, %1).</translation>
    </message>
    <message>
        <source>Lists the command&apos;s options.</source>
        <translation>Muestra las opciones de la orden.</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli league [--library FILE] [--season NAME --from YYYY-MM-DD --to YYYY-MM-DD] [--csv OUT] | league --server ADDRESS [--season NAME [--from YYYY-MM-DD --to YYYY-MM-DD [--save-season]]] [--csv OUT]</source>
        <translation>uso: meeple-ledger-cli league [--library ARCHIVO] [--season NOMBRE --from AAAA-MM-DD --to AAAA-MM-DD] [--csv SALIDA] | league --server DIRECCIÓN [--season NOMBRE [--from AAAA-MM-DD --to AAAA-MM-DD [--save-season]]] [--csv SALIDA]</translation>
    </message>
    <message>
        <source>Prints a season&apos;s standings over the finished games of a library (the app&apos;s own by default) or of the club&apos;s server.</source>
        <translation>Muestra la clasificación de una temporada a partir de las partidas terminadas de una biblioteca (por defecto, la de la aplicación) o del servidor del club.</translation>
    </message>
    <message>
        <source>The club server&apos;s games instead (a postgresql:// URL or a libpq connection string).</source>
        <translation>En su lugar, las partidas del servidor del club (una URL postgresql:// o una cadena de conexión de libpq).</translation>
    </message>
    <message>
        <source>address</source>
        <extracomment>In --help, the value of --server: &quot;--server &lt;address&gt;&quot;</extracomment>
        <translation>dirección</translation>
    </message>
    <message>
        <source>The season&apos;s name.</source>
        <extracomment>In --help, the value of --season: &quot;--season &lt;name&gt;&quot;</extracomment>
        <translation>El nombre de la temporada.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <extracomment>In --help, the value of --from and --to: &quot;--from &lt;YYYY-MM-DD&gt;&quot;</extracomment>
        <translation>AAAA-MM-DD</translation>
    </message>
    <message>
        <source>The season&apos;s first day (UTC).</source>
        <translation>El primer día de la temporada (UTC).</translation>
    </message>
    <message>
        <source>The season&apos;s last day (UTC).</source>
        <translation>El último día de la temporada (UTC).</translation>
    </message>
    <message>
        <source>With --server: keeps the season on the server.</source>
        <translation>Con --server: guarda la temporada en el servidor.</translation>
    </message>
    <message>
        <source>Also writes the standings as CSV.</source>
        <translation>Escribe además la clasificación en CSV.</translation>
    </message>
    <message>
        <source>league takes --library FILE or --server ADDRESS, not both; %1</source>
        <extracomment>%1 the usage line</extracomment>
        <translation>league admite --library ARCHIVO o --server DIRECCIÓN, no ambos; %1</translation>
    </message>
    <message>
        <source>Imports game records; a game it holds already is updated, never stored twice.</source>
        <translation>Importa registros de partida; una partida que ya está en la biblioteca se actualiza, nunca se guarda dos veces.</translation>
    </message>
    <message>
        <source>Lists the games: number, date (UTC), players with scores, state.</source>
        <translation>Lista las partidas: número, fecha (UTC), jugadores con sus puntuaciones, estado.</translation>
    </message>
    <message>
        <source>Writes a game&apos;s record to OUT, or to standard output.</source>
        <translation>Escribe el registro de una partida en OUT o en la salida estándar.</translation>
    </message>
    <message>
        <source>Names the library; prints its name and device id.</source>
        <translation>Da nombre a la biblioteca; muestra su nombre y su identificador de dispositivo.</translation>
    </message>
    <message>
        <source>Copies the whole library, even while the app runs.</source>
        <translation>Copia toda la biblioteca, incluso mientras la aplicación está en marcha.</translation>
    </message>
    <message>
        <source>Replaces the library with a backup.</source>
        <translation>Sustituye la biblioteca por una copia de seguridad.</translation>
    </message>
    <message>
        <source>Writes one row per player per game as CSV.</source>
        <translation>Escribe en CSV una fila por jugador y partida.</translation>
    </message>
    <message>
        <source>Prints the path of the library file.</source>
        <translation>Muestra la ruta del archivo de la biblioteca.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Órdenes:</translation>
    </message>
    <message>
        <source>Works on a game library: the app&apos;s own, or the file --library names.</source>
        <translation>Trabaja con una biblioteca de partidas: la de la aplicación o el archivo que indique --library.</translation>
    </message>
    <message>
        <source>With list: the games as JSON.</source>
        <translation>Con list: las partidas en JSON.</translation>
    </message>
    <message>
        <source>With csv: finished games only.</source>
        <translation>Con csv: solo las partidas terminadas.</translation>
    </message>
    <message>
        <source>One of the commands below.</source>
        <translation>Una de las órdenes siguientes.</translation>
    </message>
    <message>
        <source>Prints what a game record comes to, as JSON.</source>
        <translation>Muestra en JSON el resultado de un registro de partida.</translation>
    </message>
    <message>
        <source>Explains every payout of a game record, a line each.</source>
        <translation>Explica cada puntuación de un registro de partida, una por línea.</translation>
    </message>
    <message>
        <source>Imports, lists, exports, backs up and restores the games of a library.</source>
        <translation>Importa, lista, exporta, respalda y restaura las partidas de una biblioteca.</translation>
    </message>
    <message>
        <source>Prints a season&apos;s standings over a library&apos;s or the club&apos;s finished games.</source>
        <translation>Muestra la clasificación de una temporada a partir de las partidas terminadas de una biblioteca o del club.</translation>
    </message>
    <message>
        <source>Pushes a library&apos;s games to the club&apos;s server.</source>
        <translation>Envía las partidas de una biblioteca al servidor del club.</translation>
    </message>
    <message>
        <source>Each command&apos;s --help lists its options: meeple-ledger-cli library --help</source>
        <extracomment>The last line of --help</extracomment>
        <translation>El --help de cada orden muestra sus opciones: meeple-ledger-cli library --help</translation>
    </message>
    <message>
        <source>Pushes the games of a library (the app&apos;s own by default) to the club&apos;s server.</source>
        <translation>Envía las partidas de una biblioteca (por defecto, la de la aplicación) al servidor del club.</translation>
    </message>
    <message>
        <source>The club server: a postgresql:// URL or a libpq connection string.</source>
        <translation>El servidor del club: una URL postgresql:// o una cadena de conexión de libpq.</translation>
    </message>
    <message>
        <source>url</source>
        <extracomment>In --help, the value of --server: &quot;--server &lt;url&gt;&quot;</extracomment>
        <translation>url</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli sync [--library FILE] --server URL (a postgresql:// URL or a libpq connection string)</source>
        <translation>uso: meeple-ledger-cli sync [--library ARCHIVO] --server URL (una URL postgresql:// o una cadena de conexión de libpq)</translation>
    </message>
    <message>
        <source>Creates the club&apos;s roles, its schema and its tables (again: upgrades them, changes nothing else).</source>
        <translation>Crea los roles, el esquema y las tablas del club (de nuevo: los actualiza y no cambia nada más).</translation>
    </message>
    <message>
        <source>Creates a login for a table&apos;s laptop and prints its connection.</source>
        <translation>Crea un inicio de sesión para el portátil de una mesa y muestra su conexión.</translation>
    </message>
    <message>
        <source>Creates a login for an organiser and prints its connection.</source>
        <translation>Crea un inicio de sesión para un organizador y muestra su conexión.</translation>
    </message>
    <message>
        <source>%1 is a club server (schema version %2); add each table&apos;s laptop with: meeple-ledger-cli club add-table NAME</source>
        <extracomment>%1 the database&apos;s name, %2 the schema&apos;s version</extracomment>
        <translation>%1 es un servidor de club (versión del esquema %2); añade el portátil de cada mesa con: meeple-ledger-cli club add-table NOMBRE</translation>
    </message>
    <message>
        <source>%1 exists already and keeps its password (--new-password makes a new one)</source>
        <extracomment>%1 a login&apos;s name</extracomment>
        <translation>%1 ya existe y conserva su contraseña (--new-password crea una nueva)</translation>
    </message>
    <message>
        <source>%1 can sync with this connection (keep it as a password):</source>
        <extracomment>%1 a login&apos;s name; the connection follows on the next line</extracomment>
        <translation>%1 puede sincronizar con esta conexión (guárdala como una contraseña):</translation>
    </message>
    <message>
        <source>The server&apos;s name as the laptops reach it, in the printed connection (default: the host of --server).</source>
        <translation>El nombre con el que los portátiles alcanzan el servidor, en la conexión mostrada (por defecto: el host de --server).</translation>
    </message>
    <message>
        <source>host</source>
        <extracomment>In --help, the value of --host: &quot;--host &lt;host&gt;&quot;</extracomment>
        <translation>host</translation>
    </message>
    <message>
        <source>Gives a login that exists already a new password (its laptop needs the new connection).</source>
        <translation>Da una contraseña nueva a un inicio de sesión que ya existe (su portátil necesita entonces la conexión nueva).</translation>
    </message>
    <message>
        <source>Sets up the club&apos;s server and the logins of its tables and organisers.</source>
        <translation>Configura el servidor del club y los inicios de sesión de sus mesas y organizadores.</translation>
    </message>
    <message>
        <source>Gives a game to another table (its library&apos;s name or device id): that table&apos;s version counts from now on. The table that owns the game or an organiser may; --server is their own connection.</source>
        <translation>Cede una partida a otra mesa (el nombre de su biblioteca o el id de su dispositivo): desde ahora cuenta la versión de esa mesa. Puede hacerlo la mesa a la que pertenece la partida o un organizador; --server es su propia conexión.</translation>
    </message>
    <message>
        <source>game %1 belongs to %2 now: its version counts</source>
        <extracomment>%1 the game&apos;s UUID, %2 the table that owns it now</extracomment>
        <translation>la partida %1 pertenece ahora a %2: cuenta su versión</translation>
    </message>
    <message>
        <source>Makes a PostgreSQL database the club&apos;s server and gives each table and organiser a login, with a superuser&apos;s connection; hands a game over to another table, with its owner&apos;s or an organiser&apos;s.</source>
        <translation>Con la conexión de un superusuario, convierte una base de datos PostgreSQL en el servidor del club y da a cada mesa y organizador un inicio de sesión; con la de su dueño o de un organizador, cede una partida a otra mesa.</translation>
    </message>
    <message>
        <source>The club&apos;s database, a postgresql:// URL or a libpq connection string: a superuser&apos;s for setup and add-*, the owning table&apos;s or an organiser&apos;s for hand-over.</source>
        <translation>La base de datos del club, una URL postgresql:// o una cadena de conexión de libpq: la de un superusuario para setup y add-*, la de la mesa dueña o de un organizador para hand-over.</translation>
    </message>
    <message>
        <source>With hand-over: the table that gets the game, by its library&apos;s name or its device id.</source>
        <translation>Con hand-over: la mesa que recibe la partida, por el nombre de su biblioteca o el id de su dispositivo.</translation>
    </message>
    <message>
        <source>table</source>
        <extracomment>In --help, the value of --to: &quot;--to &lt;table&gt;&quot;</extracomment>
        <translation>mesa</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>%1 a game&apos;s UUID, %2 its players&apos; names</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>awaiting the organiser: %1 holds another version of %2&apos;s game %3</source>
        <extracomment>%1 the table holding the version, %2 the table that owns the game, %3 the game (UUID and players)</extracomment>
        <translation>espera al organizador: %1 tiene otra versión de la partida de %2 %3</translation>
    </message>
    <message>
        <source>left out: the rules refuse %1&apos;s game %2</source>
        <extracomment>%1 the table, %2 the game (UUID and players)</extracomment>
        <translation>excluida: las reglas rechazan la partida de %1 %2</translation>
    </message>
    <message>
        <source>a version counts once its table owns the game: meeple-ledger-cli club hand-over GAME --to TABLE --server ADDRESS</source>
        <translation>una versión cuenta cuando la partida pertenece a su mesa: meeple-ledger-cli club hand-over PARTIDA --to MESA --server DIRECCIÓN</translation>
    </message>
    <message>
        <source>%1: pushed revision %2, kept for the organiser: the game belongs to %3, whose version the league counts</source>
        <extracomment>%1 the game&apos;s UUID, %2 its revision number, %3 the table that owns the game</extracomment>
        <translation>%1: revisión %2 enviada, guardada para el organizador: la partida pertenece a %3, cuya versión cuenta la liga</translation>
    </message>
    <message>
        <source>the season&apos;s name holds a control character or a text-direction override</source>
        <translation>el nombre de la temporada contiene un carácter de control o un carácter que cambia la dirección del texto</translation>
    </message>
    <message>
        <source>the season&apos;s name is longer than %1 characters</source>
        <extracomment>%1 the longest a name may be (40)</extracomment>
        <translation>el nombre de la temporada tiene más de %1 caracteres</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli library [--library FILE] import RECORD… | list [--json] | export ID [OUT] | name [NAME] | backup OUT | restore IN | csv [--finished] [ID…] [OUT] | keep-intact ID | where</source>
        <translation>uso: meeple-ledger-cli library [--library ARCHIVO] import PARTIDA… | list [--json] | export NÚMERO [SALIDA] | name [NOMBRE] | backup SALIDA | restore ENTRADA | csv [--finished] [NÚMERO…] [SALIDA] | keep-intact NÚMERO | where</translation>
    </message>
    <message>
        <source>Keeps the events of a game changed outside the app, up to the first changed one, as a new game.</source>
        <translation>Conserva los eventos de una partida cambiada fuera de la aplicación, hasta el primero cambiado, como una partida nueva.</translation>
    </message>
    <message>
        <source>note: game %1 was changed outside Meeple Ledger at its event %2; the backup holds it as it is (library keep-intact %1 keeps the events before)</source>
        <extracomment>%1 the game&apos;s number, %2 the event&apos;s index in it</extracomment>
        <translation>nota: la partida %1 se cambió fuera de Meeple Ledger en su evento %2; la copia la guarda tal cual (library keep-intact %1 conserva los eventos anteriores)</translation>
    </message>
    <message>
        <source>game %1 holds the intact events of game %2</source>
        <extracomment>%1 the new game&apos;s number, %2 the changed game&apos;s number</extracomment>
        <translation>la partida %1 contiene los eventos intactos de la partida %2</translation>
    </message>
    <message>
        <source>%1: not pushed: %2</source>
        <extracomment>%1 the game&apos;s UUID, %2 the library&apos;s sentence saying which event was changed</extracomment>
        <translation>%1: no enviada: %2</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli club setup | add-table NAME | add-organiser NAME --server ADDRESS [--host HOST] [--new-password] | club hand-over GAME --to TABLE --server ADDRESS | club check-results --server ADDRESS [--repair]</source>
        <translation>uso: meeple-ledger-cli club setup | add-table NOMBRE | add-organiser NOMBRE --server DIRECCIÓN [--host HOST] [--new-password] | club hand-over PARTIDA --to MESA --server DIRECCIÓN | club check-results --server DIRECCIÓN [--repair]</translation>
    </message>
    <message>
        <source>Replays every counted game on the server and compares it with the result kept beside it, which the league reads; lists each that differs or is missing. --repair (an organiser&apos;s connection) keeps the replay&apos;s result instead.</source>
        <translation>Reproduce cada partida contada del servidor y la compara con el resultado guardado a su lado, que lee la liga; enumera cada uno que difiere o falta. --repair (la conexión de un organizador) guarda en su lugar el resultado de la reproducción.</translation>
    </message>
    <message>
        <source>refused by the rules</source>
        <translation>rechazada por las reglas</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>a seat in a result: %1 the player&apos;s name, %2 the score</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>finished: %1</source>
        <extracomment>%1 the seats with their scores (&quot;Ana 32, Ben 25&quot;)</extracomment>
        <translation>terminada: %1</translation>
    </message>
    <message>
        <source>game %1 (%2, revision %3)</source>
        <extracomment>%1 the game&apos;s UUID, %2 the table holding it, %3 the revision</extracomment>
        <translation>partida %1 (%2, revisión %3)</translation>
    </message>
    <message>
        <source>%1: no result kept; its events replay to %2</source>
        <extracomment>%1 the version (&quot;game UUID (Table 3, revision 12)&quot;), %2 its replayed result</extracomment>
        <translation>%1: ningún resultado guardado; sus eventos se reproducen como %2</translation>
    </message>
    <message>
        <source>%1: kept %2, but its events replay to %3</source>
        <extracomment>%1 the version, %2 the result kept on the server, %3 the replayed result</extracomment>
        <translation>%1: guardado %2, pero sus eventos se reproducen como %3</translation>
    </message>
    <message numerus="yes">
        <source>%n counted game(s) checked: every kept result is what its events replay to</source>
        <extracomment>%n the games checked</extracomment>
        <translation>
            <numerusform>%n partida contada comprobada: cada resultado guardado es lo que dan sus eventos</numerusform>
            <numerusform>%n partidas contadas comprobadas: cada resultado guardado es lo que dan sus eventos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counted game(s) checked: %1 result(s) kept anew from the replay</source>
        <extracomment>%n the games checked, %1 how many results were kept anew</extracomment>
        <translation>
            <numerusform>%n partida contada comprobada: %1 resultado(s) guardado(s) de nuevo a partir de la reproducción</numerusform>
            <numerusform>%n partidas contadas comprobadas: %1 resultado(s) guardado(s) de nuevo a partir de la reproducción</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counted game(s) checked: %1 kept result(s) differ from the replay (--repair keeps the replay&apos;s)</source>
        <extracomment>%n the games checked, %1 how many differ</extracomment>
        <translation>
            <numerusform>%n partida contada comprobada: %1 resultado(s) guardado(s) difiere(n) de la reproducción (--repair guarda el de la reproducción)</numerusform>
            <numerusform>%n partidas contadas comprobadas: %1 resultado(s) guardado(s) difiere(n) de la reproducción (--repair guarda el de la reproducción)</numerusform>
        </translation>
    </message>
    <message>
        <source>With check-results: keeps each replayed result that differs from the kept one (an organiser&apos;s role).</source>
        <translation>Con check-results: guarda cada resultado de la reproducción que difiere del guardado (el rol de un organizador).</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Keeps the score of a physical Carcassonne game.</source>
        <translation>Lleva la puntuación de una partida de Carcassonne en la mesa.</translation>
    </message>
    <message>
        <source>Show every screen once and quit; exit status 1 if one does not load cleanly. Uses a library of its own unless --library is given.</source>
        <translation>Muestra cada pantalla una vez y sale; código de salida 1 si alguna no carga sin errores. Usa una biblioteca propia salvo que se indique --library.</translation>
    </message>
    <message>
        <source>The game library file to use instead of the default one.</source>
        <translation>El archivo de biblioteca de partidas que se usa en lugar del predeterminado.</translation>
    </message>
    <message>
        <source>The screen to show first: start, setup, table or final.</source>
        <translation>La pantalla que se muestra primero: start, setup, table o final.</translation>
    </message>
    <message>
        <source>A meeple-ledger/1 game record to import and open.</source>
        <translation>Un registro de partida meeple-ledger/1 que importar y abrir.</translation>
    </message>
    <message>
        <source>Quit as soon as the first frame is drawn (start-up timing).</source>
        <translation>Sale en cuanto se dibuja el primer fotograma (mide el arranque).</translation>
    </message>
    <message>
        <source>The language to speak: en, de, fr, es, it, nl, pl or cs (kept for the next start).</source>
        <translation>El idioma de la aplicación: en, de, fr, es, it, nl, pl o cs (se conserva para el próximo inicio).</translation>
    </message>
    <message>
        <source>Set up a new game (in the running window if there is one).</source>
        <translation>Prepara una nueva partida (en la ventana abierta si la hay).</translation>
    </message>
    <message>
        <source>Resume the unfinished game played last (in the running window if there is one).</source>
        <translation>Continúa la última partida sin terminar (en la ventana abierta si la hay).</translation>
    </message>
    <message>
        <source>A game of Carcassonne is being scored</source>
        <translation>Se está puntuando una partida de Carcassonne</translation>
    </message>
    <message>
        <source>file</source>
        <extracomment>In --help, what an option takes: &quot;--library &lt;file&gt;&quot;</extracomment>
        <translation>archivo</translation>
    </message>
    <message>
        <source>name</source>
        <extracomment>In --help, what --screen takes: &quot;--screen &lt;name&gt;&quot;</extracomment>
        <translation>nombre</translation>
    </message>
    <message>
        <source>code</source>
        <extracomment>In --help, what --language takes: &quot;--language &lt;code&gt;&quot; (a language code such as de)</extracomment>
        <translation>código</translation>
    </message>
    <message>
        <source>no display found; run it on a desktop, or headless with: %1</source>
        <extracomment>%1 the command that runs the app without a screen</extracomment>
        <translation>no se encontró ninguna pantalla; ejecútalo en un escritorio, o sin pantalla con: %1</translation>
    </message>
    <message>
        <source>give at most one game record</source>
        <translation>indica como mucho un registro de partida</translation>
    </message>
    <message>
        <source>give only one of a game record, --new-game and --resume, and --screen with neither of the last two</source>
        <translation>indica solo uno de estos: un registro de partida, --new-game o --resume; y --screen sin ninguno de los dos últimos</translation>
    </message>
    <message>
        <source>--screen takes start, setup, table or final</source>
        <translation>--screen admite start, setup, table o final</translation>
    </message>
    <message>
        <source>--language takes one of %1</source>
        <extracomment>%1 the language codes, joined by &quot;, &quot;</extracomment>
        <translation>--language admite uno de estos códigos: %1</translation>
    </message>
    <message>
        <source>record</source>
        <extracomment>In --help, the name of the optional argument, a game record: &quot;meeple-ledger [options] [record]&quot;</extracomment>
        <translation>registro</translation>
    </message>
    <message>
        <source>self-test failed: QML warnings: %1</source>
        <extracomment>%1 how many warnings QML gave (a number, 1 or more)</extracomment>
        <translation>autoprueba fallida: avisos de QML: %1</translation>
    </message>
    <message>
        <source>self-test failed: the screens did not all load in time</source>
        <translation>autoprueba fallida: no todas las pantallas se cargaron a tiempo</translation>
    </message>
    <message>
        <source>self-test passed (every screen loaded, frames drawn)</source>
        <translation>autoprueba superada (todas las pantallas cargadas, fotogramas dibujados)</translation>
    </message>
    <message>
        <source>self-test passed (every screen loaded, no frame drawn on this platform)</source>
        <translation>autoprueba superada (todas las pantallas cargadas, ningún fotograma dibujado en esta plataforma)</translation>
    </message>
    <message>
        <source>self-test failed: the main QML object is not a window</source>
        <translation>autoprueba fallida: el objeto QML principal no es una ventana</translation>
    </message>
    <message>
        <source>--club-screen: %1</source>
        <extracomment>%1 why the club screen has no server to watch (a sentence)</extracomment>
        <translation>--club-screen: %1</translation>
    </message>
    <message>
        <source>The club&apos;s games are being shown</source>
        <translation>Se están mostrando las partidas del club</translation>
    </message>
    <message>
        <source>Show the club screen (for a projector): every table&apos;s game in progress, live from the club server (the one set in the club settings, or --server).</source>
        <translation>Muestra la pantalla del club (para un proyector): la partida en curso de cada mesa, en directo desde el servidor del club (el de los ajustes del club, o --server).</translation>
    </message>
    <message>
        <source>The club server for --club-screen: a libpq connection string or a postgresql:// URL (the password from ~/.pgpass or PGPASSWORD).</source>
        <translation>El servidor del club para --club-screen: una cadena de conexión de libpq o una URL postgresql:// (la contraseña, de ~/.pgpass o PGPASSWORD).</translation>
    </message>
    <message>
        <source>address</source>
        <extracomment>In --help, what --server takes: &quot;--server &lt;address&gt;&quot; (a connection string or URL)</extracomment>
        <translation>dirección</translation>
    </message>
    <message>
        <source>--server goes with --club-screen, which takes neither a record, --library nor --screen</source>
        <translation>--server va con --club-screen, que no admite ni un registro de partida, ni --library ni --screen</translation>
    </message>
    <message>
        <source>the app&apos;s models could not be loaded</source>
        <translation>no se han podido cargar los datos de la aplicación</translation>
    </message>
</context>
<context>
    <name>ml::ClubListener</name>
    <message>
        <source>listen for the tables&apos; pushes</source>
        <extracomment>what was being done, inside &quot;the club server refused to …&quot;</extracomment>
        <translation>escuchar los envíos de las mesas</translation>
    </message>
</context>
<context>
    <name>ml::ClubSettings</name>
    <message>
        <source>Connected to %1; the connection is encrypted.</source>
        <extracomment>%1 the server&apos;s address (no password)</extracomment>
        <translation>Conectado a %1; la conexión está cifrada.</translation>
    </message>
    <message>
        <source>Connected to %1; the connection is not encrypted.</source>
        <extracomment>%1 the server&apos;s address (no password)</extracomment>
        <translation>Conectado a %1; la conexión no está cifrada.</translation>
    </message>
    <message>
        <source>Not synced at %1 (trying again soon): %2</source>
        <extracomment>%1 the time of day, %2 what went wrong, a sentence of its own</extracomment>
        <translation>Sin sincronizar a las %1 (se volverá a intentar pronto): %2</translation>
    </message>
    <message numerus="yes">
        <source>Synced with the club at %1: %n game(s) pushed.</source>
        <extracomment>%1 the time of day, %n how many games were pushed</extracomment>
        <translation>
            <numerusform>Sincronizado con el club a las %1: %n partida enviada.</numerusform>
            <numerusform>Sincronizado con el club a las %1: %n partidas enviadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>no club server is set (the start screen&apos;s Club button)</source>
        <translation>no hay ningún servidor del club configurado (botón «Club» de la pantalla de inicio)</translation>
    </message>
    <message numerus="yes">
        <source>Synced with the club at %1 over a connection that is not encrypted: %n game(s) pushed.</source>
        <extracomment>%1 the time of day, %n how many games were pushed</extracomment>
        <translation>
            <numerusform>Sincronizado con el club a las %1 por una conexión sin cifrar: %n partida enviada.</numerusform>
            <numerusform>Sincronizado con el club a las %1 por una conexión sin cifrar: %n partidas enviadas.</numerusform>
        </translation>
    </message>
</context>
</TS>
