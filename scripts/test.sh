#!/usr/bin/env bash
# `npm test`: every check and every test, as CI runs them.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure.sh chromium fonts-liberation postgresql
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"

step() { printf '\n=== %s\n' "$1"; }
step "typecheck"; pnpm typecheck
step "lint"; pnpm lint
step "format"; pnpm format:check
step "unit tests (ui, contract)"; pnpm test:unit
step "server tests (SQLite, then PostgreSQL)"; bash scripts/test-server.sh
step "story tests (play, axe, visual) in Chromium"; bash scripts/test-stories.sh
step "visual regression catches a 1 px change"; bash scripts/test-visual-probe.sh
