#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Meeple Ledger contributors
"""Shows that checkglossary.py catches each kind of slip the glossary rejects.

  tst_checkglossary.py TRANSLATIONS_DIR

TRANSLATIONS_DIR holds glossary.md and the meeple-ledger_*.ts files. First the real files must pass. Then, once
per slip, one translation of one language gets the slip (a copy of that .ts file in a temporary folder, written
in place of the real one), and checkglossary.py must fail and name the word it found. A few cases check the
other way round that a word is not rejected where it is right (a capital "Sie" starting a sentence, "jego"
about a file). Prints one line per case and, last, "N passed, M failed"; exits 1 if any failed.
"""

import glob
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

CHECKER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "checkglossary.py")
ABOUT_A_PLAYER = re.compile(r"\b(their|them|they)\b")


def any_message(source, comment):
    return True


def about_a_player(source, comment):
    return bool(ABOUT_A_PLAYER.search(source))


def not_about_a_player(source, comment):
    return "player" not in (source + " " + comment).lower() and not ABOUT_A_PLAYER.search(source)


def append(slip):
    return lambda text: f"{text} {slip}"


def prepend(slip):
    return lambda text: f"{slip} {text}"


# (name, language, which messages may take it, how the translation is changed, the word the output must name,
#  whether the checker must fail)
CASES = [
    ("nl plural of a rejected variant: Spookkastelen", "nl", any_message, prepend("Spookkastelen"), "Spookkastelen", True),
    ("nl singular of a rejected variant: spookkasteel", "nl", any_message, append("het spookkasteel"), "spookkasteel", True),
    ("nl quotation marks of another form: „…”", "nl", any_message, append("„%1”"), "„", True),
    ("cs ty-form: tvých", "cs", any_message, append("z tvých figurek"), "tvých", True),
    ("cs ty-form: tvými", "cs", any_message, append("s tvými figurkami"), "tvými", True),
    ("cs ty-form: tvůj", "cs", any_message, append("tvůj družiník"), "tvůj", True),
    ("cs ty-form: máš", "cs", any_message, append("Máš"), "Máš", True),
    ("cs ty-form in the present: můžeš", "cs", any_message, append("můžeš"), "můžeš", True),
    ("cs ty-form of the imperative at a sentence's start: Vyber", "cs", any_message, prepend("Vyber."), "Vyber", True),
    ("cs ty-form of the imperative: vylosuj", "cs", any_message, append("vylosuj"), "vylosuj", True),
    ("cs variant of území: oblast", "cs", any_message, append("oblast"), "oblast", True),
    ("cs declined variant of území: oblastí", "cs", any_message, append("s oblastí"), "oblastí", True),
    ("cs declined variant of území: oblastech", "cs", any_message, append("v oblastech"), "oblastech", True),
    ("cs variant of počítací figurka: bodovací", "cs", any_message, append("bodovací figurka"), "bodovací", True),
    ("cs declined variant of počítací figurka: bodovacích", "cs", any_message, append("bodovacích figurek"), "bodovacích", True),
    ("cs variant of herní plán: herní plocha", "cs", any_message, append("herní plocha"), "herní plocha", True),
    ("cs declined variant of herní plán: herní ploše", "cs", any_message, append("na herní ploše"), "herní ploše", True),
    ("cs gendered word about any player: jeho", "cs", about_a_player, append("jeho družiník"), "jeho", True),
    ("fr score action: Marquer", "fr", any_message, prepend("Marquer"), "Marquer", True),
    ("fr score action: Marquez", "fr", any_message, prepend("Marquez"), "Marquez", True),
    ("fr tu-form: ton", "fr", any_message, append("ton pion"), "ton", True),
    ("fr tu-form: tu", "fr", any_message, append("tu"), "tu", True),
    ("fr gendered word about any player: lui-même", "fr", about_a_player, append("lui-même"), "lui-même", True),
    ("it score action: Assegna", "it", any_message, prepend("Assegna"), "Assegna", True),
    ("it voi-form: vostra", "it", any_message, append("la vostra pedina"), "vostra", True),
    ("pl gendered word about any player: jego", "pl", about_a_player, append("jego podwładny"), "jego", True),
    ("pl polite form: Pana", "pl", any_message, append("Pana"), "Pana", True),
    ("pl wy-form: wasze", "pl", any_message, append("wasze"), "wasze", True),
    ("pl declined rejected word: łąkach", "pl", any_message, append("na łąkach"), "łąkach", True),
    ("de variant of Spielplan: Spielfeld", "de", any_message, append("auf dem Spielfeld"), "Spielfeld", True),
    ("de declined variant of Spielplan: Spielfeldes", "de", any_message, append("des Spielfeldes"), "Spielfeldes", True),
    ("de variant of Partieaufzeichnung: Spielprotokoll", "de", any_message, append("das Spielprotokoll"), "Spielprotokoll", True),
    ("de declined variant of Partieaufzeichnung: Spielprotokolls", "de", any_message, append("des Spielprotokolls"), "Spielprotokolls", True),
    ("de Sie-form: wählen Sie", "de", any_message, append("Bitte wählen Sie"), "wählen Sie", True),
    ("de Sie-form: Ihren", "de", any_message, append("Ihren Gefolgsmann"), "Ihren", True),
    ("es usted-form: Usted", "es", any_message, append("Usted"), "Usted", True),
    ("nl u-form: Uw", "nl", any_message, prepend("Uw"), "Uw", True),
    ("de a capital Sie starting a sentence is not the polite form", "de", any_message,
     lambda text: f"{text}. Sie wurde gelöscht.", "", False),
    ("pl jego about a file, not a player, is right", "pl", not_about_a_player, append("jego folder"), "", False),
    ("nl the U of U+0000 is not the polite form u", "nl", any_message, append("U+0000"), "", False),
]


