<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Meeple Ledger</source>
        <translation>Über Meeple Ledger</translation>
    </message>
    <message>
        <source>Version %1</source>
        <extracomment>%1 is the version number, e.g. 0.1.0</extracomment>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>A scoring assistant for physical games of Carcassonne: the players keep their tiles and meeples on the table, the app counts and explains every point.</source>
        <translation>Ein Wertungshelfer für Carcassonne am echten Spieltisch: Die Spieler behalten ihre Plättchen und Gefolgsleute auf dem Tisch, die App zählt und erklärt jeden Punkt.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <source>Meeple Ledger is free software: you may share and change it under the GNU General Public License, version 3 or any later version (GPL-3.0-or-later). It comes with no warranty.</source>
        <translation>Meeple Ledger ist freie Software: du darfst sie unter der GNU General Public License, Version 3 oder jeder späteren Version (GPL-3.0-or-later), weitergeben und verändern. Sie wird ohne jede Gewährleistung geliefert.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>The rules follow the publishers&apos; rulebooks (Hans im Glück, and Z-Man Games&apos; English edition where a game option chooses it) and the pages of each expansion on Wikicarpedia (wikicarpedia.com), the community&apos;s rules wiki, with the official answers it collects.</source>
        <translation>Die Regeln folgen den Spielanleitungen der Verlage (Hans im Glück, und der englischen Ausgabe von Z-Man Games, wo eine Spieloption sie wählt) und den Seiten jeder Erweiterung im Wikicarpedia (wikicarpedia.com), dem Regel-Wiki der Spielergemeinschaft, samt den offiziellen Antworten, die es sammelt.</translation>
    </message>
    <message>
        <source>Carcassonne is a trademark of Hans im Glück Verlags-GmbH. Meeple Ledger is not made or endorsed by the publishers.</source>
        <translation>Carcassonne ist eine Marke der Hans im Glück Verlags-GmbH. Meeple Ledger stammt nicht von den Verlagen und wird nicht von ihnen unterstützt.</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Datenordner</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>ActionDialog</name>
    <message>
        <source>Confirm</source>
        <translation>Bestätigen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Enter, then end the turn</source>
        <translation>Eintragen, dann Zug beenden</translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <extracomment>the keys that enter the dialog&apos;s action and then end the turn</extracomment>
        <translation>Strg+Eingabe</translation>
    </message>
</context>
<context>
    <name>AdjustDialog</name>
    <message>
        <source>Correct a score</source>
        <translation>Punktestand korrigieren</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>Korrigieren</translation>
    </message>
    <message>
        <source>Points (negative to take away)</source>
        <translation>Punkte (negativ zum Abziehen)</translation>
    </message>
    <message>
        <source>Reason, e.g. forgot to score a road in turn 12</source>
        <translation>Grund, z. B. Straße in Zug 12 nicht gewertet</translation>
    </message>
</context>
<context>
    <name>Animals</name>
    <message>
        <source>flea</source>
        <translation>Floh</translation>
    </message>
    <message>
        <source>monkey</source>
        <translation>Affe</translation>
    </message>
    <message>
        <source>seal</source>
        <translation>Seelöwe</translation>
    </message>
    <message>
        <source>bear</source>
        <translation>Bär</translation>
    </message>
    <message>
        <source>tiger</source>
        <translation>Tiger</translation>
    </message>
    <message>
        <source>elephant</source>
        <translation>Elefant</translation>
    </message>
    <message>
        <source>Flea</source>
        <translation>Floh</translation>
    </message>
    <message>
        <source>Monkey</source>
        <translation>Affe</translation>
    </message>
    <message>
        <source>Seal</source>
        <translation>Seelöwe</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Bär</translation>
    </message>
    <message>
        <source>Tiger</source>
        <translation>Tiger</translation>
    </message>
    <message>
        <source>Elephant</source>
        <translation>Elefant</translation>
    </message>
</context>
<context>
    <name>AppState</name>
    <message>
        <source>The game library is not open.</source>
        <translation>Die Spielesammlung ist nicht geöffnet.</translation>
    </message>
    <message>
        <source>The game library file was not a game library. It was moved aside, unchanged, to %1, and a new library was started.</source>
        <extracomment>%1 where the damaged file was moved</extracomment>
        <translation>Die Datei der Spielesammlung war keine Spielesammlung. Sie wurde unverändert nach %1 beiseitegelegt, und eine neue Sammlung wurde begonnen.</translation>
    </message>
    <message>
        <source>The game library was damaged. It was moved aside, unchanged, to %1, and a new library was started.</source>
        <extracomment>%1 where the damaged file was moved</extracomment>
        <translation>Die Spielesammlung war beschädigt. Sie wurde unverändert nach %1 beiseitegelegt, und eine neue Sammlung wurde begonnen.</translation>
    </message>
    <message>
        <source>Its games could not be recovered: %1</source>
        <extracomment>%1 the reason</extracomment>
        <translation>Die Partien der Sammlung konnten nicht gerettet werden: %1</translation>
    </message>
    <message>
        <source>Games recovered from it: %1. Games that could not be read or replayed (they stay in the damaged copy): %2.</source>
        <extracomment>%1 how many games were recovered, %2 how many could not be</extracomment>
        <translation>Daraus gerettete Partien: %1. Partien, die nicht gelesen oder nachgespielt werden konnten (sie bleiben in der beschädigten Kopie): %2.</translation>
    </message>
    <message>
        <source>Part of its list of games could not be read either.</source>
        <translation>Auch ein Teil ihrer Partienliste war nicht lesbar.</translation>
    </message>
</context>
<context>
    <name>BigTopStep</name>
    <message>
        <source>Big top</source>
        <translation>Zirkuszelt</translation>
    </message>
    <message>
        <source>Score the big top (C)…</source>
        <translation>Zirkuszelt werten (C) …</translation>
    </message>
</context>
<context>
    <name>BoardPanel</name>
    <message>
        <source>Board</source>
        <translation>Spielplan</translation>
    </message>
    <message numerus="yes">
        <source>%n occupied feature(s)</source>
        <extracomment>%n how many features on the board have figures on them</extracomment>
        <translation>
            <numerusform>%n besetztes Gebiet</numerusform>
            <numerusform>%n besetzte Gebiete</numerusform>
        </translation>
    </message>
    <message>
        <source>No figure on the board yet.</source>
        <translation>Noch keine Figur auf dem Spielplan.</translation>
    </message>
</context>
<context>
    <name>ChoiceStep</name>
    <message>
        <source>%1&apos;s robber on space %2: whom does it rob?</source>
        <extracomment>%1 the robber&apos;s owner, %2 the track space</extracomment>
        <translation>Räuber von %1 auf Feld %2: Wen beraubt er?</translation>
    </message>
    <message>
        <source>Suggested: %1 — %2</source>
        <extracomment>%1 the player&apos;s name, %2 the reason (&quot;the most points&quot;)</extracomment>
        <translation>Empfohlen: %1 – %2</translation>
    </message>
    <message>
        <source>Which scoring figure takes the stolen points?</source>
        <translation>Welche Zählfigur erhält die genommenen Punkte?</translation>
    </message>
    <message numerus="yes">
        <source>Rob %1&apos;s %2: %n point(s), takes %3</source>
        <extracomment>%1 the robbed player&apos;s name, %2 their scoring figure, %n the points it moved, %3 the robber&apos;s share</extracomment>
        <translation>
            <numerusform>%1 berauben (%2): %n Punkt, nimmt %3</numerusform>
            <numerusform>%1 berauben (%2): %n Punkte, nimmt %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep the suggestion</source>
        <translation>Empfehlung übernehmen</translation>
    </message>
