#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Meeple Ledger contributors
# Installs the build into a temporary prefix and runs the installed programs from there: the app's self-test and
# the command-line tool's replay; checks every desktop file is in place, the programs carry no RPATH and the MIME
# type is known once the prefix's MIME database is built.
# usage: check-install.sh BUILD_DIR RECORD
set -euo pipefail
build=$1
record=$2
for tool in cmake readelf update-mime-database desktop-file-validate; do
    command -v "$tool" >/dev/null || { echo "check-install: $tool is missing" >&2; exit 1; }
done
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
cmake --install "$build" --prefix "$prefix" >/dev/null

id=org.meepleledger.MeepleLedger
expected=(
    bin/meeple-ledger bin/meeple-ledger-cli
    share/applications/$id.desktop share/metainfo/$id.metainfo.xml share/mime/packages/$id.xml
    share/icons/hicolor/scalable/apps/$id.svg
    share/man/man1/meeple-ledger.1.gz share/man/man1/meeple-ledger-cli.1.gz
    share/doc/meeple-ledger/LICENSE
)
for size in 16 22 24 32 48 64 128 256; do
    expected+=("share/icons/hicolor/${size}x${size}/apps/$id.png")
done
for file in "${expected[@]}"; do
    [[ -f "$prefix/$file" ]] || { echo "check-install: $file was not installed" >&2; exit 1; }
done
for program in meeple-ledger meeple-ledger-cli; do
    if readelf -d "$prefix/bin/$program" | grep -qE 'R(UN)?PATH'; then
        echo "check-install: bin/$program has an RPATH: $(readelf -d "$prefix/bin/$program" | grep -E 'R(UN)?PATH')" >&2
        exit 1
    fi
done
desktop-file-validate "$prefix/share/applications/$id.desktop"

# Nothing of the build tree may be needed: run from a folder of its own, with a home of its own.
work=$(mktemp -d)
trap 'rm -rf "$prefix" "$work"' EXIT
cd "$work"
export HOME="$work" XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" XDG_RUNTIME_DIR="$work"
QT_QPA_PLATFORM=offscreen "$prefix/bin/meeple-ledger" --self-test "$record"
# --version and --help answer without a display.
headless=(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM)
"${headless[@]}" "$prefix/bin/meeple-ledger" --version | grep -qx "meeple-ledger [0-9.]*"
"${headless[@]}" "$prefix/bin/meeple-ledger" --help | grep -q -- --new-game
"$prefix/bin/meeple-ledger-cli" --version | grep -qx "meeple-ledger-cli [0-9.]*"
"$prefix/bin/meeple-ledger-cli" replay "$record" > replay.json
grep -q '"scores"' replay.json || { echo "check-install: the installed replay printed no scores" >&2; exit 1; }
# The translations are compiled in: German needs no file beside the program.
"$prefix/bin/meeple-ledger-cli" --lang de explain "$record" | grep -q '^Punktestand:$' \
    || { echo "check-install: the installed tool does not explain in German" >&2; exit 1; }

# The MIME type: a *.meeple.json file, and a record under any name, is a game record once the database is built.
update-mime-database "$prefix/share/mime"
grep -q '^application/x-meeple-ledger+json:\*\.meeple\.json$' "$prefix/share/mime/globs" \
    || { echo "check-install: the MIME database has no *.meeple.json glob" >&2; exit 1; }
grep -q '^application/x-meeple-ledger+json application/json$' "$prefix/share/mime/subclasses" \
    || { echo "check-install: the record type is not a kind of application/json" >&2; exit 1; }
echo "check-install: installed into a temporary prefix; the self-test and the replay ran from there"
