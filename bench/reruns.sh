#!/usr/bin/env bash
# Wall time and peak memory of reruns over the same --out (README, "Reruns and the cache"):
# a first full run, a second run with nothing changed, an --enrich-only run, a run with another
# --version, and the first version again, over a synthetic corpus written outside the repository.
#
#   bench/reruns.sh                          # 10,000 packages, seed 11
#   PACKAGES=1000 BENCH_DIR=/scratch bench/reruns.sh
#
# Needs /usr/bin/time (GNU time). The corpus is kept for reruns; remove it with rm -rf.
set -euo pipefail

REPO="$(cd "$(dirname "$0")/.." && pwd)"
BENCH_DIR="${BENCH_DIR:-/tmp/titlegraph-reruns}"
PACKAGES="${PACKAGES:-10000}"
SEED="${SEED:-11}"
JOBS="${JOBS:-$(nproc)}"
TARGET="${CARGO_TARGET_DIR:-$REPO/target}"
BIN="$TARGET/release/titlegraph"

case "$BENCH_DIR" in "$REPO"|"$REPO"/*) echo "BENCH_DIR must be outside the repository" >&2; exit 2;; esac
[ -x /usr/bin/time ] || { echo "needs GNU time at /usr/bin/time" >&2; exit 2; }

(cd "$REPO" && cargo build --release --quiet)
mkdir -p "$BENCH_DIR"
corpus="$BENCH_DIR/corpus-$PACKAGES"
out="$BENCH_DIR/out-$PACKAGES"
[ -f "$corpus/truth.jsonl" ] || "$BIN" synth --seed "$SEED" --packages "$PACKAGES" --out "$corpus" 2>/dev/null

# Prints: label, wall seconds, user and system CPU seconds (steadier than wall time on a shared
# machine), peak resident MB, exit status.
measure() {
    local label="$1"; shift
    local report="$BENCH_DIR/time.txt" status=0
    /usr/bin/time -v -o "$report" "$BIN" run "$corpus" --out "$out" --quiet --jobs "$JOBS" "$@" >/dev/null 2>&1 || status=$?
    awk -F': ' -v label="$label" -v status="$status" '
        /Elapsed \(wall clock\)/ { n = split($2, t, ":"); wall = (n == 3) ? t[1] * 3600 + t[2] * 60 + t[3] : t[1] * 60 + t[2] }
        /User time \(seconds\)/ { user = $2 }
        /System time \(seconds\)/ { sys = $2 }
        /Maximum resident set size/ { peak = $2 / 1024 }
        END { printf "%-28s %9.2f %7.2f %7.2f %12.1f %6s\n", label, wall, user, sys, peak, status }' "$report"
}

rm -rf "$out"
uptime
printf '%-28s %9s %7s %7s %12s %6s\n' run wall_s user_s sys_s peak_RSS_MB exit
measure "first (empty --out)"
measure "second, nothing changed"
measure "--enrich-only" --enrich-only
measure "--version 1.1" --version 1.1
measure "--version 2.0 again" --version 2.0
uptime
python3 "$REPO/../shared/conformance/check.py" "$out" --input "$corpus" | tail -1 || true
