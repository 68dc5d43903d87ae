# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Kibitzer contributors
# Dungeon Lords on the command line: a two-player game replayed through kibitzer-cli replay.
kibitzer_add_test(NAME tst_dl_cli SOURCES tst_dl_cli.cpp ../support/CliProcess.h LABELS cli dungeonlords)
target_compile_definitions(tst_dl_cli PRIVATE KIBITZER_CLI_PATH="$<TARGET_FILE:kibitzer-cli>")
add_dependencies(tst_dl_cli kibitzer-cli)
