// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Rules tests for The Robbers (the rules of The Robbers) as the record format states it
// (docs/record-format.md, "Scoring batches and the robbers"): every worked example of the rulebook,
// stealing, following, the end-of-game payout, placement, the errors, and the rules decisions 5 and 6
// of docs/rules-decisions.md. Every expected number is worked out by hand from the rules beside its row.
// In the worked examples "you" are red.

#include "gametest.h"

#include <QtTest>

#include <functional>

using namespace Qt::StringLiterals;

namespace {

// blue's scoring meeple stands on space 0 with red's robber, then blue completes a road.
Game blueRobbedOnRoad(const char *fields)
{
    Game g({ "red", "blue" }, { "robbers" });
    g.turn("red").robber("red", 0);
    g.turn("blue").place("b1", "blue", "rd", "road").score("rd", fields);
    return g;
}

} // namespace

class TestRobbers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void workedExamples_data();
    void workedExamples() { verifyReplay(); }
    void stealing_data();
    void stealing() { verifyReplay(); }
    void following_data();
    void following() { verifyReplay(); }
    void notBatches_data();
    void notBatches() { verifyReplay(); }
    void endOfGame_data();
    void endOfGame() { verifyReplay(); }
    void placement_data();
    void placement() { verifyReplay(); }
    void refused_data();
    void refused() { verifyRefused(); }
    void stealCheckedWhenAppended();
    void ransomFollowing_data();
    void ransomFollowing() { verifyReplay(); }
};

