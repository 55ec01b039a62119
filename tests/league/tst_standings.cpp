// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// The league table of a small season worked out by hand, the seasons' days, and finished games made from records and
// from the library's rows.

#include "finishedgame.h"
#include "gamelibrary.h"
#include "season.h"
#include "standings.h"
#include "standingscsv.h"

#include <QFile>
#include <QJsonDocument>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

const QString Ana = u"8d0c5a52-1f0e-4c55-9d3e-0a6f1c2b7e11"_s;
const QString Ben = u"3b7e9f20-6a41-4d8c-8e5f-2c9d1a0b4f22"_s;

ml::FinishedSeat seat(const QString &profile, const QString &name, int score, int cities)
{
    return { profile, name.toLower(), name, score, { { u"cities"_s, cities }, { u"roads"_s, score - cities } } };
}

ml::FinishedGame game(const QString &id, const QString &finished, const QList<ml::FinishedSeat> &seats)
{
    return { id, QDateTime::fromString(finished, Qt::ISODate), u"Table 1"_s, seats };
}

QByteArray readExample(const QString &name)
{
    QFile file(QStringLiteral(MEEPLE_EXAMPLES_DIR) + u'/' + name + u".json"_s);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the example %s", qPrintable(name));
    return file.readAll();
}

} // namespace

class TestStandings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void seasonWorkedOutByHand();
    void everyGameWithoutSeason();
    void seasonDays_data();
    void seasonDays();
    void seasonProblems();
    void csv();
    void fromRecord();
    void recordAndLibraryAgree();
};

void TestStandings::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

// Autumn 2026 is 1 to 31 October. Ana and Ben have profiles; Cleo is known only by her name. Ana's profile is named
// "Anna" at her last table: the profile is the player, the line shows her latest name.
//
//   game  finished (UTC)         seats (score)                    places   in the season
//   g0    2026-09-30 22:00       Ana 90, Ben 20                   1, 2     no: the day before
//   g4    2026-10-01 00:30       Ben 40, Cleo 30                  1, 2     yes (23:30 on 30 September at UTC-1)
//   g1    2026-10-02 20:00       Ana 80, Ben 60, Cleo 80          1, 3, 1  yes: Ana and Cleo share first place
//   g2    2026-10-09 21:15       Anna 50, Ben 70                  2, 1     yes
//   g3    2026-11-01 00:00       Ana 100, Ben 10                  1, 2     no: the day after
//
//   Ana:  2 games (g1, g2), 1 win,  points (80 + 50) / 2 = 65,        places (1 + 2) / 2 = 1.5
//   Ben:  3 games (g4, g1, g2), 2 wins, points (40 + 60 + 70) / 3 = 56.67, places (1 + 3 + 1) / 3 = 1.67
//   Cleo: 2 games (g4, g1), 1 win (shared), points (30 + 80) / 2 = 55, places (2 + 1) / 2 = 1.5
//   cities: Ana 40 + 25 = 65, Ben 20 + 30 + 35 = 85, Cleo 10 + 50 = 60; roads the rest of each score.
//
// The rating takes the games in finished-time order, g4, g1, g2, whatever order they are given in: Ben 5.3566
// (mu 28.4617, sigma 7.7017), Cleo -0.6083 (23.2680, 7.9588), Ana -0.6295 (23.1558, 7.9284).
void TestStandings::seasonWorkedOutByHand()
{
    const QList<ml::FinishedGame> games {
        game(u"g2"_s, u"2026-10-09T21:15:00Z"_s, { seat(Ana, u"Anna"_s, 50, 25), seat(Ben, u"Ben"_s, 70, 35) }),
        game(u"g0"_s, u"2026-09-30T22:00:00Z"_s, { seat(Ana, u"Ana"_s, 90, 50), seat(Ben, u"Ben"_s, 20, 10) }),
        game(u"g1"_s, u"2026-10-02T20:00:00Z"_s,
             { seat(Ana, u"Ana"_s, 80, 40), seat(Ben, u"Ben"_s, 60, 30), seat({}, u"Cleo"_s, 80, 50) }),
        game(u"g3"_s, u"2026-11-01T00:00:00Z"_s, { seat(Ana, u"Ana"_s, 100, 60), seat(Ben, u"Ben"_s, 10, 5) }),
        game(u"g4"_s, u"2026-09-30T23:30:00-01:00"_s, { seat(Ben, u"Ben"_s, 40, 20), seat({}, u"Cleo"_s, 30, 10) }),
    };
    const ml::Season autumn { u"Autumn 2026"_s, QDate(2026, 10, 1), QDate(2026, 10, 31) };
    const QList<ml::Standing> table = ml::standings(autumn, games);
    QCOMPARE(table.size(), 3);

    const ml::Standing &ben = table[0];
    QCOMPARE(ben.name, u"Ben"_s);
    QCOMPARE(ben.profileUuid, Ben);
    QCOMPARE(ben.rank, 1);
    QCOMPARE(ben.games, 3);
    QCOMPARE(ben.wins, 2);
    QCOMPARE(ben.averagePoints, 170.0 / 3.0);
    QCOMPARE(ben.averagePlace, 5.0 / 3.0);
    QCOMPARE(ben.pointsBySource.value(u"cities"_s), 85);
    QCOMPARE(ben.pointsBySource.value(u"roads"_s), 85);

    const ml::Standing &cleo = table[1];
    QCOMPARE(cleo.name, u"Cleo"_s);
    QVERIFY(cleo.profileUuid.isEmpty());
    QCOMPARE(cleo.rank, 2);
    QCOMPARE(cleo.games, 2);
    QCOMPARE(cleo.wins, 1);
    QCOMPARE(cleo.averagePoints, 55.0);
    QCOMPARE(cleo.averagePlace, 1.5);
    QCOMPARE(cleo.pointsBySource.value(u"cities"_s), 60);

    const ml::Standing &ana = table[2];
    QCOMPARE(ana.name, u"Anna"_s);
    QCOMPARE(ana.profileUuid, Ana);
    QCOMPARE(ana.rank, 3);
    QCOMPARE(ana.games, 2);
    QCOMPARE(ana.wins, 1);
    QCOMPARE(ana.averagePoints, 65.0);
    QCOMPARE(ana.averagePlace, 1.5);
    QCOMPARE(ana.pointsBySource.value(u"cities"_s), 65);
    QCOMPARE(ana.pointsBySource.value(u"roads"_s), 65);

    // The ratings are three updates in finished-time order, as the model gives them one game at a time.
    const ml::PlackettLuce model;
    ml::Rating a = model.initial(), b = model.initial(), c = model.initial();
    QList<ml::Rating> r = model.rate({ b, c }, { 1, 2 });
    b = r[0], c = r[1];
    r = model.rate({ a, b, c }, { 1, 3, 1 });
    a = r[0], b = r[1], c = r[2];
    r = model.rate({ a, b }, { 2, 1 });
    a = r[0], b = r[1];
    QCOMPARE(ben.rating.mu, b.mu);
    QCOMPARE(ben.rating.sigma, b.sigma);
    QCOMPARE(cleo.rating.mu, c.mu);
    QCOMPARE(ana.rating.mu, a.mu);
    QCOMPARE(ana.rating.sigma, a.sigma);
    // The same figures as the table above, worked out on their own.
    QVERIFY(qAbs(ben.rating.ordinal() - 5.356573753893457) < 1e-9);
    QVERIFY(qAbs(cleo.rating.ordinal() - -0.6083445256785431) < 1e-9);
    QVERIFY(qAbs(ana.rating.ordinal() - -0.6294689454111264) < 1e-9);
}

