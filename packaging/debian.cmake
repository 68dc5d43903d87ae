# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Kibitzer contributors
# --- cpack -G DEB --------------------------------------------------------------------------
# CPack rather than a debian/ folder: one build system, and name, version, description and the
# file list come from this project instead of being written a second time in debian/ files.
set(CPACK_PACKAGE_NAME kibitzer)
set(CPACK_PACKAGE_VENDOR "Kibitzer contributors")
set(CPACK_PACKAGE_CONTACT "Kibitzer contributors <kibitzer@kibitzer.invalid>")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "companion app for physical tabletop games")
# (Lines under 80 characters: lintian's extended-description-line-too-long.)
set(CPACK_PACKAGE_DESCRIPTION
    "Kibitzer tracks a physical tabletop game from a laptop beside the board:\n\
the players move the real pieces, Kibitzer records each step, warns when a\n\
step breaks a rule (it never blocks) and says which rule, looks rules up in\n\
English or Japanese and keeps the result. Games: Lethal Checkmate, Rook &\n\
Raiders, Lords of War, Light Wars and Dungeon Lords. kibitzer-cli lists,\n\
exports, imports and replays game journals.")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://github.com/kibitzer/kibitzer")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_STRIP_FILES ON)
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
# Not "games": that section is for packages with binaries in /usr/games, and Kibitzer is a tool
# beside a game, not a game (lintian: package-section-games-but-contains-no-game).
set(CPACK_DEBIAN_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Qt loads these as plug-ins, so dpkg-shlibdeps cannot see them: the platform plug-ins (xcb,
# wayland, offscreen) and the SQLite driver.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins, libqt6sql6-sqlite")
# The Japanese UI needs a CJK font; Qt's own dialogs are translated by qt6-translations-l10n.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-noto-cjk, qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
include(CPack)

# Debian's hardening flags for the two executables: full RELRO (relro + bindnow). Only the link
# changes, so the objects (and ccache) are the same as build/'s.
target_link_options(kibitzer PRIVATE -Wl,-z,relro -Wl,-z,now)
target_link_options(kibitzer-cli PRIVATE -Wl,-z,relro -Wl,-z,now)
