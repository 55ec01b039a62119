#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Meeple Ledger contributors
"""Checks the translations against translations/glossary.md.

  checkglossary.py GLOSSARY TS_FILE...

For every row of the glossary's table of terms (| Term | Lang | Rulebook word | Test looks for | Rejected |
Source |), the .ts file of that language must have a translation containing the text of "Test looks for"
(ignoring case; "—" skips this check) and no translation matching an entry of "Rejected" (separated by ";").
An entry is whole words: "*" in a word stands for any further letters ("oblast*": oblasti, oblastí…), "{a,b}"
for exactly one of the endings listed ("hrad{,y,u}": hrad, hrady, hradu), a "*" standing alone for any one word
("* Sie": "Sie" after a word); a space matches any space. An entry that begins with a small letter also matches
with a capital first letter; one that begins with a capital matches only so. An entry that begins or ends with
a sign (a quotation mark) matches it anywhere. The rows of the term "any player" list words that give a player
a gender: they count only in messages about a player (the source or its translator's comment says "player",
or the source says "they", "them", "their", "theirs" or "themselves"). Every language of a row must have a
.ts file, and every .ts file but the source language's must have rows.

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


class Text:
    """One finished translation text (a plural form is a text of its own) with what it translates."""

    def __init__(self, text, source, comment):
        self.text, self.source, self.comment = text, source, comment

    def about_a_player(self):
        return bool(PLAYER_IN_SOURCE.search(self.source) or PLAYER_IN_COMMENT.search(self.source + " " + self.comment))


# A message speaks of one player of either gender when its source or comment says "player", or its source uses
# the English singular "they".
PLAYER_IN_COMMENT = re.compile(r"\bplayer", re.IGNORECASE)
PLAYER_IN_SOURCE = re.compile(r"\b(they|them|their|theirs|themselves|themself)\b", re.IGNORECASE)
ANY_PLAYER = "any player"


def translations(root):
    """Every finished translation text of a parsed .ts file (each plural form on its own), as Text."""
    texts = []
    for message in root.iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") in ("vanished", "obsolete"):
            continue
        source = message.findtext("source") or ""
        comment = " ".join(filter(None, (message.findtext("comment"), message.findtext("extracomment"))))
        forms = translation.findall("numerusform")
        for text in ([form.text or "" for form in forms] if forms else [translation.text or ""]):
            texts.append(Text(text, source, comment))
    return texts


def entry_pattern(entry):
    """The regular expression of one entry of the column Rejected (see the module's description)."""
    parts = []
    for i, word in enumerate(entry.split()):
        if i:
            parts.append(r"\s+")
        if word == "*":
            parts.append(r"\w+")
            continue
        for j, piece in enumerate(re.split(r"(\*|\{[^{}]*\})", word)):
            if piece == "*":
                parts.append(r"\w*")
            elif piece.startswith("{"):
                parts.append("(?:" + "|".join(re.escape(e.strip()) for e in piece[1:-1].split(",")) + ")")
            elif piece:
                if "{" in piece or "}" in piece:
                    raise ValueError(f"unbalanced braces in {entry!r}")
                first = piece[0]
                # A small first letter also stands for its capital, as at a sentence's start.
                if i == 0 and j == 0 and first.islower() and len(first.upper()) == 1:
                    parts.append(f"[{re.escape(first)}{re.escape(first.upper())}]" + re.escape(piece[1:]))
                else:
                    parts.append(re.escape(piece))
    # Whole words: not part of a longer word, nor an escape such as "\u%4", nor the "U" of "U+0000". A sign at
    # either end needs no boundary there.
    wordlike = re.compile(r"[\w*{}]")
    before = r"(?<![\w\\])" if wordlike.match(entry[0]) else ""
    after = r"(?![\w+])" if wordlike.match(entry[-1]) else ""
    return re.compile(before + "".join(parts) + after)


def rejected_entries(row, path):
    """The entries of a row's column Rejected, each with its pattern; exits on a malformed one."""
    if row["Rejected"] == NONE:
        return []
    entries = []
    for entry in (e.strip() for e in row["Rejected"].split(";")):
        if not entry:
            sys.exit(f"{path}:{row['line']}: an empty entry in the column Rejected")
        try:
            entries.append((entry, entry_pattern(entry)))
        except (ValueError, re.error) as error:
            sys.exit(f"{path}:{row['line']}: {error}")
    return entries


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
        root = ET.parse(path).getroot()
        by_language[root.get("language")] = translations(root)

    failures = []
    languages_with_rows = set()
    for row in read_rows(glossary):
        language = row["Lang"]
        where = f"glossary.md:{row['line']} ({row['Term']}, {language})"
        entries = rejected_entries(row, glossary)
        if language not in by_language:
            failures.append(f"{where}: no .ts file for the language {language!r}")
            continue
        languages_with_rows.add(language)
        texts = by_language[language]
        wanted = row["Test looks for"]
        if wanted != NONE and not any(wanted.casefold() in t.text.casefold() for t in texts):
            failures.append(f"{where}: no translation uses {wanted!r} ({row['Rulebook word']})")
        if row["Term"] == ANY_PLAYER:
            texts = [t for t in texts if t.about_a_player()]
        for entry, pattern in entries:
            for text in texts:
                match = pattern.search(text.text)
                if match:
                    failures.append(f"{where}: rejected {entry!r} as {match.group(0)!r} in {text.text!r}")
    for text in by_language.get("fr", []):
        failures.extend(f"fr typography: {fault}" for fault in french_spacing(text.text))
    for language in sorted(set(by_language) - languages_with_rows):
        if language != "en":
            failures.append(f"glossary.md: no terms for the language {language!r}")

    for failure in failures:
        print(failure)
    print(f"{len(failures)} glossary failure(s)" if failures else "every translation uses the glossary's terms")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
