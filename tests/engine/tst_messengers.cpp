// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Rules tests for The Messengers (the rules of The Messengers) as the record format states it
// (docs/record-format.md, "Messages"): dark spaces and turn parts, chains, the eight message tiles,
// the final addition, the errors, and the rules decisions 1 and 9 of docs/rules-decisions.md.
// Every expected number is worked out by hand from the rules beside its row.

#include "gametest.h"

#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

// The usual opening of a message row: red's scoring meeple stops on dark space 10 with a completed
// 10-tile road (its figure r0 goes back), so red owes one message.
Game &landOnTen(Game &g)
{
    return g.place("r0", "red", "rd0", "road").score("rd0", R"({"tiles": 10})");
}

} // namespace

class TestMessengers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void darkSpaces_data();
    void darkSpaces() { verifyReplay(); }
    void chains_data();
    void chains() { verifyReplay(); }
    void messageTiles_data();
    void messageTiles() { verifyReplay(); }
    void finalScoring_data();
    void finalScoring() { verifyReplay(); }
    void refused_data();
    void refused() { verifyRefused(); }
};

void TestMessengers::darkSpaces_data()
{
    addReplayColumns();

    {
        // messengers-owed.json with other numbers
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "rd", "road").score("rd", R"({"tiles": 20})");
        QTest::addRow("a forward landing on a dark space owes a message")
            << g.record()
            // 0 + 20 = 20, a multiple of 5
            << object(R"({"scores": {"red": 20, "blue": 0}, "owed": [{"type": "message", "player": "red"}]})");
    }
    {
        // messengers-dark-space.json with other numbers
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "rd", "road").score("rd", R"({"tiles": 15})");
        g.message(7, "points", R"({"mover": "messenger"})");
        QTest::addRow("a drawn message settles what was owed")
            << g.record()
            // meeple 15, messenger 0 + 2 = 2: 17
            << object(R"({"scores": {"red": 17, "blue": 0}, "figures": {"red": {"meeple": 15, "messenger": 2}},
                        "owed": []})");
    }

    Game twoFeatures({ "red", "blue" }, { "messengers" });
    twoFeatures.turn("red").place("r1", "red", "rd", "road");
    twoFeatures.turn("blue");
    twoFeatures.turn("red").place("r2", "red", "c1", "city");
    {
        Game g = twoFeatures;
        g.score("rd", R"({"tiles": 5})").score("c1", R"({"tiles": 5, "coats": 0, "movers": {"red": "messenger"}})");
        QTest::addRow("both figures on dark spaces still owe one message")
            << g.record()
            // meeple 0 + 5 = 5, messenger 0 + 5 × 2 = 10: both dark, one message
            << object(R"({"scores": {"red": 15, "blue": 0}, "figures": {"red": {"meeple": 5, "messenger": 10}},
                        "owed": [{"type": "message", "player": "red"}]})");
        g.message(1, "points");
        QTest::addRow("one message settles both dark spaces")
            << g.record()
            // meeple 5 + 2 = 7
            << object(R"({"scores": {"red": 17, "blue": 0}, "owed": []})");
    }
    {
        Game g = twoFeatures;
        g.score("rd", R"({"tiles": 5})").score("c1", R"({"tiles": 2, "coats": 0})");
        QTest::addRow("only the end position counts: a dark space stopped on in between owes nothing")
            << g.record()
            // meeple 0 → 5 (dark) → 5 + 4 = 9
            << object(R"({"scores": {"red": 9, "blue": 0}, "owed": []})");
    }
    {
        Game g = twoFeatures;
        g.score("rd", R"({"tiles": 1})").score("c1", R"({"tiles": 2, "coats": 0})");
        QTest::addRow("only the end position counts: ending on a dark space owes")
            << g.record()
            // meeple 0 → 1 → 1 + 2 × 2 = 5
            << object(R"({"scores": {"red": 5, "blue": 0}, "owed": [{"type": "message", "player": "red"}]})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red");
        g.turn("blue").place("b1", "blue", "rd", "road");
        g.turn("red").score("rd", R"({"tiles": 5})");
        QTest::addRow("only the active player draws messages")
            << g.record()
            // blue 0 + 5 = 5 in red's turn
            << object(R"({"scores": {"red": 0, "blue": 5}, "owed": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "rd", "road").score("rd", R"({"tiles": 10})");
        g.message(1, "points", R"({"mover": "messenger"})");
        g.turn("blue");
        g.turn("red").place("r2", "red", "c1", "city");
        g.score("c1", R"({"tiles": 2, "coats": 0, "movers": {"red": "messenger"}})");
        QTest::addRow("a figure left on a dark space in an earlier turn owes nothing")
            << g.record()
            // meeple still on 10 from the first turn; this turn only the messenger moved: 2 + 4 = 6
            << object(R"({"scores": {"red": 16, "blue": 0}, "figures": {"red": {"meeple": 10, "messenger": 6}},
                        "owed": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers", "ghosts" });
        g.turn("red").adjust("red", 11).place("r1", "red", "rd", "road").ghost("r1", "limit");
        g.score("rd", R"({"tiles": 1})");
        QTest::addRow("a backward last movement onto a dark space owes nothing")
            << g.record()
            // 1 − 2 × 1 = −1: 11 → 10
            << object(R"({"scores": {"red": 10, "blue": 0}, "owed": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers", "ghosts" });
        g.turn("red").adjust("red", 9).place("r1", "red", "rd", "road").ghost("r1", "limit");
        g.score("rd", R"({"tiles": 3})");
        QTest::addRow("a forward landing reduced by a ghost still owes")
            << g.record()
            // 3 − 2 × 1 = 1: 9 → 10
            << object(R"({"scores": {"red": 10, "blue": 0}, "owed": [{"type": "message", "player": "red"}]})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").adjust("red", 45).place("r1", "red", "rd", "road").score("rd", R"({"tiles": 5})");
        QTest::addRow("space 50 is the dark space 0 of the next lap")
            << g.record()
            // 45 + 5 = 50
            << object(R"({"scores": {"red": 50, "blue": 0}, "owed": [{"type": "message", "player": "red"}]})");
    }
    {
        Game g({ "red", "blue" }, { "messengers", "robbers" });
        g.turn("red");
        g.turn("blue").place("b1", "blue", "rd", "road");
        g.turn("red").robber("red", 0).score("rd", R"({"tiles": 10})");
        QTest::addRow("rogue points landing on a dark space owe the active player a message")
            << g.record()
            // blue 0 + 10 = 10 (not active); red steals ⌈10 / 2⌉ = 5: 0 → 5
            << object(R"({"scores": {"red": 5, "blue": 10}, "robbers": {},
                        "owed": [{"type": "message", "player": "red"}]})");
    }
    {
        Game g({ "red", "blue" }, { "messengers", "robbers" });
        g.turn("red");
        g.turn("blue").robber("blue", 0);
        g.turn("red").place("r1", "red", "rd", "road").score("rd", R"({"tiles": 9})");
        QTest::addRow("rogue points of another player owe nothing")
            << g.record()
            // red 0 + 9 = 9; blue steals ⌈9 / 2⌉ = 5 and lands on 5 in red's turn
            << object(R"({"scores": {"red": 9, "blue": 5}, "robbers": {}, "owed": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "rd", "road").score("rd", R"({"tiles": 10})");
        g.turn("blue");
        QTest::addRow("a turn that ends with a message owed leaves a warning")
            << g.record() << object(R"({"scores": {"red": 10, "blue": 0}, "owed": [],
                        "warnings": [{"event": 3, "rule": "message.notDrawn", "player": "red"}]})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "rd", "road").score("rd", R"({"tiles": 10})").end();
        QTest::addRow("a game that ends with a message owed leaves a warning")
            << g.record() << object(R"({"scores": {"red": 10, "blue": 0}, "owed": [], "finished": true,
                        "warnings": [{"event": 3, "rule": "message.notDrawn", "player": "red"}]})");
    }
    {
        Game g({ "red", "blue" }, { "messengers", "tower" });
        g.turn("red").place("r1", "red", "rdA", "road");
        g.turn("blue").event(R"({"type": "tower", "tower": "t1", "capture": "r1"})");
        g.turn("red").place("r2", "red", "rd", "road").score("rd", R"({"tiles": 13})");
        g.event(R"({"type": "ransom", "figure": "r1"})");
        QTest::addRow("a ransom after the scoring makes the last movement backwards")
            << g.record()
            // red 0 + 13 = 13, then pays 3: 10 is dark but reached backwards; blue receives 3
            << object(R"({"scores": {"red": 10, "blue": 3}, "owed": []})");
    }
}

