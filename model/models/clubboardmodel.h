// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QDateTime>
#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <memory>

namespace ml {
class ClubWatcher;
struct ClubAddress;
struct ClubBoard;
} // namespace ml

/**
 * @brief The club screen's view of the club server: every table's game in progress with its scores, as
 * ml::ClubWatcher reads them from its own thread each time a table pushes. It presents; the board is worked out
 * in model/club.
 */
class ClubBoardModel : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    /** @brief The club server: a libpq connection string or a postgresql:// URL (the password from ~/.pgpass). */
    Q_PROPERTY(QString server READ server WRITE setServer NOTIFY serverChanged)
    /** @brief `[{device (empty for a library without a name), deviceId, gameId, turns, events, contested, seats:
     * [{name, color, score, active}]}]`, by table name. */
    Q_PROPERTY(QVariantList tables READ tables NOTIFY boardChanged)
    /** @brief How many finished games the standings count. */
    Q_PROPERTY(int finishedGames READ finishedGames NOTIFY boardChanged)
    /** @brief The season of the standings; empty for every game. */
    Q_PROPERTY(QString seasonName READ seasonName NOTIFY boardChanged)
    /** @brief `[{rank, name, games, wins, averagePoints, averagePlace, rating}]`, by rank. */
    Q_PROPERTY(QVariantList standings READ standings NOTIFY boardChanged)
    /** @brief Versions held by tables that do not own their game: they await the organiser and count for nothing. */
    Q_PROPERTY(int awaiting READ awaiting NOTIFY boardChanged)
    /** @brief When the server was last read (invalid before the first read). */
    Q_PROPERTY(QDateTime readAt READ readAt NOTIFY boardChanged)
    /** @brief Whether the watcher is connected to the server now. */
    Q_PROPERTY(bool connected READ connected NOTIFY connectionChanged)
    /** @brief Why it is not, in a sentence (empty when connected or not yet tried). */
    Q_PROPERTY(QString problem READ problem NOTIFY connectionChanged)

public:
    explicit ClubBoardModel(QObject *parent = nullptr);
    ~ClubBoardModel() override;

    [[nodiscard]] QString server() const { return m_server; }
    void setServer(const QString &server);
    /** @brief Watches @p address (a kept password filled in), shown without its password as server. */
    void watch(const ml::ClubAddress &address);
    [[nodiscard]] QVariantList tables() const { return m_tables; }
    [[nodiscard]] int finishedGames() const { return m_finishedGames; }
    [[nodiscard]] QString seasonName() const { return m_seasonName; }
    [[nodiscard]] QVariantList standings() const { return m_standings; }
    [[nodiscard]] int awaiting() const { return m_awaiting; }
    [[nodiscard]] QDateTime readAt() const { return m_readAt; }
    [[nodiscard]] bool connected() const { return m_connected; }
    [[nodiscard]] QString problem() const { return m_problem; }

Q_SIGNALS:
    void serverChanged();
    void boardChanged();
    void connectionChanged();

private:
    void present(const ml::ClubBoard &board);
    void setConnection(bool connected, const QString &problem);

    QString m_server;
    std::unique_ptr<ml::ClubWatcher> m_watcher;
    QVariantList m_tables;
    int m_finishedGames = 0;
    QString m_seasonName;
    QVariantList m_standings;
    int m_awaiting = 0;
    QDateTime m_readAt;
    bool m_connected = false;
    QString m_problem;
};