</context>
<context>
    <name>CircusDialog</name>
    <message>
        <source>Score the big top</source>
        <translation>Zirkuszelt werten</translation>
    </message>
    <message>
        <source>Which animal token was revealed?</source>
        <translation>Welches Tierplättchen wurde aufgedeckt?</translation>
    </message>
    <message>
        <source>Figures of each player around the big top</source>
        <translation>Figuren jedes Spielers rund um das Zirkuszelt</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 (%n left)</source>
        <extracomment>%1 the animal of a big top token, %2 the points it gives each figure (&quot;5 points&quot;), %n the tokens of that animal still face down</extracomment>
        <translation>
            <numerusform>%1 · %2 (noch %n)</numerusform>
            <numerusform>%1 · %2 (noch %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>the points a big top token gives each figure around the big top</extracomment>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClubAddress</name>
    <message>
        <source>the port &quot;%1&quot; is not a number from 1 to 65535</source>
        <extracomment>%1 what was given as the port</extracomment>
        <translation>der Port „%1“ ist keine Zahl von 1 bis 65535</translation>
    </message>
    <message>
        <source>the value of %1 may not contain &quot;;&quot;</source>
        <extracomment>%1 a connection keyword such as sslmode</extracomment>
        <translation>der Wert von %1 darf kein „;“ enthalten</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a connection keyword</source>
        <extracomment>%1 the unknown keyword in the connection string</extracomment>
        <translation>„%1“ ist kein Schlüsselwort einer Verbindung</translation>
    </message>
    <message>
        <source>the URL cannot be read: %1</source>
        <extracomment>%1 why the URL cannot be read (Qt&apos;s words, about the URL without its user name and password)</extracomment>
        <translation>die URL ist nicht lesbar: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no &quot;=&quot; and value</source>
        <extracomment>%1 a keyword of the connection string</extracomment>
        <translation>„%1“ fehlen „=“ und ein Wert</translation>
    </message>
    <message>
        <source>the quoted value of %1 is not closed</source>
        <extracomment>%1 a keyword of the connection string</extracomment>
        <translation>der Wert von %1 in Anführungszeichen ist nicht geschlossen</translation>
    </message>
    <message>
        <source>no server was given</source>
        <translation>es wurde kein Server angegeben</translation>
    </message>
    <message>
        <source>only postgresql:// URLs and libpq connection strings are understood</source>
        <translation>verstanden werden nur postgresql://-URLs und libpq-Verbindungszeichenketten</translation>
    </message>
    <message>
        <source>the database name (dbname) is missing</source>
        <translation>der Name der Datenbank (dbname) fehlt</translation>
    </message>
    <message>
        <source>the PostgreSQL driver of Qt Sql is not installed (Debian package libqt6sql6-psql)</source>
        <translation>der PostgreSQL-Treiber von Qt Sql ist nicht installiert (Debian-Paket libqt6sql6-psql)</translation>
    </message>
    <message>
        <source>the club server %1 refused the connection: %2</source>
        <extracomment>%1 the server&apos;s address (no password), %2 the driver&apos;s reason</extracomment>
        <translation>der Clubserver %1 hat die Verbindung abgelehnt: %2</translation>
    </message>
    <message>
        <source>the club server %1 cannot be reached: %2</source>
        <extracomment>%1 the server&apos;s address (no password), %2 the driver&apos;s reason</extracomment>
        <translation>der Clubserver %1 ist nicht erreichbar: %2</translation>
    </message>
    <message>
        <source>the user name, the password or the options after &quot;?&quot; cannot be read: characters such as @, /, ? and # in them must be percent-encoded</source>
        <translation>Benutzername, Passwort oder die Optionen nach „?“ sind nicht lesbar: Zeichen wie @, /, ? und # müssen darin prozentkodiert sein</translation>
    </message>
</context>
<context>
    <name>ClubDialog</name>
    <message>
        <source>Club server</source>
        <translation>Clubserver</translation>
    </message>
    <message>
        <source>Every game stored here is also sent to the club&apos;s PostgreSQL server when it can be reached. The games stay on this machine either way.</source>
        <translation>Jede hier gespeicherte Partie wird auch an den PostgreSQL-Server des Clubs gesendet, sobald er erreichbar ist. Die Partien bleiben so oder so auf diesem Rechner.</translation>
    </message>
    <message>
        <source>Connection (a postgresql:// URL or a libpq connection string)</source>
        <translation>Verbindung (eine postgresql://-URL oder eine libpq-Verbindungszeichenkette)</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>Password (one is kept; leave empty to keep it)</source>
        <translation>Passwort (eines ist gespeichert; leer lassen, um es zu behalten)</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Verbindung testen</translation>
    </message>
    <message>
        <source>Encrypted: yes</source>
        <translation>Verschlüsselt: ja</translation>
    </message>
    <message>
        <source>Encrypted: no</source>
        <translation>Verschlüsselt: nein</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>ClubLeague</name>
    <message>
        <source>read the club&apos;s seasons</source>
        <translation>die Saisons des Clubs lesen</translation>
    </message>
    <message>
        <source>the club server has no season called &quot;%1&quot;</source>
        <extracomment>%1 the season&apos;s name as given</extracomment>
        <translation>der Clubserver hat keine Saison namens „%1“</translation>
    </message>
    <message>
        <source>set the season &quot;%1&quot;</source>
        <extracomment>%1 the season&apos;s name</extracomment>
        <translation>die Saison „%1“ festlegen</translation>
    </message>
    <message>
        <source>read the club&apos;s games</source>
        <translation>die Partien des Clubs lesen</translation>
    </message>
    <message>
        <source>read the club&apos;s results</source>
        <translation>die Ergebnisse des Clubs lesen</translation>
    </message>
</context>
<context>
    <name>ClubResults</name>
    <message>
        <source>keep the result of game %1</source>
        <extracomment>%1 the game&apos;s UUID</extracomment>
        <translation>das Ergebnis der Partie %1 aufbewahren</translation>
    </message>
    <message>
        <source>read the kept results</source>
        <translation>die aufbewahrten Ergebnisse lesen</translation>
    </message>
    <message>
        <source>only an organiser&apos;s role may repair the kept results; without --repair any role may check them</source>
        <translation>nur eine Rolle der Organisation darf die aufbewahrten Ergebnisse reparieren; ohne --repair darf jede Rolle sie prüfen</translation>
    </message>
    <message>
        <source>repair the kept results</source>
        <translation>die aufbewahrten Ergebnisse reparieren</translation>
    </message>
</context>
<context>
    <name>ClubSchema</name>
    <message>
        <source>the club server went away while trying to %1: %2</source>
        <extracomment>%1 what was being done (&quot;push game …&quot;), %2 the driver&apos;s reason</extracomment>
        <translation>der Clubserver war plötzlich weg (Vorgang: „%1“): %2</translation>
    </message>
    <message>
        <source>the club server refused to %1: %2</source>
        <extracomment>%1 what was being done (&quot;push game …&quot;), %2 the server&apos;s reason</extracomment>
        <translation>der Clubserver hat „%1“ abgelehnt: %2</translation>
    </message>
    <message>
        <source>read the schema version</source>
        <translation>Schemaversion lesen</translation>
    </message>
    <message>
        <source>the database has no schema &quot;meeple&quot;: run the club&apos;s setup SQL as a superuser first (docs/club.md)</source>
        <translation>die Datenbank hat kein Schema „meeple“: führe zuerst das Einrichtungs-SQL des Clubs als Superuser aus (docs/club.md)</translation>
    </message>
    <message>
        <source>the club server&apos;s schema is at version %1, newer than this program knows (%2); update Meeple Ledger</source>
        <extracomment>%1 the server&apos;s schema version, %2 the newest this program knows</extracomment>
        <translation>das Schema des Clubservers hat Version %1, neuer als dieses Programm kennt (%2); aktualisiere Meeple Ledger</translation>
    </message>
    <message>
        <source>the club server&apos;s schema is at version %1 and this program needs %2: connect once with an organiser&apos;s role to upgrade it</source>
        <extracomment>%1 the server&apos;s schema version, %2 the one this program needs</extracomment>
        <translation>das Schema des Clubservers hat Version %1 und dieses Programm braucht %2: verbinde dich einmal mit der Rolle einer Organisatorin oder eines Organisators, um es zu aktualisieren</translation>
    </message>
    <message>
        <source>upgrade the schema</source>
        <translation>Schema aktualisieren</translation>
    </message>
    <message>
        <source>the club server&apos;s schema is at version %1, which no upgrade starts from</source>
        <extracomment>%1 the server&apos;s schema version</extracomment>
        <translation>das Schema des Clubservers hat Version %1, von der keine Aktualisierung ausgeht</translation>
    </message>
    <message>
        <source>the club server went away while trying to %1: the connection was closed</source>
        <extracomment>%1 what was being done (&quot;push game …&quot;)</extracomment>
        <translation>der Clubserver war plötzlich weg (Vorgang: „%1“): die Verbindung wurde geschlossen</translation>
    </message>
</context>
<context>
    <name>ClubScreen</name>
    <message>
        <source>Club night</source>
        <translation>Clubabend</translation>
    </message>
    <message>
        <source>Live · updated %1</source>
        <extracomment>%1 the time of day the club server was last read</extracomment>
        <translation>Live · aktualisiert %1</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <source>%1. Trying again…</source>
        <extracomment>%1 why the club server cannot be read (a sentence without its full stop); the screen keeps trying by itself</extracomment>
        <translation>%1. Neuer Versuch läuft …</translation>
    </message>
    <message>
        <source>No game in progress at any table.</source>
        <translation>An keinem Tisch läuft eine Partie.</translation>
    </message>
    <message numerus="yes">
        <source>turn %n</source>
        <extracomment>%n how many turns the game at that table has begun</extracomment>
        <translation>
            <numerusform>Zug %n</numerusform>
            <numerusform>Zug %n</numerusform>
        </translation>
    </message>
    <message>
        <source>to play</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>Standings: %1</source>
        <extracomment>%1 the season&apos;s name</extracomment>
        <translation>Tabelle: %1</translation>
    </message>
    <message>
        <source>Standings: every game</source>
        <translation>Tabelle: alle Partien</translation>
    </message>
    <message>
        <source>No finished game yet.</source>
        <translation>Noch keine beendete Partie.</translation>
    </message>
    <message>
        <source>%1 of %2 won</source>
        <extracomment>%1 wins, %2 games: &quot;2 of 3 won&quot;</extracomment>
        <translation>%1 von %2 gewonnen</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) counted.</source>
        <extracomment>%n finished games the standings count</extracomment>
        <translation>
            <numerusform>%n beendete Partie gezählt.</numerusform>
            <numerusform>%n beendete Partien gezählt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Another table holds another version of this game: it awaits the organiser.</source>
        <translation>Ein anderer Tisch hat eine andere Fassung dieser Partie: sie wartet auf die Organisation.</translation>
    </message>
    <message numerus="yes">
        <source>%n version(s) from a table that does not own the game await the organiser; they count for nothing.</source>
        <extracomment>%n versions of games held by tables that do not own them</extracomment>
        <translation>
            <numerusform>%n Fassung eines Tisches, dem die Partie nicht gehört, wartet auf die Organisation; sie zählt nicht.</numerusform>
            <numerusform>%n Fassungen von Tischen, denen die Partie nicht gehört, warten auf die Organisation; sie zählen nicht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Table %1</source>
        <extracomment>%1 the first characters of the device id of a library without a name</extracomment>
        <translation>Tisch %1</translation>
    </message>
</context>
<context>
    <name>ClubSecrets</name>
    <message>
        <source>the folder %1 cannot be created</source>
        <extracomment>%1 a folder</extracomment>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>the password cannot be kept in %1: %2</source>
        <extracomment>%1 a file, %2 the reason</extracomment>
        <translation>das Passwort kann nicht in %1 gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>ClubSetup</name>
    <message>
        <source>the club server refused to %1: that needs a superuser&apos;s connection (or a role that may create roles), such as the postgres user&apos;s</source>
        <extracomment>%1 what was being done (&quot;create the login role table_3&quot;)</extracomment>
        <translation>der Clubserver hat „%1“ abgelehnt: dafür braucht es die Verbindung eines Superusers (oder einer Rolle, die Rollen anlegen darf), etwa die des Benutzers postgres</translation>
    </message>
    <message>
        <source>create the club&apos;s roles and schema</source>
        <translation>die Rollen und das Schema des Clubs anlegen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a login&apos;s name: use 1 to 63 lower-case letters, digits and _, starting with a letter (table_3)</source>
        <extracomment>%1 the name given for a table&apos;s or an organiser&apos;s login</extracomment>
        <translation>„%1“ kann nicht der Name eines Logins sein: verwende 1 bis 63 Kleinbuchstaben, Ziffern und _, beginnend mit einem Buchstaben (table_3)</translation>
    </message>
    <message>
        <source>create the login role %1</source>
        <extracomment>what was being done, inside &quot;the club server refused to …&quot;; %1 a login&apos;s name</extracomment>
        <translation>die Login-Rolle %1 anlegen</translation>
    </message>
</context>
<context>
    <name>ClubSync</name>
    <message>
        <source>register this library</source>
        <translation>diese Sammlung anmelden</translation>
    </message>
    <message>
        <source>this library (device %1) is registered on the club server by the role %2; connect with that role</source>
        <extracomment>%1 the library&apos;s device id, %2 the club role that registered it</extracomment>
        <translation>diese Sammlung (Gerät %1) ist auf dem Clubserver von der Rolle %2 angemeldet; verbinde dich mit dieser Rolle</translation>
    </message>
    <message>
        <source>push game %1</source>
        <extracomment>%1 the game&apos;s UUID</extracomment>
        <translation>Partie %1 senden</translation>
    </message>
    <message>
        <source>read the club&apos;s games</source>
        <translation>die Partien des Clubs lesen</translation>
    </message>
    <message>
        <source>read which games the club server holds</source>
        <translation>lesen, welche Partien der Clubserver hat</translation>
    </message>
    <message>
        <source>hand over game %1</source>
        <extracomment>%1 the game&apos;s UUID as given</extracomment>
        <translation>die Partie %1 übergeben</translation>
    </message>
    <message>
        <source>the club server has no game %1 (give its UUID, or at least its first 8 characters)</source>
        <extracomment>%1 the game&apos;s UUID as given</extracomment>
        <translation>der Clubserver hat keine Partie %1 (gib ihre UUID an, oder wenigstens deren erste 8 Zeichen)</translation>
    </message>
    <message>
        <source>more than one game on the club server begins with %1: give more of its UUID</source>
        <extracomment>%1 the beginning of a UUID as given</extracomment>
        <translation>mehr als eine Partie auf dem Clubserver beginnt mit %1: gib mehr von ihrer UUID an</translation>
    </message>
    <message>
        <source>game %1 belongs to %2: only that table or an organiser may hand it over</source>
        <extracomment>%1 the game&apos;s UUID, %2 the table that owns it</extracomment>
        <translation>die Partie %1 gehört %2: nur dieser Tisch oder die Organisation darf sie übergeben</translation>
    </message>
    <message>
        <source>the club server knows no table called %1 (give its library&apos;s name or its device id)</source>
        <extracomment>%1 the device as given</extracomment>
        <translation>der Clubserver kennt keinen Tisch namens %1 (gib den Namen seiner Bibliothek oder die Kennung seines Geräts an)</translation>
    </message>
    <message>
        <source>more than one table on the club server is called %1: give its device id</source>
        <extracomment>%1 the device as given</extracomment>
        <translation>mehr als ein Tisch auf dem Clubserver heißt %1: gib die Kennung seines Geräts an</translation>
    </message>
    <message>
        <source>the club server cannot be reached now; try again in a moment</source>
        <translation>der Clubserver ist gerade nicht erreichbar; versuche es gleich noch einmal</translation>
    </message>
</context>
<context>
    <name>ClubWindow</name>
    <message>
        <source>Meeple Ledger — club night</source>
        <extracomment>the window title of the club&apos;s projector screen</extracomment>
        <translation>Meeple Ledger — Clubabend</translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <source>Could not %1 in the game library %2: %3</source>
        <extracomment>%1 what was being done, one of this context&apos;s action phrases (&quot;read the games&quot;), %2 the library file, %3 SQLite&apos;s reason</extracomment>
        <translation>Fehler beim %1 in der Spielesammlung %2: %3</translation>
    </message>
    <message>
        <source>The game library %1 is not open.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>Die Spielesammlung %1 ist nicht geöffnet.</translation>
    </message>
    <message>
        <source>%1 is a SQLite database of another program, not a Meeple Ledger game library; it was left untouched.</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>%1 ist eine SQLite-Datenbank eines anderen Programms, keine Spielesammlung von Meeple Ledger; sie wurde nicht verändert.</translation>
    </message>
    <message>
        <source>%1 has tables but no game library schema version; it was left untouched.</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>%1 enthält Tabellen, aber keine Schemaversion einer Spielesammlung; die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <source>The game library %1 was written by a newer version of Meeple Ledger (library schema %2; this version reads up to schema %3). It was left untouched: update Meeple Ledger to open it.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>Die Spielesammlung %1 stammt von einer neueren Version von Meeple Ledger (Schema %2; diese Version liest bis Schema %3). Sie wurde nicht verändert: Aktualisiere Meeple Ledger, um sie zu öffnen.</translation>
    </message>
    <message>
        <source>The game library %1 is not a SQLite database (%2).</source>
        <extracomment>%1 the library file, %2 SQLite&apos;s reason</extracomment>
        <translation>Die Spielesammlung %1 ist keine SQLite-Datenbank (%2).</translation>
    </message>
    <message>
        <source>The game library %1 is damaged (%2).</source>
        <extracomment>%1 the library file, %2 SQLite&apos;s reason</extracomment>
        <translation>Die Spielesammlung %1 ist beschädigt (%2).</translation>
    </message>
    <message>
        <source>It could not be moved aside to %1 (%2), so nothing was changed; move or delete it, then open the library again.</source>
        <extracomment>%1 where the damaged file was to go, %2 the reason</extracomment>
        <translation>Sie konnte nicht nach %1 beiseitegelegt werden (%2), daher wurde nichts verändert; verschiebe oder lösche sie und öffne die Sammlung dann erneut.</translation>
    </message>
    <message>
        <source>It was moved to %1, but %2 could not follow it (%3); move that file too before opening the library again.</source>
        <extracomment>%1 where the damaged file went, %2 a file that belongs with it (its journal), %3 the reason</extracomment>
        <translation>Sie wurde nach %1 verschoben, aber %2 konnte nicht mitverschoben werden (%3); verschiebe auch diese Datei, bevor du die Sammlung erneut öffnest.</translation>
    </message>
    <message>
        <source>It was moved aside to %1 without changing it; opening the library again starts a new, empty one.</source>
        <extracomment>%1 where the damaged file went</extracomment>
        <translation>Sie wurde unverändert nach %1 beiseitegelegt; beim nächsten Öffnen beginnt eine neue, leere Sammlung.</translation>
    </message>
    <message>
        <source>prepare the backup before upgrading</source>
        <translation>Vorbereiten der Sicherung vor der Aktualisierung</translation>
    </message>
    <message>
        <source>The game library %1 needs an upgrade, but another program is using it; close that program and open the library again. Nothing was changed.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>Die Spielesammlung %1 muss aktualisiert werden, wird aber von einem anderen Programm benutzt; schließe dieses Programm und öffne die Sammlung erneut. Es wurde nichts verändert.</translation>
    </message>
    <message>
        <source>Could not copy the game library %1 to %2 before upgrading it (%3); nothing was changed.</source>
        <extracomment>%1 the library file, %2 the copy&apos;s path, %3 the reason</extracomment>
        <translation>Die Spielesammlung %1 konnte vor der Aktualisierung nicht nach %2 kopiert werden (%3); es wurde nichts verändert.</translation>
    </message>
    <message>
        <source>switch to write-ahead logging</source>
        <translation>Umstellen auf Write-Ahead-Logging</translation>
    </message>
    <message>
        <source>configure the connection</source>
        <translation>Einrichten der Verbindung</translation>
    </message>
    <message>
        <source>create the tables</source>
        <translation>Anlegen der Tabellen</translation>
    </message>
    <message>
        <source>Could not upgrade the game library %1 to schema %2 (%3): %4. The upgrade was rolled back and the library is still at schema %5; a copy made before it is at %6.</source>
        <extracomment>%1 the library file, %2 the schema version the upgrade leads to, %3 what that step changes (&quot;add a summary row to every game&quot;), %4 why it failed, %5 the version the library stays at, %6 the copy made before the upgrade %1 the library file&apos;s path</extracomment>
        <translation>Die Spielesammlung %1 konnte nicht auf Schema %2 aktualisiert werden (%3): %4. Die Aktualisierung wurde zurückgenommen, die Sammlung ist weiterhin auf Schema %5; eine vorher angelegte Kopie liegt unter %6.</translation>
    </message>
    <message>
        <source>No file name was given for the game library.</source>
        <translation>Für die Spielesammlung wurde kein Dateiname angegeben.</translation>
    </message>
    <message>
        <source>Could not create the folder %1 for the game library.</source>
        <extracomment>%1 the folder&apos;s path</extracomment>
        <translation>Der Ordner %1 für die Spielesammlung konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <source>%1 is not a file; the game library cannot be stored there.</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>%1 ist keine Datei; die Spielesammlung kann dort nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>Could not read the game library %1: %2</source>
        <extracomment>%1 the library file, %2 the reason</extracomment>
        <translation>Die Spielesammlung %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>it does not begin with the SQLite header</source>
        <translation>sie beginnt nicht mit dem SQLite-Header</translation>
    </message>
    <message>
        <source>Could not open the game library %1: %2</source>
        <extracomment>%1 the library file, %2 the reason</extracomment>
        <translation>Die Spielesammlung %1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Could not %1 in the game library %2: the disk is full. Nothing was written; free some space and try again.</source>
        <extracomment>%1 what was being done, one of this context&apos;s action phrases (&quot;read the games&quot;), %2 the library file</extracomment>
        <translation>Fehler beim %1 in der Spielesammlung %2: Der Datenträger ist voll. Es wurde nichts geschrieben; schaffe Platz und versuche es erneut.</translation>
    </message>
    <message>
        <source>the file %1 was replaced by another one</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>wurde die Datei %1 durch eine andere ersetzt</translation>
    </message>
    <message>
        <source>the file %1 was deleted or renamed</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>wurde die Datei %1 gelöscht oder umbenannt</translation>
    </message>
    <message>
        <source>its write-ahead log %1 was deleted or replaced</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>wurde ihr Write-Ahead-Log %1 gelöscht oder ersetzt</translation>
    </message>
    <message>
        <source>While Meeple Ledger had the game library open, %1, and its games could not be saved back to %2 (%3). Nothing more is stored until that works: free some space or put the file back, then try again.</source>
        <extracomment>%1 what happened to the file (&quot;the file … was deleted or renamed&quot;), %2 the library file, %3 the reason</extracomment>
        <translation>Während Meeple Ledger die Spielesammlung geöffnet hatte, %1, und ihre Partien konnten nicht nach %2 zurückgeschrieben werden (%3). Bis das gelingt, wird nichts mehr gespeichert: Schaffe Platz oder lege die Datei zurück und versuche es erneut.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <source>the copy could not be written to the disk</source>
        <translation>die Kopie konnte nicht auf den Datenträger geschrieben werden</translation>
    </message>
    <message>
        <source>the file in its place could not be moved to %1</source>
        <extracomment>%1 the path it was to be kept at</extracomment>
        <translation>die Datei an ihrer Stelle konnte nicht nach %1 verschoben werden</translation>
    </message>
    <message>
        <source>%1 could not be moved to %2</source>
        <extracomment>%1 a file that belongs with the library (its journal), %2 where it was to go</extracomment>
        <translation>%1 konnte nicht nach %2 verschoben werden</translation>
    </message>
    <message>
        <source>the copy %1 could not be renamed to it</source>
        <extracomment>%1 the copy&apos;s path</extracomment>
        <translation>die Kopie %1 konnte nicht in diesen Namen umbenannt werden</translation>
    </message>
    <message>
        <source>While Meeple Ledger had the game library open, %1. Its games were saved back to %2, but opening it again failed: %3</source>
        <extracomment>%1 what happened to the file (&quot;the file … was deleted or renamed&quot;), %2 the library file, %3 why opening it again failed</extracomment>
        <translation>Während Meeple Ledger die Spielesammlung geöffnet hatte, %1. Die Partien der Sammlung wurden nach %2 zurückgeschrieben, aber das erneute Öffnen schlug fehl: %3</translation>
    </message>
    <message>
        <source>While Meeple Ledger had the game library open, %1. Every game it held was saved back to %2: nothing entered is lost.</source>
        <extracomment>%1 what happened to the file (&quot;the file … was deleted or renamed&quot;), %2 the library file</extracomment>
        <translation>Während Meeple Ledger die Spielesammlung geöffnet hatte, %1. Alle ihre Partien wurden nach %2 zurückgeschrieben: Nichts Eingegebenes ist verloren.</translation>
    </message>
    <message>
        <source>What was found in its place was kept as %1.</source>
        <extracomment>%1 the path it was kept at</extracomment>
        <translation>Was an ihrer Stelle lag, wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>it is on a read-only file system</source>
        <translation>sie liegt auf einem schreibgeschützten Dateisystem</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>die Datei ist schreibgeschützt</translation>
    </message>
    <message>
        <source>its folder %1 is read-only</source>
        <extracomment>%1 the folder of the library file</extracomment>
        <translation>ihr Ordner %1 ist schreibgeschützt</translation>
    </message>
    <message>
        <source>The game library %1 is read-only (%2): its games can be viewed but not changed.</source>
        <extracomment>%1 the library file, %2 why it is read-only</extracomment>
        <translation>Die Spielesammlung %1 ist schreibgeschützt (%2): Die Partien darin können angesehen, aber nicht geändert werden.</translation>
    </message>
    <message>
        <source>The game library %1 is damaged (%2), and it could not be moved aside because it is read-only (%3). Copy it to a folder you can write to and open it there.</source>
        <extracomment>%1 the library file, %2 SQLite&apos;s reason, %3 why the file is read-only</extracomment>
        <translation>Die Spielesammlung %1 ist beschädigt (%2) und konnte nicht beiseitegelegt werden, weil sie schreibgeschützt ist (%3). Kopiere sie in einen beschreibbaren Ordner und öffne sie dort.</translation>
    </message>
    <message>
        <source>The game library %1 needs to be set up or upgraded before it can be read, but it is read-only (%2); it was left untouched. Make it writable, or copy it to a folder you can write to, and open it again.</source>
        <extracomment>%1 the library file, %2 why it is read-only</extracomment>
        <translation>Die Spielesammlung %1 muss eingerichtet oder aktualisiert werden, bevor sie gelesen werden kann, ist aber schreibgeschützt (%2); sie wurde nicht verändert. Mache sie beschreibbar oder kopiere sie in einen beschreibbaren Ordner und öffne sie erneut.</translation>
    </message>
    <message>
        <source>There is no game library at %1 yet, and none can be made there (%2).</source>
        <extracomment>%1 the library file, %2 why none can be made there</extracomment>
        <translation>Unter %1 gibt es noch keine Spielesammlung, und dort kann keine angelegt werden (%2).</translation>
    </message>
    <message>
        <source>Could not copy the game library %1 to %2: %3</source>
        <extracomment>%1 the library file, %2 the copy&apos;s path, %3 the reason</extracomment>
        <translation>Die Spielesammlung %1 konnte nicht nach %2 kopiert werden: %3</translation>
    </message>
</context>
<context>
    <name>DisputeDialog</name>
    <message>
        <source>Explain a payout</source>
        <translation>Wertung erklären</translation>
    </message>
    <message>
        <source>%1 for %2 — %3</source>
        <extracomment>%1 points (signed), %2 player, %3 rule name</extracomment>
        <translation>%1 für %2 – %3</translation>
    </message>
    <message>
        <source>Left language</source>
        <translation>Linke Sprache</translation>
    </message>
    <message>
        <source>Right language</source>
        <translation>Rechte Sprache</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>Expansions</name>
    <message>
        <source>The Tower</source>
        <translation>Der Turm</translation>
    </message>
    <message>
        <source>tower</source>
        <translation>Der Turm</translation>
    </message>
    <message>
        <source>The Messengers</source>
        <translation>Die Depeschen</translation>
    </message>
    <message>
        <source>messengers</source>
        <translation>Die Depeschen</translation>
    </message>
    <message>
        <source>The Robbers</source>
        <translation>Die Räuber</translation>
    </message>
    <message>
        <source>robbers</source>
        <translation>Die Räuber</translation>
    </message>
    <message>
        <source>Under the Big Top</source>
        <translation>Manege frei!</translation>
    </message>
    <message>
        <source>bigtop</source>
        <translation>Manege frei!</translation>
    </message>
    <message>
        <source>Ghosts, Castles and Cemeteries</source>
        <translation>Geister, Schlösser und Friedhöfe</translation>
    </message>
    <message>
        <source>ghosts</source>
        <translation>Geister, Schlösser und Friedhöfe</translation>
    </message>
    <message>
        <source>The Abbot</source>
        <translation>Der Abt</translation>
    </message>
    <message>
        <source>abbot</source>
        <translation>Der Abt</translation>
    </message>
    <message>
        <source>Inns and Cathedrals</source>
        <translation>Wirtshäuser und Kathedralen</translation>
    </message>
    <message>
        <source>inns</source>
        <translation>Wirtshäuser und Kathedralen</translation>
    </message>
    <message>
        <source>Traders and Builders</source>
        <translation>Händler und Baumeister</translation>
    </message>
    <message>
        <source>traders</source>
        <translation>Händler und Baumeister</translation>
    </message>
</context>
<context>
    <name>FeatureCard</name>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>%1&apos;s %2 (%3)</source>
        <extracomment>%1 the player&apos;s name, %2 the kind of figure (meeple, guard meeple…), %3 the figure&apos;s id</extracomment>
        <translation>%2 von %1 (%3)</translation>
    </message>
    <message>
        <source>No figure on top</source>
        <translation>Keine Figur oben</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Leer</translation>
    </message>
    <message>
        <source>Score…</source>
        <translation>Werten …</translation>
    </message>
    <message>
        <source>Score pyramid…</source>
        <translation>Pyramide werten …</translation>
    </message>
    <message>
        <source>More ▾</source>
        <translation>Mehr ▾</translation>
    </message>
    <message>
        <source>Add a ghost…</source>
        <translation>Geist hinzufügen …</translation>
    </message>
    <message>
        <source>Capture with a tower floor…</source>
        <translation>Mit einem Turmteil gefangen nehmen …</translation>
    </message>
    <message>
        <source>Take a figure off (correction)…</source>
        <translation>Figur entfernen (Korrektur) …</translation>
    </message>
    <message>
        <source>Join with another road…</source>
        <translation>Mit einer anderen Straße verbinden …</translation>
    </message>
    <message>
        <source>Join with another city…</source>
        <translation>Mit einer anderen Stadt verbinden …</translation>
    </message>
    <message>
        <source>Join with another field…</source>
        <translation>Mit einer anderen Wiese verbinden …</translation>
    </message>
    <message>
        <source>%1 of %2 acrobats</source>
        <extracomment>%1 the acrobat space&apos;s acrobats, %2 a full pyramid&apos;s</extracomment>
        <translation>%1 von %2 Artisten</translation>
    </message>
    <message>
        <source>Score %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>%1 werten</translation>
    </message>
    <message>
        <source>More actions on %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>Weitere Aktionen für %1</translation>
    </message>
    <message>
        <source>A name of your own, e.g. the river city</source>
        <extracomment>The field where the players type a feature&apos;s name of their own</extracomment>
        <translation>Ein eigener Name, z. B. die Stadt am Fluss</translation>
    </message>
    <message>
        <source>Name of %1</source>
        <extracomment>%1 the feature as the players see it (&quot;Ana&apos;s city&quot;)</extracomment>
        <translation>Name für %1</translation>
    </message>
    <message>
        <source>Name it… (F2)</source>
        <translation>Benennen … (F2)</translation>
    </message>
    <message>
        <source>Rename… (F2)</source>
        <translation>Umbenennen … (F2)</translation>
    </message>
</context>
<context>
    <name>FeatureMarks</name>
    <message>
        <source>Inn</source>
        <extracomment>the inn by a lake on a road tile (Inns and Cathedrals), as the rulebook names it</extracomment>
        <translation>Wirtshaus</translation>
    </message>
    <message>
        <source>Cathedral</source>
        <extracomment>the cathedral in a city (Inns and Cathedrals), as the rulebook names it</extracomment>
        <translation>Kathedrale</translation>
    </message>
    <message numerus="yes">
        <source>completed: %n point(s) per tile</source>
        <extracomment>what a road with an inn scores once completed; %n points per tile</extracomment>
        <translation>
            <numerusform>fertiggestellt: %n Punkt je Plättchen</numerusform>
            <numerusform>fertiggestellt: %n Punkte je Plättchen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>completed: %n point(s) per tile and per coat of arms</source>
        <extracomment>what a city with a cathedral scores once completed; %n points per tile and per coat of arms</extracomment>
        <translation>
            <numerusform>fertiggestellt: %n Punkt je Plättchen und je Wappen</numerusform>
            <numerusform>fertiggestellt: %n Punkte je Plättchen und je Wappen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · still open at the end: %2</source>
        <extracomment>%1 what the feature scores once completed, %2 what it scores if still open at the end</extracomment>
        <translation>%1 · bei Spielende noch offen: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>what a road with an inn or a city with a cathedral still open at the end scores; %n points</extracomment>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FeatureNames</name>
    <message>
        <source>%1 and %2</source>
        <extracomment>The players on one feature: %1 all but the last (joined by &quot;, &quot;), %2 the last</extracomment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>tower %1, height %2</source>
        <extracomment>%1 the tower&apos;s number, %2 its floors</extracomment>
        <translation>Turm %1, Höhe %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A feature nobody stands on: %1 its type, %2 its number</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1&apos;s road</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>Straße von %1</translation>
    </message>
    <message>
        <source>%1&apos;s city</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>Stadt von %1</translation>
    </message>
    <message>
        <source>%1&apos;s monastery</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>Kloster von %1</translation>
    </message>
    <message>
        <source>%1&apos;s field</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>Wiese von %1</translation>
    </message>
    <message>
        <source>%1&apos;s haunted castle</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>Spukschloss von %1</translation>
    </message>
    <message>
        <source>%1&apos;s cemetery</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>Friedhof von %1</translation>
    </message>
    <message>
        <source>%1&apos;s acrobat space</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>Artistenplatz von %1</translation>
    </message>
    <message>
        <source>%1&apos;s garden</source>
        <extracomment>%1 the player on it (&quot;Ana&quot;)</extracomment>
        <translation>Garten von %1</translation>
    </message>
</context>
<context>
    <name>FeatureNotes</name>
    <message>
        <source>read the feature names of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Lesen der Gebietsnamen von Partie %1</translation>
    </message>
    <message numerus="yes">
        <source>A feature&apos;s name has at most %n character(s); “%1” has %2.</source>
        <extracomment>%1 the name as typed, %2 its length, %n the longest a name may be</extracomment>
        <translation>
            <numerusform>Der Name eines Gebiets hat höchstens %n Zeichen; „%1“ hat %2.</numerusform>
            <numerusform>Der Name eines Gebiets hat höchstens %n Zeichen; „%1“ hat %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>name a feature of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Benennen eines Gebiets von Partie %1</translation>
    </message>
    <message>
        <source>read the inns and cathedrals noted in game %1</source>
        <extracomment>%1 the game&apos;s number in the library; a mark is an inn or a cathedral the players noted on a feature</extracomment>
        <translation>Lesen der vermerkten Wirtshäuser und Kathedralen von Partie %1</translation>
    </message>
    <message>
        <source>note an inn or a cathedral in game %1</source>
        <extracomment>%1 the game&apos;s number in the library; a mark is an inn or a cathedral the players noted on a feature</extracomment>
        <translation>Vermerken eines Wirtshauses oder einer Kathedrale in Partie %1</translation>
    </message>
    <message>
        <source>forget the feature names and marks of game %1&apos;s undone events</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Vergessen der Gebietsnamen und Vermerke aus den rückgängig gemachten Ereignissen von Partie %1</translation>
    </message>
</context>
<context>
    <name>FeatureTypes</name>
    <message>
        <source>Road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>city</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>Monastery</source>
        <translation>Kloster</translation>
    </message>
    <message>
        <source>monastery</source>
        <translation>Kloster</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Wiese</translation>
    </message>
    <message>
        <source>field</source>
        <translation>Wiese</translation>
    </message>
    <message>
        <source>Haunted castle</source>
        <translation>Spukschloss</translation>
    </message>
    <message>
        <source>castle</source>
        <translation>Spukschloss</translation>
    </message>
    <message>
        <source>Cemetery</source>
        <translation>Friedhof</translation>
    </message>
    <message>
        <source>cemetery</source>
        <translation>Friedhof</translation>
    </message>
    <message>
        <source>Tower</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>tower</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>Acrobat space</source>
        <translation>Artistenplatz</translation>
    </message>
    <message>
        <source>acrobats</source>
        <translation>Artistenplatz</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>Garten</translation>
    </message>
    <message>
        <source>garden</source>
        <translation>Garten</translation>
    </message>
</context>
<context>
    <name>FigureKinds</name>
    <message>
        <source>meeple</source>
        <translation>Gefolgsmann</translation>
    </message>
    <message>
        <source>guard meeple</source>
        <translation>Wächter</translation>
    </message>
    <message>
        <source>guard</source>
        <translation>Wächter</translation>
    </message>
    <message>
        <source>ringmaster</source>
        <translation>Zirkusdirektor</translation>
    </message>
    <message>
        <source>robber</source>
        <translation>Räuber</translation>
    </message>
    <message>
        <source>abbot</source>
        <translation>Abt</translation>
    </message>
    <message>
        <source>large meeple</source>
        <translation>großer Gefolgsmann</translation>
    </message>
    <message>
        <source>large</source>
        <translation>großer Gefolgsmann</translation>
    </message>
    <message>
        <source>builder</source>
        <translation>Baumeister</translation>
    </message>
    <message>
        <source>pig</source>
        <translation>Schwein</translation>
    </message>
</context>
<context>
    <name>FigurePicker</name>
    <message numerus="yes">
        <source>%n ghost(s)</source>
        <extracomment>%n how many ghosts stand on this figure</extracomment>
        <translation>
            <numerusform>%n Geist</numerusform>
            <numerusform>%n Geister</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s %2 on %3</source>
        <extracomment>%1 player, %2 figure kind, %3 the feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>%2 von %1 auf: %3</translation>
    </message>
</context>
<context>
    <name>FinalScreen</name>
    <message>
        <source>1st</source>
        <translation>1.</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2.</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3.</translation>
    </message>
    <message>
        <source>%1th</source>
        <extracomment>a place in the final ranking: %1 the rank (a number from 4)</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>◀ Table</source>
        <translation>◀ Tisch</translation>
    </message>
    <message>
        <source>Final result</source>
        <translation>Endergebnis</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Schlusswertung</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Sammlung</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Check and finish</source>
        <translation>Prüfen und beenden</translation>
    </message>
    <message>
        <source>The last big top</source>
        <translation>Das letzte Zirkuszelt</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 source of points, %2 points</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Check the final payouts</source>
        <translation>Schlusswertung prüfen</translation>
    </message>
    <message>
        <source>Was the big top still standing?</source>
        <translation>Stand das Zirkuszelt noch?</translation>
    </message>
    <message>
        <source>The monastery&apos;s tile and its neighbours</source>
        <translation>Das Klosterplättchen und seine Nachbarn</translation>
    </message>
    <message>
        <source>No big top at the end</source>
        <translation>Kein Zirkuszelt bei Spielende</translation>
    </message>
    <message>
        <source>%1&apos;s figures around the big top</source>
        <extracomment>%1 the player&apos;s name</extracomment>
        <translation>Figuren von %1 rund um das Zirkuszelt</translation>
    </message>
    <message>
        <source>Nothing is left to score.</source>
        <translation>Es gibt nichts mehr zu werten.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Back to the table</source>
        <translation>Zurück zum Tisch</translation>
    </message>
    <message>
        <source>Finish the game</source>
        <translation>Partie beenden</translation>
    </message>
    <message>
        <source>Next (Enter)</source>
        <translation>Weiter (Enter)</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Rangfolge</translation>
    </message>
    <message>
        <source>Circus and acrobat tiles around %1&apos;s ringmaster</source>
        <extracomment>%1 the ringmaster&apos;s owner</extracomment>
        <translation>Zelt- und Artistenplättchen um den Zirkusdirektor von %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n point(s)</source>
        <extracomment>%1 the animal of a big top token, %n the points it gives each figure around the big top</extracomment>
        <translation>
            <numerusform>%1 · %n Punkt</numerusform>
            <numerusform>%1 · %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — step %2 of %3</source>
        <extracomment>%1 a feature as the players see it (&quot;Ana&apos;s city&quot;), %2 this step&apos;s number, %3 the number of steps</extracomment>
        <translation>%1 – Schritt %2 von %3</translation>
    </message>
    <message>
        <source>The result was saved to %1.</source>
        <extracomment>%1 the path of the file written</extracomment>
        <translation>Das Ergebnis wurde unter %1 gespeichert.</translation>
    </message>
    <message>
        <source>The picture could not be written to %1.</source>
        <extracomment>%1 the path of the picture that could not be written</extracomment>
        <translation>Das Bild konnte nicht nach %1 geschrieben werden.</translation>
    </message>
    <message>
        <source>Save the record…</source>
        <translation>Aufzeichnung speichern …</translation>
    </message>
    <message>
        <source>Results as CSV…</source>
        <extracomment>saves the result, a row per player, as a CSV file for a spreadsheet</extracomment>
        <translation>Ergebnisse als CSV …</translation>
    </message>
    <message>
        <source>Picture…</source>
        <translation>Bild …</translation>
    </message>
    <message>
        <source>Save a picture of the result</source>
        <translation>Bild des Ergebnisses speichern</translation>
    </message>
    <message>
        <source>Save the result as CSV</source>
        <translation>Ergebnis als CSV speichern</translation>
    </message>
    <message>
        <source>Save the game&apos;s record</source>
        <translation>Partieaufzeichnung speichern</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Partieaufzeichnungen (*.json)</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>The button of the save dialog that writes the file</extracomment>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>The garden&apos;s tile and its neighbours</source>
        <translation>Das Gartenplättchen und seine Nachbarn</translation>
    </message>
</context>
<context>
    <name>GameLibrary</name>
    <message>
        <source>The game library %1 is not open.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>Die Spielesammlung %1 ist nicht geöffnet.</translation>
    </message>
    <message>
        <source>read the games</source>
        <translation>Lesen der Partien</translation>
    </message>
    <message>
        <source>read the games&apos; events</source>
        <translation>Lesen der Ereignisse der Partien</translation>
    </message>
    <message>
        <source>read the games&apos; players</source>
        <translation>Lesen der Mitspieler der Partien</translation>
    </message>
    <message>
        <source>There is no game %1 in the library.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Die Sammlung enthält keine Partie %1.</translation>
    </message>
    <message>
        <source>look up the profile %1</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>Nachschlagen des Profils %1</translation>
    </message>
    <message>
        <source>create the profile %1</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>Anlegen des Profils %1</translation>
    </message>
    <message>
        <source>create a game</source>
        <translation>Anlegen einer Partie</translation>
    </message>
    <message>
        <source>The player in seat %1 has neither a name nor a profile.</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Der Spieler auf Platz %1 hat weder einen Namen noch ein Profil.</translation>
    </message>
    <message>
        <source>seat the players of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Platzieren der Mitspieler von Partie %1</translation>
    </message>
    <message>
        <source>delete game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Löschen von Partie %1</translation>
    </message>
    <message>
        <source>A player&apos;s name cannot be empty.</source>
        <translation>Der Name eines Spielers darf nicht leer sein.</translation>
    </message>
    <message>
        <source>The name &quot;%1&quot; is longer than %2 characters.</source>
        <extracomment>%1 the name as typed, %2 the longest name allowed</extracomment>
        <translation>Der Name „%1“ ist länger als %2 Zeichen.</translation>
    </message>
    <message>
        <source>The colour of %1 is longer than %2 characters.</source>
        <extracomment>%1 the player&apos;s name, %2 the longest colour allowed</extracomment>
        <translation>Die Farbe von %1 ist länger als %2 Zeichen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a language code such as &quot;de&quot; or &quot;pt_BR&quot;.</source>
        <extracomment>%1 the code as given</extracomment>
        <translation>„%1“ ist kein Sprachcode wie „de“ oder „pt_BR“.</translation>
    </message>
    <message>
        <source>add the profile %1</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>Hinzufügen des Profils %1</translation>
    </message>
    <message>
        <source>A profile named &quot;%1&quot; already exists.</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>Es gibt bereits ein Profil namens „%1“.</translation>
    </message>
    <message>
        <source>change the profile %1</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>Ändern des Profils %1</translation>
    </message>
    <message>
        <source>There is no profile %1 in the library.</source>
        <extracomment>%1 the profile&apos;s number in the library</extracomment>
        <translation>Die Sammlung enthält kein Profil %1.</translation>
    </message>
    <message>
        <source>remove profile %1</source>
        <extracomment>%1 the profile&apos;s number in the library</extracomment>
        <translation>Entfernen von Profil %1</translation>
    </message>
    <message>
        <source>read the profiles</source>
        <translation>Lesen der Profile</translation>
    </message>
    <message>
        <source>read profile %1</source>
        <extracomment>%1 the profile&apos;s number in the library</extracomment>
        <translation>Lesen von Profil %1</translation>
    </message>
    <message>
        <source>There is no profile named &quot;%1&quot; in the library.</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>Die Sammlung enthält kein Profil namens „%1“.</translation>
    </message>
    <message>
        <source>link a player of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Verknüpfen eines Spielers von Partie %1</translation>
    </message>
    <message>
        <source>Game %1 has no player &quot;%2&quot;.</source>
        <extracomment>%1 the game&apos;s number in the library, %2 the player&apos;s id</extracomment>
        <translation>Partie %1 hat keinen Spieler „%2“.</translation>
    </message>
    <message>
        <source>import a game</source>
        <translation>Importieren einer Partie</translation>
    </message>
    <message>
        <source>import event %1</source>
        <extracomment>%1 the event&apos;s index in the record</extracomment>
        <translation>Importieren von Ereignis %1</translation>
    </message>
    <message>
        <source>%1 was not imported: %2</source>
        <extracomment>%1 the record file, %2 why it was refused</extracomment>
        <translation>%1 wurde nicht importiert: %2</translation>
    </message>
    <message>
        <source>The record is larger than %1 MiB, the most a game record can be.</source>
        <extracomment>%1 is the largest size of a record in MiB (16) %1 the largest size allowed, in MiB</extracomment>
        <translation>Die Partieaufzeichnung ist größer als %1 MiB, mehr darf eine Aufzeichnung nicht umfassen.</translation>
    </message>
    <message>
        <source>The record is too large to read in the memory available.</source>
        <translation>Die Partieaufzeichnung ist zu groß, um sie im verfügbaren Speicher zu lesen.</translation>
    </message>
    <message>
        <source>remember the language of %1</source>
        <extracomment>%1 the player&apos;s name</extracomment>
        <translation>die Sprache von %1 merken</translation>
    </message>
    <message>
        <source>read the library&apos;s name</source>
        <translation>den Namen der Sammlung lesen</translation>
    </message>
    <message>
        <source>A library&apos;s name must be 1 to %1 characters long.</source>
        <extracomment>%1 is the longest a name may be (40)</extracomment>
        <translation>Der Name einer Sammlung muss 1 bis %1 Zeichen lang sein.</translation>
    </message>
    <message>
        <source>name the library</source>
        <translation>die Sammlung benennen</translation>
    </message>
    <message>
        <source>A backup cannot replace the library %1 itself.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>Eine Sicherung kann die Sammlung %1 nicht selbst ersetzen.</translation>
    </message>
    <message>
        <source>restore the library</source>
        <translation>die Sammlung wiederherstellen</translation>
    </message>
    <message>
        <source>%1 cannot be restored: %2. Nothing was changed.</source>
        <extracomment>%1 is a file name, %2 why it cannot be restored %1 the backup file, %2 why it cannot</extracomment>
        <translation>%1 kann nicht wiederhergestellt werden: %2. Es wurde nichts verändert.</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>diese Datei gibt es nicht</translation>
    </message>
    <message>
        <source>it is not a Meeple Ledger library</source>
        <translation>es ist keine Sammlung von Meeple Ledger</translation>
    </message>
    <message>
        <source>it was written by a newer version of Meeple Ledger (library schema %1; this version reads up to schema %2)</source>
        <extracomment>%1 the backup&apos;s schema, %2 the newest schema this version reads</extracomment>
        <translation>sie stammt von einer neueren Version von Meeple Ledger (Schema %1; diese Version liest bis Schema %2)</translation>
    </message>
    <message>
        <source>it is damaged</source>
        <translation>sie ist beschädigt</translation>
    </message>
    <message>
        <source>A name cannot hold control characters or text-direction overrides, which no screen shows as typed: type it again without them.</source>
        <translation>Ein Name darf keine Steuerzeichen und keine Zeichen enthalten, die die Schreibrichtung umkehren, denn kein Bildschirm zeigt sie, wie sie getippt wurden: tippe ihn ohne sie noch einmal.</translation>
    </message>
    <message>
        <source>The name of the player in seat %1 is longer than %2 characters.</source>
        <extracomment>%1 the seat&apos;s number, from 1, %2 the longest a name may be (40)</extracomment>
        <translation>Der Name auf Platz %1 ist länger als %2 Zeichen.</translation>
    </message>
    <message>
        <source>Game %1 was changed outside Meeple Ledger: its event %2 is not as it was stored in %3. The game is kept as it is and cannot be changed; the %2 events before it are intact and can be kept as a new game.</source>
        <extracomment>%1 the game&apos;s number, %2 the event&apos;s index in it (also how many come before it), %3 the library file</extracomment>
        <translation>Die Partie %1 wurde außerhalb von Meeple Ledger geändert: ihr Ereignis %2 ist nicht mehr so, wie es in %3 gespeichert wurde. Die Partie bleibt, wie sie ist, und kann nicht geändert werden; die %2 Ereignisse davor sind unversehrt und können als neue Partie behalten werden.</translation>
    </message>
    <message>
        <source>read event %1</source>
        <extracomment>%1 the event&apos;s index in the record</extracomment>
        <translation>Ereignis %1 lesen</translation>
    </message>
    <message>
        <source>check the games&apos; events</source>
        <translation>die Ereignisse der Partien prüfen</translation>
    </message>
    <message>
        <source>Game %1 is as it was stored: there is nothing to keep apart.</source>
        <extracomment>%1 the game&apos;s number</extracomment>
        <translation>Die Partie %1 ist so, wie sie gespeichert wurde: es gibt nichts abzutrennen.</translation>
    </message>
    <message>
        <source>read game %1</source>
        <extracomment>%1 the game&apos;s number</extracomment>
        <translation>Partie %1 lesen</translation>
    </message>
</context>
<context>
    <name>GameLibraryModel</name>
    <message>
        <source>The game library is not open.</source>
        <translation>Die Spielesammlung ist nicht geöffnet.</translation>
    </message>
    <message>
        <source>%1 is already in the library as game %2: nothing was changed.</source>
        <extracomment>%1 the record file, %2 the number of the game in the library</extracomment>
        <translation>%1 ist bereits als Partie %2 in der Sammlung: es wurde nichts verändert.</translation>
    </message>
    <message>
        <source>%1 is a different version of game %3: it differs from it in the events both hold, so both are kept, as game %2 and game %3.</source>
        <extracomment>%1 the record file, %2 the new game&apos;s number, %3 the stored game it differs from</extracomment>
        <translation>%1 ist eine andere Fassung von Partie %3: sie weicht in den Ereignissen ab, die beide enthalten, daher werden beide behalten, als Partie %2 und Partie %3.</translation>
    </message>
    <message>
        <source>The picture could not be written to %1.</source>
        <extracomment>%1 the path of the picture that could not be written</extracomment>
        <translation>Das Bild konnte nicht nach %1 geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>This game log belongs to no game library.</source>
        <translation>Diese Partieaufzeichnung gehört zu keiner Spielesammlung.</translation>
    </message>
    <message>
        <source>Game %1 is no longer in the library.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Partie %1 ist nicht mehr in der Sammlung.</translation>
    </message>
    <message>
        <source>Game %1 was changed in another window or program since it was loaded; reload it and try again.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Partie %1 wurde seit dem Laden in einem anderen Fenster oder Programm geändert; lade sie neu und versuche es noch einmal.</translation>
    </message>
    <message>
        <source>update game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Aktualisieren von Partie %1</translation>
    </message>
    <message>
        <source>read game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Lesen von Partie %1</translation>
    </message>
    <message>
        <source>There is no game %1 in the library.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Die Sammlung enthält keine Partie %1.</translation>
    </message>
    <message>
        <source>Game %1 misses its event %2 in the library %3.</source>
        <extracomment>%1 the game&apos;s number, %2 the event&apos;s index in it, %3 the library file</extracomment>
        <translation>Partie %1 fehlt in der Sammlung %3 ihr Ereignis %2.</translation>
    </message>
    <message>
        <source>Game %1 should have %2 events in the library %3, but only %4 are stored.</source>
        <extracomment>%1 the game&apos;s number, %2 the events it should have, %3 the library file, %4 the events stored</extracomment>
        <translation>Partie %1 sollte in der Sammlung %3 %2 Ereignisse haben, gespeichert sind aber nur %4.</translation>
    </message>
    <message>
        <source>store event %1 of game %2</source>
        <extracomment>%1 the event&apos;s index in the game, %2 the game&apos;s number in the library</extracomment>
        <translation>Speichern von Ereignis %1 der Partie %2</translation>
    </message>
    <message>
        <source>clear the redo history of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Leeren des Wiederherstellen-Verlaufs von Partie %1</translation>
    </message>
    <message>
        <source>Nothing to undo: game %1 has no event in effect.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Nichts rückgängig zu machen: Partie %1 hat kein gültiges Ereignis.</translation>
    </message>
    <message>
        <source>undo event %1 of game %2</source>
        <extracomment>%1 the event&apos;s index in the game, %2 the game&apos;s number in the library</extracomment>
        <translation>Rückgängigmachen von Ereignis %1 der Partie %2</translation>
    </message>
    <message>
        <source>Nothing to redo: game %1 has no undone event.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Nichts wiederherzustellen: Partie %1 hat kein rückgängig gemachtes Ereignis.</translation>
    </message>
    <message>
        <source>read event %1 of game %2</source>
        <extracomment>%1 the event&apos;s index in the game, %2 the game&apos;s number in the library</extracomment>
        <translation>Lesen von Ereignis %1 der Partie %2</translation>
    </message>
    <message>
        <source>redo event %1 of game %2</source>
        <extracomment>%1 the event&apos;s index in the game, %2 the game&apos;s number in the library</extracomment>
        <translation>Wiederherstellen von Ereignis %1 der Partie %2</translation>
    </message>
    <message>
        <source>Feature %1 is not on the table of game %2.</source>
        <extracomment>%1 the feature&apos;s id in the record, %2 the game&apos;s number in the library</extracomment>
        <translation>Gebiet %1 liegt nicht auf dem Spielplan von Partie %2.</translation>
    </message>
    <message>
        <source>Feature %1 takes no inn or cathedral in this game.</source>
        <extracomment>%1 the feature&apos;s id in the record</extracomment>
        <translation>Gebiet %1 hat in dieser Partie weder Wirtshaus noch Kathedrale.</translation>
    </message>
</context>
<context>
    <name>GameRow</name>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Laufend</translation>
    </message>
    <message>
        <source>Last played %1</source>
        <extracomment>%1 date and time the game was last changed</extracomment>
        <translation>Zuletzt gespielt: %1</translation>
    </message>
    <message>
        <source>Won by %1</source>
        <extracomment>%1 the winners&apos; names, joined by commas</extracomment>
        <translation>Gewonnen von %1</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <extracomment>%n how many events the unfinished game has recorded</extracomment>
        <translation>
            <numerusform>%n Ereignis</numerusform>
            <numerusform>%n Ereignisse</numerusform>
        </translation>
    </message>
    <message>
        <source>Base game</source>
        <translation>Grundspiel</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren …</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Löschen …</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>No game is open.</source>
        <translation>Es ist keine Partie geöffnet.</translation>
    </message>
    <message>
        <source>Choose the feature the figure stands on.</source>
        <translation>Wähle das Gebiet, auf dem die Figur steht.</translation>
    </message>
    <message>
        <source>That feature is no longer on the board: nothing was named.</source>
        <translation>Dieses Gebiet liegt nicht mehr auf dem Spielplan: Es wurde nichts benannt.</translation>
    </message>
    <message>
        <source>Nothing to enter yet: answer the questions first.</source>
        <translation>Noch nichts einzutragen: Beantworte zuerst die Fragen.</translation>
    </message>
    <message>
        <source>This was asked in turn %1, which is over; it is turn %2 now, %3&apos;s. Nothing was entered.</source>
        <extracomment>%1 the turn a dialog or button was for, %2 the turn now, %3 the player whose turn it is</extracomment>
        <translation>Diese Frage galt Zug %1, der schon vorbei ist; jetzt läuft Zug %2 von %3. Es wurde nichts eingetragen.</translation>
    </message>
    <message>
        <source>This was asked in another part of %1&apos;s turn (message 4&apos;s extra tile). Nothing was entered.</source>
        <extracomment>%1 the player whose turn it is; message 4 gave them an extra tile, which is a new part of the turn</extracomment>
        <translation>Diese Frage galt einem anderen Abschnitt des Zugs von %1 (zusätzliches Plättchen der Depesche 4). Es wurde nichts eingetragen.</translation>
    </message>
    <message>
        <source>That feature is no longer on the board: nothing was noted.</source>
        <translation>Dieses Gebiet liegt nicht mehr auf dem Spielplan: Es wurde nichts vermerkt.</translation>
    </message>
</context>
<context>
    <name>GhostBadge</name>
    <message numerus="yes">
        <source>%n ghost(s)</source>
        <extracomment>%n how many ghosts stand on the figure</extracomment>
        <translation>
            <numerusform>%n Geist</numerusform>
            <numerusform>%n Geister</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GhostDialog</name>
    <message>
        <source>Add a ghost</source>
        <translation>Geist hinzufügen</translation>
    </message>
    <message>
        <source>Add the ghost</source>
        <translation>Geist hinzufügen</translation>
    </message>
    <message>
        <source>The mist expanded: on another player&apos;s figure</source>
        <translation>Der Nebel hat sich ausgebreitet: auf die Figur eines Mitspielers</translation>
    </message>
    <message>
        <source>The mist was limited: on your own figure</source>
        <translation>Der Nebel wurde begrenzt: auf die eigene Figur</translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) left in the supply.</source>
        <extracomment>%n how many ghosts are left in the common supply</extracomment>
        <translation>
            <numerusform>Noch %n Geist im Vorrat.</numerusform>
            <numerusform>Noch %n Geister im Vorrat.</numerusform>
        </translation>
    </message>
    <message>
        <source>No figure can take a ghost for this reason.</source>
        <translation>Aus diesem Grund kann keine Figur einen Geist bekommen.</translation>
    </message>
</context>
<context>
    <name>GhostsStep</name>
    <message numerus="yes">
        <source>%n ghost(s) left</source>
        <extracomment>%n how many ghosts are left in the common supply</extracomment>
        <translation>
            <numerusform>noch %n Geist</numerusform>
            <numerusform>noch %n Geister</numerusform>
        </translation>
    </message>
    <message>
        <source>Ghosts</source>
        <translation>Geister</translation>
    </message>
    <message>
        <source>Add a ghost (G)</source>
        <translation>Geist hinzufügen (G)</translation>
    </message>
</context>
<context>
    <name>Goods</name>
    <message>
        <source>Wine</source>
        <translation>Wein</translation>
    </message>
    <message>
        <source>wine</source>
        <translation>Wein</translation>
    </message>
    <message>
        <source>Grain</source>
        <translation>Korn</translation>
    </message>
    <message>
        <source>grain</source>
        <translation>Korn</translation>
    </message>
    <message>
        <source>Cloth</source>
        <translation>Tuch</translation>
    </message>
    <message>
        <source>cloth</source>
        <translation>Tuch</translation>
    </message>
</context>
<context>
    <name>GoodsDialog</name>
    <message>
        <source>Take the city&apos;s goods</source>
        <translation>Waren der Stadt nehmen</translation>
    </message>
    <message>
        <source>Take the goods</source>
        <translation>Waren nehmen</translation>
    </message>
    <message>
        <source>Goods score nothing now: at the end of the game the most tokens of each kind score 10.</source>
        <translation>Waren zählen jetzt nichts: bei Spielende bringt die Mehrheit jeder Sorte 10 Punkte.</translation>
    </message>
    <message>
        <source>One token for each goods symbol in the city you completed, whoever held it.</source>
        <translation>Ein Warenplättchen je Warensymbol in der Stadt, die du fertiggestellt hast, egal wem sie gehörte.</translation>
    </message>
    <message>
        <source>%1 (%2 left)</source>
        <extracomment>%1 a kind of goods (Wine, Grain, Cloth), %2 how many tokens of it are left in the general supply</extracomment>
        <translation>%1 (noch %2)</translation>
    </message>
</context>
<context>
    <name>LeagueModel</name>
    <message>
        <source>“%1” is not a day written YYYY-MM-DD, such as 2026-10-01.</source>
        <extracomment>%1 what was typed where a day belongs</extracomment>
        <translation>„%1“ ist kein Tag der Form JJJJ-MM-TT, etwa 2026-10-01.</translation>
    </message>
    <message>
        <source>The season&apos;s last day comes before its first day.</source>
        <translation>Der letzte Tag der Saison liegt vor ihrem ersten Tag.</translation>
    </message>
    <message>
        <source>Give the season a name.</source>
        <translation>Gib der Saison einen Namen.</translation>
    </message>
    <message>
        <source>No club server is set.</source>
        <translation>Es ist kein Clubserver eingestellt.</translation>
    </message>
    <message>
        <source>A season&apos;s name cannot hold control characters or text-direction overrides: type it again without them.</source>
        <translation>Der Name einer Saison darf keine Steuerzeichen und keine Zeichen enthalten, die die Schreibrichtung umkehren: tippe ihn ohne sie noch einmal.</translation>
    </message>
    <message>
        <source>A season&apos;s name may be at most %1 characters long.</source>
        <extracomment>%1 the longest a name may be (40)</extracomment>
        <translation>Der Name einer Saison darf höchstens %1 Zeichen lang sein.</translation>
    </message>
</context>
<context>
    <name>LeagueScreen</name>
    <message>
        <source>The standings were exported to %1.</source>
        <extracomment>%1 is the path of the file written</extracomment>
        <translation>Die Tabelle wurde nach %1 exportiert.</translation>
    </message>
    <message>
        <source>Export the standings</source>
        <translation>Tabelle exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <extracomment>The button of the export&apos;s file dialog that writes the file</extracomment>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>one source of a player&apos;s points in the league: %1 the source (&quot;Cities&quot;), %2 the points</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <extracomment>Leaves the league for the start screen&apos;s list of games</extracomment>
        <translation>Zurück zu den Partien</translation>
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
        <translation>CSV exportieren …</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <source>All finished games</source>
        <translation>Alle beendeten Partien</translation>
    </message>
    <message>
        <source>A season:</source>
        <translation>Eine Saison:</translation>
    </message>
    <message>
        <source>Name, e.g. Autumn 2026</source>
        <extracomment>A placeholder: the kind of name a season is given</extracomment>
        <translation>Name, z. B. Herbst 2026</translation>
    </message>
    <message>
        <source>Season name</source>
        <translation>Name der Saison</translation>
    </message>
    <message>
        <source>From YYYY-MM-DD</source>
        <extracomment>A placeholder for the season&apos;s first day; the letters stand for year, month and day</extracomment>
        <translation>Von JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>Erster Tag</translation>
    </message>
    <message>
        <source>To YYYY-MM-DD</source>
        <extracomment>A placeholder for the season&apos;s last day; the letters stand for year, month and day</extracomment>
        <translation>Bis JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>Letzter Tag</translation>
    </message>
    <message>
        <source>Show season</source>
        <extracomment>Shows the standings of the season whose name and days were typed</extracomment>
        <translation>Saison zeigen</translation>
    </message>
    <message>
        <source>%1, %2 to %3</source>
        <extracomment>the standings&apos; title: %1 the season&apos;s name, %2 its first day, %3 its last day</extracomment>
        <translation>%1, %2 bis %3</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s)</source>
        <extracomment>%n how many finished games the standings are made of</extracomment>
        <translation>
            <numerusform>%n beendete Partie</numerusform>
            <numerusform>%n beendete Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>Rating</source>
        <extracomment>column of the league table: the Plackett–Luce rating (mu − 3 sigma)</extracomment>
        <translation>Wertungszahl</translation>
    </message>
    <message>
        <source>Rank</source>
        <extracomment>column of the league table: the position by rating</extracomment>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>column of the league table</extracomment>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>column of the league table: finished games played in the season</extracomment>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>column of the league table</extracomment>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Avg. points</source>
        <extracomment>column of the league table: the mean final score</extracomment>
        <translation>Ø Punkte</translation>
    </message>
    <message>
        <source>Avg. place</source>
        <extracomment>column of the league table: the mean place, tied players sharing the better one</extracomment>
        <translation>Ø Platz</translation>
    </message>
    <message>
        <source>Points from</source>
        <extracomment>column of the league table: where the points came from</extracomment>
        <translation>Punkte aus</translation>
    </message>
    <message>
        <source>%1: rank %2, rating %3</source>
        <extracomment>read out for a line of the league table: %1 the player, %2 the rank, %3 the rating</extracomment>
        <translation>%1: Platz %2, Wertungszahl %3</translation>
    </message>
    <message>
        <source>No finished games in this season yet.</source>
        <translation>In dieser Saison gibt es noch keine beendeten Partien.</translation>
    </message>
    <message>
        <source>Rating: Weng–Lin Plackett–Luce (as OpenSkill), shown as μ − 3σ; each game updates it once, in the order the games finished. A shared first place is a win for each.</source>
        <extracomment>how the league table is worked out, under it</extracomment>
        <translation>Wertungszahl: Weng–Lin Plackett–Luce (wie OpenSkill), angezeigt als μ − 3σ; jede Partie ändert sie einmal, in der Reihenfolge, in der die Partien endeten. Ein geteilter erster Platz ist für jeden ein Sieg.</translation>
    </message>
    <message>
        <source>This library&apos;s</source>
        <translation>Die dieser Sammlung</translation>
    </message>
    <message>
        <source>Every table&apos;s, from the club server</source>
        <translation>Die aller Tische, vom Clubserver</translation>
    </message>
    <message>
        <source>Not connected: %1</source>
        <extracomment>%1 why the club server cannot be read (a sentence); the screen keeps trying by itself</extracomment>
        <translation>Nicht verbunden: %1</translation>
    </message>
    <message>
        <source>The picture could not be written to %1.</source>
        <extracomment>%1 the path of the picture that could not be written</extracomment>
        <translation>Das Bild konnte nicht nach %1 geschrieben werden.</translation>
    </message>
    <message>
        <source>Save a picture of the standings</source>
        <translation>Bild der Tabelle speichern</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Picture…</source>
        <translation>Bild …</translation>
    </message>
    <message>
        <source>Awaiting the organiser</source>
        <translation>Wartet auf die Organisation</translation>
    </message>
    <message>
        <source>%1 holds another version of %2&apos;s game (%3).</source>
        <extracomment>%1 the table holding this version, %2 the table that owns the game, %3 its players</extracomment>
        <translation>%1 hat eine andere Fassung der Partie von %2 (%3).</translation>
    </message>
    <message>
        <source>Count this version</source>
        <translation>Diese Fassung zählen</translation>
    </message>
