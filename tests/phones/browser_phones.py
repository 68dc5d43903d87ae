#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Kibitzer contributors
"""Phones at the table in a real browser (issue 36; test tst_phones_browser).

Debian's headless Chromium, driven by chromedriver through python3-selenium, plays the second
half of a Lethal Checkmate game from two phones (360x640) against the real app started with
`kibitzer --open ID --phones --phones-host 127.0.0.1` (loopback only):

- each phone opens the invitation URL the app printed, and joins its seat;
- every remaining step of the golden journal is entered in the phone of the seat that acts
  (a table step in White's), through the page's form, and recorded by the laptop;
- one rule breach (White plays a card in Black's turn) is warned with its rule id on the phone,
  recorded anyway, then undone from the same phone after it asks;
- the game ends as the golden journal says, in the laptop's database;
- a Japanese phone shows the page in Japanese.

  browser_phones.py APP CLI JOURNAL [SHOTS_DIR]

Exit 0: passed; 1: failed; 77: skipped (Chromium cannot start here, said why).
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

SKIP = 77


def main():
    app, cli, journal = sys.argv[1:4]
    shots = sys.argv[4] if len(sys.argv) > 4 else None
    try:
        from selenium import webdriver
        from selenium.common.exceptions import WebDriverException
        from selenium.webdriver.chrome.service import Service
        from selenium.webdriver.common.by import By
        from selenium.webdriver.support.ui import Select, WebDriverWait
    except ImportError as e:
        print(f"SKIP: python3-selenium is missing ({e}); ./dev deps installs it")
        return SKIP
    chromium = shutil.which("chromium")
    driver_path = shutil.which("chromedriver")
    if not chromium or not driver_path:
        print("SKIP: chromium or chromedriver is missing; ./dev deps installs them")
        return SKIP

    work = tempfile.mkdtemp(prefix="kbz-phones-")
    db = os.path.join(work, "phones.sqlite")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=os.path.join(work, "cfg"),
               XDG_DATA_HOME=os.path.join(work, "data"))
    with open(journal, encoding="utf-8") as f:
        lines = [json.loads(line) for line in f if line.strip()]
    steps = lines[1:]
    cut = 5
    out = subprocess.run([cli, "--db", db, "import", journal], capture_output=True, text=True,
                         env=env, check=True).stdout
    game = int(re.search(r"game (\d+)", out).group(1))  # "imported game 1 (...)"
    branch = subprocess.run([cli, "--db", db, "branch", str(game), str(cut)], capture_output=True,
                            text=True, env=env, check=True).stdout
    game = int(branch.strip())  # the new game's id

    proc = subprocess.Popen([app, "--db", db, "--open", str(game), "--phones", "--phones-host",
                             "127.0.0.1"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=env)
    drivers = []
    try:
        url = proc.stdout.readline().strip()
        if not url.startswith("http://127.0.0.1:"):
            print("FAIL: the app printed no invitation URL:", url, proc.stderr.read()[:2000])
            return 1

        def phone(lang):
            opts = webdriver.ChromeOptions()
            opts.binary_location = chromium
            # A phone's screen: 360x640 CSS pixels, touch.
            opts.add_experimental_option("mobileEmulation", {
                "deviceMetrics": {"width": 360, "height": 640, "pixelRatio": 1, "touch": True}})
            for a in ("--headless=new", "--no-sandbox", "--disable-gpu",
                      f"--lang={lang}", f"--user-data-dir={tempfile.mkdtemp(dir=work)}"):
                opts.add_argument(a)
            opts.add_experimental_option("prefs", {"intl.accept_languages": lang})
            try:
                d = webdriver.Chrome(service=Service(driver_path), options=opts)
            except WebDriverException as e:
                raise StartError(str(e).splitlines()[0]) from e
            drivers.append(d)
            d.get(url)
            return d

        try:
            white = phone("en")
        except StartError as e:
            print("SKIP: Chromium cannot start here:", e)
            return SKIP

        def wait(d, what, timeout=10):
            return WebDriverWait(d, timeout).until(lambda _: what())

        def join(d, name):
            def button():
                for b in d.find_elements(By.CSS_SELECTOR, "#seatList button"):
                    if b.text == name and b.is_enabled():
                        return b
                return None
            wait(d, button).click()
            wait(d, lambda: d.find_element(By.ID, "play").is_displayed())

        join(white, "White")
        black = phone("en")
        # White's seat is taken: shown, not offered.
        wait(black, lambda: black.find_elements(By.CSS_SELECTOR, "#seatList button"))
        taken = [b for b in black.find_elements(By.CSS_SELECTOR, "#seatList button")
                 if "White" in b.text]
        assert taken and not taken[0].is_enabled(), "White's taken seat is offered to Black"
        join(black, "Black")
        # Each phone shows every seat's numbers, its own first.
        wait(black, lambda: black.find_elements(By.CSS_SELECTOR, "#seatCards .seatCard.mine h3"))
        mine = black.find_element(By.CSS_SELECTOR, "#seatCards .seatCard h3").text
        assert mine.startswith("Black"), f"Black's phone shows {mine!r} first"

        def answer(d):
            return d.find_element(By.ID, "answer").text

        def fill(d, kind, payload):
            Select(d.find_element(By.ID, "kind")).select_by_value(kind)
            todo = list(flatten(payload))
            while todo:
                path, value = todo.pop(0)
                if isinstance(value, list):
                    if d.find_elements(By.CSS_SELECTOR, f'[data-field="{path}"]'):
                        value = ", ".join(str(x) for x in value)
                    else:
                        todo[:0] = [(f"{path}.{i}", v) for i, v in enumerate(value)]
                        continue
                if isinstance(value, dict):
                    todo[:0] = list(flatten(value, path))
                    continue
                field = wait(d, lambda: d.find_elements(By.CSS_SELECTOR, f'[data-field="{path}"]'))[0]
                if field.get_attribute("type") == "checkbox":
                    if bool(value) != field.is_selected():
                        field.click()
                elif field.tag_name == "select":
                    Select(field).select_by_value(str(value))
                else:
                    field.clear()
                    field.send_keys(str(value))

        def record(d, kind, payload):
            fill(d, kind, payload)
            d.find_element(By.ID, "send").click()
            wait(d, lambda: answer(d))
            return answer(d)

        # One breach: White plays a card in Black's turn; warned with the rule id, recorded
        # anyway, then undone from White's phone after it asks.
        said = record(white, "play-card", {"card": "t-front"})
        assert "lc." in said, f"no rule id in the warning: {said!r}"
        if shots:
            os.makedirs(shots, exist_ok=True)
            white.execute_script("document.getElementById('answer').scrollIntoView({block: 'end'})")
            white.save_screenshot(os.path.join(shots, "phone-warning-en.png"))
        white.find_element(By.ID, "anyway").click()
        wait(white, lambda: "Recorded." in answer(white))
        white.find_element(By.ID, "undo").click()
        alert = wait(white, lambda: white.switch_to.alert)
        assert "Undo" in alert.text
        alert.accept()

        for i, step in enumerate(steps[cut:], start=cut + 1):
            actor = step.get("actor", -1)
            d = black if actor == 1 else white
            said = record(d, step["kind"], step.get("payload", {}))
            if "Recorded." not in said:
                d.find_element(By.ID, "anyway").click()
                wait(d, lambda: "Recorded." in answer(d))
            # Both phones follow: the other one shows the step too.
            other = white if d is black else black
            wait(other, lambda: other.find_elements(By.CSS_SELECTOR, f'#journal li[value="{i}"]'))
        if shots:
            black.execute_script("window.scrollTo(0, 0)")
            black.save_screenshot(os.path.join(shots, "phone-en.png"))

        ja = phone("ja")
        wait(ja, lambda: ja.find_element(By.ID, "spectate").text == "観戦する")
        ja.find_element(By.ID, "spectate").click()
        wait(ja, lambda: "観戦中" in ja.find_element(By.ID, "phase").text)
        if shots:
            ja.execute_script("window.scrollTo(0, 0)")
            ja.save_screenshot(os.path.join(shots, "phone-ja.png"))
    except StartError as e:
        print("SKIP: Chromium cannot start here:", e)
        return SKIP
    finally:
        for d in drivers:
            d.quit()
        proc.terminate()
        proc.wait(30)

    exported = subprocess.run([cli, "--db", db, "export", str(game)], capture_output=True,
                              text=True, env=env, check=True).stdout
    got = [json.loads(line) for line in exported.splitlines()[1:] if line.strip()]
    kinds = [(s["kind"], s.get("payload", {})) for s in got]
    want = [(s["kind"], s.get("payload", {})) for s in steps]
    if kinds != want:
        print("FAIL: the laptop's journal differs from the table's:")
        print(" got ", kinds)
        print(" want", want)
        return 1
    shutil.rmtree(work, ignore_errors=True)
    print(f"PASS: {len(steps) - cut} steps from two phones, one breach recorded anyway and undone")
    return 0


class StartError(Exception):
    pass


def flatten(value, prefix=""):
    if isinstance(value, dict):
        for k, v in value.items():
            yield from flatten(v, f"{prefix}.{k}" if prefix else k)
    elif isinstance(value, list):
        # A list is one text of comma-separated words, or (fixed length) one input per entry:
        # fill() takes the text when PATH has an input, else PATH.0, PATH.1 ...
        yield prefix, value
    else:
        yield prefix, value


if __name__ == "__main__":
    sys.exit(main())
