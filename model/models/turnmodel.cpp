// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "turnmodel.h"

#include "commandbuilder.h"
#include "gamesession.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

/** @brief Assigns @p value to @p field; true when it differed (the property then announces a change). */
template<typename T>
bool assign(T &field, const T &value)
{
    if (field == value)
        return false;
    field = value;
    return true;
}

QList<OfferedTarget> forKind(const QList<OfferedTarget> &targets, const QString &kind)
{
    QList<OfferedTarget> out;
    std::ranges::copy_if(targets, std::back_inserter(out),
                         [&](const OfferedTarget &t) { return t.kinds.contains(kind); });
    return out;
}

} // namespace

TurnModel::TurnModel(GameSession *session)
    : QObject(session)
    , m_session(session)
{
    connect(session, &GameSession::tableChanged, this, [this] { follow(true); });
    follow(true);
}

void TurnModel::follow(bool tableChanged)
{
    const TurnOptions options = m_session->options();
    const TurnOptions before = std::exchange(m_options, options);
    if (tableChanged) {
        m_kept.clear();
        if (m_secondActionConfirmed) {
            m_secondActionConfirmed = false;
            Q_EMIT actedChanged();
        }
    }
    if (before.actionsThisTurnPart != options.actionsThisTurnPart)
        Q_EMIT actedChanged();

    const bool running = m_session->isOpen() && !m_session->finished() && !options.active.isEmpty();
    QList<int> steps;
    if (running) {
        if (m_session->hasGhosts())
            steps.append(Ghosts);
        steps.append(Place);
        steps.append(Score);
        if (!options.animals.isEmpty())
            steps.append(BigTop);
        if (!options.pending.isEmpty())
            steps.append(Choice);
        if (options.messageOwed)
            steps.append(Message);
        if (m_session->hasRobbers())
            steps.append(Robbers);
        if (!options.ransoms.isEmpty())
            steps.append(Ransom);
    }
    const bool stepsMoved = assign(m_running, running) | assign(m_steps, steps);
    if (stepsMoved || before.ghostsExpand != options.ghostsExpand || before.ghostsLimit != options.ghostsLimit)
        Q_EMIT stepsChanged();

    updatePlacement();
    updatePlaced();
    if (before.scorable != options.scorable || before.pyramids != options.pyramids)
        Q_EMIT scorableChanged();
    if (before.robbers != options.robbers)
        Q_EMIT robbersChanged();
    if (before.ransoms != options.ransoms)
        Q_EMIT ransomsChanged();
    QList<OpenChoice> pending;
    std::ranges::copy_if(options.pending, std::back_inserter(pending),
                         [this](const OpenChoice &c) { return !m_kept.contains(c.robber); });
    if (assign(m_pending, pending))
        Q_EMIT pendingChanged();
    updateCurrent();
}

void TurnModel::updatePlacement()
{
    QString kind = m_kind;
    if (!m_options.place.kinds.isEmpty() && !m_options.place.kinds.contains(kind))
        kind = m_options.place.kinds.constFirst();
    if (kind.isEmpty())
        kind = u"meeple"_s;
    // Without a turn the buttons stay as they were: the next turn that offers the same shows them unchanged.
    bool changed = assign(m_kind, kind);
    if (m_options.hasPlace) {
        changed |= assign(m_newFeatures, forKind(m_options.place.newFeatures, m_kind));
        changed |= assign(m_sharedFeatures, forKind(m_options.place.sharedFeatures, m_kind));
    }
    if (changed || m_lastKinds != m_options.place.kinds || m_lastCanPlace != canPlace()) {
        m_lastKinds = m_options.place.kinds;
        m_lastCanPlace = canPlace();
        Q_EMIT placementChanged();
    }
}

void TurnModel::updatePlaced()
{
    // This turn part's figure: gone with the turn part (or its undo).
    if (!m_running || !m_options.hasPlace || !acted()) {
        m_placedFeature.clear();
        m_placedKind.clear();
    }
    QStringList joins;
    if (!m_placedFeature.isEmpty()) {
        joins = m_options.mergeOf(m_placedFeature).features;
        joins.removeAll(m_placedFeature);
        std::ranges::reverse(joins);
    }
    const bool changed = assign(m_joins, joins) | (m_placedShown != m_placedFeature + u'/' + m_placedKind);
    m_placedShown = m_placedFeature + u'/' + m_placedKind;
    if (changed)
        Q_EMIT placedChanged();
}

void TurnModel::updateCurrent()
{
    Step current = NoStep;
    if (!m_running)
        current = NoStep;
    else if (!m_movingRobber.isEmpty())
        current = Robbers;
    else if (!m_pending.isEmpty())
        current = Choice;
    else if (m_options.messageOwed)
        current = Message;
    else if (m_options.hasPlace && !acted())
        current = Place;
    else if (!m_joins.isEmpty())
        current = Place;
    else if (!m_options.scorable.isEmpty())
        current = Score;
    else if (!m_options.ransoms.isEmpty())
        current = Ransom;
    const Step owed = !m_running ? NoStep : !m_pending.isEmpty() ? Choice : m_options.messageOwed ? Message : NoStep;
    if (assign(m_current, current) | assign(m_owed, owed))
        Q_EMIT currentChanged();
}

void TurnModel::setMovingRobber(const QString &player)
{
    if (assign(m_movingRobber, player)) {
        Q_EMIT movingRobberChanged();
        updateCurrent();
    }
}

void TurnModel::setKind(const QString &kind)
{
    if (kind == m_kind || !m_options.place.kinds.contains(kind))
        return;
    m_kind = kind;
    m_newFeatures = forKind(m_options.place.newFeatures, m_kind);
    m_sharedFeatures = forKind(m_options.place.sharedFeatures, m_kind);
    Q_EMIT placementChanged();
}

void TurnModel::confirmSecondAction()
{
    if (!m_secondActionConfirmed) {
        m_secondActionConfirmed = true;
        Q_EMIT actedChanged();
    }
}

bool TurnModel::place(const QString &type, const QString &feature)
{
    if (secondActionAsks())
        return false;
    const ml::Command command = m_session->builder().place(m_options.active, m_kind, feature, type);
    const QString kind = m_kind;
    if (!m_session->apply(command))
        return false;
    m_placedFeature = command.event().value(u"feature"_s).toString();
    m_placedKind = kind;
    updatePlaced();
    updateCurrent();
    return true;
}

bool TurnModel::join(const QString &other)
{
    if (m_placedFeature.isEmpty())
        return false;
    return m_session->apply(m_session->builder().merge({ m_placedFeature, other }));
}

void TurnModel::keepSuggestion(const QString &robber)
{
    if (m_kept.contains(robber))
        return;
    m_kept.append(robber);
    follow(false);
}

bool TurnModel::endTurn()
{
    if (m_owed != NoStep)
        return false;
    return endTurnAnyway();
}

bool TurnModel::endTurnAnyway()
{
    // A robber's choice is answered in place, never skipped by ending the turn.
    if (m_owed == Choice)
        return false;
    return m_session->apply(m_session->builder().turn());
}