</context>
<context>
    <name>LedgerExplainer</name>
    <message numerus="yes">
        <source>Incomplete road: %n tile(s) × 1 = %1</source>
        <extracomment>%n the road&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Unfertige Straße: %n Plättchen × 1 = %1</numerusform>
            <numerusform>Unfertige Straße: %n Plättchen × 1 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Road completed: %n tile(s) × 1 = %1</source>
        <extracomment>%n the road&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Straße fertiggestellt: %n Plättchen × 1 = %1</numerusform>
            <numerusform>Straße fertiggestellt: %n Plättchen × 1 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Incomplete monastery: itself and %n neighbouring tile(s) = %1</source>
        <extracomment>%n the tiles around the monastery, %1 the points</extracomment>
        <translation>
            <numerusform>Unfertiges Kloster: das Kloster und %n Nachbarplättchen = %1</numerusform>
            <numerusform>Unfertiges Kloster: das Kloster und %n Nachbarplättchen = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Monastery completed: itself and 8 neighbouring tiles = 9</source>
        <translation>Kloster fertiggestellt: das Kloster und 8 Nachbarplättchen = 9</translation>
    </message>
    <message numerus="yes">
        <source>Field: %n completed cit(y/ies) × 3 = %1</source>
        <extracomment>%n the completed cities bordering the field, %1 the points</extracomment>
        <translation>
            <numerusform>Wiese: %n fertige Stadt × 3 = %1</numerusform>
            <numerusform>Wiese: %n fertige Städte × 3 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Haunted castle at the end: %n tile(s) with mist × 1 = %1</source>
        <extracomment>%n the tiles with mist around the castle, %1 the points</extracomment>
        <translation>
            <numerusform>Spukschloss bei Spielende: %n Plättchen mit Nebel × 1 = %1</numerusform>
            <numerusform>Spukschloss bei Spielende: %n Plättchen mit Nebel × 1 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Haunted castle completed: %n tile(s) with mist × 2 = %1</source>
        <extracomment>%n the tiles with mist around the castle, %1 the points</extracomment>
        <translation>
            <numerusform>Spukschloss fertiggestellt: %n Plättchen mit Nebel × 2 = %1</numerusform>
            <numerusform>Spukschloss fertiggestellt: %n Plättchen mit Nebel × 2 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Cemetery completed: worth 0; its keeper brings a guard meeple back</source>
        <translation>Friedhof fertiggestellt: 0 Punkte; wer ihn besetzt, holt einen Wächter zurück</translation>
    </message>
    <message numerus="yes">
        <source>, minus %n ghost(s) × 2 = %1</source>
        <extracomment>added after a feature&apos;s points: %n the ghosts on it, %1 the points left</extracomment>
        <translation>
            <numerusform>, minus %n Geist × 2 = %1</numerusform>
            <numerusform>, minus %n Geister × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (majority with %n figure(s))</source>
        <extracomment>added after a feature&apos;s points: %n the figures that gave the majority</extracomment>
        <translation>
            <numerusform> (Mehrheit mit %n Figur)</numerusform>
            <numerusform> (Mehrheit mit %n Figuren)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ringmaster bonus: %n circus or acrobat tile(s) × 2 = %1</source>
        <extracomment>%n the circus and acrobat tiles around the ringmaster, %1 the points</extracomment>
        <translation>
            <numerusform>Zirkusdirektor-Bonus: %n Zelt- oder Artistenplättchen × 2 = %1</numerusform>
            <numerusform>Zirkusdirektor-Bonus: %n Zelt- oder Artistenplättchen × 2 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Robber still on the track at the end of the game = 3</source>
        <translation>Räuber steht bei Spielende noch auf der Wertungstafel = 3</translation>
    </message>
    <message>
        <source>Message %1 taken as 2 points</source>
        <extracomment>%1 the number of the message tile (1 to 8)</extracomment>
        <translation>Depesche %1 als 2 Punkte genommen</translation>
    </message>
    <message>
        <source>Message 4: place an extra tile</source>
        <translation>Depesche 4: ein weiteres Plättchen legen</translation>
    </message>
    <message numerus="yes">
        <source>Message 5: %n coat(s) of arms × 2 = %1</source>
        <extracomment>%n the coats of arms in the player&apos;s cities, %1 the points</extracomment>
        <translation>
            <numerusform>Depesche 5: %n Wappen × 2 = %1</numerusform>
            <numerusform>Depesche 5: %n Wappen × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Message 6: %n knight(s) × 2 = %1</source>
        <extracomment>%n the player&apos;s figures in cities, %1 the points</extracomment>
        <translation>
            <numerusform>Depesche 6: %n Ritter × 2 = %1</numerusform>
            <numerusform>Depesche 6: %n Ritter × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Message 7: %n farmer(s) × 2 = %1</source>
        <extracomment>%n the player&apos;s figures in fields, %1 the points</extracomment>
        <translation>
            <numerusform>Depesche 7: %n Bauer × 2 = %1</numerusform>
            <numerusform>Depesche 7: %n Bauern × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Acrobats at the end: %n acrobat(s) × 5 = %1</source>
        <extracomment>%n the player&apos;s acrobats on an unfinished pyramid, %1 the points</extracomment>
        <translation>
            <numerusform>Artisten bei Spielende: %n Artist × 5 = %1</numerusform>
            <numerusform>Artisten bei Spielende: %n Artisten × 5 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ghosts at the end: %n ghost(s) × -1 = %1</source>
        <extracomment>%n the ghosts haunting the player&apos;s figures, %1 the points (negative)</extracomment>
        <translation>
            <numerusform>Geister bei Spielende: %n Geist × -1 = %1</numerusform>
            <numerusform>Geister bei Spielende: %n Geister × -1 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Correction agreed by the table (%1) = %2</source>
        <extracomment>%1 the reason the players typed, %2 the points</extracomment>
        <translation>Korrektur, am Tisch vereinbart (%1) = %2</translation>
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
            <numerusform>%n Plättchen</numerusform>
            <numerusform>%n Plättchen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coat(s) of arms</source>
        <extracomment>a city&apos;s coats of arms, put in for %2 of &quot;City completed: %1 × 2 + %2 × 2 = %3&quot;</extracomment>
        <translation>
            <numerusform>%n Wappen</numerusform>
            <numerusform>%n Wappen</numerusform>
        </translation>
    </message>
    <message>
        <source>Incomplete city: %1 × 1 + %2 × 1 = %3</source>
        <extracomment>%1 the city&apos;s tiles (&quot;5 tiles&quot;), %2 its coats of arms (&quot;2 coats of arms&quot;), %3 the points</extracomment>
        <translation>Unfertige Stadt: %1 × 1 + %2 × 1 = %3</translation>
    </message>
    <message numerus="yes">
        <source>Incomplete city: %n tile(s) × 1 = %1</source>
        <extracomment>%n the city&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Unfertige Stadt: %n Plättchen × 1 = %1</numerusform>
            <numerusform>Unfertige Stadt: %n Plättchen × 1 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>City completed: %1 × 2 + %2 × 2 = %3</source>
        <extracomment>%1 the city&apos;s tiles (&quot;5 tiles&quot;), %2 its coats of arms (&quot;2 coats of arms&quot;), %3 the points</extracomment>
        <translation>Stadt fertiggestellt: %1 × 2 + %2 × 2 = %3</translation>
    </message>
    <message numerus="yes">
        <source>City completed: %n tile(s) × 2 = %1</source>
        <extracomment>%n the city&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Stadt fertiggestellt: %n Plättchen × 2 = %1</numerusform>
            <numerusform>Stadt fertiggestellt: %n Plättchen × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Robber on space %1 steals half of the %n point(s) %2 scored, rounded up = %3</source>
        <extracomment>%1 the number of the robber&apos;s space on the scoring track, %n the points the robbed player scored, %2 the robbed player&apos;s name, %3 the points the robber takes</extracomment>
        <translation>
            <numerusform>Räuber auf Feld %1 nimmt die Hälfte des %n Punkts von %2, aufgerundet = %3</numerusform>
            <numerusform>Räuber auf Feld %1 nimmt die Hälfte der %n Punkte von %2, aufgerundet = %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Message 1: your road worth the fewest points scores as at the end of the game = %1</source>
        <extracomment>%1 the points</extracomment>
        <translation>Depesche 1: deine Straße mit den wenigsten Punkten wird wie bei Spielende gewertet = %1</translation>
    </message>
    <message>
        <source>Message 2: your city worth the fewest points scores as at the end of the game = %1</source>
        <extracomment>%1 the points</extracomment>
        <translation>Depesche 2: deine Stadt mit den wenigsten Punkten wird wie bei Spielende gewertet = %1</translation>
    </message>
    <message>
        <source>Message 3: your monastery worth the fewest points scores as at the end of the game = %1</source>
        <extracomment>%1 the points</extracomment>
        <translation>Depesche 3: dein Kloster mit den wenigsten Punkten wird wie bei Spielende gewertet = %1</translation>
    </message>
    <message>
        <source>Message 8: the meeple has no majority on its feature and returns to the supply = %1</source>
        <extracomment>%1 the points</extracomment>
        <translation>Depesche 8: der Gefolgsmann hat in seinem Gebiet keine Mehrheit und kehrt in den Vorrat zurück = %1</translation>
    </message>
    <message>
        <source>Message 8: your meeple&apos;s feature scores for you alone as at the end of the game = %1</source>
        <extracomment>%1 the points of the feature, before any ghost penalty</extracomment>
        <translation>Depesche 8: das Gebiet deines Gefolgsmanns wird nur für dich wie bei Spielende gewertet = %1</translation>
    </message>
    <message>
        <source>Ransom paid to %1 to free your meeple = -3</source>
        <extracomment>%1 the name of the player who held the meeple prisoner</extracomment>
        <translation>Lösegeld an %1 gezahlt, um deinen Gefolgsmann freizukaufen = -3</translation>
    </message>
    <message>
        <source>Ransom received from %1 for their meeple = 3</source>
        <extracomment>%1 the name of the player whose meeple was held prisoner</extracomment>
        <translation>Lösegeld von %1 für den eigenen Gefolgsmann erhalten = 3</translation>
    </message>
    <message numerus="yes">
        <source>Acrobat pyramid: %n acrobat(s) × 5 = %1</source>
        <extracomment>%n the player&apos;s acrobats in the pyramid, %1 the points</extracomment>
        <translation>
            <numerusform>Artistenpyramide: %n Artist × 5 = %1</numerusform>
            <numerusform>Artistenpyramide: %n Artisten × 5 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Acrobat pyramid: %1 × 5, minus %2 × 2 = %3</source>
        <extracomment>%1 the player&apos;s acrobats (&quot;3 acrobats&quot;), %2 the ghosts on the pyramid (&quot;1 ghost&quot;), %3 the points</extracomment>
        <translation>Artistenpyramide: %1 × 5, minus %2 × 2 = %3</translation>
    </message>
    <message numerus="yes">
        <source>%n acrobat(s)</source>
        <extracomment>the acrobats of a pyramid, put in for %1 of &quot;Acrobat pyramid: %1 × 5, minus %2 × 2 = %3&quot;</extracomment>
        <translation>
            <numerusform>%n Artist</numerusform>
            <numerusform>%n Artisten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s)</source>
        <extracomment>the ghosts on a pyramid, put in for %2 of &quot;Acrobat pyramid: %1 × 5, minus %2 × 2 = %3&quot;</extracomment>
        <translation>
            <numerusform>%n Geist</numerusform>
            <numerusform>%n Geister</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The messenger&apos;s %n point(s) join the scoring meeple</source>
        <extracomment>%n the points the messenger stood on</extracomment>
        <translation>
            <numerusform>Der %n Punkt der Gefolgsfrau geht auf die Zählfigur über</numerusform>
            <numerusform>Die %n Punkte der Gefolgsfrau gehen auf die Zählfigur über</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big top (%1, worth %2 per meeple): %n meeple(s) around it = %3</source>
        <extracomment>%1 the animal of the big top&apos;s token, %2 the points it gives each figure (a plain number, which is why it is not followed by &quot;points&quot;), %n the player&apos;s figures around the big top, %3 the points</extracomment>
        <translation>
            <numerusform>Zirkuszelt (%1, Wert %2 je Gefolgsmann): %n Gefolgsmann im Umkreis = %3</numerusform>
            <numerusform>Zirkuszelt (%1, Wert %2 je Gefolgsmann): %n Gefolgsleute im Umkreis = %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Field with your pig: %n completed cit(y/ies) × 4 = %1</source>
        <extracomment>%n the completed cities bordering the field, %1 the points; the player&apos;s pig stands in the field</extracomment>
        <translation>
            <numerusform>Wiese mit deinem Schwein: %n fertige Stadt × 4 = %1</numerusform>
            <numerusform>Wiese mit deinem Schwein: %n fertige Städte × 4 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Road with an inn, left incomplete at the end: worth 0</source>
        <translation>Straße mit Wirtshaus, bei Spielende unfertig: 0 Punkte</translation>
    </message>
    <message numerus="yes">
        <source>Road with an inn completed: %n tile(s) × 2 = %1</source>
        <extracomment>%n the road&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Straße mit Wirtshaus fertiggestellt: %n Plättchen × 2 = %1</numerusform>
            <numerusform>Straße mit Wirtshaus fertiggestellt: %n Plättchen × 2 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>City with a cathedral, left incomplete at the end: worth 0</source>
        <translation>Stadt mit Kathedrale, bei Spielende unfertig: 0 Punkte</translation>
    </message>
    <message>
        <source>City with a cathedral completed: %1 × 3 + %2 × 3 = %3</source>
        <extracomment>%1 the city&apos;s tiles (&quot;5 tiles&quot;), %2 its coats of arms (&quot;2 coats of arms&quot;), %3 the points</extracomment>
        <translation>Stadt mit Kathedrale fertiggestellt: %1 × 3 + %2 × 3 = %3</translation>
    </message>
    <message numerus="yes">
        <source>City with a cathedral completed: %n tile(s) × 3 = %1</source>
        <extracomment>%n the city&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Stadt mit Kathedrale fertiggestellt: %n Plättchen × 3 = %1</numerusform>
            <numerusform>Stadt mit Kathedrale fertiggestellt: %n Plättchen × 3 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Incomplete garden: itself and %n neighbouring tile(s) = %1</source>
        <extracomment>%n the tiles around the garden, %1 the points</extracomment>
        <translation>
            <numerusform>Unfertiger Garten: der Garten und %n Nachbarplättchen = %1</numerusform>
            <numerusform>Unfertiger Garten: der Garten und %n Nachbarplättchen = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Garden completed: itself and 8 neighbouring tiles = 9</source>
        <translation>Garten fertiggestellt: der Garten und 8 Nachbarplättchen = 9</translation>
    </message>
    <message numerus="yes">
        <source> (majority with a strength of %n: the large meeple counts 2)</source>
        <extracomment>added after a feature&apos;s points: %n the strength that gave the majority, a large meeple counting 2</extracomment>
        <translation>
            <numerusform> (Mehrheit mit Stärke %n: der große Gefolgsmann zählt 2)</numerusform>
            <numerusform> (Mehrheit mit Stärke %n: der große Gefolgsmann zählt 2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Abbot returned early from its garden: itself and %n neighbouring tile(s) = %1</source>
        <extracomment>%n the tiles around the garden, %1 the points before any ghost penalty</extracomment>
        <translation>
            <numerusform>Abt vorzeitig aus seinem Garten zurückgenommen: der Garten und %n Nachbarplättchen = %1</numerusform>
            <numerusform>Abt vorzeitig aus seinem Garten zurückgenommen: der Garten und %n Nachbarplättchen = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Abbot returned early from its monastery: itself and %n neighbouring tile(s) = %1</source>
        <extracomment>%n the tiles around the monastery, %1 the points before any ghost penalty</extracomment>
        <translation>
            <numerusform>Abt vorzeitig aus seinem Kloster zurückgenommen: das Kloster und %n Nachbarplättchen = %1</numerusform>
            <numerusform>Abt vorzeitig aus seinem Kloster zurückgenommen: das Kloster und %n Nachbarplättchen = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Most %1 tokens: %n token(s) = 10</source>
        <extracomment>%1 a kind of goods (&quot;Wine&quot;), %n the tokens of it the player holds, the most of anyone (ties all score)</extracomment>
        <translation>
            <numerusform>Mehrheit bei %1: %n Warenplättchen = 10</numerusform>
            <numerusform>Mehrheit bei %1: %n Warenplättchen = 10</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LedgerPanel</name>
    <message>
        <source>Ledger</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Show the payouts of</source>
        <translation>Wertungen anzeigen von</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Take back the last event (Ctrl+Z)</source>
        <translation>Letztes Ereignis zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Bring back the undone event (Ctrl+Shift+Z)</source>
        <translation>Rückgängig gemachtes Ereignis wiederherstellen (Strg+Umschalt+Z)</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <extracomment>%1 player, %2 rule name, %3 scoring figure</extracomment>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Explain in two languages</source>
        <translation>In zwei Sprachen erklären</translation>
    </message>
    <message>
        <source>No points scored yet.</source>
        <translation>Noch keine Punkte gewertet.</translation>
    </message>
    <message>
        <source>%1 · %2 “%3” · %4</source>
        <extracomment>%1 player, %2 rule name, %3 the name the players gave the feature (&quot;the river city&quot;), %4 scoring figure</extracomment>
        <translation>%1 · %2 „%3“ · %4</translation>
    </message>
</context>
<context>
    <name>LibraryBanner</name>
    <message>
        <source>Games cannot be saved: the game library is not open.</source>
        <translation>Partien können nicht gespeichert werden: Die Spielesammlung ist nicht geöffnet.</translation>
    </message>
    <message>
        <source>This library is read-only: its games can be viewed but not changed.</source>
        <translation>Diese Sammlung ist schreibgeschützt: Die Partien darin können angesehen, aber nicht geändert werden.</translation>
    </message>
    <message>
        <source>%1 Meeple Ledger tries again every few seconds.</source>
        <extracomment>%1 what is wrong with the library, a sentence of its own</extracomment>
        <translation>%1 Meeple Ledger versucht es alle paar Sekunden erneut.</translation>
    </message>
    <message>
        <source>Make the file and its folder writable, or copy the library to a folder you can write to, to play new games.</source>
        <translation>Um neue Partien zu spielen, mache die Datei und ihren Ordner beschreibbar oder kopiere die Sammlung in einen beschreibbaren Ordner.</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Something happened to the game library&apos;s file.</source>
        <translation>Mit der Datei der Spielesammlung ist etwas passiert.</translation>
    </message>
</context>
<context>
    <name>LibraryStatistics</name>
    <message>
        <source>The game library is not open.</source>
        <translation>Die Spielesammlung ist nicht geöffnet.</translation>
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
        <translation>Meeple Ledger – Zug %1</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>Join</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <source>Which features did the tile join to it?</source>
        <translation>Welche Gebiete hat das Plättchen damit verbunden?</translation>
    </message>
    <message>
        <source>No other feature of this type is occupied.</source>
        <translation>Kein anderes Gebiet dieser Art ist besetzt.</translation>
    </message>
    <message>
        <source>Join with %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>Mit %1 verbinden</translation>
    </message>
</context>
<context>
    <name>MessageDialog</name>
    <message>
        <source>Draw a message</source>
        <translation>Depesche ziehen</translation>
    </message>
    <message>
        <source>Choose a message</source>
        <translation>Depesche wählen</translation>
    </message>
    <message>
        <source>Do the action</source>
        <translation>Aktion ausführen</translation>
    </message>
    <message>
        <source>Message %1: %2</source>
        <extracomment>%1 the message tile&apos;s number (1 to 8), %2 its name</extracomment>
        <translation>Depesche %1: %2</translation>
    </message>
    <message>
        <source>Which of your figures is scored?</source>
        <translation>Welche deiner Figuren wird gewertet?</translation>
    </message>
    <message>
        <source>Which message tile was drawn? (keys 1–%1)</source>
        <extracomment>%1 the number of the last message tile (8)</extracomment>
        <translation>Welche Depesche wurde gezogen? (Tasten 1–%1)</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 figure kind, %2 the feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>%1 auf: %2</translation>
    </message>
    <message numerus="yes">
        <source>Take %n point(s)</source>
        <extracomment>%n the points a message taken as points gives (2)</extracomment>
        <translation>
            <numerusform>%n Punkt nehmen</numerusform>
            <numerusform>%n Punkte nehmen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n point(s) instead</source>
        <extracomment>%n the points a message taken as points gives (2)</extracomment>
        <translation>
            <numerusform>Stattdessen %n Punkt nehmen</numerusform>
            <numerusform>Stattdessen %n Punkte nehmen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have nothing on the board this message could score: take the %n point(s).</source>
        <extracomment>%n the points a message taken as points gives (2)</extracomment>
        <translation>
            <numerusform>Du hast nichts auf dem Spielplan, das diese Depesche werten könnte: Nimm den %n Punkt.</numerusform>
            <numerusform>Du hast nichts auf dem Spielplan, das diese Depesche werten könnte: Nimm die %n Punkte.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MessageStep</name>
    <message>
        <source>✉ %1 landed on a dark space: draw a message tile!</source>
        <extracomment>%1 the active player&apos;s name; their scoring meeple stopped on a dark space of the track</extracomment>
        <translation>✉ %1 ist auf einem dunklen Feld gelandet: Depesche ziehen!</translation>
    </message>
    <message>
        <source>Resolve the message (M)</source>
        <translation>Depesche ausführen (M)</translation>
    </message>
</context>
<context>
    <name>MessageTiles</name>
    <message>
        <source>Shortest road</source>
        <translation>Kürzeste Straße</translation>
    </message>
    <message>
        <source>Score your smallest road as at the end of the game; the figures stay.</source>
        <translation>Werte deine kleinste Straße wie bei Spielende; die Figuren bleiben stehen.</translation>
    </message>
    <message>
        <source>Smallest city</source>
        <translation>Kleinste Stadt</translation>
    </message>
    <message>
        <source>Score your smallest city as at the end of the game; the figures stay.</source>
        <translation>Werte deine kleinste Stadt wie bei Spielende; die Figuren bleiben stehen.</translation>
    </message>
    <message>
        <source>Smallest monastery</source>
        <translation>Kleinstes Kloster</translation>
    </message>
    <message>
        <source>Score your smallest monastery as at the end of the game; the figure stays.</source>
        <translation>Werte dein kleinstes Kloster wie bei Spielende; die Figur bleibt stehen.</translation>
    </message>
    <message>
        <source>Extra tile</source>
        <translation>Zusätzliches Plättchen</translation>
    </message>
    <message>
        <source>Draw and place another tile: a new part of this turn.</source>
        <translation>Ziehe und lege ein weiteres Plättchen: ein neuer Abschnitt dieses Zugs.</translation>
    </message>
    <message>
        <source>2 points per coat of arms</source>
        <translation>2 Punkte pro Wappen</translation>
    </message>
    <message>
        <source>2 points for each coat of arms in cities where you have a knight.</source>
        <translation>2 Punkte für jedes Wappen in Städten, in denen du einen Ritter hast.</translation>
    </message>
    <message>
        <source>2 points per knight</source>
        <translation>2 Punkte pro Ritter</translation>
    </message>
    <message>
        <source>2 points for each of your figures in cities.</source>
        <translation>2 Punkte für jede deiner Figuren in Städten.</translation>
    </message>
    <message>
        <source>2 points per farmer</source>
        <translation>2 Punkte pro Bauer</translation>
    </message>
    <message>
        <source>2 points for each of your figures in fields.</source>
        <translation>2 Punkte für jede deiner Figuren auf Wiesen.</translation>
    </message>
    <message>
        <source>Score a meeple</source>
        <translation>Einen Gefolgsmann werten</translation>
    </message>
    <message>
        <source>Score one of your figures as at the end of the game; it returns to you.</source>
        <translation>Werte eine deiner Figuren wie bei Spielende; sie kehrt zu dir zurück.</translation>
    </message>
</context>
<context>
    <name>MoverChooser</name>
    <message>
        <source>Which scoring figure moves?</source>
        <translation>Welche Zählfigur zieht?</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 player name, %2 points (signed)</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Suggested: %1 — %2</source>
        <extracomment>%1 &quot;meeple&quot; or &quot;messenger&quot;, %2 the reason</extracomment>
        <translation>Empfohlen: %1 – %2</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <extracomment>%1 figure name, %2 the track position it would land on</extracomment>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Move %1&apos;s %2</source>
        <extracomment>%1 the player&apos;s name, %2 the scoring figure (scoring meeple or messenger)</extracomment>
        <translation>%2 von %1 ziehen</translation>
    </message>
    <message>
        <source>The messenger holds too few points to pay.</source>
        <translation>Die Gefolgsfrau hat zu wenige Punkte, um zu zahlen.</translation>
    </message>
    <message>
        <source>The meeple holds too few points to pay.</source>
        <translation>Die Zählfigur hat zu wenige Punkte, um zu zahlen.</translation>
    </message>
</context>
<context>
    <name>NumberField</name>
    <message>
        <source>Less</source>
        <translation>Weniger</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Mehr</translation>
    </message>
    <message>
        <source>At most %1: %2</source>
        <extracomment>%1 the largest number the field takes; %2 why (&quot;no more than its tiles&quot;)</extracomment>
        <translation>Höchstens %1: %2</translation>
    </message>
    <message>
        <source>At most %1</source>
        <extracomment>%1 the largest number the field takes</extracomment>
        <translation>Höchstens %1</translation>
    </message>
    <message>
        <source>At least %1</source>
        <extracomment>%1 the smallest number the field takes</extracomment>
        <translation>Mindestens %1</translation>
    </message>
</context>
<context>
    <name>Outbox</name>
    <message>
        <source>read the library&apos;s device id</source>
        <translation>die Geräte-ID der Sammlung lesen</translation>
    </message>
    <message>
        <source>read what the club server is owed</source>
        <translation>lesen, was der Clubserver noch bekommt</translation>
    </message>
    <message>
        <source>note what the club server holds</source>
        <translation>vermerken, was der Clubserver hat</translation>
    </message>
    <message>
        <source>note what the club server is owed</source>
        <translation>vermerken, was der Clubserver noch bekommt</translation>
    </message>
</context>
<context>
    <name>PayoutList</name>
    <message>
        <source>Nobody scores.</source>
        <translation>Niemand bekommt Punkte.</translation>
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
        <translation>In diesem Zug eingesetzt</translation>
    </message>
    <message>
        <source>Placed: %1 on %2</source>
        <extracomment>%1 a kind of figure (meeple, guard meeple…), %2 the feature as the players see it (&quot;Ana&apos;s city&quot;)</extracomment>
        <translation>Eingesetzt: %1 auf %2</translation>
    </message>
    <message>
        <source>Place a figure (P)</source>
        <translation>Figur einsetzen (P)</translation>
    </message>
    <message>
        <source>Place another</source>
        <translation>Noch eine einsetzen</translation>
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
            <numerusform>%1 einsetzen, noch %n</numerusform>
            <numerusform>%1 einsetzen, noch %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Place on a new %1</source>
        <extracomment>%1 a kind of feature (road, city…)</extracomment>
        <translation>Auf neues Gebiet setzen: %1</translation>
    </message>
    <message>
        <source>On top of %1</source>
        <extracomment>a tower to place the figure on: %1 the tower as the players see it (&quot;tower 2, height 3&quot;)</extracomment>
        <translation>Oben auf %1</translation>
    </message>
    <message>
        <source>Join acrobats %1 (%2 of %3)</source>
        <extracomment>%1 the acrobat space, %2 its acrobats, %3 a full pyramid&apos;s</extracomment>
        <translation>Zu den Artisten %1 (%2 von %3)</translation>
    </message>
    <message>
        <source>Joins %1 (J)</source>
        <extracomment>%1 a feature as the players see it (&quot;Ben&apos;s road&quot;); J is the key</extracomment>
        <translation>Verbindet mit %1 (J)</translation>
    </message>
    <message>
        <source>Joins %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ben&apos;s road&quot;)</extracomment>
        <translation>Verbindet mit %1</translation>
    </message>
    <message>
        <source>Tower floor (T)…</source>
        <translation>Turmteil (T) …</translation>
    </message>
    <message>
        <source>Score pyramid %1…</source>
        <extracomment>%1 the acrobat space&apos;s number, as its card shows it (&quot;Acrobats 2&quot;)</extracomment>
        <translation>Pyramide %1 werten …</translation>
    </message>
    <message>
        <source>Beside your figure on %1</source>
        <extracomment>a builder or a pig joining a feature where its owner has a figure: %1 the feature as the players see it (&quot;Ana&apos;s road&quot;)</extracomment>
        <translation>Zu deiner Figur: %1</translation>
    </message>
    <message>
        <source>Return the abbot from the garden (A)…</source>
        <translation>Abt aus dem Garten zurücknehmen (A) …</translation>
    </message>
    <message>
        <source>Return the abbot from the garden…</source>
        <translation>Abt aus dem Garten zurücknehmen …</translation>
    </message>
    <message>
        <source>Return the abbot from the monastery (A)…</source>
        <translation>Abt aus dem Kloster zurücknehmen (A) …</translation>
    </message>
    <message>
        <source>Return the abbot from the monastery…</source>
        <translation>Abt aus dem Kloster zurücknehmen …</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <source>Now playing: </source>
        <translation>Am Zug: </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n point(s)</source>
        <extracomment>%1 the player&apos;s name, %n the player&apos;s score</extracomment>
        <translation>
            <numerusform>%1, %n Punkt</numerusform>
            <numerusform>%1, %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Now playing</source>
        <translation>Am Zug</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>%n the player&apos;s score</extracomment>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Correct %1&apos;s score</source>
        <extracomment>%1 the player&apos;s name</extracomment>
        <translation>Punktestand von %1 korrigieren</translation>
    </message>
    <message>
        <source>Scoring meeple at %1</source>
        <extracomment>%1 the space of the scoring track (a number)</extracomment>
        <translation>Zählfigur auf %1</translation>
    </message>
    <message>
        <source>Messenger at %1</source>
        <extracomment>%1 the space of the scoring track (a number)</extracomment>
        <translation>Gefolgsfrau auf %1</translation>
    </message>
    <message>
        <source>on %1</source>
        <extracomment>where the robber stands: %1 the space of the scoring track (a number)</extracomment>
        <translation>auf %1</translation>
    </message>
    <message>
        <source>in hand</source>
        <translation>im Vorrat</translation>
    </message>
    <message>
        <source>Robber on space %1</source>
        <extracomment>%1 the space of the scoring track (a number)</extracomment>
        <translation>Räuber auf Feld %1</translation>
    </message>
    <message>
        <source>Robber in the supply</source>
        <translation>Räuber im Vorrat</translation>
    </message>
    <message>
        <source>Supply:</source>
        <translation>Vorrat:</translation>
    </message>
    <message numerus="yes">
        <source>%n meeple(s) in the supply</source>
        <extracomment>%n how many meeples the player has in their supply</extracomment>
        <translation>
            <numerusform>%n Gefolgsmann im Vorrat</numerusform>
            <numerusform>%n Gefolgsleute im Vorrat</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guard(s) in the supply</source>
        <extracomment>%n how many guard meeples the player has in their supply</extracomment>
        <translation>
            <numerusform>%n Wächter im Vorrat</numerusform>
            <numerusform>%n Wächter im Vorrat</numerusform>
        </translation>
    </message>
    <message>
        <source>The ringmaster is in the supply</source>
        <translation>Der Zirkusdirektor ist im Vorrat</translation>
    </message>
    <message>
        <source>The ringmaster is on the board</source>
        <translation>Der Zirkusdirektor ist auf dem Spielplan</translation>
    </message>
    <message numerus="yes">
        <source>%n tower floor(s) left</source>
        <extracomment>%n how many tower floors the player has left</extracomment>
        <translation>
            <numerusform>Noch %n Turmteil</numerusform>
            <numerusform>Noch %n Turmteile</numerusform>
        </translation>
    </message>
    <message>
        <source>Holds: %1</source>
        <extracomment>the prisoners a player holds in their tower: %1 the list (&quot;Ben&apos;s meeple, Cleo&apos;s guard meeple&quot;), or on a card too short for it the owners&apos; names alone (&quot;Ben, Cleo&quot;)</extracomment>
        <translation>Hält gefangen: %1</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <extracomment>a prisoner: %1 its owner&apos;s name, %2 the kind of figure (&quot;meeple&quot;, &quot;guard meeple&quot;)</extracomment>
        <translation>%2 von %1</translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) on their figures</source>
        <extracomment>%n how many ghosts stand on the player&apos;s figures</extracomment>
        <translation>
            <numerusform>%n Geist auf den eigenen Figuren</numerusform>
            <numerusform>%n Geister auf den eigenen Figuren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 in the supply</source>
        <extracomment>%1 a kind of figure (abbot, large meeple, builder, pig); %n how many the player has in their supply</extracomment>
        <translation>
            <numerusform>%1: %n im Vorrat</numerusform>
            <numerusform>%1: %n im Vorrat</numerusform>
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
            <numerusform>%1: %n Warenplättchen, mehr als alle anderen am Tisch</numerusform>
            <numerusform>%1: %n Warenplättchen, mehr als alle anderen am Tisch</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 token(s)</source>
        <extracomment>%1 the kind of goods, %n the tokens</extracomment>
        <translation>
            <numerusform>%1: %n Warenplättchen</numerusform>
            <numerusform>%1: %n Warenplättchen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerProfiles</name>
    <message>
        <source>The game library is not open.</source>
        <translation>Die Spielesammlung ist nicht geöffnet.</translation>
    </message>
