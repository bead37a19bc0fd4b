#!/usr/bin/env bash
# Builds Examples/ValidateInput, a one-file app that depends on the GraphemeMetrics library
# product alone, and checks its output: the library must link on its own (no Foundation, no
# libm from another product) and count as documented.
set -euo pipefail
cd "$(dirname "$0")/.."
# From scratch every time: SwiftPM 6.3.1 reuses a path dependency's file list from an earlier
# build in the same scratch path, so sources added since then are left out ("cannot find type").
rm -rf .build-link-check
swift build -c release --package-path Examples/ValidateInput --scratch-path .build-link-check -q
binary=.build-link-check/release/ValidateInput
expected=$'ok\tgraphemes 6\tscalars 7\tutf16 9\tutf8 14\ntoo long\tgraphemes 12\tscalars 14\tutf16 18\tutf8 26'
actual=$(printf 'Caf\xc3\xa9 \xf0\x9f\x87\xab\xf0\x9f\x87\xb7\n\xf0\x9f\x87\xab\xf0\x9f\x87\xb7\xf0\x9f\x87\xa9\xf0\x9f\x87\xaaabcdefghij\n' | "$binary")
if [ "$actual" != "$expected" ]; then
    echo "link check: unexpected output"
    echo "expected:"; echo "$expected"
    echo "actual:"; echo "$actual"
    exit 1
fi
echo "link check: an app depending on GraphemeMetrics alone builds, links and counts as documented"
