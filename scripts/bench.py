#!/usr/bin/env python3
"""Grapheme counting benchmarks: one table from one run.

Builds and runs Benchmarks' `grapheme-bench` (a plain timing driver: median of N samples, taken
of each method in turn, measured with ContinuousClock, or thread CPU time with --cpu-clock), then prints, per corpus and
method, MB of UTF-16 per second (2 bytes per UTF-16 code unit of the corpus, whatever the method
reads) and the ratio to ICU 72 and to String.count measured in the same run; then the speed
targets of issue 6 and the growth check (time for 4n units against n on adversarial inputs).
Then the CLI end to end (issue 11): `emojicount --json` (release build) on a temporary file of
20 copies of the nine corpora (about 200 MB of UTF-8), by default and with --jobs 2, against GNU
`wc -m`: MB of file per second (median of --cli-runs, wall clock) and the child's peak RSS.

    scripts/bench.py                     # everything (about two minutes)
    scripts/bench.py --runs 3 --corpus indic --method utf16 --method icu72 --no-growth
    scripts/bench.py --cpu-clock         # on a busy shared machine
    scripts/bench.py --allocations       # heap allocations per call, under valgrind
    scripts/bench.py --cli-only          # only the emojicount / wc -m table (--no-cli skips it)

Corpora: ../shared/corpora beside the repository, or $GRAPHEME_CORPORA, or --corpora DIR.
Installs what the benchmarks link when it is missing, as scripts/test.sh does (Debian packages, as
root or with sudo): libicu-dev (ICU 72) and libutf8proc-dev (utf8proc 2.8); by hand:
    sudo apt-get install -y libicu-dev libutf8proc-dev pkg-config
Exits 1 when a corpus is missing, 2 when a target or the growth check fails (with --check).
"""
import argparse
import os
import re
import shutil
import subprocess
import statistics
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCHMARKS = os.path.join(ROOT, "Benchmarks")
GROWTH_LIMIT = 4.4
CORPORA = ["en-fortunes", "latin-european", "decomposed-nfd", "cjk", "indic", "arabic-hebrew", "korean", "emoji",
           "mixed-social"]
CLI_COPIES = 20


