// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "gamelibrary.h"
#include "gamesummary.h"

#include <QAbstractListModel>
#include <QColor>
#include <QList>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace ml {
class GameLibrary;
}
class GameSession;

/**
 * @brief The games in the library, most recently touched first, and the commands on games: create, open, import,
 * export, delete. The players' profiles are PlayerProfiles, the numbers over games LibraryStatistics.
 */
class GameLibraryModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The library is AppState.library")

    /** @brief The number of games listed (after the filter). */
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    /** @brief Changes when a game is added or removed, or the list is read again: what the statistics follow (reading
     * a further page of the list changes count, not this). */
    Q_PROPERTY(int revision READ revision NOTIFY revisionChanged)
    /** @brief Which games are listed. */
    Q_PROPERTY(Filter filter READ filter WRITE setFilter NOTIFY filterChanged)
    /** @brief True while a library is open. */
    Q_PROPERTY(bool isOpen READ isOpen NOTIFY isOpenChanged)
    /**
     * @brief The listed game "resume" opens: the first one in progress whose events replay, as
     * `{gameId, players: [{id, name, color, symbol, score, profileId}]}`; null when none is listed.
     */
    Q_PROPERTY(QVariant resumable READ resumable NOTIFY resumableChanged)
    /**
     * @brief The game the last openGame() refused because its stored events were changed outside the app (their hash
     * chain breaks), so that the screen can offer keepIntact(); 0 when the last open was not refused for that.
     */
    Q_PROPERTY(int changedGame READ changedGame NOTIFY changedGameChanged)

public:
    /** @brief Which games the model lists. */
    enum Filter { All, InProgress, Finished };
    Q_ENUM(Filter)

    /** @brief The roles QML reads by name (see roleNames()). */
    enum Role {
        GameIdRole = Qt::UserRole + 1,
        TitleRole,
        PlayersRole,
        ExpansionsRole,
        CreatedAtRole,
        UpdatedAtRole,
        FinishedRole,
        WinnersRole,
        EventCountRole,
        ProblemRole,
    };
    Q_ENUM(Role)

    /** @brief A model without a library: no rows until setLibrary(). */
    explicit GameLibraryModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    /** @brief Whether more games match the filter than are read yet: the list reads a page at a time. */
    [[nodiscard]] bool canFetchMore(const QModelIndex &parent) const override;
    [[nodiscard]] int revision() const;
    /** @brief Reads the next page of games (a view asks when it scrolls to the last row read). */
    void fetchMore(const QModelIndex &parent) override;
    /** @brief Games read at once: enough to fill a tall window, so that opening a large library reads no more. */
    static constexpr int PageSize = 40;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    /** @brief Lists the games of @p library (not owned; nullptr for none); openGame() loads into @p session. */
    void setLibrary(ml::GameLibrary *library, GameSession *session);
    /** @brief True when an open library is set. */
    [[nodiscard]] bool isOpen() const;
    /** @brief The filter. */
    [[nodiscard]] Filter filter() const;
    /** @brief Lists only the games of @p filter. */
    void setFilter(Filter filter);
    /** @brief The resumable game, or a null QVariant. */
    [[nodiscard]] QVariant resumable() const;
    /** @brief Row @p row's roles by name (as a delegate sees them); empty when out of range. */
    Q_INVOKABLE QVariantMap get(int row) const;

    /**
     * @brief Creates a game of @p players (`{name, color, profileId?, id?, language?}` in seating order) with
     * @p expansions.
     *
     * A player's `language` becomes the preferred language of their profile (the profile of that name, created when
     * there is none). Returns the new game's id, or -1 (errorOccurred says why).
     */
    Q_INVOKABLE int createGame(const QVariantList &players, const QStringList &expansions);
    /** @brief Opens game @p gameId in AppState.session. */
    Q_INVOKABLE bool openGame(int gameId);
    /**
     * @brief Keeps the intact events of game @p gameId, changed outside the app, as a new game
     * (ml::GameLibrary::keepIntact()); returns its id, or -1 (errorOccurred says why).
     */
    Q_INVOKABLE int keepIntact(int gameId);
    [[nodiscard]] int changedGame() const { return m_changedGame; }
    /** @brief Imports a `meeple-ledger/1` record file as a new game. */
    Q_INVOKABLE bool importFile(const QUrl &file);
    /** @brief importFile() that returns the new game's id, or -1 (errorOccurred says why). */
    Q_INVOKABLE int importGame(const QUrl &file);
    /**
     * @brief The file an export of game @p gameId suggests: `carcassonne-DATE-NAMES.SUFFIX` (the day the game
     * started and its players' names, characters a file name cannot hold replaced by `-`; @p suffix `meeple.json`
     * when empty, `csv`, `png`) in @p folder when it exists, else in the user's documents folder, else at home.
     */
    Q_INVOKABLE QUrl suggestedExportFile(int gameId, const QUrl &folder = {}, const QString &suffix = {}) const;
    /** @brief Writes game @p gameId's record to @p file. */
    Q_INVOKABLE bool exportFile(int gameId, const QUrl &file);
    /** @brief Writes game @p gameId's result to @p file as CSV, a row per player (as `library csv` does). */
    Q_INVOKABLE bool exportResults(int gameId, const QUrl &file);
    /**
     * @brief Writes @p images (grab results, or QImage) side by side, top-aligned, on @p background, to @p file
     * as PNG: a picture of parts of a screen larger than the window shows (a whole ranking and its chart).
     */
    Q_INVOKABLE bool exportPicture(const QUrl &file, const QVariantList &images, const QColor &background);
    /** @brief The local path a save dialog's @p file means (ExportFile::localPath()), for a picture QML writes. */
    Q_INVOKABLE [[nodiscard]] QString exportPath(const QUrl &file) const;
    /** @brief Deletes game @p gameId (closing it first if it is open). */
    Q_INVOKABLE bool deleteGame(int gameId);
    /** @brief The row of game @p gameId, -1 when it is not listed. */
    Q_INVOKABLE int rowOf(int gameId) const;
    /** @brief Reads the games and profiles again. */
    Q_INVOKABLE void refresh();
    /**
     * @brief Reads one game's summary row again (its events changed, or it was opened): the row moves to the top, joins
     * or leaves the filter; the other rows stay as they are.
     */
    void refreshGame(int gameId);

