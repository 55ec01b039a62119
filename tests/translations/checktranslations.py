#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Meeple Ledger contributors
"""Checks the Qt Linguist translations of Meeple Ledger.

  checktranslations.py complete CONFIG   every message translated, placeholders kept, all plural forms given
  checktranslations.py uptodate CONFIG   lupdate over the sources would not change the committed .ts files
  checktranslations.py comments CONFIG   every message with a placeholder (%1…%9, %n) has a translator comment
                                         saying what it holds
  checktranslations.py cli CONFIG CLI RECORD
                                         meeple-ledger-cli explains RECORD in every language, from the translations
                                         compiled into it, and refuses an unknown language
  checktranslations.py commandline CONFIG CLI GUI
                                         both programs' --help, usage line and command-line errors, and the
                                         GUI's self-test line, in every language chosen by LANGUAGE, with none
                                         of Qt's English left

CONFIG is the JSON file tests/translations/CMakeLists.txt generates: lupdate's path, the languages, the .ts
files, the scanned sources, include folders and lupdate options.
"""

import difflib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

# Plural forms per language as Qt Linguist 6.4 counts them (what lupdate writes into a new message):
# Polish and Czech tell 1, 2–4 and 5+ apart; the others only one and many.
PLURAL_FORMS = {"en": 2, "de": 2, "fr": 2, "es": 2, "it": 2, "nl": 2, "pl": 3, "cs": 3}

# %1…%9 (also as %L1, the locale-aware form, which a translation may use in place of %1) and %n (also %Ln).
PLACEHOLDER = re.compile(r"%L?([1-9]|n)")


def placeholders(text):
    return sorted(set(PLACEHOLDER.findall(text or "")))


def describe(context, source):
    return f"[{context}] {source!r}"


def check_complete(config):
    problems = []
    languages = set(config["languages"])
    seen = set()
    for path in config["tsFiles"]:
        name = os.path.basename(path)
        root = ET.parse(path).getroot()
        language = root.get("language", "")
        code = language.split("_")[0]
        seen.add(code)
        if code not in languages:
            problems.append(f"{name}: language {language!r} is not one of {sorted(languages)}")
            continue
        if not name.endswith(f"_{code}.ts"):
            problems.append(f"{name}: declares language {language!r}, which its name does not")
        source_language = code == config["sourceLanguage"]
        forms_wanted = PLURAL_FORMS[code]
        for context in root.iter("context"):
            context_name = context.findtext("name")
            for message in context.iter("message"):
                source = message.findtext("source") or ""
                where = f"{name}: {describe(context_name, source)}"
                translation = message.find("translation")
                kind = translation.get("type") if translation is not None else "unfinished"
                if kind in ("unfinished", "vanished", "obsolete"):
                    problems.append(f"{where}: {kind}")
                    continue
                numerus = message.get("numerus") == "yes"
                if source_language and not numerus:
                    problems.append(f"{where}: the source language needs only plural forms")
                    continue
                wanted = placeholders(source)
                if numerus:
                    forms = [form.text or "" for form in translation.findall("numerusform")]
                    if len(forms) != forms_wanted:
                        problems.append(f"{where}: {len(forms)} plural forms, {code} has {forms_wanted}")
                    if "n" not in wanted:
                        problems.append(f"{where}: a plural message without %n")
                else:
                    forms = [translation.text or ""]
                for form in forms:
                    if not form.strip():
                        problems.append(f"{where}: empty translation")
                    elif placeholders(form) != wanted:
                        problems.append(
                            f"{where}: placeholders {placeholders(form)} in {form!r}, the source has {wanted}")
    for missing in sorted(languages - seen):
        problems.append(f"no .ts file for {missing}")
    for problem in problems:
        print(problem)
    print(f"{len(problems)} problem(s) in {len(config['tsFiles'])} translation files")
    return 1 if problems else 0


