#!/usr/bin/env bash
# GPU host run of `warpgym bench` (issue 8): the scripted policy over tasks/demo_cuda through a local
# warpgym-server --backend cuda that the bench starts and stops itself. Prints report.md; leaves
# results.json, report.html and the trajectories in $OUT/bench (they come back with the run).
# Here, first:  make build && tools/device/bundle_libs.sh && tools/device/fetch_wheels.sh
# Device call:  bash tools/device/bench_gpu.sh
#               carry: build/device-bin build/device-libs .whl
# Env: PARALLEL (default 4), SAMPLES (default 1), LEVELS (default all), POLICY (default scripted),
#      TASKS (default tasks/demo_cuda), LIMIT (first N tasks), BENCH_TIMEOUT_S (default 540),
#      RESUME (a previous call's bench.tar.gz, carried: e.g. build/bench-resume/bench.tar.gz). Baselines-only over 250 Ops tasks:
#      POLICY=baselines TASKS=tasks/ops LIMIT=250 bash tools/device/bench_gpu.sh
set -uo pipefail
ROOT="$(pwd)"
OUT="${OUT:-/tmp/warpgym-out}"; mkdir -p "$OUT"
export LD_LIBRARY_PATH="$ROOT/build/device-libs"
mkdir -p build/bin && cp build/device-bin/* build/bin/ 2>/dev/null
python3 -m pip install -q --no-index --no-deps --no-compile --target /tmp/site .whl/*.whl 2>/dev/null
export PYTHONPATH="/tmp/site:$ROOT/tools:$ROOT/env_server/harness" PYTHONUNBUFFERED=1
export PATH="$PATH:/usr/local/cuda/bin"
export WARPGYM_ROOT="$ROOT" WARPGYM_PYTHON="$(command -v python3)" WARPGYM_CACHE_DIR=/tmp/wg-cache
mkdir -p "$WARPGYM_CACHE_DIR"
echo "host: $(nproc) cores; $(nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | head -2 | tr '\n' ';')"
python3 -c "import torch; print('torch', torch.__version__, 'cuda', torch.version.cuda)"
# The contained candidate runs as uid 65534: it must be able to traverse to the checkout and Python.
# So must its compilers, to the bench's server workdir under $OUT (/root/out there: /root is 0700,
# and the server refuses to start behind a directory the sandbox uid cannot search).
for d in "$ROOT" "$(dirname "$(readlink -f "$(command -v python3)")")" "$OUT"; do
  while [ "$d" != "/" ]; do chmod o+x "$d" 2>/dev/null; d="$(dirname "$d")"; done
done
# Resume: RESUME=path/to/bench.tar.gz (a previous call's archive, carried) is unpacked first; the
# bench then plays only the episodes that archive has no result for.
if [ -n "${RESUME:-}" ]; then
  tar -xzf "$RESUME" -C "$OUT" && echo "resuming from $RESUME: $(ls "$OUT/bench/episodes" 2>/dev/null | wc -l) episode results" || exit 1
fi
ARGS=(bench --backend cuda --tasks "${TASKS:-tasks/demo_cuda}" --policy "${POLICY:-scripted}"
      --parallel "${PARALLEL:-4}" --samples "${SAMPLES:-1}" --out "$OUT/bench" --strict)
[ -n "${LEVELS:-}" ] && ARGS+=(--levels "$LEVELS")
[ -n "${LIMIT:-}" ] && ARGS+=(--limit "$LIMIT")
echo "== bench: warpgym ${ARGS[*]} =="
START=$(date +%s)
# Under a time limit (BENCH_TIMEOUT_S, default 540 s), so the archive below is always made within
# the device's 600 s per call; the bench is resumable, and its report covers what finished.
timeout -s INT -k 30 "${BENCH_TIMEOUT_S:-540}" \
  python3 -c "import sys; from warpgym.cli import main; sys.exit(main(sys.argv[1:]))" "${ARGS[@]}" \
  2> >(tee "$OUT/bench.stderr" >&2)
STATUS=$?
echo "bench exit $STATUS in $(( $(date +%s) - START )) s"
cat "$OUT/bench/report.md" 2>/dev/null | tee "$OUT/bench.md"
cp "$OUT/bench/server/server.log" "$OUT/server.log" 2>/dev/null
cp "$OUT/bench/server/harness-worker.log" "$OUT/" 2>/dev/null
# The first failed compile's observation, so a broken setup shows its cause in the output.
python3 - "$OUT/bench/trajectories" <<'PY'
import glob, json, sys
for f in sorted(glob.glob(sys.argv[1] + "/*.jsonl")):
    for line in open(f, encoding="utf-8"):
        m = json.loads(line).get("message") or {}
        if m.get("role") == "tool" and "COMPILE FAILED" in str(m.get("content")):
            print(f"first failed compile ({f.rsplit('/', 1)[-1]}):\n" + str(m["content"])[:3000])
            raise SystemExit
PY
# Workspaces and caches are not results: keep only what the report links to, in one archive (the
# device returns a limited number of files).
rm -rf "$OUT/bench/server/episodes" "$OUT/bench/server/cache" "$OUT/bench/server/private" 2>/dev/null
tar -czf "$OUT/bench.tar.gz" -C "$OUT" bench && rm -rf "$OUT/bench"
exit $STATUS
