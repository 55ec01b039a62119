// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// The full-game fixture: records/full-game.json, four players and all five expansions over 48 turns, replayed
// whole and cut at checkpoints. Every payout is worked out by hand below from the rulebooks and docs/record-format.md.
//
// Seating: red (Ana), blue (Ben), green (Cleo), yellow (Dev). M is a player's scoring meeple, S the messenger.
// Each player starts with 5 meeples + 2 guards, a ringmaster, 7 tower floors (4 players) and a robber; the general
// supply holds 15 ghosts, 3 spare guards per colour and the 16 animal tokens. Brackets give the track after each
// round: [red M/S, blue M/S, green M/S, yellow M/S].
//
// Round 1 (events 0-7)   r1 knight in city c1, b1 on road rd1, g1 monk in m1, y1 farmer in f1.
// Round 2 (8-16)
//   red     ringmaster rm on road rd2.
//   blue    b2 closes the 2-tile city c2 alone: 2 * 2 = 4 -> blue M 4.
//   green   g2 on road rd3 of the first circus tile; the big top goes up there.
//   yellow  y2 in city c3.                                                    [0/0, 4/0, 0/0, 0/0]
// Round 3 (17-27)
//   red     r2 farmer in f2; the tile closes blue's 3-tile road rd1: blue M 4 + 3 = 7 (b1 home).
//   blue    mist expanded: a ghost on y2 (ghosts 15 -> 14); b3 in city c4.
//   green   first floor of tower t1 (green floors 6).
//   yellow  mist limited: a ghost on its own y1 (13); y3 on road rd4.       [0/0, 7/0, 0/0, 0/0]
// Round 4 (28-38)
//   red     r3 on road rd5; city c1, 3 tiles + 1 coat = 6 + 2 = 8 -> red M 8.
//   blue    robber on 8, beside red's M; b1 monk in m2.
//   green   g3 in city c5; road rd3, 4 tiles -> green M 4.
//   yellow  city c3, 4 tiles + 1 coat = 10, minus 2 for y2's ghost = 8 -> yellow M 8 (the ghost goes back: 14).
//           Blue's robber: red's M stood on 8 and did not move, yellow's came from 0: nothing to steal.
//                                                                            [8/0, 7/0, 4/0, 8/0] robber blue@8
// Round 5 (39-49)
//   red     r1 in city c6 of the second circus tile, so the big top on green's tile is scored: a seal, 4 per figure.
//           Seating order from red: red 1 figure 4 (M 8 -> 12), green 2 figures 8 (M 4 -> 12), yellow 1 figure 4
//           (M 8 -> 12). Blue's robber on 8 has two candidates, red's +4 and yellow's +4; the steal event picks
//           yellow: half of 4 = 2 -> blue M 9, and the robber goes home. Red ends on 12: no message.
//   blue    floor 2 on t1 captures r3 (rd5): blue holds r3 (blue floors 6).
//   green   g2 on top of t1: the tower is closed.
//   yellow  mist expanded: a ghost on r1 (13); guard yg1 in castle k1.      [12/0, 9/0, 12/0, 12/0]
// Round 6 (50-60)
//   red     new tower t2 (red floors 6) captures b3 (c4): red holds b3 while blue holds r3, so both go home at once.
//   blue    b2 on road rd6; monastery m2 completed: 9 -> blue M 18 (b1 home).
//   green   robber on 18, beside blue's M; city c5, 3 tiles = 6 -> green M 18. Blue's M did not move: no theft.
//   yellow  castle k1 with 4 mist tiles, 2 each = 8 -> yellow M 20, a dark space: message 7 (2 per farmer, y1)
//           = 2 on the messenger (S 2, not dark: no chain). The guard goes home.
//                                                                            [12/0, 18/0, 18/0, 20/2] robber green@18
// Round 7 (61-71)
//   red     road rd2, 4 tiles, with the ringmaster: the road 4 (M 16), then the bonus 2 tiles * 2 = 4 (M 20, dark):
//           message 6 (2 per knight, r1) = 2 on the messenger (S 2).
//   blue    b3 acrobat on a1.
//   green   mist expanded: a ghost on b2 (12); g3 acrobat on a1.
//   yellow  mist expanded: a ghost on g2 atop t1 (11); y2 completes the pyramid on a1.
//                                                                            [20/2, 18/0, 18/0, 20/2] robber green@18
// Round 8 (72-82)
//   red     scores the pyramid without an acrobat of its own, 5 each in seating order: blue M 23, green M 23,
//           yellow M 25. Green's robber on 18 takes blue's +5: 3 -> green M 26, home.
//   blue    floor 2 on t2 captures y1 (f1), whose ghost goes back (12): blue holds y1 (blue floors 5).
//   green   robber on 23, beside blue's M; mist limited: a ghost on its own g2 (11, g2 has 2); g3 keeper of
//           cemetery cm1.
//   yellow  ransom: yellow M 25 - 3 = 22, blue M 23 + 3 = 26. A payment, not a score: green's robber neither steals
//           nor moves, and yellow's M went backwards last (no message). y1 back in hand, farmer in f3.
//                                                                            [20/2, 26/0, 26/0, 22/2] robber green@23
// Round 9 (83-93)
//   red     mist expanded: the third ghost on g2 sends it home with its 3 ghosts (13) and t1 is open again; r3 on
//           road rd7.
//   blue    floor 3 on t1 captures r1 (c6), whose ghost goes back (14): blue holds r1 (blue floors 4).
//   green   g2 in city c7; cemetery cm1 completed: 0 points, g3 home and a guard from the general supply
//           (green guards 3, green spares 2).
//   yellow  robber on 26, beside blue's and green's M; y2 in city c8.
//                                                                            [20/2, 26/0, 26/0, 22/2] robbers green@23
//                                                                            yellow@26
// Round 10 (94-108)
//   red     r4 in city c9 of the third circus tile: the big top on red's tile is scored with a bear, 5 per figure:
//           red 2 figures 10 (M 30), blue 5 (M 31), green 5 (M 31). Yellow's robber on 26: blue's and green's +5
//           tie, the earliest (blue's) is robbed: 3 -> yellow M 25, home. Red's M stands on 30 (dark): message 8 on
//           r4, city c9 at final value 2 tiles + 1 coat = 3, red alone -> 3 on the messenger, S 5, dark again: a
//           chained message, taken as 2 points on the meeple -> M 32. r4 home.
//   blue    joins c7 and c8 and completes them, 5 tiles + 2 coats = 14: green and yellow tie 1-1 and both score 14
//           (green M 45, yellow M 39); b1 farmer in f4.
//   green   ringmaster gm farmer in f5; monastery m1 completed: 9 -> green M 54 (g1 home).
//   yellow  robber on space 4, beside green's M (54 = lap 1, space 4); guard yg1 acrobat on a2.
//                                                                            [32/5, 31/0, 54/0, 39/2] robbers green@23
//                                                                            yellow@4
// Round 11 (109-118)
//   red r4 acrobat on a2. blue b4 on road rd11. green: mist expanded, a ghost on y1 (13); g1 in city c10.
//   yellow: mist limited, a ghost on its own y1 (12, y1 has 2); y2 on road rd12.
// Round 12 (119-133)
//   red     robber on 31, beside blue's M; r5 monk in m3.
//   blue    b3 farmer in f7; joins rd6 (b2 with a ghost), rd7 (r3) and rd11 (b4) and completes it, 5 tiles: blue's 2
//           figures beat red's 1, 5 - 2 for b2's ghost = 3 -> blue M 34; red nothing. Red's robber on 31 takes
//           half of 3, rounded up, 2 -> red M 34. b2's ghost goes back (13).
//   green   city c10, 3 tiles = 6 -> green M 60 (dark). Yellow's robber on space 4 takes 3 -> yellow M 42, home.
//           Message 4: an extra tile, on which g3 becomes a farmer in f6.
//   yellow  joins f2 (r2), f4 (b1) and f7 (b3); y4 on top of t1. That was the last tile.
//                                                                            [34/5, 34/0, 60/0, 42/2] robber green@23
// Final scoring (event 133)
//   1. Green's robber is still on 23: +3 -> green 63.
//   2. The last circus, a tiger (6): yellow 1 figure 6 (M 48), red 1 figure 6 (M 40).
//   3. Messengers added to the meeples: red 40 + 5 = 45, blue 34, green 63, yellow 48 + 2 = 50.
//   4. f2 (2 cities = 6): blue's 2 farmers beat red's 1 -> blue 40. f3 (1 city = 3): yellow 53.
//      f5 (1 city = 3): green 66, and the ringmaster's 2 tiles * 2 = 4 -> 70. f6 (no city): green 0.
//      m3 (4 tiles): red 49. rd4 (3 tiles): yellow 56. rd12 (2 tiles): yellow 58.
//      Acrobats on a2, 5 each whatever the pyramid: red 54, yellow 63. y4 on tower t1: nothing.
//   5. Ghosts: y1 carries 2 -> yellow 61.
//   Final: red 54, blue 40, green 70, yellow 61.

