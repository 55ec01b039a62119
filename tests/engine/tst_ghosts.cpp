// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Rules tests for Ghosts, Castles and Cemeteries (the rules of Ghosts, Castles and Cemeteries, and
// docs/record-format.md, "Ghosts"). Every expected number is worked out by hand beside its row.

#include "recordtest.h"

#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

// Four figures a side, each haunted twice in the order the rules allow (one expand and one limit a
// turn): the 15th ghost event empties the supply, a 16th has nothing to take.
TestRecord hauntEightFigures(int ghostEvents)
{
    TestRecord r = game("red blue", "ghosts");
    for (int i = 1; i <= 4; ++i) {
        add(r,
            u"[{\"type\": \"turn\", \"player\": \"red\"},"
            " {\"type\": \"place\", \"figure\": \"r%1\", \"player\": \"red\", \"kind\": \"meeple\", \"feature\": "
            "\"rd-r%1\", \"featureType\": \"road\"},"
            " {\"type\": \"turn\", \"player\": \"blue\"},"
            " {\"type\": \"place\", \"figure\": \"b%1\", \"player\": \"blue\", \"kind\": \"meeple\", \"feature\": \"rd-b%1\", \"featureType\": \"road\"}]"_s
                .arg(i)
                .toUtf8());
    }
    int added = 0;
    for (int i = 1; i <= 4 && added < ghostEvents; ++i) {
        const QString steps[4][3] = { { u"red"_s, u"b"_s, u"expand"_s },
                                      { u"red"_s, u"r"_s, u"limit"_s },
                                      { u"blue"_s, u"r"_s, u"expand"_s },
                                      { u"blue"_s, u"b"_s, u"limit"_s } };
        for (int s = 0; s < 4 && added < ghostEvents; ++s) {
            if (s % 2 == 0)
                add(r, u"{\"type\": \"turn\", \"player\": \"%1\"}"_s.arg(steps[s][0]).toUtf8());
            add(r,
                u"{\"type\": \"ghost\", \"figure\": \"%1%2\", \"reason\": \"%3\"}"_s.arg(steps[s][1])
                    .arg(i)
                    .arg(steps[s][2])
                    .toUtf8());
            ++added;
        }
    }
    return r;
}

} // namespace

class GhostsTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void supplies_data();
    void supplies() { checkOutcome(); }
    void completedFeatures_data();
    void completedFeatures() { checkOutcome(); }
    void castlesAndMonasteries_data();
    void castlesAndMonasteries() { checkOutcome(); }
    void cemeteries_data();
    void cemeteries() { checkOutcome(); }
    void finalScoring_data();
    void finalScoring() { checkOutcome(); }
    void thirdGhost_data();
    void thirdGhost() { checkOutcome(); }
    void ghostsReturn_data();
    void ghostsReturn() { checkOutcome(); }
    void errors_data();
    void errors() { checkError(); }
    void rulesDecisions_data();
    void rulesDecisions() { checkOutcome(); }
};

void GhostsTest::supplies_data()
{
    outcomeColumns();
    {
        // Preparation: 2 guards + 5 normal meeples each, 3 more guards per colour beside the track, 15 ghosts.
        TestRecord r = game("red blue green", "ghosts");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("ghosts: 5 meeples and 2 guards each, 3 spare guards per colour, 15 ghosts")
            << r.json() << object(R"({"supplies": {"red": {"meeple": 5, "guard": 2}, "blue": {"meeple": 5, "guard": 2},
                                       "green": {"meeple": 5, "guard": 2}},
                          "generalSupply": {"ghosts": 15, "guards": {"red": 3, "blue": 3, "green": 3}}})");
    }
    {
        TestRecord r = game("red blue", "");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("without ghosts: the base game's 7 meeples")
            << r.json() << object(R"({"supplies": {"red": {"meeple": 7}}})");
    }
    {
        // Two ghosts on r1: 15 - 2 = 13 left in the general supply.
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "r1", "reason": "expand"},
            {"type": "turn", "player": "red"},
            {"type": "ghost", "figure": "r1", "reason": "limit"}
        ])");
        QTest::addRow("each ghost comes from the general supply of 15")
            << r.json()
            << object(
                   R"({"generalSupply": {"ghosts": 13}, "board": {"figures": {"r1": {"ghosts": 2, "feature": "rd1"}}}})");
    }
    // 15 ghost events on eight figures (two each, the last figure one): 15 - 15 = 0 left.
    QTest::addRow("fifteen ghosts in play empty the general supply")
        << hauntEightFigures(15).json() << object(R"({"generalSupply": {"ghosts": 0},
                      "board": {"figures": {"r1": {"ghosts": 2}, "b1": {"ghosts": 2}, "r4": {"ghosts": 2},
                                            "b4": {"ghosts": 1}}}})");
}

