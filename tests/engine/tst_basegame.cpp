// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Rules tests for the base game (the base game rules) as the record format states it
// (docs/record-format.md): completed and final scoring, majorities, merges, supplies, the track's
// laps, corrections, the record's errors, and the rules decisions 3, 7, 8 and 10 of docs/rules-decisions.md.
// Every expected number is worked out by hand from the rules beside its row.

#include "gametest.h"

#include <QJsonArray>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

// A whole record, for the setup errors that a TestRecord cannot express.
QJsonObject setup(const char *players, const char *expansions = "[]", const char *format = "\"meeple-ledger/1\"")
{
    const QByteArray text = QByteArray("{\"format\": ") + format + ", \"players\": " + players
        + ", \"expansions\": " + expansions + ", \"events\": [{\"type\": \"turn\", \"player\": \"red\"}]}";
    return object(text);
}

// A two-player record with the top-level `game` object written as @p game (any JSON value).
QJsonObject withGame(const char *game)
{
    QJsonObject record = setup(R"([{"id": "red", "name": "Ana"}, {"id": "blue", "name": "Ben"}])");
    record.insert(QStringLiteral("game"), parseJson(game));
    return record;
}

// Red completes a road whose `tiles` is written as @p tiles (JSON text: a number, a string…).
QJsonObject roadOf(const char *tiles)
{
    Game g({ "red", "blue" });
    g.turn("red").place("r1", "red", "rd", "road");
    const QByteArray score = QByteArray(R"({"type": "score", "feature": "rd", "tiles": )") + tiles + "}";
    g.event(score.constData());
    return g.record();
}

} // namespace

class TestBaseGame : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void setupAccepted_data();
    void setupAccepted() { verifyReplay(); }
    void completedFeatures_data();
    void completedFeatures() { verifyReplay(); }
    void finalScoring_data();
    void finalScoring() { verifyReplay(); }
    void corrections_data();
    void corrections() { verifyReplay(); }
    void rulesDecisions_data();
    void rulesDecisions() { verifyReplay(); }
    void finalScoringOrder_data();
    void finalScoringOrder();
    void joinedFeaturesAreItsParts();
    void refused_data();
    void refused() { verifyRefused(); }
};

void TestBaseGame::setupAccepted_data()
{
    addReplayColumns();

    // 2 to 6 players; ids [a-z0-9_-]{1,16}; names any Unicode up to 40 characters; colour optional.
    QTest::addRow("six players, a 16-character id and a 40-character name")
        << setup(
               R"([{"id": "red", "name": "Ana"}, {"id": "abcdefghijklmnop", "name": "Ñandú Ñandú Ñandú Ñandú Ñandú Ñandú Ñand"},
                     {"id": "a_b-9", "name": "Zoë", "color": "green"}, {"id": "x", "name": "X"},
                     {"id": "y", "name": "Y"}, {"id": "z", "name": "Z"}])",
               R"(["tower", "messengers", "robbers", "bigtop", "ghosts"])")
        << object(R"({"scores": {"red": 0, "abcdefghijklmnop": 0, "a_b-9": 0, "x": 0, "y": 0, "z": 0},
                    "finished": false})");
    QTest::addRow("two players, no expansion")
        << setup(R"([{"id": "red", "name": "Ana"}, {"id": "blue", "name": "Ben"}])")
        << object(R"({"scores": {"red": 0, "blue": 0}, "robbers": {}, "owed": [], "finished": false})");

    // The optional `game` object: a UUID `id`, `created` in ISO 8601 UTC, an optional `device`; it changes no score.
    QTest::addRow("game: the spec's example")
        << withGame(R"({"id": "3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e0f4a61", "created": "2026-12-04T19:30:00Z",
                       "device": "Table 3"})")
        << object(R"({"scores": {"red": 0, "blue": 0}, "finished": false})");
    QTest::addRow("game: capital hex digits, milliseconds, +00:00, no device")
        << withGame(R"({"id": "3F2B8C1E-6D4A-4F7E-9B1A-2C5D8E0F4A61", "created": "2026-12-04T19:30:00.250+00:00"})")
        << object(R"({"scores": {"red": 0, "blue": 0}})");

    // Counts are whole numbers; the spec's Decision: `3.0` is the whole number 3.
    QTest::addRow("whole numbers: tiles written 3.0 count 3") << roadOf("3.0")
                                                              // 3 tiles × 1 = 3
                                                              << object(R"({"scores": {"red": 3, "blue": 0}})");
}

