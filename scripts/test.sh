#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Meeple Ledger contributors
# Builds and runs every test twice: the Release build in build/, then an ASan+UBSan build in build-asan/.
# Stops at the first failure; on success the last lines are CTest's summary of the sanitizer run.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/install-deps.sh

# configure_and_test DIR CMAKE_ARGS...
configure_and_test() {
    local dir=$1
    shift
    local generator=()
    if [[ ! -f "$dir/CMakeCache.txt" ]]; then
        generator=(-G Ninja)
    fi
    echo "== $dir: configure and build"
    cmake -S . -B "$dir" "${generator[@]}" "$@"
    cmake --build "$dir" --parallel 2
    echo "== $dir: tests"
    ctest --test-dir "$dir" --output-on-failure --parallel 2
}

configure_and_test build -DCMAKE_BUILD_TYPE=Release

# The Debian package of that build: unpacked and run, its Depends: checked against what the app loads, lintian.
echo "== build: Debian package"
bash scripts/test-package.sh build

# A bounded fuzzing run of each target: replay, the incremental path, explain and import, MEEPLE_FUZZ_SECONDS in all
# (split evenly; longer on demand: bash scripts/fuzz.sh SECONDS [TARGET...]).
echo "== build-fuzz: libFuzzer run of each target"
bash scripts/fuzz.sh "${MEEPLE_FUZZ_SECONDS:-160}"

# Any sanitizer report, leaks included, fails the test that triggered it. The tests run on the
# offscreen platform, where Qt and fontconfig leave no leaks behind; should a system library start
# reporting some, suppress that library in a LeakSanitizer suppressions file rather than turn leak
# checking off.
export ASAN_OPTIONS=halt_on_error=1:detect_leaks=1:strict_string_checks=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
configure_and_test build-asan -DCMAKE_BUILD_TYPE=Debug -DMEEPLE_SANITIZE=ON -DMEEPLE_BENCHMARKS=OFF
