// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Statistics from finished records, every number worked out by hand from the rules (the base game rules and
// the record format's final scoring), and the score-over-turns series.

#include "gameanalysis.h"
#include "gamelibrary.h"
#include "pointsources.h"
#include "recordfile.h"
#include "replay.h"
#include "storetestdata.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

// base-city-tie, then Blue's turn and the end: Green's road of 3 tiles is still on the board.
//   event 8  score c1 (4 tiles, 2 coats): 2×4 + 2×2 = 12 for red and for blue (one figure each: tied majority)
//   event 10 end: green's road rd, 3 tiles, 1 point per tile = 3
// Final: red 12, blue 12, green 3 → red and blue share the victory.
QJsonObject tieRecord()
{
    QJsonObject record = StoreTestData::example(u"base-city-tie"_s);
    QJsonArray events = record.value(u"events"_s).toArray();
    events.append(QJsonObject { { u"type"_s, u"turn"_s }, { u"player"_s, u"blue"_s } });
    events.append(QJsonObject { { u"type"_s, u"end"_s },
                                { u"values"_s, QJsonObject { { u"rd"_s, QJsonObject { { u"tiles"_s, 3 } } } } } });
    record.insert(u"events"_s, events);
    return record;
}

QJsonObject withEnd(const QString &example)
{
    QJsonObject record = StoreTestData::example(example);
    const ml::ReplayOutcome outcome = ml::replay(record);
    if (outcome.output.value(u"finished"_s).toBool())
        return record;
    // Close it with an entry for every feature still occupied (1 tile, 0 coats, 1 city, 1 mist: the smallest).
    QJsonObject values;
    const QJsonObject features = outcome.output.value(u"board"_s)[u"features"_s].toObject();
    for (auto it = features.begin(); it != features.end(); ++it) {
        const QString type = it.value()[u"type"_s].toString();
        if (type == u"road"_s || type == u"monastery"_s)
            values.insert(it.key(), QJsonObject { { u"tiles"_s, 1 } });
        else if (type == u"city"_s)
            values.insert(it.key(), QJsonObject { { u"tiles"_s, 1 }, { u"coats"_s, 0 } });
        else if (type == u"field"_s)
            values.insert(it.key(), QJsonObject { { u"cities"_s, 1 } });
        else if (type == u"castle"_s)
            values.insert(it.key(), QJsonObject { { u"mist"_s, 1 } });
    }
    QJsonArray events = record.value(u"events"_s).toArray();
    events.append(QJsonObject { { u"type"_s, u"end"_s }, { u"values"_s, values } });
    record.insert(u"events"_s, events);
    return record;
}

} // namespace

class TestStatistics : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void playerStatistics();
    void tiesShareTheWin();
    void scoreSeriesFollowsTheTurns();
    void pointSourcesAddUpToTheScore_data();
    void pointSourcesAddUpToTheScore();
    void everyKnownRuleHasAGroup();

