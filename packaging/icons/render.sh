#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Kibitzer contributors
# Renders the app icon's PNG sizes from the SVG (run after editing the SVG; the PNGs are checked
# in so that building needs no SVG renderer). Needs rsvg-convert (Debian: librsvg2-bin).
set -eu
cd "$(dirname "$0")"
id=io.github.kibitzer.Kibitzer
for size in 16 24 32 48 64 128 256; do
    mkdir -p "$size"
    rsvg-convert -w "$size" -h "$size" "$id.svg" -o "$size/$id.png"
done
