#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Meeple Ledger contributors
"""One window per game library: a second launch on the same library hands its record to the running app and exits
0, and the running app imports it; a launch on another library runs beside it.

usage: single_instance.py APP RECORD
"""
import glob
import os
import sqlite3
import subprocess
import sys
import tempfile
import time

app, record = sys.argv[1], sys.argv[2]
work = tempfile.TemporaryDirectory()
run = os.path.join(work.name, "run")
os.mkdir(run, 0o700)
env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_RUNTIME_DIR=run, HOME=work.name,
           XDG_CONFIG_HOME=os.path.join(work.name, "config"), XDG_DATA_HOME=os.path.join(work.name, "data"))
running = []


def fail(message):
    for process in running:
        process.kill()
    sys.exit("single_instance: " + message)


def wait_for(what, condition, seconds=30):
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            fail("gave up waiting for " + what)
        if any(p.poll() is not None for p in running):
            fail("an app exited while waiting for " + what)
        time.sleep(0.1)


def sockets():
    return [s for s in glob.glob(os.path.join(run, "meeple-ledger-*")) if not s.endswith(".lock")]


def games(library):
    if not os.path.exists(library):
        return 0
    try:
        with sqlite3.connect(library) as db:
            return db.execute("SELECT COUNT(*) FROM games").fetchone()[0]
    except sqlite3.OperationalError:  # the app has not made its tables yet
        return 0


def start(library, *args):
    process = subprocess.Popen([app, "--library", library, *args], env=env, cwd=work.name)
    running.append(process)
    return process


first_library = os.path.join(work.name, "first.sqlite")
second_library = os.path.join(work.name, "second.sqlite")

first = start(first_library)
wait_for("the first app to listen", lambda: len(sockets()) == 1)
wait_for("the first library", lambda: os.path.exists(first_library))
if games(first_library) != 0:
    fail("the first library is not empty at start")

# The same library: the record goes to the running app and the second launch is done.
handed = subprocess.run([app, "--library", first_library, record], env=env, cwd=work.name, timeout=30)
if handed.returncode != 0:
    fail(f"the second launch on the same library exited {handed.returncode}, not 0")
if games(first_library) != 1:
    fail(f"the running app holds {games(first_library)} games after the hand-over, not 1")
for action in ("--new-game", "--resume"):
    handed = subprocess.run([app, "--library", first_library, action], env=env, cwd=work.name, timeout=30)
    if handed.returncode != 0:
        fail(f"{action} on the same library exited {handed.returncode}, not 0")
if first.poll() is not None:
    fail("the first app exited after the hand-over")

# Another library: a window of its own, beside the first one.
start(second_library, record)
wait_for("the second app to listen", lambda: len(sockets()) == 2)
wait_for("the second app to import the record", lambda: games(second_library) == 1)
time.sleep(1)
if any(p.poll() is not None for p in running):
    fail("the apps on two libraries did not both keep running")
if games(first_library) != 1:
    fail("the second library's record went to the first app")

for process in running:
    process.terminate()
    process.wait(timeout=30)
print("single_instance: the second launch handed its record over and exited 0; two libraries ran side by side")
