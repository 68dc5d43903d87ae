#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Kibitzer contributors
"""Long journals: generate one, and measure kibitzer-cli's peak memory on it.

  tools/long_journal.py generate N FILE     a Lethal Checkmate journal of N steps (each turn one
                                            sideways move, the end of the turn and a refill, as
                                            bench_kibitzer's lcSteps), header from the golden
                                            three-hits.jsonl
  tools/long_journal.py measure CLI FILE    runs `replay`, `import` and `export` of FILE with the
                                            kibitzer-cli at CLI on a fresh database and prints
                                            each one's peak RSS (getrusage ru_maxrss) and time
  tools/long_journal.py open APP DB         runs the desktop app (offscreen) on game 1 of DB
                                            (`--open 1 --quit-after-show`): opening a long game

docs/reliability.md ("Long journals") has the figures this printed.
"""
import json
import os
import resource
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
HEADER = os.path.join(HERE, "..", "tests", "data", "lethal-checkmate", "three-hits.jsonl")


def steps(count):
    yield {"kind": "place-piece", "actor": 0, "payload": {"square": "a1"}}
    yield {"kind": "place-piece", "actor": 1, "payload": {"square": "c4"}}
    made, turn = 2, 0
    while True:
        seat = turn % 2
        left = (turn // 2) % 2 == 0
        to = ("b1" if left else "a1") if seat == 0 else ("b4" if left else "c4")
        players = [{"count": 1 if seat == 0 else 0}, {"count": 1 if seat == 1 else 0}]
        for s in ({"kind": "play-card", "actor": seat, "payload": {"card": "t-side", "to": to}},
                  {"kind": "end-turn", "actor": seat, "payload": {}},
                  {"kind": "refill", "payload": {"players": players}}):
            yield s
        turn += 1


def generate(count, path):
    with open(HEADER, encoding="utf-8") as f:
        header = json.loads(f.readline())
    header["title"] = "A long journal (%d steps)" % count
    with open(path, "w", encoding="utf-8") as out:
        out.write(json.dumps(header, separators=(",", ":"), ensure_ascii=False) + "\n")
        for i, s in enumerate(steps(count)):
            if i >= count:
                break
            out.write(json.dumps(s, separators=(",", ":")) + "\n")


def run(cmd):
    """Runs cmd in a child; returns (exit code, peak RSS of that child in MiB, seconds)."""
    start = time.monotonic()
    pid = os.fork()
    if pid == 0:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.execv(cmd[0], cmd)
    _, status, usage = os.wait4(pid, 0)
    return os.waitstatus_to_exitcode(status), usage.ru_maxrss / 1024.0, time.monotonic() - start


def measure(cli, path):
    with tempfile.TemporaryDirectory() as d:
        db = os.path.join(d, "long.sqlite")
        exported = os.path.join(d, "export.jsonl")
        for name, cmd in (("replay", [cli, "replay", path]),
                          ("import", [cli, "--db", db, "import", path]),
                          ("export", [cli, "--db", db, "export", "1", "-o", exported])):
            code, mib, secs = run(cmd)
            print("%-7s exit %d  peak RSS %8.1f MiB  %6.1f s" % (name, code, mib, secs), flush=True)
        if os.path.exists(exported):
            same = open(exported, "rb").read().count(b"\n") == open(path, "rb").read().count(b"\n")
            print("export has as many lines as the file: %s" % same)


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "generate":
        generate(int(sys.argv[2]), sys.argv[3])
    elif len(sys.argv) == 4 and sys.argv[1] == "measure":
        measure(sys.argv[2], sys.argv[3])
    elif len(sys.argv) == 4 and sys.argv[1] == "open":
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        code, mib, secs = run([sys.argv[2], "--db", sys.argv[3], "--open", "1", "--quit-after-show"])
        print("open    exit %d  peak RSS %8.1f MiB  %6.1f s" % (code, mib, secs))
    else:
        sys.exit(__doc__)