void TestRobbers::workedExamples_data()
{
    addReplayColumns();

    // "Stealing points": you score half of the other player's points, rounded up; they keep all of theirs;
    // the robber goes back to its owner.
    {
        Game g({ "red", "blue" }, { "robbers" });
        g.turn("red").robber("red", 0); // beside blue's scoring meeple
        g.turn("blue").place("b1", "blue", "rd", "road").score("rd", R"({"tiles": 7})");
        QTest::addRow("stealing example 1: the robber takes half of another player's points, rounded up")
            << g.record()
            // blue 7 in full; red ⌈7 / 2⌉ = 4
            << object(R"({"scores": {"red": 4, "blue": 7}, "robbers": {},
                        "supplies": {"red": {"robber": true}, "blue": {"robber": true}}})");
    }

    // Example 2: you (red, 10) score 5 and the blue robber beside you steals 3; blue's meeple (12) moves on
    // to 15 and takes the yellow robber standing with it along: rogue points are never robbed.
    Game example2({ "red", "blue", "yellow" }, { "robbers" });
    example2.turn("red").adjust("red", 10).adjust("blue", 12).place("r1", "red", "rd", "road");
    example2.turn("blue").robber("blue", 10);
    example2.turn("yellow").robber("yellow", 12);
    example2.turn("red").score("rd", R"({"tiles": 5})");
    QTest::addRow("stealing example 2: blue steals 3 of your 5, the yellow robber moves along with blue")
        << example2.record()
        // red 10 + 5 = 15; blue 12 + ⌈5 / 2⌉ = 15; yellow steals nothing and stands on 15
        << object(R"({"scores": {"red": 15, "blue": 15, "yellow": 0}, "robbers": {"yellow": 15}})");
    {
        Game g = example2;
        g.turn("blue");
        g.turn("yellow");
        g.turn("red").place("r2", "red", "c1", "city").score("c1", R"({"tiles": 2, "coats": 0})");
        QTest::addRow("stealing example 2, later: the carried yellow robber robs you")
            << g.record()
            // red 15 + 2 × 2 = 19; yellow ⌈4 / 2⌉ = 2
            << object(R"({"scores": {"red": 19, "blue": 15, "yellow": 2}, "robbers": {}})");
    }
    {
        Game g = example2;
        g.turn("blue").place("b1", "blue", "rdB", "road").score("rdB", R"({"tiles": 3})");
        QTest::addRow("stealing example 2, later: the carried yellow robber robs the blue meeple")
            << g.record()
            // blue 15 + 3 = 18; yellow ⌈3 / 2⌉ = 2
            << object(R"({"scores": {"red": 15, "blue": 18, "yellow": 2}, "robbers": {}})");
    }
    {
        Game g({ "red", "blue", "green" }, { "robbers" });
        g.turn("red").adjust("blue", 6).robber("red", 6);
        g.turn("blue").place("b1", "blue", "c1", "city");
        g.turn("green").robber("green", 6);
        g.turn("red").score("c1", R"({"tiles": 2, "coats": 0})");
        QTest::addRow("stealing example 3: blue receives 4, you and green each steal 2")
            << g.record()
            // blue 6 + 2 × 2 = 10; red and green ⌈4 / 2⌉ = 2 each; both robbers back in supply
            << object(R"({"scores": {"red": 2, "blue": 10, "green": 2}, "robbers": {},
                        "supplies": {"red": {"robber": true}, "green": {"robber": true}}})");
    }

    // Detailed example #1: the blue robber stands with your messenger (13), your meeple elsewhere (0).
    // You score a road (3) and a city (6) with one tile.
    Game example1({ "red", "blue" }, { "robbers", "messengers" });
    example1.turn("red").adjust("red", 13, "messenger").place("r1", "red", "rd", "road");
    example1.turn("blue").robber("blue", 13);
    example1.turn("red").place("r2", "red", "c1", "city");
    {
        Game g = example1;
        g.score("rd", R"({"tiles": 3, "movers": {"red": "messenger"}})");
        g.score("c1", R"({"tiles": 2, "coats": 1, "movers": {"red": "meeple"}})");
        QTest::addRow("example #1 option 1: road on the messenger, city on the meeple")
            << g.record()
            // messenger 13 + 3 = 16, meeple 0 + 6 = 6; blue ⌈3 / 2⌉ = 2
            << object(R"({"scores": {"red": 22, "blue": 2}, "robbers": {}, "owed": [],
                        "figures": {"red": {"meeple": 6, "messenger": 16}, "blue": {"meeple": 2}}})");
    }
    {
        Game g = example1;
        g.score("rd", R"({"tiles": 3, "movers": {"red": "meeple"}})");
        g.score("c1", R"({"tiles": 2, "coats": 1, "movers": {"red": "messenger"}})");
        QTest::addRow("example #1 option 2: road on the meeple, city on the messenger")
            << g.record()
            // meeple 0 + 3 = 3, messenger 13 + 6 = 19; blue ⌈6 / 2⌉ = 3
            << object(R"({"scores": {"red": 22, "blue": 3}, "robbers": {}, "owed": [],
                        "figures": {"red": {"meeple": 3, "messenger": 19}, "blue": {"meeple": 3}}})");
    }
    {
        Game g = example1;
        g.score("rd", R"({"tiles": 3, "movers": {"red": "messenger"}})");
        g.score("c1", R"({"tiles": 2, "coats": 1, "movers": {"red": "messenger"}})");
        QTest::addRow("example #1 option 3: both on the messenger, only the first movement is robbed")
            << g.record()
            // messenger 13 + 3 + 6 = 22; blue robs the road only: ⌈3 / 2⌉ = 2
            << object(R"({"scores": {"red": 22, "blue": 2}, "robbers": {}, "owed": [],
                        "figures": {"red": {"meeple": 0, "messenger": 22}, "blue": {"meeple": 2}}})");
    }
    {
        Game g = example1;
        g.score("c1", R"({"tiles": 2, "coats": 1, "movers": {"red": "messenger"}})");
        g.score("rd", R"({"tiles": 3, "movers": {"red": "messenger"}})");
        QTest::addRow("example #1 option 3 with the city scored first: the city is robbed")
            << g.record()
            // messenger 13 + 6 + 3 = 22; blue robs the city: ⌈6 / 2⌉ = 3
            << object(R"({"scores": {"red": 22, "blue": 3}, "robbers": {}, "owed": [],
                        "figures": {"red": {"meeple": 0, "messenger": 22}, "blue": {"meeple": 3}}})");
    }
    {
        Game g = example1;
        g.score("rd", R"({"tiles": 3, "movers": {"red": "meeple"}})");
        g.score("c1", R"({"tiles": 2, "coats": 1, "movers": {"red": "meeple"}})");
        QTest::addRow("example #1 option 4: both on the meeple, nothing is robbed")
            << g.record()
            // meeple 0 + 3 + 6 = 9; the messenger beside the robber did not move
            << object(R"({"scores": {"red": 22, "blue": 0}, "robbers": {"blue": 13}, "owed": [],
                        "figures": {"red": {"meeple": 9, "messenger": 13}, "blue": {"meeple": 0}}})");
    }

    // Detailed example #2: the blue robber, green's meeple and your messenger share space 13; your meeple
    // and green's messenger stand on 0. Green scores a road (3), you a city (6).
    Game example2d({ "red", "blue", "green" }, { "robbers", "messengers" });
    example2d.turn("red").adjust("red", 13, "messenger").adjust("green", 13).place("r1", "red", "c1", "city");
    example2d.turn("blue").robber("blue", 13);
    example2d.turn("green").place("g1", "green", "rd", "road");
    example2d.turn("red");
    {
        Game g = example2d;
        g.score("rd", R"({"tiles": 3, "movers": {"green": "meeple"}})");
        g.score("c1", R"({"tiles": 2, "coats": 1, "movers": {"red": "messenger"}})");
        g.steal("blue", "red");
        QTest::addRow("example #2 option 1: both move the figures by the robber, blue robs your messenger")
            << g.record()
            // green meeple 13 + 3 = 16; red messenger 13 + 6 = 19; blue ⌈6 / 2⌉ = 3
            << object(R"({"scores": {"red": 19, "blue": 3, "green": 16}, "robbers": {},
                        "figures": {"red": {"meeple": 0, "messenger": 19}, "green": {"meeple": 16, "messenger": 0}}})");
    }
    {
        Game g = example2d;
        g.score("rd", R"({"tiles": 3, "movers": {"green": "meeple"}})");
        g.score("c1", R"({"tiles": 2, "coats": 1, "movers": {"red": "messenger"}})");
        g.steal("blue", "green");
        QTest::addRow("example #2 option 1, the robber chooses green's smaller payout")
            << g.record()
            // blue ⌈3 / 2⌉ = 2 from green's meeple
            << object(R"({"scores": {"red": 19, "blue": 2, "green": 16}, "robbers": {}})");
    }
    {
        Game g = example2d;
        g.score("rd", R"({"tiles": 3, "movers": {"green": "meeple"}})");
        g.score("c1", R"({"tiles": 2, "coats": 1, "movers": {"red": "meeple"}})");
        QTest::addRow("example #2 option 2: only the green meeple stood by the robber")
            << g.record()
            // green meeple 16; red meeple 0 + 6 = 6, messenger stays 13; blue ⌈3 / 2⌉ = 2
            << object(R"({"scores": {"red": 19, "blue": 2, "green": 16}, "robbers": {},
                        "figures": {"red": {"meeple": 6, "messenger": 13}, "green": {"meeple": 16, "messenger": 0}}})");
    }
    {
        Game g = example2d;
        g.score("rd", R"({"tiles": 3, "movers": {"green": "messenger"}})");
        g.score("c1", R"({"tiles": 2, "coats": 1, "movers": {"red": "meeple"}})");
        QTest::addRow("example #2 option 3: both move figures away from the robber, nothing is robbed")
            << g.record()
            // green messenger 0 + 3 = 3; red meeple 0 + 6 = 6; the robber stays on 13
            << object(R"({"scores": {"red": 19, "blue": 0, "green": 16}, "robbers": {"blue": 13},
                        "figures": {"red": {"meeple": 6, "messenger": 13}, "green": {"meeple": 13, "messenger": 3}}})");
    }

    // Detailed example #3: the blue robber, both green figures and your meeple share space 13; your
    // messenger stands on 7. Green scores a road (3) and a city (6: 3 tiles), you a road (2) and a city
    // (8: 3 tiles + 1 coat).
    Game example3({ "red", "blue", "green" }, { "robbers", "messengers" });
    example3.turn("red").adjust("red", 13).adjust("red", 7, "messenger").adjust("green", 13);
    example3.adjust("green", 13, "messenger").place("r1", "red", "rdR", "road");
    example3.turn("blue").robber("blue", 13);
    example3.turn("green").place("g1", "green", "rdG", "road");
    example3.turn("red").place("r2", "red", "cR", "city");
    example3.turn("blue");
    example3.turn("green").place("g2", "green", "cG", "city");
    example3.turn("red");
    {
        Game g = example3;
        g.score("rdG", R"({"tiles": 3, "movers": {"green": "messenger"}})");
        g.score("rdR", R"({"tiles": 2, "movers": {"red": "meeple"}})");
        g.score("cG", R"({"tiles": 3, "coats": 0, "movers": {"green": "messenger"}})");
        g.score("cR", R"({"tiles": 3, "coats": 1, "movers": {"red": "meeple"}})");
        g.steal("blue", "green");
        QTest::addRow("example #3 option 1: roads first, blue robs the green messenger")
            << g.record()
            // green messenger 13 + 3 + 6 = 22; red meeple 13 + 2 + 8 = 23; blue ⌈3 / 2⌉ = 2 (not ⌈2 / 2⌉ = 1)
            << object(R"({"scores": {"red": 30, "blue": 2, "green": 35}, "robbers": {}, "owed": [],
                        "figures": {"red": {"meeple": 23, "messenger": 7}, "green": {"meeple": 13, "messenger": 22}}})");
    }
    {
        Game g = example3;
        g.score("rdG", R"({"tiles": 3, "movers": {"green": "messenger"}})");
        g.score("rdR", R"({"tiles": 2, "movers": {"red": "meeple"}})");
        g.score("cG", R"({"tiles": 3, "coats": 0, "movers": {"green": "meeple"}})");
        g.score("cR", R"({"tiles": 3, "coats": 1, "movers": {"red": "meeple"}})");
        g.steal("blue", "green", "meeple");
        QTest::addRow("example #3 option 1 with green's city on the meeple: a further candidate")
            << g.record()
            // green meeple 13 + 6 = 19, messenger 13 + 3 = 16; blue robs the city: ⌈6 / 2⌉ = 3
            << object(R"({"scores": {"red": 30, "blue": 3, "green": 35}, "robbers": {},
                        "figures": {"green": {"meeple": 19, "messenger": 16}}})");
    }
    {
        Game g = example3;
        g.score("rdR", R"({"tiles": 2, "movers": {"red": "messenger"}})");
        g.score("rdG", R"({"tiles": 3, "movers": {"green": "messenger"}})");
        g.score("cR", R"({"tiles": 3, "coats": 1, "movers": {"red": "meeple"}})");
        g.score("cG", R"({"tiles": 3, "coats": 0, "movers": {"green": "messenger"}})");
        g.steal("blue", "red");
        QTest::addRow("example #3 option 2: your road on the messenger, blue robs your city")
            << g.record()
            // red messenger 7 + 2 = 9, meeple 13 + 8 = 21; green messenger 22; blue ⌈8 / 2⌉ = 4
            << object(R"({"scores": {"red": 30, "blue": 4, "green": 35}, "robbers": {}, "owed": [],
                        "figures": {"red": {"meeple": 21, "messenger": 9}, "green": {"meeple": 13, "messenger": 22}}})");
    }
    {
        Game g = example3;
        g.score("rdR", R"({"tiles": 2, "movers": {"red": "messenger"}})");
        g.score("cR", R"({"tiles": 3, "coats": 1, "movers": {"red": "messenger"}})");
        g.score("cG", R"({"tiles": 3, "coats": 0, "movers": {"green": "meeple"}})");
        g.score("rdG", R"({"tiles": 3, "movers": {"green": "meeple"}})");
        g.steal("blue", "green");
        QTest::addRow("example #3 option 3: all yours on the messenger, blue robs green's city")
            << g.record()
            // red messenger 7 + 2 + 8 = 17; green meeple 13 + 6 + 3 = 22; blue ⌈6 / 2⌉ = 3
            << object(R"({"scores": {"red": 30, "blue": 3, "green": 35}, "robbers": {}, "owed": [],
                        "figures": {"red": {"meeple": 13, "messenger": 17}, "green": {"meeple": 22, "messenger": 13}}})");
    }

    // Detailed example #4: as #3 with the yellow robber on space 13 too. Yellow is the active player and its
    // meeple stands on 4, so one rogue point lands it on the dark space 5.
    Game example4({ "red", "blue", "green", "yellow" }, { "robbers", "messengers" });
    example4.turn("red").adjust("red", 13).adjust("red", 7, "messenger").adjust("green", 13);
    example4.adjust("green", 13, "messenger").adjust("yellow", 4).place("r1", "red", "rdR", "road");
    example4.turn("blue").robber("blue", 13);
    example4.turn("green").place("g1", "green", "rdG", "road");
    example4.turn("yellow").robber("yellow", 13);
    example4.turn("red").place("r2", "red", "cR", "city");
    example4.turn("blue");
    example4.turn("green").place("g2", "green", "cG", "city");
    example4.turn("yellow");
    {
        Game g = example4;
        g.score("rdG", R"({"tiles": 3, "movers": {"green": "messenger"}})");
        g.score("rdR", R"({"tiles": 2, "movers": {"red": "meeple"}})");
        g.score("cG", R"({"tiles": 3, "coats": 0, "movers": {"green": "messenger"}})");
        g.score("cR", R"({"tiles": 3, "coats": 1, "movers": {"red": "meeple"}})");
        g.steal("yellow", "red").steal("blue", "green");
        QTest::addRow("example #4 option 1: blue robs green's messenger, yellow robs your meeple for a message")
            << g.record()
            // blue ⌈3 / 2⌉ = 2; yellow ⌈2 / 2⌉ = 1: 4 + 1 = 5, a dark space in yellow's own turn
            << object(R"({"scores": {"red": 30, "blue": 2, "green": 35, "yellow": 5}, "robbers": {},
                        "owed": [{"type": "message", "player": "yellow"}]})");
        g.message(2, "points");
        QTest::addRow("example #4 option 1: yellow draws the message its rogue point earned")
            << g.record()
            // yellow 5 + 2 = 7
            << object(R"({"scores": {"red": 30, "blue": 2, "green": 35, "yellow": 7}, "robbers": {}, "owed": []})");
    }
    {
        Game g = example4;
        g.score("rdR", R"({"tiles": 2, "movers": {"red": "messenger"}})");
        g.score("rdG", R"({"tiles": 3, "movers": {"green": "messenger"}})");
        g.score("cR", R"({"tiles": 3, "coats": 1, "movers": {"red": "meeple"}})");
        g.score("cG", R"({"tiles": 3, "coats": 0, "movers": {"green": "messenger"}})");
        g.steal("yellow", "red").steal("blue", "red");
        QTest::addRow("example #4 option 2: both robbers rob your city on the meeple")
            << g.record()
            // ⌈8 / 2⌉ = 4 each: blue 0 + 4 = 4, yellow 4 + 4 = 8
            << object(R"({"scores": {"red": 30, "blue": 4, "green": 35, "yellow": 8}, "robbers": {}, "owed": [],
                        "figures": {"red": {"meeple": 21, "messenger": 9}}})");
    }
    {
        Game g = example4;
        g.score("rdR", R"({"tiles": 2, "movers": {"red": "messenger"}})");
        g.score("cR", R"({"tiles": 3, "coats": 1, "movers": {"red": "messenger"}})");
        g.score("cG", R"({"tiles": 3, "coats": 0, "movers": {"green": "meeple"}})");
        g.score("rdG", R"({"tiles": 3, "movers": {"green": "meeple"}})");
        g.steal("yellow", "green").steal("blue", "green");
        QTest::addRow("example #4 option 3: both robbers rob green's city on the meeple")
            << g.record()
            // ⌈6 / 2⌉ = 3 each: blue 3, yellow 4 + 3 = 7
            << object(R"({"scores": {"red": 30, "blue": 3, "green": 35, "yellow": 7}, "robbers": {}, "owed": [],
                        "figures": {"red": {"meeple": 13, "messenger": 17}, "green": {"meeple": 22, "messenger": 13}}})");
    }
}

