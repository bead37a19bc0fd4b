#!/usr/bin/env bash
# Runs every test of the package: the README's test command, and what CI runs.
#
# - Installs ICU's headers (Debian's libicu-dev, ICU 72) when they are missing: the tests cross-check
#   against ICU through the CICUShim target.
# - Checks that the generated tables and test vectors are current when ../shared/unicode is present.
# - Runs `swift test` (Swift Testing), then prints one closing line "N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."

if ! pkg-config --exists icu-uc 2>/dev/null; then
    echo "== installing libicu-dev (ICU headers for the cross-check tests)"
    if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq libicu-dev pkg-config >/dev/null
fi

if [ -d ../shared/unicode/17.0.0 ]; then
    echo "== checking that generated files match ../shared/unicode/17.0.0"
    swift run -q GenerateUnicodeTables --ucd ../shared/unicode/17.0.0 --check
else
    echo "== ../shared/unicode/17.0.0 not found: skipping the regeneration check (the committed tables are used)"
fi

echo "== swift test"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
set +e
swift test 2>&1 | tee "$log" | grep -v -E '^(◇|↳|✔ Test .* passed after|Test Suite|\s+Executed)' 
status=${PIPESTATUS[0]}
set -e
summary=$(grep -E '^. Test run with [0-9]+ tests? ' "$log" | tail -n 1 || true)
echo "$summary"
tests=$(echo "$summary" | sed -E 's/.*Test run with ([0-9]+) tests?.*/\1/')
failed=$(grep -c -E '^✘ Test [^ ]+\(' "$log" || true)
if [ "$status" -eq 0 ] && [ -n "$tests" ]; then
    echo "swift-testing: $tests passed, 0 failed"
else
    echo "swift-testing: $(( ${tests:-0} - failed )) passed, $failed failed"
    exit "${status/#0/1}"
fi
