#!/usr/bin/env python3
"""Compare GraphemeMetrics' emoji counts with the Python `emoji` package, per corpus and per match.

Runs `swift test --filter EmojiLineDumpTests` with GRAPHEMEMETRICS_EMOJI_DUMP set, so the
test writes every emoji-like grapheme cluster of every line of ../shared/corpora/*.txt with its
kind, RGI status, qualification and whether the default policy (presentedAsEmoji) counts it; then
runs emoji.emoji_list on the same lines (emoji_count is len(emoji_list)), aligns the two by code
point offsets and puts every difference in a named class.

    pip install emoji
    scripts/compare-emoji.py                   # from the package root
    scripts/compare-emoji.py --dump FILE       # reuse a dump written earlier
    scripts/compare-emoji.py --expect scripts/compare-emoji.expected   # what scripts/test.sh runs

With --expect, the figures (per corpus ours and python's counts, every class's groups and its
share of the difference, every probe) must be exactly those of the file, so a regression or a new
kind of difference fails the test run; --write-expected FILE records them after a change is explained.

A difference is a group of overlapping matches (ours and python's) in which the spans we count
are not exactly the spans python lists. "ours - python" is what the class adds to the difference
of the totals; a class can differ in spans only (0). The class "unclassified" must stay at 0.
"""
import collections
import os
import sys
import tempfile

import emoji

from swiftdump import check_figures, parse_arguments, run_swift

VS15, VS16 = "\ufe0e", "\ufe0f"
STATUS = {value: key.replace("_", "-") for key, value in emoji.STATUS.items()}


class Cluster:
    """One emoji-like cluster from the dump, with code point offsets into its line."""

    def __init__(self, field, cp_of_utf16, line):
        utf16, hexes, counted, kind, rgi, qualification = field.split(":")
        self.text = "".join(chr(int(h, 16)) for h in hexes.split(" "))
        self.start = cp_of_utf16[int(utf16)]
        self.end = self.start + len(self.text)
        if line[self.start:self.end] != self.text:
            sys.exit("the dump does not match the corpus line %r at %s" % (line, utf16))
        self.counted = counted == "1"
        self.kind = None if kind == "-" else kind
        self.rgi = rgi == "1"
        self.qualification = None if qualification == "-" else qualification


def code_point_offsets(line):
    """The code point offset of each UTF-16 offset that starts a scalar."""
    offsets, utf16 = {}, 0
    for index, ch in enumerate(line):
        offsets[utf16] = index
        utf16 += 2 if ord(ch) > 0xFFFF else 1
    offsets[utf16] = len(line)
    return offsets


def groups(ours, theirs):
    """Groups of overlapping spans: (our clusters, python matches), in line order."""
    items = sorted([(c.start, c.end, 0, c) for c in ours] + [(m["match_start"], m["match_end"], 1, m) for m in theirs],
                   key=lambda item: (item[0], item[2]))
    group, end = None, -1
    for start, stop, side, value in items:
        if group is None or start >= end:
            if group is not None:
                yield group
            group, end = ([], []), stop
        group[side].append(value)
        end = max(end, stop)
    if group is not None:
        yield group


def status(text):
    data = emoji.EMOJI_DATA.get(text)
    return STATUS[data["status"]] if data else None


def classify(clusters, matches, line):
    """The class of a group whose counted spans differ from python's, as a short name."""
    if len(clusters) == 1:
        c = clusters[0]
        if c.counted and not c.rgi and c.qualification is None:
            if c.kind == "zwjSequence":
                return "non-RGI ZWJ sequence: python lists its parts"
            if c.kind == "tagSequence":
                return "non-RGI tag sequence: python lists the tag base alone"
            if c.kind == "flag":
                return "non-RGI flag (two Regional Indicators): python lists nothing"
            if c.kind == "basic" and c.text.endswith(VS16):
                return "needless VS16 after an emoji-presentation character: python lists the character alone"
        if not c.counted and c.kind == "basic":
            return "text-default character (Emoji_Presentation=No) without VS16: python counts it"
        if not c.counted and c.kind is None:
            if VS15 in c.text:
                return "emoji + VS15 (text presentation): python counts the character"
            if emoji.EMOJI_DATA.get(c.text[0], {}).get("E", 0) > 17:
                return "Emoji 18.0 character, unassigned in Unicode 17.0: python counts it"
            if 0x1F3FB <= ord(c.text[1]) <= 0x1F3FF:
                return "skin tone after an emoji that takes none (one cluster): python counts both"
            return "emoji + combining mark or ZWJ joining nothing (one cluster): python counts the emoji"
    if not clusters and all(status(m["emoji"]) == "component" and m["match_start"] > 0 for m in matches):
        return "skin tone extending a non-emoji character such as a space (one cluster): python counts it"
    return "unclassified"


def escape(text):
    return "".join(ch if ch.isascii() and ch.isprintable() else "\\u{%X}" % ord(ch) for ch in text)


