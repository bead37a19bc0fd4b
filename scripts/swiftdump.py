"""What the comparison scripts (compare-*.py) share: their options, and running the swift test suite that writes their dump."""
import argparse
import os
import subprocess
import sys


def run_swift(package, suite, variables, dump):
    """Runs `swift test --filter suite` in `package` with the environment `variables` added;
    exits when the test fails or the file `dump` does not appear."""
    result = subprocess.run(
        ["swift", "test", "--filter", suite], cwd=package, env=dict(os.environ, **variables),
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if result.returncode != 0 or not os.path.exists(dump):
        sys.stdout.write(result.stdout[-4000:])
        sys.exit("swift test failed or wrote no dump")


def parse_arguments(doc, dump_help):
    """The options of a comparison script: --package, --dump (described by `dump_help`), --examples."""
    parser = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--package", default=".", help="the package root (default: .)")
    parser.add_argument("--dump", help=dump_help + "; otherwise swift test writes a fresh one")
    parser.add_argument("--examples", type=int, default=1, help="examples per class (default 1)")
    parser.add_argument("--expect", metavar="FILE",
                        help="exit 1 unless the figures (totals and every class of difference) are those in FILE")
    parser.add_argument("--write-expected", metavar="FILE", help="write the figures to FILE")
    return parser.parse_args()


def check_figures(figures, args):
    """With --write-expected, writes `figures` (lines); with --expect, exits 1 with a diff when the
    figures differ from the file's: a new class of difference, or a count that moved, fails."""
    text = "".join(line + "\n" for line in figures)
    if args.write_expected:
        with open(args.write_expected, "w", encoding="utf-8") as handle:
            handle.write(text)
    if args.expect:
        with open(args.expect, encoding="utf-8") as handle:
            expected = handle.read()
        if expected != text:
            import difflib
            sys.stdout.writelines(difflib.unified_diff(
                expected.splitlines(True), text.splitlines(True), args.expect, "this run"))
            sys.exit("the figures differ from %s: explain the new difference (and update the file with "
                     "--write-expected) or fix the regression" % args.expect)
        print("figures as expected (%s: %d lines)" % (args.expect, len(figures)))
