// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "gamelibrary.h"
#include "gamesession.h"
#include "modeltestsupport.h"
#include "translationcatalog.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <memory>

using namespace Qt::StringLiterals;
using ModelTest::value;

namespace {

QVariantMap map(std::initializer_list<std::pair<QString, QVariant>> values)
{
    QVariantMap out;
    for (const auto &[key, entry] : values)
        out.insert(key, entry);
    return out;
}

QStringList featureIds(const FeaturesModel &model)
{
    QStringList ids;
    for (int row = 0; row < model.rowCount(); ++row)
        ids.append(value(model, row, FeaturesModel::FeatureIdRole).toString());
    return ids;
}

// The figures on track space @p space, as "player:kind": in seating order, scoring figures before robbers.
QStringList trackKinds(const PlayersModel &model, int space)
{
    QStringList kinds;
    const auto add = [&](int row, PlayersModel::Role role, const QString &kind) {
        if (value(model, row, role).toInt() == space)
            kinds.append(value(model, row, PlayersModel::PlayerIdRole).toString() + u':' + kind);
    };
    for (int row = 0; row < model.rowCount(); ++row) {
        add(row, PlayersModel::MeeplePositionRole, u"meeple"_s);
        add(row, PlayersModel::MessengerPositionRole, u"messenger"_s);
    }
    for (int row = 0; row < model.rowCount(); ++row)
        add(row, PlayersModel::RobberSpaceRole, u"robber"_s);
    return kinds;
}

QStringList ids(const QVariantList &list, const QString &key)
{
    QStringList out;
    for (const QVariant &entry : list)
        out.append(entry.toMap().value(key).toString());
    return out;
}

/** @brief The member @p field of each of @p list. */
template<typename T, typename F>
QStringList ids(const QList<T> &list, F T::*field)
{
    QStringList out;
    for (const T &entry : list)
        out.append(entry.*field);
    return out;
}

/** @brief Each robber's spaces, by its owner. */
QMap<QString, QList<int>> robberSpaces(const TurnOptions &options)
{
    QMap<QString, QList<int>> out;
    for (const OfferedRobber &robber : options.robbers)
        out.insert(robber.player, robber.spaces);
    return out;
}

} // namespace

class GameSessionTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<ml::GameLibrary> m_library;

    // A new game of Ana (red) and Ben (blue) with @p expansions, open in @p session.
    void openNewGame(GameSession &session, const QStringList &expansions = {})
    {
        ml::GamePlayer ana;
        ana.id = u"red"_s;
        ana.name = u"Ana"_s;
        ana.color = u"red"_s;
        ml::GamePlayer ben;
        ben.id = u"blue"_s;
        ben.name = u"Ben"_s;
        ben.color = u"blue"_s;
        const ml::Result<qint64> created = m_library->createGame({ ana, ben }, expansions);
        QVERIFY2(created.ok(), qPrintable(created.message()));
        const ml::Result<ml::GameLog> log = m_library->openGame(created.value());
        QVERIFY2(log.ok(), qPrintable(log.message()));
        session.load(log.value());
    }

    // Red's city (4 tiles, 1 coat), then blue's road is started.
    void playCityAndRoad(GameSession &session)
    {
        QVERIFY(session.beginTurn());
        QVERIFY2(session.placeFigure({}, {}, {}, u"city"_s), qPrintable(session.lastError()));
        QVERIFY2(session.scoreFeature(u"city-1"_s, map({ { u"tiles"_s, 4 }, { u"coats"_s, 1 } })),
                 qPrintable(session.lastError()));
        QVERIFY(session.beginTurn());
        QVERIFY2(session.placeFigure(u"blue"_s, u"meeple"_s, {}, u"road"_s), qPrintable(session.lastError()));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        m_library = std::make_unique<ml::GameLibrary>(m_dir.filePath(u"library.sqlite"_s));
        const ml::Status opened = m_library->open();
        QVERIFY2(opened.ok(), qPrintable(opened.message()));
    }

    void cleanupTestCase() { m_library.reset(); }

    void startsClosed()
    {
        GameSession session;
        QVERIFY(!session.isOpen());
        QCOMPARE(session.gameId(), -1);
        QCOMPARE(session.players()->rowCount(), 0);
        QSignalSpy errors(&session, &GameSession::lastErrorChanged);
        QVERIFY(!session.beginTurn());
        QVERIFY(!session.apply(session.builder().turn()));
        QVERIFY(!session.undo());
        QCOMPARE(errors.count(), 1);
        QVERIFY(!session.lastError().isEmpty());
        QVERIFY(session.options().finalValues.isEmpty());
        QVERIFY(session.exportRecordJson().isEmpty());
    }

    void opensAGame()
    {
        GameSession session;
        QSignalSpy changed(&session, &GameSession::changed);
        openNewGame(session, { u"messengers"_s, u"robbers"_s });
        QVERIFY(changed.count() >= 1);
        QVERIFY(session.isOpen());
        QVERIFY(session.gameId() > 0);
        QCOMPARE(session.expansions(), (QStringList { u"messengers"_s, u"robbers"_s }));
        QVERIFY(session.hasMessengers());
        QVERIFY(session.hasRobbers());
        QVERIFY(!session.hasTower());
        QVERIFY(!session.hasBigTop());
        QVERIFY(!session.hasGhosts());
        QCOMPARE(session.activePlayer(), QString());
        QCOMPARE(session.nextPlayer(), u"red"_s);
        QCOMPARE(session.turnNumber(), 0);
        QCOMPARE(session.eventCount(), 0);
        QVERIFY(!session.canUndo());
        QVERIFY(!session.canRedo());
        QVERIFY(!session.finished());
        QCOMPARE(session.players()->rowCount(), 2);
        QCOMPARE(value(*session.players(), 0, PlayersModel::NameRole), u"Ana"_s);
        QCOMPARE(value(*session.players(), 1, PlayersModel::MessengerPositionRole), 0);
        QCOMPARE(session.ledger()->rowCount(), 0);
        QCOMPARE(trackKinds(*session.players(), 0),
                 (QStringList { u"red:meeple"_s, u"red:messenger"_s, u"blue:meeple"_s, u"blue:messenger"_s }));

        session.close();
        QVERIFY(!session.isOpen());
        QCOMPARE(session.players()->rowCount(), 0);
        QVERIFY(trackKinds(*session.players(), 0).isEmpty());
    }

    // Each property announces only its own kind of change: a placement is no new turn, a turn no new game.
    void announcesWhatChanged()
    {
        GameSession session;
        QSignalSpy game(&session, &GameSession::gameChanged);
        QSignalSpy turn(&session, &GameSession::turnChanged);
        QSignalSpy table(&session, &GameSession::tableChanged);
        openNewGame(session);
        QCOMPARE(game.count(), 1);
        QCOMPARE(turn.count(), 1);
        QCOMPARE(table.count(), 1);

        QVERIFY(session.beginTurn());
        QCOMPARE(game.count(), 1);
        QCOMPARE(turn.count(), 2);
        QCOMPARE(table.count(), 2);

        QVERIFY2(session.placeFigure({}, {}, {}, u"road"_s), qPrintable(session.lastError()));
        QCOMPARE(game.count(), 1);
        QCOMPARE(turn.count(), 2);
        QCOMPARE(table.count(), 3);

        // Undoing the placement keeps the turn; undoing the turn brings back the state before it.
        QVERIFY(session.undo());
        QCOMPARE(turn.count(), 2);
        QVERIFY(session.undo());
        QCOMPARE(turn.count(), 3);
        QCOMPARE(session.activePlayer(), QString());
        QCOMPARE(table.count(), 5);

        session.close();
        QCOMPARE(game.count(), 2);
    }

    void presentsTheEngineOptions()
    {
        GameSession session;
        openNewGame(session, { u"robbers"_s });
        // Before the first turn nothing is placed or scored; any player may begin, red is seated first.
        TurnOptions options = session.options();
        QCOMPARE(options.started, false);
        QCOMPARE(options.nextPlayer, u"red"_s);
        QVERIFY(options.scorable.isEmpty());

        QVERIFY(session.beginTurn());
        options = session.options();
        QCOMPARE(options.active, u"red"_s);
        QVERIFY(options.hasPlace);
        // 7 meeples in the supply, none placed yet this turn [base game rules; record format, Figures].
        QCOMPARE(options.place.kinds, QStringList { u"meeple"_s });
        QCOMPARE(options.actionsThisTurnPart, 0);

        QVERIFY2(session.placeFigure({}, {}, {}, u"city"_s), qPrintable(session.lastError()));
        options = session.options();
        QCOMPARE(options.actionsThisTurnPart, 1);
        // The city may be scored with its tiles (at least 2: no city is completed on one tile) and its coats of arms
        // (0 to its tiles) [docs/record-format.md, Errors].
        QCOMPARE(options.scorable.size(), 1);
        const OfferedFeature city = options.scorable.first();
        QCOMPARE(city.feature, u"city-1"_s);
        QCOMPARE(city.type, u"city"_s);
        QCOMPARE(ids(city.fields, &OfferedField::key), (QStringList { u"tiles"_s, u"coats"_s }));
        QCOMPARE(city.fields.at(0).min, 2);
        QCOMPARE(city.fields.at(1).min, 0);
        QCOMPARE(city.fields.at(1).atMost, u"tiles"_s);
        QCOMPARE(city.majority, QStringList { u"red"_s });

        // A robber goes onto a space with another player's scoring figure [The Robbers rules]: red's onto blue's meeple
        // still on 0, and blue, whose robber is not on the track, onto red's, now on 4 × 2 = 8.
        QVERIFY2(session.scoreFeature(u"city-1"_s, map({ { u"tiles"_s, 4 }, { u"coats"_s, 0 } })),
                 qPrintable(session.lastError()));
        const QMap<QString, QList<int>> spaces = robberSpaces(session.options());
        QCOMPARE(spaces.value(u"red"_s), QList<int> { 0 });
        QCOMPARE(spaces.value(u"blue"_s), QList<int> { 8 });
        session.close();
        QCOMPARE(session.options(), TurnOptions {});
    }

    void playsTurns()
    {
        GameSession session;
        openNewGame(session);
        QAbstractItemModelTester players(session.players(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester features(session.features(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester ledger(session.ledger(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy playerResets(session.players(), &QAbstractItemModel::modelReset);
        QSignalSpy ledgerInserts(session.ledger(), &QAbstractItemModel::rowsInserted);
        QSignalSpy stored(&session, &GameSession::recordChanged);

        QVERIFY(session.beginTurn());
        QCOMPARE(session.activePlayer(), u"red"_s);
        QCOMPARE(session.activePlayerName(), u"Ana"_s);
        QCOMPARE(session.turnNumber(), 1);
        QCOMPARE(value(*session.players(), 0, PlayersModel::IsActiveRole), true);

        // The figure and the new feature get readable generated ids.
        QVERIFY2(session.placeFigure({}, {}, {}, u"city"_s), qPrintable(session.lastError()));
        QCOMPARE(featureIds(*session.features()), QStringList { u"city-1"_s });
        const QVariantList onCity = value(*session.features(), 0, FeaturesModel::FiguresRole).toList();
        QCOMPARE(ids(onCity, u"figure"_s), QStringList { u"red-meeple-1"_s });
        QCOMPARE(value(*session.players(), 0, PlayersModel::SupplyMeeplesRole), 6);

        // The city is complete: 4 tiles × 2 + 1 coat of arms × 2 = 10 [base game rules].
        QVERIFY2(session.scoreFeature(u"city-1"_s, map({ { u"tiles"_s, 4 }, { u"coats"_s, 1 } })),
                 qPrintable(session.lastError()));
        QCOMPARE(value(*session.players(), 0, PlayersModel::ScoreRole), 10);
        QCOMPARE(value(*session.players(), 0, PlayersModel::MeeplePositionRole), 10);
        QCOMPARE(value(*session.players(), 0, PlayersModel::SupplyMeeplesRole), 7);
        QCOMPARE(value(*session.players(), 0, PlayersModel::RankRole), 1);
        QCOMPARE(value(*session.players(), 1, PlayersModel::RankRole), 2);
        QCOMPARE(session.features()->rowCount(), 0);
        QCOMPARE(session.ledger()->rowCount(), 1);
        QCOMPARE(value(*session.ledger(), 0, LedgerModel::PointsRole), 10);
        QCOMPARE(value(*session.ledger(), 0, LedgerModel::PlayerNameRole), u"Ana"_s);
        QCOMPARE(value(*session.ledger(), 0, LedgerModel::RuleRole), u"city.completed"_s);
        QCOMPARE(value(*session.ledger(), 0, LedgerModel::FeatureRole), u"city-1"_s);
        const QString explanation = value(*session.ledger(), 0, LedgerModel::ExplanationRole).toString();
        QVERIFY2(explanation.startsWith(u"City completed: 4 tile"_s) && explanation.endsWith(u"= 10"_s),
                 qPrintable(explanation));
        QCOMPARE(trackKinds(*session.players(), 10), QStringList { u"red:meeple"_s });
        QCOMPARE(trackKinds(*session.players(), 0), QStringList { u"blue:meeple"_s });

        QVERIFY(session.beginTurn());
        QCOMPARE(session.activePlayer(), u"blue"_s);
        QVERIFY2(session.placeFigure(u"blue"_s, u"meeple"_s, {}, u"road"_s), qPrintable(session.lastError()));
        QCOMPARE(featureIds(*session.features()), QStringList { u"road-1"_s });
        // A road of 3 tiles: 3 × 1 = 3.
        QVERIFY2(session.scoreFeature(u"road-1"_s, map({ { u"tiles"_s, 3 } })), qPrintable(session.lastError()));
        QCOMPARE(value(*session.players(), 1, PlayersModel::ScoreRole), 3);
        QCOMPARE(trackKinds(*session.players(), 3), QStringList { u"blue:meeple"_s });
        QVERIFY(trackKinds(*session.players(), 0).isEmpty());

        // Freed ids are not given out again: the next city is city-2, the next red meeple red-meeple-2.
        QVERIFY(session.beginTurn());
        QVERIFY2(session.placeFigure(u"red"_s, u"meeple"_s, {}, u"city"_s), qPrintable(session.lastError()));
        QCOMPARE(featureIds(*session.features()), QStringList { u"city-2"_s });
        QCOMPARE(ids(value(*session.features(), 0, FeaturesModel::FiguresRole).toList(), u"figure"_s),
                 QStringList { u"red-meeple-2"_s });

        QCOMPARE(session.eventCount(), 8);
        QCOMPARE(session.turnNumber(), 3);
        QCOMPARE(ledgerInserts.count(), 2);
        QCOMPARE(stored.count(), 8);
        QCOMPARE(stored.at(0).at(0).toInt(), session.gameId());
        QCOMPARE(playerResets.count(), 0);
        QVERIFY(session.lastError().isEmpty());

        const QJsonObject exported = QJsonDocument::fromJson(session.exportRecordJson().toUtf8()).object();
        QCOMPARE(exported.value(u"events"_s).toArray().size(), 8);
    }

    void refusedEventChangesNothing()
    {
        GameSession session;
        openNewGame(session);
        playCityAndRoad(session);
        const QList<QVariantList> players = ModelTest::snapshot(*session.players());
        const QList<QVariantList> features = ModelTest::snapshot(*session.features());
        const QList<QVariantList> ledger = ModelTest::snapshot(*session.ledger());
        const int events = session.eventCount();
        QSignalSpy errors(&session, &GameSession::lastErrorChanged);
        QSignalSpy changed(&session, &GameSession::changed);
        QSignalSpy stored(&session, &GameSession::recordChanged);
        QSignalSpy featureChanges(session.features(), &QAbstractItemModel::dataChanged);
        QSignalSpy featureResets(session.features(), &QAbstractItemModel::modelReset);
        QSignalSpy playerChanges(session.players(), &QAbstractItemModel::dataChanged);

        // A second figure on blue's road: players join features with `merge` [docs/record-format.md].
        QVERIFY(!session.placeFigure(u"blue"_s, u"meeple"_s, u"road-1"_s, u"road"_s));
        QCOMPARE(errors.count(), 1);
        QVERIFY2(session.lastError().contains(u"already occupied"_s), qPrintable(session.lastError()));
        QVERIFY2(session.lastError().contains(u"road-1"_s), qPrintable(session.lastError()));
        QCOMPARE(session.eventCount(), events);
        QCOMPARE(changed.count(), 0);
        QCOMPARE(stored.count(), 0);
        QCOMPARE(featureChanges.count(), 0);
        QCOMPARE(featureResets.count(), 0);
        QCOMPARE(playerChanges.count(), 0);
        QCOMPARE(ModelTest::snapshot(*session.players()), players);
        QCOMPARE(ModelTest::snapshot(*session.features()), features);
        QCOMPARE(ModelTest::snapshot(*session.ledger()), ledger);

        // Not red's turn: refused as well; the next accepted event clears the error.
        QVERIFY(!session.placeFigure(u"red"_s, u"meeple"_s, {}, u"city"_s));
        QVERIFY(session.lastError().contains(u"active player"_s));
        QVERIFY(session.scoreFeature(u"road-1"_s, map({ { u"tiles"_s, 3 } })));
        QVERIFY(session.lastError().isEmpty());
        QCOMPARE(errors.count(), 3); // set, changed, cleared
    }

    void refusalsInTheAppsLanguage()
    {
        GameSession session;
        openNewGame(session);
        playCityAndRoad(session);
        QTranslator german;
        QVERIFY(ml::TranslationCatalog::load(german, u"de"_s));
        QCoreApplication::installTranslator(&german);
        // Blue is the active player; red's figure is refused, the players named as the table knows them, in a
        // sentence: no record line ("error: event 5 (place): …") on a screen.
        QVERIFY(!session.placeFigure(u"red"_s, u"meeple"_s, {}, u"city"_s));
        const QString error = session.lastError();
        QVERIFY(!session.placeFigure(u"blue"_s, u"meeple"_s, u"road-1"_s, u"road"_s));
        const QString occupied = session.lastError();
        QCoreApplication::removeTranslator(&german);
        QCOMPARE(error, u"nur der aktive Spieler (\u2068Ben\u2069) setzt Figuren, nicht \u2068Ana\u2069"_s);
        QCOMPARE(occupied, u"das Gebiet \"road-1\" ist schon besetzt; Gebiete werden mit `merge` verbunden"_s);
    }

    void undoAndRedoTheLastEvent()
    {
        GameSession session;
        openNewGame(session);
        playCityAndRoad(session);
        QVERIFY(session.scoreFeature(u"road-1"_s, map({ { u"tiles"_s, 3 } })));
        QAbstractItemModelTester ledger(session.ledger(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester players(session.players(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy removed(session.ledger(), &QAbstractItemModel::rowsRemoved);
        QSignalSpy inserted(session.ledger(), &QAbstractItemModel::rowsInserted);
        QSignalSpy playerResets(session.players(), &QAbstractItemModel::modelReset);
        QSignalSpy stored(&session, &GameSession::recordChanged);
        QCOMPARE(session.eventCount(), 6);
        QVERIFY(session.canUndo());
        QVERIFY(!session.canRedo());

        // Ctrl+Z takes back the road's score only: blue back on 0, the road and its figure back on the board.
        QVERIFY(session.undo());
        QCOMPARE(session.eventCount(), 5);
        QVERIFY(session.canRedo());
        QCOMPARE(value(*session.players(), 1, PlayersModel::ScoreRole), 0);
        QCOMPARE(value(*session.players(), 0, PlayersModel::ScoreRole), 10);
        QCOMPARE(session.ledger()->rowCount(), 1);
        QCOMPARE(removed.count(), 1);
        QCOMPARE(featureIds(*session.features()), QStringList { u"road-1"_s });
        QCOMPARE(trackKinds(*session.players(), 0), QStringList { u"blue:meeple"_s });

        // Once more: the road's figure goes back into blue's supply.
        QVERIFY(session.undo());
        QCOMPARE(session.eventCount(), 4);
        QCOMPARE(session.features()->rowCount(), 0);
        QCOMPARE(value(*session.players(), 1, PlayersModel::SupplyMeeplesRole), 7);

        // Ctrl+Shift+Z brings both back, in order.
        QVERIFY(session.redo());
        QVERIFY(session.redo());
        QCOMPARE(session.eventCount(), 6);
        QVERIFY(!session.canRedo());
        QVERIFY(!session.redo());
        QVERIFY(!session.lastError().isEmpty());
        QCOMPARE(value(*session.players(), 1, PlayersModel::ScoreRole), 3);
        QCOMPARE(session.ledger()->rowCount(), 2);
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(playerResets.count(), 0);
        QCOMPARE(stored.count(), 4);

        // A new event after an undo drops the undone one.
        QVERIFY(session.undo());
        QVERIFY(session.adjust(u"blue"_s, 2, u"a road counted short"_s));
        QVERIFY(!session.canRedo());
        QCOMPARE(value(*session.players(), 1, PlayersModel::ScoreRole), 2);
    }

    // Two windows on one game: the one that is behind has its undo (or redo) refused, and then shows the turn the
    // other window reached, not the stale one it had.
    void refusedUndoShowsTheCurrentTurn_data()
    {
        QTest::addColumn<bool>("redo");
        QTest::addRow("undo") << false;
        QTest::addRow("redo") << true;
    }
    void refusedUndoShowsTheCurrentTurn()
    {
        QFETCH(bool, redo);
        GameSession behind;
        openNewGame(behind);
        playCityAndRoad(behind);
        if (redo)
            QVERIFY(behind.undo());
        const int eventsBefore = behind.eventCount();
        const int turnBefore = behind.turnNumber();

        GameSession ahead;
        const ml::Result<ml::GameLog> log = m_library->openGame(behind.gameId());
        QVERIFY2(log.ok(), qPrintable(log.message()));
        ahead.load(log.value());
        QVERIFY2(ahead.adjust(u"blue"_s, 3, u"a road counted short"_s), qPrintable(ahead.lastError()));
        QVERIFY2(ahead.beginTurn(), qPrintable(ahead.lastError()));
        QCOMPARE(ahead.turnNumber(), turnBefore + 1);

        QSignalSpy stored(&behind, &GameSession::recordChanged);
        QVERIFY(!(redo ? behind.redo() : behind.undo()));
        QVERIFY2(behind.lastError().contains(u"another window"_s), qPrintable(behind.lastError()));
        QCOMPARE(behind.eventCount(), ahead.eventCount());
        QVERIFY(behind.eventCount() != eventsBefore);
        QCOMPARE(behind.turnNumber(), turnBefore + 1);
        QCOMPARE(behind.activePlayer(), ahead.activePlayer());
        QCOMPARE(value(*behind.players(), 1, PlayersModel::ScoreRole), 3);
        QCOMPARE(behind.record(), ahead.record());
        QCOMPARE(stored.count(), 1);
        // The window is up to date again: its next undo is the other window's last event.
        QVERIFY2(behind.undo(), qPrintable(behind.lastError()));
        QCOMPARE(behind.turnNumber(), turnBefore);
    }

    // Every undo down to the empty game and every redo back: each model changes row by row (no reset) and ends up
    // showing what a model given the same record afresh shows; the ledger loses exactly its last rows.
    void undoAndRedoUpdateTheModelsInPlace()
    {
        QFile file(QStringLiteral(MEEPLE_EXAMPLES_DIR "/first-game.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const ml::Result<qint64> imported = m_library->importRecord(file.readAll());
        QVERIFY2(imported.ok(), qPrintable(imported.message()));
        const ml::Result<ml::GameLog> log = m_library->openGame(imported.value());
        QVERIFY2(log.ok(), qPrintable(log.message()));
        GameSession session;
        session.load(log.value());
        const int events = session.eventCount();
        QVERIFY(events > 10);

        QAbstractItemModelTester ledgerTester(session.ledger(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester featuresTester(session.features(),
                                                QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester playersTester(session.players(),
                                               QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy ledgerResets(session.ledger(), &QAbstractItemModel::modelReset);
        QSignalSpy featureResets(session.features(), &QAbstractItemModel::modelReset);
        QSignalSpy playerResets(session.players(), &QAbstractItemModel::modelReset);
        QSignalSpy removed(session.ledger(), &QAbstractItemModel::rowsRemoved);
        QSignalSpy inserted(session.ledger(), &QAbstractItemModel::rowsInserted);

        const auto sameAsAfresh = [&session] {
            LedgerModel ledger;
            FeaturesModel features;
            PlayersModel players;
            const PlayerDirectory directory(session.record());
            const ml::TableChange everything = ml::TableChange::wholeTable(session.table());
            ledger.update(directory, session.table(), everything);
            features.update(directory, session.table(), everything);
            players.update(directory, session.table(), everything);
            return ModelTest::snapshot(*session.ledger()) == ModelTest::snapshot(ledger)
                && ModelTest::snapshot(*session.features()) == ModelTest::snapshot(features)
                && ModelTest::snapshot(*session.players()) == ModelTest::snapshot(players);
        };

        while (session.canUndo()) {
            const int rowsBefore = session.ledger()->rowCount();
            removed.clear();
            inserted.clear();
            QVERIFY(session.undo());
            QVERIFY2(sameAsAfresh(), qPrintable(u"after the undo to %1 events"_s.arg(session.eventCount())));
            const int rowsAfter = session.ledger()->rowCount();
            // An undone payout is taken off the end; rows before it stay as they are.
            if (rowsAfter < rowsBefore && inserted.isEmpty()) {
                QCOMPARE(removed.count(), 1);
                QCOMPARE(removed.at(0).at(1).toInt(), rowsAfter);
                QCOMPARE(removed.at(0).at(2).toInt(), rowsBefore - 1);
            } else if (rowsAfter == rowsBefore) {
                QCOMPARE(removed.count(), inserted.count());
            }
        }
        QCOMPARE(session.eventCount(), 0);
        QCOMPARE(session.ledger()->rowCount(), 0);
        QCOMPARE(session.features()->rowCount(), 0);
        while (session.canRedo()) {
            QVERIFY(session.redo());
            QVERIFY2(sameAsAfresh(), qPrintable(u"after the redo to %1 events"_s.arg(session.eventCount())));
        }
        QCOMPARE(session.eventCount(), events);
        QCOMPARE(ledgerResets.count(), 0);
        QCOMPARE(featureResets.count(), 0);
        QCOMPARE(playerResets.count(), 0);
    }

    void anEventUpdatesOnlyTheRowsItChanges()
    {
        GameSession session;
        openNewGame(session, { u"ghosts"_s });
        QVERIFY(session.beginTurn());
        QVERIFY(session.placeFigure({}, {}, {}, u"city"_s));
        QVERIFY(session.beginTurn());
        QVERIFY(session.placeFigure({}, {}, {}, u"road"_s));
        QCOMPARE(featureIds(*session.features()), (QStringList { u"city-1"_s, u"road-1"_s }));
        const int ledgerRows = session.ledger()->rowCount();

        QSignalSpy featureChanges(session.features(), &QAbstractItemModel::dataChanged);
        QSignalSpy featureRemovals(session.features(), &QAbstractItemModel::rowsRemoved);
        QSignalSpy featureResets(session.features(), &QAbstractItemModel::modelReset);
        QSignalSpy playerChanges(session.players(), &QAbstractItemModel::dataChanged);
        QSignalSpy ledgerInserts(session.ledger(), &QAbstractItemModel::rowsInserted);
        QSignalSpy ledgerResets(session.ledger(), &QAbstractItemModel::modelReset);
        // Ben scores his road of 3 tiles: 3 points [base game rules]; Ana's city stays as it was.
        QVERIFY(session.scoreFeature(u"road-1"_s, map({ { u"tiles"_s, 3 } })));
        QCOMPARE(featureIds(*session.features()), (QStringList { u"city-1"_s }));
        QCOMPARE(featureRemovals.count(), 1);
        QCOMPARE(featureRemovals.at(0).at(1).toInt(), 1);
        QCOMPARE(featureChanges.count(), 0);
        QCOMPARE(featureResets.count(), 0);
        QCOMPARE(ledgerResets.count(), 0);
        QCOMPARE(ledgerInserts.count(), 1);
        QCOMPARE(ledgerInserts.at(0).at(1).toInt(), ledgerRows);
        QCOMPARE(session.ledger()->rowCount(), ledgerRows + 1);
        // Ben's row (score, track, supply) and Ana's, whose rank falls to second; no row is rebuilt.
        QSet<int> rows;
        for (const QList<QVariant> &signal : std::as_const(playerChanges))
            rows.insert(signal.at(0).toModelIndex().row());
        QCOMPARE(rows, (QSet<int> { 0, 1 }));
        QCOMPARE(value(*session.players(), 1, PlayersModel::ScoreRole), 3);
        QCOMPARE(value(*session.players(), 0, PlayersModel::RankRole), 2);

        // A ghost on Ana's meeple changes her city's row only.
        featureChanges.clear();
        playerChanges.clear();
        QVERIFY(session.beginTurn());
        const QString figure = value(*session.features(), 0, FeaturesModel::FiguresRole)
                                   .toList()
                                   .at(0)
                                   .toMap()
                                   .value(u"figure"_s)
                                   .toString();
        QVERIFY2(session.addGhost(figure), qPrintable(session.lastError()));
        QCOMPARE(featureChanges.count(), 1);
        QCOMPARE(featureChanges.at(0).at(0).toModelIndex().row(), 0);
        QCOMPARE(value(*session.features(), 0, FeaturesModel::FiguresRole).toList().at(0).toMap().value(u"ghosts"_s),
                 1);
        QCOMPARE(value(*session.players(), 0, PlayersModel::GhostsOnFiguresRole), 1);
    }

    void previewsPayouts()
    {
        GameSession session;
        openNewGame(session);
        playCityAndRoad(session);
        QSignalSpy stored(&session, &GameSession::recordChanged);
        QSignalSpy changed(&session, &GameSession::changed);

        // What completing the 3-tile road would pay, before it is entered: 3 × 1 = 3 for blue.
        const QVariantList payouts = session.preview(session.builder().score(u"road-1"_s, map({ { u"tiles"_s, 3 } })));
        QCOMPARE(payouts.size(), 1);
        const QVariantMap payout = payouts.at(0).toMap();
        QCOMPARE(payout.value(u"playerId"_s), u"blue"_s);
        QCOMPARE(payout.value(u"playerName"_s), u"Ben"_s);
        QCOMPARE(payout.value(u"points"_s), 3);
        QCOMPARE(payout.value(u"rule"_s), u"road.completed"_s);
        QCOMPARE(payout.value(u"ruleName"_s), u"Road completed"_s);
        QCOMPARE(payout.value(u"from"_s), 0);
        QCOMPARE(payout.value(u"to"_s), 3);
        QVERIFY2(payout.value(u"explanation"_s).toString().startsWith(u"Road completed: 3 tile"_s),
                 qPrintable(payout.value(u"explanation"_s).toString()));
        // Nothing was stored.
        QCOMPARE(session.eventCount(), 5);
        QCOMPARE(session.ledger()->rowCount(), 1);
        QCOMPARE(stored.count(), 0);
        QCOMPARE(changed.count(), 0);

        // An event that pays nothing previews nothing; a refused one previews nothing and says why.
        QVERIFY(session.preview(session.builder().turn()).isEmpty());
        QVERIFY(session.lastError().isEmpty());
        QVERIFY(session.preview(session.builder().score(u"nowhere"_s, {})).isEmpty());
        QVERIFY2(session.lastError().contains(u"nowhere"_s), qPrintable(session.lastError()));
        QCOMPARE(session.eventCount(), 5);
    }

    // A command is made for one turn part: one made for a turn that is over — a double-click's second End turn, a key
    // repeat, a dialog left open while another window moved on — is refused in words and stores nothing.
    void refusesACommandMadeForATurnThatIsOver()
    {
        GameSession session;
        openNewGame(session);
        QVERIFY(session.beginTurn());
        const ml::Command endTurn = session.builder().turn();
        const ml::Command correction = session.builder().adjust(u"blue"_s, 4, u"recount"_s);
        QCOMPARE(endTurn.stamp().turn, 1);
        QCOMPARE(endTurn.kind(), ml::Command::Kind::Turn);
        QVERIFY2(session.apply(endTurn), qPrintable(session.lastError()));
        QCOMPARE(session.turnNumber(), 2);
        QCOMPARE(session.activePlayer(), u"blue"_s);

        const int events = session.eventCount();
        QSignalSpy stored(&session, &GameSession::recordChanged);
        QVERIFY(!session.apply(endTurn));
        QCOMPARE(session.lastError(),
                 u"This was asked in turn 1, which is over; it is turn 2 now, Ben's. Nothing was entered."_s);
        QVERIFY(!session.apply(correction));
        QVERIFY(session.preview(correction).isEmpty());
        QVERIFY(!session.lastError().isEmpty());
        QCOMPARE(session.turnNumber(), 2);
        QCOMPARE(session.eventCount(), events);
        QCOMPARE(stored.count(), 0);
        QCOMPARE(value(*session.players(), 1, PlayersModel::ScoreRole), 0);

        // The same correction asked in this turn is entered: +4 for Ben.
        QVERIFY2(session.apply(correction.madeFor(session.stamp())), qPrintable(session.lastError()));
        QCOMPARE(value(*session.players(), 1, PlayersModel::ScoreRole), 4);
        // An empty command enters nothing, and says so.
        QVERIFY(!session.apply(ml::Command()));
        QVERIFY(!session.lastError().isEmpty());
    }

    // Message 4's extra tile is a new part of the turn [The Messengers, message 4; docs/record-format.md]: what was
    // asked before it is asked again.
    void refusesACommandMadeBeforeTheExtraTile()
    {
        GameSession session;
        openNewGame(session, { u"messengers"_s });
        QVERIFY(session.beginTurn());
        QVERIFY2(session.placeFigure({}, {}, u"rd"_s, u"road"_s), qPrintable(session.lastError()));
        // A road of 5 tiles: 5 × 1 = 5 points take Ana's scoring meeple to space 5, a dark space: a message is owed.
        QVERIFY2(session.scoreFeature(u"rd"_s, map({ { u"tiles"_s, 5 } })), qPrintable(session.lastError()));
        const ml::Command city = session.builder().place({}, {}, {}, u"city"_s);
        QCOMPARE(city.stamp().part, 0);
        QVERIFY2(session.drawMessage(4, u"action"_s, {}), qPrintable(session.lastError()));
        QCOMPARE(session.stamp().turn, 1);
        QCOMPARE(session.stamp().part, 1);
        QVERIFY(!session.apply(city));
        QVERIFY2(session.lastError().contains(u"message 4"_s), qPrintable(session.lastError()));
        QVERIFY2(session.apply(city.madeFor(session.stamp())), qPrintable(session.lastError()));
    }

    // A figure and a tower floor are alternatives: each is the turn's one action [The Tower: "instead of placing a
    // meeple"], so the options count both, and the screens ask before a second.
    void countsATowerFloorAsTheTurnsAction()
    {
        GameSession session;
        openNewGame(session, { u"tower"_s });
        QVERIFY(session.beginTurn());
        QCOMPARE(session.options().actionsThisTurnPart, 0);
        QVERIFY2(session.addFloor({}, {}), qPrintable(session.lastError()));
        QCOMPARE(session.options().actionsThisTurnPart, 1);
        QVERIFY2(session.placeFigure({}, {}, {}, u"city"_s), qPrintable(session.lastError()));
        QCOMPARE(session.options().actionsThisTurnPart, 2);
        QVERIFY(session.beginTurn());
        QCOMPARE(session.options().actionsThisTurnPart, 0);
    }

    // The commands write what the record needs from the table: fresh ids, the feature a merge continues as (the one
    // first occupied), the ghost's reason (on the active player's own figure: limit; on another's: expand).
    void buildsEventsFromTheTable()
    {
        GameSession session;
        openNewGame(session, { u"ghosts"_s });
        QVERIFY(session.beginTurn());
        QVERIFY2(session.placeFigure({}, {}, {}, u"road"_s), qPrintable(session.lastError()));
        QVERIFY(session.beginTurn());
        QVERIFY2(session.placeFigure({}, {}, {}, u"road"_s), qPrintable(session.lastError()));
        const QJsonObject place = session.builder().place({}, {}, {}, u"road"_s).event();
        QCOMPARE(place.value(u"type"_s).toString(), u"place"_s);
        QCOMPARE(place.value(u"figure"_s).toString(), u"blue-meeple-2"_s);
        QCOMPARE(place.value(u"feature"_s).toString(), u"road-3"_s);
        QCOMPARE(place.value(u"featureType"_s).toString(), u"road"_s);
        const QJsonObject merge = session.builder().merge({ u"road-2"_s, u"road-1"_s }).event();
        QCOMPARE(merge.value(u"into"_s).toString(), u"road-1"_s);
        QCOMPARE(session.builder().ghost(u"blue-meeple-1"_s).event().value(u"reason"_s).toString(), u"limit"_s);
        QCOMPARE(session.builder().ghost(u"red-meeple-1"_s).event().value(u"reason"_s).toString(), u"expand"_s);
        // A command with movers is a copy; the one without them is unchanged.
        const ml::Command score = session.builder().score(u"road-1"_s, map({ { u"tiles"_s, 2 } }));
        const ml::Command moved = score.withMovers(map({ { u"red"_s, u"meeple"_s } }));
        QVERIFY(!score.event().contains(u"movers"_s));
        QCOMPARE(moved.event().value(u"movers"_s).toObject().value(u"red"_s).toString(), u"meeple"_s);
        QVERIFY(!moved.sameAs(score));
        QVERIFY(score.withMovers({}).sameAs(score));
    }

    void advisesTheMover()
    {
        GameSession session;
        openNewGame(session);
        playCityAndRoad(session);
        // Without the messengers the scoring meeple is the only choice; red at 10 + 4 lands on 14.
        const QVariantMap advice = session.adviseMover(u"red"_s, 4);
        QCOMPARE(advice.value(u"figure"_s), u"meeple"_s);
        QCOMPARE(advice.value(u"reason"_s), u"mover.only"_s);
        QVERIFY(!advice.value(u"reasonText"_s).toString().isEmpty());
        QCOMPARE(advice.value(u"landing"_s).toMap().value(u"meeple"_s), 14);
    }

    void advisesTheMessengerOnADarkSpace()
    {
        GameSession session;
        openNewGame(session, { u"messengers"_s });
        QVERIFY(session.beginTurn());
        QVERIFY(session.placeFigure({}, {}, {}, u"road"_s));
        // Red's meeple on 3 by a 3-tile road, the messenger on 0; 2 more points: the meeple would land on 5,
        // a dark space, and earn a message [The Messengers rules].
        QVERIFY(session.scoreFeature(u"road-1"_s, map({ { u"tiles"_s, 3 } })));
        const QVariantMap advice = session.adviseMover(u"red"_s, 2);
        QCOMPARE(advice.value(u"figure"_s), u"meeple"_s);
        QCOMPARE(advice.value(u"reason"_s), u"mover.darkSpace"_s);
        QCOMPARE(advice.value(u"landing"_s).toMap().value(u"meeple"_s), 5);
        QCOMPARE(advice.value(u"landing"_s).toMap().value(u"messenger"_s), 2);
    }

    void listsWhatFinalScoringNeeds()
    {
        GameSession session;
        openNewGame(session);
        playCityAndRoad(session);
        QVERIFY(session.scoreFeature(u"road-1"_s, map({ { u"tiles"_s, 3 } })));
        QVERIFY(session.beginTurn());
        QVERIFY(session.placeFigure(u"red"_s, {}, {}, u"monastery"_s));
        QVERIFY(session.beginTurn());
        QVERIFY(session.placeFigure(u"blue"_s, {}, {}, u"field"_s));

        const QList<OfferedFeature> needed = session.options().finalValues;
        QCOMPARE(ids(needed, &OfferedFeature::feature), (QStringList { u"monastery-1"_s, u"field-1"_s }));
        QCOMPARE(needed.at(0).type, u"monastery"_s);
        QCOMPARE(ids(needed.at(0).fields, &OfferedField::key), QStringList { u"tiles"_s });
        QCOMPARE(ids(needed.at(1).fields, &OfferedField::key), QStringList { u"cities"_s });
        QVERIFY(needed.at(0).ringmasters.isEmpty());

        // A value missing: refused, naming the feature.
        QVERIFY(!session.endGame(map({ { u"monastery-1"_s, map({ { u"tiles"_s, 5 } }) } })));
        QVERIFY2(session.lastError().contains(u"field-1"_s), qPrintable(session.lastError()));
        QVERIFY(!session.finished());

        // The monastery with 4 neighbours: 5 tiles × 1 = 5, red 10 + 5 = 15. The field beside 2 completed
        // cities: 2 × 3 = 6, blue 3 + 6 = 9 [base game rules].
        QVERIFY2(session.endGame(map({ { u"monastery-1"_s, map({ { u"tiles"_s, 5 } }) },
                                       { u"field-1"_s, map({ { u"cities"_s, 2 } }) } })),
                 qPrintable(session.lastError()));
        QVERIFY(session.finished());
        QCOMPARE(value(*session.players(), 0, PlayersModel::ScoreRole), 15);
        QCOMPARE(value(*session.players(), 1, PlayersModel::ScoreRole), 9);
        QCOMPARE(value(*session.players(), 0, PlayersModel::RankRole), 1);
        QCOMPARE(value(*session.players(), 1, PlayersModel::RankRole), 2);
        QCOMPARE(value(*session.ledger(), 2, LedgerModel::RuleRole), u"monastery.final"_s);
        QCOMPARE(value(*session.ledger(), 3, LedgerModel::RuleRole), u"field.final"_s);
        QCOMPARE(value(*session.ledger(), 3, LedgerModel::PointsRole), 6);
        QVERIFY(!session.beginTurn());
    }

    void listsRingmastersForTheFinalScoring()
    {
        GameSession session;
        openNewGame(session, { u"bigtop"_s });
        QVERIFY(session.beginTurn());
        QVERIFY2(session.placeFigure({}, u"ringmaster"_s, {}, u"road"_s), qPrintable(session.lastError()));
        QVERIFY(session.beginTurn());
        QVERIFY(session.placeFigure({}, {}, {}, u"acrobats"_s));
        const QList<OfferedFeature> needed = session.options().finalValues;
        // Acrobat spaces need no values; the road needs its tiles and the ringmaster's count.
        QCOMPARE(ids(needed, &OfferedFeature::feature), QStringList { u"road-1"_s });
        QCOMPARE(needed.at(0).ringmasters, QStringList { u"red-ringmaster-1"_s });
        // Three bear tokens in the game [Under the Big Top rules], none revealed yet.
        int bearsLeft = -1;
        for (const OfferedAnimal &animal : session.options().animals) {
            if (animal.animal == u"bear"_s)
                bearsLeft = animal.left;
        }
        QCOMPARE(bearsLeft, 3);
    }

    // The turn model orders the turn part's steps as the rules do, from the engine's options, and says what End turn
    // needs: a message owed is asked for, a second action needs the table's "yes" again after any change.
    void turnModelOrdersTheTurn()
    {
        GameSession session;
        openNewGame(session, { u"messengers"_s, u"robbers"_s });
        TurnModel &turn = *session.turn();
        QVERIFY(!turn.running());
        QVERIFY(turn.steps().isEmpty());
        // Before the first turn End turn begins it.
        QVERIFY2(turn.endTurn(), qPrintable(session.lastError()));
        QVERIFY(turn.running());
        // A turn of the base game with robbers: place, score, robbers; no ghosts, no big top, nothing owed.
        QCOMPARE(turn.steps(), (QList<int> { TurnModel::Place, TurnModel::Score, TurnModel::Robbers }));
        QCOMPARE(turn.current(), TurnModel::Place);
        QCOMPARE(turn.owed(), TurnModel::NoStep);
        QCOMPARE(turn.kinds(), QStringList { u"meeple"_s });

        QSignalSpy stepsMoved(&turn, &TurnModel::currentChanged);
        QVERIFY2(turn.place(u"city"_s, {}), qPrintable(session.lastError()));
        QCOMPARE(turn.placedFeature(), u"city-1"_s);
        QCOMPARE(turn.placedKind(), u"meeple"_s);
        QVERIFY(turn.acted());
        // The city may be scored now: the turn is at the scoring.
        QCOMPARE(turn.current(), TurnModel::Score);
        QCOMPARE(stepsMoved.count(), 1);

        // The placement is the turn's one action: a second one waits for the table's answer, and nothing is stored.
        const int events = session.eventCount();
        QVERIFY(turn.secondActionAsks());
        QVERIFY(!turn.place(u"road"_s, {}));
        QCOMPARE(session.eventCount(), events);
        turn.confirmSecondAction();
        QVERIFY(!turn.secondActionAsks());
        // Any change of the table asks again: an undo takes the figure back, and its redo asks anew.
        QVERIFY(session.undo());
        QVERIFY(!turn.acted());
        QVERIFY(turn.placedFeature().isEmpty());
        QCOMPARE(turn.current(), TurnModel::Place);
        QVERIFY(session.redo());
        QVERIFY(turn.acted());
        QVERIFY(turn.secondActionAsks());

        // City 1 of 5 tiles: 5 × 2 = 10 [base game rules], red's scoring meeple lands on 10, a dark space: a message
        // is owed [The Messengers rules]. It is the step the turn is at, and End turn asks for it.
        QVERIFY2(session.scoreFeature(u"city-1"_s, map({ { u"tiles"_s, 5 }, { u"coats"_s, 0 } })),
                 qPrintable(session.lastError()));
        QCOMPARE(turn.steps(),
                 (QList<int> { TurnModel::Place, TurnModel::Score, TurnModel::Message, TurnModel::Robbers }));
        QCOMPARE(turn.current(), TurnModel::Message);
        QCOMPARE(turn.owed(), TurnModel::Message);
        const int turnNumber = session.turnNumber();
        QVERIFY(!turn.endTurn());
        QCOMPARE(session.turnNumber(), turnNumber);
        // The table may still end the turn without it (the record keeps a warning).
        QVERIFY2(turn.endTurnAnyway(), qPrintable(session.lastError()));
        QCOMPARE(session.turnNumber(), turnNumber + 1);
        QCOMPARE(turn.owed(), TurnModel::NoStep);
        QVERIFY(!turn.acted());
        QVERIFY(turn.placedFeature().isEmpty());
    }

    void answersTheExpansionsQuestions()
    {
        GameSession session;
        openNewGame(session, { u"messengers"_s, u"robbers"_s, u"ghosts"_s });
        QCOMPARE(session.ghostsInSupply(), 15);
        QVERIFY(session.beginTurn());
        QVERIFY(session.placeFigure({}, {}, {}, u"city"_s)); // red-meeple-1 on city-1
        QVERIFY(session.beginTurn());
        QVERIFY(session.placeFigure({}, {}, {}, u"road"_s)); // blue-meeple-1 on road-1
        QVERIFY(session.beginTurn());
        QVERIFY(session.placeFigure({}, {}, {}, u"city"_s)); // red-meeple-2 on city-2
        // City 1: 4 × 2 + 1 × 2 = 10, red's meeple lands on 10, a dark space: a message is owed.
        QVERIFY(session.scoreFeature(u"city-1"_s, map({ { u"tiles"_s, 4 }, { u"coats"_s, 1 } })));
        QVERIFY(session.options().messageOwed);

        // Message 2 asks about red's cities (city-2 only; city-1 was scored), message 5 about their coats,
        // message 1 about roads (red has none), message 8 about red's figures.
        const TurnOptions owed = session.options();
        QCOMPARE(owed.messages.size(), 8);
        const auto features = [&owed](int tile) { return owed.message(tile).features; };
        QCOMPARE(ids(features(2), &OfferedFeature::feature), QStringList { u"city-2"_s });
        QCOMPARE(ids(features(2).at(0).fields, &OfferedField::key), (QStringList { u"tiles"_s, u"coats"_s }));
        QCOMPARE(ids(features(5).at(0).fields, &OfferedField::key), QStringList { u"coats"_s });
        QVERIFY(features(1).isEmpty());
        QVERIFY(!owed.message(1).actionAllowed);
        QVERIFY(features(3).isEmpty());
        QVERIFY(!owed.message(3).actionAllowed);
        QCOMPARE(ids(owed.message(8).figures, &OfferedMessageFigure::figure), QStringList { u"red-meeple-2"_s });
        QVERIFY(features(6).isEmpty());
        // No ninth tile: an empty option.
        QCOMPARE(owed.message(9).tile, 0);

        // Robbers: red (active) may go where blue's figures stand (both on 0); blue may place theirs
        // beside red's messenger (0) or scoring meeple (10) [The Robbers rules].
        const QMap<QString, QList<int>> spaces = robberSpaces(owed);
        QCOMPARE(spaces.value(u"red"_s), QList<int> { 0 });
        QCOMPARE(spaces.value(u"blue"_s), (QList<int> { 0, 10 }));
        QVERIFY(!spaces.contains(u"green"_s));
        QCOMPARE(owed.robberSpaces(u"blue"_s), (QList<int> { 0, 10 }));

        // Ghosts: expanding the mist haunts another player's figure, limiting it one's own.
        QCOMPARE(owed.ghostsExpand, QStringList { u"blue-meeple-1"_s });
        QCOMPARE(owed.ghostsLimit, QStringList { u"red-meeple-2"_s });
        QVERIFY(owed.canHaunt(u"blue-meeple-1"_s));
        QVERIFY(!owed.canHaunt(u"blue-meeple-2"_s));

        // Message 2 as an action: the smallest of red's cities at final value, 3 tiles + 1 coat = 4;
        // red 10 + 4 = 14, no longer owing.
        QVERIFY2(session.drawMessage(
                     2, u"action"_s,
                     map({ { u"values"_s, map({ { u"city-2"_s, map({ { u"tiles"_s, 3 }, { u"coats"_s, 1 } }) } }) } })),
                 qPrintable(session.lastError()));
        QVERIFY(!session.options().messageOwed);
        QCOMPARE(value(*session.players(), 0, PlayersModel::ScoreRole), 14);
        QCOMPARE(value(*session.ledger(), 1, LedgerModel::RuleRole), u"message.city"_s);
        QCOMPARE(value(*session.ledger(), 1, LedgerModel::PointsRole), 4);

        // A message nobody owes is refused.
        QVERIFY(!session.drawMessage(1, u"points"_s, {}));

        // Blue's robber beside red's scoring meeple, then a ghost from red on blue's road figure.
        QVERIFY(session.placeRobber(u"blue"_s, 14));
        QCOMPARE(value(*session.players(), 1, PlayersModel::RobberSpaceRole), 14);
        QCOMPARE(value(*session.players(), 1, PlayersModel::RobberInSupplyRole), false);
        QCOMPARE(trackKinds(*session.players(), 14), (QStringList { u"red:meeple"_s, u"blue:robber"_s }));
        QVERIFY(session.addGhost(u"blue-meeple-1"_s));
        QCOMPARE(session.ghostsInSupply(), 14);
        QCOMPARE(value(*session.players(), 1, PlayersModel::GhostsOnFiguresRole), 1);
    }
};

QTEST_GUILESS_MAIN(GameSessionTest)
#include "tst_gamesession.moc"
