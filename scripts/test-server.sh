#!/usr/bin/env bash
# The server test suite, twice: on SQLite, then on PostgreSQL in a private cluster (stopped on exit).
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== server tests on SQLite"
env -u TEST_DATABASE_URL pnpm exec vitest run --project server "$@"

cluster=$(mktemp -d /tmp/pg-test-XXXXXX)
trap 'bash scripts/pg-cluster.sh stop "$cluster"' EXIT
url=$(bash scripts/pg-cluster.sh start "$cluster")
echo "== server tests on PostgreSQL ($url)"
TEST_DATABASE_URL="$url" pnpm exec vitest run --project server "$@"