void TestBaseGame::completedFeatures_data()
{
    addReplayColumns();

    QTest::addRow("road scores 1 point per tile")
        << Game({ "red", "blue" }).turn("red").place("r1", "red", "rd", "road").score("rd", R"({"tiles": 4})").record()
        // 4 tiles × 1 = 4
        << object(R"({"scores": {"red": 4, "blue": 0}, "figures": {"red": {"meeple": 4}}})");

    QTest::addRow("a road may be completed on one tile (from a city to a house)")
        << Game({ "red", "blue" }).turn("red").place("r1", "red", "rd", "road").score("rd", R"({"tiles": 1})").record()
        // 1 tile × 1 = 1
        << object(R"({"scores": {"red": 1, "blue": 0}})");

    QTest::addRow("the smallest completed city: 2 tiles, 2 coats of arms")
        << Game({ "red", "blue" })
               .turn("red")
               .place("r1", "red", "c1", "city")
               .score("c1", R"({"tiles": 2, "coats": 2})")
               .record()
        // 2 tiles × 2 + 2 coats × 2 = 8
        << object(R"({"scores": {"red": 8, "blue": 0}})");

    QTest::addRow("city scores 2 per tile and 2 per coat of arms") << Game({ "red", "blue" })
                                                                          .turn("red")
                                                                          .place("r1", "red", "c1", "city")
                                                                          .score("c1", R"({"tiles": 5, "coats": 2})")
                                                                          .record()
                                                                   // 5 tiles × 2 + 2 coats × 2 = 14
                                                                   << object(R"({"scores": {"red": 14, "blue": 0}})");

    QTest::addRow("city without coats of arms scores 2 per tile") << Game({ "red", "blue" })
                                                                         .turn("red")
                                                                         .place("r1", "red", "c1", "city")
                                                                         .score("c1", R"({"tiles": 2, "coats": 0})")
                                                                         .record()
                                                                  // 2 tiles × 2 = 4
                                                                  << object(R"({"scores": {"red": 4, "blue": 0}})");

    QTest::addRow("monastery scores 9")
        << Game({ "red", "blue" }).turn("red").place("r1", "red", "m1", "monastery").score("m1").record()
        // itself + 8 neighbours = 9
        << object(R"({"scores": {"red": 9, "blue": 0}})");

    {
        Game g({ "red", "blue", "green" });
        g.turn("red").place("r1", "red", "c1", "city");
        g.turn("blue").place("b1", "blue", "c2", "city");
        g.turn("green");
        g.turn("red").place("r2", "red", "c3", "city").merge({ "c1", "c2", "c3" }, "c1");
        g.score("c1", R"({"tiles": 4, "coats": 1})");
        QTest::addRow("majority: the most figures take all, fewer score nothing")
            << g.record()
            // red 2 figures, blue 1: 4 × 2 + 1 × 2 = 10 for red only
            << object(R"({"scores": {"red": 10, "blue": 0, "green": 0}})");
    }
    {
        // base-city-tie.json with other numbers
        Game g({ "red", "blue", "green" });
        g.turn("red").place("r1", "red", "c1", "city");
        g.turn("blue").place("b1", "blue", "c2", "city");
        g.turn("green").place("g1", "green", "rd", "road");
        g.turn("red").merge({ "c1", "c2" }, "c1").score("c1", R"({"tiles": 3, "coats": 2})");
        QTest::addRow("tie: every tied player scores the full points")
            << g.record()
            // 3 × 2 + 2 × 2 = 10 each for red and blue (1 figure each); green's road is not scored
            << object(R"({"scores": {"red": 10, "blue": 10, "green": 0}})");
    }
    {
        Game g({ "red", "blue", "green" });
        g.turn("red").place("r1", "red", "c1", "city");
        g.turn("blue").place("b1", "blue", "c2", "city");
        g.turn("green").place("g1", "green", "c3", "city");
        g.turn("red").place("r2", "red", "c4", "city");
        g.turn("blue").place("b2", "blue", "c5", "city");
        g.turn("green");
        g.turn("red").merge({ "c1", "c2", "c3", "c4", "c5" }, "c1").score("c1", R"({"tiles": 2, "coats": 2})");
        QTest::addRow("two-two tie: the player with one figure scores nothing")
            << g.record()
            // red 2, blue 2, green 1: 2 × 2 + 2 × 2 = 8 for red and blue
            << object(R"({"scores": {"red": 8, "blue": 8, "green": 0}})");
    }
    {
        Game g({ "red", "blue", "green" });
        g.turn("red").place("r1", "red", "rd1", "road");
        g.turn("blue").place("b1", "blue", "rd2", "road");
        g.turn("green").place("g1", "green", "rd3", "road");
        g.turn("red").merge({ "rd1", "rd2", "rd3" }, "rd1").score("rd1", R"({"tiles": 6})");
        QTest::addRow("merged road: a three-way tie pays all three")
            << g.record()
            // 6 tiles × 1 = 6 each
            << object(R"({"scores": {"red": 6, "blue": 6, "green": 6}})");
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "c1", "city");
        g.turn("blue").place("b1", "blue", "c2", "city");
        g.turn("red").place("r2", "red", "rd", "road").merge({ "c1", "c2" }, "c1");
        g.score("c1", R"({"tiles": 2, "coats": 0})");
        QTest::addRow("scoring returns every figure of the feature to its owner's supply")
            << g.record()
            // 2 × 2 = 4 each; red: 7 − 2 placed + 1 back = 6 (r2 stays on the road); blue 7
            << object(R"({"scores": {"red": 4, "blue": 4}, "supplies": {"red": {"meeple": 6}, "blue": {"meeple": 7}},
                        "onBoard": ["r2"]})");
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "c1", "city").score("c1", R"({"tiles": 2, "coats": 0})");
        g.turn("blue");
        g.turn("red").place("r1", "red", "c1", "road").score("c1", R"({"tiles": 3})");
        QTest::addRow("a scored feature's id and its figures' ids are free again")
            << g.record()
            // city 2 × 2 = 4, then the id c1 as a road of 3 tiles: 4 + 3 = 7
            << object(R"({"scores": {"red": 7, "blue": 0}, "supplies": {"red": {"meeple": 7}}, "onBoard": []})");
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "rd", "road");
        g.turn("blue");
        g.turn("red").place("r2", "red", "c1", "city");
        g.score("rd", R"({"tiles": 3})").score("c1", R"({"tiles": 3, "coats": 1})");
        QTest::addRow("one tile completing a road and a city pays both")
            << g.record()
            // road 3 + city 3 × 2 + 1 × 2 = 3 + 8 = 11
            << object(R"({"scores": {"red": 11, "blue": 0}, "supplies": {"red": {"meeple": 7}}})");
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "c1", "city").score("c1", R"({"tiles": 20, "coats": 5})");
        g.turn("blue");
        g.turn("red").place("r1", "red", "rd", "road").score("rd", R"({"tiles": 7})");
        QTest::addRow("the scoring meeple counts laps past space 49")
            << g.record()
            // 20 × 2 + 5 × 2 = 50 (lap 1, space 0), then + 7 = 57 (lap 1, space 7)
            << object(R"({"scores": {"red": 57, "blue": 0}, "figures": {"red": {"meeple": 57}}})");
    }
}

