// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Who games, profiles and the library are: their UUIDs, a record's `game` object kept through import and export, a
// game imported again updated, left unchanged or kept as a fork (never a silent duplicate), and the results CSV.

#include "csvwriter.h"
#include "gamelibrary.h"
#include "recordfile.h"
#include "resultscsv.h"
#include "storetestdata.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUuid>
#include <QtTest>

using namespace Qt::StringLiterals;

using Outcome = ml::GameLibrary::Import::Outcome;

namespace {

const QString GameId = u"3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e0f4a61"_s;

// base-city-tie with its first count events (all when count < 0), as game GameId started at a club night.
QJsonObject tie(qsizetype count = -1)
{
    QJsonObject record = StoreTestData::example(u"base-city-tie"_s);
    if (count >= 0)
        record.insert(u"events"_s, StoreTestData::first(record.value(u"events"_s).toArray(), count));
    record.insert(u"game"_s,
                  QJsonObject { { u"id"_s, GameId },
                                { u"created"_s, u"2026-12-04T19:30:00Z"_s },
                                { u"device"_s, u"Table 3"_s } });
    return record;
}

// The first five events of tie(), then green places on a new city instead of a road: a different game from there.
QJsonObject forked(bool longer = false)
{
    QJsonObject record = tie(5);
    QJsonArray events = record.value(u"events"_s).toArray();
    events.append(QJsonObject { { u"type"_s, u"place"_s },
                                { u"figure"_s, u"g1"_s },
                                { u"player"_s, u"green"_s },
                                { u"kind"_s, u"meeple"_s },
                                { u"feature"_s, u"c3"_s },
                                { u"featureType"_s, u"city"_s } });
    if (longer)
        events.append(QJsonObject { { u"type"_s, u"turn"_s }, { u"player"_s, u"red"_s } });
    record.insert(u"events"_s, events);
    return record;
}

QByteArray bytes(const QJsonObject &record)
{
    return QJsonDocument(record).toJson(QJsonDocument::Compact);
}

bool isUuid(const QString &text)
{
    return !QUuid::fromString(text).isNull() && text.size() == 36;
}

} // namespace

class TestIdentity : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void gamesProfilesAndTheLibraryHaveIds();
    void libraryIsNamed();
    void recordIdentityIsKept();
    void sameOrOlderRecordChangesNothing();
    void extendingRecordUpdatesTheGame();
    void divergingRecordIsKeptAsAFork();
    void recordWithoutGameIsAlwaysNew();
    void updateMakesAnOpenWindowReload();
    void csvQuotesNamesAndSharesPlaces();

private:
    [[nodiscard]] QString libraryPath() const { return m_dir->filePath(u"library.sqlite"_s); }

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestIdentity::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestIdentity::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestIdentity::gamesProfilesAndTheLibraryHaveIds()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    const ml::GameLibrary::Identity identity = library.identity().value();
    QVERIFY2(isUuid(identity.deviceId), qPrintable(identity.deviceId));
    QVERIFY(identity.name.isEmpty());
    const qint64 first = library.createGame(StoreTestData::playersOf(tie())).value();
    const qint64 second = library.createGame(StoreTestData::playersOf(tie())).value();
    const QString a = library.game(first).value().uuid;
    const QString b = library.game(second).value().uuid;
    QVERIFY2(isUuid(a) && isUuid(b), qPrintable(a + u' ' + b));
    QVERIFY(a != b);
    QSet<QString> profiles;
    const QList<ml::Profile> stored = library.profiles().value();
    for (const ml::Profile &profile : stored) {
        QVERIFY(isUuid(profile.uuid));
        profiles.insert(profile.uuid);
    }
    QCOMPARE(profiles.size(), 3);
    const qint64 added = library.addProfile({ 0, u"Dora"_s, {}, {}, {} }).value();
    QVERIFY(isUuid(library.profile(added).value().uuid));
    QVERIFY(!profiles.contains(library.profile(added).value().uuid));

    // Another library is another device.
    ml::GameLibrary other(m_dir->filePath(u"other.sqlite"_s));
    QVERIFY(other.open().ok());
    QVERIFY(other.identity().value().deviceId != identity.deviceId);
    // The ids stay what they were when the library is opened again.
    library.close();
    QVERIFY(library.open().ok());
    QCOMPARE(library.identity().value().deviceId, identity.deviceId);
    QCOMPARE(library.game(first).value().uuid, a);
}

