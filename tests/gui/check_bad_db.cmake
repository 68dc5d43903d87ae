# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Kibitzer contributors
# Runs `kibitzer --quit-after-show --db <a text file>`: the app must refuse the file with exit
# code 3 (after showing its message box) and leave the file byte for byte as it was.
#   cmake -DKIBITZER=<exe> -DWORK_DIR=<dir> -P check_bad_db.cmake
file(MAKE_DIRECTORY "${WORK_DIR}")
set(bad "${WORK_DIR}/not-a-database.sqlite")
file(WRITE "${bad}" "This is a text file, not a database.\n")
file(SHA256 "${bad}" before)
execute_process(COMMAND "${KIBITZER}" --quit-after-show --lang en --db "${bad}"
    RESULT_VARIABLE rc TIMEOUT 30)
file(SHA256 "${bad}" after)
if(NOT rc EQUAL 3)
    message(FATAL_ERROR "kibitzer exited with ${rc}, expected 3")
endif()
if(NOT before STREQUAL after)
    message(FATAL_ERROR "kibitzer modified the refused file")
endif()
if(EXISTS "${bad}-wal" OR EXISTS "${bad}-journal")
    message(FATAL_ERROR "kibitzer left SQLite side files beside the refused file")
endif()
