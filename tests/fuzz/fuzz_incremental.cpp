// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// libFuzzer target: the incremental path the app appends through. The input record is split into a prefix the
// IncrementalReplay starts from (where, follows from the input's bytes) and events appended one by one; an appended
// event must be accepted exactly when a whole replay of the events kept so far plus that event accepts it, with the
// same output or the same refusal.

#include "replay.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstddef>
#include <cstdint>

namespace {

// Each appended event costs a whole replay of the game so far: keep the games short.
constexpr qsizetype MaxAppended = 64;

QJsonObject withEvents(QJsonObject record, const QJsonArray &events)
{
    record.insert(QLatin1String("events"), events);
    return record;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const QJsonDocument document = QJsonDocument::fromJson(input);
    if (!document.isObject())
        return 0;
    const QJsonObject record = document.object();
    const QJsonArray events = record.value(QLatin1String("events")).toArray();
    // Where the record is split follows from its bytes (FNV-1a), so that each input always splits the same way.
    quint32 hash = 2166136261u;
    for (size_t i = 0; i < size; ++i)
        hash = (hash ^ data[i]) * 16777619u;
    const qsizetype split = qsizetype(hash % quint32(events.size() + 1));

    QJsonArray kept;
    for (qsizetype i = 0; i < split; ++i)
        kept.append(events.at(i));
    ml::IncrementalReplay table(withEvents(record, kept));
    const ml::ReplayOutcome start = ml::replay(withEvents(record, kept));
    if (table.ok() != start.ok)
        __builtin_trap();
    if (!table.ok()) {
        if (table.error().message() != start.error.message())
            __builtin_trap();
        return 0;
    }
    if (!(table.outcome().output == start.output))
        __builtin_trap();

    for (qsizetype i = split; i < events.size() && i < split + MaxAppended; ++i) {
        // The app appends objects; a non-object event reaches a whole replay as the same (empty) object.
        const QJsonObject event = events.at(i).toObject();
        QJsonArray tried = kept;
        tried.append(event);
        const ml::ReplayOutcome whole = ml::replay(withEvents(record, tried));
        const std::optional<ml::ReplayError> refused = table.append(event);
        if (refused.has_value() == whole.ok)
            __builtin_trap();
        if (refused) {
            if (refused->message() != whole.error.message())
                __builtin_trap();
            // A refusal leaves the table as it was.
            if (table.eventCount() != kept.size())
                __builtin_trap();
            continue;
        }
        kept = tried;
        if (table.eventCount() != kept.size() || !(table.outcome().output == whole.output))
            __builtin_trap();
    }
    return 0;
}
