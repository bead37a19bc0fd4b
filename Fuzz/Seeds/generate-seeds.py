#!/usr/bin/env python3
"""Writes the raw seed inputs of every fuzz target to a folder (default Fuzz/corpus-work/seeds).

    Fuzz/Seeds/generate-seeds.py [OUT]

The seeds are the 766 GraphemeBreakTest-17.0.0 lines (Data/grapheme-break-test-17.0.0.txt) and
the adversarial cases of Tests/GraphemeMetricsTests/AdversarialInputTests.swift, kept small.
`FUZZ_MERGE=1 scripts/fuzz.sh` minimizes them (with what fuzzing finds) into Fuzz/Corpus/<target>/,
which is what is committed.
"""
import pathlib
import struct
import sys

root = pathlib.Path(__file__).resolve().parents[2]
out = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else root / "Fuzz/corpus-work/seeds"

def utf16le(units):
    return b"".join(struct.pack("<H", u) for u in units)

def units_of(text):
    data = text.encode("utf-16-le", "surrogatepass")
    return list(struct.unpack("<%dH" % (len(data) // 2), data))

texts = {}  # name -> str (may hold lone surrogates)
for line in (root / "Data/grapheme-break-test-17.0.0.txt").read_text().splitlines():
    if not line or line.startswith("#"):
        continue
    number, marks = line.split("\t")
    texts["line-%s" % number] = "".join(chr(int(t, 16)) for t in marks.split() if t not in ("÷", "×"))

ri = "\U0001F1FA"
texts.update({
    "ri-run-7": ri * 7, "ri-run-8": ri * 8, "ri-after-a-9": "a" + ri * 9,
    "a-1000-marks": "a" + "\u0301" * 1000,
    "black-flag-1000-tags": "\U0001F3F4" + "\U000E0067" * 1000 + "\U000E007F",
    "england-flag": "\U0001F3F4\U000E0067\U000E0062\U000E0065\U000E006E\U000E0067\U000E007F",
    "vs-flood": "\u2764" + "\uFE0F" * 500 + "\uFE0E" * 500,
    "zwj-chain": "\U0001F469" + "\u200D\U0001F469" * 200,
    "zwj-chain-broken": "\U0001F469\u200D\u200D\U0001F469\u200Da\u200D\U0001F469",
    "non-rgi-zwj": "\U0001F1FA\u200D\U0001F1E6\u200D\U0001F3F4\U000E0061\U000E007F",
    "conjunct-chain": "\u0915" + "\u094D\u0915" * 100,
    "conjunct-new-linkers": "\u1000\u1039\u1001\u1780\u17D2\u1781\u1B13\u1B44\u1B14",
    "hangul-jamo": "\u1100" * 50 + "\u1161" * 50 + "\u11A8" * 50 + "\uAC00\u11A8\uAC01\u1161",
    "bom": "\uFEFFa\uFEFF\u0301b", "crlf": "a\r\n\r\n\r\r\n\n",
    "controls": "\u0000\u0085\u200B\u2028\u00AD\u0301",
    "prepend": "\u0600\u0600a\u0600\r\u0600",
    "empty": "",
})
lone = {"lone-d800": "\ud800", "lone-dbff": "\udbff", "lone-dc00": "\udc00", "lone-dfff": "\udfff",
        "reversed-pair": "\udc00\ud800", "lone-then-mark": "\ud800\u0301a\udc00"}

invalid_utf8 = {
    "overlong-2": b"\xc0\xaf\xc1\xbf", "overlong-3": b"\xe0\x80\xaf\xe0\x9f\xbf",
    "overlong-4": b"\xf0\x80\x80\xaf\xf0\x8f\xbf\xbf", "surrogate-utf8": b"\xed\xa0\x80\xed\xbf\xbf",
    "out-of-range": b"\xf4\x90\x80\x80\xf5\x80\x80\x80\xff\xfe", "truncated": b"a\xe2\x82\xf0\x9f\x98b\xc3",
    "lone-continuations": b"\x80\xbf\x80a", "cesu-pair": b"\xed\xa0\xbd\xed\xb8\x80",
}

targets = ["FuzzUTF16Scanner", "FuzzChunkedScanning", "FuzzUTF8Decoding", "FuzzClusterTruncation"]
for target in targets:
    (out / target).mkdir(parents=True, exist_ok=True)

def write(target, name, data):
    (out / target / name).write_bytes(data)

for name, text in list(texts.items()) + list(lone.items()):
    units = units_of(text)
    utf8 = text.encode("utf-8", "replace") if name in lone else text.encode("utf-8")
    write("FuzzUTF16Scanner", name, utf16le(units))
    write("FuzzUTF8Decoding", name, utf8)
    # One split in the middle, and the one-element-per-chunk mode (split count 0).
    write("FuzzChunkedScanning", name + "-mid", b"\x01" + struct.pack("<H", len(utf8) // 2) + utf8)
    write("FuzzChunkedScanning", name + "-units", b"\x00" + utf16le(units))
    write("FuzzClusterTruncation", name, struct.pack("<H", len(units) // 2) + b"\x02" + utf8)
for name, data in invalid_utf8.items():
    write("FuzzUTF8Decoding", name, data)
    write("FuzzChunkedScanning", name, b"\x00" + data)
    write("FuzzClusterTruncation", name, b"\x03\x00\x01" + data)
print("seeds written to", out)
