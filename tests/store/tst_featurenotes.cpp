// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// What the players tell the table about a feature beyond its record. Their own names for features: kept in the
// library across a reopen, never in the record, given to one feature and not to a later one under the same id, hidden
// by undoing the feature and shown again by redo, and forgotten with the redo history a new event ends. The inn or
// cathedral they note (a mark): kept the same way, held by a feature a tile joined it to and by each part again when
// the joining is undone, taken off every part at once, and refused where no inn or cathedral can be.

#include "gamelibrary.h"
#include "recordfile.h"
#include "schema.h"
#include "syntheticgame.h"

#include <QJsonArray>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

QJsonObject turn(const QString &player)
{
    return { { u"type"_s, u"turn"_s }, { u"player"_s, player } };
}

QJsonObject place(const QString &figure, const QString &player, const QString &feature)
{
    return { { u"type"_s, u"place"_s },  { u"figure"_s, figure },   { u"player"_s, player },
             { u"kind"_s, u"meeple"_s }, { u"feature"_s, feature }, { u"featureType"_s, u"city"_s } };
}

/** A meeple of @p player on a new road @p feature. */
QJsonObject placeOnRoad(const QString &figure, const QString &player, const QString &feature)
{
    QJsonObject event = place(figure, player, feature);
    event[u"featureType"_s] = u"road"_s;
    return event;
}

QJsonObject merge(const QStringList &features, const QString &into)
{
    return { { u"type"_s, u"merge"_s }, { u"features"_s, QJsonArray::fromStringList(features) }, { u"into"_s, into } };
}

/** Whether the feature now on the table under @p featureId holds a mark (its own, or a joined feature's). */
bool marked(const ml::GameLog &log, const QString &featureId)
{
    const auto feature = log.table().features.constFind(featureId);
    if (feature == log.table().features.cend())
        return false;
    const QSet<int> marks = log.featureMarks().value();
    return std::any_of(marks.cbegin(), marks.cend(), [&](int order) { return feature->holds(order); });
}

QJsonObject score(const QString &feature)
{
    return { { u"type"_s, u"score"_s }, { u"feature"_s, feature }, { u"tiles"_s, 2 }, { u"coats"_s, 0 } };
}

/** The name shown for the feature now on the table under @p featureId: its order's name, given under that id. */
QString shownName(const ml::GameLog &log, const QString &featureId)
{
    const auto feature = log.table().features.constFind(featureId);
    if (feature == log.table().features.cend())
        return {};
    const ml::FeatureName name = log.featureNames().value().value(feature->order);
    return name.featureId == featureId ? name.name : QString();
}

} // namespace

class TestFeatureNotes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void nameIsKeptAndNotInTheRecord();
    void emptyNameClearsAndLongNameIsRefused();
    void reusedIdIsAnotherFeature();
    void undoHidesAndRedoShows();
    void newEventAfterUndoForgetsTheUndoneFeatures();
    void schemaHasTheTable();
    void markIsKeptAndNotInTheRecord();
    void joinedFeatureHoldsTheMark();
    void markIsRefusedWhereNoInnOrCathedralCanBe();
    void newEventAfterUndoForgetsTheUndoneMarks();

private:
    [[nodiscard]] ml::GameLog newGame(ml::GameLibrary &library);
    /** A game with Inns and Cathedrals: red's meeple on road r1, blue's on road r2, both on the table. */
    [[nodiscard]] ml::GameLog twoRoads(ml::GameLibrary &library);
    /** newGame() with its city named "the river city". */
    [[nodiscard]] ml::GameLog namedGame(ml::GameLibrary &library);
    [[nodiscard]] QString libraryPath() const { return m_dir->filePath(u"library.sqlite"_s); }

    std::unique_ptr<QTemporaryDir> m_dir;
    qint64 m_gameId = 0;
};

void TestFeatureNotes::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

ml::GameLog TestFeatureNotes::newGame(ml::GameLibrary &library)
{
    const auto created = library.createGame(SyntheticGame::players());
    if (!created.ok())
        return {};
    m_gameId = created.value();
    ml::GameLog log = library.openGame(m_gameId).value();
    if (!log.append(turn(u"red"_s)).ok() || !log.append(place(u"m1"_s, u"red"_s, u"c1"_s)).ok())
        return {};
    return log;
}

ml::GameLog TestFeatureNotes::namedGame(ml::GameLibrary &library)
{
    ml::GameLog log = newGame(library);
    if (!log.isValid()
        || !log.nameFeature(log.table().features.value(u"c1"_s).order, u"c1"_s, u"the river city"_s).ok())
        return {};
    return log;
}

