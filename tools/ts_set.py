#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Kibitzer contributors
"""ts_set.py TS [--normalise] [TSV...]: set translations of a Qt .ts file (finished or not).

TSV line: context<TAB>source<TAB>translation (context "*" = every context; a context may end in
"|disambiguation"); \\n in a field is a newline. --normalise applies the punctuation convention of
translations/glossary.tsv to every Japanese translation: half-width ":" after Japanese text and
"( )" around Japanese text become full-width "：" "（）" (mnemonics "(&X)", placeholders and
technical text stay). Run `cmake --build build --target update_translations` afterwards to
normalise the file's formatting, then tests/i18n/tst_glossary."""
import re, sys, xml.etree.ElementTree as ET

JA = re.compile(r'[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff01-\uff60\uff66-\uff9f]')
KANA_KANJI = re.compile(r'[\u3040-\u30ff\u4e00-\u9fff]')
MNEMONIC = re.compile(r'\(&[^&\s]\)')


def normalise(t):
    if not t or not KANA_KANJI.search(t):
        return t
    # Parentheses around Japanese text.
    out, i = [], 0
    while i < len(t):
        c = t[i]
        if c == '(' and not MNEMONIC.match(t, i):
            depth, end = 0, -1
            for k in range(i, len(t)):
                if t[k] == '(':
                    depth += 1
                elif t[k] == ')':
                    depth -= 1
                    if depth == 0:
                        end = k
                        break
            inside = t[i + 1:end] if end > 0 else ''
            # "ゲーム(%2)を": inside Japanese text; 「(?)」 quotes a literal marker.
            attached = i > 0 and JA.match(t[i - 1]) and t[i - 1] != '「'
            if end > 0 and (JA.search(MNEMONIC.sub('', inside)) or attached):
                while out and out[-1] == ' ':
                    out.pop()
                out.append('（' + normalise(inside) + '）')
                i = end + 1
                while i < len(t) and t[i] == ' ' and i + 1 < len(t) and JA.match(t[i + 1]):
                    i += 1
                continue
        out.append(c)
        i += 1
    t = ''.join(out)
    # Colons after Japanese text (a mnemonic may stand between).
    def colon(m):
        return m.group(1) + (m.group(2) or '') + '：'
    t = re.sub(r'(' + JA.pattern + r')\s*(\(&[^&\s]\))?\s*:[ \t]*', colon, t)
    # Question marks after Japanese text.
    t = re.sub(r'(' + JA.pattern + r')\?[ ]?', lambda m: m.group(1) + '？', t)
    return t


def unesc(s):
    return s.replace('\\n', '\n').replace('\\t', '\t')


def main():
    args = sys.argv[1:]
    ts = args.pop(0)
    norm = '--normalise' in args
    args = [a for a in args if a != '--normalise']
    table = {}
    for f in args:
        for line in open(f, encoding='utf-8'):
            line = line.rstrip('\n')
            if not line.strip() or line.startswith('#'):
                continue
            parts = line.split('\t')
            if len(parts) != 3:
                print('bad line in', f, ':', line[:80], file=sys.stderr)
                continue
            table[(unesc(parts[0]), unesc(parts[1]))] = unesc(parts[2])
    tree = ET.parse(ts)
    changed = used = 0
    seen = set()
    for ctx in tree.getroot().iter('context'):
        name = ctx.findtext('name')
        for msg in ctx.iter('message'):
            tr = msg.find('translation')
            src = msg.findtext('source')
            comment = msg.findtext('comment')
            keys = [(name + '|' + comment, src), ('*|' + comment, src), (name, src)] if comment \
                else [(name, src), ('*', src)]
            new = None
            for k in keys:
                if k in table:
                    new = table[k]
                    seen.add(k)
                    break
            forms = tr.findall('numerusform')
            if new is not None:
                used += 1
                if tr.text != new or tr.get('type'):
                    tr.text = new
                    tr.attrib.pop('type', None)
                    changed += 1
            if norm:
                for node in forms or [tr]:
                    n = normalise(node.text)
                    if n != node.text:
                        node.text = n
                        changed += 1
    for k in table:
        if k not in seen:
            print('not found:', k[0], '|', k[1].replace('\n', '\\n'), file=sys.stderr)
    with open(ts, 'wb') as out:
        out.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(out, encoding='utf-8', xml_declaration=False)
    print(f'{used} set, {changed} changed')


if __name__ == '__main__':
    main()
