// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "appstate.h"
#include "gamelibrary.h"
#include "modeltestsupport.h"
#include "translationcatalog.h"

#include <QAbstractItemModelTester>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/qqmlextensionplugin.h>

#include <csignal>
#include <memory>

#include <sys/resource.h>

Q_IMPORT_QML_PLUGIN(MeepleLedger_ModelsPlugin)

using namespace Qt::StringLiterals;
using ModelTest::value;

class AppStateTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // A game of Ana and Ben where red completed a city of 4 tiles with a coat: 4 × 2 + 1 × 2 = 10.
    static void playCity(AppState &app)
    {
        const int game =
            app.library()->createGame({ QVariantMap { { u"name"_s, u"Ana"_s }, { u"color"_s, u"red"_s } },
                                        QVariantMap { { u"name"_s, u"Ben"_s }, { u"color"_s, u"blue"_s } } },
                                      {});
        QVERIFY2(game > 0, qPrintable(app.errorMessage()));
        QVERIFY(app.library()->openGame(game));
        GameSession *session = app.session();
        QVERIFY(session->beginTurn());
        QVERIFY(session->placeFigure({}, {}, {}, u"city"_s));
        QVERIFY(session->scoreFeature(u"city-1"_s, { { u"tiles"_s, 4 }, { u"coats"_s, 1 } }));
        QVERIFY(session->beginTurn());
        QVERIFY(session->placeFigure({}, {}, {}, u"road"_s));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        // The default library path lies under the home folder: keep it inside the temporary folder.
        qputenv("HOME", QFile::encodeName(m_dir.path()));
        QCoreApplication::setApplicationName(u"meeple-ledger-test"_s);
    }

    void isAQmlSingleton()
    {
        QQmlEngine engine;
        engine.addImportPath(u":/"_s);
        QQmlComponent component(&engine);
        component.setData(R"(
            import QtQml
            import MeepleLedger.Models
            QtObject {
                property var state: AppState
                property bool hasModels: AppState.session.players !== null && AppState.session.ledger !== null
                    && AppState.session.features !== null && AppState.session.track !== null
                property int languageCount: AppState.languages.length
                property bool open: AppState.session.isOpen
            }
        )",
                          QUrl(u"qrc:/test/Singleton.qml"_s));
        std::unique_ptr<QObject> object(component.create());
        QVERIFY2(object, qPrintable(component.errorString()));
        QVERIFY(qobject_cast<AppState *>(object->property("state").value<QObject *>()));
        QCOMPARE(object->property("hasModels"), true);
        QCOMPARE(object->property("languageCount"), 8);
        QCOMPARE(object->property("open"), false);
        // One instance per engine.
        const int type = qmlTypeId("MeepleLedger.Models", 1, 0, "AppState");
        QVERIFY(type >= 0);
        QCOMPARE(engine.singletonInstance<AppState *>(type), object->property("state").value<QObject *>());
    }

    void offersEightLanguages()
    {
        std::unique_ptr<AppState> app(AppState::create(nullptr, nullptr));
        const QVariantList languages = app->languages();
        QCOMPARE(languages.size(), 8);
        QCOMPARE(languages.at(0).toMap().value(u"code"_s), u"en"_s);
        QCOMPARE(languages.at(1).toMap().value(u"code"_s), u"de"_s);
        QCOMPARE(languages.at(1).toMap().value(u"name"_s), u"Deutsch"_s);
        for (const QVariant &language : languages)
            QVERIFY(!language.toMap().value(u"name"_s).toString().isEmpty());
    }

    void opensTheDefaultLibrary()
    {
        std::unique_ptr<AppState> app(AppState::create(nullptr, nullptr));
        QSignalSpy path(app.get(), &AppState::libraryPathChanged);
        QVERIFY2(app->openLibrary(), qPrintable(app->errorMessage()));
        QCOMPARE(app->libraryPath(), ml::GameLibrary::defaultPath());
        QVERIFY2(app->libraryPath().startsWith(m_dir.path()), qPrintable(app->libraryPath()));
        QCOMPARE(path.count(), 1);
        QVERIFY(app->library()->isOpen());
        QVERIFY(!app->resumeLast()); // nothing to resume
        QVERIFY(app->errorMessage().isEmpty());
    }

    void reportsADamagedLibrary()
    {
        const QString path = m_dir.filePath(u"damaged.sqlite"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(4096, 'x'));
        file.close();

        // The file is moved aside and a new library takes its place at once; the notice says where the file went.
        std::unique_ptr<AppState> app(AppState::create(nullptr, nullptr));
        QSignalSpy status(app.get(), &AppState::libraryStatusChanged);
        QVERIFY2(app->openLibrary(path), qPrintable(app->errorMessage()));
        QVERIFY(app->library()->isOpen());
        QVERIFY(app->errorMessage().isEmpty());
        QVERIFY(app->libraryProblem().isEmpty());
        const QStringList moved = QDir(m_dir.path()).entryList({ u"damaged.sqlite.damaged-*"_s }, QDir::Files);
        QCOMPARE(moved.size(), 1);
        QVERIFY2(app->libraryNotice().contains(m_dir.filePath(moved.first())), qPrintable(app->libraryNotice()));
        QVERIFY(status.count() >= 1);
        app->dismissNotice();
        QVERIFY(app->libraryNotice().isEmpty());
    }

    void recoversTheGamesOfADamagedLibrary()
    {
        const QString path = m_dir.filePath(u"recover.sqlite"_s);
        {
            std::unique_ptr<AppState> app(AppState::create(nullptr, nullptr));
            QVERIFY(app->openLibrary(path));
            playCity(*app);
            playCity(*app);
        }
        // Its last page cut off: SQLite's check finds it, the first pages still read.
        QFile file(path);
        QVERIFY(file.resize(file.size() - 4096));

        std::unique_ptr<AppState> app(AppState::create(nullptr, nullptr));
        QVERIFY2(app->openLibrary(path), qPrintable(app->errorMessage()));
        const QString notice = app->libraryNotice();
        QVERIFY2(notice.contains(u"recover.sqlite.damaged-"_s), qPrintable(notice));
        const int recovered = app->library()->rowCount();
        QVERIFY2(notice.contains(u"Games recovered from it: %1. "_s.arg(recovered)), qPrintable(notice));
    }

    // A full disk at start-up: no library, a problem that says so, and the library opens by itself once there is room.
    void fullDiskAtStartIsRetried()
    {
        const QString path = m_dir.filePath(u"full/library.sqlite"_s);
        QVERIFY(QDir().mkpath(m_dir.filePath(u"full"_s)));
        std::unique_ptr<AppState> app(AppState::create(nullptr, nullptr));
        {
            // No file of this process may grow: writes fail as on a full disk (SIGXFSZ ignored, EFBIG returned).
            const auto previous = std::signal(SIGXFSZ, SIG_IGN);
            rlimit limit {};
            QCOMPARE(::getrlimit(RLIMIT_FSIZE, &limit), 0);
            const rlimit full { 0, limit.rlim_max };
            QCOMPARE(::setrlimit(RLIMIT_FSIZE, &full), 0);
            const bool opened = app->openLibrary(path);
            QCOMPARE(::setrlimit(RLIMIT_FSIZE, &limit), 0);
            std::signal(SIGXFSZ, previous);
            QVERIFY(!opened);
        }
        QVERIFY(!app->library()->isOpen());
        QVERIFY2(!app->libraryProblem().isEmpty(), "the setup screen says up front that games cannot be saved");
        QVERIFY2(app->libraryProblem().contains(path), qPrintable(app->libraryProblem()));
        // Room again: the next automatic attempt opens it, without a restart.
        QTRY_VERIFY_WITH_TIMEOUT(app->library()->isOpen(), AppState::RetryIntervalMs * 3);
        QVERIFY(app->libraryProblem().isEmpty());
        QCOMPARE(app->libraryPath(), path);
        QVERIFY(app->retryLibrary());
    }

    // The library's -wal deleted under the app: the folder watch saves the games back and says so.
    void deletedLogIsSavedAndTold()
    {
        const QString path = m_dir.filePath(u"watched.sqlite"_s);
        std::unique_ptr<AppState> app(AppState::create(nullptr, nullptr));
        QVERIFY(app->openLibrary(path));
        playCity(*app);
        QVERIFY(app->libraryNotice().isEmpty());
        QVERIFY(QFile::remove(path + u"-wal"_s));
        QTRY_VERIFY(!app->libraryNotice().isEmpty());
        QVERIFY2(app->libraryNotice().contains(u"write-ahead log"_s), qPrintable(app->libraryNotice()));
        QVERIFY(QFileInfo::exists(path + u"-wal"_s));
        QVERIFY(app->session()->beginTurn());
    }

    void resumesTheLastGame()
    {
        const QString path = m_dir.filePath(u"resume.sqlite"_s);
        {
            std::unique_ptr<AppState> app(AppState::create(nullptr, nullptr));
            QVERIFY(app->openLibrary(path));
            playCity(*app);
        }
        std::unique_ptr<AppState> app(AppState::create(nullptr, nullptr));
        QVERIFY(app->openLibrary(path));
        QVERIFY(!app->session()->isOpen());
        QVERIFY2(app->resumeLast(), qPrintable(app->errorMessage()));
        QVERIFY(app->session()->isOpen());
        QCOMPARE(app->session()->eventCount(), 5);
        QCOMPARE(value(*app->session()->players(), 0, PlayersModel::ScoreRole), 10);
        // The library list follows the open game: its score shows there too.
        QCOMPARE(value(*app->library(), 0, GameLibraryModel::PlayersRole).toList().at(0).toMap().value(u"score"_s), 10);
        QVERIFY(app->session()->adjust(u"red"_s, 2, u"a coat missed"_s));
        QCOMPARE(value(*app->library(), 0, GameLibraryModel::PlayersRole).toList().at(0).toMap().value(u"score"_s), 12);
        QCOMPARE(value(*app->library(), 0, GameLibraryModel::EventCountRole), 6);
    }

    void switchingLanguageRetranslatesTheModels()
    {
        std::unique_ptr<AppState> app(AppState::create(nullptr, nullptr));
        QVERIFY(app->openLibrary(m_dir.filePath(u"language.sqlite"_s)));
        playCity(*app);
        app->setLanguage(u"en"_s);
        GameSession *session = app->session();
        QAbstractItemModelTester ledgerTester(session->ledger(),
                                              QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester featuresTester(session->features(),
                                                QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(value(*session->ledger(), 0, LedgerModel::RuleNameRole), u"City completed"_s);
        QCOMPARE(value(*session->features(), 0, FeaturesModel::TypeNameRole), u"Road"_s);
        // With the English translation installed, plurals read properly.
        QVERIFY(value(*session->ledger(), 0, LedgerModel::ExplanationRole)
                    .toString()
                    .startsWith(u"City completed: 4 tiles"_s));
        const QString german = session->ledger()->explainIn(0, u"de"_s);

        QSignalSpy language(app.get(), &AppState::languageChanged);
        QSignalSpy ledgerChanges(session->ledger(), &QAbstractItemModel::dataChanged);
        QSignalSpy featureChanges(session->features(), &QAbstractItemModel::dataChanged);
        QSignalSpy sessionChanges(session, &GameSession::changed);
        QSignalSpy resets(session->ledger(), &QAbstractItemModel::modelReset);

        app->setLanguage(u"de"_s);
        QCOMPARE(app->language(), u"de"_s);
        QCOMPARE(language.count(), 1);
        QCOMPARE(ledgerChanges.count(), 1);
        const QList<int> roles = ledgerChanges.at(0).at(2).value<QList<int>>();
        QVERIFY(roles.contains(LedgerModel::ExplanationRole));
        QVERIFY(roles.contains(LedgerModel::RuleNameRole));
        QVERIFY(roles.contains(LedgerModel::FigureNameRole));
        QCOMPARE(featureChanges.count(), 1);
        QVERIFY(featureChanges.at(0).at(2).value<QList<int>>().contains(FeaturesModel::TypeNameRole));
        QCOMPARE(sessionChanges.count(), 1);
        QCOMPARE(resets.count(), 0);
        // The same words the dispute view showed for German before the switch.
        QCOMPARE(value(*session->ledger(), 0, LedgerModel::ExplanationRole), german);
        QCOMPARE(value(*session->ledger(), 0, LedgerModel::RuleNameRole),
                 QCoreApplication::translate("RuleIds", "City completed"));
        QVERIFY(value(*session->ledger(), 0, LedgerModel::RuleNameRole) != u"City completed"_s);
        QVERIFY(value(*session->ledger(), 0, LedgerModel::FigureNameRole) != u"scoring meeple"_s);
        QVERIFY(value(*session->features(), 0, FeaturesModel::TypeNameRole) != u"Road"_s);
        // The dispute view reads the same entry in English meanwhile.
        QVERIFY(session->ledger()->explainIn(0, u"en"_s).startsWith(u"City completed: 4 tiles"_s));
        QCOMPARE(value(*session->ledger(), 0, LedgerModel::ExplanationRole), german);

        // Regional codes mean their language; a language without a translation means English.
        app->setLanguage(u"de_CH"_s);
        QCOMPARE(app->language(), u"de"_s);
        QCOMPARE(language.count(), 1);
        app->setLanguage(u"xx"_s);
        QCOMPARE(app->language(), u"en"_s);
        QCOMPARE(language.count(), 2);
        QCOMPARE(ledgerChanges.count(), 2);
        QCOMPARE(value(*session->ledger(), 0, LedgerModel::RuleNameRole), u"City completed"_s);
        app->setLanguage(u"fr"_s);
        QCOMPARE(app->language(), u"fr"_s);
        QVERIFY(value(*session->ledger(), 0, LedgerModel::RuleNameRole) != u"City completed"_s);
        QCOMPARE(language.count(), 3);
    }

    // The language picked is the one the next start speaks; numbers and dates follow it.
    void remembersTheLanguagePicked()
    {
        const QString settings = m_dir.filePath(u"settings.ini"_s);
        AppState::setSettingsFile(settings);
        {
            std::unique_ptr<AppState> app(AppState::create(nullptr, nullptr));
            app->setLanguage(u"pl"_s);
            QCOMPARE(QLocale().language(), QLocale::Polish);
            // 12345.5 in Polish: a non-breaking space groups the thousands, a comma marks the decimals.
            QCOMPARE(QLocale().toString(12345.5, 'f', 1), u"12\u00a0345,5"_s);
        }
        {
            std::unique_ptr<AppState> app(AppState::create(nullptr, nullptr));
            QCOMPARE(app->language(), u"pl"_s);
            QCOMPARE(QLocale().language(), QLocale::Polish);
            app->setLanguage(u"cs"_s);
        }
        QCOMPARE(QSettings(settings, QSettings::IniFormat).value(u"language"_s).toString(), u"cs"_s);
        // Without a settings file nothing is kept: a new state starts in the desktop's language.
        AppState::setSettingsFile({});
        std::unique_ptr<AppState> app(AppState::create(nullptr, nullptr));
        QCOMPARE(app->language(), ml::TranslationCatalog::match(QLocale::system()));
    }

    // Theme and zoom belong to the machine, as the language does: the next start looks the same.
    void remembersThemeAndZoom()
    {
        const QString settings = m_dir.filePath(u"look.ini"_s);
        AppState::setSettingsFile(settings);
        {
            std::unique_ptr<AppState> app(AppState::create(nullptr, nullptr));
            QCOMPARE(app->theme(), u"system"_s);
            QCOMPARE(app->zoom(), 1.0);
            QSignalSpy themeSpy(app.get(), &AppState::themeChanged);
            QSignalSpy zoomSpy(app.get(), &AppState::zoomChanged);
            app->setTheme(u"dark"_s);
            app->setTheme(u"dark"_s);
            QCOMPARE(themeSpy.count(), 1);
            app->zoomIn();
            app->zoomIn();
            QCOMPARE(app->zoom(), 1.25);
            QCOMPARE(zoomSpy.count(), 2);
        }
        {
            std::unique_ptr<AppState> app(AppState::create(nullptr, nullptr));
            QCOMPARE(app->theme(), u"dark"_s);
            QCOMPARE(app->zoom(), 1.25);
            // An unknown theme means following the desktop; the zoom stops at its ends.
            app->setTheme(u"sepia"_s);
            QCOMPARE(app->theme(), u"system"_s);
            for (int i = 0; i < 20; ++i)
                app->zoomOut();
            QCOMPARE(app->zoom(), 0.8);
            for (int i = 0; i < 20; ++i)
                app->zoomIn();
            QCOMPARE(app->zoom(), 2.0);
            app->setZoom(1.3);
            QCOMPARE(app->zoom(), 1.25);
            app->resetZoom();
            QCOMPARE(app->zoom(), 1.0);
            app->setZoom(7);
        }
        // A factor edited by hand in the file is taken to the nearest step.
        QCOMPARE(QSettings(settings, QSettings::IniFormat).value(u"zoom"_s).toDouble(), 2.0);
        QSettings(settings, QSettings::IniFormat).setValue(u"zoom"_s, 0.1);
        {
            std::unique_ptr<AppState> app(AppState::create(nullptr, nullptr));
            QCOMPARE(app->zoom(), 0.8);
            QCOMPARE(app->theme(), u"system"_s);
        }
        AppState::setSettingsFile({});
    }
};

QTEST_GUILESS_MAIN(AppStateTest)
#include "tst_appstate.moc"
