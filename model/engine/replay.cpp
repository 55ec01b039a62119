// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "replay.h"

#include "advisor.h"
#include "engine.h"
#include "options.h"
#include "recordjson.h"
#include "ruleerror.h"
#include "rules.h"

#include <QJsonArray>

#include <mutex>
#include <new>

namespace ml {

struct ReplayOutput::Lazy {
    std::once_flag once;
    std::function<QJsonObject()> build;
    QJsonObject object;
};

ReplayOutput::ReplayOutput(QJsonObject object)
    : m_lazy(std::make_shared<Lazy>())
{
    m_lazy->object = std::move(object);
    std::call_once(m_lazy->once, [] {});
}

ReplayOutput ReplayOutput::deferred(std::function<QJsonObject()> build)
{
    ReplayOutput out;
    out.m_lazy = std::make_shared<Lazy>();
    out.m_lazy->build = std::move(build);
    return out;
}

const QJsonObject &ReplayOutput::object() const
{
    static const QJsonObject empty;
    if (!m_lazy)
        return empty;
    Lazy &lazy = *m_lazy;
    std::call_once(lazy.once, [&lazy] {
        lazy.object = lazy.build();
        lazy.build = nullptr; // the table it was built from is no longer needed
    });
    return lazy.object;
}

QString ReplayError::message() const
{
    if (event < 0)
        return QStringLiteral("error: setup: ") + reason();
    return QStringLiteral("error: event %1 (%2): %3")
        .arg(event)
        .arg(type.isEmpty() ? QStringLiteral("?") : type, reason());
}

ReplayOutcome replay(const QByteArray &recordJson)
{
    try {
        const RecordJson record(recordJson);
        if (!record.ok())
            return { false, { -1, {}, record.refusal() }, {}, {} };
        return replay(record.object());
    } catch (const std::bad_alloc &) {
        return { false, { -1, {}, { RefusalCode::OutOfMemory, {} } }, {}, {} };
    }
}

namespace {

/** The output's `choices`: each robber's candidates and the engine's suggestion. */
QJsonArray choicesJson(const Engine &engine)
{
    const GameState &s = engine.state();
    QJsonArray choices;
    for (const PendingChoice &choice : pendingChoices(engine)) {
        QJsonArray list;
        for (const RobberCandidate &c : choice.candidates)
            list.append(QJsonObject { { QStringLiteral("player"), s.players[c.player].id },
                                      { QStringLiteral("figure"), toString(c.figure) },
                                      { QStringLiteral("points"), c.points },
                                      { QStringLiteral("rogue"), rules::robberShare(c.points) } });
        const StealAdvice &advice = choice.suggested;
        choices.append(QJsonObject { { QStringLiteral("type"), QStringLiteral("steal") },
                                     { QStringLiteral("robber"), s.players[choice.robber].id },
                                     { QStringLiteral("space"), choice.space },
                                     { QStringLiteral("candidates"), list },
                                     { QStringLiteral("suggested"),
                                       QJsonObject { { QStringLiteral("from"), s.players[advice.candidate.player].id },
                                                     { QStringLiteral("figure"), toString(advice.candidate.figure) },
                                                     { QStringLiteral("mover"), toString(advice.mover) },
                                                     { QStringLiteral("reason"), advice.reason } } } });
    }
    return choices;
}

/** The error line for a refusal met while applying event @p index of @p events. */
ReplayError refusal(const RuleError &e, const QJsonArray &events, int index)
{
    return { index, events.at(index).toObject().value(QStringLiteral("type")).toString(), e.refusal() };
}

/** The outcome of a finished replay: the table, and its output built when it is first read with the open @p choices. */
ReplayOutcome finishedOutcome(GameState state, QJsonArray choices)
{
    auto table = std::make_shared<const GameState>(std::move(state));
    ReplayOutput output = ReplayOutput::deferred([table, choices = std::move(choices)] {
        QJsonObject object = Engine::output(*table);
        object.insert(QStringLiteral("choices"), choices);
        return object;
    });
    return { true, {}, std::move(output), std::move(table) };
}

ReplayOutcome finish(Engine engine)
{
    QJsonArray choices = choicesJson(engine);
    engine.finish();
    return finishedOutcome(std::move(engine.state()), std::move(choices));
}

} // namespace

ReplayOutcome replay(const QJsonObject &record)
{
    std::unique_ptr<Engine> engine;
    try {
        engine = std::make_unique<Engine>(record);
    } catch (const RuleError &e) {
        return { false, { -1, {}, e.refusal() }, {}, {} };
    }
    const QJsonArray events = record.value(QStringLiteral("events")).toArray();
    // The index of the event being applied: every rule is checked when its event comes, so a refusal names it.
    int index = 0;
    QJsonArray choices;
    try {
        for (; index < events.size(); ++index) {
            if (!events[index].isObject())
                throw RuleError(RefusalCode::EventNotObject);
            engine->apply(index, events[index].toObject());
        }
        choices = choicesJson(*engine);
        engine->finish();
    } catch (const RuleError &e) {
        return { false, refusal(e, events, index), {}, {} };
    }
    return finishedOutcome(std::move(engine->state()), std::move(choices));
}

QJsonObject adviseMover(const QJsonObject &record, const QString &playerId, int points)
{
    try {
        Engine engine(record);
        const QJsonArray events = record.value(QStringLiteral("events")).toArray();
        for (int i = 0; i < events.size(); ++i)
            engine.apply(i, events[i].toObject());
        engine.finish();
        const MoverAdvice advice = ml::adviseMover(engine.state(), engine.playerIndex(playerId), points);
        return { { QStringLiteral("figure"), toString(advice.figure) },
                 { QStringLiteral("reason"), advice.reason },
                 { QStringLiteral("landing"),
                   QJsonObject { { QStringLiteral("meeple"), advice.landing[0] },
                                 { QStringLiteral("messenger"), advice.landing[1] } } } };
    } catch (const RuleError &) {
        return {};
    }
}

} // namespace ml

