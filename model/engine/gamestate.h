// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "appendlist.h"
#include "ledgerrule.h"
#include "refusal.h"
#include "types.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QVarLengthArray>
#include <QVariantMap>

#include <array>
#include <initializer_list>
#include <optional>
#include <utility>

namespace ml {

/** @brief A figure standing on the board. */
struct Figure {
    QString id;
    int owner = 0;
    FigureKind kind = FigureKind::Meeple;
    QString feature;
    int ghosts = 0;

    friend bool operator==(const Figure &, const Figure &) = default;
};

/** @brief A feature with figures on it (a tower stands from its first floor on, occupied or not). */
struct Feature {
    QString id;
    FeatureType type = FeatureType::Road;
    QStringList figures; ///< in placement order
    int floors = 0; ///< towers only
    int order = 0; ///< when it was first occupied; final scoring follows it
    /** The orders of the features a tile joined into this one (`merge`), oldest first; its own is `order`. */
    QList<int> joined;

    /** @brief Whether the feature first occupied at @p other is this one or was joined into it. */
    [[nodiscard]] bool holds(int other) const { return other == order || joined.contains(other); }

    friend bool operator==(const Feature &, const Feature &) = default;
};

/** @brief A figure held in front of another player after a tower captured it. */
struct Prisoner {
    QString figure;
    int owner = 0;
    FigureKind kind = FigureKind::Meeple;

    friend bool operator==(const Prisoner &, const Prisoner &) = default;
};

/** @brief One number, flag or name in a ledger entry's detail. */
struct DetailValue {
    enum class Kind : quint8 { Number, Flag, Text };
    DetailValue(int n)
        : number(n)
    {
    }
    DetailValue(bool b)
        : kind(Kind::Flag)
        , number(b ? 1 : 0)
    {
    }
    DetailValue(QString s)
        : kind(Kind::Text)
        , text(std::move(s))
    {
    }
    Kind kind = Kind::Number;
    int number = 0;
    QString text;

    friend bool operator==(const DetailValue &, const DetailValue &) = default;
};

/** @brief The numbers that produced a payout: an object of unique keys, written into the output's `detail`. */
class Detail
{
public:
    using Item = std::pair<QString, DetailValue>;
    Detail() = default;
    Detail(std::initializer_list<Item> items)
        : m_items(items)
    {
    }
    /** @brief Sets @p key, replacing an earlier value of the same key. */
    void insert(const QString &key, DetailValue value)
    {
        for (Item &item : m_items) {
            if (item.first == key) {
                item.second = std::move(value);
                return;
            }
        }
        m_items.append({ key, std::move(value) });
    }
    [[nodiscard]] const QList<Item> &items() const { return m_items; }
    /** @brief The number @p key holds; 0 when it holds none. */
    [[nodiscard]] int number(const QString &key) const
    {
        for (const Item &item : m_items) {
            if (item.first == key)
                return item.second.number;
        }
        return 0;
    }
    /** @brief The detail as the output's `detail` object writes it. */
    [[nodiscard]] QJsonObject toJson() const;
    /** @brief The detail as a map of numbers, flags and names (what a screen reads). */
    [[nodiscard]] QVariantMap toVariantMap() const;
    friend bool operator==(const Detail &, const Detail &) = default;

private:
    QList<Item> m_items;
};

/** @brief One payout, with the numbers that produced it. */
struct LedgerEntry {
    int event = 0;
    int player = 0;
    int points = 0;
    ScoringFigure figure = ScoringFigure::Meeple;
    LedgerRule rule = LedgerRule::Adjust;
    QString feature;
    int from = 0;
    int to = 0;
    Detail detail;

    friend bool operator==(const LedgerEntry &, const LedgerEntry &) = default;
};

/** @brief Something the table should know but that does not refuse the record. */
struct Warning {
    int event = 0;
    QString rule;
    int player = 0;
};

/** @brief Everything one player has, on the track and in hand. */
struct PlayerState {
    QString id;
    QString name;
    QString color;
    std::array<int, FigureKindCount> supply {}; ///< by FigureKind
    std::array<int, GoodsCount> goods {}; ///< goods tokens held, by Goods (Traders and Builders)
    int floors = 0;
    std::array<int, 2> position {}; ///< absolute points, by ScoringFigure
    int robber = -1; ///< track space, or -1 when in the supply
    int generalGuards = 0; ///< guards of this colour waiting in the general supply
    QList<Prisoner> prisoners; ///< held by this player, earliest capture first
    /** Per scoring figure: moved in the current turn part, and whether that last movement was forward from points. */
    std::array<bool, 2> movedThisPart {};
    std::array<bool, 2> lastMoveForwardFromPoints {};

