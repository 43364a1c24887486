#!/usr/bin/env bash
# `npm test`: every check and every test, as CI runs them. Ends with one line: 'N passed, N failed, N skipped'
# (the server suite counted once per database, as the line before says).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure.sh chromium fonts-liberation postgresql
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
export FORCE_COLOR=0
logs=$(mktemp -d)
started=$SECONDS

step() {
  local name=$1 began=$SECONDS
  shift
  printf '\n=== %s\n' "$name"
  if ! "$@" 2>&1 | tee "$logs/$(printf '%02d' "$(ls "$logs" | wc -l)").log"; then
    printf '\n=== FAILED: %s\n' "$name"
    exit 1
  fi
  printf '=== %s: %d s\n' "$name" $((SECONDS - began))
}

step "typecheck, lint and format, side by side" bash scripts/static-checks.sh
step "unit tests (ui, screens, contract, app)" pnpm test:unit
step "server tests (SQLite, then PostgreSQL)" bash scripts/test-server.sh
# Built before the app end to end starts: it serves this build (rebuilt under it, its pages would go).
step "build the app" pnpm --filter @bible-admin/app exec vite build --logLevel warn
step "the built app from the production server: no CSP violation (Chromium)" pnpm exec tsx scripts/check-app-csp.ts
step "bundle budgets (JavaScript per page, gzip)" node scripts/check-bundle-budgets.mjs
# The app end to end (mostly waiting on its servers and browsers: two groups of its files at once, each with its own
# server and browser) runs beside the story tests; its log is printed, and its outcome counted, after the other steps.
app_e2e_log="$logs/90-app-e2e.log"
printf '\n=== app end-to-end (real server, SQLite, Chromium): started beside the story tests\n'
APP_E2E_GROUPS=2 bash scripts/test-app-e2e.sh >"$app_e2e_log" 2>&1 &
app_e2e=$!
# A failed step stops the run: the app end to end with it.
trap 'kill "$app_e2e" 2>/dev/null || true' EXIT
app_e2e_began=$SECONDS
step "story tests (play, axe, visual) in Chromium" bash scripts/test-stories.sh
step "visual baselines: none identical, orphaned, or unchanged from the state before" node scripts/check-baselines.mjs
step "the baseline check catches a story that stops showing its change" node scripts/probe-baseline-check.mjs
step "editor end-to-end (real keyboard) in Chromium" env STORYBOOK_BUILT=storybook-static bash scripts/test-e2e.sh
step "visual regression catches a 1 px change" bash scripts/test-visual-probe.sh
app_e2e_status=0
wait "$app_e2e" || app_e2e_status=$?
printf '\n=== app end-to-end (real server, SQLite, Chromium), run beside the story tests\n'
cat "$app_e2e_log"
if [[ $app_e2e_status -ne 0 ]]; then
  printf '\n=== FAILED: app end-to-end (real server, SQLite, Chromium)\n'
  exit 1
fi
printf '=== app end-to-end: %d s (from its start beside the story tests)\n' $((SECONDS - app_e2e_began))

# A warning Node printed while the tests ran (a listener leak, a file left open) is a defect of ours: named, it fails.
warnings=$(sed 's/\x1b\[[0-9;]*m//g' "$logs"/*.log | grep -E '^\(node:[0-9]+\) ' | sed -E 's/^\(node:[0-9]+\) //' | sort | uniq -c || true)
if [[ -n "$warnings" ]]; then
  printf '\n=== FAILED: Node printed warnings during the tests\n%s\n' "$warnings"
  exit 1
fi

# Vitest prints 'Tests  12 passed | 1 skipped (13)'; the story runner (Jest) 'Tests:  1 skipped, 3 passed, 4 total'.
# count <word> <log...>: the sum of '<n> <word>' over the summary lines of those logs.
count() {
  local word=$1
  shift
  sed 's/\x1b\[[0-9;]*m//g' "$@" | grep -E '^ *Tests:? ' | grep -oE "[0-9]+ $word" | awk '{s+=$1} END {print s+0}'
}
# The server suite runs twice (SQLite, then PostgreSQL): its log holds one summary per database.
server_log=$(grep -l '^== server tests on SQLite' "$logs"/*.log)
server_runs=$(sed 's/\x1b\[[0-9;]*m//g' "$server_log" | grep -E '^ *Tests ' | grep -oE '[0-9]+ passed' | awk '{print $1}')
printf '\nAll checks passed in %d s.\n' $((SECONDS - started))
printf 'server: %s on SQLite + %s on PostgreSQL (the same tests on each database, both counted below)\n' \
  "$(sed -n 1p <<<"$server_runs")" "$(sed -n 2p <<<"$server_runs")"
echo "$(count passed "$logs"/*.log) passed, $(count failed "$logs"/*.log) failed, $(count skipped "$logs"/*.log) skipped"
