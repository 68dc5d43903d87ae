# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Kibitzer contributors
# Run by ctest (tests/install/CMakeLists.txt): installs the build into PREFIX and checks it.
set(id io.github.kibitzer.Kibitzer)

function(run)
    execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "FAIL: ${ARGN}\nexit ${rc}\n${out}\n${err}")
    endif()
    set(out "${out}" PARENT_SCOPE)
endfunction()

file(REMOVE_RECURSE ${PREFIX})
run(${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${PREFIX})

# 1. Every file in its place.
set(expected
    ${BINDIR}/kibitzer
    ${BINDIR}/kibitzer-cli
    ${DATADIR}/applications/${id}.desktop
    ${DATADIR}/metainfo/${id}.metainfo.xml
    ${DATADIR}/mime/packages/${id}.xml
    ${DATADIR}/icons/hicolor/scalable/apps/${id}.svg
    ${MANDIR}/man1/kibitzer.1.gz
    ${MANDIR}/man1/kibitzer-cli.1.gz
    ${DOCDIR}/copyright
    ${DOCDIR}/changelog.Debian.gz
    ${DATADIR}/lintian/overrides/kibitzer)
foreach(size 16 24 32 48 64 128 256)
    list(APPEND expected ${DATADIR}/icons/hicolor/${size}x${size}/apps/${id}.png)
endforeach()
foreach(f IN LISTS expected)
    if(NOT EXISTS ${PREFIX}/${f})
        message(FATAL_ERROR "FAIL: not installed: ${f}")
    endif()
endforeach()
list(LENGTH expected n)
message(STATUS "ok: ${n} files installed")

# 2. The desktop entry names the MIME type the package defines, and opens the file it is given.
file(READ ${PREFIX}/${DATADIR}/applications/${id}.desktop desktop)
file(READ ${PREFIX}/${DATADIR}/mime/packages/${id}.xml mime)
if(NOT desktop MATCHES "\nMimeType=application/x-kibitzer-journal;"
   OR NOT desktop MATCHES "\nExec=kibitzer %f\n"
   OR NOT desktop MATCHES "\nIcon=${id}\n"
   OR NOT mime MATCHES "type=\"application/x-kibitzer-journal\"")
    message(FATAL_ERROR "FAIL: desktop entry, icon and MIME type do not agree")
endif()

# 3. The validators, when installed (./dev installs desktop-file-utils and appstream).
find_program(DFV desktop-file-validate)
if(DFV)
    run(${DFV} ${PREFIX}/${DATADIR}/applications/${id}.desktop)
    if(NOT out STREQUAL "")
        message(FATAL_ERROR "FAIL: desktop-file-validate:\n${out}")
    endif()
    message(STATUS "ok: desktop-file-validate")
else()
    message(STATUS "SKIP: desktop-file-validate is not installed (apt-get install desktop-file-utils)")
endif()
find_program(ASCLI appstreamcli)
if(ASCLI)
    run(${ASCLI} validate --no-net ${PREFIX}/${DATADIR}/metainfo/${id}.metainfo.xml)
    message(STATUS "ok: appstreamcli validate")
else()
    message(STATUS "SKIP: appstreamcli is not installed (apt-get install appstream)")
endif()

# 4. The installed programs work: the CLI replays a golden journal exactly as the built one
# does, in English and in Japanese (translations are compiled in), and the app starts.
set(journal ${SOURCE_DIR}/tests/data/lethal-checkmate/lethal-success.jsonl)
foreach(lang en ja)
    run(${BUILT_CLI} --lang ${lang} replay ${journal})
    set(built "${out}")
    run(${PREFIX}/${BINDIR}/kibitzer-cli --lang ${lang} replay ${journal})
    if(NOT out STREQUAL built OR NOT out MATCHES "\"result\"")
        message(FATAL_ERROR "FAIL: installed kibitzer-cli replay (${lang}) differs:\n${out}")
    endif()
endforeach()
message(STATUS "ok: installed kibitzer-cli replays ${journal}")

set(ENV{XDG_CONFIG_HOME} ${PREFIX}/home/config)
set(ENV{XDG_DATA_HOME} ${PREFIX}/home/data)
run(${PREFIX}/${BINDIR}/kibitzer --db ${PREFIX}/home/kibitzer.sqlite --quit-after-show)
run(${PREFIX}/${BINDIR}/kibitzer --help)
if(NOT out MATCHES "--quit-after-show")
    message(FATAL_ERROR "FAIL: kibitzer --help:\n${out}")
endif()
message(STATUS "ok: installed kibitzer starts and quits")