void GhostsTest::completedFeatures_data()
{
    outcomeColumns();
    {
        // FAQ 9/2022: city 5 tiles + 1 coat = 2*5 + 2*1 = 12. Red 2 meeples beat Black's 1: Red 12 (no ghost of
        // Red's), Black has no majority so neither scores nor loses for its ghost: 0.
        TestRecord r = game("red black", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "turn", "player": "black"},
            {"type": "place", "figure": "k1", "player": "black", "kind": "meeple", "feature": "c2", "featureType": "city"},
            {"type": "turn", "player": "red"},
            {"type": "ghost", "figure": "k1", "reason": "expand"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "c3", "featureType": "city"},
            {"type": "turn", "player": "black"},
            {"type": "merge", "features": ["c1", "c2", "c3"], "into": "c1"},
            {"type": "score", "feature": "c1", "tiles": 5, "coats": 1}
        ])");
        QTest::addRow("FAQ 9/2022: Red 12 with the majority, Black 0 and no penalty for its ghost")
            << r.json() << object(R"({"scores": {"red": 12, "black": 0},
                          "ledger": [{"event": 9, "player": "red", "points": 12, "rule": "city.completed",
                                      "detail": {"value": 12, "ghosts": 0, "figures": 2}}],
                          "generalSupply": {"ghosts": 15},
                          "supplies": {"red": {"meeple": 5}, "black": {"meeple": 5}}})");
    }
    {
        // Rules example: a city worth 8 (4 tiles, no coat: 2*4) with 2 ghosts on the scored meeple: 8 - 2*2 = 4.
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "r1", "reason": "expand"},
            {"type": "turn", "player": "red"},
            {"type": "ghost", "figure": "r1", "reason": "limit"},
            {"type": "score", "feature": "c1", "tiles": 4, "coats": 0}
        ])");
        QTest::addRow("rules example: a city worth 8 with 2 ghosts brings 4")
            << r.json() << object(R"({"scores": {"red": 4, "blue": 0},
                          "ledger": [{"event": 6, "player": "red", "points": 4, "rule": "city.completed",
                                      "detail": {"value": 8, "ghosts": 2}}]})");
    }
    {
        // Road of 5 tiles = 5, tied 1-1: Red 5 - 2*1 = 3 for its own ghost, Blue the full 5. Payouts in seating
        // order from the active player (Red).
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "r1", "reason": "expand"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "rd2", "featureType": "road"},
            {"type": "turn", "player": "red"},
            {"type": "merge", "features": ["rd1", "rd2"], "into": "rd1"},
            {"type": "score", "feature": "rd1", "tiles": 5}
        ])");
        QTest::addRow("tied majority: each tied player loses only for the ghosts on their own figures")
            << r.json() << object(R"({"scores": {"red": 3, "blue": 5},
                          "ledger": [{"player": "red", "points": 3, "rule": "road.completed"},
                                     {"player": "blue", "points": 5, "rule": "road.completed"}]})");
    }
    {
        // Completed monastery 9, one ghost on the monk: 9 - 2 = 7.
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "m1", "featureType": "monastery"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "r1", "reason": "expand"},
            {"type": "turn", "player": "red"},
            {"type": "score", "feature": "m1"}
        ])");
        QTest::addRow("a ghost on a monk: 9 - 2 = 7") << r.json() << object(R"({"scores": {"red": 7}})");
    }
    {
        // Red first 10 (city 4 tiles + 1 coat = 8 + 2); then a 2-tile road with 2 ghosts: 2 - 4 = -2, 10 -> 8.
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "r1", "reason": "expand"},
            {"type": "turn", "player": "red"},
            {"type": "ghost", "figure": "r1", "reason": "limit"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "score", "feature": "c1", "tiles": 4, "coats": 1},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "score", "feature": "rd1", "tiles": 2}
        ])");
        QTest::addRow("ghosts worth more than the feature: the payout is negative and moves the figure back")
            << r.json() << object(R"({"scores": {"red": 8},
                          "ledger": [{"points": 10, "from": 0, "to": 10},
                                     {"rule": "road.completed", "points": -2, "from": 10, "to": 8}]})");
    }
    {
        // Red at 2 (road of 2), then a 1-tile road with 2 ghosts: 1 - 4 = -3, but the track stops at 0.
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "r1", "reason": "expand"},
            {"type": "turn", "player": "red"},
            {"type": "ghost", "figure": "r1", "reason": "limit"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "rd2", "featureType": "road"},
            {"type": "score", "feature": "rd2", "tiles": 2},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "score", "feature": "rd1", "tiles": 1}
        ])");
        QTest::addRow("a negative payout never takes the score below 0")
            << r.json() << object(R"({"scores": {"red": 0}, "figures": {"red": {"meeple": 0}},
                          "ledger": [{"points": 2}, {"rule": "road.completed", "points": -3, "from": 2, "to": 0}]})");
    }
    {
        // A guard is placed "as any other meeple": alone in a city of 3 tiles + 1 coat = 6 + 2 = 8; it goes home.
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "g1", "player": "red", "kind": "guard", "feature": "c1", "featureType": "city"},
            {"type": "score", "feature": "c1", "tiles": 3, "coats": 1}
        ])");
        QTest::addRow("a guard scores a city like any meeple")
            << r.json() << object(R"({"scores": {"red": 8}, "supplies": {"red": {"guard": 2, "meeple": 5}}})");
    }
    {
        // 1 guard (Red) against 1 meeple (Blue): a tie, each scores the road of 4.
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "g1", "player": "red", "kind": "guard", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "rd2", "featureType": "road"},
            {"type": "merge", "features": ["rd1", "rd2"], "into": "rd1"},
            {"type": "turn", "player": "red"},
            {"type": "score", "feature": "rd1", "tiles": 4}
        ])");
        QTest::addRow("a guard counts as one figure for the majority")
            << r.json() << object(R"({"scores": {"red": 4, "blue": 4}})");
    }
}