def check_comments(config):
    """A translator sees only the source text: "%1" could be a name, a date or a count. lupdate keeps a comment
    only from `//:` straight before the tr() (or the comment argument of tr, qsTr, QT_TRANSLATE_NOOP3), so a
    comment written elsewhere is lost without a word; this finds every message that lost it."""
    problems = []
    for path in config["tsFiles"]:
        name = os.path.basename(path)
        for context in ET.parse(path).getroot().iter("context"):
            context_name = context.findtext("name")
            for message in context.iter("message"):
                source = message.findtext("source") or ""
                if not placeholders(source):
                    continue
                comments = [(message.findtext(tag) or "").strip() for tag in ("comment", "extracomment")]
                if not any(comments):
                    problems.append(f"{name}: {describe(context_name, source)}: no translator comment for "
                                    f"{', '.join('%' + p for p in placeholders(source))}")
    for problem in problems:
        print(problem)
    print(f"{len(problems)} message(s) with placeholders but no translator comment in {len(config['tsFiles'])} files")
    return 1 if problems else 0


def run_lupdate(config, ts_files, extra_options):
    command = [config["lupdate"], "-silent"] + config["options"] + extra_options
    for include in config["includes"]:
        command.append("-I" + include)
    command += config["sources"] + ["-ts"] + ts_files
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed:\n{result.stdout}{result.stderr}")
    # lupdate skips a file it cannot parse and still succeeds; its texts would silently go untranslated.
    return [line for line in result.stderr.splitlines() if "error:" in line]


def check_uptodate(config):
    with tempfile.TemporaryDirectory(prefix="meeple-ledger-ts-") as scratch:
        copies = {}
        for path in config["tsFiles"]:
            copy = os.path.join(scratch, os.path.basename(path))
            shutil.copyfile(path, copy)
            copies[path] = copy
        source_suffix = f"_{config['sourceLanguage']}.ts"
        translated = [copy for copy in copies.values() if not copy.endswith(source_suffix)]
        source = [copy for copy in copies.values() if copy.endswith(source_suffix)]
        errors = []
        if translated:
            errors += run_lupdate(config, translated, [])
        if source:
            errors += run_lupdate(config, source, ["-pluralonly"])
        stale = 0
        for path, copy in copies.items():
            with open(path, encoding="utf-8") as f:
                committed = f.read().splitlines(keepends=True)
            with open(copy, encoding="utf-8") as f:
                updated = f.read().splitlines(keepends=True)
            if committed != updated:
                stale += 1
                sys.stdout.writelines(difflib.unified_diff(committed, updated, path, "after lupdate"))
    for error in sorted(set(errors)):
        print(f"lupdate could not read a source, its texts are missing: {error}")
    if errors:
        return 1
    if stale:
        print(f"{stale} translation file(s) out of date: run `cmake --build <build> --target update_translations`, "
              "then translate what it added (translations_complete lists it)")
        return 1
    print(f"{len(config['tsFiles'])} translation files match the sources")
    return 0


def translation_of(path, context, source):
    for c in ET.parse(path).getroot().iter("context"):
        if c.findtext("name") != context:
            continue
        for message in c.iter("message"):
            if message.findtext("source") == source:
                return message.findtext("translation") or source
    return source


def check_cli(config, cli, record):
    problems = []
    for path in config["tsFiles"]:
        code = ET.parse(path).getroot().get("language", "").split("_")[0]
        # The heading comes from the CLI's own context; the English file holds plural forms only.
        heading = "Scores:" if code == config["sourceLanguage"] else translation_of(path, "cli", "Scores:")
        result = subprocess.run([cli, "explain", "--lang", code, record], capture_output=True, text=True)
        lines = result.stdout.splitlines()
        if result.returncode != 0 or heading not in lines:
            problems.append(f"--lang {code}: exit {result.returncode}, no line {heading!r} in the output\n{result.stderr}")
        elif "(s)" in result.stdout:
            problems.append(f"--lang {code}: a plural is left as (s):\n" +
                            "\n".join(line for line in lines if "(s)" in line))
    result = subprocess.run([cli, "explain", "--lang", "xx", record], capture_output=True, text=True)
    if result.returncode != 64 or not all(code in result.stderr for code in config["languages"]):
        problems.append(f"--lang xx: exit {result.returncode}, expected 64 and the list of languages: {result.stderr}")
    for problem in problems:
        print(problem)
    print(f"{len(problems)} problem(s) explaining {record} in {len(config['tsFiles'])} languages")
    return 1 if problems else 0


