#include "replay.h"

#include "advisor.h"
#include "engine.h"
#include "ruleerror.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

namespace ml {

QString ReplayError::message() const
{
    if (event < 0)
        return QStringLiteral("error: setup: ") + reason;
    return QStringLiteral("error: event %1 (%2): %3")
        .arg(event)
        .arg(type.isEmpty() ? QStringLiteral("?") : type, reason);
}

ReplayOutcome replay(const QByteArray &recordJson)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(recordJson, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return {
            false,
            { -1,
              {},
              QStringLiteral("not valid JSON at byte %1: %2").arg(parseError.offset).arg(parseError.errorString()) },
            {}
        };
    if (!doc.isObject())
        return { false, { -1, {}, QStringLiteral("a record is one JSON object") }, {} };
    return replay(doc.object());
}

ReplayOutcome replay(const QJsonObject &record)
{
    std::unique_ptr<Engine> engine;
    try {
        engine = std::make_unique<Engine>(record);
    } catch (const RuleError &e) {
        return { false, { -1, {}, e.reason() }, {} };
    }
    const QJsonArray events = record.value(QStringLiteral("events")).toArray();
    // The index of the event being applied; a batch closed later reports the event that closed it.
    int index = 0;
    QJsonArray choices;
    try {
        for (; index < events.size(); ++index) {
            if (!events[index].isObject())
                throw RuleError(QStringLiteral("an event must be a JSON object"));
            engine->apply(index, events[index].toObject());
        }
        choices = engine->pendingChoices();
        engine->finish();
    } catch (const RuleError &e) {
        const int at = e.event() >= 0 ? e.event() : std::min<int>(index, int(events.size()) - 1);
        const QString type = events.at(at).toObject().value(QStringLiteral("type")).toString();
        return { false, { at, type, e.reason() }, {} };
    }
    QJsonObject output = engine->output();
    output.insert(QStringLiteral("choices"), choices);
    return { true, {}, output };
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