</context>
<context>
    <name>PointSources</name>
    <message>
        <source>Roads</source>
        <translation>Straßen</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Städte</translation>
    </message>
    <message>
        <source>Monasteries</source>
        <translation>Klöster</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Wiesen</translation>
    </message>
    <message>
        <source>Haunted castles</source>
        <translation>Spukschlösser</translation>
    </message>
    <message>
        <source>Cemeteries</source>
        <translation>Friedhöfe</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Depeschen</translation>
    </message>
    <message>
        <source>Robbers</source>
        <translation>Räuber</translation>
    </message>
    <message>
        <source>Tower ransoms</source>
        <translation>Lösegeld (Turm)</translation>
    </message>
    <message>
        <source>Big top</source>
        <translation>Zirkuszelt</translation>
    </message>
    <message>
        <source>Acrobats</source>
        <translation>Artisten</translation>
    </message>
    <message>
        <source>Ringmaster</source>
        <translation>Zirkusdirektor</translation>
    </message>
    <message>
        <source>Ghosts</source>
        <translation>Geister</translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation>Korrekturen</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <source>Roads with inns</source>
        <translation>Straßen mit Wirtshaus</translation>
    </message>
    <message>
        <source>Cities with cathedrals</source>
        <translation>Städte mit Kathedrale</translation>
    </message>
    <message>
        <source>Gardens</source>
        <translation>Gärten</translation>
    </message>
    <message>
        <source>Abbot returned early</source>
        <translation>Abt vorzeitig zurückgenommen</translation>
    </message>
    <message>
        <source>Goods</source>
        <translation>Waren</translation>
    </message>
