#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Meeple Ledger contributors
# A throw-away PostgreSQL cluster for the club tests: pg-cluster.sh start|stop|kill|restart DIR
#   start    initdb into DIR/data and start it, on a unix socket in DIR and on 127.0.0.1 with TLS; a server left
#            running in DIR by a test run that was interrupted is stopped and removed first, so each run begins afresh
#   stop     stop it (fast) and remove DIR
#   kill     stop it at once (pg_ctl stop -m immediate), keeping DIR: what a server that goes away does
#   restart  start it again after kill
# The server runs as an unprivileged user: as root (CI) the user postgres, through runuser; otherwise the caller.
# Its superuser is called postgres either way; local connections are trusted (the socket folder is private).
# Port: $PGPORT (the tests' fixture sets it; 5432 otherwise). On that port it also listens on 127.0.0.1 with TLS, on a
# self-signed certificate made at initdb, so that the tests can see an encrypted session.
set -euo pipefail

bin=/usr/lib/postgresql/15/bin
if [[ ! -x "$bin/initdb" || ! -x "$bin/pg_ctl" ]]; then
    echo "pg-cluster: PostgreSQL 15 is not installed ($bin/initdb missing): apt-get install postgresql" >&2
    exit 1
fi
if (($# != 2)); then
    echo "usage: pg-cluster.sh start|stop|kill|restart DIR" >&2
    exit 64
fi
command=$1
dir=$2

as_server=()
if ((EUID == 0)); then
    as_server=(runuser -u postgres --)
fi

pg_ctl() {
    "${as_server[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 "$@"
}

start() {
    if [[ ! -f "$dir/data/PG_VERSION" ]]; then
        rm -rf "$dir"
        mkdir -p "$dir"
        chmod 700 "$dir"
        if ((EUID == 0)); then
            chown postgres: "$dir"
        fi
        "${as_server[@]}" "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 \
            >"$dir/initdb.log" 2>&1 || {
            cat "$dir/initdb.log" >&2
            echo "pg-cluster: initdb failed in $dir" >&2
            exit 1
        }
        "${as_server[@]}" openssl req -new -x509 -days 30 -nodes -subj "/CN=localhost" \
            -keyout "$dir/data/server.key" -out "$dir/data/server.crt" >"$dir/openssl.log" 2>&1 || {
            cat "$dir/openssl.log" >&2
            echo "pg-cluster: openssl could not make the test certificate (apt-get install openssl)" >&2
            exit 1
        }
        "${as_server[@]}" chmod 600 "$dir/data/server.key"
    fi
    pg_ctl start -o "-c listen_addresses='127.0.0.1' -c port=${PGPORT:-5432} -c ssl=on \
-c unix_socket_directories='$dir' -c fsync=off -c max_connections=200" >/dev/null || {
        cat "$dir/server.log" >&2 || true
        echo "pg-cluster: the server did not start in $dir" >&2
        exit 1
    }
    echo "pg-cluster: running, socket in $dir, TLS on 127.0.0.1:${PGPORT:-5432}"
}

remove() {
    if [[ -f "$dir/data/postmaster.pid" ]]; then
        pg_ctl stop -m fast >/dev/null || true
    fi
    rm -rf "$dir"
}

case "$command" in
start)
    remove
    start
    ;;
restart) start ;;
kill) pg_ctl stop -m immediate >/dev/null ;;
stop) remove ;;
*)
    echo "usage: pg-cluster.sh start|stop|kill|restart DIR" >&2
    exit 64
    ;;
esac
