<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Meeple Ledger</source>
        <translation>O aplikaci Meeple Ledger</translation>
    </message>
    <message>
        <source>Version %1</source>
        <extracomment>%1 is the version number, e.g. 0.1.0</extracomment>
        <translation>Verze %1</translation>
    </message>
    <message>
        <source>A scoring assistant for physical games of Carcassonne: the players keep their tiles and meeples on the table, the app counts and explains every point.</source>
        <translation>Pomocník pro počítání bodů v partiích Carcassonne u stolu: hráči mají své kartičky a družiníky na stole, aplikace spočítá a vysvětlí každý bod.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>Meeple Ledger is free software: you may share and change it under the GNU General Public License, version 3 or any later version (GPL-3.0-or-later). It comes with no warranty.</source>
        <translation>Meeple Ledger je svobodný software: můžete jej šířit a upravovat podle licence GNU General Public License verze 3 nebo jakékoli pozdější (GPL-3.0-or-later). Je poskytován bez jakékoli záruky.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>The rules follow the publishers&apos; rulebooks (Hans im Glück, and Z-Man Games&apos; English edition where a game option chooses it) and the pages of each expansion on Wikicarpedia (wikicarpedia.com), the community&apos;s rules wiki, with the official answers it collects.</source>
        <translation>Pravidla vycházejí z pravidel vydavatelů (Hans im Glück a anglického vydání Z-Man Games, kde je volí možnost hry) a ze stránek každého rozšíření na Wikicarpedii (wikicarpedia.com), wiki pravidel herní komunity, včetně oficiálních odpovědí, které shromažďuje.</translation>
    </message>
    <message>
        <source>Carcassonne is a trademark of Hans im Glück Verlags-GmbH. Meeple Ledger is not made or endorsed by the publishers.</source>
        <translation>Carcassonne je ochranná známka společnosti Hans im Glück Verlags-GmbH. Meeple Ledger není dílem vydavatelů ani jimi není podporován.</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Složka s daty</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
</context>
<context>
    <name>ActionDialog</name>
    <message>
        <source>Confirm</source>
        <translation>Potvrdit</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Enter, then end the turn</source>
        <translation>Zapsat a ukončit tah</translation>
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
        <translation>Opravit skóre</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>Opravit</translation>
    </message>
    <message>
        <source>Points (negative to take away)</source>
        <translation>Body (záporné pro odečtení)</translation>
    </message>
    <message>
        <source>Reason, e.g. forgot to score a road in turn 12</source>
        <translation>Důvod, např. zapomenutá cesta v tahu 12</translation>
    </message>
</context>
<context>
    <name>Animals</name>
    <message>
        <source>flea</source>
        <translation>blecha</translation>
    </message>
    <message>
        <source>monkey</source>
        <translation>opička</translation>
    </message>
    <message>
        <source>seal</source>
        <translation>lachtan</translation>
    </message>
    <message>
        <source>bear</source>
        <translation>medvěd</translation>
    </message>
    <message>
        <source>tiger</source>
        <translation>tygr</translation>
    </message>
    <message>
        <source>elephant</source>
        <translation>slon</translation>
    </message>
    <message>
        <source>Flea</source>
        <translation>Blecha</translation>
    </message>
    <message>
        <source>Monkey</source>
        <translation>Opička</translation>
    </message>
    <message>
        <source>Seal</source>
        <translation>Lachtan</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Medvěd</translation>
    </message>
    <message>
        <source>Tiger</source>
        <translation>Tygr</translation>
    </message>
    <message>
        <source>Elephant</source>
        <translation>Slon</translation>
    </message>
</context>
<context>
    <name>AppState</name>
    <message>
        <source>The game library is not open.</source>
        <translation>Knihovna her není otevřená.</translation>
    </message>
    <message>
        <source>The game library file was not a game library. It was moved aside, unchanged, to %1, and a new library was started.</source>
        <extracomment>%1 where the damaged file was moved</extracomment>
        <translation>Soubor knihovny her nebyl knihovnou her. Byl beze změny odložen do %1 a byla založena nová knihovna.</translation>
    </message>
    <message>
        <source>The game library was damaged. It was moved aside, unchanged, to %1, and a new library was started.</source>
        <extracomment>%1 where the damaged file was moved</extracomment>
        <translation>Knihovna her byla poškozená. Byla beze změny odložena do %1 a byla založena nová knihovna.</translation>
    </message>
    <message>
        <source>Its games could not be recovered: %1</source>
        <extracomment>%1 the reason</extracomment>
        <translation>Její hry se nepodařilo obnovit: %1</translation>
    </message>
    <message>
        <source>Games recovered from it: %1. Games that could not be read or replayed (they stay in the damaged copy): %2.</source>
        <extracomment>%1 how many games were recovered, %2 how many could not be</extracomment>
        <translation>Obnovené hry: %1. Hry, které nešlo přečíst ani přehrát (zůstávají v poškozené kopii): %2.</translation>
    </message>
    <message>
        <source>Part of its list of games could not be read either.</source>
        <translation>Část seznamu her také nešla přečíst.</translation>
    </message>
</context>
<context>
    <name>BigTopStep</name>
    <message>
        <source>Big top</source>
        <translation>Šapitó</translation>
    </message>
    <message>
        <source>Score the big top (C)…</source>
        <translation>Vyhodnotit šapitó (C)…</translation>
    </message>
</context>
<context>
    <name>BoardPanel</name>
    <message>
        <source>Board</source>
        <translation>Herní plán</translation>
    </message>
    <message numerus="yes">
        <source>%n occupied feature(s)</source>
        <extracomment>%n how many features on the board have figures on them</extracomment>
        <translation>
            <numerusform>%n obsazené území</numerusform>
            <numerusform>%n obsazená území</numerusform>
            <numerusform>%n obsazených území</numerusform>
        </translation>
    </message>
    <message>
        <source>No figure on the board yet.</source>
        <translation>Na herním plánu zatím není žádná figurka.</translation>
    </message>
</context>
<context>
    <name>ChoiceStep</name>
    <message>
        <source>%1&apos;s robber on space %2: whom does it rob?</source>
        <extracomment>%1 the robber&apos;s owner, %2 the track space</extracomment>
        <translation>Zbojník hráče %1 na políčku %2: koho oloupí?</translation>
    </message>
    <message>
        <source>Suggested: %1 — %2</source>
        <extracomment>%1 the player&apos;s name, %2 the reason (&quot;the most points&quot;)</extracomment>
        <translation>Doporučeno: %1 — %2</translation>
    </message>
    <message>
        <source>Which scoring figure takes the stolen points?</source>
        <translation>Která počítací figurka dostane ukradené body?</translation>
    </message>
    <message numerus="yes">
        <source>Rob %1&apos;s %2: %n point(s), takes %3</source>
        <extracomment>%1 the robbed player&apos;s name, %2 their scoring figure, %n the points it moved, %3 the robber&apos;s share</extracomment>
        <translation>
            <numerusform>Oloupit: %2 hráče %1 — %n bod, bere %3</numerusform>
            <numerusform>Oloupit: %2 hráče %1 — %n body, bere %3</numerusform>
            <numerusform>Oloupit: %2 hráče %1 — %n bodů, bere %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep the suggestion</source>
        <translation>Ponechat doporučení</translation>
    </message>