void GhostsTest::castlesAndMonasteries_data()
{
    outcomeColumns();
    {
        // Completed castle: 2 per tile with mist among the castle tile and its 8 neighbours; 3 mist = 6.
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "g1", "player": "red", "kind": "guard", "feature": "k1", "featureType": "castle"},
            {"type": "score", "feature": "k1", "mist": 3}
        ])");
        QTest::addRow("completed castle: 2 points per mist tile (3 mist = 6)")
            << r.json() << object(R"({"scores": {"red": 6},
                          "ledger": [{"rule": "castle.completed", "points": 6, "detail": {"mist": 3, "value": 6}}],
                          "supplies": {"red": {"guard": 2}}})");
    }
    {
        // FAQ 9/2022 (castle beside the 2x2 start tile): only the one square beside it counts, and it has no
        // mist; the castle tile and one other neighbour do: 2 mist * 2 = 4 (answer A), not 6.
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "k1", "featureType": "castle"},
            {"type": "score", "feature": "k1", "mist": 2}
        ])");
        QTest::addRow("FAQ 9/2022: castle beside the start tile scores 4 (answer A)")
            << r.json() << object(R"({"scores": {"red": 4}})");
    }
    {
        // Castle with 4 mist = 8, one ghost on its keeper: 8 - 2 = 6.
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "k1", "featureType": "castle"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "r1", "reason": "expand"},
            {"type": "turn", "player": "red"},
            {"type": "score", "feature": "k1", "mist": 4}
        ])");
        QTest::addRow("a ghost on a castle keeper: 2 * 4 mist - 2 = 6")
            << r.json() << object(R"({"scores": {"red": 6}})");
    }
    {
        // At the end an occupied castle is worth 1 per mist tile: 3 mist = 3.
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "k1", "featureType": "castle"},
            {"type": "turn", "player": "blue"},
            {"type": "end", "values": {"k1": {"mist": 3}}}
        ])");
        QTest::addRow("occupied castle at the end: 1 point per mist tile (3 mist = 3)")
            << r.json() << object(R"({"scores": {"red": 3}, "finished": true,
                          "ledger": [{"rule": "castle.final", "points": 3, "player": "red"}]})");
    }
    {
        // FAQ 9/2022 (monastery beside the start tile): the start tile is 4 normal tiles; completed = 9.
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "m1", "featureType": "monastery"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "score", "feature": "m1"}
        ])");
        QTest::addRow("FAQ 9/2022: a monastery beside the start tile scores 9 (answer A)")
            << r.json()
            << object(R"({"scores": {"red": 9}, "ledger": [{"rule": "monastery.completed", "points": 9}]})");
    }
    {
        // Same FAQ at the end: itself 1 + two start-tile squares 2 + three other tiles 3 = 6.
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "m1", "featureType": "monastery"},
            {"type": "turn", "player": "blue"},
            {"type": "end", "values": {"m1": {"tiles": 6}}}
        ])");
        QTest::addRow("incomplete monastery beside the start tile: each covered square counts (1 + 2 + 3 = 6)")
            << r.json() << object(R"({"scores": {"red": 6}})");
    }
}