def install_missing_packages():
    """Installs the Debian packages the benchmarks link (ICU 72, utf8proc 2.8) when missing."""
    missing = []
    if subprocess.run(["pkg-config", "--exists", "icu-uc"], capture_output=True).returncode != 0 \
            if shutil.which("pkg-config") else True:
        missing += ["libicu-dev", "pkg-config"]
    if not os.path.exists("/usr/include/utf8proc.h"):
        missing.append("libutf8proc-dev")
    if not missing:
        return
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    print("== installing %s" % " ".join(missing), file=sys.stderr)
    environment = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(sudo + ["apt-get", "update", "-qq"], check=True, stdout=sys.stderr)
    subprocess.run(sudo + ["apt-get", "install", "-y", "-qq"] + missing, check=True, stdout=sys.stderr,
                   env=environment)


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
    parser.add_argument("--unicode", default="",
                        help="also time our methods with these Unicode profiles (comma-separated, or 'all'),"
                             " as <method>@<version>, and print each profile's time relative to the default's")
    parser.add_argument("--allocations", action="store_true",
                        help="count heap allocations per call under valgrind instead of timing")
    parser.add_argument("--cli", action="store_true",
                        help="also time emojicount against wc -m on a 200 MB file (part of the default full run;"
                             " not of --corpus, --method or --growth-only runs)")
    parser.add_argument("--no-cli", action="store_true", help="skip the emojicount table in a full run")
    parser.add_argument("--cli-only", action="store_true", help="only the emojicount table")
    parser.add_argument("--cli-runs", type=int, default=3, help="runs per command of the CLI table (median)")
    args = parser.parse_args()
    run_cli = args.cli or not (args.no_cli or args.corpus or args.method or args.growth_only)
    if args.cli_only:
        finish(print_cli(args), args.check)

    if not args.no_build:
        install_missing_packages()
        build = ["swift", "build", "-c", "release", "--package-path", BENCHMARKS, "--product", "grapheme-bench"]
        subprocess.run(build, check=True, stdout=sys.stderr)
    binary = subprocess.run(
        ["swift", "build", "-c", "release", "--package-path", BENCHMARKS, "--show-bin-path"],
        check=True, capture_output=True, text=True).stdout.strip() + "/grapheme-bench"

    if args.allocations:
        missed = print_allocations(binary, args)
        sys.exit(2 if missed and args.check else 0)

    command = [binary, "--runs", str(args.runs), "--min-sample-ms", str(args.min_sample_ms),
               "--growth-n", str(args.growth_n)]
    if args.cpu_clock:
        command.append("--cpu-clock")
    if args.corpora:
        command += ["--corpora", args.corpora]
    for name in args.corpus:
        command += ["--corpus", name]
    # The ratios need both baselines in the same run.
    methods = args.method + [m for m in ("utf16", "icu72", "String.count") if args.method and m not in args.method]
    for name in methods:
        command += ["--method", name]
    if args.no_growth:
        command.append("--no-growth")
    if args.growth_only:
        command.append("--growth-only")
    profiles = ["15.0", "15.1", "16.0", "17.0"] if args.unicode == "all" else [v for v in args.unicode.split(",") if v]
    for version in profiles:
        command += ["--unicode", version]

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
            quantity = fields[6] if len(fields) > 6 else "graphemes"
            results.append((corpus, units, method, count, nanoseconds, quantity))
        elif fields[0] == "growth":
            growth.append((fields[1], fields[2], int(fields[3]), float(fields[4]), float(fields[5])))

    print("\n".join(comments))
    print("# MB/s = 2 x (UTF-16 units of the corpus) / 10^6 / seconds; ratios from this run only")
    profiled = [r for r in results if "@" in r[2]]
    missed = print_table([r for r in results if "@" not in r[2]]) if results else []
    missed += print_profiles(results) if profiled else []
    missed += print_growth(growth) if growth else []
    missed += print_cli(args) if run_cli else []
    finish(missed, args.check)


def finish(missed, check):
    if missed:
        print("\nmissed: " + "; ".join(missed))
    sys.exit(2 if missed and check else 0)


def print_table(results):
    speed = {}
    counts = {}
    corpora, methods = [], []
    quantities = {}
    for corpus, units, method, count, nanoseconds, quantity in results:
        speed[corpus, method] = 2 * units / 1e6 / (nanoseconds / 1e9)
        counts[corpus, method] = count
        quantities[method] = quantity
        if corpus not in corpora:
            corpora.append(corpus)
        if method not in methods:
            methods.append(method)

    header = f"{'corpus':<15} {'method':<23} {'MB/s':>9} {'x ICU 72':>9} {'x String.count':>15} {'count':>9}"
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
            if quantities[method] != "graphemes":
                note = " " + quantities[method]
            else:
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
        for method in ("emoji16", "width16"):
            if (corpus, method) in speed and icu:
                checks.append((f"{method} >= 5x ICU", speed[corpus, method] / icu, 5))
        cells = []
        for name, ratio, need in checks:
            ok = ratio >= need
            cells.append(f"{name}: {ratio:.1f} {'ok' if ok else 'MISSED'}")
            if not ok:
                missed.append(f"{corpus} {name} ({ratio:.1f})")
        print(f"  {corpus:<15} " + "; ".join(cells))
    return missed


