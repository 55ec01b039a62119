// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "modeltestsupport.h"
#include "playersmodel.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;
using ModelTest::value;

namespace {

// The Tower, two players: blue builds a tower and captures red's farmer (r2); red buys it back for 3.
// Red: city 2 tiles + 1 coat = 2 × 2 + 1 × 2 = 6, then -3 = 3. Blue: +3 = 3 [The Tower rules].
const QString TowerGame = uR"({
    "format": "meeple-ledger/1",
    "players": [{"id": "red", "name": "Ana"}, {"id": "blue", "name": "Ben", "color": "#1565c0"}],
    "expansions": ["tower"],
    "events": [
        {"type": "turn", "player": "red"},
        {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
        {"type": "score", "feature": "c1", "tiles": 2, "coats": 1},
        {"type": "turn", "player": "blue"},
        {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "rd", "featureType": "road"},
        {"type": "turn", "player": "red"},
        {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "f1", "featureType": "field"},
        {"type": "turn", "player": "blue"},
        {"type": "tower", "tower": "t1", "capture": "r2"},
        {"type": "turn", "player": "red"},
        {"type": "ransom", "figure": "r2"}
    ]
})"_s;

// Three players for a model that showed two.
const QString ThreePlayers = uR"({
    "format": "meeple-ledger/1",
    "players": [{"id": "red", "name": "Ana"}, {"id": "blue", "name": "Ben"}, {"id": "yellow", "name": "Cleo"}],
    "expansions": ["messengers", "robbers"],
    "events": []
})"_s;

} // namespace

class PlayersModelTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void namesEveryRole()
    {
        const PlayersModel model;
        const QHash<int, QByteArray> names = model.roleNames();
        const QList<QByteArray> expected {
            "playerId",          "name",           "color",     "symbol",          "score",          "meeplePosition",
            "messengerPosition", "robberSpace",    "isActive",  "supplyMeeples",   "supplyGuards",   "supplyRingmaster",
            "supplyFloors",      "robberInSupply", "prisoners", "ghostsOnFigures", "figuresOnBoard", "rank"
        };
        for (const QByteArray &name : expected)
            QVERIFY2(names.values().contains(name), name.constData());
    }

    void showsPlayersInSeatingOrder()
    {
        PlayersModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy count(&model, &PlayersModel::countChanged);
        const auto start = ModelTest::replayed(ModelTest::BaseGame, 0);
        ModelTest::show(model, start);

        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(count.count(), 1);
        QCOMPARE(value(model, 0, PlayersModel::PlayerIdRole), u"red"_s);
        QCOMPARE(value(model, 0, PlayersModel::NameRole), u"Ana"_s);
        QCOMPARE(value(model, 1, PlayersModel::NameRole), u"Ben"_s);
        QVERIFY(value(model, 0, PlayersModel::ColorRole).value<QColor>().isValid());
        QVERIFY(value(model, 0, PlayersModel::SymbolRole).toString() != value(model, 1, PlayersModel::SymbolRole));
        // Before the first turn: nobody is active, both stand on 0 and share first place; 7 meeples each.
        QCOMPARE(value(model, 0, PlayersModel::IsActiveRole), false);
        QCOMPARE(value(model, 0, PlayersModel::ScoreRole), 0);
        QCOMPARE(value(model, 0, PlayersModel::RankRole), 1);
        QCOMPARE(value(model, 1, PlayersModel::RankRole), 1);
        QCOMPARE(value(model, 0, PlayersModel::SupplyMeeplesRole), 7);
        QCOMPARE(value(model, 0, PlayersModel::MessengerPositionRole), -1);
        QCOMPARE(value(model, 0, PlayersModel::RobberSpaceRole), -1);
        QCOMPARE(model.rowOf(u"blue"_s), 1);
        QCOMPARE(model.rowOf(u"green"_s), -1);
    }

    void changedValuesEmitDataChangedOnly()
    {
        PlayersModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto start = ModelTest::replayed(ModelTest::BaseGame, 0);
        ModelTest::show(model, start);

        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy count(&model, &PlayersModel::countChanged);
        // Red's city: 4 tiles × 2 + 1 coat × 2 = 10.
        const auto city = ModelTest::replayed(ModelTest::BaseGame, 3);
        ModelTest::show(model, city);

        QCOMPARE(resets.count(), 0);
        QCOMPARE(count.count(), 0);
        QCOMPARE(value(model, 0, PlayersModel::ScoreRole), 10);
        QCOMPARE(value(model, 0, PlayersModel::MeeplePositionRole), 10);
        QCOMPARE(value(model, 0, PlayersModel::IsActiveRole), true);
        QCOMPARE(value(model, 0, PlayersModel::RankRole), 1);
        QCOMPARE(value(model, 1, PlayersModel::RankRole), 2);
        // The meeple came back when the city scored.
        QCOMPARE(value(model, 0, PlayersModel::SupplyMeeplesRole), 7);
        QCOMPARE(value(model, 0, PlayersModel::FiguresOnBoardRole), 0);

        // Red's row (score, position, active, rank) and blue's (rank) changed, each once.
        QCOMPARE(changes.count(), 2);
        const QList<int> redRoles = changes.at(0).at(2).value<QList<int>>();
        QCOMPARE(changes.at(0).at(0).toModelIndex().row(), 0);
        QVERIFY(redRoles.contains(PlayersModel::ScoreRole));
        QVERIFY(redRoles.contains(PlayersModel::MeeplePositionRole));
        QVERIFY(redRoles.contains(PlayersModel::IsActiveRole));
        QVERIFY(!redRoles.contains(PlayersModel::NameRole));
        QCOMPARE(changes.at(1).at(0).toModelIndex().row(), 1);
        QCOMPARE(changes.at(1).at(2).value<QList<int>>(), QList<int> { PlayersModel::RankRole });

        // The same state again changes nothing.
        changes.clear();
        ModelTest::show(model, city);
        QCOMPARE(changes.count(), 0);
    }

    void countsFiguresOnTheBoard()
    {
        PlayersModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto all = ModelTest::replayed(ModelTest::BaseGame);
        ModelTest::show(model, all);
        // Red: 10, a monk on the monastery. Blue: road 3 × 1 = 3, a farmer on the field.
        QCOMPARE(value(model, 0, PlayersModel::ScoreRole), 10);
        QCOMPARE(value(model, 1, PlayersModel::ScoreRole), 3);
        QCOMPARE(value(model, 0, PlayersModel::FiguresOnBoardRole), 1);
        QCOMPARE(value(model, 0, PlayersModel::SupplyMeeplesRole), 6);
        QCOMPARE(value(model, 1, PlayersModel::FiguresOnBoardRole), 1);
        QCOMPARE(value(model, 1, PlayersModel::IsActiveRole), true);
        QCOMPARE(value(model, 0, PlayersModel::IsActiveRole), false);
    }

    void nobodyPlaysOnceTheGameHasEnded()
    {
        QJsonObject record = QJsonDocument::fromJson(ModelTest::BaseGame.toUtf8()).object();
        QJsonArray events = record.value(QStringLiteral("events")).toArray();
        events.append(QJsonDocument::fromJson(R"({"type": "end", "values": {"m1": {"tiles": 5}, "f1": {"cities": 1}}})")
                          .object());
        record.insert(QStringLiteral("events"), events);
        PlayersModel model;
        ModelTest::show(model, ModelTest::replayed(QString::fromUtf8(QJsonDocument(record).toJson())));
        // Blue's turn was the last; after `end` neither card says "Now playing".
        QCOMPARE(value(model, 0, PlayersModel::IsActiveRole), false);
        QCOMPARE(value(model, 1, PlayersModel::IsActiveRole), false);
    }

    void showsPrisonersAndFloors()
    {
        PlayersModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        // Up to the capture: blue holds red's farmer.
        const auto captured = ModelTest::replayed(TowerGame, 9);
        ModelTest::show(model, captured);
        const QVariantList held = value(model, 1, PlayersModel::PrisonersRole).toList();
        QCOMPARE(held.size(), 1);
        QCOMPARE(held.at(0).toMap().value(u"figure"_s), u"r2"_s);
        QCOMPARE(held.at(0).toMap().value(u"owner"_s), u"red"_s);
        QCOMPARE(held.at(0).toMap().value(u"ownerName"_s), u"Ana"_s);
        QVERIFY(value(model, 0, PlayersModel::PrisonersRole).toList().isEmpty());
        // Two players have 10 floors each; blue built one.
        QCOMPARE(value(model, 0, PlayersModel::SupplyFloorsRole), 10);
        QCOMPARE(value(model, 1, PlayersModel::SupplyFloorsRole), 9);
        QCOMPARE(value(model, 1, PlayersModel::ColorRole).value<QColor>(), QColor(u"#1565c0"_s));

        // The ransom: red pays 3 (6 → 3), blue receives 3; red has the farmer back.
        QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
        const auto ransomed = ModelTest::replayed(TowerGame);
        ModelTest::show(model, ransomed);
        QVERIFY(value(model, 1, PlayersModel::PrisonersRole).toList().isEmpty());
        QCOMPARE(value(model, 0, PlayersModel::ScoreRole), 3);
        QCOMPARE(value(model, 1, PlayersModel::ScoreRole), 3);
        QCOMPARE(value(model, 0, PlayersModel::SupplyMeeplesRole), 7);
        // A tie shares first place.
        QCOMPARE(value(model, 0, PlayersModel::RankRole), 1);
        QCOMPARE(value(model, 1, PlayersModel::RankRole), 1);
        QCOMPARE(changes.count(), 2);
    }

    void otherPlayersReset()
    {
        PlayersModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto two = ModelTest::replayed(ModelTest::BaseGame);
        ModelTest::show(model, two);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy count(&model, &PlayersModel::countChanged);
        const auto three = ModelTest::replayed(ThreePlayers);
        ModelTest::show(model, three);
        QCOMPARE(resets.count(), 1);
        QCOMPARE(count.count(), 1);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(value(model, 2, PlayersModel::NameRole), u"Cleo"_s);
        // With the messengers and robbers: a messenger on 0, the robber in the supply.
        QCOMPARE(value(model, 2, PlayersModel::MessengerPositionRole), 0);
        QCOMPARE(value(model, 2, PlayersModel::RobberInSupplyRole), true);

        model.clear();
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(resets.count(), 2);
        QCOMPARE(count.count(), 2);
    }
};

QTEST_GUILESS_MAIN(PlayersModelTest)
#include "tst_playersmodel.moc"
