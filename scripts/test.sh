#!/usr/bin/env bash
# Runs every test of the package: the README's test command, and what CI runs (.ci/run).
#
#   bash scripts/test.sh            # everything (about 30 minutes on 2 cores, 19 of them AddressSanitizer)
#   bash scripts/test.sh --quick    # only the generated-file checks and `swift test` (about 3 minutes)
#
# Steps:
# 1. Installs what the tests need when it is missing (Debian packages; run as root or with sudo):
#    libicu-dev (ICU 72, the cross-check oracle) and fonts-dejavu-core (the font-metrics check);
#    and the pinned Python tools (fontTools, wcwidth, emoji) from PyPI into the project's own
#    git-ignored .venv/ (scripts/python-env.sh), never into the python3 on PATH.
# 2. Checks that the generated tables and test vectors are current when ../shared/unicode is present,
#    and that the DejaVu Sans metrics table matches the installed font.
# 3. `swift test` (Swift Testing): conformance, exhaustive tables, properties, differential and
#    cross-checks, emoji, metrics, placeholder and CLI tests.
# 4. Unless --quick: the suite under AddressSanitizer (scripts/sanitizers.sh), a 60-second libFuzzer
#    smoke run per fuzz target (scripts/fuzz.sh), and the headless-Chromium placeholder check
#    (scripts/browser-check.sh).
# It ends with one line "N passed, N failed" counting the `swift test` tests.
set -euo pipefail
cd "$(dirname "$0")/.."

quick=0
[ "${1:-}" = "--quick" ] && quick=1

if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
missing=()
pkg-config --exists icu-uc 2>/dev/null || missing+=(libicu-dev pkg-config)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
if ((${#missing[@]})); then
    echo "== installing ${missing[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# The Python tools go into .venv/ (git-ignored), never into the python3 on PATH.
python=$(bash scripts/python-env.sh | tail -n 1)

if [ -d ../shared/unicode/17.0.0 ]; then
    echo "== checking that generated files match ../shared/unicode/17.0.0"
    swift run -q GenerateUnicodeTables --ucd ../shared/unicode/17.0.0 --check
else
    echo "== ../shared/unicode/17.0.0 not found: the regeneration check cannot run (the committed tables are used)"
fi
echo "== checking the DejaVu Sans metrics table against the installed font"
"$python" scripts/font-metrics.py --check

echo "== swift test"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
set +e
swift test 2>&1 | tee "$log" | grep -v -E '^(◇|↳|✔ Test .* passed after|Test Suite|\s+Executed)'
status=${PIPESTATUS[0]}
set -e
summary=$(grep -E '^. Test run with [0-9]+ tests? ' "$log" | tail -n 1 || true)
tests=$(echo "$summary" | sed -E 's/.*Test run with ([0-9]+) tests?.*/\1/')
failed=$(grep -c -E '^✘ Test [^ ]+\(' "$log" || true)
if [ "$status" -ne 0 ] || [ -z "$tests" ]; then
    echo "$summary"
    echo "swift-testing: $(( ${tests:-0} - failed )) passed, $failed failed"
    exit 1
fi

if [ "$quick" -eq 0 ]; then
    echo "== AddressSanitizer"
    bash scripts/sanitizers.sh address
    echo "== libFuzzer smoke run (60 s per target)"
    bash scripts/fuzz.sh 60
    echo "== placeholder images in headless Chromium"
    bash scripts/browser-check.sh
fi

echo "$summary"
echo "swift-testing: $tests passed, 0 failed"
