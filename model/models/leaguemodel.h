// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "clubboard.h"
#include "season.h"
#include "standings.h"

#include <QAbstractListModel>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

#include <memory>

namespace ml {
class ClubSettings;
class ClubWatcher;
class GameLibrary;
} // namespace ml

/**
 * @brief The league table of a season over the library's finished games, one row per player in rank order: what
 * model/league works out (ml::standings()), presented; nothing is computed here.
 */
class LeagueModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The league is AppState.league")

    /** @brief True while the season is every finished game; false for a named season with days. */
    Q_PROPERTY(bool everyGame READ everyGame NOTIFY seasonChanged)
    /** @brief The named season's name, first and last day (YYYY-MM-DD); empty for every game. */
    Q_PROPERTY(QString seasonName READ seasonName NOTIFY seasonChanged)
    Q_PROPERTY(QString firstDay READ firstDay NOTIFY seasonChanged)
    Q_PROPERTY(QString lastDay READ lastDay NOTIFY seasonChanged)
    /** @brief The players in the table (rows). */
    Q_PROPERTY(int count READ rowCount NOTIFY standingsChanged)
    /** @brief The finished games in the season. */
    Q_PROPERTY(int gameCount READ gameCount NOTIFY standingsChanged)
    /** @brief Whether this machine is set to a club server, so that the league can be read from it. */
    Q_PROPERTY(bool clubAvailable READ clubAvailable NOTIFY sourceChanged)
    /** @brief True while the games are every table's on the club server; false for this library's. */
    Q_PROPERTY(bool fromClub READ fromClub NOTIFY sourceChanged)
    /** @brief While reading the club: empty when connected, else why not (the watcher tries again by itself). */
    Q_PROPERTY(QString clubProblem READ clubProblem NOTIFY sourceChanged)
    /** @brief The seasons the club's organisers set on the server: `[{name, first, last}]` (days YYYY-MM-DD). */
    Q_PROPERTY(QVariantList clubSeasons READ clubSeasons NOTIFY sourceChanged)
    /**
     * @brief From the club: versions of tables that do not own their game, which count for nothing until the game is
     * handed over, `[{game, table, tableId, owner, players}]` (players: their names).
     */
    Q_PROPERTY(QVariantList awaiting READ awaiting NOTIFY sourceChanged)
    /** @brief Why the last countVersion() was refused (the server's sentence); empty when it was done or none was. */
    Q_PROPERTY(QString handOverProblem READ handOverProblem NOTIFY handOverDone)
    /** @brief The PointSources group ids, in the order the screen lists them. */
    Q_PROPERTY(QStringList sources READ sources CONSTANT)

public:
    enum Role {
        RankRole = Qt::UserRole + 1,
        NameRole,
        ProfileRole,
        GamesRole,
        WinsRole,
        AveragePointsRole,
        AveragePlaceRole,
        RatingRole,
        MuRole,
        SigmaRole,
        PointsBySourceRole,
    };
    Q_ENUM(Role)

    explicit LeagueModel(QObject *parent = nullptr);

    ~LeagueModel() override;
    /** @brief The library to read from (not owned; nullptr for none); its games are read by the next refresh(), which
     * the League screen calls each time it is shown. */
    void setLibrary(ml::GameLibrary *library);
    /** @brief The club settings whose server chooseClub() reads (not owned). */
    void setClub(ml::ClubSettings *club);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    [[nodiscard]] bool everyGame() const;
    [[nodiscard]] QString seasonName() const;
    [[nodiscard]] QString firstDay() const;
    [[nodiscard]] QString lastDay() const;
    [[nodiscard]] int gameCount() const;
    [[nodiscard]] QStringList sources() const;
    [[nodiscard]] bool clubAvailable() const;
    [[nodiscard]] bool fromClub() const { return m_watcher != nullptr; }
    [[nodiscard]] QString clubProblem() const { return m_clubProblem; }
    [[nodiscard]] QVariantList clubSeasons() const;
    [[nodiscard]] QVariantList awaiting() const;
    [[nodiscard]] QString handOverProblem() const { return m_handOverProblem; }
    /**
     * @brief Makes the version of table @p tableId count for game @p game: hands the game over to that table on the
     * club server (the owner's role or an organiser's may), off the window's thread; handOverDone() follows.
     */
    Q_INVOKABLE void countVersion(const QString &game, const QString &tableId);

    /**
     * @brief Reads every table's finished games from the club server from now on, in a thread of its own (the window
     * never waits for the network), and again each time a table pushes; the empty string, or why not.
     */
    Q_INVOKABLE QString chooseClub();
    /** @brief Reads this library's finished games again (the default). */
    Q_INVOKABLE void chooseLibrary();

    /** @brief Reads the library's finished games again and works the table out. */
    Q_INVOKABLE void refresh();
    /** @brief The season of every finished game. */
    Q_INVOKABLE void chooseEveryGame();
    /**
     * @brief The season @p name from day @p first to day @p last (YYYY-MM-DD, inclusive, UTC); the empty string when
     * it is taken, else the sentence saying what is wrong (and the season stays as it was).
     */
    Q_INVOKABLE QString chooseSeason(const QString &name, const QString &first, const QString &last);
    /** @brief Writes the table as CSV (docs/league.md) to @p file; false (and errorOccurred) when it cannot. */
    Q_INVOKABLE bool exportCsv(const QUrl &file);
    /** @brief A file name for the CSV in @p folder (the Documents folder when empty): the season's name, or "league".
     */
    Q_INVOKABLE QUrl suggestedCsvFile(const QUrl &folder = {}) const;

Q_SIGNALS:
    void seasonChanged();
    void standingsChanged();
    void sourceChanged();
    /** @brief A countVersion() was done or refused (handOverProblem says why). */
    void handOverDone();
    /** @brief Reading or writing failed; @p message says why (AppState shows it as errorMessage). */
    void errorOccurred(const QString &message);

private:
    void recompute();
    void readClub(const ml::ClubBoard &board);

    ml::GameLibrary *m_library = nullptr;
    ml::ClubSettings *m_club = nullptr;
    std::unique_ptr<ml::ClubWatcher> m_watcher;
    QString m_clubProblem;
    QList<ml::Season> m_clubSeasons;
    QList<ml::ClubBoard::Awaiting> m_awaiting;
    QString m_handOverProblem;
    ml::Season m_season;
    QList<ml::FinishedGame> m_games;
    QList<ml::Standing> m_standings;
    int m_gameCount = 0;
};
