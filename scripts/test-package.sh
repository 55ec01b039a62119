#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Meeple Ledger contributors
# Builds the Debian package, unpacks it, runs the unpacked programs (the app's self-test on a virtual X display,
# the command-line tool's replay), checks that Depends: names the package of every plugin and QML module the app
# loaded, and has lintian check the package: any error or warning fails.
# usage: bash scripts/test-package.sh [BUILD_DIR]   (default: build)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-build}
cd "$root"

bash scripts/package.sh "$build" >/dev/null
deb=$(ls "$build"/meeple-ledger_*_amd64.deb)
for tool in dpkg-deb dpkg-query xvfb-run lintian; do
    command -v "$tool" >/dev/null || { echo "test-package: $tool is missing" >&2; exit 1; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
dpkg-deb -x "$deb" "$work/root"
export HOME="$work" XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" XDG_RUNTIME_DIR="$work"
record="$root/resources/examples/first-game.json"

# The app as a desktop runs it (X11), noting every library it loads on the way.
LD_DEBUG=files LD_DEBUG_OUTPUT="$work/ld" xvfb-run -a env QT_QPA_PLATFORM=xcb \
    "$work/root/usr/bin/meeple-ledger" --self-test "$record"
"$work/root/usr/bin/meeple-ledger-cli" replay "$record" | grep -q '"scores"'

# Each plugin loaded at run time (not linked) must come from a package the package depends on.
depends=$(dpkg-deb -f "$deb" Depends | tr ',' '\n' | sed 's/^ *//; s/ .*//')
missing=()
while read -r file; do
    [[ -f "$file" ]] || continue
    package=$(dpkg-query -S "$file" 2>/dev/null | head -1 | cut -d: -f1)
    if [[ -z "$package" ]]; then
        echo "test-package: no package owns $file, loaded by the app" >&2
        exit 1
    fi
    grep -qx "$package" <<<"$depends" || missing+=("$package ($file)")
done < <(grep -h 'dynamically loaded by' "$work"/ld.* | sed 's/.*file=\([^ ]*\).*/\1/' | sort -u)
if ((${#missing[@]} > 0)); then
    printf 'test-package: loaded at run time but not in Depends (add it to scripts/runtime-packages.txt): %s\n' \
        "${missing[@]}" >&2
    exit 1
fi

lintian --fail-on error,warning "$deb"
echo "test-package: $deb unpacks, runs, depends on every plugin it loads, and lintian finds no error or warning"
