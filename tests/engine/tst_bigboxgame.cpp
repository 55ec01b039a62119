// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// The Big Box game: records/big-box-game.json, five players and all eight expansions over 30 turns, replayed whole and
// cut at checkpoints. Every payout is worked out by hand below from the published rules of the base game and the eight
// expansions (with the rulings between them) and docs/record-format.md; none is taken from the engine's output.
//
// Seating: red (Ana), blue (Ben), green (Cleo), yellow (Dev), black (Eve). M is a player's scoring meeple, S the
// messenger. Each player starts with 5 meeples + 2 guards, a ringmaster, 6 tower floors (5 players), an abbot, a large
// meeple, a builder, a pig and a robber; the general supply holds 15 ghosts, 3 spare guards per colour, the 16 animal
// tokens and 9 wine, 6 grain and 5 cloth. Brackets give the track after each round:
// [red M/S, blue M/S, green M/S, yellow M/S, black M/S].
//
// Round 1 (events 0-9)
//   red     her large meeple r-large as a knight in city c1.
//   blue    b1 knight in city c2.
//   green   g1 highwayman on road rd1, which has an inn.
//   yellow  his abbot y-abbot on monastery m1 (an abbot stands only on a monastery or a garden [The Abbot rules]).
//   black   k1 farmer in field f1.
// Round 2 (10-21)
//   red     her abbot r-abbot on garden gd1 (only an abbot stands on a garden [The Abbot rules]).
//   blue    his large meeple b-large as a knight in city c4.
//   green   g2 on road rd2, which the same tile closes: 3 tiles, 1 each = 3 -> green M 3 (not a dark space).
//   yellow  y1 knight in city c3, whose tiles show 2 wine and 1 grain.
//   black   his robber onto space 3, beside green's M, the only figure there [The Robbers rules]; his pig k-pig beside
//   k1
//           in f1 (a pig joins a field where its owner has a farmer [Traders and Builders rules]).
//                                                                  [0/0, 0/0, 3/0, 0/0, 0/0] robber black@3
// Round 3 (22-36)
//   red     her tile joins c2 to c1 and closes it: 4 tiles, 1 coat of arms and a cathedral, 3 * 4 + 3 * 1 = 15
//           [Inns and Cathedrals rules]. Her large meeple weighs 2 against b1's 1, so only red scores -> red M 15; both
//           go home. r1 farmer in f2. Her M stands on 15, a dark space: a message [The Messengers rules]. She draws 3
//           (smallest monastery): her abbot stands on a garden, which message 3 never counts [The Abbot rules], so she
//           has no monastery and takes the 2 points, on the messenger: S 2 (not dark).
//   blue    his builder b-builder beside b-large in c4 [Traders and Builders rules].
//   green   her abbot g-abbot on garden gd2.
//   yellow  his large meeple y-large in city c5.
//   black   his abbot k-abbot on monastery m2; the tile closes yellow's city c3: 3 tiles + 1 coat = 8 -> yellow M 8.
//           Black completed it, so the 2 wine and 1 grain are his, though yellow held the city
//           [Traders and Builders rules]. Black's robber on 3: yellow's M came from 0, nothing to steal.
//                                                                  [15/2, 0/0, 3/0, 8/0, 0/0] robber black@3
// Round 4 (37-49)
//   red     places no figure and takes her abbot back from gd1: the garden and its 5 neighbours = 6 [The Abbot rules,
//           example] -> red M 21.
//   blue    his robber onto 8, beside yellow's M (nobody else there); he places no figure.
//   green   g2 knight in city c6, which has a cathedral; the tile closes rd1, 4 tiles with an inn: 2 * 4 = 8
//           [Inns and Cathedrals rules] -> green M 11. Black's robber on 3 stood with green's M: half of 8 = 4 -> black
//           M 4, and the robber goes home [rulings between the expansionsa robber steals from an inn road]. Blue's
//           robber on 8: green's M only passed it, nothing.
//   yellow  y1 on road rd4 of the first circus tile: the big top goes up there (no event).
//   black   his tile spreads the mist: a ghost on yellow's large meeple y-large [Ghosts, Castles and Cemeteries rules;
//   it may
//           take ghosts, rulings between the expansions] (ghosts 15 -> 14); k2 on road rd7 of the second circus tile,
//           so the big top is scored: a bear, 5 per follower on its tile and the 8 around [Under the Big Top rules].
//           Black 1 (k1; the pig beside it is no follower), blue 1 (b-large counts as one figure, not two, and the
//           builder beside it does not count [rulings between the expansions]), yellow 1 (y1): black M 4 -> 9, blue M 0
//           -> 5, yellow M 8 -> 13. Blue's robber on 8 takes half of yellow's 5, rounded up: 3 -> blue M 8, home. Black
//           ends on 9.
//                                                                  [21/2, 8/0, 11/0, 13/0, 9/0] no robber
// Round 5 (50-68)
//   red     her large meeple r-large on road rd5, which has an inn (it stays open).
//   blue    his builder has stood in c4 since round 3. The tile extends c4 and closes road rd6, where he puts b1:
//           2 tiles = 2 -> blue M 10, dark: message 6 (2 per knight): b-large is one knight, whatever it weighs
//           [rulings between the expansions] -> 2 on the messenger, S 2. The tile extended the builder's city: a second
//           tile
//           (`builder`) [Traders and Builders rules]. On it b2 farmer in f4; it closes c4: 4 tiles + 1 coat = 10,
//           b-large alone -> blue M 20 (b-large and the builder go home), dark again, and each part of the turn has its
//           message [rulings between the expansions]: message 7 (2 per farmer, b2) -> S 4. Blue completed c4: its 2
//           wine and 1 cloth are his.
//   green   a floor on a new tower t1 (green floors 6 -> 5) captures black's abbot from m2: green holds it
//   [The Tower rules:
//           an abbot may be captured].
//   yellow  y2 farmer in f3; the tile closes y-large's city c5: 3 tiles = 6, minus 2 for its ghost = 4 -> yellow M 17
//           [Ghosts, Castles and Cemeteries rules]; the ghost goes back (15).
//   black   buys his abbot back: 3 from his M (9 -> 6) to green's (11 -> 14), as for any figure [The Tower rules]; no
//           robber is on the track, and a ransom is no score. His tile joins f3 to f1.
//                                                                  [21/2, 20/4, 14/0, 17/0, 6/0] no robber
// Round 6 (69-81)
//   red     r2 on road rd8, which the tile closes: 4 tiles -> red M 25, dark: message 1 (shortest road). Her only road
//           is rd5, 3 tiles with an inn, and an open inn road is worth 0 [rulings between the expansions]: 0, nothing
//           moves.
//   blue    his robber onto 6, beside black's M.
//   green   g3 knight in city c7.
//   yellow  his tile limits the mist: a ghost on his own abbot y-abbot (14); y3 on road rd9.
//   black   k3 knight in city c8. That was the last tile.
//                                                                  [25/2, 20/4, 14/0, 17/0, 6/0] robber blue@6
// Final scoring (event 82)
//   1. Blue's robber is still on 6: +3 -> blue M 23.
//   2. The last big top, on black's circus tile: a seal, 4 per follower: black 1 (k2) -> M 10, red 1 (r-large, next to
//      it, counted once) -> M 29.
//   3. Messengers added to the meeples: red 29 + 2 = 31, blue 23 + 4 = 27, green 14, yellow 17, black 10.
//   4. m1, yellow's abbot, the monastery and 6 neighbours: 7 -> yellow 24. f1, 2 completed cities: black's k1 and
//      yellow's y2, one each, both score; black's pig stands there: 4 per city = 8 -> black 18; yellow 3 per city =
//      6 -> 30 [Traders and Builders rules]. f2, 1 city (c1: its cathedral changes nothing for a field): red 3 -> 34.
//      gd2, green's abbot, the garden and 4 neighbours: 5 -> green 19. c6, 3 tiles + 1 coat with a cathedral, open:
//      0 [Inns and Cathedrals rules]. rd4, 3 tiles: yellow 33. rd7, 2 tiles: black 20. rd5, an open inn road: 0 for
//      red. f4, 1 city: blue 30. c7, 2 tiles + 1 coat: green 22. rd9, 3 tiles: yellow 36. c8, 2 tiles: black 22.
//   5. Goods: wine, black 2 and blue 2, a tie: 10 each -> black 32, blue 40; grain, black alone: 10 -> black 42;
//      cloth, blue alone: 10 -> blue 50 [Traders and Builders rules].
//   6. Ghosts: y-abbot carries 1 -> yellow 35.
//   Final: red 34, blue 50, green 22, yellow 35, black 42.