private:
    [[nodiscard]] QString libraryPath() const { return m_dir->filePath(u"library.sqlite"_s); }
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestStatistics::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestStatistics::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestStatistics::playerStatistics()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    // base-final-scoring (finished), worked out from final scoring:
    //   red:  road rd1, 3 tiles → 3; field f1 (r2, r3 against b2: red has the majority) → 3 × 2 cities = 6 → 9
    //   blue: monastery m1 with 5 tiles → 5
    // Red 9, Blue 5: red wins.
    const auto first = library.importRecord(StoreTestData::exampleBytes(u"base-final-scoring"_s));
    QVERIFY2(first.ok(), qPrintable(first.message()));
    const auto second = library.importRecord(QJsonDocument(tieRecord()).toJson());
    QVERIFY2(second.ok(), qPrintable(second.message()));
    // Still running (no end): counted as in progress, its 12 points count nowhere.
    const auto running = library.importRecord(StoreTestData::exampleBytes(u"bigtop-tiger"_s));
    QVERIFY2(running.ok(), qPrintable(running.message()));

    const auto red = library.statistics(library.profileByName(u"Red"_s).value().id);
    QVERIFY2(red.ok(), qPrintable(red.message()));
    QCOMPARE(red.value().name, u"Red"_s);
    QCOMPARE(red.value().gamesPlayed, 2);
    QCOMPARE(red.value().gamesInProgress, 1);
    QCOMPARE(red.value().wins, 2); // 9 > 5, and 12 = 12 > 3
    QCOMPARE(red.value().bestScore, 12);
    QCOMPARE(red.value().averageScore, 10.5); // (9 + 12) / 2
    const QMap<QString, int> redSources { { u"roads"_s, 3 }, { u"fields"_s, 6 }, { u"cities"_s, 12 } };
    QCOMPARE(red.value().pointsBySource, redSources);

    const auto blue = library.statistics(library.profileByName(u"Blue"_s).value().id).value();
    QCOMPARE(blue.gamesPlayed, 2);
    QCOMPARE(blue.wins, 1); // lost 5 to 9, shared 12 = 12
    QCOMPARE(blue.bestScore, 12);
    QCOMPARE(blue.averageScore, 8.5); // (5 + 12) / 2
    const QMap<QString, int> blueSources { { u"monasteries"_s, 5 }, { u"cities"_s, 12 } };
    QCOMPARE(blue.pointsBySource, blueSources);

    const auto green = library.statistics(library.profileByName(u"Green"_s).value().id).value();
    QCOMPARE(green.gamesPlayed, 1);
    QCOMPARE(green.wins, 0);
    QCOMPARE(green.bestScore, 3);
    QCOMPARE(green.averageScore, 3.0);
    QCOMPARE(green.pointsBySource, (QMap<QString, int> { { u"roads"_s, 3 } }));

    // A profile without games has zeros; an unknown one is an error, not a crash.
    const auto newcomer = library.addProfile({ 0, u"Newcomer"_s, u"yellow"_s, u"de"_s, {} });
    QVERIFY(newcomer.ok());
    const auto empty = library.statistics(newcomer.value()).value();
    QCOMPARE(empty.gamesPlayed, 0);
    QCOMPARE(empty.averageScore, 0.0);
    QVERIFY(empty.pointsBySource.isEmpty());
    QCOMPARE(library.statistics(4711).error().code, ml::StoreError::Code::NotFound);

    const auto all = library.allStatistics();
    QVERIFY(all.ok());
    QCOMPARE(all.value().size(), 4);
    QCOMPARE(all.value().at(0).name, u"Blue"_s); // by name
    QCOMPARE(all.value().at(0).wins, 1);
    QCOMPARE(all.value().at(3).name, u"Red"_s);
    QCOMPARE(all.value().at(3).wins, 2);
}

void TestStatistics::tiesShareTheWin()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    const auto id = library.importRecord(QJsonDocument(tieRecord()).toJson());
    QVERIFY(id.ok());
    const ml::GameSummary summary = library.game(id.value()).value();
    QVERIFY(summary.finished);
    QCOMPARE(summary.winners, QStringList({ u"blue"_s, u"red"_s }));
    QCOMPARE(summary.players.at(0).score, 12);
    QCOMPARE(summary.players.at(1).score, 12);
    QCOMPARE(summary.players.at(2).score, 3);

    // A game everybody ends at 0 is a win for all.
    QJsonObject nil = StoreTestData::example(u"base-city-tie"_s);
    nil.insert(u"events"_s,
               QJsonArray { QJsonObject { { u"type"_s, u"turn"_s }, { u"player"_s, u"green"_s } },
                            QJsonObject { { u"type"_s, u"end"_s }, { u"values"_s, QJsonObject() } } });
    const auto zero = library.importRecord(QJsonDocument(nil).toJson());
    QVERIFY2(zero.ok(), qPrintable(zero.message()));
    QCOMPARE(library.game(zero.value()).value().winners.size(), 3);
}

void TestStatistics::scoreSeriesFollowsTheTurns()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    const auto id = library.importRecord(QJsonDocument(tieRecord()).toJson());
    QVERIFY(id.ok());
    const auto series = library.scoreSeries(id.value());
    QVERIFY2(series.ok(), qPrintable(series.message()));
    QCOMPARE(series.value().players, QStringList({ u"red"_s, u"blue"_s, u"green"_s }));
    // Turns start at events 0, 2, 4, 6 and 9. A point stands at the end of each turn: before the first (all 0), then
    // at the next turn's event, which closes the turn's scoring: turns 1–3 score nothing, turn 4 the city (12, 12,
    // 0, paid at event 9); turn 5 closes the record at event 10, whose final scoring adds green's road (3).
    const QList<ml::ScorePoint> points = series.value().points;
    QCOMPARE(points.size(), 6);
    const QList<int> eventAt { -1, 2, 4, 6, 9, 10 };
    const QStringList playerAt { QString(), u"red"_s, u"blue"_s, u"green"_s, u"red"_s, u"blue"_s };
    for (int i = 0; i < 6; ++i) {
        QCOMPARE(points.at(i).event, eventAt.at(i));
        QCOMPARE(points.at(i).player, playerAt.at(i));
        QCOMPARE(points.at(i).turn, i);
        QCOMPARE(points.at(i).closing, i == 5);
    }
    const QMap<QString, int> zero { { u"red"_s, 0 }, { u"blue"_s, 0 }, { u"green"_s, 0 } };
    QCOMPARE(points.at(0).scores, zero);
    QCOMPARE(points.at(3).scores, zero);
    QCOMPARE(points.at(4).scores, (QMap<QString, int> { { u"red"_s, 12 }, { u"blue"_s, 12 }, { u"green"_s, 0 } }));
    QCOMPARE(points.at(5).scores, (QMap<QString, int> { { u"red"_s, 12 }, { u"blue"_s, 12 }, { u"green"_s, 3 } }));

    QCOMPARE(library.scoreSeries(999).error().code, ml::StoreError::Code::NotFound);
}

