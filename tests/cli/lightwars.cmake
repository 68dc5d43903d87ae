# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Kibitzer contributors
# Light Wars through the real kibitzer-cli process: the golden journals replayed in English and
# Japanese, and the unit and tactics library exported and imported.
kibitzer_add_test(NAME tst_lw_cli SOURCES tst_lw_cli.cpp LABELS cli lightwars)
target_compile_definitions(tst_lw_cli PRIVATE KIBITZER_CLI_PATH="$<TARGET_FILE:kibitzer-cli>")
add_dependencies(tst_lw_cli kibitzer-cli)
