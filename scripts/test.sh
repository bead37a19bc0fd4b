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
#    (scripts/browser-check.sh); the DocC documentation of every library target with warnings as
#    errors (scripts/docs.sh); with ../shared/corpora, the comparisons with Python emoji and
#    wcwidth, their figures asserted (scripts/compare-*.expected); and emojicount under Apache Spark
#    against one run (Examples/spark/test-spark.sh).
# It ends with one line "swift-testing: N passed, N failed, N skipped" counting the `swift test`
# tests; a test skipped for want of ../shared, node or the like prints its reason ("➜ ... skipped").
set -euo pipefail
cd "$(dirname "$0")/.."

quick=0
[ "${1:-}" = "--quick" ] && quick=1

if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
missing=()
pkg-config --exists icu-uc 2>/dev/null || missing+=(libicu-dev pkg-config)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
# PNG placeholders (Linux): HarfBuzz, FreeType and libpng headers, and PlaceholderFonts.debian's fonts.
for package in libharfbuzz-dev libfreetype-dev libpng-dev fonts-noto-color-emoji fonts-droid-fallback fonts-lohit-deva; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if ((${#missing[@]})); then
    echo "== installing ${missing[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# The Python tools go into .venv/ (git-ignored), never into the python3 on PATH.
python=$(bash scripts/python-env.sh | tail -n 1)

unicode_dirs="15.0.0 15.1.0 16.0.0 17.0.0 18.0.0"
missing_dirs=""
for version in $unicode_dirs; do [ -d "../shared/unicode/$version" ] || missing_dirs="$missing_dirs $version"; done
if [ -z "$missing_dirs" ]; then
    echo "== checking that generated files match ../shared/unicode/{${unicode_dirs// /,}}"
    swift run -q GenerateUnicodeTables --unicode-root ../shared/unicode --check
else
    echo "== ../shared/unicode lacks$missing_dirs: the regeneration check cannot run (the committed tables are used)"
fi
echo "== checking the DejaVu Sans metrics table against the installed font"
"$python" scripts/font-metrics.py --check

echo "== swift test"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
set +e
# The filter drops the progress lines; a "started" line whose argument holds line feeds spans
# several lines, all dropped up to the one ending in "started.".
swift test 2>&1 | tee "$log" | awk '
    inside { if (/ started\.$/) inside = 0; next }
    /^◇ Test case passing / && !/ started\.$/ { inside = 1; next }
    /^(◇|↳|✔ Test .* passed after|Test Suite)/ || /^[[:space:]]+Executed/ { next }
    { print; fflush() }'
status=${PIPESTATUS[0]}
set -e
summary=$(grep -E '^. Test run with [0-9]+ tests? ' "$log" | tail -n 1 || true)
tests=$(echo "$summary" | sed -E 's/.*Test run with ([0-9]+) tests?.*/\1/')
failed=$(grep -c -E '^✘ Test [^ ]+\(' "$log" || true)
# Swift Testing counts a test that .enabled(if:) or .disabled turned off in "Test run with N tests".
skipped=$(grep -c -E '^➜ Test .* skipped' "$log" || true)
if [ "$status" -ne 0 ] || [ -z "$tests" ]; then
    echo "$summary"
    echo "swift-testing: $(( ${tests:-0} - failed - skipped )) passed, $failed failed, $skipped skipped"
    exit 1
fi

# CI has ../shared and node: there a skipped test means a comparison that silently did not run.
if [ "${GRAPHEMEMETRICS_NO_SKIPS:-0}" = 1 ] && [ "$skipped" -ne 0 ]; then
    echo "GRAPHEMEMETRICS_NO_SKIPS=1: $skipped tests were skipped (see the ➜ lines above)"
    echo "swift-testing: $(( tests - skipped )) passed, 0 failed, $skipped skipped"
    exit 1
fi

if [ "$quick" -eq 0 ]; then
    echo "== an app that depends on the GraphemeMetrics library alone"
    bash scripts/link-check.sh
    echo "== AddressSanitizer"
    bash scripts/sanitizers.sh address
    echo "== libFuzzer smoke run (60 s per target)"
    bash scripts/fuzz.sh 60
    echo "== placeholder images in headless Chromium"
    bash scripts/browser-check.sh
    echo "== documentation (DocC, warnings as errors)"
    bash scripts/docs.sh
    if [ -d ../shared/corpora ]; then
        echo "== emoji counts against Python emoji, widths against Python wcwidth (figures asserted)"
        "$python" scripts/compare-emoji.py --expect scripts/compare-emoji.expected > /dev/null
        "$python" scripts/compare-wcwidth.py --expect scripts/compare-wcwidth.expected > /dev/null
    fi
    echo "== emojicount under Apache Spark (map) and emojicount --merge (reduce)"
    bash Examples/spark/test-spark.sh
fi

echo "$summary"
echo "swift-testing: $(( tests - skipped )) passed, 0 failed, $skipped skipped"
