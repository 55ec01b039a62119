// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// libFuzzer target: any bytes given to the record parser and engine must give an outcome, never a crash; a record it
// accepts leaves a table that keeps every property the record format promises (tableproperties.h: the ledger adds up,
// supplies and goods are kept, builders and pigs never stand alone…).

#include "replay.h"
#include "tableproperties.h"

#include <QJsonDocument>

#include <cstddef>
#include <cstdint>
#include <cstdio>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const ml::ReplayOutcome outcome = ml::replay(input);
    // A refusal names an event inside the record (or setup); a success has the spec's keys.
    if (outcome.ok && !outcome.output.contains(QLatin1String("scores")))
        __builtin_trap();
    if (!outcome.ok && (outcome.error.reason().isEmpty() || outcome.error.event < -1))
        __builtin_trap();
    if (outcome.ok) {
        const QStringList problems = tableProperties(QJsonDocument::fromJson(input).object(), outcome.output);
        if (!problems.isEmpty()) {
            std::fprintf(stderr, "fuzz_replay: %s\n", qPrintable(problems.join(QLatin1String("; "))));
            __builtin_trap();
        }
    }
    return 0;
}
