// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// The store's messages said again: real errors of the game library, made in German, are said in French once French
// is installed (as the app does when the user picks another language), each as the French translation has it.

#include "gamelibrary.h"
#include "refusaltext.h"
#include "sayings.h"
#include "syntheticgame.h"
#include "translationcatalog.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonObject>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

#include <memory>

#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

QJsonObject turn(const QString &player)
{
    return { { u"type"_s, u"turn"_s }, { u"player"_s, player } };
}

} // namespace

class TestStoreWords : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void nothingToUndoIsSaidAgain();
    void conflictIsSaidAgain();
    void readOnlyLibraryIsSaidAgain();
    void notADatabaseIsSaidAgain();
    void refusedEventIsSaidAgain();
    void unknownGameIsSaidAgain();
    void oldMessagesAreNoLongerSaidAgain();

private:
    /** @brief Installs the translation of @p code in place of the one installed before. */
    void install(const QString &code);
    /** @brief The French of @p source in @p context, as the French translation has it (not as the store says it). */
    [[nodiscard]] QString french(const char *context, const char *source) const;
    /** @brief Checks that @p message, said in German, is said again as @p expectedFrench once French is installed. */
    void checkSaidAgain(const QString &message, const QString &english, const QString &expectedFrench);
    [[nodiscard]] QString libraryPath() const { return m_dir->filePath(u"library.sqlite"_s); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QTranslator> m_installed;
    QTranslator m_french;
};

void TestStoreWords::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QVERIFY(ml::TranslationCatalog::load(m_french, u"fr"_s));
    install(u"de"_s);
}

void TestStoreWords::cleanup()
{
    if (m_installed)
        QCoreApplication::removeTranslator(m_installed.get());
    m_installed.reset();
    m_dir.reset();
}

void TestStoreWords::install(const QString &code)
{
    auto translator = std::make_unique<QTranslator>();
    QVERIFY2(ml::TranslationCatalog::load(*translator, code), qPrintable(code));
    if (m_installed)
        QCoreApplication::removeTranslator(m_installed.get());
    QVERIFY(QCoreApplication::installTranslator(translator.get()));
    m_installed = std::move(translator);
}

QString TestStoreWords::french(const char *context, const char *source) const
{
    const QString text = m_french.translate(context, source);
    if (text.isEmpty())
        qWarning("No French for \"%s\" in %s", source, context);
    return text;
}

void TestStoreWords::checkSaidAgain(const QString &message, const QString &english, const QString &expectedFrench)
{
    QVERIFY(!expectedFrench.isEmpty());
    QVERIFY2(message != english, qPrintable(u"not German: "_s + message));
    QVERIFY2(message != expectedFrench, qPrintable(message));
    install(u"fr"_s);
    const QString again = ml::Sayings::again(message);
    QCOMPARE(again, expectedFrench);
    QVERIFY(again != message);
    // And back: the message as it was first said is German again.
    install(u"de"_s);
    QCOMPARE(ml::Sayings::again(message), message);
}

void TestStoreWords::nothingToUndoIsSaidAgain()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    const qint64 gameId = library.createGame(SyntheticGame::players()).value();
    ml::GameLog log = library.openGame(gameId).value();
    const auto undone = log.undo();
    QCOMPARE(undone.error().code, ml::StoreError::Code::NothingToUndo);
    const char *source = "Nothing to undo: game %1 has no event in effect.";
    checkSaidAgain(undone.error().message, QString::fromUtf8(source).arg(gameId),
                   french("GameLog", source).arg(gameId));
}

void TestStoreWords::conflictIsSaidAgain()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    const qint64 gameId = library.createGame(SyntheticGame::players()).value();
    ml::GameLog first = library.openGame(gameId).value();
    ml::GameLog second = library.openGame(gameId).value();
    QVERIFY(first.append(turn(u"red"_s)).ok());
    const auto stale = second.append(turn(u"red"_s));
    QCOMPARE(stale.error().code, ml::StoreError::Code::Conflict);
    const char *source =
        "Game %1 was changed in another window or program since it was loaded; reload it and try again.";
    checkSaidAgain(stale.error().message, QString::fromUtf8(source).arg(gameId), french("GameLog", source).arg(gameId));
}