</context>
<context>
    <name>PreviewDialog</name>
    <message>
        <source>Payouts</source>
        <translation>Wertungen</translation>
    </message>
</context>
<context>
    <name>PyramidDialog</name>
    <message>
        <source>Score the pyramid %1</source>
        <extracomment>%1 the acrobat space&apos;s number</extracomment>
        <translation>Pyramide %1 werten</translation>
    </message>
    <message>
        <source>Score the pyramid</source>
        <translation>Pyramide werten</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Displays help on commandline options.</source>
        <extracomment>The description of --help in the programs&apos; --help (Qt&apos;s own text)</extracomment>
        <translation>Zeigt Hilfe zu den Kommandozeilenoptionen an.</translation>
    </message>
    <message>
        <source>Displays help including Qt specific options.</source>
        <extracomment>The description of --help-all in the programs&apos; --help (Qt&apos;s own text)</extracomment>
        <translation>Zeigt Hilfe einschließlich Qt-spezifischer Optionen an.</translation>
    </message>
</context>
<context>
    <name>RansomDialog</name>
    <message>
        <source>Buy back your %1 from %2</source>
        <extracomment>%1 the kind of the captured figure (meeple, guard meeple, ringmaster), %2 the name of the player holding it prisoner</extracomment>
        <translation>Deinen %1 von %2 freikaufen</translation>
    </message>
    <message>
        <source>The figure returns to your supply; a ransom can be paid once per turn.</source>
        <translation>Die Figur kehrt in deinen Vorrat zurück; Lösegeld kann einmal pro Zug gezahlt werden.</translation>
    </message>
    <message>
        <source>Pay the ransom</source>
        <translation>Lösegeld zahlen</translation>
    </message>
</context>
<context>
    <name>RansomStep</name>
    <message>
        <source>Ransom (B)</source>
        <translation>Lösegeld (B)</translation>
    </message>
    <message>
        <source>Buy back your %1 from %2…</source>
        <extracomment>%1 the kind of the captured figure (meeple, guard meeple, ringmaster), %2 the name of the player holding it prisoner</extracomment>
        <translation>Deinen %1 von %2 freikaufen …</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>these points land its owner on a dark space: a message</source>
        <translation>diese Punkte bringen den Besitzer auf ein dunkles Feld: eine Depesche</translation>
    </message>
    <message>
        <source>the most points</source>
        <translation>die meisten Punkte</translation>
    </message>
    <message>
        <source>the only scoring figure</source>
        <translation>die einzige Zählfigur</translation>
    </message>
    <message>
        <source>the lower figure loses less</source>
        <translation>die hintere Figur verliert weniger</translation>
    </message>
    <message>
        <source>the other figure already earned this turn&apos;s message</source>
        <translation>die andere Figur hat die Depesche dieses Zugs schon verdient</translation>
    </message>
    <message>
        <source>it lands on a dark space: a message</source>
        <translation>sie landet auf einem dunklen Feld: eine Depesche</translation>
    </message>
    <message>
        <source>the other figure stands with a robber</source>
        <translation>bei der anderen Figur steht ein Räuber</translation>
    </message>
    <message>
        <source>either figure is as good</source>
        <translation>beide Figuren sind gleich gut</translation>
    </message>
</context>
<context>
    <name>RecallDialog</name>
    <message>
        <source>Return the abbot from the garden</source>
        <translation>Abt aus dem Garten zurücknehmen</translation>
    </message>
    <message>
        <source>Return the abbot from the monastery</source>
        <translation>Abt aus dem Kloster zurücknehmen</translation>
    </message>
    <message>
        <source>Return the abbot</source>
        <translation>Abt zurücknehmen</translation>
    </message>
    <message>
        <source>The garden&apos;s tile and the tiles around it</source>
        <translation>Das Plättchen des Gartens und die Plättchen darum</translation>
    </message>
    <message>
        <source>The monastery&apos;s tile and the tiles around it</source>
        <translation>Das Plättchen des Klosters und die Plättchen darum</translation>
    </message>
    <message numerus="yes">
        <source>The abbot returns to your supply; each of its %n ghost(s) costs 2.</source>
        <extracomment>%n the ghosts on the abbot</extracomment>
        <translation>
            <numerusform>Der Abt kommt in deinen Vorrat zurück; sein %n Geist kostet 2.</numerusform>
            <numerusform>Der Abt kommt in deinen Vorrat zurück; jeder seiner %n Geister kostet 2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The abbot returns to your supply; this takes the place of placing a figure.</source>
        <translation>Der Abt kommt in deinen Vorrat zurück; das ersetzt das Einsetzen einer Figur.</translation>
    </message>