void TestMessengers::chains_data()
{
    addReplayColumns();

    Game chain({ "red", "blue" }, { "messengers" });
    chain.turn("red").adjust("red", 3, "messenger");
    landOnTen(chain).message(2, "points", R"({"mover": "messenger"})");
    QTest::addRow("a message's points landing on a dark space owe the next message")
        << chain.record()
        // meeple 10; the message moves the messenger 3 → 5
        << object(R"({"scores": {"red": 15, "blue": 0}, "figures": {"red": {"meeple": 10, "messenger": 5}},
                    "owed": [{"type": "message", "player": "red"}]})");
    chain.message(6, "points", R"({"mover": "messenger"})");
    QTest::addRow("the chain ends when a message's points stop on a light space")
        << chain.record()
        // messenger 5 → 7
        << object(R"({"scores": {"red": 17, "blue": 0}, "figures": {"red": {"meeple": 10, "messenger": 7}},
                    "owed": []})");
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red");
        landOnTen(g).message(2, "points", R"({"mover": "messenger"})");
        QTest::addRow("only the message's own points count for the next message")
            << g.record()
            // the meeple still stands on 10, but the message only moved the messenger 0 → 2
            << object(R"({"scores": {"red": 12, "blue": 0}, "owed": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "rdA", "road");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(1, "action", R"({"values": {"rdA": {"tiles": 5}}})");
        QTest::addRow("a message action's points landing on a dark space owe the next message")
            << g.record()
            // meeple 10 + road rdA 5 = 15
            << object(R"({"scores": {"red": 15, "blue": 0}, "owed": [{"type": "message", "player": "red"}]})");
    }

    Game extraTile({ "red", "blue" }, { "messengers" });
    extraTile.turn("red");
    landOnTen(extraTile).message(4, "action");
    QTest::addRow("message 4: the extra tile scores nothing by itself")
        << extraTile.record() << object(R"({"scores": {"red": 10, "blue": 0}, "owed": [],
                    "ledger": [{"event": 3, "rule": "message.extraTile", "player": "red", "points": 0}]})");
    extraTile.place("r1", "red", "rd1", "road").score("rd1", R"({"tiles": 5})");
    QTest::addRow("message 4: the extra tile is a new turn part that owes again")
        << extraTile.record()
        // 10 + 5 = 15 in the extra tile's turn part
        << object(R"({"scores": {"red": 15, "blue": 0}, "owed": [{"type": "message", "player": "red"}]})");
    extraTile.message(5, "points").turn("blue");
    QTest::addRow("message 4: the extra tile's message is drawn in the same turn")
        << extraTile.record()
        // 15 + 2 = 17; nothing left for a warning
        << object(R"({"scores": {"red": 17, "blue": 0}, "owed": [], "warnings": []})");
}