void TestStoreWords::readOnlyLibraryIsSaidAgain()
{
    {
        ml::GameLibrary library(libraryPath());
        QVERIFY(library.open().ok());
    }
    const QByteArray file = QFile::encodeName(libraryPath());
    QCOMPARE(::chmod(file.constData(), 0444), 0);
    // Root writes through any permission, and access() asks for the real user: for the check at opening, the real
    // user is "nobody" (the file is still opened as root, for reading), who may look into the folder.
    QCOMPARE(::chmod(QFile::encodeName(m_dir->path()).constData(), 0755), 0);
    const bool root = ::geteuid() == 0;
    if (root)
        QCOMPARE(::setreuid(65534, uid_t(-1)), 0);
    auto restore = qScopeGuard([&] {
        if (root && ::getuid() != 0)
            QCOMPARE(::setreuid(0, uid_t(-1)), 0);
    });
    ml::GameLibrary library(libraryPath());
    const ml::Status opened = library.open();
    restore.dismiss();
    if (root)
        QCOMPARE(::setreuid(0, uid_t(-1)), 0);
    QVERIFY2(opened.ok(), qPrintable(opened.message()));
    QVERIFY(library.isReadOnly());

    const auto created = library.createGame(SyntheticGame::players());
    QCOMPARE(created.error().code, ml::StoreError::Code::ReadOnly);
    const char *source = "The game library %1 is read-only (%2): its games can be viewed but not changed.";
    const char *reason = "the file is read-only";
    // The reason inside is said again too: the whole sentence is French.
    checkSaidAgain(created.error().message, QString::fromUtf8(source).arg(libraryPath(), QString::fromUtf8(reason)),
                   french("Database", source).arg(libraryPath(), french("Database", reason)));
}

void TestStoreWords::notADatabaseIsSaidAgain()
{
    {
        QFile text(libraryPath());
        QVERIFY(text.open(QIODevice::WriteOnly));
        QVERIFY(text.write("These are not the pages of a database, only a line of text.\n") > 0);
    }
    ml::GameLibrary library(libraryPath());
    const ml::Status opened = library.open();
    QCOMPARE(opened.error().code, ml::StoreError::Code::NotADatabase);
    const QString moved = opened.error().path;
    QVERIFY(!moved.isEmpty());
    const char *problem = "The game library %1 is not a SQLite database (%2).";
    const char *reason = "it does not begin with the SQLite header";
    const char *aside = "It was moved aside to %1 without changing it; opening the library again starts a new, empty "
                        "one.";
    const QString english = QString::fromUtf8(problem).arg(libraryPath(), QString::fromUtf8(reason)) + u' '
        + QString::fromUtf8(aside).arg(moved);
    const QString expected = french("Database", problem).arg(libraryPath(), french("Database", reason)) + u' '
        + french("Database", aside).arg(moved);
    checkSaidAgain(opened.error().message, english, expected);
}

void TestStoreWords::refusedEventIsSaidAgain()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    const qint64 gameId = library.createGame(SyntheticGame::players()).value();
    ml::GameLog log = library.openGame(gameId).value();
    QVERIFY(log.append(turn(u"red"_s)).ok());
    const auto refused = log.append(turn(u"nobody"_s));
    QCOMPARE(refused.error().code, ml::StoreError::Code::Refused);
    const ml::ReplayError error = refused.error().replayError;
    // The French the vocabulary gives for the engine's refusal, with French installed (refusalLine() is tested on its
    // own in translations_refusals).
    const QString german = refused.error().message;
    install(u"fr"_s);
    const QString expected = ml::refusalLine(error);
    install(u"en"_s);
    const QString english = ml::refusalLine(error);
    install(u"de"_s);
    QCOMPARE(ml::refusalLine(error), german);
    QVERIFY(expected != english);
    checkSaidAgain(german, english, expected);
}

void TestStoreWords::unknownGameIsSaidAgain()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    const auto opened = library.openGame(4711);
    QCOMPARE(opened.error().code, ml::StoreError::Code::NotFound);
    const char *source = "There is no game %1 in the library.";
    checkSaidAgain(opened.error().message, QString::fromUtf8(source).arg(4711),
                   french("GameLibrary", source).arg(4711));
}

void TestStoreWords::oldMessagesAreNoLongerSaidAgain()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    const qint64 gameId = library.createGame(SyntheticGame::players()).value();
    const auto first = library.openGame(gameId + 1);
    QCOMPARE(first.error().code, ml::StoreError::Code::NotFound);
    const QString german = first.error().message;
    // MaxKept other messages said since: the first is forgotten, and said as it is; the last is still kept.
    QString last;
    for (int i = 0; i < ml::Sayings::MaxKept; ++i) {
        const auto later = library.openGame(gameId + 2 + i);
        QCOMPARE(later.error().code, ml::StoreError::Code::NotFound);
        last = later.error().message;
    }
    install(u"fr"_s);
    QCOMPARE(ml::Sayings::again(german), german);
    const char *source = "There is no game %1 in the library.";
    QCOMPARE(ml::Sayings::again(last), french("GameLibrary", source).arg(gameId + 1 + ml::Sayings::MaxKept));
}

QTEST_GUILESS_MAIN(TestStoreWords)
#include "tst_storewords.moc"