void TestFeatureNotes::nameIsKeptAndNotInTheRecord()
{
    {
        ml::GameLibrary library(libraryPath());
        QVERIFY(library.open().ok());
        ml::GameLog log = newGame(library);
        QVERIFY(log.isValid());
        const int order = log.table().features.value(u"c1"_s).order;
        const ml::Status named = log.nameFeature(order, u"c1"_s, u"  the   river city "_s);
        QVERIFY2(named.ok(), qPrintable(named.message()));
        QCOMPARE(shownName(log, u"c1"_s), u"the river city"_s);
    }
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    const ml::GameLog log = library.openGame(m_gameId).value();
    QCOMPARE(shownName(log, u"c1"_s), u"the river city"_s);
    QCOMPARE(log.featureNames().value().size(), 1);
    QVERIFY2(!ml::RecordFile::compact(log.record()).contains("river"), "a name is not part of the record");
}

void TestFeatureNotes::emptyNameClearsAndLongNameIsRefused()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    ml::GameLog log = newGame(library);
    const int order = log.table().features.value(u"c1"_s).order;
    QVERIFY(log.nameFeature(order, u"c1"_s, u"the river city"_s).ok());
    const QString tooLong(ml::FeatureNotes::MaxLength + 1, u'x');
    const ml::Status refused = log.nameFeature(order, u"c1"_s, tooLong);
    QCOMPARE(refused.error().code, ml::StoreError::Code::InvalidInput);
    QVERIFY2(refused.message().contains(tooLong), qPrintable(refused.message()));
    QCOMPARE(shownName(log, u"c1"_s), u"the river city"_s);
    // A feature not on the table (or the order of another) is refused and names nothing.
    QCOMPARE(log.nameFeature(order, u"c9"_s, u"nowhere"_s).error().code, ml::StoreError::Code::NotFound);
    QCOMPARE(log.nameFeature(order + 1, u"c1"_s, u"nowhere"_s).error().code, ml::StoreError::Code::NotFound);
    QVERIFY(log.nameFeature(order, u"c1"_s, u"   "_s).ok());
    QCOMPARE(shownName(log, u"c1"_s), QString());
    QVERIFY(log.featureNames().value().isEmpty());
}

void TestFeatureNotes::reusedIdIsAnotherFeature()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    ml::GameLog log = namedGame(library);
    QVERIFY(log.isValid());
    // The city is scored and empty: its id is free again [docs/record-format.md]; the next city under it is another.
    QVERIFY(log.append(score(u"c1"_s)).ok());
    QVERIFY(!log.table().features.contains(u"c1"_s));
    QVERIFY(log.append(turn(u"blue"_s)).ok());
    QVERIFY(log.append(place(u"m2"_s, u"blue"_s, u"c1"_s)).ok());
    QCOMPARE(shownName(log, u"c1"_s), QString());
    QCOMPARE(log.featureNames().value().size(), 1);
}

void TestFeatureNotes::undoHidesAndRedoShows()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    ml::GameLog log = namedGame(library);
    QVERIFY(log.isValid());
    QVERIFY(log.undo().ok());
    QVERIFY(!log.table().features.contains(u"c1"_s));
    QCOMPARE(shownName(log, u"c1"_s), QString());
    QVERIFY(log.redo().ok());
    QCOMPARE(shownName(log, u"c1"_s), u"the river city"_s);
}

void TestFeatureNotes::newEventAfterUndoForgetsTheUndoneFeatures()
{
    {
        ml::GameLibrary library(libraryPath());
        QVERIFY(library.open().ok());
        ml::GameLog log = namedGame(library);
        QVERIFY(log.isValid());
        QVERIFY(log.undo().ok());
        // Another city where the undone one was: the same id and the same order, but not the feature named.
        QVERIFY(log.append(place(u"m9"_s, u"red"_s, u"c1"_s)).ok());
        QCOMPARE(shownName(log, u"c1"_s), QString());
        QVERIFY(log.featureNames().value().isEmpty());
    }
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    QVERIFY(library.openGame(m_gameId).value().featureNames().value().isEmpty());
}

void TestFeatureNotes::schemaHasTheTable()
{
    {
        ml::GameLibrary library(libraryPath());
        QVERIFY(library.open().ok());
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"check"_s);
    db.setDatabaseName(libraryPath());
    QVERIFY(db.open());
    {
        QSqlQuery query(db);
        QVERIFY(query.exec(u"PRAGMA user_version"_s) && query.next());
        QCOMPARE(query.value(0).toInt(), ml::Schema::CurrentVersion);
        for (const QString &table : { u"feature_names"_s, u"feature_marks"_s }) {
            QVERIFY(query.exec(u"SELECT count(*) FROM "_s + table) && query.next());
            QCOMPARE(query.value(0).toInt(), 0);
        }
    }
    db.close();
    db = {};
    QSqlDatabase::removeDatabase(u"check"_s);
}

ml::GameLog TestFeatureNotes::twoRoads(ml::GameLibrary &library)
{
    const auto created = library.createGame(SyntheticGame::players(), { u"inns"_s });
    if (!created.ok())
        return {};
    m_gameId = created.value();
    ml::GameLog log = library.openGame(m_gameId).value();
    for (const QJsonObject &event : { turn(u"red"_s), placeOnRoad(u"m1"_s, u"red"_s, u"r1"_s), turn(u"blue"_s),
                                      placeOnRoad(u"m2"_s, u"blue"_s, u"r2"_s) }) {
        if (!log.append(event).ok())
            return {};
    }
    return log;
}