</context>
<context>
    <name>CircusDialog</name>
    <message>
        <source>Score the big top</source>
        <translation>Vyhodnotit šapitó</translation>
    </message>
    <message>
        <source>Which animal token was revealed?</source>
        <translation>Který žeton zvířete byl odhalen?</translation>
    </message>
    <message>
        <source>Figures of each player around the big top</source>
        <translation>Figurky jednotlivých hráčů kolem šapitó</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 (%n left)</source>
        <extracomment>%1 the animal of a big top token, %2 the points it gives each figure (&quot;5 points&quot;), %n the tokens of that animal still face down</extracomment>
        <translation>
            <numerusform>%1 · %2 (zbývá %n)</numerusform>
            <numerusform>%1 · %2 (zbývají %n)</numerusform>
            <numerusform>%1 · %2 (zbývá %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>the points a big top token gives each figure around the big top</extracomment>
        <translation>
            <numerusform>%n bod</numerusform>
            <numerusform>%n body</numerusform>
            <numerusform>%n bodů</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClubAddress</name>
    <message>
        <source>the port &quot;%1&quot; is not a number from 1 to 65535</source>
        <extracomment>%1 what was given as the port</extracomment>
        <translation>port „%1“ není číslo od 1 do 65535</translation>
    </message>
    <message>
        <source>the value of %1 may not contain &quot;;&quot;</source>
        <extracomment>%1 a connection keyword such as sslmode</extracomment>
        <translation>hodnota %1 nesmí obsahovat „;“</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a connection keyword</source>
        <extracomment>%1 the unknown keyword in the connection string</extracomment>
        <translation>„%1“ není klíčové slovo připojení</translation>
    </message>
    <message>
        <source>the URL cannot be read: %1</source>
        <extracomment>%1 why the URL cannot be read (Qt&apos;s words, about the URL without its user name and password)</extracomment>
        <translation>URL nelze přečíst: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no &quot;=&quot; and value</source>
        <extracomment>%1 a keyword of the connection string</extracomment>
        <translation>„%1“ nemá „=“ ani hodnotu</translation>
    </message>
    <message>
        <source>the quoted value of %1 is not closed</source>
        <extracomment>%1 a keyword of the connection string</extracomment>
        <translation>hodnota %1 v uvozovkách není uzavřená</translation>
    </message>
    <message>
        <source>no server was given</source>
        <translation>nebyl zadán žádný server</translation>
    </message>
    <message>
        <source>only postgresql:// URLs and libpq connection strings are understood</source>
        <translation>rozumím jen URL postgresql:// a připojovacím řetězcům libpq</translation>
    </message>
    <message>
        <source>the database name (dbname) is missing</source>
        <translation>chybí název databáze (dbname)</translation>
    </message>
    <message>
        <source>the PostgreSQL driver of Qt Sql is not installed (Debian package libqt6sql6-psql)</source>
        <translation>ovladač PostgreSQL pro Qt Sql není nainstalován (balíček Debianu libqt6sql6-psql)</translation>
    </message>
    <message>
        <source>the club server %1 refused the connection: %2</source>
        <extracomment>%1 the server&apos;s address (no password), %2 the driver&apos;s reason</extracomment>
        <translation>klubový server %1 odmítl připojení: %2</translation>
    </message>
    <message>
        <source>the club server %1 cannot be reached: %2</source>
        <extracomment>%1 the server&apos;s address (no password), %2 the driver&apos;s reason</extracomment>
        <translation>klubový server %1 není dostupný: %2</translation>
    </message>
    <message>
        <source>the user name, the password or the options after &quot;?&quot; cannot be read: characters such as @, /, ? and # in them must be percent-encoded</source>
        <translation>uživatelské jméno, heslo nebo volby za „?“ nelze přečíst: znaky jako @, /, ? a # v nich musí být procentově zakódované</translation>
    </message>
</context>
<context>
    <name>ClubDialog</name>
    <message>
        <source>Club server</source>
        <translation>Klubový server</translation>
    </message>
    <message>
        <source>Every game stored here is also sent to the club&apos;s PostgreSQL server when it can be reached. The games stay on this machine either way.</source>
        <translation>Každá zde uložená hra se také odešle na server PostgreSQL klubu, jakmile je dostupný. Hry v každém případě zůstávají na tomto počítači.</translation>
    </message>
    <message>
        <source>Connection (a postgresql:// URL or a libpq connection string)</source>
        <translation>Připojení (URL postgresql:// nebo připojovací řetězec libpq)</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Připojení</translation>
    </message>
    <message>
        <source>Password (one is kept; leave empty to keep it)</source>
        <translation>Heslo (jedno je uložené; nechte prázdné, aby zůstalo)</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Heslo</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Vyzkoušet připojení</translation>
    </message>
    <message>
        <source>Encrypted: yes</source>
        <translation>Šifrované: ano</translation>
    </message>
    <message>
        <source>Encrypted: no</source>
        <translation>Šifrované: ne</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Uložit</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
</context>
<context>
    <name>ClubLeague</name>
    <message>
        <source>read the club&apos;s seasons</source>
        <translation>čtení sezón klubu</translation>
    </message>
    <message>
        <source>the club server has no season called &quot;%1&quot;</source>
        <extracomment>%1 the season&apos;s name as given</extracomment>
        <translation>server klubu nemá sezónu s názvem „%1“</translation>
    </message>
    <message>
        <source>set the season &quot;%1&quot;</source>
        <extracomment>%1 the season&apos;s name</extracomment>
        <translation>nastavení sezóny „%1“</translation>
    </message>
    <message>
        <source>read the club&apos;s games</source>
        <translation>čtení her klubu</translation>
    </message>
    <message>
        <source>read the club&apos;s results</source>
        <translation>čtení výsledků klubu</translation>
    </message>
</context>
<context>
    <name>ClubResults</name>
    <message>
        <source>keep the result of game %1</source>
        <extracomment>%1 the game&apos;s UUID</extracomment>
        <translation>uložit výsledek hry %1</translation>
    </message>
    <message>
        <source>read the kept results</source>
        <translation>čtení uložených výsledků</translation>
    </message>
    <message>
        <source>only an organiser&apos;s role may repair the kept results; without --repair any role may check them</source>
        <translation>opravit uložené výsledky smí jen role organizátora; bez --repair je smí zkontrolovat kterákoli role</translation>
    </message>
    <message>
        <source>repair the kept results</source>
        <translation>opravit uložené výsledky</translation>
    </message>
</context>
<context>
    <name>ClubSchema</name>
    <message>
        <source>the club server went away while trying to %1: %2</source>
        <extracomment>%1 what was being done (&quot;push game …&quot;), %2 the driver&apos;s reason</extracomment>
        <translation>klubový server zmizel během operace „%1“: %2</translation>
    </message>
    <message>
        <source>the club server refused to %1: %2</source>
        <extracomment>%1 what was being done (&quot;push game …&quot;), %2 the server&apos;s reason</extracomment>
        <translation>klubový server odmítl operaci „%1“: %2</translation>
    </message>
    <message>
        <source>read the schema version</source>
        <translation>čtení verze schématu</translation>
    </message>
    <message>
        <source>the database has no schema &quot;meeple&quot;: run the club&apos;s setup SQL as a superuser first (docs/club.md)</source>
        <translation>databáze nemá schéma „meeple“: nejprve spusťte jako superuživatel instalační SQL klubu (docs/club.md)</translation>
    </message>
    <message>
        <source>the club server&apos;s schema is at version %1, newer than this program knows (%2); update Meeple Ledger</source>
        <extracomment>%1 the server&apos;s schema version, %2 the newest this program knows</extracomment>
        <translation>schéma klubového serveru má verzi %1, novější, než tento program zná (%2); aktualizujte Meeple Ledger</translation>
    </message>
    <message>
        <source>the club server&apos;s schema is at version %1 and this program needs %2: connect once with an organiser&apos;s role to upgrade it</source>
        <extracomment>%1 the server&apos;s schema version, %2 the one this program needs</extracomment>
        <translation>schéma klubového serveru má verzi %1 a tento program potřebuje %2: jednou se připojte s rolí organizátora, aby se aktualizovalo</translation>
    </message>
    <message>
        <source>upgrade the schema</source>
        <translation>aktualizace schématu</translation>
    </message>
    <message>
        <source>the club server&apos;s schema is at version %1, which no upgrade starts from</source>
        <extracomment>%1 the server&apos;s schema version</extracomment>
        <translation>schéma klubového serveru má verzi %1, od které nevede žádná aktualizace</translation>
    </message>
    <message>
        <source>the club server went away while trying to %1: the connection was closed</source>
        <extracomment>%1 what was being done (&quot;push game …&quot;)</extracomment>
        <translation>klubový server zmizel během operace „%1“: spojení bylo ukončeno</translation>
    </message>
</context>
<context>
    <name>ClubScreen</name>
    <message>
        <source>Club night</source>
        <translation>Klubový večer</translation>
    </message>
    <message>
        <source>Live · updated %1</source>
        <extracomment>%1 the time of day the club server was last read</extracomment>
        <translation>Živě · aktualizováno v %1</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Živě</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Nepřipojeno</translation>
    </message>
    <message>
        <source>%1. Trying again…</source>
        <extracomment>%1 why the club server cannot be read (a sentence without its full stop); the screen keeps trying by itself</extracomment>
        <translation>%1. Zkouší se znovu…</translation>
    </message>
    <message>
        <source>No game in progress at any table.</source>
        <translation>U žádného stolu neprobíhá hra.</translation>
    </message>
    <message numerus="yes">
        <source>turn %n</source>
        <extracomment>%n how many turns the game at that table has begun</extracomment>
        <translation>
            <numerusform>tah %n</numerusform>
            <numerusform>tah %n</numerusform>
            <numerusform>tah %n</numerusform>
        </translation>
    </message>
    <message>
        <source>to play</source>
        <translation>na tahu</translation>
    </message>
    <message>
        <source>Standings: %1</source>
        <extracomment>%1 the season&apos;s name</extracomment>
        <translation>Pořadí: %1</translation>
    </message>
    <message>
        <source>Standings: every game</source>
        <translation>Pořadí: všechny hry</translation>
    </message>
    <message>
        <source>No finished game yet.</source>
        <translation>Zatím žádná dohraná hra.</translation>
    </message>
    <message>
        <source>%1 of %2 won</source>
        <extracomment>%1 wins, %2 games: &quot;2 of 3 won&quot;</extracomment>
        <translation>%1 z %2 vyhráno</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) counted.</source>
        <extracomment>%n finished games the standings count</extracomment>
        <translation>
            <numerusform>%n dohraná hra započítána.</numerusform>
            <numerusform>%n dohrané hry započítány.</numerusform>
            <numerusform>%n dohraných her započítáno.</numerusform>
        </translation>
    </message>
    <message>
        <source>Another table holds another version of this game: it awaits the organiser.</source>
        <translation>Jiný stůl má jinou verzi této hry: čeká na organizátora.</translation>
    </message>
    <message numerus="yes">
        <source>%n version(s) from a table that does not own the game await the organiser; they count for nothing.</source>
        <extracomment>%n versions of games held by tables that do not own them</extracomment>
        <translation>
            <numerusform>%n verze od stolu, jemuž hra nepatří, čeká na organizátora; nic se nezapočítává.</numerusform>
            <numerusform>%n verze od stolů, jimž hra nepatří, čekají na organizátora; nic se nezapočítává.</numerusform>
            <numerusform>%n verzí od stolů, jimž hra nepatří, čeká na organizátora; nic se nezapočítává.</numerusform>
        </translation>
    </message>
    <message>
        <source>Table %1</source>
        <extracomment>%1 the first characters of the device id of a library without a name</extracomment>
        <translation>Stůl %1</translation>
    </message>
</context>
<context>
    <name>ClubSecrets</name>
    <message>
        <source>the folder %1 cannot be created</source>
        <extracomment>%1 a folder</extracomment>
        <translation>složku %1 nelze vytvořit</translation>
    </message>
    <message>
        <source>the password cannot be kept in %1: %2</source>
        <extracomment>%1 a file, %2 the reason</extracomment>
        <translation>heslo nelze uložit do %1: %2</translation>
    </message>
</context>
<context>
    <name>ClubSetup</name>
    <message>
        <source>the club server refused to %1: that needs a superuser&apos;s connection (or a role that may create roles), such as the postgres user&apos;s</source>
        <extracomment>%1 what was being done (&quot;create the login role table_3&quot;)</extracomment>
        <translation>klubový server odmítl operaci „%1“: k tomu je potřeba připojení superuživatele (nebo role, která smí vytvářet role), například uživatele postgres</translation>
    </message>
    <message>
        <source>create the club&apos;s roles and schema</source>
        <translation>vytvoření rolí a schématu klubu</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a login&apos;s name: use 1 to 63 lower-case letters, digits and _, starting with a letter (table_3)</source>
        <extracomment>%1 the name given for a table&apos;s or an organiser&apos;s login</extracomment>
        <translation>„%1“ nemůže být názvem přihlašovacího účtu: použijte 1 až 63 malých písmen, číslic a _, na začátku písmeno (table_3)</translation>
    </message>
    <message>
        <source>create the login role %1</source>
        <extracomment>what was being done, inside &quot;the club server refused to …&quot;; %1 a login&apos;s name</extracomment>
        <translation>vytvoření přihlašovací role %1</translation>
    </message>
</context>
<context>
    <name>ClubSync</name>
    <message>
        <source>register this library</source>
        <translation>registrace této knihovny</translation>
    </message>
    <message>
        <source>this library (device %1) is registered on the club server by the role %2; connect with that role</source>
        <extracomment>%1 the library&apos;s device id, %2 the club role that registered it</extracomment>
        <translation>tato knihovna (zařízení %1) je na klubovém serveru registrována rolí %2; připojte se s touto rolí</translation>
    </message>
    <message>
        <source>push game %1</source>
        <extracomment>%1 the game&apos;s UUID</extracomment>
        <translation>odeslání hry %1</translation>
    </message>
    <message>
        <source>read the club&apos;s games</source>
        <translation>čtení her klubu</translation>
    </message>
    <message>
        <source>read which games the club server holds</source>
        <translation>čtení her, které má klubový server</translation>
    </message>
    <message>
        <source>hand over game %1</source>
        <extracomment>%1 the game&apos;s UUID as given</extracomment>
        <translation>předání hry %1</translation>
    </message>
    <message>
        <source>the club server has no game %1 (give its UUID, or at least its first 8 characters)</source>
        <extracomment>%1 the game&apos;s UUID as given</extracomment>
        <translation>klubový server nemá hru %1 (zadejte její UUID, nebo aspoň jeho prvních 8 znaků)</translation>
    </message>
    <message>
        <source>more than one game on the club server begins with %1: give more of its UUID</source>
        <extracomment>%1 the beginning of a UUID as given</extracomment>
        <translation>na klubovém serveru začíná %1 více než jedna hra: zadejte delší část UUID</translation>
    </message>
    <message>
        <source>game %1 belongs to %2: only that table or an organiser may hand it over</source>
        <extracomment>%1 the game&apos;s UUID, %2 the table that owns it</extracomment>
        <translation>hra %1 patří stolu %2: předat ji smí jen tento stůl nebo organizátor</translation>
    </message>
    <message>
        <source>the club server knows no table called %1 (give its library&apos;s name or its device id)</source>
        <extracomment>%1 the device as given</extracomment>
        <translation>klubový server nezná žádný stůl s názvem %1 (zadejte název knihovny stolu nebo id zařízení)</translation>
    </message>
    <message>
        <source>more than one table on the club server is called %1: give its device id</source>
        <extracomment>%1 the device as given</extracomment>
        <translation>na klubovém serveru se %1 jmenuje více než jeden stůl: zadejte id zařízení</translation>
    </message>
    <message>
        <source>the club server cannot be reached now; try again in a moment</source>
        <translation>klubový server teď není dostupný; zkuste to za chvíli znovu</translation>
    </message>
</context>
<context>
    <name>ClubWindow</name>
    <message>
        <source>Meeple Ledger — club night</source>
        <extracomment>the window title of the club&apos;s projector screen</extracomment>
        <translation>Meeple Ledger — klubový večer</translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <source>Could not %1 in the game library %2: %3</source>
        <extracomment>%1 what was being done, one of this context&apos;s action phrases (&quot;read the games&quot;), %2 the library file, %3 SQLite&apos;s reason</extracomment>
        <translation>V knihovně her %2 se nepodařilo %1: %3</translation>
    </message>
    <message>
        <source>The game library %1 is not open.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>Knihovna her %1 není otevřená.</translation>
    </message>
    <message>
        <source>%1 is a SQLite database of another program, not a Meeple Ledger game library; it was left untouched.</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>%1 je databáze SQLite jiného programu, ne knihovna her Meeple Ledger; zůstala beze změny.</translation>
    </message>
    <message>
        <source>%1 has tables but no game library schema version; it was left untouched.</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>%1 obsahuje tabulky, ale žádnou verzi schématu knihovny her; zůstal beze změny.</translation>
    </message>
    <message>
        <source>The game library %1 was written by a newer version of Meeple Ledger (library schema %2; this version reads up to schema %3). It was left untouched: update Meeple Ledger to open it.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>Knihovnu her %1 zapsala novější verze Meeple Ledger (schéma %2; tato verze čte schémata do %3). Zůstala beze změny: aktualizujte Meeple Ledger, abyste ji mohli otevřít.</translation>
    </message>
    <message>
        <source>The game library %1 is not a SQLite database (%2).</source>
        <extracomment>%1 the library file, %2 SQLite&apos;s reason</extracomment>
        <translation>Knihovna her %1 není databáze SQLite (%2).</translation>
    </message>
    <message>
        <source>The game library %1 is damaged (%2).</source>
        <extracomment>%1 the library file, %2 SQLite&apos;s reason</extracomment>
        <translation>Knihovna her %1 je poškozená (%2).</translation>
    </message>
    <message>
        <source>It could not be moved aside to %1 (%2), so nothing was changed; move or delete it, then open the library again.</source>
        <extracomment>%1 where the damaged file was to go, %2 the reason</extracomment>
        <translation>Nepodařilo se ji odložit do %1 (%2), takže se nic nezměnilo; přesuňte ji nebo smažte a pak knihovnu otevřete znovu.</translation>
    </message>
    <message>
        <source>It was moved to %1, but %2 could not follow it (%3); move that file too before opening the library again.</source>
        <extracomment>%1 where the damaged file went, %2 a file that belongs with it (its journal), %3 the reason</extracomment>
        <translation>Byla přesunuta do %1, ale %2 se přesunout nepodařilo (%3); než knihovnu znovu otevřete, přesuňte i tento soubor.</translation>
    </message>
    <message>
        <source>It was moved aside to %1 without changing it; opening the library again starts a new, empty one.</source>
        <extracomment>%1 where the damaged file went</extracomment>
        <translation>Byla beze změny odložena do %1; při dalším otevření vznikne nová, prázdná knihovna.</translation>
    </message>
    <message>
        <source>prepare the backup before upgrading</source>
        <translation>připravit zálohu před aktualizací</translation>
    </message>
    <message>
        <source>The game library %1 needs an upgrade, but another program is using it; close that program and open the library again. Nothing was changed.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>Knihovna her %1 potřebuje aktualizaci, ale používá ji jiný program; zavřete ho a otevřete knihovnu znovu. Nic se nezměnilo.</translation>
    </message>
    <message>
        <source>Could not copy the game library %1 to %2 before upgrading it (%3); nothing was changed.</source>
        <extracomment>%1 the library file, %2 the copy&apos;s path, %3 the reason</extracomment>
        <translation>Knihovnu her %1 se před aktualizací nepodařilo zkopírovat do %2 (%3); nic se nezměnilo.</translation>
    </message>
    <message>
        <source>switch to write-ahead logging</source>
        <translation>přepnout na žurnálování s předstihem (WAL)</translation>
    </message>
    <message>
        <source>configure the connection</source>
        <translation>nastavit připojení</translation>
    </message>
    <message>
        <source>create the tables</source>
        <translation>vytvořit tabulky</translation>
    </message>
    <message>
        <source>Could not upgrade the game library %1 to schema %2 (%3): %4. The upgrade was rolled back and the library is still at schema %5; a copy made before it is at %6.</source>
        <extracomment>%1 the library file, %2 the schema version the upgrade leads to, %3 what that step changes (&quot;add a summary row to every game&quot;), %4 why it failed, %5 the version the library stays at, %6 the copy made before the upgrade %1 the library file&apos;s path</extracomment>
        <translation>Knihovnu her %1 se nepodařilo aktualizovat na schéma %2 (%3): %4. Aktualizace byla vrácena a knihovna má stále schéma %5; kopie pořízená předtím je v %6.</translation>
    </message>
    <message>
        <source>No file name was given for the game library.</source>
        <translation>Pro knihovnu her nebyl zadán název souboru.</translation>
    </message>
    <message>
        <source>Could not create the folder %1 for the game library.</source>
        <extracomment>%1 the folder&apos;s path</extracomment>
        <translation>Složku %1 pro knihovnu her se nepodařilo vytvořit.</translation>
    </message>
    <message>
        <source>%1 is not a file; the game library cannot be stored there.</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>%1 není soubor; knihovnu her tam nelze uložit.</translation>
    </message>
    <message>
        <source>Could not read the game library %1: %2</source>
        <extracomment>%1 the library file, %2 the reason</extracomment>
        <translation>Knihovnu her %1 se nepodařilo přečíst: %2</translation>
    </message>
    <message>
        <source>it does not begin with the SQLite header</source>
        <translation>nezačíná hlavičkou SQLite</translation>
    </message>
    <message>
        <source>Could not open the game library %1: %2</source>
        <extracomment>%1 the library file, %2 the reason</extracomment>
        <translation>Knihovnu her %1 se nepodařilo otevřít: %2</translation>
    </message>
    <message>
        <source>Could not %1 in the game library %2: the disk is full. Nothing was written; free some space and try again.</source>
        <extracomment>%1 what was being done, one of this context&apos;s action phrases (&quot;read the games&quot;), %2 the library file</extracomment>
        <translation>V knihovně her %2 se nepodařilo %1: disk je plný. Nic nebylo zapsáno; uvolněte místo a zkuste to znovu.</translation>
    </message>
    <message>
        <source>the file %1 was replaced by another one</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>byl soubor %1 nahrazen jiným</translation>
    </message>
    <message>
        <source>the file %1 was deleted or renamed</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>byl soubor %1 smazán nebo přejmenován</translation>
    </message>
    <message>
        <source>its write-ahead log %1 was deleted or replaced</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>byl její zápisový protokol %1 smazán nebo nahrazen</translation>
    </message>
    <message>
        <source>While Meeple Ledger had the game library open, %1, and its games could not be saved back to %2 (%3). Nothing more is stored until that works: free some space or put the file back, then try again.</source>
        <extracomment>%1 what happened to the file (&quot;the file … was deleted or renamed&quot;), %2 the library file, %3 the reason</extracomment>
        <translation>Zatímco měl Meeple Ledger knihovnu her otevřenou, %1, a její hry se nepodařilo uložit zpět do %2 (%3). Dokud se to nepodaří, nic dalšího se neuloží: uvolněte místo nebo vraťte soubor zpět a zkuste to znovu.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disk je plný</translation>
    </message>
    <message>
        <source>the copy could not be written to the disk</source>
        <translation>kopii se nepodařilo zapsat na disk</translation>
    </message>
    <message>
        <source>the file in its place could not be moved to %1</source>
        <extracomment>%1 the path it was to be kept at</extracomment>
        <translation>soubor na jeho místě se nepodařilo přesunout do %1</translation>
    </message>
    <message>
        <source>%1 could not be moved to %2</source>
        <extracomment>%1 a file that belongs with the library (its journal), %2 where it was to go</extracomment>
        <translation>%1 se nepodařilo přesunout do %2</translation>
    </message>
    <message>
        <source>the copy %1 could not be renamed to it</source>
        <extracomment>%1 the copy&apos;s path</extracomment>
        <translation>kopii %1 se nepodařilo na tento název přejmenovat</translation>
    </message>
    <message>
        <source>While Meeple Ledger had the game library open, %1. Its games were saved back to %2, but opening it again failed: %3</source>
        <extracomment>%1 what happened to the file (&quot;the file … was deleted or renamed&quot;), %2 the library file, %3 why opening it again failed</extracomment>
        <translation>Zatímco měl Meeple Ledger knihovnu her otevřenou, %1. Její hry byly uloženy zpět do %2, ale znovu ji otevřít se nepodařilo: %3</translation>
    </message>
    <message>
        <source>While Meeple Ledger had the game library open, %1. Every game it held was saved back to %2: nothing entered is lost.</source>
        <extracomment>%1 what happened to the file (&quot;the file … was deleted or renamed&quot;), %2 the library file</extracomment>
        <translation>Zatímco měl Meeple Ledger knihovnu her otevřenou, %1. Všechny její hry byly uloženy zpět do %2: nic zadaného se neztratilo.</translation>
    </message>
    <message>
        <source>What was found in its place was kept as %1.</source>
        <extracomment>%1 the path it was kept at</extracomment>
        <translation>To, co leželo na jejím místě, bylo uchováno jako %1.</translation>
    </message>
    <message>
        <source>it is on a read-only file system</source>
        <translation>leží na souborovém systému jen pro čtení</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>soubor je jen pro čtení</translation>
    </message>
    <message>
        <source>its folder %1 is read-only</source>
        <extracomment>%1 the folder of the library file</extracomment>
        <translation>její složka %1 je jen pro čtení</translation>
    </message>
    <message>
        <source>The game library %1 is read-only (%2): its games can be viewed but not changed.</source>
        <extracomment>%1 the library file, %2 why it is read-only</extracomment>
        <translation>Knihovna her %1 je jen pro čtení (%2): její hry lze prohlížet, ale ne měnit.</translation>
    </message>
    <message>
        <source>The game library %1 is damaged (%2), and it could not be moved aside because it is read-only (%3). Copy it to a folder you can write to and open it there.</source>
        <extracomment>%1 the library file, %2 SQLite&apos;s reason, %3 why the file is read-only</extracomment>
        <translation>Knihovna her %1 je poškozená (%2) a nešlo ji odložit, protože je jen pro čtení (%3). Zkopírujte ji do složky, do které lze zapisovat, a otevřete ji tam.</translation>
    </message>
    <message>
        <source>The game library %1 needs to be set up or upgraded before it can be read, but it is read-only (%2); it was left untouched. Make it writable, or copy it to a folder you can write to, and open it again.</source>
        <extracomment>%1 the library file, %2 why it is read-only</extracomment>
        <translation>Knihovnu her %1 je před čtením třeba založit nebo aktualizovat, ale je jen pro čtení (%2); zůstala nedotčená. Povolte do ní zápis nebo ji zkopírujte do zapisovatelné složky a otevřete ji znovu.</translation>
    </message>
    <message>
        <source>There is no game library at %1 yet, and none can be made there (%2).</source>
        <extracomment>%1 the library file, %2 why none can be made there</extracomment>
        <translation>V %1 zatím není žádná knihovna her a nelze ji tam založit (%2).</translation>
    </message>
    <message>
        <source>Could not copy the game library %1 to %2: %3</source>
        <extracomment>%1 the library file, %2 the copy&apos;s path, %3 the reason</extracomment>
        <translation>Knihovnu her %1 se nepodařilo zkopírovat do %2: %3</translation>
    </message>
</context>
<context>
    <name>DisputeDialog</name>
    <message>
        <source>Explain a payout</source>
        <translation>Vysvětlit připsání bodů</translation>
    </message>
    <message>
        <source>%1 for %2 — %3</source>
        <extracomment>%1 points (signed), %2 player, %3 rule name</extracomment>
        <translation>%1 pro: %2 — %3</translation>
    </message>
    <message>
        <source>Left language</source>
        <translation>Jazyk vlevo</translation>
    </message>
    <message>
        <source>Right language</source>
        <translation>Jazyk vpravo</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
</context>
<context>
    <name>Expansions</name>
    <message>
        <source>The Tower</source>
        <translation>Věž</translation>
    </message>
    <message>
        <source>tower</source>
        <translation>Věž</translation>
    </message>
    <message>
        <source>The Messengers</source>
        <translation>Dopisy</translation>
    </message>
    <message>
        <source>messengers</source>
        <translation>Dopisy</translation>
    </message>
    <message>
        <source>The Robbers</source>
        <translation>Zbojníci</translation>
    </message>
    <message>
        <source>robbers</source>
        <translation>Zbojníci</translation>
    </message>
    <message>
        <source>Under the Big Top</source>
        <translation>Cirkus</translation>
    </message>
    <message>
        <source>bigtop</source>
        <translation>Cirkus</translation>
    </message>
    <message>
        <source>Ghosts, Castles and Cemeteries</source>
        <translation>Duchové, zámky a hřbitovy</translation>
    </message>
    <message>
        <source>ghosts</source>
        <translation>Duchové, zámky a hřbitovy</translation>
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
        <translation>Hostince a katedrály</translation>
    </message>
    <message>
        <source>inns</source>
        <translation>Hostince a katedrály</translation>
    </message>
    <message>
        <source>Traders and Builders</source>
        <translation>Kupci a stavitelé</translation>
    </message>
    <message>
        <source>traders</source>
        <translation>Kupci a stavitelé</translation>
    </message>
</context>
<context>
    <name>FeatureCard</name>
    <message>
        <source>open</source>
        <translation>otevřená</translation>
    </message>
    <message>
        <source>%1&apos;s %2 (%3)</source>
        <extracomment>%1 the player&apos;s name, %2 the kind of figure (meeple, guard meeple…), %3 the figure&apos;s id</extracomment>
        <translation>%2 hráče %1 (%3)</translation>
    </message>
    <message>
        <source>No figure on top</source>
        <translation>Nahoře není žádná figurka</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Prázdné</translation>
    </message>
    <message>
        <source>Score…</source>
        <translation>Vyhodnotit…</translation>
    </message>
    <message>
        <source>Score pyramid…</source>
        <translation>Vyhodnotit pyramidu…</translation>
    </message>
    <message>
        <source>More ▾</source>
        <translation>Další ▾</translation>
    </message>
    <message>
        <source>Add a ghost…</source>
        <translation>Přidat ducha…</translation>
    </message>
    <message>
        <source>Capture with a tower floor…</source>
        <translation>Zajmout dílkem věže…</translation>
    </message>
    <message>
        <source>Take a figure off (correction)…</source>
        <translation>Odebrat figurku (oprava)…</translation>
    </message>
    <message>
        <source>Join with another road…</source>
        <translation>Spojit s jinou cestou…</translation>
    </message>
    <message>
        <source>Join with another city…</source>
        <translation>Spojit s jiným městem…</translation>
    </message>
    <message>
        <source>Join with another field…</source>
        <translation>Spojit s jinou loukou…</translation>
    </message>
    <message>
        <source>%1 of %2 acrobats</source>
        <extracomment>%1 the acrobat space&apos;s acrobats, %2 a full pyramid&apos;s</extracomment>
        <translation>akrobaté: %1 z %2</translation>
    </message>
    <message>
        <source>Score %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>Vyhodnotit: %1</translation>
    </message>
    <message>
        <source>More actions on %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>Další akce: %1</translation>
    </message>
    <message>
        <source>A name of your own, e.g. the river city</source>
        <extracomment>The field where the players type a feature&apos;s name of their own</extracomment>
        <translation>Vlastní název, např. město u řeky</translation>
    </message>
    <message>
        <source>Name of %1</source>
        <extracomment>%1 the feature as the players see it (&quot;Ana&apos;s city&quot;)</extracomment>
        <translation>Název: %1</translation>
    </message>
    <message>
        <source>Name it… (F2)</source>
        <translation>Pojmenovat… (F2)</translation>
    </message>
    <message>
        <source>Rename… (F2)</source>
        <translation>Přejmenovat… (F2)</translation>
    </message>
</context>
<context>
    <name>FeatureMarks</name>
    <message>
        <source>Inn</source>
        <extracomment>the inn by a lake on a road tile (Inns and Cathedrals), as the rulebook names it</extracomment>
        <translation>Hostinec</translation>
    </message>
    <message>
        <source>Cathedral</source>
        <extracomment>the cathedral in a city (Inns and Cathedrals), as the rulebook names it</extracomment>
        <translation>Katedrála</translation>
    </message>
    <message numerus="yes">
        <source>completed: %n point(s) per tile</source>
        <extracomment>what a road with an inn scores once completed; %n points per tile</extracomment>
        <translation>
            <numerusform>po dokončení: %n bod za kartičku</numerusform>
            <numerusform>po dokončení: %n body za kartičku</numerusform>
            <numerusform>po dokončení: %n bodů za kartičku</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>completed: %n point(s) per tile and per coat of arms</source>
        <extracomment>what a city with a cathedral scores once completed; %n points per tile and per coat of arms</extracomment>
        <translation>
            <numerusform>po dokončení: %n bod za kartičku a za erb</numerusform>
            <numerusform>po dokončení: %n body za kartičku a za erb</numerusform>
            <numerusform>po dokončení: %n bodů za kartičku a za erb</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · still open at the end: %2</source>
        <extracomment>%1 what the feature scores once completed, %2 what it scores if still open at the end</extracomment>
        <translation>%1 · nedokončené na konci hry: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>what a road with an inn or a city with a cathedral still open at the end scores; %n points</extracomment>
        <translation>
            <numerusform>%n bod</numerusform>
            <numerusform>%n body</numerusform>
            <numerusform>%n bodů</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FeatureNames</name>
    <message>
        <source>%1 and %2</source>
        <extracomment>The players on one feature: %1 all but the last (joined by &quot;, &quot;), %2 the last</extracomment>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>tower %1, height %2</source>
        <extracomment>%1 the tower&apos;s number, %2 its floors</extracomment>
        <translation>věž %1, výška %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A feature nobody stands on: %1 its type, %2 its number</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1&apos;s road</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>cesta (%1)</translation>
    </message>
    <message>
        <source>%1&apos;s city</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>město (%1)</translation>
    </message>
    <message>
        <source>%1&apos;s monastery</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>klášter (%1)</translation>
    </message>
    <message>
        <source>%1&apos;s field</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>louka (%1)</translation>
    </message>
    <message>
        <source>%1&apos;s haunted castle</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>zámek (%1)</translation>
    </message>
    <message>
        <source>%1&apos;s cemetery</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>hřbitov (%1)</translation>
    </message>
    <message>
        <source>%1&apos;s acrobat space</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>cvičiště artistů (%1)</translation>
    </message>
    <message>
        <source>%1&apos;s garden</source>
        <extracomment>%1 the player on it (&quot;Ana&quot;)</extracomment>
        <translation>zahrada (%1)</translation>
    </message>
</context>
<context>
    <name>FeatureNotes</name>
    <message>
        <source>read the feature names of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>načíst názvy území hry %1</translation>
    </message>
    <message numerus="yes">
        <source>A feature&apos;s name has at most %n character(s); “%1” has %2.</source>
        <extracomment>%1 the name as typed, %2 its length, %n the longest a name may be</extracomment>
        <translation>
            <numerusform>Název území má nejvýše %n znak; „%1“ má %2.</numerusform>
            <numerusform>Název území má nejvýše %n znaky; „%1“ má %2.</numerusform>
            <numerusform>Název území má nejvýše %n znaků; „%1“ má %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>name a feature of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>pojmenovat území hry %1</translation>
    </message>
    <message>
        <source>read the inns and cathedrals noted in game %1</source>
        <extracomment>%1 the game&apos;s number in the library; a mark is an inn or a cathedral the players noted on a feature</extracomment>
        <translation>načíst hostince a katedrály zaznamenané ve hře %1</translation>
    </message>
    <message>
        <source>note an inn or a cathedral in game %1</source>
        <extracomment>%1 the game&apos;s number in the library; a mark is an inn or a cathedral the players noted on a feature</extracomment>
        <translation>zaznamenat hostinec nebo katedrálu ve hře %1</translation>
    </message>
    <message>
        <source>forget the feature names and marks of game %1&apos;s undone events</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>zapomenout názvy a záznamy území z vrácených událostí hry %1</translation>
    </message>
</context>
<context>
    <name>FeatureTypes</name>
    <message>
        <source>Road</source>
        <translation>Cesta</translation>
    </message>
    <message>
        <source>road</source>
        <translation>cesta</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Město</translation>
    </message>
    <message>
        <source>city</source>
        <translation>město</translation>
    </message>
    <message>
        <source>Monastery</source>
        <translation>Klášter</translation>
    </message>
    <message>
        <source>monastery</source>
        <translation>klášter</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Louka</translation>
    </message>
    <message>
        <source>field</source>
        <translation>louka</translation>
    </message>
    <message>
        <source>Haunted castle</source>
        <translation>Zámek</translation>
    </message>
    <message>
        <source>castle</source>
        <translation>zámek</translation>
    </message>
    <message>
        <source>Cemetery</source>
        <translation>Hřbitov</translation>
    </message>
    <message>
        <source>cemetery</source>
        <translation>hřbitov</translation>
    </message>
    <message>
        <source>Tower</source>
        <translation>Věž</translation>
    </message>
    <message>
        <source>tower</source>
        <translation>věž</translation>
    </message>
    <message>
        <source>Acrobat space</source>
        <translation>Cvičiště artistů</translation>
    </message>
    <message>
        <source>acrobats</source>
        <translation>cvičiště artistů</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>Zahrada</translation>
    </message>
    <message>
        <source>garden</source>
        <translation>zahrada</translation>
    </message>
</context>
<context>
    <name>FigureKinds</name>
    <message>
        <source>meeple</source>
        <translation>družiník</translation>
    </message>
    <message>
        <source>guard meeple</source>
        <translation>strážný družiník</translation>
    </message>
    <message>
        <source>guard</source>
        <translation>strážný družiník</translation>
    </message>
    <message>
        <source>ringmaster</source>
        <translation>ředitel</translation>
    </message>
    <message>
        <source>robber</source>
        <translation>zbojník</translation>
    </message>
    <message>
        <source>abbot</source>
        <translation>opat</translation>
    </message>
    <message>
        <source>large meeple</source>
        <translation>velký družiník</translation>
    </message>
    <message>
        <source>large</source>
        <translation>velký družiník</translation>
    </message>
    <message>
        <source>builder</source>
        <translation>stavitel</translation>
    </message>
    <message>
        <source>pig</source>
        <translation>prasátko</translation>
    </message>
</context>
<context>
    <name>FigurePicker</name>
    <message numerus="yes">
        <source>%n ghost(s)</source>
        <extracomment>%n how many ghosts stand on this figure</extracomment>
        <translation>
            <numerusform>%n duch</numerusform>
            <numerusform>%n duchové</numerusform>
            <numerusform>%n duchů</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s %2 on %3</source>
        <extracomment>%1 player, %2 figure kind, %3 the feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>%2 hráče %1: %3</translation>
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
        <translation>◀ Stůl</translation>
    </message>
    <message>
        <source>Final result</source>
        <translation>Konečný výsledek</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Závěrečné vyhodnocení</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Knihovna</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Kroky</translation>
    </message>
    <message>
        <source>Check and finish</source>
        <translation>Zkontrolovat a dokončit</translation>
    </message>
    <message>
        <source>The last big top</source>
        <translation>Poslední šapitó</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 source of points, %2 points</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Check the final payouts</source>
        <translation>Zkontrolujte závěrečné body</translation>
    </message>
    <message>
        <source>Was the big top still standing?</source>
        <translation>Stálo šapitó ještě?</translation>
    </message>
    <message>
        <source>The monastery&apos;s tile and its neighbours</source>
        <translation>Kartička kláštera a její sousedé</translation>
    </message>
    <message>
        <source>No big top at the end</source>
        <translation>Na konci hry žádné šapitó</translation>
    </message>
    <message>
        <source>%1&apos;s figures around the big top</source>
        <extracomment>%1 the player&apos;s name</extracomment>
        <translation>Figurky hráče %1 kolem šapitó</translation>
    </message>
    <message>
        <source>Nothing is left to score.</source>
        <translation>Už není co vyhodnotit.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <source>Back to the table</source>
        <translation>Zpět ke stolu</translation>
    </message>
    <message>
        <source>Finish the game</source>
        <translation>Ukončit hru</translation>
    </message>
    <message>
        <source>Next (Enter)</source>
        <translation>Další (Enter)</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Pořadí</translation>
    </message>
    <message>
        <source>Circus and acrobat tiles around %1&apos;s ringmaster</source>
        <extracomment>%1 the ringmaster&apos;s owner</extracomment>
        <translation>Kartičky s manéží a cvičištěm kolem ředitele hráče %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n point(s)</source>
        <extracomment>%1 the animal of a big top token, %n the points it gives each figure around the big top</extracomment>
        <translation>
            <numerusform>%1 · %n bod</numerusform>
            <numerusform>%1 · %n body</numerusform>
            <numerusform>%1 · %n bodů</numerusform>
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
        <translation>Výsledek byl uložen do %1.</translation>
    </message>
    <message>
        <source>The picture could not be written to %1.</source>
        <extracomment>%1 the path of the picture that could not be written</extracomment>
        <translation>Obrázek se nepodařilo zapsat do %1.</translation>
    </message>
    <message>
        <source>Save the record…</source>
        <translation>Uložit záznam…</translation>
    </message>
    <message>
        <source>Results as CSV…</source>
        <extracomment>saves the result, a row per player, as a CSV file for a spreadsheet</extracomment>
        <translation>Výsledky jako CSV…</translation>
    </message>
    <message>
        <source>Picture…</source>
        <translation>Obrázek…</translation>
    </message>
    <message>
        <source>Save a picture of the result</source>
        <translation>Uložit obrázek výsledku</translation>
    </message>
    <message>
        <source>Save the result as CSV</source>
        <translation>Uložit výsledek jako CSV</translation>
    </message>
    <message>
        <source>Save the game&apos;s record</source>
        <translation>Uložit záznam hry</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Obrázky PNG (*.png)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Soubory CSV (*.csv)</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Záznamy her (*.json)</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>The button of the save dialog that writes the file</extracomment>
        <translation>Uložit</translation>
    </message>
    <message>
        <source>The garden&apos;s tile and its neighbours</source>
        <translation>Kartička zahrady a její sousedé</translation>
    </message>
</context>
<context>
    <name>GameLibrary</name>
    <message>
        <source>The game library %1 is not open.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>Knihovna her %1 není otevřená.</translation>
    </message>
    <message>
        <source>read the games</source>
        <translation>načíst hry</translation>
    </message>
    <message>
        <source>read the games&apos; events</source>
        <translation>načíst události her</translation>
    </message>
    <message>
        <source>read the games&apos; players</source>
        <translation>načíst hráče her</translation>
    </message>
    <message>
        <source>There is no game %1 in the library.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>V knihovně není žádná hra %1.</translation>
    </message>
    <message>
        <source>look up the profile %1</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>vyhledat profil %1</translation>
    </message>
    <message>
        <source>create the profile %1</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>vytvořit profil %1</translation>
    </message>
    <message>
        <source>create a game</source>
        <translation>vytvořit hru</translation>
    </message>
    <message>
        <source>The player in seat %1 has neither a name nor a profile.</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Hráč na místě %1 nemá jméno ani profil.</translation>
    </message>
    <message>
        <source>seat the players of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>usadit hráče hry %1</translation>
    </message>
    <message>
        <source>delete game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>smazat hru %1</translation>
    </message>
    <message>
        <source>A player&apos;s name cannot be empty.</source>
        <translation>Jméno hráče nesmí být prázdné.</translation>
    </message>
    <message>
        <source>The name &quot;%1&quot; is longer than %2 characters.</source>
        <extracomment>%1 the name as typed, %2 the longest name allowed</extracomment>
        <translation>Jméno „%1“ je delší než %2 znaků.</translation>
    </message>
    <message>
        <source>The colour of %1 is longer than %2 characters.</source>
        <extracomment>%1 the player&apos;s name, %2 the longest colour allowed</extracomment>
        <translation>Barva hráče %1 je delší než %2 znaků.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a language code such as &quot;de&quot; or &quot;pt_BR&quot;.</source>
        <extracomment>%1 the code as given</extracomment>
        <translation>„%1“ není kód jazyka jako „de“ nebo „pt_BR“.</translation>
    </message>
    <message>
        <source>add the profile %1</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>přidat profil %1</translation>
    </message>
    <message>
        <source>A profile named &quot;%1&quot; already exists.</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>Profil s názvem „%1“ už existuje.</translation>
    </message>
    <message>
        <source>change the profile %1</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>změnit profil %1</translation>
    </message>
    <message>
        <source>There is no profile %1 in the library.</source>
        <extracomment>%1 the profile&apos;s number in the library</extracomment>
        <translation>V knihovně není žádný profil %1.</translation>
    </message>
    <message>
        <source>remove profile %1</source>
        <extracomment>%1 the profile&apos;s number in the library</extracomment>
        <translation>odebrat profil %1</translation>
    </message>
    <message>
        <source>read the profiles</source>
        <translation>načíst profily</translation>
    </message>
    <message>
        <source>read profile %1</source>
        <extracomment>%1 the profile&apos;s number in the library</extracomment>
        <translation>načíst profil %1</translation>
    </message>
    <message>
        <source>There is no profile named &quot;%1&quot; in the library.</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>V knihovně není žádný profil s názvem „%1“.</translation>
    </message>
    <message>
        <source>link a player of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>propojit hráče hry %1</translation>
    </message>
    <message>
        <source>Game %1 has no player &quot;%2&quot;.</source>
        <extracomment>%1 the game&apos;s number in the library, %2 the player&apos;s id</extracomment>
        <translation>Hra %1 nemá hráče „%2“.</translation>
    </message>
    <message>
        <source>import a game</source>
        <translation>importovat hru</translation>
    </message>
    <message>
        <source>import event %1</source>
        <extracomment>%1 the event&apos;s index in the record</extracomment>
        <translation>importovat událost %1</translation>
    </message>
    <message>
        <source>%1 was not imported: %2</source>
        <extracomment>%1 the record file, %2 why it was refused</extracomment>
        <translation>%1 nebyl importován: %2</translation>
    </message>
    <message>
        <source>The record is larger than %1 MiB, the most a game record can be.</source>
        <extracomment>%1 is the largest size of a record in MiB (16) %1 the largest size allowed, in MiB</extracomment>
        <translation>Záznam hry je větší než %1 MiB, což je nejvíc, kolik záznam hry smí mít.</translation>
    </message>
    <message>
        <source>The record is too large to read in the memory available.</source>
        <translation>Záznam hry je příliš velký, aby se dal načíst v dostupné paměti.</translation>
    </message>
    <message>
        <source>remember the language of %1</source>
        <extracomment>%1 the player&apos;s name</extracomment>
        <translation>zapamatovat jazyk hráče %1</translation>
    </message>
    <message>
        <source>read the library&apos;s name</source>
        <translation>přečíst název knihovny</translation>
    </message>
    <message>
        <source>A library&apos;s name must be 1 to %1 characters long.</source>
        <extracomment>%1 is the longest a name may be (40)</extracomment>
        <translation>Název knihovny musí mít 1 až %1 znaků.</translation>
    </message>
    <message>
        <source>name the library</source>
        <translation>pojmenovat knihovnu</translation>
    </message>
    <message>
        <source>A backup cannot replace the library %1 itself.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>Záloha nemůže nahradit samotnou knihovnu %1.</translation>
    </message>
    <message>
        <source>restore the library</source>
        <translation>obnovit knihovnu</translation>
    </message>
    <message>
        <source>%1 cannot be restored: %2. Nothing was changed.</source>
        <extracomment>%1 is a file name, %2 why it cannot be restored %1 the backup file, %2 why it cannot</extracomment>
        <translation>%1 nelze obnovit: %2. Nic se nezměnilo.</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>takový soubor neexistuje</translation>
    </message>
    <message>
        <source>it is not a Meeple Ledger library</source>
        <translation>není to knihovna Meeple Ledger</translation>
    </message>
    <message>
        <source>it was written by a newer version of Meeple Ledger (library schema %1; this version reads up to schema %2)</source>
        <extracomment>%1 the backup&apos;s schema, %2 the newest schema this version reads</extracomment>
        <translation>zapsala ji novější verze Meeple Ledger (schéma %1; tato verze čte schémata do %2)</translation>
    </message>
    <message>
        <source>it is damaged</source>
        <translation>je poškozená</translation>
    </message>
    <message>
        <source>A name cannot hold control characters or text-direction overrides, which no screen shows as typed: type it again without them.</source>
        <translation>Jméno nesmí obsahovat řídicí znaky ani znaky, které mění směr textu, protože je žádná obrazovka neukáže tak, jak byly napsány: napište ho znovu bez nich.</translation>
    </message>
    <message>
        <source>The name of the player in seat %1 is longer than %2 characters.</source>
        <extracomment>%1 the seat&apos;s number, from 1, %2 the longest a name may be (40)</extracomment>
        <translation>Jméno hráče na místě %1 je delší než %2 znaků.</translation>
    </message>
    <message>
        <source>Game %1 was changed outside Meeple Ledger: its event %2 is not as it was stored in %3. The game is kept as it is and cannot be changed; the %2 events before it are intact and can be kept as a new game.</source>
        <extracomment>%1 the game&apos;s number, %2 the event&apos;s index in it (also how many come before it), %3 the library file</extracomment>
        <translation>Hra %1 byla změněna mimo Meeple Ledger: její událost %2 není taková, jak byla uložena v %3. Hra zůstává, jak je, a nelze ji měnit; %2 událostí před ní je neporušených a lze je ponechat jako novou hru.</translation>
    </message>
    <message>
        <source>read event %1</source>
        <extracomment>%1 the event&apos;s index in the record</extracomment>
        <translation>načíst událost %1</translation>
    </message>
    <message>
        <source>check the games&apos; events</source>
        <translation>zkontrolovat události her</translation>
    </message>
    <message>
        <source>Game %1 is as it was stored: there is nothing to keep apart.</source>
        <extracomment>%1 the game&apos;s number</extracomment>
        <translation>Hra %1 je taková, jak byla uložena: není co oddělovat.</translation>
    </message>
    <message>
        <source>read game %1</source>
        <extracomment>%1 the game&apos;s number</extracomment>
        <translation>načíst hru %1</translation>
    </message>
</context>
<context>
    <name>GameLibraryModel</name>
    <message>
        <source>The game library is not open.</source>
        <translation>Knihovna her není otevřená.</translation>
    </message>
    <message>
        <source>%1 is already in the library as game %2: nothing was changed.</source>
        <extracomment>%1 the record file, %2 the number of the game in the library</extracomment>
        <translation>%1 už je v knihovně jako hra %2: nic se nezměnilo.</translation>
    </message>
    <message>
        <source>%1 is a different version of game %3: it differs from it in the events both hold, so both are kept, as game %2 and game %3.</source>
        <extracomment>%1 the record file, %2 the new game&apos;s number, %3 the stored game it differs from</extracomment>
        <translation>%1 je jiná verze hry %3: liší se od ní v událostech, které obě obsahují, proto jsou zachovány obě, jako hra %2 a hra %3.</translation>
    </message>
    <message>
        <source>The picture could not be written to %1.</source>
        <extracomment>%1 the path of the picture that could not be written</extracomment>
        <translation>Obrázek se nepodařilo zapsat do %1.</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>This game log belongs to no game library.</source>
        <translation>Tento záznam hry nepatří do žádné knihovny her.</translation>
    </message>
    <message>
        <source>Game %1 is no longer in the library.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Hra %1 už v knihovně není.</translation>
    </message>
    <message>
        <source>Game %1 was changed in another window or program since it was loaded; reload it and try again.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Hra %1 byla od načtení změněna v jiném okně nebo programu; načtěte ji znovu a zkuste to ještě jednou.</translation>
    </message>
    <message>
        <source>update game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>aktualizovat hru %1</translation>
    </message>
    <message>
        <source>read game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>načíst hru %1</translation>
    </message>
    <message>
        <source>There is no game %1 in the library.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>V knihovně není žádná hra %1.</translation>
    </message>
    <message>
        <source>Game %1 misses its event %2 in the library %3.</source>
        <extracomment>%1 the game&apos;s number, %2 the event&apos;s index in it, %3 the library file</extracomment>
        <translation>Hře %1 v knihovně %3 chybí událost %2.</translation>
    </message>
    <message>
        <source>Game %1 should have %2 events in the library %3, but only %4 are stored.</source>
        <extracomment>%1 the game&apos;s number, %2 the events it should have, %3 the library file, %4 the events stored</extracomment>
        <translation>Hra %1 by měla mít v knihovně %3 událostí: %2, ale uloženo je jen: %4.</translation>
    </message>
    <message>
        <source>store event %1 of game %2</source>
        <extracomment>%1 the event&apos;s index in the game, %2 the game&apos;s number in the library</extracomment>
        <translation>uložit událost %1 hry %2</translation>
    </message>
    <message>
        <source>clear the redo history of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>vymazat historii pro opakování hry %1</translation>
    </message>
    <message>
        <source>Nothing to undo: game %1 has no event in effect.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Není co vrátit: hra %1 nemá žádnou platnou událost.</translation>
    </message>
    <message>
        <source>undo event %1 of game %2</source>
        <extracomment>%1 the event&apos;s index in the game, %2 the game&apos;s number in the library</extracomment>
        <translation>vrátit událost %1 hry %2</translation>
    </message>
    <message>
        <source>Nothing to redo: game %1 has no undone event.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Není co opakovat: hra %1 nemá žádnou vrácenou událost.</translation>
    </message>
    <message>
        <source>read event %1 of game %2</source>
        <extracomment>%1 the event&apos;s index in the game, %2 the game&apos;s number in the library</extracomment>
        <translation>načíst událost %1 hry %2</translation>
    </message>
    <message>
        <source>redo event %1 of game %2</source>
        <extracomment>%1 the event&apos;s index in the game, %2 the game&apos;s number in the library</extracomment>
        <translation>zopakovat událost %1 hry %2</translation>
    </message>
    <message>
        <source>Feature %1 is not on the table of game %2.</source>
        <extracomment>%1 the feature&apos;s id in the record, %2 the game&apos;s number in the library</extracomment>
        <translation>Území %1 není na herním plánu hry %2.</translation>
    </message>
    <message>
        <source>Feature %1 takes no inn or cathedral in this game.</source>
        <extracomment>%1 the feature&apos;s id in the record</extracomment>
        <translation>Území %1 nemůže mít v této hře hostinec ani katedrálu.</translation>
    </message>
</context>
<context>
    <name>GameRow</name>
    <message>
        <source>Finished</source>
        <translation>Dohraná</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Rozehraná</translation>
    </message>
    <message>
        <source>Last played %1</source>
        <extracomment>%1 date and time the game was last changed</extracomment>
        <translation>Naposledy hráno: %1</translation>
    </message>
    <message>
        <source>Won by %1</source>
        <extracomment>%1 the winners&apos; names, joined by commas</extracomment>
        <translation>Vyhrál(a): %1</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <extracomment>%n how many events the unfinished game has recorded</extracomment>
        <translation>
            <numerusform>%n událost</numerusform>
            <numerusform>%n události</numerusform>
            <numerusform>%n událostí</numerusform>
        </translation>
    </message>
    <message>
        <source>Base game</source>
        <translation>Základní hra</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otevřít</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportovat…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Smazat…</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>No game is open.</source>
        <translation>Není otevřená žádná hra.</translation>
    </message>
    <message>
        <source>Choose the feature the figure stands on.</source>
        <translation>Vyberte území, na kterém figurka stojí.</translation>
    </message>
    <message>
        <source>That feature is no longer on the board: nothing was named.</source>
        <translation>Toto území už na herním plánu není: nic nebylo pojmenováno.</translation>
    </message>
    <message>
        <source>Nothing to enter yet: answer the questions first.</source>
        <translation>Zatím není co zadat: nejdřív odpovězte na otázky.</translation>
    </message>
    <message>
        <source>This was asked in turn %1, which is over; it is turn %2 now, %3&apos;s. Nothing was entered.</source>
        <extracomment>%1 the turn a dialog or button was for, %2 the turn now, %3 the player whose turn it is</extracomment>
        <translation>Tato otázka patřila k tahu %1, který už skončil; teď probíhá tah %2 hráče %3. Nic nebylo zadáno.</translation>
    </message>
    <message>
        <source>This was asked in another part of %1&apos;s turn (message 4&apos;s extra tile). Nothing was entered.</source>
        <extracomment>%1 the player whose turn it is; message 4 gave them an extra tile, which is a new part of the turn</extracomment>
        <translation>Tato otázka patřila k jiné části tahu hráče %1 (kartička navíc z dopisu 4). Nic nebylo zadáno.</translation>
    </message>
    <message>
        <source>That feature is no longer on the board: nothing was noted.</source>
        <translation>Toto území už na herním plánu není: nic nebylo zaznamenáno.</translation>
    </message>
</context>
<context>
    <name>GhostBadge</name>
    <message numerus="yes">
        <source>%n ghost(s)</source>
        <extracomment>%n how many ghosts stand on the figure</extracomment>
        <translation>
            <numerusform>%n duch</numerusform>
            <numerusform>%n duchové</numerusform>
            <numerusform>%n duchů</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GhostDialog</name>
    <message>
        <source>Add a ghost</source>
        <translation>Přidat ducha</translation>
    </message>
    <message>
        <source>Add the ghost</source>
        <translation>Přidat ducha</translation>
    </message>
    <message>
        <source>The mist expanded: on another player&apos;s figure</source>
        <translation>Mlha se rozšířila: na figurku jiného hráče</translation>
    </message>
    <message>
        <source>The mist was limited: on your own figure</source>
        <translation>Mlha byla omezena: na vaši vlastní figurku</translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) left in the supply.</source>
        <extracomment>%n how many ghosts are left in the common supply</extracomment>
        <translation>
            <numerusform>V zásobě zbývá %n duch.</numerusform>
            <numerusform>V zásobě zbývají %n duchové.</numerusform>
            <numerusform>V zásobě zbývá %n duchů.</numerusform>
        </translation>
    </message>
    <message>
        <source>No figure can take a ghost for this reason.</source>
        <translation>Z tohoto důvodu nemůže ducha dostat žádná figurka.</translation>
    </message>
</context>
<context>
    <name>GhostsStep</name>
    <message numerus="yes">
        <source>%n ghost(s) left</source>
        <extracomment>%n how many ghosts are left in the common supply</extracomment>
        <translation>
            <numerusform>zbývá %n duch</numerusform>
            <numerusform>zbývají %n duchové</numerusform>
            <numerusform>zbývá %n duchů</numerusform>
        </translation>
    </message>
    <message>
        <source>Ghosts</source>
        <translation>Duchové</translation>
    </message>
    <message>
        <source>Add a ghost (G)</source>
        <translation>Přidat ducha (G)</translation>
    </message>
</context>
<context>
    <name>Goods</name>
    <message>
        <source>Wine</source>
        <translation>Víno</translation>
    </message>
    <message>
        <source>wine</source>
        <translation>víno</translation>
    </message>
    <message>
        <source>Grain</source>
        <translation>Obilí</translation>
    </message>
    <message>
        <source>grain</source>
        <translation>obilí</translation>
    </message>
    <message>
        <source>Cloth</source>
        <translation>Plátno</translation>
    </message>
    <message>
        <source>cloth</source>
        <translation>plátno</translation>
    </message>
</context>
<context>
    <name>GoodsDialog</name>
    <message>
        <source>Take the city&apos;s goods</source>
        <translation>Vzít zboží z města</translation>
    </message>
    <message>
        <source>Take the goods</source>
        <translation>Vzít zboží</translation>
    </message>
    <message>
        <source>Goods score nothing now: at the end of the game the most tokens of each kind score 10.</source>
        <translation>Zboží teď nic nepřináší: na konci hry získá většina každého druhu 10 bodů.</translation>
    </message>
    <message>
        <source>One token for each goods symbol in the city you completed, whoever held it.</source>
        <translation>Jeden žeton za každý symbol zboží ve městě, které jste dokončili, bez ohledu na to, komu patřilo.</translation>
    </message>
    <message>
        <source>%1 (%2 left)</source>
        <extracomment>%1 a kind of goods (Wine, Grain, Cloth), %2 how many tokens of it are left in the general supply</extracomment>
        <translation>%1 (zbývá %2)</translation>
    </message>
</context>
<context>
    <name>LeagueModel</name>
    <message>
        <source>“%1” is not a day written YYYY-MM-DD, such as 2026-10-01.</source>
        <extracomment>%1 what was typed where a day belongs</extracomment>
        <translation>„%1“ není den zapsaný jako RRRR-MM-DD, například 2026-10-01.</translation>
    </message>
    <message>
        <source>The season&apos;s last day comes before its first day.</source>
        <translation>Poslední den sezóny je dříve než první.</translation>
    </message>
    <message>
        <source>Give the season a name.</source>
        <translation>Pojmenujte sezónu.</translation>
    </message>
    <message>
        <source>No club server is set.</source>
        <translation>Není nastaven žádný server klubu.</translation>
    </message>
    <message>
        <source>A season&apos;s name cannot hold control characters or text-direction overrides: type it again without them.</source>
        <translation>Název sezóny nesmí obsahovat řídicí znaky ani znaky, které mění směr textu: napište ho znovu bez nich.</translation>
    </message>
    <message>
        <source>A season&apos;s name may be at most %1 characters long.</source>
        <extracomment>%1 the longest a name may be (40)</extracomment>
        <translation>Název sezóny smí mít nejvýše %1 znaků.</translation>
    </message>
</context>
<context>
    <name>LeagueScreen</name>
    <message>
        <source>The standings were exported to %1.</source>
        <extracomment>%1 is the path of the file written</extracomment>
        <translation>Tabulka byla exportována do %1.</translation>
    </message>
    <message>
        <source>Export the standings</source>
        <translation>Exportovat tabulku</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Soubory CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <extracomment>The button of the export&apos;s file dialog that writes the file</extracomment>
        <translation>Exportovat</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>one source of a player&apos;s points in the league: %1 the source (&quot;Cities&quot;), %2 the points</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <extracomment>Leaves the league for the start screen&apos;s list of games</extracomment>
        <translation>Zpět ke hrám</translation>
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
        <translation>Exportovat CSV…</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Sezóna</translation>
    </message>
    <message>
        <source>All finished games</source>
        <translation>Všechny dohrané hry</translation>
    </message>
    <message>
        <source>A season:</source>
        <translation>Sezóna:</translation>
    </message>
    <message>
        <source>Name, e.g. Autumn 2026</source>
        <extracomment>A placeholder: the kind of name a season is given</extracomment>
        <translation>Název, např. Podzim 2026</translation>
    </message>
    <message>
        <source>Season name</source>
        <translation>Název sezóny</translation>
    </message>
    <message>
        <source>From YYYY-MM-DD</source>
        <extracomment>A placeholder for the season&apos;s first day; the letters stand for year, month and day</extracomment>
        <translation>Od RRRR-MM-DD</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>První den</translation>
    </message>
    <message>
        <source>To YYYY-MM-DD</source>
        <extracomment>A placeholder for the season&apos;s last day; the letters stand for year, month and day</extracomment>
        <translation>Do RRRR-MM-DD</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>Poslední den</translation>
    </message>
    <message>
        <source>Show season</source>
        <extracomment>Shows the standings of the season whose name and days were typed</extracomment>
        <translation>Zobrazit sezónu</translation>
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
            <numerusform>%n dohraná hra</numerusform>
            <numerusform>%n dohrané hry</numerusform>
            <numerusform>%n dohraných her</numerusform>
        </translation>
    </message>
    <message>
        <source>Rating</source>
        <extracomment>column of the league table: the Plackett–Luce rating (mu − 3 sigma)</extracomment>
        <translation>Hodnocení</translation>
    </message>
    <message>
        <source>Rank</source>
        <extracomment>column of the league table: the position by rating</extracomment>
        <translation>Pořadí</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>column of the league table</extracomment>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>column of the league table: finished games played in the season</extracomment>
        <translation>Hry</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>column of the league table</extracomment>
        <translation>Výhry</translation>
    </message>
    <message>
        <source>Avg. points</source>
        <extracomment>column of the league table: the mean final score</extracomment>
        <translation>Prům. body</translation>
    </message>
    <message>
        <source>Avg. place</source>
        <extracomment>column of the league table: the mean place, tied players sharing the better one</extracomment>
        <translation>Prům. pořadí</translation>
    </message>
    <message>
        <source>Points from</source>
        <extracomment>column of the league table: where the points came from</extracomment>
        <translation>Body z</translation>
    </message>
    <message>
        <source>%1: rank %2, rating %3</source>
        <extracomment>read out for a line of the league table: %1 the player, %2 the rank, %3 the rating</extracomment>
        <translation>%1: pořadí %2, hodnocení %3</translation>
    </message>
    <message>
        <source>No finished games in this season yet.</source>
        <translation>V této sezóně zatím nejsou žádné dohrané hry.</translation>
    </message>
    <message>
        <source>Rating: Weng–Lin Plackett–Luce (as OpenSkill), shown as μ − 3σ; each game updates it once, in the order the games finished. A shared first place is a win for each.</source>
        <extracomment>how the league table is worked out, under it</extracomment>
        <translation>Hodnocení: Weng–Lin Plackett–Luce (jako OpenSkill), zobrazené jako μ − 3σ; každá hra ho změní jednou, v pořadí, v jakém hry skončily. Sdílené první místo je výhrou pro každého.</translation>
    </message>
    <message>
        <source>This library&apos;s</source>
        <translation>Z této knihovny</translation>
    </message>
    <message>
        <source>Every table&apos;s, from the club server</source>
        <translation>Všech stolů, ze serveru klubu</translation>
    </message>
    <message>
        <source>Not connected: %1</source>
        <extracomment>%1 why the club server cannot be read (a sentence); the screen keeps trying by itself</extracomment>
        <translation>Nepřipojeno: %1</translation>
    </message>
    <message>
        <source>The picture could not be written to %1.</source>
        <extracomment>%1 the path of the picture that could not be written</extracomment>
        <translation>Obrázek se nepodařilo zapsat do %1.</translation>
    </message>
    <message>
        <source>Save a picture of the standings</source>
        <translation>Uložit obrázek pořadí</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Obrázky PNG (*.png)</translation>
    </message>
    <message>
        <source>Picture…</source>
        <translation>Obrázek…</translation>
    </message>
    <message>
        <source>Awaiting the organiser</source>
        <translation>Čeká na organizátora</translation>
    </message>
    <message>
        <source>%1 holds another version of %2&apos;s game (%3).</source>
        <extracomment>%1 the table holding this version, %2 the table that owns the game, %3 its players</extracomment>
        <translation>%1 má jinou verzi hry stolu %2 (%3).</translation>
    </message>
    <message>
        <source>Count this version</source>
        <translation>Počítat tuto verzi</translation>
    </message>
</context>
<context>
    <name>LedgerExplainer</name>
    <message numerus="yes">
        <source>Incomplete road: %n tile(s) × 1 = %1</source>
        <extracomment>%n the road&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Nedokončená cesta: %n kartička × 1 = %1</numerusform>
            <numerusform>Nedokončená cesta: %n kartičky × 1 = %1</numerusform>
            <numerusform>Nedokončená cesta: %n kartiček × 1 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Road completed: %n tile(s) × 1 = %1</source>
        <extracomment>%n the road&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Dokončená cesta: %n kartička × 1 = %1</numerusform>
            <numerusform>Dokončená cesta: %n kartičky × 1 = %1</numerusform>
            <numerusform>Dokončená cesta: %n kartiček × 1 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Incomplete monastery: itself and %n neighbouring tile(s) = %1</source>
        <extracomment>%n the tiles around the monastery, %1 the points</extracomment>
        <translation>
            <numerusform>Nedokončený klášter: on sám a %n sousední kartička = %1</numerusform>
            <numerusform>Nedokončený klášter: on sám a %n sousední kartičky = %1</numerusform>
            <numerusform>Nedokončený klášter: on sám a %n sousedních kartiček = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Monastery completed: itself and 8 neighbouring tiles = 9</source>
        <translation>Dokončený klášter: on sám a 8 sousedních kartiček = 9</translation>
    </message>
    <message numerus="yes">
        <source>Field: %n completed cit(y/ies) × 3 = %1</source>
        <extracomment>%n the completed cities bordering the field, %1 the points</extracomment>
        <translation>
            <numerusform>Louka: %n dokončené město × 3 = %1</numerusform>
            <numerusform>Louka: %n dokončená města × 3 = %1</numerusform>
            <numerusform>Louka: %n dokončených měst × 3 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Haunted castle at the end: %n tile(s) with mist × 1 = %1</source>
        <extracomment>%n the tiles with mist around the castle, %1 the points</extracomment>
        <translation>
            <numerusform>Zámek na konci hry: %n kartička s mlhou × 1 = %1</numerusform>
            <numerusform>Zámek na konci hry: %n kartičky s mlhou × 1 = %1</numerusform>
            <numerusform>Zámek na konci hry: %n kartiček s mlhou × 1 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Haunted castle completed: %n tile(s) with mist × 2 = %1</source>
        <extracomment>%n the tiles with mist around the castle, %1 the points</extracomment>
        <translation>
            <numerusform>Dokončený zámek: %n kartička s mlhou × 2 = %1</numerusform>
            <numerusform>Dokončený zámek: %n kartičky s mlhou × 2 = %1</numerusform>
            <numerusform>Dokončený zámek: %n kartiček s mlhou × 2 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Cemetery completed: worth 0; its keeper brings a guard meeple back</source>
        <translation>Dokončený hřbitov: 0 bodů; kdo ho obsadil, vezme si zpět strážného družiníka</translation>
    </message>
    <message numerus="yes">
        <source>, minus %n ghost(s) × 2 = %1</source>
        <extracomment>added after a feature&apos;s points: %n the ghosts on it, %1 the points left</extracomment>
        <translation>
            <numerusform>, minus %n duch × 2 = %1</numerusform>
            <numerusform>, minus %n duchové × 2 = %1</numerusform>
            <numerusform>, minus %n duchů × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (majority with %n figure(s))</source>
        <extracomment>added after a feature&apos;s points: %n the figures that gave the majority</extracomment>
        <translation>
            <numerusform> (většina s %n figurkou)</numerusform>
            <numerusform> (většina s %n figurkami)</numerusform>
            <numerusform> (většina s %n figurkami)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ringmaster bonus: %n circus or acrobat tile(s) × 2 = %1</source>
        <extracomment>%n the circus and acrobat tiles around the ringmaster, %1 the points</extracomment>
        <translation>
            <numerusform>Bonus ředitele: %n kartička s manéží nebo cvičištěm × 2 = %1</numerusform>
            <numerusform>Bonus ředitele: %n kartičky s manéží nebo cvičištěm × 2 = %1</numerusform>
            <numerusform>Bonus ředitele: %n kartiček s manéží nebo cvičištěm × 2 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Robber still on the track at the end of the game = 3</source>
        <translation>Zbojník zůstal na konci hry na počítadle bodů = 3</translation>
    </message>
    <message>
        <source>Message %1 taken as 2 points</source>
        <extracomment>%1 the number of the message tile (1 to 8)</extracomment>
        <translation>Dopis %1 využit jako 2 body</translation>
    </message>
    <message>
        <source>Message 4: place an extra tile</source>
        <translation>Dopis 4: přiložte další kartičku</translation>
    </message>
    <message numerus="yes">
        <source>Message 5: %n coat(s) of arms × 2 = %1</source>
        <extracomment>%n the coats of arms in the player&apos;s cities, %1 the points</extracomment>
        <translation>
            <numerusform>Dopis 5: %n erb × 2 = %1</numerusform>
            <numerusform>Dopis 5: %n erby × 2 = %1</numerusform>
            <numerusform>Dopis 5: %n erbů × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Message 6: %n knight(s) × 2 = %1</source>
        <extracomment>%n the player&apos;s figures in cities, %1 the points</extracomment>
        <translation>
            <numerusform>Dopis 6: %n rytíř × 2 = %1</numerusform>
            <numerusform>Dopis 6: %n rytíři × 2 = %1</numerusform>
            <numerusform>Dopis 6: %n rytířů × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Message 7: %n farmer(s) × 2 = %1</source>
        <extracomment>%n the player&apos;s figures in fields, %1 the points</extracomment>
        <translation>
            <numerusform>Dopis 7: %n sedlák × 2 = %1</numerusform>
            <numerusform>Dopis 7: %n sedláci × 2 = %1</numerusform>
            <numerusform>Dopis 7: %n sedláků × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Acrobats at the end: %n acrobat(s) × 5 = %1</source>
        <extracomment>%n the player&apos;s acrobats on an unfinished pyramid, %1 the points</extracomment>
        <translation>
            <numerusform>Akrobaté na konci hry: %n akrobat × 5 = %1</numerusform>
            <numerusform>Akrobaté na konci hry: %n akrobaté × 5 = %1</numerusform>
            <numerusform>Akrobaté na konci hry: %n akrobatů × 5 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ghosts at the end: %n ghost(s) × -1 = %1</source>
        <extracomment>%n the ghosts haunting the player&apos;s figures, %1 the points (negative)</extracomment>
        <translation>
            <numerusform>Duchové na konci hry: %n duch × -1 = %1</numerusform>
            <numerusform>Duchové na konci hry: %n duchové × -1 = %1</numerusform>
            <numerusform>Duchové na konci hry: %n duchů × -1 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Correction agreed by the table (%1) = %2</source>
        <extracomment>%1 the reason the players typed, %2 the points</extracomment>
        <translation>Oprava dohodnutá u stolu (%1) = %2</translation>
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
            <numerusform>%n kartička</numerusform>
            <numerusform>%n kartičky</numerusform>
            <numerusform>%n kartiček</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coat(s) of arms</source>
        <extracomment>a city&apos;s coats of arms, put in for %2 of &quot;City completed: %1 × 2 + %2 × 2 = %3&quot;</extracomment>
        <translation>
            <numerusform>%n erb</numerusform>
            <numerusform>%n erby</numerusform>
            <numerusform>%n erbů</numerusform>
        </translation>
    </message>
    <message>
        <source>Incomplete city: %1 × 1 + %2 × 1 = %3</source>
        <extracomment>%1 the city&apos;s tiles (&quot;5 tiles&quot;), %2 its coats of arms (&quot;2 coats of arms&quot;), %3 the points</extracomment>
        <translation>Nedokončené město: %1 × 1 + %2 × 1 = %3</translation>
    </message>
    <message numerus="yes">
        <source>Incomplete city: %n tile(s) × 1 = %1</source>
        <extracomment>%n the city&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Nedokončené město: %n kartička × 1 = %1</numerusform>
            <numerusform>Nedokončené město: %n kartičky × 1 = %1</numerusform>
            <numerusform>Nedokončené město: %n kartiček × 1 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>City completed: %1 × 2 + %2 × 2 = %3</source>
        <extracomment>%1 the city&apos;s tiles (&quot;5 tiles&quot;), %2 its coats of arms (&quot;2 coats of arms&quot;), %3 the points</extracomment>
        <translation>Dokončené město: %1 × 2 + %2 × 2 = %3</translation>
    </message>
    <message numerus="yes">
        <source>City completed: %n tile(s) × 2 = %1</source>
        <extracomment>%n the city&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Dokončené město: %n kartička × 2 = %1</numerusform>
            <numerusform>Dokončené město: %n kartičky × 2 = %1</numerusform>
            <numerusform>Dokončené město: %n kartiček × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Robber on space %1 steals half of the %n point(s) %2 scored, rounded up = %3</source>
        <extracomment>%1 the number of the robber&apos;s space on the scoring track, %n the points the robbed player scored, %2 the robbed player&apos;s name, %3 the points the robber takes</extracomment>
        <translation>
            <numerusform>Zbojník na políčku %1 bere polovinu z %n bodu hráče %2, zaokrouhleno nahoru = %3</numerusform>
            <numerusform>Zbojník na políčku %1 bere polovinu ze %n bodů hráče %2, zaokrouhleno nahoru = %3</numerusform>
            <numerusform>Zbojník na políčku %1 bere polovinu z %n bodů hráče %2, zaokrouhleno nahoru = %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Message 1: your road worth the fewest points scores as at the end of the game = %1</source>
        <extracomment>%1 the points</extracomment>
        <translation>Dopis 1: vaše nejméně hodnotná cesta se vyhodnotí jako na konci hry = %1</translation>
    </message>
    <message>
        <source>Message 2: your city worth the fewest points scores as at the end of the game = %1</source>
        <extracomment>%1 the points</extracomment>
        <translation>Dopis 2: vaše nejméně hodnotné město se vyhodnotí jako na konci hry = %1</translation>
    </message>
    <message>
        <source>Message 3: your monastery worth the fewest points scores as at the end of the game = %1</source>
        <extracomment>%1 the points</extracomment>
        <translation>Dopis 3: váš nejméně hodnotný klášter se vyhodnotí jako na konci hry = %1</translation>
    </message>
    <message>
        <source>Message 8: the meeple has no majority on its feature and returns to the supply = %1</source>
        <extracomment>%1 the points</extracomment>
        <translation>Dopis 8: družiník nemá na svém území většinu a vrací se do zásoby = %1</translation>
    </message>
    <message>
        <source>Message 8: your meeple&apos;s feature scores for you alone as at the end of the game = %1</source>
        <extracomment>%1 the points of the feature, before any ghost penalty</extracomment>
        <translation>Dopis 8: území vašeho družiníka se vyhodnotí jen pro vás jako na konci hry = %1</translation>
    </message>
    <message>
        <source>Ransom paid to %1 to free your meeple = -3</source>
        <extracomment>%1 the name of the player who held the meeple prisoner</extracomment>
        <translation>Výkupné zaplaceno hráči %1 za propuštění vašeho družiníka = -3</translation>
    </message>
    <message>
        <source>Ransom received from %1 for their meeple = 3</source>
        <extracomment>%1 the name of the player whose meeple was held prisoner</extracomment>
        <translation>Výkupné přijato od hráče %1 za propuštění vlastního družiníka = 3</translation>
    </message>
    <message numerus="yes">
        <source>Acrobat pyramid: %n acrobat(s) × 5 = %1</source>
        <extracomment>%n the player&apos;s acrobats in the pyramid, %1 the points</extracomment>
        <translation>
            <numerusform>Pyramida akrobatů: %n akrobat × 5 = %1</numerusform>
            <numerusform>Pyramida akrobatů: %n akrobati × 5 = %1</numerusform>
            <numerusform>Pyramida akrobatů: %n akrobatů × 5 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Acrobat pyramid: %1 × 5, minus %2 × 2 = %3</source>
        <extracomment>%1 the player&apos;s acrobats (&quot;3 acrobats&quot;), %2 the ghosts on the pyramid (&quot;1 ghost&quot;), %3 the points</extracomment>
        <translation>Pyramida akrobatů: %1 × 5, minus %2 × 2 = %3</translation>
    </message>
    <message numerus="yes">
        <source>%n acrobat(s)</source>
        <extracomment>the acrobats of a pyramid, put in for %1 of &quot;Acrobat pyramid: %1 × 5, minus %2 × 2 = %3&quot;</extracomment>
        <translation>
            <numerusform>%n akrobat</numerusform>
            <numerusform>%n akrobati</numerusform>
            <numerusform>%n akrobatů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s)</source>
        <extracomment>the ghosts on a pyramid, put in for %2 of &quot;Acrobat pyramid: %1 × 5, minus %2 × 2 = %3&quot;</extracomment>
        <translation>
            <numerusform>%n duch</numerusform>
            <numerusform>%n duchové</numerusform>
            <numerusform>%n duchů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The messenger&apos;s %n point(s) join the scoring meeple</source>
        <extracomment>%n the points the messenger stood on</extracomment>
        <translation>
            <numerusform>%n bod dámy přechází na počítacího družiníka</numerusform>
            <numerusform>%n body dámy přecházejí na počítacího družiníka</numerusform>
            <numerusform>%n bodů dámy přechází na počítacího družiníka</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big top (%1, worth %2 per meeple): %n meeple(s) around it = %3</source>
        <extracomment>%1 the animal of the big top&apos;s token, %2 the points it gives each figure (a plain number, which is why it is not followed by &quot;points&quot;), %n the player&apos;s figures around the big top, %3 the points</extracomment>
        <translation>
            <numerusform>Šapitó (%1, bodová hodnota %2 za družiníka): %n družiník kolem = %3</numerusform>
            <numerusform>Šapitó (%1, bodová hodnota %2 za družiníka): %n družiníci kolem = %3</numerusform>
            <numerusform>Šapitó (%1, bodová hodnota %2 za družiníka): %n družiníků kolem = %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Field with your pig: %n completed cit(y/ies) × 4 = %1</source>
        <extracomment>%n the completed cities bordering the field, %1 the points; the player&apos;s pig stands in the field</extracomment>
        <translation>
            <numerusform>Louka s vaším prasátkem: %n dokončené město × 4 = %1</numerusform>
            <numerusform>Louka s vaším prasátkem: %n dokončená města × 4 = %1</numerusform>
            <numerusform>Louka s vaším prasátkem: %n dokončených měst × 4 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Road with an inn, left incomplete at the end: worth 0</source>
        <translation>Cesta s hostincem nedokončená na konci hry: 0 bodů</translation>
    </message>
    <message numerus="yes">
        <source>Road with an inn completed: %n tile(s) × 2 = %1</source>
        <extracomment>%n the road&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Dokončená cesta s hostincem: %n kartička × 2 = %1</numerusform>
            <numerusform>Dokončená cesta s hostincem: %n kartičky × 2 = %1</numerusform>
            <numerusform>Dokončená cesta s hostincem: %n kartiček × 2 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>City with a cathedral, left incomplete at the end: worth 0</source>
        <translation>Město s katedrálou nedokončené na konci hry: 0 bodů</translation>
    </message>
    <message>
        <source>City with a cathedral completed: %1 × 3 + %2 × 3 = %3</source>
        <extracomment>%1 the city&apos;s tiles (&quot;5 tiles&quot;), %2 its coats of arms (&quot;2 coats of arms&quot;), %3 the points</extracomment>
        <translation>Dokončené město s katedrálou: %1 × 3 + %2 × 3 = %3</translation>
    </message>
    <message numerus="yes">
        <source>City with a cathedral completed: %n tile(s) × 3 = %1</source>
        <extracomment>%n the city&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Dokončené město s katedrálou: %n kartička × 3 = %1</numerusform>
            <numerusform>Dokončené město s katedrálou: %n kartičky × 3 = %1</numerusform>
            <numerusform>Dokončené město s katedrálou: %n kartiček × 3 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Incomplete garden: itself and %n neighbouring tile(s) = %1</source>
        <extracomment>%n the tiles around the garden, %1 the points</extracomment>
        <translation>
            <numerusform>Nedokončená zahrada: zahrada sama a %n sousední kartička = %1</numerusform>
            <numerusform>Nedokončená zahrada: zahrada sama a %n sousední kartičky = %1</numerusform>
            <numerusform>Nedokončená zahrada: zahrada sama a %n sousedních kartiček = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Garden completed: itself and 8 neighbouring tiles = 9</source>
        <translation>Dokončená zahrada: zahrada sama a 8 sousedních kartiček = 9</translation>
    </message>
    <message numerus="yes">
        <source> (majority with a strength of %n: the large meeple counts 2)</source>
        <extracomment>added after a feature&apos;s points: %n the strength that gave the majority, a large meeple counting 2</extracomment>
        <translation>
            <numerusform> (většina se silou %n: velký družiník se počítá za 2)</numerusform>
            <numerusform> (většina se silou %n: velký družiník se počítá za 2)</numerusform>
            <numerusform> (většina se silou %n: velký družiník se počítá za 2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Abbot returned early from its garden: itself and %n neighbouring tile(s) = %1</source>
        <extracomment>%n the tiles around the garden, %1 the points before any ghost penalty</extracomment>
        <translation>
            <numerusform>Opat předčasně vrácen ze zahrady: zahrada sama a %n sousední kartička = %1</numerusform>
            <numerusform>Opat předčasně vrácen ze zahrady: zahrada sama a %n sousední kartičky = %1</numerusform>
            <numerusform>Opat předčasně vrácen ze zahrady: zahrada sama a %n sousedních kartiček = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Abbot returned early from its monastery: itself and %n neighbouring tile(s) = %1</source>
        <extracomment>%n the tiles around the monastery, %1 the points before any ghost penalty</extracomment>
        <translation>
            <numerusform>Opat předčasně vrácen z kláštera: klášter sám a %n sousední kartička = %1</numerusform>
            <numerusform>Opat předčasně vrácen z kláštera: klášter sám a %n sousední kartičky = %1</numerusform>
            <numerusform>Opat předčasně vrácen z kláštera: klášter sám a %n sousedních kartiček = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Most %1 tokens: %n token(s) = 10</source>
        <extracomment>%1 a kind of goods (&quot;Wine&quot;), %n the tokens of it the player holds, the most of anyone (ties all score)</extracomment>
        <translation>
            <numerusform>Nejvíce žetonů zboží „%1“: %n žeton = 10</numerusform>
            <numerusform>Nejvíce žetonů zboží „%1“: %n žetony = 10</numerusform>
            <numerusform>Nejvíce žetonů zboží „%1“: %n žetonů = 10</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LedgerPanel</name>
    <message>
        <source>Ledger</source>
        <translation>Záznam</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Všichni</translation>
    </message>
    <message>
        <source>Show the payouts of</source>
        <translation>Zobrazit body hráče</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <source>Take back the last event (Ctrl+Z)</source>
        <translation>Vrátit poslední událost (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Znovu</translation>
    </message>
    <message>
        <source>Bring back the undone event (Ctrl+Shift+Z)</source>
        <translation>Obnovit vrácenou událost (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <extracomment>%1 player, %2 rule name, %3 scoring figure</extracomment>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Explain in two languages</source>
        <translation>Vysvětlit ve dvou jazycích</translation>
    </message>
    <message>
        <source>No points scored yet.</source>
        <translation>Zatím nebyly připsány žádné body.</translation>
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
        <translation>Hry nelze ukládat: knihovna her není otevřená.</translation>
    </message>
    <message>
        <source>This library is read-only: its games can be viewed but not changed.</source>
        <translation>Tato knihovna je jen pro čtení: její hry lze prohlížet, ale ne měnit.</translation>
    </message>
    <message>
        <source>%1 Meeple Ledger tries again every few seconds.</source>
        <extracomment>%1 what is wrong with the library, a sentence of its own</extracomment>
        <translation>%1 Meeple Ledger to každých pár sekund zkusí znovu.</translation>
    </message>
    <message>
        <source>Make the file and its folder writable, or copy the library to a folder you can write to, to play new games.</source>
        <translation>Chcete-li hrát nové hry, povolte zápis do souboru a jeho složky, nebo knihovnu zkopírujte do zapisovatelné složky.</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Zkusit znovu</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Something happened to the game library&apos;s file.</source>
        <translation>Se souborem knihovny her se něco stalo.</translation>
    </message>
</context>
<context>
    <name>LibraryStatistics</name>
    <message>
        <source>The game library is not open.</source>
        <translation>Knihovna her není otevřená.</translation>
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
        <translation>Meeple Ledger — tah %1</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>Join</source>
        <translation>Spojit</translation>
    </message>
    <message>
        <source>Which features did the tile join to it?</source>
        <translation>Která území s ním kartička spojila?</translation>
    </message>
    <message>
        <source>No other feature of this type is occupied.</source>
        <translation>Žádné jiné území tohoto druhu není obsazené.</translation>
    </message>
    <message>
        <source>Join with %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>Spojit s: %1</translation>
    </message>
</context>
<context>
    <name>MessageDialog</name>
    <message>
        <source>Draw a message</source>
        <translation>Vylosovat dopis</translation>
    </message>
    <message>
        <source>Choose a message</source>
        <translation>Vybrat dopis</translation>
    </message>
    <message>
        <source>Do the action</source>
        <translation>Provést akci</translation>
    </message>
    <message>
        <source>Message %1: %2</source>
        <extracomment>%1 the message tile&apos;s number (1 to 8), %2 its name</extracomment>
        <translation>Dopis %1: %2</translation>
    </message>
    <message>
        <source>Which of your figures is scored?</source>
        <translation>Která z vašich figurek se vyhodnotí?</translation>
    </message>
    <message>
        <source>Which message tile was drawn? (keys 1–%1)</source>
        <extracomment>%1 the number of the last message tile (8)</extracomment>
        <translation>Která kartička dopisu byla vylosována? (klávesy 1–%1)</translation>
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
            <numerusform>Vzít %n bod</numerusform>
            <numerusform>Vzít %n body</numerusform>
            <numerusform>Vzít %n bodů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n point(s) instead</source>
        <extracomment>%n the points a message taken as points gives (2)</extracomment>
        <translation>
            <numerusform>Místo toho vzít %n bod</numerusform>
            <numerusform>Místo toho vzít %n body</numerusform>
            <numerusform>Místo toho vzít %n bodů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have nothing on the board this message could score: take the %n point(s).</source>
        <extracomment>%n the points a message taken as points gives (2)</extracomment>
        <translation>
            <numerusform>Na herním plánu nemáte nic, co by tento dopis mohl vyhodnotit: vezměte si %n bod.</numerusform>
            <numerusform>Na herním plánu nemáte nic, co by tento dopis mohl vyhodnotit: vezměte si %n body.</numerusform>
            <numerusform>Na herním plánu nemáte nic, co by tento dopis mohl vyhodnotit: vezměte si %n bodů.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MessageStep</name>
    <message>
        <source>✉ %1 landed on a dark space: draw a message tile!</source>
        <extracomment>%1 the active player&apos;s name; their scoring meeple stopped on a dark space of the track</extracomment>
        <translation>✉ Figurka hráče %1 skončila na tmavém políčku: vylosujte kartičku dopisu!</translation>
    </message>
    <message>
        <source>Resolve the message (M)</source>
        <translation>Vyřešit dopis (M)</translation>
    </message>
</context>
<context>
    <name>MessageTiles</name>
    <message>
        <source>Shortest road</source>
        <translation>Nejkratší cesta</translation>
    </message>
    <message>
        <source>Score your smallest road as at the end of the game; the figures stay.</source>
        <translation>Vyhodnoťte svou nejmenší cestu jako na konci hry; figurky zůstávají.</translation>
    </message>
    <message>
        <source>Smallest city</source>
        <translation>Nejmenší město</translation>
    </message>
    <message>
        <source>Score your smallest city as at the end of the game; the figures stay.</source>
        <translation>Vyhodnoťte své nejmenší město jako na konci hry; figurky zůstávají.</translation>
    </message>
    <message>
        <source>Smallest monastery</source>
        <translation>Nejmenší klášter</translation>
    </message>
    <message>
        <source>Score your smallest monastery as at the end of the game; the figure stays.</source>
        <translation>Vyhodnoťte svůj nejmenší klášter jako na konci hry; figurka zůstává.</translation>
    </message>
    <message>
        <source>Extra tile</source>
        <translation>Kartička navíc</translation>
    </message>
    <message>
        <source>Draw and place another tile: a new part of this turn.</source>
        <translation>Vylosujte a přiložte další kartičku: nová část tohoto tahu.</translation>
    </message>
    <message>
        <source>2 points per coat of arms</source>
        <translation>2 body za erb</translation>
    </message>
    <message>
        <source>2 points for each coat of arms in cities where you have a knight.</source>
        <translation>2 body za každý erb ve městech, kde máte rytíře.</translation>
    </message>
    <message>
        <source>2 points per knight</source>
        <translation>2 body za rytíře</translation>
    </message>
    <message>
        <source>2 points for each of your figures in cities.</source>
        <translation>2 body za každou vaši figurku ve městech.</translation>
    </message>
    <message>
        <source>2 points per farmer</source>
        <translation>2 body za sedláka</translation>
    </message>
    <message>
        <source>2 points for each of your figures in fields.</source>
        <translation>2 body za každou vaši figurku na loukách.</translation>
    </message>
    <message>
        <source>Score a meeple</source>
        <translation>Vyhodnotit družiníka</translation>
    </message>
    <message>
        <source>Score one of your figures as at the end of the game; it returns to you.</source>
        <translation>Vyhodnoťte jednu ze svých figurek jako na konci hry; vrátí se vám.</translation>
    </message>
</context>
<context>
    <name>MoverChooser</name>
    <message>
        <source>Which scoring figure moves?</source>
        <translation>Která počítací figurka se posune?</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 player name, %2 points (signed)</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Suggested: %1 — %2</source>
        <extracomment>%1 &quot;meeple&quot; or &quot;messenger&quot;, %2 the reason</extracomment>
        <translation>Doporučeno: %1 — %2</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <extracomment>%1 figure name, %2 the track position it would land on</extracomment>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Move %1&apos;s %2</source>
        <extracomment>%1 the player&apos;s name, %2 the scoring figure (scoring meeple or messenger)</extracomment>
        <translation>Posunout: %2 hráče %1</translation>
    </message>
    <message>
        <source>The messenger holds too few points to pay.</source>
        <translation>Dáma má příliš málo bodů, aby zaplatila.</translation>
    </message>
    <message>
        <source>The meeple holds too few points to pay.</source>
        <translation>Počítací družiník má příliš málo bodů, aby zaplatil.</translation>
    </message>
</context>
<context>
    <name>NumberField</name>
    <message>
        <source>Less</source>
        <translation>Méně</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Více</translation>
    </message>
    <message>
        <source>At most %1: %2</source>
        <extracomment>%1 the largest number the field takes; %2 why (&quot;no more than its tiles&quot;)</extracomment>
        <translation>Nejvýše %1: %2</translation>
    </message>
    <message>
        <source>At most %1</source>
        <extracomment>%1 the largest number the field takes</extracomment>
        <translation>Nejvýše %1</translation>
    </message>
    <message>
        <source>At least %1</source>
        <extracomment>%1 the smallest number the field takes</extracomment>
        <translation>Nejméně %1</translation>
    </message>
</context>
<context>
    <name>Outbox</name>
    <message>
        <source>read the library&apos;s device id</source>
        <translation>čtení ID zařízení knihovny</translation>
    </message>
    <message>
        <source>read what the club server is owed</source>
        <translation>čtení toho, co je třeba ještě odeslat na klubový server</translation>
    </message>
    <message>
        <source>note what the club server holds</source>
        <translation>zápis toho, co má klubový server</translation>
    </message>
    <message>
        <source>note what the club server is owed</source>
        <translation>zápis toho, co má klubový server ještě dostat</translation>
    </message>
</context>
<context>
    <name>PayoutList</name>
    <message>
        <source>Nobody scores.</source>
        <translation>Nikdo nezíská body.</translation>
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
        <translation>Umístěno v tomto tahu</translation>
    </message>
    <message>
        <source>Placed: %1 on %2</source>
        <extracomment>%1 a kind of figure (meeple, guard meeple…), %2 the feature as the players see it (&quot;Ana&apos;s city&quot;)</extracomment>
        <translation>Umístěno: %1 na %2</translation>
    </message>
    <message>
        <source>Place a figure (P)</source>
        <translation>Umístit figurku (P)</translation>
    </message>
    <message>
        <source>Place another</source>
        <translation>Umístit další</translation>
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
            <numerusform>Umístit: %1 (zbývá %n)</numerusform>
            <numerusform>Umístit: %1 (zbývají %n)</numerusform>
            <numerusform>Umístit: %1 (zbývá %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Place on a new %1</source>
        <extracomment>%1 a kind of feature (road, city…)</extracomment>
        <translation>Umístit na nové území: %1</translation>
    </message>
    <message>
        <source>On top of %1</source>
        <extracomment>a tower to place the figure on: %1 the tower as the players see it (&quot;tower 2, height 3&quot;)</extracomment>
        <translation>Na vrchol: %1</translation>
    </message>
    <message>
        <source>Join acrobats %1 (%2 of %3)</source>
        <extracomment>%1 the acrobat space, %2 its acrobats, %3 a full pyramid&apos;s</extracomment>
        <translation>Přidat k akrobatům %1 (%2 z %3)</translation>
    </message>
    <message>
        <source>Joins %1 (J)</source>
        <extracomment>%1 a feature as the players see it (&quot;Ben&apos;s road&quot;); J is the key</extracomment>
        <translation>Spojuje se s: %1 (J)</translation>
    </message>
    <message>
        <source>Joins %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ben&apos;s road&quot;)</extracomment>
        <translation>Spojuje se s: %1</translation>
    </message>
    <message>
        <source>Tower floor (T)…</source>
        <translation>Dílek věže (T)…</translation>
    </message>
    <message>
        <source>Score pyramid %1…</source>
        <extracomment>%1 the acrobat space&apos;s number, as its card shows it (&quot;Acrobats 2&quot;)</extracomment>
        <translation>Vyhodnotit pyramidu %1…</translation>
    </message>
    <message>
        <source>Beside your figure on %1</source>
        <extracomment>a builder or a pig joining a feature where its owner has a figure: %1 the feature as the players see it (&quot;Ana&apos;s road&quot;)</extracomment>
        <translation>K vaší figurce: %1</translation>
    </message>
    <message>
        <source>Return the abbot from the garden (A)…</source>
        <translation>Vrátit opata ze zahrady (A)…</translation>
    </message>
    <message>
        <source>Return the abbot from the garden…</source>
        <translation>Vrátit opata ze zahrady…</translation>
    </message>
    <message>
        <source>Return the abbot from the monastery (A)…</source>
        <translation>Vrátit opata z kláštera (A)…</translation>
    </message>
    <message>
        <source>Return the abbot from the monastery…</source>
        <translation>Vrátit opata z kláštera…</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <source>Now playing: </source>
        <translation>Na tahu: </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n point(s)</source>
        <extracomment>%1 the player&apos;s name, %n the player&apos;s score</extracomment>
        <translation>
            <numerusform>%1, %n bod</numerusform>
            <numerusform>%1, %n body</numerusform>
            <numerusform>%1, %n bodů</numerusform>
        </translation>
    </message>
    <message>
        <source>Now playing</source>
        <translation>Na tahu</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>%n the player&apos;s score</extracomment>
        <translation>
            <numerusform>%n bod</numerusform>
            <numerusform>%n body</numerusform>
            <numerusform>%n bodů</numerusform>
        </translation>
    </message>
    <message>
        <source>Correct %1&apos;s score</source>
        <extracomment>%1 the player&apos;s name</extracomment>
        <translation>Opravit skóre hráče %1</translation>
    </message>
    <message>
        <source>Scoring meeple at %1</source>
        <extracomment>%1 the space of the scoring track (a number)</extracomment>
        <translation>Počítací družiník na políčku %1</translation>
    </message>
    <message>
        <source>Messenger at %1</source>
        <extracomment>%1 the space of the scoring track (a number)</extracomment>
        <translation>Dáma na políčku %1</translation>
    </message>
    <message>
        <source>on %1</source>
        <extracomment>where the robber stands: %1 the space of the scoring track (a number)</extracomment>
        <translation>políčko %1</translation>
    </message>
    <message>
        <source>in hand</source>
        <translation>v zásobě</translation>
    </message>
    <message>
        <source>Robber on space %1</source>
        <extracomment>%1 the space of the scoring track (a number)</extracomment>
        <translation>Zbojník na políčku %1</translation>
    </message>
    <message>
        <source>Robber in the supply</source>
        <translation>Zbojník v zásobě</translation>
    </message>
    <message>
        <source>Supply:</source>
        <translation>Zásoba:</translation>
    </message>
    <message numerus="yes">
        <source>%n meeple(s) in the supply</source>
        <extracomment>%n how many meeples the player has in their supply</extracomment>
        <translation>
            <numerusform>%n družiník v zásobě</numerusform>
            <numerusform>%n družiníci v zásobě</numerusform>
            <numerusform>%n družiníků v zásobě</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guard(s) in the supply</source>
        <extracomment>%n how many guard meeples the player has in their supply</extracomment>
        <translation>
            <numerusform>%n strážný družiník v zásobě</numerusform>
            <numerusform>%n strážní družiníci v zásobě</numerusform>
            <numerusform>%n strážných družiníků v zásobě</numerusform>
        </translation>
    </message>
    <message>
        <source>The ringmaster is in the supply</source>
        <translation>Ředitel je v zásobě</translation>
    </message>
    <message>
        <source>The ringmaster is on the board</source>
        <translation>Ředitel je na herním plánu</translation>
    </message>
    <message numerus="yes">
        <source>%n tower floor(s) left</source>
        <extracomment>%n how many tower floors the player has left</extracomment>
        <translation>
            <numerusform>Zbývá %n dílek věže</numerusform>
            <numerusform>Zbývají %n dílky věže</numerusform>
            <numerusform>Zbývá %n dílků věže</numerusform>
        </translation>
    </message>
    <message>
        <source>Holds: %1</source>
        <extracomment>the prisoners a player holds in their tower: %1 the list (&quot;Ben&apos;s meeple, Cleo&apos;s guard meeple&quot;), or on a card too short for it the owners&apos; names alone (&quot;Ben, Cleo&quot;)</extracomment>
        <translation>Drží v zajetí: %1</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <extracomment>a prisoner: %1 its owner&apos;s name, %2 the kind of figure (&quot;meeple&quot;, &quot;guard meeple&quot;)</extracomment>
        <translation>%2 hráče %1</translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) on their figures</source>
        <extracomment>%n how many ghosts stand on the player&apos;s figures</extracomment>
        <translation>
            <numerusform>%n duch na vlastních figurkách</numerusform>
            <numerusform>%n duchové na vlastních figurkách</numerusform>
            <numerusform>%n duchů na vlastních figurkách</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 in the supply</source>
        <extracomment>%1 a kind of figure (abbot, large meeple, builder, pig); %n how many the player has in their supply</extracomment>
        <translation>
            <numerusform>%1: %n v zásobě</numerusform>
            <numerusform>%1: %n v zásobě</numerusform>
            <numerusform>%1: %n v zásobě</numerusform>
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
            <numerusform>%1: %n žeton, nejvíc u stolu</numerusform>
            <numerusform>%1: %n žetony, nejvíc u stolu</numerusform>
            <numerusform>%1: %n žetonů, nejvíc u stolu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 token(s)</source>
        <extracomment>%1 the kind of goods, %n the tokens</extracomment>
        <translation>
            <numerusform>%1: %n žeton</numerusform>
            <numerusform>%1: %n žetony</numerusform>
            <numerusform>%1: %n žetonů</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerProfiles</name>
    <message>
        <source>The game library is not open.</source>
        <translation>Knihovna her není otevřená.</translation>
    </message>
</context>
<context>
    <name>PointSources</name>
    <message>
        <source>Roads</source>
        <translation>Cesty</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Města</translation>
    </message>
    <message>
        <source>Monasteries</source>
        <translation>Kláštery</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Louky</translation>
    </message>
    <message>
        <source>Haunted castles</source>
        <translation>Zámky</translation>
    </message>
    <message>
        <source>Cemeteries</source>
        <translation>Hřbitovy</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Dopisy</translation>
    </message>
    <message>
        <source>Robbers</source>
        <translation>Zbojníci</translation>
    </message>
    <message>
        <source>Tower ransoms</source>
        <translation>Výkupné (věž)</translation>
    </message>
    <message>
        <source>Big top</source>
        <translation>Šapitó</translation>
    </message>
    <message>
        <source>Acrobats</source>
        <translation>Akrobaté</translation>
    </message>
    <message>
        <source>Ringmaster</source>
        <translation>Ředitel</translation>
    </message>
    <message>
        <source>Ghosts</source>
        <translation>Duchové</translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation>Opravy</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Ostatní</translation>
    </message>
    <message>
        <source>Roads with inns</source>
        <translation>Cesty s hostincem</translation>
    </message>
    <message>
        <source>Cities with cathedrals</source>
        <translation>Města s katedrálou</translation>
    </message>
    <message>
        <source>Gardens</source>
        <translation>Zahrady</translation>
    </message>
    <message>
        <source>Abbot returned early</source>
        <translation>Opat předčasně vrácen</translation>
    </message>
    <message>
        <source>Goods</source>
        <translation>Zboží</translation>
    </message>
</context>
<context>
    <name>PreviewDialog</name>
    <message>
        <source>Payouts</source>
        <translation>Připsané body</translation>
    </message>
</context>
<context>
    <name>PyramidDialog</name>
    <message>
        <source>Score the pyramid %1</source>
        <extracomment>%1 the acrobat space&apos;s number</extracomment>
        <translation>Vyhodnotit pyramidu %1</translation>
    </message>
    <message>
        <source>Score the pyramid</source>
        <translation>Vyhodnotit pyramidu</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Displays help on commandline options.</source>
        <extracomment>The description of --help in the programs&apos; --help (Qt&apos;s own text)</extracomment>
        <translation>Zobrazí nápovědu k volbám příkazového řádku.</translation>
    </message>
    <message>
        <source>Displays help including Qt specific options.</source>
        <extracomment>The description of --help-all in the programs&apos; --help (Qt&apos;s own text)</extracomment>
        <translation>Zobrazí nápovědu včetně voleb specifických pro Qt.</translation>
    </message>
</context>
<context>
    <name>RansomDialog</name>
    <message>
        <source>Buy back your %1 from %2</source>
        <extracomment>%1 the kind of the captured figure (meeple, guard meeple, ringmaster), %2 the name of the player holding it prisoner</extracomment>
        <translation>Vykoupit od hráče %2: %1</translation>
    </message>
    <message>
        <source>The figure returns to your supply; a ransom can be paid once per turn.</source>
        <translation>Figurka se vrátí do vaší zásoby; výkupné lze zaplatit jednou za tah.</translation>
    </message>
    <message>
        <source>Pay the ransom</source>
        <translation>Zaplatit výkupné</translation>
    </message>
</context>
<context>
    <name>RansomStep</name>
    <message>
        <source>Ransom (B)</source>
        <translation>Výkupné (B)</translation>
    </message>
    <message>
        <source>Buy back your %1 from %2…</source>
        <extracomment>%1 the kind of the captured figure (meeple, guard meeple, ringmaster), %2 the name of the player holding it prisoner</extracomment>
        <translation>Vykoupit od hráče %2: %1…</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>these points land its owner on a dark space: a message</source>
        <translation>tyto body posunou majitele na tmavé políčko: dopis</translation>
    </message>
    <message>
        <source>the most points</source>
        <translation>nejvíc bodů</translation>
    </message>
    <message>
        <source>the only scoring figure</source>
        <translation>jediná počítací figurka</translation>
    </message>
    <message>
        <source>the lower figure loses less</source>
        <translation>nižší figurka ztratí méně</translation>
    </message>
    <message>
        <source>the other figure already earned this turn&apos;s message</source>
        <translation>druhá figurka už v tomto tahu dopis získala</translation>
    </message>
    <message>
        <source>it lands on a dark space: a message</source>
        <translation>skončí na tmavém políčku: dopis</translation>
    </message>
    <message>
        <source>the other figure stands with a robber</source>
        <translation>u druhé figurky stojí zbojník</translation>
    </message>
    <message>
        <source>either figure is as good</source>
        <translation>obě figurky jsou stejně dobré</translation>
    </message>
</context>
<context>
    <name>RecallDialog</name>
    <message>
        <source>Return the abbot from the garden</source>
        <translation>Vrátit opata ze zahrady</translation>
    </message>
    <message>
        <source>Return the abbot from the monastery</source>
        <translation>Vrátit opata z kláštera</translation>
    </message>
    <message>
        <source>Return the abbot</source>
        <translation>Vrátit opata</translation>
    </message>
    <message>
        <source>The garden&apos;s tile and the tiles around it</source>
        <translation>Kartička zahrady a kartičky kolem ní</translation>
    </message>
    <message>
        <source>The monastery&apos;s tile and the tiles around it</source>
        <translation>Kartička kláštera a kartičky kolem něj</translation>
    </message>
    <message numerus="yes">
        <source>The abbot returns to your supply; each of its %n ghost(s) costs 2.</source>
        <extracomment>%n the ghosts on the abbot</extracomment>
        <translation>
            <numerusform>Opat se vrací do vaší zásoby; %n duch na něm stojí 2 body.</numerusform>
            <numerusform>Opat se vrací do vaší zásoby; každý z %n duchů na něm stojí 2 body.</numerusform>
            <numerusform>Opat se vrací do vaší zásoby; každý z %n duchů na něm stojí 2 body.</numerusform>
        </translation>
    </message>
    <message>
        <source>The abbot returns to your supply; this takes the place of placing a figure.</source>
        <translation>Opat se vrací do vaší zásoby; nahrazuje to umístění figurky.</translation>
    </message>
</context>
<context>
    <name>RecordFile</name>
    <message>
        <source>Could not read %1: %2</source>
        <extracomment>%1 the record file, %2 the system&apos;s reason</extracomment>
        <translation>%1 se nepodařilo přečíst: %2</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1 the record file, %2 the system&apos;s reason</extracomment>
        <translation>%1 se nepodařilo zapsat: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB, the most a game record can be.</source>
        <extracomment>%1 is a file name, %2 the largest size of a record in MiB (16) %1 the record file, %2 the largest size allowed, in MiB</extracomment>
        <translation>%1 je větší než %2 MiB, což je nejvíc, kolik záznam hry smí mít.</translation>
    </message>
    <message>
        <source>%1 is not a regular file (it is a folder, a device, a pipe or a socket): nothing was written, and it was left as it was. Name a file.</source>
        <extracomment>%1 the output file the user named</extracomment>
        <translation>%1 není běžný soubor (je to složka, zařízení, roura nebo soket): nic se nezapsalo a zůstal beze změny. Zadejte soubor.</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>a record is one JSON object</source>
        <translation>záznam hry je jeden objekt JSON</translation>
    </message>
    <message>
        <source>an event must be a JSON object</source>
        <translation>událost musí být objekt JSON</translation>
    </message>
    <message>
        <source>`format` must be &quot;meeple-ledger/1&quot;</source>
        <translation>`format` musí být &quot;meeple-ledger/1&quot;</translation>
    </message>
    <message>
        <source>`players` must be an array of 2 to 6 players</source>
        <translation>`players` musí být seznam 2 až 6 hráčů</translation>
    </message>
    <message>
        <source>a game has 2 to 6 players, this record has %1</source>
        <extracomment>%1 the record&apos;s number of players</extracomment>
        <translation>hru hrají 2 až 6 hráči, tento záznam jich má %1</translation>
    </message>
    <message>
        <source>`players[%1]` must be an object</source>
        <extracomment>%1 the player&apos;s place in the list, from 0</extracomment>
        <translation>`players[%1]` musí být objekt</translation>
    </message>
    <message>
        <source>player id &quot;%1&quot; must be 1 to 16 of a-z, 0-9, _ and -</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>identifikátor hráče &quot;%1&quot; musí mít 1 až 16 znaků z a-z, 0-9, _ a -</translation>
    </message>
    <message>
        <source>player id &quot;%1&quot; is used twice</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>identifikátor hráče &quot;%1&quot; je použit dvakrát</translation>
    </message>
    <message>
        <source>the name of &quot;%1&quot; is longer than 40 characters</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>jméno hráče &quot;%1&quot; je delší než 40 znaků</translation>
    </message>
    <message>
        <source>`expansions` must be an array (empty for the base game alone)</source>
        <translation>`expansions` musí být seznam (prázdný pro samotnou základní hru)</translation>
    </message>
    <message>
        <source>expansion &quot;%1&quot; is listed twice</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>rozšíření „%1“ je uvedeno dvakrát</translation>
    </message>
    <message>
        <source>`events` must be an array</source>
        <translation>`events` musí být seznam</translation>
    </message>
    <message>
        <source>`game.id` must be a UUID such as &quot;3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e0f4a61&quot;, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`game.id` musí být UUID, například &quot;3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e0f4a61&quot;, nalezeno &quot;%1&quot;</translation>
    </message>
    <message>
        <source>`game.created` must be a time in UTC such as &quot;2026-12-04T19:30:00Z&quot;, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`game.created` musí být čas v UTC, například &quot;2026-12-04T19:30:00Z&quot;, nalezeno &quot;%1&quot;</translation>
    </message>
    <message>
        <source>`%1` is missing</source>
        <extracomment>%1 the name of a field of the record, as written there</extracomment>
        <translation>chybí `%1`</translation>
    </message>
    <message>
        <source>`%1` must be a whole number %2, got %3</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 the numbers allowed (&quot;2 or more&quot;, &quot;from 1 to 12&quot;); %3 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` musí být celé číslo %2, nalezeno %3</translation>
    </message>
    <message>
        <source>`%1` must be a non-empty string, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` musí být neprázdný text, nalezeno %2</translation>
    </message>
    <message>
        <source>`%1` must be an object, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` musí být objekt, nalezeno %2</translation>
    </message>
    <message>
        <source>`%1` must be an array of strings, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` musí být seznam textů, nalezeno %2</translation>
    </message>
    <message>
        <source>`%1` must hold non-empty strings, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` smí obsahovat jen neprázdné texty, nalezeno %2</translation>
    </message>
    <message>
        <source>`%1` (%2) cannot exceed `%3` (%4)</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 its value; %3 the name of a field of the record, as written there; %4 its value</extracomment>
        <translation>`%1` (%2) nesmí být větší než `%3` (%4)</translation>
    </message>
    <message>
        <source>the game has ended: no event may follow `end`</source>
        <translation>hra skončila: po `end` už nesmí následovat žádná událost</translation>
    </message>
    <message>
        <source>unknown event type &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>neznámý typ události &quot;%1&quot;</translation>
    </message>
    <message>
        <source>`%1` events need the %2 expansion, which this record does not enable</source>
        <extracomment>%1 an event type as written in the record (tower, robber…); %2 an expansion&apos;s name</extracomment>
        <translation>události `%1` vyžadují rozšíření „%2“, které tento záznam nezapíná</translation>
    </message>
    <message>
        <source>the messenger needs the %1 expansion, which this record does not enable</source>
        <extracomment>%1 an expansion&apos;s name</extracomment>
        <translation>dáma vyžaduje rozšíření „%1“, které tento záznam nezapíná</translation>
    </message>
    <message>
        <source>%1 figures need the %2 expansion, which this record does not enable</source>
        <extracomment>%1 a kind of figure (meeple, guard meeple, ringmaster); %2 an expansion&apos;s name</extracomment>
        <translation>figurky druhu %1 vyžadují rozšíření „%2“, které tento záznam nezapíná</translation>
    </message>
    <message>
        <source>%1 features need the %2 expansion, which this record does not enable</source>
        <extracomment>%1 a kind of feature (road, city, tower…); %2 an expansion&apos;s name</extracomment>
        <translation>území druhu %1 vyžadují rozšíření „%2“, které tento záznam nezapíná</translation>
    </message>
    <message>
        <source>ringmaster counts need the %1 expansion, which this record does not enable</source>
        <extracomment>%1 an expansion&apos;s name</extracomment>
        <translation>počty kartiček u ředitele vyžadují rozšíření „%1“, které tento záznam nezapíná</translation>
    </message>
    <message>
        <source>`%1`: &quot;%2&quot; is not a player of this game</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1`: &quot;%2&quot; v této hře nehraje</translation>
    </message>
    <message>
        <source>`%1` must be &quot;meeple&quot; or &quot;messenger&quot;, got &quot;%2&quot;</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1` musí být &quot;meeple&quot; nebo &quot;messenger&quot;, nalezeno &quot;%2&quot;</translation>
    </message>
    <message>
        <source>no turn has begun: the record must start with a `turn` event</source>
        <translation>žádný tah nezačal: záznam musí začínat událostí `turn`</translation>
    </message>
    <message>
        <source>it is %1&apos;s turn after %2, not %3</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name; %3 a player&apos;s name</extracomment>
        <translation>po hráči %2 je na tahu %1, ne %3</translation>
    </message>
    <message>
        <source>`%1`: no feature &quot;%2&quot; is on the board</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1`: na herním plánu není žádné území &quot;%2&quot;</translation>
    </message>
    <message>
        <source>`%1`: no figure &quot;%2&quot; is on the board</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1`: na herním plánu není žádná figurka &quot;%2&quot;</translation>
    </message>
    <message>
        <source>only the active player (%1) places figures, not %2</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name</extracomment>
        <translation>figurky umisťuje jen hráč na tahu (%1), ne %2</translation>
    </message>
    <message>
        <source>`kind` must be meeple, guard or ringmaster, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`kind` musí být meeple, guard nebo ringmaster, nalezeno &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 has no %2 left in their supply</source>
        <extracomment>%1 a player&apos;s name; %2 a kind of figure</extracomment>
        <translation>%1 už nemá v zásobě žádnou figurku druhu %2</translation>
    </message>
    <message>
        <source>figure id &quot;%1&quot; is already on the board or held as a prisoner</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>identifikátor figurky &quot;%1&quot; už je na herním plánu nebo je zajatý</translation>
    </message>
    <message>
        <source>unknown `featureType` &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>neznámý `featureType` &quot;%1&quot;</translation>
    </message>
    <message>
        <source>feature &quot;%1&quot; is a %2, not a %3</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure; %3 a kind of feature (road, city…) or of figure</extracomment>
        <translation>území &quot;%1&quot; je druhu %2, ne %3</translation>
    </message>
    <message>
        <source>feature &quot;%1&quot; is new, so `featureType` is required</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>území &quot;%1&quot; je nové, proto je `featureType` povinný</translation>
    </message>
    <message>
        <source>feature &quot;%1&quot; is already occupied; players join features with `merge`</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>území &quot;%1&quot; už je obsazené; hráči spojují území událostí `merge`</translation>
    </message>
    <message>
        <source>tower &quot;%1&quot; has no floor yet: towers are built with `tower` events</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>věž &quot;%1&quot; ještě nemá žádný dílek: věže se stavějí událostmi `tower`</translation>
    </message>
    <message>
        <source>`features` must name at least two different features, each once</source>
        <translation>`features` musí jmenovat aspoň dvě různá území, každé jednou</translation>
    </message>
    <message>
        <source>only roads, cities and fields are merged; &quot;%1&quot; is a %2</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>spojují se jen cesty, města a louky; &quot;%1&quot; je druhu %2</translation>
    </message>
    <message>
        <source>cannot merge a %1 with a %2</source>
        <extracomment>%1 a kind of feature (road, city…) or of figure; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>území druhu %1 nelze spojit s územím druhu %2</translation>
    </message>
    <message>
        <source>`into`: &quot;%1&quot; is another feature on the board</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`into`: &quot;%1&quot; je jiné území na herním plánu</translation>
    </message>
    <message>
        <source>fields are never scored during the game; they score at `end`</source>
        <translation>louky se během hry nikdy nehodnotí; boduje se za ně při `end`</translation>
    </message>
    <message>
        <source>a %1 is not a feature that is completed and scored</source>
        <extracomment>%1 a kind of feature (road, city…) or of figure</extracomment>
        <translation>území druhu %1 se nedokončuje ani nehodnotí</translation>
    </message>
    <message>
        <source>an adjustment of 0 points changes nothing</source>
        <translation>oprava o 0 bodů nic nemění</translation>
    </message>
    <message>
        <source>`values` has an entry for &quot;%1&quot;, which is not on the board</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`values` má položku pro &quot;%1&quot;, které není na herním plánu</translation>
    </message>
    <message>
        <source>`values.%1`: a %2 is not scored at the end; give `{}` or no entry</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>`values.%1`: území druhu %2 se na konci nehodnotí; uveďte `{}` nebo žádnou položku</translation>
    </message>
    <message>
        <source>`values` has no entry for %1 &quot;%2&quot;, which has figures on it</source>
        <extracomment>%1 a kind of feature (road, city…); %2 an id or value exactly as written in the record</extracomment>
        <translation>`values` nemá položku pro území druhu %1 &quot;%2&quot;, na kterém stojí figurky</translation>
    </message>
    <message>
        <source>`%1`: &quot;%2&quot; is not a ringmaster on %3 &quot;%4&quot; that takes a bonus</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record; %3 a kind of feature (road, city…); %4 an id or value exactly as written in the record</extracomment>
        <translation>`%1`: &quot;%2&quot; není ředitel na území druhu %3 &quot;%4&quot;, který dostává bonus</translation>
    </message>
    <message>
        <source>`%1` needs the number of circus and acrobat tiles around ringmaster &quot;%2&quot;</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1` vyžaduje počet kartiček s místem pro manéž a s cvičištěm artistů kolem ředitele &quot;%2&quot;</translation>
    </message>
    <message>
        <source>`%1`: unknown animal &quot;%2&quot; (flea, monkey, seal, bear, tiger, elephant)</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1`: neznámé zvíře &quot;%2&quot; (flea, monkey, seal, bear, tiger, elephant)</translation>
    </message>
    <message numerus="yes">
        <source>all %n %1 token(s) have been revealed already</source>
        <extracomment>%n the tokens of that animal in the game; %1 the animal (flea, monkey…)</extracomment>
        <translation>
            <numerusform>%n žeton „%1“ už byl odkryt</numerusform>
            <numerusform>všechny %n žetony „%1“ už byly odkryty</numerusform>
            <numerusform>všech %n žetonů „%1“ už bylo odkryto</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a %2, not an acrobat space</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>&quot;%1&quot; je druhu %2, ne cvičiště artistů</translation>
    </message>
    <message numerus="yes">
        <source>the pyramid on &quot;%1&quot; has %n acrobat(s); it is scored with exactly 3</source>
        <extracomment>%1 the acrobat space&apos;s id as written in the record; %n the acrobats on it</extracomment>
        <translation>
            <numerusform>pyramida na &quot;%1&quot; má %n akrobata; hodnotí se přesně se 3</numerusform>
            <numerusform>pyramida na &quot;%1&quot; má %n akrobaty; hodnotí se přesně se 3</numerusform>
            <numerusform>pyramida na &quot;%1&quot; má %n akrobatů; hodnotí se přesně se 3</numerusform>
        </translation>
    </message>
    <message>
        <source>the ringmaster is never an acrobat</source>
        <translation>ředitel nikdy není akrobat</translation>
    </message>
    <message>
        <source>the pyramid on &quot;%1&quot; is complete with 3 acrobats</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>pyramida na &quot;%1&quot; je úplná se 3 akrobaty</translation>
    </message>
    <message>
        <source>ghosts are never added to guard meeples; &quot;%1&quot; is a guard</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>duchové se nikdy nepřidávají ke strážným družiníkům; &quot;%1&quot; je strážný družiník</translation>
    </message>
    <message>
        <source>the general supply has no ghost left</source>
        <translation>ve společné zásobě už není žádný duch</translation>
    </message>
    <message>
        <source>expanding the mist haunts another player&apos;s figure; &quot;%1&quot; is %2&apos;s own</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a player&apos;s name</extracomment>
        <translation>když se mlha rozšíří, straší u figurky jiného hráče; &quot;%1&quot; patří samotnému hráči %2</translation>
    </message>
    <message>
        <source>limiting the mist haunts one of the active player&apos;s own figures; &quot;%1&quot; belongs to %2</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a player&apos;s name</extracomment>
        <translation>když se mlha omezí, straší u vlastní figurky hráče na tahu; &quot;%1&quot; patří hráči %2</translation>
    </message>
    <message>
        <source>`reason` must be &quot;expand&quot; or &quot;limit&quot;, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`reason` musí být &quot;expand&quot; nebo &quot;limit&quot;, nalezeno &quot;%1&quot;</translation>
    </message>
    <message>
        <source>`values` has no entry for %1 &quot;%2&quot;, where %3 has a figure</source>
        <extracomment>%1 a kind of feature (road, city…); %2 an id or value exactly as written in the record; %3 a player&apos;s name</extracomment>
        <translation>`values` nemá položku pro území druhu %1 &quot;%2&quot;, kde má %3 figurku</translation>
    </message>
    <message>
        <source>`values` names &quot;%1&quot;, which is not a %2 with a figure of %3</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure; %3 a player&apos;s name</extracomment>
        <translation>`values` jmenuje &quot;%1&quot;, což není území druhu %2 s figurkou hráče %3</translation>
    </message>
    <message>
        <source>no message is owed: none of %1&apos;s scoring figures ended a forward move from points on a dark space since the last message or the start of the turn</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>žádný dopis se nedluží: žádná počítací figurka hráče %1 od posledního dopisu ani od začátku tahu neskončila pohyb vpřed za body na tmavém políčku</translation>
    </message>
    <message>
        <source>`take` must be &quot;points&quot; or &quot;action&quot;, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`take` musí být &quot;points&quot; nebo &quot;action&quot;, nalezeno &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 has no figure on a %2: message %3 must be taken as 2 points</source>
        <extracomment>%1 a player&apos;s name; %2 a kind of feature (road, city…) or of figure; %3 the message tile&apos;s number</extracomment>
        <translation>%1 nemá figurku na území druhu %2: dopis %3 se musí vzít jako 2 body</translation>
    </message>
    <message>
        <source>message 8 scores one of the active player&apos;s own figures; &quot;%1&quot; belongs to %2</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a player&apos;s name</extracomment>
        <translation>dopis 8 hodnotí vlastní figurku hráče na tahu; &quot;%1&quot; patří hráči %2</translation>
    </message>
    <message>
        <source>`values.ringmaster` is only for a ringmaster on a road, city, monastery or field</source>
        <translation>`values.ringmaster` platí jen pro ředitele na cestě, ve městě, klášteře nebo na louce</translation>
    </message>
    <message>
        <source>only the active player may move a robber that is already on the track; %1&apos;s robber stands on space %2</source>
        <extracomment>%1 a player&apos;s name; %2 a space of the scoring track (a number)</extracomment>
        <translation>zbojníka, který už stojí na počítadle bodů, smí přesunout jen hráč na tahu; zbojník hráče %1 stojí na políčku %2</translation>
    </message>
    <message>
        <source>space %1 holds no scoring figure of another player</source>
        <extracomment>%1 a space of the scoring track (a number)</extracomment>
        <translation>na políčku %1 nestojí žádná počítací figurka jiného hráče</translation>
    </message>
    <message>
        <source>a `steal` must follow the scoring it robs</source>
        <translation>`steal` musí následovat po hodnocení, které okrádá</translation>
    </message>
    <message>
        <source>the robber of %1 already chose whom to rob</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>zbojník hráče %1 už zvolil, koho okrade</translation>
    </message>
    <message>
        <source>the robber of %1 is not on the track when this scoring began</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>zbojník hráče %1 nestál na počítadle bodů, když toto hodnocení začalo</translation>
    </message>
    <message>
        <source>the robber of %1 has nothing to steal in this scoring</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>zbojník hráče %1 nemá v tomto hodnocení co ukrást</translation>
    </message>
    <message>
        <source>the robber of %1 cannot steal from %2: only a first forward movement of a figure that stood on space %3 can be robbed</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name; %3 a space of the scoring track (a number)</extracomment>
        <translation>zbojník hráče %1 nemůže okrást hráče %2: okrást lze jen první pohyb vpřed figurky, která stála na políčku %3</translation>
    </message>
    <message>
        <source>the robber of %1 cannot steal from %2&apos;s %3: only a first forward movement of a figure that stood on space %4 can be robbed</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name; %3 the robbed player&apos;s scoring figure (scoring meeple or messenger); %4 a space of the scoring track (a number)</extracomment>
        <translation>zbojník hráče %1 nemůže okrást hráče %2 (%3): okrást lze jen první pohyb vpřed figurky, která stála na políčku %4</translation>
    </message>
    <message>
        <source>`exchange`: %1 holds no prisoner &quot;%2&quot; of %3</source>
        <extracomment>%1 a player&apos;s name; %2 an id or value exactly as written in the record; %3 a player&apos;s name</extracomment>
        <translation>`exchange`: %1 nedrží zajatce &quot;%2&quot; hráče %3</translation>
    </message>
    <message>
        <source>%1 has no tower floor left in their supply</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>%1 už nemá v zásobě žádný dílek věže</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a %2, not a tower</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>&quot;%1&quot; je druhu %2, ne věž</translation>
    </message>
    <message>
        <source>tower &quot;%1&quot; is closed by figure &quot;%2&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 an id or value exactly as written in the record</extracomment>
        <translation>věž &quot;%1&quot; je uzavřena figurkou &quot;%2&quot;</translation>
    </message>
    <message>
        <source>`exchange` without a capture: no prisoners change hands</source>
        <translation>`exchange` bez zajetí: žádní zajatci nemění majitele</translation>
    </message>
    <message>
        <source>`exchange` after capturing one&apos;s own figure: no prisoners change hands</source>
        <translation>`exchange` po zajetí vlastní figurky: žádní zajatci nemění majitele</translation>
    </message>
    <message>
        <source>`exchange`: no exchange happens, %1 holds no prisoner of %2</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name</extracomment>
        <translation>`exchange`: k výměně nedojde, %1 nedrží žádného zajatce hráče %2</translation>
    </message>
    <message>
        <source>`exchange`: %1 takes no part in this exchange</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>`exchange`: %1 se této výměny neúčastní</translation>
    </message>
    <message>
        <source>figure &quot;%1&quot; is not held as a prisoner</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>figurka &quot;%1&quot; není zajatá</translation>
    </message>
    <message>
        <source>only its owner (%1) buys back &quot;%2&quot;, during their own turn</source>
        <extracomment>%1 a player&apos;s name; %2 an id or value exactly as written in the record</extracomment>
        <translation>&quot;%2&quot; vykupuje jen majitel (%1), a to ve svém tahu</translation>
    </message>
    <message>
        <source>a ransom is paid at most once per turn</source>
        <translation>výkupné se platí nejvýše jednou za tah</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 holds %n point(s); a ransom of 3 would take it below 0</source>
        <extracomment>%1 the prisoner&apos;s owner&apos;s name; %2 that player&apos;s scoring figure (scoring meeple or messenger); %n its points</extracomment>
        <translation>
            <numerusform>%2 hráče %1: %n bod; výkupné 3 by tuto figurku dostalo pod 0</numerusform>
            <numerusform>%2 hráče %1: %n body; výkupné 3 by tuto figurku dostalo pod 0</numerusform>
            <numerusform>%2 hráče %1: %n bodů; výkupné 3 by tuto figurku dostalo pod 0</numerusform>
        </translation>
    </message>
    <message>
        <source>an array</source>
        <extracomment>What a record has where another kind of value belongs (&quot;`tiles` must be a whole number, got …&quot;).</extracomment>
        <translation>seznam</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <extracomment>The range of a whole number: &quot;`tiles` must be a whole number 2 or more&quot;.</extracomment>
        <translation>od %1 výše</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <extracomment>The range of a whole number: &quot;`tile` must be a whole number from 1 to 12&quot;.</extracomment>
        <translation>od %1 do %2</translation>
    </message>
    <message>
        <source>error: setup: %1</source>
        <extracomment>A refused record&apos;s line on the command line: %1 why the record&apos;s setup (its players and expansions) was refused</extracomment>
        <translation>chyba: příprava: %1</translation>
    </message>
    <message>
        <source>error: event %1 (%2): %3</source>
        <extracomment>%1 is the event&apos;s index in the record, %2 its type (&quot;place&quot;, &quot;score&quot;), %3 why it was refused.</extracomment>
        <translation>chyba: událost %1 (%2): %3</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): %4</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text; %4 which mistake it is, as a clause (&quot;the text ends before the record is complete&quot;)</extracomment>
        <translation>neplatný JSON na bajtu %1 (řádek %2, sloupec %3): %4</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): the text is empty or only white space</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>neplatný JSON na bajtu %1 (řádek %2, sloupec %3): text je prázdný nebo obsahuje jen mezery</translation>
    </message>
    <message>
        <source>the text is %1 bytes; a record is at most %2 bytes (16 MiB)</source>
        <extracomment>%1 the text&apos;s size in bytes; %2 the largest size allowed in bytes</extracomment>
        <translation>text má %1 B; záznam hry má nejvýše %2 B (16 MiB)</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): a NUL byte, which JSON text cannot hold</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>neplatný JSON na bajtu %1 (řádek %2, sloupec %3): bajt NUL, který text JSON nemůže obsahovat</translation>
    </message>
    <message>
        <source>a U+0000 (\u0000) in a string at byte %1 (line %2, column %3): no name or id can hold it</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>U+0000 (\u0000) v řetězci na bajtu %1 (řádek %2, sloupec %3): žádné jméno ani identifikátor ho nemůže obsahovat</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): invalid UTF-8 in a string</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>neplatný JSON na bajtu %1 (řádek %2, sloupec %3): neplatné UTF-8 v řetězci</translation>
    </message>
    <message>
        <source>invalid Unicode in the string at byte %1 (line %2, column %3)</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>neplatný Unicode v řetězci na bajtu %1 (řádek %2, sloupec %3)</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): invalid Unicode: a lone high surrogate \u%4</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text; %4 the character&apos;s code in hexadecimal</extracomment>
        <translation>neplatný JSON na bajtu %1 (řádek %2, sloupec %3): neplatný Unicode: osamocená horní náhradní polovina \u%4</translation>
    </message>
    <message>
        <source>invalid Unicode at byte %1 (line %2, column %3): the escape \u%4 is a lone low surrogate</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text; %4 the character&apos;s code in hexadecimal</extracomment>
        <translation>neplatný Unicode na bajtu %1 (řádek %2, sloupec %3): escape sekvence \u%4 je osamocená dolní náhradní polovina</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): a raw control character (U+%4) in a string; it must be written as an escape</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text; %4 the character&apos;s code in hexadecimal</extracomment>
        <translation>neplatný JSON na bajtu %1 (řádek %2, sloupec %3): nezakódovaný řídicí znak (U+%4) v řetězci; musí být zapsán jako escape sekvence</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears twice in one object: at byte %2 (line %3, column %4) and at byte %5 (line %6, column %7)</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 the byte; %3 the line; %4 the column in the record&apos;s text; %5 the byte; %6 the line; %7 the column of its second appearance</extracomment>
        <translation>klíč „%1“ je v jednom objektu dvakrát: na bajtu %2 (řádek %3, sloupec %4) a na bajtu %5 (řádek %6, sloupec %7)</translation>
    </message>
    <message>
        <source>nested deeper than %1 arrays and objects at byte %2 (line %3, column %4)</source>
        <extracomment>%1 the deepest nesting allowed (a number); %2 the byte; %3 the line; %4 the column in the record&apos;s text</extracomment>
        <translation>vnoření hlubší než %1 polí a objektů na bajtu %2 (řádek %3, sloupec %4)</translation>
    </message>
    <message>
        <source>the record is too large to read in the memory available</source>
        <translation>záznam hry je příliš velký, aby se dal načíst v dostupné paměti</translation>
    </message>
    <message>
        <source>setup: %1</source>
        <extracomment>Where a refused record went wrong, inside a sentence such as &quot;game.json was not imported: setup: …&quot;.</extracomment>
        <translation>příprava: %1</translation>
    </message>
    <message>
        <source>event %1 (%2): %3</source>
        <extracomment>%1 is the event&apos;s index in the record, %2 its type (&quot;place&quot;, &quot;score&quot;), %3 why it was refused; inside a sentence such as &quot;game.json was not imported: event 3 (place): …&quot;.</extracomment>
        <translation>událost %1 (%2): %3</translation>
    </message>
    <message>
        <source>the text ends before the record is complete (a file cut short?)</source>
        <extracomment>Why a record&apos;s text is not valid JSON, after &quot;not valid JSON at byte 41 (line 2, column 1): &quot;</extracomment>
        <translation>text končí dřív, než je záznam hry úplný (useknutý soubor?)</translation>
    </message>
    <message>
        <source>more text follows the record&apos;s closing brace</source>
        <translation>za uzavírací složenou závorkou záznamu hry následuje další text</translation>
    </message>
    <message>
        <source>a value is missing, or is not one (text must be in double quotes)</source>
        <translation>chybí hodnota, nebo to, co tam je, hodnotou není (text se píše do dvojitých uvozovek)</translation>
    </message>
    <message>
        <source>a member&apos;s name is missing (a name is written in double quotes)</source>
        <translation>chybí název položky (název se píše do dvojitých uvozovek)</translation>
    </message>
    <message>
        <source>a member&apos;s name is not followed by a colon</source>
        <translation>za názvem položky nenásleduje dvojtečka</translation>
    </message>
    <message>
        <source>a comma or the closing brace is missing after a member</source>
        <translation>za položkou chybí čárka nebo uzavírací složená závorka</translation>
    </message>
    <message>
        <source>a comma or the closing bracket is missing after an element</source>
        <translation>za prvkem chybí čárka nebo uzavírací hranatá závorka</translation>
    </message>
    <message>
        <source>a \u escape is not followed by four hexadecimal digits</source>
        <translation>za escape sekvencí \u nenásledují čtyři šestnáctkové číslice</translation>
    </message>
    <message>
        <source>a backslash is followed by a character that has no escape</source>
        <translation>za zpětným lomítkem následuje znak, pro který žádná escape sekvence není</translation>
    </message>
    <message>
        <source>a string has no closing double quote</source>
        <translation>řetězec nemá uzavírací dvojité uvozovky</translation>
    </message>
    <message>
        <source>a number is too large or incomplete</source>
        <translation>číslo je příliš velké nebo neúplné</translation>
    </message>
    <message>
        <source>the text does not follow JSON&apos;s syntax</source>
        <translation>text neodpovídá syntaxi JSON</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 holds %n point(s); a correction of %3 would take it below 0</source>
        <extracomment>%1 a player&apos;s name; %2 that player&apos;s scoring figure (scoring meeple or messenger); %n its points; %3 the correction (a negative number)</extracomment>
        <translation>
            <numerusform>%2 hráče %1: %n bod; oprava o %3 by tuto figurku dostala pod 0</numerusform>
            <numerusform>%2 hráče %1: %n body; oprava o %3 by tuto figurku dostala pod 0</numerusform>
            <numerusform>%2 hráče %1: %n bodů; oprava o %3 by tuto figurku dostala pod 0</numerusform>
        </translation>
    </message>
    <message>
        <source>the text begins with a byte order mark (EF BB BF), which some editors add: save the record as UTF-8 without it</source>
        <translation>text začíná značkou pořadí bajtů (EF BB BF), kterou přidávají některé editory: uložte záznam hry jako UTF-8 bez ní</translation>
    </message>
    <message>
        <source>the text is UTF-16 (it begins with FF FE or FE FF): save the record as UTF-8</source>
        <translation>text je v UTF-16 (začíná FF FE nebo FE FF): uložte záznam hry jako UTF-8</translation>
    </message>
    <message>
        <source>unknown expansion &quot;%1&quot;: the known ones are tower, messengers, robbers, bigtop, ghosts, abbot, inns and traders</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>neznámé rozšíření &quot;%1&quot;: známá jsou tower, messengers, robbers, bigtop, ghosts, abbot, inns a traders</translation>
    </message>
    <message>
        <source>unknown expansion (not a string): the known ones are tower, messengers, robbers, bigtop, ghosts, abbot, inns and traders</source>
        <translation>neznámé rozšíření (není to text): známá jsou tower, messengers, robbers, bigtop, ghosts, abbot, inns a traders</translation>
    </message>
    <message>
        <source>`%1` must be true or false, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` musí být true nebo false, nalezeno %2</translation>
    </message>
    <message>
        <source>`%1` needs the %2 expansion, which this record does not enable</source>
        <extracomment>%1 the name of a field of the record, as written there (`values.r1.inn`); %2 an expansion&apos;s name</extracomment>
        <translation>`%1` vyžaduje rozšíření „%2“, které tento záznam nezapíná</translation>
    </message>
    <message>
        <source>an abbot stands only on a monastery or a garden, not on a %1</source>
        <extracomment>%1 a kind of feature (road, city…)</extracomment>
        <translation>opat stojí jen na klášteře nebo v zahradě, ne na území druhu %1</translation>
    </message>
    <message>
        <source>only an abbot stands on a garden, not a %1</source>
        <extracomment>%1 a kind of figure (meeple, large meeple…)</extracomment>
        <translation>v zahradě stojí jen opat, ne figurka druhu %1</translation>
    </message>
    <message>
        <source>the large meeple is never an acrobat: a pyramid takes only meeples and guard meeples</source>
        <translation>velký družiník nikdy není akrobat: pyramidu tvoří jen družiníci a strážní družiníci</translation>
    </message>
    <message>
        <source>only an abbot is returned early; &quot;%1&quot; is a %2</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of figure (meeple, large meeple…)</extracomment>
        <translation>předčasně se vrací jen opat; &quot;%1&quot; je figurka druhu %2</translation>
    </message>
    <message>
        <source>abbot &quot;%1&quot; belongs to %2: only its owner returns it, during their own turn</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a player&apos;s name</extracomment>
        <translation>opat &quot;%1&quot; patří hráči %2: vrátit ho smí jen vlastník, a to ve svém tahu</translation>
    </message>
    <message>
        <source>%1 already returned an abbot in this part of the turn</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>hráč %1 už v této části tahu vrátil opata</translation>
    </message>
    <message>
        <source>a %1 cannot stand on a %2: a builder joins a road or a city, a pig a field</source>
        <extracomment>%1 a kind of figure (builder, pig); %2 a kind of feature (road, city…)</extracomment>
        <translation>figurka druhu %1 nemůže stát na území druhu %2: stavitel se přidává k cestě nebo městu, prasátko k louce</translation>
    </message>
    <message>
        <source>a %1 joins only a feature where its owner already has a figure; %3 has none on &quot;%2&quot;</source>
        <extracomment>%1 a kind of figure (builder, pig); %2 an id or value exactly as written in the record; %3 a player&apos;s name</extracomment>
        <translation>figurka druhu %1 se přidává jen k území, kde už má vlastník figurku; hráč %3 na &quot;%2&quot; žádnou nemá</translation>
    </message>
    <message>
        <source>%3&apos;s %1 already stands on &quot;%2&quot;</source>
        <extracomment>%1 a kind of figure (builder, pig); %2 an id or value exactly as written in the record; %3 a player&apos;s name</extracomment>
        <translation>figurka druhu %1 hráče %3 už stojí na &quot;%2&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a %2, which a tower never captures</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of figure (builder, pig)</extracomment>
        <translation>&quot;%1&quot; je figurka druhu %2, kterou věž nikdy nezajme</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a %2, which never takes a ghost</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of figure (builder, pig)</extracomment>
        <translation>&quot;%1&quot; je figurka druhu %2, ke které se nikdy nepřidává duch</translation>
    </message>
    <message>
        <source>message 8 scores a meeple; &quot;%1&quot; is a %2, which is never scored on its own</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of figure (builder, pig)</extracomment>
        <translation>dopis 8 hodnotí družiníka; &quot;%1&quot; je figurka druhu %2, která se nikdy nehodnotí samostatně</translation>
    </message>
    <message>
        <source>%1&apos;s builder did not stand on the board when this part of the turn began: it earns no second tile</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>stavitel hráče %1 nestál na herním plánu, když tato část tahu začala: druhou kartičku nepřinese</translation>
    </message>
    <message>
        <source>%1 already took every builder&apos;s tile this turn earned: a builder&apos;s tile never earns another</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>hráč %1 už vzal každou druhou kartičku, kterou v tomto tahu přinesl stavitel: druhá kartička nikdy nepřinese další</translation>
    </message>
    <message>
        <source>`goods` takes at least one token of wine, grain or cloth</source>
        <translation>`goods` bere nejméně jeden žeton vína, obilí nebo plátna</translation>
    </message>
    <message>
        <source>unknown goods &quot;%1&quot; (wine, grain, cloth)</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>neznámé zboží &quot;%1&quot; (wine, grain, cloth)</translation>
    </message>
    <message numerus="yes">
        <source>only %n %1 token(s) left in the general supply; this takes %2</source>
        <extracomment>%1 a kind of goods (wine, grain, cloth); %2 how many tokens the event takes; %n how many are left in the general supply</extracomment>
        <translation>
            <numerusform>ve společné zásobě zbývá jen %n žeton „%1“; tato událost jich bere %2</numerusform>
            <numerusform>ve společné zásobě zbývají jen %n žetony „%1“; tato událost jich bere %2</numerusform>
            <numerusform>ve společné zásobě zbývá jen %n žetonů „%1“; tato událost jich bere %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RemoveDialog</name>
    <message>
        <source>Take a figure off the board</source>
        <translation>Odebrat figurku z herního plánu</translation>
    </message>
    <message>
        <source>Take it off</source>
        <translation>Odebrat</translation>
    </message>
    <message>
        <source>The figure goes back to its owner without scoring.</source>
        <translation>Figurka se vrátí majiteli bez vyhodnocení.</translation>
    </message>
    <message>
        <source>Why (optional), e.g. placed by mistake</source>
        <translation>Proč (nepovinné), např. umístěna omylem</translation>
    </message>
</context>
<context>
    <name>RobbersStep</name>
    <message>
        <source>Robbers (R)</source>
        <translation>Zbojníci (R)</translation>
    </message>
    <message>
        <source>Place %1&apos;s robber</source>
        <extracomment>%1 the robber&apos;s owner&apos;s name</extracomment>
        <translation>Umístit zbojníka hráče %1</translation>
    </message>
    <message>
        <source>Move %1&apos;s robber</source>
        <extracomment>%1 the robber&apos;s owner&apos;s name</extracomment>
        <translation>Přesunout zbojníka hráče %1</translation>
    </message>
    <message>
        <source>Click a highlighted space on the track (or arrows and Enter); Esc cancels.</source>
        <translation>Klikněte na zvýrazněné políčko počítadla bodů (nebo šipky a Enter); Esc ruší.</translation>
    </message>
</context>
<context>
    <name>RuleIds</name>
    <message>
        <source>Road completed</source>
        <translation>Dokončená cesta</translation>
    </message>
    <message>
        <source>City completed</source>
        <translation>Dokončené město</translation>
    </message>
    <message>
        <source>Monastery completed</source>
        <translation>Dokončený klášter</translation>
    </message>
    <message>
        <source>Haunted castle completed</source>
        <translation>Dokončený zámek</translation>
    </message>
    <message>
        <source>Cemetery completed</source>
        <translation>Dokončený hřbitov</translation>
    </message>
    <message>
        <source>Ringmaster bonus</source>
        <translation>Bonus ředitele</translation>
    </message>
    <message>
        <source>Robber steals</source>
        <translation>Zbojník bere body</translation>
    </message>
    <message>
        <source>Robber at the end</source>
        <translation>Zbojník na konci hry</translation>
    </message>
    <message>
        <source>Message: 2 points</source>
        <translation>Dopis: 2 body</translation>
    </message>
    <message>
        <source>Message 1: road</source>
        <translation>Dopis 1: cesta</translation>
    </message>
    <message>
        <source>Message 2: city</source>
        <translation>Dopis 2: město</translation>
    </message>
    <message>
        <source>Message 3: monastery</source>
        <translation>Dopis 3: klášter</translation>
    </message>
    <message>
        <source>Message 4: extra tile</source>
        <translation>Dopis 4: kartička navíc</translation>
    </message>
    <message>
        <source>Message 5: coats of arms</source>
        <translation>Dopis 5: erby</translation>
    </message>
    <message>
        <source>Message 6: knights</source>
        <translation>Dopis 6: rytíři</translation>
    </message>
    <message>
        <source>Message 7: farmers</source>
        <translation>Dopis 7: sedláci</translation>
    </message>
    <message>
        <source>Message 8: score a meeple</source>
        <translation>Dopis 8: vyhodnotit družiníka</translation>
    </message>
    <message>
        <source>Ransom paid</source>
        <translation>Výkupné zaplaceno</translation>
    </message>
    <message>
        <source>Ransom received</source>
        <translation>Výkupné přijato</translation>
    </message>
    <message>
        <source>Big top</source>
        <translation>Šapitó</translation>
    </message>
    <message>
        <source>Big top at the end</source>
        <translation>Šapitó na konci hry</translation>
    </message>
    <message>
        <source>Acrobat pyramid</source>
        <translation>Pyramida akrobatů</translation>
    </message>
    <message>
        <source>Road at the end</source>
        <translation>Cesta na konci hry</translation>
    </message>
    <message>
        <source>City at the end</source>
        <translation>Město na konci hry</translation>
    </message>
    <message>
        <source>Monastery at the end</source>
        <translation>Klášter na konci hry</translation>
    </message>
    <message>
        <source>Field at the end</source>
        <translation>Louka na konci hry</translation>
    </message>
    <message>
        <source>Haunted castle at the end</source>
        <translation>Zámek na konci hry</translation>
    </message>
    <message>
        <source>Acrobats at the end</source>
        <translation>Akrobaté na konci hry</translation>
    </message>
    <message>
        <source>Ringmaster at the end</source>
        <translation>Ředitel na konci hry</translation>
    </message>
    <message>
        <source>Ghosts at the end</source>
        <translation>Duchové na konci hry</translation>
    </message>
    <message>
        <source>Messenger joins the scoring meeple</source>
        <translation>Dáma se připojí k počítacímu družiníkovi</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>Oprava</translation>
    </message>
    <message>
        <source>Road with an inn completed</source>
        <translation>Dokončená cesta s hostincem</translation>
    </message>
    <message>
        <source>City with a cathedral completed</source>
        <translation>Dokončené město s katedrálou</translation>
    </message>
    <message>
        <source>Garden completed</source>
        <translation>Dokončená zahrada</translation>
    </message>
    <message>
        <source>Abbot returned early</source>
        <translation>Opat předčasně vrácen</translation>
    </message>
    <message>
        <source>Road with an inn at the end</source>
        <translation>Cesta s hostincem na konci hry</translation>
    </message>
    <message>
        <source>City with a cathedral at the end</source>
        <translation>Město s katedrálou na konci hry</translation>
    </message>
    <message>
        <source>Garden at the end</source>
        <translation>Zahrada na konci hry</translation>
    </message>
    <message>
        <source>Most goods</source>
        <translation>Nejvíce zboží</translation>
    </message>
</context>
<context>
    <name>Schema</name>
    <message>
        <source>add undo/redo state and player profiles</source>
        <translation>přidání stavu zpět/znovu a profilů hráčů</translation>
    </message>
    <message>
        <source>add a summary row to every game</source>
        <translation>přidání souhrnného řádku ke každé hře</translation>
    </message>
    <message>
        <source>give games, profiles and the library their ids</source>
        <translation>přidělení identifikátorů hrám, profilům a knihovně</translation>
    </message>
    <message>
        <source>keep what the club server is owed</source>
        <translation>evidence toho, co je třeba odeslat na klubový server</translation>
    </message>
    <message>
        <source>keep the names players give features</source>
        <translation>ukládat názvy, které hráči dávají územím</translation>
    </message>
    <message>
        <source>chain each game&apos;s events by their hashes</source>
        <translation>zřetězit události každé hry jejich otisky</translation>
    </message>
    <message>
        <source>keep the inns and cathedrals players note on features</source>
        <translation>ukládat hostince a katedrály, které hráči zaznamenávají u území</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score over the turns</source>
        <translation>Skóre v průběhu tahů</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tah</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Body</translation>
    </message>
</context>
<context>
    <name>ScoreDialog</name>
    <message numerus="yes">
        <source>Score (%n point(s))</source>
        <extracomment>the button that scores the feature: %n the most points a player gets from it</extracomment>
        <translation>
            <numerusform>Vyhodnotit (%n bod)</numerusform>
            <numerusform>Vyhodnotit (%n body)</numerusform>
            <numerusform>Vyhodnotit (%n bodů)</numerusform>
        </translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Vyhodnotit</translation>
    </message>
    <message>
        <source>Nothing to count: confirm to score it.</source>
        <translation>Není co počítat: potvrďte vyhodnocení.</translation>
    </message>
    <message>
        <source>Circus and acrobat tiles around %1&apos;s ringmaster</source>
        <extracomment>%1 player name</extracomment>
        <translation>Kartičky s manéží a cvičištěm kolem ředitele hráče %1</translation>
    </message>
    <message>
        <source>Score %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>Vyhodnotit: %1</translation>
    </message>
    <message>
        <source>no more than its tiles</source>
        <extracomment>why a field bounded by the tiles (the coats of arms) takes no more: a feature has no more than one per tile</extracomment>
        <translation>ne víc než kartiček</translation>
    </message>
</context>
<context>
    <name>ScoreStep</name>
    <message numerus="yes">
        <source>%n feature(s) to score</source>
        <extracomment>%n how many completed features may be scored now</extracomment>
        <translation>
            <numerusform>%n území k vyhodnocení</numerusform>
            <numerusform>%n území k vyhodnocení</numerusform>
            <numerusform>%n území k vyhodnocení</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to score</source>
        <translation>Nic k vyhodnocení</translation>
    </message>
    <message>
        <source>Completed features (S)</source>
        <translation>Dokončená území (S)</translation>
    </message>
    <message>
        <source>No road, city, monastery, castle or cemetery is occupied.</source>
        <translation>Žádná cesta, město, klášter, zámek ani hřbitov nejsou obsazené.</translation>
    </message>
    <message>
        <source>Score %1</source>
        <extracomment>%1 a feature (&quot;road r3&quot;)</extracomment>
        <translation>Vyhodnotit: %1</translation>
    </message>
    <message>
        <source>Take the city&apos;s goods (W)…</source>
        <translation>Vzít zboží z města (W)…</translation>
    </message>
</context>
<context>
    <name>ScoringFigures</name>
    <message>
        <source>scoring meeple</source>
        <translation>počítací družiník</translation>
    </message>
    <message>
        <source>meeple</source>
        <translation>počítací družiník</translation>
    </message>
    <message>
        <source>messenger</source>
        <translation>dáma</translation>
    </message>
</context>
<context>
    <name>ScoringTrack</name>
    <message>
        <source>%1: %2 on %3</source>
        <extracomment>%1 the player&apos;s name, %2 the figure (scoring meeple, messenger or robber), %3 the space (a number)</extracomment>
        <translation>%1: %2 na políčku %3</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Seat %1</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Místo %1</translation>
    </message>
    <message>
        <source>Player %1&apos;s name</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Jméno hráče %1</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Jméno hráče %1</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Barva hráče %1</translation>
    </message>
    <message>
        <source>(taken)</source>
        <translation>(obsazená)</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Nahoru</translation>
    </message>
    <message>
        <source>Move up (earlier in the turn order)</source>
        <translation>Nahoru (dříve v pořadí tahů)</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Dolů</translation>
    </message>
    <message>
        <source>Move down (later in the turn order)</source>
        <translation>Dolů (později v pořadí tahů)</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Odebrat tohoto hráče</translation>
    </message>
    <message>
        <source>Language of player %1</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Jazyk hráče %1</translation>
    </message>
    <message>
        <source>Language of player %1: %2</source>
        <extracomment>%1 the seat&apos;s number, from 1, %2 the language&apos;s name</extracomment>
        <translation>Jazyk hráče %1: %2</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>A game needs at least 2 players.</source>
        <translation>Hra potřebuje alespoň 2 hráče.</translation>
    </message>
    <message>
        <source>Player %1 has no name yet.</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Hráč %1 zatím nemá jméno.</translation>
    </message>
    <message>
        <source>Two players are called %1: add a letter to tell them apart.</source>
        <extracomment>%1 the name both players have</extracomment>
        <translation>Dva hráči se jmenují %1: přidejte písmeno, aby se dali rozlišit.</translation>
    </message>
    <message>
        <source>◀ Library</source>
        <translation>◀ Knihovna</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Jazyk</translation>
    </message>
    <message>
        <source>Players in seating order (%1 of 6)</source>
        <extracomment>%1 how many players are seated (2 to 6)</extracomment>
        <translation>Hráči v pořadí u stolu (%1 ze 6)</translation>
    </message>
    <message>
        <source>+ Add a player</source>
        <translation>+ Přidat hráče</translation>
    </message>
    <message>
        <source>Regulars — click to seat them:</source>
        <translation>Stálí hráči — kliknutím je usadíte:</translation>
    </message>
    <message>
        <source>Expansions on the table</source>
        <translation>Rozšíření na stole</translation>
    </message>
    <message>
        <source>Start the game (Ctrl+Enter)</source>
        <translation>Začít hru (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Player %1&apos;s name holds a control character or a text-direction override: type it again without it.</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Jméno hráče %1 obsahuje řídicí znak nebo znak, který mění směr textu: napište ho znovu bez něj.</translation>
    </message>
    <message>
        <source>Big Box</source>
        <extracomment>The preset for the boxed edition &quot;Carcassonne Big Box&quot; (the base game with The Abbot, Inns and Cathedrals and Traders and Builders): use the name it is sold under in your language</extracomment>
        <translation>Carcassonne Big Box</translation>
    </message>
    <message>
        <source>Turns on or off together: %1. The other expansions stay as they are.</source>
        <extracomment>%1 the Big Box&apos;s expansions&apos; names, one after the other</extracomment>
        <translation>Zapíná nebo vypíná společně: %1. Ostatní rozšíření zůstávají, jak jsou.</translation>
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
        <translation>Importovat záznam…</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Rozehraná hra</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>one player of the game to resume: %1 the name, %2 the score</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Hry</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Všechny</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Rozehraná</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Dohraná</translation>
    </message>
    <message>
        <source>Delete the game of %1? It cannot be brought back (export it first to keep a copy).</source>
        <extracomment>%1 is the game&apos;s title, or when it has none the players&apos; names joined by commas (never a date)</extracomment>
        <translation>Smazat hru „%1“? Nepůjde ji obnovit (nejdřív ji exportujte, abyste si ponechali kopii).</translation>
    </message>
    <message>
        <source>No games here yet</source>
        <translation>Zatím tu nejsou žádné hry</translation>
    </message>
    <message>
        <source>Start a new game, or import a record file from another table.</source>
        <translation>Začněte novou hru, nebo importujte záznam z jiného stolu.</translation>
    </message>
    <message>
        <source>Import a game record</source>
        <translation>Importovat záznam hry</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Záznamy her (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Export the game record</source>
        <translation>Exportovat záznam hry</translation>
    </message>
    <message>
        <source>Delete this game?</source>
        <translation>Smazat tuto hru?</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Smazat</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Jazyk</translation>
    </message>
    <message>
        <source>About</source>
        <translation>O aplikaci</translation>
    </message>
    <message>
        <source>The game was exported to %1.</source>
        <extracomment>%1 is the path of the file written</extracomment>
        <translation>Partie byla exportována do %1.</translation>
    </message>
    <message>
        <source>Export</source>
        <extracomment>The button of the export&apos;s file dialog that writes the file</extracomment>
        <translation>Exportovat</translation>
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
        <translation>Ponechat neporušené události jako novou hru</translation>
    </message>
    <message>
        <source>No game in progress</source>
        <translation>Žádná rozehraná hra</translation>
    </message>
    <message>
        <source>No finished game yet</source>
        <translation>Zatím žádná dohraná hra</translation>
    </message>
    <message>
        <source>Start a new game, or show all games.</source>
        <translation>Začněte novou hru, nebo zobrazte všechny hry.</translation>
    </message>
</context>
<context>
    <name>StatisticsPanel</name>
    <message>
        <source>Players&apos; statistics</source>
        <translation>Statistiky hráčů</translation>
    </message>
    <message>
        <source>Statistics appear once games with named players are stored.</source>
        <translation>Statistiky se objeví, jakmile budou uloženy hry s pojmenovanými hráči.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Games finished</source>
        <translation>Dohrané hry</translation>
    </message>
    <message>
        <source>Games in progress</source>
        <translation>Rozehrané hry</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Výhry</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Průměrné skóre</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Nejlepší skóre</translation>
    </message>
    <message>
        <source>Points by source (finished games)</source>
        <translation>Body podle původu (dohrané hry)</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <source>No space holds another player&apos;s scoring figure: %1&apos;s robber cannot be placed now.</source>
        <extracomment>%1 the robber&apos;s owner&apos;s name</extracomment>
        <translation>Na žádném políčku nestojí počítací figurka jiného hráče: zbojníka hráče %1 teď nelze umístit.</translation>
    </message>
    <message>
        <source>◀ Library</source>
        <translation>◀ Knihovna</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Znovu</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Výsledky</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Závěrečné vyhodnocení</translation>
    </message>
    <message>
        <source>Where does %1&apos;s robber go? Click a highlighted space.</source>
        <extracomment>%1 the robber&apos;s owner&apos;s name</extracomment>
        <translation>Kam půjde zbojník hráče %1? Klikněte na zvýrazněné políčko.</translation>
    </message>
    <message>
        <source>Space %1 takes no robber of %2&apos;s now: choose a highlighted space.</source>
        <extracomment>%1 a track space, %2 the robber&apos;s owner</extracomment>
        <translation>Políčko %1 teď zbojníka hráče %2 nepřijme: vyberte zvýrazněné políčko.</translation>
    </message>
    <message>
        <source>Language (Ctrl+Shift+L)</source>
        <extracomment>The key that opens the list of languages</extracomment>
        <translation>Jazyk (Ctrl+Shift+L)</translation>
    </message>
    <message>
        <source>Language: %1</source>
        <extracomment>%1 the language the table speaks, in its own words (&quot;Deutsch&quot;)</extracomment>
        <translation>Jazyk: %1</translation>
    </message>
    <message>
        <source>Dark</source>
        <extracomment>The theme&apos;s names, as the start screen&apos;s switch calls them</extracomment>
        <translation>Tmavý</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Světlý</translation>
    </message>
    <message>
        <source>Desktop</source>
        <translation>Podle plochy</translation>
    </message>
    <message>
        <source>Theme: %1 (Ctrl+Shift+T)</source>
        <extracomment>%1 the theme in use (Light, Dark, Desktop)</extracomment>
        <translation>Motiv: %1 (Ctrl+Shift+T)</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Red</source>
        <translation>Červená</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Modrá</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Zelená</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Žlutá</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Černá</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Šedá</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Růžová</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Fialová</translation>
    </message>
</context>
<context>
    <name>ThemeSwitch</name>
    <message>
        <source>Theme</source>
        <translation>Motiv</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>Motiv:</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Světlý</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Tmavý</translation>
    </message>
    <message>
        <source>Desktop</source>
        <extracomment>The theme that follows the desktop&apos;s light or dark look.</extracomment>
        <translation>Podle plochy</translation>
    </message>
</context>
<context>
    <name>TowerDialog</name>
    <message>
        <source>Add a tower floor</source>
        <translation>Přidat dílek věže</translation>
    </message>
    <message>
        <source>Add the floor</source>
        <translation>Přidat dílek</translation>
    </message>
    <message>
        <source>Add the floor and capture</source>
        <translation>Přidat dílek a zajmout</translation>
    </message>
    <message>
        <source>No tower floors left in the supply.</source>
        <translation>V zásobě už nejsou žádné dílky věže.</translation>
    </message>
    <message numerus="yes">
        <source>Which tower? (%n floor(s) left)</source>
        <extracomment>%n how many tower floors the active player has left</extracomment>
        <translation>
            <numerusform>Která věž? (zbývá %n dílek)</numerusform>
            <numerusform>Která věž? (zbývají %n dílky)</numerusform>
            <numerusform>Která věž? (zbývá %n dílků)</numerusform>
        </translation>
    </message>
    <message>
        <source>A new tower</source>
        <translation>Nová věž</translation>
    </message>
    <message>
        <source>Capture a figure?</source>
        <translation>Zajmout figurku?</translation>
    </message>
    <message>
        <source>No capture</source>
        <translation>Bez zajetí</translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message>
        <source>%1&apos;s turn</source>
        <extracomment>%1 the active player&apos;s name</extracomment>
        <translation>Na tahu je %1</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Hra skončila</translation>
    </message>
    <message>
        <source>No turn yet</source>
        <translation>Zatím žádný tah</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <extracomment>%1 the turn&apos;s number</extracomment>
        <translation>Tah %1</translation>
    </message>
    <message>
        <source>Begin the first turn: %1 (N)</source>
        <extracomment>%1 the name of the player who begins; (N) the key that does it</extracomment>
        <translation>Začít první tah: %1 (N)</translation>
    </message>
    <message>
        <source>End turn → %1 (N)</source>
        <extracomment>%1 the next player&apos;s name; N is the key</extracomment>
        <translation>Ukončit tah → %1 (N)</translation>
    </message>
    <message>
        <source>%1&apos;s robber still has to choose whom it robs: choose, then end the turn.</source>
        <extracomment>%1 the robber&apos;s owner</extracomment>
        <translation>Zbojník hráče %1 ještě musí zvolit, koho oloupí: zvolte a pak ukončete tah.</translation>
    </message>
    <message>
        <source>Place another figure this turn?</source>
        <translation>Umístit v tomto tahu další figurku?</translation>
    </message>
    <message>
        <source>Place another</source>
        <translation>Umístit další</translation>
    </message>
    <message>
        <source>The last tile is placed: final scoring (F)…</source>
        <translation>Poslední kartička je přiložena: závěrečné vyhodnocení (F)…</translation>
    </message>
    <message>
        <source>Add a tower floor this turn too?</source>
        <translation>Přidat v tomto tahu také dílek věže?</translation>
    </message>
    <message>
        <source>%1 has already placed a figure or added a tower floor this turn, and a turn takes one of them. Enter another anyway?</source>
        <extracomment>%1 the active player; placing a figure and adding a tower floor are the turn&apos;s one action</extracomment>
        <translation>%1 už v tomto tahu umístil(a) figurku nebo přidal(a) dílek věže, a v jednom tahu se provádí jen jedno z toho. Přesto zadat další?</translation>
    </message>
    <message>
        <source>Add a floor</source>
        <translation>Přidat dílek</translation>
    </message>
    <message>
        <source>A message is still owed</source>
        <translation>Dopis ještě nebyl vylosován</translation>
    </message>
    <message>
        <source>%1&apos;s scoring figure ended a move on a dark space: %1 draws a message before the turn ends.</source>
        <extracomment>%1 the active player</extracomment>
        <translation>Počítací figurka hráče %1 skončila pohyb na tmavém políčku: %1 si před koncem tahu vylosuje dopis.</translation>
    </message>
    <message>
        <source>Draw the message</source>
        <translation>Vylosovat dopis</translation>
    </message>
    <message>
        <source>End the turn without it</source>
        <translation>Ukončit tah bez dopisu</translation>
    </message>
    <message>
        <source>The builder&apos;s second tile: place it and score what it completes.</source>
        <translation>Druhá kartička od stavitele: přiložte ji a vyhodnoťte, co dokončí.</translation>
    </message>
    <message>
        <source>The tile extended my builder&apos;s road or city: second tile (D)</source>
        <translation>Kartička rozšířila cestu nebo město mého stavitele: druhá kartička (D)</translation>
    </message>
</context>
<context>
    <name>ValueFields</name>
    <message>
        <source>Tiles</source>
        <translation>Kartičky</translation>
    </message>
    <message>
        <source>Coats of arms</source>
        <translation>Erby</translation>
    </message>
    <message>
        <source>Tiles with mist</source>
        <translation>Kartičky s mlhou</translation>
    </message>
    <message>
        <source>Completed cities bordering it</source>
        <translation>Sousední dokončená města</translation>
    </message>
    <message>
        <source>Circus and acrobat tiles around the ringmaster</source>
        <translation>Kartičky s manéží a cvičištěm kolem ředitele</translation>
    </message>
    <message>
        <source>An inn on the road</source>
        <translation>Hostinec na cestě</translation>
    </message>
    <message>
        <source>A cathedral in the city</source>
        <translation>Katedrála ve městě</translation>
    </message>
</context>
<context>
    <name>Warnings</name>
    <message>
        <source>%1 owed a message and did not draw one.</source>
        <extracomment>%1 is a player&apos;s name.</extracomment>
        <translation>Hráči %1 náležel dopis, ale nebyl vylosován.</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>cannot read %1: %2</source>
        <extracomment>%1 the record file&apos;s path, %2 the system&apos;s reason</extracomment>
        <translation>nelze přečíst %1: %2</translation>
    </message>
    <message>
        <source>event %1</source>
        <extracomment>the start of a ledger line: %1 the number of the event in the record</extracomment>
        <translation>událost %1</translation>
    </message>
    <message>
        <source>Scores:</source>
        <translation>Skóre:</translation>
    </message>
    <message>
        <source>Replays a meeple-ledger/1 game record and prints what the table owes, or explains every payout.</source>
        <translation>Přehraje záznam hry meeple-ledger/1 a vypíše, co komu náleží, nebo vysvětlí každé připsání bodů.</translation>
    </message>
    <message>
        <source>the record file, or - for standard input</source>
        <translation>soubor se záznamem, nebo - pro standardní vstup</translation>
    </message>
    <message>
        <source>error: there is no %1 translation; the languages are: %2</source>
        <extracomment>%1 the language code asked for, %2 the codes there are (&quot;en, de, fr…&quot;)</extracomment>
        <translation>chyba: překlad „%1“ neexistuje; dostupné jazyky: %2</translation>
    </message>
    <message>
        <source>Explain in this language: %1 (default: the system&apos;s language, else en).</source>
        <extracomment>%1 the language codes (&quot;en, de, fr…&quot;)</extracomment>
        <translation>Jazyk vysvětlení: %1 (výchozí: jazyk systému, jinak en).</translation>
    </message>
    <message>
        <source>code</source>
        <translation>kód</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli [--lang code] replay|explain FILE (- reads standard input)</source>
        <translation>použití: meeple-ledger-cli [--lang kód] replay|explain SOUBOR (- čte standardní vstup)</translation>
    </message>
    <message>
        <source>error: %1</source>
        <extracomment>%1 what went wrong, a sentence of its own
----------
%1 why the record could not be read, a sentence of its own</extracomment>
        <translation>chyba: %1</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>standardní vstup</translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <extracomment>%1 is the file name, or &quot;standard input&quot;</extracomment>
        <translation>%1 je prázdný</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB, the most a game record can be</source>
        <extracomment>%1 is the file name, or &quot;standard input&quot;; %2 the largest size of a record in MiB (16)</extracomment>
        <translation>%1 je větší než %2 MiB, což je nejvíc, kolik záznam hry smí mít</translation>
    </message>
    <message>
        <source>error: the record is too large to read in the memory available</source>
        <translation>chyba: záznam hry je příliš velký, aby se dal načíst v dostupné paměti</translation>
    </message>
    <message>
        <source>error: could not write the output: %1</source>
        <extracomment>%1 is the system&apos;s reason, such as &quot;No space left on device&quot;</extracomment>
        <translation>chyba: výstup nelze zapsat: %1</translation>
    </message>
    <message>
        <source>error: could not write to standard output</source>
        <translation>chyba: nelze zapisovat na standardní výstup</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>dohraná</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>rozehraná</translation>
    </message>
    <message>
        <source>imported %1 as game %2</source>
        <extracomment>%1 the record file, %2 the number of the new game in the library</extracomment>
        <translation>%1 importováno jako hra %2</translation>
    </message>
    <message>
        <source>%1 is not a game number</source>
        <extracomment>%1 what was given where a game&apos;s number belongs</extracomment>
        <translation>%1 není číslo hry</translation>
    </message>
    <message>
        <source>there is no game library at %1</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>v %1 není žádná knihovna her</translation>
    </message>
    <message>
        <source>fork of game %1</source>
        <extracomment>%1 the number of the game in the library this one is a fork of</extracomment>
        <translation>jiná verze hry %1</translation>
    </message>
    <message>
        <source>%1 unchanged: game %2 already holds all of it</source>
        <extracomment>%1 the record file, %2 the number of the game in the library that already holds it</extracomment>
        <translation>%1 beze změny: hra %2 už obsahuje vše z něj</translation>
    </message>
    <message>
        <source>imported %1 as game %2, kept as a fork of game %3</source>
        <extracomment>%1 the record file, %2 the number of the new game, %3 the stored game it differs from</extracomment>
        <translation>%1 importováno jako hra %2, zachováno jako jiná verze hry %3</translation>
    </message>
    <message numerus="yes">
        <source>updated game %2 from %1: %n event(s) added</source>
        <extracomment>%1 the record file, %2 the number of the game in the library, %n how many events it gained</extracomment>
        <translation>
            <numerusform>hra %2 aktualizována z %1: přidána %n událost</numerusform>
            <numerusform>hra %2 aktualizována z %1: přidány %n události</numerusform>
            <numerusform>hra %2 aktualizována z %1: přidáno %n událostí</numerusform>
        </translation>
    </message>
    <message>
        <source>command</source>
        <extracomment>In --help, the name of the first argument: &quot;meeple-ledger-cli [options] command file&quot;</extracomment>
        <translation>příkaz</translation>
    </message>
    <message>
        <source>file</source>
        <extracomment>In --help, the value of --library: &quot;--library &lt;file&gt;&quot;
----------
In --help, the name of the second argument, the record file: &quot;meeple-ledger-cli [options] command file&quot;</extracomment>
        <translation>soubor</translation>
    </message>
    <message>
        <source>a season needs --season NAME, --from YYYY-MM-DD and --to YYYY-MM-DD together</source>
        <translation>sezóna potřebuje společně --season NÁZEV, --from RRRR-MM-DD a --to RRRR-MM-DD</translation>
    </message>
    <message>
        <source>%1 %2 is not a day written YYYY-MM-DD</source>
        <extracomment>%1 the option (--from or --to), %2 what was given after it</extracomment>
        <translation>%1 %2 není den zapsaný jako RRRR-MM-DD</translation>
    </message>
    <message>
        <source>--to %1 comes before --from %2</source>
        <extracomment>%1 the season&apos;s last day, %2 its first day, both YYYY-MM-DD</extracomment>
        <translation>--to %1 je dříve než --from %2</translation>
    </message>
    <message>
        <source>the season&apos;s name is empty</source>
        <translation>název sezóny je prázdný</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>pořadí</translation>
    </message>
    <message>
        <source>player</source>
        <translation>hráč</translation>
    </message>
    <message>
        <source>games</source>
        <translation>hry</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>výhry</translation>
    </message>
    <message>
        <source>avg points</source>
        <translation>prům. body</translation>
    </message>
    <message>
        <source>avg place</source>
        <translation>prům. pořadí</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>hodnocení</translation>
    </message>
    <message>
        <source>league takes no %1; %2</source>
        <extracomment>%1 the first word the command does not take, %2 the usage line</extracomment>
        <translation>league nepřijímá %1; %2</translation>
    </message>
    <message>
        <source>no finished games in this season</source>
        <translation>v této sezóně nejsou žádné dohrané hry</translation>
    </message>
    <message numerus="yes">
        <source>%1: pushed revision %2 (%n event(s))</source>
        <extracomment>%1 the game&apos;s UUID, %2 its revision number, %n its events</extracomment>
        <translation>
            <numerusform>%1: odeslána revize %2 (%n událost)</numerusform>
            <numerusform>%1: odeslána revize %2 (%n události)</numerusform>
            <numerusform>%1: odeslána revize %2 (%n událostí)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: unchanged (the server holds revision %2)</source>
        <extracomment>%1 the game&apos;s UUID, %2 its revision number</extracomment>
        <translation>%1: beze změny (server má revizi %2)</translation>
    </message>
    <message>
        <source>%1: deleted on the server</source>
        <extracomment>%1 the game&apos;s UUID</extracomment>
        <translation>%1: smazána na serveru</translation>
    </message>
    <message>
        <source>the server&apos;s address: %1</source>
        <extracomment>%1 why the server&apos;s address cannot be read</extracomment>
        <translation>adresa serveru: %1</translation>
    </message>
    <message>
        <source>the connection to the club server was encrypted (TLS)</source>
        <translation>připojení ke klubovému serveru bylo šifrované (TLS)</translation>
    </message>
    <message>
        <source>the connection to the club server was not encrypted</source>
        <translation>připojení ke klubovému serveru nebylo šifrované</translation>
    </message>
    <message>
        <source>--save-season needs --server and a whole season; %1</source>
        <extracomment>%1 the usage line</extracomment>
        <translation>--save-season potřebuje --server a celou sezónu; %1</translation>
    </message>
    <message>
        <source>The game library file (default: the app&apos;s own, %1).</source>
        <extracomment>%1 the path of the app&apos;s own game library</extracomment>
        <translation>Soubor knihovny her (výchozí: soubor aplikace, %1).</translation>
    </message>
    <message>
        <source>Lists the command&apos;s options.</source>
        <translation>Vypíše volby příkazu.</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli league [--library FILE] [--season NAME --from YYYY-MM-DD --to YYYY-MM-DD] [--csv OUT] | league --server ADDRESS [--season NAME [--from YYYY-MM-DD --to YYYY-MM-DD [--save-season]]] [--csv OUT]</source>
        <translation>použití: meeple-ledger-cli league [--library SOUBOR] [--season NÁZEV --from RRRR-MM-DD --to RRRR-MM-DD] [--csv VÝSTUP] | league --server ADRESA [--season NÁZEV [--from RRRR-MM-DD --to RRRR-MM-DD [--save-season]]] [--csv VÝSTUP]</translation>
    </message>
    <message>
        <source>Prints a season&apos;s standings over the finished games of a library (the app&apos;s own by default) or of the club&apos;s server.</source>
        <translation>Vypíše pořadí sezóny z dohraných her knihovny (výchozí je knihovna aplikace) nebo klubového serveru.</translation>
    </message>
    <message>
        <source>The club server&apos;s games instead (a postgresql:// URL or a libpq connection string).</source>
        <translation>Místo toho hry z klubového serveru (URL postgresql:// nebo připojovací řetězec libpq).</translation>
    </message>
    <message>
        <source>address</source>
        <extracomment>In --help, the value of --server: &quot;--server &lt;address&gt;&quot;</extracomment>
        <translation>adresa</translation>
    </message>
    <message>
        <source>The season&apos;s name.</source>
        <extracomment>In --help, the value of --season: &quot;--season &lt;name&gt;&quot;</extracomment>
        <translation>Název sezóny.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>název</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <extracomment>In --help, the value of --from and --to: &quot;--from &lt;YYYY-MM-DD&gt;&quot;</extracomment>
        <translation>RRRR-MM-DD</translation>
    </message>
    <message>
        <source>The season&apos;s first day (UTC).</source>
        <translation>První den sezóny (UTC).</translation>
    </message>
    <message>
        <source>The season&apos;s last day (UTC).</source>
        <translation>Poslední den sezóny (UTC).</translation>
    </message>
    <message>
        <source>With --server: keeps the season on the server.</source>
        <translation>S --server: uloží sezónu na serveru.</translation>
    </message>
    <message>
        <source>Also writes the standings as CSV.</source>
        <translation>Zapíše pořadí navíc ve formátu CSV.</translation>
    </message>
    <message>
        <source>league takes --library FILE or --server ADDRESS, not both; %1</source>
        <extracomment>%1 the usage line</extracomment>
        <translation>league přijímá buď --library SOUBOR, nebo --server ADRESA, ne obojí; %1</translation>
    </message>
    <message>
        <source>Imports game records; a game it holds already is updated, never stored twice.</source>
        <translation>Importuje záznamy her; hra, kterou knihovna už obsahuje, se aktualizuje a nikdy se neuloží dvakrát.</translation>
    </message>
    <message>
        <source>Lists the games: number, date (UTC), players with scores, state.</source>
        <translation>Vypíše hry: číslo, datum (UTC), hráči se skóre, stav.</translation>
    </message>
    <message>
        <source>Writes a game&apos;s record to OUT, or to standard output.</source>
        <translation>Zapíše záznam hry do OUT, nebo na standardní výstup.</translation>
    </message>
    <message>
        <source>Names the library; prints its name and device id.</source>
        <translation>Pojmenuje knihovnu; vypíše její název a ID zařízení.</translation>
    </message>
    <message>
        <source>Copies the whole library, even while the app runs.</source>
        <translation>Zkopíruje celou knihovnu, i když aplikace běží.</translation>
    </message>
    <message>
        <source>Replaces the library with a backup.</source>
        <translation>Nahradí knihovnu zálohou.</translation>
    </message>
    <message>
        <source>Writes one row per player per game as CSV.</source>
        <translation>Zapíše ve formátu CSV jeden řádek za každého hráče v každé hře.</translation>
    </message>
    <message>
        <source>Prints the path of the library file.</source>
        <translation>Vypíše cestu k souboru knihovny.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Příkazy:</translation>
    </message>
    <message>
        <source>Works on a game library: the app&apos;s own, or the file --library names.</source>
        <translation>Pracuje s knihovnou her: s knihovnou aplikace, nebo se souborem, který určí --library.</translation>
    </message>
    <message>
        <source>With list: the games as JSON.</source>
        <translation>S list: hry ve formátu JSON.</translation>
    </message>
    <message>
        <source>With csv: finished games only.</source>
        <translation>S csv: jen dohrané hry.</translation>
    </message>
    <message>
        <source>One of the commands below.</source>
        <translation>Jeden z příkazů níže.</translation>
    </message>
    <message>
        <source>Prints what a game record comes to, as JSON.</source>
        <translation>Vypíše ve formátu JSON výsledek záznamu hry.</translation>
    </message>
    <message>
        <source>Explains every payout of a game record, a line each.</source>
        <translation>Vysvětlí každé připsání bodů v záznamu hry, každé na samostatném řádku.</translation>
    </message>
    <message>
        <source>Imports, lists, exports, backs up and restores the games of a library.</source>
        <translation>Importuje, vypisuje, exportuje, zálohuje a obnovuje hry knihovny.</translation>
    </message>
    <message>
        <source>Prints a season&apos;s standings over a library&apos;s or the club&apos;s finished games.</source>
        <translation>Vypíše pořadí sezóny z dohraných her knihovny nebo klubu.</translation>
    </message>
    <message>
        <source>Pushes a library&apos;s games to the club&apos;s server.</source>
        <translation>Odešle hry knihovny na klubový server.</translation>
    </message>
    <message>
        <source>Each command&apos;s --help lists its options: meeple-ledger-cli library --help</source>
        <extracomment>The last line of --help</extracomment>
        <translation>Volby každého příkazu vypíše jeho --help: meeple-ledger-cli library --help</translation>
    </message>
    <message>
        <source>Pushes the games of a library (the app&apos;s own by default) to the club&apos;s server.</source>
        <translation>Odešle hry knihovny (výchozí je knihovna aplikace) na klubový server.</translation>
    </message>
    <message>
        <source>The club server: a postgresql:// URL or a libpq connection string.</source>
        <translation>Klubový server: URL postgresql:// nebo připojovací řetězec libpq.</translation>
    </message>
    <message>
        <source>url</source>
        <extracomment>In --help, the value of --server: &quot;--server &lt;url&gt;&quot;</extracomment>
        <translation>url</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli sync [--library FILE] --server URL (a postgresql:// URL or a libpq connection string)</source>
        <translation>použití: meeple-ledger-cli sync [--library SOUBOR] --server URL (URL postgresql:// nebo připojovací řetězec libpq)</translation>
    </message>
    <message>
        <source>Creates the club&apos;s roles, its schema and its tables (again: upgrades them, changes nothing else).</source>
        <translation>Vytvoří role, schéma a tabulky klubu (při opakování je aktualizuje a nic jiného nemění).</translation>
    </message>
    <message>
        <source>Creates a login for a table&apos;s laptop and prints its connection.</source>
        <translation>Vytvoří přihlašovací účet pro notebook stolu a vypíše připojení k němu.</translation>
    </message>
    <message>
        <source>Creates a login for an organiser and prints its connection.</source>
        <translation>Vytvoří přihlašovací účet pro organizátora a vypíše připojení k němu.</translation>
    </message>
    <message>
        <source>%1 is a club server (schema version %2); add each table&apos;s laptop with: meeple-ledger-cli club add-table NAME</source>
        <extracomment>%1 the database&apos;s name, %2 the schema&apos;s version</extracomment>
        <translation>%1 je klubový server (verze schématu %2); notebook každého stolu přidejte příkazem: meeple-ledger-cli club add-table NÁZEV</translation>
    </message>
    <message>
        <source>%1 exists already and keeps its password (--new-password makes a new one)</source>
        <extracomment>%1 a login&apos;s name</extracomment>
        <translation>%1 už existuje a ponechává si své heslo (--new-password vytvoří nové)</translation>
    </message>
    <message>
        <source>%1 can sync with this connection (keep it as a password):</source>
        <extracomment>%1 a login&apos;s name; the connection follows on the next line</extracomment>
        <translation>%1 se může synchronizovat přes toto připojení (uchovejte ho jako heslo):</translation>
    </message>
    <message>
        <source>The server&apos;s name as the laptops reach it, in the printed connection (default: the host of --server).</source>
        <translation>Název serveru, pod kterým je pro notebooky dostupný, ve vypsaném připojení (výchozí: hostitel z --server).</translation>
    </message>
    <message>
        <source>host</source>
        <extracomment>In --help, the value of --host: &quot;--host &lt;host&gt;&quot;</extracomment>
        <translation>hostitel</translation>
    </message>
    <message>
        <source>Gives a login that exists already a new password (its laptop needs the new connection).</source>
        <translation>Dá již existujícímu přihlašovacímu účtu nové heslo (notebook s tímto účtem pak potřebuje nové připojení).</translation>
    </message>
    <message>
        <source>Sets up the club&apos;s server and the logins of its tables and organisers.</source>
        <translation>Nastaví klubový server a přihlašovací účty stolů a organizátorů.</translation>
    </message>
    <message>
        <source>Gives a game to another table (its library&apos;s name or device id): that table&apos;s version counts from now on. The table that owns the game or an organiser may; --server is their own connection.</source>
        <translation>Předá hru jinému stolu (název knihovny stolu nebo id zařízení): od teď se počítá verze tohoto stolu. Smí to stůl, jemuž hra patří, nebo organizátor; --server je vlastní připojení toho, kdo hru předává.</translation>
    </message>
    <message>
        <source>game %1 belongs to %2 now: its version counts</source>
        <extracomment>%1 the game&apos;s UUID, %2 the table that owns it now</extracomment>
        <translation>hra %1 teď patří stolu %2: počítá se verze tohoto stolu</translation>
    </message>
    <message>
        <source>Makes a PostgreSQL database the club&apos;s server and gives each table and organiser a login, with a superuser&apos;s connection; hands a game over to another table, with its owner&apos;s or an organiser&apos;s.</source>
        <translation>S připojením superuživatele udělá z databáze PostgreSQL server klubu a dá každému stolu a organizátorovi přihlašovací účet; s připojením vlastníka hry nebo organizátora předá hru jinému stolu.</translation>
    </message>
    <message>
        <source>The club&apos;s database, a postgresql:// URL or a libpq connection string: a superuser&apos;s for setup and add-*, the owning table&apos;s or an organiser&apos;s for hand-over.</source>
        <translation>Databáze klubu, URL postgresql:// nebo připojovací řetězec libpq: superuživatele pro setup a add-*, stolu, jemuž hra patří, nebo organizátora pro hand-over.</translation>
    </message>
    <message>
        <source>With hand-over: the table that gets the game, by its library&apos;s name or its device id.</source>
        <translation>S hand-over: stůl, který hru dostane, podle názvu knihovny stolu nebo id zařízení.</translation>
    </message>
    <message>
        <source>table</source>
        <extracomment>In --help, the value of --to: &quot;--to &lt;table&gt;&quot;</extracomment>
        <translation>stůl</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>%1 a game&apos;s UUID, %2 its players&apos; names</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>awaiting the organiser: %1 holds another version of %2&apos;s game %3</source>
        <extracomment>%1 the table holding the version, %2 the table that owns the game, %3 the game (UUID and players)</extracomment>
        <translation>čeká na organizátora: %1 má jinou verzi hry stolu %2 %3</translation>
    </message>
    <message>
        <source>left out: the rules refuse %1&apos;s game %2</source>
        <extracomment>%1 the table, %2 the game (UUID and players)</extracomment>
        <translation>vynecháno: pravidla odmítají hru stolu %1 %2</translation>
    </message>
    <message>
        <source>a version counts once its table owns the game: meeple-ledger-cli club hand-over GAME --to TABLE --server ADDRESS</source>
        <translation>verze se počítá, až hra patří jejímu stolu: meeple-ledger-cli club hand-over HRA --to STŮL --server ADRESA</translation>
    </message>
    <message>
        <source>%1: pushed revision %2, kept for the organiser: the game belongs to %3, whose version the league counts</source>
        <extracomment>%1 the game&apos;s UUID, %2 its revision number, %3 the table that owns the game</extracomment>
        <translation>%1: odeslána revize %2, ponechána pro organizátora: hra patří stolu %3 a liga počítá verzi tohoto stolu</translation>
    </message>
    <message>
        <source>the season&apos;s name holds a control character or a text-direction override</source>
        <translation>název sezóny obsahuje řídicí znak nebo znak, který mění směr textu</translation>
    </message>
    <message>
        <source>the season&apos;s name is longer than %1 characters</source>
        <extracomment>%1 the longest a name may be (40)</extracomment>
        <translation>název sezóny je delší než %1 znaků</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli library [--library FILE] import RECORD… | list [--json] | export ID [OUT] | name [NAME] | backup OUT | restore IN | csv [--finished] [ID…] [OUT] | keep-intact ID | where</source>
        <translation>použití: meeple-ledger-cli library [--library SOUBOR] import ZÁZNAM… | list [--json] | export ČÍSLO [VÝSTUP] | name [NÁZEV] | backup VÝSTUP | restore VSTUP | csv [--finished] [ČÍSLO…] [VÝSTUP] | keep-intact ČÍSLO | where</translation>
    </message>
    <message>
        <source>Keeps the events of a game changed outside the app, up to the first changed one, as a new game.</source>
        <translation>Ponechá události hry změněné mimo aplikaci, až po první změněnou, jako novou hru.</translation>
    </message>
    <message>
        <source>note: game %1 was changed outside Meeple Ledger at its event %2; the backup holds it as it is (library keep-intact %1 keeps the events before)</source>
        <extracomment>%1 the game&apos;s number, %2 the event&apos;s index in it</extracomment>
        <translation>poznámka: hra %1 byla změněna mimo Meeple Ledger u události %2; záloha ji obsahuje, jak je (library keep-intact %1 ponechá události před ní)</translation>
    </message>
    <message>
        <source>game %1 holds the intact events of game %2</source>
        <extracomment>%1 the new game&apos;s number, %2 the changed game&apos;s number</extracomment>
        <translation>hra %1 obsahuje neporušené události hry %2</translation>
    </message>
    <message>
        <source>%1: not pushed: %2</source>
        <extracomment>%1 the game&apos;s UUID, %2 the library&apos;s sentence saying which event was changed</extracomment>
        <translation>%1: neodesláno: %2</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli club setup | add-table NAME | add-organiser NAME --server ADDRESS [--host HOST] [--new-password] | club hand-over GAME --to TABLE --server ADDRESS | club check-results --server ADDRESS [--repair]</source>
        <translation>použití: meeple-ledger-cli club setup | add-table NÁZEV | add-organiser NÁZEV --server ADRESA [--host HOSTITEL] [--new-password] | club hand-over HRA --to STŮL --server ADRESA | club check-results --server ADRESA [--repair]</translation>
    </message>
    <message>
        <source>Replays every counted game on the server and compares it with the result kept beside it, which the league reads; lists each that differs or is missing. --repair (an organiser&apos;s connection) keeps the replay&apos;s result instead.</source>
        <translation>Přehraje každou započítanou hru na serveru a porovná ji s výsledkem uloženým vedle ní, který čte liga; vypíše každý, který se liší nebo chybí. --repair (připojení organizátora) místo něj uloží výsledek přehrání.</translation>
    </message>
    <message>
        <source>refused by the rules</source>
        <translation>odmítnutá pravidly</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>a seat in a result: %1 the player&apos;s name, %2 the score</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>finished: %1</source>
        <extracomment>%1 the seats with their scores (&quot;Ana 32, Ben 25&quot;)</extracomment>
        <translation>dohraná: %1</translation>
    </message>
    <message>
        <source>game %1 (%2, revision %3)</source>
        <extracomment>%1 the game&apos;s UUID, %2 the table holding it, %3 the revision</extracomment>
        <translation>hra %1 (%2, revize %3)</translation>
    </message>
    <message>
        <source>%1: no result kept; its events replay to %2</source>
        <extracomment>%1 the version (&quot;game UUID (Table 3, revision 12)&quot;), %2 its replayed result</extracomment>
        <translation>%1: žádný uložený výsledek; její události se přehrají na %2</translation>
    </message>
    <message>
        <source>%1: kept %2, but its events replay to %3</source>
        <extracomment>%1 the version, %2 the result kept on the server, %3 the replayed result</extracomment>
        <translation>%1: uloženo %2, ale její události se přehrají na %3</translation>
    </message>
    <message numerus="yes">
        <source>%n counted game(s) checked: every kept result is what its events replay to</source>
        <extracomment>%n the games checked</extracomment>
        <translation>
            <numerusform>zkontrolována %n započítaná hra: každý uložený výsledek odpovídá přehrání jejích událostí</numerusform>
            <numerusform>zkontrolovány %n započítané hry: každý uložený výsledek odpovídá přehrání jejich událostí</numerusform>
            <numerusform>zkontrolováno %n započítaných her: každý uložený výsledek odpovídá přehrání jejich událostí</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counted game(s) checked: %1 result(s) kept anew from the replay</source>
        <extracomment>%n the games checked, %1 how many results were kept anew</extracomment>
        <translation>
            <numerusform>zkontrolována %n započítaná hra: výsledků uložených znovu z přehrání: %1</numerusform>
            <numerusform>zkontrolovány %n započítané hry: výsledků uložených znovu z přehrání: %1</numerusform>
            <numerusform>zkontrolováno %n započítaných her: výsledků uložených znovu z přehrání: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counted game(s) checked: %1 kept result(s) differ from the replay (--repair keeps the replay&apos;s)</source>
        <extracomment>%n the games checked, %1 how many differ</extracomment>
        <translation>
            <numerusform>zkontrolována %n započítaná hra: uložených výsledků, které se liší od přehrání: %1 (--repair uloží výsledek přehrání)</numerusform>
            <numerusform>zkontrolovány %n započítané hry: uložených výsledků, které se liší od přehrání: %1 (--repair uloží výsledek přehrání)</numerusform>
            <numerusform>zkontrolováno %n započítaných her: uložených výsledků, které se liší od přehrání: %1 (--repair uloží výsledek přehrání)</numerusform>
        </translation>
    </message>
    <message>
        <source>With check-results: keeps each replayed result that differs from the kept one (an organiser&apos;s role).</source>
        <translation>S check-results: uloží každý výsledek přehrání, který se liší od uloženého (role organizátora).</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Keeps the score of a physical Carcassonne game.</source>
        <translation>Vede skóre partie Carcassonne hrané u stolu.</translation>
    </message>
    <message>
        <source>Show every screen once and quit; exit status 1 if one does not load cleanly. Uses a library of its own unless --library is given.</source>
        <translation>Zobrazit každou obrazovku jednou a skončit; návratový kód 1, pokud se některá nenačte bez chyb. Používá vlastní knihovnu, není-li zadáno --library.</translation>
    </message>
    <message>
        <source>The game library file to use instead of the default one.</source>
        <translation>Soubor knihovny her, který se použije místo výchozího.</translation>
    </message>
    <message>
        <source>The screen to show first: start, setup, table or final.</source>
        <translation>Obrazovka, která se zobrazí jako první: start, setup, table nebo final.</translation>
    </message>
    <message>
        <source>A meeple-ledger/1 game record to import and open.</source>
        <translation>Záznam hry meeple-ledger/1, který se naimportuje a otevře.</translation>
    </message>
    <message>
        <source>Quit as soon as the first frame is drawn (start-up timing).</source>
        <translation>Skončit, jakmile se vykreslí první snímek (měření spouštění).</translation>
    </message>
    <message>
        <source>The language to speak: en, de, fr, es, it, nl, pl or cs (kept for the next start).</source>
        <translation>Jazyk aplikace: en, de, fr, es, it, nl, pl nebo cs (zapamatuje se pro příští spuštění).</translation>
    </message>
    <message>
        <source>Set up a new game (in the running window if there is one).</source>
        <translation>Připravit novou hru (v otevřeném okně, pokud nějaké je).</translation>
    </message>
    <message>
        <source>Resume the unfinished game played last (in the running window if there is one).</source>
        <translation>Pokračovat v naposledy hrané nedokončené hře (v otevřeném okně, pokud nějaké je).</translation>
    </message>
    <message>
        <source>A game of Carcassonne is being scored</source>
        <translation>Probíhá počítání bodů partie Carcassonne</translation>
    </message>
    <message>
        <source>file</source>
        <extracomment>In --help, what an option takes: &quot;--library &lt;file&gt;&quot;</extracomment>
        <translation>soubor</translation>
    </message>
    <message>
        <source>name</source>
        <extracomment>In --help, what --screen takes: &quot;--screen &lt;name&gt;&quot;</extracomment>
        <translation>název</translation>
    </message>
    <message>
        <source>code</source>
        <extracomment>In --help, what --language takes: &quot;--language &lt;code&gt;&quot; (a language code such as de)</extracomment>
        <translation>kód</translation>
    </message>
    <message>
        <source>no display found; run it on a desktop, or headless with: %1</source>
        <extracomment>%1 the command that runs the app without a screen</extracomment>
        <translation>nebyla nalezena žádná obrazovka; spusťte program na ploše, nebo bez obrazovky příkazem: %1</translation>
    </message>
    <message>
        <source>give at most one game record</source>
        <translation>zadejte nejvýše jeden záznam hry</translation>
    </message>
    <message>
        <source>give only one of a game record, --new-game and --resume, and --screen with neither of the last two</source>
        <translation>zadejte jen jedno z: záznam hry, --new-game a --resume; a --screen jen bez obou posledních</translation>
    </message>
    <message>
        <source>--screen takes start, setup, table or final</source>
        <translation>--screen přijímá start, setup, table nebo final</translation>
    </message>
    <message>
        <source>--language takes one of %1</source>
        <extracomment>%1 the language codes, joined by &quot;, &quot;</extracomment>
        <translation>--language přijímá jeden z kódů: %1</translation>
    </message>
    <message>
        <source>record</source>
        <extracomment>In --help, the name of the optional argument, a game record: &quot;meeple-ledger [options] [record]&quot;</extracomment>
        <translation>záznam</translation>
    </message>
    <message>
        <source>self-test failed: QML warnings: %1</source>
        <extracomment>%1 how many warnings QML gave (a number, 1 or more)</extracomment>
        <translation>autotest selhal: varování QML: %1</translation>
    </message>
    <message>
        <source>self-test failed: the screens did not all load in time</source>
        <translation>autotest selhal: ne všechny obrazovky se načetly včas</translation>
    </message>
    <message>
        <source>self-test passed (every screen loaded, frames drawn)</source>
        <translation>autotest prošel (každá obrazovka načtena, snímky vykresleny)</translation>
    </message>
    <message>
        <source>self-test passed (every screen loaded, no frame drawn on this platform)</source>
        <translation>autotest prošel (každá obrazovka načtena, na této platformě nevykreslen žádný snímek)</translation>
    </message>
    <message>
        <source>self-test failed: the main QML object is not a window</source>
        <translation>autotest selhal: hlavní objekt QML není okno</translation>
    </message>
    <message>
        <source>--club-screen: %1</source>
        <extracomment>%1 why the club screen has no server to watch (a sentence)</extracomment>
        <translation>--club-screen: %1</translation>
    </message>
    <message>
        <source>The club&apos;s games are being shown</source>
        <translation>Zobrazují se hry klubu</translation>
    </message>
    <message>
        <source>Show the club screen (for a projector): every table&apos;s game in progress, live from the club server (the one set in the club settings, or --server).</source>
        <translation>Zobrazit obrazovku klubu (pro projektor): probíhající hru každého stolu, živě ze serveru klubu (nastaveného v nastavení klubu, nebo --server).</translation>
    </message>
    <message>
        <source>The club server for --club-screen: a libpq connection string or a postgresql:// URL (the password from ~/.pgpass or PGPASSWORD).</source>
        <translation>Server klubu pro --club-screen: připojovací řetězec libpq nebo adresa URL postgresql:// (heslo z ~/.pgpass nebo PGPASSWORD).</translation>
    </message>
    <message>
        <source>address</source>
        <extracomment>In --help, what --server takes: &quot;--server &lt;address&gt;&quot; (a connection string or URL)</extracomment>
        <translation>adresa</translation>
    </message>
    <message>
        <source>--server goes with --club-screen, which takes neither a record, --library nor --screen</source>
        <translation>--server patří k --club-screen, které nebere soubor hry, --library ani --screen</translation>
    </message>
    <message>
        <source>the app&apos;s models could not be loaded</source>
        <translation>data aplikace se nepodařilo načíst</translation>
    </message>
</context>
<context>
    <name>ml::ClubListener</name>
    <message>
        <source>listen for the tables&apos; pushes</source>
        <extracomment>what was being done, inside &quot;the club server refused to …&quot;</extracomment>
        <translation>naslouchání odesláním ze stolů</translation>
    </message>
</context>
<context>
    <name>ml::ClubSettings</name>
    <message>
        <source>Connected to %1; the connection is encrypted.</source>
        <extracomment>%1 the server&apos;s address (no password)</extracomment>
        <translation>Připojeno k %1; připojení je šifrované.</translation>
    </message>
    <message>
        <source>Connected to %1; the connection is not encrypted.</source>
        <extracomment>%1 the server&apos;s address (no password)</extracomment>
        <translation>Připojeno k %1; připojení není šifrované.</translation>
    </message>
    <message>
        <source>Not synced at %1 (trying again soon): %2</source>
        <extracomment>%1 the time of day, %2 what went wrong, a sentence of its own</extracomment>
        <translation>V %1 nesynchronizováno (brzy další pokus): %2</translation>
    </message>
    <message numerus="yes">
        <source>Synced with the club at %1: %n game(s) pushed.</source>
        <extracomment>%1 the time of day, %n how many games were pushed</extracomment>
        <translation>
            <numerusform>V %1 synchronizováno s klubem: odeslána %n hra.</numerusform>
            <numerusform>V %1 synchronizováno s klubem: odeslány %n hry.</numerusform>
            <numerusform>V %1 synchronizováno s klubem: odesláno %n her.</numerusform>
        </translation>
    </message>
    <message>
        <source>no club server is set (the start screen&apos;s Club button)</source>
        <translation>není nastaven žádný server klubu (tlačítko „Klub“ na úvodní obrazovce)</translation>
    </message>
    <message numerus="yes">
        <source>Synced with the club at %1 over a connection that is not encrypted: %n game(s) pushed.</source>
        <extracomment>%1 the time of day, %n how many games were pushed</extracomment>
        <translation>
            <numerusform>V %1 synchronizováno s klubem přes nešifrované připojení: odeslána %n hra.</numerusform>
            <numerusform>V %1 synchronizováno s klubem přes nešifrované připojení: odeslány %n hry.</numerusform>
            <numerusform>V %1 synchronizováno s klubem přes nešifrované připojení: odesláno %n her.</numerusform>
        </translation>
    </message>
</context>
</TS>
