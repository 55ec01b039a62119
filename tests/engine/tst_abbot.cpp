// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Rules tests for The Abbot (the rules of The Abbot, its rulings with the other expansions, and the game record's
// section "The Abbot, Inns and Cathedrals, Traders and Builders"): the abbot and the garden, taking the abbot back
// early (`recall`), final scoring, and the abbot with ghosts, towers, robbers, messages, the big top and builders.
// Every expected number is worked out by hand beside its row.

#include "recordtest.h"

#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

// Red's abbot a1 on a garden g1 (red's turn), then Blue's turn and Red's next one begins.
TestRecord abbotOnGarden(const char *expansions = "abbot")
{
    TestRecord r = game("red blue", expansions);
    add(r, R"([
        {"type": "turn", "player": "red"},
        {"type": "place", "figure": "a1", "player": "red", "kind": "abbot", "feature": "g1", "featureType": "garden"},
        {"type": "turn", "player": "blue"},
        {"type": "turn", "player": "red"}
    ])");
    return r;
}

// The same with the abbot on a monastery m1.
TestRecord abbotOnMonastery(const char *expansions = "abbot")
{
    TestRecord r = game("red blue", expansions);
    add(r, R"([
        {"type": "turn", "player": "red"},
        {"type": "place", "figure": "a1", "player": "red", "kind": "abbot", "feature": "m1", "featureType": "monastery"},
        {"type": "turn", "player": "blue"},
        {"type": "turn", "player": "red"}
    ])");
    return r;
}

// In Red's running turn: a 10-tile road completed by Red's r0, so Red's meeple ends on the dark space 10 (0 + 10)
// and Red owes a message.
void landOnTen(TestRecord &r)
{
    add(r, R"([
        {"type": "place", "figure": "r0", "player": "red", "kind": "meeple", "feature": "rd0", "featureType": "road"},
        {"type": "score", "feature": "rd0", "tiles": 10}
    ])");
}

} // namespace

class AbbotTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void supplies_data();
    void supplies() { checkOutcome(); }
    void completedFeatures_data();
    void completedFeatures() { checkOutcome(); }
    void recall_data();
    void recall() { checkOutcome(); }
    void recallBatches_data();
    void recallBatches() { checkOutcome(); }
    void otherExpansions_data();
    void otherExpansions() { checkOutcome(); }
    void messages_data();
    void messages() { checkOutcome(); }
    void finalScoring_data();
    void finalScoring() { checkOutcome(); }
    void errors_data();
    void errors() { checkRefusal(); }
};

void AbbotTest::supplies_data()
{
    outcomeColumns();
    {
        // Preparation: each player adds the abbot of their colour to their supply; the meeples stay 7.
        TestRecord r = game("red blue", "abbot");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("each player has one abbot")
            << r.json()
            << object(R"({"supplies": {"red": {"abbot": 1, "meeple": 7}, "blue": {"abbot": 1, "meeple": 7}}})");
    }
    {
        TestRecord r = game("red blue", "");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("without The Abbot the supplies hold no abbot")
            << r.json() << object(R"({"supplies": {"red": {"abbot": null, "meeple": 7}}})");
    }
    {
        TestRecord r = abbotOnMonastery();
        // The abbot leaves the supply (1 - 1 = 0); the meeples are untouched (7).
        QTest::addRow("an abbot on a monastery")
            << r.json() << object(R"({"supplies": {"red": {"abbot": 0, "meeple": 7}},
                          "board": {"figures": {"a1": {"player": "red", "kind": "abbot", "feature": "m1"}},
                                    "features": {"m1": {"type": "monastery", "figures": ["a1"]}}}})");
    }
    {
        TestRecord r = abbotOnGarden();
        QTest::addRow("an abbot on a garden") << r.json() << object(R"({"supplies": {"red": {"abbot": 0}},
                          "board": {"figures": {"a1": {"kind": "abbot", "feature": "g1"}},
                                    "features": {"g1": {"type": "garden", "figures": ["a1"]}}}})");
    }
    {
        // A garden lies in a field but is a feature of its own: the abbot on it and a farmer beside it.
        TestRecord r = abbotOnGarden();
        add(r,
            R"({"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "f1", "featureType": "field"})");
        QTest::addRow("a garden is a feature of its own beside its field")
            << r.json() << object(R"({"board": {"features": {"g1": {"type": "garden", "figures": ["a1"]},
                                                   "f1": {"type": "field", "figures": ["r1"]}}}})");
    }
}