</context>
<context>
    <name>RecordFile</name>
    <message>
        <source>Could not read %1: %2</source>
        <extracomment>%1 the record file, %2 the system&apos;s reason</extracomment>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1 the record file, %2 the system&apos;s reason</extracomment>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB, the most a game record can be.</source>
        <extracomment>%1 is a file name, %2 the largest size of a record in MiB (16) %1 the record file, %2 the largest size allowed, in MiB</extracomment>
        <translation>%1 ist größer als %2 MiB, mehr darf eine Partieaufzeichnung nicht umfassen.</translation>
    </message>
    <message>
        <source>%1 is not a regular file (it is a folder, a device, a pipe or a socket): nothing was written, and it was left as it was. Name a file.</source>
        <extracomment>%1 the output file the user named</extracomment>
        <translation>%1 ist keine gewöhnliche Datei (sondern ein Ordner, ein Gerät, eine Pipe oder ein Socket): Es wurde nichts geschrieben, und sie blieb, wie sie war. Gib eine Datei an.</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>a record is one JSON object</source>
        <translation>eine Partieaufzeichnung ist ein einziges JSON-Objekt</translation>
    </message>
    <message>
        <source>an event must be a JSON object</source>
        <translation>ein Ereignis muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>`format` must be &quot;meeple-ledger/1&quot;</source>
        <translation>`format` muss &quot;meeple-ledger/1&quot; sein</translation>
    </message>
    <message>
        <source>`players` must be an array of 2 to 6 players</source>
        <translation>`players` muss eine Liste von 2 bis 6 Spielern sein</translation>
    </message>
    <message>
        <source>a game has 2 to 6 players, this record has %1</source>
        <extracomment>%1 the record&apos;s number of players</extracomment>
        <translation>ein Spiel hat 2 bis 6 Spieler, diese Partieaufzeichnung hat %1</translation>
    </message>
    <message>
        <source>`players[%1]` must be an object</source>
        <extracomment>%1 the player&apos;s place in the list, from 0</extracomment>
        <translation>`players[%1]` muss ein Objekt sein</translation>
    </message>
    <message>
        <source>player id &quot;%1&quot; must be 1 to 16 of a-z, 0-9, _ and -</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>die Spieler-ID &quot;%1&quot; muss aus 1 bis 16 der Zeichen a-z, 0-9, _ und - bestehen</translation>
    </message>
    <message>
        <source>player id &quot;%1&quot; is used twice</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>die Spieler-ID &quot;%1&quot; kommt zweimal vor</translation>
    </message>
    <message>
        <source>the name of &quot;%1&quot; is longer than 40 characters</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>der Name von &quot;%1&quot; ist länger als 40 Zeichen</translation>
    </message>
    <message>
        <source>`expansions` must be an array (empty for the base game alone)</source>
        <translation>`expansions` muss eine Liste sein (leer für das Grundspiel allein)</translation>
    </message>
    <message>
        <source>expansion &quot;%1&quot; is listed twice</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>die Erweiterung „%1“ ist zweimal aufgeführt</translation>
    </message>
    <message>
        <source>`events` must be an array</source>
        <translation>`events` muss eine Liste sein</translation>
    </message>
    <message>
        <source>`game.id` must be a UUID such as &quot;3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e0f4a61&quot;, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`game.id` muss eine UUID wie &quot;3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e0f4a61&quot; sein, gefunden: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>`game.created` must be a time in UTC such as &quot;2026-12-04T19:30:00Z&quot;, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`game.created` muss eine Zeit in UTC wie &quot;2026-12-04T19:30:00Z&quot; sein, gefunden: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>`%1` is missing</source>
        <extracomment>%1 the name of a field of the record, as written there</extracomment>
        <translation>`%1` fehlt</translation>
    </message>
    <message>
        <source>`%1` must be a whole number %2, got %3</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 the numbers allowed (&quot;2 or more&quot;, &quot;from 1 to 12&quot;); %3 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` muss eine ganze Zahl %2 sein, gefunden: %3</translation>
    </message>
    <message>
        <source>`%1` must be a non-empty string, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` muss ein nicht leerer Text sein, gefunden: %2</translation>
    </message>
    <message>
        <source>`%1` must be an object, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` muss ein Objekt sein, gefunden: %2</translation>
    </message>
    <message>
        <source>`%1` must be an array of strings, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` muss eine Liste von Texten sein, gefunden: %2</translation>
    </message>
    <message>
        <source>`%1` must hold non-empty strings, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` darf nur nicht leere Texte enthalten, gefunden: %2</translation>
    </message>
    <message>
        <source>`%1` (%2) cannot exceed `%3` (%4)</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 its value; %3 the name of a field of the record, as written there; %4 its value</extracomment>
        <translation>`%1` (%2) darf nicht größer sein als `%3` (%4)</translation>
    </message>
    <message>
        <source>the game has ended: no event may follow `end`</source>
        <translation>das Spiel ist beendet: nach `end` darf kein Ereignis mehr folgen</translation>
    </message>
    <message>
        <source>unknown event type &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>unbekannter Ereignistyp &quot;%1&quot;</translation>
    </message>
    <message>
        <source>`%1` events need the %2 expansion, which this record does not enable</source>
        <extracomment>%1 an event type as written in the record (tower, robber…); %2 an expansion&apos;s name</extracomment>
        <translation>`%1`-Ereignisse brauchen die Erweiterung „%2“, die diese Partieaufzeichnung nicht einschaltet</translation>
    </message>
    <message>
        <source>the messenger needs the %1 expansion, which this record does not enable</source>
        <extracomment>%1 an expansion&apos;s name</extracomment>
        <translation>die Gefolgsfrau braucht die Erweiterung „%1“, die diese Partieaufzeichnung nicht einschaltet</translation>
    </message>
    <message>
        <source>%1 figures need the %2 expansion, which this record does not enable</source>
        <extracomment>%1 a kind of figure (meeple, guard meeple, ringmaster); %2 an expansion&apos;s name</extracomment>
        <translation>Figuren der Art %1 brauchen die Erweiterung „%2“, die diese Partieaufzeichnung nicht einschaltet</translation>
    </message>
    <message>
        <source>%1 features need the %2 expansion, which this record does not enable</source>
        <extracomment>%1 a kind of feature (road, city, tower…); %2 an expansion&apos;s name</extracomment>
        <translation>Gebiete der Art %1 brauchen die Erweiterung „%2“, die diese Partieaufzeichnung nicht einschaltet</translation>
    </message>
    <message>
        <source>ringmaster counts need the %1 expansion, which this record does not enable</source>
        <extracomment>%1 an expansion&apos;s name</extracomment>
        <translation>Plättchenzahlen für Zirkusdirektoren brauchen die Erweiterung „%1“, die diese Partieaufzeichnung nicht einschaltet</translation>
    </message>
    <message>
        <source>`%1`: &quot;%2&quot; is not a player of this game</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1`: &quot;%2&quot; spielt in diesem Spiel nicht mit</translation>
    </message>
    <message>
        <source>`%1` must be &quot;meeple&quot; or &quot;messenger&quot;, got &quot;%2&quot;</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1` muss &quot;meeple&quot; oder &quot;messenger&quot; sein, gefunden: &quot;%2&quot;</translation>
    </message>
    <message>
        <source>no turn has begun: the record must start with a `turn` event</source>
        <translation>kein Zug hat begonnen: die Partieaufzeichnung muss mit einem `turn`-Ereignis anfangen</translation>
    </message>
    <message>
        <source>it is %1&apos;s turn after %2, not %3</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name; %3 a player&apos;s name</extracomment>
        <translation>nach %2 ist %1 am Zug, nicht %3</translation>
    </message>
    <message>
        <source>`%1`: no feature &quot;%2&quot; is on the board</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1`: auf dem Spielplan gibt es kein Gebiet &quot;%2&quot;</translation>
    </message>
    <message>
        <source>`%1`: no figure &quot;%2&quot; is on the board</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1`: auf dem Spielplan steht keine Figur &quot;%2&quot;</translation>
    </message>
    <message>
        <source>only the active player (%1) places figures, not %2</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name</extracomment>
        <translation>nur der aktive Spieler (%1) setzt Figuren, nicht %2</translation>
    </message>
    <message>
        <source>`kind` must be meeple, guard or ringmaster, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`kind` muss meeple, guard oder ringmaster sein, gefunden: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 has no %2 left in their supply</source>
        <extracomment>%1 a player&apos;s name; %2 a kind of figure</extracomment>
        <translation>%1 hat keine Figur der Art %2 mehr im Vorrat</translation>
    </message>
    <message>
        <source>figure id &quot;%1&quot; is already on the board or held as a prisoner</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>die Figuren-ID &quot;%1&quot; steht schon auf dem Spielplan oder ist gefangen</translation>
    </message>
    <message>
        <source>unknown `featureType` &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>unbekannter `featureType` &quot;%1&quot;</translation>
    </message>
    <message>
        <source>feature &quot;%1&quot; is a %2, not a %3</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure; %3 a kind of feature (road, city…) or of figure</extracomment>
        <translation>das Gebiet &quot;%1&quot; ist ein Gebiet der Art %2, nicht %3</translation>
    </message>
    <message>
        <source>feature &quot;%1&quot; is new, so `featureType` is required</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>das Gebiet &quot;%1&quot; ist neu, daher ist `featureType` nötig</translation>
    </message>
    <message>
        <source>feature &quot;%1&quot; is already occupied; players join features with `merge`</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>das Gebiet &quot;%1&quot; ist schon besetzt; Gebiete werden mit `merge` verbunden</translation>
    </message>
    <message>
        <source>tower &quot;%1&quot; has no floor yet: towers are built with `tower` events</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>der Turm &quot;%1&quot; hat noch kein Turmteil: Türme entstehen durch `tower`-Ereignisse</translation>
    </message>
    <message>
        <source>`features` must name at least two different features, each once</source>
        <translation>`features` muss mindestens zwei verschiedene Gebiete nennen, jedes einmal</translation>
    </message>
    <message>
        <source>only roads, cities and fields are merged; &quot;%1&quot; is a %2</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>nur Straßen, Städte und Wiesen werden verbunden; &quot;%1&quot; ist ein Gebiet der Art %2</translation>
    </message>
    <message>
        <source>cannot merge a %1 with a %2</source>
        <extracomment>%1 a kind of feature (road, city…) or of figure; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>ein Gebiet der Art %1 kann nicht mit einem der Art %2 verbunden werden</translation>
    </message>
    <message>
        <source>`into`: &quot;%1&quot; is another feature on the board</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`into`: &quot;%1&quot; ist ein anderes Gebiet auf dem Spielplan</translation>
    </message>
    <message>
        <source>fields are never scored during the game; they score at `end`</source>
        <translation>Wiesen werden nie während des Spiels gewertet; sie zählen bei `end`</translation>
    </message>
    <message>
        <source>a %1 is not a feature that is completed and scored</source>
        <extracomment>%1 a kind of feature (road, city…) or of figure</extracomment>
        <translation>ein Gebiet der Art %1 wird nicht fertiggestellt und gewertet</translation>
    </message>
    <message>
        <source>an adjustment of 0 points changes nothing</source>
        <translation>eine Korrektur um 0 Punkte ändert nichts</translation>
    </message>
    <message>
        <source>`values` has an entry for &quot;%1&quot;, which is not on the board</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`values` hat einen Eintrag für &quot;%1&quot;, das nicht auf dem Spielplan liegt</translation>
    </message>
    <message>
        <source>`values.%1`: a %2 is not scored at the end; give `{}` or no entry</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>`values.%1`: ein Gebiet der Art %2 wird am Ende nicht gewertet; `{}` oder keinen Eintrag angeben</translation>
    </message>
    <message>
        <source>`values` has no entry for %1 &quot;%2&quot;, which has figures on it</source>
        <extracomment>%1 a kind of feature (road, city…); %2 an id or value exactly as written in the record</extracomment>
        <translation>`values` hat keinen Eintrag für das Gebiet der Art %1 &quot;%2&quot;, auf dem Figuren stehen</translation>
    </message>
    <message>
        <source>`%1`: &quot;%2&quot; is not a ringmaster on %3 &quot;%4&quot; that takes a bonus</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record; %3 a kind of feature (road, city…); %4 an id or value exactly as written in the record</extracomment>
        <translation>`%1`: &quot;%2&quot; ist kein Zirkusdirektor auf dem Gebiet der Art %3 &quot;%4&quot;, der einen Bonus erhält</translation>
    </message>
    <message>
        <source>`%1` needs the number of circus and acrobat tiles around ringmaster &quot;%2&quot;</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1` braucht die Zahl der Zirkus- und Artistenplättchen um den Zirkusdirektor &quot;%2&quot;</translation>
    </message>
    <message>
        <source>`%1`: unknown animal &quot;%2&quot; (flea, monkey, seal, bear, tiger, elephant)</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1`: unbekanntes Tier &quot;%2&quot; (flea, monkey, seal, bear, tiger, elephant)</translation>
    </message>
    <message numerus="yes">
        <source>all %n %1 token(s) have been revealed already</source>
        <extracomment>%n the tokens of that animal in the game; %1 the animal (flea, monkey…)</extracomment>
        <translation>
            <numerusform>das %n Plättchen „%1“ ist schon aufgedeckt</numerusform>
            <numerusform>alle %n Plättchen „%1“ sind schon aufgedeckt</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a %2, not an acrobat space</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>&quot;%1&quot; ist ein Gebiet der Art %2, kein Artistenplatz</translation>
    </message>
    <message numerus="yes">
        <source>the pyramid on &quot;%1&quot; has %n acrobat(s); it is scored with exactly 3</source>
        <extracomment>%1 the acrobat space&apos;s id as written in the record; %n the acrobats on it</extracomment>
        <translation>
            <numerusform>die Pyramide auf &quot;%1&quot; hat %n Artisten; gewertet wird sie mit genau 3</numerusform>
            <numerusform>die Pyramide auf &quot;%1&quot; hat %n Artisten; gewertet wird sie mit genau 3</numerusform>
        </translation>
    </message>
    <message>
        <source>the ringmaster is never an acrobat</source>
        <translation>der Zirkusdirektor ist nie ein Artist</translation>
    </message>
    <message>
        <source>the pyramid on &quot;%1&quot; is complete with 3 acrobats</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>die Pyramide auf &quot;%1&quot; ist mit 3 Artisten vollständig</translation>
    </message>
    <message>
        <source>ghosts are never added to guard meeples; &quot;%1&quot; is a guard</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>Geister kommen nie zu Wächtern; &quot;%1&quot; ist ein Wächter</translation>
    </message>
    <message>
        <source>the general supply has no ghost left</source>
        <translation>im allgemeinen Vorrat ist kein Geist mehr</translation>
    </message>
    <message>
        <source>expanding the mist haunts another player&apos;s figure; &quot;%1&quot; is %2&apos;s own</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a player&apos;s name</extracomment>
        <translation>breitet sich der Nebel aus, spukt er bei der Figur eines Mitspielers; &quot;%1&quot; gehört %2 selbst</translation>
    </message>
    <message>
        <source>limiting the mist haunts one of the active player&apos;s own figures; &quot;%1&quot; belongs to %2</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a player&apos;s name</extracomment>
        <translation>wird der Nebel eingedämmt, spukt er bei einer eigenen Figur des aktiven Spielers; &quot;%1&quot; gehört %2</translation>
    </message>
    <message>
        <source>`reason` must be &quot;expand&quot; or &quot;limit&quot;, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`reason` muss &quot;expand&quot; oder &quot;limit&quot; sein, gefunden: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>`values` has no entry for %1 &quot;%2&quot;, where %3 has a figure</source>
        <extracomment>%1 a kind of feature (road, city…); %2 an id or value exactly as written in the record; %3 a player&apos;s name</extracomment>
        <translation>`values` hat keinen Eintrag für das Gebiet der Art %1 &quot;%2&quot;, auf dem %3 eine Figur hat</translation>
    </message>
    <message>
        <source>`values` names &quot;%1&quot;, which is not a %2 with a figure of %3</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure; %3 a player&apos;s name</extracomment>
        <translation>`values` nennt &quot;%1&quot;, das kein Gebiet der Art %2 mit einer Figur von %3 ist</translation>
    </message>
    <message>
        <source>no message is owed: none of %1&apos;s scoring figures ended a forward move from points on a dark space since the last message or the start of the turn</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>keine Depesche fällig: keine Zählfigur von %1 hat seit der letzten Depesche oder dem Zugbeginn eine Vorwärtsbewegung durch Punkte auf einem dunklen Feld beendet</translation>
    </message>
    <message>
        <source>`take` must be &quot;points&quot; or &quot;action&quot;, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`take` muss &quot;points&quot; oder &quot;action&quot; sein, gefunden: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 has no figure on a %2: message %3 must be taken as 2 points</source>
        <extracomment>%1 a player&apos;s name; %2 a kind of feature (road, city…) or of figure; %3 the message tile&apos;s number</extracomment>
        <translation>%1 hat keine Figur auf einem Gebiet der Art %2: Depesche %3 muss als 2 Punkte genommen werden</translation>
    </message>
    <message>
        <source>message 8 scores one of the active player&apos;s own figures; &quot;%1&quot; belongs to %2</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a player&apos;s name</extracomment>
        <translation>Depesche 8 wertet eine eigene Figur des aktiven Spielers; &quot;%1&quot; gehört %2</translation>
    </message>
    <message>
        <source>`values.ringmaster` is only for a ringmaster on a road, city, monastery or field</source>
        <translation>`values.ringmaster` gilt nur für einen Zirkusdirektor auf einer Straße, einer Stadt, einem Kloster oder einer Wiese</translation>
    </message>
    <message>
        <source>only the active player may move a robber that is already on the track; %1&apos;s robber stands on space %2</source>
        <extracomment>%1 a player&apos;s name; %2 a space of the scoring track (a number)</extracomment>
        <translation>nur der aktive Spieler darf einen Räuber versetzen, der schon auf der Wertungstafel steht; der Räuber von %1 steht auf Feld %2</translation>
    </message>
    <message>
        <source>space %1 holds no scoring figure of another player</source>
        <extracomment>%1 a space of the scoring track (a number)</extracomment>
        <translation>auf Feld %1 steht keine Zählfigur eines Mitspielers</translation>
    </message>
    <message>
        <source>a `steal` must follow the scoring it robs</source>
        <translation>ein `steal` muss auf die Wertung folgen, die er beraubt</translation>
    </message>
    <message>
        <source>the robber of %1 already chose whom to rob</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>der Räuber von %1 hat schon gewählt, wen er beraubt</translation>
    </message>
    <message>
        <source>the robber of %1 is not on the track when this scoring began</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>der Räuber von %1 stand zu Beginn dieser Wertung nicht auf der Wertungstafel</translation>
    </message>
    <message>
        <source>the robber of %1 has nothing to steal in this scoring</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>der Räuber von %1 kann in dieser Wertung nichts stehlen</translation>
    </message>
    <message>
        <source>the robber of %1 cannot steal from %2: only a first forward movement of a figure that stood on space %3 can be robbed</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name; %3 a space of the scoring track (a number)</extracomment>
        <translation>der Räuber von %1 kann nicht von %2 stehlen: beraubt werden kann nur die erste Vorwärtsbewegung einer Figur, die auf Feld %3 stand</translation>
    </message>
    <message>
        <source>the robber of %1 cannot steal from %2&apos;s %3: only a first forward movement of a figure that stood on space %4 can be robbed</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name; %3 the robbed player&apos;s scoring figure (scoring meeple or messenger); %4 a space of the scoring track (a number)</extracomment>
        <translation>der Räuber von %1 kann nicht von %2 (%3) stehlen: beraubt werden kann nur die erste Vorwärtsbewegung einer Figur, die auf Feld %4 stand</translation>
    </message>
    <message>
        <source>`exchange`: %1 holds no prisoner &quot;%2&quot; of %3</source>
        <extracomment>%1 a player&apos;s name; %2 an id or value exactly as written in the record; %3 a player&apos;s name</extracomment>
        <translation>`exchange`: %1 hält keinen Gefangenen &quot;%2&quot; von %3</translation>
    </message>
    <message>
        <source>%1 has no tower floor left in their supply</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>%1 hat kein Turmteil mehr im Vorrat</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a %2, not a tower</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>&quot;%1&quot; ist ein Gebiet der Art %2, kein Turm</translation>
    </message>
    <message>
        <source>tower &quot;%1&quot; is closed by figure &quot;%2&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 an id or value exactly as written in the record</extracomment>
        <translation>der Turm &quot;%1&quot; ist durch die Figur &quot;%2&quot; abgeschlossen</translation>
    </message>
    <message>
        <source>`exchange` without a capture: no prisoners change hands</source>
        <translation>`exchange` ohne Gefangennahme: keine Gefangenen wechseln den Besitzer</translation>
    </message>
    <message>
        <source>`exchange` after capturing one&apos;s own figure: no prisoners change hands</source>
        <translation>`exchange` nach der Gefangennahme einer eigenen Figur: keine Gefangenen wechseln den Besitzer</translation>
    </message>
    <message>
        <source>`exchange`: no exchange happens, %1 holds no prisoner of %2</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name</extracomment>
        <translation>`exchange`: es gibt keinen Austausch, %1 hält keinen Gefangenen von %2</translation>
    </message>
    <message>
        <source>`exchange`: %1 takes no part in this exchange</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>`exchange`: %1 ist an diesem Austausch nicht beteiligt</translation>
    </message>
    <message>
        <source>figure &quot;%1&quot; is not held as a prisoner</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>die Figur &quot;%1&quot; ist nicht gefangen</translation>
    </message>
    <message>
        <source>only its owner (%1) buys back &quot;%2&quot;, during their own turn</source>
        <extracomment>%1 a player&apos;s name; %2 an id or value exactly as written in the record</extracomment>
        <translation>nur ihr Besitzer (%1) kauft &quot;%2&quot; frei, und zwar im eigenen Zug</translation>
    </message>
    <message>
        <source>a ransom is paid at most once per turn</source>
        <translation>Lösegeld wird höchstens einmal pro Zug gezahlt</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 holds %n point(s); a ransom of 3 would take it below 0</source>
        <extracomment>%1 the prisoner&apos;s owner&apos;s name; %2 that player&apos;s scoring figure (scoring meeple or messenger); %n its points</extracomment>
        <translation>
            <numerusform>die %2 von %1 steht bei %n Punkt; ein Lösegeld von 3 brächte sie unter 0</numerusform>
            <numerusform>die %2 von %1 steht bei %n Punkten; ein Lösegeld von 3 brächte sie unter 0</numerusform>
        </translation>
    </message>
    <message>
        <source>an array</source>
        <extracomment>What a record has where another kind of value belongs (&quot;`tiles` must be a whole number, got …&quot;).</extracomment>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <extracomment>The range of a whole number: &quot;`tiles` must be a whole number 2 or more&quot;.</extracomment>
        <translation>ab %1</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <extracomment>The range of a whole number: &quot;`tile` must be a whole number from 1 to 12&quot;.</extracomment>
        <translation>von %1 bis %2</translation>
    </message>
    <message>
        <source>error: setup: %1</source>
        <extracomment>A refused record&apos;s line on the command line: %1 why the record&apos;s setup (its players and expansions) was refused</extracomment>
        <translation>Fehler: Vorbereitung: %1</translation>
    </message>
    <message>
        <source>error: event %1 (%2): %3</source>
        <extracomment>%1 is the event&apos;s index in the record, %2 its type (&quot;place&quot;, &quot;score&quot;), %3 why it was refused.</extracomment>
        <translation>Fehler: Ereignis %1 (%2): %3</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): %4</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text; %4 which mistake it is, as a clause (&quot;the text ends before the record is complete&quot;)</extracomment>
        <translation>kein gültiges JSON bei Byte %1 (Zeile %2, Spalte %3): %4</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): the text is empty or only white space</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>kein gültiges JSON bei Byte %1 (Zeile %2, Spalte %3): der Text ist leer oder besteht nur aus Leerraum</translation>
    </message>
    <message>
        <source>the text is %1 bytes; a record is at most %2 bytes (16 MiB)</source>
        <extracomment>%1 the text&apos;s size in bytes; %2 the largest size allowed in bytes</extracomment>
        <translation>der Text hat %1 Bytes; eine Partieaufzeichnung hat höchstens %2 Bytes (16 MiB)</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): a NUL byte, which JSON text cannot hold</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>kein gültiges JSON bei Byte %1 (Zeile %2, Spalte %3): ein NUL-Byte, das JSON-Text nicht enthalten kann</translation>
    </message>
    <message>
        <source>a U+0000 (\u0000) in a string at byte %1 (line %2, column %3): no name or id can hold it</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>ein U+0000 (\u0000) in einer Zeichenkette bei Byte %1 (Zeile %2, Spalte %3): kein Name und keine Kennung kann es enthalten</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): invalid UTF-8 in a string</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>kein gültiges JSON bei Byte %1 (Zeile %2, Spalte %3): ungültiges UTF-8 in einer Zeichenkette</translation>
    </message>
    <message>
        <source>invalid Unicode in the string at byte %1 (line %2, column %3)</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>ungültiges Unicode in der Zeichenkette bei Byte %1 (Zeile %2, Spalte %3)</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): invalid Unicode: a lone high surrogate \u%4</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text; %4 the character&apos;s code in hexadecimal</extracomment>
        <translation>kein gültiges JSON bei Byte %1 (Zeile %2, Spalte %3): ungültiges Unicode: ein einzelnes hohes Surrogat \u%4</translation>
    </message>
    <message>
        <source>invalid Unicode at byte %1 (line %2, column %3): the escape \u%4 is a lone low surrogate</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text; %4 the character&apos;s code in hexadecimal</extracomment>
        <translation>ungültiges Unicode bei Byte %1 (Zeile %2, Spalte %3): das Escape \u%4 ist ein einzelnes tiefes Surrogat</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): a raw control character (U+%4) in a string; it must be written as an escape</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text; %4 the character&apos;s code in hexadecimal</extracomment>
        <translation>kein gültiges JSON bei Byte %1 (Zeile %2, Spalte %3): ein rohes Steuerzeichen (U+%4) in einer Zeichenkette; es muss als Escape geschrieben werden</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears twice in one object: at byte %2 (line %3, column %4) and at byte %5 (line %6, column %7)</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 the byte; %3 the line; %4 the column in the record&apos;s text; %5 the byte; %6 the line; %7 the column of its second appearance</extracomment>
        <translation>der Schlüssel „%1“ steht zweimal in einem Objekt: bei Byte %2 (Zeile %3, Spalte %4) und bei Byte %5 (Zeile %6, Spalte %7)</translation>
    </message>
    <message>
        <source>nested deeper than %1 arrays and objects at byte %2 (line %3, column %4)</source>
        <extracomment>%1 the deepest nesting allowed (a number); %2 the byte; %3 the line; %4 the column in the record&apos;s text</extracomment>
        <translation>tiefer als %1 Arrays und Objekte verschachtelt bei Byte %2 (Zeile %3, Spalte %4)</translation>
    </message>
    <message>
        <source>the record is too large to read in the memory available</source>
        <translation>die Partieaufzeichnung ist zu groß, um sie im verfügbaren Speicher zu lesen</translation>
    </message>
    <message>
        <source>setup: %1</source>
        <extracomment>Where a refused record went wrong, inside a sentence such as &quot;game.json was not imported: setup: …&quot;.</extracomment>
        <translation>Vorbereitung: %1</translation>
    </message>
    <message>
        <source>event %1 (%2): %3</source>
        <extracomment>%1 is the event&apos;s index in the record, %2 its type (&quot;place&quot;, &quot;score&quot;), %3 why it was refused; inside a sentence such as &quot;game.json was not imported: event 3 (place): …&quot;.</extracomment>
        <translation>Ereignis %1 (%2): %3</translation>
    </message>
    <message>
        <source>the text ends before the record is complete (a file cut short?)</source>
        <extracomment>Why a record&apos;s text is not valid JSON, after &quot;not valid JSON at byte 41 (line 2, column 1): &quot;</extracomment>
        <translation>der Text endet, bevor die Partieaufzeichnung vollständig ist (eine abgeschnittene Datei?)</translation>
    </message>
    <message>
        <source>more text follows the record&apos;s closing brace</source>
        <translation>nach der schließenden geschweiften Klammer der Partieaufzeichnung folgt weiterer Text</translation>
    </message>
    <message>
        <source>a value is missing, or is not one (text must be in double quotes)</source>
        <translation>ein Wert fehlt oder ist keiner (Text steht in doppelten Anführungszeichen)</translation>
    </message>
    <message>
        <source>a member&apos;s name is missing (a name is written in double quotes)</source>
        <translation>der Name eines Eintrags fehlt (ein Name steht in doppelten Anführungszeichen)</translation>
    </message>
    <message>
        <source>a member&apos;s name is not followed by a colon</source>
        <translation>auf den Namen eines Eintrags folgt kein Doppelpunkt</translation>
    </message>
    <message>
        <source>a comma or the closing brace is missing after a member</source>
        <translation>nach einem Eintrag fehlt ein Komma oder die schließende geschweifte Klammer</translation>
    </message>
    <message>
        <source>a comma or the closing bracket is missing after an element</source>
        <translation>nach einem Element fehlt ein Komma oder die schließende eckige Klammer</translation>
    </message>
    <message>
        <source>a \u escape is not followed by four hexadecimal digits</source>
        <translation>auf ein \u-Escape folgen keine vier Hexadezimalziffern</translation>
    </message>
    <message>
        <source>a backslash is followed by a character that has no escape</source>
        <translation>auf einen Backslash folgt ein Zeichen, für das es kein Escape gibt</translation>
    </message>
    <message>
        <source>a string has no closing double quote</source>
        <translation>einer Zeichenkette fehlt das schließende doppelte Anführungszeichen</translation>
    </message>
    <message>
        <source>a number is too large or incomplete</source>
        <translation>eine Zahl ist zu groß oder unvollständig</translation>
    </message>
    <message>
        <source>the text does not follow JSON&apos;s syntax</source>
        <translation>der Text folgt nicht der Syntax von JSON</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 holds %n point(s); a correction of %3 would take it below 0</source>
        <extracomment>%1 a player&apos;s name; %2 that player&apos;s scoring figure (scoring meeple or messenger); %n its points; %3 the correction (a negative number)</extracomment>
        <translation>
            <numerusform>die %2 von %1 steht bei %n Punkt; eine Korrektur um %3 brächte sie unter 0</numerusform>
            <numerusform>die %2 von %1 steht bei %n Punkten; eine Korrektur um %3 brächte sie unter 0</numerusform>
        </translation>
    </message>
    <message>
        <source>the text begins with a byte order mark (EF BB BF), which some editors add: save the record as UTF-8 without it</source>
        <translation>der Text beginnt mit einer Bytereihenfolge-Markierung (EF BB BF), die manche Editoren einfügen: speichere die Partieaufzeichnung als UTF-8 ohne sie</translation>
    </message>
    <message>
        <source>the text is UTF-16 (it begins with FF FE or FE FF): save the record as UTF-8</source>
        <translation>der Text ist UTF-16 (er beginnt mit FF FE oder FE FF): speichere die Partieaufzeichnung als UTF-8</translation>
    </message>
    <message>
        <source>unknown expansion &quot;%1&quot;: the known ones are tower, messengers, robbers, bigtop, ghosts, abbot, inns and traders</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>unbekannte Erweiterung &quot;%1&quot;: bekannt sind tower, messengers, robbers, bigtop, ghosts, abbot, inns und traders</translation>
    </message>
    <message>
        <source>unknown expansion (not a string): the known ones are tower, messengers, robbers, bigtop, ghosts, abbot, inns and traders</source>
        <translation>unbekannte Erweiterung (kein Text): bekannt sind tower, messengers, robbers, bigtop, ghosts, abbot, inns und traders</translation>
    </message>
    <message>
        <source>`%1` must be true or false, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` muss true oder false sein, gefunden: %2</translation>
    </message>
    <message>
        <source>`%1` needs the %2 expansion, which this record does not enable</source>
        <extracomment>%1 the name of a field of the record, as written there (`values.r1.inn`); %2 an expansion&apos;s name</extracomment>
        <translation>`%1` braucht die Erweiterung „%2“, die diese Partieaufzeichnung nicht einschaltet</translation>
    </message>
    <message>
        <source>an abbot stands only on a monastery or a garden, not on a %1</source>
        <extracomment>%1 a kind of feature (road, city…)</extracomment>
        <translation>ein Abt steht nur auf einem Kloster oder in einem Garten, nicht auf einem Gebiet der Art %1</translation>
    </message>
    <message>
        <source>only an abbot stands on a garden, not a %1</source>
        <extracomment>%1 a kind of figure (meeple, large meeple…)</extracomment>
        <translation>in einem Garten steht nur ein Abt, keine Figur der Art %1</translation>
    </message>
    <message>
        <source>the large meeple is never an acrobat: a pyramid takes only meeples and guard meeples</source>
        <translation>der große Gefolgsmann ist nie ein Artist: eine Pyramide nimmt nur Gefolgsleute und Wächter</translation>
    </message>
    <message>
        <source>only an abbot is returned early; &quot;%1&quot; is a %2</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of figure (meeple, large meeple…)</extracomment>
        <translation>nur ein Abt wird vorzeitig zurückgenommen; &quot;%1&quot; ist eine Figur der Art %2</translation>
    </message>
    <message>
        <source>abbot &quot;%1&quot; belongs to %2: only its owner returns it, during their own turn</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a player&apos;s name</extracomment>
        <translation>der Abt &quot;%1&quot; gehört %2: nur der Besitzer nimmt ihn zurück, und zwar im eigenen Zug</translation>
    </message>
    <message>
        <source>%1 already returned an abbot in this part of the turn</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>%1 hat in diesem Abschnitt des Zugs schon einen Abt zurückgenommen</translation>
    </message>
    <message>
        <source>a %1 cannot stand on a %2: a builder joins a road or a city, a pig a field</source>
        <extracomment>%1 a kind of figure (builder, pig); %2 a kind of feature (road, city…)</extracomment>
        <translation>eine Figur der Art %1 kann nicht auf einem Gebiet der Art %2 stehen: ein Baumeister kommt auf eine Straße oder in eine Stadt, ein Schwein auf eine Wiese</translation>
    </message>
    <message>
        <source>a %1 joins only a feature where its owner already has a figure; %3 has none on &quot;%2&quot;</source>
        <extracomment>%1 a kind of figure (builder, pig); %2 an id or value exactly as written in the record; %3 a player&apos;s name</extracomment>
        <translation>eine Figur der Art %1 kommt nur in ein Gebiet, in dem ihr Besitzer schon eine Figur hat; %3 hat keine auf &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%3&apos;s %1 already stands on &quot;%2&quot;</source>
        <extracomment>%1 a kind of figure (builder, pig); %2 an id or value exactly as written in the record; %3 a player&apos;s name</extracomment>
        <translation>die Figur der Art %1 von %3 steht schon auf &quot;%2&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a %2, which a tower never captures</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of figure (builder, pig)</extracomment>
        <translation>&quot;%1&quot; ist eine Figur der Art %2, die ein Turm nie gefangen nimmt</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a %2, which never takes a ghost</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of figure (builder, pig)</extracomment>
        <translation>&quot;%1&quot; ist eine Figur der Art %2, die nie einen Geist bekommt</translation>
    </message>
    <message>
        <source>message 8 scores a meeple; &quot;%1&quot; is a %2, which is never scored on its own</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of figure (builder, pig)</extracomment>
        <translation>Depesche 8 wertet einen Gefolgsmann; &quot;%1&quot; ist eine Figur der Art %2, die nie allein gewertet wird</translation>
    </message>
    <message>
        <source>%1&apos;s builder did not stand on the board when this part of the turn began: it earns no second tile</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>der Baumeister von %1 stand zu Beginn dieses Abschnitts des Zugs nicht auf dem Spielplan: er bringt kein zweites Plättchen</translation>
    </message>
    <message>
        <source>%1 already took every builder&apos;s tile this turn earned: a builder&apos;s tile never earns another</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>%1 hat schon jedes zweite Plättchen genommen, das der Baumeister in diesem Zug gebracht hat: ein zweites Plättchen bringt nie ein weiteres</translation>
    </message>
    <message>
        <source>`goods` takes at least one token of wine, grain or cloth</source>
        <translation>`goods` nimmt mindestens ein Warenplättchen Wein, Korn oder Tuch</translation>
    </message>
    <message>
        <source>unknown goods &quot;%1&quot; (wine, grain, cloth)</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>unbekannte Ware &quot;%1&quot; (wine, grain, cloth)</translation>
    </message>
    <message numerus="yes">
        <source>only %n %1 token(s) left in the general supply; this takes %2</source>
        <extracomment>%1 a kind of goods (wine, grain, cloth); %2 how many tokens the event takes; %n how many are left in the general supply</extracomment>
        <translation>
            <numerusform>im allgemeinen Vorrat liegt nur noch %n Warenplättchen „%1“; dieses Ereignis nimmt %2</numerusform>
            <numerusform>im allgemeinen Vorrat liegen nur noch %n Warenplättchen „%1“; dieses Ereignis nimmt %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RemoveDialog</name>
    <message>
        <source>Take a figure off the board</source>
        <translation>Figur vom Spielplan nehmen</translation>
    </message>
    <message>
        <source>Take it off</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>The figure goes back to its owner without scoring.</source>
        <translation>Die Figur geht ohne Wertung an ihren Besitzer zurück.</translation>
    </message>
    <message>
        <source>Why (optional), e.g. placed by mistake</source>
        <translation>Warum (optional), z. B. versehentlich eingesetzt</translation>
    </message>
</context>
<context>
    <name>RobbersStep</name>
    <message>
        <source>Robbers (R)</source>
        <translation>Räuber (R)</translation>
    </message>
    <message>
        <source>Place %1&apos;s robber</source>
        <extracomment>%1 the robber&apos;s owner&apos;s name</extracomment>
        <translation>Räuber von %1 einsetzen</translation>
    </message>
    <message>
        <source>Move %1&apos;s robber</source>
        <extracomment>%1 the robber&apos;s owner&apos;s name</extracomment>
        <translation>Räuber von %1 versetzen</translation>
    </message>
    <message>
        <source>Click a highlighted space on the track (or arrows and Enter); Esc cancels.</source>
        <translation>Klicke auf ein hervorgehobenes Feld der Wertungstafel (oder Pfeiltasten und Enter); Esc bricht ab.</translation>
    </message>
</context>
<context>
    <name>RuleIds</name>
    <message>
        <source>Road completed</source>
        <translation>Straße fertiggestellt</translation>
    </message>
    <message>
        <source>City completed</source>
        <translation>Stadt fertiggestellt</translation>
    </message>
    <message>
        <source>Monastery completed</source>
        <translation>Kloster fertiggestellt</translation>
    </message>
    <message>
        <source>Haunted castle completed</source>
        <translation>Spukschloss fertiggestellt</translation>
    </message>
    <message>
        <source>Cemetery completed</source>
        <translation>Friedhof fertiggestellt</translation>
    </message>
    <message>
        <source>Ringmaster bonus</source>
        <translation>Zirkusdirektor-Bonus</translation>
    </message>
    <message>
        <source>Robber steals</source>
        <translation>Räuber nimmt Punkte</translation>
    </message>
    <message>
        <source>Robber at the end</source>
        <translation>Räuber bei Spielende</translation>
    </message>
    <message>
        <source>Message: 2 points</source>
        <translation>Depesche: 2 Punkte</translation>
    </message>
    <message>
        <source>Message 1: road</source>
        <translation>Depesche 1: Straße</translation>
    </message>
    <message>
        <source>Message 2: city</source>
        <translation>Depesche 2: Stadt</translation>
    </message>
    <message>
        <source>Message 3: monastery</source>
        <translation>Depesche 3: Kloster</translation>
    </message>
    <message>
        <source>Message 4: extra tile</source>
        <translation>Depesche 4: zusätzliches Plättchen</translation>
    </message>
    <message>
        <source>Message 5: coats of arms</source>
        <translation>Depesche 5: Wappen</translation>
    </message>
    <message>
        <source>Message 6: knights</source>
        <translation>Depesche 6: Ritter</translation>
    </message>
    <message>
        <source>Message 7: farmers</source>
        <translation>Depesche 7: Bauern</translation>
    </message>
    <message>
        <source>Message 8: score a meeple</source>
        <translation>Depesche 8: einen Gefolgsmann werten</translation>
    </message>
    <message>
        <source>Ransom paid</source>
        <translation>Lösegeld gezahlt</translation>
    </message>
    <message>
        <source>Ransom received</source>
        <translation>Lösegeld erhalten</translation>
    </message>
    <message>
        <source>Big top</source>
        <translation>Zirkuszelt</translation>
    </message>
    <message>
        <source>Big top at the end</source>
        <translation>Zirkuszelt bei Spielende</translation>
    </message>
    <message>
        <source>Acrobat pyramid</source>
        <translation>Artistenpyramide</translation>
    </message>
    <message>
        <source>Road at the end</source>
        <translation>Straße bei Spielende</translation>
    </message>
    <message>
        <source>City at the end</source>
        <translation>Stadt bei Spielende</translation>
    </message>
    <message>
        <source>Monastery at the end</source>
        <translation>Kloster bei Spielende</translation>
    </message>
    <message>
        <source>Field at the end</source>
        <translation>Wiese bei Spielende</translation>
    </message>
    <message>
        <source>Haunted castle at the end</source>
        <translation>Spukschloss bei Spielende</translation>
    </message>
    <message>
        <source>Acrobats at the end</source>
        <translation>Artisten bei Spielende</translation>
    </message>
    <message>
        <source>Ringmaster at the end</source>
        <translation>Zirkusdirektor bei Spielende</translation>
    </message>
    <message>
        <source>Ghosts at the end</source>
        <translation>Geister bei Spielende</translation>
    </message>
    <message>
        <source>Messenger joins the scoring meeple</source>
        <translation>Gefolgsfrau geht zur Zählfigur</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>Korrektur</translation>
    </message>
    <message>
        <source>Road with an inn completed</source>
        <translation>Straße mit Wirtshaus fertiggestellt</translation>
    </message>
    <message>
        <source>City with a cathedral completed</source>
        <translation>Stadt mit Kathedrale fertiggestellt</translation>
    </message>
    <message>
        <source>Garden completed</source>
        <translation>Garten fertiggestellt</translation>
    </message>
    <message>
        <source>Abbot returned early</source>
        <translation>Abt vorzeitig zurückgenommen</translation>
    </message>
    <message>
        <source>Road with an inn at the end</source>
        <translation>Straße mit Wirtshaus bei Spielende</translation>
    </message>
    <message>
        <source>City with a cathedral at the end</source>
        <translation>Stadt mit Kathedrale bei Spielende</translation>
    </message>
    <message>
        <source>Garden at the end</source>
        <translation>Garten bei Spielende</translation>
    </message>
    <message>
        <source>Most goods</source>
        <translation>Mehrheit bei Waren</translation>
    </message>
