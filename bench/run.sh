#!/usr/bin/env bash
# Throughput and memory of `titlegraph run` over synthetic corpora of 1,000, 10,000 and
# 100,000 packages (about 10 documents each), written outside the repository, against a plain
# baseline (cat of every input byte to /dev/null) over the same corpus.
#
#   bench/run.sh                  # all three sizes
#   SIZES="1000 10000" bench/run.sh
#   BENCH_DIR=/scratch NOISE=1 JOBS=2 bench/run.sh
#
# Needs /usr/bin/time (GNU time) for peak memory. Corpora are kept for reruns and removed
# with `rm -rf "$BENCH_DIR"`.
set -euo pipefail

REPO="$(cd "$(dirname "$0")/.." && pwd)"
BENCH_DIR="${BENCH_DIR:-/tmp/titlegraph-bench}"
SIZES="${SIZES:-1000 10000 100000}"
NOISE="${NOISE:-1}"
SEED="${SEED:-2024}"
JOBS="${JOBS:-$(nproc)}"
TARGET="${CARGO_TARGET_DIR:-$REPO/target}"
BIN="$TARGET/release/titlegraph"

case "$BENCH_DIR" in "$REPO"|"$REPO"/*) echo "BENCH_DIR must be outside the repository" >&2; exit 2;; esac
[ -x /usr/bin/time ] || { echo "needs GNU time at /usr/bin/time" >&2; exit 2; }

(cd "$REPO" && cargo build --release --quiet)
mkdir -p "$BENCH_DIR"

# Seconds and peak resident kilobytes of a command, from GNU time's verbose report.
measure() {
    local report="$BENCH_DIR/time.txt"
    /usr/bin/time -v -o "$report" "$@" >/dev/null 2>&1
    local wall peak
    wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' "$report" | awk -F: '{ if (NF==3) print $1*3600+$2*60+$3; else print $1*60+$2 }')
    peak=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$report")
    echo "$wall $peak"
}

printf '%-9s %-9s %-9s %-9s %-10s %-10s %-10s %-11s %-9s %-9s\n' packages documents input_MB run_s docs_per_s MB_per_s peak_RSS_MB baseline_s ratio synth_s
for size in $SIZES; do
    corpus="$BENCH_DIR/corpus-$size"
    out="$BENCH_DIR/out-$size"
    synth_s="-"
    if [ ! -f "$corpus/truth.jsonl" ]; then
        read -r synth_s _ < <(measure "$BIN" synth --seed "$SEED" --packages "$size" --noise "$NOISE" --out "$corpus")
    fi
    documents=$(python3 -c "import json,sys; print(sum(len(json.loads(l)['documents']) for l in open(sys.argv[1])))" "$corpus/truth.jsonl")
    bytes=$(find "$corpus" -name '*.json' -type f -print0 | du -cb --files0-from=- | tail -1 | cut -f1)
    rm -rf "$out"
    read -r run_s peak_kb < <(measure "$BIN" run "$corpus" --out "$out" --quiet --jobs "$JOBS")
    sync
    read -r base_s _ < <(measure sh -c "find '$corpus' -name '*.json' -type f -print0 | xargs -0 cat > /dev/null")
    awk -v p="$size" -v d="$documents" -v b="$bytes" -v r="$run_s" -v k="$peak_kb" -v c="$base_s" -v s="$synth_s" 'BEGIN {
        mb = b / 1e6; r = (r > 0 ? r : 0.01); c = (c > 0 ? c : 0.01);
        printf "%-9d %-9d %-9.1f %-9.2f %-10.0f %-10.2f %-11.1f %-10.2f %-9.1f %-9s\n", p, d, mb, r, d / r, mb / r, k / 1024, c, r / c, s
    }'
    rm -rf "$out"
done
echo "ratio = run seconds / baseline seconds (cat of the same input, page cache warm after the run)"
