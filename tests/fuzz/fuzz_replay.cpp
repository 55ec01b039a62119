// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// libFuzzer target: any bytes given to the record parser and engine must give an outcome, never a crash.

#include "replay.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const ml::ReplayOutcome outcome = ml::replay(input);
    // A refusal names an event inside the record (or setup); a success has the spec's keys.
    if (outcome.ok && !outcome.output.contains(QLatin1String("scores")))
        __builtin_trap();
    if (!outcome.ok && (outcome.error.reason().isEmpty() || outcome.error.event < -1))
        __builtin_trap();
    return 0;
}
