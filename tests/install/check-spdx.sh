#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Meeple Ledger contributors
# Every source file git tracks (C++, QML, JavaScript, CMake, shell, Python) says its licence and copyright in its
# first five lines; lists the files that do not.
# usage: check-spdx.sh SOURCE_DIR
set -euo pipefail
command -v git >/dev/null || { echo "check-spdx: git is missing" >&2; exit 1; }
cd "$1"
files=$(git ls-files -- '*.cpp' '*.h' '*.hpp' '*.qml' '*.js' '*.cmake' '*.sh' '*.py' '*.in' 'CMakeLists.txt' '*/CMakeLists.txt')
[[ -n "$files" ]] || { echo "check-spdx: git lists no source files in $1" >&2; exit 1; }
missing=0
while read -r file; do
    head=$(head -n 5 "$file")
    if ! grep -q 'SPDX-License-Identifier: GPL-3.0-or-later' <<<"$head" \
        || ! grep -q 'SPDX-FileCopyrightText: 2026 Meeple Ledger contributors' <<<"$head"; then
        echo "check-spdx: $file has no SPDX-License-Identifier: GPL-3.0-or-later and SPDX-FileCopyrightText lines"
        missing=$((missing + 1))
    fi
done <<<"$files"
if ((missing > 0)); then
    echo "check-spdx: $missing of $(wc -l <<<"$files") files lack the lines; see docs/packaging.md" >&2
    exit 1
fi
echo "check-spdx: all $(wc -l <<<"$files") source files carry the SPDX lines"