void TestBaseGame::finalScoring_data()
{
    addReplayColumns();

    QTest::addRow("incomplete road: 1 point per tile")
        << Game({ "red", "blue" }).turn("red").place("r1", "red", "rd", "road").end(R"({"rd": {"tiles": 3}})").record()
        // 3 tiles × 1 = 3
        << object(R"({"scores": {"red": 3, "blue": 0}, "finished": true})");

    QTest::addRow("incomplete city: 1 point per tile and per coat of arms")
        << Game({ "red", "blue" })
               .turn("red")
               .place("r1", "red", "c1", "city")
               .end(R"({"c1": {"tiles": 4, "coats": 2}})")
               .record()
        // 4 × 1 + 2 × 1 = 6
        << object(R"({"scores": {"red": 6, "blue": 0}, "finished": true})");

    QTest::addRow("incomplete monastery: 1 for itself and 1 per neighbour")
        << Game({ "red", "blue" })
               .turn("red")
               .place("r1", "red", "m1", "monastery")
               .end(R"({"m1": {"tiles": 6}})")
               .record()
        // itself + 5 neighbours = 6
        << object(R"({"scores": {"red": 6, "blue": 0}, "finished": true})");

    QTest::addRow("field: 3 points per completed city")
        << Game({ "red", "blue" })
               .turn("red")
               .place("r1", "red", "f1", "field")
               .end(R"({"f1": {"cities": 3}})")
               .record()
        // 3 cities × 3 = 9
        << object(R"({"scores": {"red": 9, "blue": 0}, "finished": true})");

    QTest::addRow("field without a completed city scores nothing")
        << Game({ "red", "blue" })
               .turn("red")
               .place("r1", "red", "f1", "field")
               .end(R"({"f1": {"cities": 0}})")
               .record()
        // 0 cities × 3 = 0
        << object(R"({"scores": {"red": 0, "blue": 0}, "finished": true})");

    {
        // base-final-scoring.json with other numbers
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "rd1", "road");
        g.turn("blue").place("b1", "blue", "m1", "monastery");
        g.turn("red").place("r2", "red", "f1", "field");
        g.turn("blue").place("b2", "blue", "f2", "field");
        g.turn("red").place("r3", "red", "f3", "field");
        g.turn("blue").merge({ "f1", "f2", "f3" }, "f1");
        g.end(R"({"rd1": {"tiles": 5}, "m1": {"tiles": 8}, "f1": {"cities": 3}})");
        QTest::addRow("field majority: most farmers take it, fewer score nothing")
            << g.record()
            // red: road 5 + field 3 × 3 = 14 (2 farmers to 1); blue: monastery 8
            << object(R"({"scores": {"red": 14, "blue": 8}, "finished": true})");
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "f1", "field");
        g.turn("blue").place("b1", "blue", "f2", "field").merge({ "f1", "f2" }, "f1");
        g.end(R"({"f1": {"cities": 2}})");
        QTest::addRow("field tie: both farmers' players score")
            << g.record()
            // 2 cities × 3 = 6 each
            << object(R"({"scores": {"red": 6, "blue": 6}, "finished": true})");
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "c1", "city");
        g.turn("blue").place("b1", "blue", "c2", "city");
        g.turn("red").place("r2", "red", "c3", "city").merge({ "c1", "c2", "c3" }, "c1");
        g.end(R"({"c1": {"tiles": 5, "coats": 1}})");
        QTest::addRow("incomplete city majority: fewer knights score nothing")
            << g.record()
            // red 2 knights, blue 1: 5 + 1 = 6 for red
            << object(R"({"scores": {"red": 6, "blue": 0}, "finished": true})");
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "rd1", "road");
        g.turn("blue").place("b1", "blue", "c1", "city");
        g.turn("red").place("r2", "red", "m1", "monastery");
        g.turn("blue").place("b2", "blue", "f1", "field");
        g.end(R"({"rd1": {"tiles": 2}, "c1": {"tiles": 3, "coats": 0}, "m1": {"tiles": 4}, "f1": {"cities": 1}})");
        QTest::addRow("each figure scores its own feature")
            << g.record()
            // red: road 2 + monastery 4 = 6; blue: city 3 + field 1 × 3 = 6
            << object(R"({"scores": {"red": 6, "blue": 6}, "finished": true})");
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "c1", "city").score("c1", R"({"tiles": 3, "coats": 1})");
        g.turn("blue");
        g.turn("red").place("r2", "red", "rd", "road");
        g.end(R"({"rd": {"tiles": 2}})");
        QTest::addRow("final scoring adds to the points of the game")
            << g.record()
            // during the game 3 × 2 + 1 × 2 = 8; at the end road 2: 10
            << object(R"({"scores": {"red": 10, "blue": 0}, "finished": true})");
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").adjust("red", 48).place("r1", "red", "rd", "road");
        g.end(R"({"rd": {"tiles": 5}})");
        QTest::addRow("final scoring counts on past space 49")
            << g.record()
            // 48 + 5 = 53 (lap 1, space 3)
            << object(R"({"scores": {"red": 53, "blue": 0}, "figures": {"red": {"meeple": 53}}, "finished": true})");
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "c1", "city").score("c1", R"({"tiles": 2, "coats": 0})");
        g.turn("blue");
        g.end();
        QTest::addRow("a completed feature's figure does not score again at the end")
            << g.record()
            // 2 × 2 = 4 during the game; r1 went back, nothing to score at the end
            << object(R"({"scores": {"red": 4, "blue": 0}, "finished": true})");
    }
    QTest::addRow("a record without end is not finished")
        << Game({ "red", "blue" }).turn("red").place("r1", "red", "rd", "road").score("rd", R"({"tiles": 2})").record()
        << object(R"({"scores": {"red": 2, "blue": 0}, "finished": false})");
}

