#!/usr/bin/env python3
"""Compare GraphemeMetrics' display widths with Python's wcwidth, per cluster and per line.

Runs `swift test --filter WidthLineDumpTests` with GRAPHEMEMETRICS_WIDTH_DUMP set, so the
test writes every line of ../shared/corpora/*.txt and of emoji-test.txt as clusters with our widths;
then measures each cluster and each line with wcwidth.wcswidth and lists every class of difference
with its count and an example.

    pip install 'wcwidth>=0.9'
    scripts/compare-wcwidth.py                 # from the package root
    scripts/compare-wcwidth.py --dump FILE     # reuse a dump written earlier
    scripts/compare-wcwidth.py --expect scripts/compare-wcwidth.expected   # what scripts/test.sh runs

A class is (ours, wcwidth's, a short description of the cluster: the general categories of its
base and of the other scalars, and the emoji selectors, ZWJ or keycap it holds). wcwidth returns -1
for control characters; that is shown as -1, where GraphemeMetrics says 0 (rule 1).
"""
import collections
import os
import tempfile
import unicodedata

import wcwidth

from swiftdump import check_figures, parse_arguments, run_swift


def describe(cluster):
    """A short class name for a cluster."""
    base = cluster[0]
    rest = cluster[1:]
    parts = [unicodedata.category(base) + "/" + unicodedata.east_asian_width(base)]
    marks = []
    for ch in rest:
        cp = ord(ch)
        if cp == 0xFE0F:
            marks.append("VS16")
        elif cp == 0xFE0E:
            marks.append("VS15")
        elif cp == 0x200D:
            marks.append("ZWJ")
        elif cp == 0x20E3:
            marks.append("keycap")
        elif 0x1F3FB <= cp <= 0x1F3FF:
            marks.append("skin-tone")
        elif 0x1F1E6 <= cp <= 0x1F1FF:
            marks.append("RI")
        elif 0xE0020 <= cp <= 0xE007F:
            marks.append("tag")
        else:
            marks.append(unicodedata.category(ch))
    if 0x1F1E6 <= ord(base) <= 0x1F1FF:
        parts[0] = "RI"
    if marks:
        parts.append("+" + ",".join(sorted(set(marks))))
    return "".join(parts)


def name(cluster):
    return " ".join("U+%04X %s" % (ord(ch), unicodedata.name(ch, "?")) for ch in cluster)


def main():
    args = parse_arguments(__doc__, "an existing dump file")

    dump = args.dump
    if dump is None:
        dump = os.path.join(tempfile.mkdtemp(), "widths.tsv")
        run_swift(args.package, "WidthLineDumpTests", {"GRAPHEMEMETRICS_WIDTH_DUMP": dump}, dump)

    classes = collections.Counter()
    examples = collections.defaultdict(list)
    clusters_total = clusters_same = 0
    lines_by_source = collections.Counter()
    lines_same = collections.Counter()
    with open(dump, encoding="utf-8") as handle:
        for row in handle:
            source, number, fields = row.rstrip("\n").split("\t")
            ours_line = theirs_line = 0
            for field in fields.split("|") if fields else []:
                hexes, width = field.rsplit("=", 1)
                cluster = "".join(chr(int(h, 16)) for h in hexes.split(" "))
                ours = int(width)
                theirs = wcwidth.wcswidth(cluster)
                ours_line += ours
                theirs_line += theirs if theirs > 0 else 0
                clusters_total += 1
                if ours == theirs:
                    clusters_same += 1
                    continue
                key = (ours, theirs, describe(cluster))
                classes[key] += 1
                if len(examples[key]) < args.examples:
                    examples[key].append("%s:%s %s" % (source, number, name(cluster)))
            lines_by_source[source] += 1
            if ours_line == theirs_line:
                lines_same[source] += 1

    print("wcwidth %s (Unicode %s tables); Python unicodedata %s" % (
        wcwidth.__version__, wcwidth.list_versions()[-1], unicodedata.unidata_version))
    print("clusters: %d, same width: %d, different: %d" % (
        clusters_total, clusters_same, clusters_total - clusters_same))
    print()
    print("lines with the same total width (wcwidth's -1 counted as 0):")
    for source in sorted(lines_by_source):
        print("  %-22s %7d of %7d" % (source, lines_same[source], lines_by_source[source]))
    print()
    print("%7s  %4s  %7s  %-34s %s" % ("count", "ours", "wcwidth", "class", "example"))
    for (ours, theirs, desc), count in classes.most_common():
        for index, example in enumerate(examples[(ours, theirs, desc)]):
            lead = "%7d  %4d  %7d  %-34s " % (count, ours, theirs, desc) if index == 0 else " " * 60
            print(lead + example)
    print("%d difference classes" % len(classes))
    figures = ["wcwidth %s" % wcwidth.__version__,
               "clusters %d same %d" % (clusters_total, clusters_same)]
    figures += ["lines %s same %d of %d" % (source, lines_same[source], lines_by_source[source])
                for source in sorted(lines_by_source)]
    figures += ["class ours %d wcwidth %d %s: %d" % (ours, theirs, desc, count)
                for (ours, theirs, desc), count in sorted(classes.items())]
    check_figures(figures, args)


if __name__ == "__main__":
    main()
