#!/usr/bin/env bash
# GPU host run for the foundation (issue 2): the carried, Debian-built warpgym-server on the
# host's CPUs: the round-trip benchmark, then the CPU-backend demo (scripted agent over every
# demo task) with the host's own python3/torch and g++. Prints tables; logs go to $OUT.
# Here, first:  make build && tools/device/bundle_libs.sh  (and the .whl wheels, see docs/PERF.md)
# Device call:  bash tools/device/foundation.sh   carry: build/device-bin build/device-libs .whl
set -uo pipefail
ROOT="$(pwd)"
OUT="${OUT:-/tmp/warpgym-out}"; mkdir -p "$OUT"
export LD_LIBRARY_PATH="$ROOT/build/device-libs"
mkdir -p build/bin && cp build/device-bin/* build/bin/
python3 -m pip install -q --no-index --no-deps --no-compile --target /tmp/site .whl/*.whl || exit 1
export PYTHONPATH="/tmp/site:$ROOT/tools:$ROOT/env_server/harness" PYTHONUNBUFFERED=1
echo "host: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)"
python3 -c "import torch, zmq; print('torch', torch.__version__, 'pyzmq', zmq.__version__)"; g++ --version | head -1

if [ -z "${SKIP_BENCH:-}" ]; then
  echo "== round trips =="
  tools/bench/run_roundtrip.sh --seconds 5 --episodes 1,64,256 --think-ms 0,100 | tee "$OUT/roundtrip.md"
fi

echo "== CPU-backend demo =="
PORT=5599; WORKDIR=/tmp/warpgym-demo
build/bin/warpgym-server --bind tcp://127.0.0.1:$PORT --backend cpu --tasks tasks/demo \
  --workdir $WORKDIR --python python3 >"$OUT/server.log" 2>&1 &
SERVER=$!
sleep 1
python3 -c "import sys; from warpgym.cli import main; sys.exit(main(sys.argv[1:]))" demo \
  --endpoint tcp://127.0.0.1:$PORT --tasks-root tasks/demo --parallel 8 | tee "$OUT/demo.md"
STATUS=${PIPESTATUS[0]}
kill -INT $SERVER; wait $SERVER
exit $STATUS
