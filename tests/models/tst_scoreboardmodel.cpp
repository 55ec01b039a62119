// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "scoreboardmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace {

// Red completes a 4-tile city with one coat of arms: 2 × 4 + 2 × 1 = 10 points.
const QString TwoPlayerCity = uR"({
    "format": "meeple-ledger/1",
    "players": [{"id": "red", "name": "Ana"}, {"id": "blue", "name": "Ben", "color": "navy"}],
    "expansions": [],
    "events": [
        {"type": "turn", "player": "red"},
        {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
        {"type": "score", "feature": "c1", "tiles": 4, "coats": 1}
    ]
})"_s;

// The same city, then red takes a second turn in a row: event 3 breaks the seating order.
const QString TurnOutOfOrder = uR"({
    "format": "meeple-ledger/1",
    "players": [{"id": "red", "name": "Ana"}, {"id": "blue", "name": "Ben"}],
    "expansions": [],
    "events": [
        {"type": "turn", "player": "red"},
        {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
        {"type": "score", "feature": "c1", "tiles": 4, "coats": 1},
        {"type": "turn", "player": "red"}
    ]
})"_s;

// 10 points for the city, then the table agrees red is owed 47 more: 57 is space 7 on the second lap.
const QString SecondLap = uR"({
    "format": "meeple-ledger/1",
    "players": [{"id": "red", "name": "Ana"}, {"id": "blue", "name": "Ben"}],
    "expansions": [],
    "events": [
        {"type": "turn", "player": "red"},
        {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
        {"type": "score", "feature": "c1", "tiles": 4, "coats": 1},
        {"type": "adjust", "player": "red", "points": 47, "reason": "a city scored too low earlier"}
    ]
})"_s;

// With the messengers, red moves the messenger for the city's 10 points instead of the scoring meeple.
const QString MessengerMoves = uR"({
    "format": "meeple-ledger/1",
    "players": [{"id": "red", "name": "Ana"}, {"id": "blue", "name": "Ben"}],
    "expansions": ["messengers"],
    "events": [
        {"type": "turn", "player": "red"},
        {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
        {"type": "score", "feature": "c1", "tiles": 4, "coats": 1, "movers": {"red": "messenger"}}
    ]
})"_s;

const QList<int> AllRoles = {
    ScoreboardModel::PlayerIdRole, ScoreboardModel::NameRole,           ScoreboardModel::ColorRole,
    ScoreboardModel::ScoreRole,    ScoreboardModel::MeeplePositionRole, ScoreboardModel::MessengerPositionRole,
    ScoreboardModel::SpaceRole,    ScoreboardModel::LapsRole,
};

// Every role of every row, to compare a model before and after a refused load.
QList<QVariantList> snapshot(const ScoreboardModel &model)
{
    QList<QVariantList> rows;
    for (int row = 0; row < model.rowCount(); ++row) {
        QVariantList values;
        for (int role : AllRoles)
            values.append(model.data(model.index(row), role));
        rows.append(values);
    }
    return rows;
}

QVariant value(const ScoreboardModel &model, int row, ScoreboardModel::Role role)
{
    return model.data(model.index(row), role);
}

} // namespace

class ScoreboardModelTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void startsEmpty()
    {
        ScoreboardModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(model.errorMessage().isEmpty());
        QVERIFY(!model.finished());
    }

    void namesEveryRole()
    {
        const ScoreboardModel model;
        const QHash<int, QByteArray> names = model.roleNames();
        QCOMPARE(names.value(ScoreboardModel::PlayerIdRole), "playerId");
        QCOMPARE(names.value(ScoreboardModel::NameRole), "name");
        QCOMPARE(names.value(ScoreboardModel::ColorRole), "color");
        QCOMPARE(names.value(ScoreboardModel::ScoreRole), "score");
        QCOMPARE(names.value(ScoreboardModel::MeeplePositionRole), "meeplePosition");
        QCOMPARE(names.value(ScoreboardModel::MessengerPositionRole), "messengerPosition");
        QCOMPARE(names.value(ScoreboardModel::SpaceRole), "space");
        QCOMPARE(names.value(ScoreboardModel::LapsRole), "laps");
    }

    void loadsRecord()
    {
        ScoreboardModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy errors(&model, &ScoreboardModel::errorMessageChanged);

        QVERIFY(model.loadRecordJson(TwoPlayerCity));
        QCOMPARE(resets.count(), 1);
        QCOMPARE(errors.count(), 0);
        QVERIFY(model.errorMessage().isEmpty());
        QVERIFY(!model.finished());

        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(value(model, 0, ScoreboardModel::PlayerIdRole), u"red"_s);
        QCOMPARE(value(model, 0, ScoreboardModel::NameRole), u"Ana"_s);
        QCOMPARE(value(model, 0, ScoreboardModel::ColorRole), u"red"_s); // defaults to the id
        QCOMPARE(value(model, 0, ScoreboardModel::ScoreRole), 10);
        QCOMPARE(value(model, 0, ScoreboardModel::MeeplePositionRole), 10);
        QCOMPARE(value(model, 0, ScoreboardModel::MessengerPositionRole), -1);
        QCOMPARE(value(model, 0, ScoreboardModel::SpaceRole), 10);
        QCOMPARE(value(model, 0, ScoreboardModel::LapsRole), 0);
        QCOMPARE(value(model, 1, ScoreboardModel::PlayerIdRole), u"blue"_s);
        QCOMPARE(value(model, 1, ScoreboardModel::NameRole), u"Ben"_s);
        QCOMPARE(value(model, 1, ScoreboardModel::ColorRole), u"navy"_s);
        QCOMPARE(value(model, 1, ScoreboardModel::ScoreRole), 0);
        QCOMPARE(value(model, 1, ScoreboardModel::MeeplePositionRole), 0);
    }

    void splitsTrackPositionIntoLapsAndSpace()
    {
        ScoreboardModel model;
        QVERIFY2(model.loadRecordJson(SecondLap), qPrintable(model.errorMessage()));
        QCOMPARE(value(model, 0, ScoreboardModel::ScoreRole), 57);
        QCOMPARE(value(model, 0, ScoreboardModel::MeeplePositionRole), 57);
        QCOMPARE(value(model, 0, ScoreboardModel::SpaceRole), 7);
        QCOMPARE(value(model, 0, ScoreboardModel::LapsRole), 1);
    }

    void showsTheMessenger()
    {
        ScoreboardModel model;
        QVERIFY2(model.loadRecordJson(MessengerMoves), qPrintable(model.errorMessage()));
        QCOMPARE(value(model, 0, ScoreboardModel::ScoreRole), 10);
        QCOMPARE(value(model, 0, ScoreboardModel::MeeplePositionRole), 0);
        QCOMPARE(value(model, 0, ScoreboardModel::MessengerPositionRole), 10);
        QCOMPARE(value(model, 1, ScoreboardModel::MessengerPositionRole), 0);
    }

    void refusedRecordKeepsRows_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("errorStart");
        QTest::addRow("invalid JSON") << u"{\"format\": \"meeple-ledger/1\", "_s
                                      << u"setup: not valid JSON at byte 30"_s;
        QTest::addRow("JSON but not an object") << u"[1, 2, 3]"_s << u"setup: a record is one JSON object"_s;
        QTest::addRow("turn out of seating order") << TurnOutOfOrder << u"event 3 (turn): "_s;
        // Read strictly, as the library's import reads: the second key no longer wins.
        QTest::addRow("a second events key") << u"{\"format\": \"meeple-ledger/1\", \"events\": [], \"events\": []}"_s
                                             << u"setup: the key \"events\" appears twice in one object"_s;
    }

    void refusedRecordKeepsRows()
    {
        QFETCH(QString, json);
        QFETCH(QString, errorStart);

        ScoreboardModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(model.loadRecordJson(TwoPlayerCity));
        const QList<QVariantList> before = snapshot(model);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy errors(&model, &ScoreboardModel::errorMessageChanged);

        QVERIFY(!model.loadRecordJson(json));
        QCOMPARE(resets.count(), 0);
        QCOMPARE(errors.count(), 1);
        QVERIFY2(model.errorMessage().startsWith(errorStart), qPrintable(model.errorMessage()));
        QCOMPARE(snapshot(model), before);

        // The next good record clears the error.
        QVERIFY(model.loadRecordJson(TwoPlayerCity));
        QCOMPARE(errors.count(), 2);
        QVERIFY(model.errorMessage().isEmpty());
    }

    void loadsRecordFile_data()
    {
        QTest::addColumn<QString>("path");
        const QString path = QStringLiteral(MEEPLE_EXAMPLES_DIR) + u"/first-game.json"_s;
        QTest::addRow("path") << path;
        QTest::addRow("file URL") << QUrl::fromLocalFile(path).toString();
    }

    // A finished three-player game. Red: city 2 × 3 + 2 × 1 = 8, at the end a field beside two
    // cities 3 × 2 = 6 and an incomplete 2-tile city 2: 16. Blue: road 4, shared city
    // 2 × 5 + 2 × 2 = 14: 18. Yellow: the shared city 14 and a monastery 9: 23.
    void loadsRecordFile()
    {
        QFETCH(QString, path);

        ScoreboardModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy finished(&model, &ScoreboardModel::finishedChanged);
        QVERIFY2(model.loadRecordFile(path), qPrintable(model.errorMessage()));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(value(model, 0, ScoreboardModel::ScoreRole), 16);
        QCOMPARE(value(model, 1, ScoreboardModel::ScoreRole), 18);
        QCOMPARE(value(model, 2, ScoreboardModel::ScoreRole), 23);
        QCOMPARE(value(model, 2, ScoreboardModel::NameRole), u"Cleo"_s);
        QVERIFY(model.finished());
        QCOMPARE(finished.count(), 1);
    }

    void missingFileKeepsRows()
    {
        ScoreboardModel model;
        QVERIFY(model.loadRecordJson(TwoPlayerCity));
        const QList<QVariantList> before = snapshot(model);
        QSignalSpy errors(&model, &ScoreboardModel::errorMessageChanged);

        const QString path = QStringLiteral(MEEPLE_EXAMPLES_DIR) + u"/no-such-game.json"_s;
        QVERIFY(!model.loadRecordFile(path));
        QCOMPARE(errors.count(), 1);
        QVERIFY2(model.errorMessage().contains(path), qPrintable(model.errorMessage()));
        QCOMPARE(snapshot(model), before);
    }
};

QTEST_GUILESS_MAIN(ScoreboardModelTest)
#include "tst_scoreboardmodel.moc"
