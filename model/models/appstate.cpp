// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "appstate.h"

#include "clubsettings.h"
#include "sayings.h"

#include "gamelibrary.h"
#include "gamelibrarymodel.h"
#include "gamesession.h"
#include "translationcatalog.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QLocale>
#include <QQmlEngine>
#include <QSettings>
#include <QTranslator>

#include <array>
#include <cmath>

using namespace Qt::StringLiterals;

namespace {

QString &settingsFile()
{
    static QString path;
    return path;
}

const QString languageKey = u"language"_s;
const QString themeKey = u"theme"_s;
const QString zoomKey = u"zoom"_s;

// As a browser steps its zoom: finer near 100 %, coarser when large.
constexpr std::array zoomFactors { 0.8, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0 };

QString themeOrSystem(const QString &theme)
{
    return theme == u"light"_s || theme == u"dark"_s ? theme : u"system"_s;
}

// The index of the step nearest @p factor.
std::size_t nearestZoomStep(qreal factor)
{
    std::size_t best = 0;
    for (std::size_t i = 1; i < zoomFactors.size(); ++i) {
        if (std::abs(zoomFactors[i] - factor) < std::abs(zoomFactors[best] - factor))
            best = i;
    }
    return best;
}

// Problems that may go away by themselves or by a hand outside the app: a full disk, a file another program locks.
bool worthRetrying(ml::StoreError::Code code)
{
    using Code = ml::StoreError::Code;
    return code == Code::Io || code == Code::Sql || code == Code::DiskFull || code == Code::NotOpen
        || code == Code::ReadOnly;
}

} // namespace

void AppState::setSettingsFile(const QString &path)
{
    settingsFile() = path;
}

AppState::AppState(QObject *parent)
    : QObject(parent)
    , m_library(new GameLibraryModel(this))
    , m_profiles(new PlayerProfiles(this))
    , m_statistics(new LibraryStatistics(this))
    , m_league(new LeagueModel(this))
    , m_session(new GameSession(this))
    , m_club(new ml::ClubSettings(
          settingsFile(), settingsFile().isEmpty() ? QString() : QFileInfo(settingsFile()).absolutePath(), this))
{
    // The club's sync worker pushes the library in use, and is asked for a pass after every stored change.
    connect(this, &AppState::libraryPathChanged, m_club, [this]() { m_club->setLibraryPath(libraryPath()); });
    connect(m_session, &GameSession::recordChanged, m_club, &ml::ClubSettings::syncSoon);
    connect(m_library, &GameLibraryModel::errorOccurred, this, &AppState::setErrorMessage);
    connect(m_profiles, &PlayerProfiles::errorOccurred, this, &AppState::setErrorMessage);
    connect(m_statistics, &LibraryStatistics::errorOccurred, this, &AppState::setErrorMessage);
    connect(m_league, &LeagueModel::errorOccurred, this, &AppState::setErrorMessage);
    m_league->setClub(m_club);
    connect(m_library, &GameLibraryModel::profilesTouched, m_profiles, &PlayerProfiles::reload);
    m_retryTimer.setInterval(RetryIntervalMs);
    connect(&m_retryTimer, &QTimer::timeout, this, &AppState::retryLibrary);
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, this, &AppState::checkLibraryFiles);
    // Scores, event counts and the "in progress" state of the listed game follow every change.
    connect(m_session, &GameSession::recordChanged, m_library, &GameLibraryModel::refreshGame);
    // The language the user picked last time, else the desktop's.
    QString language;
    m_theme = themeOrSystem({});
    if (!settingsFile().isEmpty()) {
        const QSettings settings(settingsFile(), QSettings::IniFormat);
        language = settings.value(languageKey).toString();
        m_theme = themeOrSystem(settings.value(themeKey).toString());
        bool isNumber = false;
        const qreal zoom = settings.value(zoomKey).toReal(&isNumber);
        if (isNumber)
            m_zoom = zoomFactors.at(nearestZoomStep(zoom));
    }
    applyLanguage(language.isEmpty() ? ml::TranslationCatalog::match(QLocale::system()) : language);
}

AppState::~AppState()
{
    // The models point at the library: detach them before it goes.
    m_session->close();
    m_library->setLibrary(nullptr, nullptr);
    m_profiles->setLibrary(nullptr);
    m_statistics->setLibrary(nullptr);
    m_league->setLibrary(nullptr);
    if (m_translator)
        QCoreApplication::removeTranslator(m_translator.get());
    if (m_qtTranslator)
        QCoreApplication::removeTranslator(m_qtTranslator.get());
}

AppState *AppState::create(QQmlEngine *qmlEngine, QJSEngine *jsEngine)
{
    Q_UNUSED(jsEngine)
    auto *state = new AppState;
    state->m_engine = qmlEngine;
    return state;
}

GameLibraryModel *AppState::library() const
{
    return m_library;
}

PlayerProfiles *AppState::profiles() const
{
    return m_profiles;
}

LibraryStatistics *AppState::statistics() const
{
    return m_statistics;
}

LeagueModel *AppState::league() const
{
    return m_league;
}