void TestFeatureNotes::markIsKeptAndNotInTheRecord()
{
    {
        ml::GameLibrary library(libraryPath());
        QVERIFY(library.open().ok());
        ml::GameLog log = twoRoads(library);
        QVERIFY(log.isValid());
        const ml::Status noted = log.markFeature(u"r2"_s, true);
        QVERIFY2(noted.ok(), qPrintable(noted.message()));
        // Noting it twice keeps one note.
        QVERIFY(log.markFeature(u"r2"_s, true).ok());
        QVERIFY(marked(log, u"r2"_s));
        QVERIFY(!marked(log, u"r1"_s));
    }
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    ml::GameLog log = library.openGame(m_gameId).value();
    QVERIFY(marked(log, u"r2"_s));
    QCOMPARE(log.featureMarks().value(), QSet<int> { log.table().features.value(u"r2"_s).order });
    QVERIFY2(!ml::RecordFile::compact(log.record()).contains(R"("inn")"), "a mark is not part of the record");
    QVERIFY(log.markFeature(u"r2"_s, false).ok());
    QVERIFY(!marked(log, u"r2"_s));
    QVERIFY(log.featureMarks().value().isEmpty());
}

void TestFeatureNotes::joinedFeatureHoldsTheMark()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    ml::GameLog log = twoRoads(library);
    QVERIFY(log.isValid());
    // The inn is on the younger road, r2; a tile joins both into r1, which keeps the older order.
    QVERIFY(log.markFeature(u"r2"_s, true).ok());
    QVERIFY(log.append(turn(u"red"_s)).ok());
    QVERIFY(log.append(merge({ u"r1"_s, u"r2"_s }, u"r1"_s)).ok());
    QVERIFY(!log.table().features.contains(u"r2"_s));
    QVERIFY2(marked(log, u"r1"_s), "the road a tile joined to the inn's road has the inn");
    // Undone, each road is its own again, and only the inn's road holds it.
    QVERIFY(log.undo().ok());
    QVERIFY(marked(log, u"r2"_s));
    QVERIFY(!marked(log, u"r1"_s));
    QVERIFY(log.redo().ok());
    // Taken off the joined road, it is off every part: undoing the join no longer brings it back.
    QVERIFY(log.markFeature(u"r1"_s, false).ok());
    QVERIFY(!marked(log, u"r1"_s));
    QVERIFY(log.undo().ok());
    QVERIFY(!marked(log, u"r2"_s));
    QVERIFY(log.featureMarks().value().isEmpty());
}

void TestFeatureNotes::markIsRefusedWhereNoInnOrCathedralCanBe()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    // Without Inns and Cathedrals a city takes no cathedral.
    ml::GameLog plain = newGame(library);
    QVERIFY(plain.isValid());
    const ml::Status refused = plain.markFeature(u"c1"_s, true);
    QCOMPARE(refused.error().code, ml::StoreError::Code::InvalidInput);
    QVERIFY2(refused.message().contains(u"c1"_s), qPrintable(refused.message()));
    QVERIFY(plain.featureMarks().value().isEmpty());
    // With it, a field takes neither; a feature not on the table is not found.
    ml::GameLog log = twoRoads(library);
    QVERIFY(log.isValid());
    QJsonObject farmer = place(u"m3"_s, u"red"_s, u"f1"_s);
    farmer[u"featureType"_s] = u"field"_s;
    QVERIFY(log.append(turn(u"red"_s)).ok());
    QVERIFY(log.append(farmer).ok());
    QCOMPARE(log.markFeature(u"f1"_s, true).error().code, ml::StoreError::Code::InvalidInput);
    QCOMPARE(log.markFeature(u"r9"_s, true).error().code, ml::StoreError::Code::NotFound);
    QVERIFY(log.featureMarks().value().isEmpty());
}

void TestFeatureNotes::newEventAfterUndoForgetsTheUndoneMarks()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    ml::GameLog log = twoRoads(library);
    QVERIFY(log.isValid());
    QVERIFY(log.markFeature(u"r1"_s, true).ok());
    QVERIFY(log.markFeature(u"r2"_s, true).ok());
    // r2's placement is undone and another road takes its id and its order: it is not the road noted.
    QVERIFY(log.undo().ok());
    QVERIFY(log.append(placeOnRoad(u"m9"_s, u"blue"_s, u"r2"_s)).ok());
    QVERIFY(!marked(log, u"r2"_s));
    QVERIFY(marked(log, u"r1"_s));
    QCOMPARE(log.featureMarks().value().size(), 1);
}

QTEST_GUILESS_MAIN(TestFeatureNotes)
#include "tst_featurenotes.moc"
