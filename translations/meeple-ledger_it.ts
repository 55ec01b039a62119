<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Meeple Ledger</source>
        <translation>Informazioni su Meeple Ledger</translation>
    </message>
    <message>
        <source>Version %1</source>
        <extracomment>%1 is the version number, e.g. 0.1.0</extracomment>
        <translation>Versione %1</translation>
    </message>
    <message>
        <source>A scoring assistant for physical games of Carcassonne: the players keep their tiles and meeples on the table, the app counts and explains every point.</source>
        <translation>Un assistente per il punteggio delle partite a Carcassonne sul tavolo: i giocatori tengono le loro tessere e i loro seguaci sul tavolo, l&apos;app conta e spiega ogni punto.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licenza</translation>
    </message>
    <message>
        <source>Meeple Ledger is free software: you may share and change it under the GNU General Public License, version 3 or any later version (GPL-3.0-or-later). It comes with no warranty.</source>
        <translation>Meeple Ledger è software libero: puoi condividerlo e modificarlo secondo la GNU General Public License, versione 3 o qualsiasi versione successiva (GPL-3.0-or-later). È fornito senza alcuna garanzia.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>The rules follow the publishers&apos; rulebooks (Hans im Glück, and Z-Man Games&apos; English edition where a game option chooses it) and the pages of each expansion on Wikicarpedia (wikicarpedia.com), the community&apos;s rules wiki, with the official answers it collects.</source>
        <translation>Le regole seguono i regolamenti degli editori (Hans im Glück, e l&apos;edizione inglese di Z-Man Games dove un&apos;opzione di partita la sceglie) e le pagine di ogni espansione su Wikicarpedia (wikicarpedia.com), il wiki delle regole della comunità, con le risposte ufficiali che raccoglie.</translation>
    </message>
    <message>
        <source>Carcassonne is a trademark of Hans im Glück Verlags-GmbH. Meeple Ledger is not made or endorsed by the publishers.</source>
        <translation>Carcassonne è un marchio di Hans im Glück Verlags-GmbH. Meeple Ledger non è realizzato né approvato dagli editori.</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Cartella dei dati</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>ActionDialog</name>
    <message>
        <source>Confirm</source>
        <translation>Conferma</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Enter, then end the turn</source>
        <translation>Registra, poi termina il turno</translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <extracomment>the keys that enter the dialog&apos;s action and then end the turn</extracomment>
        <translation>Ctrl+Invio</translation>
    </message>
</context>
<context>
    <name>AdjustDialog</name>
    <message>
        <source>Correct a score</source>
        <translation>Correggi un punteggio</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>Correggi</translation>
    </message>
    <message>
        <source>Points (negative to take away)</source>
        <translation>Punti (negativi per toglierli)</translation>
    </message>
    <message>
        <source>Reason, e.g. forgot to score a road in turn 12</source>
        <translation>Motivo, ad es. strada non contata al turno 12</translation>
    </message>
</context>
<context>
    <name>Animals</name>
    <message>
        <source>flea</source>
        <translation>pulce</translation>
    </message>
    <message>
        <source>monkey</source>
        <translation>scimmia</translation>
    </message>
    <message>
        <source>seal</source>
        <translation>foca</translation>
    </message>
    <message>
        <source>bear</source>
        <translation>orso</translation>
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
        <translation>Pulce</translation>
    </message>
    <message>
        <source>Monkey</source>
        <translation>Scimmia</translation>
    </message>
    <message>
        <source>Seal</source>
        <translation>Foca</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Orso</translation>
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
        <translation>L&apos;archivio delle partite non è aperto.</translation>
    </message>
    <message>
        <source>The game library file was not a game library. It was moved aside, unchanged, to %1, and a new library was started.</source>
        <extracomment>%1 where the damaged file was moved</extracomment>
        <translation>Il file dell&apos;archivio delle partite non era un archivio. È stato spostato senza modifiche in %1 ed è stato creato un nuovo archivio.</translation>
    </message>
    <message>
        <source>The game library was damaged. It was moved aside, unchanged, to %1, and a new library was started.</source>
        <extracomment>%1 where the damaged file was moved</extracomment>
        <translation>L&apos;archivio delle partite era danneggiato. È stato spostato senza modifiche in %1 ed è stato creato un nuovo archivio.</translation>
    </message>
    <message>
        <source>Its games could not be recovered: %1</source>
        <extracomment>%1 the reason</extracomment>
        <translation>Non è stato possibile recuperare le sue partite: %1</translation>
    </message>
    <message>
        <source>Games recovered from it: %1. Games that could not be read or replayed (they stay in the damaged copy): %2.</source>
        <extracomment>%1 how many games were recovered, %2 how many could not be</extracomment>
        <translation>Partite recuperate: %1. Partite che non è stato possibile leggere o rigiocare (restano nella copia danneggiata): %2.</translation>
    </message>
    <message>
        <source>Part of its list of games could not be read either.</source>
        <translation>Anche una parte del suo elenco di partite era illeggibile.</translation>
    </message>
</context>
<context>
    <name>BigTopStep</name>
    <message>
        <source>Big top</source>
        <translation>Tendone</translation>
    </message>
    <message>
        <source>Score the big top (C)…</source>
        <translation>Valuta il tendone (C)…</translation>
    </message>
</context>
<context>
    <name>BoardPanel</name>
    <message>
        <source>Board</source>
        <translation>Tavolo</translation>
    </message>
    <message numerus="yes">
        <source>%n occupied feature(s)</source>
        <extracomment>%n how many features on the board have figures on them</extracomment>
        <translation>
            <numerusform>%n costruzione occupata</numerusform>
            <numerusform>%n costruzioni occupate</numerusform>
        </translation>
    </message>
    <message>
        <source>No figure on the board yet.</source>
        <translation>Ancora nessuna pedina sul tavolo.</translation>
    </message>
</context>
<context>
    <name>ChoiceStep</name>
    <message>
        <source>%1&apos;s robber on space %2: whom does it rob?</source>
        <extracomment>%1 the robber&apos;s owner, %2 the track space</extracomment>
        <translation>Brigante di %1 sulla casella %2: chi deruba?</translation>
    </message>
    <message>
        <source>Suggested: %1 — %2</source>
        <extracomment>%1 the player&apos;s name, %2 the reason (&quot;the most points&quot;)</extracomment>
        <translation>Consigliato: %1 — %2</translation>
    </message>
    <message>
        <source>Which scoring figure takes the stolen points?</source>
        <translation>Quale segnapunti prende i punti rubati?</translation>
    </message>
    <message numerus="yes">
        <source>Rob %1&apos;s %2: %n point(s), takes %3</source>
        <extracomment>%1 the robbed player&apos;s name, %2 their scoring figure, %n the points it moved, %3 the robber&apos;s share</extracomment>
        <translation>
            <numerusform>Deruba %1 (%2): %n punto, prende %3</numerusform>
            <numerusform>Deruba %1 (%2): %n punti, prende %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep the suggestion</source>
        <translation>Mantieni il consiglio</translation>
    </message>
