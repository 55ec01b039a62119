<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Meeple Ledger</source>
        <translation>O programie Meeple Ledger</translation>
    </message>
    <message>
        <source>Version %1</source>
        <extracomment>%1 is the version number, e.g. 0.1.0</extracomment>
        <translation>Wersja %1</translation>
    </message>
    <message>
        <source>A scoring assistant for physical games of Carcassonne: the players keep their tiles and meeples on the table, the app counts and explains every point.</source>
        <translation>Pomocnik do liczenia punktów w partiach Carcassonne przy stole: gracze trzymają swoje płytki i podwładnych na stole, aplikacja liczy i objaśnia każdy punkt.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licencja</translation>
    </message>
    <message>
        <source>Meeple Ledger is free software: you may share and change it under the GNU General Public License, version 3 or any later version (GPL-3.0-or-later). It comes with no warranty.</source>
        <translation>Meeple Ledger jest wolnym oprogramowaniem: można je rozpowszechniać i zmieniać na warunkach licencji GNU General Public License w wersji 3 lub dowolnej późniejszej (GPL-3.0-or-later). Jest dostarczane bez żadnej gwarancji.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>The rules follow the publishers&apos; rulebooks (Hans im Glück, and Z-Man Games&apos; English edition where a game option chooses it) and the pages of each expansion on Wikicarpedia (wikicarpedia.com), the community&apos;s rules wiki, with the official answers it collects.</source>
        <translation>Zasady opierają się na instrukcjach wydawców (Hans im Glück oraz angielskim wydaniu Z-Man Games, gdy wybiera je opcja partii) i na stronach każdego dodatku w Wikicarpedii (wikicarpedia.com), wiki zasad tworzonej przez społeczność graczy, wraz z zebranymi tam oficjalnymi odpowiedziami.</translation>
    </message>
    <message>
        <source>Carcassonne is a trademark of Hans im Glück Verlags-GmbH. Meeple Ledger is not made or endorsed by the publishers.</source>
        <translation>Carcassonne jest znakiem towarowym Hans im Glück Verlags-GmbH. Meeple Ledger nie jest dziełem wydawców ani nie jest przez nich popierany.</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Folder danych</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>ActionDialog</name>
    <message>
        <source>Confirm</source>
        <translation>Potwierdź</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Enter, then end the turn</source>
        <translation>Zapisz i zakończ turę</translation>
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
        <translation>Popraw wynik</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>Popraw</translation>
    </message>
    <message>
        <source>Points (negative to take away)</source>
        <translation>Punkty (ujemne, aby odjąć)</translation>
    </message>
    <message>
        <source>Reason, e.g. forgot to score a road in turn 12</source>
        <translation>Powód, np. nie zliczono drogi w turze 12</translation>
    </message>
</context>
<context>
    <name>Animals</name>
    <message>
        <source>flea</source>
        <translation>pchła</translation>
    </message>
    <message>
        <source>monkey</source>
        <translation>małpa</translation>
    </message>
    <message>
        <source>seal</source>
        <translation>foka</translation>
    </message>
    <message>
        <source>bear</source>
        <translation>niedźwiedź</translation>
    </message>
    <message>
        <source>tiger</source>
        <translation>tygrys</translation>
    </message>
    <message>
        <source>elephant</source>
        <translation>słoń</translation>
    </message>
    <message>
        <source>Flea</source>
        <translation>Pchła</translation>
    </message>
    <message>
        <source>Monkey</source>
        <translation>Małpa</translation>
    </message>
    <message>
        <source>Seal</source>
        <translation>Foka</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Niedźwiedź</translation>
    </message>
    <message>
        <source>Tiger</source>
        <translation>Tygrys</translation>
    </message>
    <message>
        <source>Elephant</source>
        <translation>Słoń</translation>
    </message>
</context>
<context>
    <name>AppState</name>
    <message>
        <source>The game library is not open.</source>
        <translation>Biblioteka partii nie jest otwarta.</translation>
    </message>
    <message>
        <source>The game library file was not a game library. It was moved aside, unchanged, to %1, and a new library was started.</source>
        <extracomment>%1 where the damaged file was moved</extracomment>
        <translation>Plik biblioteki partii nie był biblioteką. Odłożono go bez zmian do %1 i utworzono nową bibliotekę.</translation>
    </message>
    <message>
        <source>The game library was damaged. It was moved aside, unchanged, to %1, and a new library was started.</source>
        <extracomment>%1 where the damaged file was moved</extracomment>
        <translation>Biblioteka partii była uszkodzona. Odłożono ją bez zmian do %1 i utworzono nową bibliotekę.</translation>
    </message>
    <message>
        <source>Its games could not be recovered: %1</source>
        <extracomment>%1 the reason</extracomment>
        <translation>Nie udało się odzyskać jej partii: %1</translation>
    </message>
    <message>
        <source>Games recovered from it: %1. Games that could not be read or replayed (they stay in the damaged copy): %2.</source>
        <extracomment>%1 how many games were recovered, %2 how many could not be</extracomment>
        <translation>Odzyskane partie: %1. Partie, których nie dało się odczytać ani odtworzyć (zostają w uszkodzonej kopii): %2.</translation>
    </message>
    <message>
        <source>Part of its list of games could not be read either.</source>
        <translation>Części listy partii również nie dało się odczytać.</translation>
    </message>
</context>
<context>
    <name>BigTopStep</name>
    <message>
        <source>Big top</source>
        <translation>Namiot cyrkowy</translation>
    </message>
    <message>
        <source>Score the big top (C)…</source>
        <translation>Punktuj namiot cyrkowy (C)…</translation>
    </message>
</context>
<context>
    <name>BoardPanel</name>
    <message>
        <source>Board</source>
        <translation>Plansza</translation>
    </message>
    <message numerus="yes">
        <source>%n occupied feature(s)</source>
        <extracomment>%n how many features on the board have figures on them</extracomment>
        <translation>
            <numerusform>%n zajęty obszar</numerusform>
            <numerusform>%n zajęte obszary</numerusform>
            <numerusform>%n zajętych obszarów</numerusform>
        </translation>
    </message>
    <message>
        <source>No figure on the board yet.</source>
        <translation>Na planszy nie ma jeszcze żadnej figury.</translation>
    </message>
</context>
<context>
    <name>ChoiceStep</name>
    <message>
        <source>%1&apos;s robber on space %2: whom does it rob?</source>
        <extracomment>%1 the robber&apos;s owner, %2 the track space</extracomment>
        <translation>Bandyta gracza %1 na polu %2: kogo okrada?</translation>
    </message>
    <message>
        <source>Suggested: %1 — %2</source>
        <extracomment>%1 the player&apos;s name, %2 the reason (&quot;the most points&quot;)</extracomment>
        <translation>Sugerowane: %1 — %2</translation>
    </message>
    <message>
        <source>Which scoring figure takes the stolen points?</source>
        <translation>Który pionek punktacji dostaje skradzione punkty?</translation>
    </message>
    <message numerus="yes">
        <source>Rob %1&apos;s %2: %n point(s), takes %3</source>
        <extracomment>%1 the robbed player&apos;s name, %2 their scoring figure, %n the points it moved, %3 the robber&apos;s share</extracomment>
        <translation>
            <numerusform>Okradnij: %2 gracza %1 — %n punkt, zabiera %3</numerusform>
            <numerusform>Okradnij: %2 gracza %1 — %n punkty, zabiera %3</numerusform>
            <numerusform>Okradnij: %2 gracza %1 — %n punktów, zabiera %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep the suggestion</source>
        <translation>Zachowaj sugestię</translation>
    </message>
