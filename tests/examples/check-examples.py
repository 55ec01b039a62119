#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Meeple Ledger contributors
"""Replays every example record of a folder with the command-line tool and compares the result.

usage: check-examples.py CLI FOLDER

For each FOLDER/NAME.json, FOLDER/NAME.expected.json holds either the keys of the replay's output that
must match (only the keys given are compared, and inside an object only the keys given), or
{"error": "event N"} (or "setup"): the record must be refused with exit status 2 and a first line on
standard error that starts with "error: event N". Prints a line per record and "N passed, N failed";
exits 1 if any failed, or if the folder holds no record.
"""
import json
import os
import re
import subprocess
import sys


def compare(want, got, path=""):
    if isinstance(want, dict):
        if not isinstance(got, dict):
            return [f"{path or 'result'}: expected an object, got {got!r}"]
        problems = []
        for key, value in want.items():
            if key not in got:
                problems.append(f"{path}{key}: missing (expected {value!r})")
            else:
                problems += compare(value, got[key], f"{path}{key}.")
        return problems
    if want != got:
        return [f"{path.rstrip('.')}: expected {want!r}, got {got!r}"]
    return []


def check(cli, record, want):
    run = subprocess.run([cli, "replay", record], capture_output=True, text=True, timeout=60)
    if "error" in want:
        first = (run.stderr.strip().splitlines() or [""])[0]
        problems = []
        if run.returncode != 2:
            problems.append(f"expected exit status 2, got {run.returncode}")
        if not re.match(r"error: " + re.escape(want["error"]) + r"(?!\d)", first):
            problems.append(f"expected 'error: {want['error']}…', got {first!r}")
        return problems
    if run.returncode != 0:
        return [f"exit status {run.returncode}: {run.stderr.strip()[:300]}"]
    try:
        return compare(want, json.loads(run.stdout))
    except json.JSONDecodeError as error:
        return [f"the output is not JSON: {error}"]


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 64
    cli, folder = sys.argv[1], sys.argv[2]
    passed = failed = 0
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".json") or name.endswith(".expected.json"):
            continue
        case = name[: -len(".json")]
        with open(os.path.join(folder, case + ".expected.json"), encoding="utf-8") as expected:
            want = json.load(expected)
        problems = check(cli, os.path.join(folder, name), want)
        if problems:
            failed += 1
            print(f"FAIL {case}: " + "; ".join(problems))
        else:
            passed += 1
            print(f"ok   {case}")
    print(f"{passed} passed, {failed} failed")
    return 0 if passed and not failed else 1


if __name__ == "__main__":
    sys.exit(main())
