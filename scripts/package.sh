#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Meeple Ledger contributors
# Builds the Debian package of the Release build: build/meeple-ledger_VERSION_amd64.deb, installed with
#   sudo apt install ./build/meeple-ledger_*.deb
# usage: bash scripts/package.sh [BUILD_DIR]   (default: build; it must be a Release build)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
build=${1:-build}

bash scripts/install-deps.sh
if [[ ! -f "$build/CMakeCache.txt" ]]; then
    cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release
fi
type=$(sed -n 's/^CMAKE_BUILD_TYPE:[A-Z]*=//p' "$build/CMakeCache.txt")
sanitize=$(sed -n 's/^MEEPLE_SANITIZE:BOOL=//p' "$build/CMakeCache.txt")
if [[ "$type" != Release || "$sanitize" == ON ]]; then
    echo "package: $build is a $type build${sanitize:+ (sanitizers $sanitize)}; the package is made from a Release build" >&2
    exit 1
fi
cmake --build "$build" --parallel "${JOBS:-2}"
rm -f "$build"/meeple-ledger_*.deb
(cd "$build" && cpack -G DEB >/dev/null)
ls "$build"/meeple-ledger_*_amd64.deb