</context>
<context>
    <name>CircusDialog</name>
    <message>
        <source>Score the big top</source>
        <translation>Punktuj namiot cyrkowy</translation>
    </message>
    <message>
        <source>Which animal token was revealed?</source>
        <translation>Który żeton zwierzęcia odkryto?</translation>
    </message>
    <message>
        <source>Figures of each player around the big top</source>
        <translation>Figury każdego gracza wokół namiotu cyrkowego</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 (%n left)</source>
        <extracomment>%1 the animal of a big top token, %2 the points it gives each figure (&quot;5 points&quot;), %n the tokens of that animal still face down</extracomment>
        <translation>
            <numerusform>%1 · %2 (został %n)</numerusform>
            <numerusform>%1 · %2 (zostały %n)</numerusform>
            <numerusform>%1 · %2 (zostało %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>the points a big top token gives each figure around the big top</extracomment>
        <translation>
            <numerusform>%n punkt</numerusform>
            <numerusform>%n punkty</numerusform>
            <numerusform>%n punktów</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClubAddress</name>
    <message>
        <source>the port &quot;%1&quot; is not a number from 1 to 65535</source>
        <extracomment>%1 what was given as the port</extracomment>
        <translation>port „%1” nie jest liczbą od 1 do 65535</translation>
    </message>
    <message>
        <source>the value of %1 may not contain &quot;;&quot;</source>
        <extracomment>%1 a connection keyword such as sslmode</extracomment>
        <translation>wartość %1 nie może zawierać „;”</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a connection keyword</source>
        <extracomment>%1 the unknown keyword in the connection string</extracomment>
        <translation>„%1” nie jest słowem kluczowym połączenia</translation>
    </message>
    <message>
        <source>the URL cannot be read: %1</source>
        <extracomment>%1 why the URL cannot be read (Qt&apos;s words, about the URL without its user name and password)</extracomment>
        <translation>nie można odczytać adresu URL: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no &quot;=&quot; and value</source>
        <extracomment>%1 a keyword of the connection string</extracomment>
        <translation>„%1” nie ma „=” ani wartości</translation>
    </message>
    <message>
        <source>the quoted value of %1 is not closed</source>
        <extracomment>%1 a keyword of the connection string</extracomment>
        <translation>wartość %1 w cudzysłowie nie jest zamknięta</translation>
    </message>
    <message>
        <source>no server was given</source>
        <translation>nie podano serwera</translation>
    </message>
    <message>
        <source>only postgresql:// URLs and libpq connection strings are understood</source>
        <translation>rozumiane są tylko adresy postgresql:// i ciągi połączenia libpq</translation>
    </message>
    <message>
        <source>the database name (dbname) is missing</source>
        <translation>brak nazwy bazy danych (dbname)</translation>
    </message>
    <message>
        <source>the PostgreSQL driver of Qt Sql is not installed (Debian package libqt6sql6-psql)</source>
        <translation>sterownik PostgreSQL biblioteki Qt Sql nie jest zainstalowany (pakiet Debiana libqt6sql6-psql)</translation>
    </message>
    <message>
        <source>the club server %1 refused the connection: %2</source>
        <extracomment>%1 the server&apos;s address (no password), %2 the driver&apos;s reason</extracomment>
        <translation>serwer klubu %1 odrzucił połączenie: %2</translation>
    </message>
    <message>
        <source>the club server %1 cannot be reached: %2</source>
        <extracomment>%1 the server&apos;s address (no password), %2 the driver&apos;s reason</extracomment>
        <translation>serwer klubu %1 jest nieosiągalny: %2</translation>
    </message>
    <message>
        <source>the user name, the password or the options after &quot;?&quot; cannot be read: characters such as @, /, ? and # in them must be percent-encoded</source>
        <translation>nie można odczytać nazwy użytkownika, hasła ani opcji po „?”: znaki takie jak @, /, ? i # muszą być w nich zakodowane procentowo</translation>
    </message>
</context>
<context>
    <name>ClubDialog</name>
    <message>
        <source>Club server</source>
        <translation>Serwer klubu</translation>
    </message>
    <message>
        <source>Every game stored here is also sent to the club&apos;s PostgreSQL server when it can be reached. The games stay on this machine either way.</source>
        <translation>Każda zapisana tu partia jest też wysyłana na serwer PostgreSQL klubu, gdy jest on osiągalny. Partie i tak zostają na tym komputerze.</translation>
    </message>
    <message>
        <source>Connection (a postgresql:// URL or a libpq connection string)</source>
        <translation>Połączenie (adres postgresql:// lub ciąg połączenia libpq)</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Połączenie</translation>
    </message>
    <message>
        <source>Password (one is kept; leave empty to keep it)</source>
        <translation>Hasło (jedno jest zapisane; zostaw puste, aby je zachować)</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Hasło</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Sprawdź połączenie</translation>
    </message>
    <message>
        <source>Encrypted: yes</source>
        <translation>Szyfrowane: tak</translation>
    </message>
    <message>
        <source>Encrypted: no</source>
        <translation>Szyfrowane: nie</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
</context>
<context>
    <name>ClubLeague</name>
    <message>
        <source>read the club&apos;s seasons</source>
        <translation>odczyt sezonów klubu</translation>
    </message>
    <message>
        <source>the club server has no season called &quot;%1&quot;</source>
        <extracomment>%1 the season&apos;s name as given</extracomment>
        <translation>serwer klubu nie ma sezonu o nazwie „%1”</translation>
    </message>
    <message>
        <source>set the season &quot;%1&quot;</source>
        <extracomment>%1 the season&apos;s name</extracomment>
        <translation>ustawienie sezonu „%1”</translation>
    </message>
    <message>
        <source>read the club&apos;s games</source>
        <translation>odczyt partii klubu</translation>
    </message>
    <message>
        <source>read the club&apos;s results</source>
        <translation>odczyt wyników klubu</translation>
    </message>
</context>
<context>
    <name>ClubResults</name>
    <message>
        <source>keep the result of game %1</source>
        <extracomment>%1 the game&apos;s UUID</extracomment>
        <translation>zapisać wynik partii %1</translation>
    </message>
    <message>
        <source>read the kept results</source>
        <translation>odczyt zapisanych wyników</translation>
    </message>
    <message>
        <source>only an organiser&apos;s role may repair the kept results; without --repair any role may check them</source>
        <translation>naprawić zapisane wyniki może tylko rola organizatora; bez --repair sprawdzić je może każda rola</translation>
    </message>
    <message>
        <source>repair the kept results</source>
        <translation>naprawić zapisane wyniki</translation>
    </message>
</context>
<context>
    <name>ClubSchema</name>
    <message>
        <source>the club server went away while trying to %1: %2</source>
        <extracomment>%1 what was being done (&quot;push game …&quot;), %2 the driver&apos;s reason</extracomment>
        <translation>serwer klubu zniknął podczas operacji „%1”: %2</translation>
    </message>
    <message>
        <source>the club server refused to %1: %2</source>
        <extracomment>%1 what was being done (&quot;push game …&quot;), %2 the server&apos;s reason</extracomment>
        <translation>serwer klubu odrzucił operację „%1”: %2</translation>
    </message>
    <message>
        <source>read the schema version</source>
        <translation>odczyt wersji schematu</translation>
    </message>
    <message>
        <source>the database has no schema &quot;meeple&quot;: run the club&apos;s setup SQL as a superuser first (docs/club.md)</source>
        <translation>baza danych nie ma schematu „meeple”: najpierw wykonaj jako superużytkownik SQL konfiguracji klubu (docs/club.md)</translation>
    </message>
    <message>
        <source>the club server&apos;s schema is at version %1, newer than this program knows (%2); update Meeple Ledger</source>
        <extracomment>%1 the server&apos;s schema version, %2 the newest this program knows</extracomment>
        <translation>schemat serwera klubu ma wersję %1, nowszą niż zna ten program (%2); zaktualizuj Meeple Ledger</translation>
    </message>
    <message>
        <source>the club server&apos;s schema is at version %1 and this program needs %2: connect once with an organiser&apos;s role to upgrade it</source>
        <extracomment>%1 the server&apos;s schema version, %2 the one this program needs</extracomment>
        <translation>schemat serwera klubu ma wersję %1, a ten program potrzebuje %2: połącz się raz z rolą organizatora, aby go zaktualizować</translation>
    </message>
    <message>
        <source>upgrade the schema</source>
        <translation>aktualizacja schematu</translation>
    </message>
    <message>
        <source>the club server&apos;s schema is at version %1, which no upgrade starts from</source>
        <extracomment>%1 the server&apos;s schema version</extracomment>
        <translation>schemat serwera klubu ma wersję %1, od której nie zaczyna się żadna aktualizacja</translation>
    </message>
    <message>
        <source>the club server went away while trying to %1: the connection was closed</source>
        <extracomment>%1 what was being done (&quot;push game …&quot;)</extracomment>
        <translation>serwer klubu zniknął podczas operacji „%1”: połączenie zostało zamknięte</translation>
    </message>
</context>
<context>
    <name>ClubScreen</name>
    <message>
        <source>Club night</source>
        <translation>Wieczór klubowy</translation>
    </message>
    <message>
        <source>Live · updated %1</source>
        <extracomment>%1 the time of day the club server was last read</extracomment>
        <translation>Na żywo · aktualizacja %1</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Na żywo</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Brak połączenia</translation>
    </message>
    <message>
        <source>%1. Trying again…</source>
        <extracomment>%1 why the club server cannot be read (a sentence without its full stop); the screen keeps trying by itself</extracomment>
        <translation>%1. Ponowna próba…</translation>
    </message>
    <message>
        <source>No game in progress at any table.</source>
        <translation>Przy żadnym stole nie trwa partia.</translation>
    </message>
    <message numerus="yes">
        <source>turn %n</source>
        <extracomment>%n how many turns the game at that table has begun</extracomment>
        <translation>
            <numerusform>tura %n</numerusform>
            <numerusform>tura %n</numerusform>
            <numerusform>tura %n</numerusform>
        </translation>
    </message>
    <message>
        <source>to play</source>
        <translation>ruch</translation>
    </message>
    <message>
        <source>Standings: %1</source>
        <extracomment>%1 the season&apos;s name</extracomment>
        <translation>Tabela: %1</translation>
    </message>
    <message>
        <source>Standings: every game</source>
        <translation>Tabela: wszystkie partie</translation>
    </message>
    <message>
        <source>No finished game yet.</source>
        <translation>Jeszcze żadnej zakończonej partii.</translation>
    </message>
    <message>
        <source>%1 of %2 won</source>
        <extracomment>%1 wins, %2 games: &quot;2 of 3 won&quot;</extracomment>
        <translation>%1 z %2 wygranych</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) counted.</source>
        <extracomment>%n finished games the standings count</extracomment>
        <translation>
            <numerusform>%n zakończona partia policzona.</numerusform>
            <numerusform>%n zakończone partie policzone.</numerusform>
            <numerusform>%n zakończonych partii policzonych.</numerusform>
        </translation>
    </message>
    <message>
        <source>Another table holds another version of this game: it awaits the organiser.</source>
        <translation>Inny stół ma inną wersję tej partii: czeka na organizatora.</translation>
    </message>
    <message numerus="yes">
        <source>%n version(s) from a table that does not own the game await the organiser; they count for nothing.</source>
        <extracomment>%n versions of games held by tables that do not own them</extracomment>
        <translation>
            <numerusform>%n wersja od stołu, do którego partia nie należy, czeka na organizatora; nie liczy się.</numerusform>
            <numerusform>%n wersje od stołów, do których partia nie należy, czekają na organizatora; nie liczą się.</numerusform>
            <numerusform>%n wersji od stołów, do których partia nie należy, czeka na organizatora; nie liczą się.</numerusform>
        </translation>
    </message>
    <message>
        <source>Table %1</source>
        <extracomment>%1 the first characters of the device id of a library without a name</extracomment>
        <translation>Stół %1</translation>
    </message>
</context>
<context>
    <name>ClubSecrets</name>
    <message>
        <source>the folder %1 cannot be created</source>
        <extracomment>%1 a folder</extracomment>
        <translation>nie można utworzyć folderu %1</translation>
    </message>
    <message>
        <source>the password cannot be kept in %1: %2</source>
        <extracomment>%1 a file, %2 the reason</extracomment>
        <translation>nie można zapisać hasła w %1: %2</translation>
    </message>
</context>
<context>
    <name>ClubSetup</name>
    <message>
        <source>the club server refused to %1: that needs a superuser&apos;s connection (or a role that may create roles), such as the postgres user&apos;s</source>
        <extracomment>%1 what was being done (&quot;create the login role table_3&quot;)</extracomment>
        <translation>serwer klubu odrzucił operację „%1”: wymaga to połączenia superużytkownika (albo roli, która może tworzyć role), na przykład użytkownika postgres</translation>
    </message>
    <message>
        <source>create the club&apos;s roles and schema</source>
        <translation>utworzenie ról i schematu klubu</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a login&apos;s name: use 1 to 63 lower-case letters, digits and _, starting with a letter (table_3)</source>
        <extracomment>%1 the name given for a table&apos;s or an organiser&apos;s login</extracomment>
        <translation>„%1” nie może być nazwą loginu: użyj od 1 do 63 małych liter, cyfr i _, zaczynając od litery (table_3)</translation>
    </message>
    <message>
        <source>create the login role %1</source>
        <extracomment>what was being done, inside &quot;the club server refused to …&quot;; %1 a login&apos;s name</extracomment>
        <translation>utworzenie roli logowania %1</translation>
    </message>
</context>
<context>
    <name>ClubSync</name>
    <message>
        <source>register this library</source>
        <translation>rejestracja tej biblioteki</translation>
    </message>
    <message>
        <source>this library (device %1) is registered on the club server by the role %2; connect with that role</source>
        <extracomment>%1 the library&apos;s device id, %2 the club role that registered it</extracomment>
        <translation>ta biblioteka (urządzenie %1) jest zarejestrowana na serwerze klubu przez rolę %2; połącz się z tą rolą</translation>
    </message>
    <message>
        <source>push game %1</source>
        <extracomment>%1 the game&apos;s UUID</extracomment>
        <translation>wysłanie partii %1</translation>
    </message>
    <message>
        <source>read the club&apos;s games</source>
        <translation>odczyt partii klubu</translation>
    </message>
    <message>
        <source>read which games the club server holds</source>
        <translation>odczyt partii, które ma serwer klubu</translation>
    </message>
    <message>
        <source>hand over game %1</source>
        <extracomment>%1 the game&apos;s UUID as given</extracomment>
        <translation>przekazanie partii %1</translation>
    </message>
    <message>
        <source>the club server has no game %1 (give its UUID, or at least its first 8 characters)</source>
        <extracomment>%1 the game&apos;s UUID as given</extracomment>
        <translation>serwer klubu nie ma partii %1 (podaj jej UUID albo przynajmniej jego pierwsze 8 znaków)</translation>
    </message>
    <message>
        <source>more than one game on the club server begins with %1: give more of its UUID</source>
        <extracomment>%1 the beginning of a UUID as given</extracomment>
        <translation>więcej niż jedna partia na serwerze klubu zaczyna się od %1: podaj dłuższą część UUID</translation>
    </message>
    <message>
        <source>game %1 belongs to %2: only that table or an organiser may hand it over</source>
        <extracomment>%1 the game&apos;s UUID, %2 the table that owns it</extracomment>
        <translation>partia %1 należy do %2: przekazać ją może tylko ten stół albo organizator</translation>
    </message>
    <message>
        <source>the club server knows no table called %1 (give its library&apos;s name or its device id)</source>
        <extracomment>%1 the device as given</extracomment>
        <translation>serwer klubu nie zna stołu o nazwie %1 (podaj nazwę biblioteki stołu albo id urządzenia)</translation>
    </message>
    <message>
        <source>more than one table on the club server is called %1: give its device id</source>
        <extracomment>%1 the device as given</extracomment>
        <translation>więcej niż jeden stół na serwerze klubu nazywa się %1: podaj id urządzenia stołu</translation>
    </message>
    <message>
        <source>the club server cannot be reached now; try again in a moment</source>
        <translation>serwer klubu jest teraz nieosiągalny; spróbuj ponownie za chwilę</translation>
    </message>
</context>
<context>
    <name>ClubWindow</name>
    <message>
        <source>Meeple Ledger — club night</source>
        <extracomment>the window title of the club&apos;s projector screen</extracomment>
        <translation>Meeple Ledger — wieczór klubowy</translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <source>Could not %1 in the game library %2: %3</source>
        <extracomment>%1 what was being done, one of this context&apos;s action phrases (&quot;read the games&quot;), %2 the library file, %3 SQLite&apos;s reason</extracomment>
        <translation>Nie udało się %1 w bibliotece partii %2: %3</translation>
    </message>
    <message>
        <source>The game library %1 is not open.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>Biblioteka partii %1 nie jest otwarta.</translation>
    </message>
    <message>
        <source>%1 is a SQLite database of another program, not a Meeple Ledger game library; it was left untouched.</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>%1 to baza danych SQLite innego programu, a nie biblioteka partii Meeple Ledger; pozostawiono ją bez zmian.</translation>
    </message>
    <message>
        <source>%1 has tables but no game library schema version; it was left untouched.</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>%1 zawiera tabele, ale nie ma wersji schematu biblioteki partii; pozostawiono go bez zmian.</translation>
    </message>
    <message>
        <source>The game library %1 was written by a newer version of Meeple Ledger (library schema %2; this version reads up to schema %3). It was left untouched: update Meeple Ledger to open it.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>Bibliotekę partii %1 zapisała nowsza wersja Meeple Ledger (schemat %2; ta wersja odczytuje schematy do %3). Pozostawiono ją bez zmian: zaktualizuj Meeple Ledger, aby ją otworzyć.</translation>
    </message>
    <message>
        <source>The game library %1 is not a SQLite database (%2).</source>
        <extracomment>%1 the library file, %2 SQLite&apos;s reason</extracomment>
        <translation>Biblioteka partii %1 nie jest bazą danych SQLite (%2).</translation>
    </message>
    <message>
        <source>The game library %1 is damaged (%2).</source>
        <extracomment>%1 the library file, %2 SQLite&apos;s reason</extracomment>
        <translation>Biblioteka partii %1 jest uszkodzona (%2).</translation>
    </message>
    <message>
        <source>It could not be moved aside to %1 (%2), so nothing was changed; move or delete it, then open the library again.</source>
        <extracomment>%1 where the damaged file was to go, %2 the reason</extracomment>
        <translation>Nie udało się jej odłożyć do %1 (%2), więc niczego nie zmieniono; przenieś ją lub usuń, a potem otwórz bibliotekę ponownie.</translation>
    </message>
    <message>
        <source>It was moved to %1, but %2 could not follow it (%3); move that file too before opening the library again.</source>
        <extracomment>%1 where the damaged file went, %2 a file that belongs with it (its journal), %3 the reason</extracomment>
        <translation>Przeniesiono ją do %1, ale nie udało się przenieść %2 (%3); przenieś także ten plik, zanim ponownie otworzysz bibliotekę.</translation>
    </message>
    <message>
        <source>It was moved aside to %1 without changing it; opening the library again starts a new, empty one.</source>
        <extracomment>%1 where the damaged file went</extracomment>
        <translation>Odłożono ją bez zmian do %1; ponowne otwarcie biblioteki utworzy nową, pustą.</translation>
    </message>
    <message>
        <source>prepare the backup before upgrading</source>
        <translation>przygotować kopii zapasowej przed aktualizacją</translation>
    </message>
    <message>
        <source>The game library %1 needs an upgrade, but another program is using it; close that program and open the library again. Nothing was changed.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>Biblioteka partii %1 wymaga aktualizacji, ale używa jej inny program; zamknij go i otwórz bibliotekę ponownie. Niczego nie zmieniono.</translation>
    </message>
    <message>
        <source>Could not copy the game library %1 to %2 before upgrading it (%3); nothing was changed.</source>
        <extracomment>%1 the library file, %2 the copy&apos;s path, %3 the reason</extracomment>
        <translation>Nie udało się skopiować biblioteki partii %1 do %2 przed aktualizacją (%3); niczego nie zmieniono.</translation>
    </message>
    <message>
        <source>switch to write-ahead logging</source>
        <translation>włączyć dziennika z wyprzedzeniem zapisu (WAL)</translation>
    </message>
    <message>
        <source>configure the connection</source>
        <translation>skonfigurować połączenia</translation>
    </message>
    <message>
        <source>create the tables</source>
        <translation>utworzyć tabel</translation>
    </message>
    <message>
        <source>Could not upgrade the game library %1 to schema %2 (%3): %4. The upgrade was rolled back and the library is still at schema %5; a copy made before it is at %6.</source>
        <extracomment>%1 the library file, %2 the schema version the upgrade leads to, %3 what that step changes (&quot;add a summary row to every game&quot;), %4 why it failed, %5 the version the library stays at, %6 the copy made before the upgrade %1 the library file&apos;s path</extracomment>
        <translation>Nie udało się zaktualizować biblioteki partii %1 do schematu %2 (%3): %4. Aktualizację wycofano i biblioteka nadal ma schemat %5; kopia sprzed aktualizacji jest w %6.</translation>
    </message>
    <message>
        <source>No file name was given for the game library.</source>
        <translation>Nie podano nazwy pliku biblioteki partii.</translation>
    </message>
    <message>
        <source>Could not create the folder %1 for the game library.</source>
        <extracomment>%1 the folder&apos;s path</extracomment>
        <translation>Nie udało się utworzyć folderu %1 na bibliotekę partii.</translation>
    </message>
    <message>
        <source>%1 is not a file; the game library cannot be stored there.</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>%1 nie jest plikiem; nie można tam zapisać biblioteki partii.</translation>
    </message>
    <message>
        <source>Could not read the game library %1: %2</source>
        <extracomment>%1 the library file, %2 the reason</extracomment>
        <translation>Nie udało się odczytać biblioteki partii %1: %2</translation>
    </message>
    <message>
        <source>it does not begin with the SQLite header</source>
        <translation>nie zaczyna się od nagłówka SQLite</translation>
    </message>
    <message>
        <source>Could not open the game library %1: %2</source>
        <extracomment>%1 the library file, %2 the reason</extracomment>
        <translation>Nie udało się otworzyć biblioteki partii %1: %2</translation>
    </message>
    <message>
        <source>Could not %1 in the game library %2: the disk is full. Nothing was written; free some space and try again.</source>
        <extracomment>%1 what was being done, one of this context&apos;s action phrases (&quot;read the games&quot;), %2 the library file</extracomment>
        <translation>Nie udało się %1 w bibliotece partii %2: dysk jest pełny. Nic nie zapisano; zwolnij miejsce i spróbuj ponownie.</translation>
    </message>
    <message>
        <source>the file %1 was replaced by another one</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>plik %1 został zastąpiony innym</translation>
    </message>
    <message>
        <source>the file %1 was deleted or renamed</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>plik %1 został usunięty lub przemianowany</translation>
    </message>
    <message>
        <source>its write-ahead log %1 was deleted or replaced</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>jej dziennik zapisu z wyprzedzeniem %1 został usunięty lub zastąpiony</translation>
    </message>
    <message>
        <source>While Meeple Ledger had the game library open, %1, and its games could not be saved back to %2 (%3). Nothing more is stored until that works: free some space or put the file back, then try again.</source>
        <extracomment>%1 what happened to the file (&quot;the file … was deleted or renamed&quot;), %2 the library file, %3 the reason</extracomment>
        <translation>Gdy Meeple Ledger miał otwartą bibliotekę partii, %1, a jej partii nie udało się zapisać z powrotem do %2 (%3). Do tego czasu nic więcej nie zostanie zapisane: zwolnij miejsce lub przywróć plik i spróbuj ponownie.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>dysk jest pełny</translation>
    </message>
    <message>
        <source>the copy could not be written to the disk</source>
        <translation>nie udało się zapisać kopii na dysku</translation>
    </message>
    <message>
        <source>the file in its place could not be moved to %1</source>
        <extracomment>%1 the path it was to be kept at</extracomment>
        <translation>nie udało się przenieść pliku z tego miejsca do %1</translation>
    </message>
    <message>
        <source>%1 could not be moved to %2</source>
        <extracomment>%1 a file that belongs with the library (its journal), %2 where it was to go</extracomment>
        <translation>nie udało się przenieść %1 do %2</translation>
    </message>
    <message>
        <source>the copy %1 could not be renamed to it</source>
        <extracomment>%1 the copy&apos;s path</extracomment>
        <translation>nie udało się zmienić nazwy kopii %1 na tę nazwę</translation>
    </message>
    <message>
        <source>While Meeple Ledger had the game library open, %1. Its games were saved back to %2, but opening it again failed: %3</source>
        <extracomment>%1 what happened to the file (&quot;the file … was deleted or renamed&quot;), %2 the library file, %3 why opening it again failed</extracomment>
        <translation>Gdy Meeple Ledger miał otwartą bibliotekę partii, %1. Jej partie zapisano z powrotem do %2, ale ponowne otwarcie się nie powiodło: %3</translation>
    </message>
    <message>
        <source>While Meeple Ledger had the game library open, %1. Every game it held was saved back to %2: nothing entered is lost.</source>
        <extracomment>%1 what happened to the file (&quot;the file … was deleted or renamed&quot;), %2 the library file</extracomment>
        <translation>Gdy Meeple Ledger miał otwartą bibliotekę partii, %1. Wszystkie jej partie zapisano z powrotem do %2: nic z wprowadzonych danych nie przepadło.</translation>
    </message>
    <message>
        <source>What was found in its place was kept as %1.</source>
        <extracomment>%1 the path it was kept at</extracomment>
        <translation>To, co leżało na jej miejscu, zachowano jako %1.</translation>
    </message>
    <message>
        <source>it is on a read-only file system</source>
        <translation>znajduje się w systemie plików tylko do odczytu</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>plik jest tylko do odczytu</translation>
    </message>
    <message>
        <source>its folder %1 is read-only</source>
        <extracomment>%1 the folder of the library file</extracomment>
        <translation>jej folder %1 jest tylko do odczytu</translation>
    </message>
    <message>
        <source>The game library %1 is read-only (%2): its games can be viewed but not changed.</source>
        <extracomment>%1 the library file, %2 why it is read-only</extracomment>
        <translation>Biblioteka partii %1 jest tylko do odczytu (%2): jej partie można oglądać, ale nie zmieniać.</translation>
    </message>
    <message>
        <source>The game library %1 is damaged (%2), and it could not be moved aside because it is read-only (%3). Copy it to a folder you can write to and open it there.</source>
        <extracomment>%1 the library file, %2 SQLite&apos;s reason, %3 why the file is read-only</extracomment>
        <translation>Biblioteka partii %1 jest uszkodzona (%2) i nie dało się jej odłożyć, bo jest tylko do odczytu (%3). Skopiuj ją do folderu z prawem zapisu i otwórz tam.</translation>
    </message>
    <message>
        <source>The game library %1 needs to be set up or upgraded before it can be read, but it is read-only (%2); it was left untouched. Make it writable, or copy it to a folder you can write to, and open it again.</source>
        <extracomment>%1 the library file, %2 why it is read-only</extracomment>
        <translation>Bibliotekę partii %1 trzeba przygotować lub zaktualizować, zanim da się ją odczytać, ale jest tylko do odczytu (%2); pozostawiono ją bez zmian. Nadaj jej prawo zapisu lub skopiuj ją do folderu z prawem zapisu i otwórz ponownie.</translation>
    </message>
    <message>
        <source>There is no game library at %1 yet, and none can be made there (%2).</source>
        <extracomment>%1 the library file, %2 why none can be made there</extracomment>
        <translation>W %1 nie ma jeszcze biblioteki partii i nie można jej tam utworzyć (%2).</translation>
    </message>
    <message>
        <source>Could not copy the game library %1 to %2: %3</source>
        <extracomment>%1 the library file, %2 the copy&apos;s path, %3 the reason</extracomment>
        <translation>Nie udało się skopiować biblioteki partii %1 do %2: %3</translation>
    </message>
</context>
<context>
    <name>DisputeDialog</name>
    <message>
        <source>Explain a payout</source>
        <translation>Wyjaśnij przyznanie punktów</translation>
    </message>
    <message>
        <source>%1 for %2 — %3</source>
        <extracomment>%1 points (signed), %2 player, %3 rule name</extracomment>
        <translation>%1 dla: %2 — %3</translation>
    </message>
    <message>
        <source>Left language</source>
        <translation>Język po lewej</translation>
    </message>
    <message>
        <source>Right language</source>
        <translation>Język po prawej</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>Expansions</name>
    <message>
        <source>The Tower</source>
        <translation>Wieża</translation>
    </message>
    <message>
        <source>tower</source>
        <translation>Wieża</translation>
    </message>
    <message>
        <source>The Messengers</source>
        <translation>Posłańcy</translation>
    </message>
    <message>
        <source>messengers</source>
        <translation>Posłańcy</translation>
    </message>
    <message>
        <source>The Robbers</source>
        <translation>Bandyci</translation>
    </message>
    <message>
        <source>robbers</source>
        <translation>Bandyci</translation>
    </message>
    <message>
        <source>Under the Big Top</source>
        <translation>Cyrk objazdowy</translation>
    </message>
    <message>
        <source>bigtop</source>
        <translation>Cyrk objazdowy</translation>
    </message>
    <message>
        <source>Ghosts, Castles and Cemeteries</source>
        <translation>Duchy, Zamki i Cmentarze</translation>
    </message>
    <message>
        <source>ghosts</source>
        <translation>Duchy, Zamki i Cmentarze</translation>
    </message>
    <message>
        <source>The Abbot</source>
        <translation>Opat</translation>
    </message>
    <message>
        <source>abbot</source>
        <translation>Opat</translation>
    </message>
    <message>
        <source>Inns and Cathedrals</source>
        <translation>Karczmy i katedry</translation>
    </message>
    <message>
        <source>inns</source>
        <translation>Karczmy i katedry</translation>
    </message>
    <message>
        <source>Traders and Builders</source>
        <translation>Kupcy i budowniczowie</translation>
    </message>
    <message>
        <source>traders</source>
        <translation>Kupcy i budowniczowie</translation>
    </message>
</context>
<context>
    <name>FeatureCard</name>
    <message>
        <source>open</source>
        <translation>otwarta</translation>
    </message>
    <message>
        <source>%1&apos;s %2 (%3)</source>
        <extracomment>%1 the player&apos;s name, %2 the kind of figure (meeple, guard meeple…), %3 the figure&apos;s id</extracomment>
        <translation>%2 gracza %1 (%3)</translation>
    </message>
    <message>
        <source>No figure on top</source>
        <translation>Brak figury na szczycie</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Puste</translation>
    </message>
    <message>
        <source>Score…</source>
        <translation>Punktuj…</translation>
    </message>
    <message>
        <source>Score pyramid…</source>
        <translation>Punktuj piramidę…</translation>
    </message>
    <message>
        <source>More ▾</source>
        <translation>Więcej ▾</translation>
    </message>
    <message>
        <source>Add a ghost…</source>
        <translation>Dodaj ducha…</translation>
    </message>
    <message>
        <source>Capture with a tower floor…</source>
        <translation>Pojmaj elementem wieży…</translation>
    </message>
    <message>
        <source>Take a figure off (correction)…</source>
        <translation>Zdejmij figurę (korekta)…</translation>
    </message>
    <message>
        <source>Join with another road…</source>
        <translation>Połącz z inną drogą…</translation>
    </message>
    <message>
        <source>Join with another city…</source>
        <translation>Połącz z innym miastem…</translation>
    </message>
    <message>
        <source>Join with another field…</source>
        <translation>Połącz z innym polem…</translation>
    </message>
    <message>
        <source>%1 of %2 acrobats</source>
        <extracomment>%1 the acrobat space&apos;s acrobats, %2 a full pyramid&apos;s</extracomment>
        <translation>akrobaci: %1 z %2</translation>
    </message>
    <message>
        <source>Score %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>Punktuj: %1</translation>
    </message>
    <message>
        <source>More actions on %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>Więcej działań: %1</translation>
    </message>
    <message>
        <source>A name of your own, e.g. the river city</source>
        <extracomment>The field where the players type a feature&apos;s name of their own</extracomment>
        <translation>Własna nazwa, np. miasto nad rzeką</translation>
    </message>
    <message>
        <source>Name of %1</source>
        <extracomment>%1 the feature as the players see it (&quot;Ana&apos;s city&quot;)</extracomment>
        <translation>Nazwa: %1</translation>
    </message>
    <message>
        <source>Name it… (F2)</source>
        <translation>Nadaj nazwę… (F2)</translation>
    </message>
    <message>
        <source>Rename… (F2)</source>
        <translation>Zmień nazwę… (F2)</translation>
    </message>
</context>
<context>
    <name>FeatureMarks</name>
    <message>
        <source>Inn</source>
        <extracomment>the inn by a lake on a road tile (Inns and Cathedrals), as the rulebook names it</extracomment>
        <translation>Karczma</translation>
    </message>
    <message>
        <source>Cathedral</source>
        <extracomment>the cathedral in a city (Inns and Cathedrals), as the rulebook names it</extracomment>
        <translation>Katedra</translation>
    </message>
    <message numerus="yes">
        <source>completed: %n point(s) per tile</source>
        <extracomment>what a road with an inn scores once completed; %n points per tile</extracomment>
        <translation>
            <numerusform>po ukończeniu: %n punkt za płytkę</numerusform>
            <numerusform>po ukończeniu: %n punkty za płytkę</numerusform>
            <numerusform>po ukończeniu: %n punktów za płytkę</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>completed: %n point(s) per tile and per coat of arms</source>
        <extracomment>what a city with a cathedral scores once completed; %n points per tile and per coat of arms</extracomment>
        <translation>
            <numerusform>po ukończeniu: %n punkt za płytkę i za herb</numerusform>
            <numerusform>po ukończeniu: %n punkty za płytkę i za herb</numerusform>
            <numerusform>po ukończeniu: %n punktów za płytkę i za herb</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · still open at the end: %2</source>
        <extracomment>%1 what the feature scores once completed, %2 what it scores if still open at the end</extracomment>
        <translation>%1 · bez ukończenia na koniec gry: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>what a road with an inn or a city with a cathedral still open at the end scores; %n points</extracomment>
        <translation>
            <numerusform>%n punkt</numerusform>
            <numerusform>%n punkty</numerusform>
            <numerusform>%n punktów</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FeatureNames</name>
    <message>
        <source>%1 and %2</source>
        <extracomment>The players on one feature: %1 all but the last (joined by &quot;, &quot;), %2 the last</extracomment>
        <translation>%1 i %2</translation>
    </message>
    <message>
        <source>tower %1, height %2</source>
        <extracomment>%1 the tower&apos;s number, %2 its floors</extracomment>
        <translation>wieża %1, wysokość %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A feature nobody stands on: %1 its type, %2 its number</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1&apos;s road</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>droga (%1)</translation>
    </message>
    <message>
        <source>%1&apos;s city</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>miasto (%1)</translation>
    </message>
    <message>
        <source>%1&apos;s monastery</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>klasztor (%1)</translation>
    </message>
    <message>
        <source>%1&apos;s field</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>pole (%1)</translation>
    </message>
    <message>
        <source>%1&apos;s haunted castle</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>nawiedzony zamek (%1)</translation>
    </message>
    <message>
        <source>%1&apos;s cemetery</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>cmentarz (%1)</translation>
    </message>
    <message>
        <source>%1&apos;s acrobat space</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>miejsce akrobatów (%1)</translation>
    </message>
    <message>
        <source>%1&apos;s garden</source>
        <extracomment>%1 the player on it (&quot;Ana&quot;)</extracomment>
        <translation>ogród (%1)</translation>
    </message>
</context>
<context>
    <name>FeatureNotes</name>
    <message>
        <source>read the feature names of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>odczytać nazw obszarów partii %1</translation>
    </message>
    <message numerus="yes">
        <source>A feature&apos;s name has at most %n character(s); “%1” has %2.</source>
        <extracomment>%1 the name as typed, %2 its length, %n the longest a name may be</extracomment>
        <translation>
            <numerusform>Nazwa obszaru ma najwyżej %n znak; „%1” ma %2.</numerusform>
            <numerusform>Nazwa obszaru ma najwyżej %n znaki; „%1” ma %2.</numerusform>
            <numerusform>Nazwa obszaru ma najwyżej %n znaków; „%1” ma %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>name a feature of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>nazwać obszaru partii %1</translation>
    </message>
    <message>
        <source>read the inns and cathedrals noted in game %1</source>
        <extracomment>%1 the game&apos;s number in the library; a mark is an inn or a cathedral the players noted on a feature</extracomment>
        <translation>odczytać karczmy i katedry zaznaczone w partii %1</translation>
    </message>
    <message>
        <source>note an inn or a cathedral in game %1</source>
        <extracomment>%1 the game&apos;s number in the library; a mark is an inn or a cathedral the players noted on a feature</extracomment>
        <translation>zaznaczyć karczmę lub katedrę w partii %1</translation>
    </message>
    <message>
        <source>forget the feature names and marks of game %1&apos;s undone events</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>usunąć nazwy i oznaczenia obszarów z cofniętych zdarzeń partii %1</translation>
    </message>
</context>
<context>
    <name>FeatureTypes</name>
    <message>
        <source>Road</source>
        <translation>Droga</translation>
    </message>
    <message>
        <source>road</source>
        <translation>droga</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Miasto</translation>
    </message>
    <message>
        <source>city</source>
        <translation>miasto</translation>
    </message>
    <message>
        <source>Monastery</source>
        <translation>Klasztor</translation>
    </message>
    <message>
        <source>monastery</source>
        <translation>klasztor</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Pole</translation>
    </message>
    <message>
        <source>field</source>
        <translation>pole</translation>
    </message>
    <message>
        <source>Haunted castle</source>
        <translation>Nawiedzony zamek</translation>
    </message>
    <message>
        <source>castle</source>
        <translation>nawiedzony zamek</translation>
    </message>
    <message>
        <source>Cemetery</source>
        <translation>Cmentarz</translation>
    </message>
    <message>
        <source>cemetery</source>
        <translation>cmentarz</translation>
    </message>
    <message>
        <source>Tower</source>
        <translation>Wieża</translation>
    </message>
    <message>
        <source>tower</source>
        <translation>wieża</translation>
    </message>
    <message>
        <source>Acrobat space</source>
        <translation>Miejsce akrobatów</translation>
    </message>
    <message>
        <source>acrobats</source>
        <translation>miejsce akrobatów</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>Ogród</translation>
    </message>
    <message>
        <source>garden</source>
        <translation>ogród</translation>
    </message>
</context>
<context>
    <name>FigureKinds</name>
    <message>
        <source>meeple</source>
        <translation>podwładny</translation>
    </message>
    <message>
        <source>guard meeple</source>
        <translation>strażnik</translation>
    </message>
    <message>
        <source>guard</source>
        <translation>strażnik</translation>
    </message>
    <message>
        <source>ringmaster</source>
        <translation>dyrektor cyrku</translation>
    </message>
    <message>
        <source>robber</source>
        <translation>bandyta</translation>
    </message>
    <message>
        <source>abbot</source>
        <translation>opat</translation>
    </message>
    <message>
        <source>large meeple</source>
        <translation>duży podwładny</translation>
    </message>
    <message>
        <source>large</source>
        <translation>duży podwładny</translation>
    </message>
    <message>
        <source>builder</source>
        <translation>budowniczy</translation>
    </message>
    <message>
        <source>pig</source>
        <translation>świnia</translation>
    </message>
</context>
<context>
    <name>FigurePicker</name>
    <message numerus="yes">
        <source>%n ghost(s)</source>
        <extracomment>%n how many ghosts stand on this figure</extracomment>
        <translation>
            <numerusform>%n duch</numerusform>
            <numerusform>%n duchy</numerusform>
            <numerusform>%n duchów</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s %2 on %3</source>
        <extracomment>%1 player, %2 figure kind, %3 the feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>%2 gracza %1: %3</translation>
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
        <translation>◀ Stół</translation>
    </message>
    <message>
        <source>Final result</source>
        <translation>Wynik końcowy</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Punktacja końcowa</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Biblioteka</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Kroki</translation>
    </message>
    <message>
        <source>Check and finish</source>
        <translation>Sprawdź i zakończ</translation>
    </message>
    <message>
        <source>The last big top</source>
        <translation>Ostatni namiot cyrkowy</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 source of points, %2 points</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Check the final payouts</source>
        <translation>Sprawdź końcowe punkty</translation>
    </message>
    <message>
        <source>Was the big top still standing?</source>
        <translation>Czy namiot cyrkowy jeszcze stał?</translation>
    </message>
    <message>
        <source>The monastery&apos;s tile and its neighbours</source>
        <translation>Płytka klasztoru i jej sąsiedzi</translation>
    </message>
    <message>
        <source>No big top at the end</source>
        <translation>Brak namiotu cyrkowego na koniec gry</translation>
    </message>
    <message>
        <source>%1&apos;s figures around the big top</source>
        <extracomment>%1 the player&apos;s name</extracomment>
        <translation>Figury gracza %1 wokół namiotu cyrkowego</translation>
    </message>
    <message>
        <source>Nothing is left to score.</source>
        <translation>Nie zostało nic do punktowania.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Wstecz</translation>
    </message>
    <message>
        <source>Back to the table</source>
        <translation>Wróć do stołu</translation>
    </message>
    <message>
        <source>Finish the game</source>
        <translation>Zakończ partię</translation>
    </message>
    <message>
        <source>Next (Enter)</source>
        <translation>Dalej (Enter)</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Ranking</translation>
    </message>
    <message>
        <source>Circus and acrobat tiles around %1&apos;s ringmaster</source>
        <extracomment>%1 the ringmaster&apos;s owner</extracomment>
        <translation>Płytki cyrku i akrobatów wokół dyrektora cyrku gracza %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n point(s)</source>
        <extracomment>%1 the animal of a big top token, %n the points it gives each figure around the big top</extracomment>
        <translation>
            <numerusform>%1 · %n punkt</numerusform>
            <numerusform>%1 · %n punkty</numerusform>
            <numerusform>%1 · %n punktów</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — step %2 of %3</source>
        <extracomment>%1 a feature as the players see it (&quot;Ana&apos;s city&quot;), %2 this step&apos;s number, %3 the number of steps</extracomment>
        <translation>%1 — krok %2 z %3</translation>
    </message>
    <message>
        <source>The result was saved to %1.</source>
        <extracomment>%1 the path of the file written</extracomment>
        <translation>Wynik zapisano w %1.</translation>
    </message>
    <message>
        <source>The picture could not be written to %1.</source>
        <extracomment>%1 the path of the picture that could not be written</extracomment>
        <translation>Nie udało się zapisać obrazu w %1.</translation>
    </message>
    <message>
        <source>Save the record…</source>
        <translation>Eksportuj zapis…</translation>
    </message>
    <message>
        <source>Results as CSV…</source>
        <extracomment>saves the result, a row per player, as a CSV file for a spreadsheet</extracomment>
        <translation>Wyniki jako CSV…</translation>
    </message>
    <message>
        <source>Picture…</source>
        <translation>Obraz…</translation>
    </message>
    <message>
        <source>Save a picture of the result</source>
        <translation>Zapisz obraz wyniku</translation>
    </message>
    <message>
        <source>Save the result as CSV</source>
        <translation>Zapisz wynik jako CSV</translation>
    </message>
    <message>
        <source>Save the game&apos;s record</source>
        <translation>Eksportuj zapis partii</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Obrazy PNG (*.png)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Pliki CSV (*.csv)</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Zapisy partii (*.json)</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>The button of the save dialog that writes the file</extracomment>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>The garden&apos;s tile and its neighbours</source>
        <translation>Płytka ogrodu i jej sąsiedzi</translation>
    </message>
</context>
<context>
    <name>GameLibrary</name>
    <message>
        <source>The game library %1 is not open.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>Biblioteka partii %1 nie jest otwarta.</translation>
    </message>
    <message>
        <source>read the games</source>
        <translation>odczytać partii</translation>
    </message>
    <message>
        <source>read the games&apos; events</source>
        <translation>odczytać zdarzeń partii</translation>
    </message>
    <message>
        <source>read the games&apos; players</source>
        <translation>odczytać graczy partii</translation>
    </message>
    <message>
        <source>There is no game %1 in the library.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>W bibliotece nie ma partii %1.</translation>
    </message>
    <message>
        <source>look up the profile %1</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>wyszukać profilu %1</translation>
    </message>
    <message>
        <source>create the profile %1</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>utworzyć profilu %1</translation>
    </message>
    <message>
        <source>create a game</source>
        <translation>utworzyć partii</translation>
    </message>
    <message>
        <source>The player in seat %1 has neither a name nor a profile.</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Gracz na miejscu %1 nie ma ani imienia, ani profilu.</translation>
    </message>
    <message>
        <source>seat the players of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>rozsadzić graczy partii %1</translation>
    </message>
    <message>
        <source>delete game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>usunąć partii %1</translation>
    </message>
    <message>
        <source>A player&apos;s name cannot be empty.</source>
        <translation>Imię gracza nie może być puste.</translation>
    </message>
    <message>
        <source>The name &quot;%1&quot; is longer than %2 characters.</source>
        <extracomment>%1 the name as typed, %2 the longest name allowed</extracomment>
        <translation>Imię „%1” jest dłuższe niż %2 znaków.</translation>
    </message>
    <message>
        <source>The colour of %1 is longer than %2 characters.</source>
        <extracomment>%1 the player&apos;s name, %2 the longest colour allowed</extracomment>
        <translation>Kolor gracza %1 jest dłuższy niż %2 znaków.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a language code such as &quot;de&quot; or &quot;pt_BR&quot;.</source>
        <extracomment>%1 the code as given</extracomment>
        <translation>„%1” nie jest kodem języka, takim jak „de” czy „pt_BR”.</translation>
    </message>
    <message>
        <source>add the profile %1</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>dodać profilu %1</translation>
    </message>
    <message>
        <source>A profile named &quot;%1&quot; already exists.</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>Profil o nazwie „%1” już istnieje.</translation>
    </message>
    <message>
        <source>change the profile %1</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>zmienić profilu %1</translation>
    </message>
    <message>
        <source>There is no profile %1 in the library.</source>
        <extracomment>%1 the profile&apos;s number in the library</extracomment>
        <translation>W bibliotece nie ma profilu %1.</translation>
    </message>
    <message>
        <source>remove profile %1</source>
        <extracomment>%1 the profile&apos;s number in the library</extracomment>
        <translation>usunąć profilu %1</translation>
    </message>
    <message>
        <source>read the profiles</source>
        <translation>odczytać profili</translation>
    </message>
    <message>
        <source>read profile %1</source>
        <extracomment>%1 the profile&apos;s number in the library</extracomment>
        <translation>odczytać profilu %1</translation>
    </message>
    <message>
        <source>There is no profile named &quot;%1&quot; in the library.</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>W bibliotece nie ma profilu o nazwie „%1”.</translation>
    </message>
    <message>
        <source>link a player of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>powiązać gracza partii %1</translation>
    </message>
    <message>
        <source>Game %1 has no player &quot;%2&quot;.</source>
        <extracomment>%1 the game&apos;s number in the library, %2 the player&apos;s id</extracomment>
        <translation>Partia %1 nie ma gracza „%2”.</translation>
    </message>
    <message>
        <source>import a game</source>
        <translation>zaimportować partii</translation>
    </message>
    <message>
        <source>import event %1</source>
        <extracomment>%1 the event&apos;s index in the record</extracomment>
        <translation>zaimportować zdarzenia %1</translation>
    </message>
    <message>
        <source>%1 was not imported: %2</source>
        <extracomment>%1 the record file, %2 why it was refused</extracomment>
        <translation>Nie zaimportowano %1: %2</translation>
    </message>
    <message>
        <source>The record is larger than %1 MiB, the most a game record can be.</source>
        <extracomment>%1 is the largest size of a record in MiB (16) %1 the largest size allowed, in MiB</extracomment>
        <translation>Zapis partii jest większy niż %1 MiB, a tyle najwyżej może mieć zapis partii.</translation>
    </message>
    <message>
        <source>The record is too large to read in the memory available.</source>
        <translation>Zapis partii jest zbyt duży, by odczytać go w dostępnej pamięci.</translation>
    </message>
    <message>
        <source>remember the language of %1</source>
        <extracomment>%1 the player&apos;s name</extracomment>
        <translation>zapamiętać język gracza %1</translation>
    </message>
    <message>
        <source>read the library&apos;s name</source>
        <translation>odczytać nazwę biblioteki</translation>
    </message>
    <message>
        <source>A library&apos;s name must be 1 to %1 characters long.</source>
        <extracomment>%1 is the longest a name may be (40)</extracomment>
        <translation>Nazwa biblioteki musi mieć od 1 do %1 znaków.</translation>
    </message>
    <message>
        <source>name the library</source>
        <translation>nadać nazwę bibliotece</translation>
    </message>
    <message>
        <source>A backup cannot replace the library %1 itself.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>Kopia zapasowa nie może zastąpić samej biblioteki %1.</translation>
    </message>
    <message>
        <source>restore the library</source>
        <translation>przywrócić bibliotekę</translation>
    </message>
    <message>
        <source>%1 cannot be restored: %2. Nothing was changed.</source>
        <extracomment>%1 is a file name, %2 why it cannot be restored %1 the backup file, %2 why it cannot</extracomment>
        <translation>Nie można przywrócić %1: %2. Niczego nie zmieniono.</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>taki plik nie istnieje</translation>
    </message>
    <message>
        <source>it is not a Meeple Ledger library</source>
        <translation>to nie jest biblioteka Meeple Ledger</translation>
    </message>
    <message>
        <source>it was written by a newer version of Meeple Ledger (library schema %1; this version reads up to schema %2)</source>
        <extracomment>%1 the backup&apos;s schema, %2 the newest schema this version reads</extracomment>
        <translation>zapisała ją nowsza wersja Meeple Ledger (schemat %1; ta wersja odczytuje schematy do %2)</translation>
    </message>
    <message>
        <source>it is damaged</source>
        <translation>jest uszkodzona</translation>
    </message>
    <message>
        <source>A name cannot hold control characters or text-direction overrides, which no screen shows as typed: type it again without them.</source>
        <translation>Nazwa nie może zawierać znaków sterujących ani znaków zmieniających kierunek tekstu, których żaden ekran nie pokaże tak, jak zostały wpisane: wpisz ją ponownie bez nich.</translation>
    </message>
    <message>
        <source>The name of the player in seat %1 is longer than %2 characters.</source>
        <extracomment>%1 the seat&apos;s number, from 1, %2 the longest a name may be (40)</extracomment>
        <translation>Nazwa gracza na miejscu %1 ma więcej niż %2 znaków.</translation>
    </message>
    <message>
        <source>Game %1 was changed outside Meeple Ledger: its event %2 is not as it was stored in %3. The game is kept as it is and cannot be changed; the %2 events before it are intact and can be kept as a new game.</source>
        <extracomment>%1 the game&apos;s number, %2 the event&apos;s index in it (also how many come before it), %3 the library file</extracomment>
        <translation>Partia %1 została zmieniona poza Meeple Ledger: jej zdarzenie %2 nie jest takie, jak zapisano je w %3. Partia zostaje bez zmian i nie można jej zmieniać; %2 wcześniejszych zdarzeń jest nienaruszonych i można je zachować jako nową partię.</translation>
    </message>
    <message>
        <source>read event %1</source>
        <extracomment>%1 the event&apos;s index in the record</extracomment>
        <translation>odczyt zdarzenia %1</translation>
    </message>
    <message>
        <source>check the games&apos; events</source>
        <translation>sprawdzenie zdarzeń partii</translation>
    </message>
    <message>
        <source>Game %1 is as it was stored: there is nothing to keep apart.</source>
        <extracomment>%1 the game&apos;s number</extracomment>
        <translation>Partia %1 jest taka, jak ją zapisano: nie ma czego wydzielać.</translation>
    </message>
    <message>
        <source>read game %1</source>
        <extracomment>%1 the game&apos;s number</extracomment>
        <translation>odczyt partii %1</translation>
    </message>
</context>
<context>
    <name>GameLibraryModel</name>
    <message>
        <source>The game library is not open.</source>
        <translation>Biblioteka partii nie jest otwarta.</translation>
    </message>
    <message>
        <source>%1 is already in the library as game %2: nothing was changed.</source>
        <extracomment>%1 the record file, %2 the number of the game in the library</extracomment>
        <translation>%1 jest już w bibliotece jako partia %2: niczego nie zmieniono.</translation>
    </message>
    <message>
        <source>%1 is a different version of game %3: it differs from it in the events both hold, so both are kept, as game %2 and game %3.</source>
        <extracomment>%1 the record file, %2 the new game&apos;s number, %3 the stored game it differs from</extracomment>
        <translation>%1 to inna wersja partii %3: różni się od niej w zdarzeniach, które obie zawierają, więc zachowano obie, jako partie %2 i %3.</translation>
    </message>
    <message>
        <source>The picture could not be written to %1.</source>
        <extracomment>%1 the path of the picture that could not be written</extracomment>
        <translation>Nie udało się zapisać obrazu w %1.</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>This game log belongs to no game library.</source>
        <translation>Ten dziennik partii nie należy do żadnej biblioteki partii.</translation>
    </message>
    <message>
        <source>Game %1 is no longer in the library.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Partii %1 nie ma już w bibliotece.</translation>
    </message>
    <message>
        <source>Game %1 was changed in another window or program since it was loaded; reload it and try again.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Partia %1 została zmieniona w innym oknie lub programie od czasu wczytania; wczytaj ją ponownie i spróbuj jeszcze raz.</translation>
    </message>
    <message>
        <source>update game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>zaktualizować partii %1</translation>
    </message>
    <message>
        <source>read game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>odczytać partii %1</translation>
    </message>
    <message>
        <source>There is no game %1 in the library.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>W bibliotece nie ma partii %1.</translation>
    </message>
    <message>
        <source>Game %1 misses its event %2 in the library %3.</source>
        <extracomment>%1 the game&apos;s number, %2 the event&apos;s index in it, %3 the library file</extracomment>
        <translation>W bibliotece %3 brakuje zdarzenia %2 partii %1.</translation>
    </message>
    <message>
        <source>Game %1 should have %2 events in the library %3, but only %4 are stored.</source>
        <extracomment>%1 the game&apos;s number, %2 the events it should have, %3 the library file, %4 the events stored</extracomment>
        <translation>Partia %1 powinna mieć w bibliotece %3 zdarzeń: %2, a zapisanych jest tylko: %4.</translation>
    </message>
    <message>
        <source>store event %1 of game %2</source>
        <extracomment>%1 the event&apos;s index in the game, %2 the game&apos;s number in the library</extracomment>
        <translation>zapisać zdarzenia %1 partii %2</translation>
    </message>
    <message>
        <source>clear the redo history of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>wyczyścić historii ponawiania partii %1</translation>
    </message>
    <message>
        <source>Nothing to undo: game %1 has no event in effect.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Nie ma czego cofnąć: partia %1 nie ma obowiązującego zdarzenia.</translation>
    </message>
    <message>
        <source>undo event %1 of game %2</source>
        <extracomment>%1 the event&apos;s index in the game, %2 the game&apos;s number in the library</extracomment>
        <translation>cofnąć zdarzenia %1 partii %2</translation>
    </message>
    <message>
        <source>Nothing to redo: game %1 has no undone event.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Nie ma czego ponowić: partia %1 nie ma cofniętego zdarzenia.</translation>
    </message>
    <message>
        <source>read event %1 of game %2</source>
        <extracomment>%1 the event&apos;s index in the game, %2 the game&apos;s number in the library</extracomment>
        <translation>odczytać zdarzenia %1 partii %2</translation>
    </message>
    <message>
        <source>redo event %1 of game %2</source>
        <extracomment>%1 the event&apos;s index in the game, %2 the game&apos;s number in the library</extracomment>
        <translation>ponowić zdarzenia %1 partii %2</translation>
    </message>
    <message>
        <source>Feature %1 is not on the table of game %2.</source>
        <extracomment>%1 the feature&apos;s id in the record, %2 the game&apos;s number in the library</extracomment>
        <translation>Obszaru %1 nie ma na planszy partii %2.</translation>
    </message>
    <message>
        <source>Feature %1 takes no inn or cathedral in this game.</source>
        <extracomment>%1 the feature&apos;s id in the record</extracomment>
        <translation>Obszar %1 nie może mieć w tej partii karczmy ani katedry.</translation>
    </message>
</context>
<context>
    <name>GameRow</name>
    <message>
        <source>Finished</source>
        <translation>Zakończona</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>W toku</translation>
    </message>
    <message>
        <source>Last played %1</source>
        <extracomment>%1 date and time the game was last changed</extracomment>
        <translation>Ostatnio grana: %1</translation>
    </message>
    <message>
        <source>Won by %1</source>
        <extracomment>%1 the winners&apos; names, joined by commas</extracomment>
        <translation>Wygrana: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <extracomment>%n how many events the unfinished game has recorded</extracomment>
        <translation>
            <numerusform>%n zdarzenie</numerusform>
            <numerusform>%n zdarzenia</numerusform>
            <numerusform>%n zdarzeń</numerusform>
        </translation>
    </message>
    <message>
        <source>Base game</source>
        <translation>Gra podstawowa</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otwórz</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Wznów</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Eksportuj…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Usuń…</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>No game is open.</source>
        <translation>Żadna partia nie jest otwarta.</translation>
    </message>
    <message>
        <source>Choose the feature the figure stands on.</source>
        <translation>Wybierz obszar, na którym stoi figura.</translation>
    </message>
    <message>
        <source>That feature is no longer on the board: nothing was named.</source>
        <translation>Tego obszaru nie ma już na planszy: nic nie nazwano.</translation>
    </message>
    <message>
        <source>Nothing to enter yet: answer the questions first.</source>
        <translation>Na razie nie ma czego wprowadzić: najpierw odpowiedz na pytania.</translation>
    </message>
    <message>
        <source>This was asked in turn %1, which is over; it is turn %2 now, %3&apos;s. Nothing was entered.</source>
        <extracomment>%1 the turn a dialog or button was for, %2 the turn now, %3 the player whose turn it is</extracomment>
        <translation>To pytanie dotyczyło tury %1, która już się skończyła; teraz trwa tura %2 gracza %3. Niczego nie wprowadzono.</translation>
    </message>
    <message>
        <source>This was asked in another part of %1&apos;s turn (message 4&apos;s extra tile). Nothing was entered.</source>
        <extracomment>%1 the player whose turn it is; message 4 gave them an extra tile, which is a new part of the turn</extracomment>
        <translation>To pytanie dotyczyło innej części tury gracza %1 (dodatkowa płytka z wiadomości 4). Niczego nie wprowadzono.</translation>
    </message>
    <message>
        <source>That feature is no longer on the board: nothing was noted.</source>
        <translation>Tego obszaru nie ma już na planszy: nic nie zaznaczono.</translation>
    </message>
</context>
<context>
    <name>GhostBadge</name>
    <message numerus="yes">
        <source>%n ghost(s)</source>
        <extracomment>%n how many ghosts stand on the figure</extracomment>
        <translation>
            <numerusform>%n duch</numerusform>
            <numerusform>%n duchy</numerusform>
            <numerusform>%n duchów</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GhostDialog</name>
    <message>
        <source>Add a ghost</source>
        <translation>Dodaj ducha</translation>
    </message>
    <message>
        <source>Add the ghost</source>
        <translation>Dodaj ducha</translation>
    </message>
    <message>
        <source>The mist expanded: on another player&apos;s figure</source>
        <translation>Mgła się rozszerzyła: na figurę innego gracza</translation>
    </message>
    <message>
        <source>The mist was limited: on your own figure</source>
        <translation>Mgła została ograniczona: na twoją własną figurę</translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) left in the supply.</source>
        <extracomment>%n how many ghosts are left in the common supply</extracomment>
        <translation>
            <numerusform>W zapasie został %n duch.</numerusform>
            <numerusform>W zapasie zostały %n duchy.</numerusform>
            <numerusform>W zapasie zostało %n duchów.</numerusform>
        </translation>
    </message>
    <message>
        <source>No figure can take a ghost for this reason.</source>
        <translation>Z tego powodu żadna figura nie może dostać ducha.</translation>
    </message>
</context>
<context>
    <name>GhostsStep</name>
    <message numerus="yes">
        <source>%n ghost(s) left</source>
        <extracomment>%n how many ghosts are left in the common supply</extracomment>
        <translation>
            <numerusform>został %n duch</numerusform>
            <numerusform>zostały %n duchy</numerusform>
            <numerusform>zostało %n duchów</numerusform>
        </translation>
    </message>
    <message>
        <source>Ghosts</source>
        <translation>Duchy</translation>
    </message>
    <message>
        <source>Add a ghost (G)</source>
        <translation>Dodaj ducha (G)</translation>
    </message>
</context>
<context>
    <name>Goods</name>
    <message>
        <source>Wine</source>
        <translation>Wino</translation>
    </message>
    <message>
        <source>wine</source>
        <translation>wino</translation>
    </message>
    <message>
        <source>Grain</source>
        <translation>Ziarno</translation>
    </message>
    <message>
        <source>grain</source>
        <translation>ziarno</translation>
    </message>
    <message>
        <source>Cloth</source>
        <translation>Sukno</translation>
    </message>
    <message>
        <source>cloth</source>
        <translation>sukno</translation>
    </message>
</context>
<context>
    <name>GoodsDialog</name>
    <message>
        <source>Take the city&apos;s goods</source>
        <translation>Weź towary z miasta</translation>
    </message>
    <message>
        <source>Take the goods</source>
        <translation>Weź towary</translation>
    </message>
    <message>
        <source>Goods score nothing now: at the end of the game the most tokens of each kind score 10.</source>
        <translation>Towary nie punktują teraz: na koniec gry większość każdego rodzaju daje 10.</translation>
    </message>
    <message>
        <source>One token for each goods symbol in the city you completed, whoever held it.</source>
        <translation>Jeden żeton za każdy symbol towaru w ukończonym przez ciebie mieście, bez względu na to, do kogo należało.</translation>
    </message>
    <message>
        <source>%1 (%2 left)</source>
        <extracomment>%1 a kind of goods (Wine, Grain, Cloth), %2 how many tokens of it are left in the general supply</extracomment>
        <translation>%1 (zostało: %2)</translation>
    </message>
</context>
<context>
    <name>LeagueModel</name>
    <message>
        <source>“%1” is not a day written YYYY-MM-DD, such as 2026-10-01.</source>
        <extracomment>%1 what was typed where a day belongs</extracomment>
        <translation>„%1” nie jest dniem zapisanym jako RRRR-MM-DD, np. 2026-10-01.</translation>
    </message>
    <message>
        <source>The season&apos;s last day comes before its first day.</source>
        <translation>Ostatni dzień sezonu wypada przed pierwszym.</translation>
    </message>
    <message>
        <source>Give the season a name.</source>
        <translation>Nadaj sezonowi nazwę.</translation>
    </message>
    <message>
        <source>No club server is set.</source>
        <translation>Nie ustawiono serwera klubu.</translation>
    </message>
    <message>
        <source>A season&apos;s name cannot hold control characters or text-direction overrides: type it again without them.</source>
        <translation>Nazwa sezonu nie może zawierać znaków sterujących ani znaków zmieniających kierunek tekstu: wpisz ją ponownie bez nich.</translation>
    </message>
    <message>
        <source>A season&apos;s name may be at most %1 characters long.</source>
        <extracomment>%1 the longest a name may be (40)</extracomment>
        <translation>Nazwa sezonu może mieć najwyżej %1 znaków.</translation>
    </message>
</context>
<context>
    <name>LeagueScreen</name>
    <message>
        <source>The standings were exported to %1.</source>
        <extracomment>%1 is the path of the file written</extracomment>
        <translation>Tabelę wyeksportowano do %1.</translation>
    </message>
    <message>
        <source>Export the standings</source>
        <translation>Eksportuj tabelę</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Pliki CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <extracomment>The button of the export&apos;s file dialog that writes the file</extracomment>
        <translation>Eksportuj</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>one source of a player&apos;s points in the league: %1 the source (&quot;Cities&quot;), %2 the points</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <extracomment>Leaves the league for the start screen&apos;s list of games</extracomment>
        <translation>Wróć do partii</translation>
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
        <translation>Eksportuj CSV…</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Sezon</translation>
    </message>
    <message>
        <source>All finished games</source>
        <translation>Wszystkie zakończone partie</translation>
    </message>
    <message>
        <source>A season:</source>
        <translation>Sezon:</translation>
    </message>
    <message>
        <source>Name, e.g. Autumn 2026</source>
        <extracomment>A placeholder: the kind of name a season is given</extracomment>
        <translation>Nazwa, np. Jesień 2026</translation>
    </message>
    <message>
        <source>Season name</source>
        <translation>Nazwa sezonu</translation>
    </message>
    <message>
        <source>From YYYY-MM-DD</source>
        <extracomment>A placeholder for the season&apos;s first day; the letters stand for year, month and day</extracomment>
        <translation>Od RRRR-MM-DD</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>Pierwszy dzień</translation>
    </message>
    <message>
        <source>To YYYY-MM-DD</source>
        <extracomment>A placeholder for the season&apos;s last day; the letters stand for year, month and day</extracomment>
        <translation>Do RRRR-MM-DD</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>Ostatni dzień</translation>
    </message>
    <message>
        <source>Show season</source>
        <extracomment>Shows the standings of the season whose name and days were typed</extracomment>
        <translation>Pokaż sezon</translation>
    </message>
    <message>
        <source>%1, %2 to %3</source>
        <extracomment>the standings&apos; title: %1 the season&apos;s name, %2 its first day, %3 its last day</extracomment>
        <translation>%1, od %2 do %3</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s)</source>
        <extracomment>%n how many finished games the standings are made of</extracomment>
        <translation>
            <numerusform>%n zakończona partia</numerusform>
            <numerusform>%n zakończone partie</numerusform>
            <numerusform>%n zakończonych partii</numerusform>
        </translation>
    </message>
    <message>
        <source>Rating</source>
        <extracomment>column of the league table: the Plackett–Luce rating (mu − 3 sigma)</extracomment>
        <translation>Ranking</translation>
    </message>
    <message>
        <source>Rank</source>
        <extracomment>column of the league table: the position by rating</extracomment>
        <translation>Miejsce</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>column of the league table</extracomment>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>column of the league table: finished games played in the season</extracomment>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>column of the league table</extracomment>
        <translation>Zwycięstwa</translation>
    </message>
    <message>
        <source>Avg. points</source>
        <extracomment>column of the league table: the mean final score</extracomment>
        <translation>Śr. punktów</translation>
    </message>
    <message>
        <source>Avg. place</source>
        <extracomment>column of the league table: the mean place, tied players sharing the better one</extracomment>
        <translation>Śr. miejsce</translation>
    </message>
    <message>
        <source>Points from</source>
        <extracomment>column of the league table: where the points came from</extracomment>
        <translation>Punkty z</translation>
    </message>
    <message>
        <source>%1: rank %2, rating %3</source>
        <extracomment>read out for a line of the league table: %1 the player, %2 the rank, %3 the rating</extracomment>
        <translation>%1: miejsce %2, ranking %3</translation>
    </message>
    <message>
        <source>No finished games in this season yet.</source>
        <translation>W tym sezonie nie ma jeszcze zakończonych partii.</translation>
    </message>
    <message>
        <source>Rating: Weng–Lin Plackett–Luce (as OpenSkill), shown as μ − 3σ; each game updates it once, in the order the games finished. A shared first place is a win for each.</source>
        <extracomment>how the league table is worked out, under it</extracomment>
        <translation>Ranking: Weng–Lin Plackett–Luce (jak w OpenSkill), pokazywany jako μ − 3σ; każda partia zmienia go raz, w kolejności zakończenia partii. Wspólne pierwsze miejsce to zwycięstwo dla każdego.</translation>
    </message>
    <message>
        <source>This library&apos;s</source>
        <translation>Z tej biblioteki</translation>
    </message>
    <message>
        <source>Every table&apos;s, from the club server</source>
        <translation>Wszystkich stołów, z serwera klubu</translation>
    </message>
    <message>
        <source>Not connected: %1</source>
        <extracomment>%1 why the club server cannot be read (a sentence); the screen keeps trying by itself</extracomment>
        <translation>Brak połączenia: %1</translation>
    </message>
    <message>
        <source>The picture could not be written to %1.</source>
        <extracomment>%1 the path of the picture that could not be written</extracomment>
        <translation>Nie udało się zapisać obrazu w %1.</translation>
    </message>
    <message>
        <source>Save a picture of the standings</source>
        <translation>Zapisz obraz tabeli</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Obrazy PNG (*.png)</translation>
    </message>
    <message>
        <source>Picture…</source>
        <translation>Obraz…</translation>
    </message>
    <message>
        <source>Awaiting the organiser</source>
        <translation>Czeka na organizatora</translation>
    </message>
    <message>
        <source>%1 holds another version of %2&apos;s game (%3).</source>
        <extracomment>%1 the table holding this version, %2 the table that owns the game, %3 its players</extracomment>
        <translation>%1 ma inną wersję partii stołu %2 (%3).</translation>
    </message>
    <message>
        <source>Count this version</source>
        <translation>Licz tę wersję</translation>
    </message>
