#!/usr/bin/env bash
# `make bench`: start a warpgym-server with a turn limit high enough for long measurements, run
# the round-trip benchmark (C++ driver) against it, and stop it. Prints a Markdown table.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
WORKDIR="$(mktemp -d -t warpgym-bench-XXXXXX)"
PORT="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
"$ROOT/build/bin/warpgym-server" --bind "tcp://127.0.0.1:$PORT" --backend cpu --root "$ROOT" --tasks "$ROOT/tasks/demo" \
  --workdir "$WORKDIR" --max-turns 100000 --log-level warn &
SERVER=$!
trap 'kill -INT $SERVER; wait $SERVER || true; rm -rf "$WORKDIR"' EXIT
sleep 0.5
echo "server: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)"
"$ROOT/build/bin/warpgym-bench-roundtrip" --endpoint "tcp://127.0.0.1:$PORT" "$@"
