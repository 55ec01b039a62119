// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Rules tests for The Tower (the rules of The Tower, and docs/record-format.md, "Tower").
// Every expected number is worked out by hand beside its row.

#include "recordtest.h"

#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

// Red adds one floor to t1 on each of its turns; the eleventh goes beyond a 2-player supply of 10.
TestRecord redBuildsFloors(int floors)
{
    TestRecord r = game("red blue", "tower");
    for (int i = 1; i <= floors; ++i) {
        if (i > 1)
            add(r, R"({"type": "turn", "player": "blue"})");
        add(r, R"([{"type": "turn", "player": "red"}, {"type": "tower", "tower": "t1"}])");
    }
    return r;
}

} // namespace

class TowerTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void floorsPerPlayerCount_data();
    void floorsPerPlayerCount() { checkOutcome(); }
    void towers_data();
    void towers() { checkOutcome(); }
    void capture_data();
    void capture() { checkOutcome(); }
    void exchange_data();
    void exchange() { checkOutcome(); }
    void ransom_data();
    void ransom() { checkOutcome(); }
    void finalScoring_data();
    void finalScoring() { checkOutcome(); }
    void errors_data();
    void errors() { checkError(); }
    void rulesDecisions_data();
    void rulesDecisions() { checkOutcome(); }
};

void TowerTest::floorsPerPlayerCount_data()
{
    outcomeColumns();
    // Preparation: 2 players 10 floors each, 3 players 9, 4 players 7, 5 players 6, 6 players 5.
    const struct {
        const char *players;
        int floors;
    } rows[] = {
        { "p1 p2", 10 }, { "p1 p2 p3", 9 }, { "p1 p2 p3 p4", 7 }, { "p1 p2 p3 p4 p5", 6 }, { "p1 p2 p3 p4 p5 p6", 5 }
    };
    for (const auto &row : rows) {
        TestRecord r = game(row.players, "tower");
        add(r, R"({"type": "turn", "player": "p1"})");
        const QString last = QString::fromLatin1(row.players).split(u' ').constLast();
        QJsonObject supplies { { u"p1"_s, QJsonObject { { u"floors"_s, row.floors } } },
                               { last, QJsonObject { { u"floors"_s, row.floors } } } };
        const int players = int(last.mid(1).toInt());
        QTest::addRow("%d players: %d floors each", players, row.floors)
            << r.json() << QJsonObject { { u"supplies"_s, supplies } };
    }
}

