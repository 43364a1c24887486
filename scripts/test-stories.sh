#!/usr/bin/env bash
# Builds Storybook, serves it on loopback and runs every story: play function, axe, screenshot baseline.
# --update rewrites the baselines (review them with `git diff --stat .storybook/baselines`).
# Extra arguments go to the test runner (e.g. a path to run only some story files).
# STORYBOOK_STORIES (see .storybook/main.ts), STORYBOOK_OUT and STORYBOOK_TEST_PORT let several runs share a machine;
# STORY_WORKERS sets the browsers at once (2: on this 2-core machine 3 saved 25 s of 285, 4 nothing).
set -euo pipefail
cd "$(dirname "$0")/.."
port="${STORYBOOK_TEST_PORT:-6107}"
out="${STORYBOOK_OUT:-storybook-static}"
update=()
if [[ "${1:-}" == "--update" ]]; then update=(-u); shift; fi
pnpm exec storybook build --quiet -o "$out" >/tmp/storybook-build-$port.log 2>&1 || { cat /tmp/storybook-build-$port.log; exit 1; }
# The runner records what stories declare about their pictures next to the build (scripts/check-baselines.mjs).
export STORYBOOK_OUT="$out"
rm -rf "$out/baseline-declarations"
setsid pnpm exec vite preview --outDir "$out" --port "$port" --strictPort --host 127.0.0.1 >/tmp/storybook-preview-$port.log 2>&1 &
server=$!
trap 'kill -- -"$server" 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$port/index.json" >/dev/null && break; sleep 0.2; done
pnpm exec test-storybook --url "http://127.0.0.1:$port" --maxWorkers="${STORY_WORKERS:-2}" --ci "${update[@]}" "$@"
