#!/usr/bin/env bash
# L0 accuracy on every labelled set we have, one line each: the real instruments of
# ../shared/realdocs, the development sets heldout/ to heldout26/ (heldout2/ to heldout26/ were held
# out until a round of issue 15's work was scored, and are spent), the validation set heldout27/
# (read by nobody: its aggregate figures only tell a branch whether a change generalises), and our
# generator's seed 99 at noise 0, 1, 2. The set nobody tunes on or watches (heldout28/, with its PLSS
# cases) is scored only with --held-out, once a change is done. A set whose labels mark each
# instrument's form (source.form: ordinary or trap, from heldout12 on) also gets a line per half.
#
#   bench/l0-accuracy.sh                 # development sets, with target/release/titlegraph
#   BIN=target/debug/titlegraph bench/l0-accuracy.sh
#   bench/l0-accuracy.sh --held-out      # also the held-out sets
#   bench/l0-accuracy.sh --no-synth      # real and hand-written sets only (seconds)
set -euo pipefail

REPO="$(cd "$(dirname "$0")/.." && pwd)"
BIN="${BIN:-$REPO/target/release/titlegraph}"
SHARED="${SHARED:-$REPO/../shared}"
# Outputs go to WORK when it is given (kept for reading misses); otherwise to a temporary folder
# removed at exit, since every set's output together is about half a gigabyte.
if [ -z "${WORK:-}" ]; then
    WORK="$(mktemp -d)"
    trap 'rm -rf "$WORK"' EXIT
fi
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

# Scores one labelled set with the realdocs scorer; prints its summary line with the set's name,
# then where its party recall is lost, side by side (bench/party_sides.py: aggregate counts only).
score() {
    local name="$1" input="$2" labels="$3"
    rm -rf "$WORK/$name"
    "$BIN" run "$input" --out "$WORK/$name" --quiet || true
    python3 "$SHARED/realdocs/score.py" --labels "$labels" --out "$WORK/$name" | tail -n 1 | sed "s/^realdocs:/$name:/"
    echo "$name sides: $(python3 "$REPO/bench/party_sides.py" --scorer "$SHARED/realdocs/score.py" --labels "$labels" --out "$WORK/$name")"
    local form
    for form in ordinary trap; do
        if [ "$(python3 "$REPO/bench/forms.py" --labels "$labels" --form "$form" --write "$WORK/$name-$form.jsonl")" != 0 ]; then
            python3 "$SHARED/realdocs/score.py" --labels "$WORK/$name-$form.jsonl" --out "$WORK/$name" | tail -n 1 | sed "s/^realdocs:/$name $form:/"
        fi
    done
}

score realdocs "$SHARED/realdocs/input" "$SHARED/realdocs/labels.jsonl"
score heldout "$REPO/heldout/input" "$REPO/heldout/labels.jsonl"
score heldout2 "$REPO/heldout2/input" "$REPO/heldout2/labels.jsonl"
score heldout3 "$REPO/heldout3/input" "$REPO/heldout3/labels.jsonl"
score heldout4 "$REPO/heldout4/input" "$REPO/heldout4/labels.jsonl"
score heldout5 "$REPO/heldout5/input" "$REPO/heldout5/labels.jsonl"
score heldout6 "$REPO/heldout6/input" "$REPO/heldout6/labels.jsonl"
score heldout7 "$REPO/heldout7/input" "$REPO/heldout7/labels.jsonl"
score heldout8 "$REPO/heldout8/input" "$REPO/heldout8/labels.jsonl"
score heldout9 "$REPO/heldout9/input" "$REPO/heldout9/labels.jsonl"
score heldout10 "$REPO/heldout10/input" "$REPO/heldout10/labels.jsonl"
score heldout11 "$REPO/heldout11/input" "$REPO/heldout11/labels.jsonl"
score heldout12 "$REPO/heldout12/input" "$REPO/heldout12/labels.jsonl"
score heldout13 "$REPO/heldout13/input" "$REPO/heldout13/labels.jsonl"
score heldout14 "$REPO/heldout14/input" "$REPO/heldout14/labels.jsonl"
score heldout15 "$REPO/heldout15/input" "$REPO/heldout15/labels.jsonl"
score heldout16 "$REPO/heldout16/input" "$REPO/heldout16/labels.jsonl"
score heldout17 "$REPO/heldout17/input" "$REPO/heldout17/labels.jsonl"
score heldout18 "$REPO/heldout18/input" "$REPO/heldout18/labels.jsonl"
score heldout19 "$REPO/heldout19/input" "$REPO/heldout19/labels.jsonl"
score heldout20 "$REPO/heldout20/input" "$REPO/heldout20/labels.jsonl"
score heldout21 "$REPO/heldout21/input" "$REPO/heldout21/labels.jsonl"
score heldout22 "$REPO/heldout22/input" "$REPO/heldout22/labels.jsonl"
score heldout23 "$REPO/heldout23/input" "$REPO/heldout23/labels.jsonl"
score heldout24 "$REPO/heldout24/input" "$REPO/heldout24/labels.jsonl"
score heldout25 "$REPO/heldout25/input" "$REPO/heldout25/labels.jsonl"
score heldout26 "$REPO/heldout26/input" "$REPO/heldout26/labels.jsonl"
score heldout27 "$REPO/heldout27/input" "$REPO/heldout27/labels.jsonl"

# Scores a set's PLSS notation cases with heldout3's scorer; prints its last lines with the set's name.
score_plss() {
    local name="$1" dir="$2"
    rm -rf "$WORK/$name-plss"
    "$BIN" run "$dir/plss/input" --out "$WORK/$name-plss" --quiet || true
    python3 "$REPO/heldout3/plss/score_plss.py" --cases "$dir/plss/cases.jsonl" --out "$WORK/$name-plss" | tail -n 3 | sed "s/^/$name plss: /"
}
score_plss heldout3 "$REPO/heldout3"
score_plss heldout4 "$REPO/heldout4"
score_plss heldout5 "$REPO/heldout5"
score_plss heldout6 "$REPO/heldout6"
score_plss heldout7 "$REPO/heldout7"
score_plss heldout8 "$REPO/heldout8"
score_plss heldout9 "$REPO/heldout9"
score_plss heldout10 "$REPO/heldout10"
score_plss heldout11 "$REPO/heldout11"
score_plss heldout12 "$REPO/heldout12"
score_plss heldout13 "$REPO/heldout13"
score_plss heldout14 "$REPO/heldout14"
score_plss heldout15 "$REPO/heldout15"
score_plss heldout16 "$REPO/heldout16"
score_plss heldout17 "$REPO/heldout17"
score_plss heldout18 "$REPO/heldout18"
score_plss heldout19 "$REPO/heldout19"
score_plss heldout20 "$REPO/heldout20"
score_plss heldout21 "$REPO/heldout21"
score_plss heldout22 "$REPO/heldout22"
score_plss heldout23 "$REPO/heldout23"
score_plss heldout24 "$REPO/heldout24"
score_plss heldout25 "$REPO/heldout25"
score_plss heldout26 "$REPO/heldout26"
score_plss heldout27 "$REPO/heldout27"
if $held_out; then
    [ -d "$REPO/heldout28" ] || { echo "no heldout28/: the held-out set is not written yet" >&2; exit 2; }
    score heldout28 "$REPO/heldout28/input" "$REPO/heldout28/labels.jsonl"
    [ -d "$REPO/heldout28/plss" ] && score_plss heldout28 "$REPO/heldout28"
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