void TowerTest::towers_data()
{
    outcomeColumns();
    {
        // Red's first floor on a foundation: a new tower of 1 floor, Red's floors 10 - 1 = 9.
        TestRecord r = game("red blue", "tower");
        add(r, R"([{"type": "turn", "player": "red"}, {"type": "tower", "tower": "t1"}])");
        QTest::addRow("a new tower takes a floor from the active player's supply")
            << r.json() << object(R"({"supplies": {"red": {"floors": 9}, "blue": {"floors": 10}},
                          "board": {"features": {"t1": {"type": "tower", "floors": 1, "figures": []}}}})");
    }
    {
        // Blue builds on Red's tower: 2 floors, each player 10 - 1 = 9.
        TestRecord r = game("red blue", "tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "tower", "tower": "t1"},
            {"type": "turn", "player": "blue"},
            {"type": "tower", "tower": "t1"}
        ])");
        QTest::addRow("any player may add a floor to an open tower")
            << r.json() << object(R"({"supplies": {"red": {"floors": 9}, "blue": {"floors": 9}},
                          "board": {"features": {"t1": {"floors": 2}}}})");
    }
    {
        TestRecord r = game("red blue", "tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "tower", "tower": "t1"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "turn", "player": "blue"}
        ])");
        QTest::addRow("a tower stands from its first floor on, with no figure on it")
            << r.json() << object(R"({"board": {"features": {"t1": {"type": "tower", "floors": 1}}}})");
    }
    // Ten floors from Red's supply of 10: none left, the tower is 10 high.
    QTest::addRow("ten floors use up a 2-player supply")
        << redBuildsFloors(10).json()
        << object(
               R"({"supplies": {"red": {"floors": 0}, "blue": {"floors": 10}}, "board": {"features": {"t1": {"floors": 10}}}})");
    {
        // Blue's meeple closes the tower; Blue's meeples 7 - 1 = 6.
        TestRecord r = game("red blue", "tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "tower", "tower": "t1"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "t1"}
        ])");
        QTest::addRow("a meeple placed on an open tower closes it")
            << r.json() << object(R"({"board": {"features": {"t1": {"type": "tower", "floors": 1, "figures": ["b1"]}},
                                    "figures": {"b1": {"player": "blue", "kind": "meeple", "feature": "t1"}}},
                          "supplies": {"blue": {"meeple": 6}}})");
    }
    {
        TestRecord r = game("red blue", "tower ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "tower", "tower": "t1"},
            {"type": "place", "figure": "g1", "player": "red", "kind": "guard", "feature": "t1"}
        ])");
        QTest::addRow("a guard may close a tower")
            << r.json()
            << object(R"({"board": {"features": {"t1": {"figures": ["g1"]}}}, "supplies": {"red": {"guard": 1}}})");
    }
    {
        // Red's floor on t2 captures b1 off t1: t1 is open again and takes Blue's second floor (t1: 2 floors).
        // Floors: Red 10 - 1 (t1) - 1 (t2) = 8, Blue 10 - 1 = 9.
        TestRecord r = game("red blue", "tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "tower", "tower": "t1"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "t1"},
            {"type": "turn", "player": "red"},
            {"type": "tower", "tower": "t2", "capture": "b1"},
            {"type": "turn", "player": "blue"},
            {"type": "tower", "tower": "t1"}
        ])");
        QTest::addRow("FAQ 11/2013: a tower reopens when another tower captures its meeple")
            << r.json() << object(R"({"board": {"features": {"t1": {"floors": 2, "figures": []}, "t2": {"floors": 1}}},
                          "supplies": {"red": {"floors": 8}, "blue": {"floors": 9, "meeple": 6}},
                          "prisoners": {"red": [{"figure": "b1", "owner": "blue", "kind": "meeple"}]}})");
    }
    {
        // Blue captures its own b1 off t1 with a floor on t2: b1 home (7 meeples), t1 open for Red's floor.
        TestRecord r = game("red blue", "tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "tower", "tower": "t1"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "t1"},
            {"type": "turn", "player": "red"},
            {"type": "turn", "player": "blue"},
            {"type": "tower", "tower": "t2", "capture": "b1"},
            {"type": "turn", "player": "red"},
            {"type": "tower", "tower": "t1"}
        ])");
        QTest::addRow("a tower reopens when its owner captures their own meeple from it")
            << r.json() << object(R"({"board": {"features": {"t1": {"floors": 2}}}, "supplies": {"blue": {"meeple": 7}},
                          "prisoners": {"blue": null, "red": null}})");
    }
}