void TestRobbers::stealing_data()
{
    addReplayColumns();

    QTest::addRow("half rounded up: 1 point steals 1")
        << blueRobbedOnRoad(R"({"tiles": 1})").record()
        // ⌈1 / 2⌉ = 1
        << object(R"({"scores": {"red": 1, "blue": 1}, "robbers": {}, "supplies": {"red": {"robber": true}}})");
    QTest::addRow("half rounded up: 3 points steal 2") << blueRobbedOnRoad(R"({"tiles": 3})").record() // ⌈3 / 2⌉ = 2
                                                       << object(R"({"scores": {"red": 2, "blue": 3}, "robbers": {}})");
    QTest::addRow("half rounded up: 5 points steal 3") << blueRobbedOnRoad(R"({"tiles": 5})").record() // ⌈5 / 2⌉ = 3
                                                       << object(R"({"scores": {"red": 3, "blue": 5}, "robbers": {}})");
    QTest::addRow("half of an even payout: 4 points steal 2")
        << blueRobbedOnRoad(R"({"tiles": 4})").record() // 4 / 2 = 2
        << object(R"({"scores": {"red": 2, "blue": 4}, "robbers": {}})");

    Game twoFeatures({ "red", "blue" }, { "robbers" });
    twoFeatures.turn("red").robber("red", 0); // beside blue's scoring meeple
    twoFeatures.turn("blue").place("b1", "blue", "rd", "road");
    twoFeatures.turn("red");
    twoFeatures.turn("blue").place("b2", "blue", "c1", "city");
    {
        Game g = twoFeatures;
        g.score("rd", R"({"tiles": 2})").score("c1", R"({"tiles": 3, "coats": 2})");
        QTest::addRow("a robber robs only the first movement of a figure")
            << g.record()
            // blue 2 + (3 × 2 + 2 × 2) = 12; red robs the road: ⌈2 / 2⌉ = 1
            << object(R"({"scores": {"red": 1, "blue": 12}, "robbers": {}})");
    }
    {
        Game g = twoFeatures;
        g.score("c1", R"({"tiles": 3, "coats": 2})").score("rd", R"({"tiles": 2})");
        QTest::addRow("the order of the scores decides which movement is first")
            << g.record()
            // blue 10 + 2 = 12; red robs the city: ⌈10 / 2⌉ = 5
            << object(R"({"scores": {"red": 5, "blue": 12}, "robbers": {}})");
    }
    {
        Game g({ "red", "blue" }, { "robbers" });
        g.turn("red").robber("red", 0).place("r1", "red", "rd", "road").score("rd", R"({"tiles": 4})");
        QTest::addRow("a robber never steals from its owner")
            << g.record()
            // red's own meeple leaves space 0; blue's stays there, and so does the robber
            << object(R"({"scores": {"red": 4, "blue": 0}, "robbers": {"red": 0}})");
    }
    {
        Game g({ "red", "blue", "green" }, { "robbers" });
        g.turn("red").robber("red", 0);
        g.turn("blue").robber("blue", 0);
        g.turn("green").place("g1", "green", "rd", "road").score("rd", R"({"tiles": 6})");
        QTest::addRow("several robbers on one space each steal from the figure")
            << g.record()
            // ⌈6 / 2⌉ = 3 for red and 3 for blue; green keeps 6
            << object(R"({"scores": {"red": 3, "blue": 3, "green": 6}, "robbers": {}})");
    }

    Game twoVictims({ "red", "blue", "green" }, { "robbers" });
    twoVictims.turn("red").adjust("blue", 3).adjust("green", 3).robber("red", 3);
    twoVictims.turn("blue").place("b1", "blue", "rd", "road");
    twoVictims.turn("green").place("g1", "green", "c1", "city");
    twoVictims.turn("red");
    {
        Game g = twoVictims;
        g.score("rd", R"({"tiles": 3})").score("c1", R"({"tiles": 3, "coats": 0})");
        QTest::addRow("without a steal event the largest candidate is robbed")
            << g.record()
            // blue 3 + 3 = 6, green 3 + 6 = 9; red robs green's 6: ⌈6 / 2⌉ = 3
            << object(R"({"scores": {"red": 3, "blue": 6, "green": 9}, "robbers": {}})");
    }
    {
        Game g = twoVictims;
        g.score("rd", R"({"tiles": 3})").score("c1", R"({"tiles": 3, "coats": 0})").steal("red", "blue");
        QTest::addRow("the robber may choose the smaller candidate")
            << g.record()
            // red robs blue's 3: ⌈3 / 2⌉ = 2
            << object(R"({"scores": {"red": 2, "blue": 6, "green": 9}, "robbers": {}})");
    }
    {
        Game g = twoVictims;
        g.score("rd", R"({"tiles": 4})").score("c1", R"({"tiles": 2, "coats": 0})");
        QTest::addRow("without a steal event a tie robs the earliest movement")
            << g.record()
            // blue 4 and green 2 × 2 = 4: blue moved first; red ⌈4 / 2⌉ = 2
            << object(R"({"scores": {"red": 2, "blue": 7, "green": 7}, "robbers": {},
                        "ledger": [{"rule": "robber.steal", "player": "red", "points": 2, "detail": {"robbed": "blue"}}]})");
    }

    Game bothFigures({ "red", "blue" }, { "robbers", "messengers" });
    bothFigures.turn("red").adjust("blue", 12).adjust("blue", 12, "messenger").robber("red", 12);
    bothFigures.turn("blue").place("b1", "blue", "rd", "road");
    bothFigures.turn("red");
    bothFigures.turn("blue").place("b2", "blue", "c1", "city");
    bothFigures.score("rd", R"({"tiles": 2, "movers": {"blue": "messenger"}})");
    bothFigures.score("c1", R"({"tiles": 3, "coats": 0, "movers": {"blue": "meeple"}})");
    {
        Game g = bothFigures;
        g.steal("red", "blue", "messenger");
        QTest::addRow("a steal naming a figure robs that figure's movement")
            << g.record()
            // blue messenger 12 + 2 = 14, meeple 12 + 6 = 18; red robs the messenger: ⌈2 / 2⌉ = 1
            << object(R"({"scores": {"red": 1, "blue": 32}, "robbers": {},
                        "figures": {"blue": {"meeple": 18, "messenger": 14}}})");
    }
    {
        Game g = bothFigures;
        g.steal("red", "blue");
        QTest::addRow("a steal without figure robs that player's largest movement")
            << g.record()
            // red robs the meeple's 6: ⌈6 / 2⌉ = 3
            << object(R"({"scores": {"red": 3, "blue": 32}, "robbers": {}})");
    }
    {
        Game g({ "red", "blue" }, { "robbers", "messengers" });
        g.turn("red").robber("red", 0);
        g.turn("blue").place("b1", "blue", "rd", "road").score("rd", R"({"tiles": 6})");
        g.steal("red", "blue", nullptr, "messenger");
        QTest::addRow("rogue points go on the figure the steal names as mover")
            << g.record()
            // ⌈6 / 2⌉ = 3 on red's messenger
            << object(R"({"scores": {"red": 3, "blue": 6}, "figures": {"red": {"meeple": 0, "messenger": 3}}})");
    }
    {
        Game g({ "red", "blue" }, { "robbers" });
        g.turn("red").adjust("blue", 57).robber("red", 7);
        g.turn("blue").place("b1", "blue", "rd", "road").score("rd", R"({"tiles": 4})");
        QTest::addRow("laps: a robber on space 7 robs a figure at 57")
            << g.record()
            // 57 is lap 1, space 7; blue 57 + 4 = 61; red ⌈4 / 2⌉ = 2
            << object(R"({"scores": {"red": 2, "blue": 61}, "robbers": {}, "figures": {"blue": {"meeple": 61}}})");
    }
    {
        Game g({ "red", "blue" }, { "robbers" });
        g.turn("red").adjust("blue", 48).robber("red", 48);
        g.turn("blue").place("b1", "blue", "rd", "road").score("rd", R"({"tiles": 5})");
        QTest::addRow("laps: a figure passing space 49 is robbed from where it stood")
            << g.record()
            // blue 48 + 5 = 53; red ⌈5 / 2⌉ = 3
            << object(R"({"scores": {"red": 3, "blue": 53}, "robbers": {}})");
    }
}