void GhostsTest::cemeteries_data()
{
    outcomeColumns();
    {
        // A completed cemetery scores nothing; the keeper goes home and a spare red guard joins Red's supply:
        // guards 2 + 1 = 3, spare red guards 3 - 1 = 2.
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "y1", "featureType": "cemetery"},
            {"type": "score", "feature": "y1"}
        ])");
        QTest::addRow("completed cemetery: 0 points and a guard from the general supply")
            << r.json() << object(R"({"scores": {"red": 0},
                          "supplies": {"red": {"meeple": 5, "guard": 3}, "blue": {"meeple": 5, "guard": 2}},
                          "generalSupply": {"guards": {"red": 2, "blue": 3}},
                          "board": {"figures": {"r1": null}}})");
    }
    {
        // FAQ 11/2022: Red at 10 (city 4 tiles + 1 coat); the cemetery keeper has one ghost: 0 - 2 = -2, 10 -> 8.
        // The guard still comes (3), the keeper and the ghost go home.
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "y1", "featureType": "cemetery"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "r1", "reason": "expand"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "score", "feature": "c1", "tiles": 4, "coats": 1},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "score", "feature": "y1"}
        ])");
        QTest::addRow("FAQ 11/2022: a cemetery keeper with a ghost scores -2")
            << r.json() << object(R"({"scores": {"red": 8},
                          "ledger": [{"points": 10}, {"event": 9, "rule": "cemetery.completed", "points": -2, "from": 10, "to": 8}],
                          "supplies": {"red": {"meeple": 5, "guard": 3}},
                          "generalSupply": {"ghosts": 15, "guards": {"red": 2}}})");
    }
    {
        // A guard as keeper comes back as well: guards 2 - 1 (placed) + 1 (back) + 1 (new) = 3.
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "g1", "player": "red", "kind": "guard", "feature": "y1", "featureType": "cemetery"},
            {"type": "score", "feature": "y1"}
        ])");
        QTest::addRow("a guard keeper goes home beside the new guard")
            << r.json() << object(R"({"supplies": {"red": {"guard": 3}}, "generalSupply": {"guards": {"red": 2}}})");
    }
    {
        // Four completed cemeteries: the spare red guards run out after three (2 + 3 = 5 guards), the fourth gives
        // none.
        TestRecord r = game("red blue", "ghosts");
        for (int i = 0; i < 4; ++i) {
            add(r, R"([
                {"type": "turn", "player": "red"},
                {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "y1", "featureType": "cemetery"},
                {"type": "score", "feature": "y1"},
                {"type": "turn", "player": "blue"}
            ])");
        }
        QTest::addRow("no guard left of one's colour: the cemetery gives none")
            << r.json() << object(R"({"supplies": {"red": {"meeple": 5, "guard": 5}, "blue": {"guard": 2}},
                          "generalSupply": {"guards": {"red": 0, "blue": 3}}})");
    }
    {
        // FAQ 11/2022 for the end: Red 10 (city 4 + 1 coat), keeper on an unfinished cemetery with 2 ghosts:
        // no final scoring, no ghost penalty: Red stays at 10.
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "score", "feature": "c1", "tiles": 4, "coats": 1},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "y1", "featureType": "cemetery"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "r1", "reason": "expand"},
            {"type": "turn", "player": "red"},
            {"type": "ghost", "figure": "r1", "reason": "limit"},
            {"type": "turn", "player": "blue"},
            {"type": "end", "values": {}}
        ])");
        QTest::addRow("FAQ 11/2022: a cemetery keeper has no final scoring and no ghost penalty")
            << r.json() << object(R"({"scores": {"red": 10, "blue": 0}, "finished": true})");
    }
}