void AbbotTest::completedFeatures_data()
{
    outcomeColumns();
    {
        // Surrounded by 8 tiles: 9 points, like a regular monastery; the abbot goes back (abbot 1).
        TestRecord r = abbotOnMonastery();
        add(r, R"({"type": "score", "feature": "m1"})");
        QTest::addRow("an abbot's completed monastery scores 9")
            << r.json() << object(R"({"scores": {"red": 9, "blue": 0}, "supplies": {"red": {"abbot": 1}},
                          "board": {"figures": {"a1": null}, "features": {"m1": null}},
                          "ledger": [{"event": 4, "player": "red", "points": 9, "rule": "monastery.completed",
                                      "feature": "m1"}]})");
    }
    {
        // A garden is scored exactly like a monastery: 1 for its tile + 8 around it = 9.
        TestRecord r = abbotOnGarden();
        add(r, R"({"type": "score", "feature": "g1"})");
        QTest::addRow("a completed garden scores 9")
            << r.json() << object(R"({"scores": {"red": 9, "blue": 0}, "supplies": {"red": {"abbot": 1}},
                          "board": {"features": {"g1": null}},
                          "ledger": [{"event": 4, "player": "red", "points": 9, "rule": "garden.completed",
                                      "feature": "g1"}]})");
    }
    {
        // Blue's tile completes Red's garden: Red scores 9 in Blue's turn.
        TestRecord r = abbotOnGarden();
        add(r, R"([{"type": "turn", "player": "blue"}, {"type": "score", "feature": "g1"}])");
        QTest::addRow("any player's tile may complete the abbot's garden")
            << r.json() << object(R"({"scores": {"red": 9, "blue": 0}, "supplies": {"red": {"abbot": 1}}})");
    }
}

void AbbotTest::recall_data()
{
    outcomeColumns();
    {
        // The rules' example: Red places no meeple and returns the abbot from a garden with 5 tiles around it:
        // 1 for the garden + 5 = 6 (`tiles` counts the garden's tile and its neighbours).
        TestRecord r = abbotOnGarden();
        add(r, R"({"type": "recall", "figure": "a1", "tiles": 6})");
        QTest::addRow("the rules' example: an abbot returned from a garden with 5 neighbours scores 6")
            << r.json() << object(R"({"scores": {"red": 6, "blue": 0}, "supplies": {"red": {"abbot": 1}},
                          "board": {"figures": {"a1": null}, "features": {"g1": null}},
                          "ledger": [{"event": 4, "player": "red", "points": 6, "rule": "abbot.recall", "feature": "g1",
                                      "from": 0, "to": 6}]})");
    }
    {
        // 1 for the monastery + 2 neighbours = 3.
        TestRecord r = abbotOnMonastery();
        add(r, R"({"type": "recall", "figure": "a1", "tiles": 3})");
        QTest::addRow("an abbot returned from a monastery with 2 neighbours scores 3")
            << r.json() << object(R"({"scores": {"red": 3, "blue": 0}, "supplies": {"red": {"abbot": 1}},
                          "ledger": [{"points": 3, "rule": "abbot.recall", "feature": "m1"}]})");
    }
    {
        // 1 + 7 neighbours = 8, the most an incomplete monastery has.
        TestRecord r = abbotOnMonastery();
        add(r, R"({"type": "recall", "figure": "a1", "tiles": 8})");
        QTest::addRow("an abbot returned from a monastery with 7 neighbours scores 8")
            << r.json() << object(R"({"scores": {"red": 8, "blue": 0}})");
    }
    {
        // The abbot need not be returned on the turn after it was placed: two whole rounds later, 1 + 4 = 5.
        TestRecord r = abbotOnGarden();
        add(r, R"([
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "recall", "figure": "a1", "tiles": 5}
        ])");
        QTest::addRow("the abbot may be returned on any later turn")
            << r.json() << object(R"({"scores": {"red": 5, "blue": 0}, "supplies": {"red": {"abbot": 1}}})");
    }
    {
        // The early return scores the abbot's garden only: Red's open road rd1 stays, worth nothing yet. Red 4.
        TestRecord r = game("red blue", "abbot");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "a1", "player": "red", "kind": "abbot", "feature": "g1", "featureType": "garden"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "recall", "figure": "a1", "tiles": 4}
        ])");
        QTest::addRow("the early return scores no other feature")
            << r.json() << object(R"({"scores": {"red": 4, "blue": 0},
                          "board": {"figures": {"r1": {"feature": "rd1"}, "a1": null}}})");
    }
    {
        // `mover`: the 6 points go to the messenger (0 + 6), the meeple stays on 0.
        TestRecord r = abbotOnGarden("abbot messengers");
        add(r, R"({"type": "recall", "figure": "a1", "tiles": 6, "mover": "messenger"})");
        QTest::addRow("the recall's points may move the messenger")
            << r.json() << object(R"({"scores": {"red": 6}, "figures": {"red": {"meeple": 0, "messenger": 6}}})");
    }
    {
        // Decision: a recall beside a place in one turn part is not an error (the record mirrors the table).
        // Red's meeple r1 goes onto a road and the abbot comes back with 1 + 2 = 3.
        TestRecord r = abbotOnMonastery();
        add(r, R"([
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "recall", "figure": "a1", "tiles": 3}
        ])");
        QTest::addRow("decision: a recall beside a place in one turn part")
            << r.json() << object(R"({"scores": {"red": 3}, "supplies": {"red": {"abbot": 1, "meeple": 6}}})");
    }
    {
        // Decision: a recall beside a pyramid in one turn part is not an error either. Red's three acrobats score
        // 3 x 5 = 15, then the abbot comes back with 1 + 1 = 2: Red 17.
        TestRecord r = abbotOnGarden("abbot bigtop");
        add(r, R"([
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "ac1", "featureType": "acrobats"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "ac1"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r3", "player": "red", "kind": "meeple", "feature": "ac1"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "pyramid", "feature": "ac1"},
            {"type": "recall", "figure": "a1", "tiles": 2}
        ])");
        QTest::addRow("decision: a recall beside a pyramid in one turn part")
            << r.json()
            << object(R"({"scores": {"red": 17, "blue": 0}, "supplies": {"red": {"abbot": 1, "meeple": 7}}})");
    }
}

