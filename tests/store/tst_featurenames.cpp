// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// The players' own names for features: kept in the library across a reopen, never in the record, given to one
// feature and not to a later one under the same id, hidden by undoing the feature and shown again by redo, and
// forgotten with the redo history a new event ends.

#include "gamelibrary.h"
#include "recordfile.h"
#include "schema.h"
#include "syntheticgame.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

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

class TestFeatureNames : public QObject
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

private:
    [[nodiscard]] ml::GameLog newGame(ml::GameLibrary &library);
    /** newGame() with its city named "the river city". */
    [[nodiscard]] ml::GameLog namedGame(ml::GameLibrary &library);
    [[nodiscard]] QString libraryPath() const { return m_dir->filePath(u"library.sqlite"_s); }

    std::unique_ptr<QTemporaryDir> m_dir;
    qint64 m_gameId = 0;
};

void TestFeatureNames::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

ml::GameLog TestFeatureNames::newGame(ml::GameLibrary &library)
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

ml::GameLog TestFeatureNames::namedGame(ml::GameLibrary &library)
{
    ml::GameLog log = newGame(library);
    if (!log.isValid()
        || !log.nameFeature(log.table().features.value(u"c1"_s).order, u"c1"_s, u"the river city"_s).ok())
        return {};
    return log;
}

void TestFeatureNames::nameIsKeptAndNotInTheRecord()
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

void TestFeatureNames::emptyNameClearsAndLongNameIsRefused()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    ml::GameLog log = newGame(library);
    const int order = log.table().features.value(u"c1"_s).order;
    QVERIFY(log.nameFeature(order, u"c1"_s, u"the river city"_s).ok());
    const QString tooLong(ml::FeatureNames::MaxLength + 1, u'x');
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

void TestFeatureNames::reusedIdIsAnotherFeature()
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

void TestFeatureNames::undoHidesAndRedoShows()
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

void TestFeatureNames::newEventAfterUndoForgetsTheUndoneFeatures()
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

void TestFeatureNames::schemaHasTheTable()
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
        QVERIFY(query.exec(u"SELECT count(*) FROM feature_names"_s) && query.next());
        QCOMPARE(query.value(0).toInt(), 0);
    }
    db.close();
    db = {};
    QSqlDatabase::removeDatabase(u"check"_s);
}

QTEST_GUILESS_MAIN(TestFeatureNames)
#include "tst_featurenames.moc"