#include "recordtest.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

using namespace Qt::StringLiterals;

class FullGameTest : public QObject
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

private:
    QJsonObject m_record;
};

void FullGameTest::initTestCase()
{
    m_record = loadRecordFile(QStringLiteral(TEST_RECORDS_DIR "/full-game.json"));
}

void FullGameTest::theRecordIsARealGame()
{
    QCOMPARE(m_record.value(u"players"_s).toArray().size(), 4);
    const QJsonArray expansions = m_record.value(u"expansions"_s).toArray();
    for (const char *expansion : { "tower", "messengers", "robbers", "bigtop", "ghosts" })
        QVERIFY2(expansions.contains(QString::fromLatin1(expansion)), expansion);
    const QJsonArray events = m_record.value(u"events"_s).toArray();
    int turns = 0;
    for (const QJsonValue &e : events)
        turns += e.toObject().value(u"type"_s).toString() == u"turn"_s ? 1 : 0;
    QCOMPARE(turns, 48);
    QCOMPARE(events.size(), 134);
    QCOMPARE(events.last().toObject().value(u"type"_s).toString(), u"end"_s);
}

void FullGameTest::checkpoints_data()
{
    QTest::addColumn<int>("events");
    QTest::addColumn<QJsonObject>("expected");

    // Round 5, red's turn: first circus (seal) and blue's robber stealing 2 from yellow by the steal event.
    QTest::addRow("after the first circus and the chosen theft (event 42)")
        << 43 << object(R"({"figures": {"red": {"meeple": 12, "messenger": 0}, "blue": {"meeple": 9, "messenger": 0},
                                  "green": {"meeple": 12, "messenger": 0}, "yellow": {"meeple": 12, "messenger": 0}},
                      "robbers": null, "owed": [], "warnings": [],
                      "generalSupply": {"animals": {"flea": 1, "monkey": 4, "seal": 4, "bear": 3, "tiger": 2, "elephant": 1}}})");
    // Blue holds r3 (event 44): the capture by red at event 51 brings about the exchange.
    QTest::addRow("blue holds red's r3 (event 44)")
        << 45 << object(R"({"prisoners": {"blue": [{"figure": "r3", "owner": "red", "kind": "meeple"}]}})");
    QTest::addRow("red's capture of b3 exchanges the prisoners (event 51)")
        << 52 << object(R"({"prisoners": {"red": null, "blue": null},
                      "supplies": {"red": {"meeple": 3, "floors": 6}, "blue": {"meeple": 4, "floors": 6}},
                      "board": {"features": {"t1": {"floors": 2, "figures": ["g2"]}, "t2": {"floors": 1}}}})");
    // Round 7: red's ringmaster road, then message 6 on the messenger.
    QTest::addRow("after red's ringmaster road and message 6 (event 63)")
        << 64 << object(R"({"figures": {"red": {"meeple": 20, "messenger": 2}, "blue": {"meeple": 18, "messenger": 0},
                                  "green": {"meeple": 18, "messenger": 0}, "yellow": {"meeple": 20, "messenger": 2}},
                      "robbers": {"green": 18}, "owed": [], "warnings": [], "supplies": {"red": {"ringmaster": 1}}})");
    // Round 8: the pyramid, green's theft, blue's capture of y1 and yellow's ransom.
    QTest::addRow("after yellow's ransom (event 82)")
        << 83 << object(R"({"figures": {"red": {"meeple": 20, "messenger": 2}, "blue": {"meeple": 26, "messenger": 0},
                                  "green": {"meeple": 26, "messenger": 0}, "yellow": {"meeple": 22, "messenger": 2}},
                      "robbers": {"green": 23}, "owed": [], "prisoners": {"blue": null},
                      "generalSupply": {"ghosts": 11},
                      "board": {"figures": {"g2": {"ghosts": 2, "feature": "t1"}, "y1": {"feature": "f3", "ghosts": 0}}}})");
    // Round 9: the third ghost on g2 opens t1, blue's floor captures r1, green's cemetery.
    QTest::addRow("after the cemetery (event 90)")
        << 91 << object(R"({"figures": {"green": {"meeple": 26, "messenger": 0}},
                      "board": {"features": {"t1": {"floors": 3, "figures": []}}, "figures": {"g2": {"feature": "c7"}}},
                      "prisoners": {"blue": [{"figure": "r1", "owner": "red", "kind": "meeple"}]},
                      "supplies": {"green": {"guard": 3}, "blue": {"floors": 4}},
                      "generalSupply": {"ghosts": 14, "guards": {"red": 3, "blue": 3, "green": 2, "yellow": 3}}})");
    // Round 10: the second circus, yellow's theft and red's chained messages.
    QTest::addRow("after the second circus and red's chained messages (event 98)")
        << 99 << object(R"({"figures": {"red": {"meeple": 32, "messenger": 5}, "blue": {"meeple": 31, "messenger": 0},
                                  "green": {"meeple": 31, "messenger": 0}, "yellow": {"meeple": 25, "messenger": 2}},
                      "robbers": {"green": 23}, "owed": [], "warnings": [],
                      "board": {"figures": {"r4": null}},
                      "generalSupply": {"animals": {"seal": 4, "bear": 2}}})");
    // Round 10: the tied city.
    QTest::addRow("after the tied city c7 (event 102)")
        << 103 << object(R"({"figures": {"green": {"meeple": 45}, "yellow": {"meeple": 39}, "blue": {"meeple": 31}}})");
    // Just before the end: every figure where the last round left it.
    QTest::addRow("before the final scoring (event 132)")
        << 133 << object(R"({"figures": {"red": {"meeple": 34, "messenger": 5}, "blue": {"meeple": 34, "messenger": 0},
                                  "green": {"meeple": 60, "messenger": 0}, "yellow": {"meeple": 42, "messenger": 2}},
                      "scores": {"red": 39, "blue": 34, "green": 60, "yellow": 44},
                      "robbers": {"green": 23}, "owed": [], "warnings": [], "finished": false,
                      "prisoners": {"blue": [{"figure": "r1", "owner": "red", "kind": "meeple"}]},
                      "supplies": {"red": {"meeple": 1, "guard": 2, "ringmaster": 1, "floors": 6, "robber": true},
                                   "blue": {"meeple": 3, "guard": 2, "ringmaster": 1, "floors": 4, "robber": true},
                                   "green": {"meeple": 4, "guard": 3, "ringmaster": 0, "floors": 6, "robber": false},
                                   "yellow": {"meeple": 1, "guard": 1, "ringmaster": 1, "floors": 7, "robber": true}},
                      "generalSupply": {"ghosts": 13, "guards": {"red": 3, "blue": 3, "green": 2, "yellow": 3},
                                        "animals": {"flea": 1, "monkey": 4, "seal": 4, "bear": 2, "tiger": 2, "elephant": 1}},
                      "board": {"features": {"t1": {"floors": 3, "figures": ["y4"]}, "t2": {"floors": 2, "figures": []},
                                             "f2": {"type": "field", "figures": ["r2", "b1", "b3"]},
                                             "a2": {"type": "acrobats", "figures": ["yg1", "r4"]}},
                                "figures": {"y1": {"ghosts": 2}}}})");
}

