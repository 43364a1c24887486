#!/usr/bin/env bash
# `npm start`: the whole product on one port (PORT, default 8080) with its embedded SQLite database and demo
# data. The web app is built only when its sources changed since the last build; the server prints the
# address and the admin's credentials.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure.sh

# The build's manifest is the stamp: any source of the app or of what it bundles newer than it means a rebuild.
stamp=packages/app/dist/.vite/manifest.json
sources=(packages/app/src packages/app/scripts packages/app/index.html packages/app/vite.config.ts packages/app/package.json
  packages/screens/src packages/ui/src packages/contract/src pnpm-lock.yaml)
if [[ ! -f $stamp ]] || [[ -n $(find "${sources[@]}" -newer "$stamp" -print -quit) ]]; then
  echo "Building the web app..."
  pnpm --filter @bible-admin/app exec vite build --logLevel warn
else
  echo "The web app is up to date (packages/app/dist)."
fi

export DATA_DIR="${DATA_DIR:-$PWD/.data}"
exec pnpm --filter @bible-admin/server exec tsx src/main.ts
