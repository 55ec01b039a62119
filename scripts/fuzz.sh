#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Meeple Ledger contributors
# Fuzzes with libFuzzer: scripts/fuzz.sh [SECONDS] [TARGET...] (default 60 s, split evenly across the targets;
# targets: fuzz_replay fuzz_incremental fuzz_explain fuzz_import, all by default).
# Builds with clang in build-fuzz/, seeds from tests/fuzz/corpus/, the example records (tests/examples/) and generated games,
# with the record format's words as a dictionary (tests/fuzz/record.dict).
# A crash leaves its input in build-fuzz/tests/fuzz/ (crash-*): add it to tests/fuzz/corpus/ as a regression seed.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true
targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then
    targets=(fuzz_replay fuzz_incremental fuzz_explain fuzz_import)
fi
each=$((seconds / ${#targets[@]}))
if [[ $each -lt 1 ]]; then
    each=1
fi

bash scripts/install-deps.sh

CC=clang CXX=clang++ cmake -S . -B build-fuzz -DMEEPLE_FUZZ=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build-fuzz --parallel 2 --target "${targets[@]}" fuzz_seeds
cd build-fuzz/tests/fuzz
# The corpus folder holds the seeds (including every crash found so far); found-TARGET/ collects what a run adds.
# Only the end of libFuzzer's progress log is kept; a crash still fails the run (pipefail) and prints its report.
for target in "${targets[@]}"; do
    mkdir -p "found-$target"
    echo "== $target: ${each} s"
    ../../bin/"$target" -max_total_time="$each" -max_len=20000 -timeout=10 -print_final_stats=1 \
        -dict=../../../tests/fuzz/record.dict "found-$target" corpus 2>&1 | tail -n 12
    echo "fuzz: $target ${each} s without a crash"
done
