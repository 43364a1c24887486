#!/usr/bin/env bash
# A private, throw-away PostgreSQL cluster for tests.
#   bash scripts/pg-cluster.sh start DIR   → installs PostgreSQL if missing, starts a cluster in DIR on a
#                                            free 127.0.0.1 port, prints its postgres:// URL on stdout
#   bash scripts/pg-cluster.sh stop DIR    → stops it and deletes DIR
set -euo pipefail

command=${1:-}
dir=${2:-}
if [[ -z "$command" || -z "$dir" ]]; then
  echo "usage: $0 start|stop DIR" >&2
  exit 2
fi

log() { echo "pg-cluster: $*" >&2; }

find_bin() {
  if command -v pg_ctl >/dev/null 2>&1; then dirname "$(command -v pg_ctl)"; return; fi
  # Debian keeps the server binaries out of PATH.
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  [[ -n "$found" && -x "$found/pg_ctl" ]] && echo "$found"
}

# Runs a command as the cluster's owner: initdb and postgres refuse to run as root.
as_owner() {
  if [[ $(id -u) -eq 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$command" in
  start)
    bin=$(find_bin || true)
    if [[ -z "$bin" ]]; then
      log "installing PostgreSQL from Debian packages"
      sudo=""; [[ $(id -u) -ne 0 ]] && sudo="sudo"
      $sudo apt-get update -qq >&2
      DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq postgresql >&2
      bin=$(find_bin)
    fi
    port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
    mkdir -p "$dir"
    [[ $(id -u) -eq 0 ]] && chown postgres "$dir"
    as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --no-locale >"$dir/initdb.log" 2>&1 \
      || { cat "$dir/initdb.log" >&2; exit 1; }
    # Durability is pointless for a test cluster: no fsync makes it several times faster.
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
      start >&2 || { cat "$dir/server.log" >&2; exit 1; }
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    bin=$(find_bin || true)
    if [[ -n "$bin" && -f "$dir/data/postmaster.pid" ]]; then
      as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >&2 || true
    fi
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start|stop DIR" >&2
    exit 2
    ;;
esac