void TowerTest::capture_data()
{
    outcomeColumns();
    {
        // r1 becomes Blue's prisoner: off the board, not back in Red's supply (7 - 1 = 6).
        TestRecord r = game("red blue", "tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "turn", "player": "blue"},
            {"type": "tower", "tower": "t1", "capture": "r1"}
        ])");
        QTest::addRow("capturing another player's figure makes it the captor's prisoner")
            << r.json() << object(R"({"prisoners": {"blue": [{"figure": "r1", "owner": "red", "kind": "meeple"}]},
                          "board": {"figures": {"r1": null}, "features": {"c1": null}},
                          "supplies": {"red": {"meeple": 6}, "blue": {"floors": 9}}})");
    }
    {
        TestRecord r = game("red blue", "tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "tower", "tower": "t1", "capture": "r1"}
        ])");
        QTest::addRow("capturing one's own figure returns it to supply")
            << r.json() << object(R"({"prisoners": {"red": null, "blue": null}, "board": {"figures": {"r1": null}},
                          "supplies": {"red": {"meeple": 7, "floors": 9}}})");
    }
    {
        // City 3 tiles, no coat = 6: with r1 captured Blue's b1 holds it alone, Red scores nothing (a 1-1 tie
        // would have paid both).
        TestRecord r = game("red blue", "tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "c2", "featureType": "city"},
            {"type": "turn", "player": "red"},
            {"type": "merge", "features": ["c1", "c2"], "into": "c1"},
            {"type": "turn", "player": "blue"},
            {"type": "tower", "tower": "t1", "capture": "r1"},
            {"type": "turn", "player": "red"},
            {"type": "score", "feature": "c1", "tiles": 3, "coats": 0}
        ])");
        QTest::addRow("a captured figure no longer counts for the majority")
            << r.json() << object(R"({"scores": {"red": 0, "blue": 6}})");
    }
    {
        // Red 8 (city 4 tiles) buys back its ringmaster like any figure, for 3: Red 5, Blue 3, the ringmaster home.
        TestRecord r = game("red blue", "tower bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "score", "feature": "c1", "tiles": 4, "coats": 0},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rm", "player": "red", "kind": "ringmaster", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "tower", "tower": "t1", "capture": "rm"},
            {"type": "turn", "player": "red"},
            {"type": "ransom", "figure": "rm"}
        ])");
        QTest::addRow("a ringmaster can be captured and bought back for 3")
            << r.json()
            << object(
                   R"({"scores": {"red": 5, "blue": 3}, "supplies": {"red": {"ringmaster": 1}}, "prisoners": {"blue": null}})");
    }
    {
        TestRecord r = game("red blue", "tower ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "g1", "player": "red", "kind": "guard", "feature": "c1", "featureType": "city"},
            {"type": "turn", "player": "blue"},
            {"type": "tower", "tower": "t1", "capture": "g1"}
        ])");
        QTest::addRow("a guard can be captured")
            << r.json() << object(R"({"prisoners": {"blue": [{"figure": "g1", "owner": "red", "kind": "guard"}]},
                          "supplies": {"red": {"guard": 1}}})");
    }
    {
        // Red's floor on t2 captures Blue's meeple standing on t1 (figures on towers may be captured).
        TestRecord r = game("red blue", "tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "tower", "tower": "t1"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "t1"},
            {"type": "turn", "player": "red"},
            {"type": "tower", "tower": "t2", "capture": "b1"}
        ])");
        QTest::addRow("a meeple on a tower can be captured")
            << r.json() << object(R"({"prisoners": {"red": [{"figure": "b1", "owner": "blue", "kind": "meeple"}]},
                          "board": {"features": {"t1": {"figures": []}}}})");
    }
}