#include "recordtest.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

// The record with event `index` replaced by `event`, or with `event` inserted before it.
QJsonObject changed(QJsonObject record, int index, const QJsonObject &event, bool insert = false)
{
    QJsonArray events = record.value(u"events"_s).toArray();
    if (insert)
        events.insert(index, event);
    else
        events.replace(index, event);
    record.insert(u"events"_s, events);
    return record;
}

// The ledger entries of one event, in order.
QJsonArray entriesOf(const QJsonObject &output, int event)
{
    QJsonArray out;
    for (const QJsonValue &e : output.value(u"ledger"_s).toArray()) {
        if (e.toObject().value(u"event"_s).toInt() == event)
            out.append(e);
    }
    return out;
}

} // namespace

class BigBoxGameTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void theRecordIsARealGame();
    void checkpoints_data();
    void checkpoints();
    void finalScoring();
    void everyPayout();
    void everyTheft();
    void theRulesItRestsOn_data();
    void theRulesItRestsOn();

private:
    QJsonObject m_record;
};

void BigBoxGameTest::initTestCase()
{
    m_record = loadRecordFile(QStringLiteral(TEST_RECORDS_DIR "/big-box-game.json"));
}

void BigBoxGameTest::theRecordIsARealGame()
{
    QCOMPARE(m_record.value(u"players"_s).toArray().size(), 5);
    const QJsonArray expansions = m_record.value(u"expansions"_s).toArray();
    QCOMPARE(expansions.size(), 8);
    for (const char *expansion : { "tower", "messengers", "robbers", "bigtop", "ghosts", "abbot", "inns", "traders" })
        QVERIFY2(expansions.contains(QString::fromLatin1(expansion)), expansion);
    const QJsonArray events = m_record.value(u"events"_s).toArray();
    int turns = 0;
    QStringList kinds;
    for (const QJsonValue &e : events) {
        const QJsonObject event = e.toObject();
        turns += event.value(u"type"_s).toString() == u"turn"_s ? 1 : 0;
        if (event.value(u"type"_s).toString() == u"place"_s && !kinds.contains(event.value(u"kind"_s).toString()))
            kinds << event.value(u"kind"_s).toString();
    }
    QCOMPARE(turns, 30);
    QCOMPARE(events.size(), 83);
    QCOMPARE(events.last().toObject().value(u"type"_s).toString(), u"end"_s);
    // Every new figure is placed at least once.
    for (const char *kind : { "abbot", "large", "builder", "pig" })
        QVERIFY2(kinds.contains(QString::fromLatin1(kind)), kind);
}