void TestRobbers::following_data()
{
    addReplayColumns();

    // Ghosts make a payout negative (value − 2 per ghost): the only way a batch moves a figure backwards.
    Game backwards({ "red", "blue" }, { "robbers", "ghosts" });
    backwards.turn("red").adjust("blue", 10).robber("red", 10);
    backwards.turn("blue").place("b1", "blue", "rd", "road").ghost("b1", "limit");
    backwards.turn("red");
    {
        Game g = backwards;
        g.score("rd", R"({"tiles": 1})");
        QTest::addRow("a robber left by a figure moving backwards follows it")
            << g.record()
            // blue 1 − 2 × 1 = −1: 10 → 9, and the robber with it
            << object(R"({"scores": {"red": 0, "blue": 9}, "robbers": {"red": 9}})");
    }
    {
        Game g({ "red", "blue", "green" }, { "robbers", "ghosts" });
        g.turn("red").adjust("blue", 10).adjust("green", 10).robber("red", 10);
        g.turn("blue").place("b1", "blue", "rd", "road").ghost("b1", "limit");
        g.turn("green");
        g.turn("red").score("rd", R"({"tiles": 1})");
        QTest::addRow("a robber stays while another player's figure still stands on its space")
            << g.record()
            // blue 10 − 1 = 9; green's meeple keeps the robber on 10
            << object(R"({"scores": {"red": 0, "blue": 9, "green": 10}, "robbers": {"red": 10}})");
    }
    {
        Game g({ "red", "blue" }, { "robbers", "ghosts" });
        g.turn("red").adjust("blue", 10).adjust("red", 10).robber("red", 10);
        g.turn("blue").place("b1", "blue", "rd", "road").ghost("b1", "limit");
        g.turn("red").score("rd", R"({"tiles": 1})");
        QTest::addRow("the robber owner's own figure does not hold the robber")
            << g.record()
            // blue 10 − 1 = 9; red's meeple on 10 is the owner's, the robber follows blue
            << object(R"({"scores": {"red": 10, "blue": 9}, "robbers": {"red": 9}})");
    }
    {
        Game g({ "red", "blue" }, { "robbers", "ghosts" });
        g.turn("red").adjust("blue", 10).robber("red", 10);
        g.turn("blue").place("b1", "blue", "rd", "road").ghost("b1", "limit");
        g.turn("red");
        g.turn("blue").place("b2", "blue", "rd2", "road");
        g.turn("red").score("rd", R"({"tiles": 1})").score("rd2", R"({"tiles": 5})");
        QTest::addRow("a robber follows the backward figure to where it ends the batch")
            << g.record()
            // blue 10 − 1 + 5 = 14; its first movement was backwards, so nothing is robbed
            << object(R"({"scores": {"red": 0, "blue": 14}, "robbers": {"red": 14}})");
    }

    Game twoLeave({ "red", "blue", "green" }, { "robbers", "ghosts" });
    twoLeave.turn("red").adjust("blue", 10).adjust("green", 10).robber("red", 10);
    twoLeave.turn("blue").place("b1", "blue", "rdB", "road").ghost("b1", "limit");
    twoLeave.turn("green").place("g1", "green", "rdG", "road").ghost("g1", "limit");
    twoLeave.turn("red").ghost("g1", "expand");
    {
        Game g = twoLeave;
        g.score("rdB", R"({"tiles": 1})").score("rdG", R"({"tiles": 1})");
        QTest::addRow("rules decision 6: two figures leave backwards, the robber follows the first (blue)")
            << g.record()
            // blue 1 − 2 = −1: 10 → 9; green 1 − 2 × 2 = −3: 10 → 7
            << object(R"({"scores": {"red": 0, "blue": 9, "green": 7}, "robbers": {"red": 9}})");
    }
    {
        Game g = twoLeave;
        g.score("rdG", R"({"tiles": 1})").score("rdB", R"({"tiles": 1})");
        QTest::addRow("rules decision 6: two figures leave backwards, the robber follows the first (green)")
            << g.record()
            // green 10 → 7 first, then blue 10 → 9
            << object(R"({"scores": {"red": 0, "blue": 9, "green": 7}, "robbers": {"red": 7}})");
    }
    {
        Game g = backwards;
        g.score("rd", R"({"tiles": 2})");
        QTest::addRow("rules decision 5: a 0-point payout moves nothing and is not robbed")
            << g.record()
            // blue 2 − 2 × 1 = 0: listed with 0 points, blue stays on 10 and so does the robber
            << object(R"({"scores": {"red": 0, "blue": 10}, "robbers": {"red": 10},
                        "ledger": [{"event": 7, "player": "blue", "points": 0, "from": 10, "to": 10,
                                    "rule": "road.completed"}]})");
    }
    {
        Game g = backwards;
        g.turn("blue").place("b2", "blue", "rd2", "road");
        g.turn("red").score("rd", R"({"tiles": 2})").score("rd2", R"({"tiles": 4})");
        QTest::addRow("a 0-point payout is no movement: the robber robs the next one")
            << g.record()
            // blue 0 then 4: 10 → 14; the first movement is the 4: red ⌈4 / 2⌉ = 2
            << object(R"({"scores": {"red": 2, "blue": 14}, "robbers": {}})");
    }
}

