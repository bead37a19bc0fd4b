#!/usr/bin/env bash
# Checks that emojicount under Spark (Examples/spark/emojicount_spark.py, then emojicount --merge)
# gives exactly what one emojicount run over the same files gives: every record's JSON line (renumbered
# across the parts), the totals and the top emoji.
#
#   bash Examples/spark/test-spark.sh              # over ../shared/corpora, else Examples/sample.txt
#   bash Examples/spark/test-spark.sh FILE...      # over these files
#
# Installs pyspark (PyPI) into .venv/ (scripts/python-env.sh spark) and needs Java 17 or later.
set -euo pipefail
cd "$(dirname "$0")/../.."

if (($#)); then
    files=("$@")
elif [ -d ../shared/corpora ]; then
    files=(../shared/corpora/*.txt)
else
    files=(Examples/sample.txt)
fi
python=$(bash scripts/python-env.sh spark | tail -n 1)
swift build -q --product emojicount
emojicount="$(swift build --show-bin-path)/emojicount"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

start=$(date +%s)
"$python" Examples/spark/emojicount_spark.py --emojicount "$emojicount" --partitions 8 "$work/map" "${files[@]}"
parts=("$work"/map/part-*)
echo "== Spark: ${#parts[@]} parts in $(( $(date +%s) - start )) s"

"$emojicount" --merge --json --tally "${parts[@]}" > "$work/spark.jsonl"
cat "${files[@]}" | "$emojicount" --records line --json --tally - > "$work/single.jsonl"
cmp "$work/spark.jsonl" "$work/single.jsonl"
echo "== every record: $(wc -l < "$work/single.jsonl") JSON lines identical"

"$emojicount" --merge --top 10 "${parts[@]}" > "$work/spark.top"
"$emojicount" --records line --top 10 "${files[@]}" > "$work/single.top"
cmp "$work/spark.top" "$work/single.top"
echo "== top 10 identical:"
cat "$work/spark.top"

# The totals: the merged parts' one row "-" against the "total" (or only) row of one run over the FILEs.
spark=$("$emojicount" --merge "${parts[@]}" | tail -n 1 | awk '{NF--; print}')
single=$("$emojicount" --records line "${files[@]}" | tail -n 1 | awk '{NF--; print}')
echo "== totals (graphemes scalars utf16 utf8 ill-formed emoji): Spark $spark, one run $single"
[ "$spark" = "$single" ]
echo "Spark totals equal one emojicount run over ${#files[@]} files"