void BigBoxGameTest::checkpoints_data()
{
    QTest::addColumn<int>("events");
    QTest::addColumn<QJsonObject>("expected");

    // Round 2: black's pig beside his farmer, his robber beside green's meeple.
    QTest::addRow("after round 2 (event 21)")
        << 22 << object(R"({"figures": {"red": {"meeple": 0, "messenger": 0}, "blue": {"meeple": 0, "messenger": 0},
                                  "green": {"meeple": 3, "messenger": 0}, "yellow": {"meeple": 0, "messenger": 0},
                                  "black": {"meeple": 0, "messenger": 0}},
                      "robbers": {"black": 3}, "owed": [], "warnings": [],
                      "supplies": {"red": {"abbot": 0, "large": 0, "meeple": 5}, "blue": {"large": 0, "meeple": 4},
                                   "black": {"pig": 0, "meeple": 4, "robber": false}},
                      "board": {"figures": {"k-pig": {"feature": "f1", "kind": "pig"}, "k1": {"feature": "f1"},
                                            "r-abbot": {"feature": "gd1", "kind": "abbot"}}}})");
    // Round 3: the cathedral city, decided by red's large meeple; the message she owes.
    QTest::addRow("the cathedral city, a message owed (event 25)")
        << 26 << object(R"({"figures": {"red": {"meeple": 15, "messenger": 0}, "blue": {"meeple": 0, "messenger": 0}},
                      "owed": [{"type": "message", "player": "red"}],
                      "supplies": {"red": {"large": 1, "meeple": 4}, "blue": {"meeple": 5}},
                      "board": {"figures": {"r-large": null, "b1": null}}})");
    QTest::addRow("message 3 taken as points (event 26)")
        << 27 << object(R"({"figures": {"red": {"meeple": 15, "messenger": 2}}, "owed": [], "warnings": []})");
    // Round 3: black completed yellow's city and took its goods.
    QTest::addRow("after round 3 (event 36)")
        << 37 << object(R"({"figures": {"red": {"meeple": 15, "messenger": 2}, "blue": {"meeple": 0, "messenger": 0},
                                  "green": {"meeple": 3, "messenger": 0}, "yellow": {"meeple": 8, "messenger": 0},
                                  "black": {"meeple": 0, "messenger": 0}},
                      "robbers": {"black": 3}, "owed": [], "warnings": [],
                      "goods": {"black": {"wine": 2, "grain": 1, "cloth": 0}, "yellow": {"wine": 0, "grain": 0, "cloth": 0}},
                      "generalSupply": {"goods": {"wine": 7, "grain": 5, "cloth": 5}},
                      "supplies": {"blue": {"builder": 0}, "green": {"abbot": 0}, "yellow": {"large": 0, "meeple": 5},
                                   "black": {"abbot": 0}}})");
    // Round 4: the abbot back from the garden.
    QTest::addRow("red's abbot returned early (event 38)")
        << 39 << object(R"({"figures": {"red": {"meeple": 21, "messenger": 2}}, "owed": [],
                      "supplies": {"red": {"abbot": 1}}, "board": {"figures": {"r-abbot": null}}})");
    // Round 4: the inn road, robbed by black's robber.
    QTest::addRow("the inn road and black's theft (event 43)")
        << 44 << object(R"({"figures": {"green": {"meeple": 11, "messenger": 0}, "black": {"meeple": 4, "messenger": 0},
                                  "yellow": {"meeple": 8, "messenger": 0}},
                      "robbers": {"blue": 8}, "owed": [], "supplies": {"green": {"meeple": 4}, "black": {"robber": true}}})");
    QTest::addRow("after round 4: the big top and blue's theft (event 49)")
        << 50 << object(R"({"figures": {"red": {"meeple": 21, "messenger": 2}, "blue": {"meeple": 8, "messenger": 0},
                                  "green": {"meeple": 11, "messenger": 0}, "yellow": {"meeple": 13, "messenger": 0},
                                  "black": {"meeple": 9, "messenger": 0}},
                      "robbers": null, "owed": [], "warnings": [],
                      "generalSupply": {"ghosts": 14, "animals": {"flea": 1, "monkey": 4, "seal": 5, "bear": 2, "tiger": 2, "elephant": 1}},
                      "board": {"figures": {"y-large": {"feature": "c5", "ghosts": 1}, "b-builder": {"feature": "c4"}}}})");
    // Round 5: the builder's double turn, a message in each part.
    QTest::addRow("the builder's first tile and message 6 (event 55)")
        << 56 << object(R"({"figures": {"blue": {"meeple": 10, "messenger": 2}}, "owed": [], "warnings": []})");
    QTest::addRow("the builder's second tile, message 7 and the goods (event 60)")
        << 61 << object(R"({"figures": {"blue": {"meeple": 20, "messenger": 4}}, "owed": [], "warnings": [],
                      "goods": {"blue": {"wine": 2, "grain": 0, "cloth": 1}},
                      "generalSupply": {"goods": {"wine": 5, "grain": 5, "cloth": 4}},
                      "supplies": {"blue": {"large": 1, "builder": 1, "meeple": 4}},
                      "board": {"figures": {"b-large": null, "b-builder": null, "b2": {"feature": "f4"}}}})");
    QTest::addRow("green's tower captures black's abbot (event 62)")
        << 63 << object(R"({"prisoners": {"green": [{"figure": "k-abbot", "owner": "black", "kind": "abbot"}]},
                      "supplies": {"green": {"floors": 5}, "black": {"abbot": 0}},
                      "board": {"figures": {"k-abbot": null}, "features": {"t1": {"floors": 1}}}})");
    QTest::addRow("yellow's large meeple scores with its ghost (event 65)")
        << 66 << object(R"({"figures": {"yellow": {"meeple": 17, "messenger": 0}},
                      "generalSupply": {"ghosts": 15}, "supplies": {"yellow": {"large": 1}},
                      "board": {"figures": {"y-large": null}}})");
    QTest::addRow("after round 5: the ransom (event 68)")
        << 69 << object(R"({"figures": {"red": {"meeple": 21, "messenger": 2}, "blue": {"meeple": 20, "messenger": 4},
                                  "green": {"meeple": 14, "messenger": 0}, "yellow": {"meeple": 17, "messenger": 0},
                                  "black": {"meeple": 6, "messenger": 0}},
                      "robbers": null, "owed": [], "warnings": [], "prisoners": {"green": null},
                      "supplies": {"black": {"abbot": 1}},
                      "board": {"figures": {"y2": {"feature": "f1"}, "k-pig": {"feature": "f1"}}}})");
    QTest::addRow("message 1 on an open inn road (event 72)")
        << 73 << object(R"({"figures": {"red": {"meeple": 25, "messenger": 2}}, "owed": [], "warnings": []})");
    // Just before the end: every figure where the last round left it.
    QTest::addRow("before the final scoring (event 81)")
        << 82 << object(R"({"figures": {"red": {"meeple": 25, "messenger": 2}, "blue": {"meeple": 20, "messenger": 4},
                                  "green": {"meeple": 14, "messenger": 0}, "yellow": {"meeple": 17, "messenger": 0},
                                  "black": {"meeple": 6, "messenger": 0}},
                      "scores": {"red": 27, "blue": 24, "green": 14, "yellow": 17, "black": 6},
                      "robbers": {"blue": 6}, "owed": [], "warnings": [], "finished": false, "prisoners": {"red": null, "blue": null, "green": null, "yellow": null, "black": null},
                      "goods": {"black": {"wine": 2, "grain": 1, "cloth": 0}, "blue": {"wine": 2, "grain": 0, "cloth": 1},
                                "red": {"wine": 0, "grain": 0, "cloth": 0}, "green": {"wine": 0, "grain": 0, "cloth": 0},
                                "yellow": {"wine": 0, "grain": 0, "cloth": 0}},
                      "supplies": {"red": {"meeple": 4, "guard": 2, "ringmaster": 1, "floors": 6, "robber": true,
                                           "abbot": 1, "large": 0, "builder": 1, "pig": 1},
                                   "blue": {"meeple": 4, "guard": 2, "ringmaster": 1, "floors": 6, "robber": false,
                                            "abbot": 1, "large": 1, "builder": 1, "pig": 1},
                                   "green": {"meeple": 3, "guard": 2, "ringmaster": 1, "floors": 5, "robber": true,
                                             "abbot": 0, "large": 1, "builder": 1, "pig": 1},
                                   "yellow": {"meeple": 2, "guard": 2, "ringmaster": 1, "floors": 6, "robber": true,
                                              "abbot": 0, "large": 1, "builder": 1, "pig": 1},
                                   "black": {"meeple": 2, "guard": 2, "ringmaster": 1, "floors": 6, "robber": true,
                                             "abbot": 1, "large": 1, "builder": 1, "pig": 0}},
                      "generalSupply": {"ghosts": 14, "goods": {"wine": 5, "grain": 5, "cloth": 4},
                                        "guards": {"red": 3, "blue": 3, "green": 3, "yellow": 3, "black": 3},
                                        "animals": {"flea": 1, "monkey": 4, "seal": 5, "bear": 2, "tiger": 2, "elephant": 1}},
                      "board": {"figures": {"y-abbot": {"feature": "m1", "ghosts": 1}, "g-abbot": {"feature": "gd2"},
                                            "r-large": {"feature": "rd5"}, "g2": {"feature": "c6"},
                                            "k1": {"feature": "f1"}, "k-pig": {"feature": "f1"}, "y2": {"feature": "f1"}},
                                "features": {"t1": {"floors": 1, "figures": []}}}})");
}