void TestRobbers::notBatches_data()
{
    addReplayColumns();

    {
        Game g({ "red", "blue" }, { "robbers" });
        g.turn("red");
        g.turn("blue").robber("blue", 0); // beside red's scoring meeple
        g.turn("red").adjust("red", 6);
        QTest::addRow("an adjustment is not robbed and carries no robber")
            << g.record()
            // a batch of 6 would have paid blue 3
            << object(R"({"scores": {"red": 6, "blue": 0}, "robbers": {"blue": 0}})");
    }
    {
        Game g({ "red", "blue", "green" }, { "robbers", "tower" });
        g.turn("red").adjust("red", 10).place("r1", "red", "rd", "road");
        g.turn("blue").event(R"({"type": "tower", "tower": "t1", "capture": "r1"})");
        g.turn("green").robber("green", 0); // beside blue's scoring meeple
        g.turn("red").event(R"({"type": "ransom", "figure": "r1"})");
        QTest::addRow("a ransom is not a batch: the captor's 3 points are not robbed")
            << g.record()
            // red 10 − 3 = 7, blue 0 + 3 = 3; green's robber stays on 0
            << object(R"({"scores": {"red": 7, "blue": 3, "green": 0}, "robbers": {"green": 0}})");
    }
    {
        Game g({ "red", "blue" }, { "robbers", "messengers" });
        g.turn("red").adjust("red", 3, "messenger").place("r1", "red", "rd", "road");
        g.turn("blue").robber("blue", 3); // beside red's messenger only
        g.turn("red").score("rd", R"({"tiles": 5})").message(3, "points", R"({"mover": "messenger"})");
        QTest::addRow("a message's points are a batch: the robber steals from them")
            << g.record()
            // the road moves red's meeple 0 → 5 (not robbed); the message moves the messenger 3 → 5: blue ⌈2 / 2⌉ = 1;
            // the messenger stopped on dark space 5 from the message's points: the next message is owed
            << object(R"({"scores": {"red": 10, "blue": 1}, "robbers": {},
                        "figures": {"red": {"meeple": 5, "messenger": 5}},
                        "owed": [{"type": "message", "player": "red"}]})");
    }
}