void TestMessengers::messageTiles_data()
{
    addReplayColumns();

    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "rdA", "road");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(1, "points", R"({"mover": "messenger"})");
        QTest::addRow("take points: 2 points instead of the action")
            << g.record()
            << object(R"({"scores": {"red": 12, "blue": 0}, "figures": {"red": {"meeple": 10, "messenger": 2}},
                        "owed": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "rdA", "road");
        g.turn("blue");
        g.turn("red").place("r2", "red", "rdB", "road");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(1, "action",
                             R"({"values": {"rdA": {"tiles": 4}, "rdB": {"tiles": 3}}, "mover": "messenger"})");
        QTest::addRow("message 1: the smallest of the player's roads, and the figures stay")
            << g.record()
            // min(4, 3) = 3; r1 and r2 stay: 7 − 2 = 5 in supply
            << object(R"({"scores": {"red": 13, "blue": 0}, "figures": {"red": {"meeple": 10, "messenger": 3}},
                        "supplies": {"red": {"meeple": 5}}, "onBoard": ["r1", "r2"], "owed": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "rdA", "road");
        g.turn("blue").place("b1", "blue", "rdB", "road");
        g.turn("red");
        g.turn("blue").place("b2", "blue", "rdC", "road").merge({ "rdA", "rdB", "rdC" }, "rdA");
        g.turn("red");
        landOnTen(g).message(1, "action", R"({"values": {"rdA": {"tiles": 6}}, "mover": "messenger"})");
        QTest::addRow("message 1: a road the player does not control counts")
            << g.record()
            // blue has 2 highwaymen to red's 1; red still scores 6 and blue nothing
            << object(R"({"scores": {"red": 16, "blue": 0}, "figures": {"red": {"messenger": 6}}, "owed": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers", "ghosts" });
        g.turn("red").place("r1", "red", "rdA", "road").ghost("r1", "limit");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(1, "action", R"({"values": {"rdA": {"tiles": 3}}, "mover": "messenger"})");
        QTest::addRow("message 1: a ghost on the highwayman costs nothing")
            << g.record()
            // the feature only: 3, not 3 − 2
            << object(R"({"scores": {"red": 13, "blue": 0}, "figures": {"red": {"messenger": 3}}})");
    }
    {
        Game g({ "red", "blue" }, { "messengers", "bigtop" });
        g.turn("red").place("rm", "red", "rdA", "road", "ringmaster");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(1, "action", R"({"values": {"rdA": {"tiles": 3}}, "mover": "messenger"})");
        QTest::addRow("message 1: a ringmaster on the road adds no bonus")
            << g.record()
            // the feature only: 3; the ringmaster stays on the road
            << object(R"({"scores": {"red": 13, "blue": 0}, "figures": {"red": {"messenger": 3}}, "onBoard": ["rm"]})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "cA", "city");
        g.turn("blue");
        g.turn("red").place("r2", "red", "cB", "city");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(
            2, "action",
            R"({"values": {"cA": {"tiles": 2, "coats": 2}, "cB": {"tiles": 3, "coats": 0}}, "mover": "messenger"})");
        QTest::addRow("message 2: the smallest city at 1 per tile and 1 per coat")
            << g.record()
            // cA 2 + 2 = 4, cB 3 + 0 = 3: 3
            << object(R"({"scores": {"red": 13, "blue": 0}, "figures": {"red": {"messenger": 3}},
                        "onBoard": ["r1", "r2"], "owed": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "mA", "monastery");
        g.turn("blue");
        g.turn("red").place("r2", "red", "mB", "monastery");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(3, "action",
                             R"({"values": {"mA": {"tiles": 6}, "mB": {"tiles": 4}}, "mover": "messenger"})");
        QTest::addRow("message 3: the smallest monastery")
            << g.record()
            // min(6, 4) = 4
            << object(R"({"scores": {"red": 14, "blue": 0}, "figures": {"red": {"messenger": 4}},
                        "onBoard": ["r1", "r2"], "owed": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "cA", "city");
        g.turn("blue").place("b1", "blue", "cB", "city");
        g.turn("red").place("r2", "red", "cC", "city");
        g.turn("blue").place("b2", "blue", "cD", "city").merge({ "cB", "cC", "cD" }, "cB");
        g.turn("red");
        landOnTen(g).message(5, "action",
                             R"({"values": {"cA": {"coats": 2}, "cB": {"coats": 1}}, "mover": "messenger"})");
        QTest::addRow("message 5: 2 per coat of arms in every city with the player's knight")
            << g.record()
            // (2 + 1) × 2 = 6; cB counts though blue controls it
            << object(R"({"scores": {"red": 16, "blue": 0}, "figures": {"red": {"messenger": 6}}, "owed": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "cA", "city");
        g.turn("blue").place("b1", "blue", "cB", "city");
        g.turn("red").place("r2", "red", "cC", "city").merge({ "cA", "cC" }, "cA");
        g.turn("blue");
        g.turn("red").place("r3", "red", "cD", "city");
        g.turn("blue");
        g.turn("red").place("r4", "red", "rdA", "road");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(6, "action", R"({"mover": "messenger"})");
        QTest::addRow("message 6: 2 per own figure in cities, the knights stay")
            << g.record()
            // knights r1, r2 (one city) and r3: 3 × 2 = 6; the highwayman r4 and blue's knight do not count
            << object(R"({"scores": {"red": 16, "blue": 0}, "figures": {"red": {"messenger": 6}},
                        "onBoard": ["r1", "r2", "r3", "r4", "b1"], "owed": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers", "ghosts", "bigtop" });
        g.turn("red").place("gd", "red", "cA", "city", "guard");
        g.turn("blue");
        g.turn("red").place("rm", "red", "cB", "city", "ringmaster");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(6, "action", R"({"mover": "messenger"})");
        QTest::addRow("message 6: a guard and a ringmaster in cities are knights too")
            << g.record()
            // every own figure in a city: 2 × 2 = 4
            << object(R"({"scores": {"red": 14, "blue": 0}, "figures": {"red": {"messenger": 4}}, "owed": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "f1", "field");
        g.turn("blue").place("b1", "blue", "f2", "field");
        g.turn("red").place("r2", "red", "f3", "field");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(7, "action", R"({"mover": "messenger"})");
        QTest::addRow("message 7: 2 per own farmer, the farmers stay")
            << g.record()
            // 2 farmers × 2 = 4
            << object(R"({"scores": {"red": 14, "blue": 0}, "figures": {"red": {"messenger": 4}},
                        "onBoard": ["r1", "r2", "b1"], "owed": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "cA", "city");
        g.turn("blue").place("b1", "blue", "cB", "city");
        g.turn("red").place("r2", "red", "cC", "city").merge({ "cA", "cB", "cC" }, "cA");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(8, "action",
                             R"({"figure": "r1", "values": {"tiles": 3, "coats": 1}, "mover": "messenger"})");
        QTest::addRow("message 8: with the majority, the final value, and only that figure returns")
            << g.record()
            // red 2 knights to blue's 1: 3 + 1 = 4, for red only; r1 returns, r2 and b1 stay
            << object(R"({"scores": {"red": 14, "blue": 0}, "figures": {"red": {"messenger": 4}},
                        "supplies": {"red": {"meeple": 6}, "blue": {"meeple": 6}}, "onBoard": ["r2", "b1"],
                        "owed": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "rdA", "road");
        g.turn("blue").place("b1", "blue", "rdB", "road").merge({ "rdA", "rdB" }, "rdA");
        g.turn("red");
        landOnTen(g).message(8, "action", R"({"figure": "r1", "values": {"tiles": 3}, "mover": "messenger"})");
        QTest::addRow("message 8: a tie is a majority, and only the drawing player scores")
            << g.record()
            // 1 highwayman each: red scores 3, blue nothing; b1 stays
            << object(R"({"scores": {"red": 13, "blue": 0}, "figures": {"red": {"messenger": 3}}, "onBoard": ["b1"]})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "f1", "field");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(8, "action", R"({"figure": "r1", "values": {"cities": 2}, "mover": "messenger"})");
        QTest::addRow("message 8 on a farmer: 3 per completed city")
            << g.record()
            // 2 × 3 = 6
            << object(R"({"scores": {"red": 16, "blue": 0}, "figures": {"red": {"messenger": 6}},
                        "supplies": {"red": {"meeple": 7}}, "onBoard": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "m1", "monastery");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(8, "action", R"({"figure": "r1", "values": {"tiles": 7}, "mover": "messenger"})");
        QTest::addRow("message 8 on a monk: 1 per tile of the monastery and its neighbours")
            << g.record()
            // 7
            << object(R"({"scores": {"red": 17, "blue": 0}, "figures": {"red": {"messenger": 7}}, "onBoard": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers", "ghosts" });
        g.turn("red").place("r1", "red", "cA", "city").ghost("r1", "limit");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(8, "action",
                             R"({"figure": "r1", "values": {"tiles": 4, "coats": 0}, "mover": "messenger"})");
        QTest::addRow("message 8: minus 2 per ghost on that figure")
            << g.record()
            // 4 − 2 × 1 = 2
            << object(R"({"scores": {"red": 12, "blue": 0}, "figures": {"red": {"messenger": 2}}, "onBoard": []})");
    }

    Game outnumbered({ "red", "blue" }, { "messengers", "ghosts" });
    outnumbered.turn("red").place("r1", "red", "cA", "city");
    outnumbered.turn("blue").place("b1", "blue", "cB", "city");
    outnumbered.turn("red").ghost("r1", "limit");
    outnumbered.turn("blue").place("b2", "blue", "cC", "city").merge({ "cA", "cB", "cC" }, "cA");
    outnumbered.turn("red");
    landOnTen(outnumbered);
    {
        Game g = outnumbered;
        g.message(8, "action", R"({"figure": "r1", "values": {"tiles": 3, "coats": 1}, "mover": "messenger"})");
        QTest::addRow("rules decision 1: message 8 without the majority pays nothing and the figure returns")
            << g.record()
            // blue 2 knights to red's 1: 0; r1 returns, blue's stay; with ghosts a supply holds 5 meeples
            << object(R"({"scores": {"red": 10, "blue": 0}, "figures": {"red": {"meeple": 10, "messenger": 0}},
                        "supplies": {"red": {"meeple": 5}}, "onBoard": ["b1", "b2"], "owed": []})");
    }
    {
        Game g = outnumbered;
        g.message(8, "action", R"({"figure": "r1", "values": {"tiles": 3, "coats": 1}})");
        QTest::addRow("rules decision 1: without the majority the ghost costs nothing")
            << g.record()
            // on the meeple at 10: 0, not 0 − 2
            << object(R"({"scores": {"red": 10, "blue": 0}, "figures": {"red": {"meeple": 10}}})");
    }
    {
        // Message 8 scores one figure, so `values.ringmaster` is that ringmaster's count of circus and acrobat
        // tiles, not the `{figureId: n}` map of an `end` entry.
        Game g({ "red", "blue" }, { "messengers", "bigtop" });
        g.turn("red").place("rm", "red", "cA", "city", "ringmaster");
        g.turn("blue").place("b1", "blue", "cB", "city");
        g.turn("red");
        g.turn("blue").place("b2", "blue", "cC", "city").merge({ "cA", "cB", "cC" }, "cA");
        g.turn("red");
        landOnTen(g).message(
            8, "action",
            R"({"figure": "rm", "values": {"tiles": 3, "coats": 0, "ringmaster": 2}, "mover": "messenger"})");
        QTest::addRow("rules decision 1: without the majority only the ringmaster bonus is paid")
            << g.record()
            // city 0 (blue 2 to 1) + ringmaster 2 × 2 = 4
            << object(R"({"scores": {"red": 14, "blue": 0}, "figures": {"red": {"messenger": 4}},
                        "onBoard": ["b1", "b2"]})");
    }
    {
        Game g({ "red", "blue" }, { "messengers", "bigtop" });
        g.turn("red").place("rm", "red", "cA", "city", "ringmaster");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(
            8, "action",
            R"({"figure": "rm", "values": {"tiles": 3, "coats": 1, "ringmaster": 1}, "mover": "messenger"})");
        QTest::addRow("message 8 with the majority adds the ringmaster bonus")
            << g.record()
            // city 3 + 1 = 4, ringmaster 2 × 1 = 2: 6
            << object(R"({"scores": {"red": 16, "blue": 0}, "figures": {"red": {"messenger": 6}}})");
    }
    {
        // The spec's Decision: the ringmaster's bonus is a payout of its own after the figure's, never reduced by
        // ghosts. The messenger at 0, a 1-tile road, 2 ghosts on the ringmaster and a count of 2.
        Game g({ "red", "blue" }, { "messengers", "bigtop", "ghosts" });
        g.turn("red").place("rm", "red", "rdA", "road", "ringmaster").ghost("rm", "limit").ghost("rm", "limit");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(8, "action",
                             R"({"figure": "rm", "values": {"tiles": 1, "ringmaster": 2}, "mover": "messenger"})");
        QTest::addRow("message 8 on a ringmaster: the bonus is its own payout, not reduced by ghosts")
            << g.record()
            // road 1 − 2 × 2 ghosts = −3: the messenger stays at 0 (never below 0); then the bonus 2 × 2 = 4: 0 → 4,
            // not 1 + 4 − 4 = 1 in one payout; the ringmaster and its 2 ghosts return
            << object(R"({"scores": {"red": 14, "blue": 0}, "figures": {"red": {"meeple": 10, "messenger": 4}},
                        "ledger": [{"rule": "message.meeple", "player": "red", "figure": "messenger", "points": -3,
                                    "from": 0, "to": 0},
                                   {"rule": "ringmaster.bonus", "player": "red", "figure": "messenger", "points": 4,
                                    "from": 0, "to": 4}],
                        "supplies": {"red": {"ringmaster": 1}}, "onBoard": [], "owed": []})");
    }
    {
        // With a robber beside the messenger: the figure's payout moves nothing, so the bonus is its first movement.
        Game g({ "red", "blue" }, { "messengers", "bigtop", "ghosts", "robbers" });
        g.turn("red").place("rm", "red", "rdA", "road", "ringmaster").ghost("rm", "limit").ghost("rm", "limit");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).robber("blue", 0); // beside red's messenger, once the road has moved the meeple to 10
        g.message(8, "action", R"({"figure": "rm", "values": {"tiles": 1, "ringmaster": 2}, "mover": "messenger"})");
        QTest::addRow("message 8 on a ringmaster: a robber beside the messenger robs the bonus")
            << g.record()
            // the figure's −3 moves nothing; the bonus 0 → 4 is the messenger's first movement: blue ⌈4 / 2⌉ = 2
            // (one payout of 1 − 4 + 4 = 1 would have given blue 1)
            << object(R"({"scores": {"red": 14, "blue": 2}, "figures": {"red": {"meeple": 10, "messenger": 4}},
                        "robbers": {}})");
    }

    Game nothingToCount({ "red", "blue" }, { "messengers" });
    nothingToCount.turn("red").place("r1", "red", "rdA", "road");
    nothingToCount.turn("blue").place("b1", "blue", "cB", "city");
    nothingToCount.turn("red");
    landOnTen(nothingToCount);
    {
        Game g = nothingToCount;
        g.message(5, "action", R"({"values": {}, "mover": "messenger"})");
        QTest::addRow("rules decision 9: message 5 without a city scores 0")
            << g.record()
            << object(R"({"scores": {"red": 10, "blue": 0}, "figures": {"red": {"messenger": 0}}, "owed": []})");
    }
    {
        Game g = nothingToCount;
        g.message(6, "action", R"({"mover": "messenger"})");
        QTest::addRow("rules decision 9: message 6 without a knight scores 0")
            << g.record()
            << object(R"({"scores": {"red": 10, "blue": 0}, "figures": {"red": {"messenger": 0}}, "owed": []})");
    }
    {
        Game g = nothingToCount;
        g.message(7, "action", R"({"mover": "messenger"})");
        QTest::addRow("rules decision 9: message 7 without a farmer scores 0")
            << g.record()
            << object(R"({"scores": {"red": 10, "blue": 0}, "figures": {"red": {"messenger": 0}}, "owed": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "cA", "city");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(5, "action", R"({"values": {"cA": {"coats": 0}}, "mover": "messenger"})");
        QTest::addRow("rules decision 9: message 5 with cities but no coat of arms scores 0")
            << g.record()
            << object(R"({"scores": {"red": 10, "blue": 0}, "figures": {"red": {"messenger": 0}}, "owed": []})");
    }
}