void TestBaseGame::corrections_data()
{
    addReplayColumns();

    QTest::addRow("adjust up moves the scoring meeple forward")
        << Game({ "red", "blue" }).turn("red").adjust("red", 7).record()
        << object(R"({"scores": {"red": 7, "blue": 0}, "figures": {"red": {"meeple": 7}}})");

    QTest::addRow("adjust down moves it back")
        << Game({ "red", "blue" }).turn("red").adjust("red", 10).adjust("red", -4).record()
        // 10 − 4 = 6
        << object(R"({"scores": {"red": 6, "blue": 0}})");

    QTest::addRow("adjust may take a figure down to exactly 0")
        << Game({ "red", "blue" }).turn("red").adjust("red", 3).adjust("red", -3).record()
        // 3 − 3 = 0: a correction takes at most what the figure holds
        << object(R"({"scores": {"red": 0, "blue": 0}, "figures": {"red": {"meeple": 0}}})");

    QTest::addRow("adjust may correct another player's score")
        << Game({ "red", "blue" }).turn("red").adjust("blue", 4).record()
        << object(R"({"scores": {"red": 0, "blue": 4}})");

    QTest::addRow("remove: the figure goes back without scoring")
        << Game({ "red", "blue" }).turn("red").place("r1", "red", "c1", "city").remove("r1").end().record()
        // c1 is empty after the removal: no entry, 0 points
        << object(R"({"scores": {"red": 0, "blue": 0}, "supplies": {"red": {"meeple": 7}}, "finished": true})");

    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "c1", "city");
        g.turn("blue").place("b1", "blue", "c2", "city");
        g.turn("red").merge({ "c1", "c2" }, "c1").remove("b1").score("c1", R"({"tiles": 2, "coats": 1})");
        QTest::addRow("remove: the other figures on the feature stay and score")
            << g.record()
            // b1 is gone, red alone: 2 × 2 + 1 × 2 = 6
            << object(
                   R"({"scores": {"red": 6, "blue": 0}, "supplies": {"red": {"meeple": 7}, "blue": {"meeple": 7}}})");
    }
    {
        Game g({ "red", "blue" }, { "robbers" });
        g.turn("red");
        g.turn("blue").robber("blue", 0); // red's scoring meeple stands on 0
        g.turn("red").adjust("red", 6);
        QTest::addRow("rules decision 3: adjust is not a batch, no robber steals from it")
            << g.record()
            // a batch would have paid blue ⌈6 / 2⌉ = 3; the robber neither steals nor is carried along
            << object(R"({"scores": {"red": 6, "blue": 0}, "robbers": {"blue": 0}})");
    }
    {
        Game g({ "red", "blue" }, { "robbers" });
        g.turn("red").adjust("red", 8);
        g.turn("blue").robber("blue", 8);
        g.turn("red").adjust("red", -3);
        QTest::addRow("rules decision 3: a robber does not follow an adjustment backwards")
            << g.record()
            // 8 − 3 = 5; the robber stays on 8
            << object(R"({"scores": {"red": 5, "blue": 0}, "robbers": {"blue": 8}})");
    }
    QTest::addRow("rules decision 3: an adjustment onto a dark space owes no message")
        << Game({ "red", "blue" }, { "messengers" }).turn("red").adjust("red", 5).record()
        << object(R"({"scores": {"red": 5, "blue": 0}, "owed": []})");
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "rd", "road").score("rd", R"({"tiles": 10})").adjust("red", 5);
        QTest::addRow("rules decision 3: a landing corrected by an adjustment owes no message")
            << g.record()
            // the meeple's last movement (10 → 15) is a correction, not points
            << object(R"({"scores": {"red": 15, "blue": 0}, "owed": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "rd", "road").score("rd", R"({"tiles": 10})").adjust("red", 3, "messenger");
        QTest::addRow("rules decision 3: adjusting the other figure keeps the landing's message")
            << g.record()
            // the meeple's last movement is still the road's 0 → 10, a dark space
            << object(R"({"scores": {"red": 13, "blue": 0}, "figures": {"red": {"meeple": 10, "messenger": 3}},
                        "owed": [{"type": "message", "player": "red"}]})");
    }
}

