#!/usr/bin/env bash
# Builds Meeple Ledger if needed and saves a PNG of each screen to build/screenshots/, from a library of its own
# filled with the full test game (finished) and the same game cut in the middle and near the end.
# usage: bash scripts/screenshots.sh [BUILD_DIR]   (default: build)
# needs: xvfb-run (xvfb), import (imagemagick), python3
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-"$root/build"}
out="$build/screenshots"
app="$build/bin/meeple-ledger"

for tool in xvfb-run import python3; do
    command -v "$tool" >/dev/null || { echo "screenshots: $tool is missing (sudo apt-get install xvfb imagemagick python3)" >&2; exit 1; }
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

# Starts the app on a 1600×1000 virtual screen, waits for it to settle, grabs the screen.
shoot() {
    local name=$1
    shift
    xvfb-run -a -s "-screen 0 1600x1000x24" bash -c '
        "$0" -geometry 1600x1000+0+0 "$@" &
        pid=$!
        sleep "${SETTLE:-6}"
        import -window root "'"$out/$name.png"'"
        kill "$pid"
        wait "$pid" 2>/dev/null || true
    ' "$app" --library "$library" "$@"
    echo "screenshots: $out/$name.png"
}

shoot final-result --record "$full" --screen final
shoot final-guided --record "$work/late.json" --screen final
shoot table --record "$work/middle.json" --screen table
shoot start --screen start
shoot setup --screen setup
