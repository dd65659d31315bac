#!/usr/bin/env bash
# `make demo`: start warpgym-server on a free loopback port (CPU backend unless a GPU backend is
# available and requested), run the scripted agent over every bundled demo task through real tool
# calls, print the report table, stop the server. Exit status is the demo's verdict.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
PY="$ROOT/.venv/bin/python"
BACKEND="${WARPGYM_BACKEND:-auto}"
WORKDIR="${WARPGYM_WORKDIR:-$ROOT/warpgym-work}"
PORT="$("$PY" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
ENDPOINT="tcp://127.0.0.1:$PORT"
LOG="$WORKDIR/server.log"
mkdir -p "$WORKDIR"

"$ROOT/build/bin/warpgym-server" --bind "$ENDPOINT" --backend "$BACKEND" --tasks "$ROOT/tasks/demo" \
  --workdir "$WORKDIR" --python "$PY" --harness-warm-inductor >"$LOG" 2>&1 &
SERVER=$!
trap 'kill -INT $SERVER 2>/dev/null; wait $SERVER 2>/dev/null || true' EXIT

for _ in $(seq 100); do
  "$PY" - "$ENDPOINT" <<'PYEOF' && break
import sys, warpgym
try:
    warpgym.Client(sys.argv[1], timeout_s=0.2, retries=0).ping()
except Exception:
    sys.exit(1)
PYEOF
  kill -0 $SERVER 2>/dev/null || { echo "server failed to start:"; cat "$LOG"; exit 1; }
  sleep 0.2
done
echo "[demo] server on $ENDPOINT (log: $LOG); trajectories in $WORKDIR/trajectories"
"$ROOT/.venv/bin/warpgym" demo --endpoint "$ENDPOINT" --tasks-root "$ROOT/tasks/demo" "$@"
