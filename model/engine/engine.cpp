// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "engine.h"

#include "advisor.h"
#include "eventreader.h"
#include "featurevalue.h"
#include "jsonwriter.h"
#include "messengersmodule.h"
#include "modules.h"
#include "ruleerror.h"
#include "rules.h"

#include <QDate>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QRegularExpression>
#include <QTime>

namespace ml {

namespace {

using rules::MaxNameLength;
using rules::MaxPlayers;
using rules::MinPlayers;
using rules::StartingMeeples;

std::optional<Expansion> expansionOfEvent(const QString &type)
{
    static const QHash<QString, Expansion> table {
        { QStringLiteral("robber"), Expansion::Robbers },     { QStringLiteral("steal"), Expansion::Robbers },
        { QStringLiteral("message"), Expansion::Messengers }, { QStringLiteral("tower"), Expansion::Tower },
        { QStringLiteral("ransom"), Expansion::Tower },       { QStringLiteral("ghost"), Expansion::Ghosts },
        { QStringLiteral("circus"), Expansion::BigTop },      { QStringLiteral("pyramid"), Expansion::BigTop },
        { QStringLiteral("recall"), Expansion::Abbot },       { QStringLiteral("goods"), Expansion::Traders },
        { QStringLiteral("builder"), Expansion::Traders },
    };
    const auto it = table.constFind(type);
    return it == table.constEnd() ? std::nullopt : std::optional<Expansion>(*it);
}

/** The optional `game` object: who the game is. It changes no score, but a record that names itself wrongly is refused.
 */
void checkGame(const EventReader &game)
{
    static const QRegularExpression uuid(QRegularExpression::anchoredPattern(
        QStringLiteral("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")));
    const QString id = game.string(QStringLiteral("id"));
    if (!uuid.match(id).hasMatch())
        throw RuleError(RefusalCode::GameIdNotUuid, id);
    // ISO 8601 in UTC: a date, `T`, a time of day with seconds (a fraction may follow) and `Z` or `+00:00`.
    static const QRegularExpression utc(QRegularExpression::anchoredPattern(
        QStringLiteral("(\\d{4})-(\\d{2})-(\\d{2})T(\\d{2}):(\\d{2}):(\\d{2})(\\.\\d{1,9})?(Z|\\+00:00)")));
    const QString created = game.string(QStringLiteral("created"));
    const QRegularExpressionMatch m = utc.match(created);
    const QDate date =
        m.hasMatch() ? QDate(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt()) : QDate();
    const QTime time =
        m.hasMatch() ? QTime(m.captured(4).toInt(), m.captured(5).toInt(), m.captured(6).toInt()) : QTime();
    if (!date.isValid() || !time.isValid())
        throw RuleError(RefusalCode::GameCreatedNotUtc, created);
    (void)game.optionalString(QStringLiteral("device"));
}

} // namespace

Engine::Engine(const QJsonObject &record)
{
    const EventReader top(record);
    if (top.string(QStringLiteral("format")) != QLatin1String("meeple-ledger/1"))
        throw RuleError(RefusalCode::FormatUnknown);

    const QJsonValue players = record.value(QStringLiteral("players"));
    if (!players.isArray())
        throw RuleError(RefusalCode::PlayersNotArray);
    const QJsonArray playerArray = players.toArray();
    if (playerArray.size() < MinPlayers || playerArray.size() > MaxPlayers)
        throw RuleError(RefusalCode::PlayerCount, int(playerArray.size()));
    // Matched whole: `$` alone would also match before a final newline.
    static const QRegularExpression idPattern(QRegularExpression::anchoredPattern(QStringLiteral("[a-z0-9_-]{1,16}")));
    for (int i = 0; i < playerArray.size(); ++i) {
        if (!playerArray[i].isObject())
            throw RuleError(RefusalCode::PlayerNotObject, i);
        const EventReader p(playerArray[i].toObject(), QStringLiteral("players[%1]").arg(i));
        PlayerState ps;
        ps.id = p.string(QStringLiteral("id"));
        if (!idPattern.match(ps.id).hasMatch())
            throw RuleError(RefusalCode::PlayerIdInvalid, ps.id);
        for (const PlayerState &other : std::as_const(m_state.players)) {
            if (other.id == ps.id)
                throw RuleError(RefusalCode::PlayerIdTwice, ps.id);
        }
        ps.name = p.string(QStringLiteral("name"));
        if (ps.name.toUcs4().size() > MaxNameLength)
            throw RuleError(RefusalCode::PlayerNameTooLong, ps.id);
        ps.color = p.optionalString(QStringLiteral("color")).value_or(ps.id);
        ps.supply[std::size_t(FigureKind::Meeple)] = StartingMeeples;
        m_state.players.append(ps);
    }

    const QJsonValue expansions = record.value(QStringLiteral("expansions"));
    if (!expansions.isArray())
        throw RuleError(RefusalCode::ExpansionsNotArray);
    for (const QJsonValue &v : expansions.toArray()) {
        const auto e = expansionFromString(v.toString());
        if (!v.isString())
            throw RuleError(RefusalCode::ExpansionNotString);
        if (!e)
            throw RuleError(RefusalCode::ExpansionUnknown, v.toString());
        if (m_state.expansions.contains(*e))
            throw RuleError(RefusalCode::ExpansionTwice, *e);
        m_state.expansions.insert(*e);
    }
    if (!record.value(QStringLiteral("events")).isArray())
        throw RuleError(RefusalCode::EventsNotArray);
    if (top.has(QStringLiteral("game")))
        checkGame(top.child(QStringLiteral("game")));

    createModules();
    for (const auto &m : m_modules)
        m->setup(m_state);
}

Engine::Engine(const Engine &other)
    : m_state(other.m_state)
    , m_batch(other.m_batch)
    , m_event(other.m_event)
{
    createModules(); // the modules hold no state of their own
}

void Engine::createModules()
{
    for (int e = 0; e < ExpansionCount; ++e) {
        if (m_state.has(Expansion(e)))
            m_modules.push_back(makeModule(Expansion(e)));
    }
    for (const auto &m : m_modules) {
        for (const QString &type : m->eventTypes())
            m_handlers.insert(type, m.get());
    }
}

Engine::~Engine() = default;

void Engine::apply(int index, const QJsonObject &event)
{
    m_event = index;
    const EventReader e(event);
    const QString type = e.string(QStringLiteral("type"));
    if (m_state.finished)
        throw RuleError(RefusalCode::GameEnded);

    // Goods are taken in the middle of a tile's scoring: they neither open nor close a batch.
    const bool extendsBatch = type == QLatin1String("steal") || type == QLatin1String("goods")
        || (type == QLatin1String("score") && m_batch.open && m_batch.scoreRun && m_batch.steals.isEmpty());
    if (!extendsBatch)
        closeBatch();

    if (type == QLatin1String("turn"))
        return applyTurn(e);
    if (type == QLatin1String("place"))
        return applyPlace(e);
    if (type == QLatin1String("merge"))
        return applyMerge(e);
    if (type == QLatin1String("score"))
        return applyScore(e);
    if (type == QLatin1String("remove"))
        return applyRemove(e);
    if (type == QLatin1String("adjust"))
        return applyAdjust(e);
    if (type == QLatin1String("end"))
        return applyEnd(e);
    if (const auto expansion = expansionOfEvent(type)) {
        if (!m_state.has(*expansion))
            requireExpansion(*expansion, RefusalCode::EventNeedsExpansion, type);
        return m_handlers.value(type)->apply(*this, type, e);
    }
    throw RuleError(RefusalCode::EventTypeUnknown, type);
}

void Engine::finish()
{
    closeBatch();
}

int Engine::findPlayer(const QString &id) const
{
    for (int i = 0; i < m_state.playerCount(); ++i) {
        if (sameString(m_state.players[i].id, id))
            return i;
    }
    return -1;
}

int Engine::playerIndex(const QString &id, const QString &field) const
{
    const int index = findPlayer(id);
    if (index < 0)
        throw RuleError(RefusalCode::NotAPlayer, field, id);
    return index;
}

ScoringFigure Engine::mover(const EventReader &event, const QString &key) const
{
    const auto name = event.optionalString(key);
    if (!name)
        return ScoringFigure::Meeple;
    const auto figure = scoringFigureFromString(*name);
    if (!figure)
        throw RuleError(RefusalCode::ScoringFigureUnknown, event.fieldName(key), *name);
    if (*figure == ScoringFigure::Messenger)
        requireExpansion(Expansion::Messengers, RefusalCode::MessengerNeedsExpansion);
    return *figure;
}

Movers Engine::movers(const EventReader &event, const QString &key) const
{
    Movers out;
    if (!event.has(key))
        return out;
    const EventReader m(event.object(key), event.fieldName(key));
    m.forEachKey([&](const QString &id) {
        int player = findPlayer(id);
        if (player < 0)
            player = playerIndex(id, m.fieldName(id)); // throws, naming the field
        out.insert(player, mover(m, id));
    });
    return out;
}

void Engine::requireExpansion(Expansion e, RefusalCode code, const std::optional<RefusalArg> &what) const
{
    if (m_state.has(e))
        return;
    Refusal refusal { code, {} };
    if (what)
        refusal.args.append(*what);
    refusal.args.append(e);
    throw RuleError(std::move(refusal));
}

void Engine::requireTurn() const
{
    if (!m_state.turnStarted)
        throw RuleError(RefusalCode::NoTurnBegun);
}

void Engine::pay(int player, ScoringFigure figure, int points, LedgerRule rule, const Detail &detail,
                 const QString &feature, MoveCause cause)
{
    if (figure == ScoringFigure::Messenger)
        requireExpansion(Expansion::Messengers, RefusalCode::MessengerNeedsExpansion);
    PlayerState &p = m_state.players[player];
    const int f = int(figure);
    const int from = p.position[f];
    const int to = std::max(0, from + points);
    p.position[f] = to;
    m_state.ledger.append({ m_event, player, points, figure, rule, feature, from, to, detail });
    if (from == to)
        return;
    const bool fromPoints = cause == MoveCause::Points || cause == MoveCause::RoguePoints;
    if (m_batch.open && fromPoints)
        m_batch.movements.append({ player, figure, from, to, cause == MoveCause::RoguePoints });
    p.movedThisPart[f] = true;
    p.lastMoveForwardFromPoints[f] = fromPoints && to > from;
}

void Engine::settlePayment(int player, ScoringFigure figure, int from, int to)
{
    for (const auto &m : m_modules)
        m->onPayment(*this, player, figure, from, to);
}

void Engine::beginBatch(bool scoreRun)
{
    closeBatch();
    m_batch = Batch();
    m_batch.open = true;
    m_batch.scoreRun = scoreRun;
    m_batch.firstEvent = m_event;
    m_batch.startPositions.reserve(m_state.playerCount());
    m_batch.startRobbers.reserve(m_state.playerCount());
    for (const PlayerState &p : std::as_const(m_state.players)) {
        m_batch.startPositions.append(p.position);
        m_batch.startRobbers.append(p.robber);
    }
}

void Engine::closeBatch()
{
    if (!m_batch.open)
        return;
    for (const auto &m : m_modules)
        m->onBatchClosed(*this);
    m_batch.open = false;
}

void Engine::endTurnPart()
{
    for (const auto &m : m_modules)
        m->onTurnPartEnd(*this);
    for (PlayerState &p : m_state.players) {
        p.movedThisPart = {};
        p.lastMoveForwardFromPoints = {};
    }
}

Figure Engine::takeOffBoard(const QString &figureId)
{
    Figure fig = m_state.figures.take(figureId);
    m_state.ghostSupply += fig.ghosts;
    fig.ghosts = 0;
    auto it = m_state.features.find(fig.feature);
    if (it != m_state.features.end()) {
        it->figures.removeAll(figureId);
        // A builder or a pig whose owner has no follower left on its feature goes back to the supply at once
        // [Traders and Builders rules; record format, The Abbot, Inns and Cathedrals, Traders and Builders].
        if (isFollower(fig.kind) && m_state.figuresOf(*it, fig.owner) == 0) {
            const QStringList left = it->figures;
            for (const QString &id : left) {
                const Figure &other = m_state.figures[id];
                if (other.owner == fig.owner && !isFollower(other.kind))
                    returnToSupply(id);
            }
            it = m_state.features.find(fig.feature);
        }
        if (it != m_state.features.end() && it->figures.isEmpty() && it->type != FeatureType::Tower)
            m_state.features.erase(it);
    }
    return fig;
}

void Engine::returnToSupply(const QString &figureId)
{
    const Figure fig = takeOffBoard(figureId);
    ++m_state.players[fig.owner].supply[std::size_t(fig.kind)];
}

Feature &Engine::feature(const QString &id, const QString &field)
{
    auto it = m_state.features.find(id);
    if (it == m_state.features.end())
        throw RuleError(RefusalCode::NoSuchFeature, field, id);
    return *it;
}

Figure &Engine::figure(const QString &id, const QString &field)
{
    auto it = m_state.figures.find(id);
    if (it == m_state.figures.end())
        throw RuleError(RefusalCode::NoSuchFigure, field, id);
    return *it;
}

bool Engine::figureIdInUse(const QString &id) const
{
    if (m_state.figures.contains(id))
        return true;
    for (const PlayerState &p : m_state.players) {
        for (const Prisoner &pr : p.prisoners) {
            if (pr.figure == id)
                return true;
        }
    }
    return false;
}

void Engine::payFeature(const Feature &f, int player, int value, LedgerRule rule, Detail detail, ScoringFigure figure)
{
    int points = value;
    detail.insert(QStringLiteral("value"), value);
    detail.insert(QStringLiteral("figures"), m_state.figuresOf(f, player));
    if (m_state.has(Expansion::Inns))
        detail.insert(QStringLiteral("strength"), m_state.strengthOf(f, player));
    for (const auto &m : m_modules)
        m->adjustPayout(m_state, f, player, points, detail);
    pay(player, figure, points, rule, detail, f.id);
}

void Engine::applyTurn(const EventReader &e)
{
    const int player = playerIndex(e.string(QStringLiteral("player")));
    if (m_state.turnStarted) {
        const int next = (m_state.active + 1) % m_state.playerCount();
        if (player != next)
            throw RuleError(RefusalCode::TurnOutOfOrder, m_state.playerArg(next), m_state.playerArg(m_state.active),
                            m_state.playerArg(player));
        endTurnPart();
    }
    m_state.active = player;
    m_state.turnStarted = true;
    ++m_state.turns;
    m_state.ransomPaidThisTurn = false;
    m_state.turnPart = -1;
    m_state.builderTilesEarned = 0;
    m_state.builderTilesTaken = 0;
    beginTurnPart(TurnPart::Turn);
    for (const auto &m : m_modules)
        m->onTurnBegins(*this);
}

void Engine::beginTurnPart(TurnPart part)
{
    m_state.actionsThisTurnPart = 0;
    m_state.recallsThisTurnPart = 0;
    ++m_state.turnPart;
    m_state.builderPart = part == TurnPart::BuilderTile;
    for (const auto &m : m_modules)
        m->onTurnPartBegins(*this, part);
}

void Engine::applyPlace(const EventReader &e)
{
    requireTurn();
    const QString figureId = e.string(QStringLiteral("figure"));
    const int player = playerIndex(e.string(QStringLiteral("player")));
    if (player != m_state.active)
        throw RuleError(RefusalCode::PlacedByOtherPlayer, m_state.playerArg(m_state.active), m_state.playerArg(player));
    const QString kindName = e.string(QStringLiteral("kind"));
    const auto kind = figureKindFromString(kindName);
    if (!kind)
        throw RuleError(RefusalCode::FigureKindUnknown, kindName);
    if (const auto needed = requiredExpansion(*kind); needed && !m_state.has(*needed))
        requireExpansion(*needed, RefusalCode::FigureKindNeedsExpansion, *kind);
    if (m_state.players[player].supply[std::size_t(*kind)] <= 0)
        throw RuleError(RefusalCode::SupplyEmpty, m_state.playerArg(player), *kind);
    if (figureIdInUse(figureId))
        throw RuleError(RefusalCode::FigureIdInUse, figureId);

    const QString featureId = e.string(QStringLiteral("feature"));
    std::optional<FeatureType> type;
    if (const auto typeName = e.optionalString(QStringLiteral("featureType"))) {
        type = featureTypeFromString(*typeName);
        if (!type)
            throw RuleError(RefusalCode::FeatureTypeUnknown, *typeName);
        if (const auto needed = requiredExpansion(*type); needed && !m_state.has(*needed))
            requireExpansion(*needed, RefusalCode::FeatureTypeNeedsExpansion, *type);
    }

    Feature target;
    const auto existing = m_state.features.constFind(featureId);
    if (existing != m_state.features.constEnd()) {
        target = *existing;
        if (type && *type != target.type)
            throw RuleError(RefusalCode::FeatureTypeMismatch, featureId, target.type, *type);
    } else {
        if (!type)
            throw RuleError(RefusalCode::FeatureTypeRequired, featureId);
        target.id = featureId;
        target.type = *type;
        target.order = m_state.nextFeatureOrder;
    }
    if (auto refusal = placementRefusal(player, *kind, target, existing != m_state.features.constEnd()))
        throw RuleError(std::move(*refusal));

    if (existing == m_state.features.constEnd())
        ++m_state.nextFeatureOrder;
    target.figures.append(figureId);
    m_state.features.insert(featureId, target);
    m_state.figures.insert(figureId, Figure { figureId, player, *kind, featureId, 0 });
    --m_state.players[player].supply[std::size_t(*kind)];
    ++m_state.actionsThisTurnPart;
}

bool Engine::mayJoin(FigureKind kind, FeatureType type)
{
    // A builder or a pig joins a feature its owner holds; the expansion's module says where.
    return !isFollower(kind) || type == FeatureType::Tower || type == FeatureType::Acrobats;
}

std::optional<Refusal> Engine::placementRefusal(int player, FigureKind kind, const Feature &target, bool existing) const
{
    if (existing && !mayJoin(kind, target.type))
        return refusalOf(RefusalCode::FeatureOccupied, target.id);
    if (!existing && target.type == FeatureType::Tower)
        return refusalOf(RefusalCode::TowerHasNoFloor, target.id);
    const Figure fig { {}, player, kind, target.id, 0 };
    for (const auto &m : m_modules) {
        if (auto refusal = m->placementRefusal(*this, fig, target))
            return refusal;
    }
    return std::nullopt;
}

void Engine::applyMerge(const EventReader &e)
{
    requireTurn();
    const QStringList ids = e.stringList(QStringLiteral("features"));
    const QString into = e.string(QStringLiteral("into"));
    if (QSet<QString>(ids.begin(), ids.end()).size() < 2 || QSet<QString>(ids.begin(), ids.end()).size() != ids.size())
        throw RuleError(RefusalCode::MergeNeedsTwoFeatures);
    std::optional<FeatureType> type;
    int order = std::numeric_limits<int>::max();
    QStringList figures;
    QList<int> parts;
    for (const QString &id : ids) {
        const Feature &f = feature(id, QStringLiteral("features"));
        if (f.type != FeatureType::Road && f.type != FeatureType::City && f.type != FeatureType::Field)
            throw RuleError(RefusalCode::MergeTypeNotMergeable, id, f.type);
        if (type && *type != f.type)
            throw RuleError(RefusalCode::MergeTypesDiffer, *type, f.type);
        type = f.type;
        order = std::min(order, f.order);
        figures += f.figures;
        parts.append(f.order);
        parts += f.joined;
    }
    if (!ids.contains(into) && m_state.features.contains(into))
        throw RuleError(RefusalCode::MergeIntoOtherFeature, into);
    for (const QString &id : ids)
        m_state.features.remove(id);
    // The joined feature keeps the oldest order; the others' are kept as its parts (what the table noted on them).
    std::sort(parts.begin(), parts.end());
    parts.removeOne(order);
    m_state.features.insert(into, Feature { into, *type, figures, 0, order, parts });
    for (const QString &id : std::as_const(figures))
        m_state.figures[id].feature = into;
}

void Engine::applyScore(const EventReader &e)
{
    requireTurn();
    const Feature f = feature(e.string(QStringLiteral("feature")));
    const FeatureValue value = completedValue(f.type, e, m_state.has(Expansion::Inns));
    if (!m_state.has(Expansion::BigTop)
        && (e.has(QStringLiteral("ringmaster")) || e.has(QStringLiteral("bonusMovers"))))
        requireExpansion(Expansion::BigTop, RefusalCode::RingmasterCountsNeedExpansion);
    const Movers chosen = movers(e);
    if (!m_batch.open || !m_batch.scoreRun)
        beginBatch(true);
    for (int player : m_state.majority(f))
        payFeature(f, player, value.value, value.rule, value.detail, chosen.value(player, ScoringFigure::Meeple));
    for (const auto &m : m_modules)
        m->afterFeatureScored(*this, f, e);
    for (const QString &id : f.figures) {
        // A builder or a pig has already gone home with its owner's last follower (takeOffBoard()).
        if (m_state.figures.contains(id))
            returnToSupply(id);
    }
}

void Engine::applyRemove(const EventReader &e)
{
    const QString id = e.string(QStringLiteral("figure"));
    (void)e.string(QStringLiteral("reason"));
    (void)figure(id);
    returnToSupply(id);
}

void Engine::applyAdjust(const EventReader &e)
{
    const int player = playerIndex(e.string(QStringLiteral("player")));
    const int points = e.integer(QStringLiteral("points"), -100000, 100000);
    if (points == 0)
        throw RuleError(RefusalCode::AdjustmentOfZero);
    const QString reason = e.string(QStringLiteral("reason"));
    const ScoringFigure figure = mover(e);
    const int held = m_state.players[player].position[std::size_t(figure)];
    if (held + points < 0)
        throw RuleError(RefusalCode::AdjustmentBelowZero, m_state.playerArg(player), figure, held, points);
    pay(player, figure, points, LedgerRule::Adjust, { { QStringLiteral("reason"), reason } }, {},
        MoveCause::Correction);
}

void Engine::checkEndValues(const EventReader &e) const
{
    const EventReader values = e.child(QStringLiteral("values"));
    for (auto it = values.json().begin(); it != values.json().end(); ++it) {
        const auto f = m_state.features.constFind(it.key());
        if (f == m_state.features.constEnd())
            throw RuleError(RefusalCode::EndValueNotOnBoard, it.key());
        const EventReader entry = values.child(it.key());
        if (!scoredAtEnd(f->type) && !entry.json().isEmpty())
            throw RuleError(RefusalCode::EndValueNotScoredAtEnd, it.key(), f->type);
    }
    for (const Feature *f : m_state.featuresInOrder()) {
        if (!scoredAtEnd(f->type))
            continue;
        if (!values.has(f->id))
            throw RuleError(RefusalCode::EndValueMissing, f->type, f->id);
        (void)finalValue(f->type, values.child(f->id), m_state.has(Expansion::Inns));
    }
}

void Engine::applyEnd(const EventReader &e)
{
    if (m_state.turnStarted)
        endTurnPart();
    checkEndValues(e);
    for (const auto &m : m_modules)
        m->checkEnd(*this, e);
    for (FinalStep step : { FinalStep::Robbers, FinalStep::Circus, FinalStep::Messengers }) {
        for (const auto &m : m_modules)
            m->finalScoring(*this, step, e);
    }
    scoreFinalFeatures(e);
    for (FinalStep step : { FinalStep::Goods, FinalStep::Ghosts }) {
        for (const auto &m : m_modules)
            m->finalScoring(*this, step, e);
    }
    m_state.finished = true;
}

int Engine::finalPayout(const Feature &f, int player, const FeatureValue &value, Detail &detail) const
{
    int points = value.value;
    for (const auto &m : m_modules)
        m->adjustFinalPayout(m_state, f, player, points, detail);
    detail.insert(QStringLiteral("value"), points);
    return points;
}

void Engine::scoreFinalFeatures(const EventReader &e)
{
    const EventReader values = e.child(QStringLiteral("values"));
    for (const Feature *f : m_state.featuresInOrder()) {
        if (scoredAtEnd(f->type)) {
            const FeatureValue value = finalValue(f->type, values.child(f->id), m_state.has(Expansion::Inns));
            for (int player : m_state.majority(*f)) {
                Detail detail = value.detail;
                const int points = finalPayout(*f, player, value, detail);
                detail.insert(QStringLiteral("figures"), m_state.figuresOf(*f, player));
                if (m_state.has(Expansion::Inns))
                    detail.insert(QStringLiteral("strength"), m_state.strengthOf(*f, player));
                pay(player, ScoringFigure::Meeple, points, value.rule, detail, f->id);
            }
        }
        for (const auto &m : m_modules)
            m->finalFeature(*this, *f, values);
    }
}

} // namespace ml

