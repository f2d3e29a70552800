#!/bin/sh
# Makes the shipped fonts that are not plain copies (fonts/README.md says which and why).
# Needs Debian 12's fonts-noto-cjk and python3-fonttools (4.38), and the monochrome Noto Emoji
# variable font: NotoEmoji[wght].ttf, unmodified, from the PyPI package manimgx-fonts
# (2026.9.26.post1: `pip download --no-deps manimgx-fonts`, then unzip the wheel).
#   sh fonts/make-fonts.sh /path/to/NotoEmoji[wght].ttf
set -eu
emoji="$1"
out="$(dirname "$0")"
py=/usr/bin/python3

# Noto Sans CJK JP Bold (face 0 of Debian's NotoSansCJK-Bold.ttc), subset to the characters
# names use: CJK symbols and punctuation, Hiragana, Katakana (and its phonetic extensions),
# Hangul Jamo, compatibility Jamo and syllables, the CJK Unified Ideographs block (not the
# extensions), the compatibility ideographs, half- and full-width forms. CFF hints dropped (the
# renderer does not hint).
$py -m fontTools.subset /usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc --font-number=0 \
  --unicodes='U+1100-11FF,U+3000-303F,U+3040-309F,U+30A0-30FF,U+3130-318F,U+31F0-31FF,U+4E00-9FFF,U+AC00-D7A3,U+F900-FAFF,U+FF00-FFEF' \
  --layout-features='kern,palt,halt,ccmp,locl,ljmo,vjmo,tjmo' --no-hinting --name-IDs='*' \
  --output-file="$out/NotoSansCJKjp-Bold-subset.otf"

# Its character map as format 12 only: the subsetter keeps format 4 alone when every character
# is in the BMP, and a format 4 map of 33,358 characters is longer than its 16-bit length field
# can say, so readers that trust the length (ttf-parser, under ab_glyph and rustybuzz) lost about
# 2,600 ideographs past it (龙, 齊, 鼎…). `text::tests::the_cjk_font_maps_every_character_it_keeps`.
$py - "$out/NotoSansCJKjp-Bold-subset.otf" <<'PY'
import sys
from fontTools.ttLib import TTFont
from fontTools.ttLib.tables._c_m_a_p import CmapSubtable
path = sys.argv[1]
font = TTFont(path)
cmap = font["cmap"]
best = dict(cmap.getBestCmap())
tables = []
for platform, encoding in ((0, 4), (3, 10)):
    table = CmapSubtable.newSubtable(12)
    table.platformID, table.platEncID, table.language = platform, encoding, 0
    table.cmap = dict(best)
    tables.append(table)
cmap.tables = tables + [t for t in cmap.tables if t.format == 14]
font.save(path)
PY

# Noto Emoji (monochrome) at its bold instance (wght 700), as a static font.
$py -m fontTools.varLib.instancer "$emoji" wght=700 -o "$out/NotoEmoji-Bold.ttf"
