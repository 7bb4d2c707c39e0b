#!/bin/sh
# Usage: slurm/submit.sh INPUT_DIR RUN_DIR
# Submits the shard array, then the merge job that waits for all of its tasks to succeed.
set -eu
here=$(dirname "$0")
export INPUT="$1" RUN_DIR="$2"
mkdir -p "$RUN_DIR"
array=$(sbatch --parsable --export=ALL "$here/shards.sbatch")
# --kill-on-invalid-dep: if a task fails (exit 2, or 3 after its retries), cancel the merge
# instead of leaving it pending for ever.
sbatch --parsable --export=ALL --dependency=afterok:"$array" --kill-on-invalid-dep=yes "$here/merge.sbatch"