void TestBaseGame::rulesDecisions_data()
{
    addReplayColumns();

    {
        Game g({ "red", "blue" });
        g.turn("red")
            .place("r1", "red", "rd", "road")
            .place("r2", "red", "c1", "city")
            .place("r3", "red", "f1", "field");
        QTest::addRow("rules decision 8: several figures placed in one turn are accepted")
            << g.record()
            // 7 − 3 = 4 left
            << object(R"({"supplies": {"red": {"meeple": 4}, "blue": {"meeple": 7}}, "onBoard": ["r1", "r2", "r3"]})");
    }
    {
        Game g({ "red", "blue" }, { "tower" });
        g.turn("red").event(R"({"type": "tower", "tower": "t1"})");
        g.turn("blue");
        g.turn("red").place("r1", "red", "t1");
        g.turn("blue").end(R"({"t1": {}})");
        QTest::addRow("rules decision 10: an empty end entry for a tower is accepted")
            << g.record()
            // a figure on a tower scores nothing
            << object(R"({"scores": {"red": 0, "blue": 0}, "finished": true})");
    }
    {
        Game g({ "red", "blue" }, { "bigtop" });
        g.turn("red").place("r1", "red", "a1", "acrobats");
        g.turn("blue").end(R"({"a1": {}})");
        QTest::addRow("rules decision 10: an empty end entry for an acrobat space is accepted")
            << g.record()
            // 1 acrobat × 5 = 5
            << object(R"({"scores": {"red": 5, "blue": 0}, "finished": true})");
    }
    {
        Game g({ "red", "blue" }, { "ghosts" });
        g.turn("red").place("r1", "red", "cm", "cemetery");
        g.turn("blue").end(R"({"cm": {}})");
        QTest::addRow("rules decision 10: an empty end entry for a cemetery is accepted")
            << g.record()
            // a cemetery keeper scores nothing at the end
            << object(R"({"scores": {"red": 0, "blue": 0}, "finished": true})");
    }
    {
        Game g({ "red", "blue" }, { "bigtop" });
        g.turn("red").place("r1", "red", "a1", "acrobats");
        g.turn("blue").end();
        QTest::addRow("rules decision 10: an acrobat space needs no end entry")
            << g.record()
            // 1 acrobat × 5 = 5
            << object(R"({"scores": {"red": 5, "blue": 0}, "finished": true})");
    }
}

void TestBaseGame::joinedFeaturesAreItsParts()
{
    // Cities first occupied in the order c1 (0), c2 (1), c3 (2), c4 (3); c2 and c3 joined into c3, then c1 and c3
    // into c1: the joined city keeps c1's order, 0, and holds the other three, however deep they were joined.
    Game g({ "red", "blue" });
    g.turn("red").place("r1", "red", "c1", "city");
    g.turn("blue").place("b1", "blue", "c2", "city");
    g.turn("red").place("r2", "red", "c3", "city");
    g.turn("blue").place("b2", "blue", "c4", "city").merge({ "c3", "c2" }, "c3");
    g.turn("red").merge({ "c3", "c1" }, "c1");
    const ml::ReplayOutcome outcome = ml::replay(g.record());
    QVERIFY2(outcome.ok, qPrintable(u"the record was refused: "_s + outcome.error.message()));
    const ml::Feature joined = outcome.table->features.value(u"c1"_s);
    QCOMPARE(joined.order, 0);
    QCOMPARE(joined.joined, (QList<int> { 1, 2 }));
    for (const int part : { 0, 1, 2 })
        QVERIFY(joined.holds(part));
    QVERIFY2(!joined.holds(3), "c4 was never joined");
    QVERIFY(outcome.table->features.value(u"c4"_s).joined.isEmpty());
}

void TestBaseGame::finalScoringOrder_data()
{
    QTest::addColumn<QJsonObject>("record");
    QTest::addColumn<QStringList>("order");

    // red's city c1 is occupied first, blue's road rd1 second, red's monastery m1 third.
    Game g({ "red", "blue" }, { "robbers", "ghosts" });
    g.turn("red").place("r1", "red", "c1", "city").ghost("r1", "limit");
    g.turn("blue").place("b1", "blue", "rd1", "road").robber("blue", 0); // red's meeple stands on 0
    g.turn("red").place("r2", "red", "m1", "monastery");
    g.turn("blue").place("b2", "blue", "c2", "city").merge({ "c1", "c2" }, "c1");
    const char *values = R"({"c1": {"tiles": 3, "coats": 1}, "rd1": {"tiles": 2}, "m1": {"tiles": 4}})";

    Game inBluesTurn = g;
    inBluesTurn.end(values);
    QTest::addRow("rules decision 7: robbers, features by first occupation, then ghosts")
        << inBluesTurn.record()
        // blue is active: the tied city pays blue, then red
        << strs({ "robber.end:blue", "city.final:blue", "city.final:red", "road.final:blue", "monastery.final:red",
                  "ghosts.final:red" });

    Game inRedsTurn = g;
    inRedsTurn.turn("red").end(values);
    QTest::addRow("rules decision 7: within a feature, seating order from the active player")
        << inRedsTurn.record()
        << strs({ "robber.end:blue", "city.final:red", "city.final:blue", "road.final:blue", "monastery.final:red",
                  "ghosts.final:red" });

    Game messengers({ "red", "blue" }, { "robbers", "messengers" });
    messengers.turn("red").adjust("red", 4, "messenger").place("r1", "red", "rd", "road");
    messengers.turn("blue").robber("blue", 0).end(R"({"rd": {"tiles": 2}})");
    QTest::addRow("rules decision 7: messengers are combined after the robbers, before the features")
        << messengers.record() << strs({ "robber.end:blue", "messengers.combined:red", "road.final:red" });
}

void TestBaseGame::finalScoringOrder()
{
    QFETCH(QJsonObject, record);
    QFETCH(QStringList, order);
    const ml::ReplayOutcome outcome = ml::replay(record);
    QVERIFY2(outcome.ok, qPrintable(u"the record was refused: "_s + outcome.error.message()));

    const int endEvent = int(record.value(u"events"_s).toArray().size()) - 1;
    QStringList got;
    for (const QJsonValue &value : outcome.output.value(u"ledger"_s).toArray()) {
        const QJsonObject entry = value.toObject();
        if (entry.value(u"event"_s).toInt() != endEvent)
            continue;
        const QString rule = entry.value(u"rule"_s).toString();
        // A player with no messenger points or no ghosts may or may not get an entry; it changes nothing.
        if (rule == u"messengers.combined"_s
            && entry.value(u"detail"_s).toObject().value(u"messenger"_s).toDouble() == 0)
            continue;
        if (rule == u"ghosts.final"_s && entry.value(u"points"_s).toDouble() == 0)
            continue;
        const QString step = rule + u':' + entry.value(u"player"_s).toString();
        // The order is what is tested: one payout written as several entries (the messenger's −n and the
        // meeple's +n) counts as one step.
        if (got.isEmpty() || got.constLast() != step)
            got.append(step);
    }
    QVERIFY2(got == order, qPrintable(u"expected "_s + order.join(u", "_s) + u"\n   got      "_s + got.join(u", "_s)));
}

