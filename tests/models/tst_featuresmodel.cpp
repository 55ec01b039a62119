// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "featuresmodel.h"
#include "modeltestsupport.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;
using ModelTest::value;

namespace {

// Cities c2 (red) then c1 (blue) are joined by a tile; a tower stands open, then red's guard closes it
// [The Tower rules]; three acrobats form a pyramid [Under the Big Top rules].
const QString Board = uR"({
    "format": "meeple-ledger/1",
    "players": [{"id": "red", "name": "Ana"}, {"id": "blue", "name": "Ben"}],
    "expansions": ["tower", "bigtop", "ghosts"],
    "events": [
        {"type": "turn", "player": "red"},
        {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c2", "featureType": "city"},
        {"type": "turn", "player": "blue"},
        {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "c1", "featureType": "city"},
        {"type": "turn", "player": "red"},
        {"type": "tower", "tower": "t1"},
        {"type": "turn", "player": "blue"},
        {"type": "place", "figure": "b2", "player": "blue", "kind": "meeple", "feature": "a1", "featureType": "acrobats"},
        {"type": "turn", "player": "red"},
        {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "a1"},
        {"type": "turn", "player": "blue"},
        {"type": "merge", "features": ["c1", "c2"], "into": "c1"},
        {"type": "place", "figure": "b3", "player": "blue", "kind": "guard", "feature": "a1"},
        {"type": "turn", "player": "red"},
        {"type": "place", "figure": "r3", "player": "red", "kind": "guard", "feature": "t1"}
    ]
})"_s;

QStringList featureIds(const FeaturesModel &model)
{
    QStringList ids;
    for (int row = 0; row < model.rowCount(); ++row)
        ids.append(value(model, row, FeaturesModel::FeatureIdRole).toString());
    return ids;
}

} // namespace

class FeaturesModelTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void namesEveryRole()
    {
        const FeaturesModel model;
        const QList<QByteArray> names = model.roleNames().values();
        for (const char *name :
             { "featureId", "type", "typeName", "figures", "floors", "isOpen", "canScore", "isPyramidComplete" })
            QVERIFY2(names.contains(name), name);
    }

    void listsFeaturesInTheOrderFirstOccupied()
    {
        FeaturesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto all = ModelTest::replayed(ModelTest::BaseGame);
        ModelTest::show(model, all);
        // The monastery (event 7) before the field (event 9), though "f1" sorts first.
        QCOMPARE(featureIds(model), (QStringList { u"m1"_s, u"f1"_s }));
        QCOMPARE(value(model, 0, FeaturesModel::TypeRole), u"monastery"_s);
        QCOMPARE(value(model, 0, FeaturesModel::TypeNameRole), u"Monastery"_s);
        QCOMPARE(value(model, 0, FeaturesModel::CanScoreRole), true);
        QCOMPARE(value(model, 1, FeaturesModel::CanScoreRole), false); // fields score at the end only
        const QVariantList figures = value(model, 0, FeaturesModel::FiguresRole).toList();
        QCOMPARE(figures.size(), 1);
        const QVariantMap monk = figures.at(0).toMap();
        QCOMPARE(monk.value(u"figure"_s), u"r2"_s);
        QCOMPARE(monk.value(u"player"_s), u"red"_s);
        QCOMPARE(monk.value(u"playerName"_s), u"Ana"_s);
        QCOMPARE(monk.value(u"kind"_s), u"meeple"_s);
        QCOMPARE(monk.value(u"ghosts"_s), 0);
        QVERIFY(monk.contains(u"color"_s));
        QCOMPARE(model.rowOf(u"f1"_s), 1);
    }

    void followsTheBoard()
    {
        FeaturesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy count(&model, &FeaturesModel::countChanged);

        // Before the merge: c2 (event 1), c1 (3), the tower t1 (5) open with 1 floor, acrobats a1 (7).
        const auto beforeMerge = ModelTest::replayed(Board, 10);
        ModelTest::show(model, beforeMerge);
        QCOMPARE(featureIds(model), (QStringList { u"c2"_s, u"c1"_s, u"t1"_s, u"a1"_s }));
        QCOMPARE(value(model, 2, FeaturesModel::IsOpenRole), true);
        QCOMPARE(value(model, 2, FeaturesModel::FloorsRole), 1);
        QCOMPARE(value(model, 2, FeaturesModel::CanScoreRole), false);
        QCOMPARE(value(model, 3, FeaturesModel::IsPyramidCompleteRole), false);
        QCOMPARE(value(model, 3, FeaturesModel::FiguresRole).toList().size(), 2);

        // The merged city keeps the place of its earliest part; a third acrobat completes the pyramid;
        // the guard closes the tower.
        const auto all = ModelTest::replayed(Board);
        ModelTest::show(model, all);
        QCOMPARE(featureIds(model), (QStringList { u"c1"_s, u"t1"_s, u"a1"_s }));
        QCOMPARE(value(model, 0, FeaturesModel::FiguresRole).toList().size(), 2);
        QCOMPARE(value(model, 1, FeaturesModel::IsOpenRole), false);
        QCOMPARE(value(model, 2, FeaturesModel::IsPyramidCompleteRole), true);
        QCOMPARE(count.count(), 2);
    }

    void changedFiguresEmitDataChangedOnly()
    {
        FeaturesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto before = ModelTest::replayed(Board, 9);
        ModelTest::show(model, before);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
        // Red's acrobat joins blue's: only a1's row changes.
        const auto after = ModelTest::replayed(Board, 10);
        ModelTest::show(model, after);
        QCOMPARE(resets.count(), 0);
        QCOMPARE(changes.count(), 1);
        QCOMPARE(changes.at(0).at(0).toModelIndex().row(), model.rowOf(u"a1"_s));
        QVERIFY(changes.at(0).at(2).value<QList<int>>().contains(FeaturesModel::FiguresRole));
    }

    void undoRemovesAndRedoInsertsOneRow()
    {
        FeaturesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto acrobats = ModelTest::replayed(Board, 8);
        ModelTest::show(model, acrobats);
        QCOMPARE(featureIds(model), (QStringList { u"c2"_s, u"c1"_s, u"t1"_s, u"a1"_s }));
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);

        // Taking back the acrobat's placement takes its feature off the board: its row goes, the others stay.
        const auto before = ModelTest::replayed(Board, 7);
        ModelTest::show(model, before);
        QCOMPARE(removed.count(), 1);
        QCOMPARE(removed.at(0).at(1).toInt(), 3);
        QCOMPARE(removed.at(0).at(2).toInt(), 3);
        QCOMPARE(featureIds(model), (QStringList { u"c2"_s, u"c1"_s, u"t1"_s }));

        // Bringing it back inserts it where it was; the rows in between are not touched.
        ModelTest::show(model, acrobats);
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(inserted.at(0).at(1).toInt(), 3);
        QCOMPARE(inserted.at(0).at(2).toInt(), 3);
        QCOMPARE(featureIds(model), (QStringList { u"c2"_s, u"c1"_s, u"t1"_s, u"a1"_s }));
        QCOMPARE(resets.count(), 0);
        QCOMPARE(changes.count(), 0);

        // Back to before the tower: t1 and a1 go, the cities' rows are not touched.
        const auto noTower = ModelTest::replayed(Board, 5);
        ModelTest::show(model, noTower);
        QCOMPARE(featureIds(model), (QStringList { u"c2"_s, u"c1"_s }));
        QCOMPARE(resets.count(), 0);
        QCOMPARE(changes.count(), 0);
        // And the same board given afresh shows the same rows.
        FeaturesModel fresh;
        ModelTest::show(fresh, noTower);
        QCOMPARE(ModelTest::snapshot(model), ModelTest::snapshot(fresh));
    }

    void retranslateChangesTypeNames()
    {
        FeaturesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto all = ModelTest::replayed(ModelTest::BaseGame);
        ModelTest::show(model, all);
        QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
        model.retranslate();
        QCOMPARE(changes.count(), 1);
        QCOMPARE(changes.at(0).at(0).toModelIndex().row(), 0);
        QCOMPARE(changes.at(0).at(1).toModelIndex().row(), model.rowCount() - 1);
        QVERIFY(changes.at(0).at(2).value<QList<int>>().contains(FeaturesModel::TypeNameRole));

        model.clear();
        QCOMPARE(model.rowCount(), 0);
        changes.clear();
        model.retranslate(); // nothing to say on an empty board
        QCOMPARE(changes.count(), 0);
    }
};

QTEST_GUILESS_MAIN(FeaturesModelTest)
#include "tst_featuresmodel.moc"