GameSession *AppState::session() const
{
    return m_session;
}

QString AppState::errorMessage() const
{
    return m_errorMessage;
}

QObject *AppState::club() const
{
    return m_club;
}

QString AppState::libraryPath() const
{
    return m_gameLibrary && m_gameLibrary->isOpen() ? m_gameLibrary->path() : QString();
}

QString AppState::language() const
{
    return m_language;
}

void AppState::setLanguage(const QString &code)
{
    if (applyLanguage(code))
        keep(languageKey, m_language);
}

void AppState::keep(const QString &key, const QVariant &value)
{
    if (settingsFile().isEmpty())
        return;
    QSettings settings(settingsFile(), QSettings::IniFormat);
    settings.setValue(key, value);
}

QString AppState::theme() const
{
    return m_theme;
}

void AppState::setTheme(const QString &theme)
{
    const QString chosen = themeOrSystem(theme);
    if (chosen == m_theme)
        return;
    m_theme = chosen;
    keep(themeKey, m_theme);
    Q_EMIT themeChanged();
}

qreal AppState::zoom() const
{
    return m_zoom;
}

void AppState::setZoom(qreal factor)
{
    const qreal step = zoomFactors.at(nearestZoomStep(factor));
    if (qFuzzyCompare(step, m_zoom))
        return;
    m_zoom = step;
    keep(zoomKey, m_zoom);
    Q_EMIT zoomChanged();
}

QVariantList AppState::zoomSteps()
{
    QVariantList steps;
    for (const qreal factor : zoomFactors)
        steps.append(factor);
    return steps;
}

void AppState::zoomIn()
{
    const std::size_t step = nearestZoomStep(m_zoom);
    if (step + 1 < zoomFactors.size())
        setZoom(zoomFactors.at(step + 1));
}

void AppState::zoomOut()
{
    const std::size_t step = nearestZoomStep(m_zoom);
    if (step > 0)
        setZoom(zoomFactors.at(step - 1));
}

void AppState::resetZoom()
{
    setZoom(1.0);
}

bool AppState::applyLanguage(const QString &code)
{
    // "de_CH" and "de-AT" mean German; a language without a translation means English.
    const QString language = ml::TranslationCatalog::match(QLocale(code));
    if (language == m_language)
        return false;

    auto translator = std::make_unique<QTranslator>();
    // English is the source language; its translation holds only the plural forms ("1 tile", "2 tiles").
    const bool loaded =
        ml::TranslationCatalog::load(*translator, language) || ml::TranslationCatalog::load(*translator, u"en"_s);
    if (m_translator)
        QCoreApplication::removeTranslator(m_translator.get());
    m_translator.reset();
    if (loaded && QCoreApplication::installTranslator(translator.get()))
        m_translator = std::move(translator);
    // Qt's own texts (dialog buttons, file dialogs) in the same language; English needs none.
    auto qtTranslator = std::make_unique<QTranslator>();
    if (m_qtTranslator)
        QCoreApplication::removeTranslator(m_qtTranslator.get());
    m_qtTranslator.reset();
    if (ml::TranslationCatalog::loadQt(*qtTranslator, language)
        && QCoreApplication::installTranslator(qtTranslator.get()))
        m_qtTranslator = std::move(qtTranslator);

    m_language = language;
    // Numbers and dates: the desktop's conventions when it speaks this language (en_GB stays en_GB), else the
    // language's own.
    const QLocale system = QLocale::system();
    QLocale::setDefault(ml::TranslationCatalog::match(system) == language ? system : QLocale(language));
    // Texts built in C++ are asked for again; qsTr() bindings follow the engine's retranslation.
    m_session->retranslate();
    if (m_engine)
        m_engine->retranslate();
    Q_EMIT languageChanged();
    return true;
}

QVariantList AppState::languages() const
{
    // Each name in its own language, so that a reader finds theirs whatever the current one is.
    static const QHash<QString, QString> names {
        { u"en"_s, u"English"_s },  { u"de"_s, u"Deutsch"_s },    { u"fr"_s, u"Français"_s }, { u"es"_s, u"Español"_s },
        { u"it"_s, u"Italiano"_s }, { u"nl"_s, u"Nederlands"_s }, { u"pl"_s, u"Polski"_s },   { u"cs"_s, u"Čeština"_s },
    };
    QVariantList out;
    for (const QString &code : ml::TranslationCatalog::codes()) {
        QString name = names.value(code);
        if (name.isEmpty()) {
            name = QLocale(code).nativeLanguageName();
            if (!name.isEmpty())
                name[0] = name.at(0).toUpper();
        }
        out.append(QVariantMap { { u"code"_s, code }, { u"name"_s, name } });
    }
    return out;
}

void AppState::setErrorMessage(const QString &message)
{
    if (m_errorMessage == message)
        return;
    m_errorMessage = message;
    Q_EMIT errorMessageChanged();
}

QString AppState::libraryProblem() const
{
    return m_libraryProblem;
}

