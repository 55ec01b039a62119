<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Meeple Ledger</source>
        <translation>Over Meeple Ledger</translation>
    </message>
    <message>
        <source>Version %1</source>
        <extracomment>%1 is the version number, e.g. 0.1.0</extracomment>
        <translation>Versie %1</translation>
    </message>
    <message>
        <source>A scoring assistant for physical games of Carcassonne: the players keep their tiles and meeples on the table, the app counts and explains every point.</source>
        <translation>Een scorehulp voor potjes Carcassonne op tafel: de spelers houden hun tegels en horigen op tafel, de app telt en verklaart elk punt.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licentie</translation>
    </message>
    <message>
        <source>Meeple Ledger is free software: you may share and change it under the GNU General Public License, version 3 or any later version (GPL-3.0-or-later). It comes with no warranty.</source>
        <translation>Meeple Ledger is vrije software: je mag het delen en wijzigen onder de GNU General Public License, versie 3 of een latere versie (GPL-3.0-or-later). Het wordt geleverd zonder enige garantie.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>The rules follow the publishers&apos; rulebooks (Hans im Glück, and Z-Man Games&apos; English edition where a game option chooses it) and the pages of each expansion on Wikicarpedia (wikicarpedia.com), the community&apos;s rules wiki, with the official answers it collects.</source>
        <translation>De regels volgen de spelregelboekjes van de uitgevers (Hans im Glück, en de Engelse uitgave van Z-Man Games waar een spelinstelling die kiest) en de pagina&apos;s van elke uitbreiding op Wikicarpedia (wikicarpedia.com), de regelwiki van de spelersgemeenschap, met de officiële antwoorden die het verzamelt.</translation>
    </message>
    <message>
        <source>Carcassonne is a trademark of Hans im Glück Verlags-GmbH. Meeple Ledger is not made or endorsed by the publishers.</source>
        <translation>Carcassonne is een handelsmerk van Hans im Glück Verlags-GmbH. Meeple Ledger is niet gemaakt of goedgekeurd door de uitgevers.</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Gegevensmap</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
</context>
<context>
    <name>ActionDialog</name>
    <message>
        <source>Confirm</source>
        <translation>Bevestigen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Enter, then end the turn</source>
        <translation>Invoeren, dan beurt beëindigen</translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <extracomment>the keys that enter the dialog&apos;s action and then end the turn</extracomment>
        <translation>Ctrl+Enter</translation>
    </message>
</context>
<context>
    <name>AdjustDialog</name>
    <message>
        <source>Correct a score</source>
        <translation>Een score corrigeren</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>Corrigeren</translation>
    </message>
    <message>
        <source>Points (negative to take away)</source>
        <translation>Punten (negatief om af te trekken)</translation>
    </message>
    <message>
        <source>Reason, e.g. forgot to score a road in turn 12</source>
        <translation>Reden, bijv. weg in beurt 12 vergeten te tellen</translation>
    </message>
</context>
<context>
    <name>Animals</name>
    <message>
        <source>flea</source>
        <translation>vlo</translation>
    </message>
    <message>
        <source>monkey</source>
        <translation>aap</translation>
    </message>
    <message>
        <source>seal</source>
        <translation>zeehond</translation>
    </message>
    <message>
        <source>bear</source>
        <translation>beer</translation>
    </message>
    <message>
        <source>tiger</source>
        <translation>tijger</translation>
    </message>
    <message>
        <source>elephant</source>
        <translation>olifant</translation>
    </message>
    <message>
        <source>Flea</source>
        <translation>Vlo</translation>
    </message>
    <message>
        <source>Monkey</source>
        <translation>Aap</translation>
    </message>
    <message>
        <source>Seal</source>
        <translation>Zeehond</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Beer</translation>
    </message>
    <message>
        <source>Tiger</source>
        <translation>Tijger</translation>
    </message>
    <message>
        <source>Elephant</source>
        <translation>Olifant</translation>
    </message>
</context>
<context>
    <name>AppState</name>
    <message>
        <source>The game library is not open.</source>
        <translation>De spelbibliotheek is niet geopend.</translation>
    </message>
    <message>
        <source>The game library file was not a game library. It was moved aside, unchanged, to %1, and a new library was started.</source>
        <extracomment>%1 where the damaged file was moved</extracomment>
        <translation>Het bestand van de spelbibliotheek was geen spelbibliotheek. Het is ongewijzigd opzij gezet naar %1 en er is een nieuwe bibliotheek begonnen.</translation>
    </message>
    <message>
        <source>The game library was damaged. It was moved aside, unchanged, to %1, and a new library was started.</source>
        <extracomment>%1 where the damaged file was moved</extracomment>
        <translation>De spelbibliotheek was beschadigd. Hij is ongewijzigd opzij gezet naar %1 en er is een nieuwe bibliotheek begonnen.</translation>
    </message>
    <message>
        <source>Its games could not be recovered: %1</source>
        <extracomment>%1 the reason</extracomment>
        <translation>De spellen erin konden niet worden teruggehaald: %1</translation>
    </message>
    <message>
        <source>Games recovered from it: %1. Games that could not be read or replayed (they stay in the damaged copy): %2.</source>
        <extracomment>%1 how many games were recovered, %2 how many could not be</extracomment>
        <translation>Teruggehaalde spellen: %1. Spellen die niet gelezen of nagespeeld konden worden (ze blijven in de beschadigde kopie): %2.</translation>
    </message>
    <message>
        <source>Part of its list of games could not be read either.</source>
        <translation>Ook een deel van de lijst met spellen was onleesbaar.</translation>
    </message>
</context>
<context>
    <name>BigTopStep</name>
    <message>
        <source>Big top</source>
        <translation>Circustent</translation>
    </message>
    <message>
        <source>Score the big top (C)…</source>
        <translation>Circustent tellen (C)…</translation>
    </message>
</context>
<context>
    <name>BoardPanel</name>
    <message>
        <source>Board</source>
        <translation>Speelveld</translation>
    </message>
    <message numerus="yes">
        <source>%n occupied feature(s)</source>
        <extracomment>%n how many features on the board have figures on them</extracomment>
        <translation>
            <numerusform>%n bezet gebied</numerusform>
            <numerusform>%n bezette gebieden</numerusform>
        </translation>
    </message>
    <message>
        <source>No figure on the board yet.</source>
        <translation>Nog geen pion op het speelveld.</translation>
    </message>
</context>
<context>
    <name>ChoiceStep</name>
    <message>
        <source>%1&apos;s robber on space %2: whom does it rob?</source>
        <extracomment>%1 the robber&apos;s owner, %2 the track space</extracomment>
        <translation>Rover van %1 op vak %2: wie berooft hij?</translation>
    </message>
    <message>
        <source>Suggested: %1 — %2</source>
        <extracomment>%1 the player&apos;s name, %2 the reason (&quot;the most points&quot;)</extracomment>
        <translation>Aanbevolen: %1 — %2</translation>
    </message>
    <message>
        <source>Which scoring figure takes the stolen points?</source>
        <translation>Welke telsteen krijgt de gestolen punten?</translation>
    </message>
    <message numerus="yes">
        <source>Rob %1&apos;s %2: %n point(s), takes %3</source>
        <extracomment>%1 the robbed player&apos;s name, %2 their scoring figure, %n the points it moved, %3 the robber&apos;s share</extracomment>
        <translation>
            <numerusform>%1 beroven (%2): %n punt, neemt %3</numerusform>
            <numerusform>%1 beroven (%2): %n punten, neemt %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep the suggestion</source>
        <translation>Aanbeveling aanhouden</translation>
    </message>
