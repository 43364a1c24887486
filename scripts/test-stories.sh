#!/usr/bin/env bash
# Builds Storybook, serves it on loopback and runs every story: play function, axe, screenshot baseline.
# --update rewrites the baselines (review them with `git diff --stat .storybook/baselines`).
set -euo pipefail
cd "$(dirname "$0")/.."
port="${STORYBOOK_TEST_PORT:-6107}"
update=()
if [[ "${1:-}" == "--update" ]]; then update=(-u); shift; fi
pnpm build-storybook
setsid pnpm exec vite preview --outDir storybook-static --port "$port" --strictPort --host 127.0.0.1 >/tmp/storybook-preview.log 2>&1 &
server=$!
trap 'kill -- -"$server" 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$port/index.json" >/dev/null && break; sleep 0.2; done
pnpm exec test-storybook --url "http://127.0.0.1:$port" --maxWorkers=2 --ci "${update[@]}" "$@"
