#!/usr/bin/env python3
"""Python `regex`'s `\\X` (extended grapheme clusters, Unicode 18.0 in regex 2026.11.15) as an oracle.

    .venv/bin/python3 scripts/regex-graphemes.py --version           # regex.__version__
    .venv/bin/python3 scripts/regex-graphemes.py --hex FILE          # each line holds one text as hexadecimal
                                                                     # code points separated by spaces (a lone
                                                                     # surrogate as its own value; an empty line
                                                                     # is an empty text)
    .venv/bin/python3 scripts/regex-graphemes.py --boundaries FILE   # each LF-separated line of a UTF-8 file,
                                                                     # as it is (CR kept)

prints, per text, its boundaries in code point offsets, 0 and the length included, separated by spaces.
The Swift tests (PythonRegexCrossCheckTests) run it against profile 18.0. Install regex with
`bash scripts/python-env.sh` (pinned there); never into the python3 on PATH.
"""
import sys

import regex

CLUSTER = regex.compile(r"\X")


def boundaries(text):
    return " ".join(["0"] + [str(match.end()) for match in CLUSTER.finditer(text)]) if text else "0"


def main(argv):
    if argv == ["--version"]:
        print(regex.__version__)
        return 0
    if len(argv) != 2 or argv[0] not in ("--hex", "--boundaries"):
        print(__doc__, file=sys.stderr)
        return 64
    with open(argv[1], "rb") as file:
        data = file.read()
    # Strict: a corpus that is not UTF-8 is an error, never silently repaired.
    lines = data.decode("utf-8").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if argv[0] == "--hex":
        texts = ("".join(chr(int(value, 16)) for value in line.split(" ")) if line else "" for line in lines)
    else:
        texts = lines
    out = sys.stdout
    for text in texts:
        out.write(boundaries(text))
        out.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