void TestIdentity::libraryIsNamed()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    QVERIFY(library.setName(u"  Table 3 "_s).ok());
    QCOMPARE(library.identity().value().name, u"Table 3"_s);
    QCOMPARE(library.setName(u"   "_s).error().code, ml::StoreError::Code::InvalidInput);
    QCOMPARE(library.setName(QString(41, u'x')).error().code, ml::StoreError::Code::InvalidInput);
    // The library's name is the device's on the club server and in every other table's terminal.
    QCOMPARE(library.setName(u"Table\u001b[31m 3"_s).error().code, ml::StoreError::Code::InvalidInput);
    QCOMPARE(library.setName(u"\u202eTable 3"_s).error().code, ml::StoreError::Code::InvalidInput);
    QCOMPARE(library.setName(u"\u200b\u200b"_s).error().code, ml::StoreError::Code::InvalidInput);
    QCOMPARE(library.identity().value().name, u"Table 3"_s);
    // A game made here carries the library's name; an imported one the device its record names.
    const qint64 made = library.createGame(StoreTestData::playersOf(tie())).value();
    QJsonObject exported = QJsonDocument::fromJson(library.exportRecord(made).value()).object();
    QCOMPARE(exported[u"game"_s][u"device"_s].toString(), u"Table 3"_s);
    QVERIFY(library.setName(u"שולחן 4"_s).ok());
    exported = QJsonDocument::fromJson(library.exportRecord(made).value()).object();
    QCOMPARE(exported[u"game"_s][u"device"_s].toString(), u"שולחן 4"_s);
    QCOMPARE(library.game(made).value().device, QString());
}

void TestIdentity::recordIdentityIsKept()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    const auto imported = library.importGame(bytes(tie()));
    QVERIFY2(imported.ok(), qPrintable(imported.message()));
    QCOMPARE(imported.value().outcome, Outcome::Imported);
    const ml::GameSummary game = library.game(imported.value().gameId).value();
    QCOMPARE(game.uuid, GameId);
    QCOMPARE(game.createdAt, QDateTime(QDate(2026, 12, 4), QTime(19, 30), Qt::UTC));
    QCOMPARE(game.device, u"Table 3"_s);
    QCOMPARE(game.forkOf, 0);

    // Exported, it is the same game wherever it goes: another library keeps its id, start and device.
    const QByteArray exported = library.exportRecord(game.id).value();
    const QJsonObject record = QJsonDocument::fromJson(exported).object();
    QCOMPARE(record[u"game"_s][u"id"_s].toString(), GameId);
    QCOMPARE(record[u"game"_s][u"created"_s].toString(), u"2026-12-04T19:30:00.000Z"_s);
    QCOMPARE(record[u"game"_s][u"device"_s].toString(), u"Table 3"_s);
    QVERIFY(ml::replay(exported).ok);
    ml::GameLibrary other(m_dir->filePath(u"other.sqlite"_s));
    QVERIFY(other.open().ok());
    QVERIFY(other.setName(u"Table 5"_s).ok());
    const auto copied = other.importGame(exported);
    QCOMPARE(copied.value().outcome, Outcome::Imported);
    QCOMPARE(other.exportRecord(copied.value().gameId).value(), exported);

    // A UUID in capitals is the same id.
    QJsonObject upper = tie();
    QJsonObject identity = upper.value(u"game"_s).toObject();
    identity.insert(u"id"_s, GameId.toUpper());
    upper.insert(u"game"_s, identity);
    QCOMPARE(library.importGame(bytes(upper)).value().outcome, Outcome::Unchanged);
}

void TestIdentity::sameOrOlderRecordChangesNothing()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    const qint64 id = library.importGame(bytes(tie(7))).value().gameId;
    const ml::GameSummary before = library.game(id).value();
    for (const qsizetype count : { 7, 3, 0 }) {
        const auto again = library.importGame(bytes(tie(count)));
        QVERIFY2(again.ok(), qPrintable(again.message()));
        QCOMPARE(again.value().outcome, Outcome::Unchanged);
        QCOMPARE(again.value().gameId, id);
    }
    QCOMPARE(library.gameCount().value(), 1);
    QCOMPARE(library.game(id).value().eventCount, 7);
    QCOMPARE(library.game(id).value().updatedAt, before.updatedAt);
    // Undone events are not part of the game: a record of the events in effect is the same game.
    ml::GameLog log = library.openGame(id).value();
    QVERIFY(log.undo().ok());
    QCOMPARE(library.importGame(bytes(tie(6))).value().outcome, Outcome::Unchanged);
}