# Qt's own words in --help; a language whose catalogue is not loaded shows them in English.
QT_HELP_ENGLISH = ["Usage:", "Options:", "Arguments:", "Displays help", "Displays version"]


def run_in_language(program, arguments, code, display=True):
    env = {k: v for k, v in os.environ.items() if not k.startswith("LC_")}
    env.update(LANGUAGE=code, LANG="C.UTF-8")
    if not display:
        for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
            env.pop(name, None)
    result = subprocess.run([program] + arguments, capture_output=True, text=True, env=env, timeout=60)
    return result.returncode, result.stdout, result.stderr


def check_commandline(config, cli, gui):
    problems = []
    for path in config["tsFiles"]:
        code = ET.parse(path).getroot().get("language", "").split("_")[0]
        english = code == config["sourceLanguage"]

        def words(context, source):
            return source if english else translation_of(path, context, source)

        def expect(what, result, status, stream, wanted):
            exit_code, out, err = result
            text = out if stream == "out" else err
            if exit_code != status:
                problems.append(f"LANGUAGE={code} {what}: exit {exit_code}, expected {status}\n{out}{err}")
            for line in wanted:
                if line not in text:
                    problems.append(f"LANGUAGE={code} {what}: no {line!r} in\n{text}")
            left = [phrase for phrase in QT_HELP_ENGLISH if phrase in text]
            # English must show them (so the check sees them); every other language must not.
            if stream == "out" and english != bool(left):
                problems.append(f"LANGUAGE={code} {what}: Qt's English {left or QT_HELP_ENGLISH} in\n{text}")

        expect("meeple-ledger-cli --help", run_in_language(cli, ["--help"], code), 0, "out",
               [words("cli", "One of the commands below."), words("cli", "command"), words("cli", "Commands:"),
                words("cli", "Pushes a library's games to the club's server.")])
        expect("meeple-ledger-cli (no arguments)", run_in_language(cli, [], code), 64, "err",
               [words("cli", "usage: meeple-ledger-cli [--lang code] replay|explain FILE (- reads standard input)")])
        expect("meeple-ledger --help", run_in_language(gui, ["--help"], code, display=False), 0, "out",
               [words("main", "Keeps the score of a physical Carcassonne game."),
                "[" + words("main", "record") + "]"])
        no_display = words("main", "no display found; run it on a desktop, or headless with: %1")
        expect("meeple-ledger without a display", run_in_language(gui, [], code, display=False), 1, "err",
               ["meeple-ledger: " + no_display.replace("%1", "xvfb-run -a meeple-ledger")])
        expect("meeple-ledger --screen nowhere", run_in_language(gui, ["--screen", "nowhere"], code), 1, "err",
               ["meeple-ledger: " + words("main", "--screen takes start, setup, table or final")])
        # The self-test speaks the app's language, which starts as the desktop's.
        exit_code, out, err = run_in_language(gui, ["--self-test"], code)
        passed = [words("main", "self-test passed (every screen loaded, frames drawn)"),
                  words("main", "self-test passed (every screen loaded, no frame drawn on this platform)")]
        if exit_code != 0 or not any("meeple-ledger: " + line in err for line in passed):
            problems.append(f"LANGUAGE={code} meeple-ledger --self-test: exit {exit_code}, none of {passed} in\n{err}")
    for problem in problems:
        print(problem)
    print(f"{len(problems)} problem(s) in the command lines of {len(config['tsFiles'])} languages")
    return 1 if problems else 0


def main():
    commands = {"complete": 3, "uptodate": 3, "comments": 3, "cli": 5, "commandline": 5}
    if len(sys.argv) < 2 or commands.get(sys.argv[1]) != len(sys.argv):
        print(__doc__)
        return 64
    with open(sys.argv[2], encoding="utf-8") as f:
        config = json.load(f)
    if sys.argv[1] == "cli":
        return check_cli(config, sys.argv[3], sys.argv[4])
    if sys.argv[1] == "commandline":
        return check_commandline(config, sys.argv[3], sys.argv[4])
    checks = {"complete": check_complete, "uptodate": check_uptodate, "comments": check_comments}
    return checks[sys.argv[1]](config)


if __name__ == "__main__":
    sys.exit(main())
