# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

# The Debian package, built by CPack: `bash scripts/package.sh` → build/meeple-ledger_VERSION_amd64.deb.
# Depends: is what dpkg-shlibdeps finds the programs linked to, plus scripts/runtime-packages.txt: what Qt loads
# at run time (plugins, QML modules) and the fonts, the same list scripts/install-deps.sh installs.

# Debian's own files, in the package only (a plain `cmake --install` has LICENSE and no Debian changelog).
add_custom_command(OUTPUT ${CMAKE_BINARY_DIR}/packaging/changelog.Debian.gz
    COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/packaging
    COMMAND gzip -9nc ${PROJECT_SOURCE_DIR}/packaging/debian/changelog > ${CMAKE_BINARY_DIR}/packaging/changelog.Debian.gz
    DEPENDS ${PROJECT_SOURCE_DIR}/packaging/debian/changelog
    COMMENT "Compressing the Debian changelog")
add_custom_target(debian_changelog ALL DEPENDS ${CMAKE_BINARY_DIR}/packaging/changelog.Debian.gz)
install(FILES ${PROJECT_SOURCE_DIR}/packaging/debian/copyright ${CMAKE_BINARY_DIR}/packaging/changelog.Debian.gz
        DESTINATION ${MEEPLE_DOCDIR} COMPONENT debian EXCLUDE_FROM_ALL)
install(FILES ${PROJECT_SOURCE_DIR}/packaging/debian/meeple-ledger.lintian-overrides
        DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/lintian/overrides RENAME meeple-ledger
        COMPONENT debian EXCLUDE_FROM_ALL)
file(STRINGS ${PROJECT_SOURCE_DIR}/scripts/runtime-packages.txt MEEPLE_RUNTIME_PACKAGES REGEX "^[a-z0-9]")
list(JOIN MEEPLE_RUNTIME_PACKAGES ", " MEEPLE_RUNTIME_DEPENDS)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/scripts/runtime-packages.txt)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME meeple-ledger)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "Meeple Ledger contributors")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "scoring assistant for physical games of Carcassonne")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://meepleledger.org/")
set(CPACK_PACKAGE_CONTACT "Meeple Ledger contributors <packaging@meepleledger.org>")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_PACKAGE_DIRECTORY ${CMAKE_BINARY_DIR})
set(CPACK_STRIP_FILES ON)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_GROUPING ALL_COMPONENTS_IN_ONE)
# The component "license" (LICENSE) stays out: in the package the copyright file says it, pointing to Debian's copy.
set(CPACK_COMPONENTS_ALL Unspecified debian)
# The first packaging of the upstream version: 0.1.0-1, so the Debian changelog is changelog.Debian.gz.
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_NAME meeple-ledger)
# "games" would want the programs in /usr/games; the app keeps the score of a game, it is not one.
set(CPACK_DEBIAN_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS ${MEEPLE_RUNTIME_DEPENDS})
# Lines of at most 80 characters, as Debian's policy asks.
set(CPACK_PACKAGE_DESCRIPTION "Meeple Ledger keeps the score of a game of Carcassonne played with real
tiles and meeples. The window mirrors the table (figures on features, ghosts,
prisoners in towers, the messenger and the robbers on the scoring track) and
a rules engine computes and explains every point.

It covers the base game and The Tower, The Messengers, The Robbers, Under the
Big Top, and Ghosts, Castles and Cemeteries, speaks eight languages, keeps
every game in a library and exports game records. The command-line tool
meeple-ledger-cli replays and explains records without a display.")
include(CPack)
