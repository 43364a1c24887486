#!/usr/bin/env bash
# End-to-end tests of the assembled app: builds it when its sources changed, starts the real server on a
# temporary SQLite DATA_DIR (demo data) and a free port, and drives Debian's Chromium with Playwright under
# Vitest (project app-e2e). Screenshots of failed tests go to test-results/app-e2e. Extra arguments go to Vitest.
set -euo pipefail
cd "$(dirname "$0")/.."

stamp=packages/app/dist/.vite/manifest.json
sources=(packages/app/src packages/app/scripts packages/app/index.html packages/app/vite.config.ts packages/screens/src packages/ui/src
  packages/contract/src)
if [[ ! -f $stamp ]] || [[ -n $(find "${sources[@]}" -newer "$stamp" -print -quit) ]]; then
  pnpm --filter @bible-admin/app exec vite build --logLevel warn
fi

data=$(mktemp -d)
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
log="$data/server.log"
export APP_E2E_ADMIN_EMAIL=admin@example.com APP_E2E_ADMIN_PASSWORD=e2e-admin-password
PORT=$port DATA_DIR="$data" PUBLIC_URL="http://127.0.0.1:$port" ADMIN_EMAIL=$APP_E2E_ADMIN_EMAIL ADMIN_PASSWORD=$APP_E2E_ADMIN_PASSWORD DEMO_DATA=1 \
  LOGIN_RATE_LIMIT=1000 LOGIN_ADDRESS_RATE_LIMIT=1000 SIGNUP_RATE_LIMIT=1000 SHUTDOWN_DRAIN_SECONDS=0 \
  setsid pnpm --filter @bible-admin/server exec tsx src/main.ts >"$log" 2>&1 &
server=$!
trap 'kill -- -"$server" 2>/dev/null || true; rm -rf "$data"' EXIT
for _ in $(seq 1 300); do
  curl -sf "http://127.0.0.1:$port/readyz" >/dev/null && break
  kill -0 "$server" 2>/dev/null || { cat "$log"; exit 1; }
  sleep 0.2
done
# The e2e reads the server's outbox (DATA_DIR/outbox: no SMTP_URL) for the e-mails it follows.
APP_URL="http://127.0.0.1:$port" APP_E2E_DATA_DIR="$data" pnpm exec vitest run --project app-e2e "$@"
