// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "ledgermodel.h"
#include "modeltestsupport.h"
#include "translationcatalog.h"

#include <QAbstractItemModelTester>
#include <QCoreApplication>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTranslator>

using namespace Qt::StringLiterals;
using ModelTest::value;

class LedgerModelTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void namesEveryRole()
    {
        const LedgerModel model;
        const QList<QByteArray> names = model.roleNames().values();
        for (const char *name : { "event", "playerId", "playerName", "color", "points", "figure", "figureName", "rule",
                                  "ruleName", "explanation", "from", "to", "feature" })
            QVERIFY2(names.contains(name), name);
    }

    void showsEveryPayout()
    {
        LedgerModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto all = ModelTest::replayed(ModelTest::BaseGame);
        ModelTest::show(model, all);

        QCOMPARE(model.rowCount(), 2);
        // Red's city at event 2: 4 tiles × 2 + 1 coat × 2 = 10, the scoring meeple from 0 to 10.
        QCOMPARE(value(model, 0, LedgerModel::EventRole), 2);
        QCOMPARE(value(model, 0, LedgerModel::PlayerIdRole), u"red"_s);
        QCOMPARE(value(model, 0, LedgerModel::PlayerNameRole), u"Ana"_s);
        QCOMPARE(value(model, 0, LedgerModel::PointsRole), 10);
        QCOMPARE(value(model, 0, LedgerModel::FigureRole), u"meeple"_s);
        QCOMPARE(value(model, 0, LedgerModel::FigureNameRole), u"scoring meeple"_s);
        QCOMPARE(value(model, 0, LedgerModel::RuleRole), u"city.completed"_s);
        QCOMPARE(value(model, 0, LedgerModel::RuleNameRole), u"City completed"_s);
        QCOMPARE(value(model, 0, LedgerModel::FromRole), 0);
        QCOMPARE(value(model, 0, LedgerModel::ToRole), 10);
        QCOMPARE(value(model, 0, LedgerModel::FeatureRole), u"c1"_s);
        const QString explanation = value(model, 0, LedgerModel::ExplanationRole).toString();
        QVERIFY2(explanation.startsWith(u"City completed: 4 tile"_s), qPrintable(explanation));
        QVERIFY2(explanation.contains(u"1 coat"_s) && explanation.endsWith(u"= 10"_s), qPrintable(explanation));
        // Blue's road at event 5: 3 tiles × 1 = 3.
        QCOMPARE(value(model, 1, LedgerModel::EventRole), 5);
        QCOMPARE(value(model, 1, LedgerModel::PointsRole), 3);
        QCOMPARE(value(model, 1, LedgerModel::RuleRole), u"road.completed"_s);
        QCOMPARE(value(model, 1, LedgerModel::DetailRole).toMap().value(u"tiles"_s), 3);

        const QVariantMap row = model.get(0);
        QCOMPARE(row.value(u"points"_s), 10);
        QCOMPARE(row.value(u"ruleName"_s), u"City completed"_s);
        QVERIFY(model.get(2).isEmpty());
    }

    void appendsAndRemovesAtTheEnd()
    {
        LedgerModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto city = ModelTest::replayed(ModelTest::BaseGame, 3);
        ModelTest::show(model, city);
        QCOMPARE(model.rowCount(), 1);

        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy count(&model, &LedgerModel::countChanged);

        // Events that pay nothing add nothing.
        const auto placed = ModelTest::replayed(ModelTest::BaseGame, 5);
        ModelTest::show(model, placed);
        QCOMPARE(inserted.count(), 0);
        QCOMPARE(removed.count(), 0);

        const auto road = ModelTest::replayed(ModelTest::BaseGame, 6);
        ModelTest::show(model, road);
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(inserted.at(0).at(1).toInt(), 1);
        QCOMPARE(inserted.at(0).at(2).toInt(), 1);

        // Undoing the road's score takes its payout away again.
        ModelTest::show(model, placed);
        QCOMPARE(removed.count(), 1);
        QCOMPARE(removed.at(0).at(1).toInt(), 1);
        QCOMPARE(removed.at(0).at(2).toInt(), 1);
        QCOMPARE(resets.count(), 0);
        QCOMPARE(count.count(), 2);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(value(model, 0, LedgerModel::PointsRole), 10);
    }

    // The same game parsed again (its events not shared with the last update) and a different game with the same
    // players: the rows that differ are replaced, whatever the model was shown before.
    void comparesRecordsParsedApart()
    {
        LedgerModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto all = ModelTest::replayed(ModelTest::BaseGame);
        ModelTest::show(model, all);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        const auto again = ModelTest::replayed(ModelTest::BaseGame);
        ModelTest::show(model, again);
        QCOMPARE(removed.count(), 0);
        QCOMPARE(inserted.count(), 0);

        // Blue's road counted 4 tiles instead of 3: the first row stays, the second is replaced.
        QString other = ModelTest::BaseGame;
        other.replace(u"\"feature\": \"rd1\", \"tiles\": 3"_s, u"\"feature\": \"rd1\", \"tiles\": 4"_s);
        const auto changed = ModelTest::replayed(other);
        ModelTest::show(model, changed);
        QCOMPARE(removed.count(), 1);
        QCOMPARE(removed.at(0).at(1).toInt(), 1);
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(value(model, 1, LedgerModel::PointsRole), 4);
        QCOMPARE(value(model, 0, LedgerModel::PointsRole), 10);
        QCOMPARE(resets.count(), 0);
    }

    void filtersByPlayer()
    {
        LedgerModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto all = ModelTest::replayed(ModelTest::BaseGame);
        ModelTest::show(model, all);
        QSignalSpy filter(&model, &LedgerModel::playerFilterChanged);
        QSignalSpy count(&model, &LedgerModel::countChanged);

        model.setPlayerFilter(u"blue"_s);
        QCOMPARE(filter.count(), 1);
        QCOMPARE(count.count(), 1);
        QCOMPARE(model.playerFilter(), u"blue"_s);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(value(model, 0, LedgerModel::PlayerIdRole), u"blue"_s);
        QCOMPARE(value(model, 0, LedgerModel::EntryIndexRole), 1);
        model.setPlayerFilter(u"blue"_s);
        QCOMPARE(filter.count(), 1);

        // A payout of another player leaves the filtered rows alone.
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        const auto fewer = ModelTest::replayed(ModelTest::BaseGame, 3);
        ModelTest::show(model, fewer);
        QCOMPARE(model.rowCount(), 0);
        ModelTest::show(model, all);
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(model.rowCount(), 1);

        model.setPlayerFilter({});
        QCOMPARE(model.rowCount(), 2);
    }

    void retranslateChangesTranslatedRoles()
    {
        LedgerModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto all = ModelTest::replayed(ModelTest::BaseGame);
        ModelTest::show(model, all);
        QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
        model.retranslate();
        QCOMPARE(changes.count(), 1);
        const QList<int> roles = changes.at(0).at(2).value<QList<int>>();
        QVERIFY(roles.contains(LedgerModel::ExplanationRole));
        QVERIFY(roles.contains(LedgerModel::RuleNameRole));
        QVERIFY(roles.contains(LedgerModel::FigureNameRole));
        QCOMPARE(changes.at(0).at(1).toModelIndex().row(), 1);
    }

    // The translations in translations/ are compiled into this executable under :/i18n.
    void explainsInAnotherLanguage()
    {
        LedgerModel model;
        const auto all = ModelTest::replayed(ModelTest::BaseGame);
        ModelTest::show(model, all);
        const QString english = value(model, 0, LedgerModel::ExplanationRole).toString();

        const QString german = model.explainIn(0, u"de"_s);
        QVERIFY2(!german.isEmpty() && german != english, qPrintable(german));
        QVERIFY2(german.contains(u"10"_s), qPrintable(german));
        QCOMPARE(model.explainIn(0, u"de_AT"_s), german);
        QVERIFY(model.explainIn(0, u"fr"_s) != english);
        // The application's language is untouched; English (and unknown languages) read as the source text.
        QCOMPARE(value(model, 0, LedgerModel::ExplanationRole), english);
        QVERIFY(model.explainIn(0, u"en"_s).startsWith(u"City completed: 4 tile"_s));
        QVERIFY(model.explainIn(0, {}).startsWith(u"City completed: 4 tile"_s));
        QVERIFY(model.explainIn(0, u"xx"_s).startsWith(u"City completed: 4 tile"_s));
        QVERIFY(model.explainIn(5, u"de"_s).isEmpty());

        // And the other way round: German installed, English asked for.
        QTranslator translator;
        QVERIFY(ml::TranslationCatalog::load(translator, u"de"_s));
        QVERIFY(QCoreApplication::installTranslator(&translator));
        QCOMPARE(value(model, 0, LedgerModel::ExplanationRole), german);
        QVERIFY(value(model, 0, LedgerModel::RuleNameRole) != u"City completed"_s);
        QVERIFY(value(model, 0, LedgerModel::FigureNameRole) != u"scoring meeple"_s);
        QVERIFY(model.explainIn(0, u"en"_s).startsWith(u"City completed: 4 tile"_s));
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(value(model, 0, LedgerModel::RuleNameRole), u"City completed"_s);
    }
};

QTEST_GUILESS_MAIN(LedgerModelTest)
#include "tst_ledgermodel.moc"