void TestRobbers::endOfGame_data()
{
    addReplayColumns();

    {
        Game g({ "red", "blue" }, { "robbers" });
        g.turn("red").robber("red", 0);
        g.turn("blue").end();
        QTest::addRow("the end pays 3 per robber still on the track")
            << g.record() << object(R"({"scores": {"red": 3, "blue": 0}, "robbers": {}, "finished": true,
                        "ledger": [{"rule": "robber.end", "player": "red", "points": 3, "detail": {"space": 0}}]})");
    }
    {
        Game g({ "red", "blue" }, { "robbers" });
        g.turn("red").robber("red", 0);
        g.turn("blue").robber("blue", 0).end();
        QTest::addRow("the robbers' end payouts are not robbed")
            << g.record()
            // each robber stands by the other's meeple: 3 each, nothing stolen
            << object(R"({"scores": {"red": 3, "blue": 3}, "robbers": {}, "finished": true})");
    }
    {
        Game g({ "red", "blue" }, { "robbers", "messengers" });
        g.turn("red").robber("red", 0);
        g.turn("blue").end("{}", R"({"movers": {"red": "messenger"}})");
        QTest::addRow("the robber's end payout goes on the figure movers names")
            << g.record()
            // 3 on the messenger, then added to the meeple: 3
            << object(R"({"scores": {"red": 3, "blue": 0}, "figures": {"red": {"meeple": 3, "messenger": 0}},
                        "ledger": [{"rule": "robber.end", "player": "red", "points": 3, "figure": "messenger"}]})");
    }
    {
        Game g = blueRobbedOnRoad(R"({"tiles": 2})");
        g.end();
        QTest::addRow("a robber that already stole earns nothing at the end")
            << g.record()
            // red ⌈2 / 2⌉ = 1 and the robber went back
            << object(R"({"scores": {"red": 1, "blue": 2}, "robbers": {}, "finished": true})");
    }
}

