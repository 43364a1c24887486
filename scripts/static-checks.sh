#!/usr/bin/env bash
# Typecheck, lint and format check side by side (each is one process on one core): their logs are printed
# whole, in that order, and the step fails if any of them fails, naming which.
set -uo pipefail
cd "$(dirname "$0")/.."
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
names=(typecheck lint format:check)
pids=()
for name in "${names[@]}"; do
  pnpm "$name" >"$logs/$name" 2>&1 &
  pids+=($!)
done
failed=()
for i in "${!names[@]}"; do
  wait "${pids[$i]}" || failed+=("${names[$i]}")
done
for name in "${names[@]}"; do
  printf '== %s\n' "$name"
  cat "$logs/$name"
done
if ((${#failed[@]})); then
  printf 'Failed: %s\n' "${failed[*]}"
  exit 1
fi
