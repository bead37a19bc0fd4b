#!/usr/bin/env bash
# Builds the DocC documentation of every public library target with warnings treated as errors
# (swift-docc-plugin): a broken link or a missing symbol fails the build.
#
#   bash scripts/docs.sh                      # .build/docs/<Target>.doccarchive for each target
#   bash scripts/docs.sh --static-hosting     # also .build/docs-site/<Target>/, a static website
#
# The static form can be served by any web server, e.g. `python3 -m http.server -d .build/docs-site`,
# then http://localhost:8000/GraphemeMetrics/documentation/graphememetrics/.
set -euo pipefail
cd "$(dirname "$0")/.."

# Every library product's target; TextFitting joins when it exists (Sources/TextFitting).
targets=(GraphemeMetrics PlaceholderImages)
[ -d Sources/TextFitting ] && targets+=(TextFitting)

mkdir -p .build/docs
for target in "${targets[@]}"; do
    echo "== documentation for $target"
    swift package --allow-writing-to-directory .build/docs \
        generate-documentation --target "$target" --warnings-as-errors \
        --output-path ".build/docs/$target.doccarchive"
    if [ "${1:-}" = "--static-hosting" ]; then
        lower=$(echo "$target" | tr '[:upper:]' '[:lower:]')
        mkdir -p .build/docs-site
        swift package --allow-writing-to-directory .build/docs-site \
            generate-documentation --target "$target" --warnings-as-errors \
            --transform-for-static-hosting --hosting-base-path "$target" \
            --output-path ".build/docs-site/$target"
        echo "   static site: .build/docs-site/$target (documentation/$lower/)"
    fi
done
