// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "gamelibrarymodel.h"
#include "gamesession.h"
#include "leaguemodel.h"
#include "librarystatistics.h"
#include "playerprofiles.h"

#include <QFileSystemWatcher>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <memory>

class QJSEngine;
class QQmlEngine;
class QTranslator;

namespace ml {
class ClubSettings;
class GameLibrary;
} // namespace ml

/** @brief The application's state for QML: the game library, the open game and the UI language. */
class AppState : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    /** @brief The games in the library and its commands. */
    Q_PROPERTY(GameLibraryModel *library READ library CONSTANT)
    /** @brief The players' profiles. */
    Q_PROPERTY(PlayerProfiles *profiles READ profiles CONSTANT)
    /** @brief The numbers over the library's games. */
    Q_PROPERTY(LibraryStatistics *statistics READ statistics CONSTANT)
    /** @brief The league table of a season over the library's finished games. */
    Q_PROPERTY(LeagueModel *league READ league CONSTANT)
    /** @brief The open game. */
    Q_PROPERTY(GameSession *session READ session CONSTANT)
    /** @brief The club connection (ml::ClubSettings): server, test, sync status. */
    Q_PROPERTY(QObject *club READ club CONSTANT)
    /** @brief Why the last library command failed; empty when the last one succeeded. */
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged)
    /** @brief The path of the open library file; empty when none is open. */
    Q_PROPERTY(QString libraryPath READ libraryPath NOTIFY libraryPathChanged)
    /** @brief The UI language ("en", "de", "fr", "es", "it", "nl", "pl", "cs"); setting it translates the UI live. */
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    /** @brief Why no library is open (games cannot be saved meanwhile); empty once one is. Retried by itself. */
    Q_PROPERTY(QString libraryProblem READ libraryProblem NOTIFY libraryStatusChanged)
    /** @brief True when the open library can only be read: games can be viewed, not changed. */
    Q_PROPERTY(bool libraryReadOnly READ libraryReadOnly NOTIFY libraryStatusChanged)
    /**
     * @brief What happened to the library's file that the user must know: a damaged file moved aside (where, and how
     * many games came back from it) or a deleted or replaced file saved back. Empty once dismissed.
     */
    Q_PROPERTY(QString libraryNotice READ libraryNotice NOTIFY libraryStatusChanged)
    /** @brief The languages offered, as `{code, name}` with each name in its own language. */
    Q_PROPERTY(QVariantList languages READ languages CONSTANT)
    /** @brief The colour theme asked for: "light", "dark" or "system" (follow the desktop, the default). */
    Q_PROPERTY(QString theme READ theme WRITE setTheme NOTIFY themeChanged)
    /** @brief The factor every size of the UI is multiplied by, one of zoomSteps (1 = 100 %). */
    Q_PROPERTY(qreal zoom READ zoom WRITE setZoom NOTIFY zoomChanged)
    /** @brief The zoom factors Ctrl + and Ctrl − step through, as a browser does: 0.8 … 2. */
    Q_PROPERTY(QVariantList zoomSteps READ zoomSteps CONSTANT)