void TowerTest::exchange_data()
{
    outcomeColumns();
    {
        // Red holds b1, then Blue captures r1: each holds the other's, they swap at once. All meeples home (7),
        // one floor each used (9).
        TestRecord r = game("red blue", "tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "red"},
            {"type": "tower", "tower": "t1", "capture": "b1"},
            {"type": "turn", "player": "blue"},
            {"type": "tower", "tower": "t2", "capture": "r1"}
        ])");
        QTest::addRow("prisoners of each other are exchanged at once")
            << r.json() << object(R"({"prisoners": {"red": null, "blue": null},
                          "supplies": {"red": {"meeple": 7, "floors": 9}, "blue": {"meeple": 7, "floors": 9}},
                          "board": {"figures": {"r1": null, "b1": null}}})");
    }
    const char *redHoldsB1ThenB2 = R"([
        {"type": "turn", "player": "red"},
        {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
        {"type": "turn", "player": "blue"},
        {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "rd1", "featureType": "road"},
        {"type": "turn", "player": "red"},
        {"type": "tower", "tower": "t1", "capture": "b1"},
        {"type": "turn", "player": "blue"},
        {"type": "place", "figure": "b2", "player": "blue", "kind": "meeple", "feature": "rd2", "featureType": "road"},
        {"type": "turn", "player": "red"},
        {"type": "tower", "tower": "t1", "capture": "b2"},
        {"type": "turn", "player": "blue"}
    ])";
    {
        // Blue takes back its earliest captured figure (b1); Red keeps b2. Blue's meeples 7 - 2 + 1 = 6.
        TestRecord r = game("red blue", "tower");
        add(r, redHoldsB1ThenB2);
        add(r, R"({"type": "tower", "tower": "t2", "capture": "r1"})");
        QTest::addRow("the owner takes back their earliest captured figure by default")
            << r.json()
            << object(R"({"prisoners": {"red": [{"figure": "b2", "owner": "blue", "kind": "meeple"}], "blue": null},
                          "supplies": {"red": {"meeple": 7, "floors": 8}, "blue": {"meeple": 6, "floors": 9}}})");
    }
    {
        TestRecord r = game("red blue", "tower");
        add(r, redHoldsB1ThenB2);
        add(r, R"({"type": "tower", "tower": "t2", "capture": "r1", "exchange": {"blue": "b2"}})");
        QTest::addRow("the owner chooses which prisoner comes back (exchange)")
            << r.json()
            << object(R"({"prisoners": {"red": [{"figure": "b1", "owner": "blue", "kind": "meeple"}], "blue": null}})");
    }
    const char *blueHoldsR1ThenR2 = R"([
        {"type": "turn", "player": "red"},
        {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
        {"type": "turn", "player": "blue"},
        {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "rd1", "featureType": "road"},
        {"type": "turn", "player": "green"},
        {"type": "turn", "player": "red"},
        {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "rd2", "featureType": "road"},
        {"type": "turn", "player": "blue"},
        {"type": "tower", "tower": "t1", "capture": "r1"},
        {"type": "turn", "player": "green"},
        {"type": "turn", "player": "red"},
        {"type": "turn", "player": "blue"},
        {"type": "tower", "tower": "t1", "capture": "r2"},
        {"type": "turn", "player": "green"},
        {"type": "turn", "player": "red"}
    ])";
    {
        // Red, the captor, is the owner with two prisoners over there: r1 (earliest) comes back, Blue keeps r2.
        // Red's meeples 7 - 2 + 1 = 6; floors with 3 players 9: Red 8, Blue 7.
        TestRecord r = game("red blue green", "tower");
        add(r, blueHoldsR1ThenR2);
        add(r, R"({"type": "tower", "tower": "t2", "capture": "b1"})");
        QTest::addRow("the captor's own earliest prisoner comes back when the captor is the owner with a choice")
            << r.json()
            << object(R"({"prisoners": {"blue": [{"figure": "r2", "owner": "red", "kind": "meeple"}], "red": null},
                          "supplies": {"red": {"meeple": 6, "floors": 8}, "blue": {"meeple": 7, "floors": 7}}})");
    }
    {
        TestRecord r = game("red blue green", "tower");
        add(r, blueHoldsR1ThenR2);
        add(r, R"({"type": "tower", "tower": "t2", "capture": "b1", "exchange": {"red": "r2"}})");
        QTest::addRow("the captor may name which of their own figures comes back")
            << r.json()
            << object(R"({"prisoners": {"blue": [{"figure": "r1", "owner": "red", "kind": "meeple"}], "red": null}})");
    }
    {
        // Red holds Blue's, Blue holds Green's, Green captures Red's: a ring, but no two players hold each
        // other's figures, so nobody swaps.
        TestRecord r = game("red blue green", "tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "green"},
            {"type": "place", "figure": "g1", "player": "green", "kind": "meeple", "feature": "rd2", "featureType": "road"},
            {"type": "turn", "player": "red"},
            {"type": "tower", "tower": "t1", "capture": "b1"},
            {"type": "turn", "player": "blue"},
            {"type": "tower", "tower": "t2", "capture": "g1"},
            {"type": "turn", "player": "green"},
            {"type": "tower", "tower": "t3", "capture": "r1"}
        ])");
        QTest::addRow("no exchange without two players holding each other's figures")
            << r.json() << object(R"({"prisoners": {"red": [{"figure": "b1", "owner": "blue", "kind": "meeple"}],
                                        "blue": [{"figure": "g1", "owner": "green", "kind": "meeple"}],
                                        "green": [{"figure": "r1", "owner": "red", "kind": "meeple"}]}})");
    }
}

