"""Runs the swift test suite that writes the dump a comparison script (compare-*.py) reads."""
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