void BigBoxGameTest::checkpoints()
{
    QFETCH(int, events);
    QFETCH(QJsonObject, expected);
    const ml::ReplayOutcome outcome = ml::replay(firstEvents(m_record, events));
    QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
    QStringList problems;
    compareJson(expected, outcome.output, u"output"_s, problems);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"; "_s)));
}

void BigBoxGameTest::finalScoring()
{
    const ml::ReplayOutcome outcome = ml::replay(m_record);
    QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
    QStringList problems;
    compareJson(object(R"({"scores": {"red": 34, "blue": 50, "green": 22, "yellow": 35, "black": 42},
                           "figures": {"red": {"meeple": 34, "messenger": 0}, "blue": {"meeple": 50, "messenger": 0},
                                       "green": {"meeple": 22, "messenger": 0}, "yellow": {"meeple": 35, "messenger": 0},
                                       "black": {"meeple": 42, "messenger": 0}},
                           "finished": true, "robbers": null, "owed": [], "warnings": [], "prisoners": {"red": null, "blue": null, "green": null, "yellow": null, "black": null},
                           "generalSupply": {"animals": {"seal": 4}}})"),
                outcome.output, u"output"_s, problems);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"; "_s)));

    // The format's order: the robber first, then the last big top in seating order from black, the active player;
    // the goods after every feature (wine, grain, cloth, each from black), the ghost last.
    const QJsonArray atEnd = entriesOf(outcome.output, 82);
    QVERIFY(atEnd.size() >= 4);
    compareJson(object(R"({"first": [{"rule": "robber.end", "player": "blue", "points": 3, "detail": {"space": 6}},
                                     {"rule": "circus.final", "player": "black", "points": 4},
                                     {"rule": "circus.final", "player": "red", "points": 4}]})")
                    .value(u"first"_s),
                QJsonArray { atEnd.at(0), atEnd.at(1), atEnd.at(2) }, u"end ledger"_s, problems);
    QJsonArray goodsAndGhosts;
    for (const QJsonValue &e : atEnd) {
        const QString rule = e.toObject().value(u"rule"_s).toString();
        if (rule == u"goods.majority"_s || rule == u"ghosts.final"_s)
            goodsAndGhosts.append(e);
    }
    compareJson(object(R"({"last": [
                    {"rule": "goods.majority", "player": "black", "points": 10, "detail": {"goods": "wine", "tokens": 2}},
                    {"rule": "goods.majority", "player": "blue", "points": 10, "detail": {"goods": "wine", "tokens": 2}},
                    {"rule": "goods.majority", "player": "black", "points": 10, "detail": {"goods": "grain", "tokens": 1}},
                    {"rule": "goods.majority", "player": "blue", "points": 10, "detail": {"goods": "cloth", "tokens": 1}},
                    {"rule": "ghosts.final", "player": "yellow", "points": -1}]})")
                    .value(u"last"_s),
                goodsAndGhosts, u"goods and ghosts"_s, problems);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"; "_s)));
}