class Comparison:
    """Totals per source and the classes of difference, with examples."""

    def __init__(self, examples):
        self.examples = examples
        self.ours, self.theirs = collections.Counter(), collections.Counter()
        self.classes, self.deltas = collections.Counter(), collections.Counter()
        self.samples = collections.defaultdict(list)
        self.texts = collections.defaultdict(collections.Counter)

    def add(self, source, place, line, fields):
        """Compares one line; returns the classes of its differences."""
        theirs = [] if line.isascii() else emoji.emoji_list(line)
        offsets = code_point_offsets(line) if fields else {}
        ours = [Cluster(field, offsets, line) for field in fields]
        self.ours[source] += sum(c.counted for c in ours)
        self.theirs[source] += len(theirs)
        found = []
        for clusters, matches in groups(ours, theirs):
            counted = [(c.start, c.end) for c in clusters if c.counted]
            if counted == [(m["match_start"], m["match_end"]) for m in matches]:
                continue
            key = classify(clusters, matches, line)
            found.append(key)
            self.classes[key] += 1
            self.deltas[key] += len(counted) - len(matches)
            start = min([c.start for c in clusters] + [m["match_start"] for m in matches])
            end = max([c.end for c in clusters] + [m["match_end"] for m in matches])
            self.texts[key][line[start:end]] += 1
            if len(self.samples[key]) < self.examples:
                self.samples[key].append("%s \"%s\" python: %s" % (
                    place, escape(line[start:end]), " ".join("\"%s\"" % escape(m["emoji"]) for m in matches) or "none"))
        return found

    def table(self, sources):
        print("| corpus | ours | python emoji | ours - python |")
        print("|---|---:|---:|---:|")
        for name in sources:
            print("| %s | %d | %d | %+d |" % (name, self.ours[name], self.theirs[name], self.ours[name] - self.theirs[name]))
        ours, theirs = sum(self.ours[n] for n in sources), sum(self.theirs[n] for n in sources)
        print("| all | %d | %d | %+d |" % (ours, theirs, ours - theirs))

    def print_classes(self):
        print("%7s  %13s  %s" % ("groups", "ours - python", "class / example"))
        for key, count in self.classes.most_common():
            print("%7d  %+13d  %s" % (count, self.deltas[key], key))
            for sample in self.samples[key]:
                print("%24s%s" % ("", sample))
            if len(self.texts[key]) > 1:
                print("%24s%d distinct, most common: %s" % ("", len(self.texts[key]), ", ".join(
                    "\"%s\" %d" % (escape(text), n) for text, n in self.texts[key].most_common(5))))
        print("unclassified: %d" % self.classes["unclassified"])


def read_dump(path):
    with open(path, encoding="utf-8") as handle:
        return [row.rstrip("\n").split("\t") for row in handle]


def main():
    args = parse_arguments(__doc__, "a dump folder written earlier")

    dump = args.dump
    if dump is None:
        dump = tempfile.mkdtemp()
        run_swift(args.package, "EmojiLineDumpTests", {"GRAPHEMEMETRICS_EMOJI_DUMP": dump},
                  os.path.join(dump, "corpora.tsv"))

    rows = {(source, int(number)): fields.split("|") for source, number, fields in read_dump(
        os.path.join(dump, "corpora.tsv"))}
    corpora = os.path.join(args.package, "..", "shared", "corpora")
    names = sorted(n for n in os.listdir(corpora) if n.endswith(".txt"))
    corpus = Comparison(args.examples)
    for name in names:
        with open(os.path.join(corpora, name), encoding="utf-8", newline="") as handle:
            text = handle.read()
        for number, line in enumerate(text.split("\n"), 1):
            corpus.add(name, "%s:%d" % (name, number), line, rows.pop((name, number), []))
        if not text.isascii() and emoji.emoji_count(text) != corpus.theirs[name]:
            sys.exit("%s: emoji_count of the whole file is not the sum over its lines" % name)
    if rows:
        sys.exit("the dump has lines the corpora do not: %s" % sorted(rows)[:3])

    probes = Comparison(0)
    probe_rows = []
    for number, hexes, fields in read_dump(os.path.join(dump, "probes.tsv")):
        line = "".join(chr(int(h, 16)) for h in hexes.split(" "))
        found = probes.add(number, "probe " + number, line, fields.split("|") if fields else [])
        probe_rows.append((line, probes.ours[number], probes.theirs[number], "; ".join(found) or "same"))

    print("python emoji %s; GraphemeMetrics under the default policy (presentedAsEmoji)" % emoji.__version__)
    print()
    corpus.table(names)
    print()
    corpus.print_classes()
    print()
    print("Probes (the constructed texts of EmojiLineDumpTests.probes):")
    print()
    print("| probe | ours | python emoji | class |")
    print("|---|---:|---:|---|")
    for line, ours, theirs, found in probe_rows:
        print("| `\"%s\"` | %d | %d | %s |" % (escape(line), ours, theirs, found))
    print()
    figures = ["python emoji %s" % emoji.__version__]
    figures += ["corpus %s ours %d python %d" % (n, corpus.ours[n], corpus.theirs[n]) for n in names]
    figures += ["class %s: groups %d, ours - python %+d" % (key, corpus.classes[key], corpus.deltas[key])
                for key in sorted(corpus.classes)]
    figures += ["probe \"%s\" ours %d python %d: %s" % (escape(line), ours, theirs, found)
                for line, ours, theirs, found in probe_rows]
    check_figures(figures, args)
    if corpus.classes["unclassified"] or probes.classes["unclassified"]:
        sys.exit("some differences are unclassified")
    for comparison in corpus, probes:
        if sum(comparison.deltas.values()) != sum(comparison.ours.values()) - sum(comparison.theirs.values()):
            sys.exit("the classes do not add up to the difference of the totals")


if __name__ == "__main__":
    main()