def print_profiles(results):
    """Each Unicode profile's time per call relative to the default profile's (1.00 = as fast)."""
    times = {(corpus, method): nanoseconds for corpus, _, method, _, nanoseconds, _ in results}
    corpora = list(dict.fromkeys(r[0] for r in results))
    methods = list(dict.fromkeys(r[2].split("@")[0] for r in results if "@" in r[2]))
    versions = list(dict.fromkeys(r[2].split("@")[1] for r in results if "@" in r[2]))
    print()
    print("Unicode profiles: time per call relative to the default (18.0) in the same run; target <= 1.10")
    header = f"{'corpus':<15} {'method':<16} " + " ".join(f"{v:>7}" for v in versions)
    print(header)
    print("-" * len(header))
    missed = []
    for corpus in corpora:
        for method in methods:
            base = times.get((corpus, method))
            if not base:
                continue
            cells = []
            for version in versions:
                ratio = times.get((corpus, f"{method}@{version}"), 0) / base
                cells.append(f"{ratio:7.2f}")
                if ratio > 1.10:
                    missed.append(f"{corpus} {method}@{version} ({ratio:.2f}x the default's time)")
            print(f"{corpus:<15} {method:<16} " + " ".join(cells))
    return missed


ALLOCATION_METHODS = ["utf16", "utf8", "string", "forEachCluster", "emoji16", "width16", "measure16", "validate16"]
# Methods that must not allocate per cluster (issue 6): boundary iteration and validation.
NO_ALLOCATION_PER_CLUSTER = {"forEachCluster", "validate16"}


def heap_allocations(binary, corpus, method, calls, corpora):
    """Total heap allocations of one grapheme-bench run under valgrind (memcheck)."""
    command = ["valgrind", "--tool=memcheck", "--leak-check=no", binary, "--calls", str(calls),
               "--corpus", corpus, "--method", method]
    if corpora:
        command += ["--corpora", corpora]
    process = subprocess.run(command, capture_output=True, text=True)
    if process.returncode != 0:
        sys.stderr.write(process.stderr)
        sys.exit(1)
    count = next(line.split("\t")[4] for line in process.stdout.splitlines() if line.startswith("calls\t"))
    match = re.search(r"total heap usage: ([\d,]+) allocs", process.stderr)
    return int(match.group(1).replace(",", "")), int(count)


def print_allocations(binary, args):
    """Heap allocations per call: valgrind runs with 1 and 3 calls, the difference halved."""
    if not shutil.which("valgrind"):
        sys.exit("bench.py: --allocations needs valgrind (apt-get install valgrind)")
    corpora = args.corpus or ["en-fortunes", "emoji"]
    methods = args.method or ALLOCATION_METHODS
    # valgrind 3.19 cannot read the Swift toolchain's DWARF ("Possibly corrupted debuginfo file"):
    # run a copy without debug information.
    stripped = os.path.join(tempfile.mkdtemp(), "grapheme-bench")
    shutil.copy(binary, stripped)
    subprocess.run(["strip", "--strip-debug", stripped], check=True)
    binary = stripped
    missed = []
    header = f"{'corpus':<15} {'method':<15} {'count':>9} {'allocations per call':>21}"
    print("# heap allocations per call: (allocations with 3 calls - with 1 call) / 2, valgrind memcheck")
    print(header)
    print("-" * len(header))
    for corpus in corpora:
        for method in methods:
            one, count = heap_allocations(binary, corpus, method, 1, args.corpora)
            three, _ = heap_allocations(binary, corpus, method, 3, args.corpora)
            per_call = (three - one) / 2
            note = ""
            if method in NO_ALLOCATION_PER_CLUSTER:
                # The corpora hold 10^5 clusters and more: a few fixed allocations per call pass.
                ok = per_call <= 16
                note = " ok" if ok else " MISSED (allocates per cluster)"
                if not ok:
                    missed.append(f"allocations {corpus} {method} ({per_call:g})")
            print(f"{corpus:<15} {method:<15} {count:>9} {per_call:>21g}{note}")
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