void AbbotTest::recallBatches_data()
{
    outcomeColumns();
    {
        // Blue's robber stands on 0 with Red's meeple. Red's recall of 1 + 5 = 6 is an ordinary score: Red 0 -> 6,
        // the robber steals half of it rounded up, 3, for Blue and goes back.
        TestRecord r = abbotOnGarden("abbot robbers");
        add(r, R"([
            {"type": "turn", "player": "blue"},
            {"type": "robber", "player": "blue", "space": 0},
            {"type": "turn", "player": "red"},
            {"type": "recall", "figure": "a1", "tiles": 6}
        ])");
        QTest::addRow("a robber steals from a recall")
            << r.json() << object(R"({"scores": {"red": 6, "blue": 3}, "robbers": {},
                          "ledger": [{"player": "red", "points": 6, "rule": "abbot.recall"},
                                     {"player": "blue", "points": 3, "rule": "robber.steal"}]})");
    }
    {
        // Blue 3 (road of 3); Green's robber goes onto Blue's space 3. Red's tile completes a road of 3 (Red 0 -> 3)
        // and Red then returns the abbot (1 + 3 = 4: Red 3 -> 7). The recall is a batch of its own: when it
        // begins, Red's meeple stands on Green's space 3, so Green steals half of 4 = 2. (Had the recall been part of
        // the road's batch, Red would have started it on 0 and Green would steal nothing.)
        TestRecord r = game("red blue green", "abbot robbers");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "a1", "player": "red", "kind": "abbot", "feature": "g1", "featureType": "garden"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "rdB", "featureType": "road"},
            {"type": "score", "feature": "rdB", "tiles": 3},
            {"type": "turn", "player": "green"},
            {"type": "robber", "player": "green", "space": 3},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "score", "feature": "rd1", "tiles": 3},
            {"type": "recall", "figure": "a1", "tiles": 4}
        ])");
        QTest::addRow("decision: a recall is a batch of its own")
            << r.json() << object(R"({"scores": {"red": 7, "blue": 3, "green": 2}, "robbers": {}})");
    }
    {
        // 1 + 4 = 5: Red's meeple lands forward on the dark space 5 and Red owes a message.
        TestRecord r = abbotOnMonastery("abbot messengers");
        add(r, R"({"type": "recall", "figure": "a1", "tiles": 5})");
        QTest::addRow("decision: a recall can owe a message")
            << r.json()
            << object(R"({"scores": {"red": 5, "blue": 0}, "owed": [{"type": "message", "player": "red"}]})");
    }
    {
        // Red places the abbot on a monastery and the same tile completes a road of 10: Red 10, a message. Message 4
        // gives an extra tile, a new turn part, in which Red returns the abbot: 1 + 1 neighbour = 2, Red 12.
        TestRecord r = game("red blue", "abbot messengers");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "a1", "player": "red", "kind": "abbot", "feature": "m1", "featureType": "monastery"}
        ])");
        landOnTen(r);
        add(r, R"([
            {"type": "message", "tile": 4, "take": "action"},
            {"type": "recall", "figure": "a1", "tiles": 2}
        ])");
        QTest::addRow("the extra tile of message 4 may return the abbot")
            << r.json()
            << object(R"({"scores": {"red": 12, "blue": 0}, "owed": [], "supplies": {"red": {"abbot": 1}}})");
    }
    {
        // Red returns the abbot (1 + 4 = 5, dark: a message), draws message 4 and in the extra tile's turn part places
        // the abbot again and returns it: one recall per turn part, 1 + 2 = 3. Red 5 + 3 = 8.
        TestRecord r = abbotOnMonastery("abbot messengers");
        add(r, R"([
            {"type": "recall", "figure": "a1", "tiles": 5},
            {"type": "message", "tile": 4, "take": "action"},
            {"type": "place", "figure": "a1", "player": "red", "kind": "abbot", "feature": "g1", "featureType": "garden"},
            {"type": "recall", "figure": "a1", "tiles": 3}
        ])");
        QTest::addRow("one recall in each turn part of a turn")
            << r.json() << object(R"({"scores": {"red": 8, "blue": 0}, "owed": []})");
    }
    {
        // Red's builder stood on Red's road when the turn began. The first tile: a knight. The builder's tile: Red
        // returns the abbot, 1 + 6 = 7 (each part has its own phase 2).
        TestRecord r = game("red blue", "abbot traders");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "a1", "player": "red", "kind": "abbot", "feature": "m1", "featureType": "monastery"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rb", "player": "red", "kind": "builder", "feature": "rd1"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "builder"},
            {"type": "recall", "figure": "a1", "tiles": 7}
        ])");
        QTest::addRow("the abbot may be returned in the builder's turn part")
            << r.json()
            << object(R"({"scores": {"red": 7, "blue": 0}, "supplies": {"red": {"abbot": 1, "builder": 0}}})");
    }
    {
        // First part: the abbot back with 1 + 3 = 4, and placed again on a garden. The builder's part: back again
        // with 1 + 2 = 3. The limit is one recall per turn part: Red 4 + 3 = 7.
        TestRecord r = game("red blue", "abbot traders");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "a1", "player": "red", "kind": "abbot", "feature": "m1", "featureType": "monastery"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rb", "player": "red", "kind": "builder", "feature": "rd1"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "recall", "figure": "a1", "tiles": 4},
            {"type": "place", "figure": "a1", "player": "red", "kind": "abbot", "feature": "g1", "featureType": "garden"},
            {"type": "builder"},
            {"type": "recall", "figure": "a1", "tiles": 3}
        ])");
        QTest::addRow("a recall in each part of a double turn")
            << r.json() << object(R"({"scores": {"red": 7, "blue": 0}})");
    }
}

