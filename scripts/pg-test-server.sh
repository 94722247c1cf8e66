#!/usr/bin/env bash
# Throwaway PostgreSQL server for tests: 127.0.0.1 only, private port and socket folder,
# trust auth, data in a temp folder that `stop` deletes. Needs Debian's `postgresql` package
# (apt-get install -y postgresql); it does not touch the package's own cluster.
#
#   eval "$(scripts/pg-test-server.sh start)"   # starts it and exports TEST_DATABASE_URL
#   scripts/pg-test-server.sh url | status | stop
#
# Settings (environment): PG_TEST_PORT (54329), PG_TEST_DB (ci).
set -euo pipefail

PORT="${PG_TEST_PORT:-54329}"
DB="${PG_TEST_DB:-ci}"
STATE="${TMPDIR:-/tmp}/pg-test-server-${PORT}.dir" # holds the path of the server's temp folder
URL="postgres://postgres@127.0.0.1:${PORT}/${DB}"

log() { echo "pg-test-server: $*" >&2; }
die() { log "error: $*"; exit 1; }

find_bin() {
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  [[ -n "$dir" && -x "$dir/initdb" && -x "$dir/pg_ctl" ]] ||
    die "no PostgreSQL binaries under /usr/lib/postgresql/*/bin: run 'apt-get install -y postgresql'"
  echo "$dir"
}

# initdb and postgres refuse to run as root: as root, run them as the postgres user.
as_pg() {
  if [[ "$(id -u)" == 0 ]]; then
    id postgres >/dev/null 2>&1 || die "no 'postgres' user: run 'apt-get install -y postgresql'"
    (cd / && runuser -u postgres -- "$@")
  else
    "$@"
  fi
}

running_dir() {
  [[ -f "$STATE" ]] || return 1
  local dir
  dir="$(cat "$STATE")"
  [[ -d "$dir/data" ]] && as_pg "$(find_bin)/pg_ctl" -D "$dir/data" status >/dev/null 2>&1 || return 1
  echo "$dir"
}

start() {
  local bin dir
  if dir="$(running_dir)"; then
    log "already running on port $PORT ($dir)"
    echo "export TEST_DATABASE_URL=$URL"
    return 0
  fi
  bin="$(find_bin)"
  if (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; then
    die "port $PORT is already in use by another process (set PG_TEST_PORT)"
  fi

  dir="$(mktemp -d "${TMPDIR:-/tmp}/pg-test-server.XXXXXX")"
  echo "$dir" >"$STATE"
  mkdir -p "$dir/socket" "$dir/log"
  if [[ "$(id -u)" == 0 ]]; then chown -R postgres:postgres "$dir"; fi

  log "initdb in $dir/data ($bin)"
  as_pg "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 --no-sync \
    >"$dir/log/initdb.log" 2>&1 || { cat "$dir/log/initdb.log" >&2; die "initdb failed"; }

  # Durability is pointless for a throwaway test database: fsync off makes migrations fast.
  log "starting on 127.0.0.1:$PORT (log: $dir/log/postgres.log)"
  as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/log/postgres.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $PORT -k $dir/socket -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null || { tail -n 30 "$dir/log/postgres.log" >&2 || true; die "pg_ctl start failed"; }

  as_pg "$bin/createdb" -h 127.0.0.1 -p "$PORT" -U postgres "$DB" || die "createdb $DB failed"
  log "ready: $URL"
  echo "export TEST_DATABASE_URL=$URL"
}

stop() {
  local bin dir
  [[ -f "$STATE" ]] || { log "not running (no $STATE)"; return 0; }
  dir="$(cat "$STATE")"
  bin="$(find_bin)"
  if [[ -d "$dir/data" ]]; then
    as_pg "$bin/pg_ctl" -D "$dir/data" -m fast -w -t 60 stop >/dev/null 2>&1 || log "pg_ctl stop failed (already stopped?)"
  fi
  case "$dir" in
    "${TMPDIR:-/tmp}"/pg-test-server.*) rm -rf -- "$dir" ;;
  esac
  rm -f -- "$STATE"
  log "stopped (port $PORT)"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  url) echo "$URL" ;;
  status)
    if dir="$(running_dir)"; then echo "running on port $PORT ($dir): $URL"; else echo "not running"; exit 1; fi
    ;;
  *) echo "usage: $0 start|stop|status|url" >&2; exit 2 ;;
esac
