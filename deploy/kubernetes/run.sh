#!/bin/sh
# Runs the shards' Indexed Job, waits until it has finished either way, then runs the merge Job
# and exits with the merge's status (0 completed, 1 input failures, 2 usage, 3 I/O).
# Kubernetes has no dependency between Jobs, so this script is the follow-up step; an Argo or
# Tekton pipeline can do the same with two steps.
set -eu
here=$(dirname "$0")
kubectl delete job titlegraph-shards titlegraph-merge --ignore-not-found
kubectl apply -f "$here/shards.yaml"

# The Job ends Complete, or Failed when an index exited 1 (FailIndex), 2 (FailJob) or ran out of
# retries. Exit 1 indexes leave a complete shard folder, so the merge runs after either ending
# and decides from the shards' job records.
until kubectl get job titlegraph-shards -o jsonpath='{.status.conditions[?(@.status=="True")].type}' | grep -Eq 'Complete|Failed'; do
  sleep 20
done
kubectl get job titlegraph-shards -o jsonpath='{.status.failedIndexes}{"\n"}'

kubectl apply -f "$here/merge.yaml"
until kubectl get job titlegraph-merge -o jsonpath='{.status.conditions[?(@.status=="True")].type}' | grep -Eq 'Complete|Failed'; do
  sleep 10
done
kubectl logs job/titlegraph-merge || true
code=$(kubectl get pods -l job-name=titlegraph-merge --sort-by=.metadata.creationTimestamp \
  -o jsonpath='{.items[-1:].status.containerStatuses[0].state.terminated.exitCode}')
exit "${code:-3}"