void AbbotTest::otherExpansions_data()
{
    outcomeColumns();
    {
        // Blue's ghost on the abbot (expand). Red returns it from a garden with 5 neighbours: 1 + 5 - 2 = 4. The ghost
        // returns to the general supply: 15 - 1 + 1 = 15.
        TestRecord r = abbotOnGarden("abbot ghosts");
        add(r, R"([
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "a1", "reason": "expand"},
            {"type": "turn", "player": "red"},
            {"type": "recall", "figure": "a1", "tiles": 6}
        ])");
        QTest::addRow("a ghost on the returned abbot costs 2")
            << r.json() << object(R"({"scores": {"red": 4, "blue": 0}, "generalSupply": {"ghosts": 15},
                          "supplies": {"red": {"abbot": 1}},
                          "ledger": [{"player": "red", "points": 4, "rule": "abbot.recall"}]})");
    }
    {
        // Two ghosts (Blue's expand, Red's own limit): 1 + 4 - 2 * 2 = 1; both ghosts back, 15.
        TestRecord r = abbotOnMonastery("abbot ghosts");
        add(r, R"([
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "a1", "reason": "expand"},
            {"type": "turn", "player": "red"},
            {"type": "ghost", "figure": "a1", "reason": "limit"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "recall", "figure": "a1", "tiles": 5}
        ])");
        QTest::addRow("two ghosts on the returned abbot cost 4")
            << r.json() << object(R"({"scores": {"red": 1, "blue": 0}, "generalSupply": {"ghosts": 15}})");
    }
    {
        // Red 10 (road of 10). Two ghosts on the abbot; back from a monastery with 1 neighbour: 2 - 4 = -2, Red 8.
        TestRecord r = game("red blue", "abbot ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r0", "player": "red", "kind": "meeple", "feature": "rd0", "featureType": "road"},
            {"type": "score", "feature": "rd0", "tiles": 10},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "a1", "player": "red", "kind": "abbot", "feature": "m1", "featureType": "monastery"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "a1", "reason": "expand"},
            {"type": "turn", "player": "red"},
            {"type": "ghost", "figure": "a1", "reason": "limit"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "recall", "figure": "a1", "tiles": 2}
        ])");
        QTest::addRow("a recall worth less than its ghosts takes points")
            << r.json() << object(R"({"scores": {"red": 8, "blue": 0},
                          "ledger": [{"points": 10, "rule": "road.completed"},
                                     {"points": -2, "rule": "abbot.recall", "from": 10, "to": 8}]})");
    }
    {
        // Ghosts, like on any meeple: the third one scares the abbot off (nothing scored), its 3 ghosts go back (15),
        // the garden is empty again.
        TestRecord r = abbotOnGarden("abbot ghosts");
        add(r, R"([
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "a1", "reason": "expand"},
            {"type": "turn", "player": "red"},
            {"type": "ghost", "figure": "a1", "reason": "limit"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "a1", "reason": "expand"}
        ])");
        QTest::addRow("the third ghost scares the abbot off")
            << r.json() << object(R"({"scores": {"red": 0, "blue": 0}, "generalSupply": {"ghosts": 15},
                          "supplies": {"red": {"abbot": 1}}, "board": {"figures": {"a1": null}, "features": {"g1": null}}})");
    }
    {
        // A completed garden scores like a monastery, ghosts included: 9 - 2 for Blue's ghost on the abbot = 7.
        TestRecord r = abbotOnGarden("abbot ghosts");
        add(r, R"([
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "a1", "reason": "expand"},
            {"type": "turn", "player": "red"},
            {"type": "score", "feature": "g1"}
        ])");
        QTest::addRow("a ghost on the abbot of a completed garden costs 2")
            << r.json() << object(R"({"scores": {"red": 7, "blue": 0}, "generalSupply": {"ghosts": 15}})");
    }
    {
        // Red 4 (road of 4). Blue's tower captures the abbot: no points for it (capturing never scores). Red buys it
        // back for 3, as for any figure: Red 4 - 3 = 1, Blue 0 + 3 = 3.
        TestRecord r = game("red blue", "abbot tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r0", "player": "red", "kind": "meeple", "feature": "rd0", "featureType": "road"},
            {"type": "score", "feature": "rd0", "tiles": 4},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "a1", "player": "red", "kind": "abbot", "feature": "m1", "featureType": "monastery"},
            {"type": "turn", "player": "blue"},
            {"type": "tower", "tower": "t1", "capture": "a1"}
        ])");
        QTest::addRow("a tower may capture the abbot") << r.json() << object(R"({"scores": {"red": 4, "blue": 0},
                          "prisoners": {"blue": [{"figure": "a1", "owner": "red", "kind": "abbot"}]},
                          "supplies": {"red": {"abbot": 0}}, "board": {"features": {"m1": null}}})");
        add(r, R"([{"type": "turn", "player": "red"}, {"type": "ransom", "figure": "a1"}])");
        QTest::addRow("a captured abbot's ransom is 3")
            << r.json() << object(R"({"scores": {"red": 1, "blue": 3}, "prisoners": {"blue": null},
                          "supplies": {"red": {"abbot": 1}}})");
    }
    {
        // The abbot beside the big top scores like any meeple: 1 figure x seal 4 = 4.
        TestRecord r = abbotOnMonastery("abbot bigtop");
        add(r, R"({"type": "circus", "animal": "seal", "meeples": {"red": 1}})");
        QTest::addRow("an abbot counts as one figure at the big top")
            << r.json() << object(R"({"scores": {"red": 4, "blue": 0}})");
    }
}

