// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "gamelibrary.h"
#include "gamelibrarymodel.h"
#include "gamesession.h"
#include "librarystatistics.h"
#include "modeltestsupport.h"
#include "playerprofiles.h"

#include <QAbstractItemModelTester>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using ModelTest::value;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

QVariantMap seat(const QString &name, const QString &color)
{
    return { { u"name"_s, name }, { u"color"_s, color } };
}

QVariant language(const QString &player, const QString &code)
{
    return QVariantMap { { u"player"_s, player }, { u"language"_s, code } };
}

} // namespace

class GameLibraryModelTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void namesEveryRole()
    {
        const GameLibraryModel model;
        const QList<QByteArray> names = model.roleNames().values();
        for (const char *name : { "gameId", "title", "players", "expansions", "createdAt", "updatedAt", "finished",
                                  "winners", "eventCount", "problem" })
            QVERIFY2(names.contains(name), name);
    }

    void withoutLibraryEverythingFails()
    {
        GameLibraryModel model;
        QSignalSpy errors(&model, &GameLibraryModel::errorOccurred);
        QVERIFY(!model.isOpen());
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.createGame({ seat(u"Ana"_s, u"red"_s), seat(u"Ben"_s, u"blue"_s) }, {}), -1);
        QVERIFY(!model.openGame(1));
        QCOMPARE(errors.count(), 2);
    }

    void managesGames()
    {
        ml::GameLibrary library(m_dir.filePath(u"games.sqlite"_s));
        QVERIFY(library.open().ok());
        GameSession session;
        GameLibraryModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy count(&model, &GameLibraryModel::countChanged);
        QSignalSpy errors(&model, &GameLibraryModel::errorOccurred);
        QSignalSpy notices(&model, &GameLibraryModel::noticed);
        QSignalSpy opened(&model, &GameLibraryModel::isOpenChanged);
        model.setLibrary(&library, &session);
        PlayerProfiles profiles;
        profiles.setLibrary(&library);
        connect(&model, &GameLibraryModel::profilesTouched, &profiles, &PlayerProfiles::reload);
        QSignalSpy profilesChanged(&profiles, &PlayerProfiles::changed);
        LibraryStatistics statistics;
        statistics.setLibrary(&library);
        QVERIFY(model.isOpen());
        QCOMPARE(opened.count(), 1);
        QCOMPARE(model.rowCount(), 0);

        const int first = model.createGame({ seat(u"Ana"_s, u"red"_s), seat(u"Ben"_s, u"blue"_s) }, { u"tower"_s });
        QVERIFY2(first > 0, qPrintable(errors.isEmpty() ? QString() : errors.last().at(0).toString()));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(count.count(), 1);
        QCOMPARE(value(model, 0, GameLibraryModel::GameIdRole), first);
        QCOMPARE(value(model, 0, GameLibraryModel::TitleRole), u"Ana, Ben"_s);
        QCOMPARE(value(model, 0, GameLibraryModel::ExpansionsRole).toStringList(), QStringList { u"tower"_s });
        QCOMPARE(value(model, 0, GameLibraryModel::FinishedRole), false);
        QCOMPARE(value(model, 0, GameLibraryModel::EventCountRole), 0);
        QVERIFY(value(model, 0, GameLibraryModel::CreatedAtRole).toDateTime().isValid());
        const QVariantList players = value(model, 0, GameLibraryModel::PlayersRole).toList();
        QCOMPARE(players.size(), 2);
        QCOMPARE(players.at(0).toMap().value(u"name"_s), u"Ana"_s);
        QCOMPARE(players.at(0).toMap().value(u"id"_s), u"red"_s);
        QCOMPARE(players.at(1).toMap().value(u"score"_s), 0);
        // The two names became profiles.
        QVERIFY(profilesChanged.count() >= 1);
        QCOMPARE(profiles.all().size(), 2);

        // A second game; the newest is listed first.
        const int second = model.createGame({ seat(u"Cleo"_s, u"yellow"_s), seat(u"Ana"_s, u"red"_s) }, {});
        QVERIFY(second > first);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(value(model, 0, GameLibraryModel::GameIdRole), second);
        QCOMPARE(profiles.all().size(), 3);

        // Opening loads the session and puts the game first.
        QVERIFY(model.openGame(first));
        QCOMPARE(session.gameId(), first);
        QCOMPARE(value(model, 0, GameLibraryModel::GameIdRole), first);

        // Red's city of 4 tiles with a coat: 4 × 2 + 1 × 2 = 10; the row follows the session's changes.
        QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
        connect(&session, &GameSession::recordChanged, &model, &GameLibraryModel::refreshGame);
        QVERIFY(session.beginTurn());
        QVERIFY(session.placeFigure({}, {}, {}, u"city"_s));
        QVERIFY(session.scoreFeature(u"city-1"_s, { { u"tiles"_s, 4 }, { u"coats"_s, 1 } }));
        QVERIFY(changes.count() >= 1);
        QCOMPARE(value(model, 0, GameLibraryModel::EventCountRole), 3);
        QCOMPARE(value(model, 0, GameLibraryModel::PlayersRole).toList().at(0).toMap().value(u"score"_s), 10);

        // Finished: Ana wins 10 to 0.
        QVERIFY2(session.endGame({}), qPrintable(session.lastError()));
        QCOMPARE(value(model, 0, GameLibraryModel::FinishedRole), true);
        QCOMPARE(value(model, 0, GameLibraryModel::WinnersRole).toStringList(), QStringList { u"Ana"_s });

        // Filters.
        QSignalSpy filter(&model, &GameLibraryModel::filterChanged);
        model.setFilter(GameLibraryModel::Finished);
        QCOMPARE(filter.count(), 1);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(value(model, 0, GameLibraryModel::GameIdRole), first);
        model.setFilter(GameLibraryModel::InProgress);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(value(model, 0, GameLibraryModel::GameIdRole), second);
        model.setFilter(GameLibraryModel::All);
        QCOMPARE(model.rowCount(), 2);

        // Statistics of Ana's profile: one finished game, won with 10.
        int anaProfile = 0;
        for (const QVariant &profile : profiles.all()) {
            if (profile.toMap().value(u"name"_s) == u"Ana"_s)
                anaProfile = profile.toMap().value(u"id"_s).toInt();
        }
        QVERIFY(anaProfile > 0);
        const QVariantMap stats = statistics.ofProfile(anaProfile);
        QCOMPARE(stats.value(u"gamesPlayed"_s), 1);
        QCOMPARE(stats.value(u"gamesInProgress"_s), 1);
        QCOMPARE(stats.value(u"wins"_s), 1);
        QCOMPARE(stats.value(u"bestScore"_s), 10);
        // The same numbers read off this thread, as the start screen asks for them; an answer to an older request
        // is dropped.
        QSignalSpy read(&statistics, &LibraryStatistics::profileRead);
        statistics.request(anaProfile);
        statistics.request(anaProfile);
        QVERIFY(read.wait(5000));
        QTest::qWait(50);
        QCOMPARE(read.size(), 1);
        QCOMPARE(read.constFirst().at(0).toInt(), anaProfile);
        QCOMPARE(read.constFirst().at(1).toMap(), stats);
        // Held back (as the app does until its first frame), a request is made on release only, and just the latest.
        read.clear();
        statistics.hold();
        statistics.request(anaProfile);
        statistics.request(anaProfile);
        QVERIFY(!read.wait(200));
        statistics.release();
        QVERIFY(read.wait(5000));
        QTest::qWait(50);
        QCOMPARE(read.size(), 1);
        QCOMPARE(read.constFirst().at(1).toMap(), stats);

        // The score over turns: one turn, then the closing point; Ana 10, Ben 0.
        const QVariantList series = statistics.scoreSeries(first);
        QCOMPARE(series.size(), 2);
        QCOMPARE(series.at(0).toMap().value(u"player"_s), u"red"_s);
        QCOMPARE(series.at(0).toMap().value(u"name"_s), u"Ana"_s);
        const QVariantList anaPoints = series.at(0).toMap().value(u"points"_s).toList();
        QVERIFY(!anaPoints.isEmpty());
        QCOMPARE(anaPoints.last().toMap().value(u"y"_s), 10);
        QCOMPARE(series.at(1).toMap().value(u"points"_s).toList().last().toMap().value(u"y"_s), 0);

        // Export and import: the same game is not stored twice, and the model says so.
        const QUrl file = QUrl::fromLocalFile(m_dir.filePath(u"export.json"_s));
        QVERIFY(model.exportFile(first, file));
        QVERIFY(QFile::exists(file.toLocalFile()));
        QVERIFY(model.importFile(file));
        QCOMPARE(model.rowCount(), 2);
        QVERIFY2(notices.constLast().at(0).toString().contains(u"already in the library as game %1"_s.arg(first)),
                 qPrintable(notices.constLast().at(0).toString()));
        // The same game with a player in another colour is another version of it: kept beside it, the model says so.
        QJsonObject record = QJsonDocument::fromJson(readAll(file.toLocalFile())).object();
        QJsonArray seats = record.value(u"players"_s).toArray();
        QJsonObject renamed = seats.at(0).toObject();
        renamed.insert(u"color"_s, u"purple"_s);
        seats.replace(0, renamed);
        record.insert(u"players"_s, seats);
        const QUrl fork = QUrl::fromLocalFile(m_dir.filePath(u"fork.json"_s));
        QVERIFY(writeAll(fork.toLocalFile(), QJsonDocument(record).toJson()));
        const int kept = model.importGame(fork);
        QVERIFY(kept > 0);
        QVERIFY2(notices.constLast().at(0).toString().contains(
                     u"both are kept, as game %1 and game %2"_s.arg(kept).arg(first)),
                 qPrintable(notices.constLast().at(0).toString()));
        // Without its game object the record is a game never seen: a third game with the same result.
        record = QJsonDocument::fromJson(readAll(file.toLocalFile())).object();
        record.remove(u"game"_s);
        QVERIFY(writeAll(file.toLocalFile(), QJsonDocument(record).toJson()));
        const qsizetype errorsBeforeImport = errors.count();
        const qsizetype noticesBeforeImport = notices.count();
        QVERIFY(model.importFile(file));
        QCOMPARE(errors.count(), errorsBeforeImport);
        QCOMPARE(notices.count(), noticesBeforeImport);
        QCOMPARE(model.rowCount(), 4);
        QVERIFY(model.deleteGame(kept));
        QCOMPARE(model.rowCount(), 3);
        QVERIFY(!model.importFile(QUrl::fromLocalFile(m_dir.filePath(u"missing.json"_s))));

        // Deleting the open game closes the session.
        const int errorsBefore = int(errors.count());
        QVERIFY(model.deleteGame(first));
        QVERIFY(!session.isOpen());
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.rowOf(first), -1);
        QCOMPARE(errors.count(), errorsBefore);

        // A seat without a name is refused with a reason.
        QCOMPARE(model.createGame({ seat({}, u"red"_s), seat(u"Ben"_s, u"blue"_s) }, {}), -1);
        QCOMPARE(errors.count(), errorsBefore + 1);
        QVERIFY(!errors.last().at(0).toString().isEmpty());

        // Profiles can be added ahead of a game.
        const int dana = profiles.add(u"Dana"_s, u"green"_s, u"de"_s);
        QVERIFY(dana > 0);
        QCOMPARE(profiles.all().size(), 4);

        model.setLibrary(nullptr, nullptr);
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.isOpen());
    }

    // Each player's preferred language is kept in their profile and read back per game (the dispute view's default).
    void remembersEachPlayersLanguage()
    {
        ml::GameLibrary library(m_dir.filePath(u"languages.sqlite"_s));
        QVERIFY(library.open().ok());
        GameLibraryModel model;
        model.setLibrary(&library, nullptr);
        PlayerProfiles profiles;
        profiles.setLibrary(&library);
        connect(&model, &GameLibraryModel::profilesTouched, &profiles, &PlayerProfiles::reload);
        QVariantMap ana = seat(u"Ana"_s, u"red"_s);
        ana.insert(u"language"_s, u"de"_s);
        QVariantMap ben = seat(u"Ben"_s, u"blue"_s);
        ben.insert(u"language"_s, u"pl"_s);
        const int first = model.createGame({ ana, ben, seat(u"Иван"_s, u"green"_s) }, {});
        QVERIFY(first > 0);
        QCOMPARE(profiles.languagesOf(first),
                 (QVariantList { language(u"red"_s, u"de"_s), language(u"blue"_s, u"pl"_s) }));
        QCOMPARE(profiles.all().size(), 3);

        // Ana comes back speaking Czech; Ben keeps Polish without saying it again.
        ana.insert(u"language"_s, u"cs"_s);
        const int second = model.createGame({ seat(u"Ben"_s, u"blue"_s), ana }, {});
        QVERIFY(second > 0);
        QCOMPARE(profiles.languagesOf(second),
                 (QVariantList { language(u"blue"_s, u"pl"_s), language(u"red"_s, u"cs"_s) }));
        QCOMPARE(profiles.languagesOf(first).at(0), language(u"red"_s, u"cs"_s));
        QCOMPARE(profiles.all().size(), 3);
        QVERIFY(profiles.languagesOf(9999).isEmpty());
    }

    // An export suggests a file named after the day and the players, safe for any file system and shell.
    void suggestsAnExportFile()
    {
        ml::GameLibrary library(m_dir.filePath(u"export-names.sqlite"_s));
        QVERIFY(library.open().ok());
        GameLibraryModel model;
        model.setLibrary(&library, nullptr);
        const int game = model.createGame(
            { seat(u"Ana/Bea"_s, u"red"_s), seat(u"Zoë: \"the Wall\""_s, u"blue"_s), seat(u"שרה"_s, u"green"_s) }, {});
        QVERIFY(game > 0);
        const QString day = QDate::currentDate().toString(Qt::ISODate);
        const QUrl folder = QUrl::fromLocalFile(m_dir.filePath(u"exports"_s));
        QVERIFY(QDir(m_dir.path()).mkpath(u"exports"_s));
        const QUrl file = model.suggestedExportFile(game, folder);
        QCOMPARE(file.toLocalFile(),
                 m_dir.filePath(u"exports/carcassonne-%1-ana-bea-zoë-the-wall-שרה.meeple.json"_s.arg(day)));
        // The result as CSV and the score sheet's picture take the same name.
        QCOMPARE(model.suggestedExportFile(game, folder, u"csv"_s).fileName(),
                 u"carcassonne-%1-ana-bea-zoë-the-wall-שרה.csv"_s.arg(day));
        // Without a folder, or with one that is gone: the documents folder where there is one, else home.
        const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        const QString start = QFileInfo(documents).isDir() ? documents : QDir::homePath();
        QCOMPARE(QFileInfo(model.suggestedExportFile(game).toLocalFile()).absolutePath(), start);
        QCOMPARE(
            QFileInfo(model.suggestedExportFile(game, QUrl::fromLocalFile(m_dir.filePath(u"gone"_s))).toLocalFile())
                .absolutePath(),
            start);
        // A game that is not there still gets a name.
        QCOMPARE(model.suggestedExportFile(9999, folder).fileName(), u"carcassonne.meeple.json"_s);
    }

    // A path typed in full into a save dialog that appends it to its folder ("…/Documents//tmp/x") is the file meant.
    void exportTakesATypedAbsolutePath()
    {
        ml::GameLibrary library(m_dir.filePath(u"export-typed.sqlite"_s));
        QVERIFY(library.open().ok());
        GameLibraryModel model;
        model.setLibrary(&library, nullptr);
        const int game = model.createGame({ seat(u"Ana"_s, u"red"_s), seat(u"Ben"_s, u"blue"_s) }, {});
        QVERIFY(game > 0);
        const QString target = m_dir.filePath(u"typed.meeple.json"_s);
        const QUrl typed(u"file://"_s + m_dir.filePath(u"Documents"_s) + u'/' + target);
        QVERIFY(typed.toLocalFile().contains(u"Documents//"_s));
        QCOMPARE(model.exportPath(typed), target);
        QVERIFY(model.exportFile(game, typed));
        QVERIFY(QFileInfo(target).isFile());
        QVERIFY(!QFileInfo::exists(m_dir.filePath(u"Documents"_s)));
    }

    void followsTheOpenGameWithoutReset()
    {
        ml::GameLibrary library(m_dir.filePath(u"follow.sqlite"_s));
        QVERIFY(library.open().ok());
        GameSession session;
        GameLibraryModel model;
        model.setLibrary(&library, &session);
        connect(&session, &GameSession::recordChanged, &model, &GameLibraryModel::refreshGame);
        const int older = model.createGame({ seat(u"Ana"_s, u"red"_s), seat(u"Ben"_s, u"blue"_s) }, {});
        const int newer = model.createGame({ seat(u"Ana"_s, u"red"_s), seat(u"Ben"_s, u"blue"_s) }, {});
        QVERIFY(older > 0 && newer > older);
        const ml::Result<ml::GameLog> log = library.openGame(older);
        QVERIFY(log.ok());
        session.load(log.value());
        // Looking at the newer game puts it first.
        QTest::qWait(5);
        QVERIFY(library.openGame(newer).ok());
        model.setFilter(GameLibraryModel::InProgress);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.rowOf(older), 1);

        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy moved(&model, &QAbstractItemModel::rowsMoved);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy count(&model, &GameLibraryModel::countChanged);

        // A change to the older game moves it to the top.
        QVERIFY(session.beginTurn());
        QCOMPARE(model.rowOf(older), 0);
        QCOMPARE(moved.count(), 1);
        QCOMPARE(value(model, 0, GameLibraryModel::EventCountRole), 1);

        // Finished, it leaves the games in progress.
        QVERIFY(session.endGame({}));
        QCOMPARE(removed.count(), 1);
        QCOMPARE(count.count(), 1);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(value(model, 0, GameLibraryModel::GameIdRole), newer);

        // Undone, it comes back.
        QVERIFY(session.undo());
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(value(model, 0, GameLibraryModel::GameIdRole), older);
        QCOMPARE(resets.count(), 0);
    }

    void readsALargeLibraryAPageAtATime()
    {
        // A club's year of games: the list reads one page, and the rest as a view scrolls to the last row read.
        ml::GameLibrary library(m_dir.filePath(u"large.sqlite"_s));
        QVERIFY(library.open().ok());
        const int games = GameLibraryModel::PageSize * 2 + 5;
        QList<qint64> ids;
        QList<ml::GamePlayer> players(2);
        players[0].name = u"Ana"_s;
        players[0].color = u"red"_s;
        players[1].name = u"Ben"_s;
        players[1].color = u"blue"_s;
        for (int i = 0; i < games; ++i) {
            const ml::Result<qint64> created =
                library.createGame(players, i % 3 == 0 ? QStringList { u"tower"_s } : QStringList {});
            QVERIFY(created.ok());
            ids.append(created.value());
        }
        GameSession session;
        GameLibraryModel model;
        model.setLibrary(&library, &session);
        connect(&session, &GameSession::recordChanged, &model, &GameLibraryModel::refreshGame);
        QCOMPARE(model.rowCount(), GameLibraryModel::PageSize);
        QVERIFY(model.canFetchMore({}));
        // Most recently touched first: the last game created is the first row.
        QCOMPARE(value(model, 0, GameLibraryModel::GameIdRole), ids.last());
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);

        // A game not read yet that changes comes to the top, once: the next pages do not show it again.
        const qint64 oldest = ids.first();
        const ml::Result<ml::GameLog> log = library.openGame(oldest);
        QVERIFY(log.ok());
        session.load(log.value());
        QVERIFY(session.beginTurn());
        QCOMPARE(value(model, 0, GameLibraryModel::GameIdRole), oldest);
        while (model.canFetchMore({}))
            model.fetchMore({});
        QCOMPARE(model.rowCount(), games);
        QCOMPARE(resets.count(), 0); // each page is inserted, nothing is reset
        QCOMPARE(inserted.count(), 1 + 2); // the changed game, then the two further pages
        QSet<int> seen;
        for (int row = 0; row < model.rowCount(); ++row)
            seen.insert(value(model, row, GameLibraryModel::GameIdRole).toInt());
        QCOMPARE(seen.size(), games);

        // Deleting a game, read or not, and filtering count again.
        QVERIFY(model.deleteGame(int(ids.at(1))));
        QCOMPARE(model.rowCount(), games - 1);
        QVERIFY(!model.canFetchMore({}));
        model.setFilter(GameLibraryModel::Finished);
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.canFetchMore({}));
        model.setFilter(GameLibraryModel::All);
        QCOMPARE(model.rowCount(), GameLibraryModel::PageSize);
        QCOMPARE(library.gameCount().value(), games - 1);
    }

    void offersTheGameToResume()
    {
        ml::GameLibrary library(m_dir.filePath(u"resume.sqlite"_s));
        QVERIFY(library.open().ok());
        GameSession session;
        GameLibraryModel model;
        model.setLibrary(&library, &session);
        connect(&session, &GameSession::recordChanged, &model, &GameLibraryModel::refreshGame);
        QVERIFY(model.resumable().isNull());
        QSignalSpy resumable(&model, &GameLibraryModel::resumableChanged);
        const int older = model.createGame({ seat(u"Ana"_s, u"red"_s), seat(u"Ben"_s, u"blue"_s) }, {});
        QCOMPARE(model.resumable().toMap().value(u"gameId"_s), older);
        QCOMPARE(resumable.count(), 1);
        const int newer = model.createGame({ seat(u"Cleo"_s, u"red"_s), seat(u"Dan"_s, u"blue"_s) }, {});
        QCOMPARE(model.resumable().toMap().value(u"gameId"_s), newer);
        const QVariantList players = model.resumable().toMap().value(u"players"_s).toList();
        QCOMPARE(players.size(), 2);
        QCOMPARE(players.at(0).toMap().value(u"name"_s), u"Cleo"_s);
        QCOMPARE(model.get(0).value(u"gameId"_s), newer);
        QCOMPARE(model.get(1).value(u"title"_s), u"Ana, Ben"_s);
        QVERIFY(model.get(2).isEmpty());

        // Its scores follow the session; once it is finished, the other game is offered.
        QVERIFY(model.openGame(newer));
        QVERIFY(session.beginTurn());
        resumable.clear();
        QVERIFY(session.adjust(u"red"_s, 5, u"counted by hand"_s));
        QCOMPARE(resumable.count(), 1);
        QCOMPARE(model.resumable().toMap().value(u"players"_s).toList().at(0).toMap().value(u"score"_s), 5);
        QVERIFY(session.endGame({}));
        QCOMPARE(model.resumable().toMap().value(u"gameId"_s), older);
        QVERIFY(model.deleteGame(older));
        QVERIFY(model.resumable().isNull());
        QCOMPARE(model.rowCount(), 1);
    }
};

QTEST_GUILESS_MAIN(GameLibraryModelTest)
#include "tst_gamelibrarymodel.moc"