void TestStandings::everyGameWithoutSeason()
{
    const QList<ml::FinishedGame> games {
        game(u"g0"_s, u"2025-01-05T20:00:00Z"_s, { seat(Ana, u"Ana"_s, 90, 50), seat(Ben, u"Ben"_s, 20, 10) }),
        game(u"g1"_s, u"2026-12-24T20:00:00Z"_s, { seat(Ana, u"Ana"_s, 30, 10), seat(Ben, u"Ben"_s, 30, 10) }),
    };
    const QList<ml::Standing> table = ml::standings(ml::Season::everyGame(), games);
    QCOMPARE(table.size(), 2);
    QCOMPARE(table[0].name, u"Ana"_s);
    QCOMPARE(table[0].games, 2);
    QCOMPARE(table[0].wins, 2);
    QCOMPARE(table[1].wins, 1);
    QCOMPARE(table[1].averagePlace, 1.5);
    QVERIFY(ml::standings(ml::Season::everyGame(), {}).isEmpty());

    // One name at two seats of a game is one player, who played it once, at the better place: Cleo scored 30 and 10,
    // Dan 20, so Cleo played one game and won it, with 30 points; Dan came second.
    const QList<ml::Standing> once =
        ml::standings(ml::Season::everyGame(),
                      { game(u"g2"_s, u"2026-01-05T20:00:00Z"_s,
                             { seat({}, u"Cleo"_s, 10, 0), seat({}, u"Dan"_s, 20, 0), seat({}, u"Cleo"_s, 30, 0) }) });
    QCOMPARE(once.size(), 2);
    QCOMPARE(once[0].name, u"Cleo"_s);
    QCOMPARE(once[0].games, 1);
    QCOMPARE(once[0].wins, 1);
    QCOMPARE(once[0].averagePoints, 30.0);
    QCOMPARE(once[1].name, u"Dan"_s);
    QCOMPARE(once[1].games, 1);
    QCOMPARE(once[1].averagePlace, 2.0);
}