void AbbotTest::messages_data()
{
    outcomeColumns();
    {
        // Message 8 on the abbot scores its monastery as final scoring would: 1 + 3 neighbours = 4. Red 10 + 4 = 14;
        // the abbot goes back.
        TestRecord r = abbotOnMonastery("abbot messengers");
        landOnTen(r);
        add(r, R"({"type": "message", "tile": 8, "take": "action", "figure": "a1", "values": {"tiles": 4}})");
        QTest::addRow("message 8 on the abbot scores its monastery")
            << r.json() << object(R"({"scores": {"red": 14, "blue": 0}, "supplies": {"red": {"abbot": 1}},
                          "board": {"features": {"m1": null}},
                          "ledger": [{"points": 10}, {"points": 4, "rule": "message.meeple", "feature": "m1"}]})");
    }
    {
        // On a garden: 1 + 6 = 7 points, Red 17.
        TestRecord r = abbotOnGarden("abbot messengers");
        landOnTen(r);
        add(r, R"({"type": "message", "tile": 8, "take": "action", "figure": "a1", "values": {"tiles": 7}})");
        QTest::addRow("message 8 on the abbot scores its garden")
            << r.json() << object(R"({"scores": {"red": 17, "blue": 0}, "supplies": {"red": {"abbot": 1}},
                          "board": {"features": {"g1": null}}})");
    }
    {
        // Blue's ghost on the abbot: message 8 pays 1 + 7 - 2 = 6, Red 16; the ghost goes back (15).
        TestRecord r = abbotOnGarden("abbot messengers ghosts");
        add(r, R"([
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "a1", "reason": "expand"},
            {"type": "turn", "player": "red"}
        ])");
        landOnTen(r);
        add(r, R"({"type": "message", "tile": 8, "take": "action", "figure": "a1", "values": {"tiles": 8}})");
        QTest::addRow("message 8 on a ghosted abbot")
            << r.json() << object(R"({"scores": {"red": 16, "blue": 0}, "generalSupply": {"ghosts": 15}})");
    }
    {
        // The abbot on a monastery is its monk for message 3: the only monastery, 1 + 2 = 3. Red 13; the abbot stays.
        TestRecord r = abbotOnMonastery("abbot messengers");
        landOnTen(r);
        add(r, R"({"type": "message", "tile": 3, "take": "action", "values": {"m1": {"tiles": 3}}})");
        QTest::addRow("message 3 counts a monastery held by the abbot")
            << r.json()
            << object(R"({"scores": {"red": 13, "blue": 0}, "board": {"figures": {"a1": {"feature": "m1"}}}})");
    }
    {
        // Red's meeple on monastery m1 (6 tiles) and abbot on garden g1 (it would be 3). Message 3 knows monasteries
        // only: its values list m1 alone and the smallest is 6. Red 16.
        TestRecord r = abbotOnGarden("abbot messengers");
        add(r,
            R"({"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "m1", "featureType": "monastery"})");
        add(r, R"([{"type": "turn", "player": "blue"}, {"type": "turn", "player": "red"}])");
        landOnTen(r);
        add(r, R"({"type": "message", "tile": 3, "take": "action", "values": {"m1": {"tiles": 6}}})");
        QTest::addRow("message 3 never counts a garden") << r.json() << object(R"({"scores": {"red": 16, "blue": 0}})");
    }
    {
        // Message 6 counts knights: the abbot is never one. Red's knight r1: 2 x 1 = 2, Red 12.
        TestRecord r = abbotOnMonastery("abbot messengers");
        add(r,
            R"({"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"})");
        add(r, R"([{"type": "turn", "player": "blue"}, {"type": "turn", "player": "red"}])");
        landOnTen(r);
        add(r, R"({"type": "message", "tile": 6, "take": "action"})");
        QTest::addRow("message 6 does not count the abbot")
            << r.json() << object(R"({"scores": {"red": 12, "blue": 0}})");
    }
}

