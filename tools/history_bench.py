#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Kibitzer contributors
"""Instant with history (issue 19, item 6): build large databases and time the app's first window.

  tools/history_bench.py make CLI DIR [COPIES]
        imports the 16 golden journals of tests/data/<game>/ with the kibitzer-cli at CLI into
        DIR/small.sqlite (16 games), then copies that file to DIR/large.sqlite and adds COPIES-1
        (default 999) copies of each game in one transaction (16,000 games, ~1.5M steps): the
        copies get other titles, players from a pool of 40 names (in the config and in
        game_players), and start dates spread over three years.
  tools/history_bench.py run APP BARE DIR [ROUNDS]
        alternates, ROUNDS times (default 7), the bare Qt Widgets window at BARE
        (tools/bare_window.cpp), the same program's plain Qt main window with the start page's
        widgets (BARE --start-page: what Qt itself costs for that window), the app on
        DIR/small.sqlite and the app on DIR/large.sqlite,
        each with --quit-after-show under QT_QPA_PLATFORM=offscreen, and prints the medians of
        the time from the spawn to the first painted window (each program prints the wall clock
        once its first frame has been painted, children included, when KIBITZER_FIRST_PAINT is
        set), of the time to its exit, of the peak
        RSS (getrusage ru_maxrss of the child) and of the processor time the program had used at
        its first paint (it prints that too), with the ratios the issue asks for and the load
        average (on a busy machine the wall clock varies much, the processor time little).
        BEFORE=OTHER_APP adds another build (main's) to the same alternation.

docs/performance.md has the figures this printed.
"""
import glob
import json
import os
import random
import resource
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import uuid

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "tests", "data")
GAMES = ["lethal-checkmate", "rook-raiders", "lords-of-war", "light-wars", "dungeon-lords"]
NAMES = ["Alice", "Bob", "Chiara", "Dmitri", "Emi", "Farah", "Gus", "Hana", "Ines", "Jun",
         "Kofi", "Lena", "Mateo", "Noor", "Oskar", "Priya", "Quinn", "Rui", "Sofia", "Taro",
         "Uma", "Viktor", "Wen", "Xavi", "Yuki", "Zoe", "Ana", "Ben", "Chen", "Dara", "Eli",
         "Fumiko", "Goran", "Haruto", "Ivy", "Jonas", "Kenta", "Lior", "Mika", "Nils"]


def make(cli, folder, copies=1000):
    os.makedirs(folder, exist_ok=True)
    small = os.path.join(folder, "small.sqlite")
    large = os.path.join(folder, "large.sqlite")
    for path in (small, large):
        for suffix in ("", "-wal", "-shm", ".lock"):
            if os.path.exists(path + suffix):
                os.remove(path + suffix)
    journals = sorted(j for g in GAMES for j in glob.glob(os.path.join(DATA, g, "*.jsonl")))
    for journal in journals:
        subprocess.run([cli, "--db", small, "import", journal], check=True,
                       stdout=subprocess.DEVNULL)
    shutil.copyfile(small, large)
    start = time.monotonic()
    rng = random.Random(19)
    con = sqlite3.connect(large, isolation_level=None)
    con.execute("PRAGMA journal_mode = WAL")
    con.execute("BEGIN")
    has_uuid = any(c[1] == "uuid" for c in con.execute("PRAGMA table_info(games)"))
    seeds = con.execute("SELECT id, kind, title, config, status, ended_how, result FROM games "
                        "ORDER BY id").fetchall()
    base = 1_700_000_000  # 2023-11-14: three years of play before the benchmark's "now"
    for copy in range(1, copies):
        for (gid, kind, title, config, status, ended_how, result) in seeds:
            cfg = json.loads(config)
            names = rng.sample(NAMES, len(cfg.get("players", [])))
            for seat, player in enumerate(cfg.get("players", [])):
                player["name"] = names[seat]
            started = base + rng.randrange(3 * 365 * 86400)
            iso = lambda t: time.strftime("%Y-%m-%dT%H:%M:%S.000Z", time.gmtime(t))
            ended = started + rng.randrange(1200, 7200)
            cur = con.execute(
                "INSERT INTO games (kind, title, variant, config, status, started_at, updated_at,"
                " ended_at, ended_how, result) VALUES (?, ?, '', ?, ?, ?, ?, ?, ?, ?)",
                (kind, "%s #%d" % (title or kind, copy), json.dumps(cfg, separators=(",", ":")),
                 status, iso(started), iso(ended), iso(ended) if status != "active" else None,
                 ended_how, result))
            if has_uuid:  # schema 6: every game has its own UUID
                con.execute("UPDATE games SET uuid = ? WHERE id = ?",
                            (str(uuid.uuid4()), cur.lastrowid))
            new = cur.lastrowid
            con.executemany("INSERT INTO game_players (game_id, seat, name, colour) "
                            "VALUES (?, ?, ?, '')", [(new, s, n) for s, n in enumerate(names)])
            con.execute("INSERT INTO steps (game_id, seq, kind, actor, payload, findings, "
                        "overridden, recorded_at) SELECT ?, seq, kind, actor, payload, findings,"
                        " overridden, recorded_at FROM steps WHERE game_id = ?", (new, gid))
            con.execute("INSERT INTO undo_marks (game_id, op, step_seq, after_seq, recorded_at)"
                        " SELECT ?, op, step_seq, after_seq, recorded_at FROM undo_marks "
                        "WHERE game_id = ?", (new, gid))
            con.execute("INSERT INTO results (game_id, seat, score, rank, winner) "
                        "SELECT ?, seat, score, rank, winner FROM results WHERE game_id = ?",
                        (new, gid))
    con.execute("COMMIT")
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    games = con.execute("SELECT count(*) FROM games").fetchone()[0]
    steps = con.execute("SELECT count(*) FROM steps").fetchone()[0]
    con.close()
    print("%s: %d games, %d steps, %.1f MiB, made in %.1f s" %
          (large, games, steps, os.path.getsize(large) / 2**20, time.monotonic() - start))