void BigBoxGameTest::everyPayout()
{
    const ml::ReplayOutcome outcome = ml::replay(m_record);
    QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
    QStringList expected {
        // During the game, in the order of the comment above.
        u"road.completed green 3 meeple"_s, // rd2
        u"cathedral.completed red 15 meeple"_s, // c1, 3 * 4 + 3 * 1, the large meeple's majority
        u"message.points red 2 messenger"_s, // message 3: no monastery, only a garden
        u"city.completed yellow 8 meeple"_s, // c3, completed by black
        u"abbot.recall red 6 meeple"_s, // gd1
        u"inn.completed green 8 meeple"_s, // rd1, 2 * 4
        u"robber.steal black 4 meeple"_s, // half of green's 8
        u"circus.scored black 5 meeple"_s, // bear: k1, not the pig
        u"circus.scored blue 5 meeple"_s, // b-large once, not the builder
        u"circus.scored yellow 5 meeple"_s, // y1
        u"robber.steal blue 3 meeple"_s, // half of yellow's 5, rounded up
        u"road.completed blue 2 meeple"_s, // rd6, the builder's first tile
        u"message.knights blue 2 messenger"_s, // b-large, one knight
        u"city.completed blue 10 meeple"_s, // c4, the builder's second tile
        u"message.farmers blue 2 messenger"_s, // b2
        u"city.completed yellow 4 meeple"_s, // c5, 6 - 2 for the ghost on the large meeple
        u"tower.ransom.paid black -3 meeple"_s, // his abbot
        u"tower.ransom.received green 3 meeple"_s,
        u"road.completed red 4 meeple"_s, // rd8
        u"message.road red 0 meeple"_s, // rd5, an open inn road
        // Final scoring.
        u"robber.end blue 3 meeple"_s,
        u"circus.final black 4 meeple"_s, // seal: k2
        u"circus.final red 4 meeple"_s, // r-large once
        u"monastery.final yellow 7 meeple"_s, // m1, the abbot
        u"field.final black 8 meeple"_s, // f1, 2 cities, his pig: 4 each
        u"field.final yellow 6 meeple"_s, // f1, 3 each
        u"field.final red 3 meeple"_s, // f2
        u"garden.final green 5 meeple"_s, // gd2
        u"cathedral.final green 0 meeple"_s, // c6, open
        u"road.final yellow 3 meeple"_s, // rd4
        u"road.final black 2 meeple"_s, // rd7
        u"inn.final red 0 meeple"_s, // rd5, open
        u"field.final blue 3 meeple"_s, // f4
        u"city.final green 3 meeple"_s, // c7
        u"road.final yellow 3 meeple"_s, // rd9
        u"city.final black 2 meeple"_s, // c8
        u"goods.majority black 10 meeple"_s, // wine, tied
        u"goods.majority blue 10 meeple"_s, // wine, tied
        u"goods.majority black 10 meeple"_s, // grain
        u"goods.majority blue 10 meeple"_s, // cloth
        u"ghosts.final yellow -1 meeple"_s, // y-abbot
    };
    expected.sort();
    const QStringList actual = payouts(outcome.output.value(u"ledger"_s).toArray());
    QStringList missing;
    QStringList extra = actual;
    for (const QString &p : std::as_const(expected)) {
        if (!extra.removeOne(p))
            missing << p;
    }
    QVERIFY2(missing.isEmpty() && extra.isEmpty(),
             qPrintable(u"missing: "_s + missing.join(u", "_s) + u"; unexpected: "_s + extra.join(u", "_s)));

    // What decided the payouts the Big Box's rules changed, as their ledger entries say it.
    QStringList problems;
    compareJson(object(R"({"c1": [{"rule": "cathedral.completed", "player": "red", "points": 15,
                                   "detail": {"tiles": 4, "coats": 1, "cathedral": true, "value": 15, "figures": 1,
                                              "strength": 2}}]})")
                    .value(u"c1"_s),
                entriesOf(outcome.output, 25), u"c1"_s, problems);
    compareJson(object(R"({"rd1": [{"rule": "inn.completed", "player": "green", "points": 8,
                                    "detail": {"tiles": 4, "inn": true, "value": 8, "figures": 1, "strength": 1}}]})")
                    .value(u"rd1"_s),
                entriesOf(outcome.output, 43), u"rd1"_s, problems);
    compareJson(object(R"({"gd1": [{"rule": "abbot.recall", "player": "red", "points": 6,
                                    "detail": {"tiles": 6, "ghosts": 0, "featureType": "garden"}}]})")
                    .value(u"gd1"_s),
                entriesOf(outcome.output, 38), u"gd1"_s, problems);
    QJsonArray pigField;
    for (const QJsonValue &e : entriesOf(outcome.output, 82)) {
        if (e.toObject().value(u"feature"_s).toString() == u"f1"_s)
            pigField.append(e);
    }
    compareJson(object(R"({"f1": [{"rule": "field.final", "player": "black", "points": 8,
                                   "detail": {"cities": 2, "pig": true, "perCity": 4}},
                                  {"rule": "field.final", "player": "yellow", "points": 6, "detail": {"cities": 2}}]})")
                    .value(u"f1"_s),
                pigField, u"f1"_s, problems);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"; "_s)));
}

