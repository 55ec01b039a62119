#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Meeple Ledger contributors
# Counts the interactions three turns take in the real app, driven on a virtual screen (1366×768) with xdotool as a
# player would drive it: the busiest turn at a real table in at most 8, the busiest of a Big Box table (an inn road, a
# robber, a message) in at most 8, a simple turn in at most 3. Every key press (a chord counts once), every number typed
# into a field and every click goes through act(), which counts it. Each turn starts from a record (busy-turn.json,
# bigbox-busy-turn.json, simple-turn.json) imported into a fresh library in a temporary folder;
# after the turn the app is closed and the game exported and replayed with meeple-ledger-cli: the events added and
# the scores must be the ones worked out by hand in tests/turns/README.md.
# usage: bash tests/turns/busy-turn.sh BUILD_DIR
# needs: xvfb-run (xvfb, xauth), xdotool, python3; optional: import (imagemagick) for a screenshot when a turn fails
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
fail() {
    echo "busy-turn: FAIL: $*" >&2
    exit 1
}

[[ $# -eq 1 ]] || fail "usage: bash tests/turns/busy-turn.sh BUILD_DIR"
build=$(cd "$1" && pwd) || fail "no build folder $1"
app="$build/bin/meeple-ledger"
cli="$build/bin/meeple-ledger-cli"
[[ -x "$app" ]] || fail "$app is missing: build the target meeple-ledger first"
[[ -x "$cli" ]] || fail "$cli is missing: build the target meeple-ledger-cli first"
# A missing tool fails the test: it never skips.
for tool in xvfb-run Xvfb xauth xdotool python3 timeout; do
    command -v "$tool" >/dev/null || fail "$tool is missing (apt-get install xvfb xauth xdotool python3 coreutils)"
done

# The whole script runs again on a virtual screen of its own (xvfb-run -a takes a free display).
if [[ -z "${MEEPLE_TURNS_ON_XVFB:-}" ]]; then
    exec xvfb-run -a -s "-screen 0 1366x768x24 -nolisten tcp" env MEEPLE_TURNS_ON_XVFB=1 bash "${BASH_SOURCE[0]}" "$build"
fi

# The pause after each interaction, so that the screen settles (not counted).
settle=${MEEPLE_TURNS_SETTLE:-0.6}

work=$(mktemp -d)
app_pid=""
cleanup() {
    if [[ -n "$app_pid" ]] && kill -0 "$app_pid" 2>/dev/null; then
        kill "$app_pid" 2>/dev/null || true
        wait "$app_pid" 2>/dev/null || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT

# The app's settings and data in the temporary folder: no user setting is read or touched.
export QT_QPA_PLATFORM=xcb
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" XDG_CACHE_HOME="$work/cache"
export XDG_RUNTIME_DIR="$work/runtime"
mkdir -p "$XDG_CONFIG_HOME" "$XDG_DATA_HOME" "$XDG_CACHE_HOME" "$XDG_RUNTIME_DIR"
chmod 700 "$XDG_RUNTIME_DIR"

failures=()
# Whether something went wrong beyond a count over its limit: the screenshots are kept then.
broken=0
interactions=0
turn_name=""

# act WHAT key KEY | act WHAT type NUMBER | act WHAT click X Y: one interaction, counted, then a pause.
act() {
    local what=$1 how=$2
    shift 2
    case "$how" in
        key) xdotool key --clearmodifiers "$1" ;;
        type) xdotool type --clearmodifiers "$1" ;;
        click) xdotool mousemove --sync "$1" "$2" click 1 ;;
        *) fail "act: unknown interaction $how" ;;
    esac
    interactions=$((interactions + 1))
    printf '  %2d. %-6s %-8s %s\n' "$interactions" "$how" "$*" "$what"
    sleep "$settle"
}

# A screenshot of the screen as it is (for debugging): kept beside the build when something failed.
shoot() {
    if command -v import >/dev/null; then
        import -window root "$work/turns-$turn_name-$1.png" 2>/dev/null || true
    fi
}
keep_screenshots() {
    local shot
    for shot in "$work"/turns-*.png; do
        [[ -e "$shot" ]] || continue
        cp "$shot" "$build/" && echo "busy-turn: screenshot $build/$(basename "$shot")" >&2
    done
}