void TowerTest::ransom_data()
{
    outcomeColumns();
    const char *blueHoldsR2WhileRedHas8 = R"([
        {"type": "turn", "player": "red"},
        {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
        {"type": "score", "feature": "c1", "tiles": 3, "coats": 1},
        {"type": "turn", "player": "blue"},
        {"type": "turn", "player": "red"},
        {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
        {"type": "turn", "player": "blue"},
        {"type": "tower", "tower": "t1", "capture": "r2"},
        {"type": "turn", "player": "red"}
    ])";
    {
        // Red 8 (city 3 tiles + 1 coat = 6 + 2) pays 3: Red 5, Blue 0 + 3 = 3; r2 back in supply (7).
        TestRecord r = game("red blue", "tower");
        add(r, blueHoldsR2WhileRedHas8);
        add(r, R"({"type": "ransom", "figure": "r2"})");
        QTest::addRow("ransom: 3 points from the payer to the captor, the figure back in supply")
            << r.json()
            << object(R"({"scores": {"red": 5, "blue": 3}, "figures": {"red": {"meeple": 5}, "blue": {"meeple": 3}},
                          "prisoners": {"blue": null}, "supplies": {"red": {"meeple": 7}}})");
    }
    {
        TestRecord r = game("red blue", "tower");
        add(r, blueHoldsR2WhileRedHas8);
        add(r, R"([
            {"type": "ransom", "figure": "r2"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "rd2", "featureType": "road"}
        ])");
        QTest::addRow("a bought-back figure may be placed in the same turn")
            << r.json()
            << object(
                   R"({"board": {"figures": {"r2": {"feature": "rd2", "player": "red"}}}, "supplies": {"red": {"meeple": 6}}})");
    }
    {
        // Red 3 (road of 3) pays exactly 3: Red 0, Blue 3.
        TestRecord r = game("red blue", "tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "score", "feature": "rd1", "tiles": 3},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "rd2", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "tower", "tower": "t1", "capture": "r2"},
            {"type": "turn", "player": "red"},
            {"type": "ransom", "figure": "r2"}
        ])");
        QTest::addRow("a player holding exactly 3 may pay a ransom")
            << r.json() << object(R"({"scores": {"red": 0, "blue": 3}})");
    }
    {
        // Red 10 (city 4 + 1 coat = 8 + 2); Blue holds r1 and r2. Turn by turn: 10 - 3 = 7, then 7 - 3 = 4;
        // Blue 3, then 6.
        TestRecord r = game("red blue", "tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r3", "player": "red", "kind": "meeple", "feature": "c3", "featureType": "city"},
            {"type": "score", "feature": "c3", "tiles": 4, "coats": 1},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "turn", "player": "blue"},
            {"type": "tower", "tower": "t1", "capture": "r1"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "tower", "tower": "t1", "capture": "r2"},
            {"type": "turn", "player": "red"},
            {"type": "ransom", "figure": "r1"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "ransom", "figure": "r2"}
        ])");
        QTest::addRow("one ransom per turn: the next turn may buy back another")
            << r.json()
            << object(
                   R"({"scores": {"red": 4, "blue": 6}, "prisoners": {"blue": null}, "supplies": {"red": {"meeple": 7}}})");
    }
    {
        // Meeple 8 (city of 4), messenger 4 (road of 4). The ransom comes off the messenger (4 - 3 = 1) and goes
        // onto Blue's messenger (0 + 3).
        TestRecord r = game("red blue", "tower messengers");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "score", "feature": "c1", "tiles": 4, "coats": 0},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "score", "feature": "rd1", "tiles": 4, "movers": {"red": "messenger"}},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r3", "player": "red", "kind": "meeple", "feature": "f1", "featureType": "field"},
            {"type": "turn", "player": "blue"},
            {"type": "tower", "tower": "t1", "capture": "r3"},
            {"type": "turn", "player": "red"},
            {"type": "ransom", "figure": "r3", "mover": "messenger", "captorMover": "messenger"}
        ])");
        QTest::addRow("the ransom moves the figures mover and captorMover name")
            << r.json()
            << object(R"({"figures": {"red": {"meeple": 8, "messenger": 1}, "blue": {"meeple": 0, "messenger": 3}},
                          "scores": {"red": 9, "blue": 3}, "owed": []})");
    }
    {
        // Red 6 (road of 6), then 13 (road of 7), then pays 3 onto the dark space 10: the last movement was
        // backwards and not from points, so no message is owed and none is missed.
        TestRecord r = game("red blue", "tower messengers");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "score", "feature": "rd1", "tiles": 6},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r3", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "turn", "player": "blue"},
            {"type": "tower", "tower": "t1", "capture": "r3"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "rd2", "featureType": "road"},
            {"type": "score", "feature": "rd2", "tiles": 7},
            {"type": "ransom", "figure": "r3"},
            {"type": "turn", "player": "blue"}
        ])");
        QTest::addRow("a ransom is no score: paying onto a dark space owes no message")
            << r.json()
            << object(
                   R"({"figures": {"red": {"meeple": 10, "messenger": 0}, "blue": {"meeple": 3}}, "owed": [], "warnings": []})");
    }
}