void TestIdentity::extendingRecordUpdatesTheGame()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    const qint64 id = library.importGame(bytes(tie(5))).value().gameId;
    // An undone event waits for redo; the newer record replaces that history, as a new event would.
    {
        ml::GameLog log = library.openGame(id).value();
        QVERIFY(log.undo().ok());
    }
    const auto updated = library.importGame(bytes(tie()));
    QVERIFY2(updated.ok(), qPrintable(updated.message()));
    QCOMPARE(updated.value().outcome, Outcome::Updated);
    QCOMPARE(updated.value().gameId, id);
    QCOMPARE(updated.value().eventsAdded, 5);
    QCOMPARE(library.gameCount().value(), 1);
    const ml::GameSummary game = library.game(id).value();
    QCOMPARE(game.eventCount, 9);
    QCOMPARE(game.redoCount, 0);
    QCOMPARE(game.players.at(0).score, 12);
    QCOMPARE(game.players.at(1).score, 12);
    QCOMPARE(game.createdAt, QDateTime(QDate(2026, 12, 4), QTime(19, 30), Qt::UTC));
    QCOMPARE(library.openGame(id).value().record(), StoreTestData::withoutGame(tie()));
}

void TestIdentity::divergingRecordIsKeptAsAFork()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    const qint64 original = library.importGame(bytes(tie())).value().gameId;
    const auto fork = library.importGame(bytes(forked()));
    QVERIFY2(fork.ok(), qPrintable(fork.message()));
    QCOMPARE(fork.value().outcome, Outcome::Fork);
    QCOMPARE(fork.value().forkOf, original);
    QVERIFY(fork.value().gameId != original);
    QCOMPARE(library.gameCount().value(), 2);
    const ml::GameSummary kept = library.game(fork.value().gameId).value();
    QCOMPARE(kept.forkOf, original);
    QCOMPARE(kept.forkOfUuid, GameId);
    QVERIFY(isUuid(kept.uuid) && kept.uuid != GameId);
    QCOMPARE(kept.eventCount, 6);
    QCOMPARE(kept.createdAt, QDateTime(QDate(2026, 12, 4), QTime(19, 30), Qt::UTC));
    QCOMPARE(library.game(original).value().forkOf, 0);
    QCOMPARE(library.game(original).value().eventCount, 9);

    // The same fork again is the fork, unchanged; a longer one extends the fork, not the original.
    const auto again = library.importGame(bytes(forked()));
    QCOMPARE(again.value().outcome, Outcome::Unchanged);
    QCOMPARE(again.value().gameId, kept.id);
    const auto longer = library.importGame(bytes(forked(true)));
    QCOMPARE(longer.value().outcome, Outcome::Updated);
    QCOMPARE(longer.value().gameId, kept.id);
    QCOMPARE(longer.value().eventsAdded, 1);
    QCOMPARE(library.game(original).value().eventCount, 9);

    // Other players under the same id are a fork too.
    QJsonObject renamed = tie();
    QJsonArray players = renamed.value(u"players"_s).toArray();
    players.replace(0, QJsonObject { { u"id"_s, u"red"_s }, { u"name"_s, u"Rosa"_s } });
    renamed.insert(u"players"_s, players);
    const auto other = library.importGame(bytes(renamed));
    QCOMPARE(other.value().outcome, Outcome::Fork);
    QCOMPARE(other.value().forkOf, original);
    QCOMPARE(library.gameCount().value(), 3);

    // Deleting the original leaves the forks marked with the id they fork from.
    QVERIFY(library.deleteGame(original).ok());
    QCOMPARE(library.game(kept.id).value().forkOf, 0);
    QCOMPARE(library.game(kept.id).value().forkOfUuid, GameId);
}

void TestIdentity::recordWithoutGameIsAlwaysNew()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    const QByteArray record = StoreTestData::exampleBytes(u"base-city-tie"_s);
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-1);
    const auto first = library.importGame(record);
    const auto second = library.importGame(record);
    QCOMPARE(first.value().outcome, Outcome::Imported);
    QCOMPARE(second.value().outcome, Outcome::Imported);
    const ml::GameSummary a = library.game(first.value().gameId).value();
    const ml::GameSummary b = library.game(second.value().gameId).value();
    QVERIFY(isUuid(a.uuid) && isUuid(b.uuid) && a.uuid != b.uuid);
    // With nothing better in the record, the game started when it was imported.
    // (The library's clock runs strictly forward, a few milliseconds ahead of the wall clock after many changes.)
    QVERIFY(a.createdAt >= before && a.createdAt <= QDateTime::currentDateTimeUtc().addSecs(5));
    QCOMPARE(a.device, QString());
}

void TestIdentity::updateMakesAnOpenWindowReload()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    const qint64 id = library.importGame(bytes(tie(5))).value().gameId;
    ml::GameLog window = library.openGame(id).value();
    QCOMPARE(library.importGame(bytes(tie())).value().outcome, Outcome::Updated);
    // The window read the game before the update: its next change is refused, nothing is overwritten.
    const auto appended = window.append({ { u"type"_s, u"turn"_s }, { u"player"_s, u"red"_s } });
    QCOMPARE(appended.error().code, ml::StoreError::Code::Conflict);
    QCOMPARE(library.game(id).value().eventCount, 9);
}