void AbbotTest::finalScoring_data()
{
    outcomeColumns();
    {
        // An abbot still on the board scores like an incomplete monastery: 1 + 4 neighbours = 5.
        TestRecord r = abbotOnMonastery();
        add(r, R"({"type": "end", "values": {"m1": {"tiles": 5}}})");
        QTest::addRow("an abbot on an incomplete monastery scores its tiles")
            << r.json() << object(R"({"scores": {"red": 5, "blue": 0}, "finished": true,
                          "ledger": [{"event": 4, "player": "red", "points": 5, "rule": "monastery.final"}]})");
    }
    {
        // A garden likewise: 1 + 3 = 4.
        TestRecord r = abbotOnGarden();
        add(r, R"({"type": "end", "values": {"g1": {"tiles": 4}}})");
        QTest::addRow("an abbot on an incomplete garden scores its tiles")
            << r.json() << object(R"({"scores": {"red": 4, "blue": 0}, "finished": true,
                          "ledger": [{"event": 4, "player": "red", "points": 4, "rule": "garden.final", "feature": "g1"}]})");
    }
    {
        // The garden 4, then the ghost on the abbot -1 (final step 5): Red 3.
        TestRecord r = abbotOnGarden("abbot ghosts");
        add(r, R"([
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "a1", "reason": "expand"},
            {"type": "end", "values": {"g1": {"tiles": 4}}}
        ])");
        QTest::addRow("a ghost on an abbot costs 1 at the end, after its garden")
            << r.json() << object(R"({"scores": {"red": 3, "blue": 0},
                          "ledger": [{"points": 4, "rule": "garden.final"}, {"points": -1, "rule": "ghosts.final"}]})");
    }
}