void TowerTest::finalScoring_data()
{
    outcomeColumns();
    const char *blueCapturesR1 = R"([
        {"type": "turn", "player": "red"},
        {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
        {"type": "turn", "player": "blue"},
        {"type": "tower", "tower": "t1", "capture": "r1"},
        {"type": "turn", "player": "red"},
        {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "rd2", "featureType": "road"},
        {"type": "turn", "player": "blue"}
    ])";
    {
        // r1 is Blue's prisoner: its road left the board with it; only r2's road of 3 scores.
        TestRecord r = game("red blue", "tower");
        add(r, blueCapturesR1);
        add(r, R"({"type": "end", "values": {"rd2": {"tiles": 3}}})");
        QTest::addRow("prisoners are never scored at the end")
            << r.json() << object(R"({"scores": {"red": 3, "blue": 0}, "finished": true,
                          "prisoners": {"blue": [{"figure": "r1", "owner": "red", "kind": "meeple"}]}})");
    }
    {
        // Red 5 (road of 5); r1 on a tower scores nothing at the end.
        TestRecord r = game("red blue", "tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "score", "feature": "rd1", "tiles": 5},
            {"type": "turn", "player": "blue"},
            {"type": "tower", "tower": "t1"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "t1"},
            {"type": "turn", "player": "blue"},
            {"type": "end", "values": {}}
        ])");
        QTest::addRow("a figure on a tower scores nothing at the end")
            << r.json() << object(R"({"scores": {"red": 5, "blue": 0}, "finished": true})");
    }
    {
        // Same, with a ghost on the tower's meeple: the tower pays nothing but the ghost costs 1: 5 - 1 = 4.
        TestRecord r = game("red blue", "tower ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "score", "feature": "rd1", "tiles": 5},
            {"type": "turn", "player": "blue"},
            {"type": "tower", "tower": "t1"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "t1"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "r1", "reason": "expand"},
            {"type": "end", "values": {}}
        ])");
        QTest::addRow("a ghost on a tower's meeple still costs 1 at the end")
            << r.json() << object(R"({"scores": {"red": 4}, "finished": true})");
    }
}