void BigBoxGameTest::everyTheft()
{
    // Two thefts, in the order they happen: from the inn road, then from the big top. A robber steals when its batch
    // ends, so each theft is entered at the event after the scoring (yellow's turn, then red's).
    const ml::ReplayOutcome outcome = ml::replay(m_record);
    QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
    QJsonArray thefts;
    for (const QJsonValue &e : outcome.output.value(u"ledger"_s).toArray()) {
        if (e.toObject().value(u"rule"_s).toString() == u"robber.steal"_s)
            thefts.append(e);
    }
    QStringList problems;
    compareJson(object(R"({"thefts": [
                    {"player": "black", "points": 4, "event": 44, "detail": {"robbed": "green", "stolen": 8, "space": 3}},
                    {"player": "blue", "points": 3, "event": 50, "detail": {"robbed": "yellow", "stolen": 5, "space": 8}}]})")
                    .value(u"thefts"_s),
                thefts, u"thefts"_s, problems);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"; "_s)));
}

void BigBoxGameTest::theRulesItRestsOn_data()
{
    QTest::addColumn<QJsonObject>("record");
    QTest::addColumn<int>("event");

    // Message 3 counts monasteries only: red's abbot on a garden gives her none, so the action is refused.
    QTest::addRow("message 3 on a garden")
        << changed(m_record, 26, object(R"({"type": "message", "tile": 3, "take": "action", "values": {}})")) << 26;
    // The big top counts followers once each: blue has only his large meeple there (the builder is no follower), so
    // two of his figures cannot be counted.
    QTest::addRow("the large meeple or the builder counted twice at the big top")
        << changed(m_record, 49,
                   object(R"({"type": "circus", "animal": "bear", "meeples": {"black": 1, "blue": 2, "yellow": 1}})"))
        << 49;
    // No chain reaction: the builder's second tile never earns a third.
    QTest::addRow("a third tile from the builder")
        << changed(m_record, 61, object(R"({"type": "builder"})"), true) << 61;
    // One message per part of the double turn: message 7 answered what the second part owed, and nothing is owed
    // after it.
    QTest::addRow("a second message in one part of the double turn")
        << changed(m_record, 60, object(R"({"type": "message", "tile": 2, "take": "points"})"), true) << 60;
}

void BigBoxGameTest::theRulesItRestsOn()
{
    QFETCH(QJsonObject, record);
    QFETCH(int, event);
    const ml::ReplayOutcome outcome = ml::replay(record);
    QVERIFY2(!outcome.ok, "the record was accepted");
    QVERIFY2(outcome.error.event == event,
             qPrintable(u"refused at event %1 instead of %2: "_s.arg(outcome.error.event).arg(event)
                        + outcome.error.message()));
}

QTEST_GUILESS_MAIN(BigBoxGameTest)
#include "tst_bigboxgame.moc"