</context>
<context>
    <name>CircusDialog</name>
    <message>
        <source>Score the big top</source>
        <translation>Circustent tellen</translation>
    </message>
    <message>
        <source>Which animal token was revealed?</source>
        <translation>Welke dierenfiche is omgedraaid?</translation>
    </message>
    <message>
        <source>Figures of each player around the big top</source>
        <translation>Pionnen van elke speler rond de circustent</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 (%n left)</source>
        <extracomment>%1 the animal of a big top token, %2 the points it gives each figure (&quot;5 points&quot;), %n the tokens of that animal still face down</extracomment>
        <translation>
            <numerusform>%1 · %2 (nog %n)</numerusform>
            <numerusform>%1 · %2 (nog %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>the points a big top token gives each figure around the big top</extracomment>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClubAddress</name>
    <message>
        <source>the port &quot;%1&quot; is not a number from 1 to 65535</source>
        <extracomment>%1 what was given as the port</extracomment>
        <translation>de poort ‘%1’ is geen getal van 1 tot 65535</translation>
    </message>
    <message>
        <source>the value of %1 may not contain &quot;;&quot;</source>
        <extracomment>%1 a connection keyword such as sslmode</extracomment>
        <translation>de waarde van %1 mag geen ‘;’ bevatten</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a connection keyword</source>
        <extracomment>%1 the unknown keyword in the connection string</extracomment>
        <translation>‘%1’ is geen verbindingssleutelwoord</translation>
    </message>
    <message>
        <source>the URL cannot be read: %1</source>
        <extracomment>%1 why the URL cannot be read (Qt&apos;s words, about the URL without its user name and password)</extracomment>
        <translation>de URL is niet leesbaar: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no &quot;=&quot; and value</source>
        <extracomment>%1 a keyword of the connection string</extracomment>
        <translation>‘%1’ heeft geen ‘=’ en waarde</translation>
    </message>
    <message>
        <source>the quoted value of %1 is not closed</source>
        <extracomment>%1 a keyword of the connection string</extracomment>
        <translation>de waarde tussen aanhalingstekens van %1 is niet gesloten</translation>
    </message>
    <message>
        <source>no server was given</source>
        <translation>er is geen server opgegeven</translation>
    </message>
    <message>
        <source>only postgresql:// URLs and libpq connection strings are understood</source>
        <translation>alleen postgresql://-URL&apos;s en libpq-verbindingsreeksen worden begrepen</translation>
    </message>
    <message>
        <source>the database name (dbname) is missing</source>
        <translation>de naam van de database (dbname) ontbreekt</translation>
    </message>
    <message>
        <source>the PostgreSQL driver of Qt Sql is not installed (Debian package libqt6sql6-psql)</source>
        <translation>het PostgreSQL-stuurprogramma van Qt Sql is niet geïnstalleerd (Debian-pakket libqt6sql6-psql)</translation>
    </message>
    <message>
        <source>the club server %1 refused the connection: %2</source>
        <extracomment>%1 the server&apos;s address (no password), %2 the driver&apos;s reason</extracomment>
        <translation>de clubserver %1 heeft de verbinding geweigerd: %2</translation>
    </message>
    <message>
        <source>the club server %1 cannot be reached: %2</source>
        <extracomment>%1 the server&apos;s address (no password), %2 the driver&apos;s reason</extracomment>
        <translation>de clubserver %1 is niet bereikbaar: %2</translation>
    </message>
    <message>
        <source>the user name, the password or the options after &quot;?&quot; cannot be read: characters such as @, /, ? and # in them must be percent-encoded</source>
        <translation>de gebruikersnaam, het wachtwoord of de opties na ‘?’ zijn niet leesbaar: tekens als @, /, ? en # moeten daarin procent-gecodeerd zijn</translation>
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
        <translation>Elke partij die hier is opgeslagen, wordt ook naar de PostgreSQL-server van de club gestuurd zodra die bereikbaar is. De partijen blijven hoe dan ook op deze computer.</translation>
    </message>
    <message>
        <source>Connection (a postgresql:// URL or a libpq connection string)</source>
        <translation>Verbinding (een postgresql://-URL of een libpq-verbindingsreeks)</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Verbinding</translation>
    </message>
    <message>
        <source>Password (one is kept; leave empty to keep it)</source>
        <translation>Wachtwoord (er is er een bewaard; laat leeg om het te houden)</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Wachtwoord</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Verbinding testen</translation>
    </message>
    <message>
        <source>Encrypted: yes</source>
        <translation>Versleuteld: ja</translation>
    </message>
    <message>
        <source>Encrypted: no</source>
        <translation>Versleuteld: nee</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Opslaan</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
</context>
<context>
    <name>ClubLeague</name>
    <message>
        <source>read the club&apos;s seasons</source>
        <translation>de seizoenen van de club lezen</translation>
    </message>
    <message>
        <source>the club server has no season called &quot;%1&quot;</source>
        <extracomment>%1 the season&apos;s name as given</extracomment>
        <translation>de clubserver heeft geen seizoen met de naam ‘%1’</translation>
    </message>
    <message>
        <source>set the season &quot;%1&quot;</source>
        <extracomment>%1 the season&apos;s name</extracomment>
        <translation>het seizoen ‘%1’ instellen</translation>
    </message>
    <message>
        <source>read the club&apos;s games</source>
        <translation>de partijen van de club lezen</translation>
    </message>
    <message>
        <source>read the club&apos;s results</source>
        <translation>de uitslagen van de club lezen</translation>
    </message>
</context>
<context>
    <name>ClubResults</name>
    <message>
        <source>keep the result of game %1</source>
        <extracomment>%1 the game&apos;s UUID</extracomment>
        <translation>de uitslag van partij %1 bewaren</translation>
    </message>
    <message>
        <source>read the kept results</source>
        <translation>de bewaarde uitslagen lezen</translation>
    </message>
    <message>
        <source>only an organiser&apos;s role may repair the kept results; without --repair any role may check them</source>
        <translation>alleen de rol van een organisator mag de bewaarde uitslagen herstellen; zonder --repair mag elke rol ze controleren</translation>
    </message>
    <message>
        <source>repair the kept results</source>
        <translation>de bewaarde uitslagen herstellen</translation>
    </message>
</context>
<context>
    <name>ClubSchema</name>
    <message>
        <source>the club server went away while trying to %1: %2</source>
        <extracomment>%1 what was being done (&quot;push game …&quot;), %2 the driver&apos;s reason</extracomment>
        <translation>de clubserver viel weg tijdens ‘%1’: %2</translation>
    </message>
    <message>
        <source>the club server refused to %1: %2</source>
        <extracomment>%1 what was being done (&quot;push game …&quot;), %2 the server&apos;s reason</extracomment>
        <translation>de clubserver weigerde ‘%1’: %2</translation>
    </message>
    <message>
        <source>read the schema version</source>
        <translation>schemaversie lezen</translation>
    </message>
    <message>
        <source>the database has no schema &quot;meeple&quot;: run the club&apos;s setup SQL as a superuser first (docs/club.md)</source>
        <translation>de database heeft geen schema ‘meeple’: voer eerst de inrichtings-SQL van de club uit als superuser (docs/club.md)</translation>
    </message>
    <message>
        <source>the club server&apos;s schema is at version %1, newer than this program knows (%2); update Meeple Ledger</source>
        <extracomment>%1 the server&apos;s schema version, %2 the newest this program knows</extracomment>
        <translation>het schema van de clubserver heeft versie %1, nieuwer dan dit programma kent (%2); werk Meeple Ledger bij</translation>
    </message>
    <message>
        <source>the club server&apos;s schema is at version %1 and this program needs %2: connect once with an organiser&apos;s role to upgrade it</source>
        <extracomment>%1 the server&apos;s schema version, %2 the one this program needs</extracomment>
        <translation>het schema van de clubserver heeft versie %1 en dit programma heeft %2 nodig: maak één keer verbinding met een organisatorrol om het bij te werken</translation>
    </message>
    <message>
        <source>upgrade the schema</source>
        <translation>schema bijwerken</translation>
    </message>
    <message>
        <source>the club server&apos;s schema is at version %1, which no upgrade starts from</source>
        <extracomment>%1 the server&apos;s schema version</extracomment>
        <translation>het schema van de clubserver heeft versie %1, waarvan geen enkele bijwerking uitgaat</translation>
    </message>
    <message>
        <source>the club server went away while trying to %1: the connection was closed</source>
        <extracomment>%1 what was being done (&quot;push game …&quot;)</extracomment>
        <translation>de clubserver viel weg tijdens ‘%1’: de verbinding is gesloten</translation>
    </message>
</context>
<context>
    <name>ClubScreen</name>
    <message>
        <source>Club night</source>
        <translation>Clubavond</translation>
    </message>
    <message>
        <source>Live · updated %1</source>
        <extracomment>%1 the time of day the club server was last read</extracomment>
        <translation>Live · bijgewerkt om %1</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Niet verbonden</translation>
    </message>
    <message>
        <source>%1. Trying again…</source>
        <extracomment>%1 why the club server cannot be read (a sentence without its full stop); the screen keeps trying by itself</extracomment>
        <translation>%1. Opnieuw proberen…</translation>
    </message>
    <message>
        <source>No game in progress at any table.</source>
        <translation>Aan geen enkele tafel loopt een partij.</translation>
    </message>
    <message numerus="yes">
        <source>turn %n</source>
        <extracomment>%n how many turns the game at that table has begun</extracomment>
        <translation>
            <numerusform>beurt %n</numerusform>
            <numerusform>beurt %n</numerusform>
        </translation>
    </message>
    <message>
        <source>to play</source>
        <translation>aan de beurt</translation>
    </message>
    <message>
        <source>Standings: %1</source>
        <extracomment>%1 the season&apos;s name</extracomment>
        <translation>Stand: %1</translation>
    </message>
    <message>
        <source>Standings: every game</source>
        <translation>Stand: alle partijen</translation>
    </message>
    <message>
        <source>No finished game yet.</source>
        <translation>Nog geen afgeronde partij.</translation>
    </message>
    <message>
        <source>%1 of %2 won</source>
        <extracomment>%1 wins, %2 games: &quot;2 of 3 won&quot;</extracomment>
        <translation>%1 van %2 gewonnen</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) counted.</source>
        <extracomment>%n finished games the standings count</extracomment>
        <translation>
            <numerusform>%n afgeronde partij meegeteld.</numerusform>
            <numerusform>%n afgeronde partijen meegeteld.</numerusform>
        </translation>
    </message>
    <message>
        <source>Another table holds another version of this game: it awaits the organiser.</source>
        <translation>Een andere tafel heeft een andere versie van deze partij: die wacht op de organisator.</translation>
    </message>
    <message numerus="yes">
        <source>%n version(s) from a table that does not own the game await the organiser; they count for nothing.</source>
        <extracomment>%n versions of games held by tables that do not own them</extracomment>
        <translation>
            <numerusform>%n versie van een tafel die de partij niet bezit, wacht op de organisator; ze telt niet mee.</numerusform>
            <numerusform>%n versies van tafels die de partij niet bezitten, wachten op de organisator; ze tellen niet mee.</numerusform>
        </translation>
    </message>
    <message>
        <source>Table %1</source>
        <extracomment>%1 the first characters of the device id of a library without a name</extracomment>
        <translation>Tafel %1</translation>
    </message>
</context>
<context>
    <name>ClubSecrets</name>
    <message>
        <source>the folder %1 cannot be created</source>
        <extracomment>%1 a folder</extracomment>
        <translation>de map %1 kan niet worden aangemaakt</translation>
    </message>
    <message>
        <source>the password cannot be kept in %1: %2</source>
        <extracomment>%1 a file, %2 the reason</extracomment>
        <translation>het wachtwoord kan niet in %1 worden bewaard: %2</translation>
    </message>
</context>
<context>
    <name>ClubSetup</name>
    <message>
        <source>the club server refused to %1: that needs a superuser&apos;s connection (or a role that may create roles), such as the postgres user&apos;s</source>
        <extracomment>%1 what was being done (&quot;create the login role table_3&quot;)</extracomment>
        <translation>de clubserver weigerde ‘%1’: daarvoor is de verbinding van een superuser nodig (of van een rol die rollen mag aanmaken), zoals die van de gebruiker postgres</translation>
    </message>
    <message>
        <source>create the club&apos;s roles and schema</source>
        <translation>de rollen en het schema van de club aanmaken</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a login&apos;s name: use 1 to 63 lower-case letters, digits and _, starting with a letter (table_3)</source>
        <extracomment>%1 the name given for a table&apos;s or an organiser&apos;s login</extracomment>
        <translation>‘%1’ kan geen loginnaam zijn: gebruik 1 tot 63 kleine letters, cijfers en _, te beginnen met een letter (table_3)</translation>
    </message>
    <message>
        <source>create the login role %1</source>
        <extracomment>what was being done, inside &quot;the club server refused to …&quot;; %1 a login&apos;s name</extracomment>
        <translation>de loginrol %1 aanmaken</translation>
    </message>
</context>
<context>
    <name>ClubSync</name>
    <message>
        <source>register this library</source>
        <translation>deze bibliotheek aanmelden</translation>
    </message>
    <message>
        <source>this library (device %1) is registered on the club server by the role %2; connect with that role</source>
        <extracomment>%1 the library&apos;s device id, %2 the club role that registered it</extracomment>
        <translation>deze bibliotheek (apparaat %1) is op de clubserver aangemeld door de rol %2; maak verbinding met die rol</translation>
    </message>
    <message>
        <source>push game %1</source>
        <extracomment>%1 the game&apos;s UUID</extracomment>
        <translation>partij %1 versturen</translation>
    </message>
    <message>
        <source>read the club&apos;s games</source>
        <translation>de partijen van de club lezen</translation>
    </message>
    <message>
        <source>read which games the club server holds</source>
        <translation>lezen welke partijen de clubserver heeft</translation>
    </message>
    <message>
        <source>hand over game %1</source>
        <extracomment>%1 the game&apos;s UUID as given</extracomment>
        <translation>de partij %1 overdragen</translation>
    </message>
    <message>
        <source>the club server has no game %1 (give its UUID, or at least its first 8 characters)</source>
        <extracomment>%1 the game&apos;s UUID as given</extracomment>
        <translation>de clubserver heeft geen partij %1 (geef haar UUID, of minstens de eerste 8 tekens ervan)</translation>
    </message>
    <message>
        <source>more than one game on the club server begins with %1: give more of its UUID</source>
        <extracomment>%1 the beginning of a UUID as given</extracomment>
        <translation>meer dan één partij op de clubserver begint met %1: geef meer van haar UUID</translation>
    </message>
    <message>
        <source>game %1 belongs to %2: only that table or an organiser may hand it over</source>
        <extracomment>%1 the game&apos;s UUID, %2 the table that owns it</extracomment>
        <translation>de partij %1 hoort bij %2: alleen die tafel of een organisator mag haar overdragen</translation>
    </message>
    <message>
        <source>the club server knows no table called %1 (give its library&apos;s name or its device id)</source>
        <extracomment>%1 the device as given</extracomment>
        <translation>de clubserver kent geen tafel met de naam %1 (geef de naam van haar bibliotheek of de id van haar apparaat)</translation>
    </message>
    <message>
        <source>more than one table on the club server is called %1: give its device id</source>
        <extracomment>%1 the device as given</extracomment>
        <translation>meer dan één tafel op de clubserver heet %1: geef de id van haar apparaat</translation>
    </message>
    <message>
        <source>the club server cannot be reached now; try again in a moment</source>
        <translation>de clubserver is nu niet bereikbaar; probeer het zo opnieuw</translation>
    </message>
</context>
<context>
    <name>ClubWindow</name>
    <message>
        <source>Meeple Ledger — club night</source>
        <extracomment>the window title of the club&apos;s projector screen</extracomment>
        <translation>Meeple Ledger — clubavond</translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <source>Could not %1 in the game library %2: %3</source>
        <extracomment>%1 what was being done, one of this context&apos;s action phrases (&quot;read the games&quot;), %2 the library file, %3 SQLite&apos;s reason</extracomment>
        <translation>Kon in de spelbibliotheek %2 niet %1: %3</translation>
    </message>
    <message>
        <source>The game library %1 is not open.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>De spelbibliotheek %1 is niet geopend.</translation>
    </message>
    <message>
        <source>%1 is a SQLite database of another program, not a Meeple Ledger game library; it was left untouched.</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>%1 is een SQLite-database van een ander programma, geen spelbibliotheek van Meeple Ledger; er is niets aan veranderd.</translation>
    </message>
    <message>
        <source>%1 has tables but no game library schema version; it was left untouched.</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>%1 bevat tabellen maar geen schemaversie van een spelbibliotheek; er is niets aan veranderd.</translation>
    </message>
    <message>
        <source>The game library %1 was written by a newer version of Meeple Ledger (library schema %2; this version reads up to schema %3). It was left untouched: update Meeple Ledger to open it.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>De spelbibliotheek %1 is geschreven door een nieuwere versie van Meeple Ledger (schema %2; deze versie leest tot schema %3). Er is niets aan veranderd: werk Meeple Ledger bij om hem te openen.</translation>
    </message>
    <message>
        <source>The game library %1 is not a SQLite database (%2).</source>
        <extracomment>%1 the library file, %2 SQLite&apos;s reason</extracomment>
        <translation>De spelbibliotheek %1 is geen SQLite-database (%2).</translation>
    </message>
    <message>
        <source>The game library %1 is damaged (%2).</source>
        <extracomment>%1 the library file, %2 SQLite&apos;s reason</extracomment>
        <translation>De spelbibliotheek %1 is beschadigd (%2).</translation>
    </message>
    <message>
        <source>It could not be moved aside to %1 (%2), so nothing was changed; move or delete it, then open the library again.</source>
        <extracomment>%1 where the damaged file was to go, %2 the reason</extracomment>
        <translation>Hij kon niet opzij worden gezet naar %1 (%2), dus er is niets veranderd; verplaats of verwijder hem en open de bibliotheek opnieuw.</translation>
    </message>
    <message>
        <source>It was moved to %1, but %2 could not follow it (%3); move that file too before opening the library again.</source>
        <extracomment>%1 where the damaged file went, %2 a file that belongs with it (its journal), %3 the reason</extracomment>
        <translation>Hij is verplaatst naar %1, maar %2 kon niet mee (%3); verplaats ook dat bestand voordat je de bibliotheek opnieuw opent.</translation>
    </message>
    <message>
        <source>It was moved aside to %1 without changing it; opening the library again starts a new, empty one.</source>
        <extracomment>%1 where the damaged file went</extracomment>
        <translation>Hij is ongewijzigd opzij gezet naar %1; als je de bibliotheek opnieuw opent, begint er een nieuwe, lege.</translation>
    </message>
    <message>
        <source>prepare the backup before upgrading</source>
        <translation>de reservekopie vóór het bijwerken voorbereiden</translation>
    </message>
    <message>
        <source>The game library %1 needs an upgrade, but another program is using it; close that program and open the library again. Nothing was changed.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>De spelbibliotheek %1 moet worden bijgewerkt, maar een ander programma gebruikt hem; sluit dat programma en open de bibliotheek opnieuw. Er is niets veranderd.</translation>
    </message>
    <message>
        <source>Could not copy the game library %1 to %2 before upgrading it (%3); nothing was changed.</source>
        <extracomment>%1 the library file, %2 the copy&apos;s path, %3 the reason</extracomment>
        <translation>Kon de spelbibliotheek %1 vóór het bijwerken niet naar %2 kopiëren (%3); er is niets veranderd.</translation>
    </message>
    <message>
        <source>switch to write-ahead logging</source>
        <translation>overschakelen op write-ahead logging (WAL)</translation>
    </message>
    <message>
        <source>configure the connection</source>
        <translation>de verbinding instellen</translation>
    </message>
    <message>
        <source>create the tables</source>
        <translation>de tabellen aanmaken</translation>
    </message>
    <message>
        <source>Could not upgrade the game library %1 to schema %2 (%3): %4. The upgrade was rolled back and the library is still at schema %5; a copy made before it is at %6.</source>
        <extracomment>%1 the library file, %2 the schema version the upgrade leads to, %3 what that step changes (&quot;add a summary row to every game&quot;), %4 why it failed, %5 the version the library stays at, %6 the copy made before the upgrade %1 the library file&apos;s path</extracomment>
        <translation>Kon de spelbibliotheek %1 niet bijwerken naar schema %2 (%3): %4. De update is teruggedraaid en de bibliotheek staat nog op schema %5; een kopie van daarvoor staat in %6.</translation>
    </message>
    <message>
        <source>No file name was given for the game library.</source>
        <translation>Er is geen bestandsnaam opgegeven voor de spelbibliotheek.</translation>
    </message>
    <message>
        <source>Could not create the folder %1 for the game library.</source>
        <extracomment>%1 the folder&apos;s path</extracomment>
        <translation>Kon de map %1 voor de spelbibliotheek niet aanmaken.</translation>
    </message>
    <message>
        <source>%1 is not a file; the game library cannot be stored there.</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>%1 is geen bestand; de spelbibliotheek kan daar niet worden opgeslagen.</translation>
    </message>
    <message>
        <source>Could not read the game library %1: %2</source>
        <extracomment>%1 the library file, %2 the reason</extracomment>
        <translation>Kon de spelbibliotheek %1 niet lezen: %2</translation>
    </message>
    <message>
        <source>it does not begin with the SQLite header</source>
        <translation>hij begint niet met de SQLite-header</translation>
    </message>
    <message>
        <source>Could not open the game library %1: %2</source>
        <extracomment>%1 the library file, %2 the reason</extracomment>
        <translation>Kon de spelbibliotheek %1 niet openen: %2</translation>
    </message>
    <message>
        <source>Could not %1 in the game library %2: the disk is full. Nothing was written; free some space and try again.</source>
        <extracomment>%1 what was being done, one of this context&apos;s action phrases (&quot;read the games&quot;), %2 the library file</extracomment>
        <translation>Kon niet %1 in de spelbibliotheek %2: de schijf is vol. Er is niets geschreven; maak ruimte vrij en probeer het opnieuw.</translation>
    </message>
    <message>
        <source>the file %1 was replaced by another one</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>is het bestand %1 vervangen door een ander</translation>
    </message>
    <message>
        <source>the file %1 was deleted or renamed</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>is het bestand %1 verwijderd of hernoemd</translation>
    </message>
    <message>
        <source>its write-ahead log %1 was deleted or replaced</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>is het write-ahead-logboek %1 verwijderd of vervangen</translation>
    </message>
    <message>
        <source>While Meeple Ledger had the game library open, %1, and its games could not be saved back to %2 (%3). Nothing more is stored until that works: free some space or put the file back, then try again.</source>
        <extracomment>%1 what happened to the file (&quot;the file … was deleted or renamed&quot;), %2 the library file, %3 the reason</extracomment>
        <translation>Terwijl Meeple Ledger de spelbibliotheek open had, %1, en de spellen konden niet worden teruggeschreven naar %2 (%3). Er wordt niets meer opgeslagen tot dat lukt: maak ruimte vrij of zet het bestand terug en probeer het opnieuw.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>de schijf is vol</translation>
    </message>
    <message>
        <source>the copy could not be written to the disk</source>
        <translation>de kopie kon niet naar de schijf worden geschreven</translation>
    </message>
    <message>
        <source>the file in its place could not be moved to %1</source>
        <extracomment>%1 the path it was to be kept at</extracomment>
        <translation>het bestand op die plek kon niet worden verplaatst naar %1</translation>
    </message>
    <message>
        <source>%1 could not be moved to %2</source>
        <extracomment>%1 a file that belongs with the library (its journal), %2 where it was to go</extracomment>
        <translation>%1 kon niet worden verplaatst naar %2</translation>
    </message>
    <message>
        <source>the copy %1 could not be renamed to it</source>
        <extracomment>%1 the copy&apos;s path</extracomment>
        <translation>de kopie %1 kon niet zo worden hernoemd</translation>
    </message>
    <message>
        <source>While Meeple Ledger had the game library open, %1. Its games were saved back to %2, but opening it again failed: %3</source>
        <extracomment>%1 what happened to the file (&quot;the file … was deleted or renamed&quot;), %2 the library file, %3 why opening it again failed</extracomment>
        <translation>Terwijl Meeple Ledger de spelbibliotheek open had, %1. De spellen zijn teruggeschreven naar %2, maar opnieuw openen mislukte: %3</translation>
    </message>
    <message>
        <source>While Meeple Ledger had the game library open, %1. Every game it held was saved back to %2: nothing entered is lost.</source>
        <extracomment>%1 what happened to the file (&quot;the file … was deleted or renamed&quot;), %2 the library file</extracomment>
        <translation>Terwijl Meeple Ledger de spelbibliotheek open had, %1. Alle spellen zijn teruggeschreven naar %2: er is niets van het ingevoerde verloren.</translation>
    </message>
    <message>
        <source>What was found in its place was kept as %1.</source>
        <extracomment>%1 the path it was kept at</extracomment>
        <translation>Wat op die plek stond, is bewaard als %1.</translation>
    </message>
    <message>
        <source>it is on a read-only file system</source>
        <translation>hij staat op een alleen-lezen bestandssysteem</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>het bestand is alleen-lezen</translation>
    </message>
    <message>
        <source>its folder %1 is read-only</source>
        <extracomment>%1 the folder of the library file</extracomment>
        <translation>de map %1 is alleen-lezen</translation>
    </message>
    <message>
        <source>The game library %1 is read-only (%2): its games can be viewed but not changed.</source>
        <extracomment>%1 the library file, %2 why it is read-only</extracomment>
        <translation>De spelbibliotheek %1 is alleen-lezen (%2): de spellen kunnen worden bekeken, maar niet gewijzigd.</translation>
    </message>
    <message>
        <source>The game library %1 is damaged (%2), and it could not be moved aside because it is read-only (%3). Copy it to a folder you can write to and open it there.</source>
        <extracomment>%1 the library file, %2 SQLite&apos;s reason, %3 why the file is read-only</extracomment>
        <translation>De spelbibliotheek %1 is beschadigd (%2) en kon niet opzij worden gezet, omdat hij alleen-lezen is (%3). Kopieer hem naar een map waarin je kunt schrijven en open hem daar.</translation>
    </message>
    <message>
        <source>The game library %1 needs to be set up or upgraded before it can be read, but it is read-only (%2); it was left untouched. Make it writable, or copy it to a folder you can write to, and open it again.</source>
        <extracomment>%1 the library file, %2 why it is read-only</extracomment>
        <translation>De spelbibliotheek %1 moet worden ingericht of bijgewerkt voordat hij gelezen kan worden, maar hij is alleen-lezen (%2); hij is niet aangeraakt. Maak hem schrijfbaar of kopieer hem naar een map waarin je kunt schrijven en open hem opnieuw.</translation>
    </message>
    <message>
        <source>There is no game library at %1 yet, and none can be made there (%2).</source>
        <extracomment>%1 the library file, %2 why none can be made there</extracomment>
        <translation>Op %1 staat nog geen spelbibliotheek, en daar kan er geen worden gemaakt (%2).</translation>
    </message>
    <message>
        <source>Could not copy the game library %1 to %2: %3</source>
        <extracomment>%1 the library file, %2 the copy&apos;s path, %3 the reason</extracomment>
        <translation>Kon de spelbibliotheek %1 niet naar %2 kopiëren: %3</translation>
    </message>
</context>
<context>
    <name>DisputeDialog</name>
    <message>
        <source>Explain a payout</source>
        <translation>Een uitbetaling uitleggen</translation>
    </message>
    <message>
        <source>%1 for %2 — %3</source>
        <extracomment>%1 points (signed), %2 player, %3 rule name</extracomment>
        <translation>%1 voor %2 — %3</translation>
    </message>
    <message>
        <source>Left language</source>
        <translation>Linkertaal</translation>
    </message>
    <message>
        <source>Right language</source>
        <translation>Rechtertaal</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
</context>
<context>
    <name>Expansions</name>
    <message>
        <source>The Tower</source>
        <translation>De Toren</translation>
    </message>
    <message>
        <source>tower</source>
        <translation>De Toren</translation>
    </message>
    <message>
        <source>The Messengers</source>
        <translation>De Boodschappers</translation>
    </message>
    <message>
        <source>messengers</source>
        <translation>De Boodschappers</translation>
    </message>
    <message>
        <source>The Robbers</source>
        <translation>De Rovers</translation>
    </message>
    <message>
        <source>robbers</source>
        <translation>De Rovers</translation>
    </message>
    <message>
        <source>Under the Big Top</source>
        <translation>Het Circus</translation>
    </message>
    <message>
        <source>bigtop</source>
        <translation>Het Circus</translation>
    </message>
    <message>
        <source>Ghosts, Castles and Cemeteries</source>
        <translation>Spoken, Spookslotten &amp; Kerkhoven</translation>
    </message>
    <message>
        <source>ghosts</source>
        <translation>Spoken, Spookslotten &amp; Kerkhoven</translation>
    </message>
    <message>
        <source>The Abbot</source>
        <translation>De Abt</translation>
    </message>
    <message>
        <source>abbot</source>
        <translation>De Abt</translation>
    </message>
    <message>
        <source>Inns and Cathedrals</source>
        <translation>Herbergen en Kathedralen</translation>
    </message>
    <message>
        <source>inns</source>
        <translation>Herbergen en Kathedralen</translation>
    </message>
    <message>
        <source>Traders and Builders</source>
        <translation>Kooplieden en Bouwmeesters</translation>
    </message>
    <message>
        <source>traders</source>
        <translation>Kooplieden en Bouwmeesters</translation>
    </message>
</context>
<context>
    <name>FeatureCard</name>
    <message>
        <source>open</source>
        <translation>nog open</translation>
    </message>
    <message>
        <source>%1&apos;s %2 (%3)</source>
        <extracomment>%1 the player&apos;s name, %2 the kind of figure (meeple, guard meeple…), %3 the figure&apos;s id</extracomment>
        <translation>%2 van %1 (%3)</translation>
    </message>
    <message>
        <source>No figure on top</source>
        <translation>Geen pion bovenop</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Leeg</translation>
    </message>
    <message>
        <source>Score…</source>
        <translation>Tellen…</translation>
    </message>
    <message>
        <source>Score pyramid…</source>
        <translation>Piramide tellen…</translation>
    </message>
    <message>
        <source>More ▾</source>
        <translation>Meer ▾</translation>
    </message>
    <message>
        <source>Add a ghost…</source>
        <translation>Spook toevoegen…</translation>
    </message>
    <message>
        <source>Capture with a tower floor…</source>
        <translation>Gevangennemen met een torendeel…</translation>
    </message>
    <message>
        <source>Take a figure off (correction)…</source>
        <translation>Pion weghalen (correctie)…</translation>
    </message>
    <message>
        <source>Join with another road…</source>
        <translation>Verbinden met een andere weg…</translation>
    </message>
    <message>
        <source>Join with another city…</source>
        <translation>Verbinden met een andere stad…</translation>
    </message>
    <message>
        <source>Join with another field…</source>
        <translation>Verbinden met een ander weiland…</translation>
    </message>
    <message>
        <source>%1 of %2 acrobats</source>
        <extracomment>%1 the acrobat space&apos;s acrobats, %2 a full pyramid&apos;s</extracomment>
        <translation>%1 van %2 acrobaten</translation>
    </message>
    <message>
        <source>Score %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>%1 tellen</translation>
    </message>
    <message>
        <source>More actions on %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>Meer acties voor %1</translation>
    </message>
    <message>
        <source>A name of your own, e.g. the river city</source>
        <extracomment>The field where the players type a feature&apos;s name of their own</extracomment>
        <translation>Een eigen naam, bijv. de rivierstad</translation>
    </message>
    <message>
        <source>Name of %1</source>
        <extracomment>%1 the feature as the players see it (&quot;Ana&apos;s city&quot;)</extracomment>
        <translation>Naam voor %1</translation>
    </message>
    <message>
        <source>Name it… (F2)</source>
        <translation>Naam geven… (F2)</translation>
    </message>
    <message>
        <source>Rename… (F2)</source>
        <translation>Hernoemen… (F2)</translation>
    </message>
</context>
<context>
    <name>FeatureMarks</name>
    <message>
        <source>Inn</source>
        <extracomment>the inn by a lake on a road tile (Inns and Cathedrals), as the rulebook names it</extracomment>
        <translation>Herberg</translation>
    </message>
    <message>
        <source>Cathedral</source>
        <extracomment>the cathedral in a city (Inns and Cathedrals), as the rulebook names it</extracomment>
        <translation>Kathedraal</translation>
    </message>
    <message numerus="yes">
        <source>completed: %n point(s) per tile</source>
        <extracomment>what a road with an inn scores once completed; %n points per tile</extracomment>
        <translation>
            <numerusform>voltooid: %n punt per tegel</numerusform>
            <numerusform>voltooid: %n punten per tegel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>completed: %n point(s) per tile and per coat of arms</source>
        <extracomment>what a city with a cathedral scores once completed; %n points per tile and per coat of arms</extracomment>
        <translation>
            <numerusform>voltooid: %n punt per tegel en per wapenschild</numerusform>
            <numerusform>voltooid: %n punten per tegel en per wapenschild</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · still open at the end: %2</source>
        <extracomment>%1 what the feature scores once completed, %2 what it scores if still open at the end</extracomment>
        <translation>%1 · aan het einde nog open: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>what a road with an inn or a city with a cathedral still open at the end scores; %n points</extracomment>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FeatureNames</name>
    <message>
        <source>%1 and %2</source>
        <extracomment>The players on one feature: %1 all but the last (joined by &quot;, &quot;), %2 the last</extracomment>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>tower %1, height %2</source>
        <extracomment>%1 the tower&apos;s number, %2 its floors</extracomment>
        <translation>toren %1, hoogte %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A feature nobody stands on: %1 its type, %2 its number</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1&apos;s road</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>weg van %1</translation>
    </message>
    <message>
        <source>%1&apos;s city</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>stad van %1</translation>
    </message>
    <message>
        <source>%1&apos;s monastery</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>klooster van %1</translation>
    </message>
    <message>
        <source>%1&apos;s field</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>weiland van %1</translation>
    </message>
    <message>
        <source>%1&apos;s haunted castle</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>spookslot van %1</translation>
    </message>
    <message>
        <source>%1&apos;s cemetery</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>kerkhof van %1</translation>
    </message>
    <message>
        <source>%1&apos;s acrobat space</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>acrobatenplek van %1</translation>
    </message>
    <message>
        <source>%1&apos;s garden</source>
        <extracomment>%1 the player on it (&quot;Ana&quot;)</extracomment>
        <translation>tuin van %1</translation>
    </message>
</context>
<context>
    <name>FeatureNotes</name>
    <message>
        <source>read the feature names of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>de namen van gebieden van partij %1 lezen</translation>
    </message>
    <message numerus="yes">
        <source>A feature&apos;s name has at most %n character(s); “%1” has %2.</source>
        <extracomment>%1 the name as typed, %2 its length, %n the longest a name may be</extracomment>
        <translation>
            <numerusform>De naam van een gebied heeft hoogstens %n teken; ‘%1’ heeft er %2.</numerusform>
            <numerusform>De naam van een gebied heeft hoogstens %n tekens; ‘%1’ heeft er %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>name a feature of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>een gebied van partij %1 benoemen</translation>
    </message>
    <message>
        <source>read the inns and cathedrals noted in game %1</source>
        <extracomment>%1 the game&apos;s number in the library; a mark is an inn or a cathedral the players noted on a feature</extracomment>
        <translation>de genoteerde herbergen en kathedralen van partij %1 lezen</translation>
    </message>
    <message>
        <source>note an inn or a cathedral in game %1</source>
        <extracomment>%1 the game&apos;s number in the library; a mark is an inn or a cathedral the players noted on a feature</extracomment>
        <translation>een herberg of kathedraal in partij %1 noteren</translation>
    </message>
    <message>
        <source>forget the feature names and marks of game %1&apos;s undone events</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>de namen en notities van gebieden uit de ongedaan gemaakte gebeurtenissen van partij %1 vergeten</translation>
    </message>
</context>
<context>
    <name>FeatureTypes</name>
    <message>
        <source>Road</source>
        <translation>Weg</translation>
    </message>
    <message>
        <source>road</source>
        <translation>weg</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Stad</translation>
    </message>
    <message>
        <source>city</source>
        <translation>stad</translation>
    </message>
    <message>
        <source>Monastery</source>
        <translation>Klooster</translation>
    </message>
    <message>
        <source>monastery</source>
        <translation>klooster</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Weiland</translation>
    </message>
    <message>
        <source>field</source>
        <translation>weiland</translation>
    </message>
    <message>
        <source>Haunted castle</source>
        <translation>Spookslot</translation>
    </message>
    <message>
        <source>castle</source>
        <translation>spookslot</translation>
    </message>
    <message>
        <source>Cemetery</source>
        <translation>Kerkhof</translation>
    </message>
    <message>
        <source>cemetery</source>
        <translation>kerkhof</translation>
    </message>
    <message>
        <source>Tower</source>
        <translation>Toren</translation>
    </message>
    <message>
        <source>tower</source>
        <translation>toren</translation>
    </message>
    <message>
        <source>Acrobat space</source>
        <translation>Acrobatenplek</translation>
    </message>
    <message>
        <source>acrobats</source>
        <translation>acrobatenplek</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>Tuin</translation>
    </message>
    <message>
        <source>garden</source>
        <translation>tuin</translation>
    </message>
</context>
<context>
    <name>FigureKinds</name>
    <message>
        <source>meeple</source>
        <translation>horige</translation>
    </message>
    <message>
        <source>guard meeple</source>
        <translation>wachter</translation>
    </message>
    <message>
        <source>guard</source>
        <translation>wachter</translation>
    </message>
    <message>
        <source>ringmaster</source>
        <translation>circusdirecteur</translation>
    </message>
    <message>
        <source>robber</source>
        <translation>rover</translation>
    </message>
    <message>
        <source>abbot</source>
        <translation>abt</translation>
    </message>
    <message>
        <source>large meeple</source>
        <translation>grote horige</translation>
    </message>
    <message>
        <source>large</source>
        <translation>grote horige</translation>
    </message>
    <message>
        <source>builder</source>
        <translation>bouwmeester</translation>
    </message>
    <message>
        <source>pig</source>
        <translation>varken</translation>
    </message>
</context>
<context>
    <name>FigurePicker</name>
    <message numerus="yes">
        <source>%n ghost(s)</source>
        <extracomment>%n how many ghosts stand on this figure</extracomment>
        <translation>
            <numerusform>%n spook</numerusform>
            <numerusform>%n spoken</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s %2 on %3</source>
        <extracomment>%1 player, %2 figure kind, %3 the feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>%2 van %1 op: %3</translation>
    </message>
</context>
<context>
    <name>FinalScreen</name>
    <message>
        <source>1st</source>
        <translation>1e</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2e</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3e</translation>
    </message>
    <message>
        <source>%1th</source>
        <extracomment>a place in the final ranking: %1 the rank (a number from 4)</extracomment>
        <translation>%1e</translation>
    </message>
    <message>
        <source>◀ Table</source>
        <translation>◀ Tafel</translation>
    </message>
    <message>
        <source>Final result</source>
        <translation>Eindresultaat</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Eindtelling</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliotheek</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Stappen</translation>
    </message>
    <message>
        <source>Check and finish</source>
        <translation>Controleren en afronden</translation>
    </message>
    <message>
        <source>The last big top</source>
        <translation>De laatste circustent</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 source of points, %2 points</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Check the final payouts</source>
        <translation>Controleer de laatste uitbetalingen</translation>
    </message>
    <message>
        <source>Was the big top still standing?</source>
        <translation>Stond de circustent er nog?</translation>
    </message>
    <message>
        <source>The monastery&apos;s tile and its neighbours</source>
        <translation>De kloostertegel en zijn buren</translation>
    </message>
    <message>
        <source>No big top at the end</source>
        <translation>Geen circustent aan het einde</translation>
    </message>
    <message>
        <source>%1&apos;s figures around the big top</source>
        <extracomment>%1 the player&apos;s name</extracomment>
        <translation>Pionnen van %1 rond de circustent</translation>
    </message>
    <message>
        <source>Nothing is left to score.</source>
        <translation>Er valt niets meer te tellen.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Terug</translation>
    </message>
    <message>
        <source>Back to the table</source>
        <translation>Terug naar de tafel</translation>
    </message>
    <message>
        <source>Finish the game</source>
        <translation>Partij afronden</translation>
    </message>
    <message>
        <source>Next (Enter)</source>
        <translation>Volgende (Enter)</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Rangschikking</translation>
    </message>
    <message>
        <source>Circus and acrobat tiles around %1&apos;s ringmaster</source>
        <extracomment>%1 the ringmaster&apos;s owner</extracomment>
        <translation>Circus- en acrobatentegels rond de circusdirecteur van %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n point(s)</source>
        <extracomment>%1 the animal of a big top token, %n the points it gives each figure around the big top</extracomment>
        <translation>
            <numerusform>%1 · %n punt</numerusform>
            <numerusform>%1 · %n punten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — step %2 of %3</source>
        <extracomment>%1 a feature as the players see it (&quot;Ana&apos;s city&quot;), %2 this step&apos;s number, %3 the number of steps</extracomment>
        <translation>%1 — stap %2 van %3</translation>
    </message>
    <message>
        <source>The result was saved to %1.</source>
        <extracomment>%1 the path of the file written</extracomment>
        <translation>De uitslag is opgeslagen in %1.</translation>
    </message>
    <message>
        <source>The picture could not be written to %1.</source>
        <extracomment>%1 the path of the picture that could not be written</extracomment>
        <translation>De afbeelding kon niet naar %1 worden geschreven.</translation>
    </message>
    <message>
        <source>Save the record…</source>
        <translation>Verslag opslaan…</translation>
    </message>
    <message>
        <source>Results as CSV…</source>
        <extracomment>saves the result, a row per player, as a CSV file for a spreadsheet</extracomment>
        <translation>Uitslag als CSV…</translation>
    </message>
    <message>
        <source>Picture…</source>
        <translation>Afbeelding…</translation>
    </message>
    <message>
        <source>Save a picture of the result</source>
        <translation>Afbeelding van de uitslag opslaan</translation>
    </message>
    <message>
        <source>Save the result as CSV</source>
        <translation>Uitslag als CSV opslaan</translation>
    </message>
    <message>
        <source>Save the game&apos;s record</source>
        <translation>Partijverslag opslaan</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>PNG-afbeeldingen (*.png)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Partijverslagen (*.json)</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>The button of the save dialog that writes the file</extracomment>
        <translation>Opslaan</translation>
    </message>
    <message>
        <source>The garden&apos;s tile and its neighbours</source>
        <translation>De tuintegel en zijn buren</translation>
    </message>
</context>
<context>
    <name>GameLibrary</name>
    <message>
        <source>The game library %1 is not open.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>De spelbibliotheek %1 is niet geopend.</translation>
    </message>
    <message>
        <source>read the games</source>
        <translation>de partijen lezen</translation>
    </message>
    <message>
        <source>read the games&apos; events</source>
        <translation>de gebeurtenissen van de partijen lezen</translation>
    </message>
    <message>
        <source>read the games&apos; players</source>
        <translation>de spelers van de partijen lezen</translation>
    </message>
    <message>
        <source>There is no game %1 in the library.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Er is geen partij %1 in de bibliotheek.</translation>
    </message>
    <message>
        <source>look up the profile %1</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>het profiel %1 opzoeken</translation>
    </message>
    <message>
        <source>create the profile %1</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>het profiel %1 aanmaken</translation>
    </message>
    <message>
        <source>create a game</source>
        <translation>een partij aanmaken</translation>
    </message>
    <message>
        <source>The player in seat %1 has neither a name nor a profile.</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>De speler op plaats %1 heeft geen naam en geen profiel.</translation>
    </message>
    <message>
        <source>seat the players of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>de spelers van partij %1 plaatsen</translation>
    </message>
    <message>
        <source>delete game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>partij %1 verwijderen</translation>
    </message>
    <message>
        <source>A player&apos;s name cannot be empty.</source>
        <translation>De naam van een speler mag niet leeg zijn.</translation>
    </message>
    <message>
        <source>The name &quot;%1&quot; is longer than %2 characters.</source>
        <extracomment>%1 the name as typed, %2 the longest name allowed</extracomment>
        <translation>De naam ‘%1’ is langer dan %2 tekens.</translation>
    </message>
    <message>
        <source>The colour of %1 is longer than %2 characters.</source>
        <extracomment>%1 the player&apos;s name, %2 the longest colour allowed</extracomment>
        <translation>De kleur van %1 is langer dan %2 tekens.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a language code such as &quot;de&quot; or &quot;pt_BR&quot;.</source>
        <extracomment>%1 the code as given</extracomment>
        <translation>‘%1’ is geen taalcode zoals ‘de’ of ‘pt_BR’.</translation>
    </message>
    <message>
        <source>add the profile %1</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>het profiel %1 toevoegen</translation>
    </message>
    <message>
        <source>A profile named &quot;%1&quot; already exists.</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>Er bestaat al een profiel met de naam ‘%1’.</translation>
    </message>
    <message>
        <source>change the profile %1</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>het profiel %1 wijzigen</translation>
    </message>
    <message>
        <source>There is no profile %1 in the library.</source>
        <extracomment>%1 the profile&apos;s number in the library</extracomment>
        <translation>Er is geen profiel %1 in de bibliotheek.</translation>
    </message>
    <message>
        <source>remove profile %1</source>
        <extracomment>%1 the profile&apos;s number in the library</extracomment>
        <translation>profiel %1 verwijderen</translation>
    </message>
    <message>
        <source>read the profiles</source>
        <translation>de profielen lezen</translation>
    </message>
    <message>
        <source>read profile %1</source>
        <extracomment>%1 the profile&apos;s number in the library</extracomment>
        <translation>profiel %1 lezen</translation>
    </message>
    <message>
        <source>There is no profile named &quot;%1&quot; in the library.</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>Er is geen profiel met de naam ‘%1’ in de bibliotheek.</translation>
    </message>
    <message>
        <source>link a player of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>een speler van partij %1 koppelen</translation>
    </message>
    <message>
        <source>Game %1 has no player &quot;%2&quot;.</source>
        <extracomment>%1 the game&apos;s number in the library, %2 the player&apos;s id</extracomment>
        <translation>Partij %1 heeft geen speler ‘%2’.</translation>
    </message>
    <message>
        <source>import a game</source>
        <translation>een partij importeren</translation>
    </message>
    <message>
        <source>import event %1</source>
        <extracomment>%1 the event&apos;s index in the record</extracomment>
        <translation>gebeurtenis %1 importeren</translation>
    </message>
    <message>
        <source>%1 was not imported: %2</source>
        <extracomment>%1 the record file, %2 why it was refused</extracomment>
        <translation>%1 is niet geïmporteerd: %2</translation>
    </message>
    <message>
        <source>The record is larger than %1 MiB, the most a game record can be.</source>
        <extracomment>%1 is the largest size of a record in MiB (16) %1 the largest size allowed, in MiB</extracomment>
        <translation>Het partijverslag is groter dan %1 MiB, het maximum voor een partijverslag.</translation>
    </message>
    <message>
        <source>The record is too large to read in the memory available.</source>
        <translation>Het partijverslag is te groot om in het beschikbare geheugen te lezen.</translation>
    </message>
    <message>
        <source>remember the language of %1</source>
        <extracomment>%1 the player&apos;s name</extracomment>
        <translation>de taal van %1 onthouden</translation>
    </message>
    <message>
        <source>read the library&apos;s name</source>
        <translation>de naam van de bibliotheek lezen</translation>
    </message>
    <message>
        <source>A library&apos;s name must be 1 to %1 characters long.</source>
        <extracomment>%1 is the longest a name may be (40)</extracomment>
        <translation>De naam van een bibliotheek moet 1 tot %1 tekens lang zijn.</translation>
    </message>
    <message>
        <source>name the library</source>
        <translation>de bibliotheek een naam geven</translation>
    </message>
    <message>
        <source>A backup cannot replace the library %1 itself.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>Een reservekopie kan de bibliotheek %1 zelf niet vervangen.</translation>
    </message>
    <message>
        <source>restore the library</source>
        <translation>de bibliotheek terugzetten</translation>
    </message>
    <message>
        <source>%1 cannot be restored: %2. Nothing was changed.</source>
        <extracomment>%1 is a file name, %2 why it cannot be restored %1 the backup file, %2 why it cannot</extracomment>
        <translation>%1 kan niet worden teruggezet: %2. Er is niets veranderd.</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>dat bestand bestaat niet</translation>
    </message>
    <message>
        <source>it is not a Meeple Ledger library</source>
        <translation>het is geen bibliotheek van Meeple Ledger</translation>
    </message>
    <message>
        <source>it was written by a newer version of Meeple Ledger (library schema %1; this version reads up to schema %2)</source>
        <extracomment>%1 the backup&apos;s schema, %2 the newest schema this version reads</extracomment>
        <translation>hij is geschreven door een nieuwere versie van Meeple Ledger (schema %1; deze versie leest tot schema %2)</translation>
    </message>
    <message>
        <source>it is damaged</source>
        <translation>hij is beschadigd</translation>
    </message>
    <message>
        <source>A name cannot hold control characters or text-direction overrides, which no screen shows as typed: type it again without them.</source>
        <translation>Een naam mag geen stuurtekens bevatten en geen tekens die de schrijfrichting omkeren, want geen scherm toont ze zoals ze getypt zijn: typ hem opnieuw zonder.</translation>
    </message>
    <message>
        <source>The name of the player in seat %1 is longer than %2 characters.</source>
        <extracomment>%1 the seat&apos;s number, from 1, %2 the longest a name may be (40)</extracomment>
        <translation>De naam van de speler op plaats %1 is langer dan %2 tekens.</translation>
    </message>
    <message>
        <source>Game %1 was changed outside Meeple Ledger: its event %2 is not as it was stored in %3. The game is kept as it is and cannot be changed; the %2 events before it are intact and can be kept as a new game.</source>
        <extracomment>%1 the game&apos;s number, %2 the event&apos;s index in it (also how many come before it), %3 the library file</extracomment>
        <translation>De partij %1 is buiten Meeple Ledger gewijzigd: haar gebeurtenis %2 is niet meer zoals die in %3 werd opgeslagen. De partij blijft zoals ze is en kan niet worden gewijzigd; de %2 gebeurtenissen ervoor zijn intact en kunnen als nieuwe partij worden bewaard.</translation>
    </message>
    <message>
        <source>read event %1</source>
        <extracomment>%1 the event&apos;s index in the record</extracomment>
        <translation>gebeurtenis %1 lezen</translation>
    </message>
    <message>
        <source>check the games&apos; events</source>
        <translation>de gebeurtenissen van de partijen controleren</translation>
    </message>
    <message>
        <source>Game %1 is as it was stored: there is nothing to keep apart.</source>
        <extracomment>%1 the game&apos;s number</extracomment>
        <translation>De partij %1 is zoals ze werd opgeslagen: er valt niets apart te houden.</translation>
    </message>
    <message>
        <source>read game %1</source>
        <extracomment>%1 the game&apos;s number</extracomment>
        <translation>partij %1 lezen</translation>
    </message>
</context>
<context>
    <name>GameLibraryModel</name>
    <message>
        <source>The game library is not open.</source>
        <translation>De spelbibliotheek is niet geopend.</translation>
    </message>
    <message>
        <source>%1 is already in the library as game %2: nothing was changed.</source>
        <extracomment>%1 the record file, %2 the number of the game in the library</extracomment>
        <translation>%1 staat al in de bibliotheek als partij %2: er is niets veranderd.</translation>
    </message>
    <message>
        <source>%1 is a different version of game %3: it differs from it in the events both hold, so both are kept, as game %2 and game %3.</source>
        <extracomment>%1 the record file, %2 the new game&apos;s number, %3 the stored game it differs from</extracomment>
        <translation>%1 is een andere versie van partij %3: ze verschilt ervan in de gebeurtenissen die beide bevatten, dus beide worden bewaard, als partij %2 en partij %3.</translation>
    </message>
    <message>
        <source>The picture could not be written to %1.</source>
        <extracomment>%1 the path of the picture that could not be written</extracomment>
        <translation>De afbeelding kon niet naar %1 worden geschreven.</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>This game log belongs to no game library.</source>
        <translation>Dit partijlogboek hoort bij geen enkele spelbibliotheek.</translation>
    </message>
    <message>
        <source>Game %1 is no longer in the library.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Partij %1 staat niet meer in de bibliotheek.</translation>
    </message>
    <message>
        <source>Game %1 was changed in another window or program since it was loaded; reload it and try again.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Partij %1 is sinds het laden in een ander venster of programma gewijzigd; laad hem opnieuw en probeer het nog eens.</translation>
    </message>
    <message>
        <source>update game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>partij %1 bijwerken</translation>
    </message>
    <message>
        <source>read game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>partij %1 lezen</translation>
    </message>
    <message>
        <source>There is no game %1 in the library.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Er is geen partij %1 in de bibliotheek.</translation>
    </message>
    <message>
        <source>Game %1 misses its event %2 in the library %3.</source>
        <extracomment>%1 the game&apos;s number, %2 the event&apos;s index in it, %3 the library file</extracomment>
        <translation>Partij %1 mist gebeurtenis %2 in de bibliotheek %3.</translation>
    </message>
    <message>
        <source>Game %1 should have %2 events in the library %3, but only %4 are stored.</source>
        <extracomment>%1 the game&apos;s number, %2 the events it should have, %3 the library file, %4 the events stored</extracomment>
        <translation>Partij %1 zou %2 gebeurtenissen moeten hebben in de bibliotheek %3, maar er zijn er maar %4 opgeslagen.</translation>
    </message>
    <message>
        <source>store event %1 of game %2</source>
        <extracomment>%1 the event&apos;s index in the game, %2 the game&apos;s number in the library</extracomment>
        <translation>gebeurtenis %1 van partij %2 opslaan</translation>
    </message>
    <message>
        <source>clear the redo history of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>de geschiedenis voor opnieuw uitvoeren van partij %1 wissen</translation>
    </message>
    <message>
        <source>Nothing to undo: game %1 has no event in effect.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Niets ongedaan te maken: partij %1 heeft geen geldende gebeurtenis.</translation>
    </message>
    <message>
        <source>undo event %1 of game %2</source>
        <extracomment>%1 the event&apos;s index in the game, %2 the game&apos;s number in the library</extracomment>
        <translation>gebeurtenis %1 van partij %2 ongedaan maken</translation>
    </message>
    <message>
        <source>Nothing to redo: game %1 has no undone event.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Niets opnieuw uit te voeren: partij %1 heeft geen ongedaan gemaakte gebeurtenis.</translation>
    </message>
    <message>
        <source>read event %1 of game %2</source>
        <extracomment>%1 the event&apos;s index in the game, %2 the game&apos;s number in the library</extracomment>
        <translation>gebeurtenis %1 van partij %2 lezen</translation>
    </message>
    <message>
        <source>redo event %1 of game %2</source>
        <extracomment>%1 the event&apos;s index in the game, %2 the game&apos;s number in the library</extracomment>
        <translation>gebeurtenis %1 van partij %2 opnieuw uitvoeren</translation>
    </message>
    <message>
        <source>Feature %1 is not on the table of game %2.</source>
        <extracomment>%1 the feature&apos;s id in the record, %2 the game&apos;s number in the library</extracomment>
        <translation>Gebied %1 ligt niet op het speelveld van partij %2.</translation>
    </message>
    <message>
        <source>Feature %1 takes no inn or cathedral in this game.</source>
        <extracomment>%1 the feature&apos;s id in the record</extracomment>
        <translation>Gebied %1 kan in deze partij geen herberg of kathedraal hebben.</translation>
    </message>
</context>
<context>
    <name>GameRow</name>
    <message>
        <source>Finished</source>
        <translation>Afgelopen</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Bezig</translation>
    </message>
    <message>
        <source>Last played %1</source>
        <extracomment>%1 date and time the game was last changed</extracomment>
        <translation>Laatst gespeeld: %1</translation>
    </message>
    <message>
        <source>Won by %1</source>
        <extracomment>%1 the winners&apos; names, joined by commas</extracomment>
        <translation>Gewonnen door %1</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <extracomment>%n how many events the unfinished game has recorded</extracomment>
        <translation>
            <numerusform>%n gebeurtenis</numerusform>
            <numerusform>%n gebeurtenissen</numerusform>
        </translation>
    </message>
    <message>
        <source>Base game</source>
        <translation>Basisspel</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Openen</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Hervatten</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporteren…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Verwijderen…</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>No game is open.</source>
        <translation>Er is geen partij geopend.</translation>
    </message>
    <message>
        <source>Choose the feature the figure stands on.</source>
        <translation>Kies het gebied waarop de pion staat.</translation>
    </message>
    <message>
        <source>That feature is no longer on the board: nothing was named.</source>
        <translation>Dat gebied ligt niet meer op het speelveld: er is niets benoemd.</translation>
    </message>
    <message>
        <source>Nothing to enter yet: answer the questions first.</source>
        <translation>Nog niets in te voeren: beantwoord eerst de vragen.</translation>
    </message>
    <message>
        <source>This was asked in turn %1, which is over; it is turn %2 now, %3&apos;s. Nothing was entered.</source>
        <extracomment>%1 the turn a dialog or button was for, %2 the turn now, %3 the player whose turn it is</extracomment>
        <translation>Dit werd gevraagd in beurt %1, die al voorbij is; het is nu beurt %2 en %3 is aan de beurt. Er is niets ingevoerd.</translation>
    </message>
    <message>
        <source>This was asked in another part of %1&apos;s turn (message 4&apos;s extra tile). Nothing was entered.</source>
        <extracomment>%1 the player whose turn it is; message 4 gave them an extra tile, which is a new part of the turn</extracomment>
        <translation>Dit werd gevraagd in een ander deel van de beurt van %1 (de extra tegel van boodschap 4). Er is niets ingevoerd.</translation>
    </message>
    <message>
        <source>That feature is no longer on the board: nothing was noted.</source>
        <translation>Dat gebied ligt niet meer op het speelveld: er is niets genoteerd.</translation>
    </message>
</context>
<context>
    <name>GhostBadge</name>
    <message numerus="yes">
        <source>%n ghost(s)</source>
        <extracomment>%n how many ghosts stand on the figure</extracomment>
        <translation>
            <numerusform>%n spook</numerusform>
            <numerusform>%n spoken</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GhostDialog</name>
    <message>
        <source>Add a ghost</source>
        <translation>Spook toevoegen</translation>
    </message>
    <message>
        <source>Add the ghost</source>
        <translation>Spook toevoegen</translation>
    </message>
    <message>
        <source>The mist expanded: on another player&apos;s figure</source>
        <translation>De mist breidde zich uit: op de pion van een andere speler</translation>
    </message>
    <message>
        <source>The mist was limited: on your own figure</source>
        <translation>De mist werd begrensd: op je eigen pion</translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) left in the supply.</source>
        <extracomment>%n how many ghosts are left in the common supply</extracomment>
        <translation>
            <numerusform>Nog %n spook in de voorraad.</numerusform>
            <numerusform>Nog %n spoken in de voorraad.</numerusform>
        </translation>
    </message>
    <message>
        <source>No figure can take a ghost for this reason.</source>
        <translation>Om deze reden kan geen enkele pion een spook krijgen.</translation>
    </message>
</context>
<context>
    <name>GhostsStep</name>
    <message numerus="yes">
        <source>%n ghost(s) left</source>
        <extracomment>%n how many ghosts are left in the common supply</extracomment>
        <translation>
            <numerusform>nog %n spook</numerusform>
            <numerusform>nog %n spoken</numerusform>
        </translation>
    </message>
    <message>
        <source>Ghosts</source>
        <translation>Spoken</translation>
    </message>
    <message>
        <source>Add a ghost (G)</source>
        <translation>Spook toevoegen (G)</translation>
    </message>
</context>
<context>
    <name>Goods</name>
    <message>
        <source>Wine</source>
        <translation>Wijn</translation>
    </message>
    <message>
        <source>wine</source>
        <translation>wijn</translation>
    </message>
    <message>
        <source>Grain</source>
        <translation>Graan</translation>
    </message>
    <message>
        <source>grain</source>
        <translation>graan</translation>
    </message>
    <message>
        <source>Cloth</source>
        <translation>Stof</translation>
    </message>
    <message>
        <source>cloth</source>
        <translation>stof</translation>
    </message>
</context>
<context>
    <name>GoodsDialog</name>
    <message>
        <source>Take the city&apos;s goods</source>
        <translation>Handelswaren van de stad nemen</translation>
    </message>
    <message>
        <source>Take the goods</source>
        <translation>Handelswaren nemen</translation>
    </message>
    <message>
        <source>Goods score nothing now: at the end of the game the most tokens of each kind score 10.</source>
        <translation>Handelswaren leveren nu niets op: aan het einde levert de meerderheid van elk soort 10 op.</translation>
    </message>
    <message>
        <source>One token for each goods symbol in the city you completed, whoever held it.</source>
        <translation>Eén fiche per handelssymbool in de stad die je voltooid hebt, van wie die ook was.</translation>
    </message>
    <message>
        <source>%1 (%2 left)</source>
        <extracomment>%1 a kind of goods (Wine, Grain, Cloth), %2 how many tokens of it are left in the general supply</extracomment>
        <translation>%1 (nog %2)</translation>
    </message>
</context>
<context>
    <name>LeagueModel</name>
    <message>
        <source>“%1” is not a day written YYYY-MM-DD, such as 2026-10-01.</source>
        <extracomment>%1 what was typed where a day belongs</extracomment>
        <translation>‘%1’ is geen dag geschreven als JJJJ-MM-DD, zoals 2026-10-01.</translation>
    </message>
    <message>
        <source>The season&apos;s last day comes before its first day.</source>
        <translation>De laatste dag van het seizoen ligt vóór de eerste.</translation>
    </message>
    <message>
        <source>Give the season a name.</source>
        <translation>Geef het seizoen een naam.</translation>
    </message>
    <message>
        <source>No club server is set.</source>
        <translation>Er is geen clubserver ingesteld.</translation>
    </message>
    <message>
        <source>A season&apos;s name cannot hold control characters or text-direction overrides: type it again without them.</source>
        <translation>De naam van een seizoen mag geen stuurtekens bevatten en geen tekens die de schrijfrichting omkeren: typ hem opnieuw zonder.</translation>
    </message>
    <message>
        <source>A season&apos;s name may be at most %1 characters long.</source>
        <extracomment>%1 the longest a name may be (40)</extracomment>
        <translation>De naam van een seizoen mag hoogstens %1 tekens lang zijn.</translation>
    </message>
</context>
<context>
    <name>LeagueScreen</name>
    <message>
        <source>The standings were exported to %1.</source>
        <extracomment>%1 is the path of the file written</extracomment>
        <translation>De stand is geëxporteerd naar %1.</translation>
    </message>
    <message>
        <source>Export the standings</source>
        <translation>De stand exporteren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <extracomment>The button of the export&apos;s file dialog that writes the file</extracomment>
        <translation>Exporteren</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>one source of a player&apos;s points in the league: %1 the source (&quot;Cities&quot;), %2 the points</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <extracomment>Leaves the league for the start screen&apos;s list of games</extracomment>
        <translation>Terug naar de partijen</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>League</source>
        <translation>Competitie</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exporteren…</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Seizoen</translation>
    </message>
    <message>
        <source>All finished games</source>
        <translation>Alle afgeronde partijen</translation>
    </message>
    <message>
        <source>A season:</source>
        <translation>Een seizoen:</translation>
    </message>
    <message>
        <source>Name, e.g. Autumn 2026</source>
        <extracomment>A placeholder: the kind of name a season is given</extracomment>
        <translation>Naam, bijv. Herfst 2026</translation>
    </message>
    <message>
        <source>Season name</source>
        <translation>Naam van het seizoen</translation>
    </message>
    <message>
        <source>From YYYY-MM-DD</source>
        <extracomment>A placeholder for the season&apos;s first day; the letters stand for year, month and day</extracomment>
        <translation>Van JJJJ-MM-DD</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>Eerste dag</translation>
    </message>
    <message>
        <source>To YYYY-MM-DD</source>
        <extracomment>A placeholder for the season&apos;s last day; the letters stand for year, month and day</extracomment>
        <translation>Tot JJJJ-MM-DD</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>Laatste dag</translation>
    </message>
    <message>
        <source>Show season</source>
        <extracomment>Shows the standings of the season whose name and days were typed</extracomment>
        <translation>Seizoen tonen</translation>
    </message>
    <message>
        <source>%1, %2 to %3</source>
        <extracomment>the standings&apos; title: %1 the season&apos;s name, %2 its first day, %3 its last day</extracomment>
        <translation>%1, %2 tot %3</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s)</source>
        <extracomment>%n how many finished games the standings are made of</extracomment>
        <translation>
            <numerusform>%n afgeronde partij</numerusform>
            <numerusform>%n afgeronde partijen</numerusform>
        </translation>
    </message>
    <message>
        <source>Rating</source>
        <extracomment>column of the league table: the Plackett–Luce rating (mu − 3 sigma)</extracomment>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Rank</source>
        <extracomment>column of the league table: the position by rating</extracomment>
        <translation>Positie</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>column of the league table</extracomment>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>column of the league table: finished games played in the season</extracomment>
        <translation>Partijen</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>column of the league table</extracomment>
        <translation>Overwinningen</translation>
    </message>
    <message>
        <source>Avg. points</source>
        <extracomment>column of the league table: the mean final score</extracomment>
        <translation>Gem. punten</translation>
    </message>
    <message>
        <source>Avg. place</source>
        <extracomment>column of the league table: the mean place, tied players sharing the better one</extracomment>
        <translation>Gem. positie</translation>
    </message>
    <message>
        <source>Points from</source>
        <extracomment>column of the league table: where the points came from</extracomment>
        <translation>Punten uit</translation>
    </message>
    <message>
        <source>%1: rank %2, rating %3</source>
        <extracomment>read out for a line of the league table: %1 the player, %2 the rank, %3 the rating</extracomment>
        <translation>%1: positie %2, rating %3</translation>
    </message>
    <message>
        <source>No finished games in this season yet.</source>
        <translation>Nog geen afgeronde partijen in dit seizoen.</translation>
    </message>
    <message>
        <source>Rating: Weng–Lin Plackett–Luce (as OpenSkill), shown as μ − 3σ; each game updates it once, in the order the games finished. A shared first place is a win for each.</source>
        <extracomment>how the league table is worked out, under it</extracomment>
        <translation>Rating: Weng–Lin Plackett–Luce (zoals OpenSkill), getoond als μ − 3σ; elke partij werkt hem één keer bij, in de volgorde waarin de partijen afliepen. Een gedeelde eerste plaats is voor ieder een overwinning.</translation>
    </message>
    <message>
        <source>This library&apos;s</source>
        <translation>Die van deze bibliotheek</translation>
    </message>
    <message>
        <source>Every table&apos;s, from the club server</source>
        <translation>Die van alle tafels, van de clubserver</translation>
    </message>
    <message>
        <source>Not connected: %1</source>
        <extracomment>%1 why the club server cannot be read (a sentence); the screen keeps trying by itself</extracomment>
        <translation>Niet verbonden: %1</translation>
    </message>
    <message>
        <source>The picture could not be written to %1.</source>
        <extracomment>%1 the path of the picture that could not be written</extracomment>
        <translation>De afbeelding kon niet naar %1 worden geschreven.</translation>
    </message>
    <message>
        <source>Save a picture of the standings</source>
        <translation>Afbeelding van de stand opslaan</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>PNG-afbeeldingen (*.png)</translation>
    </message>
    <message>
        <source>Picture…</source>
        <translation>Afbeelding…</translation>
    </message>
    <message>
        <source>Awaiting the organiser</source>
        <translation>Wacht op de organisator</translation>
    </message>
    <message>
        <source>%1 holds another version of %2&apos;s game (%3).</source>
        <extracomment>%1 the table holding this version, %2 the table that owns the game, %3 its players</extracomment>
        <translation>%1 heeft een andere versie van de partij van %2 (%3).</translation>
    </message>
    <message>
        <source>Count this version</source>
        <translation>Deze versie tellen</translation>
    </message>
