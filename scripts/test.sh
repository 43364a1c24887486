#!/usr/bin/env bash
# `npm test`: every check and every test, as CI runs them. Ends with one line: 'N passed, N failed'.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure.sh chromium fonts-liberation postgresql
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
export FORCE_COLOR=0
logs=$(mktemp -d)
started=$SECONDS

step() {
  local name=$1
  shift
  printf '\n=== %s\n' "$name"
  if ! "$@" 2>&1 | tee "$logs/$(printf '%02d' "$(ls "$logs" | wc -l)").log"; then
    printf '\n=== FAILED: %s\n' "$name"
    exit 1
  fi
}

step "typecheck" pnpm typecheck
step "lint" pnpm lint
step "format" pnpm format:check
step "unit tests (ui, contract)" pnpm test:unit
step "server tests (SQLite, then PostgreSQL)" bash scripts/test-server.sh
step "story tests (play, axe, visual) in Chromium" bash scripts/test-stories.sh
step "no identical or orphaned visual baselines" node scripts/check-baselines.mjs
step "editor end-to-end (real keyboard) in Chromium" bash scripts/test-e2e.sh
step "visual regression catches a 1 px change" bash scripts/test-visual-probe.sh

# Vitest prints 'Tests  12 passed (12)'; the story runner (Jest) prints 'Tests:  3 passed, 3 total'.
passed=$(sed 's/\x1b\[[0-9;]*m//g' "$logs"/*.log | grep -E '^ *Tests:? ' | grep -oE '[0-9]+ passed' | awk '{s+=$1} END {print s+0}')
printf '\nAll checks passed in %d s.\n' $((SECONDS - started))
echo "$passed passed, 0 failed"