void FullGameTest::checkpoints()
{
    QFETCH(int, events);
    QFETCH(QJsonObject, expected);
    const ml::ReplayOutcome outcome = ml::replay(firstEvents(m_record, events));
    QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
    QStringList problems;
    compareJson(expected, outcome.output, u"output"_s, problems);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"; "_s)));
}

void FullGameTest::finalScoring()
{
    const ml::ReplayOutcome outcome = ml::replay(m_record);
    QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
    QStringList problems;
    compareJson(object(R"({"scores": {"red": 54, "blue": 40, "green": 70, "yellow": 61},
                           "figures": {"red": {"meeple": 54, "messenger": 0}, "blue": {"meeple": 40, "messenger": 0},
                                       "green": {"meeple": 70, "messenger": 0}, "yellow": {"meeple": 61, "messenger": 0}},
                           "finished": true, "robbers": null, "owed": [], "warnings": [],
                           "prisoners": {"blue": [{"figure": "r1", "owner": "red", "kind": "meeple"}]}})"),
                outcome.output, u"output"_s, problems);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"; "_s)));

    // The spec's order: robbers first, then the last circus (seating order from yellow, the active player).
    QJsonArray atEnd;
    for (const QJsonValue &e : outcome.output.value(u"ledger"_s).toArray()) {
        if (e.toObject().value(u"event"_s).toInt() == 133)
            atEnd.append(e);
    }
    QVERIFY(atEnd.size() >= 3);
    compareJson(object(R"({"first": [{"rule": "robber.end", "player": "green", "points": 3, "detail": {"space": 23}},
                                     {"rule": "circus.final", "player": "yellow", "points": 6},
                                     {"rule": "circus.final", "player": "red", "points": 6}]})")
                    .value(u"first"_s),
                QJsonArray { atEnd.at(0), atEnd.at(1), atEnd.at(2) }, u"end ledger"_s, problems);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"; "_s)));
}

