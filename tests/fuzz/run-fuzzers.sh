#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Kibitzer contributors
# Runs the libFuzzer targets built in BUILD (KIBITZER_FUZZ=ON) for SECONDS in all, shared evenly,
# each with its seed corpus (tests/data's golden journals, the shipped card files, small databases
# the database target makes) and a dictionary of the seeds' JSON strings. The corpora grow in
# BUILD/fuzz/corpus/ from run to run; a crash is written to BUILD/fuzz/crashes/ and printed with
# the command that reproduces it. Exit status 1 when any target crashed.
#   tests/fuzz/run-fuzzers.sh BUILD [SECONDS] [TARGET...]
set -euo pipefail
SRC=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=$(cd "$1" && pwd)
TOTAL=${2:-60}
shift 2 || shift $#
TARGETS=("$@")
[ ${#TARGETS[@]} -gt 0 ] || TARGETS=(fuzz_journal fuzz_cards fuzz_database fuzz_phones)
OUT=$BUILD/fuzz
SEEDS=$OUT/seeds
mkdir -p "$OUT/crashes" "$SEEDS"
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}

seeds() {
    local t=$1 dir=$SEEDS/$1
    rm -rf "$dir" && mkdir -p "$dir"
    case $t in
        fuzz_journal)
            for f in "$SRC"/tests/data/*/*.jsonl; do
                cp "$f" "$dir/$(basename "$(dirname "$f")")-$(basename "$f")"
            done ;;
        fuzz_cards)
            for f in "$SRC"/resources/cards/*.json; do
                local game
                game=$(basename "$f" .json)
                cp "$f" "$dir/$game-bare.json"
                { printf '{"format": "kibitzer-cards", "version": 1, "game": "%s", "cards": ' "$game"
                  cat "$f"; printf '}\n'; } > "$dir/$game.json"
            done ;;
        fuzz_database)
            KIBITZER_FUZZ_MAKE_SEEDS=$dir "$BUILD/tests/fuzz/fuzz_database" >/dev/null
            : > "$dir/zero-bytes.sqlite"
            printf 'SQLite format 3\0' > "$dir/header-only.sqlite" ;;
        fuzz_phones)
            printf '{"type":"hello","token":"AAAAAAAAAAAAAAAAAAAAAA","since":3,"lang":"ja"}' > "$dir/hello"
            printf '{"type":"join","seat":1}' > "$dir/join"
            printf '{"type":"record","id":"a1","anyway":true,"step":{"kind":"attack","payload":{"from":"b2","dice":[3,4]}}}' > "$dir/record"
            printf '{"type":"undo","id":"u1"}' > "$dir/undo"
            printf '{"type":"lang","lang":"en"}' > "$dir/lang"
            printf 'GET /ws HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nOrigin: http://127.0.0.1:8080\r\n\r\n' > "$dir/upgrade"
            printf 'GET /app.js?x=1 HTTP/1.1\r\nHost: [::1]:8080\r\n\r\n' > "$dir/get" ;;
    esac
    # The seeds' JSON strings ("kind", "attack", card ids...) as a dictionary: Qt's string
    # comparisons are not instrumented, so libFuzzer would not find them by itself.
    cat "$dir"/* 2>/dev/null | grep -aoE '"[A-Za-z0-9_ -]{1,32}"' | sort -u |
        sed 's/"/\\"/g; s/^/"/; s/$/"/' > "$OUT/$t.dict" || true
}

share=$(( TOTAL / ${#TARGETS[@]} ))
[ "$share" -ge 1 ] || share=1
failed=0
printf '%-14s %8s %12s %8s %8s  %s\n' target seconds executions exec/s corpus result
for t in "${TARGETS[@]}"; do
    bin=$BUILD/tests/fuzz/$t
    seeds "$t"
    mkdir -p "$OUT/corpus/$t"
    log=$OUT/$t.log
    rc=0
    "$bin" -max_total_time="$share" -timeout=20 -print_final_stats=1 -dict="$OUT/$t.dict" \
        -artifact_prefix="$OUT/crashes/$t-" "$OUT/corpus/$t" "$SEEDS/$t" > "$log" 2>&1 || rc=$?
    execs=$(grep -a '^stat::number_of_executed_units:' "$log" | awk '{print $2}' | tail -1)
    speed=$(grep -a '^stat::average_exec_per_sec:' "$log" | awk '{print $2}' | tail -1)
    corpus=$(find "$OUT/corpus/$t" -type f | wc -l)
    crash=$(grep -ao 'Test unit written to [^ ]*' "$log" | awk '{print $5}' | tail -1 || true)
    if [ "$rc" -ne 0 ] || [ -n "$crash" ]; then
        failed=1
        result="CRASH $crash"
    else
        result=ok
    fi
    printf '%-14s %8s %12s %8s %8s  %s\n' "$t" "$share" "${execs:-?}" "${speed:-?}" "$corpus" "$result"
    if [ "$result" != ok ]; then
        grep -aE 'ERROR|kibitzer fuzz:|runtime error|SUMMARY' "$log" | head -5 | sed 's/^/    /'
        echo "    log: $log"
        echo "    reproduce: $bin ${crash:-<input>}"
    fi
done
exit $failed
