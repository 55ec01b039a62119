#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Meeple Ledger contributors
# Installs what is missing, builds the Release configuration in build/ and starts Meeple Ledger.
# usage: bash scripts/run.sh [RECORD.json]   (a relative path is taken from the current folder)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

bash "$root/scripts/install-deps.sh"

generator=()
if [[ ! -f "$root/build/CMakeCache.txt" ]]; then
    generator=(-G Ninja)
fi
cmake -S "$root" -B "$root/build" "${generator[@]}" -DCMAKE_BUILD_TYPE=Release
cmake --build "$root/build" --parallel 2

exec "$root/build/bin/meeple-ledger" "$@"
