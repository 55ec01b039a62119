// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "standings.h"

#include <QHash>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace ml {

namespace {

// A profile is the same player at every table; without one, the name at the table is all there is.
QString playerKey(const FinishedSeat &seat)
{
    return seat.profileUuid.isEmpty() ? u"name:"_s + seat.name : u"profile:"_s + seat.profileUuid;
}

struct Totals {
    Standing standing;
    qint64 points = 0;
    qint64 places = 0;
};

} // namespace

QList<Standing> standings(const Season &season, const QList<FinishedGame> &games, const PlackettLuce &model)
{
    QList<const FinishedGame *> played;
    for (const FinishedGame &game : games) {
        if (season.contains(game.finished) && !game.seats.isEmpty())
            played.append(&game);
    }
    // The rating depends on the order of its updates: finished time, then the game's id for games finished at once.
    std::stable_sort(played.begin(), played.end(), [](const FinishedGame *a, const FinishedGame *b) {
        return a->finished != b->finished ? a->finished < b->finished : a->gameUuid < b->gameUuid;
    });

    QHash<QString, qsizetype> indexOf;
    QList<Totals> players;
    for (const FinishedGame *game : std::as_const(played)) {
        QList<qsizetype> seated;
        QList<Rating> before;
        QList<int> places;
        // One player seated twice in a game (the same name at two seats) plays it once, at the better place.
        QHash<QString, qsizetype> seatOf;
        for (qsizetype seat = 0; seat < game->seats.size(); ++seat) {
            const QString key = playerKey(game->seats.at(seat));
            const auto kept = seatOf.constFind(key);
            if (kept == seatOf.cend() || game->place(seat) < game->place(*kept))
                seatOf.insert(key, seat);
        }
        for (qsizetype seat = 0; seat < game->seats.size(); ++seat) {
            const FinishedSeat &s = game->seats.at(seat);
            const QString key = playerKey(s);
            if (seatOf.value(key) != seat)
                continue;
            auto at = indexOf.constFind(key);
            if (at == indexOf.cend()) {
                at = indexOf.insert(key, players.size());
                Totals fresh;
                fresh.standing.profileUuid = s.profileUuid;
                fresh.standing.rating = model.initial();
                players.append(fresh);
            }
            Totals &player = players[*at];
            const int place = game->place(seat);
            player.standing.name = s.name;
            ++player.standing.games;
            if (place == 1)
                ++player.standing.wins;
            player.points += s.score;
            player.places += place;
            for (auto it = s.pointsBySource.cbegin(); it != s.pointsBySource.cend(); ++it)
                player.standing.pointsBySource[it.key()] += it.value();
            seated.append(*at);
            before.append(player.standing.rating);
            places.append(place);
        }
        const QList<Rating> after = model.rate(before, places);
        for (qsizetype i = 0; i < seated.size(); ++i)
            players[seated[i]].standing.rating = after[i];
    }

    QList<Standing> table;
    table.reserve(players.size());
    for (Totals &player : players) {
        player.standing.averagePoints = double(player.points) / player.standing.games;
        player.standing.averagePlace = double(player.places) / player.standing.games;
        table.append(player.standing);
    }
    std::stable_sort(table.begin(), table.end(), [](const Standing &a, const Standing &b) {
        if (a.rating.ordinal() != b.rating.ordinal())
            return a.rating.ordinal() > b.rating.ordinal();
        if (a.wins != b.wins)
            return a.wins > b.wins;
        if (a.averagePlace != b.averagePlace)
            return a.averagePlace < b.averagePlace;
        return a.name.localeAwareCompare(b.name) < 0;
    });
    for (qsizetype i = 0; i < table.size(); ++i)
        table[i].rank = int(i) + 1;
    return table;
}

} // namespace ml
