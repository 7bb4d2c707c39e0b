#!/bin/sh
# Registers both job definitions, submits the array job, then the merge job that depends on
# the whole array (a dependency without "type": it waits for every child to succeed).
set -eu
here=$(dirname "$0")
aws batch register-job-definition --cli-input-json "file://$here/job-definition.json" >/dev/null
aws batch register-job-definition --cli-input-json "file://$here/merge-job-definition.json" >/dev/null
shards=$(aws batch submit-job --cli-input-json "file://$here/shards-job.json" --query jobId --output text)
sed "s/SHARDS_JOB_ID/$shards/" "$here/merge-job.json" > "${TMPDIR:-/tmp}/titlegraph-merge-job.json"
aws batch submit-job --cli-input-json "file://${TMPDIR:-/tmp}/titlegraph-merge-job.json" --query jobId --output text