def run(glossary, ts_files):
    result = subprocess.run([sys.executable, CHECKER, glossary] + ts_files, capture_output=True, text=True,
                            encoding="utf-8")
    return result.returncode, result.stdout + result.stderr


def inject(ts_path, choose, change, out_path):
    """Writes ts_path to out_path with the first finished translation that choose() accepts changed."""
    tree = ET.parse(ts_path)
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") in ("vanished", "obsolete", "unfinished"):
            continue
        source = message.findtext("source") or ""
        comment = " ".join(filter(None, (message.findtext("comment"), message.findtext("extracomment"))))
        if not choose(source, comment):
            continue
        element = translation.find("numerusform")
        if element is None:
            element = translation
        if not element.text:
            continue
        before = element.text
        element.text = change(before)
        tree.write(out_path, encoding="utf-8", xml_declaration=True)
        return source, before, element.text
    return None


def main(argv):
    if len(argv) != 2:
        sys.exit(__doc__)
    directory = argv[1]
    glossary = os.path.join(directory, "glossary.md")
    ts_files = sorted(glob.glob(os.path.join(directory, "meeple-ledger_*.ts")))
    by_language = {ET.parse(path).getroot().get("language"): path for path in ts_files}
    passed = failed = 0

    code, output = run(glossary, ts_files)
    if code == 0:
        passed += 1
        print("PASS the real files pass")
    else:
        failed += 1
        print("FAIL the real files do not pass:\n" + output)

    with tempfile.TemporaryDirectory() as temporary:
        for name, language, choose, change, named, must_fail in CASES:
            copy = os.path.join(temporary, f"slip_{language}.ts")
            injected = inject(by_language[language], choose, change, copy)
            if injected is None:
                failed += 1
                print(f"FAIL {name}: no message of {language} to change")
                continue
            files = [copy if path == by_language[language] else path for path in ts_files]
            code, output = run(glossary, files)
            lines = output.splitlines()
            if must_fail:
                found = [line for line in lines if "rejected" in line and f"as {named!r}" in line]
                ok = code != 0 and bool(found)
            else:
                found = [line for line in lines if "rejected" in line]
                ok = code == 0 and not found
            if ok:
                passed += 1
                print(f"PASS {name}")
            else:
                failed += 1
                print(f"FAIL {name}: exit {code}, changed {injected[1]!r} to {injected[2]!r}; the checker said:")
                print("\n".join("    " + line for line in lines))
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
