#!/usr/bin/env bash
# L0 accuracy on every labelled set we have, one line each: the real instruments of
# ../shared/realdocs, the development set heldout/, and our generator's seed 99 at noise 0, 1, 2.
# The sets nobody tunes on (heldout2/, heldout3/ with its PLSS cases) are scored only with
# --held-out, once a change is done.
#
#   bench/l0-accuracy.sh                 # development sets, with target/release/titlegraph
#   BIN=target/debug/titlegraph bench/l0-accuracy.sh
#   bench/l0-accuracy.sh --held-out      # also the held-out sets
#   bench/l0-accuracy.sh --no-synth      # real and hand-written sets only (seconds)
set -euo pipefail

REPO="$(cd "$(dirname "$0")/.." && pwd)"
BIN="${BIN:-$REPO/target/release/titlegraph}"
SHARED="${SHARED:-$REPO/../shared}"
WORK="${WORK:-$(mktemp -d)}"
held_out=false
synth=true
for arg in "$@"; do
    case "$arg" in
        --held-out) held_out=true ;;
        --no-synth) synth=false ;;
        *) echo "unknown argument: $arg" >&2; exit 2 ;;
    esac
done
[ -x "$BIN" ] || { echo "no executable at $BIN: build it first" >&2; exit 2; }

# Scores one labelled set with the realdocs scorer; prints its summary line with the set's name.
score() {
    local name="$1" input="$2" labels="$3"
    rm -rf "$WORK/$name"
    "$BIN" run "$input" --out "$WORK/$name" --quiet || true
    python3 "$SHARED/realdocs/score.py" --labels "$labels" --out "$WORK/$name" | tail -n 1 | sed "s/^realdocs:/$name:/"
}

score realdocs "$SHARED/realdocs/input" "$SHARED/realdocs/labels.jsonl"
score heldout "$REPO/heldout/input" "$REPO/heldout/labels.jsonl"
if $held_out; then
    score heldout2 "$REPO/heldout2/input" "$REPO/heldout2/labels.jsonl"
    score heldout3 "$REPO/heldout3/input" "$REPO/heldout3/labels.jsonl"
    rm -rf "$WORK/heldout3-plss"
    "$BIN" run "$REPO/heldout3/plss/input" --out "$WORK/heldout3-plss" --quiet || true
    python3 "$REPO/heldout3/plss/score_plss.py" --cases "$REPO/heldout3/plss/cases.jsonl" --out "$WORK/heldout3-plss" | tail -n 3 | sed 's/^/heldout3 plss: /'
fi
if $synth; then
    for noise in 0 1 2; do
        corpus="$WORK/synth-n$noise"
        rm -rf "$corpus" "$corpus-out"
        "$BIN" synth --seed 99 --packages 200 --noise "$noise" --out "$corpus" >/dev/null
        "$BIN" run "$corpus" --out "$corpus-out" --quiet || true
        echo "synth seed 99 noise $noise:"
        "$BIN" eval --truth "$corpus/truth.jsonl" --out "$corpus-out" | sed -n '2,6p' | sed 's/^/  /'
    done
fi
