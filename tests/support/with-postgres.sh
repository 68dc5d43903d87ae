#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Kibitzer contributors
# Runs a test (the arguments) against a throw-away PostgreSQL server: pg_virtualenv
# (postgresql-common) creates a cluster, exports PGHOST, PGPORT, PGUSER and PGPASSWORD to the
# test and drops the cluster when the test ends. As root it runs the server as the postgres
# user, under the fixed cluster name 15/regress, so the tests that need one take turns (a lock
# file, also against a second ctest run on the same machine). Without pg_virtualenv the test
# runs without a server and skips, saying so (tests/support/PgTestServer.h).
if ! command -v pg_virtualenv >/dev/null 2>&1; then
    exec "$@"
fi
exec flock "${TMPDIR:-/tmp}/kibitzer-pg_virtualenv.lock" pg_virtualenv "$@"
