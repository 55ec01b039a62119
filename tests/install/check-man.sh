#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Meeple Ledger contributors
# Renders each man page with man -l, warnings on: a warning, an empty page or a missing man fails.
# usage: check-man.sh PAGE...
set -euo pipefail
command -v man >/dev/null || { echo "check-man: man is missing (apt-get install man-db)" >&2; exit 1; }
status=0
for page in "$@"; do
    warnings=$(MANWIDTH=80 man --warnings -l "$page" 2>&1 >/dev/null || true)
    text=$(MANWIDTH=80 man -l "$page" 2>/dev/null)
    if [[ -n "$warnings" ]]; then
        echo "check-man: $page: $warnings" >&2
        status=1
    fi
    if ! grep -q '^NAME' <<<"$text" || ! grep -q '^OPTIONS' <<<"$text"; then
        echo "check-man: $page renders without its NAME or OPTIONS section" >&2
        status=1
    fi
    echo "check-man: $page: $(wc -l <<<"$text") lines"
done
exit $status