</context>
<context>
    <name>CircusDialog</name>
    <message>
        <source>Score the big top</source>
        <translation>Valuta il tendone</translation>
    </message>
    <message>
        <source>Which animal token was revealed?</source>
        <translation>Quale gettone animale è stato rivelato?</translation>
    </message>
    <message>
        <source>Figures of each player around the big top</source>
        <translation>Pedine di ogni giocatore intorno al tendone</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 (%n left)</source>
        <extracomment>%1 the animal of a big top token, %2 the points it gives each figure (&quot;5 points&quot;), %n the tokens of that animal still face down</extracomment>
        <translation>
            <numerusform>%1 · %2 (ne resta %n)</numerusform>
            <numerusform>%1 · %2 (ne restano %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>the points a big top token gives each figure around the big top</extracomment>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClubAddress</name>
    <message>
        <source>the port &quot;%1&quot; is not a number from 1 to 65535</source>
        <extracomment>%1 what was given as the port</extracomment>
        <translation>la porta «%1» non è un numero da 1 a 65535</translation>
    </message>
    <message>
        <source>the value of %1 may not contain &quot;;&quot;</source>
        <extracomment>%1 a connection keyword such as sslmode</extracomment>
        <translation>il valore di %1 non può contenere «;»</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a connection keyword</source>
        <extracomment>%1 the unknown keyword in the connection string</extracomment>
        <translation>«%1» non è una parola chiave di connessione</translation>
    </message>
    <message>
        <source>the URL cannot be read: %1</source>
        <extracomment>%1 why the URL cannot be read (Qt&apos;s words, about the URL without its user name and password)</extracomment>
        <translation>l&apos;URL non è leggibile: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no &quot;=&quot; and value</source>
        <extracomment>%1 a keyword of the connection string</extracomment>
        <translation>«%1» non ha «=» né un valore</translation>
    </message>
    <message>
        <source>the quoted value of %1 is not closed</source>
        <extracomment>%1 a keyword of the connection string</extracomment>
        <translation>il valore tra virgolette di %1 non è chiuso</translation>
    </message>
    <message>
        <source>no server was given</source>
        <translation>non è stato indicato alcun server</translation>
    </message>
    <message>
        <source>only postgresql:// URLs and libpq connection strings are understood</source>
        <translation>sono accettati solo gli URL postgresql:// e le stringhe di connessione libpq</translation>
    </message>
    <message>
        <source>the database name (dbname) is missing</source>
        <translation>manca il nome del database (dbname)</translation>
    </message>
    <message>
        <source>the PostgreSQL driver of Qt Sql is not installed (Debian package libqt6sql6-psql)</source>
        <translation>il driver PostgreSQL di Qt Sql non è installato (pacchetto Debian libqt6sql6-psql)</translation>
    </message>
    <message>
        <source>the club server %1 refused the connection: %2</source>
        <extracomment>%1 the server&apos;s address (no password), %2 the driver&apos;s reason</extracomment>
        <translation>il server del club %1 ha rifiutato la connessione: %2</translation>
    </message>
    <message>
        <source>the club server %1 cannot be reached: %2</source>
        <extracomment>%1 the server&apos;s address (no password), %2 the driver&apos;s reason</extracomment>
        <translation>il server del club %1 non è raggiungibile: %2</translation>
    </message>
    <message>
        <source>the user name, the password or the options after &quot;?&quot; cannot be read: characters such as @, /, ? and # in them must be percent-encoded</source>
        <translation>il nome utente, la password o le opzioni dopo «?» non sono leggibili: i caratteri come @, /, ? e # vanno codificati con percento</translation>
    </message>
</context>
<context>
    <name>ClubDialog</name>
    <message>
        <source>Club server</source>
        <translation>Server del club</translation>
    </message>
    <message>
        <source>Every game stored here is also sent to the club&apos;s PostgreSQL server when it can be reached. The games stay on this machine either way.</source>
        <translation>Ogni partita salvata qui viene inviata anche al server PostgreSQL del club quando è raggiungibile. Le partite restano comunque su questo computer.</translation>
    </message>
    <message>
        <source>Connection (a postgresql:// URL or a libpq connection string)</source>
        <translation>Connessione (un URL postgresql:// o una stringa di connessione libpq)</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Connessione</translation>
    </message>
    <message>
        <source>Password (one is kept; leave empty to keep it)</source>
        <translation>Password (ne è salvata una; lascia vuoto per mantenerla)</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Password</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Prova la connessione</translation>
    </message>
    <message>
        <source>Encrypted: yes</source>
        <translation>Cifrata: sì</translation>
    </message>
    <message>
        <source>Encrypted: no</source>
        <translation>Cifrata: no</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salva</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
</context>
<context>
    <name>ClubLeague</name>
    <message>
        <source>read the club&apos;s seasons</source>
        <translation>leggere le stagioni del club</translation>
    </message>
    <message>
        <source>the club server has no season called &quot;%1&quot;</source>
        <extracomment>%1 the season&apos;s name as given</extracomment>
        <translation>il server del club non ha nessuna stagione chiamata «%1»</translation>
    </message>
    <message>
        <source>set the season &quot;%1&quot;</source>
        <extracomment>%1 the season&apos;s name</extracomment>
        <translation>impostare la stagione «%1»</translation>
    </message>
    <message>
        <source>read the club&apos;s games</source>
        <translation>leggere le partite del club</translation>
    </message>
    <message>
        <source>read the club&apos;s results</source>
        <translation>leggere i risultati del club</translation>
    </message>
</context>
<context>
    <name>ClubResults</name>
    <message>
        <source>keep the result of game %1</source>
        <extracomment>%1 the game&apos;s UUID</extracomment>
        <translation>conservare il risultato della partita %1</translation>
    </message>
    <message>
        <source>read the kept results</source>
        <translation>leggere i risultati conservati</translation>
    </message>
    <message>
        <source>only an organiser&apos;s role may repair the kept results; without --repair any role may check them</source>
        <translation>solo il ruolo di un organizzatore può riparare i risultati conservati; senza --repair qualsiasi ruolo può controllarli</translation>
    </message>
    <message>
        <source>repair the kept results</source>
        <translation>riparare i risultati conservati</translation>
    </message>
</context>
<context>
    <name>ClubSchema</name>
    <message>
        <source>the club server went away while trying to %1: %2</source>
        <extracomment>%1 what was being done (&quot;push game …&quot;), %2 the driver&apos;s reason</extracomment>
        <translation>il server del club è sparito durante l&apos;operazione «%1»: %2</translation>
    </message>
    <message>
        <source>the club server refused to %1: %2</source>
        <extracomment>%1 what was being done (&quot;push game …&quot;), %2 the server&apos;s reason</extracomment>
        <translation>il server del club ha rifiutato l&apos;operazione «%1»: %2</translation>
    </message>
    <message>
        <source>read the schema version</source>
        <translation>leggere la versione dello schema</translation>
    </message>
    <message>
        <source>the database has no schema &quot;meeple&quot;: run the club&apos;s setup SQL as a superuser first (docs/club.md)</source>
        <translation>il database non ha lo schema «meeple»: esegui prima l&apos;SQL di configurazione del club come superutente (docs/club.md)</translation>
    </message>
    <message>
        <source>the club server&apos;s schema is at version %1, newer than this program knows (%2); update Meeple Ledger</source>
        <extracomment>%1 the server&apos;s schema version, %2 the newest this program knows</extracomment>
        <translation>lo schema del server del club è alla versione %1, più recente di quella che questo programma conosce (%2); aggiorna Meeple Ledger</translation>
    </message>
    <message>
        <source>the club server&apos;s schema is at version %1 and this program needs %2: connect once with an organiser&apos;s role to upgrade it</source>
        <extracomment>%1 the server&apos;s schema version, %2 the one this program needs</extracomment>
        <translation>lo schema del server del club è alla versione %1 e questo programma richiede la versione %2: connettiti una volta con un ruolo di organizzatore per aggiornarlo</translation>
    </message>
    <message>
        <source>upgrade the schema</source>
        <translation>aggiornare lo schema</translation>
    </message>
    <message>
        <source>the club server&apos;s schema is at version %1, which no upgrade starts from</source>
        <extracomment>%1 the server&apos;s schema version</extracomment>
        <translation>lo schema del server del club è alla versione %1, da cui non parte alcun aggiornamento</translation>
    </message>
    <message>
        <source>the club server went away while trying to %1: the connection was closed</source>
        <extracomment>%1 what was being done (&quot;push game …&quot;)</extracomment>
        <translation>il server del club è sparito durante l&apos;operazione «%1»: la connessione è stata chiusa</translation>
    </message>
</context>
<context>
    <name>ClubScreen</name>
    <message>
        <source>Club night</source>
        <translation>Serata del club</translation>
    </message>
    <message>
        <source>Live · updated %1</source>
        <extracomment>%1 the time of day the club server was last read</extracomment>
        <translation>In diretta · aggiornato alle %1</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>In diretta</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Non connesso</translation>
    </message>
    <message>
        <source>%1. Trying again…</source>
        <extracomment>%1 why the club server cannot be read (a sentence without its full stop); the screen keeps trying by itself</extracomment>
        <translation>%1. Nuovo tentativo in corso…</translation>
    </message>
    <message>
        <source>No game in progress at any table.</source>
        <translation>Nessuna partita in corso a nessun tavolo.</translation>
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
        <translation>di turno</translation>
    </message>
    <message>
        <source>Standings: %1</source>
        <extracomment>%1 the season&apos;s name</extracomment>
        <translation>Classifica: %1</translation>
    </message>
    <message>
        <source>Standings: every game</source>
        <translation>Classifica: tutte le partite</translation>
    </message>
    <message>
        <source>No finished game yet.</source>
        <translation>Ancora nessuna partita finita.</translation>
    </message>
    <message>
        <source>%1 of %2 won</source>
        <extracomment>%1 wins, %2 games: &quot;2 of 3 won&quot;</extracomment>
        <translation>vittorie: %1 su %2</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) counted.</source>
        <extracomment>%n finished games the standings count</extracomment>
        <translation>
            <numerusform>%n partita finita contata.</numerusform>
            <numerusform>%n partite finite contate.</numerusform>
        </translation>
    </message>
    <message>
        <source>Another table holds another version of this game: it awaits the organiser.</source>
        <translation>Un altro tavolo ha un’altra versione di questa partita: attende l’organizzatore.</translation>
    </message>
    <message numerus="yes">
        <source>%n version(s) from a table that does not own the game await the organiser; they count for nothing.</source>
        <extracomment>%n versions of games held by tables that do not own them</extracomment>
        <translation>
            <numerusform>%n versione di un tavolo a cui la partita non appartiene attende l’organizzatore; non conta.</numerusform>
            <numerusform>%n versioni di tavoli a cui la partita non appartiene attendono l’organizzatore; non contano.</numerusform>
        </translation>
    </message>
    <message>
        <source>Table %1</source>
        <extracomment>%1 the first characters of the device id of a library without a name</extracomment>
        <translation>Tavolo %1</translation>
    </message>
</context>
<context>
    <name>ClubSecrets</name>
    <message>
        <source>the folder %1 cannot be created</source>
        <extracomment>%1 a folder</extracomment>
        <translation>la cartella %1 non può essere creata</translation>
    </message>
    <message>
        <source>the password cannot be kept in %1: %2</source>
        <extracomment>%1 a file, %2 the reason</extracomment>
        <translation>la password non può essere salvata in %1: %2</translation>
    </message>
</context>
<context>
    <name>ClubSetup</name>
    <message>
        <source>the club server refused to %1: that needs a superuser&apos;s connection (or a role that may create roles), such as the postgres user&apos;s</source>
        <extracomment>%1 what was being done (&quot;create the login role table_3&quot;)</extracomment>
        <translation>il server del club ha rifiutato l&apos;operazione «%1»: serve la connessione di un superutente (o di un ruolo che possa creare ruoli), come quella dell&apos;utente postgres</translation>
    </message>
    <message>
        <source>create the club&apos;s roles and schema</source>
        <translation>creare i ruoli e lo schema del club</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a login&apos;s name: use 1 to 63 lower-case letters, digits and _, starting with a letter (table_3)</source>
        <extracomment>%1 the name given for a table&apos;s or an organiser&apos;s login</extracomment>
        <translation>«%1» non può essere il nome di un account di accesso: usa da 1 a 63 lettere minuscole, cifre e _, iniziando con una lettera (table_3)</translation>
    </message>
    <message>
        <source>create the login role %1</source>
        <extracomment>what was being done, inside &quot;the club server refused to …&quot;; %1 a login&apos;s name</extracomment>
        <translation>creare il ruolo di accesso %1</translation>
    </message>
</context>
<context>
    <name>ClubSync</name>
    <message>
        <source>register this library</source>
        <translation>registrare questo archivio</translation>
    </message>
    <message>
        <source>this library (device %1) is registered on the club server by the role %2; connect with that role</source>
        <extracomment>%1 the library&apos;s device id, %2 the club role that registered it</extracomment>
        <translation>questo archivio (dispositivo %1) è registrato sul server del club dal ruolo %2; connettiti con quel ruolo</translation>
    </message>
    <message>
        <source>push game %1</source>
        <extracomment>%1 the game&apos;s UUID</extracomment>
        <translation>inviare la partita %1</translation>
    </message>
    <message>
        <source>read the club&apos;s games</source>
        <translation>leggere le partite del club</translation>
    </message>
    <message>
        <source>read which games the club server holds</source>
        <translation>leggere quali partite ha il server del club</translation>
    </message>
    <message>
        <source>hand over game %1</source>
        <extracomment>%1 the game&apos;s UUID as given</extracomment>
        <translation>cedere la partita %1</translation>
    </message>
    <message>
        <source>the club server has no game %1 (give its UUID, or at least its first 8 characters)</source>
        <extracomment>%1 the game&apos;s UUID as given</extracomment>
        <translation>il server del club non ha nessuna partita %1 (indica il suo UUID, o almeno i suoi primi 8 caratteri)</translation>
    </message>
    <message>
        <source>more than one game on the club server begins with %1: give more of its UUID</source>
        <extracomment>%1 the beginning of a UUID as given</extracomment>
        <translation>più di una partita del server del club inizia con %1: indica una parte più lunga del suo UUID</translation>
    </message>
    <message>
        <source>game %1 belongs to %2: only that table or an organiser may hand it over</source>
        <extracomment>%1 the game&apos;s UUID, %2 the table that owns it</extracomment>
        <translation>la partita %1 appartiene a %2: solo quel tavolo o un organizzatore può cederla</translation>
    </message>
    <message>
        <source>the club server knows no table called %1 (give its library&apos;s name or its device id)</source>
        <extracomment>%1 the device as given</extracomment>
        <translation>il server del club non conosce nessun tavolo chiamato %1 (indica il nome della sua libreria o l’id del suo dispositivo)</translation>
    </message>
    <message>
        <source>more than one table on the club server is called %1: give its device id</source>
        <extracomment>%1 the device as given</extracomment>
        <translation>più di un tavolo del server del club si chiama %1: indica l’id del suo dispositivo</translation>
    </message>
    <message>
        <source>the club server cannot be reached now; try again in a moment</source>
        <translation>il server del club ora non è raggiungibile; riprova tra un momento</translation>
    </message>
</context>
<context>
    <name>ClubWindow</name>
    <message>
        <source>Meeple Ledger — club night</source>
        <extracomment>the window title of the club&apos;s projector screen</extracomment>
        <translation>Meeple Ledger — serata del club</translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <source>Could not %1 in the game library %2: %3</source>
        <extracomment>%1 what was being done, one of this context&apos;s action phrases (&quot;read the games&quot;), %2 the library file, %3 SQLite&apos;s reason</extracomment>
        <translation>Impossibile %1 nell&apos;archivio delle partite %2: %3</translation>
    </message>
    <message>
        <source>The game library %1 is not open.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>L&apos;archivio delle partite %1 non è aperto.</translation>
    </message>
    <message>
        <source>%1 is a SQLite database of another program, not a Meeple Ledger game library; it was left untouched.</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>%1 è un database SQLite di un altro programma, non un archivio delle partite di Meeple Ledger; non è stato modificato.</translation>
    </message>
    <message>
        <source>%1 has tables but no game library schema version; it was left untouched.</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>%1 contiene tabelle ma nessuna versione di schema di un archivio delle partite; non è stato modificato.</translation>
    </message>
    <message>
        <source>The game library %1 was written by a newer version of Meeple Ledger (library schema %2; this version reads up to schema %3). It was left untouched: update Meeple Ledger to open it.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>L&apos;archivio delle partite %1 è stato scritto da una versione più recente di Meeple Ledger (schema %2; questa versione legge fino allo schema %3). Non è stato modificato: aggiorna Meeple Ledger per aprirlo.</translation>
    </message>
    <message>
        <source>The game library %1 is not a SQLite database (%2).</source>
        <extracomment>%1 the library file, %2 SQLite&apos;s reason</extracomment>
        <translation>L&apos;archivio delle partite %1 non è un database SQLite (%2).</translation>
    </message>
    <message>
        <source>The game library %1 is damaged (%2).</source>
        <extracomment>%1 the library file, %2 SQLite&apos;s reason</extracomment>
        <translation>L&apos;archivio delle partite %1 è danneggiato (%2).</translation>
    </message>
    <message>
        <source>It could not be moved aside to %1 (%2), so nothing was changed; move or delete it, then open the library again.</source>
        <extracomment>%1 where the damaged file was to go, %2 the reason</extracomment>
        <translation>Non è stato possibile spostarlo in %1 (%2), quindi non è stato cambiato nulla; spostalo o eliminalo, poi riapri l&apos;archivio.</translation>
    </message>
    <message>
        <source>It was moved to %1, but %2 could not follow it (%3); move that file too before opening the library again.</source>
        <extracomment>%1 where the damaged file went, %2 a file that belongs with it (its journal), %3 the reason</extracomment>
        <translation>È stato spostato in %1, ma %2 non ha potuto seguirlo (%3); sposta anche quel file prima di riaprire l&apos;archivio.</translation>
    </message>
    <message>
        <source>It was moved aside to %1 without changing it; opening the library again starts a new, empty one.</source>
        <extracomment>%1 where the damaged file went</extracomment>
        <translation>È stato spostato in %1 senza modificarlo; riaprendo l&apos;archivio se ne crea uno nuovo e vuoto.</translation>
    </message>
    <message>
        <source>prepare the backup before upgrading</source>
        <translation>preparare la copia di sicurezza prima dell&apos;aggiornamento</translation>
    </message>
    <message>
        <source>The game library %1 needs an upgrade, but another program is using it; close that program and open the library again. Nothing was changed.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>L&apos;archivio delle partite %1 deve essere aggiornato, ma un altro programma lo sta usando; chiudi quel programma e riapri l&apos;archivio. Non è stato cambiato nulla.</translation>
    </message>
    <message>
        <source>Could not copy the game library %1 to %2 before upgrading it (%3); nothing was changed.</source>
        <extracomment>%1 the library file, %2 the copy&apos;s path, %3 the reason</extracomment>
        <translation>Impossibile copiare l&apos;archivio delle partite %1 in %2 prima di aggiornarlo (%3); non è stato cambiato nulla.</translation>
    </message>
    <message>
        <source>switch to write-ahead logging</source>
        <translation>passare al write-ahead logging (WAL)</translation>
    </message>
    <message>
        <source>configure the connection</source>
        <translation>configurare la connessione</translation>
    </message>
    <message>
        <source>create the tables</source>
        <translation>creare le tabelle</translation>
    </message>
    <message>
        <source>Could not upgrade the game library %1 to schema %2 (%3): %4. The upgrade was rolled back and the library is still at schema %5; a copy made before it is at %6.</source>
        <extracomment>%1 the library file, %2 the schema version the upgrade leads to, %3 what that step changes (&quot;add a summary row to every game&quot;), %4 why it failed, %5 the version the library stays at, %6 the copy made before the upgrade %1 the library file&apos;s path</extracomment>
        <translation>Impossibile aggiornare l&apos;archivio delle partite %1 allo schema %2 (%3): %4. L&apos;aggiornamento è stato annullato e l&apos;archivio è ancora allo schema %5; una copia fatta prima si trova in %6.</translation>
    </message>
    <message>
        <source>No file name was given for the game library.</source>
        <translation>Non è stato indicato alcun nome di file per l&apos;archivio delle partite.</translation>
    </message>
    <message>
        <source>Could not create the folder %1 for the game library.</source>
        <extracomment>%1 the folder&apos;s path</extracomment>
        <translation>Impossibile creare la cartella %1 per l&apos;archivio delle partite.</translation>
    </message>
    <message>
        <source>%1 is not a file; the game library cannot be stored there.</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>%1 non è un file; l&apos;archivio delle partite non può essere salvato lì.</translation>
    </message>
    <message>
        <source>Could not read the game library %1: %2</source>
        <extracomment>%1 the library file, %2 the reason</extracomment>
        <translation>Impossibile leggere l&apos;archivio delle partite %1: %2</translation>
    </message>
    <message>
        <source>it does not begin with the SQLite header</source>
        <translation>non inizia con l&apos;intestazione SQLite</translation>
    </message>
    <message>
        <source>Could not open the game library %1: %2</source>
        <extracomment>%1 the library file, %2 the reason</extracomment>
        <translation>Impossibile aprire l&apos;archivio delle partite %1: %2</translation>
    </message>
    <message>
        <source>Could not %1 in the game library %2: the disk is full. Nothing was written; free some space and try again.</source>
        <extracomment>%1 what was being done, one of this context&apos;s action phrases (&quot;read the games&quot;), %2 the library file</extracomment>
        <translation>Impossibile %1 nell&apos;archivio delle partite %2: il disco è pieno. Non è stato scritto nulla; libera spazio e riprova.</translation>
    </message>
    <message>
        <source>the file %1 was replaced by another one</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>il file %1 è stato sostituito da un altro</translation>
    </message>
    <message>
        <source>the file %1 was deleted or renamed</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>il file %1 è stato eliminato o rinominato</translation>
    </message>
    <message>
        <source>its write-ahead log %1 was deleted or replaced</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>il suo registro write-ahead %1 è stato eliminato o sostituito</translation>
    </message>
    <message>
        <source>While Meeple Ledger had the game library open, %1, and its games could not be saved back to %2 (%3). Nothing more is stored until that works: free some space or put the file back, then try again.</source>
        <extracomment>%1 what happened to the file (&quot;the file … was deleted or renamed&quot;), %2 the library file, %3 the reason</extracomment>
        <translation>Mentre Meeple Ledger aveva aperto l&apos;archivio delle partite, %1, e le sue partite non sono state salvate di nuovo in %2 (%3). Non si salva altro finché non riesce: libera spazio o rimetti il file al suo posto, poi riprova.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>il disco è pieno</translation>
    </message>
    <message>
        <source>the copy could not be written to the disk</source>
        <translation>non è stato possibile scrivere la copia sul disco</translation>
    </message>
    <message>
        <source>the file in its place could not be moved to %1</source>
        <extracomment>%1 the path it was to be kept at</extracomment>
        <translation>il file al suo posto non è stato spostato in %1</translation>
    </message>
    <message>
        <source>%1 could not be moved to %2</source>
        <extracomment>%1 a file that belongs with the library (its journal), %2 where it was to go</extracomment>
        <translation>non è stato possibile spostare %1 in %2</translation>
    </message>
    <message>
        <source>the copy %1 could not be renamed to it</source>
        <extracomment>%1 the copy&apos;s path</extracomment>
        <translation>non è stato possibile rinominare la copia %1 con quel nome</translation>
    </message>
    <message>
        <source>While Meeple Ledger had the game library open, %1. Its games were saved back to %2, but opening it again failed: %3</source>
        <extracomment>%1 what happened to the file (&quot;the file … was deleted or renamed&quot;), %2 the library file, %3 why opening it again failed</extracomment>
        <translation>Mentre Meeple Ledger aveva aperto l&apos;archivio delle partite, %1. Le sue partite sono state salvate di nuovo in %2, ma riaprirlo non è riuscito: %3</translation>
    </message>
    <message>
        <source>While Meeple Ledger had the game library open, %1. Every game it held was saved back to %2: nothing entered is lost.</source>
        <extracomment>%1 what happened to the file (&quot;the file … was deleted or renamed&quot;), %2 the library file</extracomment>
        <translation>Mentre Meeple Ledger aveva aperto l&apos;archivio delle partite, %1. Tutte le sue partite sono state salvate di nuovo in %2: nulla di quanto inserito è andato perso.</translation>
    </message>
    <message>
        <source>What was found in its place was kept as %1.</source>
        <extracomment>%1 the path it was kept at</extracomment>
        <translation>Ciò che si trovava al suo posto è stato conservato come %1.</translation>
    </message>
    <message>
        <source>it is on a read-only file system</source>
        <translation>si trova su un file system di sola lettura</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>il file è di sola lettura</translation>
    </message>
    <message>
        <source>its folder %1 is read-only</source>
        <extracomment>%1 the folder of the library file</extracomment>
        <translation>la sua cartella %1 è di sola lettura</translation>
    </message>
    <message>
        <source>The game library %1 is read-only (%2): its games can be viewed but not changed.</source>
        <extracomment>%1 the library file, %2 why it is read-only</extracomment>
        <translation>L&apos;archivio delle partite %1 è di sola lettura (%2): le sue partite si possono vedere ma non modificare.</translation>
    </message>
    <message>
        <source>The game library %1 is damaged (%2), and it could not be moved aside because it is read-only (%3). Copy it to a folder you can write to and open it there.</source>
        <extracomment>%1 the library file, %2 SQLite&apos;s reason, %3 why the file is read-only</extracomment>
        <translation>L&apos;archivio delle partite %1 è danneggiato (%2) e non è stato possibile spostarlo perché è di sola lettura (%3). Copialo in una cartella scrivibile e aprilo da lì.</translation>
    </message>
    <message>
        <source>The game library %1 needs to be set up or upgraded before it can be read, but it is read-only (%2); it was left untouched. Make it writable, or copy it to a folder you can write to, and open it again.</source>
        <extracomment>%1 the library file, %2 why it is read-only</extracomment>
        <translation>L&apos;archivio delle partite %1 va preparato o aggiornato prima di poterlo leggere, ma è di sola lettura (%2); non è stato toccato. Rendilo scrivibile o copialo in una cartella scrivibile e riaprilo.</translation>
    </message>
    <message>
        <source>There is no game library at %1 yet, and none can be made there (%2).</source>
        <extracomment>%1 the library file, %2 why none can be made there</extracomment>
        <translation>In %1 non c&apos;è ancora un archivio delle partite, e non se ne può creare uno lì (%2).</translation>
    </message>
    <message>
        <source>Could not copy the game library %1 to %2: %3</source>
        <extracomment>%1 the library file, %2 the copy&apos;s path, %3 the reason</extracomment>
        <translation>Impossibile copiare l&apos;archivio delle partite %1 in %2: %3</translation>
    </message>
</context>
<context>
    <name>DisputeDialog</name>
    <message>
        <source>Explain a payout</source>
        <translation>Spiega un punteggio</translation>
    </message>
    <message>
        <source>%1 for %2 — %3</source>
        <extracomment>%1 points (signed), %2 player, %3 rule name</extracomment>
        <translation>%1 a %2 — %3</translation>
    </message>
    <message>
        <source>Left language</source>
        <translation>Lingua a sinistra</translation>
    </message>
    <message>
        <source>Right language</source>
        <translation>Lingua a destra</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
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
        <translation>Il Messaggero</translation>
    </message>
    <message>
        <source>messengers</source>
        <translation>Il Messaggero</translation>
    </message>
    <message>
        <source>The Robbers</source>
        <translation>Il Brigante</translation>
    </message>
    <message>
        <source>robbers</source>
        <translation>Il Brigante</translation>
    </message>
    <message>
        <source>Under the Big Top</source>
        <translation>Il Circo</translation>
    </message>
    <message>
        <source>bigtop</source>
        <translation>Il Circo</translation>
    </message>
    <message>
        <source>Ghosts, Castles and Cemeteries</source>
        <translation>Fantasmi, Castelli e Cimiteri</translation>
    </message>
    <message>
        <source>ghosts</source>
        <translation>Fantasmi, Castelli e Cimiteri</translation>
    </message>
    <message>
        <source>The Abbot</source>
        <translation>L&apos;Abate</translation>
    </message>
    <message>
        <source>abbot</source>
        <translation>L&apos;Abate</translation>
    </message>
    <message>
        <source>Inns and Cathedrals</source>
        <translation>Locande e Cattedrali</translation>
    </message>
    <message>
        <source>inns</source>
        <translation>Locande e Cattedrali</translation>
    </message>
    <message>
        <source>Traders and Builders</source>
        <translation>Commercianti e Costruttori</translation>
    </message>
    <message>
        <source>traders</source>
        <translation>Commercianti e Costruttori</translation>
    </message>
</context>
<context>
    <name>FeatureCard</name>
    <message>
        <source>open</source>
        <translation>aperta</translation>
    </message>
    <message>
        <source>%1&apos;s %2 (%3)</source>
        <extracomment>%1 the player&apos;s name, %2 the kind of figure (meeple, guard meeple…), %3 the figure&apos;s id</extracomment>
        <translation>%2 di %1 (%3)</translation>
    </message>
    <message>
        <source>No figure on top</source>
        <translation>Nessuna pedina in cima</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Vuoto</translation>
    </message>
    <message>
        <source>Score…</source>
        <translation>Valuta…</translation>
    </message>
    <message>
        <source>Score pyramid…</source>
        <translation>Valuta la piramide…</translation>
    </message>
    <message>
        <source>More ▾</source>
        <translation>Altro ▾</translation>
    </message>
    <message>
        <source>Add a ghost…</source>
        <translation>Aggiungi un fantasma…</translation>
    </message>
    <message>
        <source>Capture with a tower floor…</source>
        <translation>Cattura con un piano di torre…</translation>
    </message>
    <message>
        <source>Take a figure off (correction)…</source>
        <translation>Togli una pedina (correzione)…</translation>
    </message>
    <message>
        <source>Join with another road…</source>
        <translation>Unisci a un&apos;altra strada…</translation>
    </message>
    <message>
        <source>Join with another city…</source>
        <translation>Unisci a un&apos;altra città…</translation>
    </message>
    <message>
        <source>Join with another field…</source>
        <translation>Unisci a un altro campo…</translation>
    </message>
    <message>
        <source>%1 of %2 acrobats</source>
        <extracomment>%1 the acrobat space&apos;s acrobats, %2 a full pyramid&apos;s</extracomment>
        <translation>acrobati: %1 su %2</translation>
    </message>
    <message>
        <source>Score %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>Valuta %1</translation>
    </message>
    <message>
        <source>More actions on %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>Altre azioni su %1</translation>
    </message>
    <message>
        <source>A name of your own, e.g. the river city</source>
        <extracomment>The field where the players type a feature&apos;s name of their own</extracomment>
        <translation>Un nome tuo, ad es. la città sul fiume</translation>
    </message>
    <message>
        <source>Name of %1</source>
        <extracomment>%1 the feature as the players see it (&quot;Ana&apos;s city&quot;)</extracomment>
        <translation>Nome di %1</translation>
    </message>
    <message>
        <source>Name it… (F2)</source>
        <translation>Dagli un nome… (F2)</translation>
    </message>
    <message>
        <source>Rename… (F2)</source>
        <translation>Rinomina… (F2)</translation>
    </message>
</context>
<context>
    <name>FeatureMarks</name>
    <message>
        <source>Inn</source>
        <extracomment>the inn by a lake on a road tile (Inns and Cathedrals), as the rulebook names it</extracomment>
        <translation>Locanda</translation>
    </message>
    <message>
        <source>Cathedral</source>
        <extracomment>the cathedral in a city (Inns and Cathedrals), as the rulebook names it</extracomment>
        <translation>Cattedrale</translation>
    </message>
    <message numerus="yes">
        <source>completed: %n point(s) per tile</source>
        <extracomment>what a road with an inn scores once completed; %n points per tile</extracomment>
        <translation>
            <numerusform>completata: %n punto per tessera</numerusform>
            <numerusform>completata: %n punti per tessera</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>completed: %n point(s) per tile and per coat of arms</source>
        <extracomment>what a city with a cathedral scores once completed; %n points per tile and per coat of arms</extracomment>
        <translation>
            <numerusform>completata: %n punto per tessera e per stemma</numerusform>
            <numerusform>completata: %n punti per tessera e per stemma</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · still open at the end: %2</source>
        <extracomment>%1 what the feature scores once completed, %2 what it scores if still open at the end</extracomment>
        <translation>%1 · ancora incompleta a fine partita: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>what a road with an inn or a city with a cathedral still open at the end scores; %n points</extracomment>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FeatureNames</name>
    <message>
        <source>%1 and %2</source>
        <extracomment>The players on one feature: %1 all but the last (joined by &quot;, &quot;), %2 the last</extracomment>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>tower %1, height %2</source>
        <extracomment>%1 the tower&apos;s number, %2 its floors</extracomment>
        <translation>torre %1, altezza %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A feature nobody stands on: %1 its type, %2 its number</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1&apos;s road</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>strada di %1</translation>
    </message>
    <message>
        <source>%1&apos;s city</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>città di %1</translation>
    </message>
    <message>
        <source>%1&apos;s monastery</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>monastero di %1</translation>
    </message>
    <message>
        <source>%1&apos;s field</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>campo di %1</translation>
    </message>
    <message>
        <source>%1&apos;s haunted castle</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>castello infestato di %1</translation>
    </message>
    <message>
        <source>%1&apos;s cemetery</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>cimitero di %1</translation>
    </message>
    <message>
        <source>%1&apos;s acrobat space</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>spazio degli acrobati di %1</translation>
    </message>
    <message>
        <source>%1&apos;s garden</source>
        <extracomment>%1 the player on it (&quot;Ana&quot;)</extracomment>
        <translation>giardino di %1</translation>
    </message>
</context>
<context>
    <name>FeatureNotes</name>
    <message>
        <source>read the feature names of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>leggere i nomi delle costruzioni della partita %1</translation>
    </message>
    <message numerus="yes">
        <source>A feature&apos;s name has at most %n character(s); “%1” has %2.</source>
        <extracomment>%1 the name as typed, %2 its length, %n the longest a name may be</extracomment>
        <translation>
            <numerusform>Il nome di una costruzione ha al massimo %n carattere; «%1» ne ha %2.</numerusform>
            <numerusform>Il nome di una costruzione ha al massimo %n caratteri; «%1» ne ha %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>name a feature of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>dare un nome a una costruzione della partita %1</translation>
    </message>
    <message>
        <source>read the inns and cathedrals noted in game %1</source>
        <extracomment>%1 the game&apos;s number in the library; a mark is an inn or a cathedral the players noted on a feature</extracomment>
        <translation>leggere le locande e le cattedrali annotate nella partita %1</translation>
    </message>
    <message>
        <source>note an inn or a cathedral in game %1</source>
        <extracomment>%1 the game&apos;s number in the library; a mark is an inn or a cathedral the players noted on a feature</extracomment>
        <translation>annotare una locanda o una cattedrale nella partita %1</translation>
    </message>
    <message>
        <source>forget the feature names and marks of game %1&apos;s undone events</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>dimenticare i nomi e le annotazioni delle costruzioni degli eventi annullati della partita %1</translation>
    </message>
</context>
<context>
    <name>FeatureTypes</name>
    <message>
        <source>Road</source>
        <translation>Strada</translation>
    </message>
    <message>
        <source>road</source>
        <translation>strada</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Città</translation>
    </message>
    <message>
        <source>city</source>
        <translation>città</translation>
    </message>
    <message>
        <source>Monastery</source>
        <translation>Monastero</translation>
    </message>
    <message>
        <source>monastery</source>
        <translation>monastero</translation>
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
        <translation>Castello infestato</translation>
    </message>
    <message>
        <source>castle</source>
        <translation>castello infestato</translation>
    </message>
    <message>
        <source>Cemetery</source>
        <translation>Cimitero</translation>
    </message>
    <message>
        <source>cemetery</source>
        <translation>cimitero</translation>
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
        <translation>Spazio degli acrobati</translation>
    </message>
    <message>
        <source>acrobats</source>
        <translation>spazio degli acrobati</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>Giardino</translation>
    </message>
    <message>
        <source>garden</source>
        <translation>giardino</translation>
    </message>
</context>
<context>
    <name>FigureKinds</name>
    <message>
        <source>meeple</source>
        <translation>seguace</translation>
    </message>
    <message>
        <source>guard meeple</source>
        <translation>guardiano</translation>
    </message>
    <message>
        <source>guard</source>
        <translation>guardiano</translation>
    </message>
    <message>
        <source>ringmaster</source>
        <translation>direttore del circo</translation>
    </message>
    <message>
        <source>robber</source>
        <translation>brigante</translation>
    </message>
    <message>
        <source>abbot</source>
        <translation>abate</translation>
    </message>
    <message>
        <source>large meeple</source>
        <translation>grande seguace</translation>
    </message>
    <message>
        <source>large</source>
        <translation>grande seguace</translation>
    </message>
    <message>
        <source>builder</source>
        <translation>costruttore</translation>
    </message>
    <message>
        <source>pig</source>
        <translation>maiale</translation>
    </message>
</context>
<context>
    <name>FigurePicker</name>
    <message numerus="yes">
        <source>%n ghost(s)</source>
        <extracomment>%n how many ghosts stand on this figure</extracomment>
        <translation>
            <numerusform>%n fantasma</numerusform>
            <numerusform>%n fantasmi</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s %2 on %3</source>
        <extracomment>%1 player, %2 figure kind, %3 the feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>%2 di %1 su: %3</translation>
    </message>
</context>
<context>
    <name>FinalScreen</name>
    <message>
        <source>1st</source>
        <translation>1º</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2º</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3º</translation>
    </message>
    <message>
        <source>%1th</source>
        <extracomment>a place in the final ranking: %1 the rank (a number from 4)</extracomment>
        <translation>%1º</translation>
    </message>
    <message>
        <source>◀ Table</source>
        <translation>◀ Tavolo</translation>
    </message>
    <message>
        <source>Final result</source>
        <translation>Risultato finale</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Punteggio finale</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Archivio</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Passaggi</translation>
    </message>
    <message>
        <source>Check and finish</source>
        <translation>Controlla e termina</translation>
    </message>
    <message>
        <source>The last big top</source>
        <translation>L&apos;ultimo tendone</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 source of points, %2 points</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Check the final payouts</source>
        <translation>Controlla i punteggi finali</translation>
    </message>
    <message>
        <source>Was the big top still standing?</source>
        <translation>Il tendone era ancora montato?</translation>
    </message>
    <message>
        <source>The monastery&apos;s tile and its neighbours</source>
        <translation>La tessera del monastero e quelle adiacenti</translation>
    </message>
    <message>
        <source>No big top at the end</source>
        <translation>Nessun tendone a fine partita</translation>
    </message>
    <message>
        <source>%1&apos;s figures around the big top</source>
        <extracomment>%1 the player&apos;s name</extracomment>
        <translation>Pedine di %1 intorno al tendone</translation>
    </message>
    <message>
        <source>Nothing is left to score.</source>
        <translation>Non resta niente da valutare.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Back to the table</source>
        <translation>Torna al tavolo</translation>
    </message>
    <message>
        <source>Finish the game</source>
        <translation>Termina la partita</translation>
    </message>
    <message>
        <source>Next (Enter)</source>
        <translation>Avanti (Invio)</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <source>Circus and acrobat tiles around %1&apos;s ringmaster</source>
        <extracomment>%1 the ringmaster&apos;s owner</extracomment>
        <translation>Tessere circo e acrobati intorno al direttore del circo di %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n point(s)</source>
        <extracomment>%1 the animal of a big top token, %n the points it gives each figure around the big top</extracomment>
        <translation>
            <numerusform>%1 · %n punto</numerusform>
            <numerusform>%1 · %n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — step %2 of %3</source>
        <extracomment>%1 a feature as the players see it (&quot;Ana&apos;s city&quot;), %2 this step&apos;s number, %3 the number of steps</extracomment>
        <translation>%1 — passaggio %2 di %3</translation>
    </message>
    <message>
        <source>The result was saved to %1.</source>
        <extracomment>%1 the path of the file written</extracomment>
        <translation>Il risultato è stato salvato in %1.</translation>
    </message>
    <message>
        <source>The picture could not be written to %1.</source>
        <extracomment>%1 the path of the picture that could not be written</extracomment>
        <translation>Non è stato possibile scrivere l’immagine in %1.</translation>
    </message>
    <message>
        <source>Save the record…</source>
        <translation>Salva la registrazione…</translation>
    </message>
    <message>
        <source>Results as CSV…</source>
        <extracomment>saves the result, a row per player, as a CSV file for a spreadsheet</extracomment>
        <translation>Risultati in CSV…</translation>
    </message>
    <message>
        <source>Picture…</source>
        <translation>Immagine…</translation>
    </message>
    <message>
        <source>Save a picture of the result</source>
        <translation>Salva un’immagine del risultato</translation>
    </message>
    <message>
        <source>Save the result as CSV</source>
        <translation>Salva il risultato in CSV</translation>
    </message>
    <message>
        <source>Save the game&apos;s record</source>
        <translation>Salva la registrazione di partita</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Immagini PNG (*.png)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Registrazioni di partite (*.json)</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>The button of the save dialog that writes the file</extracomment>
        <translation>Salva</translation>
    </message>
    <message>
        <source>The garden&apos;s tile and its neighbours</source>
        <translation>La tessera del giardino e quelle adiacenti</translation>
    </message>
</context>
<context>
    <name>GameLibrary</name>
    <message>
        <source>The game library %1 is not open.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>L&apos;archivio delle partite %1 non è aperto.</translation>
    </message>
    <message>
        <source>read the games</source>
        <translation>leggere le partite</translation>
    </message>
    <message>
        <source>read the games&apos; events</source>
        <translation>leggere gli eventi delle partite</translation>
    </message>
    <message>
        <source>read the games&apos; players</source>
        <translation>leggere i giocatori delle partite</translation>
    </message>
    <message>
        <source>There is no game %1 in the library.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Nell&apos;archivio non c&apos;è la partita %1.</translation>
    </message>
    <message>
        <source>look up the profile %1</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>cercare il profilo %1</translation>
    </message>
    <message>
        <source>create the profile %1</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>creare il profilo %1</translation>
    </message>
    <message>
        <source>create a game</source>
        <translation>creare una partita</translation>
    </message>
    <message>
        <source>The player in seat %1 has neither a name nor a profile.</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Il giocatore al posto %1 non ha né un nome né un profilo.</translation>
    </message>
    <message>
        <source>seat the players of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>assegnare i posti ai giocatori della partita %1</translation>
    </message>
    <message>
        <source>delete game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>eliminare la partita %1</translation>
    </message>
    <message>
        <source>A player&apos;s name cannot be empty.</source>
        <translation>Il nome di un giocatore non può essere vuoto.</translation>
    </message>
    <message>
        <source>The name &quot;%1&quot; is longer than %2 characters.</source>
        <extracomment>%1 the name as typed, %2 the longest name allowed</extracomment>
        <translation>Il nome «%1» supera %2 caratteri.</translation>
    </message>
    <message>
        <source>The colour of %1 is longer than %2 characters.</source>
        <extracomment>%1 the player&apos;s name, %2 the longest colour allowed</extracomment>
        <translation>Il colore di %1 supera %2 caratteri.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a language code such as &quot;de&quot; or &quot;pt_BR&quot;.</source>
        <extracomment>%1 the code as given</extracomment>
        <translation>«%1» non è un codice di lingua come «de» o «pt_BR».</translation>
    </message>
    <message>
        <source>add the profile %1</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>aggiungere il profilo %1</translation>
    </message>
    <message>
        <source>A profile named &quot;%1&quot; already exists.</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>Esiste già un profilo di nome «%1».</translation>
    </message>
    <message>
        <source>change the profile %1</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>modificare il profilo %1</translation>
    </message>
    <message>
        <source>There is no profile %1 in the library.</source>
        <extracomment>%1 the profile&apos;s number in the library</extracomment>
        <translation>Nell&apos;archivio non c&apos;è il profilo %1.</translation>
    </message>
    <message>
        <source>remove profile %1</source>
        <extracomment>%1 the profile&apos;s number in the library</extracomment>
        <translation>rimuovere il profilo %1</translation>
    </message>
    <message>
        <source>read the profiles</source>
        <translation>leggere i profili</translation>
    </message>
    <message>
        <source>read profile %1</source>
        <extracomment>%1 the profile&apos;s number in the library</extracomment>
        <translation>leggere il profilo %1</translation>
    </message>
    <message>
        <source>There is no profile named &quot;%1&quot; in the library.</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>Nell&apos;archivio non c&apos;è un profilo di nome «%1».</translation>
    </message>
    <message>
        <source>link a player of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>collegare un giocatore della partita %1</translation>
    </message>
    <message>
        <source>Game %1 has no player &quot;%2&quot;.</source>
        <extracomment>%1 the game&apos;s number in the library, %2 the player&apos;s id</extracomment>
        <translation>La partita %1 non ha un giocatore «%2».</translation>
    </message>
    <message>
        <source>import a game</source>
        <translation>importare una partita</translation>
    </message>
    <message>
        <source>import event %1</source>
        <extracomment>%1 the event&apos;s index in the record</extracomment>
        <translation>importare l&apos;evento %1</translation>
    </message>
    <message>
        <source>%1 was not imported: %2</source>
        <extracomment>%1 the record file, %2 why it was refused</extracomment>
        <translation>%1 non è stato importato: %2</translation>
    </message>
    <message>
        <source>The record is larger than %1 MiB, the most a game record can be.</source>
        <extracomment>%1 is the largest size of a record in MiB (16) %1 the largest size allowed, in MiB</extracomment>
        <translation>La registrazione di partita supera %1 MiB, il massimo consentito per una registrazione.</translation>
    </message>
    <message>
        <source>The record is too large to read in the memory available.</source>
        <translation>La registrazione di partita è troppo grande per essere letta nella memoria disponibile.</translation>
    </message>
    <message>
        <source>remember the language of %1</source>
        <extracomment>%1 the player&apos;s name</extracomment>
        <translation>ricordare la lingua di %1</translation>
    </message>
    <message>
        <source>read the library&apos;s name</source>
        <translation>leggere il nome dell&apos;archivio</translation>
    </message>
    <message>
        <source>A library&apos;s name must be 1 to %1 characters long.</source>
        <extracomment>%1 is the longest a name may be (40)</extracomment>
        <translation>Il nome di un archivio deve avere da 1 a %1 caratteri.</translation>
    </message>
    <message>
        <source>name the library</source>
        <translation>dare un nome all&apos;archivio</translation>
    </message>
    <message>
        <source>A backup cannot replace the library %1 itself.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>Un backup non può sostituire l&apos;archivio %1 stesso.</translation>
    </message>
    <message>
        <source>restore the library</source>
        <translation>ripristinare l&apos;archivio</translation>
    </message>
    <message>
        <source>%1 cannot be restored: %2. Nothing was changed.</source>
        <extracomment>%1 is a file name, %2 why it cannot be restored %1 the backup file, %2 why it cannot</extracomment>
        <translation>%1 non può essere ripristinato: %2. Non è stato cambiato nulla.</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>questo file non esiste</translation>
    </message>
    <message>
        <source>it is not a Meeple Ledger library</source>
        <translation>non è un archivio di Meeple Ledger</translation>
    </message>
    <message>
        <source>it was written by a newer version of Meeple Ledger (library schema %1; this version reads up to schema %2)</source>
        <extracomment>%1 the backup&apos;s schema, %2 the newest schema this version reads</extracomment>
        <translation>è stato scritto da una versione più recente di Meeple Ledger (schema %1; questa versione legge fino allo schema %2)</translation>
    </message>
    <message>
        <source>it is damaged</source>
        <translation>è danneggiato</translation>
    </message>
    <message>
        <source>A name cannot hold control characters or text-direction overrides, which no screen shows as typed: type it again without them.</source>
        <translation>Un nome non può contenere caratteri di controllo né caratteri che invertono la direzione del testo, che nessuno schermo mostra come sono stati digitati: riscrivilo senza.</translation>
    </message>
    <message>
        <source>The name of the player in seat %1 is longer than %2 characters.</source>
        <extracomment>%1 the seat&apos;s number, from 1, %2 the longest a name may be (40)</extracomment>
        <translation>Il nome del giocatore al posto %1 supera i %2 caratteri.</translation>
    </message>
    <message>
        <source>Game %1 was changed outside Meeple Ledger: its event %2 is not as it was stored in %3. The game is kept as it is and cannot be changed; the %2 events before it are intact and can be kept as a new game.</source>
        <extracomment>%1 the game&apos;s number, %2 the event&apos;s index in it (also how many come before it), %3 the library file</extracomment>
        <translation>La partita %1 è stata modificata fuori da Meeple Ledger: il suo evento %2 non è come è stato salvato in %3. La partita resta com’è e non si può modificare; i %2 eventi precedenti sono intatti e si possono tenere come una nuova partita.</translation>
    </message>
    <message>
        <source>read event %1</source>
        <extracomment>%1 the event&apos;s index in the record</extracomment>
        <translation>leggere l’evento %1</translation>
    </message>
    <message>
        <source>check the games&apos; events</source>
        <translation>controllare gli eventi delle partite</translation>
    </message>
    <message>
        <source>Game %1 is as it was stored: there is nothing to keep apart.</source>
        <extracomment>%1 the game&apos;s number</extracomment>
        <translation>La partita %1 è come è stata salvata: non c’è niente da separare.</translation>
    </message>
    <message>
        <source>read game %1</source>
        <extracomment>%1 the game&apos;s number</extracomment>
        <translation>leggere la partita %1</translation>
    </message>
</context>
<context>
    <name>GameLibraryModel</name>
    <message>
        <source>The game library is not open.</source>
        <translation>L&apos;archivio delle partite non è aperto.</translation>
    </message>
    <message>
        <source>%1 is already in the library as game %2: nothing was changed.</source>
        <extracomment>%1 the record file, %2 the number of the game in the library</extracomment>
        <translation>%1 è già nell&apos;archivio come partita %2: non è stato cambiato nulla.</translation>
    </message>
    <message>
        <source>%1 is a different version of game %3: it differs from it in the events both hold, so both are kept, as game %2 and game %3.</source>
        <extracomment>%1 the record file, %2 the new game&apos;s number, %3 the stored game it differs from</extracomment>
        <translation>%1 è un&apos;altra versione della partita %3: ne differisce negli eventi che entrambe contengono, quindi sono conservate entrambe, come partite %2 e %3.</translation>
    </message>
    <message>
        <source>The picture could not be written to %1.</source>
        <extracomment>%1 the path of the picture that could not be written</extracomment>
        <translation>Non è stato possibile scrivere l’immagine in %1.</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>This game log belongs to no game library.</source>
        <translation>Questo registro di partita non appartiene a nessun archivio delle partite.</translation>
    </message>
    <message>
        <source>Game %1 is no longer in the library.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>La partita %1 non è più nell&apos;archivio.</translation>
    </message>
    <message>
        <source>Game %1 was changed in another window or program since it was loaded; reload it and try again.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>La partita %1 è stata modificata in un&apos;altra finestra o in un altro programma dopo il caricamento; ricaricala e riprova.</translation>
    </message>
    <message>
        <source>update game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>aggiornare la partita %1</translation>
    </message>
    <message>
        <source>read game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>leggere la partita %1</translation>
    </message>
    <message>
        <source>There is no game %1 in the library.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Nell&apos;archivio non c&apos;è la partita %1.</translation>
    </message>
    <message>
        <source>Game %1 misses its event %2 in the library %3.</source>
        <extracomment>%1 the game&apos;s number, %2 the event&apos;s index in it, %3 the library file</extracomment>
        <translation>Alla partita %1 manca l&apos;evento %2 nell&apos;archivio %3.</translation>
    </message>
    <message>
        <source>Game %1 should have %2 events in the library %3, but only %4 are stored.</source>
        <extracomment>%1 the game&apos;s number, %2 the events it should have, %3 the library file, %4 the events stored</extracomment>
        <translation>La partita %1 dovrebbe avere %2 eventi nell&apos;archivio %3, ma ne sono salvati solo %4.</translation>
    </message>
    <message>
        <source>store event %1 of game %2</source>
        <extracomment>%1 the event&apos;s index in the game, %2 the game&apos;s number in the library</extracomment>
        <translation>salvare l&apos;evento %1 della partita %2</translation>
    </message>
    <message>
        <source>clear the redo history of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>cancellare la cronologia di ripristino della partita %1</translation>
    </message>
    <message>
        <source>Nothing to undo: game %1 has no event in effect.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Niente da annullare: la partita %1 non ha eventi in vigore.</translation>
    </message>
    <message>
        <source>undo event %1 of game %2</source>
        <extracomment>%1 the event&apos;s index in the game, %2 the game&apos;s number in the library</extracomment>
        <translation>annullare l&apos;evento %1 della partita %2</translation>
    </message>
    <message>
        <source>Nothing to redo: game %1 has no undone event.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Niente da ripristinare: la partita %1 non ha eventi annullati.</translation>
    </message>
    <message>
        <source>read event %1 of game %2</source>
        <extracomment>%1 the event&apos;s index in the game, %2 the game&apos;s number in the library</extracomment>
        <translation>leggere l&apos;evento %1 della partita %2</translation>
    </message>
    <message>
        <source>redo event %1 of game %2</source>
        <extracomment>%1 the event&apos;s index in the game, %2 the game&apos;s number in the library</extracomment>
        <translation>ripristinare l&apos;evento %1 della partita %2</translation>
    </message>
    <message>
        <source>Feature %1 is not on the table of game %2.</source>
        <extracomment>%1 the feature&apos;s id in the record, %2 the game&apos;s number in the library</extracomment>
        <translation>La costruzione %1 non è sul tavolo della partita %2.</translation>
    </message>
    <message>
        <source>Feature %1 takes no inn or cathedral in this game.</source>
        <extracomment>%1 the feature&apos;s id in the record</extracomment>
        <translation>La costruzione %1 non può avere né locanda né cattedrale in questa partita.</translation>
    </message>
</context>
<context>
    <name>GameRow</name>
    <message>
        <source>Finished</source>
        <translation>Finita</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>In corso</translation>
    </message>
    <message>
        <source>Last played %1</source>
        <extracomment>%1 date and time the game was last changed</extracomment>
        <translation>Ultima giocata: %1</translation>
    </message>
    <message>
        <source>Won by %1</source>
        <extracomment>%1 the winners&apos; names, joined by commas</extracomment>
        <translation>Vinta da %1</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <extracomment>%n how many events the unfinished game has recorded</extracomment>
        <translation>
            <numerusform>%n evento</numerusform>
            <numerusform>%n eventi</numerusform>
        </translation>
    </message>
    <message>
        <source>Base game</source>
        <translation>Gioco base</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Apri</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Esporta…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Elimina…</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>No game is open.</source>
        <translation>Nessuna partita è aperta.</translation>
    </message>
    <message>
        <source>Choose the feature the figure stands on.</source>
        <translation>Scegli la costruzione su cui si trova la pedina.</translation>
    </message>
    <message>
        <source>That feature is no longer on the board: nothing was named.</source>
        <translation>Questa costruzione non è più sul tavolo: non è stato dato nessun nome.</translation>
    </message>
    <message>
        <source>Nothing to enter yet: answer the questions first.</source>
        <translation>Ancora niente da inserire: prima rispondi alle domande.</translation>
    </message>
    <message>
        <source>This was asked in turn %1, which is over; it is turn %2 now, %3&apos;s. Nothing was entered.</source>
        <extracomment>%1 the turn a dialog or button was for, %2 the turn now, %3 the player whose turn it is</extracomment>
        <translation>Questa domanda era per il turno %1, che è finito; ora è il turno %2 e tocca a %3. Non è stato inserito nulla.</translation>
    </message>
    <message>
        <source>This was asked in another part of %1&apos;s turn (message 4&apos;s extra tile). Nothing was entered.</source>
        <extracomment>%1 the player whose turn it is; message 4 gave them an extra tile, which is a new part of the turn</extracomment>
        <translation>Questa domanda era per un&apos;altra parte del turno di %1 (la tessera in più del messaggio 4). Non è stato inserito nulla.</translation>
    </message>
    <message>
        <source>That feature is no longer on the board: nothing was noted.</source>
        <translation>Questa costruzione non è più sul tavolo: non è stato annotato nulla.</translation>
    </message>
</context>
<context>
    <name>GhostBadge</name>
    <message numerus="yes">
        <source>%n ghost(s)</source>
        <extracomment>%n how many ghosts stand on the figure</extracomment>
        <translation>
            <numerusform>%n fantasma</numerusform>
            <numerusform>%n fantasmi</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GhostDialog</name>
    <message>
        <source>Add a ghost</source>
        <translation>Aggiungi un fantasma</translation>
    </message>
    <message>
        <source>Add the ghost</source>
        <translation>Aggiungi il fantasma</translation>
    </message>
    <message>
        <source>The mist expanded: on another player&apos;s figure</source>
        <translation>La nebbia si è estesa: sulla pedina di un altro giocatore</translation>
    </message>
    <message>
        <source>The mist was limited: on your own figure</source>
        <translation>La nebbia è stata limitata: sulla tua pedina</translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) left in the supply.</source>
        <extracomment>%n how many ghosts are left in the common supply</extracomment>
        <translation>
            <numerusform>Resta %n fantasma nella riserva.</numerusform>
            <numerusform>Restano %n fantasmi nella riserva.</numerusform>
        </translation>
    </message>
    <message>
        <source>No figure can take a ghost for this reason.</source>
        <translation>Nessuna pedina può ricevere un fantasma per questo motivo.</translation>
    </message>
</context>
<context>
    <name>GhostsStep</name>
    <message numerus="yes">
        <source>%n ghost(s) left</source>
        <extracomment>%n how many ghosts are left in the common supply</extracomment>
        <translation>
            <numerusform>resta %n fantasma</numerusform>
            <numerusform>restano %n fantasmi</numerusform>
        </translation>
    </message>
    <message>
        <source>Ghosts</source>
        <translation>Fantasmi</translation>
    </message>
    <message>
        <source>Add a ghost (G)</source>
        <translation>Aggiungi un fantasma (G)</translation>
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
        <translation>Grano</translation>
    </message>
    <message>
        <source>grain</source>
        <translation>grano</translation>
    </message>
    <message>
        <source>Cloth</source>
        <translation>Stoffa</translation>
    </message>
    <message>
        <source>cloth</source>
        <translation>stoffa</translation>
    </message>
</context>
<context>
    <name>GoodsDialog</name>
    <message>
        <source>Take the city&apos;s goods</source>
        <translation>Prendi le merci della città</translation>
    </message>
    <message>
        <source>Take the goods</source>
        <translation>Prendi le merci</translation>
    </message>
    <message>
        <source>Goods score nothing now: at the end of the game the most tokens of each kind score 10.</source>
        <translation>Le merci ora non valgono nulla: a fine partita la maggioranza di ogni tipo vale 10.</translation>
    </message>
    <message>
        <source>One token for each goods symbol in the city you completed, whoever held it.</source>
        <translation>Un gettone per ogni simbolo di merce nella città che hai completato, di chiunque fosse.</translation>
    </message>
    <message>
        <source>%1 (%2 left)</source>
        <extracomment>%1 a kind of goods (Wine, Grain, Cloth), %2 how many tokens of it are left in the general supply</extracomment>
        <translation>%1 (ne restano %2)</translation>
    </message>
</context>
<context>
    <name>LeagueModel</name>
    <message>
        <source>“%1” is not a day written YYYY-MM-DD, such as 2026-10-01.</source>
        <extracomment>%1 what was typed where a day belongs</extracomment>
        <translation>«%1» non è un giorno scritto AAAA-MM-GG, come 2026-10-01.</translation>
    </message>
    <message>
        <source>The season&apos;s last day comes before its first day.</source>
        <translation>L&apos;ultimo giorno della stagione viene prima del primo.</translation>
    </message>
    <message>
        <source>Give the season a name.</source>
        <translation>Dai un nome alla stagione.</translation>
    </message>
    <message>
        <source>No club server is set.</source>
        <translation>Nessun server del club impostato.</translation>
    </message>
    <message>
        <source>A season&apos;s name cannot hold control characters or text-direction overrides: type it again without them.</source>
        <translation>Il nome di una stagione non può contenere caratteri di controllo né caratteri che invertono la direzione del testo: riscrivilo senza.</translation>
    </message>
    <message>
        <source>A season&apos;s name may be at most %1 characters long.</source>
        <extracomment>%1 the longest a name may be (40)</extracomment>
        <translation>Il nome di una stagione può avere al massimo %1 caratteri.</translation>
    </message>
</context>
<context>
    <name>LeagueScreen</name>
    <message>
        <source>The standings were exported to %1.</source>
        <extracomment>%1 is the path of the file written</extracomment>
        <translation>La classifica è stata esportata in %1.</translation>
    </message>
    <message>
        <source>Export the standings</source>
        <translation>Esporta la classifica</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <extracomment>The button of the export&apos;s file dialog that writes the file</extracomment>
        <translation>Esporta</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>one source of a player&apos;s points in the league: %1 the source (&quot;Cities&quot;), %2 the points</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <extracomment>Leaves the league for the start screen&apos;s list of games</extracomment>
        <translation>Torna alle partite</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>League</source>
        <translation>Campionato</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Esporta CSV…</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Stagione</translation>
    </message>
    <message>
        <source>All finished games</source>
        <translation>Tutte le partite finite</translation>
    </message>
    <message>
        <source>A season:</source>
        <translation>Una stagione:</translation>
    </message>
    <message>
        <source>Name, e.g. Autumn 2026</source>
        <extracomment>A placeholder: the kind of name a season is given</extracomment>
        <translation>Nome, ad es. Autunno 2026</translation>
    </message>
    <message>
        <source>Season name</source>
        <translation>Nome della stagione</translation>
    </message>
    <message>
        <source>From YYYY-MM-DD</source>
        <extracomment>A placeholder for the season&apos;s first day; the letters stand for year, month and day</extracomment>
        <translation>Dal AAAA-MM-GG</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>Primo giorno</translation>
    </message>
    <message>
        <source>To YYYY-MM-DD</source>
        <extracomment>A placeholder for the season&apos;s last day; the letters stand for year, month and day</extracomment>
        <translation>Al AAAA-MM-GG</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>Ultimo giorno</translation>
    </message>
    <message>
        <source>Show season</source>
        <extracomment>Shows the standings of the season whose name and days were typed</extracomment>
        <translation>Mostra la stagione</translation>
    </message>
    <message>
        <source>%1, %2 to %3</source>
        <extracomment>the standings&apos; title: %1 the season&apos;s name, %2 its first day, %3 its last day</extracomment>
        <translation>%1, dal %2 al %3</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s)</source>
        <extracomment>%n how many finished games the standings are made of</extracomment>
        <translation>
            <numerusform>%n partita finita</numerusform>
            <numerusform>%n partite finite</numerusform>
        </translation>
    </message>
    <message>
        <source>Rating</source>
        <extracomment>column of the league table: the Plackett–Luce rating (mu − 3 sigma)</extracomment>
        <translation>Valutazione</translation>
    </message>
    <message>
        <source>Rank</source>
        <extracomment>column of the league table: the position by rating</extracomment>
        <translation>Posizione</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>column of the league table</extracomment>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>column of the league table: finished games played in the season</extracomment>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>column of the league table</extracomment>
        <translation>Vittorie</translation>
    </message>
    <message>
        <source>Avg. points</source>
        <extracomment>column of the league table: the mean final score</extracomment>
        <translation>Media punti</translation>
    </message>
    <message>
        <source>Avg. place</source>
        <extracomment>column of the league table: the mean place, tied players sharing the better one</extracomment>
        <translation>Media posizione</translation>
    </message>
    <message>
        <source>Points from</source>
        <extracomment>column of the league table: where the points came from</extracomment>
        <translation>Punti da</translation>
    </message>
    <message>
        <source>%1: rank %2, rating %3</source>
        <extracomment>read out for a line of the league table: %1 the player, %2 the rank, %3 the rating</extracomment>
        <translation>%1: posizione %2, valutazione %3</translation>
    </message>
    <message>
        <source>No finished games in this season yet.</source>
        <translation>Ancora nessuna partita finita in questa stagione.</translation>
    </message>
    <message>
        <source>Rating: Weng–Lin Plackett–Luce (as OpenSkill), shown as μ − 3σ; each game updates it once, in the order the games finished. A shared first place is a win for each.</source>
        <extracomment>how the league table is worked out, under it</extracomment>
        <translation>Valutazione: Weng–Lin Plackett–Luce (come OpenSkill), mostrata come μ − 3σ; ogni partita la aggiorna una volta, nell&apos;ordine in cui le partite sono finite. Un primo posto condiviso è una vittoria per ciascuno.</translation>
    </message>
    <message>
        <source>This library&apos;s</source>
        <translation>Quelle di questo archivio</translation>
    </message>
    <message>
        <source>Every table&apos;s, from the club server</source>
        <translation>Quelle di tutti i tavoli, dal server del club</translation>
    </message>
    <message>
        <source>Not connected: %1</source>
        <extracomment>%1 why the club server cannot be read (a sentence); the screen keeps trying by itself</extracomment>
        <translation>Non connesso: %1</translation>
    </message>
    <message>
        <source>The picture could not be written to %1.</source>
        <extracomment>%1 the path of the picture that could not be written</extracomment>
        <translation>Non è stato possibile scrivere l’immagine in %1.</translation>
    </message>
    <message>
        <source>Save a picture of the standings</source>
        <translation>Salva un’immagine della classifica</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Immagini PNG (*.png)</translation>
    </message>
    <message>
        <source>Picture…</source>
        <translation>Immagine…</translation>
    </message>
    <message>
        <source>Awaiting the organiser</source>
        <translation>In attesa dell’organizzatore</translation>
    </message>
    <message>
        <source>%1 holds another version of %2&apos;s game (%3).</source>
        <extracomment>%1 the table holding this version, %2 the table that owns the game, %3 its players</extracomment>
        <translation>%1 ha un’altra versione della partita di %2 (%3).</translation>
    </message>
    <message>
        <source>Count this version</source>
        <translation>Conta questa versione</translation>
    </message>