void TestRobbers::placement_data()
{
    addReplayColumns();

    QTest::addRow("the active player places a robber beside another player's meeple")
        << Game({ "red", "blue" }, { "robbers" }).turn("red").robber("red", 0).record()
        << object(R"({"robbers": {"red": 0}, "supplies": {"red": {"robber": false}, "blue": {"robber": true}}})");
    QTest::addRow("a robber may stand beside a messenger alone") << Game({ "red", "blue" }, { "robbers", "messengers" })
                                                                        .turn("red")
                                                                        .adjust("blue", 3, "messenger")
                                                                        .robber("red", 3)
                                                                        .record()
                                                                 << object(R"({"robbers": {"red": 3}})");
    {
        Game g({ "red", "blue" }, { "robbers" });
        g.turn("red").robber("red", 0).adjust("blue", 8);
        g.turn("blue");
        g.turn("red").robber("red", 8);
        QTest::addRow("the active player moves their robber") << g.record() << object(R"({"robbers": {"red": 8}})");
    }
    QTest::addRow("another player places a robber that is not on the track")
        << Game({ "red", "blue" }, { "robbers" }).turn("red").robber("blue", 0).record()
        << object(R"({"robbers": {"blue": 0}})");
    QTest::addRow("two robbers may share a space")
        << Game({ "red", "blue", "green" }, { "robbers" }).turn("red").robber("red", 0).robber("blue", 0).record()
        << object(R"({"robbers": {"red": 0, "blue": 0}})");
    {
        Game g = blueRobbedOnRoad(R"({"tiles": 2})");
        g.robber("red", 2);
        QTest::addRow("a robber back from stealing may be placed again")
            << g.record()
            // red ⌈2 / 2⌉ = 1; then red, not active, places it again beside blue on 2
            << object(R"({"scores": {"red": 1, "blue": 2}, "robbers": {"red": 2}})");
    }
}

void TestRobbers::refused_data()
{
    addRefusedColumns();

    {
        Game g({ "red", "blue" }, { "robbers" });
        g.turn("red").robber("red", 5);
        QTest::addRow("robber on a space without a scoring figure") << g.record() << g.last() << u"robber"_s;
    }
    {
        Game g({ "red", "blue" }, { "robbers" });
        g.turn("red").adjust("red", 5).robber("red", 5);
        QTest::addRow("robber beside only its owner's figure") << g.record() << g.last() << u"robber"_s;
    }
    {
        Game g({ "red", "blue" }, { "robbers" });
        g.turn("red").adjust("blue", 50).robber("red", 50);
        QTest::addRow("robber on space 50: spaces go 0 to 49") << g.record() << g.last() << u"robber"_s;
    }
    {
        Game g({ "red", "blue" }, { "robbers" });
        g.turn("red").robber("red", -1);
        QTest::addRow("robber on a negative space") << g.record() << g.last() << u"robber"_s;
    }
    {
        Game g({ "red", "blue" }, { "robbers" });
        g.turn("red").event(R"({"type": "robber", "player": "red", "space": "0"})");
        QTest::addRow("robber space written as text") << g.record() << g.last() << u"robber"_s;
    }
    {
        Game g({ "red", "blue" }, { "robbers" });
        g.turn("red").robber("black", 0);
        QTest::addRow("robber of an unknown player") << g.record() << g.last() << u"robber"_s;
    }
    {
        Game g({ "red", "blue" }, { "robbers" });
        g.turn("red").robber("blue", 0).adjust("red", 4).robber("blue", 4);
        QTest::addRow("a player who is not active may not move a robber on the track")
            << g.record() << g.last() << u"robber"_s;
    }
    {
        Game g({ "red", "blue", "green" }, { "robbers" });
        g.turn("red").robber("blue", 0).place("r1", "red", "rd", "road").score("rd", R"({"tiles": 4})");
        g.steal("blue", "green");
        QTest::addRow("steal naming a player whose figure did not move") << g.record() << g.last() << u"steal"_s;
    }
    {
        Game g({ "red", "blue", "green" }, { "robbers" });
        g.turn("red").adjust("green", 2).robber("blue", 2).place("r1", "red", "rd", "road");
        g.score("rd", R"({"tiles": 4})").steal("blue", "red");
        QTest::addRow("steal from a player who did not stand on the robber's space")
            << g.record() << g.last() << u"steal"_s;
    }
    {
        Game g({ "red", "blue" }, { "robbers", "messengers" });
        g.turn("red").robber("blue", 0).place("r1", "red", "rd", "road").score("rd", R"({"tiles": 4})");
        g.steal("blue", "red", "messenger");
        QTest::addRow("steal naming a figure that did not move") << g.record() << g.last() << u"steal"_s;
    }
    {
        Game g({ "red", "blue", "green" }, { "robbers" });
        g.turn("red").robber("blue", 0).place("r1", "red", "rd", "road").score("rd", R"({"tiles": 4})");
        g.steal("green", "red");
        QTest::addRow("steal by a robber that is not on the track") << g.record() << g.last() << u"steal"_s;
    }
    {
        Game g({ "red", "blue" }, { "robbers" });
        g.turn("red").robber("red", 0).place("r1", "red", "rd", "road").score("rd", R"({"tiles": 4})");
        g.steal("red", "red");
        QTest::addRow("steal from the robber's own player") << g.record() << g.last() << u"steal"_s;
    }
    {
        Game g({ "red", "blue" }, { "robbers" });
        g.turn("red").robber("blue", 0).adjust("red", 6).steal("blue", "red");
        QTest::addRow("steal after an adjustment, which is not a batch") << g.record() << g.last() << u"steal"_s;
    }
    {
        Game g({ "red", "blue" }, { "robbers" });
        g.turn("red").robber("blue", 0).steal("blue", "red");
        QTest::addRow("steal without a batch") << g.record() << g.last() << u"steal"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "rd", "road").score("rd", R"({"tiles": 4})").steal("blue", "red");
        QTest::addRow("steal without robbers") << g.record() << g.last() << u"steal"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").robber("red", 0);
        QTest::addRow("robber without robbers") << g.record() << g.last() << u"robber"_s;
    }

    // The spec's Decision: a `steal` is checked when it comes, so the first wrong `steal` is the event named.
    // Blue's and green's robbers stand with red's meeple on 0; red scores, so red's movement is each one's candidate.
    Game twoRobbers({ "red", "blue", "green" }, { "robbers" });
    twoRobbers.turn("red").place("r1", "red", "rd", "road");
    twoRobbers.turn("blue").robber("blue", 0);
    twoRobbers.turn("green").robber("green", 0);
    twoRobbers.turn("red").score("rd", R"({"tiles": 4})");
    {
        // Seating from red: blue before green, yet green's wrong steal comes first and is the one named.
        Game g = twoRobbers;
        g.steal("green", "blue");
        const int first = g.last();
        g.steal("blue", "green");
        QTest::addRow("two wrong steals in one batch: the first one is named, not the first robber in seating")
            << g.record() << first << u"steal"_s;
    }
    {
        Game g = twoRobbers;
        g.steal("blue", "green");
        const int first = g.last();
        g.steal("green", "blue");
        QTest::addRow("two wrong steals in one batch, in seating order: the first one is named")
            << g.record() << first << u"steal"_s;
    }
    {
        Game g = twoRobbers;
        g.steal("blue", "red").steal("green", "blue");
        QTest::addRow("a right steal, then a wrong one: the wrong one is named")
            << g.record() << g.last() << u"steal"_s;
    }
    {
        // Blue's robber stands on 5 beside green's meeple; red scores from 0, far from it: nothing to steal.
        Game g({ "red", "blue", "green" }, { "robbers" });
        g.turn("red").adjust("green", 5).place("r1", "red", "rd", "road");
        g.turn("blue").robber("blue", 5);
        g.turn("green");
        g.turn("red").score("rd", R"({"tiles": 4})").steal("blue", "red");
        const int steal = g.last();
        QTest::addRow("a steal by a robber with nothing to steal, as the last event")
            << g.record() << steal << u"steal"_s;
        g.turn("blue").place("b1", "blue", "c1", "city");
        QTest::addRow("a steal by a robber with nothing to steal, events after it")
            << g.record() << steal << u"steal"_s;
    }
    {
        Game g = twoRobbers;
        g.steal("blue", "red").steal("blue", "red");
        QTest::addRow("a second steal by the same robber") << g.record() << g.last() << u"steal"_s;
    }
}

