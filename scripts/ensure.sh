#!/usr/bin/env bash
# Installs what the project needs on a fresh machine (Node 20, npm, Debian, root):
# the pinned pnpm, the workspace's packages, and Debian packages named as arguments
# (e.g. `chromium postgresql`), each only when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

want=$(node -p "require('./package.json').packageManager.split('@')[1]")
if [[ "$(pnpm --version 2>/dev/null || true)" != "$want" ]]; then
  echo "Installing pnpm $want"
  npm install --global --no-fund --no-audit "pnpm@$want" >/dev/null
fi

missing=()
for pkg in "$@"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if ((${#missing[@]})); then
  echo "Installing Debian packages: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# Native addons (better-sqlite3) compile against Node's own headers: node-gyp cannot download them here.
if [[ -d /usr/include/node ]]; then export npm_config_nodedir="${npm_config_nodedir:-/usr}"; fi
# The progress lines are filtered out, but a failed install must stop here: an older node_modules would
# otherwise hide it until some later step fails for an unclear reason.
status=0
pnpm install --frozen-lockfile --reporter=append-only | { grep -vE '^(Progress|Packages):' || true; } || status=$?
if ((status != 0)); then
  echo "ensure.sh: 'pnpm install --frozen-lockfile' failed (exit $status): see the messages above." >&2
  echo "ensure.sh: node_modules may be stale or incomplete; fix the cause and run again." >&2
  exit "$status"
fi
test -d node_modules/.pnpm