# start RECORD TURN: imports RECORD into a fresh library, starts the app on it (--resume) and waits until its window
# shows turn TURN and has the keyboard focus.
start() {
    local record=$1 turn=$2
    library="$work/$turn_name.sqlite"
    "$cli" library import "$record" --library "$library" >/dev/null
    "$app" --library "$library" --resume --language en >"$work/$turn_name.log" 2>&1 &
    app_pid=$!
    local window
    window=$(timeout 60 xdotool search --sync --onlyvisible --name "turn $turn( |$)" | head -n 1) || true
    if [[ -z "$window" ]]; then
        shoot start
        keep_screenshots
        cat "$work/$turn_name.log" >&2
        fail "$turn_name turn: the app shows no window at turn $turn"
    fi
    # No window manager: the keyboard goes to the window once it is given the focus (not an interaction).
    xdotool mousemove 1365 767
    xdotool windowfocus --sync "$window"
    sleep 2
    interactions=0
}

# finish TURN: waits until the window shows turn TURN (the turn ended), closes the app, exports the game.
finish() {
    local turn=$1
    if ! timeout 15 xdotool search --sync --onlyvisible --name "turn $turn( |$)" >/dev/null; then
        failures+=("$turn_name turn: the turn did not end (the window never showed turn $turn)")
        broken=1
    fi
    shoot end
    kill "$app_pid" 2>/dev/null || true
    wait "$app_pid" 2>/dev/null || true
    app_pid=""
    local id
    id=$("$cli" library list --json --library "$library" | python3 -c 'import json, sys; print(json.load(sys.stdin)[0]["id"])')
    "$cli" library export "$id" "$work/$turn_name-out.json" --library "$library" >/dev/null \
        || fail "$turn_name turn: the game cannot be exported from the library"
}

# check RECORD EXPECTED: the events the turn added to RECORD and the replay of the exported game against EXPECTED
# (JSON: "events", a list of the added events' fields that must match, and the replay's "scores", "figures",
# "robbers", "owed", "warnings").
check() {
    local record=$1 expected=$2 problems
    "$cli" replay "$work/$turn_name-out.json" >"$work/$turn_name-replay.json" \
        || { failures+=("$turn_name turn: the exported game does not replay"); broken=1; return; }
    problems=$(python3 - "$record" "$work/$turn_name-out.json" "$work/$turn_name-replay.json" "$expected" <<'PY'
import json, sys
before = json.load(open(sys.argv[1]))["events"]
after = json.load(open(sys.argv[2]))["events"]
replay = json.load(open(sys.argv[3]))
expected = json.loads(sys.argv[4])
problems = []
if after[:len(before)] != before:
    problems.append("the record's own events changed")
added = after[len(before):]
want = expected["events"]
kinds = [e.get("type") for e in added]
if kinds != [e["type"] for e in want]:
    problems.append("events added: %s, expected %s" % (kinds, [e["type"] for e in want]))
else:
    for got, need in zip(added, want):
        for key, value in need.items():
            if got.get(key) != value:
                problems.append("%s event: %s is %r, expected %r" % (need["type"], key, got.get(key), value))
for key in ("scores", "figures", "robbers", "owed", "warnings"):
    if key in expected and replay.get(key) != expected[key]:
        problems.append("%s: %s, expected %s" % (key, json.dumps(replay.get(key), sort_keys=True),
                                                 json.dumps(expected[key], sort_keys=True)))
print("\n".join(problems))
PY
)
    if [[ -n "$problems" ]]; then
        while IFS= read -r line; do
            failures+=("$turn_name turn: $line")
        done <<<"$problems"
        broken=1
    fi
}

