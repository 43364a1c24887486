#!/usr/bin/env bash
# Proves the visual comparison catches a 1 px change: the Button stories, shifted down by one pixel,
# must fail against their baselines. Runs after scripts/test-stories.sh built storybook-static.
set -euo pipefail
cd "$(dirname "$0")/.."
port="${STORYBOOK_TEST_PORT:-6108}"
setsid pnpm exec vite preview --outDir storybook-static --port "$port" --strictPort --host 127.0.0.1 >/tmp/storybook-probe.log 2>&1 &
server=$!
trap 'kill -- -"$server" 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$port/index.json" >/dev/null && break; sleep 0.2; done
log=$(mktemp)
if VISUAL_PROBE_PX=1 pnpm exec test-storybook --url "http://127.0.0.1:$port" --ci --maxWorkers=2 \
  packages/ui/src/Button >"$log" 2>&1; then
  cat "$log"
  echo "FAIL: a 1 px shift passed the visual comparison"
  exit 1
fi
changed=$(grep -c 'different from snapshot' "$log" || true)
if [[ "$changed" -lt 1 ]]; then
  cat "$log"
  echo "FAIL: the probe run failed for another reason than the visual comparison"
  exit 1
fi
echo "ok: a 1 px shift failed the visual comparison on $changed Button stories"
