#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QLocale>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>
#include <QTranslator>
#include <QUrl>

#include "appstate.h"
#include "translationcatalog.h"

#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

// Without a display Qt aborts with a long platform plugin message; one line that says what to do is kinder.
bool displayAvailable()
{
    return !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") || !qEnvironmentVariableIsEmpty("DISPLAY")
        || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
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
    if (!qmlWarnings.isEmpty()) {
        std::fprintf(stderr, "meeple-ledger: self-test failed: %lld QML warning(s)\n", qlonglong(qmlWarnings.size()));
        return 1;
    }
    if (status != 0 || !window->property("selfTestDone").toBool()) {
        std::fputs("meeple-ledger: self-test failed: the screens did not all load in time\n", stderr);
        return 1;
    }
    std::fprintf(stderr, "meeple-ledger: self-test passed (every screen loaded, %s)\n",
                 frameDrawn ? "frames drawn" : "no frame drawn on this platform");
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    if (!displayAvailable()) {
        std::fputs("meeple-ledger: no display found; run it on a desktop, or headless with: "
                   "xvfb-run -a build/bin/meeple-ledger\n",
                   stderr);
        return 1;
    }

    // QApplication rather than QGuiApplication: Qt Charts draws through the widgets module.
    QApplication app(argc, argv);
    QApplication::setApplicationName(u"meeple-ledger"_s);
    QApplication::setApplicationDisplayName(u"Meeple Ledger"_s);
    QApplication::setApplicationVersion(QStringLiteral(MEEPLE_LEDGER_VERSION));

    // English when the desktop's languages have no translation: its file holds the plural forms ("1 lap").
    QTranslator translator;
    if (ml::TranslationCatalog::load(translator, ml::TranslationCatalog::match(QLocale())))
        QCoreApplication::installTranslator(&translator);

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
    const QCommandLineOption libraryOption(
        u"library"_s, QCoreApplication::translate("main", "The game library file to use instead of the default one."),
        u"file"_s);
    const QCommandLineOption screenOption(
        u"screen"_s, QCoreApplication::translate("main", "The screen to show first: start, setup, table or final."),
        u"name"_s);
    const QCommandLineOption recordOption(
        u"record"_s, QCoreApplication::translate("main", "A meeple-ledger/1 game record to import and open."),
        u"file"_s);
    const QCommandLineOption languageOption(
        u"language"_s,
        QCoreApplication::translate(
            "main", "The language to speak: en, de, fr, es, it, nl, pl or cs (kept for the next start)."),
        u"code"_s);
    parser.addOptions({ selfTestOption, firstFrameOption, libraryOption, screenOption, recordOption, languageOption });
    parser.addPositionalArgument(
        u"record"_s, QCoreApplication::translate("main", "A meeple-ledger/1 game record to import and open."),
        u"[record]"_s);
    parser.process(app);
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1 || (!positional.isEmpty() && parser.isSet(recordOption))) {
        std::fputs("meeple-ledger: give at most one game record\n", stderr);
        return 1;
    }
    const QString screen = parser.value(screenOption);
    if (!screen.isEmpty() && !QStringList { u"start"_s, u"setup"_s, u"table"_s, u"final"_s }.contains(screen)) {
        std::fputs("meeple-ledger: --screen takes start, setup, table or final\n", stderr);
        return 1;
    }
    const QString language = parser.value(languageOption);
    if (!language.isEmpty() && !ml::TranslationCatalog::contains(language)) {
        std::fprintf(stderr, "meeple-ledger: --language takes one of %s\n",
                     qPrintable(ml::TranslationCatalog::codes().join(u", "_s)));
        return 1;
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

    // The language picked in the app is kept for the next start; the self-test leaves the user's settings alone.
    if (!parser.isSet(selfTestOption)) {
        AppState::setSettingsFile(
            QSettings(QSettings::IniFormat, QSettings::UserScope, u"meeple-ledger"_s, u"meeple-ledger"_s).fileName());
    }
    // From here on the app's language is AppState's: the desktop's one above only spoke for the command line.
    QCoreApplication::removeTranslator(&translator);

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
    engine.load(QUrl(u"qrc:/MeepleLedger/Main.qml"_s));

    if (engine.rootObjects().isEmpty())
        return 1;
    if (parser.isSet(selfTestOption)) {
        auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
        if (!window) {
            std::fputs("meeple-ledger: self-test failed: the main QML object is not a window\n", stderr);
            return 1;
        }
        return runSelfTest(window, qmlWarnings);
    }
    if (parser.isSet(firstFrameOption)) {
        if (auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst()))
            QObject::connect(window, &QQuickWindow::frameSwapped, &app, &QCoreApplication::quit, Qt::QueuedConnection);
    }
    return QApplication::exec();
}