</context>
<context>
    <name>Schema</name>
    <message>
        <source>add undo/redo state and player profiles</source>
        <translation>Rückgängig/Wiederherstellen und Spielerprofile hinzufügen</translation>
    </message>
    <message>
        <source>add a summary row to every game</source>
        <translation>jeder Partie eine Übersichtszeile geben</translation>
    </message>
    <message>
        <source>give games, profiles and the library their ids</source>
        <translation>Partien, Profilen und der Sammlung ihre Kennungen geben</translation>
    </message>
    <message>
        <source>keep what the club server is owed</source>
        <translation>festhalten, was der Clubserver noch bekommt</translation>
    </message>
    <message>
        <source>keep the names players give features</source>
        <translation>die Namen speichern, die Spieler Gebieten geben</translation>
    </message>
    <message>
        <source>chain each game&apos;s events by their hashes</source>
        <translation>die Ereignisse jeder Partie über ihre Prüfsummen verketten</translation>
    </message>
    <message>
        <source>keep the inns and cathedrals players note on features</source>
        <translation>die Wirtshäuser und Kathedralen speichern, die Spieler bei Gebieten vermerken</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score over the turns</source>
        <translation>Punkteverlauf über die Züge</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
</context>
<context>
    <name>ScoreDialog</name>
    <message numerus="yes">
        <source>Score (%n point(s))</source>
        <extracomment>the button that scores the feature: %n the most points a player gets from it</extracomment>
        <translation>
            <numerusform>Werten (%n Punkt)</numerusform>
            <numerusform>Werten (%n Punkte)</numerusform>
        </translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Werten</translation>
    </message>
    <message>
        <source>Nothing to count: confirm to score it.</source>
        <translation>Nichts zu zählen: Bestätige, um zu werten.</translation>
    </message>
    <message>
        <source>Circus and acrobat tiles around %1&apos;s ringmaster</source>
        <extracomment>%1 player name</extracomment>
        <translation>Zelt- und Artistenplättchen um den Zirkusdirektor von %1</translation>
    </message>
    <message>
        <source>Score %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>%1 werten</translation>
    </message>
    <message>
        <source>no more than its tiles</source>
        <extracomment>why a field bounded by the tiles (the coats of arms) takes no more: a feature has no more than one per tile</extracomment>
        <translation>nicht mehr als Plättchen</translation>
    </message>
</context>
<context>
    <name>ScoreStep</name>
    <message numerus="yes">
        <source>%n feature(s) to score</source>
        <extracomment>%n how many completed features may be scored now</extracomment>
        <translation>
            <numerusform>%n Gebiet zu werten</numerusform>
            <numerusform>%n Gebiete zu werten</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to score</source>
        <translation>Nichts zu werten</translation>
    </message>
    <message>
        <source>Completed features (S)</source>
        <translation>Fertige Gebiete (S)</translation>
    </message>
    <message>
        <source>No road, city, monastery, castle or cemetery is occupied.</source>
        <translation>Keine Straße, Stadt, kein Kloster, Spukschloss oder Friedhof ist besetzt.</translation>
    </message>
    <message>
        <source>Score %1</source>
        <extracomment>%1 a feature (&quot;road r3&quot;)</extracomment>
        <translation>%1 werten</translation>
    </message>
    <message>
        <source>Take the city&apos;s goods (W)…</source>
        <translation>Waren der Stadt nehmen (W) …</translation>
    </message>
</context>
<context>
    <name>ScoringFigures</name>
    <message>
        <source>scoring meeple</source>
        <translation>Zählfigur</translation>
    </message>
    <message>
        <source>meeple</source>
        <translation>Zählfigur</translation>
    </message>
    <message>
        <source>messenger</source>
        <translation>Gefolgsfrau</translation>
    </message>
