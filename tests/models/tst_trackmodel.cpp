// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "modeltestsupport.h"
#include "trackmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;
using ModelTest::value;

namespace {

// Red's city, 4 × 2 + 1 × 2 = 10, moves the messenger to 10, a dark space: red owes a message and takes it as
// 2 points on the scoring meeple [the-messengers.md]. Blue puts the robber beside red's messenger
// [the-robbers.md]; the table then corrects red's meeple by +55: 57 is space 7 on the second lap.
const QString Messengers = uR"({
    "format": "meeple-ledger/1",
    "players": [{"id": "red", "name": "Ana"}, {"id": "blue", "name": "Ben"}],
    "expansions": ["messengers", "robbers"],
    "events": [
        {"type": "turn", "player": "red"},
        {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
        {"type": "score", "feature": "c1", "tiles": 4, "coats": 1, "movers": {"red": "messenger"}},
        {"type": "message", "tile": 1, "take": "points"},
        {"type": "turn", "player": "blue"},
        {"type": "robber", "player": "blue", "space": 10},
        {"type": "adjust", "player": "red", "points": 55, "reason": "a miscount"}
    ]
})"_s;

QStringList kindsOn(const TrackModel &model, int space)
{
    QStringList kinds;
    for (const QVariant &figure : value(model, space, TrackModel::FiguresRole).toList())
        kinds.append(figure.toMap().value(u"player"_s).toString() + u':' + figure.toMap().value(u"kind"_s).toString());
    return kinds;
}

} // namespace

class TrackModelTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void hasFiftySpaces()
    {
        TrackModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 50);
        QCOMPARE(value(model, 0, TrackModel::SpaceRole), 0);
        QCOMPARE(value(model, 49, TrackModel::SpaceRole), 49);
        QCOMPARE(value(model, 0, TrackModel::DarkRole), true);
        QCOMPARE(value(model, 35, TrackModel::DarkRole), true);
        QCOMPARE(value(model, 36, TrackModel::DarkRole), false);
        QVERIFY(value(model, 0, TrackModel::FiguresRole).toList().isEmpty());
        const QList<QByteArray> names = model.roleNames().values();
        QVERIFY(names.contains("space") && names.contains("dark") && names.contains("figures"));
    }

    void putsScoringFiguresOnTheirSpaces()
    {
        TrackModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto start = ModelTest::replayed(ModelTest::BaseGame, 1);
        model.update(start.record, start.output);
        QCOMPARE(kindsOn(model, 0), (QStringList { u"red:meeple"_s, u"blue:meeple"_s }));

        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
        // Red's 10 points: space 0 loses red, space 10 gains it; nothing else changes.
        const auto city = ModelTest::replayed(ModelTest::BaseGame, 3);
        model.update(city.record, city.output);
        QCOMPARE(resets.count(), 0);
        QCOMPARE(changes.count(), 2);
        QCOMPARE(changes.at(0).at(0).toModelIndex().row(), 0);
        QCOMPARE(changes.at(1).at(0).toModelIndex().row(), 10);
        QCOMPARE(kindsOn(model, 0), (QStringList { u"blue:meeple"_s }));
        QCOMPARE(kindsOn(model, 10), (QStringList { u"red:meeple"_s }));
        const QVariantMap red = value(model, 10, TrackModel::FiguresRole).toList().at(0).toMap();
        QCOMPARE(red.value(u"laps"_s), 0);
        QVERIFY(red.contains(u"color"_s) && red.contains(u"symbol"_s));
        QCOMPARE(model.figuresOn(10).size(), 1);

        // Blue's road, 3 × 1 = 3: only spaces 0 and 3.
        changes.clear();
        const auto road = ModelTest::replayed(ModelTest::BaseGame, 6);
        model.update(road.record, road.output);
        QCOMPARE(changes.count(), 2);
        QCOMPARE(kindsOn(model, 3), (QStringList { u"blue:meeple"_s }));
        QVERIFY(kindsOn(model, 0).isEmpty());
    }

    void showsMessengersRobbersAndLaps()
    {
        TrackModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto message = ModelTest::replayed(Messengers, 4);
        model.update(message.record, message.output);
        QCOMPARE(kindsOn(model, 10), (QStringList { u"red:messenger"_s }));
        QCOMPARE(kindsOn(model, 2), (QStringList { u"red:meeple"_s }));
        QCOMPARE(kindsOn(model, 0), (QStringList { u"blue:meeple"_s, u"blue:messenger"_s }));

        QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
        const auto all = ModelTest::replayed(Messengers);
        model.update(all.record, all.output);
        // Spaces 10 (the robber arrives), 2 (the meeple leaves) and 7 (it arrives, a lap on).
        QCOMPARE(changes.count(), 3);
        QCOMPARE(kindsOn(model, 10), (QStringList { u"red:messenger"_s, u"blue:robber"_s }));
        QVERIFY(kindsOn(model, 2).isEmpty());
        QCOMPARE(kindsOn(model, 7), (QStringList { u"red:meeple"_s }));
        const QVariantMap meeple = model.figuresOn(7).at(0).toMap();
        QCOMPARE(meeple.value(u"laps"_s), 1);
        QCOMPARE(meeple.value(u"position"_s), 57);
        QCOMPARE(model.figuresOn(10).at(1).toMap().value(u"laps"_s), 0);

        model.clear();
        for (int space = 0; space < model.rowCount(); ++space)
            QVERIFY(kindsOn(model, space).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TrackModelTest)
#include "tst_trackmodel.moc"