void GhostsTest::finalScoring_data()
{
    outcomeColumns();
    {
        // At the end the road scores in full (3), then -1 per ghost: 3 - 2 = 1.
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "r1", "reason": "expand"},
            {"type": "turn", "player": "red"},
            {"type": "ghost", "figure": "r1", "reason": "limit"},
            {"type": "turn", "player": "blue"},
            {"type": "end", "values": {"rd1": {"tiles": 3}}}
        ])");
        QTest::addRow("final scoring: -1 per ghost, after the feature scores in full")
            << r.json() << object(R"({"scores": {"red": 1},
                          "ledger": [{"rule": "road.final", "player": "red", "points": 3},
                                     {"rule": "ghosts.final", "player": "red", "points": -2, "from": 3, "to": 1}]})");
    }
    {
        // Red 6 (road of 6). City 4 tiles + 1 coat at the end = 5 for Blue's 2 knights; Red's 1 knight scores
        // nothing but its ghost still costs 1: Red 6 - 1 = 5, Blue 5.
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "r1", "reason": "expand"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "c2", "featureType": "city"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "score", "feature": "rd1", "tiles": 6},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b2", "player": "blue", "kind": "meeple", "feature": "c3", "featureType": "city"},
            {"type": "turn", "player": "red"},
            {"type": "merge", "features": ["c1", "c2", "c3"], "into": "c1"},
            {"type": "end", "values": {"c1": {"tiles": 4, "coats": 1}}}
        ])");
        QTest::addRow("final scoring: the ghost penalty hits figures without the majority too")
            << r.json() << object(R"({"scores": {"red": 5, "blue": 5}})");
    }
    {
        // Red 1 (a 1-tile road), two farmers with a ghost each in fields with no completed city: 0 + 0, then
        // -2: the track stops at 0.
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r3", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "score", "feature": "rd1", "tiles": 1},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "f1", "featureType": "field"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "r1", "reason": "expand"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "f2", "featureType": "field"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "r2", "reason": "expand"},
            {"type": "end", "values": {"f1": {"cities": 0}, "f2": {"cities": 0}}}
        ])");
        QTest::addRow("final ghost penalty never takes a score below 0")
            << r.json() << object(R"({"scores": {"red": 0}, "figures": {"red": {"meeple": 0}}, "finished": true})");
    }
    {
        // Castle at the end 1 per mist (5), one ghost on its keeper -1: 4.
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "k1", "featureType": "castle"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "r1", "reason": "expand"},
            {"type": "end", "values": {"k1": {"mist": 5}}}
        ])");
        QTest::addRow("final scoring: a castle keeper's ghost costs 1 (5 mist - 1 = 4)")
            << r.json() << object(R"({"scores": {"red": 4}})");
    }
}

void GhostsTest::thirdGhost_data()
{
    outcomeColumns();
    const char *threeGhostsOnR1 = R"([
        {"type": "turn", "player": "red"},
        {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
        {"type": "turn", "player": "blue"},
        {"type": "ghost", "figure": "r1", "reason": "expand"},
        {"type": "turn", "player": "red"},
        {"type": "ghost", "figure": "r1", "reason": "limit"},
        {"type": "turn", "player": "blue"},
        {"type": "ghost", "figure": "r1", "reason": "expand"}
    ])";
    {
        // The third ghost: r1 back to Red's supply (5), its 3 ghosts back to the general supply (15).
        TestRecord r = game("red blue", "ghosts");
        add(r, threeGhostsOnR1);
        QTest::addRow("the third ghost scares the meeple off")
            << r.json() << object(R"({"board": {"figures": {"r1": null}, "features": {"rd1": null}},
                          "supplies": {"red": {"meeple": 5}}, "generalSupply": {"ghosts": 15}, "scores": {"red": 0}})");
    }
    {
        // Red's own limit ghost is the third: it does not matter whose meeple it is or who adds the ghost.
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "r1", "reason": "expand"},
            {"type": "turn", "player": "red"},
            {"type": "ghost", "figure": "r1", "reason": "limit"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "ghost", "figure": "r1", "reason": "limit"}
        ])");
        QTest::addRow("the third ghost scares off one's own meeple too")
            << r.json() << object(R"({"board": {"figures": {"r1": null}}, "supplies": {"red": {"meeple": 5}}})");
    }
    {
        // Red's r1 scared off the shared road before it is completed: Blue alone scores the 4 tiles, Red nothing
        // (a 1-1 tie would have paid both).
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "r1", "reason": "expand"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "rd2", "featureType": "road"},
            {"type": "turn", "player": "red"},
            {"type": "ghost", "figure": "r1", "reason": "limit"},
            {"type": "merge", "features": ["rd1", "rd2"], "into": "rd1"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "r1", "reason": "expand"},
            {"type": "turn", "player": "red"},
            {"type": "score", "feature": "rd1", "tiles": 4}
        ])");
        QTest::addRow("a scared-off figure no longer counts for the majority")
            << r.json() << object(R"({"scores": {"red": 0, "blue": 4}})");
    }
    {
        // Ghosts may haunt a ringmaster; the third sends it home (its supply has 1 again).
        TestRecord r = game("red blue", "ghosts bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rm", "player": "red", "kind": "ringmaster", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "rm", "reason": "expand"},
            {"type": "turn", "player": "red"},
            {"type": "ghost", "figure": "rm", "reason": "limit"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "rm", "reason": "expand"}
        ])");
        QTest::addRow("the third ghost scares a ringmaster off")
            << r.json() << object(R"({"board": {"figures": {"rm": null}}, "supplies": {"red": {"ringmaster": 1}},
                          "generalSupply": {"ghosts": 15}})");
    }
    {
        // A ghost may haunt a meeple on a tower; the third sends it home and the tower is open again, so Red
        // may add a second floor (Red's floors 10 - 2 = 8).
        TestRecord r = game("red blue", "ghosts tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "tower", "tower": "t1"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "t1"},
            {"type": "turn", "player": "red"},
            {"type": "ghost", "figure": "b1", "reason": "expand"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "b1", "reason": "limit"},
            {"type": "turn", "player": "red"},
            {"type": "ghost", "figure": "b1", "reason": "expand"},
            {"type": "tower", "tower": "t1"}
        ])");
        QTest::addRow("the third ghost on a tower's meeple reopens the tower")
            << r.json()
            << object(
                   R"({"board": {"figures": {"b1": null}, "features": {"t1": {"type": "tower", "floors": 2, "figures": []}}},
                          "supplies": {"red": {"floors": 8}, "blue": {"meeple": 5}}, "generalSupply": {"ghosts": 15}})");
    }
    {
        // Once home, the figure's id is free: r1 comes back on a new road with no ghost.
        TestRecord r = game("red blue", "ghosts");
        add(r, threeGhostsOnR1);
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd2", "featureType": "road"}
        ])");
        QTest::addRow("a scared-off meeple comes back without its ghosts")
            << r.json()
            << object(
                   R"({"board": {"figures": {"r1": {"feature": "rd2", "ghosts": 0}}}, "supplies": {"red": {"meeple": 4}}})");
    }
}