void TowerTest::errors_data()
{
    errorColumns();
    {
        TestRecord r = game("red blue", "tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "tower", "tower": "t1"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "t1"},
            {"type": "turn", "player": "blue"}
        ])");
        QTest::addRow("a meeple on a closed tower") << withRefused(
            r, R"({"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "t1"})");
    }
    {
        TestRecord r = game("red blue", "tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "tower", "tower": "t1"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "t1"},
            {"type": "turn", "player": "blue"}
        ])");
        QTest::addRow("a floor on a closed tower") << withRefused(r, R"({"type": "tower", "tower": "t1"})");
    }
    {
        // FAQ: a meeple cannot be placed on a bare foundation to block a tower.
        TestRecord r = game("red blue", "tower");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("a meeple on a foundation without a floor") << withRefused(
            r,
            R"({"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "t1", "featureType": "tower"})");
    }
    {
        TestRecord r = redBuildsFloors(11);
        QTest::addRow("an eleventh floor from a 2-player supply of 10") << r.json() << r.size() - 1;
    }
    {
        TestRecord r = game("red blue", "ghosts bigtop messengers robbers");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("a tower floor without the tower expansion")
            << withRefused(r, R"({"type": "tower", "tower": "t1"})");
    }
    {
        TestRecord r = game("red blue", "");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("a ransom without the tower expansion")
            << withRefused(r, R"({"type": "ransom", "figure": "r1"})");
    }
    {
        TestRecord r = game("red blue", "tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "turn", "player": "blue"}
        ])");
        QTest::addRow("a floor on a feature that is not a tower")
            << withRefused(r, R"({"type": "tower", "tower": "c1"})");
    }
    {
        TestRecord r = game("red blue", "tower");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("capturing a figure that is not on the board")
            << withRefused(r, R"({"type": "tower", "tower": "t1", "capture": "b1"})");
    }
    {
        TestRecord r = game("red blue green", "tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "turn", "player": "blue"},
            {"type": "tower", "tower": "t1", "capture": "r1"},
            {"type": "turn", "player": "green"}
        ])");
        QTest::addRow("capturing another player's prisoner")
            << withRefused(r, R"({"type": "tower", "tower": "t1", "capture": "r1"})");
    }
    {
        // Ids are unique among the figures on the board and the prisoners.
        TestRecord r = game("red blue", "tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "turn", "player": "blue"},
            {"type": "tower", "tower": "t1", "capture": "r1"},
            {"type": "turn", "player": "red"}
        ])");
        QTest::addRow("a prisoner's id is not free for a new figure") << withRefused(
            r,
            R"({"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"})");
    }
    {
        TestRecord r = game("red blue", "tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "turn", "player": "blue"}
        ])");
        QTest::addRow("an exchange where no swap happens")
            << withRefused(r, R"({"type": "tower", "tower": "t1", "capture": "r1", "exchange": {"red": "r1"}})");
    }
    {
        TestRecord r = game("red blue", "tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "red"},
            {"type": "tower", "tower": "t1", "capture": "b1"},
            {"type": "turn", "player": "blue"}
        ])");
        QTest::addRow("an exchange naming a figure the other player does not hold")
            << withRefused(r, R"({"type": "tower", "tower": "t2", "capture": "r1", "exchange": {"blue": "b7"}})");
    }
    {
        // Red holds 2 (road of 2): a ransom would take it below 0.
        TestRecord r = game("red blue", "tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "score", "feature": "rd1", "tiles": 2},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "rd2", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "tower", "tower": "t1", "capture": "r2"},
            {"type": "turn", "player": "red"}
        ])");
        QTest::addRow("a ransom with only 2 points") << withRefused(r, R"({"type": "ransom", "figure": "r2"})");
    }
    {
        // Meeple 8, messenger 2: 10 in all, but the paying figure must hold 3 itself.
        TestRecord r = game("red blue", "tower messengers");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "score", "feature": "c1", "tiles": 4, "coats": 0},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "score", "feature": "rd1", "tiles": 2, "movers": {"red": "messenger"}},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r3", "player": "red", "kind": "meeple", "feature": "f1", "featureType": "field"},
            {"type": "turn", "player": "blue"},
            {"type": "tower", "tower": "t1", "capture": "r3"},
            {"type": "turn", "player": "red"}
        ])");
        QTest::addRow("a ransom from a messenger holding 2 (the meeple's 8 does not help)")
            << withRefused(r, R"({"type": "ransom", "figure": "r3", "mover": "messenger"})");
    }
    {
        TestRecord r = game("red blue", "tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r3", "player": "red", "kind": "meeple", "feature": "c3", "featureType": "city"},
            {"type": "score", "feature": "c3", "tiles": 4, "coats": 1},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "turn", "player": "blue"},
            {"type": "tower", "tower": "t1", "capture": "r1"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "tower", "tower": "t1", "capture": "r2"},
            {"type": "turn", "player": "red"},
            {"type": "ransom", "figure": "r1"}
        ])");
        QTest::addRow("a second ransom in one turn") << withRefused(r, R"({"type": "ransom", "figure": "r2"})");
    }
    {
        // Red 6 (road of 6) buys back r1 (3 left), then scores a city of 5 tiles + 1 coat = 12 onto the dark space
        // 15: message 4 gives an extra tile, a new turn part but the same turn ("a double turn is only a single
        // turn" for buying back prisoners), so r2 cannot be bought back in it.
        TestRecord r = game("red blue", "tower messengers");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r3", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "score", "feature": "rd1", "tiles": 6},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "turn", "player": "blue"},
            {"type": "tower", "tower": "t1", "capture": "r1"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "c2", "featureType": "city"},
            {"type": "turn", "player": "blue"},
            {"type": "tower", "tower": "t1", "capture": "r2"},
            {"type": "turn", "player": "red"},
            {"type": "ransom", "figure": "r1"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c3", "featureType": "city"},
            {"type": "score", "feature": "c3", "tiles": 5, "coats": 1},
            {"type": "message", "tile": 4, "take": "action"}
        ])");
        QTest::addRow("a second ransom in the extra turn part of message 4")
            << withRefused(r, R"({"type": "ransom", "figure": "r2"})");
    }
    {
        TestRecord r = game("red blue", "tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r3", "player": "red", "kind": "meeple", "feature": "c3", "featureType": "city"},
            {"type": "score", "feature": "c3", "tiles": 4, "coats": 1},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"}
        ])");
        QTest::addRow("a ransom for a figure that is not a prisoner")
            << withRefused(r, R"({"type": "ransom", "figure": "r1"})");
    }
    {
        // Red may only buy back its own figures, not Green's held by Blue.
        TestRecord r = game("red blue green", "tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r3", "player": "red", "kind": "meeple", "feature": "c3", "featureType": "city"},
            {"type": "score", "feature": "c3", "tiles": 4, "coats": 1},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "green"},
            {"type": "place", "figure": "g1", "player": "green", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "red"},
            {"type": "turn", "player": "blue"},
            {"type": "tower", "tower": "t1", "capture": "g1"},
            {"type": "turn", "player": "green"},
            {"type": "turn", "player": "red"}
        ])");
        QTest::addRow("a ransom for another player's prisoner")
            << withRefused(r, R"({"type": "ransom", "figure": "g1"})");
    }
}