</context>
<context>
    <name>LedgerExplainer</name>
    <message numerus="yes">
        <source>Incomplete road: %n tile(s) × 1 = %1</source>
        <extracomment>%n the road&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Nieukończona droga: %n płytka × 1 = %1</numerusform>
            <numerusform>Nieukończona droga: %n płytki × 1 = %1</numerusform>
            <numerusform>Nieukończona droga: %n płytek × 1 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Road completed: %n tile(s) × 1 = %1</source>
        <extracomment>%n the road&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Droga ukończona: %n płytka × 1 = %1</numerusform>
            <numerusform>Droga ukończona: %n płytki × 1 = %1</numerusform>
            <numerusform>Droga ukończona: %n płytek × 1 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Incomplete monastery: itself and %n neighbouring tile(s) = %1</source>
        <extracomment>%n the tiles around the monastery, %1 the points</extracomment>
        <translation>
            <numerusform>Nieukończony klasztor: on sam i %n sąsiednia płytka = %1</numerusform>
            <numerusform>Nieukończony klasztor: on sam i %n sąsiednie płytki = %1</numerusform>
            <numerusform>Nieukończony klasztor: on sam i %n sąsiednich płytek = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Monastery completed: itself and 8 neighbouring tiles = 9</source>
        <translation>Klasztor ukończony: on sam i 8 sąsiednich płytek = 9</translation>
    </message>
    <message numerus="yes">
        <source>Field: %n completed cit(y/ies) × 3 = %1</source>
        <extracomment>%n the completed cities bordering the field, %1 the points</extracomment>
        <translation>
            <numerusform>Pole: %n ukończone miasto × 3 = %1</numerusform>
            <numerusform>Pole: %n ukończone miasta × 3 = %1</numerusform>
            <numerusform>Pole: %n ukończonych miast × 3 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Haunted castle at the end: %n tile(s) with mist × 1 = %1</source>
        <extracomment>%n the tiles with mist around the castle, %1 the points</extracomment>
        <translation>
            <numerusform>Nawiedzony zamek na koniec gry: %n płytka z mgłą × 1 = %1</numerusform>
            <numerusform>Nawiedzony zamek na koniec gry: %n płytki z mgłą × 1 = %1</numerusform>
            <numerusform>Nawiedzony zamek na koniec gry: %n płytek z mgłą × 1 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Haunted castle completed: %n tile(s) with mist × 2 = %1</source>
        <extracomment>%n the tiles with mist around the castle, %1 the points</extracomment>
        <translation>
            <numerusform>Nawiedzony zamek ukończony: %n płytka z mgłą × 2 = %1</numerusform>
            <numerusform>Nawiedzony zamek ukończony: %n płytki z mgłą × 2 = %1</numerusform>
            <numerusform>Nawiedzony zamek ukończony: %n płytek z mgłą × 2 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Cemetery completed: worth 0; its keeper brings a guard meeple back</source>
        <translation>Cmentarz ukończony: 0 punktów; ten, kto go zajmuje, odzyskuje strażnika</translation>
    </message>
    <message numerus="yes">
        <source>, minus %n ghost(s) × 2 = %1</source>
        <extracomment>added after a feature&apos;s points: %n the ghosts on it, %1 the points left</extracomment>
        <translation>
            <numerusform>, minus %n duch × 2 = %1</numerusform>
            <numerusform>, minus %n duchy × 2 = %1</numerusform>
            <numerusform>, minus %n duchów × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (majority with %n figure(s))</source>
        <extracomment>added after a feature&apos;s points: %n the figures that gave the majority</extracomment>
        <translation>
            <numerusform> (większość: %n figura)</numerusform>
            <numerusform> (większość: %n figury)</numerusform>
            <numerusform> (większość: %n figur)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ringmaster bonus: %n circus or acrobat tile(s) × 2 = %1</source>
        <extracomment>%n the circus and acrobat tiles around the ringmaster, %1 the points</extracomment>
        <translation>
            <numerusform>Premia dyrektora cyrku: %n płytka cyrku lub akrobatów × 2 = %1</numerusform>
            <numerusform>Premia dyrektora cyrku: %n płytki cyrku lub akrobatów × 2 = %1</numerusform>
            <numerusform>Premia dyrektora cyrku: %n płytek cyrku lub akrobatów × 2 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Robber still on the track at the end of the game = 3</source>
        <translation>Bandyta wciąż na planszy punktacji na koniec gry = 3</translation>
    </message>
    <message>
        <source>Message %1 taken as 2 points</source>
        <extracomment>%1 the number of the message tile (1 to 8)</extracomment>
        <translation>Wiadomość %1 wzięta jako 2 punkty</translation>
    </message>
    <message>
        <source>Message 4: place an extra tile</source>
        <translation>Wiadomość 4: dołóż dodatkową płytkę</translation>
    </message>
    <message numerus="yes">
        <source>Message 5: %n coat(s) of arms × 2 = %1</source>
        <extracomment>%n the coats of arms in the player&apos;s cities, %1 the points</extracomment>
        <translation>
            <numerusform>Wiadomość 5: %n herb × 2 = %1</numerusform>
            <numerusform>Wiadomość 5: %n herby × 2 = %1</numerusform>
            <numerusform>Wiadomość 5: %n herbów × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Message 6: %n knight(s) × 2 = %1</source>
        <extracomment>%n the player&apos;s figures in cities, %1 the points</extracomment>
        <translation>
            <numerusform>Wiadomość 6: %n rycerz × 2 = %1</numerusform>
            <numerusform>Wiadomość 6: %n rycerzy × 2 = %1</numerusform>
            <numerusform>Wiadomość 6: %n rycerzy × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Message 7: %n farmer(s) × 2 = %1</source>
        <extracomment>%n the player&apos;s figures in fields, %1 the points</extracomment>
        <translation>
            <numerusform>Wiadomość 7: %n chłop × 2 = %1</numerusform>
            <numerusform>Wiadomość 7: %n chłopów × 2 = %1</numerusform>
            <numerusform>Wiadomość 7: %n chłopów × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Acrobats at the end: %n acrobat(s) × 5 = %1</source>
        <extracomment>%n the player&apos;s acrobats on an unfinished pyramid, %1 the points</extracomment>
        <translation>
            <numerusform>Akrobaci na koniec gry: %n akrobata × 5 = %1</numerusform>
            <numerusform>Akrobaci na koniec gry: %n akrobatów × 5 = %1</numerusform>
            <numerusform>Akrobaci na koniec gry: %n akrobatów × 5 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ghosts at the end: %n ghost(s) × -1 = %1</source>
        <extracomment>%n the ghosts haunting the player&apos;s figures, %1 the points (negative)</extracomment>
        <translation>
            <numerusform>Duchy na koniec gry: %n duch × -1 = %1</numerusform>
            <numerusform>Duchy na koniec gry: %n duchy × -1 = %1</numerusform>
            <numerusform>Duchy na koniec gry: %n duchów × -1 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Correction agreed by the table (%1) = %2</source>
        <extracomment>%1 the reason the players typed, %2 the points</extracomment>
        <translation>Korekta uzgodniona przy stole (%1) = %2</translation>
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
            <numerusform>%n płytka</numerusform>
            <numerusform>%n płytki</numerusform>
            <numerusform>%n płytek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coat(s) of arms</source>
        <extracomment>a city&apos;s coats of arms, put in for %2 of &quot;City completed: %1 × 2 + %2 × 2 = %3&quot;</extracomment>
        <translation>
            <numerusform>%n herb</numerusform>
            <numerusform>%n herby</numerusform>
            <numerusform>%n herbów</numerusform>
        </translation>
    </message>
    <message>
        <source>Incomplete city: %1 × 1 + %2 × 1 = %3</source>
        <extracomment>%1 the city&apos;s tiles (&quot;5 tiles&quot;), %2 its coats of arms (&quot;2 coats of arms&quot;), %3 the points</extracomment>
        <translation>Nieukończone miasto: %1 × 1 + %2 × 1 = %3</translation>
    </message>
    <message numerus="yes">
        <source>Incomplete city: %n tile(s) × 1 = %1</source>
        <extracomment>%n the city&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Nieukończone miasto: %n płytka × 1 = %1</numerusform>
            <numerusform>Nieukończone miasto: %n płytki × 1 = %1</numerusform>
            <numerusform>Nieukończone miasto: %n płytek × 1 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>City completed: %1 × 2 + %2 × 2 = %3</source>
        <extracomment>%1 the city&apos;s tiles (&quot;5 tiles&quot;), %2 its coats of arms (&quot;2 coats of arms&quot;), %3 the points</extracomment>
        <translation>Miasto ukończone: %1 × 2 + %2 × 2 = %3</translation>
    </message>
    <message numerus="yes">
        <source>City completed: %n tile(s) × 2 = %1</source>
        <extracomment>%n the city&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Miasto ukończone: %n płytka × 2 = %1</numerusform>
            <numerusform>Miasto ukończone: %n płytki × 2 = %1</numerusform>
            <numerusform>Miasto ukończone: %n płytek × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Robber on space %1 steals half of the %n point(s) %2 scored, rounded up = %3</source>
        <extracomment>%1 the number of the robber&apos;s space on the scoring track, %n the points the robbed player scored, %2 the robbed player&apos;s name, %3 the points the robber takes</extracomment>
        <translation>
            <numerusform>Bandyta na polu %1 zabiera połowę z %n punktu gracza %2, zaokrągloną w górę = %3</numerusform>
            <numerusform>Bandyta na polu %1 zabiera połowę z %n punktów gracza %2, zaokrągloną w górę = %3</numerusform>
            <numerusform>Bandyta na polu %1 zabiera połowę z %n punktów gracza %2, zaokrągloną w górę = %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Message 1: your road worth the fewest points scores as at the end of the game = %1</source>
        <extracomment>%1 the points</extracomment>
        <translation>Wiadomość 1: twoja najmniej warta droga jest punktowana jak na koniec gry = %1</translation>
    </message>
    <message>
        <source>Message 2: your city worth the fewest points scores as at the end of the game = %1</source>
        <extracomment>%1 the points</extracomment>
        <translation>Wiadomość 2: twoje najmniej warte miasto jest punktowane jak na koniec gry = %1</translation>
    </message>
    <message>
        <source>Message 3: your monastery worth the fewest points scores as at the end of the game = %1</source>
        <extracomment>%1 the points</extracomment>
        <translation>Wiadomość 3: twój najmniej warty klasztor jest punktowany jak na koniec gry = %1</translation>
    </message>
    <message>
        <source>Message 8: the meeple has no majority on its feature and returns to the supply = %1</source>
        <extracomment>%1 the points</extracomment>
        <translation>Wiadomość 8: podwładny nie ma większości na swoim obszarze i wraca do zapasu = %1</translation>
    </message>
    <message>
        <source>Message 8: your meeple&apos;s feature scores for you alone as at the end of the game = %1</source>
        <extracomment>%1 the points of the feature, before any ghost penalty</extracomment>
        <translation>Wiadomość 8: obszar twojego podwładnego jest punktowany tylko dla ciebie jak na koniec gry = %1</translation>
    </message>
    <message>
        <source>Ransom paid to %1 to free your meeple = -3</source>
        <extracomment>%1 the name of the player who held the meeple prisoner</extracomment>
        <translation>Okup zapłacony graczowi %1 za uwolnienie twojego podwładnego = -3</translation>
    </message>
    <message>
        <source>Ransom received from %1 for their meeple = 3</source>
        <extracomment>%1 the name of the player whose meeple was held prisoner</extracomment>
        <translation>Okup otrzymany od gracza %1 za uwolnienie własnego podwładnego = 3</translation>
    </message>
    <message numerus="yes">
        <source>Acrobat pyramid: %n acrobat(s) × 5 = %1</source>
        <extracomment>%n the player&apos;s acrobats in the pyramid, %1 the points</extracomment>
        <translation>
            <numerusform>Piramida akrobatów: %n akrobata × 5 = %1</numerusform>
            <numerusform>Piramida akrobatów: %n akrobatów × 5 = %1</numerusform>
            <numerusform>Piramida akrobatów: %n akrobatów × 5 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Acrobat pyramid: %1 × 5, minus %2 × 2 = %3</source>
        <extracomment>%1 the player&apos;s acrobats (&quot;3 acrobats&quot;), %2 the ghosts on the pyramid (&quot;1 ghost&quot;), %3 the points</extracomment>
        <translation>Piramida akrobatów: %1 × 5, minus %2 × 2 = %3</translation>
    </message>
    <message numerus="yes">
        <source>%n acrobat(s)</source>
        <extracomment>the acrobats of a pyramid, put in for %1 of &quot;Acrobat pyramid: %1 × 5, minus %2 × 2 = %3&quot;</extracomment>
        <translation>
            <numerusform>%n akrobata</numerusform>
            <numerusform>%n akrobatów</numerusform>
            <numerusform>%n akrobatów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s)</source>
        <extracomment>the ghosts on a pyramid, put in for %2 of &quot;Acrobat pyramid: %1 × 5, minus %2 × 2 = %3&quot;</extracomment>
        <translation>
            <numerusform>%n duch</numerusform>
            <numerusform>%n duchy</numerusform>
            <numerusform>%n duchów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The messenger&apos;s %n point(s) join the scoring meeple</source>
        <extracomment>%n the points the messenger stood on</extracomment>
        <translation>
            <numerusform>%n punkt posłanki przechodzi na pionek punktacji</numerusform>
            <numerusform>%n punkty posłanki przechodzą na pionek punktacji</numerusform>
            <numerusform>%n punktów posłanki przechodzi na pionek punktacji</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big top (%1, worth %2 per meeple): %n meeple(s) around it = %3</source>
        <extracomment>%1 the animal of the big top&apos;s token, %2 the points it gives each figure (a plain number, which is why it is not followed by &quot;points&quot;), %n the player&apos;s figures around the big top, %3 the points</extracomment>
        <translation>
            <numerusform>Namiot cyrkowy (%1, wartość %2 za podwładnego): %n podwładny wokół = %3</numerusform>
            <numerusform>Namiot cyrkowy (%1, wartość %2 za podwładnego): %n podwładnych wokół = %3</numerusform>
            <numerusform>Namiot cyrkowy (%1, wartość %2 za podwładnego): %n podwładnych wokół = %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Field with your pig: %n completed cit(y/ies) × 4 = %1</source>
        <extracomment>%n the completed cities bordering the field, %1 the points; the player&apos;s pig stands in the field</extracomment>
        <translation>
            <numerusform>Pole z twoją świnią: %n ukończone miasto × 4 = %1</numerusform>
            <numerusform>Pole z twoją świnią: %n ukończone miasta × 4 = %1</numerusform>
            <numerusform>Pole z twoją świnią: %n ukończonych miast × 4 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Road with an inn, left incomplete at the end: worth 0</source>
        <translation>Droga z karczmą, nieukończona na koniec gry: 0 punktów</translation>
    </message>
    <message numerus="yes">
        <source>Road with an inn completed: %n tile(s) × 2 = %1</source>
        <extracomment>%n the road&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Droga z karczmą ukończona: %n płytka × 2 = %1</numerusform>
            <numerusform>Droga z karczmą ukończona: %n płytki × 2 = %1</numerusform>
            <numerusform>Droga z karczmą ukończona: %n płytek × 2 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>City with a cathedral, left incomplete at the end: worth 0</source>
        <translation>Miasto z katedrą, nieukończone na koniec gry: 0 punktów</translation>
    </message>
    <message>
        <source>City with a cathedral completed: %1 × 3 + %2 × 3 = %3</source>
        <extracomment>%1 the city&apos;s tiles (&quot;5 tiles&quot;), %2 its coats of arms (&quot;2 coats of arms&quot;), %3 the points</extracomment>
        <translation>Miasto z katedrą ukończone: %1 × 3 + %2 × 3 = %3</translation>
    </message>
    <message numerus="yes">
        <source>City with a cathedral completed: %n tile(s) × 3 = %1</source>
        <extracomment>%n the city&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Miasto z katedrą ukończone: %n płytka × 3 = %1</numerusform>
            <numerusform>Miasto z katedrą ukończone: %n płytki × 3 = %1</numerusform>
            <numerusform>Miasto z katedrą ukończone: %n płytek × 3 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Incomplete garden: itself and %n neighbouring tile(s) = %1</source>
        <extracomment>%n the tiles around the garden, %1 the points</extracomment>
        <translation>
            <numerusform>Nieukończony ogród: sam ogród i %n sąsiednia płytka = %1</numerusform>
            <numerusform>Nieukończony ogród: sam ogród i %n sąsiednie płytki = %1</numerusform>
            <numerusform>Nieukończony ogród: sam ogród i %n sąsiednich płytek = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Garden completed: itself and 8 neighbouring tiles = 9</source>
        <translation>Ogród ukończony: sam ogród i 8 sąsiednich płytek = 9</translation>
    </message>
    <message numerus="yes">
        <source> (majority with a strength of %n: the large meeple counts 2)</source>
        <extracomment>added after a feature&apos;s points: %n the strength that gave the majority, a large meeple counting 2</extracomment>
        <translation>
            <numerusform> (większość: siła %n, duży podwładny liczy się za 2)</numerusform>
            <numerusform> (większość: siła %n, duży podwładny liczy się za 2)</numerusform>
            <numerusform> (większość: siła %n, duży podwładny liczy się za 2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Abbot returned early from its garden: itself and %n neighbouring tile(s) = %1</source>
        <extracomment>%n the tiles around the garden, %1 the points before any ghost penalty</extracomment>
        <translation>
            <numerusform>Opat zdjęty wcześniej z ogrodu: sam ogród i %n sąsiednia płytka = %1</numerusform>
            <numerusform>Opat zdjęty wcześniej z ogrodu: sam ogród i %n sąsiednie płytki = %1</numerusform>
            <numerusform>Opat zdjęty wcześniej z ogrodu: sam ogród i %n sąsiednich płytek = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Abbot returned early from its monastery: itself and %n neighbouring tile(s) = %1</source>
        <extracomment>%n the tiles around the monastery, %1 the points before any ghost penalty</extracomment>
        <translation>
            <numerusform>Opat zdjęty wcześniej z klasztoru: sam klasztor i %n sąsiednia płytka = %1</numerusform>
            <numerusform>Opat zdjęty wcześniej z klasztoru: sam klasztor i %n sąsiednie płytki = %1</numerusform>
            <numerusform>Opat zdjęty wcześniej z klasztoru: sam klasztor i %n sąsiednich płytek = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Most %1 tokens: %n token(s) = 10</source>
        <extracomment>%1 a kind of goods (&quot;Wine&quot;), %n the tokens of it the player holds, the most of anyone (ties all score)</extracomment>
        <translation>
            <numerusform>Najwięcej żetonów towaru „%1”: %n żeton = 10</numerusform>
            <numerusform>Najwięcej żetonów towaru „%1”: %n żetony = 10</numerusform>
            <numerusform>Najwięcej żetonów towaru „%1”: %n żetonów = 10</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LedgerPanel</name>
    <message>
        <source>Ledger</source>
        <translation>Rejestr</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Wszyscy</translation>
    </message>
    <message>
        <source>Show the payouts of</source>
        <translation>Pokaż punkty gracza</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Take back the last event (Ctrl+Z)</source>
        <translation>Cofnij ostatnie zdarzenie (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <source>Bring back the undone event (Ctrl+Shift+Z)</source>
        <translation>Przywróć cofnięte zdarzenie (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <extracomment>%1 player, %2 rule name, %3 scoring figure</extracomment>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Explain in two languages</source>
        <translation>Wyjaśnij w dwóch językach</translation>
    </message>
    <message>
        <source>No points scored yet.</source>
        <translation>Nie przyznano jeszcze punktów.</translation>
    </message>
    <message>
        <source>%1 · %2 “%3” · %4</source>
        <extracomment>%1 player, %2 rule name, %3 the name the players gave the feature (&quot;the river city&quot;), %4 scoring figure</extracomment>
        <translation>%1 · %2 „%3” · %4</translation>
    </message>
</context>
<context>
    <name>LibraryBanner</name>
    <message>
        <source>Games cannot be saved: the game library is not open.</source>
        <translation>Nie można zapisywać partii: biblioteka partii nie jest otwarta.</translation>
    </message>
    <message>
        <source>This library is read-only: its games can be viewed but not changed.</source>
        <translation>Ta biblioteka jest tylko do odczytu: jej partie można oglądać, ale nie zmieniać.</translation>
    </message>
    <message>
        <source>%1 Meeple Ledger tries again every few seconds.</source>
        <extracomment>%1 what is wrong with the library, a sentence of its own</extracomment>
        <translation>%1 Meeple Ledger ponawia próbę co kilka sekund.</translation>
    </message>
    <message>
        <source>Make the file and its folder writable, or copy the library to a folder you can write to, to play new games.</source>
        <translation>Aby grać nowe partie, nadaj plikowi i jego folderowi prawo zapisu albo skopiuj bibliotekę do folderu z prawem zapisu.</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Something happened to the game library&apos;s file.</source>
        <translation>Coś się stało z plikiem biblioteki partii.</translation>
    </message>
</context>
<context>
    <name>LibraryStatistics</name>
    <message>
        <source>The game library is not open.</source>
        <translation>Biblioteka partii nie jest otwarta.</translation>
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
        <translation>Meeple Ledger — tura %1</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>Join</source>
        <translation>Połącz</translation>
    </message>
    <message>
        <source>Which features did the tile join to it?</source>
        <translation>Które obszary płytka z nim połączyła?</translation>
    </message>
    <message>
        <source>No other feature of this type is occupied.</source>
        <translation>Żaden inny obszar tego typu nie jest zajęty.</translation>
    </message>
    <message>
        <source>Join with %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>Połącz z: %1</translation>
    </message>
</context>
<context>
    <name>MessageDialog</name>
    <message>
        <source>Draw a message</source>
        <translation>Dobierz wiadomość</translation>
    </message>
    <message>
        <source>Choose a message</source>
        <translation>Wybierz wiadomość</translation>
    </message>
    <message>
        <source>Do the action</source>
        <translation>Wykonaj akcję</translation>
    </message>
    <message>
        <source>Message %1: %2</source>
        <extracomment>%1 the message tile&apos;s number (1 to 8), %2 its name</extracomment>
        <translation>Wiadomość %1: %2</translation>
    </message>
    <message>
        <source>Which of your figures is scored?</source>
        <translation>Która z twoich figur jest punktowana?</translation>
    </message>
    <message>
        <source>Which message tile was drawn? (keys 1–%1)</source>
        <extracomment>%1 the number of the last message tile (8)</extracomment>
        <translation>Którą płytkę wiadomości dobrano? (klawisze 1–%1)</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 figure kind, %2 the feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Take %n point(s)</source>
        <extracomment>%n the points a message taken as points gives (2)</extracomment>
        <translation>
            <numerusform>Weź %n punkt</numerusform>
            <numerusform>Weź %n punkty</numerusform>
            <numerusform>Weź %n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n point(s) instead</source>
        <extracomment>%n the points a message taken as points gives (2)</extracomment>
        <translation>
            <numerusform>Zamiast tego weź %n punkt</numerusform>
            <numerusform>Zamiast tego weź %n punkty</numerusform>
            <numerusform>Zamiast tego weź %n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have nothing on the board this message could score: take the %n point(s).</source>
        <extracomment>%n the points a message taken as points gives (2)</extracomment>
        <translation>
            <numerusform>Nie masz na planszy niczego, co ta wiadomość mogłaby punktować: weź %n punkt.</numerusform>
            <numerusform>Nie masz na planszy niczego, co ta wiadomość mogłaby punktować: weź %n punkty.</numerusform>
            <numerusform>Nie masz na planszy niczego, co ta wiadomość mogłaby punktować: weź %n punktów.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MessageStep</name>
    <message>
        <source>✉ %1 landed on a dark space: draw a message tile!</source>
        <extracomment>%1 the active player&apos;s name; their scoring meeple stopped on a dark space of the track</extracomment>
        <translation>✉ %1 trafia na ciemne pole: dobierz płytkę wiadomości!</translation>
    </message>
    <message>
        <source>Resolve the message (M)</source>
        <translation>Rozpatrz wiadomość (M)</translation>
    </message>
</context>
<context>
    <name>MessageTiles</name>
    <message>
        <source>Shortest road</source>
        <translation>Najkrótsza droga</translation>
    </message>
    <message>
        <source>Score your smallest road as at the end of the game; the figures stay.</source>
        <translation>Punktuj swoją najmniejszą drogę jak na koniec gry; figury zostają.</translation>
    </message>
    <message>
        <source>Smallest city</source>
        <translation>Najmniejsze miasto</translation>
    </message>
    <message>
        <source>Score your smallest city as at the end of the game; the figures stay.</source>
        <translation>Punktuj swoje najmniejsze miasto jak na koniec gry; figury zostają.</translation>
    </message>
    <message>
        <source>Smallest monastery</source>
        <translation>Najmniejszy klasztor</translation>
    </message>
    <message>
        <source>Score your smallest monastery as at the end of the game; the figure stays.</source>
        <translation>Punktuj swój najmniejszy klasztor jak na koniec gry; figura zostaje.</translation>
    </message>
    <message>
        <source>Extra tile</source>
        <translation>Dodatkowa płytka</translation>
    </message>
    <message>
        <source>Draw and place another tile: a new part of this turn.</source>
        <translation>Dobierz i dołóż kolejną płytkę: nowa część tej tury.</translation>
    </message>
    <message>
        <source>2 points per coat of arms</source>
        <translation>2 punkty za herb</translation>
    </message>
    <message>
        <source>2 points for each coat of arms in cities where you have a knight.</source>
        <translation>2 punkty za każdy herb w miastach, w których masz rycerza.</translation>
    </message>
    <message>
        <source>2 points per knight</source>
        <translation>2 punkty za rycerza</translation>
    </message>
    <message>
        <source>2 points for each of your figures in cities.</source>
        <translation>2 punkty za każdą twoją figurę w miastach.</translation>
    </message>
    <message>
        <source>2 points per farmer</source>
        <translation>2 punkty za chłopa</translation>
    </message>
    <message>
        <source>2 points for each of your figures in fields.</source>
        <translation>2 punkty za każdą twoją figurę na polach.</translation>
    </message>
    <message>
        <source>Score a meeple</source>
        <translation>Punktuj podwładnego</translation>
    </message>
    <message>
        <source>Score one of your figures as at the end of the game; it returns to you.</source>
        <translation>Punktuj jedną ze swoich figur jak na koniec gry; wraca do ciebie.</translation>
    </message>
</context>
<context>
    <name>MoverChooser</name>
    <message>
        <source>Which scoring figure moves?</source>
        <translation>Która figura punktacji się przesuwa?</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 player name, %2 points (signed)</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Suggested: %1 — %2</source>
        <extracomment>%1 &quot;meeple&quot; or &quot;messenger&quot;, %2 the reason</extracomment>
        <translation>Sugerowane: %1 — %2</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <extracomment>%1 figure name, %2 the track position it would land on</extracomment>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Move %1&apos;s %2</source>
        <extracomment>%1 the player&apos;s name, %2 the scoring figure (scoring meeple or messenger)</extracomment>
        <translation>Przesuń: %2 gracza %1</translation>
    </message>
    <message>
        <source>The messenger holds too few points to pay.</source>
        <translation>Posłanka ma za mało punktów, by zapłacić.</translation>
    </message>
    <message>
        <source>The meeple holds too few points to pay.</source>
        <translation>Pionek punktacji ma za mało punktów, by zapłacić.</translation>
    </message>
</context>
<context>
    <name>NumberField</name>
    <message>
        <source>Less</source>
        <translation>Mniej</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Więcej</translation>
    </message>
    <message>
        <source>At most %1: %2</source>
        <extracomment>%1 the largest number the field takes; %2 why (&quot;no more than its tiles&quot;)</extracomment>
        <translation>Najwyżej %1: %2</translation>
    </message>
    <message>
        <source>At most %1</source>
        <extracomment>%1 the largest number the field takes</extracomment>
        <translation>Najwyżej %1</translation>
    </message>
    <message>
        <source>At least %1</source>
        <extracomment>%1 the smallest number the field takes</extracomment>
        <translation>Co najmniej %1</translation>
    </message>
</context>
<context>
    <name>Outbox</name>
    <message>
        <source>read the library&apos;s device id</source>
        <translation>odczyt identyfikatora urządzenia biblioteki</translation>
    </message>
    <message>
        <source>read what the club server is owed</source>
        <translation>odczyt tego, co trzeba jeszcze wysłać na serwer klubu</translation>
    </message>
    <message>
        <source>note what the club server holds</source>
        <translation>zapis tego, co ma serwer klubu</translation>
    </message>
    <message>
        <source>note what the club server is owed</source>
        <translation>zapis tego, co serwer klubu ma jeszcze dostać</translation>
    </message>
</context>
<context>
    <name>PayoutList</name>
    <message>
        <source>Nobody scores.</source>
        <translation>Nikt nie zdobywa punktów.</translation>
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
        <translation>Postawiono w tej turze</translation>
    </message>
    <message>
        <source>Placed: %1 on %2</source>
        <extracomment>%1 a kind of figure (meeple, guard meeple…), %2 the feature as the players see it (&quot;Ana&apos;s city&quot;)</extracomment>
        <translation>Postawiono: %1 na %2</translation>
    </message>
    <message>
        <source>Place a figure (P)</source>
        <translation>Postaw figurę (P)</translation>
    </message>
    <message>
        <source>Place another</source>
        <translation>Postaw kolejną</translation>
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
            <numerusform>Postaw: %1 (został %n)</numerusform>
            <numerusform>Postaw: %1 (zostały %n)</numerusform>
            <numerusform>Postaw: %1 (zostało %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Place on a new %1</source>
        <extracomment>%1 a kind of feature (road, city…)</extracomment>
        <translation>Postaw na nowym obszarze: %1</translation>
    </message>
    <message>
        <source>On top of %1</source>
        <extracomment>a tower to place the figure on: %1 the tower as the players see it (&quot;tower 2, height 3&quot;)</extracomment>
        <translation>Na szczycie: %1</translation>
    </message>
    <message>
        <source>Join acrobats %1 (%2 of %3)</source>
        <extracomment>%1 the acrobat space, %2 its acrobats, %3 a full pyramid&apos;s</extracomment>
        <translation>Dołącz do akrobatów %1 (%2 z %3)</translation>
    </message>
    <message>
        <source>Joins %1 (J)</source>
        <extracomment>%1 a feature as the players see it (&quot;Ben&apos;s road&quot;); J is the key</extracomment>
        <translation>Łączy się z: %1 (J)</translation>
    </message>
    <message>
        <source>Joins %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ben&apos;s road&quot;)</extracomment>
        <translation>Łączy się z: %1</translation>
    </message>
    <message>
        <source>Tower floor (T)…</source>
        <translation>Element wieży (T)…</translation>
    </message>
    <message>
        <source>Score pyramid %1…</source>
        <extracomment>%1 the acrobat space&apos;s number, as its card shows it (&quot;Acrobats 2&quot;)</extracomment>
        <translation>Punktuj piramidę %1…</translation>
    </message>
    <message>
        <source>Beside your figure on %1</source>
        <extracomment>a builder or a pig joining a feature where its owner has a figure: %1 the feature as the players see it (&quot;Ana&apos;s road&quot;)</extracomment>
        <translation>Obok twojej figury: %1</translation>
    </message>
    <message>
        <source>Return the abbot from the garden (A)…</source>
        <translation>Zdejmij opata z ogrodu (A)…</translation>
    </message>
    <message>
        <source>Return the abbot from the garden…</source>
        <translation>Zdejmij opata z ogrodu…</translation>
    </message>
    <message>
        <source>Return the abbot from the monastery (A)…</source>
        <translation>Zdejmij opata z klasztoru (A)…</translation>
    </message>
    <message>
        <source>Return the abbot from the monastery…</source>
        <translation>Zdejmij opata z klasztoru…</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <source>Now playing: </source>
        <translation>Teraz gra: </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n point(s)</source>
        <extracomment>%1 the player&apos;s name, %n the player&apos;s score</extracomment>
        <translation>
            <numerusform>%1, %n punkt</numerusform>
            <numerusform>%1, %n punkty</numerusform>
            <numerusform>%1, %n punktów</numerusform>
        </translation>
    </message>
    <message>
        <source>Now playing</source>
        <translation>Teraz gra</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>%n the player&apos;s score</extracomment>
        <translation>
            <numerusform>%n punkt</numerusform>
            <numerusform>%n punkty</numerusform>
            <numerusform>%n punktów</numerusform>
        </translation>
    </message>
    <message>
        <source>Correct %1&apos;s score</source>
        <extracomment>%1 the player&apos;s name</extracomment>
        <translation>Popraw wynik gracza %1</translation>
    </message>
    <message>
        <source>Scoring meeple at %1</source>
        <extracomment>%1 the space of the scoring track (a number)</extracomment>
        <translation>Pionek punktacji na polu %1</translation>
    </message>
    <message>
        <source>Messenger at %1</source>
        <extracomment>%1 the space of the scoring track (a number)</extracomment>
        <translation>Posłanka na polu %1</translation>
    </message>
    <message>
        <source>on %1</source>
        <extracomment>where the robber stands: %1 the space of the scoring track (a number)</extracomment>
        <translation>pole %1</translation>
    </message>
    <message>
        <source>in hand</source>
        <translation>w zapasie</translation>
    </message>
    <message>
        <source>Robber on space %1</source>
        <extracomment>%1 the space of the scoring track (a number)</extracomment>
        <translation>Bandyta na polu %1</translation>
    </message>
    <message>
        <source>Robber in the supply</source>
        <translation>Bandyta w zapasie</translation>
    </message>
    <message>
        <source>Supply:</source>
        <translation>Zapas:</translation>
    </message>
    <message numerus="yes">
        <source>%n meeple(s) in the supply</source>
        <extracomment>%n how many meeples the player has in their supply</extracomment>
        <translation>
            <numerusform>%n podwładny w zapasie</numerusform>
            <numerusform>%n podwładnych w zapasie</numerusform>
            <numerusform>%n podwładnych w zapasie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guard(s) in the supply</source>
        <extracomment>%n how many guard meeples the player has in their supply</extracomment>
        <translation>
            <numerusform>%n strażnik w zapasie</numerusform>
            <numerusform>%n strażników w zapasie</numerusform>
            <numerusform>%n strażników w zapasie</numerusform>
        </translation>
    </message>
    <message>
        <source>The ringmaster is in the supply</source>
        <translation>Dyrektor cyrku jest w zapasie</translation>
    </message>
    <message>
        <source>The ringmaster is on the board</source>
        <translation>Dyrektor cyrku jest na planszy</translation>
    </message>
    <message numerus="yes">
        <source>%n tower floor(s) left</source>
        <extracomment>%n how many tower floors the player has left</extracomment>
        <translation>
            <numerusform>Został %n element wieży</numerusform>
            <numerusform>Zostały %n elementy wieży</numerusform>
            <numerusform>Zostało %n elementów wieży</numerusform>
        </translation>
    </message>
    <message>
        <source>Holds: %1</source>
        <extracomment>the prisoners a player holds in their tower: %1 the list (&quot;Ben&apos;s meeple, Cleo&apos;s guard meeple&quot;), or on a card too short for it the owners&apos; names alone (&quot;Ben, Cleo&quot;)</extracomment>
        <translation>Więzi: %1</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <extracomment>a prisoner: %1 its owner&apos;s name, %2 the kind of figure (&quot;meeple&quot;, &quot;guard meeple&quot;)</extracomment>
        <translation>%2 gracza %1</translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) on their figures</source>
        <extracomment>%n how many ghosts stand on the player&apos;s figures</extracomment>
        <translation>
            <numerusform>%n duch na własnych figurach</numerusform>
            <numerusform>%n duchy na własnych figurach</numerusform>
            <numerusform>%n duchów na własnych figurach</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 in the supply</source>
        <extracomment>%1 a kind of figure (abbot, large meeple, builder, pig); %n how many the player has in their supply</extracomment>
        <translation>
            <numerusform>%1: %n w zapasie</numerusform>
            <numerusform>%1: %n w zapasie</numerusform>
            <numerusform>%1: %n w zapasie</numerusform>
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
            <numerusform>%1: %n żeton, najwięcej przy stole</numerusform>
            <numerusform>%1: %n żetony, najwięcej przy stole</numerusform>
            <numerusform>%1: %n żetonów, najwięcej przy stole</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 token(s)</source>
        <extracomment>%1 the kind of goods, %n the tokens</extracomment>
        <translation>
            <numerusform>%1: %n żeton</numerusform>
            <numerusform>%1: %n żetony</numerusform>
            <numerusform>%1: %n żetonów</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerProfiles</name>
    <message>
        <source>The game library is not open.</source>
        <translation>Biblioteka partii nie jest otwarta.</translation>
    </message>
</context>
<context>
    <name>PointSources</name>
    <message>
        <source>Roads</source>
        <translation>Drogi</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Miasta</translation>
    </message>
    <message>
        <source>Monasteries</source>
        <translation>Klasztory</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Pola</translation>
    </message>
    <message>
        <source>Haunted castles</source>
        <translation>Nawiedzone zamki</translation>
    </message>
    <message>
        <source>Cemeteries</source>
        <translation>Cmentarze</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Wiadomości</translation>
    </message>
    <message>
        <source>Robbers</source>
        <translation>Bandyci</translation>
    </message>
    <message>
        <source>Tower ransoms</source>
        <translation>Okupy (wieża)</translation>
    </message>
    <message>
        <source>Big top</source>
        <translation>Namiot cyrkowy</translation>
    </message>
    <message>
        <source>Acrobats</source>
        <translation>Akrobaci</translation>
    </message>
    <message>
        <source>Ringmaster</source>
        <translation>Dyrektor cyrku</translation>
    </message>
    <message>
        <source>Ghosts</source>
        <translation>Duchy</translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation>Korekty</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Inne</translation>
    </message>
    <message>
        <source>Roads with inns</source>
        <translation>Drogi z karczmą</translation>
    </message>
    <message>
        <source>Cities with cathedrals</source>
        <translation>Miasta z katedrą</translation>
    </message>
    <message>
        <source>Gardens</source>
        <translation>Ogrody</translation>
    </message>
    <message>
        <source>Abbot returned early</source>
        <translation>Opat zdjęty wcześniej</translation>
    </message>
    <message>
        <source>Goods</source>
        <translation>Towary</translation>
    </message>
</context>
<context>
    <name>PreviewDialog</name>
    <message>
        <source>Payouts</source>
        <translation>Przyznane punkty</translation>
    </message>
</context>
<context>
    <name>PyramidDialog</name>
    <message>
        <source>Score the pyramid %1</source>
        <extracomment>%1 the acrobat space&apos;s number</extracomment>
        <translation>Punktuj piramidę %1</translation>
    </message>
    <message>
        <source>Score the pyramid</source>
        <translation>Punktuj piramidę</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Displays help on commandline options.</source>
        <extracomment>The description of --help in the programs&apos; --help (Qt&apos;s own text)</extracomment>
        <translation>Wyświetla pomoc dotyczącą opcji wiersza poleceń.</translation>
    </message>
    <message>
        <source>Displays help including Qt specific options.</source>
        <extracomment>The description of --help-all in the programs&apos; --help (Qt&apos;s own text)</extracomment>
        <translation>Wyświetla pomoc wraz z opcjami właściwymi dla Qt.</translation>
    </message>
</context>
<context>
    <name>RansomDialog</name>
    <message>
        <source>Buy back your %1 from %2</source>
        <extracomment>%1 the kind of the captured figure (meeple, guard meeple, ringmaster), %2 the name of the player holding it prisoner</extracomment>
        <translation>Wykup od gracza %2: %1</translation>
    </message>
    <message>
        <source>The figure returns to your supply; a ransom can be paid once per turn.</source>
        <translation>Figura wraca do twojego zapasu; okup można zapłacić raz na turę.</translation>
    </message>
    <message>
        <source>Pay the ransom</source>
        <translation>Zapłać okup</translation>
    </message>
</context>
<context>
    <name>RansomStep</name>
    <message>
        <source>Ransom (B)</source>
        <translation>Okup (B)</translation>
    </message>
    <message>
        <source>Buy back your %1 from %2…</source>
        <extracomment>%1 the kind of the captured figure (meeple, guard meeple, ringmaster), %2 the name of the player holding it prisoner</extracomment>
        <translation>Wykup od gracza %2: %1…</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>these points land its owner on a dark space: a message</source>
        <translation>te punkty przenoszą właściciela na ciemne pole: wiadomość</translation>
    </message>
    <message>
        <source>the most points</source>
        <translation>najwięcej punktów</translation>
    </message>
    <message>
        <source>the only scoring figure</source>
        <translation>jedyny pionek punktacji</translation>
    </message>
    <message>
        <source>the lower figure loses less</source>
        <translation>niższa figura traci mniej</translation>
    </message>
    <message>
        <source>the other figure already earned this turn&apos;s message</source>
        <translation>druga figura już zdobyła wiadomość w tej turze</translation>
    </message>
    <message>
        <source>it lands on a dark space: a message</source>
        <translation>trafia na ciemne pole: wiadomość</translation>
    </message>
    <message>
        <source>the other figure stands with a robber</source>
        <translation>przy drugiej figurze stoi bandyta</translation>
    </message>
    <message>
        <source>either figure is as good</source>
        <translation>obie figury są równie dobre</translation>
    </message>
</context>
<context>
    <name>RecallDialog</name>
    <message>
        <source>Return the abbot from the garden</source>
        <translation>Zdejmij opata z ogrodu</translation>
    </message>
    <message>
        <source>Return the abbot from the monastery</source>
        <translation>Zdejmij opata z klasztoru</translation>
    </message>
    <message>
        <source>Return the abbot</source>
        <translation>Zdejmij opata</translation>
    </message>
    <message>
        <source>The garden&apos;s tile and the tiles around it</source>
        <translation>Płytka ogrodu i płytki wokół niej</translation>
    </message>
    <message>
        <source>The monastery&apos;s tile and the tiles around it</source>
        <translation>Płytka klasztoru i płytki wokół niej</translation>
    </message>
    <message numerus="yes">
        <source>The abbot returns to your supply; each of its %n ghost(s) costs 2.</source>
        <extracomment>%n the ghosts on the abbot</extracomment>
        <translation>
            <numerusform>Opat wraca do twojego zapasu; %n duch na nim kosztuje 2.</numerusform>
            <numerusform>Opat wraca do twojego zapasu; każdy z %n duchów na nim kosztuje 2.</numerusform>
            <numerusform>Opat wraca do twojego zapasu; każdy z %n duchów na nim kosztuje 2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The abbot returns to your supply; this takes the place of placing a figure.</source>
        <translation>Opat wraca do twojego zapasu; zastępuje to wystawienie figury.</translation>
    </message>
</context>
<context>
    <name>RecordFile</name>
    <message>
        <source>Could not read %1: %2</source>
        <extracomment>%1 the record file, %2 the system&apos;s reason</extracomment>
        <translation>Nie udało się odczytać %1: %2</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1 the record file, %2 the system&apos;s reason</extracomment>
        <translation>Nie udało się zapisać %1: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB, the most a game record can be.</source>
        <extracomment>%1 is a file name, %2 the largest size of a record in MiB (16) %1 the record file, %2 the largest size allowed, in MiB</extracomment>
        <translation>%1 jest większy niż %2 MiB, a tyle najwyżej może mieć zapis partii.</translation>
    </message>
    <message>
        <source>%1 is not a regular file (it is a folder, a device, a pipe or a socket): nothing was written, and it was left as it was. Name a file.</source>
        <extracomment>%1 the output file the user named</extracomment>
        <translation>%1 nie jest zwykłym plikiem (to folder, urządzenie, potok lub gniazdo): niczego nie zapisano i pozostawiono go bez zmian. Podaj plik.</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>a record is one JSON object</source>
        <translation>zapis partii to jeden obiekt JSON</translation>
    </message>
    <message>
        <source>an event must be a JSON object</source>
        <translation>zdarzenie musi być obiektem JSON</translation>
    </message>
    <message>
        <source>`format` must be &quot;meeple-ledger/1&quot;</source>
        <translation>`format` musi mieć wartość &quot;meeple-ledger/1&quot;</translation>
    </message>
    <message>
        <source>`players` must be an array of 2 to 6 players</source>
        <translation>`players` musi być listą od 2 do 6 graczy</translation>
    </message>
    <message>
        <source>a game has 2 to 6 players, this record has %1</source>
        <extracomment>%1 the record&apos;s number of players</extracomment>
        <translation>w partii gra od 2 do 6 graczy, ten zapis ma ich %1</translation>
    </message>
    <message>
        <source>`players[%1]` must be an object</source>
        <extracomment>%1 the player&apos;s place in the list, from 0</extracomment>
        <translation>`players[%1]` musi być obiektem</translation>
    </message>
    <message>
        <source>player id &quot;%1&quot; must be 1 to 16 of a-z, 0-9, _ and -</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>identyfikator gracza &quot;%1&quot; musi mieć od 1 do 16 znaków spośród a-z, 0-9, _ i -</translation>
    </message>
    <message>
        <source>player id &quot;%1&quot; is used twice</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>identyfikator gracza &quot;%1&quot; występuje dwa razy</translation>
    </message>
    <message>
        <source>the name of &quot;%1&quot; is longer than 40 characters</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>nazwa gracza &quot;%1&quot; jest dłuższa niż 40 znaków</translation>
    </message>
    <message>
        <source>`expansions` must be an array (empty for the base game alone)</source>
        <translation>`expansions` musi być listą (pustą dla samej gry podstawowej)</translation>
    </message>
    <message>
        <source>expansion &quot;%1&quot; is listed twice</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>dodatek „%1” podano dwa razy</translation>
    </message>
    <message>
        <source>`events` must be an array</source>
        <translation>`events` musi być listą</translation>
    </message>
    <message>
        <source>`game.id` must be a UUID such as &quot;3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e0f4a61&quot;, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`game.id` musi być identyfikatorem UUID, np. &quot;3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e0f4a61&quot;, a jest &quot;%1&quot;</translation>
    </message>
    <message>
        <source>`game.created` must be a time in UTC such as &quot;2026-12-04T19:30:00Z&quot;, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`game.created` musi być czasem UTC, np. &quot;2026-12-04T19:30:00Z&quot;, a jest &quot;%1&quot;</translation>
    </message>
    <message>
        <source>`%1` is missing</source>
        <extracomment>%1 the name of a field of the record, as written there</extracomment>
        <translation>brak `%1`</translation>
    </message>
    <message>
        <source>`%1` must be a whole number %2, got %3</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 the numbers allowed (&quot;2 or more&quot;, &quot;from 1 to 12&quot;); %3 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` musi być liczbą całkowitą %2, a jest %3</translation>
    </message>
    <message>
        <source>`%1` must be a non-empty string, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` musi być niepustym tekstem, a jest %2</translation>
    </message>
    <message>
        <source>`%1` must be an object, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` musi być obiektem, a jest %2</translation>
    </message>
    <message>
        <source>`%1` must be an array of strings, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` musi być listą tekstów, a jest %2</translation>
    </message>
    <message>
        <source>`%1` must hold non-empty strings, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` może zawierać tylko niepuste teksty, a zawiera %2</translation>
    </message>
    <message>
        <source>`%1` (%2) cannot exceed `%3` (%4)</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 its value; %3 the name of a field of the record, as written there; %4 its value</extracomment>
        <translation>`%1` (%2) nie może przekraczać `%3` (%4)</translation>
    </message>
    <message>
        <source>the game has ended: no event may follow `end`</source>
        <translation>partia się skończyła: po `end` nie może nastąpić żadne zdarzenie</translation>
    </message>
    <message>
        <source>unknown event type &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>nieznany typ zdarzenia &quot;%1&quot;</translation>
    </message>
    <message>
        <source>`%1` events need the %2 expansion, which this record does not enable</source>
        <extracomment>%1 an event type as written in the record (tower, robber…); %2 an expansion&apos;s name</extracomment>
        <translation>zdarzenia `%1` wymagają dodatku „%2”, którego ten zapis nie włącza</translation>
    </message>
    <message>
        <source>the messenger needs the %1 expansion, which this record does not enable</source>
        <extracomment>%1 an expansion&apos;s name</extracomment>
        <translation>posłanka wymaga dodatku „%1”, którego ten zapis nie włącza</translation>
    </message>
    <message>
        <source>%1 figures need the %2 expansion, which this record does not enable</source>
        <extracomment>%1 a kind of figure (meeple, guard meeple, ringmaster); %2 an expansion&apos;s name</extracomment>
        <translation>figury rodzaju %1 wymagają dodatku „%2”, którego ten zapis nie włącza</translation>
    </message>
    <message>
        <source>%1 features need the %2 expansion, which this record does not enable</source>
        <extracomment>%1 a kind of feature (road, city, tower…); %2 an expansion&apos;s name</extracomment>
        <translation>obszary rodzaju %1 wymagają dodatku „%2”, którego ten zapis nie włącza</translation>
    </message>
    <message>
        <source>ringmaster counts need the %1 expansion, which this record does not enable</source>
        <extracomment>%1 an expansion&apos;s name</extracomment>
        <translation>liczby płytek dyrektora cyrku wymagają dodatku „%1”, którego ten zapis nie włącza</translation>
    </message>
    <message>
        <source>`%1`: &quot;%2&quot; is not a player of this game</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1`: &quot;%2&quot; nie gra w tej partii</translation>
    </message>
    <message>
        <source>`%1` must be &quot;meeple&quot; or &quot;messenger&quot;, got &quot;%2&quot;</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1` musi mieć wartość &quot;meeple&quot; lub &quot;messenger&quot;, a ma &quot;%2&quot;</translation>
    </message>
    <message>
        <source>no turn has begun: the record must start with a `turn` event</source>
        <translation>żadna tura się nie zaczęła: zapis musi zaczynać się zdarzeniem `turn`</translation>
    </message>
    <message>
        <source>it is %1&apos;s turn after %2, not %3</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name; %3 a player&apos;s name</extracomment>
        <translation>po graczu %2 kolej gracza %1, nie %3</translation>
    </message>
    <message>
        <source>`%1`: no feature &quot;%2&quot; is on the board</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1`: na planszy nie ma obszaru &quot;%2&quot;</translation>
    </message>
    <message>
        <source>`%1`: no figure &quot;%2&quot; is on the board</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1`: na planszy nie ma figury &quot;%2&quot;</translation>
    </message>
    <message>
        <source>only the active player (%1) places figures, not %2</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name</extracomment>
        <translation>figury stawia tylko aktywny gracz (%1), nie %2</translation>
    </message>
    <message>
        <source>`kind` must be meeple, guard or ringmaster, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`kind` musi mieć wartość meeple, guard lub ringmaster, a ma &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 has no %2 left in their supply</source>
        <extracomment>%1 a player&apos;s name; %2 a kind of figure</extracomment>
        <translation>%1 nie ma już w zapasie figury: %2</translation>
    </message>
    <message>
        <source>figure id &quot;%1&quot; is already on the board or held as a prisoner</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>identyfikator figury &quot;%1&quot; jest już na planszy albo należy do jeńca</translation>
    </message>
    <message>
        <source>unknown `featureType` &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>nieznany `featureType` &quot;%1&quot;</translation>
    </message>
    <message>
        <source>feature &quot;%1&quot; is a %2, not a %3</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure; %3 a kind of feature (road, city…) or of figure</extracomment>
        <translation>obszar &quot;%1&quot; jest rodzaju %2, nie %3</translation>
    </message>
    <message>
        <source>feature &quot;%1&quot; is new, so `featureType` is required</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>obszar &quot;%1&quot; jest nowy, więc `featureType` jest wymagany</translation>
    </message>
    <message>
        <source>feature &quot;%1&quot; is already occupied; players join features with `merge`</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>obszar &quot;%1&quot; jest już zajęty; gracze łączą obszary zdarzeniem `merge`</translation>
    </message>
    <message>
        <source>tower &quot;%1&quot; has no floor yet: towers are built with `tower` events</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>wieża &quot;%1&quot; nie ma jeszcze żadnego elementu: wieże buduje się zdarzeniami `tower`</translation>
    </message>
    <message>
        <source>`features` must name at least two different features, each once</source>
        <translation>`features` musi wymieniać co najmniej dwa różne obszary, każdy raz</translation>
    </message>
    <message>
        <source>only roads, cities and fields are merged; &quot;%1&quot; is a %2</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>łączy się tylko drogi, miasta i pola; &quot;%1&quot; jest rodzaju %2</translation>
    </message>
    <message>
        <source>cannot merge a %1 with a %2</source>
        <extracomment>%1 a kind of feature (road, city…) or of figure; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>nie można połączyć obszaru rodzaju %1 z obszarem rodzaju %2</translation>
    </message>
    <message>
        <source>`into`: &quot;%1&quot; is another feature on the board</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`into`: &quot;%1&quot; to inny obszar na planszy</translation>
    </message>
    <message>
        <source>fields are never scored during the game; they score at `end`</source>
        <translation>pól nigdy nie punktuje się w trakcie gry; punktują przy `end`</translation>
    </message>
    <message>
        <source>a %1 is not a feature that is completed and scored</source>
        <extracomment>%1 a kind of feature (road, city…) or of figure</extracomment>
        <translation>obszar rodzaju %1 nie jest ukończany ani punktowany</translation>
    </message>
    <message>
        <source>an adjustment of 0 points changes nothing</source>
        <translation>korekta o 0 punktów niczego nie zmienia</translation>
    </message>
    <message>
        <source>`values` has an entry for &quot;%1&quot;, which is not on the board</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`values` ma wpis dla &quot;%1&quot;, którego nie ma na planszy</translation>
    </message>
    <message>
        <source>`values.%1`: a %2 is not scored at the end; give `{}` or no entry</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>`values.%1`: obszar rodzaju %2 nie jest punktowany na koniec; podaj `{}` albo pomiń wpis</translation>
    </message>
    <message>
        <source>`values` has no entry for %1 &quot;%2&quot;, which has figures on it</source>
        <extracomment>%1 a kind of feature (road, city…); %2 an id or value exactly as written in the record</extracomment>
        <translation>`values` nie ma wpisu dla obszaru rodzaju %1 &quot;%2&quot;, na którym stoją figury</translation>
    </message>
    <message>
        <source>`%1`: &quot;%2&quot; is not a ringmaster on %3 &quot;%4&quot; that takes a bonus</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record; %3 a kind of feature (road, city…); %4 an id or value exactly as written in the record</extracomment>
        <translation>`%1`: &quot;%2&quot; nie jest dyrektorem cyrku na obszarze rodzaju %3 &quot;%4&quot;, który dostaje premię</translation>
    </message>
    <message>
        <source>`%1` needs the number of circus and acrobat tiles around ringmaster &quot;%2&quot;</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1` wymaga liczby płytek cyrku i akrobatów wokół dyrektora cyrku &quot;%2&quot;</translation>
    </message>
    <message>
        <source>`%1`: unknown animal &quot;%2&quot; (flea, monkey, seal, bear, tiger, elephant)</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1`: nieznane zwierzę &quot;%2&quot; (flea, monkey, seal, bear, tiger, elephant)</translation>
    </message>
    <message numerus="yes">
        <source>all %n %1 token(s) have been revealed already</source>
        <extracomment>%n the tokens of that animal in the game; %1 the animal (flea, monkey…)</extracomment>
        <translation>
            <numerusform>%n żeton „%1” został już odkryty</numerusform>
            <numerusform>wszystkie %n żetony „%1” zostały już odkryte</numerusform>
            <numerusform>wszystkie %n żetonów „%1” zostało już odkrytych</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a %2, not an acrobat space</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>&quot;%1&quot; jest rodzaju %2, a nie miejscem akrobatów</translation>
    </message>
    <message numerus="yes">
        <source>the pyramid on &quot;%1&quot; has %n acrobat(s); it is scored with exactly 3</source>
        <extracomment>%1 the acrobat space&apos;s id as written in the record; %n the acrobats on it</extracomment>
        <translation>
            <numerusform>piramida na &quot;%1&quot; ma %n akrobatę; punktuje się ją przy dokładnie 3</numerusform>
            <numerusform>piramida na &quot;%1&quot; ma %n akrobatów; punktuje się ją przy dokładnie 3</numerusform>
            <numerusform>piramida na &quot;%1&quot; ma %n akrobatów; punktuje się ją przy dokładnie 3</numerusform>
        </translation>
    </message>
    <message>
        <source>the ringmaster is never an acrobat</source>
        <translation>dyrektor cyrku nigdy nie jest akrobatą</translation>
    </message>
    <message>
        <source>the pyramid on &quot;%1&quot; is complete with 3 acrobats</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>piramida na &quot;%1&quot; jest pełna z 3 akrobatami</translation>
    </message>
    <message>
        <source>ghosts are never added to guard meeples; &quot;%1&quot; is a guard</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>duchów nigdy nie dodaje się do strażników; &quot;%1&quot; jest strażnikiem</translation>
    </message>
    <message>
        <source>the general supply has no ghost left</source>
        <translation>w ogólnym zapasie nie ma już ducha</translation>
    </message>
    <message>
        <source>expanding the mist haunts another player&apos;s figure; &quot;%1&quot; is %2&apos;s own</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a player&apos;s name</extracomment>
        <translation>rozszerzająca się mgła nawiedza figurę innego gracza; &quot;%1&quot; należy do samego gracza %2</translation>
    </message>
    <message>
        <source>limiting the mist haunts one of the active player&apos;s own figures; &quot;%1&quot; belongs to %2</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a player&apos;s name</extracomment>
        <translation>ograniczana mgła nawiedza własną figurę aktywnego gracza; &quot;%1&quot; należy do gracza %2</translation>
    </message>
    <message>
        <source>`reason` must be &quot;expand&quot; or &quot;limit&quot;, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`reason` musi mieć wartość &quot;expand&quot; lub &quot;limit&quot;, a ma &quot;%1&quot;</translation>
    </message>
    <message>
        <source>`values` has no entry for %1 &quot;%2&quot;, where %3 has a figure</source>
        <extracomment>%1 a kind of feature (road, city…); %2 an id or value exactly as written in the record; %3 a player&apos;s name</extracomment>
        <translation>`values` nie ma wpisu dla obszaru rodzaju %1 &quot;%2&quot;, na którym %3 ma figurę</translation>
    </message>
    <message>
        <source>`values` names &quot;%1&quot;, which is not a %2 with a figure of %3</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure; %3 a player&apos;s name</extracomment>
        <translation>`values` wymienia &quot;%1&quot;, który nie jest obszarem rodzaju %2 z figurą gracza %3</translation>
    </message>
    <message>
        <source>no message is owed: none of %1&apos;s scoring figures ended a forward move from points on a dark space since the last message or the start of the turn</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>żadna wiadomość się nie należy: żadna figura punktacji gracza %1 nie zakończyła ruchu naprzód za punkty na ciemnym polu od ostatniej wiadomości lub początku tury</translation>
    </message>
    <message>
        <source>`take` must be &quot;points&quot; or &quot;action&quot;, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`take` musi mieć wartość &quot;points&quot; lub &quot;action&quot;, a ma &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 has no figure on a %2: message %3 must be taken as 2 points</source>
        <extracomment>%1 a player&apos;s name; %2 a kind of feature (road, city…) or of figure; %3 the message tile&apos;s number</extracomment>
        <translation>%1 nie ma figury na obszarze rodzaju %2: wiadomość %3 trzeba wziąć jako 2 punkty</translation>
    </message>
    <message>
        <source>message 8 scores one of the active player&apos;s own figures; &quot;%1&quot; belongs to %2</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a player&apos;s name</extracomment>
        <translation>wiadomość 8 punktuje własną figurę aktywnego gracza; &quot;%1&quot; należy do gracza %2</translation>
    </message>
    <message>
        <source>`values.ringmaster` is only for a ringmaster on a road, city, monastery or field</source>
        <translation>`values.ringmaster` dotyczy tylko dyrektora cyrku na drodze, w mieście, klasztorze lub na polu</translation>
    </message>
    <message>
        <source>only the active player may move a robber that is already on the track; %1&apos;s robber stands on space %2</source>
        <extracomment>%1 a player&apos;s name; %2 a space of the scoring track (a number)</extracomment>
        <translation>tylko aktywny gracz może przesunąć bandytę, który już stoi na planszy punktacji; bandyta gracza %1 stoi na polu %2</translation>
    </message>
    <message>
        <source>space %1 holds no scoring figure of another player</source>
        <extracomment>%1 a space of the scoring track (a number)</extracomment>
        <translation>na polu %1 nie stoi żadna figura punktacji innego gracza</translation>
    </message>
    <message>
        <source>a `steal` must follow the scoring it robs</source>
        <translation>`steal` musi następować po punktacji, którą okrada</translation>
    </message>
    <message>
        <source>the robber of %1 already chose whom to rob</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>bandyta gracza %1 już wybrał, kogo okraść</translation>
    </message>
    <message>
        <source>the robber of %1 is not on the track when this scoring began</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>bandyta gracza %1 nie stał na planszy punktacji, gdy zaczęła się ta punktacja</translation>
    </message>
    <message>
        <source>the robber of %1 has nothing to steal in this scoring</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>bandyta gracza %1 nie ma nic do ukradzenia w tej punktacji</translation>
    </message>
    <message>
        <source>the robber of %1 cannot steal from %2: only a first forward movement of a figure that stood on space %3 can be robbed</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name; %3 a space of the scoring track (a number)</extracomment>
        <translation>bandyta gracza %1 nie może okraść gracza %2: okraść można tylko pierwszy ruch naprzód figury, która stała na polu %3</translation>
    </message>
    <message>
        <source>the robber of %1 cannot steal from %2&apos;s %3: only a first forward movement of a figure that stood on space %4 can be robbed</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name; %3 the robbed player&apos;s scoring figure (scoring meeple or messenger); %4 a space of the scoring track (a number)</extracomment>
        <translation>bandyta gracza %1 nie może okraść gracza %2 (%3): okraść można tylko pierwszy ruch naprzód figury, która stała na polu %4</translation>
    </message>
    <message>
        <source>`exchange`: %1 holds no prisoner &quot;%2&quot; of %3</source>
        <extracomment>%1 a player&apos;s name; %2 an id or value exactly as written in the record; %3 a player&apos;s name</extracomment>
        <translation>`exchange`: %1 nie więzi jeńca &quot;%2&quot; gracza %3</translation>
    </message>
    <message>
        <source>%1 has no tower floor left in their supply</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>%1 nie ma już w zapasie elementów wieży</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a %2, not a tower</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>&quot;%1&quot; jest rodzaju %2, a nie wieżą</translation>
    </message>
    <message>
        <source>tower &quot;%1&quot; is closed by figure &quot;%2&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 an id or value exactly as written in the record</extracomment>
        <translation>wieża &quot;%1&quot; jest zamknięta przez figurę &quot;%2&quot;</translation>
    </message>
    <message>
        <source>`exchange` without a capture: no prisoners change hands</source>
        <translation>`exchange` bez pojmania: żaden jeniec nie zmienia właściciela</translation>
    </message>
    <message>
        <source>`exchange` after capturing one&apos;s own figure: no prisoners change hands</source>
        <translation>`exchange` po pojmaniu własnej figury: żaden jeniec nie zmienia właściciela</translation>
    </message>
    <message>
        <source>`exchange`: no exchange happens, %1 holds no prisoner of %2</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name</extracomment>
        <translation>`exchange`: nie ma wymiany, %1 nie więzi jeńca gracza %2</translation>
    </message>
    <message>
        <source>`exchange`: %1 takes no part in this exchange</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>`exchange`: %1 nie bierze udziału w tej wymianie</translation>
    </message>
    <message>
        <source>figure &quot;%1&quot; is not held as a prisoner</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>figura &quot;%1&quot; nie jest jeńcem</translation>
    </message>
    <message>
        <source>only its owner (%1) buys back &quot;%2&quot;, during their own turn</source>
        <extracomment>%1 a player&apos;s name; %2 an id or value exactly as written in the record</extracomment>
        <translation>tylko właściciel (%1) wykupuje &quot;%2&quot;, w swojej turze</translation>
    </message>
    <message>
        <source>a ransom is paid at most once per turn</source>
        <translation>okup płaci się najwyżej raz na turę</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 holds %n point(s); a ransom of 3 would take it below 0</source>
        <extracomment>%1 the prisoner&apos;s owner&apos;s name; %2 that player&apos;s scoring figure (scoring meeple or messenger); %n its points</extracomment>
        <translation>
            <numerusform>%2 gracza %1: %n punkt; okup 3 zepchnąłby tę figurę poniżej 0</numerusform>
            <numerusform>%2 gracza %1: %n punkty; okup 3 zepchnąłby tę figurę poniżej 0</numerusform>
            <numerusform>%2 gracza %1: %n punktów; okup 3 zepchnąłby tę figurę poniżej 0</numerusform>
        </translation>
    </message>
    <message>
        <source>an array</source>
        <extracomment>What a record has where another kind of value belongs (&quot;`tiles` must be a whole number, got …&quot;).</extracomment>
        <translation>lista</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>obiekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <extracomment>The range of a whole number: &quot;`tiles` must be a whole number 2 or more&quot;.</extracomment>
        <translation>od %1 wzwyż</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <extracomment>The range of a whole number: &quot;`tile` must be a whole number from 1 to 12&quot;.</extracomment>
        <translation>od %1 do %2</translation>
    </message>
    <message>
        <source>error: setup: %1</source>
        <extracomment>A refused record&apos;s line on the command line: %1 why the record&apos;s setup (its players and expansions) was refused</extracomment>
        <translation>błąd: przygotowanie: %1</translation>
    </message>
    <message>
        <source>error: event %1 (%2): %3</source>
        <extracomment>%1 is the event&apos;s index in the record, %2 its type (&quot;place&quot;, &quot;score&quot;), %3 why it was refused.</extracomment>
        <translation>błąd: zdarzenie %1 (%2): %3</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): %4</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text; %4 which mistake it is, as a clause (&quot;the text ends before the record is complete&quot;)</extracomment>
        <translation>niepoprawny JSON w bajcie %1 (wiersz %2, kolumna %3): %4</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): the text is empty or only white space</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>niepoprawny JSON w bajcie %1 (wiersz %2, kolumna %3): tekst jest pusty lub zawiera tylko białe znaki</translation>
    </message>
    <message>
        <source>the text is %1 bytes; a record is at most %2 bytes (16 MiB)</source>
        <extracomment>%1 the text&apos;s size in bytes; %2 the largest size allowed in bytes</extracomment>
        <translation>tekst ma %1 B; zapis partii ma najwyżej %2 B (16 MiB)</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): a NUL byte, which JSON text cannot hold</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>niepoprawny JSON w bajcie %1 (wiersz %2, kolumna %3): bajt NUL, którego tekst JSON nie może zawierać</translation>
    </message>
    <message>
        <source>a U+0000 (\u0000) in a string at byte %1 (line %2, column %3): no name or id can hold it</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>U+0000 (\u0000) w ciągu znaków w bajcie %1 (wiersz %2, kolumna %3): żadna nazwa ani identyfikator nie może go zawierać</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): invalid UTF-8 in a string</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>niepoprawny JSON w bajcie %1 (wiersz %2, kolumna %3): niepoprawny UTF-8 w ciągu znaków</translation>
    </message>
    <message>
        <source>invalid Unicode in the string at byte %1 (line %2, column %3)</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>niepoprawny Unicode w ciągu znaków w bajcie %1 (wiersz %2, kolumna %3)</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): invalid Unicode: a lone high surrogate \u%4</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text; %4 the character&apos;s code in hexadecimal</extracomment>
        <translation>niepoprawny JSON w bajcie %1 (wiersz %2, kolumna %3): niepoprawny Unicode: samotny wysoki surogat \u%4</translation>
    </message>
    <message>
        <source>invalid Unicode at byte %1 (line %2, column %3): the escape \u%4 is a lone low surrogate</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text; %4 the character&apos;s code in hexadecimal</extracomment>
        <translation>niepoprawny Unicode w bajcie %1 (wiersz %2, kolumna %3): sekwencja \u%4 to samotny niski surogat</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): a raw control character (U+%4) in a string; it must be written as an escape</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text; %4 the character&apos;s code in hexadecimal</extracomment>
        <translation>niepoprawny JSON w bajcie %1 (wiersz %2, kolumna %3): surowy znak sterujący (U+%4) w ciągu znaków; trzeba go zapisać jako sekwencję ucieczki</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears twice in one object: at byte %2 (line %3, column %4) and at byte %5 (line %6, column %7)</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 the byte; %3 the line; %4 the column in the record&apos;s text; %5 the byte; %6 the line; %7 the column of its second appearance</extracomment>
        <translation>klucz „%1” występuje dwa razy w jednym obiekcie: w bajcie %2 (wiersz %3, kolumna %4) i w bajcie %5 (wiersz %6, kolumna %7)</translation>
    </message>
    <message>
        <source>nested deeper than %1 arrays and objects at byte %2 (line %3, column %4)</source>
        <extracomment>%1 the deepest nesting allowed (a number); %2 the byte; %3 the line; %4 the column in the record&apos;s text</extracomment>
        <translation>zagnieżdżenie głębsze niż %1 tablic i obiektów w bajcie %2 (wiersz %3, kolumna %4)</translation>
    </message>
    <message>
        <source>the record is too large to read in the memory available</source>
        <translation>zapis partii jest zbyt duży, by odczytać go w dostępnej pamięci</translation>
    </message>
    <message>
        <source>setup: %1</source>
        <extracomment>Where a refused record went wrong, inside a sentence such as &quot;game.json was not imported: setup: …&quot;.</extracomment>
        <translation>przygotowanie: %1</translation>
    </message>
    <message>
        <source>event %1 (%2): %3</source>
        <extracomment>%1 is the event&apos;s index in the record, %2 its type (&quot;place&quot;, &quot;score&quot;), %3 why it was refused; inside a sentence such as &quot;game.json was not imported: event 3 (place): …&quot;.</extracomment>
        <translation>zdarzenie %1 (%2): %3</translation>
    </message>
    <message>
        <source>the text ends before the record is complete (a file cut short?)</source>
        <extracomment>Why a record&apos;s text is not valid JSON, after &quot;not valid JSON at byte 41 (line 2, column 1): &quot;</extracomment>
        <translation>tekst kończy się, zanim zapis partii jest kompletny (ucięty plik?)</translation>
    </message>
    <message>
        <source>more text follows the record&apos;s closing brace</source>
        <translation>po zamykającym nawiasie klamrowym zapisu partii jest jeszcze tekst</translation>
    </message>
    <message>
        <source>a value is missing, or is not one (text must be in double quotes)</source>
        <translation>brakuje wartości albo to, co jest, nie jest wartością (tekst zapisuje się w cudzysłowie podwójnym)</translation>
    </message>
    <message>
        <source>a member&apos;s name is missing (a name is written in double quotes)</source>
        <translation>brakuje nazwy pola (nazwę zapisuje się w cudzysłowie podwójnym)</translation>
    </message>
    <message>
        <source>a member&apos;s name is not followed by a colon</source>
        <translation>po nazwie pola nie ma dwukropka</translation>
    </message>
    <message>
        <source>a comma or the closing brace is missing after a member</source>
        <translation>po polu brakuje przecinka lub zamykającego nawiasu klamrowego</translation>
    </message>
    <message>
        <source>a comma or the closing bracket is missing after an element</source>
        <translation>po elemencie brakuje przecinka lub zamykającego nawiasu kwadratowego</translation>
    </message>
    <message>
        <source>a \u escape is not followed by four hexadecimal digits</source>
        <translation>po sekwencji \u nie ma czterech cyfr szesnastkowych</translation>
    </message>
    <message>
        <source>a backslash is followed by a character that has no escape</source>
        <translation>po ukośniku wstecznym jest znak, który nie tworzy sekwencji ucieczki</translation>
    </message>
    <message>
        <source>a string has no closing double quote</source>
        <translation>ciąg znaków nie ma zamykającego cudzysłowu podwójnego</translation>
    </message>
    <message>
        <source>a number is too large or incomplete</source>
        <translation>liczba jest za duża lub niepełna</translation>
    </message>
    <message>
        <source>the text does not follow JSON&apos;s syntax</source>
        <translation>tekst nie jest zgodny ze składnią JSON</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 holds %n point(s); a correction of %3 would take it below 0</source>
        <extracomment>%1 a player&apos;s name; %2 that player&apos;s scoring figure (scoring meeple or messenger); %n its points; %3 the correction (a negative number)</extracomment>
        <translation>
            <numerusform>%2 gracza %1: %n punkt; korekta o %3 zepchnęłaby tę figurę poniżej 0</numerusform>
            <numerusform>%2 gracza %1: %n punkty; korekta o %3 zepchnęłaby tę figurę poniżej 0</numerusform>
            <numerusform>%2 gracza %1: %n punktów; korekta o %3 zepchnęłaby tę figurę poniżej 0</numerusform>
        </translation>
    </message>
    <message>
        <source>the text begins with a byte order mark (EF BB BF), which some editors add: save the record as UTF-8 without it</source>
        <translation>tekst zaczyna się od znacznika kolejności bajtów (EF BB BF), który dodają niektóre edytory: zapisz zapis partii jako UTF-8 bez niego</translation>
    </message>
    <message>
        <source>the text is UTF-16 (it begins with FF FE or FE FF): save the record as UTF-8</source>
        <translation>tekst jest w UTF-16 (zaczyna się od FF FE lub FE FF): zapisz zapis partii jako UTF-8</translation>
    </message>
    <message>
        <source>unknown expansion &quot;%1&quot;: the known ones are tower, messengers, robbers, bigtop, ghosts, abbot, inns and traders</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>nieznany dodatek &quot;%1&quot;: znane są tower, messengers, robbers, bigtop, ghosts, abbot, inns i traders</translation>
    </message>
    <message>
        <source>unknown expansion (not a string): the known ones are tower, messengers, robbers, bigtop, ghosts, abbot, inns and traders</source>
        <translation>nieznany dodatek (to nie tekst): znane są tower, messengers, robbers, bigtop, ghosts, abbot, inns i traders</translation>
    </message>
    <message>
        <source>`%1` must be true or false, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` musi być true albo false, a jest %2</translation>
    </message>
    <message>
        <source>`%1` needs the %2 expansion, which this record does not enable</source>
        <extracomment>%1 the name of a field of the record, as written there (`values.r1.inn`); %2 an expansion&apos;s name</extracomment>
        <translation>`%1` wymaga dodatku „%2”, którego ten zapis nie włącza</translation>
    </message>
    <message>
        <source>an abbot stands only on a monastery or a garden, not on a %1</source>
        <extracomment>%1 a kind of feature (road, city…)</extracomment>
        <translation>opat stoi tylko na klasztorze albo w ogrodzie, nie na obszarze rodzaju %1</translation>
    </message>
    <message>
        <source>only an abbot stands on a garden, not a %1</source>
        <extracomment>%1 a kind of figure (meeple, large meeple…)</extracomment>
        <translation>w ogrodzie stoi tylko opat, nie figura rodzaju %1</translation>
    </message>
    <message>
        <source>the large meeple is never an acrobat: a pyramid takes only meeples and guard meeples</source>
        <translation>duży podwładny nigdy nie jest akrobatą: piramida przyjmuje tylko podwładnych i strażników</translation>
    </message>
    <message>
        <source>only an abbot is returned early; &quot;%1&quot; is a %2</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of figure (meeple, large meeple…)</extracomment>
        <translation>wcześniej zdejmuje się tylko opata; &quot;%1&quot; jest figurą rodzaju %2</translation>
    </message>
    <message>
        <source>abbot &quot;%1&quot; belongs to %2: only its owner returns it, during their own turn</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a player&apos;s name</extracomment>
        <translation>opat &quot;%1&quot; należy do gracza %2: zdejmuje go tylko właściciel, we własnej turze</translation>
    </message>
    <message>
        <source>%1 already returned an abbot in this part of the turn</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>gracz %1 już zdjął opata w tej części tury</translation>
    </message>
    <message>
        <source>a %1 cannot stand on a %2: a builder joins a road or a city, a pig a field</source>
        <extracomment>%1 a kind of figure (builder, pig); %2 a kind of feature (road, city…)</extracomment>
        <translation>figura rodzaju %1 nie może stać na obszarze rodzaju %2: budowniczy dołącza do drogi lub miasta, świnia do pola</translation>
    </message>
    <message>
        <source>a %1 joins only a feature where its owner already has a figure; %3 has none on &quot;%2&quot;</source>
        <extracomment>%1 a kind of figure (builder, pig); %2 an id or value exactly as written in the record; %3 a player&apos;s name</extracomment>
        <translation>figura rodzaju %1 dołącza tylko do obszaru, na którym właściciel ma już figurę; gracz %3 nie ma żadnej na &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%3&apos;s %1 already stands on &quot;%2&quot;</source>
        <extracomment>%1 a kind of figure (builder, pig); %2 an id or value exactly as written in the record; %3 a player&apos;s name</extracomment>
        <translation>figura rodzaju %1 gracza %3 stoi już na &quot;%2&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a %2, which a tower never captures</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of figure (builder, pig)</extracomment>
        <translation>&quot;%1&quot; jest figurą rodzaju %2, której wieża nigdy nie bierze do niewoli</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a %2, which never takes a ghost</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of figure (builder, pig)</extracomment>
        <translation>&quot;%1&quot; jest figurą rodzaju %2, która nigdy nie dostaje ducha</translation>
    </message>
    <message>
        <source>message 8 scores a meeple; &quot;%1&quot; is a %2, which is never scored on its own</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of figure (builder, pig)</extracomment>
        <translation>wiadomość 8 punktuje podwładnego; &quot;%1&quot; jest figurą rodzaju %2, która nigdy nie punktuje sama</translation>
    </message>
    <message>
        <source>%1&apos;s builder did not stand on the board when this part of the turn began: it earns no second tile</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>budowniczy gracza %1 nie stał na planszy, gdy zaczynała się ta część tury: nie daje drugiej płytki</translation>
    </message>
    <message>
        <source>%1 already took every builder&apos;s tile this turn earned: a builder&apos;s tile never earns another</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>gracz %1 już wziął każdą drugą płytkę, którą budowniczy dał w tej turze: druga płytka nigdy nie daje kolejnej</translation>
    </message>
    <message>
        <source>`goods` takes at least one token of wine, grain or cloth</source>
        <translation>`goods` bierze co najmniej jeden żeton wina, ziarna lub sukna</translation>
    </message>
    <message>
        <source>unknown goods &quot;%1&quot; (wine, grain, cloth)</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>nieznany towar &quot;%1&quot; (wine, grain, cloth)</translation>
    </message>
    <message numerus="yes">
        <source>only %n %1 token(s) left in the general supply; this takes %2</source>
        <extracomment>%1 a kind of goods (wine, grain, cloth); %2 how many tokens the event takes; %n how many are left in the general supply</extracomment>
        <translation>
            <numerusform>w ogólnym zapasie został tylko %n żeton „%1”; to zdarzenie bierze %2</numerusform>
            <numerusform>w ogólnym zapasie zostały tylko %n żetony „%1”; to zdarzenie bierze %2</numerusform>
            <numerusform>w ogólnym zapasie zostało tylko %n żetonów „%1”; to zdarzenie bierze %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RemoveDialog</name>
    <message>
        <source>Take a figure off the board</source>
        <translation>Zdejmij figurę z planszy</translation>
    </message>
    <message>
        <source>Take it off</source>
        <translation>Zdejmij</translation>
    </message>
    <message>
        <source>The figure goes back to its owner without scoring.</source>
        <translation>Figura wraca do właściciela bez punktowania.</translation>
    </message>
    <message>
        <source>Why (optional), e.g. placed by mistake</source>
        <translation>Dlaczego (opcjonalnie), np. postawiona przez pomyłkę</translation>
    </message>
</context>
<context>
    <name>RobbersStep</name>
    <message>
        <source>Robbers (R)</source>
        <translation>Bandyci (R)</translation>
    </message>
    <message>
        <source>Place %1&apos;s robber</source>
        <extracomment>%1 the robber&apos;s owner&apos;s name</extracomment>
        <translation>Postaw bandytę gracza %1</translation>
    </message>
    <message>
        <source>Move %1&apos;s robber</source>
        <extracomment>%1 the robber&apos;s owner&apos;s name</extracomment>
        <translation>Przesuń bandytę gracza %1</translation>
    </message>
    <message>
        <source>Click a highlighted space on the track (or arrows and Enter); Esc cancels.</source>
        <translation>Kliknij podświetlone pole na planszy punktacji (lub strzałki i Enter); Esc anuluje.</translation>
    </message>
</context>
<context>
    <name>RuleIds</name>
    <message>
        <source>Road completed</source>
        <translation>Droga ukończona</translation>
    </message>
    <message>
        <source>City completed</source>
        <translation>Miasto ukończone</translation>
    </message>
    <message>
        <source>Monastery completed</source>
        <translation>Klasztor ukończony</translation>
    </message>
    <message>
        <source>Haunted castle completed</source>
        <translation>Nawiedzony zamek ukończony</translation>
    </message>
    <message>
        <source>Cemetery completed</source>
        <translation>Cmentarz ukończony</translation>
    </message>
    <message>
        <source>Ringmaster bonus</source>
        <translation>Premia dyrektora cyrku</translation>
    </message>
    <message>
        <source>Robber steals</source>
        <translation>Bandyta kradnie</translation>
    </message>
    <message>
        <source>Robber at the end</source>
        <translation>Bandyta na koniec gry</translation>
    </message>
    <message>
        <source>Message: 2 points</source>
        <translation>Wiadomość: 2 punkty</translation>
    </message>
    <message>
        <source>Message 1: road</source>
        <translation>Wiadomość 1: droga</translation>
    </message>
    <message>
        <source>Message 2: city</source>
        <translation>Wiadomość 2: miasto</translation>
    </message>
    <message>
        <source>Message 3: monastery</source>
        <translation>Wiadomość 3: klasztor</translation>
    </message>
    <message>
        <source>Message 4: extra tile</source>
        <translation>Wiadomość 4: dodatkowa płytka</translation>
    </message>
    <message>
        <source>Message 5: coats of arms</source>
        <translation>Wiadomość 5: herby</translation>
    </message>
    <message>
        <source>Message 6: knights</source>
        <translation>Wiadomość 6: rycerze</translation>
    </message>
    <message>
        <source>Message 7: farmers</source>
        <translation>Wiadomość 7: chłopi</translation>
    </message>
    <message>
        <source>Message 8: score a meeple</source>
        <translation>Wiadomość 8: punktuj podwładnego</translation>
    </message>
    <message>
        <source>Ransom paid</source>
        <translation>Okup zapłacony</translation>
    </message>
    <message>
        <source>Ransom received</source>
        <translation>Okup otrzymany</translation>
    </message>
    <message>
        <source>Big top</source>
        <translation>Namiot cyrkowy</translation>
    </message>
    <message>
        <source>Big top at the end</source>
        <translation>Namiot cyrkowy na koniec gry</translation>
    </message>
    <message>
        <source>Acrobat pyramid</source>
        <translation>Piramida akrobatów</translation>
    </message>
    <message>
        <source>Road at the end</source>
        <translation>Droga na koniec gry</translation>
    </message>
    <message>
        <source>City at the end</source>
        <translation>Miasto na koniec gry</translation>
    </message>
    <message>
        <source>Monastery at the end</source>
        <translation>Klasztor na koniec gry</translation>
    </message>
    <message>
        <source>Field at the end</source>
        <translation>Pole na koniec gry</translation>
    </message>
    <message>
        <source>Haunted castle at the end</source>
        <translation>Nawiedzony zamek na koniec gry</translation>
    </message>
    <message>
        <source>Acrobats at the end</source>
        <translation>Akrobaci na koniec gry</translation>
    </message>
    <message>
        <source>Ringmaster at the end</source>
        <translation>Dyrektor cyrku na koniec gry</translation>
    </message>
    <message>
        <source>Ghosts at the end</source>
        <translation>Duchy na koniec gry</translation>
    </message>
    <message>
        <source>Messenger joins the scoring meeple</source>
        <translation>Posłanka dołącza do pionka punktacji</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>Korekta</translation>
    </message>
    <message>
        <source>Road with an inn completed</source>
        <translation>Droga z karczmą ukończona</translation>
    </message>
    <message>
        <source>City with a cathedral completed</source>
        <translation>Miasto z katedrą ukończone</translation>
    </message>
    <message>
        <source>Garden completed</source>
        <translation>Ogród ukończony</translation>
    </message>
    <message>
        <source>Abbot returned early</source>
        <translation>Opat zdjęty wcześniej</translation>
    </message>
    <message>
        <source>Road with an inn at the end</source>
        <translation>Droga z karczmą na koniec gry</translation>
    </message>
    <message>
        <source>City with a cathedral at the end</source>
        <translation>Miasto z katedrą na koniec gry</translation>
    </message>
    <message>
        <source>Garden at the end</source>
        <translation>Ogród na koniec gry</translation>
    </message>
    <message>
        <source>Most goods</source>
        <translation>Najwięcej towarów</translation>
    </message>
</context>
<context>
    <name>Schema</name>
    <message>
        <source>add undo/redo state and player profiles</source>
        <translation>dodanie stanu cofania/ponawiania i profili graczy</translation>
    </message>
    <message>
        <source>add a summary row to every game</source>
        <translation>dodanie wiersza podsumowania do każdej partii</translation>
    </message>
    <message>
        <source>give games, profiles and the library their ids</source>
        <translation>nadanie identyfikatorów partiom, profilom i bibliotece</translation>
    </message>
    <message>
        <source>keep what the club server is owed</source>
        <translation>zapisywanie tego, co trzeba wysłać na serwer klubu</translation>
    </message>
    <message>
        <source>keep the names players give features</source>
        <translation>zapisać nazwy, które gracze nadają obszarom</translation>
    </message>
    <message>
        <source>chain each game&apos;s events by their hashes</source>
        <translation>powiązanie zdarzeń każdej partii ich skrótami</translation>
    </message>
    <message>
        <source>keep the inns and cathedrals players note on features</source>
        <translation>zapisać karczmy i katedry, które gracze zaznaczają na obszarach</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score over the turns</source>
        <translation>Wynik w kolejnych turach</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tura</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
</context>
<context>
    <name>ScoreDialog</name>
    <message numerus="yes">
        <source>Score (%n point(s))</source>
        <extracomment>the button that scores the feature: %n the most points a player gets from it</extracomment>
        <translation>
            <numerusform>Punktuj (%n punkt)</numerusform>
            <numerusform>Punktuj (%n punkty)</numerusform>
            <numerusform>Punktuj (%n punktów)</numerusform>
        </translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punktuj</translation>
    </message>
    <message>
        <source>Nothing to count: confirm to score it.</source>
        <translation>Nie ma czego liczyć: potwierdź, aby punktować.</translation>
    </message>
    <message>
        <source>Circus and acrobat tiles around %1&apos;s ringmaster</source>
        <extracomment>%1 player name</extracomment>
        <translation>Płytki cyrku i akrobatów wokół dyrektora cyrku gracza %1</translation>
    </message>
    <message>
        <source>Score %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>Punktuj: %1</translation>
    </message>
    <message>
        <source>no more than its tiles</source>
        <extracomment>why a field bounded by the tiles (the coats of arms) takes no more: a feature has no more than one per tile</extracomment>
        <translation>nie więcej niż płytek</translation>
    </message>
</context>
<context>
    <name>ScoreStep</name>
    <message numerus="yes">
        <source>%n feature(s) to score</source>
        <extracomment>%n how many completed features may be scored now</extracomment>
        <translation>
            <numerusform>%n obszar do punktowania</numerusform>
            <numerusform>%n obszary do punktowania</numerusform>
            <numerusform>%n obszarów do punktowania</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to score</source>
        <translation>Nic do punktowania</translation>
    </message>
    <message>
        <source>Completed features (S)</source>
        <translation>Ukończone obszary (S)</translation>
    </message>
    <message>
        <source>No road, city, monastery, castle or cemetery is occupied.</source>
        <translation>Żadna droga, miasto, klasztor, zamek ani cmentarz nie są zajęte.</translation>
    </message>
    <message>
        <source>Score %1</source>
        <extracomment>%1 a feature (&quot;road r3&quot;)</extracomment>
        <translation>Punktuj: %1</translation>
    </message>
    <message>
        <source>Take the city&apos;s goods (W)…</source>
        <translation>Weź towary z miasta (W)…</translation>
    </message>
</context>
<context>
    <name>ScoringFigures</name>
    <message>
        <source>scoring meeple</source>
        <translation>pionek punktacji</translation>
    </message>
    <message>
        <source>meeple</source>
        <translation>pionek punktacji</translation>
    </message>
    <message>
        <source>messenger</source>
        <translation>posłanka</translation>
    </message>
</context>
<context>
    <name>ScoringTrack</name>
    <message>
        <source>%1: %2 on %3</source>
        <extracomment>%1 the player&apos;s name, %2 the figure (scoring meeple, messenger or robber), %3 the space (a number)</extracomment>
        <translation>%1: %2 na polu %3</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Seat %1</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Miejsce %1</translation>
    </message>
    <message>
        <source>Player %1&apos;s name</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Imię gracza %1</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Imię gracza %1</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Kolor gracza %1</translation>
    </message>
    <message>
        <source>(taken)</source>
        <translation>(zajęty)</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>W górę</translation>
    </message>
    <message>
        <source>Move up (earlier in the turn order)</source>
        <translation>W górę (wcześniej w kolejności tur)</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>W dół</translation>
    </message>
    <message>
        <source>Move down (later in the turn order)</source>
        <translation>W dół (później w kolejności tur)</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Usuń tego gracza</translation>
    </message>
    <message>
        <source>Language of player %1</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Język gracza %1</translation>
    </message>
    <message>
        <source>Language of player %1: %2</source>
        <extracomment>%1 the seat&apos;s number, from 1, %2 the language&apos;s name</extracomment>
        <translation>Język gracza %1: %2</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>A game needs at least 2 players.</source>
        <translation>Partia wymaga co najmniej 2 graczy.</translation>
    </message>
    <message>
        <source>Player %1 has no name yet.</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Gracz %1 nie ma jeszcze imienia.</translation>
    </message>
    <message>
        <source>Two players are called %1: add a letter to tell them apart.</source>
        <extracomment>%1 the name both players have</extracomment>
        <translation>Dwóch graczy nazywa się %1: dodaj literę, aby ich rozróżnić.</translation>
    </message>
    <message>
        <source>◀ Library</source>
        <translation>◀ Biblioteka</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa partia</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <source>Players in seating order (%1 of 6)</source>
        <extracomment>%1 how many players are seated (2 to 6)</extracomment>
        <translation>Gracze według miejsc przy stole (%1 z 6)</translation>
    </message>
    <message>
        <source>+ Add a player</source>
        <translation>+ Dodaj gracza</translation>
    </message>
    <message>
        <source>Regulars — click to seat them:</source>
        <translation>Stali gracze — kliknij, aby ich posadzić:</translation>
    </message>
    <message>
        <source>Expansions on the table</source>
        <translation>Rozszerzenia na stole</translation>
    </message>
    <message>
        <source>Start the game (Ctrl+Enter)</source>
        <translation>Rozpocznij partię (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Player %1&apos;s name holds a control character or a text-direction override: type it again without it.</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Nazwa gracza %1 zawiera znak sterujący albo znak zmieniający kierunek tekstu: wpisz ją ponownie bez tego znaku.</translation>
    </message>
    <message>
        <source>Big Box</source>
        <extracomment>The preset for the boxed edition &quot;Carcassonne Big Box&quot; (the base game with The Abbot, Inns and Cathedrals and Traders and Builders): use the name it is sold under in your language</extracomment>
        <translation>Carcassonne Big Box</translation>
    </message>
    <message>
        <source>Turns on or off together: %1. The other expansions stay as they are.</source>
        <extracomment>%1 the Big Box&apos;s expansions&apos; names, one after the other</extracomment>
        <translation>Włącza lub wyłącza razem: %1. Pozostałe dodatki zostają bez zmian.</translation>
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
        <translation>Importuj zapis…</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa partia</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Partia w toku</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>one player of the game to resume: %1 the name, %2 the score</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Wznów</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Wszystkie</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>W toku</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Zakończona</translation>
    </message>
    <message>
        <source>Delete the game of %1? It cannot be brought back (export it first to keep a copy).</source>
        <extracomment>%1 is the game&apos;s title, or when it has none the players&apos; names joined by commas (never a date)</extracomment>
        <translation>Usunąć partię „%1”? Nie da się jej przywrócić (najpierw ją wyeksportuj, aby zachować kopię).</translation>
    </message>
    <message>
        <source>No games here yet</source>
        <translation>Nie ma jeszcze partii</translation>
    </message>
    <message>
        <source>Start a new game, or import a record file from another table.</source>
        <translation>Rozpocznij nową partię albo zaimportuj zapis z innego stołu.</translation>
    </message>
    <message>
        <source>Import a game record</source>
        <translation>Importuj zapis partii</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Zapisy partii (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Export the game record</source>
        <translation>Eksportuj zapis partii</translation>
    </message>
    <message>
        <source>Delete this game?</source>
        <translation>Usunąć tę partię?</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <source>About</source>
        <translation>O programie</translation>
    </message>
    <message>
        <source>The game was exported to %1.</source>
        <extracomment>%1 is the path of the file written</extracomment>
        <translation>Partię wyeksportowano do %1.</translation>
    </message>
    <message>
        <source>Export</source>
        <extracomment>The button of the export&apos;s file dialog that writes the file</extracomment>
        <translation>Eksportuj</translation>
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
        <translation>Klub</translation>
    </message>
    <message>
        <source>Keep the intact events as a new game</source>
        <translation>Zachowaj nienaruszone zdarzenia jako nową partię</translation>
    </message>
    <message>
        <source>No game in progress</source>
        <translation>Brak trwającej partii</translation>
    </message>
    <message>
        <source>No finished game yet</source>
        <translation>Nie ma jeszcze zakończonej partii</translation>
    </message>
    <message>
        <source>Start a new game, or show all games.</source>
        <translation>Rozpocznij nową partię albo pokaż wszystkie partie.</translation>
    </message>
</context>
<context>
    <name>StatisticsPanel</name>
    <message>
        <source>Players&apos; statistics</source>
        <translation>Statystyki graczy</translation>
    </message>
    <message>
        <source>Statistics appear once games with named players are stored.</source>
        <translation>Statystyki pojawią się, gdy zostaną zapisane partie z nazwanymi graczami.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Games finished</source>
        <translation>Zakończone partie</translation>
    </message>
    <message>
        <source>Games in progress</source>
        <translation>Partie w toku</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Zwycięstwa</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Średni wynik</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Najlepszy wynik</translation>
    </message>
    <message>
        <source>Points by source (finished games)</source>
        <translation>Punkty według źródła (zakończone partie)</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <source>No space holds another player&apos;s scoring figure: %1&apos;s robber cannot be placed now.</source>
        <extracomment>%1 the robber&apos;s owner&apos;s name</extracomment>
        <translation>Na żadnym polu nie stoi figura punktacji innego gracza: bandyty gracza %1 nie można teraz postawić.</translation>
    </message>
    <message>
        <source>◀ Library</source>
        <translation>◀ Biblioteka</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Wyniki</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Punktacja końcowa</translation>
    </message>
    <message>
        <source>Where does %1&apos;s robber go? Click a highlighted space.</source>
        <extracomment>%1 the robber&apos;s owner&apos;s name</extracomment>
        <translation>Gdzie idzie bandyta gracza %1? Kliknij podświetlone pole.</translation>
    </message>
    <message>
        <source>Space %1 takes no robber of %2&apos;s now: choose a highlighted space.</source>
        <extracomment>%1 a track space, %2 the robber&apos;s owner</extracomment>
        <translation>Pole %1 nie przyjmie teraz bandyty gracza %2: wybierz podświetlone pole.</translation>
    </message>
    <message>
        <source>Language (Ctrl+Shift+L)</source>
        <extracomment>The key that opens the list of languages</extracomment>
        <translation>Język (Ctrl+Shift+L)</translation>
    </message>
    <message>
        <source>Language: %1</source>
        <extracomment>%1 the language the table speaks, in its own words (&quot;Deutsch&quot;)</extracomment>
        <translation>Język: %1</translation>
    </message>
    <message>
        <source>Dark</source>
        <extracomment>The theme&apos;s names, as the start screen&apos;s switch calls them</extracomment>
        <translation>Ciemny</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Jasny</translation>
    </message>
    <message>
        <source>Desktop</source>
        <translation>Jak pulpit</translation>
    </message>
    <message>
        <source>Theme: %1 (Ctrl+Shift+T)</source>
        <extracomment>%1 the theme in use (Light, Dark, Desktop)</extracomment>
        <translation>Motyw: %1 (Ctrl+Shift+T)</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Red</source>
        <translation>Czerwony</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Niebieski</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Zielony</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Żółty</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Czarny</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Szary</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Różowy</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Fioletowy</translation>
    </message>
</context>
<context>
    <name>ThemeSwitch</name>
    <message>
        <source>Theme</source>
        <translation>Motyw</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>Motyw:</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Jasny</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Ciemny</translation>
    </message>
    <message>
        <source>Desktop</source>
        <extracomment>The theme that follows the desktop&apos;s light or dark look.</extracomment>
        <translation>Jak pulpit</translation>
    </message>
</context>
<context>
    <name>TowerDialog</name>
    <message>
        <source>Add a tower floor</source>
        <translation>Dodaj element wieży</translation>
    </message>
    <message>
        <source>Add the floor</source>
        <translation>Dodaj element</translation>
    </message>
    <message>
        <source>Add the floor and capture</source>
        <translation>Dodaj element i pojmaj</translation>
    </message>
    <message>
        <source>No tower floors left in the supply.</source>
        <translation>W zapasie nie ma już elementów wieży.</translation>
    </message>
    <message numerus="yes">
        <source>Which tower? (%n floor(s) left)</source>
        <extracomment>%n how many tower floors the active player has left</extracomment>
        <translation>
            <numerusform>Która wieża? (został %n element)</numerusform>
            <numerusform>Która wieża? (zostały %n elementy)</numerusform>
            <numerusform>Która wieża? (zostało %n elementów)</numerusform>
        </translation>
    </message>
    <message>
        <source>A new tower</source>
        <translation>Nowa wieża</translation>
    </message>
    <message>
        <source>Capture a figure?</source>
        <translation>Pojmać figurę?</translation>
    </message>
    <message>
        <source>No capture</source>
        <translation>Bez pojmania</translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message>
        <source>%1&apos;s turn</source>
        <extracomment>%1 the active player&apos;s name</extracomment>
        <translation>Tura gracza %1</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Partia się zakończyła</translation>
    </message>
    <message>
        <source>No turn yet</source>
        <translation>Jeszcze nie ma tury</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <extracomment>%1 the turn&apos;s number</extracomment>
        <translation>Tura %1</translation>
    </message>
    <message>
        <source>Begin the first turn: %1 (N)</source>
        <extracomment>%1 the name of the player who begins; (N) the key that does it</extracomment>
        <translation>Rozpocznij pierwszą turę: %1 (N)</translation>
    </message>
    <message>
        <source>End turn → %1 (N)</source>
        <extracomment>%1 the next player&apos;s name; N is the key</extracomment>
        <translation>Zakończ turę → %1 (N)</translation>
    </message>
    <message>
        <source>%1&apos;s robber still has to choose whom it robs: choose, then end the turn.</source>
        <extracomment>%1 the robber&apos;s owner</extracomment>
        <translation>Bandyta gracza %1 musi jeszcze wybrać, kogo okraść: wybierz, a potem zakończ turę.</translation>
    </message>
    <message>
        <source>Place another figure this turn?</source>
        <translation>Postawić w tej turze kolejną figurę?</translation>
    </message>
    <message>
        <source>Place another</source>
        <translation>Postaw kolejną</translation>
    </message>
    <message>
        <source>The last tile is placed: final scoring (F)…</source>
        <translation>Ostatnia płytka położona: punktacja końcowa (F)…</translation>
    </message>
    <message>
        <source>Add a tower floor this turn too?</source>
        <translation>Dodać w tej turze także element wieży?</translation>
    </message>
    <message>
        <source>%1 has already placed a figure or added a tower floor this turn, and a turn takes one of them. Enter another anyway?</source>
        <extracomment>%1 the active player; placing a figure and adding a tower floor are the turn&apos;s one action</extracomment>
        <translation>%1 postawił(a) już w tej turze figurę lub dodał(a) element wieży, a w turze wykonuje się tylko jedną z tych akcji. Wprowadzić mimo to kolejną?</translation>
    </message>
    <message>
        <source>Add a floor</source>
        <translation>Dodaj element</translation>
    </message>
    <message>
        <source>A message is still owed</source>
        <translation>Wciąż należy się wiadomość</translation>
    </message>
    <message>
        <source>%1&apos;s scoring figure ended a move on a dark space: %1 draws a message before the turn ends.</source>
        <extracomment>%1 the active player</extracomment>
        <translation>Figura punktacji gracza %1 zakończyła ruch na ciemnym polu: %1 dobiera wiadomość przed końcem tury.</translation>
    </message>
    <message>
        <source>Draw the message</source>
        <translation>Dobierz wiadomość</translation>
    </message>
    <message>
        <source>End the turn without it</source>
        <translation>Zakończ turę bez wiadomości</translation>
    </message>
    <message>
        <source>The builder&apos;s second tile: place it and score what it completes.</source>
        <translation>Druga płytka budowniczego: dołóż ją i podlicz to, co ukończy.</translation>
    </message>
    <message>
        <source>The tile extended my builder&apos;s road or city: second tile (D)</source>
        <translation>Płytka przedłużyła drogę lub miasto mojego budowniczego: druga płytka (D)</translation>
    </message>
</context>
<context>
    <name>ValueFields</name>
    <message>
        <source>Tiles</source>
        <translation>Płytki</translation>
    </message>
    <message>
        <source>Coats of arms</source>
        <translation>Herby</translation>
    </message>
    <message>
        <source>Tiles with mist</source>
        <translation>Płytki z mgłą</translation>
    </message>
    <message>
        <source>Completed cities bordering it</source>
        <translation>Sąsiadujące ukończone miasta</translation>
    </message>
    <message>
        <source>Circus and acrobat tiles around the ringmaster</source>
        <translation>Płytki cyrku i akrobatów wokół dyrektora cyrku</translation>
    </message>
    <message>
        <source>An inn on the road</source>
        <translation>Karczma przy drodze</translation>
    </message>
    <message>
        <source>A cathedral in the city</source>
        <translation>Katedra w mieście</translation>
    </message>
</context>
<context>
    <name>Warnings</name>
    <message>
        <source>%1 owed a message and did not draw one.</source>
        <extracomment>%1 is a player&apos;s name.</extracomment>
        <translation>Graczowi %1 należała się wiadomość, ale nie została dobrana.</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>cannot read %1: %2</source>
        <extracomment>%1 the record file&apos;s path, %2 the system&apos;s reason</extracomment>
        <translation>nie można odczytać %1: %2</translation>
    </message>
    <message>
        <source>event %1</source>
        <extracomment>the start of a ledger line: %1 the number of the event in the record</extracomment>
        <translation>zdarzenie %1</translation>
    </message>
    <message>
        <source>Scores:</source>
        <translation>Wyniki:</translation>
    </message>
    <message>
        <source>Replays a meeple-ledger/1 game record and prints what the table owes, or explains every payout.</source>
        <translation>Odtwarza zapis partii meeple-ledger/1 i wypisuje należne punkty albo wyjaśnia każde przyznanie punktów.</translation>
    </message>
    <message>
        <source>the record file, or - for standard input</source>
        <translation>plik zapisu albo - dla standardowego wejścia</translation>
    </message>
    <message>
        <source>error: there is no %1 translation; the languages are: %2</source>
        <extracomment>%1 the language code asked for, %2 the codes there are (&quot;en, de, fr…&quot;)</extracomment>
        <translation>błąd: brak tłumaczenia „%1”; dostępne języki: %2</translation>
    </message>
    <message>
        <source>Explain in this language: %1 (default: the system&apos;s language, else en).</source>
        <extracomment>%1 the language codes (&quot;en, de, fr…&quot;)</extracomment>
        <translation>Język wyjaśnień: %1 (domyślnie: język systemu, a jeśli go nie ma, en).</translation>
    </message>
    <message>
        <source>code</source>
        <translation>kod</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli [--lang code] replay|explain FILE (- reads standard input)</source>
        <translation>użycie: meeple-ledger-cli [--lang kod] replay|explain PLIK (- czyta standardowe wejście)</translation>
    </message>
    <message>
        <source>error: %1</source>
        <extracomment>%1 what went wrong, a sentence of its own
----------
%1 why the record could not be read, a sentence of its own</extracomment>
        <translation>błąd: %1</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>standardowe wejście</translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <extracomment>%1 is the file name, or &quot;standard input&quot;</extracomment>
        <translation>%1 jest pusty</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB, the most a game record can be</source>
        <extracomment>%1 is the file name, or &quot;standard input&quot;; %2 the largest size of a record in MiB (16)</extracomment>
        <translation>%1 jest większy niż %2 MiB, a tyle najwyżej może mieć zapis partii</translation>
    </message>
    <message>
        <source>error: the record is too large to read in the memory available</source>
        <translation>błąd: zapis partii jest zbyt duży, by odczytać go w dostępnej pamięci</translation>
    </message>
    <message>
        <source>error: could not write the output: %1</source>
        <extracomment>%1 is the system&apos;s reason, such as &quot;No space left on device&quot;</extracomment>
        <translation>błąd: nie można zapisać wyniku: %1</translation>
    </message>
    <message>
        <source>error: could not write to standard output</source>
        <translation>błąd: nie można pisać na standardowe wyjście</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>zakończona</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>w toku</translation>
    </message>
    <message>
        <source>imported %1 as game %2</source>
        <extracomment>%1 the record file, %2 the number of the new game in the library</extracomment>
        <translation>zaimportowano %1 jako partię %2</translation>
    </message>
    <message>
        <source>%1 is not a game number</source>
        <extracomment>%1 what was given where a game&apos;s number belongs</extracomment>
        <translation>%1 nie jest numerem partii</translation>
    </message>
    <message>
        <source>there is no game library at %1</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>w %1 nie ma biblioteki partii</translation>
    </message>
    <message>
        <source>fork of game %1</source>
        <extracomment>%1 the number of the game in the library this one is a fork of</extracomment>
        <translation>inna wersja partii %1</translation>
    </message>
    <message>
        <source>%1 unchanged: game %2 already holds all of it</source>
        <extracomment>%1 the record file, %2 the number of the game in the library that already holds it</extracomment>
        <translation>%1 bez zmian: partia %2 zawiera już całą jego treść</translation>
    </message>
    <message>
        <source>imported %1 as game %2, kept as a fork of game %3</source>
        <extracomment>%1 the record file, %2 the number of the new game, %3 the stored game it differs from</extracomment>
        <translation>zaimportowano %1 jako partię %2, zachowano jako inną wersję partii %3</translation>
    </message>
    <message numerus="yes">
        <source>updated game %2 from %1: %n event(s) added</source>
        <extracomment>%1 the record file, %2 the number of the game in the library, %n how many events it gained</extracomment>
        <translation>
            <numerusform>partia %2 zaktualizowana z %1: dodano %n zdarzenie</numerusform>
            <numerusform>partia %2 zaktualizowana z %1: dodano %n zdarzenia</numerusform>
            <numerusform>partia %2 zaktualizowana z %1: dodano %n zdarzeń</numerusform>
        </translation>
    </message>
    <message>
        <source>command</source>
        <extracomment>In --help, the name of the first argument: &quot;meeple-ledger-cli [options] command file&quot;</extracomment>
        <translation>polecenie</translation>
    </message>
    <message>
        <source>file</source>
        <extracomment>In --help, the value of --library: &quot;--library &lt;file&gt;&quot;
----------
In --help, the name of the second argument, the record file: &quot;meeple-ledger-cli [options] command file&quot;</extracomment>
        <translation>plik</translation>
    </message>
    <message>
        <source>a season needs --season NAME, --from YYYY-MM-DD and --to YYYY-MM-DD together</source>
        <translation>sezon wymaga razem --season NAZWA, --from RRRR-MM-DD i --to RRRR-MM-DD</translation>
    </message>
    <message>
        <source>%1 %2 is not a day written YYYY-MM-DD</source>
        <extracomment>%1 the option (--from or --to), %2 what was given after it</extracomment>
        <translation>%1 %2 nie jest dniem zapisanym jako RRRR-MM-DD</translation>
    </message>
    <message>
        <source>--to %1 comes before --from %2</source>
        <extracomment>%1 the season&apos;s last day, %2 its first day, both YYYY-MM-DD</extracomment>
        <translation>--to %1 wypada przed --from %2</translation>
    </message>
    <message>
        <source>the season&apos;s name is empty</source>
        <translation>nazwa sezonu jest pusta</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>miejsce</translation>
    </message>
    <message>
        <source>player</source>
        <translation>gracz</translation>
    </message>
    <message>
        <source>games</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>zwycięstwa</translation>
    </message>
    <message>
        <source>avg points</source>
        <translation>śr. punktów</translation>
    </message>
    <message>
        <source>avg place</source>
        <translation>śr. miejsce</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>ranking</translation>
    </message>
    <message>
        <source>league takes no %1; %2</source>
        <extracomment>%1 the first word the command does not take, %2 the usage line</extracomment>
        <translation>league nie przyjmuje %1; %2</translation>
    </message>
    <message>
        <source>no finished games in this season</source>
        <translation>brak zakończonych partii w tym sezonie</translation>
    </message>
    <message numerus="yes">
        <source>%1: pushed revision %2 (%n event(s))</source>
        <extracomment>%1 the game&apos;s UUID, %2 its revision number, %n its events</extracomment>
        <translation>
            <numerusform>%1: wysłano wersję %2 (%n zdarzenie)</numerusform>
            <numerusform>%1: wysłano wersję %2 (%n zdarzenia)</numerusform>
            <numerusform>%1: wysłano wersję %2 (%n zdarzeń)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: unchanged (the server holds revision %2)</source>
        <extracomment>%1 the game&apos;s UUID, %2 its revision number</extracomment>
        <translation>%1: bez zmian (serwer ma wersję %2)</translation>
    </message>
    <message>
        <source>%1: deleted on the server</source>
        <extracomment>%1 the game&apos;s UUID</extracomment>
        <translation>%1: usunięta na serwerze</translation>
    </message>
    <message>
        <source>the server&apos;s address: %1</source>
        <extracomment>%1 why the server&apos;s address cannot be read</extracomment>
        <translation>adres serwera: %1</translation>
    </message>
    <message>
        <source>the connection to the club server was encrypted (TLS)</source>
        <translation>połączenie z serwerem klubu było szyfrowane (TLS)</translation>
    </message>
    <message>
        <source>the connection to the club server was not encrypted</source>
        <translation>połączenie z serwerem klubu nie było szyfrowane</translation>
    </message>
    <message>
        <source>--save-season needs --server and a whole season; %1</source>
        <extracomment>%1 the usage line</extracomment>
        <translation>--save-season wymaga --server i całego sezonu; %1</translation>
    </message>
    <message>
        <source>The game library file (default: the app&apos;s own, %1).</source>
        <extracomment>%1 the path of the app&apos;s own game library</extracomment>
        <translation>Plik biblioteki partii (domyślnie: plik aplikacji, %1).</translation>
    </message>
    <message>
        <source>Lists the command&apos;s options.</source>
        <translation>Wypisuje opcje polecenia.</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli league [--library FILE] [--season NAME --from YYYY-MM-DD --to YYYY-MM-DD] [--csv OUT] | league --server ADDRESS [--season NAME [--from YYYY-MM-DD --to YYYY-MM-DD [--save-season]]] [--csv OUT]</source>
        <translation>użycie: meeple-ledger-cli league [--library PLIK] [--season NAZWA --from RRRR-MM-DD --to RRRR-MM-DD] [--csv WYJŚCIE] | league --server ADRES [--season NAZWA [--from RRRR-MM-DD --to RRRR-MM-DD [--save-season]]] [--csv WYJŚCIE]</translation>
    </message>
    <message>
        <source>Prints a season&apos;s standings over the finished games of a library (the app&apos;s own by default) or of the club&apos;s server.</source>
        <translation>Wypisuje tabelę sezonu z zakończonych partii biblioteki (domyślnie biblioteki aplikacji) lub serwera klubu.</translation>
    </message>
    <message>
        <source>The club server&apos;s games instead (a postgresql:// URL or a libpq connection string).</source>
        <translation>Zamiast tego partie z serwera klubu (adres postgresql:// lub ciąg połączenia libpq).</translation>
    </message>
    <message>
        <source>address</source>
        <extracomment>In --help, the value of --server: &quot;--server &lt;address&gt;&quot;</extracomment>
        <translation>adres</translation>
    </message>
    <message>
        <source>The season&apos;s name.</source>
        <extracomment>In --help, the value of --season: &quot;--season &lt;name&gt;&quot;</extracomment>
        <translation>Nazwa sezonu.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nazwa</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <extracomment>In --help, the value of --from and --to: &quot;--from &lt;YYYY-MM-DD&gt;&quot;</extracomment>
        <translation>RRRR-MM-DD</translation>
    </message>
    <message>
        <source>The season&apos;s first day (UTC).</source>
        <translation>Pierwszy dzień sezonu (UTC).</translation>
    </message>
    <message>
        <source>The season&apos;s last day (UTC).</source>
        <translation>Ostatni dzień sezonu (UTC).</translation>
    </message>
    <message>
        <source>With --server: keeps the season on the server.</source>
        <translation>Z --server: zapisuje sezon na serwerze.</translation>
    </message>
    <message>
        <source>Also writes the standings as CSV.</source>
        <translation>Zapisuje też tabelę w formacie CSV.</translation>
    </message>
    <message>
        <source>league takes --library FILE or --server ADDRESS, not both; %1</source>
        <extracomment>%1 the usage line</extracomment>
        <translation>league przyjmuje --library PLIK albo --server ADRES, nie oba naraz; %1</translation>
    </message>
    <message>
        <source>Imports game records; a game it holds already is updated, never stored twice.</source>
        <translation>Importuje zapisy partii; partia, która już jest w bibliotece, zostaje zaktualizowana, a nie zapisana drugi raz.</translation>
    </message>
    <message>
        <source>Lists the games: number, date (UTC), players with scores, state.</source>
        <translation>Wypisuje partie: numer, data (UTC), gracze z wynikami, stan.</translation>
    </message>
    <message>
        <source>Writes a game&apos;s record to OUT, or to standard output.</source>
        <translation>Wypisuje zapis partii do pliku OUT albo na standardowe wyjście.</translation>
    </message>
    <message>
        <source>Names the library; prints its name and device id.</source>
        <translation>Nadaje bibliotece nazwę; wypisuje jej nazwę i identyfikator urządzenia.</translation>
    </message>
    <message>
        <source>Copies the whole library, even while the app runs.</source>
        <translation>Kopiuje całą bibliotekę, nawet gdy aplikacja działa.</translation>
    </message>
    <message>
        <source>Replaces the library with a backup.</source>
        <translation>Zastępuje bibliotekę kopią zapasową.</translation>
    </message>
    <message>
        <source>Writes one row per player per game as CSV.</source>
        <translation>Wypisuje w formacie CSV jeden wiersz na gracza w każdej partii.</translation>
    </message>
    <message>
        <source>Prints the path of the library file.</source>
        <translation>Wypisuje ścieżkę pliku biblioteki.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Polecenia:</translation>
    </message>
    <message>
        <source>Works on a game library: the app&apos;s own, or the file --library names.</source>
        <translation>Działa na bibliotece partii: bibliotece aplikacji albo pliku podanym w --library.</translation>
    </message>
    <message>
        <source>With list: the games as JSON.</source>
        <translation>Z list: partie w formacie JSON.</translation>
    </message>
    <message>
        <source>With csv: finished games only.</source>
        <translation>Z csv: tylko zakończone partie.</translation>
    </message>
    <message>
        <source>One of the commands below.</source>
        <translation>Jedno z poniższych poleceń.</translation>
    </message>
    <message>
        <source>Prints what a game record comes to, as JSON.</source>
        <translation>Wypisuje w formacie JSON wynik zapisu partii.</translation>
    </message>
    <message>
        <source>Explains every payout of a game record, a line each.</source>
        <translation>Wyjaśnia każde przyznanie punktów z zapisu partii, po jednym w wierszu.</translation>
    </message>
    <message>
        <source>Imports, lists, exports, backs up and restores the games of a library.</source>
        <translation>Importuje, wypisuje i eksportuje partie biblioteki, tworzy ich kopie zapasowe i je przywraca.</translation>
    </message>
    <message>
        <source>Prints a season&apos;s standings over a library&apos;s or the club&apos;s finished games.</source>
        <translation>Wypisuje tabelę sezonu z zakończonych partii biblioteki lub klubu.</translation>
    </message>
    <message>
        <source>Pushes a library&apos;s games to the club&apos;s server.</source>
        <translation>Wysyła partie biblioteki na serwer klubu.</translation>
    </message>
    <message>
        <source>Each command&apos;s --help lists its options: meeple-ledger-cli library --help</source>
        <extracomment>The last line of --help</extracomment>
        <translation>Opcje każdego polecenia wypisuje jego --help: meeple-ledger-cli library --help</translation>
    </message>
    <message>
        <source>Pushes the games of a library (the app&apos;s own by default) to the club&apos;s server.</source>
        <translation>Wysyła partie biblioteki (domyślnie biblioteki aplikacji) na serwer klubu.</translation>
    </message>
    <message>
        <source>The club server: a postgresql:// URL or a libpq connection string.</source>
        <translation>Serwer klubu: adres postgresql:// lub ciąg połączenia libpq.</translation>
    </message>
    <message>
        <source>url</source>
        <extracomment>In --help, the value of --server: &quot;--server &lt;url&gt;&quot;</extracomment>
        <translation>url</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli sync [--library FILE] --server URL (a postgresql:// URL or a libpq connection string)</source>
        <translation>użycie: meeple-ledger-cli sync [--library PLIK] --server URL (adres postgresql:// lub ciąg połączenia libpq)</translation>
    </message>
    <message>
        <source>Creates the club&apos;s roles, its schema and its tables (again: upgrades them, changes nothing else).</source>
        <translation>Tworzy role, schemat i tabele klubu (ponownie: aktualizuje je i niczego więcej nie zmienia).</translation>
    </message>
    <message>
        <source>Creates a login for a table&apos;s laptop and prints its connection.</source>
        <translation>Tworzy login dla laptopa stołu i wypisuje połączenie dla tego loginu.</translation>
    </message>
    <message>
        <source>Creates a login for an organiser and prints its connection.</source>
        <translation>Tworzy login dla organizatora i wypisuje połączenie dla tego loginu.</translation>
    </message>
    <message>
        <source>%1 is a club server (schema version %2); add each table&apos;s laptop with: meeple-ledger-cli club add-table NAME</source>
        <extracomment>%1 the database&apos;s name, %2 the schema&apos;s version</extracomment>
        <translation>%1 jest serwerem klubu (wersja schematu %2); dodaj laptop każdego stołu poleceniem: meeple-ledger-cli club add-table NAZWA</translation>
    </message>
    <message>
        <source>%1 exists already and keeps its password (--new-password makes a new one)</source>
        <extracomment>%1 a login&apos;s name</extracomment>
        <translation>%1 już istnieje i zachowuje swoje hasło (--new-password tworzy nowe)</translation>
    </message>
    <message>
        <source>%1 can sync with this connection (keep it as a password):</source>
        <extracomment>%1 a login&apos;s name; the connection follows on the next line</extracomment>
        <translation>%1 może synchronizować przez to połączenie (chroń je jak hasło):</translation>
    </message>
    <message>
        <source>The server&apos;s name as the laptops reach it, in the printed connection (default: the host of --server).</source>
        <translation>Nazwa serwera, pod którą łączą się z nim laptopy, w wypisanym połączeniu (domyślnie: host z --server).</translation>
    </message>
    <message>
        <source>host</source>
        <extracomment>In --help, the value of --host: &quot;--host &lt;host&gt;&quot;</extracomment>
        <translation>host</translation>
    </message>
    <message>
        <source>Gives a login that exists already a new password (its laptop needs the new connection).</source>
        <translation>Nadaje istniejącemu już loginowi nowe hasło (laptop z tym loginem potrzebuje wtedy nowego połączenia).</translation>
    </message>
    <message>
        <source>Sets up the club&apos;s server and the logins of its tables and organisers.</source>
        <translation>Konfiguruje serwer klubu oraz loginy stołów i organizatorów.</translation>
    </message>
    <message>
        <source>Gives a game to another table (its library&apos;s name or device id): that table&apos;s version counts from now on. The table that owns the game or an organiser may; --server is their own connection.</source>
        <translation>Przekazuje partię innemu stołowi (nazwa biblioteki stołu lub id urządzenia): od teraz liczy się wersja tego stołu. Może to zrobić stół, do którego partia należy, albo organizator; --server to własne połączenie wykonującego.</translation>
    </message>
    <message>
        <source>game %1 belongs to %2 now: its version counts</source>
        <extracomment>%1 the game&apos;s UUID, %2 the table that owns it now</extracomment>
        <translation>partia %1 należy teraz do %2: liczy się wersja tego stołu</translation>
    </message>
    <message>
        <source>Makes a PostgreSQL database the club&apos;s server and gives each table and organiser a login, with a superuser&apos;s connection; hands a game over to another table, with its owner&apos;s or an organiser&apos;s.</source>
        <translation>Z połączeniem superużytkownika robi z bazy PostgreSQL serwer klubu i daje każdemu stołowi i organizatorowi login; z połączeniem właściciela partii lub organizatora przekazuje partię innemu stołowi.</translation>
    </message>
    <message>
        <source>The club&apos;s database, a postgresql:// URL or a libpq connection string: a superuser&apos;s for setup and add-*, the owning table&apos;s or an organiser&apos;s for hand-over.</source>
        <translation>Baza danych klubu, adres postgresql:// lub ciąg połączenia libpq: superużytkownika dla setup i add-*, stołu-właściciela lub organizatora dla hand-over.</translation>
    </message>
    <message>
        <source>With hand-over: the table that gets the game, by its library&apos;s name or its device id.</source>
        <translation>Z hand-over: stół, który dostaje partię, podany nazwą biblioteki stołu lub id urządzenia.</translation>
    </message>
    <message>
        <source>table</source>
        <extracomment>In --help, the value of --to: &quot;--to &lt;table&gt;&quot;</extracomment>
        <translation>stół</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>%1 a game&apos;s UUID, %2 its players&apos; names</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>awaiting the organiser: %1 holds another version of %2&apos;s game %3</source>
        <extracomment>%1 the table holding the version, %2 the table that owns the game, %3 the game (UUID and players)</extracomment>
        <translation>czeka na organizatora: %1 ma inną wersję partii stołu %2 %3</translation>
    </message>
    <message>
        <source>left out: the rules refuse %1&apos;s game %2</source>
        <extracomment>%1 the table, %2 the game (UUID and players)</extracomment>
        <translation>pominięta: zasady odrzucają partię stołu %1 %2</translation>
    </message>
    <message>
        <source>a version counts once its table owns the game: meeple-ledger-cli club hand-over GAME --to TABLE --server ADDRESS</source>
        <translation>wersja liczy się, gdy partia należy do jej stołu: meeple-ledger-cli club hand-over PARTIA --to STÓŁ --server ADRES</translation>
    </message>
    <message>
        <source>%1: pushed revision %2, kept for the organiser: the game belongs to %3, whose version the league counts</source>
        <extracomment>%1 the game&apos;s UUID, %2 its revision number, %3 the table that owns the game</extracomment>
        <translation>%1: wysłano wersję %2, zachowaną dla organizatora: partia należy do %3, a liga liczy wersję tego stołu</translation>
    </message>
    <message>
        <source>the season&apos;s name holds a control character or a text-direction override</source>
        <translation>nazwa sezonu zawiera znak sterujący albo znak zmieniający kierunek tekstu</translation>
    </message>
    <message>
        <source>the season&apos;s name is longer than %1 characters</source>
        <extracomment>%1 the longest a name may be (40)</extracomment>
        <translation>nazwa sezonu ma więcej niż %1 znaków</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli library [--library FILE] import RECORD… | list [--json] | export ID [OUT] | name [NAME] | backup OUT | restore IN | csv [--finished] [ID…] [OUT] | keep-intact ID | where</source>
        <translation>użycie: meeple-ledger-cli library [--library PLIK] import PARTIA… | list [--json] | export NUMER [WYJŚCIE] | name [NAZWA] | backup WYJŚCIE | restore WEJŚCIE | csv [--finished] [NUMER…] [WYJŚCIE] | keep-intact NUMER | where</translation>
    </message>
    <message>
        <source>Keeps the events of a game changed outside the app, up to the first changed one, as a new game.</source>
        <translation>Zachowuje zdarzenia partii zmienionej poza aplikacją, aż do pierwszego zmienionego, jako nową partię.</translation>
    </message>
    <message>
        <source>note: game %1 was changed outside Meeple Ledger at its event %2; the backup holds it as it is (library keep-intact %1 keeps the events before)</source>
        <extracomment>%1 the game&apos;s number, %2 the event&apos;s index in it</extracomment>
        <translation>uwaga: partia %1 została zmieniona poza Meeple Ledger przy zdarzeniu %2; kopia zapasowa zawiera ją bez zmian (library keep-intact %1 zachowuje wcześniejsze zdarzenia)</translation>
    </message>
    <message>
        <source>game %1 holds the intact events of game %2</source>
        <extracomment>%1 the new game&apos;s number, %2 the changed game&apos;s number</extracomment>
        <translation>partia %1 zawiera nienaruszone zdarzenia partii %2</translation>
    </message>
    <message>
        <source>%1: not pushed: %2</source>
        <extracomment>%1 the game&apos;s UUID, %2 the library&apos;s sentence saying which event was changed</extracomment>
        <translation>%1: nie wysłano: %2</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli club setup | add-table NAME | add-organiser NAME --server ADDRESS [--host HOST] [--new-password] | club hand-over GAME --to TABLE --server ADDRESS | club check-results --server ADDRESS [--repair]</source>
        <translation>użycie: meeple-ledger-cli club setup | add-table NAZWA | add-organiser NAZWA --server ADRES [--host HOST] [--new-password] | club hand-over PARTIA --to STÓŁ --server ADRES | club check-results --server ADRES [--repair]</translation>
    </message>
    <message>
        <source>Replays every counted game on the server and compares it with the result kept beside it, which the league reads; lists each that differs or is missing. --repair (an organiser&apos;s connection) keeps the replay&apos;s result instead.</source>
        <translation>Odtwarza każdą liczoną partię na serwerze i porównuje ją z zapisanym obok wynikiem, który czyta liga; wypisuje każdy, który się różni lub go brak. --repair (połączenie organizatora) zapisuje zamiast niego wynik odtworzenia.</translation>
    </message>
    <message>
        <source>refused by the rules</source>
        <translation>odrzucona przez zasady</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>a seat in a result: %1 the player&apos;s name, %2 the score</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>finished: %1</source>
        <extracomment>%1 the seats with their scores (&quot;Ana 32, Ben 25&quot;)</extracomment>
        <translation>zakończona: %1</translation>
    </message>
    <message>
        <source>game %1 (%2, revision %3)</source>
        <extracomment>%1 the game&apos;s UUID, %2 the table holding it, %3 the revision</extracomment>
        <translation>partia %1 (%2, rewizja %3)</translation>
    </message>
    <message>
        <source>%1: no result kept; its events replay to %2</source>
        <extracomment>%1 the version (&quot;game UUID (Table 3, revision 12)&quot;), %2 its replayed result</extracomment>
        <translation>%1: brak zapisanego wyniku; jej zdarzenia odtworzone dają %2</translation>
    </message>
    <message>
        <source>%1: kept %2, but its events replay to %3</source>
        <extracomment>%1 the version, %2 the result kept on the server, %3 the replayed result</extracomment>
        <translation>%1: zapisano %2, ale jej zdarzenia odtworzone dają %3</translation>
    </message>
    <message numerus="yes">
        <source>%n counted game(s) checked: every kept result is what its events replay to</source>
        <extracomment>%n the games checked</extracomment>
        <translation>
            <numerusform>sprawdzono %n liczoną partię: każdy zapisany wynik jest tym, co dają jej odtworzone zdarzenia</numerusform>
            <numerusform>sprawdzono %n liczone partie: każdy zapisany wynik jest tym, co dają ich odtworzone zdarzenia</numerusform>
            <numerusform>sprawdzono %n liczonych partii: każdy zapisany wynik jest tym, co dają ich odtworzone zdarzenia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counted game(s) checked: %1 result(s) kept anew from the replay</source>
        <extracomment>%n the games checked, %1 how many results were kept anew</extracomment>
        <translation>
            <numerusform>sprawdzono %n liczoną partię: wyników zapisanych na nowo z odtworzenia: %1</numerusform>
            <numerusform>sprawdzono %n liczone partie: wyników zapisanych na nowo z odtworzenia: %1</numerusform>
            <numerusform>sprawdzono %n liczonych partii: wyników zapisanych na nowo z odtworzenia: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counted game(s) checked: %1 kept result(s) differ from the replay (--repair keeps the replay&apos;s)</source>
        <extracomment>%n the games checked, %1 how many differ</extracomment>
        <translation>
            <numerusform>sprawdzono %n liczoną partię: zapisanych wyników innych niż odtworzenie: %1 (--repair zapisuje wynik odtworzenia)</numerusform>
            <numerusform>sprawdzono %n liczone partie: zapisanych wyników innych niż odtworzenie: %1 (--repair zapisuje wynik odtworzenia)</numerusform>
            <numerusform>sprawdzono %n liczonych partii: zapisanych wyników innych niż odtworzenie: %1 (--repair zapisuje wynik odtworzenia)</numerusform>
        </translation>
    </message>
    <message>
        <source>With check-results: keeps each replayed result that differs from the kept one (an organiser&apos;s role).</source>
        <translation>Z check-results: zapisuje każdy wynik odtworzenia inny niż zapisany (rola organizatora).</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Keeps the score of a physical Carcassonne game.</source>
        <translation>Prowadzi punktację partii Carcassonne rozgrywanej przy stole.</translation>
    </message>
    <message>
        <source>Show every screen once and quit; exit status 1 if one does not load cleanly. Uses a library of its own unless --library is given.</source>
        <translation>Pokaż każdy ekran raz i zakończ; kod wyjścia 1, jeśli któryś nie wczyta się bez błędów. Używa własnej biblioteki, chyba że podano --library.</translation>
    </message>
    <message>
        <source>The game library file to use instead of the default one.</source>
        <translation>Plik biblioteki partii używany zamiast domyślnego.</translation>
    </message>
    <message>
        <source>The screen to show first: start, setup, table or final.</source>
        <translation>Ekran pokazywany jako pierwszy: start, setup, table lub final.</translation>
    </message>
    <message>
        <source>A meeple-ledger/1 game record to import and open.</source>
        <translation>Zapis partii meeple-ledger/1 do zaimportowania i otwarcia.</translation>
    </message>
    <message>
        <source>Quit as soon as the first frame is drawn (start-up timing).</source>
        <translation>Zakończ, gdy tylko zostanie narysowana pierwsza klatka (pomiar uruchamiania).</translation>
    </message>
    <message>
        <source>The language to speak: en, de, fr, es, it, nl, pl or cs (kept for the next start).</source>
        <translation>Język aplikacji: en, de, fr, es, it, nl, pl lub cs (zapamiętany do następnego uruchomienia).</translation>
    </message>
    <message>
        <source>Set up a new game (in the running window if there is one).</source>
        <translation>Przygotuj nową partię (w otwartym oknie, jeśli jest).</translation>
    </message>
    <message>
        <source>Resume the unfinished game played last (in the running window if there is one).</source>
        <translation>Wznów ostatnio rozgrywaną, niedokończoną partię (w otwartym oknie, jeśli jest).</translation>
    </message>
    <message>
        <source>A game of Carcassonne is being scored</source>
        <translation>Trwa liczenie punktów w partii Carcassonne</translation>
    </message>
    <message>
        <source>file</source>
        <extracomment>In --help, what an option takes: &quot;--library &lt;file&gt;&quot;</extracomment>
        <translation>plik</translation>
    </message>
    <message>
        <source>name</source>
        <extracomment>In --help, what --screen takes: &quot;--screen &lt;name&gt;&quot;</extracomment>
        <translation>nazwa</translation>
    </message>
    <message>
        <source>code</source>
        <extracomment>In --help, what --language takes: &quot;--language &lt;code&gt;&quot; (a language code such as de)</extracomment>
        <translation>kod</translation>
    </message>
    <message>
        <source>no display found; run it on a desktop, or headless with: %1</source>
        <extracomment>%1 the command that runs the app without a screen</extracomment>
        <translation>nie znaleziono ekranu; uruchom program na pulpicie albo bez ekranu poleceniem: %1</translation>
    </message>
    <message>
        <source>give at most one game record</source>
        <translation>podaj najwyżej jeden zapis partii</translation>
    </message>
    <message>
        <source>give only one of a game record, --new-game and --resume, and --screen with neither of the last two</source>
        <translation>podaj tylko jedno z: zapis partii, --new-game lub --resume; a --screen tylko bez dwóch ostatnich</translation>
    </message>
    <message>
        <source>--screen takes start, setup, table or final</source>
        <translation>--screen przyjmuje start, setup, table lub final</translation>
    </message>
    <message>
        <source>--language takes one of %1</source>
        <extracomment>%1 the language codes, joined by &quot;, &quot;</extracomment>
        <translation>--language przyjmuje jeden z kodów: %1</translation>
    </message>
    <message>
        <source>record</source>
        <extracomment>In --help, the name of the optional argument, a game record: &quot;meeple-ledger [options] [record]&quot;</extracomment>
        <translation>zapis</translation>
    </message>
    <message>
        <source>self-test failed: QML warnings: %1</source>
        <extracomment>%1 how many warnings QML gave (a number, 1 or more)</extracomment>
        <translation>autotest nieudany: ostrzeżenia QML: %1</translation>
    </message>
    <message>
        <source>self-test failed: the screens did not all load in time</source>
        <translation>autotest nieudany: nie wszystkie ekrany wczytały się na czas</translation>
    </message>
    <message>
        <source>self-test passed (every screen loaded, frames drawn)</source>
        <translation>autotest udany (każdy ekran wczytany, klatki narysowane)</translation>
    </message>
    <message>
        <source>self-test passed (every screen loaded, no frame drawn on this platform)</source>
        <translation>autotest udany (każdy ekran wczytany, na tej platformie nie narysowano klatki)</translation>
    </message>
    <message>
        <source>self-test failed: the main QML object is not a window</source>
        <translation>autotest nieudany: główny obiekt QML nie jest oknem</translation>
    </message>
    <message>
        <source>--club-screen: %1</source>
        <extracomment>%1 why the club screen has no server to watch (a sentence)</extracomment>
        <translation>--club-screen: %1</translation>
    </message>
    <message>
        <source>The club&apos;s games are being shown</source>
        <translation>Wyświetlane są partie klubu</translation>
    </message>
    <message>
        <source>Show the club screen (for a projector): every table&apos;s game in progress, live from the club server (the one set in the club settings, or --server).</source>
        <translation>Pokaż ekran klubu (dla projektora): trwającą partię każdego stołu, na żywo z serwera klubu (ustawionego w ustawieniach klubu albo --server).</translation>
    </message>
    <message>
        <source>The club server for --club-screen: a libpq connection string or a postgresql:// URL (the password from ~/.pgpass or PGPASSWORD).</source>
        <translation>Serwer klubu dla --club-screen: ciąg połączenia libpq albo adres URL postgresql:// (hasło z ~/.pgpass lub PGPASSWORD).</translation>
    </message>
    <message>
        <source>address</source>
        <extracomment>In --help, what --server takes: &quot;--server &lt;address&gt;&quot; (a connection string or URL)</extracomment>
        <translation>adres</translation>
    </message>
    <message>
        <source>--server goes with --club-screen, which takes neither a record, --library nor --screen</source>
        <translation>--server łączy się z --club-screen, które nie przyjmuje ani pliku partii, ani --library, ani --screen</translation>
    </message>
    <message>
        <source>the app&apos;s models could not be loaded</source>
        <translation>nie udało się wczytać danych aplikacji</translation>
    </message>
</context>
<context>
    <name>ml::ClubListener</name>
    <message>
        <source>listen for the tables&apos; pushes</source>
        <extracomment>what was being done, inside &quot;the club server refused to …&quot;</extracomment>
        <translation>nasłuchiwanie wysyłek ze stołów</translation>
    </message>
</context>
<context>
    <name>ml::ClubSettings</name>
    <message>
        <source>Connected to %1; the connection is encrypted.</source>
        <extracomment>%1 the server&apos;s address (no password)</extracomment>
        <translation>Połączono z %1; połączenie jest szyfrowane.</translation>
    </message>
    <message>
        <source>Connected to %1; the connection is not encrypted.</source>
        <extracomment>%1 the server&apos;s address (no password)</extracomment>
        <translation>Połączono z %1; połączenie nie jest szyfrowane.</translation>
    </message>
    <message>
        <source>Not synced at %1 (trying again soon): %2</source>
        <extracomment>%1 the time of day, %2 what went wrong, a sentence of its own</extracomment>
        <translation>Brak synchronizacji o %1 (wkrótce kolejna próba): %2</translation>
    </message>
    <message numerus="yes">
        <source>Synced with the club at %1: %n game(s) pushed.</source>
        <extracomment>%1 the time of day, %n how many games were pushed</extracomment>
        <translation>
            <numerusform>Zsynchronizowano z klubem o %1: wysłano %n partię.</numerusform>
            <numerusform>Zsynchronizowano z klubem o %1: wysłano %n partie.</numerusform>
            <numerusform>Zsynchronizowano z klubem o %1: wysłano %n partii.</numerusform>
        </translation>
    </message>
    <message>
        <source>no club server is set (the start screen&apos;s Club button)</source>
        <translation>nie ustawiono serwera klubu (przycisk „Klub” na ekranie startowym)</translation>
    </message>
    <message numerus="yes">
        <source>Synced with the club at %1 over a connection that is not encrypted: %n game(s) pushed.</source>
        <extracomment>%1 the time of day, %n how many games were pushed</extracomment>
        <translation>
            <numerusform>Zsynchronizowano z klubem o %1 przez nieszyfrowane połączenie: wysłano %n partię.</numerusform>
            <numerusform>Zsynchronizowano z klubem o %1 przez nieszyfrowane połączenie: wysłano %n partie.</numerusform>
            <numerusform>Zsynchronizowano z klubem o %1 przez nieszyfrowane połączenie: wysłano %n partii.</numerusform>
        </translation>
    </message>
</context>
</TS>
