#!/usr/bin/env python3
"""Grapheme counting benchmarks: one table from one run.

Builds and runs Benchmarks' `grapheme-bench` (a plain timing driver: median of N samples
measured with ContinuousClock, or thread CPU time with --cpu-clock), then prints, per corpus and
method, MB of UTF-16 per second (2 bytes per UTF-16 code unit of the corpus, whatever the method
reads) and the ratio to ICU 72 and to String.count measured in the same run; then the speed
targets of issue 6 and the growth check (time for 4n units against n on adversarial inputs).

    scripts/bench.py                     # everything (about two minutes)
    scripts/bench.py --runs 3 --corpus indic --method utf16 --method icu72 --no-growth
    scripts/bench.py --cpu-clock         # on a busy shared machine

Corpora: ../shared/corpora beside the repository, or $GRAPHEME_CORPORA, or --corpora DIR.
Exits 1 when a corpus is missing, 2 when a target or the growth check fails (with --check).
"""
import argparse
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCHMARKS = os.path.join(ROOT, "Benchmarks")
GROWTH_LIMIT = 4.4


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=7, help="samples per measurement (median)")
    parser.add_argument("--min-sample-ms", type=float, default=5, help="each sample repeats a call this long")
    parser.add_argument("--cpu-clock", action="store_true", help="thread CPU time instead of ContinuousClock")
    parser.add_argument("--corpora", help="corpus directory (default ../shared/corpora)")
    parser.add_argument("--corpus", action="append", default=[], help="only this corpus (repeatable)")
    parser.add_argument("--method", action="append", default=[], help="only this method (repeatable)")
    parser.add_argument("--no-growth", action="store_true", help="skip the growth check")
    parser.add_argument("--growth-only", action="store_true", help="only the growth check")
    parser.add_argument("--growth-n", type=int, default=2_500_000, help="n for the growth check")
    parser.add_argument("--no-build", action="store_true", help="use the binary already built")
    parser.add_argument("--check", action="store_true", help="exit 2 when a target is missed")
    args = parser.parse_args()

    if not args.no_build:
        build = ["swift", "build", "-c", "release", "--package-path", BENCHMARKS, "--product", "grapheme-bench"]
        subprocess.run(build, check=True, stdout=sys.stderr)
    binary = subprocess.run(
        ["swift", "build", "-c", "release", "--package-path", BENCHMARKS, "--show-bin-path"],
        check=True, capture_output=True, text=True).stdout.strip() + "/grapheme-bench"

    command = [binary, "--runs", str(args.runs), "--min-sample-ms", str(args.min_sample_ms),
               "--growth-n", str(args.growth_n)]
    if args.cpu_clock:
        command.append("--cpu-clock")
    if args.corpora:
        command += ["--corpora", args.corpora]
    for name in args.corpus:
        command += ["--corpus", name]
    # The ratios need both baselines in the same run.
    methods = args.method + [m for m in ("icu72", "String.count") if args.method and m not in args.method]
    for name in methods:
        command += ["--method", name]
    if args.no_growth:
        command.append("--no-growth")
    if args.growth_only:
        command.append("--growth-only")

    results, growth, comments = [], [], []
    process = subprocess.run(command, capture_output=True, text=True)
    if process.returncode != 0:
        sys.stderr.write(process.stderr)
        sys.exit(1)
    for line in process.stdout.splitlines():
        fields = line.split("\t")
        if line.startswith("#"):
            comments.append(line)
        elif fields[0] == "result":
            corpus, units, method, count, nanoseconds = fields[1], int(fields[2]), fields[3], int(fields[4]), float(fields[5])
            results.append((corpus, units, method, count, nanoseconds))
        elif fields[0] == "growth":
            growth.append((fields[1], fields[2], int(fields[3]), float(fields[4]), float(fields[5])))

    print("\n".join(comments))
    print("# MB/s = 2 x (UTF-16 units of the corpus) / 10^6 / seconds; ratios from this run only")
    missed = print_table(results) if results else []
    missed += print_growth(growth) if growth else []
    if missed:
        print("\nmissed: " + "; ".join(missed))
    sys.exit(2 if missed and args.check else 0)


def print_table(results):
    speed = {}
    counts = {}
    corpora, methods = [], []
    for corpus, units, method, count, nanoseconds in results:
        speed[corpus, method] = 2 * units / 1e6 / (nanoseconds / 1e9)
        counts[corpus, method] = count
        if corpus not in corpora:
            corpora.append(corpus)
        if method not in methods:
            methods.append(method)

    header = f"{'corpus':<15} {'method':<23} {'MB/s':>9} {'x ICU 72':>9} {'x String.count':>15} {'clusters':>9}"
    print()
    print(header)
    print("-" * len(header))
    for corpus in corpora:
        icu = speed.get((corpus, "icu72"))
        native = speed.get((corpus, "String.count"))
        reference = counts.get((corpus, "utf16"))
        for method in methods:
            value = speed.get((corpus, method))
            if value is None:
                continue
            to_icu = f"{value / icu:8.1f}x" if icu else ""
            to_native = f"{value / native:14.2f}x" if native else ""
            count = counts[corpus, method]
            # Baselines follow other Unicode versions and rules (see the corpora README).
            note = "" if reference is None or count == reference else " (differs)"
            print(f"{corpus:<15} {method:<23} {value:9.0f} {to_icu:>9} {to_native:>15} {count:>9}{note}")
        print()

    # The targets of issue 6, checked on the ratios of this run.
    missed = []
    print("targets (this run):")
    for corpus in corpora:
        icu = speed.get((corpus, "icu72"))
        native = speed.get((corpus, "String.count"))
        checks = []
        if (corpus, "utf16") in speed and icu:
            need = 30 if corpus == "en-fortunes" else 10
            checks.append((f"utf16 >= {need}x ICU", speed[corpus, "utf16"] / icu, need))
        if (corpus, "utf16") in speed and native:
            checks.append(("utf16 >= 2x String.count", speed[corpus, "utf16"] / native, 2))
        if (corpus, "utf8") in speed and native:
            checks.append(("utf8 >= 1.5x String.count", speed[corpus, "utf8"] / native, 1.5))
        cells = []
        for name, ratio, need in checks:
            ok = ratio >= need
            cells.append(f"{name}: {ratio:.1f} {'ok' if ok else 'MISSED'}")
            if not ok:
                missed.append(f"{corpus} {name} ({ratio:.1f})")
        print(f"  {corpus:<15} " + "; ".join(cells))
    return missed


def print_growth(growth):
    missed = []
    print()
    header = f"{'growth check':<16} {'method':<15} {'n':>9} {'ms for n':>9} {'ms for 4n':>10} {'4n/n':>6}"
    print(header)
    print("-" * len(header))
    for name, method, n, small, large in growth:
        ratio = large / small if small else float("inf")
        ok = ratio <= GROWTH_LIMIT
        if not ok:
            missed.append(f"growth {name} {method} ({ratio:.2f})")
        print(f"{name:<16} {method:<15} {n:>9} {small / 1e6:9.2f} {large / 1e6:10.2f} {ratio:6.2f}"
              f" {'ok' if ok else 'MISSED (limit ' + str(GROWTH_LIMIT) + ')'}")
    return missed


if __name__ == "__main__":
    main()