void TestStandings::seasonDays_data()
{
    QTest::addColumn<QString>("finished");
    QTest::addColumn<bool>("inside");
    QTest::addRow("first day, first second") << u"2026-10-01T00:00:00Z"_s << true;
    QTest::addRow("last day, last second") << u"2026-10-31T23:59:59Z"_s << true;
    QTest::addRow("the day before") << u"2026-09-30T23:59:59Z"_s << false;
    QTest::addRow("the day after") << u"2026-11-01T00:00:00Z"_s << false;
    QTest::addRow("local evening, UTC next day") << u"2026-10-31T23:30:00-02:00"_s << false;
    QTest::addRow("local morning, UTC day before") << u"2026-10-01T00:30:00+02:00"_s << false;
    QTest::addRow("no time") << QString() << false;
}

void TestStandings::seasonDays()
{
    QFETCH(QString, finished);
    QFETCH(bool, inside);
    const ml::Season autumn { u"Autumn"_s, QDate(2026, 10, 1), QDate(2026, 10, 31) };
    QCOMPARE(autumn.contains(QDateTime::fromString(finished, Qt::ISODate)), inside);
    if (!finished.isEmpty())
        QVERIFY(ml::Season::everyGame().contains(QDateTime::fromString(finished, Qt::ISODate)));
}

void TestStandings::seasonProblems()
{
    // Days are written exactly YYYY-MM-DD and are days of the calendar.
    QCOMPARE(ml::Season::day(u"2026-10-01"_s), QDate(2026, 10, 1));
    QCOMPARE(ml::Season::day(u"2028-02-29"_s), QDate(2028, 2, 29));
    for (const QString &text : { u"2026-13-01"_s, u"2026-02-29"_s, u"20261001"_s, u"2026-10-01T20:00"_s, u"1.10.2026"_s,
                                 u" 2026-10-01"_s, QString() })
        QVERIFY2(!ml::Season::day(text), qPrintable(text));
    using P = ml::Season::Problem;
    QCOMPARE(ml::Season::everyGame().problem(), P::None);
    QCOMPARE((ml::Season { u"One day"_s, QDate(2026, 10, 1), QDate(2026, 10, 1) }.problem()), P::None);
    QCOMPARE((ml::Season { u"Backwards"_s, QDate(2026, 10, 2), QDate(2026, 10, 1) }.problem()), P::LastBeforeFirst);
    QCOMPARE((ml::Season { u"Open"_s, QDate(2026, 10, 2), {} }.problem()), P::OneDayMissing);
    QCOMPARE((ml::Season { u"  "_s, QDate(2026, 10, 1), QDate(2026, 10, 2) }.problem()), P::NoName);
    QCOMPARE((ml::Season { u"\u200b"_s, QDate(2026, 10, 1), QDate(2026, 10, 2) }.problem()), P::NoName);
    QCOMPARE((ml::Season { u"Autumn\u001b[2J"_s, QDate(2026, 10, 1), QDate(2026, 10, 2) }.problem()),
             P::UnprintableName);
    QCOMPARE((ml::Season { QString(41, u'x'), QDate(2026, 10, 1), QDate(2026, 10, 2) }.problem()), P::NameTooLong);
    // A season that cannot be used holds no game.
    QVERIFY(!(ml::Season { u"Backwards"_s, QDate(2026, 10, 2), QDate(2026, 10, 1) }.contains(
        QDateTime(QDate(2026, 10, 1), QTime(12, 0), Qt::UTC))));
}

void TestStandings::csv()
{
    const QList<ml::FinishedGame> games {
        game(u"g1"_s, u"2026-10-02T20:00:00Z"_s,
             { seat(Ana, u"Ana, \"the Builder\""_s, 80, 40), seat({}, u"Ben"_s, 60, 30) }),
    };
    const QByteArray csv = ml::StandingsCsv::write(ml::standings(ml::Season::everyGame(), games));
    const QList<QByteArray> lines = csv.split('\n');
    QCOMPARE(lines.size(), 4); // header, two players, and the empty rest after the last CRLF
    QVERIFY(lines[0].startsWith("rank,name,profile,games,wins,average_points,average_place,rating,mu,sigma,cities,"));
    QVERIFY(lines[0].endsWith("\r"));
    const QByteArray ana = "1,\"Ana, \"\"the Builder\"\"\"," + Ana.toUtf8() + ",1,1,80.00,1.00,";
    QVERIFY(lines[1].startsWith(ana));
    QVERIFY(lines[2].startsWith("2,Ben,,1,0,60.00,2.00,"));
    QCOMPARE(lines[1].split(',').size(), ml::StandingsCsv::columns().size() + 1); // the comma inside the quotes
    QCOMPARE(lines[2].split(',').size(), ml::StandingsCsv::columns().size());
    QVERIFY(lines[2].contains(",30,30,")); // cities, roads
    QVERIFY(lines[3].isEmpty());
}