def timed_run(command, environment=None):
    """Wall-clock seconds and peak RSS (KiB) of one run. Linux hands a forked child its parent's RSS
    high-water mark, so os.wait4 on our own child reports at least this process's peak: /usr/bin/time
    forks the command from its own small process instead; os.wait4 only when it is missing."""
    timer = ["/usr/bin/time", "-f", "%M"] if os.path.exists("/usr/bin/time") else []
    start = time.perf_counter()
    child = subprocess.Popen(timer + command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE if timer else None, env=environment)
    _, status, usage = os.wait4(child.pid, 0)
    seconds = time.perf_counter() - start
    child.returncode = os.waitstatus_to_exitcode(status)
    errors = child.stderr.read().decode() if timer else ""
    if child.returncode != 0:
        sys.exit("bench.py: %s exited with %d\n%s" % (" ".join(command), child.returncode, errors))
    return seconds, int(errors.split()[-1]) if timer else usage.ru_maxrss


def print_cli(args):
    """emojicount --json end to end on 20 copies of the nine corpora, against wc -m (issue 11)."""
    package = ["swift", "build", "-c", "release", "--package-path", ROOT]
    binary = subprocess.run(package + ["--show-bin-path"], check=True, capture_output=True,
                            text=True).stdout.strip() + "/emojicount"
    if not (args.no_build and os.path.exists(binary)):
        subprocess.run(package + ["--product", "emojicount"], check=True, stdout=sys.stderr)
    directory = args.corpora or os.environ.get("GRAPHEME_CORPORA") or \
        os.path.join(os.path.dirname(ROOT), "shared", "corpora")
    corpora = [os.path.join(directory, name + ".txt") for name in CORPORA]
    for path in corpora:
        if not os.path.isfile(path):
            sys.exit("bench.py: corpus file not found: %s" % path)
    handle, path = tempfile.mkstemp(prefix="bench-cli-", suffix=".txt")
    try:
        with os.fdopen(handle, "wb") as file:
            for _ in range(CLI_COPIES):
                for corpus in corpora:
                    with open(corpus, "rb") as source:
                        file.write(source.read())
        size = os.path.getsize(path)
        commands = [("emojicount --json", [binary, "--json", path], None),
                    ("emojicount --json --jobs 2", [binary, "--json", "--jobs", "2", path], None),
                    ("wc -m", ["wc", "-m", path], dict(os.environ, LC_ALL="C.UTF-8"))]
        samples = {label: [] for label, _, _ in commands}
        # Round by round, as grapheme-bench does, so a burst of load slows every command alike.
        for _ in range(args.cli_runs):
            for label, command, environment in commands:
                samples[label].append(timed_run(command, environment))
    finally:
        os.unlink(path)

    speed = {label: size / 1e6 / statistics.median(s for s, _ in runs) for label, runs in samples.items()}
    peak = {label: max(kib for _, kib in runs) / 1024 for label, runs in samples.items()}
    print()
    print(f"# CLI: {CLI_COPIES} x the nine corpora in one file of {size / 1e6:.1f} MB of UTF-8, stdout to /dev/null;"
          f" MB/s = file bytes / 10^6 / median wall-clock seconds of {args.cli_runs} runs; peak RSS of the child"
          f" ({'/usr/bin/time' if os.path.exists('/usr/bin/time') else 'os.wait4, at least this script'});"
          f" wc -m with LC_ALL=C.UTF-8")
    header = f"{'command':<27} {'MB/s':>9} {'peak RSS MiB':>13} {'x wc -m':>8}"
    print(header)
    print("-" * len(header))
    for label in samples:
        print(f"{label:<27} {speed[label]:9.0f} {peak[label]:13.1f} {speed[label] / speed['wc -m']:7.2f}x")
    name = "emojicount --json >= 800 MB/s with peak RSS < 64 MiB"
    ok = speed["emojicount --json"] >= 800 and peak["emojicount --json"] < 64
    result = f"{speed['emojicount --json']:.0f} MB/s, {peak['emojicount --json']:.1f} MiB"
    print(f"target (issue 11): {name}: {result} {'ok' if ok else 'MISSED'}")
    return [] if ok else [f"cli {name} ({result})"]


if __name__ == "__main__":
    main()