namespace ml {

namespace {

void writeGoods(JsonWriter &w, const std::array<int, GoodsCount> &goods)
{
    w.beginObject();
    for (int g = 0; g < GoodsCount; ++g) {
        w.key(toString(Goods(g)));
        w.value(goods[std::size_t(g)]);
    }
    w.endObject();
}

} // namespace

QJsonObject Engine::output(const GameState &s)
{
    // Written as JSON text and read back in one go: far cheaper than building the QJsonObjects key by key.
    const bool messengers = s.has(Expansion::Messengers);
    const bool robbers = s.has(Expansion::Robbers);
    const bool traders = s.has(Expansion::Traders);
    std::string text;
    text.reserve(std::size_t(1024 + 512 * s.playerCount() + 160 * s.ledger.size() + 96 * s.figures.size()
                             + 64 * s.features.size()));
    JsonWriter w(text);
    w.beginObject();
    w.key("format");
    w.value(QStringLiteral("meeple-ledger/1"));

    w.key("scores");
    w.beginObject();
    for (int i = 0; i < s.playerCount(); ++i) {
        w.key(s.players[i].id);
        w.value(s.score(i));
    }
    w.endObject();

    w.key("figures");
    w.beginObject();
    for (const PlayerState &p : s.players) {
        w.key(p.id);
        w.beginObject();
        w.key("meeple");
        w.value(p.position[0]);
        if (messengers) {
            w.key("messenger");
            w.value(p.position[1]);
        }
        w.endObject();
    }
    w.endObject();

    w.key("robbers");
    w.beginObject();
    if (robbers) {
        for (const PlayerState &p : s.players) {
            if (p.robber >= 0) {
                w.key(p.id);
                w.value(p.robber);
            }
        }
    }
    w.endObject();

    w.key("owed");
    w.beginArray();
    if (messengers && messageOwed(s)) {
        w.beginObject();
        w.key("type");
        w.value(QStringLiteral("message"));
        w.key("player");
        w.value(s.players[s.active].id);
        w.endObject();
    }
    w.endArray();

    w.key("warnings");
    w.beginArray();
    for (const Warning &warning : s.warnings) {
        w.beginObject();
        w.key("event");
        w.value(warning.event);
        w.key("rule");
        w.value(warning.rule);
        w.key("player");
        w.value(s.players[warning.player].id);
        w.endObject();
    }
    w.endArray();

    w.key("ledger");
    w.beginArray();
    for (const LedgerEntry &e : s.ledger) {
        w.beginObject();
        w.key("detail");
        w.beginObject();
        for (const Detail::Item &item : e.detail.items()) {
            w.key(item.first);
            switch (item.second.kind) {
            case DetailValue::Kind::Number:
                w.value(item.second.number);
                break;
            case DetailValue::Kind::Flag:
                w.value(item.second.number != 0);
                break;
            case DetailValue::Kind::Text:
                w.value(item.second.text);
                break;
            }
        }
        w.endObject();
        w.key("event");
        w.value(e.event);
        if (!e.feature.isEmpty()) {
            w.key("feature");
            w.value(e.feature);
        }
        w.key("figure");
        w.value(toString(e.figure));
        w.key("from");
        w.value(e.from);
        w.key("player");
        w.value(s.players[e.player].id);
        w.key("points");
        w.value(e.points);
        w.key("rule");
        w.value(toString(e.rule));
        w.key("to");
        w.value(e.to);
        w.endObject();
    }
    w.endArray();

    w.key("finished");
    w.value(s.finished);
    w.key("activePlayer");
    if (s.active < 0)
        w.null();
    else
        w.value(s.players[s.active].id);

    w.key("supplies");
    w.beginObject();
    for (const PlayerState &p : s.players) {
        w.key(p.id);
        w.beginObject();
        for (int k = 0; k < FigureKindCount; ++k) {
            const auto needed = requiredExpansion(FigureKind(k));
            if (k <= int(FigureKind::Ringmaster) || !needed || s.has(*needed)) {
                w.key(toString(FigureKind(k)));
                w.value(p.supply[std::size_t(k)]);
            }
        }
        w.key("floors");
        w.value(p.floors);
        if (robbers) {
            w.key("robber");
            w.value(p.robber < 0);
        }
        w.endObject();
    }
    w.endObject();

    w.key("generalSupply");
    w.beginObject();
    w.key("ghosts");
    w.value(s.ghostSupply);
    w.key("guards");
    w.beginObject();
    for (const PlayerState &p : s.players) {
        w.key(p.id);
        w.value(p.generalGuards);
    }
    w.endObject();
    w.key("animals");
    w.beginObject();
    for (int a = 0; a < AnimalCount; ++a) {
        w.key(toString(Animal(a)));
        w.value(s.animals[std::size_t(a)]);
    }
    w.endObject();
    if (traders) {
        w.key("goods");
        writeGoods(w, s.goodsSupply);
    }
    w.endObject();

    if (traders) {
        w.key("goods");
        w.beginObject();
        for (const PlayerState &p : s.players) {
            w.key(p.id);
            writeGoods(w, p.goods);
        }
        w.endObject();
    }

    w.key("prisoners");
    w.beginObject();
    for (const PlayerState &p : s.players) {
        w.key(p.id);
        w.beginArray();
        for (const Prisoner &pr : p.prisoners) {
            w.beginObject();
            w.key("figure");
            w.value(pr.figure);
            w.key("owner");
            w.value(s.players[pr.owner].id);
            w.key("kind");
            w.value(toString(pr.kind));
            w.endObject();
        }
        w.endArray();
    }
    w.endObject();

    w.key("board");
    w.beginObject();
    w.key("figures");
    w.beginObject();
    for (const Figure &f : s.figures) {
        w.key(f.id);
        w.beginObject();
        w.key("player");
        w.value(s.players[f.owner].id);
        w.key("kind");
        w.value(toString(f.kind));
        w.key("feature");
        w.value(f.feature);
        w.key("ghosts");
        w.value(f.ghosts);
        w.endObject();
    }
    w.endObject();
    w.key("features");
    w.beginObject();
    for (const Feature *f : s.featuresInOrder()) {
        w.key(f->id);
        w.beginObject();
        w.key("type");
        w.value(toString(f->type));
        w.key("figures");
        w.beginArray();
        for (const QString &id : f->figures)
            w.value(id);
        w.endArray();
        if (f->type == FeatureType::Tower) {
            w.key("floors");
            w.value(f->floors);
        }
        w.endObject();
    }
    w.endObject();
    w.endObject();
    w.endObject();

    QJsonParseError error;
    const QJsonDocument document =
        QJsonDocument::fromJson(QByteArray::fromRawData(text.data(), qsizetype(text.size())), &error);
    Q_ASSERT(error.error == QJsonParseError::NoError);
    return document.object();
}

} // namespace ml