Q_SIGNALS:
    /** @brief count changed. */
    void countChanged();
    /** @brief revision changed. */
    void revisionChanged();
    /** @brief filter changed. */
    void filterChanged();
    /** @brief A game was created, imported or the list read again: the profiles may have changed. */
    void profilesTouched();
    /** @brief isOpen changed. */
    void isOpenChanged();
    /** @brief resumable changed. */
    void resumableChanged();
    /** @brief changedGame changed. */
    void changedGameChanged();
    /** @brief A command failed; @p message says why (AppState shows it as errorMessage). */
    void errorOccurred(const QString &message);
    /** @brief A command did something worth saying that is no failure (a record the library already holds). */
    void noticed(const QString &message);

private:
    [[nodiscard]] bool fail(const QString &message);
    [[nodiscard]] int failId(const QString &message);
    [[nodiscard]] bool listed(const ml::GameSummary &game) const;
    [[nodiscard]] ml::GameLibrary::Filter libraryFilter() const;
    /** @brief Counts again the games the filter lists (after a change that may have added or removed one). */
    void recount();
    void bumpRevision();
    [[nodiscard]] QVariantList playersOf(const ml::GameSummary &game) const;
    /** @brief Emits resumableChanged when the resumable game is another one or its row changed. */
    void updateResumable(bool rowChanged);

    ml::GameLibrary *m_library = nullptr;
    GameSession *m_session = nullptr;
    QList<ml::GameSummary> m_games; ///< the first rows of the list, read a page at a time
    int m_total = 0; ///< every game the filter lists
    int m_revision = 0;
    Filter m_filter = All;
    /** @brief The id of resumable(), 0 for none. */
    qint64 m_resumableId = 0;
    int m_changedGame = 0;
};