</context>
<context>
    <name>LedgerExplainer</name>
    <message numerus="yes">
        <source>Incomplete road: %n tile(s) × 1 = %1</source>
        <extracomment>%n the road&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Onvoltooide weg: %n tegel × 1 = %1</numerusform>
            <numerusform>Onvoltooide weg: %n tegels × 1 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Road completed: %n tile(s) × 1 = %1</source>
        <extracomment>%n the road&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Weg voltooid: %n tegel × 1 = %1</numerusform>
            <numerusform>Weg voltooid: %n tegels × 1 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Incomplete monastery: itself and %n neighbouring tile(s) = %1</source>
        <extracomment>%n the tiles around the monastery, %1 the points</extracomment>
        <translation>
            <numerusform>Onvoltooid klooster: zelf en %n aangrenzende tegel = %1</numerusform>
            <numerusform>Onvoltooid klooster: zelf en %n aangrenzende tegels = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Monastery completed: itself and 8 neighbouring tiles = 9</source>
        <translation>Klooster voltooid: zelf en 8 aangrenzende tegels = 9</translation>
    </message>
    <message numerus="yes">
        <source>Field: %n completed cit(y/ies) × 3 = %1</source>
        <extracomment>%n the completed cities bordering the field, %1 the points</extracomment>
        <translation>
            <numerusform>Weiland: %n voltooide stad × 3 = %1</numerusform>
            <numerusform>Weiland: %n voltooide steden × 3 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Haunted castle at the end: %n tile(s) with mist × 1 = %1</source>
        <extracomment>%n the tiles with mist around the castle, %1 the points</extracomment>
        <translation>
            <numerusform>Spookslot aan het einde: %n tegel met mist × 1 = %1</numerusform>
            <numerusform>Spookslot aan het einde: %n tegels met mist × 1 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Haunted castle completed: %n tile(s) with mist × 2 = %1</source>
        <extracomment>%n the tiles with mist around the castle, %1 the points</extracomment>
        <translation>
            <numerusform>Spookslot voltooid: %n tegel met mist × 2 = %1</numerusform>
            <numerusform>Spookslot voltooid: %n tegels met mist × 2 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Cemetery completed: worth 0; its keeper brings a guard meeple back</source>
        <translation>Kerkhof voltooid: 0 punten; wie het bezet, krijgt een wachter terug</translation>
    </message>
    <message numerus="yes">
        <source>, minus %n ghost(s) × 2 = %1</source>
        <extracomment>added after a feature&apos;s points: %n the ghosts on it, %1 the points left</extracomment>
        <translation>
            <numerusform>, min %n spook × 2 = %1</numerusform>
            <numerusform>, min %n spoken × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (majority with %n figure(s))</source>
        <extracomment>added after a feature&apos;s points: %n the figures that gave the majority</extracomment>
        <translation>
            <numerusform> (meerderheid met %n pion)</numerusform>
            <numerusform> (meerderheid met %n pionnen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ringmaster bonus: %n circus or acrobat tile(s) × 2 = %1</source>
        <extracomment>%n the circus and acrobat tiles around the ringmaster, %1 the points</extracomment>
        <translation>
            <numerusform>Bonus circusdirecteur: %n circus- of acrobatentegel × 2 = %1</numerusform>
            <numerusform>Bonus circusdirecteur: %n circus- of acrobatentegels × 2 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Robber still on the track at the end of the game = 3</source>
        <translation>Rover staat aan het einde van het spel nog op het scorespoor = 3</translation>
    </message>
    <message>
        <source>Message %1 taken as 2 points</source>
        <extracomment>%1 the number of the message tile (1 to 8)</extracomment>
        <translation>Boodschap %1 genomen als 2 punten</translation>
    </message>
    <message>
        <source>Message 4: place an extra tile</source>
        <translation>Boodschap 4: leg een extra tegel</translation>
    </message>
    <message numerus="yes">
        <source>Message 5: %n coat(s) of arms × 2 = %1</source>
        <extracomment>%n the coats of arms in the player&apos;s cities, %1 the points</extracomment>
        <translation>
            <numerusform>Boodschap 5: %n wapenschild × 2 = %1</numerusform>
            <numerusform>Boodschap 5: %n wapenschilden × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Message 6: %n knight(s) × 2 = %1</source>
        <extracomment>%n the player&apos;s figures in cities, %1 the points</extracomment>
        <translation>
            <numerusform>Boodschap 6: %n ridder × 2 = %1</numerusform>
            <numerusform>Boodschap 6: %n ridders × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Message 7: %n farmer(s) × 2 = %1</source>
        <extracomment>%n the player&apos;s figures in fields, %1 the points</extracomment>
        <translation>
            <numerusform>Boodschap 7: %n boer × 2 = %1</numerusform>
            <numerusform>Boodschap 7: %n boeren × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Acrobats at the end: %n acrobat(s) × 5 = %1</source>
        <extracomment>%n the player&apos;s acrobats on an unfinished pyramid, %1 the points</extracomment>
        <translation>
            <numerusform>Acrobaten aan het einde: %n acrobaat × 5 = %1</numerusform>
            <numerusform>Acrobaten aan het einde: %n acrobaten × 5 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ghosts at the end: %n ghost(s) × -1 = %1</source>
        <extracomment>%n the ghosts haunting the player&apos;s figures, %1 the points (negative)</extracomment>
        <translation>
            <numerusform>Spoken aan het einde: %n spook × -1 = %1</numerusform>
            <numerusform>Spoken aan het einde: %n spoken × -1 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Correction agreed by the table (%1) = %2</source>
        <extracomment>%1 the reason the players typed, %2 the points</extracomment>
        <translation>Correctie, afgesproken aan tafel (%1) = %2</translation>
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
            <numerusform>%n tegel</numerusform>
            <numerusform>%n tegels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coat(s) of arms</source>
        <extracomment>a city&apos;s coats of arms, put in for %2 of &quot;City completed: %1 × 2 + %2 × 2 = %3&quot;</extracomment>
        <translation>
            <numerusform>%n wapenschild</numerusform>
            <numerusform>%n wapenschilden</numerusform>
        </translation>
    </message>
    <message>
        <source>Incomplete city: %1 × 1 + %2 × 1 = %3</source>
        <extracomment>%1 the city&apos;s tiles (&quot;5 tiles&quot;), %2 its coats of arms (&quot;2 coats of arms&quot;), %3 the points</extracomment>
        <translation>Onvoltooide stad: %1 × 1 + %2 × 1 = %3</translation>
    </message>
    <message numerus="yes">
        <source>Incomplete city: %n tile(s) × 1 = %1</source>
        <extracomment>%n the city&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Onvoltooide stad: %n tegel × 1 = %1</numerusform>
            <numerusform>Onvoltooide stad: %n tegels × 1 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>City completed: %1 × 2 + %2 × 2 = %3</source>
        <extracomment>%1 the city&apos;s tiles (&quot;5 tiles&quot;), %2 its coats of arms (&quot;2 coats of arms&quot;), %3 the points</extracomment>
        <translation>Stad voltooid: %1 × 2 + %2 × 2 = %3</translation>
    </message>
    <message numerus="yes">
        <source>City completed: %n tile(s) × 2 = %1</source>
        <extracomment>%n the city&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Stad voltooid: %n tegel × 2 = %1</numerusform>
            <numerusform>Stad voltooid: %n tegels × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Robber on space %1 steals half of the %n point(s) %2 scored, rounded up = %3</source>
        <extracomment>%1 the number of the robber&apos;s space on the scoring track, %n the points the robbed player scored, %2 the robbed player&apos;s name, %3 the points the robber takes</extracomment>
        <translation>
            <numerusform>Rover op vak %1 steelt de helft van het %n punt van %2, naar boven afgerond = %3</numerusform>
            <numerusform>Rover op vak %1 steelt de helft van de %n punten van %2, naar boven afgerond = %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Message 1: your road worth the fewest points scores as at the end of the game = %1</source>
        <extracomment>%1 the points</extracomment>
        <translation>Boodschap 1: je weg die de minste punten waard is, telt zoals aan het einde van het spel = %1</translation>
    </message>
    <message>
        <source>Message 2: your city worth the fewest points scores as at the end of the game = %1</source>
        <extracomment>%1 the points</extracomment>
        <translation>Boodschap 2: je stad die de minste punten waard is, telt zoals aan het einde van het spel = %1</translation>
    </message>
    <message>
        <source>Message 3: your monastery worth the fewest points scores as at the end of the game = %1</source>
        <extracomment>%1 the points</extracomment>
        <translation>Boodschap 3: je klooster dat de minste punten waard is, telt zoals aan het einde van het spel = %1</translation>
    </message>
    <message>
        <source>Message 8: the meeple has no majority on its feature and returns to the supply = %1</source>
        <extracomment>%1 the points</extracomment>
        <translation>Boodschap 8: de horige heeft geen meerderheid in het gebied en gaat terug naar de voorraad = %1</translation>
    </message>
    <message>
        <source>Message 8: your meeple&apos;s feature scores for you alone as at the end of the game = %1</source>
        <extracomment>%1 the points of the feature, before any ghost penalty</extracomment>
        <translation>Boodschap 8: het gebied van je horige telt alleen voor jou zoals aan het einde van het spel = %1</translation>
    </message>
    <message>
        <source>Ransom paid to %1 to free your meeple = -3</source>
        <extracomment>%1 the name of the player who held the meeple prisoner</extracomment>
        <translation>Losprijs betaald aan %1 om je horige terug te kopen = -3</translation>
    </message>
    <message>
        <source>Ransom received from %1 for their meeple = 3</source>
        <extracomment>%1 the name of the player whose meeple was held prisoner</extracomment>
        <translation>Losprijs ontvangen van %1 voor de eigen horige = 3</translation>
    </message>
    <message numerus="yes">
        <source>Acrobat pyramid: %n acrobat(s) × 5 = %1</source>
        <extracomment>%n the player&apos;s acrobats in the pyramid, %1 the points</extracomment>
        <translation>
            <numerusform>Acrobatenpiramide: %n acrobaat × 5 = %1</numerusform>
            <numerusform>Acrobatenpiramide: %n acrobaten × 5 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Acrobat pyramid: %1 × 5, minus %2 × 2 = %3</source>
        <extracomment>%1 the player&apos;s acrobats (&quot;3 acrobats&quot;), %2 the ghosts on the pyramid (&quot;1 ghost&quot;), %3 the points</extracomment>
        <translation>Acrobatenpiramide: %1 × 5, min %2 × 2 = %3</translation>
    </message>
    <message numerus="yes">
        <source>%n acrobat(s)</source>
        <extracomment>the acrobats of a pyramid, put in for %1 of &quot;Acrobat pyramid: %1 × 5, minus %2 × 2 = %3&quot;</extracomment>
        <translation>
            <numerusform>%n acrobaat</numerusform>
            <numerusform>%n acrobaten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s)</source>
        <extracomment>the ghosts on a pyramid, put in for %2 of &quot;Acrobat pyramid: %1 × 5, minus %2 × 2 = %3&quot;</extracomment>
        <translation>
            <numerusform>%n spook</numerusform>
            <numerusform>%n spoken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The messenger&apos;s %n point(s) join the scoring meeple</source>
        <extracomment>%n the points the messenger stood on</extracomment>
        <translation>
            <numerusform>Het %n punt van de boodschapster gaat naar de telsteen</numerusform>
            <numerusform>De %n punten van de boodschapster gaan naar de telsteen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big top (%1, worth %2 per meeple): %n meeple(s) around it = %3</source>
        <extracomment>%1 the animal of the big top&apos;s token, %2 the points it gives each figure (a plain number, which is why it is not followed by &quot;points&quot;), %n the player&apos;s figures around the big top, %3 the points</extracomment>
        <translation>
            <numerusform>Circustent (%1, waarde %2 per horige): %n horige eromheen = %3</numerusform>
            <numerusform>Circustent (%1, waarde %2 per horige): %n horigen eromheen = %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Field with your pig: %n completed cit(y/ies) × 4 = %1</source>
        <extracomment>%n the completed cities bordering the field, %1 the points; the player&apos;s pig stands in the field</extracomment>
        <translation>
            <numerusform>Weiland met je varken: %n voltooide stad × 4 = %1</numerusform>
            <numerusform>Weiland met je varken: %n voltooide steden × 4 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Road with an inn, left incomplete at the end: worth 0</source>
        <translation>Weg met herberg, aan het einde onvoltooid: 0 punten waard</translation>
    </message>
    <message numerus="yes">
        <source>Road with an inn completed: %n tile(s) × 2 = %1</source>
        <extracomment>%n the road&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Weg met herberg voltooid: %n tegel × 2 = %1</numerusform>
            <numerusform>Weg met herberg voltooid: %n tegels × 2 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>City with a cathedral, left incomplete at the end: worth 0</source>
        <translation>Stad met kathedraal, aan het einde onvoltooid: 0 punten waard</translation>
    </message>
    <message>
        <source>City with a cathedral completed: %1 × 3 + %2 × 3 = %3</source>
        <extracomment>%1 the city&apos;s tiles (&quot;5 tiles&quot;), %2 its coats of arms (&quot;2 coats of arms&quot;), %3 the points</extracomment>
        <translation>Stad met kathedraal voltooid: %1 × 3 + %2 × 3 = %3</translation>
    </message>
    <message numerus="yes">
        <source>City with a cathedral completed: %n tile(s) × 3 = %1</source>
        <extracomment>%n the city&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Stad met kathedraal voltooid: %n tegel × 3 = %1</numerusform>
            <numerusform>Stad met kathedraal voltooid: %n tegels × 3 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Incomplete garden: itself and %n neighbouring tile(s) = %1</source>
        <extracomment>%n the tiles around the garden, %1 the points</extracomment>
        <translation>
            <numerusform>Onvoltooide tuin: zelf en %n aangrenzende tegel = %1</numerusform>
            <numerusform>Onvoltooide tuin: zelf en %n aangrenzende tegels = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Garden completed: itself and 8 neighbouring tiles = 9</source>
        <translation>Tuin voltooid: zelf en 8 aangrenzende tegels = 9</translation>
    </message>
    <message numerus="yes">
        <source> (majority with a strength of %n: the large meeple counts 2)</source>
        <extracomment>added after a feature&apos;s points: %n the strength that gave the majority, a large meeple counting 2</extracomment>
        <translation>
            <numerusform> (meerderheid met een sterkte van %n: de grote horige telt voor 2)</numerusform>
            <numerusform> (meerderheid met een sterkte van %n: de grote horige telt voor 2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Abbot returned early from its garden: itself and %n neighbouring tile(s) = %1</source>
        <extracomment>%n the tiles around the garden, %1 the points before any ghost penalty</extracomment>
        <translation>
            <numerusform>Abt vroegtijdig teruggenomen uit de tuin: de tuin en %n aangrenzende tegel = %1</numerusform>
            <numerusform>Abt vroegtijdig teruggenomen uit de tuin: de tuin en %n aangrenzende tegels = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Abbot returned early from its monastery: itself and %n neighbouring tile(s) = %1</source>
        <extracomment>%n the tiles around the monastery, %1 the points before any ghost penalty</extracomment>
        <translation>
            <numerusform>Abt vroegtijdig teruggenomen uit het klooster: het klooster en %n aangrenzende tegel = %1</numerusform>
            <numerusform>Abt vroegtijdig teruggenomen uit het klooster: het klooster en %n aangrenzende tegels = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Most %1 tokens: %n token(s) = 10</source>
        <extracomment>%1 a kind of goods (&quot;Wine&quot;), %n the tokens of it the player holds, the most of anyone (ties all score)</extracomment>
        <translation>
            <numerusform>Meeste fiches %1: %n fiche = 10</numerusform>
            <numerusform>Meeste fiches %1: %n fiches = 10</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LedgerPanel</name>
    <message>
        <source>Ledger</source>
        <translation>Logboek</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Iedereen</translation>
    </message>
    <message>
        <source>Show the payouts of</source>
        <translation>Toon de uitbetalingen van</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>Take back the last event (Ctrl+Z)</source>
        <translation>Laatste gebeurtenis terugnemen (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <source>Bring back the undone event (Ctrl+Shift+Z)</source>
        <translation>Teruggenomen gebeurtenis herstellen (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <extracomment>%1 player, %2 rule name, %3 scoring figure</extracomment>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Explain in two languages</source>
        <translation>In twee talen uitleggen</translation>
    </message>
    <message>
        <source>No points scored yet.</source>
        <translation>Nog geen punten gescoord.</translation>
    </message>
    <message>
        <source>%1 · %2 “%3” · %4</source>
        <extracomment>%1 player, %2 rule name, %3 the name the players gave the feature (&quot;the river city&quot;), %4 scoring figure</extracomment>
        <translation>%1 · %2 ‘%3’ · %4</translation>
    </message>
</context>
<context>
    <name>LibraryBanner</name>
    <message>
        <source>Games cannot be saved: the game library is not open.</source>
        <translation>Spellen kunnen niet worden opgeslagen: de spelbibliotheek is niet geopend.</translation>
    </message>
    <message>
        <source>This library is read-only: its games can be viewed but not changed.</source>
        <translation>Deze bibliotheek is alleen-lezen: de spellen kunnen worden bekeken, maar niet gewijzigd.</translation>
    </message>
    <message>
        <source>%1 Meeple Ledger tries again every few seconds.</source>
        <extracomment>%1 what is wrong with the library, a sentence of its own</extracomment>
        <translation>%1 Meeple Ledger probeert het om de paar seconden opnieuw.</translation>
    </message>
    <message>
        <source>Make the file and its folder writable, or copy the library to a folder you can write to, to play new games.</source>
        <translation>Maak het bestand en de map schrijfbaar, of kopieer de bibliotheek naar een map waarin je kunt schrijven, om nieuwe spellen te spelen.</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Opnieuw proberen</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Something happened to the game library&apos;s file.</source>
        <translation>Er is iets gebeurd met het bestand van de spelbibliotheek.</translation>
    </message>
</context>
<context>
    <name>LibraryStatistics</name>
    <message>
        <source>The game library is not open.</source>
        <translation>De spelbibliotheek is niet geopend.</translation>
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
        <translation>Meeple Ledger — beurt %1</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>Join</source>
        <translation>Samenvoegen</translation>
    </message>
    <message>
        <source>Which features did the tile join to it?</source>
        <translation>Welke gebieden heeft de tegel ermee verbonden?</translation>
    </message>
    <message>
        <source>No other feature of this type is occupied.</source>
        <translation>Geen ander gebied van deze soort is bezet.</translation>
    </message>
    <message>
        <source>Join with %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>Samenvoegen met: %1</translation>
    </message>
</context>
<context>
    <name>MessageDialog</name>
    <message>
        <source>Draw a message</source>
        <translation>Boodschap trekken</translation>
    </message>
    <message>
        <source>Choose a message</source>
        <translation>Boodschap kiezen</translation>
    </message>
    <message>
        <source>Do the action</source>
        <translation>Actie uitvoeren</translation>
    </message>
    <message>
        <source>Message %1: %2</source>
        <extracomment>%1 the message tile&apos;s number (1 to 8), %2 its name</extracomment>
        <translation>Boodschap %1: %2</translation>
    </message>
    <message>
        <source>Which of your figures is scored?</source>
        <translation>Welke van je pionnen wordt geteld?</translation>
    </message>
    <message>
        <source>Which message tile was drawn? (keys 1–%1)</source>
        <extracomment>%1 the number of the last message tile (8)</extracomment>
        <translation>Welke boodschaptegel is getrokken? (toetsen 1–%1)</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 figure kind, %2 the feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>%1 op: %2</translation>
    </message>
    <message numerus="yes">
        <source>Take %n point(s)</source>
        <extracomment>%n the points a message taken as points gives (2)</extracomment>
        <translation>
            <numerusform>%n punt nemen</numerusform>
            <numerusform>%n punten nemen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n point(s) instead</source>
        <extracomment>%n the points a message taken as points gives (2)</extracomment>
        <translation>
            <numerusform>In plaats daarvan %n punt nemen</numerusform>
            <numerusform>In plaats daarvan %n punten nemen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have nothing on the board this message could score: take the %n point(s).</source>
        <extracomment>%n the points a message taken as points gives (2)</extracomment>
        <translation>
            <numerusform>Je hebt niets op het speelveld dat deze boodschap kan laten tellen: neem het %n punt.</numerusform>
            <numerusform>Je hebt niets op het speelveld dat deze boodschap kan laten tellen: neem de %n punten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MessageStep</name>
    <message>
        <source>✉ %1 landed on a dark space: draw a message tile!</source>
        <extracomment>%1 the active player&apos;s name; their scoring meeple stopped on a dark space of the track</extracomment>
        <translation>✉ %1 is op een donker vak beland: trek een boodschaptegel!</translation>
    </message>
    <message>
        <source>Resolve the message (M)</source>
        <translation>Boodschap afhandelen (M)</translation>
    </message>
</context>
<context>
    <name>MessageTiles</name>
    <message>
        <source>Shortest road</source>
        <translation>Kortste weg</translation>
    </message>
    <message>
        <source>Score your smallest road as at the end of the game; the figures stay.</source>
        <translation>Tel je kleinste weg zoals aan het einde van het spel; de pionnen blijven staan.</translation>
    </message>
    <message>
        <source>Smallest city</source>
        <translation>Kleinste stad</translation>
    </message>
    <message>
        <source>Score your smallest city as at the end of the game; the figures stay.</source>
        <translation>Tel je kleinste stad zoals aan het einde van het spel; de pionnen blijven staan.</translation>
    </message>
    <message>
        <source>Smallest monastery</source>
        <translation>Kleinste klooster</translation>
    </message>
    <message>
        <source>Score your smallest monastery as at the end of the game; the figure stays.</source>
        <translation>Tel je kleinste klooster zoals aan het einde van het spel; de pion blijft staan.</translation>
    </message>
    <message>
        <source>Extra tile</source>
        <translation>Extra tegel</translation>
    </message>
    <message>
        <source>Draw and place another tile: a new part of this turn.</source>
        <translation>Trek en leg nog een tegel: een nieuw deel van deze beurt.</translation>
    </message>
    <message>
        <source>2 points per coat of arms</source>
        <translation>2 punten per wapenschild</translation>
    </message>
    <message>
        <source>2 points for each coat of arms in cities where you have a knight.</source>
        <translation>2 punten voor elk wapenschild in steden waar je een ridder hebt.</translation>
    </message>
    <message>
        <source>2 points per knight</source>
        <translation>2 punten per ridder</translation>
    </message>
    <message>
        <source>2 points for each of your figures in cities.</source>
        <translation>2 punten voor elk van je pionnen in steden.</translation>
    </message>
    <message>
        <source>2 points per farmer</source>
        <translation>2 punten per boer</translation>
    </message>
    <message>
        <source>2 points for each of your figures in fields.</source>
        <translation>2 punten voor elk van je pionnen in weilanden.</translation>
    </message>
    <message>
        <source>Score a meeple</source>
        <translation>Een horige tellen</translation>
    </message>
    <message>
        <source>Score one of your figures as at the end of the game; it returns to you.</source>
        <translation>Tel een van je pionnen zoals aan het einde van het spel; hij komt terug in je voorraad.</translation>
    </message>
</context>
<context>
    <name>MoverChooser</name>
    <message>
        <source>Which scoring figure moves?</source>
        <translation>Welke telsteen gaat vooruit?</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 player name, %2 points (signed)</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Suggested: %1 — %2</source>
        <extracomment>%1 &quot;meeple&quot; or &quot;messenger&quot;, %2 the reason</extracomment>
        <translation>Aanbevolen: %1 — %2</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <extracomment>%1 figure name, %2 the track position it would land on</extracomment>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Move %1&apos;s %2</source>
        <extracomment>%1 the player&apos;s name, %2 the scoring figure (scoring meeple or messenger)</extracomment>
        <translation>%2 van %1 verzetten</translation>
    </message>
    <message>
        <source>The messenger holds too few points to pay.</source>
        <translation>De boodschapster heeft te weinig punten om te betalen.</translation>
    </message>
    <message>
        <source>The meeple holds too few points to pay.</source>
        <translation>De telsteen heeft te weinig punten om te betalen.</translation>
    </message>
</context>
<context>
    <name>NumberField</name>
    <message>
        <source>Less</source>
        <translation>Minder</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Meer</translation>
    </message>
    <message>
        <source>At most %1: %2</source>
        <extracomment>%1 the largest number the field takes; %2 why (&quot;no more than its tiles&quot;)</extracomment>
        <translation>Hoogstens %1: %2</translation>
    </message>
    <message>
        <source>At most %1</source>
        <extracomment>%1 the largest number the field takes</extracomment>
        <translation>Hoogstens %1</translation>
    </message>
    <message>
        <source>At least %1</source>
        <extracomment>%1 the smallest number the field takes</extracomment>
        <translation>Minstens %1</translation>
    </message>
</context>
<context>
    <name>Outbox</name>
    <message>
        <source>read the library&apos;s device id</source>
        <translation>de apparaat-id van de bibliotheek lezen</translation>
    </message>
    <message>
        <source>read what the club server is owed</source>
        <translation>lezen wat de clubserver nog moet krijgen</translation>
    </message>
    <message>
        <source>note what the club server holds</source>
        <translation>noteren wat de clubserver heeft</translation>
    </message>
    <message>
        <source>note what the club server is owed</source>
        <translation>noteren wat de clubserver nog moet krijgen</translation>
    </message>
</context>
<context>
    <name>PayoutList</name>
    <message>
        <source>Nobody scores.</source>
        <translation>Niemand scoort.</translation>
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
        <translation>Deze beurt geplaatst</translation>
    </message>
    <message>
        <source>Placed: %1 on %2</source>
        <extracomment>%1 a kind of figure (meeple, guard meeple…), %2 the feature as the players see it (&quot;Ana&apos;s city&quot;)</extracomment>
        <translation>Geplaatst: %1 op %2</translation>
    </message>
    <message>
        <source>Place a figure (P)</source>
        <translation>Pion plaatsen (P)</translation>
    </message>
    <message>
        <source>Place another</source>
        <translation>Nog een plaatsen</translation>
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
            <numerusform>Plaatsen: %1 (nog %n)</numerusform>
            <numerusform>Plaatsen: %1 (nog %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Place on a new %1</source>
        <extracomment>%1 a kind of feature (road, city…)</extracomment>
        <translation>Op nieuw gebied plaatsen: %1</translation>
    </message>
    <message>
        <source>On top of %1</source>
        <extracomment>a tower to place the figure on: %1 the tower as the players see it (&quot;tower 2, height 3&quot;)</extracomment>
        <translation>Boven op: %1</translation>
    </message>
    <message>
        <source>Join acrobats %1 (%2 of %3)</source>
        <extracomment>%1 the acrobat space, %2 its acrobats, %3 a full pyramid&apos;s</extracomment>
        <translation>Bij acrobaten %1 (%2 van %3)</translation>
    </message>
    <message>
        <source>Joins %1 (J)</source>
        <extracomment>%1 a feature as the players see it (&quot;Ben&apos;s road&quot;); J is the key</extracomment>
        <translation>Sluit aan op: %1 (J)</translation>
    </message>
    <message>
        <source>Joins %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ben&apos;s road&quot;)</extracomment>
        <translation>Sluit aan op: %1</translation>
    </message>
    <message>
        <source>Tower floor (T)…</source>
        <translation>Torendeel (T)…</translation>
    </message>
    <message>
        <source>Score pyramid %1…</source>
        <extracomment>%1 the acrobat space&apos;s number, as its card shows it (&quot;Acrobats 2&quot;)</extracomment>
        <translation>Piramide %1 tellen…</translation>
    </message>
    <message>
        <source>Beside your figure on %1</source>
        <extracomment>a builder or a pig joining a feature where its owner has a figure: %1 the feature as the players see it (&quot;Ana&apos;s road&quot;)</extracomment>
        <translation>Naast je pion: %1</translation>
    </message>
    <message>
        <source>Return the abbot from the garden (A)…</source>
        <translation>Abt terugnemen uit de tuin (A)…</translation>
    </message>
    <message>
        <source>Return the abbot from the garden…</source>
        <translation>Abt terugnemen uit de tuin…</translation>
    </message>
    <message>
        <source>Return the abbot from the monastery (A)…</source>
        <translation>Abt terugnemen uit het klooster (A)…</translation>
    </message>
    <message>
        <source>Return the abbot from the monastery…</source>
        <translation>Abt terugnemen uit het klooster…</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <source>Now playing: </source>
        <translation>Aan de beurt: </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n point(s)</source>
        <extracomment>%1 the player&apos;s name, %n the player&apos;s score</extracomment>
        <translation>
            <numerusform>%1, %n punt</numerusform>
            <numerusform>%1, %n punten</numerusform>
        </translation>
    </message>
    <message>
        <source>Now playing</source>
        <translation>Aan de beurt</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>%n the player&apos;s score</extracomment>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
        </translation>
    </message>
    <message>
        <source>Correct %1&apos;s score</source>
        <extracomment>%1 the player&apos;s name</extracomment>
        <translation>Score van %1 corrigeren</translation>
    </message>
    <message>
        <source>Scoring meeple at %1</source>
        <extracomment>%1 the space of the scoring track (a number)</extracomment>
        <translation>Telsteen op %1</translation>
    </message>
    <message>
        <source>Messenger at %1</source>
        <extracomment>%1 the space of the scoring track (a number)</extracomment>
        <translation>Boodschapster op %1</translation>
    </message>
    <message>
        <source>on %1</source>
        <extracomment>where the robber stands: %1 the space of the scoring track (a number)</extracomment>
        <translation>op %1</translation>
    </message>
    <message>
        <source>in hand</source>
        <translation>in de voorraad</translation>
    </message>
    <message>
        <source>Robber on space %1</source>
        <extracomment>%1 the space of the scoring track (a number)</extracomment>
        <translation>Rover op vak %1</translation>
    </message>
    <message>
        <source>Robber in the supply</source>
        <translation>Rover in de voorraad</translation>
    </message>
    <message>
        <source>Supply:</source>
        <translation>Voorraad:</translation>
    </message>
    <message numerus="yes">
        <source>%n meeple(s) in the supply</source>
        <extracomment>%n how many meeples the player has in their supply</extracomment>
        <translation>
            <numerusform>%n horige in de voorraad</numerusform>
            <numerusform>%n horigen in de voorraad</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guard(s) in the supply</source>
        <extracomment>%n how many guard meeples the player has in their supply</extracomment>
        <translation>
            <numerusform>%n wachter in de voorraad</numerusform>
            <numerusform>%n wachters in de voorraad</numerusform>
        </translation>
    </message>
    <message>
        <source>The ringmaster is in the supply</source>
        <translation>De circusdirecteur is in de voorraad</translation>
    </message>
    <message>
        <source>The ringmaster is on the board</source>
        <translation>De circusdirecteur staat op het speelveld</translation>
    </message>
    <message numerus="yes">
        <source>%n tower floor(s) left</source>
        <extracomment>%n how many tower floors the player has left</extracomment>
        <translation>
            <numerusform>Nog %n torendeel</numerusform>
            <numerusform>Nog %n torendelen</numerusform>
        </translation>
    </message>
    <message>
        <source>Holds: %1</source>
        <extracomment>the prisoners a player holds in their tower: %1 the list (&quot;Ben&apos;s meeple, Cleo&apos;s guard meeple&quot;), or on a card too short for it the owners&apos; names alone (&quot;Ben, Cleo&quot;)</extracomment>
        <translation>Houdt gevangen: %1</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <extracomment>a prisoner: %1 its owner&apos;s name, %2 the kind of figure (&quot;meeple&quot;, &quot;guard meeple&quot;)</extracomment>
        <translation>%2 van %1</translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) on their figures</source>
        <extracomment>%n how many ghosts stand on the player&apos;s figures</extracomment>
        <translation>
            <numerusform>%n spook op de eigen pionnen</numerusform>
            <numerusform>%n spoken op de eigen pionnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 in the supply</source>
        <extracomment>%1 a kind of figure (abbot, large meeple, builder, pig); %n how many the player has in their supply</extracomment>
        <translation>
            <numerusform>%1: %n in de voorraad</numerusform>
            <numerusform>%1: %n in de voorraad</numerusform>
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
            <numerusform>%1: %n fiche, de meeste aan tafel</numerusform>
            <numerusform>%1: %n fiches, de meeste aan tafel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 token(s)</source>
        <extracomment>%1 the kind of goods, %n the tokens</extracomment>
        <translation>
            <numerusform>%1: %n fiche</numerusform>
            <numerusform>%1: %n fiches</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerProfiles</name>
    <message>
        <source>The game library is not open.</source>
        <translation>De spelbibliotheek is niet geopend.</translation>
    </message>
</context>
<context>
    <name>PointSources</name>
    <message>
        <source>Roads</source>
        <translation>Wegen</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Steden</translation>
    </message>
    <message>
        <source>Monasteries</source>
        <translation>Kloosters</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Weilanden</translation>
    </message>
    <message>
        <source>Haunted castles</source>
        <translation>Spookslotten</translation>
    </message>
    <message>
        <source>Cemeteries</source>
        <translation>Kerkhoven</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Boodschappen</translation>
    </message>
    <message>
        <source>Robbers</source>
        <translation>Rovers</translation>
    </message>
    <message>
        <source>Tower ransoms</source>
        <translation>Losprijs (toren)</translation>
    </message>
    <message>
        <source>Big top</source>
        <translation>Circustent</translation>
    </message>
    <message>
        <source>Acrobats</source>
        <translation>Acrobaten</translation>
    </message>
    <message>
        <source>Ringmaster</source>
        <translation>Circusdirecteur</translation>
    </message>
    <message>
        <source>Ghosts</source>
        <translation>Spoken</translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation>Correcties</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Overig</translation>
    </message>
    <message>
        <source>Roads with inns</source>
        <translation>Wegen met herberg</translation>
    </message>
    <message>
        <source>Cities with cathedrals</source>
        <translation>Steden met kathedraal</translation>
    </message>
    <message>
        <source>Gardens</source>
        <translation>Tuinen</translation>
    </message>
    <message>
        <source>Abbot returned early</source>
        <translation>Abt vroegtijdig teruggenomen</translation>
    </message>
    <message>
        <source>Goods</source>
        <translation>Handelswaren</translation>
    </message>
</context>
<context>
    <name>PreviewDialog</name>
    <message>
        <source>Payouts</source>
        <translation>Uitbetalingen</translation>
    </message>
</context>
<context>
    <name>PyramidDialog</name>
    <message>
        <source>Score the pyramid %1</source>
        <extracomment>%1 the acrobat space&apos;s number</extracomment>
        <translation>Piramide %1 tellen</translation>
    </message>
    <message>
        <source>Score the pyramid</source>
        <translation>Piramide tellen</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Displays help on commandline options.</source>
        <extracomment>The description of --help in the programs&apos; --help (Qt&apos;s own text)</extracomment>
        <translation>Help tonen over de opties voor de opdrachtregel.</translation>
    </message>
    <message>
        <source>Displays help including Qt specific options.</source>
        <extracomment>The description of --help-all in the programs&apos; --help (Qt&apos;s own text)</extracomment>
        <translation>Help tonen inclusief Qt specifieke opties.</translation>
    </message>
</context>
<context>
    <name>RansomDialog</name>
    <message>
        <source>Buy back your %1 from %2</source>
        <extracomment>%1 the kind of the captured figure (meeple, guard meeple, ringmaster), %2 the name of the player holding it prisoner</extracomment>
        <translation>Je %1 vrijkopen van %2</translation>
    </message>
    <message>
        <source>The figure returns to your supply; a ransom can be paid once per turn.</source>
        <translation>De pion gaat terug naar je voorraad; de losprijs kan één keer per beurt worden betaald.</translation>
    </message>
    <message>
        <source>Pay the ransom</source>
        <translation>Losprijs betalen</translation>
    </message>
</context>
<context>
    <name>RansomStep</name>
    <message>
        <source>Ransom (B)</source>
        <translation>Losprijs (B)</translation>
    </message>
    <message>
        <source>Buy back your %1 from %2…</source>
        <extracomment>%1 the kind of the captured figure (meeple, guard meeple, ringmaster), %2 the name of the player holding it prisoner</extracomment>
        <translation>Je %1 vrijkopen van %2…</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>these points land its owner on a dark space: a message</source>
        <translation>deze punten brengen de eigenaar op een donker vak: een boodschap</translation>
    </message>
    <message>
        <source>the most points</source>
        <translation>de meeste punten</translation>
    </message>
    <message>
        <source>the only scoring figure</source>
        <translation>de enige telsteen</translation>
    </message>
    <message>
        <source>the lower figure loses less</source>
        <translation>de achterste pion verliest minder</translation>
    </message>
    <message>
        <source>the other figure already earned this turn&apos;s message</source>
        <translation>de andere pion heeft de boodschap van deze beurt al verdiend</translation>
    </message>
    <message>
        <source>it lands on a dark space: a message</source>
        <translation>hij komt op een donker vak: een boodschap</translation>
    </message>
    <message>
        <source>the other figure stands with a robber</source>
        <translation>bij de andere pion staat een rover</translation>
    </message>
    <message>
        <source>either figure is as good</source>
        <translation>beide pionnen zijn even goed</translation>
    </message>
</context>
<context>
    <name>RecallDialog</name>
    <message>
        <source>Return the abbot from the garden</source>
        <translation>Abt terugnemen uit de tuin</translation>
    </message>
    <message>
        <source>Return the abbot from the monastery</source>
        <translation>Abt terugnemen uit het klooster</translation>
    </message>
    <message>
        <source>Return the abbot</source>
        <translation>Abt terugnemen</translation>
    </message>
    <message>
        <source>The garden&apos;s tile and the tiles around it</source>
        <translation>De tegel van de tuin en de tegels eromheen</translation>
    </message>
    <message>
        <source>The monastery&apos;s tile and the tiles around it</source>
        <translation>De tegel van het klooster en de tegels eromheen</translation>
    </message>
    <message numerus="yes">
        <source>The abbot returns to your supply; each of its %n ghost(s) costs 2.</source>
        <extracomment>%n the ghosts on the abbot</extracomment>
        <translation>
            <numerusform>De abt gaat terug naar je voorraad; het %n spook erop kost 2.</numerusform>
            <numerusform>De abt gaat terug naar je voorraad; elk van de %n spoken erop kost 2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The abbot returns to your supply; this takes the place of placing a figure.</source>
        <translation>De abt gaat terug naar je voorraad; dit vervangt het plaatsen van een pion.</translation>
    </message>
</context>
<context>
    <name>RecordFile</name>
    <message>
        <source>Could not read %1: %2</source>
        <extracomment>%1 the record file, %2 the system&apos;s reason</extracomment>
        <translation>Kon %1 niet lezen: %2</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1 the record file, %2 the system&apos;s reason</extracomment>
        <translation>Kon %1 niet schrijven: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB, the most a game record can be.</source>
        <extracomment>%1 is a file name, %2 the largest size of a record in MiB (16) %1 the record file, %2 the largest size allowed, in MiB</extracomment>
        <translation>%1 is groter dan %2 MiB, het maximum voor een partijverslag.</translation>
    </message>
    <message>
        <source>%1 is not a regular file (it is a folder, a device, a pipe or a socket): nothing was written, and it was left as it was. Name a file.</source>
        <extracomment>%1 the output file the user named</extracomment>
        <translation>%1 is geen gewoon bestand (maar een map, een apparaat, een pipe of een socket): er is niets geschreven en het is gebleven zoals het was. Geef een bestand op.</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>a record is one JSON object</source>
        <translation>een spelverslag is één JSON-object</translation>
    </message>
    <message>
        <source>an event must be a JSON object</source>
        <translation>een gebeurtenis moet een JSON-object zijn</translation>
    </message>
    <message>
        <source>`format` must be &quot;meeple-ledger/1&quot;</source>
        <translation>`format` moet &quot;meeple-ledger/1&quot; zijn</translation>
    </message>
    <message>
        <source>`players` must be an array of 2 to 6 players</source>
        <translation>`players` moet een lijst van 2 tot 6 spelers zijn</translation>
    </message>
    <message>
        <source>a game has 2 to 6 players, this record has %1</source>
        <extracomment>%1 the record&apos;s number of players</extracomment>
        <translation>een spel heeft 2 tot 6 spelers, dit verslag heeft er %1</translation>
    </message>
    <message>
        <source>`players[%1]` must be an object</source>
        <extracomment>%1 the player&apos;s place in the list, from 0</extracomment>
        <translation>`players[%1]` moet een object zijn</translation>
    </message>
    <message>
        <source>player id &quot;%1&quot; must be 1 to 16 of a-z, 0-9, _ and -</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>spelers-id &quot;%1&quot; moet bestaan uit 1 tot 16 tekens uit a-z, 0-9, _ en -</translation>
    </message>
    <message>
        <source>player id &quot;%1&quot; is used twice</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>spelers-id &quot;%1&quot; wordt twee keer gebruikt</translation>
    </message>
    <message>
        <source>the name of &quot;%1&quot; is longer than 40 characters</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>de naam van &quot;%1&quot; is langer dan 40 tekens</translation>
    </message>
    <message>
        <source>`expansions` must be an array (empty for the base game alone)</source>
        <translation>`expansions` moet een lijst zijn (leeg voor alleen het basisspel)</translation>
    </message>
    <message>
        <source>expansion &quot;%1&quot; is listed twice</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>uitbreiding ‘%1’ staat er twee keer in</translation>
    </message>
    <message>
        <source>`events` must be an array</source>
        <translation>`events` moet een lijst zijn</translation>
    </message>
    <message>
        <source>`game.id` must be a UUID such as &quot;3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e0f4a61&quot;, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`game.id` moet een UUID zijn zoals &quot;3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e0f4a61&quot;, gevonden: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>`game.created` must be a time in UTC such as &quot;2026-12-04T19:30:00Z&quot;, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`game.created` moet een tijd in UTC zijn zoals &quot;2026-12-04T19:30:00Z&quot;, gevonden: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>`%1` is missing</source>
        <extracomment>%1 the name of a field of the record, as written there</extracomment>
        <translation>`%1` ontbreekt</translation>
    </message>
    <message>
        <source>`%1` must be a whole number %2, got %3</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 the numbers allowed (&quot;2 or more&quot;, &quot;from 1 to 12&quot;); %3 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` moet een geheel getal %2 zijn, gevonden: %3</translation>
    </message>
    <message>
        <source>`%1` must be a non-empty string, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` moet een niet-lege tekst zijn, gevonden: %2</translation>
    </message>
    <message>
        <source>`%1` must be an object, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` moet een object zijn, gevonden: %2</translation>
    </message>
    <message>
        <source>`%1` must be an array of strings, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` moet een lijst van teksten zijn, gevonden: %2</translation>
    </message>
    <message>
        <source>`%1` must hold non-empty strings, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` mag alleen niet-lege teksten bevatten, gevonden: %2</translation>
    </message>
    <message>
        <source>`%1` (%2) cannot exceed `%3` (%4)</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 its value; %3 the name of a field of the record, as written there; %4 its value</extracomment>
        <translation>`%1` (%2) mag niet groter zijn dan `%3` (%4)</translation>
    </message>
    <message>
        <source>the game has ended: no event may follow `end`</source>
        <translation>het spel is afgelopen: na `end` mag geen gebeurtenis meer komen</translation>
    </message>
    <message>
        <source>unknown event type &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>onbekend gebeurtenistype &quot;%1&quot;</translation>
    </message>
    <message>
        <source>`%1` events need the %2 expansion, which this record does not enable</source>
        <extracomment>%1 an event type as written in the record (tower, robber…); %2 an expansion&apos;s name</extracomment>
        <translation>`%1`-gebeurtenissen vereisen de uitbreiding ‘%2’, die dit verslag niet inschakelt</translation>
    </message>
    <message>
        <source>the messenger needs the %1 expansion, which this record does not enable</source>
        <extracomment>%1 an expansion&apos;s name</extracomment>
        <translation>de boodschapster vereist de uitbreiding ‘%1’, die dit verslag niet inschakelt</translation>
    </message>
    <message>
        <source>%1 figures need the %2 expansion, which this record does not enable</source>
        <extracomment>%1 a kind of figure (meeple, guard meeple, ringmaster); %2 an expansion&apos;s name</extracomment>
        <translation>pionnen van het soort %1 vereisen de uitbreiding ‘%2’, die dit verslag niet inschakelt</translation>
    </message>
    <message>
        <source>%1 features need the %2 expansion, which this record does not enable</source>
        <extracomment>%1 a kind of feature (road, city, tower…); %2 an expansion&apos;s name</extracomment>
        <translation>gebieden van het soort %1 vereisen de uitbreiding ‘%2’, die dit verslag niet inschakelt</translation>
    </message>
    <message>
        <source>ringmaster counts need the %1 expansion, which this record does not enable</source>
        <extracomment>%1 an expansion&apos;s name</extracomment>
        <translation>tellingen voor de circusdirecteur vereisen de uitbreiding ‘%1’, die dit verslag niet inschakelt</translation>
    </message>
    <message>
        <source>`%1`: &quot;%2&quot; is not a player of this game</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1`: &quot;%2&quot; speelt niet mee in dit spel</translation>
    </message>
    <message>
        <source>`%1` must be &quot;meeple&quot; or &quot;messenger&quot;, got &quot;%2&quot;</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1` moet &quot;meeple&quot; of &quot;messenger&quot; zijn, gevonden: &quot;%2&quot;</translation>
    </message>
    <message>
        <source>no turn has begun: the record must start with a `turn` event</source>
        <translation>er is geen beurt begonnen: het verslag moet met een `turn`-gebeurtenis beginnen</translation>
    </message>
    <message>
        <source>it is %1&apos;s turn after %2, not %3</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name; %3 a player&apos;s name</extracomment>
        <translation>na %2 is %1 aan de beurt, niet %3</translation>
    </message>
    <message>
        <source>`%1`: no feature &quot;%2&quot; is on the board</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1`: er ligt geen gebied &quot;%2&quot; op het speelveld</translation>
    </message>
    <message>
        <source>`%1`: no figure &quot;%2&quot; is on the board</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1`: er staat geen pion &quot;%2&quot; op het speelveld</translation>
    </message>
    <message>
        <source>only the active player (%1) places figures, not %2</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name</extracomment>
        <translation>alleen de actieve speler (%1) plaatst pionnen, niet %2</translation>
    </message>
    <message>
        <source>`kind` must be meeple, guard or ringmaster, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`kind` moet meeple, guard of ringmaster zijn, gevonden: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 has no %2 left in their supply</source>
        <extracomment>%1 a player&apos;s name; %2 a kind of figure</extracomment>
        <translation>%1 heeft geen %2 meer in de voorraad</translation>
    </message>
    <message>
        <source>figure id &quot;%1&quot; is already on the board or held as a prisoner</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>pion-id &quot;%1&quot; staat al op het speelveld of wordt gevangen gehouden</translation>
    </message>
    <message>
        <source>unknown `featureType` &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>onbekend `featureType` &quot;%1&quot;</translation>
    </message>
    <message>
        <source>feature &quot;%1&quot; is a %2, not a %3</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure; %3 a kind of feature (road, city…) or of figure</extracomment>
        <translation>gebied &quot;%1&quot; is van het soort %2, niet %3</translation>
    </message>
    <message>
        <source>feature &quot;%1&quot; is new, so `featureType` is required</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>gebied &quot;%1&quot; is nieuw, dus `featureType` is verplicht</translation>
    </message>
    <message>
        <source>feature &quot;%1&quot; is already occupied; players join features with `merge`</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>gebied &quot;%1&quot; is al bezet; spelers verbinden gebieden met `merge`</translation>
    </message>
    <message>
        <source>tower &quot;%1&quot; has no floor yet: towers are built with `tower` events</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>toren &quot;%1&quot; heeft nog geen torendeel: torens worden gebouwd met `tower`-gebeurtenissen</translation>
    </message>
    <message>
        <source>`features` must name at least two different features, each once</source>
        <translation>`features` moet minstens twee verschillende gebieden noemen, elk één keer</translation>
    </message>
    <message>
        <source>only roads, cities and fields are merged; &quot;%1&quot; is a %2</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>alleen wegen, steden en weilanden worden verbonden; &quot;%1&quot; is van het soort %2</translation>
    </message>
    <message>
        <source>cannot merge a %1 with a %2</source>
        <extracomment>%1 a kind of feature (road, city…) or of figure; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>een gebied van het soort %1 kan niet met een van het soort %2 worden verbonden</translation>
    </message>
    <message>
        <source>`into`: &quot;%1&quot; is another feature on the board</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`into`: &quot;%1&quot; is een ander gebied op het speelveld</translation>
    </message>
    <message>
        <source>fields are never scored during the game; they score at `end`</source>
        <translation>weilanden worden nooit tijdens het spel geteld; ze tellen bij `end`</translation>
    </message>
    <message>
        <source>a %1 is not a feature that is completed and scored</source>
        <extracomment>%1 a kind of feature (road, city…) or of figure</extracomment>
        <translation>een gebied van het soort %1 wordt niet voltooid en geteld</translation>
    </message>
    <message>
        <source>an adjustment of 0 points changes nothing</source>
        <translation>een correctie van 0 punten verandert niets</translation>
    </message>
    <message>
        <source>`values` has an entry for &quot;%1&quot;, which is not on the board</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`values` heeft een regel voor &quot;%1&quot;, dat niet op het speelveld ligt</translation>
    </message>
    <message>
        <source>`values.%1`: a %2 is not scored at the end; give `{}` or no entry</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>`values.%1`: een gebied van het soort %2 wordt aan het einde niet geteld; geef `{}` of geen regel</translation>
    </message>
    <message>
        <source>`values` has no entry for %1 &quot;%2&quot;, which has figures on it</source>
        <extracomment>%1 a kind of feature (road, city…); %2 an id or value exactly as written in the record</extracomment>
        <translation>`values` heeft geen regel voor het gebied van het soort %1 &quot;%2&quot;, waar pionnen op staan</translation>
    </message>
    <message>
        <source>`%1`: &quot;%2&quot; is not a ringmaster on %3 &quot;%4&quot; that takes a bonus</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record; %3 a kind of feature (road, city…); %4 an id or value exactly as written in the record</extracomment>
        <translation>`%1`: &quot;%2&quot; is geen circusdirecteur op het gebied van het soort %3 &quot;%4&quot; die een bonus krijgt</translation>
    </message>
    <message>
        <source>`%1` needs the number of circus and acrobat tiles around ringmaster &quot;%2&quot;</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1` vereist het aantal circus- en acrobatentegels rond circusdirecteur &quot;%2&quot;</translation>
    </message>
    <message>
        <source>`%1`: unknown animal &quot;%2&quot; (flea, monkey, seal, bear, tiger, elephant)</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1`: onbekend dier &quot;%2&quot; (flea, monkey, seal, bear, tiger, elephant)</translation>
    </message>
    <message numerus="yes">
        <source>all %n %1 token(s) have been revealed already</source>
        <extracomment>%n the tokens of that animal in the game; %1 the animal (flea, monkey…)</extracomment>
        <translation>
            <numerusform>de %n fiche %1 is al onthuld</numerusform>
            <numerusform>alle %n fiches %1 zijn al onthuld</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a %2, not an acrobat space</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>&quot;%1&quot; is van het soort %2, geen acrobatenplek</translation>
    </message>
    <message numerus="yes">
        <source>the pyramid on &quot;%1&quot; has %n acrobat(s); it is scored with exactly 3</source>
        <extracomment>%1 the acrobat space&apos;s id as written in the record; %n the acrobats on it</extracomment>
        <translation>
            <numerusform>de piramide op &quot;%1&quot; heeft %n acrobaat; hij wordt geteld met precies 3</numerusform>
            <numerusform>de piramide op &quot;%1&quot; heeft %n acrobaten; hij wordt geteld met precies 3</numerusform>
        </translation>
    </message>
    <message>
        <source>the ringmaster is never an acrobat</source>
        <translation>de circusdirecteur is nooit een acrobaat</translation>
    </message>
    <message>
        <source>the pyramid on &quot;%1&quot; is complete with 3 acrobats</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>de piramide op &quot;%1&quot; is compleet met 3 acrobaten</translation>
    </message>
    <message>
        <source>ghosts are never added to guard meeples; &quot;%1&quot; is a guard</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>spoken komen nooit bij wachters; &quot;%1&quot; is een wachter</translation>
    </message>
    <message>
        <source>the general supply has no ghost left</source>
        <translation>de algemene voorraad heeft geen spook meer</translation>
    </message>
    <message>
        <source>expanding the mist haunts another player&apos;s figure; &quot;%1&quot; is %2&apos;s own</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a player&apos;s name</extracomment>
        <translation>als de mist zich uitbreidt, spookt het bij de pion van een andere speler; &quot;%1&quot; is van %2 zelf</translation>
    </message>
    <message>
        <source>limiting the mist haunts one of the active player&apos;s own figures; &quot;%1&quot; belongs to %2</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a player&apos;s name</extracomment>
        <translation>als de mist wordt ingeperkt, spookt het bij een eigen pion van de actieve speler; &quot;%1&quot; is van %2</translation>
    </message>
    <message>
        <source>`reason` must be &quot;expand&quot; or &quot;limit&quot;, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`reason` moet &quot;expand&quot; of &quot;limit&quot; zijn, gevonden: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>`values` has no entry for %1 &quot;%2&quot;, where %3 has a figure</source>
        <extracomment>%1 a kind of feature (road, city…); %2 an id or value exactly as written in the record; %3 a player&apos;s name</extracomment>
        <translation>`values` heeft geen regel voor het gebied van het soort %1 &quot;%2&quot;, waar %3 een pion heeft</translation>
    </message>
    <message>
        <source>`values` names &quot;%1&quot;, which is not a %2 with a figure of %3</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure; %3 a player&apos;s name</extracomment>
        <translation>`values` noemt &quot;%1&quot;, dat geen gebied van het soort %2 met een pion van %3 is</translation>
    </message>
    <message>
        <source>no message is owed: none of %1&apos;s scoring figures ended a forward move from points on a dark space since the last message or the start of the turn</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>er is geen boodschap verschuldigd: geen telsteen van %1 heeft sinds de laatste boodschap of het begin van de beurt een voorwaartse beweging door punten op een donker vak beëindigd</translation>
    </message>
    <message>
        <source>`take` must be &quot;points&quot; or &quot;action&quot;, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`take` moet &quot;points&quot; of &quot;action&quot; zijn, gevonden: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 has no figure on a %2: message %3 must be taken as 2 points</source>
        <extracomment>%1 a player&apos;s name; %2 a kind of feature (road, city…) or of figure; %3 the message tile&apos;s number</extracomment>
        <translation>%1 heeft geen pion op een gebied van het soort %2: boodschap %3 moet als 2 punten genomen worden</translation>
    </message>
    <message>
        <source>message 8 scores one of the active player&apos;s own figures; &quot;%1&quot; belongs to %2</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a player&apos;s name</extracomment>
        <translation>boodschap 8 telt een eigen pion van de actieve speler; &quot;%1&quot; is van %2</translation>
    </message>
    <message>
        <source>`values.ringmaster` is only for a ringmaster on a road, city, monastery or field</source>
        <translation>`values.ringmaster` geldt alleen voor een circusdirecteur op een weg, stad, klooster of weiland</translation>
    </message>
    <message>
        <source>only the active player may move a robber that is already on the track; %1&apos;s robber stands on space %2</source>
        <extracomment>%1 a player&apos;s name; %2 a space of the scoring track (a number)</extracomment>
        <translation>alleen de actieve speler mag een rover verplaatsen die al op het scorespoor staat; de rover van %1 staat op vak %2</translation>
    </message>
    <message>
        <source>space %1 holds no scoring figure of another player</source>
        <extracomment>%1 a space of the scoring track (a number)</extracomment>
        <translation>op vak %1 staat geen telsteen van een andere speler</translation>
    </message>
    <message>
        <source>a `steal` must follow the scoring it robs</source>
        <translation>een `steal` moet volgen op de telling die hij berooft</translation>
    </message>
    <message>
        <source>the robber of %1 already chose whom to rob</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>de rover van %1 heeft al gekozen wie hij berooft</translation>
    </message>
    <message>
        <source>the robber of %1 is not on the track when this scoring began</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>de rover van %1 stond bij het begin van deze telling niet op het scorespoor</translation>
    </message>
    <message>
        <source>the robber of %1 has nothing to steal in this scoring</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>de rover van %1 heeft in deze telling niets te stelen</translation>
    </message>
    <message>
        <source>the robber of %1 cannot steal from %2: only a first forward movement of a figure that stood on space %3 can be robbed</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name; %3 a space of the scoring track (a number)</extracomment>
        <translation>de rover van %1 kan niet van %2 stelen: alleen de eerste voorwaartse beweging van een pion die op vak %3 stond kan beroofd worden</translation>
    </message>
    <message>
        <source>the robber of %1 cannot steal from %2&apos;s %3: only a first forward movement of a figure that stood on space %4 can be robbed</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name; %3 the robbed player&apos;s scoring figure (scoring meeple or messenger); %4 a space of the scoring track (a number)</extracomment>
        <translation>de rover van %1 kan niet van %2 (%3) stelen: alleen de eerste voorwaartse beweging van een pion die op vak %4 stond kan beroofd worden</translation>
    </message>
    <message>
        <source>`exchange`: %1 holds no prisoner &quot;%2&quot; of %3</source>
        <extracomment>%1 a player&apos;s name; %2 an id or value exactly as written in the record; %3 a player&apos;s name</extracomment>
        <translation>`exchange`: %1 houdt geen gevangene &quot;%2&quot; van %3 vast</translation>
    </message>
    <message>
        <source>%1 has no tower floor left in their supply</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>%1 heeft geen torendeel meer in de voorraad</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a %2, not a tower</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>&quot;%1&quot; is van het soort %2, geen toren</translation>
    </message>
    <message>
        <source>tower &quot;%1&quot; is closed by figure &quot;%2&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 an id or value exactly as written in the record</extracomment>
        <translation>toren &quot;%1&quot; is afgesloten door pion &quot;%2&quot;</translation>
    </message>
    <message>
        <source>`exchange` without a capture: no prisoners change hands</source>
        <translation>`exchange` zonder gevangenneming: er worden geen gevangenen geruild</translation>
    </message>
    <message>
        <source>`exchange` after capturing one&apos;s own figure: no prisoners change hands</source>
        <translation>`exchange` na het gevangennemen van een eigen pion: er worden geen gevangenen geruild</translation>
    </message>
    <message>
        <source>`exchange`: no exchange happens, %1 holds no prisoner of %2</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name</extracomment>
        <translation>`exchange`: er vindt geen ruil plaats, %1 houdt geen gevangene van %2 vast</translation>
    </message>
    <message>
        <source>`exchange`: %1 takes no part in this exchange</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>`exchange`: %1 doet niet mee aan deze ruil</translation>
    </message>
    <message>
        <source>figure &quot;%1&quot; is not held as a prisoner</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>pion &quot;%1&quot; wordt niet gevangen gehouden</translation>
    </message>
    <message>
        <source>only its owner (%1) buys back &quot;%2&quot;, during their own turn</source>
        <extracomment>%1 a player&apos;s name; %2 an id or value exactly as written in the record</extracomment>
        <translation>alleen de eigenaar (%1) koopt &quot;%2&quot; vrij, tijdens de eigen beurt</translation>
    </message>
    <message>
        <source>a ransom is paid at most once per turn</source>
        <translation>de losprijs wordt hoogstens één keer per beurt betaald</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 holds %n point(s); a ransom of 3 would take it below 0</source>
        <extracomment>%1 the prisoner&apos;s owner&apos;s name; %2 that player&apos;s scoring figure (scoring meeple or messenger); %n its points</extracomment>
        <translation>
            <numerusform>%2 van %1: %n punt; een losprijs van 3 zou deze pion onder 0 brengen</numerusform>
            <numerusform>%2 van %1: %n punten; een losprijs van 3 zou deze pion onder 0 brengen</numerusform>
        </translation>
    </message>
    <message>
        <source>an array</source>
        <extracomment>What a record has where another kind of value belongs (&quot;`tiles` must be a whole number, got …&quot;).</extracomment>
        <translation>een lijst</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>een object</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niets</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <extracomment>The range of a whole number: &quot;`tiles` must be a whole number 2 or more&quot;.</extracomment>
        <translation>van %1 of meer</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <extracomment>The range of a whole number: &quot;`tile` must be a whole number from 1 to 12&quot;.</extracomment>
        <translation>van %1 tot %2</translation>
    </message>
    <message>
        <source>error: setup: %1</source>
        <extracomment>A refused record&apos;s line on the command line: %1 why the record&apos;s setup (its players and expansions) was refused</extracomment>
        <translation>fout: voorbereiding: %1</translation>
    </message>
    <message>
        <source>error: event %1 (%2): %3</source>
        <extracomment>%1 is the event&apos;s index in the record, %2 its type (&quot;place&quot;, &quot;score&quot;), %3 why it was refused.</extracomment>
        <translation>fout: gebeurtenis %1 (%2): %3</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): %4</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text; %4 which mistake it is, as a clause (&quot;the text ends before the record is complete&quot;)</extracomment>
        <translation>geen geldige JSON bij byte %1 (regel %2, kolom %3): %4</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): the text is empty or only white space</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>geen geldige JSON bij byte %1 (regel %2, kolom %3): de tekst is leeg of bevat alleen witruimte</translation>
    </message>
    <message>
        <source>the text is %1 bytes; a record is at most %2 bytes (16 MiB)</source>
        <extracomment>%1 the text&apos;s size in bytes; %2 the largest size allowed in bytes</extracomment>
        <translation>de tekst is %1 bytes; een partijverslag is ten hoogste %2 bytes (16 MiB)</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): a NUL byte, which JSON text cannot hold</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>geen geldige JSON bij byte %1 (regel %2, kolom %3): een NUL-byte, die JSON-tekst niet kan bevatten</translation>
    </message>
    <message>
        <source>a U+0000 (\u0000) in a string at byte %1 (line %2, column %3): no name or id can hold it</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>een U+0000 (\u0000) in een tekenreeks bij byte %1 (regel %2, kolom %3): geen naam of id kan die bevatten</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): invalid UTF-8 in a string</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>geen geldige JSON bij byte %1 (regel %2, kolom %3): ongeldige UTF-8 in een tekenreeks</translation>
    </message>
    <message>
        <source>invalid Unicode in the string at byte %1 (line %2, column %3)</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>ongeldige Unicode in de tekenreeks bij byte %1 (regel %2, kolom %3)</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): invalid Unicode: a lone high surrogate \u%4</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text; %4 the character&apos;s code in hexadecimal</extracomment>
        <translation>geen geldige JSON bij byte %1 (regel %2, kolom %3): ongeldige Unicode: een los hoog surrogaat \u%4</translation>
    </message>
    <message>
        <source>invalid Unicode at byte %1 (line %2, column %3): the escape \u%4 is a lone low surrogate</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text; %4 the character&apos;s code in hexadecimal</extracomment>
        <translation>ongeldige Unicode bij byte %1 (regel %2, kolom %3): de escape \u%4 is een los laag surrogaat</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): a raw control character (U+%4) in a string; it must be written as an escape</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text; %4 the character&apos;s code in hexadecimal</extracomment>
        <translation>geen geldige JSON bij byte %1 (regel %2, kolom %3): een onbewerkt stuurteken (U+%4) in een tekenreeks; het moet als escape geschreven worden</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears twice in one object: at byte %2 (line %3, column %4) and at byte %5 (line %6, column %7)</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 the byte; %3 the line; %4 the column in the record&apos;s text; %5 the byte; %6 the line; %7 the column of its second appearance</extracomment>
        <translation>de sleutel ‘%1’ staat twee keer in één object: bij byte %2 (regel %3, kolom %4) en bij byte %5 (regel %6, kolom %7)</translation>
    </message>
    <message>
        <source>nested deeper than %1 arrays and objects at byte %2 (line %3, column %4)</source>
        <extracomment>%1 the deepest nesting allowed (a number); %2 the byte; %3 the line; %4 the column in the record&apos;s text</extracomment>
        <translation>dieper dan %1 arrays en objecten genest bij byte %2 (regel %3, kolom %4)</translation>
    </message>
    <message>
        <source>the record is too large to read in the memory available</source>
        <translation>het partijverslag is te groot om in het beschikbare geheugen te lezen</translation>
    </message>
    <message>
        <source>setup: %1</source>
        <extracomment>Where a refused record went wrong, inside a sentence such as &quot;game.json was not imported: setup: …&quot;.</extracomment>
        <translation>voorbereiding: %1</translation>
    </message>
    <message>
        <source>event %1 (%2): %3</source>
        <extracomment>%1 is the event&apos;s index in the record, %2 its type (&quot;place&quot;, &quot;score&quot;), %3 why it was refused; inside a sentence such as &quot;game.json was not imported: event 3 (place): …&quot;.</extracomment>
        <translation>gebeurtenis %1 (%2): %3</translation>
    </message>
    <message>
        <source>the text ends before the record is complete (a file cut short?)</source>
        <extracomment>Why a record&apos;s text is not valid JSON, after &quot;not valid JSON at byte 41 (line 2, column 1): &quot;</extracomment>
        <translation>de tekst houdt op voordat het spelverslag compleet is (een afgebroken bestand?)</translation>
    </message>
    <message>
        <source>more text follows the record&apos;s closing brace</source>
        <translation>er volgt nog tekst na de sluitende accolade van het spelverslag</translation>
    </message>
    <message>
        <source>a value is missing, or is not one (text must be in double quotes)</source>
        <translation>er ontbreekt een waarde, of wat er staat is er geen (tekst staat tussen dubbele aanhalingstekens)</translation>
    </message>
    <message>
        <source>a member&apos;s name is missing (a name is written in double quotes)</source>
        <translation>de naam van een lid ontbreekt (een naam staat tussen dubbele aanhalingstekens)</translation>
    </message>
    <message>
        <source>a member&apos;s name is not followed by a colon</source>
        <translation>de naam van een lid wordt niet gevolgd door een dubbele punt</translation>
    </message>
    <message>
        <source>a comma or the closing brace is missing after a member</source>
        <translation>na een lid ontbreekt een komma of de sluitende accolade</translation>
    </message>
    <message>
        <source>a comma or the closing bracket is missing after an element</source>
        <translation>na een element ontbreekt een komma of de sluitende rechte haak</translation>
    </message>
    <message>
        <source>a \u escape is not followed by four hexadecimal digits</source>
        <translation>een \u-escape wordt niet gevolgd door vier hexadecimale cijfers</translation>
    </message>
    <message>
        <source>a backslash is followed by a character that has no escape</source>
        <translation>een backslash wordt gevolgd door een teken dat geen escape heeft</translation>
    </message>
    <message>
        <source>a string has no closing double quote</source>
        <translation>een tekenreeks heeft geen sluitend dubbel aanhalingsteken</translation>
    </message>
    <message>
        <source>a number is too large or incomplete</source>
        <translation>een getal is te groot of onvolledig</translation>
    </message>
    <message>
        <source>the text does not follow JSON&apos;s syntax</source>
        <translation>de tekst volgt de syntaxis van JSON niet</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 holds %n point(s); a correction of %3 would take it below 0</source>
        <extracomment>%1 a player&apos;s name; %2 that player&apos;s scoring figure (scoring meeple or messenger); %n its points; %3 the correction (a negative number)</extracomment>
        <translation>
            <numerusform>%2 van %1: %n punt; een correctie van %3 zou deze pion onder 0 brengen</numerusform>
            <numerusform>%2 van %1: %n punten; een correctie van %3 zou deze pion onder 0 brengen</numerusform>
        </translation>
    </message>
    <message>
        <source>the text begins with a byte order mark (EF BB BF), which some editors add: save the record as UTF-8 without it</source>
        <translation>de tekst begint met een byte-order-mark (EF BB BF), die sommige editors toevoegen: sla het spelverslag op als UTF-8 zonder die markering</translation>
    </message>
    <message>
        <source>the text is UTF-16 (it begins with FF FE or FE FF): save the record as UTF-8</source>
        <translation>de tekst is UTF-16 (hij begint met FF FE of FE FF): sla het spelverslag op als UTF-8</translation>
    </message>
    <message>
        <source>unknown expansion &quot;%1&quot;: the known ones are tower, messengers, robbers, bigtop, ghosts, abbot, inns and traders</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>onbekende uitbreiding &quot;%1&quot;: bekend zijn tower, messengers, robbers, bigtop, ghosts, abbot, inns en traders</translation>
    </message>
    <message>
        <source>unknown expansion (not a string): the known ones are tower, messengers, robbers, bigtop, ghosts, abbot, inns and traders</source>
        <translation>onbekende uitbreiding (geen tekst): bekend zijn tower, messengers, robbers, bigtop, ghosts, abbot, inns en traders</translation>
    </message>
    <message>
        <source>`%1` must be true or false, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` moet true of false zijn, gevonden: %2</translation>
    </message>
    <message>
        <source>`%1` needs the %2 expansion, which this record does not enable</source>
        <extracomment>%1 the name of a field of the record, as written there (`values.r1.inn`); %2 an expansion&apos;s name</extracomment>
        <translation>`%1` vereist de uitbreiding ‘%2’, die dit verslag niet inschakelt</translation>
    </message>
    <message>
        <source>an abbot stands only on a monastery or a garden, not on a %1</source>
        <extracomment>%1 a kind of feature (road, city…)</extracomment>
        <translation>een abt staat alleen op een klooster of in een tuin, niet op een gebied van het soort %1</translation>
    </message>
    <message>
        <source>only an abbot stands on a garden, not a %1</source>
        <extracomment>%1 a kind of figure (meeple, large meeple…)</extracomment>
        <translation>in een tuin staat alleen een abt, geen pion van het soort %1</translation>
    </message>
    <message>
        <source>the large meeple is never an acrobat: a pyramid takes only meeples and guard meeples</source>
        <translation>de grote horige is nooit een acrobaat: een piramide neemt alleen horigen en wachters</translation>
    </message>
    <message>
        <source>only an abbot is returned early; &quot;%1&quot; is a %2</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of figure (meeple, large meeple…)</extracomment>
        <translation>alleen een abt wordt vroegtijdig teruggenomen; &quot;%1&quot; is een pion van het soort %2</translation>
    </message>
    <message>
        <source>abbot &quot;%1&quot; belongs to %2: only its owner returns it, during their own turn</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a player&apos;s name</extracomment>
        <translation>abt &quot;%1&quot; is van %2: alleen de eigenaar neemt hem terug, tijdens de eigen beurt</translation>
    </message>
    <message>
        <source>%1 already returned an abbot in this part of the turn</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>%1 heeft in dit deel van de beurt al een abt teruggenomen</translation>
    </message>
    <message>
        <source>a %1 cannot stand on a %2: a builder joins a road or a city, a pig a field</source>
        <extracomment>%1 a kind of figure (builder, pig); %2 a kind of feature (road, city…)</extracomment>
        <translation>een pion van het soort %1 kan niet op een gebied van het soort %2 staan: een bouwmeester komt op een weg of in een stad, een varken in een weiland</translation>
    </message>
    <message>
        <source>a %1 joins only a feature where its owner already has a figure; %3 has none on &quot;%2&quot;</source>
        <extracomment>%1 a kind of figure (builder, pig); %2 an id or value exactly as written in the record; %3 a player&apos;s name</extracomment>
        <translation>een pion van het soort %1 komt alleen in een gebied waar de eigenaar al een pion heeft; %3 heeft er geen op &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%3&apos;s %1 already stands on &quot;%2&quot;</source>
        <extracomment>%1 a kind of figure (builder, pig); %2 an id or value exactly as written in the record; %3 a player&apos;s name</extracomment>
        <translation>de pion van het soort %1 van %3 staat al op &quot;%2&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a %2, which a tower never captures</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of figure (builder, pig)</extracomment>
        <translation>&quot;%1&quot; is een pion van het soort %2, die een toren nooit gevangenneemt</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a %2, which never takes a ghost</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of figure (builder, pig)</extracomment>
        <translation>&quot;%1&quot; is een pion van het soort %2, die nooit een spook krijgt</translation>
    </message>
    <message>
        <source>message 8 scores a meeple; &quot;%1&quot; is a %2, which is never scored on its own</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of figure (builder, pig)</extracomment>
        <translation>boodschap 8 telt een horige; &quot;%1&quot; is een pion van het soort %2, die nooit alleen wordt geteld</translation>
    </message>
    <message>
        <source>%1&apos;s builder did not stand on the board when this part of the turn began: it earns no second tile</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>de bouwmeester van %1 stond niet op het speelveld toen dit deel van de beurt begon: hij levert geen tweede tegel op</translation>
    </message>
    <message>
        <source>%1 already took every builder&apos;s tile this turn earned: a builder&apos;s tile never earns another</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>%1 heeft al elke tweede tegel genomen die de bouwmeester deze beurt opleverde: een tweede tegel levert nooit nog een op</translation>
    </message>
    <message>
        <source>`goods` takes at least one token of wine, grain or cloth</source>
        <translation>`goods` neemt minstens één fiche wijn, graan of stof</translation>
    </message>
    <message>
        <source>unknown goods &quot;%1&quot; (wine, grain, cloth)</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>onbekende handelswaar &quot;%1&quot; (wine, grain, cloth)</translation>
    </message>
    <message numerus="yes">
        <source>only %n %1 token(s) left in the general supply; this takes %2</source>
        <extracomment>%1 a kind of goods (wine, grain, cloth); %2 how many tokens the event takes; %n how many are left in the general supply</extracomment>
        <translation>
            <numerusform>er ligt nog maar %n fiche %1 in de algemene voorraad; deze gebeurtenis neemt er %2</numerusform>
            <numerusform>er liggen nog maar %n fiches %1 in de algemene voorraad; deze gebeurtenis neemt er %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RemoveDialog</name>
    <message>
        <source>Take a figure off the board</source>
        <translation>Een pion van het speelveld halen</translation>
    </message>
    <message>
        <source>Take it off</source>
        <translation>Weghalen</translation>
    </message>
    <message>
        <source>The figure goes back to its owner without scoring.</source>
        <translation>De pion gaat zonder telling terug naar de eigenaar.</translation>
    </message>
    <message>
        <source>Why (optional), e.g. placed by mistake</source>
        <translation>Waarom (optioneel), bijv. per ongeluk geplaatst</translation>
    </message>
</context>
<context>
    <name>RobbersStep</name>
    <message>
        <source>Robbers (R)</source>
        <translation>Rovers (R)</translation>
    </message>
    <message>
        <source>Place %1&apos;s robber</source>
        <extracomment>%1 the robber&apos;s owner&apos;s name</extracomment>
        <translation>Rover van %1 plaatsen</translation>
    </message>
    <message>
        <source>Move %1&apos;s robber</source>
        <extracomment>%1 the robber&apos;s owner&apos;s name</extracomment>
        <translation>Rover van %1 verzetten</translation>
    </message>
    <message>
        <source>Click a highlighted space on the track (or arrows and Enter); Esc cancels.</source>
        <translation>Klik op een gemarkeerd vak van het scorespoor (of pijltjes en Enter); Esc annuleert.</translation>
    </message>
</context>
<context>
    <name>RuleIds</name>
    <message>
        <source>Road completed</source>
        <translation>Weg voltooid</translation>
    </message>
    <message>
        <source>City completed</source>
        <translation>Stad voltooid</translation>
    </message>
    <message>
        <source>Monastery completed</source>
        <translation>Klooster voltooid</translation>
    </message>
    <message>
        <source>Haunted castle completed</source>
        <translation>Spookslot voltooid</translation>
    </message>
    <message>
        <source>Cemetery completed</source>
        <translation>Kerkhof voltooid</translation>
    </message>
    <message>
        <source>Ringmaster bonus</source>
        <translation>Bonus circusdirecteur</translation>
    </message>
    <message>
        <source>Robber steals</source>
        <translation>Rover steelt</translation>
    </message>
    <message>
        <source>Robber at the end</source>
        <translation>Rover aan het einde</translation>
    </message>
    <message>
        <source>Message: 2 points</source>
        <translation>Boodschap: 2 punten</translation>
    </message>
    <message>
        <source>Message 1: road</source>
        <translation>Boodschap 1: weg</translation>
    </message>
    <message>
        <source>Message 2: city</source>
        <translation>Boodschap 2: stad</translation>
    </message>
    <message>
        <source>Message 3: monastery</source>
        <translation>Boodschap 3: klooster</translation>
    </message>
    <message>
        <source>Message 4: extra tile</source>
        <translation>Boodschap 4: extra tegel</translation>
    </message>
    <message>
        <source>Message 5: coats of arms</source>
        <translation>Boodschap 5: wapenschilden</translation>
    </message>
    <message>
        <source>Message 6: knights</source>
        <translation>Boodschap 6: ridders</translation>
    </message>
    <message>
        <source>Message 7: farmers</source>
        <translation>Boodschap 7: boeren</translation>
    </message>
    <message>
        <source>Message 8: score a meeple</source>
        <translation>Boodschap 8: een horige tellen</translation>
    </message>
    <message>
        <source>Ransom paid</source>
        <translation>Losprijs betaald</translation>
    </message>
    <message>
        <source>Ransom received</source>
        <translation>Losprijs ontvangen</translation>
    </message>
    <message>
        <source>Big top</source>
        <translation>Circustent</translation>
    </message>
    <message>
        <source>Big top at the end</source>
        <translation>Circustent aan het einde</translation>
    </message>
    <message>
        <source>Acrobat pyramid</source>
        <translation>Acrobatenpiramide</translation>
    </message>
    <message>
        <source>Road at the end</source>
        <translation>Weg aan het einde</translation>
    </message>
    <message>
        <source>City at the end</source>
        <translation>Stad aan het einde</translation>
    </message>
    <message>
        <source>Monastery at the end</source>
        <translation>Klooster aan het einde</translation>
    </message>
    <message>
        <source>Field at the end</source>
        <translation>Weiland aan het einde</translation>
    </message>
    <message>
        <source>Haunted castle at the end</source>
        <translation>Spookslot aan het einde</translation>
    </message>
    <message>
        <source>Acrobats at the end</source>
        <translation>Acrobaten aan het einde</translation>
    </message>
    <message>
        <source>Ringmaster at the end</source>
        <translation>Circusdirecteur aan het einde</translation>
    </message>
    <message>
        <source>Ghosts at the end</source>
        <translation>Spoken aan het einde</translation>
    </message>
    <message>
        <source>Messenger joins the scoring meeple</source>
        <translation>Boodschapster gaat naar de telsteen</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>Correctie</translation>
    </message>
    <message>
        <source>Road with an inn completed</source>
        <translation>Weg met herberg voltooid</translation>
    </message>
    <message>
        <source>City with a cathedral completed</source>
        <translation>Stad met kathedraal voltooid</translation>
    </message>
    <message>
        <source>Garden completed</source>
        <translation>Tuin voltooid</translation>
    </message>
    <message>
        <source>Abbot returned early</source>
        <translation>Abt vroegtijdig teruggenomen</translation>
    </message>
    <message>
        <source>Road with an inn at the end</source>
        <translation>Weg met herberg aan het einde</translation>
    </message>
    <message>
        <source>City with a cathedral at the end</source>
        <translation>Stad met kathedraal aan het einde</translation>
    </message>
    <message>
        <source>Garden at the end</source>
        <translation>Tuin aan het einde</translation>
    </message>
    <message>
        <source>Most goods</source>
        <translation>Meeste handelswaren</translation>
    </message>
</context>
<context>
    <name>Schema</name>
    <message>
        <source>add undo/redo state and player profiles</source>
        <translation>ongedaan maken/opnieuw en spelersprofielen toevoegen</translation>
    </message>
    <message>
        <source>add a summary row to every game</source>
        <translation>elke partij een overzichtsregel geven</translation>
    </message>
    <message>
        <source>give games, profiles and the library their ids</source>
        <translation>partijen, profielen en de bibliotheek hun id geven</translation>
    </message>
    <message>
        <source>keep what the club server is owed</source>
        <translation>bijhouden wat de clubserver nog moet krijgen</translation>
    </message>
    <message>
        <source>keep the names players give features</source>
        <translation>de namen bewaren die spelers aan gebieden geven</translation>
    </message>
    <message>
        <source>chain each game&apos;s events by their hashes</source>
        <translation>de gebeurtenissen van elke partij aan hun hashes koppelen</translation>
    </message>
    <message>
        <source>keep the inns and cathedrals players note on features</source>
        <translation>de herbergen en kathedralen bewaren die spelers bij gebieden noteren</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score over the turns</source>
        <translation>Score per beurt</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Beurt</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
</context>
<context>
    <name>ScoreDialog</name>
    <message numerus="yes">
        <source>Score (%n point(s))</source>
        <extracomment>the button that scores the feature: %n the most points a player gets from it</extracomment>
        <translation>
            <numerusform>Tellen (%n punt)</numerusform>
            <numerusform>Tellen (%n punten)</numerusform>
        </translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Tellen</translation>
    </message>
    <message>
        <source>Nothing to count: confirm to score it.</source>
        <translation>Niets te tellen: bevestig om te scoren.</translation>
    </message>
    <message>
        <source>Circus and acrobat tiles around %1&apos;s ringmaster</source>
        <extracomment>%1 player name</extracomment>
        <translation>Circus- en acrobatentegels rond de circusdirecteur van %1</translation>
    </message>
    <message>
        <source>Score %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>%1 tellen</translation>
    </message>
    <message>
        <source>no more than its tiles</source>
        <extracomment>why a field bounded by the tiles (the coats of arms) takes no more: a feature has no more than one per tile</extracomment>
        <translation>niet meer dan tegels</translation>
    </message>
</context>
<context>
    <name>ScoreStep</name>
    <message numerus="yes">
        <source>%n feature(s) to score</source>
        <extracomment>%n how many completed features may be scored now</extracomment>
        <translation>
            <numerusform>%n gebied te tellen</numerusform>
            <numerusform>%n gebieden te tellen</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to score</source>
        <translation>Niets te tellen</translation>
    </message>
    <message>
        <source>Completed features (S)</source>
        <translation>Voltooide gebieden (S)</translation>
    </message>
    <message>
        <source>No road, city, monastery, castle or cemetery is occupied.</source>
        <translation>Geen weg, stad, klooster, spookslot of kerkhof is bezet.</translation>
    </message>
    <message>
        <source>Score %1</source>
        <extracomment>%1 a feature (&quot;road r3&quot;)</extracomment>
        <translation>%1 tellen</translation>
    </message>
    <message>
        <source>Take the city&apos;s goods (W)…</source>
        <translation>Handelswaren van de stad nemen (W)…</translation>
    </message>
</context>
<context>
    <name>ScoringFigures</name>
    <message>
        <source>scoring meeple</source>
        <translation>telsteen</translation>
    </message>
    <message>
        <source>meeple</source>
        <translation>telsteen</translation>
    </message>
    <message>
        <source>messenger</source>
        <translation>boodschapster</translation>
    </message>
</context>
<context>
    <name>ScoringTrack</name>
    <message>
        <source>%1: %2 on %3</source>
        <extracomment>%1 the player&apos;s name, %2 the figure (scoring meeple, messenger or robber), %3 the space (a number)</extracomment>
        <translation>%1: %2 op %3</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Seat %1</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Plaats %1</translation>
    </message>
    <message>
        <source>Player %1&apos;s name</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Naam van speler %1</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Naam van speler %1</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Kleur van speler %1</translation>
    </message>
    <message>
        <source>(taken)</source>
        <translation>(bezet)</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Omhoog</translation>
    </message>
    <message>
        <source>Move up (earlier in the turn order)</source>
        <translation>Omhoog (eerder in de beurtvolgorde)</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Omlaag</translation>
    </message>
    <message>
        <source>Move down (later in the turn order)</source>
        <translation>Omlaag (later in de beurtvolgorde)</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Deze speler verwijderen</translation>
    </message>
    <message>
        <source>Language of player %1</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Taal van speler %1</translation>
    </message>
    <message>
        <source>Language of player %1: %2</source>
        <extracomment>%1 the seat&apos;s number, from 1, %2 the language&apos;s name</extracomment>
        <translation>Taal van speler %1: %2</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>A game needs at least 2 players.</source>
        <translation>Een partij heeft minstens 2 spelers nodig.</translation>
    </message>
    <message>
        <source>Player %1 has no name yet.</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Speler %1 heeft nog geen naam.</translation>
    </message>
    <message>
        <source>Two players are called %1: add a letter to tell them apart.</source>
        <extracomment>%1 the name both players have</extracomment>
        <translation>Twee spelers heten %1: voeg een letter toe om ze uit elkaar te houden.</translation>
    </message>
    <message>
        <source>◀ Library</source>
        <translation>◀ Bibliotheek</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuwe partij</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <source>Players in seating order (%1 of 6)</source>
        <extracomment>%1 how many players are seated (2 to 6)</extracomment>
        <translation>Spelers in zitvolgorde (%1 van 6)</translation>
    </message>
    <message>
        <source>+ Add a player</source>
        <translation>+ Speler toevoegen</translation>
    </message>
    <message>
        <source>Regulars — click to seat them:</source>
        <translation>Vaste spelers — klik om ze te plaatsen:</translation>
    </message>
    <message>
        <source>Expansions on the table</source>
        <translation>Uitbreidingen op tafel</translation>
    </message>
    <message>
        <source>Start the game (Ctrl+Enter)</source>
        <translation>Partij starten (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Player %1&apos;s name holds a control character or a text-direction override: type it again without it.</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>De naam van speler %1 bevat een stuurteken of een teken dat de schrijfrichting omkeert: typ hem opnieuw zonder.</translation>
    </message>
    <message>
        <source>Big Box</source>
        <extracomment>The preset for the boxed edition &quot;Carcassonne Big Box&quot; (the base game with The Abbot, Inns and Cathedrals and Traders and Builders): use the name it is sold under in your language</extracomment>
        <translation>Carcassonne Big Box</translation>
    </message>
    <message>
        <source>Turns on or off together: %1. The other expansions stay as they are.</source>
        <extracomment>%1 the Big Box&apos;s expansions&apos; names, one after the other</extracomment>
        <translation>Schakelt samen in of uit: %1. De andere uitbreidingen blijven zoals ze zijn.</translation>
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
        <translation>Verslag importeren…</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuwe partij</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Lopende partij</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>one player of the game to resume: %1 the name, %2 the score</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Hervatten</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partijen</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Bezig</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Afgelopen</translation>
    </message>
    <message>
        <source>Delete the game of %1? It cannot be brought back (export it first to keep a copy).</source>
        <extracomment>%1 is the game&apos;s title, or when it has none the players&apos; names joined by commas (never a date)</extracomment>
        <translation>De partij ‘%1’ verwijderen? Die kan niet worden teruggehaald (exporteer hem eerst om een kopie te bewaren).</translation>
    </message>
    <message>
        <source>No games here yet</source>
        <translation>Nog geen partijen</translation>
    </message>
    <message>
        <source>Start a new game, or import a record file from another table.</source>
        <translation>Begin een nieuwe partij of importeer een verslag van een andere tafel.</translation>
    </message>
    <message>
        <source>Import a game record</source>
        <translation>Partijverslag importeren</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Partijverslagen (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Export the game record</source>
        <translation>Partijverslag exporteren</translation>
    </message>
    <message>
        <source>Delete this game?</source>
        <translation>Deze partij verwijderen?</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Over</translation>
    </message>
    <message>
        <source>The game was exported to %1.</source>
        <extracomment>%1 is the path of the file written</extracomment>
        <translation>Het potje is geëxporteerd naar %1.</translation>
    </message>
    <message>
        <source>Export</source>
        <extracomment>The button of the export&apos;s file dialog that writes the file</extracomment>
        <translation>Exporteren</translation>
    </message>
    <message>
        <source>League</source>
        <extracomment>Opens the league: the standings of a season over the finished games</extracomment>
        <translation>Competitie</translation>
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
        <translation>De intacte gebeurtenissen als nieuwe partij bewaren</translation>
    </message>
    <message>
        <source>No game in progress</source>
        <translation>Geen lopende partij</translation>
    </message>
    <message>
        <source>No finished game yet</source>
        <translation>Nog geen afgelopen partij</translation>
    </message>
    <message>
        <source>Start a new game, or show all games.</source>
        <translation>Begin een nieuwe partij of toon alle partijen.</translation>
    </message>
</context>
<context>
    <name>StatisticsPanel</name>
    <message>
        <source>Players&apos; statistics</source>
        <translation>Spelersstatistieken</translation>
    </message>
    <message>
        <source>Statistics appear once games with named players are stored.</source>
        <translation>Statistieken verschijnen zodra er partijen met spelers met een naam zijn opgeslagen.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Games finished</source>
        <translation>Afgeronde partijen</translation>
    </message>
    <message>
        <source>Games in progress</source>
        <translation>Lopende partijen</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Overwinningen</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Gemiddelde score</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Beste score</translation>
    </message>
    <message>
        <source>Points by source (finished games)</source>
        <translation>Punten per bron (afgeronde partijen)</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <source>No space holds another player&apos;s scoring figure: %1&apos;s robber cannot be placed now.</source>
        <extracomment>%1 the robber&apos;s owner&apos;s name</extracomment>
        <translation>Op geen enkel vak staat een telsteen van een andere speler: de rover van %1 kan nu niet worden geplaatst.</translation>
    </message>
    <message>
        <source>◀ Library</source>
        <translation>◀ Bibliotheek</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Uitslagen</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Eindtelling</translation>
    </message>
    <message>
        <source>Where does %1&apos;s robber go? Click a highlighted space.</source>
        <extracomment>%1 the robber&apos;s owner&apos;s name</extracomment>
        <translation>Waar gaat de rover van %1 heen? Klik op een gemarkeerd vak.</translation>
    </message>
    <message>
        <source>Space %1 takes no robber of %2&apos;s now: choose a highlighted space.</source>
        <extracomment>%1 a track space, %2 the robber&apos;s owner</extracomment>
        <translation>Vak %1 kan de rover van %2 nu niet krijgen: kies een gemarkeerd vak.</translation>
    </message>
    <message>
        <source>Language (Ctrl+Shift+L)</source>
        <extracomment>The key that opens the list of languages</extracomment>
        <translation>Taal (Ctrl+Shift+L)</translation>
    </message>
    <message>
        <source>Language: %1</source>
        <extracomment>%1 the language the table speaks, in its own words (&quot;Deutsch&quot;)</extracomment>
        <translation>Taal: %1</translation>
    </message>
    <message>
        <source>Dark</source>
        <extracomment>The theme&apos;s names, as the start screen&apos;s switch calls them</extracomment>
        <translation>Donker</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <source>Desktop</source>
        <translation>Zoals het bureaublad</translation>
    </message>
    <message>
        <source>Theme: %1 (Ctrl+Shift+T)</source>
        <extracomment>%1 the theme in use (Light, Dark, Desktop)</extracomment>
        <translation>Thema: %1 (Ctrl+Shift+T)</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Red</source>
        <translation>Rood</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blauw</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Groen</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Geel</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grijs</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Roze</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Paars</translation>
    </message>
</context>
<context>
    <name>ThemeSwitch</name>
    <message>
        <source>Theme</source>
        <translation>Thema</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>Thema:</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Donker</translation>
    </message>
    <message>
        <source>Desktop</source>
        <extracomment>The theme that follows the desktop&apos;s light or dark look.</extracomment>
        <translation>Zoals het bureaublad</translation>
    </message>
</context>
<context>
    <name>TowerDialog</name>
    <message>
        <source>Add a tower floor</source>
        <translation>Torendeel toevoegen</translation>
    </message>
    <message>
        <source>Add the floor</source>
        <translation>Torendeel plaatsen</translation>
    </message>
    <message>
        <source>Add the floor and capture</source>
        <translation>Torendeel plaatsen en gevangennemen</translation>
    </message>
    <message>
        <source>No tower floors left in the supply.</source>
        <translation>Geen torendelen meer in de voorraad.</translation>
    </message>
    <message numerus="yes">
        <source>Which tower? (%n floor(s) left)</source>
        <extracomment>%n how many tower floors the active player has left</extracomment>
        <translation>
            <numerusform>Welke toren? (nog %n torendeel)</numerusform>
            <numerusform>Welke toren? (nog %n torendelen)</numerusform>
        </translation>
    </message>
    <message>
        <source>A new tower</source>
        <translation>Een nieuwe toren</translation>
    </message>
    <message>
        <source>Capture a figure?</source>
        <translation>Een pion gevangennemen?</translation>
    </message>
    <message>
        <source>No capture</source>
        <translation>Geen gevangenneming</translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message>
        <source>%1&apos;s turn</source>
        <extracomment>%1 the active player&apos;s name</extracomment>
        <translation>%1 is aan de beurt</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>De partij is afgelopen</translation>
    </message>
    <message>
        <source>No turn yet</source>
        <translation>Nog geen beurt</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <extracomment>%1 the turn&apos;s number</extracomment>
        <translation>Beurt %1</translation>
    </message>
    <message>
        <source>Begin the first turn: %1 (N)</source>
        <extracomment>%1 the name of the player who begins; (N) the key that does it</extracomment>
        <translation>Eerste beurt beginnen: %1 (N)</translation>
    </message>
    <message>
        <source>End turn → %1 (N)</source>
        <extracomment>%1 the next player&apos;s name; N is the key</extracomment>
        <translation>Beurt beëindigen → %1 (N)</translation>
    </message>
    <message>
        <source>%1&apos;s robber still has to choose whom it robs: choose, then end the turn.</source>
        <extracomment>%1 the robber&apos;s owner</extracomment>
        <translation>De rover van %1 moet nog kiezen wie hij berooft: kies eerst, beëindig dan de beurt.</translation>
    </message>
    <message>
        <source>Place another figure this turn?</source>
        <translation>Deze beurt nog een pion plaatsen?</translation>
    </message>
    <message>
        <source>Place another</source>
        <translation>Nog een plaatsen</translation>
    </message>
    <message>
        <source>The last tile is placed: final scoring (F)…</source>
        <translation>De laatste tegel ligt: eindtelling (F)…</translation>
    </message>
    <message>
        <source>Add a tower floor this turn too?</source>
        <translation>Deze beurt ook nog een torendeel toevoegen?</translation>
    </message>
    <message>
        <source>%1 has already placed a figure or added a tower floor this turn, and a turn takes one of them. Enter another anyway?</source>
        <extracomment>%1 the active player; placing a figure and adding a tower floor are the turn&apos;s one action</extracomment>
        <translation>%1 heeft deze beurt al een pion geplaatst of een torendeel toegevoegd, en in een beurt doe je maar één van beide. Toch nog een actie invoeren?</translation>
    </message>
    <message>
        <source>Add a floor</source>
        <translation>Torendeel toevoegen</translation>
    </message>
    <message>
        <source>A message is still owed</source>
        <translation>Er staat nog een boodschap open</translation>
    </message>
    <message>
        <source>%1&apos;s scoring figure ended a move on a dark space: %1 draws a message before the turn ends.</source>
        <extracomment>%1 the active player</extracomment>
        <translation>De telsteen van %1 is op een donker vak blijven staan: %1 trekt een boodschap voordat de beurt eindigt.</translation>
    </message>
    <message>
        <source>Draw the message</source>
        <translation>Boodschap trekken</translation>
    </message>
    <message>
        <source>End the turn without it</source>
        <translation>Beurt beëindigen zonder boodschap</translation>
    </message>
    <message>
        <source>The builder&apos;s second tile: place it and score what it completes.</source>
        <translation>Tweede tegel van de bouwmeester: leg hem en tel wat hij voltooit.</translation>
    </message>
    <message>
        <source>The tile extended my builder&apos;s road or city: second tile (D)</source>
        <translation>De tegel verlengde de weg of stad van mijn bouwmeester: tweede tegel (D)</translation>
    </message>
</context>
<context>
    <name>ValueFields</name>
    <message>
        <source>Tiles</source>
        <translation>Tegels</translation>
    </message>
    <message>
        <source>Coats of arms</source>
        <translation>Wapenschilden</translation>
    </message>
    <message>
        <source>Tiles with mist</source>
        <translation>Tegels met mist</translation>
    </message>
    <message>
        <source>Completed cities bordering it</source>
        <translation>Aangrenzende voltooide steden</translation>
    </message>
    <message>
        <source>Circus and acrobat tiles around the ringmaster</source>
        <translation>Circus- en acrobatentegels rond de circusdirecteur</translation>
    </message>
    <message>
        <source>An inn on the road</source>
        <translation>Een herberg aan de weg</translation>
    </message>
    <message>
        <source>A cathedral in the city</source>
        <translation>Een kathedraal in de stad</translation>
    </message>
</context>
<context>
    <name>Warnings</name>
    <message>
        <source>%1 owed a message and did not draw one.</source>
        <extracomment>%1 is a player&apos;s name.</extracomment>
        <translation>%1 had recht op een boodschap en heeft er geen getrokken.</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>cannot read %1: %2</source>
        <extracomment>%1 the record file&apos;s path, %2 the system&apos;s reason</extracomment>
        <translation>kan %1 niet lezen: %2</translation>
    </message>
    <message>
        <source>event %1</source>
        <extracomment>the start of a ledger line: %1 the number of the event in the record</extracomment>
        <translation>gebeurtenis %1</translation>
    </message>
    <message>
        <source>Scores:</source>
        <translation>Scores:</translation>
    </message>
    <message>
        <source>Replays a meeple-ledger/1 game record and prints what the table owes, or explains every payout.</source>
        <translation>Speelt een partijverslag (meeple-ledger/1) na en toont de verschuldigde punten, of legt elke uitbetaling uit.</translation>
    </message>
    <message>
        <source>the record file, or - for standard input</source>
        <translation>het verslagbestand, of - voor standaardinvoer</translation>
    </message>
    <message>
        <source>error: there is no %1 translation; the languages are: %2</source>
        <extracomment>%1 the language code asked for, %2 the codes there are (&quot;en, de, fr…&quot;)</extracomment>
        <translation>fout: er is geen vertaling ‘%1’; beschikbare talen: %2</translation>
    </message>
    <message>
        <source>Explain in this language: %1 (default: the system&apos;s language, else en).</source>
        <extracomment>%1 the language codes (&quot;en, de, fr…&quot;)</extracomment>
        <translation>Taal van de uitleg: %1 (standaard: de systeemtaal, anders en).</translation>
    </message>
    <message>
        <source>code</source>
        <translation>code</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli [--lang code] replay|explain FILE (- reads standard input)</source>
        <translation>gebruik: meeple-ledger-cli [--lang code] replay|explain BESTAND (- leest standaardinvoer)</translation>
    </message>
    <message>
        <source>error: %1</source>
        <extracomment>%1 what went wrong, a sentence of its own
----------
%1 why the record could not be read, a sentence of its own</extracomment>
        <translation>fout: %1</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>standaardinvoer</translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <extracomment>%1 is the file name, or &quot;standard input&quot;</extracomment>
        <translation>%1 is leeg</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB, the most a game record can be</source>
        <extracomment>%1 is the file name, or &quot;standard input&quot;; %2 the largest size of a record in MiB (16)</extracomment>
        <translation>%1 is groter dan %2 MiB, het maximum voor een partijverslag</translation>
    </message>
    <message>
        <source>error: the record is too large to read in the memory available</source>
        <translation>fout: het partijverslag is te groot om in het beschikbare geheugen te lezen</translation>
    </message>
    <message>
        <source>error: could not write the output: %1</source>
        <extracomment>%1 is the system&apos;s reason, such as &quot;No space left on device&quot;</extracomment>
        <translation>fout: de uitvoer kon niet worden geschreven: %1</translation>
    </message>
    <message>
        <source>error: could not write to standard output</source>
        <translation>fout: kan niet naar standaarduitvoer schrijven</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>afgelopen</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>bezig</translation>
    </message>
    <message>
        <source>imported %1 as game %2</source>
        <extracomment>%1 the record file, %2 the number of the new game in the library</extracomment>
        <translation>%1 geïmporteerd als partij %2</translation>
    </message>
    <message>
        <source>%1 is not a game number</source>
        <extracomment>%1 what was given where a game&apos;s number belongs</extracomment>
        <translation>%1 is geen partijnummer</translation>
    </message>
    <message>
        <source>there is no game library at %1</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>er is geen spelbibliotheek op %1</translation>
    </message>
    <message>
        <source>fork of game %1</source>
        <extracomment>%1 the number of the game in the library this one is a fork of</extracomment>
        <translation>andere versie van partij %1</translation>
    </message>
    <message>
        <source>%1 unchanged: game %2 already holds all of it</source>
        <extracomment>%1 the record file, %2 the number of the game in the library that already holds it</extracomment>
        <translation>%1 ongewijzigd: partij %2 bevat er al alles van</translation>
    </message>
    <message>
        <source>imported %1 as game %2, kept as a fork of game %3</source>
        <extracomment>%1 the record file, %2 the number of the new game, %3 the stored game it differs from</extracomment>
        <translation>%1 geïmporteerd als partij %2, bewaard als andere versie van partij %3</translation>
    </message>
    <message numerus="yes">
        <source>updated game %2 from %1: %n event(s) added</source>
        <extracomment>%1 the record file, %2 the number of the game in the library, %n how many events it gained</extracomment>
        <translation>
            <numerusform>partij %2 bijgewerkt uit %1: %n gebeurtenis toegevoegd</numerusform>
            <numerusform>partij %2 bijgewerkt uit %1: %n gebeurtenissen toegevoegd</numerusform>
        </translation>
    </message>
    <message>
        <source>command</source>
        <extracomment>In --help, the name of the first argument: &quot;meeple-ledger-cli [options] command file&quot;</extracomment>
        <translation>opdracht</translation>
    </message>
    <message>
        <source>file</source>
        <extracomment>In --help, the value of --library: &quot;--library &lt;file&gt;&quot;
----------
In --help, the name of the second argument, the record file: &quot;meeple-ledger-cli [options] command file&quot;</extracomment>
        <translation>bestand</translation>
    </message>
    <message>
        <source>a season needs --season NAME, --from YYYY-MM-DD and --to YYYY-MM-DD together</source>
        <translation>een seizoen heeft --season NAAM, --from JJJJ-MM-DD en --to JJJJ-MM-DD samen nodig</translation>
    </message>
    <message>
        <source>%1 %2 is not a day written YYYY-MM-DD</source>
        <extracomment>%1 the option (--from or --to), %2 what was given after it</extracomment>
        <translation>%1 %2 is geen dag geschreven als JJJJ-MM-DD</translation>
    </message>
    <message>
        <source>--to %1 comes before --from %2</source>
        <extracomment>%1 the season&apos;s last day, %2 its first day, both YYYY-MM-DD</extracomment>
        <translation>--to %1 ligt vóór --from %2</translation>
    </message>
    <message>
        <source>the season&apos;s name is empty</source>
        <translation>de naam van het seizoen is leeg</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>positie</translation>
    </message>
    <message>
        <source>player</source>
        <translation>speler</translation>
    </message>
    <message>
        <source>games</source>
        <translation>partijen</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>overwinningen</translation>
    </message>
    <message>
        <source>avg points</source>
        <translation>gem. punten</translation>
    </message>
    <message>
        <source>avg place</source>
        <translation>gem. positie</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>rating</translation>
    </message>
    <message>
        <source>league takes no %1; %2</source>
        <extracomment>%1 the first word the command does not take, %2 the usage line</extracomment>
        <translation>league neemt geen %1; %2</translation>
    </message>
    <message>
        <source>no finished games in this season</source>
        <translation>geen afgeronde partijen in dit seizoen</translation>
    </message>
    <message numerus="yes">
        <source>%1: pushed revision %2 (%n event(s))</source>
        <extracomment>%1 the game&apos;s UUID, %2 its revision number, %n its events</extracomment>
        <translation>
            <numerusform>%1: revisie %2 verstuurd (%n gebeurtenis)</numerusform>
            <numerusform>%1: revisie %2 verstuurd (%n gebeurtenissen)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: unchanged (the server holds revision %2)</source>
        <extracomment>%1 the game&apos;s UUID, %2 its revision number</extracomment>
        <translation>%1: ongewijzigd (de server heeft revisie %2)</translation>
    </message>
    <message>
        <source>%1: deleted on the server</source>
        <extracomment>%1 the game&apos;s UUID</extracomment>
        <translation>%1: op de server verwijderd</translation>
    </message>
    <message>
        <source>the server&apos;s address: %1</source>
        <extracomment>%1 why the server&apos;s address cannot be read</extracomment>
        <translation>het adres van de server: %1</translation>
    </message>
    <message>
        <source>the connection to the club server was encrypted (TLS)</source>
        <translation>de verbinding met de clubserver was versleuteld (TLS)</translation>
    </message>
    <message>
        <source>the connection to the club server was not encrypted</source>
        <translation>de verbinding met de clubserver was niet versleuteld</translation>
    </message>
    <message>
        <source>--save-season needs --server and a whole season; %1</source>
        <extracomment>%1 the usage line</extracomment>
        <translation>--save-season heeft --server en een heel seizoen nodig; %1</translation>
    </message>
    <message>
        <source>The game library file (default: the app&apos;s own, %1).</source>
        <extracomment>%1 the path of the app&apos;s own game library</extracomment>
        <translation>Het bestand van de spelbibliotheek (standaard: dat van de app, %1).</translation>
    </message>
    <message>
        <source>Lists the command&apos;s options.</source>
        <translation>Toont de opties van de opdracht.</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli league [--library FILE] [--season NAME --from YYYY-MM-DD --to YYYY-MM-DD] [--csv OUT] | league --server ADDRESS [--season NAME [--from YYYY-MM-DD --to YYYY-MM-DD [--save-season]]] [--csv OUT]</source>
        <translation>gebruik: meeple-ledger-cli league [--library BESTAND] [--season NAAM --from JJJJ-MM-DD --to JJJJ-MM-DD] [--csv UITVOER] | league --server ADRES [--season NAAM [--from JJJJ-MM-DD --to JJJJ-MM-DD [--save-season]]] [--csv UITVOER]</translation>
    </message>
    <message>
        <source>Prints a season&apos;s standings over the finished games of a library (the app&apos;s own by default) or of the club&apos;s server.</source>
        <translation>Toont de stand van een seizoen over de afgeronde partijen van een bibliotheek (standaard die van de app) of van de clubserver.</translation>
    </message>
    <message>
        <source>The club server&apos;s games instead (a postgresql:// URL or a libpq connection string).</source>
        <translation>In plaats daarvan de partijen van de clubserver (een postgresql://-URL of een libpq-verbindingsreeks).</translation>
    </message>
    <message>
        <source>address</source>
        <extracomment>In --help, the value of --server: &quot;--server &lt;address&gt;&quot;</extracomment>
        <translation>adres</translation>
    </message>
    <message>
        <source>The season&apos;s name.</source>
        <extracomment>In --help, the value of --season: &quot;--season &lt;name&gt;&quot;</extracomment>
        <translation>De naam van het seizoen.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>naam</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <extracomment>In --help, the value of --from and --to: &quot;--from &lt;YYYY-MM-DD&gt;&quot;</extracomment>
        <translation>JJJJ-MM-DD</translation>
    </message>
    <message>
        <source>The season&apos;s first day (UTC).</source>
        <translation>De eerste dag van het seizoen (UTC).</translation>
    </message>
    <message>
        <source>The season&apos;s last day (UTC).</source>
        <translation>De laatste dag van het seizoen (UTC).</translation>
    </message>
    <message>
        <source>With --server: keeps the season on the server.</source>
        <translation>Met --server: bewaart het seizoen op de server.</translation>
    </message>
    <message>
        <source>Also writes the standings as CSV.</source>
        <translation>Schrijft de stand ook als CSV.</translation>
    </message>
    <message>
        <source>league takes --library FILE or --server ADDRESS, not both; %1</source>
        <extracomment>%1 the usage line</extracomment>
        <translation>league neemt --library BESTAND of --server ADRES, niet allebei; %1</translation>
    </message>
    <message>
        <source>Imports game records; a game it holds already is updated, never stored twice.</source>
        <translation>Importeert partijverslagen; een partij die er al in staat, wordt bijgewerkt en nooit twee keer opgeslagen.</translation>
    </message>
    <message>
        <source>Lists the games: number, date (UTC), players with scores, state.</source>
        <translation>Toont de partijen: nummer, datum (UTC), spelers met scores, status.</translation>
    </message>
    <message>
        <source>Writes a game&apos;s record to OUT, or to standard output.</source>
        <translation>Schrijft het verslag van een partij naar OUT of naar standaarduitvoer.</translation>
    </message>
    <message>
        <source>Names the library; prints its name and device id.</source>
        <translation>Geeft de bibliotheek een naam; toont die naam en de apparaat-id.</translation>
    </message>
    <message>
        <source>Copies the whole library, even while the app runs.</source>
        <translation>Kopieert de hele bibliotheek, ook terwijl de app draait.</translation>
    </message>
    <message>
        <source>Replaces the library with a backup.</source>
        <translation>Vervangt de bibliotheek door een reservekopie.</translation>
    </message>
    <message>
        <source>Writes one row per player per game as CSV.</source>
        <translation>Schrijft één regel per speler per partij als CSV.</translation>
    </message>
    <message>
        <source>Prints the path of the library file.</source>
        <translation>Toont het pad van het bibliotheekbestand.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Opdrachten:</translation>
    </message>
    <message>
        <source>Works on a game library: the app&apos;s own, or the file --library names.</source>
        <translation>Werkt met een spelbibliotheek: die van de app, of het bestand dat --library noemt.</translation>
    </message>
    <message>
        <source>With list: the games as JSON.</source>
        <translation>Met list: de partijen als JSON.</translation>
    </message>
    <message>
        <source>With csv: finished games only.</source>
        <translation>Met csv: alleen afgeronde partijen.</translation>
    </message>
    <message>
        <source>One of the commands below.</source>
        <translation>Een van de opdrachten hieronder.</translation>
    </message>
    <message>
        <source>Prints what a game record comes to, as JSON.</source>
        <translation>Toont als JSON wat een partijverslag oplevert.</translation>
    </message>
    <message>
        <source>Explains every payout of a game record, a line each.</source>
        <translation>Legt elke uitbetaling van een partijverslag uit, één per regel.</translation>
    </message>
    <message>
        <source>Imports, lists, exports, backs up and restores the games of a library.</source>
        <translation>Importeert, toont en exporteert de partijen van een bibliotheek, maakt er reservekopieën van en zet ze terug.</translation>
    </message>
    <message>
        <source>Prints a season&apos;s standings over a library&apos;s or the club&apos;s finished games.</source>
        <translation>Toont de stand van een seizoen over de afgeronde partijen van een bibliotheek of van de club.</translation>
    </message>
    <message>
        <source>Pushes a library&apos;s games to the club&apos;s server.</source>
        <translation>Verstuurt de partijen van een bibliotheek naar de clubserver.</translation>
    </message>
    <message>
        <source>Each command&apos;s --help lists its options: meeple-ledger-cli library --help</source>
        <extracomment>The last line of --help</extracomment>
        <translation>Elke opdracht toont met --help de eigen opties: meeple-ledger-cli library --help</translation>
    </message>
    <message>
        <source>Pushes the games of a library (the app&apos;s own by default) to the club&apos;s server.</source>
        <translation>Verstuurt de partijen van een bibliotheek (standaard die van de app) naar de clubserver.</translation>
    </message>
    <message>
        <source>The club server: a postgresql:// URL or a libpq connection string.</source>
        <translation>De clubserver: een postgresql://-URL of een libpq-verbindingsreeks.</translation>
    </message>
    <message>
        <source>url</source>
        <extracomment>In --help, the value of --server: &quot;--server &lt;url&gt;&quot;</extracomment>
        <translation>url</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli sync [--library FILE] --server URL (a postgresql:// URL or a libpq connection string)</source>
        <translation>gebruik: meeple-ledger-cli sync [--library BESTAND] --server URL (een postgresql://-URL of een libpq-verbindingsreeks)</translation>
    </message>
    <message>
        <source>Creates the club&apos;s roles, its schema and its tables (again: upgrades them, changes nothing else).</source>
        <translation>Maakt de rollen, het schema en de tabellen van de club aan (opnieuw: werkt ze bij en verandert verder niets).</translation>
    </message>
    <message>
        <source>Creates a login for a table&apos;s laptop and prints its connection.</source>
        <translation>Maakt een login aan voor de laptop van een tafel en toont de verbinding ervan.</translation>
    </message>
    <message>
        <source>Creates a login for an organiser and prints its connection.</source>
        <translation>Maakt een login aan voor een organisator en toont de verbinding ervan.</translation>
    </message>
    <message>
        <source>%1 is a club server (schema version %2); add each table&apos;s laptop with: meeple-ledger-cli club add-table NAME</source>
        <extracomment>%1 the database&apos;s name, %2 the schema&apos;s version</extracomment>
        <translation>%1 is een clubserver (schemaversie %2); voeg de laptop van elke tafel toe met: meeple-ledger-cli club add-table NAAM</translation>
    </message>
    <message>
        <source>%1 exists already and keeps its password (--new-password makes a new one)</source>
        <extracomment>%1 a login&apos;s name</extracomment>
        <translation>%1 bestaat al en behoudt het bestaande wachtwoord (--new-password maakt een nieuw aan)</translation>
    </message>
    <message>
        <source>%1 can sync with this connection (keep it as a password):</source>
        <extracomment>%1 a login&apos;s name; the connection follows on the next line</extracomment>
        <translation>%1 kan met deze verbinding synchroniseren (bewaar die als een wachtwoord):</translation>
    </message>
    <message>
        <source>The server&apos;s name as the laptops reach it, in the printed connection (default: the host of --server).</source>
        <translation>De naam waaronder de laptops de server bereiken, in de getoonde verbinding (standaard: de host van --server).</translation>
    </message>
    <message>
        <source>host</source>
        <extracomment>In --help, the value of --host: &quot;--host &lt;host&gt;&quot;</extracomment>
        <translation>host</translation>
    </message>
    <message>
        <source>Gives a login that exists already a new password (its laptop needs the new connection).</source>
        <translation>Geeft een login die al bestaat een nieuw wachtwoord (de laptop ervan heeft dan de nieuwe verbinding nodig).</translation>
    </message>
    <message>
        <source>Sets up the club&apos;s server and the logins of its tables and organisers.</source>
        <translation>Richt de clubserver in, met de logins van de tafels en organisatoren.</translation>
    </message>
    <message>
        <source>Gives a game to another table (its library&apos;s name or device id): that table&apos;s version counts from now on. The table that owns the game or an organiser may; --server is their own connection.</source>
        <translation>Draagt een partij over aan een andere tafel (de naam van haar bibliotheek of de id van haar apparaat): vanaf nu telt de versie van die tafel. De tafel die de partij bezit of een organisator mag dat; --server is hun eigen verbinding.</translation>
    </message>
    <message>
        <source>game %1 belongs to %2 now: its version counts</source>
        <extracomment>%1 the game&apos;s UUID, %2 the table that owns it now</extracomment>
        <translation>de partij %1 hoort nu bij %2: die versie telt</translation>
    </message>
    <message>
        <source>Makes a PostgreSQL database the club&apos;s server and gives each table and organiser a login, with a superuser&apos;s connection; hands a game over to another table, with its owner&apos;s or an organiser&apos;s.</source>
        <translation>Maakt met de verbinding van een superuser van een PostgreSQL-database de clubserver en geeft elke tafel en organisator een login; draagt met die van de eigenaar of een organisator een partij over aan een andere tafel.</translation>
    </message>
    <message>
        <source>The club&apos;s database, a postgresql:// URL or a libpq connection string: a superuser&apos;s for setup and add-*, the owning table&apos;s or an organiser&apos;s for hand-over.</source>
        <translation>De database van de club, een postgresql://-URL of een libpq-verbindingsreeks: die van een superuser voor setup en add-*, die van de tafel die de partij bezit of van een organisator voor hand-over.</translation>
    </message>
    <message>
        <source>With hand-over: the table that gets the game, by its library&apos;s name or its device id.</source>
        <translation>Met hand-over: de tafel die de partij krijgt, met de naam van haar bibliotheek of de id van haar apparaat.</translation>
    </message>
    <message>
        <source>table</source>
        <extracomment>In --help, the value of --to: &quot;--to &lt;table&gt;&quot;</extracomment>
        <translation>tafel</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>%1 a game&apos;s UUID, %2 its players&apos; names</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>awaiting the organiser: %1 holds another version of %2&apos;s game %3</source>
        <extracomment>%1 the table holding the version, %2 the table that owns the game, %3 the game (UUID and players)</extracomment>
        <translation>wacht op de organisator: %1 heeft een andere versie van de partij van %2 %3</translation>
    </message>
    <message>
        <source>left out: the rules refuse %1&apos;s game %2</source>
        <extracomment>%1 the table, %2 the game (UUID and players)</extracomment>
        <translation>weggelaten: de regels weigeren de partij van %1 %2</translation>
    </message>
    <message>
        <source>a version counts once its table owns the game: meeple-ledger-cli club hand-over GAME --to TABLE --server ADDRESS</source>
        <translation>een versie telt zodra haar tafel de partij bezit: meeple-ledger-cli club hand-over PARTIJ --to TAFEL --server ADRES</translation>
    </message>
    <message>
        <source>%1: pushed revision %2, kept for the organiser: the game belongs to %3, whose version the league counts</source>
        <extracomment>%1 the game&apos;s UUID, %2 its revision number, %3 the table that owns the game</extracomment>
        <translation>%1: revisie %2 verstuurd, bewaard voor de organisator: de partij hoort bij %3, wiens versie de competitie telt</translation>
    </message>
    <message>
        <source>the season&apos;s name holds a control character or a text-direction override</source>
        <translation>de naam van het seizoen bevat een stuurteken of een teken dat de schrijfrichting omkeert</translation>
    </message>
    <message>
        <source>the season&apos;s name is longer than %1 characters</source>
        <extracomment>%1 the longest a name may be (40)</extracomment>
        <translation>de naam van het seizoen is langer dan %1 tekens</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli library [--library FILE] import RECORD… | list [--json] | export ID [OUT] | name [NAME] | backup OUT | restore IN | csv [--finished] [ID…] [OUT] | keep-intact ID | where</source>
        <translation>gebruik: meeple-ledger-cli library [--library BESTAND] import PARTIJ… | list [--json] | export NUMMER [UITVOER] | name [NAAM] | backup UITVOER | restore INVOER | csv [--finished] [NUMMER…] [UITVOER] | keep-intact NUMMER | where</translation>
    </message>
    <message>
        <source>Keeps the events of a game changed outside the app, up to the first changed one, as a new game.</source>
        <translation>Bewaart de gebeurtenissen van een buiten de app gewijzigde partij, tot de eerste gewijzigde, als nieuwe partij.</translation>
    </message>
    <message>
        <source>note: game %1 was changed outside Meeple Ledger at its event %2; the backup holds it as it is (library keep-intact %1 keeps the events before)</source>
        <extracomment>%1 the game&apos;s number, %2 the event&apos;s index in it</extracomment>
        <translation>let op: de partij %1 is buiten Meeple Ledger gewijzigd bij haar gebeurtenis %2; de back-up bevat haar zoals ze is (library keep-intact %1 bewaart de gebeurtenissen ervoor)</translation>
    </message>
    <message>
        <source>game %1 holds the intact events of game %2</source>
        <extracomment>%1 the new game&apos;s number, %2 the changed game&apos;s number</extracomment>
        <translation>de partij %1 bevat de intacte gebeurtenissen van de partij %2</translation>
    </message>
    <message>
        <source>%1: not pushed: %2</source>
        <extracomment>%1 the game&apos;s UUID, %2 the library&apos;s sentence saying which event was changed</extracomment>
        <translation>%1: niet verstuurd: %2</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli club setup | add-table NAME | add-organiser NAME --server ADDRESS [--host HOST] [--new-password] | club hand-over GAME --to TABLE --server ADDRESS | club check-results --server ADDRESS [--repair]</source>
        <translation>gebruik: meeple-ledger-cli club setup | add-table NAAM | add-organiser NAAM --server ADRES [--host HOST] [--new-password] | club hand-over PARTIJ --to TAFEL --server ADRES | club check-results --server ADRES [--repair]</translation>
    </message>
    <message>
        <source>Replays every counted game on the server and compares it with the result kept beside it, which the league reads; lists each that differs or is missing. --repair (an organiser&apos;s connection) keeps the replay&apos;s result instead.</source>
        <translation>Speelt elke getelde partij op de server opnieuw af en vergelijkt die met de ernaast bewaarde uitslag, die de competitie leest; noemt elke die afwijkt of ontbreekt. --repair (de verbinding van een organisator) bewaart in plaats daarvan de opnieuw afgespeelde uitslag.</translation>
    </message>
    <message>
        <source>refused by the rules</source>
        <translation>door de regels geweigerd</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>a seat in a result: %1 the player&apos;s name, %2 the score</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>finished: %1</source>
        <extracomment>%1 the seats with their scores (&quot;Ana 32, Ben 25&quot;)</extracomment>
        <translation>afgelopen: %1</translation>
    </message>
    <message>
        <source>game %1 (%2, revision %3)</source>
        <extracomment>%1 the game&apos;s UUID, %2 the table holding it, %3 the revision</extracomment>
        <translation>partij %1 (%2, revisie %3)</translation>
    </message>
    <message>
        <source>%1: no result kept; its events replay to %2</source>
        <extracomment>%1 the version (&quot;game UUID (Table 3, revision 12)&quot;), %2 its replayed result</extracomment>
        <translation>%1: geen uitslag bewaard; de gebeurtenissen opnieuw afgespeeld geven %2</translation>
    </message>
    <message>
        <source>%1: kept %2, but its events replay to %3</source>
        <extracomment>%1 the version, %2 the result kept on the server, %3 the replayed result</extracomment>
        <translation>%1: bewaard %2, maar de gebeurtenissen opnieuw afgespeeld geven %3</translation>
    </message>
    <message numerus="yes">
        <source>%n counted game(s) checked: every kept result is what its events replay to</source>
        <extracomment>%n the games checked</extracomment>
        <translation>
            <numerusform>%n getelde partij gecontroleerd: elke bewaarde uitslag is wat de gebeurtenissen opnieuw afgespeeld geven</numerusform>
            <numerusform>%n getelde partijen gecontroleerd: elke bewaarde uitslag is wat de gebeurtenissen opnieuw afgespeeld geven</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counted game(s) checked: %1 result(s) kept anew from the replay</source>
        <extracomment>%n the games checked, %1 how many results were kept anew</extracomment>
        <translation>
            <numerusform>%n getelde partij gecontroleerd: %1 uitslag(en) opnieuw bewaard uit het opnieuw afspelen</numerusform>
            <numerusform>%n getelde partijen gecontroleerd: %1 uitslag(en) opnieuw bewaard uit het opnieuw afspelen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counted game(s) checked: %1 kept result(s) differ from the replay (--repair keeps the replay&apos;s)</source>
        <extracomment>%n the games checked, %1 how many differ</extracomment>
        <translation>
            <numerusform>%n getelde partij gecontroleerd: %1 bewaarde uitslag(en) wijkt/wijken af van het opnieuw afspelen (--repair bewaart die van het afspelen)</numerusform>
            <numerusform>%n getelde partijen gecontroleerd: %1 bewaarde uitslag(en) wijkt/wijken af van het opnieuw afspelen (--repair bewaart die van het afspelen)</numerusform>
        </translation>
    </message>
    <message>
        <source>With check-results: keeps each replayed result that differs from the kept one (an organiser&apos;s role).</source>
        <translation>Met check-results: bewaart elke opnieuw afgespeelde uitslag die afwijkt van de bewaarde (de rol van een organisator).</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Keeps the score of a physical Carcassonne game.</source>
        <translation>Houdt de score bij van een potje Carcassonne aan tafel.</translation>
    </message>
    <message>
        <source>Show every screen once and quit; exit status 1 if one does not load cleanly. Uses a library of its own unless --library is given.</source>
        <translation>Elk scherm één keer tonen en afsluiten; afsluitcode 1 als er een niet foutloos laadt. Gebruikt een eigen bibliotheek, tenzij --library is opgegeven.</translation>
    </message>
    <message>
        <source>The game library file to use instead of the default one.</source>
        <translation>Het bestand van de spelbibliotheek dat in plaats van het standaardbestand wordt gebruikt.</translation>
    </message>
    <message>
        <source>The screen to show first: start, setup, table or final.</source>
        <translation>Het scherm dat als eerste verschijnt: start, setup, table of final.</translation>
    </message>
    <message>
        <source>A meeple-ledger/1 game record to import and open.</source>
        <translation>Een partijverslag (meeple-ledger/1) om te importeren en te openen.</translation>
    </message>
    <message>
        <source>Quit as soon as the first frame is drawn (start-up timing).</source>
        <translation>Afsluiten zodra het eerste beeld getekend is (opstarttijd meten).</translation>
    </message>
    <message>
        <source>The language to speak: en, de, fr, es, it, nl, pl or cs (kept for the next start).</source>
        <translation>De taal van de app: en, de, fr, es, it, nl, pl of cs (blijft bewaard voor de volgende start).</translation>
    </message>
    <message>
        <source>Set up a new game (in the running window if there is one).</source>
        <translation>Een nieuwe partij voorbereiden (in het geopende venster als er een is).</translation>
    </message>
    <message>
        <source>Resume the unfinished game played last (in the running window if there is one).</source>
        <translation>De laatst gespeelde, onafgemaakte partij hervatten (in het geopende venster als er een is).</translation>
    </message>
    <message>
        <source>A game of Carcassonne is being scored</source>
        <translation>Er wordt een potje Carcassonne geteld</translation>
    </message>
    <message>
        <source>file</source>
        <extracomment>In --help, what an option takes: &quot;--library &lt;file&gt;&quot;</extracomment>
        <translation>bestand</translation>
    </message>
    <message>
        <source>name</source>
        <extracomment>In --help, what --screen takes: &quot;--screen &lt;name&gt;&quot;</extracomment>
        <translation>naam</translation>
    </message>
    <message>
        <source>code</source>
        <extracomment>In --help, what --language takes: &quot;--language &lt;code&gt;&quot; (a language code such as de)</extracomment>
        <translation>code</translation>
    </message>
    <message>
        <source>no display found; run it on a desktop, or headless with: %1</source>
        <extracomment>%1 the command that runs the app without a screen</extracomment>
        <translation>geen beeldscherm gevonden; start het op een bureaublad, of zonder scherm met: %1</translation>
    </message>
    <message>
        <source>give at most one game record</source>
        <translation>geef hoogstens één partijverslag op</translation>
    </message>
    <message>
        <source>give only one of a game record, --new-game and --resume, and --screen with neither of the last two</source>
        <translation>geef maar één van: een partijverslag, --new-game en --resume; en --screen alleen zonder die laatste twee</translation>
    </message>
    <message>
        <source>--screen takes start, setup, table or final</source>
        <translation>--screen neemt start, setup, table of final</translation>
    </message>
    <message>
        <source>--language takes one of %1</source>
        <extracomment>%1 the language codes, joined by &quot;, &quot;</extracomment>
        <translation>--language neemt een van deze codes: %1</translation>
    </message>
    <message>
        <source>record</source>
        <extracomment>In --help, the name of the optional argument, a game record: &quot;meeple-ledger [options] [record]&quot;</extracomment>
        <translation>verslag</translation>
    </message>
    <message>
        <source>self-test failed: QML warnings: %1</source>
        <extracomment>%1 how many warnings QML gave (a number, 1 or more)</extracomment>
        <translation>zelftest mislukt: QML-waarschuwingen: %1</translation>
    </message>
    <message>
        <source>self-test failed: the screens did not all load in time</source>
        <translation>zelftest mislukt: niet alle schermen zijn op tijd geladen</translation>
    </message>
    <message>
        <source>self-test passed (every screen loaded, frames drawn)</source>
        <translation>zelftest geslaagd (elk scherm geladen, beelden getekend)</translation>
    </message>
    <message>
        <source>self-test passed (every screen loaded, no frame drawn on this platform)</source>
        <translation>zelftest geslaagd (elk scherm geladen, op dit platform geen beeld getekend)</translation>
    </message>
    <message>
        <source>self-test failed: the main QML object is not a window</source>
        <translation>zelftest mislukt: het hoofdobject van QML is geen venster</translation>
    </message>
    <message>
        <source>--club-screen: %1</source>
        <extracomment>%1 why the club screen has no server to watch (a sentence)</extracomment>
        <translation>--club-screen: %1</translation>
    </message>
    <message>
        <source>The club&apos;s games are being shown</source>
        <translation>De partijen van de club worden getoond</translation>
    </message>
    <message>
        <source>Show the club screen (for a projector): every table&apos;s game in progress, live from the club server (the one set in the club settings, or --server).</source>
        <translation>Het clubscherm tonen (voor een beamer): de lopende partij van elke tafel, live van de clubserver (die uit de clubinstellingen, of --server).</translation>
    </message>
    <message>
        <source>The club server for --club-screen: a libpq connection string or a postgresql:// URL (the password from ~/.pgpass or PGPASSWORD).</source>
        <translation>De clubserver voor --club-screen: een libpq-verbindingsreeks of een postgresql://-URL (het wachtwoord uit ~/.pgpass of PGPASSWORD).</translation>
    </message>
    <message>
        <source>address</source>
        <extracomment>In --help, what --server takes: &quot;--server &lt;address&gt;&quot; (a connection string or URL)</extracomment>
        <translation>adres</translation>
    </message>
    <message>
        <source>--server goes with --club-screen, which takes neither a record, --library nor --screen</source>
        <translation>--server hoort bij --club-screen, dat geen spelbestand, --library of --screen neemt</translation>
    </message>
    <message>
        <source>the app&apos;s models could not be loaded</source>
        <translation>de gegevens van de app konden niet worden geladen</translation>
    </message>
</context>
<context>
    <name>ml::ClubListener</name>
    <message>
        <source>listen for the tables&apos; pushes</source>
        <extracomment>what was being done, inside &quot;the club server refused to …&quot;</extracomment>
        <translation>luisteren naar wat de tafels versturen</translation>
    </message>
</context>
<context>
    <name>ml::ClubSettings</name>
    <message>
        <source>Connected to %1; the connection is encrypted.</source>
        <extracomment>%1 the server&apos;s address (no password)</extracomment>
        <translation>Verbonden met %1; de verbinding is versleuteld.</translation>
    </message>
    <message>
        <source>Connected to %1; the connection is not encrypted.</source>
        <extracomment>%1 the server&apos;s address (no password)</extracomment>
        <translation>Verbonden met %1; de verbinding is niet versleuteld.</translation>
    </message>
    <message>
        <source>Not synced at %1 (trying again soon): %2</source>
        <extracomment>%1 the time of day, %2 what went wrong, a sentence of its own</extracomment>
        <translation>Niet gesynchroniseerd om %1 (straks opnieuw): %2</translation>
    </message>
    <message numerus="yes">
        <source>Synced with the club at %1: %n game(s) pushed.</source>
        <extracomment>%1 the time of day, %n how many games were pushed</extracomment>
        <translation>
            <numerusform>Om %1 gesynchroniseerd met de club: %n partij verstuurd.</numerusform>
            <numerusform>Om %1 gesynchroniseerd met de club: %n partijen verstuurd.</numerusform>
        </translation>
    </message>
    <message>
        <source>no club server is set (the start screen&apos;s Club button)</source>
        <translation>er is geen clubserver ingesteld (knop ‘Club’ op het startscherm)</translation>
    </message>
    <message numerus="yes">
        <source>Synced with the club at %1 over a connection that is not encrypted: %n game(s) pushed.</source>
        <extracomment>%1 the time of day, %n how many games were pushed</extracomment>
        <translation>
            <numerusform>Om %1 via een onversleutelde verbinding gesynchroniseerd met de club: %n partij verstuurd.</numerusform>
            <numerusform>Om %1 via een onversleutelde verbinding gesynchroniseerd met de club: %n partijen verstuurd.</numerusform>
        </translation>
    </message>
</context>
</TS>