bool AppState::libraryReadOnly() const
{
    return m_gameLibrary && m_gameLibrary->isOpen() && m_gameLibrary->isReadOnly();
}

QString AppState::libraryNotice() const
{
    return m_libraryNotice;
}

void AppState::setLibraryStatus(const QString &problem, const QString &notice)
{
    m_libraryProblem = problem;
    m_libraryNotice = notice;
    Q_EMIT libraryStatusChanged();
}

void AppState::dismissNotice()
{
    setLibraryStatus(m_libraryProblem, {});
}

bool AppState::openLibrary(const QString &path)
{
    m_requestedPath = path;
    m_retryTimer.stop();
    auto library = std::make_unique<ml::GameLibrary>(path);
    library->setNoticeHandler([this](const QString &notice) { setLibraryStatus(m_libraryProblem, notice); });
    ml::Status opened = library->open();
    QString notice;
    // A damaged file was moved aside: a new library takes its place at once, with every game that still reads.
    const ml::StoreError damage = opened.error();
    if ((damage.code == ml::StoreError::Code::Damaged || damage.code == ml::StoreError::Code::NotADatabase)
        && !damage.path.isEmpty()) {
        opened = library->open();
        if (opened.ok() && damage.code == ml::StoreError::Code::NotADatabase) {
            notice = ml::Sayings::say([path = damage.path] {
                //: %1 where the damaged file was moved
                return tr("The game library file was not a game library. It was moved aside, unchanged, to %1, and "
                          "a new library was started.")
                    .arg(path);
            });
        } else if (opened.ok()) {
            const ml::Result<ml::GameLibrary::Recovery> recovery = library->recoverFrom(damage.path);
            const QString failure = recovery.ok() ? QString() : recovery.message();
            const ml::GameLibrary::Recovery recovered = recovery.ok() ? recovery.value() : ml::GameLibrary::Recovery {};
            notice = ml::Sayings::say([path = damage.path, ok = recovery.ok(), failure, recovered] {
                //: %1 where the damaged file was moved
                QString text = tr("The game library was damaged. It was moved aside, unchanged, to %1, and a new "
                                  "library was started.")
                                   .arg(path);
                if (!ok) {
                    //: %1 the reason
                    const QString reason = tr("Its games could not be recovered: %1");
                    text += u' ' + reason.arg(ml::Sayings::again(failure));
                } else {
                    text += u' '
                        //: %1 how many games were recovered, %2 how many could not be
                        + tr("Games recovered from it: %1. Games that could not be read or replayed (they stay in "
                             "the damaged copy): %2.")
                              .arg(recovered.recovered)
                              .arg(recovered.lost);
                }
                if (ok && !recovered.complete)
                    text += u' ' + tr("Part of its list of games could not be read either.");
                return text;
            });
        }
    }
    if (!opened.ok()) {
        // The library asked for is the one in use from now on: none, until it opens.
        const bool hadLibrary = m_gameLibrary != nullptr;
        m_session->close();
        m_library->setLibrary(nullptr, nullptr);
        m_profiles->setLibrary(nullptr);
        m_statistics->setLibrary(nullptr);
        m_league->setLibrary(nullptr);
        m_gameLibrary.reset();
        setErrorMessage(opened.message());
        setLibraryStatus(opened.message(), notice);
        if (worthRetrying(opened.error().code))
            m_retryTimer.start();
        if (hadLibrary)
            Q_EMIT libraryPathChanged();
        return false;
    }
    m_session->close();
    m_profiles->setLibrary(library.get());
    m_statistics->setLibrary(library.get());
    m_league->setLibrary(library.get());
    m_library->setLibrary(library.get(), m_session);
    m_gameLibrary = std::move(library);
    if (!m_watcher.directories().isEmpty())
        m_watcher.removePaths(m_watcher.directories());
    m_watcher.addPath(QFileInfo(m_gameLibrary->path()).absolutePath());
    setErrorMessage({});
    setLibraryStatus({}, notice);
    Q_EMIT libraryPathChanged();
    return true;
}

bool AppState::retryLibrary()
{
    if (m_gameLibrary && m_gameLibrary->isOpen()) {
        m_retryTimer.stop();
        return true;
    }
    return openLibrary(m_requestedPath);
}

void AppState::checkLibraryFiles()
{
    if (!m_gameLibrary || !m_gameLibrary->isOpen())
        return;
    if (const ml::Status checked = m_gameLibrary->checkFiles(); !checked.ok())
        setLibraryStatus(m_libraryProblem, checked.message());
}

bool AppState::resumeLast()
{
    if (!m_gameLibrary || !m_gameLibrary->isOpen()) {
        setErrorMessage(ml::Sayings::say([] { return tr("The game library is not open."); }));
        return false;
    }
    const ml::Result<std::optional<ml::GameSummary>> last = m_gameLibrary->lastGameInProgress();
    if (!last.ok()) {
        setErrorMessage(last.message());
        return false;
    }
    setErrorMessage({});
    if (!last.value().has_value())
        return false;
    if (!m_library->openGame(int(last.value()->id)))
        return false;
    setErrorMessage({});
    return true;
}