</context>
<context>
    <name>ScoringTrack</name>
    <message>
        <source>%1: %2 on %3</source>
        <extracomment>%1 the player&apos;s name, %2 the figure (scoring meeple, messenger or robber), %3 the space (a number)</extracomment>
        <translation>%1: %2 auf %3</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Seat %1</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Player %1&apos;s name</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Farbe von Spieler %1</translation>
    </message>
    <message>
        <source>(taken)</source>
        <translation>(vergeben)</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move up (earlier in the turn order)</source>
        <translation>Nach oben (früher in der Zugreihenfolge)</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Move down (later in the turn order)</source>
        <translation>Nach unten (später in der Zugreihenfolge)</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Diesen Spieler entfernen</translation>
    </message>
    <message>
        <source>Language of player %1</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Sprache von Spieler %1</translation>
    </message>
    <message>
        <source>Language of player %1: %2</source>
        <extracomment>%1 the seat&apos;s number, from 1, %2 the language&apos;s name</extracomment>
        <translation>Sprache von Spieler %1: %2</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>A game needs at least 2 players.</source>
        <translation>Eine Partie braucht mindestens 2 Spieler.</translation>
    </message>
    <message>
        <source>Player %1 has no name yet.</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Spieler %1 hat noch keinen Namen.</translation>
    </message>
    <message>
        <source>Two players are called %1: add a letter to tell them apart.</source>
        <extracomment>%1 the name both players have</extracomment>
        <translation>Zwei Spieler heißen %1: Ergänze einen Buchstaben, um sie zu unterscheiden.</translation>
    </message>
    <message>
        <source>◀ Library</source>
        <translation>◀ Sammlung</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Players in seating order (%1 of 6)</source>
        <extracomment>%1 how many players are seated (2 to 6)</extracomment>
        <translation>Spieler in Sitzreihenfolge (%1 von 6)</translation>
    </message>
    <message>
        <source>+ Add a player</source>
        <translation>+ Spieler hinzufügen</translation>
    </message>
    <message>
        <source>Regulars — click to seat them:</source>
        <translation>Stammspieler – zum Hinsetzen anklicken:</translation>
    </message>
    <message>
        <source>Expansions on the table</source>
        <translation>Erweiterungen auf dem Tisch</translation>
    </message>
    <message>
        <source>Start the game (Ctrl+Enter)</source>
        <translation>Partie starten (Strg+Enter)</translation>
    </message>
    <message>
        <source>Player %1&apos;s name holds a control character or a text-direction override: type it again without it.</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Der Name von Spieler %1 enthält ein Steuerzeichen oder ein Zeichen, das die Schreibrichtung umkehrt: tippe ihn ohne es noch einmal.</translation>
    </message>
    <message>
        <source>Big Box</source>
        <extracomment>The preset for the boxed edition &quot;Carcassonne Big Box&quot; (the base game with The Abbot, Inns and Cathedrals and Traders and Builders): use the name it is sold under in your language</extracomment>
        <translation>Carcassonne Big Box</translation>
    </message>
    <message>
        <source>Turns on or off together: %1. The other expansions stay as they are.</source>
        <extracomment>%1 the Big Box&apos;s expansions&apos; names, one after the other</extracomment>
        <translation>Schaltet zusammen ein oder aus: %1. Die anderen Erweiterungen bleiben, wie sie sind.</translation>
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
        <translation>Aufzeichnung importieren …</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Strg+O</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Strg+N</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Laufende Partie</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>one player of the game to resume: %1 the name, %2 the score</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Laufend</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Delete the game of %1? It cannot be brought back (export it first to keep a copy).</source>
        <extracomment>%1 is the game&apos;s title, or when it has none the players&apos; names joined by commas (never a date)</extracomment>
        <translation>Die Partie „%1“ löschen? Sie lässt sich nicht wiederherstellen (exportiere sie vorher, um eine Kopie zu behalten).</translation>
    </message>
    <message>
        <source>No games here yet</source>
        <translation>Noch keine Partien</translation>
    </message>
    <message>
        <source>Start a new game, or import a record file from another table.</source>
        <translation>Beginne eine neue Partie oder importiere eine Aufzeichnung von einem anderen Tisch.</translation>
    </message>
    <message>
        <source>Import a game record</source>
        <translation>Partieaufzeichnung importieren</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Partieaufzeichnungen (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export the game record</source>
        <translation>Partieaufzeichnung exportieren</translation>
    </message>
    <message>
        <source>Delete this game?</source>
        <translation>Diese Partie löschen?</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Über</translation>
    </message>
    <message>
        <source>The game was exported to %1.</source>
        <extracomment>%1 is the path of the file written</extracomment>
        <translation>Die Partie wurde nach %1 exportiert.</translation>
    </message>
    <message>
        <source>Export</source>
        <extracomment>The button of the export&apos;s file dialog that writes the file</extracomment>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>League</source>
        <extracomment>Opens the league: the standings of a season over the finished games</extracomment>
        <translation>Liga</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Strg+L</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Keep the intact events as a new game</source>
        <translation>Die unversehrten Ereignisse als neue Partie behalten</translation>
    </message>
    <message>
        <source>No game in progress</source>
        <translation>Keine laufende Partie</translation>
    </message>
    <message>
        <source>No finished game yet</source>
        <translation>Noch keine beendete Partie</translation>
    </message>
    <message>
        <source>Start a new game, or show all games.</source>
        <translation>Beginne eine neue Partie oder zeige alle Partien.</translation>
    </message>
</context>
<context>
    <name>StatisticsPanel</name>
    <message>
        <source>Players&apos; statistics</source>
        <translation>Spielerstatistik</translation>
    </message>
    <message>
        <source>Statistics appear once games with named players are stored.</source>
        <translation>Statistiken erscheinen, sobald Partien mit benannten Spielern gespeichert sind.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Games finished</source>
        <translation>Beendete Partien</translation>
    </message>
    <message>
        <source>Games in progress</source>
        <translation>Laufende Partien</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Durchschnitt</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Bestes Ergebnis</translation>
    </message>
    <message>
        <source>Points by source (finished games)</source>
        <translation>Punkte nach Herkunft (beendete Partien)</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <source>No space holds another player&apos;s scoring figure: %1&apos;s robber cannot be placed now.</source>
        <extracomment>%1 the robber&apos;s owner&apos;s name</extracomment>
        <translation>Auf keinem Feld steht eine Zählfigur eines Mitspielers: Der Räuber von %1 kann jetzt nicht eingesetzt werden.</translation>
    </message>
    <message>
        <source>◀ Library</source>
        <translation>◀ Sammlung</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Strg+Z</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Strg+Umschalt+Z</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Schlusswertung</translation>
    </message>
    <message>
        <source>Where does %1&apos;s robber go? Click a highlighted space.</source>
        <extracomment>%1 the robber&apos;s owner&apos;s name</extracomment>
        <translation>Wohin kommt der Räuber von %1? Klicke auf ein hervorgehobenes Feld.</translation>
    </message>
    <message>
        <source>Space %1 takes no robber of %2&apos;s now: choose a highlighted space.</source>
        <extracomment>%1 a track space, %2 the robber&apos;s owner</extracomment>
        <translation>Feld %1 nimmt jetzt keinen Räuber von %2 auf: Wähle ein hervorgehobenes Feld.</translation>
    </message>
    <message>
        <source>Language (Ctrl+Shift+L)</source>
        <extracomment>The key that opens the list of languages</extracomment>
        <translation>Sprache (Strg+Umschalt+L)</translation>
    </message>
    <message>
        <source>Language: %1</source>
        <extracomment>%1 the language the table speaks, in its own words (&quot;Deutsch&quot;)</extracomment>
        <translation>Sprache: %1</translation>
    </message>
    <message>
        <source>Dark</source>
        <extracomment>The theme&apos;s names, as the start screen&apos;s switch calls them</extracomment>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Desktop</source>
        <translation>Wie der Desktop</translation>
    </message>
    <message>
        <source>Theme: %1 (Ctrl+Shift+T)</source>
        <extracomment>%1 the theme in use (Light, Dark, Desktop)</extracomment>
        <translation>Farbschema: %1 (Strg+Umschalt+T)</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grau</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
</context>
<context>
    <name>ThemeSwitch</name>
    <message>
        <source>Theme</source>
        <translation>Farbschema</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>Farbschema:</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Desktop</source>
        <extracomment>The theme that follows the desktop&apos;s light or dark look.</extracomment>
        <translation>Wie der Desktop</translation>
    </message>
</context>
<context>
    <name>TowerDialog</name>
    <message>
        <source>Add a tower floor</source>
        <translation>Turmteil hinzufügen</translation>
    </message>
    <message>
        <source>Add the floor</source>
        <translation>Turmteil setzen</translation>
    </message>
    <message>
        <source>Add the floor and capture</source>
        <translation>Turmteil setzen und gefangen nehmen</translation>
    </message>
    <message>
        <source>No tower floors left in the supply.</source>
        <translation>Keine Turmteile mehr im Vorrat.</translation>
    </message>
    <message numerus="yes">
        <source>Which tower? (%n floor(s) left)</source>
        <extracomment>%n how many tower floors the active player has left</extracomment>
        <translation>
            <numerusform>Welcher Turm? (noch %n Turmteil)</numerusform>
            <numerusform>Welcher Turm? (noch %n Turmteile)</numerusform>
        </translation>
    </message>
    <message>
        <source>A new tower</source>
        <translation>Ein neuer Turm</translation>
    </message>
    <message>
        <source>Capture a figure?</source>
        <translation>Eine Figur gefangen nehmen?</translation>
    </message>
    <message>
        <source>No capture</source>
        <translation>Keine Gefangennahme</translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message>
        <source>%1&apos;s turn</source>
        <extracomment>%1 the active player&apos;s name</extracomment>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Die Partie ist zu Ende</translation>
    </message>
    <message>
        <source>No turn yet</source>
        <translation>Noch kein Zug</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <extracomment>%1 the turn&apos;s number</extracomment>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Begin the first turn: %1 (N)</source>
        <extracomment>%1 the name of the player who begins; (N) the key that does it</extracomment>
        <translation>Ersten Zug beginnen: %1 (N)</translation>
    </message>
    <message>
        <source>End turn → %1 (N)</source>
        <extracomment>%1 the next player&apos;s name; N is the key</extracomment>
        <translation>Zug beenden → %1 (N)</translation>
    </message>
    <message>
        <source>%1&apos;s robber still has to choose whom it robs: choose, then end the turn.</source>
        <extracomment>%1 the robber&apos;s owner</extracomment>
        <translation>Der Räuber von %1 muss noch wählen, wen er beraubt: Erst wählen, dann den Zug beenden.</translation>
    </message>
    <message>
        <source>Place another figure this turn?</source>
        <translation>In diesem Zug noch eine Figur einsetzen?</translation>
    </message>
    <message>
        <source>Place another</source>
        <translation>Noch eine einsetzen</translation>
    </message>
    <message>
        <source>The last tile is placed: final scoring (F)…</source>
        <translation>Das letzte Plättchen liegt: Schlusswertung (F) …</translation>
    </message>
    <message>
        <source>Add a tower floor this turn too?</source>
        <translation>In diesem Zug auch noch ein Turmteil setzen?</translation>
    </message>
    <message>
        <source>%1 has already placed a figure or added a tower floor this turn, and a turn takes one of them. Enter another anyway?</source>
        <extracomment>%1 the active player; placing a figure and adding a tower floor are the turn&apos;s one action</extracomment>
        <translation>%1 hat in diesem Zug schon eine Figur eingesetzt oder ein Turmteil gesetzt, und ein Zug sieht nur eines davon vor. Trotzdem noch eines eintragen?</translation>
    </message>
    <message>
        <source>Add a floor</source>
        <translation>Turmteil setzen</translation>
    </message>
    <message>
        <source>A message is still owed</source>
        <translation>Eine Depesche ist noch fällig</translation>
    </message>
    <message>
        <source>%1&apos;s scoring figure ended a move on a dark space: %1 draws a message before the turn ends.</source>
        <extracomment>%1 the active player</extracomment>
        <translation>Die Zählfigur von %1 hat ihre Bewegung auf einem dunklen Feld beendet: %1 zieht vor dem Ende des Zugs eine Depesche.</translation>
    </message>
    <message>
        <source>Draw the message</source>
        <translation>Depesche ziehen</translation>
    </message>
    <message>
        <source>End the turn without it</source>
        <translation>Zug ohne Depesche beenden</translation>
    </message>
    <message>
        <source>The builder&apos;s second tile: place it and score what it completes.</source>
        <translation>Zweites Plättchen durch den Baumeister: lege es und werte, was es fertigstellt.</translation>
    </message>
    <message>
        <source>The tile extended my builder&apos;s road or city: second tile (D)</source>
        <translation>Das Plättchen hat die Straße oder Stadt meines Baumeisters erweitert: zweites Plättchen (D)</translation>
    </message>
</context>
<context>
    <name>ValueFields</name>
    <message>
        <source>Tiles</source>
        <translation>Plättchen</translation>
    </message>
    <message>
        <source>Coats of arms</source>
        <translation>Wappen</translation>
    </message>
    <message>
        <source>Tiles with mist</source>
        <translation>Plättchen mit Nebel</translation>
    </message>
    <message>
        <source>Completed cities bordering it</source>
        <translation>Angrenzende fertige Städte</translation>
    </message>
    <message>
        <source>Circus and acrobat tiles around the ringmaster</source>
        <translation>Zelt- und Artistenplättchen um den Zirkusdirektor</translation>
    </message>
    <message>
        <source>An inn on the road</source>
        <translation>Ein Wirtshaus an der Straße</translation>
    </message>
    <message>
        <source>A cathedral in the city</source>
        <translation>Eine Kathedrale in der Stadt</translation>
    </message>
</context>
<context>
    <name>Warnings</name>
    <message>
        <source>%1 owed a message and did not draw one.</source>
        <extracomment>%1 is a player&apos;s name.</extracomment>
        <translation>%1 stand eine Depesche zu, hat aber keine gezogen.</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>cannot read %1: %2</source>
        <extracomment>%1 the record file&apos;s path, %2 the system&apos;s reason</extracomment>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>event %1</source>
        <extracomment>the start of a ledger line: %1 the number of the event in the record</extracomment>
        <translation>Ereignis %1</translation>
    </message>
    <message>
        <source>Scores:</source>
        <translation>Punktestand:</translation>
    </message>
    <message>
        <source>Replays a meeple-ledger/1 game record and prints what the table owes, or explains every payout.</source>
        <translation>Spielt eine Partieaufzeichnung (meeple-ledger/1) nach und gibt die fälligen Punkte aus oder erklärt jede Wertung.</translation>
    </message>
    <message>
        <source>the record file, or - for standard input</source>
        <translation>die Aufzeichnungsdatei, oder - für die Standardeingabe</translation>
    </message>
    <message>
        <source>error: there is no %1 translation; the languages are: %2</source>
        <extracomment>%1 the language code asked for, %2 the codes there are (&quot;en, de, fr…&quot;)</extracomment>
        <translation>Fehler: Es gibt keine Übersetzung „%1“; verfügbar sind: %2</translation>
    </message>
    <message>
        <source>Explain in this language: %1 (default: the system&apos;s language, else en).</source>
        <extracomment>%1 the language codes (&quot;en, de, fr…&quot;)</extracomment>
        <translation>In dieser Sprache erklären: %1 (ohne Angabe: die Systemsprache, sonst en).</translation>
    </message>
    <message>
        <source>code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli [--lang code] replay|explain FILE (- reads standard input)</source>
        <translation>Aufruf: meeple-ledger-cli [--lang Code] replay|explain DATEI (- liest die Standardeingabe)</translation>
    </message>
    <message>
        <source>error: %1</source>
        <extracomment>%1 what went wrong, a sentence of its own
----------
%1 why the record could not be read, a sentence of its own</extracomment>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>die Standardeingabe</translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <extracomment>%1 is the file name, or &quot;standard input&quot;</extracomment>
        <translation>%1 ist leer</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB, the most a game record can be</source>
        <extracomment>%1 is the file name, or &quot;standard input&quot;; %2 the largest size of a record in MiB (16)</extracomment>
        <translation>%1 ist größer als %2 MiB, mehr darf eine Partieaufzeichnung nicht umfassen</translation>
    </message>
    <message>
        <source>error: the record is too large to read in the memory available</source>
        <translation>Fehler: Die Partieaufzeichnung ist zu groß, um sie im verfügbaren Speicher zu lesen</translation>
    </message>
    <message>
        <source>error: could not write the output: %1</source>
        <extracomment>%1 is the system&apos;s reason, such as &quot;No space left on device&quot;</extracomment>
        <translation>Fehler: Die Ausgabe konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>error: could not write to standard output</source>
        <translation>Fehler: die Standardausgabe kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>laufend</translation>
    </message>
    <message>
        <source>imported %1 as game %2</source>
        <extracomment>%1 the record file, %2 the number of the new game in the library</extracomment>
        <translation>%1 als Partie %2 importiert</translation>
    </message>
    <message>
        <source>%1 is not a game number</source>
        <extracomment>%1 what was given where a game&apos;s number belongs</extracomment>
        <translation>%1 ist keine Partienummer</translation>
    </message>
    <message>
        <source>there is no game library at %1</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>unter %1 gibt es keine Spielesammlung</translation>
    </message>
    <message>
        <source>fork of game %1</source>
        <extracomment>%1 the number of the game in the library this one is a fork of</extracomment>
        <translation>abweichende Fassung von Partie %1</translation>
    </message>
    <message>
        <source>%1 unchanged: game %2 already holds all of it</source>
        <extracomment>%1 the record file, %2 the number of the game in the library that already holds it</extracomment>
        <translation>%1 unverändert: Partie %2 enthält bereits alles daraus</translation>
    </message>
    <message>
        <source>imported %1 as game %2, kept as a fork of game %3</source>
        <extracomment>%1 the record file, %2 the number of the new game, %3 the stored game it differs from</extracomment>
        <translation>%1 als Partie %2 importiert, behalten als abweichende Fassung von Partie %3</translation>
    </message>
    <message numerus="yes">
        <source>updated game %2 from %1: %n event(s) added</source>
        <extracomment>%1 the record file, %2 the number of the game in the library, %n how many events it gained</extracomment>
        <translation>
            <numerusform>Partie %2 aus %1 ergänzt: %n Ereignis hinzugefügt</numerusform>
            <numerusform>Partie %2 aus %1 ergänzt: %n Ereignisse hinzugefügt</numerusform>
        </translation>
    </message>
    <message>
        <source>command</source>
        <extracomment>In --help, the name of the first argument: &quot;meeple-ledger-cli [options] command file&quot;</extracomment>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>file</source>
        <extracomment>In --help, the value of --library: &quot;--library &lt;file&gt;&quot;
----------
In --help, the name of the second argument, the record file: &quot;meeple-ledger-cli [options] command file&quot;</extracomment>
        <translation>Datei</translation>
    </message>
    <message>
        <source>a season needs --season NAME, --from YYYY-MM-DD and --to YYYY-MM-DD together</source>
        <translation>eine Saison braucht --season NAME, --from JJJJ-MM-TT und --to JJJJ-MM-TT zusammen</translation>
    </message>
    <message>
        <source>%1 %2 is not a day written YYYY-MM-DD</source>
        <extracomment>%1 the option (--from or --to), %2 what was given after it</extracomment>
        <translation>%1 %2 ist kein Tag der Form JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>--to %1 comes before --from %2</source>
        <extracomment>%1 the season&apos;s last day, %2 its first day, both YYYY-MM-DD</extracomment>
        <translation>--to %1 liegt vor --from %2</translation>
    </message>
    <message>
        <source>the season&apos;s name is empty</source>
        <translation>der Name der Saison ist leer</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>avg points</source>
        <translation>Ø Punkte</translation>
    </message>
    <message>
        <source>avg place</source>
        <translation>Ø Platz</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>Wertungszahl</translation>
    </message>
    <message>
        <source>league takes no %1; %2</source>
        <extracomment>%1 the first word the command does not take, %2 the usage line</extracomment>
        <translation>league nimmt kein %1; %2</translation>
    </message>
    <message>
        <source>no finished games in this season</source>
        <translation>keine beendeten Partien in dieser Saison</translation>
    </message>
    <message numerus="yes">
        <source>%1: pushed revision %2 (%n event(s))</source>
        <extracomment>%1 the game&apos;s UUID, %2 its revision number, %n its events</extracomment>
        <translation>
            <numerusform>%1: Revision %2 gesendet (%n Ereignis)</numerusform>
            <numerusform>%1: Revision %2 gesendet (%n Ereignisse)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: unchanged (the server holds revision %2)</source>
        <extracomment>%1 the game&apos;s UUID, %2 its revision number</extracomment>
        <translation>%1: unverändert (der Server hat Revision %2)</translation>
    </message>
    <message>
        <source>%1: deleted on the server</source>
        <extracomment>%1 the game&apos;s UUID</extracomment>
        <translation>%1: auf dem Server gelöscht</translation>
    </message>
    <message>
        <source>the server&apos;s address: %1</source>
        <extracomment>%1 why the server&apos;s address cannot be read</extracomment>
        <translation>die Adresse des Servers: %1</translation>
    </message>
    <message>
        <source>the connection to the club server was encrypted (TLS)</source>
        <translation>die Verbindung zum Clubserver war verschlüsselt (TLS)</translation>
    </message>
    <message>
        <source>the connection to the club server was not encrypted</source>
        <translation>die Verbindung zum Clubserver war nicht verschlüsselt</translation>
    </message>
    <message>
        <source>--save-season needs --server and a whole season; %1</source>
        <extracomment>%1 the usage line</extracomment>
        <translation>--save-season braucht --server und eine ganze Saison; %1</translation>
    </message>
    <message>
        <source>The game library file (default: the app&apos;s own, %1).</source>
        <extracomment>%1 the path of the app&apos;s own game library</extracomment>
        <translation>Die Datei der Spielesammlung (ohne Angabe: die der App, %1).</translation>
    </message>
    <message>
        <source>Lists the command&apos;s options.</source>
        <translation>Listet die Optionen des Befehls auf.</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli league [--library FILE] [--season NAME --from YYYY-MM-DD --to YYYY-MM-DD] [--csv OUT] | league --server ADDRESS [--season NAME [--from YYYY-MM-DD --to YYYY-MM-DD [--save-season]]] [--csv OUT]</source>
        <translation>Aufruf: meeple-ledger-cli league [--library DATEI] [--season NAME --from JJJJ-MM-TT --to JJJJ-MM-TT] [--csv ZIEL] | league --server ADRESSE [--season NAME [--from JJJJ-MM-TT --to JJJJ-MM-TT [--save-season]]] [--csv ZIEL]</translation>
    </message>
    <message>
        <source>Prints a season&apos;s standings over the finished games of a library (the app&apos;s own by default) or of the club&apos;s server.</source>
        <translation>Gibt die Tabelle einer Saison aus, gebildet aus den beendeten Partien einer Spielesammlung (standardmäßig der Sammlung der App) oder des Clubservers.</translation>
    </message>
    <message>
        <source>The club server&apos;s games instead (a postgresql:// URL or a libpq connection string).</source>
        <translation>Stattdessen die Partien des Clubservers (eine postgresql://-URL oder eine libpq-Verbindungszeichenkette).</translation>
    </message>
    <message>
        <source>address</source>
        <extracomment>In --help, the value of --server: &quot;--server &lt;address&gt;&quot;</extracomment>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>The season&apos;s name.</source>
        <extracomment>In --help, the value of --season: &quot;--season &lt;name&gt;&quot;</extracomment>
        <translation>Der Name der Saison.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <extracomment>In --help, the value of --from and --to: &quot;--from &lt;YYYY-MM-DD&gt;&quot;</extracomment>
        <translation>JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>The season&apos;s first day (UTC).</source>
        <translation>Der erste Tag der Saison (UTC).</translation>
    </message>
    <message>
        <source>The season&apos;s last day (UTC).</source>
        <translation>Der letzte Tag der Saison (UTC).</translation>
    </message>
    <message>
        <source>With --server: keeps the season on the server.</source>
        <translation>Mit --server: speichert die Saison auf dem Server.</translation>
    </message>
    <message>
        <source>Also writes the standings as CSV.</source>
        <translation>Schreibt die Tabelle zusätzlich als CSV.</translation>
    </message>
    <message>
        <source>league takes --library FILE or --server ADDRESS, not both; %1</source>
        <extracomment>%1 the usage line</extracomment>
        <translation>league nimmt --library DATEI oder --server ADRESSE, nicht beides; %1</translation>
    </message>
    <message>
        <source>Imports game records; a game it holds already is updated, never stored twice.</source>
        <translation>Importiert Partieaufzeichnungen; eine schon enthaltene Partie wird ergänzt, nie doppelt gespeichert.</translation>
    </message>
    <message>
        <source>Lists the games: number, date (UTC), players with scores, state.</source>
        <translation>Listet die Partien auf: Nummer, Datum (UTC), Spieler mit Punkten, Status.</translation>
    </message>
    <message>
        <source>Writes a game&apos;s record to OUT, or to standard output.</source>
        <translation>Schreibt die Aufzeichnung einer Partie nach OUT oder auf die Standardausgabe.</translation>
    </message>
    <message>
        <source>Names the library; prints its name and device id.</source>
        <translation>Benennt die Sammlung; gibt ihren Namen und ihre Geräte-ID aus.</translation>
    </message>
    <message>
        <source>Copies the whole library, even while the app runs.</source>
        <translation>Kopiert die ganze Sammlung, auch während die App läuft.</translation>
    </message>
    <message>
        <source>Replaces the library with a backup.</source>
        <translation>Ersetzt die Sammlung durch eine Sicherung.</translation>
    </message>
    <message>
        <source>Writes one row per player per game as CSV.</source>
        <translation>Schreibt eine Zeile je Spieler und Partie als CSV.</translation>
    </message>
    <message>
        <source>Prints the path of the library file.</source>
        <translation>Gibt den Pfad der Datei der Spielesammlung aus.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <source>Works on a game library: the app&apos;s own, or the file --library names.</source>
        <translation>Arbeitet mit einer Spielesammlung: der Sammlung der App oder der Datei, die --library nennt.</translation>
    </message>
    <message>
        <source>With list: the games as JSON.</source>
        <translation>Mit list: die Partien als JSON.</translation>
    </message>
    <message>
        <source>With csv: finished games only.</source>
        <translation>Mit csv: nur beendete Partien.</translation>
    </message>
    <message>
        <source>One of the commands below.</source>
        <translation>Einer der unten aufgeführten Befehle.</translation>
    </message>
    <message>
        <source>Prints what a game record comes to, as JSON.</source>
        <translation>Gibt das Ergebnis einer Partieaufzeichnung als JSON aus.</translation>
    </message>
    <message>
        <source>Explains every payout of a game record, a line each.</source>
        <translation>Erklärt jede Wertung einer Partieaufzeichnung, eine Zeile je Wertung.</translation>
    </message>
    <message>
        <source>Imports, lists, exports, backs up and restores the games of a library.</source>
        <translation>Importiert, exportiert und listet die Partien einer Spielesammlung auf, sichert sie und stellt sie wieder her.</translation>
    </message>
    <message>
        <source>Prints a season&apos;s standings over a library&apos;s or the club&apos;s finished games.</source>
        <translation>Gibt die Tabelle einer Saison aus, gebildet aus den beendeten Partien einer Spielesammlung oder des Clubs.</translation>
    </message>
    <message>
        <source>Pushes a library&apos;s games to the club&apos;s server.</source>
        <translation>Sendet die Partien einer Spielesammlung an den Clubserver.</translation>
    </message>
    <message>
        <source>Each command&apos;s --help lists its options: meeple-ledger-cli library --help</source>
        <extracomment>The last line of --help</extracomment>
        <translation>Jeder Befehl listet seine Optionen mit --help auf: meeple-ledger-cli library --help</translation>
    </message>
    <message>
        <source>Pushes the games of a library (the app&apos;s own by default) to the club&apos;s server.</source>
        <translation>Sendet die Partien einer Spielesammlung (standardmäßig der Sammlung der App) an den Clubserver.</translation>
    </message>
    <message>
        <source>The club server: a postgresql:// URL or a libpq connection string.</source>
        <translation>Der Clubserver: eine postgresql://-URL oder eine libpq-Verbindungszeichenkette.</translation>
    </message>
    <message>
        <source>url</source>
        <extracomment>In --help, the value of --server: &quot;--server &lt;url&gt;&quot;</extracomment>
        <translation>URL</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli sync [--library FILE] --server URL (a postgresql:// URL or a libpq connection string)</source>
        <translation>Aufruf: meeple-ledger-cli sync [--library DATEI] --server URL (eine postgresql://-URL oder eine libpq-Verbindungszeichenkette)</translation>
    </message>
    <message>
        <source>Creates the club&apos;s roles, its schema and its tables (again: upgrades them, changes nothing else).</source>
        <translation>Legt die Rollen, das Schema und die Tabellen des Clubs an (erneut aufgerufen: aktualisiert sie, ändert sonst nichts).</translation>
    </message>
    <message>
        <source>Creates a login for a table&apos;s laptop and prints its connection.</source>
        <translation>Legt ein Login für den Laptop eines Tisches an und gibt die Verbindung dazu aus.</translation>
    </message>
    <message>
        <source>Creates a login for an organiser and prints its connection.</source>
        <translation>Legt ein Login für eine Organisatorin oder einen Organisator an und gibt die Verbindung dazu aus.</translation>
    </message>
    <message>
        <source>%1 is a club server (schema version %2); add each table&apos;s laptop with: meeple-ledger-cli club add-table NAME</source>
        <extracomment>%1 the database&apos;s name, %2 the schema&apos;s version</extracomment>
        <translation>%1 ist ein Clubserver (Schemaversion %2); füge den Laptop jedes Tisches hinzu mit: meeple-ledger-cli club add-table NAME</translation>
    </message>
    <message>
        <source>%1 exists already and keeps its password (--new-password makes a new one)</source>
        <extracomment>%1 a login&apos;s name</extracomment>
        <translation>%1 gibt es bereits und behält sein Passwort (--new-password erzeugt ein neues)</translation>
    </message>
    <message>
        <source>%1 can sync with this connection (keep it as a password):</source>
        <extracomment>%1 a login&apos;s name; the connection follows on the next line</extracomment>
        <translation>%1 kann mit dieser Verbindung abgleichen (bewahre sie wie ein Passwort auf):</translation>
    </message>
    <message>
        <source>The server&apos;s name as the laptops reach it, in the printed connection (default: the host of --server).</source>
        <translation>Der Name des Servers, unter dem ihn die Laptops erreichen, für die ausgegebene Verbindung (ohne Angabe: der Host von --server).</translation>
    </message>
    <message>
        <source>host</source>
        <extracomment>In --help, the value of --host: &quot;--host &lt;host&gt;&quot;</extracomment>
        <translation>Host</translation>
    </message>
    <message>
        <source>Gives a login that exists already a new password (its laptop needs the new connection).</source>
        <translation>Gibt einem schon vorhandenen Login ein neues Passwort (sein Laptop braucht dann die neue Verbindung).</translation>
    </message>
    <message>
        <source>Sets up the club&apos;s server and the logins of its tables and organisers.</source>
        <translation>Richtet den Clubserver ein, samt den Logins der Tische und der Organisatorinnen und Organisatoren.</translation>
    </message>
    <message>
        <source>Gives a game to another table (its library&apos;s name or device id): that table&apos;s version counts from now on. The table that owns the game or an organiser may; --server is their own connection.</source>
        <translation>Gibt eine Partie an einen anderen Tisch (Name seiner Bibliothek oder Kennung seines Geräts): ab jetzt zählt dessen Fassung. Das darf der Tisch, dem die Partie gehört, oder die Organisation; --server ist deren eigene Verbindung.</translation>
    </message>
    <message>
        <source>game %1 belongs to %2 now: its version counts</source>
        <extracomment>%1 the game&apos;s UUID, %2 the table that owns it now</extracomment>
        <translation>die Partie %1 gehört jetzt %2: dessen Fassung zählt</translation>
    </message>
    <message>
        <source>Makes a PostgreSQL database the club&apos;s server and gives each table and organiser a login, with a superuser&apos;s connection; hands a game over to another table, with its owner&apos;s or an organiser&apos;s.</source>
        <translation>Macht mit der Verbindung eines Superusers eine PostgreSQL-Datenbank zum Clubserver und gibt jedem Tisch und jeder Organisatorin oder jedem Organisator ein Login; übergibt mit der Verbindung des Besitzers oder der Organisation eine Partie an einen anderen Tisch.</translation>
    </message>
    <message>
        <source>The club&apos;s database, a postgresql:// URL or a libpq connection string: a superuser&apos;s for setup and add-*, the owning table&apos;s or an organiser&apos;s for hand-over.</source>
        <translation>Die Datenbank des Clubs, eine postgresql://-URL oder eine libpq-Verbindungszeichenkette: die eines Superusers für setup und add-*, die des besitzenden Tisches oder der Organisation für hand-over.</translation>
    </message>
    <message>
        <source>With hand-over: the table that gets the game, by its library&apos;s name or its device id.</source>
        <translation>Mit hand-over: der Tisch, der die Partie bekommt, mit dem Namen seiner Bibliothek oder der Kennung seines Geräts.</translation>
    </message>
    <message>
        <source>table</source>
        <extracomment>In --help, the value of --to: &quot;--to &lt;table&gt;&quot;</extracomment>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>%1 a game&apos;s UUID, %2 its players&apos; names</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>awaiting the organiser: %1 holds another version of %2&apos;s game %3</source>
        <extracomment>%1 the table holding the version, %2 the table that owns the game, %3 the game (UUID and players)</extracomment>
        <translation>wartet auf die Organisation: %1 hat eine andere Fassung der Partie von %2 %3</translation>
    </message>
    <message>
        <source>left out: the rules refuse %1&apos;s game %2</source>
        <extracomment>%1 the table, %2 the game (UUID and players)</extracomment>
        <translation>ausgelassen: die Regeln lehnen die Partie von %1 ab %2</translation>
    </message>
    <message>
        <source>a version counts once its table owns the game: meeple-ledger-cli club hand-over GAME --to TABLE --server ADDRESS</source>
        <translation>eine Fassung zählt, sobald ihrem Tisch die Partie gehört: meeple-ledger-cli club hand-over PARTIE --to TISCH --server ADRESSE</translation>
    </message>
    <message>
        <source>%1: pushed revision %2, kept for the organiser: the game belongs to %3, whose version the league counts</source>
        <extracomment>%1 the game&apos;s UUID, %2 its revision number, %3 the table that owns the game</extracomment>
        <translation>%1: Revision %2 gesendet, für die Organisation behalten: die Partie gehört %3, dessen Fassung die Liga zählt</translation>
    </message>
    <message>
        <source>the season&apos;s name holds a control character or a text-direction override</source>
        <translation>der Name der Saison enthält ein Steuerzeichen oder ein Zeichen, das die Schreibrichtung umkehrt</translation>
    </message>
    <message>
        <source>the season&apos;s name is longer than %1 characters</source>
        <extracomment>%1 the longest a name may be (40)</extracomment>
        <translation>der Name der Saison ist länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli library [--library FILE] import RECORD… | list [--json] | export ID [OUT] | name [NAME] | backup OUT | restore IN | csv [--finished] [ID…] [OUT] | keep-intact ID | where</source>
        <translation>Aufruf: meeple-ledger-cli library [--library DATEI] import PARTIE… | list [--json] | export NR [ZIEL] | name [NAME] | backup ZIEL | restore QUELLE | csv [--finished] [NR…] [ZIEL] | keep-intact NR | where</translation>
    </message>
    <message>
        <source>Keeps the events of a game changed outside the app, up to the first changed one, as a new game.</source>
        <translation>Behält die Ereignisse einer außerhalb der App geänderten Partie bis zum ersten geänderten als neue Partie.</translation>
    </message>
    <message>
        <source>note: game %1 was changed outside Meeple Ledger at its event %2; the backup holds it as it is (library keep-intact %1 keeps the events before)</source>
        <extracomment>%1 the game&apos;s number, %2 the event&apos;s index in it</extracomment>
        <translation>Hinweis: die Partie %1 wurde außerhalb von Meeple Ledger bei ihrem Ereignis %2 geändert; die Sicherung enthält sie, wie sie ist (library keep-intact %1 behält die Ereignisse davor)</translation>
    </message>
    <message>
        <source>game %1 holds the intact events of game %2</source>
        <extracomment>%1 the new game&apos;s number, %2 the changed game&apos;s number</extracomment>
        <translation>die Partie %1 enthält die unversehrten Ereignisse der Partie %2</translation>
    </message>
    <message>
        <source>%1: not pushed: %2</source>
        <extracomment>%1 the game&apos;s UUID, %2 the library&apos;s sentence saying which event was changed</extracomment>
        <translation>%1: nicht gesendet: %2</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli club setup | add-table NAME | add-organiser NAME --server ADDRESS [--host HOST] [--new-password] | club hand-over GAME --to TABLE --server ADDRESS | club check-results --server ADDRESS [--repair]</source>
        <translation>Aufruf: meeple-ledger-cli club setup | add-table NAME | add-organiser NAME --server ADRESSE [--host HOST] [--new-password] | club hand-over PARTIE --to TISCH --server ADRESSE | club check-results --server ADRESSE [--repair]</translation>
    </message>
    <message>
        <source>Replays every counted game on the server and compares it with the result kept beside it, which the league reads; lists each that differs or is missing. --repair (an organiser&apos;s connection) keeps the replay&apos;s result instead.</source>
        <translation>Spielt jede gezählte Partie auf dem Server nach und vergleicht sie mit dem daneben aufbewahrten Ergebnis, das die Liga liest; nennt jedes, das abweicht oder fehlt. --repair (eine Verbindung der Organisation) bewahrt stattdessen das Ergebnis des Nachspielens auf.</translation>
    </message>
    <message>
        <source>refused by the rules</source>
        <translation>von den Regeln abgelehnt</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>a seat in a result: %1 the player&apos;s name, %2 the score</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>finished: %1</source>
        <extracomment>%1 the seats with their scores (&quot;Ana 32, Ben 25&quot;)</extracomment>
        <translation>beendet: %1</translation>
    </message>
    <message>
        <source>game %1 (%2, revision %3)</source>
        <extracomment>%1 the game&apos;s UUID, %2 the table holding it, %3 the revision</extracomment>
        <translation>Partie %1 (%2, Revision %3)</translation>
    </message>
    <message>
        <source>%1: no result kept; its events replay to %2</source>
        <extracomment>%1 the version (&quot;game UUID (Table 3, revision 12)&quot;), %2 its replayed result</extracomment>
        <translation>%1: kein Ergebnis aufbewahrt; ihre Ereignisse ergeben beim Nachspielen %2</translation>
    </message>
    <message>
        <source>%1: kept %2, but its events replay to %3</source>
        <extracomment>%1 the version, %2 the result kept on the server, %3 the replayed result</extracomment>
        <translation>%1: aufbewahrt ist %2, aber ihre Ereignisse ergeben beim Nachspielen %3</translation>
    </message>
    <message numerus="yes">
        <source>%n counted game(s) checked: every kept result is what its events replay to</source>
        <extracomment>%n the games checked</extracomment>
        <translation>
            <numerusform>%n gezählte Partie geprüft: jedes aufbewahrte Ergebnis ist das, was ihre Ereignisse beim Nachspielen ergeben</numerusform>
            <numerusform>%n gezählte Partien geprüft: jedes aufbewahrte Ergebnis ist das, was ihre Ereignisse beim Nachspielen ergeben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counted game(s) checked: %1 result(s) kept anew from the replay</source>
        <extracomment>%n the games checked, %1 how many results were kept anew</extracomment>
        <translation>
            <numerusform>%n gezählte Partie geprüft: %1 Ergebnis(se) neu aus dem Nachspielen aufbewahrt</numerusform>
            <numerusform>%n gezählte Partien geprüft: %1 Ergebnis(se) neu aus dem Nachspielen aufbewahrt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counted game(s) checked: %1 kept result(s) differ from the replay (--repair keeps the replay&apos;s)</source>
        <extracomment>%n the games checked, %1 how many differ</extracomment>
        <translation>
            <numerusform>%n gezählte Partie geprüft: %1 aufbewahrte(s) Ergebnis(se) weicht/weichen vom Nachspielen ab (--repair bewahrt das des Nachspielens auf)</numerusform>
            <numerusform>%n gezählte Partien geprüft: %1 aufbewahrte(s) Ergebnis(se) weicht/weichen vom Nachspielen ab (--repair bewahrt das des Nachspielens auf)</numerusform>
        </translation>
    </message>
    <message>
        <source>With check-results: keeps each replayed result that differs from the kept one (an organiser&apos;s role).</source>
        <translation>Mit check-results: bewahrt jedes Ergebnis des Nachspielens auf, das vom aufbewahrten abweicht (eine Rolle der Organisation).</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Keeps the score of a physical Carcassonne game.</source>
        <translation>Führt den Punktestand einer Carcassonne-Partie am Tisch.</translation>
    </message>
    <message>
        <source>Show every screen once and quit; exit status 1 if one does not load cleanly. Uses a library of its own unless --library is given.</source>
        <translation>Jeden Bildschirm einmal zeigen und beenden; Rückgabewert 1, wenn einer nicht fehlerfrei lädt. Verwendet eine eigene Sammlung, außer --library ist angegeben.</translation>
    </message>
    <message>
        <source>The game library file to use instead of the default one.</source>
        <translation>Die Datei der Spielesammlung, die statt der üblichen verwendet wird.</translation>
    </message>
    <message>
        <source>The screen to show first: start, setup, table or final.</source>
        <translation>Der Bildschirm, der zuerst erscheint: start, setup, table oder final.</translation>
    </message>
    <message>
        <source>A meeple-ledger/1 game record to import and open.</source>
        <translation>Eine Partieaufzeichnung (meeple-ledger/1), die importiert und geöffnet wird.</translation>
    </message>
    <message>
        <source>Quit as soon as the first frame is drawn (start-up timing).</source>
        <translation>Beenden, sobald das erste Bild gezeichnet ist (Startzeit messen).</translation>
    </message>
    <message>
        <source>The language to speak: en, de, fr, es, it, nl, pl or cs (kept for the next start).</source>
        <translation>Die Sprache der App: en, de, fr, es, it, nl, pl oder cs (bleibt für den nächsten Start).</translation>
    </message>
    <message>
        <source>Set up a new game (in the running window if there is one).</source>
        <translation>Eine neue Partie vorbereiten (im laufenden Fenster, falls es eines gibt).</translation>
    </message>
    <message>
        <source>Resume the unfinished game played last (in the running window if there is one).</source>
        <translation>Die zuletzt gespielte, unfertige Partie fortsetzen (im laufenden Fenster, falls es eines gibt).</translation>
    </message>
    <message>
        <source>A game of Carcassonne is being scored</source>
        <translation>Eine Partie Carcassonne wird gewertet</translation>
    </message>
    <message>
        <source>file</source>
        <extracomment>In --help, what an option takes: &quot;--library &lt;file&gt;&quot;</extracomment>
        <translation>Datei</translation>
    </message>
    <message>
        <source>name</source>
        <extracomment>In --help, what --screen takes: &quot;--screen &lt;name&gt;&quot;</extracomment>
        <translation>Name</translation>
    </message>
    <message>
        <source>code</source>
        <extracomment>In --help, what --language takes: &quot;--language &lt;code&gt;&quot; (a language code such as de)</extracomment>
        <translation>Code</translation>
    </message>
    <message>
        <source>no display found; run it on a desktop, or headless with: %1</source>
        <extracomment>%1 the command that runs the app without a screen</extracomment>
        <translation>kein Bildschirm gefunden; starte es auf einem Desktop oder ohne Bildschirm mit: %1</translation>
    </message>
    <message>
        <source>give at most one game record</source>
        <translation>gib höchstens eine Partieaufzeichnung an</translation>
    </message>
    <message>
        <source>give only one of a game record, --new-game and --resume, and --screen with neither of the last two</source>
        <translation>gib nur eines an: eine Partieaufzeichnung, --new-game oder --resume; und --screen nur ohne die beiden letzten</translation>
    </message>
    <message>
        <source>--screen takes start, setup, table or final</source>
        <translation>--screen nimmt start, setup, table oder final</translation>
    </message>
    <message>
        <source>--language takes one of %1</source>
        <extracomment>%1 the language codes, joined by &quot;, &quot;</extracomment>
        <translation>--language nimmt einen dieser Codes: %1</translation>
    </message>
    <message>
        <source>record</source>
        <extracomment>In --help, the name of the optional argument, a game record: &quot;meeple-ledger [options] [record]&quot;</extracomment>
        <translation>Aufzeichnung</translation>
    </message>
    <message>
        <source>self-test failed: QML warnings: %1</source>
        <extracomment>%1 how many warnings QML gave (a number, 1 or more)</extracomment>
        <translation>Selbsttest fehlgeschlagen: QML-Warnungen: %1</translation>
    </message>
    <message>
        <source>self-test failed: the screens did not all load in time</source>
        <translation>Selbsttest fehlgeschlagen: nicht alle Bildschirme wurden rechtzeitig geladen</translation>
    </message>
    <message>
        <source>self-test passed (every screen loaded, frames drawn)</source>
        <translation>Selbsttest bestanden (jeder Bildschirm geladen, Bilder gezeichnet)</translation>
    </message>
    <message>
        <source>self-test passed (every screen loaded, no frame drawn on this platform)</source>
        <translation>Selbsttest bestanden (jeder Bildschirm geladen, auf dieser Plattform kein Bild gezeichnet)</translation>
    </message>
    <message>
        <source>self-test failed: the main QML object is not a window</source>
        <translation>Selbsttest fehlgeschlagen: das QML-Hauptobjekt ist kein Fenster</translation>
    </message>
    <message>
        <source>--club-screen: %1</source>
        <extracomment>%1 why the club screen has no server to watch (a sentence)</extracomment>
        <translation>--club-screen: %1</translation>
    </message>
    <message>
        <source>The club&apos;s games are being shown</source>
        <translation>Die Partien des Clubs werden gezeigt</translation>
    </message>
    <message>
        <source>Show the club screen (for a projector): every table&apos;s game in progress, live from the club server (the one set in the club settings, or --server).</source>
        <translation>Die Clubanzeige zeigen (für einen Beamer): die laufende Partie jedes Tisches, live vom Clubserver (dem in den Club-Einstellungen gesetzten oder --server).</translation>
    </message>
    <message>
        <source>The club server for --club-screen: a libpq connection string or a postgresql:// URL (the password from ~/.pgpass or PGPASSWORD).</source>
        <translation>Der Clubserver für --club-screen: eine libpq-Verbindungszeichenkette oder eine postgresql://-URL (das Passwort aus ~/.pgpass oder PGPASSWORD).</translation>
    </message>
    <message>
        <source>address</source>
        <extracomment>In --help, what --server takes: &quot;--server &lt;address&gt;&quot; (a connection string or URL)</extracomment>
        <translation>adresse</translation>
    </message>
    <message>
        <source>--server goes with --club-screen, which takes neither a record, --library nor --screen</source>
        <translation>--server gehört zu --club-screen, das weder eine Partiedatei noch --library oder --screen nimmt</translation>
    </message>
    <message>
        <source>the app&apos;s models could not be loaded</source>
        <translation>die Daten der App konnten nicht geladen werden</translation>
    </message>
</context>
<context>
    <name>ml::ClubListener</name>
    <message>
        <source>listen for the tables&apos; pushes</source>
        <extracomment>what was being done, inside &quot;the club server refused to …&quot;</extracomment>
        <translation>auf die Sendungen der Tische horchen</translation>
    </message>
</context>
<context>
    <name>ml::ClubSettings</name>
    <message>
        <source>Connected to %1; the connection is encrypted.</source>
        <extracomment>%1 the server&apos;s address (no password)</extracomment>
        <translation>Verbunden mit %1; die Verbindung ist verschlüsselt.</translation>
    </message>
    <message>
        <source>Connected to %1; the connection is not encrypted.</source>
        <extracomment>%1 the server&apos;s address (no password)</extracomment>
        <translation>Verbunden mit %1; die Verbindung ist nicht verschlüsselt.</translation>
    </message>
    <message>
        <source>Not synced at %1 (trying again soon): %2</source>
        <extracomment>%1 the time of day, %2 what went wrong, a sentence of its own</extracomment>
        <translation>Um %1 nicht abgeglichen (neuer Versuch in Kürze): %2</translation>
    </message>
    <message numerus="yes">
        <source>Synced with the club at %1: %n game(s) pushed.</source>
        <extracomment>%1 the time of day, %n how many games were pushed</extracomment>
        <translation>
            <numerusform>Um %1 mit dem Club abgeglichen: %n Partie gesendet.</numerusform>
            <numerusform>Um %1 mit dem Club abgeglichen: %n Partien gesendet.</numerusform>
        </translation>
    </message>
    <message>
        <source>no club server is set (the start screen&apos;s Club button)</source>
        <translation>es ist kein Clubserver eingestellt (Schaltfläche „Club“ auf dem Startbildschirm)</translation>
    </message>
    <message numerus="yes">
        <source>Synced with the club at %1 over a connection that is not encrypted: %n game(s) pushed.</source>
        <extracomment>%1 the time of day, %n how many games were pushed</extracomment>
        <translation>
            <numerusform>Um %1 über eine unverschlüsselte Verbindung mit dem Club abgeglichen: %n Partie gesendet.</numerusform>
            <numerusform>Um %1 über eine unverschlüsselte Verbindung mit dem Club abgeglichen: %n Partien gesendet.</numerusform>
        </translation>
    </message>
</context>
</TS>