void TestMessengers::finalScoring_data()
{
    addReplayColumns();

    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").adjust("red", 12).adjust("red", 7, "messenger").adjust("blue", 3).adjust("blue", 4, "messenger");
        g.end();
        QTest::addRow("the messenger's points are added to the scoring meeple at the end")
            << g.record()
            // red 12 + 7 = 19, blue 3 + 4 = 7; the messengers stand on 0
            << object(R"({"scores": {"red": 19, "blue": 7}, "finished": true,
                        "figures": {"red": {"meeple": 19, "messenger": 0}, "blue": {"meeple": 7, "messenger": 0}}})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").adjust("red", 12).adjust("red", 7, "messenger").place("r1", "red", "rd", "road");
        g.end(R"({"rd": {"tiles": 3}})");
        QTest::addRow("final scoring goes on top of the added total")
            << g.record()
            // 12 + 7 + 3 = 22
            << object(R"({"scores": {"red": 22, "blue": 0}, "figures": {"red": {"meeple": 22, "messenger": 0}}})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").adjust("red", 7).place("r1", "red", "rd", "road");
        g.turn("blue").end(R"({"rd": {"tiles": 3}})");
        QTest::addRow("final scoring onto a dark space draws no message")
            << g.record()
            // 7 + 3 = 10
            << object(R"({"scores": {"red": 10, "blue": 0}, "owed": [], "warnings": [], "finished": true})");
    }
}

