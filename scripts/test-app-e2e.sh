#!/usr/bin/env bash
# End-to-end tests of the assembled app: builds it when its sources changed, starts the real server on a
# temporary SQLite DATA_DIR (demo data) and a free port, and drives Debian's Chromium with Playwright under
# Vitest (project app-e2e). Screenshots of failed tests go to test-results/app-e2e. Extra arguments go to Vitest.
# APP_E2E_GROUPS=N splits the files into N groups run at once, each with its own server, data and browser (the
# files of one group one at a time, as before: the password-change flow ends every admin session of its server).
# The tests mostly wait on the server and the browser, so two groups take about half the time on two cores.
set -euo pipefail
cd "$(dirname "$0")/.."

stamp=packages/app/dist/.vite/manifest.json
sources=(packages/app/src packages/app/scripts packages/app/index.html packages/app/vite.config.ts packages/screens/src packages/ui/src
  packages/contract/src)
if [[ ! -f $stamp ]] || [[ -n $(find "${sources[@]}" -newer "$stamp" -print -quit) ]]; then
  pnpm --filter @bible-admin/app exec vite build --logLevel warn
fi

groups="${APP_E2E_GROUPS:-1}"
export APP_E2E_ADMIN_EMAIL=admin@example.com APP_E2E_ADMIN_PASSWORD=e2e-admin-password
servers=()
dirs=()
trap 'for s in "${servers[@]}"; do kill -- -"$s" 2>/dev/null || true; done; rm -rf "${dirs[@]}"' EXIT

# start_server <data dir>: a server of its own on a free port; prints the port once it is ready.
start_server() {
  local data=$1 port
  port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
  PORT=$port DATA_DIR="$data" PUBLIC_URL="http://127.0.0.1:$port" ADMIN_EMAIL=$APP_E2E_ADMIN_EMAIL \
    ADMIN_PASSWORD=$APP_E2E_ADMIN_PASSWORD DEMO_DATA=1 LOGIN_RATE_LIMIT=1000 LOGIN_ADDRESS_RATE_LIMIT=1000 \
    SIGNUP_RATE_LIMIT=1000 SHUTDOWN_DRAIN_SECONDS=0 \
    setsid pnpm --filter @bible-admin/server exec tsx src/main.ts >"$data/server.log" 2>&1 &
  servers+=($!)
  echo "$port" >"$data/port"
}

for ((i = 1; i <= groups; i++)); do
  data=$(mktemp -d)
  dirs+=("$data")
  start_server "$data"
done
for i in "${!dirs[@]}"; do
  data=${dirs[$i]}
  port=$(cat "$data/port")
  for _ in $(seq 1 300); do
    curl -sf "http://127.0.0.1:$port/readyz" >/dev/null && break
    kill -0 "${servers[$i]}" 2>/dev/null || { cat "$data/server.log"; exit 1; }
    sleep 0.2
  done
done

# The e2e reads its server's outbox (DATA_DIR/outbox: no SMTP_URL) for the e-mails it follows.
run_group() {
  local data=$1
  shift
  APP_URL="http://127.0.0.1:$(cat "$data/port")" APP_E2E_DATA_DIR="$data" pnpm exec vitest run --project app-e2e "$@"
}
if ((groups == 1)); then
  run_group "${dirs[0]}" "$@"
  exit
fi
pids=()
for i in "${!dirs[@]}"; do
  run_group "${dirs[$i]}" --shard="$((i + 1))/$groups" --passWithNoTests "$@" >"${dirs[$i]}/vitest.log" 2>&1 &
  pids+=($!)
done
failed=0
for i in "${!dirs[@]}"; do
  wait "${pids[$i]}" || failed=1
done
for i in "${!dirs[@]}"; do
  printf '== app end-to-end, group %d of %d\n' "$((i + 1))" "$groups"
  cat "${dirs[$i]}/vitest.log"
done
exit "$failed"