void FullGameTest::everyPayout()
{
    const ml::ReplayOutcome outcome = ml::replay(m_record);
    QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
    QStringList expected {
        // During the game, in the order of the comment above.
        u"city.completed blue 4 meeple"_s, // c2
        u"road.completed blue 3 meeple"_s, // rd1
        u"city.completed red 8 meeple"_s, // c1
        u"road.completed green 4 meeple"_s, // rd3
        u"city.completed yellow 8 meeple"_s, // c3, 10 - 2
        u"circus.scored red 4 meeple"_s, // seal
        u"circus.scored green 8 meeple"_s,
        u"circus.scored yellow 4 meeple"_s,
        u"robber.steal blue 2 meeple"_s, // from yellow's 4
        u"monastery.completed blue 9 meeple"_s, // m2
        u"city.completed green 6 meeple"_s, // c5
        u"castle.completed yellow 8 meeple"_s, // k1, 4 mist
        u"message.farmers yellow 2 messenger"_s,
        u"road.completed red 4 meeple"_s, // rd2
        u"ringmaster.bonus red 4 meeple"_s,
        u"message.knights red 2 messenger"_s,
        u"pyramid.scored blue 5 meeple"_s,
        u"pyramid.scored green 5 meeple"_s,
        u"pyramid.scored yellow 5 meeple"_s,
        u"robber.steal green 3 meeple"_s, // from blue's 5
        u"tower.ransom.paid yellow -3 meeple"_s,
        u"tower.ransom.received blue 3 meeple"_s,
        u"cemetery.completed green 0 meeple"_s,
        u"circus.scored red 10 meeple"_s, // bear
        u"circus.scored blue 5 meeple"_s,
        u"circus.scored green 5 meeple"_s,
        u"robber.steal yellow 3 meeple"_s, // from blue's 5
        u"message.meeple red 3 messenger"_s, // r4 in c9
        u"message.points red 2 meeple"_s, // the chained message
        u"city.completed green 14 meeple"_s, // c7, tied
        u"city.completed yellow 14 meeple"_s,
        u"monastery.completed green 9 meeple"_s, // m1
        u"road.completed blue 3 meeple"_s, // rd6, 5 - 2
        u"robber.steal red 2 meeple"_s, // from blue's 3
        u"city.completed green 6 meeple"_s, // c10
        u"robber.steal yellow 3 meeple"_s, // from green's 6
        u"message.extraTile green 0 meeple"_s,
        // Final scoring.
        u"robber.end green 3 meeple"_s,
        u"circus.final yellow 6 meeple"_s,
        u"circus.final red 6 meeple"_s,
        u"field.final blue 6 meeple"_s, // f2
        u"field.final yellow 3 meeple"_s, // f3
        u"field.final green 3 meeple"_s, // f5
        u"ringmaster.final green 4 meeple"_s,
        u"field.final green 0 meeple"_s, // f6
        u"monastery.final red 4 meeple"_s, // m3
        u"road.final yellow 3 meeple"_s, // rd4
        u"road.final yellow 2 meeple"_s, // rd12
        u"acrobats.final red 5 meeple"_s,
        u"acrobats.final yellow 5 meeple"_s,
        u"ghosts.final yellow -2 meeple"_s,
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
}

void FullGameTest::everyTheft()
{
    // Five thefts, in the order they happen; the first was chosen by the steal event (yellow over red).
    const ml::ReplayOutcome outcome = ml::replay(m_record);
    QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
    QJsonArray thefts;
    for (const QJsonValue &e : outcome.output.value(u"ledger"_s).toArray()) {
        if (e.toObject().value(u"rule"_s).toString() == u"robber.steal"_s)
            thefts.append(e);
    }
    QStringList problems;
    compareJson(object(R"({"thefts": [
                    {"player": "blue", "points": 2, "detail": {"robbed": "yellow", "stolen": 4, "space": 8}},
                    {"player": "green", "points": 3, "detail": {"robbed": "blue", "stolen": 5, "space": 18}},
                    {"player": "yellow", "points": 3, "detail": {"robbed": "blue", "stolen": 5, "space": 26}},
                    {"player": "red", "points": 2, "detail": {"robbed": "blue", "stolen": 3, "space": 31}},
                    {"player": "yellow", "points": 3, "detail": {"robbed": "green", "stolen": 6, "space": 4}}]})")
                    .value(u"thefts"_s),
                thefts, u"thefts"_s, problems);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"; "_s)));
}

QTEST_GUILESS_MAIN(FullGameTest)
#include "tst_fullgame.moc"
