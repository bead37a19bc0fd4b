#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/ and runs each one for a while.
#
#   scripts/fuzz.sh [SECONDS]        # default 60 seconds per target
#
# Each target starts from a scratch copy of its committed seed corpus (Fuzz/Corpus/<target>/),
# in Fuzz/corpus-work/<target>/ (ignored by git), so a run never grows the committed corpus.
# The script fails when a target crashes, times out or leaks, or when its output lacks
# "Loaded 1 modules" (a binary without coverage instrumentation, e.g. linked without lld).
#
# Environment:
#   FUZZ_TARGETS="FuzzUTF16Scanner ..."  run only these targets
#   FUZZ_MERGE=1                         afterwards, minimize seeds + new inputs back into
#                                        Fuzz/Corpus/<target>/ (libFuzzer -merge=1)
set -euo pipefail

seconds="${1:-60}"
root="$(cd "$(dirname "$0")/.." && pwd)"
fuzz="$root/Fuzz"
work="$fuzz/corpus-work"
targets="${FUZZ_TARGETS:-FuzzUTF16Scanner FuzzChunkedScanning FuzzUTF8Decoding FuzzClusterTruncation}"
# lld is required: with the default linker the binaries run without coverage.
# SwiftPM 6.3.1 passes --sanitize=fuzzer and --sanitize=address to the compiler as two separate
# -sanitize= flags in an order that changes from run to run (they come from a Set), and the
# last one wins: a build is then either without coverage or without ASan. The explicit
# -sanitize=fuzzer,address comes last and gives every module both; --sanitize=fuzzer is still
# needed so that SwiftPM links with libFuzzer's main instead of the target's own.
build=(swift build --package-path "$fuzz" -c release --sanitize=fuzzer --sanitize=address
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld)
options=(-timeout=2 -max_len=65536 -rss_limit_mb=2048 -print_final_stats=1)

"${build[@]}"
bin="$("${build[@]}" --show-bin-path)"

failed=0
for target in $targets; do
    rm -rf "${work:?}/$target"
    mkdir -p "$work/$target/corpus" "$work/$target/artifacts"
    if [ -d "$fuzz/Corpus/$target" ]; then
        cp -R "$fuzz/Corpus/$target/." "$work/$target/corpus/"
    fi
    log="$work/$target/fuzz.log"
    status=0
    # Without SWIFT_BACKTRACE=enable=no, Swift's crash handler makes ASan report a bogus error.
    SWIFT_BACKTRACE=enable=no "$bin/$target" "${options[@]}" -max_total_time="$seconds" \
        -artifact_prefix="$work/$target/artifacts/" "$work/$target/corpus" >"$log" 2>&1 || status=$?

    runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)"
    rate="$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)"
    files="$(find "$work/$target/corpus" -type f | wc -l)"
    bytes="$(find "$work/$target/corpus" -type f -printf '%s\n' | awk '{ s += $1 } END { print s + 0 }')"
    echo "$target: ${runs:-?} runs, ${rate:-?} exec/s, corpus $files files / $bytes bytes, exit $status"

    if ! grep -q 'Loaded 1 modules' "$log"; then
        echo "error: $target has no coverage instrumentation (no 'Loaded 1 modules' line); see $log" >&2
        failed=1
    elif [ "$status" -ne 0 ] || ls "$work/$target/artifacts/" | grep -q .; then
        echo "error: $target failed; log: $log; artifacts:" >&2
        ls -l "$work/$target/artifacts/" >&2 || true
        grep -m1 -A8 -E 'invariant failed|ERROR: AddressSanitizer|ERROR: libFuzzer|Fatal error' "$log" >&2 || true
        failed=1
    elif [ "${FUZZ_MERGE:-0}" = 1 ]; then
        mkdir -p "$work/$target/merged"
        SWIFT_BACKTRACE=enable=no "$bin/$target" "${options[@]}" -merge=1 \
            "$work/$target/merged" "$work/$target/corpus" >>"$log" 2>&1
        rm -rf "${fuzz:?}/Corpus/$target"
        mkdir -p "$fuzz/Corpus/$target"
        cp "$work/$target/merged/"* "$fuzz/Corpus/$target/" 2>/dev/null || true
        echo "$target: merged corpus $(ls "$fuzz/Corpus/$target" | wc -l) files"
    fi
done
exit "$failed"