public:
    ~AppState() override;

    /** @brief The instance QML uses: one per engine, owned by the engine (tests may own one themselves). */
    static AppState *create(QQmlEngine *qmlEngine, QJSEngine *jsEngine);

    [[nodiscard]] GameLibraryModel *library() const;
    [[nodiscard]] PlayerProfiles *profiles() const;
    [[nodiscard]] LibraryStatistics *statistics() const;
    [[nodiscard]] LeagueModel *league() const;
    [[nodiscard]] GameSession *session() const;
    [[nodiscard]] QString errorMessage() const;
    [[nodiscard]] QString libraryPath() const;
    /** @brief The club connection of this machine. */
    [[nodiscard]] QObject *club() const;
    [[nodiscard]] QString language() const;
    [[nodiscard]] QString libraryProblem() const;
    [[nodiscard]] bool libraryReadOnly() const;
    [[nodiscard]] QString libraryNotice() const;
    /**
     * @brief Installs @p code's translation and retranslates the models and the QML engine.
     *
     * A regional code means its language ("de_CH" → "de"); a language without a translation means English.
     */
    void setLanguage(const QString &code);
    [[nodiscard]] QVariantList languages() const;
    [[nodiscard]] QString theme() const;
    /** @brief Sets the theme ("light", "dark", "system"); anything else means "system". Kept per machine. */
    void setTheme(const QString &theme);
    [[nodiscard]] qreal zoom() const;
    /** @brief Sets the zoom to the step nearest @p factor (so 0.5 means 0.8, 3 means 2). Kept per machine. */
    void setZoom(qreal factor);
    [[nodiscard]] static QVariantList zoomSteps();
    /** @brief One zoom step larger (none beyond the last). */
    Q_INVOKABLE void zoomIn();
    /** @brief One zoom step smaller (none below the first). */
    Q_INVOKABLE void zoomOut();
    /** @brief Back to 100 %. */
    Q_INVOKABLE void resetZoom();

    /**
     * @brief Keeps the language, theme and zoom the user picks in the settings file @p path (INI), so that the next
     * start speaks it.
     *
     * Set by the application before the first AppState exists; empty (the default) keeps nothing, so tests and
     * tools start in the desktop's language.
     */
    static void setSettingsFile(const QString &path);

    /**
     * @brief Opens the library at @p path (empty: ml::GameLibrary::defaultPath()); false with errorMessage on
     * failure, and no library is open until it opens (retried every RetryIntervalMs while worth it). A damaged file
     * is moved aside and a new library started at once with the games that still read: libraryNotice says where.
     */
    Q_INVOKABLE bool openLibrary(const QString &path = {});
    /** @brief Opens the library last asked for again (after a full disk, a locked file…); also every few seconds. */
    Q_INVOKABLE bool retryLibrary();
    /** @brief Hides libraryNotice. */
    Q_INVOKABLE void dismissNotice();
    /** @brief How long the library waits before it tries to open again by itself. */
    static constexpr int RetryIntervalMs = 3000;
    /** @brief Opens the unfinished game touched last; false when there is none (errorMessage stays empty) or on error.
     */
    Q_INVOKABLE bool resumeLast();

Q_SIGNALS:
    /** @brief errorMessage changed. */
    void errorMessageChanged();
    /** @brief libraryPath changed. */
    void libraryPathChanged();
    /** @brief language changed. */
    void languageChanged();
    /** @brief libraryProblem, libraryReadOnly or libraryNotice changed. */
    void libraryStatusChanged();
    /** @brief theme changed. */
    void themeChanged();
    /** @brief zoom changed. */
    void zoomChanged();

private:
    explicit AppState(QObject *parent = nullptr);

    void setErrorMessage(const QString &message);
    void setLibraryStatus(const QString &problem, const QString &notice);
    /** @brief The folder of the library changed: its files are checked (and saved back if one went). */
    void checkLibraryFiles();
    /** @brief Installs the translation of @p code and the locale for numbers and dates; false when unchanged. */
    bool applyLanguage(const QString &code);
    /** @brief Writes @p value under @p key in the settings file, when there is one. */
    static void keep(const QString &key, const QVariant &value);

    std::unique_ptr<ml::GameLibrary> m_gameLibrary;
    GameLibraryModel *m_library;
    PlayerProfiles *m_profiles;
    LibraryStatistics *m_statistics;
    LeagueModel *m_league;
    GameSession *m_session;
    ml::ClubSettings *m_club;
    QString m_errorMessage;
    QString m_requestedPath;
    QString m_libraryProblem;
    QString m_libraryNotice;
    QTimer m_retryTimer;
    QFileSystemWatcher m_watcher;
    QString m_language;
    QString m_theme;
    qreal m_zoom = 1.0;
    std::unique_ptr<QTranslator> m_translator;
    std::unique_ptr<QTranslator> m_qtTranslator;
    QPointer<QQmlEngine> m_engine;
};