</context>
<context>
    <name>LedgerExplainer</name>
    <message numerus="yes">
        <source>Incomplete road: %n tile(s) × 1 = %1</source>
        <extracomment>%n the road&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Strada incompleta: %n tessera × 1 = %1</numerusform>
            <numerusform>Strada incompleta: %n tessere × 1 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Road completed: %n tile(s) × 1 = %1</source>
        <extracomment>%n the road&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Strada completata: %n tessera × 1 = %1</numerusform>
            <numerusform>Strada completata: %n tessere × 1 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Incomplete monastery: itself and %n neighbouring tile(s) = %1</source>
        <extracomment>%n the tiles around the monastery, %1 the points</extracomment>
        <translation>
            <numerusform>Monastero incompleto: se stesso e %n tessera adiacente = %1</numerusform>
            <numerusform>Monastero incompleto: se stesso e %n tessere adiacenti = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Monastery completed: itself and 8 neighbouring tiles = 9</source>
        <translation>Monastero completato: se stesso e 8 tessere adiacenti = 9</translation>
    </message>
    <message numerus="yes">
        <source>Field: %n completed cit(y/ies) × 3 = %1</source>
        <extracomment>%n the completed cities bordering the field, %1 the points</extracomment>
        <translation>
            <numerusform>Campo: %n città completata × 3 = %1</numerusform>
            <numerusform>Campo: %n città completate × 3 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Haunted castle at the end: %n tile(s) with mist × 1 = %1</source>
        <extracomment>%n the tiles with mist around the castle, %1 the points</extracomment>
        <translation>
            <numerusform>Castello infestato a fine partita: %n tessera con nebbia × 1 = %1</numerusform>
            <numerusform>Castello infestato a fine partita: %n tessere con nebbia × 1 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Haunted castle completed: %n tile(s) with mist × 2 = %1</source>
        <extracomment>%n the tiles with mist around the castle, %1 the points</extracomment>
        <translation>
            <numerusform>Castello infestato completato: %n tessera con nebbia × 2 = %1</numerusform>
            <numerusform>Castello infestato completato: %n tessere con nebbia × 2 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Cemetery completed: worth 0; its keeper brings a guard meeple back</source>
        <translation>Cimitero completato: vale 0; chi lo occupa riprende un guardiano</translation>
    </message>
    <message numerus="yes">
        <source>, minus %n ghost(s) × 2 = %1</source>
        <extracomment>added after a feature&apos;s points: %n the ghosts on it, %1 the points left</extracomment>
        <translation>
            <numerusform>, meno %n fantasma × 2 = %1</numerusform>
            <numerusform>, meno %n fantasmi × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (majority with %n figure(s))</source>
        <extracomment>added after a feature&apos;s points: %n the figures that gave the majority</extracomment>
        <translation>
            <numerusform> (maggioranza con %n pedina)</numerusform>
            <numerusform> (maggioranza con %n pedine)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ringmaster bonus: %n circus or acrobat tile(s) × 2 = %1</source>
        <extracomment>%n the circus and acrobat tiles around the ringmaster, %1 the points</extracomment>
        <translation>
            <numerusform>Bonus del direttore del circo: %n tessera circo o acrobati × 2 = %1</numerusform>
            <numerusform>Bonus del direttore del circo: %n tessere circo o acrobati × 2 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Robber still on the track at the end of the game = 3</source>
        <translation>Brigante ancora sul tabellone segnapunti a fine partita = 3</translation>
    </message>
    <message>
        <source>Message %1 taken as 2 points</source>
        <extracomment>%1 the number of the message tile (1 to 8)</extracomment>
        <translation>Messaggio %1 preso come 2 punti</translation>
    </message>
    <message>
        <source>Message 4: place an extra tile</source>
        <translation>Messaggio 4: piazza una tessera in più</translation>
    </message>
    <message numerus="yes">
        <source>Message 5: %n coat(s) of arms × 2 = %1</source>
        <extracomment>%n the coats of arms in the player&apos;s cities, %1 the points</extracomment>
        <translation>
            <numerusform>Messaggio 5: %n stemma × 2 = %1</numerusform>
            <numerusform>Messaggio 5: %n stemmi × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Message 6: %n knight(s) × 2 = %1</source>
        <extracomment>%n the player&apos;s figures in cities, %1 the points</extracomment>
        <translation>
            <numerusform>Messaggio 6: %n cavaliere × 2 = %1</numerusform>
            <numerusform>Messaggio 6: %n cavalieri × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Message 7: %n farmer(s) × 2 = %1</source>
        <extracomment>%n the player&apos;s figures in fields, %1 the points</extracomment>
        <translation>
            <numerusform>Messaggio 7: %n contadino × 2 = %1</numerusform>
            <numerusform>Messaggio 7: %n contadini × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Acrobats at the end: %n acrobat(s) × 5 = %1</source>
        <extracomment>%n the player&apos;s acrobats on an unfinished pyramid, %1 the points</extracomment>
        <translation>
            <numerusform>Acrobati a fine partita: %n acrobata × 5 = %1</numerusform>
            <numerusform>Acrobati a fine partita: %n acrobati × 5 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ghosts at the end: %n ghost(s) × -1 = %1</source>
        <extracomment>%n the ghosts haunting the player&apos;s figures, %1 the points (negative)</extracomment>
        <translation>
            <numerusform>Fantasmi a fine partita: %n fantasma × -1 = %1</numerusform>
            <numerusform>Fantasmi a fine partita: %n fantasmi × -1 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Correction agreed by the table (%1) = %2</source>
        <extracomment>%1 the reason the players typed, %2 the points</extracomment>
        <translation>Correzione concordata al tavolo (%1) = %2</translation>
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
            <numerusform>%n tessera</numerusform>
            <numerusform>%n tessere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coat(s) of arms</source>
        <extracomment>a city&apos;s coats of arms, put in for %2 of &quot;City completed: %1 × 2 + %2 × 2 = %3&quot;</extracomment>
        <translation>
            <numerusform>%n stemma</numerusform>
            <numerusform>%n stemmi</numerusform>
        </translation>
    </message>
    <message>
        <source>Incomplete city: %1 × 1 + %2 × 1 = %3</source>
        <extracomment>%1 the city&apos;s tiles (&quot;5 tiles&quot;), %2 its coats of arms (&quot;2 coats of arms&quot;), %3 the points</extracomment>
        <translation>Città incompleta: %1 × 1 + %2 × 1 = %3</translation>
    </message>
    <message numerus="yes">
        <source>Incomplete city: %n tile(s) × 1 = %1</source>
        <extracomment>%n the city&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Città incompleta: %n tessera × 1 = %1</numerusform>
            <numerusform>Città incompleta: %n tessere × 1 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>City completed: %1 × 2 + %2 × 2 = %3</source>
        <extracomment>%1 the city&apos;s tiles (&quot;5 tiles&quot;), %2 its coats of arms (&quot;2 coats of arms&quot;), %3 the points</extracomment>
        <translation>Città completata: %1 × 2 + %2 × 2 = %3</translation>
    </message>
    <message numerus="yes">
        <source>City completed: %n tile(s) × 2 = %1</source>
        <extracomment>%n the city&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Città completata: %n tessera × 2 = %1</numerusform>
            <numerusform>Città completata: %n tessere × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Robber on space %1 steals half of the %n point(s) %2 scored, rounded up = %3</source>
        <extracomment>%1 the number of the robber&apos;s space on the scoring track, %n the points the robbed player scored, %2 the robbed player&apos;s name, %3 the points the robber takes</extracomment>
        <translation>
            <numerusform>Brigante sulla casella %1: %2 ha fatto %n punto, la metà arrotondata per eccesso = %3</numerusform>
            <numerusform>Brigante sulla casella %1: %2 ha fatto %n punti, la metà arrotondata per eccesso = %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Message 1: your road worth the fewest points scores as at the end of the game = %1</source>
        <extracomment>%1 the points</extracomment>
        <translation>Messaggio 1: la tua strada che vale meno punti conta come a fine partita = %1</translation>
    </message>
    <message>
        <source>Message 2: your city worth the fewest points scores as at the end of the game = %1</source>
        <extracomment>%1 the points</extracomment>
        <translation>Messaggio 2: la tua città che vale meno punti conta come a fine partita = %1</translation>
    </message>
    <message>
        <source>Message 3: your monastery worth the fewest points scores as at the end of the game = %1</source>
        <extracomment>%1 the points</extracomment>
        <translation>Messaggio 3: il tuo monastero che vale meno punti conta come a fine partita = %1</translation>
    </message>
    <message>
        <source>Message 8: the meeple has no majority on its feature and returns to the supply = %1</source>
        <extracomment>%1 the points</extracomment>
        <translation>Messaggio 8: il seguace non ha la maggioranza nella sua costruzione e torna nella riserva = %1</translation>
    </message>
    <message>
        <source>Message 8: your meeple&apos;s feature scores for you alone as at the end of the game = %1</source>
        <extracomment>%1 the points of the feature, before any ghost penalty</extracomment>
        <translation>Messaggio 8: la costruzione del tuo seguace conta solo per te come a fine partita = %1</translation>
    </message>
    <message>
        <source>Ransom paid to %1 to free your meeple = -3</source>
        <extracomment>%1 the name of the player who held the meeple prisoner</extracomment>
        <translation>Riscatto pagato a %1 per liberare il tuo seguace = -3</translation>
    </message>
    <message>
        <source>Ransom received from %1 for their meeple = 3</source>
        <extracomment>%1 the name of the player whose meeple was held prisoner</extracomment>
        <translation>Riscatto ricevuto da %1 per il suo seguace = 3</translation>
    </message>
    <message numerus="yes">
        <source>Acrobat pyramid: %n acrobat(s) × 5 = %1</source>
        <extracomment>%n the player&apos;s acrobats in the pyramid, %1 the points</extracomment>
        <translation>
            <numerusform>Piramide di acrobati: %n acrobata × 5 = %1</numerusform>
            <numerusform>Piramide di acrobati: %n acrobati × 5 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Acrobat pyramid: %1 × 5, minus %2 × 2 = %3</source>
        <extracomment>%1 the player&apos;s acrobats (&quot;3 acrobats&quot;), %2 the ghosts on the pyramid (&quot;1 ghost&quot;), %3 the points</extracomment>
        <translation>Piramide di acrobati: %1 × 5, meno %2 × 2 = %3</translation>
    </message>
    <message numerus="yes">
        <source>%n acrobat(s)</source>
        <extracomment>the acrobats of a pyramid, put in for %1 of &quot;Acrobat pyramid: %1 × 5, minus %2 × 2 = %3&quot;</extracomment>
        <translation>
            <numerusform>%n acrobata</numerusform>
            <numerusform>%n acrobati</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s)</source>
        <extracomment>the ghosts on a pyramid, put in for %2 of &quot;Acrobat pyramid: %1 × 5, minus %2 × 2 = %3&quot;</extracomment>
        <translation>
            <numerusform>%n fantasma</numerusform>
            <numerusform>%n fantasmi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The messenger&apos;s %n point(s) join the scoring meeple</source>
        <extracomment>%n the points the messenger stood on</extracomment>
        <translation>
            <numerusform>La messaggera passa %n punto al segnapunti</numerusform>
            <numerusform>La messaggera passa %n punti al segnapunti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big top (%1, worth %2 per meeple): %n meeple(s) around it = %3</source>
        <extracomment>%1 the animal of the big top&apos;s token, %2 the points it gives each figure (a plain number, which is why it is not followed by &quot;points&quot;), %n the player&apos;s figures around the big top, %3 the points</extracomment>
        <translation>
            <numerusform>Tendone (%1, valore %2 per seguace): %n seguace intorno = %3</numerusform>
            <numerusform>Tendone (%1, valore %2 per seguace): %n seguaci intorno = %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Field with your pig: %n completed cit(y/ies) × 4 = %1</source>
        <extracomment>%n the completed cities bordering the field, %1 the points; the player&apos;s pig stands in the field</extracomment>
        <translation>
            <numerusform>Campo con il tuo maiale: %n città completata × 4 = %1</numerusform>
            <numerusform>Campo con il tuo maiale: %n città completate × 4 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Road with an inn, left incomplete at the end: worth 0</source>
        <translation>Strada con locanda, incompleta a fine partita: vale 0</translation>
    </message>
    <message numerus="yes">
        <source>Road with an inn completed: %n tile(s) × 2 = %1</source>
        <extracomment>%n the road&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Strada con locanda completata: %n tessera × 2 = %1</numerusform>
            <numerusform>Strada con locanda completata: %n tessere × 2 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>City with a cathedral, left incomplete at the end: worth 0</source>
        <translation>Città con cattedrale, incompleta a fine partita: vale 0</translation>
    </message>
    <message>
        <source>City with a cathedral completed: %1 × 3 + %2 × 3 = %3</source>
        <extracomment>%1 the city&apos;s tiles (&quot;5 tiles&quot;), %2 its coats of arms (&quot;2 coats of arms&quot;), %3 the points</extracomment>
        <translation>Città con cattedrale completata: %1 × 3 + %2 × 3 = %3</translation>
    </message>
    <message numerus="yes">
        <source>City with a cathedral completed: %n tile(s) × 3 = %1</source>
        <extracomment>%n the city&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Città con cattedrale completata: %n tessera × 3 = %1</numerusform>
            <numerusform>Città con cattedrale completata: %n tessere × 3 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Incomplete garden: itself and %n neighbouring tile(s) = %1</source>
        <extracomment>%n the tiles around the garden, %1 the points</extracomment>
        <translation>
            <numerusform>Giardino incompleto: se stesso e %n tessera adiacente = %1</numerusform>
            <numerusform>Giardino incompleto: se stesso e %n tessere adiacenti = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Garden completed: itself and 8 neighbouring tiles = 9</source>
        <translation>Giardino completato: se stesso e 8 tessere adiacenti = 9</translation>
    </message>
    <message numerus="yes">
        <source> (majority with a strength of %n: the large meeple counts 2)</source>
        <extracomment>added after a feature&apos;s points: %n the strength that gave the majority, a large meeple counting 2</extracomment>
        <translation>
            <numerusform> (maggioranza con una forza di %n: il grande seguace conta 2)</numerusform>
            <numerusform> (maggioranza con una forza di %n: il grande seguace conta 2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Abbot returned early from its garden: itself and %n neighbouring tile(s) = %1</source>
        <extracomment>%n the tiles around the garden, %1 the points before any ghost penalty</extracomment>
        <translation>
            <numerusform>Abate ritirato in anticipo dal suo giardino: il giardino e %n tessera adiacente = %1</numerusform>
            <numerusform>Abate ritirato in anticipo dal suo giardino: il giardino e %n tessere adiacenti = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Abbot returned early from its monastery: itself and %n neighbouring tile(s) = %1</source>
        <extracomment>%n the tiles around the monastery, %1 the points before any ghost penalty</extracomment>
        <translation>
            <numerusform>Abate ritirato in anticipo dal suo monastero: il monastero e %n tessera adiacente = %1</numerusform>
            <numerusform>Abate ritirato in anticipo dal suo monastero: il monastero e %n tessere adiacenti = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Most %1 tokens: %n token(s) = 10</source>
        <extracomment>%1 a kind of goods (&quot;Wine&quot;), %n the tokens of it the player holds, the most of anyone (ties all score)</extracomment>
        <translation>
            <numerusform>Maggioranza di gettoni %1: %n gettone = 10</numerusform>
            <numerusform>Maggioranza di gettoni %1: %n gettoni = 10</numerusform>
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
        <translation>Tutti</translation>
    </message>
    <message>
        <source>Show the payouts of</source>
        <translation>Mostra i punteggi di</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Take back the last event (Ctrl+Z)</source>
        <translation>Annulla l&apos;ultimo evento (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>Bring back the undone event (Ctrl+Shift+Z)</source>
        <translation>Ripristina l&apos;evento annullato (Ctrl+Maiusc+Z)</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <extracomment>%1 player, %2 rule name, %3 scoring figure</extracomment>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Explain in two languages</source>
        <translation>Spiega in due lingue</translation>
    </message>
    <message>
        <source>No points scored yet.</source>
        <translation>Ancora nessun punto assegnato.</translation>
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
        <translation>Le partite non possono essere salvate: l&apos;archivio delle partite non è aperto.</translation>
    </message>
    <message>
        <source>This library is read-only: its games can be viewed but not changed.</source>
        <translation>Questo archivio è di sola lettura: le sue partite si possono vedere ma non modificare.</translation>
    </message>
    <message>
        <source>%1 Meeple Ledger tries again every few seconds.</source>
        <extracomment>%1 what is wrong with the library, a sentence of its own</extracomment>
        <translation>%1 Meeple Ledger riprova a intervalli di qualche secondo.</translation>
    </message>
    <message>
        <source>Make the file and its folder writable, or copy the library to a folder you can write to, to play new games.</source>
        <translation>Per giocare nuove partite, rendi scrivibili il file e la sua cartella, o copia l&apos;archivio in una cartella scrivibile.</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Riprova</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Something happened to the game library&apos;s file.</source>
        <translation>È successo qualcosa al file dell&apos;archivio delle partite.</translation>
    </message>
</context>
<context>
    <name>LibraryStatistics</name>
    <message>
        <source>The game library is not open.</source>
        <translation>L&apos;archivio delle partite non è aperto.</translation>
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
        <translation>Unisci</translation>
    </message>
    <message>
        <source>Which features did the tile join to it?</source>
        <translation>Quali costruzioni ha unito la tessera a questa?</translation>
    </message>
    <message>
        <source>No other feature of this type is occupied.</source>
        <translation>Nessun&apos;altra costruzione di questo tipo è occupata.</translation>
    </message>
    <message>
        <source>Join with %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>Unisci a: %1</translation>
    </message>
</context>
<context>
    <name>MessageDialog</name>
    <message>
        <source>Draw a message</source>
        <translation>Pesca un messaggio</translation>
    </message>
    <message>
        <source>Choose a message</source>
        <translation>Scegli un messaggio</translation>
    </message>
    <message>
        <source>Do the action</source>
        <translation>Esegui l&apos;azione</translation>
    </message>
    <message>
        <source>Message %1: %2</source>
        <extracomment>%1 the message tile&apos;s number (1 to 8), %2 its name</extracomment>
        <translation>Messaggio %1: %2</translation>
    </message>
    <message>
        <source>Which of your figures is scored?</source>
        <translation>Quale delle tue pedine viene valutata?</translation>
    </message>
    <message>
        <source>Which message tile was drawn? (keys 1–%1)</source>
        <extracomment>%1 the number of the last message tile (8)</extracomment>
        <translation>Quale tessera messaggio è stata pescata? (tasti 1–%1)</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 figure kind, %2 the feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>%1 su: %2</translation>
    </message>
    <message numerus="yes">
        <source>Take %n point(s)</source>
        <extracomment>%n the points a message taken as points gives (2)</extracomment>
        <translation>
            <numerusform>Prendi %n punto</numerusform>
            <numerusform>Prendi %n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n point(s) instead</source>
        <extracomment>%n the points a message taken as points gives (2)</extracomment>
        <translation>
            <numerusform>Prendi invece %n punto</numerusform>
            <numerusform>Prendi invece %n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have nothing on the board this message could score: take the %n point(s).</source>
        <extracomment>%n the points a message taken as points gives (2)</extracomment>
        <translation>
            <numerusform>Non hai nulla sul tavolo che questo messaggio possa valutare: prendi %n punto.</numerusform>
            <numerusform>Non hai nulla sul tavolo che questo messaggio possa valutare: prendi %n punti.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MessageStep</name>
    <message>
        <source>✉ %1 landed on a dark space: draw a message tile!</source>
        <extracomment>%1 the active player&apos;s name; their scoring meeple stopped on a dark space of the track</extracomment>
        <translation>✉ Casella scura per %1: pesca una tessera messaggio!</translation>
    </message>
    <message>
        <source>Resolve the message (M)</source>
        <translation>Risolvi il messaggio (M)</translation>
    </message>
</context>
<context>
    <name>MessageTiles</name>
    <message>
        <source>Shortest road</source>
        <translation>Strada più corta</translation>
    </message>
    <message>
        <source>Score your smallest road as at the end of the game; the figures stay.</source>
        <translation>Valuta la tua strada più piccola come a fine partita; le pedine restano.</translation>
    </message>
    <message>
        <source>Smallest city</source>
        <translation>Città più piccola</translation>
    </message>
    <message>
        <source>Score your smallest city as at the end of the game; the figures stay.</source>
        <translation>Valuta la tua città più piccola come a fine partita; le pedine restano.</translation>
    </message>
    <message>
        <source>Smallest monastery</source>
        <translation>Monastero più piccolo</translation>
    </message>
    <message>
        <source>Score your smallest monastery as at the end of the game; the figure stays.</source>
        <translation>Valuta il tuo monastero più piccolo come a fine partita; la pedina resta.</translation>
    </message>
    <message>
        <source>Extra tile</source>
        <translation>Tessera in più</translation>
    </message>
    <message>
        <source>Draw and place another tile: a new part of this turn.</source>
        <translation>Pesca e piazza un&apos;altra tessera: una nuova parte di questo turno.</translation>
    </message>
    <message>
        <source>2 points per coat of arms</source>
        <translation>2 punti per stemma</translation>
    </message>
    <message>
        <source>2 points for each coat of arms in cities where you have a knight.</source>
        <translation>2 punti per ogni stemma nelle città in cui hai un cavaliere.</translation>
    </message>
    <message>
        <source>2 points per knight</source>
        <translation>2 punti per cavaliere</translation>
    </message>
    <message>
        <source>2 points for each of your figures in cities.</source>
        <translation>2 punti per ognuna delle tue pedine nelle città.</translation>
    </message>
    <message>
        <source>2 points per farmer</source>
        <translation>2 punti per contadino</translation>
    </message>
    <message>
        <source>2 points for each of your figures in fields.</source>
        <translation>2 punti per ognuna delle tue pedine nei campi.</translation>
    </message>
    <message>
        <source>Score a meeple</source>
        <translation>Valutare un seguace</translation>
    </message>
    <message>
        <source>Score one of your figures as at the end of the game; it returns to you.</source>
        <translation>Valuta una delle tue pedine come a fine partita; torna nella tua riserva.</translation>
    </message>
</context>
<context>
    <name>MoverChooser</name>
    <message>
        <source>Which scoring figure moves?</source>
        <translation>Quale pedina segnapunti avanza?</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 player name, %2 points (signed)</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Suggested: %1 — %2</source>
        <extracomment>%1 &quot;meeple&quot; or &quot;messenger&quot;, %2 the reason</extracomment>
        <translation>Consigliato: %1 — %2</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <extracomment>%1 figure name, %2 the track position it would land on</extracomment>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Move %1&apos;s %2</source>
        <extracomment>%1 the player&apos;s name, %2 the scoring figure (scoring meeple or messenger)</extracomment>
        <translation>Muovi %2 di %1</translation>
    </message>
    <message>
        <source>The messenger holds too few points to pay.</source>
        <translation>La messaggera ha troppo pochi punti per pagare.</translation>
    </message>
    <message>
        <source>The meeple holds too few points to pay.</source>
        <translation>Il segnapunti ha troppo pochi punti per pagare.</translation>
    </message>
</context>
<context>
    <name>NumberField</name>
    <message>
        <source>Less</source>
        <translation>Meno</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Più</translation>
    </message>
    <message>
        <source>At most %1: %2</source>
        <extracomment>%1 the largest number the field takes; %2 why (&quot;no more than its tiles&quot;)</extracomment>
        <translation>Al massimo %1: %2</translation>
    </message>
    <message>
        <source>At most %1</source>
        <extracomment>%1 the largest number the field takes</extracomment>
        <translation>Al massimo %1</translation>
    </message>
    <message>
        <source>At least %1</source>
        <extracomment>%1 the smallest number the field takes</extracomment>
        <translation>Almeno %1</translation>
    </message>
</context>
<context>
    <name>Outbox</name>
    <message>
        <source>read the library&apos;s device id</source>
        <translation>leggere l&apos;identificativo del dispositivo dell&apos;archivio</translation>
    </message>
    <message>
        <source>read what the club server is owed</source>
        <translation>leggere cosa resta da inviare al server del club</translation>
    </message>
    <message>
        <source>note what the club server holds</source>
        <translation>annotare cosa ha il server del club</translation>
    </message>
    <message>
        <source>note what the club server is owed</source>
        <translation>annotare cosa deve ancora ricevere il server del club</translation>
    </message>
</context>
<context>
    <name>PayoutList</name>
    <message>
        <source>Nobody scores.</source>
        <translation>Nessuno fa punti.</translation>
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
        <translation>Piazzato in questo turno</translation>
    </message>
    <message>
        <source>Placed: %1 on %2</source>
        <extracomment>%1 a kind of figure (meeple, guard meeple…), %2 the feature as the players see it (&quot;Ana&apos;s city&quot;)</extracomment>
        <translation>Piazzato: %1 su %2</translation>
    </message>
    <message>
        <source>Place a figure (P)</source>
        <translation>Piazza una pedina (P)</translation>
    </message>
    <message>
        <source>Place another</source>
        <translation>Piazzane un&apos;altra</translation>
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
            <numerusform>Piazza: %1 (ne resta %n)</numerusform>
            <numerusform>Piazza: %1 (ne restano %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Place on a new %1</source>
        <extracomment>%1 a kind of feature (road, city…)</extracomment>
        <translation>Piazza su una nuova costruzione: %1</translation>
    </message>
    <message>
        <source>On top of %1</source>
        <extracomment>a tower to place the figure on: %1 the tower as the players see it (&quot;tower 2, height 3&quot;)</extracomment>
        <translation>In cima a: %1</translation>
    </message>
    <message>
        <source>Join acrobats %1 (%2 of %3)</source>
        <extracomment>%1 the acrobat space, %2 its acrobats, %3 a full pyramid&apos;s</extracomment>
        <translation>Unisciti agli acrobati %1 (%2 su %3)</translation>
    </message>
    <message>
        <source>Joins %1 (J)</source>
        <extracomment>%1 a feature as the players see it (&quot;Ben&apos;s road&quot;); J is the key</extracomment>
        <translation>Si unisce a: %1 (J)</translation>
    </message>
    <message>
        <source>Joins %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ben&apos;s road&quot;)</extracomment>
        <translation>Si unisce a: %1</translation>
    </message>
    <message>
        <source>Tower floor (T)…</source>
        <translation>Piano di torre (T)…</translation>
    </message>
    <message>
        <source>Score pyramid %1…</source>
        <extracomment>%1 the acrobat space&apos;s number, as its card shows it (&quot;Acrobats 2&quot;)</extracomment>
        <translation>Valuta la piramide %1…</translation>
    </message>
    <message>
        <source>Beside your figure on %1</source>
        <extracomment>a builder or a pig joining a feature where its owner has a figure: %1 the feature as the players see it (&quot;Ana&apos;s road&quot;)</extracomment>
        <translation>Accanto alla tua pedina: %1</translation>
    </message>
    <message>
        <source>Return the abbot from the garden (A)…</source>
        <translation>Ritira l&apos;abate dal giardino (A)…</translation>
    </message>
    <message>
        <source>Return the abbot from the garden…</source>
        <translation>Ritira l&apos;abate dal giardino…</translation>
    </message>
    <message>
        <source>Return the abbot from the monastery (A)…</source>
        <translation>Ritira l&apos;abate dal monastero (A)…</translation>
    </message>
    <message>
        <source>Return the abbot from the monastery…</source>
        <translation>Ritira l&apos;abate dal monastero…</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <source>Now playing: </source>
        <translation>Di turno: </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n point(s)</source>
        <extracomment>%1 the player&apos;s name, %n the player&apos;s score</extracomment>
        <translation>
            <numerusform>%1, %n punto</numerusform>
            <numerusform>%1, %n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>Now playing</source>
        <translation>Di turno</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>%n the player&apos;s score</extracomment>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>Correct %1&apos;s score</source>
        <extracomment>%1 the player&apos;s name</extracomment>
        <translation>Correggi il punteggio di %1</translation>
    </message>
    <message>
        <source>Scoring meeple at %1</source>
        <extracomment>%1 the space of the scoring track (a number)</extracomment>
        <translation>Segnapunti su %1</translation>
    </message>
    <message>
        <source>Messenger at %1</source>
        <extracomment>%1 the space of the scoring track (a number)</extracomment>
        <translation>Messaggera su %1</translation>
    </message>
    <message>
        <source>on %1</source>
        <extracomment>where the robber stands: %1 the space of the scoring track (a number)</extracomment>
        <translation>su %1</translation>
    </message>
    <message>
        <source>in hand</source>
        <translation>nella riserva</translation>
    </message>
    <message>
        <source>Robber on space %1</source>
        <extracomment>%1 the space of the scoring track (a number)</extracomment>
        <translation>Brigante sulla casella %1</translation>
    </message>
    <message>
        <source>Robber in the supply</source>
        <translation>Brigante nella riserva</translation>
    </message>
    <message>
        <source>Supply:</source>
        <translation>Riserva:</translation>
    </message>
    <message numerus="yes">
        <source>%n meeple(s) in the supply</source>
        <extracomment>%n how many meeples the player has in their supply</extracomment>
        <translation>
            <numerusform>%n seguace nella riserva</numerusform>
            <numerusform>%n seguaci nella riserva</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guard(s) in the supply</source>
        <extracomment>%n how many guard meeples the player has in their supply</extracomment>
        <translation>
            <numerusform>%n guardiano nella riserva</numerusform>
            <numerusform>%n guardiani nella riserva</numerusform>
        </translation>
    </message>
    <message>
        <source>The ringmaster is in the supply</source>
        <translation>Il direttore del circo è nella riserva</translation>
    </message>
    <message>
        <source>The ringmaster is on the board</source>
        <translation>Il direttore del circo è sul tavolo</translation>
    </message>
    <message numerus="yes">
        <source>%n tower floor(s) left</source>
        <extracomment>%n how many tower floors the player has left</extracomment>
        <translation>
            <numerusform>Resta %n piano di torre</numerusform>
            <numerusform>Restano %n piani di torre</numerusform>
        </translation>
    </message>
    <message>
        <source>Holds: %1</source>
        <extracomment>the prisoners a player holds in their tower: %1 the list (&quot;Ben&apos;s meeple, Cleo&apos;s guard meeple&quot;), or on a card too short for it the owners&apos; names alone (&quot;Ben, Cleo&quot;)</extracomment>
        <translation>Tiene prigionieri: %1</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <extracomment>a prisoner: %1 its owner&apos;s name, %2 the kind of figure (&quot;meeple&quot;, &quot;guard meeple&quot;)</extracomment>
        <translation>%2 di %1</translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) on their figures</source>
        <extracomment>%n how many ghosts stand on the player&apos;s figures</extracomment>
        <translation>
            <numerusform>%n fantasma sulle sue pedine</numerusform>
            <numerusform>%n fantasmi sulle sue pedine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 in the supply</source>
        <extracomment>%1 a kind of figure (abbot, large meeple, builder, pig); %n how many the player has in their supply</extracomment>
        <translation>
            <numerusform>%1: %n nella riserva</numerusform>
            <numerusform>%1: %n nella riserva</numerusform>
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
            <numerusform>%1: %n gettone, più di chiunque al tavolo</numerusform>
            <numerusform>%1: %n gettoni, più di chiunque al tavolo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 token(s)</source>
        <extracomment>%1 the kind of goods, %n the tokens</extracomment>
        <translation>
            <numerusform>%1: %n gettone</numerusform>
            <numerusform>%1: %n gettoni</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerProfiles</name>
    <message>
        <source>The game library is not open.</source>
        <translation>L&apos;archivio delle partite non è aperto.</translation>
    </message>
</context>
<context>
    <name>PointSources</name>
    <message>
        <source>Roads</source>
        <translation>Strade</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Città</translation>
    </message>
    <message>
        <source>Monasteries</source>
        <translation>Monasteri</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Campi</translation>
    </message>
    <message>
        <source>Haunted castles</source>
        <translation>Castelli infestati</translation>
    </message>
    <message>
        <source>Cemeteries</source>
        <translation>Cimiteri</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Messaggi</translation>
    </message>
    <message>
        <source>Robbers</source>
        <translation>Briganti</translation>
    </message>
    <message>
        <source>Tower ransoms</source>
        <translation>Riscatti (torre)</translation>
    </message>
    <message>
        <source>Big top</source>
        <translation>Tendone</translation>
    </message>
    <message>
        <source>Acrobats</source>
        <translation>Acrobati</translation>
    </message>
    <message>
        <source>Ringmaster</source>
        <translation>Direttore del circo</translation>
    </message>
    <message>
        <source>Ghosts</source>
        <translation>Fantasmi</translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation>Correzioni</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Altro</translation>
    </message>
    <message>
        <source>Roads with inns</source>
        <translation>Strade con locanda</translation>
    </message>
    <message>
        <source>Cities with cathedrals</source>
        <translation>Città con cattedrale</translation>
    </message>
    <message>
        <source>Gardens</source>
        <translation>Giardini</translation>
    </message>
    <message>
        <source>Abbot returned early</source>
        <translation>Abate ritirato in anticipo</translation>
    </message>
    <message>
        <source>Goods</source>
        <translation>Merci</translation>
    </message>
</context>
<context>
    <name>PreviewDialog</name>
    <message>
        <source>Payouts</source>
        <translation>Punteggi</translation>
    </message>
</context>
<context>
    <name>PyramidDialog</name>
    <message>
        <source>Score the pyramid %1</source>
        <extracomment>%1 the acrobat space&apos;s number</extracomment>
        <translation>Valuta la piramide %1</translation>
    </message>
    <message>
        <source>Score the pyramid</source>
        <translation>Valuta la piramide</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Displays help on commandline options.</source>
        <extracomment>The description of --help in the programs&apos; --help (Qt&apos;s own text)</extracomment>
        <translation>Mostra l’aiuto sulle opzioni della riga di comando.</translation>
    </message>
    <message>
        <source>Displays help including Qt specific options.</source>
        <extracomment>The description of --help-all in the programs&apos; --help (Qt&apos;s own text)</extracomment>
        <translation>Mostra l’aiuto, comprese le opzioni specifiche di Qt.</translation>
    </message>
</context>
<context>
    <name>RansomDialog</name>
    <message>
        <source>Buy back your %1 from %2</source>
        <extracomment>%1 the kind of the captured figure (meeple, guard meeple, ringmaster), %2 the name of the player holding it prisoner</extracomment>
        <translation>Riscatta il tuo %1 da %2</translation>
    </message>
    <message>
        <source>The figure returns to your supply; a ransom can be paid once per turn.</source>
        <translation>La pedina torna nella tua riserva; si può pagare un riscatto una volta per turno.</translation>
    </message>
    <message>
        <source>Pay the ransom</source>
        <translation>Paga il riscatto</translation>
    </message>
</context>
<context>
    <name>RansomStep</name>
    <message>
        <source>Ransom (B)</source>
        <translation>Riscatto (B)</translation>
    </message>
    <message>
        <source>Buy back your %1 from %2…</source>
        <extracomment>%1 the kind of the captured figure (meeple, guard meeple, ringmaster), %2 the name of the player holding it prisoner</extracomment>
        <translation>Riscatta il tuo %1 da %2…</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>these points land its owner on a dark space: a message</source>
        <translation>questi punti portano il proprietario su una casella scura: un messaggio</translation>
    </message>
    <message>
        <source>the most points</source>
        <translation>il maggior numero di punti</translation>
    </message>
    <message>
        <source>the only scoring figure</source>
        <translation>l&apos;unica pedina segnapunti</translation>
    </message>
    <message>
        <source>the lower figure loses less</source>
        <translation>la pedina più indietro perde meno</translation>
    </message>
    <message>
        <source>the other figure already earned this turn&apos;s message</source>
        <translation>l&apos;altra pedina ha già ottenuto il messaggio di questo turno</translation>
    </message>
    <message>
        <source>it lands on a dark space: a message</source>
        <translation>finisce su una casella scura: un messaggio</translation>
    </message>
    <message>
        <source>the other figure stands with a robber</source>
        <translation>l&apos;altra pedina è insieme a un brigante</translation>
    </message>
    <message>
        <source>either figure is as good</source>
        <translation>le due pedine si equivalgono</translation>
    </message>
</context>
<context>
    <name>RecallDialog</name>
    <message>
        <source>Return the abbot from the garden</source>
        <translation>Ritira l&apos;abate dal giardino</translation>
    </message>
    <message>
        <source>Return the abbot from the monastery</source>
        <translation>Ritira l&apos;abate dal monastero</translation>
    </message>
    <message>
        <source>Return the abbot</source>
        <translation>Ritira l&apos;abate</translation>
    </message>
    <message>
        <source>The garden&apos;s tile and the tiles around it</source>
        <translation>La tessera del giardino e le tessere intorno</translation>
    </message>
    <message>
        <source>The monastery&apos;s tile and the tiles around it</source>
        <translation>La tessera del monastero e le tessere intorno</translation>
    </message>
    <message numerus="yes">
        <source>The abbot returns to your supply; each of its %n ghost(s) costs 2.</source>
        <extracomment>%n the ghosts on the abbot</extracomment>
        <translation>
            <numerusform>L&apos;abate torna nella tua riserva; il suo %n fantasma costa 2.</numerusform>
            <numerusform>L&apos;abate torna nella tua riserva; ciascuno dei suoi %n fantasmi costa 2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The abbot returns to your supply; this takes the place of placing a figure.</source>
        <translation>L&apos;abate torna nella tua riserva; questo sostituisce il piazzamento di una pedina.</translation>
    </message>
</context>
<context>
    <name>RecordFile</name>
    <message>
        <source>Could not read %1: %2</source>
        <extracomment>%1 the record file, %2 the system&apos;s reason</extracomment>
        <translation>Impossibile leggere %1: %2</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1 the record file, %2 the system&apos;s reason</extracomment>
        <translation>Impossibile scrivere %1: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB, the most a game record can be.</source>
        <extracomment>%1 is a file name, %2 the largest size of a record in MiB (16) %1 the record file, %2 the largest size allowed, in MiB</extracomment>
        <translation>%1 supera %2 MiB, il massimo consentito per una registrazione di partita.</translation>
    </message>
    <message>
        <source>%1 is not a regular file (it is a folder, a device, a pipe or a socket): nothing was written, and it was left as it was. Name a file.</source>
        <extracomment>%1 the output file the user named</extracomment>
        <translation>%1 non è un file normale (è una cartella, un dispositivo, una pipe o un socket): non è stato scritto nulla ed è rimasto com&apos;era. Indica un file.</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>a record is one JSON object</source>
        <translation>una partita registrata è un unico oggetto JSON</translation>
    </message>
    <message>
        <source>an event must be a JSON object</source>
        <translation>un evento deve essere un oggetto JSON</translation>
    </message>
    <message>
        <source>`format` must be &quot;meeple-ledger/1&quot;</source>
        <translation>`format` deve essere &quot;meeple-ledger/1&quot;</translation>
    </message>
    <message>
        <source>`players` must be an array of 2 to 6 players</source>
        <translation>`players` deve essere un elenco da 2 a 6 giocatori</translation>
    </message>
    <message>
        <source>a game has 2 to 6 players, this record has %1</source>
        <extracomment>%1 the record&apos;s number of players</extracomment>
        <translation>una partita ha da 2 a 6 giocatori, questa registrazione ne ha %1</translation>
    </message>
    <message>
        <source>`players[%1]` must be an object</source>
        <extracomment>%1 the player&apos;s place in the list, from 0</extracomment>
        <translation>`players[%1]` deve essere un oggetto</translation>
    </message>
    <message>
        <source>player id &quot;%1&quot; must be 1 to 16 of a-z, 0-9, _ and -</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>l&apos;identificativo del giocatore &quot;%1&quot; deve avere da 1 a 16 caratteri tra a-z, 0-9, _ e -</translation>
    </message>
    <message>
        <source>player id &quot;%1&quot; is used twice</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>l&apos;identificativo del giocatore &quot;%1&quot; è usato due volte</translation>
    </message>
    <message>
        <source>the name of &quot;%1&quot; is longer than 40 characters</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>il nome di &quot;%1&quot; supera 40 caratteri</translation>
    </message>
    <message>
        <source>`expansions` must be an array (empty for the base game alone)</source>
        <translation>`expansions` deve essere un elenco (vuoto per il solo gioco base)</translation>
    </message>
    <message>
        <source>expansion &quot;%1&quot; is listed twice</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>l&apos;espansione «%1» è indicata due volte</translation>
    </message>
    <message>
        <source>`events` must be an array</source>
        <translation>`events` deve essere un elenco</translation>
    </message>
    <message>
        <source>`game.id` must be a UUID such as &quot;3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e0f4a61&quot;, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`game.id` deve essere un UUID come &quot;3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e0f4a61&quot;, trovato &quot;%1&quot;</translation>
    </message>
    <message>
        <source>`game.created` must be a time in UTC such as &quot;2026-12-04T19:30:00Z&quot;, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`game.created` deve essere un orario UTC come &quot;2026-12-04T19:30:00Z&quot;, trovato &quot;%1&quot;</translation>
    </message>
    <message>
        <source>`%1` is missing</source>
        <extracomment>%1 the name of a field of the record, as written there</extracomment>
        <translation>manca `%1`</translation>
    </message>
    <message>
        <source>`%1` must be a whole number %2, got %3</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 the numbers allowed (&quot;2 or more&quot;, &quot;from 1 to 12&quot;); %3 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` deve essere un numero intero %2, trovato %3</translation>
    </message>
    <message>
        <source>`%1` must be a non-empty string, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` deve essere un testo non vuoto, trovato %2</translation>
    </message>
    <message>
        <source>`%1` must be an object, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` deve essere un oggetto, trovato %2</translation>
    </message>
    <message>
        <source>`%1` must be an array of strings, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` deve essere un elenco di testi, trovato %2</translation>
    </message>
    <message>
        <source>`%1` must hold non-empty strings, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` può contenere solo testi non vuoti, trovato %2</translation>
    </message>
    <message>
        <source>`%1` (%2) cannot exceed `%3` (%4)</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 its value; %3 the name of a field of the record, as written there; %4 its value</extracomment>
        <translation>`%1` (%2) non può superare `%3` (%4)</translation>
    </message>
    <message>
        <source>the game has ended: no event may follow `end`</source>
        <translation>la partita è finita: nessun evento può seguire `end`</translation>
    </message>
    <message>
        <source>unknown event type &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>tipo di evento sconosciuto &quot;%1&quot;</translation>
    </message>
    <message>
        <source>`%1` events need the %2 expansion, which this record does not enable</source>
        <extracomment>%1 an event type as written in the record (tower, robber…); %2 an expansion&apos;s name</extracomment>
        <translation>gli eventi `%1` richiedono l&apos;espansione «%2», che questa registrazione non attiva</translation>
    </message>
    <message>
        <source>the messenger needs the %1 expansion, which this record does not enable</source>
        <extracomment>%1 an expansion&apos;s name</extracomment>
        <translation>la messaggera richiede l&apos;espansione «%1», che questa registrazione non attiva</translation>
    </message>
    <message>
        <source>%1 figures need the %2 expansion, which this record does not enable</source>
        <extracomment>%1 a kind of figure (meeple, guard meeple, ringmaster); %2 an expansion&apos;s name</extracomment>
        <translation>le pedine di tipo %1 richiedono l&apos;espansione «%2», che questa registrazione non attiva</translation>
    </message>
    <message>
        <source>%1 features need the %2 expansion, which this record does not enable</source>
        <extracomment>%1 a kind of feature (road, city, tower…); %2 an expansion&apos;s name</extracomment>
        <translation>le costruzioni di tipo %1 richiedono l&apos;espansione «%2», che questa registrazione non attiva</translation>
    </message>
    <message>
        <source>ringmaster counts need the %1 expansion, which this record does not enable</source>
        <extracomment>%1 an expansion&apos;s name</extracomment>
        <translation>i conteggi del direttore del circo richiedono l&apos;espansione «%1», che questa registrazione non attiva</translation>
    </message>
    <message>
        <source>`%1`: &quot;%2&quot; is not a player of this game</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1`: &quot;%2&quot; non gioca in questa partita</translation>
    </message>
    <message>
        <source>`%1` must be &quot;meeple&quot; or &quot;messenger&quot;, got &quot;%2&quot;</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1` deve essere &quot;meeple&quot; o &quot;messenger&quot;, trovato &quot;%2&quot;</translation>
    </message>
    <message>
        <source>no turn has begun: the record must start with a `turn` event</source>
        <translation>nessun turno è iniziato: la registrazione deve cominciare con un evento `turn`</translation>
    </message>
    <message>
        <source>it is %1&apos;s turn after %2, not %3</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name; %3 a player&apos;s name</extracomment>
        <translation>dopo %2 tocca a %1, non a %3</translation>
    </message>
    <message>
        <source>`%1`: no feature &quot;%2&quot; is on the board</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1`: nessuna costruzione &quot;%2&quot; è sul tabellone</translation>
    </message>
    <message>
        <source>`%1`: no figure &quot;%2&quot; is on the board</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1`: nessuna pedina &quot;%2&quot; è sul tabellone</translation>
    </message>
    <message>
        <source>only the active player (%1) places figures, not %2</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name</extracomment>
        <translation>solo il giocatore di turno (%1) piazza pedine, non %2</translation>
    </message>
    <message>
        <source>`kind` must be meeple, guard or ringmaster, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`kind` deve essere meeple, guard o ringmaster, trovato &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 has no %2 left in their supply</source>
        <extracomment>%1 a player&apos;s name; %2 a kind of figure</extracomment>
        <translation>%1 non ha più alcun %2 nella sua riserva</translation>
    </message>
    <message>
        <source>figure id &quot;%1&quot; is already on the board or held as a prisoner</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>l&apos;identificativo di pedina &quot;%1&quot; è già sul tabellone o tenuto prigioniero</translation>
    </message>
    <message>
        <source>unknown `featureType` &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`featureType` sconosciuto &quot;%1&quot;</translation>
    </message>
    <message>
        <source>feature &quot;%1&quot; is a %2, not a %3</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure; %3 a kind of feature (road, city…) or of figure</extracomment>
        <translation>la costruzione &quot;%1&quot; è di tipo %2, non %3</translation>
    </message>
    <message>
        <source>feature &quot;%1&quot; is new, so `featureType` is required</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>la costruzione &quot;%1&quot; è nuova, quindi `featureType` è obbligatorio</translation>
    </message>
    <message>
        <source>feature &quot;%1&quot; is already occupied; players join features with `merge`</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>la costruzione &quot;%1&quot; è già occupata; i giocatori uniscono le costruzioni con `merge`</translation>
    </message>
    <message>
        <source>tower &quot;%1&quot; has no floor yet: towers are built with `tower` events</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>la torre &quot;%1&quot; non ha ancora piani: le torri si costruiscono con eventi `tower`</translation>
    </message>
    <message>
        <source>`features` must name at least two different features, each once</source>
        <translation>`features` deve nominare almeno due costruzioni diverse, ognuna una volta</translation>
    </message>
    <message>
        <source>only roads, cities and fields are merged; &quot;%1&quot; is a %2</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>si uniscono solo strade, città e campi; &quot;%1&quot; è di tipo %2</translation>
    </message>
    <message>
        <source>cannot merge a %1 with a %2</source>
        <extracomment>%1 a kind of feature (road, city…) or of figure; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>non si può unire una costruzione di tipo %1 con una di tipo %2</translation>
    </message>
    <message>
        <source>`into`: &quot;%1&quot; is another feature on the board</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`into`: &quot;%1&quot; è un&apos;altra costruzione sul tabellone</translation>
    </message>
    <message>
        <source>fields are never scored during the game; they score at `end`</source>
        <translation>i campi non si valutano mai durante la partita; contano a `end`</translation>
    </message>
    <message>
        <source>a %1 is not a feature that is completed and scored</source>
        <extracomment>%1 a kind of feature (road, city…) or of figure</extracomment>
        <translation>una costruzione di tipo %1 non si completa né si valuta</translation>
    </message>
    <message>
        <source>an adjustment of 0 points changes nothing</source>
        <translation>una correzione di 0 punti non cambia nulla</translation>
    </message>
    <message>
        <source>`values` has an entry for &quot;%1&quot;, which is not on the board</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`values` ha una voce per &quot;%1&quot;, che non è sul tabellone</translation>
    </message>
    <message>
        <source>`values.%1`: a %2 is not scored at the end; give `{}` or no entry</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>`values.%1`: una costruzione di tipo %2 non si valuta alla fine; indica `{}` o nessuna voce</translation>
    </message>
    <message>
        <source>`values` has no entry for %1 &quot;%2&quot;, which has figures on it</source>
        <extracomment>%1 a kind of feature (road, city…); %2 an id or value exactly as written in the record</extracomment>
        <translation>`values` non ha una voce per la costruzione di tipo %1 &quot;%2&quot;, che ha pedine sopra</translation>
    </message>
    <message>
        <source>`%1`: &quot;%2&quot; is not a ringmaster on %3 &quot;%4&quot; that takes a bonus</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record; %3 a kind of feature (road, city…); %4 an id or value exactly as written in the record</extracomment>
        <translation>`%1`: &quot;%2&quot; non è un direttore del circo sulla costruzione di tipo %3 &quot;%4&quot; che riceve un bonus</translation>
    </message>
    <message>
        <source>`%1` needs the number of circus and acrobat tiles around ringmaster &quot;%2&quot;</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1` richiede il numero di tessere circo e acrobati intorno al direttore del circo &quot;%2&quot;</translation>
    </message>
    <message>
        <source>`%1`: unknown animal &quot;%2&quot; (flea, monkey, seal, bear, tiger, elephant)</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1`: animale sconosciuto &quot;%2&quot; (flea, monkey, seal, bear, tiger, elephant)</translation>
    </message>
    <message numerus="yes">
        <source>all %n %1 token(s) have been revealed already</source>
        <extracomment>%n the tokens of that animal in the game; %1 the animal (flea, monkey…)</extracomment>
        <translation>
            <numerusform>l&apos;unico gettone %1 (%n) è già stato rivelato</numerusform>
            <numerusform>tutti i gettoni %1 (%n) sono già stati rivelati</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a %2, not an acrobat space</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>&quot;%1&quot; è di tipo %2, non uno spazio degli acrobati</translation>
    </message>
    <message numerus="yes">
        <source>the pyramid on &quot;%1&quot; has %n acrobat(s); it is scored with exactly 3</source>
        <extracomment>%1 the acrobat space&apos;s id as written in the record; %n the acrobats on it</extracomment>
        <translation>
            <numerusform>la piramide su &quot;%1&quot; ha %n acrobata; si valuta con esattamente 3</numerusform>
            <numerusform>la piramide su &quot;%1&quot; ha %n acrobati; si valuta con esattamente 3</numerusform>
        </translation>
    </message>
    <message>
        <source>the ringmaster is never an acrobat</source>
        <translation>il direttore del circo non è mai un acrobata</translation>
    </message>
    <message>
        <source>the pyramid on &quot;%1&quot; is complete with 3 acrobats</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>la piramide su &quot;%1&quot; è completa con 3 acrobati</translation>
    </message>
    <message>
        <source>ghosts are never added to guard meeples; &quot;%1&quot; is a guard</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>i fantasmi non si aggiungono mai ai guardiani; &quot;%1&quot; è un guardiano</translation>
    </message>
    <message>
        <source>the general supply has no ghost left</source>
        <translation>nella riserva generale non restano fantasmi</translation>
    </message>
    <message>
        <source>expanding the mist haunts another player&apos;s figure; &quot;%1&quot; is %2&apos;s own</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a player&apos;s name</extracomment>
        <translation>quando la nebbia si estende infesta la pedina di un altro giocatore; &quot;%1&quot; appartiene proprio a %2</translation>
    </message>
    <message>
        <source>limiting the mist haunts one of the active player&apos;s own figures; &quot;%1&quot; belongs to %2</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a player&apos;s name</extracomment>
        <translation>quando la nebbia si limita infesta una pedina del giocatore di turno; &quot;%1&quot; appartiene a %2</translation>
    </message>
    <message>
        <source>`reason` must be &quot;expand&quot; or &quot;limit&quot;, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`reason` deve essere &quot;expand&quot; o &quot;limit&quot;, trovato &quot;%1&quot;</translation>
    </message>
    <message>
        <source>`values` has no entry for %1 &quot;%2&quot;, where %3 has a figure</source>
        <extracomment>%1 a kind of feature (road, city…); %2 an id or value exactly as written in the record; %3 a player&apos;s name</extracomment>
        <translation>`values` non ha una voce per la costruzione di tipo %1 &quot;%2&quot;, dove %3 ha una pedina</translation>
    </message>
    <message>
        <source>`values` names &quot;%1&quot;, which is not a %2 with a figure of %3</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure; %3 a player&apos;s name</extracomment>
        <translation>`values` nomina &quot;%1&quot;, che non è una costruzione di tipo %2 con una pedina di %3</translation>
    </message>
    <message>
        <source>no message is owed: none of %1&apos;s scoring figures ended a forward move from points on a dark space since the last message or the start of the turn</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>nessun messaggio è dovuto: nessun segnapunti di %1 ha concluso un avanzamento per punti su una casella scura dall&apos;ultimo messaggio o dall&apos;inizio del turno</translation>
    </message>
    <message>
        <source>`take` must be &quot;points&quot; or &quot;action&quot;, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`take` deve essere &quot;points&quot; o &quot;action&quot;, trovato &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 has no figure on a %2: message %3 must be taken as 2 points</source>
        <extracomment>%1 a player&apos;s name; %2 a kind of feature (road, city…) or of figure; %3 the message tile&apos;s number</extracomment>
        <translation>%1 non ha pedine su una costruzione di tipo %2: il messaggio %3 va preso come 2 punti</translation>
    </message>
    <message>
        <source>message 8 scores one of the active player&apos;s own figures; &quot;%1&quot; belongs to %2</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a player&apos;s name</extracomment>
        <translation>il messaggio 8 valuta una pedina del giocatore di turno; &quot;%1&quot; appartiene a %2</translation>
    </message>
    <message>
        <source>`values.ringmaster` is only for a ringmaster on a road, city, monastery or field</source>
        <translation>`values.ringmaster` vale solo per un direttore del circo su una strada, una città, un monastero o un campo</translation>
    </message>
    <message>
        <source>only the active player may move a robber that is already on the track; %1&apos;s robber stands on space %2</source>
        <extracomment>%1 a player&apos;s name; %2 a space of the scoring track (a number)</extracomment>
        <translation>solo il giocatore di turno può spostare un brigante già sul tabellone segnapunti; il brigante di %1 è sulla casella %2</translation>
    </message>
    <message>
        <source>space %1 holds no scoring figure of another player</source>
        <extracomment>%1 a space of the scoring track (a number)</extracomment>
        <translation>sulla casella %1 non c&apos;è alcun segnapunti di un altro giocatore</translation>
    </message>
    <message>
        <source>a `steal` must follow the scoring it robs</source>
        <translation>uno `steal` deve seguire la valutazione che deruba</translation>
    </message>
    <message>
        <source>the robber of %1 already chose whom to rob</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>il brigante di %1 ha già scelto chi derubare</translation>
    </message>
    <message>
        <source>the robber of %1 is not on the track when this scoring began</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>il brigante di %1 non è sul tabellone segnapunti all&apos;inizio di questa valutazione</translation>
    </message>
    <message>
        <source>the robber of %1 has nothing to steal in this scoring</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>il brigante di %1 non ha nulla da rubare in questa valutazione</translation>
    </message>
    <message>
        <source>the robber of %1 cannot steal from %2: only a first forward movement of a figure that stood on space %3 can be robbed</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name; %3 a space of the scoring track (a number)</extracomment>
        <translation>il brigante di %1 non può derubare %2: si può derubare solo il primo avanzamento di una pedina che stava sulla casella %3</translation>
    </message>
    <message>
        <source>the robber of %1 cannot steal from %2&apos;s %3: only a first forward movement of a figure that stood on space %4 can be robbed</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name; %3 the robbed player&apos;s scoring figure (scoring meeple or messenger); %4 a space of the scoring track (a number)</extracomment>
        <translation>il brigante di %1 non può derubare %2 (%3): si può derubare solo il primo avanzamento di una pedina che stava sulla casella %4</translation>
    </message>
    <message>
        <source>`exchange`: %1 holds no prisoner &quot;%2&quot; of %3</source>
        <extracomment>%1 a player&apos;s name; %2 an id or value exactly as written in the record; %3 a player&apos;s name</extracomment>
        <translation>`exchange`: %1 non tiene alcun prigioniero &quot;%2&quot; di %3</translation>
    </message>
    <message>
        <source>%1 has no tower floor left in their supply</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>%1 non ha più piani di torre nella sua riserva</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a %2, not a tower</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>&quot;%1&quot; è di tipo %2, non una torre</translation>
    </message>
    <message>
        <source>tower &quot;%1&quot; is closed by figure &quot;%2&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 an id or value exactly as written in the record</extracomment>
        <translation>la torre &quot;%1&quot; è chiusa dalla pedina &quot;%2&quot;</translation>
    </message>
    <message>
        <source>`exchange` without a capture: no prisoners change hands</source>
        <translation>`exchange` senza cattura: nessun prigioniero cambia mano</translation>
    </message>
    <message>
        <source>`exchange` after capturing one&apos;s own figure: no prisoners change hands</source>
        <translation>`exchange` dopo aver catturato una propria pedina: nessun prigioniero cambia mano</translation>
    </message>
    <message>
        <source>`exchange`: no exchange happens, %1 holds no prisoner of %2</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name</extracomment>
        <translation>`exchange`: nessuno scambio, %1 non tiene prigionieri di %2</translation>
    </message>
    <message>
        <source>`exchange`: %1 takes no part in this exchange</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>`exchange`: %1 non partecipa a questo scambio</translation>
    </message>
    <message>
        <source>figure &quot;%1&quot; is not held as a prisoner</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>la pedina &quot;%1&quot; non è tenuta prigioniera</translation>
    </message>
    <message>
        <source>only its owner (%1) buys back &quot;%2&quot;, during their own turn</source>
        <extracomment>%1 a player&apos;s name; %2 an id or value exactly as written in the record</extracomment>
        <translation>solo il suo proprietario (%1) riscatta &quot;%2&quot;, durante il proprio turno</translation>
    </message>
    <message>
        <source>a ransom is paid at most once per turn</source>
        <translation>un riscatto si paga al massimo una volta per turno</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 holds %n point(s); a ransom of 3 would take it below 0</source>
        <extracomment>%1 the prisoner&apos;s owner&apos;s name; %2 that player&apos;s scoring figure (scoring meeple or messenger); %n its points</extracomment>
        <translation>
            <numerusform>%2 di %1: %n punto; un riscatto di 3 porterebbe questa pedina sotto 0</numerusform>
            <numerusform>%2 di %1: %n punti; un riscatto di 3 porterebbe questa pedina sotto 0</numerusform>
        </translation>
    </message>
    <message>
        <source>an array</source>
        <extracomment>What a record has where another kind of value belongs (&quot;`tiles` must be a whole number, got …&quot;).</extracomment>
        <translation>un elenco</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un oggetto</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <extracomment>The range of a whole number: &quot;`tiles` must be a whole number 2 or more&quot;.</extracomment>
        <translation>da %1 in su</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <extracomment>The range of a whole number: &quot;`tile` must be a whole number from 1 to 12&quot;.</extracomment>
        <translation>da %1 a %2</translation>
    </message>
    <message>
        <source>error: setup: %1</source>
        <extracomment>A refused record&apos;s line on the command line: %1 why the record&apos;s setup (its players and expansions) was refused</extracomment>
        <translation>errore: preparazione: %1</translation>
    </message>
    <message>
        <source>error: event %1 (%2): %3</source>
        <extracomment>%1 is the event&apos;s index in the record, %2 its type (&quot;place&quot;, &quot;score&quot;), %3 why it was refused.</extracomment>
        <translation>errore: evento %1 (%2): %3</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): %4</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text; %4 which mistake it is, as a clause (&quot;the text ends before the record is complete&quot;)</extracomment>
        <translation>JSON non valido al byte %1 (riga %2, colonna %3): %4</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): the text is empty or only white space</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>JSON non valido al byte %1 (riga %2, colonna %3): il testo è vuoto o contiene solo spazi</translation>
    </message>
    <message>
        <source>the text is %1 bytes; a record is at most %2 bytes (16 MiB)</source>
        <extracomment>%1 the text&apos;s size in bytes; %2 the largest size allowed in bytes</extracomment>
        <translation>il testo è di %1 byte; una registrazione della partita è al massimo di %2 byte (16 MiB)</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): a NUL byte, which JSON text cannot hold</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>JSON non valido al byte %1 (riga %2, colonna %3): un byte NUL, che un testo JSON non può contenere</translation>
    </message>
    <message>
        <source>a U+0000 (\u0000) in a string at byte %1 (line %2, column %3): no name or id can hold it</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>un U+0000 (\u0000) in una stringa al byte %1 (riga %2, colonna %3): nessun nome o identificativo può contenerlo</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): invalid UTF-8 in a string</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>JSON non valido al byte %1 (riga %2, colonna %3): UTF-8 non valido in una stringa</translation>
    </message>
    <message>
        <source>invalid Unicode in the string at byte %1 (line %2, column %3)</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>Unicode non valido nella stringa al byte %1 (riga %2, colonna %3)</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): invalid Unicode: a lone high surrogate \u%4</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text; %4 the character&apos;s code in hexadecimal</extracomment>
        <translation>JSON non valido al byte %1 (riga %2, colonna %3): Unicode non valido: un surrogato alto isolato \u%4</translation>
    </message>
    <message>
        <source>invalid Unicode at byte %1 (line %2, column %3): the escape \u%4 is a lone low surrogate</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text; %4 the character&apos;s code in hexadecimal</extracomment>
        <translation>Unicode non valido al byte %1 (riga %2, colonna %3): l&apos;escape \u%4 è un surrogato basso isolato</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): a raw control character (U+%4) in a string; it must be written as an escape</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text; %4 the character&apos;s code in hexadecimal</extracomment>
        <translation>JSON non valido al byte %1 (riga %2, colonna %3): un carattere di controllo non protetto (U+%4) in una stringa; va scritto come escape</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears twice in one object: at byte %2 (line %3, column %4) and at byte %5 (line %6, column %7)</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 the byte; %3 the line; %4 the column in the record&apos;s text; %5 the byte; %6 the line; %7 the column of its second appearance</extracomment>
        <translation>la chiave «%1» compare due volte nello stesso oggetto: al byte %2 (riga %3, colonna %4) e al byte %5 (riga %6, colonna %7)</translation>
    </message>
    <message>
        <source>nested deeper than %1 arrays and objects at byte %2 (line %3, column %4)</source>
        <extracomment>%1 the deepest nesting allowed (a number); %2 the byte; %3 the line; %4 the column in the record&apos;s text</extracomment>
        <translation>più di %1 array e oggetti annidati al byte %2 (riga %3, colonna %4)</translation>
    </message>
    <message>
        <source>the record is too large to read in the memory available</source>
        <translation>la registrazione della partita è troppo grande per essere letta nella memoria disponibile</translation>
    </message>
    <message>
        <source>setup: %1</source>
        <extracomment>Where a refused record went wrong, inside a sentence such as &quot;game.json was not imported: setup: …&quot;.</extracomment>
        <translation>preparazione: %1</translation>
    </message>
    <message>
        <source>event %1 (%2): %3</source>
        <extracomment>%1 is the event&apos;s index in the record, %2 its type (&quot;place&quot;, &quot;score&quot;), %3 why it was refused; inside a sentence such as &quot;game.json was not imported: event 3 (place): …&quot;.</extracomment>
        <translation>evento %1 (%2): %3</translation>
    </message>
    <message>
        <source>the text ends before the record is complete (a file cut short?)</source>
        <extracomment>Why a record&apos;s text is not valid JSON, after &quot;not valid JSON at byte 41 (line 2, column 1): &quot;</extracomment>
        <translation>il testo finisce prima che la partita registrata sia completa (un file troncato?)</translation>
    </message>
    <message>
        <source>more text follows the record&apos;s closing brace</source>
        <translation>altro testo segue la parentesi graffa di chiusura della partita registrata</translation>
    </message>
    <message>
        <source>a value is missing, or is not one (text must be in double quotes)</source>
        <translation>manca un valore, o quello presente non lo è (il testo va tra virgolette doppie)</translation>
    </message>
    <message>
        <source>a member&apos;s name is missing (a name is written in double quotes)</source>
        <translation>manca il nome di un membro (un nome va tra virgolette doppie)</translation>
    </message>
    <message>
        <source>a member&apos;s name is not followed by a colon</source>
        <translation>il nome di un membro non è seguito dai due punti</translation>
    </message>
    <message>
        <source>a comma or the closing brace is missing after a member</source>
        <translation>dopo un membro manca una virgola o la parentesi graffa di chiusura</translation>
    </message>
    <message>
        <source>a comma or the closing bracket is missing after an element</source>
        <translation>dopo un elemento manca una virgola o la parentesi quadra di chiusura</translation>
    </message>
    <message>
        <source>a \u escape is not followed by four hexadecimal digits</source>
        <translation>un escape \u non è seguito da quattro cifre esadecimali</translation>
    </message>
    <message>
        <source>a backslash is followed by a character that has no escape</source>
        <translation>una barra rovesciata è seguita da un carattere che non ha escape</translation>
    </message>
    <message>
        <source>a string has no closing double quote</source>
        <translation>una stringa non ha le virgolette doppie di chiusura</translation>
    </message>
    <message>
        <source>a number is too large or incomplete</source>
        <translation>un numero è troppo grande o incompleto</translation>
    </message>
    <message>
        <source>the text does not follow JSON&apos;s syntax</source>
        <translation>il testo non segue la sintassi di JSON</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 holds %n point(s); a correction of %3 would take it below 0</source>
        <extracomment>%1 a player&apos;s name; %2 that player&apos;s scoring figure (scoring meeple or messenger); %n its points; %3 the correction (a negative number)</extracomment>
        <translation>
            <numerusform>%2 di %1: %n punto; una correzione di %3 porterebbe questa pedina sotto 0</numerusform>
            <numerusform>%2 di %1: %n punti; una correzione di %3 porterebbe questa pedina sotto 0</numerusform>
        </translation>
    </message>
    <message>
        <source>the text begins with a byte order mark (EF BB BF), which some editors add: save the record as UTF-8 without it</source>
        <translation>il testo inizia con un byte order mark (EF BB BF), che alcuni editor aggiungono: salva la partita registrata come UTF-8 senza di esso</translation>
    </message>
    <message>
        <source>the text is UTF-16 (it begins with FF FE or FE FF): save the record as UTF-8</source>
        <translation>il testo è in UTF-16 (inizia con FF FE o FE FF): salva la partita registrata come UTF-8</translation>
    </message>
    <message>
        <source>unknown expansion &quot;%1&quot;: the known ones are tower, messengers, robbers, bigtop, ghosts, abbot, inns and traders</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>espansione sconosciuta &quot;%1&quot;: quelle note sono tower, messengers, robbers, bigtop, ghosts, abbot, inns e traders</translation>
    </message>
    <message>
        <source>unknown expansion (not a string): the known ones are tower, messengers, robbers, bigtop, ghosts, abbot, inns and traders</source>
        <translation>espansione sconosciuta (non è un testo): quelle note sono tower, messengers, robbers, bigtop, ghosts, abbot, inns e traders</translation>
    </message>
    <message>
        <source>`%1` must be true or false, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` deve essere true o false, trovato %2</translation>
    </message>
    <message>
        <source>`%1` needs the %2 expansion, which this record does not enable</source>
        <extracomment>%1 the name of a field of the record, as written there (`values.r1.inn`); %2 an expansion&apos;s name</extracomment>
        <translation>`%1` richiede l&apos;espansione «%2», che questa registrazione non attiva</translation>
    </message>
    <message>
        <source>an abbot stands only on a monastery or a garden, not on a %1</source>
        <extracomment>%1 a kind of feature (road, city…)</extracomment>
        <translation>un abate sta solo su un monastero o su un giardino, non su una costruzione di tipo %1</translation>
    </message>
    <message>
        <source>only an abbot stands on a garden, not a %1</source>
        <extracomment>%1 a kind of figure (meeple, large meeple…)</extracomment>
        <translation>su un giardino sta solo un abate, non una pedina di tipo %1</translation>
    </message>
    <message>
        <source>the large meeple is never an acrobat: a pyramid takes only meeples and guard meeples</source>
        <translation>il grande seguace non è mai un acrobata: una piramide accoglie solo seguaci e guardiani</translation>
    </message>
    <message>
        <source>only an abbot is returned early; &quot;%1&quot; is a %2</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of figure (meeple, large meeple…)</extracomment>
        <translation>solo un abate si ritira in anticipo; &quot;%1&quot; è una pedina di tipo %2</translation>
    </message>
    <message>
        <source>abbot &quot;%1&quot; belongs to %2: only its owner returns it, during their own turn</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a player&apos;s name</extracomment>
        <translation>l&apos;abate &quot;%1&quot; appartiene a %2: solo il suo proprietario lo ritira, durante il proprio turno</translation>
    </message>
    <message>
        <source>%1 already returned an abbot in this part of the turn</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>%1 ha già ritirato un abate in questa parte del turno</translation>
    </message>
    <message>
        <source>a %1 cannot stand on a %2: a builder joins a road or a city, a pig a field</source>
        <extracomment>%1 a kind of figure (builder, pig); %2 a kind of feature (road, city…)</extracomment>
        <translation>una pedina di tipo %1 non può stare su una costruzione di tipo %2: un costruttore si unisce a una strada o a una città, un maiale a un campo</translation>
    </message>
    <message>
        <source>a %1 joins only a feature where its owner already has a figure; %3 has none on &quot;%2&quot;</source>
        <extracomment>%1 a kind of figure (builder, pig); %2 an id or value exactly as written in the record; %3 a player&apos;s name</extracomment>
        <translation>una pedina di tipo %1 si unisce solo a una costruzione dove il suo proprietario ha già una pedina; %3 non ne ha su &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%3&apos;s %1 already stands on &quot;%2&quot;</source>
        <extracomment>%1 a kind of figure (builder, pig); %2 an id or value exactly as written in the record; %3 a player&apos;s name</extracomment>
        <translation>la pedina di tipo %1 di %3 è già su &quot;%2&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a %2, which a tower never captures</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of figure (builder, pig)</extracomment>
        <translation>&quot;%1&quot; è una pedina di tipo %2, che una torre non cattura mai</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a %2, which never takes a ghost</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of figure (builder, pig)</extracomment>
        <translation>&quot;%1&quot; è una pedina di tipo %2, che non riceve mai un fantasma</translation>
    </message>
    <message>
        <source>message 8 scores a meeple; &quot;%1&quot; is a %2, which is never scored on its own</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of figure (builder, pig)</extracomment>
        <translation>il messaggio 8 valuta un seguace; &quot;%1&quot; è una pedina di tipo %2, che non si valuta mai da sola</translation>
    </message>
    <message>
        <source>%1&apos;s builder did not stand on the board when this part of the turn began: it earns no second tile</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>il costruttore di %1 non era sul tabellone quando è iniziata questa parte del turno: non dà una seconda tessera</translation>
    </message>
    <message>
        <source>%1 already took every builder&apos;s tile this turn earned: a builder&apos;s tile never earns another</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>%1 ha già preso tutte le seconde tessere che il costruttore ha dato in questo turno: una seconda tessera non ne dà mai un&apos;altra</translation>
    </message>
    <message>
        <source>`goods` takes at least one token of wine, grain or cloth</source>
        <translation>`goods` prende almeno un gettone di vino, grano o stoffa</translation>
    </message>
    <message>
        <source>unknown goods &quot;%1&quot; (wine, grain, cloth)</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>merce sconosciuta &quot;%1&quot; (wine, grain, cloth)</translation>
    </message>
    <message numerus="yes">
        <source>only %n %1 token(s) left in the general supply; this takes %2</source>
        <extracomment>%1 a kind of goods (wine, grain, cloth); %2 how many tokens the event takes; %n how many are left in the general supply</extracomment>
        <translation>
            <numerusform>nella riserva generale resta solo %n gettone %1; questo evento ne prende %2</numerusform>
            <numerusform>nella riserva generale restano solo %n gettoni %1; questo evento ne prende %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RemoveDialog</name>
    <message>
        <source>Take a figure off the board</source>
        <translation>Togli una pedina dal tavolo</translation>
    </message>
    <message>
        <source>Take it off</source>
        <translation>Togli</translation>
    </message>
    <message>
        <source>The figure goes back to its owner without scoring.</source>
        <translation>La pedina torna al proprietario senza fare punti.</translation>
    </message>
    <message>
        <source>Why (optional), e.g. placed by mistake</source>
        <translation>Perché (facoltativo), ad es. piazzata per errore</translation>
    </message>
</context>
<context>
    <name>RobbersStep</name>
    <message>
        <source>Robbers (R)</source>
        <translation>Briganti (R)</translation>
    </message>
    <message>
        <source>Place %1&apos;s robber</source>
        <extracomment>%1 the robber&apos;s owner&apos;s name</extracomment>
        <translation>Piazza il brigante di %1</translation>
    </message>
    <message>
        <source>Move %1&apos;s robber</source>
        <extracomment>%1 the robber&apos;s owner&apos;s name</extracomment>
        <translation>Sposta il brigante di %1</translation>
    </message>
    <message>
        <source>Click a highlighted space on the track (or arrows and Enter); Esc cancels.</source>
        <translation>Clicca su una casella evidenziata del tabellone segnapunti (o frecce e Invio); Esc annulla.</translation>
    </message>
</context>
<context>
    <name>RuleIds</name>
    <message>
        <source>Road completed</source>
        <translation>Strada completata</translation>
    </message>
    <message>
        <source>City completed</source>
        <translation>Città completata</translation>
    </message>
    <message>
        <source>Monastery completed</source>
        <translation>Monastero completato</translation>
    </message>
    <message>
        <source>Haunted castle completed</source>
        <translation>Castello infestato completato</translation>
    </message>
    <message>
        <source>Cemetery completed</source>
        <translation>Cimitero completato</translation>
    </message>
    <message>
        <source>Ringmaster bonus</source>
        <translation>Bonus del direttore del circo</translation>
    </message>
    <message>
        <source>Robber steals</source>
        <translation>Il brigante ruba</translation>
    </message>
    <message>
        <source>Robber at the end</source>
        <translation>Brigante a fine partita</translation>
    </message>
    <message>
        <source>Message: 2 points</source>
        <translation>Messaggio: 2 punti</translation>
    </message>
    <message>
        <source>Message 1: road</source>
        <translation>Messaggio 1: strada</translation>
    </message>
    <message>
        <source>Message 2: city</source>
        <translation>Messaggio 2: città</translation>
    </message>
    <message>
        <source>Message 3: monastery</source>
        <translation>Messaggio 3: monastero</translation>
    </message>
    <message>
        <source>Message 4: extra tile</source>
        <translation>Messaggio 4: tessera in più</translation>
    </message>
    <message>
        <source>Message 5: coats of arms</source>
        <translation>Messaggio 5: stemmi</translation>
    </message>
    <message>
        <source>Message 6: knights</source>
        <translation>Messaggio 6: cavalieri</translation>
    </message>
    <message>
        <source>Message 7: farmers</source>
        <translation>Messaggio 7: contadini</translation>
    </message>
    <message>
        <source>Message 8: score a meeple</source>
        <translation>Messaggio 8: valutare un seguace</translation>
    </message>
    <message>
        <source>Ransom paid</source>
        <translation>Riscatto pagato</translation>
    </message>
    <message>
        <source>Ransom received</source>
        <translation>Riscatto ricevuto</translation>
    </message>
    <message>
        <source>Big top</source>
        <translation>Tendone</translation>
    </message>
    <message>
        <source>Big top at the end</source>
        <translation>Tendone a fine partita</translation>
    </message>
    <message>
        <source>Acrobat pyramid</source>
        <translation>Piramide di acrobati</translation>
    </message>
    <message>
        <source>Road at the end</source>
        <translation>Strada a fine partita</translation>
    </message>
    <message>
        <source>City at the end</source>
        <translation>Città a fine partita</translation>
    </message>
    <message>
        <source>Monastery at the end</source>
        <translation>Monastero a fine partita</translation>
    </message>
    <message>
        <source>Field at the end</source>
        <translation>Campo a fine partita</translation>
    </message>
    <message>
        <source>Haunted castle at the end</source>
        <translation>Castello infestato a fine partita</translation>
    </message>
    <message>
        <source>Acrobats at the end</source>
        <translation>Acrobati a fine partita</translation>
    </message>
    <message>
        <source>Ringmaster at the end</source>
        <translation>Direttore del circo a fine partita</translation>
    </message>
    <message>
        <source>Ghosts at the end</source>
        <translation>Fantasmi a fine partita</translation>
    </message>
    <message>
        <source>Messenger joins the scoring meeple</source>
        <translation>La messaggera raggiunge il segnapunti</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>Correzione</translation>
    </message>
    <message>
        <source>Road with an inn completed</source>
        <translation>Strada con locanda completata</translation>
    </message>
    <message>
        <source>City with a cathedral completed</source>
        <translation>Città con cattedrale completata</translation>
    </message>
    <message>
        <source>Garden completed</source>
        <translation>Giardino completato</translation>
    </message>
    <message>
        <source>Abbot returned early</source>
        <translation>Abate ritirato in anticipo</translation>
    </message>
    <message>
        <source>Road with an inn at the end</source>
        <translation>Strada con locanda a fine partita</translation>
    </message>
    <message>
        <source>City with a cathedral at the end</source>
        <translation>Città con cattedrale a fine partita</translation>
    </message>
    <message>
        <source>Garden at the end</source>
        <translation>Giardino a fine partita</translation>
    </message>
    <message>
        <source>Most goods</source>
        <translation>Maggioranza di merci</translation>
    </message>
</context>
<context>
    <name>Schema</name>
    <message>
        <source>add undo/redo state and player profiles</source>
        <translation>aggiungere lo stato annulla/ripeti e i profili dei giocatori</translation>
    </message>
    <message>
        <source>add a summary row to every game</source>
        <translation>aggiungere una riga di riepilogo a ogni partita</translation>
    </message>
    <message>
        <source>give games, profiles and the library their ids</source>
        <translation>assegnare gli identificativi a partite, profili e archivio</translation>
    </message>
    <message>
        <source>keep what the club server is owed</source>
        <translation>tenere traccia di cosa resta da inviare al server del club</translation>
    </message>
    <message>
        <source>keep the names players give features</source>
        <translation>conservare i nomi che i giocatori danno alle costruzioni</translation>
    </message>
    <message>
        <source>chain each game&apos;s events by their hashes</source>
        <translation>concatenare gli eventi di ogni partita con i loro hash</translation>
    </message>
    <message>
        <source>keep the inns and cathedrals players note on features</source>
        <translation>conservare le locande e le cattedrali che i giocatori annotano sulle costruzioni</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score over the turns</source>
        <translation>Punteggio turno per turno</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
</context>
<context>
    <name>ScoreDialog</name>
    <message numerus="yes">
        <source>Score (%n point(s))</source>
        <extracomment>the button that scores the feature: %n the most points a player gets from it</extracomment>
        <translation>
            <numerusform>Valuta (%n punto)</numerusform>
            <numerusform>Valuta (%n punti)</numerusform>
        </translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Valuta</translation>
    </message>
    <message>
        <source>Nothing to count: confirm to score it.</source>
        <translation>Niente da contare: conferma per valutare.</translation>
    </message>
    <message>
        <source>Circus and acrobat tiles around %1&apos;s ringmaster</source>
        <extracomment>%1 player name</extracomment>
        <translation>Tessere circo e acrobati intorno al direttore del circo di %1</translation>
    </message>
    <message>
        <source>Score %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>Valuta %1</translation>
    </message>
    <message>
        <source>no more than its tiles</source>
        <extracomment>why a field bounded by the tiles (the coats of arms) takes no more: a feature has no more than one per tile</extracomment>
        <translation>non più delle tessere</translation>
    </message>
</context>
<context>
    <name>ScoreStep</name>
    <message numerus="yes">
        <source>%n feature(s) to score</source>
        <extracomment>%n how many completed features may be scored now</extracomment>
        <translation>
            <numerusform>%n costruzione da valutare</numerusform>
            <numerusform>%n costruzioni da valutare</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to score</source>
        <translation>Niente da valutare</translation>
    </message>
    <message>
        <source>Completed features (S)</source>
        <translation>Costruzioni completate (S)</translation>
    </message>
    <message>
        <source>No road, city, monastery, castle or cemetery is occupied.</source>
        <translation>Nessuna strada, città, monastero, castello o cimitero è occupato.</translation>
    </message>
    <message>
        <source>Score %1</source>
        <extracomment>%1 a feature (&quot;road r3&quot;)</extracomment>
        <translation>Valuta %1</translation>
    </message>
    <message>
        <source>Take the city&apos;s goods (W)…</source>
        <translation>Prendi le merci della città (W)…</translation>
    </message>
</context>
<context>
    <name>ScoringFigures</name>
    <message>
        <source>scoring meeple</source>
        <translation>segnapunti</translation>
    </message>
    <message>
        <source>meeple</source>
        <translation>segnapunti</translation>
    </message>
    <message>
        <source>messenger</source>
        <translation>messaggera</translation>
    </message>
</context>
<context>
    <name>ScoringTrack</name>
    <message>
        <source>%1: %2 on %3</source>
        <extracomment>%1 the player&apos;s name, %2 the figure (scoring meeple, messenger or robber), %3 the space (a number)</extracomment>
        <translation>%1: %2 su %3</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Seat %1</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Posto %1</translation>
    </message>
    <message>
        <source>Player %1&apos;s name</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Nome del giocatore %1</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Nome del giocatore %1</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Colore del giocatore %1</translation>
    </message>
    <message>
        <source>(taken)</source>
        <translation>(già scelto)</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Sposta su</translation>
    </message>
    <message>
        <source>Move up (earlier in the turn order)</source>
        <translation>Sposta su (prima nell&apos;ordine di turno)</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Sposta giù</translation>
    </message>
    <message>
        <source>Move down (later in the turn order)</source>
        <translation>Sposta giù (dopo nell&apos;ordine di turno)</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Rimuovi questo giocatore</translation>
    </message>
    <message>
        <source>Language of player %1</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Lingua del giocatore %1</translation>
    </message>
    <message>
        <source>Language of player %1: %2</source>
        <extracomment>%1 the seat&apos;s number, from 1, %2 the language&apos;s name</extracomment>
        <translation>Lingua del giocatore %1: %2</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>A game needs at least 2 players.</source>
        <translation>Una partita richiede almeno 2 giocatori.</translation>
    </message>
    <message>
        <source>Player %1 has no name yet.</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Il giocatore %1 non ha ancora un nome.</translation>
    </message>
    <message>
        <source>Two players are called %1: add a letter to tell them apart.</source>
        <extracomment>%1 the name both players have</extracomment>
        <translation>Due giocatori si chiamano %1: aggiungi una lettera per distinguerli.</translation>
    </message>
    <message>
        <source>◀ Library</source>
        <translation>◀ Archivio</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>Players in seating order (%1 of 6)</source>
        <extracomment>%1 how many players are seated (2 to 6)</extracomment>
        <translation>Giocatori in ordine di posto (%1 su 6)</translation>
    </message>
    <message>
        <source>+ Add a player</source>
        <translation>+ Aggiungi un giocatore</translation>
    </message>
    <message>
        <source>Regulars — click to seat them:</source>
        <translation>Giocatori abituali — clicca per farli sedere:</translation>
    </message>
    <message>
        <source>Expansions on the table</source>
        <translation>Espansioni sul tavolo</translation>
    </message>
    <message>
        <source>Start the game (Ctrl+Enter)</source>
        <translation>Inizia la partita (Ctrl+Invio)</translation>
    </message>
    <message>
        <source>Player %1&apos;s name holds a control character or a text-direction override: type it again without it.</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Il nome del giocatore %1 contiene un carattere di controllo o un carattere che inverte la direzione del testo: riscrivilo senza.</translation>
    </message>
    <message>
        <source>Big Box</source>
        <extracomment>The preset for the boxed edition &quot;Carcassonne Big Box&quot; (the base game with The Abbot, Inns and Cathedrals and Traders and Builders): use the name it is sold under in your language</extracomment>
        <translation>Carcassonne Big Box</translation>
    </message>
    <message>
        <source>Turns on or off together: %1. The other expansions stay as they are.</source>
        <extracomment>%1 the Big Box&apos;s expansions&apos; names, one after the other</extracomment>
        <translation>Attiva o disattiva insieme: %1. Le altre espansioni restano come sono.</translation>
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
        <translation>Importa una registrazione…</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Partita in corso</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>one player of the game to resume: %1 the name, %2 the score</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tutte</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>In corso</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Finita</translation>
    </message>
    <message>
        <source>Delete the game of %1? It cannot be brought back (export it first to keep a copy).</source>
        <extracomment>%1 is the game&apos;s title, or when it has none the players&apos; names joined by commas (never a date)</extracomment>
        <translation>Eliminare la partita «%1»? Non potrà essere recuperata (esportala prima per conservarne una copia).</translation>
    </message>
    <message>
        <source>No games here yet</source>
        <translation>Ancora nessuna partita</translation>
    </message>
    <message>
        <source>Start a new game, or import a record file from another table.</source>
        <translation>Inizia una nuova partita o importa una registrazione da un altro tavolo.</translation>
    </message>
    <message>
        <source>Import a game record</source>
        <translation>Importa una registrazione di partita</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Registrazioni di partite (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tutti i file (*)</translation>
    </message>
    <message>
        <source>Export the game record</source>
        <translation>Esporta la registrazione di partita</translation>
    </message>
    <message>
        <source>Delete this game?</source>
        <translation>Eliminare questa partita?</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Informazioni</translation>
    </message>
    <message>
        <source>The game was exported to %1.</source>
        <extracomment>%1 is the path of the file written</extracomment>
        <translation>La partita è stata esportata in %1.</translation>
    </message>
    <message>
        <source>Export</source>
        <extracomment>The button of the export&apos;s file dialog that writes the file</extracomment>
        <translation>Esporta</translation>
    </message>
    <message>
        <source>League</source>
        <extracomment>Opens the league: the standings of a season over the finished games</extracomment>
        <translation>Campionato</translation>
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
        <translation>Tenere gli eventi intatti come una nuova partita</translation>
    </message>
    <message>
        <source>No game in progress</source>
        <translation>Nessuna partita in corso</translation>
    </message>
    <message>
        <source>No finished game yet</source>
        <translation>Ancora nessuna partita finita</translation>
    </message>
    <message>
        <source>Start a new game, or show all games.</source>
        <translation>Inizia una nuova partita o mostra tutte le partite.</translation>
    </message>
</context>
<context>
    <name>StatisticsPanel</name>
    <message>
        <source>Players&apos; statistics</source>
        <translation>Statistiche dei giocatori</translation>
    </message>
    <message>
        <source>Statistics appear once games with named players are stored.</source>
        <translation>Le statistiche compaiono quando ci sono partite salvate con giocatori con un nome.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Games finished</source>
        <translation>Partite finite</translation>
    </message>
    <message>
        <source>Games in progress</source>
        <translation>Partite in corso</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vittorie</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Punteggio medio</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Miglior punteggio</translation>
    </message>
    <message>
        <source>Points by source (finished games)</source>
        <translation>Punti per origine (partite finite)</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <source>No space holds another player&apos;s scoring figure: %1&apos;s robber cannot be placed now.</source>
        <extracomment>%1 the robber&apos;s owner&apos;s name</extracomment>
        <translation>Nessuna casella ospita la pedina segnapunti di un altro giocatore: il brigante di %1 non può essere piazzato ora.</translation>
    </message>
    <message>
        <source>◀ Library</source>
        <translation>◀ Archivio</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Maiusc+Z</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Risultati</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Punteggio finale</translation>
    </message>
    <message>
        <source>Where does %1&apos;s robber go? Click a highlighted space.</source>
        <extracomment>%1 the robber&apos;s owner&apos;s name</extracomment>
        <translation>Dove va il brigante di %1? Clicca su una casella evidenziata.</translation>
    </message>
    <message>
        <source>Space %1 takes no robber of %2&apos;s now: choose a highlighted space.</source>
        <extracomment>%1 a track space, %2 the robber&apos;s owner</extracomment>
        <translation>La casella %1 ora non può accogliere il brigante di %2: scegli una casella evidenziata.</translation>
    </message>
    <message>
        <source>Language (Ctrl+Shift+L)</source>
        <extracomment>The key that opens the list of languages</extracomment>
        <translation>Lingua (Ctrl+Maiusc+L)</translation>
    </message>
    <message>
        <source>Language: %1</source>
        <extracomment>%1 the language the table speaks, in its own words (&quot;Deutsch&quot;)</extracomment>
        <translation>Lingua: %1</translation>
    </message>
    <message>
        <source>Dark</source>
        <extracomment>The theme&apos;s names, as the start screen&apos;s switch calls them</extracomment>
        <translation>Scuro</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Chiaro</translation>
    </message>
    <message>
        <source>Desktop</source>
        <translation>Come il desktop</translation>
    </message>
    <message>
        <source>Theme: %1 (Ctrl+Shift+T)</source>
        <extracomment>%1 the theme in use (Light, Dark, Desktop)</extracomment>
        <translation>Tema: %1 (Ctrl+Maiusc+T)</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Giallo</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grigio</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Viola</translation>
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
        <translation>Chiaro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Scuro</translation>
    </message>
    <message>
        <source>Desktop</source>
        <extracomment>The theme that follows the desktop&apos;s light or dark look.</extracomment>
        <translation>Come il desktop</translation>
    </message>
</context>
<context>
    <name>TowerDialog</name>
    <message>
        <source>Add a tower floor</source>
        <translation>Aggiungi un piano di torre</translation>
    </message>
    <message>
        <source>Add the floor</source>
        <translation>Aggiungi il piano</translation>
    </message>
    <message>
        <source>Add the floor and capture</source>
        <translation>Aggiungi il piano e cattura</translation>
    </message>
    <message>
        <source>No tower floors left in the supply.</source>
        <translation>Non restano piani di torre nella riserva.</translation>
    </message>
    <message numerus="yes">
        <source>Which tower? (%n floor(s) left)</source>
        <extracomment>%n how many tower floors the active player has left</extracomment>
        <translation>
            <numerusform>Quale torre? (resta %n piano)</numerusform>
            <numerusform>Quale torre? (restano %n piani)</numerusform>
        </translation>
    </message>
    <message>
        <source>A new tower</source>
        <translation>Una nuova torre</translation>
    </message>
    <message>
        <source>Capture a figure?</source>
        <translation>Catturare una pedina?</translation>
    </message>
    <message>
        <source>No capture</source>
        <translation>Nessuna cattura</translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message>
        <source>%1&apos;s turn</source>
        <extracomment>%1 the active player&apos;s name</extracomment>
        <translation>Turno di %1</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partita è finita</translation>
    </message>
    <message>
        <source>No turn yet</source>
        <translation>Ancora nessun turno</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <extracomment>%1 the turn&apos;s number</extracomment>
        <translation>Turno %1</translation>
    </message>
    <message>
        <source>Begin the first turn: %1 (N)</source>
        <extracomment>%1 the name of the player who begins; (N) the key that does it</extracomment>
        <translation>Inizia il primo turno: %1 (N)</translation>
    </message>
    <message>
        <source>End turn → %1 (N)</source>
        <extracomment>%1 the next player&apos;s name; N is the key</extracomment>
        <translation>Fine turno → %1 (N)</translation>
    </message>
    <message>
        <source>%1&apos;s robber still has to choose whom it robs: choose, then end the turn.</source>
        <extracomment>%1 the robber&apos;s owner</extracomment>
        <translation>Il brigante di %1 deve ancora scegliere chi derubare: scegli, poi termina il turno.</translation>
    </message>
    <message>
        <source>Place another figure this turn?</source>
        <translation>Piazzare un&apos;altra pedina in questo turno?</translation>
    </message>
    <message>
        <source>Place another</source>
        <translation>Piazzane un&apos;altra</translation>
    </message>
    <message>
        <source>The last tile is placed: final scoring (F)…</source>
        <translation>L&apos;ultima tessera è stata piazzata: punteggio finale (F)…</translation>
    </message>
    <message>
        <source>Add a tower floor this turn too?</source>
        <translation>Aggiungere anche un piano di torre in questo turno?</translation>
    </message>
    <message>
        <source>%1 has already placed a figure or added a tower floor this turn, and a turn takes one of them. Enter another anyway?</source>
        <extracomment>%1 the active player; placing a figure and adding a tower floor are the turn&apos;s one action</extracomment>
        <translation>%1 ha già piazzato una pedina o aggiunto un piano di torre in questo turno, e in un turno si fa solo una delle due cose. Inserire comunque un&apos;altra azione?</translation>
    </message>
    <message>
        <source>Add a floor</source>
        <translation>Aggiungi un piano</translation>
    </message>
    <message>
        <source>A message is still owed</source>
        <translation>Manca ancora un messaggio</translation>
    </message>
    <message>
        <source>%1&apos;s scoring figure ended a move on a dark space: %1 draws a message before the turn ends.</source>
        <extracomment>%1 the active player</extracomment>
        <translation>Il segnapunti di %1 ha concluso uno spostamento su una casella scura: %1 pesca un messaggio prima della fine del turno.</translation>
    </message>
    <message>
        <source>Draw the message</source>
        <translation>Pesca il messaggio</translation>
    </message>
    <message>
        <source>End the turn without it</source>
        <translation>Termina il turno senza pescarlo</translation>
    </message>
    <message>
        <source>The builder&apos;s second tile: place it and score what it completes.</source>
        <translation>Seconda tessera del costruttore: piazzala e valuta ciò che completa.</translation>
    </message>
    <message>
        <source>The tile extended my builder&apos;s road or city: second tile (D)</source>
        <translation>La tessera ha esteso la strada o la città del mio costruttore: seconda tessera (D)</translation>
    </message>
</context>
<context>
    <name>ValueFields</name>
    <message>
        <source>Tiles</source>
        <translation>Tessere</translation>
    </message>
    <message>
        <source>Coats of arms</source>
        <translation>Stemmi</translation>
    </message>
    <message>
        <source>Tiles with mist</source>
        <translation>Tessere con nebbia</translation>
    </message>
    <message>
        <source>Completed cities bordering it</source>
        <translation>Città completate confinanti</translation>
    </message>
    <message>
        <source>Circus and acrobat tiles around the ringmaster</source>
        <translation>Tessere circo e acrobati intorno al direttore del circo</translation>
    </message>
    <message>
        <source>An inn on the road</source>
        <translation>Una locanda sulla strada</translation>
    </message>
    <message>
        <source>A cathedral in the city</source>
        <translation>Una cattedrale nella città</translation>
    </message>
</context>
<context>
    <name>Warnings</name>
    <message>
        <source>%1 owed a message and did not draw one.</source>
        <extracomment>%1 is a player&apos;s name.</extracomment>
        <translation>A %1 spettava un messaggio e non l&apos;ha pescato.</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>cannot read %1: %2</source>
        <extracomment>%1 the record file&apos;s path, %2 the system&apos;s reason</extracomment>
        <translation>impossibile leggere %1: %2</translation>
    </message>
    <message>
        <source>event %1</source>
        <extracomment>the start of a ledger line: %1 the number of the event in the record</extracomment>
        <translation>evento %1</translation>
    </message>
    <message>
        <source>Scores:</source>
        <translation>Punteggi:</translation>
    </message>
    <message>
        <source>Replays a meeple-ledger/1 game record and prints what the table owes, or explains every payout.</source>
        <translation>Ripercorre una registrazione di partita meeple-ledger/1 e mostra i punti dovuti, oppure spiega ogni punteggio.</translation>
    </message>
    <message>
        <source>the record file, or - for standard input</source>
        <translation>il file di registrazione, o - per lo standard input</translation>
    </message>
    <message>
        <source>error: there is no %1 translation; the languages are: %2</source>
        <extracomment>%1 the language code asked for, %2 the codes there are (&quot;en, de, fr…&quot;)</extracomment>
        <translation>errore: non esiste la traduzione «%1»; le lingue sono: %2</translation>
    </message>
    <message>
        <source>Explain in this language: %1 (default: the system&apos;s language, else en).</source>
        <extracomment>%1 the language codes (&quot;en, de, fr…&quot;)</extracomment>
        <translation>Lingua delle spiegazioni: %1 (predefinita: quella del sistema, altrimenti en).</translation>
    </message>
    <message>
        <source>code</source>
        <translation>codice</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli [--lang code] replay|explain FILE (- reads standard input)</source>
        <translation>uso: meeple-ledger-cli [--lang codice] replay|explain FILE (- legge lo standard input)</translation>
    </message>
    <message>
        <source>error: %1</source>
        <extracomment>%1 what went wrong, a sentence of its own
----------
%1 why the record could not be read, a sentence of its own</extracomment>
        <translation>errore: %1</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>lo standard input</translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <extracomment>%1 is the file name, or &quot;standard input&quot;</extracomment>
        <translation>%1 è vuoto</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB, the most a game record can be</source>
        <extracomment>%1 is the file name, or &quot;standard input&quot;; %2 the largest size of a record in MiB (16)</extracomment>
        <translation>%1 supera %2 MiB, il massimo consentito per una registrazione di partita</translation>
    </message>
    <message>
        <source>error: the record is too large to read in the memory available</source>
        <translation>errore: la registrazione di partita è troppo grande per essere letta nella memoria disponibile</translation>
    </message>
    <message>
        <source>error: could not write the output: %1</source>
        <extracomment>%1 is the system&apos;s reason, such as &quot;No space left on device&quot;</extracomment>
        <translation>errore: impossibile scrivere l&apos;output: %1</translation>
    </message>
    <message>
        <source>error: could not write to standard output</source>
        <translation>errore: impossibile scrivere sullo standard output</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>finita</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>in corso</translation>
    </message>
    <message>
        <source>imported %1 as game %2</source>
        <extracomment>%1 the record file, %2 the number of the new game in the library</extracomment>
        <translation>%1 importato come partita %2</translation>
    </message>
    <message>
        <source>%1 is not a game number</source>
        <extracomment>%1 what was given where a game&apos;s number belongs</extracomment>
        <translation>%1 non è un numero di partita</translation>
    </message>
    <message>
        <source>there is no game library at %1</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>non c&apos;è nessun archivio delle partite in %1</translation>
    </message>
    <message>
        <source>fork of game %1</source>
        <extracomment>%1 the number of the game in the library this one is a fork of</extracomment>
        <translation>altra versione della partita %1</translation>
    </message>
    <message>
        <source>%1 unchanged: game %2 already holds all of it</source>
        <extracomment>%1 the record file, %2 the number of the game in the library that already holds it</extracomment>
        <translation>%1 invariato: la partita %2 lo contiene già tutto</translation>
    </message>
    <message>
        <source>imported %1 as game %2, kept as a fork of game %3</source>
        <extracomment>%1 the record file, %2 the number of the new game, %3 the stored game it differs from</extracomment>
        <translation>%1 importato come partita %2, conservato come altra versione della partita %3</translation>
    </message>
    <message numerus="yes">
        <source>updated game %2 from %1: %n event(s) added</source>
        <extracomment>%1 the record file, %2 the number of the game in the library, %n how many events it gained</extracomment>
        <translation>
            <numerusform>partita %2 aggiornata da %1: %n evento aggiunto</numerusform>
            <numerusform>partita %2 aggiornata da %1: %n eventi aggiunti</numerusform>
        </translation>
    </message>
    <message>
        <source>command</source>
        <extracomment>In --help, the name of the first argument: &quot;meeple-ledger-cli [options] command file&quot;</extracomment>
        <translation>comando</translation>
    </message>
    <message>
        <source>file</source>
        <extracomment>In --help, the value of --library: &quot;--library &lt;file&gt;&quot;
----------
In --help, the name of the second argument, the record file: &quot;meeple-ledger-cli [options] command file&quot;</extracomment>
        <translation>file</translation>
    </message>
    <message>
        <source>a season needs --season NAME, --from YYYY-MM-DD and --to YYYY-MM-DD together</source>
        <translation>una stagione richiede insieme --season NOME, --from AAAA-MM-GG e --to AAAA-MM-GG</translation>
    </message>
    <message>
        <source>%1 %2 is not a day written YYYY-MM-DD</source>
        <extracomment>%1 the option (--from or --to), %2 what was given after it</extracomment>
        <translation>%1 %2 non è un giorno scritto AAAA-MM-GG</translation>
    </message>
    <message>
        <source>--to %1 comes before --from %2</source>
        <extracomment>%1 the season&apos;s last day, %2 its first day, both YYYY-MM-DD</extracomment>
        <translation>--to %1 viene prima di --from %2</translation>
    </message>
    <message>
        <source>the season&apos;s name is empty</source>
        <translation>il nome della stagione è vuoto</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>posizione</translation>
    </message>
    <message>
        <source>player</source>
        <translation>giocatore</translation>
    </message>
    <message>
        <source>games</source>
        <translation>partite</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>vittorie</translation>
    </message>
    <message>
        <source>avg points</source>
        <translation>media punti</translation>
    </message>
    <message>
        <source>avg place</source>
        <translation>media posizione</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>valutazione</translation>
    </message>
    <message>
        <source>league takes no %1; %2</source>
        <extracomment>%1 the first word the command does not take, %2 the usage line</extracomment>
        <translation>league non accetta %1; %2</translation>
    </message>
    <message>
        <source>no finished games in this season</source>
        <translation>nessuna partita finita in questa stagione</translation>
    </message>
    <message numerus="yes">
        <source>%1: pushed revision %2 (%n event(s))</source>
        <extracomment>%1 the game&apos;s UUID, %2 its revision number, %n its events</extracomment>
        <translation>
            <numerusform>%1: revisione %2 inviata (%n evento)</numerusform>
            <numerusform>%1: revisione %2 inviata (%n eventi)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: unchanged (the server holds revision %2)</source>
        <extracomment>%1 the game&apos;s UUID, %2 its revision number</extracomment>
        <translation>%1: invariata (il server ha la revisione %2)</translation>
    </message>
    <message>
        <source>%1: deleted on the server</source>
        <extracomment>%1 the game&apos;s UUID</extracomment>
        <translation>%1: eliminata sul server</translation>
    </message>
    <message>
        <source>the server&apos;s address: %1</source>
        <extracomment>%1 why the server&apos;s address cannot be read</extracomment>
        <translation>l&apos;indirizzo del server: %1</translation>
    </message>
    <message>
        <source>the connection to the club server was encrypted (TLS)</source>
        <translation>la connessione al server del club era cifrata (TLS)</translation>
    </message>
    <message>
        <source>the connection to the club server was not encrypted</source>
        <translation>la connessione al server del club non era cifrata</translation>
    </message>
    <message>
        <source>--save-season needs --server and a whole season; %1</source>
        <extracomment>%1 the usage line</extracomment>
        <translation>--save-season richiede --server e una stagione intera; %1</translation>
    </message>
    <message>
        <source>The game library file (default: the app&apos;s own, %1).</source>
        <extracomment>%1 the path of the app&apos;s own game library</extracomment>
        <translation>Il file dell&apos;archivio delle partite (predefinito: quello dell&apos;app, %1).</translation>
    </message>
    <message>
        <source>Lists the command&apos;s options.</source>
        <translation>Elenca le opzioni del comando.</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli league [--library FILE] [--season NAME --from YYYY-MM-DD --to YYYY-MM-DD] [--csv OUT] | league --server ADDRESS [--season NAME [--from YYYY-MM-DD --to YYYY-MM-DD [--save-season]]] [--csv OUT]</source>
        <translation>uso: meeple-ledger-cli league [--library FILE] [--season NOME --from AAAA-MM-GG --to AAAA-MM-GG] [--csv USCITA] | league --server INDIRIZZO [--season NOME [--from AAAA-MM-GG --to AAAA-MM-GG [--save-season]]] [--csv USCITA]</translation>
    </message>
    <message>
        <source>Prints a season&apos;s standings over the finished games of a library (the app&apos;s own by default) or of the club&apos;s server.</source>
        <translation>Mostra la classifica di una stagione sulle partite finite di un archivio (per impostazione predefinita quello dell&apos;app) o del server del club.</translation>
    </message>
    <message>
        <source>The club server&apos;s games instead (a postgresql:// URL or a libpq connection string).</source>
        <translation>Le partite del server del club, invece (un URL postgresql:// o una stringa di connessione libpq).</translation>
    </message>
    <message>
        <source>address</source>
        <extracomment>In --help, the value of --server: &quot;--server &lt;address&gt;&quot;</extracomment>
        <translation>indirizzo</translation>
    </message>
    <message>
        <source>The season&apos;s name.</source>
        <extracomment>In --help, the value of --season: &quot;--season &lt;name&gt;&quot;</extracomment>
        <translation>Il nome della stagione.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nome</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <extracomment>In --help, the value of --from and --to: &quot;--from &lt;YYYY-MM-DD&gt;&quot;</extracomment>
        <translation>AAAA-MM-GG</translation>
    </message>
    <message>
        <source>The season&apos;s first day (UTC).</source>
        <translation>Il primo giorno della stagione (UTC).</translation>
    </message>
    <message>
        <source>The season&apos;s last day (UTC).</source>
        <translation>L&apos;ultimo giorno della stagione (UTC).</translation>
    </message>
    <message>
        <source>With --server: keeps the season on the server.</source>
        <translation>Con --server: conserva la stagione sul server.</translation>
    </message>
    <message>
        <source>Also writes the standings as CSV.</source>
        <translation>Scrive anche la classifica in CSV.</translation>
    </message>
    <message>
        <source>league takes --library FILE or --server ADDRESS, not both; %1</source>
        <extracomment>%1 the usage line</extracomment>
        <translation>league accetta --library FILE o --server INDIRIZZO, non entrambi; %1</translation>
    </message>
    <message>
        <source>Imports game records; a game it holds already is updated, never stored twice.</source>
        <translation>Importa registrazioni di partita; una partita già presente viene aggiornata, mai salvata due volte.</translation>
    </message>
    <message>
        <source>Lists the games: number, date (UTC), players with scores, state.</source>
        <translation>Elenca le partite: numero, data (UTC), giocatori con i punteggi, stato.</translation>
    </message>
    <message>
        <source>Writes a game&apos;s record to OUT, or to standard output.</source>
        <translation>Scrive la registrazione di una partita in OUT o sullo standard output.</translation>
    </message>
    <message>
        <source>Names the library; prints its name and device id.</source>
        <translation>Dà un nome all&apos;archivio; mostra il suo nome e l&apos;identificativo del dispositivo.</translation>
    </message>
    <message>
        <source>Copies the whole library, even while the app runs.</source>
        <translation>Copia l&apos;intero archivio, anche mentre l&apos;app è in funzione.</translation>
    </message>
    <message>
        <source>Replaces the library with a backup.</source>
        <translation>Sostituisce l&apos;archivio con un backup.</translation>
    </message>
    <message>
        <source>Writes one row per player per game as CSV.</source>
        <translation>Scrive in CSV una riga per giocatore e per partita.</translation>
    </message>
    <message>
        <source>Prints the path of the library file.</source>
        <translation>Mostra il percorso del file dell&apos;archivio.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Comandi:</translation>
    </message>
    <message>
        <source>Works on a game library: the app&apos;s own, or the file --library names.</source>
        <translation>Lavora su un archivio delle partite: quello dell&apos;app o il file indicato da --library.</translation>
    </message>
    <message>
        <source>With list: the games as JSON.</source>
        <translation>Con list: le partite in JSON.</translation>
    </message>
    <message>
        <source>With csv: finished games only.</source>
        <translation>Con csv: solo le partite finite.</translation>
    </message>
    <message>
        <source>One of the commands below.</source>
        <translation>Uno dei comandi elencati sotto.</translation>
    </message>
    <message>
        <source>Prints what a game record comes to, as JSON.</source>
        <translation>Mostra in JSON il risultato di una registrazione di partita.</translation>
    </message>
    <message>
        <source>Explains every payout of a game record, a line each.</source>
        <translation>Spiega ogni punteggio di una registrazione di partita, uno per riga.</translation>
    </message>
    <message>
        <source>Imports, lists, exports, backs up and restores the games of a library.</source>
        <translation>Importa, elenca ed esporta le partite di un archivio, ne fa il backup e le ripristina.</translation>
    </message>
    <message>
        <source>Prints a season&apos;s standings over a library&apos;s or the club&apos;s finished games.</source>
        <translation>Mostra la classifica di una stagione sulle partite finite di un archivio o del club.</translation>
    </message>
    <message>
        <source>Pushes a library&apos;s games to the club&apos;s server.</source>
        <translation>Invia le partite di un archivio al server del club.</translation>
    </message>
    <message>
        <source>Each command&apos;s --help lists its options: meeple-ledger-cli library --help</source>
        <extracomment>The last line of --help</extracomment>
        <translation>Il --help di ogni comando ne elenca le opzioni: meeple-ledger-cli library --help</translation>
    </message>
    <message>
        <source>Pushes the games of a library (the app&apos;s own by default) to the club&apos;s server.</source>
        <translation>Invia le partite di un archivio (per impostazione predefinita quello dell&apos;app) al server del club.</translation>
    </message>
    <message>
        <source>The club server: a postgresql:// URL or a libpq connection string.</source>
        <translation>Il server del club: un URL postgresql:// o una stringa di connessione libpq.</translation>
    </message>
    <message>
        <source>url</source>
        <extracomment>In --help, the value of --server: &quot;--server &lt;url&gt;&quot;</extracomment>
        <translation>url</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli sync [--library FILE] --server URL (a postgresql:// URL or a libpq connection string)</source>
        <translation>uso: meeple-ledger-cli sync [--library FILE] --server URL (un URL postgresql:// o una stringa di connessione libpq)</translation>
    </message>
    <message>
        <source>Creates the club&apos;s roles, its schema and its tables (again: upgrades them, changes nothing else).</source>
        <translation>Crea i ruoli, lo schema e le tabelle del club (di nuovo: li aggiorna, senza cambiare altro).</translation>
    </message>
    <message>
        <source>Creates a login for a table&apos;s laptop and prints its connection.</source>
        <translation>Crea un account di accesso per il portatile di un tavolo e ne mostra la connessione.</translation>
    </message>
    <message>
        <source>Creates a login for an organiser and prints its connection.</source>
        <translation>Crea un account di accesso per un organizzatore e ne mostra la connessione.</translation>
    </message>
    <message>
        <source>%1 is a club server (schema version %2); add each table&apos;s laptop with: meeple-ledger-cli club add-table NAME</source>
        <extracomment>%1 the database&apos;s name, %2 the schema&apos;s version</extracomment>
        <translation>%1 è un server di club (versione dello schema %2); aggiungi il portatile di ogni tavolo con: meeple-ledger-cli club add-table NOME</translation>
    </message>
    <message>
        <source>%1 exists already and keeps its password (--new-password makes a new one)</source>
        <extracomment>%1 a login&apos;s name</extracomment>
        <translation>%1 esiste già e mantiene la sua password (--new-password ne crea una nuova)</translation>
    </message>
    <message>
        <source>%1 can sync with this connection (keep it as a password):</source>
        <extracomment>%1 a login&apos;s name; the connection follows on the next line</extracomment>
        <translation>%1 può sincronizzarsi con questa connessione (custodiscila come una password):</translation>
    </message>
    <message>
        <source>The server&apos;s name as the laptops reach it, in the printed connection (default: the host of --server).</source>
        <translation>Il nome con cui i portatili raggiungono il server, nella connessione mostrata (predefinito: l&apos;host di --server).</translation>
    </message>
    <message>
        <source>host</source>
        <extracomment>In --help, the value of --host: &quot;--host &lt;host&gt;&quot;</extracomment>
        <translation>host</translation>
    </message>
    <message>
        <source>Gives a login that exists already a new password (its laptop needs the new connection).</source>
        <translation>Dà una nuova password a un account di accesso già esistente (il suo portatile ha poi bisogno della nuova connessione).</translation>
    </message>
    <message>
        <source>Sets up the club&apos;s server and the logins of its tables and organisers.</source>
        <translation>Configura il server del club e gli account di accesso dei suoi tavoli e organizzatori.</translation>
    </message>
    <message>
        <source>Gives a game to another table (its library&apos;s name or device id): that table&apos;s version counts from now on. The table that owns the game or an organiser may; --server is their own connection.</source>
        <translation>Cede una partita a un altro tavolo (il nome della sua libreria o l’id del suo dispositivo): da ora conta la versione di quel tavolo. Può farlo il tavolo a cui la partita appartiene o un organizzatore; --server è la sua connessione.</translation>
    </message>
    <message>
        <source>game %1 belongs to %2 now: its version counts</source>
        <extracomment>%1 the game&apos;s UUID, %2 the table that owns it now</extracomment>
        <translation>la partita %1 ora appartiene a %2: conta la sua versione</translation>
    </message>
    <message>
        <source>Makes a PostgreSQL database the club&apos;s server and gives each table and organiser a login, with a superuser&apos;s connection; hands a game over to another table, with its owner&apos;s or an organiser&apos;s.</source>
        <translation>Con la connessione di un superutente, rende un database PostgreSQL il server del club e dà a ogni tavolo e organizzatore un account di accesso; con quella del suo proprietario o di un organizzatore, cede una partita a un altro tavolo.</translation>
    </message>
    <message>
        <source>The club&apos;s database, a postgresql:// URL or a libpq connection string: a superuser&apos;s for setup and add-*, the owning table&apos;s or an organiser&apos;s for hand-over.</source>
        <translation>Il database del club, un URL postgresql:// o una stringa di connessione libpq: quella di un superutente per setup e add-*, quella del tavolo proprietario o di un organizzatore per hand-over.</translation>
    </message>
    <message>
        <source>With hand-over: the table that gets the game, by its library&apos;s name or its device id.</source>
        <translation>Con hand-over: il tavolo che riceve la partita, con il nome della sua libreria o l’id del suo dispositivo.</translation>
    </message>
    <message>
        <source>table</source>
        <extracomment>In --help, the value of --to: &quot;--to &lt;table&gt;&quot;</extracomment>
        <translation>tavolo</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>%1 a game&apos;s UUID, %2 its players&apos; names</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>awaiting the organiser: %1 holds another version of %2&apos;s game %3</source>
        <extracomment>%1 the table holding the version, %2 the table that owns the game, %3 the game (UUID and players)</extracomment>
        <translation>attende l’organizzatore: %1 ha un’altra versione della partita di %2 %3</translation>
    </message>
    <message>
        <source>left out: the rules refuse %1&apos;s game %2</source>
        <extracomment>%1 the table, %2 the game (UUID and players)</extracomment>
        <translation>esclusa: le regole rifiutano la partita di %1 %2</translation>
    </message>
    <message>
        <source>a version counts once its table owns the game: meeple-ledger-cli club hand-over GAME --to TABLE --server ADDRESS</source>
        <translation>una versione conta quando la partita appartiene al suo tavolo: meeple-ledger-cli club hand-over PARTITA --to TAVOLO --server INDIRIZZO</translation>
    </message>
    <message>
        <source>%1: pushed revision %2, kept for the organiser: the game belongs to %3, whose version the league counts</source>
        <extracomment>%1 the game&apos;s UUID, %2 its revision number, %3 the table that owns the game</extracomment>
        <translation>%1: revisione %2 inviata, conservata per l’organizzatore: la partita appartiene a %3, di cui la lega conta la versione</translation>
    </message>
    <message>
        <source>the season&apos;s name holds a control character or a text-direction override</source>
        <translation>il nome della stagione contiene un carattere di controllo o un carattere che inverte la direzione del testo</translation>
    </message>
    <message>
        <source>the season&apos;s name is longer than %1 characters</source>
        <extracomment>%1 the longest a name may be (40)</extracomment>
        <translation>il nome della stagione supera i %1 caratteri</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli library [--library FILE] import RECORD… | list [--json] | export ID [OUT] | name [NAME] | backup OUT | restore IN | csv [--finished] [ID…] [OUT] | keep-intact ID | where</source>
        <translation>uso: meeple-ledger-cli library [--library FILE] import PARTITA… | list [--json] | export NUMERO [USCITA] | name [NOME] | backup USCITA | restore INGRESSO | csv [--finished] [NUMERO…] [USCITA] | keep-intact NUMERO | where</translation>
    </message>
    <message>
        <source>Keeps the events of a game changed outside the app, up to the first changed one, as a new game.</source>
        <translation>Tiene gli eventi di una partita modificata fuori dall’applicazione, fino al primo modificato, come una nuova partita.</translation>
    </message>
    <message>
        <source>note: game %1 was changed outside Meeple Ledger at its event %2; the backup holds it as it is (library keep-intact %1 keeps the events before)</source>
        <extracomment>%1 the game&apos;s number, %2 the event&apos;s index in it</extracomment>
        <translation>nota: la partita %1 è stata modificata fuori da Meeple Ledger al suo evento %2; il backup la contiene com’è (library keep-intact %1 tiene gli eventi precedenti)</translation>
    </message>
    <message>
        <source>game %1 holds the intact events of game %2</source>
        <extracomment>%1 the new game&apos;s number, %2 the changed game&apos;s number</extracomment>
        <translation>la partita %1 contiene gli eventi intatti della partita %2</translation>
    </message>
    <message>
        <source>%1: not pushed: %2</source>
        <extracomment>%1 the game&apos;s UUID, %2 the library&apos;s sentence saying which event was changed</extracomment>
        <translation>%1: non inviata: %2</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli club setup | add-table NAME | add-organiser NAME --server ADDRESS [--host HOST] [--new-password] | club hand-over GAME --to TABLE --server ADDRESS | club check-results --server ADDRESS [--repair]</source>
        <translation>uso: meeple-ledger-cli club setup | add-table NOME | add-organiser NOME --server INDIRIZZO [--host HOST] [--new-password] | club hand-over PARTITA --to TAVOLO --server INDIRIZZO | club check-results --server INDIRIZZO [--repair]</translation>
    </message>
    <message>
        <source>Replays every counted game on the server and compares it with the result kept beside it, which the league reads; lists each that differs or is missing. --repair (an organiser&apos;s connection) keeps the replay&apos;s result instead.</source>
        <translation>Rigioca ogni partita contata sul server e la confronta con il risultato conservato accanto, che la lega legge; elenca ciascuno diverso o mancante. --repair (la connessione di un organizzatore) conserva invece il risultato rigiocato.</translation>
    </message>
    <message>
        <source>refused by the rules</source>
        <translation>rifiutata dalle regole</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>a seat in a result: %1 the player&apos;s name, %2 the score</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>finished: %1</source>
        <extracomment>%1 the seats with their scores (&quot;Ana 32, Ben 25&quot;)</extracomment>
        <translation>finita: %1</translation>
    </message>
    <message>
        <source>game %1 (%2, revision %3)</source>
        <extracomment>%1 the game&apos;s UUID, %2 the table holding it, %3 the revision</extracomment>
        <translation>partita %1 (%2, revisione %3)</translation>
    </message>
    <message>
        <source>%1: no result kept; its events replay to %2</source>
        <extracomment>%1 the version (&quot;game UUID (Table 3, revision 12)&quot;), %2 its replayed result</extracomment>
        <translation>%1: nessun risultato conservato; i suoi eventi rigiocati danno %2</translation>
    </message>
    <message>
        <source>%1: kept %2, but its events replay to %3</source>
        <extracomment>%1 the version, %2 the result kept on the server, %3 the replayed result</extracomment>
        <translation>%1: conservato %2, ma i suoi eventi rigiocati danno %3</translation>
    </message>
    <message numerus="yes">
        <source>%n counted game(s) checked: every kept result is what its events replay to</source>
        <extracomment>%n the games checked</extracomment>
        <translation>
            <numerusform>%n partita contata controllata: ogni risultato conservato è quello che danno i suoi eventi rigiocati</numerusform>
            <numerusform>%n partite contate controllate: ogni risultato conservato è quello che danno i loro eventi rigiocati</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counted game(s) checked: %1 result(s) kept anew from the replay</source>
        <extracomment>%n the games checked, %1 how many results were kept anew</extracomment>
        <translation>
            <numerusform>%n partita contata controllata: %1 risultato/i conservato/i di nuovo dagli eventi rigiocati</numerusform>
            <numerusform>%n partite contate controllate: %1 risultato/i conservato/i di nuovo dagli eventi rigiocati</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counted game(s) checked: %1 kept result(s) differ from the replay (--repair keeps the replay&apos;s)</source>
        <extracomment>%n the games checked, %1 how many differ</extracomment>
        <translation>
            <numerusform>%n partita contata controllata: %1 risultato/i conservato/i diverso/i dagli eventi rigiocati (--repair conserva quello rigiocato)</numerusform>
            <numerusform>%n partite contate controllate: %1 risultato/i conservato/i diverso/i dagli eventi rigiocati (--repair conserva quello rigiocato)</numerusform>
        </translation>
    </message>
    <message>
        <source>With check-results: keeps each replayed result that differs from the kept one (an organiser&apos;s role).</source>
        <translation>Con check-results: conserva ogni risultato rigiocato diverso da quello conservato (il ruolo di un organizzatore).</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Keeps the score of a physical Carcassonne game.</source>
        <translation>Tiene il punteggio di una partita a Carcassonne sul tavolo.</translation>
    </message>
    <message>
        <source>Show every screen once and quit; exit status 1 if one does not load cleanly. Uses a library of its own unless --library is given.</source>
        <translation>Mostra ogni schermata una volta ed esce; codice di uscita 1 se una non si carica correttamente. Usa un archivio a parte, a meno che non sia indicato --library.</translation>
    </message>
    <message>
        <source>The game library file to use instead of the default one.</source>
        <translation>Il file dell&apos;archivio delle partite da usare al posto di quello predefinito.</translation>
    </message>
    <message>
        <source>The screen to show first: start, setup, table or final.</source>
        <translation>La schermata da mostrare per prima: start, setup, table o final.</translation>
    </message>
    <message>
        <source>A meeple-ledger/1 game record to import and open.</source>
        <translation>Una registrazione di partita meeple-ledger/1 da importare e aprire.</translation>
    </message>
    <message>
        <source>Quit as soon as the first frame is drawn (start-up timing).</source>
        <translation>Esce appena viene disegnato il primo fotogramma (misura dell&apos;avvio).</translation>
    </message>
    <message>
        <source>The language to speak: en, de, fr, es, it, nl, pl or cs (kept for the next start).</source>
        <translation>La lingua dell&apos;app: en, de, fr, es, it, nl, pl o cs (mantenuta per il prossimo avvio).</translation>
    </message>
    <message>
        <source>Set up a new game (in the running window if there is one).</source>
        <translation>Prepara una nuova partita (nella finestra aperta, se ce n&apos;è una).</translation>
    </message>
    <message>
        <source>Resume the unfinished game played last (in the running window if there is one).</source>
        <translation>Riprende l&apos;ultima partita non finita (nella finestra aperta, se ce n&apos;è una).</translation>
    </message>
    <message>
        <source>A game of Carcassonne is being scored</source>
        <translation>Si sta tenendo il punteggio di una partita di Carcassonne</translation>
    </message>
    <message>
        <source>file</source>
        <extracomment>In --help, what an option takes: &quot;--library &lt;file&gt;&quot;</extracomment>
        <translation>file</translation>
    </message>
    <message>
        <source>name</source>
        <extracomment>In --help, what --screen takes: &quot;--screen &lt;name&gt;&quot;</extracomment>
        <translation>nome</translation>
    </message>
    <message>
        <source>code</source>
        <extracomment>In --help, what --language takes: &quot;--language &lt;code&gt;&quot; (a language code such as de)</extracomment>
        <translation>codice</translation>
    </message>
    <message>
        <source>no display found; run it on a desktop, or headless with: %1</source>
        <extracomment>%1 the command that runs the app without a screen</extracomment>
        <translation>nessuno schermo trovato; avvialo su un desktop, o senza schermo con: %1</translation>
    </message>
    <message>
        <source>give at most one game record</source>
        <translation>indica al massimo una registrazione di partita</translation>
    </message>
    <message>
        <source>give only one of a game record, --new-game and --resume, and --screen with neither of the last two</source>
        <translation>indica solo uno tra: una registrazione di partita, --new-game e --resume; e --screen senza nessuno degli ultimi due</translation>
    </message>
    <message>
        <source>--screen takes start, setup, table or final</source>
        <translation>--screen accetta start, setup, table o final</translation>
    </message>
    <message>
        <source>--language takes one of %1</source>
        <extracomment>%1 the language codes, joined by &quot;, &quot;</extracomment>
        <translation>--language accetta uno di questi codici: %1</translation>
    </message>
    <message>
        <source>record</source>
        <extracomment>In --help, the name of the optional argument, a game record: &quot;meeple-ledger [options] [record]&quot;</extracomment>
        <translation>registrazione</translation>
    </message>
    <message>
        <source>self-test failed: QML warnings: %1</source>
        <extracomment>%1 how many warnings QML gave (a number, 1 or more)</extracomment>
        <translation>autotest non riuscito: avvisi QML: %1</translation>
    </message>
    <message>
        <source>self-test failed: the screens did not all load in time</source>
        <translation>autotest non riuscito: non tutte le schermate sono state caricate in tempo</translation>
    </message>
    <message>
        <source>self-test passed (every screen loaded, frames drawn)</source>
        <translation>autotest riuscito (ogni schermata caricata, immagini disegnate)</translation>
    </message>
    <message>
        <source>self-test passed (every screen loaded, no frame drawn on this platform)</source>
        <translation>autotest riuscito (ogni schermata caricata, nessuna immagine disegnata su questa piattaforma)</translation>
    </message>
    <message>
        <source>self-test failed: the main QML object is not a window</source>
        <translation>autotest non riuscito: l&apos;oggetto QML principale non è una finestra</translation>
    </message>
    <message>
        <source>--club-screen: %1</source>
        <extracomment>%1 why the club screen has no server to watch (a sentence)</extracomment>
        <translation>--club-screen: %1</translation>
    </message>
    <message>
        <source>The club&apos;s games are being shown</source>
        <translation>Sono mostrate le partite del club</translation>
    </message>
    <message>
        <source>Show the club screen (for a projector): every table&apos;s game in progress, live from the club server (the one set in the club settings, or --server).</source>
        <translation>Mostra la schermata del club (per un proiettore): la partita in corso di ogni tavolo, in diretta dal server del club (quello delle impostazioni del club, oppure --server).</translation>
    </message>
    <message>
        <source>The club server for --club-screen: a libpq connection string or a postgresql:// URL (the password from ~/.pgpass or PGPASSWORD).</source>
        <translation>Il server del club per --club-screen: una stringa di connessione libpq o un URL postgresql:// (la password da ~/.pgpass o PGPASSWORD).</translation>
    </message>
    <message>
        <source>address</source>
        <extracomment>In --help, what --server takes: &quot;--server &lt;address&gt;&quot; (a connection string or URL)</extracomment>
        <translation>indirizzo</translation>
    </message>
    <message>
        <source>--server goes with --club-screen, which takes neither a record, --library nor --screen</source>
        <translation>--server va con --club-screen, che non accetta né una registrazione di partita, né --library né --screen</translation>
    </message>
    <message>
        <source>the app&apos;s models could not be loaded</source>
        <translation>non è stato possibile caricare i dati dell’applicazione</translation>
    </message>
</context>
<context>
    <name>ml::ClubListener</name>
    <message>
        <source>listen for the tables&apos; pushes</source>
        <extracomment>what was being done, inside &quot;the club server refused to …&quot;</extracomment>
        <translation>ascoltare gli invii dei tavoli</translation>
    </message>
</context>
<context>
    <name>ml::ClubSettings</name>
    <message>
        <source>Connected to %1; the connection is encrypted.</source>
        <extracomment>%1 the server&apos;s address (no password)</extracomment>
        <translation>Connesso a %1; la connessione è cifrata.</translation>
    </message>
    <message>
        <source>Connected to %1; the connection is not encrypted.</source>
        <extracomment>%1 the server&apos;s address (no password)</extracomment>
        <translation>Connesso a %1; la connessione non è cifrata.</translation>
    </message>
    <message>
        <source>Not synced at %1 (trying again soon): %2</source>
        <extracomment>%1 the time of day, %2 what went wrong, a sentence of its own</extracomment>
        <translation>Non sincronizzato alle %1 (nuovo tentativo a breve): %2</translation>
    </message>
    <message numerus="yes">
        <source>Synced with the club at %1: %n game(s) pushed.</source>
        <extracomment>%1 the time of day, %n how many games were pushed</extracomment>
        <translation>
            <numerusform>Sincronizzato con il club alle %1: %n partita inviata.</numerusform>
            <numerusform>Sincronizzato con il club alle %1: %n partite inviate.</numerusform>
        </translation>
    </message>
    <message>
        <source>no club server is set (the start screen&apos;s Club button)</source>
        <translation>nessun server del club impostato (pulsante «Club» della schermata iniziale)</translation>
    </message>
    <message numerus="yes">
        <source>Synced with the club at %1 over a connection that is not encrypted: %n game(s) pushed.</source>
        <extracomment>%1 the time of day, %n how many games were pushed</extracomment>
        <translation>
            <numerusform>Sincronizzato con il club alle %1 con una connessione non cifrata: %n partita inviata.</numerusform>
            <numerusform>Sincronizzato con il club alle %1 con una connessione non cifrata: %n partite inviate.</numerusform>
        </translation>
    </message>
</context>
</TS>