void TestStatistics::pointSourcesAddUpToTheScore_data()
{
    QTest::addColumn<QJsonObject>("record");
    for (const QString &name : StoreTestData::validExamples()) {
        QTest::addRow("%s", qPrintable(name)) << StoreTestData::example(name);
        QTest::addRow("%s, ended", qPrintable(name)) << withEnd(name);
    }
    QTest::addRow("tie") << tieRecord();
}

void TestStatistics::pointSourcesAddUpToTheScore()
{
    QFETCH(QJsonObject, record);
    const ml::ReplayOutcome outcome = ml::replay(record);
    QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
    const QJsonObject scores = outcome.output.value(u"scores"_s).toObject();
    const auto sources = ml::GameAnalysis::pointsBySource(outcome.output);
    const ml::ScoreSeries series = ml::GameAnalysis::scoreSeries(record, outcome.output);
    for (auto it = scores.begin(); it != scores.end(); ++it) {
        int sum = 0;
        for (const int points : sources.value(it.key()))
            sum += points;
        QCOMPARE(sum, it.value().toInt());
    }
    // The closing point is the engine's result.
    QCOMPARE(series.points.last().closing, true);
    for (auto it = scores.begin(); it != scores.end(); ++it)
        QCOMPARE(series.points.last().scores.value(it.key()), it.value().toInt());
}

void TestStatistics::everyKnownRuleHasAGroup()
{
    // Every rule id of docs/engine-output.md, and where it counts.
    const QList<std::pair<QString, QString>> rules {
        { u"road.completed"_s, u"roads"_s },
        { u"city.completed"_s, u"cities"_s },
        { u"monastery.completed"_s, u"monasteries"_s },
        { u"castle.completed"_s, u"castles"_s },
        { u"cemetery.completed"_s, u"cemeteries"_s },
        { u"ringmaster.bonus"_s, u"ringmaster"_s },
        { u"robber.steal"_s, u"robbers"_s },
        { u"robber.end"_s, u"robbers"_s },
        { u"message.points"_s, u"messages"_s },
        { u"message.road"_s, u"messages"_s },
        { u"message.city"_s, u"messages"_s },
        { u"message.monastery"_s, u"messages"_s },
        { u"message.extraTile"_s, u"messages"_s },
        { u"message.coats"_s, u"messages"_s },
        { u"message.knights"_s, u"messages"_s },
        { u"message.farmers"_s, u"messages"_s },
        { u"message.meeple"_s, u"messages"_s },
        { u"tower.ransom.paid"_s, u"towerRansoms"_s },
        { u"tower.ransom.received"_s, u"towerRansoms"_s },
        { u"circus.scored"_s, u"circus"_s },
        { u"circus.final"_s, u"circus"_s },
        { u"pyramid.scored"_s, u"acrobats"_s },
        { u"road.final"_s, u"roads"_s },
        { u"city.final"_s, u"cities"_s },
        { u"monastery.final"_s, u"monasteries"_s },
        { u"field.final"_s, u"fields"_s },
        { u"castle.final"_s, u"castles"_s },
        { u"acrobats.final"_s, u"acrobats"_s },
        { u"ringmaster.final"_s, u"ringmaster"_s },
        { u"ghosts.final"_s, u"ghosts"_s },
        { u"messengers.combined"_s, u"other"_s },
        { u"adjust"_s, u"adjustments"_s },
        { u"something.new"_s, u"other"_s },
    };
    for (const auto &[rule, group] : rules) {
        QCOMPARE(ml::PointSources::groupOf(rule), group);
        QVERIFY(ml::PointSources::groups().contains(group));
    }
    const QJsonObject combined { { u"rule"_s, u"messengers.combined"_s }, { u"from"_s, 10 }, { u"to"_s, 12 } };
    QCOMPARE(ml::PointSources::scoreEffect(combined), 0);
    const QJsonObject floored {
        { u"rule"_s, u"ghosts.final"_s }, { u"points"_s, -2 }, { u"from"_s, 1 }, { u"to"_s, 0 }
    };
    QCOMPARE(ml::PointSources::scoreEffect(floored), -1);
}

QTEST_GUILESS_MAIN(TestStatistics)
#include "tst_statistics.moc"
