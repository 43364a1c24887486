#!/usr/bin/env bash
# The server test suite, twice: on SQLite and on PostgreSQL in a private cluster (stopped on exit). Each run takes
# its files one at a time, so the two run side by side (one core each); their logs are printed whole, SQLite first.
set -euo pipefail
cd "$(dirname "$0")/.."

cluster=$(mktemp -d /tmp/pg-test-XXXXXX)
logs=$(mktemp -d)
trap 'bash scripts/pg-cluster.sh stop "$cluster"; rm -rf "$logs"' EXIT
url=$(bash scripts/pg-cluster.sh start "$cluster")

env -u TEST_DATABASE_URL pnpm exec vitest run --project server "$@" >"$logs/sqlite" 2>&1 &
sqlite=$!
TEST_DATABASE_URL="$url" pnpm exec vitest run --project server "$@" >"$logs/pg" 2>&1 &
pg=$!
sqlite_status=0
pg_status=0
wait "$sqlite" || sqlite_status=$?
wait "$pg" || pg_status=$?

echo "== server tests on SQLite"
cat "$logs/sqlite"
echo "== server tests on PostgreSQL ($url)"
cat "$logs/pg"
[[ $sqlite_status -eq 0 && $pg_status -eq 0 ]]
