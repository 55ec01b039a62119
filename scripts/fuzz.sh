#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Meeple Ledger contributors
# Fuzzes the record parser and rules engine with libFuzzer: scripts/fuzz.sh [SECONDS] (default 60).
# Builds with clang in build-fuzz/, seeds from the shared examples, the project's records and generated games.
# A crash leaves its input in build-fuzz/tests/fuzz/ (crash-*): add it to tests/fuzz/corpus/ as a regression seed.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"

bash scripts/install-deps.sh

CC=clang CXX=clang++ cmake -S . -B build-fuzz -DMEEPLE_FUZZ=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build-fuzz --parallel 2 --target fuzz_replay fuzz_seeds
cd build-fuzz/tests/fuzz
mkdir -p found
# The corpus folder holds the seeds (including every crash found so far); found/ collects what the run adds.
# Only the end of libFuzzer's progress log is kept; a crash still fails the run (pipefail) and prints its report.
../../bin/fuzz_replay -max_total_time="$seconds" -max_len=20000 -timeout=10 -print_final_stats=1 found corpus 2>&1 \
    | tail -n 25
echo "fuzz: ${seconds} s without a crash"
