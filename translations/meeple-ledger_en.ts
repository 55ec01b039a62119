<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>BoardPanel</name>
    <message numerus="yes">
        <source>%n occupied feature(s)</source>
        <extracomment>%n how many features on the board have figures on them</extracomment>
        <translation>
            <numerusform>%n occupied feature</numerusform>
            <numerusform>%n occupied features</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChoiceStep</name>
    <message numerus="yes">
        <source>Rob %1&apos;s %2: %n point(s), takes %3</source>
        <extracomment>%1 the robbed player&apos;s name, %2 their scoring figure, %n the points it moved, %3 the robber&apos;s share</extracomment>
        <translation>
            <numerusform>Rob %1&apos;s %2: %n point, takes %3</numerusform>
            <numerusform>Rob %1&apos;s %2: %n points, takes %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CircusDialog</name>
    <message numerus="yes">
        <source>%1 · %2 (%n left)</source>
        <extracomment>%1 the animal of a big top token, %2 the points it gives each figure (&quot;5 points&quot;), %n the tokens of that animal still face down</extracomment>
        <translation>
            <numerusform>%1 · %2 (%n left)</numerusform>
            <numerusform>%1 · %2 (%n left)</numerusform>
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
    <name>ClubScreen</name>
    <message numerus="yes">
        <source>turn %n</source>
        <extracomment>%n how many turns the game at that table has begun</extracomment>
        <translation>
            <numerusform>turn %n</numerusform>
            <numerusform>turn %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) counted.</source>
        <extracomment>%n finished games the standings count</extracomment>
        <translation>
            <numerusform>%n finished game counted.</numerusform>
            <numerusform>%n finished games counted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n version(s) from a table that does not own the game await the organiser; they count for nothing.</source>
        <extracomment>%n versions of games held by tables that do not own them</extracomment>
        <translation>
            <numerusform>%n version from a table that does not own the game awaits the organiser; it counts for nothing.</numerusform>
            <numerusform>%n versions from tables that do not own the game await the organiser; they count for nothing.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FeatureMarks</name>
    <message numerus="yes">
        <source>completed: %n point(s) per tile</source>
        <extracomment>what a road with an inn scores once completed; %n points per tile</extracomment>
        <translation>
            <numerusform>completed: %n point per tile</numerusform>
            <numerusform>completed: %n points per tile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>completed: %n point(s) per tile and per coat of arms</source>
        <extracomment>what a city with a cathedral scores once completed; %n points per tile and per coat of arms</extracomment>
        <translation>
            <numerusform>completed: %n point per tile and per coat of arms</numerusform>
            <numerusform>completed: %n points per tile and per coat of arms</numerusform>
        </translation>
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
    <name>FeatureNotes</name>
    <message numerus="yes">
        <source>A feature&apos;s name has at most %n character(s); “%1” has %2.</source>
        <extracomment>%1 the name as typed, %2 its length, %n the longest a name may be</extracomment>
        <translation>
            <numerusform>A feature&apos;s name has at most %n character; “%1” has %2.</numerusform>
            <numerusform>A feature&apos;s name has at most %n characters; “%1” has %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FigurePicker</name>
    <message numerus="yes">
        <source>%n ghost(s)</source>
        <extracomment>%n how many ghosts stand on this figure</extracomment>
        <translation>
            <numerusform>%n ghost</numerusform>
            <numerusform>%n ghosts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FinalScreen</name>
    <message numerus="yes">
        <source>%1 · %n point(s)</source>
        <extracomment>%1 the animal of a big top token, %n the points it gives each figure around the big top</extracomment>
        <translation>
            <numerusform>%1 · %n point</numerusform>
            <numerusform>%1 · %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameRow</name>
    <message numerus="yes">
        <source>%n event(s)</source>
        <extracomment>%n how many events the unfinished game has recorded</extracomment>
        <translation>
            <numerusform>%n event</numerusform>
            <numerusform>%n events</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GhostBadge</name>
    <message numerus="yes">
        <source>%n ghost(s)</source>
        <extracomment>%n how many ghosts stand on the figure</extracomment>
        <translation>
            <numerusform>%n ghost</numerusform>
            <numerusform>%n ghosts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GhostDialog</name>
    <message numerus="yes">
        <source>%n ghost(s) left in the supply.</source>
        <extracomment>%n how many ghosts are left in the common supply</extracomment>
        <translation>
            <numerusform>%n ghost left in the supply.</numerusform>
            <numerusform>%n ghosts left in the supply.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GhostsStep</name>
    <message numerus="yes">
        <source>%n ghost(s) left</source>
        <extracomment>%n how many ghosts are left in the common supply</extracomment>
        <translation>
            <numerusform>%n ghost left</numerusform>
            <numerusform>%n ghosts left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LeagueScreen</name>
    <message numerus="yes">
        <source>%n finished game(s)</source>
        <extracomment>%n how many finished games the standings are made of</extracomment>
        <translation>
            <numerusform>%n finished game</numerusform>
            <numerusform>%n finished games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LedgerExplainer</name>
    <message numerus="yes">
        <source>Incomplete road: %n tile(s) × 1 = %1</source>
        <extracomment>%n the road&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Incomplete road: %n tile × 1 = %1</numerusform>
            <numerusform>Incomplete road: %n tiles × 1 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Road completed: %n tile(s) × 1 = %1</source>
        <extracomment>%n the road&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Road completed: %n tile × 1 = %1</numerusform>
            <numerusform>Road completed: %n tiles × 1 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Incomplete monastery: itself and %n neighbouring tile(s) = %1</source>
        <extracomment>%n the tiles around the monastery, %1 the points</extracomment>
        <translation>
            <numerusform>Incomplete monastery: itself and %n neighbouring tile = %1</numerusform>
            <numerusform>Incomplete monastery: itself and %n neighbouring tiles = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Field: %n completed cit(y/ies) × 3 = %1</source>
        <extracomment>%n the completed cities bordering the field, %1 the points</extracomment>
        <translation>
            <numerusform>Field: %n completed city × 3 = %1</numerusform>
            <numerusform>Field: %n completed cities × 3 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Haunted castle at the end: %n tile(s) with mist × 1 = %1</source>
        <extracomment>%n the tiles with mist around the castle, %1 the points</extracomment>
        <translation>
            <numerusform>Haunted castle at the end: %n tile with mist × 1 = %1</numerusform>
            <numerusform>Haunted castle at the end: %n tiles with mist × 1 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Haunted castle completed: %n tile(s) with mist × 2 = %1</source>
        <extracomment>%n the tiles with mist around the castle, %1 the points</extracomment>
        <translation>
            <numerusform>Haunted castle completed: %n tile with mist × 2 = %1</numerusform>
            <numerusform>Haunted castle completed: %n tiles with mist × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, minus %n ghost(s) × 2 = %1</source>
        <extracomment>added after a feature&apos;s points: %n the ghosts on it, %1 the points left</extracomment>
        <translation>
            <numerusform>, minus %n ghost × 2 = %1</numerusform>
            <numerusform>, minus %n ghosts × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (majority with %n figure(s))</source>
        <extracomment>added after a feature&apos;s points: %n the figures that gave the majority</extracomment>
        <translation>
            <numerusform> (majority with %n figure)</numerusform>
            <numerusform> (majority with %n figures)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ringmaster bonus: %n circus or acrobat tile(s) × 2 = %1</source>
        <extracomment>%n the circus and acrobat tiles around the ringmaster, %1 the points</extracomment>
        <translation>
            <numerusform>Ringmaster bonus: %n circus or acrobat tile × 2 = %1</numerusform>
            <numerusform>Ringmaster bonus: %n circus or acrobat tiles × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Message 5: %n coat(s) of arms × 2 = %1</source>
        <extracomment>%n the coats of arms in the player&apos;s cities, %1 the points</extracomment>
        <translation>
            <numerusform>Message 5: %n coat of arms × 2 = %1</numerusform>
            <numerusform>Message 5: %n coats of arms × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Message 6: %n knight(s) × 2 = %1</source>
        <extracomment>%n the player&apos;s figures in cities, %1 the points</extracomment>
        <translation>
            <numerusform>Message 6: %n knight × 2 = %1</numerusform>
            <numerusform>Message 6: %n knights × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Message 7: %n farmer(s) × 2 = %1</source>
        <extracomment>%n the player&apos;s figures in fields, %1 the points</extracomment>
        <translation>
            <numerusform>Message 7: %n farmer × 2 = %1</numerusform>
            <numerusform>Message 7: %n farmers × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Acrobats at the end: %n acrobat(s) × 5 = %1</source>
        <extracomment>%n the player&apos;s acrobats on an unfinished pyramid, %1 the points</extracomment>
        <translation>
            <numerusform>Acrobats at the end: %n acrobat × 5 = %1</numerusform>
            <numerusform>Acrobats at the end: %n acrobats × 5 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ghosts at the end: %n ghost(s) × -1 = %1</source>
        <extracomment>%n the ghosts haunting the player&apos;s figures, %1 the points (negative)</extracomment>
        <translation>
            <numerusform>Ghosts at the end: %n ghost × -1 = %1</numerusform>
            <numerusform>Ghosts at the end: %n ghosts × -1 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <extracomment>a city&apos;s tiles, put in for %1 of &quot;City completed: %1 × 2 + %2 × 2 = %3&quot;</extracomment>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coat(s) of arms</source>
        <extracomment>a city&apos;s coats of arms, put in for %2 of &quot;City completed: %1 × 2 + %2 × 2 = %3&quot;</extracomment>
        <translation>
            <numerusform>%n coat of arms</numerusform>
            <numerusform>%n coats of arms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Incomplete city: %n tile(s) × 1 = %1</source>
        <extracomment>%n the city&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Incomplete city: %n tile × 1 = %1</numerusform>
            <numerusform>Incomplete city: %n tiles × 1 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>City completed: %n tile(s) × 2 = %1</source>
        <extracomment>%n the city&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>City completed: %n tile × 2 = %1</numerusform>
            <numerusform>City completed: %n tiles × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Robber on space %1 steals half of the %n point(s) %2 scored, rounded up = %3</source>
        <extracomment>%1 the number of the robber&apos;s space on the scoring track, %n the points the robbed player scored, %2 the robbed player&apos;s name, %3 the points the robber takes</extracomment>
        <translation>
            <numerusform>Robber on space %1 steals half of the %n point %2 scored, rounded up = %3</numerusform>
            <numerusform>Robber on space %1 steals half of the %n points %2 scored, rounded up = %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Acrobat pyramid: %n acrobat(s) × 5 = %1</source>
        <extracomment>%n the player&apos;s acrobats in the pyramid, %1 the points</extracomment>
        <translation>
            <numerusform>Acrobat pyramid: %n acrobat × 5 = %1</numerusform>
            <numerusform>Acrobat pyramid: %n acrobats × 5 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n acrobat(s)</source>
        <extracomment>the acrobats of a pyramid, put in for %1 of &quot;Acrobat pyramid: %1 × 5, minus %2 × 2 = %3&quot;</extracomment>
        <translation>
            <numerusform>%n acrobat</numerusform>
            <numerusform>%n acrobats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s)</source>
        <extracomment>the ghosts on a pyramid, put in for %2 of &quot;Acrobat pyramid: %1 × 5, minus %2 × 2 = %3&quot;</extracomment>
        <translation>
            <numerusform>%n ghost</numerusform>
            <numerusform>%n ghosts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The messenger&apos;s %n point(s) join the scoring meeple</source>
        <extracomment>%n the points the messenger stood on</extracomment>
        <translation>
            <numerusform>The messenger&apos;s %n point joins the scoring meeple</numerusform>
            <numerusform>The messenger&apos;s %n points join the scoring meeple</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Big top (%1, worth %2 per meeple): %n meeple(s) around it = %3</source>
        <extracomment>%1 the animal of the big top&apos;s token, %2 the points it gives each figure (a plain number, which is why it is not followed by &quot;points&quot;), %n the player&apos;s figures around the big top, %3 the points</extracomment>
        <translation>
            <numerusform>Big top (%1, worth %2 per meeple): %n meeple around it = %3</numerusform>
            <numerusform>Big top (%1, worth %2 per meeple): %n meeples around it = %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Field with your pig: %n completed cit(y/ies) × 4 = %1</source>
        <extracomment>%n the completed cities bordering the field, %1 the points; the player&apos;s pig stands in the field</extracomment>
        <translation>
            <numerusform>Field with your pig: %n completed city × 4 = %1</numerusform>
            <numerusform>Field with your pig: %n completed cities × 4 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Road with an inn completed: %n tile(s) × 2 = %1</source>
        <extracomment>%n the road&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>Road with an inn completed: %n tile × 2 = %1</numerusform>
            <numerusform>Road with an inn completed: %n tiles × 2 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>City with a cathedral completed: %n tile(s) × 3 = %1</source>
        <extracomment>%n the city&apos;s tiles, %1 the points</extracomment>
        <translation>
            <numerusform>City with a cathedral completed: %n tile × 3 = %1</numerusform>
            <numerusform>City with a cathedral completed: %n tiles × 3 = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Incomplete garden: itself and %n neighbouring tile(s) = %1</source>
        <extracomment>%n the tiles around the garden, %1 the points</extracomment>
        <translation>
            <numerusform>Incomplete garden: itself and %n neighbouring tile = %1</numerusform>
            <numerusform>Incomplete garden: itself and %n neighbouring tiles = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (majority with a strength of %n: the large meeple counts 2)</source>
        <extracomment>added after a feature&apos;s points: %n the strength that gave the majority, a large meeple counting 2</extracomment>
        <translation>
            <numerusform> (majority with a strength of %n: the large meeple counts 2)</numerusform>
            <numerusform> (majority with a strength of %n: the large meeple counts 2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Abbot returned early from its garden: itself and %n neighbouring tile(s) = %1</source>
        <extracomment>%n the tiles around the garden, %1 the points before any ghost penalty</extracomment>
        <translation>
            <numerusform>Abbot returned early from its garden: itself and %n neighbouring tile = %1</numerusform>
            <numerusform>Abbot returned early from its garden: itself and %n neighbouring tiles = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Abbot returned early from its monastery: itself and %n neighbouring tile(s) = %1</source>
        <extracomment>%n the tiles around the monastery, %1 the points before any ghost penalty</extracomment>
        <translation>
            <numerusform>Abbot returned early from its monastery: itself and %n neighbouring tile = %1</numerusform>
            <numerusform>Abbot returned early from its monastery: itself and %n neighbouring tiles = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Most %1 tokens: %n token(s) = 10</source>
        <extracomment>%1 a kind of goods (&quot;Wine&quot;), %n the tokens of it the player holds, the most of anyone (ties all score)</extracomment>
        <translation>
            <numerusform>Most %1 tokens: %n token = 10</numerusform>
            <numerusform>Most %1 tokens: %n tokens = 10</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MessageDialog</name>
    <message numerus="yes">
        <source>Take %n point(s)</source>
        <extracomment>%n the points a message taken as points gives (2)</extracomment>
        <translation>
            <numerusform>Take %n point</numerusform>
            <numerusform>Take %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n point(s) instead</source>
        <extracomment>%n the points a message taken as points gives (2)</extracomment>
        <translation>
            <numerusform>Take %n point instead</numerusform>
            <numerusform>Take %n points instead</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have nothing on the board this message could score: take the %n point(s).</source>
        <extracomment>%n the points a message taken as points gives (2)</extracomment>
        <translation>
            <numerusform>You have nothing on the board this message could score: take the %n point.</numerusform>
            <numerusform>You have nothing on the board this message could score: take the %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaceStep</name>
    <message numerus="yes">
        <source>Place a %1, %n left</source>
        <extracomment>%1 a kind of figure (meeple, guard meeple, ringmaster), %n how many of them are left in the supply</extracomment>
        <translation>
            <numerusform>Place a %1, %n left</numerusform>
            <numerusform>Place a %1, %n left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message numerus="yes">
        <source>%1, %n point(s)</source>
        <extracomment>%1 the player&apos;s name, %n the player&apos;s score</extracomment>
        <translation>
            <numerusform>%1, %n point</numerusform>
            <numerusform>%1, %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>%n the player&apos;s score</extracomment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n meeple(s) in the supply</source>
        <extracomment>%n how many meeples the player has in their supply</extracomment>
        <translation>
            <numerusform>%n meeple in the supply</numerusform>
            <numerusform>%n meeples in the supply</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guard(s) in the supply</source>
        <extracomment>%n how many guard meeples the player has in their supply</extracomment>
        <translation>
            <numerusform>%n guard in the supply</numerusform>
            <numerusform>%n guards in the supply</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tower floor(s) left</source>
        <extracomment>%n how many tower floors the player has left</extracomment>
        <translation>
            <numerusform>%n tower floor left</numerusform>
            <numerusform>%n tower floors left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) on their figures</source>
        <extracomment>%n how many ghosts stand on the player&apos;s figures</extracomment>
        <translation>
            <numerusform>%n ghost on their figures</numerusform>
            <numerusform>%n ghosts on their figures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 in the supply</source>
        <extracomment>%1 a kind of figure (abbot, large meeple, builder, pig); %n how many the player has in their supply</extracomment>
        <translation>
            <numerusform>%n %1 in the supply</numerusform>
            <numerusform>%1: %n in the supply</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 token(s), the most at the table</source>
        <extracomment>%1 the kind of goods, %n the tokens</extracomment>
        <translation>
            <numerusform>%n %1 token, the most at the table</numerusform>
            <numerusform>%n %1 tokens, the most at the table</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 token(s)</source>
        <extracomment>%1 the kind of goods, %n the tokens</extracomment>
        <translation>
            <numerusform>%n %1 token</numerusform>
            <numerusform>%n %1 tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecallDialog</name>
    <message numerus="yes">
        <source>The abbot returns to your supply; each of its %n ghost(s) costs 2.</source>
        <extracomment>%n the ghosts on the abbot</extracomment>
        <translation>
            <numerusform>The abbot returns to your supply; its %n ghost costs 2.</numerusform>
            <numerusform>The abbot returns to your supply; each of its %n ghosts costs 2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message numerus="yes">
        <source>all %n %1 token(s) have been revealed already</source>
        <extracomment>%n the tokens of that animal in the game; %1 the animal (flea, monkey…)</extracomment>
        <translation>
            <numerusform>the %n %1 token has been revealed already</numerusform>
            <numerusform>all %n %1 tokens have been revealed already</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the pyramid on &quot;%1&quot; has %n acrobat(s); it is scored with exactly 3</source>
        <extracomment>%1 the acrobat space&apos;s id as written in the record; %n the acrobats on it</extracomment>
        <translation>
            <numerusform>the pyramid on &quot;%1&quot; has %n acrobat; it is scored with exactly 3</numerusform>
            <numerusform>the pyramid on &quot;%1&quot; has %n acrobats; it is scored with exactly 3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 holds %n point(s); a ransom of 3 would take it below 0</source>
        <extracomment>%1 the prisoner&apos;s owner&apos;s name; %2 that player&apos;s scoring figure (scoring meeple or messenger); %n its points</extracomment>
        <translation>
            <numerusform>%1&apos;s %2 holds %n point; a ransom of 3 would take it below 0</numerusform>
            <numerusform>%1&apos;s %2 holds %n points; a ransom of 3 would take it below 0</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 holds %n point(s); a correction of %3 would take it below 0</source>
        <extracomment>%1 a player&apos;s name; %2 that player&apos;s scoring figure (scoring meeple or messenger); %n its points; %3 the correction (a negative number)</extracomment>
        <translation>
            <numerusform>%1&apos;s %2 holds %n point; a correction of %3 would take it below 0</numerusform>
            <numerusform>%1&apos;s %2 holds %n points; a correction of %3 would take it below 0</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>only %n %1 token(s) left in the general supply; this takes %2</source>
        <extracomment>%1 a kind of goods (wine, grain, cloth); %2 how many tokens the event takes; %n how many are left in the general supply</extracomment>
        <translation>
            <numerusform>only %n %1 token left in the general supply; this takes %2</numerusform>
            <numerusform>only %n %1 tokens left in the general supply; this takes %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreDialog</name>
    <message numerus="yes">
        <source>Score (%n point(s))</source>
        <extracomment>the button that scores the feature: %n the most points a player gets from it</extracomment>
        <translation>
            <numerusform>Score (%n point)</numerusform>
            <numerusform>Score (%n points)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreStep</name>
    <message numerus="yes">
        <source>%n feature(s) to score</source>
        <extracomment>%n how many completed features may be scored now</extracomment>
        <translation>
            <numerusform>%n feature to score</numerusform>
            <numerusform>%n features to score</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TowerDialog</name>
    <message numerus="yes">
        <source>Which tower? (%n floor(s) left)</source>
        <extracomment>%n how many tower floors the active player has left</extracomment>
        <translation>
            <numerusform>Which tower? (%n floor left)</numerusform>
            <numerusform>Which tower? (%n floors left)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message numerus="yes">
        <source>updated game %2 from %1: %n event(s) added</source>
        <extracomment>%1 the record file, %2 the number of the game in the library, %n how many events it gained</extracomment>
        <translation>
            <numerusform>updated game %2 from %1: %n event added</numerusform>
            <numerusform>updated game %2 from %1: %n events added</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: pushed revision %2 (%n event(s))</source>
        <extracomment>%1 the game&apos;s UUID, %2 its revision number, %n its events</extracomment>
        <translation>
            <numerusform>%1: pushed revision %2 (%n event)</numerusform>
            <numerusform>%1: pushed revision %2 (%n events)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counted game(s) checked: every kept result is what its events replay to</source>
        <extracomment>%n the games checked</extracomment>
        <translation>
            <numerusform>%n counted game checked: every kept result is what its events replay to</numerusform>
            <numerusform>%n counted games checked: every kept result is what its events replay to</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counted game(s) checked: %1 result(s) kept anew from the replay</source>
        <extracomment>%n the games checked, %1 how many results were kept anew</extracomment>
        <translation>
            <numerusform>%n counted game checked: %1 result(s) kept anew from the replay</numerusform>
            <numerusform>%n counted games checked: %1 result(s) kept anew from the replay</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counted game(s) checked: %1 kept result(s) differ from the replay (--repair keeps the replay&apos;s)</source>
        <extracomment>%n the games checked, %1 how many differ</extracomment>
        <translation>
            <numerusform>%n counted game checked: %1 kept result(s) differ from the replay (--repair keeps the replay&apos;s)</numerusform>
            <numerusform>%n counted games checked: %1 kept result(s) differ from the replay (--repair keeps the replay&apos;s)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ml::ClubSettings</name>
    <message numerus="yes">
        <source>Synced with the club at %1: %n game(s) pushed.</source>
        <extracomment>%1 the time of day, %n how many games were pushed</extracomment>
        <translation>
            <numerusform>Synced with the club at %1: %n game pushed.</numerusform>
            <numerusform>Synced with the club at %1: %n games pushed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Synced with the club at %1 over a connection that is not encrypted: %n game(s) pushed.</source>
        <extracomment>%1 the time of day, %n how many games were pushed</extracomment>
        <translation>
            <numerusform>Synced with the club at %1 over a connection that is not encrypted: %n game pushed.</numerusform>
            <numerusform>Synced with the club at %1 over a connection that is not encrypted: %n games pushed.</numerusform>
        </translation>
    </message>
</context>
</TS>