void TestIdentity::csvQuotesNamesAndSharesPlaces()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    QVERIFY(library.setName(u"Table 3"_s).ok());
    // base-final-scoring, finished the evening after the tie began: red 9 (road 3 + field 6), blue 5 (monastery).
    QJsonObject final = StoreTestData::example(u"base-final-scoring"_s);
    final.insert(u"game"_s,
                 QJsonObject { { u"id"_s, u"0b6c1f9e-2d3a-4c5b-8e7f-9a0b1c2d3e4f"_s },
                               { u"created"_s, u"2026-12-05T18:00:00Z"_s } });
    const auto finished = library.importGame(bytes(final));
    QVERIFY(finished.ok());
    // The tie in progress: red and blue 12 each from the city, green 0; the names need quoting, or are RTL.
    QJsonObject record = tie();
    record.insert(u"players"_s,
                  QJsonArray { QJsonObject { { u"id"_s, u"red"_s }, { u"name"_s, u"Smith, Ann"_s } },
                               QJsonObject { { u"id"_s, u"blue"_s }, { u"name"_s, u"Ben \"B\" Lee"_s } },
                               QJsonObject { { u"id"_s, u"green"_s }, { u"name"_s, u"שרה\nכהן"_s } } });
    const auto imported = library.importGame(bytes(record));
    QVERIFY2(imported.ok(), qPrintable(imported.message()));
    const ml::GameSummary finishedGame = library.game(finished.value().gameId).value();

    const auto rows = library.results({}, false);
    QVERIFY2(rows.ok(), qPrintable(rows.message()));
    const QByteArray csv = ml::ResultsCsv::write(rows.value());
    const auto uuidOf = [&library](const QString &name) { return library.profileByName(name).value().uuid; };
    QVERIFY(isUuid(uuidOf(u"Smith, Ann"_s)));
    const QString finishedAt = finishedGame.updatedAt.toString(Qt::ISODate);
    const QString startedAt = finishedGame.createdAt.toString(Qt::ISODate);
    // By start: the tie began on 2026-12-04, the other game on 2026-12-05 (its device is this library's name).
    const QString expected =
        u"game,started,finished,device,seat,player,name,profile,score,place,cities,roads,monasteries,fields,castles,"
        u"cemeteries,robbers,messages,towerRansoms,circus,acrobats,ringmaster,ghosts,inns,cathedrals,gardens,abbot,"
        u"goods,adjustments,"
        u"other\r\n"_s
        + GameId + u",2026-12-04T19:30:00Z,,Table 3,1,red,\"Smith, Ann\","_s + uuidOf(u"Smith, Ann"_s)
        + u",12,1,12,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0\r\n"_s + GameId
        + u",2026-12-04T19:30:00Z,,Table 3,2,blue,\"Ben \"\"B\"\" Lee\","_s + uuidOf(u"Ben \"B\" Lee"_s)
        + u",12,1,12,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0\r\n"_s + GameId
        + u",2026-12-04T19:30:00Z,,Table 3,3,green,\"שרה\nכהן\","_s + uuidOf(u"שרה\nכהן"_s)
        + u",0,3,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0\r\n"_s + finishedGame.uuid + u',' + startedAt + u','
        + finishedAt + u",Table 3,1,red,Red,"_s + uuidOf(u"Red"_s)
        + u",9,1,0,3,0,6,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0\r\n"_s + finishedGame.uuid + u',' + startedAt + u','
        + finishedAt + u",Table 3,2,blue,Blue,"_s + uuidOf(u"Blue"_s)
        + u",5,2,0,0,5,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0\r\n"_s;
    QCOMPARE(QString::fromUtf8(csv), expected);
    QCOMPARE(ml::ResultsCsv::columns().size(), 30);

    // Names a spreadsheet would run as formulas stay text; negative numbers stay numbers.
    QCOMPARE(ml::CsvWriter::row({ u"=HYPERLINK(\"http://x\",\"Ana\")"_s, u"+1"_s, u"-3"_s, u"-2.5"_s, u"@SUM(A1)"_s,
                                  u"-Ana"_s, u"\t=1"_s, u"Ana-Maria"_s }),
             u"\"'=HYPERLINK(\"\"http://x\"\",\"\"Ana\"\")\",+1,-3,-2.5,'@SUM(A1),'-Ana,'\t=1,Ana-Maria\r\n"_s);

    // Finished games only, or chosen games only.
    QCOMPARE(library.results({}, true).value().size(), 2);
    QCOMPARE(library.results({ imported.value().gameId }, false).value().size(), 3);
    QCOMPARE(library.results({ imported.value().gameId }, true).value().size(), 0);
}

QTEST_GUILESS_MAIN(TestIdentity)
#include "tst_identity.moc"