void TestBaseGame::refused_data()
{
    addRefusedColumns();

    const char *two = R"([{"id": "red", "name": "Ana"}, {"id": "blue", "name": "Ben"}])";

    QTest::addRow("setup: a format other than meeple-ledger/1")
        << setup(two, "[]", "\"meeple-ledger/2\"") << -1 << QString();
    QTest::addRow("setup: no format") << setup(two, "[]", "null") << -1 << QString();
    QTest::addRow("setup: a single player") << setup(R"([{"id": "red", "name": "Ana"}])") << -1 << QString();
    QTest::addRow("setup: seven players")
        << setup(R"([{"id": "red", "name": "A"}, {"id": "b", "name": "B"}, {"id": "c", "name": "C"},
                     {"id": "d", "name": "D"}, {"id": "e", "name": "E"}, {"id": "f", "name": "F"},
                     {"id": "g", "name": "G"}])")
        << -1 << QString();
    QTest::addRow("setup: two players with one id")
        << setup(R"([{"id": "red", "name": "Ana"}, {"id": "red", "name": "Ben"}])") << -1 << QString();
    QTest::addRow("setup: an id with capitals")
        << setup(R"([{"id": "red", "name": "Ana"}, {"id": "Blue", "name": "Ben"}])") << -1 << QString();
    QTest::addRow("setup: an id of 17 characters")
        << setup(R"([{"id": "red", "name": "Ana"}, {"id": "abcdefghijklmnopq", "name": "Ben"}])") << -1 << QString();
    QTest::addRow("setup: an empty id") << setup(R"([{"id": "red", "name": "Ana"}, {"id": "", "name": "Ben"}])") << -1
                                        << QString();
    QTest::addRow("setup: an id with a space")
        << setup(R"([{"id": "red", "name": "Ana"}, {"id": "dark blue", "name": "Ben"}])") << -1 << QString();
    QTest::addRow("setup: a name of 41 characters") << setup(
        R"([{"id": "red", "name": "Ana"}, {"id": "blue", "name": "Ñandú Ñandú Ñandú Ñandú Ñandú Ñandú Ñandú"}])")
                                                    << -1 << QString();
    QTest::addRow("setup: an unknown expansion") << setup(two, R"(["dragon"])") << -1 << QString();
    // Decision: an id is matched whole, so a trailing newline or space makes it a bad id.
    QTest::addRow("setup: an id with a trailing newline")
        << setup(R"([{"id": "red", "name": "Ana"}, {"id": "blue\n", "name": "Ben"}])") << -1 << QString();
    QTest::addRow("setup: an id with a trailing space")
        << setup(R"([{"id": "red", "name": "Ana"}, {"id": "blue ", "name": "Ben"}])") << -1 << QString();
    QTest::addRow("setup: an id with a leading newline")
        << setup(R"([{"id": "red", "name": "Ana"}, {"id": "\nblue", "name": "Ben"}])") << -1 << QString();
    // Decision: an empty `name` or `color` is an error.
    QTest::addRow("setup: an empty name")
        << setup(R"([{"id": "red", "name": "Ana"}, {"id": "blue", "name": ""}])") << -1 << QString();
    QTest::addRow("setup: an empty colour")
        << setup(R"([{"id": "red", "name": "Ana", "color": ""}, {"id": "blue", "name": "Ben"}])") << -1 << QString();
    QTest::addRow("setup: a name that is not a string")
        << setup(R"([{"id": "red", "name": 7}, {"id": "blue", "name": "Ben"}])") << -1 << QString();
    // The `game` object: an `id` that is not a UUID, or a `created` that is not an ISO 8601 UTC time, is an error.
    QTest::addRow("setup: game id without its hyphens")
        << withGame(R"({"id": "3f2b8c1e6d4a4f7e9b1a2c5d8e0f4a61", "created": "2026-12-04T19:30:00Z"})") << -1
        << QString();
    QTest::addRow("setup: game id in braces")
        << withGame(R"({"id": "{3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e0f4a61}", "created": "2026-12-04T19:30:00Z"})") << -1
        << QString();
    QTest::addRow("setup: game id with a trailing newline")
        << withGame(R"({"id": "3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e0f4a61\n", "created": "2026-12-04T19:30:00Z"})") << -1
        << QString();
    QTest::addRow("setup: game id with a letter that is not hex")
        << withGame(R"({"id": "3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e0f4a6g", "created": "2026-12-04T19:30:00Z"})") << -1
        << QString();
    QTest::addRow("setup: game id missing") << withGame(R"({"created": "2026-12-04T19:30:00Z"})") << -1 << QString();
    QTest::addRow("setup: game id as a number")
        << withGame(R"({"id": 42, "created": "2026-12-04T19:30:00Z"})") << -1 << QString();
    QTest::addRow("setup: game created in another time zone")
        << withGame(R"({"id": "3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e0f4a61", "created": "2026-12-04T20:30:00+01:00"})") << -1
        << QString();
    QTest::addRow("setup: game created without a zone")
        << withGame(R"({"id": "3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e0f4a61", "created": "2026-12-04T19:30:00"})") << -1
        << QString();
    QTest::addRow("setup: game created as a date alone")
        << withGame(R"({"id": "3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e0f4a61", "created": "2026-12-04"})") << -1 << QString();
    QTest::addRow("setup: game created on a day that does not exist")
        << withGame(R"({"id": "3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e0f4a61", "created": "2026-02-30T19:30:00Z"})") << -1
        << QString();
    QTest::addRow("setup: game created at hour 24")
        << withGame(R"({"id": "3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e0f4a61", "created": "2026-12-04T24:00:00Z"})") << -1
        << QString();
    QTest::addRow("setup: game created missing")
        << withGame(R"({"id": "3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e0f4a61"})") << -1 << QString();
    QTest::addRow("setup: game created as a number")
        << withGame(R"({"id": "3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e0f4a61", "created": 1764876600})") << -1 << QString();
    QTest::addRow("setup: game device empty") << withGame(
        R"({"id": "3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e0f4a61", "created": "2026-12-04T19:30:00Z", "device": ""})")
                                              << -1 << QString();
    QTest::addRow("setup: game that is not an object")
        << withGame(R"(["3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e0f4a61"])") << -1 << QString();
    // Decision: `3.5`, a string or a number beyond ±2^31 is an error.
    QTest::addRow("whole numbers: tiles written 3.5") << roadOf("3.5") << 2 << u"score"_s;
    QTest::addRow("whole numbers: tiles written as the text 3") << roadOf(R"("3")") << 2 << u"score"_s;
    QTest::addRow("whole numbers: tiles of 2^31") << roadOf("2147483648") << 2 << u"score"_s;
    QTest::addRow("whole numbers: tiles of 10^40") << roadOf("1e40") << 2 << u"score"_s;
    QTest::addRow("whole numbers: tiles of -2^31") << roadOf("-2147483648") << 2 << u"score"_s;

    {
        Game g({ "red", "blue", "green" });
        g.turn("red").turn("green");
        QTest::addRow("turn out of seating order") << g.record() << g.last() << u"turn"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("black");
        QTest::addRow("turn of an unknown player") << g.record() << g.last() << u"turn"_s;
    }
    {
        Game g({ "red", "blue" });
        g.place("r1", "red", "c1", "city");
        QTest::addRow("place before any turn") << g.record() << g.last() << u"place"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("b1", "blue", "c1", "city");
        QTest::addRow("place by a player whose turn is not running") << g.record() << g.last() << u"place"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "c1", "city");
        g.turn("blue").place("b1", "blue", "c1");
        QTest::addRow("place on an occupied feature") << g.record() << g.last() << u"place"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "c1");
        QTest::addRow("place on a new feature without featureType") << g.record() << g.last() << u"place"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "c1", "bridge");
        QTest::addRow("place with an unknown featureType") << g.record() << g.last() << u"place"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red");
        const char *figures[] = { "r1", "r2", "r3", "r4", "r5", "r6", "r7", "r8" };
        const char *features[] = { "f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8" };
        for (int i = 0; i < 8; ++i)
            g.place(figures[i], "red", features[i], "field");
        QTest::addRow("place from an empty supply: the eighth meeple") << g.record() << g.last() << u"place"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("x", "red", "c1", "city");
        g.turn("blue").place("x", "blue", "c2", "city");
        QTest::addRow("place with a figure id already on the board") << g.record() << g.last() << u"place"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "rd", "road", "guard");
        QTest::addRow("place of a guard without ghosts") << g.record() << g.last() << u"place"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "rd", "road", "ringmaster");
        QTest::addRow("place of a ringmaster without bigtop") << g.record() << g.last() << u"place"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "k1", "castle");
        QTest::addRow("place on a castle without ghosts") << g.record() << g.last() << u"place"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "a1", "acrobats");
        QTest::addRow("place on an acrobat space without bigtop") << g.record() << g.last() << u"place"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "rd", "road");
        g.turn("blue").place("b1", "blue", "c1", "city").merge({ "rd", "c1" }, "rd");
        QTest::addRow("merge of a road and a city") << g.record() << g.last() << u"merge"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "m1", "monastery");
        g.turn("blue").place("b1", "blue", "m2", "monastery").merge({ "m1", "m2" }, "m1");
        QTest::addRow("merge of monasteries") << g.record() << g.last() << u"merge"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "c1", "city").merge({ "c1", "c9" }, "c1");
        QTest::addRow("merge with a feature not on the board") << g.record() << g.last() << u"merge"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "c1", "city").score("c9", R"({"tiles": 2, "coats": 0})");
        QTest::addRow("score of a feature not on the board") << g.record() << g.last() << u"score"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "f1", "field").score("f1", R"({"cities": 2})");
        QTest::addRow("score of a field during the game") << g.record() << g.last() << u"score"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "rd", "road").score("rd", R"({"tiles": 0})");
        QTest::addRow("score with 0 tiles") << g.record() << g.last() << u"score"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "rd", "road").score("rd");
        QTest::addRow("score of a road without tiles") << g.record() << g.last() << u"score"_s;
    }
    // Decision: a completed city has at least 2 tiles; no city closes on one tile.
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "c1", "city").score("c1", R"({"tiles": 1})");
        QTest::addRow("score of a city of 1 tile") << g.record() << g.last() << u"score"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "c1", "city").score("c1", R"({"tiles": 2, "coats": 9})");
        QTest::addRow("score of a city with 9 coats on 2 tiles") << g.record() << g.last() << u"score"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "c1", "city").score("c1", R"({"tiles": 2, "coats": 3})");
        QTest::addRow("score of a city with more coats than tiles") << g.record() << g.last() << u"score"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "c1", "city").score("c1", R"({"tiles": 2, "coats": -1})");
        QTest::addRow("score of a city with negative coats") << g.record() << g.last() << u"score"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "rd", "road").score("rd", R"({"tiles": "4"})");
        QTest::addRow("score with tiles written as text") << g.record() << g.last() << u"score"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "rd", "road").score("rd", R"({"tiles": 2.5})");
        QTest::addRow("score with a fractional tile count") << g.record() << g.last() << u"score"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "rd", "road").score("rd", R"({"tiles": 3, "movers": {"red": "messenger"}})");
        QTest::addRow("score on the messenger without messengers") << g.record() << g.last() << u"score"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").robber("red", 0);
        QTest::addRow("robber without robbers") << g.record() << g.last() << u"robber"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").event(R"({"type": "message", "tile": 1, "take": "points"})");
        QTest::addRow("message without messengers") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "rd", "road");
        g.turn("blue").ghost("r1", "expand");
        QTest::addRow("ghost without ghosts") << g.record() << g.last() << u"ghost"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").event(R"({"type": "tower", "tower": "t1"})");
        QTest::addRow("tower without tower") << g.record() << g.last() << u"tower"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").adjust("black", 3);
        QTest::addRow("adjust of an unknown player") << g.record() << g.last() << u"adjust"_s;
    }
    // Decision: an adjust that would take the figure below 0 is an error; a correction takes at most what it holds.
    {
        Game g({ "red", "blue" });
        g.turn("red").adjust("red", 3).adjust("red", -5);
        // the scoring meeple holds 3; −5 would end at −2
        QTest::addRow("adjust below 0") << g.record() << g.last() << u"adjust"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").adjust("blue", -5);
        // Ben's scoring meeple holds 0 at the start
        QTest::addRow("adjust of a player at 0 downwards") << g.record() << g.last() << u"adjust"_s;
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").adjust("red", 10).adjust("red", -1, "messenger");
        // the meeple holds 10, but the messenger the correction names holds 0
        QTest::addRow("adjust below 0 on the messenger") << g.record() << g.last() << u"adjust"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").event(R"({"type": "adjust", "player": "red", "points": "3", "reason": "typo"})");
        QTest::addRow("adjust with points written as text") << g.record() << g.last() << u"adjust"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").event(R"({"type": "dance", "player": "red"})");
        QTest::addRow("an unknown event type") << g.record() << g.last() << u"dance"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").remove("r1");
        QTest::addRow("remove of a figure not on the board") << g.record() << g.last() << u"remove"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").end().turn("blue");
        QTest::addRow("an event after end") << g.record() << g.last() << u"turn"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").end().end();
        QTest::addRow("a second end") << g.record() << g.last() << u"end"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "rd", "road").place("r2", "red", "c1", "city");
        g.end(R"({"rd": {"tiles": 2}})");
        QTest::addRow("end without an entry for an occupied city") << g.record() << g.last() << u"end"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "rd", "road").end(R"({"rd": {"tiles": 2}, "c7": {"tiles": 2, "coats": 0}})");
        QTest::addRow("end with an entry for a feature not on the board") << g.record() << g.last() << u"end"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "c1", "city").score("c1", R"({"tiles": 2, "coats": 0})");
        g.end(R"({"c1": {"tiles": 2, "coats": 0}})");
        QTest::addRow("end with an entry for a feature already scored") << g.record() << g.last() << u"end"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "c1", "city").remove("r1").end(R"({"c1": {"tiles": 2, "coats": 0}})");
        QTest::addRow("end with an entry for a feature emptied by remove") << g.record() << g.last() << u"end"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "m1", "monastery").end(R"({"m1": {"tiles": 10}})");
        QTest::addRow("end with a monastery of 10 tiles") << g.record() << g.last() << u"end"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "m1", "monastery").end(R"({"m1": {"tiles": 0}})");
        QTest::addRow("end with a monastery of 0 tiles") << g.record() << g.last() << u"end"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "f1", "field").end(R"({"f1": {"cities": -1}})");
        QTest::addRow("end with a field of -1 cities") << g.record() << g.last() << u"end"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "f1", "field").end(R"({"f1": {"cities": "2"}})");
        QTest::addRow("end with cities written as text") << g.record() << g.last() << u"end"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "c1", "city").end(R"({"c1": {"tiles": 1, "coats": 2}})");
        QTest::addRow("end with a city of more coats than tiles") << g.record() << g.last() << u"end"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("r1", "red", "rd", "road").end(R"({"rd": {"tiles": 0}})");
        QTest::addRow("end with a road of 0 tiles") << g.record() << g.last() << u"end"_s;
    }
    {
        Game g({ "red", "blue" }, { "tower" });
        g.turn("red").event(R"({"type": "tower", "tower": "t1"})");
        g.turn("blue").end(R"({"t1": {"tiles": 2}})");
        QTest::addRow("rules decision 10: an end entry with values for a tower is refused")
            << g.record() << g.last() << u"end"_s;
    }
    {
        Game g({ "red", "blue" }, { "bigtop" });
        g.turn("red").place("r1", "red", "a1", "acrobats");
        g.turn("blue").end(R"({"a1": {"tiles": 1}})");
        QTest::addRow("rules decision 10: an end entry with values for an acrobat space is refused")
            << g.record() << g.last() << u"end"_s;
    }
    {
        Game g({ "red", "blue" }, { "ghosts" });
        g.turn("red").place("r1", "red", "cm", "cemetery");
        g.turn("blue").end(R"({"cm": {"tiles": 9}})");
        QTest::addRow("rules decision 10: an end entry with values for a cemetery is refused")
            << g.record() << g.last() << u"end"_s;
    }
}

QTEST_GUILESS_MAIN(TestBaseGame)
#include "tst_basegame.moc"