void GhostsTest::ghostsReturn_data()
{
    outcomeColumns();
    const char *ghostOnR1 = R"([
        {"type": "turn", "player": "red"},
        {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
        {"type": "turn", "player": "blue"},
        {"type": "ghost", "figure": "r1", "reason": "expand"}
    ])";
    {
        // Road of 3 with one ghost: 3 - 2 = 1; the ghost is back: 15.
        TestRecord r = game("red blue", "ghosts");
        add(r, ghostOnR1);
        add(r, R"([{"type": "turn", "player": "red"}, {"type": "score", "feature": "rd1", "tiles": 3}])");
        QTest::addRow("scoring returns the ghosts")
            << r.json()
            << object(R"({"scores": {"red": 1}, "generalSupply": {"ghosts": 15}, "supplies": {"red": {"meeple": 5}}})");
    }
    {
        TestRecord r = game("red blue", "ghosts");
        add(r, ghostOnR1);
        add(r, R"({"type": "remove", "figure": "r1", "reason": "placed on the wrong road"})");
        QTest::addRow("a removed figure's ghosts return")
            << r.json()
            << object(
                   R"({"generalSupply": {"ghosts": 15}, "supplies": {"red": {"meeple": 5}}, "board": {"figures": {"r1": null}}})");
    }
    {
        // Blue captures the haunted r1: r1 becomes Blue's prisoner, its ghost goes back.
        TestRecord r = game("red blue", "ghosts tower");
        add(r, ghostOnR1);
        add(r, R"({"type": "tower", "tower": "t1", "capture": "r1"})");
        QTest::addRow("a captured figure's ghosts return")
            << r.json() << object(R"({"generalSupply": {"ghosts": 15}, "board": {"figures": {"r1": null}},
                          "prisoners": {"blue": [{"figure": "r1", "owner": "red", "kind": "meeple"}]}})");
    }
    {
        // Red takes back its own haunted r1 with a tower: back to supply (5), the ghost to the general supply.
        TestRecord r = game("red blue", "ghosts tower");
        add(r, ghostOnR1);
        add(r, R"([{"type": "turn", "player": "red"}, {"type": "tower", "tower": "t1", "capture": "r1"}])");
        QTest::addRow("capturing one's own haunted figure returns its ghosts")
            << r.json()
            << object(
                   R"({"generalSupply": {"ghosts": 15}, "supplies": {"red": {"meeple": 5}}, "prisoners": {"red": null}})");
    }
    {
        // Pyramid: r1 (1 ghost) and r2 for Red, b1 for Blue: Red 5 + 5 - 2 = 8, Blue 5; the ghost goes back.
        TestRecord r = game("red blue", "ghosts bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "a1", "featureType": "acrobats"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "r1", "reason": "expand"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "a1"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "a1"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "pyramid", "feature": "a1"}
        ])");
        QTest::addRow("a scored pyramid returns its ghosts")
            << r.json() << object(R"({"scores": {"red": 8, "blue": 5}, "generalSupply": {"ghosts": 15}})");
    }
    {
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "y1", "featureType": "cemetery"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "r1", "reason": "expand"},
            {"type": "turn", "player": "red"},
            {"type": "score", "feature": "y1"}
        ])");
        QTest::addRow("a completed cemetery returns its keeper's ghosts")
            << r.json()
            << object(R"({"generalSupply": {"ghosts": 15}, "supplies": {"red": {"meeple": 5, "guard": 3}}})");
    }
}

