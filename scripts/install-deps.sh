#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Meeple Ledger contributors
# Installs the Debian 12 packages Meeple Ledger needs to build, test and run.
# Asks apt only for what is missing, so a second run does nothing and takes a moment.
set -euo pipefail

packages=(
    # toolchain; clang and its runtime build the libFuzzer target
    build-essential cmake ninja-build python3 clang-format clang libclang-rt-14-dev
    # the linker of the sanitizer build (cmake/CompilerSettings.cmake)
    mold
    # RapidJSON (header-only): the strict reader of record text
    rapidjson-dev
    # SQLite's headers: the library list reads through the interface of the SQLite that Qt's driver uses
    libsqlite3-dev
    # Qt 6.4 development files and tools (moc, qmltyperegistrar, qmlcachegen, lupdate, lrelease)
    qt6-base-dev qt6-declarative-dev qt6-declarative-dev-tools qt6-tools-dev qt6-tools-dev-tools
    qt6-l10n-tools linguist-qt6 qt6-charts-dev libgl-dev
    # the QML test runner's module (what the application loads at run time is in runtime-packages.txt, below)
    qml6-module-qttest
    # running and looking at the window without a desktop
    xvfb xauth imagemagick xdotool
    # the desktop integration's checks, the Debian package and its checks
    desktop-file-utils appstream man-db shared-mime-info dpkg-dev lintian
    # a private session bus for the tests of what the app asks the desktop (keeping the screen awake)
    dbus-daemon dbus-session-bus-common
    # the desktop's keychain for the club password (without it, a file only the user can read)
    qtkeychain-qt6-dev
    # the club tests' throw-away PostgreSQL 15 cluster (scripts/pg-cluster.sh: initdb, pg_ctl, psql), and the
    # self-signed certificate of its TLS listener
    postgresql openssl
)
# What the application loads at run time: the list the Debian package's Depends: is made from.
while read -r package; do
    packages+=("$package")
done < <(grep -v '^\s*\(#\|$\)' "$(dirname "${BASH_SOURCE[0]}")/runtime-packages.txt")

missing=()
for package in "${packages[@]}"; do
    status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
    if [[ "$status" != "install ok installed" ]]; then
        missing+=("$package")
    fi
done

if ((${#missing[@]} == 0)); then
    echo "install-deps: all ${#packages[@]} packages are installed"
    exit 0
fi

echo "install-deps: installing ${missing[*]}"
sudo=()
if ((EUID != 0)); then
    if ! command -v sudo >/dev/null; then
        echo "install-deps: run as root (or install sudo): apt-get must install ${missing[*]}" >&2
        exit 1
    fi
    sudo=(sudo)
fi
"${sudo[@]}" apt-get update
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}"