def run_one(argv, home):
    """Runs argv in a fresh Python child, so that ru_maxrss is this run's own peak. Returns the
    milliseconds from the spawn to the first paint (the program prints the wall clock then, with
    KIBITZER_FIRST_PAINT set; a build that does not, such as main's before issue 19, counts
    until its exit), to the exit, the peak RSS in MiB, and the processor time the program had
    used at its first paint (all threads, user and system; nan from a build that does not print
    it)."""
    code = ("import resource,subprocess,sys,time;t=time.time();"
            "p=subprocess.run(sys.argv[1:],check=True,stdout=subprocess.DEVNULL,"
            "stderr=subprocess.PIPE,text=True);w=time.time()-t;"
            "f=[l.split() for l in p.stderr.splitlines() if l.startswith('first-paint ')];"
            "print(int(f[0][1])-t*1000 if f else w*1000, w*1000,"
            " resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss/1024,"
            " f[0][2] if f and len(f[0])>2 else 'nan')")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=home, KIBITZER_FIRST_PAINT="1",
               XDG_CONFIG_HOME=os.path.join(home, ".config"),
               XDG_DATA_HOME=os.path.join(home, ".local", "share"))
    out = subprocess.run([sys.executable, "-c", code] + argv, check=True, env=env,
                         capture_output=True, text=True).stdout.split()
    return float(out[0]), float(out[1]), float(out[2]), float(out[3])


def run(app, bare, folder, rounds=7, before=None):
    small = os.path.join(folder, "small.sqlite")
    large = os.path.join(folder, "large.sqlite")
    cases = [("bare window", [bare]),
             ("plain start page", [bare, "--start-page"]),
             ("app, 16 games", [app, "--db", small, "--lang", "en", "--quit-after-show"]),
             ("app, 16,000 games", [app, "--db", large, "--lang", "en", "--quit-after-show"])]
    if before:  # another build (e.g. main's) in the same alternation
        cases += [("before, 16 games", [before, "--db", small, "--lang", "en",
                                        "--quit-after-show"]),
                  ("before, 16,000", [before, "--db", large, "--lang", "en",
                                      "--quit-after-show"])]
    results = {name: [] for name, _ in cases}
    load = os.getloadavg()
    with tempfile.TemporaryDirectory() as home:
        for argv in (c[1] for c in cases):  # warm the page cache once
            run_one(argv, home)
        for _ in range(rounds):
            for name, argv in cases:
                results[name].append(run_one(argv, home))
    med = {}
    print("load average before the rounds: %.1f %.1f %.1f" % load)
    for name, _ in cases:
        ms = statistics.median(r[0] for r in results[name])
        total = statistics.median(r[1] for r in results[name])
        mib = statistics.median(r[2] for r in results[name])
        cpu = statistics.median(r[3] for r in results[name])
        med[name] = (ms, mib, cpu)
        print("%-18s first window %6.0f ms  (exit %6.0f ms)  peak RSS %6.1f MiB  processor "
              "time at the first window %5.1f ms   (runs: %s)" %
              (name, ms, total, mib, cpu, " ".join("%.0f" % r[0] for r in results[name])))
    print("load average after: %.1f %.1f %.1f" % os.getloadavg())

    def ratio(a, b):
        return "time %.2fx  memory %.2fx  processor time %.2fx" % (a[0] / b[0], a[1] / b[1],
                                                                   a[2] / b[2])
    b, s, l = med["bare window"], med["app, 16 games"], med["app, 16,000 games"]
    p = med["plain start page"]
    print("app 16 / bare:        " + ratio(s, b))
    print("plain page / bare:    " + ratio(p, b))
    print("app 16 / plain page:  " + ratio(s, p))
    print("app 16,000 / app 16:  " + ratio(l, s))
    if before:
        bs, bl = med["before, 16 games"], med["before, 16,000"]
        print("before 16 / bare:     " + ratio(bs, b))
        print("before 16,000 / 16:   " + ratio(bl, bs))


def main():
    if len(sys.argv) >= 4 and sys.argv[1] == "make":
        make(sys.argv[2], sys.argv[3], int(sys.argv[4]) if len(sys.argv) > 4 else 1000)
    elif len(sys.argv) >= 5 and sys.argv[1] == "run":
        run(sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5]) if len(sys.argv) > 5 else 7,
            os.environ.get("BEFORE"))
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