namespace ml {

IncrementalReplay::IncrementalReplay(const QJsonObject &record)
{
    try {
        m_engine = std::make_unique<Engine>(record);
    } catch (const RuleError &e) {
        m_error = { -1, {}, e.refusal() };
        return;
    }
    // The record as a whole: applied in place, since a refusal anywhere refuses all of it.
    const QJsonArray events = record.value(QStringLiteral("events")).toArray();
    int index = 0;
    try {
        for (; index < events.size(); ++index) {
            if (!events[index].isObject())
                throw RuleError(RefusalCode::EventNotObject);
            m_engine->apply(index, events[index].toObject());
        }
    } catch (const RuleError &e) {
        m_engine.reset();
        m_error = refusal(e, events, index);
        return;
    }
    m_eventCount = int(events.size());
}

IncrementalReplay::~IncrementalReplay() = default;

IncrementalReplay::IncrementalReplay(const IncrementalReplay &other)
    : m_engine(other.m_engine ? std::make_unique<Engine>(*other.m_engine) : nullptr)
    , m_eventCount(other.m_eventCount)
    , m_error(other.m_error)
{
}

IncrementalReplay &IncrementalReplay::operator=(const IncrementalReplay &other)
{
    if (this != &other)
        *this = IncrementalReplay(other);
    return *this;
}
IncrementalReplay::IncrementalReplay(IncrementalReplay &&) noexcept = default;
IncrementalReplay &IncrementalReplay::operator=(IncrementalReplay &&) noexcept = default;

bool IncrementalReplay::ok() const
{
    return m_engine != nullptr;
}

const ReplayError &IncrementalReplay::error() const
{
    return m_error;
}

int IncrementalReplay::eventCount() const
{
    return m_eventCount;
}

std::optional<ReplayError> IncrementalReplay::append(const QJsonObject &event)
{
    if (!m_engine)
        return m_error;
    const int index = m_eventCount;
    const QString type = event.value(QLatin1String("type")).toString();
    // The event is tried on a copy of the table, so a refusal cannot leave it half-changed.
    auto next = std::make_unique<Engine>(*m_engine);
    try {
        next->apply(index, event);
    } catch (const RuleError &e) {
        return ReplayError { index, type, e.refusal() };
    }
    m_engine = std::move(next);
    ++m_eventCount;
    return std::nullopt;
}

TableOptions IncrementalReplay::options() const
{
    return m_engine ? tableOptions(*m_engine) : TableOptions {};
}

QList<PendingChoice> IncrementalReplay::pending() const
{
    return m_engine ? pendingChoices(*m_engine) : QList<PendingChoice> {};
}

ReplayOutcome IncrementalReplay::outcome() const
{
    if (!m_engine)
        return { false, m_error, {}, {} };
    return finish(*m_engine);
}

} // namespace ml