void TestStandings::fromRecord()
{
    const QJsonObject record = QJsonDocument::fromJson(readExample(u"base-final-scoring"_s)).object();
    const QDateTime finished(QDate(2026, 10, 3), QTime(21, 0), Qt::UTC);
    const ml::FinishedGame::FromRecord made = ml::FinishedGame::fromRecord(record, finished, { { u"red"_s, Ana } });
    QCOMPARE(made.outcome, ml::FinishedGame::FromRecord::Outcome::Finished);
    QCOMPARE(made.game.finished, finished);
    QCOMPARE(made.game.seats.size(), 2);
    QCOMPARE(made.game.seats[0].profileUuid, Ana);
    QCOMPARE(made.game.seats[0].name, u"Red"_s);
    QVERIFY(made.game.seats[1].profileUuid.isEmpty());
    // The example's expected output has the scores.
    const QJsonObject expected =
        QJsonDocument::fromJson(readExample(u"base-final-scoring.expected"_s)).object().value(u"scores"_s).toObject();
    QCOMPARE(made.game.seats[0].score, expected.value(u"red"_s).toInt());
    QCOMPARE(made.game.seats[1].score, expected.value(u"blue"_s).toInt());
    int points = 0;
    for (const int p : made.game.seats[0].pointsBySource)
        points += p;
    QCOMPARE(points, made.game.seats[0].score);

    // A game in progress and a refused record give no finished game, and say which.
    const QJsonObject running = QJsonDocument::fromJson(readExample(u"base-city-tie"_s)).object();
    QCOMPARE(ml::FinishedGame::fromRecord(running, finished).outcome,
             ml::FinishedGame::FromRecord::Outcome::InProgress);
    const QJsonObject refused = QJsonDocument::fromJson(readExample(u"error-turn-order"_s)).object();
    const ml::FinishedGame::FromRecord bad = ml::FinishedGame::fromRecord(refused, finished);
    QCOMPARE(bad.outcome, ml::FinishedGame::FromRecord::Outcome::Refused);
    QVERIFY(bad.error.event >= 0);
}

void TestStandings::recordAndLibraryAgree()
{
    // The league reads the same game alike from its record (a server's) and from the library's summary rows.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    ml::GameLibrary library(dir.filePath(u"library.sqlite"_s));
    QVERIFY(library.open().ok());
    const QByteArray text = readExample(u"base-final-scoring"_s);
    QVERIFY(library.importGame(text).ok());
    QVERIFY(library.importGame(readExample(u"base-city-tie"_s)).ok()); // in progress: not in the league
    const ml::Result<QList<ml::GameLibrary::ResultRow>> rows = library.results({}, false);
    QVERIFY(rows.ok());
    const QList<ml::FinishedGame> stored = ml::FinishedGame::fromResults(rows.value());
    QList<ml::GameLibrary::ResultRow> finishedRows;
    for (const ml::GameLibrary::ResultRow &row : rows.value()) {
        if (row.finished.isValid())
            finishedRows.append(row);
    }
    QCOMPARE(stored.size(), 1);
    const ml::FinishedGame::FromRecord replayed =
        ml::FinishedGame::fromRecord(QJsonDocument::fromJson(text).object(), stored[0].finished);
    QCOMPARE(replayed.outcome, ml::FinishedGame::FromRecord::Outcome::Finished);
    QCOMPARE(stored[0].seats.size(), replayed.game.seats.size());
    for (qsizetype i = 0; i < stored[0].seats.size(); ++i) {
        QCOMPARE(stored[0].seats[i].playerId, replayed.game.seats[i].playerId);
        QCOMPARE(stored[0].seats[i].name, replayed.game.seats[i].name);
        QCOMPARE(stored[0].seats[i].score, replayed.game.seats[i].score);
        QCOMPARE(stored[0].seats[i].pointsBySource, replayed.game.seats[i].pointsBySource);
        QCOMPARE(stored[0].place(i), finishedRows[i].place);
        QVERIFY(!stored[0].seats[i].profileUuid.isEmpty()); // the library links every seat to a profile
    }
    QVERIFY(!stored[0].gameUuid.isEmpty());
}

QTEST_GUILESS_MAIN(TestStandings)
#include "tst_standings.moc"