# The record must still stand where the turn begins (scores worked out by hand in README.md).
expect_start() {
    local record=$1 expected=$2 got
    got=$("$cli" replay "$record" | python3 -c '
import json, sys
d = json.load(sys.stdin)
print(json.dumps({"scores": d["scores"], "robbers": d["robbers"], "active": d.get("activePlayer")}, sort_keys=True))')
    [[ "$got" == "$(python3 -c 'import json, sys; print(json.dumps(json.loads(sys.argv[1]), sort_keys=True))' "$expected")" ]] \
        || fail "$record does not replay to the turn's start: $got, expected $expected"
}

report() {
    local most=$1
    echo "$turn_name turn: $interactions interactions (at most $most)"
    if ((interactions > most)); then
        failures+=("$turn_name turn: $interactions interactions, more than $most")
    fi
}

started=$(date +%s)

# ---- The busy turn -------------------------------------------------------------------------------------------------
# Ana (red) completes the city she and Ben hold 1–1 (6 tiles, 3 coats of arms: 18 each); Cleo's robber on 12 has
# both movements as candidates and robs the suggested one, Ana's (9 for Cleo); Ana's meeple ends on 30, a dark
# space: she draws message 7 (farmers) and does its action (1 farmer: 2); then the turn ends.
turn_name=busy
expect_start "$here/busy-turn.json" '{"scores": {"red": 12, "blue": 24, "green": 4}, "robbers": {"green": 12}, "active": "red"}'
echo "busy-turn: the busy turn: Ana completes Ana and Ben's city (tie), Cleo's robber chooses, a message, end of turn"
start "$here/busy-turn.json" 10
act "S: the completed features (three are occupied: the keys go to the list)" key s
act "2: Ana and Ben's city, the second in the list: the score dialog opens" key 2
act "the city's tiles (the field starts selected)" type 6
act "Tab: to the coats of arms" key Tab
act "the coats of arms" type 3
act "Enter: score (18 each) with Cleo's robber's choice, asked in the same dialog (the suggestion kept: Ana's scoring meeple); the message owed then opens by itself" key Return
act "7: message tile 7, farmers (its action is preselected)" key 7
act "Ctrl+Enter: do the action, then end the turn (nothing is owed after it)" key ctrl+Return
report 8
finish 11
check "$here/busy-turn.json" '{
  "events": [
    {"type": "score", "feature": "c4", "tiles": 6, "coats": 3},
    {"type": "message", "tile": 7, "take": "action"},
    {"type": "turn", "player": "blue"}
  ],
  "scores": {"red": 32, "blue": 42, "green": 13},
  "figures": {"red": {"meeple": 30, "messenger": 2}, "blue": {"meeple": 30, "messenger": 12},
              "green": {"meeple": 13, "messenger": 0}},
  "robbers": {}, "owed": [], "warnings": []
}'

# ---- The Big Box busy turn -----------------------------------------------------------------------------------------
# All eight expansions. Ana (red) completes her road with an inn, 5 tiles: 2 × 5 = 10; Cleo's robber on 0, where Ana's
# scoring meeple stands, takes half of it, 5; Ana's meeple ends on 10, a dark space: she draws message 7 (farmers) and
# does its action (1 farmer: 2); then the turn ends.
turn_name=bigbox
expect_start "$here/bigbox-busy-turn.json" '{"scores": {"red": 0, "blue": 0, "green": 0}, "robbers": {"green": 0}, "active": "red"}'
echo "busy-turn: the Big Box busy turn: Ana completes her inn road, Cleo's robber steals, a message, end of turn"
start "$here/bigbox-busy-turn.json" 7
act "S: the completed features (five occupied ones can be completed: the keys go to the list)" key s
act "1: Ana's road, the first in the list: the score dialog opens" key 1
act "the road's tiles (the field starts selected)" type 5
act "Tab: to the inn check box" key Tab
act "Space: the road has an inn" key space
act "Enter: score (10), Cleo's robber takes 5; the message owed then opens by itself" key Return
act "7: message tile 7, farmers (its action is preselected)" key 7
act "Ctrl+Enter: do the action, then end the turn (nothing is owed after it)" key ctrl+Return
report 8
finish 8
check "$here/bigbox-busy-turn.json" '{
  "events": [
    {"type": "score", "feature": "rd1", "tiles": 5, "inn": true},
    {"type": "message", "tile": 7, "take": "action"},
    {"type": "turn", "player": "blue"}
  ],
  "scores": {"red": 12, "blue": 0, "green": 5},
  "figures": {"red": {"meeple": 10, "messenger": 2}, "blue": {"meeple": 0, "messenger": 0},
              "green": {"meeple": 5, "messenger": 0}},
  "robbers": {}, "owed": [], "warnings": []
}'

# ---- The simple turn -----------------------------------------------------------------------------------------------
# Ben (blue) places a meeple on a new road and ends the turn: nothing scores.
turn_name=simple
expect_start "$here/simple-turn.json" '{"scores": {"red": 12, "blue": 0, "green": 0}, "robbers": {}, "active": "blue"}'
echo "busy-turn: the simple turn: Ben places a meeple on a new road, end of turn"
start "$here/simple-turn.json" 5
act "P: place a figure (the keys go to the place section)" key p
act "1: on a new road, the first button" key 1
act "N: end the turn" key n
report 3
finish 6
check "$here/simple-turn.json" '{
  "events": [
    {"type": "place", "player": "blue", "kind": "meeple", "featureType": "road"},
    {"type": "turn", "player": "green"}
  ],
  "scores": {"red": 12, "blue": 0, "green": 0},
  "robbers": {}, "owed": [], "warnings": []
}'

echo "busy-turn: the three turns driven and checked in $(($(date +%s) - started)) s"
if ((${#failures[@]} > 0)); then
    ((broken == 0)) || keep_screenshots
    printf 'busy-turn: FAIL: %s\n' "${failures[@]}" >&2
    exit 1
fi
echo "busy-turn: OK"
