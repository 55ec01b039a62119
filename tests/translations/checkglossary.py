#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Meeple Ledger contributors
"""Checks the translations against translations/glossary.md.

  checkglossary.py GLOSSARY TS_FILE...

For every row of the glossary's table of terms (| Term | Lang | Rulebook word | Test looks for | Rejected |
Source |), the .ts file of that language must have a translation containing the text of "Test looks for"
(ignoring case; "—" skips this check) and no translation containing a word of "Rejected" (whole words,
case-sensitive, separated by ";"). Every language of a row must have a .ts file, and every .ts file but the
source language's must have rows.

French translations also keep the spacing of the glossary's grammar section: a narrow no-break space (U+202F)
before ? ! ; and a no-break space (U+00A0) before : and inside « ». A sign with no space after it, as in an
address (postgresql://, ?sslmode=…), a time (17:40), placeholders (%1:%2) or a file pattern (*.json;;*), is not
punctuation and needs no space. Their apostrophe is the typographic ’ (U+2019), except in what is quoted as the
record or the command line writes it (`tiles`, "c1"). Exits 1 listing every failure.
"""

import os
import re
import sys
import xml.etree.ElementTree as ET

NONE = "—"
COLUMNS = ["Term", "Lang", "Rulebook word", "Test looks for", "Rejected", "Source"]


def read_rows(path):
    """The rows of the terms table, as dicts keyed by COLUMNS; exits on a malformed table."""
    rows = []
    header_seen = False
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.strip()
            # The terms table ends at the next heading; later tables are not terms.
            if header_seen and line.startswith("#"):
                break
            if not line.startswith("|"):
                continue
            cells = [c.strip() for c in line.strip("|").split("|")]
            if cells == COLUMNS:
                header_seen = True
                continue
            if not header_seen or set("".join(cells)) <= set("-: "):
                continue
            if len(cells) != len(COLUMNS):
                sys.exit(f"{path}:{number}: a row of the terms table needs {len(COLUMNS)} cells, has {len(cells)}")
            rows.append(dict(zip(COLUMNS, cells), line=number))
    if not header_seen:
        sys.exit(f"{path}: no table with the columns {' | '.join(COLUMNS)}")
    return rows


def translations(ts_path):
    """Every finished translation text of a .ts file (each plural form on its own)."""
    texts = []
    for message in ET.parse(ts_path).getroot().iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") in ("vanished", "obsolete"):
            continue
        forms = translation.findall("numerusform")
        texts.extend((form.text or "") for form in forms) if forms else texts.append(translation.text or "")
    return texts


# French typography (glossary.md, "Grammar"): the space each sign takes before it.
NARROW_NO_BREAK_SPACE = "\u202f"
NO_BREAK_SPACE = "\u00a0"
FRENCH_SPACE_BEFORE = {"?": NARROW_NO_BREAK_SPACE, "!": NARROW_NO_BREAK_SPACE, ";": NARROW_NO_BREAK_SPACE,
                       ":": NO_BREAK_SPACE}
SPACE_NAMES = {" ": "a plain space", NARROW_NO_BREAK_SPACE: "U+202F", NO_BREAK_SPACE: "U+00A0"}
# What may follow a sign that is punctuation: a space, the end, or a closing sign.
AFTER_PUNCTUATION = set(" \u00a0\u202f\n»)]\"'’…")


def space_name(character):
    return SPACE_NAMES.get(character, "no space" if not character.isspace() else f"U+{ord(character):04X}")


def french_spacing(text):
    """The spacing faults of one French translation, each as a sentence with the place it is in."""
    faults = []
    for i, sign in enumerate(text):
        before = text[i - 1] if i > 0 else ""
        after = text[i + 1] if i + 1 < len(text) else ""
        # A sign quoted on its own, « ; », is a character, not punctuation.
        quoted = text[max(i - 2, 0):i] == "«" + NO_BREAK_SPACE and text[i + 1:i + 3] == NO_BREAK_SPACE + "»"
        if sign in FRENCH_SPACE_BEFORE and i > 0 and (after == "" or after in AFTER_PUNCTUATION) and not quoted:
            # "?!" or "!?" share one space, before the first.
            if before in FRENCH_SPACE_BEFORE and before != ":":
                continue
            wanted = FRENCH_SPACE_BEFORE[sign]
            if before != wanted:
                faults.append(f"{space_name(before)} before {sign!r}, wants {space_name(wanted)}")
        elif sign == "«" and after != NO_BREAK_SPACE:
            faults.append(f"{space_name(after)} after '«', wants U+00A0")
        elif sign == "»" and before != NO_BREAK_SPACE:
            faults.append(f"{space_name(before)} before '»', wants U+00A0")
    # The apostrophe is the typographic one (U+2019), as the rulebooks print it; a straight one stays only in what
    # is quoted as the record or the command line has it (`tiles`, "c1").
    prose = re.sub(r'`[^`]*`|"[^"]*"', "", text)
    if "'" in prose:
        faults.append("a straight apostrophe (') where French prints ’ (U+2019)")
    return [f"{fault} in {text!r}" for fault in faults]


def main(argv):
    if len(argv) < 3:
        sys.exit(__doc__)
    glossary, ts_files = argv[1], argv[2:]
    by_language = {}
    for path in ts_files:
        language = ET.parse(path).getroot().get("language")
        by_language[language] = translations(path)

    failures = []
    languages_with_rows = set()
    for row in read_rows(glossary):
        language = row["Lang"]
        where = f"glossary.md:{row['line']} ({row['Term']}, {language})"
        if language not in by_language:
            failures.append(f"{where}: no .ts file for the language {language!r}")
            continue
        languages_with_rows.add(language)
        texts = by_language[language]
        wanted = row["Test looks for"]
        if wanted != NONE and not any(wanted.casefold() in t.casefold() for t in texts):
            failures.append(f"{where}: no translation uses {wanted!r} ({row['Rulebook word']})")
        if row["Rejected"] != NONE:
            for word in (w.strip() for w in row["Rejected"].split(";")):
                # A whole word: not part of a longer one, nor an escape such as "\u%4".
                pattern = re.compile(r"(?<![\w\\])" + re.escape(word) + r"(?!\w)")
                for text in texts:
                    if pattern.search(text):
                        failures.append(f"{where}: rejected word {word!r} in {text!r}")
    for text in by_language.get("fr", []):
        failures.extend(f"fr typography: {fault}" for fault in french_spacing(text))
    for language in sorted(set(by_language) - languages_with_rows):
        if language != "en":
            failures.append(f"glossary.md: no terms for the language {language!r}")

    for failure in failures:
        print(failure)
    print(f"{len(failures)} glossary failure(s)" if failures else "every translation uses the glossary's terms")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