    friend bool operator==(const PlayerState &, const PlayerState &) = default;
};

/** @brief The scoring figure each player chose to move (a `movers` object), by player index. */
class Movers
{
public:
    void insert(int player, ScoringFigure figure)
    {
        if (player >= 0 && player < MaxPlayers)
            m_figures[std::size_t(player)] = figure;
    }
    [[nodiscard]] bool contains(int player) const
    {
        return player >= 0 && player < MaxPlayers && m_figures[std::size_t(player)].has_value();
    }
    [[nodiscard]] ScoringFigure value(int player, ScoringFigure fallback) const
    {
        return contains(player) ? *m_figures[std::size_t(player)] : fallback;
    }

private:
    static constexpr int MaxPlayers = 6;
    std::array<std::optional<ScoringFigure>, MaxPlayers> m_figures {};
};

/** @brief The whole table, as the replay of a record leaves it. */
struct GameState {
    QList<PlayerState> players;
    QSet<Expansion> expansions;
    QHash<QString, Figure> figures;
    QHash<QString, Feature> features;
    int nextFeatureOrder = 0;
    int ghostSupply = 0;
    std::array<int, AnimalCount> animals {};
    int active = -1;
    int turns = 0; ///< how many `turn` events have begun a turn
    bool turnStarted = false;
    bool ransomPaidThisTurn = false;
    int actionsThisTurnPart = 0; ///< figures placed and tower floors added since the turn part began (a turn, or
                                 ///< message 4's extra tile): each is the turn's one action
    int turnPart = 0; ///< the turn part running within the turn: 0 the turn itself, then one more for each message 4
                      ///< extra tile and builder's tile
    bool builderPart = false; ///< the running turn part is a builder's second tile
    int builderTilesEarned = 0; ///< turn parts (not a builder's) that began with the active player's builder on the
                                ///< board, each of which may earn one builder's tile
    int builderTilesTaken = 0; ///< builder's tiles taken in this turn
    int recallsThisTurnPart = 0; ///< abbots taken back in this turn part
    std::array<int, GoodsCount> goodsSupply {}; ///< goods tokens left in the general supply
    bool finished = false;
    AppendList<LedgerEntry> ledger; ///< shared by the table's copies, chunk by chunk (AppendList)
    QList<Warning> warnings;

    [[nodiscard]] bool has(Expansion e) const { return expansions.contains(e); }
    [[nodiscard]] int playerCount() const { return int(players.size()); }
    /** @brief Player @p index as a refusal names them. */
    [[nodiscard]] PlayerArg playerArg(int index) const { return { index, players[index].id }; }
    [[nodiscard]] int score(int player) const { return players[player].position[0] + players[player].position[1]; }
    /** @brief Player indexes in seating order starting with the active player (or the first player). */
    [[nodiscard]] QList<int> seatingFromActive() const
    {
        QList<int> order;
        order.reserve(playerCount());
        const int start = active < 0 ? 0 : active;
        for (int i = 0; i < playerCount(); ++i)
            order.append((start + i) % playerCount());
        return order;
    }
    /** @brief The followers of @p player on feature @p f (a builder or a pig is not one). */
    [[nodiscard]] int figuresOf(const Feature &f, int player) const
    {
        int n = 0;
        for (const QString &id : f.figures) {
            const Figure fig = figures.value(id);
            n += fig.owner == player && isFollower(fig.kind) ? 1 : 0;
        }
        return n;
    }
    /** @brief What @p player's figures on @p f weigh for its majority (a large meeple 2). */
    [[nodiscard]] int strengthOf(const Feature &f, int player) const
    {
        int n = 0;
        for (const QString &id : f.figures) {
            const Figure fig = figures.value(id);
            n += fig.owner == player ? majorityWeight(fig.kind) : 0;
        }
        return n;
    }
    /** @brief The figure of @p player of @p kind on @p f, or null. */
    [[nodiscard]] const Figure *figureOfKind(const Feature &f, int player, FigureKind kind) const
    {
        for (const QString &id : f.figures) {
            const auto fig = figures.constFind(id);
            if (fig != figures.constEnd() && fig->owner == player && fig->kind == kind)
                return &*fig;
        }
        return nullptr;
    }
    [[nodiscard]] int ghostsOf(const Feature &f, int player) const
    {
        int n = 0;
        for (const QString &id : f.figures) {
            const Figure &fig = figures[id];
            n += fig.owner == player ? fig.ghosts : 0;
        }
        return n;
    }
    /** @brief Players whose figures weigh the most on @p f (ties all; none when only builders and pigs stand there), in
     * seating order from the active player. */
    [[nodiscard]] QList<int> majority(const Feature &f) const
    {
        QVarLengthArray<int, 8> counts(playerCount(), 0);
        for (const QString &id : f.figures) {
            const auto fig = figures.constFind(id);
            if (fig == figures.constEnd())
                continue;
            if (fig->owner >= 0 && fig->owner < playerCount())
                counts[fig->owner] += majorityWeight(fig->kind);
        }
        int best = 0;
        for (int n : counts)
            best = std::max(best, n);
        QList<int> out;
        if (best == 0)
            return out;
        for (int p : seatingFromActive()) {
            if (counts[p] == best)
                out.append(p);
        }
        return out;
    }
    /** @brief The number of followers @p player has on the board (what a big top scoring may count). */
    [[nodiscard]] int boardFigures(int player) const
    {
        int n = 0;
        for (const Figure &f : figures)
            n += f.owner == player && isFollower(f.kind) ? 1 : 0;
        return n;
    }
    /** @brief Features sorted by when they were first occupied. */
    [[nodiscard]] QList<const Feature *> featuresInOrder() const;
};

} // namespace ml
