<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Meeple Ledger</source>
        <translation>À propos de Meeple Ledger</translation>
    </message>
    <message>
        <source>Version %1</source>
        <extracomment>%1 is the version number, e.g. 0.1.0</extracomment>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>A scoring assistant for physical games of Carcassonne: the players keep their tiles and meeples on the table, the app counts and explains every point.</source>
        <translation>Un assistant de décompte pour les parties de Carcassonne sur table&#xa0;: les joueurs gardent leurs tuiles et leurs meeples sur la table, l’application compte et explique chaque point.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>Meeple Ledger is free software: you may share and change it under the GNU General Public License, version 3 or any later version (GPL-3.0-or-later). It comes with no warranty.</source>
        <translation>Meeple Ledger est un logiciel libre&#xa0;: vous pouvez le partager et le modifier selon les termes de la GNU General Public License, version 3 ou toute version ultérieure (GPL-3.0-or-later). Il est fourni sans aucune garantie.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>The rules follow the publishers&apos; rulebooks (Hans im Glück, and Z-Man Games&apos; English edition where a game option chooses it) and the pages of each expansion on Wikicarpedia (wikicarpedia.com), the community&apos;s rules wiki, with the official answers it collects.</source>
        <translation>Les règles suivent les livrets de règles des éditeurs (Hans im Glück, et l’édition anglaise de Z-Man Games quand une option de partie la choisit) et les pages de chaque extension sur Wikicarpedia (wikicarpedia.com), le wiki des règles de la communauté, avec les réponses officielles qu’il rassemble.</translation>
    </message>
    <message>
        <source>Carcassonne is a trademark of Hans im Glück Verlags-GmbH. Meeple Ledger is not made or endorsed by the publishers.</source>
        <translation>Carcassonne est une marque de Hans im Glück Verlags-GmbH. Meeple Ledger n’est ni réalisé ni approuvé par les éditeurs.</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Dossier des données</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>ActionDialog</name>
    <message>
        <source>Confirm</source>
        <translation>Confirmer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Enter, then end the turn</source>
        <translation>Noter, puis terminer le tour</translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <extracomment>the keys that enter the dialog&apos;s action and then end the turn</extracomment>
        <translation>Ctrl+Entrée</translation>
    </message>
</context>
<context>
    <name>AdjustDialog</name>
    <message>
        <source>Correct a score</source>
        <translation>Corriger un score</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>Corriger</translation>
    </message>
    <message>
        <source>Points (negative to take away)</source>
        <translation>Points (négatifs pour en retirer)</translation>
    </message>
    <message>
        <source>Reason, e.g. forgot to score a road in turn 12</source>
        <translation>Raison, p. ex. route oubliée au tour 12</translation>
    </message>
</context>
<context>
    <name>Animals</name>
    <message>
        <source>flea</source>
        <translation>puce</translation>
    </message>
    <message>
        <source>monkey</source>
        <translation>singe</translation>
    </message>
    <message>
        <source>seal</source>
        <translation>otarie</translation>
    </message>
    <message>
        <source>bear</source>
        <translation>ours</translation>
    </message>
    <message>
        <source>tiger</source>
        <translation>tigre</translation>
    </message>
    <message>
        <source>elephant</source>
        <translation>éléphant</translation>
    </message>
    <message>
        <source>Flea</source>
        <translation>Puce</translation>
    </message>
    <message>
        <source>Monkey</source>
        <translation>Singe</translation>
    </message>
    <message>
        <source>Seal</source>
        <translation>Otarie</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Ours</translation>
    </message>
    <message>
        <source>Tiger</source>
        <translation>Tigre</translation>
    </message>
    <message>
        <source>Elephant</source>
        <translation>Éléphant</translation>
    </message>
</context>
<context>
    <name>AppState</name>
    <message>
        <source>The game library is not open.</source>
        <translation>La bibliothèque de parties n’est pas ouverte.</translation>
    </message>
    <message>
        <source>The game library file was not a game library. It was moved aside, unchanged, to %1, and a new library was started.</source>
        <extracomment>%1 where the damaged file was moved</extracomment>
        <translation>Le fichier de la bibliothèque de parties n’était pas une bibliothèque. Il a été mis de côté sans modification vers %1 et une nouvelle bibliothèque a été créée.</translation>
    </message>
    <message>
        <source>The game library was damaged. It was moved aside, unchanged, to %1, and a new library was started.</source>
        <extracomment>%1 where the damaged file was moved</extracomment>
        <translation>La bibliothèque de parties était endommagée. Elle a été mise de côté sans modification vers %1 et une nouvelle bibliothèque a été créée.</translation>
    </message>
    <message>
        <source>Its games could not be recovered: %1</source>
        <extracomment>%1 the reason</extracomment>
        <translation>Ses parties n’ont pas pu être récupérées&#xa0;: %1</translation>
    </message>
    <message>
        <source>Games recovered from it: %1. Games that could not be read or replayed (they stay in the damaged copy): %2.</source>
        <extracomment>%1 how many games were recovered, %2 how many could not be</extracomment>
        <translation>Parties récupérées&#xa0;: %1. Parties illisibles ou impossibles à rejouer (elles restent dans la copie endommagée)&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Part of its list of games could not be read either.</source>
        <translation>Une partie de sa liste de parties était illisible elle aussi.</translation>
    </message>
</context>
<context>
    <name>BigTopStep</name>
    <message>
        <source>Big top</source>
        <translation>Chapiteau</translation>
    </message>
    <message>
        <source>Score the big top (C)…</source>
        <translation>Évaluer le chapiteau (C)…</translation>
    </message>
</context>
<context>
    <name>BoardPanel</name>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message numerus="yes">
        <source>%n occupied feature(s)</source>
        <extracomment>%n how many features on the board have figures on them</extracomment>
        <translation>
            <numerusform>%n zone occupée</numerusform>
            <numerusform>%n zones occupées</numerusform>
        </translation>
    </message>
    <message>
        <source>No figure on the board yet.</source>
        <translation>Aucun pion sur le plateau pour l’instant.</translation>
    </message>
</context>
<context>
    <name>ChoiceStep</name>
    <message>
        <source>%1&apos;s robber on space %2: whom does it rob?</source>
        <extracomment>%1 the robber&apos;s owner, %2 the track space</extracomment>
        <translation>Voleur (%1) sur la case %2&#xa0;: qui vole-t-il&#x202f;?</translation>
    </message>
    <message>
        <source>Suggested: %1 — %2</source>
        <extracomment>%1 the player&apos;s name, %2 the reason (&quot;the most points&quot;)</extracomment>
        <translation>Conseillé&#xa0;: %1 — %2</translation>
    </message>
    <message>
        <source>Which scoring figure takes the stolen points?</source>
        <translation>Quel pion reçoit les points volés&#x202f;?</translation>
    </message>
    <message numerus="yes">
        <source>Rob %1&apos;s %2: %n point(s), takes %3</source>
        <extracomment>%1 the robbed player&apos;s name, %2 their scoring figure, %n the points it moved, %3 the robber&apos;s share</extracomment>
        <translation>
            <numerusform>Voler %1 (%2)&#xa0;: %n point, prend %3</numerusform>
            <numerusform>Voler %1 (%2)&#xa0;: %n points, prend %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep the suggestion</source>
        <translation>Garder le conseil</translation>
    </message>
</context>
<context>
    <name>CircusDialog</name>
    <message>
        <source>Score the big top</source>
        <translation>Évaluer le chapiteau</translation>
    </message>
    <message>
        <source>Which animal token was revealed?</source>
        <translation>Quel jeton Animal a été révélé&#x202f;?</translation>
    </message>
    <message>
        <source>Figures of each player around the big top</source>
        <translation>Pions de chaque joueur autour du chapiteau</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 (%n left)</source>
        <extracomment>%1 the animal of a big top token, %2 the points it gives each figure (&quot;5 points&quot;), %n the tokens of that animal still face down</extracomment>
        <translation>
            <numerusform>%1 · %2 (%n restant)</numerusform>
            <numerusform>%1 · %2 (%n restants)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>the points a big top token gives each figure around the big top</extracomment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClubAddress</name>
    <message>
        <source>the port &quot;%1&quot; is not a number from 1 to 65535</source>
        <extracomment>%1 what was given as the port</extracomment>
        <translation>le port «&#xa0;%1&#xa0;» n’est pas un nombre de 1 à 65535</translation>
    </message>
    <message>
        <source>the value of %1 may not contain &quot;;&quot;</source>
        <extracomment>%1 a connection keyword such as sslmode</extracomment>
        <translation>la valeur de %1 ne peut pas contenir «&#xa0;;&#xa0;»</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a connection keyword</source>
        <extracomment>%1 the unknown keyword in the connection string</extracomment>
        <translation>«&#xa0;%1&#xa0;» n’est pas un mot-clé de connexion</translation>
    </message>
    <message>
        <source>the URL cannot be read: %1</source>
        <extracomment>%1 why the URL cannot be read (Qt&apos;s words, about the URL without its user name and password)</extracomment>
        <translation>l’URL est illisible&#xa0;: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no &quot;=&quot; and value</source>
        <extracomment>%1 a keyword of the connection string</extracomment>
        <translation>«&#xa0;%1&#xa0;» n’a ni «&#xa0;=&#xa0;» ni valeur</translation>
    </message>
    <message>
        <source>the quoted value of %1 is not closed</source>
        <extracomment>%1 a keyword of the connection string</extracomment>
        <translation>la valeur entre guillemets de %1 n’est pas fermée</translation>
    </message>
    <message>
        <source>no server was given</source>
        <translation>aucun serveur n’a été indiqué</translation>
    </message>
    <message>
        <source>only postgresql:// URLs and libpq connection strings are understood</source>
        <translation>seules les URL postgresql:// et les chaînes de connexion libpq sont comprises</translation>
    </message>
    <message>
        <source>the database name (dbname) is missing</source>
        <translation>le nom de la base de données (dbname) manque</translation>
    </message>
    <message>
        <source>the PostgreSQL driver of Qt Sql is not installed (Debian package libqt6sql6-psql)</source>
        <translation>le pilote PostgreSQL de Qt Sql n’est pas installé (paquet Debian libqt6sql6-psql)</translation>
    </message>
    <message>
        <source>the club server %1 refused the connection: %2</source>
        <extracomment>%1 the server&apos;s address (no password), %2 the driver&apos;s reason</extracomment>
        <translation>le serveur du club %1 a refusé la connexion&#xa0;: %2</translation>
    </message>
    <message>
        <source>the club server %1 cannot be reached: %2</source>
        <extracomment>%1 the server&apos;s address (no password), %2 the driver&apos;s reason</extracomment>
        <translation>le serveur du club %1 est injoignable&#xa0;: %2</translation>
    </message>
    <message>
        <source>the user name, the password or the options after &quot;?&quot; cannot be read: characters such as @, /, ? and # in them must be percent-encoded</source>
        <translation>le nom d’utilisateur, le mot de passe ou les options après «&#xa0;?&#xa0;» sont illisibles&#xa0;: les caractères comme @, / et #, ainsi que le point d’interrogation, doivent y être encodés en pourcentage</translation>
    </message>