void GhostsTest::errors_data()
{
    errorColumns();
    {
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "g1", "player": "red", "kind": "guard", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"}
        ])");
        QTest::addRow("a ghost on another player's guard")
            << withRefused(r, R"({"type": "ghost", "figure": "g1", "reason": "expand"})");
    }
    {
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "g1", "player": "red", "kind": "guard", "feature": "f1", "featureType": "field"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"}
        ])");
        QTest::addRow("a ghost on one's own guard")
            << withRefused(r, R"({"type": "ghost", "figure": "g1", "reason": "limit"})");
    }
    {
        TestRecord r = hauntEightFigures(16);
        QTest::addRow("a sixteenth ghost from the empty supply") << r.json() << r.size() - 1;
    }
    {
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"}
        ])");
        QTest::addRow("expanding the mist onto one's own meeple")
            << withRefused(r, R"({"type": "ghost", "figure": "r1", "reason": "expand"})");
    }
    {
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"}
        ])");
        QTest::addRow("limiting the mist onto another player's meeple")
            << withRefused(r, R"({"type": "ghost", "figure": "r1", "reason": "limit"})");
    }
    {
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([{"type": "turn", "player": "red"}, {"type": "turn", "player": "blue"}])");
        QTest::addRow("a ghost on a figure that is not on the board")
            << withRefused(r, R"({"type": "ghost", "figure": "r1", "reason": "expand"})");
    }
    {
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "r1", "reason": "expand"},
            {"type": "turn", "player": "red"},
            {"type": "ghost", "figure": "r1", "reason": "limit"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "r1", "reason": "expand"},
            {"type": "turn", "player": "red"},
            {"type": "turn", "player": "blue"}
        ])");
        QTest::addRow("a ghost on a figure the third ghost already scared off")
            << withRefused(r, R"({"type": "ghost", "figure": "r1", "reason": "expand"})");
    }
    {
        TestRecord r = game("red blue", "ghosts tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "tower", "tower": "t1", "capture": "r1"},
            {"type": "turn", "player": "red"},
            {"type": "turn", "player": "blue"}
        ])");
        QTest::addRow("a ghost on a prisoner")
            << withRefused(r, R"({"type": "ghost", "figure": "r1", "reason": "expand"})");
    }
    {
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"}
        ])");
        QTest::addRow("a ghost for a reason other than expand or limit")
            << withRefused(r, R"({"type": "ghost", "figure": "r1", "reason": "haunt"})");
    }
    {
        TestRecord r = game("red blue", "");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"}
        ])");
        QTest::addRow("a ghost without the ghosts expansion")
            << withRefused(r, R"({"type": "ghost", "figure": "r1", "reason": "expand"})");
    }
    {
        TestRecord r = game("red blue", "tower bigtop");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("a guard without the ghosts expansion") << withRefused(
            r,
            R"({"type": "place", "figure": "g1", "player": "red", "kind": "guard", "feature": "rd1", "featureType": "road"})");
    }
    {
        TestRecord r = game("red blue", "tower");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("a castle without the ghosts expansion") << withRefused(
            r,
            R"({"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "k1", "featureType": "castle"})");
    }
    {
        TestRecord r = game("red blue", "bigtop");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("a cemetery without the ghosts expansion") << withRefused(
            r,
            R"({"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "y1", "featureType": "cemetery"})");
    }
    {
        // 2 guards in the supply at the start.
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "g1", "player": "red", "kind": "guard", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "g2", "player": "red", "kind": "guard", "feature": "rd2", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"}
        ])");
        QTest::addRow("a third guard while the other two are on the board") << withRefused(
            r,
            R"({"type": "place", "figure": "g3", "player": "red", "kind": "guard", "feature": "rd3", "featureType": "road"})");
    }
    {
        // 5 normal meeples with ghosts, not 7.
        TestRecord r = game("red blue", "ghosts");
        for (int i = 1; i <= 5; ++i) {
            add(r,
                u"[{\"type\": \"turn\", \"player\": \"red\"},"
                " {\"type\": \"place\", \"figure\": \"r%1\", \"player\": \"red\", \"kind\": \"meeple\", \"feature\": "
                "\"rd%1\", \"featureType\": \"road\"},"
                " {\"type\": \"turn\", \"player\": \"blue\"}]"_s.arg(i)
                    .toUtf8());
        }
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("a sixth normal meeple with ghosts") << withRefused(
            r,
            R"({"type": "place", "figure": "r6", "player": "red", "kind": "meeple", "feature": "rd6", "featureType": "road"})");
    }
    for (int mist : { 0, 10 }) {
        // mist counts the castle tile and its 8 neighbours: 1 to 9.
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "k1", "featureType": "castle"}
        ])");
        QTest::addRow("a castle with %d mist tiles", mist)
            << withRefused(r, u"{\"type\": \"score\", \"feature\": \"k1\", \"mist\": %1}"_s.arg(mist).toUtf8());
    }
    {
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "k1", "featureType": "castle"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "k2", "featureType": "castle"}
        ])");
        QTest::addRow("merging castles (merge joins roads, cities and fields only)")
            << withRefused(r, R"({"type": "merge", "features": ["k1", "k2"], "into": "k1"})");
    }
}