void TestMessengers::refused_data()
{
    addRefusedColumns();

    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").message(1, "points");
        QTest::addRow("a message when nothing is owed") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red");
        landOnTen(g).message(1, "points").message(2, "points");
        QTest::addRow("a second message for one landing") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red");
        g.turn("blue").place("b1", "blue", "rd", "road");
        g.turn("red").score("rd", R"({"tiles": 5})").message(1, "points");
        QTest::addRow("a message for another player's landing") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red");
        landOnTen(g).turn("blue").message(1, "points");
        QTest::addRow("a message in the next turn for an earlier landing") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "cA", "city");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(1, "action", R"({"values": {}})");
        QTest::addRow("message 1 as an action without a road") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "rdA", "road");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(2, "action", R"({"values": {}})");
        QTest::addRow("message 2 as an action without a city") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "rdA", "road");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(3, "action", R"({"values": {}})");
        QTest::addRow("message 3 as an action without a monastery") << g.record() << g.last() << u"message"_s;
    }

    Game twoRoads({ "red", "blue" }, { "messengers" });
    twoRoads.turn("red").place("r1", "red", "rdA", "road");
    twoRoads.turn("blue").place("b1", "blue", "rdB", "road");
    twoRoads.turn("red").place("r2", "red", "rdC", "road");
    twoRoads.turn("blue").place("b2", "blue", "cB", "city");
    twoRoads.turn("red");
    landOnTen(twoRoads);
    // Red owes a message with its roads rdA and rdC and blue's rdB on the board; each row takes it as an action.
    const struct {
        const char *name;
        int tile;
        const char *fields;
    } actionRows[] = {
        { "message 1 values missing one of the player's roads", 1, R"({"values": {"rdA": {"tiles": 3}}})" },
        { "message 1 values naming another player's road", 1,
          R"({"values": {"rdA": {"tiles": 3}, "rdC": {"tiles": 4}, "rdB": {"tiles": 2}}})" },
        { "message 1 values naming a feature not on the board", 1,
          R"({"values": {"rdA": {"tiles": 3}, "rdC": {"tiles": 4}, "rdZ": {"tiles": 2}}})" },
        { "message 1 values with a road of 0 tiles", 1, R"({"values": {"rdA": {"tiles": 0}, "rdC": {"tiles": 4}}})" },
        { "message 8 on another player's figure", 8, R"({"figure": "b1", "values": {"tiles": 3}})" },
        { "message 8 on a figure not on the board", 8, R"({"figure": "r9", "values": {"tiles": 3}})" },
        { "message 8 without the feature's values", 8, R"({"figure": "r1", "values": {}})" },
    };
    for (const auto &row : actionRows) {
        Game g = twoRoads;
        g.message(row.tile, "action", row.fields);
        QTest::newRow(row.name) << g.record() << g.last() << u"message"_s;
    }

    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "cA", "city");
        g.turn("blue");
        g.turn("red").place("r2", "red", "rdA", "road");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(2, "action", R"({"values": {"cA": {"tiles": 2, "coats": 0}, "rdA": {"tiles": 2}}})");
        QTest::addRow("message 2 values naming a road") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "cA", "city");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(2, "action", R"({"values": {"cA": {"tiles": 2, "coats": 3}}})");
        QTest::addRow("message 2 values with more coats than tiles") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "mA", "monastery");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(3, "action", R"({"values": {"mA": {"tiles": 10}}})");
        QTest::addRow("message 3 values with a monastery of 10 tiles") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "cA", "city");
        g.turn("blue");
        g.turn("red").place("r2", "red", "cB", "city");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(5, "action", R"({"values": {"cA": {"coats": 1}}})");
        QTest::addRow("message 5 values missing one of the player's cities") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red");
        landOnTen(g).message(0, "points");
        QTest::addRow("message tile 0") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red");
        landOnTen(g).message(9, "points");
        QTest::addRow("message tile 9") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red");
        landOnTen(g).message(1, "both");
        QTest::addRow("message taken neither as points nor as action") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red");
        landOnTen(g).message(1, "points");
        QTest::addRow("message without messengers") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").adjust("red", 3, "messenger");
        QTest::addRow("adjust on the messenger without messengers") << g.record() << g.last() << u"adjust"_s;
    }
}

QTEST_GUILESS_MAIN(TestMessengers)
#include "tst_messengers.moc"
