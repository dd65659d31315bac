#!/usr/bin/env bash
# GPU host run for the CUDA backend (issue 4) and the GPU parts of the sandbox issue (3).
# Stages (STAGES env, default all): harness = `warpgym_harness.run evaluate` on every bundled CUDA
# solution (and the verdict schema check);
# exploits = the same on the GPU red-team solutions (tests/redteam/exploits_cuda);
# demo = warpgym-server --backend cuda + the scripted agent over tasks/demo_cuda;
# (DEMO_TASKS: only these tasks, space-separated);
# throughput = tools/bench/throughput.py against that server (TP_EPISODES at once for TP_SECONDS, TP_TASKS);
# iteration = tools/bench/iteration.py against that server (ITER_TASKS, or KB_ITER=1 for KernelBench 19, 23 and level2/12 too); spread = tools/device/profile_spread.py;
# kernelbench = tools/device/kernelbench_check.py: the identity candidate judged on real KernelBench
# tasks (KB: the KernelBench/ folder, carried; KB_LEVELS, KB_STRIDE, KB_DEADLINE_S, KB_ONLY);
# forms = the same ReLU kernel in the typed and the load_inline form (tools/device/forms_check.py;
#   FORMS_CPROFILE=1: the trusted harness profiled with cProfile, top entries printed;
#   FORMS_ARGS e.g. "--task .kb/KernelBench/level1/19_ReLU.py --form typed");
# gap = tools/device/identity_gap.py on GAP_TASKS (KernelBench names): eager timed four ways, clocks and power
#   (before calibrate, whose deadline takes what is left);
# sandboxgap = tools/device/sandbox_gap.py on SBGAP_TASKS: the identity with and without its sandbox, SBGAP_ROUNDS each;
# calibrate = `warpgym calibrate` (identity and zeros candidates) on KernelBench tasks (CAL_ONLY globs,
#   CAL_WARM baselines built at once first, CAL_DEADLINE_S, CAL_RESUME an earlier calibrate.json, CAL_JOBS
#   tasks at once: their timings still take turns);
# screen = `warpgym tasks screen` of KernelBench at SCREEN_JOBS (default 4) at once (SCREEN_ONLY globs,
#   SCREEN_DEADLINE_S, SCREEN_RESUME an earlier screen.json);
# sizing = tools/device/size_calibrate.py (the GPU size model fitted on SIZE_N timed tasks/ops tasks; 0: no fit),
#   then a fresh sample sized by it (or SIZE_SAMPLE tasks of SIZE_DATASET, a set already sized, e.g.
#   tasks/ops_gpu) screened (tools/device/size_check.py: window share, measured/predicted, scatter);
# exchange = tools/device/exchange_bench.py (a candidate's output to the trusted GPU three ways,
#   EXCHANGE_MIB sizes, plain and sandboxed candidate);
# kbbaselines = warpgym bench --policy baselines over KernelBench (KBB_LEVELS, KBB_LIMIT), cold then warm (KBB_PASSES),
#   tasks/hour, the server building baselines ahead or not (KBB_PREPARE: "off auto" runs both, before/after);
# baselines = warpgym bench --policy baselines over BASE_N sampled tasks of BASE_DATASET (tools/device/baselines_spread.py);
# drift = the bundled solutions of DRIFT_ONLY profiled DRIFT_REPS times free and pinned to the GPU's
# local cores (tools/device/drift_check.py: the calls' fixed cost across runs).  Tables on stdout, logs in $OUT.
# Here, first:  make build && tools/device/bundle_libs.sh && tools/device/fetch_wheels.sh
#   (KernelBench stages: a checkout's KernelBench/level1..level3 copied to .kb/KernelBench, carried)
# Device call:  STAGES="harness exploits demo iteration" bash tools/device/cuda_backend.sh
#               carry: build/device-bin build/device-libs .whl
set -uo pipefail
ROOT="$(pwd)"
OUT="${OUT:-/tmp/warpgym-out}"; mkdir -p "$OUT"
STAGES="${STAGES:-sandbox harness exploits demo iteration}"
export LD_LIBRARY_PATH="$ROOT/build/device-libs"
mkdir -p build/bin && cp build/device-bin/* build/bin/ 2>/dev/null
python3 -m pip install -q --no-index --no-deps --no-compile --target /tmp/site .whl/*.whl 2>/dev/null
export PYTHONPATH="/tmp/site:$ROOT/tools:$ROOT/env_server/harness" PYTHONUNBUFFERED=1
export PATH="$PATH:/usr/local/cuda/bin:/tmp/site/bin"
# This host's torch install has no bytecode cache, and the harness runs with PYTHONDONTWRITEBYTECODE:
# every fresh harness process would compile the sources of what it imports on first use (about 9 s
# for inductor's). Built once per machine, as a pip install does.
TORCH_DIR="$(python3 -c 'import os, torch; print(os.path.dirname(torch.__file__))' 2>/dev/null)"
if [ -n "$TORCH_DIR" ] && [ ! -d "$TORCH_DIR/_inductor/__pycache__" ]; then
  t0=$SECONDS; python3 -m compileall -q -j 0 "$TORCH_DIR" "$(dirname "$TORCH_DIR")/sympy" >/dev/null 2>&1
  echo "bytecode of torch and sympy compiled in $((SECONDS - t0)) s"
fi
CACHE=/tmp/wg-cache; mkdir -p $CACHE
# Every timed run's raw requests (tools/device/timing_trace.py reads them; summarised at the end).
export WARPGYM_TIMING_TRACE="${WARPGYM_TIMING_TRACE:-$OUT/timing}"
echo "host: $(nproc) cores; $(nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | head -2 | tr '\n' ';')"
python3 -c "import torch; print('torch', torch.__version__, 'cuda', torch.version.cuda)"; nvcc --version | tail -1
echo "user: $(id); root: $ROOT"
echo "kernel: $(uname -r); speculative store bypass: $(cat /sys/devices/system/cpu/vulnerabilities/spec_store_bypass 2>/dev/null)"
# The contained candidate runs as uid 65534: it must be able to traverse to the checkout and Python.
for d in "$ROOT" "$(dirname "$(readlink -f "$(command -v python3)")")"; do
  while [ "$d" != "/" ]; do chmod o+x "$d" 2>/dev/null; d="$(dirname "$d")"; done
done
STATUS=0
case " $STAGES " in *" sandbox "*)
  echo "== sandbox: enter the candidate sandbox with and without a GPU lease =="
  WARPGYM_SANDBOX_LIB="$ROOT/build/bin/libwarpgym_sandbox_enter.so" timeout 120 \
    python3 tests/env_server/sandbox/gpu_enter_check.py 2>&1 | tail -20 | tee "$OUT/sandbox.md";;
esac
case " $STAGES " in *" harness "*)
  echo "== harness: evaluate every bundled CUDA solution (cold caches) =="
  python3 tools/device/cuda_harness_check.py --cache-dir $CACHE --out "$OUT/verdicts" ${ONLY:+--only "$ONLY"} \
    2>"$OUT/harness.stderr" | tee "$OUT/harness.md" || STATUS=1
  tail -30 "$OUT/harness.stderr";;
esac
case " $STAGES " in *" exploits "*)
  echo "== exploits: evaluate the GPU red-team solutions (each must be rejected with its flag) =="
  python3 tests/redteam/exploits_cuda/run_exploits.py --cache-dir $CACHE --out "$OUT/exploits" ${EXPLOITS_ONLY:+--only "$EXPLOITS_ONLY"} \
    2>"$OUT/exploits.stderr" | tee "$OUT/exploits.md" || STATUS=1
  tail -30 "$OUT/exploits.stderr";;
esac
PORT=5601; WORKDIR=/tmp/warpgym-cuda
if [[ " $STAGES " == *" demo "* || " $STAGES " == *" iteration "* || " $STAGES " == *" throughput "* ]]; then
  # The iteration stage on KernelBench tasks needs them served too: the carried .kb beside the demo set.
  SERVER_TASKS="${SERVER_TASKS:-tasks/demo_cuda$([ -d .kb/KernelBench ] && echo ,.kb/KernelBench)}"
  build/bin/warpgym-server --bind tcp://127.0.0.1:$PORT --backend cuda --gpus all --workdir $WORKDIR \
    --tasks "$SERVER_TASKS" --cache-dir $CACHE --python python3 >"$OUT/server.log" 2>&1 &
  SERVER=$!
  for i in $(seq 1 60); do python3 -c "import sys; from warpgym import Client; Client('tcp://127.0.0.1:$PORT', timeout_s=1).ping()" 2>/dev/null && break; sleep 1; done
fi
case " $STAGES " in *" demo "*)
  echo "== demo: scripted agent over tasks/demo_cuda through warpgym-server --backend cuda =="
  python3 -c "import sys; from warpgym.cli import main; sys.exit(main(sys.argv[1:]))" demo \
    --endpoint tcp://127.0.0.1:$PORT --tasks-root tasks/demo_cuda --parallel 4 $(for t in ${DEMO_TASKS:-}; do echo --task "$t"; done) | tee "$OUT/demo.md" || STATUS=1;;
esac
case " $STAGES " in *" iteration "*)
  echo "== iteration: edit one kernel -> compile -> verify -> profile =="
  # ITER_TASKS: --task specs, space-separated (NAME or NAME=DIR[,DIR]); KB_ITER=1 adds three KernelBench tasks.
  D=tasks/demo_cuda/solutions; K=tasks/kernelbench/solutions
  [ "${KB_ITER:-0}" = 1 ] && ITER_TASKS="${ITER_TASKS:-level1/1_ReLU level1/2_Sigmoid} level1/19_ReLU=$D/level1/1_ReLU/reference \
    level1/23_Softmax=$D/level1/3_Softmax/reference \
    level2/12_Gemm_Multiply_LeakyReLU=$D/level2/1_Gemm_Bias_ReLU/reference,$K/level2/12_Gemm_Multiply_LeakyReLU/reference"
  python3 tools/bench/iteration.py --endpoint tcp://127.0.0.1:$PORT --tasks-root tasks/demo_cuda \
    --iterations ${ITERS:-8} $(for t in ${ITER_TASKS:-}; do echo --task "$t"; done) --json "$OUT/iteration.json" | tee "$OUT/iteration.md" || STATUS=1;;
esac
case " $STAGES " in *" throughput "*)
  echo "== throughput: TP_EPISODES concurrent agent loops (edit, compile, verify, profile every 2nd) =="
  python3 tools/bench/throughput.py --endpoint tcp://127.0.0.1:$PORT --tasks-root tasks/demo_cuda \
    --episodes ${TP_EPISODES:-32} --seconds ${TP_SECONDS:-300} $(for t in ${TP_TASKS:-}; do echo --task "$t"; done) \
    --json "$OUT/throughput.json" | tee "$OUT/throughput.md" || STATUS=1;;
esac
# The server is done: nothing of it stays on the GPU or the CPUs while later stages measure.
if [ -n "${SERVER:-}" ]; then kill -INT $SERVER; wait $SERVER; cp $WORKDIR/harness-worker.log "$OUT/" 2>/dev/null; SERVER=; fi
case " $STAGES " in *" kernelbench "*)
  echo "== kernelbench: the identity candidate through evaluate, real KernelBench tasks at their real size =="
  python3 tools/device/kernelbench_check.py --kernelbench "${KB:-.kb/KernelBench}" --levels "${KB_LEVELS:-1,2}" \
    --stride "${KB_STRIDE:-4}" --cache-dir $CACHE --jsonl "$OUT/kernelbench.jsonl" --deadline-s "${KB_DEADLINE_S:-0}" \
    --timeout "${KB_TIMEOUT_S:-240}" --warm-parallel "${KB_WARM:-8}" ${KB_ONLY:+--only "$KB_ONLY"} 2>"$OUT/kernelbench.stderr" | tee "$OUT/kernelbench.md" || STATUS=1
  tail -40 "$OUT/kernelbench.stderr";;
esac
case " $STAGES " in *" forms "*)
  echo "== forms: one kernel in the typed binding form and in KernelBench's load_inline form =="
  # FORMS_CPROFILE=1: each trusted harness call's cProfile in $OUT/cprofile (its top entries printed).
  ${FORMS_CPROFILE:+env WARPGYM_HARNESS_CPROFILE="$OUT/cprofile"} python3 tools/device/forms_check.py \
    --cache-dir $CACHE ${FORMS_ARGS:-} 2>"$OUT/forms.stderr" | tee "$OUT/forms.md" || STATUS=1
  for f in "$OUT"/cprofile/*.prof; do [ -f "$f" ] && python3 -c "import pstats, sys
pstats.Stats(sys.argv[1]).sort_stats('cumulative').print_stats(45)" "$f" > "${f%.prof}.txt" && head -80 "${f%.prof}.txt"; done;;
esac
case " $STAGES " in *" gap "*)
  echo "== gap: a reference timed the baseline's way, the re-check's, in bursts and gapped, with SM clock and power =="
  for t in ${GAP_TASKS:-level2/68_Matmul_Min_Subtract}; do
    timeout 240 python3 tools/device/identity_gap.py "${KB:-.kb/KernelBench}/$t.py" --rounds "${GAP_ROUNDS:-2}" \
      2>>"$OUT/gap.stderr" | tee -a "$OUT/gap.md" || STATUS=1
  done
  tail -5 "$OUT/gap.stderr";;
esac
case " $STAGES " in *" sandboxgap "*)
  echo "== sandboxgap: identity candidates with and without their sandbox (tools/device/sandbox_gap.py) =="
  python3 tools/device/sandbox_gap.py --tasks "${KB:-.kb/KernelBench}" --rounds "${SBGAP_ROUNDS:-2}" --cache-dir $CACHE \
    ${SBGAP_TASKS:-level3/19_MobileNetV1 level1/71_conv_transposed_2D__asymmetric_input__square_kernel} \
    2>"$OUT/sandboxgap.stderr" | tee "$OUT/sandboxgap.md" || STATUS=1;;
esac
case " $STAGES " in *" calibrate "*)
  echo "== calibrate: warpgym calibrate (identity paid at 1.00x eager, zeros rejected) on KernelBench =="
  # CAL_RESUME: an earlier run's calibrate.json (carried): its tasks are not judged again.
  [ -f "${CAL_RESUME:-}" ] && cp "$CAL_RESUME" "$OUT/calibrate.json"
  python3 -c "import sys; from warpgym.cli import main; sys.exit(main(sys.argv[1:]))" calibrate --backend cuda \
    --tasks "${KB:-.kb/KernelBench}" $(for g in ${CAL_ONLY:-level1/1_*}; do echo --only "$g"; done) --cache-dir $CACHE --jobs ${CAL_JOBS:-1} \
    --timeout-s "${CAL_TIMEOUT_S:-240}" --warm "${CAL_WARM:-8}" --deadline-s "${CAL_DEADLINE_S:-0}" \
    --json "$OUT/calibrate.json" --baselines-csv "$OUT/baselines.csv" 2>"$OUT/calibrate.stderr" | tee "$OUT/calibrate.md" || STATUS=1
  tail -20 "$OUT/calibrate.stderr";;
esac
case " $STAGES " in *" screen "*)
  echo "== screen: warpgym tasks screen of KernelBench (memory shares at --jobs N, resumable) =="
  [ -f "${SCREEN_RESUME:-}" ] && cp "$SCREEN_RESUME" "$OUT/screen.json"
  python3 -c "import sys; from warpgym.cli import main; sys.exit(main(sys.argv[1:]))" tasks screen "${KB:-.kb/KernelBench}" \
    --backend cuda --jobs "${SCREEN_JOBS:-4}" --deadline-s "${SCREEN_DEADLINE_S:-0}" --python python3 \
    $(for g in ${SCREEN_ONLY:-}; do echo --only "$g"; done) --json "$OUT/screen.json" 2>"$OUT/screen.stderr" \
    | tail -25 | tee "$OUT/screen.md" || STATUS=1
  tail -5 "$OUT/screen.stderr";;
esac
case " $STAGES " in *" sizing "*)
  echo "== sizing: fit the GPU size model on a timed sample of tasks/ops, size a fresh sample by it, screen that =="
  # SIZE_N tasks timed one at a time (SIZE_DEADLINE_S), then SIZE_SAMPLE others (seed SIZE_SEED) sized by the
  # fitted model and screened at SIZE_JOBS at once (SIZE_SCREEN_S), in the model's window.
  mkdir -p "$OUT/size"
  [ "${SIZE_N:-200}" -gt 0 ] && timeout $(( ${SIZE_DEADLINE_S:-150} + 120 )) python3 tools/device/size_calibrate.py \
    --dataset tasks/ops --n "${SIZE_N:-200}" --deadline-s "${SIZE_DEADLINE_S:-150}" --out "$OUT/size" \
    2>"$OUT/size.stderr" | tee "$OUT/size.md" || STATUS=1
  if [ -n "${SIZE_DATASET:-}" ]; then  # a sample of a set already sized (e.g. tasks/ops_gpu), as shipped
    python3 tools/device/size_sample.py --dataset "$SIZE_DATASET" --n "${SIZE_SAMPLE:-320}" --seed "${SIZE_SEED:-11}" \
      --to "$OUT/size/sample" | tee -a "$OUT/size.md"
  else
    [ -f "$OUT/size/size_model.json" ] || echo "no fitted model: the sample is sized by the defaults"
    python3 -c "import sys; from warpgym.cli import main; sys.exit(main(sys.argv[1:]))" synth resize --dataset tasks/ops \
      --to "$OUT/size/sample" $([ -f "$OUT/size/size_model.json" ] && echo --size-model "$OUT/size/size_model.json") \
      --sample "${SIZE_SAMPLE:-320}" \
      --seed "${SIZE_SEED:-11}" --jobs "$(nproc)" --no-plot 2>>"$OUT/size.stderr" | tee -a "$OUT/size.md"
  fi
  python3 -c "import sys; from warpgym.cli import main; sys.exit(main(sys.argv[1:]))" tasks screen "$OUT/size/sample" \
    --backend cuda --jobs "${SIZE_JOBS:-4}" --min-ms 0.3 --max-ms 30 --timing-s 0.3 --timeout 40 --python python3 \
    --deadline-s "${SIZE_SCREEN_S:-280}" --json "$OUT/size/screen.json" 2>"$OUT/size_screen.stderr" | tail -3
  python3 tools/device/size_check.py --sample "$OUT/size/sample" --screen "$OUT/size/screen.json" \
    --plot "$OUT/size/scatter.png" | tee -a "$OUT/size.md" || STATUS=1
  rm -rf "$OUT/size/sample/level"*;;
esac
case " $STAGES " in *" baselines "*)
  echo "== baselines: warpgym bench --policy baselines over a sample of a GPU-sized set (eager vs torch.compile) =="
  # BASE_N tasks of BASE_DATASET (default tasks/ops_gpu, seed BASE_SEED), BASE_PARALLEL at once for at most
  # BASE_S seconds; BASE_RESUME an earlier run's base/bench.tgz (carried) is gone on from.
  mkdir -p "$OUT/base"
  python3 tools/device/size_sample.py --dataset "${BASE_DATASET:-tasks/ops_gpu}" --n "${BASE_N:-100}" \
    --seed "${BASE_SEED:-12}" --to "$OUT/base/sample" | tail -1
  # the bench's workspaces under /tmp: the sandbox uid cannot pass $OUT's parent
  BENCH=/tmp/wg-base; mkdir -p $BENCH; [ -f "${BASE_RESUME:-}" ] && tar xzf "$BASE_RESUME" -C $BENCH
  timeout "${BASE_S:-300}" python3 -c "import sys; from warpgym.cli import main; sys.exit(main(sys.argv[1:]))" bench \
    --backend cuda --tasks "$OUT/base/sample" --policy baselines --parallel "${BASE_PARALLEL:-4}" \
    --out $BENCH --cache-dir $CACHE 2>"$OUT/base.stderr" | tail -15
  tail -3 "$OUT/base.stderr"
  tar czf "$OUT/base/bench.tgz" -C $BENCH --exclude=server --exclude=trajectories . 2>/dev/null  # BASE_RESUME next time
  tail -c 4000000 $BENCH/server/server.log > "$OUT/base.server.log" 2>/dev/null
  tail -c 8000000 $BENCH/server/harness-worker.log > "$OUT/base.harness.log" 2>/dev/null
  python3 tools/device/baselines_spread.py $BENCH | tee "$OUT/base.md"
  rm -rf "$OUT/base/sample/level"*;;
esac
case " $STAGES " in *" kbbaselines "*)
  echo "== kbbaselines: warpgym bench --policy baselines over KernelBench level KBB_LEVELS (first KBB_LIMIT), cold then warm =="
  # Cold: a fresh cache dir (inductor's too); warm: the same again into a fresh --out. Tasks/hour of each,
  # and the per-task times (tools/device/baselines_spread.py).
  # KBB_PREPARE: the server's --prepare-baselines, one run per mode listed (off: each cold profile compiles
  # under its exclusive lease, as before the server built baselines ahead on a shared one; "off auto": the
  # before/after pair, each from a fresh cache); KBB_PASSES: "cold warm" or one.
  for mode in ${KBB_PREPARE:-auto}; do
    export WARPGYM_PREPARE_BASELINES=$mode
    KBB_CACHE=/tmp/wg-kbb-cache-$mode; rm -rf $KBB_CACHE; mkdir -p $KBB_CACHE
    for pass in ${KBB_PASSES:-cold warm}; do
      run=$pass-$mode; rm -rf /tmp/wg-kbb-$run; t0=$SECONDS
      TORCHINDUCTOR_CACHE_DIR=$KBB_CACHE/inductor timeout "${KBB_S:-400}" python3 -c "import sys; from warpgym.cli import main; sys.exit(main(sys.argv[1:]))" bench \
        --backend cuda --tasks "${KB:-.kb/KernelBench}" --levels "${KBB_LEVELS:-1}" --limit "${KBB_LIMIT:-50}" --policy baselines \
        --parallel "${KBB_PARALLEL:-4}" --out /tmp/wg-kbb-$run --cache-dir $KBB_CACHE 2>"$OUT/kbb-$run.stderr" | tail -2
      n=$(ls /tmp/wg-kbb-$run/episodes 2>/dev/null | grep -c json)
      echo "$pass, --prepare-baselines $mode: $n tasks in $((SECONDS - t0)) s: $(( n * 3600 / (SECONDS - t0 + 1) )) tasks/hour"
      python3 tools/device/baselines_spread.py /tmp/wg-kbb-$run | tee "$OUT/kbb-$run.md" | head -3
      tar czf "$OUT/kbb-$run.tgz" -C /tmp/wg-kbb-$run --exclude=server --exclude=trajectories . 2>/dev/null
      tail -c 4000000 /tmp/wg-kbb-$run/server/server.log > "$OUT/kbb-$run.server.log" 2>/dev/null
      tail -c 8000000 /tmp/wg-kbb-$run/server/harness-worker.log > "$OUT/kbb-$run.harness.log" 2>/dev/null
    done
  done;;
esac
case " $STAGES " in *" exchange "*)
  echo "== exchange: a candidate's GPU output to the trusted GPU: pageable, pinned, CUDA IPC =="
  for sb in "" --sandbox; do
    timeout 150 python3 tools/device/exchange_bench.py --sizes-mib "${EXCHANGE_MIB:-1024,6144}" $sb \
      2>>"$OUT/exchange.stderr" | tee -a "$OUT/exchange.md" || STATUS=1
  done
  tail -20 "$OUT/exchange.stderr";;
esac
case " $STAGES " in *" drift "*)
  echo "== drift: the fixed cost of a call across runs, free and pinned to the GPU's local cores =="
  python3 tools/device/drift_check.py --cache-dir $CACHE --only "${DRIFT_ONLY:-Softmax,Gemm}" --reps "${DRIFT_REPS:-3}" \
    --out "$OUT/drift" | tee "$OUT/drift.md" || STATUS=1;;
esac
case " $STAGES " in *" spread "*)
  echo "== spread: one kernel's profile alone vs while verify loops run on the other GPUs =="
  python3 tools/device/profile_spread.py --cache-dir $CACHE --runs ${SPREAD_RUNS:-5} | tee "$OUT/spread.md" || STATUS=1;;
esac
if ls "$OUT"/verdicts/*.json "$OUT"/exploits/*.json "$OUT"/kernelbench.jsonl >/dev/null 2>&1; then
  echo "== the outside time against the candidate's own events (honest runs set the drift allowance) =="
  python3 tools/device/outside_gap.py $(ls -d "$OUT"/verdicts "$OUT"/exploits "$OUT"/kernelbench.jsonl 2>/dev/null) \
    | tee "$OUT/gap.md"
fi
if [ -d "$WARPGYM_TIMING_TRACE" ]; then
  echo "== timing trace: every timed run's requests, in time order =="
  python3 tools/device/timing_trace.py "$WARPGYM_TIMING_TRACE" | tee "$OUT/timing.md" | tail -60
fi
exit $STATUS