void AbbotTest::errors_data()
{
    refusalColumns();
    // The abbot may only be placed on a monastery or a garden.
    for (const char *type : { "road", "city", "field" }) {
        TestRecord r = game("red blue", "abbot");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("an abbot on a %s", type)
            << withRefused(r,
                           u"{\"type\": \"place\", \"figure\": \"a1\", \"player\": \"red\", \"kind\": \"abbot\", "
                           "\"feature\": \"x1\", \"featureType\": \"%1\"}"_s.arg(QLatin1String(type))
                               .toUtf8())
            << u"AbbotOnlyOnMonastery(%1)"_s.arg(QLatin1String(type));
    }
    // Cemeteries and castles are not monastic buildings or gardens [rulings between the expansions].
    for (const char *type : { "castle", "cemetery" }) {
        TestRecord r = game("red blue", "abbot ghosts");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("an abbot on a %s", type)
            << withRefused(r,
                           u"{\"type\": \"place\", \"figure\": \"a1\", \"player\": \"red\", \"kind\": \"abbot\", "
                           "\"feature\": \"x1\", \"featureType\": \"%1\"}"_s.arg(QLatin1String(type))
                               .toUtf8())
            << u"AbbotOnlyOnMonastery"_s;
    }
    {
        // The abbot may not be placed on a tower [rulings between the expansions].
        TestRecord r = game("red blue", "abbot tower");
        add(r,
            R"([{"type": "turn", "player": "red"}, {"type": "tower", "tower": "t1"}, {"type": "turn", "player": "blue"},
                   {"type": "turn", "player": "red"}])");
        QTest::addRow("an abbot on a tower")
            << withRefused(r, R"({"type": "place", "figure": "a1", "player": "red", "kind": "abbot", "feature": "t1"})")
            << u"AbbotOnlyOnMonastery(tower)"_s;
    }
    {
        TestRecord r = game("red blue", "abbot bigtop");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("an abbot on an acrobat space") << withRefused(
            r,
            R"({"type": "place", "figure": "a1", "player": "red", "kind": "abbot", "feature": "ac1", "featureType": "acrobats"})")
                                                      << u"AbbotOnlyOnMonastery(acrobats)"_s;
    }
    // Only the abbot may occupy a garden: not a meeple, nor a large meeple or any other figure.
    const struct {
        const char *kind;
        const char *expansions;
    } others[] = { { "meeple", "abbot" },          { "large", "abbot inns" },
                   { "guard", "abbot ghosts" },    { "ringmaster", "abbot bigtop" },
                   { "builder", "abbot traders" }, { "pig", "abbot traders" } };
    for (const auto &other : others) {
        TestRecord r = game("red blue", other.expansions);
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("a figure of kind %s on a garden", other.kind)
            << withRefused(r,
                           u"{\"type\": \"place\", \"figure\": \"x1\", \"player\": \"red\", \"kind\": \"%1\", "
                           "\"feature\": \"g1\", \"featureType\": \"garden\"}"_s.arg(QLatin1String(other.kind))
                               .toUtf8())
            << u"GardenOnlyForAbbot(%1)"_s.arg(QLatin1String(other.kind));
    }
    {
        // The garden is occupied by Red's abbot; Blue's meeple cannot join it.
        TestRecord r = abbotOnGarden();
        add(r, R"({"type": "turn", "player": "blue"})");
        QTest::addRow("a meeple on an abbot's garden") << withRefused(
            r, R"({"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "g1"})")
                                                       << u"FeatureOccupied"_s;
    }
    {
        // The usual rules: the monastery must be unoccupied.
        TestRecord r = game("red blue", "abbot");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "m1", "featureType": "monastery"},
            {"type": "turn", "player": "blue"}
        ])");
        QTest::addRow("an abbot on an occupied monastery") << withRefused(
            r, R"({"type": "place", "figure": "b1", "player": "blue", "kind": "abbot", "feature": "m1"})")
                                                           << u"FeatureOccupied"_s;
    }
    {
        TestRecord r = abbotOnGarden();
        QTest::addRow("a second abbot") << withRefused(
            r,
            R"({"type": "place", "figure": "a2", "player": "red", "kind": "abbot", "feature": "m1", "featureType": "monastery"})")
                                        << u"SupplyEmpty"_s;
    }
    {
        TestRecord r = game("red blue", "tower");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("an abbot without The Abbot") << withRefused(
            r,
            R"({"type": "place", "figure": "a1", "player": "red", "kind": "abbot", "feature": "m1", "featureType": "monastery"})")
                                                    << u"FigureKindNeedsExpansion(abbot, abbot)"_s;
    }
    {
        TestRecord r = game("red blue", "");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("a garden without The Abbot") << withRefused(
            r,
            R"({"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "g1", "featureType": "garden"})")
                                                    << u"FeatureTypeNeedsExpansion(garden, abbot)"_s;
    }
    {
        TestRecord r = game("red blue", "inns traders");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("a recall without The Abbot")
            << withRefused(r, R"({"type": "recall", "figure": "a1", "tiles": 3})")
            << u"EventNeedsExpansion(\"recall\", abbot)"_s;
    }
    QTest::addRow("an unknown expansion key") << object(R"({"format": "meeple-ledger/1",
            "players": [{"id": "red", "name": "Ana"}, {"id": "blue", "name": "Ben"}],
            "expansions": ["abbots"], "events": []})")
                                              << -1 << u"ExpansionUnknown(\"abbots\")"_s;
    {
        TestRecord r = abbotOnGarden();
        add(r,
            R"({"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "m1", "featureType": "monastery"})");
        add(r, R"([{"type": "turn", "player": "blue"}, {"type": "turn", "player": "red"}])");
        QTest::addRow("a recall of a meeple") << withRefused(r, R"({"type": "recall", "figure": "r1", "tiles": 3})")
                                              << u"RecallNotAbbot(\"r1\", meeple)"_s;
    }
    {
        TestRecord r = abbotOnGarden();
        add(r, R"({"type": "turn", "player": "blue"})");
        QTest::addRow("a recall of another player's abbot")
            << withRefused(r, R"({"type": "recall", "figure": "a1", "tiles": 3})")
            << u"RecallOtherPlayer(\"a1\", red)"_s;
    }
    {
        // One recall per turn part: the abbot placed again in the same part cannot come back again.
        TestRecord r = abbotOnGarden();
        add(r, R"([
            {"type": "recall", "figure": "a1", "tiles": 3},
            {"type": "place", "figure": "a1", "player": "red", "kind": "abbot", "feature": "m1", "featureType": "monastery"}
        ])");
        QTest::addRow("a second recall in one turn part")
            << withRefused(r, R"({"type": "recall", "figure": "a1", "tiles": 2})") << u"RecallTwice(red)"_s;
    }
    {
        TestRecord r = game("red blue", "abbot");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("a recall of an abbot in the supply")
            << withRefused(r, R"({"type": "recall", "figure": "a1", "tiles": 3})") << u"NoSuchFigure"_s;
    }
    {
        // Blue holds the abbot as a prisoner: it is not on the board to be returned.
        TestRecord r = abbotOnMonastery("abbot tower");
        add(r, R"([{"type": "turn", "player": "blue"}, {"type": "tower", "tower": "t1", "capture": "a1"},
                   {"type": "turn", "player": "red"}])");
        QTest::addRow("a recall of a captured abbot")
            << withRefused(r, R"({"type": "recall", "figure": "a1", "tiles": 3})") << u"NoSuchFigure"_s;
    }
    {
        // Incomplete: its tile and at most 7 neighbours, so 1 to 8.
        TestRecord r = abbotOnMonastery();
        QTest::addRow("a recall of 9 tiles: the monastery would be complete")
            << withRefused(r, R"({"type": "recall", "figure": "a1", "tiles": 9})") << u"FieldNotWholeNumber"_s;
    }
    {
        TestRecord r = abbotOnMonastery();
        QTest::addRow("a recall of 0 tiles")
            << withRefused(r, R"({"type": "recall", "figure": "a1", "tiles": 0})") << u"FieldNotWholeNumber"_s;
    }
    {
        TestRecord r = abbotOnMonastery();
        QTest::addRow("a recall without tiles")
            << withRefused(r, R"({"type": "recall", "figure": "a1"})") << u"FieldMissing"_s;
    }
    {
        // A garden is a feature of its own: `merge` joins roads, cities and fields only.
        TestRecord r = abbotOnGarden();
        add(r, R"([
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "abbot", "feature": "g2", "featureType": "garden"},
            {"type": "turn", "player": "red"}
        ])");
        QTest::addRow("a merge of two gardens")
            << withRefused(r, R"({"type": "merge", "features": ["g1", "g2"], "into": "g1"})")
            << u"MergeTypeNotMergeable(\"g1\", garden)"_s;
    }
    {
        // An occupied garden needs an `end` entry.
        TestRecord r = abbotOnGarden();
        QTest::addRow("an end without the garden's entry")
            << withRefused(r, R"({"type": "end", "values": {}})") << u"EndValueMissing(garden, \"g1\")"_s;
    }
    {
        TestRecord r = abbotOnGarden();
        QTest::addRow("a garden of 10 tiles at the end")
            << withRefused(r, R"({"type": "end", "values": {"g1": {"tiles": 10}}})") << u"FieldNotWholeNumber"_s;
    }
    {
        // Message 3's values list monasteries only.
        TestRecord r = abbotOnGarden("abbot messengers");
        add(r,
            R"({"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "m1", "featureType": "monastery"})");
        add(r, R"([{"type": "turn", "player": "blue"}, {"type": "turn", "player": "red"}])");
        landOnTen(r);
        QTest::addRow("message 3 listing a garden") << withRefused(
            r,
            R"({"type": "message", "tile": 3, "take": "action", "values": {"m1": {"tiles": 6}, "g1": {"tiles": 2}}})")
                                                    << u"MessageValueNotListed"_s;
    }
    {
        // Red's only monastic figure is the abbot on a garden: no monastery, so message 3 must be taken as points.
        TestRecord r = abbotOnGarden("abbot messengers");
        landOnTen(r);
        QTest::addRow("message 3 with only a garden")
            << withRefused(r, R"({"type": "message", "tile": 3, "take": "action", "values": {"g1": {"tiles": 2}}})")
            << u"MessageWithoutFigure"_s;
    }
    {
        // The abbot is Red's one figure on the board: the big top may count 1 for Red, not 2.
        TestRecord r = abbotOnMonastery("abbot bigtop");
        QTest::addRow("the big top counting 2 figures for a lone abbot")
            << withRefused(r, R"({"type": "circus", "animal": "seal", "meeples": {"red": 2}})")
            << u"FieldNotWholeNumber"_s;
    }
}

QTEST_GUILESS_MAIN(AbbotTest)
#include "tst_abbot.moc"