</context>
<context>
    <name>ClubDialog</name>
    <message>
        <source>Club server</source>
        <translation>Serveur du club</translation>
    </message>
    <message>
        <source>Every game stored here is also sent to the club&apos;s PostgreSQL server when it can be reached. The games stay on this machine either way.</source>
        <translation>Chaque partie enregistrée ici est aussi envoyée au serveur PostgreSQL du club quand il est joignable. Les parties restent de toute façon sur cette machine.</translation>
    </message>
    <message>
        <source>Connection (a postgresql:// URL or a libpq connection string)</source>
        <translation>Connexion (une URL postgresql:// ou une chaîne de connexion libpq)</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Connexion</translation>
    </message>
    <message>
        <source>Password (one is kept; leave empty to keep it)</source>
        <translation>Mot de passe (un mot de passe est gardé&#x202f;; laissez vide pour le conserver)</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Mot de passe</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Tester la connexion</translation>
    </message>
    <message>
        <source>Encrypted: yes</source>
        <translation>Chiffrée&#xa0;: oui</translation>
    </message>
    <message>
        <source>Encrypted: no</source>
        <translation>Chiffrée&#xa0;: non</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>ClubLeague</name>
    <message>
        <source>read the club&apos;s seasons</source>
        <translation>lire les saisons du club</translation>
    </message>
    <message>
        <source>the club server has no season called &quot;%1&quot;</source>
        <extracomment>%1 the season&apos;s name as given</extracomment>
        <translation>le serveur du club n’a pas de saison nommée «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>set the season &quot;%1&quot;</source>
        <extracomment>%1 the season&apos;s name</extracomment>
        <translation>régler la saison «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>read the club&apos;s games</source>
        <translation>lire les parties du club</translation>
    </message>
    <message>
        <source>read the club&apos;s results</source>
        <translation>lire les résultats du club</translation>
    </message>
</context>
<context>
    <name>ClubResults</name>
    <message>
        <source>keep the result of game %1</source>
        <extracomment>%1 the game&apos;s UUID</extracomment>
        <translation>garder le résultat de la partie %1</translation>
    </message>
    <message>
        <source>read the kept results</source>
        <translation>lire les résultats gardés</translation>
    </message>
    <message>
        <source>only an organiser&apos;s role may repair the kept results; without --repair any role may check them</source>
        <translation>seul le rôle d’un organisateur peut réparer les résultats gardés&#x202f;; sans --repair, tout rôle peut les vérifier</translation>
    </message>
    <message>
        <source>repair the kept results</source>
        <translation>réparer les résultats gardés</translation>
    </message>
</context>
<context>
    <name>ClubSchema</name>
    <message>
        <source>the club server went away while trying to %1: %2</source>
        <extracomment>%1 what was being done (&quot;push game …&quot;), %2 the driver&apos;s reason</extracomment>
        <translation>le serveur du club a disparu pendant l’opération «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>the club server refused to %1: %2</source>
        <extracomment>%1 what was being done (&quot;push game …&quot;), %2 the server&apos;s reason</extracomment>
        <translation>le serveur du club a refusé l’opération «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>read the schema version</source>
        <translation>lire la version du schéma</translation>
    </message>
    <message>
        <source>the database has no schema &quot;meeple&quot;: run the club&apos;s setup SQL as a superuser first (docs/club.md)</source>
        <translation>la base de données n’a pas de schéma «&#xa0;meeple&#xa0;»&#xa0;: exécutez d’abord le SQL de mise en place du club en tant que superutilisateur (docs/club.md)</translation>
    </message>
    <message>
        <source>the club server&apos;s schema is at version %1, newer than this program knows (%2); update Meeple Ledger</source>
        <extracomment>%1 the server&apos;s schema version, %2 the newest this program knows</extracomment>
        <translation>le schéma du serveur du club est en version %1, plus récente que celle que ce programme connaît (%2)&#x202f;; mettez Meeple Ledger à jour</translation>
    </message>
    <message>
        <source>the club server&apos;s schema is at version %1 and this program needs %2: connect once with an organiser&apos;s role to upgrade it</source>
        <extracomment>%1 the server&apos;s schema version, %2 the one this program needs</extracomment>
        <translation>le schéma du serveur du club est en version %1 et ce programme a besoin de la %2&#xa0;: connectez-vous une fois avec un rôle d’organisateur pour le mettre à jour</translation>
    </message>
    <message>
        <source>upgrade the schema</source>
        <translation>mettre le schéma à jour</translation>
    </message>
    <message>
        <source>the club server&apos;s schema is at version %1, which no upgrade starts from</source>
        <extracomment>%1 the server&apos;s schema version</extracomment>
        <translation>le schéma du serveur du club est en version %1, dont aucune mise à jour ne part</translation>
    </message>
    <message>
        <source>the club server went away while trying to %1: the connection was closed</source>
        <extracomment>%1 what was being done (&quot;push game …&quot;)</extracomment>
        <translation>le serveur du club a disparu pendant l’opération «&#xa0;%1&#xa0;»&#xa0;: la connexion a été fermée</translation>
    </message>
</context>
<context>
    <name>ClubScreen</name>
    <message>
        <source>Club night</source>
        <translation>Soirée du club</translation>
    </message>
    <message>
        <source>Live · updated %1</source>
        <extracomment>%1 the time of day the club server was last read</extracomment>
        <translation>En direct · mis à jour à %1</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>En direct</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Non connecté</translation>
    </message>
    <message>
        <source>%1. Trying again…</source>
        <extracomment>%1 why the club server cannot be read (a sentence without its full stop); the screen keeps trying by itself</extracomment>
        <translation>%1. Nouvelle tentative…</translation>
    </message>
    <message>
        <source>No game in progress at any table.</source>
        <translation>Aucune partie en cours à aucune table.</translation>
    </message>
    <message numerus="yes">
        <source>turn %n</source>
        <extracomment>%n how many turns the game at that table has begun</extracomment>
        <translation>
            <numerusform>tour %n</numerusform>
            <numerusform>tour %n</numerusform>
        </translation>
    </message>
    <message>
        <source>to play</source>
        <translation>joue</translation>
    </message>
    <message>
        <source>Standings: %1</source>
        <extracomment>%1 the season&apos;s name</extracomment>
        <translation>Classement&#xa0;: %1</translation>
    </message>
    <message>
        <source>Standings: every game</source>
        <translation>Classement&#xa0;: toutes les parties</translation>
    </message>
    <message>
        <source>No finished game yet.</source>
        <translation>Aucune partie terminée pour l’instant.</translation>
    </message>
    <message>
        <source>%1 of %2 won</source>
        <extracomment>%1 wins, %2 games: &quot;2 of 3 won&quot;</extracomment>
        <translation>%1 sur %2 gagnées</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) counted.</source>
        <extracomment>%n finished games the standings count</extracomment>
        <translation>
            <numerusform>%n partie terminée comptée.</numerusform>
            <numerusform>%n parties terminées comptées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Another table holds another version of this game: it awaits the organiser.</source>
        <translation>Une autre table a une autre version de cette partie&#xa0;: elle attend l’organisateur.</translation>
    </message>
    <message numerus="yes">
        <source>%n version(s) from a table that does not own the game await the organiser; they count for nothing.</source>
        <extracomment>%n versions of games held by tables that do not own them</extracomment>
        <translation>
            <numerusform>%n version d’une table à qui la partie n’appartient pas attend l’organisateur&#x202f;; elle ne compte pas.</numerusform>
            <numerusform>%n versions de tables à qui la partie n’appartient pas attendent l’organisateur&#x202f;; elles ne comptent pas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Table %1</source>
        <extracomment>%1 the first characters of the device id of a library without a name</extracomment>
        <translation>Table %1</translation>
    </message>
</context>
<context>
    <name>ClubSecrets</name>
    <message>
        <source>the folder %1 cannot be created</source>
        <extracomment>%1 a folder</extracomment>
        <translation>le dossier %1 ne peut pas être créé</translation>
    </message>
    <message>
        <source>the password cannot be kept in %1: %2</source>
        <extracomment>%1 a file, %2 the reason</extracomment>
        <translation>le mot de passe ne peut pas être gardé dans %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>ClubSetup</name>
    <message>
        <source>the club server refused to %1: that needs a superuser&apos;s connection (or a role that may create roles), such as the postgres user&apos;s</source>
        <extracomment>%1 what was being done (&quot;create the login role table_3&quot;)</extracomment>
        <translation>le serveur du club a refusé l’opération «&#xa0;%1&#xa0;»&#xa0;: il faut pour cela la connexion d’un superutilisateur (ou d’un rôle autorisé à créer des rôles), comme celle de l’utilisateur postgres</translation>
    </message>
    <message>
        <source>create the club&apos;s roles and schema</source>
        <translation>créer les rôles et le schéma du club</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a login&apos;s name: use 1 to 63 lower-case letters, digits and _, starting with a letter (table_3)</source>
        <extracomment>%1 the name given for a table&apos;s or an organiser&apos;s login</extracomment>
        <translation>«&#xa0;%1&#xa0;» ne peut pas être un identifiant&#xa0;: utilisez de 1 à 63 lettres minuscules, chiffres et _, en commençant par une lettre (table_3)</translation>
    </message>
    <message>
        <source>create the login role %1</source>
        <extracomment>what was being done, inside &quot;the club server refused to …&quot;; %1 a login&apos;s name</extracomment>
        <translation>créer le rôle de connexion %1</translation>
    </message>
</context>
<context>
    <name>ClubSync</name>
    <message>
        <source>register this library</source>
        <translation>inscrire cette bibliothèque</translation>
    </message>
    <message>
        <source>this library (device %1) is registered on the club server by the role %2; connect with that role</source>
        <extracomment>%1 the library&apos;s device id, %2 the club role that registered it</extracomment>
        <translation>cette bibliothèque (appareil %1) est inscrite sur le serveur du club par le rôle %2&#x202f;; connectez-vous avec ce rôle</translation>
    </message>
    <message>
        <source>push game %1</source>
        <extracomment>%1 the game&apos;s UUID</extracomment>
        <translation>envoyer la partie %1</translation>
    </message>
    <message>
        <source>read the club&apos;s games</source>
        <translation>lire les parties du club</translation>
    </message>
    <message>
        <source>read which games the club server holds</source>
        <translation>lire quelles parties le serveur du club détient</translation>
    </message>
    <message>
        <source>hand over game %1</source>
        <extracomment>%1 the game&apos;s UUID as given</extracomment>
        <translation>céder la partie %1</translation>
    </message>
    <message>
        <source>the club server has no game %1 (give its UUID, or at least its first 8 characters)</source>
        <extracomment>%1 the game&apos;s UUID as given</extracomment>
        <translation>le serveur du club n’a pas de partie %1 (donnez son UUID, ou au moins ses 8 premiers caractères)</translation>
    </message>
    <message>
        <source>more than one game on the club server begins with %1: give more of its UUID</source>
        <extracomment>%1 the beginning of a UUID as given</extracomment>
        <translation>plus d’une partie du serveur du club commence par %1&#xa0;: donnez davantage de son UUID</translation>
    </message>
    <message>
        <source>game %1 belongs to %2: only that table or an organiser may hand it over</source>
        <extracomment>%1 the game&apos;s UUID, %2 the table that owns it</extracomment>
        <translation>la partie %1 appartient à %2&#xa0;: seule cette table ou un organisateur peut la céder</translation>
    </message>
    <message>
        <source>the club server knows no table called %1 (give its library&apos;s name or its device id)</source>
        <extracomment>%1 the device as given</extracomment>
        <translation>le serveur du club ne connaît pas de table nommée %1 (donnez le nom de sa bibliothèque ou l’identifiant de son appareil)</translation>
    </message>
    <message>
        <source>more than one table on the club server is called %1: give its device id</source>
        <extracomment>%1 the device as given</extracomment>
        <translation>plus d’une table du serveur du club s’appelle %1&#xa0;: donnez l’identifiant de son appareil</translation>
    </message>
    <message>
        <source>the club server cannot be reached now; try again in a moment</source>
        <translation>le serveur du club est injoignable pour l’instant&#x202f;; réessayez dans un moment</translation>
    </message>
</context>
<context>
    <name>ClubWindow</name>
    <message>
        <source>Meeple Ledger — club night</source>
        <extracomment>the window title of the club&apos;s projector screen</extracomment>
        <translation>Meeple Ledger — soirée du club</translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <source>Could not %1 in the game library %2: %3</source>
        <extracomment>%1 what was being done, one of this context&apos;s action phrases (&quot;read the games&quot;), %2 the library file, %3 SQLite&apos;s reason</extracomment>
        <translation>Échec de l’opération «&#xa0;%1&#xa0;» dans la bibliothèque de parties %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>The game library %1 is not open.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>La bibliothèque de parties %1 n’est pas ouverte.</translation>
    </message>
    <message>
        <source>%1 is a SQLite database of another program, not a Meeple Ledger game library; it was left untouched.</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>%1 est une base de données SQLite d’un autre programme, pas une bibliothèque de parties Meeple Ledger&#x202f;; elle n’a pas été modifiée.</translation>
    </message>
    <message>
        <source>%1 has tables but no game library schema version; it was left untouched.</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>%1 contient des tables mais aucune version de schéma de bibliothèque de parties&#x202f;; le fichier n’a pas été modifié.</translation>
    </message>
    <message>
        <source>The game library %1 was written by a newer version of Meeple Ledger (library schema %2; this version reads up to schema %3). It was left untouched: update Meeple Ledger to open it.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>La bibliothèque de parties %1 a été écrite par une version plus récente de Meeple Ledger (schéma %2&#x202f;; cette version lit jusqu’au schéma %3). Elle n’a pas été modifiée&#xa0;: mettez Meeple Ledger à jour pour l’ouvrir.</translation>
    </message>
    <message>
        <source>The game library %1 is not a SQLite database (%2).</source>
        <extracomment>%1 the library file, %2 SQLite&apos;s reason</extracomment>
        <translation>La bibliothèque de parties %1 n’est pas une base de données SQLite (%2).</translation>
    </message>
    <message>
        <source>The game library %1 is damaged (%2).</source>
        <extracomment>%1 the library file, %2 SQLite&apos;s reason</extracomment>
        <translation>La bibliothèque de parties %1 est endommagée (%2).</translation>
    </message>
    <message>
        <source>It could not be moved aside to %1 (%2), so nothing was changed; move or delete it, then open the library again.</source>
        <extracomment>%1 where the damaged file was to go, %2 the reason</extracomment>
        <translation>Elle n’a pas pu être mise de côté vers %1 (%2), donc rien n’a été modifié&#x202f;; déplacez-la ou supprimez-la, puis rouvrez la bibliothèque.</translation>
    </message>
    <message>
        <source>It was moved to %1, but %2 could not follow it (%3); move that file too before opening the library again.</source>
        <extracomment>%1 where the damaged file went, %2 a file that belongs with it (its journal), %3 the reason</extracomment>
        <translation>Elle a été déplacée vers %1, mais %2 n’a pas pu suivre (%3)&#x202f;; déplacez aussi ce fichier avant de rouvrir la bibliothèque.</translation>
    </message>
    <message>
        <source>It was moved aside to %1 without changing it; opening the library again starts a new, empty one.</source>
        <extracomment>%1 where the damaged file went</extracomment>
        <translation>Elle a été mise de côté vers %1 sans être modifiée&#x202f;; rouvrir la bibliothèque en crée une nouvelle, vide.</translation>
    </message>
    <message>
        <source>prepare the backup before upgrading</source>
        <translation>préparer la sauvegarde avant la mise à niveau</translation>
    </message>
    <message>
        <source>The game library %1 needs an upgrade, but another program is using it; close that program and open the library again. Nothing was changed.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>La bibliothèque de parties %1 doit être mise à niveau, mais un autre programme l’utilise&#x202f;; fermez ce programme et rouvrez la bibliothèque. Rien n’a été modifié.</translation>
    </message>
    <message>
        <source>Could not copy the game library %1 to %2 before upgrading it (%3); nothing was changed.</source>
        <extracomment>%1 the library file, %2 the copy&apos;s path, %3 the reason</extracomment>
        <translation>Impossible de copier la bibliothèque de parties %1 vers %2 avant sa mise à niveau (%3)&#x202f;; rien n’a été modifié.</translation>
    </message>
    <message>
        <source>switch to write-ahead logging</source>
        <translation>passer en journalisation anticipée (WAL)</translation>
    </message>
    <message>
        <source>configure the connection</source>
        <translation>configurer la connexion</translation>
    </message>
    <message>
        <source>create the tables</source>
        <translation>créer les tables</translation>
    </message>
    <message>
        <source>Could not upgrade the game library %1 to schema %2 (%3): %4. The upgrade was rolled back and the library is still at schema %5; a copy made before it is at %6.</source>
        <extracomment>%1 the library file, %2 the schema version the upgrade leads to, %3 what that step changes (&quot;add a summary row to every game&quot;), %4 why it failed, %5 the version the library stays at, %6 the copy made before the upgrade %1 the library file&apos;s path</extracomment>
        <translation>Impossible de mettre à niveau la bibliothèque de parties %1 vers le schéma %2 (%3)&#xa0;: %4. La mise à niveau a été annulée et la bibliothèque est toujours au schéma %5&#x202f;; une copie faite avant se trouve dans %6.</translation>
    </message>
    <message>
        <source>No file name was given for the game library.</source>
        <translation>Aucun nom de fichier n’a été donné pour la bibliothèque de parties.</translation>
    </message>
    <message>
        <source>Could not create the folder %1 for the game library.</source>
        <extracomment>%1 the folder&apos;s path</extracomment>
        <translation>Impossible de créer le dossier %1 pour la bibliothèque de parties.</translation>
    </message>
    <message>
        <source>%1 is not a file; the game library cannot be stored there.</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>%1 n’est pas un fichier&#x202f;; la bibliothèque de parties ne peut pas y être enregistrée.</translation>
    </message>
    <message>
        <source>Could not read the game library %1: %2</source>
        <extracomment>%1 the library file, %2 the reason</extracomment>
        <translation>Impossible de lire la bibliothèque de parties %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>it does not begin with the SQLite header</source>
        <translation>elle ne commence pas par l’en-tête SQLite</translation>
    </message>
    <message>
        <source>Could not open the game library %1: %2</source>
        <extracomment>%1 the library file, %2 the reason</extracomment>
        <translation>Impossible d’ouvrir la bibliothèque de parties %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Could not %1 in the game library %2: the disk is full. Nothing was written; free some space and try again.</source>
        <extracomment>%1 what was being done, one of this context&apos;s action phrases (&quot;read the games&quot;), %2 the library file</extracomment>
        <translation>Échec de l’opération «&#xa0;%1&#xa0;» dans la bibliothèque de parties %2&#xa0;: le disque est plein. Rien n’a été écrit&#x202f;; libérez de l’espace et réessayez.</translation>
    </message>
    <message>
        <source>the file %1 was replaced by another one</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>le fichier %1 a été remplacé par un autre</translation>
    </message>
    <message>
        <source>the file %1 was deleted or renamed</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>le fichier %1 a été supprimé ou renommé</translation>
    </message>
    <message>
        <source>its write-ahead log %1 was deleted or replaced</source>
        <extracomment>%1 the file&apos;s path</extracomment>
        <translation>son journal d’écriture anticipée %1 a été supprimé ou remplacé</translation>
    </message>
    <message>
        <source>While Meeple Ledger had the game library open, %1, and its games could not be saved back to %2 (%3). Nothing more is stored until that works: free some space or put the file back, then try again.</source>
        <extracomment>%1 what happened to the file (&quot;the file … was deleted or renamed&quot;), %2 the library file, %3 the reason</extracomment>
        <translation>Pendant que Meeple Ledger avait la bibliothèque de parties ouverte, %1, et ses parties n’ont pas pu être réenregistrées dans %2 (%3). Plus rien n’est enregistré tant que cela échoue&#xa0;: libérez de l’espace ou remettez le fichier en place, puis réessayez.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>the copy could not be written to the disk</source>
        <translation>la copie n’a pas pu être écrite sur le disque</translation>
    </message>
    <message>
        <source>the file in its place could not be moved to %1</source>
        <extracomment>%1 the path it was to be kept at</extracomment>
        <translation>le fichier à sa place n’a pas pu être déplacé vers %1</translation>
    </message>
    <message>
        <source>%1 could not be moved to %2</source>
        <extracomment>%1 a file that belongs with the library (its journal), %2 where it was to go</extracomment>
        <translation>%1 n’a pas pu être déplacé vers %2</translation>
    </message>
    <message>
        <source>the copy %1 could not be renamed to it</source>
        <extracomment>%1 the copy&apos;s path</extracomment>
        <translation>la copie %1 n’a pas pu être renommée ainsi</translation>
    </message>
    <message>
        <source>While Meeple Ledger had the game library open, %1. Its games were saved back to %2, but opening it again failed: %3</source>
        <extracomment>%1 what happened to the file (&quot;the file … was deleted or renamed&quot;), %2 the library file, %3 why opening it again failed</extracomment>
        <translation>Pendant que Meeple Ledger avait la bibliothèque de parties ouverte, %1. Ses parties ont été réenregistrées dans %2, mais la rouvrir a échoué&#xa0;: %3</translation>
    </message>
    <message>
        <source>While Meeple Ledger had the game library open, %1. Every game it held was saved back to %2: nothing entered is lost.</source>
        <extracomment>%1 what happened to the file (&quot;the file … was deleted or renamed&quot;), %2 the library file</extracomment>
        <translation>Pendant que Meeple Ledger avait la bibliothèque de parties ouverte, %1. Toutes ses parties ont été réenregistrées dans %2&#xa0;: rien de ce qui a été saisi n’est perdu.</translation>
    </message>
    <message>
        <source>What was found in its place was kept as %1.</source>
        <extracomment>%1 the path it was kept at</extracomment>
        <translation>Ce qui se trouvait à sa place a été conservé sous %1.</translation>
    </message>
    <message>
        <source>it is on a read-only file system</source>
        <translation>elle se trouve sur un système de fichiers en lecture seule</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>le fichier est en lecture seule</translation>
    </message>
    <message>
        <source>its folder %1 is read-only</source>
        <extracomment>%1 the folder of the library file</extracomment>
        <translation>son dossier %1 est en lecture seule</translation>
    </message>
    <message>
        <source>The game library %1 is read-only (%2): its games can be viewed but not changed.</source>
        <extracomment>%1 the library file, %2 why it is read-only</extracomment>
        <translation>La bibliothèque de parties %1 est en lecture seule (%2)&#xa0;: ses parties peuvent être consultées mais pas modifiées.</translation>
    </message>
    <message>
        <source>The game library %1 is damaged (%2), and it could not be moved aside because it is read-only (%3). Copy it to a folder you can write to and open it there.</source>
        <extracomment>%1 the library file, %2 SQLite&apos;s reason, %3 why the file is read-only</extracomment>
        <translation>La bibliothèque de parties %1 est endommagée (%2) et n’a pas pu être mise de côté car elle est en lecture seule (%3). Copiez-la dans un dossier où vous pouvez écrire et ouvrez-la là.</translation>
    </message>
    <message>
        <source>The game library %1 needs to be set up or upgraded before it can be read, but it is read-only (%2); it was left untouched. Make it writable, or copy it to a folder you can write to, and open it again.</source>
        <extracomment>%1 the library file, %2 why it is read-only</extracomment>
        <translation>La bibliothèque de parties %1 doit être initialisée ou mise à niveau avant de pouvoir être lue, mais elle est en lecture seule (%2)&#x202f;; elle n’a pas été modifiée. Rendez-la modifiable ou copiez-la dans un dossier où vous pouvez écrire, puis rouvrez-la.</translation>
    </message>
    <message>
        <source>There is no game library at %1 yet, and none can be made there (%2).</source>
        <extracomment>%1 the library file, %2 why none can be made there</extracomment>
        <translation>Il n’y a pas encore de bibliothèque de parties à %1, et aucune ne peut y être créée (%2).</translation>
    </message>
    <message>
        <source>Could not copy the game library %1 to %2: %3</source>
        <extracomment>%1 the library file, %2 the copy&apos;s path, %3 the reason</extracomment>
        <translation>Impossible de copier la bibliothèque de parties %1 vers %2&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>DisputeDialog</name>
    <message>
        <source>Explain a payout</source>
        <translation>Expliquer un gain</translation>
    </message>
    <message>
        <source>%1 for %2 — %3</source>
        <extracomment>%1 points (signed), %2 player, %3 rule name</extracomment>
        <translation>%1 pour %2 — %3</translation>
    </message>
    <message>
        <source>Left language</source>
        <translation>Langue de gauche</translation>
    </message>
    <message>
        <source>Right language</source>
        <translation>Langue de droite</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>Expansions</name>
    <message>
        <source>The Tower</source>
        <translation>La Tour</translation>
    </message>
    <message>
        <source>tower</source>
        <translation>La Tour</translation>
    </message>
    <message>
        <source>The Messengers</source>
        <translation>Les Hérauts</translation>
    </message>
    <message>
        <source>messengers</source>
        <translation>Les Hérauts</translation>
    </message>
    <message>
        <source>The Robbers</source>
        <translation>Les Voleurs</translation>
    </message>
    <message>
        <source>robbers</source>
        <translation>Les Voleurs</translation>
    </message>
    <message>
        <source>Under the Big Top</source>
        <translation>Tous en piste&#x202f;!</translation>
    </message>
    <message>
        <source>bigtop</source>
        <translation>Tous en piste&#x202f;!</translation>
    </message>
    <message>
        <source>Ghosts, Castles and Cemeteries</source>
        <translation>Fantômes, Châteaux et Cimetières</translation>
    </message>
    <message>
        <source>ghosts</source>
        <translation>Fantômes, Châteaux et Cimetières</translation>
    </message>
    <message>
        <source>The Abbot</source>
        <translation>L’Abbé</translation>
    </message>
    <message>
        <source>abbot</source>
        <translation>L’Abbé</translation>
    </message>
    <message>
        <source>Inns and Cathedrals</source>
        <translation>Auberges et Cathédrales</translation>
    </message>
    <message>
        <source>inns</source>
        <translation>Auberges et Cathédrales</translation>
    </message>
    <message>
        <source>Traders and Builders</source>
        <translation>Marchands et Bâtisseurs</translation>
    </message>
    <message>
        <source>traders</source>
        <translation>Marchands et Bâtisseurs</translation>
    </message>
</context>
<context>
    <name>FeatureCard</name>
    <message>
        <source>open</source>
        <translation>ouverte</translation>
    </message>
    <message>
        <source>%1&apos;s %2 (%3)</source>
        <extracomment>%1 the player&apos;s name, %2 the kind of figure (meeple, guard meeple…), %3 the figure&apos;s id</extracomment>
        <translation>%1&#xa0;: %2 (%3)</translation>
    </message>
    <message>
        <source>No figure on top</source>
        <translation>Aucun pion au sommet</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Vide</translation>
    </message>
    <message>
        <source>Score…</source>
        <translation>Évaluer…</translation>
    </message>
    <message>
        <source>Score pyramid…</source>
        <translation>Évaluer la pyramide…</translation>
    </message>
    <message>
        <source>More ▾</source>
        <translation>Plus ▾</translation>
    </message>
    <message>
        <source>Add a ghost…</source>
        <translation>Ajouter un fantôme…</translation>
    </message>
    <message>
        <source>Capture with a tower floor…</source>
        <translation>Capturer avec un étage de tour…</translation>
    </message>
    <message>
        <source>Take a figure off (correction)…</source>
        <translation>Retirer un pion (correction)…</translation>
    </message>
    <message>
        <source>Join with another road…</source>
        <translation>Relier à une autre route…</translation>
    </message>
    <message>
        <source>Join with another city…</source>
        <translation>Relier à une autre ville…</translation>
    </message>
    <message>
        <source>Join with another field…</source>
        <translation>Relier à un autre pré…</translation>
    </message>
    <message>
        <source>%1 of %2 acrobats</source>
        <extracomment>%1 the acrobat space&apos;s acrobats, %2 a full pyramid&apos;s</extracomment>
        <translation>%1 artistes sur %2</translation>
    </message>
    <message>
        <source>Score %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>Évaluer&#xa0;: %1</translation>
    </message>
    <message>
        <source>More actions on %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>Autres actions sur %1</translation>
    </message>
    <message>
        <source>A name of your own, e.g. the river city</source>
        <extracomment>The field where the players type a feature&apos;s name of their own</extracomment>
        <translation>Un nom à vous, p. ex. la ville du fleuve</translation>
    </message>
    <message>
        <source>Name of %1</source>
        <extracomment>%1 the feature as the players see it (&quot;Ana&apos;s city&quot;)</extracomment>
        <translation>Nom&#xa0;: %1</translation>
    </message>
    <message>
        <source>Name it… (F2)</source>
        <translation>Nommer… (F2)</translation>
    </message>
    <message>
        <source>Rename… (F2)</source>
        <translation>Renommer… (F2)</translation>
    </message>
</context>
<context>
    <name>FeatureMarks</name>
    <message>
        <source>Inn</source>
        <extracomment>the inn by a lake on a road tile (Inns and Cathedrals), as the rulebook names it</extracomment>
        <translation>Auberge</translation>
    </message>
    <message>
        <source>Cathedral</source>
        <extracomment>the cathedral in a city (Inns and Cathedrals), as the rulebook names it</extracomment>
        <translation>Cathédrale</translation>
    </message>
    <message numerus="yes">
        <source>completed: %n point(s) per tile</source>
        <extracomment>what a road with an inn scores once completed; %n points per tile</extracomment>
        <translation>
            <numerusform>achevée&#xa0;: %n point par tuile</numerusform>
            <numerusform>achevée&#xa0;: %n points par tuile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>completed: %n point(s) per tile and per coat of arms</source>
        <extracomment>what a city with a cathedral scores once completed; %n points per tile and per coat of arms</extracomment>
        <translation>
            <numerusform>achevée&#xa0;: %n point par tuile et par blason</numerusform>
            <numerusform>achevée&#xa0;: %n points par tuile et par blason</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · still open at the end: %2</source>
        <extracomment>%1 what the feature scores once completed, %2 what it scores if still open at the end</extracomment>
        <translation>%1 · encore inachevée en fin de partie&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>what a road with an inn or a city with a cathedral still open at the end scores; %n points</extracomment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FeatureNames</name>
    <message>
        <source>%1 and %2</source>
        <extracomment>The players on one feature: %1 all but the last (joined by &quot;, &quot;), %2 the last</extracomment>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>tower %1, height %2</source>
        <extracomment>%1 the tower&apos;s number, %2 its floors</extracomment>
        <translation>tour %1, hauteur %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A feature nobody stands on: %1 its type, %2 its number</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1&apos;s road</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>route (%1)</translation>
    </message>
    <message>
        <source>%1&apos;s city</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>ville (%1)</translation>
    </message>
    <message>
        <source>%1&apos;s monastery</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>abbaye (%1)</translation>
    </message>
    <message>
        <source>%1&apos;s field</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>pré (%1)</translation>
    </message>
    <message>
        <source>%1&apos;s haunted castle</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>château hanté (%1)</translation>
    </message>
    <message>
        <source>%1&apos;s cemetery</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>cimetière (%1)</translation>
    </message>
    <message>
        <source>%1&apos;s acrobat space</source>
        <extracomment>%1 the players on it (&quot;Ana and Ben&quot;)</extracomment>
        <translation>piste d’artistes (%1)</translation>
    </message>
    <message>
        <source>%1&apos;s garden</source>
        <extracomment>%1 the player on it (&quot;Ana&quot;)</extracomment>
        <translation>jardin (%1)</translation>
    </message>
</context>
<context>
    <name>FeatureNotes</name>
    <message>
        <source>read the feature names of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>lire les noms des zones de la partie %1</translation>
    </message>
    <message numerus="yes">
        <source>A feature&apos;s name has at most %n character(s); “%1” has %2.</source>
        <extracomment>%1 the name as typed, %2 its length, %n the longest a name may be</extracomment>
        <translation>
            <numerusform>Le nom d’une zone a au plus %n caractère&#x202f;; «&#xa0;%1&#xa0;» en a %2.</numerusform>
            <numerusform>Le nom d’une zone a au plus %n caractères&#x202f;; «&#xa0;%1&#xa0;» en a %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>name a feature of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>nommer une zone de la partie %1</translation>
    </message>
    <message>
        <source>read the inns and cathedrals noted in game %1</source>
        <extracomment>%1 the game&apos;s number in the library; a mark is an inn or a cathedral the players noted on a feature</extracomment>
        <translation>lire les auberges et cathédrales notées dans la partie %1</translation>
    </message>
    <message>
        <source>note an inn or a cathedral in game %1</source>
        <extracomment>%1 the game&apos;s number in the library; a mark is an inn or a cathedral the players noted on a feature</extracomment>
        <translation>noter une auberge ou une cathédrale dans la partie %1</translation>
    </message>
    <message>
        <source>forget the feature names and marks of game %1&apos;s undone events</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>oublier les noms et les notes des zones des événements annulés de la partie %1</translation>
    </message>
</context>
<context>
    <name>FeatureTypes</name>
    <message>
        <source>Road</source>
        <translation>Route</translation>
    </message>
    <message>
        <source>road</source>
        <translation>route</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Ville</translation>
    </message>
    <message>
        <source>city</source>
        <translation>ville</translation>
    </message>
    <message>
        <source>Monastery</source>
        <translation>Abbaye</translation>
    </message>
    <message>
        <source>monastery</source>
        <translation>abbaye</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Pré</translation>
    </message>
    <message>
        <source>field</source>
        <translation>pré</translation>
    </message>
    <message>
        <source>Haunted castle</source>
        <translation>Château hanté</translation>
    </message>
    <message>
        <source>castle</source>
        <translation>château hanté</translation>
    </message>
    <message>
        <source>Cemetery</source>
        <translation>Cimetière</translation>
    </message>
    <message>
        <source>cemetery</source>
        <translation>cimetière</translation>
    </message>
    <message>
        <source>Tower</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>tower</source>
        <translation>tour</translation>
    </message>
    <message>
        <source>Acrobat space</source>
        <translation>Piste d’artistes</translation>
    </message>
    <message>
        <source>acrobats</source>
        <translation>piste d’artistes</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>Jardin</translation>
    </message>
    <message>
        <source>garden</source>
        <translation>jardin</translation>
    </message>
</context>
<context>
    <name>FigureKinds</name>
    <message>
        <source>meeple</source>
        <translation>meeple</translation>
    </message>
    <message>
        <source>guard meeple</source>
        <translation>sentinelle</translation>
    </message>
    <message>
        <source>guard</source>
        <translation>sentinelle</translation>
    </message>
    <message>
        <source>ringmaster</source>
        <translation>directeur de cirque</translation>
    </message>
    <message>
        <source>robber</source>
        <translation>voleur</translation>
    </message>
    <message>
        <source>abbot</source>
        <translation>abbé</translation>
    </message>
    <message>
        <source>large meeple</source>
        <translation>grand meeple</translation>
    </message>
    <message>
        <source>large</source>
        <translation>grand meeple</translation>
    </message>
    <message>
        <source>builder</source>
        <translation>bâtisseur</translation>
    </message>
    <message>
        <source>pig</source>
        <translation>cochon</translation>
    </message>
</context>
<context>
    <name>FigurePicker</name>
    <message numerus="yes">
        <source>%n ghost(s)</source>
        <extracomment>%n how many ghosts stand on this figure</extracomment>
        <translation>
            <numerusform>%n fantôme</numerusform>
            <numerusform>%n fantômes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s %2 on %3</source>
        <extracomment>%1 player, %2 figure kind, %3 the feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>%1&#xa0;: %2 sur %3</translation>
    </message>
</context>
<context>
    <name>FinalScreen</name>
    <message>
        <source>1st</source>
        <translation>1er</translation>
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
        <translation>◀ Table</translation>
    </message>
    <message>
        <source>Final result</source>
        <translation>Résultat final</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Décompte final</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothèque</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Étapes</translation>
    </message>
    <message>
        <source>Check and finish</source>
        <translation>Vérifier et terminer</translation>
    </message>
    <message>
        <source>The last big top</source>
        <translation>Le dernier chapiteau</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 source of points, %2 points</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Check the final payouts</source>
        <translation>Vérifiez les gains finaux</translation>
    </message>
    <message>
        <source>Was the big top still standing?</source>
        <translation>Le chapiteau était-il encore dressé&#x202f;?</translation>
    </message>
    <message>
        <source>The monastery&apos;s tile and its neighbours</source>
        <translation>La tuile de l’abbaye et ses voisines</translation>
    </message>
    <message>
        <source>No big top at the end</source>
        <translation>Pas de chapiteau en fin de partie</translation>
    </message>
    <message>
        <source>%1&apos;s figures around the big top</source>
        <extracomment>%1 the player&apos;s name</extracomment>
        <translation>Pions autour du chapiteau&#xa0;: %1</translation>
    </message>
    <message>
        <source>Nothing is left to score.</source>
        <translation>Il ne reste rien à évaluer.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Back to the table</source>
        <translation>Retour à la table</translation>
    </message>
    <message>
        <source>Finish the game</source>
        <translation>Terminer la partie</translation>
    </message>
    <message>
        <source>Next (Enter)</source>
        <translation>Suivant (Entrée)</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Circus and acrobat tiles around %1&apos;s ringmaster</source>
        <extracomment>%1 the ringmaster&apos;s owner</extracomment>
        <translation>Tuiles Cirque et Artiste autour du directeur de cirque (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n point(s)</source>
        <extracomment>%1 the animal of a big top token, %n the points it gives each figure around the big top</extracomment>
        <translation>
            <numerusform>%1 · %n point</numerusform>
            <numerusform>%1 · %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — step %2 of %3</source>
        <extracomment>%1 a feature as the players see it (&quot;Ana&apos;s city&quot;), %2 this step&apos;s number, %3 the number of steps</extracomment>
        <translation>%1 — étape %2 sur %3</translation>
    </message>
    <message>
        <source>The result was saved to %1.</source>
        <extracomment>%1 the path of the file written</extracomment>
        <translation>Le résultat a été enregistré dans %1.</translation>
    </message>
    <message>
        <source>The picture could not be written to %1.</source>
        <extracomment>%1 the path of the picture that could not be written</extracomment>
        <translation>L’image n’a pas pu être écrite dans %1.</translation>
    </message>
    <message>
        <source>Save the record…</source>
        <translation>Exporter l’enregistrement…</translation>
    </message>
    <message>
        <source>Results as CSV…</source>
        <extracomment>saves the result, a row per player, as a CSV file for a spreadsheet</extracomment>
        <translation>Résultats en CSV…</translation>
    </message>
    <message>
        <source>Picture…</source>
        <translation>Image…</translation>
    </message>
    <message>
        <source>Save a picture of the result</source>
        <translation>Enregistrer une image du résultat</translation>
    </message>
    <message>
        <source>Save the result as CSV</source>
        <translation>Enregistrer le résultat en CSV</translation>
    </message>
    <message>
        <source>Save the game&apos;s record</source>
        <translation>Exporter l’enregistrement de partie</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Enregistrements de parties (*.json)</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>The button of the save dialog that writes the file</extracomment>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>The garden&apos;s tile and its neighbours</source>
        <translation>La tuile du jardin et ses voisines</translation>
    </message>
</context>
<context>
    <name>GameLibrary</name>
    <message>
        <source>The game library %1 is not open.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>La bibliothèque de parties %1 n’est pas ouverte.</translation>
    </message>
    <message>
        <source>read the games</source>
        <translation>lire les parties</translation>
    </message>
    <message>
        <source>read the games&apos; events</source>
        <translation>lire les événements des parties</translation>
    </message>
    <message>
        <source>read the games&apos; players</source>
        <translation>lire les joueurs des parties</translation>
    </message>
    <message>
        <source>There is no game %1 in the library.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Il n’y a pas de partie %1 dans la bibliothèque.</translation>
    </message>
    <message>
        <source>look up the profile %1</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>rechercher le profil %1</translation>
    </message>
    <message>
        <source>create the profile %1</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>créer le profil %1</translation>
    </message>
    <message>
        <source>create a game</source>
        <translation>créer une partie</translation>
    </message>
    <message>
        <source>The player in seat %1 has neither a name nor a profile.</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Le joueur à la place %1 n’a ni nom ni profil.</translation>
    </message>
    <message>
        <source>seat the players of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>placer les joueurs de la partie %1</translation>
    </message>
    <message>
        <source>delete game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>supprimer la partie %1</translation>
    </message>
    <message>
        <source>A player&apos;s name cannot be empty.</source>
        <translation>Le nom d’un joueur ne peut pas être vide.</translation>
    </message>
    <message>
        <source>The name &quot;%1&quot; is longer than %2 characters.</source>
        <extracomment>%1 the name as typed, %2 the longest name allowed</extracomment>
        <translation>Le nom «&#xa0;%1&#xa0;» dépasse %2 caractères.</translation>
    </message>
    <message>
        <source>The colour of %1 is longer than %2 characters.</source>
        <extracomment>%1 the player&apos;s name, %2 the longest colour allowed</extracomment>
        <translation>%1&#xa0;: la couleur dépasse %2 caractères.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a language code such as &quot;de&quot; or &quot;pt_BR&quot;.</source>
        <extracomment>%1 the code as given</extracomment>
        <translation>«&#xa0;%1&#xa0;» n’est pas un code de langue comme «&#xa0;de&#xa0;» ou «&#xa0;pt_BR&#xa0;».</translation>
    </message>
    <message>
        <source>add the profile %1</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>ajouter le profil %1</translation>
    </message>
    <message>
        <source>A profile named &quot;%1&quot; already exists.</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>Un profil nommé «&#xa0;%1&#xa0;» existe déjà.</translation>
    </message>
    <message>
        <source>change the profile %1</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>modifier le profil %1</translation>
    </message>
    <message>
        <source>There is no profile %1 in the library.</source>
        <extracomment>%1 the profile&apos;s number in the library</extracomment>
        <translation>Il n’y a pas de profil %1 dans la bibliothèque.</translation>
    </message>
    <message>
        <source>remove profile %1</source>
        <extracomment>%1 the profile&apos;s number in the library</extracomment>
        <translation>retirer le profil %1</translation>
    </message>
    <message>
        <source>read the profiles</source>
        <translation>lire les profils</translation>
    </message>
    <message>
        <source>read profile %1</source>
        <extracomment>%1 the profile&apos;s number in the library</extracomment>
        <translation>lire le profil %1</translation>
    </message>
    <message>
        <source>There is no profile named &quot;%1&quot; in the library.</source>
        <extracomment>%1 the profile&apos;s name</extracomment>
        <translation>Il n’y a pas de profil nommé «&#xa0;%1&#xa0;» dans la bibliothèque.</translation>
    </message>
    <message>
        <source>link a player of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>associer un joueur de la partie %1</translation>
    </message>
    <message>
        <source>Game %1 has no player &quot;%2&quot;.</source>
        <extracomment>%1 the game&apos;s number in the library, %2 the player&apos;s id</extracomment>
        <translation>La partie %1 n’a pas de joueur «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>import a game</source>
        <translation>importer une partie</translation>
    </message>
    <message>
        <source>import event %1</source>
        <extracomment>%1 the event&apos;s index in the record</extracomment>
        <translation>importer l’événement %1</translation>
    </message>
    <message>
        <source>%1 was not imported: %2</source>
        <extracomment>%1 the record file, %2 why it was refused</extracomment>
        <translation>%1 n’a pas été importé&#xa0;: %2</translation>
    </message>
    <message>
        <source>The record is larger than %1 MiB, the most a game record can be.</source>
        <extracomment>%1 is the largest size of a record in MiB (16) %1 the largest size allowed, in MiB</extracomment>
        <translation>L’enregistrement de partie dépasse %1 Mio, la taille maximale d’un enregistrement de partie.</translation>
    </message>
    <message>
        <source>The record is too large to read in the memory available.</source>
        <translation>L’enregistrement de partie est trop grand pour être lue dans la mémoire disponible.</translation>
    </message>
    <message>
        <source>remember the language of %1</source>
        <extracomment>%1 the player&apos;s name</extracomment>
        <translation>mémoriser la langue choisie pour %1</translation>
    </message>
    <message>
        <source>read the library&apos;s name</source>
        <translation>lire le nom de la bibliothèque</translation>
    </message>
    <message>
        <source>A library&apos;s name must be 1 to %1 characters long.</source>
        <extracomment>%1 is the longest a name may be (40)</extracomment>
        <translation>Le nom d’une bibliothèque doit compter de 1 à %1 caractères.</translation>
    </message>
    <message>
        <source>name the library</source>
        <translation>nommer la bibliothèque</translation>
    </message>
    <message>
        <source>A backup cannot replace the library %1 itself.</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>Une sauvegarde ne peut pas remplacer la bibliothèque %1 elle-même.</translation>
    </message>
    <message>
        <source>restore the library</source>
        <translation>restaurer la bibliothèque</translation>
    </message>
    <message>
        <source>%1 cannot be restored: %2. Nothing was changed.</source>
        <extracomment>%1 is a file name, %2 why it cannot be restored %1 the backup file, %2 why it cannot</extracomment>
        <translation>%1 ne peut pas être restauré&#xa0;: %2. Rien n’a été modifié.</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>ce fichier n’existe pas</translation>
    </message>
    <message>
        <source>it is not a Meeple Ledger library</source>
        <translation>ce n’est pas une bibliothèque Meeple Ledger</translation>
    </message>
    <message>
        <source>it was written by a newer version of Meeple Ledger (library schema %1; this version reads up to schema %2)</source>
        <extracomment>%1 the backup&apos;s schema, %2 the newest schema this version reads</extracomment>
        <translation>elle a été écrite par une version plus récente de Meeple Ledger (schéma %1&#x202f;; cette version lit jusqu’au schéma %2)</translation>
    </message>
    <message>
        <source>it is damaged</source>
        <translation>elle est endommagée</translation>
    </message>
    <message>
        <source>A name cannot hold control characters or text-direction overrides, which no screen shows as typed: type it again without them.</source>
        <translation>Un nom ne peut pas contenir de caractères de contrôle ni de caractères qui inversent le sens du texte, qu’aucun écran n’affiche tels qu’ils ont été saisis&#xa0;: saisissez-le de nouveau sans eux.</translation>
    </message>
    <message>
        <source>The name of the player in seat %1 is longer than %2 characters.</source>
        <extracomment>%1 the seat&apos;s number, from 1, %2 the longest a name may be (40)</extracomment>
        <translation>Le nom du joueur à la place %1 dépasse %2 caractères.</translation>
    </message>
    <message>
        <source>Game %1 was changed outside Meeple Ledger: its event %2 is not as it was stored in %3. The game is kept as it is and cannot be changed; the %2 events before it are intact and can be kept as a new game.</source>
        <extracomment>%1 the game&apos;s number, %2 the event&apos;s index in it (also how many come before it), %3 the library file</extracomment>
        <translation>La partie %1 a été modifiée hors de Meeple Ledger&#xa0;: son événement %2 n’est plus tel qu’il a été enregistré dans %3. La partie est gardée telle quelle et ne peut plus être modifiée&#x202f;; les %2 événements précédents sont intacts et peuvent être gardés comme une nouvelle partie.</translation>
    </message>
    <message>
        <source>read event %1</source>
        <extracomment>%1 the event&apos;s index in the record</extracomment>
        <translation>lire l’événement %1</translation>
    </message>
    <message>
        <source>check the games&apos; events</source>
        <translation>vérifier les événements des parties</translation>
    </message>
    <message>
        <source>Game %1 is as it was stored: there is nothing to keep apart.</source>
        <extracomment>%1 the game&apos;s number</extracomment>
        <translation>La partie %1 est telle qu’elle a été enregistrée&#xa0;: il n’y a rien à mettre à part.</translation>
    </message>
    <message>
        <source>read game %1</source>
        <extracomment>%1 the game&apos;s number</extracomment>
        <translation>lire la partie %1</translation>
    </message>
</context>
<context>
    <name>GameLibraryModel</name>
    <message>
        <source>The game library is not open.</source>
        <translation>La bibliothèque de parties n’est pas ouverte.</translation>
    </message>
    <message>
        <source>%1 is already in the library as game %2: nothing was changed.</source>
        <extracomment>%1 the record file, %2 the number of the game in the library</extracomment>
        <translation>%1 est déjà dans la bibliothèque comme partie %2&#xa0;: rien n’a été modifié.</translation>
    </message>
    <message>
        <source>%1 is a different version of game %3: it differs from it in the events both hold, so both are kept, as game %2 and game %3.</source>
        <extracomment>%1 the record file, %2 the new game&apos;s number, %3 the stored game it differs from</extracomment>
        <translation>%1 est une autre version de la partie %3&#xa0;: elle en diffère dans les événements que les deux contiennent, donc les deux sont conservées, comme parties %2 et %3.</translation>
    </message>
    <message>
        <source>The picture could not be written to %1.</source>
        <extracomment>%1 the path of the picture that could not be written</extracomment>
        <translation>L’image n’a pas pu être écrite dans %1.</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>This game log belongs to no game library.</source>
        <translation>Ce journal de partie n’appartient à aucune bibliothèque de parties.</translation>
    </message>
    <message>
        <source>Game %1 is no longer in the library.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>La partie %1 n’est plus dans la bibliothèque.</translation>
    </message>
    <message>
        <source>Game %1 was changed in another window or program since it was loaded; reload it and try again.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>La partie %1 a été modifiée dans une autre fenêtre ou un autre programme depuis son chargement&#x202f;; rechargez-la et réessayez.</translation>
    </message>
    <message>
        <source>update game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>mettre à jour la partie %1</translation>
    </message>
    <message>
        <source>read game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>lire la partie %1</translation>
    </message>
    <message>
        <source>There is no game %1 in the library.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Il n’y a pas de partie %1 dans la bibliothèque.</translation>
    </message>
    <message>
        <source>Game %1 misses its event %2 in the library %3.</source>
        <extracomment>%1 the game&apos;s number, %2 the event&apos;s index in it, %3 the library file</extracomment>
        <translation>Il manque à la partie %1 son événement %2 dans la bibliothèque %3.</translation>
    </message>
    <message>
        <source>Game %1 should have %2 events in the library %3, but only %4 are stored.</source>
        <extracomment>%1 the game&apos;s number, %2 the events it should have, %3 the library file, %4 the events stored</extracomment>
        <translation>La partie %1 devrait avoir %2 événements dans la bibliothèque %3, mais seuls %4 sont enregistrés.</translation>
    </message>
    <message>
        <source>store event %1 of game %2</source>
        <extracomment>%1 the event&apos;s index in the game, %2 the game&apos;s number in the library</extracomment>
        <translation>enregistrer l’événement %1 de la partie %2</translation>
    </message>
    <message>
        <source>clear the redo history of game %1</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>effacer l’historique de rétablissement de la partie %1</translation>
    </message>
    <message>
        <source>Nothing to undo: game %1 has no event in effect.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Rien à annuler&#xa0;: la partie %1 n’a aucun événement en vigueur.</translation>
    </message>
    <message>
        <source>undo event %1 of game %2</source>
        <extracomment>%1 the event&apos;s index in the game, %2 the game&apos;s number in the library</extracomment>
        <translation>annuler l’événement %1 de la partie %2</translation>
    </message>
    <message>
        <source>Nothing to redo: game %1 has no undone event.</source>
        <extracomment>%1 the game&apos;s number in the library</extracomment>
        <translation>Rien à rétablir&#xa0;: la partie %1 n’a aucun événement annulé.</translation>
    </message>
    <message>
        <source>read event %1 of game %2</source>
        <extracomment>%1 the event&apos;s index in the game, %2 the game&apos;s number in the library</extracomment>
        <translation>lire l’événement %1 de la partie %2</translation>
    </message>
    <message>
        <source>redo event %1 of game %2</source>
        <extracomment>%1 the event&apos;s index in the game, %2 the game&apos;s number in the library</extracomment>
        <translation>rétablir l’événement %1 de la partie %2</translation>
    </message>
    <message>
        <source>Feature %1 is not on the table of game %2.</source>
        <extracomment>%1 the feature&apos;s id in the record, %2 the game&apos;s number in the library</extracomment>
        <translation>La zone %1 n’est pas sur le plateau de la partie %2.</translation>
    </message>
    <message>
        <source>Feature %1 takes no inn or cathedral in this game.</source>
        <extracomment>%1 the feature&apos;s id in the record</extracomment>
        <translation>La zone %1 ne peut avoir ni auberge ni cathédrale dans cette partie.</translation>
    </message>
</context>
<context>
    <name>GameRow</name>
    <message>
        <source>Finished</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Last played %1</source>
        <extracomment>%1 date and time the game was last changed</extracomment>
        <translation>Dernière partie&#xa0;: %1</translation>
    </message>
    <message>
        <source>Won by %1</source>
        <extracomment>%1 the winners&apos; names, joined by commas</extracomment>
        <translation>Gagnée par %1</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <extracomment>%n how many events the unfinished game has recorded</extracomment>
        <translation>
            <numerusform>%n événement</numerusform>
            <numerusform>%n événements</numerusform>
        </translation>
    </message>
    <message>
        <source>Base game</source>
        <translation>Jeu de base</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Supprimer…</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>No game is open.</source>
        <translation>Aucune partie n’est ouverte.</translation>
    </message>
    <message>
        <source>Choose the feature the figure stands on.</source>
        <translation>Choisissez la zone où se trouve le pion.</translation>
    </message>
    <message>
        <source>That feature is no longer on the board: nothing was named.</source>
        <translation>Cette zone n’est plus sur le plateau&#xa0;: rien n’a été nommé.</translation>
    </message>
    <message>
        <source>Nothing to enter yet: answer the questions first.</source>
        <translation>Rien à saisir pour l’instant&#xa0;: répondez d’abord aux questions.</translation>
    </message>
    <message>
        <source>This was asked in turn %1, which is over; it is turn %2 now, %3&apos;s. Nothing was entered.</source>
        <extracomment>%1 the turn a dialog or button was for, %2 the turn now, %3 the player whose turn it is</extracomment>
        <translation>Cette question portait sur le tour %1, qui est terminé&#x202f;; c’est maintenant le tour %2, à %3 de jouer. Rien n’a été saisi.</translation>
    </message>
    <message>
        <source>This was asked in another part of %1&apos;s turn (message 4&apos;s extra tile). Nothing was entered.</source>
        <extracomment>%1 the player whose turn it is; message 4 gave them an extra tile, which is a new part of the turn</extracomment>
        <translation>Cette question portait sur une autre partie du tour joué par %1 (tuile supplémentaire de la missive 4). Rien n’a été saisi.</translation>
    </message>
    <message>
        <source>That feature is no longer on the board: nothing was noted.</source>
        <translation>Cette zone n’est plus sur le plateau&#xa0;: rien n’a été noté.</translation>
    </message>
</context>
<context>
    <name>GhostBadge</name>
    <message numerus="yes">
        <source>%n ghost(s)</source>
        <extracomment>%n how many ghosts stand on the figure</extracomment>
        <translation>
            <numerusform>%n fantôme</numerusform>
            <numerusform>%n fantômes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GhostDialog</name>
    <message>
        <source>Add a ghost</source>
        <translation>Ajouter un fantôme</translation>
    </message>
    <message>
        <source>Add the ghost</source>
        <translation>Ajouter le fantôme</translation>
    </message>
    <message>
        <source>The mist expanded: on another player&apos;s figure</source>
        <translation>Le brouillard s’est étendu&#xa0;: sur le pion d’un autre joueur</translation>
    </message>
    <message>
        <source>The mist was limited: on your own figure</source>
        <translation>Le brouillard a été limité&#xa0;: sur votre propre pion</translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) left in the supply.</source>
        <extracomment>%n how many ghosts are left in the common supply</extracomment>
        <translation>
            <numerusform>Il reste %n fantôme dans la réserve.</numerusform>
            <numerusform>Il reste %n fantômes dans la réserve.</numerusform>
        </translation>
    </message>
    <message>
        <source>No figure can take a ghost for this reason.</source>
        <translation>Aucun pion ne peut recevoir de fantôme pour cette raison.</translation>
    </message>
</context>
<context>
    <name>GhostsStep</name>
    <message numerus="yes">
        <source>%n ghost(s) left</source>
        <extracomment>%n how many ghosts are left in the common supply</extracomment>
        <translation>
            <numerusform>%n fantôme restant</numerusform>
            <numerusform>%n fantômes restants</numerusform>
        </translation>
    </message>
    <message>
        <source>Ghosts</source>
        <translation>Fantômes</translation>
    </message>
    <message>
        <source>Add a ghost (G)</source>
        <translation>Ajouter un fantôme (G)</translation>
    </message>
</context>
<context>
    <name>Goods</name>
    <message>
        <source>Wine</source>
        <translation>Vin</translation>
    </message>
    <message>
        <source>wine</source>
        <translation>vin</translation>
    </message>
    <message>
        <source>Grain</source>
        <translation>Blé</translation>
    </message>
    <message>
        <source>grain</source>
        <translation>blé</translation>
    </message>
    <message>
        <source>Cloth</source>
        <translation>Tissu</translation>
    </message>
    <message>
        <source>cloth</source>
        <translation>tissu</translation>
    </message>
</context>
<context>
    <name>GoodsDialog</name>
    <message>
        <source>Take the city&apos;s goods</source>
        <translation>Prendre les marchandises de la ville</translation>
    </message>
    <message>
        <source>Take the goods</source>
        <translation>Prendre les marchandises</translation>
    </message>
    <message>
        <source>Goods score nothing now: at the end of the game the most tokens of each kind score 10.</source>
        <translation>Les marchandises ne rapportent rien maintenant&#xa0;: en fin de partie, la majorité de chaque type rapporte 10.</translation>
    </message>
    <message>
        <source>One token for each goods symbol in the city you completed, whoever held it.</source>
        <translation>Un jeton par symbole Marchandise dans la ville que vous avez achevée, quel que soit son propriétaire.</translation>
    </message>
    <message>
        <source>%1 (%2 left)</source>
        <extracomment>%1 a kind of goods (Wine, Grain, Cloth), %2 how many tokens of it are left in the general supply</extracomment>
        <translation>%1 (reste&#xa0;: %2)</translation>
    </message>
</context>
<context>
    <name>LeagueModel</name>
    <message>
        <source>“%1” is not a day written YYYY-MM-DD, such as 2026-10-01.</source>
        <extracomment>%1 what was typed where a day belongs</extracomment>
        <translation>«&#xa0;%1&#xa0;» n’est pas un jour écrit AAAA-MM-JJ, comme 2026-10-01.</translation>
    </message>
    <message>
        <source>The season&apos;s last day comes before its first day.</source>
        <translation>Le dernier jour de la saison précède son premier jour.</translation>
    </message>
    <message>
        <source>Give the season a name.</source>
        <translation>Donnez un nom à la saison.</translation>
    </message>
    <message>
        <source>No club server is set.</source>
        <translation>Aucun serveur de club n’est réglé.</translation>
    </message>
    <message>
        <source>A season&apos;s name cannot hold control characters or text-direction overrides: type it again without them.</source>
        <translation>Le nom d’une saison ne peut pas contenir de caractères de contrôle ni de caractères qui inversent le sens du texte&#xa0;: saisissez-le de nouveau sans eux.</translation>
    </message>
    <message>
        <source>A season&apos;s name may be at most %1 characters long.</source>
        <extracomment>%1 the longest a name may be (40)</extracomment>
        <translation>Le nom d’une saison peut compter au plus %1 caractères.</translation>
    </message>
</context>
<context>
    <name>LeagueScreen</name>
    <message>
        <source>The standings were exported to %1.</source>
        <extracomment>%1 is the path of the file written</extracomment>
        <translation>Le classement a été exporté dans %1.</translation>
    </message>
    <message>
        <source>Export the standings</source>
        <translation>Exporter le classement</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <extracomment>The button of the export&apos;s file dialog that writes the file</extracomment>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>one source of a player&apos;s points in the league: %1 the source (&quot;Cities&quot;), %2 the points</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <extracomment>Leaves the league for the start screen&apos;s list of games</extracomment>
        <translation>Retour aux parties</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>League</source>
        <translation>Ligue</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <source>All finished games</source>
        <translation>Toutes les parties terminées</translation>
    </message>
    <message>
        <source>A season:</source>
        <translation>Une saison&#xa0;:</translation>
    </message>
    <message>
        <source>Name, e.g. Autumn 2026</source>
        <extracomment>A placeholder: the kind of name a season is given</extracomment>
        <translation>Nom, p. ex. Automne 2026</translation>
    </message>
    <message>
        <source>Season name</source>
        <translation>Nom de la saison</translation>
    </message>
    <message>
        <source>From YYYY-MM-DD</source>
        <extracomment>A placeholder for the season&apos;s first day; the letters stand for year, month and day</extracomment>
        <translation>Du AAAA-MM-JJ</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>Premier jour</translation>
    </message>
    <message>
        <source>To YYYY-MM-DD</source>
        <extracomment>A placeholder for the season&apos;s last day; the letters stand for year, month and day</extracomment>
        <translation>Au AAAA-MM-JJ</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>Dernier jour</translation>
    </message>
    <message>
        <source>Show season</source>
        <extracomment>Shows the standings of the season whose name and days were typed</extracomment>
        <translation>Afficher la saison</translation>
    </message>
    <message>
        <source>%1, %2 to %3</source>
        <extracomment>the standings&apos; title: %1 the season&apos;s name, %2 its first day, %3 its last day</extracomment>
        <translation>%1, du %2 au %3</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s)</source>
        <extracomment>%n how many finished games the standings are made of</extracomment>
        <translation>
            <numerusform>%n partie terminée</numerusform>
            <numerusform>%n parties terminées</numerusform>
        </translation>
    </message>
    <message>
        <source>Rating</source>
        <extracomment>column of the league table: the Plackett–Luce rating (mu − 3 sigma)</extracomment>
        <translation>Cote</translation>
    </message>
    <message>
        <source>Rank</source>
        <extracomment>column of the league table: the position by rating</extracomment>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>column of the league table</extracomment>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>column of the league table: finished games played in the season</extracomment>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>column of the league table</extracomment>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Avg. points</source>
        <extracomment>column of the league table: the mean final score</extracomment>
        <translation>Moy. points</translation>
    </message>
    <message>
        <source>Avg. place</source>
        <extracomment>column of the league table: the mean place, tied players sharing the better one</extracomment>
        <translation>Moy. rang</translation>
    </message>
    <message>
        <source>Points from</source>
        <extracomment>column of the league table: where the points came from</extracomment>
        <translation>Points de</translation>
    </message>
    <message>
        <source>%1: rank %2, rating %3</source>
        <extracomment>read out for a line of the league table: %1 the player, %2 the rank, %3 the rating</extracomment>
        <translation>%1&#xa0;: rang %2, cote %3</translation>
    </message>
    <message>
        <source>No finished games in this season yet.</source>
        <translation>Aucune partie terminée dans cette saison pour l’instant.</translation>
    </message>
    <message>
        <source>Rating: Weng–Lin Plackett–Luce (as OpenSkill), shown as μ − 3σ; each game updates it once, in the order the games finished. A shared first place is a win for each.</source>
        <extracomment>how the league table is worked out, under it</extracomment>
        <translation>Cote&#xa0;: Weng–Lin Plackett–Luce (comme OpenSkill), affichée comme μ − 3σ&#x202f;; chaque partie la met à jour une fois, dans l’ordre où les parties se sont terminées. Une première place partagée est une victoire pour chacun.</translation>
    </message>
    <message>
        <source>This library&apos;s</source>
        <translation>Celles de cette bibliothèque</translation>
    </message>
    <message>
        <source>Every table&apos;s, from the club server</source>
        <translation>Celles de toutes les tables, depuis le serveur du club</translation>
    </message>
    <message>
        <source>Not connected: %1</source>
        <extracomment>%1 why the club server cannot be read (a sentence); the screen keeps trying by itself</extracomment>
        <translation>Non connecté&#xa0;: %1</translation>
    </message>
    <message>
        <source>The picture could not be written to %1.</source>
        <extracomment>%1 the path of the picture that could not be written</extracomment>
        <translation>L’image n’a pas pu être écrite dans %1.</translation>
    </message>
    <message>
        <source>Save a picture of the standings</source>
        <translation>Enregistrer une image du classement</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>Picture…</source>
        <translation>Image…</translation>
    </message>
    <message>
        <source>Awaiting the organiser</source>
        <translation>En attente de l’organisateur</translation>
    </message>
    <message>
        <source>%1 holds another version of %2&apos;s game (%3).</source>
        <extracomment>%1 the table holding this version, %2 the table that owns the game, %3 its players</extracomment>
        <translation>%1 a une autre version de la partie de %2 (%3).</translation>
    </message>
    <message>
        <source>Count this version</source>
        <translation>Compter cette version</translation>
    </message>
</context>
<context>
    <name>LedgerExplainer</name>
    <message numerus="yes">
        <source>Incomplete road: %n tile(s) × 1 = %1</source>
        <extracomment>%n the road&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Route inachevée&#xa0;: %n tuile × 1 = %1</numerusform>
            <numerusform>Route inachevée&#xa0;: %n tuiles × 1 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Road completed: %n tile(s) × 1 = %1</source>
        <extracomment>%n the road&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Route achevée&#xa0;: %n tuile × 1 = %1</numerusform>
            <numerusform>Route achevée&#xa0;: %n tuiles × 1 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Incomplete monastery: itself and %n neighbouring tile(s) = %1</source>
        <extracomment>%n the tiles around the monastery, %1 the points</extracomment>
        <translation>
            <numerusform>Abbaye inachevée&#xa0;: elle-même et %n tuile voisine = %1</numerusform>
            <numerusform>Abbaye inachevée&#xa0;: elle-même et %n tuiles voisines = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Monastery completed: itself and 8 neighbouring tiles = 9</source>
        <translation>Abbaye achevée&#xa0;: elle-même et 8 tuiles voisines = 9</translation>
    </message>
    <message numerus="yes">
        <source>Field: %n completed cit(y/ies) × 3 = %1</source>
        <extracomment>%n the completed cities bordering the field, %1 the points</extracomment>
        <translation>
            <numerusform>Pré&#xa0;: %n ville achevée × 3 = %1</numerusform>
            <numerusform>Pré&#xa0;: %n villes achevées × 3 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Haunted castle at the end: %n tile(s) with mist × 1 = %1</source>
        <extracomment>%n the tiles with mist around the castle, %1 the points</extracomment>
        <translation>
            <numerusform>Château hanté en fin de partie&#xa0;: %n tuile avec brouillard × 1 = %1</numerusform>
            <numerusform>Château hanté en fin de partie&#xa0;: %n tuiles avec brouillard × 1 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Haunted castle completed: %n tile(s) with mist × 2 = %1</source>
        <extracomment>%n the tiles with mist around the castle, %1 the points</extracomment>
        <translation>
            <numerusform>Château hanté achevé&#xa0;: %n tuile avec brouillard × 2 = %1</numerusform>
            <numerusform>Château hanté achevé&#xa0;: %n tuiles avec brouillard × 2 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Cemetery completed: worth 0; its keeper brings a guard meeple back</source>
        <translation>Cimetière achevé&#xa0;: 0 point&#x202f;; celui qui l’occupe récupère une sentinelle</translation>
    </message>
    <message numerus="yes">
        <source>, minus %n ghost(s) × 2 = %1</source>
        <extracomment>added after a feature&apos;s points: %n the ghosts on it, %1 the points left</extracomment>
        <translation>
            <numerusform>, moins %n fantôme × 2 = %1</numerusform>
            <numerusform>, moins %n fantômes × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (majority with %n figure(s))</source>
        <extracomment>added after a feature&apos;s points: %n the figures that gave the majority</extracomment>
        <translation>
            <numerusform> (majorité avec %n pion)</numerusform>
            <numerusform> (majorité avec %n pions)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ringmaster bonus: %n circus or acrobat tile(s) × 2 = %1</source>
        <extracomment>%n the circus and acrobat tiles around the ringmaster, %1 the points</extracomment>
        <translation>
            <numerusform>Bonus du directeur de cirque&#xa0;: %n tuile Cirque ou Artiste × 2 = %1</numerusform>
            <numerusform>Bonus du directeur de cirque&#xa0;: %n tuiles Cirque ou Artiste × 2 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Robber still on the track at the end of the game = 3</source>
        <translation>Voleur encore sur la piste de score en fin de partie = 3</translation>
    </message>
    <message>
        <source>Message %1 taken as 2 points</source>
        <extracomment>%1 the number of the message tile (1 to 8)</extracomment>
        <translation>Missive %1 prise comme 2 points</translation>
    </message>
    <message>
        <source>Message 4: place an extra tile</source>
        <translation>Missive 4&#xa0;: poser une tuile supplémentaire</translation>
    </message>
    <message numerus="yes">
        <source>Message 5: %n coat(s) of arms × 2 = %1</source>
        <extracomment>%n the coats of arms in the player&apos;s cities, %1 the points</extracomment>
        <translation>
            <numerusform>Missive 5&#xa0;: %n blason × 2 = %1</numerusform>
            <numerusform>Missive 5&#xa0;: %n blasons × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Message 6: %n knight(s) × 2 = %1</source>
        <extracomment>%n the player&apos;s figures in cities, %1 the points</extracomment>
        <translation>
            <numerusform>Missive 6&#xa0;: %n chevalier × 2 = %1</numerusform>
            <numerusform>Missive 6&#xa0;: %n chevaliers × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Message 7: %n farmer(s) × 2 = %1</source>
        <extracomment>%n the player&apos;s figures in fields, %1 the points</extracomment>
        <translation>
            <numerusform>Missive 7&#xa0;: %n paysan × 2 = %1</numerusform>
            <numerusform>Missive 7&#xa0;: %n paysans × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Acrobats at the end: %n acrobat(s) × 5 = %1</source>
        <extracomment>%n the player&apos;s acrobats on an unfinished pyramid, %1 the points</extracomment>
        <translation>
            <numerusform>Artistes en fin de partie&#xa0;: %n artiste × 5 = %1</numerusform>
            <numerusform>Artistes en fin de partie&#xa0;: %n artistes × 5 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ghosts at the end: %n ghost(s) × -1 = %1</source>
        <extracomment>%n the ghosts haunting the player&apos;s figures, %1 the points (negative)</extracomment>
        <translation>
            <numerusform>Fantômes en fin de partie&#xa0;: %n fantôme × -1 = %1</numerusform>
            <numerusform>Fantômes en fin de partie&#xa0;: %n fantômes × -1 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Correction agreed by the table (%1) = %2</source>
        <extracomment>%1 the reason the players typed, %2 the points</extracomment>
        <translation>Correction acceptée par la table (%1) = %2</translation>
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
            <numerusform>%n tuile</numerusform>
            <numerusform>%n tuiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coat(s) of arms</source>
        <extracomment>a city&apos;s coats of arms, put in for %2 of &quot;City completed: %1 × 2 + %2 × 2 = %3&quot;</extracomment>
        <translation>
            <numerusform>%n blason</numerusform>
            <numerusform>%n blasons</numerusform>
        </translation>
    </message>
    <message>
        <source>Incomplete city: %1 × 1 + %2 × 1 = %3</source>
        <extracomment>%1 the city&apos;s tiles (&quot;5 tiles&quot;), %2 its coats of arms (&quot;2 coats of arms&quot;), %3 the points</extracomment>
        <translation>Ville inachevée&#xa0;: %1 × 1 + %2 × 1 = %3</translation>
    </message>
    <message numerus="yes">
        <source>Incomplete city: %n tile(s) × 1 = %1</source>
        <extracomment>%n the city&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Ville inachevée&#xa0;: %n tuile × 1 = %1</numerusform>
            <numerusform>Ville inachevée&#xa0;: %n tuiles × 1 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>City completed: %1 × 2 + %2 × 2 = %3</source>
        <extracomment>%1 the city&apos;s tiles (&quot;5 tiles&quot;), %2 its coats of arms (&quot;2 coats of arms&quot;), %3 the points</extracomment>
        <translation>Ville achevée&#xa0;: %1 × 2 + %2 × 2 = %3</translation>
    </message>
    <message numerus="yes">
        <source>City completed: %n tile(s) × 2 = %1</source>
        <extracomment>%n the city&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Ville achevée&#xa0;: %n tuile × 2 = %1</numerusform>
            <numerusform>Ville achevée&#xa0;: %n tuiles × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Robber on space %1 steals half of the %n point(s) %2 scored, rounded up = %3</source>
        <extracomment>%1 the number of the robber&apos;s space on the scoring track, %n the points the robbed player scored, %2 the robbed player&apos;s name, %3 the points the robber takes</extracomment>
        <translation>
            <numerusform>Voleur sur la case %1&#xa0;: la moitié du %n point marqué par %2, arrondie au supérieur = %3</numerusform>
            <numerusform>Voleur sur la case %1&#xa0;: la moitié des %n points marqués par %2, arrondie au supérieur = %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Message 1: your road worth the fewest points scores as at the end of the game = %1</source>
        <extracomment>%1 the points</extracomment>
        <translation>Missive 1&#xa0;: votre route qui vaut le moins de points est comptée comme en fin de partie = %1</translation>
    </message>
    <message>
        <source>Message 2: your city worth the fewest points scores as at the end of the game = %1</source>
        <extracomment>%1 the points</extracomment>
        <translation>Missive 2&#xa0;: votre ville qui vaut le moins de points est comptée comme en fin de partie = %1</translation>
    </message>
    <message>
        <source>Message 3: your monastery worth the fewest points scores as at the end of the game = %1</source>
        <extracomment>%1 the points</extracomment>
        <translation>Missive 3&#xa0;: votre abbaye qui vaut le moins de points est comptée comme en fin de partie = %1</translation>
    </message>
    <message>
        <source>Message 8: the meeple has no majority on its feature and returns to the supply = %1</source>
        <extracomment>%1 the points</extracomment>
        <translation>Missive 8&#xa0;: le meeple n’est pas majoritaire dans sa zone et retourne dans la réserve = %1</translation>
    </message>
    <message>
        <source>Message 8: your meeple&apos;s feature scores for you alone as at the end of the game = %1</source>
        <extracomment>%1 the points of the feature, before any ghost penalty</extracomment>
        <translation>Missive 8&#xa0;: la zone de votre meeple est comptée pour vous seul comme en fin de partie = %1</translation>
    </message>
    <message>
        <source>Ransom paid to %1 to free your meeple = -3</source>
        <extracomment>%1 the name of the player who held the meeple prisoner</extracomment>
        <translation>Rançon payée à %1 pour libérer votre meeple = -3</translation>
    </message>
    <message>
        <source>Ransom received from %1 for their meeple = 3</source>
        <extracomment>%1 the name of the player whose meeple was held prisoner</extracomment>
        <translation>%1 a payé une rançon pour son meeple = 3</translation>
    </message>
    <message numerus="yes">
        <source>Acrobat pyramid: %n acrobat(s) × 5 = %1</source>
        <extracomment>%n the player&apos;s acrobats in the pyramid, %1 the points</extracomment>
        <translation>
            <numerusform>Pyramide d’artistes&#xa0;: %n artiste × 5 = %1</numerusform>
            <numerusform>Pyramide d’artistes&#xa0;: %n artistes × 5 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Acrobat pyramid: %1 × 5, minus %2 × 2 = %3</source>
        <extracomment>%1 the player&apos;s acrobats (&quot;3 acrobats&quot;), %2 the ghosts on the pyramid (&quot;1 ghost&quot;), %3 the points</extracomment>
        <translation>Pyramide d’artistes&#xa0;: %1 × 5, moins %2 × 2 = %3</translation>
    </message>
    <message numerus="yes">
        <source>%n acrobat(s)</source>
        <extracomment>the acrobats of a pyramid, put in for %1 of &quot;Acrobat pyramid: %1 × 5, minus %2 × 2 = %3&quot;</extracomment>
        <translation>
            <numerusform>%n artiste</numerusform>
            <numerusform>%n artistes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s)</source>
        <extracomment>the ghosts on a pyramid, put in for %2 of &quot;Acrobat pyramid: %1 × 5, minus %2 × 2 = %3&quot;</extracomment>
        <translation>
            <numerusform>%n fantôme</numerusform>
            <numerusform>%n fantômes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The messenger&apos;s %n point(s) join the scoring meeple</source>
        <extracomment>%n the points the messenger stood on</extracomment>
        <translation>
            <numerusform>Le %n point de la meeplette rejoint le pion Score</numerusform>
            <numerusform>Les %n points de la meeplette rejoignent le pion Score</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big top (%1, worth %2 per meeple): %n meeple(s) around it = %3</source>
        <extracomment>%1 the animal of the big top&apos;s token, %2 the points it gives each figure (a plain number, which is why it is not followed by &quot;points&quot;), %n the player&apos;s figures around the big top, %3 the points</extracomment>
        <translation>
            <numerusform>Chapiteau (%1, valeur %2 par meeple)&#xa0;: %n meeple autour = %3</numerusform>
            <numerusform>Chapiteau (%1, valeur %2 par meeple)&#xa0;: %n meeples autour = %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Field with your pig: %n completed cit(y/ies) × 4 = %1</source>
        <extracomment>%n the completed cities bordering the field, %1 the points; the player&apos;s pig stands in the field</extracomment>
        <translation>
            <numerusform>Pré avec votre cochon&#xa0;: %n ville achevée × 4 = %1</numerusform>
            <numerusform>Pré avec votre cochon&#xa0;: %n villes achevées × 4 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Road with an inn, left incomplete at the end: worth 0</source>
        <translation>Route avec auberge inachevée en fin de partie&#xa0;: vaut 0</translation>
    </message>
    <message numerus="yes">
        <source>Road with an inn completed: %n tile(s) × 2 = %1</source>
        <extracomment>%n the road&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Route avec auberge achevée&#xa0;: %n tuile × 2 = %1</numerusform>
            <numerusform>Route avec auberge achevée&#xa0;: %n tuiles × 2 = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>City with a cathedral, left incomplete at the end: worth 0</source>
        <translation>Ville avec cathédrale inachevée en fin de partie&#xa0;: vaut 0</translation>
    </message>
    <message>
        <source>City with a cathedral completed: %1 × 3 + %2 × 3 = %3</source>
        <extracomment>%1 the city&apos;s tiles (&quot;5 tiles&quot;), %2 its coats of arms (&quot;2 coats of arms&quot;), %3 the points</extracomment>
        <translation>Ville avec cathédrale achevée&#xa0;: %1 × 3 + %2 × 3 = %3</translation>
    </message>
    <message numerus="yes">
        <source>City with a cathedral completed: %n tile(s) × 3 = %1</source>
        <extracomment>%n the city&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Ville avec cathédrale achevée&#xa0;: %n tuile × 3 = %1</numerusform>
            <numerusform>Ville avec cathédrale achevée&#xa0;: %n tuiles × 3 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Incomplete garden: itself and %n neighbouring tile(s) = %1</source>
        <extracomment>%n the tiles around the garden, %1 the points</extracomment>
        <translation>
            <numerusform>Jardin inachevé&#xa0;: le jardin et %n tuile voisine = %1</numerusform>
            <numerusform>Jardin inachevé&#xa0;: le jardin et %n tuiles voisines = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Garden completed: itself and 8 neighbouring tiles = 9</source>
        <translation>Jardin achevé&#xa0;: le jardin et 8 tuiles voisines = 9</translation>
    </message>
    <message numerus="yes">
        <source> (majority with a strength of %n: the large meeple counts 2)</source>
        <extracomment>added after a feature&apos;s points: %n the strength that gave the majority, a large meeple counting 2</extracomment>
        <translation>
            <numerusform> (majorité avec une force de %n&#xa0;: le grand meeple compte pour 2)</numerusform>
            <numerusform> (majorité avec une force de %n&#xa0;: le grand meeple compte pour 2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Abbot returned early from its garden: itself and %n neighbouring tile(s) = %1</source>
        <extracomment>%n the tiles around the garden, %1 the points before any ghost penalty</extracomment>
        <translation>
            <numerusform>Abbé repris de son jardin avant l’achèvement&#xa0;: le jardin et %n tuile voisine = %1</numerusform>
            <numerusform>Abbé repris de son jardin avant l’achèvement&#xa0;: le jardin et %n tuiles voisines = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Abbot returned early from its monastery: itself and %n neighbouring tile(s) = %1</source>
        <extracomment>%n the tiles around the monastery, %1 the points before any ghost penalty</extracomment>
        <translation>
            <numerusform>Abbé repris de son abbaye avant l’achèvement&#xa0;: l’abbaye et %n tuile voisine = %1</numerusform>
            <numerusform>Abbé repris de son abbaye avant l’achèvement&#xa0;: l’abbaye et %n tuiles voisines = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Most %1 tokens: %n token(s) = 10</source>
        <extracomment>%1 a kind of goods (&quot;Wine&quot;), %n the tokens of it the player holds, the most of anyone (ties all score)</extracomment>
        <translation>
            <numerusform>Majorité de jetons %1&#xa0;: %n jeton = 10</numerusform>
            <numerusform>Majorité de jetons %1&#xa0;: %n jetons = 10</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LedgerPanel</name>
    <message>
        <source>Ledger</source>
        <translation>Registre</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Tout le monde</translation>
    </message>
    <message>
        <source>Show the payouts of</source>
        <translation>Afficher les gains de</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Take back the last event (Ctrl+Z)</source>
        <translation>Annuler le dernier événement (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Bring back the undone event (Ctrl+Shift+Z)</source>
        <translation>Rétablir l’événement annulé (Ctrl+Maj+Z)</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <extracomment>%1 player, %2 rule name, %3 scoring figure</extracomment>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Explain in two languages</source>
        <translation>Expliquer en deux langues</translation>
    </message>
    <message>
        <source>No points scored yet.</source>
        <translation>Aucun point marqué pour l’instant.</translation>
    </message>
    <message>
        <source>%1 · %2 “%3” · %4</source>
        <extracomment>%1 player, %2 rule name, %3 the name the players gave the feature (&quot;the river city&quot;), %4 scoring figure</extracomment>
        <translation>%1 · %2 «&#xa0;%3&#xa0;» · %4</translation>
    </message>
</context>
<context>
    <name>LibraryBanner</name>
    <message>
        <source>Games cannot be saved: the game library is not open.</source>
        <translation>Les parties ne peuvent pas être enregistrées&#xa0;: la bibliothèque de parties n’est pas ouverte.</translation>
    </message>
    <message>
        <source>This library is read-only: its games can be viewed but not changed.</source>
        <translation>Cette bibliothèque est en lecture seule&#xa0;: ses parties peuvent être consultées mais pas modifiées.</translation>
    </message>
    <message>
        <source>%1 Meeple Ledger tries again every few seconds.</source>
        <extracomment>%1 what is wrong with the library, a sentence of its own</extracomment>
        <translation>%1 Meeple Ledger réessaie toutes les quelques secondes.</translation>
    </message>
    <message>
        <source>Make the file and its folder writable, or copy the library to a folder you can write to, to play new games.</source>
        <translation>Pour jouer de nouvelles parties, rendez le fichier et son dossier modifiables, ou copiez la bibliothèque dans un dossier où vous pouvez écrire.</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Something happened to the game library&apos;s file.</source>
        <translation>Il est arrivé quelque chose au fichier de la bibliothèque de parties.</translation>
    </message>
</context>
<context>
    <name>LibraryStatistics</name>
    <message>
        <source>The game library is not open.</source>
        <translation>La bibliothèque de parties n’est pas ouverte.</translation>
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
        <translation>Meeple Ledger — tour %1</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>Join</source>
        <translation>Relier</translation>
    </message>
    <message>
        <source>Which features did the tile join to it?</source>
        <translation>Quelles zones la tuile y a-t-elle reliées&#x202f;?</translation>
    </message>
    <message>
        <source>No other feature of this type is occupied.</source>
        <translation>Aucune autre zone de ce type n’est occupée.</translation>
    </message>
    <message>
        <source>Join with %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>Relier à&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>MessageDialog</name>
    <message>
        <source>Draw a message</source>
        <translation>Piocher une missive</translation>
    </message>
    <message>
        <source>Choose a message</source>
        <translation>Choisir une missive</translation>
    </message>
    <message>
        <source>Do the action</source>
        <translation>Effectuer l’action</translation>
    </message>
    <message>
        <source>Message %1: %2</source>
        <extracomment>%1 the message tile&apos;s number (1 to 8), %2 its name</extracomment>
        <translation>Missive %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Which of your figures is scored?</source>
        <translation>Lequel de vos pions est évalué&#x202f;?</translation>
    </message>
    <message>
        <source>Which message tile was drawn? (keys 1–%1)</source>
        <extracomment>%1 the number of the last message tile (8)</extracomment>
        <translation>Quelle tuile Missive a été piochée&#x202f;? (touches 1 à %1)</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 figure kind, %2 the feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>%1 sur&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>Take %n point(s)</source>
        <extracomment>%n the points a message taken as points gives (2)</extracomment>
        <translation>
            <numerusform>Prendre %n point</numerusform>
            <numerusform>Prendre %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n point(s) instead</source>
        <extracomment>%n the points a message taken as points gives (2)</extracomment>
        <translation>
            <numerusform>Prendre %n point à la place</numerusform>
            <numerusform>Prendre %n points à la place</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have nothing on the board this message could score: take the %n point(s).</source>
        <extracomment>%n the points a message taken as points gives (2)</extracomment>
        <translation>
            <numerusform>Vous n’avez rien sur le plateau que cette missive pourrait évaluer&#xa0;: prenez le %n point.</numerusform>
            <numerusform>Vous n’avez rien sur le plateau que cette missive pourrait évaluer&#xa0;: prenez les %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MessageStep</name>
    <message>
        <source>✉ %1 landed on a dark space: draw a message tile!</source>
        <extracomment>%1 the active player&apos;s name; their scoring meeple stopped on a dark space of the track</extracomment>
        <translation>✉ Case foncée pour %1&#xa0;: piochez une tuile Missive&#x202f;!</translation>
    </message>
    <message>
        <source>Resolve the message (M)</source>
        <translation>Résoudre la missive (M)</translation>
    </message>
</context>
<context>
    <name>MessageTiles</name>
    <message>
        <source>Shortest road</source>
        <translation>Route la plus courte</translation>
    </message>
    <message>
        <source>Score your smallest road as at the end of the game; the figures stay.</source>
        <translation>Évaluez votre plus petite route comme en fin de partie&#x202f;; les pions restent en place.</translation>
    </message>
    <message>
        <source>Smallest city</source>
        <translation>Plus petite ville</translation>
    </message>
    <message>
        <source>Score your smallest city as at the end of the game; the figures stay.</source>
        <translation>Évaluez votre plus petite ville comme en fin de partie&#x202f;; les pions restent en place.</translation>
    </message>
    <message>
        <source>Smallest monastery</source>
        <translation>Plus petite abbaye</translation>
    </message>
    <message>
        <source>Score your smallest monastery as at the end of the game; the figure stays.</source>
        <translation>Évaluez votre plus petite abbaye comme en fin de partie&#x202f;; le pion reste en place.</translation>
    </message>
    <message>
        <source>Extra tile</source>
        <translation>Tuile supplémentaire</translation>
    </message>
    <message>
        <source>Draw and place another tile: a new part of this turn.</source>
        <translation>Piochez et posez une autre tuile&#xa0;: une nouvelle partie de ce tour.</translation>
    </message>
    <message>
        <source>2 points per coat of arms</source>
        <translation>2 points par blason</translation>
    </message>
    <message>
        <source>2 points for each coat of arms in cities where you have a knight.</source>
        <translation>2 points par blason dans les villes où vous avez un chevalier.</translation>
    </message>
    <message>
        <source>2 points per knight</source>
        <translation>2 points par chevalier</translation>
    </message>
    <message>
        <source>2 points for each of your figures in cities.</source>
        <translation>2 points pour chacun de vos pions dans les villes.</translation>
    </message>
    <message>
        <source>2 points per farmer</source>
        <translation>2 points par paysan</translation>
    </message>
    <message>
        <source>2 points for each of your figures in fields.</source>
        <translation>2 points pour chacun de vos pions dans les prés.</translation>
    </message>
    <message>
        <source>Score a meeple</source>
        <translation>Évaluer un meeple</translation>
    </message>
    <message>
        <source>Score one of your figures as at the end of the game; it returns to you.</source>
        <translation>Évaluez un de vos pions comme en fin de partie&#x202f;; il revient dans votre réserve.</translation>
    </message>
</context>
<context>
    <name>MoverChooser</name>
    <message>
        <source>Which scoring figure moves?</source>
        <translation>Quel pion avance sur la piste de score&#x202f;?</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 player name, %2 points (signed)</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Suggested: %1 — %2</source>
        <extracomment>%1 &quot;meeple&quot; or &quot;messenger&quot;, %2 the reason</extracomment>
        <translation>Conseillé&#xa0;: %1 — %2</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <extracomment>%1 figure name, %2 the track position it would land on</extracomment>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Move %1&apos;s %2</source>
        <extracomment>%1 the player&apos;s name, %2 the scoring figure (scoring meeple or messenger)</extracomment>
        <translation>Avancer&#xa0;: %2 (%1)</translation>
    </message>
    <message>
        <source>The messenger holds too few points to pay.</source>
        <translation>La meeplette n’a pas assez de points pour payer.</translation>
    </message>
    <message>
        <source>The meeple holds too few points to pay.</source>
        <translation>Le pion Score n’a pas assez de points pour payer.</translation>
    </message>
</context>
<context>
    <name>NumberField</name>
    <message>
        <source>Less</source>
        <translation>Moins</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Plus</translation>
    </message>
    <message>
        <source>At most %1: %2</source>
        <extracomment>%1 the largest number the field takes; %2 why (&quot;no more than its tiles&quot;)</extracomment>
        <translation>Au plus %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>At most %1</source>
        <extracomment>%1 the largest number the field takes</extracomment>
        <translation>Au plus %1</translation>
    </message>
    <message>
        <source>At least %1</source>
        <extracomment>%1 the smallest number the field takes</extracomment>
        <translation>Au moins %1</translation>
    </message>
</context>
<context>
    <name>Outbox</name>
    <message>
        <source>read the library&apos;s device id</source>
        <translation>lire l’identifiant d’appareil de la bibliothèque</translation>
    </message>
    <message>
        <source>read what the club server is owed</source>
        <translation>lire ce qui reste à envoyer au serveur du club</translation>
    </message>
    <message>
        <source>note what the club server holds</source>
        <translation>noter ce que le serveur du club détient</translation>
    </message>
    <message>
        <source>note what the club server is owed</source>
        <translation>noter ce que le serveur du club doit encore recevoir</translation>
    </message>
</context>
<context>
    <name>PayoutList</name>
    <message>
        <source>Nobody scores.</source>
        <translation>Personne ne marque.</translation>
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
        <translation>Posé ce tour-ci</translation>
    </message>
    <message>
        <source>Placed: %1 on %2</source>
        <extracomment>%1 a kind of figure (meeple, guard meeple…), %2 the feature as the players see it (&quot;Ana&apos;s city&quot;)</extracomment>
        <translation>Posé&#xa0;: %1 sur %2</translation>
    </message>
    <message>
        <source>Place a figure (P)</source>
        <translation>Poser un pion (P)</translation>
    </message>
    <message>
        <source>Place another</source>
        <translation>En poser un autre</translation>
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
            <numerusform>Poser&#xa0;: %1 (reste %n)</numerusform>
            <numerusform>Poser&#xa0;: %1 (restent %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Place on a new %1</source>
        <extracomment>%1 a kind of feature (road, city…)</extracomment>
        <translation>Poser sur une nouvelle zone&#xa0;: %1</translation>
    </message>
    <message>
        <source>On top of %1</source>
        <extracomment>a tower to place the figure on: %1 the tower as the players see it (&quot;tower 2, height 3&quot;)</extracomment>
        <translation>Au sommet&#xa0;: %1</translation>
    </message>
    <message>
        <source>Join acrobats %1 (%2 of %3)</source>
        <extracomment>%1 the acrobat space, %2 its acrobats, %3 a full pyramid&apos;s</extracomment>
        <translation>Rejoindre les artistes %1 (%2 sur %3)</translation>
    </message>
    <message>
        <source>Joins %1 (J)</source>
        <extracomment>%1 a feature as the players see it (&quot;Ben&apos;s road&quot;); J is the key</extracomment>
        <translation>Relie à&#xa0;: %1 (J)</translation>
    </message>
    <message>
        <source>Joins %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ben&apos;s road&quot;)</extracomment>
        <translation>Relie à&#xa0;: %1</translation>
    </message>
    <message>
        <source>Tower floor (T)…</source>
        <translation>Étage de tour (T)…</translation>
    </message>
    <message>
        <source>Score pyramid %1…</source>
        <extracomment>%1 the acrobat space&apos;s number, as its card shows it (&quot;Acrobats 2&quot;)</extracomment>
        <translation>Évaluer la pyramide %1…</translation>
    </message>
    <message>
        <source>Beside your figure on %1</source>
        <extracomment>a builder or a pig joining a feature where its owner has a figure: %1 the feature as the players see it (&quot;Ana&apos;s road&quot;)</extracomment>
        <translation>À côté de votre pion&#xa0;: %1</translation>
    </message>
    <message>
        <source>Return the abbot from the garden (A)…</source>
        <translation>Reprendre l’abbé du jardin (A)…</translation>
    </message>
    <message>
        <source>Return the abbot from the garden…</source>
        <translation>Reprendre l’abbé du jardin…</translation>
    </message>
    <message>
        <source>Return the abbot from the monastery (A)…</source>
        <translation>Reprendre l’abbé de l’abbaye (A)…</translation>
    </message>
    <message>
        <source>Return the abbot from the monastery…</source>
        <translation>Reprendre l’abbé de l’abbaye…</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <source>Now playing: </source>
        <translation>À jouer&#xa0;: </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n point(s)</source>
        <extracomment>%1 the player&apos;s name, %n the player&apos;s score</extracomment>
        <translation>
            <numerusform>%1, %n point</numerusform>
            <numerusform>%1, %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Now playing</source>
        <translation>À jouer</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>%n the player&apos;s score</extracomment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Correct %1&apos;s score</source>
        <extracomment>%1 the player&apos;s name</extracomment>
        <translation>Corriger le score&#xa0;: %1</translation>
    </message>
    <message>
        <source>Scoring meeple at %1</source>
        <extracomment>%1 the space of the scoring track (a number)</extracomment>
        <translation>Pion Score sur %1</translation>
    </message>
    <message>
        <source>Messenger at %1</source>
        <extracomment>%1 the space of the scoring track (a number)</extracomment>
        <translation>Meeplette sur %1</translation>
    </message>
    <message>
        <source>on %1</source>
        <extracomment>where the robber stands: %1 the space of the scoring track (a number)</extracomment>
        <translation>sur %1</translation>
    </message>
    <message>
        <source>in hand</source>
        <translation>en réserve</translation>
    </message>
    <message>
        <source>Robber on space %1</source>
        <extracomment>%1 the space of the scoring track (a number)</extracomment>
        <translation>Voleur sur la case %1</translation>
    </message>
    <message>
        <source>Robber in the supply</source>
        <translation>Voleur en réserve</translation>
    </message>
    <message>
        <source>Supply:</source>
        <translation>Réserve&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>%n meeple(s) in the supply</source>
        <extracomment>%n how many meeples the player has in their supply</extracomment>
        <translation>
            <numerusform>%n meeple en réserve</numerusform>
            <numerusform>%n meeples en réserve</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guard(s) in the supply</source>
        <extracomment>%n how many guard meeples the player has in their supply</extracomment>
        <translation>
            <numerusform>%n sentinelle en réserve</numerusform>
            <numerusform>%n sentinelles en réserve</numerusform>
        </translation>
    </message>
    <message>
        <source>The ringmaster is in the supply</source>
        <translation>Le directeur de cirque est en réserve</translation>
    </message>
    <message>
        <source>The ringmaster is on the board</source>
        <translation>Le directeur de cirque est sur le plateau</translation>
    </message>
    <message numerus="yes">
        <source>%n tower floor(s) left</source>
        <extracomment>%n how many tower floors the player has left</extracomment>
        <translation>
            <numerusform>%n étage de tour restant</numerusform>
            <numerusform>%n étages de tour restants</numerusform>
        </translation>
    </message>
    <message>
        <source>Holds: %1</source>
        <extracomment>the prisoners a player holds in their tower: %1 the list (&quot;Ben&apos;s meeple, Cleo&apos;s guard meeple&quot;), or on a card too short for it the owners&apos; names alone (&quot;Ben, Cleo&quot;)</extracomment>
        <translation>Détient&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <extracomment>a prisoner: %1 its owner&apos;s name, %2 the kind of figure (&quot;meeple&quot;, &quot;guard meeple&quot;)</extracomment>
        <translation>%2 (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) on their figures</source>
        <extracomment>%n how many ghosts stand on the player&apos;s figures</extracomment>
        <translation>
            <numerusform>%n fantôme sur ses pions</numerusform>
            <numerusform>%n fantômes sur ses pions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 in the supply</source>
        <extracomment>%1 a kind of figure (abbot, large meeple, builder, pig); %n how many the player has in their supply</extracomment>
        <translation>
            <numerusform>%1&#xa0;: %n dans la réserve</numerusform>
            <numerusform>%1&#xa0;: %n dans la réserve</numerusform>
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
            <numerusform>%1&#xa0;: %n jeton, plus que quiconque à la table</numerusform>
            <numerusform>%1&#xa0;: %n jetons, plus que quiconque à la table</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 token(s)</source>
        <extracomment>%1 the kind of goods, %n the tokens</extracomment>
        <translation>
            <numerusform>%1&#xa0;: %n jeton</numerusform>
            <numerusform>%1&#xa0;: %n jetons</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerProfiles</name>
    <message>
        <source>The game library is not open.</source>
        <translation>La bibliothèque de parties n’est pas ouverte.</translation>
    </message>
</context>
<context>
    <name>PointSources</name>
    <message>
        <source>Roads</source>
        <translation>Routes</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Villes</translation>
    </message>
    <message>
        <source>Monasteries</source>
        <translation>Abbayes</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Prés</translation>
    </message>
    <message>
        <source>Haunted castles</source>
        <translation>Châteaux hantés</translation>
    </message>
    <message>
        <source>Cemeteries</source>
        <translation>Cimetières</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Missives</translation>
    </message>
    <message>
        <source>Robbers</source>
        <translation>Voleurs</translation>
    </message>
    <message>
        <source>Tower ransoms</source>
        <translation>Rançons (tour)</translation>
    </message>
    <message>
        <source>Big top</source>
        <translation>Chapiteau</translation>
    </message>
    <message>
        <source>Acrobats</source>
        <translation>Artistes</translation>
    </message>
    <message>
        <source>Ringmaster</source>
        <translation>Directeur de cirque</translation>
    </message>
    <message>
        <source>Ghosts</source>
        <translation>Fantômes</translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation>Corrections</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Autres</translation>
    </message>
    <message>
        <source>Roads with inns</source>
        <translation>Routes avec auberge</translation>
    </message>
    <message>
        <source>Cities with cathedrals</source>
        <translation>Villes avec cathédrale</translation>
    </message>
    <message>
        <source>Gardens</source>
        <translation>Jardins</translation>
    </message>
    <message>
        <source>Abbot returned early</source>
        <translation>Abbé repris avant l’achèvement</translation>
    </message>
    <message>
        <source>Goods</source>
        <translation>Marchandises</translation>
    </message>
</context>
<context>
    <name>PreviewDialog</name>
    <message>
        <source>Payouts</source>
        <translation>Gains</translation>
    </message>
</context>
<context>
    <name>PyramidDialog</name>
    <message>
        <source>Score the pyramid %1</source>
        <extracomment>%1 the acrobat space&apos;s number</extracomment>
        <translation>Évaluer la pyramide %1</translation>
    </message>
    <message>
        <source>Score the pyramid</source>
        <translation>Évaluer la pyramide</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Displays help on commandline options.</source>
        <extracomment>The description of --help in the programs&apos; --help (Qt&apos;s own text)</extracomment>
        <translation>Affiche l’aide sur les options de la ligne de commande.</translation>
    </message>
    <message>
        <source>Displays help including Qt specific options.</source>
        <extracomment>The description of --help-all in the programs&apos; --help (Qt&apos;s own text)</extracomment>
        <translation>Affiche l’aide, options propres à Qt comprises.</translation>
    </message>
</context>
<context>
    <name>RansomDialog</name>
    <message>
        <source>Buy back your %1 from %2</source>
        <extracomment>%1 the kind of the captured figure (meeple, guard meeple, ringmaster), %2 the name of the player holding it prisoner</extracomment>
        <translation>Racheter votre %1 à %2</translation>
    </message>
    <message>
        <source>The figure returns to your supply; a ransom can be paid once per turn.</source>
        <translation>Le pion revient dans votre réserve&#x202f;; une rançon peut être payée une fois par tour.</translation>
    </message>
    <message>
        <source>Pay the ransom</source>
        <translation>Payer la rançon</translation>
    </message>
</context>
<context>
    <name>RansomStep</name>
    <message>
        <source>Ransom (B)</source>
        <translation>Rançon (B)</translation>
    </message>
    <message>
        <source>Buy back your %1 from %2…</source>
        <extracomment>%1 the kind of the captured figure (meeple, guard meeple, ringmaster), %2 the name of the player holding it prisoner</extracomment>
        <translation>Racheter votre %1 à %2…</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>these points land its owner on a dark space: a message</source>
        <translation>ces points amènent son propriétaire sur une case foncée&#xa0;: une missive</translation>
    </message>
    <message>
        <source>the most points</source>
        <translation>le plus de points</translation>
    </message>
    <message>
        <source>the only scoring figure</source>
        <translation>le seul pion sur la piste de score</translation>
    </message>
    <message>
        <source>the lower figure loses less</source>
        <translation>le pion le plus bas perd moins</translation>
    </message>
    <message>
        <source>the other figure already earned this turn&apos;s message</source>
        <translation>l’autre pion a déjà obtenu la missive de ce tour</translation>
    </message>
    <message>
        <source>it lands on a dark space: a message</source>
        <translation>il arrive sur une case foncée&#xa0;: une missive</translation>
    </message>
    <message>
        <source>the other figure stands with a robber</source>
        <translation>l’autre pion est accompagné d’un voleur</translation>
    </message>
    <message>
        <source>either figure is as good</source>
        <translation>les deux pions se valent</translation>
    </message>
</context>
<context>
    <name>RecallDialog</name>
    <message>
        <source>Return the abbot from the garden</source>
        <translation>Reprendre l’abbé du jardin</translation>
    </message>
    <message>
        <source>Return the abbot from the monastery</source>
        <translation>Reprendre l’abbé de l’abbaye</translation>
    </message>
    <message>
        <source>Return the abbot</source>
        <translation>Reprendre l’abbé</translation>
    </message>
    <message>
        <source>The garden&apos;s tile and the tiles around it</source>
        <translation>La tuile du jardin et les tuiles autour</translation>
    </message>
    <message>
        <source>The monastery&apos;s tile and the tiles around it</source>
        <translation>La tuile de l’abbaye et les tuiles autour</translation>
    </message>
    <message numerus="yes">
        <source>The abbot returns to your supply; each of its %n ghost(s) costs 2.</source>
        <extracomment>%n the ghosts on the abbot</extracomment>
        <translation>
            <numerusform>L’abbé retourne dans votre réserve&#x202f;; son %n fantôme coûte 2.</numerusform>
            <numerusform>L’abbé retourne dans votre réserve&#x202f;; chacun de ses %n fantômes coûte 2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The abbot returns to your supply; this takes the place of placing a figure.</source>
        <translation>L’abbé retourne dans votre réserve&#x202f;; cela remplace la pose d’un pion.</translation>
    </message>
</context>
<context>
    <name>RecordFile</name>
    <message>
        <source>Could not read %1: %2</source>
        <extracomment>%1 the record file, %2 the system&apos;s reason</extracomment>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1 the record file, %2 the system&apos;s reason</extracomment>
        <translation>Impossible d’écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB, the most a game record can be.</source>
        <extracomment>%1 is a file name, %2 the largest size of a record in MiB (16) %1 the record file, %2 the largest size allowed, in MiB</extracomment>
        <translation>%1 dépasse %2 Mio, la taille maximale d’un enregistrement de partie.</translation>
    </message>
    <message>
        <source>%1 is not a regular file (it is a folder, a device, a pipe or a socket): nothing was written, and it was left as it was. Name a file.</source>
        <extracomment>%1 the output file the user named</extracomment>
        <translation>%1 n’est pas un fichier ordinaire (c’est un dossier, un périphérique, un tube ou un socket)&#xa0;: rien n’a été écrit et il est resté tel quel. Indiquez un fichier.</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>a record is one JSON object</source>
        <translation>une partie enregistrée est un seul objet JSON</translation>
    </message>
    <message>
        <source>an event must be a JSON object</source>
        <translation>un événement doit être un objet JSON</translation>
    </message>
    <message>
        <source>`format` must be &quot;meeple-ledger/1&quot;</source>
        <translation>`format` doit valoir &quot;meeple-ledger/1&quot;</translation>
    </message>
    <message>
        <source>`players` must be an array of 2 to 6 players</source>
        <translation>`players` doit être une liste de 2 à 6 joueurs</translation>
    </message>
    <message>
        <source>a game has 2 to 6 players, this record has %1</source>
        <extracomment>%1 the record&apos;s number of players</extracomment>
        <translation>une partie compte 2 à 6 joueurs, cet enregistrement en a %1</translation>
    </message>
    <message>
        <source>`players[%1]` must be an object</source>
        <extracomment>%1 the player&apos;s place in the list, from 0</extracomment>
        <translation>`players[%1]` doit être un objet</translation>
    </message>
    <message>
        <source>player id &quot;%1&quot; must be 1 to 16 of a-z, 0-9, _ and -</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>l’identifiant de joueur &quot;%1&quot; doit compter 1 à 16 caractères parmi a-z, 0-9, _ et -</translation>
    </message>
    <message>
        <source>player id &quot;%1&quot; is used twice</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>l’identifiant de joueur &quot;%1&quot; est utilisé deux fois</translation>
    </message>
    <message>
        <source>the name of &quot;%1&quot; is longer than 40 characters</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>le nom de &quot;%1&quot; dépasse 40 caractères</translation>
    </message>
    <message>
        <source>`expansions` must be an array (empty for the base game alone)</source>
        <translation>`expansions` doit être une liste (vide pour le jeu de base seul)</translation>
    </message>
    <message>
        <source>expansion &quot;%1&quot; is listed twice</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>l’extension «&#xa0;%1&#xa0;» est indiquée deux fois</translation>
    </message>
    <message>
        <source>`events` must be an array</source>
        <translation>`events` doit être une liste</translation>
    </message>
    <message>
        <source>`game.id` must be a UUID such as &quot;3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e0f4a61&quot;, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`game.id` doit être un UUID comme &quot;3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e0f4a61&quot;, trouvé &quot;%1&quot;</translation>
    </message>
    <message>
        <source>`game.created` must be a time in UTC such as &quot;2026-12-04T19:30:00Z&quot;, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`game.created` doit être une heure UTC comme &quot;2026-12-04T19:30:00Z&quot;, trouvé &quot;%1&quot;</translation>
    </message>
    <message>
        <source>`%1` is missing</source>
        <extracomment>%1 the name of a field of the record, as written there</extracomment>
        <translation>`%1` manque</translation>
    </message>
    <message>
        <source>`%1` must be a whole number %2, got %3</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 the numbers allowed (&quot;2 or more&quot;, &quot;from 1 to 12&quot;); %3 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` doit être un nombre entier %2, trouvé %3</translation>
    </message>
    <message>
        <source>`%1` must be a non-empty string, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` doit être un texte non vide, trouvé %2</translation>
    </message>
    <message>
        <source>`%1` must be an object, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` doit être un objet, trouvé %2</translation>
    </message>
    <message>
        <source>`%1` must be an array of strings, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` doit être une liste de textes, trouvé %2</translation>
    </message>
    <message>
        <source>`%1` must hold non-empty strings, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` ne doit contenir que des textes non vides, trouvé %2</translation>
    </message>
    <message>
        <source>`%1` (%2) cannot exceed `%3` (%4)</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 its value; %3 the name of a field of the record, as written there; %4 its value</extracomment>
        <translation>`%1` (%2) ne peut pas dépasser `%3` (%4)</translation>
    </message>
    <message>
        <source>the game has ended: no event may follow `end`</source>
        <translation>la partie est terminée&#xa0;: aucun événement ne peut suivre `end`</translation>
    </message>
    <message>
        <source>unknown event type &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>type d’événement inconnu &quot;%1&quot;</translation>
    </message>
    <message>
        <source>`%1` events need the %2 expansion, which this record does not enable</source>
        <extracomment>%1 an event type as written in the record (tower, robber…); %2 an expansion&apos;s name</extracomment>
        <translation>les événements `%1` demandent l’extension «&#xa0;%2&#xa0;», que cet enregistrement n’active pas</translation>
    </message>
    <message>
        <source>the messenger needs the %1 expansion, which this record does not enable</source>
        <extracomment>%1 an expansion&apos;s name</extracomment>
        <translation>la meeplette demande l’extension «&#xa0;%1&#xa0;», que cet enregistrement n’active pas</translation>
    </message>
    <message>
        <source>%1 figures need the %2 expansion, which this record does not enable</source>
        <extracomment>%1 a kind of figure (meeple, guard meeple, ringmaster); %2 an expansion&apos;s name</extracomment>
        <translation>les pions de type %1 demandent l’extension «&#xa0;%2&#xa0;», que cet enregistrement n’active pas</translation>
    </message>
    <message>
        <source>%1 features need the %2 expansion, which this record does not enable</source>
        <extracomment>%1 a kind of feature (road, city, tower…); %2 an expansion&apos;s name</extracomment>
        <translation>les zones de type %1 demandent l’extension «&#xa0;%2&#xa0;», que cet enregistrement n’active pas</translation>
    </message>
    <message>
        <source>ringmaster counts need the %1 expansion, which this record does not enable</source>
        <extracomment>%1 an expansion&apos;s name</extracomment>
        <translation>les décomptes du directeur de cirque demandent l’extension «&#xa0;%1&#xa0;», que cet enregistrement n’active pas</translation>
    </message>
    <message>
        <source>`%1`: &quot;%2&quot; is not a player of this game</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1`&#xa0;: &quot;%2&quot; ne joue pas dans cette partie</translation>
    </message>
    <message>
        <source>`%1` must be &quot;meeple&quot; or &quot;messenger&quot;, got &quot;%2&quot;</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1` doit valoir &quot;meeple&quot; ou &quot;messenger&quot;, trouvé &quot;%2&quot;</translation>
    </message>
    <message>
        <source>no turn has begun: the record must start with a `turn` event</source>
        <translation>aucun tour n’a commencé&#xa0;: l’enregistrement doit débuter par un événement `turn`</translation>
    </message>
    <message>
        <source>it is %1&apos;s turn after %2, not %3</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name; %3 a player&apos;s name</extracomment>
        <translation>après %2, c’est à %1 de jouer, pas à %3</translation>
    </message>
    <message>
        <source>`%1`: no feature &quot;%2&quot; is on the board</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1`&#xa0;: aucune zone &quot;%2&quot; n’est sur le plateau</translation>
    </message>
    <message>
        <source>`%1`: no figure &quot;%2&quot; is on the board</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1`&#xa0;: aucun pion &quot;%2&quot; n’est sur le plateau</translation>
    </message>
    <message>
        <source>only the active player (%1) places figures, not %2</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name</extracomment>
        <translation>seul le joueur actif (%1) pose des pions, pas %2</translation>
    </message>
    <message>
        <source>`kind` must be meeple, guard or ringmaster, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`kind` doit valoir meeple, guard ou ringmaster, trouvé &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 has no %2 left in their supply</source>
        <extracomment>%1 a player&apos;s name; %2 a kind of figure</extracomment>
        <translation>%1 n’a plus de %2 dans sa réserve</translation>
    </message>
    <message>
        <source>figure id &quot;%1&quot; is already on the board or held as a prisoner</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>l’identifiant de pion &quot;%1&quot; est déjà sur le plateau ou retenu prisonnier</translation>
    </message>
    <message>
        <source>unknown `featureType` &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`featureType` inconnu &quot;%1&quot;</translation>
    </message>
    <message>
        <source>feature &quot;%1&quot; is a %2, not a %3</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure; %3 a kind of feature (road, city…) or of figure</extracomment>
        <translation>la zone &quot;%1&quot; est de type %2, pas %3</translation>
    </message>
    <message>
        <source>feature &quot;%1&quot; is new, so `featureType` is required</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>la zone &quot;%1&quot; est nouvelle, `featureType` est donc obligatoire</translation>
    </message>
    <message>
        <source>feature &quot;%1&quot; is already occupied; players join features with `merge`</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>la zone &quot;%1&quot; est déjà occupée&#x202f;; les joueurs relient les zones avec `merge`</translation>
    </message>
    <message>
        <source>tower &quot;%1&quot; has no floor yet: towers are built with `tower` events</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>la tour &quot;%1&quot; n’a pas encore d’étage&#xa0;: les tours se construisent avec des événements `tower`</translation>
    </message>
    <message>
        <source>`features` must name at least two different features, each once</source>
        <translation>`features` doit nommer au moins deux zones différentes, chacune une fois</translation>
    </message>
    <message>
        <source>only roads, cities and fields are merged; &quot;%1&quot; is a %2</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>seuls les routes, villes et prés se relient&#x202f;; &quot;%1&quot; est de type %2</translation>
    </message>
    <message>
        <source>cannot merge a %1 with a %2</source>
        <extracomment>%1 a kind of feature (road, city…) or of figure; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>impossible de relier une zone de type %1 à une zone de type %2</translation>
    </message>
    <message>
        <source>`into`: &quot;%1&quot; is another feature on the board</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`into`&#xa0;: &quot;%1&quot; est une autre zone du plateau</translation>
    </message>
    <message>
        <source>fields are never scored during the game; they score at `end`</source>
        <translation>les prés ne sont jamais évalués en cours de partie&#x202f;; ils comptent à `end`</translation>
    </message>
    <message>
        <source>a %1 is not a feature that is completed and scored</source>
        <extracomment>%1 a kind of feature (road, city…) or of figure</extracomment>
        <translation>une zone de type %1 ne s’achève pas et n’est pas évaluée</translation>
    </message>
    <message>
        <source>an adjustment of 0 points changes nothing</source>
        <translation>une correction de 0 point ne change rien</translation>
    </message>
    <message>
        <source>`values` has an entry for &quot;%1&quot;, which is not on the board</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`values` a une entrée pour &quot;%1&quot;, qui n’est pas sur le plateau</translation>
    </message>
    <message>
        <source>`values.%1`: a %2 is not scored at the end; give `{}` or no entry</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>`values.%1`&#xa0;: une zone de type %2 n’est pas évaluée en fin de partie&#x202f;; indiquez `{}` ou aucune entrée</translation>
    </message>
    <message>
        <source>`values` has no entry for %1 &quot;%2&quot;, which has figures on it</source>
        <extracomment>%1 a kind of feature (road, city…); %2 an id or value exactly as written in the record</extracomment>
        <translation>`values` n’a pas d’entrée pour la zone de type %1 &quot;%2&quot;, qui porte des pions</translation>
    </message>
    <message>
        <source>`%1`: &quot;%2&quot; is not a ringmaster on %3 &quot;%4&quot; that takes a bonus</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record; %3 a kind of feature (road, city…); %4 an id or value exactly as written in the record</extracomment>
        <translation>`%1`&#xa0;: &quot;%2&quot; n’est pas un directeur de cirque sur la zone de type %3 &quot;%4&quot; qui reçoit un bonus</translation>
    </message>
    <message>
        <source>`%1` needs the number of circus and acrobat tiles around ringmaster &quot;%2&quot;</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1` demande le nombre de tuiles Cirque et Artiste autour du directeur de cirque &quot;%2&quot;</translation>
    </message>
    <message>
        <source>`%1`: unknown animal &quot;%2&quot; (flea, monkey, seal, bear, tiger, elephant)</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record</extracomment>
        <translation>`%1`&#xa0;: animal inconnu &quot;%2&quot; (flea, monkey, seal, bear, tiger, elephant)</translation>
    </message>
    <message numerus="yes">
        <source>all %n %1 token(s) have been revealed already</source>
        <extracomment>%n the tokens of that animal in the game; %1 the animal (flea, monkey…)</extracomment>
        <translation>
            <numerusform>le %n jeton %1 a déjà été révélé</numerusform>
            <numerusform>les %n jetons %1 ont déjà tous été révélés</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a %2, not an acrobat space</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>&quot;%1&quot; est de type %2, pas une piste d’artistes</translation>
    </message>
    <message numerus="yes">
        <source>the pyramid on &quot;%1&quot; has %n acrobat(s); it is scored with exactly 3</source>
        <extracomment>%1 the acrobat space&apos;s id as written in the record; %n the acrobats on it</extracomment>
        <translation>
            <numerusform>la pyramide sur &quot;%1&quot; compte %n artiste&#x202f;; elle s’évalue avec exactement 3</numerusform>
            <numerusform>la pyramide sur &quot;%1&quot; compte %n artistes&#x202f;; elle s’évalue avec exactement 3</numerusform>
        </translation>
    </message>
    <message>
        <source>the ringmaster is never an acrobat</source>
        <translation>Le directeur de cirque n’est jamais un artiste</translation>
    </message>
    <message>
        <source>the pyramid on &quot;%1&quot; is complete with 3 acrobats</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>la pyramide sur &quot;%1&quot; est complète avec 3 artistes</translation>
    </message>
    <message>
        <source>ghosts are never added to guard meeples; &quot;%1&quot; is a guard</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>on n’ajoute jamais de fantôme à une sentinelle&#x202f;; &quot;%1&quot; est une sentinelle</translation>
    </message>
    <message>
        <source>the general supply has no ghost left</source>
        <translation>la réserve générale n’a plus de fantôme</translation>
    </message>
    <message>
        <source>expanding the mist haunts another player&apos;s figure; &quot;%1&quot; is %2&apos;s own</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a player&apos;s name</extracomment>
        <translation>quand le brouillard s’étend, il hante le pion d’un autre joueur&#x202f;; &quot;%1&quot; appartient en propre à %2</translation>
    </message>
    <message>
        <source>limiting the mist haunts one of the active player&apos;s own figures; &quot;%1&quot; belongs to %2</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a player&apos;s name</extracomment>
        <translation>quand le brouillard est contenu, il hante un pion du joueur actif&#x202f;; &quot;%1&quot; appartient à %2</translation>
    </message>
    <message>
        <source>`reason` must be &quot;expand&quot; or &quot;limit&quot;, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`reason` doit valoir &quot;expand&quot; ou &quot;limit&quot;, trouvé &quot;%1&quot;</translation>
    </message>
    <message>
        <source>`values` has no entry for %1 &quot;%2&quot;, where %3 has a figure</source>
        <extracomment>%1 a kind of feature (road, city…); %2 an id or value exactly as written in the record; %3 a player&apos;s name</extracomment>
        <translation>`values` n’a pas d’entrée pour la zone de type %1 &quot;%2&quot;, où %3 a un pion</translation>
    </message>
    <message>
        <source>`values` names &quot;%1&quot;, which is not a %2 with a figure of %3</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure; %3 a player&apos;s name</extracomment>
        <translation>`values` nomme &quot;%1&quot;, qui n’est pas une zone de type %2 portant un pion appartenant à %3</translation>
    </message>
    <message>
        <source>no message is owed: none of %1&apos;s scoring figures ended a forward move from points on a dark space since the last message or the start of the turn</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>aucune missive n’est due&#xa0;: depuis la dernière missive ou le début du tour, aucun pion appartenant à %1 n’a terminé sur une case foncée un déplacement vers l’avant dû à des points</translation>
    </message>
    <message>
        <source>`take` must be &quot;points&quot; or &quot;action&quot;, got &quot;%1&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>`take` doit valoir &quot;points&quot; ou &quot;action&quot;, trouvé &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 has no figure on a %2: message %3 must be taken as 2 points</source>
        <extracomment>%1 a player&apos;s name; %2 a kind of feature (road, city…) or of figure; %3 the message tile&apos;s number</extracomment>
        <translation>%1 n’a aucun pion sur une zone de type %2&#xa0;: la missive %3 doit être prise comme 2 points</translation>
    </message>
    <message>
        <source>message 8 scores one of the active player&apos;s own figures; &quot;%1&quot; belongs to %2</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a player&apos;s name</extracomment>
        <translation>la missive 8 évalue un pion du joueur actif&#x202f;; &quot;%1&quot; appartient à %2</translation>
    </message>
    <message>
        <source>`values.ringmaster` is only for a ringmaster on a road, city, monastery or field</source>
        <translation>`values.ringmaster` ne vaut que pour un directeur de cirque sur une route, une ville, une abbaye ou un pré</translation>
    </message>
    <message>
        <source>only the active player may move a robber that is already on the track; %1&apos;s robber stands on space %2</source>
        <extracomment>%1 a player&apos;s name; %2 a space of the scoring track (a number)</extracomment>
        <translation>seul le joueur actif peut déplacer un voleur déjà sur la piste de score&#x202f;; %1 a son voleur sur la case %2</translation>
    </message>
    <message>
        <source>space %1 holds no scoring figure of another player</source>
        <extracomment>%1 a space of the scoring track (a number)</extracomment>
        <translation>la case %1 ne porte aucun pion d’un autre joueur</translation>
    </message>
    <message>
        <source>a `steal` must follow the scoring it robs</source>
        <translation>un `steal` doit suivre l’évaluation qu’il vole</translation>
    </message>
    <message>
        <source>the robber of %1 already chose whom to rob</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>%1&#xa0;: le voleur a déjà choisi qui voler</translation>
    </message>
    <message>
        <source>the robber of %1 is not on the track when this scoring began</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>%1&#xa0;: le voleur n’est pas sur la piste de score au début de cette évaluation</translation>
    </message>
    <message>
        <source>the robber of %1 has nothing to steal in this scoring</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>%1&#xa0;: le voleur n’a rien à voler dans cette évaluation</translation>
    </message>
    <message>
        <source>the robber of %1 cannot steal from %2: only a first forward movement of a figure that stood on space %3 can be robbed</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name; %3 a space of the scoring track (a number)</extracomment>
        <translation>%1&#xa0;: le voleur ne peut pas voler %2&#xa0;: seul le premier déplacement vers l’avant d’un pion parti de la case %3 peut être volé</translation>
    </message>
    <message>
        <source>the robber of %1 cannot steal from %2&apos;s %3: only a first forward movement of a figure that stood on space %4 can be robbed</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name; %3 the robbed player&apos;s scoring figure (scoring meeple or messenger); %4 a space of the scoring track (a number)</extracomment>
        <translation>%1&#xa0;: le voleur ne peut pas voler %2 (%3)&#xa0;: seul le premier déplacement vers l’avant d’un pion parti de la case %4 peut être volé</translation>
    </message>
    <message>
        <source>`exchange`: %1 holds no prisoner &quot;%2&quot; of %3</source>
        <extracomment>%1 a player&apos;s name; %2 an id or value exactly as written in the record; %3 a player&apos;s name</extracomment>
        <translation>`exchange`&#xa0;: %1 ne retient aucun prisonnier &quot;%2&quot; appartenant à %3</translation>
    </message>
    <message>
        <source>%1 has no tower floor left in their supply</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>%1 n’a plus d’étage de tour dans sa réserve</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a %2, not a tower</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure</extracomment>
        <translation>&quot;%1&quot; est de type %2, pas une tour</translation>
    </message>
    <message>
        <source>tower &quot;%1&quot; is closed by figure &quot;%2&quot;</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 an id or value exactly as written in the record</extracomment>
        <translation>la tour &quot;%1&quot; est fermée par le pion &quot;%2&quot;</translation>
    </message>
    <message>
        <source>`exchange` without a capture: no prisoners change hands</source>
        <translation>`exchange` sans capture&#xa0;: aucun prisonnier n’est échangé</translation>
    </message>
    <message>
        <source>`exchange` after capturing one&apos;s own figure: no prisoners change hands</source>
        <translation>`exchange` après la capture de son propre pion&#xa0;: aucun prisonnier n’est échangé</translation>
    </message>
    <message>
        <source>`exchange`: no exchange happens, %1 holds no prisoner of %2</source>
        <extracomment>%1 a player&apos;s name; %2 a player&apos;s name</extracomment>
        <translation>`exchange`&#xa0;: pas d’échange, %1 ne retient aucun prisonnier appartenant à %2</translation>
    </message>
    <message>
        <source>`exchange`: %1 takes no part in this exchange</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>`exchange`&#xa0;: %1 ne prend pas part à cet échange</translation>
    </message>
    <message>
        <source>figure &quot;%1&quot; is not held as a prisoner</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>le pion &quot;%1&quot; n’est pas retenu prisonnier</translation>
    </message>
    <message>
        <source>only its owner (%1) buys back &quot;%2&quot;, during their own turn</source>
        <extracomment>%1 a player&apos;s name; %2 an id or value exactly as written in the record</extracomment>
        <translation>seul son propriétaire (%1) rachète &quot;%2&quot;, pendant son propre tour</translation>
    </message>
    <message>
        <source>a ransom is paid at most once per turn</source>
        <translation>une rançon se paie au plus une fois par tour</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 holds %n point(s); a ransom of 3 would take it below 0</source>
        <extracomment>%1 the prisoner&apos;s owner&apos;s name; %2 that player&apos;s scoring figure (scoring meeple or messenger); %n its points</extracomment>
        <translation>
            <numerusform>%2 (%1)&#xa0;: %n point&#x202f;; une rançon de 3 ferait passer ce pion sous 0</numerusform>
            <numerusform>%2 (%1)&#xa0;: %n points&#x202f;; une rançon de 3 ferait passer ce pion sous 0</numerusform>
        </translation>
    </message>
    <message>
        <source>an array</source>
        <extracomment>What a record has where another kind of value belongs (&quot;`tiles` must be a whole number, got …&quot;).</extracomment>
        <translation>une liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <extracomment>The range of a whole number: &quot;`tiles` must be a whole number 2 or more&quot;.</extracomment>
        <translation>d’au moins %1</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <extracomment>The range of a whole number: &quot;`tile` must be a whole number from 1 to 12&quot;.</extracomment>
        <translation>de %1 à %2</translation>
    </message>
    <message>
        <source>error: setup: %1</source>
        <extracomment>A refused record&apos;s line on the command line: %1 why the record&apos;s setup (its players and expansions) was refused</extracomment>
        <translation>erreur&#xa0;: mise en place&#xa0;: %1</translation>
    </message>
    <message>
        <source>error: event %1 (%2): %3</source>
        <extracomment>%1 is the event&apos;s index in the record, %2 its type (&quot;place&quot;, &quot;score&quot;), %3 why it was refused.</extracomment>
        <translation>erreur&#xa0;: événement %1 (%2)&#xa0;: %3</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): %4</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text; %4 which mistake it is, as a clause (&quot;the text ends before the record is complete&quot;)</extracomment>
        <translation>JSON non valide à l’octet %1 (ligne %2, colonne %3)&#xa0;: %4</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): the text is empty or only white space</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>JSON non valide à l’octet %1 (ligne %2, colonne %3)&#xa0;: le texte est vide ou ne contient que des espaces</translation>
    </message>
    <message>
        <source>the text is %1 bytes; a record is at most %2 bytes (16 MiB)</source>
        <extracomment>%1 the text&apos;s size in bytes; %2 the largest size allowed in bytes</extracomment>
        <translation>le texte fait %1 octets&#x202f;; un enregistrement de partie fait au plus %2 octets (16 Mio)</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): a NUL byte, which JSON text cannot hold</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>JSON non valide à l’octet %1 (ligne %2, colonne %3)&#xa0;: un octet NUL, qu’un texte JSON ne peut pas contenir</translation>
    </message>
    <message>
        <source>a U+0000 (\u0000) in a string at byte %1 (line %2, column %3): no name or id can hold it</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>un U+0000 (\u0000) dans une chaîne à l’octet %1 (ligne %2, colonne %3)&#xa0;: aucun nom ni identifiant ne peut le contenir</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): invalid UTF-8 in a string</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>JSON non valide à l’octet %1 (ligne %2, colonne %3)&#xa0;: UTF-8 non valide dans une chaîne</translation>
    </message>
    <message>
        <source>invalid Unicode in the string at byte %1 (line %2, column %3)</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text</extracomment>
        <translation>Unicode non valide dans la chaîne à l’octet %1 (ligne %2, colonne %3)</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): invalid Unicode: a lone high surrogate \u%4</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text; %4 the character&apos;s code in hexadecimal</extracomment>
        <translation>JSON non valide à l’octet %1 (ligne %2, colonne %3)&#xa0;: Unicode non valide&#xa0;: un demi-codet haut isolé \u%4</translation>
    </message>
    <message>
        <source>invalid Unicode at byte %1 (line %2, column %3): the escape \u%4 is a lone low surrogate</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text; %4 the character&apos;s code in hexadecimal</extracomment>
        <translation>Unicode non valide à l’octet %1 (ligne %2, colonne %3)&#xa0;: l’échappement \u%4 est un demi-codet bas isolé</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (line %2, column %3): a raw control character (U+%4) in a string; it must be written as an escape</source>
        <extracomment>%1, %2, %3 the byte, line and column in the record&apos;s text; %4 the character&apos;s code in hexadecimal</extracomment>
        <translation>JSON non valide à l’octet %1 (ligne %2, colonne %3)&#xa0;: un caractère de contrôle brut (U+%4) dans une chaîne&#x202f;; il doit être écrit comme un échappement</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears twice in one object: at byte %2 (line %3, column %4) and at byte %5 (line %6, column %7)</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 the byte; %3 the line; %4 the column in the record&apos;s text; %5 the byte; %6 the line; %7 the column of its second appearance</extracomment>
        <translation>la clé «&#xa0;%1&#xa0;» figure deux fois dans un même objet&#xa0;: à l’octet %2 (ligne %3, colonne %4) et à l’octet %5 (ligne %6, colonne %7)</translation>
    </message>
    <message>
        <source>nested deeper than %1 arrays and objects at byte %2 (line %3, column %4)</source>
        <extracomment>%1 the deepest nesting allowed (a number); %2 the byte; %3 the line; %4 the column in the record&apos;s text</extracomment>
        <translation>plus de %1 tableaux et objets imbriqués à l’octet %2 (ligne %3, colonne %4)</translation>
    </message>
    <message>
        <source>the record is too large to read in the memory available</source>
        <translation>l’enregistrement de partie est trop grand pour être lu dans la mémoire disponible</translation>
    </message>
    <message>
        <source>setup: %1</source>
        <extracomment>Where a refused record went wrong, inside a sentence such as &quot;game.json was not imported: setup: …&quot;.</extracomment>
        <translation>mise en place&#xa0;: %1</translation>
    </message>
    <message>
        <source>event %1 (%2): %3</source>
        <extracomment>%1 is the event&apos;s index in the record, %2 its type (&quot;place&quot;, &quot;score&quot;), %3 why it was refused; inside a sentence such as &quot;game.json was not imported: event 3 (place): …&quot;.</extracomment>
        <translation>événement %1 (%2)&#xa0;: %3</translation>
    </message>
    <message>
        <source>the text ends before the record is complete (a file cut short?)</source>
        <extracomment>Why a record&apos;s text is not valid JSON, after &quot;not valid JSON at byte 41 (line 2, column 1): &quot;</extracomment>
        <translation>le texte s’arrête avant la fin de la partie enregistrée (un fichier tronqué&#x202f;?)</translation>
    </message>
    <message>
        <source>more text follows the record&apos;s closing brace</source>
        <translation>du texte suit l’accolade fermante de la partie enregistrée</translation>
    </message>
    <message>
        <source>a value is missing, or is not one (text must be in double quotes)</source>
        <translation>une valeur manque ou n’en est pas une (un texte s’écrit entre guillemets droits doubles)</translation>
    </message>
    <message>
        <source>a member&apos;s name is missing (a name is written in double quotes)</source>
        <translation>le nom d’un membre manque (un nom s’écrit entre guillemets droits doubles)</translation>
    </message>
    <message>
        <source>a member&apos;s name is not followed by a colon</source>
        <translation>le nom d’un membre n’est pas suivi d’un deux-points</translation>
    </message>
    <message>
        <source>a comma or the closing brace is missing after a member</source>
        <translation>une virgule ou l’accolade fermante manque après un membre</translation>
    </message>
    <message>
        <source>a comma or the closing bracket is missing after an element</source>
        <translation>une virgule ou le crochet fermant manque après un élément</translation>
    </message>
    <message>
        <source>a \u escape is not followed by four hexadecimal digits</source>
        <translation>un échappement \u n’est pas suivi de quatre chiffres hexadécimaux</translation>
    </message>
    <message>
        <source>a backslash is followed by a character that has no escape</source>
        <translation>une barre oblique inverse est suivie d’un caractère qui n’a pas d’échappement</translation>
    </message>
    <message>
        <source>a string has no closing double quote</source>
        <translation>une chaîne n’a pas de guillemet double fermant</translation>
    </message>
    <message>
        <source>a number is too large or incomplete</source>
        <translation>un nombre est trop grand ou incomplet</translation>
    </message>
    <message>
        <source>the text does not follow JSON&apos;s syntax</source>
        <translation>le texte ne suit pas la syntaxe de JSON</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 holds %n point(s); a correction of %3 would take it below 0</source>
        <extracomment>%1 a player&apos;s name; %2 that player&apos;s scoring figure (scoring meeple or messenger); %n its points; %3 the correction (a negative number)</extracomment>
        <translation>
            <numerusform>%2 (%1)&#xa0;: %n point&#x202f;; une correction de %3 ferait passer ce pion sous 0</numerusform>
            <numerusform>%2 (%1)&#xa0;: %n points&#x202f;; une correction de %3 ferait passer ce pion sous 0</numerusform>
        </translation>
    </message>
    <message>
        <source>the text begins with a byte order mark (EF BB BF), which some editors add: save the record as UTF-8 without it</source>
        <translation>le texte commence par une marque d’ordre des octets (EF BB BF), qu’ajoutent certains éditeurs&#xa0;: enregistrez le fichier de la partie en UTF-8 sans elle</translation>
    </message>
    <message>
        <source>the text is UTF-16 (it begins with FF FE or FE FF): save the record as UTF-8</source>
        <translation>le texte est en UTF-16 (il commence par FF FE ou FE FF)&#xa0;: enregistrez le fichier de la partie en UTF-8</translation>
    </message>
    <message>
        <source>unknown expansion &quot;%1&quot;: the known ones are tower, messengers, robbers, bigtop, ghosts, abbot, inns and traders</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>extension inconnue &quot;%1&quot;&#xa0;: les extensions connues sont tower, messengers, robbers, bigtop, ghosts, abbot, inns et traders</translation>
    </message>
    <message>
        <source>unknown expansion (not a string): the known ones are tower, messengers, robbers, bigtop, ghosts, abbot, inns and traders</source>
        <translation>extension inconnue (pas un texte)&#xa0;: les extensions connues sont tower, messengers, robbers, bigtop, ghosts, abbot, inns et traders</translation>
    </message>
    <message>
        <source>`%1` must be true or false, got %2</source>
        <extracomment>%1 the name of a field of the record, as written there; %2 what the record has there (a value as written, &quot;an array&quot;, &quot;an object&quot; or &quot;nothing&quot;)</extracomment>
        <translation>`%1` doit être true ou false, trouvé %2</translation>
    </message>
    <message>
        <source>`%1` needs the %2 expansion, which this record does not enable</source>
        <extracomment>%1 the name of a field of the record, as written there (`values.r1.inn`); %2 an expansion&apos;s name</extracomment>
        <translation>`%1` demande l’extension «&#xa0;%2&#xa0;», que cet enregistrement n’active pas</translation>
    </message>
    <message>
        <source>an abbot stands only on a monastery or a garden, not on a %1</source>
        <extracomment>%1 a kind of feature (road, city…)</extracomment>
        <translation>un abbé ne se pose que sur une abbaye ou un jardin, pas sur une zone de type %1</translation>
    </message>
    <message>
        <source>only an abbot stands on a garden, not a %1</source>
        <extracomment>%1 a kind of figure (meeple, large meeple…)</extracomment>
        <translation>seul un abbé se pose sur un jardin, pas un pion de type %1</translation>
    </message>
    <message>
        <source>the large meeple is never an acrobat: a pyramid takes only meeples and guard meeples</source>
        <translation>le grand meeple n’est jamais un artiste&#xa0;: une pyramide ne prend que des meeples et des sentinelles</translation>
    </message>
    <message>
        <source>only an abbot is returned early; &quot;%1&quot; is a %2</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of figure (meeple, large meeple…)</extracomment>
        <translation>seul un abbé est repris avant l’achèvement&#x202f;; &quot;%1&quot; est un pion de type %2</translation>
    </message>
    <message>
        <source>abbot &quot;%1&quot; belongs to %2: only its owner returns it, during their own turn</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a player&apos;s name</extracomment>
        <translation>l’abbé &quot;%1&quot; appartient à %2&#xa0;: seul son propriétaire le reprend, pendant son propre tour</translation>
    </message>
    <message>
        <source>%1 already returned an abbot in this part of the turn</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>%1 a déjà repris un abbé dans cette partie du tour</translation>
    </message>
    <message>
        <source>a %1 cannot stand on a %2: a builder joins a road or a city, a pig a field</source>
        <extracomment>%1 a kind of figure (builder, pig); %2 a kind of feature (road, city…)</extracomment>
        <translation>un pion de type %1 ne peut pas se trouver sur une zone de type %2&#xa0;: un bâtisseur rejoint une route ou une ville, un cochon un pré</translation>
    </message>
    <message>
        <source>a %1 joins only a feature where its owner already has a figure; %3 has none on &quot;%2&quot;</source>
        <extracomment>%1 a kind of figure (builder, pig); %2 an id or value exactly as written in the record; %3 a player&apos;s name</extracomment>
        <translation>un pion de type %1 ne rejoint qu’une zone où son propriétaire a déjà un pion&#x202f;; %3 n’en a aucun sur &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%3&apos;s %1 already stands on &quot;%2&quot;</source>
        <extracomment>%1 a kind of figure (builder, pig); %2 an id or value exactly as written in the record; %3 a player&apos;s name</extracomment>
        <translation>%3&#xa0;: le pion de type %1 se trouve déjà sur &quot;%2&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a %2, which a tower never captures</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of figure (builder, pig)</extracomment>
        <translation>&quot;%1&quot; est un pion de type %2, qu’une tour ne capture jamais</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a %2, which never takes a ghost</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of figure (builder, pig)</extracomment>
        <translation>&quot;%1&quot; est un pion de type %2, qui ne reçoit jamais de fantôme</translation>
    </message>
    <message>
        <source>message 8 scores a meeple; &quot;%1&quot; is a %2, which is never scored on its own</source>
        <extracomment>%1 an id or value exactly as written in the record; %2 a kind of figure (builder, pig)</extracomment>
        <translation>la missive 8 évalue un meeple&#x202f;; &quot;%1&quot; est un pion de type %2, qui n’est jamais évalué seul</translation>
    </message>
    <message>
        <source>%1&apos;s builder did not stand on the board when this part of the turn began: it earns no second tile</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>%1&#xa0;: le bâtisseur n’était pas sur le plateau au début de cette partie du tour, il ne rapporte donc pas de deuxième tuile</translation>
    </message>
    <message>
        <source>%1 already took every builder&apos;s tile this turn earned: a builder&apos;s tile never earns another</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>%1 a déjà pris toutes les deuxièmes tuiles que le bâtisseur a rapportées ce tour-ci&#xa0;: une deuxième tuile n’en rapporte jamais une autre</translation>
    </message>
    <message>
        <source>`goods` takes at least one token of wine, grain or cloth</source>
        <translation>`goods` prend au moins un jeton vin, blé ou tissu</translation>
    </message>
    <message>
        <source>unknown goods &quot;%1&quot; (wine, grain, cloth)</source>
        <extracomment>%1 an id or value exactly as written in the record</extracomment>
        <translation>marchandise inconnue &quot;%1&quot; (wine, grain, cloth)</translation>
    </message>
    <message numerus="yes">
        <source>only %n %1 token(s) left in the general supply; this takes %2</source>
        <extracomment>%1 a kind of goods (wine, grain, cloth); %2 how many tokens the event takes; %n how many are left in the general supply</extracomment>
        <translation>
            <numerusform>il ne reste que %n jeton %1 dans la réserve générale&#x202f;; cet événement en prend %2</numerusform>
            <numerusform>il ne reste que %n jetons %1 dans la réserve générale&#x202f;; cet événement en prend %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RemoveDialog</name>
    <message>
        <source>Take a figure off the board</source>
        <translation>Retirer un pion du plateau</translation>
    </message>
    <message>
        <source>Take it off</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>The figure goes back to its owner without scoring.</source>
        <translation>Le pion retourne à son propriétaire sans marquer.</translation>
    </message>
    <message>
        <source>Why (optional), e.g. placed by mistake</source>
        <translation>Pourquoi (facultatif), p. ex. posé par erreur</translation>
    </message>
</context>
<context>
    <name>RobbersStep</name>
    <message>
        <source>Robbers (R)</source>
        <translation>Voleurs (R)</translation>
    </message>
    <message>
        <source>Place %1&apos;s robber</source>
        <extracomment>%1 the robber&apos;s owner&apos;s name</extracomment>
        <translation>Placer le voleur (%1)</translation>
    </message>
    <message>
        <source>Move %1&apos;s robber</source>
        <extracomment>%1 the robber&apos;s owner&apos;s name</extracomment>
        <translation>Déplacer le voleur (%1)</translation>
    </message>
    <message>
        <source>Click a highlighted space on the track (or arrows and Enter); Esc cancels.</source>
        <translation>Cliquez sur une case en surbrillance de la piste de score (ou flèches et Entrée)&#x202f;; Échap annule.</translation>
    </message>
</context>
<context>
    <name>RuleIds</name>
    <message>
        <source>Road completed</source>
        <translation>Route achevée</translation>
    </message>
    <message>
        <source>City completed</source>
        <translation>Ville achevée</translation>
    </message>
    <message>
        <source>Monastery completed</source>
        <translation>Abbaye achevée</translation>
    </message>
    <message>
        <source>Haunted castle completed</source>
        <translation>Château hanté achevé</translation>
    </message>
    <message>
        <source>Cemetery completed</source>
        <translation>Cimetière achevé</translation>
    </message>
    <message>
        <source>Ringmaster bonus</source>
        <translation>Bonus du directeur de cirque</translation>
    </message>
    <message>
        <source>Robber steals</source>
        <translation>Le voleur vole</translation>
    </message>
    <message>
        <source>Robber at the end</source>
        <translation>Voleur en fin de partie</translation>
    </message>
    <message>
        <source>Message: 2 points</source>
        <translation>Missive&#xa0;: 2 points</translation>
    </message>
    <message>
        <source>Message 1: road</source>
        <translation>Missive 1&#xa0;: route</translation>
    </message>
    <message>
        <source>Message 2: city</source>
        <translation>Missive 2&#xa0;: ville</translation>
    </message>
    <message>
        <source>Message 3: monastery</source>
        <translation>Missive 3&#xa0;: abbaye</translation>
    </message>
    <message>
        <source>Message 4: extra tile</source>
        <translation>Missive 4&#xa0;: tuile supplémentaire</translation>
    </message>
    <message>
        <source>Message 5: coats of arms</source>
        <translation>Missive 5&#xa0;: blasons</translation>
    </message>
    <message>
        <source>Message 6: knights</source>
        <translation>Missive 6&#xa0;: chevaliers</translation>
    </message>
    <message>
        <source>Message 7: farmers</source>
        <translation>Missive 7&#xa0;: paysans</translation>
    </message>
    <message>
        <source>Message 8: score a meeple</source>
        <translation>Missive 8&#xa0;: évaluer un meeple</translation>
    </message>
    <message>
        <source>Ransom paid</source>
        <translation>Rançon payée</translation>
    </message>
    <message>
        <source>Ransom received</source>
        <translation>Rançon reçue</translation>
    </message>
    <message>
        <source>Big top</source>
        <translation>Chapiteau</translation>
    </message>
    <message>
        <source>Big top at the end</source>
        <translation>Chapiteau en fin de partie</translation>
    </message>
    <message>
        <source>Acrobat pyramid</source>
        <translation>Pyramide d’artistes</translation>
    </message>
    <message>
        <source>Road at the end</source>
        <translation>Route en fin de partie</translation>
    </message>
    <message>
        <source>City at the end</source>
        <translation>Ville en fin de partie</translation>
    </message>
    <message>
        <source>Monastery at the end</source>
        <translation>Abbaye en fin de partie</translation>
    </message>
    <message>
        <source>Field at the end</source>
        <translation>Pré en fin de partie</translation>
    </message>
    <message>
        <source>Haunted castle at the end</source>
        <translation>Château hanté en fin de partie</translation>
    </message>
    <message>
        <source>Acrobats at the end</source>
        <translation>Artistes en fin de partie</translation>
    </message>
    <message>
        <source>Ringmaster at the end</source>
        <translation>Directeur de cirque en fin de partie</translation>
    </message>
    <message>
        <source>Ghosts at the end</source>
        <translation>Fantômes en fin de partie</translation>
    </message>
    <message>
        <source>Messenger joins the scoring meeple</source>
        <translation>La meeplette rejoint le pion Score</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>Correction</translation>
    </message>
    <message>
        <source>Road with an inn completed</source>
        <translation>Route avec auberge achevée</translation>
    </message>
    <message>
        <source>City with a cathedral completed</source>
        <translation>Ville avec cathédrale achevée</translation>
    </message>
    <message>
        <source>Garden completed</source>
        <translation>Jardin achevé</translation>
    </message>
    <message>
        <source>Abbot returned early</source>
        <translation>Abbé repris avant l’achèvement</translation>
    </message>
    <message>
        <source>Road with an inn at the end</source>
        <translation>Route avec auberge en fin de partie</translation>
    </message>
    <message>
        <source>City with a cathedral at the end</source>
        <translation>Ville avec cathédrale en fin de partie</translation>
    </message>
    <message>
        <source>Garden at the end</source>
        <translation>Jardin en fin de partie</translation>
    </message>
    <message>
        <source>Most goods</source>
        <translation>Majorité de marchandises</translation>
    </message>
</context>
<context>
    <name>Schema</name>
    <message>
        <source>add undo/redo state and player profiles</source>
        <translation>ajouter l’état annuler/rétablir et les profils de joueurs</translation>
    </message>
    <message>
        <source>add a summary row to every game</source>
        <translation>ajouter une ligne de résumé à chaque partie</translation>
    </message>
    <message>
        <source>give games, profiles and the library their ids</source>
        <translation>donner leurs identifiants aux parties, aux profils et à la bibliothèque</translation>
    </message>
    <message>
        <source>keep what the club server is owed</source>
        <translation>garder ce qui reste à envoyer au serveur du club</translation>
    </message>
    <message>
        <source>keep the names players give features</source>
        <translation>conserver les noms que les joueurs donnent aux zones</translation>
    </message>
    <message>
        <source>chain each game&apos;s events by their hashes</source>
        <translation>chaîner les événements de chaque partie par leurs empreintes</translation>
    </message>
    <message>
        <source>keep the inns and cathedrals players note on features</source>
        <translation>conserver les auberges et cathédrales que les joueurs notent sur les zones</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score over the turns</source>
        <translation>Score au fil des tours</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
</context>
<context>
    <name>ScoreDialog</name>
    <message numerus="yes">
        <source>Score (%n point(s))</source>
        <extracomment>the button that scores the feature: %n the most points a player gets from it</extracomment>
        <translation>
            <numerusform>Évaluer (%n point)</numerusform>
            <numerusform>Évaluer (%n points)</numerusform>
        </translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Évaluer</translation>
    </message>
    <message>
        <source>Nothing to count: confirm to score it.</source>
        <translation>Rien à compter&#xa0;: confirmez pour évaluer.</translation>
    </message>
    <message>
        <source>Circus and acrobat tiles around %1&apos;s ringmaster</source>
        <extracomment>%1 player name</extracomment>
        <translation>Tuiles Cirque et Artiste autour du directeur de cirque (%1)</translation>
    </message>
    <message>
        <source>Score %1</source>
        <extracomment>%1 a feature as the players see it (&quot;Ana and Ben&apos;s city&quot;)</extracomment>
        <translation>Évaluer&#xa0;: %1</translation>
    </message>
    <message>
        <source>no more than its tiles</source>
        <extracomment>why a field bounded by the tiles (the coats of arms) takes no more: a feature has no more than one per tile</extracomment>
        <translation>pas plus que de tuiles</translation>
    </message>
</context>
<context>
    <name>ScoreStep</name>
    <message numerus="yes">
        <source>%n feature(s) to score</source>
        <extracomment>%n how many completed features may be scored now</extracomment>
        <translation>
            <numerusform>%n zone à évaluer</numerusform>
            <numerusform>%n zones à évaluer</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to score</source>
        <translation>Rien à évaluer</translation>
    </message>
    <message>
        <source>Completed features (S)</source>
        <translation>Zones achevées (S)</translation>
    </message>
    <message>
        <source>No road, city, monastery, castle or cemetery is occupied.</source>
        <translation>Aucune route, ville, abbaye, château ni cimetière n’est occupé.</translation>
    </message>
    <message>
        <source>Score %1</source>
        <extracomment>%1 a feature (&quot;road r3&quot;)</extracomment>
        <translation>Évaluer&#xa0;: %1</translation>
    </message>
    <message>
        <source>Take the city&apos;s goods (W)…</source>
        <translation>Prendre les marchandises de la ville (W)…</translation>
    </message>
</context>
<context>
    <name>ScoringFigures</name>
    <message>
        <source>scoring meeple</source>
        <translation>pion Score</translation>
    </message>
    <message>
        <source>meeple</source>
        <translation>pion Score</translation>
    </message>
    <message>
        <source>messenger</source>
        <translation>meeplette</translation>
    </message>
</context>
<context>
    <name>ScoringTrack</name>
    <message>
        <source>%1: %2 on %3</source>
        <extracomment>%1 the player&apos;s name, %2 the figure (scoring meeple, messenger or robber), %3 the space (a number)</extracomment>
        <translation>%1&#xa0;: %2 sur %3</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Seat %1</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>Player %1&apos;s name</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Nom du joueur %1</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Nom du joueur %1</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Couleur du joueur %1</translation>
    </message>
    <message>
        <source>(taken)</source>
        <translation>(prise)</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Move up (earlier in the turn order)</source>
        <translation>Monter (plus tôt dans l’ordre du tour)</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Move down (later in the turn order)</source>
        <translation>Descendre (plus tard dans l’ordre du tour)</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Retirer ce joueur</translation>
    </message>
    <message>
        <source>Language of player %1</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Langue du joueur %1</translation>
    </message>
    <message>
        <source>Language of player %1: %2</source>
        <extracomment>%1 the seat&apos;s number, from 1, %2 the language&apos;s name</extracomment>
        <translation>Langue du joueur %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>A game needs at least 2 players.</source>
        <translation>Une partie demande au moins 2 joueurs.</translation>
    </message>
    <message>
        <source>Player %1 has no name yet.</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Le joueur %1 n’a pas encore de nom.</translation>
    </message>
    <message>
        <source>Two players are called %1: add a letter to tell them apart.</source>
        <extracomment>%1 the name both players have</extracomment>
        <translation>Deux joueurs s’appellent %1&#xa0;: ajoutez une lettre pour les distinguer.</translation>
    </message>
    <message>
        <source>◀ Library</source>
        <translation>◀ Bibliothèque</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Players in seating order (%1 of 6)</source>
        <extracomment>%1 how many players are seated (2 to 6)</extracomment>
        <translation>Joueurs dans l’ordre des places (%1 sur 6)</translation>
    </message>
    <message>
        <source>+ Add a player</source>
        <translation>+ Ajouter un joueur</translation>
    </message>
    <message>
        <source>Regulars — click to seat them:</source>
        <translation>Habitués — cliquez pour les installer&#xa0;:</translation>
    </message>
    <message>
        <source>Expansions on the table</source>
        <translation>Extensions sur la table</translation>
    </message>
    <message>
        <source>Start the game (Ctrl+Enter)</source>
        <translation>Commencer la partie (Ctrl+Entrée)</translation>
    </message>
    <message>
        <source>Player %1&apos;s name holds a control character or a text-direction override: type it again without it.</source>
        <extracomment>%1 the seat&apos;s number, from 1</extracomment>
        <translation>Le nom du joueur %1 contient un caractère de contrôle ou un caractère qui inverse le sens du texte&#xa0;: saisissez-le de nouveau sans lui.</translation>
    </message>
    <message>
        <source>Big Box</source>
        <extracomment>The preset for the boxed edition &quot;Carcassonne Big Box&quot; (the base game with The Abbot, Inns and Cathedrals and Traders and Builders): use the name it is sold under in your language</extracomment>
        <translation>Carcassonne Big Box</translation>
    </message>
    <message>
        <source>Turns on or off together: %1. The other expansions stay as they are.</source>
        <extracomment>%1 the Big Box&apos;s expansions&apos; names, one after the other</extracomment>
        <translation>Active ou désactive ensemble&#xa0;: %1. Les autres extensions restent telles quelles.</translation>
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
        <translation>Importer un enregistrement…</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Partie en cours</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>one player of the game to resume: %1 the name, %2 the score</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Toutes</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <source>Delete the game of %1? It cannot be brought back (export it first to keep a copy).</source>
        <extracomment>%1 is the game&apos;s title, or when it has none the players&apos; names joined by commas (never a date)</extracomment>
        <translation>Supprimer la partie «&#xa0;%1&#xa0;»&#x202f;? Elle ne pourra pas être récupérée (exportez-la d’abord pour en garder une copie).</translation>
    </message>
    <message>
        <source>No games here yet</source>
        <translation>Aucune partie pour l’instant</translation>
    </message>
    <message>
        <source>Start a new game, or import a record file from another table.</source>
        <translation>Commencez une nouvelle partie ou importez un enregistrement venu d’une autre table.</translation>
    </message>
    <message>
        <source>Import a game record</source>
        <translation>Importer un enregistrement de partie</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Enregistrements de parties (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Export the game record</source>
        <translation>Exporter l’enregistrement de partie</translation>
    </message>
    <message>
        <source>Delete this game?</source>
        <translation>Supprimer cette partie&#x202f;?</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>About</source>
        <translation>À propos</translation>
    </message>
    <message>
        <source>The game was exported to %1.</source>
        <extracomment>%1 is the path of the file written</extracomment>
        <translation>La partie a été exportée dans %1.</translation>
    </message>
    <message>
        <source>Export</source>
        <extracomment>The button of the export&apos;s file dialog that writes the file</extracomment>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>League</source>
        <extracomment>Opens the league: the standings of a season over the finished games</extracomment>
        <translation>Ligue</translation>
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
        <translation>Garder les événements intacts comme une nouvelle partie</translation>
    </message>
    <message>
        <source>No game in progress</source>
        <translation>Aucune partie en cours</translation>
    </message>
    <message>
        <source>No finished game yet</source>
        <translation>Aucune partie terminée pour l’instant</translation>
    </message>
    <message>
        <source>Start a new game, or show all games.</source>
        <translation>Commencez une nouvelle partie ou affichez toutes les parties.</translation>
    </message>
</context>
<context>
    <name>StatisticsPanel</name>
    <message>
        <source>Players&apos; statistics</source>
        <translation>Statistiques des joueurs</translation>
    </message>
    <message>
        <source>Statistics appear once games with named players are stored.</source>
        <translation>Les statistiques apparaissent dès que des parties avec des joueurs nommés sont enregistrées.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Games finished</source>
        <translation>Parties terminées</translation>
    </message>
    <message>
        <source>Games in progress</source>
        <translation>Parties en cours</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Score moyen</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Meilleur score</translation>
    </message>
    <message>
        <source>Points by source (finished games)</source>
        <translation>Points par origine (parties terminées)</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <source>No space holds another player&apos;s scoring figure: %1&apos;s robber cannot be placed now.</source>
        <extracomment>%1 the robber&apos;s owner&apos;s name</extracomment>
        <translation>Aucune case de la piste de score n’accueille le pion d’un autre joueur&#xa0;: le voleur ne peut pas être placé maintenant (%1).</translation>
    </message>
    <message>
        <source>◀ Library</source>
        <translation>◀ Bibliothèque</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Maj+Z</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Décompte final</translation>
    </message>
    <message>
        <source>Where does %1&apos;s robber go? Click a highlighted space.</source>
        <extracomment>%1 the robber&apos;s owner&apos;s name</extracomment>
        <translation>%1&#xa0;: où va le voleur&#x202f;? Cliquez sur une case en surbrillance.</translation>
    </message>
    <message>
        <source>Space %1 takes no robber of %2&apos;s now: choose a highlighted space.</source>
        <extracomment>%1 a track space, %2 the robber&apos;s owner</extracomment>
        <translation>La case %1 ne peut pas recevoir maintenant le voleur (%2)&#xa0;: choisissez une case en surbrillance.</translation>
    </message>
    <message>
        <source>Language (Ctrl+Shift+L)</source>
        <extracomment>The key that opens the list of languages</extracomment>
        <translation>Langue (Ctrl+Maj+L)</translation>
    </message>
    <message>
        <source>Language: %1</source>
        <extracomment>%1 the language the table speaks, in its own words (&quot;Deutsch&quot;)</extracomment>
        <translation>Langue&#xa0;: %1</translation>
    </message>
    <message>
        <source>Dark</source>
        <extracomment>The theme&apos;s names, as the start screen&apos;s switch calls them</extracomment>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Desktop</source>
        <translation>Comme le bureau</translation>
    </message>
    <message>
        <source>Theme: %1 (Ctrl+Shift+T)</source>
        <extracomment>%1 the theme in use (Light, Dark, Desktop)</extracomment>
        <translation>Thème&#xa0;: %1 (Ctrl+Maj+T)</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Rose</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
</context>
<context>
    <name>ThemeSwitch</name>
    <message>
        <source>Theme</source>
        <translation>Thème</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>Thème&#xa0;:</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>Desktop</source>
        <extracomment>The theme that follows the desktop&apos;s light or dark look.</extracomment>
        <translation>Comme le bureau</translation>
    </message>
</context>
<context>
    <name>TowerDialog</name>
    <message>
        <source>Add a tower floor</source>
        <translation>Ajouter un étage de tour</translation>
    </message>
    <message>
        <source>Add the floor</source>
        <translation>Ajouter l’étage</translation>
    </message>
    <message>
        <source>Add the floor and capture</source>
        <translation>Ajouter l’étage et capturer</translation>
    </message>
    <message>
        <source>No tower floors left in the supply.</source>
        <translation>Plus aucun étage de tour en réserve.</translation>
    </message>
    <message numerus="yes">
        <source>Which tower? (%n floor(s) left)</source>
        <extracomment>%n how many tower floors the active player has left</extracomment>
        <translation>
            <numerusform>Quelle tour&#x202f;? (%n étage restant)</numerusform>
            <numerusform>Quelle tour&#x202f;? (%n étages restants)</numerusform>
        </translation>
    </message>
    <message>
        <source>A new tower</source>
        <translation>Une nouvelle tour</translation>
    </message>
    <message>
        <source>Capture a figure?</source>
        <translation>Capturer un pion&#x202f;?</translation>
    </message>
    <message>
        <source>No capture</source>
        <translation>Pas de capture</translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message>
        <source>%1&apos;s turn</source>
        <extracomment>%1 the active player&apos;s name</extracomment>
        <translation>À %1 de jouer</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>No turn yet</source>
        <translation>Pas encore de tour</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <extracomment>%1 the turn&apos;s number</extracomment>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>Begin the first turn: %1 (N)</source>
        <extracomment>%1 the name of the player who begins; (N) the key that does it</extracomment>
        <translation>Commencer le premier tour&#xa0;: %1 (N)</translation>
    </message>
    <message>
        <source>End turn → %1 (N)</source>
        <extracomment>%1 the next player&apos;s name; N is the key</extracomment>
        <translation>Fin du tour → %1 (N)</translation>
    </message>
    <message>
        <source>%1&apos;s robber still has to choose whom it robs: choose, then end the turn.</source>
        <extracomment>%1 the robber&apos;s owner</extracomment>
        <translation>Le voleur (%1) doit encore choisir qui il vole&#xa0;: choisissez, puis terminez le tour.</translation>
    </message>
    <message>
        <source>Place another figure this turn?</source>
        <translation>Poser un autre pion ce tour-ci&#x202f;?</translation>
    </message>
    <message>
        <source>Place another</source>
        <translation>En poser un autre</translation>
    </message>
    <message>
        <source>The last tile is placed: final scoring (F)…</source>
        <translation>La dernière tuile est posée&#xa0;: décompte final (F)…</translation>
    </message>
    <message>
        <source>Add a tower floor this turn too?</source>
        <translation>Ajouter aussi un étage de tour ce tour-ci&#x202f;?</translation>
    </message>
    <message>
        <source>%1 has already placed a figure or added a tower floor this turn, and a turn takes one of them. Enter another anyway?</source>
        <extracomment>%1 the active player; placing a figure and adding a tower floor are the turn&apos;s one action</extracomment>
        <translation>%1 a déjà posé un pion ou ajouté un étage de tour ce tour-ci, alors qu’un tour ne permet que l’un des deux. Saisir quand même une autre action&#x202f;?</translation>
    </message>
    <message>
        <source>Add a floor</source>
        <translation>Ajouter un étage</translation>
    </message>
    <message>
        <source>A message is still owed</source>
        <translation>Une missive est encore due</translation>
    </message>
    <message>
        <source>%1&apos;s scoring figure ended a move on a dark space: %1 draws a message before the turn ends.</source>
        <extracomment>%1 the active player</extracomment>
        <translation>Un pion appartenant à %1 a terminé son déplacement sur une case foncée&#xa0;: %1 pioche une missive avant la fin du tour.</translation>
    </message>
    <message>
        <source>Draw the message</source>
        <translation>Piocher la missive</translation>
    </message>
    <message>
        <source>End the turn without it</source>
        <translation>Terminer le tour sans la missive</translation>
    </message>
    <message>
        <source>The builder&apos;s second tile: place it and score what it completes.</source>
        <translation>Deuxième tuile du bâtisseur&#xa0;: posez-la et évaluez ce qu’elle achève.</translation>
    </message>
    <message>
        <source>The tile extended my builder&apos;s road or city: second tile (D)</source>
        <translation>La tuile a prolongé la route ou la ville de mon bâtisseur&#xa0;: deuxième tuile (D)</translation>
    </message>
</context>
<context>
    <name>ValueFields</name>
    <message>
        <source>Tiles</source>
        <translation>Tuiles</translation>
    </message>
    <message>
        <source>Coats of arms</source>
        <translation>Blasons</translation>
    </message>
    <message>
        <source>Tiles with mist</source>
        <translation>Tuiles avec brouillard</translation>
    </message>
    <message>
        <source>Completed cities bordering it</source>
        <translation>Villes achevées adjacentes</translation>
    </message>
    <message>
        <source>Circus and acrobat tiles around the ringmaster</source>
        <translation>Tuiles Cirque et Artiste autour du directeur de cirque</translation>
    </message>
    <message>
        <source>An inn on the road</source>
        <translation>Une auberge sur la route</translation>
    </message>
    <message>
        <source>A cathedral in the city</source>
        <translation>Une cathédrale dans la ville</translation>
    </message>
</context>
<context>
    <name>Warnings</name>
    <message>
        <source>%1 owed a message and did not draw one.</source>
        <extracomment>%1 is a player&apos;s name.</extracomment>
        <translation>%1 devait recevoir une missive et n’en a pas pioché.</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>cannot read %1: %2</source>
        <extracomment>%1 the record file&apos;s path, %2 the system&apos;s reason</extracomment>
        <translation>impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>event %1</source>
        <extracomment>the start of a ledger line: %1 the number of the event in the record</extracomment>
        <translation>événement %1</translation>
    </message>
    <message>
        <source>Scores:</source>
        <translation>Scores&#xa0;:</translation>
    </message>
    <message>
        <source>Replays a meeple-ledger/1 game record and prints what the table owes, or explains every payout.</source>
        <translation>Rejoue un enregistrement de partie meeple-ledger/1 et affiche les points dus, ou explique chaque gain.</translation>
    </message>
    <message>
        <source>the record file, or - for standard input</source>
        <translation>le fichier d’enregistrement, ou - pour l’entrée standard</translation>
    </message>
    <message>
        <source>error: there is no %1 translation; the languages are: %2</source>
        <extracomment>%1 the language code asked for, %2 the codes there are (&quot;en, de, fr…&quot;)</extracomment>
        <translation>erreur&#xa0;: pas de traduction «&#xa0;%1&#xa0;»&#x202f;; langues disponibles&#xa0;: %2</translation>
    </message>
    <message>
        <source>Explain in this language: %1 (default: the system&apos;s language, else en).</source>
        <extracomment>%1 the language codes (&quot;en, de, fr…&quot;)</extracomment>
        <translation>Langue des explications&#xa0;: %1 (par défaut&#xa0;: celle du système, sinon en).</translation>
    </message>
    <message>
        <source>code</source>
        <translation>code</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli [--lang code] replay|explain FILE (- reads standard input)</source>
        <translation>usage&#xa0;: meeple-ledger-cli [--lang code] replay|explain FICHIER (- lit l’entrée standard)</translation>
    </message>
    <message>
        <source>error: %1</source>
        <extracomment>%1 what went wrong, a sentence of its own
----------
%1 why the record could not be read, a sentence of its own</extracomment>
        <translation>erreur&#xa0;: %1</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>l’entrée standard</translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <extracomment>%1 is the file name, or &quot;standard input&quot;</extracomment>
        <translation>%1 est vide</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB, the most a game record can be</source>
        <extracomment>%1 is the file name, or &quot;standard input&quot;; %2 the largest size of a record in MiB (16)</extracomment>
        <translation>%1 dépasse %2 Mio, la taille maximale d’un enregistrement de partie</translation>
    </message>
    <message>
        <source>error: the record is too large to read in the memory available</source>
        <translation>erreur&#xa0;: l’enregistrement de partie est trop grand pour être lue dans la mémoire disponible</translation>
    </message>
    <message>
        <source>error: could not write the output: %1</source>
        <extracomment>%1 is the system&apos;s reason, such as &quot;No space left on device&quot;</extracomment>
        <translation>erreur&#xa0;: impossible d’écrire la sortie&#xa0;: %1</translation>
    </message>
    <message>
        <source>error: could not write to standard output</source>
        <translation>erreur&#xa0;: impossible d’écrire sur la sortie standard</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminée</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>imported %1 as game %2</source>
        <extracomment>%1 the record file, %2 the number of the new game in the library</extracomment>
        <translation>%1 importé comme partie %2</translation>
    </message>
    <message>
        <source>%1 is not a game number</source>
        <extracomment>%1 what was given where a game&apos;s number belongs</extracomment>
        <translation>%1 n’est pas un numéro de partie</translation>
    </message>
    <message>
        <source>there is no game library at %1</source>
        <extracomment>%1 the library file&apos;s path</extracomment>
        <translation>il n’y a pas de bibliothèque de parties à %1</translation>
    </message>
    <message>
        <source>fork of game %1</source>
        <extracomment>%1 the number of the game in the library this one is a fork of</extracomment>
        <translation>autre version de la partie %1</translation>
    </message>
    <message>
        <source>%1 unchanged: game %2 already holds all of it</source>
        <extracomment>%1 the record file, %2 the number of the game in the library that already holds it</extracomment>
        <translation>%1 inchangé&#xa0;: la partie %2 en contient déjà tout</translation>
    </message>
    <message>
        <source>imported %1 as game %2, kept as a fork of game %3</source>
        <extracomment>%1 the record file, %2 the number of the new game, %3 the stored game it differs from</extracomment>
        <translation>%1 importé comme partie %2, conservé comme autre version de la partie %3</translation>
    </message>
    <message numerus="yes">
        <source>updated game %2 from %1: %n event(s) added</source>
        <extracomment>%1 the record file, %2 the number of the game in the library, %n how many events it gained</extracomment>
        <translation>
            <numerusform>partie %2 mise à jour depuis %1&#xa0;: %n événement ajouté</numerusform>
            <numerusform>partie %2 mise à jour depuis %1&#xa0;: %n événements ajoutés</numerusform>
        </translation>
    </message>
    <message>
        <source>command</source>
        <extracomment>In --help, the name of the first argument: &quot;meeple-ledger-cli [options] command file&quot;</extracomment>
        <translation>commande</translation>
    </message>
    <message>
        <source>file</source>
        <extracomment>In --help, the value of --library: &quot;--library &lt;file&gt;&quot;
----------
In --help, the name of the second argument, the record file: &quot;meeple-ledger-cli [options] command file&quot;</extracomment>
        <translation>fichier</translation>
    </message>
    <message>
        <source>a season needs --season NAME, --from YYYY-MM-DD and --to YYYY-MM-DD together</source>
        <translation>une saison demande --season NOM, --from AAAA-MM-JJ et --to AAAA-MM-JJ ensemble</translation>
    </message>
    <message>
        <source>%1 %2 is not a day written YYYY-MM-DD</source>
        <extracomment>%1 the option (--from or --to), %2 what was given after it</extracomment>
        <translation>%1 %2 n’est pas un jour écrit AAAA-MM-JJ</translation>
    </message>
    <message>
        <source>--to %1 comes before --from %2</source>
        <extracomment>%1 the season&apos;s last day, %2 its first day, both YYYY-MM-DD</extracomment>
        <translation>--to %1 précède --from %2</translation>
    </message>
    <message>
        <source>the season&apos;s name is empty</source>
        <translation>le nom de la saison est vide</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>rang</translation>
    </message>
    <message>
        <source>player</source>
        <translation>joueur</translation>
    </message>
    <message>
        <source>games</source>
        <translation>parties</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>victoires</translation>
    </message>
    <message>
        <source>avg points</source>
        <translation>moy. points</translation>
    </message>
    <message>
        <source>avg place</source>
        <translation>moy. rang</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>cote</translation>
    </message>
    <message>
        <source>league takes no %1; %2</source>
        <extracomment>%1 the first word the command does not take, %2 the usage line</extracomment>
        <translation>league ne prend pas %1&#x202f;; %2</translation>
    </message>
    <message>
        <source>no finished games in this season</source>
        <translation>aucune partie terminée dans cette saison</translation>
    </message>
    <message numerus="yes">
        <source>%1: pushed revision %2 (%n event(s))</source>
        <extracomment>%1 the game&apos;s UUID, %2 its revision number, %n its events</extracomment>
        <translation>
            <numerusform>%1&#xa0;: révision %2 envoyée (%n événement)</numerusform>
            <numerusform>%1&#xa0;: révision %2 envoyée (%n événements)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: unchanged (the server holds revision %2)</source>
        <extracomment>%1 the game&apos;s UUID, %2 its revision number</extracomment>
        <translation>%1&#xa0;: inchangée (le serveur détient la révision %2)</translation>
    </message>
    <message>
        <source>%1: deleted on the server</source>
        <extracomment>%1 the game&apos;s UUID</extracomment>
        <translation>%1&#xa0;: supprimée sur le serveur</translation>
    </message>
    <message>
        <source>the server&apos;s address: %1</source>
        <extracomment>%1 why the server&apos;s address cannot be read</extracomment>
        <translation>l’adresse du serveur&#xa0;: %1</translation>
    </message>
    <message>
        <source>the connection to the club server was encrypted (TLS)</source>
        <translation>la connexion au serveur du club était chiffrée (TLS)</translation>
    </message>
    <message>
        <source>the connection to the club server was not encrypted</source>
        <translation>la connexion au serveur du club n’était pas chiffrée</translation>
    </message>
    <message>
        <source>--save-season needs --server and a whole season; %1</source>
        <extracomment>%1 the usage line</extracomment>
        <translation>--save-season demande --server et une saison entière&#x202f;; %1</translation>
    </message>
    <message>
        <source>The game library file (default: the app&apos;s own, %1).</source>
        <extracomment>%1 the path of the app&apos;s own game library</extracomment>
        <translation>Le fichier de la bibliothèque de parties (par défaut&#xa0;: celui de l’application, %1).</translation>
    </message>
    <message>
        <source>Lists the command&apos;s options.</source>
        <translation>Liste les options de la commande.</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli league [--library FILE] [--season NAME --from YYYY-MM-DD --to YYYY-MM-DD] [--csv OUT] | league --server ADDRESS [--season NAME [--from YYYY-MM-DD --to YYYY-MM-DD [--save-season]]] [--csv OUT]</source>
        <translation>usage&#xa0;: meeple-ledger-cli league [--library FICHIER] [--season NOM --from AAAA-MM-JJ --to AAAA-MM-JJ] [--csv SORTIE] | league --server ADRESSE [--season NOM [--from AAAA-MM-JJ --to AAAA-MM-JJ [--save-season]]] [--csv SORTIE]</translation>
    </message>
    <message>
        <source>Prints a season&apos;s standings over the finished games of a library (the app&apos;s own by default) or of the club&apos;s server.</source>
        <translation>Affiche le classement d’une saison sur les parties terminées d’une bibliothèque (par défaut celle de l’application) ou du serveur du club.</translation>
    </message>
    <message>
        <source>The club server&apos;s games instead (a postgresql:// URL or a libpq connection string).</source>
        <translation>À la place, les parties du serveur du club (une URL postgresql:// ou une chaîne de connexion libpq).</translation>
    </message>
    <message>
        <source>address</source>
        <extracomment>In --help, the value of --server: &quot;--server &lt;address&gt;&quot;</extracomment>
        <translation>adresse</translation>
    </message>
    <message>
        <source>The season&apos;s name.</source>
        <extracomment>In --help, the value of --season: &quot;--season &lt;name&gt;&quot;</extracomment>
        <translation>Le nom de la saison.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <extracomment>In --help, the value of --from and --to: &quot;--from &lt;YYYY-MM-DD&gt;&quot;</extracomment>
        <translation>AAAA-MM-JJ</translation>
    </message>
    <message>
        <source>The season&apos;s first day (UTC).</source>
        <translation>Le premier jour de la saison (UTC).</translation>
    </message>
    <message>
        <source>The season&apos;s last day (UTC).</source>
        <translation>Le dernier jour de la saison (UTC).</translation>
    </message>
    <message>
        <source>With --server: keeps the season on the server.</source>
        <translation>Avec --server&#xa0;: conserve la saison sur le serveur.</translation>
    </message>
    <message>
        <source>Also writes the standings as CSV.</source>
        <translation>Écrit aussi le classement en CSV.</translation>
    </message>
    <message>
        <source>league takes --library FILE or --server ADDRESS, not both; %1</source>
        <extracomment>%1 the usage line</extracomment>
        <translation>league prend --library FICHIER ou --server ADRESSE, pas les deux&#x202f;; %1</translation>
    </message>
    <message>
        <source>Imports game records; a game it holds already is updated, never stored twice.</source>
        <translation>Importe des enregistrements de partie&#x202f;; une partie déjà présente est mise à jour, jamais enregistrée deux fois.</translation>
    </message>
    <message>
        <source>Lists the games: number, date (UTC), players with scores, state.</source>
        <translation>Liste les parties&#xa0;: numéro, date (UTC), joueurs avec leurs scores, état.</translation>
    </message>
    <message>
        <source>Writes a game&apos;s record to OUT, or to standard output.</source>
        <translation>Écrit l’enregistrement d’une partie dans OUT, ou sur la sortie standard.</translation>
    </message>
    <message>
        <source>Names the library; prints its name and device id.</source>
        <translation>Nomme la bibliothèque&#x202f;; affiche son nom et son identifiant d’appareil.</translation>
    </message>
    <message>
        <source>Copies the whole library, even while the app runs.</source>
        <translation>Copie toute la bibliothèque, même pendant que l’application tourne.</translation>
    </message>
    <message>
        <source>Replaces the library with a backup.</source>
        <translation>Remplace la bibliothèque par une sauvegarde.</translation>
    </message>
    <message>
        <source>Writes one row per player per game as CSV.</source>
        <translation>Écrit une ligne par joueur et par partie, en CSV.</translation>
    </message>
    <message>
        <source>Prints the path of the library file.</source>
        <translation>Affiche le chemin du fichier de la bibliothèque.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Commandes&#xa0;:</translation>
    </message>
    <message>
        <source>Works on a game library: the app&apos;s own, or the file --library names.</source>
        <translation>Travaille sur une bibliothèque de parties&#xa0;: celle de l’application, ou le fichier indiqué par --library.</translation>
    </message>
    <message>
        <source>With list: the games as JSON.</source>
        <translation>Avec list&#xa0;: les parties en JSON.</translation>
    </message>
    <message>
        <source>With csv: finished games only.</source>
        <translation>Avec csv&#xa0;: seulement les parties terminées.</translation>
    </message>
    <message>
        <source>One of the commands below.</source>
        <translation>L’une des commandes ci-dessous.</translation>
    </message>
    <message>
        <source>Prints what a game record comes to, as JSON.</source>
        <translation>Affiche en JSON ce que donne un enregistrement de partie.</translation>
    </message>
    <message>
        <source>Explains every payout of a game record, a line each.</source>
        <translation>Explique chaque gain d’un enregistrement de partie, un par ligne.</translation>
    </message>
    <message>
        <source>Imports, lists, exports, backs up and restores the games of a library.</source>
        <translation>Importe, liste, exporte, sauvegarde et restaure les parties d’une bibliothèque.</translation>
    </message>
    <message>
        <source>Prints a season&apos;s standings over a library&apos;s or the club&apos;s finished games.</source>
        <translation>Affiche le classement d’une saison sur les parties terminées d’une bibliothèque ou du club.</translation>
    </message>
    <message>
        <source>Pushes a library&apos;s games to the club&apos;s server.</source>
        <translation>Envoie les parties d’une bibliothèque au serveur du club.</translation>
    </message>
    <message>
        <source>Each command&apos;s --help lists its options: meeple-ledger-cli library --help</source>
        <extracomment>The last line of --help</extracomment>
        <translation>Le --help de chaque commande en liste les options&#xa0;: meeple-ledger-cli library --help</translation>
    </message>
    <message>
        <source>Pushes the games of a library (the app&apos;s own by default) to the club&apos;s server.</source>
        <translation>Envoie les parties d’une bibliothèque (par défaut celle de l’application) au serveur du club.</translation>
    </message>
    <message>
        <source>The club server: a postgresql:// URL or a libpq connection string.</source>
        <translation>Le serveur du club&#xa0;: une URL postgresql:// ou une chaîne de connexion libpq.</translation>
    </message>
    <message>
        <source>url</source>
        <extracomment>In --help, the value of --server: &quot;--server &lt;url&gt;&quot;</extracomment>
        <translation>url</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli sync [--library FILE] --server URL (a postgresql:// URL or a libpq connection string)</source>
        <translation>usage&#xa0;: meeple-ledger-cli sync [--library FICHIER] --server URL (une URL postgresql:// ou une chaîne de connexion libpq)</translation>
    </message>
    <message>
        <source>Creates the club&apos;s roles, its schema and its tables (again: upgrades them, changes nothing else).</source>
        <translation>Crée les rôles, le schéma et les tables du club (à nouveau&#xa0;: les met à jour, ne change rien d’autre).</translation>
    </message>
    <message>
        <source>Creates a login for a table&apos;s laptop and prints its connection.</source>
        <translation>Crée un identifiant pour l’ordinateur portable d’une table et affiche la connexion correspondante.</translation>
    </message>
    <message>
        <source>Creates a login for an organiser and prints its connection.</source>
        <translation>Crée un identifiant pour un organisateur et affiche la connexion correspondante.</translation>
    </message>
    <message>
        <source>%1 is a club server (schema version %2); add each table&apos;s laptop with: meeple-ledger-cli club add-table NAME</source>
        <extracomment>%1 the database&apos;s name, %2 the schema&apos;s version</extracomment>
        <translation>%1 est un serveur de club (version du schéma %2)&#x202f;; ajoutez l’ordinateur portable de chaque table avec&#xa0;: meeple-ledger-cli club add-table NOM</translation>
    </message>
    <message>
        <source>%1 exists already and keeps its password (--new-password makes a new one)</source>
        <extracomment>%1 a login&apos;s name</extracomment>
        <translation>%1 existe déjà et garde son mot de passe (--new-password en crée un nouveau)</translation>
    </message>
    <message>
        <source>%1 can sync with this connection (keep it as a password):</source>
        <extracomment>%1 a login&apos;s name; the connection follows on the next line</extracomment>
        <translation>%1 peut se synchroniser avec cette connexion (gardez-la aussi secrète qu’un mot de passe)&#xa0;:</translation>
    </message>
    <message>
        <source>The server&apos;s name as the laptops reach it, in the printed connection (default: the host of --server).</source>
        <translation>Le nom du serveur tel que les ordinateurs portables le joignent, dans la connexion affichée (par défaut&#xa0;: l’hôte de --server).</translation>
    </message>
    <message>
        <source>host</source>
        <extracomment>In --help, the value of --host: &quot;--host &lt;host&gt;&quot;</extracomment>
        <translation>hôte</translation>
    </message>
    <message>
        <source>Gives a login that exists already a new password (its laptop needs the new connection).</source>
        <translation>Donne un nouveau mot de passe à un identifiant qui existe déjà (son ordinateur portable a alors besoin de la nouvelle connexion).</translation>
    </message>
    <message>
        <source>Sets up the club&apos;s server and the logins of its tables and organisers.</source>
        <translation>Met en place le serveur du club et les identifiants de ses tables et de ses organisateurs.</translation>
    </message>
    <message>
        <source>Gives a game to another table (its library&apos;s name or device id): that table&apos;s version counts from now on. The table that owns the game or an organiser may; --server is their own connection.</source>
        <translation>Cède une partie à une autre table (le nom de sa bibliothèque ou l’identifiant de son appareil)&#xa0;: la version de cette table compte désormais. La table à qui la partie appartient ou un organisateur le peut&#x202f;; --server est sa propre connexion.</translation>
    </message>
    <message>
        <source>game %1 belongs to %2 now: its version counts</source>
        <extracomment>%1 the game&apos;s UUID, %2 the table that owns it now</extracomment>
        <translation>la partie %1 appartient désormais à %2&#xa0;: sa version compte</translation>
    </message>
    <message>
        <source>Makes a PostgreSQL database the club&apos;s server and gives each table and organiser a login, with a superuser&apos;s connection; hands a game over to another table, with its owner&apos;s or an organiser&apos;s.</source>
        <translation>Avec la connexion d’un superutilisateur, fait d’une base de données PostgreSQL le serveur du club et donne un identifiant à chaque table et organisateur&#x202f;; avec celle de son propriétaire ou d’un organisateur, cède une partie à une autre table.</translation>
    </message>
    <message>
        <source>The club&apos;s database, a postgresql:// URL or a libpq connection string: a superuser&apos;s for setup and add-*, the owning table&apos;s or an organiser&apos;s for hand-over.</source>
        <translation>La base de données du club, une URL postgresql:// ou une chaîne de connexion libpq&#xa0;: celle d’un superutilisateur pour setup et add-*, celle de la table propriétaire ou d’un organisateur pour hand-over.</translation>
    </message>
    <message>
        <source>With hand-over: the table that gets the game, by its library&apos;s name or its device id.</source>
        <translation>Avec hand-over&#xa0;: la table qui reçoit la partie, par le nom de sa bibliothèque ou l’identifiant de son appareil.</translation>
    </message>
    <message>
        <source>table</source>
        <extracomment>In --help, the value of --to: &quot;--to &lt;table&gt;&quot;</extracomment>
        <translation>table</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>%1 a game&apos;s UUID, %2 its players&apos; names</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>awaiting the organiser: %1 holds another version of %2&apos;s game %3</source>
        <extracomment>%1 the table holding the version, %2 the table that owns the game, %3 the game (UUID and players)</extracomment>
        <translation>attend l’organisateur&#xa0;: %1 a une autre version de la partie de %2 %3</translation>
    </message>
    <message>
        <source>left out: the rules refuse %1&apos;s game %2</source>
        <extracomment>%1 the table, %2 the game (UUID and players)</extracomment>
        <translation>laissée de côté&#xa0;: les règles refusent la partie de %1 %2</translation>
    </message>
    <message>
        <source>a version counts once its table owns the game: meeple-ledger-cli club hand-over GAME --to TABLE --server ADDRESS</source>
        <translation>une version compte dès que la partie appartient à sa table&#xa0;: meeple-ledger-cli club hand-over PARTIE --to TABLE --server ADRESSE</translation>
    </message>
    <message>
        <source>%1: pushed revision %2, kept for the organiser: the game belongs to %3, whose version the league counts</source>
        <extracomment>%1 the game&apos;s UUID, %2 its revision number, %3 the table that owns the game</extracomment>
        <translation>%1&#xa0;: révision %2 envoyée, gardée pour l’organisateur&#xa0;: la partie appartient à %3, dont la ligue compte la version</translation>
    </message>
    <message>
        <source>the season&apos;s name holds a control character or a text-direction override</source>
        <translation>le nom de la saison contient un caractère de contrôle ou un caractère qui inverse le sens du texte</translation>
    </message>
    <message>
        <source>the season&apos;s name is longer than %1 characters</source>
        <extracomment>%1 the longest a name may be (40)</extracomment>
        <translation>le nom de la saison dépasse %1 caractères</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli library [--library FILE] import RECORD… | list [--json] | export ID [OUT] | name [NAME] | backup OUT | restore IN | csv [--finished] [ID…] [OUT] | keep-intact ID | where</source>
        <translation>usage&#xa0;: meeple-ledger-cli library [--library FICHIER] import PARTIE… | list [--json] | export NUMÉRO [SORTIE] | name [NOM] | backup SORTIE | restore ENTRÉE | csv [--finished] [NUMÉRO…] [SORTIE] | keep-intact NUMÉRO | where</translation>
    </message>
    <message>
        <source>Keeps the events of a game changed outside the app, up to the first changed one, as a new game.</source>
        <translation>Garde les événements d’une partie modifiée hors de l’application, jusqu’au premier modifié, comme une nouvelle partie.</translation>
    </message>
    <message>
        <source>note: game %1 was changed outside Meeple Ledger at its event %2; the backup holds it as it is (library keep-intact %1 keeps the events before)</source>
        <extracomment>%1 the game&apos;s number, %2 the event&apos;s index in it</extracomment>
        <translation>note&#xa0;: la partie %1 a été modifiée hors de Meeple Ledger à son événement %2&#x202f;; la sauvegarde la contient telle quelle (library keep-intact %1 garde les événements précédents)</translation>
    </message>
    <message>
        <source>game %1 holds the intact events of game %2</source>
        <extracomment>%1 the new game&apos;s number, %2 the changed game&apos;s number</extracomment>
        <translation>la partie %1 contient les événements intacts de la partie %2</translation>
    </message>
    <message>
        <source>%1: not pushed: %2</source>
        <extracomment>%1 the game&apos;s UUID, %2 the library&apos;s sentence saying which event was changed</extracomment>
        <translation>%1&#xa0;: non envoyée&#xa0;: %2</translation>
    </message>
    <message>
        <source>usage: meeple-ledger-cli club setup | add-table NAME | add-organiser NAME --server ADDRESS [--host HOST] [--new-password] | club hand-over GAME --to TABLE --server ADDRESS | club check-results --server ADDRESS [--repair]</source>
        <translation>usage&#xa0;: meeple-ledger-cli club setup | add-table NOM | add-organiser NOM --server ADRESSE [--host HÔTE] [--new-password] | club hand-over PARTIE --to TABLE --server ADRESSE | club check-results --server ADRESSE [--repair]</translation>
    </message>
    <message>
        <source>Replays every counted game on the server and compares it with the result kept beside it, which the league reads; lists each that differs or is missing. --repair (an organiser&apos;s connection) keeps the replay&apos;s result instead.</source>
        <translation>Rejoue chaque partie comptée du serveur et la compare au résultat gardé à côté, que lit la ligue&#x202f;; liste chacun qui diffère ou qui manque. --repair (la connexion d’un organisateur) garde à la place le résultat des événements rejoués.</translation>
    </message>
    <message>
        <source>refused by the rules</source>
        <translation>refusée par les règles</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>a seat in a result: %1 the player&apos;s name, %2 the score</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>finished: %1</source>
        <extracomment>%1 the seats with their scores (&quot;Ana 32, Ben 25&quot;)</extracomment>
        <translation>terminée&#xa0;: %1</translation>
    </message>
    <message>
        <source>game %1 (%2, revision %3)</source>
        <extracomment>%1 the game&apos;s UUID, %2 the table holding it, %3 the revision</extracomment>
        <translation>partie %1 (%2, révision %3)</translation>
    </message>
    <message>
        <source>%1: no result kept; its events replay to %2</source>
        <extracomment>%1 the version (&quot;game UUID (Table 3, revision 12)&quot;), %2 its replayed result</extracomment>
        <translation>%1&#xa0;: aucun résultat gardé&#x202f;; ses événements rejoués donnent %2</translation>
    </message>
    <message>
        <source>%1: kept %2, but its events replay to %3</source>
        <extracomment>%1 the version, %2 the result kept on the server, %3 the replayed result</extracomment>
        <translation>%1&#xa0;: gardé %2, mais ses événements rejoués donnent %3</translation>
    </message>
    <message numerus="yes">
        <source>%n counted game(s) checked: every kept result is what its events replay to</source>
        <extracomment>%n the games checked</extracomment>
        <translation>
            <numerusform>%n partie comptée vérifiée&#xa0;: chaque résultat gardé est celui que donnent ses événements rejoués</numerusform>
            <numerusform>%n parties comptées vérifiées&#xa0;: chaque résultat gardé est celui que donnent leurs événements rejoués</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counted game(s) checked: %1 result(s) kept anew from the replay</source>
        <extracomment>%n the games checked, %1 how many results were kept anew</extracomment>
        <translation>
            <numerusform>%n partie comptée vérifiée&#xa0;: %1 résultat(s) gardé(s) à nouveau d’après les événements rejoués</numerusform>
            <numerusform>%n parties comptées vérifiées&#xa0;: %1 résultat(s) gardé(s) à nouveau d’après les événements rejoués</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counted game(s) checked: %1 kept result(s) differ from the replay (--repair keeps the replay&apos;s)</source>
        <extracomment>%n the games checked, %1 how many differ</extracomment>
        <translation>
            <numerusform>%n partie comptée vérifiée&#xa0;: %1 résultat(s) gardé(s) diffère(nt) des événements rejoués (--repair garde celui des événements rejoués)</numerusform>
            <numerusform>%n parties comptées vérifiées&#xa0;: %1 résultat(s) gardé(s) diffère(nt) des événements rejoués (--repair garde celui des événements rejoués)</numerusform>
        </translation>
    </message>
    <message>
        <source>With check-results: keeps each replayed result that differs from the kept one (an organiser&apos;s role).</source>
        <translation>Avec check-results&#xa0;: garde chaque résultat des événements rejoués qui diffère du résultat gardé (le rôle d’un organisateur).</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Keeps the score of a physical Carcassonne game.</source>
        <translation>Tient le score d’une partie de Carcassonne sur table.</translation>
    </message>
    <message>
        <source>Show every screen once and quit; exit status 1 if one does not load cleanly. Uses a library of its own unless --library is given.</source>
        <translation>Afficher chaque écran une fois puis quitter&#x202f;; code de sortie 1 si l’un d’eux ne se charge pas proprement. Utilise sa propre bibliothèque sauf si --library est indiqué.</translation>
    </message>
    <message>
        <source>The game library file to use instead of the default one.</source>
        <translation>Le fichier de bibliothèque de parties à utiliser à la place de celui par défaut.</translation>
    </message>
    <message>
        <source>The screen to show first: start, setup, table or final.</source>
        <translation>L’écran à afficher en premier&#xa0;: start, setup, table ou final.</translation>
    </message>
    <message>
        <source>A meeple-ledger/1 game record to import and open.</source>
        <translation>Un enregistrement de partie meeple-ledger/1 à importer et ouvrir.</translation>
    </message>
    <message>
        <source>Quit as soon as the first frame is drawn (start-up timing).</source>
        <translation>Quitter dès que la première image est dessinée (mesure du démarrage).</translation>
    </message>
    <message>
        <source>The language to speak: en, de, fr, es, it, nl, pl or cs (kept for the next start).</source>
        <translation>La langue de l’application&#xa0;: en, de, fr, es, it, nl, pl ou cs (conservée pour le prochain lancement).</translation>
    </message>
    <message>
        <source>Set up a new game (in the running window if there is one).</source>
        <translation>Préparer une nouvelle partie (dans la fenêtre ouverte s’il y en a une).</translation>
    </message>
    <message>
        <source>Resume the unfinished game played last (in the running window if there is one).</source>
        <translation>Reprendre la dernière partie inachevée (dans la fenêtre ouverte s’il y en a une).</translation>
    </message>
    <message>
        <source>A game of Carcassonne is being scored</source>
        <translation>Une partie de Carcassonne est en cours de décompte</translation>
    </message>
    <message>
        <source>file</source>
        <extracomment>In --help, what an option takes: &quot;--library &lt;file&gt;&quot;</extracomment>
        <translation>fichier</translation>
    </message>
    <message>
        <source>name</source>
        <extracomment>In --help, what --screen takes: &quot;--screen &lt;name&gt;&quot;</extracomment>
        <translation>nom</translation>
    </message>
    <message>
        <source>code</source>
        <extracomment>In --help, what --language takes: &quot;--language &lt;code&gt;&quot; (a language code such as de)</extracomment>
        <translation>code</translation>
    </message>
    <message>
        <source>no display found; run it on a desktop, or headless with: %1</source>
        <extracomment>%1 the command that runs the app without a screen</extracomment>
        <translation>aucun écran trouvé&#x202f;; lancez le programme sur un bureau, ou sans écran avec&#xa0;: %1</translation>
    </message>
    <message>
        <source>give at most one game record</source>
        <translation>donnez au plus un enregistrement de partie</translation>
    </message>
    <message>
        <source>give only one of a game record, --new-game and --resume, and --screen with neither of the last two</source>
        <translation>donnez un seul des trois&#xa0;: un enregistrement de partie, --new-game ou --resume&#x202f;; et --screen sans aucun des deux derniers</translation>
    </message>
    <message>
        <source>--screen takes start, setup, table or final</source>
        <translation>--screen prend start, setup, table ou final</translation>
    </message>
    <message>
        <source>--language takes one of %1</source>
        <extracomment>%1 the language codes, joined by &quot;, &quot;</extracomment>
        <translation>--language prend l’un de ces codes&#xa0;: %1</translation>
    </message>
    <message>
        <source>record</source>
        <extracomment>In --help, the name of the optional argument, a game record: &quot;meeple-ledger [options] [record]&quot;</extracomment>
        <translation>enregistrement</translation>
    </message>
    <message>
        <source>self-test failed: QML warnings: %1</source>
        <extracomment>%1 how many warnings QML gave (a number, 1 or more)</extracomment>
        <translation>autotest échoué&#xa0;: avertissements QML&#xa0;: %1</translation>
    </message>
    <message>
        <source>self-test failed: the screens did not all load in time</source>
        <translation>autotest échoué&#xa0;: les écrans ne se sont pas tous chargés à temps</translation>
    </message>
    <message>
        <source>self-test passed (every screen loaded, frames drawn)</source>
        <translation>autotest réussi (chaque écran chargé, images dessinées)</translation>
    </message>
    <message>
        <source>self-test passed (every screen loaded, no frame drawn on this platform)</source>
        <translation>autotest réussi (chaque écran chargé, aucune image dessinée sur cette plateforme)</translation>
    </message>
    <message>
        <source>self-test failed: the main QML object is not a window</source>
        <translation>autotest échoué&#xa0;: l’objet QML principal n’est pas une fenêtre</translation>
    </message>
    <message>
        <source>--club-screen: %1</source>
        <extracomment>%1 why the club screen has no server to watch (a sentence)</extracomment>
        <translation>--club-screen&#xa0;: %1</translation>
    </message>
    <message>
        <source>The club&apos;s games are being shown</source>
        <translation>Les parties du club sont affichées</translation>
    </message>
    <message>
        <source>Show the club screen (for a projector): every table&apos;s game in progress, live from the club server (the one set in the club settings, or --server).</source>
        <translation>Afficher l’écran du club (pour un projecteur)&#xa0;: la partie en cours de chaque table, en direct depuis le serveur du club (celui des réglages du club, ou --server).</translation>
    </message>
    <message>
        <source>The club server for --club-screen: a libpq connection string or a postgresql:// URL (the password from ~/.pgpass or PGPASSWORD).</source>
        <translation>Le serveur du club pour --club-screen&#xa0;: une chaîne de connexion libpq ou une URL postgresql:// (le mot de passe venant de ~/.pgpass ou de PGPASSWORD).</translation>
    </message>
    <message>
        <source>address</source>
        <extracomment>In --help, what --server takes: &quot;--server &lt;address&gt;&quot; (a connection string or URL)</extracomment>
        <translation>adresse</translation>
    </message>
    <message>
        <source>--server goes with --club-screen, which takes neither a record, --library nor --screen</source>
        <translation>--server va avec --club-screen, qui ne prend ni fichier de partie, ni --library, ni --screen</translation>
    </message>
    <message>
        <source>the app&apos;s models could not be loaded</source>
        <translation>les données de l’application n’ont pas pu être chargées</translation>
    </message>
</context>
<context>
    <name>ml::ClubListener</name>
    <message>
        <source>listen for the tables&apos; pushes</source>
        <extracomment>what was being done, inside &quot;the club server refused to …&quot;</extracomment>
        <translation>écouter les envois des tables</translation>
    </message>
</context>
<context>
    <name>ml::ClubSettings</name>
    <message>
        <source>Connected to %1; the connection is encrypted.</source>
        <extracomment>%1 the server&apos;s address (no password)</extracomment>
        <translation>Connecté à %1&#x202f;; la connexion est chiffrée.</translation>
    </message>
    <message>
        <source>Connected to %1; the connection is not encrypted.</source>
        <extracomment>%1 the server&apos;s address (no password)</extracomment>
        <translation>Connecté à %1&#x202f;; la connexion n’est pas chiffrée.</translation>
    </message>
    <message>
        <source>Not synced at %1 (trying again soon): %2</source>
        <extracomment>%1 the time of day, %2 what went wrong, a sentence of its own</extracomment>
        <translation>Non synchronisé à %1 (nouvel essai bientôt)&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>Synced with the club at %1: %n game(s) pushed.</source>
        <extracomment>%1 the time of day, %n how many games were pushed</extracomment>
        <translation>
            <numerusform>Synchronisé avec le club à %1&#xa0;: %n partie envoyée.</numerusform>
            <numerusform>Synchronisé avec le club à %1&#xa0;: %n parties envoyées.</numerusform>
        </translation>
    </message>
    <message>
        <source>no club server is set (the start screen&apos;s Club button)</source>
        <translation>aucun serveur de club n’est réglé (bouton «&#xa0;Club&#xa0;» de l’écran d’accueil)</translation>
    </message>
    <message numerus="yes">
        <source>Synced with the club at %1 over a connection that is not encrypted: %n game(s) pushed.</source>
        <extracomment>%1 the time of day, %n how many games were pushed</extracomment>
        <translation>
            <numerusform>Synchronisé avec le club à %1 par une connexion non chiffrée&#xa0;: %n partie envoyée.</numerusform>
            <numerusform>Synchronisé avec le club à %1 par une connexion non chiffrée&#xa0;: %n parties envoyées.</numerusform>
        </translation>
    </message>
</context>
</TS>
