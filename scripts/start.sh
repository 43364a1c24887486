#!/usr/bin/env bash
# `npm start`: the whole product on one port with its embedded SQLite database and demo data.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure.sh
pnpm --filter @bible-admin/app exec vite build --logLevel warn
export DATA_DIR="${DATA_DIR:-$PWD/.data}"
exec pnpm --filter @bible-admin/server exec tsx src/main.ts