void GhostsTest::rulesDecisions_data()
{
    outcomeColumns();
    {
        // Red: city 3 tiles + 2 coats = 6 + 4 = 10 onto a dark space, message taken as 2 points on the messenger.
        // Blue's robber joins Red's meeple on 10. Red's 4-tile road with 2 ghosts pays 4 - 4 = 0: in the ledger,
        // nothing moves, the robber has nothing to steal, and no message is owed.
        TestRecord r = game("red blue", "ghosts robbers messengers");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "score", "feature": "c1", "tiles": 3, "coats": 2},
            {"type": "message", "tile": 5, "take": "points", "mover": "messenger"},
            {"type": "turn", "player": "blue"},
            {"type": "robber", "player": "blue", "space": 10},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "r1", "reason": "expand"},
            {"type": "turn", "player": "red"},
            {"type": "ghost", "figure": "r1", "reason": "limit"},
            {"type": "score", "feature": "rd1", "tiles": 4}
        ])");
        QTest::addRow("decision 5: a payout eaten by ghosts is a 0 in the ledger and moves nothing")
            << r.json()
            << object(R"({"scores": {"red": 12, "blue": 0}, "figures": {"red": {"meeple": 10, "messenger": 2}},
                          "robbers": {"blue": 10}, "owed": [], "warnings": [],
                          "ledger": [{"event": 2, "points": 10, "rule": "city.completed"},
                                     {"event": 3, "points": 2, "rule": "message.points", "figure": "messenger"},
                                     {"event": 12, "player": "red", "points": 0, "rule": "road.completed", "from": 10, "to": 10,
                                      "detail": {"value": 4, "ghosts": 2}}]})");
    }
    {
        TestRecord r = game("red blue", "ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "y1", "featureType": "cemetery"},
            {"type": "score", "feature": "y1"}
        ])");
        QTest::addRow("decision 5: a cemetery without ghosts is a 0 in the ledger")
            << r.json() << object(R"({"scores": {"red": 0},
                          "ledger": [{"event": 2, "player": "red", "points": 0, "rule": "cemetery.completed", "from": 0, "to": 0}]})");
    }
    {
        // Road of 3, then the ringmaster's bonus 2 * 0 = 0: listed, nothing moves.
        TestRecord r = game("red blue", "ghosts bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rm", "player": "red", "kind": "ringmaster", "feature": "rd1", "featureType": "road"},
            {"type": "score", "feature": "rd1", "tiles": 3, "ringmaster": {"rm": 0}}
        ])");
        QTest::addRow("decision 5: a ringmaster count of 0 is a 0 in the ledger")
            << r.json() << object(R"({"scores": {"red": 3},
                          "ledger": [{"rule": "road.completed", "points": 3, "from": 0, "to": 3},
                                     {"rule": "ringmaster.bonus", "points": 0, "from": 3, "to": 3}]})");
    }
}

QTEST_GUILESS_MAIN(GhostsTest)
#include "tst_ghosts.moc"