void TowerTest::rulesDecisions_data()
{
    outcomeColumns();
    {
        // Red 8 (city of 4) with Blue's robber on 8; Red pays 3: Red 5 and the robber follows it to 5. Blue 3.
        TestRecord r = game("red blue", "tower robbers");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "score", "feature": "c1", "tiles": 4, "coats": 0},
            {"type": "turn", "player": "blue"},
            {"type": "robber", "player": "blue", "space": 8},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "tower", "tower": "t1", "capture": "r2"},
            {"type": "turn", "player": "red"},
            {"type": "ransom", "figure": "r2"}
        ])");
        QTest::addRow("decision 2: a robber follows the figure that pays a ransom back")
            << r.json() << object(R"({"scores": {"red": 5, "blue": 3}, "robbers": {"blue": 5}})");
    }
    {
        // Red 8 (city of 4) and Green 8 (city 3 + 1 coat) share space 8 with Blue's robber. Red pays 3 (8 -> 5);
        // Green still stands on 8, so the robber stays there.
        TestRecord r = game("red blue green", "tower robbers");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "score", "feature": "c1", "tiles": 4, "coats": 0},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "green"},
            {"type": "place", "figure": "g1", "player": "green", "kind": "meeple", "feature": "c2", "featureType": "city"},
            {"type": "score", "feature": "c2", "tiles": 3, "coats": 1},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "robber", "player": "blue", "space": 8},
            {"type": "tower", "tower": "t1", "capture": "r2"},
            {"type": "turn", "player": "green"},
            {"type": "turn", "player": "red"},
            {"type": "ransom", "figure": "r2"}
        ])");
        QTest::addRow("decision 2: the robber stays while another player's figure stands on its space")
            << r.json() << object(R"({"scores": {"red": 5, "blue": 3, "green": 8}, "robbers": {"blue": 8}})");
    }
    {
        // Red 8 and Blue 8 share space 8 with Blue's robber; Green holds r2. Red pays 3 to Green (8 -> 5): only the
        // robber owner's own meeple is left on 8, which does not hold the robber back, so it follows Red to 5.
        TestRecord r = game("red blue green", "tower robbers");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "score", "feature": "c1", "tiles": 4, "coats": 0},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "c2", "featureType": "city"},
            {"type": "score", "feature": "c2", "tiles": 3, "coats": 1},
            {"type": "robber", "player": "blue", "space": 8},
            {"type": "turn", "player": "green"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "green"},
            {"type": "tower", "tower": "t1", "capture": "r2"},
            {"type": "turn", "player": "red"},
            {"type": "ransom", "figure": "r2"}
        ])");
        QTest::addRow("decision 2: the robber owner's own figure on the space does not hold the robber back")
            << r.json() << object(R"({"scores": {"red": 5, "blue": 8, "green": 3}, "robbers": {"blue": 5}})");
    }
    {
        // Green's robber stands on 0 with Blue's meeple. Red (4, city of 2) pays Blue 3: Blue 0 -> 3 forward,
        // but a ransom is a payment, not a score: the robber neither steals (Green 0) nor moves.
        TestRecord r = game("red blue green", "tower robbers");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "score", "feature": "c1", "tiles": 2, "coats": 0},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "green"},
            {"type": "robber", "player": "green", "space": 0},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "tower", "tower": "t1", "capture": "r2"},
            {"type": "turn", "player": "green"},
            {"type": "turn", "player": "red"},
            {"type": "ransom", "figure": "r2"}
        ])");
        QTest::addRow("decision 2: the captor's gain moves no robber and nobody steals from it")
            << r.json() << object(R"({"scores": {"red": 1, "blue": 3, "green": 0}, "robbers": {"green": 0}})");
    }
}

QTEST_GUILESS_MAIN(TowerTest)
#include "tst_tower.moc"
