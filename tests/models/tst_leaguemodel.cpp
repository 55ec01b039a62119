// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// The league model presents what the league works out for the library's finished games: its rows, its season and
// the sentences for a season it refuses, under QAbstractItemModelTester.

#include "gamelibrary.h"
#include "leaguemodel.h"
#include "leaguetestdata.h"
#include "standings.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

using LeagueTestData::finishedRecord;

} // namespace

class TestLeagueModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void presentsTheStandings();
    void seasons();
    void exportsCsv();

private:
    QTemporaryDir m_dir;
};

void TestLeagueModel::presentsTheStandings()
{
    ml::GameLibrary library(m_dir.filePath(u"standings.sqlite"_s));
    QVERIFY(library.open().ok());
    QVERIFY(library.importGame(finishedRecord({ { u"Ana"_s, 10 }, { u"Ben"_s, 5 } })).ok());
    QVERIFY(library.importGame(finishedRecord({ { u"Ana"_s, 3 }, { u"Ben"_s, 8 }, { u"Cleo"_s, 8 } })).ok());
    LeagueModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy changed(&model, &LeagueModel::standingsChanged);
    model.setLibrary(&library);
    // Nothing is read until the league is shown: opening a library does not read its games for the league.
    QCOMPARE(model.gameCount(), 0);
    QCOMPARE(model.rowCount(), 0);
    changed.clear();
    model.refresh();
    QCOMPARE(changed.count(), 1);
    QCOMPARE(model.gameCount(), 2);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.property("count").toInt(), 3);

    // Row for row what the league works out; the model adds nothing.
    const QList<ml::Standing> expected =
        ml::standings(ml::Season::everyGame(), ml::FinishedGame::fromResults(library.results({}, true).value()));
    for (int row = 0; row < 3; ++row) {
        const QModelIndex index = model.index(row);
        QCOMPARE(index.data(LeagueModel::RankRole).toInt(), row + 1);
        QCOMPARE(index.data(LeagueModel::NameRole).toString(), expected[row].name);
        QCOMPARE(index.data(LeagueModel::GamesRole).toInt(), expected[row].games);
        QCOMPARE(index.data(LeagueModel::WinsRole).toInt(), expected[row].wins);
        QCOMPARE(index.data(LeagueModel::AveragePointsRole).toDouble(), expected[row].averagePoints);
        QCOMPARE(index.data(LeagueModel::AveragePlaceRole).toDouble(), expected[row].averagePlace);
        QCOMPARE(index.data(LeagueModel::RatingRole).toDouble(), expected[row].rating.ordinal());
        QCOMPARE(index.data(LeagueModel::ProfileRole).toString(), expected[row].profileUuid);
    }
    // Ben: 2 games, 1 win (g2 shared with Cleo), (5 + 8) / 2 points; points from corrections only.
    int ben = 0;
    while (model.index(ben).data(LeagueModel::NameRole).toString() != u"Ben"_s)
        ++ben;
    QCOMPARE(model.index(ben).data(LeagueModel::WinsRole).toInt(), 1);
    QCOMPARE(model.index(ben).data(LeagueModel::AveragePointsRole).toDouble(), 6.5);
    QCOMPARE(model.index(ben).data(LeagueModel::PointsBySourceRole).toMap().value(u"adjustments"_s).toInt(), 13);

    // A new finished game shows after a refresh; no library, no rows.
    QVERIFY(library.importGame(finishedRecord({ { u"Dev"_s, 4 }, { u"Ana"_s, 1 } })).ok());
    model.refresh();
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(model.gameCount(), 3);
    model.setLibrary(nullptr);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.gameCount(), 0);
}

void TestLeagueModel::seasons()
{
    ml::GameLibrary library(m_dir.filePath(u"seasons.sqlite"_s));
    QVERIFY(library.open().ok());
    QVERIFY(library.importGame(finishedRecord({ { u"Ana"_s, 10 }, { u"Ben"_s, 5 } })).ok());
    LeagueModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setLibrary(&library);
    model.refresh();
    QSignalSpy seasonChanged(&model, &LeagueModel::seasonChanged);
    QVERIFY(model.everyGame());

    const QString today = QDateTime::currentDateTimeUtc().date().toString(Qt::ISODate);
    QCOMPARE(model.chooseSeason(u" Tonight "_s, today, u" "_s + today), QString());
    QCOMPARE(seasonChanged.count(), 1);
    QVERIFY(!model.everyGame());
    QCOMPARE(model.seasonName(), u"Tonight"_s);
    QCOMPARE(model.firstDay(), today);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.suggestedCsvFile(QUrl::fromLocalFile(m_dir.path())).fileName(), u"Tonight.csv"_s);

    QCOMPARE(model.chooseSeason(u"Long ago"_s, u"2020-01-01"_s, u"2020-12-31"_s), QString());
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.gameCount(), 0);

    // Refused: the season stays as it was, and the sentence names what is wrong.
    QCOMPARE(model.chooseSeason(u"Autumn"_s, u"1 October"_s, u"2026-10-31"_s),
             u"“1 October” is not a day written YYYY-MM-DD, such as 2026-10-01."_s);
    QCOMPARE(model.chooseSeason(u"Autumn"_s, u"2026-10-31"_s, u"2026-10-01"_s),
             u"The season's last day comes before its first day."_s);
    QCOMPARE(model.chooseSeason(u""_s, u"2026-10-01"_s, u"2026-10-31"_s), u"Give the season a name."_s);
    QCOMPARE(seasonChanged.count(), 2);
    QCOMPARE(model.seasonName(), u"Long ago"_s);

    model.chooseEveryGame();
    QVERIFY(model.everyGame());
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.suggestedCsvFile(QUrl::fromLocalFile(m_dir.path())).fileName(), u"league.csv"_s);
}

void TestLeagueModel::exportsCsv()
{
    ml::GameLibrary library(m_dir.filePath(u"csv.sqlite"_s));
    QVERIFY(library.open().ok());
    QVERIFY(library.importGame(finishedRecord({ { u"Ana"_s, 10 }, { u"Ben"_s, 5 } })).ok());
    LeagueModel model;
    model.setLibrary(&library);
    model.refresh();
    const QString path = m_dir.filePath(u"standings.csv"_s);
    QVERIFY(model.exportCsv(QUrl::fromLocalFile(path)));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().split('\n');
    QCOMPARE(lines.size(), 4);
    QVERIFY(lines[1].startsWith("1,Ana,"));
    QVERIFY(lines[2].startsWith("2,Ben,"));

    QSignalSpy failed(&model, &LeagueModel::errorOccurred);
    QVERIFY(!model.exportCsv(QUrl::fromLocalFile(m_dir.filePath(u"no-such-folder/standings.csv"_s))));
    QCOMPARE(failed.count(), 1);
    QVERIFY(!failed.first().first().toString().isEmpty());
}

QTEST_GUILESS_MAIN(TestLeagueModel)
#include "tst_leaguemodel.moc"
