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
    return parser.parse_args()
