#!/usr/bin/env bash
# Real-keyboard end-to-end tests of the rich-text editor (End, Home, Ctrl+Z, Backspace: keys that a story's
# simulated events cannot press in Slate): builds the editor's stories, serves them on loopback and drives
# them with Playwright in Chromium, under Vitest (project e2e). Extra arguments go to Vitest.
# STORYBOOK_OUT and STORYBOOK_E2E_PORT let several runs share a machine; STORYBOOK_BUILT names a Storybook built
# already with every story (npm test's, from scripts/test-stories.sh), served instead of building the editor's.
set -euo pipefail
cd "$(dirname "$0")/.."
port="${STORYBOOK_E2E_PORT:-6109}"
out="${STORYBOOK_BUILT:-${STORYBOOK_OUT:-/tmp/sb-e2e}}"
if [[ -z ${STORYBOOK_BUILT:-} ]]; then
  STORYBOOK_STORIES='packages/ui/src/RichTextEditor/*.stories.tsx' pnpm exec storybook build --quiet -o "$out" \
    >/tmp/storybook-build-$port.log 2>&1 || { cat /tmp/storybook-build-$port.log; exit 1; }
fi
setsid pnpm exec vite preview --outDir "$out" --port "$port" --strictPort --host 127.0.0.1 >/tmp/storybook-preview-$port.log 2>&1 &
server=$!
trap 'kill -- -"$server" 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$port/index.json" >/dev/null && break; sleep 0.2; done
STORYBOOK_URL="http://127.0.0.1:$port" pnpm exec vitest run --project e2e "$@"
