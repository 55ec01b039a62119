// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QIcon>
#include <QJsonObject>
#include <QLocale>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>
#include <QTranslator>
#include <QUrl>

#include "appmodels.h"
#include "appstate.h"
#include "clubwindow.h"
#include "firstframe.h"
#include "gamelibrary.h"
#include "gamesession.h"
#include "keepawake.h"
#include "singleinstance.h"
#include "textrendering.h"
#include "translationcatalog.h"

#include <cstdio>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

// The reverse-DNS id the desktop file, the metainfo, the icon and the MIME type are named after.
constexpr auto ApplicationId = "org.meepleledger.MeepleLedger";

// Without a display Qt aborts with a long platform plugin message; one line that says what to do is kinder.
bool displayAvailable()
{
    return !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") || !qEnvironmentVariableIsEmpty("DISPLAY")
        || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
}

// A failure on standard error, in the installed language, after the program's name as every such line begins; exit 1.
int refuse(const QString &message)
{
    std::fprintf(stderr, "meeple-ledger: %s\n", qPrintable(message));
    return 1;
}

// The window shows every screen once, sets selfTestDone and quits; the test fails if QML complained on the way
// or the screens never all showed.
int runSelfTest(QQuickWindow *window, const QList<QQmlError> &qmlWarnings)
{
    bool frameDrawn = false;
    QObject::connect(window, &QQuickWindow::frameSwapped, window, [&frameDrawn] { frameDrawn = true; });
    QTimer::singleShot(30000, window, [] { QCoreApplication::exit(1); });
    const int status = QCoreApplication::exec();

    for (const QQmlError &warning : qmlWarnings)
        std::fprintf(stderr, "%s\n", qPrintable(warning.toString()));
    if (!qmlWarnings.isEmpty())
        //: %1 how many warnings QML gave (a number, 1 or more)
        return refuse(
            QCoreApplication::translate("main", "self-test failed: QML warnings: %1").arg(qmlWarnings.size()));
    if (status != 0 || !window->property("selfTestDone").toBool())
        return refuse(QCoreApplication::translate("main", "self-test failed: the screens did not all load in time"));
    std::fprintf(
        stderr, "meeple-ledger: %s\n",
        qPrintable(frameDrawn
                       ? QCoreApplication::translate("main", "self-test passed (every screen loaded, frames drawn)")
                       : QCoreApplication::translate(
                           "main", "self-test passed (every screen loaded, no frame drawn on this platform)")));
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    // QApplication rather than QGuiApplication: Qt Charts draws through the widgets module. Without a display only
    // the command line is read, so that --help and --version answer anywhere.
    const bool display = displayAvailable();
    const std::unique_ptr<QCoreApplication> app =
        display ? std::make_unique<QApplication>(argc, argv) : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(u"meeple-ledger"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(MEEPLE_LEDGER_VERSION));
    if (display) {
        QGuiApplication::setApplicationDisplayName(u"Meeple Ledger"_s);
        // On Wayland the window finds its desktop entry, and so its icon and name, by this id.
        QGuiApplication::setDesktopFileName(QString::fromLatin1(ApplicationId));
        // The desktop theme's icon once installed; the same pictures built in when run from the build tree.
        QIcon builtIn;
        for (const int size : { 16, 22, 24, 32, 48, 64, 128, 256 })
            builtIn.addFile(u":/icons/%1.png"_s.arg(size), QSize(size, size));
        QGuiApplication::setWindowIcon(QIcon::fromTheme(QString::fromLatin1(ApplicationId), builtIn));
        useDesktopTextRendering();
    }

    // English when the desktop's languages have no translation: its file holds the plural forms ("1 lap").
    QTranslator translator;
    if (ml::TranslationCatalog::load(translator, ml::TranslationCatalog::match(QLocale())))
        QCoreApplication::installTranslator(&translator);
    // Qt's own texts of the command line (--help, --version) in the same language.
    QTranslator qtTranslator;
    if (ml::TranslationCatalog::loadQt(qtTranslator, ml::TranslationCatalog::match(QLocale())))
        QCoreApplication::installTranslator(&qtTranslator);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Keeps the score of a physical Carcassonne game."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption selfTestOption(
        u"self-test"_s,
        QCoreApplication::translate("main",
                                    "Show every screen once and quit; exit status 1 if one does not load cleanly. "
                                    "Uses a library of its own unless --library is given."));
    const QCommandLineOption firstFrameOption(
        u"first-frame"_s,
        QCoreApplication::translate("main", "Quit as soon as the first frame is drawn (start-up timing)."));
    //: In --help, what an option takes: "--library <file>"
    const QString fileValue = QCoreApplication::translate("main", "file");
    const QCommandLineOption libraryOption(
        u"library"_s, QCoreApplication::translate("main", "The game library file to use instead of the default one."),
        fileValue);
    const QCommandLineOption screenOption(
        u"screen"_s, QCoreApplication::translate("main", "The screen to show first: start, setup, table or final."),
        //: In --help, what --screen takes: "--screen <name>"
        QCoreApplication::translate("main", "name"));
    const QCommandLineOption recordOption(
        u"record"_s, QCoreApplication::translate("main", "A meeple-ledger/1 game record to import and open."),
        fileValue);
    const QCommandLineOption languageOption(
        u"language"_s,
        QCoreApplication::translate(
            "main", "The language to speak: en, de, fr, es, it, nl, pl or cs (kept for the next start)."),
        //: In --help, what --language takes: "--language <code>" (a language code such as de)
        QCoreApplication::translate("main", "code"));
    const QCommandLineOption newGameOption(
        u"new-game"_s,
        QCoreApplication::translate("main", "Set up a new game (in the running window if there is one)."));
    const QCommandLineOption resumeOption(
        u"resume"_s,
        QCoreApplication::translate("main",
                                    "Resume the unfinished game played last (in the running window if there "
                                    "is one)."));
    const QCommandLineOption clubScreenOption(
        u"club-screen"_s,
        QCoreApplication::translate("main",
                                    "Show the club screen (for a projector): every table's game in progress, live "
                                    "from the club server (the one set in the club settings, or --server)."));
    const QCommandLineOption serverOption(
        u"server"_s,
        QCoreApplication::translate("main",
                                    "The club server for --club-screen: a libpq connection string or a "
                                    "postgresql:// URL (the password from ~/.pgpass or PGPASSWORD)."),
        //: In --help, what --server takes: "--server <address>" (a connection string or URL)
        QCoreApplication::translate("main", "address"));
    parser.addOptions({ selfTestOption, firstFrameOption, libraryOption, screenOption, recordOption, languageOption,
                        newGameOption, resumeOption, clubScreenOption, serverOption });
    //: In --help, the name of the optional argument, a game record: "meeple-ledger [options] [record]"
    const QString recordName = QCoreApplication::translate("main", "record");
    parser.addPositionalArgument(
        recordName, QCoreApplication::translate("main", "A meeple-ledger/1 game record to import and open."),
        u'[' + recordName + u']');
    parser.process(*app);
    if (!display)
        //: %1 the command that runs the app without a screen
        return refuse(QCoreApplication::translate("main", "no display found; run it on a desktop, or headless with: %1")
                          .arg(u"xvfb-run -a meeple-ledger"_s));
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1 || (!positional.isEmpty() && parser.isSet(recordOption)))
        return refuse(QCoreApplication::translate("main", "give at most one game record"));
    // The menu's actions stand alone; a record may come with the screen to show it on.
    const bool hasRecord = !positional.isEmpty() || parser.isSet(recordOption);
    if (int(hasRecord) + int(parser.isSet(newGameOption)) + int(parser.isSet(resumeOption)) > 1
        || ((parser.isSet(newGameOption) || parser.isSet(resumeOption)) && parser.isSet(screenOption)))
        return refuse(QCoreApplication::translate("main",
                                                  "give only one of a game record, --new-game and --resume, and "
                                                  "--screen with neither of the last two"));
    const QString screen = parser.isSet(newGameOption) ? u"setup"_s : parser.value(screenOption);
    if (!screen.isEmpty() && !QStringList { u"start"_s, u"setup"_s, u"table"_s, u"final"_s }.contains(screen))
        return refuse(QCoreApplication::translate("main", "--screen takes start, setup, table or final"));
    const QString language = parser.value(languageOption);
    if (!language.isEmpty() && !ml::TranslationCatalog::contains(language))
        //: %1 the language codes, joined by ", "
        return refuse(QCoreApplication::translate("main", "--language takes one of %1")
                          .arg(ml::TranslationCatalog::codes().join(u", "_s)));
    // The club screen shows the server's games and opens no library of its own.
    if (parser.isSet(clubScreenOption) || parser.isSet(serverOption)) {
        if (!parser.isSet(clubScreenOption) || !positional.isEmpty() || hasRecord || parser.isSet(screenOption)
            || parser.isSet(libraryOption))
            return refuse(QCoreApplication::translate(
                "main", "--server goes with --club-screen, which takes neither a record, --library nor --screen"));
        AppState::setSettingsFile(
            QSettings(QSettings::IniFormat, QSettings::UserScope, u"meeple-ledger"_s, u"meeple-ledger"_s).fileName());
        QCoreApplication::removeTranslator(&translator);
        QCoreApplication::removeTranslator(&qtTranslator);
        return runClubWindow(parser.value(serverOption), language, parser.isSet(firstFrameOption));
    }
    QString record = parser.isSet(recordOption) ? parser.value(recordOption) : positional.value(0);
    if (!record.isEmpty() && !record.contains(u':'))
        record = QDir::current().absoluteFilePath(record);

    // The self-test must never touch the user's games.
    QTemporaryDir selfTestFolder;
    QString library = parser.value(libraryOption);
    if (parser.isSet(selfTestOption) && library.isEmpty())
        library = selfTestFolder.filePath(u"library.sqlite"_s);
    else if (!library.isEmpty())
        library = QDir::current().absoluteFilePath(library);

    // One window per library: a second launch hands its record or action to the first one, which comes to the front.
    // The self-test and the start-up timing always run by themselves.
    SingleInstance instance(library.isEmpty() ? ml::GameLibrary::defaultPath() : library);
    const bool alone = parser.isSet(selfTestOption) || parser.isSet(firstFrameOption);
    if (!alone) {
        const QJsonObject request { { u"record"_s, record },
                                    { u"action"_s,
                                      parser.isSet(newGameOption)      ? u"new-game"_s
                                          : parser.isSet(resumeOption) ? u"resume"_s
                                                                       : QString() } };
        if (instance.handOverOrListen(request))
            return 0;
    }

    // The language picked in the app is kept for the next start; the self-test leaves the user's settings alone.
    if (!parser.isSet(selfTestOption)) {
        AppState::setSettingsFile(
            QSettings(QSettings::IniFormat, QSettings::UserScope, u"meeple-ledger"_s, u"meeple-ledger"_s).fileName());
    }
    // From here on the app's language is AppState's: the desktop's one above only spoke for the command line.
    QCoreApplication::removeTranslator(&translator);
    QCoreApplication::removeTranslator(&qtTranslator);

    QQmlApplicationEngine engine;
    engine.addImportPath(u":/"_s);
    QList<QQmlError> qmlWarnings;
    QObject::connect(&engine, &QQmlEngine::warnings,
                     [&qmlWarnings](const QList<QQmlError> &warnings) { qmlWarnings += warnings; });
    engine.setInitialProperties({
        { u"libraryPath"_s, library },
        { u"recordFile"_s, record },
        { u"initialScreen"_s, screen },
        { u"initialLanguage"_s, language },
        { u"selfTest"_s, parser.isSet(selfTestOption) },
    });
    AppState *state = appModels(engine);
    if (!state)
        return refuse(QCoreApplication::translate("main", "the app's models could not be loaded"));
    // The statistics of the start screen are read in the background once the window has shown its first frame
    // (below): reading them sooner competes with it for the machine.
    if (!parser.isSet(selfTestOption))
        state->statistics()->hold();
    engine.load(QUrl(u"qrc:/MeepleLedger/Main.qml"_s));

    if (engine.rootObjects().isEmpty())
        return 1;
    if (parser.isSet(selfTestOption)) {
        auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
        if (!window)
            return refuse(QCoreApplication::translate("main", "self-test failed: the main QML object is not a window"));
        return runSelfTest(window, qmlWarnings);
    }
    // While a game is being played the screen stays on: the table looks at it only now and then.
    KeepAwake keepAwake(QString::fromLatin1(ApplicationId),
                        QCoreApplication::translate("main", "A game of Carcassonne is being scored"));
    GameSession *session = state->session();
    const auto follow = [&keepAwake, session] { keepAwake.setWanted(session->isOpen() && !session->finished()); };
    QObject::connect(session, &GameSession::changed, &keepAwake, follow);
    follow();
    if (auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst())) {
        QObject::connect(&instance, &SingleInstance::requested, window, [window](const QJsonObject &request) {
            QMetaObject::invokeMethod(window, "handOver", Q_ARG(QVariant, request.value(u"record"_s).toString()),
                                      Q_ARG(QVariant, request.value(u"action"_s).toString()));
            if (window->windowState() & Qt::WindowMinimized)
                window->showNormal();
            window->show();
            window->raise();
            window->requestActivate();
        });
    }
    // (With --first-frame the app quits on that frame: nothing would wait for them but its exit.)
    if (!parser.isSet(firstFrameOption)) {
        if (auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst()))
            QObject::connect(window, &QQuickWindow::frameSwapped, state->statistics(), &LibraryStatistics::release,
                             Qt::ConnectionType(Qt::QueuedConnection | Qt::SingleShotConnection));
    }
    if (parser.isSet(firstFrameOption)) {
        if (auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst()))
            quitOnFirstFrame(window);
    }
    return QApplication::exec();
}