void TestRobbers::stealCheckedWhenAppended()
{
    // The app appends events one by one: a wrong `steal` is refused as it is appended, and the table stays as it was.
    Game g({ "red", "blue", "green" }, { "robbers" });
    g.turn("red").adjust("green", 5).place("r1", "red", "rd", "road");
    g.turn("blue").robber("blue", 5);
    g.turn("green");
    g.turn("red").score("rd", R"({"tiles": 4})");
    ml::IncrementalReplay incremental(g.record());
    QVERIFY(incremental.ok());
    const QJsonObject before = incremental.outcome().output;
    const auto refused = incremental.append(object(R"({"type": "steal", "robber": "blue", "from": "red"})"));
    QVERIFY(refused.has_value());
    QCOMPARE(refused->event, g.last() + 1);
    QCOMPARE(refused->type, u"steal"_s);
    QCOMPARE(incremental.eventCount(), g.last() + 1);
    QCOMPARE(incremental.outcome().output, before);
    // red 4; blue's robber on 5 stays: red's meeple never stood there
    QCOMPARE(before.value(u"scores"_s).toObject(), object(R"({"red": 4, "blue": 0, "green": 5})"));
    QCOMPARE(before.value(u"robbers"_s).toObject(), object(R"({"blue": 5})"));
}

void TestRobbers::ransomFollowing_data()
{
    addReplayColumns();

    // The record format [The Robbers rules, FAQ 3/2015]: a robber on the paying figure's space goes back with it,
    // unless a figure of a player other than the robber's owner stands on that space once the ransom is paid. In
    // each row blue's meeple stands on 6 with green's robber; red captures blue's figure with a tower and blue buys
    // it back: blue 6 − 3 = 3, red + 3. @p others puts other figures on the track first.
    const auto ransomBesideGreen = [](std::initializer_list<const char *> players,
                                      const std::function<void(Game &)> &others) {
        Game g(players, { "robbers", "tower" });
        g.turn("red").adjust("blue", 6);
        others(g);
        g.turn("blue").place("b1", "blue", "c1", "city");
        g.turn("green").robber("green", 6);
        if (players.size() > 3)
            g.turn("yellow");
        g.turn("red").event(R"({"type": "tower", "tower": "t1", "capture": "b1"})");
        g.turn("blue").event(R"({"type": "ransom", "figure": "b1"})");
        return g.record();
    };
    QTest::addRow("a ransom leaves the robber's space empty: the robber follows the payer back")
        << ransomBesideGreen({ "red", "blue", "green" }, [](Game &) {})
        // blue 6 → 3, red 0 → 3; nobody else on 6: green's robber goes to 3
        << object(R"({"scores": {"red": 3, "blue": 3, "green": 0}, "robbers": {"green": 3}})");
    QTest::addRow("a ransom on a shared space: the robber stays with yellow's meeple")
        << ransomBesideGreen({ "red", "blue", "green", "yellow" }, [](Game &g) { g.adjust("yellow", 6); })
        // blue 6 → 3, red 0 → 3; yellow's meeple still on 6 holds green's robber there
        << object(R"({"scores": {"red": 3, "blue": 3, "green": 0, "yellow": 6}, "robbers": {"green": 6}})");
    QTest::addRow("the captor leaves the shared space with the ransom: the space is empty once it is paid")
        << ransomBesideGreen({ "red", "blue", "green" }, [](Game &g) { g.adjust("red", 6); })
        // blue 6 → 3, red (the captor, also on 6) 6 → 9: once paid, nobody is on 6, so the robber goes to 3
        << object(R"({"scores": {"red": 9, "blue": 3, "green": 0}, "robbers": {"green": 3}})");
    QTest::addRow("the captor's ransom lands on the robber's space: the robber stays with it")
        << ransomBesideGreen({ "red", "blue", "green" }, [](Game &g) { g.adjust("red", 3); })
        // blue 6 → 3, red 3 → 6: once paid, red's meeple stands on 6, so green's robber stays
        << object(R"({"scores": {"red": 6, "blue": 3, "green": 0}, "robbers": {"green": 6}})");
    QTest::addRow("the robber owner's own meeple does not hold its robber after a ransom")
        << ransomBesideGreen({ "red", "blue", "green" }, [](Game &g) { g.adjust("green", 6); })
        // blue 6 → 3; only green's own meeple is left on 6: the robber follows blue to 3
        << object(R"({"scores": {"red": 3, "blue": 3, "green": 6}, "robbers": {"green": 3}})");
}

QTEST_GUILESS_MAIN(TestRobbers)
#include "tst_robbers.moc"
