#!/usr/bin/env bash
# Installs the Debian 12 packages Meeple Ledger needs to build, test and run.
# Asks apt only for what is missing, so a second run does nothing and takes a moment.
set -euo pipefail

packages=(
    # toolchain; clang and its runtime build the libFuzzer target
    build-essential cmake ninja-build python3 clang-format clang libclang-rt-14-dev
    # Qt 6.4 development files and tools (moc, qmltyperegistrar, qmlcachegen, lupdate, lrelease)
    qt6-base-dev qt6-declarative-dev qt6-declarative-dev-tools qt6-tools-dev qt6-tools-dev-tools
    qt6-l10n-tools linguist-qt6 qt6-charts-dev libgl-dev
    # what the application loads at run time: platform plugins, SQLite driver, QML modules
    qt6-qpa-plugins libqt6sql6-sqlite
    qml6-module-qtqml qml6-module-qtqml-models qml6-module-qtqml-workerscript qml6-module-qtquick qml6-module-qtquick-window
    qml6-module-qtquick-controls qml6-module-qtquick-templates qml6-module-qtquick-layouts
    qml6-module-qtquick-dialogs qml6-module-qt-labs-folderlistmodel qml6-module-qtcharts qml6-module-qttest
    # fonts for player names in any script: Latin, Greek, Cyrillic, Arabic, Hebrew (DejaVu), Chinese, Japanese, Korean
    fonts-dejavu-core fonts-droid-fallback
    # running and looking at the window without a desktop
    xvfb xauth imagemagick
    # the desktop integration's checks
    desktop-file-utils appstream man-db shared-mime-info
)

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
