#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Meeple Ledger contributors
# Builds Meeple Ledger if needed and saves a PNG of each screen to build/screenshots/, from a library of its own
# filled with the full test game (finished) and the same game cut in the middle and near the end; the table screen
# also in German (the longest texts) and in Polish with player names in four scripts, and the table and a dispute
# view in French, Czech and Italian. Then the start, table and final
# screens at 1366×768 (the commonest laptop at a club night) and 1920×1080, light and dark, in English and German, as
# <screen>-<width>x<height>-<theme>-<language>.png.
# usage: bash scripts/screenshots.sh [BUILD_DIR]   (default: build)
# needs: xvfb-run (xvfb), import (imagemagick), xdotool, python3
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-"$root/build"}
out="$build/screenshots"
app="$build/bin/meeple-ledger"

for tool in xvfb-run import xdotool python3; do
    command -v "$tool" >/dev/null || { echo "screenshots: $tool is missing (sudo apt-get install xvfb imagemagick xdotool python3)" >&2; exit 1; }
done

if [[ ! -f "$build/CMakeCache.txt" ]]; then
    cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release
fi
cmake --build "$build" --target meeple-ledger --parallel "${JOBS:-2}"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"
library="$work/library.sqlite"
full="$root/tests/engine/records/full-game.json"

# The full game cut after event N: a game in progress as the table would have it.
cut() {
    python3 - "$full" "$1" "$2" <<'PY'
import json, sys
record = json.load(open(sys.argv[1]))
record["events"] = record["events"][:int(sys.argv[2])]
json.dump(record, open(sys.argv[3], "w"), indent=1)
PY
}
# Mid-game: red just scored the big top and owes a message; late: every tile placed, final scoring to do.
cut 97 "$work/middle.json"
cut 133 "$work/late.json"
# The same mid-game with names in four scripts (Cyrillic, Chinese, Arabic, Latin with diacritics).
python3 - "$work/middle.json" "$work/names.json" <<'PY'
import json, sys
record = json.load(open(sys.argv[1]))
for player, name in zip(record["players"], ["Иван Петров", "李娜", "محمد", "Zoë Müller"]):
    player["name"] = name
json.dump(record, open(sys.argv[2], "w"), ensure_ascii=False, indent=1)
PY
# The app keeps the language picked in its settings: a folder of its own leaves the user's alone.
export XDG_CONFIG_HOME="$work/config"

# The theme the next start shows (light or dark), in the app's own settings file under XDG_CONFIG_HOME.
theme() {
    mkdir -p "$XDG_CONFIG_HOME/meeple-ledger"
    printf '[General]\ntheme=%s\n' "$1" >"$XDG_CONFIG_HOME/meeple-ledger/meeple-ledger.ini"
}

# Starts the app on a virtual screen of SIZE (default 1600x1000), waits for it to settle, grabs the screen.
shoot() {
    local name=$1
    local size=${SIZE:-1600x1000}
    shift
    xvfb-run -a -s "-screen 0 ${size}x24" bash -c '
        "$0" -geometry '"$size"'+0+0 "$@" &
        pid=$!
        sleep "${SETTLE:-6}"
        # The pointer rests in the bottom-right corner, where it raises no tooltip.
        xdotool mousemove '"${size%x*} ${size#*x}"' 2>/dev/null || true
        # CLICK, if given: the points ("X Y,X Y") clicked first, one after the other (the ledger'"'"'s last entry, then
        # the explain button it shows, open that entry'"'"'s dispute view).
        IFS=, read -ra points <<< "'"${CLICK:-}"'"
        for point in "${points[@]}"; do
            xdotool mousemove $point click 1; sleep 1.5
        done
        xdotool mousemove '"${size%x*} ${size#*x}"' 2>/dev/null || true
        sleep 0.5
        import -window root "'"$out/$name.png"'"
        kill "$pid"
        wait "$pid" 2>/dev/null || true
    ' "$app" --library "${LIBRARY:-$library}" "$@"
    echo "screenshots: $out/$name.png"
}

shoot final-result --record "$full" --screen final --language en
shoot final-guided --record "$work/late.json" --screen final --language en
shoot table --record "$work/middle.json" --screen table --language en
shoot start --screen start --language en
shoot setup --screen setup --language en
# German has the longest texts; Polish with names in four scripts. Each in a library of its own.
LIBRARY="$work/german.sqlite" shoot table-de --record "$work/middle.json" --screen table --language de
LIBRARY="$work/polish.sqlite" shoot table-pl --record "$work/names.json" --screen table --language pl

# Every screen the table looks at, at both sizes, in both themes and both languages, each game in a library of its own.
for size in 1366x768 1920x1080; do
    for look in light dark; do
        theme "$look"
        for language in en de; do
            suffix="$size-$look-$language"
            SIZE=$size LIBRARY="$work/start-$suffix.sqlite" shoot "start-$suffix" --record "$full" --screen start --language "$language"
            SIZE=$size LIBRARY="$work/table-$suffix.sqlite" shoot "table-$suffix" --record "$work/middle.json" --screen table --language "$language"
            SIZE=$size LIBRARY="$work/final-$suffix.sqlite" shoot "final-$suffix" --record "$full" --screen final --language "$language"
        done
    done
done

# The rulebooks' words (translations/glossary.md) as French, Czech and Italian players read them.
theme light
# The dispute view of the robber's steal, the ledger's last entry (at 1600×1000): a click opens the entry, and its
# explain button stands a line higher in Czech and Italian, whose explanation takes one line more.
declare -A explain=([fr]="691 962,885 916" [cs]="691 962,885 898" [it]="691 962,885 898")
for code in fr cs it; do
    LIBRARY="$work/$code.sqlite" shoot "table-$code" --record "$work/middle.json" --screen table --language "$code"
    CLICK=${explain[$code]} LIBRARY="$work/$code-dispute.sqlite" shoot "dispute-$code" --record "$work/middle.json" \
        --screen table --language "$code"
done
