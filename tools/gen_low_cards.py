# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Kibitzer contributors
# Generates resources/cards/lords-of-war.json from ../shared/data/lords-of-war/armies.csv.
# Card names are English only, on purpose: the Japanese box is the English edition with a
# translated rulebook (seeds/001: 英語版ロード・オブ・ウォー 公認翻訳添付版), whose examples quote the
# cards by their printed English names ("Orc Deathbringer"). LocalizedName falls back to English;
# a table may still add a "ja" name in the card library.
import csv, json, re, sys
src, dst = sys.argv[1], sys.argv[2]
dirs = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
seen = {}
cards = []
for row in csv.DictReader(open(src, encoding="utf-8")):
    base = re.sub(r"[^a-z0-9]+", "-", row["name"].lower().replace("'", "")).strip("-")
    if not base.startswith(row["army"]):
        base = row["army"] + "-" + base
    n = seen.get(base, 0) + 1
    seen[base] = n
    cid = base if n == 1 else f"{base}-{n}"
    c = {"id": cid, "army": row["army"], "name": {"en": row["name"]}, "rank": row["rank"],
         "class": row["class"], "defence": int(row["defence"])}
    c["attack"] = {d: int(row["attack_" + d]) for d in dirs if int(row["attack_" + d])}
    if row["ranged_damage"]:
        t = [[int(a) for a in p.split(":")] for p in row["ranged_targets"].split()]
        c["ranged"] = {"damage": int(row["ranged_damage"]), "targets": t}
    c["copies"] = int(row["copies"])
    cards.append(c)
with open(dst, "w", encoding="utf-8") as f:
    f.write("[\n")
    f.write(",\n".join(json.dumps(c, ensure_ascii=False, separators=(", ", ": ")) for c in cards))
    f.write("\n]\n")
print(len(cards), "cards")
