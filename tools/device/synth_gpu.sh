#!/usr/bin/env bash
# The GPU-filtered Ops dataset (issue 5): `warpgym synth --backend cuda` on the H200 host, within a
# time budget, resumable across calls.  One command; everything it makes goes to $OUT:
#   synth_ops.tar.gz    ops/: the dataset to ship (`warpgym synth export`: KernelBench tree, tasks.jsonl.gz,
#                       tasks.parquet, summary.json, decontam.json, seeds.json, stats.png)
#   synth_state.tar.gz  the run's journal, settings and seeds: carry it back to resume (below)
#   summary.json, stats.png, synth.log (progress and warnings)
# and it prints a short table (kept, rejections, seconds per stage, runtimes, rate).
#
# Device call:  bash tools/device/synth_gpu.sh              carry: .whl  (pyzmq, gymnasium: warpgym's imports)
# Resume:       here, once: echo /.synth_state/ >> .git/info/exclude; then after each call
#               mkdir -p .synth_state && cp <files_at>/synth_state.tar.gz .synth_state/
#               and call again with carry: .whl .synth_state  (it goes on from the journal; same settings)
# Ship:         rm -rf /tmp/ops && tar -xzf <files_at>/synth_ops.tar.gz -C /tmp && find tasks/ops -mindepth 1 \
#                 ! -name README.md -delete && cp -r /tmp/ops/. tasks/ops/ && git add -A tasks/ops
#               .venv/bin/warpgym synth stats --dataset tasks/ops --plot docs/synth_stats.png
#               .venv/bin/warpgym synth decontam --dataset tasks/ops --eval tasks/demo --eval tasks/demo_cuda
# Knobs (environment): N=6000 SEED=7 BUDGET_S=470 (stop starting tasks then) GRACE_S=40 (then abandon)
#   JOBS=$(nproc) (compose/screen/compile workers) HARNESS_JOBS=$(nproc)/4 (harness calls at once: each one
#   trusted process and device context) HARNESS_BATCH=4 (tasks per harness call; each task an identity and a
#   zero-output candidate process, all of a call's started at once: HARNESS_JOBS x (1 + 2 x HARNESS_BATCH)
#   CUDA contexts at most, spread over the GPUs)
#   MIN_MS MAX_MS SHAPE_SCALE COMPILE_BACKEND (defaults: warpgym synth's cuda ones) HARNESS=0 (skip the
#   harness check) EVAL_SETS="tasks/demo tasks/demo_cuda" EXTRA="..." (more warpgym synth flags)
#   RESUME=path/to/synth_state.tar.gz (default .synth_state/synth_state.tar.gz when present)
#   BACKEND=cuda (cpu: the same flow without a GPU, for a smoke test of this script)
set -uo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$ROOT"
T0=$(date +%s)
OUT="${OUT:-/tmp/warpgym-out}"; mkdir -p "$OUT"
N="${N:-6000}"; SEED="${SEED:-7}"; BUDGET_S="${BUDGET_S:-470}"; GRACE_S="${GRACE_S:-40}"
JOBS="${JOBS:-$(nproc)}"; HARNESS_JOBS="${HARNESS_JOBS:-$(( $(nproc) / 4 > 0 ? $(nproc) / 4 : 1 ))}"
HARNESS_BATCH="${HARNESS_BATCH:-4}"
EVAL_SETS="${EVAL_SETS:-tasks/demo tasks/demo_cuda}"
RESUME="${RESUME:-}"; [ -z "$RESUME" ] && [ -f .synth_state/synth_state.tar.gz ] && RESUME=.synth_state/synth_state.tar.gz
PY="${PYTHON:-python3}"; PY="$(command -v "$PY")"
if [ "${WHEELS:-1}" = 1 ] && [ -d .whl ] && ls .whl/*.whl >/dev/null 2>&1; then
  "$PY" -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl \
    && export PYTHONPATH="/tmp/site${PYTHONPATH:+:$PYTHONPATH}" || exit 1
fi
export PYTHONPATH="$ROOT/tools:$ROOT/env_server/harness${PYTHONPATH:+:$PYTHONPATH}" PYTHONUNBUFFERED=1 WARPGYM_ROOT="$ROOT"
export PATH="$PATH:/usr/local/cuda/bin:/tmp/site/bin"
export WARPGYM_CACHE_DIR="${WARPGYM_CACHE_DIR:-/tmp/wg-synth-cache}"
RUN="${RUN_DIR:-/tmp/wg-synth-run}"; mkdir -p "$RUN" "$WARPGYM_CACHE_DIR"
echo "host: $(nproc) cores; $(nvidia-smi --query-gpu=name,memory.total --format=csv,noheader 2>/dev/null | sort | uniq -c | tr -s ' ' | tr '\n' ';')"
"$PY" -c "import torch; print('torch', torch.__version__, 'cuda', torch.version.cuda, 'gpus', torch.cuda.device_count())" || exit 1
"$PY" - <<'EOF'
from importlib import metadata
for pkg, without in (("transformers", "the crawl takes torch ops only"), ("pyarrow", "no tasks.parquet"),
                     ("matplotlib", "no stats.png"), ("pyzmq", "warpgym does not import: carry .whl")):
    try:
        print(pkg, metadata.version(pkg))
    except metadata.PackageNotFoundError:
        print(f"{pkg}: not installed ({without})")
EOF
if [ -n "$RESUME" ]; then
  tar -xzf "$RESUME" -C "$RUN" && echo "resuming from $RESUME: $(wc -l < "$RUN/journal.jsonl") indices done" || exit 1
fi
DONE0=$(cat "$RUN/journal.jsonl" 2>/dev/null | wc -l)

LEFT=$(( BUDGET_S - ($(date +%s) - T0) )); [ "$LEFT" -ge 1 ] || LEFT=1  # 0 would mean no budget at all
ARGS=(--n "$N" --seed "$SEED" --backend "${BACKEND:-cuda}" --out "$RUN" --jobs "$JOBS" --harness-jobs "$HARNESS_JOBS"
      --harness-batch "$HARNESS_BATCH" --budget-s "$LEFT" --grace-s "$GRACE_S" --python "$PY")
for e in $EVAL_SETS; do ARGS+=(--eval-set "$e"); done
[ -n "${MIN_MS:-}" ] && ARGS+=(--min-ms "$MIN_MS")
[ -n "${MAX_MS:-}" ] && ARGS+=(--max-ms "$MAX_MS")
[ -n "${SHAPE_SCALE:-}" ] && ARGS+=(--shape-scale "$SHAPE_SCALE")
[ -n "${COMPILE_BACKEND:-}" ] && ARGS+=(--compile-backend "$COMPILE_BACKEND")
[ "${HARNESS:-1}" = 0 ] && ARGS+=(--no-harness-check)
# shellcheck disable=SC2206
ARGS+=(${EXTRA:-})
echo "warpgym synth ${ARGS[*]}"
rm -f "$RUN/summary.json"
"$PY" -m warpgym.cli synth "${ARGS[@]}" >"$OUT/synth.json" 2>"$OUT/synth.log" &
PID=$!
TICK=0
while kill -0 "$PID" 2>/dev/null; do  # a progress line every 30 s (the full log is $OUT/synth.log)
  sleep 1; TICK=$((TICK + 1))
  [ $((TICK % 30)) = 0 ] && kill -0 "$PID" 2>/dev/null && grep '^\[synth\]' "$OUT/synth.log" | tail -1 | cut -c1-200
done
wait "$PID"; RC=$?
echo "warpgym synth exited $RC after $(( $(date +%s) - T0 )) s"
[ -f "$RUN/summary.json" ] || { echo "no summary.json: the tail of the log:"; tail -20 "$OUT/synth.log"; }

# --- what comes back: the dataset, the state to resume, the summary --------------------------------
if [ -f "$RUN/tasks.jsonl" ]; then
  rm -rf /tmp/wg-synth-ship && "$PY" -m warpgym.cli synth export --run "$RUN" --to /tmp/wg-synth-ship/ops \
    && tar -czf "$OUT/synth_ops.tar.gz" -C /tmp/wg-synth-ship ops
fi
tar -czf "$OUT/synth_state.tar.gz" -C "$RUN" journal.jsonl settings.json seeds.json 2>/dev/null
cp "$RUN/summary.json" "$RUN/stats.png" "$OUT/" 2>/dev/null
"$PY" - "$RUN" "$DONE0" "$(( $(date +%s) - T0 ))" <<'EOF'
import json, sys
from pathlib import Path
run, done0, wall = Path(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])
try:
    s = json.loads((run / "summary.json").read_text())
except (OSError, ValueError):
    sys.exit(0)
st, ss = s["stats"], s.get("stage_seconds", {})
now = sum(1 for _ in open(run / "journal.jsonl", encoding="utf-8"))
rate = (now - done0) / max(1.0, s["seconds"])
print("\n| what | value |\n|---|---|")
print(f"| kept / requested | {s['kept']} / {s['requested']} ({'complete' if s.get('complete') else 'partial: ' + str(s.get('stopped'))}) |")
print(f"| indices | {s['tried']} in the finished prefix; {now - done0} finished by this call in {s['seconds']} s "
      f"({rate:.1f}/s; script wall {wall:.0f} s) |")
print(f"| rejected | {', '.join(f'{k} {v}' for k, v in s['rejected'].items()) or '-'} |")
print(f"| seconds per index (worker, harness) | {', '.join(f'{k} {v}' for k, v in ss.get('per_index', {}).items())} |")
print(f"| run | {json.dumps(s.get('run', {}))} |")
print(f"| chain lengths | {st['lengths']} |")
print(f"| levels | {st['levels']} |")
print(f"| distinct ops | {st['distinct_ops']} |")
print(f"| eager ms (kept) | {st['eager_ms']} |")
if not s.get("complete") and s["kept"]:
    left = s["requested"] - s["kept"]
    print(f"| to go | {left} tasks: about {left * s['tried'] / s['kept'] / max(rate, 1e-9):.0f} s of run at this rate |")
EOF
exit $RC
